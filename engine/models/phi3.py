"""Phi-3 (Phi-3, Phi-3.5, Phi-4-mini): Llama's layers, with three things of its own.

- Fused weights: a checkpoint (and llama.cpp's file) holds q, k and v as one `qkv_proj`
  (`attn_qkv`) and the MLP's gate and up as one `gate_up_proj` (`ffn_up`, gate rows first).
  The model keeps Llama's separate layers; each takes its share of the rows when loaded
  (`FUSED_ROWS` in engine/gguf/config.py, `hf_state_dict` here), so the fused decode step and
  tensor parallelism see the layers they know.
- Partial rotary (Phi-4-mini): only the first `partial_rotary_factor` of each head's dims turn.
- LongRoPE (the 128k models): the rotary frequencies are divided by a factor per frequency,
  `short_factor` for contexts up to the pretraining one (`original_max_position_embeddings`),
  `long_factor` beyond it, and cos/sin are multiplied by `rope_attention_factor`
  (sqrt(1 + ln(s) / ln(original)), s = max_position_embeddings / original, unless given).
  As llama.cpp does, the choice is made once for the context the model runs at
  (`set_context_length`), not per sequence as transformers does it.
Every layer attends over the last `sliding_window` positions where the config sets one
(Phi-3-mini-4k: 2047), as transformers does; llama.cpp 0.3.36 reads the window and ignores it,
so the two differ only past the window.
"""
import math
from dataclasses import dataclass

import torch

from engine.layers import Attention, CausalLM, DecoderLayer, SwiGLU, TransformerConfig, rope_inv_freq

LONGROPE = ("longrope", "su")      # transformers' names of LongRoPE (older checkpoints: "su")


@dataclass
class Phi3Config(TransformerConfig):
    model_type: str = "phi3"
    rms_norm_eps: float = 1e-5
    partial_rotary_factor: float = 1.0    # share of each head's dims that rotate (Phi-4-mini: 0.75)
    original_max_position_embeddings: int | None = None   # LongRoPE: the pretraining context
    short_factor: list | None = None      # LongRoPE: frequency divisors [rotary_dim / 2] up to it
    long_factor: list | None = None       # and past it
    rope_attention_factor: float | None = None   # cos/sin times this; None: LongRoPE's rule
    sliding_window: int | None = None     # every layer attends over this many positions; None, 0: all
    hidden_act: str = "silu"

    def __post_init__(self):
        super().__post_init__()
        rotary = self.rotary_dim
        if rotary < 2 or rotary % 2 or rotary > self.head_dim:
            raise ValueError(f"Phi3Config: partial_rotary_factor {self.partial_rotary_factor} of head_dim "
                             f"{self.head_dim} gives {rotary} rotary dims; expected an even number in "
                             f"[2, {self.head_dim}]")
        for name in ("short_factor", "long_factor"):
            factors = getattr(self, name)
            if factors is not None and len(factors) != rotary // 2:
                raise ValueError(f"Phi3Config: {name} has {len(factors)} entries; expected rotary_dim / 2 = "
                                 f"{rotary // 2}")
        if not self.sliding_window or self.sliding_window >= self.max_position_embeddings:
            self.sliding_window = None    # a window no context reaches (Phi-3.5's 262144) is none
        if self.hidden_act != "silu":
            raise ValueError(f"Phi3Config: hidden_act must be 'silu', found {self.hidden_act!r}")

    @property
    def rotary_dim(self) -> int:
        return int(self.head_dim * self.partial_rotary_factor)

    @property
    def attention_factor(self) -> float:
        """What cos and sin are multiplied by: the file's (or checkpoint's) value, else 1 without
        LongRoPE and sqrt(1 + ln(s) / ln(original)) with it, s the context's extension."""
        if self.rope_attention_factor is not None:
            return float(self.rope_attention_factor)
        original = self.original_max_position_embeddings
        if self.long_factor is None or not original or self.max_position_embeddings <= original:
            return 1.0
        return math.sqrt(1 + math.log(self.max_position_embeddings / original) / math.log(original))

    def layer_window(self, index: int) -> int | None:
        return self.sliding_window

    @classmethod
    def from_hf(cls, config: dict):
        """Also reads the rotary share and LongRoPE's fields from `rope_parameters` (transformers
        5.x) or `rope_scaling` (4.x)."""
        rope = dict(config.get("rope_parameters") or config.get("rope_scaling") or {})
        config = dict(config)
        if "partial_rotary_factor" in rope:
            config["partial_rotary_factor"] = rope.pop("partial_rotary_factor")
        if rope.get("rope_type", rope.get("type")) in LONGROPE:
            config.update(short_factor=rope["short_factor"], long_factor=rope["long_factor"])
            if rope.get("original_max_position_embeddings"):
                config["original_max_position_embeddings"] = rope["original_max_position_embeddings"]
            original = config.get("original_max_position_embeddings")
            if rope.get("attention_factor") is not None:
                config["rope_attention_factor"] = rope["attention_factor"]
            elif rope.get("factor") and original:      # a stated extension replaces the ratio
                s = float(rope["factor"])
                config["rope_attention_factor"] = 1.0 if s <= 1 else math.sqrt(1 + math.log(s) / math.log(original))
        rope = {"rope_type": "default", **({"rope_theta": rope["rope_theta"]} if "rope_theta" in rope else {})}
        return super().from_hf({**config, "rope_parameters": rope, "rope_scaling": None})


class Phi3(CausalLM):
    """Phi-3 decoder (see the module docstring): Llama's layers, `inv_freq` [rotary_dim / 2]
    divided by LongRoPE's short or long factors where the model has them."""
    config_class = Phi3Config

    def __init__(self, config: Phi3Config):
        super().__init__(config)
        self._base_inv_freq = rope_inv_freq(config.rotary_dim, config.rope_theta)
        self.rope_factors = {kind: torch.tensor(f, dtype=torch.float32, device="cpu")
                             for kind, f in (("short", config.short_factor), ("long", config.long_factor)) if f}
        # llama.cpp's default: short factors unless the context runs past the pretraining one
        self.context_length = config.original_max_position_embeddings or config.max_position_embeddings
        self.register_buffer("inv_freq", self._scaled_inv_freq(), persistent=False)
        self.rope_scale = config.attention_factor

    def make_layer(self, config: Phi3Config, index: int):
        attn = Attention(config, qkv_bias=config.attention_bias, o_bias=config.attention_bias)
        attn.window = config.layer_window(index)
        return DecoderLayer(config, attn, SwiGLU(config.hidden_size, config.intermediate_size))

    def _scaled_inv_freq(self) -> torch.Tensor:
        original = self.config.original_max_position_embeddings
        kind = "long" if original and self.context_length > original else "short"
        factors = self.rope_factors.get(kind)
        return self._base_inv_freq if factors is None else self._base_inv_freq / factors

    def set_rope_factors(self, kind: str, factors: torch.Tensor):
        """A file's LongRoPE divisors (`rope_factors_short` / `rope_factors_long` [rotary_dim / 2])."""
        want = self._base_inv_freq.numel()
        if factors.numel() != want:
            raise ValueError(f"rope_factors_{kind}: expected {want} values (rotary dims / 2), found shape "
                             f"{list(factors.shape)}")
        self.rope_factors[kind] = factors.reshape(-1).float().cpu()
        self.inv_freq = self._scaled_inv_freq().to(self.inv_freq.device)

    def set_context_length(self, n: int):
        """The context the model runs at: past the pretraining context, LongRoPE's long factors
        (llama.cpp's rule). `inv_freq` changes in place, so a fused step built on it follows."""
        self.context_length = n
        self.inv_freq.copy_(self._scaled_inv_freq())

    def hf_state_dict(self, state: dict) -> dict:
        """A transformers checkpoint's fused `qkv_proj` and `gate_up_proj` split into the layers
        this model keeps (q, k, v rows in that order; gate rows, then up)."""
        cfg = self.config
        q, kv = cfg.num_attention_heads * cfg.head_dim, cfg.num_key_value_heads * cfg.head_dim
        out = {}
        for name, t in state.items():
            if name.endswith("self_attn.qkv_proj.weight"):
                prefix = name[:-len("qkv_proj.weight")]
                for part, w in zip(("q_proj", "k_proj", "v_proj"), t.split([q, kv, kv])):
                    out[f"{prefix}{part}.weight"] = w
            elif name.endswith("mlp.gate_up_proj.weight"):
                prefix = name[:-len("gate_up_proj.weight")]
                gate, up = t.chunk(2)
                out[f"{prefix}gate_proj.weight"], out[f"{prefix}up_proj.weight"] = gate, up
            else:
                out[name] = t
        return out
