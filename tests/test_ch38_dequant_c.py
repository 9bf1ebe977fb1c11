"""Chapter 38: the exact C block decoders (engine/kernels/cpu/dequant_blocks.h, in the CPU
library) beside the PyTorch ones.

Table-driven: every type ggml_quants decodes is checked here without a new test, through
each instruction-set copy of the C decoders, against gguf-py (where it decodes the type)
and the PyTorch decoders, bit for bit. Plus the switch that forces the PyTorch path,
special scale values (NaN, Inf, subnormal), every half and bfloat16 bit pattern, the
codebooks the library reads, the type table it states, and what happens without a
compiler or with a broken source.
"""
import os
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest
import torch

import gguf
from gguf.constants import GGMLQuantizationType

from benchmarks.quants import random_blocks
from conftest import real_model_path
from engine.formats import ggml_quants as gq
from engine.blocks import tables as ggml_tables
from engine.blocks.iquants import codebook
from engine.kernels.backend import CPU_KERNELS, resolve_backend
from engine.kernels import cpu
from engine.kernels.cpu import dequant_exact

try:    # no compiler: skip; a compiler whose build fails: the error fails the run
    cpu.require_library()
except cpu.NoCompiler as e:
    pytest.skip(f"C decoders not built: {e}", allow_module_level=True)
from forced_paths import forced_paths  # noqa: E402

GGUF_DECODES = {t.name for t in gguf.quants._type_traits} | {"F16", "F32"}
C_TYPES = sorted(gq.DECODERS)
ROOT = Path(__file__).resolve().parents[1]
CPU_DIR = ROOT / "engine/kernels/cpu"


def same_bits(a, b) -> bool:
    """Bit-for-bit equality of two float32 arrays (NaN payloads included)."""
    a, b = np.ascontiguousarray(a, np.float32), np.ascontiguousarray(b, np.float32)
    return a.shape == b.shape and np.array_equal(a.view(np.uint32), b.view(np.uint32))


def gguf_py(blocks: np.ndarray, type_name: str) -> np.ndarray:
    """gguf-py's decoding of uint8 blocks [n, bytes] -> float32 [n * weights]."""
    return gguf.quants.dequantize(blocks, GGMLQuantizationType[type_name]).reshape(-1)


def test_every_decodable_type_has_a_c_decoder():
    assert [t for t in gq.DECODERS if not dequant_exact.decodes(t)] == []
    assert dequant_exact.block_sizes() == {t: gq.BLOCK[t] for t in C_TYPES}
    assert dequant_exact.isas()[0] == "scalar" and dequant_exact.isas() == cpu.runnable_paths()


def test_codebooks_come_from_ggml_tables():
    """The library reads every codebook it needs from ggml_tables, none written in C."""
    books = dequant_exact.codebooks()
    assert set(books) == {"IQ2XXS_GRID", "IQ2XS_GRID", "IQ2S_GRID", "IQ3XXS_GRID", "IQ3S_GRID",
                          "IQ1S_GRID", "KSIGNS", "IQ4NL_VALUES", "E2M1_VALUES", "UE4M3_HALF"}
    for name, table in books.items():
        assert hasattr(ggml_tables, name) and torch.equal(table, codebook(name).reshape(-1)), name
    assert books["IQ4NL_VALUES"].tolist() == list(ggml_tables.IQ4NL_VALUES)
    for source in CPU_DIR.glob("*.[ch]"):                        # no table copied by hand
        text = source.read_text()
        assert "-127, -104" not in text and "0x0808" not in text and "0, 1, 2, 3, 4, 6, 8, 12" not in text, source


@pytest.mark.parametrize("type_name", C_TYPES)
def test_c_decoder_bit_exact(type_name):
    """Random blocks with sane scales: each C copy == PyTorch decoder == gguf-py, bit for bit.

    Sizes: one block, a count that leaves a ragged last task on 3 threads, and one past
    4 MiB of output, decoded on the 64-byte grid and one float off it.
    """
    rng = np.random.default_rng(gq.TYPES[type_name])
    n, size = gq.BLOCK[type_name]
    for n_blocks in (1, 5 * 32768 // n + 3, (1 << 20) // n + 5):
        blocks = random_blocks(type_name, n_blocks, rng)
        raw = torch.from_numpy(blocks)
        ref = gq.DECODERS[type_name](raw).reshape(-1).numpy()
        assert np.isfinite(ref).all()
        if type_name in GGUF_DECODES and n_blocks * n < (1 << 20):
            assert same_bits(ref, gguf_py(blocks, type_name)), type_name
        for isa in forced_paths():
            ours = dequant_exact.decode(raw, type_name, n_blocks, n, isa=isa, threads=3)
            assert same_bits(ours.numpy(), ref), (type_name, isa, n_blocks)
        if n_blocks * n >= (1 << 20):
            assert ours.data_ptr() % 64 == 0                      # empty_floats' alignment
            shifted = dequant_exact.decode(raw, type_name, n_blocks, n, out=torch.empty(len(ref) + 1)[1:],
                                           threads=3)
            assert same_bits(shifted.numpy(), ref), (type_name, "unaligned")


def test_threads_and_ragged_sizes():
    """Any thread count and block count gives the same bits as one thread."""
    rng = np.random.default_rng(3)
    blocks = random_blocks("Q4_K", 1000, rng)       # 256000 weights: 7.8 tasks of 32768
    raw = torch.from_numpy(blocks)
    one = dequant_exact.decode(raw, "Q4_K", 1000, 256, threads=1).numpy()
    assert same_bits(one, gguf_py(blocks, "Q4_K"))
    for threads in (2, 3, 8):
        for count in (1, 127, 128, 129, 1000):
            part = dequant_exact.decode(raw[:count], "Q4_K", count, 256, threads=threads).numpy()
            assert same_bits(part, one[:count * 256]), (threads, count)
    # past 8 M weights the threads share the blocks out (below, one thread decodes alone):
    # a ragged last task, the same bits on any thread count
    big = torch.from_numpy(random_blocks("Q4_K", (1 << 23) // 256 + 129, rng))
    one = dequant_exact.decode(big, "Q4_K", big.shape[0], 256, threads=1).numpy()
    assert same_bits(one[-256 * 1000:], gguf_py(big[-1000:].numpy(), "Q4_K"))
    for threads in (2, 3):
        assert same_bits(dequant_exact.decode(big, "Q4_K", big.shape[0], 256, threads=threads).numpy(),
                         one), threads


def test_dequantize_takes_the_c_path_and_a_torch_backend_pytorch(monkeypatch):
    """ggml_quants.dequantize (the default backend) decodes in C; a backend resolved with
    kernels="torch" (or after CPU_KERNELS["enabled"] = False) takes the PyTorch decoders,
    with the same bits."""
    calls = []
    decode = dequant_exact.decode
    monkeypatch.setattr(dequant_exact, "decode", lambda *a, **k: calls.append(a[1]) or decode(*a, **k))
    raw = torch.from_numpy(random_blocks("Q6_K", 6, np.random.default_rng(4)))
    c = gq.dequantize(raw, "Q6_K", (3, 512))
    assert calls == ["Q6_K"]
    t = resolve_backend("cpu", kernels="torch").dequantize(raw, "Q6_K", (3, 512))
    assert calls == ["Q6_K"] and same_bits(c.numpy(), t.numpy())
    monkeypatch.setitem(CPU_KERNELS, "enabled", False)
    assert resolve_backend("cpu").kernels == "torch"
    resolve_backend("cpu").dequantize(raw, "Q6_K", (3, 512))
    assert calls == ["Q6_K"]
    f32 = torch.arange(12, dtype=torch.float32).view(torch.uint8)
    w = gq.dequantize(f32, "F32", (3, 4))                     # F32: a view, no decoding
    assert calls == ["Q6_K"] and w.data_ptr() == f32.data_ptr()


def test_without_a_compiler_dequantize_uses_pytorch(tmp_path):
    """No compiler on PATH and an empty build cache: the library is not built, a warning
    says why, and dequantize still decodes (with the PyTorch decoders)."""
    code = ("import numpy as np, torch; from engine.formats import ggml_quants as gq; "
            "from engine.kernels.cpu import dequant_exact as de; "
            "from benchmarks.quants import random_blocks; "
            "raw = torch.from_numpy(random_blocks('Q4_K', 4, np.random.default_rng(0))); "
            "w = gq.dequantize(raw, 'Q4_K', (1024,)); "
            "print(de.available(), gq.DECODERS['Q4_K'](raw).reshape(-1).equal(w))")
    env = {k: v for k, v in os.environ.items() if k != "CC"}
    env.update(PATH=str(tmp_path), GGUF_ENGINE_CACHE=str(tmp_path / "cache"))
    out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True)
    assert out.stdout.split() == ["False", "True"], out.stderr
    assert "no C compiler found" in out.stderr


def test_no_compiler_skips_and_a_failing_compiler_fails(tmp_path):
    """require_library() tells the two apart: without a compiler it raises NoCompiler
    (tests skip), with a compiler that fails it raises RuntimeError with its message (tests
    fail); at run time both leave available() False and the engine on PyTorch."""
    code = ("from engine.kernels import cpu\n"
            "try:\n    cpu.require_library()\n"
            "except Exception as e:\n    print(type(e).__name__, cpu.available())")
    no_cc = {k: v for k, v in os.environ.items() if k != "CC"}
    no_cc.update(PATH=str(tmp_path), GGUF_ENGINE_CACHE=str(tmp_path / "cache"))
    failing_cc = {**os.environ, "CC": "false", "GGUF_ENGINE_CACHE": str(tmp_path / "cache2")}
    for env, want in ((no_cc, "NoCompiler False"), (failing_cc, "RuntimeError False")):
        out = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env, capture_output=True, text=True)
        assert out.stdout.strip() == want, out.stderr


def test_dequantize_shapes_and_non_contiguous_bytes(monkeypatch):
    rng = np.random.default_rng(5)
    raw = torch.from_numpy(random_blocks("IQ2_XS", 12, rng))        # 12 blocks, 3072 weights
    flat = gq.dequantize(raw.reshape(-1), "IQ2_XS", (3072,))         # 1-D
    assert flat.shape == (3072,) and same_bits(flat.numpy(), gguf_py(raw.numpy(), "IQ2_XS"))
    assert torch.equal(gq.dequantize(raw.reshape(3, -1), "IQ2_XS", (3, 1024)).reshape(-1), flat)
    assert torch.equal(gq.dequantize(raw.reshape(2, 3, -1), "IQ2_XS", (2, 3, 512)).reshape(-1), flat)
    wide = torch.zeros(12, 100, dtype=torch.uint8)
    wide[:, 10:84] = raw
    assert torch.equal(gq.dequantize(wide[:, 10:84], "IQ2_XS", (3072,)), flat)   # strided rows
    with pytest.raises(ValueError, match="path must be one of"):
        dequant_exact.decode(raw, "IQ2_XS", 12, 256, isa="avx9")
    with pytest.raises(ValueError, match="do not decode GGML type 'Q9_9'"):
        dequant_exact.decode(raw, "Q9_9", 12, 256)


# ---------------------------------------------------------------- special values

# f16 scales: quiet and signalling NaNs of both signs with payloads, infinities, zeros,
# the smallest and largest subnormals, the smallest normal, the largest finite, 1.0
SPECIAL_HALVES = np.array([0x7E00, 0x7C01, 0xFE00, 0xFC01, 0x7D55, 0x7FFF, 0x7C00, 0xFC00, 0x0000,
                           0x8000, 0x0001, 0x8001, 0x03FF, 0x0400, 0x7BFF, 0xFBFF, 0x3C00], np.uint16)


def _decode_all_isas(raw, type_name, n_blocks):
    n = gq.BLOCK[type_name][0]
    return [(isa, dequant_exact.decode(raw, type_name, n_blocks, n, isa=isa).numpy())
            for isa in forced_paths()]


def _same_but_nan_payloads(a, b) -> bool:
    """Equal bits where both are numbers, NaN at the same places (payloads may differ)."""
    nan = np.isnan(a)
    return np.array_equal(nan, np.isnan(b)) and same_bits(a[~nan], b[~nan])


@pytest.mark.parametrize("type_name", sorted(set(gq.F16_FIELDS) & GGUF_DECODES))
def test_special_f16_scales_match_gguf_py(type_name):
    """NaN / Inf / subnormal / extreme f16 scales against gguf-py.

    One special scale per block (the other field, if any, moderate): bit for bit, NaN
    payloads included. numpy keeps a signalling half NaN's bits when it converts (F16C
    would set the quiet bit) and so does the C conversion; a product or sum with one NaN
    operand returns that NaN, quieted, whatever the operand order.
    Every pair of special values in a block's two fields (d and m, or d and dmin): NaN at
    the same places and every other bit equal. Where two NaNs meet in a sum, which payload
    survives depends on the operand order of the instruction, and numpy itself is not
    consistent about it: `a + b[:1]` returns a's NaN in loops of up to 16 elements and b's
    in longer (vectorised) ones. The PyTorch decoders agree on the same terms.
    """
    fields = gq.F16_FIELDS[type_name]
    k = len(SPECIAL_HALVES)
    moderate = np.float16(0.01).view(np.uint16)
    cases = [(SPECIAL_HALVES, np.full(k, moderate, np.uint16)),
             (np.full(k, moderate, np.uint16), SPECIAL_HALVES),
             (np.repeat(SPECIAL_HALVES, k), np.tile(SPECIAL_HALVES, k))]
    for case, (first, second) in enumerate(cases[:1] if len(fields) == 1 else cases):
        blocks = random_blocks(type_name, len(first), np.random.default_rng(7))
        for start, values in zip(fields, (first, second)):
            blocks[:, start:start + 2] = values.view(np.uint8).reshape(-1, 2)
        with np.errstate(invalid="ignore", over="ignore"):
            ref = gguf_py(blocks, type_name)
        raw = torch.from_numpy(blocks)
        for isa, ours in _decode_all_isas(raw, type_name, len(blocks)):
            agree = same_bits if case < 2 else _same_but_nan_payloads
            assert agree(ours, ref), (type_name, isa, case)
        assert _same_but_nan_payloads(gq.DECODERS[type_name](raw).reshape(-1).numpy(), ref)


def test_special_scales_of_iq1_m_mxfp4_nvfp4():
    """IQ1_M's d spelled by four nibbles, every E8M0 exponent, every UE4M3 scale byte."""
    rng = np.random.default_rng(8)
    k = len(SPECIAL_HALVES)
    iq1m = random_blocks("IQ1_M", k, rng)
    words = iq1m[:, 48:56].copy().view(np.uint16).astype(np.int64) & 0x0FFF
    words |= ((SPECIAL_HALVES.astype(np.int64)[:, None] >> np.array([0, 4, 8, 12])) & 0xF) << 12
    iq1m[:, 48:56] = words.astype(np.uint16).view(np.uint8).reshape(k, 8)
    mxfp4 = random_blocks("MXFP4", 256, rng)
    mxfp4[:, 0] = np.arange(256)
    nvfp4 = random_blocks("NVFP4", 256, rng)
    nvfp4[:, :4] = (np.arange(256)[:, None] + np.arange(4) * 64) % 256
    for type_name, blocks in (("IQ1_M", iq1m), ("MXFP4", mxfp4), ("NVFP4", nvfp4)):
        with np.errstate(invalid="ignore", over="ignore"):
            ref = gguf_py(blocks, type_name)
        for isa, ours in _decode_all_isas(torch.from_numpy(blocks), type_name, len(blocks)):
            assert same_bits(ours, ref), (type_name, isa)


def test_every_half_and_bfloat16_bit_pattern():
    """All 65536 F16 and BF16 values: C == numpy's conversion (gguf-py's) bit for bit.

    Signalling half NaNs keep their quiet bit clear, as numpy leaves it; the PyTorch
    path (like the F16C instruction) sets it, and agrees otherwise.
    """
    halves = np.arange(65536, dtype=np.uint32).astype(np.uint16)
    raw = torch.from_numpy(halves.view(np.uint8).copy())
    ref = gguf_py(halves.view(np.uint8).reshape(1, -1), "F16")
    assert np.isnan(ref).sum() == 2046
    for isa, ours in _decode_all_isas(raw, "F16", 65536):
        assert same_bits(ours, ref), isa
    assert _same_but_nan_payloads(gq.DECODERS["F16"](raw).reshape(-1).numpy(), ref)
    ref = gguf_py(halves.view(np.uint8).reshape(1, -1), "BF16")
    for isa, ours in _decode_all_isas(raw, "BF16", 65536):
        assert same_bits(ours, ref), isa
        assert same_bits(ours, gq.DECODERS["BF16"](raw).reshape(-1).numpy())


def test_large_f16_bf16_outputs_the_same_bits():
    """Every half / bfloat16 pattern in an output past 4 MiB, on 2 threads: the same bits
    on the 32-byte grid and one float off it."""
    halves = np.tile(np.arange(65536, dtype=np.uint32).astype(np.uint16), 17)[3:]   # 1.1 M values
    raw = torch.from_numpy(halves.view(np.uint8).copy())
    for type_name in ("F16", "BF16"):
        ref = gguf_py(halves.view(np.uint8).reshape(1, -1), type_name)
        for isa in forced_paths():
            for start in (0, 1):                  # on the 32-byte grid and off it
                buf = torch.zeros(len(halves) + 8)
                ours = dequant_exact.decode(raw, type_name, len(halves), 1, isa=isa,
                                            out=buf[start:start + len(halves)], threads=2)
                assert same_bits(ours.numpy(), ref), (type_name, isa, start)
    with pytest.raises(ValueError, match="contiguous CPU float32 tensor of 10 values"):
        dequant_exact.decode(raw[:20], "F16", 10, 1, out=torch.zeros(11))


def test_plain_integers_and_f64_round_like_numpy():
    """F64, I8..I64 (not decoded by gguf-py): C == numpy's astype(float32) == PyTorch,
    with values that round (2**24 + 1, 2**63 - 1), overflow f32 (1e300) and NaN / Inf."""
    values = {
        "F64": np.array([1e300, -1e300, 1e-300, np.nan, -np.inf, 2.0 ** 24 + 1, 0.1, -0.0], np.float64),
        "I8": np.array([-128, 127, 0, -1], np.int8),
        "I16": np.array([-32768, 32767, 0, -1], np.int16),
        "I32": np.array([2 ** 31 - 1, -2 ** 31, 2 ** 24 + 1, 16777217 * 3], np.int32),
        "I64": np.array([2 ** 63 - 1, -2 ** 63, 2 ** 24 + 1, 2 ** 53 + 1], np.int64),
    }
    for type_name, x in values.items():
        raw = torch.from_numpy(x.view(np.uint8).copy())
        with np.errstate(over="ignore"):
            ref = x.astype(np.float32)
        for isa, ours in _decode_all_isas(raw, type_name, len(x)):
            assert same_bits(ours, ref), (type_name, isa)
        assert same_bits(gq.DECODERS[type_name](raw).reshape(-1).numpy(), ref), type_name


def test_real_file_tensors_take_the_c_path(monkeypatch):
    """Every quantized tensor of a real file is decoded in C (rows of the file's own bytes)."""
    from engine.formats.gguf import GGUFReader
    reader = GGUFReader(real_model_path("qwen25"))
    calls = []
    decode = dequant_exact.decode
    monkeypatch.setattr(dequant_exact, "decode", lambda *a, **k: calls.append(a[1]) or decode(*a, **k))
    expected = []
    for name, (shape, type_name, _) in reader.tensors.items():
        rows, size = min(2, int(np.prod(shape[:-1]))), gq.row_bytes(type_name, shape[-1])
        raw = reader.raw(name)[:rows * size]
        ours = gq.dequantize(raw, type_name, (rows, shape[-1])).numpy()
        assert same_bits(ours.reshape(-1), gguf_py(raw.numpy().reshape(rows, size), type_name)), name
        expected += [] if type_name == "F32" else [type_name]
    assert calls == expected and {"Q4_K", "Q6_K"} <= set(calls)
