"""Causal attention over a prompt in C (attend_prompt.h): the prefill's scores and
weighted values as register-tiled products, beside PyTorch's scaled_dot_product_attention.

`attend_causal(q, k, v)`: q [B, H, T, hd], k/v [B, Hkv, S, hd] float32 (any strides, unit
along hd), query t seeing keys 0 .. S - T + t; returns [B, H, T, hd], laid out as
[B, T, H, hd] so that the heads' concatenation after it is a view.
"""
import ctypes

import torch

from engine.kernels.cpu.library import _check, _path, require_library, thread_count


def _strides(t: torch.Tensor, what: str) -> ctypes.Array:
    if t.stride(-1) != 1:
        raise ValueError(f"attend_causal: {what} must have unit stride along head_dim, found strides {t.stride()}")
    return (ctypes.c_int64 * 3)(*t.stride()[:3])


def attend_causal(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, scale: float | None = None,
                  path: str | None = None, threads: int | None = None) -> torch.Tensor:
    """softmax(q k^T * scale + causal) v with GQA, float32 on the CPU; scale defaults to
    1/sqrt(hd). (Your engine: Chapter 40)"""
    if q.dim() != 4 or k.dim() != 4 or v.shape != k.shape:
        raise ValueError(f"attend_causal: q [B, H, T, hd] and k, v [B, Hkv, S, hd] expected, found "
                         f"{list(q.shape)}, {list(k.shape)}, {list(v.shape)}")
    B, H, T, hd = q.shape
    Hkv, S = k.shape[1], k.shape[2]
    if k.shape[0] != B or k.shape[3] != hd or Hkv < 1 or H % Hkv or S < T:
        raise ValueError(f"attend_causal: q {list(q.shape)} does not fit k/v {list(k.shape)} (same batch and "
                         f"head_dim, heads a multiple of key heads, at least as many keys as queries)")
    if any(t.dtype != torch.float32 or t.device.type != "cpu" for t in (q, k, v)):
        raise ValueError(f"attend_causal: float32 CPU tensors expected, found {q.dtype}, {k.dtype}, {v.dtype}")
    out = torch.empty(B, T, H, hd).transpose(1, 2)
    if q.numel() == 0:
        return out
    _check(require_library().attend_causal(q.data_ptr(), _strides(q, "q"), k.data_ptr(), _strides(k, "k"),
                                v.data_ptr(), _strides(v, "v"), out.data_ptr(), _strides(out, "out"),
                                B, H, Hkv, T, S, hd, hd ** -0.5 if scale is None else float(scale),
                                thread_count(threads), _path(path)), "attend_causal")
    return out
