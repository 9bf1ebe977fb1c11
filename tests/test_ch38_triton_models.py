"""Chapter 38: the whole model on the Triton kernels equals the C path: the proof that the GPU
path is the model, not just its kernels.

For every architecture of engine.models.MODELS a tiny random model is run twice, once with
kernels="c" (the C library, its fused decode step where the model has one) and once with
kernels="triton" (on a machine without CUDA in Triton's interpreter, which tests/conftest.py
turns on before triton is imported): a prefill and cached decode steps give the same greedy
tokens and logits within float32 rounding (relative 1e-4), each loaded from the GGUF file
our exporter writes (`load_gguf` twice). The weights are a Q4_K_M-like mix
(Q4_K, Q6_K, falling back to Q5_0 / Q8_0 where a row is narrower than 256), so every layer
takes a direct Triton kernel. Then: the resident weight memory against the file's bytes,
the real SmolLM2 file (skipped where $GGUF_MODELS lacks it), the command line
(`--kernels triton` prints the text `--kernels c` prints), its refusals (`--device cuda`
without CUDA, `--kernels triton` without CUDA or the interpreter), the Python API's
`LoadOptions.device`, and the tensor-parallel transport picked for a device.
"""
import argparse
import json
import os
import subprocess
import sys
import time

import pytest
import torch

from conftest import ROOT, figure_table, real_model_path
from engine.kernels import interpreting

DEVICE = "cuda" if torch.cuda.is_available() else "cpu"
pytest.importorskip("triton")
if DEVICE == "cpu" and not interpreting():
    pytest.skip("no CUDA and TRITON_INTERPRET is not 1: the Triton kernels cannot run here",
                allow_module_level=True)
cpu = pytest.importorskip("engine.kernels.cpu")
if not cpu.available():
    pytest.skip(f"CPU kernels not built: {cpu.unavailable_reason()}", allow_module_level=True)

from engine.cli.demo import TRAINING_TEXT  # noqa: E402
from engine.gguf.load import load_gguf  # noqa: E402
from engine.gguf.tokenizer import tokenizer_to_gguf, train_bpe  # noqa: E402
from engine.gguf.writer import write_gguf  # noqa: E402
from engine.kernels.backend import resolve_backend  # noqa: E402
from engine.kernels.triton_experts import LAUNCHES  # noqa: E402
from engine.layers.decoder import init_random_  # noqa: E402
from engine.models import MODELS, build_model  # noqa: E402
from engine.models.tiny import tiny_file_config  # noqa: E402
from engine.quantize.export import gguf_metadata, model_tensors  # noqa: E402
from engine.quantized.select import resident_vs_file  # noqa: E402
from engine.serve.kv_cache import KVCache  # noqa: E402

REL = 1e-4
PROMPT = "The capital of France is"
STEPS = 2                           # cached decode steps after the prefill
# the config values of the tiny configs a GGUF file cannot hold, set to what llama.cpp fixes
ROWS = []                           # the resident-memory figures, printed after the module (pytest -s)
_print_table = figure_table("file | type | file bytes | resident bytes | resident / file", ROWS)
SIX_BIT = ("ffn_down", "attn_v.", "down_proj", "v_proj", "lm_head")   # Q4_K_M's Q6_K tensors, with output.weight


def mix_type(name: str, cols: int) -> str:
    """A Q4_K_M-like type for a weight of `cols` columns: Q6_K for the down, value and output
    projections, Q4_K otherwise; rows narrower than 256 take the types llama.cpp falls back to."""
    six = name == "output.weight" or any(part in name for part in SIX_BIT)
    if cols % 256 == 0:
        return "Q6_K" if six else "Q4_K"
    return "Q8_0" if six else "Q5_0"


@pytest.fixture(scope="module")
def tok():
    return train_bpe(TRAINING_TEXT, vocab_size=320, pre="qwen2")


@pytest.fixture(scope="module")
def llama_file(tok, tmp_path_factory):
    return tiny_file(tmp_path_factory.mktemp("llama"), tok, "llama")


def tiny_file(tmp_path, tok, arch, experts_type=None, **sizes):
    """A random `arch` model written as a GGUF file of the Q4_K_M-like mix (a MoE's expert
    stacks in `experts_type` when given)."""
    model = build_model(tiny_file_config(arch, vocab_size=tok.vocab_size, **sizes))
    init_random_(model, seed=1, std=0.08)

    def file_type(name, t):
        if t.dim() < 2:
            return "F32"
        return experts_type if experts_type and "_exps.weight" in name else mix_type(name, t.shape[-1])
    tensors = {name: (t, file_type(name, t)) for name, (t, _) in model_tensors(model.float().eval(), "Q8_0").items()}
    meta = gguf_metadata(model.config, f"tiny {arch}")
    meta.update(tokenizer_to_gguf(tok))
    path = tmp_path / f"{arch}.gguf"
    write_gguf(path, meta, tensors)
    return path


def backend(kernels):
    return resolve_backend("cpu" if kernels == "c" else DEVICE, kernels=kernels, activations="float", threads=1)


def run(model, ids: list, steps: int = STEPS):
    """(the prefill's logits and each decode step's, float32 on the CPU; the greedy tokens)."""
    device = model.backend.device
    cache = KVCache.for_model(model, 1, len(ids) + steps + 1)
    with torch.inference_mode():
        logits = model(torch.tensor([ids], device=device), cache=cache)[0]
        rows, tokens = [logits.float().cpu()], [int(logits[-1].argmax())]
        for _ in range(steps):
            logits = model(torch.tensor([[tokens[-1]]], device=device), cache=cache, last_only=True)[0]
            rows.append(logits.float().cpu())
            tokens.append(int(logits[-1].argmax()))
    return torch.cat(rows), tokens


def assert_same_model(c, triton, what):
    (want, want_tokens), (got, got_tokens) = c, triton
    err = ((got - want).norm() / want.norm()).item()
    assert got_tokens == want_tokens, f"{what}: greedy tokens {got_tokens} (triton) vs {want_tokens} (c)"
    assert err <= REL, f"{what}: logits {err:.2e} from the C path's (bound {REL})"
    return err


def triton_layers(model) -> int:
    """The layers computing through the Triton backend's raw-block kernel (proof that it ran)."""
    return sum(1 for m in model.modules() if type(m).__name__ == "GGMLQuantLinear" and m.backend.triton)


def moe_layers(model) -> int:
    """The MoE layers whose experts are a file's quantized stacks."""
    return sum(1 for m in model.modules() if type(m).__name__ == "QuantExperts")


# ------------------------------------------------------------ 1. whole forwards from a file
@pytest.mark.parametrize("arch", sorted(MODELS))
def test_file_forward_on_triton_equals_the_c_path(arch, tok, tmp_path):
    path = tiny_file(tmp_path, tok, arch)
    ids = tok.encode(PROMPT)
    results = {}
    for kernels in ("c", "triton"):
        model, _ = load_gguf(path, dtype=torch.float32, backend=backend(kernels), progress=False)
        assert next(model.buffers()).device.type == model.backend.device.type
        launches = LAUNCHES["experts"]
        results[kernels] = run(model, ids)
    assert triton_layers(model) > 0
    # MoE experts: three grouped launches (gate, up, down) a layer and forward, no launch per expert
    assert LAUNCHES["experts"] - launches == 3 * moe_layers(model) * (1 + STEPS)
    assert_same_model(results["c"], results["triton"], arch)


def test_gpt_oss_mxfp4_experts_on_the_grouped_kernel_equal_the_c_path(tok, tmp_path):
    """gpt-oss as its files hold it: MXFP4 experts with biases, through the grouped expert
    kernel, against the C path. (The K-quant experts are checked kernel by kernel in
    test_ch38_triton_experts.py: a file of rows 256 wide takes a minute to encode.)"""
    arch, experts_type = "gpt_oss", "MXFP4"
    path = tiny_file(tmp_path, tok, arch, experts_type)
    ids = tok.encode(PROMPT)
    c_model, _ = load_gguf(path, dtype=torch.float32, backend=backend("c"), progress=False)
    model, _ = load_gguf(path, dtype=torch.float32, backend=backend("triton"), progress=False)
    assert {m.down[0].type_name for m in model.modules() if type(m).__name__ == "QuantExperts"} == {experts_type}
    launches = LAUNCHES["experts"]
    got = run(model, ids, steps=1)
    assert LAUNCHES["experts"] - launches == 3 * moe_layers(model) * 2
    assert_same_model(run(c_model, ids, steps=1), got, f"{arch} {experts_type} experts")


# ------------------------------------------------------------ 2. weights stay in their blocks
def resident_rows(name, report):
    ROWS.extend((name, t, str(e["file_bytes"]), str(e["resident_bytes"]), f"{e['ratio']:.3f}")
                for t, e in report.items())


def test_resident_weights_are_the_files_bytes(tok, tmp_path):
    """A Q4_K_M-like file of rows 256 wide (Q4_K, Q6_K, Q5_0: every type has a direct
    kernel) loaded for the Triton kernels holds each type at <= 1.05x the file's tensor
    bytes, and its whole forward still equals the C path's."""
    path = tiny_file(tmp_path, tok, "llama", hidden_size=256, intermediate_size=256, num_hidden_layers=1)
    model, _ = load_gguf(path, dtype=torch.float32, backend=backend("triton"), progress=False)
    report = resident_vs_file(model)
    resident_rows("llama 256 wide", report)
    assert {"Q4_K", "Q6_K", "Q5_0"} <= set(report), report
    for type_name, entry in report.items():
        assert entry["ratio"] is not None and entry["ratio"] <= 1.05, (type_name, entry)
    assert all(t.device.type == DEVICE for t in model.buffers())
    ids = tok.encode(PROMPT)
    c_model, _ = load_gguf(path, dtype=torch.float32, backend=backend("c"), progress=False)
    assert_same_model(run(c_model, ids, steps=1), run(model, ids, steps=1), "llama 256 wide")


def test_smollm2_file_on_triton_equals_the_c_path():
    """The real SmolLM2-135M Q4_1 file: a short prefill and a cached decode step on the Triton
    kernels equal the C path's (about 30 s in the interpreter); its resident weight bytes per
    type against the file's (its Q4_1 and Q8_0 read where they lie: the same bytes)."""
    path = real_model_path("smollm2")
    t0 = time.perf_counter()
    model, tok = load_gguf(path, dtype=torch.float32, backend=backend("triton"), progress=False)
    report = resident_vs_file(model)
    resident_rows("SmolLM2-135M Q4_1", report)
    ids = tok.encode("The capital of France")
    got = run(model, ids, steps=1)
    c_model, _ = load_gguf(path, dtype=torch.float32, backend=backend("c"), progress=False)
    err = assert_same_model(run(c_model, ids, steps=1), got, "SmolLM2")
    print(f"SmolLM2 on Triton: {len(ids)} prompt tokens + 1 step, {time.perf_counter() - t0:.1f} s, "
          f"logits {err:.2e} from the C path's")
    assert report["total"]["ratio"] <= 1.05, report


# ------------------------------------------------------------ 3. the command line and the Python API
def run_py(*args, env=None, timeout=600):
    return subprocess.run([sys.executable, "run.py", *map(str, args)], cwd=ROOT, capture_output=True, text=True,
                          timeout=timeout, env=dict(os.environ, **(env or {})))


def test_command_line_prints_the_same_text_on_triton(llama_file, capsys):
    """`TRITON_INTERPRET=1 run.py gguf -m tiny.gguf --kernels triton` prints the text
    `--kernels c` prints (greedy), and says which kernels ran: the Triton side as a user
    runs it, a fresh process with the variable set; the C side in this process."""
    import run
    words = ["gguf", "-m", str(llama_file), "--activations", "float", "-p", "The capital", "-n", "8", "--temp", "0"]
    assert run.main([*words, "--kernels", "c"]) == 0
    c_out = capsys.readouterr().out.splitlines()
    done = run_py(*words, "--kernels", "triton", env={"TRITON_INTERPRET": "1"} if DEVICE == "cpu" else None)
    assert done.returncode == 0, done.stderr[-3000:]
    triton_out = done.stdout.splitlines()
    for kernels, out in (("c", c_out), ("triton", triton_out)):
        assert json.loads(out[0])["backend"].split()[0] == kernels, out[0]
        assert json.loads(out[-1])["generated_tokens"] == 8, out[-1]
    assert c_out[1].startswith("The capital") and triton_out[1:-1] == c_out[1:-1]


def refused(capsys, *words) -> str:
    """The one stderr line of `run.py WORDS`, run in this process, refused with exit status 2."""
    import run
    assert run.main([str(w) for w in words]) == 2
    err = capsys.readouterr().err
    lines = err.splitlines()
    assert len(lines) == 1 and "Traceback" not in err, err[-3000:]
    return lines[0]


@pytest.mark.skipif(torch.cuda.is_available(), reason="this machine has CUDA")
@pytest.mark.parametrize("command", ["gguf", "bench", "chat", "serve"])
def test_device_cuda_without_cuda_is_one_line(command, llama_file, capsys):
    port = ("--port", 0) if command == "serve" else ()     # any free port: a busy 8080 would be refused first
    line = refused(capsys, command, "-m", llama_file, "--device", "cuda", *port)
    assert line.startswith("error: --device cuda: no CUDA device"), line


@pytest.mark.skipif(torch.cuda.is_available(), reason="this machine has CUDA: --kernels triton runs there")
def test_kernels_triton_without_cuda_or_the_interpreter_is_one_line(llama_file, capsys, monkeypatch):
    monkeypatch.setenv("TRITON_INTERPRET", "0")
    line = refused(capsys, "gguf", "-m", llama_file, "--kernels", "triton")
    assert "--kernels triton needs a CUDA device" in line and "TRITON_INTERPRET=1" in line, line


def test_device_spelling_is_checked_while_parsing():
    done = run_py("gguf", "--device", "gpu", timeout=60)
    assert done.returncode == 2 and "--device must be auto, cpu, cuda or cuda:N, got 'gpu'" in done.stderr


def options(**given):
    return argparse.Namespace(**{"device": "auto", "kernels": "auto", "cpu_path": None, **given})


def test_device_and_kernels_choices(monkeypatch):
    """`--device auto` is CUDA when present; the C library named alone stays on the CPU;
    `--kernels c --device cuda` and `--cpu-path` on CUDA are refused by flag. A machine with
    CUDA is stood in for by torch.cuda's answers (nothing runs on it)."""
    from engine.cli.options import compute_device
    monkeypatch.setattr(torch.cuda, "is_available", lambda: True)
    monkeypatch.setattr(torch.cuda, "device_count", lambda: 2)
    assert compute_device(options()) == torch.device("cuda")
    assert compute_device(options(kernels="triton")) == torch.device("cuda")
    assert compute_device(options(kernels="c")) == torch.device("cpu")
    assert compute_device(options(device="cuda:1", kernels="torch")) == torch.device("cuda", 1)
    with pytest.raises(ValueError, match="--kernels c runs on the CPU"):
        compute_device(options(device="cuda", kernels="c"))
    with pytest.raises(ValueError, match="--cpu-path"):
        compute_device(options(device="cuda", cpu_path="avx2"))
    with pytest.raises(ValueError, match="--device cuda:2: this machine has 2 CUDA device"):
        compute_device(options(device="cuda:2"))
    monkeypatch.setattr(torch.cuda, "is_available", lambda: False)
    assert compute_device(options()) == torch.device("cpu")
    with pytest.raises(ValueError, match="--device cuda: no CUDA device is available"):
        compute_device(options(device="cuda"))


def test_python_api_loads_on_the_device_its_options_name(llama_file):
    """`LoadOptions.device` and `kernels="triton"`: the same greedy answer as the C library."""
    from engine.serve.llm import LLM
    path = llama_file
    answers = {}
    for kernels, device in (("c", "auto"), ("triton", DEVICE)):
        llm = LLM.load(path, kernels=kernels, device=device, activations="float", parallel=1, ctx_size=64)
        assert llm.model.backend.device.type == ("cpu" if kernels == "c" else DEVICE)
        answers[kernels] = llm.generate("The capital", max_tokens=6, temperature=0)
    assert answers["triton"] == answers["c"]
    if not torch.cuda.is_available():
        with pytest.raises(ValueError, match="no CUDA device"):
            LLM.load(path, device="cuda")


# ------------------------------------------------------------ 4. tensor parallelism's transport
def test_split_ranks_talk_nccl_on_cuda_and_gloo_on_the_cpu(monkeypatch):
    from engine.parallel.shard import transport
    monkeypatch.setenv("LOCAL_RANK", "1")
    assert transport("cuda") == ("nccl", torch.device("cuda", 1), False)   # no shared-memory collectives
    assert transport(torch.device("cuda", 0)) == ("nccl", torch.device("cuda", 1), False)
    assert transport("cpu") == ("gloo", torch.device("cpu"), True)
