"""Encoders: float weights -> GGML blocks, looked up by type name in `ENCODERS`.

The round-to-nearest types (F32, F16, BF16, Q4_0, Q4_1, Q5_0, Q5_1, Q8_0, MXFP4, TQ1_0,
TQ2_0) reproduce llama.cpp's reference encoders (and gguf-py) byte for byte: the same
float32 operations, the same rounding (`roundf` = half away from zero, C casts = trunc),
the same tie-breaking (first maximum). The searching encoders (K-quants, IQ4) live in
ggml_kencoders. Every encoder maps float32 blocks [n_blocks, weights] -> uint8 [n_blocks, bytes].
"""
import torch

from .ggml_iquants import e8m0_half
from .ggml_tables import E2M1_VALUES


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


def pack_nibbles(q: torch.Tensor) -> torch.Tensor:
    """uint8 codes [n, 32] (0..15) -> [n, 16]: weight j low nibble, weight j + 16 high."""
    return q[:, :16] | (q[:, 16:] << 4)


def pack_bits(b: torch.Tensor) -> torch.Tensor:
    """uint8 0/1 [n, 8k] -> [n, k]: bit j of byte i is element 8i + j."""
    n = b.shape[0]
    weights = (1 << torch.arange(8, dtype=torch.int32)).to(torch.uint8)
    return (b.reshape(n, -1, 8) * weights).sum(-1, dtype=torch.int32).to(torch.uint8)


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
    return torch.cat([half_bytes(d), pack_nibbles(q)], dim=-1)


def encode_q4_1(x: torch.Tensor) -> torch.Tensor:
    """d = (max - min) / 15, m = min, q = min(15, trunc((x - min) / d + 0.5))."""
    mx, mn = x.amax(-1, keepdim=True), x.amin(-1, keepdim=True)
    d = (mx - mn) / 15
    q = _trunc_u8((x - mn) * _inverse(d) + 0.5, 15)
    return torch.cat([half_bytes(d), half_bytes(mn), pack_nibbles(q)], dim=-1)


def _q5_parts(q: torch.Tensor):
    """5-bit codes [n, 32] -> (qh uint8 [n, 4] (bit i = bit 4 of code i), qs [n, 16])."""
    return pack_bits(q >> 4), pack_nibbles(q & 0x0F)


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
    return torch.cat([e, pack_nibbles(q)], dim=-1)


def _ternary(x: torch.Tensor):
    d = x.abs().amax(-1, keepdim=True)
    return d, (roundf(x * _inverse(d)) + 1).to(torch.uint8)


def encode_tq2_0(x: torch.Tensor) -> torch.Tensor:
    """d = max|x|, t = roundf(x / d) + 1 in 0..2, four 2-bit codes a byte (Q2_K's order)."""
    n = x.shape[0]
    d, t = _ternary(x)
    t = t.reshape(n, 2, 4, 32) << torch.tensor([0, 2, 4, 6], dtype=torch.uint8).view(1, 1, 4, 1)
    qs = (t[:, :, 0] | t[:, :, 1] | t[:, :, 2] | t[:, :, 3]).reshape(n, 64)
    return torch.cat([qs, half_bytes(d)], dim=-1)


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


def uses_importance(type_name: str) -> bool:
    """Whether an importance vector changes how `type_name` is encoded (as in llama.cpp:
    the searching K-quant / IQ4 encoders and the weighted Q4_0, Q4_1, Q5_0, Q5_1 search;
    Q8_0, F16, MXFP4 ... ignore it)."""
    from . import ggml_kencoders, ggml_wencoders
    return type_name in ggml_kencoders.ENCODERS or type_name in ggml_wencoders.ENCODERS


def encode(w: torch.Tensor, type_name: str, importance=None) -> torch.Tensor:
    """float [rows, cols] -> uint8 [rows, row_bytes]; see ggml_quants.quantize."""
    from . import ggml_kencoders, ggml_wencoders
    from .ggml_quants import BLOCK
    searching, weighted = ggml_kencoders.ENCODERS, ggml_wencoders.ENCODERS
    if type_name not in ENCODERS and type_name not in searching:
        known = ", ".join(sorted([*ENCODERS, *searching]))
        raise ValueError(f"no encoder for GGML type {type_name!r}; encodable: {known}")
    if w.dim() != 2:
        raise ValueError(f"quantize to {type_name} takes a [rows, cols] matrix, got shape {list(w.shape)}")
    rows, cols = w.shape
    n, size = BLOCK[type_name]
    if cols % n:
        raise ValueError(f"{type_name} rows must hold whole blocks of {n} weights; "
                         f"got rows of {cols} weights")
    x = w.detach().to(torch.float32).contiguous()
    if type_name in searching:
        q = searching[type_name](x, importance)
    elif importance is None:
        q = ENCODERS[type_name](x.reshape(-1, n))
    elif type_name in weighted:
        imp = torch.as_tensor(importance, dtype=torch.float32).reshape(-1)
        if imp.numel() != cols:
            raise ValueError(f"importance must hold one value per column ({cols}), got {imp.numel()}")
        q = weighted[type_name](x, imp)
    else:
        raise ValueError(f"{type_name} rounds to nearest and takes no importance; importance "
                         f"is used by {', '.join([*searching, *weighted])}")
    return q.reshape(rows, cols // n * size)
