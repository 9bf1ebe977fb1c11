"""`python run.py bench` with no file: Chapter 40 on random weights. For a few block types
at a real layer's shape, every kernel of the C library (float and int8 activations, the
matrix-vector kernels of decode and the tiled prefill, each instruction-set copy this CPU
runs) against the PyTorch reference, and the decode kernels' speed in GB/s of weights read
next to torch summing the same bytes (the memory's ceiling), measured in the same run.
"""
import time

TYPES = ("Q4_0", "Q8_0", "Q4_K", "Q6_K", "IQ4_XS")
SHAPE = (1024, 2048)          # rows (out features) x columns (in features): ~2-4 MiB a type
PREFILL_ROWS = 48             # a batch past the matrix-vector kernels: the tiled GEMM
GOOD = {"float": 1e-4, "q8": 1e-4}   # largest relative difference from the reference, kernel to its reference


def _blocks(type_name, rows, cols, gen):
    """Random blocks whose scales give weights around 0.02 (sane for every type)."""
    import torch

    from engine.blocks import registry
    t = registry.ggml_type(type_name)
    raw = torch.randint(0, 256, (rows * cols // t.weights, t.bytes), dtype=torch.uint8, generator=gen)
    for at in registry.F16_FIELDS.get(type_name, ()):
        d = (torch.rand(raw.shape[0], generator=gen) * 0.002 + 0.001).half()
        raw[:, at:at + 2] = d.view(torch.uint8).reshape(-1, 2)
    return raw.reshape(rows, -1)


def _rel(a, b) -> float:
    return float((a - b).abs().max() / b.abs().max().clamp_min(1e-30))


def _gbps(fn, nbytes, seconds=0.2) -> float:
    fn()
    n, t0 = 0, time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        fn()
        n += 1
    return nbytes * n / (time.perf_counter() - t0) / 1e9


def check_kernels(threads: int) -> list:
    """One row per type: the kernels' largest relative differences from the reference and
    the decode speeds."""
    import torch

    from engine.kernels import cpu
    rows, cols = SHAPE
    gen = torch.Generator().manual_seed(0)
    paths = cpu.runnable_paths()
    out = []
    for type_name in TYPES:
        raw = _blocks(type_name, rows, cols, gen)
        one, many = torch.randn(1, cols, generator=gen), torch.randn(PREFILL_ROWS, cols, generator=gen)
        r = {"type": type_name, "float": 0.0, "q8": 0.0}
        for x in (one, many):
            want = cpu.ggml_gemm_reference(x, raw, type_name)
            want_q8 = cpu.ggml_gemm_q8_reference(x, raw, type_name)
            for path in paths:
                r["float"] = max(r["float"], _rel(cpu.ggml_gemm(x, raw, type_name, path=path, threads=threads), want))
                r["q8"] = max(r["q8"], _rel(cpu.ggml_gemm_q8(x, raw, type_name, path=path, threads=threads),
                                            want_q8))
        nbytes = raw.numel()
        flat = raw.reshape(-1)[: raw.numel() // 4 * 4].view(torch.float32)
        r["read_gbs"] = _gbps(lambda: flat.sum(), nbytes)        # torch reading the same bytes
        r["float_gbs"] = _gbps(lambda: cpu.ggml_gemm(one, raw, type_name, threads=threads), nbytes)
        r["q8_gbs"] = _gbps(lambda: cpu.ggml_gemm_q8(one, raw, type_name, threads=threads), nbytes)
        out.append(r)
    return out


def main(args) -> int:
    import json

    import torch

    from engine.kernels import cpu
    torch.set_num_threads(args.threads)
    cpu.require_library()
    results = check_kernels(args.threads)
    worst = max(max(r["float"], r["q8"]) for r in results)
    if args.json:
        for r in results:
            print(json.dumps(r))
    else:
        paths = cpu.runnable_paths()
        print(f"Chapter 40 on random weights ({SHAPE[0]} x {SHAPE[1]}), {args.threads} threads, "
              f"instruction-set copies checked: {', '.join(paths)}.\n"
              f"Each kernel (1 row: matrix-vector; {PREFILL_ROWS} rows: tiled prefill) against its "
              f"PyTorch reference, largest relative difference (good: below {GOOD['float']:.0e}, float "
              f"rounding); speed at 1 row in GB/s of weights read, beside torch summing the same bytes.\n")
        print(f"{'type':7} {'float diff':>10} {'q8 diff':>9} {'float GB/s':>10} {'q8 GB/s':>8} {'read GB/s':>9}")
        for r in results:
            print(f"{r['type']:7} {r['float']:10.1e} {r['q8']:9.1e} {r['float_gbs']:10.1f} {r['q8_gbs']:8.1f} "
                  f"{r['read_gbs']:9.1f}")
        print("\nA real file: python run.py bench -m model.gguf (prefill and decode tokens/s, memory).")
    if worst > GOOD["float"]:
        print(f"error: a kernel differs from its reference by {worst:.1e} (expected below {GOOD['float']:.0e})")
        return 1
    return 0
