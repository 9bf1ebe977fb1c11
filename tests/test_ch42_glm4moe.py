"""Chapter 42: GLM-4.5 MoE (q/k/v biases, per-head q/k norms, partial rotary, DeepSeek-V3's
group-limited sigmoid routing with a correction bias and a scale, shared experts, a leading
dense layer, a trailing MTP layer) against transformers' Glm4MoeForCausalLM and llama.cpp.

A tiny random Glm4MoeForCausalLM (hidden 128, 3 layers: one dense, then two of 8 experts in 2
groups, of which 2 from the best group run a token, 1 shared expert, routed weights times 2.5;
4 query heads and 2 key/value heads of 32 dims of which 16 rotate) is saved beside Qwen2's
tokenizer (rebuilt from the real Qwen2.5 file, $GGUF_MODELS; skipped when absent) with the
special tokens GLM's converter looks up, and with one MTP layer's tensors added (transformers
neither builds nor saves them). llama.cpp's `convert_hf_to_gguf.py` makes it an F32 file
(architecture "glm4moe"; block_count 4 with nextn_predict_layers 1; q/k rows as they are,
rotate-half) and its quantizer Q8_0 and Q4_K_M. Then:

1. The file's config comes out right and the MTP layer's tensors are skipped; the fused decode
   step runs the model (its sigmoid group route, shared experts) and equals the layer-by-layer
   decode on the F32, Q8_0 and Q4_K_M files.
2. F32: ours equals transformers to 1e-4 relative (a prefill, a left-padded batch, cached
   prefill + decode in slots), through the file and through `load_hf`; llama.cpp agrees
   (KL <= 1e-5); routing without the groups, or without the correction bias, moves the logits.
3. Q8_0 and Q4_K_M: ours equals our model holding the file's weights decoded by gguf-py and
   agrees with llama.cpp as well as that exact reference does.
4. Split over two ranks (`--tp 2`), greedy tokens are one process's.
Run with `-s` for the figures.
"""
import json

import pytest
import torch

from conftest import fused_decode_errors, llama_cpp_oracle, transformers_errors  # noqa: E402

llama_cpp = llama_cpp_oracle()      # llama_cpp in its worker process; skips where not installed
transformers = pytest.importorskip("transformers", reason="transformers is not installed")
gguf = pytest.importorskip("gguf", reason="gguf-py is not installed")

from conftest import figure_table, real_model_path  # noqa: E402
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
            num_key_value_heads=2, head_dim=32, rms_norm_eps=1e-5, max_position_embeddings=256,
            moe_intermediate_size=256, n_routed_experts=8, num_experts_per_tok=2, n_shared_experts=1,
            n_group=2, topk_group=1, first_k_dense_replace=1, routed_scaling_factor=2.5, norm_topk_prob=True,
            attention_bias=True, use_qk_norm=True, num_nextn_predict_layers=1, tie_word_embeddings=False,
            rope_parameters={"rope_type": "default", "rope_theta": 10000.0, "partial_rotary_factor": 0.5})
GLM_SPECIAL = ["[gMASK]", "<|user|>", "<|observation|>"]   # what GLM's converter looks up, beside <|endoftext|>
N_TOKENS = 32
ROWS = []

_print_table = figure_table("glm4moe tiny | figure", ROWS)


def glm_tokenizer(folder):
    """Qwen2's tokenizer files in `folder`, with GLM's special tokens on the first unused ids;
    -> the vocabulary's size and its <|endoftext|> id."""
    metadata = GGUFReader(real_model_path("qwen25")).metadata
    write_qwen2_tokenizer(metadata, folder)
    spec = json.loads((folder / "tokenizer.json").read_text(encoding="utf-8"))
    first = max(t["id"] for t in spec["added_tokens"]) + 1
    spec["added_tokens"] += [{"id": first + i, "content": t, "single_word": False, "lstrip": False, "rstrip": False,
                              "normalized": False, "special": True} for i, t in enumerate(GLM_SPECIAL)]
    (folder / "tokenizer.json").write_text(json.dumps(spec, ensure_ascii=False), encoding="utf-8")
    return len(metadata["tokenizer.ggml.tokens"]), metadata["tokenizer.ggml.eos_token_id"]


def add_mtp_layer(folder, hf):
    """Layer 3 of the checkpoint: the MTP layer GLM-4.5's checkpoints end in (a decoder layer
    like layer 2, and eh_proj, enorm, hnorm, shared_head.norm), which transformers drops."""
    from safetensors.torch import load_file, save_file
    path = folder / "model.safetensors"
    state = load_file(path)
    n, D = hf.config.num_hidden_layers, hf.config.hidden_size
    gen = torch.Generator().manual_seed(3)
    for name in [k for k in state if k.startswith(f"model.layers.{n - 1}.")]:
        state[name.replace(f"layers.{n - 1}.", f"layers.{n}.")] = torch.randn(state[name].shape, generator=gen) * 0.08
    state[f"model.layers.{n}.eh_proj.weight"] = torch.randn(D, 2 * D, generator=gen) * 0.08
    for norm in ("enorm", "hnorm", "shared_head.norm"):
        state[f"model.layers.{n}.{norm}.weight"] = torch.ones(D)
    save_file(state, path, metadata={"format": "pt"})


@pytest.fixture(scope="module")
def tiny(tmp_path_factory, converter):  # noqa: F811
    """(the transformers model, its F32 GGUF file by llama.cpp's converter, ids)."""
    folder = tmp_path_factory.mktemp("glm4moe") / "tiny-glm"
    folder.mkdir()
    vocab, eos = glm_tokenizer(folder)
    config = transformers.Glm4MoeConfig(**TINY, vocab_size=vocab, pad_token_id=eos, eos_token_id=eos,
                                        attn_implementation="eager")
    hf = transformers.Glm4MoeForCausalLM(config).float().eval()
    with torch.no_grad():
        init_random_(hf, seed=0, std=0.08)
        gen = torch.Generator().manual_seed(2)
        for layer in hf.model.layers[1:]:     # of the scores' size, so that they change the picks
            bias = layer.mlp.gate.e_score_correction_bias
            bias.copy_(torch.randn(bias.shape, generator=gen) * 0.1)
    hf.save_pretrained(folder)
    add_mtp_layer(folder, hf)
    path = convert(converter, folder, folder.parent / "tiny-glm-F32.gguf")
    tok = tokenizer_from_gguf(GGUFReader(path).metadata)
    ids = tok.encode(" ".join(TRAINING_TEXT + TRAINING_TEXT[::-1]), add_special=False)[:N_TOKENS]
    assert len(ids) == N_TOKENS
    return hf, path, ids


def test_converted_file_config_and_the_fused_step(tiny):
    _, path, _ = tiny
    reader = GGUFReader(path)
    meta = reader.metadata
    assert meta["general.architecture"] == "glm4moe"
    assert (meta["glm4moe.block_count"], meta["glm4moe.nextn_predict_layers"]) == (4, 1)
    assert (meta["glm4moe.expert_group_count"], meta["glm4moe.expert_group_used_count"]) == (2, 1)
    assert {"blk.1.exp_probs_b.bias", "blk.1.ffn_gate_shexp.weight", "blk.0.attn_q.bias",
            "blk.0.attn_q_norm.weight", "blk.3.nextn.eh_proj.weight", "blk.3.ffn_gate_exps.weight"} <= set(reader.tensors)
    model, _ = load_gguf(path, dtype=torch.float32, progress=False)
    cfg = model.config
    assert (cfg.model_type, cfg.num_hidden_layers, cfg.num_experts, cfg.num_experts_per_tok) == ("glm4_moe", 3, 8, 2)
    assert (cfg.n_group, cfg.topk_group, cfg.routed_scaling_factor, cfg.scoring) == (2, 1, 2.5, "sigmoid")
    assert (cfg.first_k_dense_replace, cfg.rotary_dim, cfg.use_qk_norm) == (1, 16, True)
    assert model.inv_freq.numel() == 8
    assert model.model.layers[1].mlp.shared_experts.gate_proj.out_features == 256
    assert model.load_report["fused_decode"] == "on", model.load_report["fused_decode"]


@pytest.mark.parametrize("activations", ["float", "q8"])
@pytest.mark.parametrize("ftype", ["F32", "Q8_0", "Q4_K_M"])
@torch.no_grad()
def test_fused_decode_equals_the_layer_by_layer_forward(ftype, activations, tiny):
    """The group-limited sigmoid routing (correction, 2 groups, scale 2.5) and the shared
    expert in the fused step: 12 steps of two rows as the PyTorch layers decode them. With int8
    activations the quantized files' experts are held interleaved (Q8_0, Q5_0 rows in groups of
    16), which the step's MoE op reads a group at a time."""
    _, src, ids = tiny
    model, _ = load_gguf(src if ftype == "F32" else llama_cpp_quantized(src, ftype), dtype=torch.float32,
                         progress=False, activations=activations)
    assert model.load_report["fused_decode"] == "on", model.load_report["fused_decode"]
    err, same = fused_decode_errors(model, ids)
    ROWS.append((f"{ftype} fused decode rel vs layer by layer, {activations} activations", f"{err:.1e}"))
    assert err < (1e-2 if activations == "q8" else 1e-5) and same, err


@torch.no_grad()
def test_routing_equals_transformers_router(tiny):
    """The group-limited top-k and its weights, on many tokens: transformers' router's."""
    hf, path, _ = tiny
    model, _ = load_gguf(path, dtype=torch.float32, progress=False)
    x = torch.randn(256, 128, generator=torch.Generator().manual_seed(1))
    index, weight = model.model.layers[1].mlp.route(x)
    _, want_w, want_i = hf.model.layers[1].mlp.gate(x)
    order, want_order = index.sort(-1), want_i.sort(-1)
    assert torch.equal(order.values, want_order.values)
    assert torch.allclose(weight.gather(-1, order.indices), want_w.gather(-1, want_order.indices), atol=1e-6)


@torch.no_grad()
def test_f32_file_equals_transformers_and_llama_cpp(tiny):
    hf, path, ids = tiny
    model, _ = load_gguf(path, dtype=torch.float32, progress=False)
    want = run(hf, ids)
    err = relative_logit_error(run(model, ids), want)
    batch_err, cached_err = transformers_errors(model, hf, ids)
    from_hf = relative_logit_error(run(load_hf(path.with_name("tiny-glm")), ids), want)
    theirs = oracle.logits(path, ids, n_ctx=2 * N_TOKENS)
    kl, top1 = kl_divergence(theirs, run(model, ids)).mean().item(), top1_agreement(theirs, want)
    ROWS.append(("F32 prefill / padded batch / cached / load_hf rel vs transformers",
                 f"{err:.1e} / {batch_err:.1e} / {cached_err:.1e} / {from_hf:.1e}"))
    ROWS.append(("F32 KL(llama.cpp || ours), top-1", f"{kl:.1e}, {top1:.3f}"))
    assert max(err, batch_err, cached_err, from_hf) <= 1e-4, (err, batch_err, cached_err, from_hf)
    assert kl <= 1e-5 and top1 >= 0.95, f"llama.cpp on the converted file: KL {kl:.2e}, top-1 {top1:.3f}"
    moes = [layer.mlp for layer in model.model.layers[1:]]
    for moe in moes:                   # the groups matter: all experts open, other picks
        moe.n_group = 1
    assert relative_logit_error(run(model, ids), want) > 1e-3
    for moe in moes:                   # and so does the correction
        moe.n_group = 2
        moe.e_score_correction_bias.zero_()
    assert relative_logit_error(run(model, ids), want) > 1e-3


def decoded_reference(path):
    """Our model of the file holding every tensor decoded to float32 by gguf-py (expert stacks
    joined as gate_up_proj; the MTP layer's tensors left out): the exact reference."""
    model, _ = load_gguf(path, dtype=torch.float32, keep_quantized=False, progress=False)
    state, reader = {}, GGUFReader(path)
    for name, (shape, type_name, _) in reader.tensors.items():
        if model.skips_tensor(name):
            continue
        w = torch.as_tensor(gguf_py_decode(reader.raw(name).numpy().reshape(*shape[:-1], -1), type_name)).float()
        state[module_name(name, "glm4moe")] = w
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


def test_split_over_two_ranks_generates_what_one_process_does(tiny, tmp_path):
    """`--tp 2` (engine/parallel/): each rank holds 4 of the 8 experts and routes every token
    (the correction bias whole on each), the shared expert whole on each rank (added after the
    routed sum's all-reduce, once), half the dense layer's units and of the heads (their q/k/v
    biases and rows). Greedy tokens of two prompts batched with padding equal one process's on
    the F32 and Q8_0 files."""
    from test_ch31_tensor_parallel import assert_split_equals_one_process
    _, src, ids = tiny
    assert_split_equals_one_process([src, llama_cpp_quantized(src, "Q8_0")], [ids[:12], ids[12:17]], tmp_path, ROWS)


def test_released_checkpoint_config():
    """GLM-4.5-Air's config.json (transformers 4.x fields: the rotary share and base at the top
    level, per-head q/k norms off) builds the model llama.cpp runs: 64 of 128 dims rotate,
    128 experts after one dense layer, the MTP layer counted apart."""
    from engine.models import config_class
    air = {"architectures": ["Glm4MoeForCausalLM"], "model_type": "glm4_moe", "attention_bias": True,
           "head_dim": 128, "hidden_act": "silu", "hidden_size": 4096, "partial_rotary_factor": 0.5,
           "intermediate_size": 10944, "max_position_embeddings": 131072, "moe_intermediate_size": 1408,
           "norm_topk_prob": True, "num_attention_heads": 96, "n_group": 1, "topk_group": 1,
           "n_routed_experts": 128, "n_shared_experts": 1, "routed_scaling_factor": 1.0, "num_experts_per_tok": 8,
           "first_k_dense_replace": 1, "num_hidden_layers": 46, "num_key_value_heads": 8, "rms_norm_eps": 1e-05,
           "rope_scaling": None, "rope_theta": 1000000, "num_nextn_predict_layers": 1, "tie_word_embeddings": False,
           "use_qk_norm": False, "vocab_size": 151552}
    cfg = config_class("glm4_moe").from_hf(air)
    assert (cfg.rotary_dim, cfg.rope_theta, cfg.rope_scaling, cfg.num_experts) == (64, 1e6, None, 128)
    assert (cfg.shared_expert_intermediate_size, cfg.num_hidden_layers, cfg.num_nextn_predict_layers) == (1408, 46, 1)
    assert [cfg.is_sparse(i) for i in range(3)] == [False, True, True] and cfg.attention_bias and not cfg.use_qk_norm
