"""Prompt attention (attend_prompt.h) at long and odd lengths: the kernel walks keys in
tiles of 64 and queries in blocks of 24 positions with a running softmax, so the lengths
here cut tiles and blocks short at both ends (T = 1, 7, 300, 1029 after a cache prefix of
0 or 777 keys), with GQA, sliding windows narrower and wider than a tile, and sink logits,
against a float64 softmax; on every instruction-set copy, those this CPU lacks skipped."""
import pytest
import torch

cpu = pytest.importorskip("engine.kernels.cpu")

try:    # no compiler: skip; a compiler whose build fails: the error fails the run
    cpu.require_library()
except cpu.NoCompiler as e:
    pytest.skip(f"CPU kernels not built: {e}", allow_module_level=True)
from forced_paths import forced_paths  # noqa: E402

from engine.kernels.cpu.library import PATHS  # noqa: E402


def runnable(path: str):
    if path not in forced_paths():
        pytest.skip(f"{path} is not forced here (this CPU runs {cpu.runnable_paths()})")


def reference(q, k, v, window=None, sinks=None):
    """softmax(q k^T / sqrt(hd)) v in float64, query t seeing keys S - T + t - window < j <= S - T + t."""
    B, H, T, hd = q.shape
    S, G = k.shape[2], H // k.shape[1]
    k, v = k.double().repeat_interleave(G, 1), v.double().repeat_interleave(G, 1)
    scores = q.double() @ k.transpose(-1, -2) * hd ** -0.5
    t, j = torch.arange(T)[:, None] + S - T, torch.arange(S)[None]
    seen = (j <= t) & (j > t - window) if window else j <= t
    scores = scores.masked_fill(~seen, float("-inf"))
    if sinks is not None:
        scores = torch.cat([scores, sinks.double()[None, :, None, None].expand(B, H, T, 1)], -1)
    weights = scores.softmax(-1)[..., :S]
    return (weights @ v).float()


def inputs(B, H, Hkv, T, S, hd, seed):
    g = torch.Generator().manual_seed(seed)
    q = torch.randn(B, T, H, hd, generator=g).transpose(1, 2) * 2      # the layer's [B, T, H, hd] memory
    k = torch.randn(B, Hkv, S, hd, generator=g) * 2
    v = torch.randn(B, Hkv, S, hd, generator=g)
    return q, k, v


@pytest.mark.parametrize("path", list(PATHS))
@pytest.mark.parametrize("prefix", [0, 777])
def test_long_and_odd_lengths_match_a_float64_softmax(path, prefix):
    """GQA (4 query heads a key head, and 1), head sizes of 128, 64 and 80 (not a multiple of
    the AVX-512 value tile's 32 columns), prompts of 1, 7, 300 and 1029 tokens after `prefix`
    cached keys."""
    runnable(path)
    from engine.kernels.cpu.prompt import attend_causal
    for T, H, Hkv, hd in [(1, 8, 2, 128), (7, 4, 1, 64), (300, 8, 2, 128), (1029, 2, 2, 80)]:
        q, k, v = inputs(1, H, Hkv, T, T + prefix, hd, seed=T + prefix)
        got = attend_causal(q, k, v, path=path, threads=2)
        torch.testing.assert_close(got, reference(q, k, v), rtol=1e-5, atol=1e-5, msg=f"{path} T={T} prefix={prefix}")


@pytest.mark.parametrize("path", list(PATHS))
def test_long_prompts_with_windows_and_sinks(path):
    """Windows of 1, 50 (inside one key tile), 64, 100 and 4096 (wider than every row's keys),
    each with and without sinks, over 300 and 1029 queries after 0 or 777 keys; two batch rows."""
    runnable(path)
    from engine.kernels.cpu.prompt import attend_causal
    for T, prefix, window in [(300, 0, 1), (300, 777, 50), (1029, 0, 64), (1029, 777, 100), (300, 777, 4096)]:
        q, k, v = inputs(2, 4, 2, T, T + prefix, 64, seed=window)
        sinks = torch.randn(4, generator=torch.Generator().manual_seed(window)) * 3
        for sink in (None, sinks):
            got = attend_causal(q, k, v, path=path, threads=2, window=window, sinks=sink)
            torch.testing.assert_close(got, reference(q, k, v, window, sink), rtol=1e-5, atol=1e-5,
                                       msg=f"{path} T={T} prefix={prefix} window={window} sinks={sink is not None}")


@pytest.mark.parametrize("threads", [1, 2, 3])
def test_the_answer_does_not_depend_on_the_thread_count(threads):
    """Tasks split by key head, head group and position block: any number of threads, the
    same bits (each row is one task's, summed in one order)."""
    from engine.kernels.cpu.prompt import attend_causal
    q, k, v = inputs(1, 4, 1, 61, 100, 128, seed=5)
    one = attend_causal(q, k, v, threads=1)
    assert torch.equal(attend_causal(q, k, v, threads=threads), one)


@pytest.mark.parametrize("cache", ["float32", "float16"])
@pytest.mark.parametrize("heads", [(8, 2), (8, 8)])
def test_fused_decode_after_a_long_prompt(cache, heads):
    """Past G * 256 keys the fused decode step attends a key head's G query heads together,
    chunk by chunk with a running softmax (attend_row.h's attend_group): the logits of a few
    greedy steps after prompts of 1029 and 600 tokens equal the layer-by-layer PyTorch
    forward's; without GQA (G = 1) the head-by-head path runs, the same answer."""
    from engine.layers.decoder import init_random_
    from engine.models import build_model
    from engine.serve.kv_cache import KVCache
    from test_ch40_decode_step import BASE, assert_close, run_steps
    H, Hkv = heads
    torch.manual_seed(6)
    config = {**BASE, "model_type": "llama", "num_attention_heads": H, "num_key_value_heads": Hkv,
              "head_dim": 32, "max_position_embeddings": 2048}
    model = init_random_(build_model(config).float(), seed=6, std=0.05).eval()
    with torch.no_grad():   # peaky attention: the softmax's maximum moves from chunk to chunk
        for layer in model.model.layers:
            layer.self_attn.q_proj.weight.mul_(8)
    prompts = [[1 + i * 7 % 299 for i in range(1029)], [1 + i * 13 % 299 for i in range(600)]]
    dtype = getattr(torch, cache)

    def make_cache(m, d):
        return KVCache.for_model(m, n_slots=2, max_len=1040, dtype=d)
    want, _ = run_steps(model, prompts, [0, 1], steps=3, fused=False, cache_dtype=dtype, make_cache=make_cache)
    got, _ = run_steps(model, prompts, [0, 1], steps=3, fused=True, cache_dtype=dtype, make_cache=make_cache)
    # 1e-5 (float32) holds run after run in one process; but the first layer-by-layer run after
    # test_long_prompts_with_windows_and_sinks's calls (copies forced, windows, sinks) has been
    # seen 4-6e-4 off its own repeat, in about one file run of three, while the fused runs
    # repeat bit for bit: an open defect of the PyTorch path's kernels, not of attend_group
    # (it shows with the grouped path off). A wrong grouped softmax is off by ~1, far above this.
    assert_close(got, want, rel=1e-3)
