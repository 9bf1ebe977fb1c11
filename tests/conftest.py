"""Shared fixtures: the real GGUF files fetched by ../shared/models/fetch into $GGUF_MODELS."""
import os
from pathlib import Path

import pytest

# short name -> file name in $GGUF_MODELS
REAL_MODELS = {
    "smollm2": "SmolLM2-135M-Instruct.Q4_1.gguf",
    "qwen25": "qwen2.5-coder-0.5b-instruct-q4_k_m.gguf",
    "gemma3": "gemma-3-270m-q4_k_m.gguf",
}


def models_dir() -> Path:
    return Path(os.environ.get("GGUF_MODELS", Path.home() / ".cache" / "gguf-models"))


def real_model_path(name: str) -> Path:
    """Path of a fetched real model, or skip the test with the reason."""
    path = models_dir() / REAL_MODELS[name]
    if not path.is_file():
        pytest.skip(f"{path} is absent (run ../shared/models/fetch and export GGUF_MODELS)")
    return path


@pytest.fixture(params=sorted(REAL_MODELS))
def real_model(request) -> Path:
    """Each fetched real model in turn (skipped where absent)."""
    return real_model_path(request.param)
