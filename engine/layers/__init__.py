"""Shared transformer layers; each architecture file composes these."""
from .attention import Attention, AttentionInputs, attend, attend_reference
from .basic import (RMSNorm, SwiGLU, apply_rotary, apply_rotary_reference, rms_norm_reference,
                    rope_inv_freq, rotary_cos_sin)
from .config import TransformerConfig
from .decoder import (CausalLM, DecoderLayer, DecoderStack, init_random_, last_valid_index,
                      materialize, padded_causal_mask)

__all__ = ["Attention", "AttentionInputs", "attend", "attend_reference", "RMSNorm", "SwiGLU",
           "apply_rotary", "apply_rotary_reference", "rms_norm_reference", "rope_inv_freq", "rotary_cos_sin", "TransformerConfig", "CausalLM",
           "DecoderLayer", "DecoderStack", "init_random_", "last_valid_index", "materialize",
           "padded_causal_mask"]
