"""RMSNorm, rotary position embedding and the gated MLP (SwiGLU, GeGLU): the small pieces
every decoder layer here is made of."""
import math

import torch
import torch.nn.functional as F
from torch import nn


class RMSNorm(nn.Module):
    """x / rms(x) * weight over the last dim, normalised in float32 like transformers.
    The output keeps x's dtype even when the weight is float32 (as a GGUF load keeps it)."""

    backend = None     # set with the model's (set_backend): its rms_norm where it has a kernel

    def __init__(self, dim: int, eps: float = 1e-6):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(dim))
        self.eps = eps

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        """x [..., dim] -> [..., dim] in x's dtype: one fused kernel (`rms_norm_reference`
        spells it out).  (Your engine: Chapter 42)"""
        fast = self.backend.rms_norm(x, self.weight, self.eps) if self.backend is not None else None
        if fast is not None:          # a prompt's rows in one kernel pass
            return fast
        h = F.rms_norm(x.float(), self.weight.shape, eps=self.eps)
        return (self.weight * h.to(x.dtype)).to(x.dtype)   # float32 weights keep x's dtype

    def step_spec(self) -> dict:
        """What the fused decode step computes for this module (kernels/cpu/step_program.py):
        rmsnorm(x) * (weight + offset); the weight is used as stored (offset 0)."""
        return {"op": "norm", "weight": self.weight, "eps": self.eps, "offset": 0.0}


def rms_norm_reference(x: torch.Tensor, weight: torch.Tensor, eps: float) -> torch.Tensor:
    """x / sqrt(mean(x^2) + eps), in float32, cast back, times weight (transformers' order)."""
    h = x.float()
    h = h * torch.rsqrt(h.pow(2).mean(-1, keepdim=True) + eps)
    return (weight * h.to(x.dtype)).to(x.dtype)

def rope_inv_freq(head_dim: int, theta: float, scaling: dict | None = None) -> torch.Tensor:
    """float32 [head_dim // 2] rotary frequencies theta^(-2i / head_dim), scaled.

    Always built on the CPU (also inside `torch.device("meta")`): it is derived from
    the config, not loaded. Scalings: "linear" divides every frequency by `factor`;
    "llama3" divides low frequencies (wavelength above original_context / low_freq_factor)
    by `factor`, keeps high ones, and blends the band between (as transformers does);
    "yarn" (YaRN) blends each frequency between itself (pairs that turn more than
    `beta_fast` times over the original context) and itself / `factor` (fewer than
    `beta_slow` turns) along a linear ramp over the pair index; its cos/sin are also
    scaled, by `rope_attention_factor`.
    """
    exponents = torch.arange(0, head_dim, 2, dtype=torch.int64, device="cpu").float() / head_dim
    inv_freq = 1.0 / (theta ** exponents)
    kind = (scaling or {}).get("rope_type", "default")
    if kind == "default":
        return inv_freq
    if kind == "linear":
        return inv_freq / float(scaling["factor"])
    if kind == "llama3":
        factor = float(scaling["factor"])
        low, high = float(scaling["low_freq_factor"]), float(scaling["high_freq_factor"])
        context = float(scaling["original_max_position_embeddings"])
        wavelen = 2 * math.pi / inv_freq
        scaled = torch.where(wavelen > context / low, inv_freq / factor, inv_freq)
        smooth = (context / wavelen - low) / (high - low)
        blended = (1 - smooth) * scaled / factor + smooth * scaled
        medium = (wavelen >= context / high) & (wavelen <= context / low)
        return torch.where(medium, blended, scaled)
    if kind == "yarn":
        missing = [f for f in ("factor", "original_max_position_embeddings") if scaling.get(f) is None]
        if missing:
            raise ValueError(f"rope_scaling: yarn needs {missing}, found {sorted(scaling)}")
        factor = float(scaling["factor"])
        context = float(scaling["original_max_position_embeddings"])
        fast, slow = float(scaling.get("beta_fast") or 32), float(scaling.get("beta_slow") or 1)

        def pair(turns):     # the pair index whose wavelength fits `turns` times in the context
            return head_dim * math.log(context / (turns * 2 * math.pi)) / (2 * math.log(theta))
        low, high = pair(fast), pair(slow)
        if scaling.get("truncate", True):    # llama.cpp always rounds the ramp's ends outwards
            low, high = math.floor(low), math.ceil(high)
        low, high = max(low, 0), min(high, head_dim - 1)
        ramp = ((torch.arange(head_dim // 2, dtype=torch.float32, device="cpu") - low) / max(high - low, 0.001)).clamp(0, 1)
        return inv_freq / factor * ramp + inv_freq * (1 - ramp)
    raise ValueError(f"rope_scaling: rope_type {kind!r} is not supported (expected default, linear, "
                     f"llama3 or yarn)")


def rope_attention_factor(scaling: dict | None) -> float:
    """What YaRN multiplies cos and sin by (so attention scores by its square):
    `attention_factor` when given, else 1 + 0.1 ln(factor); 1 for every other scaling."""
    if (scaling or {}).get("rope_type") != "yarn":
        return 1.0
    if scaling.get("attention_factor") is not None:
        return float(scaling["attention_factor"])
    factor = float(scaling["factor"])
    return 1.0 if factor <= 1 else 0.1 * math.log(factor) + 1.0


def rotary_cos_sin(inv_freq: torch.Tensor, positions: torch.Tensor, dtype: torch.dtype, scale: float = 1.0):
    """positions [B, T] -> (cos, signed sin) [B, T, head_dim] in `dtype`, angles in float32,
    both multiplied by `scale` (YaRN's attention factor; 1 otherwise).

    Both halves of the head use the same frequencies (rotate-half layout); the sine's
    first half is negated so that `apply_rotary` needs no negation or concatenation.
    """
    angles = positions.float()[..., None] * inv_freq.float()   # (B, T, hd/2)
    cos, sin = angles.cos(), angles.sin()
    if scale != 1.0:
        cos, sin = cos * scale, sin * scale
    return torch.cat((cos, cos), dim=-1).to(dtype), torch.cat((-sin, sin), dim=-1).to(dtype)


def apply_rotary(x: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor, backend=None) -> torch.Tensor:
    """Rotate x [B, H, T, hd] by its positions' angles; cos, signed sin [B, T, hd] (or
    [B, T, r] with r < hd: only the first r dims of each head rotate). With a `backend`
    that has a kernel for it (`Backend.rotate`), the heads turn in one pass there (the same bits).

    Pairs are (i, i + hd/2) ("rotate half", the Hugging Face layout; llama.cpp's Llama
    files interleave pairs instead, which is why their Q/K rows are un-permuted):
    (x1, x2) -> (x1 cos - x2 sin, x2 cos + x1 sin). Rolling x by hd/2 puts x2 beside x1
    and the signed sine supplies the minus (`apply_rotary_reference` writes it out).
    (Your engine: Chapter 42)
    """
    fast = backend.rotate(x, cos, sin) if backend is not None else None
    if fast is not None:
        return fast
    turned = cos.shape[-1]
    if turned < x.shape[-1]:     # partial rotary (Qwen3.5): the first `turned` dims turn, the rest pass
        return torch.cat((apply_rotary(x[..., :turned], cos, sin), x[..., turned:]), dim=-1)
    cos, sin = cos[:, None], sin[:, None]           # broadcast over heads
    return x * cos + x.roll(x.shape[-1] // 2, dims=-1) * sin


def apply_rotary_reference(x: torch.Tensor, positions: torch.Tensor, inv_freq: torch.Tensor):
    """x [B, H, T, hd], positions [B, T]: the rotation spelled out in float32 per half."""
    angles = positions.float()[:, None, :, None] * inv_freq.float()   # (B, 1, T, hd/2)
    x1, x2 = x.float().chunk(2, dim=-1)
    cos, sin = angles.cos(), angles.sin()
    return torch.cat((x1 * cos - x2 * sin, x2 * cos + x1 * sin), dim=-1).to(x.dtype)

# a gated MLP's activation by its Hugging Face name (`hidden_act` / `hidden_activation`)
GATE_ACTIVATIONS = {
    "silu": F.silu,
    "gelu_pytorch_tanh": lambda x: F.gelu(x, approximate="tanh"),   # GELU, tanh approximation
}


def clamped_swiglu(gate: torch.Tensor, up: torch.Tensor, alpha: float, limit: float) -> torch.Tensor:
    """gpt-oss's gated unit: the gate clamped from above and `up` on both sides at `limit`,
    then gate * sigmoid(alpha * gate) * (up + 1) (the +1 lets the up path pass the gate)."""
    gate, up = gate.clamp(max=limit), up.clamp(-limit, limit)
    return gate * torch.sigmoid(alpha * gate) * (up + 1)


def row_pieces(T: int, rows: int | None) -> list[tuple[int, int]]:
    """The pieces (start, end) of T rows when a layer takes at most about `rows` at once
    (None: all at once): every `rows`, a short tail (under half of `rows`) joining the piece
    before it, so no piece is small enough to take the decode kernels."""
    if not rows or T <= rows:
        return [(0, T)]
    starts = list(range(0, T, rows))
    if T % rows and T % rows < rows // 2:
        starts.pop()
    return list(zip(starts, starts[1:] + [T]))


class GatedMLP(nn.Module):
    """down(act(gate(x)) * up(x)): SwiGLU with silu (Llama, Qwen), GeGLU with the tanh
    GELU (Gemma). `activation` names the function in `GATE_ACTIVATIONS`."""

    backend = None     # set with the model's (set_backend): its gated_unit where it has a kernel

    def __init__(self, hidden: int, inner: int, activation: str = "silu"):
        super().__init__()
        if activation not in GATE_ACTIVATIONS:
            raise ValueError(f"gated MLP: activation {activation!r} is not supported (expected one of "
                             f"{sorted(GATE_ACTIVATIONS)})")
        self.activation, self.act, self.inner = activation, GATE_ACTIVATIONS[activation], inner
        self.gate_proj = nn.Linear(hidden, inner, bias=False)
        self.up_proj = nn.Linear(hidden, inner, bias=False)
        self.down_proj = nn.Linear(inner, hidden, bias=False)

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        """x [..., D] -> [..., D]. A long prompt's rows go through in pieces whose [rows, ffn]
        products fit the backend's `mlp_piece_bytes` (each row's numbers are its own: the
        same result)."""
        budget = getattr(self.backend, "mlp_piece_bytes", None)
        rows = max(1, budget // (4 * self.inner)) if budget else None
        pieces = row_pieces(x.shape[1], rows) if x.dim() == 3 else []
        if len(pieces) < 2 or x.requires_grad:
            return self.forward_rows(x)
        out = torch.empty_like(x)
        for a, b in pieces:
            out[:, a:b] = self.forward_rows(x[:, a:b])
        return out

    def forward_rows(self, x: torch.Tensor) -> torch.Tensor:
        """x [..., D] -> [..., D], all rows at once."""
        gate = self.gate_proj(x)
        b = self.backend
        rows = b is not None and x.dim() >= 3 and not gate.requires_grad      # [B, T, D] inference rows
        if rows and x.shape[1] > 1 and hasattr(self.up_proj, "glu_into"):
            # a prompt's rows: up's products go through the unit into gate as its GEMM makes
            # them, so the prompt's [T, ffn] floats of up are never held (the same numbers)
            hidden = self.up_proj.glu_into(x, gate, self.activation)
            if hidden is not None:
                del gate
                return self.down_proj(hidden)
        up = self.up_proj(x)
        # one kernel pass written over gate where the backend has one: no tensor for the
        # activation, none for the product
        hidden = b.gated_unit(gate, up, self.activation, prompt=x.shape[1] > 1) if rows else None
        if hidden is None:
            hidden = self.act(gate) * up
        del gate, up                          # a prompt's [T, ffn] rows: not held through down_proj
        return self.down_proj(hidden)

    def step_spec(self) -> dict:
        """For the fused decode step: the three projections and the activation's name."""
        return {"op": "gated_mlp", "activation": self.activation, "gate": self.gate_proj,
                "up": self.up_proj, "down": self.down_proj}


class SwiGLU(GatedMLP):
    """down(silu(gate(x)) * up(x)): the dense MLP of Llama, Qwen2 and Qwen3."""

    def __init__(self, hidden: int, inner: int):
        super().__init__(hidden, inner, "silu")
