"""Chapter 31's server beyond chat: embeddings, infill, Anthropic's Messages and OpenAI's
Responses APIs, and the command's llama.cpp habits.

1. Embeddings are transformers' pooled final hidden states: a tiny random checkpoint of five
   architectures, written as an F32 GGUF file and loaded back, and of every other one of the
   registry, held by our model, gives per pooling (mean, cls, last, none) the vectors
   transformers' own class gives, normalized as llama-server normalizes them (cosine >=
   0.9999); padded batches change nothing.
2. Infill prompts are llama-server's `format_prompt_infill` on the Qwen2.5-Coder file: the
   same fields give the same token ids as that function written out here over llama.cpp's
   own tokenizer and FIM ids (prefix and suffix cut to the batch, extra files to the context).
3. A live `run.py serve` on SmolLM2, through the official clients: `openai` for embeddings
   (float and base64) and responses (whole, streamed, incomplete, errors), `anthropic` for
   messages (whole, streamed events in order, token counts, errors in Anthropic's shape,
   the API key through x-api-key); any `model` name is accepted; one log line per request.
4. `python -m engine --help`, and the short options.
"""
import argparse
import base64
import contextlib
import glob
import json
import os
import subprocess
import sys
import time

import httpx
import numpy as np
import pytest
import torch
from conftest import ROOT, llama_cpp_oracle, real_model_path
from server_process import ServerProcess, free_port

from engine.cli.demo import TRAINING_TEXT
from engine.gguf.load import load_gguf
from engine.gguf.reader import GGUFReader
from engine.gguf.tokenizer import tokenizer_from_gguf, train_bpe
from engine.layers import init_random_, materialize
from engine.models import build_model
from engine.quantize.export import export_gguf
from engine.serve import anthropic_api, responses_api
from engine.serve.embeddings import batches, choose_pooling, embed, normalize, pool
from engine.serve.infill import fim_tokens, format_infill, missing_fim

torch.set_num_threads(2)

# ---------------------------------------------------------------------- 1. embeddings

BASE = dict(hidden_size=64, intermediate_size=96, num_hidden_layers=2, num_attention_heads=4,
            num_key_value_heads=2, head_dim=16, rms_norm_eps=1e-6, max_position_embeddings=256)
# architecture -> (transformers class, its config class, config fields)
ARCHS = {
    "llama": ("LlamaForCausalLM", "LlamaConfig", dict(rope_theta=10000.0)),
    "qwen2": ("Qwen2ForCausalLM", "Qwen2Config", dict(rope_theta=1e6)),
    "qwen3": ("Qwen3ForCausalLM", "Qwen3Config", dict(rope_theta=1e6)),
    "qwen3_moe": ("Qwen3MoeForCausalLM", "Qwen3MoeConfig",
                  dict(num_experts=8, num_experts_per_tok=2, moe_intermediate_size=32, norm_topk_prob=True)),
    # 7 layers: 5 sliding (window 4, shorter than the texts), 1 global, 1 sliding
    "gemma3": ("Gemma3ForCausalLM", "Gemma3TextConfig",
               dict(num_hidden_layers=7, sliding_window=4, query_pre_attn_scalar=16)),
}
TEXTS = ["The quick brown fox jumps over the lazy dog and keeps running far away", "hello",
         "a model reads tokens, one at a time"]


@pytest.fixture(scope="module")
def bpe():
    return train_bpe(TRAINING_TEXT, vocab_size=320, pre="qwen2")


def tiny_pair(arch, bpe, tmp_path):
    """(transformers' model, ours loaded from the F32 GGUF file written from its weights)."""
    transformers = pytest.importorskip("transformers")
    cls_name, config_name, extra = ARCHS[arch]
    config = getattr(transformers, config_name)(**{**BASE, "vocab_size": bpe.vocab_size, **extra},
                                                attn_implementation="eager")
    hf = getattr(transformers, cls_name)(config).eval()
    init_random_(hf, seed=0, std=0.08)
    with torch.device("meta"):
        ours = build_model(hf.config.to_dict())
    materialize(ours, torch.float32)
    ours.load_state_dict(type(ours).hf_state_dict(hf.state_dict()), strict=False)
    if ours.config.tie_word_embeddings:
        ours.lm_head.weight = ours.model.embed_tokens.weight
    path = tmp_path / f"{arch}-F32.gguf"
    export_gguf(ours, bpe, path, "F32", name=f"{arch} embedding test")
    model, _ = load_gguf(path, dtype=torch.float32, progress=False)
    return hf, model


def cosine(a, b) -> float:
    return float(torch.nn.functional.cosine_similarity(a.flatten().double(), b.flatten().double(), dim=0))


@pytest.mark.parametrize("arch", list(ARCHS))
def test_embeddings_are_transformers_pooled_hidden_states(arch, bpe, tmp_path):
    hf, model = tiny_pair(arch, bpe, tmp_path)
    prompts = [bpe.encode(t, add_special=True) for t in TEXTS]
    with torch.no_grad():
        hidden = [hf.model(input_ids=torch.tensor([p])).last_hidden_state[0] for p in prompts]
    for how in ("mean", "cls", "last", "none"):
        got = embed(model, prompts, how, budget=24)          # 24 positions: rows padded, batched apart
        for p, g, h in zip(prompts, got, hidden):
            want = pool(h, how)
            want = want if how == "none" else normalize(want)
            assert g.shape == want.shape
            assert cosine(g, want) >= 0.9999, f"{arch} {how}: cosine {cosine(g, want):.6f} against transformers"
            if how != "none":
                assert abs(float(g.norm()) - 1) < 1e-5
    for p, g in zip(prompts, got):                           # each input alone: the same hidden states
        assert torch.allclose(embed(model, [p], "none")[0], g, atol=1e-5), f"{arch}: padding changed a vector"


# the other architectures of the registry, whose tiny configs (engine/models/tiny.py) are also
# transformers' configs; those whose are not take the tiny config of their own test file
HF_TYPES = {"gemma3": "gemma3_text", "gemma4": "gemma4_text", "qwen3_5": "qwen3_5_text", "qwen3_5_moe": "qwen3_5_moe_text"}
OWN_TESTS = {"phi3": ("test_ch42_phi3", {}), "ernie4_5_moe": ("test_ch42_ernie45_moe", {}),
             "deepseek_v3": ("test_ch42_deepseek2", {}), "deepseek_v2": ("test_ch42_deepseek2", "V2"),
             "glm4_moe": ("test_ch42_glm4moe", {}), "minimax_m2": ("test_ch42_minimax_m2", {})}
OWN_TESTS["granitemoehybrid"] = ("test_ch42_granitehybrid", {})


def _registered():
    from engine.models import MODELS
    return sorted(set(MODELS) - set(ARCHS))


@pytest.mark.parametrize("arch", _registered())
def test_every_architecture_embeds_transformers_hidden_states(arch):
    """Every other registered architecture: the pooled vectors (mean, cls, last, none) of a
    tiny random transformers model and of ours holding its weights (no file: the test above
    goes through one) agree to cosine >= 0.9999, prompts batched and padded together."""
    transformers = pytest.importorskip("transformers")
    from engine.models.tiny import tiny_config
    if arch in OWN_TESTS:
        module, extra = OWN_TESTS[arch]
        own = __import__(module)
        fields = {"vocab_size": 128, **own.TINY, **(getattr(own, extra) if isinstance(extra, str) else extra)}
    else:
        fields = tiny_config(arch)
    fields = {**fields, "model_type": HF_TYPES.get(arch, arch), "pad_token_id": None}
    config = transformers.AutoConfig.for_model(**fields)
    # a model type whose default config is another (a multimodal one, its text model nested) would
    # build a full-size random model: name its text model's type in HF_TYPES instead
    sizes = [getattr(config, k, None) for k in ("vocab_size", "hidden_size")]
    assert sizes == [fields["vocab_size"], fields["hidden_size"]], \
        f"transformers' {fields['model_type']} config is not the tiny one ({sizes}): add its text type to HF_TYPES"
    config._attn_implementation = "eager"
    torch.manual_seed(0)
    hf = transformers.AutoModelForCausalLM.from_config(config).float().eval()
    init_random_(hf, seed=0, std=0.08)
    ours = build_model(hf.config.to_dict()).float().eval()
    missing, unexpected = ours.load_state_dict(ours.hf_state_dict(hf.state_dict()), strict=False)
    assert not missing and not unexpected, (missing, unexpected)
    if ours.config.tie_word_embeddings:
        ours.lm_head.weight = ours.model.embed_tokens.weight
    prompts = [[5, 17, 3, 42, 8, 1, 30, 2, 9], [11, 2, 64], [9, 9, 27, 50, 6]]
    with torch.no_grad():
        hidden = [hf.model(input_ids=torch.tensor([p])).last_hidden_state[0] for p in prompts]
        for how in ("mean", "cls", "last", "none"):
            for g, h in zip(embed(ours, prompts, how, budget=12), hidden):
                want = pool(h, how)
                want = want if how == "none" else normalize(want)
                assert cosine(g, want) >= 0.9999, f"{arch} {how}: cosine {cosine(g, want):.6f} against transformers"


def test_normalize_and_pooling_choice_are_llama_servers():
    v = torch.tensor([3.0, -4.0, 0.0, 1.0])
    assert torch.allclose(normalize(v, 2), v / v.norm())
    assert torch.allclose(normalize(v, -1), v)
    assert torch.allclose(normalize(v, 0), v * 32760 / 4)              # the largest entry -> int16's range
    assert torch.allclose(normalize(v, 1), v / 8)                      # taxicab
    assert torch.allclose(normalize(v, 3), v / (27 + 64 + 1) ** (1 / 3))
    assert torch.equal(normalize(torch.zeros(3)), torch.zeros(3))
    meta = {"general.architecture": "qwen3", "qwen3.pooling_type": 1}
    assert choose_pooling(None, meta) == "mean"                        # the file's
    assert choose_pooling("cls", meta) == "cls"                        # --pooling wins
    assert choose_pooling(None, {"general.architecture": "llama"}) == "last"
    with pytest.raises(ValueError, match="pooling must be one of"):
        choose_pooling("max", meta)
    groups = batches([[1] * n for n in (9, 2, 3, 30)], budget=8)
    assert sorted(i for g in groups for i in g) == [0, 1, 2, 3] and [3] in groups   # too long: alone


# ---------------------------------------------------------------------- 2. infill

def llama_server_infill(lc, llm, prefix, suffix, extra, prompt, n_batch, n_predict, n_ctx, spm=False):
    """tools/server/server-common.cpp's format_prompt_infill, over llama.cpp's tokenizer."""
    vocab = lc.llama_model_get_vocab(llm.model)
    fim = {r: getattr(lc, f"llama_vocab_fim_{r}")(vocab) for r in ("pre", "suf", "mid", "rep", "sep")}

    def tok(text):
        return list(llm.tokenize(text.encode(), add_bos=False, special=False))

    def mixed(value):
        return tok(value) if isinstance(value, str) else [t for v in value for t in (tok(v) if isinstance(v, str)
                                                                                      else [v])]
    extra_tokens = []
    if fim["rep"] != -1:
        extra_tokens += [fim["rep"]] + tok("myproject\n")
    for chunk in extra:
        if fim["sep"] != -1:
            extra_tokens += [fim["sep"]] + tok(chunk.get("filename", "tmp") + "\n")
        else:
            extra_tokens += tok("\n\n--- snippet ---\n\n")
        extra_tokens += tok(chunk["text"])
    if fim["sep"] != -1:
        extra_tokens += [fim["sep"]] + tok("filename\n")
    tokens_prompt = list(llm.tokenize(prompt.encode(), add_bos=False, special=True)) if prompt else []
    pre, suf = mixed(prefix), mixed(suffix)
    n_prefix_take = min(len(pre), 3 * (n_batch // 4))
    n_suffix_take = min(len(suf), max(0, n_batch // 4 - (2 + len(tokens_prompt))))
    n_extra_take = min(max(0, n_ctx - n_batch - 2 * n_predict), len(extra_tokens))
    pre = [fim["pre"]] + pre[len(pre) - n_prefix_take:] + tokens_prompt
    suf = [fim["suf"]] + suf[:n_suffix_take]
    inp, end = (suf, pre) if spm else (pre, suf)
    if lc.llama_vocab_get_add_bos(vocab):
        inp = [lc.llama_vocab_bos(vocab)] + inp
    return extra_tokens[len(extra_tokens) - n_extra_take:] + inp + end + [fim["mid"]], fim


CODE_PREFIX = "import math\n\n\ndef area(radius):\n    \"\"\"The area of a circle.\"\"\"\n    "
CODE_SUFFIX = "\n\n\ndef main():\n    print(area(2.0))  # 12.566...\n\n\nmain()\n"
EXTRA = [{"filename": "geometry/util.py", "text": "def square(x):\n    return x * x\n"},
         {"text": "PI = 3.14159  # a chunk without a file name: 'tmp'"}]
INFILL_CASES = {   # name -> (prefix, suffix, extra, prompt, n_batch, n_predict, n_ctx, spm)
    "plain": (CODE_PREFIX, CODE_SUFFIX, [], "", 2048, -1, 4096, False),
    "extra files and a typed middle": (CODE_PREFIX, CODE_SUFFIX, EXTRA, "return", 512, -1, 4096, False),
    "cut to the batch and context": (CODE_PREFIX * 8, CODE_SUFFIX * 8, EXTRA * 3, "", 64, 8, 120, False),
    "mixed text and ids, suffix first": ([CODE_PREFIX, 220, "x = "], CODE_SUFFIX, EXTRA, "", 512, -1, 4096, True),
}


@pytest.mark.parametrize("case", list(INFILL_CASES))
def test_infill_prompt_is_llama_servers_format(case):
    lc = llama_cpp_oracle()
    path = real_model_path("qwen25")
    tok = tokenizer_from_gguf(GGUFReader(path).metadata)
    fim = fim_tokens(GGUFReader(path).metadata, tok)
    llm = lc.Llama(str(path), vocab_only=True, verbose=False)
    prefix, suffix, extra, prompt, n_batch, n_predict, n_ctx, spm = INFILL_CASES[case]
    want, theirs = llama_server_infill(lc, llm, prefix, suffix, extra, prompt, n_batch, n_predict, n_ctx, spm)
    assert fim == theirs                      # found by text: the file has no fim_*_token_id keys
    prompt_ids = tok.encode(prompt, add_special=False, parse_special=True) if prompt else []
    got = format_infill(tok, fim, prefix, suffix, extra, prompt_ids, n_batch, n_predict, n_ctx, spm)
    assert got == want
    assert got[-1] == fim["mid"] and fim["pre"] in got and fim["suf"] in got


def test_infill_names_what_a_file_without_fim_tokens_lacks():
    path = real_model_path("smollm2")
    meta = GGUFReader(path).metadata
    fim = fim_tokens(meta, tokenizer_from_gguf(meta))
    assert missing_fim(fim) == ("prefix token is missing (tokenizer.ggml.fim_pre_token_id); suffix token is "
                                "missing (tokenizer.ggml.fim_suf_token_id); middle token is missing "
                                "(tokenizer.ggml.fim_mid_token_id)")
    # the metadata keys win over the texts; an id outside the vocabulary is ignored
    meta = {**meta, "tokenizer.ggml.fim_pre_token_id": 5, "tokenizer.ggml.fim_suf_token_id": 10**9}
    fim = fim_tokens(meta, tokenizer_from_gguf(meta))
    assert fim["pre"] == 5 and fim["suf"] is None


def llama_server_binary() -> str | None:
    """llama.cpp's own llama-server: $LLAMA_SERVER, or a build of the llama-cpp-python sdist's
    vendored llama.cpp (`cmake --build build-server --target llama-server`)."""
    found = os.environ.get("LLAMA_SERVER")
    if found:
        return found if os.path.exists(found) else None
    built = sorted(glob.glob("/tmp/sdist/llama_cpp_python-*/vendor/llama.cpp/build-server/bin/llama-server"))
    return built[-1] if built else None


@contextlib.contextmanager
def llama_server(model, *args):
    """llama-server on `model` (its URL), or None where it is absent."""
    binary = llama_server_binary()
    if binary is None:
        yield None
        return
    port = free_port()
    proc = subprocess.Popen([binary, "-m", str(model), "--port", str(port), "-t", "2", "--no-webui", *args],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.time() + 120
        while proc.poll() is None and time.time() < deadline:
            with contextlib.suppress(httpx.TransportError):
                if httpx.get(url + "/health", timeout=2).status_code == 200:
                    break
            time.sleep(0.2)
        else:
            pytest.fail(f"llama-server did not start on {model}")
        yield url
    finally:
        proc.terminate()
        proc.wait(30)


def test_infill_endpoint_on_the_coder_file_and_its_refusal_elsewhere(server):
    path = real_model_path("qwen25")
    coder = ServerProcess(path, "--parallel", "1", "--ctx-size", "1024")
    body = {"input_prefix": CODE_PREFIX, "input_suffix": CODE_SUFFIX, "input_extra": EXTRA, "prompt": "return",
            "n_predict": 2, "temperature": 0}
    try:
        answer = httpx.post(coder.url + "/infill", json=body, timeout=120).json()
        meta = GGUFReader(path).metadata
        tok = tokenizer_from_gguf(meta)
        want = format_infill(tok, fim_tokens(meta, tok), CODE_PREFIX, CODE_SUFFIX, EXTRA,
                             tok.encode("return", add_special=False, parse_special=True), 512, -1, 1024)
        assert answer["tokens_evaluated"] == len(want) and answer["stop"] is True
        assert answer["prompt"] == tok.decode(want, special=True)        # llama-server's /completion answer
        assert answer["tokens_predicted"] <= 2 and answer["content"]
        bad = httpx.post(coder.url + "/infill", json={"input_prefix": "x"}, timeout=30)
        assert bad.status_code == 400 and "input_suffix" in bad.json()["error"]["message"]
    finally:
        coder.stop()
    with llama_server(path, "-c", "1024", "-b", "512", "-np", "1") as url:    # the same fields to llama-server
        if url is not None:
            theirs = httpx.post(url + "/infill", json={**body, "n_predict": 1}, timeout=120).json()
            assert (theirs["prompt"], theirs["tokens_evaluated"]) == (answer["prompt"], answer["tokens_evaluated"])
    r = httpx.post(server.url + "/infill", headers=server.headers, json={"input_prefix": "a", "input_suffix": "b"})
    assert r.status_code == 400 and "tokenizer.ggml.fim_pre_token_id" in r.json()["error"]["message"]
    assert set(r.json()["error"]) == {"code", "message", "type"}        # llama-server's error shape


# ---------------------------------------------------------------------- request conversions

def test_anthropic_and_responses_bodies_become_chat_bodies():
    chat, cap = anthropic_api.to_chat({
        "model": "claude-anything", "max_tokens": 64, "system": [{"type": "text", "text": "Be brief."}],
        "stop_sequences": ["END"], "tool_choice": {"type": "tool", "name": "get"},
        "tools": [{"name": "get", "description": "d", "input_schema": {"type": "object"}}],
        "messages": [{"role": "user", "content": "Weather?"},
                     {"role": "assistant", "content": [{"type": "text", "text": "Calling."},
                                                       {"type": "tool_use", "id": "toolu_1", "name": "get",
                                                        "input": {"city": "Oslo"}}]},
                     {"role": "user", "content": [{"type": "tool_result", "tool_use_id": "toolu_1",
                                                   "content": [{"type": "text", "text": "5 C"}]}]}]})
    assert cap == 64 and chat["stop"] == ["END"] and "model" not in chat
    assert chat["messages"] == [
        {"role": "system", "content": "Be brief."}, {"role": "user", "content": [{"type": "text", "text": "Weather?"}]},
        {"role": "assistant", "content": [{"type": "text", "text": "Calling."}], "tool_calls": [
            {"id": "toolu_1", "type": "function", "function": {"name": "get", "arguments": '{"city": "Oslo"}'}}]},
        {"role": "tool", "tool_call_id": "toolu_1", "content": "5 C"}]
    assert chat["tools"] == [{"type": "function", "function": {"name": "get", "description": "d",
                                                               "parameters": {"type": "object"}}}]
    assert chat["tool_choice"] == {"type": "function", "function": {"name": "get"}}

    chat, cap = responses_api.to_chat({
        "input": [{"role": "user", "content": [{"type": "input_text", "text": "Hi"}]},
                  {"type": "message", "role": "assistant", "content": [{"type": "output_text", "text": "Yo"}]},
                  {"type": "function_call", "call_id": "c1", "name": "f", "arguments": "{}"},
                  {"type": "function_call_output", "call_id": "c1", "output": "42"}],
        "instructions": "Be brief.", "max_output_tokens": 9, "tools": [{"type": "function", "name": "f"}],
        "text": {"format": {"type": "json_schema", "name": "o", "schema": {"type": "object"}}}})
    assert cap == 9
    assert chat["messages"] == [
        {"role": "system", "content": "Be brief."}, {"role": "user", "content": [{"type": "text", "text": "Hi"}]},
        {"role": "assistant", "content": [{"type": "text", "text": "Yo"}], "tool_calls": [
            {"id": "c1", "type": "function", "function": {"name": "f", "arguments": "{}"}}]},
        {"role": "tool", "tool_call_id": "c1", "content": "42"}]
    assert chat["tools"] == [{"type": "function", "function": {"name": "f"}}]
    assert chat["response_format"] == {"type": "json_schema", "json_schema": {"name": "o",
                                                                             "schema": {"type": "object"}}}


def fake_run(text, finish_reason="stop", tools=True):
    """What anthropic_api and responses_api read of a finished Run (responses.py)."""
    from types import SimpleNamespace as NS
    from engine.serve.request import SamplingParams
    job = NS(prompt=[1] * 10, cached_tokens=4, request=NS(stop_word=None))
    choice = NS(text=text, tokens=[7] * 5, finish_reason=finish_reason)
    plan = NS(extras={"tools": "hermes" if tools else None, "request": {"input": "x"}},
              params=[[SamplingParams(temperature=0.5)]])
    return NS(jobs=[job], choices=[choice], plan=plan, llm=NS(name="m.gguf"))


def test_tool_calls_become_tool_use_blocks_and_function_call_items():
    text = 'Checking.<tool_call>\n{"name": "get_weather", "arguments": {"city": "Oslo"}}\n</tool_call>'
    msg = anthropic_api.message(fake_run(text), "msg_1")
    assert msg["content"][0] == {"type": "text", "text": "Checking."}
    assert msg["content"][1]["type"] == "tool_use" and msg["content"][1]["id"].startswith("toolu_")
    assert {k: msg["content"][1][k] for k in ("name", "input")} == {"name": "get_weather", "input": {"city": "Oslo"}}
    assert msg["stop_reason"] == "tool_use" and msg["usage"] == {
        "input_tokens": 6, "cache_creation_input_tokens": 0, "cache_read_input_tokens": 4, "output_tokens": 5}
    assert anthropic_api.message(fake_run("Hi", "length", tools=False), "m")["stop_reason"] == "max_tokens"
    whole = responses_api.ResponseState(fake_run(text)).whole()
    assert [item["type"] for item in whole["output"]] == ["message", "function_call"]
    call = whole["output"][1]
    assert call["name"] == "get_weather" and json.loads(call["arguments"]) == {"city": "Oslo"}
    assert call["call_id"].startswith("call_") and call["id"].startswith("fc_") and whole["status"] == "completed"
    assert whole["usage"]["input_tokens_details"] == {"cached_tokens": 4} and whole["temperature"] == 0.5


# ---------------------------------------------------------------------- 3. a live server

KEY = "extras-key"
HI = [{"role": "user", "content": "What is the capital of France? Answer with one word."}]


@pytest.fixture(scope="module")
def server():
    proc = ServerProcess(real_model_path("smollm2"), "--parallel", "2", "--ctx-size", "1024", "--log-level", "info",
                         api_key=KEY)
    yield proc
    assert proc.stop() == 0


@pytest.fixture(scope="module")
def oai(server):
    import openai
    return openai.OpenAI(base_url=server.url + "/v1", api_key=KEY, max_retries=0, timeout=120)


@pytest.fixture(scope="module")
def claude(server):
    anthropic = pytest.importorskip("anthropic")
    return anthropic.Anthropic(base_url=server.url, api_key=KEY, max_retries=0, timeout=120)


def test_embeddings_through_the_openai_client(server, oai):
    from engine.serve.llm import LLM
    texts = ["The capital of France is Paris.", "Paris is in France.", "Bananas are yellow."]
    floats = oai.embeddings.create(model="text-embedding-3-small", input=texts, encoding_format="float")
    packed = oai.embeddings.create(model="anything", input=texts)          # the client asks for base64
    raw = httpx.post(server.url + "/v1/embeddings", headers=server.headers,
                     json={"input": texts[0], "encoding_format": "base64"}).json()
    assert floats.model == "text-embedding-3-small" and len(floats.data) == 3
    assert [d.index for d in floats.data] == [0, 1, 2] and floats.data[0].object == "embedding"
    vectors = np.array([d.embedding for d in floats.data], dtype=np.float32)
    assert vectors.shape == (3, 576) and np.allclose(np.linalg.norm(vectors, axis=1), 1, atol=1e-5)
    assert np.array_equal(vectors, np.array([d.embedding for d in packed.data], dtype=np.float32))
    assert raw["data"][0]["encoding_format"] == "base64"
    assert np.array_equal(np.frombuffer(base64.b64decode(raw["data"][0]["embedding"]), "<f4"), vectors[0])
    llm = LLM.load(str(real_model_path("smollm2")), parallel=1, ctx_size=64)   # the server's arithmetic
    ids = [llm.encode(t) for t in texts]
    assert floats.usage.prompt_tokens == sum(map(len, ids))
    mine = torch.stack(embed(llm.model, ids, "last"))
    assert all(cosine(mine[k], torch.from_numpy(vectors[k])) >= 0.9999 for k in range(3))
    assert vectors[0] @ vectors[1] > vectors[0] @ vectors[2]                # related texts are closer
    # token ids in, and llama-server's own shape
    by_ids = oai.embeddings.create(model="x", input=ids[0], encoding_format="float").data[0].embedding
    assert np.allclose(by_ids, vectors[0], atol=1e-6)
    native = httpx.post(server.url + "/embedding", headers=server.headers, json={"content": texts[:2]}).json()
    assert [n["index"] for n in native] == [0, 1] and np.allclose(native[1]["embedding"][0], vectors[1], atol=1e-6)
    for body, param in [({"input": ""}, "input"), ({"input": [[]]}, "input"), ({}, "input"),
                        ({"input": "x", "encoding_format": "int8"}, "encoding_format")]:
        r = httpx.post(server.url + "/v1/embeddings", headers=server.headers, json=body)
        assert r.status_code == 400 and r.json()["error"]["param"] == param, r.text


def test_embeddings_are_llama_servers(server):
    """The same texts to llama-server --embeddings --pooling last on the same file: the same
    vectors but for the rounding of its own kernels, and the same token count."""
    texts = ["The capital of France is Paris.", "Bananas are yellow.", "def f(x):\n    return x"]
    with llama_server(real_model_path("smollm2"), "--embeddings", "--pooling", "last", "-np", "1") as url:
        if url is None:
            pytest.skip("llama-server is absent: set $LLAMA_SERVER or build it from the sdist's llama.cpp")
        theirs = httpx.post(url + "/v1/embeddings", json={"input": texts}, timeout=120).json()
    ours = httpx.post(server.url + "/v1/embeddings", headers=server.headers, json={"input": texts}).json()
    assert ours["usage"] == theirs["usage"]
    for a, b in zip(ours["data"], theirs["data"]):
        assert cosine(torch.tensor(a["embedding"]), torch.tensor(b["embedding"])) >= 0.999


def test_anthropic_messages_through_the_anthropic_client(server, claude):
    import anthropic
    greedy = {"temperature": 0}          # a field of the API that this SDK version no longer names
    msg = claude.messages.create(model="claude-sonnet-4-5", max_tokens=12, messages=HI, extra_body=greedy,
                                 system="You are terse.")
    assert msg.type == "message" and msg.role == "assistant" and msg.model == "SmolLM2-135M-Instruct.Q4_1.gguf"
    assert msg.content[0].type == "text" and "Paris" in msg.content[0].text
    assert msg.stop_reason in ("end_turn", "max_tokens") and msg.usage.output_tokens > 0
    counted = claude.messages.count_tokens(model="c", messages=HI, system="You are terse.").input_tokens
    assert counted == msg.usage.input_tokens + msg.usage.cache_read_input_tokens
    with claude.messages.stream(model="c", max_tokens=12, messages=HI, extra_body=greedy,
                                system="You are terse.") as stream:
        streamed = "".join(stream.text_stream)
        final = stream.get_final_message()
    assert streamed == msg.content[0].text == final.content[0].text and final.stop_reason == msg.stop_reason
    events = list(claude.messages.create(model="c", max_tokens=2, messages=HI, stream=True))
    kinds = [e.type for e in events]
    assert kinds[:2] == ["message_start", "content_block_start"] and kinds[-3:] == [
        "content_block_stop", "message_delta", "message_stop"] and set(kinds[2:-3]) == {"content_block_delta"}
    assert events[-2].delta.stop_reason == "max_tokens" and events[-2].usage.output_tokens == 2
    stopped = claude.messages.create(model="c", max_tokens=12, messages=HI, extra_body=greedy,
                                     system="You are terse.", stop_sequences=["ari"])
    assert stopped.stop_reason == "stop_sequence" and stopped.stop_sequence == "ari"
    schema = {"type": "object", "properties": {"city": {"type": "string"}}, "required": ["city"],
              "additionalProperties": False}
    shaped = claude.messages.create(model="c", max_tokens=40, messages=HI, extra_body=greedy, output_config={
        "format": {"type": "json_schema", "schema": schema}})
    assert set(json.loads(shaped.content[0].text)) == {"city"}
    with pytest.raises(anthropic.BadRequestError) as e:
        claude.messages.create(model="c", max_tokens=8, messages=[{"role": "robot", "content": "x"}])
    assert e.value.body == {"type": "error", "error": {
        "type": "invalid_request_error", "message": "Invalid value for 'messages[0].role': expected 'user' or "
                                                    "'assistant'."}}
    with pytest.raises(anthropic.AuthenticationError) as e:       # the key goes as x-api-key
        anthropic.Anthropic(base_url=server.url, api_key="wrong", max_retries=0).messages.create(
            model="c", max_tokens=8, messages=HI)
    assert e.value.body["type"] == "error" and e.value.body["error"]["type"] == "authentication_error"


def test_responses_through_the_openai_client(oai):
    import openai
    whole = oai.responses.create(model="gpt-5", input=HI[0]["content"], instructions="You are terse.",
                                 temperature=0, max_output_tokens=12)
    assert whole.object == "response" and whole.status == "completed" and "Paris" in whole.output_text
    assert whole.output[0].type == "message" and whole.output[0].content[0].type == "output_text"
    assert whole.usage.total_tokens == whole.usage.input_tokens + whole.usage.output_tokens > whole.usage.input_tokens
    events = list(oai.responses.create(model="x", input=HI[0]["content"], instructions="You are terse.",
                                       temperature=0, max_output_tokens=12, stream=True))
    kinds = [e.type for e in events]
    assert kinds[:4] == ["response.created", "response.in_progress", "response.output_item.added",
                         "response.content_part.added"]
    assert kinds[-4:] == ["response.output_text.done", "response.content_part.done", "response.output_item.done",
                          "response.completed"]
    assert [e.sequence_number for e in events] == list(range(len(events)))
    assert "".join(e.delta for e in events if e.type == "response.output_text.delta") == whole.output_text
    assert events[-1].response.output_text == whole.output_text
    with oai.responses.stream(model="x", input="Say hi", max_output_tokens=3) as stream:   # the SDK's helper
        last = list(stream)[-1]
    assert last.type == "response.incomplete"             # as OpenAI ends a response cut at its cap
    cut = last.response
    assert cut.status == "incomplete" and cut.incomplete_details.reason == "max_output_tokens"
    assert cut.usage.output_tokens == 3 and cut.output_text
    with pytest.raises(openai.BadRequestError) as e:
        oai.responses.create(model="x", input="Hi", previous_response_id="resp_1")
    assert e.value.body["param"] == "previous_response_id"


def test_any_model_name_is_served_and_each_request_logs_a_line(server, oai):
    answer = oai.chat.completions.create(model="gpt-4o", messages=HI, max_tokens=4)
    assert answer.model == "SmolLM2-135M-Instruct.Q4_1.gguf"
    log = server.tail(200_000)
    assert "request: POST /v1/chat/completions 127.0.0.1 200" in log
    assert "request: GET /health" not in log                           # polled: debug level only


# ---------------------------------------------------------------------- 4. the command

def test_python_dash_m_engine_and_the_short_options():
    p = subprocess.run([sys.executable, "-m", "engine", "--help"], cwd=ROOT, capture_output=True, text=True,
                       timeout=120)
    assert p.returncode == 0 and p.stdout.startswith("usage: python -m engine")
    assert all(c in p.stdout for c in ("gguf", "serve", "chat", "bench"))
    p = subprocess.run([sys.executable, "-m", "engine", "gguf", "-n", "0"], cwd=ROOT, capture_output=True,
                       text=True, timeout=120)
    assert p.returncode == 2 and p.stderr.strip().endswith("-n must be at least 1, got 0")
    import tomllib
    scripts = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["scripts"]
    assert scripts == {"gguf-engine": "engine.cli.main:entry"}
    from engine.cli.main import build_parser
    for command, option, dest in [("gguf", "-p", "prompt"), ("gguf", "-n", "max_tokens"),
                                  ("chat", "-n", "max_tokens"), ("chat", "-c", "ctx_size"), ("serve", "-c", "ctx_size"),
                                  ("bench", "-p", "prompt_tokens"), ("bench", "-n", "gen_tokens")]:
        sub = next(a for a in build_parser([command])._actions if isinstance(a, argparse._SubParsersAction))
        assert sub.choices[command]._option_string_actions[option].dest == dest
