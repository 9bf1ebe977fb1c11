"""Write GGUF files: metadata of every value type and tensors of every encodable type.

`write_gguf(path, metadata, tensors)` is the inverse of `GGUFReader`: what it writes
opens in gguf-py and in llama.cpp with the same metadata and tensor bytes.
"""
import math
import os
import struct
from pathlib import Path

import numpy as np
import torch

from engine.blocks import registry as gq
from engine.blocks.registry import fallback_type
from engine.tokenizer.string_table import StringTable

GGUF_VERSION = 3
_CODES = {"u8": "B", "i8": "b", "u16": "H", "i16": "h", "u32": "I", "i32": "i", "f32": "f",
          "bool": "?", "u64": "Q", "i64": "q", "f64": "d"}
_KINDS = {"u8": 0, "i8": 1, "u16": 2, "i16": 3, "u32": 4, "i32": 5, "f32": 6, "bool": 7,
          "string": 8, "array": 9, "u64": 10, "i64": 11, "f64": 12}
_NUMPY_KIND = {np.dtype(d): k for k, d in
               {"u8": "u1", "i8": "i1", "u16": "<u2", "i16": "<i2", "u32": "<u4", "i32": "<i4",
                "f32": "<f4", "bool": "?", "u64": "<u8", "i64": "<i8", "f64": "<f8"}.items()}


class Typed:
    """A metadata value with its GGUF type forced, e.g. `Typed(7, "u64")`,
    `Typed([1, 2], "u8")` (an array of u8)."""

    def __init__(self, value, kind):
        if kind not in _KINDS or kind == "array":
            raise ValueError(f"Typed: unknown GGUF value type {kind!r} (known: {sorted(_CODES)} "
                             "and 'string')")
        self.value, self.kind = value, kind


def _string(s: str) -> bytes:
    b = s.encode("utf-8")
    return struct.pack("<Q", len(b)) + b


def _string_array(table: StringTable) -> bytes:
    """A `StringTable`'s strings as GGUF writes a string array's elements (u64 length, bytes
    each), copied out of its block with numpy rather than one string at a time."""
    starts, ends = table.offsets()
    lengths = ends - starts
    if len(starts) and not np.all(starts[1:] >= ends[:-1]):      # not in order: one at a time
        return b"".join(_string(s) for s in table)
    raw = np.frombuffer(table.data, dtype=np.uint8)
    # +1 at each start, -1 at each end: the running sum is 1 on string bytes, 0 between them
    inside = np.bincount(starts, minlength=len(raw) + 1) - np.bincount(ends, minlength=len(raw) + 1)
    n = len(starts)
    out = np.empty(8 * n + int(lengths.sum()), dtype=np.uint8)
    fields = 8 * np.arange(n) + np.concatenate(([0], np.cumsum(lengths)[:-1])).astype(np.int64)
    at = (fields[:, None] + np.arange(8)).ravel()
    out[at] = lengths.astype("<u8").view(np.uint8)
    body = np.ones(len(out), dtype=bool)
    body[at] = False
    out[body] = raw[np.cumsum(inside[:-1]) > 0]
    return out.tobytes()


def _scalar_kind(v):
    if isinstance(v, (bool, np.bool_)):
        return "bool"
    if isinstance(v, (int, np.integer)):
        return "u32" if 0 <= v < 2**32 else ("i32" if -2**31 <= v < 0 else "i64")
    if isinstance(v, (float, np.floating)):
        return "f32"
    if isinstance(v, str):
        return "string"
    raise TypeError(f"metadata value {v!r} of type {type(v).__name__} has no GGUF type")


def _pack(kind, v) -> bytes:
    if kind == "string":
        return _string(v)
    return struct.pack("<" + _CODES[kind], v)


def _encode_value(key, value):
    """(u32 type id, bytes) of one metadata value."""
    kind = None
    if isinstance(value, Typed):
        value, kind = value.value, value.kind
    if isinstance(value, np.ndarray):
        if value.ndim != 1:
            raise ValueError(f"metadata {key!r}: arrays must be 1-D, got shape {value.shape}")
        elem = kind or _NUMPY_KIND.get(value.dtype)
        if elem is None:
            raise TypeError(f"metadata {key!r}: numpy dtype {value.dtype} has no GGUF type")
        data = value.astype(np.dtype(_CODES[elem]).newbyteorder("<") if elem != "bool" else "?")
        return _KINDS["array"], struct.pack("<IQ", _KINDS[elem], len(value)) + data.tobytes()
    if isinstance(value, StringTable) and kind in (None, "string"):
        return _KINDS["array"], struct.pack("<IQ", _KINDS["string"], len(value)) + _string_array(value)
    if isinstance(value, (list, tuple, StringTable)):
        if kind is None:
            kinds = {_scalar_kind(v) for v in value} or {"i32"}
            # a list of ints that holds a negative number becomes i32 (or i64) throughout
            if kinds <= {"u32", "i32", "i64"}:
                lo, hi = min(value, default=0), max(value, default=0)
                kinds = {"i32"} if -2**31 <= lo and hi < 2**31 else {"i64"}
            if len(kinds) != 1:
                raise TypeError(f"metadata {key!r}: list mixes value types {sorted(kinds)}")
            kind = kinds.pop()
        body = b"".join(_pack(kind, v) for v in value)
        return _KINDS["array"], struct.pack("<IQ", _KINDS[kind], len(value)) + body
    kind = kind or _scalar_kind(value)
    return _KINDS[kind], _pack(kind, value)


# Rows encoded at a time: about this many weights (16 MiB as float32), so a tensor's
# encoder temporaries, and the float rows of a `RowSource`, stay small whatever its size.
CHUNK_WEIGHTS = 1 << 22

_PLAIN = {"F32": torch.float32, "F16": torch.float16, "F64": torch.float64, "I8": torch.int8,
          "I16": torch.int16, "I32": torch.int32, "I64": torch.int64}


class RowSource:
    """A tensor that is produced a few rows at a time when its bytes are written, e.g.
    decoded from another file: `shape` (PyTorch order) and `rows(r0, r1)`, the float32 rows
    r0..r1 of its [-1, shape[-1]] view. Lets `write_gguf` hold one chunk of a tensor at a time."""

    def __init__(self, shape, rows):
        self.shape, self.rows = torch.Size(shape), rows


def _float_rows(tensor, cols):
    """rows(r0, r1) of a tensor or RowSource, as float32 [r1 - r0, cols]."""
    if isinstance(tensor, RowSource):
        return tensor.rows
    flat = tensor.detach().to("cpu").reshape(-1, cols)
    return lambda r0, r1: flat[r0:r1].float()


def _encoded_size(type_name, shape) -> int:
    n, size = gq.BLOCK[type_name]
    return math.prod(shape) // n * size


def _write_tensor(f, name, tensor, type_name, shape, importance=None) -> int:
    """Encode one tensor into `f`, CHUNK_WEIGHTS at a time; returns the bytes written. The
    rows of a 2-D (or n-D) tensor are its last dimension. `importance`: [cols], or [E, cols]
    for a 3-D expert stack [E, rows, cols] (expert e's rows weighted by row e); dropped for
    types that do not use one (Q8_0, F16 ...)."""
    cols = shape[-1]
    n_rows = math.prod(shape) // cols if cols else 0
    rows = _float_rows(tensor, cols)
    imp = None
    if importance is not None and gq.uses_importance(type_name):
        imp = torch.as_tensor(importance, dtype=torch.float32).reshape(-1, cols)
    per_matrix = n_rows // imp.shape[0] if imp is not None else max(n_rows, 1)
    step = max(1, CHUNK_WEIGHTS // max(cols, 1))
    written = 0
    for m0 in range(0, n_rows, per_matrix):          # one importance row per matrix
        for r0 in range(m0, m0 + per_matrix, step):
            w = rows(r0, min(r0 + step, m0 + per_matrix))
            if type_name in _PLAIN:
                data = w.to(_PLAIN[type_name]).contiguous().numpy().tobytes()
            else:
                try:
                    blocks = gq.quantize(w, type_name, None if imp is None else imp[m0 // per_matrix])
                except AttributeError:
                    raise ValueError(f"tensor {name!r}: no encoder for GGML type {type_name}") from None
                data = blocks.contiguous().numpy().tobytes()
            f.write(data)
            written += len(data)
    return written


def write_gguf(path, metadata: dict, tensors: dict, alignment: int = 32):
    """Write a GGUF v3 file.

    metadata: key -> python value (bool, int -> u32/i32/i64 as it fits, float -> f32, str,
    lists and 1-D numpy arrays -> arrays, `Typed(v, kind)` to force a type).
    tensors: name -> (float tensor [rows, cols] or 1-D, type_name), or (tensor, type_name,
    importance) to weight the encoder's error per column (see `_write_tensor`); a type
    whose blocks do not fit the rows falls back per `fallback_type`. A tensor may be a
    `RowSource`, produced a chunk of rows at a time. The header is laid out from the shapes
    and types alone, then each tensor is encoded and written in turn, so no more than one
    chunk of encoded bytes is held. The file is written next to `path` and renamed into
    place, so a failure leaves no half-written file.
    """
    if alignment <= 0 or alignment & (alignment - 1):
        raise ValueError(f"alignment must be a power of two, got {alignment}")
    path = Path(path)
    if not path.parent.is_dir():        # say so, rather than fail on the temporary file's name
        raise FileNotFoundError(f"{path}: the directory {path.parent} does not exist")
    meta = dict(metadata)
    if alignment != 32:
        meta["general.alignment"] = Typed(alignment, "u32")
    kv = []
    for key, value in meta.items():
        if not isinstance(key, str) or not key:
            raise ValueError(f"metadata keys must be non-empty strings, got {key!r}")
        kind, body = _encode_value(key, value)
        kv.append(_string(key) + struct.pack("<I", kind) + body)

    infos, plan, offset = [], [], 0
    for name, (tensor, type_name, *importance) in tensors.items():
        if type_name not in gq.BLOCK:
            raise ValueError(f"tensor {name!r}: unknown GGML type {type_name!r}")
        shape = [int(s) for s in tensor.shape] or [1]
        type_name = fallback_type(type_name, shape[-1]) if gq.BLOCK[type_name][0] > 1 else type_name
        size = _encoded_size(type_name, shape)
        dims = list(reversed(shape))
        infos.append(_string(name) + struct.pack("<I", len(dims))
                     + struct.pack(f"<{len(dims)}Q", *dims)
                     + struct.pack("<IQ", gq.TYPES[type_name], offset))
        plan.append((name, tensor, type_name, shape, importance[0] if importance else None, size))
        offset += size + (-size % alignment)

    header = _header(len(plan), len(kv)) + b"".join(kv) + b"".join(infos)
    header += b"\0" * (-len(header) % alignment)
    tmp = path.with_name(path.name + ".part")
    try:
        with open(tmp, "wb") as f:
            f.write(header)
            for name, tensor, type_name, shape, importance, size in plan:
                written = _write_tensor(f, name, tensor, type_name, shape, importance)
                if written != size:        # an encoder that broke the block layout
                    raise RuntimeError(f"tensor {name!r}: {type_name} encoder wrote {written} "
                                       f"bytes, the layout needs {size}")
                f.write(b"\0" * (-size % alignment))
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise
    return path


def _header(n_tensors, n_kv) -> bytes:
    """magic, version, tensor count, metadata count."""
    return b"GGUF" + struct.pack("<IQQ", GGUF_VERSION, n_tensors, n_kv)
