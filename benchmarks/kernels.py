"""CPU kernel speed: GB/s of weight bytes at M=1 (decode) for real layer shapes.

For each GGML type and shape, prints (medians, the kernels taking turns call by call) the
C float-activation kernel
(engine.kernels.cpu.ggml_gemm), the int8-activation kernel that quantizes x like llama.cpp
(ggml_gemm_q8, types in ACT_TYPES), the PyTorch reference path (dequantize the whole
weight, then matmul; skipped for the vocabulary-sized shape) and the memory bandwidth
ceiling, all measured in this run. Each call reads a different copy of the
weight (together larger than the last-level cache), so figures are DRAM figures, as in
real decoding, not cache figures.

    python benchmarks/kernels.py [--types Q4_K,Q8_0] [--threads 2] [--seconds 0.3] [--llama]
                                 [--shapes 152064x2048,14336x4096]
                                 [--path scalar|avx2|avx512]

--llama adds llama.cpp's own kernels on the same bytes (its from_float quantizer and
vec_dot row kernel from llama-cpp-python's CPU library, OpenMP over rows like ours).
"""
import ctypes
import subprocess
import tempfile
import argparse
import sys
import time
from pathlib import Path

import numpy as np
import torch

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from engine.kernels import cpu  # noqa: E402

SHAPES = [(896, 4864), (4864, 896), (576, 1536), (151936, 896)]  # (output rows N, row length K)
REFERENCE_MAX = 1 << 25                            # weights above which the reference is skipped
COPY_BYTES = 256 << 20                             # weight copies cycled through per measurement


def bandwidth_ceiling(seconds: float) -> float:
    """Read bandwidth (GB/s) of summing a 512 MiB float32 tensor with all threads."""
    a = torch.ones(128 << 20)
    a.sum()
    n, t0 = 0, time.perf_counter()
    while time.perf_counter() - t0 < seconds or n < 3:
        a.sum()
        n += 1
    return n * a.numel() * 4 / (time.perf_counter() - t0) / 1e9


def timed(fn, copies, seconds):
    """Mean seconds of fn(copy) over rotating copies."""
    for c in copies[:2]:
        fn(c)
    n, t0 = 0, time.perf_counter()
    while time.perf_counter() - t0 < seconds or n < len(copies):
        fn(copies[n % len(copies)])
        n += 1
    return (time.perf_counter() - t0) / n


def race(fns: dict, copies, seconds):
    """name -> median seconds of fn(copy), the functions taking turns call by call over
    rotating copies, so a busy moment of the machine hits them all alike."""
    for fn in fns.values():
        fn(copies[0])
    times = {name: [] for name in fns}
    n, t0 = 0, time.perf_counter()
    while time.perf_counter() - t0 < seconds * len(fns) or n < max(len(copies), 5):
        for name, fn in fns.items():
            c = copies[n % len(copies)]      # every call a different copy: none finds the last in cache
            t1 = time.perf_counter()
            fn(c)
            times[name].append(time.perf_counter() - t1)
            n += 1
    return {name: float(np.median(ts)) for name, ts in times.items()}


def read_all(raw: torch.Tensor):
    """Sum the weight's bytes as float32 with torch (all threads): the memory read ceiling
    for this tensor, racing beside the kernels."""
    flat = raw.reshape(-1)
    flat[: flat.numel() // 4 * 4].view(torch.float32).sum()


def llama_anchor():
    """(LlamaCppQuants, llama_rows C function) or (None, reason)."""
    from llama_cpp_quants import LlamaCppQuants, Unavailable
    from engine.kernels.cpu.build import compiler
    try:
        llama = LlamaCppQuants()
    except Unavailable as e:
        return None, str(e)
    src = Path(__file__).resolve().parent / "llama_rows.c"
    with tempfile.TemporaryDirectory() as tmp:   # loaded libraries outlive their file
        so = Path(tmp) / "llama_rows.so"
        subprocess.run([compiler(), "-O2", "-fPIC", "-shared", "-fopenmp", "-o", str(so), str(src)], check=True)
        rows = ctypes.CDLL(str(so)).llama_rows
    rows.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_void_p, ctypes.c_int64, ctypes.c_int64,
                     ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int]
    return llama, rows


def llama_gemv(llama, rows, x, type_name, N, K, threads):
    """copy -> llama.cpp's matrix-vector product on it: from_float of x, then vec_dot rows."""
    from llama_cpp_quants import FROM_FLOAT
    act = cpu.ACT_TYPES[type_name]
    quantize = FROM_FLOAT(llama.traits(act).from_float)
    xq = torch.zeros(cpu.q8.act_row_bytes(act, K), dtype=torch.uint8)
    dot, out = llama.traits(type_name).vec_dot, torch.empty(N)

    def run(r):
        quantize(x.data_ptr(), xq.data_ptr(), K)
        rows(dot, K, r.data_ptr(), r.stride(0), N, xq.data_ptr(), out.data_ptr(), threads)
    return run


def reference_decoder(type_name):
    """The PyTorch reference dequantizer: the engine's when it has this type, else gguf-py's."""
    from engine.formats import ggml_quants
    if type_name in getattr(ggml_quants, "DECODERS", {}):
        return "engine", lambda raw, shape: ggml_quants.dequantize(raw, type_name, shape)
    import gguf
    qtype = gguf.GGMLQuantizationType[type_name]
    return "gguf-py", lambda raw, shape: torch.from_numpy(gguf.quants.dequantize(raw.numpy(), qtype))


def parse_shapes(text: str) -> list[tuple[int, int]]:
    """"152064x2048,14336x4096" -> [(152064, 2048), (14336, 4096)] (output rows N x row length K)."""
    shapes = []
    for item in text.split(","):
        n, sep, k = item.strip().lower().partition("x")
        if not sep or not n.isdigit() or not k.isdigit():
            raise SystemExit(f"--shapes: {item!r} is not N x K (e.g. 14336x4096)")
        shapes.append((int(n), int(k)))
    return shapes


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--types", default="Q4_0,Q4_1,Q5_0,Q5_1,Q8_0,Q2_K,Q3_K,Q4_K,Q5_K,Q6_K,IQ4_NL,IQ4_XS,"
                    "IQ1_S,IQ1_M,IQ2_XXS,IQ2_XS,IQ2_S,IQ3_XXS,IQ3_S,TQ1_0,TQ2_0,MXFP4,F16,BF16")
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--seconds", type=float, default=0.3)
    ap.add_argument("--prefill-rows", type=int, default=512)
    ap.add_argument("--no-reference", action="store_true", help="skip the (slow) PyTorch reference column")
    ap.add_argument("--no-prefill", action="store_true", help="skip the prefill table")
    ap.add_argument("--llama", action="store_true", help="add llama.cpp's kernels on the same bytes")
    ap.add_argument("--shapes", default=None,
                    help="N x K shapes instead of the default ones, e.g. 152064x2048,14336x4096")
    ap.add_argument("--path", choices=sorted(cpu.PATHS), default=None,
                    help="instruction-set copy of the kernels (default: the best this CPU runs)")
    args = ap.parse_args()
    shapes = SHAPES if args.shapes is None else parse_shapes(args.shapes)
    torch.set_num_threads(args.threads)
    if not cpu.available():
        print(f"CPU kernels unavailable: {cpu.unavailable_reason()}")
        return 1
    kw = {"path": args.path, "threads": args.threads}   # a path this CPU cannot run fails in the first call
    from test_ch40_cpu_kernels import random_raw

    llama, rows = llama_anchor() if args.llama else (None, "not asked (--llama)")
    ceiling = bandwidth_ceiling(args.seconds)
    print(f"threads {args.threads}, kernel path {args.path or cpu.best_path()}, memory read ceiling {ceiling:.1f} GB/s")
    if llama is None:
        print(f"llama.cpp column: {rows}")
    print("read GB/s: torch summing the same bytes, racing call by call beside the kernels (the ceiling "
          "for this shape at this moment); q8 % read = q8 GB/s / read GB/s")
    print(f"{'type':6} {'N x K':>12} {'MB':>7} {'read GB/s':>9} {'float GB/s':>10} {'q8 GB/s':>8} {'q8/float':>8} "
          f"{'q8 % read':>9} {'llama.cpp GB/s':>14} {'q8/llama':>8} {'Gweights/s':>10} {'reference GB/s':>15} {'q8/ref':>7}")
    for type_name in args.types.split(","):
        qk = cpu.KERNEL_TYPES[type_name][1]
        for N, K in shapes:
            if K % qk:
                print(f"{type_name:6} {f'{N}x{K}':>11}  (rows of {K} are not whole {qk}-weight blocks)")
                continue
            raw = torch.from_numpy(random_raw(type_name, N, K))
            copies = [raw.clone() for _ in range(max(2, COPY_BYTES // raw.numel()))]
            x, out = torch.randn(1, K), torch.empty(1, N)
            fns = {"read": read_all, "float": lambda r: cpu.ggml_gemm_into(out, x, r, type_name, **kw)}
            if type_name in cpu.ACT_TYPES:
                fns["q8"] = lambda r: cpu.ggml_gemm_q8_into(out, x, r, type_name, **kw)
                if llama is not None:
                    fns["llama"] = llama_gemv(llama, rows, x, type_name, N, K, args.threads)
            med = race(fns, copies, args.seconds)
            t = med["float"]
            tq = t_best = med.get("q8", t)
            q8 = ratio = share = lgbs = lratio = "-"
            if "q8" in med:
                q8, ratio = f"{raw.numel() / tq / 1e9:.1f}", f"{t / tq:.1f}x"
                share = f"{100 * med['read'] / tq:.0f}%"
            if "llama" in med:
                lgbs, lratio = f"{raw.numel() / med['llama'] / 1e9:.1f}", f"{med['llama'] / tq:.2f}"
            ref = speed = "-"
            if not args.no_reference and N * K <= REFERENCE_MAX:
                source, decode = reference_decoder(type_name)
                tr = timed(lambda r: x @ decode(r, (N, K)).T, copies[:4], args.seconds / 3)
                ref, speed = f"{raw.numel() / tr / 1e9:.2f} ({source})", f"{tr / t_best:.0f}x"
            print(f"{type_name:6} {f'{N}x{K}':>12} {raw.numel() / 1e6:7.2f} {raw.numel() / med['read'] / 1e9:9.1f} "
                  f"{raw.numel() / t / 1e9:10.1f} {q8:>8} "
                  f"{ratio:>8} {share:>9} {lgbs:>14} {lratio:>8} {N * K / t_best / 1e9:10.1f} "
                  f"{ref:>15} {speed:>7}")
            del copies
    if args.no_prefill:
        return 0
    print(f"\nprefill (M={args.prefill_rows}): dequantize tiles + torch GEMM, beside torch.mm on a dense "
          f"float32 weight (the GEMM alone)")
    print(f"{'type':6} {'N x K':>11} {'kernel GFLOP/s':>15} {'dense mm GFLOP/s':>17} {'ratio':>6}")
    for type_name in args.types.split(","):
        qk = cpu.KERNEL_TYPES[type_name][1]
        for N, K in shapes:
            if K % qk or N * K > REFERENCE_MAX:
                continue
            raw = torch.from_numpy(random_raw(type_name, N, K))
            x, dense = torch.randn(args.prefill_rows, K), torch.randn(N, K)
            flop = 2 * args.prefill_rows * N * K
            t = timed(lambda r: cpu.ggml_gemm(x, r, type_name, **kw), [raw], args.seconds)
            td = timed(lambda w: x @ w.T, [dense], args.seconds)
            print(f"{type_name:6} {f'{N}x{K}':>11} {flop / t / 1e9:15.1f} {flop / td / 1e9:17.1f} {td / t:6.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
