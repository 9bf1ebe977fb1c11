"""Chapter 38: quantized layers and repacking GGML blocks, against gguf-py's decoders."""
import gguf
import numpy as np
import pytest
import torch
from torch import nn

from engine.formats import ggml_quants, runtime
from engine.formats.runtime import (AFFINE, CODEBOOK, AffineQuantLinear, CodebookQuantLinear, DenseLinear,
                                    GGMLQuantLinear, QuantExperts, affine_weight, pack_nibbles,
                                    quant_linear, repack_ggml, resident_bits_report, resolve_backend,
                                    unpack_nibbles)
from engine.kernels import cpu

# byte offsets of each affine type's f16 fields (d, dmin), from the block layouts
F16_FIELDS = {name: ggml_quants.F16_FIELDS[name] for name in AFFINE}
TORCH = resolve_backend("cpu", kernels="torch")      # the pure-PyTorch reference path
QUANT_TYPES = sorted(t for t, (n, _) in ggml_quants.BLOCK.items() if n > 1)   # every block type


def gguf_sizes(type_name):
    return gguf.GGML_QUANT_SIZES[gguf.GGMLQuantizationType[type_name]]


def oracle(raw: np.ndarray, type_name) -> np.ndarray:
    """gguf-py's decoder: uint8 [rows, row_bytes] -> float32 [rows, cols]."""
    return gguf.quants.dequantize(raw, gguf.GGMLQuantizationType[type_name])


def random_blocks(type_name, rows, cols, seed=0) -> np.ndarray:
    """Random bytes for every field, then moderate f16 scales (or, for non-affine types,
    random blocks kept only where gguf-py decodes them to moderate finite values)."""
    rng = np.random.default_rng(seed)
    per_block, size = gguf_sizes(type_name)
    n = rows * cols // per_block
    if type_name in F16_FIELDS:
        raw = rng.integers(0, 256, (n, size), dtype=np.uint8)
        for at in F16_FIELDS[type_name]:
            d = rng.uniform(-0.1, 0.1, n).astype(np.float16)
            raw[:, at:at + 2] = d.view(np.uint8).reshape(n, 2)
        return raw.reshape(rows, -1)
    kept = []
    while sum(len(k) for k in kept) < n:
        cand = rng.integers(0, 256, (4 * n, size), dtype=np.uint8)
        with np.errstate(all="ignore"):          # rejected candidates may overflow
            w = oracle(cand, type_name).reshape(4 * n, per_block)
        kept.append(cand[np.isfinite(w).all(1) & (np.abs(w).max(1) < 1e3)])
    return np.concatenate(kept)[:n].reshape(rows, -1)


def need_oracle(type_name):
    try:
        qtype = gguf.GGMLQuantizationType[type_name]
        gguf.quants.dequantize(np.zeros((1, gguf.GGML_QUANT_SIZES[qtype][1]), np.uint8), qtype)
    except (KeyError, NotImplementedError):
        pytest.skip(f"gguf-py cannot decode {type_name}, so there is no oracle")


def c_backend():
    """The C kernels' backend; the tests that need it fail (not skip) when a compiler
    exists and the library does not build."""
    from engine.kernels.cpu.build import compiler
    if not cpu.available() and compiler() is None:
        pytest.skip("no C compiler here, so no C kernels")
    return resolve_backend("cpu", kernels="c")


# ----------------------------------------------------------------------------- repack

@pytest.mark.parametrize("type_name", list(AFFINE))
def test_repack_matches_gguf_decoder_exactly(type_name):
    per_block = gguf_sizes(type_name)[0]
    rows, cols = 3, 2 * per_block
    raw = random_blocks(type_name, rows, cols)
    codes, scales, offsets, group, packed = repack_ggml(torch.from_numpy(raw), type_name, (rows, cols))
    want = oracle(raw, type_name)
    got = affine_weight(codes, scales, offsets, group, packed).numpy()
    assert np.array_equal(got, want)
    # bit for bit, except that code * scale + offset gives +0 where the decoder's d * 0 may give -0
    differ = got.view(np.uint32) != want.view(np.uint32)
    assert (want[differ] == 0).all()
    assert packed == (AFFINE[type_name].code_bits <= 4)
    assert codes.shape == (rows, cols // 2 if packed else cols)
    assert scales.shape == offsets.shape == (rows, cols // group)
    if type_name in ("Q4_K", "Q5_K", "Q6_K"):
        assert scales.dtype == torch.float32   # d * sc does not fit in f16 exactly


def test_repack_rejects_wrong_sizes():
    raw = torch.zeros(144 * 2 - 1, dtype=torch.uint8)
    with pytest.raises(ValueError, match="Q4_K .* needs 288 bytes, found 287"):
        repack_ggml(raw, "Q4_K", (1, 512))
    with pytest.raises(ValueError, match="multiple of 256"):
        repack_ggml(torch.zeros(144, dtype=torch.uint8), "Q4_K", (1, 100))
    with pytest.raises(ValueError, match="not an affine"):
        repack_ggml(torch.zeros(18, dtype=torch.uint8), "IQ4_NL", (1, 32))


def test_pack_nibbles_order_and_roundtrip():
    codes = torch.tensor([[1, 2, 3, 15]], dtype=torch.uint8)
    assert pack_nibbles(codes).tolist() == [[0x21, 0xF3]]   # even column in the low nibble
    codes = torch.randint(0, 16, (5, 12), dtype=torch.uint8)
    assert torch.equal(unpack_nibbles(pack_nibbles(codes)), codes)


def test_repack_real_tensors(real_model):
    """The first rows of one tensor of each affine type in a real file."""
    from engine.formats.gguf import GGUFError, GGUFReader
    try:
        reader = GGUFReader(real_model)
    except GGUFError as err:
        if "unknown GGML type" not in str(err):
            raise
        pytest.skip(f"engine.formats.ggml_quants lacks a type of this file yet: {err}")
    seen = set()
    for name, (shape, type_name, _) in reader.tensors.items():
        if type_name not in AFFINE or type_name in seen or len(shape) != 2:
            continue
        seen.add(type_name)
        rows = min(32, shape[0])
        raw = reader.raw(name).reshape(shape[0], -1)[:rows].clone()
        c, s, o, g, p = repack_ggml(raw, type_name, (rows, shape[1]))
        assert np.array_equal(affine_weight(c, s, o, g, p).numpy(), oracle(raw.numpy(), type_name)), name
    assert seen


# ----------------------------------------------------------------------------- affine layer

@pytest.mark.parametrize("type_name", list(AFFINE))
@pytest.mark.parametrize("lead", [(1,), (2, 3)])
def test_affine_forward_equals_dequantize_matmul(type_name, lead):
    per_block = gguf_sizes(type_name)[0]
    rows, cols = 7, per_block * (3 if per_block == 32 else 1)
    raw = random_blocks(type_name, rows, cols, seed=1)
    bias = torch.randn(rows)
    layer = AffineQuantLinear.from_ggml(torch.from_numpy(raw), type_name, (rows, cols), bias,
                                        dtype=torch.float32, backend=TORCH)
    w = torch.from_numpy(oracle(raw, type_name)).double()
    x = torch.randn(*lead, cols)
    want = x.double() @ w.T + bias.double()
    got = layer(x)
    assert got.shape == (*lead, rows) and got.dtype == torch.float32
    torch.testing.assert_close(got.double(), want, rtol=1e-5, atol=1e-5 * want.abs().max().item())
    assert torch.equal(layer.dequantized_weight(), w.float())


def test_affine_cpu_kernel_agrees_with_reference():
    raw = random_blocks("Q4_K", 9, 512, seed=2)
    layer = AffineQuantLinear.from_ggml(torch.from_numpy(raw), "Q4_K", (9, 512), dtype=torch.float32,
                                        backend=c_backend())
    x = torch.randn(3, 512)
    torch.testing.assert_close(layer(x), layer.reference(x), rtol=1e-4, atol=1e-3)


def test_affine_perm_and_int32_packing():
    n, k, g = 5, 64, 16
    codes = torch.randint(0, 16, (n, k), dtype=torch.uint8)
    scales, offsets = torch.rand(n, k // g), torch.randn(n, k // g)
    perm = torch.randperm(k)
    words = pack_nibbles(codes).view(torch.int32)          # eight codes a word, lowest first
    layer = AffineQuantLinear.from_packed(words, scales, offsets, g, perm=perm, dtype=torch.float32)
    stored = codes.float() * scales.repeat_interleave(g, 1) + offsets.repeat_interleave(g, 1)
    w = torch.empty_like(stored)
    w[:, perm] = stored                                     # stored column c is input perm[c]
    assert torch.equal(layer.dequantized_weight(), w)
    x = torch.randn(4, k)
    torch.testing.assert_close(layer(x), x @ w.T, rtol=1e-5, atol=1e-5)


def test_affine_rejects_bad_shapes():
    codes = torch.zeros(4, 16, dtype=torch.uint8)
    with pytest.raises(ValueError, match=r"scales must be float \[4, 1\]"):
        AffineQuantLinear(codes, torch.zeros(4, 2), torch.zeros(4, 1), 32, True)
    layer = AffineQuantLinear(codes, torch.zeros(4, 1), torch.zeros(4, 1), 32, True)
    with pytest.raises(ValueError, match="last dimension must be 32"):
        layer(torch.zeros(2, 31))


def test_affine_storage_bytes():
    # Q4_K held affine: 4-bit codes + f32 scale + f32 offset per 32 weights = 6 bits a weight
    raw = random_blocks("Q4_K", 4, 512)
    layer = AffineQuantLinear.from_ggml(torch.from_numpy(raw), "Q4_K", (4, 512))
    assert layer.storage_bytes == 4 * 512 * 6 // 8
    # Q4_0: 4-bit codes + f16 d + f16 (-8 d) per 32 = 5 bits; Q8_0: 8 + 1 = 9 bits
    for type_name, bits in (("Q4_0", 5), ("Q8_0", 9)):
        raw = random_blocks(type_name, 4, 64)
        layer = AffineQuantLinear.from_ggml(torch.from_numpy(raw), type_name, (4, 64))
        assert layer.storage_bytes * 8 == 4 * 64 * bits


# ----------------------------------------------------------------------------- codebook layer

@pytest.mark.parametrize("type_name", list(CODEBOOK))
def test_codebook_layer_exact(type_name):
    per_block = gguf_sizes(type_name)[0]
    rows, cols = 5, per_block * 2
    raw = random_blocks(type_name, rows, cols, seed=8)
    bias = torch.randn(rows)
    layer = quant_linear(torch.from_numpy(raw), type_name, (rows, cols), bias, dtype=torch.float32,
                         layout="codebook", backend=TORCH)
    assert isinstance(layer, CodebookQuantLinear) and layer.type_name == type_name
    want_w = oracle(raw, type_name)
    got_w = layer.dequantized_weight().numpy()
    assert np.array_equal(got_w.view(np.uint32), want_w.view(np.uint32))   # bit for bit
    x = torch.randn(2, 3, cols)
    want = x.double() @ torch.from_numpy(want_w).double().T + bias.double()
    torch.testing.assert_close(layer(x).double(), want, rtol=1e-5, atol=1e-5 * want.abs().max().item())


def test_codebook_storage_bytes():
    # IQ4_NL: 4-bit codes + f16 d per 32 = 4.5 bits a weight, plus the 16-entry table
    raw = random_blocks("IQ4_NL", 4, 64)
    layer = CodebookQuantLinear.from_ggml(torch.from_numpy(raw), "IQ4_NL", (4, 64))
    assert layer.storage_bytes == 4 * 64 * 9 // 16 + 16 * 4


# ----------------------------------------------------------------------------- raw layer

@pytest.mark.parametrize("type_name", QUANT_TYPES)
def test_raw_layer_exact(type_name, monkeypatch):
    need_oracle(type_name)
    per_block = gguf_sizes(type_name)[0]
    rows, cols = 5, per_block * 2
    raw = random_blocks(type_name, rows, cols, seed=3)
    monkeypatch.setattr("engine.quantized.linear.TILE_WEIGHTS", 2 * cols)  # several row tiles
    layer = quant_linear(torch.from_numpy(raw), type_name, (rows, cols), dtype=torch.float32,
                         layout="raw", backend=TORCH)
    assert isinstance(layer, GGMLQuantLinear) and layer.storage_bytes == raw.size
    w = torch.from_numpy(oracle(raw, type_name))
    assert torch.equal(layer.dequantized_weight(), w)
    x = torch.randn(3, cols)
    want = x.double() @ w.double().T
    torch.testing.assert_close(layer(x).double(), want, rtol=1e-5, atol=1e-5 * want.abs().max().item())


@pytest.mark.parametrize("type_name", QUANT_TYPES)
def test_raw_layer_cpu_kernel_agrees_with_reference(type_name):
    backend = c_backend()
    if not ggml_quants.REGISTRY[type_name].kernel:
        pytest.skip(f"the C library has no {type_name} kernel (the registry says so)")
    need_oracle(type_name)
    per_block = gguf_sizes(type_name)[0]
    raw = random_blocks(type_name, 6, 2 * per_block, seed=4)
    layer = GGMLQuantLinear(torch.from_numpy(raw), type_name, (6, 2 * per_block), dtype=torch.float32,
                            backend=backend)
    x = torch.randn(2, 2 * per_block)
    want = layer.reference(x)
    torch.testing.assert_close(layer(x), want, rtol=1e-4, atol=1e-4 * want.abs().max().item())


# ----------------------------------------------------------------------------- factory

def test_dense_layers_keep_the_stored_bytes():
    w = torch.randn(6, 8, dtype=torch.float16)
    raw = w.view(torch.uint8).reshape(-1)
    layer = quant_linear(raw, "F16", (6, 8), dtype=torch.float16)
    assert isinstance(layer, DenseLinear) and layer.weight.data_ptr() == raw.data_ptr()
    assert layer.storage_bytes == 6 * 8 * 2
    converted = quant_linear(raw, "F16", (6, 8), dtype=torch.float32)
    x = torch.randn(2, 8)
    torch.testing.assert_close(converted(x), x @ w.float().T)
    bias = torch.randn(6)                                 # a float32 bias beside bf16 weights
    layer = DenseLinear(w.bfloat16(), bias)
    torch.testing.assert_close(layer(x.bfloat16()).float(), (x.bfloat16() @ w.bfloat16().T).float()
                               + bias.bfloat16().float(), rtol=2e-2, atol=2e-2)


def test_factory_picks_layouts():
    raw = torch.from_numpy(random_blocks("Q5_K", 2, 256))
    assert isinstance(quant_linear(raw, "Q5_K", (2, 256), backend=TORCH), AffineQuantLinear)
    assert quant_linear(raw, "Q5_K", (2, 256), layout="affine").type_name == "Q5_K"
    cuda = runtime.Backend(torch.device("cuda"), "triton")    # a description only: nothing runs
    c = c_backend()
    assert runtime.auto_layout("Q5_K", c) == "raw"             # the C kernels read every K-quant
    assert runtime.auto_layout("Q4_0", TORCH) == "affine"
    assert runtime.auto_layout("IQ4_NL", c) == "raw" and runtime.auto_layout("IQ4_NL", TORCH) == "codebook"
    # with Triton its direct kernels decide (raw blocks kept), then the codebook kernel (NVFP4);
    # a type neither reads is decoded once into a dense copy
    assert runtime.auto_layout("Q4_K", cuda) == runtime.auto_layout("Q5_K", cuda) == "raw"
    assert runtime.auto_layout("IQ4_XS", cuda) == "raw" and runtime.auto_layout("NVFP4", cuda) == "codebook"
    assert runtime.auto_layout("IQ2_XS", TORCH) == runtime.auto_layout("IQ2_XS", cuda) == "raw"
    assert cuda.decodes_once("IQ2_XS") and not cuda.decodes_once("Q4_K") and not TORCH.decodes_once("IQ2_XS")
    # q8 activations need the raw layout (its int8 dot)
    assert runtime.auto_layout("Q5_K", TORCH.with_(activations="q8")) == "raw"
    assert isinstance(quant_linear(torch.from_numpy(random_blocks("MXFP4", 2, 32)), "MXFP4", (2, 32),
                                   backend=TORCH), CodebookQuantLinear)
    with pytest.raises(ValueError, match="layout must be one of"):
        quant_linear(raw, "Q5_K", (2, 256), layout="dense")
    with pytest.raises(ValueError, match="IQ4_NL is not affine"):
        quant_linear(torch.zeros(18, dtype=torch.uint8), "IQ4_NL", (1, 32), layout="affine")
    with pytest.raises(ValueError, match="Q4_0 is not a codebook type"):
        quant_linear(torch.zeros(18, dtype=torch.uint8), "Q4_0", (1, 32), layout="codebook")


def test_resident_bits_report():
    q4k = AffineQuantLinear.from_ggml(torch.from_numpy(random_blocks("Q4_K", 4, 256)), "Q4_K", (4, 256))
    dense = nn.Linear(256, 4, bias=False).to(torch.bfloat16)
    report = resident_bits_report(nn.Sequential(q4k, dense))
    assert report["Q4_K"] == {"params": 1024, "bytes": 768, "bits_per_weight": 6.0}
    assert report["BF16"]["bits_per_weight"] == 16.0


# ----------------------------------------------------------------------------- MoE experts

@pytest.mark.parametrize("layout", ["affine", "raw"])
def test_quant_experts_equal_dense_reference(layout):
    e, inter, hidden = 3, 32, 64
    gate = random_blocks("Q4_0", e * inter, hidden, seed=5)
    up = random_blocks("Q5_1", e * inter, hidden, seed=6)
    down = random_blocks("Q8_0", e * hidden, inter, seed=7)
    experts = QuantExperts.from_ggml(
        (torch.from_numpy(gate), "Q4_0", (e, inter, hidden)),
        (torch.from_numpy(up), "Q5_1", (e, inter, hidden)),
        (torch.from_numpy(down), "Q8_0", (e, hidden, inter)), dtype=torch.float32, layout=layout,
        backend=TORCH)
    kind = AffineQuantLinear if layout == "affine" else GGMLQuantLinear
    assert all(isinstance(layer, kind) for layer in [*experts.gate, *experts.up, *experts.down])
    wg = torch.from_numpy(oracle(gate, "Q4_0")).reshape(e, inter, hidden)
    wu = torch.from_numpy(oracle(up, "Q5_1")).reshape(e, inter, hidden)
    wd = torch.from_numpy(oracle(down, "Q8_0")).reshape(e, hidden, inter)
    gate_up, down_proj = experts.dense()
    assert torch.equal(gate_up, torch.cat((wg, wu), dim=1)) and torch.equal(down_proj, wd)
    x = torch.randn(4, hidden)
    for i in range(e):
        torch.testing.assert_close(experts.matmul("gate_up", i, x), x @ gate_up[i].T, rtol=1e-5, atol=1e-4)
        h = torch.randn(2, inter)
        torch.testing.assert_close(experts.matmul("down", i, h), h @ wd[i].T, rtol=1e-5, atol=1e-4)
    assert experts.storage_bytes == sum(l.storage_bytes for l in [*experts.gate, *experts.up, *experts.down])
    with pytest.raises(ValueError, match="which must be one of"):
        experts.matmul("up", 0, x)


def test_quant_experts_plug_into_the_moe_block():
    """engine.moe's experts over QuantExperts equal the stacked dense experts."""
    from engine.moe import Experts, quantized_experts
    e, inter, hidden = 4, 32, 64
    parts = [(random_blocks(t, e * rows, cols, seed=20 + i), t, (e, rows, cols))
             for i, (t, rows, cols) in enumerate([("Q4_1", inter, hidden), ("Q8_0", inter, hidden),
                                                  ("Q5_0", hidden, inter)])]
    quant = QuantExperts.from_ggml(*[(torch.from_numpy(r), t, s) for r, t, s in parts],
                                   dtype=torch.float32, layout="affine", backend=TORCH)
    dense = Experts(e, hidden, inter)
    gate_up, down = quant.dense()
    dense.gate_up_proj.data, dense.down_proj.data = gate_up, down
    x = torch.randn(6, hidden)
    index = torch.randint(0, e, (6, 2))
    weight = torch.rand(6, 2)
    got = quantized_experts(dense, quant, dense=False)(x, index, weight)
    torch.testing.assert_close(got, dense(x, index, weight), rtol=1e-5, atol=1e-4)
