"""Chapter 42: SmolLM3 (Llama with RoPE skipped on every 4th layer) against transformers'
SmolLM3ForCausalLM and llama.cpp.

A tiny random SmolLM3ForCausalLM (hidden 256, 8 layers of which layers 3 and 7 do not rotate,
tied embedding; rows 256 wide, so Q4_K_M quantizes them as Q4_K / Q6_K) is saved beside Qwen2's tokenizer (rebuilt from the real Qwen2.5 file,
$GGUF_MODELS; skipped when absent: llama.cpp's converter only accepts a tokenizer it knows),
turned into an F32 GGUF file by llama.cpp's `convert_hf_to_gguf.py` (architecture
"smollm3", q/k rows permuted as Llama's; no key for the NoPE interval, which llama.cpp
fixes at 4) and into Q8_0 and Q4_K_M by its quantizer. Then:

1. On the F32 file ours equals transformers to 1e-4 relative (a prefill, a left-padded
   batch, cached prefill + decode in slots); llama.cpp agrees (KL <= 1e-5); rotating every
   layer moves the logits, so the NoPE layers matter.
2. The Q8_0 and Q4_K_M files: ours equals our model holding gguf-py's decoded weights and
   agrees with llama.cpp about as well as that exact reference does (quantized_checks).
3. Decode steps run fused (the NoPE layers rotate by angle 0 there) and equal the
   layer-by-layer forward.
Run with `-s` for the figures.
"""
import pytest
import torch

from conftest import llama_cpp_oracle  # noqa: E402

llama_cpp = llama_cpp_oracle()      # llama_cpp in its worker process; skips where not installed
transformers = pytest.importorskip("transformers", reason="transformers is not installed")
gguf = pytest.importorskip("gguf", reason="gguf-py is not installed")

from conftest import figure_table, fused_decode_errors, transformers_errors  # noqa: E402
from engine.evaluation.logit_quality import kl_divergence, relative_logit_error, top1_agreement  # noqa: E402
from engine.gguf.load import load_gguf  # noqa: E402
from engine.gguf.reader import GGUFReader  # noqa: E402
from test_ch38_gemma3 import llama_cpp_run, run  # noqa: E402
from test_ch38_llama_cpp_archs import llama_cpp_quantized  # noqa: E402
from test_ch38_llama_cpp_convert import convert_random_checkpoint, converter  # noqa: E402,F401
from quantized_checks import check_quantized_file  # noqa: E402

torch.set_num_threads(2)

TINY = dict(hidden_size=256, intermediate_size=256, num_hidden_layers=8, num_attention_heads=4,
            num_key_value_heads=2, head_dim=64, rms_norm_eps=1e-6, max_position_embeddings=512,
            rope_parameters={"rope_type": "default", "rope_theta": 10000.0})
NOPE = [3, 7]
N_TOKENS = 32
ROWS = []

_print_table = figure_table("smollm3 tiny | figure", ROWS)


@pytest.fixture(scope="module")
def tiny(tmp_path_factory, converter):  # noqa: F811
    """(the saved transformers model, its F32 GGUF file by llama.cpp's converter, ids)."""
    return convert_random_checkpoint(tmp_path_factory.mktemp("smollm3"), converter, transformers.SmolLM3Config,
                                     transformers.SmolLM3ForCausalLM, TINY, N_TOKENS)


@pytest.fixture(scope="module")
def ours(tiny):
    return load_gguf(tiny[1], dtype=torch.float32, progress=False)[0]


def test_converted_file_config(tiny, ours):
    hf, path, _ = tiny
    assert GGUFReader(path).metadata["general.architecture"] == "smollm3"
    cfg = ours.config
    assert cfg.model_type == "smollm3" and cfg.no_rope_layers == hf.config.no_rope_layers
    assert [i for i, r in enumerate(cfg.no_rope_layers) if not r] == NOPE
    assert cfg.tie_word_embeddings and "output.weight" not in GGUFReader(path).tensors
    assert ours.load_report["fused_decode"] == "on", ours.load_report["fused_decode"]


@torch.no_grad()
def test_f32_file_equals_transformers_and_llama_cpp(tiny, ours):
    """One prefill; a left-padded batch; cached prefill in slots + decode; llama.cpp on the file."""
    hf, path, ids = tiny
    want = run(hf, ids)
    err = relative_logit_error(run(ours, ids), want)
    batch_err, cached_err = transformers_errors(ours, hf, ids)   # a left-padded batch; prefill + decode in slots
    theirs = llama_cpp_run(path, ids)
    kl, top1 = kl_divergence(theirs, run(ours, ids)).mean().item(), top1_agreement(theirs, want)
    ROWS.append(("F32 prefill / padded batch / cached rel vs transformers",
                 f"{err:.1e} / {batch_err:.1e} / {cached_err:.1e}"))
    ROWS.append(("F32 KL(llama.cpp || ours), top-1", f"{kl:.1e}, {top1:.3f}"))
    assert max(err, batch_err, cached_err) <= 1e-4, (err, batch_err, cached_err)
    assert kl <= 1e-5 and top1 >= 0.95, f"llama.cpp on the converted file: KL {kl:.2e}, top-1 {top1:.3f}"
    # the NoPE layers matter: rotating them too moves the logits
    from engine.layers import Attention
    kinds = [ours.model.layers[i].self_attn.__class__ for i in NOPE]
    for i in NOPE:
        ours.model.layers[i].self_attn.__class__ = Attention
    try:
        assert relative_logit_error(run(ours, ids), want) > 1e-3
    finally:
        for i, kind in zip(NOPE, kinds):
            ours.model.layers[i].self_attn.__class__ = kind


@pytest.mark.parametrize("ftype", ["Q8_0", "Q4_K_M"])
def test_quantized_file_against_llama_cpp(ftype, tiny):
    _, src, ids = tiny
    check_quantized_file(llama_cpp_quantized(src, ftype), ftype, ids, run, llama_cpp_run, ROWS)


@pytest.mark.parametrize("ftype", ["F32", "Q8_0", "Q4_K_M"])
@torch.no_grad()
def test_fused_decode_equals_the_layer_by_layer_forward(ftype, tiny):
    """Two rows decoded 12 steps past prompts of 5 and 9 tokens (past layer 3's NoPE): the
    fused step (one C call a token) gives the PyTorch forward's logits."""
    _, src, ids = tiny
    path = src if ftype == "F32" else llama_cpp_quantized(src, ftype)
    model, _ = load_gguf(path, dtype=torch.float32, activations="float", progress=False)
    assert model.load_report["fused_decode"] == "on", model.load_report["fused_decode"]
    err, same = fused_decode_errors(model, ids, lengths=(5, 9), steps=12, max_len=N_TOKENS)
    ROWS.append((f"{ftype} fused decode rel vs layer by layer", f"{err:.1e}"))
    assert err < 1e-5, err
    assert same
