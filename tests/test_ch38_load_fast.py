"""The load's fast paths against the plain references beside them.

String arrays: `GGUFReader._string_array` (numpy finds the length fields, one decode)
against `_string_array_checked` (one string at a time): the same strings, or the same
error, on every layout, including the ones the fast path hands over. Merges: the
"left right"-keyed ranks and the heap merge against `merge_ranks` and the rescanning
loop. The tokenizer's by-lookup token types, end-of-generation ids and specials against
a scan of every token. Real files (where fetched): the whole metadata both ways.
"""
import random
import struct

import numpy as np
import pytest

from conftest import real_model_path
from engine.gguf.reader import GGUFError, GGUFReader, string_fields
from engine.gguf.tokenizer import tokenizer_from_gguf
from engine.tokenizer.bpe import (BytePairEncoder, bytes_to_chars, merge_by_rescan, merge_ranks,
                              merge_ranks_by_text)
from engine.serve.tokenizer import (ALWAYS_TEXT, CONTROL, EOG_TEXTS, FIM_EOG_TEXTS, FIM_TEXTS,
                                    UNKNOWN, USER_DEFINED)


class CheckedReader(GGUFReader):
    """The reader with the string-by-string reference for string arrays."""
    _string_array = GGUFReader._string_array_checked


def s(data) -> bytes:
    data = data.encode() if isinstance(data, str) else data
    return struct.pack("<Q", len(data)) + data


def file_with_strings(items, tail=b"", count=None) -> bytes:
    """A GGUF file whose one metadata value is an array of the strings `items` (bytes or
    str), the array claiming `count` strings, followed by the bytes `tail`."""
    n = len(items) if count is None else count
    value = struct.pack("<IQ", 8, n) + b"".join(s(x) for x in items)
    return b"GGUF" + struct.pack("<IQQ", 3, 0, 1) + s("a") + struct.pack("<I", 9) + value + tail


def read_both(tmp_path, data):
    """(what the fast reader gives, what the reference gives): metadata or error text."""
    path = tmp_path / "x.gguf"
    path.write_bytes(data)
    out = []
    for cls in (GGUFReader, CheckedReader):
        try:
            out.append(cls(path).metadata)
        except GGUFError as e:
            out.append(f"GGUFError: {e}")
    return out


def vocab_like(rng, n):
    """n distinct-ish strings like a vocabulary's: byte-level text, some unicode."""
    alphabet = list("abcdefghijklmnopqrstuvwxyzĠĊ") + ["é", "日本", "𝄞", "\u2581", "<", "|", ">"]
    return ["".join(rng.choice(alphabet) for _ in range(rng.randint(1, 12))) for _ in range(n)]


LAYOUTS = {
    "vocabulary": lambda rng: vocab_like(rng, 3000),
    "long strings": lambda rng: ["x" * rng.randint(200, 70_000) for _ in range(12)],
    "one empty string": lambda rng: ["a", "", "b", "c"],
    "empty strings in a row": lambda rng: ["a", "", "", "b", ""],
    "only empty strings": lambda rng: ["", "", ""],
    "a NUL inside": lambda rng: ["ab", "c\x00d", "e"],
    "starts with NUL": lambda rng: ["ab", "\x00\x00\x00\x00\x00\x00c", "e"],
    "length 256": lambda rng: ["a" * 256, "b"],
    "single string": lambda rng: ["hello"],
    "no strings": lambda rng: [],
}


@pytest.mark.parametrize("layout", sorted(LAYOUTS))
@pytest.mark.parametrize("tail", [b"", s("next key") + struct.pack("<I", 4)])
def test_string_arrays_read_the_same_both_ways(tmp_path, layout, tail):
    items = LAYOUTS[layout](random.Random(layout))
    fast, ref = read_both(tmp_path, file_with_strings(items, tail))   # tail: what looks like more
    assert fast == ref and fast["a"] == items


def test_the_fast_path_is_taken_on_a_vocabulary():
    """string_fields must find a plain vocabulary's fields (else the test above proves little)."""
    items = vocab_like(random.Random(0), 5000)
    data = b"".join(s(x) for x in items)
    heads, end = string_fields(data, 0, len(data), len(items))
    want, pos = [], 0
    for x in items:
        want.append(pos)
        pos += 8 + len(x.encode())
    assert heads.tolist() == want and end == len(data)
    # a wider spread of lengths than the first guess at the window: it widens and finds them
    items = ["y" * (40 + i % 90) for i in range(2000)]
    data = b"".join(s(x) for x in items) + s("after")
    heads, end = string_fields(data, 0, len(data), len(items))
    assert len(heads) == len(items) and end == len(data) - len(s("after"))


def test_string_fields_refuses_what_it_cannot_prove():
    assert string_fields(b"".join(s(x) for x in ["a", "", "", "b"]), 0, 34, 4) is None
    data = b"".join(s(x) for x in ["a", "bb"])
    assert string_fields(data, 0, len(data) - 1, 2) is None        # the last string is cut short
    assert string_fields(data, 0, len(data), 3) is None            # a third string is missing


def test_bad_string_arrays_fail_the_same_both_ways(tmp_path):
    good = ["ok", "fine", "é"]
    cases = [
        file_with_strings(good + [b"\xff"]),                        # invalid byte
        file_with_strings(good + [b"\xc3"]),                        # a character cut at the end...
        file_with_strings([b"a\xc3", b"\xa9b"]),                    # ...valid only when joined
        file_with_strings([b"\xed\xa0\x80"]),                       # an encoded surrogate
        file_with_strings(good, count=5),                           # more strings claimed than held
        file_with_strings(good[:1], count=2) + struct.pack("<Q", 2**40),   # a length past the end
        file_with_strings(good + [b"\xff"] + ["x"], count=6),       # bad text, then missing strings
    ]
    for data in cases:
        fast, ref = read_both(tmp_path, data)
        assert isinstance(ref, str) and fast == ref, (fast, ref)
    full = file_with_strings(["ab", "", "日本語", "x" * 300])
    for cut in range(len(full) - 40, len(full)):
        fast, ref = read_both(tmp_path, full[:cut])
        assert isinstance(ref, str) and fast == ref


@pytest.mark.parametrize("name", ["smollm2", "qwen25", "gemma3"])
def test_real_files_read_the_same_both_ways(name):
    path = real_model_path(name)
    fast, ref = GGUFReader(path).metadata, CheckedReader(path).metadata
    assert fast.keys() == ref.keys()
    for key, value in ref.items():
        if isinstance(value, list):
            assert fast[key] == value, key
    assert len(fast["tokenizer.ggml.tokens"]) > 40_000


# ---------------------------------------------------------------- merges
def test_ranks_by_text_equal_ranks_for_byte_level_pairs():
    rng = random.Random(1)
    syms = ["a", "b", "ab", "Ġ", "Ġa", "é", "Ċ", "  ", " "]
    merges = [f"{rng.choice(syms)} {rng.choice(syms)}" for _ in range(300)] + ["  a", "x  y", "a b c"]
    ranks, by_text = merge_ranks(merges), merge_ranks_by_text(merges)
    spaceless = [x for x in syms if " " not in x]
    for a in spaceless:
        for b in spaceless:
            assert by_text.get(a + " " + b) == ranks.get((a, b)), (a, b)
    first = {}
    for i, m in enumerate(merges):
        first.setdefault(m, i)
    assert by_text == first                        # a repeated merge keeps its first rank


@pytest.mark.parametrize("merges", [["a b", "ab"], ["a b", " a"], [""], ["a b", "c d", "x"]])
def test_bad_merges_fail_the_same_way(merges):
    with pytest.raises(ValueError) as ref:
        merge_ranks(merges)
    with pytest.raises(ValueError) as fast:
        BytePairEncoder({}, merges)
    assert str(fast.value) == str(ref.value) and "tokenizer.ggml.merges[" in str(ref.value)


def test_heap_merge_equals_rescan_on_a_real_vocabulary():
    path = real_model_path("qwen25")
    tok = tokenizer_from_gguf(GGUFReader(path).metadata)
    rng = random.Random(2)
    words = ["hello", " world", "Fibonacci", " тестирование", "日本語のテキスト", "    ", "1234567",
             "".join(rng.choice("etaoinshrdlu ") for _ in range(60))]
    words += ["".join(rng.choice(tok.tokens[:5000]) for _ in range(rng.randint(1, 6))) for _ in range(200)]
    for word in words:
        chars = bytes_to_chars(word.encode("utf-8"))
        assert tok.bpe.merge(chars) == merge_by_rescan(chars, tok.bpe.ranks), word
    # a plain string with a literal space is merged over (left, right) pairs, exactly
    assert tok.bpe.merge("a b") == merge_by_rescan("a b", tok.bpe.ranks)


# ---------------------------------------------------------------- tokenizer tables
def test_token_tables_equal_a_scan_of_every_token():
    """Types, end-of-generation ids and specials found by lookup equal a full scan."""
    path = real_model_path("qwen25")
    tok = tokenizer_from_gguf(GGUFReader(path).metadata)
    types = [int(t) for t in GGUFReader(path).metadata["tokenizer.ggml.token_type"]]
    for i, text in enumerate(tok.tokens):
        if text in ALWAYS_TEXT:
            types[i] = USER_DEFINED
        elif text in EOG_TEXTS | FIM_TEXTS | set().union(*FIM_EOG_TEXTS):
            types[i] = CONTROL
    assert list(tok.token_types) == types
    eog = {i for i, t in enumerate(tok.tokens) if t in EOG_TEXTS}
    for names in FIM_EOG_TEXTS:
        hit = [i for i, t in enumerate(tok.tokens) if t in names]
        eog |= set(hit[:1])
    eog |= {tok.config[k] for k in ("eos_token_id", "eot_token_id", "eom_token_id") if k in tok.config}
    assert tok.eos_ids == eog
    special = [i for i, t in enumerate(types) if t in (CONTROL, USER_DEFINED, UNKNOWN)]
    assert tok.specials == sorted(special, key=lambda i: -len(tok.tokens[i].encode()))
    assert len(tok.specials) > 10


def test_numbers_keep_their_python_types():
    """Integers come back as one array("i"), floats as one array("d"): compact, and giving
    Python ints and floats; integers past 32 bits are refused by name."""
    from array import array

    from engine.gguf.tokenizer import _numbers
    meta = {"i": np.array([1, 2, 3], dtype=np.int32), "f": np.array([0.5, -1.25], dtype=np.float32),
            "u": np.array([7], dtype=np.uint8), "b": [True, False]}
    for key, kind in (("i", int), ("f", float), ("u", int), ("b", int)):
        got = _numbers(meta, key, len(meta[key]), kind)
        assert isinstance(got, array) and got.typecode == ("d" if kind is float else "i")
        assert list(got) == [kind(v) for v in np.asarray(meta[key]).tolist()]
        assert all(type(v) is kind for v in got)
    with pytest.raises(ValueError, match="types: expected 32-bit integers"):
        _numbers({"types": np.array([1, 2**40])}, "types", 2, int)
