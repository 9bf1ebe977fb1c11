"""gpt-oss (OpenAI's open-weight MoE; llama.cpp's architecture "gpt-oss"): Llama's layer
with biased attention that has sink logits, sliding-window layers alternating with full
ones, and a top-k MoE of biased experts with a clamped SwiGLU.

What differs from Llama, layer by layer:
- q/k/v/o projections carry biases;
- each attention head has a learned sink logit (`self_attn.sinks` [H]) that joins the
  softmax's denominator and adds no value, so a head may attend to nothing;
- layers alternate (`layer_types`; by default even layers slide, odd ones are full):
  sliding ones attend to the last `sliding_window` positions, and keep only those in the
  window cache;
- one rotation for every layer: YaRN-scaled frequencies, cos/sin times its attention factor;
- the MLP is a MoE: the router (`mlp.router`, linear with bias) picks the top k logits and
  softmaxes only those; each expert is down(clamped_swiglu(gate(x), up(x))) with biases,
  the gate clamped above at `swiglu_limit`, up on both sides, then
  gate * sigmoid(alpha * gate) * (up + 1).

transformers stores the experts `gate_up_proj [E, D, 2I]` with gate and up interleaved
(gate at even columns) and `down_proj [E, I, D]`, both for x @ W; `hf_state_dict` turns
them into this engine's stacks `gate_up_proj [E, 2I, D]` (gate's rows first) and
`down_proj [E, D, I]`, as llama.cpp's converter splits them into ffn_gate/up/down_exps.
"""
from dataclasses import dataclass
from functools import partial

import torch
from torch import nn

from engine.layers import Attention, CausalLM, DecoderLayer, TransformerConfig, clamped_swiglu
from engine.models.qwen3_moe import Experts

LAYER_TYPES = ("sliding_attention", "full_attention")


@dataclass
class GptOssConfig(TransformerConfig):
    model_type: str = "gpt_oss"
    num_experts: int = 32                 # E experts in every layer (HF: num_local_experts)
    num_experts_per_tok: int = 4          # k experts each token is routed to
    sliding_window: int | None = 128      # positions a sliding layer sees, its own included
    layer_types: list | None = None       # per layer "sliding_attention" or "full_attention"
    swiglu_alpha: float = 1.702           # the experts' sigmoid gain
    swiglu_limit: float = 7.0             # the experts' gate (above) and up (both sides) clamp
    attention_bias: bool = True           # q/k/v/o biases
    rms_norm_eps: float = 1e-5

    def __post_init__(self):
        super().__post_init__()
        n = self.num_hidden_layers
        if self.layer_types is None:
            self.layer_types = [LAYER_TYPES[i % 2] for i in range(n)]
        self.layer_types = list(self.layer_types)
        if len(self.layer_types) != n or not set(self.layer_types) <= set(LAYER_TYPES):
            raise ValueError(f"GptOssConfig: layer_types must be {n} entries of {LAYER_TYPES}, found "
                             f"{self.layer_types}")
        if not 0 < self.num_experts_per_tok <= self.num_experts:
            raise ValueError(f"GptOssConfig: num_experts_per_tok must be in [1, {self.num_experts}], "
                             f"found {self.num_experts_per_tok}")
        if self.sliding_window is not None and self.sliding_window < 1:
            raise ValueError(f"GptOssConfig: sliding_window must be positive or None, found {self.sliding_window}")
        if not self.attention_bias:
            raise ValueError("GptOssConfig: attention_bias must be True (gpt-oss's q/k/v/o carry biases)")

    def layer_window(self, index: int) -> int | None:
        return self.sliding_window if self.layer_types[index] == "sliding_attention" else None


class GptOssAttention(Attention):
    """Biased GQA attention with a sink logit per head, over a sliding window when `window`."""

    def __init__(self, config: GptOssConfig, window: int | None):
        super().__init__(config, qkv_bias=True, o_bias=True)
        self.window = window
        self.sinks = nn.Parameter(torch.zeros(config.num_attention_heads))


class GptOssMoe(nn.Module):
    """Router `router` (D -> E, with bias) + biased experts with the clamped SwiGLU:
    x [..., D] -> [..., D]."""

    def __init__(self, config: GptOssConfig):
        super().__init__()
        self.top_k = config.num_experts_per_tok
        self.router = nn.Linear(config.hidden_size, config.num_experts, bias=True)
        glu = partial(clamped_swiglu, alpha=config.swiglu_alpha, limit=config.swiglu_limit)
        self.experts = Experts(config.num_experts, config.hidden_size, config.intermediate_size, bias=True, glu=glu)

    def route(self, x):
        """x [N, D] -> (experts [N, k], weights [N, k] in x's dtype): the top k router
        logits, then a softmax over those k only. (Your engine: Chapter 42)"""
        logits, index = self.router(x).float().topk(self.top_k, dim=-1)
        return index, logits.softmax(dim=-1).to(x.dtype)

    def forward(self, x):
        flat = x.reshape(-1, x.shape[-1])
        index, weight = self.route(flat)
        return self.experts(flat, index, weight).reshape(x.shape)

    def step_spec(self) -> dict:
        """For the fused decode step: the top_k router logits (bias included), softmaxed;
        experts (with their biases) of the clamped SwiGLU their `glu` holds."""
        glu = self.experts.glu
        return {"op": "moe", "router": self.router, "experts": self.experts, "top_k": self.top_k,
                "norm_topk": False, "routing": "topk_softmax", "activation": glu.func.__name__,
                "alpha": glu.keywords["alpha"], "limit": glu.keywords["limit"]}


class GptOss(CausalLM):
    """gpt-oss decoder (see the module docstring): pre-norm layers of sink attention and a MoE."""
    config_class = GptOssConfig

    def make_layer(self, config: GptOssConfig, index: int):
        return DecoderLayer(config, GptOssAttention(config, config.layer_window(index)), GptOssMoe(config))

    @classmethod
    def hf_state_dict(cls, state: dict) -> dict:
        """transformers' interleaved, x @ W expert stacks -> gate-then-up rows [E, 2I, D] and
        [E, D, I]; the gate_up bias de-interleaved the same way."""
        out = {}
        for name, t in state.items():
            if name.endswith("mlp.experts.gate_up_proj"):            # [E, D, 2I], gate at even columns
                t = torch.cat((t[..., ::2], t[..., 1::2]), dim=-1).transpose(1, 2)
            elif name.endswith("mlp.experts.gate_up_proj_bias"):     # [E, 2I]
                t = torch.cat((t[..., ::2], t[..., 1::2]), dim=-1)
            elif name.endswith("mlp.experts.down_proj"):             # [E, I, D]
                t = t.transpose(1, 2)
            out[name] = t.contiguous()
        return out
