"""Qwen2 / Qwen2.5: Llama's layout with biases on the q, k and v projections (not on o)."""
from dataclasses import dataclass

from engine.layers import Attention, CausalLM, DecoderLayer, SwiGLU, TransformerConfig


@dataclass
class Qwen2Config(TransformerConfig):
    model_type: str = "qwen2"
    rope_theta: float = 1000000.0         # Qwen2.5's rotary base
    attention_bias: bool = True           # q/k/v biases (always present in Qwen2 checkpoints)


class Qwen2(CausalLM):
    """Qwen2 decoder: Attention with q/k/v biases + SwiGLU."""
    config_class = Qwen2Config

    def make_layer(self, config: Qwen2Config, index: int):
        attn = Attention(config, qkv_bias=True, o_bias=False)
        return DecoderLayer(config, attn, SwiGLU(config.hidden_size, config.intermediate_size))
