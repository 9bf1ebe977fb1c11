"""A cache of latents for multi-head latent attention (DeepSeek-V2/V3, engine/models/deepseek2.py).

Such a layer's keys and values for every head are linear in one latent per token, so the
cache keeps only that latent (c = kv_lora_rank values, normalised) and the token's rotated
key shared by every head (r = qk_rope_head_dim values):

    every layer     [n_slots, 1, max_len, c + r]     (KVCache's k; no v)

n_layers * (c + r) values per token, as llama.cpp's deepseek2 cache keeps (its K cache holds
c + r per token and layer; its V cache is a view of the first c of them). A plain cache of
the expanded heads would hold H * (n + r + v): for DeepSeek-V3 (H 128, n 128, r 64, v 128,
c 512) 40960 values against 576.

The interface is KVCache's (`begin`, `commit`, `reset`, `keep`, `truncate`, `speculate`);
a layer stores and reads its latents with `update_latent` (no `update`: there are no values).
It holds float rows only (f32, f16 or bf16; a GGML block cache type such as q8_0 is refused).
A position's latent depends only on the tokens up to it, so `keep` and `truncate` cut back
exactly, as in KVCache.
"""
import torch

from engine.kernels.heap import mapped_zeros
from engine.serve.kv_cache import CacheStep, KVCache


# the cache types a latent may be kept in (llama.cpp's names)
FLOAT_TYPES = {"f32": torch.float32, "f16": torch.float16, "bf16": torch.bfloat16}


def latent_dtype(cache_type) -> torch.dtype:
    """A cache type ("f16", or a float dtype) -> the latents' dtype; a GGML block type (q8_0 ...)
    is refused by name: a latent row of c + r values is kept as floats here."""
    if isinstance(cache_type, torch.dtype) and cache_type in FLOAT_TYPES.values():
        return cache_type
    name = str(cache_type).lower()
    if name not in FLOAT_TYPES:
        raise ValueError(f"LatentCache: cache type {cache_type!r} is not supported for latent attention "
                         f"(the latents are kept as {', '.join(FLOAT_TYPES)})")
    return FLOAT_TYPES[name]


class LatentCache(KVCache):
    """Latents + rotated keys [n_slots, 1, max_len, width] of `n_layers` layers for `n_slots`
    sequences of up to `max_len` tokens."""

    def __init__(self, n_layers: int, n_slots: int, max_len: int, width: int, dtype=torch.float32, device="cpu"):
        super().__init__(0, n_slots, max_len, 1, width, dtype=dtype, device=device)   # lengths, no layers
        shape = (n_layers, n_slots, 1, max_len, width)
        # every layer's latents in one block (views into it); on the CPU a map of its own, as KVCache's
        block = (mapped_zeros(shape, dtype) if torch.device(device).type == "cpu"
                 else torch.zeros(shape, dtype=dtype, device=device))
        self.k, self.v, self.width = list(block.unbind(0)), [], width

    @classmethod
    def for_model(cls, model, n_slots: int, max_len: int, dtype=None, k_type=None, v_type=None):
        """A cache shaped for `model`'s config (kv_lora_rank + qk_rope_head_dim per token and
        layer), on its device, in `dtype` (default: its activation dtype). `k_type` / `v_type`
        (llama.cpp's --cache-type-k / -v) name a float type for the latents instead: one for
        both, as llama.cpp requires of MLA (its V cache is a view of the K cache)."""
        types = {latent_dtype(t) for t in (k_type, v_type) if t is not None}
        if len(types) > 1:
            raise ValueError(f"LatentCache: the latents are keys and values at once: one cache type for both, "
                             f"found k_type {k_type!r} and v_type {v_type!r}")
        cfg = model.config
        return cls(cfg.num_hidden_layers, n_slots, max_len, cfg.kv_lora_rank + cfg.qk_rope_head_dim,
                   dtype=types.pop() if types else dtype or model.activation_dtype, device=model.inv_freq.device)

    @property
    def nbytes(self) -> int:
        """Bytes of every stored latent and rotated key."""
        return sum(t.nbytes for t in self.k)

    @property
    def bytes_per_token(self) -> int:
        """Bytes one token takes in every layer: n_layers * (c + r) * element size."""
        return len(self.k) * self.width * self.k[0].element_size()

    def update_latent(self, layer: int, latent: torch.Tensor, step: CacheStep) -> torch.Tensor:
        """Store this step's latents [B, 1, T, c + r] for `layer` at each row's positions (the
        three writes of `KVCache.update`) and return the rows' [B, 1, kv_len, c + r] (a view
        when slots are consecutive and the cache holds the activations' dtype)."""
        cache = self.k[layer]
        if isinstance(step.write, slice):                        # a prompt's block: cast as it is copied
            cache[step.rows, :, step.write] = latent
        elif step.write is None:                                 # decode: one token per row
            cache[step.slots, :, step.start] = latent[:, :, 0].to(cache.dtype)
        else:
            b, t = step.write
            cache[step.slots[b], :, step.start[b] + t] = latent.to(cache.dtype).transpose(1, 2)[b, t]   # (N, 1, c + r)
        return cache[:, :, :step.kv_len][step.rows].to(latent.dtype)
