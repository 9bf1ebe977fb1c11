"""Weight rows interleaved sixteen at a time for the int8 kernels (book Chapter 40).

A Q4_0, Q4_1, IQ4_NL, Q5_0, Q5_1 or Q8_0 matrix whose row count is a multiple of 16 is
repacked once at load so that block j of 16 rows lies together: their 16 fp16 scales, Q4_1's
and Q5_1's 16 fp16 offsets, Q5_0's and Q5_1's fifth bits as eight 64-bit masks, then their
code bytes four at a time (Q8_0's codes + 128; interleave16.h draws the layout). The matrix
keeps its size: the same bytes, reordered, the fifth bits moved and Q8_0's codes offset.
The decode step, the row kernels and the tiled GEMM read this layout; `file_rows` gives
any rows back in the file's layout for everything else (the PyTorch reference,
dequantizing for inspection).
"""
import torch

from engine.blocks.registry import BLOCK, TYPES as BLOCK_TYPE_IDS

ROWS = 16                              # rows of a group
TYPES = ("Q4_0", "Q4_1", "IQ4_NL", "Q5_0", "Q5_1", "Q8_0")   # fp16 d, then any m, any fifth bits, the codes
_OFFSET = ("Q4_1", "Q5_1")             # types with an fp16 m after d
_FIFTH = ("Q5_0", "Q5_1")              # types with fifth bits (qh, after d and any m)
_BITS = 1 << torch.arange(8, dtype=torch.int32)


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


def _words(type_name: str) -> int:
    """4-byte words of codes per block: 8 of Q8_0's bytes, else 4 of nibble bytes (8 values each)."""
    return 8 if type_name == "Q8_0" else 4


def _flip(type_name: str) -> int:
    """What the layout xors into the code bytes: Q8_0's int8 codes are stored + 128."""
    return 0x80 if type_name == "Q8_0" else 0


def _masks(qh: torch.Tensor) -> torch.Tensor:
    """Q5_0's fifth bits uint8 [G, 16, nb, 4] (each row's little-endian u32) -> the 8 masks of
    each group block, uint8 [G, nb, 64]: mask h * 4 + c has bit 4r + e = bit 16h + 4c + e of row r."""
    groups, _, nb, _ = qh.shape
    bits = (qh.to(torch.int32)[..., None] >> torch.arange(8, dtype=torch.int32)) & 1     # [G, 16, nb, 4, 8]
    bits = bits.reshape(groups, ROWS, nb, 2, 4, 4)                                       # (h, c, e)
    bits = bits.permute(0, 2, 3, 4, 1, 5).reshape(groups, nb, 8, 8, 8)                   # mask, byte, bit
    return (bits * _BITS).sum(-1).to(torch.uint8).reshape(groups, nb, 64)


def _qh(masks: torch.Tensor) -> torch.Tensor:
    """The inverse of _masks: uint8 [G, nb, 64] -> uint8 [G, 16, nb, 4]."""
    groups, nb, _ = masks.shape
    bits = (masks.to(torch.int32)[..., None] >> torch.arange(8, dtype=torch.int32)) & 1  # [G, nb, 64, 8]
    bits = bits.reshape(groups, nb, 2, 4, ROWS, 4).permute(0, 4, 1, 2, 3, 5)            # G, r, nb, h, c, e
    return (bits.reshape(groups, ROWS, nb, 4, 8) * _BITS).sum(-1).to(torch.uint8)


def interleave_rows(raw: torch.Tensor, type_name: str, threads: int | None = None) -> torch.Tensor:
    """File rows uint8 [N, row bytes] -> the same weights in 16-row groups, [N, row bytes]
    (a new tensor; group g holds rows 16g .. 16g + 15). The C library does it where it is
    built (a load-time pass over the weight), else `interleave_rows_reference`."""
    _geometry(raw, type_name)
    from engine.kernels.cpu import library
    if not library.available():
        return interleave_rows_reference(raw, type_name)
    src = raw.contiguous()
    out = torch.empty_like(src)
    library._check(library._lib().ggml_interleave_rows(BLOCK_TYPE_IDS[type_name], src.data_ptr(), src.shape[0],
                                                       src.shape[1], out.data_ptr(), library.thread_count(threads)),
                   f"ggml_interleave_rows({type_name})")
    return out


def interleave_rows_reference(raw: torch.Tensor, type_name: str) -> torch.Tensor:
    """interleave_rows in PyTorch: the layout spelled out (and what the C pass is tested against)."""
    groups, nb = _geometry(raw, type_name)
    size = BLOCK[type_name][1]
    x = raw.reshape(groups, ROWS, nb, size)
    parts = [x[..., :2].permute(0, 2, 1, 3).reshape(groups, nb, 2 * ROWS)]
    if type_name in _OFFSET:
        parts.append(x[..., 2:4].permute(0, 2, 1, 3).reshape(groups, nb, 2 * ROWS))
    if type_name in _FIFTH:
        at = 2 + 2 * (type_name in _OFFSET)
        parts.append(_masks(x[..., at:at + 4]))
    n_words = _words(type_name)
    qs = x[..., size - 4 * n_words:].reshape(groups, ROWS, nb, n_words, 4).permute(0, 2, 3, 1, 4)
    parts.append(qs.reshape(groups, nb, 64 * n_words) ^ _flip(type_name))
    return torch.cat(parts, dim=-1).reshape(raw.shape)


def file_rows(inter: torch.Tensor, type_name: str, r0: int = 0, r1: int | None = None) -> torch.Tensor:
    """Rows r0 .. r1 - 1 of an interleaved matrix, in the file's layout: uint8 [r1 - r0, row bytes]."""
    _, nb = _geometry(inter, type_name)
    size = BLOCK[type_name][1]
    r1 = inter.shape[0] if r1 is None else r1
    g0, g1 = r0 // ROWS, -(-r1 // ROWS)
    n = g1 - g0
    y = inter[g0 * ROWS:g1 * ROWS].reshape(n, nb, ROWS * size)
    parts = [y[..., :32].reshape(n, nb, ROWS, 2).permute(0, 2, 1, 3)]
    if type_name in _OFFSET:
        parts.append(y[..., 32:64].reshape(n, nb, ROWS, 2).permute(0, 2, 1, 3))
    if type_name in _FIFTH:
        at = 32 + 32 * (type_name in _OFFSET)
        parts.append(_qh(y[..., at:at + 64]))
    n_words = _words(type_name)
    words = y[..., ROWS * size - 64 * n_words:].reshape(n, nb, n_words, ROWS, 4).permute(0, 3, 1, 2, 4)
    parts.append(words.reshape(n, ROWS, nb, 4 * n_words) ^ _flip(type_name))
    rows = torch.cat(parts, dim=-1).reshape(n * ROWS, nb * size)
    return rows[r0 - g0 * ROWS:r1 - g0 * ROWS]
