"""Codebook types: the IQ family (lattice grids, non-uniform levels) and the FP4 blocks.

IQ2/IQ3/IQ1 codes index a grid of 8 (or 4) weights with magnitudes only; signs come
separately (7 stored bits per 8 weights, the 8th making the count of minus signs even,
or one bit per weight). Decoders: uint8 [n_blocks, bytes] -> float32 [n_blocks, weights],
bit-exact with llama.cpp's reference (same float32 operations in the same order). The
4-bit level types (IQ4_NL, IQ4_XS, MXFP4, NVFP4) also have `codebook_*` unpackers:
(codes, scales) with `levels[code] * scale` equal to the decoder's weight.
"""
import numpy as np
import torch

from engine.blocks import tables
from engine.blocks.fields import Layout, bits, f16, halves, pairs, u16, u32
from engine.blocks.kquants import QK_K

# Block layouts: fields in byte order (their sum is the block size).
IQ2_XXS = Layout(QK_K, d=2, qs=64)                              # 8 x (4 grid bytes, u32 signs+scale)
IQ2_XS = Layout(QK_K, d=2, qs=64, scales=8)                     # 32 x u16 (grid, signs), 4-bit scales
IQ2_S = Layout(QK_K, d=2, qs=32, signs=32, qh=8, scales=8)
IQ3_XXS = Layout(QK_K, d=2, qs=64, signs_scales=32)             # grid bytes, 8 x u32 signs+scale
IQ3_S = Layout(QK_K, d=2, qs=64, qh=8, signs=32, scales=4)
IQ1_S = Layout(QK_K, d=2, qs=32, qh=16)                         # grid bytes, 8 x u16 qh
IQ1_M = Layout(QK_K, qs=32, qh=16, scales=8)                    # d spread over the scale words
IQ4_NL = Layout(32, d=2, qs=16)                                 # 32 x 4-bit level index
IQ4_XS = Layout(QK_K, d=2, scales_h=2, scales_l=QK_K // 64, qs=QK_K // 2)
MXFP4 = Layout(32, e=1, qs=16)                                  # E8M0 exponent, 32 x E2M1
NVFP4 = Layout(64, d=4, qs=32)                                  # 4 x UE4M3 scales, 64 x E2M1

_CACHE = {}


def _grid(name: str) -> torch.Tensor:
    """A grid of tables.py as float32 [points, 8 or 4] (signed bytes for IQ1S_GRID)."""
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
    """A table of tables.py as the float32 values the decoders multiply by.

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
    d, qs = IQ2_XXS.split(blocks)
    words = u32(qs).reshape(n, 8, 2)
    db = (f16(d) * (0.5 + (words[..., 1] >> 28).float()) * 0.25).reshape(n, 8, 1, 1)
    shifts = torch.tensor([0, 7, 14, 21], device=blocks.device)
    signs = lookup(_ksign_bits(), (words[..., 1:] >> shifts) & 0x7F)                # [n, 8, 4, 8]
    idx = qs.reshape(n, 8, 8)[:, :, :4].long()
    grid = lookup(_grid("IQ2XXS_GRID"), idx)                                       # [n, 8, 4, 8]
    return (db * grid * signs).reshape(n, -1)


def dequant_iq2_xs(blocks: torch.Tensor) -> torch.Tensor:
    """IQ2_XS, 74 bytes: f16 d | 32 u16 (9-bit grid index, 7-bit sign index) | 8 bytes of 4-bit scales.

    Scale k (low nibble of byte k // 2 first) covers 16 weights: w = d*(0.5+s)*0.25 * grid * sign.
    """
    n = blocks.shape[0]
    d, qs, scales = IQ2_XS.split(blocks)
    qs = u16(qs).long()
    s = pairs(scales)
    db = (f16(d) * (0.5 + s.float()) * 0.25).reshape(n, 16, 1, 1)
    signs = lookup(_ksign_bits(), qs >> 9).reshape(n, 16, 2, 8)
    grid = lookup(_grid("IQ2XS_GRID"), qs & 511).reshape(n, 16, 2, 8)
    return (db * grid * signs).reshape(n, -1)


def dequant_iq2_s(blocks: torch.Tensor) -> torch.Tensor:
    """IQ2_S, 82 bytes: f16 d | 32 bytes grid index low 8 bits | 32 bytes signs (1 bit a weight) |
    8 bytes qh (2 high index bits per grid point, LSB first) | 8 bytes 4-bit scales (as IQ2_XS).
    """
    n = blocks.shape[0]
    d, qs, sign_bits, qh, scales = IQ2_S.split(blocks)
    s = pairs(scales)
    db = (f16(d) * (0.5 + s.float()) * 0.25).reshape(n, 16, 1, 1)
    signs = _signs(sign_bits).reshape(n, 16, 2, 8)
    shifts = torch.tensor([0, 2, 4, 6], dtype=torch.uint8, device=blocks.device)
    high = ((qh.unsqueeze(-1) >> shifts) & 3).reshape(n, 32)
    idx = qs.long() | (high.long() << 8)
    grid = lookup(_grid("IQ2S_GRID"), idx).reshape(n, 16, 2, 8)
    return (db * grid * signs).reshape(n, -1)


def dequant_iq3_xxs(blocks: torch.Tensor) -> torch.Tensor:
    """IQ3_XXS, 98 bytes: f16 d | 64 bytes indexing IQ3XXS_GRID (4 weights each) | 8 u32
    sign/scale words (four 7-bit sign indices + 4-bit scale s, as IQ2_XXS) per 32 weights.

    w = d*(0.5+s)*0.5 * grid * sign.
    """
    n = blocks.shape[0]
    d, qs, signs_scales = IQ3_XXS.split(blocks)
    words = u32(signs_scales)
    db = (f16(d) * (0.5 + (words >> 28).float()) * 0.5).reshape(n, 8, 1, 1)
    shifts = torch.tensor([0, 7, 14, 21], device=blocks.device)
    signs = lookup(_ksign_bits(), (words.unsqueeze(-1) >> shifts) & 0x7F)          # [n, 8, 4, 8]
    grid = lookup(_grid("IQ3XXS_GRID"), qs).reshape(n, 8, 4, 8)
    return (db * grid * signs).reshape(n, -1)


def dequant_iq3_s(blocks: torch.Tensor) -> torch.Tensor:
    """IQ3_S, 110 bytes: f16 d | 64 bytes grid index low 8 bits | 8 bytes qh (bit 8 of each index,
    LSB first) | 32 bytes signs (1 bit a weight) | 4 bytes of 4-bit scales s per 32 weights.

    w = d * (1 + 2s) * grid * sign.
    """
    n = blocks.shape[0]
    d, qs, qh, sign_bits, scales = IQ3_S.split(blocks)
    s = pairs(scales)
    db = (f16(d) * (1 + 2 * s).float()).reshape(n, 8, 1, 1)
    signs = _signs(sign_bits).reshape(n, 8, 4, 8)
    idx = qs.long() | (bits(qh).reshape(n, 64).long() << 8)
    grid = lookup(_grid("IQ3S_GRID"), idx).reshape(n, 8, 4, 8)
    return (db * grid * signs).reshape(n, -1)


_IQ1_DELTA = 0.125


def dequant_iq1_s(blocks: torch.Tensor) -> torch.Tensor:
    """IQ1_S, 50 bytes: f16 d | 32 bytes grid index low 8 bits | 8 u16 qh per 32 weights.

    qh: 3 high index bits per grid point (bits 0, 3, 6, 9), 3-bit scale s (bits 12..14),
    delta sign (bit 15). w = d * (2s + 1) * (grid + delta), grid in {-1, 0, 1}, delta = +-1/8.
    """
    n = blocks.shape[0]
    d, qs, qh = IQ1_S.split(blocks)
    qh = u16(qh)                                                            # [n, 8]
    dl = (f16(d) * (2 * ((qh >> 12) & 7) + 1).float()).reshape(n, 8, 1, 1)
    delta = torch.where((qh & 0x8000) == 0, _IQ1_DELTA, -_IQ1_DELTA).reshape(n, 8, 1, 1)
    shifts = torch.tensor([0, 3, 6, 9], dtype=torch.int32, device=blocks.device)
    high = ((qh.unsqueeze(-1) >> shifts) & 7).reshape(n, 32)
    idx = qs.long() | (high.long() << 8)
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
    qs, qh, scales = IQ1_M.split(blocks)
    sw = u16(scales)                                                        # [n, 4]
    top = (sw & 0xF000) >> torch.tensor([12, 8, 4, 0], dtype=torch.int32, device=blocks.device)
    dbits = top[:, 0] | top[:, 1] | top[:, 2] | top[:, 3]
    d = dbits.to(torch.int16).view(torch.float16).float().reshape(n, 1)
    shifts = torch.tensor([0, 3, 6, 9], dtype=torch.int32, device=blocks.device)
    s = ((sw.unsqueeze(-1) >> shifts) & 7).reshape(n, 16)
    dl = (d * (2 * s + 1).float()).reshape(n, 8, 2, 1, 1)
    qh = pairs(qh)                                                          # [n, 32]
    idx = qs.long() | ((qh & 7).long() << 8)
    delta = torch.where((qh & 8) == 0, _IQ1_DELTA, -_IQ1_DELTA).reshape(n, 8, 2, 2, 1)
    grid = lookup(_grid("IQ1S_GRID"), idx).reshape(n, 8, 2, 2, 8)
    return (dl * (grid + delta)).reshape(n, -1)


def dequant_iq4_nl(blocks: torch.Tensor) -> torch.Tensor:
    """IQ4_NL, 18 bytes / 32 weights: f16 d | 16 bytes of 4-bit codes (`halves` order) into IQ4NL_VALUES.

    w = d * value[q].
    """
    d, qs = IQ4_NL.split(blocks)
    return f16(d) * lookup(_table("IQ4NL_VALUES"), halves(qs))


def dequant_iq4_xs(blocks: torch.Tensor) -> torch.Tensor:
    """IQ4_XS, 136 bytes: f16 d | u16 scales_h | 4 bytes scales_l | 128 bytes codes into IQ4NL_VALUES.

    Sub-block k of 32 (codes: 16 bytes, `halves` order) has the 6-bit scale
    (nibble k of scales_l, low first) | (bits 2k..2k+1 of scales_h) << 4, minus 32.
    w = (d * scale) * value[q].
    """
    n = blocks.shape[0]
    d, _, _, qs = IQ4_XS.split(blocks)
    dl = (f16(d) * _iq4_xs_scales(blocks).float()).reshape(n, 8, 1)
    q = halves(qs).reshape(n, 8, 32).long()
    return (dl * lookup(_table("IQ4NL_VALUES"), q)).reshape(n, -1)


def _iq4_xs_scales(blocks: torch.Tensor) -> torch.Tensor:
    """IQ4_XS's 8 six-bit sub-block scales minus 32, int8 [n, 8]."""
    _, scales_h, scales_l, _ = IQ4_XS.split(blocks)
    high = (u16(scales_h) >> torch.arange(0, 16, 2, device=blocks.device)) & 3
    low = pairs(scales_l).int()
    return (low | (high << 4)).to(torch.int8) - 32


def e8m0_half(e: torch.Tensor) -> torch.Tensor:
    """MXFP4's E8M0 exponent byte -> float32 2**(e - 127) / 2 (e < 2 land in the subnormals)."""
    e = e.int()
    b = torch.where(e < 2, 0x00200000 << e.clamp(max=1), (e - 1) << 23)
    return b.view(torch.float32)


def dequant_mxfp4(blocks: torch.Tensor) -> torch.Tensor:
    """MXFP4, 17 bytes / 32 weights: E8M0 exponent e | 16 bytes of E2M1 codes (`halves` order).

    w = 2**(e-127)/2 * doubled_e2m1[q] (E2M1_VALUES are doubled to stay integer).
    """
    e, qs = MXFP4.split(blocks)
    return e8m0_half(e) * lookup(_table("E2M1_VALUES"), halves(qs))


def dequant_nvfp4(blocks: torch.Tensor) -> torch.Tensor:
    """NVFP4, 36 bytes / 64 weights: 4 UE4M3 scales (one per 16 weights) | 4 x 8 bytes of E2M1 codes.

    Sub-block k: codes of bytes 8k..8k+7, low nibbles weights 0..7, high nibbles 8..15.
    w = ue4m3(scale)/2 * doubled_e2m1[q].
    """
    n = blocks.shape[0]
    d, qs = NVFP4.split(blocks)
    scales = lookup(_table("UE4M3_HALF"), d).reshape(n, 4, 1)
    q = halves(qs, 8).reshape(n, 4, 16).long()
    return (scales * lookup(_table("E2M1_VALUES"), q)).reshape(n, 64)


# ---- the 4-bit level types as (codes, scales): `LEVELS[type][code] * scale` per group

LEVELS = {"IQ4_NL": "IQ4NL_VALUES", "IQ4_XS": "IQ4NL_VALUES", "MXFP4": "E2M1_VALUES",
          "NVFP4": "E2M1_VALUES"}   # type -> its table of 16 levels in tables.py


def codebook_iq4_nl(blocks):
    d, qs = IQ4_NL.split(blocks)
    return halves(qs), f16(d)


def codebook_iq4_xs(blocks):
    d, _, _, qs = IQ4_XS.split(blocks)
    return halves(qs), f16(d) * _iq4_xs_scales(blocks).float()


def codebook_mxfp4(blocks):
    e, qs = MXFP4.split(blocks)
    return halves(qs), e8m0_half(e)


def codebook_nvfp4(blocks):
    d, qs = NVFP4.split(blocks)
    return halves(qs, 8), lookup(_table("UE4M3_HALF"), d)
