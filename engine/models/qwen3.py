"""Qwen3: Llama's layout plus an RMSNorm over each head of q and k before the rotation
(`q_norm`, `k_norm`, weights [head_dim]), which keeps attention logits in range."""
from dataclasses import dataclass

from engine.layers import Attention, CausalLM, DecoderLayer, RMSNorm, SwiGLU, TransformerConfig


@dataclass
class Qwen3Config(TransformerConfig):
    model_type: str = "qwen3"
    rope_theta: float = 1000000.0         # Qwen3's rotary base
    tie_word_embeddings: bool = False     # the small Qwen3 models tie, the large ones do not


class Qwen3Attention(Attention):
    """GQA attention whose q and k heads are RMS-normalised before the rotation."""

    def __init__(self, config: Qwen3Config):
        super().__init__(config, qkv_bias=config.attention_bias, o_bias=config.attention_bias)
        self.q_norm = RMSNorm(config.head_dim, config.rms_norm_eps)
        self.k_norm = RMSNorm(config.head_dim, config.rms_norm_eps)

    def qk_norm(self, q, k):
        """q [B, T, H, hd], k [B, T, Hkv, hd]: each head vector normalised on its own."""
        return self.q_norm(q), self.k_norm(k)

    def step_spec(self) -> dict:
        return {**super().step_spec(), "q_norm": self.q_norm, "k_norm": self.k_norm}


class Qwen3(CausalLM):
    """Qwen3 dense decoder: Qwen3Attention + SwiGLU per layer."""
    config_class = Qwen3Config

    def make_layer(self, config: Qwen3Config, index: int):
        return DecoderLayer(config, Qwen3Attention(config),
                            SwiGLU(config.hidden_size, config.intermediate_size))
