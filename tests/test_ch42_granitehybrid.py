"""Chapter 42: Granite 4.0 hybrid (Mamba-2 layers beside GQA attention, MoE with a shared expert)
against transformers' GraniteMoeHybridForCausalLM and llama.cpp's granitehybrid.

A tiny random GraniteMoeHybridForCausalLM (hidden 256, 4 layers: mamba, attention, mamba, mamba;
4 query heads and 2 key/value heads of 64 dims, no position embedding as Granite 4.0 ships;
Mamba-2 layers of 8 heads of 64 channels in 2 groups of B and C, a 16-wide state and a 4-tap
convolution; 4 experts of width 256 (top 2) and a shared expert of 256; Granite's multipliers
away from 1; tied embeddings) is saved beside Qwen2's tokenizer (rebuilt from the real Qwen2.5
file, $GGUF_MODELS; skipped when absent: llama.cpp's converter only accepts a tokenizer it
knows), its layer_types spelled "mamba" / "attention" as the released config.json files are
(transformers 5 writes "linear_attention" / "full_attention", which the converter does not
read), and converted to F32 by llama.cpp's `convert_hf_to_gguf.py`, then to Q8_0 and Q4_K_M by
its quantizer (256 wide, so Q4_K_M writes Q4_K / Q6_K rows). Then:

1. The file's config: layer kinds, Mamba-2 sizes, multipliers, no RoPE; the cache (conv and
   SSM states for the Mamba-2 layers); the fused decode step running the model; tensor
   parallelism's split of the Mamba-2 layers by head.
2. F32: ours equals transformers to 1e-4 relative (a prefill, a left-padded batch, cached
   prefill + decode in slots, a prompt in chunks), through the file and through `load_hf`;
   llama.cpp agrees (KL <= 1e-5); without the SSM state carried over, logits move.
3. Q8_0 and Q4_K_M: ours equals our model holding the file's weights decoded by gguf-py and
   agrees with llama.cpp as well as that exact reference does (quantized_checks); the fused
   decode step, in every instruction-set copy this CPU runs, gives the layers' greedy tokens
   and leaves their conv and SSM states and keys/values, over two batched slots, one of them
   refilled from position 0 midway.
4. A dense model (no experts, 64 wide) through the converter equals transformers and llama.cpp;
   without a file, RoPE attention equals transformers and the chunked scan the token-by-token one.
5. The serving engine's continuous batching and a chat's next turn give a fresh prefill's
   greedy tokens (the Mamba-2 states kept per slot); a cache checkpoint holds the SSM states.
6. Split over two ranks (`--tp 2`: each rank 4 of the 8 SSM heads and their B / C group), greedy
   tokens of two prompts batched with padding equal one process's on the F32 and Q8_0 files;
   the fused decode step runs on both ranks (its collectives as ops), its last logits within
   1e-4 of one process's.
Run with `-s` to see the figures.
"""
import json

import pytest
import torch

from conftest import llama_cpp_oracle, transformers_errors  # noqa: E402

llama_cpp = llama_cpp_oracle()      # llama_cpp in its worker process; skips where not installed
transformers = pytest.importorskip("transformers", reason="transformers is not installed")
gguf = pytest.importorskip("gguf", reason="gguf-py is not installed")

from conftest import figure_table, real_model_path  # noqa: E402
from engine.cli.demo import TRAINING_TEXT  # noqa: E402
from engine.evaluation.logit_quality import kl_divergence, relative_logit_error, top1_agreement  # noqa: E402
from engine.gguf.config import config_from_gguf  # noqa: E402
from engine.gguf.load import load_gguf  # noqa: E402
from engine.gguf.reader import GGUFReader  # noqa: E402
from engine.gguf.tokenizer import tokenizer_from_gguf  # noqa: E402
from engine.layers.decoder import init_random_  # noqa: E402
from engine.models import build_model  # noqa: E402
from engine.models.hf import load_hf  # noqa: E402
from engine.serve.kv_cache import KVCache  # noqa: E402
from engine.serve.recurrent_cache import RecurrentCache  # noqa: E402
from quantized_checks import check_quantized_file  # noqa: E402
from test_ch38_gemma3 import llama_cpp_run, run  # noqa: E402
from test_ch38_llama_cpp_archs import llama_cpp_quantized  # noqa: E402
from test_ch38_llama_cpp_convert import convert, converter, write_qwen2_tokenizer  # noqa: E402,F401

torch.set_num_threads(2)

LAYERS = ["mamba", "attention", "mamba", "mamba"]
TINY = dict(hidden_size=256, intermediate_size=256, shared_intermediate_size=256, num_hidden_layers=4,
            layer_types=LAYERS, num_attention_heads=4, num_key_value_heads=2, num_local_experts=4,
            num_experts_per_tok=2, mamba_n_heads=8, mamba_d_head=64, mamba_n_groups=2, mamba_d_state=16,
            mamba_d_conv=4, mamba_expand=2, mamba_chunk_size=16, rms_norm_eps=1e-5,
            embedding_multiplier=12.0, attention_multiplier=0.015625, residual_multiplier=0.22,
            logits_scaling=6.0, position_embedding_type="nope", tie_word_embeddings=True,
            max_position_embeddings=512)
N_TOKENS = 32
ROWS = []

_print_table = figure_table("granitehybrid tiny | figure", ROWS)


@pytest.fixture(scope="module")
def tiny(tmp_path_factory, converter):  # noqa: F811
    """(the saved transformers model, its F32 GGUF file by llama.cpp's converter, ids)."""
    hf, path = save_and_convert(tmp_path_factory.mktemp("granitehybrid") / "tiny-granitehybrid", converter, TINY)
    tok = tokenizer_from_gguf(GGUFReader(path).metadata)
    ids = tok.encode(" ".join(TRAINING_TEXT + TRAINING_TEXT[::-1]), add_special=False)[:N_TOKENS]
    assert len(ids) == N_TOKENS
    return hf, path, ids


def save_and_convert(folder, script, fields: dict):
    """A random GraniteMoeHybridForCausalLM of `fields` saved in `folder` beside Qwen2's
    tokenizer, its layer_types spelled as the released checkpoints do, converted to F32 by
    llama.cpp: (the model, the GGUF path)."""
    metadata = GGUFReader(real_model_path("qwen25")).metadata
    folder.mkdir()
    write_qwen2_tokenizer(metadata, folder)
    config = transformers.GraniteMoeHybridConfig(
        **fields, vocab_size=len(metadata["tokenizer.ggml.tokens"]), pad_token_id=None,
        bos_token_id=metadata["tokenizer.ggml.bos_token_id"],
        eos_token_id=metadata["tokenizer.ggml.eos_token_id"], attn_implementation="eager")
    hf = transformers.GraniteMoeHybridForCausalLM(config).float().eval()
    init_random_(hf, seed=0, std=0.08)
    hf.save_pretrained(folder)
    saved = json.loads((folder / "config.json").read_text())
    saved["layer_types"] = fields["layer_types"]       # "mamba" / "attention", what the converter reads
    (folder / "config.json").write_text(json.dumps(saved))
    return hf, convert(script, folder, folder.parent / f"{folder.name}-F32.gguf")


@pytest.fixture(scope="module")
def ours(tiny):
    return load_gguf(tiny[1], dtype=torch.float32, progress=False)[0]


def test_converted_file_config_and_refusals(tiny, ours):
    """Layer kinds from the per-layer key/value head counts, the Mamba-2 sizes and Granite's
    multipliers from the file, no RoPE; a cache of conv and SSM states for the Mamba-2 layers;
    the fused step runs the model; --tp 2 splits the Mamba-2 heads."""
    from engine.kernels.cpu.step_program import Program
    from engine.parallel.plan import plan
    hf, path, _ = tiny
    reader = GGUFReader(path)
    meta = reader.metadata
    assert meta["general.architecture"] == "granitehybrid"
    assert list(meta["granitehybrid.attention.head_count_kv"]) == [0, 2, 0, 0]
    assert not meta["granitehybrid.rope.scaling.finetuned"]
    assert {"blk.0.ssm_in.weight", "blk.0.ssm_conv1d.bias", "blk.0.ssm_a", "blk.0.ssm_d", "blk.0.ssm_norm.weight",
            "blk.0.ffn_gate_shexp.weight", "blk.1.ffn_gate_exps.weight"} <= set(reader.tensors)
    assert "output.weight" not in reader.tensors                  # tied
    cfg = ours.config
    assert cfg.model_type == "granitemoehybrid" and cfg.layer_types == LAYERS
    assert (cfg.mamba_n_heads, cfg.mamba_d_head, cfg.mamba_n_groups, cfg.mamba_d_state, cfg.mamba_d_conv) \
        == (8, 64, 2, 16, 4)
    assert (cfg.embedding_multiplier, cfg.residual_multiplier, cfg.logits_scaling) == pytest.approx((12.0, 0.22, 6.0))
    assert cfg.attention_multiplier == pytest.approx(0.015625) and cfg.position_embedding_type == "nope"
    assert (cfg.num_experts, cfg.num_experts_per_tok, cfg.moe_intermediate_size, cfg.shared_intermediate_size) \
        == (4, 2, 256, 256)
    assert cfg.tie_word_embeddings and torch.equal(ours.lm_head.weight, ours.model.embed_tokens.weight)
    cache = KVCache.for_model(ours, 2, 16)
    assert isinstance(cache, RecurrentCache) and sorted(cache.conv) == [0, 2, 3] == sorted(cache.state)
    assert cache.conv[0].shape == (2, 512 + 2 * 2 * 16, 3) and cache.state[0].shape == (2, 8, 64, 16)
    assert cache.k[0].numel() == 0 and cache.k[1].shape == (2, 2, 16, 64)
    report = ours.load_report["fused_decode"]
    assert (ours.fused_decode is not None) == (report == "on") and "mamba" not in report, report
    Program(ours)
    split = plan(config_from_gguf(meta), reader.tensors, 1, 2)      # --tp 2: rank 1 of the Mamba-2 layers
    assert (split.mamba["h0"], split.mamba["h1"], split.mamba["g0"], split.mamba["g1"]) == (4, 8, 1, 2)
    assert split.config["mamba_n_heads"] == 4 and split.config["mamba_d_inner"] == 256 and split.mamba["out_split"]


@torch.no_grad()
def test_f32_file_equals_transformers_and_llama_cpp(tiny, ours):
    hf, path, ids = tiny
    want, mine = run(hf, ids), run(ours, ids)
    err = relative_logit_error(mine, want)
    batch_err, cached_err = transformers_errors(ours, hf, ids)
    cache = KVCache.for_model(ours, n_slots=2, max_len=N_TOKENS)
    chunks = torch.cat([ours(torch.tensor([ids[a:b]]), cache=cache, slots=[1])[0]
                        for a, b in ((0, 13), (13, 14), (14, N_TOKENS))])
    chunk_err = relative_logit_error(chunks, want)
    from_hf = relative_logit_error(run(load_hf(path.with_name("tiny-granitehybrid")), ids), want)
    theirs = llama_cpp_run(path, ids)
    kl, top1 = kl_divergence(theirs, mine).mean().item(), top1_agreement(theirs, want)
    ROWS.append(("F32 prefill / padded batch / cached / chunks / load_hf rel vs transformers",
                 f"{err:.1e} / {batch_err:.1e} / {cached_err:.1e} / {chunk_err:.1e} / {from_hf:.1e}"))
    ROWS.append(("F32 KL(llama.cpp || ours), top-1", f"{kl:.1e}, {top1:.3f}"))
    assert max(err, batch_err, cached_err, chunk_err, from_hf) <= 1e-4, \
        (err, batch_err, cached_err, chunk_err, from_hf)
    assert kl <= 1e-5 and top1 >= 0.95, f"llama.cpp on the converted file: KL {kl:.2e}, top-1 {top1:.3f}"
    # the SSM state matters: without it carried over, the next token's logits move
    cache = KVCache.for_model(ours, 1, N_TOKENS)
    ours(torch.tensor([ids[:20]]), cache=cache)
    cache.state[0].zero_()
    moved = relative_logit_error(ours(torch.tensor([ids[20:21]]), cache=cache)[0], want[20:21])
    assert moved > 1e-3, moved


@pytest.mark.parametrize("ftype", ["Q8_0", "Q4_K_M"])
def test_quantized_file_against_llama_cpp(ftype, tiny):
    _, src, ids = tiny
    check_quantized_file(llama_cpp_quantized(src, ftype), ftype, ids, run, llama_cpp_run, ROWS)


def slot_steps(model, ids, decoder, steps=16):
    """Two prompts (ids[:12], ids[3:12]) prefilled layer by layer into slots 2 and 0 of a
    cache of 3, then `steps` greedy one-token steps of both rows together through `decoder`
    (None: layer by layer); midway slot 2 is emptied and starts a new sequence, ids[20] at
    position 0, beside slot 0's. (the tokens fed [steps, 2], the cache)."""
    cache = KVCache.for_model(model, n_slots=3, max_len=48)
    slots, prompts = torch.tensor([2, 0]), [ids[:12], ids[3:12]]
    padded = torch.tensor([p + [0] * (12 - len(p)) for p in prompts])
    model.fused_decode = None
    logits = model(padded, cache=cache, slots=slots, lengths=torch.tensor([12, 9]), last_only=True)
    model.fused_decode, tokens = decoder, []
    try:
        for t in range(steps):
            nxt = logits[:, -1].argmax(-1)
            if t == steps // 2:
                cache.reset(2)
                nxt = torch.tensor([ids[20], int(nxt[1])])
            tokens.append(nxt.tolist())
            logits = model(nxt[:, None], cache=cache, slots=slots, last_only=True)
    finally:
        model.fused_decode = None
    return tokens, cache


@pytest.mark.parametrize("ftype", ["Q8_0", "Q4_K_M"])
@torch.no_grad()
def test_fused_step_equals_the_layers(ftype, tiny):
    """The fused decode step on the quantized file, in every instruction-set copy this CPU runs:
    16 steps of two batched slots (one refilled from position 0 midway, so its stale states must
    be dropped) give the layers' greedy tokens and leave their conv and SSM states and the
    attention layer's keys/values (1e-4 relative)."""
    cpu = pytest.importorskip("engine.kernels.cpu")
    from engine.formats.runtime import resolve_backend
    from engine.kernels.cpu.decode_step import FusedDecoder
    from forced_paths import forced_paths
    if not cpu.available():
        pytest.skip(f"CPU kernels unavailable: {cpu.unavailable_reason()}")
    _, src, ids = tiny
    model, _ = load_gguf(llama_cpp_quantized(src, ftype), dtype=torch.float32, progress=False)
    assert model.load_report["fused_decode"] == "on", model.load_report["fused_decode"]
    want, want_cache = slot_steps(model, ids, None)
    for path in forced_paths():
        decoder = FusedDecoder(model, resolve_backend("cpu", cpu_path=path))
        got, got_cache = slot_steps(model, ids, decoder)
        assert decoder.steps == 16 and got == want, (path, got, want)
        assert sorted(got_cache.conv) == [0, 2, 3] == sorted(got_cache.state)
        pairs = [(got_cache.conv[i], want_cache.conv[i]) for i in got_cache.conv] + \
            [(got_cache.state[i], want_cache.state[i]) for i in got_cache.state] + \
            [(got_cache.k[1], want_cache.k[1]), (got_cache.v[1], want_cache.v[1])]
        err = max(relative_logit_error(g, w) for g, w in pairs)
        assert err <= 1e-4, (path, err)
        ROWS.append((f"{ftype} fused step ({path}): max state rel vs the layers after 16 steps", f"{err:.1e}"))


def test_chunked_scan_equals_token_by_token():
    """The chunked SSD form (chunks of 5 over 13 tokens, a carried-in state, pads in the middle
    of the valid tokens' run left alone) equals the sequential scan."""
    from engine.layers.mamba2 import chunk_ssm_scan, ssm_scan
    g = torch.Generator().manual_seed(0)
    B, T, H, P, G, N = 2, 13, 4, 8, 2, 6
    x, Bm, Cm = torch.randn(B, T, H, P, generator=g), torch.randn(B, T, G, N, generator=g), \
        torch.randn(B, T, G, N, generator=g)
    dt = torch.rand(B, T, H, generator=g)
    A, state = -torch.rand(H, generator=g) * 2, torch.randn(B, H, P, N, generator=g)
    valid = torch.arange(T) < torch.tensor([[T], [9]])
    want, want_state = ssm_scan(x, dt, A, Bm, Cm, state, valid)
    got, got_state = chunk_ssm_scan(x, dt, A, Bm, Cm, state, valid, chunk=5)
    assert torch.allclose(got[valid], want[valid], atol=1e-5) and torch.allclose(got_state, want_state, atol=1e-5)


@torch.no_grad()
def test_rope_variant_equals_transformers():
    """RoPE attention (position_embedding_type "rope", which llama.cpp's converter never writes for
    a hybrid model), our model holding a tiny transformers model's weights under the names a
    loaded model gives them (experts.gate_up_proj, router.weight)."""
    fields = dict(TINY, vocab_size=256, hidden_size=128, mamba_d_head=32, intermediate_size=64,
                  shared_intermediate_size=96, position_embedding_type="rope")
    hf = transformers.GraniteMoeHybridForCausalLM(transformers.GraniteMoeHybridConfig(
        **fields, pad_token_id=None, attn_implementation="eager")).float().eval()
    init_random_(hf, seed=1, std=0.08)
    ours = build_model(hf.config.to_dict()).float().eval()
    missing, unexpected = ours.load_state_dict(ours.hf_state_dict(hf.state_dict()), strict=False)
    assert not missing and not unexpected, (missing, unexpected)
    assert ours.config.position_embedding_type == "rope" and bool(ours.rotary_freqs()[None].any())
    ours.lm_head.weight = ours.model.embed_tokens.weight
    ids = torch.randint(0, 256, (32,), generator=torch.Generator().manual_seed(2)).tolist()
    err = relative_logit_error(run(ours, ids), run(hf, ids))
    batch_err, cached_err = transformers_errors(ours, hf, ids, steps=8)
    ROWS.append(("RoPE: prefill / padded batch / cached rel vs transformers",
                 f"{err:.1e} / {batch_err:.1e} / {cached_err:.1e}"))
    assert max(err, batch_err, cached_err) <= 1e-4, (err, batch_err, cached_err)


@torch.no_grad()
def test_dense_file_equals_transformers_and_llama_cpp(tmp_path, converter, tiny):  # noqa: F811
    """A dense model (no experts: the shared SwiGLU alone, which the converter files as
    ffn_gate / ffn_up / ffn_down of feed_forward_length), 64 wide, through llama.cpp's converter:
    equal to transformers and to llama.cpp."""
    fields = dict(TINY, hidden_size=64, num_attention_heads=2, num_key_value_heads=1, mamba_n_heads=4,
                  mamba_d_head=32, mamba_n_groups=1, intermediate_size=128, shared_intermediate_size=128,
                  num_local_experts=0, num_experts_per_tok=0, layer_types=["attention", "mamba", "mamba"],
                  num_hidden_layers=3)     # (llama.cpp refuses a file naming experts used but none there)
    hf, path = save_and_convert(tmp_path / "dense", converter, fields)
    reader = GGUFReader(path)
    assert {"blk.0.ffn_gate.weight", "blk.1.ffn_down.weight"} <= set(reader.tensors)
    assert not any("exps" in name or "shexp" in name for name in reader.tensors)
    model = load_gguf(path, dtype=torch.float32, progress=False)[0]
    assert model.config.num_experts == 0 and model.config.shared_intermediate_size == 128
    ids = tiny[2]
    want, mine = run(hf, ids), run(model, ids)
    err = relative_logit_error(mine, want)
    kl = kl_divergence(llama_cpp_run(path, ids), mine).mean().item()
    ROWS.append(("dense F32 file: rel vs transformers, KL(llama.cpp || ours)", f"{err:.1e}, {kl:.1e}"))
    assert err <= 1e-4 and kl <= 1e-5, (err, kl)


@torch.no_grad()
def test_engine_continuous_batching_and_prompt_cache(ours, tiny):
    """Several requests at once (joining and finishing at different steps, prompts in chunks)
    and a chat's next turn keeping its slot: every request gets a fresh prefill's greedy tokens."""
    from engine.serve.engine import Engine, SamplingParams
    ids = tiny[2]
    prompts = [ids[:9], ids[4:15]]
    params = SamplingParams(max_tokens=3)

    def fresh(prompt):
        return Engine(ours, n_slots=1, max_len=40, prompt_cache=False).generate([prompt], params)[0].output

    alone = [fresh(p) for p in prompts]
    engine = Engine(ours, n_slots=2, max_len=40, max_prefill_tokens=5)
    assert isinstance(engine.cache, RecurrentCache)
    assert [r.output for r in engine.generate(prompts, params)] == alone
    engine = Engine(ours, n_slots=1, max_len=40)
    engine.generate([prompts[0]], params)
    turn = prompts[0] + alone[0] + [7, 8]
    request = engine.generate([turn], params)[0]
    assert request.cached == len(prompts[0]) + len(alone[0]) - 1
    assert request.output == fresh(turn)


@torch.no_grad()
def test_recurrent_cache_checkpoint_holds_the_ssm_states(ours, tiny):
    """A checkpoint keeps each Mamba-2 layer's conv and SSM states at a prefix: restored, the
    slot continues from there as a fresh prefill of the longer prompt does."""
    ids = tiny[2]
    cache = KVCache.for_model(ours, n_slots=1, max_len=N_TOKENS)
    ours(torch.tensor([ids[:10]]), cache=cache)
    checkpoint = cache.checkpoint(0)
    assert all(state is not None and state.shape == (8, 64, 16) for _, state in checkpoint.states.values())
    ours(torch.tensor([ids[10:16]]), cache=cache)
    cache.restore(0, checkpoint)
    got = ours(torch.tensor([ids[10:20]]), cache=cache)[0]
    assert relative_logit_error(got, ours(torch.tensor([ids[:20]]))[0, 10:]) < 1e-5


def test_split_over_two_ranks_generates_what_one_process_does(tiny, tmp_path, converter):  # noqa: F811
    """`--tp 2` (engine/parallel/): each rank holds 4 of the Mamba-2 layers' 8 heads (their rows
    of in_proj's z, x and dt, the B / C rows of their group, the conv weight's and states' rows,
    A, D, dt_bias and the norm weight of those heads, out_proj's columns, summed by one
    all-reduce), one key/value group of the attention layer and 2 of the 4 experts (the router
    and the shared expert whole). Greedy tokens of two prompts batched with padding equal one
    process's over 64 tokens on the F32 and Q8_0 files, and on an F32 file of one B / C group
    (as Granite 4.0 ships): both ranks hold it, the norm's squares summed over them (in the
    fused step a COLLECTIVE after SSM). The fused decode step runs on both ranks, every step,
    its last logits within 1e-4 of one process's."""
    from test_ch31_tensor_parallel import assert_split_equals_one_process
    _, src, ids = tiny
    _, one_group = save_and_convert(tmp_path / "one-group", converter, dict(TINY, mamba_n_groups=1))
    paths = [src, llama_cpp_quantized(src, "Q8_0"), one_group]
    results = assert_split_equals_one_process(paths, [ids[:12], ids[12:17]], tmp_path, ROWS, max_tokens=64,
                                              fused=True)
    for path, (_, logits) in zip(paths, results):
        ROWS.append((f"--tp 2 {path.name}: max |logit split - one process|",
                     f"{(logits['tp'] - logits['alone']).abs().max().item():.1e}"))
