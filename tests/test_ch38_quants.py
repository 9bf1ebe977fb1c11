"""Chapter 38: every GGML block type, against gguf-py and llama.cpp.

The table-driven tests loop over ggml_quants' tables, so a type added there is tested
here without a new test. Oracles: gguf-py 0.19 (`gguf.quants.dequantize` / `quantize`),
llama.cpp's own C code through ctypes (types gguf-py cannot decode, encoder quality),
the three real files, and blocks worked out by hand.
"""
import ctypes

import numpy as np
import pytest
import torch

import gguf
from gguf.constants import GGML_QUANT_SIZES, GGMLQuantizationType

from benchmarks.quants import (llama_quantize, llama_to_float, random_blocks, remote_ggml, sample_weights,
                               weighted_rmse)
from conftest import real_model_path
from engine.formats import ggml_quants as gq
from engine.blocks import tables as ggml_tables
from engine.quantize.encoders import ENCODERS as ROUNDING
from engine.quantize.search_encoders import ENCODERS as SEARCHING, quantize_q4_k_minmax

GGUF_DECODES = {t.name for t in GGML_QUANT_SIZES
                if t.name in ("F32", "F16") or t in gguf.quants._type_traits}
LIB = remote_ggml()            # llama.cpp's libggml-base, in the oracle's worker process
needs_llama = pytest.mark.skipif(LIB is None, reason="llama_cpp/lib/libggml-base.so not loadable")


NUMPY_PLAIN = {"F64": np.float64, "I8": np.int8, "I16": np.int16, "I32": np.int32, "I64": np.int64}


def same_bits(a: np.ndarray, b: np.ndarray) -> bool:
    """Bit-for-bit equality of two float32 arrays (NaNs included)."""
    a, b = np.ascontiguousarray(a, np.float32), np.ascontiguousarray(b, np.float32)
    return a.shape == b.shape and np.array_equal(a.view(np.uint32), b.view(np.uint32))


# ---------------------------------------------------------------- the table


def test_table_covers_every_gguf_py_type():
    for t, (n, size) in GGML_QUANT_SIZES.items():
        assert gq.TYPES[t.name] == t.value and gq.NAMES[t.value] == t.name
        if t.name == "Q8_1":       # gguf-py keeps an old 40-byte size; llama.cpp's block is 36
            assert gq.BLOCK["Q8_1"] == (32, 36)
        else:
            assert gq.BLOCK[t.name] == (n, size), t.name
    assert set(gq.BLOCK) == {t.name for t in GGML_QUANT_SIZES}
    assert not set(gq.REMOVED) & set(gq.NAMES) and gq.QK_K == 256


@needs_llama
def test_table_sizes_match_llama_cpp():
    LIB.ggml_type_size.restype = ctypes.c_size_t
    LIB.ggml_blck_size.restype = ctypes.c_int64
    for name, (n, size) in gq.BLOCK.items():
        tid = gq.TYPES[name]
        assert (LIB.ggml_blck_size(tid), LIB.ggml_type_size(tid)) == (n, size), name


def test_row_bytes_and_its_errors():
    assert gq.row_bytes("Q4_K", 512) == 288 and gq.row_bytes("F16", 3) == 6
    with pytest.raises(ValueError, match="multiple of 256"):
        gq.row_bytes("Q4_K", 300)
    with pytest.raises(ValueError, match="unknown GGML type"):
        gq.row_bytes("Q4_9", 32)


def test_codebooks_match_gguf_py():
    for cls, name in [(gguf.quants.IQ2_XXS, "IQ2XXS_GRID"), (gguf.quants.IQ2_XS, "IQ2XS_GRID"),
                      (gguf.quants.IQ2_S, "IQ2S_GRID"), (gguf.quants.IQ3_XXS, "IQ3XXS_GRID"),
                      (gguf.quants.IQ3_S, "IQ3S_GRID"), (gguf.quants.IQ1_S, "IQ1S_GRID")]:
        cls.init_grid()
        values = getattr(ggml_tables, name)
        dtype = np.uint32 if name.startswith("IQ3") else np.uint64
        ours = np.array(values, dtype=dtype).view(np.int8 if name == "IQ1S_GRID" else np.uint8)
        assert np.array_equal(ours.reshape(cls.grid_shape).astype(np.float32),
                              cls.grid.reshape(cls.grid_shape)), name
    assert bytes(ggml_tables.KSIGNS) == gguf.quants.IQ2_XXS.ksigns
    assert ggml_tables.IQ4NL_VALUES == gguf.quants.IQ4_NL.kvalues
    assert ggml_tables.E2M1_VALUES == gguf.quants.MXFP4.kvalues == gguf.quants.NVFP4.kvalues
    table = gguf.quants.NVFP4.ue4m3_to_fp32(np.arange(256, dtype=np.uint8))
    assert same_bits(np.array(ggml_tables.UE4M3_HALF, dtype=np.float32), table)


# ---------------------------------------------------------------- decoders, every type


def _llama_to_float(type_name, blocks: np.ndarray) -> np.ndarray:
    """llama.cpp's own decoder (type traits' to_float) on uint8 blocks -> float32 [n * weights]."""
    return llama_to_float(LIB, type_name, blocks)


@pytest.mark.parametrize("type_name", sorted(gq.DECODERS))
def test_decoder_bit_exact(type_name):
    """Random blocks with moderate scales decode bit for bit like the oracle."""
    rng = np.random.default_rng(gq.TYPES[type_name])
    n, size = gq.BLOCK[type_name]
    blocks = random_blocks(type_name, 96, rng)
    ours = gq.DECODERS[type_name](torch.from_numpy(blocks)).numpy()
    assert ours.shape == (96, n) and ours.dtype == np.float32
    assert np.isfinite(ours).all()
    if type_name in GGUF_DECODES:
        ref = gguf.quants.dequantize(blocks.reshape(8, -1), GGMLQuantizationType[type_name])
    elif n == 1:                                   # plain elements: a numpy cast
        ref = blocks.view(NUMPY_PLAIN[type_name]).astype(np.float32)
    else:
        if LIB is None:
            pytest.skip(f"gguf-py does not decode {type_name} and llama.cpp is not loadable")
        ref = _llama_to_float(type_name, blocks)
        if ref is None:          # libggml-base has no decoder for Q8_1 / Q8_K: q * d by hand
            if type_name == "Q8_1":
                ref = blocks[:, 4:].view(np.int8).astype(np.float32) * \
                    blocks[:, :2].copy().view(np.float16).astype(np.float32)
            else:
                assert type_name == "Q8_K"
                ref = blocks[:, :4].copy().view(np.float32) * blocks[:, 4:260].view(np.int8).astype(np.float32)
    assert same_bits(ours.reshape(-1), np.asarray(ref).reshape(-1)), type_name


def test_decoders_take_any_number_of_blocks():
    """Every decoder handles one block or many in one call; dequantize also none."""
    for name, decode in gq.DECODERS.items():
        n, size = gq.BLOCK[name]
        for count in (1, 5):
            blocks = torch.from_numpy(random_blocks(name, count, np.random.default_rng(count)))
            assert decode(blocks.reshape(count, size)).shape == (count, n), name
        assert gq.dequantize(torch.zeros(0, dtype=torch.uint8), name, (0, n)).shape == (0, n)


def test_dequantize_any_shape_and_errors():
    rng = np.random.default_rng(1)
    raw = torch.from_numpy(random_blocks("Q4_K", 6, rng))             # 6 blocks, 1536 weights
    flat = gq.dequantize(raw.reshape(-1), "Q4_K", (1536,))
    assert torch.equal(gq.dequantize(raw.reshape(3, -1), "Q4_K", (3, 512)).reshape(-1), flat)
    assert torch.equal(gq.dequantize(raw.reshape(2, 3, -1), "Q4_K", (2, 3, 256)).reshape(-1), flat)
    with pytest.raises(ValueError, match="shape \\[3, 512\\] needs 864 bytes .* got 720 bytes"):
        gq.dequantize(raw.reshape(-1)[:-144], "Q4_K", (3, 512))
    with pytest.raises(ValueError, match="unknown GGML type 'Q9_K'"):
        gq.dequantize(raw, "Q9_K", (1536,))
    with pytest.raises(ValueError, match="must be uint8"):
        gq.dequantize(raw.float(), "Q4_K", (1536,))


# ---------------------------------------------------------------- blocks worked out by hand


def test_q4_0_nibble_order_by_hand():
    block = np.zeros(18, dtype=np.uint8)
    block[:2] = np.array([0.5], dtype=np.float16).view(np.uint8)
    block[2:] = 0x88                                 # code 8 -> weight 0
    block[2] = 0x21                                  # weight 0: low nibble 1, weight 16: high nibble 2
    block[3] = 0xF0                                  # weight 1: 0 -> -4.0, weight 17: 15 -> 3.5
    w = gq.dequant_q4_0(torch.from_numpy(block[None])).numpy()[0]
    expected = np.zeros(32, dtype=np.float32)
    expected[0], expected[16], expected[1], expected[17] = -3.5, -3.0, -4.0, 3.5
    assert np.array_equal(w, expected)
    assert np.array_equal(gq.nibbles(torch.tensor([[0x21] + [0] * 15], dtype=torch.uint8))[0, [0, 16]],
                          torch.tensor([1, 2], dtype=torch.uint8))


def test_q4_k_scale_packing_by_hand():
    sc, mn = [1, 2, 3, 4, 33, 40, 50, 63], [0, 1, 2, 3, 17, 20, 30, 45]
    packed = [129, 130, 195, 196, 64, 65, 66, 131, 0x11, 0x48, 0xE2, 0xDF]   # worked out on paper
    s, m = gq.scale_min_k4(torch.tensor([packed], dtype=torch.uint8))
    assert s[0].tolist() == sc and m[0].tolist() == mn
    block = np.zeros(144, dtype=np.uint8)
    block[0:2] = np.array([1.0], dtype=np.float16).view(np.uint8)
    block[2:4] = np.array([0.5], dtype=np.float16).view(np.uint8)
    block[4:16] = packed
    block[16 + 0] = 0x5A          # sub-block 0 weight 0: 10; sub-block 1 weight 32: 5
    block[16 + 96 + 1] = 0xF3     # sub-block 6 weight 193: 3; sub-block 7 weight 225: 15
    w = gq.dequant_q4_k(torch.from_numpy(block[None])).numpy()[0]
    # w = d * scale * q - dmin * min
    assert w[0] == 10.0 and w[32] == 2 * 5 - 0.5 * 1 and w[193] == 50 * 3 - 0.5 * 30
    assert w[225] == 63 * 15 - 0.5 * 45 and w[1] == 0.0 and w[33] == -0.5 and w[200] == -15.0


def test_q6_k_by_hand():
    block = np.zeros(210, dtype=np.uint8)
    block[192:208] = (np.arange(16) - 7).astype(np.int8).view(np.uint8)     # scales -7 .. 8
    block[208:210] = np.array([0.25], dtype=np.float16).view(np.uint8)
    block[0] = 0x3F               # weight 0: low 15; weight 64: low 3
    block[128] = 0xE4             # high bits: weight 0: 0, 32: 1, 64: 2, 96: 3
    block[64 + 5] = 0x01          # second half: weight 133 low 1
    codes = gq.q6_k_codes(torch.from_numpy(block[None]))[0]
    assert codes[[0, 32, 64, 96, 133, 1]].tolist() == [-17, -16, 3, 16, -31, -32]
    w = gq.dequant_q6_k(torch.from_numpy(block[None])).numpy()[0]
    assert w[[0, 32, 64, 96, 133, 1]].tolist() == [29.75, 20.0, -2.25, -4.0, -7.75, 56.0]


# ---------------------------------------------------------------- the real files


@pytest.mark.parametrize("model", ["smollm2", "qwen25", "gemma3"])
def test_real_files_decode_like_gguf_py(model):
    """Every tensor of the file (its first 64 rows) decodes bit for bit like gguf-py."""
    from engine.formats.gguf import GGUFReader
    reader = GGUFReader(real_model_path(model))
    seen = set()
    for name, (shape, type_name, _) in reader.tensors.items():
        cols = shape[-1]
        rows = min(64, int(np.prod(shape[:-1])) if len(shape) > 1 else 1)
        size = gq.row_bytes(type_name, cols)
        raw = reader.raw(name)[:rows * size]
        ours = gq.dequantize(raw, type_name, (rows, cols)).numpy()
        ref = gguf.quants.dequantize(raw.numpy().reshape(rows, size), GGMLQuantizationType[type_name])
        assert same_bits(ours, ref), (model, name, type_name)
        seen.add(type_name)
    assert seen & {"Q4_1", "Q4_K", "Q6_K", "Q8_0", "Q5_0"}


# ---------------------------------------------------------------- encoders


ENCODABLE = sorted(set(ROUNDING) | set(SEARCHING))


@pytest.mark.parametrize("type_name", ENCODABLE)
def test_encoder_blocks_decode_alike_in_gguf_py(type_name):
    """Our blocks decode the same in gguf-py as in ours; rounding types equal gguf-py's bytes."""
    rng = np.random.default_rng(gq.TYPES[type_name] + 100)
    n, size = gq.BLOCK[type_name]
    cols = 512
    w = (rng.standard_t(4, (6, cols)) * 0.03).astype(np.float32)
    w[0, :256] = 0.0                                               # an all-zero block
    q = gq.quantize(torch.from_numpy(w), type_name).numpy()
    assert q.shape == (6, gq.row_bytes(type_name, cols)) and q.dtype == np.uint8
    ours = gq.dequantize(torch.from_numpy(q), type_name, w.shape).numpy()
    ref = gguf.quants.dequantize(q, GGMLQuantizationType[type_name])
    assert same_bits(ours, ref)
    if type_name in ROUNDING and type_name != "F32":
        expected = np.asarray(gguf.quants.quantize(w, GGMLQuantizationType[type_name])).view(np.uint8)
        assert np.array_equal(q, expected.reshape(q.shape)), type_name
    tol = {"TQ1_0": 1.0, "TQ2_0": 1.0, "Q2_K": 0.6, "Q3_K": 0.35}.get(type_name, 0.2)
    assert np.sqrt(((ours - w) ** 2).mean()) < tol * np.sqrt((w ** 2).mean()), type_name


def test_encoder_errors():
    w = torch.randn(4, 100)
    with pytest.raises(ValueError, match="whole blocks of 32 weights; got rows of 100"):
        gq.quantize(w, "Q8_0")
    with pytest.raises(ValueError, match="no encoder for GGML type 'IQ2_XXS'"):
        gq.quantize(torch.randn(4, 256), "IQ2_XXS")
    with pytest.raises(ValueError, match="takes no importance"):
        gq.quantize(torch.randn(4, 64), "Q8_0", importance=torch.ones(64))
    with pytest.raises(ValueError, match="one value per column"):
        gq.quantize(torch.randn(4, 256), "Q4_K", importance=torch.ones(255))
    with pytest.raises(ValueError, match=r"\[rows, cols\]"):
        gq.quantize(torch.randn(256), "Q4_K")


@needs_llama
@pytest.mark.parametrize("type_name", sorted(SEARCHING))
def test_search_encoders_match_llama_cpp_quality(type_name):
    """Weighted RMSE within 2% of llama.cpp's encoder, with and without importance."""
    rng = np.random.default_rng(gq.TYPES[type_name])
    for kind in ("gaussian", "student-t", "row-scaled"):
        w = sample_weights(kind, 16, 512, rng)
        importance = rng.uniform(0.05, 1.0, 512).astype(np.float32) ** 2
        for imp in (None, importance):
            ours = gq.quantize(torch.from_numpy(w), type_name,
                               None if imp is None else torch.from_numpy(imp)).numpy()
            ref = llama_quantize(LIB, w, type_name, imp)
            e_ours, e_ref = weighted_rmse(ours, w, type_name, imp), weighted_rmse(ref, w, type_name, imp)
            assert e_ours <= 1.02 * e_ref, (type_name, kind, imp is not None, e_ours, e_ref)


def test_search_beats_min_max_q4_k():
    rng = np.random.default_rng(5)
    w = sample_weights("student-t", 16, 1024, rng)
    base = quantize_q4_k_minmax(torch.from_numpy(w)).numpy()
    searched = gq.quantize(torch.from_numpy(w), "Q4_K").numpy()
    assert weighted_rmse(searched, w, "Q4_K") < 0.97 * weighted_rmse(base, w, "Q4_K")
    # the baseline still decodes in gguf-py as in ours
    assert same_bits(gq.dequantize(torch.from_numpy(base), "Q4_K", w.shape).numpy(),
                     gguf.quants.dequantize(base, GGMLQuantizationType.Q4_K))


def test_importance_moves_error_to_unimportant_columns():
    rng = np.random.default_rng(6)
    w = sample_weights("gaussian", 32, 512, rng)
    importance = np.where(np.arange(512) % 2 == 0, 100.0, 0.01).astype(np.float32)
    for name in ("Q4_K", "Q3_K", "IQ4_XS"):
        plain = gq.dequantize(gq.quantize(torch.from_numpy(w), name), name, w.shape).numpy()
        weighted = gq.dequantize(gq.quantize(torch.from_numpy(w), name, torch.from_numpy(importance)),
                                 name, w.shape).numpy()
        err = lambda d: ((d - w)[:, ::2] ** 2).mean()     # noqa: E731  error on important columns
        assert err(weighted) < err(plain), name
