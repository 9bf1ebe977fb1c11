"""Encoders: float weights -> GGML blocks, looked up by type name in `ENCODERS`.

The round-to-nearest types (F32, F16, BF16, Q4_0, Q4_1, Q5_0, Q5_1, Q8_0, MXFP4, TQ1_0,
TQ2_0) reproduce llama.cpp's reference encoders (and gguf-py) byte for byte: the same
float32 operations, the same rounding (`roundf` = half away from zero, C casts = trunc),
the same tie-breaking (first maximum). The searching encoders (K-quants, IQ4) live in
search_encoders.py, the importance-weighted legacy ones in weighted_encoders.py. Every encoder maps float32 blocks [n_blocks, weights] -> uint8 [n_blocks, bytes].
"""
import torch

from engine.blocks.fields import pack_bits, pack_crumbs, pack_halves
from engine.blocks.iquants import e8m0_half
from engine.blocks.tables import E2M1_VALUES


def roundf(x: torch.Tensor) -> torch.Tensor:
    """C `roundf` (halves away from zero), written so that float32 rounding matches gguf-py."""
    a = x.abs()
    f = a.floor()
    return torch.sign(x) * (f + (2 * (a - f)).floor())


def half_bytes(v: torch.Tensor) -> torch.Tensor:
    """float32 [n, k] -> uint8 [n, 2k]: little-endian f16 (round to nearest even)."""
    return v.to(torch.float16).contiguous().view(torch.uint8)


def _inverse(d: torch.Tensor) -> torch.Tensor:
    return torch.where(d == 0, torch.zeros_like(d), 1 / torch.where(d == 0, torch.ones_like(d), d))


def _signed_max(x: torch.Tensor) -> torch.Tensor:
    """The value of largest magnitude in each row (the first one on ties), [n, 1]."""
    return x.gather(-1, x.abs().argmax(-1, keepdim=True))


def _trunc_u8(v: torch.Tensor, top: int) -> torch.Tensor:
    return v.trunc().clamp(0, 255).to(torch.uint8).clamp(max=top)


def encode_q8_0(x: torch.Tensor) -> torch.Tensor:
    """d = max|x| / 127 (f16), q = roundf(x / d)."""
    d = x.abs().amax(-1, keepdim=True) / 127
    q = roundf(x * _inverse(d)).to(torch.int8).view(torch.uint8)
    return torch.cat([half_bytes(d), q], dim=-1)


def encode_q4_0(x: torch.Tensor) -> torch.Tensor:
    """d = (signed value of largest magnitude) / -8, q = min(15, trunc(x / d + 8.5))."""
    d = _signed_max(x) / -8
    q = _trunc_u8(x * _inverse(d) + 8.5, 15)
    return torch.cat([half_bytes(d), pack_halves(q)], dim=-1)


def encode_q4_1(x: torch.Tensor) -> torch.Tensor:
    """d = (max - min) / 15, m = min, q = min(15, trunc((x - min) / d + 0.5))."""
    mx, mn = x.amax(-1, keepdim=True), x.amin(-1, keepdim=True)
    d = (mx - mn) / 15
    q = _trunc_u8((x - mn) * _inverse(d) + 0.5, 15)
    return torch.cat([half_bytes(d), half_bytes(mn), pack_halves(q)], dim=-1)


def _q5_parts(q: torch.Tensor):
    """5-bit codes [n, 32] -> (qh uint8 [n, 4] (bit i = bit 4 of code i), qs [n, 16])."""
    return pack_bits(q >> 4), pack_halves(q & 0x0F)


def encode_q5_0(x: torch.Tensor) -> torch.Tensor:
    """d = (signed value of largest magnitude) / -16, q = min(31, trunc(x / d + 16.5))."""
    d = _signed_max(x) / -16
    qh, qs = _q5_parts(_trunc_u8(x * _inverse(d) + 16.5, 31))
    return torch.cat([half_bytes(d), qh, qs], dim=-1)


def encode_q5_1(x: torch.Tensor) -> torch.Tensor:
    """d = (max - min) / 31, m = min, q = min(31, trunc((x - min) / d + 0.5))."""
    mx, mn = x.amax(-1, keepdim=True), x.amin(-1, keepdim=True)
    d = (mx - mn) / 31
    qh, qs = _q5_parts(_trunc_u8((x - mn) * _inverse(d) + 0.5, 31))
    return torch.cat([half_bytes(d), half_bytes(mn), qh, qs], dim=-1)


def encode_mxfp4(x: torch.Tensor) -> torch.Tensor:
    """e = floor(log2(max|x|)) - 2 + 127 (E8M0), q = the E2M1 code nearest x / scale (first on ties)."""
    amax = x.abs().amax(-1, keepdim=True)
    safe = torch.where(amax > 0, amax, torch.ones_like(amax))
    e = torch.where(amax > 0, safe.log2().floor() - 2 + 127, torch.zeros_like(amax))
    e = e.to(torch.int32).remainder(256).to(torch.uint8)
    d = e8m0_half(e)
    levels = torch.tensor(E2M1_VALUES, dtype=torch.float32)
    q = (d.unsqueeze(-1) * levels - x.unsqueeze(-1)).abs().argmin(-1).to(torch.uint8)
    return torch.cat([e, pack_halves(q)], dim=-1)


def _ternary(x: torch.Tensor):
    d = x.abs().amax(-1, keepdim=True)
    return d, (roundf(x * _inverse(d)) + 1).to(torch.uint8)


def encode_tq2_0(x: torch.Tensor) -> torch.Tensor:
    """d = max|x|, t = roundf(x / d) + 1 in 0..2, four 2-bit codes a byte (Q2_K's order)."""
    d, t = _ternary(x)
    return torch.cat([pack_crumbs(t), half_bytes(d)], dim=-1)


def encode_tq1_0(x: torch.Tensor) -> torch.Tensor:
    """d = max|x|, trits t = roundf(x / d) + 1 packed 5 (then 4) a byte as ceil(v * 256 / 243)."""
    n = x.shape[0]
    d, t = _ternary(x)

    def pack(trits, digits, width):
        pows = torch.tensor([81, 27, 9, 3, 1][:digits], dtype=torch.int32).view(1, digits, 1)
        v = (trits.reshape(n, digits, width).int() * pows).sum(1) & 0xFF   # uint8 arithmetic
        return ((v * 256 + 242) // 243).to(torch.uint8)

    qs0 = pack(t[:, :160], 5, 32)
    qs1 = pack(t[:, 160:240], 5, 16)
    qh = pack(t[:, 240:], 4, 4)
    return torch.cat([qs0, qs1, qh, half_bytes(d)], dim=-1)


def encode_bf16(x: torch.Tensor) -> torch.Tensor:
    """float32 -> bfloat16 bytes: round to nearest even; NaNs stay NaN (made quiet)."""
    n = x.contiguous().view(torch.int32).long() & 0xFFFFFFFF
    nan = (n & 0x7FFFFFFF) > 0x7F800000
    n = torch.where(nan, (n & 0xFFFF0000) | (64 << 16), n)
    n = (n + (0x7FFF + ((n >> 16) & 1))) >> 16
    return n.to(torch.int32).to(torch.int16).contiguous().view(torch.uint8)


def encode_f16(x: torch.Tensor) -> torch.Tensor:
    return half_bytes(x)


def encode_f32(x: torch.Tensor) -> torch.Tensor:
    return x.contiguous().view(torch.uint8)


ENCODERS = {
    "F32": encode_f32, "F16": encode_f16, "BF16": encode_bf16,
    "Q4_0": encode_q4_0, "Q4_1": encode_q4_1, "Q5_0": encode_q5_0, "Q5_1": encode_q5_1,
    "Q8_0": encode_q8_0, "MXFP4": encode_mxfp4, "TQ1_0": encode_tq1_0, "TQ2_0": encode_tq2_0,
}
