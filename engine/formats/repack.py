"""Repack GGML blocks into one affine layout: `w = code * scale + offset` per group.

Every legacy and K-quant type decodes to an integer code times a group scale plus a
group offset (32 weights a group, 16 for Q2_K/Q3_K/Q6_K). Pulling codes, scales and
offsets out of the blocks once lets one layer and one kernel serve all ten types.

Exactness: every scale here is an f16 `d` times a small integer (the sub-block scale),
and every code has few bits, so `code * scale` and `offset` are exact in float32 and a
single rounding (the add) remains - the same single rounding the GGML decoder does.
Checks: Q6_K is the tightest case, 11 bits of `d` x 7 of the scale x 6 of the code = 24
bits, exactly float32's significand. Scales that f16 holds exactly are stored as f16;
K-quant products `d * sc` generally are not, so those stay float32.

Codes are uint8 in natural weight order, 4-bit ones packed two a byte: even column in
the low nibble (the GGML order pairs weight j with j+16 instead; see `_nibbles32`).
"""
import torch

from .ggml_kquants import QK_K  # weights in a K-quant super-block
from .ggml_legacy import f16 as _f16  # uint8 [n, 2] little-endian half -> float32 [n, 1]


def pack_nibbles(codes: torch.Tensor) -> torch.Tensor:
    """uint8 codes [..., 2k] each < 16 -> uint8 [..., k], column 2i low nibble, 2i+1 high."""
    if codes.shape[-1] % 2:
        raise ValueError(f"pack_nibbles: last dimension must be even, got {tuple(codes.shape)}")
    codes = codes.to(torch.uint8)
    return codes[..., 0::2] | (codes[..., 1::2] << 4)


def unpack_nibbles(packed: torch.Tensor) -> torch.Tensor:
    """uint8 [..., k] -> uint8 codes [..., 2k]; the inverse of `pack_nibbles`."""
    return torch.stack((packed & 0x0F, packed >> 4), dim=-1).flatten(-2)


# ----------------------------------------------------------------------------- helpers

def _split(blocks: torch.Tensor, *sizes: int):
    """Cut block columns into fields of the given byte sizes (their sum is the block)."""
    if sum(sizes) != blocks.shape[1]:
        raise ValueError(f"block of {blocks.shape[1]} bytes, layout expects {sum(sizes)}")
    return torch.split(blocks, list(sizes), dim=1)


def _nibbles32(qs: torch.Tensor) -> torch.Tensor:
    """uint8 [n, 16k] -> codes [n, 32k]: in each 16-byte run, byte j holds weight j (low
    nibble) and weight j + 16 (high nibble) of its 32 weights."""
    n = qs.shape[0]
    q = qs.reshape(n, -1, 1, 16)
    return torch.cat((q & 0x0F, q >> 4), dim=2).reshape(n, -1)


def _nibbles64(qs: torch.Tensor) -> torch.Tensor:
    """Q4_K/Q5_K order: in each 32-byte run, byte j holds weight j (low nibble) and weight
    j + 32 (high nibble) of its 64 weights."""
    n = qs.shape[0]
    q = qs.reshape(n, -1, 1, 32)
    return torch.cat((q & 0x0F, q >> 4), dim=2).reshape(n, -1)


def _crumbs(qs: torch.Tensor) -> torch.Tensor:
    """Q2_K/Q3_K 2-bit order: uint8 [n, 64] -> [n, 256]; in each 32-byte half, bits 2s..2s+1
    of byte l are weight 32 s + l of that half's 128."""
    n = qs.shape[0]
    shifts = torch.tensor([0, 2, 4, 6], dtype=torch.uint8).reshape(1, 1, 4, 1)
    return ((qs.reshape(n, 2, 1, 32) >> shifts) & 3).reshape(n, QK_K)


def _bits(mask: torch.Tensor, count: int) -> torch.Tensor:
    """uint8 [n, L] -> [n, count * L]: bit b of byte l is weight b * L + l."""
    n, length = mask.shape
    shifts = torch.arange(count, dtype=torch.uint8).reshape(1, count, 1)
    return ((mask.reshape(n, 1, length) >> shifts) & 1).reshape(n, count * length)


def _bits_u32(qh: torch.Tensor) -> torch.Tensor:
    """Q5_0/Q5_1 high bits: uint8 [n, 4] (one little-endian u32) -> [n, 32], bit j = weight j."""
    shifts = torch.arange(8, dtype=torch.uint8).reshape(1, 1, 8)
    return ((qh.reshape(-1, 4, 1) >> shifts) & 1).reshape(-1, 32)


def scale_min_k4(scales: torch.Tensor):
    """Q4_K/Q5_K: 12 bytes -> (scales, mins) uint8 [n, 8], six bits each. Sub-blocks 0-3
    are the low 6 bits of bytes 0-3 (scales) and 4-7 (mins); sub-blocks 4-7 take their
    low 4 bits from bytes 8-11 (scale low nibble, min high nibble) and their top 2 bits
    from the top bits of bytes 0-3 (scales) and 4-7 (mins)."""
    a, b, c = scales[:, 0:4], scales[:, 4:8], scales[:, 8:12]
    sc = torch.cat((a & 63, (c & 0x0F) | ((a >> 6) << 4)), dim=1)
    mn = torch.cat((b & 63, (c >> 4) | ((b >> 6) << 4)), dim=1)
    return sc, mn


# ------------------------------------------------------------------- one unpacker a type
# Each takes uint8 blocks [n, bytes] -> (codes uint8 [n, W], scales f32 [n, G], offsets
# f32 [n, G]) with W / G weights a group, and follows the block layout written as fields.

def _q8_0(blocks):
    d, qs = _split(blocks, 2, 32)
    d = _f16(d)
    codes = (qs.view(torch.int8).to(torch.int16) + 128).to(torch.uint8)  # -128..127 -> 0..255
    return codes, d, -128 * d


def _q4_0(blocks):
    d, qs = _split(blocks, 2, 16)
    d = _f16(d)
    return _nibbles32(qs), d, -8 * d


def _q4_1(blocks):
    d, m, qs = _split(blocks, 2, 2, 16)
    return _nibbles32(qs), _f16(d), _f16(m)


def _q5_0(blocks):
    d, qh, qs = _split(blocks, 2, 4, 16)
    d = _f16(d)
    return _nibbles32(qs) | (_bits_u32(qh) << 4), d, -16 * d


def _q5_1(blocks):
    d, m, qh, qs = _split(blocks, 2, 2, 4, 16)
    return _nibbles32(qs) | (_bits_u32(qh) << 4), _f16(d), _f16(m)


def _q2_k(blocks):
    scales, qs, d, dmin = _split(blocks, QK_K // 16, QK_K // 4, 2, 2)
    scale = _f16(d) * (scales & 0x0F).float()   # d * sc, exact: 11 + 4 bits
    offset = -(_f16(dmin) * (scales >> 4).float())
    return _crumbs(qs), scale, offset


def _q3_k(blocks):
    hmask, qs, scales, d = _split(blocks, QK_K // 8, QK_K // 4, 12, 2)
    # 16 six-bit scales: low nibbles from bytes 0-7 (scales 0-7 low, 8-15 high nibble),
    # top two bits from bytes 8-11 (scale i uses byte 8 + i % 4, bits 2 * (i // 4)).
    i = torch.arange(16)
    low = (scales[:, i % 8] >> (4 * (i // 8)).to(torch.uint8)) & 0x0F
    high = (scales[:, 8 + i % 4] >> (2 * (i // 4)).to(torch.uint8)) & 3
    sc = (low | (high << 4)).float() - 32
    scale = _f16(d) * sc
    # weight = scale * (low2 - 4 * (1 - hbit)): code = low2 + 4 * hbit, offset = -4 * scale
    codes = _crumbs(qs) | (_bits(hmask, 8) << 2)
    return codes, scale, -4 * scale


def _q4_k(blocks):
    d, dmin, scales, qs = _split(blocks, 2, 2, 12, QK_K // 2)
    sc, mn = scale_min_k4(scales)
    return _nibbles64(qs), _f16(d) * sc.float(), -(_f16(dmin) * mn.float())


def _q5_k(blocks):
    d, dmin, scales, qh, qs = _split(blocks, 2, 2, 12, QK_K // 8, QK_K // 2)
    sc, mn = scale_min_k4(scales)
    codes = _nibbles64(qs) | (_bits(qh, 8) << 4)
    return codes, _f16(d) * sc.float(), -(_f16(dmin) * mn.float())


def _q6_k(blocks):
    ql, qh, scales, d = _split(blocks, QK_K // 2, QK_K // 4, QK_K // 16, 2)
    n = blocks.shape[0]
    # low 4 bits: per 64-byte half, byte l is weight l (low nibble) and l + 64 (high)
    low = torch.cat((ql.reshape(n, 2, 1, 64) & 0x0F, ql.reshape(n, 2, 1, 64) >> 4), dim=2)
    high = _crumbs(qh)  # same 2-bit order as Q2_K
    codes = low.reshape(n, QK_K) | (high << 4)
    scale = _f16(d) * scales.view(torch.int8).float()
    return codes, scale, -32 * scale


# name -> (unpacker, weights per block, bytes per block, weights per group, code bits)
AFFINE = {
    "Q8_0": (_q8_0, 32, 2 + 32, 32, 8),
    "Q4_0": (_q4_0, 32, 2 + 16, 32, 4),
    "Q4_1": (_q4_1, 32, 2 + 2 + 16, 32, 4),
    "Q5_0": (_q5_0, 32, 2 + 4 + 16, 32, 5),
    "Q5_1": (_q5_1, 32, 2 + 2 + 4 + 16, 32, 5),
    "Q2_K": (_q2_k, QK_K, QK_K // 16 + QK_K // 4 + 2 + 2, 16, 2),
    "Q3_K": (_q3_k, QK_K, QK_K // 8 + QK_K // 4 + 12 + 2, 16, 3),
    "Q4_K": (_q4_k, QK_K, 2 + 2 + 12 + QK_K // 2, 32, 4),
    "Q5_K": (_q5_k, QK_K, 2 + 2 + 12 + QK_K // 8 + QK_K // 2, 32, 5),
    "Q6_K": (_q6_k, QK_K, QK_K // 2 + QK_K // 4 + QK_K // 16 + 2, 16, 6),
}


def _compact(t: torch.Tensor) -> torch.Tensor:
    """float32 -> float16 when every value survives the round trip, else unchanged."""
    half = t.half()
    if torch.equal(half.float(), t):
        return half
    return t


def tensor_blocks(raw, type_name, shape, per_block, block_bytes, what):
    """(rows, cols, blocks uint8 [n_blocks, block_bytes]) of a [rows, cols] tensor's bytes,
    after checking that rows hold whole blocks and that the byte count fits the shape."""
    rows, cols = (int(s) for s in shape)
    if cols % per_block:
        raise ValueError(f"{what}: {type_name} rows must be a multiple of {per_block} "
                         f"weights, shape {list(shape)} has {cols}")
    n_blocks = rows * cols // per_block
    if raw.numel() != n_blocks * block_bytes:
        raise ValueError(f"{what}: {type_name} {list(shape)} needs {n_blocks * block_bytes} "
                         f"bytes, found {raw.numel()}")
    return rows, cols, raw.reshape(n_blocks, block_bytes)


def repack_ggml(raw: torch.Tensor, type_name: str, shape, chunk_blocks: int = 1 << 16):
    """GGML blocks -> (codes, scales, offsets, group_size, packed) with exactly the weights
    the GGML decoder gives: `codes[r, c] * scales[r, c // g] + offsets[r, c // g]` in
    float32 equals it bit for bit. (Your engine: Chapter 38)

    raw: uint8 bytes of the tensor (any shape), `shape` = [rows, cols] in PyTorch order.
    codes: uint8 [rows, cols] (or [rows, cols // 2] when `packed`, for 4-bit-or-less
    codes); scales, offsets: [rows, cols // g], float16 where exact, else float32.
    """
    if type_name not in AFFINE:
        raise ValueError(f"repack_ggml: {type_name} is not an affine GGML type "
                         f"(affine types: {', '.join(AFFINE)})")
    unpack, per_block, block_bytes, group, bits = AFFINE[type_name]
    rows, cols, blocks = tensor_blocks(raw, type_name, shape, per_block, block_bytes, "repack_ggml")
    n_blocks = blocks.shape[0]
    parts = [unpack(blocks[i:i + chunk_blocks]) for i in range(0, n_blocks, chunk_blocks)]
    codes = torch.cat([p[0] for p in parts]).reshape(rows, cols)
    scales = torch.cat([p[1] for p in parts]).reshape(rows, cols // group)
    offsets = torch.cat([p[2] for p in parts]).reshape(rows, cols // group)
    packed = bits <= 4
    if packed:
        codes = pack_nibbles(codes)
    return codes, _compact(scales), _compact(offsets), group, packed


def affine_weight(codes, scales, offsets, group_size, packed) -> torch.Tensor:
    """The float32 weight [rows, cols] an affine layout stands for (the reference)."""
    if packed:
        codes = unpack_nibbles(codes)
    s = scales.float().repeat_interleave(group_size, dim=1)
    o = offsets.float().repeat_interleave(group_size, dim=1)
    return codes.float() * s + o
