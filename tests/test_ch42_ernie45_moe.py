"""Chapter 42: ERNIE 4.5 MoE (biased top-k routing, shared experts, leading dense layers,
interleaved RoPE) against transformers' Ernie4_5_MoeForCausalLM and llama.cpp.

A tiny random Ernie4_5_MoeForCausalLM (hidden 128, 3 layers: one dense, then two of 8 experts
of which 2 run a token, 2 shared experts; 4 query heads and 2 key/value heads of 32 dims) is
saved with a SentencePiece tokenizer trained here (`phi3_sentencepiece` of test_ch42_phi3:
the converter reads a tokenizer.model) and converted to F32 by llama.cpp's
`convert_hf_to_gguf.py` (architecture "ernie4_5-moe"; q/k rows in interleaved pairs, the
routing correction as `exp_probs_b`); llama.cpp's quantizer makes Q8_0. The converter writes
the shared experts' width as intermediate_size / num_key_value_heads, so the tiny model keeps
that equal to moe_intermediate_size * shared experts, as the released models do. Then:

1. F32: ours equals transformers to 1e-4 relative (a prefill, a left-padded batch, cached
   prefill + decode in slots), through the file and through `load_hf`; llama.cpp agrees
   (KL <= 1e-5); routing without the correction bias moves the logits, so it matters.
2. Q8_0: ours equals our model holding the file's weights decoded by gguf-py and agrees with
   llama.cpp as well as that exact reference does.
3. The fused decode step runs the model (its softmax route with the correction and shared
   experts) and equals the layer-by-layer decode on the F32 and Q8_0 files. Split over two
   ranks (`--tp 2`), greedy tokens are one process's.
Run with `-s` for the figures.
"""
import pytest
import torch

from conftest import fused_decode_errors, llama_cpp_oracle, transformers_errors  # noqa: E402

llama_cpp = llama_cpp_oracle()      # llama_cpp in its worker process; skips where not installed
transformers = pytest.importorskip("transformers", reason="transformers is not installed")
gguf = pytest.importorskip("gguf", reason="gguf-py is not installed")

from conftest import figure_table  # noqa: E402
from engine.evaluation import llama_cpp as oracle  # noqa: E402
from engine.evaluation.logit_quality import kl_divergence, relative_logit_error, top1_agreement  # noqa: E402
from engine.gguf.config import module_name, unpermute_qk  # noqa: E402
from engine.gguf.load import load_gguf  # noqa: E402
from engine.gguf.reader import GGUFReader  # noqa: E402
from engine.models.hf import load_hf  # noqa: E402
from test_ch38_gemma3 import run  # noqa: E402
from test_ch38_llama_cpp_archs import llama_cpp_quantized  # noqa: E402
from test_ch38_llama_cpp_convert import converter, gguf_py_decode  # noqa: E402,F401
from test_ch42_phi3 import N_TOKENS, checkpoint, phi3_sentencepiece  # noqa: E402

torch.set_num_threads(2)

TINY = dict(vocab_size=512, hidden_size=128, intermediate_size=256, num_hidden_layers=3,
            num_attention_heads=4, num_key_value_heads=2, rms_norm_eps=1e-5, max_position_embeddings=256,
            moe_intermediate_size=64, moe_k=2, moe_num_experts=8, moe_num_shared_experts=2,
            moe_layer_start_index=1, moe_layer_interval=1, tie_word_embeddings=False,
            pad_token_id=0, bos_token_id=1, eos_token_id=2)
ROWS = []

_print_table = figure_table("ernie4_5-moe tiny | figure", ROWS)


@pytest.fixture(scope="module")
def tiny(tmp_path_factory, converter):  # noqa: F811
    """(the transformers model, its F32 GGUF file by llama.cpp's converter, ids)."""
    def corrections(hf):                    # of the probabilities' size, so that they change the picks
        for layer in hf.model.layers[1:]:
            layer.mlp.gate.moe_statics.e_score_correction_bias.normal_(0, 0.1)
    return checkpoint(tmp_path_factory.mktemp("ernie") / "tiny-moe", TINY, converter, phi3_sentencepiece,
                      transformers.Ernie4_5_MoeForCausalLM, transformers.Ernie4_5_MoeConfig, corrections)


def test_converted_file_config_and_the_fused_step(tiny):
    _, path, _ = tiny
    reader = GGUFReader(path)
    assert reader.metadata["general.architecture"] == "ernie4_5-moe"
    assert {"blk.1.exp_probs_b.bias", "blk.1.ffn_gate_shexp.weight"} <= set(reader.tensors)
    model, _ = load_gguf(path, dtype=torch.float32, progress=False)
    cfg = model.config
    assert (cfg.model_type, cfg.num_experts, cfg.num_experts_per_tok, cfg.moe_num_shared_experts) == \
        ("ernie4_5_moe", 8, 2, 2)
    assert [cfg.is_sparse(i) for i in range(3)] == [False, True, True]
    assert model.model.layers[1].mlp.shared_experts.gate_proj.out_features == 128
    assert model.load_report["fused_decode"] == "on", model.load_report["fused_decode"]


@pytest.mark.parametrize("activations", ["float", "q8"])
@pytest.mark.parametrize("ftype", ["F32", "Q8_0"])
@torch.no_grad()
def test_fused_decode_equals_the_layer_by_layer_forward(ftype, activations, tiny):
    """The corrected routing (the fixture's corrections change the picks) and shared experts in
    the fused step: 12 steps of two rows as the PyTorch layers decode them. With int8
    activations the Q8_0 file's experts are held interleaved (rows in groups of 16), which the
    step's MoE op reads a group at a time."""
    _, src, ids = tiny
    model, _ = load_gguf(src if ftype == "F32" else llama_cpp_quantized(src, "Q8_0"), dtype=torch.float32,
                         progress=False, activations=activations)
    assert model.load_report["fused_decode"] == "on", model.load_report["fused_decode"]
    err, same = fused_decode_errors(model, ids)
    ROWS.append((f"{ftype} fused decode rel vs layer by layer, {activations} activations", f"{err:.1e}"))
    assert err < (1e-2 if activations == "q8" else 1e-5) and same, err


@torch.no_grad()
def test_f32_file_equals_transformers_and_llama_cpp(tiny):
    hf, path, ids = tiny
    model, _ = load_gguf(path, dtype=torch.float32, progress=False)
    want = run(hf, ids)
    err = relative_logit_error(run(model, ids), want)
    batch_err, cached_err = transformers_errors(model, hf, ids)
    from_hf = relative_logit_error(run(load_hf(path.with_name("tiny-moe")), ids), want)
    theirs = oracle.logits(path, ids, n_ctx=2 * N_TOKENS)
    kl, top1 = kl_divergence(theirs, run(model, ids)).mean().item(), top1_agreement(theirs, want)
    ROWS.append(("F32 prefill / padded batch / cached / load_hf rel vs transformers",
                 f"{err:.1e} / {batch_err:.1e} / {cached_err:.1e} / {from_hf:.1e}"))
    ROWS.append(("F32 KL(llama.cpp || ours), top-1", f"{kl:.1e}, {top1:.3f}"))
    assert max(err, batch_err, cached_err, from_hf) <= 1e-4, (err, batch_err, cached_err, from_hf)
    assert kl <= 1e-5 and top1 >= 0.95, f"llama.cpp on the converted file: KL {kl:.2e}, top-1 {top1:.3f}"
    for layer in model.model.layers[1:]:       # the correction matters: without it, other experts
        layer.mlp.e_score_correction_bias.zero_()
    assert relative_logit_error(run(model, ids), want) > 1e-3


def decoded_reference(path):
    """Our model of the file holding every tensor decoded to float32 by gguf-py (q/k rows put
    in rotate-half order, expert stacks joined as gate_up_proj): the exact reference."""
    model, _ = load_gguf(path, dtype=torch.float32, keep_quantized=False, progress=False)
    cfg, state = model.config, {}
    reader = GGUFReader(path)
    for name, (shape, type_name, _) in reader.tensors.items():
        w = torch.as_tensor(gguf_py_decode(reader.raw(name).numpy().reshape(*shape[:-1], -1), type_name)).float()
        if name.endswith(("attn_q.weight", "attn_k.weight")):
            w = unpermute_qk(w, cfg.num_attention_heads if "attn_q" in name else cfg.num_key_value_heads)
        state[module_name(name, "ernie4_5-moe")] = w
    for key in [k for k in state if k.endswith("mlp.experts.gate_proj.weight")]:
        prefix = key[:-len("gate_proj.weight")]
        state[prefix + "gate_up_proj"] = torch.cat((state.pop(key), state.pop(prefix + "up_proj.weight")), dim=1)
        state[prefix + "down_proj"] = state.pop(prefix + "down_proj.weight")
    mine = model.state_dict()
    for name, t in state.items():
        mine[name].copy_(t.reshape(mine[name].shape))
    return model


@torch.no_grad()
def test_q8_0_file_against_llama_cpp(tiny):
    _, src, ids = tiny
    path = llama_cpp_quantized(src, "Q8_0")
    assert "Q8_0" in {t for _, t, _ in GGUFReader(path).tensors.values()}
    model, _ = load_gguf(path, dtype=torch.float32, progress=False)
    assert not [n for n, m in model.named_modules() if isinstance(m, torch.nn.Linear)]
    mine = run(model, ids)
    ref = run(decoded_reference(path), ids)
    theirs = oracle.logits(path, ids, n_ctx=2 * N_TOKENS)
    rel = relative_logit_error(mine, ref)
    kl_ours, kl_ref = kl_divergence(theirs, mine).mean().item(), kl_divergence(theirs, ref).mean().item()
    ROWS.append(("Q8_0 rel vs the file's weights decoded by gguf-py", f"{rel:.1e}"))
    ROWS.append(("Q8_0 KL(llama.cpp || ours) / KL(llama.cpp || reference)", f"{kl_ours:.2e} / {kl_ref:.2e}"))
    assert rel <= 1e-4, f"Q8_0: relative logit error {rel:.2e} against the exact reference"
    assert kl_ours <= 1.2 * kl_ref + 1e-6, f"Q8_0: KL(llama.cpp || ours) {kl_ours:.2e} vs reference {kl_ref:.2e}"


@torch.no_grad()
def test_export_writes_a_file_llama_cpp_runs(tmp_path):
    """An engine ERNIE 4.5 MoE exported by `export_gguf` (q/k rows back in interleaved pairs,
    the correction as exp_probs_b, the shared experts' width): it loads back to the same logits
    and llama.cpp's on the file are ours."""
    from engine.cli.demo import TRAINING_TEXT
    from engine.gguf.tokenizer import train_bpe
    from engine.layers import init_random_
    from engine.models import build_model
    from engine.models.tiny import tiny_config
    from engine.quantize.export import export_gguf
    tok = train_bpe(TRAINING_TEXT, vocab_size=320, pre="qwen2")
    model = init_random_(build_model(tiny_config("ernie4_5_moe", vocab_size=tok.vocab_size)), seed=1, std=0.08)
    model = model.float().eval()
    path = tmp_path / "ernie.gguf"
    export_gguf(model, tok, path, "F32")
    reader = GGUFReader(path)
    assert reader.metadata["ernie4_5-moe.expert_shared_feed_forward_length"] == 32
    assert "blk.1.exp_probs_b.bias" in reader.tensors
    ids = list(range(5, 37))
    again, _ = load_gguf(path, dtype=torch.float32, progress=False)
    assert relative_logit_error(run(again, ids), run(model, ids)) <= 1e-5
    kl = kl_divergence(oracle.logits(path, ids, n_ctx=64), run(model, ids)).mean().item()
    ROWS.append(("exported file: KL(llama.cpp || ours)", f"{kl:.1e}"))
    assert kl <= 1e-5, kl


def test_split_over_two_ranks_generates_what_one_process_does(tiny, tmp_path):
    """`--tp 2` (engine/parallel/): each rank holds 4 of the 8 experts and routes every token
    (the correction bias whole on each), the shared experts whole on each rank (added after the
    routed sum's all-reduce, once), half the dense layer's units and of the heads. Greedy tokens
    of two prompts batched with padding equal one process's on the F32 and Q8_0 files."""
    from test_ch31_tensor_parallel import assert_split_equals_one_process
    _, src, ids = tiny
    assert_split_equals_one_process([src, llama_cpp_quantized(src, "Q8_0")], [ids[:12], ids[12:17]], tmp_path, ROWS)
