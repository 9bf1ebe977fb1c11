"""Plain element types and the legacy 32-weight blocks (Q4_0, Q4_1, Q5_0, Q5_1, Q8_0, Q8_1),
with Q8_K (llama.cpp's activation format for K-quants) and Q1_0.

Each decoder takes uint8 blocks [n_blocks, bytes_per_block] and returns float32
[n_blocks, weights_per_block], computed in float32 in the same order of operations as
llama.cpp's reference decoder (and gguf-py), so the results agree bit for bit. Beside each
affine type's decoder, its `affine_*` unpacker gives the same weights as
(codes, scales, offsets): `codes * scales + offsets` rounds once, like the decoder.
"""
import torch

from engine.blocks.fields import Layout, bits, f16, halves, u16, u32, view_as  # noqa: F401

# Block layouts: fields in byte order (their sum is the block size).
Q4_0 = Layout(32, d=2, qs=16)                       # d, 32 x 4-bit (`halves` order)
Q4_1 = Layout(32, d=2, m=2, qs=16)                  # d, min, 32 x 4-bit
Q5_0 = Layout(32, d=2, qh=4, qs=16)                 # d, bit 4 of each code, 32 x 4 low bits
Q5_1 = Layout(32, d=2, m=2, qh=4, qs=16)            # d, min, qh, qs
Q8_0 = Layout(32, d=2, qs=32)                       # d, 32 x int8
Q8_1 = Layout(32, d=2, s=2, qs=32)                  # d, s = d * sum(q), 32 x int8 (*)
Q8_K = Layout(256, d=4, qs=256, bsums=2 * 16)       # f32 d, 256 x int8, 16 x i16 sums of 16
Q1_0 = Layout(128, d=2, qs=16)                      # d, 128 sign bits
# (*) gguf-py 0.19 lists Q8_1 as 40 bytes (its old f32 d and s); llama.cpp's block_q8_1 is 36.

PLAIN = {  # plain element types: name -> torch dtype of the stored element
    "F32": torch.float32, "F16": torch.float16, "BF16": torch.bfloat16, "F64": torch.float64,
    "I8": torch.int8, "I16": torch.int16, "I32": torch.int32, "I64": torch.int64,
}


def nibbles(bytes_: torch.Tensor) -> torch.Tensor:
    """uint8 [..., 16] -> uint8 [..., 32] codes of one 32-weight block (`halves` order).

    Byte j holds weight j in its low nibble and weight j + 16 in its high nibble, so the
    low nibbles are weights 0..15 and the high nibbles 16..31 (not j, j+1 pairs).
    """
    return halves(bytes_, 16)


def _plain(type_name):
    def decode(blocks: torch.Tensor) -> torch.Tensor:
        return view_as(blocks.reshape(-1), PLAIN[type_name]).reshape(-1, 1).float()
    decode.__name__ = f"dequant_{type_name.lower()}"
    decode.__doc__ = (f"{type_name}: one stored little-endian element per weight "
                      f"-> float32 [n, 1] (rounded to nearest when wider than float32).")
    return decode


dequant_f32, dequant_f16, dequant_bf16, dequant_f64 = (_plain(t) for t in ("F32", "F16", "BF16", "F64"))
dequant_i8, dequant_i16, dequant_i32, dequant_i64 = (_plain(t) for t in ("I8", "I16", "I32", "I64"))


def _q5_codes(qh: torch.Tensor, qs: torch.Tensor) -> torch.Tensor:
    """5-bit codes [n, 32]: 4 low bits from `nibbles(qs)`, bit 4 of weight i is bit i of qh (u32)."""
    return nibbles(qs) | (bits(qh).reshape(-1, 32) << 4)


def dequant_q4_0(blocks: torch.Tensor) -> torch.Tensor:
    """Q4_0: w = d * (q - 8)."""
    d, qs = Q4_0.split(blocks)
    return f16(d) * (nibbles(qs).to(torch.int8) - 8)


def affine_q4_0(blocks):
    d, qs = Q4_0.split(blocks)
    d = f16(d)
    return nibbles(qs), d, -8 * d


def dequant_q4_1(blocks: torch.Tensor) -> torch.Tensor:
    """Q4_1: w = d * q + m."""
    d, m, qs = Q4_1.split(blocks)
    w = f16(d) * nibbles(qs)
    w += f16(m)
    return w


def affine_q4_1(blocks):
    d, m, qs = Q4_1.split(blocks)
    return nibbles(qs), f16(d), f16(m)


def dequant_q5_0(blocks: torch.Tensor) -> torch.Tensor:
    """Q5_0: w = d * (q - 16), q = 4 low bits from qs | bit 4 from bit i of qh."""
    d, qh, qs = Q5_0.split(blocks)
    return f16(d) * (_q5_codes(qh, qs).to(torch.int8) - 16)


def affine_q5_0(blocks):
    d, qh, qs = Q5_0.split(blocks)
    d = f16(d)
    return _q5_codes(qh, qs), d, -16 * d


def dequant_q5_1(blocks: torch.Tensor) -> torch.Tensor:
    """Q5_1: w = d * q + m."""
    d, m, qh, qs = Q5_1.split(blocks)
    w = f16(d) * _q5_codes(qh, qs)
    w += f16(m)
    return w


def affine_q5_1(blocks):
    d, m, qh, qs = Q5_1.split(blocks)
    return _q5_codes(qh, qs), f16(d), f16(m)


def dequant_q8_0(blocks: torch.Tensor) -> torch.Tensor:
    """Q8_0: w = q * d."""
    d, qs = Q8_0.split(blocks)
    return qs.contiguous().view(torch.int8) * f16(d)


def affine_q8_0(blocks):
    d, qs = Q8_0.split(blocks)
    d = f16(d)
    codes = (qs.contiguous().view(torch.int8).to(torch.int16) + 128).to(torch.uint8)  # -128..127 -> 0..255
    return codes, d, -128 * d


def dequant_q8_1(blocks: torch.Tensor) -> torch.Tensor:
    """Q8_1: w = q * d (s takes no part in the weights: it serves dot products)."""
    d, _, qs = Q8_1.split(blocks)
    return qs.contiguous().view(torch.int8) * f16(d)


def dequant_q8_k(blocks: torch.Tensor) -> torch.Tensor:
    """Q8_K: w = d * q."""
    d, qs, _ = Q8_K.split(blocks)
    return view_as(d, torch.float32) * qs.contiguous().view(torch.int8)


def dequant_q1_0(blocks: torch.Tensor) -> torch.Tensor:
    """Q1_0: weight j is +d for a set bit j % 8 of byte j // 8, -d for a clear one."""
    d, qs = Q1_0.split(blocks)
    b = bits(qs).reshape(blocks.shape[0], 128).to(torch.int8)
    return f16(d) * (2 * b - 1)
