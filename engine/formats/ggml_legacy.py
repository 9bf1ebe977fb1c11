"""Plain element types and the legacy 32-weight blocks (Q4_0, Q4_1, Q5_0, Q5_1, Q8_0).

Each decoder takes uint8 blocks [n_blocks, bytes_per_block] and returns float32
[n_blocks, weights_per_block], computed in float32 in the same order of operations as
llama.cpp's reference decoder (and gguf-py), so the results agree bit for bit.
"""
import torch


def view_as(columns: torch.Tensor, dtype: torch.dtype) -> torch.Tensor:
    """Reinterpret uint8 [..., k * size] as dtype [..., k] (copying only when unaligned)."""
    x = columns.contiguous()
    size = dtype.itemsize
    if x.storage_offset() % size or any(s % size for s in x.stride()[:-1]):
        x = torch.empty_like(x, memory_format=torch.contiguous_format).copy_(x)
    return x.view(dtype)


def f16(two_byte_columns: torch.Tensor) -> torch.Tensor:
    """uint8 [..., 2k] little-endian half floats -> float32 [..., k]."""
    return view_as(two_byte_columns, torch.float16).float()


def u16(two_byte_columns: torch.Tensor) -> torch.Tensor:
    """uint8 [..., 2k] little-endian unsigned 16-bit words -> int32 [..., k]."""
    return view_as(two_byte_columns, torch.int16).int() & 0xFFFF


def u32(four_byte_columns: torch.Tensor) -> torch.Tensor:
    """uint8 [..., 4k] little-endian 32-bit words -> int64 [..., k] (unsigned values)."""
    return view_as(four_byte_columns, torch.int32).long() & 0xFFFFFFFF


def nibbles(bytes_: torch.Tensor) -> torch.Tensor:
    """uint8 [..., 16] -> uint8 [..., 32] codes of one 32-weight block.

    Byte j holds weight j in its low nibble and weight j + 16 in its high nibble, so the
    low nibbles are weights 0..15 and the high nibbles 16..31 (not j, j+1 pairs).
    """
    return torch.cat([bytes_ & 0x0F, bytes_ >> 4], dim=-1)


def bits(bytes_: torch.Tensor) -> torch.Tensor:
    """uint8 [..., k] -> uint8 [..., k, 8]: bit b of byte j at [..., j, b] (LSB first)."""
    shifts = torch.arange(8, dtype=torch.uint8, device=bytes_.device)
    return (bytes_.unsqueeze(-1) >> shifts) & 1


PLAIN = {  # plain element types: name -> torch dtype of the stored element
    "F32": torch.float32, "F16": torch.float16, "BF16": torch.bfloat16, "F64": torch.float64,
    "I8": torch.int8, "I16": torch.int16, "I32": torch.int32, "I64": torch.int64,
}


def _plain(type_name):
    def decode(blocks: torch.Tensor) -> torch.Tensor:
        return view_as(blocks.reshape(-1), PLAIN[type_name]).reshape(-1, 1).float()
    decode.__name__ = f"dequant_{type_name.lower()}"
    decode.__doc__ = (f"{type_name}: one stored little-endian element per weight "
                      f"-> float32 [n, 1] (rounded to nearest when wider than float32).")
    return decode


dequant_f32, dequant_f16, dequant_bf16, dequant_f64 = (_plain(t) for t in ("F32", "F16", "BF16", "F64"))
dequant_i8, dequant_i16, dequant_i32, dequant_i64 = (_plain(t) for t in ("I8", "I16", "I32", "I64"))


def dequant_q4_0(blocks: torch.Tensor) -> torch.Tensor:
    """Q4_0, 18 bytes / 32 weights: f16 d | 16 bytes of 4-bit codes (see `nibbles`).

    w = d * (q - 8).
    """
    d = f16(blocks[:, :2])
    q = nibbles(blocks[:, 2:]).to(torch.int8) - 8
    return d * q


def dequant_q4_1(blocks: torch.Tensor) -> torch.Tensor:
    """Q4_1, 20 bytes / 32 weights: f16 d | f16 m | 16 bytes of 4-bit codes.

    w = d * q + m.
    """
    d, m = f16(blocks[:, :2]), f16(blocks[:, 2:4])
    w = d * nibbles(blocks[:, 4:])
    w += m
    return w


def _q5(qh: torch.Tensor, qs: torch.Tensor) -> torch.Tensor:
    """5-bit codes [n, 32]: 4 low bits from `nibbles(qs)`, bit 4 of weight i is bit i of qh (u32)."""
    high = bits(qh).reshape(-1, 32)
    return nibbles(qs) | (high << 4)


def dequant_q5_0(blocks: torch.Tensor) -> torch.Tensor:
    """Q5_0, 22 bytes / 32 weights: f16 d | u32 qh (bit i = code bit 4 of weight i) | 16 bytes qs.

    w = d * (q - 16).
    """
    d = f16(blocks[:, :2])
    q = _q5(blocks[:, 2:6], blocks[:, 6:]).to(torch.int8) - 16
    return d * q


def dequant_q5_1(blocks: torch.Tensor) -> torch.Tensor:
    """Q5_1, 24 bytes / 32 weights: f16 d | f16 m | u32 qh | 16 bytes qs.  w = d * q + m."""
    d, m = f16(blocks[:, :2]), f16(blocks[:, 2:4])
    w = d * _q5(blocks[:, 4:8], blocks[:, 8:])
    w += m
    return w


def dequant_q8_0(blocks: torch.Tensor) -> torch.Tensor:
    """Q8_0, 34 bytes / 32 weights: f16 d | 32 signed bytes q.  w = q * d."""
    d = f16(blocks[:, :2])
    return blocks[:, 2:].contiguous().view(torch.int8) * d


def dequant_q8_1(blocks: torch.Tensor) -> torch.Tensor:
    """Q8_1, 40 bytes / 32 weights: f16 d | f16 s (= d * sum q, for dot products) | 32 signed q.

    w = q * d (s does not take part in the weights).
    """
    d = f16(blocks[:, :2])
    return blocks[:, 4:].contiguous().view(torch.int8) * d


def dequant_q8_k(blocks: torch.Tensor) -> torch.Tensor:
    """Q8_K, 292 bytes / 256 weights: f32 d | 256 signed q | 16 i16 block sums.  w = d * q."""
    d = view_as(blocks[:, :4], torch.float32)
    return d * blocks[:, 4:260].contiguous().view(torch.int8)


DECODERS = {
    "F32": dequant_f32, "F16": dequant_f16, "BF16": dequant_bf16, "F64": dequant_f64,
    "I8": dequant_i8, "I16": dequant_i16, "I32": dequant_i32, "I64": dequant_i64,
    "Q4_0": dequant_q4_0, "Q4_1": dequant_q4_1, "Q5_0": dequant_q5_0, "Q5_1": dequant_q5_1,
    "Q8_0": dequant_q8_0, "Q8_1": dequant_q8_1, "Q8_K": dequant_q8_k,
}


def dequant_q1_0(blocks: torch.Tensor) -> torch.Tensor:
    """Q1_0, 18 bytes / 128 weights: f16 d | 16 bytes of sign bits (weight j: bit j % 8 of byte j // 8).

    w = +d for a set bit, -d for a clear one.
    """
    d = f16(blocks[:, :2])
    b = bits(blocks[:, 2:]).reshape(blocks.shape[0], 128).to(torch.int8)
    return d * (2 * b - 1)


DECODERS["Q1_0"] = dequant_q1_0
