"""Finding a chapter's exercises in the source, and what their stubs look like.

An exercise is a function whose docstring holds `(Your engine: Chapter NN)`, or a C
function whose comment just above it does. A stub keeps everything but the body:
Python's decorators, signature and docstring (the body becomes one `raise`; a
`@triton.jit` kernel's a `tl.static_assert(False, ...)`, since a compiled kernel cannot
raise), or C's comment and signature (the body records the missing exercise with
`ENGINE_MISSING(...)`, which the C library reports to Python after the call, and returns).
"""
import ast
import io
import re
from dataclasses import dataclass
from pathlib import Path

MARKER = re.compile(r"\(Your engine: Chapter (\d+)\)")
# What a stub raises; run.py and tests/conftest.py recognise a missing exercise by it.
MISSING = re.compile(r"Your engine: Chapter (\d+): ([\w.]+) — see (\S+\.md)")
PACKAGES = ("engine",)          # where exercises live, relative to the repo root
STATE_DIR = ".exercise"         # git-ignored: saved references, backups, reference tree


def repo_root() -> Path:
    """The checkout this module belongs to (also when run from the reference tree)."""
    here = Path(__file__).resolve().parents[2]
    if here.name == "reference" and here.parent.name == STATE_DIR:
        here = here.parents[1]       # .exercise/reference/engine/exercises/finder.py
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
    c: bool = False     # a C function: stubbed with ENGINE_MISSING(...) and a return
    void: bool = False  # (C) returns nothing

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
    """Every marked function of one source file (Python, or C with `.c` / `.h`), in source order."""
    if file.endswith((".c", ".h")):
        return c_exercises_in(text, file)
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
        for path in sorted((root / package).rglob("*")):
            if path.suffix in (".py", ".c", ".h") and "__pycache__" not in path.parts:
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
    if ex.c:
        body = (f'{ex.indent}ENGINE_MISSING("{message}");\n'
                f'{ex.indent}return{"" if ex.void else " 0"};\n')
        return "".join(lines[ex.start - 1:ex.body - 1]) + body + lines[ex.end - 1]
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



# ---------------------------------------------------------------- C functions

_C_TOKENS = re.compile(r'//[^\n]*|/\*.*?\*/|"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'|[{}();]', re.S)


def c_exercises_in(text: str, file: str) -> list[Exercise]:
    """Every C function of one file whose comment just above it holds the marker. The
    function's opening brace must end its line and its closing brace stand alone on one,
    so a stub can swap whole lines."""
    lines = source_lines(text)
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line))
    line_of = lambda pos: next(i for i in range(len(starts) - 1) if starts[i + 1] > pos) + 1  # noqa: E731
    tokens = list(_C_TOKENS.finditer(text))
    found = []
    for i, tok in enumerate(tokens):
        m = MARKER.search(tok.group()) if tok.group().startswith(("/*", "//")) else None
        if not m:
            continue
        # the function: tokens after the comment up to the first "{" at depth 0, then its match
        j = i + 1
        while j < len(tokens) and tokens[j].group().startswith(("/*", "//")):
            j += 1
        open_at = next((k for k in range(j, len(tokens)) if tokens[k].group() in ("{", ";")), None)
        if open_at is None or tokens[open_at].group() != "{":
            raise ValueError(f"{file}:{line_of(tok.start())}: the marker's comment is not followed "
                             f"by a function definition")
        depth, close_at = 0, None
        for k in range(open_at, len(tokens)):
            g = tokens[k].group()
            depth += (g == "{") - (g == "}")
            if depth == 0 and g == "}":
                close_at = k
                break
        signature = text[tokens[j - 1].end():tokens[open_at].start()]
        start = line_of(tokens[j - 1].end()) + (1 if text[tokens[j - 1].end()] == "\n" else 0)
        open_line, close_line = line_of(tokens[open_at].start()), line_of(tokens[close_at].start())
        if lines[open_line - 1].rstrip()[-1:] != "{" or lines[close_line - 1].strip() != "}":
            raise ValueError(f"{file}:{open_line}: a C exercise's opening brace must end its line "
                             f"and its closing brace stand alone on its own line")
        name = _c_name(signature, file, open_line)
        body_line = lines[open_line] if open_line < len(lines) else "    "
        indent = body_line[:len(body_line) - len(body_line.lstrip())] or "    "
        void = re.match(r"\s*(?:static\s+|inline\s+)*void\b", signature) is not None
        found.append(Exercise(int(m.group(1)), file, name, start, open_line + 1, close_line, indent,
                              False, c=True, void=void))
    return found


def _c_name(signature: str, file: str, line: int) -> str:
    """The function name in a C signature: `float dot(...)` or `float FN(dot)(...)` -> dot."""
    s = re.sub(r"\s+", " ", signature).strip()
    depth, cut = 0, None
    for k in range(len(s) - 1, -1, -1):          # the parameter list: the last (...) group
        depth += (s[k] == ")") - (s[k] == "(")
        if depth == 0 and s[k] == "(":
            cut = k
            break
    head = s[:cut].rstrip() if cut else ""
    m = re.search(r"\w+\s*\(\s*(\w+)\s*\)$", head) or re.search(r"(\w+)$", head)
    if not m:
        raise ValueError(f"{file}:{line}: cannot read the function name of {signature.strip()!r}")
    return m.group(1)
