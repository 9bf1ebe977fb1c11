"""Mamba-2: a selective state-space layer whose memory is a fixed-size matrix per head (IBM
Granite 4.0's recurrent layers; Dao and Gu, "Transformers are SSMs", 2024).

One projection of x gives z (the output gate), xBC and dt (one number per head). xBC goes
through a depthwise causal convolution (kernel K, plus a bias, then SiLU) and splits into
x [H heads of P], B and C [G groups of N] (head h reads group h // (H / G)). Per token t
each head keeps a state S [P, N] and does

    a_t = exp(dt_t * A)                        decay (A = -exp(A_log) < 0, one number per head)
    S  <- a_t * S + dt_t * x_t^T B_t           write x_t at B_t
    y_t = S C_t + D * x_t                      read at C_t, plus a skip

with dt_t = softplus(dt_t + dt_bias). The output is y * silu(z), RMS-normalised per group
of d_inner / G channels (transformers' MambaRMSNormGated, llama.cpp's ssm_norm), then
projected back.

`ssm_scan` is the reference (and a decode step's) form, token by token; `chunk_ssm_scan`
computes the same sums a chunk of tokens at a time for a prompt: with a scalar decay per
head there is nothing to solve inside a chunk, only cumulative decays (Mamba-2's SSD form).
Both take the state a cache slot holds and return the state after the row's valid tokens
(a token that is not valid gets dt = 0: no decay and no write), so a padded batch, a
prompt in chunks and one-token steps give the same numbers as one pass.
"""
import torch
import torch.nn.functional as F
from torch import nn

from engine.layers.delta_net import DepthwiseConv, causal_conv, padded_rows


def _heads(t, H: int):
    """B or C [B, T, G, N] -> [B, T, H, N]: head h reads group h // (H / G)."""
    G = t.shape[2]
    return t if G == H else t.repeat_interleave(H // G, dim=2)


def ssm_scan(x, dt, A, B, C, state=None, valid=None):
    """The recurrence of the module docstring (no D skip), token by token, in float32.

    x [B, T, H, P], dt [B, T, H] (after softplus), A [H], B, C [B, T, G, N], state
    [B, H, P, N] (zeros when None), valid [B, T] bool or None -> (y [B, T, H, P] float32,
    the final state).
    """
    Bsz, T, H, P = x.shape
    x, dt, A = x.float(), dt.float(), A.float()
    if valid is not None:
        dt = dt * valid[..., None].to(dt.device)
    B, C = _heads(B.float(), H), _heads(C.float(), H)                     # (B, T, H, N)
    S = x.new_zeros(Bsz, H, P, B.shape[-1]) if state is None else state.float()
    out = x.new_empty(Bsz, T, H, P)
    for t in range(T):
        decay = (dt[:, t] * A).exp()[..., None, None]                      # (B, H, 1, 1)
        S = S * decay + (dt[:, t, :, None] * x[:, t])[..., None] * B[:, t, :, None, :]
        out[:, t] = (S @ C[:, t, :, :, None])[..., 0]
    return out, S


CHUNK = 64   # tokens a chunk of `chunk_ssm_scan` computes at once


def chunk_ssm_scan(x, dt, A, B, C, state=None, valid=None, chunk: int = CHUNK):
    """`ssm_scan` (same arguments and results) a chunk of tokens at a time.

    Inside a chunk of L tokens starting from state S0, with cumulative log-decays
    c_t = sum_{s <= t} dt_s A and M[t, s] = (C_t . B_s) exp(c_t - c_s) for s <= t:

        y_t = exp(c_t) C_t S0 + sum_{s <= t} M[t, s] dt_s x_s
        S_L = exp(c_L) S0 + sum_s exp(c_L - c_s) dt_s x_s^T B_s

    so only S goes chunk by chunk.
    """
    Bsz, T, H, P = x.shape
    x, dt, A = x.float(), dt.float(), A.float()
    if valid is not None:
        dt = dt * valid[..., None].to(dt.device)
    B, C = _heads(B.float(), H), _heads(C.float(), H)
    N = B.shape[-1]
    L = min(chunk, T)
    n = -(-T // L)
    pad = n * L - T                        # zero tokens at the end: dt = 0, no decay, no write
    if pad:
        x, B, C = (F.pad(t, (0, 0, 0, 0, 0, pad)) for t in (x, B, C))
        dt = F.pad(dt, (0, 0, 0, pad))
    # chunk-major (n, B, H, L, d)
    x, B, C = (t.reshape(Bsz, n, L, H, -1).permute(1, 0, 3, 2, 4) for t in (x, B, C))
    dt = dt.reshape(Bsz, n, L, H).permute(1, 0, 3, 2)                    # (n, B, H, L)
    c = (dt * A[:, None]).cumsum(-1)                                      # (n, B, H, L)
    lower = torch.ones(L, L, dtype=torch.bool, device=x.device).tril()
    decay = (c[..., :, None] - c[..., None, :]).masked_fill(~lower, float("-inf")).exp()   # (n, B, H, L, L)
    M = (C @ B.transpose(-1, -2)) * decay
    xdt = x * dt[..., None]                                               # (n, B, H, L, P)
    within = M @ xdt                                                      # (n, B, H, L, P)
    Cg = C * c[..., None].exp()                                           # (n, B, H, L, N)
    tail = (xdt * (c[..., -1:] - c).exp()[..., None]).transpose(-1, -2)   # (n, B, H, P, L)
    last = c[..., -1].exp()                                               # (n, B, H)
    S = x.new_zeros(Bsz, H, P, N) if state is None else state.float()
    out = x.new_empty(n, Bsz, H, L, P)
    for k in range(n):
        out[k] = within[k] + Cg[k] @ S.transpose(-1, -2)
        S = last[k, ..., None, None] * S + tail[k] @ B[k]
    return out.permute(1, 0, 3, 2, 4).reshape(Bsz, n * L, H, P)[:, :T], S


class GroupedGatedRMSNorm(nn.Module):
    """rmsnorm(y * silu(z)) over each of `groups` groups of channels, times weight [d_inner]
    (llama.cpp files it as [G, d_inner / G]; read flat)."""

    def __init__(self, dim: int, groups: int, eps: float = 1e-6):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(dim))
        self.groups, self.eps = groups, eps

    def forward(self, y, z):
        """y, z [..., d_inner] -> [..., d_inner] in z's dtype (the gate in float32, as transformers)."""
        h = y.float() * F.silu(z.float())
        h = F.rms_norm(h.unflatten(-1, (self.groups, -1)), (h.shape[-1] // self.groups,), eps=self.eps)
        return (self.weight.reshape(-1) * h.flatten(-2).to(z.dtype)).to(z.dtype)   # float32 weights keep z's dtype

    def step_spec(self) -> dict:
        """For the fused decode step: rmsnorm(y * silu(z)) * weight over each of `groups`
        groups of channels."""
        return {"op": "gated_norm", "weight": self.weight, "eps": self.eps, "offset": 0.0, "groups": self.groups}


class Mamba2(nn.Module):
    """A Mamba-2 mixer: x [B, T, D] -> [B, T, D].

    Weights (as GGUF files store them): in_proj [2 d_inner + 2 G N + H, D] (z, xBC, dt),
    conv1d.weight [C, K] with C = d_inner + 2 G N, conv_bias [C], dt_bias [H], A [H]
    (= -exp(A_log), as llama.cpp's converter writes it), D [H], norm.weight [d_inner],
    out_proj [D, d_inner]. Config fields: hidden_size, mamba_n_heads (H), mamba_d_head (P),
    mamba_n_groups (G), mamba_d_state (N), mamba_d_conv (K), mamba_conv_bias, rms_norm_eps.
    """

    def __init__(self, config):
        super().__init__()
        D = config.hidden_size
        self.H, self.P = config.mamba_n_heads, config.mamba_d_head
        self.G, self.N = config.mamba_n_groups, config.mamba_d_state
        self.d_inner = self.H * self.P
        self.conv_dim = self.d_inner + 2 * self.G * self.N
        self.in_proj = nn.Linear(D, self.d_inner + self.conv_dim + self.H, bias=False)
        self.conv1d = DepthwiseConv(self.conv_dim, config.mamba_d_conv)
        self.conv_bias = nn.Parameter(torch.zeros(self.conv_dim)) if config.mamba_conv_bias else None
        self.dt_bias = nn.Parameter(torch.ones(self.H))
        # full, not -ones: negating a meta tensor imports torch._dynamo, seconds of every load
        self.A = nn.Parameter(torch.full((self.H,), -1.0))
        self.D = nn.Parameter(torch.ones(self.H))
        self.norm = GroupedGatedRMSNorm(self.d_inner, self.G, config.rms_norm_eps)
        self.out_proj = nn.Linear(self.d_inner, D, bias=False)

    def forward(self, x, layer: int, inputs):
        """x [B, T, D]; with `inputs.cache`, the layer's conv and SSM states of each row's slot
        are read, advanced over the row's `step.lengths[b]` tokens and written back.
        (Your engine: Chapter 42)"""
        Bsz, T, _ = x.shape
        cache, step = inputs.cache, inputs.step
        x, lengths, valid = padded_rows(x, inputs)
        z, xbc, dt = self.in_proj(x).split([self.d_inner, self.conv_dim, self.H], dim=-1)
        conv_state, state = cache.recurrent(layer, step) if cache is not None else (None, None)
        xbc, conv_state = causal_conv(xbc, self.conv1d.weight, conv_state, lengths)
        if self.conv_bias is not None:
            xbc = xbc + self.conv_bias.to(xbc.dtype)
        xbc = F.silu(xbc)
        xs, B, C = xbc.split([self.d_inner, self.G * self.N, self.G * self.N], dim=-1)
        xs = xs.reshape(Bsz, T, self.H, self.P)
        dt = F.softplus(dt.float() + self.dt_bias.float().reshape(-1))
        scan = chunk_ssm_scan if T > 1 else ssm_scan
        y, state = scan(xs, dt, self.A.reshape(-1), B.reshape(Bsz, T, self.G, self.N),
                        C.reshape(Bsz, T, self.G, self.N), state, valid)
        if cache is not None:
            cache.store(layer, step, conv_state, state)
        y = y + self.D.float().reshape(-1, 1) * xs.float()
        y = self.norm(y.reshape(Bsz, T, self.d_inner), z)
        return self.out_proj(y)

    def step_spec(self) -> dict:
        """For the fused decode step (kernels/cpu/step_mamba.py): in_proj, the conv weight
        [C, K] and bias (None: none), A, D, dt_bias, the grouped gated norm, out_proj, and the
        sizes (H, P, G, N)."""
        return {"op": "mamba2", "in": self.in_proj, "conv": self.conv1d.weight, "conv_bias": self.conv_bias,
                "A": self.A, "D": self.D, "dt_bias": self.dt_bias, "norm": self.norm, "out": self.out_proj,
                "heads": (self.H, self.P, self.G, self.N)}
