"""OLMo 2: Llama's attention and SwiGLU with the norms moved and widened.

What differs from Llama, layer by layer:
- no norm before a block; each block's output is normalised before it joins the residual:
  x + post_attention_layernorm(attn(x)), then x + post_feedforward_layernorm(mlp(x));
- q and k are RMS-normalised over the whole projection (q_norm [H * hd], k_norm [Hkv * hd]),
  before the heads are split and rotated, unlike Qwen3's norm per head.
Rotation is rotate-half (llama.cpp's NEOX type), so the converter leaves q/k rows in order.
"""
from dataclasses import dataclass

from torch import nn

from engine.layers import Attention, CausalLM, RMSNorm, SwiGLU, TransformerConfig


@dataclass
class Olmo2Config(TransformerConfig):
    model_type: str = "olmo2"
    rms_norm_eps: float = 1e-6            # transformers' Olmo2Config default (the 7B uses 1e-6)

    def __post_init__(self):
        super().__post_init__()
        if self.attention_bias:
            raise ValueError("Olmo2Config: attention_bias=True is not supported (llama.cpp's olmo2 has none)")


class Olmo2Attention(Attention):
    """GQA attention whose q and k projections are RMS-normalised across all their heads."""

    def __init__(self, config: Olmo2Config):
        super().__init__(config)
        self.q_norm = RMSNorm(config.num_attention_heads * config.head_dim, config.rms_norm_eps)
        self.k_norm = RMSNorm(config.num_key_value_heads * config.head_dim, config.rms_norm_eps)

    def qk_norm(self, q, k):
        """q [B, T, H, hd], k [B, T, Hkv, hd]: each token's whole q (and k) normalised as one vector."""
        return self.q_norm(q.flatten(2)).view_as(q), self.k_norm(k.flatten(2)).view_as(k)

    def step_spec(self) -> dict:
        # "qk_norm_over": the fused step runs these norms over the whole q and k, not per head
        return {**super().step_spec(), "q_norm": self.q_norm, "k_norm": self.k_norm,
                "qk_norm_over": "projection"}


class Olmo2DecoderLayer(nn.Module):
    """Post-norm residual blocks: x + post(attn(x)), then x + post(mlp(x))."""
    keeps_rows = True     # `keep` as DecoderLayer's (engine/layers/decoder.py)

    def __init__(self, config: Olmo2Config, self_attn: nn.Module, mlp: nn.Module):
        super().__init__()
        D, eps = config.hidden_size, config.rms_norm_eps
        self.self_attn = self_attn
        self.post_attention_layernorm = RMSNorm(D, eps)
        self.mlp = mlp
        self.post_feedforward_layernorm = RMSNorm(D, eps)

    def forward(self, x, cos, sin, index: int, inputs, keep=None):
        x = x + self.post_attention_layernorm(self.self_attn(x, cos, sin, index, inputs))
        if keep is not None:
            x = keep(x)
        return x + self.post_feedforward_layernorm(self.mlp(x))

    def step_spec(self) -> dict:
        """(pre-norm None: the block reads the residual stream itself)."""
        return {"op": "layer", "blocks": [(None, self.self_attn, self.post_attention_layernorm),
                                          (None, self.mlp, self.post_feedforward_layernorm)]}


class Olmo2(CausalLM):
    """OLMo 2 decoder: Olmo2Attention + SwiGLU in post-norm layers."""
    config_class = Olmo2Config

    def make_layer(self, config: Olmo2Config, index: int):
        return Olmo2DecoderLayer(config, Olmo2Attention(config),
                                 SwiGLU(config.hidden_size, config.intermediate_size))
