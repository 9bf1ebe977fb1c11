"""A prompt's pass in C beside PyTorch's ops: attention (attend_prompt.h), RMSNorm rows and
the rotary turn (prompt_rows.h). The layers take these when their backend has the C
library (engine/layers/attention.py, basic.py).

- `attend_causal(q, k, v)`: q [B, H, T, hd], k/v [B, Hkv, S, hd] float32 (any strides, unit
  along hd), query t seeing keys 0 .. S - T + t (the last `window` of them with a window);
  returns [B, H, T, hd], laid out as
  [B, T, H, hd] so that the heads' concatenation after it is a view; the scores and
  weighted values as register-tiled products.
- `rms_norm_rows(x, weight, eps)`: x [..., n] contiguous float32.
- `rotate_heads(x, cos, sin)`: `apply_rotary`'s turn, the same bits, into [B, T, H, hd] memory.
- `glu_rows(gate, up, activation)`: a gated MLP's act(gate) * up, in place into `gate`.
"""
import ctypes

import torch

from engine.kernels.cpu.library import GATED_UNITS, _check, _path, require_library, thread_count


def _strides(t: torch.Tensor, what: str) -> ctypes.Array:
    if t.stride(-1) != 1 and t.shape[-1] > 1:
        raise ValueError(f"{what} must have unit stride along head_dim, found strides {t.stride()}")
    return (ctypes.c_int64 * 3)(*t.stride()[:3])


def attend_causal(q: torch.Tensor, k: torch.Tensor, v: torch.Tensor, scale: float | None = None,
                  path: str | None = None, threads: int | None = None, window: int | None = None,
                  sinks: torch.Tensor | None = None) -> torch.Tensor:
    """softmax(q k^T * scale + causal) v with GQA, float32 on the CPU; scale defaults to
    1/sqrt(hd). `window`: a sliding-window layer's, query t then sees only the last `window`
    of its keys (S - T + t - window < j <= S - T + t). `sinks` [H]: a logit per head that
    joins each softmax's denominator with no value (gpt-oss)."""
    if q.dim() != 4 or k.dim() != 4 or v.shape != k.shape:
        raise ValueError(f"attend_causal: q [B, H, T, hd] and k, v [B, Hkv, S, hd] expected, found "
                         f"{list(q.shape)}, {list(k.shape)}, {list(v.shape)}")
    B, H, T, hd = q.shape
    Hkv, S = k.shape[1], k.shape[2]
    if k.shape[0] != B or k.shape[3] != hd or Hkv < 1 or H % Hkv or S < T:
        raise ValueError(f"attend_causal: q {list(q.shape)} does not fit k/v {list(k.shape)} (same batch and "
                         f"head_dim, heads a multiple of key heads, at least as many keys as queries)")
    if window is not None and (not isinstance(window, int) or window < 1):
        raise ValueError(f"attend_causal: window must be a positive int or None, found {window!r}")
    if sinks is not None:
        if sinks.shape != (H,):
            raise ValueError(f"attend_causal: sinks [{H}] (one a query head) expected, found {list(sinks.shape)}")
        sinks = sinks.to(torch.float32).contiguous()
    if any(t.dtype != torch.float32 or t.device.type != "cpu" for t in (q, k, v)):
        raise ValueError(f"attend_causal: float32 CPU tensors expected, found {q.dtype}, {k.dtype}, {v.dtype}")
    out = torch.empty(B, T, H, hd).transpose(1, 2)
    if q.numel() == 0:
        return out
    what = "attend_causal: "
    _check(require_library().attend_causal(q.data_ptr(), _strides(q, what + "q"), k.data_ptr(), _strides(k, what + "k"),
                                           v.data_ptr(), _strides(v, what + "v"), out.data_ptr(), _strides(out, what + "out"),
                                           B, H, Hkv, T, S, window or 0, None if sinks is None else sinks.data_ptr(),
                                           hd, hd ** -0.5 if scale is None else float(scale),
                                           thread_count(threads), _path(path)), "attend_causal")
    return out


def rms_norm_rows(x: torch.Tensor, weight: torch.Tensor, eps: float, path: str | None = None,
                  threads: int | None = None) -> torch.Tensor:
    """weight * x / sqrt(mean(x^2) + eps) over the last dim; x contiguous float32 [..., n],
    weight float32 [n]."""
    n = x.shape[-1]
    if x.dtype != torch.float32 or not x.is_contiguous() or weight.dtype != torch.float32 or weight.shape != (n,):
        raise ValueError(f"rms_norm_rows: contiguous float32 x [..., {n}] and weight [{n}] expected, found "
                         f"{x.dtype} {list(x.shape)} (contiguous: {x.is_contiguous()}), {weight.dtype} "
                         f"{list(weight.shape)}")
    out = torch.empty_like(x)
    w = weight.contiguous()
    _check(require_library().rms_norm_rows(x.data_ptr(), x.numel() // max(n, 1), n, w.data_ptr(), float(eps),
                                           out.data_ptr(), thread_count(threads), _path(path)), "rms_norm_rows")
    return out


def glu_rows(gate: torch.Tensor, up: torch.Tensor, activation: str, path: str | None = None,
             threads: int | None = None, alpha: float = 0.0, limit: float = 0.0) -> torch.Tensor:
    """act(gate) * up written over `gate` and returned: gate and up contiguous float32
    [..., n] of one shape (two linear layers' outputs). `activation`: a gated unit's name
    in library.GATED_UNITS ("silu", "gelu_pytorch_tanh", "clamped_swiglu" with its alpha
    and limit)."""
    if activation not in GATED_UNITS:
        raise ValueError(f"glu_rows: activation must be one of {sorted(GATED_UNITS)}, found {activation!r}")
    n = gate.shape[-1]
    if (gate.dtype != torch.float32 or up.dtype != torch.float32 or gate.shape != up.shape
            or not gate.is_contiguous() or not up.is_contiguous()
            or gate.device.type != "cpu" or up.device.type != "cpu"):
        raise ValueError(f"glu_rows: contiguous float32 CPU gate and up of one shape expected, found "
                         f"{gate.dtype} {list(gate.shape)} on {gate.device} (contiguous: {gate.is_contiguous()}), "
                         f"{up.dtype} {list(up.shape)} on {up.device} (contiguous: {up.is_contiguous()})")
    if gate.numel():
        _check(require_library().glu_rows(GATED_UNITS[activation], gate.data_ptr(), n, up.data_ptr(), n,
                                          gate.numel() // n, n,
                                          float(alpha), float(limit), thread_count(threads), _path(path)),
               "glu_rows")
    return gate


def rotate_heads(x: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor, path: str | None = None,
                 threads: int | None = None) -> torch.Tensor:
    """`apply_rotary(x, cos, sin)` in one pass: x [B, H, T, hd] float32 (unit stride along hd),
    cos / signed sin [B, T, r] (r <= hd, even; dims past r pass unturned); the same bits as
    PyTorch's, into [B, T, H, hd] memory."""
    B, H, T, hd = x.shape
    r = cos.shape[-1]
    if (cos.shape != (B, T, r) or sin.shape != cos.shape or r > hd or r % 2
            or any(t.dtype != torch.float32 for t in (x, cos, sin))):
        raise ValueError(f"rotate_heads: float32 x [B, H, T, hd] and cos, sin [B, T, r] (r even, at most hd) "
                         f"expected, found {x.dtype} {list(x.shape)}, {cos.dtype} {list(cos.shape)}, "
                         f"{sin.dtype} {list(sin.shape)}")
    cos, sin = cos.contiguous(), sin.contiguous()
    out = torch.empty(B, T, H, hd).transpose(1, 2)
    _check(require_library().rotate_heads(x.data_ptr(), _strides(x, "rotate_heads: x"), cos.data_ptr(), sin.data_ptr(),
                                          r,
                                          out.data_ptr(), _strides(out, "rotate_heads: out"), B, H, T, hd,
                                          thread_count(threads), _path(path)), "rotate_heads")
    return out
