"""GLM-4.5 / GLM-4.6 (Zhipu's MoE models, llama.cpp's `glm4moe`): Llama's layer layout with
GQA attention of its own and DeepSeek-V3's MoE block.

What differs from Llama:
- attention: biases on q, k and v (not o); with `use_qk_norm` each head of q and k is
  RMS-normalised before the rotation (Qwen3's norm); only the first `partial_rotary_factor` of
  each head's dims rotate (half), in rotate-half pairs, which the files keep as they are (no
  permuted rows: llama.cpp runs it as NeoX RoPE);
- the MLP of layer i >= `first_k_dense_replace` is `GroupLimitedMoe` (engine/models/grouped_moe.py):
  sigmoid scores, the correction bias for the choice only, group-limited top-k, normalised
  weights times `routed_scaling_factor`, plus `n_shared_experts` shared experts; the leading
  layers keep a dense SwiGLU;
- the checkpoints end in `num_nextn_predict_layers` multi-token-prediction layers (a draft head
  for speculative decoding). llama.cpp's files count them in block_count and keep their
  tensors; like llama.cpp's main graph, this model has no place for them and skips them.
The fused decode step runs it (its MoE op's sigmoid group route; shared experts as a gated MLP).
"""
from dataclasses import dataclass

from engine.layers import Attention, CausalLM, DecoderLayer, RMSNorm, SwiGLU, TransformerConfig, rope_inv_freq
from engine.models.grouped_moe import GroupLimitedMoe

# other names of the same fields: a GGUF file's config (ERNIE's names for the shared MoE
# keys) and transformers' (n_routed_experts) -> this config's
OTHER_NAMES = {"moe_layer_start_index": "first_k_dense_replace", "moe_num_shared_experts": "n_shared_experts",
               "n_routed_experts": "num_experts", "num_mtp_layers": "num_nextn_predict_layers"}


@dataclass
class Glm4MoeConfig(TransformerConfig):
    model_type: str = "glm4_moe"
    rms_norm_eps: float = 1e-5
    attention_bias: bool = False          # biases on q/k/v (GLM-4.5: True); o_proj never has one
    use_qk_norm: bool = False             # RMSNorm on each head of q and k (GLM-4.5 355B)
    partial_rotary_factor: float = 0.5    # share of each head's dims that rotate
    num_experts: int = 128                # E routed experts in each sparse layer
    num_experts_per_tok: int = 8          # k experts each token is routed to
    moe_intermediate_size: int = 1408     # each routed expert's inner width
    n_shared_experts: int = 1             # shared experts (one SwiGLU of this many times the width)
    first_k_dense_replace: int = 1        # leading layers with a dense MLP
    n_group: int = 1                      # expert groups ...
    topk_group: int = 1                   # ... of which a token's k experts come from this many
    routed_scaling_factor: float = 1.0    # the routed experts' weights times this
    norm_topk_prob: bool = True           # the k weights renormalised to sum to 1 (before the scale)
    scoring: str = "sigmoid"              # the router's scores (llama.cpp's expert_gating_func)
    num_nextn_predict_layers: int = 0     # trailing MTP layers in a checkpoint (skipped)
    shared_expert_intermediate_size: int | None = None   # derived: the shared experts' joint width

    def __post_init__(self):
        super().__post_init__()
        self.shared_expert_intermediate_size = self.moe_intermediate_size * self.n_shared_experts
        rotary = self.rotary_dim
        if rotary < 2 or rotary % 2 or rotary > self.head_dim:
            raise ValueError(f"Glm4MoeConfig: partial_rotary_factor {self.partial_rotary_factor} of head_dim "
                             f"{self.head_dim} gives {rotary} rotary dims; expected an even number in "
                             f"[2, {self.head_dim}]")
        if not 0 < self.num_experts_per_tok <= self.num_experts:
            raise ValueError(f"Glm4MoeConfig: num_experts_per_tok must be in [1, {self.num_experts}], "
                             f"found {self.num_experts_per_tok}")

    @property
    def rotary_dim(self) -> int:
        return int(self.head_dim * self.partial_rotary_factor)

    def is_sparse(self, layer: int) -> bool:
        return layer >= self.first_k_dense_replace

    @classmethod
    def from_hf(cls, config: dict):
        """Also reads the rotary share from `rope_parameters` (transformers 5.x) and the
        fields' other names (`OTHER_NAMES`)."""
        config = {**{ours: config[theirs] for theirs, ours in OTHER_NAMES.items() if theirs in config}, **config}
        rope = config.get("rope_parameters") or config.get("rope_scaling") or {}
        if "partial_rotary_factor" in rope:
            config.setdefault("partial_rotary_factor", rope["partial_rotary_factor"])
            config["rope_parameters"] = {k: v for k, v in rope.items() if k != "partial_rotary_factor"}
            config.pop("rope_scaling", None)
        return super().from_hf(config)


class Glm4MoeAttention(Attention):
    """GQA attention with q/k/v biases and, with `use_qk_norm`, each head of q and k
    RMS-normalised before the rotation."""

    def __init__(self, config: Glm4MoeConfig):
        super().__init__(config, qkv_bias=config.attention_bias, o_bias=False)
        self.q_norm = RMSNorm(config.head_dim, config.rms_norm_eps) if config.use_qk_norm else None
        self.k_norm = RMSNorm(config.head_dim, config.rms_norm_eps) if config.use_qk_norm else None

    def qk_norm(self, q, k):
        """q [B, T, H, hd], k [B, T, Hkv, hd]: each head vector normalised on its own, if at all."""
        return (q, k) if self.q_norm is None else (self.q_norm(q), self.k_norm(k))

    def step_spec(self) -> dict:
        return {**super().step_spec(), "q_norm": self.q_norm, "k_norm": self.k_norm}


class Glm4Moe(CausalLM):
    """GLM-4.5 MoE decoder (see the module docstring). `inv_freq` [rotary_dim / 2]."""
    config_class = Glm4MoeConfig

    def __init__(self, config: Glm4MoeConfig):
        super().__init__(config)
        self._base_inv_freq = rope_inv_freq(config.rotary_dim, config.rope_theta, config.rope_scaling)
        self.register_buffer("inv_freq", self._base_inv_freq.clone(), persistent=False)

    def make_layer(self, config: Glm4MoeConfig, index: int):
        mlp = (GroupLimitedMoe(config) if config.is_sparse(index)
               else SwiGLU(config.hidden_size, config.intermediate_size))
        return DecoderLayer(config, Glm4MoeAttention(config), mlp)

    def skips_tensor(self, name: str) -> bool:
        """A file's tensor this model leaves out: those of the MTP layers after the last
        decoder layer (`blk.<i>.*`, i >= num_hidden_layers), as llama.cpp's main graph does."""
        parts = name.split(".")
        return parts[0] == "blk" and parts[1].isdigit() and int(parts[1]) >= self.config.num_hidden_layers

    def hf_state_dict(self, state: dict) -> dict:
        """A transformers checkpoint as this model keeps it: the correction bias on the MoE
        block itself (transformers keeps it on the router), the MTP layers left out."""
        out, n = {}, self.config.num_hidden_layers
        for name, t in state.items():
            parts = name.split(".")
            if parts[:2] == ["model", "layers"] and int(parts[2]) >= n:
                continue
            if name.endswith("mlp.gate.e_score_correction_bias"):
                name, t = name.replace("gate.e_score_correction_bias", "e_score_correction_bias"), t.reshape(-1)
            out[name] = t
        return out

