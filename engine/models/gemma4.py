"""Gemma 4 (text): Gemma 3's layers (five sliding-window layers to each global one, norms
on both sides of attention and of the MLP, a GELU-gated MLP, soft-capped logits), with:

- global layers of their own shape: `global_head_dim` wide heads (512 where sliding
  layers have 256) and `num_global_key_value_heads` key/value heads, and with
  `attention_k_eq_v` no v_proj there: the values are the keys' projection;
- values RMS-normalised per head (no weight), beside Qwen3's q/k norms; scores unscaled
  (scale 1: the q/k norms set their size);
- global layers rotate only the first `partial_rotary_factor` of each head's frequency
  pairs (transformers' "proportional" rope: the other frequencies are 0; llama.cpp files
  divide them by 1e30 through `rope_freqs`), with base `rope_theta` over the whole head;
- per-layer inputs (`hidden_size_per_layer_input` = P > 0): a second embedding table
  [vocab, layers x P] times sqrt(P), added to the token embedding projected to layers x P
  (times hidden_size^-1/2, RMS-normalised per layer), the sum times 2^-1/2; after its MLP
  each layer adds post_norm(proj(gelu(gate(x)) * its input)) to the stream;
- each layer's output times `layer_scalar` (one number).

Norm weights are as both transformers (x * w, not Gemma 3's 1 + w) and the GGUF files
keep them. Refused by name: shared key/values (num_kv_shared_layers > 0, the E2B/E4B
checkpoints), the MoE block (enable_moe_block, 26B-A4B), bidirectional attention, and the
multimodal checkpoint's vision and audio towers (its text_config is this model).
"""
from dataclasses import dataclass, replace

import torch
from torch import nn

from engine.layers import GatedMLP, RMSNorm, rope_inv_freq
from engine.layers.attention import attend
from engine.layers.basic import GATE_ACTIVATIONS, apply_rotary
from engine.layers.decoder import building_on_meta
from engine.models.gemma3 import Gemma3, Gemma3Attention, Gemma3Config, Gemma3DecoderLayer


@dataclass
class Gemma4Config(Gemma3Config):
    model_type: str = "gemma4"
    sliding_window: int | None = 512
    global_head_dim: int | None = None        # global layers' head width; None: head_dim
    num_global_key_value_heads: int | None = None   # global layers' key/value heads; None: as sliding
    attention_k_eq_v: bool = False            # global layers: values = the keys' projection
    partial_rotary_factor: float = 1.0        # global layers: share of frequency pairs that turn
    hidden_size_per_layer_input: int = 0      # P of the per-layer inputs; 0: none
    vocab_size_per_layer_input: int | None = None   # rows of the per-layer table; None: vocab_size
    num_kv_shared_layers: int = 0             # trailing layers reusing earlier keys (refused)
    enable_moe_block: bool = False            # MoE beside the MLP (refused)
    use_bidirectional_attention: bool | str | None = None   # "vision": images only; text stays causal

    def __post_init__(self):
        if self.use_bidirectional_attention == "all":
            raise ValueError("Gemma4Config: use_bidirectional_attention='all' (an encoder) is not "
                             "supported; expected a causal decoder")
        if self.use_bidirectional_attention == "vision":    # text tokens attend causally
            self.use_bidirectional_attention = None
        if self.layer_types is None:     # transformers' pattern, and the last layer is always global
            n, p = self.num_hidden_layers, self.sliding_window_pattern
            self.layer_types = ["sliding_attention" if (i + 1) % p and i < n - 1 else "full_attention"
                                for i in range(n)]
        super().__post_init__()
        if self.num_kv_shared_layers:
            raise ValueError(f"Gemma4Config: num_kv_shared_layers={self.num_kv_shared_layers} (layers reusing "
                             f"earlier layers' keys and values, Gemma 4 E2B/E4B) is not supported")
        if self.enable_moe_block:
            raise ValueError("Gemma4Config: enable_moe_block=True (the MoE block beside each MLP, Gemma 4 "
                             "26B-A4B) is not supported")
        if self.global_head_dim is None:
            self.global_head_dim = self.head_dim
        if self.num_global_key_value_heads is None or not self.attention_k_eq_v:
            # transformers gives global layers their own key/value heads only with k_eq_v
            self.num_global_key_value_heads = self.num_global_key_value_heads or self.num_key_value_heads
        if self.vocab_size_per_layer_input is None:
            self.vocab_size_per_layer_input = self.vocab_size

    def layer_shape(self, index: int) -> tuple[int, int]:
        """(key/value heads, head_dim) of layer `index`."""
        if self.layer_types[index] == "full_attention":
            return self.num_global_key_value_heads, self.global_head_dim
        return self.num_key_value_heads, self.head_dim

    @classmethod
    def from_hf(cls, config: dict):
        """Reads transformers' Gemma4TextConfig: the global layers' shape from
        `per_layer_config` (or `global_head_dim` / `num_global_key_value_heads`), their
        proportional rope's share and factor; a multimodal Gemma 4 config is refused."""
        if config.get("model_type") == "gemma4" and "text_config" in config:
            raise ValueError("Gemma 4's multimodal checkpoint (Gemma4ForConditionalGeneration: vision and "
                             "audio towers) is not supported; load its text model (model_type gemma4_text)")
        config = dict(config)
        types = config.get("layer_types") or []
        for index, override in (config.get("per_layer_config") or {}).items():
            if int(index) < len(types) and types[int(index)] == "full_attention":
                config.setdefault("global_head_dim", override.get("head_dim"))
                if "num_key_value_heads" in override:
                    config.setdefault("num_global_key_value_heads", override["num_key_value_heads"])
        rope = dict(config.get("rope_parameters") or {})
        full = dict(rope.get("full_attention") or {})
        if "rope_theta" in full:      # transformers reads the per-kind bases, never a top-level one
            config.pop("rope_theta", None)
        if full.get("rope_type") == "proportional":
            config["partial_rotary_factor"] = full.pop("partial_rotary_factor", 1.0)
            factor = full.pop("factor", 1.0)
            full["rope_type"] = "default" if factor == 1.0 else "linear"
            if factor != 1.0:
                full["factor"] = factor
            config["rope_parameters"] = {**rope, "full_attention": full}
        return super().from_hf(config)


def value_norm(v: torch.Tensor, eps: float) -> torch.Tensor:
    """Each value head divided by its root mean square (float32), no weight."""
    x = v.float()
    return (x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + eps)).to(v.dtype)


class Gemma4Attention(Gemma3Attention):
    """Gemma 3's attention at this layer's shape (global layers may have wider heads and
    fewer key/value heads), values normalised per head, scores unscaled; with `k_eq_v`
    (global layers of attention_k_eq_v) the values are the keys' projection."""

    def __init__(self, config: Gemma4Config, index: int, window: int | None):
        kv_heads, head_dim = config.layer_shape(index)
        super().__init__(replace(config, num_key_value_heads=kv_heads, head_dim=head_dim), window)
        self.scale, self.eps = 1.0, config.rms_norm_eps
        self.k_eq_v = config.attention_k_eq_v and window is None
        if self.k_eq_v:
            self.v_proj = None

    def forward(self, x, cos, sin, layer: int, inputs):
        B, T, _ = x.shape
        hd = self.head_dim
        q = self.q_proj(x).view(B, T, self.n_heads, hd)
        k = self.k_proj(x).view(B, T, self.n_kv_heads, hd)
        v = k if self.k_eq_v else self.v_proj(x).view(B, T, self.n_kv_heads, hd)
        q, k = self.qk_norm(q, k)
        q = apply_rotary(q.transpose(1, 2), cos, sin, self.backend)   # (B, H, T, hd)
        k = apply_rotary(k.transpose(1, 2), cos, sin, self.backend)   # (B, Hkv, T, hd)
        v = value_norm(v, self.eps).transpose(1, 2)
        if inputs.cache is not None:
            k, v = inputs.cache.update(layer, k, v, inputs.step)      # (B, Hkv, S, hd)
            q = inputs.cache.queries(q)
        mask = inputs.window_mask if self.window else inputs.mask
        window = self.window if self.window and getattr(inputs.step, "band", False) else None
        out = attend(q, k, v, mask, self.scale, None, self.backend, window)
        if inputs.cache is not None:
            out = inputs.cache.attended(out)
        return self.o_proj(out.transpose(1, 2).reshape(B, T, -1))

    def step_spec(self) -> dict:
        return {**super().step_spec(), "value_norm": True, "k_eq_v": self.k_eq_v or None}


class PerLayerInputs:
    """The per-layer inputs [B, T, layers, P] of the pass under way: `Gemma4.embed` sets
    them, each layer reads its own."""
    value: torch.Tensor | None = None


class Gemma4DecoderLayer(Gemma3DecoderLayer):
    """Gemma 3's layer, then (with per-layer inputs) x + post(proj(gelu(gate(x)) * input)),
    the whole times `layer_scalar`."""

    def __init__(self, config: Gemma4Config, self_attn, mlp, per_layer: PerLayerInputs):
        super().__init__(config, self_attn, mlp)
        D, P = config.hidden_size, config.hidden_size_per_layer_input
        self.per_layer = per_layer
        if P:
            self.act = GATE_ACTIVATIONS[config.hidden_activation]
            self.per_layer_input_gate = nn.Linear(D, P, bias=False)
            self.per_layer_projection = nn.Linear(P, D, bias=False)
            self.post_per_layer_input_norm = RMSNorm(D, config.rms_norm_eps)
        self.layer_scalar = nn.Parameter(torch.ones(1))

    def forward(self, x, cos, sin, index: int, inputs):
        x = super().forward(x, cos, sin, index, inputs)
        if hasattr(self, "per_layer_input_gate"):
            h = self.act(self.per_layer_input_gate(x)) * self.per_layer.value[:, :, index]
            x = x + self.post_per_layer_input_norm(self.per_layer_projection(h))
        return x * self.layer_scalar

    def step_spec(self) -> dict:
        extra = {"per_layer_input": self.per_layer_input_gate} if hasattr(self, "per_layer_input_gate") else {}
        return {**super().step_spec(), **extra, "layer_scalar": self.layer_scalar}


class Gemma4(Gemma3):
    """Gemma 4 text decoder (see the module docstring): `inv_freq` [global_head_dim / 2]
    rotates the global layers (0 past the rotating share), `local_inv_freq` the sliding ones."""
    config_class = Gemma4Config

    def __init__(self, config: Gemma4Config):
        self.per_layer_inputs = PerLayerInputs()
        super().__init__(config)
        hd, share = config.global_head_dim, config.partial_rotary_factor
        self._base_inv_freq = rope_inv_freq(hd, config.rope_theta, config.rope_scaling)
        turning = int(share * hd // 2)
        self.inv_freq = torch.cat((self._base_inv_freq[:turning], torch.zeros(hd // 2 - turning, device="cpu")))
        P, L = config.hidden_size_per_layer_input, config.num_hidden_layers
        if P:
            stack = self.model
            rows = (config.vocab_size_per_layer_input, L * P)    # no random init on meta (decoder.py)
            weight = torch.empty(rows) if building_on_meta() else None
            stack.embed_tokens_per_layer = nn.Embedding(*rows, _weight=weight)
            stack.per_layer_model_projection = nn.Linear(config.hidden_size, L * P, bias=False)
            stack.per_layer_projection_norm = RMSNorm(P, config.rms_norm_eps)

    def make_layer(self, config: Gemma4Config, index: int):
        attn = Gemma4Attention(config, index, config.layer_window(index))
        mlp = GatedMLP(config.hidden_size, config.intermediate_size, config.hidden_activation)
        return Gemma4DecoderLayer(config, attn, mlp, self.per_layer_inputs)

    @property
    def kv_shapes(self) -> list[tuple[int, int]]:
        """Per layer (key/value heads, head_dim): what its cache rows hold."""
        return [self.config.layer_shape(i) for i in range(self.config.num_hidden_layers)]

    @property
    def cache_class(self):
        """Sliding layers' rings (window_cache.py), and rows per layer of its own shape."""
        from engine.serve.layer_shapes_cache import LayerShapesKVCache
        return LayerShapesKVCache

    def embed(self, input_ids: torch.Tensor) -> torch.Tensor:
        """Gemma 3's scaled embedding; also sets the per-layer inputs [B, T, layers, P]."""
        x = super().embed(input_ids)
        P = self.config.hidden_size_per_layer_input
        if P:
            stack, L = self.model, self.config.num_hidden_layers
            tokens = stack.embed_tokens_per_layer(input_ids)
            tokens = tokens * torch.tensor(P ** 0.5, dtype=tokens.dtype)
            context = stack.per_layer_model_projection(x) * self.config.hidden_size ** -0.5
            context = stack.per_layer_projection_norm(context.reshape(*x.shape[:-1], L, P))
            self.per_layer_inputs.value = (context + tokens.reshape(context.shape)) * 2 ** -0.5
        return x

    def step_spec(self) -> dict:
        P = self.config.hidden_size_per_layer_input       # the step has no per-layer inputs
        return {**super().step_spec(), **({"per_layer_inputs": P} if P else {})}

    @classmethod
    def hf_state_dict(cls, state: dict) -> dict:
        """transformers' Gemma 4 norms compute x * w, as ours (no 1 to add)."""
        return state
