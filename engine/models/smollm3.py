"""SmolLM3: Llama with no rotation on every few layers (NoPE layers).

Layer i rotates q and k only where `no_rope_layers[i]` is 1 (transformers' naming: the
list says which layers *use* RoPE); by default every `no_rope_layer_interval`-th layer
(i + 1 divisible by it, 4 in the released model) attends without positions. llama.cpp
hard-codes that interval of 4 and writes no key for it. The converter permutes q/k rows
as it does Llama's (`QK_PERMUTED` in engine/gguf/config.py).
"""
from dataclasses import dataclass

import torch

from engine.layers import Attention, CausalLM, DecoderLayer, SwiGLU, TransformerConfig


@dataclass
class SmolLM3Config(TransformerConfig):
    model_type: str = "smollm3"
    rope_theta: float = 2_000_000.0       # SmolLM3's rotary base
    no_rope_layer_interval: int = 4       # without no_rope_layers: layer i skips RoPE when (i + 1) % 4 == 0
    no_rope_layers: list | None = None    # per layer 1 (rotate) or 0 (no rotation)
    use_sliding_window: bool = False      # transformers' option; no released SmolLM3 slides
    mlp_bias: bool = False                # bias on the MLP projections (none in SmolLM3)
    tie_word_embeddings: bool = True      # the 3B model ties lm_head to the embedding

    def __post_init__(self):
        super().__post_init__()
        n = self.num_hidden_layers
        if self.no_rope_layers is None:
            self.no_rope_layers = [int((i + 1) % self.no_rope_layer_interval != 0) for i in range(n)]
        self.no_rope_layers = [int(r) for r in self.no_rope_layers]
        if len(self.no_rope_layers) != n or not set(self.no_rope_layers) <= {0, 1}:
            raise ValueError(f"SmolLM3Config: no_rope_layers must be {n} flags of 0/1, found {self.no_rope_layers}")
        if self.use_sliding_window or self.mlp_bias:
            raise ValueError("SmolLM3Config: use_sliding_window and mlp_bias must be False (llama.cpp's "
                             f"smollm3 has neither), found {self.use_sliding_window}, {self.mlp_bias}")


class NoRopeAttention(Attention):
    """GQA attention whose q and k are not rotated: the rotation by angle 0 (cos 1, sin 0)."""

    def forward(self, x, cos, sin, layer: int, inputs):
        return super().forward(x, torch.ones_like(cos), torch.zeros_like(sin), layer, inputs)

    def step_spec(self) -> dict:
        return {**super().step_spec(), "rope": False}


class SmolLM3(CausalLM):
    """SmolLM3 decoder: Llama's layers, NoRopeAttention where `no_rope_layers[i]` is 0."""
    config_class = SmolLM3Config

    def make_layer(self, config: SmolLM3Config, index: int):
        kind = Attention if config.no_rope_layers[index] else NoRopeAttention
        attn = kind(config, qkv_bias=config.attention_bias, o_bias=config.attention_bias)
        return DecoderLayer(config, attn, SwiGLU(config.hidden_size, config.intermediate_size))
