"""LoRA adapters applied beside a model's layers: y = W x + sum_i s_i * alpha_i / r_i * B_i (A_i x)
(adapter i's scale s_i, alpha and rank r_i; llama.cpp's factor is 1 where alpha is 0).

The base layer (a quantized GGML layer, or a dense one) is left exactly as loaded; each
adapted projection becomes a `LoraLinear` holding the base layer and one low-rank pair per
adapter. Nothing is merged into the quantized weights, so adapters switch on and off (and
change scale) per request at no cost.

Scales come from the model's `LoraSet` (`model.lora`), one float per adapter:
- `scales`: the set's own (the command line's `--lora` / `--lora-scaled`, or what
  `POST /lora-adapters` last set); used by a forward that names no cache slots;
- per cache slot (`assign`): the engine gives each request's slot the request's scales,
  so rows of one batched step may each run with their own set. The model's forward
  pre-hook turns the step's `slots` into per-row scales [n_adapters, B] for the layers.

The fused one-call decode step (engine/kernels/cpu/decode_step.py) runs the base weights
only: while any row of a step has a non-zero scale it is declined (`_LoraGate`) and the
step runs layer by layer through `LoraLinear`; with every scale 0 it runs as before.
"""
import weakref

import torch
from torch import nn


class LoraLinear(nn.Module):
    """A layer plus low-rank deltas: forward(x [..., in]) = base(x) + sum over adapters of
    scale * factor * (x A^T) B^T, in float32, then x's dtype. `factor` is the adapter's
    alpha / rank (llama.cpp's); the scale comes from the model's LoraSet per row."""

    def __init__(self, base: nn.Module, owner: "LoraSet"):
        super().__init__()
        self.base = base
        self.in_features, self.out_features = base.in_features, base.out_features
        self._owner = weakref.ref(owner)      # not a submodule: the set belongs to the model
        self.index, self.factors = [], []     # per pair: the adapter's number, alpha / rank
        self.a, self.b = nn.ParameterList(), nn.ParameterList()

    def add(self, index: int, a: torch.Tensor, b: torch.Tensor, factor: float):
        """Adapter `index`'s pair: A [rank, in], B [out, rank]."""
        self.index.append(index)
        self.factors.append(factor)
        self.a.append(nn.Parameter(a.float(), requires_grad=False))
        self.b.append(nn.Parameter(b.float(), requires_grad=False))

    def glu_into(self, x, gate, activation):
        """Never: the base layer's fused up-and-gate route would leave the delta out."""
        return None

    def forward(self, x: torch.Tensor) -> torch.Tensor:
        y = self.base(x)
        scales = self._owner().row_scales(x)         # [n_adapters, rows] or [n_adapters]
        delta, invariant = None, None
        for i, factor, a, b in zip(self.index, self.factors, self.a, self.b):
            s = scales[i]
            if not bool(s.any()):
                continue
            if invariant is None:     # the base layer's backend says (run.py serve --deterministic)
                backend = getattr(self.base, "backend", None)
                invariant = bool(backend is not None and backend.rows_alone)
            d = low_rank(x.float(), a, b, invariant)   # [..., out]
            s = s * factor
            d = d * (s.view(-1, *[1] * (x.dim() - 1)) if s.dim() else s)
            delta = d if delta is None else delta + d
        return y if delta is None else (y.float() + delta).to(y.dtype)

    def extra_repr(self):
        return f"adapters={self.index}, ranks={[a.shape[0] for a in self.a]}"


def low_rank(x: torch.Tensor, a: torch.Tensor, b: torch.Tensor, rows_alone: bool = False) -> torch.Tensor:
    """(x A^T) B^T: x [..., in], A [rank, in], B [out, rank] -> [..., out]. With `rows_alone`,
    each row is its own [1, in] product (a batched matmul over the rows), so its numbers are
    the ones it gets alone: a GEMM over several rows sums in another order than over one.
    That costs a few times the plain products (still small beside the base layer's)."""
    if not rows_alone:
        return (x @ a.T) @ b.T
    rows = x.reshape(-1, 1, x.shape[-1])                                  # [N, 1, in]
    h = torch.bmm(rows, a.T.expand(rows.shape[0], *a.T.shape))           # [N, 1, rank]
    return torch.bmm(h, b.T.expand(rows.shape[0], *b.T.shape)).reshape(*x.shape[:-1], b.shape[0])


class LoraSet:
    """The adapters applied to one model and their scales (see the module docstring).
    `adapters[i]` is an engine.gguf.lora.LoraAdapter; `scales[i]` its current scale."""

    def __init__(self, adapters: list, scales):
        self.adapters = list(adapters)
        self.scales = self.check(scales)
        self._slots = weakref.WeakKeyDictionary()     # a cache -> {slot: scales}
        self._rows = None                             # this forward's [n_adapters, B], or None

    def check(self, scales) -> tuple:
        """`scales` (one number per adapter) as a tuple of floats; ValueError if it does not fit."""
        scales = tuple(float(s) for s in scales)
        if len(scales) != len(self.adapters):
            raise ValueError(f"LoRA scales: expected one per adapter ({len(self.adapters)}), got {len(scales)}")
        return scales

    def resolve(self, scales) -> tuple:
        """A request's scales (None: the set's own now)."""
        return self.scales if scales is None else self.check(scales)

    def assign(self, cache, slot: int, scales: tuple):
        """Rows of `cache`'s slot `slot` run with `scales` from now on."""
        self._slots.setdefault(cache, {})[slot] = self.check(scales)

    def active(self, cache, slots) -> bool:
        """True when any of `cache`'s `slots` runs with an adapter on (slots the engine gave no
        scales, and every slot of another cache, run with the set's own)."""
        per_slot = self._slots.get(cache, {})
        return any(any(per_slot.get(int(s), self.scales)) for s in slots)

    def row_scales(self, x: torch.Tensor) -> torch.Tensor:
        """This forward's per-row scales [n_adapters, B] where they fit x [B, ...], else
        the set's own [n_adapters]."""
        rows = self._rows
        if rows is not None and x.dim() >= 2 and rows.shape[1] == x.shape[0]:
            return rows
        return torch.tensor(self.scales, dtype=torch.float32, device=x.device)

    def _before(self, model, args, kwargs):
        """The model's forward pre-hook: the step's slots -> per-row scales."""
        cache, slots = kwargs.get("cache"), kwargs.get("slots")
        ids = args[0] if args else kwargs.get("input_ids")
        per_slot = self._slots.get(cache) if cache is not None else None
        if per_slot is None or ids is None:
            self._rows = None
            return
        slots = range(ids.shape[0]) if slots is None else [int(s) for s in slots]
        self._rows = torch.tensor([per_slot.get(s, self.scales) for s in slots], dtype=torch.float32,
                                  device=ids.device).T

    def _after(self, model, args, kwargs, output):
        self._rows = None

    def describe(self) -> list:
        """llama-server's GET /lora-adapters entries."""
        return [{"id": i, "path": a.path, "scale": s, "task_name": a.task_name, "prompt_prefix": a.prompt_prefix}
                for i, (a, s) in enumerate(zip(self.adapters, self.scales))]


class _LoraGate:
    """The model's fused decode step, declined while the set turns an adapter on."""

    def __init__(self, fused, lora: LoraSet):
        self.inner, self.lora = fused, lora

    def accepts(self, cache, step) -> bool:
        return not self.lora.active(cache, step.slots) and self.inner.accepts(cache, step)

    def accepts_prompt(self, cache, step) -> bool:
        return not self.lora.active(cache, step.slots) and self.inner.accepts_prompt(cache, step)

    def prompt(self, *args):
        return self.inner.prompt(*args)

    def __call__(self, *args):
        return self.inner(*args)

    def __getattr__(self, name):
        return getattr(self.inner, name)


def request_scales(model: nn.Module, scales, who: str = "SamplingParams.lora"):
    """A request's LoRA scales on `model`: one per adapter (None: the set's own now), or None
    for a model without adapters; ValueError (naming `who`) for scales it cannot take."""
    lora = getattr(model, "lora", None)
    if lora is None and scales is not None:
        raise ValueError(f"{who}: {len(scales)} LoRA scales, but the model has no LoRA adapters")
    try:
        return None if lora is None else lora.resolve(scales)
    except ValueError as e:
        raise ValueError(f"{who}: {e}") from None


def apply_lora(model: nn.Module, adapters: list) -> LoraSet:
    """Put `adapters` ([(LoraAdapter, scale)], engine/gguf/lora.py) beside `model`'s layers:
    each adapted projection becomes a LoraLinear; returns the set, also `model.lora`."""
    if getattr(model, "lora", None) is not None:
        raise ValueError("apply_lora: the model already has LoRA adapters")
    if getattr(model, "tensor_parallel", None) is not None:
        raise ValueError("LoRA adapters are not supported with tensor parallelism (--tp)")
    lora = LoraSet([a for a, _ in adapters], [s for _, s in adapters])
    wrapped = {}
    for index, (adapter, _) in enumerate(adapters):
        for path, pair in adapter.pairs.items():
            if path not in wrapped:
                try:
                    base = model.get_submodule(path)
                except AttributeError:
                    base = None
                if not (hasattr(base, "in_features") and hasattr(base, "out_features")):
                    raise ValueError(f"{adapter.path}: {path} is {'a ' + type(base).__name__ if base else 'not in the model'}, "
                                     f"not a linear layer this adapter can apply to")
                wrapped[path] = LoraLinear(base, lora)
            wrapped[path].add(index, pair.a, pair.b, adapter.factor(pair))
    device = next(model.parameters()).device
    for path, layer in wrapped.items():
        parent, _, leaf = path.rpartition(".")
        setattr(model.get_submodule(parent) if parent else model, leaf, layer.to(device))
    model.lora = lora
    model.register_forward_pre_hook(lora._before, with_kwargs=True)
    model.register_forward_hook(lora._after, with_kwargs=True)
    if getattr(model, "fused_decode", None) is not None:
        model.fused_decode = _LoraGate(model.fused_decode, lora)
        report = getattr(model, "load_report", {})
        if report.get("fused_decode") == "on":
            report["fused_decode"] = "on for steps whose LoRA scales are all 0"
    return lora
