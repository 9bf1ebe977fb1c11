"""Model registry: Hugging Face `model_type` -> model class, in one table (book Chapter 42)."""
import contextlib

import torch
from torch import nn

from engine.models.deepseek2 import DeepseekV2, DeepseekV2Config, DeepseekV3, DeepseekV3Config
from engine.models.ernie45_moe import Ernie45Moe, Ernie45MoeConfig
from engine.models.gemma2 import Gemma2, Gemma2Config
from engine.models.gemma3 import Gemma3, Gemma3Config
from engine.models.gemma4 import Gemma4, Gemma4Config
from engine.models.glm4_moe import Glm4Moe, Glm4MoeConfig
from engine.models.granitehybrid import GraniteHybrid, GraniteHybridConfig
from engine.models.gpt_oss import GptOss, GptOssConfig
from engine.models.lfm2 import Lfm2, Lfm2Config
from engine.models.llama import Llama, LlamaConfig
from engine.models.minimax_m2 import MiniMaxM2, MiniMaxM2Config
from engine.models.olmo2 import Olmo2, Olmo2Config
from engine.models.phi3 import Phi3, Phi3Config
from engine.models.qwen2 import Qwen2, Qwen2Config
from engine.models.qwen35 import Qwen35, Qwen35Config
from engine.models.qwen35_moe import Qwen35Moe, Qwen35MoeConfig
from engine.models.qwen3_moe import Qwen3Moe, Qwen3MoeConfig
from engine.models.qwen3_next import Qwen3Next, Qwen3NextConfig
from engine.models.qwen3 import Qwen3, Qwen3Config
from engine.models.smollm3 import SmolLM3, SmolLM3Config

MODELS = {
    "llama": Llama,
    "qwen2": Qwen2,
    "qwen3": Qwen3,
    "qwen3_moe": Qwen3Moe,
    "gemma2": Gemma2,
    "gemma3": Gemma3,
    "gemma4": Gemma4,
    "qwen3_5": Qwen35,
    "qwen3_5_moe": Qwen35Moe,
    "qwen3_next": Qwen3Next,
    "gpt_oss": GptOss,
    "olmo2": Olmo2,
    "smollm3": SmolLM3,
    "phi3": Phi3,
    "ernie4_5_moe": Ernie45Moe,
    "deepseek_v3": DeepseekV3,
    "deepseek_v2": DeepseekV2,
    "glm4_moe": Glm4Moe,
    "minimax_m2": MiniMaxM2,
    "lfm2": Lfm2,
    "granitemoehybrid": GraniteHybrid,
}
# other model_type spellings of a registered architecture (transformers calls the text-only
# Gemma 3 checkpoint's type "gemma3_text", Qwen3.5's "qwen3_5_text" ...)
ALIASES = {"gemma3_text": "gemma3", "gemma4_text": "gemma4", "qwen3_5_text": "qwen3_5", "qwen3_5_moe_text": "qwen3_5_moe"}


def model_class(model_type: str):
    model_type = ALIASES.get(model_type, model_type)
    if model_type not in MODELS:
        raise ValueError(f"model_type {model_type!r} is not supported; expected one of {sorted(MODELS)}")
    return MODELS[model_type]


def config_class(model_type: str):
    """The config dataclass of `model_type` (e.g. Qwen3Config for "qwen3")."""
    return model_class(model_type).config_class


def build_model(config: dict):
    """An HF-style config dict (with `model_type`) -> the model, on the current default
    device (build under `torch.device("meta")` to allocate nothing, then fill it)."""
    model_type = config.get("model_type")
    cls = model_class(model_type)
    return cls(cls.config_class.from_hf({**config, "model_type": ALIASES.get(model_type, model_type)}))


def build_skeleton(config: dict):
    """The model of `config` as a frame to fill from a file: every tensor on the meta
    device (no memory) and no initializer run. Each weight is about to be replaced, and
    even on meta a layer's random initialization is a round of dispatch per tensor: half
    the build time of a 30-layer model."""
    with torch.device("meta"), _initializers_off():
        return build_model(config)


@contextlib.contextmanager
def _initializers_off():
    """torch.nn.init's in-place initializers (what modules' reset_parameters call) return
    their tensor untouched for the duration: process-wide, as transformers' no_init_weights
    does it, so a module built meanwhile on another thread stays uninitialized too."""
    names = [n for n in dir(nn.init) if n.endswith("_") and not n.startswith("_")]
    saved = {n: getattr(nn.init, n) for n in names}
    try:
        for n in names:
            setattr(nn.init, n, _untouched)
        yield
    finally:
        for n, f in saved.items():
            setattr(nn.init, n, f)


def _untouched(tensor, *args, **kwargs):
    return tensor


__all__ = ["MODELS", "ALIASES", "build_model", "build_skeleton", "config_class", "model_class", "DeepseekV2", "DeepseekV2Config", "DeepseekV3", "DeepseekV3Config", "Ernie45Moe",
           "Ernie45MoeConfig", "Gemma3", "Gemma3Config", "Gemma4", "Gemma4Config", "Glm4Moe", "Glm4MoeConfig",
           "GptOss", "GptOssConfig", "GraniteHybrid", "GraniteHybridConfig", "Lfm2", "Lfm2Config", "Llama", "LlamaConfig", "MiniMaxM2", "MiniMaxM2Config", "Olmo2", "Olmo2Config", "Phi3", "Phi3Config", "Qwen2", "Qwen2Config", "Qwen35", "Qwen35Config",
           "Qwen35Moe", "Qwen35MoeConfig", "Qwen3", "Qwen3Config", "Qwen3Moe", "Qwen3MoeConfig",
           "Qwen3Next", "Qwen3NextConfig",
           "SmolLM3", "SmolLM3Config"]
