"""Gemma 2: Gemma 3's layer (norms on both sides of attention and of the MLP, GELU-gated
MLP, embedding scaled by sqrt(hidden_size)) without the q/k norms, with every other layer
sliding and its attention scores soft-capped.

What differs from Gemma 3 (engine/models/gemma3.py, whose config, layer and model this
reuses):
- attention is Llama's (no q/k RMSNorm), its scores capped before the mask:
  cap * tanh(scores / cap) with cap = `attn_logit_softcapping` (50);
- layers alternate: even ones slide over `sliding_window` positions, odd ones are global
  (`sliding_window_pattern` 2), and both rotate with the same base, `rope_theta`;
- the final logits are capped too (`final_logit_softcapping`, 30), as Gemma 3 may be.
"""
from dataclasses import dataclass

from engine.layers import Attention, GatedMLP
from engine.models.gemma3 import Gemma3, Gemma3Config, Gemma3DecoderLayer


@dataclass
class Gemma2Config(Gemma3Config):
    model_type: str = "gemma2"
    rope_theta: float = 10_000.0          # every layer's rotary base
    rope_local_base_freq: float | None = None   # None: rope_theta (Gemma 2 has one base)
    sliding_window_pattern: int = 2       # layer i is global when (i + 1) % 2 == 0
    final_logit_softcapping: float | None = 30.0
    attn_logit_softcapping: float | None = 50.0   # attention scores -> cap * tanh(scores / cap)

    def __post_init__(self):
        if self.rope_local_base_freq is None:
            self.rope_local_base_freq = self.rope_theta
        cap, self.attn_logit_softcapping = self.attn_logit_softcapping, None   # Gemma 3 refuses a cap
        super().__post_init__()
        self.attn_logit_softcapping = cap


class Gemma2Attention(Attention):
    """Llama's attention over a sliding window when `window` is set, its scores scaled by
    query_pre_attn_scalar^-1/2 and soft-capped."""

    def __init__(self, config: Gemma2Config, window: int | None):
        super().__init__(config, qkv_bias=config.attention_bias, o_bias=config.attention_bias)
        self.window = window
        self.scale = config.query_pre_attn_scalar ** -0.5
        self.softcap = config.attn_logit_softcapping


class Gemma2(Gemma3):
    """Gemma 2 text decoder (see the module docstring)."""
    config_class = Gemma2Config

    def make_layer(self, config: Gemma2Config, index: int):
        attn = Gemma2Attention(config, config.layer_window(index))
        mlp = GatedMLP(config.hidden_size, config.intermediate_size, config.hidden_activation)
        return Gemma3DecoderLayer(config, attn, mlp)
