"""Speculative decoding (engine/serve/speculative.py): drafted tokens verified in one step.

- greedy: the text is that of plain decoding, with n-gram lookup and with a draft model
  (SmolLM2 drafting for itself), on the three real files (skipped where absent);
- rollback: after a step that rejected drafts, the cache holds what plain decoding leaves
  (the next token's logits equal), for a plain KV cache and for sliding-window rings that
  have wrapped;
- sampled: the rejection rule draws each token from the distribution plain decoding samples
  from (chi-square against the exact probabilities and against plain sampling);
- refusals: a recurrent cache names its architecture; bad flags are one line and exit 2.
"""
import json
import subprocess
import sys

import pytest
import torch

from conftest import REAL_MODELS, ROOT, real_model_path
from engine.models import build_model
from engine.models.tiny import tiny_config
from engine.serve.engine import Engine, SamplingParams
from engine.serve.kv_cache import KVCache
from engine.serve.speculative import (ModelDrafter, NgramDrafter, SpeculationError, Speculator, accept,
                                      check_same_vocab)

CODE = '''def total_price(items, tax_rate):
    subtotal = 0
    for item in items:
        subtotal += item.price * item.quantity
    tax = subtotal * tax_rate
    return subtotal + tax
'''
EDIT = "Rewrite this function with the variable `subtotal` renamed to `base`:\n\n" + CODE


def _tiny(arch: str, **extra):
    torch.manual_seed(0)
    model = build_model(tiny_config(arch, **extra)).float().eval()
    with torch.no_grad():        # spread the logits: near ties would make greedy fragile
        model.lm_head.weight.normal_(0, 1.0, generator=torch.Generator().manual_seed(1))
    return model


# --------------------------------------------------------------------------- drafters

def test_ngram_lookup_proposes_what_followed_the_latest_match():
    class R:
        id = 0
    d = NgramDrafter(1, 3)
    tokens = [5, 6, 7, 8, 9, 5, 6, 7, 1, 2, 5, 6]
    # (5, 6) ... the 3-gram (2, 5, 6) is new; (5, 6) last ended at 7, followed by 7, 1, 2
    assert d.draft(R, tokens, 3) == [7, 1, 2]
    assert d.draft(R, tokens + [7], 8) == [1, 2, 5, 6, 7]     # the index grows with the sequence
    assert NgramDrafter(2, 2).draft(R(), [1, 2, 3], 4) == []  # no earlier match
    with pytest.raises(SpeculationError, match="n_min"):
        NgramDrafter(3, 2)


def _engine(model, speculation=None, max_len=512, n_slots=1):
    return Engine(model, n_slots=n_slots, max_len=max_len, cache=KVCache.for_model(model, n_slots, max_len),
                  speculation=speculation)


def test_tiny_greedy_identical_with_rejections_batched():
    """Several requests at once, drafts of every length, many rejected: the same tokens."""
    model = _tiny("qwen3")
    g = torch.Generator().manual_seed(3)
    prompts = [torch.randint(0, 12, (20 + 3 * i,), generator=g).tolist() for i in range(4)]
    params = SamplingParams(max_tokens=24)
    plain = [r.output for r in _engine(model, n_slots=3).generate(prompts, params)]
    spec = Speculator(NgramDrafter(1, 3), draft_max=5)
    got = _engine(model, spec, n_slots=3).generate(prompts, params)
    assert [r.output for r in got] == plain
    assert spec.drafted > spec.accepted > 0           # some kept, some rolled back


@pytest.mark.parametrize("arch", ["qwen3", "gemma3"])
def test_rollback_leaves_the_cache_of_plain_decoding(arch):
    """A step over x and 2 drafts of which 1 is right, cut back: the cache then gives the next
    token the logits it gets after plain decoding (gemma3: window 4, so its rings wrap and
    the cut must give them back the positions the rejected drafts overwrote)."""
    model = _tiny(arch)
    prompt = torch.randint(0, 96, (11,), generator=torch.Generator().manual_seed(5)).tolist()
    with torch.inference_mode():
        plain = KVCache.for_model(model, 2, 64)
        logits = model(torch.tensor([prompt]), cache=plain, slots=[1], last_only=True)
        t1 = int(logits[0, -1].argmax())
        t2 = int(model(torch.tensor([[t1]]), cache=plain, slots=[1], last_only=True)[0, -1].argmax())
        spec = KVCache.for_model(model, 2, 64)
        model(torch.tensor([prompt]), cache=spec, slots=[1], last_only=True)
        wrong = [(t2 + 1) % 96]
        slots, lengths = torch.tensor([1]), torch.tensor([3])
        saved = spec.speculate(slots, lengths)
        verify = model.step_logits(torch.tensor([[t1, t2] + wrong]), spec, slots, lengths)
        assert int(verify[0, 0].argmax()) == t2 and int(verify[0, 1].argmax()) != wrong[0]
        spec.truncate(1, len(prompt) + 2, saved)          # x = t1 and the accepted t2 stay
        t3 = int(verify[0, 1].argmax())
        want = model(torch.tensor([[t2]]), cache=plain, slots=[1], last_only=True)[0, -1]
        assert int(want.argmax()) == t3
        got = model(torch.tensor([[t3]]), cache=spec, slots=[1], last_only=True)[0, -1]
        ref = model(torch.tensor([[t3]]), cache=plain, slots=[1], last_only=True)[0, -1]
    assert int(spec.lengths[1]) == int(plain.lengths[1]) == len(prompt) + 3
    torch.testing.assert_close(got, ref, atol=1e-4, rtol=1e-4)


def test_recurrent_cache_is_refused_naming_the_architecture():
    model = _tiny("qwen3_5")
    with pytest.raises(SpeculationError, match="qwen3_5.*RecurrentCache.*rolled back"):
        _engine(model, Speculator(NgramDrafter()))


# --------------------------------------------------------------------------- sampling

def _chi_square(counts: torch.Tensor, expected: torch.Tensor) -> tuple[float, int]:
    """(statistic, degrees of freedom) over the cells expected to hold at least 5."""
    big = expected >= 5
    rest_c, rest_e = counts[~big].sum(), expected[~big].sum()
    c = torch.cat([counts[big], rest_c[None]]) if rest_e >= 5 else counts[big]
    e = torch.cat([expected[big], rest_e[None]]) if rest_e >= 5 else expected[big]
    return float(((c - e) ** 2 / e).sum()), len(c) - 1


# chi-square quantile at p = 0.001 for the degrees of freedom found (Wilson-Hilferty)
def _bound(dof: int) -> float:
    z = 3.09
    return dof * (1 - 2 / (9 * dof) + z * (2 / (9 * dof)) ** 0.5) ** 3


@pytest.mark.parametrize("settings", [dict(temperature=1.0), dict(temperature=0.8, top_k=12, top_p=0.9)])
def test_rejection_rule_draws_from_the_sampling_distribution(settings):
    """`accept` on fixed logits, a draft of middling probability: the first token's
    frequencies over 20,000 seeded draws against the exact distribution plain sampling uses."""
    from engine.serve.request import Request
    from engine.serve.sampling import top_k_top_p_mask
    V, n = 40, 20000
    raw = torch.randn(3, V, generator=torch.Generator().manual_seed(0)) * 2
    p = SamplingParams(max_tokens=8, **settings)
    scaled = raw[0:1] / p.temperature
    probs = torch.softmax(scaled.masked_fill(~top_k_top_p_mask(scaled, p.top_k, p.top_p), -torch.inf), -1)[0]
    draft = [int(probs.argsort()[-3]), 0]                 # the third most likely token
    assert 0.05 < float(probs[draft[0]]) < 0.5
    counts = torch.zeros(V)
    g = torch.Generator().manual_seed(1)
    request = Request(0, [1], p, frozenset(), generator=g)
    for _ in range(n):
        tokens, _, _ = accept(request, raw, draft, lambda: float(torch.rand((), generator=g)))
        counts[tokens[0]] += 1
    stat, dof = _chi_square(counts, probs * n)
    assert stat < _bound(dof), (stat, dof)


def test_sampled_engine_matches_plain_sampling():
    """The engine end to end on a tiny model drafting greedily for itself (its drafts are
    often, not always, kept): the second token (the first a speculative step makes)
    distributed as with plain sampling: a two-sample chi-square over 3,000 seeded requests each."""
    model = _tiny("qwen3")
    prompt = list(range(0, 96, 3))
    n, V = 3000, 96

    def second_tokens(speculation):
        engine = _engine(model, speculation, max_len=128, n_slots=32)
        params = [SamplingParams(temperature=1.5, top_k=10, max_tokens=2, seed=s) for s in range(n)]
        out = engine.generate([prompt] * n, params)
        return torch.bincount(torch.tensor([r.output[1] for r in out]), minlength=V).float()

    spec = Speculator(ModelDrafter(model, 32, 128), draft_max=4)
    a, b = second_tokens(None), second_tokens(spec)
    assert spec.drafted > spec.accepted > 0.2 * spec.drafted
    keep = (a + b) >= 10
    table = torch.stack([a[keep], b[keep]])
    expected = table.sum(0, keepdim=True) * table.sum(1, keepdim=True) / table.sum()
    stat = float(((table - expected) ** 2 / expected).sum())
    assert stat < _bound(int(keep.sum()) - 1), stat


# --------------------------------------------------------------------------- real files

@pytest.fixture(scope="module")
def loaded():
    """name -> (model, tokenizer), each real file loaded once."""
    from engine.gguf.load import load_gguf
    cache = {}

    def get(name):
        if name not in cache:
            cache[name] = load_gguf(real_model_path(name), progress=False)
        return cache[name]
    return get


def _edit_prompt(tok):
    """The code-editing request in the file's chat template (whose answer repeats the code)."""
    text = tok.apply_chat_template([{"role": "user", "content": EDIT}], add_generation_prompt=True)
    return tok.encode(text, add_special=True, parse_special=True)


@pytest.mark.parametrize("name", sorted(REAL_MODELS))
def test_real_greedy_text_identical_with_ngram_lookup(name, loaded):
    model, tok = loaded(name)
    ids = _edit_prompt(tok)
    params = SamplingParams(max_tokens=64)
    make = lambda spec: Engine(model, n_slots=1, max_len=len(ids) + 80, eos_ids=tok.eos_ids,   # noqa: E731
                               detokenize=tok.decode, speculation=spec)
    plain = make(None).generate([ids], params)[0]
    spec = Speculator(NgramDrafter(1, 4), draft_max=8)
    got = make(spec).generate([ids], params)[0]
    assert got.text == plain.text and got.output == plain.output
    assert got.draft_n > 0


def test_real_greedy_text_identical_with_smollm2_drafting_for_itself(loaded):
    model, tok = loaded("smollm2")
    draft, _ = loaded("smollm2")
    ids = _edit_prompt(tok)
    params = SamplingParams(max_tokens=48)
    plain = Engine(model, n_slots=1, max_len=512, eos_ids=tok.eos_ids, detokenize=tok.decode).generate([ids], params)[0]
    spec = Speculator(ModelDrafter(draft, 1, 512), draft_max=6)
    got = Engine(model, n_slots=1, max_len=512, eos_ids=tok.eos_ids, detokenize=tok.decode,
                 speculation=spec).generate([ids], params)[0]
    assert got.text == plain.text
    assert got.draft_n_accepted >= 0.75 * got.draft_n > 0     # the same model agrees with itself (the end: past EOS)


def test_draft_of_another_vocabulary_is_refused_naming_both_files():
    smol, qwen = str(real_model_path("smollm2")), str(real_model_path("qwen25"))
    with pytest.raises(SpeculationError) as e:
        check_same_vocab(smol, qwen)
    assert smol in str(e.value) and qwen in str(e.value)
    check_same_vocab(smol, smol)


# --------------------------------------------------------------------------- flags

def _run(*args):
    return subprocess.run([sys.executable, "run.py", *map(str, args)], cwd=ROOT, capture_output=True, text=True,
                          timeout=600)


FLAG_ERRORS = [
    (["--draft-max", "0"], "--draft-max must be at least 1, got 0"),
    (["--spec-ngram", "--draft-min", "9", "--draft-max", "4"], "--draft-min 9 is above --draft-max 4"),
    (["--spec-ngram", "--spec-ngram-min", "5", "--spec-ngram-max", "3"], "--spec-ngram-min 5 is above"),
    (["--spec-ngram", "--model-draft", "x.gguf"], "choose one drafter"),
    (["--model-draft", "/nonexistent/draft.gguf"], "--model-draft /nonexistent/draft.gguf: no such GGUF file"),
]


@pytest.mark.parametrize("command, args, message", [("gguf", *e) for e in FLAG_ERRORS]
                         + [("serve", *FLAG_ERRORS[1]), ("chat", *FLAG_ERRORS[4])])
def test_flag_errors_are_one_line(command, args, message):
    model = real_model_path("smollm2")
    extra = ["--port", "0"] if command == "serve" else []
    p = _run(command, "-m", model, *extra, *args)
    assert p.returncode == 2, p.stderr[-2000:]
    assert message in p.stderr and "Traceback" not in p.stderr, p.stderr[-2000:]


def test_gguf_command_reports_drafts_and_refuses_another_vocabulary():
    smol, qwen = real_model_path("smollm2"), real_model_path("qwen25")
    p = _run("gguf", "-m", smol, "--spec-ngram", "-p", "1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3,", "-n", "16")
    assert p.returncode == 0, p.stderr[-2000:]
    report = json.loads(p.stdout.strip().splitlines()[-1])
    assert report["draft_n"] >= report["draft_n_accepted"] > 0
    p = _run("gguf", "-m", smol, "--model-draft", qwen, "-n", "4")
    assert p.returncode == 2 and "its vocabulary is not that of" in p.stderr, p.stderr[-2000:]


def test_server_reports_drafts_and_serves_grammar_and_sampling_alongside():
    """`run.py serve --spec-ngram`: llama-server's timings carry draft_n / draft_n_accepted,
    /metrics counts them; a json_schema request (plain decoding: its grammar cannot step
    back) and a sampled one with logprobs are served in the same engine."""
    import re

    import httpx
    from server_process import ServerProcess
    server = ServerProcess(real_model_path("smollm2"), "--spec-ngram", "--parallel", "2", "--ctx-size", "1024")
    try:
        body = {"prompt": "1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3, 4, 5, 6, 7, 8, 1, 2, 3,", "n_predict": 16,
                "temperature": 0}
        r = httpx.post(server.url + "/completion", json=body, timeout=300).json()
        assert r["content"].startswith(" 4, 5, 6, 7, 8")
        assert r["timings"]["draft_n"] >= r["timings"]["draft_n_accepted"] > 0
        # greedy, and no other key allowed: sampled, the model may add keys until max_tokens cuts the JSON
        schema = {"type": "object", "properties": {"n": {"type": "integer"}}, "required": ["n"],
                  "additionalProperties": False}
        chat = {"messages": [{"role": "user", "content": "Give me a number as JSON."}], "max_tokens": 120,
                "temperature": 0,
                "response_format": {"type": "json_schema", "json_schema": {"name": "n", "schema": schema}}}
        answer = httpx.post(server.url + "/v1/chat/completions", json=chat, timeout=300).json()
        assert isinstance(json.loads(answer["choices"][0]["message"]["content"])["n"], int)
        sampled = httpx.post(server.url + "/v1/completions", timeout=300, json={
            "prompt": body["prompt"], "max_tokens": 12, "temperature": 0.7, "seed": 3, "logprobs": 2}).json()
        lp = sampled["choices"][0]["logprobs"]
        assert len(lp["tokens"]) == sampled["usage"]["completion_tokens"] == len(lp["token_logprobs"])
        metrics = httpx.get(server.url + "/metrics").text
        drafted = float(re.search(r"^engine_draft_tokens_total (\S+)$", metrics, re.M).group(1))
        assert drafted >= r["timings"]["draft_n"]
    finally:
        assert server.stop() == 0
