"""`run.py <command> --impl reference|engine`: whose code a command runs.

- `engine` (the default): the student's `engine/` as it stands, stubs and all. A stub
  that is hit ends the command with one line naming the exercise (exit code 2).
- `reference`: the book's reference code, even while exercises are stubbed or half
  written. The reference tree `.exercise/reference/engine/` is `engine/` as it stands
  with every saved exercise put back to its reference body; it goes first on
  `sys.path` before the command's module is imported. With nothing stubbed the
  reference is `engine/` itself.

Both print the same way, so `diff <(run.py gguf --impl reference) <(run.py gguf)` shows
what the student's code changes.
"""
import sys
from pathlib import Path

from engine.exercises.finder import MISSING, PACKAGES, STATE_DIR, repo_root
from engine.exercises.tool import load_state, reference_text

IMPLS = ("engine", "reference")


def reference_tree(root: Path) -> Path | None:
    """Bring `.exercise/reference/` in line with the reference; None when nothing is
    stubbed. Only files that changed are rewritten (compiled caches stay valid)."""
    records = load_state(root)
    if not records:
        return None
    tree = root / STATE_DIR / "reference"
    for package in PACKAGES:
        src, dst = root / package, tree / package
        wanted = set()
        for path in src.rglob("*"):
            rel = path.relative_to(src)
            if "__pycache__" in rel.parts or not path.is_file():
                continue
            wanted.add(rel)
            file = (Path(package) / rel).as_posix()
            data = (reference_text(root, file, records).encode("utf-8")
                    if any(r["file"] == file for r in records.values()) else path.read_bytes())
            target = dst / rel
            if not target.is_file() or target.read_bytes() != data:
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_bytes(data)
        for path in sorted(dst.rglob("*"), reverse=True):     # drop files engine/ no longer has
            rel = path.relative_to(dst)
            if "__pycache__" in rel.parts:
                continue
            if path.is_file() and rel not in wanted:
                path.unlink()
            elif path.is_dir() and not any(path.iterdir()):
                path.rmdir()
    return tree


def use(impl: str, root: Path | None = None) -> Path:
    """Make later `import engine...` load `impl`'s code; returns the tree it comes from.
    Call before the command's module is imported."""
    if impl not in IMPLS:
        raise ValueError(f"--impl must be one of {', '.join(IMPLS)}, found {impl!r}")
    root = root or repo_root()
    tree = reference_tree(root) if impl == "reference" else None
    if tree is None:
        return root
    sys.path.insert(0, str(tree))
    # `engine` itself is already imported (this module is part of it): forget it so
    # the next import finds the reference tree first.
    for name in [n for n in sys.modules if n.split(".")[0] in PACKAGES]:
        del sys.modules[name]
    return tree


def missing_exercise(error: BaseException) -> str | None:
    """The 'Your engine: Chapter NN: name — see guide' text a stub raised, if `error`
    (or an error it was raised from) carries one; Triton wraps its kernels' asserts."""
    seen = set()
    while error is not None and id(error) not in seen:
        seen.add(id(error))
        m = MISSING.search(str(error))
        if m:
            return m.group(0)
        error = error.__cause__ or error.__context__
    return None


def run(main, args) -> int:
    """`main(args)`, with a stub hit reported as one line and exit code 2."""
    try:
        return main(args) or 0
    except Exception as e:
        text = missing_exercise(e)
        if text is None:
            raise
        chapter = MISSING.search(text).group(1)
        print(f"error: not written yet: {text} (or run with --impl reference; "
              f"`python run.py exercise {chapter} --restore` puts the reference back)",
              file=sys.stderr)
        return 2
