"""Chapter 42: Gemma 2 against transformers' Gemma2ForCausalLM and llama.cpp, on a tiny
random checkpoint converted by llama.cpp's own converter.

The tiny model has 4 layers (sliding, global, sliding, global) 256 wide (so that llama.cpp's
Q4_K_M quantizes its rows as Q4_K / Q6_K, not the fallbacks), a window of 8 positions,
attention scores capped at 5 and logits at 10 (low caps, so both change the logits), and a
SentencePiece tokenizer trained here (Gemma's converter reads a tokenizer.model;
`sentencepiece_model` of test_ch38_gemma3). The F32 file equals transformers (padded batch,
cached decode past the window) and llama.cpp; llama.cpp's Q8_0 and Q4_K_M files equal our
model holding gguf-py's decoded weights (the exact reference) and agree with llama.cpp about
as well as that reference does (quantized_checks). Decode steps run fused (ATTEND caps
the scores) and, from the F32, Q8_0 and Q4_K_M files, equal the layer-by-layer forward.
Run with `-s` for the figures.
"""
import pytest
import torch
from conftest import figure_table, fused_decode_errors, transformers_errors

transformers = pytest.importorskip("transformers")

from engine.evaluation.logit_quality import kl_divergence, top1_agreement
from engine.formats.gguf import GGUFReader
from engine.gguf.load import load_gguf
from engine.gguf.tokenizer import tokenizer_from_gguf
from engine.layers import init_random_
from engine.layers.attention import attend, attend_capped
from test_ch38_gemma3 import llama_cpp_run, run, sentencepiece_model
from test_ch38_llama_cpp_archs import llama_cpp_quantized
from test_ch38_llama_cpp_convert import convert, converter  # noqa: F401 (fixture)
from quantized_checks import check_quantized_file

torch.set_num_threads(2)
GGML_F32 = 0        # llama.cpp's type id of float32, for its K/V cache
WINDOW = 8
TINY = dict(vocab_size=512, hidden_size=256, intermediate_size=512, num_hidden_layers=4,
            num_attention_heads=4, num_key_value_heads=2, head_dim=64, rms_norm_eps=1e-6,
            max_position_embeddings=512, sliding_window=WINDOW,
            query_pre_attn_scalar=64,       # llama.cpp scales by 1/sqrt(head_dim) whatever the config says
            attn_logit_softcapping=5.0, final_logit_softcapping=10.0, rope_theta=10000.0,
            pad_token_id=0, eos_token_id=1, bos_token_id=2)
N_TOKENS = 32
ROWS = []

_print_table = figure_table("gemma2 tiny | figure", ROWS)


@pytest.fixture(scope="module")
def tiny(tmp_path_factory, converter):  # noqa: F811
    """(the transformers model, its F32 GGUF file by llama.cpp's converter, ids)."""
    from engine.cli.demo import TRAINING_TEXT
    folder = tmp_path_factory.mktemp("gemma2-hf")
    (folder / "tokenizer.model").write_bytes(sentencepiece_model(TRAINING_TEXT * 4))
    hf = transformers.Gemma2ForCausalLM(transformers.Gemma2Config(**TINY, attn_implementation="eager"))
    with torch.no_grad():
        init_random_(hf.float().eval(), seed=0, std=0.3)    # large enough for the caps to bite
    hf.save_pretrained(folder)
    path = convert(converter, folder, folder.parent / "gemma2-F32.gguf")
    tok = tokenizer_from_gguf(GGUFReader(path).metadata)
    ids = tok.encode(" ".join(TRAINING_TEXT[::-1]), add_special=True)[:N_TOKENS]
    assert len(ids) == N_TOKENS
    return hf, path, ids


@pytest.mark.parametrize("T,S", [(5, 5), (3, 9), (1, 7)])
def test_capped_attention_equals_the_textbook_form(T, S):
    gen = torch.Generator().manual_seed(0)
    q, k, v = (torch.randn(2, h, n, 16, generator=gen) * 3 for h, n in ((4, T), (2, S), (2, S)))
    got = attend(q, k, v, None, 0.25, softcap=2.0)
    kk, vv = k.repeat_interleave(2, 1), v.repeat_interleave(2, 1)
    scores = 2.0 * torch.tanh(q @ kk.transpose(-1, -2) * 0.25 / 2.0)
    scores = scores.masked_fill(~torch.ones(T, S, dtype=torch.bool).tril(S - T), float("-inf"))
    assert torch.allclose(got, scores.softmax(-1) @ vv, atol=1e-6)
    assert not torch.allclose(got, attend(q, k, v, None, 0.25), atol=1e-3)   # the cap matters here
    banded = attend_capped(q, k, v, None, 0.25, 2.0, window=2)
    assert not torch.allclose(banded, got, atol=1e-3) or T == 1


def test_converted_file_config(tiny):
    _, path, _ = tiny
    metadata = GGUFReader(path).metadata
    assert metadata["general.architecture"] == "gemma2"
    assert metadata["gemma2.attn_logit_softcapping"] == 5.0
    model, _ = load_gguf(path, dtype=torch.float32, progress=False)
    assert model.config.model_type == "gemma2"
    assert model.windows == [WINDOW, None, WINDOW, None]
    assert model.config.attn_logit_softcapping == 5.0 and model.config.final_logit_softcapping == 10.0
    assert model.config.rope_local_base_freq == model.config.rope_theta == 10000.0
    # the fused decode step caps the scores in its ATTEND op: on
    assert model.fused_decode is not None
    assert model.load_report["fused_decode"] == "on", model.load_report["fused_decode"]


@torch.no_grad()
def test_converted_f32_file_equals_transformers_and_llama_cpp(tiny):
    hf, path, ids = tiny
    model, _ = load_gguf(path, dtype=torch.float32, progress=False)
    batch_err, cached_err = transformers_errors(model, hf, ids)
    ours = run(model, ids)
    theirs = llama_cpp_run(path, ids, type_k=GGML_F32, type_v=GGML_F32)
    kl, top1 = kl_divergence(theirs, ours).mean().item(), top1_agreement(ours, theirs)
    ROWS.append(("F32 padded batch / cached rel vs transformers", f"{batch_err:.1e} / {cached_err:.1e}"))
    ROWS.append(("F32 KL(llama.cpp || ours), top-1", f"{kl:.1e}, {top1:.3f}"))
    assert batch_err <= 1e-4, f"padded batch: relative error {batch_err:.2e} against transformers"
    assert cached_err <= 1e-4, f"cached prefill + decode: relative error {cached_err:.2e} against transformers"
    assert kl <= 1e-5 and top1 >= 0.95, f"F32 file: KL(llama.cpp || ours) {kl:.2e}, top-1 {top1:.3f}"


@pytest.mark.parametrize("ftype", ["Q8_0", "Q4_K_M"])
def test_quantized_file_against_llama_cpp(ftype, tiny):
    _, src, ids = tiny
    check_quantized_file(llama_cpp_quantized(src, ftype), ftype, ids, run, llama_cpp_run, ROWS)


@pytest.mark.parametrize("ftype", ["F32", "Q8_0", "Q4_K_M"])
@torch.no_grad()
def test_fused_decode_equals_the_layer_by_layer_forward(ftype, tiny):
    """Two rows decoded 12 steps past prompts of 5 and 9 tokens (past the window of 8, scores
    capped at 5): the fused step (one C call a token, float activations) gives the PyTorch
    forward's logits and greedy tokens."""
    _, src, ids = tiny
    path = src if ftype == "F32" else llama_cpp_quantized(src, ftype)
    model, _ = load_gguf(path, dtype=torch.float32, activations="float", progress=False)
    assert model.load_report["fused_decode"] == "on", model.load_report["fused_decode"]
    err, same = fused_decode_errors(model, ids, lengths=(5, 9), steps=12, max_len=N_TOKENS)
    ROWS.append((f"{ftype} fused decode rel vs layer by layer", f"{err:.1e}"))
    assert err < 1e-5, err
    assert same
