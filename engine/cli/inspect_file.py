"""`python run.py gguf inspect FILE`: what a downloaded GGUF file holds.

Metadata, a tensor table (name, shape, type, bytes) and totals per type with bits per
weight. The tables abbreviate long arrays and strings (a vocabulary, a chat template);
`--json` prints the same as one JSON object for programs, every metadata value in full
(numeric arrays as lists), with each value's GGUF type under `metadata_types`.

A file whose tensor infos or data are damaged (a truncated download) still shows its
header, metadata and the intact tensor infos, then the error, with exit code 2.
"""
import json
import math
import os
import sys

import numpy as np

from engine.blocks import registry as gq
from engine.cli.sizes import mib
from engine.gguf.reader import GGUFReader
from engine.tokenizer.string_table import StringTable

ARRAY_PREVIEW = 6
STRING_PREVIEW = 120


def _plain(value):
    """A metadata value as JSON can hold it, in full (numpy arrays and scalars -> lists
    and Python numbers)."""
    if isinstance(value, np.ndarray):
        return value.tolist()
    if isinstance(value, (list, StringTable)):
        return [_plain(v) for v in value]
    if isinstance(value, np.generic):
        return value.item()
    return value


def _abbreviated(value, kind) -> str:
    """A short rendering for the table of one metadata value (as `_plain` gives it) of GGUF
    type `kind` ("u32", ["array", "string"] ...): arrays show their first items, long or
    multi-line strings their start, quoted."""
    if isinstance(value, list):
        if len(value) <= ARRAY_PREVIEW:
            return str(value)
        return f"[{len(value)} x {kind[1]}] {str(value[:ARRAY_PREVIEW])[:-1]}, ...]"
    if isinstance(value, str) and (len(value) > STRING_PREVIEW or "\n" in value):
        cut = len(value) > STRING_PREVIEW
        return repr(value[:STRING_PREVIEW]) + (f" ... ({len(value)} chars)" if cut else "")
    return str(value)


def _kind(stored):
    return list(stored) if isinstance(stored, tuple) else stored


def describe(path) -> dict:
    """Everything `inspect` prints, as a JSON-ready dict; `error` holds the message of a
    damaged tensor part (None for a whole file)."""
    r, error = GGUFReader.header_only(path)
    tensors, per_type = [], {}
    for name, (shape, type_name, offset) in r.tensors.items():
        n = math.prod(shape)
        nbytes = n // gq.BLOCK[type_name][0] * gq.BLOCK[type_name][1]
        tensors.append({"name": name, "shape": shape, "type": type_name, "bytes": nbytes,
                        "offset": offset})
        t = per_type.setdefault(type_name, {"tensors": 0, "params": 0, "bytes": 0})
        t["tensors"] += 1
        t["params"] += n
        t["bytes"] += nbytes
    for t in per_type.values():
        t["bits_per_weight"] = round(8 * t["bytes"] / max(t["params"], 1), 3)
    params = sum(t["params"] for t in per_type.values())
    nbytes = sum(t["bytes"] for t in per_type.values())
    end = max((t["offset"] + t["bytes"] for t in tensors), default=0)
    info = {
        "file": str(path), "version": r.version, "data_start": r.data_start,
        "file_bytes": os.path.getsize(path),
        "needed_bytes": None if r.data_start is None else r.data_start + end,
        "metadata": {k: _plain(v) for k, v in r.metadata.items()},
        "metadata_types": {k: _kind(r.value_types.get(k)) for k in r.metadata},
        "tensors": tensors, "types": per_type,
        "total": {"tensors": len(tensors), "params": params, "bytes": nbytes,
                  "mib": mib(nbytes), "bits_per_weight": round(8 * nbytes / max(params, 1), 3)},
        "error": str(error) if error else None,
    }
    r.close()
    return info


def inspect_main(path, as_json=False) -> int:
    info = describe(path)
    if as_json:
        print(json.dumps(info, ensure_ascii=False))
    else:
        _print_tables(info)
    if info["error"]:
        needed, size = info["needed_bytes"], info["file_bytes"]
        short = f" (its tensors need {needed:,} bytes: the file is cut short)" if needed and needed > size else ""
        print(f"error: {info['error']}{short}", file=sys.stderr)
        return 2
    return 0


def _print_tables(info):
    start = "unknown (the tensor infos are cut short)" if info["data_start"] is None else info["data_start"]
    print(f"{info['file']}: GGUF v{info['version']}, data at byte {start}")
    meta, kinds = info["metadata"], info["metadata_types"]
    print(f"\nmetadata ({len(meta)} keys; long arrays and strings abbreviated, --json has them in full)")
    width = max((len(k) for k in meta), default=0)
    for key, value in meta.items():
        print(f"  {key:<{width}} = {_abbreviated(value, kinds[key])}")
    print(f"\ntensors ({len(info['tensors'])})")
    name_w = max((len(t["name"]) for t in info["tensors"]), default=4)
    print(f"  {'name':<{name_w}}  {'shape':<16} {'type':<8} {'bytes':>12}")
    for t in info["tensors"]:
        shape = "x".join(map(str, t["shape"]))
        print(f"  {t['name']:<{name_w}}  {shape:<16} {t['type']:<8} {t['bytes']:>12}")
    print("\nper type")
    print(f"  {'type':<8} {'tensors':>8} {'params':>14} {'bytes':>14} {'bits/weight':>12}")
    for name, t in sorted(info["types"].items(), key=lambda kv: -kv[1]["bytes"]):
        print(f"  {name:<8} {t['tensors']:>8} {t['params']:>14,} {t['bytes']:>14,} "
              f"{t['bits_per_weight']:>12.3f}")
    tot = info["total"]
    print(f"  {'total':<8} {tot['tensors']:>8} {tot['params']:>14,} {tot['bytes']:>14,} "
          f"{tot['bits_per_weight']:>12.3f}   ({tot['mib']} MiB)")
