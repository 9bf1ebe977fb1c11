"""LFM2 (Liquid AI): a hybrid stack of gated short convolutions and, at a few layers, GQA
attention.

What differs from Qwen3, layer by layer:
- `layer_types` says which layers are "conv" (a `ShortConv` under `conv`) and which
  "full_attention" (Qwen3's attention: q and k heads RMS-normalised before the rotation);
  without it, `full_attn_idxs` lists the attention layers;
- a short-conv layer projects x to three streams B, C and h (in_proj [3 D, D]), gates
  B * h, runs a depthwise causal convolution of `conv_L_cache` taps (3) over the tokens,
  gates the result by C and projects it back (out_proj). The convolution needs the last
  L_cache - 1 gated inputs of the sequence as state, which a cache keeps per slot
  (`engine/serve/recurrent_cache.py`, conv states only);
- every layer ends with a SwiGLU MLP whose width transformers derives from
  `intermediate_size` ("block_auto_adjust_ff_dim": 2/3 of it, times
  `block_ffn_dim_multiplier`, rounded up to `block_multiple_of`); llama.cpp's converter
  writes the derived width, so a GGUF file's config is already adjusted.

Hugging Face names its modules otherwise (operator_norm, ffn_norm, feed_forward.w1/w3/w2,
self_attn.out_proj, q_layernorm, the final norm `embedding_norm`, which llama.cpp files as
`token_embd_norm`); this model keeps the engine's names and `hf_state_dict` renames.

The fused decode step runs a conv layer as MATMUL h -> B|C|h, a gated CONV (B * h into
the convolution over the slot's conv state, C times its output) and MATMUL -> x; its
states are the cache's own conv states, so prompt caching, checkpoints and batched slots
see what the layers would have written. A rank of a model split by tensor parallelism
keeps the PyTorch path (the step places no collective for the conv layers' channels).
"""
from dataclasses import dataclass

from torch import nn

from engine.layers import CausalLM, RMSNorm, SwiGLU, TransformerConfig
from engine.layers.delta_net import DepthwiseConv, causal_conv, padded_rows
from engine.models.qwen3 import Qwen3Attention

LAYER_TYPES = ("conv", "full_attention")
# Hugging Face's module names -> ours (substrings of a checkpoint's tensor names)
HF_NAMES = {".operator_norm.": ".input_layernorm.", ".ffn_norm.": ".post_attention_layernorm.",
            ".feed_forward.w1.": ".mlp.gate_proj.", ".feed_forward.w3.": ".mlp.up_proj.",
            ".feed_forward.w2.": ".mlp.down_proj.", ".self_attn.out_proj.": ".self_attn.o_proj.",
            ".self_attn.q_layernorm.": ".self_attn.q_norm.", ".self_attn.k_layernorm.": ".self_attn.k_norm.",
            "model.embedding_norm.": "model.norm."}


@dataclass
class Lfm2Config(TransformerConfig):
    model_type: str = "lfm2"
    rope_theta: float = 1_000_000.0
    tie_word_embeddings: bool = True          # the released LFM2 models tie
    layer_types: list | None = None           # per layer "conv" or "full_attention"
    full_attn_idxs: list | None = None        # without layer_types: the attention layers (all when None)
    conv_L_cache: int = 3                     # the short convolution's taps
    conv_bias: bool = False                   # biases in the conv layers (llama.cpp has none)
    conv_channels: int | None = None          # channels of B, C, h a conv layer computes: D, or a
                                              # rank's share under tensor parallelism
    block_auto_adjust_ff_dim: bool = True     # intermediate_size is transformers' raw figure, to derive
                                              # the MLP's width from (a GGUF file's is derived: False)
    block_ffn_dim_multiplier: float | None = 1.0
    block_multiple_of: int = 256

    def __post_init__(self):
        super().__post_init__()
        if self.conv_channels is None:
            self.conv_channels = self.hidden_size
        n = self.num_hidden_layers
        if self.layer_types is None:
            full = range(n) if self.full_attn_idxs is None else self.full_attn_idxs
            self.layer_types = [LAYER_TYPES[i in full] for i in range(n)]
        self.layer_types = list(self.layer_types)
        if len(self.layer_types) != n or not set(self.layer_types) <= set(LAYER_TYPES):
            raise ValueError(f"{type(self).__name__}: layer_types must be {n} entries of {LAYER_TYPES}, "
                             f"found {self.layer_types}")
        if self.conv_bias:
            raise ValueError(f"{type(self).__name__}: conv_bias is true; llama.cpp's lfm2 (and this model) "
                             f"have no biases in the conv layers")
        if self.conv_L_cache < 2:
            raise ValueError(f"{type(self).__name__}: conv_L_cache must be at least 2, found {self.conv_L_cache}")
        if self.block_auto_adjust_ff_dim:      # transformers' Lfm2MLP width, once
            width = int(2 * self.intermediate_size / 3)
            if self.block_ffn_dim_multiplier is not None:
                width = int(self.block_ffn_dim_multiplier * width)
                width = self.block_multiple_of * -(-width // self.block_multiple_of)
            self.intermediate_size, self.block_auto_adjust_ff_dim = width, False

    def is_recurrent(self, index: int) -> bool:
        return self.layer_types[index] == "conv"

    def recurrent_state_shapes(self) -> tuple[tuple, None]:
        """(conv state [channels, L_cache - 1], no recurrent state) of a conv layer, for the cache."""
        return (self.conv_channels, self.conv_L_cache - 1), None

    @classmethod
    def from_hf(cls, config: dict):
        """Also reads transformers' `norm_eps` and the released checkpoints' spellings
        `block_ff_dim` and `tie_embedding`, which win over the newer names as they do in
        transformers' Lfm2Config (and `block_ff_dim` in llama.cpp's converter)."""
        config = dict(config)
        config.setdefault("rms_norm_eps", config.get("norm_eps", 1e-5))
        for old, new in (("block_ff_dim", "intermediate_size"), ("tie_embedding", "tie_word_embeddings")):
            if old in config:
                config[new] = config[old]
        return super().from_hf(config)


class ShortConv(nn.Module):
    """An LFM2 conv layer: x [B, T, D] -> [B, T, D].

    B, C, h = in_proj(x) (thirds of [3 D]); y = conv(B * h) over the tokens (depthwise,
    causal, weight [D, L_cache] as GGUF files store it); out = out_proj(C * y). Under tensor
    parallelism a rank computes `conv_channels` of the D channels (out_proj's partial sums).
    """

    def __init__(self, config: Lfm2Config):
        super().__init__()
        D, C = config.hidden_size, config.conv_channels
        self.in_proj = nn.Linear(D, 3 * C, bias=False)
        self.conv = DepthwiseConv(C, config.conv_L_cache)
        self.out_proj = nn.Linear(C, D, bias=False)

    def forward(self, x, layer: int, inputs):
        """x [B, T, D]; with `inputs.cache`, the layer's conv state of each row's slot is
        read, advanced over the row's `step.lengths[b]` tokens and written back.
        (Your engine: Chapter 42)"""
        cache, step = inputs.cache, inputs.step
        x, lengths, _ = padded_rows(x, inputs)
        b, c, h = self.in_proj(x).chunk(3, dim=-1)                      # (B, T, D) each
        state = cache.recurrent(layer, step)[0] if cache is not None else None
        y, state = causal_conv(b * h, self.conv.weight, state, lengths)
        if cache is not None:
            cache.store(layer, step, state, None)
        return self.out_proj(c * y)

    def step_spec(self) -> dict:
        """For the fused decode step: in_proj's B | C | h, the convolution's weight [C,
        L_cache] and out_proj (its gated CONV op multiplies B * h before the convolution and
        C * y after)."""
        return {"op": "short_conv", "in": self.in_proj, "conv": self.conv.weight, "out": self.out_proj}


class Lfm2DecoderLayer(nn.Module):
    """Pre-norm residual block whose mixer is `conv` (a ShortConv) or `self_attn`, then
    the MLP."""
    keeps_rows = True     # `keep` as DecoderLayer's (engine/layers/decoder.py)

    def __init__(self, config: Lfm2Config, index: int):
        super().__init__()
        self.input_layernorm = RMSNorm(config.hidden_size, config.rms_norm_eps)
        if config.is_recurrent(index):
            self.conv = ShortConv(config)
        else:
            self.self_attn = Qwen3Attention(config)
        self.post_attention_layernorm = RMSNorm(config.hidden_size, config.rms_norm_eps)
        self.mlp = SwiGLU(config.hidden_size, config.intermediate_size)

    def forward(self, x, cos, sin, index: int, inputs, keep=None):
        h = self.input_layernorm(x)
        if hasattr(self, "conv"):
            x = x + self.conv(h, index, inputs)
        else:
            x = x + self.self_attn(h, cos, sin, index, inputs)
        if keep is not None:
            x = keep(x)
        return x + self.mlp(self.post_attention_layernorm(x))

    def step_spec(self) -> dict:
        """For the fused decode step: the mixer's and the MLP's pre-norm residual blocks."""
        mixer = self.conv if hasattr(self, "conv") else self.self_attn
        return {"op": "layer", "blocks": [(self.input_layernorm, mixer, None),
                                          (self.post_attention_layernorm, self.mlp, None)]}


class Lfm2(CausalLM):
    """LFM2 decoder (see the module docstring)."""
    config_class = Lfm2Config

    def make_layer(self, config: Lfm2Config, index: int):
        return Lfm2DecoderLayer(config, index)

    @property
    def cache_class(self):
        from engine.serve.recurrent_cache import RecurrentCache
        return RecurrentCache

    @classmethod
    def hf_state_dict(cls, state: dict) -> dict:
        """A transformers checkpoint under this model's names (`HF_NAMES`), the conv
        weight [D, 1, L] as [D, L] (what llama.cpp's converter writes)."""
        out = {}
        for name, t in state.items():
            for theirs, ours in HF_NAMES.items():
                name = name.replace(theirs, ours)
            if name.endswith(".conv.conv.weight"):
                t = t.reshape(t.shape[0], -1)
            out[name] = t
        return out
