"""A KV cache whose sliding-window layers keep only their window (like llama.cpp's iSWA cache).

A sliding-window layer's query at position p sees keys p - W + 1 .. p only, so such a
layer needs W positions per slot, not max_len. `WindowKVCache` keeps, per layer kind:

    full-attention layer     [n_slots, Hkv, max_len, hd]   as `KVCache` (position p at p)
    sliding-window layer     [n_slots, Hkv, R, hd]          a ring, position p at entry p % R

with R = min(W, max_len). The interface is KVCache's (`begin`, `update`, `commit`,
`reset`, `lengths`); `CausalLM` hands sliding layers the mask this cache plans for them
(`WindowStep.window_mask`), since their keys come in ring order (attention does not care
about key order, only about the mask):

- decode (one token per row): the token is written at p % R first, overwriting position
  p - R, which is outside p's window; then the whole ring is read (R keys per row);
- prefill or a chunk (T tokens from position s): the ring as it was (positions s - R ..
  s - 1) followed by the T new keys, R + T keys per row; then the last min(T, R) of them
  are written. llama.cpp sizes its SWA cells as W + a batch for the same reason.

So a window layer's memory is bounded by W whatever the context; the figure for a model
is `nbytes` (Gemma-3-270M, float16, one slot of 32768 positions: 15 window layers x
0.5 MiB + 3 full layers x 32 MiB = 103.5 MiB, against 576 MiB for a plain cache).

Reusing a cached prefix (a prompt cache). A slot that has been filled with n tokens can
be cut back to m exactly only when its rings never lost what position m needs: that is
when m = n or n <= R (`can_keep`). Otherwise the rings have overwritten positions m - R ..
n - R - 1 with later ones, and those cannot be rebuilt by re-running the last W tokens
either: their own window layers would need the W before them, and so on back to the
start. So a prompt cache cuts a slot with `keep(slot, m)`, which keeps m tokens when it
can and otherwise empties the slot and returns 0 (the request prefills its whole prompt);
a chat's next turn, which extends the slot's whole sequence, always keeps it. Cutting
`lengths` by hand past a wrapped ring is refused at the next step (`begin` names the
slot) instead of attending to the wrong keys.

To keep more than that, checkpoints: `checkpoint(slot)` copies the slot's rings at its
current length (window layers x 2 x Hkv x R x hd values: 7.5 MiB for Gemma-3-270M in
float16), `restore(slot, checkpoint)` puts them back and sets the length; full layers are
untouched, since a position's keys never change while the prefix before it is the same.
The engine's prompt cache keeps one per slot just before the last token of the last prompt
it prefilled (`checkpoint_prompts`), so a new request sharing m tokens with the slot is
served by restoring it (c <= m) and prefilling tokens c.. instead of the whole prompt.
"""
from dataclasses import dataclass, fields

import torch

from engine.serve.kv_cache import CacheStep, KVCache


@dataclass
class WindowStep(CacheStep):
    """A `CacheStep` plus the plan of the sliding-window layers.

    ring_len: the ring entries read, N <= R: while no slot of the step has filled its ring,
    only the first entries can hold anything (entry j is position j until a ring wraps).
    window_mask: bool [B, 1, T, N] (decode: keys are the ring after the write) or
    [B, 1, T, N + T] (prefill: the ring before it, then the new tokens); None when every
    entry read is visible (decode, every row holding at least N tokens), or in a prefill
    whose keys are a band (`band`).
    band: a prefill of rows that all start at one position and fill all T tokens: the ring's
    entries are read oldest first (`ring_order`), so a row's keys are consecutive positions
    and query t sees the last `window` of keys 0 .. N + t: attention's causal mode with a
    window (the C kernel on the CPU), no mask.
    ring_write: (rows b, token indices t, ring entries) of the new tokens kept in the
    rings, or None in decode, where row b writes its token at entry `decode_entry[b]`
    (start % R).
    """
    ring_len: int = 0
    window_mask: torch.Tensor | None = None
    band: bool = False
    ring_order: torch.Tensor | None = None
    ring_write: tuple | None = None
    decode_entry: torch.Tensor | None = None


@dataclass
class WindowCheckpoint:
    """A slot's rings at `length` tokens: per window layer (k, v) [Hkv, R, hd]."""
    length: int
    rings: dict


class WindowKVCache(KVCache):
    """KV cache of a model with sliding-window layers: `windows[i]` is layer i's window
    W (a ring of min(W, max_len) positions per slot) or None (max_len positions)."""

    # layer -> the layer whose rows it reads (layer_shapes_cache.py: Gemma 4's shared layers);
    # a rollback or checkpoint saves only the source's
    sources: dict = {}

    def __init__(self, windows: list, n_slots: int, max_len: int, n_kv_heads: int, head_dim: int,
                 dtype=torch.float32, device="cpu", k_type=None, v_type=None):
        super().__init__(0, n_slots, max_len, n_kv_heads, head_dim, dtype=dtype, device=device,
                         k_type=k_type, v_type=v_type)
        sizes = sorted({w for w in windows if w})
        if len(sizes) != 1:
            raise ValueError(f"WindowKVCache: expected one sliding window among the layers' windows, "
                             f"found {sizes}")
        self.windows, self.window = list(windows), sizes[0]
        self.ring = min(self.window, max_len)          # R: entries per slot of a window layer
        shapes = [(n_slots, n_kv_heads, self.ring if w else max_len) for w in windows]
        self.k = [self.rows(1, s, self.k_type)[0] for s in shapes]
        self.v = [self.rows(1, s, self.v_type)[0] for s in shapes]
        # a slot's rings are consistent with its `filled` tokens, and with fewer only while no
        # ring has wrapped

    @property
    def checkpoint_prompts(self) -> bool:
        """Whether a prompt cache should checkpoint each prompt it prefills (engine.py):
        when the rings are shorter than a slot, cutting a slot back fails once they wrap
        (`can_keep`), and the checkpoint then serves a request sharing the slot's last
        prompt (a regenerate, a next turn whose answer renders differently)."""
        return self.ring < self.max_len

    @classmethod
    def for_model(cls, model, n_slots: int, max_len: int, dtype=None, k_type=None, v_type=None):
        cfg = model.config
        return cls(model.windows, n_slots, max_len, cfg.num_key_value_heads, cfg.head_dim,
                   dtype=dtype or model.activation_dtype, device=model.inv_freq.device,
                   k_type=k_type, v_type=v_type)

    def begin(self, slots, lengths, B: int, T: int) -> WindowStep:
        step = super().begin(slots, lengths, B, T)
        plan = {f.name: getattr(step, f.name) for f in fields(CacheStep)}
        for slot, start, filled in zip(*torch.stack((step.slots, step.start, self.filled[step.slots])).tolist()):
            if start < filled and filled > self.ring:
                raise ValueError(f"WindowKVCache: slot {slot} was cut from {filled} to {start} tokens, but "
                                 f"its window rings ({self.ring} positions) no longer hold what position "
                                 f"{start} needs; cut a slot with keep() (it falls back to an empty slot) "
                                 f"or restore() a checkpoint")
        R, W, device = self.ring, self.window, step.start.device
        decode = step.write is None                        # then each row writes, then reads the ring
        end = step.start + 1 if decode else step.start
        ends = end.tolist()
        N = min(max(ends), R)                                  # entries any row can have filled
        j = torch.arange(N, device=device)
        if decode:
            mask = None if min(ends) >= N else (j < end[:, None])[:, None, None]    # (B, 1, 1, N)
            return WindowStep(**plan, ring_len=N, window_mask=mask, decode_entry=step.start % R)
        t = torch.arange(T, device=device)
        full = all(n == T for n in step.lengths.tolist())
        band, order, mask = full and min(ends) == max(ends), None, None
        if band:           # one start s: the ring holds positions s - N .. s - 1, oldest at s % R
            order = (ends[0] + j) % R if ends[0] > R else None
        else:
            start = step.start[:, None]                                        # (B, 1)
            held = start - 1 - (start - 1 - j) % R          # (B, N) position in entry j; < 0: none yet
            ring_ok = (held >= 0)[:, None] & (step.positions[..., None] - held[:, None] < W)   # (B, T, N)
            # a mask unless every ring entry is visible and the new tokens causal (causal mode)
            if not (full and T <= W and bool(ring_ok.all())):
                back = t[:, None] - t[None, :]                                 # query t - key t'
                new_ok = (back >= 0) & (back < W) & (t < step.lengths[:, None])[:, None]      # (B, T, T)
                new_ok |= torch.eye(T, dtype=torch.bool, device=device)   # a pad query sees itself
                mask = torch.cat((ring_ok, new_ok), dim=-1)[:, None]           # (B, 1, T, N + T)
        n = step.lengths[:, None]
        b, t_kept = ((t < n) & (t >= n - R)).nonzero(as_tuple=True)           # the last R tokens
        return WindowStep(**plan, ring_len=N, window_mask=mask, band=band, ring_order=order,
                          ring_write=(b, t_kept, (step.start[b] + t_kept) % R))

    def update(self, layer: int, k: torch.Tensor, v: torch.Tensor, step: WindowStep):
        """Full layers as `KVCache.update`; a window layer returns its keys in ring order:
        [B, Hkv, N, hd] in decode, [B, Hkv, N + T, hd] (ring, then the new ones) otherwise
        (N = `step.ring_len`; the ring oldest first in a `band` step)."""
        if self.windows[layer] is None:
            return super().update(layer, k, v, step)
        k_ring, v_ring = self.k[layer], self.v[layer]
        kw, vw = self.encode(k, "k"), self.encode(v, "v")               # rows as stored
        if step.ring_write is None:                                   # decode: one token per row
            k_ring[step.slots, :, step.decode_entry] = kw[:, :, 0]
            v_ring[step.slots, :, step.decode_entry] = vw[:, :, 0]
            keys, values = k_ring[:, :, :step.ring_len][step.rows], v_ring[:, :, :step.ring_len][step.rows]
        else:                                                         # a copy: the ring may change now
            held = slice(step.ring_len) if step.ring_order is None else step.ring_order
            keys = torch.cat((k_ring[step.rows][:, :, held], kw), dim=2)
            values = torch.cat((v_ring[step.rows][:, :, held], vw), dim=2)
            b, t, entry = step.ring_write
            k_ring[step.slots[b], :, entry] = kw.transpose(1, 2)[b, t]
            v_ring[step.slots[b], :, entry] = vw.transpose(1, 2)[b, t]
        return self.decode(keys, "k", k.dtype), self.decode(values, "v", v.dtype)

    # ------------------------------------------------------------ reusing a slot's prefix

    def can_keep(self, slot: int, n: int) -> bool:
        """Whether the rings of `slot` still hold what its first `n` tokens need."""
        filled = int(self.filled[slot])
        return 0 <= n <= filled and (n == filled or filled <= self.ring)

    def keep(self, slot: int, n: int) -> int:
        """Keep the first `n` tokens of `slot` where the rings allow it (`can_keep`), else
        empty it; returns how many tokens it kept (the caller prefills the rest)."""
        if not self.can_keep(slot, n):
            self.reset(slot)
            return 0
        self.lengths[slot] = self.filled[slot] = n
        return n

    def speculate(self, slots: torch.Tensor, lengths: torch.Tensor) -> dict:
        """Before a step that may be cut back (`truncate`): per slot, (its start, the ring
        entries its new positions will overwrite [Hkv, n, hd] per window layer)."""
        saved = {}
        for slot, start, n in zip(slots.tolist(), self.lengths[slots].tolist(), lengths.tolist()):
            entries = torch.arange(start, start + n) % self.ring
            saved[slot] = (start, entries, {i: (self.k[i][slot][:, entries].clone(), self.v[i][slot][:, entries].clone())
                                            for i, w in enumerate(self.windows) if w and i not in self.sources})
        return saved

    def truncate(self, slot: int, n: int, saved=None):
        """Cut `slot` back to n tokens after a step: the ring entries of its positions n and
        on get back the older positions they overwrote (from `saved`, `speculate`'s)."""
        start, entries, rings = saved[slot]
        if n < start:
            raise ValueError(f"WindowKVCache: slot {slot} can be cut back to the step's start ({start}) at most, "
                             f"not to {n}")
        back = entries[n - start:]
        for i, (k, v) in rings.items():
            self.k[i][slot][:, back] = k[:, n - start:]
            self.v[i][slot][:, back] = v[:, n - start:]
        self.lengths[slot] = self.filled[slot] = n

    def checkpoint(self, slot: int) -> WindowCheckpoint:
        """A copy of `slot`'s rings at its current length."""
        rings = {i: (self.k[i][slot].clone(), self.v[i][slot].clone())
                 for i, w in enumerate(self.windows) if w and i not in self.sources}
        return WindowCheckpoint(int(self.lengths[slot]), rings)

    def restore(self, slot: int, checkpoint: WindowCheckpoint):
        """Put `checkpoint`'s rings into `slot` and cut it back to the checkpoint's length.
        The slot's first `checkpoint.length` tokens must be those it held then."""
        if checkpoint.length > int(self.lengths[slot]):
            raise ValueError(f"WindowKVCache: slot {slot} holds {int(self.lengths[slot])} tokens; a "
                             f"checkpoint at {checkpoint.length} needs its full layers to hold that many")
        for i, (k, v) in checkpoint.rings.items():
            self.k[i][slot] = k
            self.v[i][slot] = v
        self.lengths[slot] = self.filled[slot] = checkpoint.length
