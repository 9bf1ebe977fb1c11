"""GGML block types: decode throughput beside gguf-py's, encoder error beside llama.cpp's.

    python benchmarks/quants.py [--rows 1024] [--cols 4096] [--types Q4_K,Q6_K] [--threads 2]

Decode: random blocks with moderate f16 scales, [rows, cols] weights per type, best of
a few runs, million weights per second for engine.formats.ggml_quants.dequantize (its C
decoders, or the PyTorch ones with --decoders torch) and for gguf.quants.dequantize on the
same bytes in the same run (and their ratio), after a float32 copy of the same size as
the memory-bound anchor.
Encode: weighted RMSE of each searching encoder next to llama.cpp's own encoder (through
ctypes on llama-cpp-python's libggml-base) on Gaussian, Student-t and row-scaled weights,
with and without an importance vector, plus the min/max Q4_K baseline.
"""
import argparse
import ctypes
import os
import sys
import time
from pathlib import Path

import numpy as np
import torch

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.formats import ggml_quants as gq  # noqa: E402
from engine.blocks.legacy import PLAIN  # noqa: E402
from engine.kernels.backend import dequantize as DECODE, resolve_backend  # noqa: E402


# ---------------------------------------------------------------- llama.cpp, through ctypes


def load_ggml():
    """llama-cpp-python's libggml-base with ggml_quantize_chunk typed, or None when absent."""
    try:
        import llama_cpp
        path = os.path.join(os.path.dirname(llama_cpp.__file__), "lib", "libggml-base.so")
        lib = ctypes.CDLL(path)
    except (ImportError, OSError):
        return None
    # size_t ggml_quantize_chunk(enum ggml_type, const float * src, void * dst, int64_t start,
    #                            int64_t nrows, int64_t n_per_row, const float * imatrix)
    lib.ggml_quantize_chunk.restype = ctypes.c_size_t
    lib.ggml_quantize_chunk.argtypes = [ctypes.c_int, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int64,
                                        ctypes.c_int64, ctypes.c_int64, ctypes.c_void_p]
    lib.ggml_quantize_init.argtypes = [ctypes.c_int]
    lib.ggml_quantize_requires_imatrix.restype = ctypes.c_bool
    lib.ggml_quantize_requires_imatrix.argtypes = [ctypes.c_int]
    return lib


def remote_ggml():
    """`load_ggml()` in the oracle's worker process (engine/evaluation/worker.py), or None: the
    tests' way, so that a crash inside llama.cpp fails one test instead of the run. The
    functions below take either library and run where it lives."""
    from engine.evaluation.worker import worker
    return worker().call("benchmarks.quants:load_ggml")


def _remote(lib) -> bool:
    from engine.evaluation.worker import Remote
    return isinstance(lib, Remote)


def llama_quantize(lib, w: np.ndarray, type_name: str, importance=None) -> np.ndarray:
    """llama.cpp's encoder: float32 [rows, cols] (+ importance [cols]) -> uint8 [rows, row_bytes]."""
    if _remote(lib):
        from engine.evaluation.worker import worker
        return worker().call("benchmarks.quants:llama_quantize", lib, w, type_name, importance)
    tid = gq.TYPES[type_name]
    rows, cols = w.shape
    w = np.ascontiguousarray(w, dtype=np.float32)
    out = np.zeros((rows, gq.row_bytes(type_name, cols)), dtype=np.uint8)
    imp = None if importance is None else np.ascontiguousarray(importance, dtype=np.float32)
    lib.ggml_quantize_init(tid)
    written = lib.ggml_quantize_chunk(tid, w.ctypes.data, out.ctypes.data, 0, rows, cols,
                                      None if imp is None else imp.ctypes.data)
    if written != out.size:
        raise RuntimeError(f"ggml_quantize_chunk({type_name}) wrote {written} bytes, expected {out.size}")
    return out


def llama_to_float(lib, type_name, blocks: np.ndarray) -> np.ndarray | None:
    """llama.cpp's own decoder (type traits' to_float) on uint8 blocks -> float32 [n * weights];
    None where libggml-base has no decoder for the type."""
    if _remote(lib):
        from engine.evaluation.worker import worker
        return worker().call("benchmarks.quants:llama_to_float", lib, type_name, blocks)

    class Traits(ctypes.Structure):
        _fields_ = [("type_name", ctypes.c_char_p), ("blck_size", ctypes.c_int64),
                    ("blck_size_interleave", ctypes.c_int64), ("type_size", ctypes.c_size_t),
                    ("is_quantized", ctypes.c_bool), ("to_float", ctypes.c_void_p),
                    ("from_float_ref", ctypes.c_void_p)]
    lib.ggml_get_type_traits.restype = ctypes.POINTER(Traits)
    traits = lib.ggml_get_type_traits(gq.TYPES[type_name]).contents
    if not traits.to_float:
        return None
    to_float = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int64)(traits.to_float)
    n = blocks.shape[0] * gq.BLOCK[type_name][0]
    out = np.zeros(n, dtype=np.float32)
    src = np.ascontiguousarray(blocks)
    to_float(src.ctypes.data, out.ctypes.data, n)
    return out


def weighted_rmse(q: np.ndarray, w: np.ndarray, type_name: str, importance=None) -> float:
    """sqrt(mean(importance[col] * (decoded - w)^2)) (importance 1 when absent)."""
    dq = gq.dequantize(torch.from_numpy(np.ascontiguousarray(q)), type_name, w.shape).numpy()
    imp = np.ones(w.shape[1]) if importance is None else np.asarray(importance, dtype=np.float64)
    return float(np.sqrt(((dq.astype(np.float64) - w) ** 2 * imp).mean()))


# ---------------------------------------------------------------- inputs


def random_blocks(type_name: str, n_blocks: int, rng) -> np.ndarray:
    """uint8 [n_blocks, bytes]: random bytes with every f16 scale field (gq.F16_FIELDS)
    overwritten by a moderate value, so the blocks decode to finite weights."""
    n, size = gq.BLOCK[type_name]
    if n_blocks == 0:
        return np.zeros((0, size), dtype=np.uint8)
    if type_name in PLAIN:      # one element a block: moderate values of the stored dtype
        values = torch.from_numpy(rng.standard_normal(n_blocks) * 100).to(PLAIN[type_name])
        return values.contiguous().view(torch.uint8).numpy().reshape(n_blocks, size)
    blocks = rng.integers(0, 256, (n_blocks, size), dtype=np.uint8)
    for start in gq.F16_FIELDS.get(type_name, ()):
        d = rng.uniform(-0.05, 0.05, n_blocks).astype(np.float16)
        blocks[:, start:start + 2] = d.view(np.uint8).reshape(n_blocks, 2)
    if type_name == "MXFP4":    # E8M0 exponents near 2**0: weights far from overflow
        blocks[:, 0] = rng.integers(110, 140, n_blocks)
    if type_name == "Q8_K":     # an f32 d
        blocks[:, :4] = rng.uniform(-0.05, 0.05, (n_blocks, 1)).astype(np.float32).view(np.uint8)
    if type_name == "IQ1_M":    # d's four nibbles are the top nibbles of the u16 scale words
        d = rng.uniform(-0.05, 0.05, n_blocks).astype(np.float16).view(np.uint16).astype(np.int64)
        words = blocks[:, 48:56].copy().view(np.uint16).astype(np.int64) & 0x0FFF
        words |= ((d[:, None] >> np.array([0, 4, 8, 12])) & 0xF) << 12
        blocks[:, 48:56] = words.astype(np.uint16).view(np.uint8).reshape(n_blocks, 8)
    return blocks


def sample_weights(kind: str, rows: int, cols: int, rng) -> np.ndarray:
    if kind == "gaussian":
        return (rng.standard_normal((rows, cols)) * 0.02).astype(np.float32)
    if kind == "student-t":
        return (rng.standard_t(3, (rows, cols)) * 0.02).astype(np.float32)
    if kind == "row-scaled":
        scale = np.exp(rng.uniform(-3, 1, (rows, 1)))
        return (rng.standard_normal((rows, cols)) * 0.02 * scale).astype(np.float32)
    raise ValueError(kind)


def real_weights(rows, cols):
    """Rows of a real tensor (Qwen2.5-Coder's blk.0.ffn_down, dequantized), or None when absent."""
    path = Path(os.environ.get("GGUF_MODELS", Path.home() / ".cache" / "gguf-models"))
    path = path / "qwen2.5-coder-0.5b-instruct-q4_k_m.gguf"
    if not path.is_file():
        return None
    from engine.formats.gguf import GGUFReader
    reader = GGUFReader(path)
    shape, type_name, _ = reader.tensors["blk.0.ffn_down.weight"]
    size = gq.row_bytes(type_name, shape[-1])
    w = gq.dequantize(reader.raw("blk.0.ffn_down.weight")[:rows * size], type_name, (rows, shape[-1]))
    return w[:, :cols - cols % 256].numpy()


# ---------------------------------------------------------------- decode throughput


WARMUP_S = 0.25


def _best_time(fn, repeat):
    """Best of `repeat` timed calls, after calling fn for WARMUP_S seconds (at least once).

    The warm-up covers first-call allocations and, on virtual machines, memory the host
    maps in lazily: the first passes over a fresh output buffer run at a fraction of the
    steady speed, which a fast decoder's few-millisecond calls would otherwise measure.
    """
    start = time.perf_counter()
    fn()
    while time.perf_counter() - start < WARMUP_S:
        fn()
    best = float("inf")
    for _ in range(repeat):
        t0 = time.perf_counter()
        fn()
        best = min(best, time.perf_counter() - t0)
    return best


def bench_decode(types, rows, cols, repeat, rng):
    import gguf
    from gguf.constants import GGMLQuantizationType
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    print(f"decode [{rows}, {cols}] per type, best of {repeat}, Mweights/s "
          f"({torch.get_num_threads()} torch threads, {os.cpu_count()} CPUs, load average {load:.1f})")
    print(f"{'type':8} {'engine':>9} {'gguf-py':>9} {'ratio':>7}")
    floats = rng.standard_normal(rows * cols).astype(np.float32)     # anchor: one core's memcpy
    copy = _best_time(lambda: np.copyto(np.empty_like(floats), floats), repeat)
    print(f"{'(copy)':8} {rows * cols / 1e6 / copy:9.1f} {'':9} {'':7}   "
          f"<- float32 copy of one output on one core (memory-bound anchor)")
    for name in types:
        n, size = gq.BLOCK[name]
        c = cols - cols % n if cols >= n else n
        blocks = random_blocks(name, rows * c // n, rng)
        raw = torch.from_numpy(blocks)
        ours = _best_time(lambda: DECODE(raw, name, (rows, c)), repeat)
        gtype = GGMLQuantizationType[name]
        data = blocks.reshape(rows, -1)
        try:
            theirs = _best_time(lambda: gguf.quants.dequantize(data, gtype), repeat)
        except NotImplementedError:
            theirs = None
        mw = rows * c / 1e6
        g = f"{mw / theirs:9.1f} {theirs / ours:6.1f}x" if theirs else f"{'-':>9} {'-':>7}"
        note = "   <- both return a view of the bytes: call overhead only" if name == "F32" else ""
        print(f"{name:8} {mw / ours:9.1f} {g}{note}")


# ---------------------------------------------------------------- encoder error


def bench_encode(types, rows, cols, rng):
    from engine.quantize.search_encoders import quantize_q4_k_minmax
    lib = load_ggml()
    if lib is None:
        print("llama.cpp (llama_cpp/lib/libggml-base.so) not loadable: encoder comparison skipped")
        return
    print(f"\nencode [{rows}, {cols}]: weighted RMSE x 1e4, engine vs llama.cpp (ratio), and timings")
    print(f"{'type':7} {'weights':11} {'imatrix':7} {'engine':>9} {'llama':>9} {'ratio':>7} "
          f"{'engine s':>8} {'llama s':>8}")
    for kind in ("gaussian", "student-t", "row-scaled", "real"):
        w = sample_weights(kind, rows, cols, rng) if kind != "real" else real_weights(rows, cols)
        if w is None:
            print("(no real file in $GGUF_MODELS: real-tensor rows skipped)")
            continue
        if kind == "real":
            kind = "qwen-ffn_down"
        importance = rng.uniform(0.05, 1.0, cols).astype(np.float32) ** 2
        for name in types:
            for imp in (None, importance):
                t0 = time.perf_counter()
                ours = gq.quantize(torch.from_numpy(w), name,
                                   None if imp is None else torch.from_numpy(imp)).numpy()
                t1 = time.perf_counter()
                ref = llama_quantize(lib, w, name, imp)
                t2 = time.perf_counter()
                e_ours, e_ref = weighted_rmse(ours, w, name, imp), weighted_rmse(ref, w, name, imp)
                print(f"{name:7} {kind:11} {'yes' if imp is not None else 'no':7} {e_ours * 1e4:9.4f} "
                      f"{e_ref * 1e4:9.4f} {e_ours / e_ref:7.4f} {t1 - t0:8.3f} {t2 - t1:8.3f}")
        base = quantize_q4_k_minmax(torch.from_numpy(w)).numpy()
        print(f"{'Q4_K':7} {kind:11} {'no':7} {weighted_rmse(base, w, 'Q4_K') * 1e4:9.4f} "
              f"{'':9} {'':7}   <- min/max baseline, no search")


SEARCHED = ["Q2_K", "Q3_K", "Q4_K", "Q5_K", "Q6_K", "IQ4_NL", "IQ4_XS"]


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--rows", type=int, default=512)
    ap.add_argument("--cols", type=int, default=4096)
    ap.add_argument("--types", default="", help="comma-separated type names (default: all decodable)")
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--encode-rows", type=int, default=64)
    ap.add_argument("--encode-cols", type=int, default=2048)
    ap.add_argument("--skip-encode", action="store_true")
    ap.add_argument("--decoders", choices=["c", "torch"], default="c",
                    help="engine decoders: the C library (when built) or the PyTorch reference")
    args = ap.parse_args()
    torch.set_num_threads(args.threads)
    global DECODE
    DECODE = resolve_backend("cpu", kernels=args.decoders).dequantize
    rng = np.random.default_rng(0)
    types = [t for t in args.types.split(",") if t] or list(gq.DECODERS)
    for t in types:
        if t not in gq.DECODERS:
            raise SystemExit(f"unknown or undecodable type {t!r}; decodable: {', '.join(gq.DECODERS)}")
    bench_decode(types, args.rows, args.cols, args.repeat, rng)
    if not args.skip_encode:
        searched = [t for t in SEARCHED if not args.types or t in types]
        bench_encode(searched, args.encode_rows, args.encode_cols, rng)


if __name__ == "__main__":
    main()
