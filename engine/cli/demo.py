"""`python run.py gguf` with no file: Chapter 38 end to end on the book's test model.

The book's test model is a random 4-layer Qwen3 (hidden 256, 4 query heads of 64 and 2
KV heads, MLP 768, every row a multiple of 256 weights so every block type fits) with a
small byte-level BPE tokenizer trained here. It is written as an F32 GGUF file and
quantized from it to the book's two types, Q8_0 and Q4_K, then to llama.cpp's Q4_K_M
recipe. Each file is loaded back and its logits compared with the float model's, and
one request is served from the Q4_K file through the engine core.

`--impl` says how a file is held. `reference`: the book's way, the PyTorch decoders and
every weight repacked (`repack_ggml`) into `AffineQuantLinear`. `engine`: the way
`run.py gguf -m` holds it, the file's raw blocks read by the C kernels (where they
build). Both run every Chapter 38 exercise: each repack is checked bit for bit against
the decoders (and the decoders against the C library's), and one layer runs through
the Triton affine kernel, so a stubbed exercise stops the command with its name.

Prints plain lines saying what each figure means; with `--json` the book's lines
instead: one object a type with the book's keys, then `{"served_from_q4_k": [ids]}`.
"""
import json
import math
import os
import sys
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
PROMPT = "The engine reads"          # served from the Q4_K file, SERVED tokens, greedy
SERVED = 8
TYPES = ("Q8_0", "Q4_K", "Q4_K_M")   # the book's two, then llama.cpp's usual recipe
# The book's figures (Chapter 38, "Run it"). A relative logit error within half to twice
# the book's is what a correct engine gives on this model, over random seeds.
BOOK = {
    "Q8_0": {"file_bits_per_param": 8.54, "resident_bits_per_quantized_weight": 10.0,
             "relative_logit_error": 0.0071},
    "Q4_K": {"file_bits_per_param": 4.67, "resident_bits_per_quantized_weight": 6.0,
             "relative_logit_error": 0.0697},
}
KEYS = ("type", "file_bits_per_param", "resident_bits_per_quantized_weight",
        "relative_logit_error", "same_greedy_next_token")


def good_error(type_name: str, error: float) -> bool:
    """Within half to twice the book's figure (Q4_K_M: no worse than twice Q4_K's)."""
    book = BOOK.get(type_name, BOOK["Q4_K"])["relative_logit_error"]
    low = 0.5 * book if type_name in BOOK else 0.0
    return low <= error <= 2 * book


def init_untrained_(model, seed: int = 0):
    """Fill `model`'s weights as PyTorch fills untrained nn.Linear and nn.Embedding layers:
    a linear weight [out, in] uniform in +-1/sqrt(in), an embedding row N(0, 1); norm
    weights 1 + N(0, 0.1) (as `init_random_`, so a misplaced norm shows).

    Why not `init_random_`'s N(0, 0.02) everywhere: at width 256 every attention and MLP
    output then outweighs the embedding in the residual stream (RMS 0.03-0.09 against
    0.02), so each layer's rounding enters every later layer's input and compounds; the
    logits carry ~3x one matrix's error (Q8_0 0.016, Q4_K 0.22, against 0.0053 and
    0.072 for one matrix), and the model is chaotic: redrawing one v_proj changes its
    logits by 120%. Here the embedding (RMS 1) carries the stream, the layers move the
    logits by ~30%, and the errors come near the book's (chapters/38-gguf.md, "Run it")."""
    gen = torch.Generator().manual_seed(seed)
    with torch.no_grad():
        for name, p in model.named_parameters():
            if name.endswith("norm.weight"):
                value = 1 + 0.1 * torch.randn(p.shape, generator=gen)
            elif p.dim() == 2 and "embed_tokens" in name:
                value = torch.randn(p.shape, generator=gen)
            elif p.dim() == 2:
                value = (2 * torch.rand(p.shape, generator=gen) - 1) / math.sqrt(p.shape[1])
            else:                                   # biases (Qwen3 has none)
                value = torch.zeros(p.shape)
            p.copy_(value.to(p.dtype))
    return model


def test_model(seed=0):
    """(model in float32, tokenizer): the book's random test model and its trained tokenizer."""
    from engine.gguf.tokenizer import train_bpe
    from engine.models import build_model

    tokenizer = train_bpe(TRAINING_TEXT, vocab_size=TEST_CONFIG["vocab_size"], pre="qwen2")
    config = dict(TEST_CONFIG, vocab_size=tokenizer.vocab_size)
    model = build_model(config)   # small: built directly in memory
    init_untrained_(model, seed=seed)
    return model.float().eval(), tokenizer


def file_bits(reader) -> float:
    """Bits a parameter in the file's tensor data (norms included): inspect's total."""
    params = sum(math.prod(shape) for shape, _, _ in reader.tensors.values())
    return 8 * sum(reader.nbytes(n) for n in reader.tensors) / params


def held(model) -> tuple[float, list]:
    """(bits a weight held in memory, layer classes) over the model's quantized linear
    layers; the token embedding, a table looked up a row at a time, stays in the file's
    blocks either way and is not counted."""
    bits, weights, kinds = 0, 0, set()
    for m in model.modules():
        if hasattr(m, "in_features") and hasattr(m, "storage_bytes") and hasattr(m, "type_name"):
            bits += 8 * m.storage_bytes
            weights += m.in_features * m.out_features
            kinds.add(type(m).__name__)
    return bits / weights, sorted(kinds)


def repack_check(reader) -> dict:
    """Every affine tensor of a file: `repack_ggml`'s weights against the decoders' (the
    PyTorch `dequant_*` of the registry), which must agree bit for bit; and the decoders
    against the C library's where it is built."""
    from engine.blocks import registry
    from engine.kernels.backend import resolve_backend
    from engine.quantized.affine import affine_weight, repack_ggml

    c = resolve_backend("cpu")
    checked, differing = {}, []
    for name, (shape, type_name, _) in reader.tensors.items():
        if type_name not in registry.AFFINE:
            continue
        raw = reader.raw(name)
        want = registry.dequantize(raw, type_name, shape)
        got = affine_weight(*repack_ggml(raw, type_name, shape))
        checked[type_name] = checked.get(type_name, 0) + 1
        if not torch.equal(got, want):      # as floats: the repack's zeros are all +0
            differing.append(f"{name}: repack_ggml vs dequant")
        if c.c and not torch.equal(c.dequantize(raw, type_name, shape), want):
            differing.append(f"{name}: dequant vs the C decoder")
    return {"tensors_by_type": checked, "against_c": c.c, "differing": differing}


def triton_check(reader, name="blk.0.attn_q.weight") -> dict:
    """One tensor of the file repacked into an affine layer, through Triton's
    `affine_matmul` (on the GPU, or in Triton's CPU interpreter), against the layer's
    PyTorch reference."""
    from engine.kernels import triton_available
    if not triton_available():
        return {"ran": False, "why": "triton is not installed"}
    if not torch.cuda.is_available():
        os.environ.setdefault("TRITON_INTERPRET", "1")   # before triton_formats imports triton
    from engine.kernels.backend import resolve_backend
    from engine.kernels.triton_formats import affine_matmul
    from engine.quantized.affine import AffineQuantLinear

    shape, type_name, _ = reader.tensors[name]
    layer = AffineQuantLinear.from_ggml(reader.raw(name), type_name, shape, dtype=torch.float32,
                                        backend=resolve_backend("cpu", kernels="torch"))
    device = "cuda" if torch.cuda.is_available() else "cpu"
    x = torch.randn(4, layer.in_features, generator=torch.Generator().manual_seed(0)).to(device)
    got = affine_matmul(x, layer.codes.to(device), layer.scales.to(device), layer.offsets.to(device),
                        layer.group_size, layer.out_features, layer.packed).cpu()
    want = layer.reference(x.cpu()).float()
    err = ((got - want).abs().max() / want.abs().max()).item()
    return {"ran": True, "device": device, "tensor": name, "max_relative_difference": err}


def demo(args) -> int:
    from engine.evaluation.logit_quality import relative_logit_error
    from engine.gguf.load import load_gguf
    from engine.kernels.backend import resolve_backend
    from engine.quantize.export import export_gguf
    from engine.quantize.requantize import quantize_gguf

    as_json = getattr(args, "json", False)
    reference_impl = getattr(args, "impl", "engine") == "reference"
    say = (lambda *a, **k: None) if as_json else print
    emit = (lambda obj: print(json.dumps(obj), flush=True)) if as_json else (lambda obj: None)
    torch.manual_seed(0)
    reference, tokenizer = test_model()
    c = TEST_CONFIG
    say(f"Chapter 38 end to end on the book's test model: a random {c['num_hidden_layers']}-layer "
        f"Qwen3 (hidden {c['hidden_size']},\n{c['num_attention_heads']} heads of {c['head_dim']}, "
        f"MLP {c['intermediate_size']}, vocabulary {tokenizer.vocab_size}: every row 256 weights or "
        "a multiple). Its weights\nare noise, so its text is gibberish; what matters is that each "
        "quantized file gives back\nthe float model's numbers, and the figures say how closely.\n")
    # reference: the book's code (PyTorch decoders, affine layers); engine: what `-m` runs,
    # with float activations so that the logits measure the file, not the arithmetic
    backend = resolve_backend("cpu", kernels="torch") if reference_impl else resolve_backend("cpu")
    say(f"Held the {'book' if reference_impl else 'engine'}'s way (--impl "
        f"{'reference' if reference_impl else 'engine'}): {backend}.\n")
    text = " ".join(TRAINING_TEXT)
    ids = torch.tensor([tokenizer.encode(text, add_special=False)[:128]])
    with torch.inference_mode():
        want = reference(ids).float()
    failures = []
    with tempfile.TemporaryDirectory(prefix="gguf-demo-") as tmp:
        f32 = os.path.join(tmp, "test-model-F32.gguf")
        export_gguf(reference, tokenizer, f32, "F32", name="engine test model")
        for type_name in TYPES:
            path = os.path.join(tmp, f"test-model-{type_name}.gguf")
            quantize_gguf(f32, path, type_name, progress=False)
            model, _ = load_gguf(path, dtype=torch.float32, progress=False, backend=backend)
            with torch.inference_mode():
                got = model(ids).float()
            reader = model.gguf_reader
            bits, layers = held(model)
            row = {"type": type_name,
                   "file_bits_per_param": round(file_bits(reader), 2),
                   "resident_bits_per_quantized_weight": round(bits, 2),
                   "relative_logit_error": round(relative_logit_error(got, want), 4),
                   "same_greedy_next_token": bool(got[0, -1].argmax() == want[0, -1].argmax())}
            emit(row)
            checks = {"repack": repack_check(reader), "layers": layers,
                      "tensor_types": _tensor_types(reader)}
            if type_name == "Q4_K":
                checks["triton"] = triton_check(reader)
                served = _serve(model, tokenizer)
            failures += _say_row(say, row, checks)
            del model
    emit({"served_from_q4_k": served})
    say(f"\nServed from the Q4_K file through the engine core ({SERVED} tokens, greedy, not "
        f"stopping at end of text;\ngibberish, as the weights are random):\n"
        f"  {PROMPT!r} -> {served} = {tokenizer.decode(served)!r}")
    say(_EXPLAIN)
    for f in failures:
        print(f"error: {f}", file=sys.stderr)
    return 1 if failures else 0


_EXPLAIN = """
The figures, against the book's (its Q8_0 and Q4_K lines):
  file: the bits a parameter takes in the file's tensor data (norms included; inspect's
    total). A Q8_0 block is 34 bytes for 32 weights (8.5 bits), a Q4_K super-block 144
    bytes for 256 (4.5); the F32 norms add 0.02. The book prints 8.54 and 4.67.
  memory: the bits a weight of the quantized linear layers takes as loaded. The book's
    AffineQuantLinear (--impl reference) holds codes plus a scale and an offset per 32
    weights, FP32 where f16 cannot hold them: Q4_K's products d * scale are not f16
    values, so 4 + 1 + 1 = 6.0 bits, as in the book; Q8_0's scale is the file's f16 d
    and its offset -128 d, both exact in f16, so 8 + 0.5 + 0.5 = 9.0, where the book,
    keeping FP32 for every type, prints 10.0. The engine (--impl engine) keeps the
    file's blocks as they are where its C kernels read them: the file's 8.5 and 4.5.
  relative error: ||quantized logits - float logits|| / ||float logits|| over 128
    positions; near the book's 0.0071 for Q8_0 and 0.0697 for Q4_K (within half to twice
    is correct), about 1.4 times one matrix's own rounding error (Q8_0's ~0.005,
    Q4_K's ~0.07 on these weights): the embedding's and lm_head's add, the layers' add
    little.
  greedy next token: whether both models rank the same token first after the last
    position (a near-tie could fork it without anything being wrong).
Next, a real file: python run.py gguf -m model.gguf --prompt "Hello" (-m is the book's
--model-dir; python run.py gguf --help lists every option)"""


def _tensor_types(reader) -> dict:
    counts = {}
    for _, t, _ in reader.tensors.values():
        counts[t] = counts.get(t, 0) + 1
    return dict(sorted(counts.items()))


def _say_row(say, row, checks) -> list:
    """Print one type's lines; return what failed (repacks or Triton differing)."""
    name = row["type"]
    book = BOOK.get(name)
    versus = (lambda key: f" (the book: {book[key]})") if book else (lambda key: "")
    types = ", ".join(f"{n} {t}" for t, n in checks["tensor_types"].items())
    err = row["relative_logit_error"]
    verdict = "correct" if good_error(name, err) else "FAR FROM THE BOOK'S: check your code"
    say(f"{name:7s} tensors: {types}" + ("  (llama.cpp's recipe: Q4_K, Q6_K for the "
                                         "sensitive tensors)" if name == "Q4_K_M" else ""))
    say(f"        bits a parameter in the file: {row['file_bits_per_param']:.2f}{versus('file_bits_per_param')}; "
        f"a weight in memory: {row['resident_bits_per_quantized_weight']:.2f}"
        f"{versus('resident_bits_per_quantized_weight')}, as {' and '.join(checks['layers'])}")
    say(f"        logits vs the float model: relative error {err:.4f}{versus('relative_logit_error')}, "
        f"{verdict}; same greedy next token: {'yes' if row['same_greedy_next_token'] else 'no'}")
    rp, failed = checks["repack"], []
    n = sum(rp["tensors_by_type"].values())
    bad = {d.split(":")[0] for d in rp["differing"]}
    say(f"        repack_ggml equals the decoders{' and the decoders the C library' if rp['against_c'] else ''} "
        f"on {n - len(bad)} of {n} tensors ({', '.join(rp['tensors_by_type'])})"
        + (f"; DIFFERS: {', '.join(rp['differing'])}" if rp["differing"] else ""))
    failed += [f"{name} file: {d}" for d in rp["differing"]]
    tr = checks.get("triton")
    if tr and tr["ran"]:
        say(f"        Triton affine kernel ({'GPU' if tr['device'] == 'cuda' else 'CPU interpreter'}) vs "
            f"the reference, {tr['tensor']}: max relative difference {tr['max_relative_difference']:.1e}")
        if not tr["max_relative_difference"] < 1e-4:
            failed.append(f"{name} file: Triton's affine_matmul differs from the reference on "
                          f"{tr['tensor']} by {tr['max_relative_difference']:.1e} (float rounding is ~1e-6)")
    elif tr:
        say(f"        Triton affine kernel: not run ({tr['why']})")
    return failed


def _serve(model, tokenizer) -> list:
    """PROMPT's SERVED greedy tokens from `model` through the engine core."""
    from engine.serve.engine import Engine, SamplingParams

    engine = Engine(model, n_slots=1, max_len=64, eos_ids=tokenizer.eos_ids, detokenize=tokenizer.decode)
    with torch.inference_mode():
        done = engine.generate([tokenizer.encode(PROMPT, add_special=False)],
                               SamplingParams(max_tokens=SERVED, stop_ids=()))
    return [int(t) for t in done[0].output]
