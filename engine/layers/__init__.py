"""Shared transformer layers; each architecture file composes these."""
from engine.layers.attention import Attention, AttentionInputs, attend, attend_reference
from engine.layers.basic import (GatedMLP, RMSNorm, SwiGLU, apply_rotary, apply_rotary_reference, clamped_swiglu,
                    rms_norm_reference, rope_attention_factor, rope_inv_freq, rotary_cos_sin)
from engine.layers.config import TransformerConfig
from engine.layers.decoder import (CausalLM, DecoderLayer, DecoderStack, init_random_, last_valid_index,
                      materialize, padded_causal_mask)

__all__ = ["Attention", "AttentionInputs", "attend", "attend_reference", "GatedMLP", "RMSNorm", "SwiGLU",
           "apply_rotary", "apply_rotary_reference", "clamped_swiglu", "rms_norm_reference",
           "rope_attention_factor", "rope_inv_freq", "rotary_cos_sin", "TransformerConfig", "CausalLM",
           "DecoderLayer", "DecoderStack", "init_random_", "last_valid_index", "materialize",
           "padded_causal_mask"]
