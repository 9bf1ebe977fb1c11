"""The student workflow: `run.py exercise` stubs and restores a chapter's "Your engine"
functions, `--impl reference|engine` picks whose code a command runs, and a test that
reaches a stub names the exercise and its guide.

First on a tiny fixture repo made here (a package named `engine` with marked functions,
a command and a test), then on a temporary copy of this repo with Chapter 38 stubbed.
"""
import ast
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from xml.etree import ElementTree

import pytest

from engine.exercises.finder import exercises_in, find_exercises, guide, source_lines, stub_segment
from engine.exercises.tool import load_state, reference_text

ROOT = Path(__file__).resolve().parents[1]
REPORTED = re.compile(r"exercise (\S+) \(Chapter (\d+)\) is still a stub: write it, the guide "
                      r"is (\S+)\n  reached by (\S+);")


def sh(cwd, *cmd, env=None, timeout=300):
    base = {k: v for k, v in os.environ.items() if k != "EXERCISE_TRACE"}
    env = dict(base, **(env or {}))
    return subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, env=env, timeout=timeout)


def run_py(cwd, *args, **kw):
    return sh(cwd, sys.executable, "run.py", *args, **kw)


def git_init(repo):
    for cmd in (["init", "-q"], ["add", "-A"],
                ["-c", "user.email=book@example.org", "-c", "user.name=book", "commit", "-qm", "base"]):
        subprocess.run(["git", *cmd], cwd=repo, check=True, capture_output=True)


def git_diff(repo) -> str:
    return subprocess.run(["git", "diff"], cwd=repo, capture_output=True, text=True).stdout


def tree_text(repo) -> dict:
    return {p.relative_to(repo).as_posix(): p.read_bytes() for p in sorted(repo.rglob("*.py"))
            if ".exercise" not in p.parts and "__pycache__" not in p.parts}


# ---------------------------------------------------------------- the fixture repo
MOD = '''"""A module with two exercises of Chapter 99 and a helper that is not one."""
import functools


def helper(x):
    return x + 1   # not an exercise


class Box:
    """Holds a number."""

    def __init__(self, n):
        self.n = n

    @functools.lru_cache(maxsize=None)
    def double(self):
        """Twice the number. (Your engine: Chapter 99)
        More lines of docstring."""
        # a comment inside the body
        return helper(self.n) * 2 - 2
    # a trailing comment after the method


def triple(x: int,
           y: int = 0) -> int:
    """Three times x, plus y. (Your engine: Chapter 99)"""
    total = 0
    for _ in range(3):
        total += x
    return total + y
'''

CLI = '''"""The fixture's command: one JSON line per value."""
import json

from engine.mod import Box, triple


def add_arguments(p):
    pass


def main(args):
    print(json.dumps({"double": Box(5).double()}))
    print(json.dumps({"triple": triple(4, 1)}))
    return 0
'''

TEST = '''from engine.mod import Box, helper, triple


def test_helper():
    assert helper(1) == 2


def test_double():
    assert Box(3).double() == 6


def test_triple():
    assert triple(2, 1) == 7
'''


@pytest.fixture
def fixture_repo(tmp_path):
    repo = tmp_path / "book"
    files = {"engine/__init__.py": '"""fixture engine"""\n', "engine/mod.py": MOD,
             "engine/cli/__init__.py": "", "engine/cli/gguf.py": CLI,
             "tests/test_ch99_mod.py": TEST, "chapters/99-demo.md": "# Chapter 99\n",
             ".gitignore": ".exercise/\n__pycache__/\n"}
    for name, text in files.items():
        (repo / name).parent.mkdir(parents=True, exist_ok=True)
        (repo / name).write_text(text)
    for name in ("run.py", "engine/cli/main.py", "engine/exercises/__init__.py", "engine/exercises/finder.py",
                 "engine/exercises/tool.py", "engine/exercises/impl.py", "engine/cli/exercise.py",
                 "engine/cli/failures.py", "tests/conftest.py"):
        (repo / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy(ROOT / name, repo / name)
    git_init(repo)
    return repo


def test_registry_comes_from_the_markers(fixture_repo):
    found = find_exercises(fixture_repo)
    assert [(e.chapter, e.qualname, e.file) for e in found] == [
        (99, "Box.double", "engine/mod.py"), (99, "triple", "engine/mod.py")]
    double, triple = found
    lines = source_lines(MOD)
    assert lines[double.start - 1].strip() == "@functools.lru_cache(maxsize=None)"
    assert lines[double.end - 1].strip() == "return helper(self.n) * 2 - 2"
    assert lines[triple.start - 1].startswith("def triple(x: int,")
    assert find_exercises(fixture_repo, 38) == []


def test_stub_keeps_everything_but_the_bodies(fixture_repo):
    before = (fixture_repo / "engine/mod.py").read_text()
    r = run_py(fixture_repo, "exercise", "99")
    assert r.returncode == 0, r.stderr
    assert "Box.double" in r.stdout and "triple" in r.stdout
    assert "pytest tests/test_ch99_*.py" in r.stdout
    after = (fixture_repo / "engine/mod.py").read_text()
    msg = "Your engine: Chapter 99: {} — see chapters/99-demo.md"
    assert f'        raise NotImplementedError("{msg.format("Box.double")}")\n' in after
    assert f'    raise NotImplementedError("{msg.format("triple")}")\n' in after
    # everything outside the two bodies is unchanged, byte for byte
    removed = ["        # a comment inside the body\n", "        return helper(self.n) * 2 - 2\n",
               "    total = 0\n", "    for _ in range(3):\n", "        total += x\n",
               "    return total + y\n"]
    kept = [line for line in source_lines(before) if line not in removed]
    assert [line for line in source_lines(after) if "NotImplementedError" not in line] == kept
    ast.parse(after)
    # a second run stubs nothing more and never takes a stub for a reference
    r = run_py(fixture_repo, "exercise", "99")
    assert r.returncode == 0 and "0 function(s) stubbed, 2 already stubbed" in r.stdout
    assert (fixture_repo / "engine/mod.py").read_text() == after
    r = run_py(fixture_repo, "exercise", "--restore")
    assert r.returncode == 0, r.stderr
    assert git_diff(fixture_repo) == ""


def test_refuses_uncommitted_changes_unless_forced(fixture_repo):
    mod = fixture_repo / "engine/mod.py"
    mod.write_text(MOD.replace("return x + 1", "return x + 1  # edited"))
    edited = mod.read_text()
    r = run_py(fixture_repo, "exercise", "99")
    assert r.returncode == 2 and "uncommitted changes in engine/mod.py" in r.stderr
    assert mod.read_text() == edited
    assert run_py(fixture_repo, "exercise", "99", "--force").returncode == 0
    assert run_py(fixture_repo, "exercise", "99", "--restore").returncode == 0
    assert mod.read_text() == edited


def test_list_restore_one_and_student_work_is_kept(fixture_repo):
    mod = fixture_repo / "engine/mod.py"
    assert run_py(fixture_repo, "exercise", "99").returncode == 0
    r = run_py(fixture_repo, "exercise", "--list")
    assert re.search(r"Chapter 99\s+Box.double\s+engine/mod.py:\d+\s+stubbed", r.stdout), r.stdout
    # the student writes triple
    stubbed = mod.read_text()
    mine = stubbed.replace('    raise NotImplementedError("Your engine: Chapter 99: triple — see '
                           'chapters/99-demo.md")', "    return 3 * x + y")
    assert mine != stubbed
    mod.write_text(mine)
    r = run_py(fixture_repo, "exercise", "99", "--list")
    assert re.search(r"triple\s+engine/mod.py:\d+\s+written", r.stdout), r.stdout
    # restoring one function puts back exactly that one
    r = run_py(fixture_repo, "exercise", "--restore", "--only", "Box.double")
    assert r.returncode == 0, r.stderr
    assert "return helper(self.n) * 2 - 2" in mod.read_text() and "return 3 * x + y" in mod.read_text()
    # restoring over the student's own body needs --force, and keeps a backup
    r = run_py(fixture_repo, "exercise", "99", "--restore")
    assert r.returncode == 2 and "triple" in r.stderr and "--force" in r.stderr
    assert "return 3 * x + y" in mod.read_text()
    r = run_py(fixture_repo, "exercise", "99", "--restore", "--force")
    assert r.returncode == 0, r.stderr
    assert git_diff(fixture_repo) == ""
    backups = list((fixture_repo / ".exercise/backups").rglob("mod.py"))
    assert len(backups) == 1 and "return 3 * x + y" in backups[0].read_text()
    r = run_py(fixture_repo, "exercise", "--list")
    assert r.stdout.count(" reference") == 2, r.stdout


def _printed_line(stdout, qualname) -> int:
    """The line number printed after `engine/mod.py:` on the line that names `qualname`."""
    m = re.search(rf"{re.escape(qualname)}\b.*?engine/mod\.py:(\d+)", stdout)
    assert m, stdout
    return int(m.group(1))


def _line_in_file(path, qualname) -> int:
    return next(e.start for e in exercises_in(path.read_text(), "engine/mod.py") if e.qualname == qualname)


def test_line_numbers_are_of_the_file_as_it_stands(fixture_repo):
    """stub, --list and --restore print where a function starts in the file as it is once the
    command is done (stubbing Box.double moves triple up, restoring it moves it back)."""
    mod = fixture_repo / "engine/mod.py"
    reference = _line_in_file(mod, "triple")
    r = run_py(fixture_repo, "exercise", "99")
    stubbed = _line_in_file(mod, "triple")
    assert stubbed < reference                     # the test means something: the line moved
    assert _printed_line(r.stdout, "triple") == stubbed
    assert _printed_line(run_py(fixture_repo, "exercise", "--list").stdout, "triple") == stubbed
    r = run_py(fixture_repo, "exercise", "99", "--restore")
    assert r.returncode == 0, r.stderr
    assert _printed_line(r.stdout, "triple") == _line_in_file(mod, "triple") == reference
    assert _printed_line(run_py(fixture_repo, "exercise", "--list").stdout, "triple") == reference


def test_failing_test_names_the_exercise_and_list_check(fixture_repo):
    assert run_py(fixture_repo, "exercise", "99").returncode == 0
    r = sh(fixture_repo, sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "tests")
    assert r.returncode == 1, r.stdout
    reported = {(m[0], m[3]) for m in REPORTED.findall(r.stdout)}
    assert reported == {("Box.double", "tests/test_ch99_mod.py::test_double"),
                        ("triple", "tests/test_ch99_mod.py::test_triple")}, r.stdout
    assert "chapters/99-demo.md" in r.stdout and "1 passed" in r.stdout
    r = run_py(fixture_repo, "exercise", "--list", "--check")
    assert re.search(r"Box.double .*stubbed\s+tests: 0 passed, 1 failed", r.stdout), r.stdout
    assert run_py(fixture_repo, "exercise", "--restore").returncode == 0
    r = run_py(fixture_repo, "exercise", "--list", "--check")
    assert re.search(r"triple .*reference\s+tests: 1 passed, 0 failed", r.stdout), r.stdout


def test_impl_reference_and_engine(fixture_repo):
    want = run_py(fixture_repo, "gguf")
    assert want.returncode == 0 and json.loads(want.stdout.splitlines()[0]) == {"double": 10}
    assert run_py(fixture_repo, "exercise", "99").returncode == 0
    ref = run_py(fixture_repo, "gguf", "--impl", "reference")
    assert ref.returncode == 0, ref.stderr
    assert ref.stdout == want.stdout
    assert run_py(fixture_repo, "--impl", "reference", "gguf").stdout == want.stdout
    # the reference tree follows a half-written engine: still the reference
    mod = fixture_repo / "engine/mod.py"
    mod.write_text(mod.read_text().replace('    raise NotImplementedError("Your engine: Chapter 99: '
                                           'triple — see chapters/99-demo.md")', "    return 0"))
    assert run_py(fixture_repo, "gguf", "--impl", "reference").stdout == want.stdout
    eng = run_py(fixture_repo, "gguf", "--impl", "engine")
    assert eng.returncode == 2 and eng.stdout == ""
    assert eng.stderr.count("\n") == 1 and "Traceback" not in eng.stderr
    assert "Your engine: Chapter 99: Box.double — see chapters/99-demo.md" in eng.stderr


# ---------------------------------------------------------------- this repo, Chapter 38
def test_real_registry_and_triton_stub():
    found = find_exercises(ROOT)
    assert found, "no (Your engine: Chapter NN) markers under engine/"
    assert all(e.start <= e.body <= e.end for e in found)
    path = ROOT / "engine/kernels/triton_formats.py"
    kernel = [e for e in exercises_in(path.read_text(), "engine/kernels/triton_formats.py")
              if e.jit]
    assert kernel, "no marked @triton.jit kernel in engine/kernels/triton_formats.py"
    stub = stub_segment(source_lines(path.read_text()), kernel[0], ROOT)
    assert "@triton.jit" in stub and "raise" not in stub.split('"""')[-1]
    assert f'tl.static_assert(False, "Your engine: Chapter 38: {kernel[0].qualname} — see' in stub


@pytest.fixture(scope="module")
def repo_copy(tmp_path_factory):
    """This repo's files (tracked, and untracked ones git does not ignore) in a fresh git;
    exercises stubbed in this checkout are copied as their saved references."""
    repo = tmp_path_factory.mktemp("copy") / "repo"
    records = load_state(ROOT)
    files = subprocess.run(["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"],
                           cwd=ROOT, capture_output=True, text=True, check=True).stdout.split("\0")
    for name in filter(None, files):
        if (ROOT / name).is_file():
            (repo / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, repo / name)
            if any(r["file"] == name for r in records.values()):
                (repo / name).write_text(reference_text(ROOT, name, records), encoding="utf-8")
    git_init(repo)
    return repo


QUICK = "not real_files and not mutation_fuzz"     # the container tests that take seconds, not minutes


def pytest_in(repo, test, xml):
    """Run one test file in `repo`; returns (the run, node id -> passed)."""
    r = sh(repo, sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", test,
           "-k", QUICK, f"--junitxml={xml}")
    outcomes = {}
    for case in ElementTree.parse(xml).getroot().iter("testcase"):
        node = case.get("classname").replace(".", "/") + ".py::" + case.get("name")
        outcomes[node] = not any(c.tag in ("failure", "error") for c in case)
    return r, outcomes


def test_chapter_38_stub_test_restore(repo_copy, tmp_path):
    ch38 = {e.qualname for e in find_exercises(repo_copy, 38)}
    assert "GGUFReader.value" in ch38
    before = tree_text(repo_copy)
    _, baseline = pytest_in(repo_copy, "tests/test_ch38_gguf.py", tmp_path / "a.xml")

    r = run_py(repo_copy, "exercise", "38")
    assert r.returncode == 0, r.stderr
    assert all(name in r.stdout for name in ch38)
    out, stubbed = pytest_in(repo_copy, "tests/test_ch38_gguf.py", tmp_path / "b.xml")
    assert out.returncode == 1, out.stdout[-2000:]
    reported = REPORTED.findall(out.stdout)
    named = {name for name, _, _, _ in reported}
    # the container's tests read metadata, so they reach GGUFReader.value
    assert "GGUFReader.value" in named and named <= ch38, named
    assert {page for _, _, page, _ in reported} == {guide(repo_copy, 38)}
    # every test the stubs broke says which exercise broke it
    broken = {t for t, ok in baseline.items() if ok and not stubbed[t]}
    assert broken and broken <= {t for _, _, _, t in reported}, broken - {t for *_, t in reported}

    r = run_py(repo_copy, "exercise", "38", "--restore")
    assert r.returncode == 0, r.stderr
    _, restored = pytest_in(repo_copy, "tests/test_ch38_gguf.py", tmp_path / "c.xml")
    assert restored == baseline
    assert tree_text(repo_copy) == before and git_diff(repo_copy) == ""


def test_chapter_38_impl_on_the_gguf_command(repo_copy, tmp_path):
    assert any(e.qualname == "GGUFReader.value" for e in find_exercises(repo_copy, 38))
    import torch

    from engine.formats.gguf import write_gguf
    path = tmp_path / "tiny.gguf"
    write_gguf(path, {"general.architecture": "llama", "general.name": "tiny"},
               {"w": (torch.arange(8.0).reshape(2, 4), "F32")})
    want = run_py(repo_copy, "gguf", "inspect", str(path), "--json")
    assert want.returncode == 0, want.stderr
    assert run_py(repo_copy, "exercise", "38").returncode == 0
    try:
        ref = run_py(repo_copy, "gguf", "inspect", str(path), "--json", "--impl", "reference")
        assert ref.returncode == 0, ref.stderr
        assert ref.stdout == want.stdout
        json.loads(ref.stdout)
        eng = run_py(repo_copy, "gguf", "inspect", str(path), "--json", "--impl", "engine")
        assert eng.returncode == 2 and eng.stderr.count("\n") == 1, eng.stderr
        assert "Your engine: Chapter 38: GGUFReader.value" in eng.stderr
        # the main job, no file: every exercise stubbed, the reference still runs it
        ref = run_py(repo_copy, "gguf", "--json", "--impl", "reference", timeout=240)
        assert ref.returncode == 0, ref.stderr[-2000:]
        lines = [json.loads(line) for line in ref.stdout.splitlines() if line.startswith("{")]
        assert lines, ref.stdout[-2000:]
        eng = run_py(repo_copy, "gguf", "--json", "--impl", "engine", timeout=240)
        assert eng.returncode == 2 and "Traceback" not in eng.stderr, eng.stderr[-2000:]
        assert re.search(r"Your engine: Chapter 38: \S+ — see", eng.stderr.splitlines()[-1])
    finally:
        run_py(repo_copy, "exercise", "38", "--restore")
    assert git_diff(repo_copy) == ""
