"""Chapter 42: gpt-oss against transformers' GptOssForCausalLM and llama.cpp.

The pieces gpt-oss adds to the shared layers, each against its own oracle: attention sinks
(`attend` with a sink logit per head against the eager softmax over [scores, sink]), YaRN
frequencies (transformers' `_compute_yarn_parameters`, with and without the ramp's
rounding), the clamped SwiGLU. A tiny random model (vocabulary 96, 4 layers alternating
a window of 8 with full attention, 4 experts, top 2, YaRN) equals transformers to 1e-4,
and every piece changes the logits.

Then llama.cpp's own tools: the tiny model with Qwen2's vocabulary (rebuilt from the real
Qwen2.5 file, $GGUF_MODELS, as tests/test_ch38_llama_cpp_convert.py does; skipped when
absent), saved by transformers and turned into an F32 GGUF file by `convert_hf_to_gguf.py`
(architecture "gpt-oss"). On it ours equals the saved model (a left-padded batch, and a
right-padded batched prefill into window-cache slots followed by decode steps past the
window) and agrees with llama.cpp. llama.cpp's quantizer makes Q8_0 and MXFP4_MOE files;
ours loads them quantized (experts MXFP4 in the latter), equals transformers holding the
gguf-py-decoded weights, and agrees with llama.cpp as well as that exact reference does;
its decode steps run fused (one C call a token) and equal the layer-by-layer forward.
The harmony chat template of llama.cpp's source tree renders in the sandbox as llama-cpp-
python's renderer does. Run with `-s` for the figures.
"""
import copy

import pytest
import torch
from conftest import decode_in_slots, figure_table, transformers_errors

transformers = pytest.importorskip("transformers", reason="transformers is not installed")

from engine.evaluation.logit_quality import kl_divergence, relative_logit_error, top1_agreement
from engine.layers import attend, attend_reference, clamped_swiglu, init_random_, materialize, rope_inv_freq
from engine.models import build_model
from engine.serve.kv_cache import KVCache
from engine.serve.window_cache import WindowKVCache

torch.set_num_threads(2)

WINDOW = 8
YARN = dict(rope_type="yarn", factor=4.0, beta_fast=32.0, beta_slow=1.0, truncate=True,
            original_max_position_embeddings=4096, rope_theta=10000.0)
CONFIG = dict(vocab_size=96, hidden_size=64, intermediate_size=64, num_hidden_layers=4, num_attention_heads=4,
              num_key_value_heads=2, head_dim=16, num_local_experts=4, num_experts_per_tok=2,
              sliding_window=WINDOW, max_position_embeddings=16384, rope_parameters=YARN)


def hf_model(seed=0, std=0.3, **overrides):
    """A random transformers GptOssForCausalLM; std 0.3 makes some expert gates pass the clamp."""
    cfg = transformers.GptOssConfig(**{**CONFIG, **overrides}, attn_implementation="eager")
    model = transformers.GptOssForCausalLM(cfg).float().eval()
    with torch.no_grad():
        init_random_(model, seed=seed, std=std)
        for layer in model.model.layers:                  # sinks large enough to matter
            layer.self_attn.sinks.normal_(0, 1.0, generator=torch.Generator().manual_seed(seed))
    return model


def ours_from(hf):
    with torch.device("meta"):
        model = build_model(hf.config.to_dict())
    materialize(model)
    missing, unexpected = model.load_state_dict(type(model).hf_state_dict(hf.state_dict()), strict=False)
    assert not missing and not unexpected, (missing, unexpected)
    return model.eval()


def rel(a, b):
    return float((a - b).norm() / b.norm())


def sequences(lengths, seed=3, vocab=96):
    gen = torch.Generator().manual_seed(seed)
    return [torch.randint(0, vocab, (n,), generator=gen) for n in lengths]


# ------------------------------------------------------------------ the new pieces

@pytest.mark.parametrize("T,S,masked", [(5, 5, False), (5, 5, True), (1, 9, False), (3, 9, True)])
def test_attention_with_sinks_equals_the_eager_softmax(T, S, masked):
    gen = torch.Generator().manual_seed(T * 10 + S)
    q, k, v = (torch.randn(2, n, t, 16, generator=gen) for n, t in ((4, T), (2, S), (2, S)))
    sinks = torch.randn(4, generator=gen) * 2
    mask = None
    if masked:
        mask = torch.ones(T, S, dtype=torch.bool).tril(S - T)[None, None].repeat(2, 1, 1, 1)
        mask[1, ..., :2] = False                                  # a padded row
    want = attend_reference(q, k, v, mask, 0.3, sinks)
    assert rel(attend(q, k, v, mask, 0.3, sinks), want) < 1e-5
    # the sink takes a share of every row: without it the output differs
    assert rel(attend(q, k, v, mask, 0.3), want) > 1e-2
    # a sink of -inf is no sink
    assert rel(attend(q, k, v, mask, 0.3, torch.full((4,), float("-inf"))), attend(q, k, v, mask, 0.3)) < 1e-5


@pytest.mark.parametrize("truncate", [True, False])
def test_yarn_frequencies_and_factor_equal_transformers(truncate):
    from transformers.modeling_rope_utils import ROPE_INIT_FUNCTIONS
    cfg = transformers.GptOssConfig(**{**CONFIG, "rope_parameters": {**YARN, "truncate": truncate}})
    want, factor = ROPE_INIT_FUNCTIONS["yarn"](cfg, "cpu")
    ours = build_model(cfg.to_dict())
    assert torch.allclose(ours.inv_freq, want, rtol=1e-6, atol=0)
    assert ours.rope_scale == pytest.approx(factor)
    plain = rope_inv_freq(16, 10000.0)
    assert not torch.allclose(want, plain) and not torch.allclose(want, plain / 4)   # a real blend


def test_clamped_swiglu_equals_transformers_gate():
    experts = transformers.models.gpt_oss.modeling_gpt_oss.GptOssExperts(transformers.GptOssConfig(**CONFIG))
    gate_up = torch.randn(64, 128, generator=torch.Generator().manual_seed(0)) * 6   # past the clamp
    want = experts._apply_gate(gate_up)                                   # interleaved gate, up
    assert torch.equal(clamped_swiglu(gate_up[:, ::2], gate_up[:, 1::2], 1.702, 7.0), want)


# ------------------------------------------------------------------ the tiny model

def test_config_reads_layers_and_experts():
    ours = ours_from(hf_model())
    assert ours.config.model_type == "gpt_oss" and ours.windows == [WINDOW, None, WINDOW, None]
    assert (ours.config.num_experts, ours.config.num_experts_per_tok) == (4, 2)
    assert ours.config.rope_scaling["rope_type"] == "yarn" and ours.rope_scale > 1
    with pytest.raises(ValueError, match="num_experts_per_tok must be in"):
        build_model({**CONFIG, "model_type": "gpt_oss", "num_experts_per_tok": 5})


@torch.no_grad()
def test_matches_transformers_padded_batch_and_every_piece_matters():
    hf = hf_model()
    ours = ours_from(hf)
    lengths = (22, 9, 15)
    T = max(lengths)
    ids = torch.stack([torch.cat((torch.zeros(T - len(s), dtype=torch.long), s)) for s in sequences(lengths)])
    mask = (torch.arange(T) >= T - torch.tensor(lengths)[:, None]).long()
    positions = (mask.cumsum(1) - 1).clamp(min=0)
    want = hf(input_ids=ids, attention_mask=mask, position_ids=positions).logits
    got = ours(ids, attention_mask=mask, positions=positions)
    assert rel(got[mask.bool()], want[mask.bool()]) < 1e-4
    assert rel(ours(ids[:1]), hf(input_ids=ids[:1]).logits) < 1e-4
    for change in (dict(sliding_window=64), dict(swiglu_limit=1.0), dict(swiglu_alpha=1.0),
                   dict(rope_parameters={"rope_type": "default", "rope_theta": 10000.0})):
        other = ours_from(hf_model(**change))
        assert rel(other(ids[:1]), want[:1]) > 1e-3, change
    for layer in ours.model.layers:
        layer.self_attn.sinks.zero_()
    assert rel(ours(ids[:1]), want[:1]) > 1e-3


@torch.no_grad()
def test_cached_decode_past_the_window_matches_transformers():
    hf = hf_model(seed=1)
    ours = ours_from(hf)
    lengths, steps = [10, 3, 14], 10
    seqs = sequences([n + steps for n in lengths], seed=5)
    cache = KVCache.for_model(ours, n_slots=4, max_len=max(lengths) + steps)
    assert isinstance(cache, WindowKVCache)
    assert [k.shape[2] for k in cache.k] == [WINDOW, max(lengths) + steps] * 2   # windows bound memory
    slots = torch.tensor([2, 0, 3])
    got = decode_in_slots(ours, seqs, lengths, steps, cache, slots)
    wants = [hf(input_ids=s[None]).logits[0] for s in seqs]
    for b, n in enumerate(lengths):
        assert rel(got[b][0], wants[b][:n]) < 1e-4
        for t in range(steps - 1):
            assert rel(got[b][1 + t], wants[b][n + t]) < 1e-4, (b, t)


@torch.no_grad()
def test_load_hf_checkpoint(tmp_path):
    from engine.models.hf import load_hf
    hf = hf_model(seed=6)
    hf.save_pretrained(tmp_path, safe_serialization=True)
    ours = load_hf(tmp_path)
    ids = sequences([20], seed=4)[0][None]
    assert rel(ours(ids), hf(input_ids=ids).logits) < 1e-4


# ------------------------------------------------------------------ llama.cpp's converter and quantizer

from conftest import llama_cpp_oracle  # noqa: E402

llama_cpp = llama_cpp_oracle()      # llama_cpp in its worker process; skips where not installed

from engine.formats.runtime import resident_bits_report   # noqa: E402
from engine.gguf.load import load_gguf                     # noqa: E402
from engine.gguf.reader import GGUFReader                  # noqa: E402
from engine.gguf.tokenizer import tokenizer_from_gguf      # noqa: E402
from test_ch38_llama_cpp_archs import llama_cpp_quantized, run_llama_cpp   # noqa: E402
from test_ch38_llama_cpp_convert import (convert, converter, gguf_py_decode,   # noqa: E402,F401 (fixtures)
                                         qwen2_tokenizer)

FTYPES = ["Q8_0", "MXFP4_MOE"]
N_TOKENS = 32
ROWS = []


_print_table = figure_table("gpt-oss file | resident bits | rel vs reference | KL(lc||ours) | KL(lc||ref) | top-1 ours", ROWS)


@pytest.fixture(scope="module")
def converted(tmp_path_factory, qwen2_tokenizer, converter):  # noqa: F811
    """(the saved transformers model, its F32 GGUF by llama.cpp's converter, N_TOKENS ids)."""
    from engine.cli.demo import TRAINING_TEXT
    tok_dir, metadata = qwen2_tokenizer
    folder = tmp_path_factory.mktemp("gpt-oss-hf")
    for name in ("tokenizer.json", "tokenizer_config.json"):
        (folder / name).write_bytes((tok_dir / name).read_bytes())
    hf = hf_model(seed=0, std=0.08, vocab_size=len(metadata["tokenizer.ggml.tokens"]),
                  bos_token_id=metadata["tokenizer.ggml.bos_token_id"],
                  eos_token_id=metadata["tokenizer.ggml.eos_token_id"])
    hf.save_pretrained(folder)
    path = convert(converter, folder, folder.parent / "gpt-oss-F32.gguf")
    tok = tokenizer_from_gguf(GGUFReader(path).metadata)
    ids = tok.encode(" ".join(TRAINING_TEXT + TRAINING_TEXT[::-1]), add_special=False)[:N_TOKENS]
    assert len(ids) == N_TOKENS
    return hf, path, ids


def test_converted_file_config(converted):
    _, path, _ = converted
    metadata = GGUFReader(path).metadata
    assert metadata["general.architecture"] == "gpt-oss"
    assert metadata["gpt-oss.rope.scaling.type"] == "yarn"
    model, _ = load_gguf(path, dtype=torch.float32, progress=False)
    cfg = model.config
    assert model.windows == [WINDOW, None, WINDOW, None]
    assert cfg.rope_scaling == {"rope_type": "yarn", "factor": 4.0, "original_max_position_embeddings": 4096,
                                "beta_fast": 32.0, "beta_slow": 1.0, "truncate": True}
    assert (cfg.swiglu_alpha, cfg.swiglu_limit, cfg.num_experts, cfg.num_experts_per_tok) == (1.702, 7.0, 4, 2)
    assert model.load_report["fused_decode"] == "on"


@torch.no_grad()
def test_converted_f32_file_equals_transformers_and_llama_cpp(converted):
    hf, path, ids = converted
    model, _ = load_gguf(path, dtype=torch.float32, progress=False)
    # the cached rows below run on the window rings (T + steps = 32 positions, window 8)
    assert isinstance(KVCache.for_model(model, n_slots=3, max_len=32, dtype=torch.float32), WindowKVCache)
    batch_err, cached_err = transformers_errors(model, hf, ids)

    theirs = run_llama_cpp(path, ids)
    ours = model(torch.tensor([ids]))[0]
    kl, top1 = kl_divergence(theirs, ours).mean().item(), top1_agreement(ours, theirs)
    ROWS.append(("F32", "32", f"{max(batch_err, cached_err):.1e} (vs HF)", f"{kl:.2e}", "-", f"{top1:.3f}"))
    print(f"\ngpt-oss F32: padded batch {batch_err:.1e}, cached past the window {cached_err:.1e} vs "
          f"transformers; vs llama.cpp rel {relative_logit_error(ours, theirs):.1e}, KL {kl:.2e}")
    assert batch_err < 1e-4 and cached_err < 1e-4
    assert kl < 1e-5 and top1 >= 0.95


def gguf_py_reference(path, hf):
    """transformers' model (a copy of `hf`) holding every tensor of `path` decoded by gguf-py,
    placed through gguf-py's name map; the expert stacks put back in transformers' layout
    (gate and up interleaved, x @ W)."""
    gguf = pytest.importorskip("gguf")
    reader = GGUFReader(path)
    weights = {}
    for name, (shape, type_name, _) in reader.tensors.items():
        weights[name] = gguf_py_decode(reader.raw(name).numpy().reshape(*shape[:-1], -1), type_name)
    names = gguf.get_tensor_name_map(gguf.MODEL_ARCH.GPT_OSS, hf.config.num_hidden_layers)
    model = copy.deepcopy(hf)
    state, used = {}, set()
    for key, current in model.state_dict().items():
        if ".mlp.experts." in key:
            block, what = key.split(".")[2], key.split(".")[-1]
            part = {"gate_up_proj": "weight", "gate_up_proj_bias": "bias",
                    "down_proj": "weight", "down_proj_bias": "bias"}[what]
            if what.startswith("gate_up"):
                gate, up = (f"blk.{block}.ffn_{p}_exps.{part}" for p in ("gate", "up"))
                both = torch.stack((weights[gate], weights[up]), dim=-2 if part == "weight" else -1)
                # weight [E, I, 2, D] -> [E, D, 2I]; bias [E, I, 2] -> [E, 2I], gate at even places
                state[key] = (both.flatten(1, 2).transpose(1, 2) if part == "weight" else both.flatten(1))
                used |= {gate, up}
            else:
                down = f"blk.{block}.ffn_down_exps.{part}"
                state[key] = weights[down].transpose(1, 2) if part == "weight" else weights[down]
                used.add(down)
            continue
        base = names.get_name(key, try_suffixes=(".weight", ".bias"))
        assert base is not None, f"gguf-py has no GGUF name for {key}"
        name = base if base.endswith((".weight", ".bias")) else base + ".weight"      # sinks: no suffix
        state[key] = weights[name].reshape(current.shape)
        used.add(name)
    assert used == set(weights), f"{path}: tensors the reference did not place: {set(weights) - used}"
    model.load_state_dict(state)
    return model.eval()


@pytest.mark.parametrize("ftype", FTYPES)
@torch.no_grad()
def test_quantized_file_agrees_with_llama_cpp_as_the_exact_reference(ftype, converted):
    hf, src, ids = converted
    path = llama_cpp_quantized(src, ftype)
    theirs = run_llama_cpp(path, ids)
    model, _ = load_gguf(path, dtype=torch.float32, progress=False)
    dense = [n for n, m in model.named_modules() if isinstance(m, torch.nn.Linear)]
    assert not dense, f"{ftype}: dense nn.Linear layers survived loading: {dense}"
    report = resident_bits_report(model)
    expert_types = {t for n, (_, t, _) in GGUFReader(path).tensors.items() if "_exps.weight" in n}
    assert expert_types == ({"MXFP4"} if ftype == "MXFP4_MOE" else {"Q8_0"})
    assert expert_types <= set(report)
    ours = model(torch.tensor([ids]))[0]
    cache = KVCache.for_model(model, n_slots=1, max_len=N_TOKENS)
    half = N_TOKENS // 2
    stepped = torch.cat([model(torch.tensor([ids[:half]]), cache=cache)[0]]
                        + [model(torch.tensor([[t]]), cache=cache)[0] for t in ids[half:]])
    ref = gguf_py_reference(path, hf)(input_ids=torch.tensor([ids])).logits[0]
    err = max(relative_logit_error(ours, ref), relative_logit_error(stepped, ref))
    dense, _ = load_gguf(path, dtype=torch.float32, keep_quantized=False, progress=False)
    dense_err = relative_logit_error(dense(torch.tensor([ids]))[0], ref)
    q8, _ = load_gguf(path, dtype=torch.float32, activations="q8", progress=False)   # run.py's arithmetic
    q8_logits = q8(torch.tensor([ids]))[0]
    kl_ours, kl_ref = kl_divergence(theirs, ours).mean().item(), kl_divergence(theirs, ref).mean().item()
    kl_q8, q8_noise = kl_divergence(theirs, q8_logits).mean().item(), kl_divergence(ref, q8_logits).mean().item()
    bits = ", ".join(f"{t} {e['bits_per_weight']:.2f}" for t, e in sorted(report.items()))
    ROWS.append((ftype, bits, f"{err:.1e} (dense {dense_err:.1e})", f"{kl_ours:.2e} (q8 {kl_q8:.2e})",
                 f"{kl_ref:.2e}", f"{top1_agreement(ours, theirs):.3f}"))
    assert err <= 1e-4, f"{ftype}: relative logit error {err:.2e} against the exact reference"
    assert dense_err <= 1e-4, f"{ftype}: the dense load differs from the exact reference by {dense_err:.2e}"
    # int8 activations round like llama.cpp's, from slightly different inputs: noise of its size
    assert kl_q8 <= kl_ref + q8_noise + 1e-6, f"{ftype}: q8 KL(llama.cpp || ours) {kl_q8:.2e}"
    assert kl_ours <= 1.2 * kl_ref + 1e-6, \
        f"{ftype}: mean KL(llama.cpp || ours) {kl_ours:.2e} > 1.2 x the reference's {kl_ref:.2e}"


@pytest.mark.parametrize("activations, cache_dtype", [("float", torch.float32), ("float", torch.float16),
                                                      ("q8", torch.float32)])
@torch.no_grad()
def test_mxfp4_file_decodes_through_the_fused_step_past_the_window(activations, cache_dtype, converted):
    """The MXFP4_MOE file (MXFP4 experts with biases, sinks, YaRN, windows of 8) loads with
    the fused step on; rows of 3 and 6 prompt tokens decoded 20 steps in window-cache slots
    give the layer-by-layer forward's logits (the same tokens fed to both). With int8
    activations (run.py's default) one step past a prompt longer than the window: later
    steps may see an input cross a rounding boundary (see test_ch40_decode_step)."""
    _, src, ids = converted
    model, _ = load_gguf(llama_cpp_quantized(src, "MXFP4_MOE"), dtype=torch.float32, activations=activations,
                         progress=False)
    assert model.load_report["fused_decode"] == "on", model.load_report["fused_decode"]
    fused, lengths, steps = model.fused_decode, [3, 6], 20
    if activations == "q8":
        lengths, steps = [10, 13], 1
    rows = [ids[:n + steps] for n in lengths]
    outs = []
    for decoder in (None, fused):
        model.fused_decode = decoder
        cache = KVCache.for_model(model, n_slots=3, max_len=N_TOKENS, dtype=cache_dtype)
        assert isinstance(cache, WindowKVCache)
        slots = torch.tensor([2, 0])
        right = torch.tensor([r[:n] + [0] * (max(lengths) - n) for r, n in zip(rows, lengths)])
        model(right, cache=cache, slots=slots, lengths=torch.tensor(lengths))
        outs.append(torch.stack([model(torch.tensor([[r[n + t]] for r, n in zip(rows, lengths)]), cache=cache,
                                       slots=slots)[:, 0] for t in range(steps)]))
    assert fused.accepts(cache, cache.begin(slots, None, 2, 1))      # the steps above ran fused
    model.fused_decode = fused
    err = rel(outs[1], outs[0])
    print(f"\ngpt-oss MXFP4_MOE fused step vs layer by layer ({activations}, {cache_dtype}): rel {err:.1e}")
    assert err < (1e-5 if cache_dtype == torch.float32 else 1e-4)
    assert torch.equal(outs[1].argmax(-1), outs[0].argmax(-1))


# ------------------------------------------------------------------ the harmony chat template

def test_harmony_template_renders_in_the_sandbox(converter):  # noqa: F811
    """llama.cpp's gpt-oss (harmony) template, unpacked beside the converter from the
    llama-cpp-python source distribution, renders as llama-cpp-python's renderer does."""
    from engine.tokenizer.chat_template import ChatTemplate
    template = converter.parent / "models" / "templates" / "openai-gpt-oss-120b.jinja"
    assert template.is_file(), f"{template}: llama.cpp's sdist no longer ships gpt-oss's template there"
    source = template.read_text()
    chat = [{"role": "system", "content": "Be brief."}, {"role": "user", "content": "Hi! What is 2+2?"},
            {"role": "assistant", "content": "4."}, {"role": "user", "content": "And 3+3?"}]
    ours = ChatTemplate(source, bos_token="<|startoftext|>", eos_token="<|return|>").render(chat)
    formatter = llama_cpp.llama_chat_format.Jinja2ChatFormatter(source, eos_token="<|return|>",
                                                                bos_token="<|startoftext|>")
    theirs = formatter(messages=chat).prompt
    assert ours == theirs
    assert ours.endswith("<|start|>user<|message|>And 3+3?<|end|><|start|>assistant")
    assert "<|start|>developer<|message|># Instructions\n\nBe brief." in ours


# ------------------------------------------------------------------ split over two ranks
def test_split_over_two_ranks_generates_what_one_process_does(converted, tmp_path):
    """`--tp 2` (engine/parallel/): heads with their sink logits and q/k/v biases, the experts
    divided with their biases, o_proj's bias added once. Greedy tokens of two prompts batched
    with padding, on the F32 file and llama.cpp's MXFP4 one, equal one process's."""
    from test_ch31_tensor_parallel import run_split
    _, src, ids = converted
    jobs = [{"path": str(p), "activations": "float", "prompts": [ids[:12], ids[12:17]], "max_tokens": 24}
            for p in (src, llama_cpp_quantized(src, "MXFP4_MOE"))]
    for job, (result, logits) in zip(jobs, run_split(jobs, tmp_path)):
        assert result["tokens_tp"] == result["tokens_alone"], job["path"]
        assert rel(logits["tp"], logits["alone"]) < 1e-4

