"""Chapter 42: Gemma 4 (text) against transformers' Gemma4ForCausalLM and llama.cpp.

The tiny model has 7 layers (5 sliding with a window of 8, then 2 global: transformers makes
the last layer global), sliding heads of 64 dims with 2 key/value heads, global heads of 128
dims with one key/value head whose values are its keys' projection (attention_k_eq_v), a
quarter of the global heads' frequency pairs turning (proportional rope), per-layer inputs of
64 dims, a random output scale per layer and a final logit soft-cap: every piece Gemma 4 adds
over Gemma 3 changes the logits. It is saved with a byte-fallback BPE tokenizer.json made
here from test_ch38_gemma3's SentencePiece model (the Gemma 4 converter reads tokenizer.json),
turned into an F32 GGUF file by llama.cpp's converter and quantized to Q8_0 and Q4_K_M by its
quantizer. Then:

1. The config: the file's and transformers' give the same model; the configs of
   bidirectional attention and the multimodal checkpoint are refused by name.
2. Ours holding transformers' weights equals it to 1e-4 relative (a prefill, a left-padded
   batch, cached prefill + decode in slots past the window), for this config and one
   without k_eq_v and per-layer inputs; the cache keeps each layer kind's own head shape.
3. F32 file: equal to transformers and to llama.cpp (KL <= 1e-5; closer with llama.cpp's
   float16 GELU table).
4. Q8_0 and Q4_K_M: ours equals transformers holding gguf-py's decoded weights and agrees
   with llama.cpp as well as that exact reference does.
5. The fused decode step runs the files (per-layer inputs, value norms, layer scales, heads
   of two widths: step_gemma4.py): greedy tokens and logits of its steps equal the layers'
   (F32, Q8_0, Q4_K_M; float and int8 activations), batched slots, one refilled from 0;
   tensor parallelism splits each layer kind by its own heads.
6. A saved checkpoint through load_hf gives transformers' logits.
7. Shared key/values (E2B/E4B: 9 layers, the last 3 reading layers 4 and 5's keys/values,
   their MLPs twice as wide) and the MoE block (26B-A4B: 4 experts, 2 a token, beside each
   MLP), each equal to transformers; the shared layers keep no cache (6 layers' bytes a
   position, as llama-server reports them where it is built), and chunks and a checkpoint
   through the rings give one pass's logits. A file holding both, converted by llama.cpp:
   equal to transformers (prefill, padded batch, cached decode past the window) and to
   llama.cpp (KL <= 1e-5); its Q8_0 and Q4_K_M held to the suite's bound (quantized_checks).
   The fused step runs it (the shared layers' queries over their sources' caches, the MoE
   block's router and per-expert scales): its greedy steps are the layers'.
8. Split over two ranks (`--tp 2`), greedy tokens of two prompts batched with padding equal
   one process's over 64 tokens on the F32, Q8_0 and Q4_K_M files and the file of both; the
   fused decode step runs on both ranks, its last logits within 1e-4 of one process's.
Run with `-s` for the figures.
"""
import copy

import pytest
import torch

from conftest import decode_in_slots, llama_cpp_oracle, transformers_errors  # noqa: E402

llama_cpp = llama_cpp_oracle()      # llama_cpp in its worker process; skips where not installed
transformers = pytest.importorskip("transformers", reason="transformers is not installed")
gguf = pytest.importorskip("gguf", reason="gguf-py is not installed")

from conftest import figure_table  # noqa: E402
from engine.evaluation import llama_cpp as oracle  # noqa: E402
from engine.evaluation.logit_quality import kl_divergence, relative_logit_error, top1_agreement  # noqa: E402
from engine.gguf.config import module_name  # noqa: E402
from engine.gguf.load import load_gguf, model_config  # noqa: E402
from engine.gguf.reader import GGUFReader  # noqa: E402
from engine.layers import init_random_, materialize  # noqa: E402
from engine.models import build_model  # noqa: E402
from engine.serve.kv_cache import KVCache  # noqa: E402
from engine.serve.layer_shapes_cache import LayerShapesKVCache  # noqa: E402
from test_ch38_gemma3 import run, sentencepiece_model  # noqa: E402
from test_ch38_llama_cpp_archs import llama_cpp_quantized  # noqa: E402
from test_ch38_llama_cpp_convert import convert, converter, gguf_py_decode  # noqa: E402,F401

torch.set_num_threads(2)

WINDOW = 8
GGML_F32 = 0              # llama.cpp's cache type ids: its keys and values kept as ours
TINY = dict(vocab_size=512, hidden_size=256, intermediate_size=512, num_hidden_layers=7,
            num_attention_heads=4, num_key_value_heads=2, head_dim=64, global_head_dim=128,
            num_global_key_value_heads=1, attention_k_eq_v=True, rms_norm_eps=1e-6,
            max_position_embeddings=512, sliding_window=WINDOW, hidden_size_per_layer_input=64,
            vocab_size_per_layer_input=512, final_logit_softcapping=30.0,
            pad_token_id=0, eos_token_id=1, bos_token_id=2)
PLAIN = dict(TINY, attention_k_eq_v=False, hidden_size_per_layer_input=0, global_head_dim=64,
             num_global_key_value_heads=None)
N_TOKENS = 32
ROWS = []

_print_table = figure_table("gemma4 tiny | figure", ROWS)


def write_tokenizer_json(folder):
    """tokenizer.json (+ tokenizer_config.json) of a byte-fallback BPE over the pieces of
    test_ch38_gemma3's SentencePiece model: each piece's merge is its split into two pieces,
    in the order of the pieces' ids (their scores' order), as transformers' Gemma converter
    extracts them; control pieces are special added tokens."""
    import sentencepiece as spm
    from tokenizers import AddedToken, Tokenizer, decoders, models, normalizers

    from engine.cli.demo import TRAINING_TEXT
    sp = spm.SentencePieceProcessor(model_proto=sentencepiece_model(TRAINING_TEXT * 4))
    pieces = [sp.id_to_piece(i) for i in range(sp.get_piece_size())]
    vocab = {p: i for i, p in enumerate(pieces)}
    special = [i for i in range(len(pieces)) if sp.is_control(i) or sp.is_unknown(i)]
    merges = sorted(((p[:k], p[k:]) for i, p in enumerate(pieces) if i not in special and not sp.is_byte(i)
                     for k in range(1, len(p)) if p[:k] in vocab and p[k:] in vocab),
                    key=lambda m: vocab[m[0] + m[1]])
    tk = Tokenizer(models.BPE(vocab=vocab, merges=merges, unk_token="<unk>", byte_fallback=True, fuse_unk=True))
    tk.normalizer = normalizers.Replace(" ", "\u2581")
    tk.decoder = decoders.Sequence([decoders.Replace("\u2581", " "), decoders.ByteFallback(), decoders.Fuse()])
    tk.add_special_tokens([AddedToken(pieces[i], special=True, normalized=False) for i in special])
    transformers.PreTrainedTokenizerFast(tokenizer_object=tk, bos_token="<bos>", eos_token="<eos>",
                                         pad_token="<pad>", unk_token="<unk>").save_pretrained(folder)


def hf_model(fields=TINY, seed=0):
    hf = transformers.Gemma4ForCausalLM(transformers.Gemma4TextConfig(**fields, attn_implementation="eager"))
    with torch.no_grad():
        init_random_(hf.float().eval(), seed=seed, std=0.05)
        gen = torch.Generator().manual_seed(seed)
        for layer in hf.model.layers:           # a buffer init_random_ leaves at 1
            layer.layer_scalar.copy_(0.5 + torch.rand(1, generator=gen))
            # Gemma 4 leaves scores unscaled: unit-norm heads of 64 dims would give scores of
            # std 8, a softmax so sharp that float32 rounding alone moves the logits 1e-4
            layer.self_attn.q_norm.weight.mul_(0.3)
            if fields.get("enable_moe_block"):  # decisive routes (scores of std ~1) and real scales
                layer.router.proj.weight.mul_(20)
                layer.router.scale.copy_(1 + 0.1 * torch.randn(layer.router.scale.shape, generator=gen))
                layer.router.per_expert_scale.copy_(0.5 + torch.rand(layer.router.per_expert_scale.shape,
                                                                     generator=gen))
    return hf


def ours_from(hf):
    with torch.device("meta"):
        model = build_model(hf.config.to_dict())
    materialize(model)
    missing, unexpected = model.load_state_dict(type(model).hf_state_dict(hf.state_dict()), strict=False)
    assert not missing and not unexpected, (missing, unexpected)
    model.lm_head.weight = model.model.embed_tokens.weight
    return model.eval()


@pytest.fixture(scope="module")
def tiny(tmp_path_factory, converter):  # noqa: F811
    """(the transformers model, its F32 GGUF file by llama.cpp's converter, ids)."""
    folder = tmp_path_factory.mktemp("gemma4") / "little"
    folder.mkdir()
    write_tokenizer_json(folder)
    hf = hf_model()
    hf.save_pretrained(folder)
    path = convert(converter, folder, folder.parent / "gemma4-F32.gguf")
    return hf, path, prompt_ids()


def prompt_ids() -> list[int]:
    """The prompt the files are run on: <bos> and N_TOKENS - 1 random tokens."""
    ids = torch.randint(3, 512, (N_TOKENS,), generator=torch.Generator().manual_seed(1)).tolist()
    return [2] + ids[1:]


def load(path, **kwargs):
    model, _ = load_gguf(path, dtype=torch.float32, progress=False, **kwargs)
    return model


def test_config_and_refusals():
    hf = hf_model()
    ours = ours_from(hf)
    cfg = ours.config
    assert cfg.model_type == "gemma4" and cfg.layer_types == hf.config.layer_types
    assert ours.windows == [WINDOW] * 5 + [None, None]
    assert (cfg.global_head_dim, cfg.num_global_key_value_heads, cfg.partial_rotary_factor) == (128, 1, 0.25)
    assert ours.kv_shapes == [(2, 64)] * 5 + [(1, 128)] * 2
    assert ours.model.layers[5].self_attn.v_proj is None and ours.model.layers[0].self_attn.v_proj is not None
    assert torch.equal(ours.inv_freq[16:], torch.zeros(48)) and (ours.inv_freq[:16] > 0).all()
    base = hf.config.to_dict()
    for change, words in ((dict(num_kv_shared_layers=7), "num_kv_shared_layers=7 must leave an earlier layer"),
                          (dict(enable_moe_block=True), "enable_moe_block needs num_experts"),
                          (dict(use_bidirectional_attention="all"), "bidirectional")):
        with pytest.raises(ValueError, match=words):
            build_model({**base, **change})
    with pytest.raises(ValueError, match="multimodal.*vision and audio"):
        build_model({"model_type": "gemma4", "text_config": base, "vision_config": {}})


@pytest.mark.parametrize("fields", [TINY, PLAIN], ids=["k_eq_v+per_layer", "plain"])
@torch.no_grad()
def test_matches_transformers_batch_and_cached_past_the_window(fields):
    hf = hf_model(fields, seed=3)
    ours = ours_from(hf)
    ids = torch.randint(0, 512, (40,), generator=torch.Generator().manual_seed(2)).tolist()
    err = relative_logit_error(run(ours, ids), run(hf, ids))
    batch_err, cached_err = transformers_errors(ours, hf, ids, lengths=(20, 5, 13), steps=12)
    ROWS.append((f"{'plain' if fields is PLAIN else 'k_eq_v+per_layer'}: prefill / padded / cached rel",
                 f"{err:.1e} / {batch_err:.1e} / {cached_err:.1e}"))
    assert max(err, batch_err, cached_err) < 1e-4, (err, batch_err, cached_err)
    cache = KVCache.for_model(ours, n_slots=2, max_len=64, dtype=torch.float32)
    assert isinstance(cache, LayerShapesKVCache)
    assert [tuple(k.shape) for k in cache.k] == ([(2, 2, WINDOW, 64)] * 5 + [(2, *ours.kv_shapes[5][:1], 64,
                                                                            ours.kv_shapes[5][1])] * 2)


def chunks_and_checkpoint(ours, cache):
    """Chunks of a 20-token prompt through slot 0's rings (3, 1, 9, 7 tokens) equal one pass;
    a checkpoint taken after 10 tokens and restored continues as a fresh prefill would.
    Returns (the checkpoint, the prompt, one pass's logits)."""
    seq = torch.randint(0, 512, (20,), generator=torch.Generator().manual_seed(9))
    want = ours(seq[None])[0]
    got, start = [], 0
    for size in (3, 1, 9, 7):
        got.append(ours(seq[None, start:start + size], cache=cache)[0])
        start += size
    assert relative_logit_error(torch.cat(got), want) < 1e-4
    cache.reset(0)
    ours(seq[None, :10], cache=cache)
    saved = cache.checkpoint(0)
    ours(seq[None, 10:], cache=cache)
    cache.restore(0, saved)
    assert relative_logit_error(ours(seq[None, 10:], cache=cache)[0], want[10:]) < 1e-4
    return saved, seq, want


@torch.no_grad()
def test_window_cache_chunked_and_checkpoint():
    """Chunks of a prompt through the rings (3, 1, 9, 7 tokens) equal one pass; a
    checkpoint restored mid-way continues as a fresh prefill would."""
    ours = ours_from(hf_model(seed=4))
    chunks_and_checkpoint(ours, KVCache.for_model(ours, n_slots=1, max_len=24))
    with pytest.raises(ValueError, match="q8_0 is not supported"):
        KVCache.for_model(ours, n_slots=1, max_len=24, k_type="q8_0")


def test_converted_file_config(tiny):
    hf, path, _ = tiny
    reader = GGUFReader(path)
    meta = reader.metadata
    assert meta["general.architecture"] == "gemma4"
    assert "blk.6.attn_v.weight" not in reader.tensors and "blk.0.attn_v.weight" in reader.tensors
    assert {"rope_freqs.weight", "per_layer_token_embd.weight", "blk.0.layer_output_scale.weight"} <= set(reader.tensors)
    model = load(path)
    ours = ours_from(hf)
    for field in ("layer_types", "sliding_window", "head_dim", "global_head_dim", "num_key_value_heads",
                  "num_global_key_value_heads", "attention_k_eq_v", "hidden_size_per_layer_input",
                  "final_logit_softcapping", "rope_theta", "rope_local_base_freq"):
        assert getattr(model.config, field) == getattr(ours.config, field), field
    # the file's rope_freqs turn the same quarter of the pairs (the rest by ~1e-36 a position)
    assert torch.allclose(model.inv_freq, ours.inv_freq, atol=1e-30)


def gelu_table(x):
    """llama.cpp's CPU GELU: a table of the tanh GELU at every float16 input, in float16."""
    return torch.nn.functional.gelu(x.half().float(), approximate="tanh").half().to(x.dtype)


def with_gelu_table(model):
    """`model` computing every GELU as llama.cpp's CPU backend does (`gelu_table`)."""
    for module in model.modules():
        if hasattr(module, "act"):          # the MLPs and the per-layer input gates
            module.backend, module.act = None, gelu_table
    return model


@torch.no_grad()
def test_f32_file_equals_transformers_and_llama_cpp(tiny):
    """Equal to transformers and to llama.cpp (KL <= 1e-5, as transformers is); most of
    what is left is llama.cpp's CPU GELU, which reads a float16 table (about 1e-3 of each
    value): ours computing its 14 GELUs a token that way comes closer still."""
    hf, path, ids = tiny
    model = load(path)
    want = run(hf, ids)
    mine = run(model, ids)
    err = relative_logit_error(mine, want)
    batch_err, cached_err = transformers_errors(model, hf, ids, lengths=(20, 5, 13), steps=12)
    theirs = oracle.logits(path, ids, n_ctx=2 * N_TOKENS, type_k=GGML_F32, type_v=GGML_F32)
    kl, kl_hf = kl_divergence(theirs, mine).mean().item(), kl_divergence(theirs, want).mean().item()
    tabled = run(with_gelu_table(model), ids)
    kl_table, top1 = kl_divergence(theirs, tabled).mean().item(), top1_agreement(theirs, mine)
    ROWS.append(("F32: prefill / padded batch / cached rel vs transformers",
                 f"{err:.1e} / {batch_err:.1e} / {cached_err:.1e}"))
    ROWS.append(("F32: KL(llama.cpp || ours) / (|| transformers) / (|| ours, GELU table), top-1",
                 f"{kl:.1e} / {kl_hf:.1e} / {kl_table:.1e}, {top1:.3f}"))
    assert max(err, batch_err, cached_err) <= 1e-4, (err, batch_err, cached_err)
    assert kl <= 1e-5 and kl <= 1.2 * kl_hf + 1e-7 and kl_table <= kl and top1 >= 0.95, (kl, kl_hf, kl_table, top1)


def transformers_holding(hf, path):
    """A copy of `hf` whose weights are the quantized file's, decoded by gguf-py."""
    ref = copy.deepcopy(hf)
    state = ref.state_dict()
    reader = GGUFReader(path)
    for name, (shape, type_name, _) in reader.tensors.items():
        if name == "rope_freqs.weight":
            continue
        w = torch.as_tensor(gguf_py_decode(reader.raw(name).numpy().reshape(*shape[:-1], -1), type_name)).float()
        target = module_name(name, "gemma4")
        state[target].copy_(w.reshape(state[target].shape))
    return ref


@pytest.mark.parametrize("ftype", ["Q8_0", "Q4_K_M"])
@torch.no_grad()
def test_quantized_file_against_llama_cpp(ftype, tiny):
    hf, src, ids = tiny
    path = llama_cpp_quantized(src, ftype)
    types = {t for _, t, _ in GGUFReader(path).tensors.values()}
    assert ({"Q4_K"} if ftype == "Q4_K_M" else {"Q8_0"}) <= types, types
    model = load(path, activations="float")
    mine = run(model, ids)
    ref = run(transformers_holding(hf, path), ids)
    theirs = oracle.logits(path, ids, n_ctx=2 * N_TOKENS, type_k=GGML_F32, type_v=GGML_F32)
    rel = relative_logit_error(mine, ref)
    kl_ours, kl_ref = kl_divergence(theirs, mine).mean().item(), kl_divergence(theirs, ref).mean().item()
    ROWS.append((f"{ftype} rel vs transformers(gguf-py weights)", f"{rel:.1e}"))
    ROWS.append((f"{ftype} KL(llama.cpp || ours) / (|| reference)", f"{kl_ours:.2e} / {kl_ref:.2e}"))
    assert rel <= 1e-4, f"{ftype}: relative logit error {rel:.2e} against the exact reference"
    assert kl_ours <= 1.2 * kl_ref + 1e-6, f"{ftype}: KL(llama.cpp || ours) {kl_ours:.2e} vs reference {kl_ref:.2e}"


def test_fused_step_runs_and_tensor_parallel_splits(tiny):
    _, path, ids = tiny
    model = load(path)
    report = model.load_report["fused_decode"]
    ROWS.append(("fused decode step", report))
    assert model.fused_decode is not None and report == "on", report
    slots = torch.tensor([0])
    cache = KVCache.for_model(model, n_slots=1, max_len=N_TOKENS + 4)
    out = decode_in_slots(model, [ids], [N_TOKENS - 4], 4, cache, slots)
    want = run(model, ids)
    assert relative_logit_error(torch.cat([out[0][0], torch.stack(out[0][1:])]), want[:-1]) < 1e-4
    from engine.parallel.plan import plan          # --tp 2: rank 1 of the sliding and the global layers
    split = plan(model_config(GGUFReader(path)), GGUFReader(path).tensors, 1, 2)
    assert (split.q_heads, split.kv_heads, split.head_dim) == ((2, 4), (1, 2), 64)
    glob = split.at(5)                              # its single key/value head on both ranks
    assert (glob.q_heads, glob.kv_heads, glob.head_dim) == ((2, 4), (0, 1), 128)
    assert glob.rows("self_attn.q_proj") == [(256, 512)] and glob.rows("self_attn.k_proj") == [(0, 128)]
    assert split.config["num_global_key_value_heads"] == 1 and split.config["num_key_value_heads"] == 1


@torch.no_grad()
@pytest.mark.parametrize("ftype,activations", [("F32", "float"), ("Q8_0", "float"), ("Q8_0", "q8"),
                                               ("Q4_K_M", "float"), ("Q4_K_M", "q8")])
def test_fused_step_on_the_converted_files(ftype, activations, tiny):
    """The fused step on llama.cpp's files (per-layer inputs from the file's table, global
    layers of 128-dim heads whose values are their keys, value norms, layer scales): 16
    greedy steps after a 12-token prompt give the layers' tokens and logits (float32 cache),
    and two slots stepped together (one refilled from position 0, both past the window) the
    layers' logits. With int8 activations (run.py's default) the bound is test_ch42_deepseek2's:
    activations rounded differently by 1e-7 may quantize to another code, and a near tie flip."""
    from conftest import fused_steps_against_layers
    path = tiny[1] if ftype == "F32" else llama_cpp_quantized(tiny[1], ftype)
    rel, same = fused_steps_against_layers(path, tiny[2], activations=activations, cache_dtype=torch.float32)
    ROWS.append((f"{ftype} {activations}: fused steps rel vs layers / same top-1", f"{rel:.1e} / {same:.2f}"))
    bound, least = (1e-4, 1.0) if activations == "float" else (5e-2, 0.9)
    assert rel <= bound and same >= least, (rel, same)
    model = load(path, activations=activations)
    ids, out = tiny[2], []
    for decoder in (None, model.fused_decode):
        model.fused_decode = decoder
        cache = KVCache.for_model(model, n_slots=3, max_len=64, dtype=torch.float32)
        slots, logits, seen = torch.tensor([2, 0]), None, []
        with torch.no_grad():
            model(torch.tensor([ids[:5]]), cache=cache, slots=torch.tensor([1]))      # a slot left alone
            model(torch.tensor([ids[:14], ids[3:9] + [0] * 8]), cache=cache, slots=slots,
                  lengths=torch.tensor([14, 6]))
            cache.reset(0)                         # slot 0 refilled from position 0, one token at a time
            feed = torch.tensor([[ids[14]], [ids[20]]])
            for t in range(12):
                logits = model(feed, cache=cache, slots=slots, last_only=True)[:, -1]
                seen.append(logits)
                feed = logits.argmax(-1)[:, None]
        out.append(torch.stack(seen))
    assert decoder.steps >= 12 and relative_logit_error(out[1], out[0]) <= bound


@torch.no_grad()
def test_load_hf_reads_a_saved_checkpoint(tmp_path):
    """A saved Gemma4ForCausalLM (model_type gemma4_text; its norms x * w as ours) through
    load_hf: transformers' logits."""
    from engine.models.hf import load_hf
    hf = hf_model(seed=6)
    hf.save_pretrained(tmp_path, safe_serialization=True)
    ours = load_hf(tmp_path)
    assert ours.config.model_type == "gemma4" and ours.model.layers[6].self_attn.v_proj is None
    ids = torch.randint(0, 512, (12,), generator=torch.Generator().manual_seed(4)).tolist()
    assert relative_logit_error(run(ours, ids), run(hf, ids)) < 1e-4


# ---------------------------------------- shared key/values (E2B/E4B) and the MoE block (26B-A4B)

# 9 layers: 0-4, 6 and 7 slide, 5 and 8 are global; the last 3 read layer 4's (sliding) or
# layer 5's (global) keys/values, their MLPs twice as wide
SHARED = dict(TINY, num_hidden_layers=9, num_kv_shared_layers=3, use_double_wide_mlp=True)
MOE = dict(TINY, enable_moe_block=True, num_experts=4, top_k_experts=2, moe_intermediate_size=64)
# one converted file holds both (one conversion, one llama.cpp run): no real checkpoint has
# both, but each changes the logits on its own, and the tests above take them apart
BOTH = dict(SHARED, **{k: MOE[k] for k in ("enable_moe_block", "num_experts", "top_k_experts",
                                           "moe_intermediate_size")})
SLIDING, GLOBAL = 2 * 64 * 4 * 2, 1 * 128 * 4 * 2   # float32 bytes of a layer's keys + values a position


@pytest.mark.parametrize("fields", [SHARED, MOE], ids=["shared_kv", "moe"])
@torch.no_grad()
def test_shared_kv_and_moe_match_transformers(fields):
    """Each alone, ours holding transformers' weights (its router and experts moved into
    the layer's mlp by hf_state_dict): a prefill."""
    hf = hf_model(fields, seed=3)
    ids = torch.randint(0, 512, (40,), generator=torch.Generator().manual_seed(2)).tolist()
    err = relative_logit_error(run(ours_from(hf), ids), run(hf, ids))
    ROWS.append((f"{'shared_kv' if fields is SHARED else 'moe'}: prefill rel", f"{err:.1e}"))
    assert err < 1e-4, err


@torch.no_grad()
def test_shared_layers_read_their_sources_cache():
    """Layers 6-8 have no k/v projections and no cache of their own (their entries are layers
    4 and 5's tensors: the cache's bytes are those of 6 layers, not 9); chunks of a prompt
    through the rings, a restored checkpoint and a step cut back (the rings of the 5 sliding
    layers that own theirs saved) give one pass's logits."""
    ours = ours_from(hf_model(SHARED, seed=4))
    attn = [layer.self_attn for layer in ours.model.layers]
    assert ours.kv_sources == [None] * 6 + [4, 4, 5]
    assert all(a.k_proj is None and a.v_proj is None and a.k_norm is None for a in attn[6:])
    assert [a.leaves_kv for a in attn] == [False] * 4 + [True, True] + [False] * 3
    assert [layer.mlp.gate_proj.out_features for layer in ours.model.layers] == [512] * 6 + [1024] * 3
    cache = KVCache.for_model(ours, n_slots=2, max_len=64, dtype=torch.float32)
    assert cache.k[6] is cache.k[4] and cache.v[7] is cache.v[4] and cache.k[8] is cache.k[5]
    assert cache.nbytes == 2 * (5 * SLIDING * WINDOW + GLOBAL * 64)    # unshared: 7 rings, 2 global layers
    saved, seq, want = chunks_and_checkpoint(ours, cache)
    assert sorted(saved.rings) == [0, 1, 2, 3, 4]
    # a step cut back (speculative decoding's rejected drafts): the rings get back what it overwrote
    cache.reset(0)
    ours(seq[None, :12], cache=cache)
    undo = cache.speculate(torch.tensor([0]), torch.tensor([5]))
    assert sorted(undo[0][2]) == [0, 1, 2, 3, 4]
    ours(seq[None, 12:17], cache=cache)
    cache.truncate(0, 14, undo)
    assert relative_logit_error(ours(seq[None, 14:], cache=cache)[0], want[14:]) < 1e-4


@pytest.fixture(scope="module")
def both(tmp_path_factory, converter):  # noqa: F811
    """(the transformers model of BOTH, its F32 GGUF file by llama.cpp's converter)."""
    folder = tmp_path_factory.mktemp("gemma4-both") / "little"
    folder.mkdir()
    write_tokenizer_json(folder)
    hf = hf_model(BOTH, seed=5)
    hf.save_pretrained(folder)
    return hf, convert(converter, folder, folder.parent / "gemma4-both-F32.gguf")


@torch.no_grad()
def test_shared_kv_moe_f32_file_equals_transformers_and_llama_cpp(both):
    hf, path = both
    ids = prompt_ids()
    model = load(path)
    cfg = model.config
    assert (cfg.num_kv_shared_layers, cfg.use_double_wide_mlp, cfg.attention_k_eq_v) == (3, True, True)
    assert (cfg.enable_moe_block, cfg.num_experts, cfg.top_k_experts, cfg.moe_intermediate_size) == (True, 4, 2, 64)
    want, mine = run(hf, ids), run(model, ids)
    err = relative_logit_error(mine, want)
    batch_err, cached_err = transformers_errors(model, hf, ids, lengths=(20, 5, 13), steps=12)
    theirs = oracle.logits(path, ids, n_ctx=2 * N_TOKENS, type_k=GGML_F32, type_v=GGML_F32)
    kl, kl_hf = kl_divergence(theirs, mine).mean().item(), kl_divergence(theirs, want).mean().item()
    ROWS.append(("shared_kv+moe F32: prefill / padded / cached rel vs transformers",
                 f"{err:.1e} / {batch_err:.1e} / {cached_err:.1e}"))
    ROWS.append(("shared_kv+moe F32: KL(llama.cpp || ours) / (|| transformers)", f"{kl:.1e} / {kl_hf:.1e}"))
    assert max(err, batch_err, cached_err) <= 1e-4, (err, batch_err, cached_err)
    assert kl <= 1e-5 and kl <= 1.2 * kl_hf + 1e-7, (kl, kl_hf)
    report = model.load_report["fused_decode"]
    ROWS.append(("shared_kv+moe: fused decode step", report))
    assert model.fused_decode is not None and report == "on", report
    from conftest import fused_steps_against_layers
    rel, same = fused_steps_against_layers(path, ids)
    ROWS.append(("shared_kv+moe F32: fused steps rel vs layers / same top-1", f"{rel:.1e} / {same:.2f}"))
    assert rel <= 1e-4 and same == 1.0, (rel, same)
    from engine.parallel.plan import plan          # --tp 2: the shared layers' doubled MLP, half each
    split = plan(model_config(GGUFReader(path)), GGUFReader(path).tensors, 1, 2)
    assert split.ffn == (256, 512) and split.at(8).ffn == (512, 1024) and split.experts == (2, 4)
    assert split.config["intermediate_size"] == [256] * 6 + [512] * 3


@pytest.mark.parametrize("ftype", ["Q8_0", "Q4_K_M"])
def test_shared_kv_moe_quantized_file(ftype, both):
    """(Q4_K_M: the experts' 64-wide down rows fall back to another type; the 256-wide
    matrices are Q4_K / Q6_K.)"""
    from quantized_checks import check_quantized_file
    path, rows = llama_cpp_quantized(both[1], ftype), []
    check_quantized_file(path, ftype, prompt_ids(), run, lambda p, ids: oracle.logits(
        p, ids, n_ctx=2 * N_TOKENS, type_k=GGML_F32, type_v=GGML_F32), rows)
    ROWS.extend((f"shared_kv+moe {what}", value) for what, value in rows)
    from conftest import fused_steps_against_layers       # the fused step on the quantized experts
    rel, same = fused_steps_against_layers(path, prompt_ids())
    ROWS.append((f"shared_kv+moe {ftype}: fused steps rel vs layers / same top-1", f"{rel:.1e} / {same:.2f}"))
    assert rel <= 1e-4 and same == 1.0, (rel, same)


def llama_server_kv(path) -> list[tuple[float, int, int]]:
    """llama-server's KV caches for the file at `path` (256 cells, f32 keys and values), as
    its log gives them: [(MiB, cells, layers)] (skips where llama-server is not built)."""
    import glob
    import re
    import subprocess
    import threading
    built = sorted(glob.glob("/tmp/sdist/llama_cpp_python-*/vendor/llama.cpp/build-server/bin/llama-server"))
    if not built:
        pytest.skip("llama-server is not built")
    port = 20000 + torch.randint(0, 20000, ()).item()
    proc = subprocess.Popen([built[-1], "-m", str(path), "-c", "256", "-np", "1", "-t", "1", "-ctk", "f32",
                             "-ctv", "f32", "--port", str(port), "-lv", "4"],
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    timer = threading.Timer(60, proc.kill)
    timer.start()
    caches = []
    try:
        for line in proc.stdout:
            found = re.search(r"llama_kv_cache: size =\s*([\d.]+) MiB \(\s*(\d+) cells,\s*(\d+) layers", line)
            if found:
                caches.append((float(found[1]), int(found[2]), int(found[3])))
            if len(caches) == 2 or "listening" in line:
                break
    finally:
        timer.cancel()
        proc.kill()
        proc.wait(10)
    return caches


@torch.no_grad()
def test_kv_bytes_per_token_as_llama_cpp(both):
    """The cache per position holds the 6 layers with keys/values of their own, as llama.cpp's
    (its sliding cache here full-size: a position's bytes are comparable)."""
    path = both[1]
    model = load(path)
    cache = KVCache.for_model(model, n_slots=1, max_len=256, dtype=torch.float32)
    own = [i for i in range(9) if i not in cache.sources]
    ours = sum((cache.k[i].nbytes + cache.v[i].nbytes) / cache.k[i].shape[2] for i in own)
    assert own == list(range(6)) and ours == 5 * SLIDING + GLOBAL
    caches = llama_server_kv(path)
    theirs = sum(mib * 2 ** 20 / cells for mib, cells, _ in caches)
    ROWS.append(("shared_kv+moe: KV bytes a position, ours / llama.cpp (layers)",
                 f"{ours:.0f} / {theirs:.0f} ({sum(n for _, _, n in caches)})"))
    assert sum(n for _, _, n in caches) == 6 and theirs == ours, caches


def test_split_over_two_ranks_generates_what_one_process_does(tiny, both, tmp_path):
    """`--tp 2` (engine/parallel/): each rank holds one of the sliding layers' two key/value
    heads and its two query heads, the global layers' single key/value head (replicated) and
    two of their 128-wide query heads, o_proj's columns of those heads, half of each MLP (of
    the doubled ones too) and 2 of the 4 experts; the per-layer inputs (their table, projection
    and each layer's gate and projection) whole on each rank. The shared layers read their
    source layer's keys/values on each rank, as its heads are split. Greedy tokens of two
    prompts batched with padding equal one process's over 64 tokens (past the 8-token window)
    on the F32, Q8_0 and Q4_K_M files and the file of shared key/values and the MoE block. The
    fused decode step runs on both ranks (per-layer inputs whole on each, value norms, k_eq_v
    and shared key/values over the rank's heads, the MoE block's MLP and experts each
    all-reduced), every step, its last logits within 1e-4 of one process's."""
    from test_ch31_tensor_parallel import assert_split_equals_one_process
    _, path, ids = tiny
    # Q4_K_M: o_proj's 256-weight blocks fall on the global layers' head boundaries (2 x 128),
    # not on the sliding layers' (2 x 64): split there, its input gathered here
    paths = [path, llama_cpp_quantized(path, "Q8_0"), llama_cpp_quantized(path, "Q4_K_M"), both[1]]
    results = assert_split_equals_one_process(paths, [ids[:12], ids[12:17]], tmp_path, ROWS, max_tokens=64,
                                              fused=True)
    for p, (_, logits) in zip(paths, results):
        ROWS.append((f"--tp 2 {p.name}: max |logit split - one process|",
                     f"{(logits['tp'] - logits['alone']).abs().max().item():.1e}"))
