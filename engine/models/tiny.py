"""Tiny random configs of every architecture in the registry, for the Chapter 42 command and
tests: a few layers of width 64, so a whole model runs in milliseconds."""

BASE = dict(vocab_size=96, hidden_size=64, intermediate_size=96, num_hidden_layers=2,
            num_attention_heads=4, num_key_value_heads=2, head_dim=16, rms_norm_eps=1e-6,
            max_position_embeddings=256, rope_theta=10000.0)
# architecture -> what its tiny config adds to BASE
EXTRA = {
    "qwen3_moe": dict(num_experts=8, num_experts_per_tok=2, moe_intermediate_size=32),
    # a window of 4 and a global layer after each sliding one, so both kinds matter
    "gemma3": dict(sliding_window=4, sliding_window_pattern=2, query_pre_attn_scalar=12,
                   final_logit_softcapping=30.0),
    # a window of 4 on every other layer; 4 experts, top 2
    "gpt_oss": dict(num_experts=4, num_experts_per_tok=2, sliding_window=4),
    # DeltaNet, full, DeltaNet, full; 2 key heads read by 4 value heads of 16 dims
    "qwen3_5": dict(num_hidden_layers=4, full_attention_interval=2, linear_num_key_heads=2,
                    linear_num_value_heads=4, linear_key_head_dim=16, linear_value_head_dim=16),
    # a NoPE layer every 2nd layer, so the two layers differ
    "smollm3": dict(no_rope_layer_interval=2),
    # 8 experts (top 2) and a shared one after a dense first layer
    "ernie4_5_moe": dict(num_hidden_layers=3, num_experts=8, num_experts_per_tok=2, moe_intermediate_size=32,
                         moe_num_shared_experts=1, moe_layer_start_index=1, tie_word_embeddings=False),
    # half of each head rotates, its frequencies divided by LongRoPE's short factors
    "phi3": dict(partial_rotary_factor=0.5, original_max_position_embeddings=64,
                 short_factor=[1.0, 1.5, 2.0, 3.0], long_factor=[2.0, 4.0, 8.0, 16.0]),
    # a dense first layer, then 8 experts in 2 groups (top 2 from the best group) and a shared one
    "glm4_moe": dict(num_hidden_layers=3, num_experts=8, num_experts_per_tok=2, moe_intermediate_size=32,
                     n_group=2, topk_group=1, routed_scaling_factor=2.5, attention_bias=True, use_qk_norm=True),
    # 8 experts (top 2) in every layer, a quarter of each head rotating
    "minimax_m2": dict(num_experts=8, num_experts_per_tok=2, moe_intermediate_size=32, partial_rotary_factor=0.25),
    # latent attention (q through a rank-32 latent, keys and values through one of 32, 16 rotated
    # dims); a dense first layer, then 8 experts in 2 groups (top 2 from the best) and a shared one
    "deepseek_v3": dict(num_hidden_layers=3, q_lora_rank=32, kv_lora_rank=32, qk_nope_head_dim=16,
                        qk_rope_head_dim=16, v_head_dim=16, n_routed_experts=8, num_experts_per_tok=2,
                        moe_intermediate_size=32, n_shared_experts=1, first_k_dense_replace=1, n_group=2,
                        topk_group=1, routed_scaling_factor=2.5),
    # conv, attention, conv, attention; the MLP width as given (no transformers' 2/3 rule)
    "lfm2": dict(num_hidden_layers=4, full_attn_idxs=[1, 3], block_auto_adjust_ff_dim=False),
}
# Granite 4.0 hybrid: mamba, attention, mamba, attention (Mamba-2 heads of 32 in 2 groups of B/C);
# 4 experts (top 2) beside a shared one; Granite's multipliers away from 1
EXTRA["granitemoehybrid"] = dict(num_hidden_layers=4, layer_types=["mamba", "attention"] * 2, mamba_n_heads=4,
                                 mamba_d_head=32, mamba_n_groups=2, mamba_d_state=8, num_experts=4,
                                 num_experts_per_tok=2, shared_intermediate_size=48, embedding_multiplier=2.0,
                                 attention_multiplier=0.25, residual_multiplier=0.5, logits_scaling=2.0)
# Qwen3.5-MoE: Qwen3.5's small linear heads with 4 experts (top 2) and a small shared expert
EXTRA["qwen3_5_moe"] = dict(EXTRA["qwen3_5"], num_experts=4, num_experts_per_tok=2,
                            moe_intermediate_size=32, shared_expert_intermediate_size=48)
# Qwen3-Next: the same sizes (its value heads grouped by key head, beta and alpha in one projection)
EXTRA["qwen3_next"] = dict(EXTRA["qwen3_5_moe"])
# DeepSeek-V2: DeepSeek-V3's sizes, routed greedily by softmax scores (no groups)
EXTRA["deepseek_v2"] = dict(EXTRA["deepseek_v3"], n_group=1, topk_group=1)
# Gemma 4: Gemma 3's window, a global layer of 32-dim heads (a quarter of its pairs turning)
# whose values are its keys, per-layer inputs of 8 dims
EXTRA["gemma4"] = dict(EXTRA["gemma3"], global_head_dim=32, num_global_key_value_heads=1,
                       attention_k_eq_v=True, partial_rotary_factor=0.25, hidden_size_per_layer_input=8)


def tiny_config(model_type: str, **overrides) -> dict:
    """A Hugging Face style config dict of a tiny `model_type` model."""
    return {**BASE, **EXTRA.get(model_type, {}), "model_type": model_type, **overrides}


# the values a GGUF file holds where the tiny configs above pick others (an exported tiny
# model must load back, in llama.cpp too, as itself): llama.cpp has no key for Gemma 2/3's
# query_pre_attn_scalar (it scales scores by head_dim^-1/2) and places SmolLM3's NoPE layers
# every fourth (four layers, so one of them is)
FILE_VALUES = {"gemma2": lambda c: dict(query_pre_attn_scalar=c["head_dim"]),
               "gemma3": lambda c: dict(query_pre_attn_scalar=c["head_dim"]),
               "smollm3": lambda c: dict(num_hidden_layers=4, no_rope_layer_interval=4)}


def tiny_file_config(model_type: str, **overrides) -> dict:
    """`tiny_config`, with FILE_VALUES where the architecture has them: a tiny model a GGUF
    file can hold."""
    config = tiny_config(model_type, **overrides)
    values = FILE_VALUES.get(model_type)
    return {**config, **values(config)} if values else config
