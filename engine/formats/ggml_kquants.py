"""K-quant super-blocks (Q2_K .. Q6_K) and the ternary TQ1_0 / TQ2_0, 256 weights each.

A K-quant super-block holds 256 weights in sub-blocks of 16 or 32, each with a small
integer scale (and min) that is itself quantized against one f16 `d` (and `dmin`).
Decoders: uint8 [n_blocks, bytes] -> float32 [n_blocks, 256], bit-exact with llama.cpp's
reference (same float32 operations in the same order).
"""
import torch

from .ggml_legacy import f16

QK_K = 256


def _crumbs(qs: torch.Tensor, groups: int) -> torch.Tensor:
    """2-bit codes: uint8 [n, groups*32] -> [n, groups*128].

    Within each run of 32 bytes, shift s (0, 2, 4, 6) gives weights 32*s/2 .. +31:
    weight 128*g + 32*k + j is bits 2k..2k+1 of byte 32*g + j.
    """
    n = qs.shape[0]
    shifts = torch.tensor([0, 2, 4, 6], dtype=torch.uint8, device=qs.device).view(1, 1, 4, 1)
    return ((qs.reshape(n, groups, 1, 32) >> shifts) & 3).reshape(n, groups * 128)


def _bit_planes(mask: torch.Tensor) -> torch.Tensor:
    """uint8 [n, 32] -> [n, 8, 32]: plane b holds bit b of every byte (weight 32*b + j is byte j)."""
    shifts = torch.arange(8, dtype=torch.uint8, device=mask.device).view(1, 8, 1)
    return (mask.unsqueeze(1) >> shifts) & 1


def scale_min_k4(packed: torch.Tensor):
    """uint8 [n, 12] -> (scales uint8 [n, 8], mins uint8 [n, 8]), six bits each.

    Sub-blocks 0-3: scale = low 6 bits of bytes 0-3, min = low 6 bits of bytes 4-7.
    Sub-blocks 4-7 (j = 4..7): scale = low nibble of byte j+4 | top 2 bits of byte j-4 << 4,
    min = high nibble of byte j+4 | top 2 bits of byte j << 4.
    (Your engine: Chapter 38)
    """
    d, m, md = packed[:, 0:4], packed[:, 4:8], packed[:, 8:12]
    scales = torch.cat([d & 0x3F, (md & 0x0F) | ((d >> 2) & 0x30)], dim=-1)
    mins = torch.cat([m & 0x3F, (md >> 4) | ((m >> 2) & 0x30)], dim=-1)
    return scales, mins


def _q4_k_codes(qs: torch.Tensor) -> torch.Tensor:
    """uint8 [n, 128] -> [n, 8, 32]: sub-block 2c is the low nibbles of bytes 32c..32c+31, 2c+1 the high."""
    n = qs.shape[0]
    q = qs.reshape(n, 4, 1, 32)
    return torch.cat([q & 0x0F, q >> 4], dim=2).reshape(n, 8, 32)


def dequant_q2_k(blocks: torch.Tensor) -> torch.Tensor:
    """Q2_K, 84 bytes: 16 bytes scales (low nibble scale, high nibble min, per 16 weights) |
    64 bytes 2-bit codes (see `_crumbs`) | f16 d | f16 dmin.

    w = d * scale * q - dmin * min.
    """
    n = blocks.shape[0]
    sc = blocks[:, :16]
    d, dmin = f16(blocks[:, 80:82]), f16(blocks[:, 82:84])
    dl = (d * (sc & 0x0F).float()).unsqueeze(-1)
    ml = (dmin * (sc >> 4).float()).unsqueeze(-1)
    w = dl * _crumbs(blocks[:, 16:80], 2).reshape(n, 16, 16)
    w -= ml
    return w.reshape(n, QK_K)


def _q3_k_scales(packed: torch.Tensor) -> torch.Tensor:
    """uint8 [n, 12] -> int8 [n, 16] six-bit scales minus 32.

    Scale k: low 4 bits from byte k % 8 (low nibble for k < 8, high nibble otherwise),
    high 2 bits from byte 8 + k % 4 at bit 2 * (k // 4).
    """
    n = packed.shape[0]
    low = torch.cat([packed[:, :8] & 0x0F, packed[:, :8] >> 4], dim=-1)
    shifts = torch.tensor([0, 2, 4, 6], dtype=torch.uint8, device=packed.device).view(1, 4, 1)
    high = ((packed[:, 8:12].reshape(n, 1, 4) >> shifts) & 3).reshape(n, 16)
    return (low | (high << 4)).to(torch.int8) - 32


def dequant_q3_k(blocks: torch.Tensor) -> torch.Tensor:
    """Q3_K, 110 bytes: 32 bytes hmask | 64 bytes low 2 bits (see `_crumbs`) | 12 bytes scales | f16 d.

    Weight 32*b + j has its high bit in bit b of hmask[j]; a clear bit subtracts 4:
    q = low - 4 * (1 - high) in -4..3, w = d * (scale - 32) * q per 16 weights.
    """
    n = blocks.shape[0]
    d = f16(blocks[:, 108:110])
    dl = (d * _q3_k_scales(blocks[:, 96:108]).float()).unsqueeze(-1)
    low = _crumbs(blocks[:, 32:96], 2).to(torch.int8)
    high = _bit_planes(blocks[:, :32]).reshape(n, QK_K).to(torch.int8)
    q = (low - ((high ^ 1) << 2)).reshape(n, 16, 16)
    return (dl * q).reshape(n, QK_K)


def dequant_q4_k(blocks: torch.Tensor) -> torch.Tensor:
    """Q4_K, 144 bytes: f16 d | f16 dmin | 12 bytes scales+mins (`scale_min_k4`) | 128 bytes codes.

    Eight sub-blocks of 32: sub-block 2c is the low nibbles of bytes 32c..32c+31, 2c+1 the
    high nibbles; w = (d * scale) * q - (dmin * min).
    (Your engine: Chapter 38)
    """
    n = blocks.shape[0]
    d, dmin = f16(blocks[:, 0:2]), f16(blocks[:, 2:4])
    sc, m = scale_min_k4(blocks[:, 4:16])
    ds = (d * sc.float()).unsqueeze(-1)
    dm = (dmin * m.float()).unsqueeze(-1)
    w = ds * _q4_k_codes(blocks[:, 16:])
    w -= dm
    return w.reshape(n, QK_K)


def dequant_q5_k(blocks: torch.Tensor) -> torch.Tensor:
    """Q5_K, 176 bytes: f16 d | f16 dmin | 12 bytes scales+mins | 32 bytes qh | 128 bytes low nibbles.

    Low nibbles as Q4_K; bit 4 of weight 32*b + j is bit b of qh[j]. w = (d*scale)*q - dmin*min.
    """
    n = blocks.shape[0]
    d, dmin = f16(blocks[:, 0:2]), f16(blocks[:, 2:4])
    sc, m = scale_min_k4(blocks[:, 4:16])
    ds = (d * sc.float()).unsqueeze(-1)
    dm = (dmin * m.float()).unsqueeze(-1)
    high = _bit_planes(blocks[:, 16:48])                       # [n, 8, 32]
    q = _q4_k_codes(blocks[:, 48:]) | (high << 4)
    w = ds * q
    w -= dm
    return w.reshape(n, QK_K)


def q6_k_codes(block: torch.Tensor) -> torch.Tensor:
    """Q6_K codes: uint8 [n, 210] -> int8 [n, 256] in -32..31.

    In each half h (128 weights) weight 128h + 32k + j takes its low 4 bits from ql[64h + j
    + 32*(k % 2)] (low nibble for k < 2, high for k >= 2) and its high 2 bits from bits
    2k..2k+1 of qh[32h + j]; the code is offset by 32.
    """
    n = block.shape[0]
    ql = block[:, :128].reshape(n, 2, 1, 64)
    low = torch.cat([ql & 0x0F, ql >> 4], dim=2).reshape(n, 2, 4, 32)
    high = _crumbs(block[:, 128:192], 2).reshape(n, 2, 4, 32)
    return (low | (high << 4)).reshape(n, QK_K).to(torch.int8) - 32


def dequant_q6_k(blocks: torch.Tensor) -> torch.Tensor:
    """Q6_K, 210 bytes: 128 bytes ql (low 4 bits) | 64 bytes qh (high 2 bits) | 16 int8 scales | f16 d.

    See `q6_k_codes` for the bit order; w = (d * scale) * q per 16 weights.
    (Your engine: Chapter 38)
    """
    n = blocks.shape[0]
    scales = blocks[:, 192:208].contiguous().view(torch.int8).float()
    d = f16(blocks[:, 208:210])
    ds = (d * scales).unsqueeze(-1)
    return (ds * q6_k_codes(blocks).reshape(n, 16, 16)).reshape(n, QK_K)


# Base-3 digits of a byte: digit p of a packed byte is ((byte * 3**p mod 256) * 3) >> 8.
_POW3 = (1, 3, 9, 27, 81)


def _trits(packed: torch.Tensor, digits: int) -> torch.Tensor:
    """uint8 [n, k] -> int8 [n, digits * k] in -1..1; digit p of byte j is weight p*k + j."""
    pows = torch.tensor(_POW3[:digits], dtype=torch.uint8, device=packed.device).view(1, digits, 1)
    scaled = packed.unsqueeze(1) * pows                       # uint8 arithmetic wraps mod 256
    return (((scaled.to(torch.int16) * 3) >> 8).to(torch.int8) - 1).reshape(packed.shape[0], -1)


def dequant_tq1_0(blocks: torch.Tensor) -> torch.Tensor:
    """TQ1_0, 54 bytes: 48 bytes of 5 trits each (32 bytes for weights 0..159, 16 for 160..239) |
    4 bytes of 4 trits (weights 240..255) | f16 d.  Each byte stores ceil(t * 256 / 243); w = d * t.
    """
    d = f16(blocks[:, 52:54])
    t = torch.cat([_trits(blocks[:, :32], 5), _trits(blocks[:, 32:48], 5),
                   _trits(blocks[:, 48:52], 4)], dim=-1)
    return d * t


def dequant_tq2_0(blocks: torch.Tensor) -> torch.Tensor:
    """TQ2_0, 66 bytes: 64 bytes of 2-bit codes (as Q2_K's, see `_crumbs`) | f16 d.  w = d * (q - 1)."""
    d = f16(blocks[:, 64:66])
    return d * (_crumbs(blocks[:, :64], 2).to(torch.int8) - 1)


DECODERS = {
    "Q2_K": dequant_q2_k, "Q3_K": dequant_q3_k, "Q4_K": dequant_q4_k, "Q5_K": dequant_q5_k,
    "Q6_K": dequant_q6_k, "TQ1_0": dequant_tq1_0, "TQ2_0": dequant_tq2_0,
}
