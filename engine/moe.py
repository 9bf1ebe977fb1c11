"""Qwen3-MoE (book Chapter 42): lives in engine/models/qwen3_moe.py; the public names here."""
from engine.models.qwen3_moe import (Experts, QuantizedExperts, Qwen3Moe, Qwen3MoeConfig,  # noqa: F401
                                     SparseMoe, quantized_experts)

__all__ = ["Experts", "QuantizedExperts", "Qwen3Moe", "Qwen3MoeConfig", "SparseMoe", "quantized_experts"]
