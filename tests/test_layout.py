"""The shape of the tree: no import cycles, folders that say what they hold, small modules.

Imports are read from the source (every `import` statement, in functions too), so a cycle
hidden behind a late import counts as one. The book's public names live in thin facades
(engine/formats/gguf.py, ggml_quants.py, runtime.py, engine/serve/tokenizer.py,
engine/qwen3.py, engine/moe.py); the engine's own modules import the real modules.
"""
import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ENGINE = ROOT / "engine"
FACADES = {"engine.formats.gguf", "engine.formats.ggml_quants", "engine.formats.runtime",
           "engine.serve.tokenizer", "engine.qwen3", "engine.moe"}
DATA_MODULES = {"engine.blocks.tables"}      # tables of constants, not code
MAX_LINES = 500


def module_name(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def modules() -> dict:
    return {module_name(p): p for p in sorted(ENGINE.rglob("*.py")) if "__pycache__" not in p.parts}


def imports_of(name: str, path: Path, known: set) -> set:
    """The engine modules `name` imports anywhere in its source. (A package's __init__ runs
    before its modules, but the folders keep theirs to a docstring, except the few that
    gather a public API from their own modules, which import nothing back from them.)"""
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(), filename=str(path))):
        if isinstance(node, ast.Import):
            targets = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                up = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                base = ".".join(up + ([base] if base else []))
            targets = [f"{base}.{a.name}" if f"{base}.{a.name}" in known else base for a in node.names]
        else:
            continue
        for target in targets:
            while target and target not in known:
                target = target.rpartition(".")[0]
            if target.startswith("engine"):
                found.add(target)
    found.discard(name)
    return found


def graph() -> dict:
    mods = modules()
    known = set(mods)
    return {name: imports_of(name, path, known) for name, path in mods.items()}


def cycles(edges: dict) -> list:
    """Strongly connected components with more than one module (Tarjan)."""
    index, low, stack, on, out, counter = {}, {}, [], set(), [], [0]

    def visit(v):
        index[v] = low[v] = counter[0]
        counter[0] += 1
        stack.append(v)
        on.add(v)
        for w in edges.get(v, ()):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for v in sorted(edges):
        if v not in index:
            visit(v)
    return out


def test_the_cycle_finder_finds_a_planted_cycle():
    edges = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert cycles(edges) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_no_import_cycles():
    found = cycles(graph())
    assert not found, "import cycles (each line one cycle):\n" + "\n".join(" <-> ".join(c) for c in found)


def test_the_engine_imports_real_modules_not_facades():
    edges = graph()
    leaning = {m: sorted(edges[m] & FACADES) for m in edges
               if m not in FACADES and edges[m] & FACADES}
    assert not leaning, f"modules importing the book's facades instead of the real modules: {leaning}"


def test_folders_say_what_they_hold():
    for init in ENGINE.rglob("__init__.py"):
        doc = ast.get_docstring(ast.parse(init.read_text()))
        assert doc and not doc.startswith("TODO"), f"{init.relative_to(ROOT)} has no docstring"


def test_package_inits_import_nothing_heavy():
    """A package's __init__ runs whenever anything below it is imported: the concept
    folders keep it to a docstring, so importing one module never drags in its siblings."""
    allowed = {"engine.kernels", "engine.kernels.cpu", "engine.layers", "engine.models"}
    for name, path in modules().items():
        if path.name != "__init__.py" or name in allowed:
            continue
        body = [n for n in ast.parse(path.read_text()).body
                if not (isinstance(n, ast.Expr) and isinstance(n.value, ast.Constant))]
        assert not body, f"{path.relative_to(ROOT)} holds code; keep a folder's __init__ to its docstring"


def test_modules_stay_small():
    big = {name: n for name, path in modules().items()
           if name not in DATA_MODULES and (n := len(path.read_text().splitlines())) > MAX_LINES}
    assert not big, f"modules over {MAX_LINES} lines: {big}"


BACKEND_NAMES = {"c", "triton", "cpu_path", "kernels"}        # what a Backend says about itself
BACKEND_MODULES = ("engine.kernels.cpu", "engine.kernels.triton_formats")


def test_layers_and_models_never_name_a_backend():
    """Layers and models say what to compute; the backend says how and where
    (engine/kernels/backend.py's operations). None of them asks which kernels run
    (`backend.c`, `.triton`, `.cpu_path`, `.kernels`) or imports a kernel module."""
    found = []
    for folder in ("layers", "models"):
        for path in sorted((ENGINE / folder).glob("*.py")):
            for node in ast.walk(ast.parse(path.read_text(), filename=str(path))):
                if isinstance(node, ast.Attribute) and node.attr in BACKEND_NAMES:
                    found.append(f"{path.relative_to(ROOT)}:{node.lineno} .{node.attr}")
                elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith(BACKEND_MODULES):
                    found.append(f"{path.relative_to(ROOT)}:{node.lineno} from {node.module}")
                elif isinstance(node, ast.Import) and any(a.name.startswith(BACKEND_MODULES) for a in node.names):
                    found.append(f"{path.relative_to(ROOT)}:{node.lineno} import")
    assert not found, "layers/models naming a backend:\n" + "\n".join(found)


def test_quantized_layers_never_ask_which_kernels_run():
    """The quantized layers (engine/quantized/) hold a weight's layout and compute through
    their backend's operations (`blocks_matmul`, `affine_matmul`, ...): none asks which
    kernels run. They may import the interleaved layout and the PyTorch references."""
    found = []
    for path in sorted((ENGINE / "quantized").glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(), filename=str(path))):
            if isinstance(node, ast.Attribute) and node.attr in BACKEND_NAMES:
                found.append(f"{path.relative_to(ROOT)}:{node.lineno} .{node.attr}")
            elif isinstance(node, ast.ImportFrom) and (node.module or "").startswith("engine.kernels.triton"):
                found.append(f"{path.relative_to(ROOT)}:{node.lineno} from {node.module}")
            elif isinstance(node, ast.ImportFrom) and node.module == "engine.kernels" and any(
                    a.name == "cpu" for a in node.names):
                found.append(f"{path.relative_to(ROOT)}:{node.lineno} from engine.kernels import cpu")
    assert not found, "quantized layers asking which kernels run:\n" + "\n".join(found)
