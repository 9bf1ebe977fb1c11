"""Chapter 42: Qwen3-Next (Gated DeltaNet layers with grouped value heads and a fused beta /
alpha projection, gated full attention, a routed MLP with a sigmoid-gated shared expert)
against transformers' Qwen3NextForCausalLM and llama.cpp.

A tiny random Qwen3NextForCausalLM (hidden 128, 4 layers: three DeltaNet, then full
attention; 2 key heads read by 4 value heads, so the grouped head order matters; 8 experts,
2 per token, a shared expert; 4 attention heads of 64, a quarter of each rotating) is saved
beside Qwen2's tokenizer (rebuilt from the real Qwen2.5 file, $GGUF_MODELS; skipped when
absent), turned into F32 GGUF by llama.cpp's `convert_hf_to_gguf.py --no-mtp` (in_proj_qkvz
split into attn_qkv and attn_gate, in_proj_ba kept as ssm_ba) and into Q8_0 and Q4_K_M by its
quantizer (the o_proj, out_proj and shared expert's down rows of 256 hold K-quant blocks).
Then:

1. F32: ours equals transformers to 1e-4 relative (a prefill, a left-padded batch, cached
   prefill + decode in slots, a prompt in two chunks, `load_hf` of the checkpoint), and
   the recurrent states in the slot cache are transformers' own; llama.cpp agrees (KL).
   Without the states carried over, or with the value heads read in Qwen3.5's tiled
   order, logits move.
2. Q8_0 and Q4_K_M: ours (weights kept quantized) equals our model holding the file's
   weights decoded by gguf-py, prefill and cached decode, and agrees with llama.cpp as
   well as that exact reference does; with int8 activations (llama.cpp's arithmetic,
   run.py's default) a tenth as far from llama.cpp or closer.
3. The fused decode step runs the model (grouped heads, in_proj_ba read in place) and
   refuses in_proj_ba beside tiled heads by name; on the quantized files its
   greedy tokens and recurrent states are the layers' own; the serving engine's continuous
   batching over the recurrent cache gives a fresh prefill's greedy tokens. Split over two ranks (`--tp 2`: each rank one key head, the two value heads
   that read it, their rows of in_proj_ba; half the attention heads and of the experts),
   greedy tokens are one process's on the F32 and Q8_0 files, the fused decode step running on
   both ranks.
Run with `-s` for the figures.
"""
import pytest
import torch

from conftest import llama_cpp_oracle, transformers_errors  # noqa: E402

llama_cpp = llama_cpp_oracle()      # llama_cpp in its worker process; skips where not installed
transformers = pytest.importorskip("transformers", reason="transformers is not installed")
gguf = pytest.importorskip("gguf", reason="gguf-py is not installed")

from conftest import figure_table, real_model_path  # noqa: E402
from engine.cli.demo import TRAINING_TEXT  # noqa: E402
from engine.evaluation.logit_quality import kl_divergence, relative_logit_error, top1_agreement  # noqa: E402
from engine.gguf.config import module_name  # noqa: E402
from engine.gguf.load import load_gguf  # noqa: E402
from engine.gguf.reader import GGUFReader  # noqa: E402
from engine.gguf.tokenizer import tokenizer_from_gguf  # noqa: E402
from engine.layers.decoder import init_random_  # noqa: E402
from engine.models.hf import load_hf  # noqa: E402
from engine.models.qwen3_next import GroupedDeltaNet  # noqa: E402
from engine.serve.kv_cache import KVCache  # noqa: E402
from engine.serve.recurrent_cache import RecurrentCache  # noqa: E402
from test_ch38_gemma3 import llama_cpp_run, run  # noqa: E402
from test_ch38_llama_cpp_archs import llama_cpp_quantized  # noqa: E402
from test_ch38_llama_cpp_convert import convert, converter, gguf_py_decode, write_qwen2_tokenizer  # noqa: E402,F401

torch.set_num_threads(2)

TINY = dict(hidden_size=128, intermediate_size=256, num_hidden_layers=4, num_attention_heads=4,
            num_key_value_heads=2, head_dim=64, linear_conv_kernel_dim=4, linear_key_head_dim=32,
            linear_value_head_dim=32, linear_num_key_heads=2, linear_num_value_heads=4,
            layer_types=["linear_attention"] * 3 + ["full_attention"], num_experts=8, num_experts_per_tok=2,
            moe_intermediate_size=64, shared_expert_intermediate_size=256, rms_norm_eps=1e-6,
            tie_word_embeddings=False, max_position_embeddings=512,
            rope_parameters={"rope_type": "default", "rope_theta": 10000.0, "partial_rotary_factor": 0.25})
N_TOKENS = 32
ROWS = []

_print_table = figure_table("qwen3next tiny | figure", ROWS)


@pytest.fixture(scope="module")
def tiny(tmp_path_factory, converter):  # noqa: F811
    """(the saved transformers model, its F32 GGUF file by llama.cpp's converter, ids)."""
    metadata = GGUFReader(real_model_path("qwen25")).metadata
    folder = tmp_path_factory.mktemp("qwen3next") / "tiny"
    folder.mkdir()
    write_qwen2_tokenizer(metadata, folder)
    config = transformers.Qwen3NextConfig(
        **TINY, vocab_size=len(metadata["tokenizer.ggml.tokens"]),
        bos_token_id=metadata["tokenizer.ggml.bos_token_id"],
        eos_token_id=metadata["tokenizer.ggml.eos_token_id"], attn_implementation="eager")
    hf = transformers.Qwen3NextForCausalLM(config).float().eval()
    with torch.no_grad():
        init_random_(hf, seed=0, std=0.08)
        for layer in hf.model.layers:            # per-head decay rates spread like a trained model's
            if hasattr(layer, "linear_attn"):
                layer.linear_attn.A_log.copy_(torch.linspace(-2, 1, config.linear_num_value_heads))
    hf.save_pretrained(folder)
    path = convert(converter, folder, folder.parent / "qwen3next-F32.gguf", "--no-mtp")
    tok = tokenizer_from_gguf(GGUFReader(path).metadata)
    ids = tok.encode(" ".join(TRAINING_TEXT + TRAINING_TEXT[::-1]), add_special=False)[:N_TOKENS]
    assert len(ids) == N_TOKENS
    return hf, path, ids


@pytest.fixture(scope="module")
def ours(tiny):
    return load_gguf(tiny[1], dtype=torch.float32, progress=False)[0]


def test_converted_file_config_and_plan(tiny, ours, monkeypatch):
    """The file's names and config; the fused step runs the model, and refuses its DeltaNet
    by name with in_proj_ba beside tiled heads; rank 1 of two
    holds key head 1, value heads 2 and 3 (grouped: one run) and their rows of in_proj_ba."""
    from engine.gguf.load import model_config
    from engine.kernels.cpu.step_program import Program, Unsupported
    from engine.parallel.plan import plan
    hf, path, _ = tiny
    reader = GGUFReader(path)
    assert reader.metadata["general.architecture"] == "qwen3next"
    assert {"blk.0.attn_qkv.weight", "blk.0.attn_gate.weight", "blk.0.ssm_ba.weight",
            "blk.3.attn_q.weight", "blk.3.ffn_gate_inp_shexp.weight"} <= set(reader.tensors)
    cfg = ours.config
    assert cfg.model_type == "qwen3_next" and cfg.layer_types == hf.config.layer_types
    assert cfg.rotary_dim == 16 and ours.inv_freq.shape == (8,)
    assert (cfg.num_experts, cfg.num_experts_per_tok, cfg.shared_expert_intermediate_size) == (8, 2, 256)
    delta = ours.model.layers[0].linear_attn
    assert isinstance(delta, GroupedDeltaNet) and delta.in_proj_ba.weight.shape == (8, 128)
    assert isinstance(KVCache.for_model(ours, 2, 16), RecurrentCache)
    report = ours.load_report["fused_decode"]
    assert ours.fused_decode is not None and report == "on", report
    ROWS.append(("fused decode step", report))
    tiled = GroupedDeltaNet.step_spec                    # in_proj_ba's layout is the grouped heads' own
    monkeypatch.setattr(GroupedDeltaNet, "step_spec", lambda self: {**tiled(self), "value_heads": "tiled"})
    with pytest.raises(Unsupported, match="4 value heads 'tiled' over 2 key heads with in_proj_ba"):
        Program(ours)
    monkeypatch.undo()
    rank = plan(model_config(reader), reader.tensors, 1, 2)
    assert rank.value_heads() == [2, 3] and rank.rows("linear_attn.in_proj_ba") == [(4, 8)]
    assert rank.rows("linear_attn.in_proj_z") == [(64, 128)] and rank.linear_ranges("A") == [(2, 4)]
    assert rank.rows("linear_attn.in_proj_qkv") == [(32, 64), (96, 128), (192, 256)]
    assert rank.config["linear_num_value_heads"] == 2 and rank.gated_query


@torch.no_grad()
def test_f32_file_equals_transformers_and_llama_cpp(tiny, ours):
    hf, path, ids = tiny
    want = run(hf, ids)
    err = relative_logit_error(run(ours, ids), want)
    batch_err, cached_err = transformers_errors(ours, hf, ids)
    from_hf = relative_logit_error(run(load_hf(path.with_name("tiny")), ids), want)
    theirs = llama_cpp_run(path, ids)
    kl, top1 = kl_divergence(theirs, want).mean().item(), top1_agreement(theirs, want)
    ROWS.append(("F32 prefill / padded batch / cached / load_hf rel vs transformers",
                 f"{err:.1e} / {batch_err:.1e} / {cached_err:.1e} / {from_hf:.1e}"))
    ROWS.append(("F32 KL(llama.cpp || transformers), top-1", f"{kl:.1e}, {top1:.3f}"))
    assert max(err, batch_err, cached_err, from_hf) <= 1e-4, (err, batch_err, cached_err, from_hf)
    assert kl <= 1e-5 and top1 >= 0.95, f"llama.cpp on the converted file: KL {kl:.2e}, top-1 {top1:.3f}"
    # the grouped order matters: value heads reading their keys tiled, as Qwen3.5's do, move the logits
    tiled = GroupedDeltaNet.repeat_keys
    GroupedDeltaNet.repeat_keys = lambda self, t, tile: t.repeat(1, 1, tile, 1)
    try:
        moved = relative_logit_error(run(ours, ids), want)
    finally:
        GroupedDeltaNet.repeat_keys = tiled
    assert moved > 1e-3, moved


@torch.no_grad()
def test_chunks_and_recurrent_states_in_slots_equal_transformers(tiny, ours):
    """A prompt in two chunks into slot 1 equals one pass; the slot's recurrent states after
    it are transformers' cache's (the same [Hv, dk, dv] per layer, grouped heads); zeroed,
    the next token's logits move."""
    hf, _, ids = tiny
    want = run(hf, ids)
    cache = KVCache.for_model(ours, n_slots=2, max_len=N_TOKENS, dtype=torch.float32)
    chunks = torch.cat([ours(torch.tensor([ids[a:b]]), cache=cache, slots=[1])[0]
                        for a, b in ((0, 13), (13, N_TOKENS))])
    chunk_err = relative_logit_error(chunks, want)
    theirs = hf(input_ids=torch.tensor([ids]), use_cache=True).past_key_values
    state_err = max(relative_logit_error(cache.state[i][1], theirs.get_recurrent_state(i, state_idx=0)[0])
                    for i in range(3))
    ROWS.append(("two chunks rel vs transformers / recurrent states rel", f"{chunk_err:.1e} / {state_err:.1e}"))
    assert chunk_err <= 1e-4 and state_err <= 1e-4, (chunk_err, state_err)
    cache = KVCache.for_model(ours, 1, N_TOKENS)
    ours(torch.tensor([ids[:20]]), cache=cache)
    cache.state[0].zero_()
    moved = relative_logit_error(ours(torch.tensor([ids[20:21]]), cache=cache)[0], want[20:21])
    assert moved > 1e-3, moved


def decoded_reference(path):
    """Our model of the file holding every tensor decoded to float32 by gguf-py (expert
    stacks joined as gate_up_proj): the exact reference of a quantized file."""
    model, _ = load_gguf(path, dtype=torch.float32, keep_quantized=False, progress=False)
    reader, state = GGUFReader(path), {}
    for name, (shape, type_name, _) in reader.tensors.items():
        raw = reader.raw(name).numpy().reshape(*shape[:-1], -1)
        state[module_name(name, "qwen3next")] = torch.as_tensor(gguf_py_decode(raw, type_name)).float()
    for key in [k for k in state if k.endswith("mlp.experts.gate_proj.weight")]:
        prefix = key[:-len("gate_proj.weight")]
        state[prefix + "gate_up_proj"] = torch.cat((state.pop(key), state.pop(prefix + "up_proj.weight")), dim=1)
        state[prefix + "down_proj"] = state.pop(prefix + "down_proj.weight")
    mine = model.state_dict()
    for name, t in state.items():
        mine[name].copy_(t.reshape(mine[name].shape))
    return model


def prefill_and_decode(model, ids, split=20):
    cache = KVCache.for_model(model, 1, N_TOKENS)
    return torch.cat([model(torch.tensor([ids[:split]]), cache=cache)[0]]
                     + [model(torch.tensor([ids[t:t + 1]]), cache=cache)[0] for t in range(split, N_TOKENS)])


def greedy_steps(model, prompt, n):
    """`n` greedy tokens after `prompt`, one step each; (the tokens, the conv and delta
    states after, per DeltaNet layer)."""
    cache, tokens = KVCache.for_model(model, 1, len(prompt) + n), []
    logits = model(torch.tensor([prompt]), cache=cache)
    for _ in range(n):
        tokens.append(int(logits[0, -1].argmax()))
        logits = model(torch.tensor([tokens[-1:]]), cache=cache)
    return tokens, [t for i in sorted(cache.conv) for t in (cache.conv[i], cache.state[i])]


@pytest.mark.parametrize("ftype", ["Q8_0", "Q4_K_M"])
@torch.no_grad()
def test_quantized_file_against_llama_cpp(ftype, tiny):
    _, src, ids = tiny
    path = llama_cpp_quantized(src, ftype)
    types = {t for _, t, _ in GGUFReader(path).tensors.values()}
    assert ({"Q4_K", "Q6_K"} if ftype == "Q4_K_M" else {"Q8_0"}) <= types, types
    model, _ = load_gguf(path, dtype=torch.float32, progress=False)
    mine, steps = run(model, ids), prefill_and_decode(model, ids)
    assert model.fused_decode is not None       # the steps above ran fused: greedy decode as the layers do
    fused = greedy_steps(model, ids[:20], 8)
    model.fused_decode = None
    layers = greedy_steps(model, ids[:20], 8)
    assert fused[0] == layers[0], (fused[0], layers[0])
    for got, want in zip(fused[1], layers[1]):
        assert relative_logit_error(got, want) <= 1e-4
    q8 = run(load_gguf(path, dtype=torch.float32, activations="q8", progress=False)[0], ids)   # run.py's arithmetic
    ref = run(decoded_reference(path), ids)
    theirs = llama_cpp_run(path, ids)
    rel = max(relative_logit_error(mine, ref), relative_logit_error(steps, ref))
    kl_ours, kl_ref = kl_divergence(theirs, mine).mean().item(), kl_divergence(theirs, ref).mean().item()
    kl_q8, q8_noise = kl_divergence(theirs, q8).mean().item(), kl_divergence(ref, q8).mean().item()
    ROWS.append((f"{ftype} rel vs the file's weights decoded by gguf-py (prefill + cached)", f"{rel:.1e}"))
    ROWS.append((f"{ftype} KL(llama.cpp || ours) / (|| reference) / (|| ours, q8 activations)",
                 f"{kl_ours:.2e} / {kl_ref:.2e} / {kl_q8:.2e}"))
    assert rel <= 1e-4, f"{ftype}: relative logit error {rel:.2e} against the exact reference"
    assert kl_ours <= 1.2 * kl_ref + 1e-6, f"{ftype}: KL(llama.cpp || ours) {kl_ours:.2e} vs reference {kl_ref:.2e}"
    # llama.cpp rounds each matmul's input to 8 bits: with that arithmetic ours comes much closer
    assert kl_q8 <= min(kl_ref + q8_noise, 0.1 * kl_ref) + 1e-6, f"{ftype}: q8 KL(llama.cpp || ours) {kl_q8:.2e}"


@torch.no_grad()
def test_engine_continuous_batching(ours, tiny):
    """Several requests at once over the recurrent cache, prompts in chunks: each gets a
    fresh prefill's greedy tokens."""
    from engine.serve.engine import Engine, SamplingParams
    ids = tiny[2]
    prompts = [ids[:9], ids[4:20], ids[10:13]]
    params = SamplingParams(max_tokens=5)
    fresh = [Engine(ours, n_slots=1, max_len=40, prompt_cache=False).generate([p], params)[0].output
             for p in prompts]
    engine = Engine(ours, n_slots=2, max_len=40, max_prefill_tokens=6)
    assert [r.output for r in engine.generate(prompts, params)] == fresh


# ------------------------------------------------------------------ split over two ranks
def test_split_over_two_ranks_generates_what_one_process_does(tiny, tmp_path):
    """`--tp 2` (engine/parallel/): greedy tokens of two prompts batched with padding equal one
    process's on the F32 and Q8_0 files (out_proj's blocks of 32 fall on the 32-wide value
    heads: split, no gather); the fused decode step runs on both ranks (each its value heads'
    DELTA, out_proj's all-reduce a COLLECTIVE op), its last logits within 1e-4 of one process's."""
    from test_ch31_tensor_parallel import assert_split_equals_one_process
    _, src, ids = tiny
    for result, _ in assert_split_equals_one_process([src, llama_cpp_quantized(src, "Q8_0")], [ids[:12], ids[12:17]],
                                                     tmp_path, ROWS, fused=True):
        assert not result["ranks"][0]["report"]["notes"], result["ranks"][0]["report"]["notes"]
