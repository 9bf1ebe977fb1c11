"""K-quant super-blocks (Q2_K .. Q6_K) and the ternary TQ1_0 / TQ2_0, 256 weights each.

A K-quant super-block holds 256 weights in sub-blocks of 16 or 32, each with a small
integer scale (and min) that is itself quantized against one f16 `d` (and `dmin`).
Decoders: uint8 [n_blocks, bytes] -> float32 [n_blocks, 256], bit-exact with llama.cpp's
reference (same float32 operations in the same order). Beside each decoder its `affine_*`
unpacker gives the same weights as (codes, scales, offsets) per sub-block.
"""
import torch

from engine.blocks.fields import Layout, bit_planes, crumbs, f16, halves

QK_K = 256

# Block layouts: fields in byte order (their sum is the block size).
Q2_K = Layout(QK_K, scales=QK_K // 16, qs=QK_K // 4, d=2, dmin=2)      # 4-bit scale|min per 16
Q3_K = Layout(QK_K, hmask=QK_K // 8, qs=QK_K // 4, scales=12, d=2)     # high bits, low 2 bits
Q4_K = Layout(QK_K, d=2, dmin=2, scales=12, qs=QK_K // 2)              # 8 x 6-bit scale + min
Q5_K = Layout(QK_K, d=2, dmin=2, scales=12, qh=QK_K // 8, qs=QK_K // 2)
Q6_K = Layout(QK_K, ql=QK_K // 2, qh=QK_K // 4, scales=QK_K // 16, d=2)  # int8 scale per 16
TQ1_0 = Layout(QK_K, qs=48, qh=4, d=2)                                 # 5 trits a byte, 4 a byte
TQ2_0 = Layout(QK_K, qs=QK_K // 4, d=2)                                # 2-bit codes


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


def dequant_q2_k(blocks: torch.Tensor) -> torch.Tensor:
    """Q2_K: 16 scale bytes (low nibble scale, high nibble min, per 16 weights), 2-bit
    codes (`crumbs`), f16 d and dmin.  w = d * scale * q - dmin * min.
    """
    n = blocks.shape[0]
    sc, qs, d, dmin = Q2_K.split(blocks)
    dl = (f16(d) * (sc & 0x0F).float()).unsqueeze(-1)
    ml = (f16(dmin) * (sc >> 4).float()).unsqueeze(-1)
    w = dl * crumbs(qs).reshape(n, 16, 16)
    w -= ml
    return w.reshape(n, QK_K)


def affine_q2_k(blocks):
    sc, qs, d, dmin = Q2_K.split(blocks)
    scale = f16(d) * (sc & 0x0F).float()   # d * sc, exact: 11 + 4 bits
    return crumbs(qs), scale, -(f16(dmin) * (sc >> 4).float())


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
    """Q3_K: high bits (`bit_planes` of hmask), low 2 bits (`crumbs`), 16 six-bit scales, f16 d.

    A clear high bit subtracts 4: q = low - 4 * (1 - high) in -4..3, w = d * (scale - 32) * q
    per 16 weights.
    """
    n = blocks.shape[0]
    hmask, qs, scales, d = Q3_K.split(blocks)
    dl = (f16(d) * _q3_k_scales(scales).float()).unsqueeze(-1)
    low = crumbs(qs).to(torch.int8)
    high = bit_planes(hmask).to(torch.int8)
    q = (low - ((high ^ 1) << 2)).reshape(n, 16, 16)
    return (dl * q).reshape(n, QK_K)


def affine_q3_k(blocks):
    hmask, qs, scales, d = Q3_K.split(blocks)
    scale = f16(d) * _q3_k_scales(scales).float()
    # weight = scale * (low2 - 4 * (1 - hbit)): code = low2 + 4 * hbit, offset = -4 * scale
    return crumbs(qs) | (bit_planes(hmask) << 2), scale, -4 * scale


def dequant_q4_k(blocks: torch.Tensor) -> torch.Tensor:
    """Q4_K: f16 d, f16 dmin, 12 bytes of scales and mins (`scale_min_k4`), 128 bytes of codes.

    Eight sub-blocks of 32: sub-block 2c is the low nibbles of bytes 32c..32c+31, 2c+1 the
    high nibbles (`halves` in runs of 32); w = (d * scale) * q - (dmin * min).
    (Your engine: Chapter 38)
    """
    n = blocks.shape[0]
    d, dmin, scales, qs = Q4_K.split(blocks)
    sc, m = scale_min_k4(scales)
    ds = (f16(d) * sc.float()).unsqueeze(-1)
    dm = (f16(dmin) * m.float()).unsqueeze(-1)
    w = ds * halves(qs, 32).reshape(n, 8, 32)
    w -= dm
    return w.reshape(n, QK_K)


def affine_q4_k(blocks):
    d, dmin, scales, qs = Q4_K.split(blocks)
    sc, m = scale_min_k4(scales)
    return halves(qs, 32), f16(d) * sc.float(), -(f16(dmin) * m.float())


def _q5_k_codes(qh, qs):
    """Low nibbles as Q4_K; bit 4 of weight 32 b + j is bit b of qh[j] (`bit_planes`)."""
    return halves(qs, 32) | (bit_planes(qh) << 4)


def dequant_q5_k(blocks: torch.Tensor) -> torch.Tensor:
    """Q5_K: Q4_K's fields plus 32 bytes of high bits.  w = (d * scale) * q - dmin * min."""
    n = blocks.shape[0]
    d, dmin, scales, qh, qs = Q5_K.split(blocks)
    sc, m = scale_min_k4(scales)
    ds = (f16(d) * sc.float()).unsqueeze(-1)
    dm = (f16(dmin) * m.float()).unsqueeze(-1)
    w = ds * _q5_k_codes(qh, qs).reshape(n, 8, 32)
    w -= dm
    return w.reshape(n, QK_K)


def affine_q5_k(blocks):
    d, dmin, scales, qh, qs = Q5_K.split(blocks)
    sc, m = scale_min_k4(scales)
    return _q5_k_codes(qh, qs), f16(d) * sc.float(), -(f16(dmin) * m.float())


def q6_k_codes(block: torch.Tensor) -> torch.Tensor:
    """Q6_K codes: uint8 [n, 210] -> int8 [n, 256] in -32..31.

    In each half h (128 weights) weight 128h + 32k + j takes its low 4 bits from ql[64h + j
    + 32*(k % 2)] (low nibble for k < 2, high for k >= 2: `halves` in runs of 64) and its
    high 2 bits from bits 2k..2k+1 of qh[32h + j] (`crumbs`); the code is offset by 32.
    """
    return _q6_k_unsigned(block).to(torch.int8) - 32


def _q6_k_unsigned(block: torch.Tensor) -> torch.Tensor:
    ql, qh, _, _ = Q6_K.split(block)
    return halves(ql, 64) | (crumbs(qh) << 4)


def dequant_q6_k(blocks: torch.Tensor) -> torch.Tensor:
    """Q6_K: 128 bytes ql (low 4 bits), 64 bytes qh (high 2 bits), 16 int8 scales, f16 d.

    See `q6_k_codes` for the bit order; w = (d * scale) * q per 16 weights.
    (Your engine: Chapter 38)
    """
    n = blocks.shape[0]
    _, _, scales, d = Q6_K.split(blocks)
    ds = (f16(d) * scales.contiguous().view(torch.int8).float()).unsqueeze(-1)
    return (ds * q6_k_codes(blocks).reshape(n, 16, 16)).reshape(n, QK_K)


def affine_q6_k(blocks):
    _, _, scales, d = Q6_K.split(blocks)
    scale = f16(d) * scales.contiguous().view(torch.int8).float()
    return _q6_k_unsigned(blocks), scale, -32 * scale


# Base-3 digits of a byte: digit p of a packed byte is ((byte * 3**p mod 256) * 3) >> 8.
_POW3 = (1, 3, 9, 27, 81)


def _trits(packed: torch.Tensor, digits: int) -> torch.Tensor:
    """uint8 [n, k] -> int8 [n, digits * k] in -1..1; digit p of byte j is weight p*k + j."""
    pows = torch.tensor(_POW3[:digits], dtype=torch.uint8, device=packed.device).view(1, digits, 1)
    scaled = packed.unsqueeze(1) * pows                       # uint8 arithmetic wraps mod 256
    return (((scaled.to(torch.int16) * 3) >> 8).to(torch.int8) - 1).reshape(packed.shape[0], -1)


def dequant_tq1_0(blocks: torch.Tensor) -> torch.Tensor:
    """TQ1_0: 48 bytes of 5 trits each (32 bytes for weights 0..159, 16 for 160..239), 4 bytes
    of 4 trits (weights 240..255), f16 d. Each byte stores ceil(t * 256 / 243); w = d * t.
    """
    qs, qh, d = TQ1_0.split(blocks)
    t = torch.cat([_trits(qs[:, :32], 5), _trits(qs[:, 32:], 5), _trits(qh, 4)], dim=-1)
    return f16(d) * t


def dequant_tq2_0(blocks: torch.Tensor) -> torch.Tensor:
    """TQ2_0: 64 bytes of 2-bit codes (as Q2_K's, `crumbs`), f16 d.  w = d * (q - 1)."""
    qs, d = TQ2_0.split(blocks)
    return f16(d) * (crumbs(qs).to(torch.int8) - 1)
