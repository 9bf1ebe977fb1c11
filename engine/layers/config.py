"""The transformer hyperparameters every architecture here shares, read from a
Hugging Face style config dict (`config.json`, or what `config_from_gguf` builds)."""
from dataclasses import dataclass, fields

# other spellings of a field in Hugging Face configs (transformers 5.x names MoE experts
# `num_local_experts`)
ALIASES = {"num_local_experts": "num_experts"}


@dataclass
class TransformerConfig:
    model_type: str = ""                  # registry key: llama | qwen2 | qwen3 | qwen3_moe
    vocab_size: int = 32000               # rows of the embedding table and of lm_head
    hidden_size: int = 4096               # D, the residual stream width
    intermediate_size: int = 11008        # I, the SwiGLU MLP's inner width
    num_hidden_layers: int = 32           # decoder layers
    num_attention_heads: int = 32         # query heads
    num_key_value_heads: int | None = None  # key/value heads (GQA); None means one per query head
    head_dim: int | None = None           # per-head width; None means hidden_size // heads
    rms_norm_eps: float = 1e-6            # epsilon inside every RMSNorm
    rope_theta: float = 10000.0           # rotary base: frequency i is theta^(-2i / head_dim)
    rope_scaling: dict | None = None      # None, {"rope_type": "linear", "factor"} or llama3's dict
    max_position_embeddings: int = 4096   # positions the model was trained for
    tie_word_embeddings: bool = False     # lm_head shares embed_tokens.weight
    attention_bias: bool = False          # q/k/v (and o) projections carry a bias (Qwen2: q/k/v only)

    def __post_init__(self):
        if self.num_key_value_heads is None:
            self.num_key_value_heads = self.num_attention_heads
        if self.head_dim is None:
            self.head_dim = self.hidden_size // self.num_attention_heads
        if self.num_attention_heads % self.num_key_value_heads:
            raise ValueError(f"{type(self).__name__}: num_attention_heads ({self.num_attention_heads}) "
                             f"must be a multiple of num_key_value_heads ({self.num_key_value_heads})")

    def layer_window(self, index: int) -> int | None:
        """Positions layer `index` attends to, its own included, when it is a sliding-window
        layer; None for full attention (every layer here)."""
        return None

    @classmethod
    def from_hf(cls, config: dict):
        """Fields from a Hugging Face config dict; unknown keys are ignored. Rotary settings
        may come as transformers 4.x `rope_theta` + `rope_scaling` or 5.x `rope_parameters`."""
        names = {f.name for f in fields(cls)}
        kwargs = {ALIASES.get(k, k): v for k, v in config.items() if ALIASES.get(k, k) in names}
        rope = dict(config.get("rope_parameters") or config.get("rope_scaling") or {})
        if "rope_theta" in rope:
            kwargs.setdefault("rope_theta", rope.pop("rope_theta"))
        kind = rope.get("rope_type", rope.get("type", "default"))
        kwargs["rope_scaling"] = None if kind == "default" else {**rope, "rope_type": kind}
        missing = [n for n in ("vocab_size", "hidden_size", "num_hidden_layers", "num_attention_heads")
                   if n not in kwargs]
        if missing:
            raise ValueError(f"{cls.__name__}.from_hf: the config lacks {missing}")
        return cls(**kwargs)

