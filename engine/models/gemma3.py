"""Gemma 3 (text): Qwen3's q/k-normalised attention, with five sliding-window layers to
each global one, norms on both sides of attention and of the MLP, and a GELU-gated MLP.

What differs from Llama, layer by layer:
- the embedding is multiplied by sqrt(hidden_size), rounded to the activation dtype
  first (as transformers does; llama.cpp multiplies in float32, the same in float32);
- sliding-window layers (`layer_types`, by default every layer but each 6th) attend to
  the last `sliding_window` positions only, rotated with their own base
  (`rope_local_base_freq`, 10000, never scaled); global layers use `rope_theta` and any
  `rope_scaling`;
- attention scores are scaled by query_pre_attn_scalar^-1/2 (not head_dim^-1/2);
- x + post_norm(attn(norm(x))), then x + post_norm(mlp(norm(x))), the MLP being
  down(gelu_tanh(gate(x)) * up(x));
- logits may be soft-capped: cap * tanh(logits / cap).

Norm weights are kept as GGUF files store them: transformers' Gemma3RMSNorm computes
x * (1 + w), llama.cpp's converter writes 1 + w, so here every norm is a plain RMSNorm
and `hf_state_dict` adds the 1 to a Hugging Face checkpoint's norms.
"""
from dataclasses import dataclass

import torch
from torch import nn

from engine.layers import CausalLM, GatedMLP, RMSNorm, TransformerConfig, rope_inv_freq
from engine.models.qwen3 import Qwen3Attention

LAYER_TYPES = ("sliding_attention", "full_attention")


@dataclass
class Gemma3Config(TransformerConfig):
    model_type: str = "gemma3"
    rope_theta: float = 1_000_000.0       # global layers' rotary base (rope_scaling applies to them)
    rope_local_base_freq: float = 10_000.0   # sliding-window layers' rotary base, never scaled
    sliding_window: int | None = 4096     # positions a sliding layer sees, its own included; None: none slide
    sliding_window_pattern: int = 6       # without layer_types: layer i is global when (i + 1) % 6 == 0
    layer_types: list | None = None       # per layer "sliding_attention" or "full_attention"
    query_pre_attn_scalar: float = 256    # attention scores are scaled by its -1/2 power
    final_logit_softcapping: float | None = None   # logits -> cap * tanh(logits / cap) when set
    attn_logit_softcapping: float | None = None    # Gemma 2's score capping; Gemma 3 has none
    hidden_activation: str = "gelu_pytorch_tanh"   # the MLP gate's activation
    use_bidirectional_attention: bool = False      # EmbeddingGemma's encoder mode; not a decoder
    tie_word_embeddings: bool = True      # lm_head is the embedding table

    def __post_init__(self):
        super().__post_init__()
        n = self.num_hidden_layers
        if self.layer_types is None:
            self.layer_types = [LAYER_TYPES[(i + 1) % self.sliding_window_pattern == 0] for i in range(n)]
        self.layer_types = list(self.layer_types)
        if len(self.layer_types) != n or not set(self.layer_types) <= set(LAYER_TYPES):
            raise ValueError(f"Gemma3Config: layer_types must be {n} entries of {LAYER_TYPES}, found "
                             f"{self.layer_types}")
        if self.attn_logit_softcapping is not None:
            raise ValueError(f"Gemma3Config: attn_logit_softcapping must be None (Gemma 3 does not cap "
                             f"attention scores), found {self.attn_logit_softcapping}")
        if self.use_bidirectional_attention:
            raise ValueError("Gemma3Config: use_bidirectional_attention=True (EmbeddingGemma) is not "
                             "supported; expected a causal decoder")
        if self.sliding_window is not None and self.sliding_window < 1:
            raise ValueError(f"Gemma3Config: sliding_window must be positive or None, found {self.sliding_window}")

    def layer_window(self, index: int) -> int | None:
        return self.sliding_window if self.layer_types[index] == "sliding_attention" else None

    @classmethod
    def from_hf(cls, config: dict):
        """Also reads transformers 5.x's rotary settings per layer type
        (`rope_parameters = {"full_attention": {...}, "sliding_attention": {...}}`)."""
        rope = config.get("rope_parameters") or {}
        if "full_attention" in rope or "sliding_attention" in rope:
            local = (rope.get("sliding_attention") or {}).get("rope_theta", cls.rope_local_base_freq)
            config = {**config, "rope_parameters": rope.get("full_attention") or {},
                      "rope_local_base_freq": local}
        return super().from_hf(config)


class Gemma3Attention(Qwen3Attention):
    """Qwen3's attention (q/k heads RMS-normalised before the rotation), over a sliding
    window when `window` is set, its scores scaled by query_pre_attn_scalar^-1/2."""

    def __init__(self, config: Gemma3Config, window: int | None):
        super().__init__(config)
        self.window = window
        self.scale = config.query_pre_attn_scalar ** -0.5


class Gemma3DecoderLayer(nn.Module):
    """Norms before and after each block: x + post(attn(pre(x))), then the same for the MLP.
    (Hugging Face's names: `post_attention_layernorm` follows attention here, unlike Llama's.)
    `keep` as DecoderLayer's."""
    keeps_rows = True

    def __init__(self, config: Gemma3Config, self_attn: nn.Module, mlp: nn.Module):
        super().__init__()
        D, eps = config.hidden_size, config.rms_norm_eps
        self.input_layernorm = RMSNorm(D, eps)
        self.self_attn = self_attn
        self.post_attention_layernorm = RMSNorm(D, eps)
        self.pre_feedforward_layernorm = RMSNorm(D, eps)
        self.mlp = mlp
        self.post_feedforward_layernorm = RMSNorm(D, eps)

    def forward(self, x, cos, sin, index: int, inputs, keep=None):
        x = x + self.post_attention_layernorm(self.self_attn(self.input_layernorm(x), cos, sin, index, inputs))
        if keep is not None:
            x = keep(x)
        return x + self.post_feedforward_layernorm(self.mlp(self.pre_feedforward_layernorm(x)))

    def step_spec(self) -> dict:
        return {"op": "layer", "blocks": [
            (self.input_layernorm, self.self_attn, self.post_attention_layernorm),
            (self.pre_feedforward_layernorm, self.mlp, self.post_feedforward_layernorm)]}


class Gemma3(CausalLM):
    """Gemma 3 text decoder (see the module docstring); `local_inv_freq` [head_dim / 2]
    rotates the sliding-window layers, `inv_freq` the global ones."""
    config_class = Gemma3Config

    def __init__(self, config: Gemma3Config):
        super().__init__(config)
        self.embed_scale = config.hidden_size ** 0.5
        self.register_buffer("local_inv_freq", rope_inv_freq(config.head_dim, config.rope_local_base_freq),
                             persistent=False)

    def make_layer(self, config: Gemma3Config, index: int):
        attn = Gemma3Attention(config, config.layer_window(index))
        mlp = GatedMLP(config.hidden_size, config.intermediate_size, config.hidden_activation)
        return Gemma3DecoderLayer(config, attn, mlp)

    def rotary_freqs(self):
        freqs = {None: self.inv_freq}
        if self.sliding_window is not None:
            freqs[self.sliding_window] = self.local_inv_freq
        return freqs

    def logits(self, h):
        logits = self.lm_head(h).float()
        cap = self.config.final_logit_softcapping
        return logits if cap is None else cap * torch.tanh(logits / cap)

    def step_spec(self) -> dict:
        return {**super().step_spec(), "softcap": self.config.final_logit_softcapping}

    @classmethod
    def hf_state_dict(cls, state: dict) -> dict:
        """transformers' norms compute x * (1 + w): add the 1, as llama.cpp's converter does."""
        return {name: t.float() + 1 if name.endswith("norm.weight") else t for name, t in state.items()}
