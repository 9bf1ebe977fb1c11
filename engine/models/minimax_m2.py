"""MiniMax-M2 (MiniMax's 230B-A10B MoE, llama.cpp's `minimax-m2`): Llama's layer layout, every
MLP a sparse MoE.

What differs from Llama:
- q and k are RMS-normalised over the whole projection (q_norm [H * hd], k_norm [Hkv * hd])
  before the heads are split, as OLMo 2 does (its `Olmo2Attention`, reused here), not per head;
- only the first `partial_rotary_factor` of each head's dims rotate (64 of 128), rotate-half
  (llama.cpp's NeoX type, so the files keep q/k rows as they are);
- every layer's MLP routes like DeepSeek-V3 without groups or shared experts
  (`GroupLimitedMoe`, engine/models/grouped_moe.py): sigmoid scores, a per-expert correction
  (`e_score_correction_bias`, llama.cpp's exp_probs_b) for the choice only, the k chosen
  scores renormalised to sum to 1. Each expert's inner width is transformers'
  `intermediate_size`.
The fused decode step runs it (the q/k norms as NORM ops over the whole projection); under
tensor parallelism those norms sum their squares over every rank's heads, and the step refuses them.
"""
import re
from dataclasses import dataclass

import torch

from engine.layers import CausalLM, DecoderLayer, TransformerConfig, rope_inv_freq
from engine.models.grouped_moe import GroupLimitedMoe
from engine.models.olmo2 import Olmo2Attention


# a checkpoint's per-expert weights (w1 the gate, w3 up, w2 down) under block_sparse_moe
PER_EXPERT = re.compile(r"(.*)\.block_sparse_moe\.experts\.(\d+)\.(w[123])\.weight$")


@dataclass
class MiniMaxM2Config(TransformerConfig):
    model_type: str = "minimax_m2"
    rope_theta: float = 5_000_000.0
    partial_rotary_factor: float = 0.5    # share of each head's dims that rotate
    num_experts: int = 256                # E routed experts in every layer
    num_experts_per_tok: int = 8          # k experts each token is routed to
    moe_intermediate_size: int = 0        # each expert's inner width (0: intermediate_size)
    norm_topk_prob: bool = True           # the k weights renormalised to sum to 1
    routed_scaling_factor: float = 1.0    # the weights times this (llama.cpp's expert_weights_scale)
    scoring: str = "sigmoid"              # the router's scores

    def __post_init__(self):
        super().__post_init__()
        if not self.moe_intermediate_size:
            self.moe_intermediate_size = self.intermediate_size
        rotary = self.rotary_dim
        if rotary < 2 or rotary % 2 or rotary > self.head_dim:
            raise ValueError(f"MiniMaxM2Config: partial_rotary_factor {self.partial_rotary_factor} of head_dim "
                             f"{self.head_dim} gives {rotary} rotary dims; expected an even number in "
                             f"[2, {self.head_dim}]")
        if self.attention_bias:
            raise ValueError("MiniMaxM2Config: attention_bias=True is not supported (llama.cpp's minimax-m2 "
                             "reads no biases)")

    @property
    def rotary_dim(self) -> int:
        return int(self.head_dim * self.partial_rotary_factor)

    @classmethod
    def from_hf(cls, config: dict):
        """Also reads the rotary share from `rope_parameters` or the checkpoints' `rotary_dim`."""
        config = dict(config)
        rope = dict(config.get("rope_parameters") or config.get("rope_scaling") or {})
        if "partial_rotary_factor" in rope:
            config.setdefault("partial_rotary_factor", rope.pop("partial_rotary_factor"))
            config["rope_parameters"], config["rope_scaling"] = rope, None
        elif config.get("rotary_dim") and config.get("head_dim"):
            config.setdefault("partial_rotary_factor", config["rotary_dim"] / config["head_dim"])
        return super().from_hf(config)


class MiniMaxM2(CausalLM):
    """MiniMax-M2 decoder (see the module docstring). `inv_freq` [rotary_dim / 2]."""
    config_class = MiniMaxM2Config

    def __init__(self, config: MiniMaxM2Config):
        super().__init__(config)
        self._base_inv_freq = rope_inv_freq(config.rotary_dim, config.rope_theta, config.rope_scaling)
        self.register_buffer("inv_freq", self._base_inv_freq.clone(), persistent=False)

    def make_layer(self, config: MiniMaxM2Config, index: int):
        return DecoderLayer(config, Olmo2Attention(config), GroupLimitedMoe(config))

    def hf_state_dict(self, state: dict) -> dict:
        """A transformers checkpoint as this model keeps it: `block_sparse_moe` is `mlp`, and
        the per-expert w1 / w3 / w2 are stacked as gate_up_proj [E, 2I, D] and down_proj [E, D, I]."""
        out, experts = {}, {}
        for name, t in state.items():
            m = PER_EXPERT.match(name)
            if m:
                experts.setdefault(m[1], {}).setdefault(m[3], {})[int(m[2])] = t
            else:
                out[name.replace(".block_sparse_moe.", ".mlp.")] = t
        for layer, w in experts.items():
            n = len(w["w1"])
            out[f"{layer}.mlp.experts.gate_up_proj"] = torch.stack([torch.cat((w["w1"][e], w["w3"][e])) for e in range(n)])
            out[f"{layer}.mlp.experts.down_proj"] = torch.stack([w["w2"][e] for e in range(n)])
        return out
