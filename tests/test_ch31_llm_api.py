"""The documented Python API (engine.serve.llm.LLM) on the real SmolLM2 file: the command
line's defaults, generate == stream, chat messages through the template, and a prompt
longer than the context refused with the numbers."""
import argparse

import pytest
import torch
from conftest import real_model_path

from engine.cli import chat as chat_cli, serve as server
from engine.serve.llm import LLM, LoadOptions


def _defaults(module):
    p = argparse.ArgumentParser()
    module.add_arguments(p)
    return vars(p.parse_args(["--model-dir", "x.gguf"]))


def test_the_command_line_and_the_api_share_defaults():
    serve = _defaults(server)
    o = LoadOptions()
    assert (serve["parallel"], serve["ctx_size"], serve["batch_size"], serve["activations"]) == \
           (o.parallel, o.ctx_size, o.batch_size, o.activations)
    assert getattr(torch, serve["kv_cache"]) == o.kv_cache and o.dtype == torch.float32
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
