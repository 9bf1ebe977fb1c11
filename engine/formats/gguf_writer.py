"""Write GGUF files: metadata of every value type and tensors of every encodable type.

`write_gguf(path, metadata, tensors)` is the inverse of `GGUFReader`: what it writes
opens in gguf-py and in llama.cpp with the same metadata and tensor bytes.
"""
import os
import struct
from pathlib import Path

import numpy as np
import torch

from engine.formats import ggml_quants as gq

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


def fallback_type(kind: str, row_length: int) -> str:
    """The type a tensor is written as when its rows do not hold whole `kind` blocks:
    `kind` itself when they do, else Q8_0 for rows that are a multiple of 32, else F16
    (the choice llama.cpp's quantizer makes)."""
    block = gq.BLOCK[kind][0]
    if row_length % block == 0:
        return kind
    return "Q8_0" if row_length % 32 == 0 else "F16"


def _string(s: str) -> bytes:
    b = s.encode("utf-8")
    return struct.pack("<Q", len(b)) + b


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
    if isinstance(value, (list, tuple)):
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


def _tensor_bytes(name, tensor, type_name, importance=None) -> bytes:
    """Encode one tensor; the rows of a 2-D (or n-D) tensor are its last dimension.
    `importance`: [cols], or [E, cols] for a 3-D expert stack [E, rows, cols] (expert e's
    rows weighted by row e); dropped for types that do not use one (Q8_0, F16 ...)."""
    if type_name not in gq.BLOCK:
        raise ValueError(f"tensor {name!r}: unknown GGML type {type_name!r}")
    t = tensor.detach().to("cpu")
    if type_name in ("F32", "F16", "F64"):
        dtype = {"F32": torch.float32, "F16": torch.float16, "F64": torch.float64}[type_name]
        return t.to(dtype).contiguous().numpy().tobytes()
    if type_name in ("I8", "I16", "I32", "I64"):
        dtype = {"I8": torch.int8, "I16": torch.int16, "I32": torch.int32, "I64": torch.int64}
        return t.to(dtype[type_name]).contiguous().numpy().tobytes()
    cols = t.shape[-1] if t.dim() else 1
    if importance is not None and not gq.uses_importance(type_name):
        importance = None
    if importance is not None:
        imp = torch.as_tensor(importance, dtype=torch.float32).reshape(-1, cols)
        mats = t.float().reshape(imp.shape[0], -1, cols)   # one importance row per matrix
        blocks = torch.cat([gq.quantize(m, type_name, i) for m, i in zip(mats, imp)])
        return blocks.contiguous().numpy().tobytes()
    w = t.float().reshape(-1, cols)
    try:
        blocks = gq.quantize(w, type_name)
    except AttributeError:
        raise ValueError(f"tensor {name!r}: no encoder for GGML type {type_name}") from None
    return blocks.contiguous().numpy().tobytes()


def write_gguf(path, metadata: dict, tensors: dict, alignment: int = 32):
    """Write a GGUF v3 file.

    metadata: key -> python value (bool, int -> u32/i32/i64 as it fits, float -> f32, str,
    lists and 1-D numpy arrays -> arrays, `Typed(v, kind)` to force a type).
    tensors: name -> (float tensor [rows, cols] or 1-D, type_name), or (tensor, type_name,
    importance) to weight the encoder's error per column (see `_tensor_bytes`); a type
    whose blocks do not fit the rows falls back per `fallback_type`. The file is written next to
    `path` and renamed into place, so a failure leaves no half-written file.
    """
    if alignment <= 0 or alignment & (alignment - 1):
        raise ValueError(f"alignment must be a power of two, got {alignment}")
    path = Path(path)
    meta = dict(metadata)
    if alignment != 32:
        meta["general.alignment"] = Typed(alignment, "u32")
    kv = []
    for key, value in meta.items():
        if not isinstance(key, str) or not key:
            raise ValueError(f"metadata keys must be non-empty strings, got {key!r}")
        kind, body = _encode_value(key, value)
        kv.append(_string(key) + struct.pack("<I", kind) + body)

    infos, blobs, offset = [], [], 0
    for name, (tensor, type_name, *importance) in tensors.items():
        shape = list(tensor.shape) or [1]
        type_name = fallback_type(type_name, shape[-1]) if gq.BLOCK[type_name][0] > 1 else type_name
        data = _tensor_bytes(name, tensor, type_name, *importance)
        dims = list(reversed(shape))
        infos.append(_string(name) + struct.pack("<I", len(dims))
                     + struct.pack(f"<{len(dims)}Q", *dims)
                     + struct.pack("<IQ", gq.TYPES[type_name], offset))
        pad = -len(data) % alignment
        blobs.append(data + b"\0" * pad)
        offset += len(data) + pad

    header = _header(len(tensors), len(kv)) + b"".join(kv) + b"".join(infos)
    header += b"\0" * (-len(header) % alignment)
    tmp = path.with_name(path.name + ".part")
    with open(tmp, "wb") as f:
        f.write(header)
        for blob in blobs:
            f.write(blob)
    os.replace(tmp, path)
    return path


def _header(n_tensors, n_kv) -> bytes:
    """magic, version, tensor count, metadata count."""
    return b"GGUF" + struct.pack("<IQQ", GGUF_VERSION, n_tensors, n_kv)
