"""Chapter 42: MiniMax-M2 (q/k RMS-normalised over the whole projection, partial rotary, every
MLP a sparse MoE with sigmoid routing and a correction bias) against transformers'
MiniMaxM2ForCausalLM and llama.cpp.

A tiny random MiniMaxM2ForCausalLM (hidden 128, 3 layers of 8 experts of which 2 run a token,
4 query heads and 2 key/value heads of 32 dims of which 16 rotate) is saved beside Qwen2's
tokenizer (rebuilt from the real Qwen2.5 file, $GGUF_MODELS; skipped when absent), with the
released config's `rotary_dim` and `scoring_func` (without them the converter fails, or writes
no expert_gating_func and llama.cpp aborts on the file), made an F32 GGUF file by llama.cpp's `convert_hf_to_gguf.py` (architecture "minimax-m2"; q/k rows as they
are, rotate-half; the correction as exp_probs_b) and Q8_0 and Q4_K_M by its quantizer. Then:

1. The file's config comes out right; the fused decode step runs the model (the q/k norms
   over the whole projection as NORM ops); tensor parallelism splits it.
2. F32: ours equals transformers to 1e-4 relative (a prefill, a left-padded batch, cached
   prefill + decode in slots), through the file and through `load_hf`; llama.cpp agrees
   (KL <= 1e-5); routing without the correction bias moves the logits.
3. Q8_0 and Q4_K_M: ours equals our model holding the file's weights decoded by gguf-py and
   agrees with llama.cpp as well as that exact reference does; with float activations the
   fused step's greedy tokens are the PyTorch path's (logits within 1e-4).
Run with `-s` for the figures.
"""
import pytest
import torch

from conftest import llama_cpp_oracle, transformers_errors  # noqa: E402

llama_cpp = llama_cpp_oracle()      # llama_cpp in its worker process; skips where not installed
transformers = pytest.importorskip("transformers", reason="transformers is not installed")
gguf = pytest.importorskip("gguf", reason="gguf-py is not installed")

from conftest import figure_table, fused_steps_against_layers, real_model_path  # noqa: E402
from engine.cli.demo import TRAINING_TEXT  # noqa: E402
from engine.evaluation import llama_cpp as oracle  # noqa: E402
from engine.evaluation.logit_quality import kl_divergence, relative_logit_error, top1_agreement  # noqa: E402
from engine.gguf.config import module_name  # noqa: E402
from engine.gguf.load import load_gguf  # noqa: E402
from engine.gguf.reader import GGUFReader  # noqa: E402
from engine.gguf.tokenizer import tokenizer_from_gguf  # noqa: E402
from engine.layers import init_random_  # noqa: E402
from engine.models.hf import load_hf  # noqa: E402
from test_ch38_gemma3 import run  # noqa: E402
from test_ch38_llama_cpp_archs import llama_cpp_quantized  # noqa: E402
from test_ch38_llama_cpp_convert import (convert, converter, gguf_py_decode,  # noqa: E402,F401
                                         write_qwen2_tokenizer)

torch.set_num_threads(2)

TINY = dict(hidden_size=128, intermediate_size=256, num_hidden_layers=3, num_attention_heads=4,
            num_key_value_heads=2, head_dim=32, rms_norm_eps=1e-6, max_position_embeddings=256,
            num_local_experts=8, num_experts_per_tok=2, tie_word_embeddings=False,
            rope_parameters={"rope_type": "default", "rope_theta": 10000.0},
            rotary_dim=16, scoring_func="sigmoid")    # as the released config.json says them: the converter reads both
N_TOKENS = 32
ROWS = []

_print_table = figure_table("minimax-m2 tiny | figure", ROWS)


@pytest.fixture(scope="module")
def tiny(tmp_path_factory, converter):  # noqa: F811
    """(the transformers model, its F32 GGUF file by llama.cpp's converter, ids)."""
    folder = tmp_path_factory.mktemp("minimax") / "tiny-m2"
    folder.mkdir()
    metadata = GGUFReader(real_model_path("qwen25")).metadata
    write_qwen2_tokenizer(metadata, folder)
    eos = metadata["tokenizer.ggml.eos_token_id"]
    config = transformers.MiniMaxM2Config(**TINY, vocab_size=len(metadata["tokenizer.ggml.tokens"]),
                                          bos_token_id=metadata["tokenizer.ggml.bos_token_id"], pad_token_id=eos,
                                          eos_token_id=eos, attn_implementation="eager")
    hf = transformers.MiniMaxM2ForCausalLM(config).float().eval()
    with torch.no_grad():
        init_random_(hf, seed=0, std=0.08)
        gen = torch.Generator().manual_seed(2)
        for layer in hf.model.layers:        # of the scores' size, so that they change the picks
            bias = layer.mlp.e_score_correction_bias
            bias.copy_(torch.randn(bias.shape, generator=gen) * 0.1)
    hf.save_pretrained(folder)
    path = convert(converter, folder, folder.parent / "tiny-m2-F32.gguf")
    tok = tokenizer_from_gguf(GGUFReader(path).metadata)
    ids = tok.encode(" ".join(TRAINING_TEXT + TRAINING_TEXT[::-1]), add_special=False)[:N_TOKENS]
    assert len(ids) == N_TOKENS
    return hf, path, ids


def test_converted_file_config(tiny):
    from engine.parallel.plan import plan
    _, path, _ = tiny
    reader = GGUFReader(path)
    assert reader.metadata["general.architecture"] == "minimax-m2"
    assert reader.tensors["blk.0.attn_q_norm.weight"][0] == [128]            # the whole projection
    assert reader.tensors["blk.0.attn_k_norm.weight"][0] == [64]
    assert "blk.0.exp_probs_b.bias" in reader.tensors
    model, _ = load_gguf(path, dtype=torch.float32, progress=False)
    cfg = model.config
    assert (cfg.model_type, cfg.num_experts, cfg.num_experts_per_tok, cfg.moe_intermediate_size) == \
        ("minimax_m2", 8, 2, 256)
    assert (cfg.rotary_dim, cfg.scoring, cfg.norm_topk_prob, model.inv_freq.numel()) == (16, "sigmoid", True, 8)
    assert all(layer.mlp.shared_experts is None for layer in model.model.layers)
    report = model.load_report["fused_decode"]
    assert model.fused_decode is not None and report == "on", report
    split = plan({**cfg.__dict__}, reader.tensors, 1, 2)      # q/k norms summed over the ranks' heads
    assert split.whole_qk_norm and split.experts == (4, 8) and split.q_heads == (2, 4)


@torch.no_grad()
def test_f32_file_equals_transformers_and_llama_cpp(tiny):
    hf, path, ids = tiny
    model, _ = load_gguf(path, dtype=torch.float32, progress=False)
    want = run(hf, ids)
    err = relative_logit_error(run(model, ids), want)
    batch_err, cached_err = transformers_errors(model, hf, ids)
    from_hf = relative_logit_error(run(load_hf(path.with_name("tiny-m2")), ids), want)
    theirs = oracle.logits(path, ids, n_ctx=2 * N_TOKENS)
    kl, top1 = kl_divergence(theirs, run(model, ids)).mean().item(), top1_agreement(theirs, want)
    ROWS.append(("F32 prefill / padded batch / cached / load_hf rel vs transformers",
                 f"{err:.1e} / {batch_err:.1e} / {cached_err:.1e} / {from_hf:.1e}"))
    ROWS.append(("F32 KL(llama.cpp || ours), top-1", f"{kl:.1e}, {top1:.3f}"))
    assert max(err, batch_err, cached_err, from_hf) <= 1e-4, (err, batch_err, cached_err, from_hf)
    assert kl <= 1e-5 and top1 >= 0.95, f"llama.cpp on the converted file: KL {kl:.2e}, top-1 {top1:.3f}"
    for layer in model.model.layers:       # the correction matters: without it, other experts
        layer.mlp.e_score_correction_bias.zero_()
    assert relative_logit_error(run(model, ids), want) > 1e-3


def decoded_reference(path):
    """Our model of the file holding every tensor decoded to float32 by gguf-py (expert stacks
    joined as gate_up_proj): the exact reference."""
    model, _ = load_gguf(path, dtype=torch.float32, keep_quantized=False, progress=False)
    state, reader = {}, GGUFReader(path)
    for name, (shape, type_name, _) in reader.tensors.items():
        w = torch.as_tensor(gguf_py_decode(reader.raw(name).numpy().reshape(*shape[:-1], -1), type_name)).float()
        state[module_name(name, "minimax-m2")] = w
    for key in [k for k in state if k.endswith("mlp.experts.gate_proj.weight")]:
        prefix = key[:-len("gate_proj.weight")]
        state[prefix + "gate_up_proj"] = torch.cat((state.pop(key), state.pop(prefix + "up_proj.weight")), dim=1)
        state[prefix + "down_proj"] = state.pop(prefix + "down_proj.weight")
    mine = model.state_dict()
    for name, t in state.items():
        mine[name].copy_(t.reshape(mine[name].shape))
    return model


@pytest.mark.parametrize("ftype", ["Q8_0", "Q4_K_M"])
@torch.no_grad()
def test_quantized_file_against_llama_cpp(ftype, tiny):
    _, src, ids = tiny
    path = llama_cpp_quantized(src, ftype)
    types = {t for _, t, _ in GGUFReader(path).tensors.values()}
    assert ({"Q4_K", "Q6_K"} if ftype == "Q4_K_M" else {"Q8_0"}) <= types, types
    model, _ = load_gguf(path, dtype=torch.float32, progress=False)
    assert not [n for n, m in model.named_modules() if isinstance(m, torch.nn.Linear)]
    mine = run(model, ids)
    ref = run(decoded_reference(path), ids)
    theirs = oracle.logits(path, ids, n_ctx=2 * N_TOKENS)
    rel = relative_logit_error(mine, ref)
    kl_ours, kl_ref = kl_divergence(theirs, mine).mean().item(), kl_divergence(theirs, ref).mean().item()
    ROWS.append((f"{ftype} rel vs the file's weights decoded by gguf-py", f"{rel:.1e}"))
    ROWS.append((f"{ftype} KL(llama.cpp || ours) / KL(llama.cpp || reference)", f"{kl_ours:.2e} / {kl_ref:.2e}"))
    assert rel <= 1e-4, f"{ftype}: relative logit error {rel:.2e} against the exact reference"
    assert kl_ours <= 1.2 * kl_ref + 1e-6, f"{ftype}: KL(llama.cpp || ours) {kl_ours:.2e} vs reference {kl_ref:.2e}"


@pytest.mark.parametrize("ftype", ["Q8_0", "Q4_K_M"])
def test_quantized_file_decodes_through_the_fused_step(tiny, ftype):
    """16 decode steps through the fused step (q/k norms over the whole projection as NORM
    ops) after a PyTorch prefill, float activations: the layers' logits and greedy tokens."""
    _, src, ids = tiny
    rel, same = fused_steps_against_layers(llama_cpp_quantized(src, ftype), ids)
    ROWS.append((f"{ftype} fused step vs layers, float activations: rel / same top-1", f"{rel:.1e} / {same:.3f}"))
    assert rel <= 1e-4 and same == 1.0, (ftype, rel, same)


def test_released_checkpoint_config():
    """MiniMax-M2's config.json: `rotary_dim` 64 of 128-dim heads, the experts' width as
    intermediate_size, 256 experts under transformers' num_local_experts."""
    from engine.models import config_class
    m2 = {"architectures": ["MiniMaxM2ForCausalLM"], "model_type": "minimax_m2", "head_dim": 128,
          "hidden_size": 3072, "intermediate_size": 1536, "num_attention_heads": 48, "num_key_value_heads": 8,
          "num_hidden_layers": 62, "num_local_experts": 256, "num_experts_per_tok": 8, "rotary_dim": 64,
          "rope_theta": 5000000, "rms_norm_eps": 1e-06, "scoring_func": "sigmoid", "use_qk_norm": True,
          "max_position_embeddings": 196608, "tie_word_embeddings": False, "vocab_size": 200064}
    cfg = config_class("minimax_m2").from_hf(m2)
    assert (cfg.rotary_dim, cfg.rope_theta, cfg.num_experts, cfg.moe_intermediate_size) == (64, 5e6, 256, 1536)
    assert (cfg.num_experts_per_tok, cfg.scoring, cfg.norm_topk_prob) == (8, "sigmoid", True)


# ------------------------------------------------------------------ split over two ranks
def test_split_over_two_ranks_generates_what_one_process_does(tiny, tmp_path):
    """`--tp 2`: each rank holds half the heads (its q/k norms summing squares over both ranks,
    engine/parallel/norms.py) and half the experts, the router whole; greedy tokens of two
    prompts batched with padding equal one process's on the Q8_0 file."""
    from test_ch31_tensor_parallel import assert_split_equals_one_process
    _, src, ids = tiny
    assert_split_equals_one_process([llama_cpp_quantized(src, "Q8_0")], [ids[:12], ids[12:17]], tmp_path, ROWS,
                                    fused=True)
