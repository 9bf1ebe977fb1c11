"""A whole decode step in one C call, for every model whose layers describe themselves
(step_program.py) on the CPU.

Decoding one token is a chain of small matrix-vector products; run op by op from
Python, the interpreter's few microseconds per op add up to milliseconds per token, as
much as the arithmetic itself on a small model. `FusedDecoder` compiles the model's own
description of its layers once into a program of op records (pointers to its weights,
norms and rotary tables; the weights stay the file's GGML blocks) and then runs every op
of a one-token step, logits included, in one call (decode_step_body.h), with the threads
meeting at a barrier between ops instead of returning to Python. There is no C function
per architecture: every architecture the step runs is a program over the same ops
(step_program.py lists them and says how a new architecture is added).

`CausalLM.forward` hands a step to `model.fused_decode` when it is set and accepts the
step (one new token per row, a float32, float16 or block-row cache: a plain `KVCache`, the
sliding-window rings of `WindowKVCache`, or a `RecurrentCache` whose recurrent layers'
float32 conv and delta states the step reads and advances in place; for latent attention, the
`LatentCache`'s float32 or float16 rows of latent and rotated key). Short prompts run as
the rows of one step without its head (`FusedDecoder.prompt`: a chat turn's few new
tokens, or a few such turns together). A rank of a split model (`--tp`) runs its share of
every layer so, the collectives between its ranks being ops of the program (step_parallel.py),
one token at a time (the rows rule reads the rank's share of the weights, which the ranks
would not agree on). Everything else — longer prefills, other dtypes —
takes the PyTorch path, which is also the reference the fused step is tested against
(tests/test_ch40_decode_step.py).
"""
import ctypes
import itertools
import weakref

import torch

from engine.blocks.registry import BLOCK, TYPES, row_bytes
from engine.kernels.cpu.kv_rows import ROW_TYPES
from engine.kernels.cpu.library import _check, _lib, _path, batch_invariant
from engine.kernels.cpu.step_cpu import CpuProgram
from engine.kernels.cpu.step_program import Program
from engine.kernels.cpu.step_records import (DENSE_TYPES, StepDelta, StepMat, StepMoe, StepOp, StepProgram,
                                             Unsupported)

_p, _i64 = ctypes.c_void_p, ctypes.c_int64
# A prompt runs as the rows of one step (`prompt`) while its tokens times the layers' weight
# MiB stay within this many MiB per layer, and at most PROMPT_ROWS_MAX tokens. The layers'
# batched kernels pay a fixed cost per layer (PyTorch calls) and then lead as the rows grow,
# the sooner the bigger the weights: measured at 2 threads with q8 activations, the step's
# rows ceased to lead at about 17 tokens on Qwen2.5-0.5B Q4_K_M (236 MiB in 24 layers), 35 on
# Gemma-3-270M Q4_K_M (65 MiB in 18), past 64 on SmolLM2-135M Q4_1 (63 MiB in 30).
PROMPT_MIB_PER_LAYER = 120
PROMPT_ROWS_MAX = 64

__all__ = ["DENSE_TYPES", "FusedDecoder", "StepDelta", "StepMat", "StepMoe", "StepOp",
           "StepProgram", "Unsupported"]


class FusedDecoder:
    """Runs one-token decode steps of `model` in one C call each (see module docstring)."""

    def __init__(self, model, backend=None):
        cfg = model.config
        self.threads = backend.threads if backend is not None else torch.get_num_threads()
        self.path = backend.cpu_path if backend is not None else None
        if model.activation_dtype != torch.float32:
            raise Unsupported(f"activations are {model.activation_dtype}; the fused step computes in float32")
        self.dim, self.vocab, self.n_kv_heads, self.head_dim = (cfg.hidden_size, cfg.vocab_size,
                                                                cfg.num_key_value_heads, cfg.head_dim)
        self.n_layers, self.windows = cfg.num_hidden_layers, list(model.windows)
        layers = model.model.layers
        mib = sum(t.numel() * t.element_size() for t in itertools.chain(layers.parameters(), layers.buffers())) / 2**20
        # the most new tokens `prompt` takes in one step (1: none; see PROMPT_MIB_PER_LAYER)
        self.prompt_rows = max(1, min(PROMPT_ROWS_MAX, int(PROMPT_MIB_PER_LAYER * self.n_layers / max(mib, 1e-6))))
        if getattr(model, "tensor_parallel", None) is not None:
            # every rank must take the same path for a prompt (their collectives pair up), and the
            # rule above reads the rank's own share of the weights, unequal between ranks
            self.prompt_rows = 1
        self.program = Program(model)
        self.steps = 0                 # calls of the C step (tests check that it ran)
        self._records = CpuProgram(self.program)     # the description's ctypes records
        self._struct = self._records.struct
        self._cache, self._cache_ptrs, self._bound_tensors = lambda: None, None, None   # the bound cache (weakly)
        self._accepted, self._accepted_tensors = lambda: None, None   # the last cache that fit, and its tensors
        self._just_accepted = False    # accepts() has just checked the cache _bind gets next
        self._keep = model   # the pointers above are into this model's tensors

    @classmethod
    def for_model(cls, model, backend=None):
        """(FusedDecoder, None) when the C library is built and the model fits, else
        (None, the reason)."""
        from engine.kernels.cpu.library import available, unavailable_reason
        if not available():
            return None, f"CPU kernels unavailable: {unavailable_reason()}"
        try:
            return cls(model, backend), None
        except Unsupported as e:
            return None, str(e)

    def accepts(self, cache, step) -> bool:
        """True for a step this decoder computes: one new token in every row (no padding)
        over a CPU cache whose rows the step stores (kv_rows.ROW_TYPES: float32, float16 or GGML blocks) with a
        [n_slots, n_kv_heads, len, row] tensor per attention layer (of the layer's own kv heads and head_dim where
        they differ: Gemma 4's LayerShapesKVCache), len = max_len or, for a sliding-window layer, a ring of
        its window (min(window, max_len) entries, as WindowKVCache keeps it), and for each
        recurrent layer its float32 conv and delta states per slot (RecurrentCache; conv
        states alone for LFM2's short convolutions)."""
        if step.write is not None or len(cache.k) != self.n_layers:
            return False
        return self._fits(cache)

    def accepts_prompt(self, cache, step) -> bool:
        """True for new tokens this decoder computes as the rows of one step (`prompt`):
        rows of one token and more (right padding allowed), 1 < their tokens together <=
        prompt_rows, over a cache `accepts` takes, with no recurrent layer (their states
        advance a token at a time) and every new position inside each sliding-window ring
        (so no token's key lands on an entry an earlier token of the step still reads); never
        in batch-invariant mode (library.set_batch_invariant), where a prompt's rows take the
        layers' path whatever their count, so that they do not change with what is batched."""
        if batch_invariant() or self.program.recurrent or len(cache.k) != self.n_layers or step.positions.dim() != 2:
            return False
        lengths, starts = step.lengths.tolist(), step.start.tolist()
        if not 1 < sum(lengths) <= self.prompt_rows or min(lengths) < 1:
            return False
        rings = [t.shape[2] for t in cache.k if t.dim() == 4 and t.shape[2] < cache.max_len]
        if rings and max(s + n for s, n in zip(starts, lengths)) > min(rings):
            return False
        return self._fits(cache)

    def _fits(self, cache) -> bool:
        # the tensors' checks below, once per set of tensors (a cache keeps them for its life)
        held = self._held(cache)
        if not (self._accepted() is cache and self._accepted_tensors == held):
            if not self._cache_fits(cache):
                return False
            self._accepted, self._accepted_tensors = weakref.ref(cache), held
        self._just_accepted = True     # _bind, right after, need not gather them again
        return True

    @staticmethod
    def _held(cache) -> tuple:
        """What a cache's checks and bound pointers depend on: its length and its tensors."""
        return (cache.max_len, *map(id, cache.k), *map(id, cache.v),
                *map(id, getattr(cache, "conv", {}).values()), *map(id, getattr(cache, "state", {}).values()))

    def _cache_fits(self, cache) -> bool:
        recurrent, M = self.program.recurrent, cache.max_len
        attention = [i for i in range(self.n_layers) if i not in recurrent]
        if not attention:
            return self._states_fit(cache, recurrent)
        # a cache type's name is its rows' GGML type in lower case (kv_types.py)
        kinds = str(getattr(cache, "k_type", None)).upper(), str(getattr(cache, "v_type", None)).upper()
        if not all(kind in ROW_TYPES for kind in kinds):
            return False
        lengths = [M if w is None else min(w, M) for w in self.windows]   # or M for every layer
        # per layer, its (kv heads, head_dim) (Gemma 4's layers differ) and (dtype, bytes) of a K, a V row
        shapes = [self.program.kv_shapes.get(i, (self.n_kv_heads, self.head_dim)) for i in range(self.n_layers)]
        rows = {d: [self._row(kind, d) for kind in kinds] for d in {d for _, d in shapes}}
        latent = self.program.latent       # a LatentCache: keys only, float rows of c + r (step_latent.py)
        if latent and not (kinds[0] in ("F32", "F16") and len(cache.v) == 0):
            return False
        return self._states_fit(cache, recurrent) and all(
            t.device.type == "cpu" and t.is_contiguous() and (t.dtype, t.shape[3] * t.element_size()) == row
            and t.shape[1] == shapes[i][0] and t.shape[2] in (M, lengths[i])
            for i in attention for t, row in ((cache.k[i], rows[shapes[i][1]][0]),
                                              (None if latent else cache.v[i], rows[shapes[i][1]][1]))
            if t is not None)

    def _row(self, ggml: str, head_dim: int) -> tuple:
        """(tensor dtype, bytes) of a cache row of GGML type `ggml` (kv_types.py's storage); bytes
        -1 where head_dim holds no whole block."""
        dtype = {"F32": torch.float32, "F16": torch.float16}.get(ggml, torch.uint8)
        width = self.program.latent or head_dim                            # a latent row: c + r values
        return dtype, row_bytes(ggml, width) if width % BLOCK[ggml][0] == 0 else -1

    @staticmethod
    def _states_fit(cache, recurrent) -> bool:
        """Every recurrent layer's states: contiguous float32 CPU [n_slots, *shape] tensors
        (no delta state where its shape is None)."""
        if not recurrent:
            return True
        convs, states = getattr(cache, "conv", {}), getattr(cache, "state", {})
        return all(i in convs and (state is None or i in states) and all(
            t.dtype == torch.float32 and t.device.type == "cpu" and t.is_contiguous() and tuple(t.shape[1:]) == shape
            for t, shape in ((convs[i], conv), (states.get(i), state)) if shape is not None)
            for i, (conv, state) in recurrent.items())

    def _bind(self, cache):
        fresh, self._just_accepted = self._just_accepted, False
        held = self._accepted_tensors if fresh and self._accepted() is cache else self._held(cache)
        if self._cache() is not cache or self._bound_tensors != held:
            n = len(cache.k)
            lengths = (_i64 * n)(*[t.shape[2] if t.dim() == 4 else 0 for t in cache.k])
            convs, states = getattr(cache, "conv", {}), getattr(cache, "state", {})
            conv_ptrs = (_p * n)(*[convs[i].data_ptr() if i in self.program.recurrent else None for i in range(n)])
            state_ptrs = (_p * n)(*[states[i].data_ptr() if i in self.program.recurrent and i in states else None
                                    for i in range(n)])
            self._cache_ptrs = ((_p * n)(*[t.data_ptr() for t in cache.k]),
                                (_p * n)(*[t.data_ptr() for t in cache.v]), lengths, conv_ptrs, state_ptrs)
            self._struct.max_len = cache.max_len
            self._struct.k_type = TYPES[cache.k_type.upper()]
            self._struct.v_type = TYPES[cache.v_type.upper()]
            self._struct.k_rot, self._struct.v_rot = getattr(cache, "k_rot", 0), getattr(cache, "v_rot", 0)
            self._struct.cache_len = ctypes.cast(lengths, _p)
            self._struct.conv_state = ctypes.cast(conv_ptrs, _p)
            self._struct.delta_state = ctypes.cast(state_ptrs, _p)
            self._cache, self._bound_tensors = weakref.ref(cache), held
        return self._cache_ptrs

    def _run(self, ids: torch.Tensor, cache, slots: torch.Tensor, pos: torch.Tensor,
             logits: torch.Tensor | None = None) -> torch.Tensor:
        """One step over N rows: each row's token (ids, N of them), slot and position
        (contiguous int64 [N]) -> the residual stream [N, D] after the last layer; with
        `logits` [N, V], the head's too, into it (without, the program stops before its
        final norm). The step decodes the tokens' embedding rows itself where the program
        holds the table, else the model's `embed` fills them first. A token outside the
        vocabulary raises IndexError."""
        N = ids.numel()
        x = torch.empty(N, self.dim)                 # the residual stream, updated in place
        tokens = None
        if self.program.embedding is None:
            x.copy_(self._keep.embed(ids.reshape(N, 1)).reshape(N, self.dim))
        else:
            tokens = ids.reshape(N)
            if tokens.dtype != torch.int64 or not tokens.is_contiguous():
                tokens = tokens.to(torch.int64).contiguous()
        k_ptrs, v_ptrs, *_ = self._bind(cache)
        struct = self._struct
        if logits is None:                           # the program without its head (bound above)
            struct = StepProgram.from_buffer_copy(self._struct)
            struct.n_ops = self.program.body_ops
        rc = _lib().decode_step(ctypes.byref(struct), x.data_ptr(), None if tokens is None else tokens.data_ptr(),
                                N, k_ptrs, v_ptrs, slots.data_ptr(), pos.data_ptr(),
                                None if logits is None else logits.data_ptr(), self.threads, _path(self.path))
        self.steps += 1
        if rc == -3:
            raise IndexError(f"token id out of range 0..{self.program.embedding[2] - 1}")
        if rc == -4:                                 # a collective failed (tensor parallelism)
            self.program.parallel.raise_error()
        _check(rc, "decode_step")
        return x

    def prompt(self, input_ids: torch.Tensor, cache, step) -> tuple[torch.Tensor, torch.Tensor]:
        """input_ids [B, T], row b's first step.lengths[b] tokens new in its slot
        (`accepts_prompt`) -> (the residual stream [N, D] after the last layer, one row per
        new token, row b's tokens in order; the index of each row b's last token [B]). Their
        keys/values go into the cache (the caller commits the step and applies the final
        norm and head to the tokens it needs). The N tokens are the rows of one step without
        its head, each in its sequence's slot at that sequence's next positions. Each op
        finishes every row before the next op starts, so every key and value is written
        before any row attends, and a token attends to its slot's positions up to its own:
        the causal attention of a prefill, per sequence."""
        ids, slots, pos, first = self._rows(input_ids, step)
        return self._run(ids, cache, slots, pos), first + step.lengths.to(torch.int64) - 1

    def rows(self, input_ids: torch.Tensor, cache, step) -> torch.Tensor:
        """As `prompt`, with the head: float32 logits [B, T, V] of every new token (zeros at
        the padding), each computed as a decode step computes its one token's. What
        speculative decoding verifies (engine/serve/speculative.py)."""
        ids, slots, pos, _ = self._rows(input_ids, step)
        logits = torch.empty(ids.numel(), self.vocab)
        self._run(ids, cache, slots, pos, logits)
        B, T = input_ids.shape
        valid = torch.arange(T) < step.lengths.cpu()[:, None]               # (B, T)
        if bool(valid.all()):
            return logits.view(B, T, self.vocab)
        out = logits.new_zeros(B, T, self.vocab)
        out[valid] = logits
        return out

    @staticmethod
    def _rows(input_ids, step):
        """The new tokens of a step as rows: (ids, slots, positions [N], each row b's first index [B])."""
        lengths = step.lengths.to(torch.int64)
        ids = torch.cat([input_ids[b, :n] for b, n in enumerate(lengths.tolist())])
        slots = torch.repeat_interleave(step.slots.to(torch.int64), lengths).contiguous()
        first = torch.cumsum(lengths, 0) - lengths                        # each row's first token
        pos = (torch.repeat_interleave(step.start.to(torch.int64) - first, lengths)
               + torch.arange(ids.numel())).contiguous()
        return ids, slots, pos, first

    def __call__(self, input_ids: torch.Tensor, cache, step) -> torch.Tensor:
        """input_ids [B, 1], each row's new token -> float32 logits [B, 1, V]; the new
        keys/values go into `cache` at `step` (the caller commits the step). A token outside
        the vocabulary raises IndexError."""
        B = input_ids.shape[0]
        slots, pos = step.slots, step.start
        if not (slots.is_contiguous() and pos.is_contiguous()):
            slots, pos = slots.contiguous(), pos.contiguous()
        logits = torch.empty(B, self.vocab)
        self._run(input_ids, cache, slots, pos, logits)
        return logits[:, None]
