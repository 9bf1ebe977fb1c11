"""Llama (also SmolLM2, Llama 3): plain GQA attention and SwiGLU. Llama 3 scales the
rotary frequencies (`rope_scaling` rope_type "llama3"); its GGUF files may instead
carry `rope_freqs` divisors, applied with `CausalLM.set_rope_freqs`."""
from dataclasses import dataclass

from engine.layers import Attention, CausalLM, DecoderLayer, SwiGLU, TransformerConfig


@dataclass
class LlamaConfig(TransformerConfig):
    model_type: str = "llama"
    mlp_bias: bool = False                # bias on the MLP projections (no released model uses it)

    def __post_init__(self):
        super().__post_init__()
        if self.mlp_bias:
            raise ValueError("LlamaConfig: mlp_bias=True is not supported (expected False)")


class Llama(CausalLM):
    """Llama decoder: Attention (biases all or none, `attention_bias`) + SwiGLU."""
    config_class = LlamaConfig

    def make_layer(self, config: LlamaConfig, index: int):
        attn = Attention(config, qkv_bias=config.attention_bias, o_bias=config.attention_bias)
        return DecoderLayer(config, attn, SwiGLU(config.hidden_size, config.intermediate_size))
