"""Chapter 42: LFM2 (gated short convolutions beside GQA attention) against transformers'
Lfm2ForCausalLM and llama.cpp, and the recurrent cache that keeps the convolutions' state.

A tiny random Lfm2ForCausalLM (hidden 128, 4 layers: conv, attention, conv, attention; 4
query heads and 2 key/value heads of 32 dims; a 3-tap convolution; intermediate_size 384,
which transformers' "block_auto_adjust_ff_dim" rule turns into an MLP of 256 (2/3 of it,
rounded up to block_multiple_of 64); tied embeddings) is saved beside Qwen2's tokenizer
(rebuilt from the real Qwen2.5 file, $GGUF_MODELS; skipped when absent: llama.cpp's
converter only accepts a tokenizer it knows) and converted to F32 by llama.cpp's
`convert_hf_to_gguf.py` (architecture "lfm2": one head_count_kv per layer, 0 for a conv
layer; the derived MLP width; the final norm as token_embd_norm), then to Q8_0 and Q4_K_M
by its quantizer. Then:

1. The file's config: layer kinds, MLP width, the cache (conv states only); the fused
   decode step runs the short-conv blocks (a gated CONV op).
2. F32: ours equals transformers to 1e-4 relative (a prefill, a left-padded batch, cached
   prefill + decode in slots, a prompt in two chunks), through the file and through
   `load_hf`; llama.cpp agrees (KL <= 1e-5); without the conv state carried over, logits
   move, so it matters.
3. Q8_0 and Q4_K_M: ours equals our model holding the file's weights decoded by gguf-py and
   agrees with llama.cpp as well as that exact reference does; the fused decode step's
   steps give the layers' greedy tokens and conv states.
4. The recurrent cache's keep / checkpoint / restore, and the serving engine's continuous
   batching and prompt cache give a fresh prefill's greedy tokens; a prompt sharing a slot's
   last prompt resumes from that prompt's conv checkpoint.
5. Split over two ranks (`--tp 2`, by channels in the conv layers), greedy tokens are one
   process's on the F32 and Q8_0 files, the fused decode step running on both ranks.
Run with `-s` to see the figures.
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
from engine.gguf.config import config_from_gguf, module_name  # noqa: E402
from engine.gguf.load import load_gguf  # noqa: E402
from engine.gguf.reader import GGUFReader  # noqa: E402
from engine.gguf.tokenizer import tokenizer_from_gguf  # noqa: E402
from engine.layers.decoder import init_random_  # noqa: E402
from engine.models.hf import load_hf  # noqa: E402
from engine.serve.kv_cache import KVCache  # noqa: E402
from engine.serve.recurrent_cache import RecurrentCache  # noqa: E402
from test_ch38_gemma3 import llama_cpp_run, run  # noqa: E402
from test_ch38_llama_cpp_archs import llama_cpp_quantized  # noqa: E402
from test_ch38_llama_cpp_convert import convert, converter, gguf_py_decode, write_qwen2_tokenizer  # noqa: E402,F401

torch.set_num_threads(2)

LAYERS = ["conv", "full_attention", "conv", "full_attention"]
TINY = dict(hidden_size=128, intermediate_size=384, block_multiple_of=64, block_ffn_dim_multiplier=1.0,
            block_auto_adjust_ff_dim=True, num_hidden_layers=4, layer_types=LAYERS, num_attention_heads=4,
            num_key_value_heads=2, conv_L_cache=3, norm_eps=1e-5, max_position_embeddings=512,
            tie_word_embeddings=True, rope_parameters={"rope_type": "default", "rope_theta": 1000000.0})
N_TOKENS = 32
ROWS = []

_print_table = figure_table("lfm2 tiny | figure", ROWS)


@pytest.fixture(scope="module")
def tiny(tmp_path_factory, converter):  # noqa: F811
    """(the saved transformers model, its F32 GGUF file by llama.cpp's converter, ids)."""
    metadata = GGUFReader(real_model_path("qwen25")).metadata
    folder = tmp_path_factory.mktemp("lfm2") / "tiny-lfm2"
    folder.mkdir()
    write_qwen2_tokenizer(metadata, folder)
    config = transformers.Lfm2Config(
        **TINY, vocab_size=len(metadata["tokenizer.ggml.tokens"]), pad_token_id=None,
        bos_token_id=metadata["tokenizer.ggml.bos_token_id"],
        eos_token_id=metadata["tokenizer.ggml.eos_token_id"], attn_implementation="eager")
    hf = transformers.Lfm2ForCausalLM(config).float().eval()
    init_random_(hf, seed=0, std=0.08)
    hf.save_pretrained(folder)
    path = convert(converter, folder, folder.parent / "tiny-lfm2-F32.gguf")
    tok = tokenizer_from_gguf(GGUFReader(path).metadata)
    ids = tok.encode(" ".join(TRAINING_TEXT + TRAINING_TEXT[::-1]), add_special=False)[:N_TOKENS]
    assert len(ids) == N_TOKENS
    return hf, path, ids


@pytest.fixture(scope="module")
def ours(tiny):
    return load_gguf(tiny[1], dtype=torch.float32, progress=False)[0]


def test_converted_file_config_and_split(tiny, ours):
    """Layer kinds from the per-layer key/value head counts, the derived MLP width, a cache of
    conv states only; the fused step runs the short-conv blocks; --tp 2 gives each rank half
    the channels of B, C and h."""
    from engine.kernels.cpu.step_program import Program
    from engine.parallel.plan import plan
    hf, path, _ = tiny
    reader = GGUFReader(path)
    assert reader.metadata["general.architecture"] == "lfm2"
    assert list(reader.metadata["lfm2.attention.head_count_kv"]) == [0, 2, 0, 2]
    assert {"token_embd_norm.weight", "blk.0.shortconv.conv.weight", "blk.0.shortconv.in_proj.weight"} \
        <= set(reader.tensors)
    assert "output.weight" not in reader.tensors                  # tied
    cfg = ours.config
    assert cfg.model_type == "lfm2" and cfg.layer_types == LAYERS == hf.config.layer_types
    assert cfg.intermediate_size == 256 == hf.model.layers[0].feed_forward.w1.out_features
    assert (cfg.num_key_value_heads, cfg.head_dim, cfg.conv_L_cache) == (2, 32, 3)
    assert cfg.tie_word_embeddings and torch.equal(ours.lm_head.weight, ours.model.embed_tokens.weight)
    cache = KVCache.for_model(ours, 2, 16)
    assert isinstance(cache, RecurrentCache) and sorted(cache.conv) == [0, 2] and not cache.state
    assert cache.conv[0].shape == (2, 128, 2) and cache.k[0].numel() == 0 and cache.k[1].shape == (2, 2, 16, 32)
    report = ours.load_report["fused_decode"]
    assert (ours.fused_decode is not None) == (report == "on") and "short_conv" not in report, report
    Program(ours)
    halves = [plan(config_from_gguf(reader.metadata), reader.tensors, r, 2) for r in (0, 1)]
    assert [(p.conv["c0"], p.conv["c1"], p.config["conv_channels"]) for p in halves] == [(0, 64, 64), (64, 128, 64)]
    assert halves[1].rows("conv.in_proj") == [(64, 128), (192, 256), (320, 384)]
    assert halves[1].columns("conv.out_proj") == [(64, 128)]
    # out_proj in 256-weight blocks: no rank can hold whole blocks of 128 channels, so its input
    # is gathered (the channels still split evenly)
    blocks = {n: (shape, "Q4_K" if n.endswith("shortconv.out_proj.weight") else t, o)
              for n, (shape, t, o) in reader.tensors.items()}
    gathered = plan(config_from_gguf(reader.metadata), blocks, 1, 2)
    assert gathered.columns("conv.out_proj") is None and gathered.conv["c0"] == 64
    assert any("short convolutions" in note and "gathered" in note for note in gathered.notes), gathered.notes


def test_released_checkpoint_config():
    """LFM2-350M's config.json fields (its older spellings block_ff_dim and tie_embedding) give
    the MLP width llama.cpp's converter writes for it (4608, its 350M size) and the layer kinds."""
    from engine.models.lfm2 import Lfm2Config
    cfg = Lfm2Config.from_hf({"model_type": "lfm2", "vocab_size": 65536, "hidden_size": 1024, "num_hidden_layers": 16,
                              "num_attention_heads": 16, "num_key_value_heads": 8, "block_ff_dim": 6656,
                              "block_auto_adjust_ff_dim": True, "block_multiple_of": 256,
                              "block_ffn_dim_multiplier": 1.0, "full_attn_idxs": [2, 5, 8, 10, 12, 14],
                              "norm_eps": 1e-5, "tie_embedding": True, "rope_theta": 1000000.0})
    assert (cfg.intermediate_size, cfg.head_dim, cfg.rms_norm_eps, cfg.tie_word_embeddings) == (4608, 64, 1e-5, True)
    assert [i for i, t in enumerate(cfg.layer_types) if t == "full_attention"] == [2, 5, 8, 10, 12, 14]
    assert Lfm2Config.from_hf({**vars(cfg)}).intermediate_size == 4608      # derived once, not again


@torch.no_grad()
def test_f32_file_equals_transformers_and_llama_cpp(tiny, ours):
    hf, path, ids = tiny
    want = run(hf, ids)
    err = relative_logit_error(run(ours, ids), want)
    batch_err, cached_err = transformers_errors(ours, hf, ids)
    cache = KVCache.for_model(ours, n_slots=2, max_len=N_TOKENS)
    chunks = torch.cat([ours(torch.tensor([ids[a:b]]), cache=cache, slots=[1])[0]
                        for a, b in ((0, 13), (13, 14), (14, N_TOKENS))])
    chunk_err = relative_logit_error(chunks, want)
    from_hf = relative_logit_error(run(load_hf(path.with_name("tiny-lfm2")), ids), want)
    theirs = llama_cpp_run(path, ids)
    kl, top1 = kl_divergence(theirs, run(ours, ids)).mean().item(), top1_agreement(theirs, want)
    ROWS.append(("F32 prefill / padded batch / cached / chunks / load_hf rel vs transformers",
                 f"{err:.1e} / {batch_err:.1e} / {cached_err:.1e} / {chunk_err:.1e} / {from_hf:.1e}"))
    ROWS.append(("F32 KL(llama.cpp || ours), top-1", f"{kl:.1e}, {top1:.3f}"))
    assert max(err, batch_err, cached_err, chunk_err, from_hf) <= 1e-4, \
        (err, batch_err, cached_err, chunk_err, from_hf)
    assert kl <= 1e-5 and top1 >= 0.95, f"llama.cpp on the converted file: KL {kl:.2e}, top-1 {top1:.3f}"
    # the conv state matters: without the last inputs carried over, the next token's logits move
    cache = KVCache.for_model(ours, 1, N_TOKENS)
    ours(torch.tensor([ids[:20]]), cache=cache)
    cache.conv[0].zero_()
    moved = relative_logit_error(ours(torch.tensor([ids[20:21]]), cache=cache)[0], want[20:21])
    assert moved > 1e-3, moved


def decoded_reference(path):
    """Our model of the file holding every tensor decoded to float32 by gguf-py: the exact
    reference for a quantized file (LFM2's q/k rows are not permuted by the converter)."""
    model, _ = load_gguf(path, dtype=torch.float32, keep_quantized=False, progress=False)
    reader, mine = GGUFReader(path), model.state_dict()
    for name, (shape, type_name, _) in reader.tensors.items():
        w = torch.as_tensor(gguf_py_decode(reader.raw(name).numpy().reshape(*shape[:-1], -1), type_name)).float()
        target = module_name(name, "lfm2")
        mine[target].copy_(w.reshape(mine[target].shape))
    return model


def greedy_steps(model, prompt, n):
    """`n` greedy tokens after `prompt`, one step each; (the tokens, the conv states after)."""
    cache, tokens = KVCache.for_model(model, 1, len(prompt) + n), []
    logits = model(torch.tensor([prompt]), cache=cache)
    for _ in range(n):
        tokens.append(int(logits[0, -1].argmax()))
        logits = model(torch.tensor([tokens[-1:]]), cache=cache)
    return tokens, cache.conv


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
    cache = KVCache.for_model(model, 1, N_TOKENS)
    steps = torch.cat([model(torch.tensor([ids[:20]]), cache=cache)[0]]
                      + [model(torch.tensor([ids[t:t + 1]]), cache=cache)[0] for t in range(20, N_TOKENS)])
    if model.fused_decode is not None:      # the steps above ran fused: greedy decode as the layers do
        fused = greedy_steps(model, ids[:20], 8)
        model.fused_decode = None
        layers = greedy_steps(model, ids[:20], 8)
        assert fused[0] == layers[0], (fused[0], layers[0])
        for got, want in zip(fused[1].values(), layers[1].values()):
            assert relative_logit_error(got, want) <= 1e-4
    ref = run(decoded_reference(path), ids)
    theirs = llama_cpp_run(path, ids)
    rel = max(relative_logit_error(mine, ref), relative_logit_error(steps, ref))
    kl_ours, kl_ref = kl_divergence(theirs, mine).mean().item(), kl_divergence(theirs, ref).mean().item()
    ROWS.append((f"{ftype} rel vs the file's weights decoded by gguf-py, prefill + cached", f"{rel:.1e}"))
    ROWS.append((f"{ftype} KL(llama.cpp || ours) / KL(llama.cpp || reference)", f"{kl_ours:.2e} / {kl_ref:.2e}"))
    assert rel <= 1e-4, f"{ftype}: relative logit error {rel:.2e} against the exact reference"
    assert kl_ours <= 1.2 * kl_ref + 1e-6, f"{ftype}: KL(llama.cpp || ours) {kl_ours:.2e} vs reference {kl_ref:.2e}"


@torch.no_grad()
def test_recurrent_cache_keep_and_checkpoint(ours, tiny):
    """keep() keeps a slot's whole sequence and empties it for a shorter cut; a cut made by
    hand is refused; a checkpoint restores the conv states at a prefix."""
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


@torch.no_grad()
def test_engine_continuous_batching_and_prompt_cache(ours, tiny):
    """Several requests at once (joining and finishing at different steps, prompts in chunks)
    and a prompt cache: every request gets a fresh prefill's greedy tokens. The next turn of a
    chat keeps the slot; a prompt sharing only part of it re-prefills."""
    from engine.serve.engine import Engine, SamplingParams
    ids = tiny[2]
    prompts = [ids[:9], ids[4:20], ids[:5] + ids[20:24], ids[10:13]]
    params = SamplingParams(max_tokens=5)

    def fresh(prompt):
        return Engine(ours, n_slots=1, max_len=40, prompt_cache=False).generate([prompt], params)[0].output

    alone = [fresh(p) for p in prompts]
    engine = Engine(ours, n_slots=2, max_len=40, max_prefill_tokens=6)
    assert isinstance(engine.cache, RecurrentCache)
    assert [r.output for r in engine.generate(prompts, params)] == alone
    engine = Engine(ours, n_slots=1, max_len=40)
    engine.generate([prompts[0]], params)
    turn = prompts[0] + alone[0] + [7, 8]
    request = engine.generate([turn], params)[0]
    assert request.cached == len(prompts[0]) + len(alone[0]) - 1
    assert request.output == fresh(turn)
    cut = engine.generate([turn[:6] + [9, 10]], params)[0]
    assert cut.cached == 0 and cut.output == fresh(turn[:6] + [9, 10])


@torch.no_grad()
def test_engine_restores_the_conv_checkpoint_of_a_shared_prompt(ours, tiny):
    """A next turn whose previous answer renders differently, and a regenerate, share the
    slot's last prompt but not its whole sequence: the engine restores the conv states
    checkpointed before that prompt's last token, feeds the model only the rest, and gives a
    fresh run's greedy tokens."""
    from conftest import tokens_fed
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


def test_split_over_two_ranks_generates_what_one_process_does(tiny, tmp_path):
    """`--tp 2` (engine/parallel/): each rank holds half the short convolutions' channels (its
    rows of B, C and h in in_proj, of the conv weight and state, out_proj's columns, summed by
    one all-reduce), one key/value group of the attention layers and half the MLP. Greedy
    tokens of two prompts batched with padding equal one process's on the F32 and Q8_0 files,
    the fused decode step running on both ranks (its CONV on the rank's channels, out_proj's
    all-reduce a COLLECTIVE op) with its last logits within 1e-4 of one process's."""
    from test_ch31_tensor_parallel import assert_split_equals_one_process
    _, src, ids = tiny
    assert_split_equals_one_process([src, llama_cpp_quantized(src, "Q8_0")], [ids[:12], ids[12:17]], tmp_path, ROWS,
                                    fused=True)
