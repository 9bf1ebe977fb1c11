"""What a request's own settings do to its logits: bias, penalties, min-p, a grammar's mask,
log-probabilities, and a request whose processing fails finishing alone.

By-hand checks on single rows, then the engine on the stand-in "bag" model of
test_ch31_engine.py, where a batch must still give each request its solo tokens.
"""
import math

import pytest
import torch

from engine.serve.engine import Engine, SamplingParams
from engine.serve.logits import process_row, recent_tokens
from engine.serve.request import Request
from test_ch31_engine import VOCAB, BagCache, BagModel, _greedy_uncached, _prompts


def _row_request(**settings):
    return Request(0, [1, 2, 3], SamplingParams(**settings), frozenset())


def test_bias_and_penalties_by_hand():
    row = torch.tensor([2.0, -1.0, 0.5, 3.0])
    r = _row_request(logit_bias={0: -100, 2: 1.5})
    process_row(row, r)
    assert row.tolist() == [-98.0, -1.0, 2.0, 3.0]
    # repeat penalty: positive logits divided, negative multiplied, over the recent tokens
    row = torch.tensor([2.0, -1.0, 0.5, 3.0])
    r = _row_request(repeat_penalty=2.0, repeat_last_n=2)
    r.prompt, r.output = [3, 0], [1]           # the last 2 tokens are 0 and 1
    process_row(row, r)
    assert row.tolist() == [1.0, -2.0, 0.5, 3.0]
    assert recent_tokens([1, 2, 3], [4, 5], 4) == [2, 3, 4, 5] and recent_tokens([1], [2], 0) == []
    # presence and frequency over the generated tokens only
    row = torch.zeros(4)
    r = _row_request(presence_penalty=0.5, frequency_penalty=0.25)
    r.prompt, r.output = [0, 0, 0], [2, 2, 3]
    process_row(row, r)
    assert row.tolist() == [0.0, 0.0, -1.0, -0.75]


def test_min_p_by_hand():
    probs = torch.tensor([0.5, 0.3, 0.15, 0.05])
    row = probs.log()
    process_row(row, _row_request(temperature=1.0, min_p=0.2))      # keep p >= 0.1
    assert torch.isfinite(row).tolist() == [True, True, True, False]
    # at T = 0.5 the probabilities are squared: .25 .09 .0225 .0025 over .365; keep >= 0.2 x max
    row = probs.log()
    process_row(row, _row_request(temperature=0.5, min_p=0.2))
    assert torch.isfinite(row).tolist() == [True, True, False, False]
    row = probs.log()
    process_row(row, _row_request(temperature=0.0, min_p=0.9))      # greedy: min-p has nothing to do
    assert torch.isfinite(row).all()


class EvenOnly:
    """A stand-in grammar matcher: only even token ids, complete after `n` tokens."""

    def __init__(self, n=100):
        self.n, self.seen = n, []

    def mask_logits(self, row):
        row[1::2] = float("-inf")

    def advance(self, token):
        assert token % 2 == 0
        self.seen.append(token)
        return len(self.seen) < self.n


class EvenGrammar:
    def __init__(self, n=100):
        self.n = n

    def matcher(self):
        return EvenOnly(self.n)


class Broken:
    def matcher(self):
        return self

    def mask_logits(self, row):
        raise RuntimeError("this grammar is broken")


def _engine(n_slots=4, **kw):
    return Engine(BagModel(), n_slots=n_slots, max_len=64, cache=BagCache(n_slots, 64), **kw)


def test_grammar_masks_its_own_row_in_a_batch_and_ends_the_request():
    prompts = _prompts(4, seed=11)
    model = BagModel()
    params = [SamplingParams(max_tokens=6, grammar=EvenGrammar()), SamplingParams(max_tokens=6),
              SamplingParams(max_tokens=6, temperature=0.9, seed=3, grammar=EvenGrammar(3)),
              SamplingParams(max_tokens=6)]
    done = _engine().generate(prompts, params)
    assert all(t % 2 == 0 for t in done[0].output) and len(done[0].output) == 6
    assert done[2].finish_reason == "stop" and len(done[2].output) == 3     # the grammar completed
    assert all(t % 2 == 0 for t in done[2].output)
    for i in (1, 3):                                                       # the others are untouched
        assert done[i].output == _greedy_uncached(model, prompts[i], 6)
    # greedy under the mask = the argmax over the even tokens
    ids = list(prompts[0])
    for _ in range(6):
        logits = model(torch.tensor([ids]))[0, -1]
        logits[1::2] = float("-inf")
        ids.append(int(logits.argmax()))
    assert done[0].output == ids[len(prompts[0]):]


def test_bias_bans_and_forces_tokens_in_the_engine():
    prompt = _prompts(1, seed=12)[0]
    model = BagModel()
    free = _greedy_uncached(model, prompt, 5)
    banned = _engine().generate([prompt], SamplingParams(max_tokens=5, logit_bias={free[0]: -100}))[0]
    assert free[0] not in banned.output[:1] and banned.output != free
    forced = _engine().generate([prompt], SamplingParams(max_tokens=5, logit_bias={7: 100}))[0]
    assert forced.output == [7] * 5


@torch.inference_mode()
def test_logprobs_are_the_models_own():
    prompt = _prompts(1, seed=13)[0]
    model = BagModel()
    engine = _engine()
    outs = list(engine.stream(prompt, SamplingParams(max_tokens=4, logprobs=3, logit_bias={5: 100})))
    ids = list(prompt)
    for out in outs:
        (lp,) = out.logprobs
        want = torch.log_softmax(model(torch.tensor([ids]))[0, -1], -1)
        assert lp.token == out.tokens[0] == 5              # forced by the bias ...
        assert math.isclose(lp.logprob, float(want[5]), abs_tol=1e-5)   # ... but reported unbiased
        assert [t for t, _ in lp.top] == want.topk(3).indices.tolist()
        assert all(math.isclose(v, float(want[t]), abs_tol=1e-5) for t, v in lp.top)
        ids.append(lp.token)
    none = _engine().generate([prompt], SamplingParams(max_tokens=2))[0]
    assert none.output                                          # no logprobs asked: none computed


def test_a_failing_request_fails_alone():
    prompts = _prompts(3, seed=14)
    model = BagModel()
    engine = _engine(n_slots=3)
    good = [engine.add_request(prompts[0], SamplingParams(max_tokens=5)),
            engine.add_request(prompts[2], SamplingParams(max_tokens=5, temperature=0.7, seed=1))]
    bad = engine.add_request(prompts[1], SamplingParams(max_tokens=5, grammar=Broken()))
    while engine.has_unfinished():
        engine.step()
    assert bad.finish_reason == "error" and "this grammar is broken" in bad.error and bad.output == []
    assert good[0].output == _greedy_uncached(model, prompts[0], 5)
    alone = _engine(n_slots=1).generate([prompts[2]], SamplingParams(max_tokens=5, temperature=0.7, seed=1))[0]
    assert good[1].output == alone.output
    assert sorted(engine.free_slots) == [0, 1, 2]


def test_new_settings_are_checked():
    with pytest.raises(ValueError, match=r"min_p: expected a number in \[0, 1\]"):
        SamplingParams(min_p=1.5)
    with pytest.raises(ValueError, match="presence_penalty"):
        SamplingParams(presence_penalty=3)
    with pytest.raises(ValueError, match="logit_bias"):
        SamplingParams(logit_bias={1: 200})
    with pytest.raises(ValueError, match="logprobs"):
        SamplingParams(logprobs=21)
    with pytest.raises(ValueError, match=f"logit_bias token id {VOCAB} is outside"):
        _engine().add_request([1, 2], SamplingParams(max_tokens=4, logit_bias={VOCAB: 1}))
