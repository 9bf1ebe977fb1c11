"""Chapter 38 on Gemma 3: the real Gemma-3-270M file, and a tiny Gemma 3 made by llama.cpp's tools.

Real file ($GGUF_MODELS, skipped when absent), against two oracles as in test_ch38_load:
- exact reference: transformers' Gemma3ForCausalLM holding the file's weights decoded
  to float32 (norms minus the 1 llama.cpp's converter added, since transformers adds it);
- llama.cpp on the same file. It rounds activations and keys/values, so ours (exact, and
  as run.py runs it with int8 activations) must agree with it as well as the reference.
The text is 546 tokens (BOS included), past the 512-token window of the sliding layers.

Tiny checkpoint: a random transformers Gemma3ForCausalLM (6 layers: 5 sliding with a
window of 8, then a global one with linear rope scaling; a final logit soft-cap) beside a
SentencePiece tokenizer trained here, turned into an F32 GGUF file by llama.cpp's
`convert_hf_to_gguf.py` and then into Q8_0 and Q4_K_M by its quantizer. On the F32 file
ours equals the saved model to 1e-4 (a padded batch, and batched cached prefill + decode
past the window); on the quantized files ours agrees with llama.cpp as well as
transformers holding the gguf-py-decoded weights. Run with `-s` for the figures.
"""
import copy
import io

import pytest
import torch

from conftest import llama_cpp_oracle

llama_cpp = llama_cpp_oracle()      # llama_cpp in its worker process; skips where not installed
transformers = pytest.importorskip("transformers", reason="transformers is not installed")

from conftest import figure_table, real_model_path, transformers_errors
from engine.evaluation.logit_quality import kl_divergence, relative_logit_error, top1_agreement
from engine.gguf.config import module_name
from engine.gguf.load import load_gguf
from engine.gguf.reader import GGUFReader
from engine.gguf.tokenizer import tokenizer_from_gguf
from engine.layers.decoder import init_random_
from engine.serve.kv_cache import KVCache
from engine.serve.window_cache import WindowKVCache
from test_ch38_llama_cpp_archs import llama_cpp_quantize
from test_ch38_llama_cpp_convert import convert, converter, gguf_py_decode  # noqa: F401 (fixture)
from test_ch38_load import PROMPTS, TEXT, _llama, llama_cpp_greedy, llama_cpp_logits
from test_ch38_tokenizer import check_against_llama_cpp

torch.set_num_threads(2)
GGML_F32 = 0        # llama.cpp's type id of float32, for its K/V cache


def transformers_reference(config, weights: dict, hf=None):
    """transformers' Gemma3ForCausalLM holding `weights` (GGUF name -> float tensor): into
    `hf` when given, else a model built (on the meta device, then assigned) from our
    `config`. Norms get 1 subtracted, as transformers' Gemma3RMSNorm adds it."""
    if hf is None:
        full = {"rope_type": "default", "rope_theta": config.rope_theta, **(config.rope_scaling or {})}
        hf_config = transformers.Gemma3TextConfig(
            vocab_size=config.vocab_size, hidden_size=config.hidden_size,
            intermediate_size=config.intermediate_size, num_hidden_layers=config.num_hidden_layers,
            num_attention_heads=config.num_attention_heads, num_key_value_heads=config.num_key_value_heads,
            head_dim=config.head_dim, rms_norm_eps=config.rms_norm_eps, sliding_window=config.sliding_window,
            layer_types=config.layer_types, query_pre_attn_scalar=config.query_pre_attn_scalar,
            final_logit_softcapping=config.final_logit_softcapping, attn_implementation="eager",
            max_position_embeddings=config.max_position_embeddings, tie_word_embeddings=True,
            rope_parameters={"full_attention": full, "sliding_attention": {
                "rope_type": "default", "rope_theta": config.rope_local_base_freq}})
        with torch.device("meta"):
            hf = transformers.Gemma3ForCausalLM(hf_config)
    state = {}
    for name, w in weights.items():
        path = module_name(name, "gemma3")
        state[path] = w - 1 if path.endswith("norm.weight") else w
    state["lm_head.weight"] = state["model.embed_tokens.weight"]
    missing, unexpected = hf.load_state_dict(state, strict=False, assign=True)
    assert not unexpected and all("rotary" in m or "embed_scale" in m for m in missing), (missing, unexpected)
    hf.tie_weights()
    for name, module in list(hf.named_modules()):      # buffers left on meta: rebuild them
        if any(b.is_meta for b in module.buffers(recurse=False)):
            parent, _, leaf = name.rpartition(".")
            owner = hf.get_submodule(parent) if parent else hf
            if leaf == "rotary_emb":
                setattr(owner, leaf, type(module)(config=hf.config))
            else:                                          # the scaled embedding's sqrt(hidden)
                module.embed_scale = torch.tensor(module.scalar_embed_scale)
    return hf.float().eval()


def by_rows(measure, a, b, rows=32):
    """`measure` (a logit_quality function) over [T, V] logits taken `rows` positions at a
    time: the measures compute in float64, which for T x 262,144 logits is gigabytes at once.
    KL comes back per position; top-1 and the relative error are recombined exactly."""
    parts = [(a[i:i + rows], b[i:i + rows]) for i in range(0, len(a), rows)]
    if measure is kl_divergence:
        return torch.cat([kl_divergence(x, y) for x, y in parts])
    if measure is top1_agreement:
        return sum(top1_agreement(x, y) * len(x) for x, y in parts) / len(a)
    squares = [(relative_logit_error(x, y) * y.double().norm()) ** 2 for x, y in parts]
    return float(sum(squares) ** 0.5 / b.double().norm())


def run(model, ids) -> torch.Tensor:
    with torch.inference_mode():
        out = model(torch.tensor([ids]))
    return (out.logits if hasattr(out, "logits") else out)[0].float()


# ------------------------------------------------------------------ the real file

@pytest.fixture(scope="module")
def real():
    """(path, our exact float model, tokenizer, 546 ids, our logits [546, V])."""
    path = real_model_path("gemma3")
    model, tok = load_gguf(path, dtype=torch.float32, progress=False)
    ids = tok.encode(TEXT + "\n\n" + TEXT, add_special=True)
    assert len(ids) > model.config.sliding_window
    return path, model, tok, ids, run(model, ids)


def test_real_file_config(real):
    _, model, _, _, _ = real
    cfg = model.config
    assert model.windows == [512] * 5 + [None] + [512] * 5 + [None] + [512] * 5 + [None]
    assert (cfg.rope_theta, cfg.rope_local_base_freq, cfg.query_pre_attn_scalar) == (1e6, 1e4, 256)
    assert cfg.final_logit_softcapping is None and cfg.tie_word_embeddings
    assert model.load_report["fused_decode"] == "on"      # the fused step runs gemma3's layers


def test_special_and_chat_tokens_match_llama_cpp(real):
    """Plain text is covered by test_ch38_tokenizer; here Gemma's turn markers written in the
    text, and a whole rendered chat prompt, give llama.cpp's ids."""
    path, _, tok, _, _ = real
    llm = llama_cpp.Llama(str(path), vocab_only=True, verbose=False)
    chat = [{"role": "user", "content": "Hi! What is 2+2?"}, {"role": "assistant", "content": "4."},
            {"role": "user", "content": "And 3+3?"}]
    with pytest.warns(UserWarning, match="no chat template"):       # this base model's file has none
        rendered = tok.apply_chat_template(chat, add_generation_prompt=True)
    turns = ("<start_of_turn>user\nHi! What is 2+2?<end_of_turn>\n<start_of_turn>model\n4.<end_of_turn>\n"
             "<start_of_turn>user\nAnd 3+3?<end_of_turn>\n<start_of_turn>model\n")
    for text in (rendered, turns, "<bos>" + turns, "<start_of_image><eos> <pad>x<unk>"):
        for special in (False, True):
            theirs = llm.tokenize(text.encode(), add_bos=True, special=special)
            assert tok.encode(text, add_special=True, parse_special=special) == theirs, (text, special)
    ids = tok.encode(turns, add_special=False, parse_special=True)
    assert tok.vocab["<start_of_turn>"] in ids and tok.vocab["<end_of_turn>"] in tok.eos_ids


@pytest.fixture(scope="module")
def real_q8(real):
    """The same file as run.py gguf runs it: int8 activations like llama.cpp's CPU backend."""
    model, _ = load_gguf(real[0], dtype=torch.float32, progress=False, activations="q8")
    return model


def test_logits_against_llama_cpp_within_the_exact_reference(real, real_q8):
    """546 teacher-forced positions (34 past the window): ours equals the exact reference
    and agrees with llama.cpp as well as it does. run.py's int8 activations round like
    llama.cpp but from slightly different inputs, so that rounding is noise of llama.cpp's
    size, not a copy of it: q8 moves from the exact logits no further than llama.cpp does,
    and its KL to llama.cpp is at most the two gaps added (1.33x the exact path's here)."""
    path, model, _, ids, ours = real
    reader = model.gguf_reader
    hf = transformers_reference(model.config, {n: reader.tensor(n) for n in reader.tensors})
    ref = run(hf, ids)
    del hf
    err = by_rows(relative_logit_error, ours, ref)
    assert err <= 1e-3, f"relative logit error {err:.2e} against transformers"

    llm = _llama(path, n_ctx=576)
    theirs = llama_cpp_logits(llm, ids)
    llm.close()
    q8 = run(real_q8, ids)
    late = slice(model.config.sliding_window, None)                  # positions past the window
    kl = {name: by_rows(kl_divergence, theirs, x) for name, x in (("ours", ours), ("ref", ref), ("q8", q8))}
    top1 = {name: by_rows(top1_agreement, x, theirs) for name, x in (("ours", ours), ("ref", ref), ("q8", q8))}
    q8_gap, lc_gap = by_rows(relative_logit_error, q8, ref), by_rows(relative_logit_error, theirs, ref)
    q8_kl = by_rows(kl_divergence, ref, q8).mean()
    del theirs, ref, q8
    print(f"\ngemma3 270M: rel err vs transformers {err:.2e}; vs llama.cpp top-1 ours {top1['ours']:.3f} "
          f"/ q8 {top1['q8']:.3f} / reference {top1['ref']:.3f}; mean KL ours {kl['ours'].mean():.5f} / q8 "
          f"{kl['q8'].mean():.5f} / reference {kl['ref'].mean():.5f}; past the window KL ours "
          f"{kl['ours'][late].mean():.5f} / reference {kl['ref'][late].mean():.5f}; rel distance from "
          f"the exact logits: q8 {q8_gap:.3f}, llama.cpp {lc_gap:.3f}")
    assert top1["ours"] >= top1["ref"] - 0.01 and top1["q8"] >= top1["ref"] - 0.015
    assert kl["ours"].mean() <= 1.2 * kl["ref"].mean() + 1e-6
    assert kl["ours"][late].mean() <= 1.2 * kl["ref"][late].mean() + 1e-6
    assert q8_gap <= 1.2 * lc_gap
    assert kl["q8"].mean() <= kl["ref"].mean() + q8_kl + 1e-6


def test_cached_decode_past_the_window_equals_the_full_forward(real):
    """Prefill 505 tokens into the window cache, then decode one token at a time across
    the 512th, where the rings start to wrap: every step equals the uncached forward, and
    the sliding layers hold 512 positions while the global ones hold all."""
    _, model, _, ids, ours = real
    n, end = 505, 521
    cache = KVCache.for_model(model, n_slots=1, max_len=len(ids), dtype=torch.float32)
    assert isinstance(cache, WindowKVCache)
    assert sorted({k.shape[2] for k in cache.k}) == [512, len(ids)]
    with torch.inference_mode():
        got = [model(torch.tensor([ids[:n]]), cache=cache, last_only=True)[0]]
        got += [model(torch.tensor([ids[t:t + 1]]), cache=cache)[0] for t in range(n, end)]
    err = by_rows(relative_logit_error, torch.cat(got).float(), ours[n - 1:end])
    print(f"\ncached decode past the window vs uncached: {err:.1e}; cache {cache.nbytes / 2**20:.1f} MiB "
          f"(float32, {len(ids)} positions)")
    assert err < 1e-4


@pytest.mark.parametrize("mode", ["exact", "cli"])
def test_greedy_continuation_matches_llama_cpp(real, real_q8, mode):
    """Exact arithmetic, and run.py gguf's defaults (int8 activations, float16 window cache):
    llama.cpp's greedy text, up to its own near-ties."""
    from engine.serve.engine import Engine, SamplingParams
    path, model, tok, _, _ = real
    model = model if mode == "exact" else real_q8
    prompts = [tok.encode(p, add_special=True) for p in PROMPTS]
    cache = KVCache.for_model(model, len(prompts), 64, dtype=torch.float32 if mode == "exact" else torch.float16)
    engine = Engine(model, n_slots=len(prompts), max_len=64, eos_ids=(), cache=cache)
    with torch.inference_mode():
        done = engine.generate(prompts, SamplingParams(max_tokens=32))
    llm = _llama(path, n_ctx=64)
    for text, ids, request in zip(PROMPTS, prompts, done):
        theirs, gaps = llama_cpp_greedy(llm, ids, 32)
        ours = request.output
        if ours != theirs:
            k = next(i for i, (a, b) in enumerate(zip(ours, theirs)) if a != b)
            print(f"\ngemma3 {mode} {text!r}: diverges at token {k} (llama.cpp gap {gaps[k]:.3f})")
            assert gaps[k] < 0.5, (f"{text!r}: greedy tokens differ at {k} where llama.cpp's top-2 gap "
                                   f"is {gaps[k]:.3f}: ours {tok.decode(ours)!r} vs {tok.decode(theirs)!r}")
    llm.close()


# ------------------------------------------------------------------ llama.cpp's converter

WINDOW = 8
TINY = dict(vocab_size=512, hidden_size=256, intermediate_size=512, num_hidden_layers=6,
            num_attention_heads=4, num_key_value_heads=2, head_dim=64, rms_norm_eps=1e-6,
            max_position_embeddings=512, sliding_window=WINDOW,
            query_pre_attn_scalar=64,       # llama.cpp scales by 1/sqrt(head_dim) whatever the config says
            final_logit_softcapping=10.0, pad_token_id=0, eos_token_id=1, bos_token_id=2,
            rope_parameters={"full_attention": {"rope_type": "linear", "factor": 4.0, "rope_theta": 1e6},
                             "sliding_attention": {"rope_type": "default", "rope_theta": 10000.0}})
FTYPES = ["Q8_0", "Q4_K_M"]
N_TOKENS = 32
ROWS = []


_print_table = figure_table("file | rel vs reference | KL(lc||ours) | KL(lc||ref) | top-1 ours", ROWS)


def sentencepiece_model(texts) -> bytes:
    """A 512-piece SentencePiece BPE model with byte fallback, Gemma's special ids and its
    turn markers as control pieces."""
    spm = pytest.importorskip("sentencepiece")
    out = io.BytesIO()
    spm.SentencePieceTrainer.train(
        sentence_iterator=iter(texts), model_writer=out, vocab_size=512, model_type="bpe",
        byte_fallback=True, character_coverage=1.0, minloglevel=2,
        pad_id=0, eos_id=1, bos_id=2, unk_id=3, pad_piece="<pad>", eos_piece="<eos>", bos_piece="<bos>",
        control_symbols=["<start_of_turn>", "<end_of_turn>"])
    return out.getvalue()


@pytest.fixture(scope="module")
def tiny(tmp_path_factory, converter):  # noqa: F811
    """(the saved transformers model, its F32 GGUF file by llama.cpp's converter, ids, the
    checkpoint's folder)."""
    from engine.cli.demo import TRAINING_TEXT
    folder = tmp_path_factory.mktemp("gemma3-hf")
    (folder / "tokenizer.model").write_bytes(sentencepiece_model(TRAINING_TEXT * 4))
    hf = transformers.Gemma3ForCausalLM(transformers.Gemma3TextConfig(**TINY, attn_implementation="eager"))
    with torch.no_grad():
        init_random_(hf.float().eval(), seed=0, std=0.08)
    hf.save_pretrained(folder)
    path = convert(converter, folder, folder.parent / "gemma3-F32.gguf")
    tok = tokenizer_from_gguf(GGUFReader(path).metadata)
    ids = tok.encode(" ".join(TRAINING_TEXT[::-1]), add_special=True)[:N_TOKENS]
    assert len(ids) == N_TOKENS
    return hf, path, ids, folder


def llama_cpp_run(path, ids, **kwargs) -> torch.Tensor:
    from engine.evaluation import llama_cpp as oracle
    return oracle.logits(path, ids, n_ctx=2 * len(ids), **kwargs)


def test_converted_file_metadata_and_tokenizer(tiny):
    _, path, _, _ = tiny
    metadata = GGUFReader(path).metadata
    assert metadata["general.architecture"] == "gemma3"
    assert metadata["gemma3.attention.sliding_window"] == WINDOW
    assert metadata["gemma3.rope.scaling.type"] == "linear"
    model, tok = load_gguf(path, dtype=torch.float32, progress=False)
    assert model.windows == [WINDOW] * 5 + [None]
    assert model.config.rope_scaling == {"rope_type": "linear", "factor": 4.0}
    assert tok.kind == "SentencePiece" and not tok.add_space_prefix
    llm = llama_cpp.Llama(str(path), vocab_only=True, verbose=False)
    check_against_llama_cpp(tok, llm, lambda text: "\u2581" not in text)


@torch.no_grad()
def test_converted_f32_file_equals_transformers_and_llama_cpp(tiny):
    """Ours on the converted file against the saved model: a left-padded batch, and a
    right-padded batched prefill into cache slots followed by decode steps past the
    window. Against llama.cpp with a float32 K/V cache: the same logits up to its
    float16 GELU table."""
    hf, path, ids, _ = tiny
    model, _ = load_gguf(path, dtype=torch.float32, progress=False)
    batch_err, cached_err = transformers_errors(model, hf, ids)

    ours = run(model, ids)
    theirs = llama_cpp_run(path, ids, type_k=GGML_F32, type_v=GGML_F32)
    kl, top1 = kl_divergence(theirs, ours).mean().item(), top1_agreement(ours, theirs)
    ROWS.append(("F32", f"{max(batch_err, cached_err):.1e} (vs HF)", f"{kl:.2e}", "-", f"{top1:.3f}"))
    assert batch_err <= 1e-4, f"padded batch: relative error {batch_err:.2e} against transformers"
    assert cached_err <= 1e-4, f"cached prefill + decode: relative error {cached_err:.2e} against transformers"
    assert kl < 5e-6 and top1 >= 0.95, f"F32 file: KL(llama.cpp || ours) {kl:.2e}, top-1 {top1:.3f}"


@pytest.mark.parametrize("ftype", FTYPES)
def test_converted_and_quantized_file(tiny, ftype):
    hf, src, ids, _ = tiny
    path = src.with_name(f"gemma3-{ftype}.gguf")
    assert llama_cpp_quantize(src, path, ftype) == 0, f"llama.cpp's quantizer failed on {ftype}"
    theirs = llama_cpp_run(path, ids)
    model, _ = load_gguf(path, dtype=torch.float32, progress=False)
    assert not [n for n, m in model.named_modules() if isinstance(m, torch.nn.Linear)]
    ours = run(model, ids)
    reader = GGUFReader(path)
    weights = {name: gguf_py_decode(reader.raw(name).numpy().reshape(*shape[:-1], -1), type_name)
               for name, (shape, type_name, _) in reader.tensors.items()}
    ref = run(transformers_reference(None, weights, copy.deepcopy(hf)), ids)
    rel = relative_logit_error(ours, ref)
    kl_ours, kl_ref = kl_divergence(theirs, ours).mean().item(), kl_divergence(theirs, ref).mean().item()
    ROWS.append((ftype, f"{rel:.1e}", f"{kl_ours:.2e}", f"{kl_ref:.2e}", f"{top1_agreement(ours, theirs):.3f}"))
    assert rel <= 1e-3, f"{ftype}: relative logit error {rel:.2e} against transformers on gguf-py's weights"
    assert kl_ours <= 1.2 * kl_ref + 1e-6, f"{ftype}: KL(llama.cpp || ours) {kl_ours:.2e} vs reference {kl_ref:.2e}"


def test_our_export_of_the_checkpoint_equals_the_converters(tiny, tmp_path):
    """The checkpoint through load_hf and export_gguf (what `run.py gguf quantize DIR` does):
    the tensors and gemma3 metadata llama.cpp's converter wrote (the layer kinds written as
    one flag per layer), and llama.cpp computes the same logits from it."""
    from engine.models.hf import load_hf
    from engine.quantize.export import export_gguf
    _, converted, ids, folder = tiny
    theirs = GGUFReader(converted)
    path = export_gguf(load_hf(folder), tokenizer_from_gguf(theirs.metadata), tmp_path / "ours.gguf", "F32")
    ours = GGUFReader(path)
    assert set(ours.tensors) == set(theirs.tensors)
    for name in theirs.tensors:
        assert torch.equal(ours.tensor(name), theirs.tensor(name)), name
    keys = ["block_count", "attention.sliding_window", "rope.freq_base", "rope.freq_base_swa",
            "rope.scaling.type", "rope.scaling.factor", "final_logit_softcapping", "attention.key_length"]
    for key in keys:
        assert ours.metadata[f"gemma3.{key}"] == pytest.approx(theirs.metadata[f"gemma3.{key}"]), key
    assert list(ours.metadata["gemma3.attention.sliding_window_pattern"]) == [True] * 5 + [False]
    kl = kl_divergence(llama_cpp_run(converted, ids, type_k=GGML_F32, type_v=GGML_F32),
                       llama_cpp_run(path, ids, type_k=GGML_F32, type_v=GGML_F32)).mean().item()
    assert kl < 1e-9, f"llama.cpp's logits on our export differ from those on the converter's (KL {kl:.2e})"
