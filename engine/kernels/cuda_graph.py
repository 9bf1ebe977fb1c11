"""A decode step replayed as one CUDA graph: the layers of a one-token step launched at once.

On a GPU a decode step of a small model is hundreds of small kernels, and the few
microseconds Python and the driver spend launching each add up to more than the GPU spends
computing. A CUDA graph records those launches once and replays them with one call; what
it cannot record is anything that changes between steps on the host: a tensor's address,
a shape, a Python branch on a tensor's value, a read back to the host (`.item()`,
`.tolist()`, `bool(t)`), which is also illegal while capturing.

So the step runs under a static plan (`static_step`): the step's inputs (the new tokens'
embeddings, each row's slot and start) are copied into buffers that never move, and
everything the cache's own `begin` would derive from them on the host is derived on the
device from those buffers instead — positions, the write indices, the mask of the keys past
each row's length, a ring entry for sliding-window layers. The keys read per row (`kv_len`)
are fixed to a bucket (the next multiple of BUCKET, at most the cache's length), so one
graph serves every step whose longest row falls in it; the mask hides the keys past each
row's own length. One graph per (rows, bucket, which slots are read) is captured on first
use, after a warm-up run on a side stream (kernel compiles and first-call allocations stay
out of the graph), as vLLM and gpt-fast do; every graph shares one memory pool.

What stays outside the graph: the embedding lookup (a quantized embedding checks the ids'
range on the host), copying the step's inputs into the buffers, and advancing the cache's
lengths (`commit`, the caller's). Logits are copied out of the graph's output buffer.

Which models capture (REFUSED says why the others do not, by model_type): the attention
models on shared layers (llama, qwen2, qwen3, gemma2, gemma3 with its window rings, olmo2,
smollm3, phi3) and the dense hybrids (qwen3_5's Gated DeltaNet layers, lfm2's short
convolutions): their one-token step is matmuls, norms, the rotary, index writes into the
cache and attention over a masked bucket, or a recurrent layer's gathered states advanced by
one token and written back (a fresh slot's zeroed by a mask), none of which reads a value
back. Mixture-of-experts models (GROUPED_MOE: their routers, softmax, sigmoid, biased or
group-limited top-k, and shared experts are device ops) capture when every MoE layer's
experts take the grouped Triton kernel (`Experts.capture_safe`, decided from the loaded
layers before any token runs): the pairs are grouped by expert on the device, into a grid
sized for the worst spread (engine/kernels/triton_experts.py). Otherwise (float experts, a
type without a grouped kernel, whose pairs go expert by expert, a split model's share)
`Experts.forward` sizes its groups on the host (`.tolist()`) and the model is refused by
name. Latent attention and Gemma 4's per-layer caches plan steps of their own: those decode
eagerly. A model with LoRA adapters also decodes eagerly (an adapter's layer skips its
product by `bool(scale.any())`). A capture that fails anyway leaves the step eager, with a
one-line note in the load report.

On the CPU the same static plan runs without a graph (`capture=False`): tests check its
logits against the layer-by-layer decode there (MoE models on the grouped kernel in Triton's
interpreter, with every read back to the host made to raise during the step), so only the
capture itself is left to a GPU.
"""
import sys
import weakref

import torch

BUCKET = 256      # keys a graph reads per row: kv_len rounded up to a multiple of this
# the caches whose decode step the plan computes (by class name: plain, sliding-window rings,
# the recurrent states of hybrid models)
CACHES = ("KVCache", "WindowKVCache", "RecurrentCache")
# graphs kept at most: each holds its launches and shares the pool's memory; a server's mix of
# batch sizes and lengths past this many runs its further steps on the plan without a graph
MAX_GRAPHS = 64

_MOE = ("mixture-of-experts routing sizes its expert groups on the host (.tolist()): "
        "its experts are not all on a grouped kernel")
# the MoE families whose routers (softmax, sigmoid, group-limited or biased top-k) and shared
# experts are device ops alone: captured when every MoE layer's experts take the grouped
# kernel (`Experts.capture_safe`), refused (REFUSED) otherwise
GROUPED_MOE = ("qwen3_moe", "qwen3_5_moe", "ernie4_5_moe", "glm4_moe", "minimax_m2", "gpt_oss",
               "qwen3_next", "granitemoehybrid")
# model_type -> why its decode step cannot be captured (it decodes eagerly)
REFUSED = {
    **dict.fromkeys(GROUPED_MOE, _MOE),
    "deepseek_v2": "latent attention's cache plans its own steps; " + _MOE,
    "deepseek_v3": "latent attention's cache plans its own steps; " + _MOE,
    "gemma4": "its per-layer key shapes and shared layers plan steps of their own cache",
}


def bucket(kv_len: int, max_len: int) -> int:
    """The keys a graph reads per row for a step reading `kv_len`: the next multiple of
    BUCKET, at most `max_len` (the cache's length)."""
    return min(-(-kv_len // BUCKET) * BUCKET, max_len)


def refused(model) -> str | None:
    """Why `model`'s decode step cannot be captured (REFUSED, unless a GROUPED_MOE family's
    experts all take the grouped kernel; a split model, an unknown cache kind), or None."""
    kind = getattr(model.config, "model_type", "")
    if kind in REFUSED and not (kind in GROUPED_MOE and grouped_experts(model)):
        return f"{kind}: {REFUSED[kind]}"
    if getattr(model, "tensor_parallel", None) is not None:
        return "a split model's step runs collectives between ranks"
    layout = getattr(model, "cache_class", None)
    if layout is not None and layout.__name__ not in CACHES:
        return f"{kind}: its cache ({layout.__name__}) plans steps of its own"
    return None


def grouped_experts(model) -> bool:
    """True when every MoE layer's experts of `model` run one grouped call per product,
    reading nothing back (`capture_safe`: a grouped kernel for each projection's type, the
    stacks kept, no split), as the loaded layers say before any token runs."""
    experts = [m for m in model.modules() if callable(getattr(m, "capture_safe", None))]
    return bool(experts) and all(m.capture_safe() for m in experts)


def static_step(cache, slots: torch.Tensor, start: torch.Tensor, kv_len: int, rows):
    """A decode step's plan (the cache's `CacheStep`, or its `WindowStep`) computed on the
    device from the rows' slots and starts [B] alone, with `kv_len` keys read per row: what
    `cache.begin` plans on the host for one token a row, less the read-backs. `rows`: the
    slots to read, a slice when consecutive (a view), else `slots` (a gather)."""
    from engine.serve.kv_cache import CacheStep
    from engine.serve.window_cache import WindowKVCache, WindowStep
    positions = start[:, None]                                          # (B, 1)
    j = torch.arange(kv_len, device=start.device)
    mask = (j <= positions)[:, None, None]                              # (B, 1, 1, kv_len): keys 0 .. start
    plan = dict(slots=slots, start=start, lengths=torch.ones_like(start), positions=positions,
                kv_len=kv_len, rows=rows, write=None, mask=mask)
    if not isinstance(cache, WindowKVCache):
        return CacheStep(**plan)
    R = cache.ring                       # the whole ring, entries not yet filled masked
    ring = (torch.arange(R, device=start.device) <= positions)[:, None, None]     # (B, 1, 1, R)
    return WindowStep(**plan, ring_len=R, window_mask=ring, decode_entry=start % R)


def layers_forward(model, x: torch.Tensor, cache, step) -> torch.Tensor:
    """The embedded tokens x [B, 1, D] through every layer over `step`'s plan, then the final
    norm and the head -> float32 logits [B, 1, V]: `CausalLM.forward`'s cached path after its
    embedding, without `begin` and `commit`."""
    from engine.layers.attention import AttentionInputs
    inputs = AttentionInputs(step.mask, cache, step)
    if model.sliding_window is not None:
        inputs.window_mask = model._window_mask(inputs, step.positions)
    rotary = model.rotary(step.positions, x.dtype)
    for i, layer in enumerate(model.model.layers):
        x = layer(x, *rotary[model.windows[i]], i, inputs)
    return model.logits(model.model.norm(x))


class _Inputs:
    """The buffers a batch of B rows copies its step's inputs into (they never move)."""

    def __init__(self, B: int, dim: int, dtype, device):
        self.x = torch.zeros(B, 1, dim, dtype=dtype, device=device)
        self.slots = torch.zeros(B, dtype=torch.long, device=device)
        self.start = torch.zeros(B, dtype=torch.long, device=device)


class GraphedDecoder:
    """One-token decode steps of `model` replayed as CUDA graphs (see the module docstring);
    with `capture=False`, the same static plan run op by op (the CPU's check of the plan).
    `model.fused_decode` takes it: `accepts(cache, step)`, then `(input_ids, cache, step)`
    -> logits [B, 1, V]."""

    report = "cuda graph: on"

    def __init__(self, model, capture: bool = True):
        self.model, self.capture = model, capture
        self.failed = None            # why a capture failed (the step is eager from then on)
        self.graphs = {}              # (B, kv_len, first slot read or None) -> (graph, logits buffer)
        self.inputs = {}              # B -> _Inputs
        self.steps = 0                # steps it computed, replayed or not (tests check it ran)
        self.replays = 0              # of which graph replays
        self._cache = lambda: None    # the cache the graphs write into (weakly)
        self._layout = None           # where its tensors lie (`_bind`)
        self._pool = None

    @classmethod
    def for_model(cls, model, backend=None) -> tuple:
        """(GraphedDecoder, None) on CUDA for a model that captures, else (None, why not)."""
        if backend is not None and backend.device.type != "cuda":
            return None, f"off: cuda graph: the device is {backend.device}, graphs are CUDA's"
        why = refused(model)
        return (cls(model), None) if why is None else (None, f"off: cuda graph: {why}")

    def accepts(self, cache, step) -> bool:
        """True for a decode step (one new token a row) over a plain, sliding-window or
        recurrent cache (CACHES) of float rows on the model's device, while no capture has failed. Block-type rows
        (q8_0 ...) are encoded through the host, so their steps run eagerly."""
        from engine.serve.kv_types import FLOATS
        return (self.failed is None and step.write is None and type(cache).__name__ in CACHES
                and cache.k_type in FLOATS and cache.v_type in FLOATS
                and cache.device == self.model.inv_freq.device)

    def accepts_prompt(self, cache, step) -> bool:
        """Never: a prompt's rows run layer by layer."""
        return False

    def rows(self, input_ids, cache, step) -> torch.Tensor:
        """A decode step's logits (what `CausalLM.step_logits` asks of a one-token step)."""
        return self(input_ids, cache, step)

    def __call__(self, input_ids: torch.Tensor, cache, step) -> torch.Tensor:
        """input_ids [B, 1] -> float32 logits [B, 1, V]; the new keys/values go into `cache`
        at `step` (the caller commits it)."""
        B = input_ids.shape[0]
        self.steps += 1
        kv_len = bucket(step.kv_len, cache.max_len)
        first = step.rows.start if isinstance(step.rows, slice) else None
        buf = self.inputs.get(B)
        if buf is None:
            buf = self.inputs[B] = _Inputs(B, self.model.config.hidden_size, self.model.activation_dtype,
                                           input_ids.device)
        buf.x.copy_(self.model.embed(input_ids))
        buf.slots.copy_(step.slots)
        buf.start.copy_(step.start)
        key = (B, kv_len, first)
        if not self.capture or self.failed is not None:
            return self._forward(cache, key, buf)
        if self._cache() is not cache:
            self._bind(cache)
        if key not in self.graphs:
            if len(self.graphs) >= MAX_GRAPHS:
                return self._forward(cache, key, buf)
            try:
                self.graphs[key] = self._capture(cache, key, buf)
            except Exception as e:          # noqa: BLE001 -- any failure leaves the eager step
                self._give_up(e)
                return self._forward(cache, key, buf)
        graph, logits = self.graphs[key]
        graph.replay()
        self.replays += 1
        return logits.clone()               # the buffer is the next replay's output

    def _bind(self, cache):
        """Graphs hold the addresses of the cache they were captured over: a new cache keeps
        them only where its tensors lie where the old one's did, shapes and types alike (a
        benchmark's fresh cache of the same size usually does, from the allocator's cache)."""
        held = cache.k + cache.v + list(getattr(cache, "conv", {}).values()) + list(getattr(cache, "state", {}).values())
        tensors = tuple((t.data_ptr(), tuple(t.shape), t.dtype) for t in held)
        layout = (type(cache), cache.max_len, tensors)
        if layout != self._layout:
            self.graphs.clear()
            self._layout = layout
        self._cache = weakref.ref(cache)

    def _forward(self, cache, key, buf) -> torch.Tensor:
        B, kv_len, first = key
        rows = slice(first, first + B) if first is not None else buf.slots
        return layers_forward(self.model, buf.x, cache, static_step(cache, buf.slots, buf.start, kv_len, rows))

    def _capture(self, cache, key, buf):
        """One step over `buf` recorded into a graph -> (graph, its logits buffer)."""
        for m in self.model.modules():
            if type(m).__name__ == "LoraLinear":
                raise RuntimeError("LoRA adapters skip their products by a host branch")
        return self._record(lambda: self._forward(cache, key, buf))

    def _record(self, step):
        """Run `step` once on a side stream (warm-up: kernel compiles, first-call allocations;
        it writes the step's own keys, which the replay writes again), then capture it into a
        CUDA graph in the shared pool -> (graph, the output tensor the replays write)."""
        side = torch.cuda.Stream()
        side.wait_stream(torch.cuda.current_stream())
        with torch.cuda.stream(side):
            step()
        torch.cuda.current_stream().wait_stream(side)
        if self._pool is None:
            self._pool = torch.cuda.graph_pool_handle()
        graph = torch.cuda.CUDAGraph()
        with torch.cuda.graph(graph, pool=self._pool, capture_error_mode="thread_local"):
            out = step()
        return graph, out

    def _give_up(self, error: Exception):
        """After a failed capture: eager steps from now on, and one line saying why."""
        self.failed = f"{type(error).__name__}: {str(error).splitlines()[0] if str(error) else ''}"
        self.graphs.clear()
        note = f"off: cuda graph capture failed ({self.failed}); decoding eagerly"
        report = getattr(self.model, "load_report", None)
        if report is not None:
            report["fused_decode"] = note
        print(f"note: {note}", file=sys.stderr)
