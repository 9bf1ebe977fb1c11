"""The window cache (window_cache.py) for a model whose layers differ in shape: Gemma 4's
global layers have wider heads (global_head_dim) and may have fewer key/value heads than
its sliding-window layers. Each layer's rows get that layer's (heads, head_dim); the
rest (rings, masks, checkpoints) is the window cache's, which never needs the width.

Gemma 4's shared layers (E2B/E4B: the trailing `num_kv_shared_layers`) keep no rows of
their own: their entries are their source layer's tensors (`sources`), so the cache holds
only the other layers' bytes, as llama.cpp's does; they attend over what their source's
`update` returned in the same pass, and never write."""
from engine.serve import kv_types
from engine.serve.window_cache import WindowKVCache


class LayerShapesKVCache(WindowKVCache):
    """WindowKVCache whose layer i holds `shapes[i]` = (key/value heads, head_dim) rows.
    Keys and values of differing head dims are stored as floats (f32, f16): a block
    type's rotation and row size follow one head dim, so it is refused by name there."""

    def __init__(self, windows: list, shapes: list, n_slots: int, max_len: int, dtype=None,
                 device="cpu", k_type=None, v_type=None, sources: list | None = None):
        heads, head_dim = shapes[0]
        sources = sources or [None] * len(windows)
        own = sum(s is None for s in sources)        # shared layers come last
        super().__init__(windows[:own], n_slots, max_len, heads, head_dim, dtype=dtype, device=device,
                         k_type=k_type, v_type=v_type)
        self.shapes = [tuple(s) for s in shapes[:own]]
        if any(s != self.shapes[0] for s in self.shapes):
            blocks = [t for t in (self.k_type, self.v_type) if t not in kv_types.FLOATS]
            if blocks:
                raise ValueError(f"LayerShapesKVCache: layers of different head dims "
                                 f"({sorted({d for _, d in self.shapes})}) keep f32/f16 keys and "
                                 f"values; cache type {blocks[0]} is not supported for this model")
            for i, ((h, d), w) in enumerate(zip(self.shapes, windows)):
                if (h, d) != (heads, head_dim):
                    self.head_dim = d            # rows() sizes a row by it
                    rows = self.ring if w else max_len
                    self.k[i] = self.rows(1, (n_slots, h, rows), self.k_type)[0]
                    self.v[i] = self.rows(1, (n_slots, h, rows), self.v_type)[0]
            self.head_dim = head_dim
        self.windows, self.shapes = list(windows), [tuple(s) for s in shapes]
        self.sources = {i: src for i, src in enumerate(sources) if src is not None}
        for i, src in self.sources.items():          # views of the source's rows, no bytes of their own
            self.k.append(self.k[src])
            self.v.append(self.v[src])

    @property
    def nbytes(self) -> int:
        """Bytes of every stored key and value (a shared layer's are its source's)."""
        return sum(t.nbytes for i, t in enumerate(self.k) if i not in self.sources) + \
            sum(t.nbytes for i, t in enumerate(self.v) if i not in self.sources)

    @classmethod
    def for_model(cls, model, n_slots: int, max_len: int, dtype=None, k_type=None, v_type=None):
        return cls(model.windows, model.kv_shapes, n_slots, max_len,
                   dtype=dtype or model.activation_dtype, device=model.inv_freq.device,
                   k_type=k_type, v_type=v_type, sources=getattr(model, "kv_sources", None))
