"""A KV cache's rows as GGML blocks (kv_blocks.h): keys and values written as llama.cpp's
CPU backend copies them into a quantized cache, read back by the exact decoders.

The fused decode step writes and reads such rows itself; these are the PyTorch path's
(a prompt's keys and values, and the steps the fused one does not take).
"""
import torch

from engine.blocks.registry import BLOCK, TYPES, row_bytes
from engine.kernels.cpu.dequant_exact import decode, empty_floats
from engine.kernels.cpu.library import _check, _path, require_library, thread_count

ROW_TYPES = ("F32", "F16", "Q8_0", "Q4_0", "Q4_1", "Q5_0", "Q5_1", "IQ4_NL")   # kv_blocks.h's kv_type_ok


def store_rows(x: torch.Tensor, type_name: str, path: str | None = None, threads: int | None = None) -> torch.Tensor:
    """float rows [..., n] -> uint8 [..., row bytes] of GGML type `type_name` (n a multiple of
    32 for a block type), bit for bit what the decode step stores."""
    lib = require_library()
    if type_name not in ROW_TYPES:
        raise ValueError(f"a cache row cannot be {type_name!r}; the row types are {', '.join(ROW_TYPES)}")
    n = x.shape[-1]
    size = row_bytes(type_name, n)          # ValueError unless n holds whole blocks
    rows = x.reshape(-1, n).to(torch.float32).contiguous()
    out = torch.empty(x.shape[:-1] + (size,), dtype=torch.uint8)
    _check(lib.kv_store_rows(TYPES[type_name], rows.data_ptr(), rows.shape[0], n, out.data_ptr(),
                             thread_count(threads), _path(path)), f"kv_store_rows({type_name})")
    return out


def load_rows(raw: torch.Tensor, type_name: str, n: int, threads: int | None = None) -> torch.Tensor:
    """uint8 cache rows [..., row bytes] of `type_name` -> float32 [..., n], exactly decoded."""
    weights = BLOCK[type_name][0]
    count = raw.numel() // max(raw.shape[-1], 1) * n
    out = decode(raw, type_name, count // weights, weights, out=empty_floats(count), threads=threads)
    return out.view(raw.shape[:-1] + (n,))
