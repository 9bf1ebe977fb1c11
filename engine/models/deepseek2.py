"""DeepSeek-V2/V3 (llama.cpp's `deepseek2`; transformers' deepseek_v3 and deepseek_v2):
multi-head latent attention (MLA) over a stack whose MLP is, after `first_k_dense_replace`
dense layers, routed experts plus shared ones.

Attention, per token (H heads; n = qk_nope_head_dim, r = qk_rope_head_dim, c = kv_lora_rank):
- q = q_b_proj(norm(q_a_proj(x))) (or a plain q_proj when q_lora_rank is None), each head
  [n + r]: n dims without position, r that rotate;
- kv_a_proj_with_mqa(x) gives a latent [c] (normalised: kv_a_layernorm) and one rotated key
  [r] that every head shares. The latent is all a head's key and value depend on:
  k_nope[h] = W_kb[h] latent, v[h] = W_vb[h] latent (transformers' kv_b_proj; llama.cpp's
  converter writes it as attn_k_b [H, c, n] and attn_v_b [H, v, c]).
So the cache keeps per token only [latent, rotated key] (c + r values; `LatentCache`), and
attention runs in the latent space ("absorbed", as llama.cpp does): q_nope[h] W_kb[h] is a
query against the latents, q_pe against the shared key, the softmax over both scores
weighs latents, and W_vb[h] turns the weighted latent into head h's value. `expanded_attention`
is the textbook form (keys and values per head), kept as the reference.

Rotation: the r dims rotate interleaved pairs (llama.cpp's NORM rope, transformers'
rope_interleave); the files keep those rows, so each is de-interleaved before the engine's
rotate-half rotation (both q and k alike, which leaves their dot products as trained).
Scores are scaled by mscale^2 / sqrt(n + r), mscale = 1 + 0.1 mscale_all_dim ln(factor)
under YaRN (llama.cpp: its yarn_log_multiplier is 0.1 mscale_all_dim), else 1.

MoE: DeepSeek-V3's routing (engine/models/grouped_moe.py): sigmoid scores, a per-expert
correction for the choice only, group-limited top-k, weights renormalised and scaled by
routed_scaling_factor; shared experts beside them; `first_k_dense_replace` dense layers first.
V2's files route by softmax scores without a correction or renormalisation (`DeepseekV2Config`
for its transformers checkpoints; a file says which through expert_gating_func and the rest).
The fused decode step runs the absorbed attention as its MLA_STORE and MLA_ATTEND ops over
the same LatentCache (engine/kernels/cpu/step_latent.py), the MoE as its group route.
"""
import math
from dataclasses import dataclass

import torch
from torch import nn

from engine.layers import CausalLM, DecoderLayer, RMSNorm, SwiGLU, TransformerConfig
from engine.layers.attention import attend
from engine.layers.basic import apply_rotary
from engine.models.grouped_moe import GroupLimitedMoe


@dataclass
class DeepseekV3Config(TransformerConfig):
    model_type: str = "deepseek_v3"
    rms_norm_eps: float = 1e-6
    q_lora_rank: int | None = 1536        # the query's low-rank width; None: one q_proj
    kv_lora_rank: int = 512               # c, the latent each token's keys and values come from
    qk_nope_head_dim: int = 128           # n, each head's query/key dims without rotation
    qk_rope_head_dim: int = 64            # r, the rotated dims (the key's shared by every head)
    v_head_dim: int = 128                 # each head's value width
    n_routed_experts: int = 256           # E routed experts in each sparse layer
    num_experts_per_tok: int = 8          # k experts each token is routed to
    moe_intermediate_size: int = 2048     # each expert's inner width (the shared ones' too)
    n_shared_experts: int = 1             # shared experts (one SwiGLU of this many times the width)
    first_k_dense_replace: int = 3        # leading layers with a dense MLP
    n_group: int = 1                      # expert groups
    topk_group: int = 1                   # groups a token's experts may come from
    norm_topk_prob: bool = True           # the k weights renormalised to sum to 1
    routed_scaling_factor: float = 1.0    # the routed experts' weights times this
    scoring: str = "sigmoid"              # the router's scores: sigmoid (V3) or softmax (V2's files)
    yarn_log_multiplier: float | None = None   # llama.cpp's 0.1 * mscale_all_dim (None: from rope_scaling)
    rope_interleave: bool = True          # rotated dims in interleaved pairs (llama.cpp's only layout)

    def __post_init__(self):
        self.head_dim = self.qk_rope_head_dim          # the rotary tables' width
        self.num_key_value_heads = 1                    # one key "head": the latent every head reads
        self.n_group, self.topk_group = self.n_group or 1, self.topk_group or 1   # transformers' None: no groups
        super().__post_init__()
        if not 0 < self.num_experts_per_tok <= self.n_routed_experts:
            raise ValueError(f"DeepseekV3Config: num_experts_per_tok must be in [1, {self.n_routed_experts}], "
                             f"found {self.num_experts_per_tok}")
        if not self.rope_interleave:
            raise ValueError("DeepseekV3Config: rope_interleave=False is not supported (llama.cpp's deepseek2 "
                             "rotates interleaved pairs; its files keep that layout)")
        if self.qk_rope_head_dim % 2:
            raise ValueError(f"DeepseekV3Config: qk_rope_head_dim must be even, found {self.qk_rope_head_dim}")
        if self.yarn_log_multiplier is None:
            self.yarn_log_multiplier = 0.1 * float((self.rope_scaling or {}).get("mscale_all_dim") or 0.0)

    @property
    def num_experts(self) -> int:
        """GroupLimitedMoe's name for the routed experts' count."""
        return self.n_routed_experts

    @property
    def shared_expert_intermediate_size(self) -> int:
        """The shared experts' joint width (one SwiGLU)."""
        return self.moe_intermediate_size * self.n_shared_experts

    def is_sparse(self, layer: int) -> bool:
        return layer >= self.first_k_dense_replace

    def softmax_scale(self) -> float:
        """The scores' scale: mscale^2 / sqrt(n + r) (mscale 1 without YaRN)."""
        factor = float((self.rope_scaling or {}).get("factor", 1.0))
        mscale = 1.0 + self.yarn_log_multiplier * math.log(factor) if factor > 1 else 1.0
        return mscale * mscale / math.sqrt(self.qk_nope_head_dim + self.qk_rope_head_dim)

    @classmethod
    def from_hf(cls, config: dict):
        """Also reads transformers' `num_local_experts` spelling of the routed experts' count and
        DeepSeek's `scoring_func`."""
        if "num_local_experts" in config and "n_routed_experts" not in config:
            config = {**config, "n_routed_experts": config["num_local_experts"]}
        if "scoring_func" in config and "scoring" not in config:
            config = {**config, "scoring": config["scoring_func"]}
        return super().from_hf(config)


def rotate_pairs(x: torch.Tensor, cos: torch.Tensor, sin: torch.Tensor) -> torch.Tensor:
    """x [B, H, T, r] holding interleaved pairs (x0, x1), (x2, x3) ... -> rotated, in
    rotate-half order (evens, then odds): the same rotation, its dims reordered."""
    return apply_rotary(torch.cat((x[..., 0::2], x[..., 1::2]), dim=-1), cos, sin)


def per_head(x: torch.Tensor, w: torch.Tensor) -> torch.Tensor:
    """x [B, H or 1, T, a] times each head's w [H, a, b] -> [B, H, T, b] in x's dtype; where the
    weights are wider (float32 beside bfloat16 activations: a file's k_b / v_b are decoded to
    float32 once) the activations are widened, not the weights copied at every step."""
    if x.dtype == w.dtype:
        return x @ w
    return (x.to(w.dtype) @ w).to(x.dtype)


class LatentAttention(nn.Module):
    """Multi-head latent attention (see the module docstring): x [B, T, D] -> [B, T, D]."""
    backend = None         # set with the model's (set_backend): a causal prompt's attention kernel

    def __init__(self, config: DeepseekV3Config):
        super().__init__()
        D, H = config.hidden_size, config.num_attention_heads
        self.n_heads, self.nope, self.rope = H, config.qk_nope_head_dim, config.qk_rope_head_dim
        self.latent, self.v_dim = config.kv_lora_rank, config.v_head_dim
        qk = self.nope + self.rope
        # both latent norms take the model's epsilon, as llama.cpp's do (transformers fixes them
        # at 1e-6, the released configs' rms_norm_eps too)
        if config.q_lora_rank:
            self.q_a_proj = nn.Linear(D, config.q_lora_rank, bias=False)
            self.q_a_layernorm = RMSNorm(config.q_lora_rank, config.rms_norm_eps)
            self.q_b_proj = nn.Linear(config.q_lora_rank, H * qk, bias=False)
        else:
            self.q_proj = nn.Linear(D, H * qk, bias=False)
        self.kv_a_proj_with_mqa = nn.Linear(D, self.latent + self.rope, bias=False)
        self.kv_a_layernorm = RMSNorm(self.latent, config.rms_norm_eps)
        # kv_b_proj's two halves per head: latent -> k_nope as k_b [H, c, n] (transposed, as
        # llama.cpp's attn_k_b), latent -> value as v_b [H, v, c] (attn_v_b)
        self.k_b = nn.Parameter(torch.empty(H, self.latent, self.nope))
        self.v_b = nn.Parameter(torch.empty(H, self.v_dim, self.latent))
        self.o_proj = nn.Linear(H * self.v_dim, D, bias=False)
        self.scale = config.softmax_scale()

    def query(self, x):
        """x [B, T, D] -> (q_nope [B, H, T, n], q_pe [B, H, T, r] unrotated)."""
        B, T, _ = x.shape
        q = self.q_b_proj(self.q_a_layernorm(self.q_a_proj(x))) if hasattr(self, "q_b_proj") else self.q_proj(x)
        return q.view(B, T, self.n_heads, -1).transpose(1, 2).split([self.nope, self.rope], dim=-1)

    def compressed(self, x, cos, sin):
        """x [B, T, D] -> what the cache keeps [B, 1, T, c + r]: the normalised latent and the
        rotated shared key."""
        latent, k_pe = self.kv_a_proj_with_mqa(x).split([self.latent, self.rope], dim=-1)
        return torch.cat((self.kv_a_layernorm(latent)[:, None], rotate_pairs(k_pe[:, None], cos, sin)), dim=-1)

    def forward(self, x, cos, sin, layer: int, inputs):
        """x [B, T, D], cos/sin [B, T, r] -> [B, T, D]; with a cache (a `LatentCache`), this
        step's latents are stored in layer `layer` of it and attention runs over each slot's."""
        B, T, _ = x.shape
        q_nope, q_pe = self.query(x)
        keys = self.compressed(x, cos, sin)                                    # (B, 1, T, c + r)
        if inputs.cache is not None:
            keys = inputs.cache.update_latent(layer, keys, inputs.step)        # (B, 1, S, c + r)
        q_latent = per_head(q_nope, self.k_b.transpose(1, 2))                  # (B, H, T, c)
        q = torch.cat((q_latent, rotate_pairs(q_pe, cos, sin)), dim=-1)       # (B, H, T, c + r)
        # one key head for every query head (MQA); the values are the latents themselves, the
        # keys' first c dims: given the keys whole, a causal prompt takes the backend's kernel
        # (values as wide as keys) and the rotated key's r dims are dropped from its output
        out = attend(q, keys, keys, inputs.mask, self.scale, backend=self.backend)[..., :self.latent]   # (B, H, T, c)
        out = per_head(out, self.v_b.transpose(1, 2))                          # (B, H, T, v)
        return self.o_proj(out.transpose(1, 2).reshape(B, T, -1))

    def expanded_attention(self, x, cos, sin, mask=None):
        """The reference: each head's keys [n + r] and values [v] expanded from the latents,
        then plain attention (what transformers computes). x [B, T, D], no cache -> [B, T, D]."""
        B, T, _ = x.shape
        q_nope, q_pe = self.query(x)
        keys = self.compressed(x, cos, sin)
        latent, k_pe = keys[..., :self.latent], keys[..., self.latent:]        # (B, 1, T, c), (B, 1, T, r)
        k_nope = per_head(latent, self.k_b)                                    # (B, H, T, n)
        v = per_head(latent, self.v_b.transpose(1, 2))                         # (B, H, T, v)
        k = torch.cat((k_nope, k_pe.expand(B, self.n_heads, T, self.rope)), dim=-1)
        q = torch.cat((q_nope, rotate_pairs(q_pe, cos, sin)), dim=-1)
        scores = (q.float() @ k.float().transpose(-1, -2)) * self.scale
        allowed = torch.ones(T, T, dtype=torch.bool, device=x.device).tril() if mask is None else mask
        out = scores.masked_fill(~allowed, float("-inf")).softmax(-1) @ v.float()
        return self.o_proj(out.to(x.dtype).transpose(1, 2).reshape(B, T, -1))

    def step_spec(self) -> dict:
        """For the fused decode step (kernels/cpu/step_latent.py): the projections (q_proj, or
        q_a_proj, its norm and q_b_proj), the latent's projection and norm, k_b and v_b, o_proj,
        the score scale, and (heads, n, r, c, v) as this module holds them (a rank's heads
        under tensor parallelism)."""
        plain = not hasattr(self, "q_b_proj")
        return {"op": "mla_attention", "q": self.q_proj if plain else None,
                "q_a": None if plain else self.q_a_proj, "q_norm": None if plain else self.q_a_layernorm,
                "q_b": None if plain else self.q_b_proj, "kv_a": self.kv_a_proj_with_mqa,
                "kv_norm": self.kv_a_layernorm, "k_b": self.k_b, "v_b": self.v_b, "o": self.o_proj,
                "scale": self.scale, "heads": (self.k_b.shape[0], self.nope, self.rope, self.latent, self.v_dim)}


class DeepseekMoe(GroupLimitedMoe):
    """GroupLimitedMoe whose correction may be absent from a file (V2's have none; llama.cpp
    reads exp_probs_b where present): a buffer of zeros, built on the CPU even inside a meta
    build, that a file's or checkpoint's correction replaces.

    With a file's quantized experts on a backend of several threads, the chosen experts and
    the shared ones run side by side, one worker thread each at a time, every product on one
    thread (`expert_jobs`): a token's 6 + shared experts are some 20 small products, and each
    one split over the threads pays a wake-up of every thread; this way the layer pays one.
    """
    backend = None         # set with the model's (set_backend): its thread count

    def __init__(self, config):
        super().__init__(config)
        del self.e_score_correction_bias
        self.register_buffer("e_score_correction_bias", torch.zeros(config.n_routed_experts, device="cpu"))
        self.n_shared = config.n_shared_experts

    def workers(self) -> int:
        """How many threads run the experts side by side: the backend's where the experts are a
        file's quantized layers (their backend then made single-threaded), else 0 (one after
        another, each product on every thread)."""
        threads = getattr(self.backend, "threads", 1)
        if getattr(self.experts, "quant", None) is None or threads <= 1 or self.backend.device.type != "cpu":
            return 0
        if self.experts._forward_hooks:       # what runs after the experts' own forward (a sum over
            return 0                          # ranks of a split model) needs that forward

        if getattr(self, "_expert_layers", None) is None:
            self._expert_layers = [m for part in (self.experts.quant, self.shared_experts) if part is not None
                                   for m in part.modules() if getattr(m, "backend", None) is not None]
        if any(m.backend.threads != 1 for m in self._expert_layers):    # new, or a backend set since
            one = self.backend.with_(threads=1)
            for m in self._expert_layers:
                m.backend = one
        return threads

    def step_spec(self) -> dict:
        """GroupLimitedMoe's: this `forward` only spreads the same products over threads."""
        return super().step_spec()

    def forward(self, x):
        workers = self.workers()
        if not workers:
            return super().forward(x)
        flat = x.reshape(-1, x.shape[-1])
        index, weight = self.route(flat)
        shared = (self.shared_experts, self.n_shared) if self.shared_experts is not None else None
        return expert_jobs(self.experts, shared, flat, index, weight, workers).reshape(x.shape)


_POOLS = {}     # workers -> the threads that run all but the calling thread's share


def expert_jobs(experts, shared, x, index, weight, workers: int) -> torch.Tensor:
    """The routed experts (`Experts.forward`'s grouping: the N*k (token, expert) pairs sorted by
    expert) and the shared ones (`shared`: (the SwiGLU, its width in experts), or None) of
    x [N, D], spread over `workers` threads (the calling one among them) by their rows: an
    expert's tokens, N times the width for the shared ones -> [N, D]."""
    from concurrent.futures import ThreadPoolExecutor
    from itertools import accumulate
    N, k = index.shape
    flat = index.reshape(-1)
    order = flat.argsort(stable=True)
    token = order // k                                    # token of each sorted pair
    counts = torch.bincount(flat, minlength=experts.num_experts).tolist()
    starts = [0, *accumulate(counts)]
    xs = x[token]                                         # (N*k, D) grouped by expert
    jobs = [(n, e) for e, n in enumerate(counts) if n]
    if shared is not None:
        shared, width = shared
        jobs.append((N * width, -1))                      # -1: the shared experts
    bins, load = [[] for _ in range(workers)], [0] * workers
    for n, e in sorted(jobs, reverse=True):              # the largest first, each to the least loaded
        w = load.index(min(load))
        bins[w].append(e)
        load[w] += n
    inference = torch.is_inference_mode_enabled()        # per thread: the workers take the caller's

    def run(chosen):
        with torch.inference_mode(inference):
            out = {}
            for e in chosen:
                if e < 0:
                    out[e] = shared(x)
                    continue
                gate, up = experts.expert_matmul(e, "gate_up", xs[starts[e]:starts[e + 1]]).chunk(2, dim=-1)
                out[e] = experts.expert_matmul(e, "down", experts.glu(gate, up))
            return out

    pool = _POOLS.get(workers) or _POOLS.setdefault(workers, ThreadPoolExecutor(workers - 1))
    others = [pool.submit(run, b) for b in bins[1:] if b]
    done = run(bins[0])
    for part in others:
        done.update(part.result())
    routed = torch.cat([done[e] for e, n in enumerate(counts) if n])            # (N*k, D) by expert
    routed = routed * weight.reshape(-1)[order, None].to(routed.dtype)
    y = torch.zeros_like(x).index_add_(0, token, routed.to(x.dtype))
    return y if shared is None else y + done[-1]


class DeepseekV3(CausalLM):
    """DeepSeek-V2/V3 decoder (see the module docstring)."""
    config_class = DeepseekV3Config

    def __init__(self, config: DeepseekV3Config):
        super().__init__(config)
        self.rope_scale = yarn_cos_sin_factor(config.rope_scaling)

    def make_layer(self, config: DeepseekV3Config, index: int):
        mlp = (DeepseekMoe(config) if config.is_sparse(index)
               else SwiGLU(config.hidden_size, config.intermediate_size))
        return DecoderLayer(config, LatentAttention(config), mlp)

    @property
    def cache_class(self):
        """Each layer caches one latent and one rotated key per token (engine/serve/latent_cache.py)."""
        from engine.serve.latent_cache import LatentCache
        return LatentCache

    def hf_state_dict(self, state: dict) -> dict:
        """A transformers checkpoint as this model keeps it: kv_b_proj split per head into
        k_b (transposed) and v_b, the correction bias on the MoE block itself."""
        cfg, out = self.config, {}
        for name, t in state.items():
            if name.endswith("self_attn.kv_b_proj.weight"):
                kv = t.view(cfg.num_attention_heads, cfg.qk_nope_head_dim + cfg.v_head_dim, cfg.kv_lora_rank)
                k_b, v_b = kv.split([cfg.qk_nope_head_dim, cfg.v_head_dim], dim=1)
                prefix = name[:-len("kv_b_proj.weight")]
                out[prefix + "k_b"], out[prefix + "v_b"] = k_b.transpose(1, 2).contiguous(), v_b.contiguous()
            elif name.endswith("mlp.gate.e_score_correction_bias"):
                out[name.replace("gate.", "")] = t
            else:
                out[name] = t
        return out


def yarn_cos_sin_factor(scaling: dict | None) -> float:
    """What DeepSeek's YaRN multiplies cos and sin by: mscale(factor, mscale) /
    mscale(factor, mscale_all_dim), 1 for its released configs (both 1) and for files
    (llama.cpp's deepseek2 cancels its own factor: the scores carry mscale^2 instead)."""
    scaling = scaling or {}
    factor = float(scaling.get("factor", 1.0))
    if scaling.get("rope_type") != "yarn" or factor <= 1:
        return 1.0

    def mscale(m):
        return 0.1 * float(m) * math.log(factor) + 1.0
    return mscale(scaling.get("mscale", 1.0)) / mscale(scaling.get("mscale_all_dim", 1.0))


@dataclass
class DeepseekV2Config(DeepseekV3Config):
    """DeepSeek-V2 (-Lite): the same attention; softmax scores, no correction, weights not
    renormalised, and experts picked greedily (`topk_method`). Its group-limited variant rates a
    group by its best score where llama.cpp's deepseek2 (and GroupLimitedMoe) sums the best
    two, so a checkpoint of it is refused rather than computed otherwise than transformers."""
    model_type: str = "deepseek_v2"
    scoring: str = "softmax"
    norm_topk_prob: bool = False
    topk_method: str = "greedy"           # greedy, or group_limited_greedy (refused)

    def __post_init__(self):
        super().__post_init__()
        if self.topk_method != "greedy" and self.n_group > 1:
            raise ValueError(f"DeepseekV2Config: topk_method {self.topk_method!r} with {self.n_group} groups is "
                             "not supported (groups rated by their best score; llama.cpp's and this engine's "
                             "routing rates them by their best two)")


class DeepseekV2(DeepseekV3):
    """DeepSeek-V2 checkpoints (transformers' deepseek_v2); its GGUF files load as deepseek_v3,
    their routing read from the file."""
    config_class = DeepseekV2Config

    def hf_state_dict(self, state: dict) -> dict:
        """DeepSeek-V3's renaming, and a correction of zeros for each MoE layer (V2 has none)."""
        out = super().hf_state_dict(state)
        for i, layer in enumerate(self.model.layers):
            if isinstance(layer.mlp, DeepseekMoe):
                out.setdefault(f"model.layers.{i}.mlp.e_score_correction_bias", torch.zeros(self.config.n_routed_experts))
        return out
