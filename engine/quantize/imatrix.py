"""Importance matrices (llama.cpp's "imatrix"): read and write both file formats, and turn
an entry into the per-column importance the weighted encoders take.

An importance matrix holds, for each weight matrix W [rows, cols] of a model, the sum over
calibration tokens of x[c]^2 for every input column c (x: the activation W multiplies),
and how many tokens were summed. Quantizing with it weights each column's squared error
by its mean squared activation, so columns the model leans on are kept more exactly.
MoE expert stacks [E, rows, cols] have one row of sums and one count per expert.

Two formats, as llama.cpp's `llama-imatrix` writes them:
- GGUF (current): metadata `general.type = "imatrix"`, `imatrix.datasets` (strings),
  `imatrix.chunk_count`, `imatrix.chunk_size` (u32); per weight `<name>.in_sum2`
  (F32 [n_mat, cols], 1-D [cols] when n_mat is 1) and `<name>.counts` (F32 [n_mat, 1],
  1-D [1] when n_mat is 1). Newer files may add `<name>.in_sum` (plain sums); it is not
  used for quantizing and is ignored here, like any other tensor.
- legacy `.dat` (little endian): i32 entry count; per entry i32 name length, name bytes,
  i32 ncall, i32 nval, f32[nval] = mean(x^2) * ncall; then optionally i32 chunk count,
  i32 length and the dataset name.

Importance (what llama.cpp's quantizer derives): GGUF sums / counts per matrix (a matrix
that saw no token gets 1 everywhere); legacy values / ncall (as stored when ncall is 0).
"""
import math
import struct
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import torch

from engine.tokenizer.string_table import StringTable

KEY_DATASETS = "imatrix.datasets"
KEY_CHUNK_COUNT = "imatrix.chunk_count"
KEY_CHUNK_SIZE = "imatrix.chunk_size"
SUMS, COUNTS, PLAIN_SUMS = ".in_sum2", ".counts", ".in_sum"


class ImatrixError(ValueError):
    """A malformed importance-matrix file, or an entry that does not fit its tensor; the
    message names the file and the entry."""


@dataclass
class ImatrixEntry:
    """One weight's statistics. sums: float32 [n_mat, cols] (sum of x^2 per input column,
    one row per expert); counts: float32 [n_mat] (tokens summed per expert). A legacy file
    does not say n_mat: its entry is one row of n_mat * cols values with count `ncall`."""
    sums: torch.Tensor
    counts: torch.Tensor


@dataclass
class Imatrix:
    """An importance matrix: entries by GGUF weight name plus the run's description."""
    entries: dict = field(default_factory=dict)    # name -> ImatrixEntry
    datasets: list = field(default_factory=list)   # calibration text names
    chunk_count: int = 0                           # chunks of `chunk_size` tokens processed
    chunk_size: int = 0                            # tokens per chunk (0: unknown, legacy)
    legacy: bool = False                           # read from a .dat file (values * ncall)
    path: str = "<memory>"                         # where it was read from, for messages

    def mean_squares(self, name) -> torch.Tensor:
        """float32 [n_mat * cols] flat: what llama.cpp's quantizer uses for weight `name`."""
        e = self.entries[name]
        counts = e.counts.reshape(-1, 1)
        if self.legacy:
            return torch.where(counts > 0, e.sums / torch.where(counts > 0, counts, 1), e.sums).reshape(-1)
        ones = torch.ones_like(e.sums)
        return torch.where(counts > 0, e.sums / torch.where(counts > 0, counts, 1), ones).reshape(-1)

    def importance(self, name, shape):
        """Per-column importance for the weight `name` of PyTorch shape [rows, cols] (->
        float32 [cols]) or [E, rows, cols] (-> [E, cols], expert e's columns in row e);
        None when the matrix has no entry (llama.cpp then quantizes it without one).
        An entry of the wrong size is an error, except for `token_embd.weight`, which
        llama.cpp skips (an embedding lookup is not a product with activations)."""
        if name not in self.entries:
            return None
        values = self.mean_squares(name)
        cols = int(shape[-1])
        mats = int(shape[0]) if len(shape) == 3 else 1
        if values.numel() != cols * mats:
            if name == "token_embd.weight":
                return None
            raise ImatrixError(f"{self.path}: entry {name!r} holds {values.numel()} values; the "
                               f"tensor of shape {list(shape)} needs {mats} x {cols}")
        return values.reshape(mats, cols) if len(shape) == 3 else values


# ---------------------------------------------------------------- reading
def read_imatrix(path) -> Imatrix:
    """Read a GGUF or legacy `.dat` importance matrix (told apart by the GGUF magic)."""
    path = Path(path)
    if not path.is_file():
        raise FileNotFoundError(f"{path}: no such importance-matrix file")
    with open(path, "rb") as f:
        magic = f.read(4)
    imatrix = _read_gguf(path) if magic == b"GGUF" else _read_dat(path)
    _check_values(imatrix)
    return imatrix


def _read_gguf(path: Path) -> Imatrix:
    from engine.gguf.reader import GGUFError, GGUFReader

    try:
        reader = GGUFReader(path)
    except GGUFError as e:
        raise ImatrixError(f"{path}: not a readable GGUF importance matrix: {e}") from None
    try:
        meta = reader.metadata
        missing = [k for k in (KEY_DATASETS, KEY_CHUNK_COUNT, KEY_CHUNK_SIZE) if k not in meta]
        if missing:
            kind = meta.get("general.type", "no general.type")
            raise ImatrixError(f"{path}: a GGUF file but not an importance matrix ({kind!r}): it "
                               f"lacks {', '.join(missing)}")
        datasets = meta[KEY_DATASETS]
        if not isinstance(datasets, (list, StringTable)) or not all(isinstance(d, str) for d in datasets):
            raise ImatrixError(f"{path}: {KEY_DATASETS} must be an array of strings")
        datasets = list(datasets)
        parts = {}
        for tname, (shape, type_name, _) in reader.tensors.items():
            for suffix in (SUMS, COUNTS):
                if tname.endswith(suffix):
                    if type_name != "F32":
                        raise ImatrixError(f"{path}: tensor {tname!r} is {type_name}; sums and "
                                           "counts must be F32")
                    parts.setdefault(tname[:-len(suffix)], {})[suffix] = reader.tensor(tname).reshape(-1).clone()
        if not parts:
            raise ImatrixError(f"{path}: no <name>.in_sum2 / <name>.counts tensors: no data")
        entries = {}
        for name in sorted(parts):
            got = parts[name]
            if SUMS not in got or COUNTS not in got:
                lacking = SUMS if SUMS not in got else COUNTS
                raise ImatrixError(f"{path}: entry {name!r} has no {name}{lacking} tensor")
            entries[name] = _entry(path, name, got[SUMS], got[COUNTS])
        return Imatrix(entries, list(datasets), _u32(path, meta, KEY_CHUNK_COUNT),
                       _u32(path, meta, KEY_CHUNK_SIZE), legacy=False, path=str(path))
    finally:
        reader.close()


def _u32(path, meta, key) -> int:
    value = meta[key]
    if not isinstance(value, (int, np.integer)) or isinstance(value, bool) or value < 0:
        raise ImatrixError(f"{path}: {key} must be a non-negative integer, got {value!r}")
    return int(value)


def _entry(path, name, sums: torch.Tensor, counts: torch.Tensor) -> ImatrixEntry:
    if counts.numel() == 0 or sums.numel() == 0 or sums.numel() % counts.numel():
        raise ImatrixError(f"{path}: entry {name!r}: {sums.numel()} sums do not split into "
                           f"{counts.numel()} equal rows (one per count)")
    return ImatrixEntry(sums.reshape(counts.numel(), -1).float(), counts.float())


class _Bytes:
    """A cursor over a .dat file's bytes that names what it was reading when they end."""

    def __init__(self, path, data: bytes):
        self.path, self.data, self.pos = path, data, 0

    def take(self, n, what) -> bytes:
        if n < 0 or self.pos + n > len(self.data):
            raise ImatrixError(f"{self.path}: {what}: needs {n} bytes at byte {self.pos}, the file "
                               f"has {len(self.data)}")
        out = self.data[self.pos:self.pos + n]
        self.pos += n
        return out

    def i32(self, what) -> int:
        return struct.unpack("<i", self.take(4, what))[0]


def _read_dat(path: Path) -> Imatrix:
    buf = _Bytes(path, path.read_bytes())
    if len(buf.data) < 4:
        raise ImatrixError(f"{path}: neither a GGUF file nor a legacy .dat importance matrix "
                           f"({len(buf.data)} bytes)")
    n = buf.i32("entry count")
    if n < 1:
        raise ImatrixError(f"{path}: legacy importance matrix with {n} entries: no data")
    entries = {}
    for i in range(n):
        where = f"entry {i + 1} of {n}"
        length = buf.i32(f"{where}: name length")
        if length < 0 or length > len(buf.data):
            raise ImatrixError(f"{path}: {where}: name length {length} is impossible (is this an "
                               "importance matrix?)")
        try:
            name = buf.take(length, f"{where}: name").decode("utf-8")
        except UnicodeDecodeError:
            raise ImatrixError(f"{path}: {where}: the name is not UTF-8") from None
        where = f"entry {i + 1} ({name!r})"
        ncall = buf.i32(f"{where}: ncall")
        nval = buf.i32(f"{where}: value count")
        if nval < 1:
            raise ImatrixError(f"{path}: {where}: {nval} values")
        values = np.frombuffer(buf.take(4 * nval, f"{where}: {nval} float32 values"), "<f4")
        if name in entries:
            raise ImatrixError(f"{path}: {where} appears twice")
        entries[name] = ImatrixEntry(torch.from_numpy(values.copy()).reshape(1, -1),
                                     torch.tensor([float(ncall)]))
    chunk_count, datasets = 0, []
    if buf.pos < len(buf.data):                 # optional trailer: chunk count, dataset name
        chunk_count = buf.i32("chunk count after the entries")
        if buf.pos < len(buf.data):
            length = buf.i32("dataset name length")
            if length > 0:
                datasets.append(buf.take(length, "dataset name").decode("utf-8", "replace"))
    return Imatrix(entries, datasets, chunk_count, 0, legacy=True, path=str(path))


def _check_values(imatrix: Imatrix):
    for name, e in imatrix.entries.items():
        if not torch.isfinite(e.sums).all():
            raise ImatrixError(f"{imatrix.path}: entry {name!r} holds non-finite sums")
        if not torch.isfinite(e.counts).all() or (e.counts < 0).any():
            raise ImatrixError(f"{imatrix.path}: entry {name!r} has negative or non-finite counts "
                               f"{e.counts.tolist()[:8]}")


# ---------------------------------------------------------------- writing
def write_imatrix(path, imatrix: Imatrix) -> Path:
    """Write `imatrix` in llama.cpp's GGUF format (entries in name order, each as
    `<name>.in_sum2` then `<name>.counts`, 1-D when there is one matrix, as ggml drops
    trailing dimensions of 1)."""
    from engine.gguf.writer import Typed, write_gguf

    meta = {"general.type": "imatrix", KEY_DATASETS: Typed(list(imatrix.datasets), "string"),
            KEY_CHUNK_COUNT: Typed(int(imatrix.chunk_count), "u32"),
            KEY_CHUNK_SIZE: Typed(int(imatrix.chunk_size), "u32")}
    tensors = {}
    for name in sorted(imatrix.entries):
        e = imatrix.entries[name]
        sums, counts = e.sums.float(), e.counts.float()
        one = counts.numel() == 1
        tensors[name + SUMS] = (sums.reshape(-1) if one else sums, "F32")
        tensors[name + COUNTS] = (counts.reshape(-1) if one else counts.reshape(-1, 1), "F32")
    return write_gguf(path, meta, tensors)


def write_imatrix_dat(path, imatrix: Imatrix) -> Path:
    """Write `imatrix` in the legacy .dat format: per entry ncall = ceil(max count / chunk
    size) and values mean(x^2) * ncall (a matrix without tokens stores 1 * ncall); entries
    that saw no token at all are left out, as llama.cpp does."""
    if imatrix.chunk_size < 1:
        raise ValueError("write_imatrix_dat: the legacy format needs chunk_size >= 1")
    out = []
    names = [n for n in sorted(imatrix.entries) if (imatrix.entries[n].counts > 0).any()]
    for name in names:
        e = imatrix.entries[name]
        ncall = math.ceil(float(e.counts.max()) / imatrix.chunk_size)
        counts = e.counts.reshape(-1, 1)
        mean = torch.where(counts > 0, e.sums / torch.where(counts > 0, counts, 1), torch.ones_like(e.sums))
        raw = name.encode("utf-8")
        values = (mean * ncall).reshape(-1).numpy().astype("<f4")
        out += [struct.pack("<i", len(raw)), raw, struct.pack("<ii", ncall, values.size), values.tobytes()]
    dataset = (imatrix.datasets[-1] if imatrix.datasets else "").encode("utf-8")
    data = b"".join([struct.pack("<i", len(names)), *out,
                     struct.pack("<ii", imatrix.chunk_count, len(dataset)), dataset])
    path = Path(path)
    tmp = path.with_name(path.name + ".part")
    tmp.write_bytes(data)
    tmp.replace(path)
    return path
