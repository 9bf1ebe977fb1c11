"""The GGUF container's reader: parses the header, memory-maps the data, and refuses
hostile input with a `GGUFError` naming the file, the field and the byte offset.

Layout of a file (all little-endian):
    magic "GGUF" | u32 version (2 or 3) | u64 tensor count | u64 metadata count
    metadata: (string key, u32 value type, value) * count
    tensor infos: (string name, u32 n_dims, u64 dims[n_dims] innermost first,
                   u32 ggml type, u64 offset into the data section) * count
    padding to `general.alignment` (default 32), then the data section.
A string is a u64 byte length followed by UTF-8 bytes. An array value is a u32 element
type, a u64 count, then the elements.
"""
import mmap
import os
import re
import struct
from pathlib import Path

import numpy as np
import torch

from engine.blocks import registry as gq
from engine.kernels.backend import dequantize
from engine.tokenizer.string_table import StringTable

MAGIC = b"GGUF"
DEFAULT_ALIGNMENT = 32
MAX_DIMS = 4          # GGML_MAX_DIMS
MAX_NAME_BYTES = 63   # GGML_MAX_NAME is 64 including the terminating NUL
INT64_MAX = 2**63 - 1

# metadata value type id -> (name, struct code or None for string/array)
VALUE_TYPES = {
    0: ("u8", "B"), 1: ("i8", "b"), 2: ("u16", "H"), 3: ("i16", "h"),
    4: ("u32", "I"), 5: ("i32", "i"), 6: ("f32", "f"), 7: ("bool", "?"),
    8: ("string", None), 9: ("array", None), 10: ("u64", "Q"), 11: ("i64", "q"),
    12: ("f64", "d"),
}
VALUE_KIND = {name: kind for kind, (name, _) in VALUE_TYPES.items()}
_NUMPY = {"u8": "<u1", "i8": "<i1", "u16": "<u2", "i16": "<i2", "u32": "<u4", "i32": "<i4",
          "f32": "<f4", "bool": "?", "u64": "<u8", "i64": "<i8", "f64": "<f8"}

_U64 = struct.Struct("<Q")

SPLIT_NAME = re.compile(r"^(?P<stem>.*)-(?P<no>\d{5})-of-(?P<count>\d{5})\.gguf$")


class GGUFError(ValueError):
    """A file that is not a valid GGUF file; the message names file, field and byte offset."""


class GGUFReader:
    """Parse a GGUF file's header and memory-map its data (no tensor bytes are read).

    `metadata`: key -> python value (string arrays -> `StringTable`, a
    sequence of str equal to the list of them; numeric arrays ->
    1-D numpy arrays). `tensors`: name -> (shape in PyTorch order [rows, cols],
    type name, offset in the data section). `value_types`: key -> the GGUF type the value
    was stored as ("u8", "string", ... or ("array", element type)), since python values
    forget it (7 may have been a u8 or a u64). A split model (`name-00001-of-00003.gguf`)
    opens as one: pass any shard's path; every shard is mapped. `header_only` reads what
    is intact of a damaged file.
    """
    _lenient = False   # header_only: keep the header and metadata when the tensor part is bad

    def __init__(self, path):
        self.path = Path(path)
        self.data_error = None
        self.metadata = {}
        self.value_types = {}
        self.tensors = {}
        self._where = {}  # tensor name -> (mmap, absolute byte offset, byte count)
        self._source = {}  # tensor name -> the file (shard) holding it
        self._maps = []
        first = self._parse(self.path)
        self.version, self.data_start = first
        count = self.metadata.get("split.count", 1)
        if isinstance(count, int) and count > 1:
            self._open_other_shards(count)

    # ------------------------------------------------------------------ parsing
    def _parse(self, path):
        """Parse one file into self.metadata / self.tensors; returns (version, data_start)."""
        try:
            size = os.path.getsize(path)
            with open(path, "rb") as f:
                # A private (copy-on-write) map: writable as far as torch is concerned,
                # yet nothing is ever written back to the file.
                buf = mmap.mmap(f.fileno(), 0, access=mmap.ACCESS_COPY) if size else b""
        except OSError as e:
            raise GGUFError(f"{path}: cannot open: {e.strerror or e}") from None
        self._maps.append(buf)
        self._buf, self._pos, self._file, self._size = buf, 0, path, size

        magic = self._take(4, "magic")
        if magic != MAGIC:
            raise GGUFError(f"{path}: magic at byte 0: expected b'GGUF', found {bytes(magic)!r}")
        version = self._u32("version")
        if version not in (2, 3):
            if version & 0xFFFF == 0 and (version >> 24 or version >> 16):
                raise GGUFError(f"{path}: version at byte 4 reads {version:#x}: a big-endian "
                                "GGUF file; only little-endian files are supported")
            raise GGUFError(f"{path}: version at byte 4: expected 2 or 3, found {version}")
        n_tensors = self._count("tensor count", min_bytes=8 + 4 + 8 + 4 + 8)
        n_kv = self._count("metadata count", min_bytes=8 + 1 + 4 + 1)

        metadata, stored_types = {}, {}
        for i in range(n_kv):
            at = self._pos
            key = self._string(f"metadata key #{i}")
            if not key:
                raise GGUFError(f"{path}: metadata key #{i} at byte {at} is empty")
            if key in metadata:
                raise GGUFError(f"{path}: metadata key {key!r} at byte {at} appears twice")
            kind = self._u32(f"type of {key!r}")
            stored = stored_types[key] = self._stored_type(kind)
            metadata[key] = self._field_value(kind, key)
            if not self.metadata:  # the first shard speaks for the model
                self.value_types[key] = stored
        if not self.metadata:  # the first (or only) shard carries the model's metadata
            self.metadata = metadata

        alignment = self._alignment(metadata, stored_types)
        infos, data_start = [], None
        try:
            for i in range(n_tensors):
                infos.append(self._tensor_info(i))
            data_start = -(-self._pos // alignment) * alignment
            if infos and data_start > size:
                raise GGUFError(f"{path}: data section at byte {data_start} starts past the end "
                                f"of the file ({size} bytes)")
            self._check_layout(infos, alignment, data_start, buf)
        except GGUFError as e:
            if not self._lenient:
                raise
            self.data_error = self.data_error or e
        self._buf = None
        return version, data_start

    @classmethod
    def header_only(cls, path):
        """(reader, error) for a file whose tensor infos or data may be damaged (a truncated
        download): the header and metadata as `GGUFReader` reads them, the tensor infos that
        are intact, and the GGUFError the tensor part raised (None when it is whole). Tensors
        whose bytes are not all in the file have none (`raw` refuses them); `data_start` is
        None when the tensor infos are cut short. A damaged header or metadata still raises."""
        reader = cls.__new__(cls)
        reader._lenient = True
        reader.__init__(path)
        return reader, reader.data_error

    def _stored_type(self, kind):
        """The type name of a value of type id `kind` at the cursor; for an array, peek at
        its element type (the u32 that comes first)."""
        name = VALUE_TYPES.get(kind, ("?",))[0]
        if name == "array" and self._pos + 4 <= self._size:
            (elem,) = struct.unpack_from("<I", self._buf, self._pos)
            name = ("array", VALUE_TYPES.get(elem, ("?",))[0])
        return name

    def _fail(self, what, need=None):
        end = f"; the file ends at byte {self._size}" if need else ""
        need = f": needs {need} bytes" if need else ""
        raise GGUFError(f"{self._file}: {what} at byte {self._pos}{need}{end}")

    def _take(self, n, what):
        """The next n bytes (a view into the map); refuses to read past the end."""
        if n < 0 or self._pos + n > self._size:
            self._fail(f"{what} is truncated", need=n)
        view = memoryview(self._buf)[self._pos:self._pos + n]
        self._pos += n
        return view

    def _scalar(self, code, size, what):
        if self._pos + size > self._size:
            self._fail(f"{what} is truncated", need=size)
        (v,) = struct.unpack_from("<" + code, self._buf, self._pos)
        self._pos += size
        return v

    def _u32(self, what):
        return self._scalar("I", 4, what)

    def _u64(self, what):
        return self._scalar("Q", 8, what)

    def _count(self, what, min_bytes):
        at, n = self._pos, self._u64(what)
        if n * min_bytes > self._size - self._pos:
            raise GGUFError(f"{self._file}: {what} at byte {at} is {n}, impossible for a "
                            f"file of {self._size} bytes")
        return n

    def _string(self, what):
        at, n = self._pos, self._u64(f"length of {what}")
        if n > self._size - self._pos:
            raise GGUFError(f"{self._file}: {what} at byte {at}: length {n} runs past the "
                            f"end of the file ({self._size} bytes)")
        raw = self._take(n, what)
        try:
            return str(raw, "utf-8")
        except UnicodeDecodeError as e:
            raise GGUFError(f"{self._file}: {what} at byte {at}: invalid UTF-8 ({e.reason} "
                            f"at string byte {e.start})") from None

    def value(self, kind):
        """Read one metadata value of type id `kind` at the cursor and return it as a python
        value; an array is read with `_array` (numeric arrays in one bulk step).
        (Your engine: Chapter 38)"""
        name, code = VALUE_TYPES[kind]
        if name == "string":
            return self._string("string value")
        if name == "array":
            return self._array()
        return self._scalar(code, struct.calcsize(code), f"{name} value")

    def _field_value(self, kind, key):
        if kind not in VALUE_TYPES:
            raise GGUFError(f"{self._file}: metadata {key!r} at byte {self._pos - 4}: unknown "
                            f"value type {kind} (known: 0..12)")
        try:
            return self.value(kind)
        except _Nested as e:
            raise GGUFError(f"{self._file}: metadata {key!r}: {e}") from None

    def _array(self, depth=0):
        """Read an array: u32 element type, u64 count, elements. Numeric arrays come back
        as one numpy array read in bulk; nesting deeper than one level is refused."""
        at = self._pos
        kind = self._u32("array element type")
        if kind not in VALUE_TYPES:
            raise _Nested(f"array at byte {at}: unknown element type {kind}")
        name, code = VALUE_TYPES[kind]
        count = self._u64("array length")
        if name == "array":
            if depth >= 1:
                raise _Nested(f"array at byte {at}: arrays nested deeper than one level")
            if count * 12 > self._size - self._pos:
                raise _Nested(f"array at byte {at}: {count} sub-arrays cannot fit in the file")
            return [self._array(depth + 1) for _ in range(count)]
        if name == "string":
            if count * 8 > self._size - self._pos:
                raise _Nested(f"array at byte {at}: {count} strings cannot fit in the file")
            return self._string_array(count)
        itemsize = struct.calcsize(code)
        if count * itemsize > self._size - self._pos:
            raise _Nested(f"array at byte {at}: {count} x {name} runs past the end of the file")
        data = self._take(count * itemsize, "array data")
        return np.frombuffer(data, dtype=_NUMPY[name]).copy()

    def _string_array(self, count):
        """Many short strings (a vocabulary of 150k tokens, its merges) without a Python step
        or object per string: a `StringTable` over one block of their bytes. `string_fields`
        finds every length field with numpy; a length field's last byte is zero (no string
        is 2**56 bytes long), so dropping bytes 0..6 of each field leaves the strings back
        to back, each behind one NUL: the table's layout. NUL is one ASCII byte, so the block
        is valid UTF-8 exactly when every string is. Anything unusual (invalid UTF-8, a
        length past the end, a layout `string_fields` does not recognise) takes
        `_string_array_checked`, the string-by-string reference, which reads it, or raises
        the error it always has.
        """
        if count == 0:
            return StringTable()
        found = string_fields(self._buf, self._pos, self._size, count)
        if found is None:
            return self._string_array_checked(count)
        heads, end = found
        region = np.frombuffer(self._buf, dtype=np.uint8, count=end - self._pos, offset=self._pos)
        keep = np.ones(len(region), dtype=bool)
        for k in range(7):
            keep[heads + k] = False
        data = region[keep].tobytes()
        try:
            data.decode("utf-8")
        except UnicodeDecodeError:
            return self._string_array_checked(count)
        lengths = np.diff(np.append(heads, end - self._pos)) - 8
        self._pos = end
        return StringTable.from_block(data, heads + 1 - 7 * np.arange(count), lengths)

    def _string_array_checked(self, count):
        """The reference reading of a string array: one string at a time, each length
        bounds-checked and each string decoded on its own, so an error names its string;
        the strings come back in a `StringTable` as well."""
        buf, pos, size = self._buf, self._pos, self._size
        out = [None] * count
        unpack = _U64.unpack_from
        for i in range(count):
            if pos + 8 > size:
                self._pos = pos
                self._fail(f"length of string #{i} of an array is truncated", need=8)
            (n,) = unpack(buf, pos)
            pos += 8
            if n > size - pos:
                self._pos = pos
                self._fail(f"string #{i} of an array (length {n}) runs past the end", need=n)
            try:
                out[i] = buf[pos:pos + n].decode("utf-8")
            except UnicodeDecodeError as e:
                self._pos = pos
                self._fail(f"string #{i} of an array is invalid UTF-8 ({e.reason})")
            pos += n
        self._pos = pos
        return StringTable(out)

    def _alignment(self, metadata, stored_types):
        """`general.alignment`: a u32 power of two, as llama.cpp requires (it reads the key
        only as a u32), else the default 32."""
        if "general.alignment" not in metadata:
            return DEFAULT_ALIGNMENT
        a, stored = metadata["general.alignment"], stored_types["general.alignment"]
        if stored != "u32" or type(a) is not int or not 0 < a < 2**32 or a & (a - 1):
            raise GGUFError(f"{self._file}: general.alignment must be a u32 power of two, "
                            f"found {stored} {a!r}")
        return a

    def _tensor_info(self, i):
        at = self._pos
        name = self._string(f"name of tensor #{i}")
        where = f"{self._file}: tensor {name!r} (info at byte {at})"
        if not name:
            raise GGUFError(f"{where}: empty name")
        if len(name.encode()) > MAX_NAME_BYTES:
            raise GGUFError(f"{where}: name is {len(name.encode())} bytes, the limit is "
                            f"{MAX_NAME_BYTES}")
        if name in self.tensors:
            raise GGUFError(f"{where}: a tensor of this name appears twice")
        n_dims = self._u32(f"n_dims of {name!r}")
        if not 1 <= n_dims <= MAX_DIMS:
            raise GGUFError(f"{where}: n_dims must be 1..{MAX_DIMS}, found {n_dims}")
        dims = [self._u64(f"dim {d} of {name!r}") for d in range(n_dims)]
        n_elems = 1
        for d in dims:
            if d > INT64_MAX:
                raise GGUFError(f"{where}: dimension {d - 2**64} is negative")
            n_elems *= d
        if n_elems > INT64_MAX:
            raise GGUFError(f"{where}: dims {dims} overflow 64 bits ({n_elems} elements)")
        type_id = self._u32(f"type of {name!r}")
        if type_id not in gq.NAMES:
            if type_id in gq.REMOVED:
                raise GGUFError(f"{where}: type {gq.REMOVED[type_id]} (id {type_id}) was "
                                "removed from GGML; re-convert the file")
            raise GGUFError(f"{where}: unknown GGML type id {type_id}")
        type_name = gq.NAMES[type_id]
        block, block_bytes = gq.BLOCK[type_name]
        if dims[0] % block:
            raise GGUFError(f"{where}: rows of {dims[0]} weights do not hold whole {type_name} "
                            f"blocks of {block}")
        offset = self._u64(f"offset of {name!r}")
        nbytes = n_elems // block * block_bytes
        shape = list(reversed(dims))
        self.tensors[name] = (shape, type_name, offset)
        return name, offset, nbytes, where

    def _check_layout(self, infos, alignment, data_start, buf):
        end_of_prev, prev = 0, None
        for name, offset, nbytes, where in sorted(infos, key=lambda t: (t[1], t[2])):
            if offset % alignment:
                raise GGUFError(f"{where}: offset {offset} is not a multiple of the alignment "
                                f"{alignment}")
            if offset < end_of_prev:
                raise GGUFError(f"{where}: bytes {offset}..{offset + nbytes} overlap tensor "
                                f"{prev!r} (which ends at {end_of_prev})")
            if data_start + offset + nbytes > self._size:
                raise GGUFError(f"{where}: data at bytes {data_start + offset}..."
                                f"{data_start + offset + nbytes} runs past the end of the file "
                                f"({self._size} bytes)")
            end_of_prev, prev = offset + nbytes, name
            self._where[name] = (buf, data_start + offset, nbytes)
            self._source[name] = self._file

    def _open_other_shards(self, count):
        m = SPLIT_NAME.match(self.path.name)
        if not m or int(m["count"]) != count:
            raise GGUFError(f"{self.path}: split.count is {count} but the name does not follow "
                            "<name>-00001-of-<count>.gguf")
        own = int(m["no"]) - 1
        declared = self.metadata.get("split.tensors.count")
        for no in range(count):
            if no == own:
                continue
            shard = self.path.with_name(f"{m['stem']}-{no + 1:05d}-of-{count:05d}.gguf")
            if not shard.is_file():
                raise GGUFError(f"{self.path}: shard {shard.name} of {count} is missing")
            saved, self.metadata = self.metadata, {}
            self._parse(shard)
            shard_meta, self.metadata = self.metadata, saved
            if shard_meta.get("split.no", no) != no:
                raise GGUFError(f"{shard}: split.no is {shard_meta.get('split.no')}, "
                                f"expected {no}")
        if own != 0:  # the first shard's metadata is the model's
            first = self.path.with_name(f"{m['stem']}-00001-of-{count:05d}.gguf")
            self.metadata = GGUFReader._metadata_only(first)
        if declared is not None and int(declared) != len(self.tensors):
            raise GGUFError(f"{self.path}: split.tensors.count says {declared} tensors, the "
                            f"{count} shards hold {len(self.tensors)}")

    @staticmethod
    def _metadata_only(path):
        r = GGUFReader.__new__(GGUFReader)
        r.path, r.metadata, r.tensors, r._where, r._maps, r._source = Path(path), {}, {}, {}, [], {}
        r.value_types = {}
        r._parse(r.path)
        return r.metadata

    # ------------------------------------------------------------------ tensors
    def raw(self, name) -> torch.Tensor:
        """The tensor's bytes as a uint8 tensor viewing the memory map (no copy)."""
        if name not in self._where:
            raise KeyError(f"{self.path}: no tensor named {name!r}")
        buf, offset, nbytes = self._where[name]
        if nbytes == 0:
            return torch.empty(0, dtype=torch.uint8)
        return torch.frombuffer(buf, dtype=torch.uint8, count=nbytes, offset=offset)

    def tensor(self, name) -> torch.Tensor:
        """The tensor decoded to float32, in PyTorch shape order."""
        shape, type_name, _ = self.tensors[name]
        return dequantize(self.raw(name), type_name, shape)

    def nbytes(self, name) -> int:
        return self._where[name][2]

    def read_into(self, name, out: torch.Tensor, start: int = 0):
        """Bytes start .. start + out's size of tensor `name`, read from its file into the
        contiguous CPU tensor `out` (a copy that never maps the file's pages into this
        process: one read, where copying from the map faults them in 4 KiB at a time)."""
        _, offset, nbytes = self._where[name]
        size = out.numel() * out.element_size()
        if not out.is_contiguous() or out.device.type != "cpu" or start < 0 or start + size > nbytes:
            raise ValueError(f"{self.path}: read_into({name!r}): takes a contiguous CPU tensor and bytes within "
                             f"its {nbytes}, found {'a strided' if not out.is_contiguous() else 'a ' + out.device.type}"
                             f" tensor and bytes {start}..{start + size}")
        view = memoryview(out.view(torch.uint8).reshape(-1).numpy()) if size else b""
        with open(self._source[name], "rb", buffering=0) as f:
            f.seek(offset + start)
            done = 0
            while done < size:
                got = f.readinto(view[done:])
                if not got:
                    raise GGUFError(f"{self._source[name]}: tensor {name!r} ends early: read {done} of "
                                    f"{size} bytes at {offset + start}")
                done += got

    def release(self, name):
        """Hand the pages holding only tensor `name`'s bytes back to the OS, once a copy of
        them (a repacked layout) replaces them: they stop counting as this process's memory
        and, read again, come back from the file (the map is private and never written)."""
        buf, offset, nbytes = self._where[name]
        page = mmap.PAGESIZE
        start, end = -(-offset // page) * page, (offset + nbytes) // page * page
        if end > start and hasattr(mmap, "MADV_DONTNEED") and isinstance(buf, mmap.mmap):
            buf.madvise(mmap.MADV_DONTNEED, start, end - start)

    def close(self):
        """Drop this reader's maps (tensors viewing them must not be used afterwards)."""
        self._where.clear()
        self._maps.clear()


def string_fields(buf, start: int, size: int, count: int):
    """Where the `count` length-prefixed strings of an array starting at byte `start` lie,
    found without walking them one by one: (heads, end), heads an int64 array [count] of
    each u64 length's offset from `start`, end the byte after the last string; or None
    when they could not be found this way (the caller then walks them).

    A length below 2**24 ends in at least five zero bytes, and a string that does not
    start with a NUL starts with a non-zero byte, so every length field ends a run of
    >= 5 zero bytes: runs like that are the candidates. They are only guesses (a NUL run
    inside a string, an empty string, would fool them), so the guess is kept only if it
    is the chain itself: the first field at `start`, each field's length leading exactly
    to the next, all `count` strings inside the file. The search looks at ~24 bytes per
    string first and widens while the chain runs on past what it has seen.
    """
    window = min(size - start, max(count * 24, 4096))
    while window >= 8:
        region = np.frombuffer(buf, dtype=np.uint8, count=window, offset=start)
        zero = region == 0
        ends = np.flatnonzero(zero[:-1] > zero[1:])              # last zero of each zero run
        ends = ends[ends >= 7]
        ends = ends[zero[ends - 1] & zero[ends - 2] & zero[ends - 3] & zero[ends - 4]]
        heads = ends - 7
        if len(heads) == 0 or heads[0] != 0:
            return None
        lengths = region[heads[:, None] + np.arange(8)].view("<u8").ravel()
        nxt = heads + 8 + np.minimum(lengths, window).astype(np.int64)
        broken = np.flatnonzero(nxt[:-1] != heads[1:])
        real = len(heads) if len(broken) == 0 else int(broken[0]) + 1   # heads[:real] are the chain
        if real >= count:
            end = start + int(heads[count - 1]) + 8 + int(lengths[count - 1])
            return (heads[:count], end) if end <= size else None
        if nxt[real - 1] + 9 < window or start + window >= size:
            return None                    # the chain breaks where a field would have been seen
        window = min(size - start, window * 4)
    return None


class _Nested(Exception):
    """Internal: an array defect, re-raised as GGUFError naming the metadata key."""
