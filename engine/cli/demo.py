"""`python run.py gguf` with no file: Chapter 38 end to end on a built-in test model.

A 4-layer random Qwen3 model (every row a multiple of 256 weights, so every block type
fits) with a small byte-level BPE tokenizer trained here is written as an F32 GGUF
file and quantized from it to Q8_0 and to llama.cpp's Q4_K_M recipe (Q4_K with Q6_K for
the sensitive tensors). Each file is loaded back the book's way - the PyTorch decoders,
every weight repacked into the affine layout (`repack_ggml`) - and compared with the float
model; the repacked weights are checked bit for bit against the decoders, one layer runs
through the Triton affine kernel (in Triton's CPU interpreter when there is no GPU), and
a few requests are served from the Q4_K_M file. Every Chapter 38 exercise runs on the way,
so a stubbed one stops this command with its name.

Prints plain lines saying what each figure means, and with `--json` one JSON object per
line instead.
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
TYPES = ("Q8_0", "Q4_K_M")
# what a correct engine shows on this model (the figures printed are checked against them)
GOOD_ERROR = {"Q8_0": 0.05, "Q4_K_M": 0.3}


def test_model(seed=0):
    """(model in float32, tokenizer): the random test model and its trained tokenizer."""
    from engine.gguf.tokenizer import train_bpe
    from engine.layers.decoder import init_random_
    from engine.models import build_model

    tokenizer = train_bpe(TRAINING_TEXT, vocab_size=TEST_CONFIG["vocab_size"], pre="qwen2")
    config = dict(TEST_CONFIG, vocab_size=tokenizer.vocab_size)
    model = build_model(config)   # small: built directly in memory
    init_random_(model, seed=seed)
    return model.float().eval(), tokenizer


def _file_bits(reader) -> float:
    quantized = [n for n, (shape, _, _) in reader.tensors.items() if len(shape) >= 2]
    params = sum(math.prod(reader.tensors[n][0]) for n in quantized)
    return 8 * sum(reader.nbytes(n) for n in quantized) / params


def repack_check(reader) -> dict:
    """Every affine tensor of a file: `repack_ggml`'s weights against the decoders' (the
    PyTorch `dequant_*` of the registry), which must agree bit for bit."""
    from engine.blocks import registry
    from engine.quantized.affine import affine_weight, repack_ggml

    checked, differing = {}, []
    for name, (shape, type_name, _) in reader.tensors.items():
        if type_name not in registry.AFFINE:
            continue
        raw = reader.raw(name)
        want = registry.dequantize(raw, type_name, shape)
        got = affine_weight(*repack_ggml(raw, type_name, shape))
        checked[type_name] = checked.get(type_name, 0) + 1
        if not torch.equal(got, want):      # as floats: the repack's zeros are all +0
            differing.append(name)
    return {"tensors_by_type": checked, "differing": differing}


def triton_check(model) -> dict:
    """One affine layer through Triton's `affine_matmul` (on the GPU, or in Triton's CPU
    interpreter), against the layer's PyTorch reference."""
    from engine.kernels import triton_available
    if not triton_available():
        return {"ran": False, "why": "triton is not installed"}
    if not torch.cuda.is_available():
        os.environ.setdefault("TRITON_INTERPRET", "1")   # before triton_formats imports triton
    from engine.kernels.triton_formats import affine_matmul
    layer = model.model.layers[0].self_attn.q_proj
    device = "cuda" if torch.cuda.is_available() else "cpu"
    x = torch.randn(4, layer.in_features, generator=torch.Generator().manual_seed(0)).to(device)
    got = affine_matmul(x, layer.codes.to(device), layer.scales.to(device), layer.offsets.to(device),
                        layer.group_size, layer.out_features, layer.packed).cpu()
    want = layer.reference(x.cpu()).float()
    err = ((got - want).abs().max() / want.abs().max()).item()
    return {"ran": True, "device": device, "layer": "model.layers.0.self_attn.q_proj",
            "max_relative_difference": err}


def demo(args) -> int:
    from engine.evaluation.logit_quality import relative_logit_error
    from engine.gguf.load import load_gguf
    from engine.kernels.backend import resolve_backend
    from engine.quantize.export import export_gguf
    from engine.quantize.requantize import quantize_gguf
    from engine.serve.engine import Engine, SamplingParams

    as_json = getattr(args, "json", False)
    say = (lambda *a, **k: None) if as_json else print
    emit = (lambda obj: print(json.dumps(obj), flush=True)) if as_json else (lambda obj: None)
    torch.manual_seed(0)
    reference, tokenizer = test_model()
    say("Chapter 38 end to end on a built-in test model: a random 4-layer Qwen3 (its weights\n"
        "are noise, so its text is gibberish). What matters is that each quantized file\n"
        "gives back the float model's numbers; the figures say how closely.\n")
    book = resolve_backend("cpu", kernels="torch")     # the book's code: PyTorch decoders, affine layers
    text = " ".join(TRAINING_TEXT)
    ids = torch.tensor([tokenizer.encode(text, add_special=False)[:128]])
    with torch.inference_mode():
        want = reference(ids).float()
    with tempfile.TemporaryDirectory(prefix="gguf-demo-") as tmp:
        f32 = os.path.join(tmp, "test-model-F32.gguf")
        export_gguf(reference, tokenizer, f32, "F32", name="engine test model")
        for type_name in TYPES:
            path = os.path.join(tmp, f"test-model-{type_name}.gguf")
            quantize_gguf(f32, path, type_name, progress=False)
            model, _ = load_gguf(path, dtype=torch.float32, progress=False, backend=book)
            with torch.inference_mode():
                got = model(ids).float()
            reader = model.gguf_reader
            row = {"type": type_name,
                   "tensor_types": dict(sorted({t: sum(1 for _, u, _ in reader.tensors.values() if u == t)
                                                for _, t, _ in reader.tensors.values()}.items())),
                   "file_bits_per_param": round(_file_bits(reader), 3),
                   "relative_logit_error": round(relative_logit_error(got, want), 5),
                   "same_greedy_next_token": bool(got[0, -1].argmax() == want[0, -1].argmax()),
                   "repack": repack_check(reader)}
            if type_name == "Q4_K_M":
                row["triton"] = triton_check(model)
            emit(row)
            _say_row(say, row)
            del model
        served = _serve(load_gguf, os.path.join(tmp, "test-model-Q4_K_M.gguf"), tokenizer, Engine,
                        SamplingParams)
        emit({"served_from_q4_k_m": served})
        say("\nServed from the Q4_K_M file through the engine core (continuous batching, 8 tokens each;\n"
            "gibberish, as the weights are random):")
        for s in served:
            say(f"  {s['prompt']!r} -> {s['text']!r}")
    say("\nThe figures: bits a weight is the file's size per weight; the relative error is the size\n"
        "of the difference between the quantized and the float model's logits over the size of the\n"
        "float logits; the greedy token is the one each model ranks first.\n"
        "Good results: a relative logit error near 0.02 for Q8_0 and near 0.2 for Q4_K_M (random\n"
        "weights are the hardest case for 4 bits; the greedy token may then differ), repacks equal\n"
        "to the decoders on every tensor, and a Triton difference near 1e-6.\n"
        "Next, a real file: python run.py gguf -m model.gguf --prompt \"Hello\" (-m is the book's\n"
        "--model-dir; python run.py gguf --help lists every option)")
    return 0


def _say_row(say, row):
    types = ", ".join(f"{n} {t}" for t, n in row["tensor_types"].items())
    good = "good" if row["relative_logit_error"] < GOOD_ERROR[row["type"]] else "TOO LARGE"
    rp = row["repack"]
    say(f"{row['type']:7s} tensors: {types}")
    say(f"        {row['file_bits_per_param']:.2f} bits a weight in the file; logits vs the float model: "
        f"relative error {row['relative_logit_error']:.4f} ({good}), same greedy next token: "
        f"{'yes' if row['same_greedy_next_token'] else 'no'}")
    n = sum(rp["tensors_by_type"].values())
    say(f"        affine repack equals the decoders on {n - len(rp['differing'])} of {n} tensors "
        f"({', '.join(rp['tensors_by_type'])})" + (f"; DIFFERS: {rp['differing']}" if rp["differing"] else ""))
    tr = row.get("triton")
    if tr and tr["ran"]:
        say(f"        Triton affine kernel ({'GPU' if tr['device'] == 'cuda' else 'CPU interpreter'}) vs "
            f"the reference, {tr['layer']}: max relative difference {tr['max_relative_difference']:.1e}")
    elif tr:
        say(f"        Triton affine kernel: not run ({tr['why']})")


def _serve(load_gguf, path, tokenizer, Engine, SamplingParams):
    """A few requests from the Q4_K_M file, loaded for speed (the default backend)."""
    model, _ = load_gguf(path, dtype=torch.float32, progress=False)
    engine = Engine(model, n_slots=2, max_len=64, eos_ids=tokenizer.eos_ids, detokenize=tokenizer.decode)
    prompts = [tokenizer.encode(p, add_special=False) for p in PROMPTS]
    with torch.inference_mode():
        done = engine.generate(prompts, SamplingParams(max_tokens=8))
    return [{"prompt": p, "tokens": r.output, "text": tokenizer.decode(r.output)}
            for p, r in zip(PROMPTS, done)]
