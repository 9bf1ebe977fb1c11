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
- each layer's output times `layer_scalar` (one number);
- shared key/values (`num_kv_shared_layers` = S > 0, E2B/E4B): the last S layers have no
  k/v projections; each attends over the keys and values of the last earlier layer of its
  kind (`kv_source`), as that layer's attention saw them (its cache's rows in a cached
  step), and keeps no cache of its own; with `use_double_wide_mlp` their MLPs are twice
  as wide;
- the MoE block (`enable_moe_block`, 26B-A4B): beside each layer's MLP, `num_experts`
  GELU-gated experts; the router reads the residual stream (RMS-normalised without a
  weight, times its `scale` and hidden_size^-1/2), softmax, top `top_k_experts`
  renormalised, each weight times its expert's `per_expert_scale`; the experts read
  pre_norm_2(x). The layer adds post_ffw_norm(post_norm_1(mlp) + post_norm_2(experts)).

Norm weights are as both transformers (x * w, not Gemma 3's 1 + w) and the GGUF files
keep them. Refused by name: bidirectional attention, and the multimodal checkpoint's
vision and audio towers (its text_config is this model).
"""
import re
from dataclasses import dataclass, replace

import torch
from torch import nn

from engine.layers import GatedMLP, RMSNorm, rope_inv_freq
from engine.layers.attention import attend
from engine.layers.basic import GATE_ACTIVATIONS, apply_rotary
from engine.layers.decoder import building_on_meta
from engine.models.gemma3 import Gemma3, Gemma3Attention, Gemma3Config, Gemma3DecoderLayer
from engine.models.qwen3_moe import Experts


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
    num_kv_shared_layers: int = 0             # trailing layers reading earlier layers' keys/values
    use_double_wide_mlp: bool = False         # those layers' MLPs 2 x intermediate_size wide
    enable_moe_block: bool = False            # routed experts beside each layer's MLP
    num_experts: int | None = None            # E experts of the MoE block
    top_k_experts: int | None = None          # k experts each token is routed to
    moe_intermediate_size: int | None = None  # each expert's inner width
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
        n, shared = self.num_hidden_layers, self.num_kv_shared_layers
        own = set(self.layer_types[:n - shared])
        if not 0 <= shared < n or (shared and not set(self.layer_types[n - shared:]) <= own):
            raise ValueError(f"Gemma4Config: num_kv_shared_layers={shared} must leave an earlier layer of each "
                             f"kind the shared layers read, found layer_types {self.layer_types}")
        if self.enable_moe_block and not (self.num_experts and self.moe_intermediate_size
                                          and 0 < (self.top_k_experts or 0) <= self.num_experts):
            raise ValueError(f"Gemma4Config: enable_moe_block needs num_experts, 1 <= top_k_experts <= "
                             f"num_experts and moe_intermediate_size, found {self.num_experts}, "
                             f"{self.top_k_experts}, {self.moe_intermediate_size}")
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

    def kv_source(self, index: int) -> int | None:
        """The layer whose keys/values shared layer `index` reads (the last of its kind
        before the shared ones); None for a layer with its own."""
        first = self.num_hidden_layers - self.num_kv_shared_layers
        if index < first:
            return None
        return max(i for i in range(first) if self.layer_types[i] == self.layer_types[index])

    def mlp_width(self, index: int) -> int:
        """Layer `index`'s MLP width: doubled on shared layers with use_double_wide_mlp."""
        double = self.use_double_wide_mlp and self.kv_source(index) is not None
        return self.intermediate_size * (2 if double else 1)

    @classmethod
    def from_hf(cls, config: dict):
        """Reads transformers' Gemma4TextConfig: the global layers' shape from
        `per_layer_config` (or `global_head_dim` / `num_global_key_value_heads`), their
        proportional rope's share and factor; a multimodal Gemma 4 config is refused. A GGUF
        file's config (engine/gguf/config.py) gives one MLP width per layer and the MoE block
        as its expert counts."""
        if config.get("model_type") == "gemma4" and "text_config" in config:
            raise ValueError("Gemma 4's multimodal checkpoint (Gemma4ForConditionalGeneration: vision and "
                             "audio towers) is not supported; load its text model (model_type gemma4_text)")
        config = dict(config)
        widths = config.get("intermediate_size")
        if isinstance(widths, list):     # a GGUF file's per-layer widths: the shared layers' may be doubled
            config["intermediate_size"], config["use_double_wide_mlp"] = widths[0], widths[-1] == 2 * widths[0]
        if config.get("num_experts") and config.get("top_k_experts") is None:   # a GGUF file's MoE block
            config["enable_moe_block"], config["top_k_experts"] = True, config.get("num_experts_per_tok")
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
    (global layers of attention_k_eq_v) the values are the keys' projection. A shared
    layer (`source` set: config.kv_source) has no k/v projections and attends over the
    keys/values its source layer left in `inputs.kv` this pass; a source layer leaves them."""

    def __init__(self, config: Gemma4Config, index: int, window: int | None):
        kv_heads, head_dim = config.layer_shape(index)
        super().__init__(replace(config, num_key_value_heads=kv_heads, head_dim=head_dim), window)
        self.scale, self.eps = 1.0, config.rms_norm_eps
        self.k_eq_v = config.attention_k_eq_v and window is None
        self.source = config.kv_source(index)
        shared = {config.kv_source(i) for i in range(config.num_hidden_layers)}
        self.leaves_kv = index in shared      # a layer that shared layers read
        if self.k_eq_v or self.source is not None:
            self.v_proj = None
        if self.source is not None:
            self.k_proj = self.k_norm = None

    def forward(self, x, cos, sin, layer: int, inputs):
        B, T, _ = x.shape
        hd = self.head_dim
        q = self.q_norm(self.q_proj(x).view(B, T, self.n_heads, hd))
        q = apply_rotary(q.transpose(1, 2), cos, sin, self.backend)   # (B, H, T, hd)
        if self.source is not None:          # the source's keys/values, as it attended over them
            k, v = inputs.kv[self.source]
        else:
            k = self.k_proj(x).view(B, T, self.n_kv_heads, hd)
            v = k if self.k_eq_v else self.v_proj(x).view(B, T, self.n_kv_heads, hd)
            k, v = self.k_norm(k), value_norm(v, self.eps).transpose(1, 2)
            k = apply_rotary(k.transpose(1, 2), cos, sin, self.backend)   # (B, Hkv, T, hd)
            if inputs.cache is not None:
                k, v = inputs.cache.update(layer, k, v, inputs.step)      # (B, Hkv, S, hd)
            if self.leaves_kv:
                inputs.kv[layer] = k, v
        if inputs.cache is not None:
            q = inputs.cache.queries(q)
        mask = inputs.window_mask if self.window else inputs.mask
        window = self.window if self.window and getattr(inputs.step, "band", False) else None
        out = attend(q, k, v, mask, self.scale, None, self.backend, window)
        if inputs.cache is not None:
            out = inputs.cache.attended(out)
        return self.o_proj(out.transpose(1, 2).reshape(B, T, -1))

    def step_spec(self) -> dict:
        """Also the layer's own shape, its value norms' eps, values that are the keys'
        projection, and the layer whose cache a shared layer reads (None: its own)."""
        return {**super().step_spec(), "value_norm": self.eps, "k_eq_v": self.k_eq_v or None,
                "kv_heads": self.n_kv_heads, "head_dim": self.head_dim, "kv_source": self.source}


def gelu_glu(gate: torch.Tensor, up: torch.Tensor) -> torch.Tensor:
    """The experts' gated unit: gelu_tanh(gate) * up."""
    return GATE_ACTIVATIONS["gelu_pytorch_tanh"](gate) * up


class Gemma4Router(nn.Module):
    """x [N, D] (the residual stream) -> (experts [N, k], weights [N, k]): scores of
    rms(x) * scale * D^-1/2 (the norm without a weight), softmax over all E, the top k
    renormalised to sum to 1, each times its expert's `per_expert_scale`."""

    def __init__(self, config: Gemma4Config):
        super().__init__()
        D, E = config.hidden_size, config.num_experts
        self.top_k, self.eps, self.root = config.top_k_experts, config.rms_norm_eps, D ** -0.5
        self.proj = nn.Linear(D, E, bias=False)
        self.scale = nn.Parameter(torch.ones(D))
        self.per_expert_scale = nn.Parameter(torch.ones(E))

    def forward(self, x):
        h = value_norm(x, self.eps) * self.scale.to(x.dtype) * torch.tensor(self.root, dtype=x.dtype)
        probs = self.proj(h).float().softmax(dim=-1)
        weight, index = probs.topk(self.top_k, dim=-1)
        weight = weight / weight.sum(dim=-1, keepdim=True) * self.per_expert_scale.float()[index]
        return index, weight.to(x.dtype)


class Gemma4MoeMlp(GatedMLP):
    """The MoE block's layer: the dense GELU-gated MLP (this module's forward) and, beside
    it, `routed(h, x)`: the experts (engine/moe.py's stacked Experts) on h, routed by x."""

    def __init__(self, config: Gemma4Config, width: int):
        super().__init__(config.hidden_size, width, config.hidden_activation)
        self.router = Gemma4Router(config)
        self.experts = Experts(config.num_experts, config.hidden_size, config.moe_intermediate_size, glu=gelu_glu)

    def routed(self, h: torch.Tensor, x: torch.Tensor) -> torch.Tensor:
        """h, x [B, T, D] -> [B, T, D]: sum of the chosen experts on h, weighted by x's route."""
        index, weight = self.router(x.reshape(-1, x.shape[-1]))
        return self.experts(h.reshape(-1, h.shape[-1]), index, weight).reshape(h.shape)


class PerLayerInputs:
    """The per-layer inputs [B, T, layers, P] of the pass under way: `Gemma4.embed` sets
    them, each layer reads its own."""
    value: torch.Tensor | None = None


class Gemma4DecoderLayer(Gemma3DecoderLayer):
    """Gemma 3's layer, then (with per-layer inputs) x + post(proj(gelu(gate(x)) * input)),
    the whole times `layer_scalar`. It keeps every row (its per-layer inputs are [B, T])."""
    keeps_rows = False

    def __init__(self, config: Gemma4Config, self_attn, mlp, per_layer: PerLayerInputs):
        super().__init__(config, self_attn, mlp)
        D, P = config.hidden_size, config.hidden_size_per_layer_input
        self.per_layer = per_layer
        if P:
            self.act = GATE_ACTIVATIONS[config.hidden_activation]
            self.activation_name = config.hidden_activation
            self.per_layer_input_gate = nn.Linear(D, P, bias=False)
            self.per_layer_projection = nn.Linear(P, D, bias=False)
            self.post_per_layer_input_norm = RMSNorm(D, config.rms_norm_eps)
        self.layer_scalar = nn.Parameter(torch.ones(1))
        if isinstance(mlp, Gemma4MoeMlp):     # the MoE block's norms: after the MLP, around the experts
            for name in ("post_feedforward_layernorm_1", "pre_feedforward_layernorm_2", "post_feedforward_layernorm_2"):
                setattr(self, name, RMSNorm(D, config.rms_norm_eps))

    def forward(self, x, cos, sin, index: int, inputs):
        if isinstance(self.mlp, Gemma4MoeMlp):
            x = x + self.post_attention_layernorm(self.self_attn(self.input_layernorm(x), cos, sin, index, inputs))
            dense = self.post_feedforward_layernorm_1(self.mlp(self.pre_feedforward_layernorm(x)))
            routed = self.post_feedforward_layernorm_2(self.mlp.routed(self.pre_feedforward_layernorm_2(x), x))
            x = x + self.post_feedforward_layernorm(dense + routed)
        else:
            x = super().forward(x, cos, sin, index, inputs)
        if hasattr(self, "per_layer_input_gate"):
            h = self.act(self.per_layer_input_gate(x)) * self.per_layer.value[:, :, index]
            x = x + self.post_per_layer_input_norm(self.per_layer_projection(h))
        return x * self.layer_scalar

    def step_spec(self) -> dict:
        """Gemma 3's blocks (with the MoE block, attention's alone, and the MoE block's norms,
        MLP, router and experts), then the per-layer input block (gate, projection, norm) and
        the output scale."""
        s = {**super().step_spec(), "layer_scalar": self.layer_scalar}
        if hasattr(self, "per_layer_input_gate"):
            s["per_layer_input"] = {"gate": self.per_layer_input_gate, "proj": self.per_layer_projection,
                                    "norm": self.post_per_layer_input_norm, "activation": self.activation_name}
        if isinstance(self.mlp, Gemma4MoeMlp):      # the MLP's block is the MoE block (step_gemma4.py)
            s["blocks"] = s["blocks"][:1]
            s["moe_block"] = {"pre": self.pre_feedforward_layernorm, "mlp": self.mlp,
                              "post_1": self.post_feedforward_layernorm_1, "pre_2": self.pre_feedforward_layernorm_2,
                              "router": self.mlp.router, "experts": self.mlp.experts,
                              "post_2": self.post_feedforward_layernorm_2, "post": self.post_feedforward_layernorm,
                              "activation": "gelu_pytorch_tanh"}    # gelu_glu, the experts' unit
        return s


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
        width = config.mlp_width(index)
        mlp = (Gemma4MoeMlp(config, width) if config.enable_moe_block
               else GatedMLP(config.hidden_size, width, config.hidden_activation))
        return Gemma4DecoderLayer(config, attn, mlp, self.per_layer_inputs)

    @property
    def kv_shapes(self) -> list[tuple[int, int]]:
        """Per layer (key/value heads, head_dim): what its cache rows hold."""
        return [self.config.layer_shape(i) for i in range(self.config.num_hidden_layers)]

    @property
    def kv_sources(self) -> list[int | None]:
        """Per layer, the layer whose cache a shared layer reads (None: its own)."""
        return [self.config.kv_source(i) for i in range(self.config.num_hidden_layers)]

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
        """Also the per-layer inputs' table, projection and norm (None without them)."""
        cfg, stack = self.config, self.model
        P = cfg.hidden_size_per_layer_input
        extra = {"per_layer_inputs": {
            "table": stack.embed_tokens_per_layer, "projection": stack.per_layer_model_projection,
            "norm": stack.per_layer_projection_norm, "size": P, "layers": cfg.num_hidden_layers,
            "rows": cfg.vocab_size_per_layer_input} if P else None}
        return {**super().step_spec(), **extra}

    @classmethod
    def hf_state_dict(cls, state: dict) -> dict:
        """transformers' Gemma 4 norms compute x * w, as ours (no 1 to add); its MoE block's
        router and experts sit on the layer, ours in the layer's mlp (where the GGUF loader
        puts a file's experts)."""
        return {re.sub(r"(layers\.\d+\.)(router|experts)\.", r"\1mlp.\2.", name): t for name, t in state.items()}
