"""The engine core: continuous batching gives every request the tokens it gets alone.

Each test runs on two tiny models:
- "bag": a stand-in defined here whose cache keeps token ids and whose logits at a
  position depend on every earlier token and its position. Its cache cannot be wrong,
  so a mismatch here is the engine's slot bookkeeping.
- "qwen3": a tiny random model from `build_model` with the real KV cache.
The oracle for greedy decoding is a plain uncached forward over the whole sequence.
At the end, one real GGUF model (skipped where the file is absent).
"""
import math
from types import SimpleNamespace

import pytest
import torch
from torch import nn

from engine.models import build_model
from engine.serve.engine import Engine, SamplingParams
from engine.serve.sampling import draw, greedy, keep_sorted, sample, sample_fast, top_k_top_p_mask

VOCAB = 96


class BagCache:
    """Stand-in KV cache: the token ids of each slot."""

    def __init__(self, n_slots, max_len):
        self.tokens = torch.zeros(n_slots, max_len, dtype=torch.long)
        self.lengths = torch.zeros(n_slots, dtype=torch.long)

    def reset(self, slot):
        self.lengths[slot] = 0

    def keep(self, slot, n):
        self.lengths[slot] = n
        return n
        self.tokens[slot] = -1          # stale ids must never be read again


class BagModel(nn.Module):
    """Logits at position t from sum_{s<=t} embed[x_s] * pos[s]; same forward/cache
    interface as the engine's models."""

    def __init__(self, vocab=VOCAB, dim=24, max_pos=128):
        super().__init__()
        g = torch.Generator().manual_seed(0)
        self.embed = nn.Parameter(torch.randn(vocab, dim, generator=g))
        self.pos = nn.Parameter(torch.randn(max_pos, dim, generator=g))
        self.head = nn.Parameter(torch.randn(vocab, dim, generator=g) * 2)
        self.config = SimpleNamespace(vocab_size=vocab)

    def _logits(self, ids):                      # [T] -> [T, V]
        h = torch.cumsum(self.embed[ids] * self.pos[: ids.shape[0]], dim=0)
        return torch.tanh(h) @ self.head.T

    def forward(self, input_ids, cache=None, slots=None, lengths=None, last_only=False, **_):
        batch, steps = input_ids.shape
        lengths = torch.full((batch,), steps) if lengths is None else lengths
        out = torch.zeros(batch, steps, self.embed.shape[0])
        for b in range(batch):
            n = int(lengths[b])
            if cache is None:
                out[b, :n] = self._logits(input_ids[b, :n])
                continue
            slot = b if slots is None else int(slots[b])
            start = int(cache.lengths[slot])
            cache.tokens[slot, start:start + n] = input_ids[b, :n]
            cache.lengths[slot] += n
            out[b, :n] = self._logits(cache.tokens[slot, :start + n])[start:]
        if last_only:
            out = out[torch.arange(batch), lengths - 1][:, None]
        return out


def _qwen3():
    torch.manual_seed(0)
    model = build_model({
        "model_type": "qwen3", "vocab_size": VOCAB, "hidden_size": 32, "intermediate_size": 64,
        "num_hidden_layers": 2, "num_attention_heads": 4, "num_key_value_heads": 2, "head_dim": 8,
        "max_position_embeddings": 128, "rope_theta": 10000.0, "rms_norm_eps": 1e-6,
        "tie_word_embeddings": False})
    with torch.no_grad():   # spread the logits: near ties would make greedy fragile
        model.lm_head.weight.normal_(0, 1.0, generator=torch.Generator().manual_seed(1))
    return model.float().eval()


@pytest.fixture(params=["bag", "qwen3"], scope="module")
def tiny(request):
    """(model, make_engine(**kw)) for each tiny model."""
    model = BagModel() if request.param == "bag" else _qwen3()

    def make_engine(n_slots=4, max_len=64, **kw):
        cache = BagCache(n_slots, max_len) if request.param == "bag" else None
        return Engine(model, n_slots=n_slots, max_len=max_len, cache=cache, **kw)

    return model, make_engine


def _prompts(n, seed=0):
    g = torch.Generator().manual_seed(seed)
    return [torch.randint(0, VOCAB, (3 + (5 * i) % 9,), generator=g).tolist() for i in range(n)]


@torch.inference_mode()
def _greedy_uncached(model, prompt, n):
    ids = list(prompt)
    for _ in range(n):
        ids.append(int(model(torch.tensor([ids]))[0, -1].argmax()))
    return ids[len(prompt):]


def _alone(make_engine, prompt, params):
    return make_engine(n_slots=1).generate([prompt], params)[0].output


# --------------------------------------------------------------------------- engine

def test_greedy_batch_matches_alone_and_uncached_forward(tiny):
    model, make_engine = tiny
    prompts = _prompts(6)
    params = SamplingParams(max_tokens=7)
    batched = make_engine(n_slots=3).generate(prompts, params)   # 6 requests, 3 slots: some queue
    for prompt, request in zip(prompts, batched):
        assert request.finish_reason == "length" and len(request.output) == 7
        assert request.output == _greedy_uncached(model, prompt, 7)
        assert request.output == _alone(make_engine, prompt, params)


def test_seeded_sampling_is_reproducible_and_batch_independent(tiny):
    _, make_engine = tiny
    prompts = _prompts(4, seed=1)
    params = [SamplingParams(temperature=1.0, top_k=40, top_p=0.95, seed=100 + i, max_tokens=8)
              for i in range(4)]
    first = [r.output for r in make_engine().generate(prompts, params)]
    again = [r.output for r in make_engine(n_slots=2).generate(prompts[::-1], params[::-1])][::-1]
    assert first == again
    for prompt, p, out in zip(prompts, params, first):
        assert out == _alone(make_engine, prompt, p)
    other_seed = SamplingParams(temperature=1.0, top_k=40, top_p=0.95, seed=7, max_tokens=8)
    assert _alone(make_engine, prompts[0], other_seed) != first[0]


def test_requests_joining_mid_run_match_alone(tiny):
    _, make_engine = tiny
    prompts = _prompts(5, seed=2)
    params = [SamplingParams(max_tokens=6 + i) if i % 2 == 0 else
              SamplingParams(temperature=0.8, seed=i, max_tokens=6 + i) for i in range(5)]
    engine = make_engine(n_slots=3)
    requests = [engine.add_request(prompts[0], params[0])]
    engine.step(), engine.step()
    requests += [engine.add_request(prompts[1], params[1]), engine.add_request(prompts[2], params[2])]
    engine.step()
    requests += [engine.add_request(p, sp) for p, sp in zip(prompts[3:], params[3:])]
    outputs = engine.step()
    assert {o.request.id for o in outputs} == {r.id for r in requests[:3]}   # 4 and 5 wait for a slot
    while engine.has_unfinished():
        engine.step()
    for prompt, p, r in zip(prompts, params, requests):
        assert r.output == _alone(make_engine, prompt, p)


def test_slots_are_freed_and_reused(tiny):
    _, make_engine = tiny
    engine = make_engine(n_slots=2)
    requests = [engine.add_request(p, SamplingParams(max_tokens=2 + i)) for i, p in enumerate(_prompts(5))]
    seen = set()
    while engine.has_unfinished():
        engine.step()
        running = [r for r in requests if r.status == "running"]
        assert len(running) <= 2 and len({r.slot for r in running}) == len(running)
        seen |= {r.slot for r in running}
    assert seen == {0, 1}
    assert all(r.finished and r.slot is None for r in requests)
    assert sorted(engine.free_slots) == [0, 1]
    # the prompt cache keeps each slot's last sequence: prompt + output but the last token
    held = engine.cache.lengths.tolist()
    assert held == [len(t) for t in engine.slot_tokens] and all(n > 0 for n in held)
    assert any(t == (r.prompt + r.output)[:-1] for r in requests for t in engine.slot_tokens)
    plain = make_engine(n_slots=2, prompt_cache=False)
    plain.generate(_prompts(3), SamplingParams(max_tokens=3))
    assert plain.cache.lengths.tolist() == [0, 0] and plain.slot_tokens == [[], []]


def test_prefill_budget_chunks_prompts_and_cancel(tiny):
    _, make_engine = tiny
    engine = make_engine(n_slots=4, max_prefill_tokens=10)
    long_prompt, short = list(range(12)), [[5, 6, 7, 8]] * 3
    first = engine.add_request(long_prompt, SamplingParams(max_tokens=4))
    rest = [engine.add_request(p, SamplingParams(max_tokens=4)) for p in short]
    assert engine.step() == [] and first.prefilled == 10       # 10 of 12 tokens: no token yet
    assert all(r.status == "running" and r.prefilled == 0 for r in rest)
    assert {o.request.id for o in engine.step()} == {first.id, rest[0].id, rest[1].id}   # 2 + 4 + 4
    engine.cancel(rest[0])
    assert rest[0].finish_reason == "cancelled" and len(rest[0].output) == 1
    assert rest[2].prefilling                                   # the budget ran out before it
    engine.cancel(rest[2])
    assert rest[2].finish_reason == "cancelled" and rest[2].output == []
    while engine.has_unfinished():
        engine.step()
    assert len(first.output) == 4 and len(rest[1].output) == 4
    assert sorted(engine.free_slots) == [0, 1, 2, 3]
    # chunked prompts give the tokens of unchunked ones
    prompts = _prompts(4, seed=9)
    whole = make_engine(n_slots=2, prompt_cache=False).generate(prompts, SamplingParams(max_tokens=5))
    chunked = make_engine(n_slots=2, max_prefill_tokens=3, prompt_cache=False).generate(
        prompts, SamplingParams(max_tokens=5))
    assert [r.output for r in chunked] == [r.output for r in whole]


def test_prompt_cache_reuses_a_shared_prefix(tiny):
    model, make_engine = tiny
    engine = make_engine(n_slots=2)
    first = engine.generate([_prompts(1, seed=10)[0]], SamplingParams(max_tokens=6))[0]
    assert first.cached == 0
    # the next turn: the whole first exchange plus new tokens
    turn = first.prompt + first.output + [3, 1, 4, 1, 5]
    second = engine.generate([turn], SamplingParams(max_tokens=6))[0]
    assert second.cached == len(first.prompt) + len(first.output) - 1
    assert second.output == _greedy_uncached(model, turn, 6)
    # an unrelated prompt takes the other (least recently used) slot and keeps this one's cache
    other = engine.generate([[7, 7, 7, 2]], SamplingParams(max_tokens=2))[0]
    assert other.cached == 0
    again = engine.generate([turn + [9]], SamplingParams(max_tokens=3))[0]
    assert again.cached >= len(turn) and again.output == _greedy_uncached(model, turn + [9], 3)
    # a prompt that is all cached still runs its last token (its logits start the answer)
    same = engine.generate([turn], SamplingParams(max_tokens=6))[0]
    assert same.cached == len(turn) - 1 and same.output == second.output


def test_id_slot_pins_a_request_and_cache_prompt_false_prefills_it_all(tiny):
    model, make_engine = tiny
    engine = make_engine(n_slots=2)
    first, second, free = _prompts(3, seed=11)
    a = engine.add_request(first, SamplingParams(max_tokens=4, id_slot=1))
    b = engine.add_request(second, SamplingParams(max_tokens=2, id_slot=1))     # waits for slot 1
    c = engine.add_request(free, SamplingParams(max_tokens=2))                  # goes ahead, in slot 0
    engine.step()
    assert (a.slot, b.slot, c.slot) == (1, None, 0) and list(engine.waiting) == [b]
    while not b.finished:
        engine.step()
    assert (a.slot_used, b.slot_used, c.slot_used) == (1, 1, 0) and c.finished
    assert b.output == _greedy_uncached(model, second, 2)
    turn = first + a.output
    warm = engine.generate([turn], SamplingParams(max_tokens=2, id_slot=1))[0]
    cold = engine.generate([turn], SamplingParams(max_tokens=2, id_slot=1, cache_prompt=False))[0]
    assert warm.cached == 0 and cold.cached == 0          # slot 1 last held `second`: nothing shared
    again = engine.generate([turn], SamplingParams(max_tokens=2, id_slot=1))[0]
    assert again.cached == len(turn) - 1 and again.output == cold.output == _greedy_uncached(model, turn, 2)


def test_post_sampling_logprobs_are_the_distribution_drawn_from():
    from engine.serve.logits import sampled_logprobs
    logits = torch.log(torch.tensor([[0.5, 0.3, 0.15, 0.05]]))
    (lp, top), = sampled_logprobs(logits, [SamplingParams(temperature=1.0, top_k=2, logprobs=3)], [1])
    assert abs(lp - math.log(0.3 / 0.8)) < 1e-6                       # renormalised over the top 2
    assert [t for t, _ in top] == [0, 1] and abs(top[0][1] - math.log(0.5 / 0.8)) < 1e-6
    (lp, top), = sampled_logprobs(logits, [SamplingParams(temperature=0, logprobs=3)], [0])
    assert lp == 0 and top == [(0, 0.0)]                              # greedy: all on its token


def test_stop_ids_end_requests(tiny):
    model, make_engine = tiny
    prompt = _prompts(1, seed=3)[0]
    full = _greedy_uncached(model, prompt, 10)
    stop = full[4]
    cut = full.index(stop) + 1
    by_param = make_engine().generate([prompt], SamplingParams(max_tokens=10, stop_ids=[stop]))[0]
    assert by_param.output == full[:cut] and by_param.finish_reason == "stop"
    by_eos = make_engine(eos_ids=[stop]).generate([prompt], SamplingParams(max_tokens=10))[0]
    assert by_eos.output == full[:cut]
    ignoring = make_engine(eos_ids=[stop]).generate([prompt], SamplingParams(max_tokens=10, stop_ids=[]))[0]
    assert ignoring.output == full and ignoring.finish_reason == "length"


def _letters(ids):
    """A detokenizer for the tests: token i is two letters."""
    return "".join(chr(65 + i % 26) + chr(97 + i // 26) for i in ids)


def test_stop_strings_end_requests_and_are_cut_from_text(tiny):
    model, make_engine = tiny
    prompt = _prompts(1, seed=4)[0]
    full = _greedy_uncached(model, prompt, 10)
    text = _letters(full)
    stop = text[7:11]                 # ends inside token 5's two letters
    at = text.find(stop)
    engine = make_engine(detokenize=_letters)
    r = engine.generate([prompt], SamplingParams(max_tokens=10, stop=["never", stop]))[0]
    assert r.finish_reason == "stop" and r.stop_word == stop
    assert r.output == full[:(at + len(stop) + 1) // 2]
    assert r.text == text[:at]
    # streamed text holds back a tail that could begin the stop string: it never shows it
    pieces = list(make_engine(detokenize=_letters).stream(prompt, SamplingParams(max_tokens=10, stop=[stop])))
    assert "".join(p.text for p in pieces) == text[:at]
    with pytest.raises(ValueError, match="detokenize"):
        make_engine().add_request(prompt, SamplingParams(max_tokens=4, stop=["x"]))


def _words(ids):
    """A detokenizer that, like SentencePiece, drops the space in front of its first word."""
    return "".join(f" w{i}" for i in ids).lstrip()


def test_text_keeps_the_space_before_the_first_new_token(tiny):
    _, make_engine = tiny
    r = make_engine(detokenize=_words).generate(_prompts(1, seed=7), SamplingParams(max_tokens=4))[0]
    assert r.text == "".join(f" w{i}" for i in r.output)


def test_stream_yields_tokens_and_text_as_made(tiny):
    _, make_engine = tiny
    prompt = _prompts(1, seed=5)[0]
    engine = make_engine(detokenize=_letters)
    other = engine.add_request(_prompts(1, seed=6)[0], SamplingParams(max_tokens=12))
    pieces = list(engine.stream(prompt, SamplingParams(max_tokens=5)))
    assert len(pieces) == 5 and all(len(p.tokens) == 1 for p in pieces)
    tokens = [t for p in pieces for t in p.tokens]
    assert tokens == _alone(make_engine, prompt, SamplingParams(max_tokens=5))
    assert "".join(p.text for p in pieces) == _letters(tokens)
    assert pieces[-1].finished and not other.finished and len(other.output) == 5


def test_max_tokens_and_refused_requests(tiny):
    _, make_engine = tiny
    engine = make_engine(max_len=16)
    r = engine.generate([[1, 2, 3]], SamplingParams(max_tokens=1))[0]
    assert len(r.output) == 1 and r.finish_reason == "length"
    engine.add_request(list(range(10)), SamplingParams(max_tokens=6))      # 16 fits
    with pytest.raises(ValueError, match=r"10 tokens \+ max_tokens 7 = 17 exceeds the engine's max_len 16"):
        engine.add_request(list(range(10)), SamplingParams(max_tokens=7))
    with pytest.raises(ValueError, match="empty"):
        engine.add_request([], SamplingParams())
    with pytest.raises(ValueError, match=f"token id {VOCAB} is outside"):
        engine.add_request([1, VOCAB], SamplingParams())
    with pytest.raises(ValueError, match=r"top_p: expected a number in \(0, 1\], got 0.0"):
        SamplingParams(top_p=0.0)
    with pytest.raises(ValueError, match="temperature: expected a number >= 0, got None"):
        SamplingParams(temperature=None)


def test_incremental_text_waits_for_whole_characters():
    from engine.serve.stream import IncrementalText
    text = IncrementalText(lambda ids: bytes(ids).decode("utf-8", errors="replace"))
    pieces = [text.add([b]) for b in "aé€".encode()]        # 1 + 2 + 3 bytes
    assert pieces == ["a", "", "é", "", "", "€"] and text.text == "aé€"


# --------------------------------------------------------------------------- sampler

def test_top_k_and_top_p_masks_by_hand():
    # probabilities 0.5, 0.3, 0.15, 0.05, placed out of vocabulary order
    probs = torch.tensor([0.15, 0.5, 0.05, 0.3])
    logits = probs.log()[None]
    assert top_k_top_p_mask(logits, 2, 1.0).tolist() == [[False, True, False, True]]
    assert top_k_top_p_mask(logits, 0, 0.7).tolist() == [[False, True, False, True]]
    assert top_k_top_p_mask(logits, 0, 0.81).tolist() == [[True, True, False, True]]
    assert top_k_top_p_mask(logits, 0, 0.5).tolist() == [[False, True, False, False]]
    # top-p acts on the distribution top-k leaves: after k=3 the mass before the third
    # token is 0.8 / 0.95 = 0.842 > 0.83, so it goes; without top-k (0.8 < 0.83) it stays
    assert top_k_top_p_mask(logits, 3, 0.83).tolist() == [[False, True, False, True]]
    assert top_k_top_p_mask(logits, 0, 0.83).tolist() == [[True, True, False, True]]
    # per-row settings; the top token always survives
    two = torch.cat([logits, logits])
    mask = top_k_top_p_mask(two, torch.tensor([1, 0]), torch.tensor([1.0, 0.01]))
    assert mask.sum(-1).tolist() == [1, 1] and mask[:, 1].all()


def test_sample_inverse_cdf_and_temperature_by_hand():
    logits = torch.tensor([[0.2, 0.5, 0.3]]).log()          # cdf in id order: .2, .7, 1
    one = dict(top_k=torch.tensor([0]), top_p=torch.tensor([1.0]))
    for fn in (sample, sample_fast):
        def pick(u, t=1.0, **kw):
            return fn(logits, torch.tensor([t]), uniforms=torch.tensor([u]), **{**one, **kw}).item()
        assert [pick(0.1), pick(0.6), pick(0.85)] == [0, 1, 2]
        # T = 0.5 squares the probabilities: .04, .25, .09 over .38 -> cdf .105, .763, 1
        assert [pick(0.05, 0.5), pick(0.7, 0.5), pick(0.9, 0.5)] == [0, 1, 2]
        assert pick(0.99, 0.0) == 1                                  # greedy ignores its uniform
        # top-k = 2 drops token 0: cdf .625, 1 over tokens 1, 2
        assert [pick(0.01, top_k=torch.tensor([2])), pick(0.7, top_k=torch.tensor([2]))] == [1, 2]
        assert pick(0.99, top_p=torch.tensor([0.5])) == 1            # top-p = .5 keeps token 1 only
    keep = keep_sorted(torch.tensor([[3.0, 2.0, 1.0]]), torch.tensor([0]), torch.tensor([1e-6]))
    assert keep.tolist() == [[True, False, False]]
    # the extremes of u land on kept tokens, never on dropped ones at either end
    keep = torch.tensor([[False, True, True, False]])
    edges = draw(torch.zeros(2, 4), keep.expand(2, 4), torch.tensor([0.0, 1.0 - 2**-24]))
    assert edges.tolist() == [1, 2]


def test_fast_sampler_matches_the_reference():
    g = torch.Generator().manual_seed(0)
    batch, vocab = 64, 1000                       # vocab > CANDIDATES: both fast paths and the fallback
    logits = torch.randn(batch, vocab, generator=g) * torch.linspace(0.2, 8, batch)[:, None]
    logits[:8] = (logits[:8] * 2).round() / 2     # many exact ties
    temperature = torch.rand(batch, generator=g) * 1.5
    temperature[::7] = 0
    top_k = torch.randint(0, 400, (batch,), generator=g) * (torch.rand(batch, generator=g) < 0.6)
    top_p = torch.where(torch.rand(batch, generator=g) < 0.6, torch.rand(batch, generator=g), torch.tensor(1.0))
    for _ in range(5):
        u = torch.rand(batch, generator=g)
        want = sample(logits, temperature, top_k, top_p, u)
        assert torch.equal(sample_fast(logits, temperature, top_k, top_p, u), want)
        # a row's token does not depend on its neighbours
        assert torch.equal(sample_fast(logits[5:9], temperature[5:9], top_k[5:9], top_p[5:9], u[5:9]), want[5:9])
    kept = top_k_top_p_mask(logits / torch.where(temperature > 0, temperature, 1)[:, None], top_k, top_p)
    assert (kept.sum(-1) > 256).any() and (kept.sum(-1) == 1).any()   # the fallback and tiny sets both ran


def test_greedy_is_torch_argmax():
    """greedy's numpy path picks what torch's argmax picks: the first of tied maxima, a NaN
    over any number, -inf rows, strided views; other dtypes keep torch's argmax."""
    g = torch.Generator().manual_seed(5)
    logits = torch.randn(6, 49152, generator=g)
    logits[1, [7, 900, 40000]] = 50.0                    # ties: the first wins
    logits[2, 1234] = float("nan")
    logits[2, 99] = float("inf")
    logits[3] = float("-inf")
    logits[4, ::2] = 3.0
    for x in (logits, logits[:, ::3], logits[1:2], logits.T.contiguous().T, logits.bfloat16()):
        want = x.argmax(dim=-1)
        got = greedy(x)
        assert got.dtype == torch.long and torch.equal(got, want), (got, want)
    assert greedy(logits).tolist()[1:4] == [7, 1234, 0]


def test_sample_frequencies_follow_the_distribution():
    probs = torch.tensor([0.1, 0.6, 0.3])
    n = 4000
    g = torch.Generator().manual_seed(0)
    tokens = sample(probs.log().expand(n, 3), torch.ones(n), torch.zeros(n, dtype=torch.long),
                    torch.ones(n), torch.rand(n, generator=g))
    freq = torch.bincount(tokens, minlength=3).float() / n
    assert torch.allclose(freq, probs, atol=0.03)


# --------------------------------------------------------------------------- a real model

def test_real_model_batch_matches_alone_up_to_near_ties():
    """SmolLM2 (Q4_1 file, dequantized): batched greedy decoding gives each prompt its solo tokens,
    except where the solo run's top two logits are too close for float rounding to keep
    the order (then the sequences may fork there, and only there)."""
    from conftest import real_model_path
    from engine.evaluation.logit_quality import first_divergence, near_ties
    from engine.gguf.load import load_gguf

    model, tokenizer = load_gguf(real_model_path("smollm2"), dtype=torch.float32, keep_quantized=False,
                                 progress=False)   # dense weights: this test is about batching
    prompts = [tokenizer.encode(text, add_special=False) for text in
               ("The capital of France is", "def fibonacci(n):")]
    params = SamplingParams(max_tokens=6)
    engine = Engine(model, n_slots=2, max_len=64, eos_ids=tokenizer.eos_ids, detokenize=tokenizer.decode)
    batched = engine.generate(prompts, params)
    for prompt, r in zip(prompts, batched):
        alone = Engine(model, n_slots=1, max_len=64, eos_ids=tokenizer.eos_ids).generate([prompt], params)[0]
        fork = first_divergence(r.output, alone.output)
        if fork is not None:
            with torch.inference_mode():
                logits = model(torch.tensor([prompt + alone.output]))[0, len(prompt) - 1:]
            assert near_ties(logits[fork], gap=0.05), f"batched and solo runs fork at token {fork}"
        assert r.text == tokenizer.decode(r.output[:len(r.output) - (r.output[-1] in tokenizer.eos_ids)])
