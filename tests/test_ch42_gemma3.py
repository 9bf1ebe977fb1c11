"""Chapter 42: Gemma 3 against transformers' Gemma3ForCausalLM, with contexts longer than its
sliding window, and the window cache that keeps only the window of those layers.

The tiny model has 7 layers (5 sliding, 1 global, 1 sliding again, the default pattern), a
window of 4 positions, linear rope scaling on the global layer, a query scale that is not
head_dim's and a final logit soft-cap, so every Gemma-specific piece changes the logits.
"""
import pytest
import torch
from conftest import decode_in_slots, tokens_fed

transformers = pytest.importorskip("transformers")

from engine.formats.runtime import resolve_backend, set_backend
from engine.layers import init_random_, materialize
from engine.models import build_model
from engine.serve.kv_cache import KVCache
from engine.serve.window_cache import WindowKVCache

torch.set_num_threads(2)

WINDOW = 4
CONFIG = dict(vocab_size=96, hidden_size=64, intermediate_size=96, num_hidden_layers=7,
              num_attention_heads=4, num_key_value_heads=2, head_dim=16, rms_norm_eps=1e-6,
              max_position_embeddings=256, sliding_window=WINDOW, query_pre_attn_scalar=12,
              final_logit_softcapping=30.0,
              rope_parameters={"full_attention": {"rope_type": "linear", "factor": 4.0, "rope_theta": 1e6},
                               "sliding_attention": {"rope_type": "default", "rope_theta": 10000.0}})


def hf_model(seed=0, **overrides):
    cfg = transformers.Gemma3TextConfig(**{**CONFIG, **overrides}, attn_implementation="eager")
    model = transformers.Gemma3ForCausalLM(cfg).eval()
    init_random_(model, seed=seed, std=0.08)    # norms ~ 1 + N(0, 0.1): transformers adds another 1
    return model


def ours_from(hf, dtype=torch.float32):
    with torch.device("meta"):
        model = build_model(hf.config.to_dict())
    materialize(model, dtype)
    missing, unexpected = model.load_state_dict(type(model).hf_state_dict(hf.state_dict()), strict=False)
    assert not missing and not unexpected, (missing, unexpected)
    model.lm_head.weight = model.model.embed_tokens.weight
    return model.to(dtype).eval()


def rel(a, b):
    return float((a - b).norm() / b.norm())


def sequences(lengths, seed=3):
    gen = torch.Generator().manual_seed(seed)
    return [torch.randint(0, 96, (n,), generator=gen) for n in lengths]


def test_config_reads_the_layer_kinds():
    hf = hf_model()
    ours = ours_from(hf)
    assert ours.config.model_type == "gemma3"
    assert ours.windows == [WINDOW] * 5 + [None, WINDOW]
    assert ours.config.layer_types == hf.config.layer_types
    assert ours.config.rope_local_base_freq == 10000.0 and ours.config.rope_scaling["factor"] == 4.0
    assert ours.local_inv_freq.dtype == torch.float32
    assert not torch.allclose(ours.local_inv_freq, ours.inv_freq)


@torch.no_grad()
def test_matches_transformers_padded_batch_longer_than_the_window():
    hf = hf_model()
    ours = ours_from(hf)
    lengths = (11, 6, 9)
    T = max(lengths)
    ids = torch.stack([torch.cat((torch.zeros(T - len(s), dtype=torch.long), s)) for s in sequences(lengths)])
    mask = torch.zeros(len(lengths), T, dtype=torch.long)
    for b, n in enumerate(lengths):
        mask[b, T - n:] = 1
    positions = (mask.cumsum(1) - 1).clamp(min=0)
    want = hf(input_ids=ids, attention_mask=mask, position_ids=positions).logits
    got = ours(ids, attention_mask=mask, positions=positions)
    assert rel(got[mask.bool()], want[mask.bool()]) < 1e-4
    assert rel(ours(ids[:1]), hf(input_ids=ids[:1]).logits) < 1e-4        # no mask: plain causal
    # the window, the soft-cap and the query scale each matter
    for change in (dict(sliding_window=64), dict(final_logit_softcapping=None), dict(query_pre_attn_scalar=16)):
        other = ours_from(hf_model(**change))
        assert rel(other(ids[:1]), want[:1]) > 1e-3, change


@pytest.mark.parametrize("cache_kind", ["window", "plain"])
@torch.no_grad()
def test_cached_decode_past_the_window_matches_transformers(cache_kind):
    """Right-padded prefill into slots (prompts shorter and longer than the window), then
    decode steps until every row is far past it: each step equals transformers' full
    forward. The window cache and a plain cache (window layers masked) agree."""
    hf = hf_model(seed=1)
    ours = ours_from(hf)
    lengths, steps = [6, 2, 9], 8
    seqs = sequences([n + steps for n in lengths], seed=5)
    max_len = max(lengths) + steps
    cache = (KVCache.for_model(ours, n_slots=4, max_len=max_len) if cache_kind == "window"
             else KVCache(7, 4, max_len, 2, 16))
    assert isinstance(cache, WindowKVCache) == (cache_kind == "window")
    slots = torch.tensor([2, 0, 3])
    got = decode_in_slots(ours, seqs, lengths, steps, cache, slots)
    wants = [hf(input_ids=s[None]).logits[0] for s in seqs]
    for b, n in enumerate(lengths):
        assert rel(got[b][0], wants[b][:n]) < 1e-4
        for t in range(steps - 1):
            assert rel(got[b][1 + t], wants[b][n + t]) < 1e-4, (b, t)
    assert cache.lengths[slots].tolist() == [n + steps - 1 for n in lengths]


@torch.no_grad()
def test_chunked_prefill_across_the_window():
    """A prompt fed in chunks of 3, then 1, then 5 tokens (each chunk attends to the ring
    of the one before) equals one pass."""
    hf = hf_model(seed=2)
    ours = ours_from(hf)
    seq = sequences([14], seed=8)[0]
    want = hf(input_ids=seq[None]).logits[0]
    cache = KVCache.for_model(ours, n_slots=1, max_len=16)
    got, start = [], 0
    for size in (3, 1, 5, 5):
        got.append(ours(seq[None, start:start + size], cache=cache)[0])
        start += size
    assert rel(torch.cat(got), want) < 1e-4


@torch.no_grad()
def test_a_single_sequence_prefill_is_a_band_without_a_mask():
    """A prefill whose rows start at one position and fill all their tokens reads the ring
    oldest first, so each query's keys are the last `window` of consecutive positions: the
    window cache plans no mask (a `band` step: attention's causal mode with the window, the C
    kernel on the CPU). Chunks before, across and long past the ring's wrap give
    transformers' logits; rows of different lengths keep their mask."""
    hf = hf_model(seed=4)
    seq = sequences([23], seed=9)[0]
    want = hf(input_ids=seq[None]).logits[0]
    for kernels in ("torch", "c"):           # the band as a mask for PyTorch, the C kernel's window
        ours = set_backend(ours_from(hf), resolve_backend("cpu", kernels=kernels))
        cache = KVCache.for_model(ours, n_slots=2, max_len=24)
        got, start = [], 0
        for size in (2, 2, 3, 2, 1, 6, 7):  # the ring wraps at 4 and holds out-of-order entries after
            if size > 1:
                step = cache.begin(torch.tensor([0]), None, 1, size)
                assert step.band and step.window_mask is None, size
            got.append(ours(seq[None, start:start + size], cache=cache, slots=torch.tensor([0]))[0])
            start += size
        assert rel(torch.cat(got), want) < 1e-4, kernels
    step = cache.begin(torch.tensor([1]), torch.tensor([3]), 1, 5)            # a padded row
    assert not step.band and step.window_mask is not None


def test_window_layers_memory_is_bounded_by_the_window():
    with torch.device("meta"):
        model = build_model({**CONFIG, "model_type": "gemma3"})
    materialize(model)
    for max_len in (64, 4096):
        cache = KVCache.for_model(model, n_slots=2, max_len=max_len, dtype=torch.float16)
        per_position = 2 * 2 * 2 * 16                       # slots x (k, v) x Hkv x hd, float16 below
        full, window = model.windows.count(None), len(model.windows) - model.windows.count(None)
        assert cache.nbytes == 2 * per_position * (full * max_len + window * WINDOW)
        for i, w in enumerate(model.windows):
            assert cache.k[i].shape[2] == (max_len if w is None else WINDOW)
    plain = sum(t.nbytes for t in KVCache(7, 2, 4096, 2, 16, dtype=torch.float16).k) * 2
    print(f"\nwindow cache {cache.nbytes / 2**20:.3f} MiB vs plain {plain / 2**20:.3f} MiB at max_len 4096")
    assert cache.nbytes < plain / 6


@torch.no_grad()
def test_prefix_reuse_keep_and_checkpoint():
    """A slot cut back within its ring, or restored from a checkpoint, continues exactly
    like a fresh prefill; a cut the rings cannot serve empties the slot (keep) or, made by
    hand on `lengths`, is refused at the next step."""
    ours = ours_from(hf_model(seed=3))
    a, b = sequences([12, 6], seed=11)
    cache = KVCache.for_model(ours, n_slots=1, max_len=24)
    ours(a[None, :3], cache=cache)                       # 3 tokens: inside the ring
    assert cache.keep(0, 2) == 2
    got = ours(b[None], cache=cache)[0]
    want = ours(torch.cat((a[:2], b))[None])[0, 2:]
    assert rel(got, want) < 1e-4

    cache.reset(0)
    ours(a[None, :7], cache=cache)
    checkpoint = cache.checkpoint(0)                     # at 7 tokens
    ours(a[None, 7:], cache=cache)                       # 12 tokens: the rings wrapped
    assert not cache.can_keep(0, 9) and cache.can_keep(0, 12)
    cache.lengths[0] = 9                                 # a cut by hand past the wrap
    with pytest.raises(ValueError, match="slot 0 was cut from 12 to 9 tokens.*keep"):
        ours(b[None], cache=cache)
    cache.restore(0, checkpoint)
    assert cache.lengths.tolist() == [7]
    got = ours(b[None], cache=cache)[0]
    want = ours(torch.cat((a[:7], b))[None])[0, 7:]
    assert rel(got, want) < 1e-4
    assert cache.keep(0, 9) == 0 and cache.lengths.tolist() == [0]   # 13 held: the slot empties
    plain = KVCache(7, 1, 24, 2, 16)
    assert plain.keep(0, 5) == 5 and plain.lengths.tolist() == [5]


@torch.no_grad()
def test_bfloat16_as_close_to_float32_as_transformers_bfloat16():
    """bfloat16 rounding through 7 layers of doubled norms costs transformers ~5% of the
    logits' norm here; ours in bfloat16 (uncached and cached) may cost at most 1.2x that."""
    hf = hf_model(seed=4)
    f32, bf16 = ours_from(hf), ours_from(hf, torch.bfloat16)
    assert bf16.local_inv_freq.dtype == torch.float32
    ids = sequences([12], seed=2)[0][None]
    want = hf(input_ids=ids).logits
    theirs = rel(hf.to(torch.bfloat16)(input_ids=ids).logits.float(), want)
    assert rel(f32(ids), want) < 1e-4
    assert rel(bf16(ids), want) <= 1.2 * theirs
    cache = KVCache.for_model(bf16, 1, 16)
    assert cache.k[0].dtype == torch.bfloat16
    got = torch.cat([bf16(ids[:, :7], cache=cache)] + [bf16(ids[:, t:t + 1], cache=cache) for t in range(7, 12)], 1)
    assert rel(got, want) <= 1.2 * theirs


@torch.no_grad()
def test_load_hf_adds_one_to_the_norms(tmp_path):
    from engine.models.hf import load_hf
    hf = hf_model(seed=6)
    hf.save_pretrained(tmp_path, safe_serialization=True)
    ours = load_hf(tmp_path)
    assert ours.config.model_type == "gemma3"
    norm = ours.model.layers[0].post_feedforward_layernorm.weight
    assert torch.equal(norm, hf.model.layers[0].post_feedforward_layernorm.weight + 1)
    ids = sequences([10], seed=4)[0][None]
    assert rel(ours(ids), hf(input_ids=ids).logits) < 1e-4


@torch.no_grad()
def test_engine_prompt_cache_and_chunked_prefill_with_window_layers():
    """Where the engine has a prompt cache (a finished request's keys stay in its slot) and
    chunked prefill: requests that share a prefix longer than the window with the slot's
    sequence, or only part of it, give the greedy tokens of a fresh prefill. The engine cuts
    a slot with `cache.keep`, which empties it when the rings cannot serve the cut."""
    import inspect

    from engine.serve.engine import Engine, SamplingParams
    if "prompt_cache" not in inspect.signature(Engine).parameters:
        pytest.skip("this engine has no prompt cache")
    model = ours_from(hf_model(seed=7))
    a = sequences([10], seed=1)[0].tolist()
    prompts = [a, a + [5, 6, 7, 8, 9, 10], a[:7] + [11, 12, 13], a[:3] + [44, 45]]
    params = SamplingParams(max_tokens=6)
    fresh = [Engine(model, n_slots=1, max_len=40, prompt_cache=False).generate([p], params)[0].output
             for p in prompts]
    for chunk in (None, 3):
        engine = Engine(model, n_slots=1, max_len=40, max_prefill_tokens=chunk)
        assert isinstance(engine.cache, WindowKVCache)
        assert [engine.generate([p], params)[0].output for p in prompts] == fresh, chunk
    # the next turn of a chat extends the slot's whole sequence: it is kept
    engine = Engine(model, n_slots=1, max_len=40)
    engine.generate([a], params)
    turn = a + fresh[0] + [3, 4]
    request = engine.generate([turn], params)[0]
    assert request.cached == len(a) + len(fresh[0]) - 1
    assert request.output == Engine(model, n_slots=1, max_len=40, prompt_cache=False).generate([turn], params)[0].output


@torch.no_grad()
def test_engine_restores_the_window_checkpoint_of_a_shared_prompt():
    """Once a slot's rings have wrapped it cannot be cut back, so the engine checkpoints
    the rings before each prompt's last token: a regenerate of a prompt longer than the
    window, and a next turn whose previous answer renders differently, feed the model only
    the tokens after that checkpoint and give a fresh run's greedy tokens."""
    from engine.serve.engine import Engine, SamplingParams
    model = ours_from(hf_model(seed=7))
    params = SamplingParams(max_tokens=5)
    first, other = (s.tolist() for s in sequences([12, 6], seed=5))
    def fresh(prompt):
        return Engine(model, n_slots=1, max_len=40, prompt_cache=False).generate([prompt], params)[0].output

    engine = Engine(model, n_slots=2, max_len=40)
    assert engine.cache.checkpoint_prompts and engine.cache.ring == WINDOW
    outputs = [r.output for r in engine.generate([first, other], params)]
    assert outputs == [fresh(first), fresh(other)]
    turn = first + [(outputs[0][0] + 1) % 96, 7, 8, 9]       # the answer re-rendered, then more
    for prompt, shared in ((first, first), (turn, first), (turn, turn)):
        with tokens_fed(model) as fed:
            request = engine.generate([prompt], params)[0]
        assert request.cached == len(shared) - 1, (request.cached, len(shared))
        assert sum(fed) == len(prompt) - request.cached + params.max_tokens - 1, fed
        assert request.output == fresh(prompt)
