"""Chapter 40: the graphed decode step of mixture-of-experts models (engine/kernels/cuda_graph.py)
whose experts take the grouped Triton kernel (engine/kernels/triton_experts.py), on the CPU in
Triton's interpreter (tests/conftest.py turns it on).

A tiny model of each MoE family gets its experts as a file's Q8_0 stacks on the Triton backend
(`QuantExperts`); then: the graph is not refused; the static plan's logits and cache rows are
the layer-by-layer decode's; nothing in its step reads a value back to the host, which on a
GPU would stall each step and fail a capture. The reads are made to raise during the step:
`Tensor.tolist`, `.item`, `__bool__`, `__int__`, `__float__`, `__index__`, `nonzero` and
`torch.nonzero` patched, and below them a dispatch mode (`SyncWatch`) raising on the ATen ops
that need a value on the host (a scalar, a truth value, a value-sized shape: bincount, unique,
boolean-mask indexing ...). What stays refused is refused by name.

Oracle: the same model's `CausalLM.forward` with `fused_decode` unset.
"""
import pytest
import torch
from torch.utils._python_dispatch import TorchDispatchMode

from engine.kernels import interpreting

pytest.importorskip("triton")
if not torch.cuda.is_available() and not interpreting():
    pytest.skip("no CUDA and TRITON_INTERPRET is not 1: the Triton kernels cannot run here",
                allow_module_level=True)

from engine.kernels import triton_experts as te  # noqa: E402
from engine.kernels.backend import resolve_backend  # noqa: E402
from engine.kernels.cuda_graph import GROUPED_MOE, REFUSED, GraphedDecoder, refused  # noqa: E402
from engine.kernels.triton_backend import TritonBackend  # noqa: E402
from engine.models.qwen3_moe import Experts, quantized_experts  # noqa: E402
from engine.parallel.shard import ShardedExperts  # noqa: E402
from engine.quantize.encoders import encode_q4_0, encode_q8_0  # noqa: E402
from engine.quantized.experts import QuantExperts  # noqa: E402
from engine.serve.recurrent_cache import RecurrentCache  # noqa: E402
from test_ch40_cuda_graph import CAPTURED as CUDA_GRAPH_CAPTURED  # noqa: E402
from test_ch40_cuda_graph import check_plan, decode, tiny  # noqa: E402

READS = ("tolist", "item", "__bool__", "__int__", "__float__", "__index__", "nonzero")
ENCODERS = {"Q8_0": encode_q8_0, "Q4_0": encode_q4_0}


def stack(w: torch.Tensor, type_name="Q8_0"):
    """float [E, rows, cols] -> (its blocks as a file holds them, the type, the shape)."""
    return ENCODERS[type_name](w.float().reshape(-1, 32)).reshape(-1), type_name, list(w.shape)


def on_grouped_kernel(model, backend=None, down="Q8_0", layers=None):
    """`model` with the stacked float `Experts` (of the MoE layers numbered in `layers`, None:
    all) replaced by the same experts as Q8_0 stacks (down's in `down`) on the Triton backend,
    biases kept, as a file's experts load."""
    backend = backend or resolve_backend("cpu", kernels="triton", activations="float")
    moe = -1
    for name, m in list(model.named_modules()):
        if type(m) is not Experts:
            continue
        moe += 1
        if layers is not None and moe not in layers:
            continue
        inner = m.gate_up_proj.shape[1] // 2
        gate, up = m.gate_up_proj.detach().split(inner, dim=1)
        biases = None
        if m.gate_up_proj_bias is not None:
            biases = [*m.gate_up_proj_bias.detach().split(inner, dim=1), m.down_proj_bias.detach()]
        quant = QuantExperts.from_ggml(stack(gate), stack(up), stack(m.down_proj.detach(), down),
                                       dtype=torch.float32, backend=backend, biases=biases)
        model.set_submodule(name, quantized_experts(m, quant, dense=False))
    return model


class HostRead(AssertionError):
    pass


# the ATen ops whose result a host must read first: a scalar, a truth value, or a shape that
# depends on the values (repeat_interleave by a tensor of counts without its output_size)
SYNCING = ("item", "_local_scalar_dense", "is_nonzero", "equal", "nonzero", "_unique2", "unique_dim",
           "unique_consecutive", "masked_select", "bincount")


class SyncWatch(TorchDispatchMode):
    """Raises on an op in SYNCING, and on indexing by a boolean mask (its nonzero inside),
    while `on[0]`: the Python patches' net below the Python layer."""

    def __init__(self, on):
        super().__init__()
        self.on = on

    def __torch_dispatch__(self, func, types, args=(), kwargs=None):
        if self.on[0]:
            name = str(func.overloadpacket).split(".")[-1]
            masks = name in ("index", "index_put", "index_put_") and any(
                t is not None and t.dtype in (torch.bool, torch.uint8) for t in args[1])
            counts = (name == "repeat_interleave" and "Tensor" in func._overloadname
                      and (kwargs or {}).get("output_size") is None)
            if name in SYNCING or masks or counts:
                raise HostRead(f"aten.{name} during the graphed step")
        return func(*args, **(kwargs or {}))


def no_host_reads(monkeypatch) -> list:
    """Make every read back to the host raise during the graphed steps (`GraphedDecoder`'s
    step over its buffers; the step's inputs are copied into them before, outside the graph).
    Two reads made on CPU tensors only are let through: the grouped kernel's check of the
    expert ids' range (on a GPU they come from a top-k) and the recurrent cache's question
    which rows start fresh (on a GPU a mask zeroes them, asking nothing). Returns a list
    with each watched step's grouped launches."""
    watching, watched = [False], []
    for name in READS:
        original = getattr(torch.Tensor, name)

        def read(self, *args, _original=original, _name=name, **kwargs):
            if watching[0]:
                raise HostRead(f"Tensor.{_name} during the graphed step")
            return _original(self, *args, **kwargs)
        monkeypatch.setattr(torch.Tensor, name, read)
    nonzero = torch.nonzero

    def torch_nonzero(*args, **kwargs):
        if watching[0]:
            raise HostRead("torch.nonzero during the graphed step")
        return nonzero(*args, **kwargs)
    monkeypatch.setattr(torch, "nonzero", torch_nonzero)
    for owner, name in ((te, "_check_pairs"), (RecurrentCache, "recurrent")):
        original = getattr(owner, name)

        def cpu_only(*args, _original=original):
            was, watching[0] = watching[0], False
            try:
                return _original(*args)
            finally:
                watching[0] = was
        monkeypatch.setattr(owner, name, cpu_only)
    forward = GraphedDecoder._forward

    def watched_forward(self, *args):
        launches = te.LAUNCHES["experts"]
        watching[0] = True
        try:
            with SyncWatch(watching):
                out = forward(self, *args)
        finally:
            watching[0] = False
        watched.append(te.LAUNCHES["experts"] - launches)
        return out
    monkeypatch.setattr(GraphedDecoder, "_forward", watched_forward)
    return watched


CAPTURED = list(GROUPED_MOE)       # every family whose router and shared experts are device ops


@pytest.mark.parametrize("arch", CAPTURED)
def test_moe_on_the_grouped_kernel_is_graphed_and_reads_nothing_back(arch, monkeypatch):
    """The static plan over Q8_0 experts on the grouped kernel gives the layer-by-layer decode's
    logits, one grouped launch per product and MoE layer each step, with no read to the host."""
    model = on_grouped_kernel(tiny(arch))
    assert refused(model) is None
    watched = no_host_reads(monkeypatch)
    check_plan(model, [2, 0], monkeypatch, steps=3)
    moe_layers = sum(isinstance(m, Experts) for m in model.modules())
    assert watched == [3 * moe_layers] * 3          # gate, up and down: one launch each


def refused_moe(model, arch="qwen3_moe"):
    why = GraphedDecoder.for_model(model)[1]
    assert why == f"off: cuda graph: {arch}: {REFUSED[arch]}", why
    return why


def test_the_watch_catches_the_host_sized_groups(monkeypatch):
    """Stacked float experts size their groups on the host (`bincount(...).tolist()`): refused,
    and the same step under the watch raises (it sees what a capture would fail on)."""
    model = tiny("qwen3_moe")
    refused_moe(model)
    no_host_reads(monkeypatch)
    with pytest.raises(HostRead, match="bincount"):
        check_plan(model, [0], monkeypatch, steps=1)


def test_down_without_a_grouped_kernel_is_refused(monkeypatch):
    """down's type without a grouped kernel: its pairs run expert by expert, the experts used
    read back (`.tolist()`), so the model stays refused; it is decided before any token runs."""
    monkeypatch.setattr(TritonBackend, "experts_kernel", lambda self, type_name: type_name != "Q4_0")
    model = on_grouped_kernel(tiny("qwen3_moe"), down="Q4_0")
    assert not any(m.capture_safe() for m in model.modules() if isinstance(m, Experts))
    refused_moe(model)
    no_host_reads(monkeypatch)
    with pytest.raises(HostRead):
        check_plan(model, [0], monkeypatch, steps=1)


def test_every_moe_layer_must_take_the_grouped_kernel():
    """One MoE layer on the grouped kernel, the other stacked floats: refused."""
    model = on_grouped_kernel(tiny("qwen3_moe"), layers=[0])
    assert [m.capture_safe() for m in model.modules() if isinstance(m, Experts)] == [True, False]
    refused_moe(model)


def test_experts_watched_expert_by_expert_or_split_are_refused():
    """An `expert_matmul` wrapped (to see each expert's inputs) skips the grouped call, and a
    split model's share of the experts has no grouped kernel: both refused."""
    model = on_grouped_kernel(tiny("qwen3_moe"))
    experts = next(m for m in model.modules() if isinstance(m, Experts))
    experts.expert_matmul = experts.expert_matmul
    refused_moe(model)
    model = on_grouped_kernel(tiny("qwen3_moe"))
    experts = next(m for m in model.modules() if isinstance(m, Experts))
    experts.quant = ShardedExperts(experts.quant, (0, experts.num_experts), experts.num_experts)
    refused_moe(model)


def test_torch_kernels_have_no_grouped_kernel():
    model = on_grouped_kernel(tiny("gpt_oss"), backend=resolve_backend("cpu", kernels="torch"))
    refused_moe(model, "gpt_oss")


@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA device: the capture itself")
@pytest.mark.parametrize("arch", ["qwen3_moe", "gpt_oss", "qwen3_5_moe", "granitemoehybrid"])
def test_captured_moe_graphs_on_cuda_equal_the_eager_decode(arch):
    """Where a GPU is: the real capture and replays of a MoE step on the grouped kernel give
    the eager step's logits, and no capture failed."""
    backend = resolve_backend("cuda", kernels="triton", activations="float")
    model = on_grouped_kernel(tiny(arch), backend).to("cuda")
    tokens = torch.randint(0, model.config.vocab_size, (40, 2), generator=torch.Generator().manual_seed(5))
    want, _ = decode(model, [[1, 2, 3], [4]], [2, 0], tokens, None, max_len=512)
    graphed, why = GraphedDecoder.for_model(model, backend)
    assert graphed is not None, why
    got, _ = decode(model, [[1, 2, 3], [4]], [2, 0], tokens, graphed, max_len=512)
    assert graphed.failed is None, graphed.failed
    assert graphed.replays == 40 and sorted(graphed.graphs) == [(2, 256, None)]
    torch.testing.assert_close(got, want, rtol=1e-4, atol=1e-4)


def test_a_moe_file_loaded_on_triton_kernels_is_not_refused(tmp_path):
    """A GGUF file's experts, loaded with kernels="triton", are on the grouped kernel as the
    loader leaves them (the refusal is decided after the experts are loaded)."""
    models = pytest.importorskip("test_ch38_triton_models")
    from engine.cli.demo import TRAINING_TEXT
    from engine.gguf.load import load_gguf
    from engine.gguf.tokenizer import train_bpe
    path = models.tiny_file(tmp_path, train_bpe(TRAINING_TEXT, vocab_size=320, pre="qwen2"), "qwen3_moe")
    model, _ = load_gguf(path, dtype=torch.float32, backend=models.backend("triton"), progress=False)
    assert refused(model) is None
    safe = [m.capture_safe() for m in model.modules() if isinstance(m, Experts)]
    assert safe == [True] * model.config.num_hidden_layers


@pytest.mark.parametrize("arch", [a for a in CUDA_GRAPH_CAPTURED if a not in GROUPED_MOE])
def test_every_dense_architecture_graphed_reads_nothing_back(arch, monkeypatch):
    """The same watch over every other architecture the graph captures (float weights: the
    layers' own code, which a GPU runs beside the Triton matmuls): the static plan's steps
    read nothing back to the host."""
    model = tiny(arch)
    watched = no_host_reads(monkeypatch)
    check_plan(model, [2, 0], monkeypatch, steps=3)
    assert len(watched) == 3
