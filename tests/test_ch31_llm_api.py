"""The documented Python API (engine.serve.llm.LLM) on the real SmolLM2 file: the command
line's defaults, generate == stream, chat messages through the template, and a prompt
longer than the context refused with the numbers."""
import argparse

import pytest
import torch
from conftest import real_model_path

from engine.cli import chat as chat_cli, serve as server
from engine.cli.server_options import slot_context
from engine.serve.llm import LLM, LoadOptions


def _defaults(module):
    p = argparse.ArgumentParser()
    module.add_arguments(p)
    return vars(p.parse_args(["--model-dir", "x.gguf"]))


def test_the_command_line_and_the_api_share_defaults():
    serve = _defaults(server)
    o = LoadOptions()
    per_slot = slot_context(serve["ctx_size"], serve["parallel"], None)      # --ctx-size is shared by the slots
    assert (serve["parallel"], per_slot, serve["batch_size"], serve["activations"]) == \
           (o.parallel, o.ctx_size, o.batch_size, o.activations)
    assert serve["kv_cache"] == o.kv_cache and o.dtype == torch.float32
    assert (serve["cache_type_k"], serve["cache_type_v"]) == (o.cache_type_k, o.cache_type_v) == (None, None)
    assert _defaults(chat_cli)["ctx_size"] == o.ctx_size


def test_load_generate_stream():
    llm = LLM.load(real_model_path("smollm2"), ctx_size=256, parallel=2)
    assert llm.ctx_size == 256 and llm.engine.n_slots == 2
    # greedy steps with wide margins: the second run's prompt comes from the prompt cache (another
    # batch shape, other int8 rounding), which may flip a near-tie
    text = llm.generate("Counting: 1, 2, 3, 4, 5,", max_tokens=12)
    assert text.startswith(" 6, 7") and "".join(llm.stream("Counting: 1, 2, 3, 4, 5,", max_tokens=12)) == text
    chat = llm.generate([{"role": "user", "content": "What is the capital of France? Answer with one word."}],
                        max_tokens=12)
    assert "Paris" in chat
    ids = llm.encode_chat([{"role": "user", "content": "Hi"}])
    assert llm.tokenizer.decode(ids, special=True).endswith("<|im_start|>assistant\n")
    with pytest.raises(ValueError, match="exceeds the engine's max_len 256"):
        llm.generate("word " * 300, max_tokens=4)
    with pytest.raises(TypeError, match="unknown option 'paralel'"):
        LLM.load(real_model_path("smollm2"), paralel=2)


SERVE_SCRIPT = r'''
import sys, threading
from engine.serve import engine_loop
from engine.serve.llm import LLM
from engine.serve.server import serve
ran_on = []
run = engine_loop.EngineLoop.run
engine_loop.EngineLoop.run = lambda self, aloop: (ran_on.append(threading.current_thread().name), run(self, aloop))
llm = LLM.load(sys.argv[1], parallel=2, ctx_size=256)
code = serve(llm, port=int(sys.argv[2]), log_level="warning")
print("engine loop ran on", ran_on, "exit", code, flush=True)
'''


def test_serve_a_loaded_llm_from_the_calling_thread(tmp_path):
    """`serve(llm)` (the README's Python API) runs the engine loop on the thread that loaded
    the model, answers, and stops cleanly on SIGTERM."""
    import os
    import signal
    import subprocess
    import sys
    import time

    import httpx
    from server_process import free_port
    path, port = real_model_path("smollm2"), free_port()
    script = tmp_path / "serve_llm.py"
    script.write_text(SERVE_SCRIPT)
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    proc = subprocess.Popen([sys.executable, str(script), str(path), str(port)], cwd=root, text=True,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            env={**os.environ, "PYTHONPATH": root})
    try:
        deadline = time.time() + 180
        while True:
            assert proc.poll() is None, proc.stdout.read()
            try:
                if httpx.get(f"http://127.0.0.1:{port}/health", timeout=2).status_code == 200:
                    break
            except httpx.TransportError:
                pass
            assert time.time() < deadline, "the server did not become healthy"
            time.sleep(0.2)
        r = httpx.post(f"http://127.0.0.1:{port}/v1/completions", timeout=60,
                       json={"prompt": "Counting: 1, 2, 3, 4, 5,", "max_tokens": 8, "temperature": 0})
        assert r.status_code == 200 and r.json()["choices"][0]["text"].startswith(" 6, 7"), r.text
        proc.send_signal(signal.SIGTERM)
        out, _ = proc.communicate(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 0, out
    assert "engine loop ran on ['MainThread'] exit 0" in out, out


def test_serve_a_loaded_llm_on_a_busy_port_fails_at_once():
    """uvicorn cannot bind: serve(llm) raises its exit instead of serving nothing forever."""
    import socket
    import time

    from engine.serve.server import serve
    llm = LLM.load(real_model_path("smollm2"), ctx_size=128, parallel=1)
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        start = time.time()
        with pytest.raises(SystemExit) as e:
            serve(llm, port=busy.getsockname()[1], log_level="critical")
    assert e.value.code and time.time() - start < 30
