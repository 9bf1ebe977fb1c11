"""From GGUF names to Hugging Face names: the config keys and the tensor names, in one place.

A GGUF file names its hyper-parameters `<arch>.<field>` and its tensors
`blk.<i>.<kind>.weight`; the engine's models use Hugging Face config fields and module
paths, so GGUF, safetensors and the tests share one vocabulary.
"""
import torch

# general.architecture -> Hugging Face model_type
ARCHITECTURES = {"llama": "llama", "qwen2": "qwen2", "qwen3": "qwen3", "qwen3moe": "qwen3_moe",
                 "gemma2": "gemma2", "gemma3": "gemma3", "gpt-oss": "gpt_oss", "qwen35": "qwen3_5",
                 "qwen35moe": "qwen3_5_moe", "olmo2": "olmo2", "smollm3": "smollm3", "phi3": "phi3",
                 "ernie4_5-moe": "ernie4_5_moe", "lfm2": "lfm2"}
# model_types whose q/k rows llama.cpp's converter permutes to interleaved pairs (its Llama
# converter and those built on it); the loader puts them back (`unpermute_qk`)
QK_PERMUTED = {"llama", "smollm3",
               "ernie4_5_moe"}    # trained on interleaved pairs: its files hold them as Llama's do

# "<arch>.<suffix>" metadata -> Hugging Face config field
CONFIG_KEYS = {
    "context_length": "max_position_embeddings",
    "embedding_length": "hidden_size",
    "block_count": "num_hidden_layers",
    "feed_forward_length": "intermediate_size",
    "attention.head_count": "num_attention_heads",
    "attention.head_count_kv": "num_key_value_heads",
    "attention.layer_norm_rms_epsilon": "rms_norm_eps",
    "attention.key_length": "head_dim",
    "rope.freq_base": "rope_theta",
    "vocab_size": "vocab_size",
    "expert_count": "num_experts",
    "expert_used_count": "num_experts_per_tok",
    "expert_feed_forward_length": "moe_intermediate_size",
    "expert_shared_feed_forward_length": "shared_expert_intermediate_size",
    "expert_weights_norm": "norm_topk_prob",
    "expert_shared_count": "moe_num_shared_experts",
    "leading_dense_block_count": "moe_layer_start_index",   # the first sparse layer (ERNIE 4.5)
    # DeepSeek-V3's routing (engine/models/grouped_moe.py): expert groups, how many a token's
    # experts come from, the routed weights' scale, the scores' function (`_expert_scoring`)
    "expert_group_count": "n_group",
    "expert_group_used_count": "topk_group",
    "expert_weights_scale": "routed_scaling_factor",
    "expert_gating_func": "expert_gating_func",
    "nextn_predict_layers": "num_nextn_predict_layers",     # trailing MTP layers (in block_count)
    "interleave_moe_layer_step": "moe_layer_interval",
    "attention.sliding_window": "sliding_window",
    "attention.sliding_window_pattern": "sliding_window_pattern",   # a period, or one bool per layer
    "rope.freq_base_swa": "rope_local_base_freq",
    "final_logit_softcapping": "final_logit_softcapping",
    "attn_logit_softcapping": "attn_logit_softcapping",
    # Gated DeltaNet layers (llama.cpp files them under its SSM keys)
    "ssm.conv_kernel": "linear_conv_kernel_dim",
    "ssm.state_size": "linear_key_head_dim",         # = the value head dim in llama.cpp
    "ssm.group_count": "linear_num_key_heads",
    "ssm.time_step_rank": "linear_num_value_heads",
    "ssm.inner_size": "linear_inner_size",           # Hv * dv; gives the value head dim
    "attention.recurrent_layers": "recurrent_layers",   # one flag per layer
    "full_attention_interval": "full_attention_interval",
    "rope.dimension_count": "rotary_dim",            # dims of each head that rotate
    # LongRoPE (Phi-3): the pretraining context, past which the long factors apply, and the
    # factor cos and sin are multiplied by (a file without rope.scaling.type carries both)
    "rope.scaling.original_context_length": "original_max_position_embeddings",
    "rope.scaling.attn_factor": "rope_attention_factor",
    "shortconv.l_cache": "conv_L_cache",            # LFM2's short convolution taps
    # Gemma 4: sliding layers' head width (key_length is the global layers'), the per-layer
    # inputs' width, and the trailing layers that reuse earlier keys and values
    "attention.key_length_swa": "head_dim_swa",
    "embedding_length_per_layer_input": "hidden_size_per_layer_input",
    "attention.shared_kv_layers": "num_kv_shared_layers",
}

# what llama.cpp assumes for an architecture when its file does not say (HF field -> value)
DEFAULTS = {
    "qwen2": {"attention_bias": True},
    "qwen3moe": {"norm_topk_prob": True, "decoder_sparse_step": 1, "mlp_only_layers": []},
    # llama.cpp's gemma3 loader: every 6th layer global, the others slide with rotary base 10000
    "gemma3": {"sliding_window_pattern": 6, "rope_local_base_freq": 10000.0},
    # llama.cpp's gemma2 loader: every 2nd layer global, a 4096 window, scores capped at 50
    "gemma2": {"sliding_window_pattern": 2, "sliding_window": 4096, "attn_logit_softcapping": 50.0},
    # llama.cpp's gpt-oss graph: every 2nd layer global, biases on q/k/v/o, and the experts'
    # clamped SwiGLU constants, which it does not read from the file
    "gpt-oss": {"sliding_window_pattern": 2, "attention_bias": True, "swiglu_alpha": 1.702,
                "swiglu_limit": 7.0},
    # llama.cpp's smollm3 graph skips RoPE on every 4th layer and reads no key for it
    "smollm3": {"no_rope_layer_interval": 4},
    # the converter writes LFM2's MLP width as transformers derives it, so nothing is left to adjust
    "lfm2": {"block_auto_adjust_ff_dim": False},
}
# "<arch>.rope.scaling.<suffix>" -> its rope_scaling field (llama.cpp: YaRN's parameters)
ROPE_SCALING_KEYS = {"factor": "factor", "original_context_length": "original_max_position_embeddings",
                     "yarn_beta_fast": "beta_fast", "yarn_beta_slow": "beta_slow"}

# GGUF tensor kind (blk.<i>.<kind> or a top-level name) -> module path in the model
GGUF_NAMES = {
    "token_embd": "model.embed_tokens",
    "output_norm": "model.norm",
    "output": "lm_head",
    "rope_freqs": "rope_freqs",
    "attn_norm": "input_layernorm",
    "attn_q": "self_attn.q_proj",
    "attn_k": "self_attn.k_proj",
    "attn_v": "self_attn.v_proj",
    "attn_output": "self_attn.o_proj",
    "attn_q_norm": "self_attn.q_norm",
    "attn_k_norm": "self_attn.k_norm",
    "ffn_norm": "post_attention_layernorm",
    "ffn_gate": "mlp.gate_proj",
    "ffn_up": "mlp.up_proj",
    "ffn_down": "mlp.down_proj",
    "ffn_gate_inp": "mlp.gate",
    "ffn_gate_exps": "mlp.experts.gate_proj",   # joined with ffn_up_exps into gate_up_proj
    "ffn_up_exps": "mlp.experts.up_proj",
    "ffn_down_exps": "mlp.experts.down_proj",
    # LongRoPE's frequency divisors [rotary dims / 2], for contexts up to the pretraining one
    # and beyond it (`set_rope_factors` of a model that has them)
    "rope_factors_short": "rope_factors_short",
    "rope_factors_long": "rope_factors_long",
}
# GGUF tensors that hold several modules' weights stacked by rows, per architecture: kind ->
# (module, its share) in row order, the rows divided in proportion to the shares (a number, or
# a config field of the file): llama.cpp's phi3 writes q, k and v as one attn_qkv (H, Hkv and
# Hkv heads) and the MLP's gate and up as one ffn_up [2 I, D]
FUSED_ROWS = {
    "phi3": {"attn_qkv": (("self_attn.q_proj", "num_attention_heads"), ("self_attn.k_proj", "num_key_value_heads"),
                          ("self_attn.v_proj", "num_key_value_heads")),
             "ffn_up": (("mlp.gate_proj", 1), ("mlp.up_proj", 1))},
}
# where an architecture's Hugging Face module differs for the same GGUF kind: Gemma normalises
# after attention and after the MLP too, and its FFN norm is `pre_feedforward_layernorm`
# (Llama's FFN norm is the one Hugging Face calls `post_attention_layernorm`)
ARCH_GGUF_NAMES = {
    "gemma3": {"ffn_norm": "pre_feedforward_layernorm",
               "post_attention_norm": "post_attention_layernorm",
               "post_ffw_norm": "post_feedforward_layernorm"},
    "gemma2": {"ffn_norm": "pre_feedforward_layernorm",
               "post_attention_norm": "post_attention_layernorm",
               "post_ffw_norm": "post_feedforward_layernorm"},
    # Qwen3.5's FFN norm is llama.cpp's post_attention_norm; the Gated DeltaNet's tensors go
    # under linear_attn ("kind.suffix" keys name one tensor where the suffix is not .weight)
    "qwen35": {"post_attention_norm": "post_attention_layernorm",
               "attn_qkv": "linear_attn.in_proj_qkv",
               "attn_gate": "linear_attn.in_proj_z",
               "ssm_beta": "linear_attn.in_proj_b",
               "ssm_alpha": "linear_attn.in_proj_a",
               "ssm_conv1d": "linear_attn.conv1d",
               "ssm_a": "linear_attn.A",                 # -exp(A_log), as the converter writes it
               "ssm_dt.bias": "linear_attn.dt_bias",
               "ssm_norm": "linear_attn.norm",
               "ssm_out": "linear_attn.out_proj"},
    # gpt-oss: the norm before the MoE is llama.cpp's post_attention_norm, the router Hugging Face's
    # `mlp.router`, and each head's sink logit a bare parameter (a whole tensor name maps)
    "gpt-oss": {"post_attention_norm": "post_attention_layernorm", "ffn_gate_inp": "mlp.router",
                "attn_sinks.weight": "self_attn.sinks"},
    # OLMo 2: no norm before the blocks, one after each (q/k norms span the whole projection)
    "olmo2": {"post_attention_norm": "post_attention_layernorm",
              "post_ffw_norm": "post_feedforward_layernorm"},
}
# ERNIE 4.5 MoE: its shared experts (one SwiGLU) and the router's per-expert correction
ARCH_GGUF_NAMES["ernie4_5-moe"] = {"ffn_gate_shexp": "mlp.shared_experts.gate_proj",
                                   "ffn_up_shexp": "mlp.shared_experts.up_proj",
                                   "ffn_down_shexp": "mlp.shared_experts.down_proj",
                                   "exp_probs_b.bias": "mlp.e_score_correction_bias"}
# LFM2: the final norm is filed as token_embd_norm (llama.cpp keeps that name for it), the
# short-conv layers' tensors under shortconv
ARCH_GGUF_NAMES["lfm2"] = {"token_embd_norm": "model.norm", "shortconv": "conv"}
# Qwen3.5-MoE: Qwen3.5's names, and its shared expert beside the routed ones
ARCH_GGUF_NAMES["qwen35moe"] = {**ARCH_GGUF_NAMES["qwen35"],
                                "ffn_gate_shexp": "mlp.shared_expert.gate_proj",
                                "ffn_up_shexp": "mlp.shared_expert.up_proj",
                                "ffn_down_shexp": "mlp.shared_expert.down_proj",
                                "ffn_gate_inp_shexp": "mlp.shared_expert_gate"}
# Qwen3-Next (general.architecture "qwen3next"): Qwen3.5-MoE's names, with beta's and
# alpha's rows in one tensor (per key head: its value heads' b, then their a)
ARCHITECTURES["qwen3next"] = "qwen3_next"
ARCH_GGUF_NAMES["qwen3next"] = {**ARCH_GGUF_NAMES["qwen35moe"], "ssm_ba": "linear_attn.in_proj_ba"}


def module_name(gguf_name: str, arch: str | None = None) -> str:
    """`blk.3.attn_q.weight` -> `model.layers.3.self_attn.q_proj.weight` (for the file's
    `general.architecture` `arch`); KeyError if unknown. A map entry may name a whole
    tensor (`attn_sinks.weight`), which then maps without its suffix."""
    names = {**GGUF_NAMES, **ARCH_GGUF_NAMES.get(arch, {})}
    parts = gguf_name.split(".")
    if parts[0] == "blk" and len(parts) >= 3 and parts[1].isdigit():
        kind, rest = parts[2], parts[3:]
        whole = ".".join([kind, *rest])
        if whole in names:
            return f"model.layers.{parts[1]}.{names[whole]}"
        return ".".join([f"model.layers.{parts[1]}", names[kind], *rest])
    return ".".join([names[parts[0]], *parts[1:]])


def fused_parts(gguf_name: str, arch: str | None = None) -> list[str] | None:
    """`blk.3.attn_qkv.weight` of a phi3 file -> the module paths its rows fill, in order
    (`model.layers.3.self_attn.q_proj.weight` ...; `fused_rows` says which rows); None for a
    tensor of one module."""
    parts = gguf_name.split(".")
    fused = FUSED_ROWS.get(arch, {})
    if parts[0] != "blk" or len(parts) < 4 or not parts[1].isdigit() or parts[2] not in fused:
        return None
    return [".".join([f"model.layers.{parts[1]}", module, *parts[3:]]) for module, _ in fused[parts[2]]]


def fused_rows(gguf_name: str, rows: int, arch: str, config: dict) -> list[tuple[int, int]]:
    """The (start, stop) rows of each module of a fused tensor of `rows` rows (`FUSED_ROWS`),
    in proportion to their shares in the file's `config`."""
    shares = [share if isinstance(share, (int, float)) else config[share]
              for _, share in FUSED_ROWS[arch][gguf_name.split(".")[2]]]
    total, out, start = sum(shares), [], 0
    if rows % total:
        raise ValueError(f"tensor {gguf_name!r}: {rows} rows do not divide in the shares {shares}")
    for share in shares:
        out.append((start, start + rows // total * share))
        start = out[-1][1]
    return out


def config_from_gguf(metadata: dict) -> dict:
    """A Hugging Face style config dict from a GGUF file's metadata.

    `tie_word_embeddings` cannot be read from metadata (a file ties by leaving out
    `output.weight`); it defaults to False here and the loader sets it from the tensors.
    """
    arch = metadata.get("general.architecture")
    if arch not in ARCHITECTURES:
        raise ValueError(f"general.architecture is {arch!r}; supported: {sorted(ARCHITECTURES)}")
    config = {"model_type": ARCHITECTURES[arch], "architecture": arch, "tie_word_embeddings": False}
    for suffix, field in CONFIG_KEYS.items():
        if f"{arch}.{suffix}" in metadata:
            value = metadata[f"{arch}.{suffix}"]
            config[field] = value.tolist() if hasattr(value, "tolist") else value   # arrays: lists
    if "vocab_size" not in config and "tokenizer.ggml.tokens" in metadata:
        config["vocab_size"] = len(metadata["tokenizer.ggml.tokens"])
    config.setdefault("num_key_value_heads", config.get("num_attention_heads"))
    if "head_dim" not in config and "hidden_size" in config:
        config["head_dim"] = config["hidden_size"] // config["num_attention_heads"]
    for field, value in DEFAULTS.get(arch, {}).items():
        config.setdefault(field, value)
    if "sliding_window_pattern" in config and "num_hidden_layers" in config:
        _layer_types(config, arch)
    if arch in DERIVED and "hidden_size" in config:
        DERIVED[arch](config)
    scaling = metadata.get(f"{arch}.rope.scaling.type")
    if scaling not in (None, "none"):
        config["rope_scaling"] = {"rope_type": scaling, "factor": 1.0}
        for suffix, field in ROPE_SCALING_KEYS.items():
            value = metadata.get(f"{arch}.rope.scaling.{suffix}")
            if value is not None:
                config["rope_scaling"][field] = float(value) if field != "original_max_position_embeddings" \
                    else int(value)
        if scaling == "yarn":
            config["rope_scaling"]["truncate"] = True    # llama.cpp rounds the ramp's ends
            config["rope_scaling"].setdefault("original_max_position_embeddings",
                                              config.get("max_position_embeddings"))
    missing = [f for f in ("hidden_size", "num_hidden_layers", "num_attention_heads",
                           "vocab_size") if f not in config]
    if missing:
        raise ValueError(f"GGUF metadata lacks {', '.join(f'{arch}.<{m}>' for m in missing)}")
    return config


def _layer_types(config: dict, arch: str):
    """Which layers slide, as llama.cpp derives it: none without `sliding_window`; a
    per-layer pattern array names them; a period p makes layer i slide unless i % p == p - 1."""
    pattern = config.pop("sliding_window_pattern")
    n = config["num_hidden_layers"]
    if not config.get("sliding_window"):
        config["layer_types"] = ["full_attention"] * n
    elif not isinstance(pattern, int):
        if len(pattern) != n:
            raise ValueError(f"{arch}.attention.sliding_window_pattern: expected one flag per layer "
                             f"({n}), found {len(pattern)}")
        config["layer_types"] = ["sliding_attention" if p else "full_attention" for p in pattern]
    else:
        if pattern < 1:
            raise ValueError(f"{arch}.attention.sliding_window_pattern: expected a positive period, "
                             f"found {pattern}")
        config["layer_types"] = ["sliding_attention" if i % pattern < pattern - 1 else "full_attention"
                                 for i in range(n)]


def _gemma3_fields(config: dict, layers_27b: int = 62):
    """What llama.cpp derives for a gemma3 file beside its layer kinds: the query scale."""
    n = config["num_hidden_layers"]
    # llama.cpp scales queries by 1/sqrt(head_dim), save for Gemma 3 27B (62 layers; Gemma 2
    # 27B: 46), whose query_pre_attn_scalar is hidden_size / heads
    config["query_pre_attn_scalar"] = (config["hidden_size"] // config["num_attention_heads"]
                                       if n == layers_27b else config["head_dim"])


def _qwen35_fields(config: dict):
    """What llama.cpp derives for a qwen35 file: the layer kinds (one recurrent flag per
    layer, else every `full_attention_interval`-th layer is full), the DeltaNet's value
    head dim and the rotary share of each head."""
    n = config["num_hidden_layers"]
    flags = config.pop("recurrent_layers", None)
    if flags is not None:
        if len(flags) != n:
            raise ValueError(f"{config['architecture']}.attention.recurrent_layers: expected one flag per layer ({n}), "
                             f"found {len(flags)}")
        config["layer_types"] = ["linear_attention" if f else "full_attention" for f in flags]
    inner = config.pop("linear_inner_size", None)
    if inner is not None and config.get("linear_num_value_heads"):
        config["linear_value_head_dim"] = inner // config["linear_num_value_heads"]
    _rotary_share(config)


def _rotary_share(config: dict):
    """`rope.dimension_count` (the rotating dims of each head) as the share of the head that
    Hugging Face configs give (`partial_rotary_factor`)."""
    rotary = config.pop("rotary_dim", None)
    if rotary is not None:
        config["partial_rotary_factor"] = rotary / config["head_dim"]


# architecture -> what llama.cpp derives from its metadata (a function of the config dict)
DERIVED = {"gemma2": lambda config: _gemma3_fields(config, layers_27b=46), "gemma3": _gemma3_fields,
           "qwen35": _qwen35_fields, "qwen35moe": _qwen35_fields, "phi3": _rotary_share}
DERIVED["qwen3next"] = _qwen35_fields


def _hybrid_layer_kinds(config: dict, arch: str, attention: str, other: str):
    """A hybrid's files (LFM2, Granite 4.0 hybrid) give one key/value head count per layer, 0
    for a layer without attention (as llama.cpp tells them apart): the layer kinds (`attention`
    or `other`), and the attention layers' count."""
    counts = config.get("num_key_value_heads")
    if isinstance(counts, list):
        if len(counts) != config["num_hidden_layers"] or len({c for c in counts if c}) > 1:
            raise ValueError(f"{arch}.attention.head_count_kv: expected one count per layer "
                             f"({config['num_hidden_layers']}), 0 or one value, found {counts}")
        config["layer_types"] = [attention if c else other for c in counts]
        config["num_key_value_heads"] = max(counts) or config["num_attention_heads"]


DERIVED["lfm2"] = lambda config: _hybrid_layer_kinds(config, "lfm2", "full_attention", "conv")


def _gemma4_fields(config: dict):
    """What llama.cpp reads from a gemma4 file beside its layer kinds: key_length is the
    global layers' head width (key_length_swa the sliding ones'), one key/value head count
    per layer gives each kind's. Their partial rotation comes as the file's rope_freqs."""
    if "head_dim_swa" in config:
        config["global_head_dim"] = config["head_dim"]
        config["head_dim"] = config.pop("head_dim_swa")
    counts, types = config.get("num_key_value_heads"), config.get("layer_types")
    if isinstance(counts, list) and types:
        kinds = {t: {c for c, k in zip(counts, types) if k == t} for t in set(types)}
        if len(counts) != len(types) or any(len(c) != 1 for c in kinds.values()):
            raise ValueError(f"gemma4.attention.head_count_kv: expected one count per layer, one per "
                             f"layer kind, found {counts}")
        config["num_key_value_heads"] = next(iter(kinds.get("sliding_attention", kinds["full_attention"])))
        config["num_global_key_value_heads"] = next(iter(kinds.get("full_attention", [None])))


DERIVED["gemma4"] = _gemma4_fields
ARCHITECTURES["gemma4"] = "gemma4"
# Gemma 4: Gemma 3's norms, the per-layer inputs' tables and blocks, each layer's output scale
ARCH_GGUF_NAMES["gemma4"] = {**ARCH_GGUF_NAMES["gemma3"],
                             "per_layer_token_embd": "model.embed_tokens_per_layer",
                             "per_layer_model_proj": "model.per_layer_model_projection",
                             "per_layer_proj_norm": "model.per_layer_projection_norm",
                             "inp_gate": "per_layer_input_gate",
                             "proj": "per_layer_projection",
                             "post_norm": "post_per_layer_input_norm",
                             "layer_output_scale.weight": "layer_scalar",   # and the MoE block (26B-A4B):
                             "ffn_gate_inp": "mlp.router.proj", "ffn_gate_inp.scale": "mlp.router.scale",
                             "ffn_down_exps.scale": "mlp.router.per_expert_scale",
                             "ffn_gate_up_exps": "mlp.experts.gate_up_proj",
                             "pre_ffw_norm_2": "pre_feedforward_layernorm_2",
                             "post_ffw_norm_1": "post_feedforward_layernorm_1",
                             "post_ffw_norm_2": "post_feedforward_layernorm_2"}


def unpermute_qk(w: torch.Tensor, heads: int) -> torch.Tensor:
    """Undo llama.cpp's row permutation of Llama Q/K projections.

    The converter reorders each head's rows from rotate-half order (first half, second
    half) to interleaved pairs. The permutation moves whole rows, so `w` may be floats
    [rows, cols] or the raw bytes of quantized rows [rows, row_bytes]: the result is
    exact either way.
    """
    rows = w.shape[0]
    if rows % (2 * heads):
        raise ValueError(f"unpermute_qk: {rows} rows do not split into {heads} heads of pairs")
    half = rows // heads // 2
    # new row order: within each head, the even rows (pair firsts), then the odd ones;
    # gathering whole rows is a memcpy per row, fast on raw bytes too
    order = torch.arange(rows).reshape(heads, half, 2).transpose(1, 2).reshape(-1)
    return w.index_select(0, order)


# GLM-4.5 (general.architecture "glm4moe"): its norm before the MLP is llama.cpp's
# post_attention_norm; DeepSeek-V3's shared experts and routing correction; no permuted rows
ARCHITECTURES["glm4moe"] = "glm4_moe"
ARCH_GGUF_NAMES["glm4moe"] = {"post_attention_norm": "post_attention_layernorm",
                              "ffn_gate_shexp": "mlp.shared_experts.gate_proj",
                              "ffn_up_shexp": "mlp.shared_experts.up_proj",
                              "ffn_down_shexp": "mlp.shared_experts.down_proj",
                              "exp_probs_b.bias": "mlp.e_score_correction_bias"}
# config flags a glm4moe file gives only by having the tensor (llama.cpp loads both optionally)
TENSOR_FLAGS = {"glm4moe": {"attention_bias": "blk.0.attn_q.bias", "use_qk_norm": "blk.0.attn_q_norm.weight"}}
# Gemma 4's global layers take their values from k_proj where no global layer has attn_v
# (shared layers have neither attn_k nor attn_v; a function of the config and the tensor names)
TENSOR_FLAGS["gemma4"] = {"attention_k_eq_v": lambda config, tensors: not any(
    f"blk.{i}.attn_v.weight" in tensors for i, t in enumerate(config["layer_types"]) if t == "full_attention")}
# llama.cpp's expert_gating_func values -> the router's scores (grouped_moe.SCORING)
EXPERT_SCORING = {1: "softmax", 2: "sigmoid"}


def _expert_scoring(config: dict, default: str = "sigmoid"):
    """`expert_gating_func` as the name of the router's scores (`scoring`); a file without it
    gets the architecture's default (llama.cpp's glm4moe: sigmoid)."""
    func = config.pop("expert_gating_func", None)
    if func is not None and func not in EXPERT_SCORING:
        raise ValueError(f"{config['architecture']}.expert_gating_func: {func} is not supported "
                         f"(expected one of {sorted(EXPERT_SCORING)}: {EXPERT_SCORING})")
    config["scoring"] = EXPERT_SCORING.get(func, default)


def _glm4moe_fields(config: dict):
    """What llama.cpp derives for a glm4moe file: block_count counts the trailing MTP layers,
    which its main graph does not run (so neither does the model); the rotary share; the
    router's scores."""
    if "num_hidden_layers" in config:
        config["num_hidden_layers"] -= config.get("num_nextn_predict_layers", 0)
    _rotary_share(config)
    _expert_scoring(config)


DERIVED["glm4moe"] = _glm4moe_fields

# MiniMax-M2 (general.architecture "minimax-m2"): Llama's names, the routing correction; no
# permuted rows; q/k norms over the whole projection
ARCHITECTURES["minimax-m2"] = "minimax_m2"
ARCH_GGUF_NAMES["minimax-m2"] = {"exp_probs_b.bias": "mlp.e_score_correction_bias"}


def _minimax_m2_fields(config: dict):
    """What llama.cpp derives for a minimax-m2 file: the rotary share, the router's scores
    (sigmoid unless said), and the k weights always renormalised (its graph passes true)."""
    _rotary_share(config)
    _expert_scoring(config)
    config["norm_topk_prob"] = True


DERIVED["minimax-m2"] = _minimax_m2_fields


# DeepSeek-V2/V3 (general.architecture "deepseek2"): multi-head latent attention, whose kv_b is
# filed per head as attn_k_b [H, c, n] and attn_v_b [H, v, c] (whole tensors: no Linear holds
# them), and DeepSeek-V3's MoE
ARCHITECTURES["deepseek2"] = "deepseek_v3"
CONFIG_KEYS.update({"attention.q_lora_rank": "q_lora_rank", "attention.kv_lora_rank": "kv_lora_rank",
                    "attention.key_length_mla": "key_length_mla",      # n + r of each head's query
                    "attention.value_length_mla": "v_head_dim",
                    "rope.scaling.yarn_log_multiplier": "yarn_log_multiplier"})   # 0.1 * mscale_all_dim
ARCH_GGUF_NAMES["deepseek2"] = {"attn_q_a": "self_attn.q_a_proj", "attn_q_a_norm": "self_attn.q_a_layernorm",
                                "attn_q_b": "self_attn.q_b_proj", "attn_kv_a_mqa": "self_attn.kv_a_proj_with_mqa",
                                "attn_kv_a_norm": "self_attn.kv_a_layernorm",
                                "attn_k_b.weight": "self_attn.k_b", "attn_v_b.weight": "self_attn.v_b",
                                "ffn_gate_shexp": "mlp.shared_experts.gate_proj",
                                "ffn_up_shexp": "mlp.shared_experts.up_proj",
                                "ffn_down_shexp": "mlp.shared_experts.down_proj",
                                "exp_probs_b.bias": "mlp.e_score_correction_bias"}


def _deepseek2_fields(config: dict):
    """What llama.cpp derives for a deepseek2 file: the rotated and unrotated dims of each head
    (rope.dimension_count, key_length_mla), no q_lora_rank for a plain q_proj, the leading dense
    layers, the experts' counts under DeepSeek's names, weights not renormalised unless the file
    says so, and softmax scores unless it names its gating (V2's files name none)."""
    rotary = config.pop("rotary_dim")
    config["qk_rope_head_dim"] = rotary
    config["qk_nope_head_dim"] = config.pop("key_length_mla") - rotary
    config.setdefault("q_lora_rank", None)
    renamed = {"moe_layer_start_index": "first_k_dense_replace", "num_experts": "n_routed_experts",
               "moe_num_shared_experts": "n_shared_experts"}
    for ours, theirs in renamed.items():
        if ours in config:
            config[theirs] = config.pop(ours)
    config.setdefault("norm_topk_prob", False)
    _expert_scoring(config, default="softmax")


DERIVED["deepseek2"] = _deepseek2_fields

# Granite 4.0 hybrid (general.architecture "granitehybrid"): its keys, tensor names and what
# llama.cpp derives for it are in engine/gguf/granitehybrid.py; its q/k rows are Llama-permuted
from engine.gguf.granitehybrid import GRANITE_KEYS, GRANITEHYBRID_NAMES, granitehybrid_fields  # noqa: E402
ARCHITECTURES["granitehybrid"] = "granitemoehybrid"
QK_PERMUTED.add("granitemoehybrid")
CONFIG_KEYS.update(GRANITE_KEYS)
ARCH_GGUF_NAMES["granitehybrid"] = GRANITEHYBRID_NAMES
DERIVED["granitehybrid"] = lambda config: (_hybrid_layer_kinds(config, "granitehybrid", "attention", "mamba"),
                                           granitehybrid_fields(config))
