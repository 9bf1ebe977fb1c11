"""Chapter 40: int8-activation kernels (activations quantized like llama.cpp, integer dots).

Oracles: llama.cpp itself, through the CPU backend library that llama-cpp-python ships
(`ggml_get_type_traits_cpu(type)` -> its `from_float` quantizer and `vec_dot` kernel),
and the pure-PyTorch reference (reference.py), whose weights gguf-py decodes the same
way. Every instruction-set copy the CPU runs is tested (forced with `path=`).
"""
import numpy as np
import pytest
import torch

cpu = pytest.importorskip("engine.kernels.cpu")
gguf_quants = pytest.importorskip("gguf.quants")
import gguf  # noqa: E402

try:    # no compiler: skip; a compiler whose build fails: the error fails the run
    cpu.require_library()
except cpu.NoCompiler as e:
    pytest.skip(f"CPU kernels not built: {e}", allow_module_level=True)
from forced_paths import forced_paths  # noqa: E402

from test_ch40_cpu_kernels import random_raw  # noqa: E402

from engine.formats.runtime import GGMLQuantLinear, quant_linear, resolve_backend  # noqa: E402

Q8 = resolve_backend("cpu", activations="q8")                      # the C int8 kernels
Q8_TORCH = resolve_backend("cpu", kernels="torch", activations="q8")    # their PyTorch reference

TYPES = sorted(cpu.ACT_TYPES)
ACTS = sorted(cpu.ACT_BLOCKS)
PATHS = forced_paths()


def activation_rows(K: int, seed: int = 0) -> torch.Tensor:
    """float32 [9, K]: normal rows at several magnitudes, an all-zero row, a row with
    exact rounding ties, tiny values (d underflows in f16), huge ones (d overflows in
    f16), and a row whose largest magnitude comes twice with opposite signs."""
    g = torch.Generator().manual_seed(seed)
    rows = [torch.randn(K, generator=g) * s for s in (1.0, 1e-3, 3e3)]
    rows.append(torch.zeros(K))
    ties = torch.randint(-126, 127, (K,), generator=g).float() + 0.5
    ties[::32] = 127.0                            # amax 127 per block: x * (127/amax) = x
    rows.append(ties)
    rows.append(torch.randn(K, generator=g) * 1e-9)
    rows.append(torch.randn(K, generator=g) * 3e7)
    both = torch.randn(K, generator=g)
    both[5], both[9] = -4.0, 4.0                  # Q8_K takes the first one's sign
    rows.append(both)
    sparse = torch.zeros(K)
    sparse[K // 2] = 2.5                          # blocks of zeros beside one live block
    rows.append(sparse)
    return torch.stack(rows)


# ------------------------------------------------------------------ llama.cpp oracle

@pytest.fixture(scope="module")
def llama():
    """llama.cpp's quantizers and dot products, living in the oracle's worker process."""
    from engine.evaluation.worker import worker
    from llama_cpp_quants import Unavailable
    try:
        return worker().call("llama_cpp_quants:LlamaCppQuants")
    except Unavailable as e:
        pytest.skip(str(e))


# ------------------------------------------------------------------ helpers

def weight_oracle(raw: torch.Tensor, type_name: str) -> torch.Tensor:
    """float64 [N, K] decoded by gguf-py."""
    w = gguf_quants.dequantize(raw.numpy(), gguf.GGMLQuantizationType[type_name])
    return torch.from_numpy(np.ascontiguousarray(w, dtype=np.float64))


def magnitude(xq: torch.Tensor, raw: torch.Tensor, type_name: str) -> torch.Tensor:
    """float64 [M, N]: the sum of |terms| a float32 dot accumulates (the rounding scale)."""
    w = weight_oracle(raw, type_name)
    K = w.shape[1]
    xd = cpu.reference.dequantize_activations(xq, type_name, K).double()
    mag = xd.abs() @ w.abs().T
    if cpu.ACT_TYPES[type_name] == "Q8_1":   # the m * s terms (see q8_1_offset_term)
        _, _, b = cpu.reference._act_fields(xq, "Q8_1", K)
        s = b[..., 2:4].contiguous().view(torch.float16)[..., 0].double()
        size = raw.shape[1] // (K // 32)
        m = raw.reshape(raw.shape[0], K // 32, size)[..., 2:4].contiguous().view(torch.float16)[..., 0].double()
        mag = mag + s.abs() @ m.abs().T
    return mag


def assert_close_f32(got: torch.Tensor, want: torch.Tensor, mag: torch.Tensor, what: str):
    """got ~ want within float32 rounding of the sum of |terms| (mag)."""
    err = (got.double() - want.double()).abs()
    bound = 1e-5 * mag + 1e-30
    worst = (err / bound).argmax()
    assert torch.all(err <= bound), (f"{what}: error {err.flatten()[worst]:.3g} over bound "
                                     f"{bound.flatten()[worst]:.3g}")


def row_lengths(type_name):
    return [96, 512] if cpu.Q8_WEIGHTS[type_name][1] == 32 else [256, 768]


# ------------------------------------------------------------------ tests

@pytest.mark.parametrize("path", PATHS)
@pytest.mark.parametrize("act", ACTS)
def test_quantized_activations_match_llama_cpp(act, path, llama):
    """Bit for bit: C quantizer == PyTorch reference == llama.cpp's from_float."""
    for K in (256, 768):
        x = activation_rows(K, seed=K)
        got = cpu.quantize_activations(x, act, path=path)
        assert got.shape == (x.shape[0], cpu.q8.act_row_bytes(act, K)) and got.dtype == torch.uint8
        want = llama.quantize(x, act)
        ref = cpu.quantize_activations_reference(x, act)
        for name, other in (("llama.cpp", want), ("reference", ref)):
            bad = (got != other).nonzero()
            assert bad.numel() == 0, f"{act} {path} K={K}: differs from {name} at (row, byte) {bad[:5].tolist()}"


def test_weight_type_names_pick_their_format():
    x = activation_rows(256)
    assert torch.equal(cpu.quantize_activations(x, "Q4_K"), cpu.quantize_activations(x, "Q8_K"))
    assert torch.equal(cpu.quantize_activations(x, "Q5_1"), cpu.quantize_activations(x, "Q8_1"))
    assert cpu.quantize_activations(x.reshape(3, 3, 256), "Q4_0").shape == (3, 3, 8 * 34)


@pytest.mark.parametrize("path", PATHS)
@pytest.mark.parametrize("type_name", TYPES)
def test_gemm_q8_matches_reference(type_name, path):
    for K in row_lengths(type_name):
        for N in (7, 33):
            raw = torch.from_numpy(random_raw(type_name, N, K, seed=N + K))
            for M in (1, 3, 17):
                x = torch.randn(M, K, generator=torch.Generator().manual_seed(M)) * 3
                got = cpu.ggml_gemm_q8(x, raw, type_name, path=path)
                assert got.shape == (M, N) and got.dtype == torch.float32
                want = cpu.ggml_gemm_q8_reference(x, raw, type_name)
                xq = cpu.quantize_activations_reference(x, type_name)
                assert_close_f32(got, want, magnitude(xq, raw, type_name), f"{type_name} {path} M={M} N={N} K={K}")


@pytest.mark.parametrize("path", PATHS)
@pytest.mark.parametrize("type_name", TYPES)
def test_integer_dots_match_llama_cpp(type_name, path, llama):
    """The same quantized bytes (llama.cpp's) through our kernel and llama.cpp's vec_dot."""
    for K in row_lengths(type_name):
        raw = torch.from_numpy(random_raw(type_name, 7, K, seed=K))
        x = torch.cat([torch.randn(16, K, generator=torch.Generator().manual_seed(K)), activation_rows(K)])
        xq = llama.quantize(x, cpu.ACT_TYPES[type_name])
        got = cpu.ggml_gemm_q8_quantized(xq, raw, type_name, path=path)
        want = llama.gemm(xq, raw, type_name, K)
        assert torch.isfinite(want[:16]).all()
        finite = torch.isfinite(want)          # the row with f16-overflowing d gives inf/nan
        assert torch.equal(finite, torch.isfinite(got))
        assert_close_f32(got[finite], want[finite], magnitude(xq, raw, type_name)[finite], f"{type_name} {path} K={K}")


WIDE_PATHS = [p for p in cpu.PATHS if p not in ("scalar", "avx2")]


@pytest.mark.parametrize("path", WIDE_PATHS)
@pytest.mark.parametrize("type_name", TYPES)
def test_wide_integer_dots_equal_avx2_bit_for_bit(type_name, path):
    """The AVX-VNNI and AVX-512 copies (VNNI's vpdpbusd / vpdpwssd; 16-row strips in the tiled
    GEMM) sum the same integers into the same lanes and round them in the same order as the
    AVX2 copy, so every output is the same float32 bits; odd block counts reach the kernels'
    tails."""
    if path not in forced_paths():
        pytest.skip(f"{path} is not forced here (this CPU runs {cpu.runnable_paths()}; forced: {forced_paths()})")
    qk = cpu.Q8_WEIGHTS[type_name][1]
    for K in (qk * 7, qk * 8) if qk == 32 else (qk * 3, qk * 4):
        raw = torch.from_numpy(random_raw(type_name, 19, K, seed=K + 1))
        x = torch.cat([torch.randn(16, K, generator=torch.Generator().manual_seed(K)) * 2, activation_rows(K)])
        xq = cpu.quantize_activations(x, type_name, path="avx2")
        assert torch.equal(cpu.quantize_activations(x, type_name, path=path), xq)
        # one row at a time: the row kernels (batches may take the tiled GEMM, tested below)
        want = torch.cat([cpu.ggml_gemm_q8_quantized(r[None], raw, type_name, path="avx2") for r in xq])
        got = torch.cat([cpu.ggml_gemm_q8_quantized(r[None], raw, type_name, path=path) for r in xq])
        diff = (got.view(torch.int32) != want.view(torch.int32)).nonzero()
        assert diff.numel() == 0, f"{type_name} {path} K={K}: bits differ at (row, col) {diff[:5].tolist()}"


TILED = ["Q4_0", "Q4_1", "Q5_0", "Q5_1", "Q8_0", "IQ4_NL", "MXFP4", "Q2_K", "Q3_K", "Q4_K", "Q5_K", "Q6_K", "IQ4_XS",
         "IQ2_XXS", "IQ2_XS", "IQ2_S", "IQ3_XXS", "IQ3_S", "IQ1_S", "IQ1_M", "TQ1_0", "TQ2_0", "NVFP4"]


TILED_PATHS = [p for p in PATHS if p != "scalar"]


@pytest.mark.parametrize("path", PATHS)
def test_batches_take_the_tiled_gemm(path):
    """Every SIMD copy the CPU runs (AVX2: 8-row strips and vpmaddubsw; AVX-512: 16 rows;
    VNNI: vpdpbusd, AVX-VNNI's in 8-row strips) multiplies batches of these types through packed strips, so the batch
    tests above and below test each of them; the plain C copy does not."""
    assert [t for t in TYPES if cpu.q8_tiled(t, path)] == (sorted(TILED) if path in TILED_PATHS else [])


@pytest.mark.parametrize("path", TILED_PATHS)
@pytest.mark.parametrize("type_name", ["Q4_0", "Q4_1", "Q5_0", "Q5_1", "MXFP4", "Q8_0", "IQ4_NL", "Q2_K", "Q3_K", "Q4_K", "Q6_K", "IQ4_XS",
                                       "IQ2_XXS", "IQ2_XS", "IQ2_S", "IQ3_XXS", "IQ3_S", "IQ1_S", "IQ1_M", "TQ1_0",
                                       "TQ2_0", "NVFP4"])
def test_tiled_gemm_edges(type_name, path):
    """Row counts around the 4-row tiles (the sign trick's codes in the copies without
    VNNI: blocks of 8 rows, then 4, then 1, all three in 13 and 37), the 8- / 16-row
    strips and the 64-row tasks (81 rows: a task of 5 AVX2 strips, the last a lone strip of
    one row; a 512-bit task of a full strip and one of one row), against the reference; an
    all-zero x row gives zeros. Q8_0, IQ4_NL and IQ4_XS (8-bit signed codes) take 16-bit
    pairs, two strips at a time, in the copies without VNNI for 8-row blocks and the sign
    trick for the rest; the unsigned codes with a float scale a group (Q4_0 ... Q5_1, MXFP4,
    NVFP4, TQ1_0 / TQ2_0) take 8-row blocks there too, four rows a pass in AVX2; the IQ2 types and IQ3_XXS store their signed
    grid points + 64 there, IQ3_S + 16, IQ1_S / IQ1_M 8 g + the delta's sign + 16 (IQ2_XS,
    IQ2_S and IQ1_M in 16-value groups); NVFP4's levels (16-value groups over Q8_0's 32) are
    stored + 16; TQ1_0 / TQ2_0 keep their codes (w + 1); Q6_K's codes
    are the largest unsigned ones; Q2_K (offsets) and Q3_K (codes + 4) have 16-value groups."""
    K = 512
    raw = torch.from_numpy(random_raw(type_name, 81, K, seed=3))
    x = torch.randn(37, K, generator=torch.Generator().manual_seed(2))
    x[4] = 0
    for M in (2, 4, 5, 11, 13, 37):
        got = cpu.ggml_gemm_q8(x[:M], raw, type_name, path=path, threads=2)
        want = cpu.ggml_gemm_q8_reference(x[:M], raw, type_name)
        xq = cpu.quantize_activations_reference(x[:M], type_name)
        assert_close_f32(got, want, magnitude(xq, raw, type_name), f"{type_name} {path} tiled M={M}")
        if M > 4:
            assert torch.all(got[4] == 0)


@pytest.mark.parametrize("path", TILED_PATHS)
@pytest.mark.parametrize("type_name", ["Q4_0", "Q8_0", "Q2_K", "Q4_K", "Q6_K", "IQ4_XS"])
def test_tiled_gemm_packs_long_rows_a_slice_at_a_time(type_name, path):
    """Rows longer than one slice: 1536 values are packed 512 at a time (three slices),
    1280 a 256-value super-block at a time (five), each slice of a strip's 16 (AVX2: 8) rows
    transposed before the next, the scales of all the slices after the last; and 21 rows, so
    the last strip of the one task holds rows past N, whose slices are zeros. Against the
    reference, for unsigned codes with float scales (Q4_0), signed (Q8_0), offsets (Q2_K,
    Q4_K), the largest codes (Q6_K) and IQ4_XS, which the copies without VNNI take K-scaled."""
    for K in (1536, 1280):
        raw = torch.from_numpy(random_raw(type_name, 21, K, seed=5))
        x = torch.randn(9, K, generator=torch.Generator().manual_seed(4))
        for M in (4, 9):
            got = cpu.ggml_gemm_q8(x[:M], raw, type_name, path=path, threads=2)
            want = cpu.ggml_gemm_q8_reference(x[:M], raw, type_name)
            xq = cpu.quantize_activations_reference(x[:M], type_name)
            assert_close_f32(got, want, magnitude(xq, raw, type_name), f"{type_name} {path} K={K} M={M}")


GLU_TYPES = ["Q4_0", "Q4_1", "Q5_0", "Q8_0", "IQ4_NL", "Q4_K", "Q6_K", "IQ4_XS", "IQ2_XS", "IQ3_S", "NVFP4"]


@pytest.mark.parametrize("path", PATHS)
@pytest.mark.parametrize("type_name", GLU_TYPES)
def test_gemm_with_gated_unit_is_gemm_then_unit(type_name, path):
    """ggml_gemm_q8_glu (an MLP's up projection with its gated unit applied to each task's
    products as the tiled GEMM makes them) gives the floats of ggml_gemm_q8 followed by
    glu_rows, bit for bit: every activation, row counts on both sides of the tiles'
    break-even and of the 8-row blocks, and 81 rows of output (a last task of one row)."""
    from engine.kernels.cpu.prompt import glu_rows
    K = 512
    raw = torch.from_numpy(random_raw(type_name, 81, K, seed=4))
    gen = torch.Generator().manual_seed(5)
    x, gate = torch.randn(37, K, generator=gen), 4 * torch.randn(37, 81, generator=gen)
    for M in (1, 3, 8, 13, 37):
        for act in cpu.library.GATED_UNITS:
            up = cpu.ggml_gemm_q8(x[:M], raw, type_name, path=path, threads=2)
            want = glu_rows(gate[:M].clone(), up, act, path, 2, alpha=1.702, limit=7.0)
            g = gate[:M].clone()
            got = cpu.ggml_gemm_q8_glu(x[:M], raw, type_name, g, act, path=path, threads=2, alpha=1.702, limit=7.0)
            assert got is g and torch.equal(got, want), f"{type_name} {path} M={M} {act}"


@pytest.mark.parametrize("path", TILED_PATHS)
def test_gemm_with_gated_unit_reads_interleaved_rows(path):
    """The 16-row groups (interleave=16) through the fused unit: Q8_0 keeps its groups below
    256 rows, Q4_0 takes the tiles from 40."""
    from engine.kernels.cpu import interleave
    from engine.kernels.cpu.prompt import glu_rows
    for type_name, M in (("Q8_0", 9), ("Q4_0", 48)):
        raw = torch.from_numpy(random_raw(type_name, 32, 256, seed=6))
        packed = interleave.interleave_rows(raw, type_name)
        x, gate = torch.randn(M, 256), torch.randn(M, 32)
        want = glu_rows(gate.clone(), cpu.ggml_gemm_q8(x, raw, type_name, path=path), "silu", path)
        got = cpu.ggml_gemm_q8_glu(x, packed, type_name, gate.clone(), "silu", path=path, interleave=16)
        assert torch.equal(got, want), f"{type_name} {path} interleaved"


def test_gated_mlp_takes_the_fused_unit_for_prompts(monkeypatch):
    """A gated MLP of q8 layers sends a prompt's up projection through ggml_gemm_q8_glu (and a
    one-token step through the separate route) with the numbers of the separate route."""
    from engine.layers.basic import GatedMLP
    D, I = 256, 96
    mlp = GatedMLP(D, I, "gelu_pytorch_tanh")
    mlp.gate_proj = GGMLQuantLinear(torch.from_numpy(random_raw("Q4_K", I, D, seed=1)), "Q4_K", (I, D),
                                    dtype=torch.float32, backend=Q8)
    mlp.up_proj = GGMLQuantLinear(torch.from_numpy(random_raw("Q8_0", I, D, seed=2)), "Q8_0", (I, D),
                                  dtype=torch.float32, backend=Q8)
    mlp.down_proj = GGMLQuantLinear(torch.from_numpy(random_raw("Q8_0", D, I, seed=3)), "Q8_0", (D, I),
                                    dtype=torch.float32, backend=Q8)
    mlp.backend = Q8
    calls = []
    fused = cpu.ggml_gemm_q8_glu
    monkeypatch.setattr(cpu, "ggml_gemm_q8_glu", lambda *a, **k: calls.append(a[0].shape) or fused(*a, **k))
    from engine.kernels.cpu.prompt import glu_rows
    for T in (1, 11):
        x = torch.randn(1, T, D)
        with torch.inference_mode():
            got = mlp(x)
            hidden = glu_rows(mlp.gate_proj(x), mlp.up_proj(x), "gelu_pytorch_tanh",
                              Q8.cpu_path if T > 1 else "scalar", Q8.threads)
            assert torch.equal(got, mlp.down_proj(hidden)), f"T={T}"
    assert calls == [(11, D)]


# (offset, length) of the code fields in a block that, all bits set, give every weight its
# largest stored code: the worst case for the int16 sums the copies without VNNI take
LARGEST_CODES = {"Q4_0": [(2, 16)], "Q4_1": [(4, 16)], "Q5_0": [(2, 20)], "Q5_1": [(4, 20)],
                 "Q4_K": [(16, 128)], "Q5_K": [(16, 160)], "Q2_K": [(16, 64)], "Q3_K": [(0, 96)],
                 "Q6_K": [(0, 192)]}
# (offset, length, byte) of the K-quants' scale fields at their largest magnitude: Q4_K / Q5_K
# scales and mins 63, Q2_K's 15 and 15, Q3_K's -32, Q6_K's -128: the copies without VNNI
# multiply the int16 sums by these integers (tile_kscaled) and add 8 or 16 groups in int32
LARGEST_SCALES = {"Q4_K": (4, 12, 0xFF), "Q5_K": (4, 12, 0xFF), "Q2_K": (0, 16, 0xFF), "Q3_K": (96, 12, 0x00),
                  "Q6_K": (192, 16, 0x80)}


@pytest.mark.parametrize("path", TILED_PATHS)
@pytest.mark.parametrize("type_name", sorted(LARGEST_CODES) + ["Q8_0", "IQ4_XS", "IQ4_NL", "IQ3_S", "IQ3_XXS", "IQ2_XXS",
                                                             "IQ1_S", "TQ2_0", "NVFP4", "MXFP4"])
def test_tiled_sums_hold_the_largest_codes(type_name, path, llama):
    """Every code at its largest times activations of +-127 throughout: the tiled GEMM sums
    up to 8 words of vpmaddubsw results as int16 before widening (15 * 127 * 16 for the
    4-bit types), which a wrong bound would saturate. The grid types take their grid point
    of the largest sum, signs positive, scales at their largest: IQ3_S (13, 11, 11, 7),
    IQ3_XXS (36, 62, 44, 20), IQ2_XXS three 43s, IQ1_S all ones with a positive delta (9 each),
    IQ4_XS every level -127 under scales of -32, IQ4_NL every level -127, Q8_0 every code
    -128 (the sign trick's |w| = 128); TQ2_0 every 2-bit code 3; NVFP4 every level
    12 (nibble 7), MXFP4 the same (stored + 16 like NVFP4's); the K-quants' scales (and mins)
    at their largest too (LARGEST_SCALES). 13 activation rows: the sign trick's codes take
    an 8-row block, a 4-row tile and a row. Against llama.cpp's vec_dot."""
    K = 512
    raw = random_raw(type_name, 24, K, seed=7)
    qk, size = gguf.GGML_QUANT_SIZES[gguf.GGMLQuantizationType[type_name]]
    blocks = raw.reshape(-1, size)
    if type_name == "IQ4_XS":       # d, 2 + 4 bytes of 6-bit scales (all 0: -32), 128 of nibbles (0: -127)
        blocks[:, 2:136] = 0
    elif type_name == "IQ4_NL":     # d, 16 bytes of nibbles (0: -127)
        blocks[:, 2:18] = 0
    elif type_name == "Q8_0":       # d, 32 int8 codes
        blocks[:, 2:34] = 0x80
    elif type_name == "IQ3_S":      # d, 64 index bytes, 8 bytes of ninth bits, 32 of signs, 4 of scales
        blocks[:, 2:66], blocks[:, 66:74], blocks[:, 74:106] = 338 & 255, 0xFF, 0
    elif type_name == "IQ3_XXS":    # d, 64 index bytes, 8 words of 4 x 7 sign bits and a 4-bit scale
        blocks[:, 2:66] = 135
        blocks[:, 66:98] = np.tile(np.array([0, 0, 0, 0xF0], dtype=np.uint8), 8)
    elif type_name == "IQ2_XXS":    # d, then per 32 weights 4 index bytes and a word as IQ3_XXS's
        blocks[:, 2:66] = np.tile(np.array([57] * 4 + [0, 0, 0, 0xF0], dtype=np.uint8), 8)
    elif type_name == "IQ1_S":      # d, 32 index bytes, per 32 weights a 16-bit word: 3 high index
        blocks[:, 2:34] = 0xFF      # bits per point, a 3-bit scale, the delta's sign (bit 15)
        blocks[:, 34:50] = np.tile(np.array([0xFF, 0x7F], dtype=np.uint8), 8)
    elif type_name == "TQ2_0":      # 64 bytes of 2-bit codes, then d
        blocks[:, :64] = 0xFF
    elif type_name == "NVFP4":      # 4 scale bytes, 32 bytes of E2M1 nibbles
        blocks[:, 4:36] = 0x77
    elif type_name == "MXFP4":      # an E8M0 exponent byte, 16 bytes of E2M1 nibbles
        blocks[:, 1:17] = 0x77
    else:
        for off, n in LARGEST_CODES[type_name]:
            blocks[:, off:off + n] = 0xFF
        if type_name in LARGEST_SCALES:
            off, n, byte = LARGEST_SCALES[type_name]
            blocks[:, off:off + n] = byte
    raw = torch.from_numpy(raw)
    x = torch.ones(13, K)
    x[1::2] = -1
    x[2, ::2] = 5                   # the other q of each pair at 127 / 5 * 1: mixed rows too
    xq = llama.quantize(x, cpu.ACT_TYPES[type_name])
    got = cpu.ggml_gemm_q8_quantized(xq, raw, type_name, path=path)
    want = llama.gemm(xq, raw, type_name, K)
    assert torch.isfinite(want).all()
    assert_close_f32(got, want, magnitude(xq, raw, type_name), f"{type_name} {path} largest codes")


def cpu_flags() -> set[str]:
    """The instruction-set flags /proc/cpuinfo lists (empty where there is none)."""
    try:
        text = open("/proc/cpuinfo").read()
    except OSError:
        return set()
    return {f for line in text.splitlines() if line.startswith("flags") for f in line.split(":", 1)[1].split()}


def test_the_amx_copy_runs_where_the_cpu_has_amx():
    """Path 'amx' (the AVX-512 VNNI copy with Intel AMX tiles for Q4_K / Q5_K / Q6_K / Q3_K batches) is one
    this CPU runs exactly when /proc/cpuinfo lists AMX-TILE, AMX-INT8 and AVX-512 VNNI (Linux
    grants the tile state to any process that asks since 5.16), it is then the default, and
    elsewhere it is refused by name like any copy the CPU lacks."""
    flags = cpu_flags()
    if not flags:
        pytest.skip("no /proc/cpuinfo to read the CPU's flags from")
    has = {"amx_tile", "amx_int8", "avx512_vnni", "avx512f", "avx512bw", "avx512vl", "avx512dq"} <= flags
    import os
    import re
    release = re.match(r"(\d+)\.(\d+)", os.uname().release)
    if has and release and (int(release[1]), int(release[2])) < (5, 16):
        has = False        # a kernel before 5.16 has no ARCH_REQ_XCOMP_PERM: the tile state is never granted
    assert ("amx" in cpu.runnable_paths()) == has
    if has:
        assert cpu.best_path() == "amx"
    else:
        with pytest.raises(ValueError, match="'amx' needs instructions this CPU lacks"):
            cpu.check_path("amx")


def amx_or_skip():
    if "amx" not in cpu.runnable_paths():
        pytest.skip(f"this CPU lacks Intel AMX (it runs {cpu.runnable_paths()})")


AMX_ROWS = (128, 131, 144, 300, 515)    # the smallest batch the tiles take, tails of 3 and 16 rows, > 256 rows


@pytest.mark.parametrize("type_name", ["Q4_K", "Q5_K", "Q6_K", "Q3_K"])
def test_amx_products_are_the_avx512_copy_bit_for_bit(type_name):
    """The tiles sum each super-block's integers (the scales folded into two digit planes of
    the weights) and finish them with the float operations of the copies without VNNI, so
    path 'amx' gives the AVX-512 copy's float32 bits: row counts with tails under 16 (the
    tails through tile_mul_k), more than one 256-row pass, output rows that leave a lone
    last strip and a short one (83 = 5 x 16 + 3; 145 a second 64-row task), depths of one
    and three super-blocks (Q6_K also 56, ffn_down's 14336); a zero row gives zeros; and the
    same with the gated unit."""
    amx_or_skip()
    from engine.kernels.cpu.prompt import glu_rows
    for N, K in ((83, 256), (145, 768)) + (((83, 14336),) if type_name == "Q6_K" else ()):
        raw = torch.from_numpy(random_raw(type_name, N, K, seed=N))
        gen = torch.Generator().manual_seed(K)
        x = torch.randn(max(AMX_ROWS), K, generator=gen) * torch.logspace(-2, 2, max(AMX_ROWS))[:, None]
        x[7] = 0
        for M in AMX_ROWS:
            got = cpu.ggml_gemm_q8(x[:M], raw, type_name, path="amx", threads=2)
            want = cpu.ggml_gemm_q8(x[:M], raw, type_name, path="avx512", threads=2)
            diff = (got.view(torch.int32) != want.view(torch.int32)).nonzero()
            assert diff.numel() == 0, f"{type_name} N={N} K={K} M={M}: bits differ at {diff[:5].tolist()}"
            assert torch.all(got[7] == 0)
        M = AMX_ROWS[1]
        gate = 4 * torch.randn(M, N, generator=gen)
        want = glu_rows(gate.clone(), cpu.ggml_gemm_q8(x[:M], raw, type_name, path="avx512"), "silu", "avx512")
        got = cpu.ggml_gemm_q8_glu(x[:M], raw, type_name, gate.clone(), "silu", path="amx", threads=2)
        assert torch.equal(got, want), f"{type_name} N={N} K={K} gated unit"
        ref = cpu.ggml_gemm_q8_reference(x[:M], raw, type_name)
        assert_close_f32(cpu.ggml_gemm_q8(x[:M], raw, type_name, path="amx"), ref,
                         magnitude(cpu.quantize_activations_reference(x[:M], type_name), raw, type_name),
                         f"{type_name} amx against the reference")


@pytest.mark.parametrize("type_name", ["Q4_K", "Q5_K"])
def test_amx_sums_hold_the_largest_codes(type_name, llama):
    """Codes, scales and mins at their largest and activations of +-127 in every row of a
    batch the tiles take: the digit planes (code times 7, 217 for Q5_K) stay unsigned bytes
    and 8 C_hi + C_lo stays an int32; against llama.cpp's vec_dot."""
    amx_or_skip()
    K = 512
    raw = random_raw(type_name, 24, K, seed=7)
    qk, size = gguf.GGML_QUANT_SIZES[gguf.GGMLQuantizationType[type_name]]
    blocks = raw.reshape(-1, size)
    for off, n in LARGEST_CODES[type_name]:
        blocks[:, off:off + n] = 0xFF
    off, n, byte = LARGEST_SCALES[type_name]
    blocks[:, off:off + n] = byte
    raw = torch.from_numpy(raw)
    x = torch.ones(AMX_ROWS[0], K)
    x[1::2] = -1
    xq = llama.quantize(x, cpu.ACT_TYPES[type_name])
    got = cpu.ggml_gemm_q8_quantized(xq, raw, type_name, path="amx")
    want = llama.gemm(xq, raw, type_name, K)
    assert torch.isfinite(want).all()
    assert_close_f32(got, want, magnitude(xq, raw, type_name), f"{type_name} amx largest codes")


# (type, code bytes, scale bytes, code byte, scale byte): Q6_K's ql / qh all 0x00 (q = 0) or 0xFF
# (63) and its int8 scales -128 / 127; Q3_K's hmask / qs 0x00 (q = 0, code -4) or 0xFF (7) and its
# packed 6-bit scales 0 / 63 (-32 / 31)
SIGNED_PLANE_EDGES = [("Q6_K", 192, (192, 208), c, sc) for c in (0x00, 0xFF) for sc in (0x80, 0x7F)] + \
                     [("Q3_K", 96, (96, 108), c, sc) for c in (0x00, 0xFF) for sc in (0x00, 0xFF)]


@pytest.mark.parametrize("type_name,code_bytes,scales,code,scale", SIGNED_PLANE_EDGES)
def test_amx_signed_planes_hold_the_extreme_codes_and_scales(type_name, code_bytes, scales, code, scale, llama):
    """Q6_K's and Q3_K's tiles multiply (q - B) sc as two signed digit planes, 128 hi + lo:
    the codes and scales at both ends, Q6_K's -32 * -128 = 4096 (hi = 32) and 31 * -128 =
    -3968, Q3_K's -4 * -32 = 128 (hi = 1), against activations of +-127 in every row (Q6_K
    2^27 a super-block): the AVX-512 copy's bits, in 131 rows (a 3-row tail), and llama.cpp's
    vec_dot."""
    amx_or_skip()
    K = 512
    raw = random_raw(type_name, 24, K, seed=7)
    blocks = raw.reshape(-1, gguf.GGML_QUANT_SIZES[gguf.GGMLQuantizationType[type_name]][1])
    blocks[:, 0:code_bytes] = code
    blocks[:, scales[0]:scales[1]] = scale
    raw = torch.from_numpy(raw)
    x = torch.ones(AMX_ROWS[1], K)
    x[1::2] = -1
    x[5] = torch.randn(K, generator=torch.Generator().manual_seed(5))
    xq = llama.quantize(x, cpu.ACT_TYPES[type_name])
    got = cpu.ggml_gemm_q8_quantized(xq, raw, type_name, path="amx")
    assert torch.equal(got, cpu.ggml_gemm_q8_quantized(xq, raw, type_name, path="avx512"))
    want = llama.gemm(xq, raw, type_name, K)
    assert torch.isfinite(want).all()
    assert_close_f32(got, want, magnitude(xq, raw, type_name), f"{type_name} amx code {code:#x} scale {scale:#x}")


@pytest.mark.parametrize("path", PATHS)
@pytest.mark.parametrize("type_name", ["Q4_K", "Q4_1", "Q8_0", "IQ4_XS"])
def test_prefill_batches_match_reference(type_name, path, monkeypatch):
    """Batches of PREFILL_ROWS or more: quantize, dequantize, tiled BLAS (several tiles)."""
    monkeypatch.setattr(cpu, "TILE_FLOATS", 512 * 4)
    raw = torch.from_numpy(random_raw(type_name, 13, 512, seed=5))
    x = torch.randn(cpu.PREFILL_ROWS + 3, 512)
    got = cpu.ggml_gemm_q8(x, raw, type_name, path=path)
    want = cpu.ggml_gemm_q8_reference(x, raw, type_name)
    xq = cpu.quantize_activations_reference(x, type_name)
    assert_close_f32(got, want, magnitude(xq, raw, type_name), f"{type_name} {path} prefill")
    # one row through the integer kernel agrees with its prefill twin
    assert_close_f32(cpu.ggml_gemm_q8(x[:1], raw, type_name, path=path), got[:1],
                     magnitude(xq[:1], raw, type_name), f"{type_name} decode vs prefill")


@pytest.fixture
def invariant():
    """Batch-invariant mode for one test (it is process-wide), off again after it."""
    cpu.set_batch_invariant(True)
    yield
    cpu.set_batch_invariant(False)


@pytest.mark.parametrize("type_name", ["Q4_K", "Q6_K", "Q8_0", "Q4_0", "IQ4_XS"])
def test_batch_invariant_rows_are_the_row_alone(type_name, invariant):
    """Batch-invariant mode (run.py serve --deterministic, test_ch31_batch_invariance.py), every
    copy the CPU runs: a row of a batch of any size (the tiles' sizes, a prompt's) is bit for
    bit that row multiplied alone, through ggml_gemm_q8 and the fused gated unit."""
    from engine.kernels.cpu.prompt import glu_rows
    K = 512
    raw = torch.from_numpy(random_raw(type_name, 40, K, seed=1))
    x = torch.randn(150, K, generator=torch.Generator().manual_seed(2))
    gate = torch.randn(150, 40, generator=torch.Generator().manual_seed(3))
    for path in forced_paths():
        alone = torch.cat([cpu.ggml_gemm_q8(x[i:i + 1], raw, type_name, path=path) for i in range(len(x))])
        for M in (4, 13, 64, 150):
            got = cpu.ggml_gemm_q8(x[:M], raw, type_name, path=path)
            assert torch.equal(got, alone[:M]), f"{type_name} {path} M={M}"
        want = glu_rows(gate[:13].clone(), alone[:13], "silu", path)
        got = cpu.ggml_gemm_q8_glu(x[:13], raw, type_name, gate[:13].clone(), "silu", path=path)
        assert torch.equal(got, want), f"{type_name} {path} gated unit"


def test_q8_differs_from_float_by_activation_rounding():
    """Sanity: the q8 path is not the float path (else the test above proves nothing)."""
    raw = torch.from_numpy(random_raw("Q4_K", 9, 512, seed=1))
    x = torch.randn(2, 512)
    q8, f32 = cpu.ggml_gemm_q8(x, raw, "Q4_K"), cpu.ggml_gemm(x, raw, "Q4_K")
    rel = ((q8 - f32).abs() / f32.abs().clamp_min(1e-3)).median()
    assert 1e-5 < rel < 5e-2


@pytest.mark.parametrize("type_name", ["Q4_K", "Q6_K", "Q5_1", "IQ4_NL"])
def test_layer_q8_kernel_matches_its_reference(type_name):
    raw = torch.from_numpy(random_raw(type_name, 11, 512, seed=2))
    bias = torch.randn(11)
    layer = GGMLQuantLinear(raw, type_name, (11, 512), bias=bias, dtype=torch.float32, backend=Q8)
    x = torch.randn(2, 3, 512)
    fast = layer(x)
    layer.backend = Q8_TORCH
    slow = layer(x)
    assert fast.shape == (2, 3, 11)
    xq = cpu.quantize_activations_reference(x.reshape(6, 512), type_name)
    assert_close_f32(fast.reshape(6, 11) - bias, slow.reshape(6, 11) - bias, magnitude(xq, raw, type_name),
                     f"{type_name} layer")


def test_layer_default_stays_float_and_exact():
    raw = torch.from_numpy(random_raw("Q4_K", 5, 256, seed=3))
    layer = quant_linear(raw, "Q4_K", (5, 256), dtype=torch.float32, layout="raw")
    assert layer.activations == "float"
    x = torch.randn(3, 256)
    assert torch.equal(layer(x), cpu.ggml_gemm(x, raw, "Q4_K"))
    q8 = quant_linear(raw, "Q4_K", (5, 256), dtype=torch.float32, backend=Q8)
    assert isinstance(q8, GGMLQuantLinear) and q8.activations == "q8"
    assert torch.equal(q8(x), cpu.ggml_gemm_q8(x, raw, "Q4_K"))


def test_layer_default_follows_the_bytes_device(monkeypatch):
    """On a machine with a GPU (the default backend: Triton on CUDA) a layer made from
    bytes on the CPU without a backend computes on the CPU, through the C kernels, and the
    module-level dequantize of CPU bytes takes the C decoders."""
    from engine.kernels import backend as kb
    monkeypatch.setattr(kb, "_default", type(kb._default)())      # resolved afresh below
    monkeypatch.setattr(torch.cuda, "is_available", lambda: True)
    monkeypatch.setattr(kb, "triton_available", lambda: True)
    assert kb.default_backend().kernels == "triton" and kb.default_backend().device.type == "cuda"
    raw = torch.from_numpy(random_raw("Q4_K", 5, 256, seed=3))
    layer = quant_linear(raw, "Q4_K", (5, 256), dtype=torch.float32, layout="raw")
    assert layer.backend.kernels == "c" and layer.backend.device.type == "cpu"
    x = torch.randn(3, 256)
    assert torch.equal(layer(x), cpu.ggml_gemm(x, raw, "Q4_K"))
    assert kb.default_backend("meta") is kb.default_backend()
    from engine.kernels.cpu import dequant_exact
    calls = []
    decode = dequant_exact.decode
    monkeypatch.setattr(dequant_exact, "decode", lambda *a, **k: calls.append(a[1]) or decode(*a, **k))
    kb.dequantize(raw, "Q4_K", (5, 256))
    assert calls == ["Q4_K"]


def test_bad_input_is_named():
    raw = torch.from_numpy(random_raw("Q4_0", 2, 64))
    with pytest.raises(ValueError, match="features"):
        cpu.ggml_gemm_q8(torch.randn(1, 32), raw, "Q4_0")
    with pytest.raises(ValueError, match="Q1_0"):
        cpu.ggml_gemm_q8(torch.randn(1, 64), raw, "Q1_0")
    with pytest.raises(ValueError, match="18-byte"):
        cpu.ggml_gemm_q8(torch.randn(1, 64), raw[:, :17], "Q4_0")
    with pytest.raises(ValueError, match="256-value"):
        cpu.quantize_activations(torch.randn(1, 64), "Q8_K")
    with pytest.raises(ValueError, match="256-value"):
        cpu.quantize_activations_reference(torch.randn(1, 64), "Q4_K")
    with pytest.raises(ValueError, match=r"uint8 \[M, 68\]"):
        cpu.ggml_gemm_q8_quantized(torch.zeros(1, 64, dtype=torch.uint8), raw, "Q4_0")
    with pytest.raises(ValueError, match="activations must be one of"):
        resolve_backend("cpu", activations="int4")
    # a type without an int8 dot keeps float activations under a q8 backend
    assert quant_linear(torch.zeros(2, 128, dtype=torch.uint8), "F16", (2, 64), backend=Q8,
                        layout="raw").activations == "float"
    assert quant_linear(torch.zeros(2, 36, dtype=torch.uint8), "NVFP4", (2, 64), backend=Q8,
                        layout="raw").activations == "q8"
    with pytest.raises(ValueError, match="raw layout"):
        quant_linear(raw, "Q4_0", (2, 64), layout="affine", backend=Q8)
    assert cpu.supports_q8("IQ4_XS") and not cpu.supports_q8("F16")


@pytest.mark.parametrize("model", ["smollm2", "qwen25"])  # Q4_1; Q4_K, Q5_0, Q6_K, Q8_0
def test_real_tensor_rows_match_llama_cpp(model, llama):
    """Rows of each real file's first matrix of every type, read from the memory map."""
    from conftest import real_model_path
    from engine.formats.gguf import GGUFReader
    reader = GGUFReader(real_model_path(model))
    seen = set()
    for name, (shape, type_name, _) in reader.tensors.items():
        if type_name in seen or type_name not in cpu.ACT_TYPES or len(shape) != 2:
            continue
        seen.add(type_name)
        raw = reader.raw(name).reshape(shape[0], -1)[:24]
        K = shape[1]
        x = torch.randn(2, K)
        xq = llama.quantize(x, cpu.ACT_TYPES[type_name])
        assert torch.equal(cpu.quantize_activations(x, type_name), xq)
        assert_close_f32(cpu.ggml_gemm_q8(x, raw, type_name), llama.gemm(xq, raw, type_name, K),
                         magnitude(xq, raw, type_name), f"{model} {name} {type_name}")
    assert seen


# ------------------------------------------------------------------ a quantized KV cache's rows

@pytest.mark.parametrize("path", PATHS)
@pytest.mark.parametrize("type_name", ["Q8_0", "Q4_0", "Q4_1", "Q5_0", "Q5_1", "IQ4_NL"])
def test_kv_cache_rows_are_llama_cpps_bytes(type_name, path, llama):
    """A key or value row stored as a block type (kv_blocks.h, the rows of `--cache-type-k q8_0`
    ...) is what llama.cpp's CPU backend copies into its cache (its `from_float` for the type),
    byte for byte, edge rows included. Except one case: an all-zero IQ4_NL block, where
    llama.cpp leaves the codes unwritten (its scale is 0 and the codes decode to 0 either way)."""
    from engine.kernels.cpu.kv_rows import load_rows, store_rows
    for K in (64, 256):
        x = activation_rows(K, seed=K + 1)
        got, want = store_rows(x, type_name, path=path), llama.quantize(x, type_name)
        assert got.shape == want.shape and got.dtype == torch.uint8
        rows = torch.ones(x.shape[0], dtype=torch.bool)
        if type_name == "IQ4_NL":
            rows = x.reshape(x.shape[0], -1, 32).abs().amax(-1).gt(0).all(-1)    # no all-zero block
        bad = (got[rows] != want[rows]).nonzero()
        assert bad.numel() == 0, f"{type_name} {path} K={K}: differs from llama.cpp at (row, byte) {bad[:5].tolist()}"
        # read back as gguf-py decodes them (NaN where an f16 scale overflowed, in both)
        decoded = load_rows(got, type_name, K)
        want = gguf.quants.dequantize(got.numpy(), gguf.GGMLQuantizationType[type_name])
        torch.testing.assert_close(decoded, torch.from_numpy(want).reshape(decoded.shape), rtol=0, atol=0,
                                   equal_nan=True)
