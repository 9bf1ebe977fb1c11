"""GPU benchmark of the quantized matmul kernels next to a dense bf16 torch.matmul.

For each kernel and real layer shape (in x out), it reports the achieved bandwidth of
weight bytes read (GB/s) at decode batch sizes M = 1, 4, 16 and the compute rate (TFLOP/s)
at prefill M = 512; the anchor is torch.matmul with the same shape in bf16, timed in the
same run. Weights are random blocks with moderate scales (speed does not depend on the
values). Kernels: the direct GGML kernels (Q4_K, Q6_K, Q8_0, Q5_0, reading the file's
blocks), the affine kernel over packed (Q4_K repacked) and unpacked (Q8_0) codes, and
the codebook kernel (IQ4_XS repacked).

    python benchmarks/gpu.py                  # all shapes, a few minutes on one GPU
    python benchmarks/gpu.py --shapes 4096x14336 --iters 50

Needs CUDA. `TRITON_INTERPRET=1 python benchmarks/gpu.py --shapes 256x64 --m 1 --iters 1`
runs the same code on CPU as a smoke test (its timings mean nothing).
"""
import argparse
import os
import statistics
import sys
import time
from pathlib import Path

import torch

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

SHAPES = {  # name -> (in_features K, out_features N)
    "0.5B gate/up 896x4864": (896, 4864),
    "0.5B down 4864x896": (4864, 896),
    "0.5B lm_head 896x151936": (896, 151936),
    "8B gate/up 4096x14336": (4096, 14336),
    "8B down 14336x4096": (14336, 4096),
}
DECODE_M, PREFILL_M = (1, 4, 16), 512
# type -> (weights per block, bytes per block, byte offsets of its f16 scale fields)
BLOCKS = {"Q4_K": (256, 144, (0, 2)), "Q6_K": (256, 210, (208,)),
          "Q8_0": (32, 34, (0,)), "Q5_0": (32, 22, (0,)), "IQ4_XS": (256, 136, (0,))}
DIRECT = ("Q4_K", "Q6_K", "Q8_0", "Q5_0")


def random_blocks(type_name, n, k, device):
    """Random GGML rows uint8 [n, row_bytes] with moderate f16 scales."""
    per_block, size, fields = BLOCKS[type_name]
    raw = torch.randint(0, 256, (n * k // per_block, size), dtype=torch.uint8, device=device)
    for at in fields:
        d = (torch.rand(raw.shape[0], device=device) * 0.01).half()
        raw[:, at:at + 2] = d.view(torch.uint8).reshape(-1, 2)
    return raw.reshape(n, -1)


def timer(device):
    """A function that times fn() in seconds: the median of `iters` runs after a warm-up."""
    def run(fn, iters):
        fn()
        if device.type != "cuda":
            t0 = time.perf_counter()
            fn()
            return time.perf_counter() - t0
        torch.cuda.synchronize()
        times = []
        for _ in range(iters):
            start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
            start.record()
            fn()
            end.record()
            end.synchronize()
            times.append(start.elapsed_time(end) / 1e3)
        return statistics.median(times)
    return run


def kernels_for(k, n, device):
    """name -> (fn(x) -> y, weight bytes read) for the kernels that fit this shape."""
    from engine.quantized.codebook import repack_codebook
    from engine.quantized.affine import repack_ggml
    from engine.kernels import triton_formats as tf
    out = {}
    if k % 256 == 0:
        c, s, table, g = repack_codebook(random_blocks("IQ4_XS", n, k, device).cpu(), "IQ4_XS", (n, k))
        c, s, table = (t.to(device) for t in (c, s, table))
        out["codebook IQ4_XS"] = (lambda x, c=c, s=s, t=table, g=g: tf.codebook_matmul(x, c, s, t, g, n),
                                  c.numel() + s.numel() * s.element_size())
    for type_name in DIRECT:
        if k % BLOCKS[type_name][0]:
            continue                    # rows must hold whole blocks (K-quants: 256)
        raw = random_blocks(type_name, n, k, device)
        out[f"direct {type_name}"] = (lambda x, raw=raw, t=type_name: tf.ggml_matmul(x, raw, t, n),
                                      raw.numel())
        if type_name in ("Q4_K", "Q8_0"):
            codes, scales, offsets, g, packed = repack_ggml(raw.cpu(), type_name, (n, k))
            codes, scales, offsets = (t.to(device) for t in (codes, scales, offsets))
            nbytes = sum(t.numel() * t.element_size() for t in (codes, scales, offsets))
            label = f"affine {type_name} ({'packed' if packed else 'unpacked'})"
            out[label] = (lambda x, c=codes, s=scales, o=offsets, g=g, p=packed:
                          tf.affine_matmul(x, c, s, o, g, n, p), nbytes)
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--shapes", nargs="*", help="KxN shapes (in x out); default: the real layer shapes")
    parser.add_argument("--m", nargs="*", type=int, default=[*DECODE_M, PREFILL_M], help="batch rows")
    parser.add_argument("--iters", type=int, default=20)
    args = parser.parse_args()

    interpret = os.environ.get("TRITON_INTERPRET", "0") not in ("", "0")
    if not torch.cuda.is_available() and not interpret:
        sys.exit("benchmarks/gpu.py needs a CUDA GPU and none is visible "
                 "(torch.cuda.is_available() is False); nothing was measured.")
    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    if args.shapes:
        shapes = {s: tuple(int(v) for v in s.split("x")) for s in args.shapes}
    else:
        shapes = SHAPES
    measure = timer(device)
    name = torch.cuda.get_device_name() if device.type == "cuda" else "CPU (interpreter smoke test)"
    print(f"# {name}; x in bf16; median of {args.iters} runs; "
          f"GB/s = weight bytes / time (M <= 16), TFLOP/s = 2 M N K / time (M > 16)")
    print(f"{'shape':28} {'kernel':26} " + " ".join(f"{'M=' + str(m):>9}" for m in args.m))
    for label, (k, n) in shapes.items():
        dense = torch.randn(n, k, device=device, dtype=torch.bfloat16)
        rows = {"torch.matmul bf16 (anchor)": (lambda x: torch.matmul(x, dense.T), dense.numel() * 2)}
        rows.update(kernels_for(k, n, device))
        for kname, (fn, nbytes) in rows.items():
            cells = []
            for m in args.m:
                x = torch.randn(m, k, device=device, dtype=torch.bfloat16)
                seconds = measure(lambda: fn(x), args.iters)
                if m <= 16:
                    cells.append(f"{nbytes / seconds / 1e9:7.0f}GB")
                else:
                    cells.append(f"{2 * m * n * k / seconds / 1e12:6.1f}TF")
            print(f"{label:28} {kname:26} " + " ".join(f"{c:>9}" for c in cells), flush=True)
        del dense, rows
        if device.type == "cuda":
            torch.cuda.empty_cache()


if __name__ == "__main__":
    main()
