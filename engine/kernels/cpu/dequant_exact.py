"""GGML block decoding in C, bit for bit what gguf-py (and the PyTorch decoders) compute.

The exact decoders (dequant_blocks.h) are part of the one CPU library, loaded by
engine/kernels/cpu/library.py, which also hands them the codebooks of
engine/blocks/tables.py. They are the scalar reference of that library: its float
matmuls decode through them, and its SIMD kernels are tested against them.
`decode(raw, type_name, ...)` turns the bytes of whole blocks into float32 weights, with
chunks of blocks shared out over the kernels' OpenMP threads. When the library cannot be
built, `available()` is False and `Backend.dequantize` keeps to the registry's
PyTorch decoders.
"""
import numpy as np
import torch

from engine.kernels.cpu.library import (PATHS, _check, _path, _state, available, best_path,  # noqa: F401
                                        require_library, runnable_paths, thread_count, unavailable_reason)


def decodes(type_name: str) -> bool:
    """True when the C library is built and decodes GGML type `type_name`."""
    return available() and type_name in _state["types"]["decoder"]


def block_sizes() -> dict[str, tuple[int, int]]:
    """Type name -> (weights, bytes) per block, as the C library states them."""
    if not available():
        return {}
    return {name: (weights, size) for name, (_, weights, size) in _state["types"]["decoder"].items()}


def codebooks() -> dict[str, torch.Tensor]:
    """The float32 tables handed to the library, by their ggml_tables name, in its order."""
    return dict(_state["codebooks"]) if available() else {}


def isas() -> list[str]:
    """The decoder copies this CPU runs, narrowest first: the kernels' paths (empty when the
    library is not built)."""
    if not available():
        return []
    return runnable_paths()


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

    `isa` picks a copy of the decoders by path name (see `isas()`); None takes the
    kernels' best path for this CPU. `threads`: the kernels' threads (default torch's count).
    `out` (contiguous float32 [n_blocks * weights], optional) receives the weights.
    """
    lib = require_library()
    path = _path(isa)
    if not decodes(type_name):
        raise ValueError(f"the C decoders do not decode GGML type {type_name!r}; they decode "
                         f"{sorted(_state['types']['decoder'])}")
    count = n_blocks * weights
    if out is None:
        out = empty_floats(count)
    elif out.dtype != torch.float32 or not out.is_contiguous() or out.numel() != count or out.device.type != "cpu":
        raise ValueError(f"out must be a contiguous CPU float32 tensor of {count} values, found "
                         f"{out.dtype} {tuple(out.shape)} on {out.device}")
    src = raw if raw.is_contiguous() else raw.contiguous()
    tid = _state["types"]["decoder"][type_name][0]
    _check(lib.ggml_decode_blocks(tid, src.data_ptr(), n_blocks, out.data_ptr(), thread_count(threads), path),
           f"ggml_decode_blocks({type_name})")
    return out
