"""Qwen3.5-MoE (text): Qwen3.5's hybrid stack whose every MLP is a router over E SwiGLU
experts plus one shared expert.

Per token: the router's softmax picks the top k experts, their weights renormalised to
sum to 1 (Qwen3-MoE's `SparseMoe`); a shared SwiGLU expert runs on every token, scaled by
sigmoid(shared_expert_gate(x)) (one number per token), and is added to the routed sum.
"""
from dataclasses import dataclass

import torch
from torch import nn

from engine.layers import SwiGLU
from engine.models.qwen35 import Qwen35, Qwen35Config
from engine.models.qwen3_moe import SparseMoe


@dataclass
class Qwen35MoeConfig(Qwen35Config):
    model_type: str = "qwen3_5_moe"
    num_experts: int = 256                # E routed experts in every layer
    num_experts_per_tok: int = 8          # k experts each token is routed to
    moe_intermediate_size: int = 512      # each routed expert's inner width
    shared_expert_intermediate_size: int = 512   # the shared expert's inner width
    norm_topk_prob: bool = True           # the k routing weights always sum to 1

    def __post_init__(self):
        super().__post_init__()
        if not 0 < self.num_experts_per_tok <= self.num_experts:
            raise ValueError(f"Qwen35MoeConfig: num_experts_per_tok must be in [1, {self.num_experts}], "
                             f"found {self.num_experts_per_tok}")
        for name in ("moe_intermediate_size", "shared_expert_intermediate_size"):
            if getattr(self, name) <= 0:
                raise ValueError(f"Qwen35MoeConfig: {name} must be positive, found {getattr(self, name)}")


class SharedExpertMoe(SparseMoe):
    """Routed experts plus a gated shared expert: x [..., D] -> [..., D]."""

    def __init__(self, config: Qwen35MoeConfig):
        super().__init__(config)
        self.shared_expert = SwiGLU(config.hidden_size, config.shared_expert_intermediate_size)
        self.shared_expert_gate = nn.Linear(config.hidden_size, 1, bias=False)

    def forward(self, x):
        shared = torch.sigmoid(self.shared_expert_gate(x)) * self.shared_expert(x)
        return super().forward(x) + shared

    def step_spec(self) -> dict:
        """For the fused decode step: the routed experts, plus the shared expert and its gate."""
        return {**super().step_spec(), "shared": self.shared_expert, "shared_gate": self.shared_expert_gate}


class Qwen35Moe(Qwen35):
    """Qwen3.5-MoE decoder: Qwen3.5's layers with `SharedExpertMoe` as the MLP."""
    config_class = Qwen35MoeConfig

    def make_mlp(self, config: Qwen35MoeConfig, index: int) -> nn.Module:
        return SharedExpertMoe(config)
