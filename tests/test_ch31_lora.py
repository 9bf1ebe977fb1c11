"""Chapter 31: LoRA adapters in GGUF (llama-server's --lora, --lora-scaled, /lora-adapters and the
per-request `lora` field), against transformers + PEFT.

A tiny random LlamaForCausalLM (hidden 64, 2 layers, untied head) is saved beside Qwen2's
tokenizer (rebuilt from the real Qwen2.5 file, $GGUF_MODELS; skipped when absent) and turned
into an F32 GGUF file by llama.cpp's `convert_hf_to_gguf.py`. Two PEFT LoRA adapters on it
(random A and B, so they move the logits) are turned into adapter GGUF files by llama.cpp's
`convert_lora_to_gguf.py`: "one" (rank 4, alpha 8, every attention and MLP projection), "two"
(rank 2, alpha 3, q/v and the output head). Then:

1. The adapter files read back as PEFT saved them (Llama's permuted Q/K rows undone on B).
2. Our logits with "one" equal PEFT's forward (F32, 1e-5 relative); scale 0 is the base model
   exactly; scale 2 and both adapters at (0.5, 1.5) equal transformers holding W + s * alpha/r * B A;
   llama.cpp itself (llama-cpp-python's lora_path / lora_scale) on the same two files agrees.
3. The engine: rows of one batched step each run with their request's scales (equal to the
   request alone); a different set never reuses another's cached prefix; the fused decode step
   is declined while an adapter is on and runs while every scale is 0; in batch-invariant mode
   a row's delta is the one it gets alone, bit for bit.
4. A bad adapter is refused naming the file and the field or tensor.
5. On a Q8_0 file (llama.cpp's quantizer) the quantized layers stay as they are, the
   deltas beside them: equal to our float model holding the decoded weights + s * alpha/r * B A.
6. The server: GET/POST /lora-adapters in llama-server's shapes, the per-request `lora` field
   on /completion and /v1/chat/completions (answers equal to the engine's in-process, the
   cached prompt kept per LoRA set, an echoed prompt scored under the request's adapters);
   run.py gguf and chat with the flags, and the option forms.
"""
import argparse
import copy
import json
import subprocess
import sys
from pathlib import Path

import httpx
import pytest
import torch

from conftest import llama_cpp_oracle  # noqa: E402

llama_cpp = llama_cpp_oracle()      # the converter comes from llama-cpp-python's sources
transformers = pytest.importorskip("transformers", reason="transformers is not installed")
peft = pytest.importorskip("peft", reason="peft is not installed (requirements-test.txt)")

from engine.evaluation.logit_quality import kl_divergence, relative_logit_error  # noqa: E402
from engine.gguf.load import load_gguf  # noqa: E402
from engine.gguf.lora import read_adapter, read_adapters  # noqa: E402
from engine.gguf.reader import GGUFError, GGUFReader  # noqa: E402
from engine.gguf.writer import write_gguf  # noqa: E402
from engine.layers.lora import LoraLinear, apply_lora, low_rank  # noqa: E402
from engine.serve.engine import Engine, SamplingParams  # noqa: E402
from server_process import ROOT, ServerProcess  # noqa: E402
from test_ch38_llama_cpp_archs import decoded_reference, llama_cpp_quantized  # noqa: E402
from test_ch38_gemma3 import llama_cpp_run, run  # noqa: E402
from test_ch38_llama_cpp_convert import convert_random_checkpoint, converter  # noqa: E402,F401

torch.set_num_threads(2)

TINY = dict(hidden_size=64, intermediate_size=96, num_hidden_layers=2, num_attention_heads=4,
            num_key_value_heads=2, head_dim=16, rms_norm_eps=1e-6, max_position_embeddings=512,
            tie_word_embeddings=False)
N_TOKENS = 24
ADAPTERS = {   # name -> (rank, alpha, target modules)
    "one": (4, 8, ["q_proj", "k_proj", "v_proj", "o_proj", "gate_proj", "up_proj", "down_proj"]),
    "two": (2, 3, ["q_proj", "v_proj", "lm_head"]),
}
TOL = 1e-5


def convert_lora(converter_script: Path, adapter_dir: Path, base_dir: Path, out: Path) -> Path:
    """llama.cpp's convert_lora_to_gguf.py (beside convert_hf_to_gguf.py) -> F32 adapter `out`."""
    script = converter_script.with_name("convert_lora_to_gguf.py")
    if not script.is_file():
        pytest.skip(f"{script} is absent (an older converter cache)")
    done = subprocess.run([sys.executable, str(script), str(adapter_dir), "--base", str(base_dir),
                           "--outfile", str(out), "--outtype", "f32"], capture_output=True, text=True, timeout=600,
                          env={"OMP_NUM_THREADS": "2", "PATH": "/usr/bin:/bin", "HOME": str(Path.home())})
    assert done.returncode == 0 and out.is_file(), f"convert_lora_to_gguf.py failed:\n{done.stderr[-3000:]}"
    return out


@pytest.fixture(scope="module")
def tiny(tmp_path_factory, converter):  # noqa: F811
    """(transformers model, its folder, its F32 GGUF, ids, {name: (PEFT state {module: (A, B)}, alpha/r,
    adapter GGUF)})."""
    folder = tmp_path_factory.mktemp("llama-lora")
    hf, path, ids = convert_random_checkpoint(folder, converter, transformers.LlamaConfig,
                                              transformers.LlamaForCausalLM, TINY, N_TOKENS)
    adapters = {}
    for k, (name, (rank, alpha, targets)) in enumerate(ADAPTERS.items()):
        cfg = peft.LoraConfig(r=rank, lora_alpha=alpha, target_modules=targets, lora_dropout=0.0, bias="none")
        model = peft.get_peft_model(copy.deepcopy(hf), cfg)
        g = torch.Generator().manual_seed(100 + k)
        state = {}
        with torch.no_grad():
            for mod_name, module in model.named_modules():
                if isinstance(module, peft.tuners.lora.LoraLayer) and "default" in module.lora_A:
                    a, b = module.lora_A["default"].weight, module.lora_B["default"].weight
                    a.copy_(torch.randn(a.shape, generator=g) * 0.3)
                    b.copy_(torch.randn(b.shape, generator=g) * 0.3)
                    state[mod_name.split("base_model.model.", 1)[1]] = (a.clone(), b.clone())
        model.save_pretrained(folder.parent / f"adapter-{name}", save_embedding_layers=False)
        out = convert_lora(converter, folder.parent / f"adapter-{name}", folder,
                           folder.parent / f"adapter-{name}-F32.gguf")
        adapters[name] = (model.eval(), state, alpha / rank, out)
    return hf, folder, path, ids, adapters


@pytest.fixture(scope="module")
def base(tiny):
    return load_gguf(tiny[2], dtype=torch.float32, progress=False)[0]


def with_lora(tiny, scales: dict):
    """Our model from the F32 file with the named adapters at their scales."""
    _, _, path, _, adapters = tiny
    model = load_gguf(path, dtype=torch.float32, progress=False)[0]
    specs = [(adapters[name][3], s) for name, s in scales.items()]
    apply_lora(model, read_adapters(specs, model.gguf_reader))
    return model


def merged(tiny, scales: dict):
    """transformers with each adapted weight W + sum of s * alpha/r * B A (the oracle's arithmetic)."""
    hf, adapters = tiny[0], tiny[4]
    model = copy.deepcopy(hf)
    with torch.no_grad():
        for name, s in scales.items():
            _, state, factor, _ = adapters[name]
            for mod_name, (a, b) in state.items():
                model.get_submodule(mod_name).weight += s * factor * (b.double() @ a.double()).float()
    return model


def hf_greedy(model, prompt, n) -> list:
    """n greedy tokens of a transformers model (no stop token)."""
    ids = list(prompt)
    for _ in range(n):
        ids.append(int(model(torch.tensor([ids])).logits[0, -1].argmax()))
    return ids[len(prompt):]


# ------------------------------------------------------------------ the files and the arithmetic

def test_adapter_files_read_as_peft_saved_them(tiny, base):
    _, _, _, _, adapters = tiny
    for name, (rank, alpha, targets) in ADAPTERS.items():
        _, state, _, path = adapters[name]
        meta = GGUFReader(path).metadata
        assert meta["general.type"] == "adapter" and meta["adapter.type"] == "lora"
        assert meta["general.architecture"] == "llama" and meta["adapter.lora.alpha"] == alpha
        adapter = read_adapter(path, base.gguf_reader)
        assert set(adapter.pairs) == set(state) and adapter.alpha == alpha
        for module, (a, b) in state.items():
            pair = adapter.pairs[module]
            assert pair.rank == rank and adapter.factor(pair) == alpha / rank
            assert torch.equal(pair.a, a) and torch.equal(pair.b, b), module   # q/k: B's rows un-permuted


@torch.no_grad()
def test_logits_equal_transformers_with_peft(tiny, base):
    hf, _, _, ids, adapters = tiny
    peft_model = adapters["one"][0]
    want = peft_model(torch.tensor([ids])).logits[0].float()
    ours = with_lora(tiny, {"one": 1.0})
    assert sum(isinstance(m, LoraLinear) for m in ours.modules()) == 2 * 7
    err = relative_logit_error(run(ours, ids), want)
    moved = relative_logit_error(run(hf, ids), want)
    print(f"\nlora one @1: rel vs PEFT {err:.2e}; the adapter moves the logits by {moved:.2e}")
    assert err < TOL and moved > 0.05
    assert relative_logit_error(run(base, ids), run(hf, ids)) < TOL


@torch.no_grad()
def test_scales_zero_two_and_two_adapters(tiny, base):
    _, _, _, ids, _ = tiny
    assert torch.equal(run(with_lora(tiny, {"one": 0.0, "two": 0.0}), ids), run(base, ids))
    for scales in ({"one": 2.0}, {"two": 1.0}, {"one": 0.5, "two": 1.5}):
        err = relative_logit_error(run(with_lora(tiny, scales), ids), run(merged(tiny, scales), ids))
        assert err < TOL, (scales, err)
    model = with_lora(tiny, {"one": 0.5, "two": 1.5})     # the set's scales change in place
    model.lora.scales = model.lora.check([2.0, 0.0])
    assert relative_logit_error(run(model, ids), run(merged(tiny, {"one": 2.0}), ids)) < TOL


@torch.no_grad()
def test_llama_cpp_agrees_on_the_same_files(tiny, base):
    """llama.cpp itself (llama_adapter_lora_init through llama-cpp-python's lora_path / lora_scale)
    on the model and adapter files, with a float32 KV cache: our logits with the adapter are as
    close to its as our base model's are to its base model's, and the adapter moves both alike."""
    _, _, path, ids, adapters = tiny
    f32 = dict(type_k=0, type_v=0)      # GGML_TYPE_F32: its default f16 cache rounds every key
    theirs = llama_cpp_run(path, ids, lora_path=str(adapters["one"][3]), lora_scale=0.5, **f32)
    theirs_base = llama_cpp_run(path, ids, **f32)
    ours = run(with_lora(tiny, {"one": 0.5}), ids)
    err, kl = relative_logit_error(ours, theirs), kl_divergence(theirs, ours).mean().item()
    err_base = relative_logit_error(run(base, ids), theirs_base)
    moved = relative_logit_error(theirs_base, theirs)
    print(f"\nlora one @0.5 vs llama.cpp: rel {err:.2e}, KL {kl:.2e} (base model: rel {err_base:.2e}); "
          f"the adapter moves llama.cpp's logits by {moved:.2e}")
    assert err < max(1e-5, 3 * err_base) and kl < 1e-9 and moved > 0.05


# ------------------------------------------------------------------ the engine

@torch.no_grad()
def test_engine_rows_run_with_their_own_scales(tiny):
    _, _, _, ids, _ = tiny
    model = with_lora(tiny, {"one": 1.0, "two": 1.0})
    sets = [(0.0, 0.0), (1.0, 0.0), (0.5, 1.5)]
    prompts = [ids[:10], ids[:10], ids[4:16]]
    params = [SamplingParams(max_tokens=6, lora=s) for s in sets]
    together = Engine(model, n_slots=3, max_len=64).generate(prompts, params)
    for prompt, p, got in zip(prompts, params, together):
        alone = Engine(model, n_slots=1, max_len=64).generate([prompt], [p])[0]
        assert got.output == alone.output, p.lora
        assert got.output == hf_greedy(merged(tiny, dict(zip(("one", "two"), p.lora))), prompt, 6), p.lora
    assert together[0].output != together[1].output


@torch.no_grad()
def test_prompt_cache_is_kept_per_lora_set(tiny):
    _, _, _, ids, _ = tiny
    model = with_lora(tiny, {"one": 1.0})
    engine = Engine(model, n_slots=1, max_len=64)
    first = engine.generate([ids[:12]], [SamplingParams(max_tokens=2, lora=[1.0])])[0]
    same = engine.generate([ids[:12]], [SamplingParams(max_tokens=2, lora=[1.0])])[0]
    other = engine.generate([ids[:12]], [SamplingParams(max_tokens=2, lora=[0.0])])[0]
    default = engine.generate([ids[:12]], [SamplingParams(max_tokens=2)])[0]     # the set's own: 1.0
    assert first.cached == 0 and same.cached == 11 and other.cached == 0 and default.cached == 0
    assert same.output == first.output
    with pytest.raises(ValueError, match=r"request \d+: LoRA scales: expected one per adapter \(1\), got 2"):
        engine.add_request(ids[:4], SamplingParams(max_tokens=2, lora=[1.0, 1.0]))


@torch.no_grad()
def test_fused_decode_is_declined_while_an_adapter_is_on(tiny, base):
    _, _, _, ids, _ = tiny
    if base.fused_decode is None:
        pytest.skip(f"no fused decode step here: {base.load_report['fused_decode']}")
    model = with_lora(tiny, {"one": 1.0})
    gate, calls = model.fused_decode, []
    inner = gate.inner

    class Counted:        # the real fused step, counting its decode calls
        def accepts(self, cache, step):
            return inner.accepts(cache, step)

        def accepts_prompt(self, cache, step):
            return inner.accepts_prompt(cache, step)

        def prompt(self, *args):
            return inner.prompt(*args)

        def __call__(self, *args):
            calls.append(1)
            return inner(*args)
    gate.inner = Counted()
    want = {0.0: Engine(base, n_slots=1, max_len=64).generate([ids[:8]], [SamplingParams(max_tokens=4)])[0].output,
            1.0: hf_greedy(merged(tiny, {"one": 1.0}), ids[:8], 4)}
    for scale, fused in ((1.0, False), (0.0, True)):
        calls.clear()
        got = Engine(model, n_slots=1, max_len=64).generate([ids[:8]], [SamplingParams(max_tokens=4, lora=[scale])])
        assert bool(calls) == fused, scale
        assert got[0].output == want[scale], scale


def test_low_rank_rows_alone_are_batch_invariant():
    """Batch-invariant mode (run.py serve --deterministic): a row's delta is the one it gets
    alone, bit for bit, in any batch; the plain products agree to float rounding."""
    g = torch.Generator().manual_seed(0)
    a, b, x = torch.randn(16, 576, generator=g), torch.randn(1536, 16, generator=g), torch.randn(40, 3, 576, generator=g)
    alone = torch.stack([torch.cat([low_rank(x[i, j][None], a, b, True) for j in range(3)]) for i in range(40)])
    for rows in (slice(0, 40), slice(0, 7), slice(0, 1), slice(5, 9)):
        assert torch.equal(low_rank(x[rows], a, b, True), alone[rows]), rows
    assert not all(torch.equal(low_rank(x[i], a, b), alone[i]) for i in range(40))    # what the mode is for
    torch.testing.assert_close(low_rank(x, a, b, True), low_rank(x, a, b), rtol=1e-4, atol=1e-3)


# ------------------------------------------------------------------ refusals

def _copy_adapter(src: Path, dest: Path, meta=None, drop=(), tensors=None) -> Path:
    """The adapter at `src` rewritten with metadata changes, tensors dropped or added."""
    reader = GGUFReader(src)
    metadata = {**{k: v for k, v in reader.metadata.items() if not k.startswith("GGUF.")}, **(meta or {})}
    metadata = {k: v for k, v in metadata.items() if v is not None}
    out = {n: (reader.tensor(n), "F32") for n in reader.tensors if n not in drop}
    out.update(tensors or {})
    write_gguf(dest, metadata, out)
    return dest


@pytest.mark.parametrize("case, message", [
    ("model", "general.type is 'model', expected 'adapter'"),
    ("control", "adapter.type is 'control_vector', expected 'lora'"),
    ("arch", "general.architecture is 'qwen2', but the model's is 'llama'"),
    ("missing_base", "tensor blk.7.attn_q.weight.lora_a adapts 'blk.7.attn_q.weight', which the model file"),
    ("half", "tensor 'blk.0.attn_v.weight.lora_b' is missing"),
    ("shape", "tensors blk.0.attn_q.weight.lora_a [4, 32] and .lora_b [64, 4] do not fit blk.0.attn_q.weight [64, 64]"),
    ("suffix", "tensor 'blk.0.attn_q.weight.extra' is neither a .lora_a nor a .lora_b tensor"),
])
def test_bad_adapters_are_refused_naming_file_and_field(tiny, base, tmp_path, case, message):
    src = tiny[4]["one"][3]
    dest = tmp_path / f"{case}.gguf"
    if case == "model":
        dest = tiny[2]
    elif case == "control":
        _copy_adapter(src, dest, meta={"adapter.type": "control_vector"})
    elif case == "arch":
        _copy_adapter(src, dest, meta={"general.architecture": "qwen2"})
    elif case == "missing_base":
        _copy_adapter(src, dest, tensors={"blk.7.attn_q.weight.lora_a": (torch.zeros(4, 64), "F32"),
                                          "blk.7.attn_q.weight.lora_b": (torch.zeros(64, 4), "F32")})
    elif case == "half":
        _copy_adapter(src, dest, drop={"blk.0.attn_v.weight.lora_b"})
    elif case == "shape":
        _copy_adapter(src, dest, tensors={"blk.0.attn_q.weight.lora_a": (torch.zeros(4, 32), "F32")})
    elif case == "suffix":
        _copy_adapter(src, dest, tensors={"blk.0.attn_q.weight.extra": (torch.zeros(4, 64), "F32")})
    with pytest.raises(GGUFError) as e:
        read_adapter(dest, base.gguf_reader)
    assert str(e.value).startswith(str(dest)) and message in str(e.value), str(e.value)


# ------------------------------------------------------------------ a quantized file

@torch.no_grad()
def test_quantized_layers_stay_quantized_with_the_delta_beside(tiny):
    _, _, path, ids, adapters = tiny
    q8 = llama_cpp_quantized(path, "Q8_0")
    model = load_gguf(q8, dtype=torch.float32, progress=False)[0]
    before = {n: m.raw.clone() for n, m in model.named_modules() if hasattr(m, "raw")}
    apply_lora(model, read_adapters([(adapters["one"][3], 1.5)], model.gguf_reader))
    layers = [m for m in model.modules() if isinstance(m, LoraLinear)]
    assert layers and all(type(m.base).__name__ != "DenseLinear" and m.base.type_name == "Q8_0" for m in layers)
    after = {n.replace(".base", ""): m.raw for n, m in model.named_modules() if hasattr(m, "raw")}
    assert before.keys() == after.keys() and all(torch.equal(before[n], after[n]) for n in before)
    reference = decoded_reference(q8)
    for module, pair in read_adapter(adapters["one"][3], model.gguf_reader).pairs.items():
        reference.get_submodule(module).weight += 1.5 * 8 / 4 * (pair.b.double() @ pair.a.double()).float()
    err = relative_logit_error(run(model, ids), run(reference, ids))
    print(f"\nQ8_0 + lora one @1.5: rel vs decoded weights + merged delta {err:.2e}")
    assert err < 1e-4


# ------------------------------------------------------------------ the command line and the server

def test_option_forms_are_llama_cpps():
    from engine.cli import serve
    p = argparse.ArgumentParser()
    serve.add_arguments(p)
    args = p.parse_args(["-m", "m.gguf", "--lora", "a.gguf", "--lora-scaled", "b.gguf", "0.5",
                         "--lora", "c.gguf,d.gguf", "--lora-scaled", "e.gguf:2,f.gguf:-1", "--lora-init-without-apply"])
    assert args.lora == [("a.gguf", 1.0), ("b.gguf", 0.5), ("c.gguf", 1.0), ("d.gguf", 1.0), ("e.gguf", 2.0),
                         ("f.gguf", -1.0)]
    assert args.lora_init_without_apply and p.parse_args(["-m", "m.gguf"]).lora == []
    with pytest.raises(SystemExit):
        p.parse_args(["-m", "m.gguf", "--lora-scaled", "b.gguf", "half"])


def test_run_py_gguf_with_adapters(tiny):
    _, _, path, _, adapters = tiny
    one, two = adapters["one"][3], adapters["two"][3]

    def gguf(*flags):
        return subprocess.run([sys.executable, "run.py", "gguf", "-m", str(path), "-p", "Hello", "-n", "4",
                               "--activations", "float", *flags], cwd=ROOT, capture_output=True, text=True,
                              timeout=300)
    done = gguf("--lora-scaled", str(one), "0.5", "--lora", str(two))
    assert done.returncode == 0, done.stderr
    summary = json.loads(done.stdout.splitlines()[0])
    assert summary["lora"] == [{"path": str(one), "scale": 0.5, "alpha": 8.0},
                               {"path": str(two), "scale": 1.0, "alpha": 3.0}]
    assert summary["fused_decode"] == "on for steps whose LoRA scales are all 0"
    assert done.stdout.splitlines()[1] != gguf().stdout.splitlines()[1]      # the adapters change the text
    refused = gguf("--lora", str(path))
    assert refused.returncode == 2 and refused.stderr.strip() == (
        f"error: {path}: general.type is 'model', expected 'adapter': not a LoRA adapter file (it is a model: "
        f"load it with -m)")


def test_run_py_chat_with_adapters(tiny):
    _, _, path, _, adapters = tiny

    def chat(*flags):
        done = subprocess.run([sys.executable, "run.py", "chat", "-m", str(path), "--temperature", "0", "-n", "6",
                               "--activations", "float", *flags], cwd=ROOT, input="Hello there\n", capture_output=True,
                              text=True, timeout=300)
        assert done.returncode == 0, done.stderr
        return done.stdout
    plain, scaled_off = chat(), chat("--lora-scaled", str(adapters["one"][3]), "0")
    assert scaled_off == plain and chat("--lora", str(adapters["one"][3])) != plain
    refused = subprocess.run([sys.executable, "run.py", "gguf", "-m", str(path), "--lora", str(adapters["one"][3]),
                              "--tp", "2"], cwd=ROOT, capture_output=True, text=True, timeout=300)
    assert refused.returncode == 2 and "LoRA adapters are not supported with --tp 2" in refused.stderr


@pytest.fixture(scope="module")
def server(tiny):
    _, _, path, _, adapters = tiny
    proc = ServerProcess(path, "--lora", str(adapters["one"][3]), "--lora-scaled", str(adapters["two"][3]), "0.5",
                         "--parallel", "2", "--temp", "0", "--activations", "float", "--kv-cache", "float32")
    yield proc
    assert proc.stop() == 0


def _post(server, path, body):
    return httpx.post(server.url + path, json=body, timeout=120)


@torch.no_grad()
def test_server_lora_adapters_endpoints_and_request_field(tiny, server):
    _, _, _, ids, adapters = tiny
    one, two = str(adapters["one"][3]), str(adapters["two"][3])
    listed = httpx.get(server.url + "/lora-adapters").json()
    assert listed == [{"id": 0, "path": one, "scale": 1.0, "task_name": "", "prompt_prefix": ""},
                      {"id": 1, "path": two, "scale": 0.5, "task_name": "", "prompt_prefix": ""}]
    model = with_lora(tiny, {"one": 1.0, "two": 0.5})
    prompt = ids[:10]

    def expected(scales):
        return Engine(model, n_slots=1, max_len=64).generate([prompt], [SamplingParams(max_tokens=4, lora=scales)])[0]

    def completion(lora=None):
        body = {"prompt": prompt, "n_predict": 4, "return_tokens": True}
        r = _post(server, "/completion", body if lora is None else {**body, "lora": lora})
        assert r.status_code == 200, r.text
        return r.json()
    got = completion()                                        # the server's own scales: (1, 0.5)
    assert got["tokens"] == expected((1.0, 0.5)).output
    assert got["generation_settings"]["lora"] == [{"id": 0, "scale": 1.0}, {"id": 1, "scale": 0.5}]
    got = completion([{"id": 1, "scale": 1.5}])               # adapter 0 left out: 0
    assert got["tokens"] == expected((0.0, 1.5)).output and got["timings"]["cache_n"] == 0
    assert got["generation_settings"]["lora"] == [{"id": 0, "scale": 0.0}, {"id": 1, "scale": 1.5}]
    again = completion([{"id": 1, "scale": 1.5}])             # the same set: its cached prompt is reused
    assert again["tokens"] == got["tokens"] and again["timings"]["cache_n"] == len(prompt) - 1
    assert completion([{"id": 0, "scale": 0}])["timings"]["cache_n"] == 0   # another set: not reused

    assert _post(server, "/lora-adapters", [{"id": 1, "scale": 2}]).json() == {"success": True}
    assert [a["scale"] for a in httpx.get(server.url + "/lora-adapters").json()] == [0.0, 2.0]
    assert completion()["tokens"] == expected((0.0, 2.0)).output

    r = _post(server, "/completion", {"prompt": "Hi", "n_predict": 1, "lora": [{"id": 2, "scale": 1}]})
    assert r.status_code == 400 and "'lora'" in r.json()["error"]["message"] and "invalid adapter id 2" in r.text
    r = _post(server, "/lora-adapters", {"id": 0, "scale": 1})
    assert r.status_code == 400 and r.json()["error"] == {"code": 400, "message": "Request body must be an array",
                                                          "type": "invalid_request_error"}


def test_server_chat_takes_the_lora_field(server):
    def chat(lora):
        body = {"messages": [{"role": "user", "content": "Hello there"}], "max_tokens": 6, "temperature": 0}
        return _post(server, "/v1/chat/completions", {**body, "lora": lora})
    off = chat([{"id": 0, "scale": 0.0}])
    on = chat([{"id": 0, "scale": 1.0}, {"id": 1, "scale": 1.0}])
    assert off.status_code == on.status_code == 200, (off.text, on.text)
    assert off.json()["choices"][0]["message"]["content"] != on.json()["choices"][0]["message"]["content"]
    assert chat([]).status_code == 200
    bad = chat([{"id": 7, "scale": 1}])
    assert bad.status_code == 400 and bad.json()["error"]["param"] == "lora", bad.text
    completions = _post(server, "/v1/completions", {"prompt": "Hi", "max_tokens": 2, "lora": "x"})
    assert completions.status_code == 400 and completions.json()["error"]["param"] == "lora"

    def echoed(lora):      # the prompt's own log-probabilities, under the request's adapters
        body = {"prompt": "Hello there, how are you", "max_tokens": 1, "echo": True, "logprobs": 1, "lora": lora}
        r = _post(server, "/v1/completions", body)
        assert r.status_code == 200, r.text
        return r.json()["choices"][0]["logprobs"]["token_logprobs"]
    off, on = echoed([{"id": 0, "scale": 0}]), echoed([{"id": 0, "scale": 1}])
    assert off[0] is None and off[1:] != pytest.approx(on[1:], abs=1e-3)
    assert echoed([{"id": 0, "scale": 1}])[1:] == pytest.approx(on[1:], abs=1e-5)   # the answer's may run cached
