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


def _load_kernels():
    """engine.kernels.triton_formats, rebuilt if it was imported before the interpreter was on."""
    module = importlib.import_module("engine.kernels.triton_formats")
    if DEVICE == "cpu" and "Interpreted" not in type(module.affine_matmul_kernel).__name__:
        module = importlib.reload(module)
    return module


tf = _load_kernels()

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


@pytest.mark.parametrize("type_name", list(tf.DIRECT))
@pytest.mark.parametrize("m", M_SIZES)
@pytest.mark.parametrize("n", N_SIZES)
@pytest.mark.parametrize("k", K_SIZES)
def test_direct_kernels(type_name, m, n, k):
    raw = random_blocks(type_name, n, k, seed=m + n + k)
    w = torch.from_numpy(oracle(raw, type_name))
    x = torch.randn(m, k)
    got = tf.ggml_matmul(*on_device(x, torch.from_numpy(raw)), type_name, n).cpu()
    assert_fp32_close(got, reference(x, w))


@pytest.mark.parametrize("type_name,k,block_k", [("Q8_0", 96, 64), ("Q5_0", 96, 64),
                                                  ("Q4_K", 512, 32), ("Q6_K", 512, 256)])
def test_direct_kernels_other_tiles(type_name, k, block_k):
    """A ragged last K tile (96 = 64 + 32) and the smallest / largest K tiles."""
    raw = random_blocks(type_name, 7, k, seed=k + block_k)
    x = torch.randn(2, k)
    got = tf.ggml_matmul(*on_device(x, torch.from_numpy(raw)), type_name, 7, block_k=block_k).cpu()
    assert_fp32_close(got, reference(x, torch.from_numpy(oracle(raw, type_name))))


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


def test_bf16_inputs_accumulate_in_fp32():
    raw = random_blocks("Q8_0", 33, 512, seed=12)
    x = torch.randn(3, 512).bfloat16()
    w = torch.from_numpy(oracle(raw, "Q8_0")).bfloat16()
    got = tf.ggml_matmul(*on_device(x, torch.from_numpy(raw)), "Q8_0", 33).cpu()
    assert got.dtype == torch.bfloat16
    want = x.double() @ w.double().T            # the bf16 weights, summed exactly
    torch.testing.assert_close(got.double(), want, rtol=2e-2, atol=2e-2 * want.abs().max().item())


def test_wrappers_reject_bad_inputs():
    codes = torch.zeros(4, 16, dtype=torch.uint8)
    s = torch.ones(4, 1)
    with pytest.raises(ValueError, match=r"x must be \[M, 32\]"):
        tf.affine_matmul(torch.zeros(2, 30), codes, s, s, 32, 4, True)
    with pytest.raises(ValueError, match="codes must be uint8"):
        tf.affine_matmul(torch.zeros(2, 32), codes.float(), s, s, 32, 4, True)
    with pytest.raises(ValueError, match=r"scales must be float \[4, 2\]"):
        tf.affine_matmul(torch.zeros(2, 32), codes, s, s, 16, 4, True)
    with pytest.raises(ValueError, match="whole contiguous 144-byte blocks"):
        tf.ggml_matmul(torch.zeros(1, 256), torch.zeros(2, 140, dtype=torch.uint8), "Q4_K", 2)
    with pytest.raises(ValueError, match="block_k must be 32, 64, 128 or 256, found 48"):
        tf.ggml_matmul(torch.zeros(1, 256), torch.zeros(2, 144, dtype=torch.uint8), "Q4_K", 2, block_k=48)
    with pytest.raises(ValueError, match="no direct kernel for IQ4_NL"):
        tf.ggml_matmul(torch.zeros(1, 32), torch.zeros(2, 18, dtype=torch.uint8), "IQ4_NL", 2)


def test_probe_decodes_packed_codes():
    y = tf.affine_matmul(torch.ones(1, 32, device=DEVICE), torch.ones(1, 16, dtype=torch.uint8, device=DEVICE),
                         torch.ones(1, 1, device=DEVICE), torch.zeros(1, 1, device=DEVICE), 32, 1, True)
    assert y.item() == 16                 # bytes 0x01: codes 1, 0, 1, 0, ...


def test_direct_table_matches_the_registry():
    assert set(tf.DIRECT) == {t.name for t in runtime.REGISTRY.values() if t.triton}
    index, per_block, block_bytes = tf.DIRECT["Q4_K"]
    assert 8 * block_bytes / per_block == 4.5   # Q4_K resident through the direct path


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
