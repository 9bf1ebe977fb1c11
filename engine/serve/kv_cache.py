"""A preallocated, slotted KV cache: one slot per running sequence.

Per layer, keys and values live in `[n_slots, n_kv_heads, max_len, row]` tensors, a row
being a head's head_dim values in the cache's type (kv_types.py: float32, float16, or GGML
blocks such as q8_0 as llama.cpp's `--cache-type-k/-v` store them); `lengths[slot]` counts
the tokens a slot holds. A forward pass with the cache is three
steps: `begin` plans where this step's tokens go (positions, write indices, mask) once,
each layer's attention calls `update` (write, then read the slot's prefix), and `commit`
advances the lengths after the last layer.
"""
import inspect
from dataclasses import dataclass

import torch

from engine.kernels.heap import mapped_zeros
from engine.serve import kv_types


@dataclass
class CacheStep:
    """One forward pass's plan. Rows b = 0..B-1 of the batch map to `slots[b]`.

    start [B]: tokens each slot held before; lengths [B]: valid new tokens per row;
    positions [B, T]: start + t; kv_len: keys read per row (max of start + lengths);
    rows: the slots to read, a slice when they are consecutive (a view, no gather);
    write: (batch rows, token indices) of the valid tokens, None when every row writes
    exactly one token (decode), or a slice of positions when consecutive slots each take
    all T tokens after the same number held (a prompt: one block, written in place);
    mask: bool [B, 1, T, kv_len], or None when every decode row sees all kv_len keys or
    every row is T new tokens after the same number held (causal, query t seeing keys
    0 .. kv_len - T + t: attention's causal kernels then skip the keys above that diagonal
    instead of reading a mask).
    """
    slots: torch.Tensor
    start: torch.Tensor
    lengths: torch.Tensor
    positions: torch.Tensor
    kv_len: int
    rows: object
    write: tuple | None
    mask: torch.Tensor | None


class KVCache:
    """Keys/values of `n_layers` layers for `n_slots` sequences of up to `max_len` tokens,
    stored as `dtype` (float32 or float16) or, where given, as cache types `k_type` and
    `v_type` (kv_types.py: "f16", "q8_0", "q4_0", ...)."""

    def __init__(self, n_layers: int, n_slots: int, max_len: int, n_kv_heads: int, head_dim: int,
                 dtype=torch.float32, device="cpu", k_type=None, v_type=None, rotate: bool = True):
        self.k_type = kv_types.cache_type(k_type or dtype, "k_type")
        self.v_type = kv_types.cache_type(v_type or dtype, "v_type")
        # block rows in llama.cpp's rotated basis (kv_types.rotation; `rotate=False`: as they are)
        self.k_rot = kv_types.rotation(self.k_type, head_dim, "k") if rotate else 0
        self.v_rot = kv_types.rotation(self.v_type, head_dim, "v") if rotate else 0
        self.head_dim, self.device = head_dim, torch.device(device)
        shape = (n_slots, n_kv_heads, max_len)
        if kv_types.storage(self.k_type, head_dim) == kv_types.storage(self.v_type, head_dim):
            both = self.rows(2 * n_layers, shape, self.k_type)      # one block: every layer's keys, then values
            self.k, self.v = both[:n_layers], both[n_layers:]
        else:
            self.k, self.v = self.rows(n_layers, shape, self.k_type), self.rows(n_layers, shape, self.v_type)
        self.lengths = torch.zeros(n_slots, dtype=torch.long, device=device)
        # per slot: the tokens written since it was emptied (`keep` may cut `lengths` below it;
        # caches whose layers cannot always cut back, window_cache.py and recurrent_cache.py,
        # check a step's start against it)
        self.filled = torch.zeros(n_slots, dtype=torch.long, device=device)
        self.max_len, self.n_slots = max_len, n_slots

    def rows(self, n_layers: int, shape: tuple, kind: str) -> list:
        """`n_layers` zeroed tensors [*shape, row] of cache type `kind`: views into one block,
        on the CPU a map of its own, resident as it fills and outside the heap the prompt's
        activations reuse."""
        dtype, width = kv_types.storage(kind, self.head_dim)
        full = (n_layers,) + tuple(shape) + (width,)
        block = (mapped_zeros(full, dtype) if self.device.type == "cpu"
                 else torch.zeros(full, dtype=dtype, device=self.device))
        return list(block.unbind(0))

    def encode(self, x: torch.Tensor, which: str) -> torch.Tensor:
        """Keys (`which` "k") or values ("v") [..., head_dim] -> rows as this cache stores them."""
        if which == "k":
            return kv_types.store(self.k_type, kv_types.rotate(x, self.k_rot))
        return kv_types.store(self.v_type, kv_types.rotate(x, self.v_rot))

    def decode(self, raw: torch.Tensor, which: str, dtype: torch.dtype) -> torch.Tensor:
        """Stored rows of keys or values -> [..., head_dim] in `dtype` (a view where they are
        float rows of that dtype already)."""
        return kv_types.load(self.k_type if which == "k" else self.v_type, raw, self.head_dim, dtype)

    def queries(self, q: torch.Tensor) -> torch.Tensor:
        """Queries [..., head_dim] as the keys' dot products see them (kv_types.query): as
        they are, or rotated like the keys and rounded to int8 blocks against block-type keys,
        as llama.cpp computes."""
        return kv_types.query(self.k_type, kv_types.rotate(q, self.k_rot))

    def attended(self, out: torch.Tensor) -> torch.Tensor:
        """Attention's output [..., head_dim] over this cache's values, back from their
        rotated basis (the rotation is its own inverse)."""
        return kv_types.rotate(out, self.v_rot)

    @property
    def nbytes(self) -> int:
        """Bytes of every stored key and value."""
        return sum(t.nbytes for t in self.k + self.v)

    @classmethod
    def for_model(cls, model, n_slots: int, max_len: int, dtype=None, k_type=None, v_type=None):
        """A cache shaped for `model` (its config), on its device (that of `inv_freq`), in
        `dtype`: by default its activation dtype (keys and values stored as attention
        computes them); float16 under float32 activations halves the bytes every decode
        step reads, as llama.cpp's default cache does (attention then widens them back).
        `k_type` / `v_type` (kv_types.py) store keys / values as that cache type instead."""
        layout = getattr(model, "cache_class", None)
        if layout is not None and not issubclass(cls, layout):   # e.g. sliding-window rings (window_cache.py)
            types = {name: t for name, t in (("k_type", k_type), ("v_type", v_type)) if t is not None}
            if types and "k_type" not in inspect.signature(layout.for_model).parameters:
                raise ValueError(f"{type(model).__name__}'s cache ({layout.__name__}) keeps its own layout; "
                                 f"it takes no cache type (asked for {types})")
            return layout.for_model(model, n_slots, max_len, dtype, **types)
        cfg = model.config
        return cls(cfg.num_hidden_layers, n_slots, max_len, cfg.num_key_value_heads, cfg.head_dim,
                   dtype=dtype or model.activation_dtype, device=model.inv_freq.device,
                   k_type=k_type, v_type=v_type)

    def reset(self, slot):
        """Empty a slot (int or index tensor) so a new sequence can use it."""
        self.lengths[slot] = 0
        self.filled[slot] = 0

    def begin(self, slots, lengths, B: int, T: int) -> CacheStep:
        """Plan a step of B rows of T tokens (see `CacheStep`). slots [B] default 0..B-1,
        lengths [B] default T. Checks that slots are distinct and in range, lengths lie in
        [0, T] and no slot overflows max_len."""
        device = self.lengths.device
        if T == 1 and lengths is None:
            # decode, one token a row: planned from Python lists, a few tensor ops in all (a
            # step of a small model takes milliseconds; each op costs microseconds, tens of
            # them right after a step has streamed the weights through the CPU's caches)
            if slots is None:
                slot_list = list(range(B))
            else:
                slots = torch.as_tensor(slots, dtype=torch.long)
                self._check_rows(B, slots.shape, (B,))
                slot_list = slots.tolist()
            self._check_slots(slot_list, B)
            held = self.lengths.tolist()
            start_list, length_list = [held[s] for s in slot_list], [1] * B
            slots, start, lengths = torch.tensor([slot_list, start_list, length_list], device=device)
        else:
            slots = (torch.arange(B, device=device) if slots is None
                     else torch.as_tensor(slots, dtype=torch.long).to(device))
            lengths = (torch.full((B,), T, dtype=torch.long, device=device) if lengths is None
                       else torch.as_tensor(lengths, dtype=torch.long).to(device))
            self._check_rows(B, slots.shape, lengths.shape)
            start = self.lengths[slots.clamp(0, self.n_slots - 1)]   # range checked just below
            slot_list, length_list, start_list = torch.stack((slots, lengths, start)).tolist()  # one sync
            self._check_slots(slot_list, B)
        if any(n < 0 or n > T for n in length_list):
            raise ValueError(f"KVCache: lengths must lie in [0, {T}], found {length_list}")
        end_list = [s + n for s, n in zip(start_list, length_list)]
        over = [s for s, e in zip(slot_list, end_list) if e > self.max_len]
        if over:
            raise ValueError(f"KVCache: slot(s) {over} would hold more than max_len={self.max_len} "
                             f"tokens (holding {start_list}, adding {length_list})")
        kv_len = max(max(end_list), 1)
        # every row T new tokens after the same number held: a prompt's block, causal attention
        whole = all(n == T for n in length_list) and len(set(start_list)) == 1
        consecutive = slot_list == list(range(slot_list[0], slot_list[0] + B))
        rows = slice(slot_list[0], slot_list[0] + B) if consecutive else slots
        decode = T == 1 and all(n == 1 for n in length_list)
        if decode:
            positions, write = start[:, None], None                     # (B, 1)
        else:
            t = torch.arange(T, device=device)
            positions = start[:, None] + t                               # (B, T)
            if consecutive and whole:
                write = slice(start_list[0], start_list[0] + T)          # one block of the cache
            else:
                write = (lengths[:, None] > t).nonzero(as_tuple=True)
        if decode and all(e == kv_len for e in end_list):
            mask = None          # every row sees exactly its kv_len keys
        elif whole:
            mask = None          # unpadded prompts after equal prefixes: query t sees keys 0 .. start + t
        else:
            j = torch.arange(kv_len, device=device)
            end = torch.tensor(end_list, device=device)
            mask = (j <= positions[..., None]) & (j < end[:, None, None])    # (B, T, kv_len)
            mask |= j == 0       # a pad query of an empty slot still has one key to softmax over
            mask = mask[:, None]
        return CacheStep(slots, start, lengths, positions, kv_len, rows, write, mask)

    @staticmethod
    def _check_rows(B: int, slots_shape, lengths_shape):
        if slots_shape != (B,) or lengths_shape != (B,):
            raise ValueError(f"KVCache: slots and lengths must be [{B}] (one per row), found "
                             f"{list(slots_shape)} and {list(lengths_shape)}")

    def _check_slots(self, slot_list: list, B: int):
        if len(set(slot_list)) != B or min(slot_list) < 0 or max(slot_list) >= self.n_slots:
            raise ValueError(f"KVCache: slots must be distinct and in [0, {self.n_slots}), found {slot_list}")

    def update(self, layer: int, k: torch.Tensor, v: torch.Tensor, step: CacheStep):
        """Store this step's k, v [B, Hkv, T, hd] for `layer` at each row's positions and
        return the rows' keys/values [B, Hkv, kv_len, hd] (a view when slots are consecutive).
        (Your engine: Chapter 42)"""
        k_cache, v_cache = self.k[layer], self.v[layer]
        if isinstance(step.write, slice):                        # a prompt's block
            k_cache[step.rows, :, step.write] = self.encode(k, "k")
            v_cache[step.rows, :, step.write] = self.encode(v, "v")
        elif step.write is None:                                 # decode: one token per row
            k_cache[step.slots, :, step.start] = self.encode(k[:, :, 0], "k")
            v_cache[step.slots, :, step.start] = self.encode(v[:, :, 0], "v")
        else:
            b, t = step.write
            where = (step.slots[b], slice(None), step.start[b] + t)
            k_cache[where] = self.encode(k.transpose(1, 2)[b, t], "k")     # (N, Hkv, hd)
            v_cache[where] = self.encode(v.transpose(1, 2)[b, t], "v")
        # read back as stored (a narrower cache widened to the activations' dtype)
        return (self.decode(k_cache[:, :, :step.kv_len][step.rows], "k", k.dtype),
                self.decode(v_cache[:, :, :step.kv_len][step.rows], "v", v.dtype))

    def keep(self, slot: int, n: int) -> int:
        """Keep the first `n` tokens of `slot` for a sequence that starts with them (a prompt
        cache); returns how many it kept, here all (a cache whose layers cannot always cut
        back, window_cache.py, may keep fewer). The caller prefills the rest."""
        self.lengths[slot] = n
        return n

    @property
    def prompt_in_pieces(self) -> bool:
        """Whether a long prompt may go through the model in pieces (CausalLM.forward) with
        the numbers it has in one pass: here every key and value is read back as stored, so
        a piece's rows attend to the pieces before it as they would in one pass. The window,
        recurrent and latent caches (subclasses) keep other state and say no."""
        return type(self) is KVCache

    # speculative decoding (speculative.py) cuts a slot back past the drafts a step rejected
    can_truncate = True

    def speculate(self, slots: torch.Tensor, lengths: torch.Tensor):
        """Before a step whose last tokens may be cut again (`truncate`): what undoing them
        needs. Nothing here: a position's keys are simply written again."""
        return None

    def truncate(self, slot: int, n: int, saved=None):
        """Cut `slot` back to its first `n` tokens after a step (`saved`: what `speculate`
        returned before it); the tokens past n are forgotten."""
        self.lengths[slot] = self.filled[slot] = n

    def commit(self, step: CacheStep):
        """After the last layer: each row's slot now holds `lengths[b]` more tokens."""
        self.lengths[step.rows] = self.filled[step.rows] = step.start + step.lengths
