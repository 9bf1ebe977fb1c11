"""A cache for hybrid models whose recurrent layers keep a fixed-size state per slot
(Qwen3.5's Gated DeltaNet layers, LFM2's short convolutions; like llama.cpp's hybrid memory:
a KV cache for the attention layers beside a recurrent-state cache for the others).

Per layer kind:

    full-attention layer    k, v [n_slots, Hkv, max_len, hd]   as `KVCache`
    recurrent layer         conv [n_slots, C, K - 1]            the last K - 1 conv inputs
                            state [n_slots, Hv, dk, dv]         the delta rule's memory
                                                                (none for a layer that is a
                                                                convolution alone: LFM2)

The recurrent parts are float32 whatever the activations (as llama.cpp keeps them): they
are summed into at every token, for as long as the slot lives. A recurrent layer reads its
rows' states with `recurrent(layer, step)` and writes them back with `store`; a slot that
starts empty (step.start == 0) reads zeros, so `reset` only needs to set its length.

Reusing a cached prefix (a prompt cache): the state after n tokens is a sum over all of
them, so it cannot be cut back to a shorter prefix. `keep(slot, n)` keeps a slot only
when n is everything it holds (the next turn of a chat, which extends the slot's whole
sequence), and otherwise empties it and returns 0, so the request prefills its whole
prompt. `checkpoint(slot)` / `restore(slot, checkpoint)` save and put back the recurrent
states at a length, for a prompt cache that wants to resume from a shared prefix. Cutting
`lengths` by hand is refused at the next step instead of continuing from the wrong state.
"""
from dataclasses import dataclass

import torch

from engine.serve.kv_cache import CacheStep, KVCache


@dataclass
class RecurrentCheckpoint:
    """A slot's recurrent states at `length` tokens: layer -> (conv, state)."""
    length: int
    states: dict


class RecurrentCache(KVCache):
    """`recurrent[i]` says whether layer i is recurrent (no keys and values) or attention."""
    # keep() can never cut a slot back, so a prompt cache should checkpoint each prompt (engine.py)
    checkpoint_prompts = True
    # nor past a speculative step's rejected drafts (the states have summed them in)
    can_truncate = False

    def __init__(self, recurrent: list, n_slots: int, max_len: int, n_kv_heads: int, head_dim: int,
                 conv_shape: tuple, state_shape: tuple | None, dtype=torch.float32, device="cpu",
                 k_type=None, v_type=None):
        super().__init__(0, n_slots, max_len, n_kv_heads, head_dim, dtype=dtype, device=device,
                         k_type=k_type, v_type=v_type)
        self.recurrent_layers = [bool(r) for r in recurrent]
        kv = (n_slots, n_kv_heads, max_len)
        none = torch.zeros(0, dtype=dtype, device=device)
        self.k = [none if r else self.rows(1, kv, self.k_type)[0] for r in self.recurrent_layers]
        self.v = [none if r else self.rows(1, kv, self.v_type)[0] for r in self.recurrent_layers]
        self.conv = {i: torch.zeros(n_slots, *conv_shape, device=device)
                     for i, r in enumerate(self.recurrent_layers) if r}
        self.state = {i: torch.zeros(n_slots, *state_shape, device=device)
                      for i, r in enumerate(self.recurrent_layers) if r and state_shape is not None}
        # a slot's recurrent states have seen its `filled` tokens (KVCache)

    @classmethod
    def for_model(cls, model, n_slots: int, max_len: int, dtype=None, k_type=None, v_type=None):
        """A config that says its recurrent layers' shapes (`recurrent_state_shapes()`:
        (conv, state or None)) gets those; else a Gated DeltaNet's, from Qwen3.5's fields.
        The attention layers' keys and values as in `KVCache.for_model`."""
        cfg = model.config
        recurrent = [cfg.is_recurrent(i) for i in range(cfg.num_hidden_layers)]
        if hasattr(cfg, "recurrent_state_shapes"):
            conv_shape, state_shape = cfg.recurrent_state_shapes()
        else:
            conv_dim = 2 * cfg.linear_num_key_heads * cfg.linear_key_head_dim \
                + cfg.linear_num_value_heads * cfg.linear_value_head_dim
            conv_shape = (conv_dim, cfg.linear_conv_kernel_dim - 1)
            state_shape = (cfg.linear_num_value_heads, cfg.linear_key_head_dim, cfg.linear_value_head_dim)
        return cls(recurrent, n_slots, max_len, cfg.num_key_value_heads, cfg.head_dim,
                   conv_shape=conv_shape, state_shape=state_shape,
                   dtype=dtype or model.activation_dtype, device=model.inv_freq.device,
                   k_type=k_type, v_type=v_type)

    @property
    def nbytes(self) -> int:
        """Bytes of every stored key, value and recurrent state."""
        return sum(t.nbytes for t in self.k + self.v + list(self.conv.values()) + list(self.state.values()))

    def begin(self, slots, lengths, B: int, T: int) -> CacheStep:
        step = super().begin(slots, lengths, B, T)
        for slot, start, filled in zip(*torch.stack((step.slots, step.start, self.filled[step.slots])).tolist()):
            if start != filled and start != 0:
                raise ValueError(f"RecurrentCache: slot {slot} was cut from {filled} to {start} tokens, but its "
                                 f"recurrent states hold all {filled}; cut a slot with keep() (it empties the "
                                 f"slot) or restore() a checkpoint")
        return step

    def recurrent(self, layer: int, step: CacheStep):
        """(conv [B, C, K - 1], state [B, Hv, dk, dv] or None where the layers keep none) of
        the step's rows in `layer`; zeros for a row whose slot starts empty."""
        conv = self.conv[layer][step.slots]
        state = self.state[layer][step.slots] if layer in self.state else None
        fresh = step.start == 0
        # on a GPU, zeroed by a mask without asking which rows first: a read-back would stall
        # the step (and cannot be captured in a CUDA graph, engine/kernels/cuda_graph.py)
        if conv.is_cuda or bool(fresh.any()):
            conv.masked_fill_(fresh[:, None, None], 0)
            if state is not None:
                state.masked_fill_(fresh[:, None, None, None], 0)
        return conv, state

    def store(self, layer: int, step: CacheStep, conv: torch.Tensor, state: torch.Tensor | None):
        """Write the rows' states after this step's tokens back to their slots (state None
        where the layers keep none)."""
        self.conv[layer][step.slots] = conv.float()
        if state is not None:
            self.state[layer][step.slots] = state.float()

    def keep(self, slot: int, n: int) -> int:
        """Keep `slot` when `n` is every token it holds, else empty it; returns how many
        tokens it kept (the caller prefills the rest)."""
        if n != int(self.filled[slot]) or n != int(self.lengths[slot]):
            self.reset(slot)
            return 0
        return n

    def checkpoint(self, slot: int) -> RecurrentCheckpoint:
        """A copy of `slot`'s recurrent states at its current length."""
        states = {i: (self.conv[i][slot].clone(), self.state[i][slot].clone() if i in self.state else None)
                  for i in self.conv}
        return RecurrentCheckpoint(int(self.lengths[slot]), states)

    def restore(self, slot: int, checkpoint: RecurrentCheckpoint):
        """Put `checkpoint`'s states into `slot` and cut it back to the checkpoint's length.
        The slot's first `checkpoint.length` tokens must be those it held then (the
        attention layers' keys are kept, not restored)."""
        if checkpoint.length > int(self.lengths[slot]):
            raise ValueError(f"RecurrentCache: slot {slot} holds {int(self.lengths[slot])} tokens; a "
                             f"checkpoint at {checkpoint.length} needs its attention layers to hold that many")
        for i, (conv, state) in checkpoint.states.items():
            self.conv[i][slot] = conv
            if state is not None:
                self.state[i][slot] = state
        self.lengths[slot] = self.filled[slot] = checkpoint.length
