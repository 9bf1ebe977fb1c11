"""Chapter 42: the KV cache in llama.cpp's cache types (engine/serve/kv_types.py):
`--cache-type-k/-v` (or `--kv-cache` for both) f16, f32 or the block types q8_0, q4_0, q4_1,
q5_0, q5_1, iq4_nl, stored along the head dimension and rotated as llama.cpp rotates them.

1. Bytes per token: what llama.cpp allocates for the same file (n_layers x n_kv_heads x the
   row bytes of K and of V); the Walsh-Hadamard rotation's sizes and its being its own inverse.
2. The three real files, a prompt prefilled and then decoded one token at a time: the logits
   with a q8_0 cache move from those with the f16 cache by no more than llama.cpp's own q8_0
   cache moves its logits from its f16 cache's (KL, same tokens). The rows themselves are
   llama.cpp's bytes (test_ch40_q8_kernels.py), the fused step equals the PyTorch forward
   over them (test_ch40_decode_step.py).
3. Serving: greedy answers with speculative decoding (its rollback over block rows) equal
   plain decoding's; the prompt cache over block rows gives the answer a fresh slot gives.
4. Bad input: unknown type names, head dims that are not whole blocks, a cache that keeps
   its own layout: errors naming the flag or the model; the command line refuses in argparse.
Run with `-s` for the figures.
"""
import subprocess
import sys

import pytest
import torch

from conftest import REAL_MODELS, ROOT, figure_table, llama_cpp_oracle, real_model_path
from engine.evaluation.logit_quality import kl_divergence
from engine.models import build_model
from engine.models.tiny import tiny_config
from engine.serve.engine import Engine, SamplingParams
from engine.serve.kv_cache import KVCache
from engine.serve.kv_types import CACHE_TYPES, cache_type, hadamard, rotation, storage
from engine.serve.speculative import NgramDrafter, Speculator

torch.set_num_threads(2)
GGML_IDS = {"f16": 1, "q8_0": 8}      # llama.cpp's type_k / type_v values
ROWS = []
_print_table = figure_table("file | KL(f16 || q8_0 cache), ours | llama.cpp's | bytes per token, f16 | q8_0", ROWS)


# ------------------------------------------------------------------ 1. the facts

def test_bytes_per_token_are_llama_cpps():
    """A cache's bytes per token are n_layers x n_kv_heads x (K row + V row), a row being
    head_dim values: 2 bytes each in f16 and bf16, 34 per 32 in q8_0, 18 in q4_0 and iq4_nl, 20 in
    q4_1, 22 in q5_0, 24 in q5_1 (ggml_row_size, what llama.cpp allocates)."""
    bytes_per_32 = {"f32": 128, "f16": 64, "bf16": 64, "q8_0": 34, "q4_0": 18, "q4_1": 20, "q5_0": 22, "q5_1": 24, "iq4_nl": 18}
    assert sorted(bytes_per_32) == sorted(CACHE_TYPES)
    assert all(name.upper() == ggml for name, ggml in CACHE_TYPES.items())   # the decode step relies on it
    layers, heads, hd, tokens = 3, 2, 128, 40
    for k in CACHE_TYPES:
        for v in ("f16", "q4_0"):
            cache = KVCache(layers, 2, tokens, heads, hd, k_type=k, v_type=v)
            want = 2 * tokens * layers * heads * (hd // 32) * (bytes_per_32[k] + bytes_per_32[v])
            assert cache.nbytes == want, (k, v)


def test_rotation_sizes_and_matrix():
    """llama.cpp rotates block-type keys by the largest power of two dividing head_dim, values
    by 64, only where head_dim is a multiple of 64; float rows are never rotated. The matrix
    is orthonormal and its own inverse, so q . k and the attention output are unchanged."""
    assert [rotation("q8_0", hd, "k") for hd in (64, 128, 256, 192, 96, 32)] == [64, 128, 256, 64, 0, 0]
    assert [rotation("q4_0", hd, "v") for hd in (64, 128, 256, 96)] == [64, 64, 64, 0]
    assert rotation("f16", 128, "k") == rotation("f32", 128, "v") == 0
    for n in (64, 128):
        h = hadamard(n)
        torch.testing.assert_close(h @ h, torch.eye(n), atol=1e-6, rtol=0)
        assert torch.equal(h, h.T) and torch.equal(h.abs(), torch.full((n, n), n ** -0.5))
    x = torch.randn(3, 128)
    cache = KVCache(1, 1, 4, 1, 128, k_type="q8_0", v_type="q8_0")
    torch.testing.assert_close(cache.attended(cache.attended(x)), x, atol=1e-5, rtol=0)


# ------------------------------------------------------------------ 2. the real files against llama.cpp

llama_cpp = llama_cpp_oracle()


def _ours(model, ids, kinds, split):
    """float32 logits [T, V]: ids[:split] prefilled, then the rest decoded one token at a time."""
    cache = KVCache.for_model(model, 1, len(ids) + 1, k_type=kinds[0], v_type=kinds[1])
    with torch.inference_mode():
        out = [model(torch.tensor([ids[:split]]), cache=cache)[0]]
        out += [model(torch.tensor([[t]]), cache=cache)[0] for t in ids[split:]]
    return torch.cat(out).float()


@pytest.mark.parametrize("name", sorted(REAL_MODELS))
def test_q8_0_cache_moves_the_logits_no_more_than_llama_cpps(name):
    """Ours with int8 activations (llama.cpp's arithmetic): KL(f16 cache || q8_0 cache) at
    most 1.5x llama.cpp's KL(its f16 cache || its q8_0 cache) on the same 128 tokens (96 prefilled
    over the cache's rows, 32 decoded one at a time), plus
    1e-3 (measured 0.9-1.1x: both store the same rows and round the queries alike)."""
    from engine.evaluation import llama_cpp as oracle
    from engine.gguf.load import load_gguf
    from engine.kernels.backend import resolve_backend
    path = real_model_path(name)
    model, tok = load_gguf(path, dtype=torch.float32, backend=resolve_backend("cpu", activations="q8"),
                           progress=False)
    ids = tok.encode((ROOT / "engine" / "serve" / "engine.py").read_text()[:2400])[:128]
    ours = kl_divergence(_ours(model, ids, ("f16", "f16"), 96), _ours(model, ids, ("q8_0", "q8_0"), 96))
    theirs = kl_divergence(*[oracle.logits(path, ids, type_k=GGML_IDS[t], type_v=GGML_IDS[t], flash_attn=True)
                             for t in ("f16", "q8_0")])
    per_token = [KVCache.for_model(model, 1, 64, k_type=t, v_type=t).nbytes // 64 for t in ("f16", "q8_0")]
    ROWS.append([path.name, f"{ours.mean():.2e}", f"{theirs.mean():.2e}", str(per_token[0]), str(per_token[1])])
    assert ours.mean() <= 1.5 * theirs.mean() + 1e-3, (ours.mean(), theirs.mean())


# ------------------------------------------------------------------ 3. serving over block rows

def _tiny():
    torch.manual_seed(0)
    model = build_model(tiny_config("qwen3", head_dim=32)).float().eval()
    with torch.no_grad():        # spread the logits: near ties would make greedy fragile
        model.lm_head.weight.mul_(4)
    return model


def test_speculative_rollback_and_prompt_cache_over_block_rows():
    """Drafts verified and rejected over a q8_0 / q4_0 cache give plain decoding's tokens
    (the cut-back rows are written again); a prompt served again from the prompt cache
    (its rows kept in the slot) gives the answer it gave from an empty slot."""
    model = _tiny()
    g = torch.Generator().manual_seed(3)
    prompts = [torch.randint(0, 12, (20 + 3 * i,), generator=g).tolist() for i in range(3)]
    params = SamplingParams(max_tokens=24)

    def engine(speculation=None):
        cache = KVCache.for_model(model, 3, 160, k_type="q8_0", v_type="q4_0")
        assert cache.k[0].dtype == torch.uint8
        return Engine(model, n_slots=3, max_len=160, cache=cache, speculation=speculation)

    plain_engine = engine()
    plain = [r.output for r in plain_engine.generate(prompts, params)]
    spec = Speculator(NgramDrafter(1, 3), draft_max=5)
    assert [r.output for r in engine(spec).generate(prompts, params)] == plain
    assert spec.drafted > spec.accepted > 0
    again = plain_engine.generate([prompts[1] + plain[1][:4]], SamplingParams(max_tokens=20))[0]
    assert again.output == plain[1][4:24]


# ------------------------------------------------------------------ 4. bad input

def test_bad_types_and_head_dims_are_refused_by_name():
    assert cache_type(torch.float16) == cache_type("float16") == cache_type("F16") == "f16"
    assert cache_type(torch.bfloat16) == cache_type("bfloat16") == "bf16"
    with pytest.raises(ValueError, match="cache_type_k: 'q3_k' is not a KV cache type; choose one of f32, f16, bf16, q8_0"):
        cache_type("q3_k", "cache_type_k")
    with pytest.raises(ValueError, match="q8_0 KV cache stores each head's 80 values in blocks of 32"):
        storage("q8_0", 80)
    model = build_model(tiny_config("llama")).float().eval()       # heads of 16 values
    with pytest.raises(ValueError, match="16 values in blocks of 32.*use f16 or f32"):
        KVCache.for_model(model, 1, 8, k_type="q4_0", v_type="f16")
    deepseek = build_model(tiny_config("deepseek_v3")).float().eval()    # a latent cache: no block rows
    with pytest.raises(ValueError, match="LatentCache: cache type 'q8_0' is not supported"):
        KVCache.for_model(deepseek, 1, 8, k_type="q8_0", v_type="q8_0")


@pytest.mark.parametrize("args, message", [
    (["--kv-cache", "q3_k"], "argument --kv-cache: invalid choice: 'q3_k'"),
    (["-ctk", "q2_k"], "argument --cache-type-k/-ctk: invalid choice: 'q2_k'"),
])
def test_the_command_line_refuses_other_types_in_one_line(args, message):
    out = subprocess.run([sys.executable, str(ROOT / "run.py"), "gguf", "-m", "x.gguf", "-p", "hi", *args],
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 2 and message in out.stderr, out.stderr
