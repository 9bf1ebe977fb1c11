"""Pure-PyTorch references for the CPU kernels: decode the whole weight, then matmul.

These are what the C kernels must equal (within float32 rounding) and what callers use
when the library cannot be built.
"""
import torch


def ggml_gemm_reference(x: torch.Tensor, raw: torch.Tensor, type_name: str) -> torch.Tensor:
    """x [..., K] @ W.T with W = ggml_quants.dequantize(raw) [N, K] -> float32 [..., N]."""
    from engine.formats.ggml_quants import dequantize
    from . import KERNEL_TYPES
    _, qk, size = KERNEL_TYPES[type_name]
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
