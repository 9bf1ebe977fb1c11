"""Pure-PyTorch references for the CPU kernels: decode the whole weight, then matmul.

These are what the C kernels must equal (within float32 rounding) and what callers use
when the library cannot be built.
"""
import torch


def ggml_gemm_reference(x: torch.Tensor, raw: torch.Tensor, type_name: str) -> torch.Tensor:
    """x [..., K] @ W.T with W = ggml_quants.dequantize(raw) [N, K] -> float32 [..., N]."""
    from engine.blocks.registry import BLOCK, dequantize
    qk, size = BLOCK[type_name]
    N, K = raw.shape[0], raw.shape[1] // size * qk
    w = dequantize(raw, type_name, (N, K))
    return x.float() @ w.T


def affine_weight(codes: torch.Tensor, scales: torch.Tensor, offsets: torch.Tensor,
                  group_size: int, packed: bool) -> torch.Tensor:
    """float32 [N, K]: w[r, c] = codes[r, c] * scales[r, c // g] + offsets[r, c // g]."""
    if packed:  # even column in the low nibble
        codes = torch.stack([codes & 15, codes >> 4], dim=-1).reshape(codes.shape[0], -1)
    scale = scales.float().repeat_interleave(group_size, dim=1)
    offset = offsets.float().repeat_interleave(group_size, dim=1)
    return codes.float() * scale + offset


def affine_gemm_reference(x, codes, scales, offsets, group_size, packed) -> torch.Tensor:
    """x [..., K] @ affine_weight(...).T -> float32 [..., N]."""
    return x.float() @ affine_weight(codes, scales, offsets, group_size, packed).T


# ---- int8 activations (q8.py): llama.cpp's activation formats in PyTorch ----

def _blocks(x: torch.Tensor, qk: int) -> torch.Tensor:
    return x.float().reshape(x.shape[0], -1, qk)


def _q8_32(xb: torch.Tensor):
    """Blocks of 32 [M, nb, 32] -> (d float32 [M, nb], codes float32): d = amax / 127,
    codes = round_half_even(x * (127 / amax)), as llama.cpp's AVX2 quantizer computes them."""
    amax = xb.abs().amax(-1)
    inv = torch.where(amax != 0, _div(127, amax), torch.zeros_like(amax))
    return amax / 127, torch.round(xb * inv[..., None])


def _div(numerator: float, t: torch.Tensor) -> torch.Tensor:
    """numerator / t correctly rounded (torch's `scalar / tensor` multiplies by a
    rounded reciprocal, which can differ from C's division in the last bit)."""
    return torch.full_like(t, numerator) / t


def quantize_activations_reference(x: torch.Tensor, type_name: str) -> torch.Tensor:
    """x [M, K] -> uint8 [M, row bytes] in Q8_0 / Q8_1 / Q8_K (or a weight type's partner
    format), bit for bit what the C quantizer and llama.cpp's CPU backend produce.

    Q8_0: f16 d | int8 q[32]; Q8_1 adds f16 s = d * sum(q) after d; Q8_K: f32 d = 1 / iscale,
    iscale = -127 / (first value of largest magnitude), q = min(127, round(iscale * x)),
    then 16 int16 sums of 16 codes. torch.round rounds half to even, like llama.cpp here.
    """
    from engine.kernels.cpu.q8 import ACT_BLOCKS, act_row_bytes, act_type_name
    act = act_type_name(type_name)
    _, qk, _ = ACT_BLOCKS[act]
    act_row_bytes(act, x.shape[-1])          # names K when it is not whole blocks
    xb = _blocks(x, qk)
    M, nb = xb.shape[:2]
    if act in ("Q8_0", "Q8_1"):
        d, q = _q8_32(xb)
        fields = [d.half().view(torch.uint8).reshape(M, nb, 2)]
        if act == "Q8_1":
            s = (d * q.sum(-1)).half()          # float32 product, then rounded to half
            fields.append(s.view(torch.uint8).reshape(M, nb, 2))
        fields.append(q.to(torch.int8).view(torch.uint8))
    else:
        mag = xb.abs()
        amax = mag.amax(-1, keepdim=True)
        first = (mag == amax).to(torch.uint8).argmax(-1, keepdim=True)   # first index on ties
        peak = xb.gather(-1, first)
        nonzero = amax != 0
        iscale = torch.where(nonzero, _div(-127, torch.where(nonzero, peak, torch.ones_like(peak))),
                             torch.zeros_like(peak))
        q = torch.round(iscale * xb).clamp(max=127)
        d = torch.where(nonzero, _div(1, torch.where(nonzero, iscale, torch.ones_like(iscale))),
                        torch.zeros_like(iscale))
        sums = q.reshape(M, nb, 16, 16).sum(-1).to(torch.int16)
        fields = [d.view(torch.uint8).reshape(M, nb, 4), q.to(torch.int8).view(torch.uint8),
                  sums.view(torch.uint8).reshape(M, nb, 32)]
    return torch.cat(fields, dim=-1).reshape(M, -1)


def _act_fields(xq: torch.Tensor, act: str, K: int):
    """(d float32 [M, nb], codes float32 [M, nb, qk], block bytes [M, nb, size])."""
    from engine.kernels.cpu.q8 import ACT_BLOCKS
    _, qk, size = ACT_BLOCKS[act]
    b = xq.reshape(xq.shape[0], K // qk, size)
    if act == "Q8_K":
        d = b[..., :4].contiguous().view(torch.float32)[..., 0]
        q = b[..., 4:4 + qk]
    else:
        d = b[..., :2].contiguous().view(torch.float16)[..., 0].float()
        q = b[..., size - qk:]
    return d, q.contiguous().view(torch.int8).float(), b


def dequantize_activations(xq: torch.Tensor, type_name: str, K: int) -> torch.Tensor:
    """uint8 [M, row bytes] -> float32 [M, K]: d * q per block (Q8_1's s is not needed)."""
    from engine.kernels.cpu.q8 import act_type_name
    d, q, _ = _act_fields(xq, act_type_name(type_name), K)
    return (d[..., None] * q).reshape(xq.shape[0], K)


def q8_1_offset_term(xq: torch.Tensor, raw: torch.Tensor, type_name: str, K: int):
    """float32 [M, N] to add to dequantized(xq) @ W.T for Q4_1 / Q5_1, else None.

    Their weights are d * q + m per block of 32, and llama.cpp forms the m term from the
    activation block's stored f16 sum s (m * s), not from its codes (m * d * sum(q)). The
    difference, sum over blocks of m * (s - d * sum(q)), is up to 2^-11 of the m term:
    far above float32 rounding, so the reference carries it too.
    """
    if type_name not in ("Q4_1", "Q5_1"):
        return None
    d, q, b = _act_fields(xq, "Q8_1", K)
    s = b[..., 2:4].contiguous().view(torch.float16)[..., 0].float()
    size = raw.shape[1] // (K // 32)
    m = raw.reshape(raw.shape[0], K // 32, size)[..., 2:4].contiguous().view(torch.float16)[..., 0].float()
    return (s - d * q.sum(-1)) @ m.T


def ggml_gemm_q8_reference(x: torch.Tensor, raw: torch.Tensor, type_name: str) -> torch.Tensor:
    """x [..., K] quantized like llama.cpp (ACT_TYPES[type_name]), dequantized, @ W.T with
    W = ggml_quants.dequantize(raw) [N, K] (+ q8_1_offset_term) -> float32 [..., N]."""
    from engine.blocks.registry import BLOCK, dequantize
    from engine.kernels.cpu.q8 import act_type_name
    qk, size = BLOCK[type_name]
    N, K = raw.shape[0], raw.shape[1] // size * qk
    x2 = x.reshape(-1, K)
    act = act_type_name(type_name)
    xq = quantize_activations_reference(x2, act)
    y = dequantize_activations(xq, act, K) @ dequantize(raw, type_name, (N, K)).T
    offset = q8_1_offset_term(xq, raw, type_name, K)
    if offset is not None:
        y = y + offset
    return y.reshape(*x.shape[:-1], N)
