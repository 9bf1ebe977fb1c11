"""Chapter 38, the container: GGUFReader, write_gguf and validation of hostile files.

Oracles: gguf-py's GGUFReader/GGUFWriter (llama.cpp's own Python package) and
llama.cpp itself (llama-cpp-python) opening files we write.
"""
import random
import struct
import time
import tracemalloc

import numpy as np
import pytest
import torch

from conftest import real_model_path
from engine.formats.gguf import GGUFError, GGUFReader, Typed, fallback_type, write_gguf

gguf = pytest.importorskip("gguf")


# ---------------------------------------------------------------- raw file builder
def s(text) -> bytes:
    b = text.encode() if isinstance(text, str) else text
    return struct.pack("<Q", len(b)) + b


def kv(key, kind, payload: bytes) -> bytes:
    return s(key) + struct.pack("<I", kind) + payload


def tinfo(name, dims, type_id, offset) -> bytes:
    return (s(name) + struct.pack("<I", len(dims)) + struct.pack(f"<{len(dims)}Q", *dims)
            + struct.pack("<IQ", type_id, offset))


def gguf_bytes(kvs=(), infos=(), data=b"", version=3, n_tensors=None, n_kv=None,
               alignment=32, magic=b"GGUF") -> bytes:
    head = magic + struct.pack("<IQQ", version, len(infos) if n_tensors is None else n_tensors,
                               len(kvs) if n_kv is None else n_kv)
    head += b"".join(kvs) + b"".join(infos)
    head += b"\0" * (-len(head) % alignment)
    return head + data


def f32_tensor(name="w", rows=2, cols=4, offset=0):
    return tinfo(name, [cols, rows], 0, offset), np.arange(rows * cols, dtype="<f4").tobytes()


def open_bytes(tmp_path, data, name="x.gguf"):
    p = tmp_path / name
    p.write_bytes(data)
    return GGUFReader(p)


def assert_refused(tmp_path, data, *needles):
    with pytest.raises(GGUFError) as e:
        open_bytes(tmp_path, data)
    msg = str(e.value)
    assert "x.gguf" in msg, msg
    for needle in needles:
        assert needle in msg, msg
    return msg


# ---------------------------------------------------------------- round trips
METADATA = {
    "general.architecture": "llama",
    "general.name": "tiny ünïcode ✓",
    "test.u8": Typed(200, "u8"), "test.i8": Typed(-5, "i8"),
    "test.u16": Typed(60000, "u16"), "test.i16": Typed(-30000, "i16"),
    "test.u32": 4_000_000_000, "test.i32": -7, "test.f32": 0.25,
    "test.bool": True, "test.u64": Typed(2**40, "u64"), "test.i64": -(2**40),
    "test.f64": Typed(1e-300, "f64"),
    "test.strings": ["a", "", "ß", "日本"],
    "test.ints": [1, -2, 3],
    "test.floats": np.array([0.5, -1.5], dtype=np.float32),
    "test.u8s": np.array([1, 2, 255], dtype=np.uint8),
    "test.bools": np.array([True, False]),
}


def test_round_trip_every_value_type(tmp_path):
    tensors = {"a.weight": (torch.randn(3, 32), "F32"), "b.weight": (torch.randn(64), "F16")}
    path = write_gguf(tmp_path / "rt.gguf", METADATA, tensors, alignment=64)
    r = GGUFReader(path)
    assert r.version == 3 and r.data_start % 64 == 0
    assert r.metadata["general.alignment"] == 64
    for key, value in METADATA.items():
        want = value.value if isinstance(value, Typed) else value
        got = r.metadata[key]
        if isinstance(want, np.ndarray) or isinstance(got, np.ndarray):
            np.testing.assert_array_equal(np.asarray(got), np.asarray(want))
        elif isinstance(want, float):
            assert got == pytest.approx(want, rel=1e-7)
        else:
            assert got == want, key
    assert r.tensors["a.weight"][:2] == ([3, 32], "F32")
    assert r.tensors["b.weight"][:2] == ([64], "F16")
    torch.testing.assert_close(r.tensor("a.weight"), tensors["a.weight"][0], rtol=0, atol=0)
    torch.testing.assert_close(r.tensor("b.weight"), tensors["b.weight"][0].half().float())
    assert r.raw("a.weight").dtype == torch.uint8 and r.raw("a.weight").numel() == 3 * 32 * 4


def _gguf_py_value(field):
    v = field.contents()
    return v


def test_our_file_reads_identically_in_gguf_py(tmp_path):
    tensors = {"a.weight": (torch.randn(4, 64), "F32"), "n.weight": (torch.randn(64), "F16")}
    path = write_gguf(tmp_path / "ours.gguf", METADATA, tensors)
    theirs = gguf.GGUFReader(path)
    ours = GGUFReader(path)
    for key, value in ours.metadata.items():
        got = _gguf_py_value(theirs.fields[key])
        if isinstance(value, np.ndarray):
            np.testing.assert_allclose(np.asarray(got, dtype=value.dtype), value)
        elif isinstance(value, float):
            assert got == pytest.approx(value)
        else:
            assert got == value, key
    for t in theirs.tensors:
        shape, type_name, offset = ours.tensors[t.name]
        assert shape == list(reversed([int(d) for d in t.shape]))
        assert type_name == t.tensor_type.name
        assert bytes(ours.raw(t.name).numpy()) == bytes(np.asarray(t.data).tobytes())


def test_gguf_py_file_reads_identically_in_ours(tmp_path):
    path = tmp_path / "theirs.gguf"
    w = gguf.GGUFWriter(str(path), "llama")
    w.add_uint32("llama.block_count", 2)
    w.add_float32("llama.rope.freq_base", 10000.0)
    w.add_string("general.name", "gguf-py file")
    w.add_array("test.ints", [1, 2, 3])
    w.add_array("test.strs", ["x", "yy"])
    w.add_bool("test.flag", False)
    w.add_uint64("test.big", 2**50)
    a = np.random.default_rng(0).standard_normal((5, 32)).astype(np.float32)
    h = np.random.default_rng(1).standard_normal((7,)).astype(np.float16)
    w.add_tensor("a.weight", a)
    w.add_tensor("h.weight", h)
    w.write_header_to_file()
    w.write_kv_data_to_file()
    w.write_tensors_to_file()
    w.close()
    r = GGUFReader(path)
    assert r.metadata["general.architecture"] == "llama"
    assert r.metadata["llama.block_count"] == 2
    assert r.metadata["general.name"] == "gguf-py file"
    assert list(r.metadata["test.ints"]) == [1, 2, 3]
    assert r.metadata["test.strs"] == ["x", "yy"]
    assert r.metadata["test.flag"] is False
    assert r.metadata["test.big"] == 2**50
    np.testing.assert_array_equal(r.tensor("a.weight").numpy(), a)
    np.testing.assert_array_equal(r.tensor("h.weight").numpy(), h.astype(np.float32))
    assert r.tensors["a.weight"][0] == [5, 32]


def _byte_tokens():
    """GPT-2's 256 byte tokens, in byte order."""
    from engine.tokenizer.bpe import BYTE_TO_CHAR
    return [BYTE_TO_CHAR[b] for b in range(256)]


def test_llama_cpp_opens_our_file(tmp_path):
    from conftest import llama_cpp_oracle
    llama_cpp = llama_cpp_oracle()
    tokens = _byte_tokens() + ["he", "ll", "hell", "hello", "<|end|>"]
    merges = ["h e", "l l", "he ll", "hell o"]
    meta = {
        "general.architecture": "llama",
        "llama.block_count": 1, "llama.context_length": 64, "llama.embedding_length": 32,
        "llama.feed_forward_length": 64, "llama.attention.head_count": 2,
        "tokenizer.ggml.model": "gpt2", "tokenizer.ggml.pre": "gpt-2",
        "tokenizer.ggml.tokens": tokens,
        "tokenizer.ggml.token_type": [1] * (len(tokens) - 1) + [3],
        "tokenizer.ggml.merges": merges,
        "tokenizer.ggml.bos_token_id": len(tokens) - 1,
        "tokenizer.ggml.eos_token_id": len(tokens) - 1,
    }
    path = write_gguf(tmp_path / "vocab.gguf", meta, {"token_embd.weight": (torch.zeros(len(tokens), 32), "F32")})
    llm = llama_cpp.Llama(str(path), vocab_only=True, verbose=False)
    assert llm.n_vocab() == len(tokens)
    ids = llm.tokenize(b"hello", add_bos=False)
    assert ids == [tokens.index("hello")]
    assert llm.detokenize(ids) == b"hello"


def test_fallback_type():
    assert fallback_type("Q4_K", 512) == "Q4_K"
    # rows that do not hold whole 256-blocks take llama.cpp's per-type fallback
    assert fallback_type("Q4_K", 896 + 32) == "Q5_0" and fallback_type("Q5_K", 576) == "Q5_1"
    assert fallback_type("Q6_K", 576) == "Q8_0" and fallback_type("Q2_K", 576) == "Q4_0"
    assert fallback_type("IQ4_XS", 576) == "IQ4_NL" and fallback_type("TQ1_0", 576) == "Q4_0"
    assert fallback_type("Q4_K", 100) == "F16"
    assert fallback_type("Q8_0", 64) == "Q8_0"


def test_write_is_atomic_and_keeps_nothing_half_written(tmp_path):
    path = tmp_path / "out.gguf"
    with pytest.raises(TypeError):
        write_gguf(path, {"bad": object()}, {})
    assert not path.exists() and not list(tmp_path.iterdir())


# ---------------------------------------------------------------- split files
def test_split_model_opens_as_one(tmp_path):
    ws = {f"blk.{i}.w": torch.randn(2, 32) for i in range(3)}
    names = list(ws)
    for no in range(3):
        meta = {"split.no": Typed(no, "u16"), "split.count": Typed(3, "u16"),
                "split.tensors.count": Typed(3, "i32")}
        if no == 0:
            meta = {"general.architecture": "llama", "general.name": "split", **meta}
        write_gguf(tmp_path / f"m-{no + 1:05d}-of-00003.gguf", meta,
                   {names[no]: (ws[names[no]], "F32")})
    for shard in ("m-00001-of-00003.gguf", "m-00002-of-00003.gguf"):
        r = GGUFReader(tmp_path / shard)
        assert r.metadata["general.name"] == "split"
        assert sorted(r.tensors) == sorted(names)
        for n in names:
            torch.testing.assert_close(r.tensor(n), ws[n], rtol=0, atol=0)
    (tmp_path / "m-00003-of-00003.gguf").unlink()
    with pytest.raises(GGUFError, match="m-00003-of-00003.gguf.*missing"):
        GGUFReader(tmp_path / "m-00001-of-00003.gguf")


# ---------------------------------------------------------------- validation
def test_bad_magic(tmp_path):
    assert_refused(tmp_path, gguf_bytes(magic=b"GGML"), "magic", "byte 0")


@pytest.mark.parametrize("version", [0, 1, 4, 99])
def test_bad_version(tmp_path, version):
    assert_refused(tmp_path, gguf_bytes(version=version), "version", "byte 4", str(version))


def test_big_endian_refused(tmp_path):
    data = b"GGUF" + struct.pack(">IQQ", 3, 0, 0)
    assert_refused(tmp_path, data, "big-endian")


def test_truncated_everywhere(tmp_path):
    info, blob = f32_tensor()
    full = gguf_bytes([kv("general.name", 8, s("abc")), kv("a.b", 4, struct.pack("<I", 1))],
                      [info], blob)
    GGUFReader_ok = open_bytes(tmp_path, full)
    assert GGUFReader_ok.tensors["w"][0] == [2, 4]
    for cut in range(len(full)):
        with pytest.raises(GGUFError):
            open_bytes(tmp_path, full[:cut])


def test_impossible_counts(tmp_path):
    assert_refused(tmp_path, gguf_bytes(n_tensors=2**62), "tensor count", "impossible")
    assert_refused(tmp_path, gguf_bytes(n_kv=10**12), "metadata count", "impossible")


def test_string_length_past_end(tmp_path):
    bad = s("k") + struct.pack("<I", 8) + struct.pack("<Q", 2**60)
    msg = assert_refused(tmp_path, gguf_bytes([bad]), "past the end")
    assert "byte" in msg


def test_array_length_past_end(tmp_path):
    for kind in (4, 8, 12):
        bad = kv("arr", 9, struct.pack("<IQ", kind, 2**61))
        assert_refused(tmp_path, gguf_bytes([bad]), "'arr'", "cannot fit" if kind == 8 else "past")


def test_unknown_value_type(tmp_path):
    assert_refused(tmp_path, gguf_bytes([kv("k", 13, b"\0" * 8)]), "'k'", "unknown value type 13")
    assert_refused(tmp_path, gguf_bytes([kv("k", 9, struct.pack("<IQ", 77, 1))]),
                   "'k'", "unknown element type 77")


def test_nested_arrays(tmp_path):
    inner = struct.pack("<IQ", 4, 2) + struct.pack("<II", 1, 2)
    one_level = kv("nest", 9, struct.pack("<IQ", 9, 2) + inner + inner)
    r = open_bytes(tmp_path, gguf_bytes([one_level]))
    assert [list(a) for a in r.metadata["nest"]] == [[1, 2], [1, 2]]
    deep = kv("deep", 9, struct.pack("<IQ", 9, 1) + struct.pack("<IQ", 9, 1) + inner)
    assert_refused(tmp_path, gguf_bytes([deep]), "'deep'", "deeper than one level")
    # a deep chain is refused without recursion, whatever its depth
    chain = struct.pack("<IQ", 9, 1) * 100_000 + inner
    assert_refused(tmp_path, gguf_bytes([kv("chain", 9, chain)]), "deeper")


def test_empty_and_duplicate_keys(tmp_path):
    one = kv("k", 4, struct.pack("<I", 1))
    assert_refused(tmp_path, gguf_bytes([one, one]), "'k'", "twice")
    assert_refused(tmp_path, gguf_bytes([kv("", 4, struct.pack("<I", 1))]), "empty")


def test_invalid_utf8(tmp_path):
    assert_refused(tmp_path, gguf_bytes([kv("k", 8, s(b"\xff\xfe"))]), "UTF-8")
    assert_refused(tmp_path, gguf_bytes([kv(b"\xc3\x28", 8, s("v"))]), "UTF-8")
    arr = kv("a", 9, struct.pack("<IQ", 8, 2) + s("ok") + s(b"\x80"))
    assert_refused(tmp_path, gguf_bytes([arr]), "UTF-8")


@pytest.mark.parametrize("payload,kind", [(struct.pack("<I", 3), 4), (struct.pack("<I", 0), 4),
                                          (struct.pack("<f", 32.0), 6),
                                          (struct.pack("<Q", 2**40), 10),
                                          (struct.pack("<Q", 64), 10), (struct.pack("<B", 64), 0),
                                          (struct.pack("<i", 64), 5)])
def test_bad_alignment(tmp_path, payload, kind):
    assert_refused(tmp_path, gguf_bytes([kv("general.alignment", kind, payload)]), "general.alignment")


def test_alignment_is_honoured(tmp_path):
    info, blob = f32_tensor()
    data = gguf_bytes([kv("general.alignment", 4, struct.pack("<I", 256))], [info], blob,
                      alignment=256)
    r = open_bytes(tmp_path, data)
    assert r.data_start % 256 == 0
    assert r.tensor("w").flatten().tolist() == list(range(8))


def test_tensor_name_defects(tmp_path):
    info, blob = f32_tensor(name="x" * 64)
    assert_refused(tmp_path, gguf_bytes([], [info], blob), "64 bytes")
    a, blob = f32_tensor(name="t")
    b, _ = f32_tensor(name="t", offset=32)
    assert_refused(tmp_path, gguf_bytes([], [a, b], blob + blob), "'t'", "twice")


def test_dims_defects(tmp_path):
    blob = b"\0" * 64
    assert_refused(tmp_path, gguf_bytes([], [tinfo("t", [1] * 5, 0, 0)], blob), "n_dims")
    assert_refused(tmp_path, gguf_bytes([], [tinfo("t", [], 0, 0)], blob), "n_dims")
    assert_refused(tmp_path, gguf_bytes([], [tinfo("t", [2**64 - 4, 1], 0, 0)], blob), "negative")
    assert_refused(tmp_path, gguf_bytes([], [tinfo("t", [2**40, 2**40], 0, 0)], blob), "overflow")
    # huge but not overflowing: refused because the data cannot be in the file
    assert_refused(tmp_path, gguf_bytes([], [tinfo("t", [2**20, 2**20], 0, 0)], blob), "past the end")


def test_unknown_and_removed_types(tmp_path):
    blob = b"\0" * 64
    assert_refused(tmp_path, gguf_bytes([], [tinfo("t", [32], 4, 0)], blob), "Q4_2", "removed")
    assert_refused(tmp_path, gguf_bytes([], [tinfo("t", [32], 31, 0)], blob), "removed")
    assert_refused(tmp_path, gguf_bytes([], [tinfo("t", [32], 1000, 0)], blob), "unknown GGML type")


def test_rows_must_hold_whole_blocks(tmp_path):
    blob = b"\0" * 256
    # Q8_0 (id 8) has 32-weight blocks
    assert_refused(tmp_path, gguf_bytes([], [tinfo("t", [48, 2], 8, 0)], blob), "whole Q8_0 blocks")


def test_offset_defects(tmp_path):
    info, blob = f32_tensor(offset=4)
    assert_refused(tmp_path, gguf_bytes([], [info], b"\0" * 4 + blob), "not a multiple")
    a, blob = f32_tensor(name="a", rows=4, cols=8)           # 128 bytes at 0
    b, _ = f32_tensor(name="b", rows=1, cols=8, offset=64)   # overlaps a
    assert_refused(tmp_path, gguf_bytes([], [a, b], blob), "overlap")
    c, small = f32_tensor(name="c", offset=1024)
    assert_refused(tmp_path, gguf_bytes([], [c], small), "past the end")


def test_missing_file(tmp_path):
    with pytest.raises(GGUFError, match="cannot open"):
        GGUFReader(tmp_path / "nope.gguf")


# ---------------------------------------------------------------- fuzzing
def _seed_file() -> bytes:
    a, blob_a = f32_tensor(name="a", rows=2, cols=4)
    b = tinfo("b", [8], 1, 32)
    kvs = [kv("general.name", 8, s("seed")), kv("n", 4, struct.pack("<I", 7)),
           kv("arr", 9, struct.pack("<IQ", 8, 2) + s("x") + s("yz")),
           kv("nums", 9, struct.pack("<IQ", 5, 3) + struct.pack("<3i", 1, 2, 3)),
           kv("f", 6, struct.pack("<f", 1.5))]
    return gguf_bytes(kvs, [a, b], blob_a + b"\0" * (32 - len(blob_a)) + b"\0" * 16)


LENGTH_VALUES = [0, 1, 7, 63, 64, 255, 2**31 - 1, 2**32 - 1, 2**32, 2**63 - 1, 2**63, 2**64 - 1]


def test_mutation_fuzz_finds_only_gguf_errors(tmp_path):
    seed = _seed_file()
    GGUFReader_ok = open_bytes(tmp_path, seed)
    assert set(GGUFReader_ok.tensors) == {"a", "b"}
    rng = random.Random(1234)
    path = tmp_path / "x.gguf"
    slowest, peak = 0.0, 0
    for i in range(3000):
        data = bytearray(seed)
        how = rng.randrange(3)
        if how == 0:      # byte flips
            for _ in range(rng.randint(1, 4)):
                data[rng.randrange(len(data))] = rng.randrange(256)
        elif how == 1:    # truncation
            data = data[:rng.randrange(len(data))]
        else:             # a u32/u64 length or count field rewritten
            pos = rng.randrange(len(data) - 8)
            width = rng.choice((4, 8))
            v = rng.choice(LENGTH_VALUES) % (2 ** (8 * width))
            data[pos:pos + width] = v.to_bytes(width, "little")
        path.write_bytes(bytes(data))
        watch = i % 10 == 0
        if watch:
            tracemalloc.start()
        t0 = time.perf_counter()
        try:
            r = GGUFReader(path)
            for name in r.tensors:
                r.raw(name)
                r.tensor(name)
        except GGUFError:
            pass
        except ValueError as e:  # only the decoder may refuse a tensor it cannot decode
            assert "decoder" in str(e), f"mutation {i}: {e!r}"
        finally:
            slowest = max(slowest, time.perf_counter() - t0)
            if watch:
                peak = max(peak, tracemalloc.get_traced_memory()[1])
                tracemalloc.stop()
    assert slowest < 2.0, f"one parse took {slowest:.2f} s"
    assert peak < 16 * 2**20, f"a parse allocated {peak} bytes"


# ---------------------------------------------------------------- real files
def _same_value(ours, theirs):
    if isinstance(ours, np.ndarray):
        return np.array_equal(ours, np.asarray(theirs, dtype=ours.dtype))
    if isinstance(ours, float):
        return ours == pytest.approx(theirs, rel=1e-7)
    return ours == theirs


@pytest.mark.parametrize("name", ["smollm2", "qwen25", "gemma3"])
def test_real_files_read_like_gguf_py(name):
    path = real_model_path(name)
    ours = GGUFReader(path)
    theirs = gguf.GGUFReader(path)
    keys = [k for k in theirs.fields if not k.startswith("GGUF.")]
    assert sorted(ours.metadata) == sorted(keys)
    for k in keys:
        assert _same_value(ours.metadata[k], theirs.fields[k].contents()), k
    assert len(ours.tensors) == len(theirs.tensors)
    for t in theirs.tensors:
        shape, type_name, offset = ours.tensors[t.name]
        assert shape == list(reversed([int(d) for d in t.shape])), t.name
        assert type_name == t.tensor_type.name and offset == t.data_offset - theirs.data_offset
        raw = ours.raw(t.name).numpy()
        assert raw.nbytes == t.n_bytes
        assert np.array_equal(raw, np.asarray(t.data).reshape(-1).view(np.uint8)), t.name


def test_value_types_are_recorded(tmp_path):
    path = write_gguf(tmp_path / "t.gguf", METADATA, {})
    r = GGUFReader(path)
    assert r.value_types["test.u8"] == "u8" and r.value_types["test.u64"] == "u64"
    assert r.value_types["test.f64"] == "f64" and r.value_types["general.name"] == "string"
    assert r.value_types["test.strings"] == ("array", "string")
    assert r.value_types["test.u8s"] == ("array", "u8")


def test_writer_streams_chunks_with_the_bytes_of_one_encode(tmp_path, monkeypatch):
    """Tensors written a few rows at a time (a tiny CHUNK_WEIGHTS, rows from a RowSource)
    hold the bytes of one encode of each whole matrix, for every encodable type, with an
    importance row per matrix of a 3-D stack; a failing encoder leaves no file behind."""
    from engine.formats import ggml_quants as gq
    from engine.gguf import writer as gguf_writer
    from engine.quantize.requantize import encodable_types

    g = torch.Generator().manual_seed(0)
    w = torch.randn(2, 6, 256, generator=g) * 0.05       # two matrices of 6 rows
    imp = torch.rand(2, 256, generator=g) + 0.1
    plain = {"F32": torch.float32, "F16": torch.float16}
    want = {}
    for t in encodable_types():
        if t in plain:
            want[t] = w.to(plain[t]).numpy().tobytes()
        else:
            use = gq.uses_importance(t)
            want[t] = b"".join(gq.quantize(w[e], t, imp[e] if use else None).numpy().tobytes()
                               for e in range(2))
    calls = []

    def rows(r0, r1):
        calls.append((r0, r1))
        return w.reshape(-1, 256)[r0:r1]
    monkeypatch.setattr(gguf_writer, "CHUNK_WEIGHTS", 512)             # 2 rows a chunk
    tensors = {f"w.{t}": (gguf_writer.RowSource(w.shape, rows), t, imp) for t in want}
    path = write_gguf(tmp_path / "chunks.gguf", {"general.architecture": "test"}, tensors)
    assert max(r1 - r0 for r0, r1 in calls) == 2 and len(calls) == 6 * len(want)
    reader = GGUFReader(path)
    for t, data in want.items():
        assert tuple(reader.tensors[f"w.{t}"][0]) == (2, 6, 256) and reader.tensors[f"w.{t}"][1] == t
        assert reader.raw(f"w.{t}").numpy().tobytes() == data, t

    def broken(r0, r1):
        raise RuntimeError("decode failed")
    with pytest.raises(RuntimeError, match="decode failed"):
        write_gguf(tmp_path / "broken.gguf", {}, {"x": (gguf_writer.RowSource((4, 32), broken), "Q8_0")})
    assert not list(tmp_path.glob("broken.gguf*"))


def test_random_stand_in_keeps_metadata_and_shapes(tmp_path):
    """benchmarks/random_weights.py: from the first bytes of a real file (up to its tensor
    data), a file gguf-py reads with the same metadata and tensor shapes, every matrix F16
    and every vector F32, norms 1, the rest N(0, 0.02^2) and the same bytes each time."""
    from benchmarks.random_weights import make, random_rows, save_header
    path = real_model_path("smollm2")
    header = tmp_path / "smol.header.gguf"
    save_header(path, header)
    assert header.stat().st_size == GGUFReader(path).data_start
    make(header, tmp_path / "a.gguf")
    real, stand_in = gguf.GGUFReader(path), gguf.GGUFReader(tmp_path / "a.gguf")
    for k, field in real.fields.items():
        if k.startswith("GGUF.") or k == "general.file_type":
            continue
        assert _same_value(stand_in.fields[k].contents(), field.contents()), k
        assert stand_in.fields[k].types == field.types, k
    assert stand_in.fields["general.file_type"].contents() == 1      # MOSTLY_F16
    assert [t.name for t in stand_in.tensors] == [t.name for t in real.tensors]
    for t, r in zip(stand_in.tensors, real.tensors):
        assert list(t.shape) == list(r.shape), t.name
        assert t.tensor_type.name == ("F16" if len(t.shape) >= 2 else "F32"), t.name
    values = {t.name: np.asarray(t.data, dtype=np.float32) for t in stand_in.tensors[:12]}
    assert all((v == 1).all() for n, v in values.items() if n.endswith("norm.weight"))
    w = values["token_embd.weight"]
    assert abs(float(w.std()) - 0.02) < 1e-3 and abs(float(w.mean())) < 1e-4
    rows = random_rows("token_embd.weight", [49152, 576], seed=0)   # the same rows every time
    assert np.array_equal(rows(0, 3).half().float().numpy(), w[:3])
