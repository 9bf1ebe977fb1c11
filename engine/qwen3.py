"""Qwen3 (book Chapter 42): lives in engine/models/qwen3.py; the public names here."""
from engine.models.qwen3 import Qwen3, Qwen3Attention, Qwen3Config  # noqa: F401

__all__ = ["Qwen3", "Qwen3Attention", "Qwen3Config"]
