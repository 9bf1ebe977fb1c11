"""Chapter 40: the decode step as a CUDA graph (engine/kernels/cuda_graph.py), what of it runs
on the CPU: the static plan a graph replays (buffers updated in place, keys read up to a
bucket with the keys past each row's length masked, plan derived on the device) gives the
layer-by-layer decode's logits and cache rows; models whose step cannot be captured are
refused by name; a capture that fails falls back to the eager step with a note.

Oracle: the same model's `CausalLM.forward` with `fused_decode` unset.
"""
import pytest
import torch

from engine.kernels import cuda_graph
from engine.kernels.backend import Backend
from engine.kernels.cuda_graph import REFUSED, GraphedDecoder, bucket, refused
from engine.layers.decoder import init_random_
from engine.models import MODELS, build_model
from engine.models.tiny import tiny_config
from engine.serve.kv_cache import KVCache

# every architecture whose step a graph captures
CAPTURED = sorted(a for a in MODELS if a not in REFUSED)


def tiny(arch, seed=0, **overrides):
    torch.manual_seed(seed)
    model = init_random_(build_model(tiny_config(arch, **overrides)).float(), seed=seed, std=0.05).eval()
    model.load_report = {}
    return model


def decode(model, prompts, slots, tokens, graphed, max_len=64):
    """Prefill `prompts` (right-padded, one call) into `slots`, then one step per row of
    `tokens` [steps, B] (fixed ids, so both paths see the same). -> (logits [steps, B, V],
    the cache)."""
    model.fused_decode = graphed
    cache = KVCache.for_model(model, n_slots=4, max_len=max_len)
    device = model.inv_freq.device
    T = max(len(p) for p in prompts)
    ids = torch.tensor([p + [0] * (T - len(p)) for p in prompts], device=device)
    out = []
    with torch.inference_mode():
        model(ids, cache=cache, slots=slots, lengths=torch.tensor([len(p) for p in prompts]), last_only=True)
        for step in tokens.to(device):
            out.append(model(step[:, None], cache=cache, slots=slots, last_only=True)[:, -1])
    model.fused_decode = None
    return torch.stack(out), cache


def check_plan(model, slots, monkeypatch, steps=10):
    """Rows of different lengths; a bucket of 4 keys, so steps cross buckets (and a window of
    4 wraps its rings) while each bucket's buffers are reused."""
    monkeypatch.setattr(cuda_graph, "BUCKET", 4)
    gen = torch.Generator().manual_seed(1)
    V = model.config.vocab_size
    prompts = [torch.randint(0, V, (n,), generator=gen).tolist() for n in (3, 7, 1)][:len(slots)]
    tokens = torch.randint(0, V, (steps, len(slots)), generator=gen)
    want, want_cache = decode(model, prompts, slots, tokens, None)
    graphed = GraphedDecoder(model, capture=False)
    got, got_cache = decode(model, prompts, slots, tokens, graphed)
    torch.testing.assert_close(got, want, rtol=1e-4, atol=1e-4)
    assert torch.equal(got_cache.lengths, want_cache.lengths)
    for layer, (k, w) in enumerate(zip(got_cache.k, want_cache.k)):
        torch.testing.assert_close(k, w, rtol=1e-5, atol=1e-5, msg=f"layer {layer}'s keys")
    for part in ("conv", "state"):                  # recurrent layers' states
        for layer, want_state in getattr(want_cache, part, {}).items():
            torch.testing.assert_close(getattr(got_cache, part)[layer], want_state, rtol=1e-5, atol=1e-5)
    assert graphed.steps == steps
    assert list(graphed.inputs) == [len(slots)]      # one set of buffers, reused by every step
    return graphed


@pytest.mark.parametrize("arch", CAPTURED)
def test_static_plan_equals_layer_by_layer_decode(arch, monkeypatch):
    """Non-consecutive slots (the keys gathered by slot) and every captured architecture:
    gemma2/gemma3/phi3 with their sliding windows, smollm3's NoPE layers, olmo2's post-norms."""
    check_plan(tiny(arch), [2, 0, 3], monkeypatch)


@pytest.mark.parametrize("arch", ["llama", "gemma3"])
def test_static_plan_over_consecutive_slots_reads_a_view(arch, monkeypatch):
    model = tiny(arch)
    x_before = None

    def spy(cache, slots, start, kv_len, rows):
        assert rows == slice(0, 2), rows          # consecutive slots: a view, as the eager step
        nonlocal x_before
        x_before = x_before or graphed.inputs[2].x.data_ptr()
        assert graphed.inputs[2].x.data_ptr() == x_before
        return plan(cache, slots, start, kv_len, rows)

    plan = cuda_graph.static_step
    graphed = GraphedDecoder(model, capture=False)
    monkeypatch.setattr(cuda_graph, "static_step", spy)
    monkeypatch.setattr(cuda_graph, "BUCKET", 4)
    gen = torch.Generator().manual_seed(2)
    tokens = torch.randint(0, model.config.vocab_size, (6, 2), generator=gen)
    want, _ = decode(model, [[1, 2, 3], [4]], [0, 1], tokens, None)
    got, _ = decode(model, [[1, 2, 3], [4]], [0, 1], tokens, graphed)
    torch.testing.assert_close(got, want, rtol=1e-4, atol=1e-4)
    assert x_before is not None


def test_refused_model_plan_still_matches(monkeypatch):
    """qwen3_moe is refused for capture (host-sized expert groups), yet the static plan itself
    computes its step right: only the capture is the obstacle."""
    model = tiny("qwen3_moe")
    assert GraphedDecoder.for_model(model)[0] is None
    check_plan(model, [1, 3], monkeypatch)


@pytest.mark.parametrize("arch", sorted(REFUSED))
def test_models_whose_step_cannot_be_captured_are_refused_by_name(arch):
    decoder, why = GraphedDecoder.for_model(tiny(arch))
    assert decoder is None and why.startswith("off: cuda graph: ") and arch in why, why


def test_buckets():
    assert [bucket(n, 1000) for n in (1, 256, 257, 999, 1000)] == [256, 256, 512, 1000, 1000]
    assert bucket(5, 64) == 64


def test_a_failed_capture_falls_back_to_the_eager_step(capsys):
    """The CPU has no CUDA: a capture is impossible there, as it may be on a GPU with an op
    that reads back. The step's logits are the eager ones, one note says why, and later steps
    are left to the layers."""
    model = tiny("llama")
    tokens = torch.tensor([[5], [9], [17]])
    want, _ = decode(model, [[1, 2, 3]], [0], tokens, None)
    graphed = GraphedDecoder(model, capture=True)
    got, cache = decode(model, [[1, 2, 3]], [0], tokens, graphed)
    torch.testing.assert_close(got, want, rtol=1e-4, atol=1e-4)
    assert graphed.failed is not None and graphed.replays == 0
    note = model.load_report["fused_decode"]
    assert note.startswith("off: cuda graph capture failed") and "eagerly" in note, note
    err = capsys.readouterr().err
    assert err.count("cuda graph capture failed") == 1, err
    step = cache.begin([0], None, 1, 1)
    assert not graphed.accepts(cache, step)


def test_only_decode_steps_over_float_caches_are_taken():
    model = tiny("llama", head_dim=32)
    graphed = GraphedDecoder(model, capture=False)
    cache = KVCache.for_model(model, n_slots=2, max_len=32)
    assert graphed.accepts(cache, cache.begin([0, 1], None, 2, 1))
    assert not graphed.accepts(cache, cache.begin([0], [2], 1, 3))          # a prompt
    assert not graphed.accepts_prompt(cache, cache.begin([0], [2], 1, 3))
    blocks = KVCache.for_model(model, n_slots=2, max_len=32, k_type="q8_0", v_type="q8_0")
    assert not graphed.accepts(blocks, blocks.begin([0], None, 1, 1))       # rows encoded on the host


def test_triton_backend_graphs_only_on_cuda():
    """TritonBackend's fused step is the graphed one, on CUDA only (here: the interpreter's CPU)."""
    from engine.kernels.triton_backend import TritonBackend
    step, why = TritonBackend(torch.device("cpu"), "triton").fused_decoder(tiny("llama"))
    assert step is None and why.startswith("off: cuda graph:") and "cpu" in why, why
    assert isinstance(Backend(torch.device("cpu"), "triton"), TritonBackend)


def test_load_report_names_the_graph(monkeypatch):
    from engine.gguf.load import use_backend
    from engine.kernels.backend import resolve_backend
    backend = resolve_backend("cpu", kernels="torch")
    monkeypatch.setattr(type(backend), "fused_decoder", lambda self, model: (GraphedDecoder(model, capture=False), None))
    model = tiny("llama")
    assert use_backend(model, backend) == "cuda graph: on"
    assert model.load_report["fused_decode"] == "cuda graph: on"
    assert refused(model) is None


class Replayed:
    """A stand-in for torch.cuda.CUDAGraph on the CPU: replay() runs the recorded step again
    and writes its result into the output buffer, as a graph's kernels do. It holds only the
    step's closure, so a step that read anything but the buffers would go wrong here too."""

    def __init__(self, step):
        self.step, self.out = step, step()

    def replay(self):
        self.out.copy_(self.step())


def stand_in_capture(graphed, monkeypatch) -> list:
    """Make `graphed` record with `Replayed`; returns the list of its recordings."""
    recorded = []

    def record(step):
        recorded.append(Replayed(step))
        return recorded[-1], recorded[-1].out

    monkeypatch.setattr(graphed, "_record", record)
    return recorded


def test_replays_read_the_buffers_updated_in_place(monkeypatch):
    """The graph path with the capture stood in for: one graph per (rows, bucket, slots read),
    replayed with each step's inputs copied into the same buffers; its logits buffer is copied
    out (the next replay overwrites it)."""
    monkeypatch.setattr(cuda_graph, "BUCKET", 8)
    model = tiny("gemma3")
    graphed = GraphedDecoder(model, capture=True)
    recorded = stand_in_capture(graphed, monkeypatch)
    gen = torch.Generator().manual_seed(3)
    tokens = torch.randint(0, model.config.vocab_size, (12, 2), generator=gen)
    want, _ = decode(model, [[1, 2, 3, 4, 5], [6, 7]], [3, 1], tokens, None)
    got, _ = decode(model, [[1, 2, 3, 4, 5], [6, 7]], [3, 1], tokens, graphed)
    torch.testing.assert_close(got, want, rtol=1e-4, atol=1e-4)
    assert graphed.failed is None and graphed.replays == 12
    assert sorted(graphed.graphs) == [(2, 8, None), (2, 16, None), (2, 24, None)]   # kv_len 6 .. 17
    assert len(recorded) == 3


def test_steps_past_the_graphs_kept_run_on_the_plan(monkeypatch):
    monkeypatch.setattr(cuda_graph, "BUCKET", 4)
    monkeypatch.setattr(cuda_graph, "MAX_GRAPHS", 2)
    model = tiny("llama")
    graphed = GraphedDecoder(model, capture=True)
    recorded = stand_in_capture(graphed, monkeypatch)
    tokens = torch.randint(0, model.config.vocab_size, (9, 1), generator=torch.Generator().manual_seed(4))
    want, _ = decode(model, [[1, 2]], [0], tokens, None)
    got, _ = decode(model, [[1, 2]], [0], tokens, graphed)      # kv_len 3 .. 11: buckets 4, 8, 12
    torch.testing.assert_close(got, want, rtol=1e-4, atol=1e-4)
    assert len(recorded) == 2 and graphed.steps == 9 and graphed.replays == 6
    assert not any(got[i].data_ptr() == got[i + 1].data_ptr() for i in range(len(got) - 1))


def test_a_new_cache_keeps_the_graphs_only_where_its_tensors_lie_alike(monkeypatch):
    model = tiny("llama")
    graphed = GraphedDecoder(model, capture=True)
    recorded = stand_in_capture(graphed, monkeypatch)
    one = KVCache.for_model(model, n_slots=2, max_len=32)
    two = KVCache.for_model(model, n_slots=2, max_len=32)
    with torch.inference_mode():
        for cache in (one, one):
            model.fused_decode = graphed
            model(torch.tensor([[3]]), cache=cache, slots=[0], last_only=True)
        assert len(recorded) == 1 and graphed.replays == 2
        model(torch.tensor([[3]]), cache=two, slots=[0], last_only=True)    # elsewhere: captured anew
        assert len(recorded) == 2 and len(graphed.graphs) == 1 and graphed._cache() is two
        graphed._cache = lambda: None          # the same cache seen anew: its tensors lie alike
        model(torch.tensor([[4]]), cache=two, slots=[0], last_only=True)
        assert len(recorded) == 2 and graphed.replays == 4
    model.fused_decode = None


@pytest.mark.skipif(not torch.cuda.is_available(), reason="needs a CUDA device: the capture itself")
@pytest.mark.parametrize("arch", ["llama", "gemma3", "qwen3_5"])
def test_captured_graphs_on_cuda_equal_the_eager_decode(arch):
    """Where a GPU is: the real capture and replays (crossing buckets, rows of different
    lengths in non-consecutive slots) give the eager step's logits, and no capture failed."""
    model = tiny(arch).to("cuda")
    tokens = torch.randint(0, model.config.vocab_size, (300, 2), generator=torch.Generator().manual_seed(5))
    want, _ = decode(model, [[1, 2, 3], [4]], [2, 0], tokens, None, max_len=512)
    graphed = GraphedDecoder(model)
    got, _ = decode(model, [[1, 2, 3], [4]], [2, 0], tokens, graphed, max_len=512)
    assert graphed.failed is None, graphed.failed
    assert graphed.replays == 300 and sorted(graphed.graphs) == [(2, 256, None), (2, 512, None)]
    torch.testing.assert_close(got, want, rtol=1e-4, atol=1e-4)


@pytest.mark.parametrize("arch", ["qwen3_5", "lfm2"])
def test_a_recurrent_slot_emptied_starts_from_zero_states(arch):
    """A slot reset and decoded from position 0 beside a running one: its stale conv and delta
    states are zeroed by the mask (no read-back), so its row is that of a new cache's slot."""
    model = tiny(arch)
    gen = torch.Generator().manual_seed(6)
    tokens = torch.randint(0, model.config.vocab_size, (4, 2), generator=gen)
    _, cache = decode(model, [[1, 2, 3], [4, 5]], [0, 1], tokens, None)
    cache.reset(0)
    graphed = GraphedDecoder(model, capture=False)
    model.fused_decode = graphed
    with torch.inference_mode():
        got = torch.stack([model(t[:, None], cache=cache, slots=[0, 1], last_only=True)[:, -1] for t in tokens])
        model.fused_decode = None
        fresh = KVCache.for_model(model, n_slots=1, max_len=64)
        want = torch.stack([model(t[:1, None], cache=fresh, last_only=True)[0, -1] for t in tokens])
    torch.testing.assert_close(got[:, 0], want, rtol=1e-4, atol=1e-4)
    assert graphed.steps == 4
