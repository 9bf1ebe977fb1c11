"""Chapter 38: the Triton kernels against PyTorch references.

On a machine without CUDA the kernels run in Triton's interpreter on CPU tensors. The
interpreter works only when TRITON_INTERPRET=1 is set before triton is first imported,
so this module sets it at the top (for the rest of the test process too).
"""
import importlib
import os
import sys

import torch

DEVICE = "cuda" if torch.cuda.is_available() else "cpu"
_TRITON_WAS_IMPORTED = "triton" in sys.modules
if DEVICE == "cpu":
    os.environ["TRITON_INTERPRET"] = "1"

import pytest  # noqa: E402

from test_ch38_runtime import oracle, random_blocks  # noqa: E402

triton = pytest.importorskip("triton")
if DEVICE == "cpu" and _TRITON_WAS_IMPORTED and os.environ.get("TRITON_INTERPRET") != "1":
    pytest.skip("triton was imported before TRITON_INTERPRET=1 could be set; run this file "
                "on its own", allow_module_level=True)


def _load_kernels(name="engine.kernels.triton_formats"):
    """A kernel module, rebuilt if it was imported before the interpreter was on."""
    module = importlib.import_module(name)
    kernel = next(v for k, v in vars(module).items() if k.endswith("_kernel"))
    if DEVICE == "cpu" and "Interpreted" not in type(kernel).__name__:
        module = importlib.reload(module)
    return module


tf = _load_kernels()
tb = _load_kernels("engine.kernels.triton_blocks")

from engine.blocks import registry  # noqa: E402
from engine.formats import runtime  # noqa: E402
from engine.formats.runtime import CODEBOOK, CodebookQuantLinear, repack_codebook  # noqa: E402
from engine.formats.runtime import affine_weight, repack_ggml  # noqa: E402

M_SIZES, N_SIZES, K_SIZES = (1, 3, 17), (5, 33), (256, 512)


def on_device(*tensors):
    return [t.to(DEVICE) for t in tensors]


def reference(x, w):
    return (x.double() @ w.double().T)


def assert_fp32_close(got, want):
    scale = want.abs().max().item() + 1e-30
    torch.testing.assert_close(got.double(), want, rtol=1e-5, atol=1e-5 * scale)


# (packed, group, K): groups smaller than, equal to, larger than and straddling the K tile
LAYOUTS = ([(True, 32, k) for k in K_SIZES] + [(False, 16, k) for k in K_SIZES + (80,)]
           + [(True, 64, 512), (True, 128, 256), (False, 48, 96)])


@pytest.mark.parametrize("packed,group,k", LAYOUTS)   # K=80, 96: ragged last K tile
@pytest.mark.parametrize("m", M_SIZES)
@pytest.mark.parametrize("n", N_SIZES)
def test_affine_matmul(packed, group, k, m, n):
    gen = torch.Generator().manual_seed(m * 1000 + n * 10 + k)
    codes = torch.randint(0, 16 if packed else 256, (n, k), dtype=torch.uint8, generator=gen)
    scales = torch.rand(n, k // group, generator=gen).half()
    offsets = torch.randn(n, k // group, generator=gen)
    stored = runtime.pack_nibbles(codes) if packed else codes
    x = torch.randn(m, k, generator=gen)
    got = tf.affine_matmul(*on_device(x, stored, scales, offsets), group, n, packed).cpu()
    w = affine_weight(stored, scales, offsets, group, packed)
    assert got.shape == (m, n) and got.dtype == torch.float32
    assert_fp32_close(got, reference(x, w))


@pytest.mark.parametrize("type_name", list(CODEBOOK))
@pytest.mark.parametrize("m", M_SIZES)
@pytest.mark.parametrize("n", N_SIZES)
def test_codebook_kernel(type_name, m, n):
    k = 256
    raw = random_blocks(type_name, n, k, seed=m * n)
    codes, scales, table, group = repack_codebook(torch.from_numpy(raw), type_name, (n, k))
    x = torch.randn(m, k)
    got = tf.codebook_matmul(*on_device(x, codes, scales, table), group, n).cpu()
    assert_fp32_close(got, reference(x, torch.from_numpy(oracle(raw, type_name))))


@pytest.mark.parametrize("type_name", ["Q4_K", "Q6_K"])
def test_repacked_ggml_through_affine_kernel(type_name):
    raw = random_blocks(type_name, 9, 256, seed=11)
    x = torch.randn(4, 256)
    codes, scales, offsets, group, packed = repack_ggml(torch.from_numpy(raw), type_name, (9, 256))
    got = tf.affine_matmul(*on_device(x, codes, scales, offsets), group, 9, packed).cpu()
    assert_fp32_close(got, reference(x, torch.from_numpy(oracle(raw, type_name))))


def test_wrappers_reject_bad_inputs():
    codes = torch.zeros(4, 16, dtype=torch.uint8)
    s = torch.ones(4, 1)
    with pytest.raises(ValueError, match=r"x must be \[M, 32\]"):
        tf.affine_matmul(torch.zeros(2, 30), codes, s, s, 32, 4, True)
    with pytest.raises(ValueError, match="codes must be uint8"):
        tf.affine_matmul(torch.zeros(2, 32), codes.float(), s, s, 32, 4, True)
    with pytest.raises(ValueError, match=r"scales must be float \[4, 2\]"):
        tf.affine_matmul(torch.zeros(2, 32), codes, s, s, 16, 4, True)


def test_probe_decodes_packed_codes():
    y = tf.affine_matmul(torch.ones(1, 32, device=DEVICE), torch.ones(1, 16, dtype=torch.uint8, device=DEVICE),
                         torch.ones(1, 1, device=DEVICE), torch.zeros(1, 1, device=DEVICE), 32, 1, True)
    assert y.item() == 16                 # bytes 0x01: codes 1, 0, 1, 0, ...


# ------------------------------------------------------------------ layers dispatch to Triton

@pytest.fixture
def triton_backend():
    """Layers computing with the Triton kernels (on CUDA, or in the interpreter on CPU)."""
    return runtime.resolve_backend(DEVICE, kernels="triton")


def test_affine_layer_runs_the_kernel(triton_backend, monkeypatch):
    raw = random_blocks("Q5_K", 7, 256, seed=13)
    layer = runtime.AffineQuantLinear.from_ggml(torch.from_numpy(raw), "Q5_K", (7, 256),
                                                torch.randn(7), dtype=torch.float32, backend=triton_backend)
    x = torch.randn(2, 3, 256)
    want = layer.reference(x.reshape(-1, 256)).reshape(2, 3, 7) + layer.bias
    layer.to(DEVICE)
    monkeypatch.setattr(layer, "reference", lambda x: pytest.fail("took the reference path"))
    assert_fp32_close(layer(x.to(DEVICE)).cpu(), want.double())


def test_codebook_layer_runs_the_kernel(triton_backend, monkeypatch):
    raw = random_blocks("IQ4_XS", 5, 512, seed=15)
    layer = CodebookQuantLinear.from_ggml(torch.from_numpy(raw), "IQ4_XS", (5, 512), dtype=torch.float32,
                                          backend=triton_backend)
    x = torch.randn(3, 512)
    want = reference(x, torch.from_numpy(oracle(raw, "IQ4_XS")))
    layer.to(DEVICE)
    monkeypatch.setattr(layer, "reference", lambda x: pytest.fail("took the reference path"))
    assert_fp32_close(layer(x.to(DEVICE)).cpu(), want)


def test_raw_layer_runs_the_direct_kernel(triton_backend, monkeypatch):
    raw = random_blocks("Q4_K", 6, 512, seed=14)
    layer = runtime.GGMLQuantLinear(torch.from_numpy(raw), "Q4_K", (6, 512), dtype=torch.float32,
                                    backend=triton_backend)
    assert 8 * layer.storage_bytes / (6 * 512) == 4.5
    x = torch.randn(3, 512)
    want = reference(x, torch.from_numpy(oracle(raw, "Q4_K")))
    layer.to(DEVICE)
    monkeypatch.setattr(layer, "reference", lambda x: pytest.fail("took the reference path"))
    assert_fp32_close(layer(x.to(DEVICE)).cpu(), want)
    report = runtime.resident_bits_report(torch.nn.Sequential(layer))
    assert report["Q4_K"]["bits_per_weight"] == 4.5


@pytest.mark.skipif(DEVICE != "cpu", reason="compiled kernels on CUDA")
def test_interpreter_flag_is_set():
    from engine.kernels import interpreting
    assert interpreting()


# ------------------------------------------------------------------ GGML blocks read directly

DIRECT = list(tb.DIRECT)


def ggml_blocks(type_name, rows, cols, seed):
    """uint8 [rows, row_bytes]: real blocks from the registry's encoder of moderate random
    weights where the type has one, else random bytes with moderate scales."""
    if type_name in registry.encodable_types():
        w = torch.randn(rows, cols, generator=torch.Generator().manual_seed(seed))
        return registry.quantize(w, type_name)
    return torch.from_numpy(random_blocks(type_name, rows, cols, seed=seed))


def assert_matmul_close(got, x, w):
    """Within float32 bounds: K products of |x| |w| each rounded, summed in float32."""
    want = x.double() @ w.double().T
    bound = 2e-6 * x.shape[1] * (x.double().abs() @ w.double().abs().T).max().item() + 1e-30
    torch.testing.assert_close(got.double(), want, rtol=0, atol=bound)


@pytest.mark.parametrize("type_name", DIRECT)
def test_dequantize_kernel_is_bit_exact(type_name):
    """The kernel's weights equal the registry's PyTorch decoder bit for bit: random bytes
    (every bit pattern of codes and scales) and real blocks, one block and several a row."""
    per_block = tb.DIRECT[type_name]["W"]
    for rows, blocks in ((7, 1), (3, 5)):
        for raw in (torch.from_numpy(random_blocks(type_name, rows, blocks * per_block, seed=rows)),
                    ggml_blocks(type_name, rows, blocks * per_block, seed=blocks)):
            shape = (rows, blocks * per_block)
            want = registry.dequantize(raw, type_name, shape)
            got = tb.ggml_dequantize(raw.to(DEVICE), type_name, shape).cpu()
            assert got.dtype == torch.float32 and torch.equal(got, want), type_name
    flat = raw.reshape(-1)                          # any shape of whole blocks decodes alike
    assert torch.equal(tb.ggml_dequantize(flat.to(DEVICE), type_name, (want.numel(),)).cpu(), want.reshape(-1))


@pytest.mark.parametrize("type_name", DIRECT)
@pytest.mark.parametrize("m,gemv", [(1, None), (3, None), (8, None), (3, False), (17, None), (70, None)])
def test_direct_matmul(type_name, m, gemv):
    """GEMV (M <= 8) and tiles (`tl.dot`) against x @ dequantized W in float64, odd N."""
    per_block = tb.DIRECT[type_name]["W"]
    k = 2 * per_block if per_block > 32 else 3 * per_block
    raw = ggml_blocks(type_name, 33, k, seed=m)
    x = torch.randn(m, k)
    got = tb.ggml_matmul(*on_device(x, raw), type_name, 33, gemv=gemv).cpu()
    assert got.shape == (m, 33) and got.dtype == torch.float32
    assert_matmul_close(got, x, registry.dequantize(raw, type_name, (33, k)))


@pytest.mark.parametrize("gemv", [True, False])
@pytest.mark.parametrize("type_name,k,block_n,block_k", [("Q8_0", 96, 16, 64), ("Q5_1", 160, 32, 32),
                                                         ("Q4_K", 512, 16, 64), ("Q3_K", 768, 64, 128),
                                                         ("IQ4_XS", 512, 16, 256), ("MXFP4", 96, 16, 32)])
def test_direct_matmul_gpu_sized_tiles(type_name, k, block_n, block_k, gemv):
    """Small tiles as on a GPU: several K steps, a ragged last one (96 = 64 + 32), K tiles
    smaller than a super-block."""
    raw = ggml_blocks(type_name, 21, k, seed=k)
    x = torch.randn(5, k)
    got = tb.ggml_matmul(*on_device(x, raw), type_name, 21, block_m=16, block_n=block_n,
                         block_k=block_k, gemv=gemv).cpu()
    assert_matmul_close(got, x, registry.dequantize(raw, type_name, (21, k)))


@pytest.mark.parametrize("type_name,m", [("Q8_0", 1), ("Q4_K", 4), ("IQ4_NL", 19), ("Q2_K", 40)])
def test_bf16_inputs_accumulate_in_fp32(type_name, m):
    k = 512
    raw = ggml_blocks(type_name, 33, k, seed=12)
    x = torch.randn(m, k).bfloat16()
    w = registry.dequantize(raw, type_name, (33, k)).bfloat16()
    got = tb.ggml_matmul(*on_device(x, raw), type_name, 33).cpu()
    assert got.dtype == torch.bfloat16
    want = x.double() @ w.double().T            # the bf16 weights, summed exactly
    torch.testing.assert_close(got.double(), want, rtol=2e-2, atol=2e-2 * want.abs().max().item())


def test_direct_kernels_reject_bad_inputs():
    q4k = torch.zeros(2, 144, dtype=torch.uint8)
    with pytest.raises(ValueError, match="whole contiguous 144-byte blocks"):
        tb.ggml_matmul(torch.zeros(1, 256), torch.zeros(2, 140, dtype=torch.uint8), "Q4_K", 2)
    with pytest.raises(ValueError, match=r"raw must be uint8 \[3, row_bytes\]"):
        tb.ggml_matmul(torch.zeros(1, 256), q4k, "Q4_K", 3)
    with pytest.raises(ValueError, match=r"x must be \[M, 256\], found \(1, 128\)"):
        tb.ggml_matmul(torch.zeros(1, 128), q4k, "Q4_K", 2)
    with pytest.raises(ValueError, match="block_k must be a power of two >= 32, found 48"):
        tb.ggml_matmul(torch.zeros(1, 256), q4k, "Q4_K", 2, block_k=48)
    with pytest.raises(ValueError, match="GEMV takes at most 8 rows of x, found 9"):
        tb.ggml_matmul(torch.zeros(9, 256), q4k, "Q4_K", 2, gemv=True)
    with pytest.raises(ValueError, match="no direct kernel for IQ2_XXS"):
        tb.ggml_matmul(torch.zeros(1, 256), torch.zeros(2, 66, dtype=torch.uint8), "IQ2_XXS", 2)
    with pytest.raises(ValueError, match="Q4_K tensor of shape .* needs 144 bytes"):
        tb.ggml_dequantize(torch.zeros(140, dtype=torch.uint8), "Q4_K", (1, 256))
    with pytest.raises(ValueError, match="unknown GGML type 'Q9_9'"):
        tb.ggml_dequantize(torch.zeros(144, dtype=torch.uint8), "Q9_9", (1, 256))


def test_direct_table_is_the_registry():
    """The kernels serve exactly the types the registry flags, with offsets from its layouts."""
    assert set(tb.DIRECT) == {t.name for t in runtime.REGISTRY.values() if t.triton} == {
        "Q4_K", "Q5_K", "Q6_K", "Q8_0", "Q4_0", "Q4_1", "Q5_0", "Q5_1", "IQ4_NL", "IQ4_XS", "MXFP4",
        "Q2_K", "Q3_K"}
    q4k, q6k, q5_1 = tb.DIRECT["Q4_K"], tb.DIRECT["Q6_K"], tb.DIRECT["Q5_1"]
    assert 8 * q4k["B"] / q4k["W"] == 4.5 and (q4k["D"], q4k["M"], q4k["SC"], q4k["QS"]) == (0, 2, 4, 16)
    assert (q6k["QS"], q6k["QH"], q6k["SC"], q6k["D"], q6k["S"]) == (0, 128, 192, 208, 16)
    assert (q5_1["M"], q5_1["QH"], q5_1["QS"], q5_1["BITS"], q5_1["ZERO"]) == (2, 4, 8, 5, 0)
    assert (tb.DIRECT["Q4_0"]["BITS"], tb.DIRECT["Q4_0"]["ZERO"], tb.DIRECT["Q8_0"]["BITS"]) == (4, 8, 8)


def test_triton_backend_decodes_blocks_and_holds_the_rest_dense(triton_backend):
    """Backend.dequantize takes the kernel for a direct type; a type no kernel reads is a
    dense copy decoded once at load, NVFP4 keeps the codebook repack."""
    raw = ggml_blocks("Q6_K", 5, 512, seed=3)
    assert torch.equal(triton_backend.dequantize(raw.to(DEVICE), "Q6_K", (5, 512)).cpu(),
                       registry.dequantize(raw, "Q6_K", (5, 512)))
    for type_name in ("Q4_1", "Q3_K", "MXFP4"):
        layer = runtime.quant_linear(ggml_blocks(type_name, 4, 256, seed=1), type_name, (4, 256),
                                     dtype=torch.float32, backend=triton_backend)
        assert isinstance(layer, runtime.GGMLQuantLinear), type_name     # the file's blocks, no repack
    iq2 = torch.from_numpy(random_blocks("IQ2_XXS", 3, 256, seed=2))
    layer = runtime.quant_linear(iq2, "IQ2_XXS", (3, 256), dtype=torch.bfloat16, backend=triton_backend)
    assert isinstance(layer, runtime.DenseLinear) and layer.type_name == "IQ2_XXS"
    assert torch.equal(layer.weight, registry.dequantize(iq2, "IQ2_XXS", (3, 256)).bfloat16())
    nvfp4 = torch.from_numpy(random_blocks("NVFP4", 3, 128, seed=2))
    assert isinstance(runtime.quant_linear(nvfp4, "NVFP4", (3, 128), backend=triton_backend),
                      CodebookQuantLinear)


def test_loader_names_the_types_decoded_once(capsys):
    from engine.gguf.load import _note_decoded
    model = torch.nn.Sequential(runtime.DenseLinear(torch.zeros(2, 4), type_name="TQ1_0"),
                                runtime.DenseLinear(torch.zeros(2, 4), type_name="IQ2_XXS"),
                                runtime.DenseLinear(torch.zeros(2, 4)))
    model.load_report = {}
    _note_decoded(model, torch.bfloat16)
    err = capsys.readouterr().err.strip().splitlines()
    assert err == ["note: no kernel reads IQ2_XXS, TQ1_0: those weights are held dense in bfloat16, "
                   "decoded once at load"]
    assert model.load_report["decoded_once"] == ["IQ2_XXS", "TQ1_0"]


COMPILE_FOR_CUDA = """
import os, re, sys
os.environ.pop("TRITON_INTERPRET", None)
import triton
from triton.backends.compiler import GPUTarget
from triton.compiler import ASTSource
from engine.kernels import triton_blocks as tb
pointers = {"raw_ptr": "*u8", "levels_ptr": "*fp32"}
ints = lambda *names: {n: "i32" for n in names}
def build(fn, sig, const, **options):
    src = ASTSource(fn, {**sig, **{k: "constexpr" for k in const}}, constexprs=const)
    return triton.compile(src, target=GPUTarget("cuda", 90, 32), options=options)
for name in sys.argv[1:]:
    facts = tb.DIRECT[name]
    kinds = {**{k: v for k, v in facts.items() if k != "M"}, "M_": facts["M"]}
    mm = {"x_ptr": "*bf16", **pointers, "y_ptr": "*bf16",
          **ints("M", "N", "K", "stride_xm", "stride_xk", "stride_rn", "stride_ym", "stride_yn")}
    build(tb.ggml_gemv_kernel, mm, {**kinds, "ROWS": 3, "BLOCK_M": 4, "BLOCK_N": 64, "BLOCK_K": 64})
    build(tb.ggml_tiles_kernel, mm, {**kinds, "PRECISION": "tf32", "BLOCK_M": 64, "BLOCK_N": 64, "BLOCK_K": 64})
    dq = {**pointers, "out_ptr": "*fp32", **ints("R", "K", "stride_rn", "stride_or")}
    ptx = build(tb.ggml_dequantize_kernel, dq, {**facts, "BLOCK_R": 32, "BLOCK_K": 64},
                enable_fp_fusion=False).asm["ptx"]
    print(name, len(re.findall(r"fma[.]rn[.]f32", ptx)))
"""


def test_block_kernels_compile_for_cuda_and_dequantize_without_fma():
    """The kernels compile for an sm_90 GPU (no GPU needed: Triton's own toolchain), and the
    dequantize kernel's PTX holds no fused multiply-add, which would round d * q + m once
    where the PyTorch decoder rounds twice (Q4_1, Q4_K: types with a min)."""
    from conftest import compile_for_cuda
    done = compile_for_cuda(COMPILE_FOR_CUDA, "Q4_1", "Q4_K", "MXFP4")
    assert done.stdout.split() == ["Q4_1", "0", "Q4_K", "0", "MXFP4", "0"]
