"""Write an engine model (and its tokenizer) out as a GGUF file llama.cpp can run.

The inverse of `load_gguf`: Hugging Face config fields become `<arch>.<field>`
metadata, module paths become GGUF tensor names through the same `GGUF_NAMES` table,
Llama Q/K rows are permuted back to llama.cpp's interleaved order, and every 2-D
weight is encoded as `type_name` (rows that do not hold whole blocks fall back like
llama.cpp); 1-D tensors (norms, biases) stay F32. Where an architecture's llama.cpp loader
reads a field under another key, derives it, or checks a tensor in another shape (hybrids'
per-layer head counts, DeepSeek's MLA heads, Gemma 4's two head widths and rope_freqs,
Granite's SSM keys), the writer makes what that loader reads: every registered architecture's
export loads back as the same model, here and in llama.cpp (tests/test_ch38_quantize.py).
Gemma 4's shared key/values and MoE block are refused by name.
"""
import torch

from engine.gguf.config import (ARCH_GGUF_NAMES, ARCHITECTURES, CONFIG_KEYS, EXPERT_SCORING, FUSED_ROWS, GGUF_NAMES,
                                QK_PERMUTED)
from engine.gguf.granitehybrid import granitehybrid_export_fields
from engine.gguf.writer import Typed, write_gguf

_ARCH_OF = {model_type: arch for arch, model_type in ARCHITECTURES.items()}
_ARCH_OF["deepseek_v2"] = "deepseek2"     # V2 and V3 share llama.cpp's architecture
_FLOAT_FIELDS = {"rms_norm_eps", "rope_theta", "rope_local_base_freq", "final_logit_softcapping",
                 "attn_logit_softcapping", "rope_attention_factor", "routed_scaling_factor"}
# metadata an architecture's llama.cpp loader reads under a key CONFIG_KEYS gives another field
# (GGUF suffix -> this config's field): GLM's Hugging Face names, gpt-oss's and MiniMax-M2's
# expert width (their dense width is the experts')
EXPORT_FIELDS = {"glm4moe": {"expert_shared_count": "n_shared_experts",
                             "leading_dense_block_count": "first_k_dense_replace"},
                 "gpt-oss": {"expert_feed_forward_length": "intermediate_size"},
                 "minimax-m2": {"feed_forward_length": "moe_intermediate_size"}}
# tensors an architecture's llama.cpp loader takes in another shape than the module holds
# (name within the layer -> shape of the config): Granite's per-head A and D as [H, 1], its
# gated norm's weight per group [G, d_inner / G]
EXPORT_SHAPES = {"granitehybrid": {"ssm_a": lambda c: (c.mamba_n_heads, 1), "ssm_d": lambda c: (c.mamba_n_heads, 1),
                                   "ssm_norm.weight": lambda c: (c.mamba_n_groups, -1)}}
_BOOL_FIELDS = {"norm_topk_prob"}

# llama.cpp's general.file_type for a file whose weights are all of one type
FILE_TYPES = {"F32": 0, "F16": 1, "Q4_0": 2, "Q4_1": 3, "Q8_0": 7, "Q5_0": 8, "Q5_1": 9,
              "Q2_K": 10, "Q3_K": 12, "Q4_K": 14, "Q5_K": 16, "Q6_K": 18, "IQ4_NL": 25,
              "IQ4_XS": 30, "BF16": 32}


def permute_qk(w: torch.Tensor, heads: int) -> torch.Tensor:
    """llama.cpp's converter permutation (rotate-half rows -> interleaved pairs); the
    inverse of `unpermute_qk`."""
    rows = w.shape[0]
    return w.reshape(heads, 2, rows // heads // 2, *w.shape[1:]).transpose(1, 2).reshape(w.shape)


def gguf_metadata(config, name="engine model") -> dict:
    """`general.*` and `<arch>.*` metadata from a model config dataclass or dict."""
    cfg = config if isinstance(config, dict) else vars(config)
    model_type = cfg.get("model_type")
    variant = [f for f in ("enable_moe_block", "num_kv_shared_layers") if model_type == "gemma4" and cfg.get(f)]
    if variant:
        raise ValueError(f"cannot export model_type 'gemma4' with {variant[0]} yet: this writer lacks its tensors' "
                         f"layout; llama.cpp's convert_hf_to_gguf.py converts it")
    if model_type not in _ARCH_OF:
        raise ValueError(f"cannot export model_type {model_type!r}; supported: {sorted(_ARCH_OF)}")
    arch = _ARCH_OF[model_type]
    meta = {"general.architecture": arch, "general.name": name,
            "general.quantization_version": 2}
    if arch == "granitehybrid":          # the SSM and shared-expert keys under Granite's field names
        cfg = {**cfg, **granitehybrid_export_fields(cfg)}
    if arch == "deepseek2":              # the MLA heads, as llama.cpp files them (`_deepseek2_fields`)
        cfg = {**cfg, **_deepseek2_export_fields(cfg)}
    if arch == "gemma4" and cfg.get("global_head_dim"):   # key_length: the global layers' heads
        cfg = {**cfg, "head_dim_swa": cfg["head_dim"], "head_dim": cfg["global_head_dim"]}
    for suffix, field in {**CONFIG_KEYS, **EXPORT_FIELDS.get(arch, {})}.items():
        value = cfg.get(field)
        if value is None:
            continue
        if field in _BOOL_FIELDS or isinstance(value, bool):
            meta[f"{arch}.{suffix}"] = bool(value)
        elif field in _FLOAT_FIELDS or isinstance(value, float):     # never a float cut to an int
            meta[f"{arch}.{suffix}"] = float(value)
        else:
            meta[f"{arch}.{suffix}"] = Typed(int(value), "u32")
    if cfg.get("scoring") is not None:   # a grouped router's scores (llama.cpp aborts on a MoE graph without)
        code = {name: code for code, name in EXPERT_SCORING.items()}[cfg["scoring"]]
        meta[f"{arch}.expert_gating_func"] = Typed(code, "u32")
    head_dim = cfg.get("head_dim") or cfg["hidden_size"] // cfg["num_attention_heads"]
    rotary = cfg.get("rotary_dim") or int(head_dim * (cfg.get("partial_rotary_factor") or 1.0))  # the dims that turn
    meta[f"{arch}.rope.dimension_count"] = Typed(rotary, "u32")
    factor = getattr(config, "attention_factor", None)      # LongRoPE's (Phi3Config), where not given
    if factor not in (None, 1.0) and f"{arch}.rope.scaling.attn_factor" not in meta:
        meta[f"{arch}.rope.scaling.attn_factor"] = float(factor)
    meta[f"{arch}.attention.value_length"] = Typed(int(cfg.get("value_length") or head_dim), "u32")
    scaling = cfg.get("rope_scaling") or {}
    if scaling.get("rope_type") == "linear":
        meta[f"{arch}.rope.scaling.type"] = "linear"
        meta[f"{arch}.rope.scaling.factor"] = float(scaling["factor"])
    if arch == "gemma4" and cfg.get("head_dim_swa"):  # the sliding layers' heads turn whole; the global
        meta[f"{arch}.rope.dimension_count"] = Typed(int(cfg["head_dim"]), "u32")   # ones by rope_freqs
        meta[f"{arch}.rope.dimension_count_swa"] = Typed(int(cfg["head_dim_swa"]), "u32")
        meta[f"{arch}.attention.value_length_swa"] = Typed(int(cfg["head_dim_swa"]), "u32")
    if arch == "gemma4" and cfg.get("layer_types"):   # each kind's key/value heads, one count per layer
        meta[f"{arch}.attention.head_count_kv"] = [
            int(cfg["num_key_value_heads"] if t == "sliding_attention" else
                cfg.get("num_global_key_value_heads") or cfg["num_key_value_heads"]) for t in cfg["layer_types"]]
    kinds = {"lfm2": "conv", "granitehybrid": "mamba"}.get(arch)   # a hybrid's layer kinds: no key/value heads on the other kind
    if kinds and cfg.get("layer_types"):
        meta[f"{arch}.attention.head_count_kv"] = [0 if t == kinds else int(cfg["num_key_value_heads"])
                                                   for t in cfg["layer_types"]]
    elif "linear_attention" in (cfg.get("layer_types") or ()):   # Gated DeltaNet layers: a flag each
        meta[f"{arch}.attention.recurrent_layers"] = [t == "linear_attention" for t in cfg["layer_types"]]
        meta[f"{arch}.ssm.inner_size"] = Typed(int(cfg["linear_num_value_heads"] * cfg["linear_value_head_dim"]), "u32")
    if arch in ("qwen35", "qwen35moe"):  # multimodal rotary sections: text turns all its pairs by one position
        meta[f"{arch}.rope.dimension_sections"] = Typed([rotary // 2, 0, 0, 0], "i32")
    elif "sliding_attention" in (cfg.get("layer_types") or ()):  # which layers slide: one flag each
        meta[f"{arch}.attention.sliding_window_pattern"] = [t == "sliding_attention" for t in cfg["layer_types"]]
    if arch in ("gemma2", "gemma3") and cfg.get("query_pre_attn_scalar") not in (None, head_dim):
        raise ValueError(f"cannot export {arch} with query_pre_attn_scalar {cfg['query_pre_attn_scalar']}: "
                         f"a GGUF file has no field for it and llama.cpp uses head_dim ({head_dim})")
    nope = cfg.get("no_rope_layers")
    fixed = [int((i + 1) % 4 != 0) for i in range(cfg["num_hidden_layers"])]
    if arch == "smollm3" and nope is not None and list(nope) != fixed:
        raise ValueError(f"cannot export smollm3 with no_rope_layers {list(nope)}: a GGUF file has no field "
                         f"for it and llama.cpp skips RoPE on every 4th layer ({fixed})")
    return meta


def _deepseek2_export_fields(cfg: dict) -> dict:
    """The inverse of config._deepseek2_fields: the config fields llama.cpp's deepseek2 keys hold.
    Its MLA is filed as one key/value head: keys of c + r values (the latent and the shared
    rotated key), values of c; each query head's n + r dims are key_length_mla."""
    n, r, c = cfg["qk_nope_head_dim"], cfg["qk_rope_head_dim"], cfg["kv_lora_rank"]
    return {"key_length_mla": n + r, "rotary_dim": r, "head_dim": c + r, "value_length": c,
            "num_key_value_heads": 1, "num_experts": cfg.get("n_routed_experts"),
            "moe_layer_start_index": cfg.get("first_k_dense_replace"),
            "moe_num_shared_experts": cfg.get("n_shared_experts"), "norm_topk_prob": bool(cfg.get("norm_topk_prob"))}


def gguf_tensor_name(path: str, arch: str | None = None) -> str:
    """`model.layers.3.self_attn.q_proj.weight` -> `blk.3.attn_q.weight` (in architecture
    `arch`'s names, see `ARCH_GGUF_NAMES`)."""
    kind_of = {module: kind for kind, module in {**GGUF_NAMES, **ARCH_GGUF_NAMES.get(arch, {})}.items()}
    parts = path.split(".")
    prefix, start = ("blk." + parts[2] + ".", 3) if path.startswith("model.layers.") else ("", 0)
    whole = ".".join(parts[start:])
    if whole in kind_of:              # a map entry naming a whole tensor (exp_probs_b.bias ...)
        return prefix + kind_of[whole]
    # the longest module path the map names; the rest is kept (LFM2's conv.in_proj.weight is
    # shortconv.in_proj.weight: the map names the block, not each of its tensors)
    for end in range(len(parts) - 1, start, -1):
        module = ".".join(parts[start:end])
        if module in kind_of:
            return prefix + ".".join([kind_of[module], *parts[end:]])
    raise ValueError(f"cannot export {path!r}: no GGUF tensor name for it in architecture {arch!r}'s names")


def model_tensors(model, type_name: str) -> dict:
    """GGUF name -> (float tensor, type) for every weight of `model`."""
    cfg = model.config
    llama = cfg.model_type in QK_PERMUTED     # rows permuted as llama.cpp's converter does
    out = {}
    for path, t in model.state_dict().items():
        if path in ("inv_freq",) or path.endswith(".inv_freq"):
            continue
        if path == "lm_head.weight" and cfg.tie_word_embeddings:
            continue
        t = t.detach().float()
        if path.endswith("mlp.experts.gate_up_proj"):   # [E, 2I, D] -> gate, up [E, I, D]
            layer = path.split(".")[2]
            gate, up = t.chunk(2, dim=1)
            out[f"blk.{layer}.ffn_gate_exps.weight"] = (gate.contiguous(), type_name)
            out[f"blk.{layer}.ffn_up_exps.weight"] = (up.contiguous(), type_name)
            continue
        if path.endswith("mlp.experts.down_proj"):      # [E, D, I]
            out[f"blk.{path.split('.')[2]}.ffn_down_exps.weight"] = (t.contiguous(), type_name)
            continue
        if path.endswith("mlp.experts.gate_up_proj_bias"):   # gpt-oss: [E, 2I] -> gate, up [E, I]
            layer = path.split(".")[2]
            gate, up = t.chunk(2, dim=1)
            out[f"blk.{layer}.ffn_gate_exps.bias"] = (gate.contiguous(), "F32")
            out[f"blk.{layer}.ffn_up_exps.bias"] = (up.contiguous(), "F32")
            continue
        if path.endswith("mlp.experts.down_proj_bias"):      # [E, D]
            out[f"blk.{path.split('.')[2]}.ffn_down_exps.bias"] = (t.contiguous(), "F32")
            continue
        name = gguf_tensor_name(path, _ARCH_OF[cfg.model_type])
        if llama and name.endswith(("attn_q.weight", "attn_k.weight")):
            heads = cfg.num_attention_heads if "attn_q" in name else cfg.num_key_value_heads
            t = permute_qk(t, heads)
        kind = type_name if t.dim() >= 2 else "F32"       # vectors (norms, biases, A, D) stay F32
        shape = EXPORT_SHAPES.get(_ARCH_OF[cfg.model_type], {}).get(name.split(".", 2)[-1])
        if shape is not None:
            t = t.reshape(shape(cfg))
        out[name] = (t, kind)
    if cfg.model_type == "gemma4" and (cfg.partial_rotary_factor or 1.0) < 1.0:
        # the global layers' pairs past the turning share: divided by 1e30, as llama.cpp's files do
        pairs = cfg.global_head_dim // 2
        turning = int(pairs * cfg.partial_rotary_factor)
        out["rope_freqs.weight"] = (torch.cat([torch.ones(turning), torch.full((pairs - turning,), 1e30)]), "F32")
    for kind, factors in getattr(model, "rope_factors", {}).items():      # LongRoPE's divisors
        out[f"rope_factors_{kind}.weight"] = (factors.float(), "F32")
    return fuse_rows(out, _ARCH_OF[cfg.model_type], cfg.num_hidden_layers)


def fuse_rows(tensors: dict, arch: str, n_layers: int) -> dict:
    """The layers an architecture's file keeps as one tensor (`FUSED_ROWS`: phi3's attn_qkv,
    ffn_up) stacked by rows in their order, as llama.cpp's converter writes them."""
    for kind, members in FUSED_ROWS.get(arch, {}).items():
        for i in range(n_layers):
            names = [gguf_tensor_name(f"model.layers.{i}.{module}.weight", arch) for module, _ in members]
            if all(n in tensors for n in names):
                parts = [tensors.pop(n) for n in names]
                tensors[f"blk.{i}.{kind}.weight"] = (torch.cat([t for t, _ in parts]), parts[0][1])
    return tensors


def export_gguf(model, tokenizer, path, type_name="Q8_0", name="engine model"):
    """Write `model` (weights encoded as `type_name`) and `tokenizer` to a GGUF file."""
    from engine.gguf.tokenizer import tokenizer_to_gguf

    meta = gguf_metadata(model.config, name)
    if type_name in FILE_TYPES:
        meta["general.file_type"] = Typed(FILE_TYPES[type_name], "u32")
    if tokenizer is not None:
        meta.update(tokenizer_to_gguf(tokenizer))
    return write_gguf(path, meta, model_tensors(model, type_name))
