"""What a granitehybrid GGUF file (IBM Granite 4.0 hybrid: Mamba-2 layers among GQA attention
layers) says in llama.cpp's names, for `engine/gguf/config.py`'s tables.

Its files carry Granite's multipliers, whether the attention rotates (rope.scaling.finetuned,
which llama.cpp takes as true when absent; the converter writes false for the hybrid models),
the Mamba-2 sizes under the SSM keys (read as the Gated DeltaNet's fields, renamed here) and
one key/value head count per layer, 0 for a Mamba-2 layer.
"""

# "<arch>.<suffix>" metadata -> the Hugging Face config field (beside config.CONFIG_KEYS)
GRANITE_KEYS = {"attention.scale": "attention_multiplier", "embedding_scale": "embedding_multiplier",
                "residual_scale": "residual_multiplier", "logit_scale": "logits_scaling",
                "rope.scaling.finetuned": "rope_finetuned"}
# GGUF tensor kind -> module path in a layer (a Mamba-2 layer's under `mamba`; "kind.suffix"
# names one tensor where the suffix is not .weight)
GRANITEHYBRID_NAMES = {"ssm_in": "mamba.in_proj", "ssm_conv1d": "mamba.conv1d",
                       "ssm_conv1d.bias": "mamba.conv_bias", "ssm_dt.bias": "mamba.dt_bias",
                       "ssm_a": "mamba.A", "ssm_d": "mamba.D", "ssm_norm": "mamba.norm",
                       "ssm_out": "mamba.out_proj",
                       "ffn_gate_shexp": "mlp.shared_experts.gate_proj",
                       "ffn_up_shexp": "mlp.shared_experts.up_proj",
                       "ffn_down_shexp": "mlp.shared_experts.down_proj"}
# the SSM keys' fields (as config.CONFIG_KEYS reads them for Qwen3.5) -> Granite's Mamba-2 fields
SSM_FIELDS = {"linear_conv_kernel_dim": "mamba_d_conv", "linear_key_head_dim": "mamba_d_state",
              "linear_num_key_heads": "mamba_n_groups", "linear_num_value_heads": "mamba_n_heads"}


def granitehybrid_fields(config: dict):
    """What llama.cpp derives for a granitehybrid file beside its layer kinds (config.py reads
    those from the per-layer key/value head counts first): RoPE or none, the Mamba-2 sizes
    (heads, their width d_inner / H, groups, state, taps, expand = d_inner / hidden_size), and
    the shared expert's width (a dense model's MLP width is feed_forward_length)."""
    config["position_embedding_type"] = "rope" if config.pop("rope_finetuned", True) else "nope"
    for ours, theirs in SSM_FIELDS.items():
        if ours in config:
            config[theirs] = config.pop(ours)
    inner = config.pop("linear_inner_size", None)
    if inner is not None:
        config["mamba_expand"] = inner // config["hidden_size"]
        config["mamba_d_head"] = inner // config["mamba_n_heads"]
    if config.get("num_experts"):
        config["shared_intermediate_size"] = config.pop("shared_expert_intermediate_size", 0)
    else:
        config["shared_intermediate_size"] = config.get("intermediate_size")



def granitehybrid_export_fields(config: dict) -> dict:
    """The inverse of `granitehybrid_fields`, for a file this engine writes: the config fields
    that config.CONFIG_KEYS writes out, in the names it reads them by."""
    fields = {ours: int(config[theirs]) for ours, theirs in SSM_FIELDS.items()}
    fields["linear_inner_size"] = int(config["mamba_n_heads"] * config["mamba_d_head"])
    fields["rope_finetuned"] = config.get("position_embedding_type") == "rope"
    if config.get("num_experts"):
        fields["shared_expert_intermediate_size"] = int(config["shared_intermediate_size"])
    return fields
