"""Gated DeltaNet: linear attention whose memory is a fixed-size matrix per head (Qwen3.5's
recurrent layers; Yang et al., "Gated Delta Networks", 2024).

Per token t, with q, k L2-normalised per head and q scaled by dk^-1/2, each value head
keeps a state S [dk, dv] and does

    S <- exp(g_t) * S                          decay (g_t < 0, one number per head)
    S <- S + k_t^T (beta_t * (v_t - k_t S))    the delta rule: write v_t where k_t reads
    o_t = q_t S

so a sequence of any length costs O(1) memory. Before that, q, k and v come out of one
projection through a short causal depthwise convolution (kernel K, SiLU), which needs the
last K - 1 inputs of the sequence as its own state. The output is RMS-normalised per
head, multiplied by silu(z) (z: a second projection of the input) and projected back.

`causal_conv` and `gated_delta_rule` are the two sequence ops; each takes the state a
cache slot holds and returns the state after the row's valid tokens, so a padded batch,
a prompt in chunks and one-token decode steps all give the same numbers as one pass.
`gated_delta_rule` runs token by token: the reference form, and what a decode step uses.
`chunk_gated_delta_rule` computes the same sums a chunk of tokens at a time (prefill):
inside a chunk the delta rule's writes are solved for at once (the WY / UT form of the
Gated DeltaNet paper: one unit-triangular system per chunk), so the only sequential part
is one state update per chunk instead of one per token.
"""
import torch
import torch.nn.functional as F
from torch import nn

from engine.layers.basic import RMSNorm


def padded_rows(x, inputs):
    """A recurrent layer's input rows: (x with its pads zeroed, so that they feed zeros to the
    convolution; each row's count of new tokens, `step.lengths`, None without a cache step;
    the valid tokens [B, T], None when all are)."""
    T = x.shape[1]
    lengths, valid = None, inputs.valid
    if inputs.step is not None:
        lengths = inputs.step.lengths.to(x.device)
        # a decode step (no write indices) is one token in every row: no lengths to read back
        every = inputs.step.write is None or bool((lengths == T).all())
        valid = None if every else torch.arange(T, device=x.device) < lengths[:, None]
    if valid is not None:
        x = x * valid[..., None].to(x.dtype)
    return x, lengths, valid


def causal_conv(x, weight, state=None, lengths=None):
    """Depthwise causal convolution over the tokens.

    x [B, T, C], weight [C, K], state [B, C, K - 1] (the inputs before x; zeros when None)
    -> (y [B, T, C], the state after each row's first `lengths[b]` inputs [B, C, K - 1]).
    y[:, t, c] = sum_j weight[c, j] * xs[:, t + j, c] with xs = state followed by x, summed
    j = 0 first as llama.cpp's ssm_conv does: K multiply-adds of whole token rows shifted
    by j, the channels contiguous as the projection wrote them (a grouped conv1d wants them
    transposed, and took 2-3x the time on a 512-token prompt).
    """
    B, T, C = x.shape
    K = weight.shape[1]
    if state is None:
        state = x.new_zeros(B, C, K - 1)
    xs = torch.cat((state.to(x.dtype).transpose(1, 2), x), dim=1)      # (B, K - 1 + T, C)
    w = weight.to(x.dtype).t()                                          # (K, C)
    y = xs[:, :T] * w[0]
    for j in range(1, K):
        y.addcmul_(xs[:, j:j + T], w[j])
    if lengths is None:
        return y, xs[:, T:].transpose(1, 2)
    index = (lengths.to(x.device)[:, None] + torch.arange(K - 1, device=x.device))[..., None].expand(B, K - 1, C)
    return y, xs.gather(1, index).transpose(1, 2)


def gated_delta_rule(q, k, v, g, beta, state=None, valid=None):
    """The recurrence of the module docstring, token by token, in float32.

    q, k [B, T, H, dk] (already normalised and scaled), v [B, T, H, dv], g, beta [B, T, H],
    state [B, H, dk, dv] (zeros when None), valid [B, T] bool or None (a False token
    leaves the state as it was) -> (o [B, T, H, dv] float32, the final state).
    """
    B, T, H, dk = k.shape
    dv = v.shape[-1]
    q, k, v, g, beta = (t.float().transpose(1, 2) for t in (q, k, v, g, beta))   # (B, H, T, ...)
    S = q.new_zeros(B, H, dk, dv) if state is None else state.float()
    out = q.new_empty(B, H, T, dv)
    decay = g.exp()
    for t in range(T):
        k_t = k[:, :, t]                                                 # (B, H, dk)
        S_t = S * decay[:, :, t, None, None]
        read = (k_t[:, :, None] @ S_t)[:, :, 0]                          # (B, H, dv): k_t S
        delta = (v[:, :, t] - read) * beta[:, :, t, None]
        S_t = S_t + k_t[..., None] * delta[:, :, None]
        out[:, :, t] = (q[:, :, t, None] @ S_t)[:, :, 0]
        S = S_t if valid is None else torch.where(valid[:, t, None, None, None], S_t, S)
    return out.transpose(1, 2), S


CHUNK = 64   # tokens a chunk of `chunk_gated_delta_rule` solves at once


def chunk_gated_delta_rule(q, k, v, g, beta, state=None, valid=None, chunk: int = CHUNK):
    """`gated_delta_rule` (same arguments and results) a chunk of tokens at a time.

    Inside a chunk of C tokens starting from state S0, with G_t = g_1 + ... + g_t and
    D[t, j] = exp(G_t - G_j) for j <= t (0 above the diagonal), the rule writes
    u_t = beta_t (v_t - k_t exp(g_t) S_{t-1}) at k_t. Unrolling S_{t-1} makes the writes
    one unit lower-triangular system, (I + L) U = beta V - (beta exp(G) K) S0 with
    L[t, j] = beta_t D[t, j] (k_t . k_j) for j < t, and then

        O   = (exp(G) Q) S0 + ((Q K^T) * D) U
        S_C = exp(G_C) S0 + (exp(G_C - G) K)^T U

    The solves against the two right-hand sides need no state, so they run for every chunk
    together; only U, O and S go chunk by chunk. A token that is not `valid` gets g = 0 and
    beta = 0, which leaves the state exactly as it was (its output is not meaningful).
    """
    B, T, H, dk = k.shape
    dv = v.shape[-1]
    q, k, v, g, beta = (t.float() for t in (q, k, v, g, beta))                    # (B, T, H, ...)
    if valid is not None:
        keep = valid[..., None].to(g.device)                                      # (B, T, 1)
        g, beta = g * keep, beta * keep
    C = min(chunk, T)
    N = -(-T // C)
    pad = N * C - T                       # zero tokens at the end: no decay, no write
    if pad:
        q, k, v = (F.pad(t, (0, 0, 0, 0, 0, pad)) for t in (q, k, v))
        g, beta = F.pad(g, (0, 0, 0, pad)), F.pad(beta, (0, 0, 0, pad))
    # chunk-major (N, B, H, C, d), contiguous (one copy): chunk n's slices feed bmm as they are
    q, k, v = (t.reshape(B, N, C, H, -1).permute(1, 0, 3, 2, 4).contiguous() for t in (q, k, v))
    G = g.reshape(B, N, C, H).permute(1, 0, 3, 2).cumsum(-1)                      # (N, B, H, C)
    beta = beta.reshape(B, N, C, H).permute(1, 0, 3, 2)[..., None]
    lower = torch.ones(C, C, dtype=torch.bool, device=q.device).tril()
    D = (G[..., :, None] - G[..., None, :]).masked_fill(~lower, float("-inf")).exp()   # (N, B, H, C, C)
    L = (beta * _bmm(k, k, transpose=True) * D).tril(-1)
    inv = unit_lower_inverse(L)                                                  # (I + L)^-1
    U0, W = _bmm(inv, beta * v), _bmm(inv, beta * G[..., None].exp() * k)        # U = U0 - W S0
    QK = _bmm(q, k, transpose=True) * D                                          # (N, B, H, C, C)
    Qg = q * G[..., None].exp()
    KgT = (k * (G[..., -1:] - G).exp()[..., None]).transpose(-1, -2).contiguous()   # (N, B, H, dk, C)
    last = G[..., -1].exp()                                                      # (N, B, H)
    S = q.new_zeros(B, H, dk, dv) if state is None else state.float()
    out = q.new_empty(N, B, H, C, dv)
    for n in range(N):
        U = U0[n] - W[n] @ S                                                     # (B, H, C, dv)
        out[n] = Qg[n] @ S + QK[n] @ U
        S = last[n, ..., None, None] * S + KgT[n] @ U
    return out.permute(1, 2, 0, 3, 4).reshape(B, H, N * C, dv)[:, :, :T].transpose(1, 2), S


def _bmm(a, b, transpose=False):
    """a @ b (or a @ b^T) over every leading dim as one 3-D bmm: torch.matmul copies a
    transposed operand of more than three dims, bmm reads it in place."""
    lead = a.shape[:-2]
    a3, b3 = a.reshape(-1, *a.shape[-2:]), b.reshape(-1, *b.shape[-2:])
    return torch.bmm(a3, b3.transpose(1, 2) if transpose else b3).reshape(*lead, a.shape[-2], -1)


def unit_lower_inverse(L, block: int = 16):
    """(I + L)^-1 for strictly lower-triangular L [..., C, C], every leading index at once.

    Diagonal blocks of `block` rows (C itself when it is not a multiple) by forward
    substitution a row at a time, X[i, :i] = -L[i, :i] X[:i, :i]; then blocks of blocks by
    [[A, 0], [M, D]]^-1 = [[A^-1, 0], [-D^-1 M A^-1, D^-1]], doubling the size each round.
    A batched unit-triangular solve (torch.linalg.solve_triangular) goes matrix by matrix;
    this is a few dozen batched products.
    """
    C = L.shape[-1]
    b = block if C % block == 0 else C
    X = torch.zeros_like(L)
    nb = C // b
    diag = (lambda t: t.unflatten(-1, (nb, b)).unflatten(-3, (nb, b)).diagonal(dim1=-4, dim2=-2)
            .movedim(-1, -3))                                                     # (..., nb, b, b) views
    Lb, Xb = diag(L), diag(X)
    Xb[..., 0, 0] = 1.0
    for i in range(1, b):
        Xb[..., i, :i] = -(Lb[..., i:i + 1, :i] @ Xb[..., :i, :i])[..., 0, :]
        Xb[..., i, i] = 1.0
    s = b
    while s < C:
        for a in range(0, C, 2 * s):
            A, Dg, M = X[..., a:a + s, a:a + s], X[..., a + s:a + 2 * s, a + s:a + 2 * s], L[..., a + s:a + 2 * s, a:a + s]
            X[..., a + s:a + 2 * s, a:a + s] = -(Dg @ (M @ A))
        s *= 2
    return X


def l2_normalize(x, eps: float = 1e-6):
    """x / sqrt(sum(x^2) + eps) over the last dim, in float32 (the FLA kernels' eps)."""
    x = x.float()
    return x * torch.rsqrt(x.pow(2).sum(-1, keepdim=True) + eps)


class GatedRMSNorm(RMSNorm):
    """RMSNorm(x) * silu(z), per head: the output norm of a Gated DeltaNet layer."""

    def forward(self, x, z):
        return (super().forward(x).float() * F.silu(z.float())).to(x.dtype)

    def step_spec(self) -> dict:
        """For the fused decode step: rmsnorm(x) * weight * silu(z), per head."""
        return {"op": "gated_norm", "weight": self.weight, "eps": self.eps, "offset": 0.0}


class GatedDeltaNet(nn.Module):
    """A Qwen3.5 linear-attention layer: x [B, T, D] -> [B, T, D].

    Weights (Hugging Face names, in the layout GGUF files store them):
    in_proj_qkv [2 Hk dk + Hv dv, D] (q, k, v), in_proj_z [Hv dv, D], in_proj_b / in_proj_a
    [Hv, D] (beta = sigmoid(b), g = A * softplus(a + dt_bias)), conv1d.weight [C, K],
    A [Hv] (= -exp(A_log), negative), dt_bias [Hv], norm.weight [dv], out_proj [D, Hv dv].
    With Hv > Hk, value head h reads key head h % Hk (llama.cpp's "tiled" order; a Hugging
    Face checkpoint groups them, h // (Hv / Hk), and `Qwen35.hf_state_dict` reorders).
    """

    def __init__(self, config):
        super().__init__()
        D = config.hidden_size
        self.n_k, self.n_v = config.linear_num_key_heads, config.linear_num_value_heads
        self.dk, self.dv = config.linear_key_head_dim, config.linear_value_head_dim
        if self.n_v % self.n_k:
            raise ValueError(f"Gated DeltaNet: linear_num_value_heads ({self.n_v}) must be a multiple of "
                             f"linear_num_key_heads ({self.n_k})")
        self.key_dim, self.value_dim = self.n_k * self.dk, self.n_v * self.dv
        self.conv_dim = 2 * self.key_dim + self.value_dim
        self.in_proj_qkv = nn.Linear(D, self.conv_dim, bias=False)
        self.in_proj_z = nn.Linear(D, self.value_dim, bias=False)
        self.in_proj_b = nn.Linear(D, self.n_v, bias=False)
        self.in_proj_a = nn.Linear(D, self.n_v, bias=False)
        self.conv1d = DepthwiseConv(self.conv_dim, config.linear_conv_kernel_dim)
        # full, not -ones: negating a meta tensor imports torch._dynamo, seconds of every load
        self.A = nn.Parameter(torch.full((self.n_v,), -1.0))
        self.dt_bias = nn.Parameter(torch.ones(self.n_v))
        self.norm = GatedRMSNorm(self.dv, config.rms_norm_eps)
        self.out_proj = nn.Linear(self.value_dim, D, bias=False)

    def forward(self, x, layer: int, inputs):
        """x [B, T, D]; with `inputs.cache`, the layer's conv and delta states of each row's
        slot are read, advanced over the row's `step.lengths[b]` tokens and written back.
        (Your engine: Chapter 42)"""
        B, T, _ = x.shape
        cache, step = inputs.cache, inputs.step
        x, lengths, valid = padded_rows(x, inputs)
        conv_state, state = cache.recurrent(layer, step) if cache is not None else (None, None)
        qkv, conv_state = causal_conv(self.in_proj_qkv(x), self.conv1d.weight, conv_state, lengths)
        qkv = F.silu(qkv, inplace=True)                                   # (B, T, C)
        q, k, v = qkv.split([self.key_dim, self.key_dim, self.value_dim], dim=-1)
        tile = self.n_v // self.n_k                  # value head h reads key head h % Hk
        q = l2_normalize(q.reshape(B, T, self.n_k, self.dk)) * self.dk ** -0.5
        k = l2_normalize(k.reshape(B, T, self.n_k, self.dk))
        if tile > 1:                                 # (repeat copies even once)
            q, k = self.repeat_keys(q, tile), self.repeat_keys(k, tile)
        b, a = self.beta_alpha(x)
        beta = torch.sigmoid(b.float())
        g = self.A.float() * F.softplus(a.float() + self.dt_bias.float())
        rule = chunk_gated_delta_rule if T > 1 else gated_delta_rule
        out, state = rule(q, k, v.reshape(B, T, self.n_v, self.dv), g, beta, state, valid)
        if cache is not None:
            cache.store(layer, step, conv_state, state)
        z = self.in_proj_z(x).reshape(B, T, self.n_v, self.dv)
        out = self.norm(out.to(x.dtype), z)
        return self.out_proj(out.reshape(B, T, self.value_dim))

    def repeat_keys(self, t, tile: int):
        """q or k [B, T, Hk, dk] -> [B, T, Hv, dk]: value head h reads key head h % Hk (tiled)."""
        return t.repeat(1, 1, tile, 1)

    def beta_alpha(self, x):
        """(b, a) [B, T, Hv]: what beta = sigmoid(b) and the decay's softplus(a + dt_bias) read."""
        return self.in_proj_b(x), self.in_proj_a(x)

    def step_spec(self) -> dict:
        """For the fused decode step (kernels/cpu/step_program.py): the four input
        projections, the conv weight [C, K], A, dt_bias, the gated norm, out_proj, and the
        head counts and sizes (Hk, Hv, dk, dv)."""
        return {"op": "delta_net", "qkv": self.in_proj_qkv, "z": self.in_proj_z, "b": self.in_proj_b,
                "a": self.in_proj_a, "conv": self.conv1d.weight, "A": self.A, "dt_bias": self.dt_bias,
                "norm": self.norm, "out": self.out_proj, "heads": (self.n_k, self.n_v, self.dk, self.dv)}


class DepthwiseConv(nn.Module):
    """The weights [C, K] of a depthwise causal convolution (run by `causal_conv`); not a
    Linear, so a loader keeps it as plain floats (llama.cpp never quantizes it either)."""

    def __init__(self, channels: int, kernel: int):
        super().__init__()
        self.weight = nn.Parameter(torch.zeros(channels, kernel))
