"""The exercise workflow's actions: stub a chapter, restore it byte for byte, list the
exercises (and which tests reach each), with the references kept safe in between.

The reference bodies live in `.exercise/state.json` (git-ignored) until restored, and a
copy of every file as it was in `.exercise/snapshots/`; a student's own body is never
overwritten without `force`, and then it is backed up under `.exercise/backups/` first.

Every `file:line` printed is where the function starts in the file as it stands once the
command is done: what an editor shows now (stubbing or restoring a function moves the
ones below it).
"""
import json
import os
import subprocess
import sys
import time
from pathlib import Path

from engine.exercises.finder import (STATE_DIR, Exercise, exercises_in, find_exercises, guide, segment, source_lines,
                                     splice, stub_segment)


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
    for e in find_exercises(root, chapter):          # where they stand now, stubbed
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
        put, kept = [], []
        for e in here:
            if status(lines, e, records[e.key]) == "written":
                if not force:
                    kept.append(e)
                    continue
                _write(backup / file, text)
            put.append(e)
        if put:
            text = splice(text, put, lambda ex, _: records[ex.key]["reference"])
            _write(root / file, text)
        for e in put:
            del records[e.key]
        now = {e.qualname: e for e in exercises_in(text, file)}   # where they stand now
        restored += [now[e.qualname] for e in put]
        refused += [now[e.qualname] for e in kept]
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
