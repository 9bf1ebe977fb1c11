"""Grouped-query attention over an optional slotted KV cache.

One call handles a plain causal pass, a padded batch (a boolean mask) and a cached
step (the cache writes this step's keys/values into each row's slot and hands back the
slot's whole prefix). `attend` is the fast path, `attend_reference` the eager oracle.
"""
from dataclasses import dataclass, field

import torch
import torch.nn.functional as F
from torch import nn

from engine.layers.basic import apply_rotary


@dataclass
class AttentionInputs:
    """What every layer's attention needs for one forward pass (built once per pass).

    mask: bool [B, 1, T, S] (True = may attend) or None for plain causal attention.
    cache, step: a KVCache and its `begin(...)` plan for this pass, or None.
    window_mask: the mask of sliding-window layers (keys beyond the window hidden too;
    its S may differ from `mask`'s when the cache keeps those layers apart), or None.
    valid: bool [B, T] (False = pad) of an uncached padded batch, for layers that run
    along the sequence instead of masking keys (recurrent layers), or None.
    kv: layer -> (keys, values) a layer leaves for later layers of this pass to attend over
    (Gemma 4's shared key/values).
    """
    mask: torch.Tensor | None = None
    cache: object = None
    step: object = None
    window_mask: torch.Tensor | None = None
    valid: torch.Tensor | None = None
    kv: dict = field(default_factory=dict)


def attend(q, k, v, mask, scale=None, sinks=None, backend=None, window=None, softcap=None):
    """softmax(q k^T * scale) v with GQA: q [B, H, T, hd], k/v [B, Hkv, S, hd]; the scale
    defaults to 1/sqrt(hd). `sinks` [H] (gpt-oss): a learned logit per head that joins
    every softmax's denominator and contributes no value (`attend_with_sinks`). `softcap`
    (Gemma 2): scores become softcap * tanh(scores / softcap) before the mask
    (`attend_capped`, scores written out: no fused kernel caps them).
    `backend` (engine/kernels/backend.py): a maskless prefill takes its causal kernel where it
    has one (`Backend.attend_causal`), window and sinks included.

    mask: bool [B, 1, T, S] or None (causal, query t seeing keys 0 .. S - T + t: after a
    cached prefix of S - T keys; for T = 1 every key is visible). `window` (with no mask,
    T > 1): keys in position order, query t sees only the last `window` of those. With a mask,
    or in decode (T = 1), the G = H / Hkv query heads that share a key head are folded into
    the query-length axis (q viewed as [B, Hkv, G*T, hd]), so keys are never repeated or
    copied; a maskless prefill uses the kernel's causal mode and its own GQA support.
    """
    B, H, T, hd = q.shape
    if softcap is not None:
        return attend_capped(q, k, v, mask, scale, softcap, window)
    if backend is not None and mask is None:
        fast = backend.attend_causal(q, k, v, scale, window, sinks)
        if fast is not None:
            return fast
    if window is not None and mask is None and T > 1:
        mask = causal_band(T, k.shape[2], window, q.device)
    if sinks is not None:
        return attend_with_sinks(q, k, v, mask, scale, sinks)
    n_kv, S = k.shape[1], k.shape[2]
    if mask is None and 1 < T < S:    # causal after a prefix: the diagonal is not is_causal's
        mask = torch.ones(T, S, dtype=torch.bool, device=q.device).tril(S - T)[None, None]
    if H == n_kv or (mask is None and T > 1):
        return F.scaled_dot_product_attention(q, k, v, attn_mask=mask, is_causal=mask is None and T > 1,
                                              enable_gqa=H != n_kv, scale=scale)
    G = H // n_kv
    qg = q.reshape(B, n_kv, G * T, hd)                     # heads h = kv*G + g
    if mask is not None and T > 1:
        mask = mask[:, :, None].expand(B, 1, G, T, mask.shape[-1]).reshape(B, 1, G * T, -1)
    out = F.scaled_dot_product_attention(qg, k, v, attn_mask=mask, scale=scale)
    return out.reshape(B, H, T, v.shape[-1])     # values may be narrower than keys (latent attention)


def causal_band(T: int, S: int, window: int, device=None) -> torch.Tensor:
    """bool [1, 1, T, S]: query t (position S - T + t) sees keys S - T + t - window < j <= S - T + t."""
    t = torch.arange(T, device=device)[:, None] + (S - T)
    j = torch.arange(S, device=device)[None]
    return ((j <= t) & (j > t - window))[None, None]


def attend_with_sinks(q, k, v, mask, scale, sinks):
    """`attend` with a sink logit per head: the sink is one more key, of score sinks[h] and
    value 0, so the softmax over [scores, sink] leaves the real keys' weights summing to
    less than 1. Keys and values gain that zero row (a copy), the mask becomes a float bias
    [B, H, T, S + 1], and the GQA heads fold into the query axis as in `attend`."""
    B, H, T, hd = q.shape
    n_kv, S = k.shape[1], k.shape[2]
    if mask is None:
        mask = torch.ones(T, S, dtype=torch.bool, device=q.device).tril(S - T)[None, None]
    bias = torch.zeros(mask.shape[0], 1, T, S, dtype=q.dtype, device=q.device).masked_fill(~mask, float("-inf"))
    sink = sinks.to(q.dtype)[None, :, None, None].expand(bias.shape[0], H, T, 1)
    bias = torch.cat((bias.expand(-1, H, T, S), sink), dim=-1)           # (B|1, H, T, S + 1)
    zero = k.new_zeros(B, n_kv, 1, hd)
    k, v = torch.cat((k, zero), dim=2), torch.cat((v, zero), dim=2)
    G = H // n_kv
    qg = q.reshape(B, n_kv, G * T, hd)                     # heads h = kv*G + g
    bias = bias.reshape(bias.shape[0], n_kv, G * T, S + 1)
    out = F.scaled_dot_product_attention(qg, k, v, attn_mask=bias, scale=scale)
    return out.reshape(B, H, T, hd)


def attend_reference(q, k, v, mask, scale=None, sinks=None):
    """Eager float32 attention: repeat key heads, mask, softmax (over the scores and each
    head's sink logit, when given, the sink's share then dropped). The oracle for `attend`."""
    B, H, T, hd = q.shape
    G = H // k.shape[1]
    k, v = k.repeat_interleave(G, dim=1).float(), v.repeat_interleave(G, dim=1).float()
    scores = q.float() @ k.transpose(-1, -2) * (hd ** -0.5 if scale is None else scale)   # (B, H, T, S)
    if mask is None:
        S = k.shape[2]
        mask = torch.ones(T, S, dtype=torch.bool, device=q.device).tril(S - T)
    scores = scores.masked_fill(~mask, float("-inf"))
    if sinks is None:
        return (scores.softmax(-1) @ v).to(q.dtype)
    sink = sinks.float()[None, :, None, None].expand(B, H, T, 1)
    probs = torch.cat((scores, sink), dim=-1).softmax(-1)[..., :-1]
    return (probs @ v).to(q.dtype)


def attend_capped(q, k, v, mask, scale, softcap, window=None):
    """`attend` with soft-capped scores (the textbook form: keys repeated for GQA, scores
    [B, H, T, S] in float32)."""
    B, H, T, hd = q.shape
    n_kv, S = k.shape[1], k.shape[2]
    if mask is None and T > 1:       # causal after a prefix of S - T keys, banded with a window
        mask = (causal_band(T, S, window, q.device) if window is not None else
                torch.ones(T, S, dtype=torch.bool, device=q.device).tril(S - T)[None, None])
    k = k.repeat_interleave(H // n_kv, dim=1).float()
    v = v.repeat_interleave(H // n_kv, dim=1).float()
    scores = q.float() @ k.transpose(-1, -2) * (hd ** -0.5 if scale is None else scale)
    scores = softcap * torch.tanh(scores / softcap)
    if mask is not None:
        scores = scores.masked_fill(~mask, float("-inf"))
    return (scores.softmax(-1) @ v).to(q.dtype)


class Attention(nn.Module):
    """Multi-head attention with H query heads and Hkv key/value heads (GQA).

    Architectures differ only in biases, in `qk_norm` (Qwen3 normalises each head of q
    and k before the rotation), in `window` (a sliding-window layer attends to the last
    `window` positions, its own included, through `inputs.window_mask`), in `scale`
    (of the scores; None is 1/sqrt(head_dim)), in `sinks` (gpt-oss: a logit per head joining
    the softmax), in `softcap` (Gemma 2's capped scores) and in `gated` (Qwen3.5: q_proj gives each head its query, then as many gate
    values, and the heads' output is multiplied by sigmoid(gate) before o_proj); they
    subclass this rather than fork it.
    """
    window: int | None = None
    scale: float | None = None
    softcap: float | None = None   # Gemma 2: scores -> softcap * tanh(scores / softcap)
    gated: bool = False
    backend = None         # set with the model's (set_backend): which kernels `attend` may take

    def __init__(self, config, qkv_bias: bool = False, o_bias: bool = False):
        super().__init__()
        D, hd = config.hidden_size, config.head_dim
        self.n_heads, self.n_kv_heads, self.head_dim = config.num_attention_heads, config.num_key_value_heads, hd
        self.q_proj = nn.Linear(D, self.n_heads * hd * (2 if self.gated else 1), bias=qkv_bias)
        self.k_proj = nn.Linear(D, self.n_kv_heads * hd, bias=qkv_bias)
        self.v_proj = nn.Linear(D, self.n_kv_heads * hd, bias=qkv_bias)
        self.o_proj = nn.Linear(self.n_heads * hd, D, bias=o_bias)
        self.register_parameter("sinks", None)     # [H] sink logits where an architecture has them

    def qk_norm(self, q, k):
        """q [B, T, H, hd], k [B, T, Hkv, hd] before rotation; identity here."""
        return q, k

    def forward(self, x, cos, sin, layer: int, inputs: AttentionInputs):
        """x [B, T, D], cos/sin [B, T, hd] -> [B, T, D]; with a cache, this step's k/v are
        stored in layer `layer` of it and attention runs over each slot's prefix.
        (Your engine: Chapter 42)"""
        B, T, _ = x.shape
        q = self.q_proj(x)
        if self.gated:                                                # per head: query, then gate
            q, gate = q.view(B, T, self.n_heads, 2 * self.head_dim).chunk(2, dim=-1)
        q = q.reshape(B, T, self.n_heads, self.head_dim)
        k = self.k_proj(x).view(B, T, self.n_kv_heads, self.head_dim)
        v = self.v_proj(x).view(B, T, self.n_kv_heads, self.head_dim)
        q, k = self.qk_norm(q, k)
        q = apply_rotary(q.transpose(1, 2), cos, sin, self.backend)   # (B, H, T, hd)
        k = apply_rotary(k.transpose(1, 2), cos, sin, self.backend)   # (B, Hkv, T, hd)
        v = v.transpose(1, 2)
        if inputs.cache is not None:
            k, v = inputs.cache.update(layer, k, v, inputs.step)      # (B, Hkv, S, hd)
            q = inputs.cache.queries(q)          # as quantized keys' dot products see them
        mask = inputs.window_mask if self.window else inputs.mask
        window = self.window if self.window and getattr(inputs.step, "band", False) else None   # keys in order
        out = attend(q, k, v, mask, self.scale, self.sinks, self.backend, window, self.softcap)
        if inputs.cache is not None:
            out = inputs.cache.attended(out)     # out of a rotated values' basis
        out = out.transpose(1, 2).reshape(B, T, -1)                   # (B, T, H*hd)
        if self.gated:
            out = out * torch.sigmoid(gate.reshape(B, T, -1))
        return self.o_proj(out)

    def step_spec(self) -> dict:
        """For the fused decode step (kernels/cpu/step_program.py): projections, per-head
        q/k norms (none here), score scale (None: 1/sqrt(head_dim)), sliding window,
        per-head sink logits (gpt-oss; None: none), the output gate (Qwen3.5), and what the
        step does not compute yet (score capping)."""
        return {"op": "attention", "q": self.q_proj, "k": self.k_proj, "v": self.v_proj, "o": self.o_proj,
                "q_norm": None, "k_norm": None, "scale": self.scale, "window": self.window,
                "sinks": self.sinks, "gated": self.gated or None, "softcap": self.softcap}
