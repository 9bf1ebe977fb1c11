"""Chapter 42: the models against transformers' own classes, the KV cache against the
uncached forward, bfloat16 against float32, and load_hf on a saved checkpoint."""
import pytest
import torch

transformers = pytest.importorskip("transformers")

from engine.layers import attend, attend_reference, init_random_, materialize, rope_inv_freq
from engine.models import build_model, config_class
from engine.moe import Experts
from engine.serve.kv_cache import KVCache

torch.set_num_threads(2)

BASE = dict(vocab_size=96, hidden_size=64, intermediate_size=96, num_hidden_layers=2,
            num_attention_heads=4, num_key_value_heads=2, head_dim=16, rms_norm_eps=1e-6,
            max_position_embeddings=256)
LLAMA3 = {"rope_type": "llama3", "factor": 8.0, "low_freq_factor": 1.0, "high_freq_factor": 4.0,
          "original_max_position_embeddings": 16}
MOE = dict(num_experts=8, num_experts_per_tok=2, moe_intermediate_size=32, norm_topk_prob=True)

# name -> (transformers class, config kwargs)
CASES = {
    "llama": ("LlamaForCausalLM", dict(model_type="llama", rope_theta=10000.0)),
    "llama3_rope_tied": ("LlamaForCausalLM", dict(model_type="llama", rope_theta=500000.0,
                                                  rope_scaling=LLAMA3, tie_word_embeddings=True)),
    "qwen2_bias": ("Qwen2ForCausalLM", dict(model_type="qwen2", rope_theta=1e6)),
    "qwen3": ("Qwen3ForCausalLM", dict(model_type="qwen3", rope_theta=1e6)),
    "qwen3_tied": ("Qwen3ForCausalLM", dict(model_type="qwen3", tie_word_embeddings=True)),
    "qwen3_moe": ("Qwen3MoeForCausalLM", dict(model_type="qwen3_moe", **MOE)),
    "qwen3_moe_mixed": ("Qwen3MoeForCausalLM", dict(model_type="qwen3_moe", **{
        **MOE, "num_hidden_layers": 3, "mlp_only_layers": [0], "decoder_sparse_step": 1,
        "norm_topk_prob": False})),
}


def hf_config(name):
    cls_name, extra = CASES[name]
    cfg = {**BASE, **extra}
    hf_cfg_cls = getattr(transformers, cls_name.replace("ForCausalLM", "Config"))
    kwargs = {k: v for k, v in cfg.items() if k != "model_type"}
    if "rope_scaling" in kwargs:    # transformers 5.x reads rotary settings from rope_parameters
        kwargs["rope_parameters"] = {**kwargs.pop("rope_scaling"), "rope_theta": kwargs["rope_theta"]}
    return cls_name, hf_cfg_cls(**kwargs, attn_implementation="eager")


def hf_model(name, seed=0):
    """A transformers model with every parameter random (norms around 1, biases non-zero)."""
    cls_name, cfg = hf_config(name)
    torch.manual_seed(seed)
    model = getattr(transformers, cls_name)(cfg).eval()
    init_random_(model, seed=seed, std=0.08)
    return model


def ours_from(hf, dtype=torch.float32):
    with torch.device("meta"):
        model = build_model(hf.config.to_dict())
    materialize(model, dtype)
    missing, unexpected = model.load_state_dict(hf.state_dict(), strict=False)
    assert not unexpected and not missing, (missing, unexpected)
    if model.config.tie_word_embeddings:
        model.lm_head.weight = model.model.embed_tokens.weight
    return model.to(dtype).eval()


def padded_batch(seed=1, lengths=(7, 4, 6), vocab=96):
    """Left-padded ids, attention_mask and position ids for rows of different lengths."""
    gen = torch.Generator().manual_seed(seed)
    T = max(lengths)
    ids = torch.randint(0, vocab, (len(lengths), T), generator=gen)
    mask = torch.zeros(len(lengths), T, dtype=torch.long)
    for b, n in enumerate(lengths):
        mask[b, T - n:] = 1
    positions = (mask.cumsum(1) - 1).clamp(min=0)
    return ids, mask, positions


def rel(a, b):
    return float((a - b).norm() / b.norm())


@pytest.mark.parametrize("name", sorted(CASES))
@torch.no_grad()
def test_matches_transformers_padded_batch(name):
    hf = hf_model(name)
    ours = ours_from(hf)
    ids, mask, positions = padded_batch()
    want = hf(input_ids=ids, attention_mask=mask, position_ids=positions).logits
    got = ours(ids, attention_mask=mask, positions=positions)
    valid = mask.bool()
    assert rel(got[valid], want[valid]) < 1e-4
    # the unpadded row alone, without a mask: plain causal forward
    assert rel(ours(ids[:1]), hf(input_ids=ids[:1]).logits) < 1e-4
    if ours.config.tie_word_embeddings:
        assert ours.lm_head.weight is ours.model.embed_tokens.weight


@pytest.mark.parametrize("name", ["llama3_rope_tied", "qwen2_bias", "qwen3", "qwen3_moe_mixed"])
@torch.no_grad()
def test_matches_transformers_with_kv_cache(name):
    """Right-padded prefill into cache slots, then one token per row: both equal
    transformers' full forward on each row's whole sequence."""
    hf = hf_model(name)
    ours = ours_from(hf)
    gen = torch.Generator().manual_seed(3)
    lengths = [5, 2, 4]
    seqs = [torch.randint(0, 96, (n + 1,), generator=gen) for n in lengths]
    cache = KVCache.for_model(ours, n_slots=4, max_len=12)
    slots = torch.tensor([2, 0, 3])
    ids = torch.zeros(3, max(lengths), dtype=torch.long)
    for b, n in enumerate(lengths):
        ids[b, :n] = seqs[b][:n]
    prefill = ours(ids, cache=cache, slots=slots, lengths=torch.tensor(lengths))
    step = ours(torch.stack([s[-1:] for s in seqs]), cache=cache, slots=slots, last_only=True)
    assert cache.lengths.tolist() == [3, 0, 6, 5]
    for b, seq in enumerate(seqs):
        want = hf(input_ids=seq[None]).logits[0]
        n = lengths[b]
        assert rel(prefill[b, :n], want[:n]) < 1e-4
        assert rel(step[b, 0], want[n]) < 1e-4


@pytest.mark.parametrize("name", ["llama", "qwen3_moe_mixed"])
@torch.no_grad()
def test_last_only_runs_the_last_mlp_on_the_last_tokens(name):
    """A prompt whose last tokens' logits alone are wanted (last_only) runs the last layer's
    MLP on those B rows only, after attention has stored every token's keys and values; the
    logits still equal transformers' at each row's last token: left-padded rows with a mask,
    and right-padded rows into cache slots, whose next token then sees the whole prompt."""
    hf = hf_model(name)
    ours = ours_from(hf)
    seen = []
    hooks = [layer.mlp.register_forward_pre_hook(lambda _, args: seen.append(tuple(args[0].shape)))
             for layer in ours.model.layers]
    ids, mask, positions = padded_batch()
    got = ours(ids, attention_mask=mask, positions=positions, last_only=True)
    want = hf(input_ids=ids, attention_mask=mask, position_ids=positions).logits[:, -1:]
    assert got.shape == (3, 1, 96) and rel(got, want) < 1e-4
    n = len(ours.model.layers)
    assert seen == [(3, 7, 64)] * (n - 1) + [(3, 1, 64)]

    lengths, seen[:] = [5, 2, 4], []
    gen = torch.Generator().manual_seed(3)
    seqs = [torch.randint(0, 96, (k + 1,), generator=gen) for k in lengths]
    right = torch.zeros(3, 5, dtype=torch.long)
    for b, k in enumerate(lengths):
        right[b, :k] = seqs[b][:k]
    cache = KVCache.for_model(ours, n_slots=3, max_len=8)
    got = ours(right, cache=cache, lengths=torch.tensor(lengths), last_only=True)
    assert seen == [(3, 5, 64)] * (n - 1) + [(3, 1, 64)]
    step = ours(torch.stack([q[-1:] for q in seqs]), cache=cache, last_only=True)
    for b, seq in enumerate(seqs):
        full = hf(input_ids=seq[None]).logits[0]
        assert rel(got[b, 0], full[lengths[b] - 1]) < 1e-4
        assert rel(step[b, 0], full[lengths[b]]) < 1e-4
    for h in hooks:
        h.remove()


@pytest.mark.parametrize("name", ["llama", "qwen3_moe"])
@torch.no_grad()
def test_incremental_decoding_equals_full_forward(name):
    """Slots filled in arbitrary order with different prompt lengths, then decoded token
    by token with the batch rows permuted each step: every logit equals the full pass."""
    ours = ours_from(hf_model(name, seed=5))
    gen = torch.Generator().manual_seed(7)
    prompts = {1: 3, 3: 6, 0: 1}                        # slot -> prompt length
    total = 9
    seqs = {s: torch.randint(0, 96, (total,), generator=gen) for s in prompts}
    full = {s: ours(seq[None])[0] for s, seq in seqs.items()}
    cache = KVCache.for_model(ours, n_slots=4, max_len=total)
    for s, n in prompts.items():                        # one prefill per slot
        got = ours(seqs[s][None, :n], cache=cache, slots=[s])
        assert rel(got[0], full[s][:n]) < 1e-4
    done = dict(prompts)
    order = [[3, 1, 0], [0, 3, 1], [1, 0, 3]]
    for i in range(total - max(prompts.values())):
        rows = order[i % 3]
        ids = torch.stack([seqs[s][done[s]:done[s] + 1] for s in rows])
        got = ours(ids, cache=cache, slots=torch.tensor(rows), last_only=True)
        for b, s in enumerate(rows):
            assert rel(got[b, 0], full[s][done[s]]) < 1e-4
            done[s] += 1
    assert cache.lengths[[0, 1, 3]].tolist() == [done[0], done[1], done[3]]


@torch.no_grad()
def test_bfloat16_close_to_float32():
    """bfloat16 weights and activations: logits within 3% (relative norm) of float32,
    top-1 agreeing on at least 90% of positions, with and without the cache."""
    hf = hf_model("qwen3_moe", seed=2)
    f32, bf16 = ours_from(hf), ours_from(hf, torch.bfloat16)
    assert bf16.inv_freq.dtype == torch.float32
    ids = torch.randint(0, 96, (2, 12), generator=torch.Generator().manual_seed(0))
    want = f32(ids)
    got = bf16(ids)
    assert got.dtype == torch.float32
    assert rel(got, want) < 3e-2
    assert (got.argmax(-1) == want.argmax(-1)).float().mean() >= 0.9
    cache = KVCache.for_model(bf16, 2, 16)
    assert cache.k[0].dtype == torch.bfloat16
    first = bf16(ids[:, :8], cache=cache)
    rest = torch.cat([bf16(ids[:, t:t + 1], cache=cache) for t in range(8, 12)], dim=1)
    assert rel(torch.cat([first, rest], dim=1), want) < 3e-2
    # norms kept float32 beside bfloat16 layers (as a GGUF load keeps them): still bf16 activations
    for name, module in bf16.named_modules():
        if name.endswith("norm"):
            module.weight.data = module.weight.data.float()
    cache = KVCache.for_model(bf16, 2, 16)
    assert cache.k[0].dtype == torch.bfloat16
    first = bf16(ids[:, :8], cache=cache)
    rest = torch.cat([bf16(ids[:, t:t + 1], cache=cache) for t in range(8, 12)], dim=1)
    assert rel(torch.cat([first, rest], dim=1), want) < 3e-2


@torch.no_grad()
def test_load_hf_matches_transformers(tmp_path):
    from engine.models.hf import load_hf
    for name in ("qwen3_moe_mixed", "llama3_rope_tied", "qwen2_bias"):
        hf = hf_model(name, seed=4)
        hf.save_pretrained(tmp_path / name, safe_serialization=True)
        ours = load_hf(tmp_path / name)
        assert not any(p.is_meta for p in ours.parameters())
        ids, mask, positions = padded_batch(seed=9)
        want = hf(input_ids=ids, attention_mask=mask, position_ids=positions).logits
        got = ours(ids, attention_mask=mask, positions=positions)
        assert rel(got[mask.bool()], want[mask.bool()]) < 1e-4, name


@torch.no_grad()
def test_load_hf_sharded_checkpoint_in_bfloat16(tmp_path):
    from engine.models.hf import load_hf
    hf = hf_model("qwen3", seed=6)
    hf.save_pretrained(tmp_path, safe_serialization=True, max_shard_size="40KB")
    assert (tmp_path / "model.safetensors.index.json").is_file()
    assert len(list(tmp_path.glob("*.safetensors"))) > 1
    f32, bf16 = load_hf(tmp_path), load_hf(tmp_path, dtype=torch.bfloat16)
    assert bf16.model.norm.weight.dtype == torch.bfloat16
    ids = torch.randint(0, 96, (1, 8), generator=torch.Generator().manual_seed(2))
    want = hf(input_ids=ids).logits
    assert rel(f32(ids), want) < 1e-4
    assert rel(bf16(ids), want) < 3e-2


def test_load_hf_names_the_bad_file(tmp_path):
    from engine.models.hf import load_hf
    hf = hf_model("qwen3", seed=4)
    hf.save_pretrained(tmp_path, safe_serialization=True)
    (tmp_path / "model.safetensors").write_bytes(b"\x08\x00\x00\x00\x00\x00\x00\x00{}garbage")
    with pytest.raises(ValueError, match="model.safetensors"):
        load_hf(tmp_path)


def test_attend_fast_path_matches_reference():
    gen = torch.Generator().manual_seed(0)
    q = torch.randn(2, 8, 5, 16, generator=gen)
    k, v = torch.randn(2, 2, 9, 16, generator=gen), torch.randn(2, 2, 9, 16, generator=gen)
    mask = torch.rand(2, 1, 5, 9, generator=gen) > 0.4
    mask[..., 0] = True
    assert torch.allclose(attend(q, k, v, mask), attend_reference(q, k, v, mask), atol=1e-5)
    qs, ks, vs = q[:, :, :, :], k[:, :, :5], v[:, :, :5]           # causal prefill
    assert torch.allclose(attend(qs, ks, vs, None), attend_reference(qs, ks, vs, None), atol=1e-5)
    q1 = q[:, :, :1]                                                  # decode: all 9 keys visible
    assert torch.allclose(attend(q1, k, v, None), attend_reference(q1, k, v, None), atol=1e-5)
    assert torch.allclose(attend(q1, k, v, mask[:, :, :1]), attend_reference(q1, k, v, mask[:, :, :1]),
                          atol=1e-5)


def test_grouped_experts_match_reference():
    torch.manual_seed(0)
    experts = Experts(8, 16, 12)
    torch.nn.init.normal_(experts.gate_up_proj)
    torch.nn.init.normal_(experts.down_proj)
    x = torch.randn(10, 16)
    index = torch.randint(0, 8, (10, 2))
    weight = torch.rand(10, 2)
    assert torch.allclose(experts(x, index, weight), experts.forward_reference(x, index, weight), atol=1e-4)


def test_llama3_inv_freq_matches_transformers():
    from transformers.modeling_rope_utils import ROPE_INIT_FUNCTIONS
    _, cfg = hf_config("llama3_rope_tied")
    want, _ = ROPE_INIT_FUNCTIONS["llama3"](cfg, "cpu")
    got = rope_inv_freq(16, 500000.0, LLAMA3)
    assert torch.allclose(got, want.float(), rtol=1e-6)
    assert not torch.allclose(got, rope_inv_freq(16, 500000.0))   # the scaling did something


def test_rope_freqs_divide_inv_freq():
    with torch.device("meta"):
        model = build_model({**BASE, "model_type": "llama"})
    base = model.inv_freq.clone()
    divisors = torch.linspace(1, 4, 8)
    model.set_rope_freqs(divisors)
    assert torch.allclose(model.inv_freq, base / divisors)
    with pytest.raises(ValueError, match="rope_freqs"):
        model.set_rope_freqs(torch.ones(5))


def test_cache_overflow_and_bad_slots_are_clear_errors():
    model = init_random_(materialize(build_model_meta("qwen3")))
    cache = KVCache.for_model(model, n_slots=2, max_len=4)
    model(torch.zeros(1, 3, dtype=torch.long), cache=cache, slots=[1])
    with pytest.raises(ValueError, match=r"slot\(s\) \[1\].*max_len=4"):
        model(torch.zeros(1, 2, dtype=torch.long), cache=cache, slots=[1])
    with pytest.raises(ValueError, match="distinct"):
        model(torch.zeros(2, 1, dtype=torch.long), cache=cache, slots=[0, 0])
    cache.reset(1)
    assert cache.lengths.tolist() == [0, 0]


def test_config_from_hf_ignores_unknown_keys_and_registry_errors():
    cfg = config_class("qwen3_moe").from_hf({**BASE, **MOE, "model_type": "qwen3_moe", "foo": 1,
                                             "rope_parameters": {"rope_type": "default", "rope_theta": 5.0}})
    assert cfg.rope_theta == 5.0 and cfg.rope_scaling is None and cfg.num_experts == 8
    assert cfg.head_dim == 16
    with pytest.raises(ValueError, match="model_type 'gpt2'"):
        build_model({**BASE, "model_type": "gpt2"})
    with pytest.raises(ValueError, match="rope_type 'longrope'"):
        build_model({**BASE, "model_type": "llama", "rope_scaling": {"rope_type": "longrope", "factor": 4.0}})
    with pytest.raises(ValueError, match=r"yarn needs \['original_max_position_embeddings'\]"):
        build_model({**BASE, "model_type": "llama", "rope_scaling": {"rope_type": "yarn", "factor": 4.0}})


def build_model_meta(model_type):
    with torch.device("meta"):
        return build_model({**BASE, "model_type": model_type})


def test_fused_norm_and_rotary_match_their_references():
    from engine.layers import (RMSNorm, apply_rotary, apply_rotary_reference, rms_norm_reference,
                               rotary_cos_sin)
    gen = torch.Generator().manual_seed(0)
    norm = RMSNorm(16, eps=1e-5)
    norm.weight.data = torch.randn(16, generator=gen)
    x = torch.randn(3, 5, 16, generator=gen) * 3
    assert torch.allclose(norm(x), rms_norm_reference(x, norm.weight, 1e-5), atol=1e-5)
    q = torch.randn(2, 4, 5, 16, generator=gen)
    positions = torch.tensor([[0, 1, 2, 3, 4], [7, 9, 11, 40, 100]])
    inv_freq = rope_inv_freq(16, 10000.0)
    cos, sin = rotary_cos_sin(inv_freq, positions, q.dtype)
    assert torch.allclose(apply_rotary(q, cos, sin), apply_rotary_reference(q, positions, inv_freq),
                          atol=1e-5)
    # position 0 is the identity, and rotation keeps each pair's length
    assert torch.allclose(apply_rotary(q, cos, sin)[0, :, 0], q[0, :, 0], atol=1e-6)
    assert torch.allclose(apply_rotary(q, cos, sin).norm(dim=-1), q.norm(dim=-1), atol=1e-4)


def test_cache_rejects_out_of_range_slot_and_bad_lengths():
    model = init_random_(materialize(build_model_meta("llama")))
    cache = KVCache.for_model(model, n_slots=2, max_len=8)
    with pytest.raises(ValueError, match=r"in \[0, 2\), found \[2\]"):
        model(torch.zeros(1, 1, dtype=torch.long), cache=cache, slots=[2])
    with pytest.raises(ValueError, match=r"lengths must lie in \[0, 3\]"):
        model(torch.zeros(1, 3, dtype=torch.long), cache=cache, lengths=[4])
    assert cache.lengths.tolist() == [0, 0]


def test_unpadded_prompts_plan_plain_causal_attention():
    """Whole prompts after equal prefixes plan no mask (attention's causal mode, query t
    seeing keys 0 .. S - T + t, which skips the keys above that diagonal); a padded row or
    slots holding different numbers of tokens get the explicit mask. Both plans give the
    same attention, on the PyTorch path and the C kernel's."""
    from engine.kernels import cpu
    from engine.kernels.backend import resolve_backend
    cache = KVCache(n_layers=1, n_slots=2, max_len=16, n_kv_heads=1, head_dim=4)
    assert cache.begin(None, None, 2, 5).mask is None
    padded = cache.begin(None, [5, 3], 2, 5).mask
    assert padded is not None and padded.shape == (2, 1, 5, 5)
    assert torch.equal(padded[0, 0], torch.ones(5, 5, dtype=torch.bool).tril())
    cache.commit(cache.begin([0], [5], 1, 5))
    assert cache.begin([0], None, 1, 3).mask is None                 # 5 tokens held, 3 more: causal
    uneven = cache.begin([0, 1], None, 2, 3).mask                      # slot 0 holds 5, slot 1 none
    assert uneven.shape == (2, 1, 3, 8) and torch.equal(uneven[0, 0], torch.ones(3, 8, dtype=torch.bool).tril(5))
    g = torch.Generator().manual_seed(0)
    q, k, v = torch.randn(1, 4, 3, 16, generator=g), torch.randn(1, 2, 8, 16, generator=g), torch.randn(1, 2, 8, 16, generator=g)
    want = attend_reference(q, k, v, uneven[:1])
    backends = [None]
    try:                    # no compiler: the PyTorch path alone; a failed build fails here
        cpu.require_library()
        backends.append(resolve_backend("cpu", kernels="c"))
    except cpu.NoCompiler:
        pass
    for backend in backends:
        torch.testing.assert_close(attend(q, k, v, None, backend=backend), want, rtol=1e-5, atol=1e-5)


def test_prompt_block_write_equals_the_indexed_write():
    """A prompt of consecutive slots, every row T tokens after the same number held, is
    written as one block (cast to the cache's float16 as it is copied); any other step
    through the indexed write. Slots [1, 0] (not consecutive) take the indexed write for
    the same tokens: both caches then hold the same bits and return the same keys."""
    g = torch.Generator().manual_seed(0)
    block, indexed = (KVCache(n_layers=2, n_slots=2, max_len=12, n_kv_heads=2, head_dim=8, dtype=torch.float16)
                      for _ in range(2))
    for held, T in ((0, 5), (5, 4)):             # a prompt, then a second chunk after it
        k, v = torch.randn(2, 2, T, 8, generator=g), torch.randn(2, 2, T, 8, generator=g)
        a, b = block.begin(None, None, 2, T), indexed.begin([1, 0], None, 2, T)
        assert isinstance(a.write, slice) and a.write == slice(held, held + T) and not isinstance(b.write, slice)
        for layer in range(2):
            ka, va = block.update(layer, k, v, a)
            kb, vb = indexed.update(layer, k.flip(0), v.flip(0), b)
            assert ka.dtype == torch.float32 and torch.equal(ka, kb.flip(0)) and torch.equal(va, vb.flip(0))
            assert torch.equal(ka[:, :, held:held + T], k.half().float())
        block.commit(a), indexed.commit(b)
    for layer in range(2):
        assert torch.equal(block.k[layer], indexed.k[layer]) and torch.equal(block.v[layer], indexed.v[layer])
    assert isinstance(block.begin(None, [3, 2], 2, 3).write, tuple)    # a padded row: indexed


class DenseAsQuant(torch.nn.Module):
    """Stands in for the quantized experts module: per-expert products from plain weights."""

    def __init__(self, gate_up, down):
        super().__init__()
        self.gate_up, self.down, self.num_experts = gate_up, down, gate_up.shape[0]
        self.gate = [torch.nn.Linear(1, 1)]
        self.calls = 0

    def matmul(self, which, e, x_e):
        self.calls += 1
        return x_e @ (self.gate_up[e] if which == "gate_up" else self.down[e]).T

    def dense(self):
        return self.gate_up, self.down


def test_quantized_experts_hook_replaces_the_stacked_products():
    from engine.moe import QuantizedExperts, quantized_experts
    torch.manual_seed(1)
    experts = Experts(8, 16, 12)
    x, index, weight = torch.randn(6, 16), torch.randint(0, 8, (6, 2)), torch.rand(6, 2)
    quant = DenseAsQuant(experts.gate_up_proj.detach().clone(), experts.down_proj.detach().clone())
    swapped = quantized_experts(experts, quant, dense=False)
    assert isinstance(swapped, QuantizedExperts) and not hasattr(swapped, "gate_up_proj")
    want = experts(x, index, weight)
    assert torch.allclose(swapped(x, index, weight), want, atol=1e-5)
    assert quant.calls == 2 * len(index.unique())     # each expert with tokens visited once
    dense = quantized_experts(experts, quant, dense=True)
    assert torch.allclose(dense(x, index, weight), want, atol=1e-5)
    with pytest.raises(ValueError, match="model has 4 experts, the file has 8"):
        quantized_experts(Experts(4, 16, 12), quant, dense=False)


def test_models_command_runs_every_registered_architecture(capsys):
    """`python run.py models`: each architecture of the registry (gemma3 included) as a
    tiny model, its padded batch and cached decoding agreeing with the plain forward."""
    import argparse
    import json

    from engine.cli.models import main
    from engine.models import MODELS
    assert main(argparse.Namespace(arch=None, json=True)) == 0
    rows = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [r["architecture"] for r in rows] == list(MODELS) and "gemma3" in MODELS
    for r in rows:
        assert r["padded_batch_vs_alone"] < 1e-4 and r["cached_vs_uncached"] < 1e-4, r
        # tiny means tiny: a config that inherits a real model's sizes (256 experts, wide
        # DeltaNet heads) takes minutes here instead of a second
        assert r["params"] < 500_000, f"{r['architecture']}: the tiny config has {r['params']:,} parameters"


def test_building_on_the_meta_device_imports_no_compiler():
    """load_gguf builds every model on the meta device; an op there such as negating a
    tensor goes through torch's reference decompositions, which import torch._dynamo
    (seconds of every load). In a fresh interpreter no architecture may pull it in."""
    import subprocess
    import sys
    code = ("import sys, torch\n"
            "from engine.models import MODELS, build_model\n"
            "from engine.models.tiny import tiny_config\n"
            "for arch in sorted(MODELS):\n"
            "    with torch.device('meta'):\n"
            "        build_model(tiny_config(arch))\n"
            "    assert 'torch._dynamo' not in sys.modules, f'building {arch} imported torch._dynamo'\n")
    from pathlib import Path
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          cwd=Path(__file__).resolve().parents[1])
    assert done.returncode == 0, done.stderr[-2000:]
