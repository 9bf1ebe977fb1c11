"""The vocabulary's storage (engine/tokenizer/string_table.py) against plain Python.

`StringTable` against a list of str and a `{text: first id}` dict on random strings (empty,
long, non-ASCII, repeated); its numpy CRC-32 against `zlib.crc32`; `ids_containing` against
a scan; the writer's block copy against one string at a time and gguf-py reading the file;
a set of strings built to share one hash slot is refused instead of probed for ever; and the
real vocabularies, where fetched: the same strings as read one at a time, lookups as a dict's,
in under a third of the memory Python objects take.
"""
import pickle
import random
import sys
import zlib

import numpy as np
import pytest

from conftest import real_model_path
from engine.gguf.reader import GGUFReader
from engine.gguf.tokenizer import tokenizer_from_gguf
from engine.gguf.writer import _string, _string_array, write_gguf
from engine.tokenizer.string_table import COLUMN_LIMIT, MAX_PROBES, StringTable, crc32_all

ALPHABET = "ab ĠéĊ€日\u2581\x00"


def random_strings(seed, n, longest=12):
    rng = random.Random(seed)
    out = ["".join(rng.choice(ALPHABET) for _ in range(rng.randint(0, longest))) for _ in range(n)]
    out += ["x" * (COLUMN_LIMIT + 1), "é" * 200, ""]          # past the column limit; empty
    rng.shuffle(out)
    return out


def first_ids(strings):
    first = {}
    for i, s in enumerate(strings):
        first.setdefault(s, i)
    return first


@pytest.mark.parametrize("seed", [0, 1, 2])
def test_lookups_both_ways_match_a_list_and_a_dict(seed):
    strings = random_strings(seed, 3000, longest=4 if seed == 2 else 12)   # seed 2: many repeats
    table = StringTable(strings)
    first = first_ids(strings)
    assert len(table) == len(strings) and table == strings and strings == table
    assert table != strings[:-1] and table != [1] * len(strings) and table != "".join(strings)
    assert list(table) == strings and table[5:40:3] == strings[5:40:3] and table[-1] == strings[-1]
    assert all(table.find(s) == first[s] for s in strings)
    assert all(table.nbytes(i) == len(s.encode()) for i, s in enumerate(strings))
    assert table.find("zzz") is None and table.find("zzz", -1) == -1 and "zzz" not in table
    assert table.find("\ud800") is None                     # a lone surrogate: no string, no error
    assert dict(table.ids) == first and table.ids == first and len(table.ids) == len(first)
    assert table.distinct() == len(first)
    twice = table.first_duplicate()
    if len(first) == len(strings):
        assert twice is None
    else:
        j = next(j for j, s in enumerate(strings) if first[s] != j)
        assert twice == (first[strings[j]], j)
    assert pickle.loads(pickle.dumps(table)) == strings
    assert table.index(strings[7]) == first[strings[7]]
    with pytest.raises(ValueError):
        table.index("zzz")


def test_crc32_of_every_string_is_zlibs():
    strings = random_strings(3, 2000, longest=3 * COLUMN_LIMIT)
    table = StringTable(strings)
    starts, ends = table.offsets()
    crc = crc32_all(np.frombuffer(table.data, dtype=np.uint8), starts, ends - starts)
    assert crc.tolist() == [zlib.crc32(s.encode()) for s in strings]


@pytest.mark.parametrize("sub", ["\u2581", " ", "é€", "ab"])
def test_ids_containing_is_a_scan(sub):
    strings = random_strings(4, 2000)
    table = StringTable(strings)
    assert table.ids_containing(sub).tolist() == [i for i, s in enumerate(strings) if sub in s]
    assert table.ids_containing(sub, after_first=True).tolist() == [i for i, s in enumerate(strings)
                                                                    if sub in s[1:]]


def test_not_strings_are_refused():
    with pytest.raises(TypeError, match="string #1: expected str, found int"):
        StringTable(["a", 3])


def test_strings_built_to_share_a_slot_are_refused_not_probed_for_ever():
    """A table of n strings has a power-of-two >= 2n slots; strings whose CRC-32 agree in the
    low bits all start at one slot. More of them than MAX_PROBES cannot be placed in a
    bounded walk: the table refuses them with an error instead of an n^2 build and lookups
    that walk n slots."""
    n = MAX_PROBES + 40
    size = 1 << (2 * n - 1).bit_length()
    same, k = [], 0
    while len(same) < n:
        text = f"t{k}"
        if zlib.crc32(text.encode()) & (size - 1) == 0:
            same.append(text)
        k += 1
    with pytest.raises(ValueError, match="too many share a hash"):
        StringTable(same).find("t0")
    with pytest.raises(ValueError, match="tokenizer vocab: .*too many share a hash"):
        tokenizer_from_gguf({"tokenizer.ggml.model": "gpt2", "tokenizer.ggml.pre": "default",
                             "tokenizer.ggml.tokens": same, "tokenizer.ggml.merges": []})


def test_writer_copies_the_block_as_gguf_py_reads_it(tmp_path):
    gguf = pytest.importorskip("gguf")
    strings = random_strings(5, 500)
    table = StringTable(strings)
    assert _string_array(table) == b"".join(map(_string, strings))
    assert _string_array(StringTable()) == b""
    path = tmp_path / "strings.gguf"
    write_gguf(path, {"general.architecture": "llama", "test.strings": table}, {})
    field = gguf.GGUFReader(path).fields["test.strings"]
    assert [bytes(field.parts[i]).decode() for i in field.data] == strings
    assert GGUFReader(path).metadata["test.strings"] == strings


class CheckedReader(GGUFReader):
    """The reader with the string-by-string reference for string arrays (each string read
    and decoded on its own; test_ch38_gguf.py holds the reader to gguf-py on these files)."""
    _string_array = GGUFReader._string_array_checked


@pytest.mark.parametrize("name", ["smollm2", "gemma3", "qwen25"])
def test_real_vocabularies_read_as_one_at_a_time_and_look_up_as_a_dict(name):
    path = real_model_path(name)
    ours, ref = GGUFReader(path).metadata, CheckedReader(path).metadata
    for key in ("tokenizer.ggml.tokens", "tokenizer.ggml.merges"):
        if key not in ref:
            continue
        table, strings = ours[key], list(ref[key])
        assert isinstance(table, StringTable) and table == strings
        first = first_ids(strings)
        assert all(table.find(s) == first[s] for s in strings[::7])
        as_objects = sum(map(sys.getsizeof, strings)) + sys.getsizeof(first) + 32 * len(strings)
        assert sys.getsizeof(table) < as_objects / 3, (sys.getsizeof(table), as_objects)
