"""Qwen3.5 (text): a hybrid stack of Gated DeltaNet layers and, every few layers, gated
full attention.

What differs from Qwen3, layer by layer:
- `layer_types` says which layers are "linear_attention" (a `GatedDeltaNet` under
  `linear_attn`, with a fixed-size recurrent state instead of keys and values) and which
  "full_attention" (under `self_attn`); without it every `full_attention_interval`-th
  layer is full;
- full attention is Qwen3's (q/k heads RMS-normalised) with an output gate: q_proj gives
  each head its query and a gate, and the heads' output is multiplied by sigmoid(gate);
- only the first `partial_rotary_factor` of each head's dims rotate (a quarter);
  Qwen3.5's multimodal rotary (mrope) gives text the same angles in every section, so a
  text model rotates as plain rotate-half rope;
- the MLP is SwiGLU (Qwen3.5-MoE swaps in a routed MLP with a shared expert).

Norm weights are kept as GGUF files store them: transformers' Qwen3_5RMSNorm computes
x * (1 + w) and llama.cpp's converter writes 1 + w, so every norm is a plain RMSNorm and
`hf_state_dict` adds the 1 to a checkpoint's norms (not to the DeltaNet's gated norm,
which is x * w in both). A cache for this model keeps the recurrent layers' states per
slot beside the full layers' keys and values (`engine/serve/recurrent_cache.py`).
"""
from dataclasses import dataclass

import torch
from torch import nn

from engine.layers import CausalLM, RMSNorm, SwiGLU, TransformerConfig, rope_inv_freq
from engine.layers.delta_net import GatedDeltaNet
from engine.models.qwen3 import Qwen3Attention

LAYER_TYPES = ("linear_attention", "full_attention")


@dataclass
class Qwen35Config(TransformerConfig):
    model_type: str = "qwen3_5"
    rope_theta: float = 10_000_000.0      # Qwen3.5's rotary base
    head_dim: int | None = 256
    partial_rotary_factor: float = 0.25   # share of each head's dims that rotate
    layer_types: list | None = None       # per layer "linear_attention" or "full_attention"
    full_attention_interval: int = 4      # without layer_types: layer i is full when (i + 1) % 4 == 0
    linear_conv_kernel_dim: int = 4       # K: the DeltaNet's causal convolution kernel
    linear_key_head_dim: int = 128        # dk
    linear_value_head_dim: int = 128      # dv
    linear_num_key_heads: int = 16        # Hk: q/k heads of a DeltaNet layer
    linear_num_value_heads: int = 32      # Hv: value heads (each with its own state [dk, dv])
    hidden_act: str = "silu"

    def __post_init__(self):
        super().__post_init__()
        n = self.num_hidden_layers
        if self.layer_types is None:
            self.layer_types = [LAYER_TYPES[(i + 1) % self.full_attention_interval == 0] for i in range(n)]
        self.layer_types = list(self.layer_types)
        if len(self.layer_types) != n or not set(self.layer_types) <= set(LAYER_TYPES):
            raise ValueError(f"{type(self).__name__}: layer_types must be {n} entries of {LAYER_TYPES}, "
                             f"found {self.layer_types}")
        rotary = self.rotary_dim
        if rotary < 2 or rotary % 2 or rotary > self.head_dim:
            raise ValueError(f"{type(self).__name__}: partial_rotary_factor {self.partial_rotary_factor} of "
                             f"head_dim {self.head_dim} gives {rotary} rotary dims; expected an even number "
                             f"in [2, {self.head_dim}]")
        if self.hidden_act != "silu":
            raise ValueError(f"{type(self).__name__}: hidden_act must be 'silu', found {self.hidden_act!r}")

    @property
    def rotary_dim(self) -> int:
        return int(self.head_dim * self.partial_rotary_factor)

    def is_recurrent(self, index: int) -> bool:
        return self.layer_types[index] == "linear_attention"

    @classmethod
    def from_hf(cls, config: dict):
        """Also reads a multimodal checkpoint's `text_config` and the rotary share from
        transformers 5.x's `rope_parameters`."""
        config = {**config, **config.get("text_config", {})}
        rope = config.get("rope_parameters") or {}
        if "partial_rotary_factor" in rope:
            config.setdefault("partial_rotary_factor", rope["partial_rotary_factor"])
        # mrope's sections matter for images only; text rotates as default rope
        rope = {k: v for k, v in rope.items()
                if k not in ("partial_rotary_factor", "mrope_section", "mrope_interleaved")}
        if rope.get("rope_type", rope.get("type")) in ("mrope", "default"):
            rope["rope_type"] = "default"
        return super().from_hf({**config, "rope_parameters": rope, "rope_scaling": None})


class Qwen35Attention(Qwen3Attention):
    """Qwen3's attention with an output gate (`Attention.gated`) and partial rotary."""
    gated = True


class Qwen35DecoderLayer(nn.Module):
    """Pre-norm residual block whose mixer is `linear_attn` (a GatedDeltaNet) or
    `self_attn` (gated full attention), then the MLP."""
    keeps_rows = True     # `keep` as DecoderLayer's (engine/layers/decoder.py)
    delta_net_class = GatedDeltaNet       # the recurrent mixer (Qwen3-Next's groups its value heads)

    def __init__(self, config: Qwen35Config, index: int, mlp: nn.Module):
        super().__init__()
        self.input_layernorm = RMSNorm(config.hidden_size, config.rms_norm_eps)
        if config.is_recurrent(index):
            self.linear_attn = self.delta_net_class(config)
        else:
            self.self_attn = Qwen35Attention(config)
        self.post_attention_layernorm = RMSNorm(config.hidden_size, config.rms_norm_eps)
        self.mlp = mlp

    def forward(self, x, cos, sin, index: int, inputs, keep=None):
        h = self.input_layernorm(x)
        if hasattr(self, "linear_attn"):
            x = x + self.linear_attn(h, index, inputs)
        else:
            x = x + self.self_attn(h, cos, sin, index, inputs)
        if keep is not None:
            x = keep(x)
        return x + self.mlp(self.post_attention_layernorm(x))

    def step_spec(self) -> dict:
        """For the fused decode step: the mixer's and the MLP's pre-norm residual blocks."""
        mixer = self.linear_attn if hasattr(self, "linear_attn") else self.self_attn
        return {"op": "layer", "blocks": [(self.input_layernorm, mixer, None),
                                          (self.post_attention_layernorm, self.mlp, None)]}


class Qwen35(CausalLM):
    """Qwen3.5 text decoder (see the module docstring). `inv_freq` [rotary_dim / 2]."""
    config_class = Qwen35Config
    tile_value_heads = True     # llama.cpp's converter reorders a checkpoint's value heads to tiled

    def __init__(self, config: Qwen35Config):
        super().__init__(config)
        self._base_inv_freq = rope_inv_freq(config.rotary_dim, config.rope_theta, config.rope_scaling)
        self.register_buffer("inv_freq", self._base_inv_freq.clone(), persistent=False)

    def make_layer(self, config: Qwen35Config, index: int):
        return Qwen35DecoderLayer(config, index, self.make_mlp(config, index))

    def make_mlp(self, config: Qwen35Config, index: int) -> nn.Module:
        return SwiGLU(config.hidden_size, config.intermediate_size)

    @property
    def cache_class(self):
        from engine.serve.recurrent_cache import RecurrentCache
        return RecurrentCache

    def hf_state_dict(self, state: dict) -> dict:
        """A transformers checkpoint as llama.cpp's converter writes it: 1 + w in the norms,
        A = -exp(A_log), the conv weight [C, K], and with Hv > Hk the value heads of every
        DeltaNet tensor reordered from grouped by key head to tiled (`GatedDeltaNet`)."""
        cfg = self.config
        n_k, n_v = cfg.linear_num_key_heads, cfg.linear_num_value_heads
        out = {}
        for name, t in state.items():
            if name.endswith("norm.weight") and not name.endswith("linear_attn.norm.weight"):
                t = t.float() + 1
            elif name.endswith("linear_attn.A_log"):
                name, t = name[:-len("A_log")] + "A", -t.float().exp()
            elif name.endswith("linear_attn.conv1d.weight"):
                t = t.reshape(t.shape[0], -1)
            if ".linear_attn." in name and n_v != n_k and self.tile_value_heads:
                t = _tile_value_heads(name, t, n_k, n_v, cfg.linear_key_head_dim, cfg.linear_value_head_dim)
            out[name] = t
        return out


def _tile_value_heads(name: str, t: torch.Tensor, n_k: int, n_v: int, dk: int, dv: int) -> torch.Tensor:
    """Reorder the value heads in tensor `name` of a DeltaNet layer: head g * (Hv/Hk) + j
    (grouped by key head g) moves to j * Hk + g (tiled), along the axis that holds them."""
    per = n_v // n_k

    def tile(x, dim, width):                 # (.., Hk, Hv/Hk, width, ..) -> (.., Hv/Hk, Hk, width, ..)
        shape = list(x.shape)
        x = x.reshape(*shape[:dim], n_k, per, width, *shape[dim + 1:])
        return x.transpose(dim, dim + 1).reshape(shape)

    leaf = name.rsplit(".", 2)[-2:]
    if leaf == ["in_proj_qkv", "weight"] or leaf == ["conv1d", "weight"]:
        qk, v = t[:2 * n_k * dk], t[2 * n_k * dk:]
        return torch.cat((qk, tile(v, 0, dv)))
    if leaf == ["in_proj_z", "weight"]:
        return tile(t, 0, dv)
    if leaf in (["in_proj_a", "weight"], ["in_proj_b", "weight"]) or leaf[-1] in ("A", "dt_bias"):
        return tile(t, 0, 1)
    if leaf == ["out_proj", "weight"]:
        return tile(t, 1, dv)
    return t
