"""Weight rows interleaved sixteen at a time for the int8 kernels (book Chapter 40).

A Q4_0 or IQ4_NL matrix whose row count is a multiple of 16 is repacked once at load so
that block j of 16 rows lies together: their 16 fp16 scales, then their nibble bytes four
at a time (interleave16.h draws the layout). The bytes are the file's, reordered: the
matrix keeps its size. The decode step, the row kernels and the tiled GEMM read this
layout; `file_rows` gives any rows back in the file's layout for everything else (the
PyTorch reference, dequantizing for inspection).
"""
import torch

from engine.blocks.registry import BLOCK

ROWS = 16                              # rows of a group
TYPES = ("Q4_0", "IQ4_NL")             # fp16 d + 16 nibble bytes per 32 values


def fits(type_name: str, n_rows: int) -> bool:
    """True when a `type_name` matrix of `n_rows` rows has the interleaved layout."""
    return type_name in TYPES and n_rows > 0 and n_rows % ROWS == 0


def _geometry(raw: torch.Tensor, type_name: str) -> tuple[int, int]:
    """(groups, blocks per row) of a uint8 [N, row bytes] matrix of `type_name`."""
    if not fits(type_name, raw.shape[0]) or raw.dim() != 2 or raw.dtype != torch.uint8:
        raise ValueError(f"interleave: needs uint8 [N, row bytes] of {' or '.join(TYPES)} with N a "
                         f"multiple of {ROWS}, found {type_name} {raw.dtype} {tuple(raw.shape)}")
    block_bytes = BLOCK[type_name][1]
    if raw.shape[1] % block_bytes:
        raise ValueError(f"interleave: a {type_name} row is whole {block_bytes}-byte blocks, "
                         f"found {raw.shape[1]} bytes")
    return raw.shape[0] // ROWS, raw.shape[1] // block_bytes


def interleave_rows(raw: torch.Tensor, type_name: str) -> torch.Tensor:
    """File rows uint8 [N, row bytes] -> the same bytes in 16-row groups, [N, row bytes]
    (a new tensor; group g is rows 16g .. 16g + 15's bytes)."""
    groups, nb = _geometry(raw, type_name)
    x = raw.reshape(groups, ROWS, nb, 18)
    scales = x[..., :2].permute(0, 2, 1, 3).reshape(groups, nb, 2 * ROWS)
    words = x[..., 2:].reshape(groups, ROWS, nb, 4, 4).permute(0, 2, 3, 1, 4).reshape(groups, nb, 64 * 4)
    return torch.cat([scales, words], dim=-1).reshape(raw.shape)


def file_rows(inter: torch.Tensor, type_name: str, r0: int = 0, r1: int | None = None) -> torch.Tensor:
    """Rows r0 .. r1 - 1 of an interleaved matrix, in the file's layout: uint8 [r1 - r0, row bytes]."""
    _, nb = _geometry(inter, type_name)
    r1 = inter.shape[0] if r1 is None else r1
    g0, g1 = r0 // ROWS, -(-r1 // ROWS)
    y = inter[g0 * ROWS:g1 * ROWS].reshape(g1 - g0, nb, 32 + 256)
    scales = y[..., :32].reshape(g1 - g0, nb, ROWS, 2).permute(0, 2, 1, 3)
    words = y[..., 32:].reshape(g1 - g0, nb, 4, ROWS, 4).permute(0, 3, 1, 2, 4).reshape(g1 - g0, ROWS, nb, 16)
    rows = torch.cat([scales, words], dim=-1).reshape((g1 - g0) * ROWS, nb * 18)
    return rows[r0 - g0 * ROWS:r1 - g0 * ROWS]
