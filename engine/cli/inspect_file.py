"""`python run.py gguf inspect FILE`: what a downloaded GGUF file holds.

Metadata (long arrays summarised), a tensor table (name, shape, type, bytes) and
totals per type with bits per weight; `--json` prints the same as one JSON object.
"""
import json
import math

import numpy as np

from engine.gguf.reader import GGUFReader

ARRAY_PREVIEW = 6
STRING_PREVIEW = 120


def _summary(value):
    """A short, JSON-friendly rendering of one metadata value."""
    if isinstance(value, np.ndarray):
        head = value[:ARRAY_PREVIEW].tolist()
        return head if len(value) <= ARRAY_PREVIEW else {
            "array": str(value.dtype), "length": len(value), "first": head}
    if isinstance(value, list):
        head = [_summary(v) for v in value[:ARRAY_PREVIEW]]
        return head if len(value) <= ARRAY_PREVIEW else {
            "array": "string" if value and isinstance(value[0], str) else "array",
            "length": len(value), "first": head}
    if isinstance(value, str) and len(value) > STRING_PREVIEW:
        return value[:STRING_PREVIEW] + f"... ({len(value)} chars)"
    return value


def describe(path) -> dict:
    """Everything `inspect` prints, as a dict."""
    r = GGUFReader(path)
    tensors, per_type = [], {}
    for name, (shape, type_name, offset) in r.tensors.items():
        n = math.prod(shape)
        nbytes = r.nbytes(name)
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
    return {
        "file": str(path), "version": r.version, "data_start": r.data_start,
        "metadata": {k: _summary(v) for k, v in r.metadata.items()},
        "tensors": tensors, "types": per_type,
        "total": {"tensors": len(tensors), "params": params, "bytes": nbytes,
                  "bits_per_weight": round(8 * nbytes / max(params, 1), 3)},
    }


def _human(n):
    for unit in ("B", "KiB", "MiB", "GiB"):
        if n < 1024 or unit == "GiB":
            return f"{n:.1f} {unit}" if unit != "B" else f"{n} B"
        n /= 1024


def inspect_main(path, as_json=False) -> int:
    info = describe(path)
    if as_json:
        print(json.dumps(info, ensure_ascii=False))
        return 0
    print(f"{info['file']}: GGUF v{info['version']}, data at byte {info['data_start']}")
    print(f"\nmetadata ({len(info['metadata'])} keys)")
    width = max((len(k) for k in info["metadata"]), default=0)
    for key, value in info["metadata"].items():
        if isinstance(value, dict) and "length" in value:
            value = f"[{value['length']} x {value['array']}] {value['first']} ..."
        print(f"  {key:<{width}} = {value!r}" if isinstance(value, str) and key.endswith(
            "template") else f"  {key:<{width}} = {value}")
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
          f"{tot['bits_per_weight']:>12.3f}   ({_human(tot['bytes'])})")
    return 0
