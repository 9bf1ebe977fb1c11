"""A vocabulary's strings in one block of UTF-8 bytes, looked up both ways without a Python
object per string.

Held as Python objects, a vocabulary costs ~60-80 bytes a token for its `str`, an entry in a
text -> id dict and an `int` per id past 256: about 37 MiB for Gemma 3's 262,144 tokens,
10 MiB for a 49,152-token vocabulary and as much again for its merges. A `StringTable`
keeps the same strings in about a fifth of that:

    data    bytes: every string's UTF-8 behind one NUL byte ("\\0tok0\\0tok1..."), the
            layout a GGUF string array has once each u64 length is cut to its last byte
    starts  array of int: where string i's bytes begin in `data`; ends likewise
    slots   array of int: an open-addressing hash table (a power of two >= 2n entries,
            -1 = empty, linear probing) of string ids, keyed by the CRC-32 of the bytes

`table[i]` decodes string i; `table.find(text)` hashes the text's bytes with `zlib.crc32`
(C speed for one query) and walks the slots until the id whose bytes are the text's, or an
empty slot. Building the table hashes every string at once with numpy (a byte column at a
time over strings sorted by length). Of strings that are equal, `find` gives the first id
(a merge listed twice keeps its first rank). `table.ids` is the text -> id direction as a
read-only mapping: `vocab["<|im_end|>"]`, `vocab.get(piece)`, `piece in vocab`.
"""
import operator
import sys
import zlib
from array import array
from collections.abc import Mapping, Sequence

import numpy as np

# CRC-32 (zlib's: reflected polynomial 0xEDB88320) one byte at a time, as a table of 256
_CRC_TABLE = np.arange(256, dtype=np.uint32)
for _ in range(8):
    _CRC_TABLE = np.where(_CRC_TABLE & 1, (_CRC_TABLE >> 1) ^ np.uint32(0xEDB88320), _CRC_TABLE >> 1)
_CRC_TABLE = _CRC_TABLE.astype(np.uint32)
COLUMN_LIMIT = 64      # strings longer than this are hashed one by one with zlib
MAX_PROBES = 256       # a slot chain this long means a hostile set of strings, not a vocabulary


def crc32_all(data: np.ndarray, starts: np.ndarray, lengths: np.ndarray) -> np.ndarray:
    """zlib.crc32 of every string (`lengths[i]` bytes of `data` from `starts[i]`), uint32.

    The strings are sorted longest first, so byte column j is one step over the prefix of
    strings longer than j: about as many numpy element steps as there are bytes.
    """
    crc = np.full(len(starts), 0xFFFFFFFF, dtype=np.uint32)
    order = np.argsort(-lengths, kind="stable")
    by_len, from_ = lengths[order], starts[order]
    first_short = int(np.searchsorted(-by_len, -COLUMN_LIMIT, side="left"))
    for k in range(first_short):                        # the few long ones
        i = int(order[k])
        crc[i] = zlib.crc32(data[starts[i]:starts[i] + lengths[i]]) ^ 0xFFFFFFFF
    by_len, from_ = by_len[first_short:], from_[first_short:]
    short = np.full(len(by_len), 0xFFFFFFFF, dtype=np.uint32)
    if len(by_len):
        longer = np.searchsorted(-by_len, -np.arange(int(by_len[0])), side="left")   # count > j
        for j, m in enumerate(longer.tolist()):
            c = short[:m]
            short[:m] = _CRC_TABLE[(c ^ data[from_[:m] + j]) & 0xFF] ^ (c >> 8)
    crc[order[first_short:]] = short
    return crc ^ np.uint32(0xFFFFFFFF)


class StringTable(Sequence):
    """An immutable sequence of strings (see the module docstring); equal to a list of the
    same strings. Build it from strings, `StringTable(["a", "b"])`, or from bytes laid
    out as above with `StringTable.from_block(data, starts, lengths)`."""

    def __init__(self, strings=()):
        encoded = []
        for i, s in enumerate(strings):
            if not isinstance(s, str):
                raise TypeError(f"string #{i}: expected str, found {type(s).__name__}")
            encoded.append(s.encode("utf-8"))
        lengths = np.fromiter(map(len, encoded), dtype=np.int64, count=len(encoded))
        starts = np.cumsum(lengths + 1) - lengths        # each string behind one NUL
        self._set(b"\0" + b"\0".join(encoded), starts, lengths)

    @classmethod
    def from_block(cls, data: bytes, starts, lengths):
        """The table over `data` as it is: string i is `lengths[i]` bytes from `starts[i]`
        (valid UTF-8, checked by the caller)."""
        table = cls.__new__(cls)
        table._set(bytes(data), np.asarray(starts, dtype=np.int64), np.asarray(lengths, dtype=np.int64))
        return table

    def _set(self, data, starts, lengths):
        code = "i" if len(data) < 2**31 else "q"
        self.data = data
        self.starts = array(code, starts.astype(np.int32 if code == "i" else np.int64).tobytes())
        self.ends = array(code, (starts + lengths).astype(np.int32 if code == "i" else np.int64).tobytes())
        self._slots = None       # built on the first lookup by text
        self._find = None
        self._mask = 0
        self._duplicates = None  # ids equal to an earlier string, found with the slots
        self._ids = None

    # ------------------------------------------------------------------ id -> text
    def __len__(self):
        return len(self.starts)

    def __getitem__(self, i):
        if isinstance(i, slice):
            return [self[k] for k in range(*i.indices(len(self)))]
        return self.data[self.starts[i]:self.ends[i]].decode("utf-8")

    def __iter__(self):
        data = self.data
        for a, b in zip(self.starts, self.ends):
            yield data[a:b].decode("utf-8")

    def nbytes(self, i: int) -> int:
        """String i's length in UTF-8 bytes."""
        return self.ends[i] - self.starts[i]

    def offsets(self):
        """(starts, ends): every string's byte range in `data`, as int64 numpy arrays."""
        return (np.frombuffer(self.starts, dtype=self.starts.typecode).astype(np.int64),
                np.frombuffer(self.ends, dtype=self.ends.typecode).astype(np.int64))

    def bytes_of(self, i: int) -> bytes:
        return self.data[self.starts[i]:self.ends[i]]

    def __eq__(self, other):
        if isinstance(other, (str, bytes)) or not isinstance(other, Sequence):
            return NotImplemented
        if isinstance(other, StringTable):
            return len(self) == len(other) and all(map(bytes.__eq__, self._all_bytes(), other._all_bytes()))
        return len(self) == len(other) and all(map(operator.eq, self, other))

    __hash__ = None

    def _all_bytes(self):
        data = self.data
        return (data[a:b] for a, b in zip(self.starts, self.ends))

    def __sizeof__(self):
        """Bytes held: the block, the offsets and, once built, the hash table."""
        held = sys.getsizeof(self.data) + sys.getsizeof(self.starts) + sys.getsizeof(self.ends)
        return object.__sizeof__(self) + held + (sys.getsizeof(self._slots) if self._slots is not None else 0)

    def __repr__(self):
        if len(self) <= 8:
            return repr(list(self))
        return f"[{', '.join(map(repr, self[:4]))}, ... {len(self) - 4} more]"

    def __reduce__(self):
        starts, ends = self.offsets()
        return StringTable.from_block, (self.data, starts, ends - starts)

    # ------------------------------------------------------------------ text -> id
    def find(self, text: str, default=None):
        """The first id whose string is `text`, else `default`."""
        return (self._find or self.finder())(text, default)

    def finder(self):
        """`find` as a plain function over this table (its hash table built first): what a
        tokenizer calls per pair, without the method's attribute lookups."""
        if self._find is None:
            if self._slots is None:
                self._index()
            slots, data, starts, ends, mask, crc32 = self._slots, self.data, self.starts, self.ends, self._mask, zlib.crc32

            def find(text, default=None):
                try:
                    key = text.encode()
                except (UnicodeEncodeError, AttributeError):
                    return default
                s, n = crc32(key) & mask, len(key)
                i = slots[s]
                while i >= 0:                # walk the chain to an empty slot
                    a = starts[i]
                    if ends[i] - a == n and data.startswith(key, a):
                        return i
                    s = (s + 1) & mask
                    i = slots[s]
                return default
            self._find = find
        return self._find

    def __contains__(self, text):
        return self.find(text, -1) >= 0

    def index(self, text, start=0, stop=None):
        i = self.find(text, -1)
        if i < 0 or i < start or (stop is not None and i >= stop):
            if start or stop is not None:         # a later equal string may lie in range
                return super().index(text, start, len(self) if stop is None else stop)
            raise ValueError(f"{text!r} is not in the table")
        return i

    @property
    def ids(self) -> "StringIds":
        """The text -> id mapping (first id of equal strings)."""
        if self._ids is None:
            self._ids = StringIds(self)
        return self._ids

    def _index(self):
        """Build the hash table: each string into the first free slot from its hash on.
        A string equal to an earlier one is left out (equal strings hash alike, so only
        strings sharing a hash are compared), so `find` gives the first id."""
        n = len(self)
        size = 1 << max(3, (2 * n - 1).bit_length())
        mask = size - 1
        raw = np.frombuffer(self.data, dtype=np.uint8)
        starts, ends = self.offsets()
        crc = crc32_all(raw, starts, ends - starts)
        ordered = np.sort(crc)
        copies = []
        if n > 1 and np.any(ordered[1:] == ordered[:-1]):
            # runs of one hash, each in id order: compare the bytes within a run only
            by_crc = np.argsort(crc, kind="stable")
            same = np.concatenate(([0], (crc[by_crc][1:] == crc[by_crc][:-1]).astype(np.int8), [0]))
            edges = np.diff(same)
            for a, b in zip(np.flatnonzero(edges == 1).tolist(), np.flatnonzero(edges == -1).tolist()):
                seen = {}
                for j in by_crc[a:b + 1].tolist():
                    if seen.setdefault(self.bytes_of(j), j) != j:
                        copies.append(j)
        self._duplicates = sorted(copies)
        pending = np.arange(n, dtype=np.int64)
        if copies:
            pending = np.delete(pending, copies)
        pos = (crc[pending] & np.uint32(mask)).astype(np.int64)
        slots = np.full(size, -1, dtype=np.int32)
        for _ in range(MAX_PROBES):
            if not len(pending):
                break
            free = np.flatnonzero(slots[pos] < 0)
            slots[pos[free]] = pending[free]             # of strings racing for a slot one lands
            left = np.ones(len(pending), dtype=bool)
            left[free[slots[pos[free]] == pending[free]]] = False
            pending, pos = pending[left], (pos[left] + 1) & mask
        else:
            if len(pending):
                raise ValueError(f"a table of {n} strings: {len(pending)} strings still without a slot "
                                 f"after {MAX_PROBES} probes (too many share a hash: not a vocabulary)")
        self._mask = mask
        self._slots = array("i", slots.tobytes())
        return self._slots

    def first_duplicate(self):
        """(i, j) for the first string j equal to an earlier string i, or None."""
        if self._slots is None:
            self._index()
        if not self._duplicates:
            return None
        j = self._duplicates[0]
        return self.find(self[j]), j

    def distinct(self) -> int:
        """How many different strings the table holds."""
        if self._slots is None:
            self._index()
        return len(self) - len(self._duplicates)

    def ids_containing(self, sub: str, after_first: bool = False) -> np.ndarray:
        """Ids of the strings that hold `sub` (`after_first`: not at character 0), sorted.
        One numpy pass over `data`; `sub` must not hold a NUL."""
        pattern = np.frombuffer(sub.encode("utf-8"), dtype=np.uint8)
        raw = np.frombuffer(self.data, dtype=np.uint8)
        k = len(pattern)
        if k == 0 or 0 in pattern or len(raw) < k:
            raise ValueError(f"ids_containing: {sub!r} must be non-empty and hold no NUL")
        hit = raw[:len(raw) - k + 1] == pattern[0]
        for j in range(1, k):
            hit &= raw[j:len(raw) - k + 1 + j] == pattern[j]
        at = np.flatnonzero(hit)
        starts, ends = self.offsets()
        owner = np.searchsorted(starts, at, side="right") - 1
        first = np.maximum(owner, 0)
        ok = (owner >= 0) & (at + k <= ends[first])
        if after_first:                     # bytes of the first character are never `sub`'s start
            ok &= at > starts[first]
        holds = np.zeros(len(self), dtype=bool)
        holds[owner[ok]] = True
        return np.flatnonzero(holds)


class StringIds(Mapping):
    """A `StringTable` read as text -> id (the first id of equal strings)."""

    def __init__(self, table: StringTable):
        self.table = table

    def get(self, text, default=None):
        """text's id, else `default`; the first call builds the table's hash table and puts
        its `finder` in this method's place (no method call per lookup after it)."""
        self.get = self.table.finder()
        return self.get(text, default)

    def __getitem__(self, text):
        i = self.table.find(text, -1)
        if i < 0:
            raise KeyError(text)
        return i

    def __contains__(self, text):
        return self.table.find(text, -1) >= 0

    def __iter__(self):
        find = self.table.find
        return (s for j, s in enumerate(self.table) if find(s) == j)

    def __len__(self):
        return self.table.distinct()

    def __repr__(self):
        return f"<text -> id of {len(self.table)} strings>"


__all__ = ["StringIds", "StringTable", "crc32_all"]
