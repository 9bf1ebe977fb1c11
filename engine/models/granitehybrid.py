"""IBM Granite 4.0 hybrid (transformers' GraniteMoeHybrid, llama.cpp's granitehybrid): a stack of
Mamba-2 layers with a few GQA attention layers among them, each followed by a MoE (top-k
softmax experts plus one shared expert) or, in the dense models, a SwiGLU MLP.

What differs from a Llama-style stack, layer by layer:
- `layer_types` says which layers are "mamba" (a `Mamba2` under `mamba`, engine/layers/mamba2.py)
  and which "attention" (GQA; the released models use no position embedding at all,
  `position_embedding_type` "nope", so their attention layers do not rotate);
- Granite's multipliers: the embedding rows times `embedding_multiplier`, the scores times
  `attention_multiplier` (instead of 1/sqrt(head_dim)), each block's output times
  `residual_multiplier` before it joins the residual stream, the logits divided by
  `logits_scaling`;
- the MLP: `num_local_experts` routed SwiGLU experts of width `intermediate_size` (the top k of
  the router's logits, weighted by a softmax over those k: the top k of a softmax renormalised)
  plus a shared SwiGLU of `shared_intermediate_size`; with no experts only that SwiGLU runs.
A Mamba-2 layer keeps a conv state [conv channels, K - 1] and an SSM state [H, P, N] per slot
(`engine/serve/recurrent_cache.py`).

Hugging Face names the MLP otherwise (block_sparse_moe.router / experts, shared_mlp.input_linear
holding gate and up, output_linear) and files A as A_log; `hf_state_dict` renames.
The fused decode step runs the model: the Mamba-2 layers as its CONV and SSM ops over the
cache's own states (kernels/cpu/step_mamba.py), the multipliers as step fields.
"""
from dataclasses import dataclass

import torch
from torch import nn

from engine.layers import Attention, CausalLM, RMSNorm, SwiGLU, TransformerConfig
from engine.layers.mamba2 import Mamba2
from engine.models.qwen3_moe import SparseMoe

# layer kinds, and transformers 5.x's spellings of them (it reads "mamba" as "linear_attention")
LAYER_KINDS = {"mamba": "mamba", "attention": "attention",
               "linear_attention": "mamba", "full_attention": "attention"}

# the MoE block's Hugging Face names -> ours: a saved checkpoint's (the released files' layout:
# input_linear [E, 2I, D] gate first, output_linear [E, D, I], router.layer) and a loaded
# transformers model's (experts.gate_up_proj / down_proj, router.weight)
HF_MOE_NAMES = {".block_sparse_moe.router.layer.": ".mlp.gate.", ".block_sparse_moe.router.": ".mlp.gate.",
                ".block_sparse_moe.input_linear.weight": ".mlp.experts.gate_up_proj",
                ".block_sparse_moe.output_linear.weight": ".mlp.experts.down_proj",
                ".block_sparse_moe.": ".mlp."}


@dataclass
class GraniteHybridConfig(TransformerConfig):
    model_type: str = "granitemoehybrid"
    rms_norm_eps: float = 1e-5
    tie_word_embeddings: bool = True
    layer_types: list | None = None           # per layer "mamba" or "attention" (None: all mamba)
    position_embedding_type: str | None = None  # "rope", or None / "nope": attention does not rotate
    embedding_multiplier: float = 1.0         # the embedding rows times this
    attention_multiplier: float = 1.0         # the score scale (not 1/sqrt(head_dim))
    residual_multiplier: float = 1.0          # each block's output times this
    logits_scaling: float = 1.0               # the logits divided by this
    num_experts: int = 0                      # routed experts (0: a dense SwiGLU MLP only)
    num_experts_per_tok: int = 2              # k experts each token is routed to
    shared_intermediate_size: int = 1024      # the shared expert's (or dense MLP's) width
    moe_intermediate_size: int | None = None  # each routed expert's width: intermediate_size
    norm_topk_prob: bool = True               # softmax over the top k logits (SparseMoe's field)
    mamba_n_heads: int = 128                  # H: SSM heads (dt, A, D: one number each)
    mamba_d_head: int | str = "auto"          # P: channels of a head ("auto": d_inner / H)
    mamba_n_groups: int = 1                   # G: groups of B and C (head h reads h // (H / G))
    mamba_d_state: int = 256                  # N: the state's width per channel
    mamba_d_conv: int = 4                     # K: the convolution's taps
    mamba_expand: int = 2                     # d_inner = expand * hidden_size
    mamba_d_inner: int | None = None          # d_inner where not that (a tensor-parallel rank's heads)
    mamba_conv_bias: bool = True
    mamba_proj_bias: bool = False
    time_step_limit: tuple | list | None = None   # dt's clamp; only (0, inf) (no clamp) is supported

    def __post_init__(self):
        super().__post_init__()
        n = self.num_hidden_layers
        kinds = self.layer_types or ["mamba"] * n
        if len(kinds) != n or not set(kinds) <= set(LAYER_KINDS):
            raise ValueError(f"{type(self).__name__}: layer_types must be {n} entries of "
                             f"{sorted(LAYER_KINDS)}, found {kinds}")
        self.layer_types = [LAYER_KINDS[k] for k in kinds]
        if self.position_embedding_type not in (None, "nope", "rope"):
            raise ValueError(f"{type(self).__name__}: position_embedding_type {self.position_embedding_type!r}; "
                             f"expected 'rope', 'nope' or None")
        inner = self.mamba_d_inner or self.mamba_expand * self.hidden_size
        if self.mamba_d_head == "auto":
            self.mamba_d_head = inner // self.mamba_n_heads
        if self.mamba_d_head * self.mamba_n_heads != inner or self.mamba_n_heads % self.mamba_n_groups:
            raise ValueError(f"{type(self).__name__}: mamba_n_heads ({self.mamba_n_heads}) x mamba_d_head "
                             f"({self.mamba_d_head}) must be d_inner (mamba_expand x hidden_size: {inner}), and the "
                             f"heads a multiple of mamba_n_groups ({self.mamba_n_groups})")
        if self.mamba_proj_bias:
            raise ValueError(f"{type(self).__name__}: mamba_proj_bias is true; llama.cpp's granitehybrid "
                             f"(and this model) have no biases on in_proj / out_proj")
        # a saved config.json spells infinity {"__float__": "Infinity"} (transformers' JSON)
        limit = None if self.time_step_limit is None else \
            tuple(float(v["__float__"] if isinstance(v, dict) else v) for v in self.time_step_limit)
        if limit not in (None, (0.0, float("inf"))):
            raise ValueError(f"{type(self).__name__}: time_step_limit {limit}; only (0, inf) (no clamp of dt, "
                             f"as llama.cpp computes it) is supported")
        if self.moe_intermediate_size is None:
            self.moe_intermediate_size = self.intermediate_size
        if self.num_experts and not 0 < self.num_experts_per_tok <= self.num_experts:
            raise ValueError(f"{type(self).__name__}: num_experts_per_tok must be in [1, {self.num_experts}], "
                             f"found {self.num_experts_per_tok}")

    def is_recurrent(self, index: int) -> bool:
        return self.layer_types[index] == "mamba"

    def recurrent_state_shapes(self) -> tuple[tuple, tuple]:
        """(conv state [d_inner + 2 G N, K - 1], SSM state [H, P, N]) of a Mamba-2 layer."""
        inner = self.mamba_d_inner or self.mamba_expand * self.hidden_size
        conv = inner + 2 * self.mamba_n_groups * self.mamba_d_state
        return (conv, self.mamba_d_conv - 1), (self.mamba_n_heads, self.mamba_d_head, self.mamba_d_state)


class GraniteAttention(Attention):
    """GQA attention whose scores are scaled by `attention_multiplier`."""

    def __init__(self, config: GraniteHybridConfig):
        super().__init__(config, qkv_bias=config.attention_bias, o_bias=config.attention_bias)
        self.scale = config.attention_multiplier


class SharedExpertMoe(SparseMoe):
    """Top-k softmax routed experts plus a shared SwiGLU run on every token: x [..., D] -> [..., D]."""

    def __init__(self, config: GraniteHybridConfig):
        super().__init__(config)
        self.shared_experts = SwiGLU(config.hidden_size, config.shared_intermediate_size)

    def forward(self, x):
        return super().forward(x) + self.shared_experts(x)

    def step_spec(self) -> dict:
        """For the fused decode step: SparseMoe's routing, the shared expert beside it."""
        return {**super().step_spec(), "shared": self.shared_experts}


class GraniteHybridLayer(nn.Module):
    """Pre-norm residual blocks whose mixer is `mamba` (a Mamba2) or `self_attn`, then the MLP;
    each block's output times `residual_multiplier`."""
    keeps_rows = True     # `keep` as DecoderLayer's (engine/layers/decoder.py)

    def __init__(self, config: GraniteHybridConfig, index: int):
        super().__init__()
        self.residual_multiplier = config.residual_multiplier
        self.input_layernorm = RMSNorm(config.hidden_size, config.rms_norm_eps)
        if config.is_recurrent(index):
            self.mamba = Mamba2(config)
        else:
            self.self_attn = GraniteAttention(config)
        self.post_attention_layernorm = RMSNorm(config.hidden_size, config.rms_norm_eps)
        self.mlp = (SharedExpertMoe(config) if config.num_experts
                    else SwiGLU(config.hidden_size, config.shared_intermediate_size))

    def forward(self, x, cos, sin, index: int, inputs, keep=None):
        h = self.input_layernorm(x)
        h = self.mamba(h, index, inputs) if hasattr(self, "mamba") else self.self_attn(h, cos, sin, index, inputs)
        x = x + h * self.residual_multiplier
        if keep is not None:
            x = keep(x)
        return x + self.mlp(self.post_attention_layernorm(x)) * self.residual_multiplier

    def step_spec(self) -> dict:
        """For the fused decode step: the mixer's and the MLP's pre-norm residual blocks, each
        output times the residual multiplier."""
        mixer = self.mamba if hasattr(self, "mamba") else self.self_attn
        return {"op": "layer", "blocks": [(self.input_layernorm, mixer, None),
                                          (self.post_attention_layernorm, self.mlp, None)],
                "residual_scale": self.residual_multiplier}


class GraniteHybrid(CausalLM):
    """Granite 4.0 hybrid decoder (see the module docstring)."""
    config_class = GraniteHybridConfig

    def __init__(self, config: GraniteHybridConfig):
        super().__init__(config)
        self.embed_scale = float(config.embedding_multiplier)
        # the attention layers' frequencies without RoPE: all 0 (cos 1, sin 0), one tensor kept
        # so that every layer's table is computed once
        self.register_buffer("nope_inv_freq", torch.zeros_like(self.inv_freq, device="cpu"), persistent=False)

    def make_layer(self, config: GraniteHybridConfig, index: int):
        return GraniteHybridLayer(config, index)

    @property
    def cache_class(self):
        from engine.serve.recurrent_cache import RecurrentCache
        return RecurrentCache

    def rotary_freqs(self) -> dict:
        """Without RoPE ("nope") every frequency is 0: cos 1 and sin 0, the heads pass unturned."""
        if self.config.position_embedding_type == "rope":
            return super().rotary_freqs()
        return dict.fromkeys(set(self.windows), self.nope_inv_freq)

    def logits(self, h: torch.Tensor) -> torch.Tensor:
        """The final norm's output -> float32 logits, divided by `logits_scaling`."""
        return self.lm_head(h).float() / self.config.logits_scaling      # in float32, as llama.cpp scales

    def step_spec(self) -> dict:
        """For the fused decode step: the logits times 1 / logits_scaling (the embedding
        multiplier is the embed_scale, the attention multiplier the score scale, the residual
        multiplier each layer's residual_scale)."""
        return {**super().step_spec(), "logits_scale": 1.0 / self.config.logits_scaling}

    def hf_state_dict(self, state: dict) -> dict:
        """A transformers checkpoint under this model's names: the MoE block's (`HF_MOE_NAMES`),
        the shared MLP's input_linear split into gate and up (mlp.shared_experts, or the dense
        mlp), A from A_log (-exp), the conv weight [C, 1, K] as [C, K], its bias as conv_bias."""
        mlp = "mlp.shared_experts." if self.config.num_experts else "mlp."
        out = {}
        for name, t in state.items():
            for theirs, mine in HF_MOE_NAMES.items():
                name = name.replace(theirs, mine)
            if name.endswith(".shared_mlp.input_linear.weight"):
                prefix = name[:-len("shared_mlp.input_linear.weight")] + mlp
                out[prefix + "gate_proj.weight"], out[prefix + "up_proj.weight"] = t.chunk(2, dim=0)
                continue
            name = name.replace(".shared_mlp.output_linear.", "." + mlp + "down_proj.")
            if name.endswith(".mamba.A_log"):
                name, t = name[:-len("A_log")] + "A", -t.float().exp()
            elif name.endswith(".mamba.conv1d.weight"):
                t = t.reshape(t.shape[0], -1)
            elif name.endswith(".mamba.conv1d.bias"):
                name = name[:-len("conv1d.bias")] + "conv_bias"
            out[name] = t
        return out
