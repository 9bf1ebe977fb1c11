"""The one C library of the CPU kernels: built on first use (build.py), loaded with ctypes,
its type table checked against the registry, and the helpers every kernel call shares.

The library states its type table (ggml_types.h: each type's id, block size, and whether
it has a float matmul and an int8 dot, with which activation format); when it loads, the
table is checked against engine/blocks/registry.py and the codebooks of
engine/blocks/tables.py are handed over. When the library cannot be built, `available()`
is False and callers use the PyTorch reference; `require_library()` says why, for tests
that must not skip a broken build. Instruction-set path and threads come from the caller
(the model's Backend); by default the best path this CPU runs and torch's thread count.
"""
import ctypes
import logging
from collections.abc import Mapping

import torch

from engine.blocks.registry import ACT_TYPES, BLOCK, NAMES, REGISTRY
from engine.blocks.iquants import codebook
from engine.kernels.cpu.build import MAIN, NoCompiler, build

log = logging.getLogger(__name__)

# instruction-set copies in the library, narrowest first (ggml_cpu.c numbers them). They are not
# nested: avxvnni (AVX2 with the 256-bit VNNI of Intel cores without AVX-512) runs on CPUs
# that lack AVX-512, and avx512vnni on CPUs that lack AVX-VNNI (Zen 4).
PATHS = {"scalar": 0, "avx2": 1, "avxvnni": 4, "avx512": 2, "avx512vnni": 3, "amx": 5}

# what the library provides for a type: bits of ggml_type_info.provides (ggml_types.h)
PROVIDES = {"decoder": 1, "matmul": 2, "int8": 4}
# decode_step.h's ACT_*: a gated unit's name (a config's hidden_act) -> its code
GATED_UNITS = {"silu": 0, "gelu_pytorch_tanh": 1, "clamped_swiglu": 2}

_state = {"lib": None, "error": None, "invariant": False}
_i64, _ptr, _int = ctypes.c_int64, ctypes.c_void_p, ctypes.c_int
_SIGNATURES = {  # C function -> argument types (all return int: 0 ok, -1 error)
    "ggml_gemm": [_ptr, _i64, _i64, _ptr, _i64, _i64, _int, _ptr, _int, _int],
    "ggml_dequant_rows": [_ptr, _i64, _int, _i64, _i64, _i64, _ptr, _int, _int],
    "ggml_decode_blocks": [_int, _ptr, _i64, _ptr, _int, _int],
    "affine_gemm": [_ptr, _i64, _i64, _ptr, _ptr, _ptr, _i64, _i64, _int, _ptr, _int, _int],
    "affine_rows": [_ptr, _ptr, _ptr, _i64, _i64, _int, _i64, _i64, _ptr, _int, _int],
    "decode_step": [_ptr, _ptr, _ptr, _i64, _ptr, _ptr, _ptr, _ptr, _ptr, _int, _int],
    "quantize_act_rows": [_ptr, _i64, _i64, _int, _ptr, _int],
    "kv_store_rows": [_int, _ptr, _i64, _i64, _ptr, _int, _int],
    "ggml_gemm_q8": [_ptr, _i64, _i64, _ptr, _i64, _i64, _int, _ptr, _int, _int, _int],
    "ggml_gemm_q8_quantized": [_ptr, _i64, _i64, _ptr, _i64, _i64, _int, _ptr, _int, _int, _int],
    "ggml_gemm_q8_glu": [_ptr, _i64, _i64, _ptr, _i64, _i64, _int, _ptr, _int, ctypes.c_float, ctypes.c_float,
                         _int, _int, _int],
    "ggml_interleave_rows": [_int, _ptr, _i64, _i64, _ptr, _int],
    "ggml_q8_tiled": [_int, _int],
    "fake_quant_rows": [_ptr, _i64, _i64, _int, _ptr, _ptr, _int, _int],
    "q8_1_offset": [_ptr, _i64, _i64, _ptr, _i64, _i64, _i64, _ptr, _int, _int, _int],
    "attend_causal": [_ptr, _ptr, _ptr, _ptr, _ptr, _ptr, _ptr, _ptr, _i64, _i64, _i64, _i64, _i64, _i64,
                      _ptr, _i64, ctypes.c_float, _int, _int],
    "rms_norm_rows": [_ptr, _i64, _i64, _ptr, ctypes.c_float, _ptr, _int, _int],
    "rotate_heads": [_ptr, _ptr, _ptr, _ptr, _i64, _ptr, _ptr, _i64, _i64, _i64, _i64, _int, _int],
    "glu_rows": [_int, _ptr, _i64, _ptr, _i64, _i64, _i64, ctypes.c_float, ctypes.c_float, _int, _int],
    "ggml_set_batch_invariant": [_int],
    "cpu_best_path": [],
    "cpu_runs_path": [_int],
    "ggml_cpu_types": [_ptr, _int],
    "ggml_cpu_set_codebooks": [_ptr],
}


class TypeInfo(ctypes.Structure):   # mirrors ggml_type_info in ggml_types.h
    _fields_ = [("id", ctypes.c_int32), ("weights", ctypes.c_int32), ("bytes", ctypes.c_int32),
                ("provides", ctypes.c_int32), ("act", ctypes.c_int32)]


def _type_rows(lib) -> list[TypeInfo]:
    """The library's type table, row by row."""
    count = lib.ggml_cpu_types(None, 0)
    rows = (TypeInfo * count)()
    lib.ggml_cpu_types(rows, count)
    return list(rows)


def check_type_table(rows) -> dict[str, dict[str, tuple[int, int, int]]]:
    """The library's type table checked against the registry, read into
    {what: {type name: (ggml type id, weights per block, bytes per block)}} for each
    `what` in PROVIDES. Raises RuntimeError naming the type and both values where the
    library and engine/blocks/registry.py disagree: ids and block sizes, which types have
    a float matmul (`kernel`), which an int8 dot and with which activation format (`act`)."""
    provided = {what: {} for what in PROVIDES}
    acts = {}
    for r in rows:
        name = NAMES.get(r.id)
        if name is None:
            raise RuntimeError(f"{MAIN} lists ggml type id {r.id} (blocks of {r.weights} weights in "
                               f"{r.bytes} bytes); the registry has no type {r.id}")
        if BLOCK.get(name) != (r.weights, r.bytes):
            raise RuntimeError(f"ggml type {name}: {MAIN} has blocks of (weights, bytes) = "
                               f"({r.weights}, {r.bytes}), the registry has "
                               f"{BLOCK.get(name)}")
        for what, bit in PROVIDES.items():
            if r.provides & bit:
                provided[what][name] = (r.id, r.weights, r.bytes)
        if r.provides & PROVIDES["int8"]:
            acts[name] = NAMES.get(r.act, f"type id {r.act}")
    for name in sorted(set(acts) | set(ACT_TYPES)):
        if acts.get(name) != ACT_TYPES.get(name):
            raise RuntimeError(f"ggml type {name}: {MAIN}'s int8 dot takes "
                               f"{acts.get(name, 'no')} activations, the registry's `act` "
                               f"says {ACT_TYPES.get(name, 'none')}")
    matmul = {t.name for t in REGISTRY.values() if t.kernel}
    if set(provided["matmul"]) != matmul:
        raise RuntimeError(f"{MAIN} multiplies {sorted(provided['matmul'])}; the registry marks "
                           f"`kernel` on {sorted(matmul)}")
    return provided


def _hand_over_codebooks(lib) -> tuple[dict[str, torch.Tensor], ctypes.Array]:
    """Give the library the codebooks it names (ggml_cpu_codebooks), as float32 tables
    from engine/blocks/tables.py, so none is written twice. Returns the tables and
    the pointer array, which must stay alive as long as the library."""
    lib.ggml_cpu_codebooks.restype = ctypes.c_char_p
    tables = {}
    for entry in lib.ggml_cpu_codebooks().decode().split(","):
        name, floats = entry.split(":")
        table = codebook(name).contiguous().reshape(-1)
        if table.dtype != torch.float32 or table.numel() != int(floats):
            raise RuntimeError(f"{MAIN} reads codebook {name} as {floats} float32 values, "
                               f"engine/blocks/tables.py gives {table.numel()} {table.dtype}")
        tables[name] = table
    pointers = (ctypes.c_void_p * len(tables))(*(t.data_ptr() for t in tables.values()))
    bad = lib.ggml_cpu_set_codebooks(pointers)
    if bad:
        name = list(tables)[bad - 1]
        raise RuntimeError(f"{MAIN} reads codebook {name} as int8 levels, engine/blocks/tables.py "
                           f"gives {tables[name].tolist()}")
    return tables, pointers


def _load() -> dict:
    """Build and load the library, declare its functions, check its type table and hand
    it the codebooks."""
    lib = build()
    for name, argtypes in _SIGNATURES.items():
        fn = getattr(lib, name)
        fn.argtypes, fn.restype = argtypes, ctypes.c_int
    lib.ggml_cpu_missing.argtypes, lib.ggml_cpu_missing.restype = [], ctypes.c_char_p
    types = check_type_table(_type_rows(lib))
    codebooks, pointers = _hand_over_codebooks(lib)
    return {"lib": lib, "types": types, "codebooks": codebooks, "pointers": pointers}


def _lib():
    """The library, loaded on the first call. When that fails (no compiler, a failed build,
    a table that disagrees with Python's), `_state["error"]` keeps the exception, logged
    once, and every call returns None: callers use the PyTorch path."""
    if _state["lib"] is None and _state["error"] is None:
        try:
            _state.update(_load())
        except Exception as e:
            _state["error"] = e
            log.warning("CPU kernels unavailable, using the PyTorch path: %s", e)
    return _state["lib"]


def available() -> bool:
    """True when the C library is built (compiling it on the first call)."""
    return _lib() is not None


def unavailable_reason() -> str | None:
    """Why `available()` is False (the compiler's message), else None."""
    _lib()
    return None if _state["error"] is None else str(_state["error"])


def require_library():
    """The loaded library, or the exception that says why there is none: NoCompiler when
    this machine has no C compiler, else RuntimeError with the compiler's message (or the
    load-time check that failed). Tests skip on the first and fail on the second, so a
    broken source can never pass as a skipped test."""
    lib = _lib()
    if lib is None:
        e = _state["error"]
        raise e if isinstance(e, NoCompiler) else RuntimeError(f"CPU kernels not built: {e}")
    return lib


class _Provided(Mapping):
    """type name -> (ggml type id, weights per block, bytes per block) of the types the
    library states it provides `what` for (a key of PROVIDES), as read when it loads;
    empty when it is not built. Reading it loads the library."""

    def __init__(self, what: str):
        self._what = what

    def _table(self) -> dict:
        return _state["types"][self._what] if _lib() is not None else {}

    def __getitem__(self, name):
        return self._table()[name]

    def __iter__(self):
        return iter(self._table())

    def __len__(self):
        return len(self._table())

    def __repr__(self):
        return f"{type(self).__name__}({self._what!r}, {self._table()!r})"


# The types the float kernels (ggml_gemm, dequant_rows, the fused decode step) read.
KERNEL_TYPES = _Provided("matmul")


def supports(type_name: str) -> bool:
    """True when the C kernels decode GGML type `type_name` (and the library is built)."""
    return type_name in KERNEL_TYPES


def best_path() -> str:
    """Name of the widest instruction-set copy this CPU runs."""
    if "best" not in _state:
        best = _lib().cpu_best_path()
        _state["best"] = next(name for name, v in PATHS.items() if v == best)
    return _state["best"]


def runnable_paths() -> list[str]:
    """The instruction-set copies this CPU runs, in PATHS' order (scalar first)."""
    if "runnable" not in _state:
        _state["runnable"] = [name for name, v in PATHS.items() if _lib().cpu_runs_path(v)]
    return _state["runnable"]


def check_path(name: str, what: str = "CPU kernel path") -> None:
    """Raise ValueError (naming `what`) unless `name` is a path of PATHS that this CPU runs
    (none runs where the library could not be built: the error then says why)."""
    if name not in PATHS:
        raise ValueError(f"{what} must be one of {', '.join(PATHS)}, got {name!r}")
    if not available():
        raise ValueError(f"{what} {name!r}: the C library is unavailable: {unavailable_reason()}")
    if name not in runnable_paths():
        raise ValueError(f"{what} {name!r} needs instructions this CPU lacks "
                         f"(it runs: {', '.join(runnable_paths())})")


def _path(path: str | None) -> int:
    name = path or best_path()
    check_path(name)
    return PATHS[name]


def set_batch_invariant(on: bool) -> None:
    """Batch-invariant mode for this process (`run.py serve --deterministic`): every batch of
    rows goes through the row kernels, so each row's output is the one it gets alone, bit for
    bit, whatever else is batched with it (the tiled GEMM, and the dequantize-and-matmul
    route of prompts, sum in another order). Slower prompts; decoding is unchanged."""
    _state["invariant"] = bool(on)
    if available():
        _lib().ggml_set_batch_invariant(int(bool(on)))


def batch_invariant() -> bool:
    """True in batch-invariant mode (set_batch_invariant)."""
    return _state["invariant"]


def thread_count(n: int | None = None) -> int:
    """Threads a kernel call uses: `n` (the backend's), else torch's intra-op count."""
    return int(n or torch.get_num_threads())


def _check(rc: int, what: str):
    """After every call of the library: a stubbed exercise it reached (run.py exercise 40)
    raises naming it; a failed call raises naming the kernel."""
    missing = _state["lib"].ggml_cpu_missing() if _state["lib"] is not None else None
    if missing:
        raise NotImplementedError(missing.decode("utf-8"))
    if rc != 0:
        raise RuntimeError(f"CPU kernel {what} failed (out of memory or unknown type)")


def _float_rows(x: torch.Tensor, K: int, what: str) -> torch.Tensor:
    if x.shape[-1] != K:
        raise ValueError(f"{what}: x has {x.shape[-1]} features, the weight rows hold {K}")
    if x.device.type != "cpu":
        raise ValueError(f"{what}: CPU kernels need CPU tensors, found {x.device}")
    return x.reshape(-1, K).to(torch.float32).contiguous()


def _check_out(out: torch.Tensor, M: int, N: int, what: str):
    """`out` must be a contiguous float32 [M, N] buffer for kernel `what`."""
    if out.dtype != torch.float32 or not out.is_contiguous() or tuple(out.shape) != (M, N):
        raise ValueError(f"{what} out must be contiguous float32 [{M}, {N}], found "
                         f"{out.dtype} {tuple(out.shape)}")


def _weight_geometry(raw: torch.Tensor, type_name: str, table=None,
                     who: str = "CPU kernels do not decode") -> tuple[int, int]:
    """(N, K) of a raw GGML weight uint8 [N, row_bytes]; checks its type against `table`
    (name -> (id, weights per block, bytes per block); default KERNEL_TYPES) and its layout."""
    table = KERNEL_TYPES if table is None else table
    if type_name not in table:
        raise ValueError(f"{who} GGML type {type_name}; they read {sorted(table)}")
    if raw.dtype != torch.uint8 or raw.dim() != 2 or raw.stride(1) != 1:
        raise ValueError(f"{type_name} weight must be uint8 [rows, row_bytes] with contiguous rows, "
                         f"found {raw.dtype} {tuple(raw.shape)} strides {raw.stride()}")
    _, qk, size = table[type_name]
    if raw.shape[1] % size:
        raise ValueError(f"{type_name} rows must be whole {size}-byte blocks, found {raw.shape[1]} bytes")
    return raw.shape[0], raw.shape[1] // size * qk
