"""The decoder-only language model every architecture file builds on.

An architecture subclasses `CausalLM` and says how one layer is made (`make_layer`);
the stack, the rotary buffer, masks, the cache protocol and `last_only` live here once.
Module names follow Hugging Face (`model.embed_tokens`, `model.layers[i].self_attn...`,
`model.norm`, `lm_head`), so checkpoints, GGUF name maps and tests share one map.
"""
import torch
from torch import nn

from engine.layers.attention import AttentionInputs
from engine.layers.basic import RMSNorm, rope_attention_factor, rope_inv_freq, rotary_cos_sin, row_pieces
from engine.layers.config import TransformerConfig


class DecoderLayer(nn.Module):
    """Pre-norm residual block: x + attn(norm(x)), then x + mlp(norm(x)).

    `keep` (CausalLM.forward's last layer when only the last tokens' logits are wanted):
    after attention, which still stores every token's keys and values, the rows the MLP
    goes on with (`keeps_rows` says a layer takes it)."""
    keeps_rows = True

    def __init__(self, config: TransformerConfig, self_attn: nn.Module, mlp: nn.Module):
        super().__init__()
        self.input_layernorm = RMSNorm(config.hidden_size, config.rms_norm_eps)
        self.self_attn = self_attn
        self.post_attention_layernorm = RMSNorm(config.hidden_size, config.rms_norm_eps)
        self.mlp = mlp

    def forward(self, x, cos, sin, index: int, inputs: AttentionInputs, keep=None):
        x = x + self.self_attn(self.input_layernorm(x), cos, sin, index, inputs)
        if keep is not None:
            x = keep(x)
        return x + self.mlp(self.post_attention_layernorm(x))

    def step_spec(self) -> dict:
        """For the fused decode step: the residual blocks x = x + post(block(pre(x))) in
        order, as (pre-norm, block, post-norm or None)."""
        return {"op": "layer", "blocks": [(self.input_layernorm, self.self_attn, None),
                                          (self.post_attention_layernorm, self.mlp, None)]}


class DecoderStack(nn.Module):
    """Embedding, the layers and the final norm (Hugging Face's inner `model`)."""

    def __init__(self, config: TransformerConfig, layers: list[nn.Module]):
        super().__init__()
        # on the meta device, skip the random init: it does nothing there, yet torch's meta
        # normal_ costs a second of imports at every load
        weight = torch.empty(config.vocab_size, config.hidden_size) if building_on_meta() else None
        self.embed_tokens = nn.Embedding(config.vocab_size, config.hidden_size, _weight=weight)
        self.layers = nn.ModuleList(layers)
        self.norm = RMSNorm(config.hidden_size, config.rms_norm_eps)


def building_on_meta() -> bool:
    """True inside `with torch.device("meta")` (how load_gguf builds a model)."""
    return torch.empty(0).is_meta


def padded_causal_mask(attention_mask: torch.Tensor) -> torch.Tensor:
    """attention_mask [B, T] (1 = token, 0 = pad) -> bool [B, 1, T, T]: causal, pads hidden
    as keys. Each query may always see itself, so a pad query gets no empty softmax row."""
    T = attention_mask.shape[1]
    causal = torch.ones(T, T, dtype=torch.bool, device=attention_mask.device).tril()
    allowed = causal & attention_mask.bool()[:, None, :]
    allowed |= torch.eye(T, dtype=torch.bool, device=attention_mask.device)
    return allowed[:, None]


def last_valid_index(valid: torch.Tensor) -> torch.Tensor:
    """valid [B, T] bool -> [B] index of each row's last True (left or right padding)."""
    T = valid.shape[1]
    ranks = torch.arange(T, device=valid.device).expand_as(valid)
    return torch.where(valid, ranks, -1).amax(dim=1).clamp(min=0)


class CausalLM(nn.Module):
    """Token ids -> next-token logits. Subclasses set `config_class` and `make_layer`.

    `inv_freq` [head_dim / 2] is a float32 buffer derived from the config (kept float32
    when the model is cast, as is every `*inv_freq` buffer a subclass adds);
    `set_rope_freqs` divides it by a file's `rope_freqs`.

    Hooks an architecture may override: `embed` (ids -> the residual stream), `rotary`
    (each kind of layer's rotation), `logits` (final hidden -> float32 logits) and
    `hf_state_dict` (a Hugging Face checkpoint's tensors as this model keeps them).
    Sliding-window layers (`config.layer_window`) get `inputs.window_mask`, and a cache
    of `cache_class` keeps only their window.
    """
    config_class = TransformerConfig
    # A callable that runs a whole one-token cached step in one go (the CPU kernels'
    # FusedDecoder, set by load_gguf), or None: forward then runs layer by layer.
    fused_decode = None

    def __init__(self, config: TransformerConfig):
        super().__init__()
        self.config = config
        self.model = DecoderStack(config, [self.make_layer(config, i)
                                           for i in range(config.num_hidden_layers)])
        self.lm_head = nn.Linear(config.hidden_size, config.vocab_size, bias=False)
        if config.tie_word_embeddings:
            self.lm_head.weight = self.model.embed_tokens.weight
        self._base_inv_freq = rope_inv_freq(config.head_dim, config.rope_theta, config.rope_scaling)
        self.register_buffer("inv_freq", self._base_inv_freq.clone(), persistent=False)
        self.rope_scale = rope_attention_factor(config.rope_scaling)   # YaRN's cos/sin factor, else 1
        # per layer: the window of a sliding-window layer, None for full attention
        self.windows = [config.layer_window(i) for i in range(config.num_hidden_layers)]
        sizes = sorted({w for w in self.windows if w})
        if len(sizes) > 1:
            raise ValueError(f"{type(self).__name__}: one sliding window per model, found {sizes}")
        self.sliding_window = sizes[0] if sizes else None

    @property
    def activation_dtype(self) -> torch.dtype:
        """The residual stream's dtype: what the embedding returns (a quantized embedding
        says so in `.dtype`; norms may stay float32 without changing it)."""
        embed = self.model.embed_tokens
        return getattr(embed, "dtype", None) or embed.weight.dtype

    def make_layer(self, config, index: int) -> nn.Module:
        raise TypeError(f"{type(self).__name__} must define make_layer(config, index)")

    def set_rope_freqs(self, divisors: torch.Tensor):
        """Llama 3 GGUF files carry `rope_freqs` [head_dim / 2]: inv_freq = base / divisors."""
        want = self._base_inv_freq.shape[0]
        if divisors.numel() != want:
            raise ValueError(f"rope_freqs: expected {want} values (head_dim / 2), found "
                             f"shape {list(divisors.shape)}")
        self.inv_freq = (self._base_inv_freq / divisors.reshape(-1).float().cpu()).to(self.inv_freq.device)

    def set_context_length(self, n: int):
        """The context (positions a sequence may reach) the model runs at. A model whose
        rotation depends on it (LongRoPE, engine/models/phi3.py) picks its tables here; the
        others ignore it."""

    def _apply(self, fn, recurse=True):
        kept = {name: b for name, b in self._buffers.items() if name.endswith("inv_freq")}
        super()._apply(fn, recurse)
        for name, b in kept.items():     # device follows, dtype stays float32
            self._buffers[name] = b.to(self._buffers[name].device)
        return self

    @property
    def cache_class(self):
        """The KV cache this model needs beyond the plain `KVCache` (which `KVCache.for_model`
        then builds), or None: sliding-window layers keep a ring of their window."""
        if self.sliding_window is None:
            return None
        from engine.serve.window_cache import WindowKVCache
        return WindowKVCache

    @classmethod
    def hf_state_dict(cls, state: dict) -> dict:
        """A Hugging Face checkpoint's tensors (name -> tensor) as this model keeps them."""
        return state

    embed_scale = 1.0     # the embedding rows times this (Gemma 3: sqrt(hidden_size))

    def embed(self, input_ids: torch.Tensor) -> torch.Tensor:
        """ids [B, T] -> the residual stream [B, T, D]: the embedding rows, times
        `embed_scale` (rounded to the activations' dtype) where it is not 1."""
        x = self.model.embed_tokens(input_ids)
        return x if self.embed_scale == 1.0 else x * torch.tensor(self.embed_scale, dtype=x.dtype)

    def rotary_freqs(self) -> dict:
        """Each kind of layer's rotary frequencies [head_dim / 2], keyed by its window
        (None: full attention); here every layer rotates alike."""
        return dict.fromkeys(set(self.windows), self.inv_freq)

    def rotary(self, positions: torch.Tensor, dtype: torch.dtype) -> dict:
        """(cos, sin) [B, T, hd] at `positions` [B, T] for each kind of layer, keyed by its
        window (each table of `rotary_freqs` computed once)."""
        tables = {}
        for window, freqs in self.rotary_freqs().items():
            if id(freqs) not in tables:
                tables[id(freqs)] = rotary_cos_sin(freqs, positions, dtype, self.rope_scale)
        return {window: tables[id(freqs)] for window, freqs in self.rotary_freqs().items()}

    def step_spec(self) -> dict:
        """For the fused decode step (kernels/cpu/step_program.py): rotary tables per
        window, final norm, lm_head and logit soft-capping (None: none), and the token
        embedding with its scale (what `embed` computes)."""
        return {"op": "model", "rotary": self.rotary_freqs(), "norm": self.model.norm,
                "lm_head": self.lm_head, "softcap": None, "rope_scale": self.rope_scale,
                "embed": self.model.embed_tokens, "embed_scale": self.embed_scale}

    def logits(self, h: torch.Tensor) -> torch.Tensor:
        """The final norm's output [B, T, D] -> float32 logits [B, T, V]."""
        return self.lm_head(h).float()

    def forward(self, input_ids, cache=None, slots=None, lengths=None, positions=None,
                attention_mask=None, last_only=False, hidden=False):
        """input_ids [B, T] -> logits [B, T, V] (or [B, 1, V] at each row's last valid token);
        with `hidden`, the final norm's output [B, T, D] instead (what embeddings pool).

        No cache: causal over the row; `attention_mask` [B, T] (0 = pad) and `positions`
        [B, T] allow padded batches (positions default to the count of earlier tokens).
        With `cache`: row b's first `lengths[b]` tokens (default all T) go to cache slot
        `slots[b]` (default b) at positions `cache.lengths[slot] + t`, attend to that slot's
        prefix and causally among themselves, and the slot's length grows by `lengths[b]`.
        A cached prompt longer than the backend's `prompt_piece` goes in pieces (`_in_pieces`).
        """
        B, T = input_ids.shape
        device = input_ids.device
        if cache is not None:
            if attention_mask is not None or positions is not None:
                raise ValueError("CausalLM.forward: with a cache, pass lengths (right padding); "
                                 "positions come from the cache and attention_mask is not used")
            pieces = row_pieces(T, getattr(getattr(self, "backend", None), "prompt_piece", None))
            if (len(pieces) > 1 and getattr(cache, "prompt_in_pieces", False)
                    and (lengths is None or bool((torch.as_tensor(lengths) == T).all()))):
                return self._in_pieces(input_ids, cache, slots, last_only, hidden, pieces)
            step = cache.begin(slots, lengths, B, T)
            if T == 1 and not hidden and self.fused_decode is not None and self.fused_decode.accepts(cache, step):
                logits = self.fused_decode(input_ids, cache, step)   # every layer in one kernel call
                cache.commit(step)
                return logits
            if (T > 1 and last_only and self.fused_decode is not None
                    and self.fused_decode.accepts_prompt(cache, step)):
                # short prompts (a chat turn's few new tokens) as the rows of one fused step:
                # through the layers they spend more in PyTorch's per-op calls than in arithmetic
                x, last = self.fused_decode.prompt(input_ids, cache, step)      # [N, D], [B]
                cache.commit(step)
                h = self.model.norm(x[last][:, None])
                return h if hidden else self.logits(h)
            positions, inputs = step.positions.to(device), AttentionInputs(step.mask, cache, step)
            last = (step.lengths.to(device) - 1).clamp(min=0)
        else:
            valid = attention_mask.bool() if attention_mask is not None else None
            if positions is None:
                positions = (torch.arange(T, device=device).expand(B, T) if valid is None
                             else (valid.long().cumsum(1) - 1).clamp(min=0))
            inputs = AttentionInputs(None if valid is None else padded_causal_mask(valid), valid=valid)
            last = (torch.full((B,), T - 1, device=device) if valid is None
                    else last_valid_index(valid))
        if self.sliding_window is not None:
            inputs.window_mask = self._window_mask(inputs, positions)
        x = self.embed(input_ids)
        rotary = self.rotary(positions, x.dtype)

        def keep(h):
            return h[torch.arange(B, device=device), last][:, None]     # (B, 1, D): each row's last token

        layers = self.model.layers
        # the last layer's MLP only for the tokens whose logits are wanted (llama.cpp prunes
        # there too): a prompt's last MLP is 1 / n_layers of its arithmetic
        prune = last_only and T > 1 and getattr(layers[-1], "keeps_rows", False)
        for i, layer in enumerate(layers):
            if prune and i == len(layers) - 1:
                x = layer(x, *rotary[self.windows[i]], i, inputs, keep=keep)
            else:
                x = layer(x, *rotary[self.windows[i]], i, inputs)
        if cache is not None:
            cache.commit(step)
        if last_only and not prune:
            x = keep(x)
        h = self.model.norm(x)
        return h if hidden else self.logits(h)

    def _in_pieces(self, input_ids, cache, slots, last_only, hidden, pieces):
        """`forward` of a long cached prompt a piece (start, end) of `pieces` at a time (as
        llama.cpp's ubatch), each attending to what the pieces before it left in the cache:
        the same numbers, every intermediate a piece's size. A piece whose outputs are not
        wanted stops at its last token's hidden state (no logits)."""
        outs = []
        for a, b in pieces:
            final = b == input_ids.shape[1]
            out = self(input_ids[:, a:b], cache=cache, slots=slots, last_only=last_only,
                       hidden=hidden or (last_only and not final))
            if final or not last_only:
                outs.append(out)
        return torch.cat(outs, dim=1) if len(outs) > 1 else outs[0]

    def step_logits(self, input_ids, cache, slots=None, lengths=None) -> torch.Tensor:
        """Logits [B, T, V] at every new token of a cached step (right padding as `forward`),
        computed as a decode step computes one token's where the fused step takes them (its
        rows, head included), else by `forward`: what speculative decoding verifies."""
        B, T = input_ids.shape
        if self.fused_decode is not None:
            step = cache.begin(slots, lengths, B, T)
            if self.fused_decode.accepts_prompt(cache, step) or (T == 1 and self.fused_decode.accepts(cache, step)):
                logits = self.fused_decode.rows(input_ids, cache, step)
                cache.commit(step)
                return logits
        return self(input_ids, cache=cache, slots=slots, lengths=lengths)

    def _window_mask(self, inputs: AttentionInputs, positions: torch.Tensor):
        """The sliding-window layers' mask: `inputs.mask` (causal when None) without the keys
        `sliding_window` or more positions back. A cache that keeps those layers apart
        (`window_cache`) plans their mask in its step; in a plain cache key j is position j."""
        step, W = inputs.step, self.sliding_window
        if step is not None and hasattr(step, "window_mask"):
            return step.window_mask
        B, T = positions.shape
        keys = positions if step is None else torch.arange(step.kv_len, device=positions.device)
        if keys.shape[-1] <= W:
            return inputs.mask               # no key can be out of the window
        allowed = inputs.mask
        if allowed is None:                  # causal (uncached), or every key visible (decode)
            allowed = torch.ones(T, keys.shape[-1], dtype=torch.bool, device=positions.device)
            allowed = allowed.tril(keys.shape[-1] - T)[None, None]
        near = (positions[..., None] - keys[..., None, :]) < W        # (B, T, S)
        allowed = allowed & near[:, None]
        # a pad query may have no key left: give it the first, so its softmax stays finite
        first = torch.zeros_like(allowed)
        first[..., 0] = True
        return allowed | (first & ~allowed.any(-1, keepdim=True))


def materialize(model: nn.Module, dtype=torch.float32, device="cpu") -> nn.Module:
    """Give every meta parameter/buffer real (uninitialised) storage; shared (tied)
    parameters stay shared. Floating tensors get `dtype`."""
    done = {}
    for module in model.modules():
        for store in (module._parameters, module._buffers):
            for name, t in store.items():
                if t is None or not t.is_meta:
                    continue
                if id(t) not in done:
                    kind = dtype if t.is_floating_point() else t.dtype
                    new = torch.empty(t.shape, dtype=kind, device=device)
                    done[id(t)] = nn.Parameter(new, requires_grad=False) if isinstance(t, nn.Parameter) else new
                store[name] = done[id(t)]
    return model.to(device)


@torch.no_grad()
def init_random_(model: nn.Module, seed: int = 0, std: float = 0.02) -> nn.Module:
    """Fill every parameter deterministically: matrices and biases ~ N(0, std), norm
    weights ~ 1 + N(0, 0.1) (so a test notices a misplaced norm)."""
    gen = torch.Generator().manual_seed(seed)
    for name, p in model.named_parameters():
        noise = torch.randn(p.shape, generator=gen)
        value = 1 + 0.1 * noise if name.endswith("norm.weight") else std * noise
        p.copy_(value.to(p.dtype))
    return model
