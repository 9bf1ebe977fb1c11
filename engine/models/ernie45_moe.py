"""ERNIE 4.5 MoE (Baidu's ERNIE-4.5-21B-A3B, -300B-A47B): Llama's attention over a stack
whose MLP is, in sparse layers, a router over E SwiGLU experts plus shared experts.

What differs from Qwen3-MoE (engine/models/qwen3_moe.py, whose experts this reuses):
- routing: a softmax over the experts; the top k are chosen by the probabilities plus a
  learned per-expert correction (`e_score_correction_bias`, llama.cpp's `exp_probs_b`), but
  weighted by the probabilities alone, renormalised to sum to 1;
- `moe_num_shared_experts` SwiGLU experts, fused into one of inner width
  moe_intermediate_size * count, run on every token and are added to the routed sum;
- layer i is sparse when (i + 1) % moe_layer_interval == 0 and it lies in
  [moe_layer_start_index, moe_layer_end_index] (llama.cpp: its leading dense layers);
- q and k rotate interleaved pairs (GLM's RoPE); the files keep those rows, so the loader
  reorders them to this engine's rotate-half layout as it does Llama's (`QK_PERMUTED`).
The fused decode step runs this routing as its softmax group route with one group.
"""
from dataclasses import dataclass

import torch
from torch import nn

from engine.gguf.config import unpermute_qk
from engine.layers import Attention, CausalLM, DecoderLayer, SwiGLU, TransformerConfig
from engine.models.qwen3_moe import SparseMoe

# transformers' names of ERNIE's MoE fields -> this engine's (shared with Qwen3-MoE)
HF_NAMES = {"moe_num_experts": "num_experts", "moe_k": "num_experts_per_tok"}


@dataclass
class Ernie45MoeConfig(TransformerConfig):
    model_type: str = "ernie4_5_moe"
    rope_theta: float = 500_000.0
    rms_norm_eps: float = 1e-5
    tie_word_embeddings: bool = True
    use_bias: bool = False                # biases on the projections (no released model has them)
    num_experts: int = 64                 # E routed experts in each sparse layer
    num_experts_per_tok: int = 6          # k experts each token is routed to
    moe_intermediate_size: int = 1536     # each routed expert's inner width
    moe_num_shared_experts: int = 2       # shared experts (one SwiGLU of this many times the width)
    moe_layer_start_index: int = 1        # the first sparse layer (llama.cpp: leading dense layers)
    moe_layer_end_index: int = -1         # the last one (-1: the last layer)
    moe_layer_interval: int = 1           # layer i may be sparse when (i + 1) % interval == 0
    moe_norm_min: float = 1e-12           # floor of the k weights' sum before renormalising
    norm_topk_prob: bool = True           # the k weights always sum to 1 (SparseMoe's field)
    shared_expert_intermediate_size: int | None = None   # derived: the shared experts' joint width

    def __post_init__(self):
        super().__post_init__()
        if self.moe_layer_end_index < 0:
            self.moe_layer_end_index = self.num_hidden_layers - 1
        self.shared_expert_intermediate_size = self.moe_intermediate_size * self.moe_num_shared_experts
        if self.use_bias:
            raise ValueError("Ernie45MoeConfig: use_bias=True is not supported (llama.cpp's ernie4_5-moe "
                             "reads no biases)")
        if not 0 < self.num_experts_per_tok <= self.num_experts:
            raise ValueError(f"Ernie45MoeConfig: num_experts_per_tok must be in [1, {self.num_experts}], "
                             f"found {self.num_experts_per_tok}")
        if self.moe_layer_interval < 1:
            raise ValueError(f"Ernie45MoeConfig: moe_layer_interval must be positive, found {self.moe_layer_interval}")

    def is_sparse(self, layer: int) -> bool:
        return ((layer + 1) % self.moe_layer_interval == 0
                and self.moe_layer_start_index <= layer <= self.moe_layer_end_index)

    @classmethod
    def from_hf(cls, config: dict):
        """Also reads transformers' `moe_num_experts` / `moe_k`."""
        return super().from_hf({**config, **{ours: config[theirs] for theirs, ours in HF_NAMES.items()
                                             if theirs in config}})


class BiasedTopkMoe(SparseMoe):
    """Routed experts chosen by probability + correction, weighted by probability, plus the
    shared experts: x [..., D] -> [..., D]."""

    def __init__(self, config: Ernie45MoeConfig):
        super().__init__(config)
        self.norm_min = config.moe_norm_min
        self.e_score_correction_bias = nn.Parameter(torch.zeros(config.num_experts))
        shared = config.shared_expert_intermediate_size
        self.shared_experts = SwiGLU(config.hidden_size, shared) if shared else None

    def route(self, x):
        """x [N, D] -> (experts [N, k], weights [N, k] in x's dtype)."""
        probs = self.gate(x).float().softmax(dim=-1)
        bias = self.e_score_correction_bias.float().reshape(-1)       # a file's is [1, E]
        index = (probs + bias).topk(self.top_k, dim=-1).indices
        weight = probs.gather(-1, index)
        weight = weight / weight.sum(dim=-1, keepdim=True).clamp(min=self.norm_min)
        return index, weight.to(x.dtype)

    def forward(self, x):
        out = super().forward(x)
        return out if self.shared_experts is None else out + self.shared_experts(x)

    def step_spec(self) -> dict:
        """For the fused decode step: softmax probabilities, the top k of probability plus
        correction, weighted by their probabilities renormalised (sum floored at norm_min);
        the shared experts beside them."""
        return {**super().step_spec(), "routing": "softmax_biased_topk", "norm_topk": True,
                "bias": self.e_score_correction_bias, "norm_min": self.norm_min, "shared": self.shared_experts}


class Ernie45Moe(CausalLM):
    """ERNIE 4.5 MoE decoder (see the module docstring)."""
    config_class = Ernie45MoeConfig

    def make_layer(self, config: Ernie45MoeConfig, index: int):
        mlp = (BiasedTopkMoe(config) if config.is_sparse(index)
               else SwiGLU(config.hidden_size, config.intermediate_size))
        return DecoderLayer(config, Attention(config), mlp)

    def hf_state_dict(self, state: dict) -> dict:
        """A transformers checkpoint as this model keeps it: q/k rows from interleaved pairs to
        rotate-half order, the correction bias on the MoE block itself (a saved checkpoint files
        it under mlp.moe_statics, a loaded transformers model under mlp.gate.moe_statics)."""
        cfg, out = self.config, {}
        heads = {"q_proj": cfg.num_attention_heads, "k_proj": cfg.num_key_value_heads}
        for name, t in state.items():
            proj = name.rsplit(".", 2)[-2]
            if proj in heads and ".self_attn." in name:
                t = unpermute_qk(t, heads[proj])
            elif name.endswith("moe_statics.e_score_correction_bias"):
                name, t = name.replace("gate.moe_statics.", "").replace("moe_statics.", ""), t.reshape(-1)
            out[name] = t
        return out
