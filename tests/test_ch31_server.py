"""`run.py serve` on the real SmolLM2 file, through the official `openai` client: chat,
streaming, structured output that validates, stop strings, seeds, the prompt cache, the
llama-server endpoints, every bad input with its status code, a disconnect freeing its
slot, and SIGTERM. One server for the module (2 slots, a short queue, an API key).
"""
import json
import re
import subprocess
import sys
import time

import httpx
import jsonschema
import openai
import pytest
from conftest import ROOT, real_model_path
from server_process import ServerProcess

KEY = "test-key"
CTX = 512


@pytest.fixture(scope="module")
def server():
    proc = ServerProcess(real_model_path("smollm2"), "--parallel", "2", "--ctx-size", str(2 * CTX),
                         "--max-queue", "3", api_key=KEY)
    yield proc
    code = proc.stop()
    assert code == 0, f"SIGTERM: the server exited with {code}"


@pytest.fixture(scope="module")
def client(server):
    return openai.OpenAI(base_url=server.url + "/v1", api_key=KEY, max_retries=0, timeout=120)


@pytest.fixture(scope="module")
def tokenizer():
    from engine.formats.gguf import GGUFReader, tokenizer_from_gguf
    return tokenizer_from_gguf(GGUFReader(real_model_path("smollm2")).metadata)


def _post(server, path, body=None, content=None, headers=None):
    return httpx.post(server.url + path, json=body, content=content, timeout=120,
                      headers=server.headers if headers is None else headers)


def _error(response, status, param=None):
    assert response.status_code == status, response.text
    err = response.json()["error"]
    assert set(err) == {"message", "type", "param", "code"} and err["message"]
    assert err["param"] == param, err
    return err


def _wait_idle(server, timeout=15):
    deadline = time.time() + timeout
    while time.time() < deadline:
        slots = httpx.get(server.url + "/slots", headers=server.headers).json()
        if not any(s["is_processing"] for s in slots):
            return slots
        time.sleep(0.05)
    raise AssertionError(f"slots still busy after {timeout} s: {slots}")


HELLO = [{"role": "user", "content": "What is the capital of France? Answer with one word."}]   # wide greedy margins


def test_health_models_and_the_api_key(server, client):
    assert server.loading_seen                     # /health said 503 "Loading model" while it loaded
    assert httpx.get(server.url + "/health").json() == {"status": "ok"}       # no key needed
    models = client.models.list()
    assert [m.id for m in models.data] == ["SmolLM2-135M-Instruct.Q4_1.gguf"]
    _error(httpx.get(server.url + "/v1/models"), 401)
    _error(httpx.get(server.url + "/v1/models", headers={"Authorization": "Bearer nope"}), 401)
    with pytest.raises(openai.AuthenticationError):
        openai.OpenAI(base_url=server.url + "/v1", api_key="wrong", max_retries=0).chat.completions.create(
            model="x", messages=HELLO)


def test_chat_greedy_and_streamed_agree(client, tokenizer):
    r = client.chat.completions.create(model="SmolLM2-135M-Instruct.Q4_1.gguf", messages=HELLO,
                                       temperature=0, max_tokens=24)
    choice = r.choices[0]
    assert choice.message.role == "assistant" and "Paris" in choice.message.content
    assert choice.finish_reason in ("stop", "length")
    prompt = tokenizer.encode(tokenizer.apply_chat_template(HELLO), add_special=True, parse_special=True)
    assert r.usage.prompt_tokens == len(prompt)
    assert r.usage.total_tokens == r.usage.prompt_tokens + r.usage.completion_tokens
    stream = client.chat.completions.create(model="SmolLM2-135M-Instruct.Q4_1.gguf", messages=HELLO,
                                            temperature=0, max_tokens=24, stream=True,
                                            stream_options={"include_usage": True})
    chunks = list(stream)
    assert chunks[0].choices[0].delta.role == "assistant"
    text = "".join(c.choices[0].delta.content or "" for c in chunks if c.choices)
    assert text == choice.message.content
    finals = [c.choices[0].finish_reason for c in chunks if c.choices and c.choices[0].finish_reason]
    assert finals == [choice.finish_reason]
    assert chunks[-1].choices == [] and chunks[-1].usage.completion_tokens == r.usage.completion_tokens


def test_greedy_completion_equals_run_py_gguf(server, client):
    # a continuation whose every greedy step wins by a wide margin: the server and run.py
    # prefill through different batch shapes (and the prompt cache), whose int8 rounding
    # differs, so a near-tie could go either way on one CPU path or another
    prompt, n = "Counting: 1, 2, 3, 4, 5,", 16
    out = subprocess.run([sys.executable, "run.py", "gguf", "--model-dir", str(real_model_path("smollm2")),
                          "--prompt", prompt, "--max-tokens", str(n)], cwd=ROOT, capture_output=True,
                         text=True, timeout=300, check=True).stdout
    lines = out.split("\n")
    theirs = "\n".join(lines[1:-2])            # the JSON summary, the text, the JSON speed line
    assert theirs.startswith(prompt)
    r = client.completions.create(model="SmolLM2-135M-Instruct.Q4_1.gguf", prompt=prompt, max_tokens=n,
                                  temperature=0)
    assert r.choices[0].text == theirs[len(prompt):] and len(r.choices[0].text) > 10


PERSON = {"type": "object", "additionalProperties": False, "required": ["name", "age", "city"],
          "properties": {"name": {"type": "string", "maxLength": 24}, "age": {"type": "integer", "minimum": 0},
                         "city": {"type": "string", "maxLength": 24}}}


def test_json_schema_output_validates_also_in_a_batch(client):
    r = client.chat.completions.create(
        model="SmolLM2-135M-Instruct.Q4_1.gguf",
        messages=[{"role": "user", "content": "Describe a person."}], max_tokens=80, n=2, temperature=0.9,
        seed=5, response_format={"type": "json_schema", "json_schema": {"name": "person", "schema": PERSON}})
    assert len(r.choices) == 2
    for choice in r.choices:
        assert choice.finish_reason == "stop", choice
        jsonschema.validate(json.loads(choice.message.content), PERSON)
    # a question the small model answers in a few tokens whether or not the prompt cache holds the
    # system prompt's prefix (the two prefill paths round differently and may flip a near-tie)
    ask = [{"role": "user", "content": "What is the capital of France? Answer in JSON."}]
    obj = client.chat.completions.create(model="SmolLM2-135M-Instruct.Q4_1.gguf", messages=ask, max_tokens=100,
                                         temperature=0, response_format={"type": "json_object"}).choices[0]
    assert obj.finish_reason == "stop" and isinstance(json.loads(obj.message.content), dict)


def test_gbnf_grammar_and_bad_grammars(server, client):
    r = client.chat.completions.create(model="SmolLM2-135M-Instruct.Q4_1.gguf", messages=HELLO, max_tokens=10,
                                       temperature=0, extra_body={"grammar": 'root ::= ("yes" | "no") "!"'})
    assert r.choices[0].message.content in ("yes!", "no!") and r.choices[0].finish_reason == "stop"
    err = _error(_post(server, "/v1/chat/completions", {"messages": HELLO, "grammar": "root ::= undefined_rule"}),
                 400, "grammar")
    assert "undefined_rule" in err["message"]
    _error(_post(server, "/v1/chat/completions", {"messages": HELLO, "response_format": {
        "type": "json_schema", "json_schema": {"name": "x", "schema": {"type": "objekt"}}}}), 400, "response_format")
    _error(_post(server, "/v1/chat/completions", {"messages": HELLO, "grammar": 'root ::= "a"',
                                                  "response_format": {"type": "json_object"}}), 400, "grammar")


def test_stop_strings_cut_the_text(client):
    base = client.completions.create(model="SmolLM2-135M-Instruct.Q4_1.gguf", prompt="Once upon a time",
                                     max_tokens=24, temperature=0).choices[0].text
    word = re.findall(r"[A-Za-z]{4,}", base)[1]
    cut = client.completions.create(model="SmolLM2-135M-Instruct.Q4_1.gguf", prompt="Once upon a time",
                                    max_tokens=24, temperature=0, stop=[word, "zzzz"]).choices[0]
    assert cut.finish_reason == "stop" and cut.text == base[:base.index(word)]
    streamed = client.completions.create(model="SmolLM2-135M-Instruct.Q4_1.gguf", prompt="Once upon a time",
                                         max_tokens=24, temperature=0, stop=word, stream=True)
    assert "".join(c.choices[0].text for c in streamed) == cut.text


def test_seeded_sampling_is_reproducible(client):
    def run(seed):
        return client.chat.completions.create(model="SmolLM2-135M-Instruct.Q4_1.gguf", messages=HELLO,
                                              max_tokens=20, temperature=1.0, top_p=0.95, seed=seed
                                              ).choices[0].message.content
    first = run(11)
    assert run(11) == first
    assert any(run(s) != first for s in (12, 13))


def test_logprobs_n_and_penalties(client, tokenizer):
    r = client.chat.completions.create(model="SmolLM2-135M-Instruct.Q4_1.gguf", messages=HELLO, max_tokens=6,
                                       temperature=0, logprobs=True, top_logprobs=3, n=2)
    assert len(r.choices) == 2 and [c.index for c in r.choices] == [0, 1]
    assert sum(len(c.logprobs.content) for c in r.choices) == r.usage.completion_tokens
    for e in r.choices[0].logprobs.content + r.choices[1].logprobs.content:
        assert len(e.top_logprobs) == 3 and e.top_logprobs[0].token == e.token      # greedy: the top one
        assert e.logprob <= 0 and e.top_logprobs[0].logprob >= e.top_logprobs[1].logprob
    legacy = client.completions.create(model="SmolLM2-135M-Instruct.Q4_1.gguf", prompt="Hello", max_tokens=3,
                                       temperature=0, logprobs=2, echo=True)
    lp = legacy.choices[0].logprobs
    assert legacy.choices[0].text.startswith("Hello") and lp.token_logprobs[0] is None
    assert len(lp.tokens) == len(lp.token_logprobs) == len(lp.top_logprobs) == 1 + 3
    free = client.completions.create(model="SmolLM2-135M-Instruct.Q4_1.gguf", prompt="The capital of France is",
                                     max_tokens=4, temperature=0).choices[0].text
    first = tokenizer.encode(free, add_special=False)[0]
    banned = client.completions.create(model="SmolLM2-135M-Instruct.Q4_1.gguf", prompt="The capital of France is",
                                       max_tokens=4, temperature=0, logit_bias={str(first): -100},
                                       frequency_penalty=1.0, presence_penalty=0.5).choices[0].text
    assert tokenizer.encode(banned, add_special=False)[0] != first


def test_second_chat_turn_reuses_the_cache(client):
    first = [{"role": "user", "content": "Name three colours of the rainbow."}]
    r1 = client.chat.completions.create(model="SmolLM2-135M-Instruct.Q4_1.gguf", messages=first, max_tokens=30,
                                        temperature=0)
    turn = first + [{"role": "assistant", "content": r1.choices[0].message.content},
                    {"role": "user", "content": "And three more?"}]
    r2 = client.chat.completions.create(model="SmolLM2-135M-Instruct.Q4_1.gguf", messages=turn, max_tokens=8,
                                        temperature=0)
    cached = r2.usage.prompt_tokens_details.cached_tokens
    assert cached >= r1.usage.prompt_tokens and cached < r2.usage.prompt_tokens


def test_llama_server_endpoints(server, tokenizer):
    text = "Hello <|im_start|> world, ünïcode!"
    r = _post(server, "/tokenize", {"content": text}).json()
    assert r["tokens"] == tokenizer.encode(text, add_special=False, parse_special=True)
    assert _post(server, "/detokenize", {"tokens": r["tokens"]}).json()["content"] == text
    pieces = _post(server, "/tokenize", {"content": "Hi there", "with_pieces": True}).json()["tokens"]
    assert "".join(p["piece"] for p in pieces) == "Hi there"
    prompt = _post(server, "/apply-template", {"messages": HELLO}).json()["prompt"]
    assert prompt == tokenizer.apply_chat_template(HELLO)
    props = httpx.get(server.url + "/props", headers=server.headers).json()
    assert props["total_slots"] == 2 and props["n_ctx"] == CTX
    metrics = httpx.get(server.url + "/metrics", headers=server.headers).text
    generated = float(re.search(r"^engine_tokens_generated_total (\S+)$", metrics, re.M).group(1))
    assert generated > 0 and "engine_requests_waiting" in metrics and "engine_slots_busy" in metrics
    assert re.search(r'engine_http_requests_total\{endpoint="/v1/chat/completions",status="200"\} [1-9]', metrics)


def test_bad_input_gets_openai_errors_and_the_server_keeps_serving(server, client):
    chat = "/v1/chat/completions"
    _error(_post(server, chat, content=b'{"messages": [', headers={**server.headers,
                                                                  "Content-Type": "application/json"}), 400)
    _error(_post(server, chat, [1, 2]), 400)
    _error(_post(server, chat, {"messages": HELLO, "temperature": "hot"}), 400, "temperature")
    _error(_post(server, chat, {"messages": HELLO, "temperature": 3}), 400, "temperature")
    _error(_post(server, chat, {"messages": HELLO, "max_tokens": 0}), 400, "max_tokens")
    _error(_post(server, chat, {"messages": HELLO, "n": 1000}), 400, "n")
    _error(_post(server, chat, {"messages": HELLO, "stream": "yes"}), 400, "stream")
    _error(_post(server, chat, {"messages": HELLO, "logit_bias": {"abc": 1}}), 400, "logit_bias")
    _error(_post(server, chat, {"messages": HELLO, "top_logprobs": 2}), 400, "top_logprobs")
    _error(_post(server, chat, {"messages": "hi"}), 400, "messages")
    _error(_post(server, chat, {"messages": []}), 400, "messages")
    _error(_post(server, chat, {"messages": [{"role": "robot", "content": "x"}]}), 400, "messages[0].role")
    _error(_post(server, chat, {"messages": [{"role": "user", "content": [{"type": "image_url"}]}]}), 400,
           "messages[0].content[0]")
    _error(_post(server, chat, {"messages": HELLO, "model": 4}), 400, "model")    # any name, but a string
    err = _error(_post(server, chat, {"messages": [{"role": "user", "content": "word " * CTX}]}), 400, "messages")
    assert err["code"] == "context_length_exceeded"
    err = _error(_post(server, chat, {"messages": HELLO, "max_tokens": CTX}), 400, "max_tokens")
    assert err["code"] == "context_length_exceeded"
    _error(_post(server, chat, {"messages": HELLO, "tools": [{"type": "function", "function": {"name": "f"}}]}),
           400, "tools")                                         # SmolLM2's template has no tools
    _error(_post(server, "/v1/completions", {"prompt": ""}), 400, "prompt")
    _error(_post(server, "/v1/completions", {"prompt": [10**9]}), 400, "prompt")
    _error(_post(server, "/v1/completions", {}), 400, "prompt")
    _error(_post(server, "/tokenize", {"content": 5}), 400, "content")
    _error(httpx.get(server.url + "/v1/nowhere", headers=server.headers), 404)
    with pytest.raises(openai.BadRequestError) as e:
        client.chat.completions.create(model="SmolLM2-135M-Instruct.Q4_1.gguf", messages=HELLO, top_p=-1)
    assert e.value.body["param"] == "top_p"
    # still serving
    assert client.chat.completions.create(model="SmolLM2-135M-Instruct.Q4_1.gguf", messages=HELLO, max_tokens=2,
                                          temperature=0).choices[0].message.content


def test_queue_full_is_503_and_disconnects_free_their_slots(server, client):
    _wait_idle(server)
    long = {"messages": HELLO, "max_tokens": 400, "temperature": 0.8, "seed": 1, "stream": True,
            "ignore_eos": True}
    with httpx.Client(timeout=120, headers=server.headers) as http:
        with http.stream("POST", server.url + "/v1/chat/completions", json={**long, "n": 2}) as busy:
            lines = busy.iter_lines()
            deadline = time.time() + 60
            while not all(s["is_processing"] for s in http.get(server.url + "/slots").json()):
                assert time.time() < deadline, "the two choices never took both slots"
                time.sleep(0.05)
            with http.stream("POST", server.url + "/v1/chat/completions", json={**long, "n": 3}) as queued:
                assert queued.status_code == 200                                # 3 wait: the queue is full
                full = http.post(server.url + "/v1/chat/completions", json={"messages": HELLO})
                err = _error(full, 503)
                assert err["code"] == "queue_full"
            for _ in range(3):
                next(lines)
        # both streams closed mid-answer: their requests are cancelled and the slots freed
        slots = _wait_idle(server)
    assert all(not s["is_processing"] for s in slots)
    metrics = httpx.get(server.url + "/metrics", headers=server.headers).text
    assert re.search(r"^engine_slots_busy 0", metrics, re.M) and re.search(r"^engine_requests_waiting 0", metrics, re.M)
    assert client.chat.completions.create(model="SmolLM2-135M-Instruct.Q4_1.gguf", messages=HELLO, max_tokens=2,
                                          temperature=0).choices


def test_completion_prompt_forms_best_of_and_streamed_choices(client, tokenizer):
    text = "The capital of France is"
    by_text = client.completions.create(model="SmolLM2-135M-Instruct.Q4_1.gguf", prompt=text, max_tokens=5,
                                        temperature=0)
    by_ids = client.completions.create(model="SmolLM2-135M-Instruct.Q4_1.gguf", prompt=tokenizer.encode(text),
                                       max_tokens=5, temperature=0)
    assert by_ids.choices[0].text == by_text.choices[0].text
    two = client.completions.create(model="SmolLM2-135M-Instruct.Q4_1.gguf", prompt=[text, "Hello"], max_tokens=3,
                                    temperature=0)
    assert [c.index for c in two.choices] == [0, 1] and two.choices[0].text == by_text.choices[0].text[:len(
        two.choices[0].text)]
    best = client.completions.create(model="SmolLM2-135M-Instruct.Q4_1.gguf", prompt=text, max_tokens=4,
                                     temperature=1.0, seed=3, best_of=3, n=1, extra_body={"ignore_eos": True})
    assert len(best.choices) == 1 and best.usage.completion_tokens == 3 * 4
    chunks = list(client.completions.create(model="SmolLM2-135M-Instruct.Q4_1.gguf", prompt=text, max_tokens=4,
                                            temperature=1.0, seed=3, n=2, stream=True))
    finals = sorted(c.choices[0].index for c in chunks if c.choices[0].finish_reason)
    assert finals == [0, 1]
    for k in (0, 1):
        assert "".join(c.choices[0].text for c in chunks if c.choices[0].index == k)
