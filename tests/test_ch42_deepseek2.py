"""Chapter 42: DeepSeek-V3 and V2 (llama.cpp's deepseek2: multi-head latent attention, a cache of
latents, sigmoid group-limited routing, shared experts, leading dense layers) against
transformers' DeepseekV3ForCausalLM and llama.cpp.

A tiny random DeepseekV3ForCausalLM (hidden 128, 3 layers: one dense, then two of 8 experts in
2 groups, the best group's top 2 per token, 1 shared expert; 4 heads; q through a rank-64
latent, keys and values through one of 32, each head 32 unrotated + 16 rotated dims, values
of 32; a nonzero routing correction) is saved beside Qwen2's tokenizer (rebuilt from the real
Qwen2.5 file, $GGUF_MODELS; skipped when absent: the converter only accepts a tokenizer it
knows) and converted to F32 by llama.cpp's `convert_hf_to_gguf.py` (architecture "deepseek2":
kv_b split into attn_k_b / attn_v_b per head, one key/value head); llama.cpp's quantizer makes
Q8_0 and Q4_K_M. Then:

1. The file's config is transformers'; the cache keeps n_layers * (kv_lora_rank +
   qk_rope_head_dim) values per token, what llama.cpp allocates for the file (its K cache of
   key_length per layer and key/value head, no V: MLA); the fused decode step runs it.
2. F32: ours equals transformers to 1e-4 relative (a prefill, a left-padded batch, cached
   prefill + decode in slots), through the file and through `load_hf`; the absorbed attention
   equals the expanded reference; llama.cpp agrees (KL <= 1e-5); routing without the
   correction moves the logits. A slot cut back (`keep`) continues exactly.
3. Q8_0 and Q4_K_M: ours equals our model holding the file's weights decoded by gguf-py and
   agrees with llama.cpp as well as that exact reference does (within 1.2x).
4. q_lora_rank None (a plain q_proj; llama.cpp reads such files only at DeepSeek-V2-Lite's
   depths), YaRN (mscale^2 in the score scale) and a DeepseekV2ForCausalLM (softmax routing,
   no correction, weights not renormalised): equal to transformers through the converted file
   (V2 through `load_hf` too), the last two to llama.cpp as well.
5. Served by the engine (`LLM`, two slots): the prompt cache reuses a slot's latents and the
   greedy answers are those without it.
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
from engine.layers import AttentionInputs, init_random_  # noqa: E402
from engine.models.hf import load_hf  # noqa: E402
from engine.serve.kv_cache import KVCache  # noqa: E402
from engine.serve.latent_cache import LatentCache  # noqa: E402
from test_ch38_gemma3 import run  # noqa: E402
from test_ch38_llama_cpp_archs import llama_cpp_quantized  # noqa: E402
from test_ch38_llama_cpp_convert import convert, converter, gguf_py_decode, write_qwen2_tokenizer  # noqa: E402,F401

torch.set_num_threads(2)

TINY = dict(hidden_size=128, intermediate_size=256, moe_intermediate_size=64, num_hidden_layers=3,
            num_attention_heads=4, num_key_value_heads=4, q_lora_rank=64, kv_lora_rank=32, qk_nope_head_dim=32,
            qk_rope_head_dim=16, v_head_dim=32, n_routed_experts=8, num_experts_per_tok=2, n_group=2,
            topk_group=1, n_shared_experts=1, first_k_dense_replace=1, routed_scaling_factor=2.5,
            norm_topk_prob=True, scoring_func="sigmoid", rms_norm_eps=1e-6, max_position_embeddings=512,
            tie_word_embeddings=False, rope_parameters={"rope_type": "default", "rope_theta": 10000.0})
N_TOKENS = 32
ROWS = []

_print_table = figure_table("deepseek2 tiny | figure", ROWS)


def checkpoint(folder, converter, fields, version="V3"):  # noqa: F811
    """(the transformers DeepseekV3ForCausalLM (or `version` V2's) of `fields`, random, with
    routing corrections of the scores' size where it has them; its F32 GGUF file by llama.cpp's
    converter; N_TOKENS ids)."""
    metadata = GGUFReader(real_model_path("qwen25")).metadata
    folder.mkdir(parents=True, exist_ok=True)
    write_qwen2_tokenizer(metadata, folder)
    eos = metadata["tokenizer.ggml.eos_token_id"]
    config_cls = getattr(transformers, f"Deepseek{version}Config")
    config = config_cls(**fields, vocab_size=len(metadata["tokenizer.ggml.tokens"]),
                                           bos_token_id=metadata["tokenizer.ggml.bos_token_id"], pad_token_id=eos,
                                           eos_token_id=eos, attn_implementation="eager")
    hf = getattr(transformers, f"Deepseek{version}ForCausalLM")(config).float().eval()
    init_random_(hf, seed=0, std=0.08)
    gen = torch.Generator().manual_seed(1)
    with torch.no_grad():
        for layer in hf.model.layers[fields["first_k_dense_replace"]:]:
            if hasattr(layer.mlp.gate, "e_score_correction_bias"):
                layer.mlp.gate.e_score_correction_bias.normal_(0, 0.1, generator=gen)
    hf.save_pretrained(folder)
    path = convert(converter, folder, folder.parent / f"{folder.name}-F32.gguf")
    tok = tokenizer_from_gguf(GGUFReader(path).metadata)
    ids = tok.encode(" ".join(TRAINING_TEXT + TRAINING_TEXT[::-1]), add_special=False)[:N_TOKENS]
    assert len(ids) == N_TOKENS
    return hf, path, ids


@pytest.fixture(scope="module")
def tiny(tmp_path_factory, converter):  # noqa: F811
    return checkpoint(tmp_path_factory.mktemp("deepseek") / "tiny-dsv3", converter, TINY)


@pytest.fixture(scope="module")
def ours(tiny):
    return load_gguf(tiny[1], dtype=torch.float32, progress=False)[0]


def test_converted_file_config_cache_and_refusals(tiny, ours):
    hf, path, _ = tiny
    reader = GGUFReader(path)
    meta = reader.metadata
    assert meta["general.architecture"] == "deepseek2"
    assert {"blk.0.attn_q_a.weight", "blk.0.attn_kv_a_mqa.weight", "blk.0.attn_k_b.weight", "blk.0.attn_v_b.weight",
            "blk.1.exp_probs_b.bias", "blk.1.ffn_gate_shexp.weight"} <= set(reader.tensors)
    assert reader.tensors["blk.0.attn_k_b.weight"][0] == [4, 32, 32]      # [H, c, n]
    cfg, theirs = ours.config, hf.config
    for field in ("q_lora_rank", "kv_lora_rank", "qk_nope_head_dim", "qk_rope_head_dim", "v_head_dim",
                  "n_routed_experts", "num_experts_per_tok", "n_group", "topk_group", "n_shared_experts",
                  "first_k_dense_replace", "routed_scaling_factor", "norm_topk_prob", "moe_intermediate_size"):
        assert getattr(cfg, field) == getattr(theirs, field), field
    assert cfg.model_type == "deepseek_v3" and cfg.scoring == "sigmoid"
    # the cache: kv_lora_rank + qk_rope_head_dim values per token and layer
    cache = KVCache.for_model(ours, n_slots=2, max_len=64, dtype=torch.float16)
    assert isinstance(cache, LatentCache)
    assert cache.bytes_per_token == 3 * (32 + 16) * 2 and cache.nbytes == 2 * 64 * cache.bytes_per_token
    # llama.cpp's for the file: MLA keeps a K cache only, key_length (c + r) per key/value head
    # and layer, in its default cache type f16
    theirs_bytes = meta["deepseek2.block_count"] * meta["deepseek2.attention.key_length"] \
        * meta["deepseek2.attention.head_count_kv"] * 2
    expanded = 3 * 4 * (32 + 16 + 32) * 2          # H * (n + r + v) per layer: the heads' keys and values
    ROWS.append(("cache bytes/token f16: ours / llama.cpp's / expanded heads",
                 f"{cache.bytes_per_token} / {theirs_bytes} / {expanded}"))
    assert cache.bytes_per_token == theirs_bytes
    # llama.cpp's cache type names pick the latents' float type; one for keys and values (MLA)
    assert LatentCache.for_model(ours, 1, 8, k_type="f16", v_type="f16").k[0].dtype == torch.float16
    with pytest.raises(ValueError, match="q8_0"):
        LatentCache.for_model(ours, 1, 8, k_type="q8_0", v_type="q8_0")
    with pytest.raises(ValueError, match="one cache type for both"):
        LatentCache.for_model(ours, 1, 8, k_type="f16", v_type="f32")
    report = ours.load_report["fused_decode"]
    assert ours.fused_decode is not None and report == "on", report
    from engine.parallel.plan import plan
    from engine.gguf.load import model_config
    split = plan(model_config(reader), reader.tensors, 1, 2)     # latent attention split by query head
    assert (split.q_heads, split.rows("self_attn.q_b_proj"), split.columns("self_attn.o_proj")) == \
        ((2, 4), [(2 * 48, 4 * 48)], [(2 * 32, 4 * 32)])
    assert split.experts == (4, 8) and split.ffn == (128, 256)


@torch.no_grad()
def test_f32_file_equals_transformers_and_llama_cpp(tiny, ours):
    hf, path, ids = tiny
    want = run(hf, ids)
    err = relative_logit_error(run(ours, ids), want)
    batch_err, cached_err = transformers_errors(ours, hf, ids)
    from_hf = relative_logit_error(run(load_hf(path.with_name("tiny-dsv3")), ids), want)
    theirs = oracle.logits(path, ids, n_ctx=2 * N_TOKENS)
    kl, top1 = kl_divergence(theirs, run(ours, ids)).mean().item(), top1_agreement(theirs, want)
    ROWS.append(("F32 prefill / padded batch / cached / load_hf rel vs transformers",
                 f"{err:.1e} / {batch_err:.1e} / {cached_err:.1e} / {from_hf:.1e}"))
    ROWS.append(("F32 KL(llama.cpp || ours), top-1", f"{kl:.1e}, {top1:.3f}"))
    assert max(err, batch_err, cached_err, from_hf) <= 1e-4, (err, batch_err, cached_err, from_hf)
    assert kl <= 1e-5 and top1 >= 0.95, f"llama.cpp on the converted file: KL {kl:.2e}, top-1 {top1:.3f}"
    # the absorbed attention (over latents) against the expanded reference (keys/values per head)
    attn = ours.model.layers[1].self_attn
    x = torch.randn(2, 9, 128)
    cos, sin = ours.rotary(torch.arange(9).expand(2, 9), torch.float32)[None]
    absorbed, expanded = attn(x, cos, sin, 1, AttentionInputs()), attn.expanded_attention(x, cos, sin)
    assert relative_logit_error(absorbed, expanded) <= 1e-5
    # the correction matters: without it, other experts
    biases = [layer.mlp.e_score_correction_bias.clone() for layer in ours.model.layers[1:]]
    try:
        for layer in ours.model.layers[1:]:
            layer.mlp.e_score_correction_bias.zero_()
        assert relative_logit_error(run(ours, ids), want) > 1e-3
    finally:
        for layer, b in zip(ours.model.layers[1:], biases):
            layer.mlp.e_score_correction_bias.copy_(b)


@torch.no_grad()
def test_a_slot_cut_back_continues_exactly(tiny, ours):
    """A prompt cache keeps a slot's first n tokens (`keep`) and prefills the rest: a position's
    latent depends only on the tokens before it, so the logits are a fresh prefill's."""
    _, _, ids = tiny
    cache = KVCache.for_model(ours, n_slots=2, max_len=64, dtype=torch.float32)
    ours(torch.tensor([ids[:20]]), cache=cache, slots=[1])
    assert cache.keep(1, 12) == 12
    got = ours(torch.tensor([ids[12:24]]), cache=cache, slots=[1])[0]
    want = run(ours, ids[:24])[12:]
    assert relative_logit_error(got, want) <= 1e-5


def decoded_reference(path):
    """Our model of the file holding every tensor decoded to float32 by gguf-py (expert stacks
    joined as gate_up_proj): the exact reference."""
    model, _ = load_gguf(path, dtype=torch.float32, keep_quantized=False, progress=False)
    reader, state = GGUFReader(path), {}
    for name, (shape, type_name, _) in reader.tensors.items():
        w = torch.as_tensor(gguf_py_decode(reader.raw(name).numpy().reshape(*shape[:-1], -1), type_name)).float()
        state[module_name(name, "deepseek2")] = w
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
def test_quantized_file_against_llama_cpp(tiny, ftype):
    _, src, ids = tiny
    path = llama_cpp_quantized(src, ftype)
    types = {t for _, t, _ in GGUFReader(path).tensors.values()}
    assert ftype.split("_M")[0] in types, types
    model, _ = load_gguf(path, dtype=torch.float32, progress=False)
    mine = run(model, ids)
    ref = run(decoded_reference(path), ids)
    theirs = oracle.logits(path, ids, n_ctx=2 * N_TOKENS)
    rel = relative_logit_error(mine, ref)
    kl_ours, kl_ref = kl_divergence(theirs, mine).mean().item(), kl_divergence(theirs, ref).mean().item()
    ROWS.append((f"{ftype} rel vs the file's weights decoded by gguf-py", f"{rel:.1e}"))
    # with int8 activations (run.py's default, llama.cpp's arithmetic) for the figures only: the
    # per-head k_b / v_b products stay float here, and a near tie in the routing may flip either way
    q8 = run(load_gguf(path, dtype=torch.float32, activations="q8", progress=False)[0], ids)
    kl_q8 = kl_divergence(theirs, q8).mean().item()
    ROWS.append((f"{ftype} KL(llama.cpp || ours) / (|| reference) / (|| ours, q8 activations)",
                 f"{kl_ours:.2e} / {kl_ref:.2e} / {kl_q8:.2e}"))
    assert rel <= 1e-4, f"{ftype}: relative logit error {rel:.2e} against the exact reference"
    assert kl_ours <= 1.2 * kl_ref + 1e-6, f"{ftype}: KL(llama.cpp || ours) {kl_ours:.2e} vs reference {kl_ref:.2e}"


@pytest.mark.parametrize("ftype", ["Q8_0", "Q4_K_M"])
@torch.no_grad()
def test_quantized_file_decodes_through_the_fused_step(tiny, ftype):
    """The fused decode step (MLA_STORE, MLA_ATTEND: engine/kernels/cpu/step_latent.py) is on
    for the quantized files: a prompt prefilled by the PyTorch path, then 16 steps through the
    step over the same float16 latent cache. With float activations its greedy tokens are the
    PyTorch path's (logits within 1e-4); with int8 activations (run.py's default) both take the
    PyTorch path's tokens, and the step's logits stay within the rounding that quantizing
    activations rounded differently by 1e-7 brings (a near tie may flip, as test_ch31 says)."""
    _, src, ids = tiny
    path = llama_cpp_quantized(src, ftype)
    for activations in ("float", "q8"):
        rel, same = fused_steps_against_layers(path, ids, activations, cache_dtype=torch.float16)
        ROWS.append((f"{ftype} fused step vs layers, {activations} activations: rel / same top-1",
                     f"{rel:.1e} / {same:.3f}"))
        if activations == "float":
            assert rel <= 1e-4 and same == 1.0, (ftype, rel, same)
        else:
            assert rel <= 5e-2 and same >= 0.9, (ftype, rel, same)


YARN = {"rope_type": "yarn", "rope_theta": 10000.0, "factor": 4.0, "original_max_position_embeddings": 128,
        "mscale": 1.0, "mscale_all_dim": 1.0, "beta_fast": 32.0, "beta_slow": 1.0}
# DeepSeek-V2: softmax scores, no correction, greedy top-k, weights scaled but not renormalised
V2 = {"scoring_func": "softmax", "norm_topk_prob": False, "n_group": None, "topk_group": None,
      "topk_method": "greedy", "routed_scaling_factor": 2.0}
# name -> (fields changed, transformers' version, whether llama.cpp reads the file: it requires
# q_lora_rank but at DeepSeek-V2-Lite's depths)
VARIANTS = {"plain q_proj": ({"q_lora_rank": None}, "V3", False), "YaRN": ({"rope_parameters": YARN}, "V3", True),
            "DeepSeek-V2": (V2, "V2", True)}


@pytest.mark.parametrize("variant", sorted(VARIANTS))
@torch.no_grad()
def test_variant_equals_transformers(variant, tmp_path_factory, converter):  # noqa: F811
    """q_lora_rank None (one q_proj, attn_q); YaRN (its frequencies, and mscale^2 in the score
    scale: llama.cpp reads mscale_all_dim as yarn_log_multiplier); a DeepSeek-V2 checkpoint
    (no exp_probs_b in its file; through `load_hf` as well)."""
    fields, version, by_llama_cpp = VARIANTS[variant]
    folder = tmp_path_factory.mktemp("deepseek-v") / "tiny-dsv-v"
    hf, path, ids = checkpoint(folder, converter, {**TINY, **fields}, version)
    model, _ = load_gguf(path, dtype=torch.float32, progress=False)
    assert (model.config.scoring, model.config.norm_topk_prob) == \
        (getattr(hf.config, "scoring_func", "sigmoid"), hf.config.norm_topk_prob)
    assert model.config.q_lora_rank == hf.config.q_lora_rank
    assert model.model.layers[0].self_attn.scale == pytest.approx(hf.model.layers[0].self_attn.scaling, rel=1e-6)
    want = run(hf, ids)
    err = relative_logit_error(run(model, ids), want)
    row = f"{err:.1e}"
    if version == "V2":
        assert "blk.1.exp_probs_b.bias" not in GGUFReader(path).tensors
        from_hf = relative_logit_error(run(load_hf(folder), ids), want)
        row += f", load_hf {from_hf:.1e}"
        assert from_hf <= 1e-4, from_hf
    assert err <= 1e-4, err
    if by_llama_cpp:
        kl = kl_divergence(oracle.logits(path, ids, n_ctx=2 * N_TOKENS), run(model, ids)).mean().item()
        row += f", KL(llama.cpp || ours) {kl:.1e}"
        assert kl <= 1e-5, kl
    ROWS.append((f"F32 {variant}: rel vs transformers", row))


def test_served_with_the_prompt_cache(tiny):
    """Through the serving engine (`LLM`, parallel slots, the prompt cache reusing a slot's
    latents for a prompt that extends the last one): the same greedy answers as without the
    prompt cache, on a LatentCache."""
    from engine.serve.llm import LLM
    _, path, ids = tiny
    prompts = [ids[:10], ids[:20], ids[:10] + ids[24:30]]
    answers = []
    for prompt_cache in (True, False):
        llm = LLM.load(str(path), parallel=2, ctx_size=128, activations="float", prompt_cache=prompt_cache)
        cache, kept = llm.engine.cache, []
        assert isinstance(cache, LatentCache)
        keep = cache.keep
        cache.keep = lambda slot, n: kept.append(n) or keep(slot, n)    # what the prompt cache reuses
        answers.append([llm.generate(p, max_tokens=8) for p in prompts])
        assert (max(kept, default=0) >= 10) == prompt_cache, kept
    assert answers[0] == answers[1] and all(answers[0]), answers


# ------------------------------------------------------------------ split over two ranks
def test_split_over_two_ranks_generates_what_one_process_does(tiny, tmp_path):
    """`--tp 2` (engine/parallel/): each rank holds two of the four query heads (their q_b_proj
    rows, k_b / v_b and o_proj columns), the latent projection and the latent cache whole, half
    the routed experts (the router and shared expert whole) and half the dense layer's units.
    Greedy tokens of two prompts batched with padding equal one process's on the F32 and Q8_0
    files. Every rank decodes through the fused step (its heads' latent attention, o_proj's
    all-reduce a COLLECTIVE op), its last step's logits within float rounding of one process's."""
    from test_ch31_tensor_parallel import assert_split_equals_one_process
    _, src, ids = tiny
    results = assert_split_equals_one_process([src, llama_cpp_quantized(src, "Q8_0")], [ids[:12], ids[12:17]],
                                              tmp_path, ROWS)
    for result, logits in results:
        ranks = [r["fused"] for r in result["ranks"]]
        assert result["fused_alone"]["report"] == "on", result["fused_alone"]
        assert all(f["report"] == "on" and f["steps"] > 0 for f in ranks), ranks
        step = ((logits["tp_step"] - logits["alone_step"]).norm() / logits["alone_step"].norm()).item()
        assert step < 1e-4, step
