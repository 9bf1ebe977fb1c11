"""`python run.py exercise ...`: turn a chapter's "Your engine" functions into stubs and back.

    run.py exercise 38                     stub Chapter 38's functions (references saved first)
    run.py exercise 38 --restore           put the reference bodies back, byte for byte
    run.py exercise --restore --only GGUFReader.value     one function
    run.py exercise [38] --list [--check]  each exercise, where it is, its state (and its tests)

The exercises are found, never listed by hand: every function or method whose docstring
holds `(Your engine: Chapter NN)` is one. A stub keeps the decorators, signature and
docstring and replaces only the lines after the docstring, so the rest of the file stays
byte for byte. The reference bodies live in `.exercise/state.json` (git-ignored) until
restored; a student's own body is never overwritten without `--force`, and then it is
backed up under `.exercise/backups/` first.

A `@triton.jit` kernel cannot raise: its body is compiled, not run. Its stub is
`tl.static_assert(False, "Your engine: ...")`, which stops the launch with that message
both when compiled and under TRITON_INTERPRET=1 (wrapped in Triton's own error; the
message is what run.py and the test hook look for).
"""
import ast
import io
import json
import os
import re
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

MARKER = re.compile(r"\(Your engine: Chapter (\d+)\)")
# What a stub raises; run.py and tests/conftest.py recognise a missing exercise by it.
MISSING = re.compile(r"Your engine: Chapter (\d+): ([\w.]+) — see (\S+\.md)")
PACKAGES = ("engine",)          # where exercises live, relative to the repo root
STATE_DIR = ".exercise"         # git-ignored: saved references, backups, reference tree


def repo_root() -> Path:
    """The checkout this module belongs to (also when run from the reference tree)."""
    here = Path(__file__).resolve().parents[1]
    if here.name == "reference" and here.parent.name == STATE_DIR:
        here = here.parents[1]       # .exercise/reference/engine/exercise.py
    return here


@dataclass
class Exercise:
    """One marked function as it stands in the source now (line numbers 1-based)."""
    chapter: int
    file: str           # posix path relative to the repo root
    qualname: str       # Class.method or function
    start: int          # first line (first decorator, else the `def`)
    body: int           # first line after the docstring
    end: int            # last line
    indent: str         # indentation of the body
    jit: bool           # decorated with a Triton jit: stubbed with a static assert

    @property
    def key(self) -> str:
        return f"{self.file}::{self.qualname}"


# ---------------------------------------------------------------- finding exercises

def source_lines(text: str) -> list[str]:
    """Lines with their endings, split where Python's own line numbers split."""
    return io.StringIO(text, newline="").readlines()


def _is_jit(decorator: ast.expr) -> bool:
    node = decorator.func if isinstance(decorator, ast.Call) else decorator
    name = node.attr if isinstance(node, ast.Attribute) else getattr(node, "id", "")
    return name == "jit"


def exercises_in(text: str, file: str) -> list[Exercise]:
    """Every marked function of one source file, in source order."""
    try:
        tree = ast.parse(text, filename=file)
    except SyntaxError as e:
        raise ValueError(f"{file}:{e.lineno}: cannot parse ({e.msg}); fix it before "
                         f"stubbing or restoring") from None
    lines = source_lines(text)
    found = []

    def visit(node, prefix):
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.ClassDef):
                visit(child, prefix + child.name + ".")
            elif isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)):
                qualname = prefix + child.name
                doc = ast.get_docstring(child, clean=False) or ""
                m = MARKER.search(doc)
                if m:
                    found.append(_exercise(child, qualname, int(m.group(1)), file, lines))
                visit(child, qualname + ".")

    visit(tree, "")
    return found


def _exercise(node, qualname, chapter, file, lines) -> Exercise:
    doc = node.body[0]
    if doc.lineno == node.lineno or (len(node.body) > 1 and node.body[1].lineno == doc.end_lineno):
        raise ValueError(f"{file}:{node.lineno}: {qualname}: the docstring must stand on its "
                         f"own lines (found it sharing a line with code)")
    start = min([d.lineno for d in node.decorator_list] + [node.lineno])
    line = lines[doc.lineno - 1]
    indent = line[:len(line) - len(line.lstrip())]
    return Exercise(chapter, file, qualname, start, doc.end_lineno + 1, node.end_lineno,
                    indent, any(_is_jit(d) for d in node.decorator_list))


def source_files(root: Path):
    for package in PACKAGES:
        for path in sorted((root / package).rglob("*.py")):
            if "__pycache__" not in path.parts:
                yield path.relative_to(root).as_posix()


def find_exercises(root: Path, chapter: int | None = None) -> list[Exercise]:
    """The registry: every marked function under PACKAGES (of one chapter if given)."""
    out = []
    for file in source_files(root):
        text = (root / file).read_text(encoding="utf-8")
        if "(Your engine: Chapter" in text:
            out += [e for e in exercises_in(text, file) if chapter in (None, e.chapter)]
    return out


def guide(root: Path, chapter: int) -> str:
    """The chapter's guide, chapters/NN-topic.md (the index when a chapter has none)."""
    pages = sorted((root / "chapters").glob(f"{chapter:02d}-*.md"))
    return pages[0].relative_to(root).as_posix() if pages else "chapters/README.md"


# ---------------------------------------------------------------- segments and stubs

def segment(lines: list[str], ex: Exercise) -> str:
    """The function's whole text: decorators through its last line."""
    return "".join(lines[ex.start - 1:ex.end])


def stub_segment(lines: list[str], ex: Exercise, root: Path) -> str:
    """Decorators, signature and docstring kept; the body becomes one line that fails
    with the exercise's name and guide."""
    message = f"Your engine: Chapter {ex.chapter}: {ex.qualname} — see {guide(root, ex.chapter)}"
    if ex.jit:
        body = f'{ex.indent}{_triton_language(lines)}.static_assert(False, "{message}")\n'
    else:
        body = f'{ex.indent}raise NotImplementedError("{message}")\n'
    return "".join(lines[ex.start - 1:ex.body - 1]) + body


def _triton_language(lines) -> str:
    """The name the module imports triton.language under (`tl` by convention)."""
    for line in lines:
        m = re.match(r"\s*(?:import triton\.language as (\w+)|from triton import language as (\w+))", line)
        if m:
            return m.group(1) or m.group(2)
    return "triton.language"


def splice(text: str, exercises: list[Exercise], replacement) -> str:
    """`text` with each exercise's segment replaced by `replacement(ex, lines)`."""
    lines = source_lines(text)
    for ex in sorted(exercises, key=lambda e: e.start, reverse=True):
        lines[ex.start - 1:ex.end] = source_lines(replacement(ex, lines))
    return "".join(lines)


# ---------------------------------------------------------------- saved state

def state_path(root: Path) -> Path:
    return root / STATE_DIR / "state.json"


def load_state(root: Path) -> dict:
    """key -> {chapter, file, qualname, reference, stub} for every stubbed exercise."""
    path = state_path(root)
    if not path.exists():
        return {}
    try:
        return json.loads(path.read_text(encoding="utf-8"))["exercises"]
    except (ValueError, KeyError) as e:
        raise ValueError(f"{path}: unreadable saved references ({e}); the originals are "
                         f"under {STATE_DIR}/snapshots/") from None


def _write(path: Path, text: str):
    """Write through a temporary file so an interrupted write leaves the old file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(path.name + ".tmp")
    with open(tmp, "w", encoding="utf-8", newline="") as f:
        f.write(text)
    os.replace(tmp, path)


def save_state(root: Path, records: dict):
    _write(state_path(root), json.dumps({"version": 1, "exercises": records}, indent=1,
                                        ensure_ascii=False) + "\n")


def status(lines: list[str], ex: Exercise, record: dict | None) -> str:
    """'stubbed', 'written' (the student's own body) or 'reference'."""
    if record is None:
        return "reference"
    now = segment(lines, ex)
    if now == record["stub"]:
        return "stubbed"
    return "reference" if now == record["reference"] else "written"


def reference_text(root: Path, file: str, records: dict) -> str:
    """The file as the book's reference has it: every saved exercise of it (stubbed or
    rewritten by the student) replaced by its saved reference, all else as it stands."""
    text = (root / file).read_text(encoding="utf-8")
    mine = {r["qualname"]: r for r in records.values() if r["file"] == file}
    if not mine:
        return text
    here = [e for e in exercises_in(text, file) if e.qualname in mine]
    lost = sorted(set(mine) - {e.qualname for e in here})
    if lost:
        raise ValueError(f"{file}: cannot find {', '.join(lost)} (renamed, or its marker "
                         f"removed?); its reference is in {state_path(root)}")
    return splice(text, here, lambda ex, lines: mine[ex.qualname]["reference"])


def _git_head(root: Path, file: str) -> str | None:
    """The committed text of `file`, or None when git cannot tell."""
    r = subprocess.run(["git", "show", f"HEAD:{file}"], cwd=root, capture_output=True)
    return r.stdout.decode("utf-8") if r.returncode == 0 else None


def _stamp() -> str:
    return time.strftime("%Y%m%d-%H%M%S")


# ---------------------------------------------------------------- the three actions

def stub(root: Path, chapter: int, force=False, out=print) -> int:
    """Save the references, then stub every not-yet-stubbed exercise of `chapter`."""
    exercises = find_exercises(root, chapter)
    if not exercises:
        chapters = sorted({e.chapter for e in find_exercises(root)})
        out(f"error: no function is marked (Your engine: Chapter {chapter}); chapters with "
            f"exercises: {', '.join(map(str, chapters)) or 'none'}", file=sys.stderr)
        return 2
    records = load_state(root)
    todo = [e for e in exercises if e.key not in records]
    files = sorted({e.file for e in todo})
    if not force:
        dirty = [f for f in files if reference_text(root, f, records) != _git_head(root, f)]
        if dirty:
            out(f"error: uncommitted changes in {', '.join(dirty)} (or not a git checkout); "
                f"commit them first, or pass --force to take the files as they stand as the "
                f"reference", file=sys.stderr)
            return 2
    snapshot = root / STATE_DIR / "snapshots" / f"{_stamp()}-ch{chapter}"
    new_text = {}
    for file in files:
        text = (root / file).read_text(encoding="utf-8")
        _write(snapshot / file, text)
        lines = source_lines(text)
        mine = [e for e in todo if e.file == file]
        for e in mine:
            records[e.key] = {"chapter": e.chapter, "file": e.file, "qualname": e.qualname,
                              "reference": segment(lines, e), "stub": stub_segment(lines, e, root)}
        new_text[file] = splice(text, mine, lambda ex, _: records[ex.key]["stub"])
    save_state(root, records)          # references first: nothing is lost if we stop here
    for file, text in new_text.items():
        _write(root / file, text)
    out(f"Chapter {chapter}: {len(todo)} function(s) stubbed"
        + (f", {len(exercises) - len(todo)} already stubbed" if len(todo) < len(exercises) else ""))
    for e in exercises:
        out(f"  {e.qualname:32s} {e.file}:{e.start}")
    out(f"guide: {guide(root, chapter)}")
    out(f"test:  pytest tests/test_ch{chapter}_*.py")
    out(f"undo:  python run.py exercise {chapter} --restore")
    return 0


def restore(root: Path, chapter: int | None = None, only: str | None = None, force=False,
            out=print) -> int:
    """Put saved references back (of one chapter, or one function with `only`)."""
    records = load_state(root)
    chosen = {k: r for k, r in records.items() if chapter in (None, r["chapter"])
              and only in (None, r["qualname"], k)}
    if not chosen:
        what = f"{only!r}" if only else f"Chapter {chapter}" if chapter else "any exercise"
        saved = ", ".join(sorted(r["qualname"] for r in records.values())) or "none"
        out(f"error: no saved reference for {what} (stubbed now: {saved})", file=sys.stderr)
        return 2
    refused, restored, backup = [], [], root / STATE_DIR / "backups" / _stamp()
    for file in sorted({r["file"] for r in chosen.values()}):
        text = (root / file).read_text(encoding="utf-8")
        lines = source_lines(text)
        mine = {r["qualname"]: k for k, r in chosen.items() if r["file"] == file}
        here = [e for e in exercises_in(text, file) if e.qualname in mine]
        lost = sorted(set(mine) - {e.qualname for e in here})
        if lost:
            out(f"error: {file}: cannot find {', '.join(lost)} (renamed, or its marker "
                f"removed?); its reference stays in {state_path(root)}", file=sys.stderr)
            return 2
        put = []
        for e in here:
            if status(lines, e, records[e.key]) == "written":
                if not force:
                    refused.append(e)
                    continue
                _write(backup / file, text)
            put.append(e)
        if put:
            _write(root / file, splice(text, put, lambda ex, _: records[ex.key]["reference"]))
        for e in put:
            del records[e.key]
        restored += put
    save_state(root, records)
    for e in restored:
        out(f"restored {e.qualname} ({e.file}:{e.start})")
    if any((backup / e.file).exists() for e in restored):
        out(f"your own versions are kept in {backup.relative_to(root)}")
    for e in refused:
        out(f"error: {e.qualname} ({e.file}:{e.start}) holds your own code; pass --force to "
            f"restore the reference anyway (yours is backed up first)", file=sys.stderr)
    return 2 if refused else 0


def listing(root: Path, chapter: int | None = None, check=False, out=print) -> int:
    """One line an exercise: chapter, name, file:line, state (and, with check, its tests)."""
    exercises = sorted(find_exercises(root, chapter), key=lambda e: (e.chapter, e.file, e.start))
    records = load_state(root)
    texts = {f: source_lines((root / f).read_text(encoding="utf-8")) for f in {e.file for e in exercises}}
    results = {}
    if check:
        for ch in sorted({e.chapter for e in exercises}):
            results.update(run_tests(root, ch))
    for e in exercises:
        line = (f"Chapter {e.chapter}  {e.qualname:32s} {e.file + ':' + str(e.start):44s} "
                f"{status(texts[e.file], e, records.get(e.key))}")
        if check:
            tests = results.get(e.key, [])
            failed = sum(not ok for _, ok in tests)
            line += (f"  tests: {len(tests) - failed} passed, {failed} failed" if tests
                     else "  tests: none reach it")
        out(line)
    if not exercises:
        out("no exercises found" + (f" for Chapter {chapter}" if chapter else ""))
    return 0


def run_tests(root: Path, chapter: int) -> dict:
    """Run tests/test_chNN_*.py once, tracing which exercises each test calls.
    Returns key -> [(test id, passed)]."""
    tests = sorted((root / "tests").glob(f"test_ch{chapter}_*.py"))
    if not tests:
        return {}
    trace = root / STATE_DIR / f"trace-ch{chapter}.json"
    trace.parent.mkdir(parents=True, exist_ok=True)
    trace.unlink(missing_ok=True)
    env = dict(os.environ, EXERCISE_TRACE=str(trace))
    subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                    *[t.relative_to(root).as_posix() for t in tests]],
                   cwd=root, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    if not trace.exists():
        return {}
    out = {}
    for test in json.loads(trace.read_text(encoding="utf-8")):
        for key in test["exercises"]:
            out.setdefault(key, []).append((test["id"], test["passed"]))
    return out


# ---------------------------------------------------------------- command line

def add_arguments(p):
    p.add_argument("chapter", nargs="?", type=int, help="the chapter number (38, 31, ...)")
    p.add_argument("--restore", action="store_true", help="put the reference bodies back")
    p.add_argument("--only", metavar="NAME", help="with --restore: one function (Class.method)")
    p.add_argument("--list", action="store_true", help="show each exercise and its state")
    p.add_argument("--check", action="store_true", help="with --list: run the tests too")
    p.add_argument("--force", action="store_true",
                   help="stub over uncommitted changes / restore over your own code (backed up)")


def main(args) -> int:
    root = repo_root()
    if args.only and not args.restore:
        print("error: --only goes with --restore (run.py exercise --restore --only NAME)", file=sys.stderr)
        return 2
    try:
        if args.list:
            return listing(root, args.chapter, check=args.check)
        if args.restore:
            return restore(root, args.chapter, args.only, force=args.force)
        if args.chapter is None:
            print("error: name a chapter (run.py exercise 38), or --list / --restore", file=sys.stderr)
            return 2
        return stub(root, args.chapter, force=args.force)
    except ValueError as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
