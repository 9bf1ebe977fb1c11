"""CPU SIMD kernels for quantized weights, loaded with ctypes (book Chapter 40).

`ggml_gemm(x, raw, type_name)` computes x @ W.T where W is the GGML-decoded weight,
reading the blocks where they lie (a view of the file's memory map, never copied).
Decode-sized batches (M < PREFILL_ROWS) run the C matrix-vector kernel: each weight
row is decoded into a float buffer in cache and dotted with float32 x. Larger batches
(prefill) decode tiles of W into float32 and hand them to torch's BLAS GEMM.
`affine_gemm` does the same for the affine layout of `engine/formats/runtime.py`.
`ggml_gemm_q8` (q8.py) quantizes x first, as llama.cpp does, and takes integer dot
products (`ACT_TYPES` says which activation format each weight type pairs with).
`dequant_exact.decode` decodes whole blocks bit for bit as gguf-py does.

All of it is one C library (ggml_cpu.c and its headers), compiled on first use (see
build.py) and loaded here. It states its type table (ggml_types.h: each type's id, block
size, and whether it has a float matmul and an int8 dot, with which activation format);
when it loads, the table is checked against engine/formats/ggml_quants.py (NAMES, BLOCK)
and q8.ACT_TYPES, and `KERNEL_TYPES` / `q8.Q8_WEIGHTS` are read from it. When the
library cannot be built, `available()` is False and callers use the PyTorch reference
(reference.py); `require_library()` says why, for tests that must not skip a broken build.
Instruction set: the best the CPU has, or forced with `path=` / $GGUF_ENGINE_CPU_PATH
(`scalar`, `avx2`, `avx512`). Threads: $GGUF_ENGINE_CPU_THREADS, else torch's count.
"""
import ctypes
import logging
import os
import threading
from collections.abc import Mapping

import torch

from .build import MAIN, NoCompiler

log = logging.getLogger(__name__)

PATHS = {"scalar": 0, "avx2": 1, "avx512": 2}  # instruction-set copies in the library
PREFILL_ROWS = 32        # batches with at least this many rows take the dequantize + GEMM path
TILE_FLOATS = 1 << 20    # weights decoded per prefill tile (4 MiB of float32)

# what the library provides for a type: bits of ggml_type_info.provides (ggml_types.h)
PROVIDES = {"decoder": 1, "matmul": 2, "int8": 4}

_state = {"lib": None, "error": None}
_i64, _ptr, _int = ctypes.c_int64, ctypes.c_void_p, ctypes.c_int
_SIGNATURES = {  # C function -> argument types (all return int: 0 ok, -1 error)
    "ggml_gemm": [_ptr, _i64, _i64, _ptr, _i64, _i64, _int, _ptr, _int, _int],
    "ggml_dequant_rows": [_ptr, _i64, _int, _i64, _i64, _i64, _ptr, _int, _int],
    "ggml_decode_blocks": [_int, _ptr, _i64, _ptr, _int, _int],
    "affine_gemm": [_ptr, _i64, _i64, _ptr, _ptr, _ptr, _i64, _i64, _int, _ptr, _int, _int],
    "affine_rows": [_ptr, _ptr, _ptr, _i64, _i64, _int, _i64, _i64, _ptr, _int, _int],
    "decode_step": [_ptr, _ptr, _i64, _ptr, _ptr, _ptr, _ptr, _ptr, _int, _int],
    "quantize_act_rows": [_ptr, _i64, _i64, _int, _ptr, _int],
    "ggml_gemm_q8": [_ptr, _i64, _i64, _ptr, _i64, _i64, _int, _ptr, _int, _int],
    "ggml_gemm_q8_quantized": [_ptr, _i64, _i64, _ptr, _i64, _i64, _int, _ptr, _int, _int],
    "fake_quant_rows": [_ptr, _i64, _i64, _int, _ptr, _ptr, _int, _int],
    "q8_1_offset": [_ptr, _i64, _i64, _ptr, _i64, _i64, _i64, _ptr, _int, _int],
    "cpu_best_path": [],
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
    """The library's type table checked against the Python one, read into
    {what: {type name: (ggml type id, weights per block, bytes per block)}} for each
    `what` in PROVIDES. Raises RuntimeError naming the type and both values where the
    library and engine.formats.ggml_quants (ids, block sizes) or q8.ACT_TYPES (the
    activation format of each int8 dot) disagree."""
    from engine.formats.ggml_quants import BLOCK, NAMES
    from .q8 import ACT_TYPES
    provided = {what: {} for what in PROVIDES}
    acts = {}
    for r in rows:
        name = NAMES.get(r.id)
        if name is None:
            raise RuntimeError(f"{MAIN} lists ggml type id {r.id} (blocks of {r.weights} weights in "
                               f"{r.bytes} bytes); engine.formats.ggml_quants.NAMES has no type {r.id}")
        if BLOCK.get(name) != (r.weights, r.bytes):
            raise RuntimeError(f"ggml type {name}: {MAIN} has blocks of (weights, bytes) = "
                               f"({r.weights}, {r.bytes}), engine.formats.ggml_quants.BLOCK has "
                               f"{BLOCK.get(name)}")
        for what, bit in PROVIDES.items():
            if r.provides & bit:
                provided[what][name] = (r.id, r.weights, r.bytes)
        if r.provides & PROVIDES["int8"]:
            acts[name] = NAMES.get(r.act, f"type id {r.act}")
    for name in sorted(set(acts) | set(ACT_TYPES)):
        if acts.get(name) != ACT_TYPES.get(name):
            raise RuntimeError(f"ggml type {name}: {MAIN}'s int8 dot takes "
                               f"{acts.get(name, 'no')} activations, engine.kernels.cpu.q8.ACT_TYPES "
                               f"says {ACT_TYPES.get(name, 'none')}")
    return provided


def _hand_over_codebooks(lib) -> tuple[dict[str, torch.Tensor], ctypes.Array]:
    """Give the library the codebooks it names (ggml_cpu_codebooks), as float32 tables
    from engine/formats/ggml_tables.py, so none is written twice. Returns the tables and
    the pointer array, which must stay alive as long as the library."""
    from engine.formats.ggml_iquants import codebook
    lib.ggml_cpu_codebooks.restype = ctypes.c_char_p
    tables = {}
    for entry in lib.ggml_cpu_codebooks().decode().split(","):
        name, floats = entry.split(":")
        table = codebook(name).contiguous().reshape(-1)
        if table.dtype != torch.float32 or table.numel() != int(floats):
            raise RuntimeError(f"{MAIN} reads codebook {name} as {floats} float32 values, "
                               f"engine.formats.ggml_tables gives {table.numel()} {table.dtype}")
        tables[name] = table
    pointers = (ctypes.c_void_p * len(tables))(*(t.data_ptr() for t in tables.values()))
    bad = lib.ggml_cpu_set_codebooks(pointers)
    if bad:
        name = list(tables)[bad - 1]
        raise RuntimeError(f"{MAIN} reads codebook {name} as int8 levels, engine.formats.ggml_tables "
                           f"gives {tables[name].tolist()}")
    return tables, pointers


def _load() -> dict:
    """Build and load the library, declare its functions, check its type table and hand
    it the codebooks."""
    from .build import build
    lib = build()
    for name, argtypes in _SIGNATURES.items():
        fn = getattr(lib, name)
        fn.argtypes, fn.restype = argtypes, ctypes.c_int
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


def _path(path: str | None) -> int:
    name = path or os.environ.get("GGUF_ENGINE_CPU_PATH") or best_path()
    if name not in PATHS:
        raise ValueError(f"CPU kernel path must be one of {sorted(PATHS)}, got {name!r}")
    if PATHS[name] > PATHS[best_path()]:
        raise ValueError(f"CPU kernel path {name!r} needs instructions this CPU lacks (best: {best_path()})")
    return PATHS[name]


def threads() -> int:
    """Threads the kernels use: $GGUF_ENGINE_CPU_THREADS, else torch.get_num_threads()."""
    return int(os.environ.get("GGUF_ENGINE_CPU_THREADS") or torch.get_num_threads())


def _check(rc: int, what: str):
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


def dequant_rows(raw: torch.Tensor, type_name: str, row_start: int, row_end: int,
                 out: torch.Tensor | None = None, path: str | None = None) -> torch.Tensor:
    """Rows [row_start, row_end) of a raw GGML weight decoded -> float32 [rows, K]."""
    N, K = _weight_geometry(raw, type_name)
    if not 0 <= row_start <= row_end <= N:
        raise ValueError(f"rows [{row_start}, {row_end}) outside the weight's {N} rows")
    if out is None:
        out = torch.empty(row_end - row_start, K)
    _check(_lib().ggml_dequant_rows(raw.data_ptr(), raw.stride(0), KERNEL_TYPES[type_name][0], K,
                                    row_start, row_end, out.data_ptr(), threads(), _path(path)),
           f"dequant_rows({type_name})")
    return out


_scratch = threading.local()  # per-thread tile buffers, reused so prefill never page-faults


def _scratch_floats(name: str, n: int) -> torch.Tensor:
    """A reused float32 buffer of at least n elements (one per thread and name)."""
    buf = getattr(_scratch, name, None)
    if buf is None or buf.numel() < n:
        with torch.inference_mode(False):   # a normal tensor: writable in and out of inference mode
            buf = torch.empty(n)
        setattr(_scratch, name, buf)
    return buf[:n]


def _tiled_gemm(out, x, N, K, decode_tile):
    """out[:, r0:r1] = x @ W[r0:r1].T over tiles; decode_tile(r0, r1, buf) fills buf."""
    rows = max(1, min(N, TILE_FLOATS // K))
    buf = _scratch_floats("tile", rows * K).view(rows, K)
    part = _scratch_floats("part", x.shape[0] * rows).view(x.shape[0], rows)
    for r0 in range(0, N, rows):
        r1 = min(N, r0 + rows)
        tile = buf[: r1 - r0]
        decode_tile(r0, r1, tile)
        torch.mm(x, tile.T, out=part[:, : r1 - r0])
        out[:, r0:r1] = part[:, : r1 - r0]


def ggml_gemm_into(out: torch.Tensor, x: torch.Tensor, raw: torch.Tensor, type_name: str,
                   path: str | None = None) -> torch.Tensor:
    """out (float32 [M, N], contiguous) = x [M, K] @ W.T, W = GGML rows of `raw`."""
    N, K = _weight_geometry(raw, type_name)
    x = _float_rows(x, K, f"ggml_gemm({type_name})")
    M = x.shape[0]
    _check_out(out, M, N, "ggml_gemm")
    tid, p = KERNEL_TYPES[type_name][0], _path(path)
    lib = _lib()
    if M >= PREFILL_ROWS:
        def decode_tile(r0, r1, tile):
            _check(lib.ggml_dequant_rows(raw.data_ptr(), raw.stride(0), tid, K, r0, r1,
                                         tile.data_ptr(), threads(), p), f"dequant_rows({type_name})")
        _tiled_gemm(out, x, N, K, decode_tile)
    else:
        _check(lib.ggml_gemm(x.data_ptr(), M, K, raw.data_ptr(), N, raw.stride(0), tid,
                             out.data_ptr(), threads(), p), f"ggml_gemm({type_name})")
    return out


def ggml_gemm(x: torch.Tensor, raw: torch.Tensor, type_name: str, path: str | None = None) -> torch.Tensor:
    """x float32 [M, K] @ W.T -> float32 [M, N]; raw uint8 [N, row_bytes] GGML blocks.

    Leading dimensions of x are kept: [..., K] -> [..., N].
    """
    N, K = _weight_geometry(raw, type_name)
    out = torch.empty(x.numel() // max(K, 1), N)
    ggml_gemm_into(out, x, raw, type_name, path)
    return out.reshape(*x.shape[:-1], N)


def affine_gemm(x: torch.Tensor, codes: torch.Tensor, scales: torch.Tensor, offsets: torch.Tensor,
                group_size: int, packed: bool, path: str | None = None) -> torch.Tensor:
    """x [..., K] @ W.T -> float32 [..., N] for w[r, c] = codes[r, c] * scales[r, c // g] + offsets[r, c // g].

    codes: uint8 [N, K] (or [N, K // 2] when `packed`: even column in the low nibble);
    scales, offsets: float32 [N, K // g].
    """
    N, G = scales.shape
    K, g = G * group_size, group_size
    if codes.dtype != torch.uint8 or tuple(codes.shape) != (N, K // 2 if packed else K):
        raise ValueError(f"affine codes must be uint8 [{N}, {K // 2 if packed else K}] "
                         f"(packed={packed}), found {codes.dtype} {tuple(codes.shape)}")
    if tuple(offsets.shape) != (N, G):
        raise ValueError(f"affine offsets must be [{N}, {G}] like the scales, found {tuple(offsets.shape)}")
    if packed and g % 2:
        raise ValueError(f"packed affine codes need an even group size, found {g}")
    codes = codes.contiguous()
    scales, offsets = scales.float().contiguous(), offsets.float().contiguous()
    xs = _float_rows(x, K, "affine_gemm")
    M, p, lib = xs.shape[0], _path(path), _lib()
    out = torch.empty(M, N)
    if M >= PREFILL_ROWS:
        def decode_tile(r0, r1, tile):
            _check(lib.affine_rows(codes.data_ptr(), scales.data_ptr(), offsets.data_ptr(), K, g,
                                   int(packed), r0, r1, tile.data_ptr(), threads(), p), "affine_rows")
        _tiled_gemm(out, xs, N, K, decode_tile)
    else:
        _check(lib.affine_gemm(xs.data_ptr(), M, K, codes.data_ptr(), scales.data_ptr(),
                               offsets.data_ptr(), N, g, int(packed), out.data_ptr(), threads(), p),
               "affine_gemm")
    return out.reshape(*x.shape[:-1], N)


from .reference import (affine_gemm_reference, ggml_gemm_q8_reference, ggml_gemm_reference,  # noqa: E402,F401
                        quantize_activations_reference)
from .q8 import (ACT_BLOCKS, ACT_TYPES, Q8_WEIGHTS, act_type_name, ggml_gemm_q8, ggml_gemm_q8_into,  # noqa: E402,F401
                 ggml_gemm_q8_quantized, quantize_activations, supports_q8)
