"""GGML block decoding in C, bit for bit what gguf-py (and the PyTorch decoders) compute.

`dequant_exact.c` is its own small library (built by build.py, cached by source hash).
`decode(raw, type_name, ...)` turns the bytes of whole blocks into float32 weights, with
chunks of blocks shared out over threads by task_pool.h. The codebooks come from
engine/formats/ggml_tables.py at load time, in the order and sizes the library names
(`dequant_exact_tables()`), so no table is written twice. When there is no compiler,
`available()` is False and engine.blocks.registry.dequantize keeps to its PyTorch
decoders.
"""
import ctypes

import numpy as np
import torch


SOURCES = ["dequant_exact.c", "dequant_blocks.h", "task_pool.h"]   # every file it is built from
# No FMA contraction and no fast-math: each product and sum must round as numpy's does.
FLAGS = ["-O3", "-fPIC", "-shared", "-pthread", "-std=gnu11", "-ffp-contract=off",
         "-fno-fast-math"]

# Instruction-set copies of the decoders (the same loops compiled for each).
ISAS = {"base": 0, "avx2": 1}

_state = {"lib": None, "error": None}


def _load():
    """Build and load the library once; check its type table against ggml_quants'."""
    from engine.kernels.cpu.build import build
    from engine.blocks.registry import BLOCK, NAMES
    from engine.blocks.iquants import codebook
    lib = build("dequant_exact.c", SOURCES, FLAGS)
    lib.dequant_exact.argtypes = [ctypes.c_int, ctypes.c_void_p, ctypes.c_int64, ctypes.c_void_p,
                                  ctypes.c_void_p, ctypes.c_int, ctypes.c_int]
    lib.dequant_exact.restype = ctypes.c_int
    lib.dequant_exact_isa.restype = ctypes.c_int
    lib.dequant_exact_tables.restype = ctypes.c_char_p
    lib.dequant_exact_types.restype = ctypes.c_int
    cap = 64
    ids, weights, sizes = (ctypes.c_int * cap)(), (ctypes.c_int64 * cap)(), (ctypes.c_int64 * cap)()
    count = lib.dequant_exact_types(ids, weights, sizes, cap)
    types, sizes_of = {}, {}
    for i in range(min(count, cap)):
        name = NAMES.get(ids[i])
        if name is None or BLOCK[name] != (weights[i], sizes[i]):
            raise RuntimeError(f"dequant_exact.c decodes type id {ids[i]} as blocks of "
                               f"({weights[i]}, {sizes[i]}); ggml_quants has {name}: {BLOCK.get(name)}")
        types[name], sizes_of[name] = ids[i], (weights[i], sizes[i])
    tables = {}
    for entry in lib.dequant_exact_tables().decode().split(","):
        name, floats = entry.split(":")
        table = codebook(name).contiguous().reshape(-1)
        if table.dtype != torch.float32 or table.numel() != int(floats):
            raise RuntimeError(f"dequant_exact.c wants {name} as {floats} float32 values, "
                               f"ggml_tables gives {table.numel()} {table.dtype}")
        tables[name] = table
    pointers = (ctypes.c_void_p * len(tables))(*(t.data_ptr() for t in tables.values()))
    return lib, types, sizes_of, tables, pointers


def _lib():
    if _state["lib"] is not None:
        return _state["lib"]
    from engine.kernels.cpu.build import load_once
    # a failed build, or a block size or table that disagrees with ggml_quants: PyTorch decodes
    return load_once(_state, lambda: dict(zip(("lib", "types", "sizes", "tables", "pointers"), _load())),
                     "C block decoders unavailable, using the PyTorch decoders")


def available() -> bool:
    """True when the library is built (compiling it on the first call)."""
    return _lib() is not None


def unavailable_reason() -> str | None:
    """Why `available()` is False, else None."""
    _lib()
    return _state["error"]


def decodes(type_name: str) -> bool:
    """True when the C library is built and decodes GGML type `type_name`."""
    return available() and type_name in _state["types"]


def block_sizes() -> dict[str, tuple[int, int]]:
    """Type name -> (weights, bytes) per block, as the C library states them."""
    return dict(_state["sizes"]) if available() else {}


def codebooks() -> dict[str, torch.Tensor]:
    """The float32 tables handed to the library, by their ggml_tables name, in its order."""
    return dict(_state["tables"]) if available() else {}


def isas() -> list[str]:
    """The decoder copies this CPU runs, narrowest first (empty when the library is not built)."""
    if not available():
        return []
    best = _state["lib"].dequant_exact_isa()
    return [name for name, v in ISAS.items() if v <= best]


def empty_floats(n: int) -> torch.Tensor:
    """float32 [n], uninitialised, starting on a 64-byte boundary.

    Allocated by numpy, which asks the kernel for huge pages on large buffers, and whose
    memory malloc hands back on the next call of the same size (torch returns large
    blocks to the system, so each call would fault in every 4 KiB page again). A decoded
    tensor is written once, so those faults would be a large part of the cost. The
    64-byte start puts every 8-float store of the AVX2 decoders inside one cache line.
    """
    buf = np.empty(n + 16, dtype=np.float32)
    start = (-buf.ctypes.data % 64) // 4
    return torch.from_numpy(buf[start:start + n])


def decode(raw: torch.Tensor, type_name: str, n_blocks: int, weights: int,
           isa: str | None = None, out: torch.Tensor | None = None,
           threads: int | None = None) -> torch.Tensor:
    """uint8 bytes of `n_blocks` whole blocks (CPU, any shape) -> float32 [n_blocks * weights].

    `isa` picks a copy of the decoders by name (see `isas()`); None takes the best.
    `out` (contiguous float32 [n_blocks * weights], optional) receives the weights.
    """
    lib = _lib()
    if isa is not None and isa not in ISAS:
        raise ValueError(f"decoder instruction set must be one of {sorted(ISAS)}, got {isa!r}")
    count = n_blocks * weights
    if out is None:
        out = empty_floats(count)
    elif out.dtype != torch.float32 or not out.is_contiguous() or out.numel() != count or out.device.type != "cpu":
        raise ValueError(f"out must be a contiguous CPU float32 tensor of {count} values, found "
                         f"{out.dtype} {tuple(out.shape)} on {out.device}")
    src = raw if raw.is_contiguous() else raw.contiguous()
    rc = lib.dequant_exact(_state["types"][type_name], src.data_ptr(), n_blocks, out.data_ptr(),
                           _state["pointers"], int(threads or torch.get_num_threads()), -1 if isa is None else ISAS[isa])
    if rc == -2:
        raise ValueError(f"this CPU cannot run the {isa} decoders (it runs {isas()})")
    if rc != 0:
        raise RuntimeError(f"dequant_exact.c does not decode GGML type {type_name}")
    return out
