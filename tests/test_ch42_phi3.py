"""Chapter 42: Phi-3 (fused qkv and gate-up weights, partial rotary, LongRoPE, a sliding
window) against transformers' Phi3ForCausalLM and llama.cpp.

A tiny random Phi3ForCausalLM (hidden 256, 3 layers, 4 query heads and 2 key/value heads of 64
dims of which 48 rotate, LongRoPE short and long factors with a pretraining context of 256 and
1024 positions) is saved with a SentencePiece tokenizer trained here (Phi-3's converter reads a
tokenizer.model; `sentencepiece_model` of test_ch38_gemma3), turned into an F32 GGUF file by
llama.cpp's `convert_hf_to_gguf.py` (architecture "phi3": one attn_qkv and one ffn_up [2 I, D]
per layer, rope_factors_short/long tensors, rope.scaling.attn_factor) and quantized to Q8_0 and
Q4_K_M by its quantizer. Then:

1. The file's tokenizer gives llama.cpp's ids (also for a file named "phi3", whose special
   tokens llama.cpp makes swallow the whitespace after them); the config and the rows each
   layer takes from the fused tensors come out right.
2. F32: ours equals transformers to 1e-4 relative (a prefill, a left-padded batch, cached
   prefill + decode in slots) with the short factors (a context of 256), and with the long ones
   (a context of 512, 300 tokens: transformers switches past 256 positions); llama.cpp agrees
   on both (KL <= 1e-5, its context 64 and 512); the two factor sets give different logits,
   so both matter. Greedy tokens of ours are llama.cpp's greedy tokens, and the same text.
3. Q8_0 and Q4_K_M: ours equals transformers holding gguf-py's decoded weights and agrees with
   llama.cpp as well as that exact reference does; with int8 activations (run.py's default)
   within the reference's distance plus the activations' own.
4. Decode steps run fused (partial rotary and the LongRoPE table are the step's, also after a
   context switch) and equal the layer-by-layer forward; `LLM.load`'s ctx_size picks the
   factors; split over two ranks (`--tp 2`), greedy tokens are one process's; `export_gguf`
   writes the fused tensors back and llama.cpp runs the file.
5. A second checkpoint with an 8-position sliding window on every layer and full rotary,
   converted too: ours equals transformers past the window (llama.cpp 0.3.36 ignores Phi-3's
   window, so it is not the oracle there), through the file and through `load_hf`, and the
   fused step equals the layer-by-layer forward over the window's ring.
Run with `-s` for the figures.
"""
import copy

import pytest
import torch

from conftest import fused_decode_errors, llama_cpp_oracle, transformers_errors  # noqa: E402

llama_cpp = llama_cpp_oracle()      # llama_cpp in its worker process; skips where not installed
transformers = pytest.importorskip("transformers", reason="transformers is not installed")
gguf = pytest.importorskip("gguf", reason="gguf-py is not installed")

from conftest import figure_table  # noqa: E402
from engine.evaluation import llama_cpp as oracle  # noqa: E402
from engine.evaluation.logit_quality import kl_divergence, relative_logit_error, top1_agreement  # noqa: E402
from engine.gguf.config import module_name  # noqa: E402
from engine.gguf.load import load_gguf  # noqa: E402
from engine.gguf.reader import GGUFReader  # noqa: E402
from engine.gguf.tokenizer import tokenizer_from_gguf  # noqa: E402
from engine.layers import init_random_  # noqa: E402
from engine.models.hf import load_hf  # noqa: E402
from engine.serve.kv_cache import KVCache  # noqa: E402
from test_ch38_gemma3 import run, sentencepiece_model  # noqa: E402
from test_ch38_llama_cpp_archs import llama_cpp_quantized  # noqa: E402
from test_ch38_llama_cpp_convert import convert, converter, gguf_py_decode  # noqa: E402,F401
from test_ch38_tokenizer import check_against_llama_cpp  # noqa: E402

torch.set_num_threads(2)

ORIGINAL, HALF = 256, 24             # LongRoPE's pretraining context; rotary dims / 2 (48 of 64)
_gen = torch.Generator().manual_seed(5)
SHORT, LONG = (1 + torch.rand(HALF, generator=_gen)).tolist(), (1 + 6 * torch.rand(HALF, generator=_gen)).tolist()
TINY = dict(vocab_size=512, hidden_size=256, intermediate_size=512, num_hidden_layers=3,
            num_attention_heads=4, num_key_value_heads=2, rms_norm_eps=1e-5, max_position_embeddings=1024,
            original_max_position_embeddings=ORIGINAL, tie_word_embeddings=False,
            rope_parameters={"rope_type": "longrope", "rope_theta": 10000.0, "partial_rotary_factor": 0.75,
                             "short_factor": SHORT, "long_factor": LONG,
                             "original_max_position_embeddings": ORIGINAL},
            pad_token_id=0, eos_token_id=1, bos_token_id=2)
WINDOW = 8
WINDOWED = dict(TINY, sliding_window=WINDOW, bos_token_id=1, eos_token_id=2,
                rope_parameters={"rope_type": "default", "rope_theta": 10000.0})
N_TOKENS = 32
ROWS = []

_print_table = figure_table("phi3 tiny | figure", ROWS)


def phi3_sentencepiece(texts) -> bytes:
    """A 512-piece SentencePiece BPE model with byte fallback and Phi-3's special pieces
    (<unk> 0, <s> 1, </s> 2, its chat markers as control pieces)."""
    import io
    spm = pytest.importorskip("sentencepiece")
    out = io.BytesIO()
    spm.SentencePieceTrainer.train(
        sentence_iterator=iter(texts), model_writer=out, vocab_size=512, model_type="bpe",
        byte_fallback=True, character_coverage=1.0, minloglevel=2, unk_id=0, bos_id=1, eos_id=2, pad_id=-1,
        control_symbols=["<|endoftext|>", "<|system|>", "<|user|>", "<|assistant|>", "<|end|>"])
    return out.getvalue()


def checkpoint(folder, fields, converter, tokenizer_model=sentencepiece_model, model_cls=None,  # noqa: F811
               config_cls=None, prepare=None):
    """(the transformers model of `fields` (`model_cls` of `config_cls`, Phi-3's by default;
    `prepare(model)` may change its random weights), its F32 GGUF file by llama.cpp's
    converter, ids). The folder's name becomes the file's general.name: where it says "phi3",
    llama.cpp makes special tokens right-stripping and looks up Phi-3's own (`</s>` ...), which
    the tokenizer (`tokenizer_model`, a SentencePiece model's bytes) must then have."""
    from engine.cli.demo import TRAINING_TEXT
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "tokenizer.model").write_bytes(tokenizer_model(TRAINING_TEXT * 4))
    model_cls, config_cls = model_cls or transformers.Phi3ForCausalLM, config_cls or transformers.Phi3Config
    hf = model_cls(config_cls(**fields, attn_implementation="eager"))
    with torch.no_grad():
        init_random_(hf.float().eval(), seed=0, std=0.08)
        if prepare is not None:
            prepare(hf)
    hf.save_pretrained(folder)
    path = convert(converter, folder, folder.parent / f"{folder.name}-F32.gguf")
    tok = tokenizer_from_gguf(GGUFReader(path).metadata)
    ids = tok.encode(" ".join(TRAINING_TEXT[::-1]), add_special=True)[:N_TOKENS]
    assert len(ids) == N_TOKENS
    return hf, path, ids


@pytest.fixture(scope="module")
def tiny(tmp_path_factory, converter):  # noqa: F811
    return checkpoint(tmp_path_factory.mktemp("phi3") / "little", TINY, converter)


@pytest.fixture(scope="module")
def windowed(tmp_path_factory, converter):  # noqa: F811
    """Named "phi3-window" (llama.cpp's Phi-3 token rule applies) with Phi-3's special pieces."""
    return checkpoint(tmp_path_factory.mktemp("phi3w") / "phi3-window", WINDOWED, converter, phi3_sentencepiece)


def load(path, context=ORIGINAL, **kwargs):
    """Our model of `path` set for a context of `context` positions (LongRoPE picks by it)."""
    model, _ = load_gguf(path, dtype=torch.float32, progress=False, **kwargs)
    model.set_context_length(context)
    return model


def llama_cpp_logits(path, ids, n_ctx=2 * N_TOKENS):
    return oracle.logits(path, ids, n_ctx=n_ctx)


def test_converted_file_config_and_tokenizer(tiny):
    hf, path, _ = tiny
    reader = GGUFReader(path)
    meta = reader.metadata
    assert meta["general.architecture"] == "phi3" and meta["phi3.rope.dimension_count"] == 48
    assert {"blk.0.attn_qkv.weight", "blk.0.ffn_up.weight", "rope_factors_long.weight"} <= set(reader.tensors)
    assert "blk.0.attn_q.weight" not in reader.tensors and "blk.0.ffn_gate.weight" not in reader.tensors
    model = load(path)
    cfg = model.config
    assert (cfg.model_type, cfg.rotary_dim, cfg.original_max_position_embeddings) == ("phi3", 48, ORIGINAL)
    assert cfg.sliding_window is None and model.windows == [None] * 3       # the file says 0: none
    assert abs(model.rope_scale - hf.model.rotary_emb.attention_scaling) < 1e-6
    assert torch.allclose(model.rope_factors["long"], torch.tensor(LONG)) and model.inv_freq.numel() == HALF
    attn, mlp = model.model.layers[0].self_attn, model.model.layers[0].mlp
    assert [m.out_features for m in (attn.q_proj, attn.k_proj, attn.v_proj)] == [256, 128, 128]
    assert mlp.gate_proj.out_features == mlp.up_proj.out_features == 512
    assert model.load_report["fused_decode"] == "on", model.load_report["fused_decode"]
    llm = llama_cpp.Llama(str(path), vocab_only=True, verbose=False)
    check_against_llama_cpp(tokenizer_from_gguf(meta), llm, lambda text: "\u2581" not in text)


@torch.no_grad()
def test_f32_file_equals_transformers_and_llama_cpp(tiny):
    """Short factors (32 tokens; llama.cpp's context, rounded up to 256, does not pass the
    pretraining context): a prefill, a left-padded batch and cached decode in slots. Long
    factors (a context of 512): 300 tokens, where transformers switches to them too."""
    hf, path, ids = tiny
    model = load(path, context=ORIGINAL)
    want = run(hf, ids)
    err = relative_logit_error(run(model, ids), want)
    batch_err, cached_err = transformers_errors(model, hf, ids)
    theirs = llama_cpp_logits(path, ids, n_ctx=64)
    kl, top1 = kl_divergence(theirs, run(model, ids)).mean().item(), top1_agreement(theirs, want)
    long_model, many = load(path, context=2 * ORIGINAL), (ids * 10)[:300]
    long_err = relative_logit_error(run(long_model, many), run(hf, many))
    long_kl = kl_divergence(llama_cpp_logits(path, many, n_ctx=2 * ORIGINAL), run(long_model, many)).mean().item()
    moved = relative_logit_error(run(long_model, ids), run(model, ids))
    ROWS.append(("F32 short: prefill / padded batch / cached rel vs transformers",
                 f"{err:.1e} / {batch_err:.1e} / {cached_err:.1e}"))
    ROWS.append(("F32 short: KL(llama.cpp || ours), top-1", f"{kl:.1e}, {top1:.3f}"))
    ROWS.append(("F32 long (300 tokens): rel vs transformers, KL(llama.cpp || ours)", f"{long_err:.1e}, {long_kl:.1e}"))
    ROWS.append(("F32: long vs short factors on 32 tokens, rel", f"{moved:.1e}"))
    assert max(err, batch_err, cached_err, long_err) <= 1e-4, (err, batch_err, cached_err, long_err)
    assert kl <= 1e-5 and long_kl <= 1e-5 and top1 >= 0.95, (kl, long_kl, top1)
    assert moved > 1e-2, f"the long and short factors give the same logits ({moved:.1e}): the test cannot tell"


@torch.no_grad()
def test_greedy_tokens_and_text_are_llama_cpp(tiny):
    """12 greedy tokens through the cache; llama.cpp's logits over prompt + those tokens pick
    each of them (its greedy run would write the same), and the text is its detokenization."""
    _, path, ids = tiny
    model, tok = load_gguf(path, dtype=torch.float32, progress=False)
    model.set_context_length(ORIGINAL)
    prompt, out = ids[:10], []
    cache = KVCache.for_model(model, n_slots=1, max_len=64, dtype=torch.float32)
    logits = model(torch.tensor([prompt]), cache=cache, last_only=True)
    for _ in range(12):
        out.append(int(logits[0, -1].argmax()))
        logits = model(torch.tensor([[out[-1]]]), cache=cache)
    theirs = llama_cpp_logits(path, prompt + out)
    assert theirs[len(prompt) - 1:-1].argmax(-1).tolist() == out
    llm = llama_cpp.Llama(str(path), vocab_only=True, verbose=False)
    text = tok.decode(out)
    assert text == oracle.detokenize(llm, out)
    ROWS.append(("greedy 12 tokens: ours == llama.cpp's", repr(text[:40])))


CHAT = ("<|user|>\n  Hello there<|end|>\n<|assistant|>\n Fine. <|end|>\t\n<|endoftext|>  x</s> y",
        "<|system|> \n\nBe brief.<|end|>\n<|user|>\nHi<|end|>\n<|assistant|>\n")


def test_a_phi3_named_file_tokenizes_as_llama_cpp(windowed):
    """llama.cpp makes a Phi-3's special tokens swallow the whitespace after them (by the
    file's name: "Phi3 Window" here), <unk>, <s> and <|endoftext|> excepted; ours too, on chat
    text and on the shared corpus (test_ch38_tokenizer)."""
    _, path, _ = windowed
    meta = GGUFReader(path).metadata
    assert "phi3" in meta["general.name"].lower()
    tok = tokenizer_from_gguf(meta)
    plain = tokenizer_from_gguf({**meta, "general.name": "little"})
    assert tok.vocab["<|user|>"] in tok.rstrip and tok.vocab["<|endoftext|>"] not in tok.rstrip
    llm = llama_cpp.Llama(str(path), vocab_only=True, verbose=False)
    for text in CHAT:
        want = llm.tokenize(text.encode(), add_bos=False, special=True)
        assert tok.encode(text, add_special=False, parse_special=True) == want, text
        assert plain.encode(text, add_special=False, parse_special=True) != want, text   # the rule matters
    check_against_llama_cpp(tok, llm, lambda text: "\u2581" not in text)


def transformers_holding(hf, path):
    """A copy of `hf` whose weights are the quantized file's, decoded by gguf-py (attn_qkv and
    ffn_up are transformers' fused qkv_proj and gate_up_proj as they are)."""
    ref = copy.deepcopy(hf)
    state = ref.state_dict()
    fused = {"attn_qkv": "self_attn.qkv_proj", "ffn_up": "mlp.gate_up_proj"}
    for name, (shape, type_name, _) in GGUFReader(path).tensors.items():
        if name.startswith("rope_factors_"):
            continue
        w = torch.as_tensor(gguf_py_decode(GGUFReader(path).raw(name).numpy().reshape(*shape[:-1], -1),
                                           type_name)).float()
        parts = name.split(".")
        target = (f"model.layers.{parts[1]}.{fused[parts[2]]}.weight" if parts[0] == "blk" and parts[2] in fused
                  else module_name(name, "phi3"))
        state[target].copy_(w.reshape(state[target].shape))
    return ref


@pytest.mark.parametrize("ftype", ["Q8_0", "Q4_K_M"])
@torch.no_grad()
def test_quantized_file_against_llama_cpp(ftype, tiny):
    hf, src, ids = tiny
    path = llama_cpp_quantized(src, ftype)
    types = {t for _, t, _ in GGUFReader(path).tensors.values()}
    assert ({"Q4_K", "Q6_K"} if ftype == "Q4_K_M" else {"Q8_0"}) <= types, types
    model = load(path)
    assert not [n for n, m in model.named_modules() if isinstance(m, torch.nn.Linear)]
    mine = run(model, ids)
    q8 = run(load(path, activations="q8"), ids)          # run.py's arithmetic
    ref = run(transformers_holding(hf, path), ids)
    theirs = llama_cpp_logits(path, ids)
    rel = relative_logit_error(mine, ref)
    kl_ours, kl_ref = kl_divergence(theirs, mine).mean().item(), kl_divergence(theirs, ref).mean().item()
    kl_q8, q8_noise = kl_divergence(theirs, q8).mean().item(), kl_divergence(ref, q8).mean().item()
    ROWS.append((f"{ftype} rel vs transformers(gguf-py weights)", f"{rel:.1e}"))
    ROWS.append((f"{ftype} KL(llama.cpp || ours) / (|| reference) / (|| ours, q8 activations)",
                 f"{kl_ours:.2e} / {kl_ref:.2e} / {kl_q8:.2e}"))
    assert rel <= 1e-4, f"{ftype}: relative logit error {rel:.2e} against the exact reference"
    assert kl_ours <= 1.2 * kl_ref + 1e-6, f"{ftype}: KL(llama.cpp || ours) {kl_ours:.2e} vs reference {kl_ref:.2e}"
    assert kl_q8 <= kl_ref + q8_noise + 1e-6, f"{ftype}: q8 KL(llama.cpp || ours) {kl_q8:.2e}"


@pytest.mark.parametrize("ftype", ["F32", "Q8_0"])
@torch.no_grad()
def test_fused_decode_equals_the_layer_by_layer_forward(ftype, tiny):
    """With the short factors, then (the step already built) switched to the long ones: the
    step reads the model's table, which `set_context_length` changes in place."""
    _, src, ids = tiny
    model = load(src if ftype == "F32" else llama_cpp_quantized(src, "Q8_0"), activations="float")
    assert model.load_report["fused_decode"] == "on", model.load_report["fused_decode"]
    for context in (ORIGINAL, 2 * ORIGINAL):
        model.set_context_length(context)
        err, same = fused_decode_errors(model, ids)
        ROWS.append((f"{ftype} fused decode rel vs layer by layer, context {context}", f"{err:.1e}"))
        assert err < 1e-5 and same, (context, err)


def test_served_context_picks_the_factors(tiny):
    """`LLM` (run.py serve, chat) tells the model its context: past 256, the long factors."""
    from engine.serve.llm import LLM
    _, path, _ = tiny
    for ctx, kind in ((ORIGINAL, "short"), (2 * ORIGINAL, "long")):
        llm = LLM.load(str(path), ctx_size=ctx, activations="float", parallel=1)
        model = llm.model
        assert torch.equal(model.inv_freq, model._base_inv_freq / model.rope_factors[kind]), (ctx, kind)


@torch.no_grad()
def test_sliding_window_equals_transformers(windowed):
    hf, path, ids = windowed
    assert GGUFReader(path).metadata["phi3.attention.sliding_window"] == WINDOW
    model = load(path)
    assert model.windows == [WINDOW] * 3 and model.config.rotary_dim == 64 and model.rope_scale == 1.0
    batch_err, cached_err = transformers_errors(model, hf, ids)
    full = relative_logit_error(run(model, ids), run(hf, ids))
    folder = path.with_name(path.name.replace("-F32.gguf", ""))
    from_hf = relative_logit_error(run(load_hf(folder), ids), run(hf, ids))
    err, same = fused_decode_errors(model, ids)
    ROWS.append(("window 8: prefill / padded batch / cached / load_hf rel vs transformers",
                 f"{full:.1e} / {batch_err:.1e} / {cached_err:.1e} / {from_hf:.1e}"))
    ROWS.append(("window 8: fused decode rel vs layer by layer", f"{err:.1e}"))
    assert max(full, batch_err, cached_err, from_hf) <= 1e-4, (full, batch_err, cached_err, from_hf)
    assert err < 1e-5 and same, err
    model.model.layers[0].self_attn.window = None          # the window matters: without it, other logits
    try:
        assert relative_logit_error(run(model, ids), run(hf, ids)) > 1e-3
    finally:
        model.model.layers[0].self_attn.window = WINDOW


@torch.no_grad()
def test_export_writes_fused_tensors_llama_cpp_runs(tmp_path):
    """An engine Phi-3 (half of each head rotating, LongRoPE factors) exported by
    `export_gguf`: q/k/v and gate/up go out fused as attn_qkv and ffn_up, the factors and
    the attention factor beside them; it loads back to the same logits, and llama.cpp's on
    the file are ours with the long factors (its context, rounded up to 256, passes 64)."""
    from engine.cli.demo import TRAINING_TEXT
    from engine.gguf.tokenizer import train_bpe
    from engine.models import build_model
    from engine.models.tiny import tiny_config
    from engine.quantize.export import export_gguf
    tok = train_bpe(TRAINING_TEXT, vocab_size=320, pre="qwen2")
    cfg = tiny_config("phi3", vocab_size=tok.vocab_size, hidden_size=256, intermediate_size=512, head_dim=64,
                      short_factor=[1 + i / 16 for i in range(16)], long_factor=[2.0 + i for i in range(16)])
    model = init_random_(build_model(cfg), seed=1, std=0.08).float().eval()
    path = tmp_path / "phi3.gguf"
    export_gguf(model, tok, path, "F32")
    reader = GGUFReader(path)
    assert reader.tensors["blk.0.attn_qkv.weight"][0] == [256 + 2 * 128, 256]
    assert reader.tensors["blk.1.ffn_up.weight"][0] == [1024, 256] and "blk.0.attn_q.weight" not in reader.tensors
    assert reader.metadata["phi3.rope.dimension_count"] == 32
    assert abs(reader.metadata["phi3.rope.scaling.attn_factor"] - model.rope_scale) < 1e-6
    ids = list(range(5, 37))
    again = load(path, context=64)
    assert relative_logit_error(run(again, ids), run(model, ids)) <= 1e-5
    model.set_context_length(256)
    kl = kl_divergence(llama_cpp_logits(path, ids), run(model, ids)).mean().item()
    ROWS.append(("exported file: KL(llama.cpp || ours, long factors)", f"{kl:.1e}"))
    assert kl <= 1e-5, kl


# ------------------------------------------------------------------ split over two ranks
def test_split_over_two_ranks_generates_what_one_process_does(tiny, tmp_path):
    """`--tp 2` (engine/parallel/): each rank takes its heads' rows of q, k and v and its share
    of gate and up out of the fused attn_qkv and ffn_up. Greedy tokens of two prompts batched
    with padding equal one process's on the F32 file and the Q4_K_M one (whose o_proj blocks of
    256 do not fall on the 128-wide head groups: gathered)."""
    from test_ch31_tensor_parallel import run_split
    _, src, ids = tiny
    files = (src, llama_cpp_quantized(src, "Q4_K_M"))
    jobs = [{"path": str(p), "activations": "float", "prompts": [ids[:12], ids[12:17]], "max_tokens": 24}
            for p in files]
    for job, (result, logits) in zip(jobs, run_split(jobs, tmp_path)):
        assert result["tokens_tp"] == result["tokens_alone"], job["path"]
        err = ((logits["tp"] - logits["alone"]).norm() / logits["alone"].norm()).item()
        ROWS.append((f"--tp 2 {job['path'].rsplit('-', 1)[-1]}: rel vs one process", f"{err:.1e}"))
        assert err < 1e-4, (job["path"], err)
        notes = result["ranks"][0]["report"]["notes"]
        assert ("gathered" in " ".join(notes)) == ("Q4_K_M" in job["path"]), notes
