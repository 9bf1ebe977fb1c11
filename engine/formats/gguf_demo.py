"""`python run.py gguf` with no file: Chapter 38 end to end on a built-in test model.

A 4-layer random Qwen3 model (every row a multiple of 256 weights, so every block type
fits) with a small byte-level BPE tokenizer trained here is written as Q8_0 and as
Q4_K GGUF files, each file is loaded back quantized and compared with the float model,
and a few requests are served from the Q4_K model through the engine core.
Prints one JSON line per type, then `{"served_from_q4_k": [...]}`.
"""
import json
import math
import os
import tempfile

import torch

TEST_CONFIG = {
    "model_type": "qwen3", "vocab_size": 512, "hidden_size": 256, "intermediate_size": 768,
    "num_hidden_layers": 4, "num_attention_heads": 4, "num_key_value_heads": 2,
    "head_dim": 64, "rms_norm_eps": 1e-6, "rope_theta": 10000.0,
    "max_position_embeddings": 512, "tie_word_embeddings": False,
}
TRAINING_TEXT = [
    "The engine reads the container, keeps the weights quantized, and generates text.",
    "A GGUF file holds metadata, tensor infos and aligned tensor data.",
    "Quantized blocks store codes with a scale and an offset for each group of weights.",
    "def add(a, b):\n    return a + b\n",
    "Numbers like 1234567 and 3.14159 are split into digits.",
]
PROMPTS = ["The engine reads", "A GGUF file", "Quantized blocks store"]
TYPES = ("Q8_0", "Q4_K")


def test_model(seed=0):
    """(model in float32, tokenizer): the random test model and its trained tokenizer."""
    from engine.formats.gguf_tokenizer import train_bpe
    from engine.layers.decoder import init_random_
    from engine.models import build_model

    tokenizer = train_bpe(TRAINING_TEXT, vocab_size=TEST_CONFIG["vocab_size"], pre="qwen2")
    config = dict(TEST_CONFIG, vocab_size=tokenizer.vocab_size)
    model = build_model(config)   # small: built directly in memory
    init_random_(model, seed=seed)
    return model.float().eval(), tokenizer


def _file_bits(path) -> float:
    from engine.formats.gguf import GGUFReader

    r = GGUFReader(path)
    quantized = [n for n, (shape, t, _) in r.tensors.items() if len(shape) >= 2]
    params = sum(math.prod(r.tensors[n][0]) for n in quantized)
    return 8 * sum(r.nbytes(n) for n in quantized) / params


def _quantized_bits(model, type_name) -> float:
    from engine.formats.runtime import resident_bits_report

    entry = resident_bits_report(model).get(type_name)
    return round(entry["bits_per_weight"], 3) if entry else None


def demo(args) -> int:
    from engine.evaluation.logit_quality import relative_logit_error
    from engine.formats.gguf_export import export_gguf
    from engine.formats.gguf_loader import load_gguf
    from engine.serve.engine import Engine, SamplingParams

    torch.manual_seed(0)
    reference, tokenizer = test_model()
    text = " ".join(TRAINING_TEXT)
    ids = torch.tensor([tokenizer.encode(text, add_special=False)[:128]])
    with torch.inference_mode():
        want = reference(ids).float()
    models = {}
    with tempfile.TemporaryDirectory(prefix="gguf-demo-") as tmp:
        for type_name in TYPES:
            path = os.path.join(tmp, f"test-model-{type_name}.gguf")
            export_gguf(reference, tokenizer, path, type_name, name="engine test model")
            model, _ = load_gguf(path, dtype=torch.float32, progress=False)
            with torch.inference_mode():
                got = model(ids).float()
            print(json.dumps({
                "type": type_name,
                "file_bits_per_param": round(_file_bits(path), 3),
                "resident_bits_per_quantized_weight": _quantized_bits(model, type_name),
                "relative_logit_error": round(relative_logit_error(got, want), 5),
                "same_greedy_next_token": bool(got[0, -1].argmax() == want[0, -1].argmax()),
            }), flush=True)
            models[type_name] = model
        engine = Engine(models["Q4_K"], n_slots=2, max_len=64, eos_ids=tokenizer.eos_ids,
                        detokenize=tokenizer.decode)
        prompts = [tokenizer.encode(p, add_special=False) for p in PROMPTS]
        with torch.inference_mode():
            done = engine.generate(prompts, SamplingParams(max_tokens=8))
        served = [{"prompt": p, "tokens": r.output, "text": tokenizer.decode(r.output)}
                  for p, r in zip(PROMPTS, done)]
        print(json.dumps({"served_from_q4_k": served}), flush=True)
        models.clear()
    return 0
