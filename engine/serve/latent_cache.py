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
It holds float rows only (a GGML cache type of keys and values does not apply to latents). A position's latent depends only
on the tokens up to it, so `keep` and `truncate` cut back exactly, as in KVCache.
"""
import torch

from engine.kernels.heap import mapped_zeros
from engine.serve.kv_cache import CacheStep, KVCache


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
    def for_model(cls, model, n_slots: int, max_len: int, dtype=None):
        """A cache shaped for `model`'s config (kv_lora_rank + qk_rope_head_dim per token and
        layer), on its device, in `dtype` (default: its activation dtype)."""
        cfg = model.config
        return cls(cfg.num_hidden_layers, n_slots, max_len, cfg.kv_lora_rank + cfg.qk_rope_head_dim,
                   dtype=dtype or model.activation_dtype, device=model.inv_freq.device)

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
