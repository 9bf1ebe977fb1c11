"""Codebook types: the IQ family (lattice grids, non-uniform levels) and the FP4 blocks.

IQ2/IQ3/IQ1 codes index a grid of 8 (or 4) weights with magnitudes only; signs come
separately (7 stored bits per 8 weights, the 8th making the count of minus signs even,
or one bit per weight). Decoders: uint8 [n_blocks, bytes] -> float32 [n_blocks, weights],
bit-exact with llama.cpp's reference (same float32 operations in the same order).
"""
import numpy as np
import torch

from . import ggml_tables as tables
from .ggml_legacy import bits, f16, nibbles, u16, u32

_CACHE = {}


def _grid(name: str) -> torch.Tensor:
    """A grid of ggml_tables as float32 [points, 8 or 4] (signed bytes for IQ1S_GRID)."""
    if name not in _CACHE:
        values = getattr(tables, name)
        dtype = np.uint32 if name.startswith("IQ3") else np.uint64   # 4 or 8 weights a point
        raw = np.array(values, dtype=dtype).view(np.int8 if name == "IQ1S_GRID" else np.uint8)
        _CACHE[name] = torch.from_numpy(raw.reshape(len(values), -1).astype(np.float32))
    return _CACHE[name]


def _table(name: str, dtype=torch.float32) -> torch.Tensor:
    key = (name, dtype)
    if key not in _CACHE:
        _CACHE[key] = torch.tensor(getattr(tables, name), dtype=dtype)
    return _CACHE[key]


def lookup(table: torch.Tensor, idx: torch.Tensor) -> torch.Tensor:
    """table[idx] for integer idx of any shape (index_select: much faster than fancy indexing)."""
    return table.index_select(0, idx.reshape(-1).long()).reshape(*idx.shape, *table.shape[1:])


def _ksign_bits() -> torch.Tensor:
    """float32 [128, 8]: the 8 signs (+1/-1) spelled by each 7-bit sign index."""
    if "ksigns" not in _CACHE:
        b = bits(_table("KSIGNS", torch.uint8)).float()
        _CACHE["ksigns"] = 1 - 2 * b
    return _CACHE["ksigns"]


def codebook(name: str) -> torch.Tensor:
    """A table of ggml_tables as the float32 values the decoders multiply by.

    Grids (`*_GRID`) -> [points, 8 or 4]; `KSIGNS` -> [128, 8] signs of +1 / -1; the level
    tables (`IQ4NL_VALUES`, `E2M1_VALUES`, `UE4M3_HALF`) -> [k]. The C decoders read these.
    """
    if name.endswith("_GRID"):
        return _grid(name)
    if name == "KSIGNS":
        return _ksign_bits()
    return _table(name)


def _signs(bytes_: torch.Tensor) -> torch.Tensor:
    """uint8 [n, k] of one sign bit per weight -> float32 [n, 8k] of +1 / -1."""
    return 1 - 2 * bits(bytes_).reshape(bytes_.shape[0], -1).float()


def dequant_iq2_xxs(blocks: torch.Tensor) -> torch.Tensor:
    """IQ2_XXS, 66 bytes: f16 d | 8 x (u32 grid word, u32 sign/scale word) per 32 weights.

    Grid word: 4 bytes indexing IQ2XXS_GRID (8 weights each). Sign word: four 7-bit sign
    indices (bits 0, 7, 14, 21) and a 4-bit scale s (bits 28..31); w = d*(0.5+s)*0.25 * grid * sign.
    """
    n = blocks.shape[0]
    d = f16(blocks[:, :2])
    words = u32(blocks[:, 2:]).reshape(n, 8, 2)
    db = (d * (0.5 + (words[..., 1] >> 28).float()) * 0.25).reshape(n, 8, 1, 1)
    shifts = torch.tensor([0, 7, 14, 21], device=blocks.device)
    signs = lookup(_ksign_bits(), (words[..., 1:] >> shifts) & 0x7F)                # [n, 8, 4, 8]
    idx = blocks[:, 2:].reshape(n, 8, 8)[:, :, :4].long()
    grid = lookup(_grid("IQ2XXS_GRID"), idx)                                       # [n, 8, 4, 8]
    return (db * grid * signs).reshape(n, -1)


def dequant_iq2_xs(blocks: torch.Tensor) -> torch.Tensor:
    """IQ2_XS, 74 bytes: f16 d | 32 u16 (9-bit grid index, 7-bit sign index) | 8 bytes of 4-bit scales.

    Scale k (low nibble of byte k // 2 first) covers 16 weights: w = d*(0.5+s)*0.25 * grid * sign.
    """
    n = blocks.shape[0]
    d = f16(blocks[:, :2])
    qs = u16(blocks[:, 2:66]).long()
    s = nibbles_pairs(blocks[:, 66:74])
    db = (d * (0.5 + s.float()) * 0.25).reshape(n, 16, 1, 1)
    signs = lookup(_ksign_bits(), qs >> 9).reshape(n, 16, 2, 8)
    grid = lookup(_grid("IQ2XS_GRID"), qs & 511).reshape(n, 16, 2, 8)
    return (db * grid * signs).reshape(n, -1)


def nibbles_pairs(bytes_: torch.Tensor) -> torch.Tensor:
    """uint8 [n, k] -> [n, 2k]: low then high nibble of each byte, in byte order."""
    return torch.stack([bytes_ & 0x0F, bytes_ >> 4], dim=-1).reshape(bytes_.shape[0], -1)


def dequant_iq2_s(blocks: torch.Tensor) -> torch.Tensor:
    """IQ2_S, 82 bytes: f16 d | 32 bytes grid index low 8 bits | 32 bytes signs (1 bit a weight) |
    8 bytes qh (2 high index bits per grid point, LSB first) | 8 bytes 4-bit scales (as IQ2_XS).
    """
    n = blocks.shape[0]
    d = f16(blocks[:, :2])
    s = nibbles_pairs(blocks[:, 74:82])
    db = (d * (0.5 + s.float()) * 0.25).reshape(n, 16, 1, 1)
    signs = _signs(blocks[:, 34:66]).reshape(n, 16, 2, 8)
    shifts = torch.tensor([0, 2, 4, 6], dtype=torch.uint8, device=blocks.device)
    high = ((blocks[:, 66:74].unsqueeze(-1) >> shifts) & 3).reshape(n, 32)
    idx = blocks[:, 2:34].long() | (high.long() << 8)
    grid = lookup(_grid("IQ2S_GRID"), idx).reshape(n, 16, 2, 8)
    return (db * grid * signs).reshape(n, -1)


def dequant_iq3_xxs(blocks: torch.Tensor) -> torch.Tensor:
    """IQ3_XXS, 98 bytes: f16 d | 64 bytes indexing IQ3XXS_GRID (4 weights each) | 8 u32
    sign/scale words (four 7-bit sign indices + 4-bit scale s, as IQ2_XXS) per 32 weights.

    w = d*(0.5+s)*0.5 * grid * sign.
    """
    n = blocks.shape[0]
    d = f16(blocks[:, :2])
    words = u32(blocks[:, 66:98])
    db = (d * (0.5 + (words >> 28).float()) * 0.5).reshape(n, 8, 1, 1)
    shifts = torch.tensor([0, 7, 14, 21], device=blocks.device)
    signs = lookup(_ksign_bits(), (words.unsqueeze(-1) >> shifts) & 0x7F)          # [n, 8, 4, 8]
    grid = lookup(_grid("IQ3XXS_GRID"), blocks[:, 2:66]).reshape(n, 8, 4, 8)
    return (db * grid * signs).reshape(n, -1)


def dequant_iq3_s(blocks: torch.Tensor) -> torch.Tensor:
    """IQ3_S, 110 bytes: f16 d | 64 bytes grid index low 8 bits | 8 bytes qh (bit 8 of each index,
    LSB first) | 32 bytes signs (1 bit a weight) | 4 bytes of 4-bit scales s per 32 weights.

    w = d * (1 + 2s) * grid * sign.
    """
    n = blocks.shape[0]
    d = f16(blocks[:, :2])
    s = nibbles_pairs(blocks[:, 106:110])
    db = (d * (1 + 2 * s).float()).reshape(n, 8, 1, 1)
    signs = _signs(blocks[:, 74:106]).reshape(n, 8, 4, 8)
    idx = blocks[:, 2:66].long() | (bits(blocks[:, 66:74]).reshape(n, 64).long() << 8)
    grid = lookup(_grid("IQ3S_GRID"), idx).reshape(n, 8, 4, 8)
    return (db * grid * signs).reshape(n, -1)


_IQ1_DELTA = 0.125


def dequant_iq1_s(blocks: torch.Tensor) -> torch.Tensor:
    """IQ1_S, 50 bytes: f16 d | 32 bytes grid index low 8 bits | 8 u16 qh per 32 weights.

    qh: 3 high index bits per grid point (bits 0, 3, 6, 9), 3-bit scale s (bits 12..14),
    delta sign (bit 15). w = d * (2s + 1) * (grid + delta), grid in {-1, 0, 1}, delta = +-1/8.
    """
    n = blocks.shape[0]
    d = f16(blocks[:, :2])
    qh = u16(blocks[:, 34:50])                                              # [n, 8]
    dl = (d * (2 * ((qh >> 12) & 7) + 1).float()).reshape(n, 8, 1, 1)
    delta = torch.where((qh & 0x8000) == 0, _IQ1_DELTA, -_IQ1_DELTA).reshape(n, 8, 1, 1)
    shifts = torch.tensor([0, 3, 6, 9], dtype=torch.int32, device=blocks.device)
    high = ((qh.unsqueeze(-1) >> shifts) & 7).reshape(n, 32)
    idx = blocks[:, 2:34].long() | (high.long() << 8)
    grid = lookup(_grid("IQ1S_GRID"), idx).reshape(n, 8, 4, 8)
    return (dl * (grid + delta)).reshape(n, -1)


def dequant_iq1_m(blocks: torch.Tensor) -> torch.Tensor:
    """IQ1_M, 56 bytes: 32 bytes grid index low 8 bits | 16 bytes qh | 4 u16 scale words.

    qh nibble per grid point (low nibble first): 3 high index bits + delta sign (bit 3).
    Scale words: four 3-bit scales each (bits 0, 3, 6, 9; one per 16 weights); their top
    nibbles together spell the f16 d (word 0 holds its lowest 4 bits).
    w = d * (2s + 1) * (grid + delta).
    """
    n = blocks.shape[0]
    sw = u16(blocks[:, 48:56])                                              # [n, 4]
    top = (sw & 0xF000) >> torch.tensor([12, 8, 4, 0], dtype=torch.int32, device=blocks.device)
    dbits = top[:, 0] | top[:, 1] | top[:, 2] | top[:, 3]
    d = dbits.to(torch.int16).view(torch.float16).float().reshape(n, 1)
    shifts = torch.tensor([0, 3, 6, 9], dtype=torch.int32, device=blocks.device)
    s = ((sw.unsqueeze(-1) >> shifts) & 7).reshape(n, 16)
    dl = (d * (2 * s + 1).float()).reshape(n, 8, 2, 1, 1)
    qh = nibbles_pairs(blocks[:, 32:48])                                   # [n, 32]
    idx = blocks[:, :32].long() | ((qh & 7).long() << 8)
    delta = torch.where((qh & 8) == 0, _IQ1_DELTA, -_IQ1_DELTA).reshape(n, 8, 2, 2, 1)
    grid = lookup(_grid("IQ1S_GRID"), idx).reshape(n, 8, 2, 2, 8)
    return (dl * (grid + delta)).reshape(n, -1)


def dequant_iq4_nl(blocks: torch.Tensor) -> torch.Tensor:
    """IQ4_NL, 18 bytes / 32 weights: f16 d | 16 bytes of 4-bit codes (see `nibbles`) into IQ4NL_VALUES.

    w = d * value[q].
    """
    d = f16(blocks[:, :2])
    return d * lookup(_table("IQ4NL_VALUES"), nibbles(blocks[:, 2:]))


def dequant_iq4_xs(blocks: torch.Tensor) -> torch.Tensor:
    """IQ4_XS, 136 bytes: f16 d | u16 scales_h | 4 bytes scales_l | 128 bytes codes into IQ4NL_VALUES.

    Sub-block k of 32 (codes: 16 bytes, `nibbles` order) has the 6-bit scale
    (nibble k of scales_l, low first) | (bits 2k..2k+1 of scales_h) << 4, minus 32.
    w = (d * scale) * value[q].
    """
    n = blocks.shape[0]
    d = f16(blocks[:, :2])
    high = (u16(blocks[:, 2:4]) >> torch.arange(0, 16, 2, device=blocks.device)) & 3
    low = nibbles_pairs(blocks[:, 4:8]).int()
    scale = (low | (high << 4)).to(torch.int8) - 32
    dl = (d * scale.float()).reshape(n, 8, 1)
    q = nibbles(blocks[:, 8:].reshape(n, 8, 16)).long()
    return (dl * lookup(_table("IQ4NL_VALUES"), q)).reshape(n, -1)


def e8m0_half(e: torch.Tensor) -> torch.Tensor:
    """MXFP4's E8M0 exponent byte -> float32 2**(e - 127) / 2 (e < 2 land in the subnormals)."""
    e = e.int()
    b = torch.where(e < 2, 0x00200000 << e.clamp(max=1), (e - 1) << 23)
    return b.view(torch.float32)


def dequant_mxfp4(blocks: torch.Tensor) -> torch.Tensor:
    """MXFP4, 17 bytes / 32 weights: E8M0 exponent e | 16 bytes of E2M1 codes (see `nibbles`).

    w = 2**(e-127)/2 * doubled_e2m1[q] (E2M1_VALUES are doubled to stay integer).
    """
    d = e8m0_half(blocks[:, :1])
    return d * lookup(_table("E2M1_VALUES"), nibbles(blocks[:, 1:]))


def dequant_nvfp4(blocks: torch.Tensor) -> torch.Tensor:
    """NVFP4, 36 bytes / 64 weights: 4 UE4M3 scales (one per 16 weights) | 4 x 8 bytes of E2M1 codes.

    Sub-block k: codes of bytes 8k..8k+7, low nibbles weights 0..7, high nibbles 8..15.
    w = ue4m3(scale)/2 * doubled_e2m1[q].
    """
    n = blocks.shape[0]
    d = lookup(_table("UE4M3_HALF"), blocks[:, :4]).reshape(n, 4, 1)
    qs = blocks[:, 4:].reshape(n, 4, 8)
    q = torch.cat([qs & 0x0F, qs >> 4], dim=-1).long()
    return (d * lookup(_table("E2M1_VALUES"), q)).reshape(n, 64)


DECODERS = {
    "IQ1_S": dequant_iq1_s, "IQ1_M": dequant_iq1_m, "IQ2_XXS": dequant_iq2_xxs,
    "IQ2_XS": dequant_iq2_xs, "IQ2_S": dequant_iq2_s, "IQ3_XXS": dequant_iq3_xxs,
    "IQ3_S": dequant_iq3_s, "IQ4_NL": dequant_iq4_nl, "IQ4_XS": dequant_iq4_xs,
    "MXFP4": dequant_mxfp4, "NVFP4": dequant_nvfp4,
}
