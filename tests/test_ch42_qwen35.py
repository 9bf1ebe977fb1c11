"""Chapter 42: Qwen3.5 (Gated DeltaNet layers beside gated full attention) against
transformers' Qwen3_5ForCausalLM and llama.cpp, and the cache that keeps recurrent states.

A tiny random Qwen3_5ForCausalLM (hidden 64, 4 layers: DeltaNet, full, DeltaNet, full;
2 key heads and 4 value heads in the DeltaNet, so llama.cpp's value-head reorder matters;
a quarter of each attention head rotates) is saved beside Qwen2's tokenizer (rebuilt from
the real Qwen2.5 file, $GGUF_MODELS; skipped when absent: llama.cpp's converter only
accepts a tokenizer it knows), turned into an F32 GGUF file by llama.cpp's
`convert_hf_to_gguf.py --no-mtp`, and into Q8_0 by its quantizer. Then:

1. On the F32 file ours equals the saved model to 1e-4 relative: one prefill, a
   left-padded batch, right-padded batched prefill into cache slots followed by one-token
   decode steps, and a prompt in two chunks; llama.cpp agrees on the same file.
2. The Q8_0 file: ours equals the exact reference (transformers holding gguf-py's decoded
   weights) and agrees with llama.cpp at least as well as that reference (KL).
3. The serving engine's continuous batching and prompt cache over the recurrent cache give
   a fresh prefill's greedy tokens (a cut inside a slot's sequence re-prefills it); a
   prompt sharing a slot's last prompt resumes from that prompt's recurrent checkpoint.
4. Qwen3_5MoeForCausalLM (8 experts, top-2, a shared expert), converted the same way (once
   for every MoE test), equals transformers (prefill and cached decode) and agrees with
   llama.cpp; quantized by llama.cpp to Q8_0 and MXFP4_MOE and loaded with its experts kept
   quantized, it equals transformers holding gguf-py's weights and agrees with llama.cpp
   as well as that exact reference does.
Run with `-s` to see the figures.
"""
import pytest
import torch

from conftest import llama_cpp_oracle  # noqa: E402

llama_cpp = llama_cpp_oracle()      # llama_cpp in its worker process; skips where not installed
transformers = pytest.importorskip("transformers", reason="transformers is not installed")
gguf = pytest.importorskip("gguf", reason="gguf-py is not installed")

from conftest import figure_table, real_model_path, tokens_fed
from engine.cli.demo import TRAINING_TEXT
from engine.evaluation.logit_quality import kl_divergence, relative_logit_error, top1_agreement
from engine.gguf.config import module_name
from engine.gguf.load import load_gguf
from engine.gguf.reader import GGUFReader
from engine.gguf.tokenizer import tokenizer_from_gguf
from engine.layers.decoder import init_random_
from engine.quantized.select import resident_bits_report
from engine.serve.kv_cache import KVCache
from engine.serve.recurrent_cache import RecurrentCache
from test_ch38_gemma3 import llama_cpp_run, run
from test_ch38_llama_cpp_archs import llama_cpp_quantize, llama_cpp_quantized
from test_ch38_llama_cpp_convert import convert, converter, gguf_py_decode, write_qwen2_tokenizer  # noqa: F401

torch.set_num_threads(2)

TINY = dict(hidden_size=64, intermediate_size=96, num_hidden_layers=4, num_attention_heads=4,
            num_key_value_heads=2, head_dim=32, linear_conv_kernel_dim=4, linear_key_head_dim=16,
            linear_value_head_dim=16, linear_num_key_heads=2, linear_num_value_heads=4,
            full_attention_interval=2, rms_norm_eps=1e-6, tie_word_embeddings=False,
            max_position_embeddings=512,
            rope_parameters={"rope_type": "default", "rope_theta": 10000.0, "partial_rotary_factor": 0.25})
N_TOKENS = 32
ROWS = []


_print_table = figure_table("qwen3.5 tiny | figure", ROWS)


@pytest.fixture(scope="module")
def tiny(tmp_path_factory, converter):  # noqa: F811
    """(the saved transformers model, its F32 GGUF file by llama.cpp's converter, ids)."""
    metadata = GGUFReader(real_model_path("qwen25")).metadata
    folder = tmp_path_factory.mktemp("qwen35-hf")
    write_qwen2_tokenizer(metadata, folder)
    config = transformers.Qwen3_5TextConfig(
        **TINY, vocab_size=len(metadata["tokenizer.ggml.tokens"]),
        bos_token_id=metadata["tokenizer.ggml.bos_token_id"],
        eos_token_id=metadata["tokenizer.ggml.eos_token_id"], attn_implementation="eager")
    hf = transformers.Qwen3_5ForCausalLM(config).float().eval()
    with torch.no_grad():
        init_random_(hf, seed=0, std=0.08)
        for layer in hf.model.layers:            # per-head decay rates spread like a trained model's
            if hasattr(layer, "linear_attn"):
                layer.linear_attn.A_log.copy_(torch.linspace(-2, 1, config.linear_num_value_heads))
    hf.save_pretrained(folder)
    path = convert(converter, folder, folder.parent / "qwen35-F32.gguf", "--no-mtp")
    tok = tokenizer_from_gguf(GGUFReader(path).metadata)
    ids = tok.encode(" ".join(TRAINING_TEXT + TRAINING_TEXT[::-1]), add_special=False)[:N_TOKENS]
    assert len(ids) == N_TOKENS
    return hf, path, ids


@pytest.fixture(scope="module")
def ours(tiny):
    return load_gguf(tiny[1], dtype=torch.float32, progress=False)[0]


def test_converted_file_config(tiny, ours):
    hf, path, _ = tiny
    metadata = GGUFReader(path).metadata
    assert metadata["general.architecture"] == "qwen35"
    cfg = ours.config
    assert cfg.model_type == "qwen3_5" and cfg.layer_types == hf.config.layer_types
    assert cfg.layer_types == ["linear_attention", "full_attention"] * 2
    assert cfg.rotary_dim == 8 and ours.inv_freq.shape == (4,)
    assert (cfg.linear_num_key_heads, cfg.linear_num_value_heads, cfg.linear_value_head_dim) == (2, 4, 16)
    assert ours.load_report["fused_decode"] == "on"
    assert isinstance(KVCache.for_model(ours, 2, 16), RecurrentCache)


@torch.no_grad()
def test_f32_file_equals_transformers(tiny, ours):
    """One prefill; a left-padded batch; llama.cpp on the same file."""
    hf, path, ids = tiny
    want = run(hf, ids)
    err = relative_logit_error(run(ours, ids), want)
    lengths = [N_TOKENS, 9, 20]
    T = max(lengths)
    padded = torch.tensor([[0] * (T - n) + ids[:n] for n in lengths])
    mask = (torch.arange(T) >= T - torch.tensor(lengths)[:, None]).long()
    positions = (mask.cumsum(1) - 1).clamp(min=0)
    got = ours(padded, attention_mask=mask, positions=positions)
    batch_err = max(relative_logit_error(got[b, T - n:], want[:n]) for b, n in enumerate(lengths))
    theirs = llama_cpp_run(path, ids)
    kl, top1 = kl_divergence(theirs, want).mean().item(), top1_agreement(theirs, want)
    ROWS.append(("F32 prefill rel vs transformers", f"{err:.1e}"))
    ROWS.append(("F32 left-padded batch rel vs transformers", f"{batch_err:.1e}"))
    ROWS.append(("F32 KL(llama.cpp || transformers), top-1", f"{kl:.1e}, {top1:.3f}"))
    assert err <= 1e-4 and batch_err <= 1e-4, (err, batch_err)
    assert kl < 1e-5 and top1 >= 0.95, f"llama.cpp on the converted file: KL {kl:.2e}, top-1 {top1:.3f}"
    # the DeltaNet layers matter: without their state carried over, logits move
    cache = KVCache.for_model(ours, 1, N_TOKENS)
    ours(torch.tensor([ids[:20]]), cache=cache)
    cache.state[0].zero_()
    moved = relative_logit_error(ours(torch.tensor([ids[20:21]]), cache=cache)[0], want[20:21])
    assert moved > 1e-3, moved


@torch.no_grad()
def test_cached_prefill_decode_and_chunks_equal_transformers(tiny, ours):
    """Right-padded prefill of three prompts into slots 2, 0, 3, then one-token steps; and
    one prompt fed in two chunks: each position equals transformers' uncached forward."""
    hf, _, ids = tiny
    want = run(hf, ids)
    lengths, steps = [12, 3, 7], 8
    cache = KVCache.for_model(ours, n_slots=4, max_len=N_TOKENS, dtype=torch.float32)
    slots = torch.tensor([2, 0, 3])
    T = max(lengths)
    right = torch.tensor([ids[:n] + [0] * (T - n) for n in lengths])
    prefill = ours(right, cache=cache, slots=slots, lengths=torch.tensor(lengths))
    decoded = [ours(torch.tensor([[ids[n + t]] for n in lengths]), cache=cache, slots=slots) for t in range(steps)]
    cached_err = 0.0
    for b, n in enumerate(lengths):
        mine = torch.cat([prefill[b, :n]] + [d[b] for d in decoded])
        cached_err = max(cached_err, relative_logit_error(mine, want[:n + steps]))
    assert cache.lengths[slots].tolist() == [n + steps for n in lengths]

    cache.reset(1)
    chunks = torch.cat([ours(torch.tensor([ids[a:b]]), cache=cache, slots=[1])[0]
                        for a, b in ((0, 13), (13, N_TOKENS))])
    chunk_err = relative_logit_error(chunks, want)
    ROWS.append(("cached prefill + decode rel vs transformers", f"{cached_err:.1e}"))
    ROWS.append(("two chunks rel vs transformers", f"{chunk_err:.1e}"))
    assert cached_err <= 1e-4 and chunk_err <= 1e-4, (cached_err, chunk_err)


@torch.no_grad()
def test_recurrent_cache_keep_and_checkpoint(ours, tiny):
    """keep() keeps a slot's whole sequence and empties it for a shorter cut; a cut made
    by hand is refused; a checkpoint restores the states at a prefix."""
    ids = tiny[2]
    cache = KVCache.for_model(ours, n_slots=1, max_len=N_TOKENS)
    ours(torch.tensor([ids[:10]]), cache=cache)
    checkpoint = cache.checkpoint(0)
    ours(torch.tensor([ids[10:16]]), cache=cache)
    assert cache.keep(0, 16) == 16 and cache.lengths.tolist() == [16]
    cache.lengths[0] = 12
    with pytest.raises(ValueError, match="slot 0 was cut from 16 to 12 tokens"):
        ours(torch.tensor([ids[12:14]]), cache=cache)
    cache.lengths[0] = 16
    cache.restore(0, checkpoint)
    got = ours(torch.tensor([ids[10:20]]), cache=cache)[0]
    want = ours(torch.tensor([ids[:20]]))[0, 10:]
    assert relative_logit_error(got, want) < 1e-5
    assert cache.keep(0, 12) == 0 and cache.lengths.tolist() == [0]
    assert cache.conv[0].shape == (1, 2 * 2 * 16 + 4 * 16, 3) and cache.state[0].shape == (1, 4, 16, 16)
    assert cache.k[0].numel() == 0 and cache.k[1].shape == (1, 2, N_TOKENS, 32)


def transformers_holding(hf, ours, path):
    """A copy of `hf` whose weights are the quantized file's, decoded by gguf-py. Our names are
    transformers' for every quantized 2-D tensor; `hf_state_dict` moves only value heads
    there, so pushing index tensors through it says where each decoded weight goes. Expert
    stacks [E, rows, cols] go to transformers' gate_up_proj (gate rows, then up) and down_proj."""
    import copy
    ref = copy.deepcopy(hf)
    state = ref.state_dict()
    where = ours.hf_state_dict({n: torch.arange(t.numel(), dtype=torch.float64).reshape(t.shape)
                                for n, t in state.items() if t.dim() == 2})
    reader = GGUFReader(path)
    arch = reader.metadata["general.architecture"]
    for name, (shape, type_name, _) in reader.tensors.items():
        if type_name == "F32":          # as saved; F16 (rows without whole blocks) is rounded
            continue
        w = torch.as_tensor(gguf_py_decode(reader.raw(name).numpy().reshape(*shape[:-1], -1), type_name))
        if "_exps." in name:
            experts = f"model.layers.{name.split('.')[1]}.mlp.experts."
            if "ffn_down_exps" in name:
                state[experts + "down_proj"].copy_(w)
            else:
                rows = w.shape[1]
                start = 0 if "ffn_gate_exps" in name else rows
                state[experts + "gate_up_proj"][:, start:start + rows].copy_(w)
            continue
        target = module_name(name, arch)
        flat = state[target].view(-1)
        flat[where[target].reshape(-1).long()] = w.reshape(-1).float()
    return ref


@torch.no_grad()
def test_q8_0_file_against_llama_cpp(tiny):
    hf, src, ids = tiny
    path = llama_cpp_quantized(src, "Q8_0")
    types = {t for _, t, _ in GGUFReader(path).tensors.values()}
    assert "Q8_0" in types
    model, _ = load_gguf(path, dtype=torch.float32, progress=False)
    assert not [n for n, m in model.named_modules() if isinstance(m, torch.nn.Linear)]
    mine = run(model, ids)
    ref = run(transformers_holding(hf, model, path), ids)
    theirs = llama_cpp_run(path, ids)
    rel = relative_logit_error(mine, ref)
    kl_ours, kl_ref = kl_divergence(theirs, mine).mean().item(), kl_divergence(theirs, ref).mean().item()
    ROWS.append(("Q8_0 rel vs transformers(gguf-py weights)", f"{rel:.1e}"))
    ROWS.append(("Q8_0 KL(llama.cpp || ours) / KL(llama.cpp || reference)", f"{kl_ours:.2e} / {kl_ref:.2e}"))
    assert rel <= 1e-4, f"Q8_0: relative logit error {rel:.2e} against the exact reference"
    assert kl_ours <= 1.2 * kl_ref + 1e-6, f"Q8_0: KL(llama.cpp || ours) {kl_ours:.2e} vs reference {kl_ref:.2e}"


@torch.no_grad()
def test_engine_continuous_batching_and_prompt_cache(ours, tiny):
    """Several requests at once (they join and finish at different steps), prompts in
    chunks, and a prompt cache: every request gets a fresh prefill's greedy tokens. The
    next turn of a chat keeps the slot; a prompt sharing only part of it re-prefills."""
    from engine.serve.engine import Engine, SamplingParams
    ids = tiny[2]
    prompts = [ids[:9], ids[4:20], ids[:5] + ids[20:24], ids[10:13]]
    params = SamplingParams(max_tokens=5)
    fresh = [Engine(ours, n_slots=1, max_len=40, prompt_cache=False).generate([p], params)[0].output
             for p in prompts]
    engine = Engine(ours, n_slots=2, max_len=40, max_prefill_tokens=6)
    assert isinstance(engine.cache, RecurrentCache)
    assert [r.output for r in engine.generate(prompts, params)] == fresh
    engine = Engine(ours, n_slots=1, max_len=40)
    engine.generate([prompts[0]], params)
    turn = prompts[0] + fresh[0] + [7, 8]
    request = engine.generate([turn], params)[0]
    assert request.cached == len(prompts[0]) + len(fresh[0]) - 1
    alone = Engine(ours, n_slots=1, max_len=40, prompt_cache=False).generate([turn], params)[0].output
    assert request.output == alone
    cut = engine.generate([turn[:6] + [9, 10]], params)[0]
    assert cut.cached == 0
    assert cut.output == Engine(ours, n_slots=1, max_len=40, prompt_cache=False).generate(
        [turn[:6] + [9, 10]], params)[0].output


@torch.no_grad()
def test_engine_restores_the_recurrent_checkpoint_of_a_shared_prompt(ours, tiny):
    """Two slots. A next turn whose previous answer renders differently, and a regenerate,
    share the slot's last prompt but not its whole sequence: the engine restores the states
    checkpointed before that prompt's last token, feeds the model only the rest, and gives
    a fresh run's greedy tokens."""
    from engine.serve.engine import Engine, SamplingParams
    ids = tiny[2]
    params = SamplingParams(max_tokens=5)
    def fresh(prompt):
        return Engine(ours, n_slots=1, max_len=40, prompt_cache=False).generate([prompt], params)[0].output

    first, other = ids[:14], ids[20:26]
    engine = Engine(ours, n_slots=2, max_len=40)
    outputs = [r.output for r in engine.generate([first, other], params)]
    assert outputs == [fresh(first), fresh(other)]
    turn = first + [outputs[0][0] + 1] + ids[14:18]            # the answer re-rendered, then more
    regenerate = list(turn)
    for prompt in (turn, regenerate):
        with tokens_fed(ours) as fed:
            request = engine.generate([prompt], params)[0]
        assert request.cached == len(prompt if prompt is regenerate else first) - 1, request.cached
        assert sum(fed) == len(prompt) - request.cached + params.max_tokens - 1, fed
        assert request.output == fresh(prompt)
    ROWS.append(("engine: tokens prefilled for a next turn / a regenerate after a checkpoint",
                 f"{len(turn) - len(first) + 1} of {len(turn)} / 1 of {len(turn)}"))


@pytest.fixture(scope="module")
def moe(tmp_path_factory, tiny, converter):  # noqa: F811
    """(Qwen3_5MoeForCausalLM with 8 experts, top-2 and a shared expert, its F32 GGUF file by
    llama.cpp's converter): converted once for every MoE test here."""
    folder = tmp_path_factory.mktemp("qwen35moe-hf")
    metadata = GGUFReader(real_model_path("qwen25")).metadata
    write_qwen2_tokenizer(metadata, folder)
    fields = {k: v for k, v in TINY.items() if k != "intermediate_size"}
    config = transformers.Qwen3_5MoeTextConfig(
        **fields, vocab_size=len(metadata["tokenizer.ggml.tokens"]), num_experts=8, num_experts_per_tok=2,
        moe_intermediate_size=32, shared_expert_intermediate_size=48, attn_implementation="eager")
    hf = transformers.Qwen3_5MoeForCausalLM(config).float().eval()
    init_random_(hf, seed=1, std=0.08)
    hf.save_pretrained(folder)
    return hf, convert(converter, folder, folder.parent / "qwen35moe-F32.gguf", "--no-mtp")


@torch.no_grad()
def test_moe_converted_file_equals_transformers_and_llama_cpp(tiny, moe):
    """Qwen3_5MoeForCausalLM (8 experts, top-2, a shared expert) through llama.cpp's
    converter: a prefill and cached decode steps equal transformers; llama.cpp agrees."""
    (_, _, ids), (hf, path) = tiny, moe
    assert GGUFReader(path).metadata["general.architecture"] == "qwen35moe"
    model, _ = load_gguf(path, dtype=torch.float32, progress=False)
    assert model.config.model_type == "qwen3_5_moe" and model.config.shared_expert_intermediate_size == 48
    want = run(hf, ids)
    err = relative_logit_error(run(model, ids), want)
    cache = KVCache.for_model(model, 1, N_TOKENS)
    steps = torch.cat([model(torch.tensor([ids[:20]]), cache=cache)[0]]
                      + [model(torch.tensor([ids[t:t + 1]]), cache=cache)[0] for t in range(20, N_TOKENS)])
    cached_err = relative_logit_error(steps, want)
    kl = kl_divergence(llama_cpp_run(path, ids), want).mean().item()
    ROWS.append(("MoE F32 rel vs transformers (prefill / cached)", f"{err:.1e} / {cached_err:.1e}"))
    ROWS.append(("MoE F32 KL(llama.cpp || transformers)", f"{kl:.1e}"))
    assert err <= 1e-4 and cached_err <= 1e-4, (err, cached_err)
    assert kl < 1e-5, f"llama.cpp on the converted MoE file: KL {kl:.2e}"


@pytest.mark.parametrize("ftype", ["Q8_0", "MXFP4_MOE"])
@torch.no_grad()
def test_moe_quantized_file_against_llama_cpp(ftype, tiny, moe):
    """The MoE file quantized by llama.cpp, loaded with its weights kept quantized (the
    experts too): ours equals transformers holding gguf-py's decoded weights (prefill and
    cached decode), and llama.cpp agrees with ours as well as with that exact reference."""
    (_, _, ids), (hf, src) = tiny, moe
    path = src.with_name(f"qwen35moe-{ftype}.gguf")
    assert llama_cpp_quantize(src, path, ftype) == 0, f"llama.cpp's quantizer failed on {ftype}"
    expert_types = {t for n, (_, t, _) in GGUFReader(path).tensors.items() if "_exps.weight" in n}
    assert expert_types == ({"MXFP4"} if ftype == "MXFP4_MOE" else {"Q8_0"}), expert_types
    model, _ = load_gguf(path, dtype=torch.float32, progress=False)
    floats = {module_name(n, "qwen35moe").rsplit(".", 1)[0] for n, (_, t, _) in GGUFReader(path).tensors.items()
              if t in ("F32", "F16")}                  # e.g. the shared expert's gate [1, D]: no blocks
    dense = [n for n, m in model.named_modules() if isinstance(m, torch.nn.Linear) and n not in floats]
    assert not dense, f"{ftype}: dense nn.Linear layers of quantized tensors survived loading: {dense}"
    assert expert_types <= set(resident_bits_report(model)), resident_bits_report(model)
    mine = run(model, ids)
    cache = KVCache.for_model(model, 1, N_TOKENS)
    steps = torch.cat([model(torch.tensor([ids[:20]]), cache=cache)[0]]
                      + [model(torch.tensor([ids[t:t + 1]]), cache=cache)[0] for t in range(20, N_TOKENS)])
    ref = run(transformers_holding(hf, model, path), ids)
    theirs = llama_cpp_run(path, ids)
    rel = max(relative_logit_error(mine, ref), relative_logit_error(steps, ref))
    kl_ours, kl_ref = kl_divergence(theirs, mine).mean().item(), kl_divergence(theirs, ref).mean().item()
    ROWS.append((f"MoE {ftype} rel vs transformers(gguf-py weights), prefill + cached", f"{rel:.1e}"))
    ROWS.append((f"MoE {ftype} KL(llama.cpp || ours) / KL(llama.cpp || reference)", f"{kl_ours:.2e} / {kl_ref:.2e}"))
    assert rel <= 1e-4, f"MoE {ftype}: relative logit error {rel:.2e} against the exact reference"
    assert kl_ours <= 1.2 * kl_ref + 1e-6, f"MoE {ftype}: KL(llama.cpp || ours) {kl_ours:.2e} vs {kl_ref:.2e}"


@pytest.mark.parametrize("activations, cache_dtype", [("float", torch.float32), ("float", torch.float16),
                                                      ("q8", torch.float32)])
@torch.no_grad()
def test_q8_0_file_decodes_through_the_fused_step(tiny, activations, cache_dtype):
    """The Q8_0 file loads with the fused step on; three rows (prompts of 12, 3 and 7 tokens
    in slots 2, 0, 3) decoded 12 steps give the layer-by-layer forward's logits and leave
    the same recurrent states (the same tokens fed to both). With int8 activations (run.py's
    default) one step: later ones may see an input cross a rounding boundary (see
    test_ch40_decode_step)."""
    _, src, ids = tiny
    model, _ = load_gguf(llama_cpp_quantized(src, "Q8_0"), dtype=torch.float32, activations=activations, progress=False)
    assert model.load_report["fused_decode"] == "on", model.load_report["fused_decode"]
    fused, lengths, slots = model.fused_decode, [12, 3, 7], torch.tensor([2, 0, 3])
    steps = 1 if activations == "q8" else 12
    outs, caches = [], []
    for decoder in (None, fused):
        model.fused_decode = decoder
        cache = KVCache.for_model(model, n_slots=4, max_len=N_TOKENS, dtype=cache_dtype)
        right = torch.tensor([ids[:n] + [0] * (max(lengths) - n) for n in lengths])
        model(right, cache=cache, slots=slots, lengths=torch.tensor(lengths))
        outs.append(torch.stack([model(torch.tensor([[ids[n + t]] for n in lengths]), cache=cache, slots=slots)[:, 0]
                                 for t in range(steps)]))
        caches.append(cache)
    assert fused.accepts(caches[1], caches[1].begin(slots, None, 3, 1))     # the steps above ran fused
    model.fused_decode = fused
    err = relative_logit_error(outs[1], outs[0])
    ROWS.append((f"Q8_0 fused step vs layer by layer ({activations}, {cache_dtype})", f"{err:.1e}"))
    assert err < (1e-5 if cache_dtype == torch.float32 else 1e-4), err
    assert torch.equal(outs[1].argmax(-1), outs[0].argmax(-1))
    for i in caches[0].state:
        assert relative_logit_error(caches[1].state[i], caches[0].state[i]) < 1e-4


# ------------------------------------------------------------------ split over two ranks
def test_split_over_two_ranks_generates_what_one_process_does(tiny, moe, tmp_path):
    """`--tp 2` (engine/parallel/): each rank holds one DeltaNet key head and the value heads
    that read it (0 and 2, or 1 and 3: the tiled order), their recurrent states, half the gated
    attention's heads; Qwen3.5-MoE's experts divided, its shared expert on every rank. Greedy
    tokens of two prompts batched with padding equal one process's on the F32 files and the
    Q8_0 one (whose out_proj blocks of 32 do not fall on 16-wide value heads: gathered, then
    put back in the model's head order); the fused decode step runs on both ranks, its last
    logits within 1e-4 of one process's."""
    from test_ch31_tensor_parallel import assert_fused_step_split, run_split
    _, src, ids = tiny
    files = (src, llama_cpp_quantized(src, "Q8_0"), moe[1])
    jobs = [{"path": str(p), "activations": "float", "prompts": [ids[:12], ids[12:17]], "max_tokens": 24}
            for p in files]
    for job, (result, logits) in zip(jobs, run_split(jobs, tmp_path)):
        assert result["tokens_tp"] == result["tokens_alone"], job["path"]
        err = ((logits["tp"] - logits["alone"]).norm() / logits["alone"].norm()).item()
        assert err < 1e-4, (job["path"], err)
        notes = result["ranks"][0]["report"]["notes"]
        assert ("gathered" in " ".join(notes)) == ("Q8_0" in job["path"]), notes
        assert assert_fused_step_split(job["path"], job, result, logits), f"{job['path']}: no fused step alone"
