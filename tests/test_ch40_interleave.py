"""Chapter 40: Q4_0 / Q4_1 / IQ4_NL / Q5_0 / Q5_1 / Q8_0 weights held interleaved sixteen rows at a time.

Oracles: the file's own layout (interleaving only reorders bytes, so rows read back as
they were stored, and the dequantized weight is the same), llama.cpp's vec_dot on the
same quantized activations, and the file-layout kernels. Every instruction-set copy
the CPU runs is tested (forced with `path=`); all give the same bits.
"""
import pytest
import torch

cpu = pytest.importorskip("engine.kernels.cpu")

try:    # no compiler: skip; a compiler whose build fails: the error fails the run
    cpu.require_library()
except cpu.NoCompiler as e:
    pytest.skip(f"CPU kernels not built: {e}", allow_module_level=True)

from test_ch40_cpu_kernels import random_raw  # noqa: E402
from test_ch40_q8_kernels import PATHS, activation_rows, assert_close_f32, llama, magnitude  # noqa: E402,F401

from engine.formats.runtime import quant_linear, resolve_backend  # noqa: E402
from engine.kernels.cpu import interleave  # noqa: E402

TYPES = list(interleave.TYPES)
SHAPES = [(16, 32), (48, 96), (32, 576), (80, 1536)]     # (rows, K): one group, odd group counts
Q8 = resolve_backend("cpu", activations="q8")


def raw_of(type_name, N, K, seed=0) -> torch.Tensor:
    return torch.from_numpy(random_raw(type_name, N, K, seed=seed)).reshape(N, -1)


@pytest.mark.parametrize("type_name", TYPES)
def test_interleave_keeps_every_byte(type_name):
    for N, K in SHAPES:
        raw = raw_of(type_name, N, K, seed=N)
        inter = interleave.interleave_rows(raw, type_name)
        assert torch.equal(inter, interleave.interleave_rows_reference(raw, type_name))   # C = PyTorch
        assert inter.shape == raw.shape and not torch.equal(inter, raw)
        if type_name in ("Q4_0", "Q4_1", "IQ4_NL"):   # the same bytes reordered (Q5_0's fifth bits move into
                                              # masks, Q8_0's codes are stored + 128)
            assert torch.equal(inter.flatten().sort().values, raw.flatten().sort().values)
        assert torch.equal(interleave.file_rows(inter, type_name), raw)
        for r0, r1 in ((0, 1), (5, 16), (15, 17), (N - 3, N)):
            if 0 <= r0 < r1 <= N:
                assert torch.equal(interleave.file_rows(inter, type_name, r0, r1), raw[r0:r1])
        # a group's first block starts with its 16 rows' scales, in row order
        flat = inter.reshape(-1)
        assert torch.equal(flat[:32], raw[:16, :2].reshape(-1))
        if N > 16:
            assert torch.equal(flat[16 * raw.shape[1]:][:32], raw[16:32, :2].reshape(-1))


def test_interleave_refuses_what_it_cannot_hold():
    with pytest.raises(ValueError, match="multiple of 16"):
        interleave.interleave_rows(raw_of("Q4_0", 24, 64), "Q4_0")
    with pytest.raises(ValueError, match="Q4_0 or Q4_1 or IQ4_NL or Q5_0 or Q5_1 or Q8_0"):
        interleave.interleave_rows(raw_of("MXFP4", 16, 64), "MXFP4")
    assert not interleave.fits("Q4_0", 8) and interleave.fits("IQ4_NL", 32) and not interleave.fits("MXFP4", 32)


@pytest.mark.parametrize("type_name", TYPES)
def test_every_path_gives_the_same_bits(type_name):
    """Interleaved rows through every copy the CPU runs, one row (decode's kernel) and
    batches (a few rows: decode's kernel row by row; 256 rows: the tiled GEMM, which
    unpacks the groups): the same bits as the scalar copy for one row; every batch row
    as the same copy's file-layout result (the tiled GEMM reads the same codes either
    way, and the row kernels sum a block's products in the same order)."""
    for N, K in SHAPES:
        raw = raw_of(type_name, N, K, seed=K)
        inter = interleave.interleave_rows(raw, type_name)
        x = torch.cat([torch.randn(3, K, generator=torch.Generator().manual_seed(N)), activation_rows(K)])
        x = torch.cat([x, torch.randn(256 - len(x), K, generator=torch.Generator().manual_seed(K))])
        want = cpu.ggml_gemm_q8(x[:1], inter, type_name, path="scalar", interleave=16)
        for path in PATHS:
            assert torch.equal(cpu.ggml_gemm_q8(x[:1], inter, type_name, path=path, interleave=16), want), path
            for M in (2, 12, len(x)):
                got = cpu.ggml_gemm_q8(x[:M], inter, type_name, path=path, interleave=16, threads=2)
                file_layout = cpu.ggml_gemm_q8(x[:M], raw, type_name, path=path, threads=2)
                if cpu.q8.tiled(type_name, path) and M >= 4:
                    assert torch.allclose(got, file_layout, rtol=0, atol=0, equal_nan=True), (path, M)
                else:
                    xq = cpu.quantize_activations(x[:M], type_name)
                    finite = torch.isfinite(file_layout)     # a row whose f16 d overflows gives inf/nan
                    assert torch.equal(finite, torch.isfinite(got))
                    assert_close_f32(got[finite], file_layout[finite], magnitude(xq, raw, type_name)[finite],
                                     f"{path} M={M}")


@pytest.mark.parametrize("path", PATHS)
@pytest.mark.parametrize("type_name", TYPES)
def test_interleaved_dots_match_llama_cpp(type_name, path, llama):
    """llama.cpp's quantized activations against our interleaved rows and its vec_dot on
    the file's rows."""
    for N, K in SHAPES:
        raw = raw_of(type_name, N, K, seed=3 * K)
        x = torch.cat([torch.randn(5, K, generator=torch.Generator().manual_seed(K)), activation_rows(K)])
        xq = llama.quantize(x, cpu.ACT_TYPES[type_name])
        got = cpu.ggml_gemm_q8_quantized(xq, interleave.interleave_rows(raw, type_name), type_name,
                                         path=path, interleave=16)
        want = llama.gemm(xq, raw, type_name, K)
        finite = torch.isfinite(want)          # the row with f16-overflowing d gives inf/nan
        assert torch.equal(finite, torch.isfinite(got))
        assert_close_f32(got[finite], want[finite], magnitude(xq, raw, type_name)[finite],
                         f"{type_name} {path} {N}x{K}")


def test_kernels_refuse_a_layout_they_do_not_have():
    for raw, type_name, inter in ((raw_of("MXFP4", 16, 64), "MXFP4", 16), (raw_of("Q4_0", 24, 64), "Q4_0", 16),
                                  (raw_of("Q4_0", 16, 64), "Q4_0", 8)):
        with pytest.raises(ValueError, match=f"interleave={inter}"):
            cpu.ggml_gemm_q8(torch.randn(1, 64), raw, type_name, interleave=inter)
    lib = cpu.library._lib()                # the C entry point refuses them too
    x, out = torch.randn(1, 64), torch.empty(1, 16)
    raw = raw_of("MXFP4", 16, 64)
    assert lib.ggml_gemm_q8(x.data_ptr(), 1, 64, raw.data_ptr(), 16, raw.stride(0), cpu.Q8_WEIGHTS["MXFP4"][0],
                            out.data_ptr(), 1, -1, 16) == -1


@pytest.mark.parametrize("type_name", TYPES)
def test_layers_hold_interleaved_rows_where_they_fit(type_name):
    """quant_linear interleaves a q8 weight whose rows are a multiple of 16, at the file's
    size, and the layer computes and dequantizes as the file-layout one; other row counts,
    float activations and the PyTorch kernels keep the file's rows, and so does Q8_0, whose
    interleaved kernel only the kernel calls take (select.interleaves says why)."""
    K = 96
    for N, held in ((48, 0 if type_name == "Q8_0" else 16), (40, 0)):
        raw = raw_of(type_name, N, K, seed=N)
        layer = quant_linear(raw.reshape(-1), type_name, (N, K), dtype=torch.float32, backend=Q8)
        plain = quant_linear(raw.reshape(-1), type_name, (N, K), dtype=torch.float32,
                             backend=resolve_backend("cpu", kernels="torch", activations="q8"))
        assert layer.interleave == held and plain.interleave == 0
        assert layer.storage_bytes == raw.numel()
        assert torch.equal(layer.file_rows(), raw)
        assert torch.equal(layer.dequantized_weight(), plain.dequantized_weight())
        x = torch.randn(3, K)
        for M in (1, 3):
            xq = cpu.quantize_activations(x[:M], type_name)
            assert_close_f32(layer(x[:M]), plain(x[:M]), magnitude(xq, raw, type_name), f"N={N} M={M}")
    float_layer = quant_linear(raw_of(type_name, 32, K).reshape(-1), type_name, (32, K), dtype=torch.float32,
                               backend=resolve_backend("cpu", activations="float"))
    assert float_layer.interleave == 0


def test_a_layer_moved_to_float_activations_still_computes_right():
    """An interleaved layer given a float-activation backend afterwards decodes its rows
    from the interleaved bytes (the float kernels read the file's layout)."""
    from engine.quantized.select import set_backend
    raw = raw_of("Q4_0", 32, 64, seed=5)
    layer = quant_linear(raw.reshape(-1), "Q4_0", (32, 64), dtype=torch.float32, backend=Q8)
    assert layer.interleave == 16
    set_backend(torch.nn.Sequential(layer), resolve_backend("cpu", activations="float"))
    x = torch.randn(2, 64)
    want = x.double() @ layer.dequantized_weight().double().T
    assert torch.allclose(layer(x).double(), want, rtol=1e-4, atol=1e-4)
