"""Chapter 40: the C kernels equal the PyTorch reference within float32 rounding.

Oracle: gguf-py's `gguf.quants.dequantize` of the same raw bytes, then a float64 matmul.
Random blocks are random bytes with their f16 scale fields overwritten by moderate
finite values. Every instruction-set copy the CPU runs is tested (forced with `path=`).
"""
from pathlib import Path

import numpy as np
import pytest
import torch

cpu = pytest.importorskip("engine.kernels.cpu")
gguf_quants = pytest.importorskip("gguf.quants")
import gguf  # noqa: E402

from engine.blocks.registry import F16_FIELDS  # byte offsets of each type's f16 scale fields  # noqa: E402

try:    # no compiler: skip; a compiler whose build fails: the error fails the run
    cpu.require_library()
except cpu.NoCompiler as e:
    pytest.skip(f"CPU kernels not built: {e}", allow_module_level=True)
from forced_paths import forced_paths  # noqa: E402

PLAIN = {"F32": np.float32, "F16": np.float16}
TYPES = sorted(cpu.KERNEL_TYPES)
PATHS = forced_paths()


def random_raw(type_name: str, n_rows: int, row_length: int, seed: int = 0) -> np.ndarray:
    """uint8 [n_rows, row_bytes]: random blocks with finite, moderate f16 scales."""
    rng = np.random.default_rng(seed)
    if type_name in PLAIN:
        return rng.standard_normal((n_rows, row_length)).astype(PLAIN[type_name]).view(np.uint8)
    if type_name == "BF16":
        bits = rng.standard_normal((n_rows, row_length)).astype(np.float32).view(np.uint32) >> 16
        return bits.astype(np.uint16).view(np.uint8)
    _, qk, size = cpu.KERNEL_TYPES[type_name]
    blocks = rng.integers(0, 256, (n_rows * row_length // qk, size), dtype=np.uint8)
    for off in F16_FIELDS.get(type_name, ()):
        scale = (rng.uniform(0.25, 1.0, blocks.shape[0]) * rng.choice([-1, 1], blocks.shape[0]) / 16)
        blocks[:, off:off + 2] = scale.astype(np.float16).view(np.uint8).reshape(-1, 2)
    if type_name == "MXFP4":     # E8M0 exponents near 2**0: weights of moderate size
        blocks[:, 0] = rng.integers(118, 130, blocks.shape[0])
    if type_name == "NVFP4":     # UE4M3 scales 2**-2 .. 2**2 (exponent field 5..9)
        blocks[:, :4] = rng.integers(5 * 8, 10 * 8, (blocks.shape[0], 4))
    if type_name == "IQ1_M":     # its f16 d is spelled by the top nibbles of the 4 scale words
        d = (rng.uniform(0.25, 1.0, blocks.shape[0]) / 16).astype(np.float16).view(np.uint16)
        for k in range(4):
            top = blocks[:, 49 + 2 * k]
            blocks[:, 49 + 2 * k] = (top & 0x0F) | (((d >> (4 * k)) & 0xF) << 4).astype(np.uint8)
    return blocks.reshape(n_rows, -1)


def oracle_weight(raw: np.ndarray, type_name: str) -> torch.Tensor:
    """float64 [N, K] decoded by gguf-py."""
    w = gguf_quants.dequantize(raw, gguf.GGMLQuantizationType[type_name])
    return torch.from_numpy(np.ascontiguousarray(w, dtype=np.float64))


def assert_close_f32(got: torch.Tensor, x: torch.Tensor, w: torch.Tensor):
    """got ~ x @ w.T within float32 rounding of the sum of |terms|."""
    want = x.double() @ w.T
    bound = 1e-5 * (x.double().abs() @ w.abs().T) + 1e-30
    err = (got.double() - want).abs()
    assert torch.all(err <= bound), f"max error {err.max():.3g}, bound {bound[err.argmax() // bound.shape[-1]].max():.3g}"


def row_lengths(type_name):
    qk = cpu.KERNEL_TYPES[type_name][1]
    return [33, 256 * 2] if qk == 1 else [qk * 3] if qk == 256 else [qk * 3, 256 * 2]   # odd block counts


@pytest.mark.parametrize("path", PATHS)
@pytest.mark.parametrize("type_name", TYPES)
def test_ggml_gemm_matches_gguf_py(type_name, path):
    for K in row_lengths(type_name):
        for N in (1, 7, 33):
            raw = random_raw(type_name, N, K, seed=N + K)
            w = oracle_weight(raw, type_name)
            assert w.shape == (N, K)
            for M in (1, 3, 17):
                x = torch.randn(M, K, generator=torch.Generator().manual_seed(M))
                got = cpu.ggml_gemm(x, torch.from_numpy(raw), type_name, path=path)
                assert got.shape == (M, N) and got.dtype == torch.float32
                assert_close_f32(got, x, w)


@pytest.mark.parametrize("path", PATHS)
@pytest.mark.parametrize("type_name", TYPES)
def test_dequant_rows_matches_gguf_py(type_name, path):
    """Rows decoded by every copy are gguf-py's bit for bit: they go through the exact
    decoders (dequant_blocks.h), the library's one decoder of each layout."""
    K = row_lengths(type_name)[-1]
    raw = random_raw(type_name, 9, K, seed=3)
    w = oracle_weight(raw, type_name)
    got = cpu.dequant_rows(torch.from_numpy(raw), type_name, 2, 7, path=path)
    assert torch.equal(got, w[2:7].float())


@pytest.mark.parametrize("path", PATHS)
@pytest.mark.parametrize("type_name", TYPES)
def test_fused_dots_match_the_exact_decoders(type_name, path):
    """M = 1 takes the SIMD copies' fused row dots (blocks decoded in registers) where they
    have one: within float32 rounding of x @ W.T with W from the scalar exact decoders."""
    from engine.kernels.cpu import dequant_exact
    K = row_lengths(type_name)[-1]
    raw = random_raw(type_name, 21, K, seed=11)
    _, qk, _ = cpu.KERNEL_TYPES[type_name]
    w = dequant_exact.decode(torch.from_numpy(raw), type_name, raw.size // cpu.KERNEL_TYPES[type_name][2],
                             qk, isa="scalar").view(21, K).double()
    x = torch.randn(1, K, generator=torch.Generator().manual_seed(4))
    assert_close_f32(cpu.ggml_gemm(x, torch.from_numpy(raw), type_name, path=path), x, w)


@pytest.mark.parametrize("path", PATHS)
def test_prefill_tiles_cover_every_row(path, monkeypatch):
    """Several tiles (a short last one) through the dequantize + GEMM path."""
    monkeypatch.setattr(cpu, "TILE_FLOATS", 512 * 4)  # 4 rows a tile
    raw = random_raw("Q4_K", 13, 512, seed=5)
    x = torch.randn(cpu.PREFILL_ROWS + 3, 512)
    assert_close_f32(cpu.ggml_gemm(x, torch.from_numpy(raw), "Q4_K", path=path), x, oracle_weight(raw, "Q4_K"))


def test_strided_rows_read_in_place():
    """raw may be a row-strided view (e.g. a slice of a larger mapped tensor)."""
    raw = torch.from_numpy(random_raw("Q8_0", 6, 64, seed=7))
    view = raw[::2]
    x = torch.randn(2, 64)
    assert_close_f32(cpu.ggml_gemm(x, view, "Q8_0"), x, oracle_weight(view.contiguous().numpy(), "Q8_0"))


def test_gemm_into_writes_given_buffer():
    raw = torch.from_numpy(random_raw("Q5_0", 5, 96, seed=8))
    x, out = torch.randn(3, 96), torch.full((3, 5), float("nan"))
    assert cpu.ggml_gemm_into(out, x, raw, "Q5_0") is out
    assert_close_f32(out, x, oracle_weight(raw.numpy(), "Q5_0"))


def test_reference_path_agrees():
    from engine.formats import ggml_quants
    if "Q4_0" not in ggml_quants.DECODERS:
        pytest.skip("engine.formats.ggml_quants has no Q4_0 decoder yet")
    raw = random_raw("Q4_0", 7, 96, seed=9)
    x = torch.randn(3, 96)
    want = oracle_weight(raw, "Q4_0")
    assert_close_f32(cpu.ggml_gemm_reference(x, torch.from_numpy(raw), "Q4_0"), x, want)


def affine_case(N, K, g, packed, seed):
    rng = torch.Generator().manual_seed(seed)
    codes = torch.randint(0, 16 if packed else 256, (N, K), generator=rng, dtype=torch.uint8)
    scales, offsets = torch.randn(N, K // g, generator=rng), torch.randn(N, K // g, generator=rng)
    # independent oracle: the definition, element by element in float64
    w = codes.double() * scales.double().repeat_interleave(g, 1) + offsets.double().repeat_interleave(g, 1)
    stored = (codes[:, 0::2] | (codes[:, 1::2] << 4)) if packed else codes
    return stored.contiguous(), scales, offsets, w


@pytest.mark.parametrize("path", PATHS)
@pytest.mark.parametrize("packed", [False, True])
@pytest.mark.parametrize("g", [16, 32])
def test_affine_gemm_matches_definition(g, packed, path):
    for N, K in [(1, 96), (7, 64), (33, 256)]:
        codes, scales, offsets, w = affine_case(N, K, g, packed, seed=N)
        for M in (1, 3, 17):
            x = torch.randn(M, K)
            assert_close_f32(cpu.affine_gemm(x, codes, scales, offsets, g, packed, path=path), x, w)
        torch.testing.assert_close(cpu.reference.affine_weight(codes, scales, offsets, g, packed).double(), w, rtol=1e-6, atol=1e-5)


@pytest.mark.parametrize("path", PATHS)
def test_prompt_attention_matches_the_eager_reference(path):
    """attend_causal (attend_prompt.h) against attend_reference's float32 softmax: GQA,
    keys before the prompt (S > T), queries laid out as the layer makes them ([B, T, H, hd]
    viewed as [B, H, T, hd]), keys as a cache slice hands them over (a longer buffer), head
    sizes that are and are not multiples of the 16-float tiles, tiles cut short at the end."""
    from engine.kernels.cpu.prompt import attend_causal
    from engine.layers.attention import attend_reference
    g = torch.Generator().manual_seed(0)
    for B, H, Hkv, T, S, hd in [(1, 9, 3, 64, 64, 64), (2, 4, 2, 7, 19, 16), (1, 2, 1, 13, 13, 24),
                                (1, 8, 8, 33, 40, 128), (1, 4, 1, 2, 5, 256), (3, 6, 3, 17, 17, 80)]:
        q = torch.randn(B, T, H, hd, generator=g).transpose(1, 2) * 2
        k = torch.randn(B, Hkv, S + 5, hd, generator=g)[:, :, :S] * 2
        v = torch.randn(B, Hkv, S, hd, generator=g)
        mask = torch.ones(T, S, dtype=torch.bool).tril(S - T)[None, None]
        for scale in (None, 0.3):
            got = attend_causal(q, k, v, scale, path=path, threads=2)
            assert got.shape == (B, H, T, hd) and got.transpose(1, 2).is_contiguous()
            want = attend_reference(q.double(), k.double(), v.double(), mask, scale).float()
            torch.testing.assert_close(got, want, rtol=1e-5, atol=1e-5, msg=f"{path} {(B, H, Hkv, T, S, hd)}")


@pytest.mark.parametrize("path", PATHS)
def test_prompt_attention_with_a_sliding_window_and_sinks(path):
    """attend_causal with `window` W: query t sees keys S - T + t - W < j <= S - T + t (a
    sliding-window layer's band), against attend_reference with that band as its mask.
    Windows narrower than a tile, than a 16-key block, wider than the keys, keys before the
    prompt and none, several batch rows; each also with gpt-oss's sink logits (one a head,
    in every softmax's denominator), and the sinks without a window."""
    from engine.kernels.cpu.prompt import attend_causal
    from engine.layers.attention import attend_reference
    g = torch.Generator().manual_seed(2)
    for B, H, Hkv, T, S, hd, W in [(1, 4, 1, 64, 64, 64, 5), (1, 4, 2, 40, 100, 16, 17), (2, 6, 3, 23, 23, 24, 1),
                                   (1, 2, 2, 50, 70, 32, 32), (1, 8, 4, 9, 9, 128, 400), (2, 2, 1, 33, 97, 80, 48)]:
        q = torch.randn(B, T, H, hd, generator=g).transpose(1, 2) * 2
        k = torch.randn(B, Hkv, S, hd, generator=g) * 2
        v = torch.randn(B, Hkv, S, hd, generator=g)
        t, j = torch.arange(T)[:, None] + S - T, torch.arange(S)[None]
        band = ((j <= t) & (j > t - W))[None, None]
        sinks = torch.randn(H, generator=g) * 3
        for window, mask, sink in ((W, band, None), (W, band, sinks), (None, j <= t, sinks)):
            got = attend_causal(q, k, v, None, path=path, threads=2, window=window, sinks=sink)
            want = attend_reference(q.double(), k.double(), v.double(), mask,
                                    sinks=None if sink is None else sink.double()).float()
            torch.testing.assert_close(got, want, rtol=1e-5, atol=1e-5,
                                       msg=f"{path} {(B, H, Hkv, T, S, hd, window, sink is not None)}")
    with pytest.raises(ValueError, match="window must be a positive int"):
        attend_causal(q, k, v, window=0)


def test_prompt_attention_is_what_a_cpu_model_prefills_with():
    """With the C library a maskless float32 prefill takes attend_causal (sinks and a window
    included), and it agrees with PyTorch's scaled_dot_product_attention; a mask or float16
    keep the PyTorch path."""
    from engine.kernels.backend import resolve_backend
    from engine.layers.attention import attend
    backend = resolve_backend("cpu", kernels="c")
    g = torch.Generator().manual_seed(1)
    q, k, v = (torch.randn(1, h, 40, 64, generator=g) for h in (6, 2, 2))
    fast, plain = attend(q, k, v, None, backend=backend), attend(q, k, v, None)
    assert not fast.is_contiguous() and plain.is_contiguous()    # [B, T, H, hd] memory: the C kernel's
    torch.testing.assert_close(fast, plain, rtol=1e-5, atol=1e-5)
    mask = torch.ones(40, 40, dtype=torch.bool).tril()[None, None]
    assert attend(q, k, v, mask, backend=backend).is_contiguous()
    sinks = torch.randn(6, generator=g)
    for window in (None, 7):
        fast = attend(q, k, v, None, sinks=sinks, backend=backend, window=window)
        plain = attend(q, k, v, None, sinks=sinks, window=window)
        assert not fast.is_contiguous() and plain.is_contiguous()
        torch.testing.assert_close(fast, plain, rtol=1e-5, atol=1e-5)


@pytest.mark.parametrize("path", PATHS)
def test_prompt_rows_match_the_layers(path):
    """rms_norm_rows against rms_norm_reference (float32 rounding apart); rotate_heads equal
    bit for bit to apply_rotary's PyTorch ops, whole and partial rotation (Qwen3.5's first r
    dims), queries laid out as a projection makes them."""
    from engine.kernels.cpu.prompt import rms_norm_rows, rotate_heads
    from engine.layers.basic import apply_rotary, rms_norm_reference, rope_inv_freq, rotary_cos_sin
    g = torch.Generator().manual_seed(0)
    for shape in [(1, 5, 576), (2, 3, 4, 24), (7, 33)]:
        x, w = torch.randn(*shape, generator=g) * 3, torch.rand(shape[-1], generator=g) + 0.5
        torch.testing.assert_close(rms_norm_rows(x, w, 1e-6, path=path, threads=2), rms_norm_reference(x, w, 1e-6),
                                   rtol=2e-6, atol=2e-6)
    for B, H, T, hd, r in [(1, 9, 37, 64, 64), (2, 3, 5, 128, 32), (1, 4, 1, 256, 256)]:
        x = torch.randn(B, T, H, hd, generator=g).transpose(1, 2) * 2
        positions = torch.arange(T).expand(B, T) + 7
        cos, sin = rotary_cos_sin(rope_inv_freq(r, 10000.0), positions, torch.float32)
        got = rotate_heads(x, cos, sin, path=path, threads=2)
        want = apply_rotary(x, cos, sin)
        assert got.shape == want.shape and torch.equal(got, want), f"{path} {(B, H, T, hd, r)}"


@pytest.mark.parametrize("path", PATHS)
def test_prompt_glu_rows_match_the_layers(path, monkeypatch):
    """glu_rows against the layers' PyTorch gated units (silu, tanh GELU, gpt-oss's clamped
    SwiGLU), float32 rounding apart, written over gate; odd widths take the scalar tail;
    GatedMLP takes it for a prompt's rows with the C library and agrees with PyTorch."""
    from engine.kernels.backend import resolve_backend
    from engine.kernels.cpu.prompt import glu_rows
    from engine.layers.basic import GATE_ACTIVATIONS, GatedMLP, clamped_swiglu
    g = torch.Generator().manual_seed(1)
    refs = {name: (lambda a, b, f=f: f(a) * b) for name, f in GATE_ACTIVATIONS.items()}
    refs["clamped_swiglu"] = lambda a, b: clamped_swiglu(a, b, 1.702, 7.0)
    for name, ref in refs.items():
        for shape in [(1, 37, 1536), (3, 13), (2, 5, 7)]:
            gate, up = torch.randn(*shape, generator=g) * 6, torch.randn(*shape, generator=g) * 3
            gate[..., :3] = torch.tensor([-100.0, 100.0, 0.0])       # exp's far ends and zero
            want = ref(gate, up)
            got = glu_rows(gate, up, name, path=path, threads=2, alpha=1.702, limit=7.0)
            assert got.data_ptr() == gate.data_ptr()
            torch.testing.assert_close(got, want, rtol=4e-6, atol=4e-6, msg=f"{name} {shape} {path}")
    with pytest.raises(ValueError, match="activation must be one of"):
        glu_rows(torch.zeros(2, 8), torch.zeros(2, 8), "relu")
    with pytest.raises(ValueError, match="contiguous float32 CPU gate and up of one shape"):
        glu_rows(torch.zeros(8, 2).t(), torch.zeros(2, 8), "silu")
    mlp = GatedMLP(64, 160, "gelu_pytorch_tanh")
    x = torch.randn(2, 9, 64, generator=g)
    from engine.kernels.cpu import prompt
    calls = []
    monkeypatch.setattr(prompt, "glu_rows", lambda *a, **k: calls.append(a[3]) or glu_rows(*a, **k))
    with torch.no_grad():
        want = mlp(x)
        mlp.backend = resolve_backend("cpu", kernels="c", cpu_path=path, threads=2)
        torch.testing.assert_close(mlp(x), want, rtol=1e-5, atol=1e-6)
        mlp(x[:, :1])                         # a decode step's rows: the fused step's scalar glu
    assert calls == [path, "scalar"]


def test_row_pieces_keep_every_piece_prompt_sized():
    from engine.layers.basic import row_pieces
    assert row_pieces(256, 256) == [(0, 256)] and row_pieces(5000, None) == [(0, 5000)]
    assert row_pieces(600, 256) == [(0, 256), (256, 600)]              # a tail of 88 joins the piece before it
    assert row_pieces(700, 256) == [(0, 256), (256, 512), (512, 700)]  # a tail of 188 goes alone
    assert row_pieces(4096, 256) == [(a, a + 256) for a in range(0, 4096, 256)]


def test_a_long_prompts_mlp_goes_in_pieces_with_the_same_numbers(monkeypatch):
    """A prompt whose [T, ffn] products pass the C backend's mlp_piece_bytes goes through each
    gated MLP in pieces that fit it: every row's logits are the same bits as with all rows at
    once (SmolLM2, int8 activations; its budget cut to 256 of its 1536-wide rows); a prompt
    whose products fit goes whole."""
    from conftest import real_model_path
    from engine.gguf.load import load_gguf
    from engine.kernels.cpu.backend import CBackend
    from engine.layers.basic import GatedMLP
    model, _ = load_gguf(real_model_path("smollm2"), dtype=torch.float32, activations="q8", progress=False)
    seen = []
    rows = GatedMLP.forward_rows
    monkeypatch.setattr(GatedMLP, "forward_rows", lambda self, x: seen.append(x.shape[1]) or rows(self, x))
    ids = torch.randint(0, 40000, (1, 600), generator=torch.Generator().manual_seed(3))
    with torch.inference_mode():
        model(ids)
        assert seen[0] == 600                    # 600 x 1536 floats: within the 16 MiB
        seen.clear()
        monkeypatch.setattr(CBackend, "mlp_piece_bytes", 256 * 1536 * 4)
        pieces = model(ids)
        assert seen[:2] == [256, 344] and len(seen) == 2 * model.config.num_hidden_layers
        monkeypatch.setattr(CBackend, "mlp_piece_bytes", None)
        seen.clear()
        whole = model(ids)
    assert seen[0] == 600 and torch.equal(pieces, whole)


def test_a_long_cached_prompt_goes_in_pieces_with_the_same_numbers(monkeypatch):
    """A cached prompt longer than the C backend's prompt_piece goes through the model a piece
    at a time (llama.cpp's ubatch): all logits, the last token's and the next step's after
    it are the same bits as in one pass, with an f16 and a q8_0 cache (SmolLM2, int8
    activations); a cache with other state (a window's) takes the prompt whole."""
    from conftest import real_model_path
    from engine.gguf.load import load_gguf
    from engine.kernels.cpu.backend import CBackend
    from engine.serve.kv_cache import KVCache
    from engine.serve.window_cache import WindowKVCache
    model, _ = load_gguf(real_model_path("smollm2"), dtype=torch.float32, activations="q8", progress=False)
    fed = []
    model.model.embed_tokens.register_forward_hook(lambda m, a, out: fed.append(a[0].shape[1]))
    ids = torch.randint(0, 40000, (1, 800), generator=torch.Generator().manual_seed(5))

    def passes(kind):
        out = []
        for last_only in (False, True):
            cache = KVCache.for_model(model, n_slots=1, max_len=810, k_type=kind, v_type=kind)
            out += [model(ids, cache=cache, last_only=last_only), model(ids[:, :1], cache=cache, last_only=True)]
        return out

    with torch.inference_mode():
        for kind in ("f16", "q8_0"):
            fed.clear()
            pieces = passes(kind)
            assert fed == [512, 288, 512, 288]          # the steps after take the fused decode
            monkeypatch.setattr(CBackend, "prompt_piece", None)
            whole = passes(kind)
            monkeypatch.undo()
            assert all(torch.equal(a, b) for a, b in zip(pieces, whole)), kind
        assert not WindowKVCache.prompt_in_pieces.fget(object.__new__(WindowKVCache))


def test_prompt_attention_bad_input_is_named():
    from engine.kernels.cpu.prompt import attend_causal
    q, k = torch.randn(1, 4, 8, 16), torch.randn(1, 3, 8, 16)
    with pytest.raises(ValueError, match="heads a multiple of key heads"):
        attend_causal(q, k, k)
    with pytest.raises(ValueError, match="at least as many keys"):
        attend_causal(q, k[:, :2, :4], k[:, :2, :4])
    with pytest.raises(ValueError, match="float32"):
        attend_causal(q.half(), k[:, :2].half(), k[:, :2].half())
    with pytest.raises(ValueError, match="attend_causal: q must have unit stride"):
        attend_causal(q.transpose(2, 3), k[:, :2].transpose(2, 3), k[:, :2].transpose(2, 3))
    from engine.kernels.cpu.prompt import rms_norm_rows, rotate_heads
    with pytest.raises(ValueError, match=r"rms_norm_rows: .*weight \[16\]"):
        rms_norm_rows(q, torch.ones(15), 1e-6)
    with pytest.raises(ValueError, match=r"rotate_heads: .*r even"):
        rotate_heads(q, torch.ones(1, 8, 7), torch.ones(1, 8, 7))


def test_bad_input_is_named():
    raw = torch.from_numpy(random_raw("Q4_0", 2, 64))
    with pytest.raises(ValueError, match="features"):
        cpu.ggml_gemm(torch.randn(1, 32), raw, "Q4_0")
    with pytest.raises(ValueError, match="Q1_0"):
        cpu.ggml_gemm(torch.randn(1, 64), raw, "Q1_0")
    with pytest.raises(ValueError, match="18-byte"):
        cpu.ggml_gemm(torch.randn(1, 64), raw[:, :17], "Q4_0")
    with pytest.raises(ValueError, match="path"):
        cpu.ggml_gemm(torch.randn(1, 64), raw, "Q4_0", path="neon")
    assert cpu.supports("Q6_K") and cpu.supports("IQ2_XS") and not cpu.supports("Q1_0")


def test_the_copies_this_cpu_runs_and_the_ones_it_refuses():
    """The copies are not nested (AVX-VNNI without AVX-512 on Intel's client cores, AVX-512
    VNNI without AVX-VNNI on Zen 4): the widest one the CPU runs is the default, and a copy
    it does not run is refused by name, by the kernels, the backend and the CLI alike,
    never run (an illegal instruction) or swapped for another."""
    from engine.kernels.backend import resolve_backend
    runs = cpu.runnable_paths()
    assert runs[0] == "scalar" and set(runs) <= set(cpu.PATHS)
    assert cpu.best_path() == next(p for p in ("amx", "avx512vnni", "avx512", "avxvnni", "avx2", "scalar") if p in runs)
    raw, x = torch.from_numpy(random_raw("Q4_0", 16, 64)), torch.randn(3, 64)
    for path in runs:
        cpu.check_path(path)
        assert torch.equal(cpu.ggml_gemm_q8(x, raw, "Q4_0", path=path), cpu.ggml_gemm_q8(x, raw, "Q4_0", path=path))
    for path in [p for p in cpu.PATHS if p not in runs]:
        with pytest.raises(ValueError, match=f"'{path}' needs instructions this CPU lacks"):
            cpu.ggml_gemm_q8(x, raw, "Q4_0", path=path)
        with pytest.raises(ValueError, match=f"cpu_path '{path}' needs instructions this CPU lacks"):
            resolve_backend("cpu", kernels="c", cpu_path=path)
    with pytest.raises(ValueError, match="must be one of scalar, avx2, avxvnni, avx512, avx512vnni, amx, got 'avx3'"):
        cpu.check_path("avx3")


def test_a_path_without_the_library_says_why(tmp_path):
    """No compiler, so no library (and every layer on the PyTorch path): a forced copy is
    refused with the library's reason, not an AttributeError."""
    import subprocess
    import sys
    code = ("from engine.kernels.cpu import check_path\n"
            "try:\n    check_path('avx2', '--cpu-path')\nexcept ValueError as e:\n    print(e)")
    env = {"PATH": str(tmp_path), "GGUF_ENGINE_CACHE": str(tmp_path / "cache"), "HOME": str(tmp_path)}
    out = subprocess.run([sys.executable, "-c", code], cwd=Path(__file__).resolve().parents[1], env=env,
                         capture_output=True, text=True, timeout=300)
    assert out.stdout.strip() == "--cpu-path 'avx2': the C library is unavailable: no C compiler found " \
                                 "(tried $CC, cc, gcc)", out.stdout + out.stderr


def test_type_table_is_the_librarys_checked_against_python(monkeypatch):
    """KERNEL_TYPES and Q8_WEIGHTS are what the library states; a table that disagrees with
    the registry is an error naming the type and both values."""
    from engine.formats import ggml_quants as gq
    from engine.kernels.cpu import library, q8
    rows = library._type_rows(cpu.require_library())
    table = cpu.check_type_table(rows)
    assert dict(cpu.KERNEL_TYPES) == table["matmul"] and dict(cpu.Q8_WEIGHTS) == table["int8"]
    assert set(cpu.Q8_WEIGHTS) == set(cpu.ACT_TYPES) and set(cpu.KERNEL_TYPES) <= set(table["decoder"])
    for name, (tid, qk, size) in table["decoder"].items():
        assert gq.NAMES[tid] == name and gq.BLOCK[name] == (qk, size)
    assert cpu.ACT_BLOCKS == {f: (gq.TYPES[f], *gq.BLOCK[f]) for f in ("Q8_0", "Q8_1", "Q8_K")}
    monkeypatch.setitem(gq.BLOCK, "Q4_K", (256, 145))
    with pytest.raises(RuntimeError, match=r"Q4_K: .*\(256, 144\).*registry has \(256, 145\)"):
        cpu.check_type_table(rows)
    monkeypatch.setitem(gq.BLOCK, "Q4_K", (256, 144))
    monkeypatch.setitem(q8.ACT_TYPES, "Q4_0", "Q8_1")
    with pytest.raises(RuntimeError, match="Q4_0: .* takes Q8_0 activations, .*`act` says Q8_1"):
        cpu.check_type_table(rows)
    monkeypatch.delitem(q8.ACT_TYPES, "Q4_0")
    with pytest.raises(RuntimeError, match="Q4_0: .* takes Q8_0 activations, .*`act` says none"):
        cpu.check_type_table(rows)
    monkeypatch.setitem(q8.ACT_TYPES, "Q4_0", "Q8_0")
    unknown = library.TypeInfo(99, 32, 18, 1, -1)
    with pytest.raises(RuntimeError, match="type id 99 .*registry has no type 99"):
        cpu.check_type_table(rows + [unknown])
    no_matmul = [r for r in rows if gq.NAMES[r.id] != "Q5_1"] + [
        library.TypeInfo(gq.TYPES["Q5_1"], 32, 24, 1 | 4, gq.TYPES["Q8_1"])]   # Q5_1 without its matmul
    with pytest.raises(RuntimeError, match=r"registry marks `kernel` on .*Q5_1"):
        cpu.check_type_table(no_matmul)


def test_a_broken_source_is_a_build_error_with_the_compilers_message(tmp_path, monkeypatch):
    """A syntax error in a header fails the build with the compiler's message (the tests
    of this chapter then fail, they do not skip)."""
    from engine.kernels.cpu import build
    src = tmp_path / "src"
    src.mkdir()
    for path in build.sources():
        (src / path.name).write_bytes(path.read_bytes())
    (src / "gemm_body.h").write_text((src / "gemm_body.h").read_text() + "\nstatic int broken(void) { return }\n")
    monkeypatch.setenv("GGUF_ENGINE_CACHE", str(tmp_path / "cache"))
    with pytest.raises(RuntimeError, match=r"(?s)compiling .*ggml_cpu\.c failed.*gemm_body\.h.*error"):
        build.build(src)
    assert not (tmp_path / "cache").exists() or not list((tmp_path / "cache").rglob("*.so"))


@pytest.mark.parametrize("model", ["smollm2", "qwen25"])  # Q4_1; Q4_K, Q5_0, Q6_K, Q8_0
def test_real_tensor_rows(model):
    """Rows of each real file's first matrix of every type, read from the memory map."""
    from conftest import real_model_path
    real_model = real_model_path(model)
    reader = gguf.GGUFReader(str(real_model))
    seen = set()
    for t in reader.tensors:
        name = t.tensor_type.name
        if name in seen or name not in cpu.KERNEL_TYPES or len(t.shape) != 2:
            continue
        seen.add(name)
        raw = torch.from_numpy(np.asarray(t.data[:40]).view(np.uint8).reshape(min(40, t.data.shape[0]), -1))
        w = oracle_weight(raw.numpy(), name)
        x = torch.randn(2, w.shape[1])
        assert_close_f32(cpu.ggml_gemm(x, raw, name), x, w)
    assert seen, f"{real_model} has no matrix of a type the kernels read"
