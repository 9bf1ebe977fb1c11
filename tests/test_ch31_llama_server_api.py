"""llama-server's own API beside OpenAI's: POST /completion (engine/serve/llama_api.py), CORS
(cors.py), assistant prefill (prefill.py) and llama-server's command-line meanings
(engine/cli/server_options.py).

Three layers, cheapest first:
- no model: the CORS rules, a browser's preflight + POST against the app in-process (with
  and without an API key, while the model "loads"), the prefill rules through every built-in
  chat template, and llama.cpp's per-slot context arithmetic;
- `run.py serve` on SmolLM2, started with llama-server's flags: /completion's fields and
  types, its stream, n_probs, every logit_bias and prompt form, id_slot / cache_prompt, the
  400s naming what it cannot honour;
- the same requests to llama.cpp's own `llama-server` ($LLAMA_SERVER, or the build of the
  vendored source; skipped with the reason when absent): the same fields and types, the
  same greedy tokens with n_probs, the same CORS headers, the same prefilled prompt text.
"""
import glob
import json
import os
import signal
import socket
import subprocess
import threading
import time

import httpx
import pytest
from conftest import real_model_path
from server_process import ServerProcess, free_port

KEY = "test-key"
SERVER_FLAGS = ["--parallel", "2", "--ctx-size", "1024", "--temp", "0", "-n", "8", "--no-slots"]   # both servers
COUNTING = "Counting: 1, 2, 3, 4, 5,"           # greedy steps with wide margins on SmolLM2
CONVERSATION = [{"role": "user", "content": "Say hi"}, {"role": "assistant", "content": "Whill"}]
FINAL_KEYS = {"index", "content", "tokens", "id_slot", "stop", "model", "tokens_predicted", "tokens_evaluated",
              "generation_settings", "prompt", "has_new_line", "truncated", "stop_type", "stopping_word",
              "tokens_cached", "timings"}
PARTIAL_KEYS = {"index", "content", "tokens", "stop", "id_slot", "tokens_predicted", "tokens_evaluated"}
TIMING_KEYS = {"cache_n", "prompt_n", "prompt_ms", "prompt_per_token_ms", "prompt_per_second", "predicted_n",
               "predicted_ms", "predicted_per_token_ms", "predicted_per_second"}
PREFLIGHT = {"Origin": "http://page.example", "Access-Control-Request-Method": "POST",
             "Access-Control-Request-Headers": "authorization, content-type"}


def llama_server_binary() -> str | None:
    found = os.environ.get("LLAMA_SERVER")
    if found:
        return found if os.path.exists(found) else None
    built = sorted(glob.glob("/tmp/sdist/llama_cpp_python-*/vendor/llama.cpp/build-server/bin/llama-server"))
    return built[-1] if built else None


def cors_headers(response) -> dict:
    return {k.lower(): v for k, v in response.headers.items() if k.lower().startswith("access-control-")}


def kinds(obj):
    """The shape of a JSON value: key -> kind, recursively (ints and floats are both numbers)."""
    if isinstance(obj, dict):
        return {k: kinds(v) for k, v in obj.items()}
    if isinstance(obj, list):
        return [kinds(obj[0])] if obj else []
    return "number" if isinstance(obj, (int, float)) and not isinstance(obj, bool) else type(obj).__name__


# ====================================================================== no model

def test_cors_rules_are_llama_servers():
    from engine.serve.cors import Cors
    echo = Cors()
    assert echo.allow_origin("http://page.example") == "http://page.example" and echo.allow_origin(None) is None
    assert Cors(credentials=False).allow_origin("http://page.example") == "*"
    local = Cors("localhost")
    for origin in ("http://localhost:5173", "http://127.0.0.1", "https://[::1]:8443"):
        assert local.allow_origin(origin) == origin
    assert local.allow_origin("http://localhost.evil.example") is None and local.allow_origin("http://10.0.0.1") is None
    assert Cors("https://a.example").allow_origin("https://b.example") == "https://a.example"   # as llama-server
    both = Cors("https://a.example, https://b.example")
    assert both.allow_origin("https://b.example") == "https://b.example" and both.allow_origin("https://c.x") is None
    pre = dict(echo.response_headers("http://page.example", preflight=True))
    assert pre == {"Access-Control-Allow-Origin": "http://page.example", "Access-Control-Allow-Credentials": "true",
                   "Access-Control-Allow-Methods": "GET, POST, DELETE, OPTIONS", "Access-Control-Allow-Headers": "*"}


@pytest.mark.parametrize("api_key", [None, KEY])
def test_browser_preflight_and_post_from_another_origin(api_key):
    """In-process, while the model is still loading: a preflight is answered (no key needed),
    and the POST's answer, an error included, carries the origin so the page can read it."""
    from starlette.testclient import TestClient

    from engine.serve.server import Server
    release = threading.Event()
    server = Server(lambda: release.wait(30), api_key=api_key)
    try:
        with TestClient(server.app) as client:
            pre = client.options("/completion", headers=PREFLIGHT)
            assert pre.status_code == 200 and pre.text == ""
            assert cors_headers(pre) == {"access-control-allow-origin": "http://page.example",
                                         "access-control-allow-credentials": "true",
                                         "access-control-allow-methods": "GET, POST, DELETE, OPTIONS",
                                         "access-control-allow-headers": "*"}
            page = {"Origin": "http://page.example"}
            keyed = {**page, "Authorization": f"Bearer {KEY}"}
            r = client.post("/completion", json={"prompt": "Hi"}, headers=keyed)
            assert r.status_code == 503 and r.json()["error"] == {"code": 503, "message": "Loading model",
                                                                  "type": "unavailable_error"}
            assert cors_headers(r) == {"access-control-allow-origin": "http://page.example"}
            if api_key:
                r = client.post("/completion", json={"prompt": "Hi"}, headers=page)
                assert r.status_code == 401 and cors_headers(r) == {"access-control-allow-origin": "http://page.example"}
            assert "access-control-allow-origin" not in cors_headers(client.get("/health"))   # no Origin, no header
    finally:
        release.set()


def test_prefill_rules():
    from engine.serve.openai_api import ApiError
    from engine.serve.prefill import read_prefill
    user = CONVERSATION[:1]
    assert read_prefill({}, user) == (True, False)
    assert read_prefill({"add_generation_prompt": False}, user) == (False, False)
    assert read_prefill({}, CONVERSATION) == (False, True)                       # llama-server's default prefill
    assert read_prefill({}, CONVERSATION, prefill_assistant=False) == (True, False)
    assert read_prefill({"continue_final_message": True, "add_generation_prompt": False}, CONVERSATION) == (False, True)
    for data, messages, param in [
            ({"continue_final_message": True}, CONVERSATION, "continue_final_message"),     # both true
            ({}, CONVERSATION + [{"role": "assistant", "content": "x"}], "messages"),        # two at the end
            ({"continue_final_message": True, "add_generation_prompt": False}, user, "continue_final_message"),
            ({"continue_final_message": "reasoning_content"}, CONVERSATION, "continue_final_message")]:
        with pytest.raises(ApiError) as e:
            read_prefill(data, messages)
        assert e.value.status == 400 and e.value.param == param, e.value.message


def test_prefill_continues_the_last_message_in_every_builtin_template():
    from engine.serve.prefill import render_continued
    from engine.tokenizer.builtin_templates import TEMPLATES
    from engine.tokenizer.chat_template import ChatTemplate
    conversation = [{"role": "system", "content": "Be brief."}, *CONVERSATION]
    for name, source in TEMPLATES.items():
        template = ChatTemplate(source, bos_token="<s>", eos_token="</s>")

        def render(messages, generation_prompt):
            return template.render(messages, add_generation_prompt=generation_prompt)
        prompt = render_continued(render, conversation)
        # the assistant's turn opened exactly as for a new answer, then "Whill", no end of turn
        assert prompt == render(conversation[:-1], True) + "Whill", name
        closed = render(conversation, False)
        if "[/INST]" not in closed:          # [INST] templates put a space before an answer; llama.cpp does not
            assert closed.startswith(prompt) and len(closed) > len(prompt), name


def test_ctx_size_is_shared_by_the_slots_as_in_llama_cpp():
    from engine.cli.server_options import slot_context
    from engine.serve.defaults import CTX_SIZE
    assert slot_context(1024, 2, 8192) == 512            # llama-server -c 1024 -np 2: n_ctx_slot = 512
    assert slot_context(1000, 4, 8192) == 256            # 250 rounded up to a multiple of 256, as llama.cpp
    assert slot_context(0, 4, 8192) == 2048              # -c 0: the model's own context, shared
    assert slot_context(65536, 1, 8192) == 8192          # never more than the model's own
    assert slot_context(None, 4, 8192) == CTX_SIZE       # no -c: the engine's per-slot default


def test_llama_server_command_line_is_taken_as_it_is():
    import argparse

    from engine.cli import serve
    from engine.cli.server_options import cors, request_defaults
    p = argparse.ArgumentParser()
    serve.add_arguments(p)
    args = p.parse_args(["-m", "x.gguf", "-c", "2048", "-np", "4", "--temp", "0.5", "--top-k", "20", "-s", "7",
                         "-n", "32", "--no-slots", "--host", "127.0.0.1,::1", "--cors-origins", "localhost",
                         "--no-prefill-assistant", "--no-cors-credentials"])
    d = request_defaults(args)
    assert (d.temperature, d.top_k, d.seed, d.n_predict, d.prefill_assistant) == (0.5, 20, 7, 32, False)
    assert (args.ctx_size, args.parallel, args.slots, args.host) == (2048, 4, False, "127.0.0.1,::1")
    c = cors(args)
    assert (c.origins, c.credentials) == ("localhost", False)
    assert request_defaults(p.parse_args(["-m", "x.gguf"])).seed is None      # -s -1: a new seed each time


def test_request_fields_read_as_llama_server_reads_them():
    from engine.serve.llama_api import Fields, LlamaError, read_samplers
    f = Fields({"temperature": -3, "top_p": 2, "seed": -5, "top_k": None, "n_predict": 1.5})
    assert f.number("temperature", 0.8, 0, None, clamp=True) == 0          # soft limits clamp
    assert f.number("top_p", 0.95, 0, 1, clamp=True) == 1
    assert f.number("top_k", 40, 0, None, integer=True) == 40              # null: the default
    for name, lo in (("seed", -1), ("n_predict", -1)):                     # hard limits and types are 400s
        with pytest.raises(LlamaError, match=f"Field '{name}'"):
            f.number(name, 0, lo, None, integer=True)
    assert read_samplers("edkypmxt") == ["penalties", "dry", "top_k", "typ_p", "top_p", "min_p", "xtc", "temperature"]
    assert read_samplers(["top-k", "temp"]) == ["top_k", "temperature"]
    for bad in (["top_k", "nonsense", "temperature"], ["top_k"], "kq"):
        with pytest.raises(LlamaError, match="'samplers'"):
            read_samplers(bad)


# ====================================================================== run.py serve

@pytest.fixture(scope="module")
def ours():
    hosts = "127.0.0.1,::1" if socket.has_ipv6 and _ipv6_loopback() else "127.0.0.1"
    proc = ServerProcess(real_model_path("smollm2"), *SERVER_FLAGS, "--host", hosts, "--log-level", "info",
                         api_key=KEY)
    proc.hosts = hosts
    yield proc
    assert proc.stop() == 0


def _ipv6_loopback() -> bool:
    try:
        with socket.socket(socket.AF_INET6) as s:
            s.bind(("::1", 0))
        return True
    except OSError:
        return False


def post(server, path, body, headers=None):
    return httpx.post(server.url + path, json=body, headers=server.headers if headers is None else headers,
                      timeout=120)


def stream_events(server, body) -> list:
    with httpx.stream("POST", server.url + "/completion", json={**body, "stream": True}, headers=server.headers,
                      timeout=120) as r:
        assert r.status_code == 200 and r.headers["content-type"].startswith("text/event-stream")
        text = r.read().decode()
    assert "[DONE]" not in text                    # llama-server's own stream has none
    return [json.loads(line[6:]) for line in text.split("\n") if line.startswith("data: ")]


def test_server_flags_and_hosts(ours):
    assert "2 slots of 512 tokens (n_ctx_slot = 512)" in ours.tail(10**6)      # -c 1024 over -np 2, said at start
    r = httpx.get(ours.url + "/slots", headers=ours.headers, timeout=60)
    assert r.status_code == 501 and r.json()["error"]["type"] == "not_supported_error"   # --no-slots
    assert httpx.get(ours.url + "/props", headers=ours.headers, timeout=60).json()["n_ctx"] == 512
    if "::1" in ours.hosts:
        assert httpx.get(f"http://[::1]:{ours.port}/health", timeout=60).json() == {"status": "ok"}
    # --temp 0 and -n 8 are every request's defaults: greedy, 8 tokens
    a = post(ours, "/completion", {"prompt": COUNTING}).json()
    b = post(ours, "/completion", {"prompt": COUNTING, "temperature": 0, "n_predict": 8}).json()
    assert a["content"] == b["content"] and a["tokens_predicted"] == 8 and a["generation_settings"]["n_predict"] == 8
    assert a["generation_settings"]["temperature"] == 0


def test_completion_fields_and_types(ours):
    r = post(ours, "/completion", {"prompt": COUNTING, "n_predict": 4, "return_tokens": True})
    assert r.status_code == 200
    d = r.json()
    assert set(d) == FINAL_KEYS and set(d["timings"]) == TIMING_KEYS
    assert d["stop"] is True and d["stop_type"] == "limit" and d["tokens_predicted"] == len(d["tokens"]) == 4
    assert d["content"].startswith(" 6,") and d["prompt"] == COUNTING
    assert d["tokens_evaluated"] == d["timings"]["prompt_n"] + d["timings"]["cache_n"]
    assert d["id_slot"] in (0, 1) and d["tokens_cached"] == d["tokens_evaluated"] + 3
    g = d["generation_settings"]
    assert g["n_predict"] == 4 and g["samplers"] and g["seed"] == 4294967295 and g["n_probs"] == 0
    # /completions is the same native endpoint; /v1/completions stays OpenAI's
    assert set(post(ours, "/completions", {"prompt": COUNTING, "n_predict": 1}).json()) == FINAL_KEYS
    assert post(ours, "/v1/completions", {"prompt": COUNTING, "max_tokens": 1}).json()["object"] == "text_completion"


def test_stream_is_llama_servers(ours):
    whole = post(ours, "/completion", {"prompt": COUNTING, "n_predict": 4, "return_tokens": True}).json()
    events = stream_events(ours, {"prompt": COUNTING, "n_predict": 4, "n_probs": 2})
    *parts, last = events
    assert [set(e) for e in parts] == [PARTIAL_KEYS | {"completion_probabilities"}] * 4
    assert [e["tokens"][0] for e in parts] == whole["tokens"] and "".join(e["content"] for e in parts) == whole["content"]
    assert [e["tokens_predicted"] for e in parts] == [1, 2, 3, 4] and not any(e["stop"] for e in parts)
    assert set(last) == FINAL_KEYS and last["stop"] is True and last["content"] == "" and last["tokens"] == []


def test_n_probs_and_post_sampling_probs(ours):
    d = post(ours, "/completion", {"prompt": COUNTING, "n_predict": 3, "n_probs": 3, "return_tokens": True}).json()
    probs = d["completion_probabilities"]
    assert [p["id"] for p in probs] == d["tokens"]
    for p in probs:
        assert set(p) == {"id", "token", "bytes", "logprob", "top_logprobs"} and len(p["top_logprobs"]) == 3
        assert p["top_logprobs"][0]["id"] == p["id"] and p["logprob"] == p["top_logprobs"][0]["logprob"] < 0
        assert bytes(p["bytes"]).decode() == p["token"]
    post_ = post(ours, "/completion", {"prompt": COUNTING, "n_predict": 2, "n_probs": 3, "post_sampling_probs": True,
                                       "temperature": 1.0, "top_k": 2, "min_p": 0, "seed": 3}).json()
    for p in post_["completion_probabilities"]:
        assert set(p) == {"id", "token", "bytes", "prob", "top_probs"} and 1 <= len(p["top_probs"]) <= 2   # top-k 2
        assert abs(sum(t["prob"] for t in p["top_probs"]) - 1) < 1e-5        # the distribution it was drawn from


def test_every_logit_bias_form_bans_the_same_token(ours):
    base = {"prompt": COUNTING, "n_predict": 1, "return_tokens": True}
    first = post(ours, "/completion", base).json()["tokens"][0]
    piece = post(ours, "/detokenize", {"tokens": [first]}).json()["content"]
    outs = [post(ours, "/completion", {**base, "logit_bias": bias}).json()
            for bias in ([[first, False]], [[first, -100]], [[piece, False]], {str(first): -100}, {piece: False})]
    assert len({o["tokens"][0] for o in outs}) == 1 and outs[0]["tokens"][0] != first, outs
    assert [o["generation_settings"]["logit_bias"] for o in outs[:2]] == [[{"bias": None, "token": first}],
                                                                          [{"bias": -100.0, "token": first}]]
    ignore = post(ours, "/completion", {**base, "ignore_eos": True}).json()["generation_settings"]["logit_bias"]
    assert ignore and all(b["bias"] is None for b in ignore)              # EOG tokens banned (-inf is null)


def test_prompt_forms(ours):
    """An array of prompts holding every form of one (text, ids, ids and text mixed, an
    object, and an empty one): one answer each, in order."""
    ids = post(ours, "/tokenize", {"content": COUNTING}).json()["tokens"]
    tail = post(ours, "/detokenize", {"tokens": ids[3:]}).json()["content"]
    forms = [COUNTING, ids, ids[:3] + [tail], {"prompt_string": COUNTING}, ""]
    many = post(ours, "/completion", {"prompt": forms, "n_predict": 3}).json()
    assert isinstance(many, list) and [m["index"] for m in many] == [0, 1, 2, 3, 4]
    assert len({m["content"] for m in many[:4]}) == 1 and many[0]["content"].startswith(" 6")
    assert [m["tokens_evaluated"] for m in many] == [len(ids)] * 4 + [0]
    assert (many[4]["content"], many[4]["stop_type"]) == ("", "none")              # nothing to complete


def test_id_slot_cache_prompt_and_response_fields(ours):
    body = {"prompt": COUNTING + " 6, 7,", "n_predict": 2, "id_slot": 1}
    first = post(ours, "/completion", body).json()
    again = post(ours, "/completion", body).json()
    cold = post(ours, "/completion", {**body, "cache_prompt": False}).json()
    assert first["id_slot"] == again["id_slot"] == cold["id_slot"] == 1
    assert again["timings"]["cache_n"] == again["tokens_evaluated"] - 1 and cold["timings"]["cache_n"] == 0
    assert again["content"] == cold["content"]
    picked = post(ours, "/completion", {**body, "response_fields": ["content", "generation_settings/n_predict"]})
    assert picked.json() == {"content": again["content"], "generation_settings/n_predict": 2}


@pytest.mark.parametrize("field, value", [("mirostat", 2), ("dry_multiplier", 0.8), ("xtc_probability", 0.5),
                                          ("typical_p", 0.9), ("n_indent", 4), ("lora", [{"id": 0, "scale": 1}]),
                                          ("n_probs", 50), ("samplers", ["top_k", "bogus", "temperature"])])
def test_what_cannot_be_honoured_is_a_400_naming_it(ours, field, value):
    r = post(ours, "/completion", {"prompt": "Hi", "n_predict": 1, field: value})
    assert r.status_code == 400, r.text
    err = r.json()["error"]
    assert set(err) == {"code", "message", "type"} and err["code"] == 400 and f"'{field}'" in err["message"]
    off = {"mirostat": 0, "dry_multiplier": 0, "xtc_probability": 0, "typical_p": 1, "n_indent": 0, "lora": [],
           "n_probs": 1, "samplers": "edkypmxt"}[field]
    assert post(ours, "/completion", {"prompt": "Hi", "n_predict": 1, field: off}).status_code == 200


def test_context_and_prompt_errors_are_llama_servers(ours):
    r = post(ours, "/completion", {"prompt": "hello " * 600})
    assert r.status_code == 400 and r.json()["error"] == {
        "code": 400, "type": "exceed_context_size_error", "n_prompt_tokens": 601, "n_ctx": 512,
        "message": "request (601 tokens) exceeds the available context size (512 tokens), try increasing it"}
    assert post(ours, "/completion", {"prompt": []}).json()["error"]["message"] == '"prompt" must not be empty'


def test_chat_prefill_through_the_server(ours):
    prompt = post(ours, "/apply-template", {"messages": CONVERSATION}).json()["prompt"]
    assert prompt.endswith("<|im_start|>assistant\nWhill")
    r = post(ours, "/v1/chat/completions", {"messages": CONVERSATION, "max_tokens": 4})
    continued = post(ours, "/completion", {"prompt": prompt, "n_predict": 4}).json()["content"]
    assert r.status_code == 200 and r.json()["choices"][0]["message"]["content"] == continued
    both = post(ours, "/v1/chat/completions", {"messages": CONVERSATION, "continue_final_message": True})
    assert both.status_code == 400 and both.json()["error"]["param"] == "continue_final_message"


# ====================================================================== beside llama-server

@pytest.fixture(scope="module")
def llama():
    binary = llama_server_binary()
    if binary is None:
        pytest.skip("llama-server is absent: set $LLAMA_SERVER, or build it from the llama-cpp-python sdist's "
                    "vendored llama.cpp (cmake --build build-server --target llama-server)")
    port = free_port()
    log = open(os.path.join(os.environ.get("TMPDIR", "/tmp"), f"llama-server-{port}.log"), "w")
    proc = subprocess.Popen([binary, "-m", str(real_model_path("smollm2")), "--port", str(port), *SERVER_FLAGS,
                             "--api-key", KEY, "-t", "2", "--no-webui"], stdout=log, stderr=subprocess.STDOUT)
    url = f"http://127.0.0.1:{port}"
    deadline = time.time() + 120
    while time.time() < deadline and proc.poll() is None:
        try:
            if httpx.get(url + "/health", timeout=2).status_code == 200:
                break
        except httpx.TransportError:
            pass
        time.sleep(0.2)
    else:
        proc.kill()
        pytest.fail(f"llama-server did not start: see {log.name}")

    class Handle:
        pass
    handle = Handle()
    handle.url, handle.headers, handle.log = url, {"Authorization": f"Bearer {KEY}"}, log.name
    yield handle
    proc.send_signal(signal.SIGTERM)
    try:
        proc.wait(30)
    except subprocess.TimeoutExpired:
        proc.kill()
    log.close()


def test_llama_server_prints_the_same_slot_size(llama):
    assert "n_ctx_slot = 512" in open(llama.log).read()


def test_same_fields_and_types_as_llama_server(ours, llama):
    body = {"prompt": COUNTING, "n_predict": 4, "n_probs": 2, "return_tokens": True}
    theirs, mine = post(llama, "/completion", body).json(), post(ours, "/completion", body).json()
    assert kinds(mine) == kinds(theirs)
    for a, b in zip(stream_events(ours, body), stream_events(llama, body)):
        assert kinds(a) == kinds(b)
    assert len(stream_events(ours, body)) == len(stream_events(llama, body))


def test_same_greedy_tokens_and_probs_as_llama_server(ours, llama):
    body = {"prompt": COUNTING, "n_predict": 8, "n_probs": 3, "return_tokens": True}
    theirs, mine = post(llama, "/completion", body).json(), post(ours, "/completion", body).json()
    assert mine["tokens"] == theirs["tokens"] and mine["content"] == theirs["content"]
    for a, b in zip(mine["completion_probabilities"], theirs["completion_probabilities"]):
        assert (a["id"], a["token"], a["bytes"]) == (b["id"], b["token"], b["bytes"])
        assert [t["id"] for t in a["top_logprobs"][:2]] == [t["id"] for t in b["top_logprobs"][:2]]
        assert abs(a["logprob"] - b["logprob"]) < 0.1        # int8 activations round a little differently
    post_body = {**body, "post_sampling_probs": True}
    theirs, mine = post(llama, "/completion", post_body).json(), post(ours, "/completion", post_body).json()
    assert [(p["id"], p["prob"], [t["prob"] for t in p["top_probs"]]) for p in mine["completion_probabilities"]] == \
           [(p["id"], p["prob"], [t["prob"] for t in p["top_probs"]]) for p in theirs["completion_probabilities"]]


def test_same_answers_to_the_same_odd_requests(ours, llama):
    ids = post(ours, "/tokenize", {"content": COUNTING}).json()["tokens"]
    first = ids[0]
    for body in ({"prompt": [COUNTING, ids], "n_predict": 2},
                 {"prompt": ids[:3] + ["3, 4, 5,"], "n_predict": 2, "return_tokens": True},
                 {"prompt": COUNTING, "n_predict": 3, "logit_bias": {"6": False, " 6": -100}, "return_tokens": True},
                 {"prompt": COUNTING, "n_predict": 6, "stop": ["7"]},
                 {"prompt": COUNTING, "n_predict": 0},
                 {"prompt": "", "n_predict": 2},
                 {"prompt": "hello " * 600},
                 {"prompt": []},
                 {"prompt": COUNTING, "n_predict": 2, "response_fields": ["content", "stop_type", "timings/predicted_n"]},
                 {"prompt": [first], "n_predict": 2, "n_cmpl": 2}):
        a, b = post(ours, "/completion", body), post(llama, "/completion", body)
        assert a.status_code == b.status_code, (body, a.text, b.text)
        drop = ("generation_settings", "timings", "model", "id_slot") + \
            (("tokens_cached",) if body["prompt"] == "" else ())      # llama-server's: its slot's last request's
        same = lambda d: {k: v for k, v in d.items() if k not in drop}    # noqa: E731
        got, want = a.json(), b.json()
        if isinstance(want, list):
            assert [same(x) for x in got] == [same(x) for x in want], body
        else:
            assert same(got) == same(want), body


def test_same_cors_headers_as_llama_server(ours, llama):
    def seen(server, origin):
        return (cors_headers(httpx.options(server.url + "/completion", headers={**PREFLIGHT, "Origin": origin},
                                           timeout=60)),
                cors_headers(post(server, "/completion", {"prompt": "Hi", "n_predict": 1}, headers={
                    **server.headers, "Origin": origin})),
                cors_headers(httpx.get(server.url + "/v1/models", headers={"Origin": origin}, timeout=60)))  # a 401
    for origin in ("http://page.example", "http://localhost:5173"):
        assert seen(ours, origin) == seen(llama, origin), origin


def test_same_prefilled_prompt_as_llama_server(ours, llama):
    system = [{"role": "system", "content": "Be brief."}]
    for body in ({"messages": CONVERSATION}, {"messages": system + CONVERSATION},
                 {"messages": CONVERSATION, "continue_final_message": True, "add_generation_prompt": False},
                 {"messages": CONVERSATION[:1], "add_generation_prompt": False},
                 {"messages": CONVERSATION, "continue_final_message": True},
                 {"messages": CONVERSATION + [{"role": "assistant", "content": "x"}]}):
        a, b = post(ours, "/apply-template", body), post(llama, "/apply-template", body)
        assert a.status_code == b.status_code, body
        if b.status_code == 200:
            assert a.json() == b.json(), body
        else:
            assert a.json()["error"]["message"] == b.json()["error"]["message"]
