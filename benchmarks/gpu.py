"""GPU benchmark of the quantized matmul kernels next to a dense bf16 torch.matmul.

For each kernel and real layer shape (in x out), it reports the achieved bandwidth of
weight bytes read (GB/s) at decode batch sizes M = 1, 4, 16 and the compute rate (TFLOP/s)
at prefill M = 512; the anchor is torch.matmul with the same shape in bf16, timed in the
same run. Weights are random blocks with moderate scales (speed does not depend on the
values). Kernels: the direct GGML kernels (every type the registry flags `triton`, reading
the file's blocks: engine/kernels/triton_blocks.py), the affine kernel over packed (Q4_K repacked) and unpacked (Q8_0) codes, and
the codebook kernel (IQ4_XS repacked). MoE experts (Q4_K, MXFP4): EXPERTS experts of the
shape, each of the M tokens routed to TOP_K of them, by the grouped expert kernel
(engine/kernels/triton_experts.py: one launch) and by a launch per used expert (the path it
replaces); their GB/s count the used experts' bytes.

    python benchmarks/gpu.py                  # all shapes, a few minutes on one GPU
    python benchmarks/gpu.py --shapes 4096x14336 --iters 50

Needs CUDA. `TRITON_INTERPRET=1 python benchmarks/gpu.py --shapes 256x64 --m 1 --iters 1`
runs the same code on CPU as a smoke test (its timings mean nothing).

The models table (`--only models`, or both by default) loads whole GGUF files on the GPU:
the three real files of $GGUF_MODELS and the 8B-wide file of benchmarks/wide_files.py
(`python benchmarks/wide_files.py --only llama8b`; a file that is absent is skipped with a
line saying so), each twice: kept in its GGML blocks (kernels="triton") and decoded to a
dense bf16 copy computed by PyTorch (the anchor); "GGML blocks" decodes layer by layer
(eager), "GGML graphed" the same model as one CUDA graph replay per step (engine/kernels/cuda_graph.py;
the load report's reason instead where the model does not capture). For each: load seconds, GPU memory the
weights hold against the file's tensor bytes, prefill tok/s of a --prompt-tokens prompt and
decode tok/s of --gen-tokens greedy steps (a step's logits go back to the host, as a server's
sampling does), and the decode's HBM roofline: the bytes a token reads (every weight matrix
but the looked-up embedding, plus the KV cache at that depth) over the copy bandwidth
measured in the same run (and the card's nominal peak where its name is known): the fraction
of it the decode reaches is the goal's figure (>= 70% on Q4_K at batch 1).

    python benchmarks/gpu.py --only models                        # all four files, one GPU
    python benchmarks/gpu.py --only models --models F.gguf --prompt-tokens 512 --gen-tokens 64
    TRITON_INTERPRET=1 python benchmarks/gpu.py --only models --models tiny.gguf \
        --prompt-tokens 8 --gen-tokens 3 --runs 1                # CPU smoke test
"""
import argparse
import os
import statistics
import sys
import time
from pathlib import Path

import torch

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from engine.blocks import registry  # noqa: E402

SHAPES = {  # name -> (in_features K, out_features N)
    "0.5B gate/up 896x4864": (896, 4864),
    "0.5B down 4864x896": (4864, 896),
    "0.5B lm_head 896x151936": (896, 151936),
    "8B gate/up 4096x14336": (4096, 14336),
    "8B down 14336x4096": (14336, 4096),
}
DECODE_M, PREFILL_M = (1, 4, 16), 512
EXPERTS, TOP_K = 16, 4        # the MoE rows: experts of the shape, experts a token is routed to
DIRECT = tuple(t.name for t in registry.REGISTRY.values() if t.triton)
# type -> (weights per block, bytes per block, byte offsets of its f16 scale fields), from the
# registry (MXFP4's exponent byte is set in random_blocks)
BLOCKS = {name: (*registry.BLOCK[name], registry.F16_FIELDS.get(name, ())) for name in DIRECT}


def random_blocks(type_name, n, k, device):
    """Random GGML rows uint8 [n, row_bytes] with moderate f16 scales."""
    per_block, size, fields = BLOCKS[type_name]
    raw = torch.randint(0, 256, (n * k // per_block, size), dtype=torch.uint8, device=device)
    for at in fields:
        d = (torch.rand(raw.shape[0], device=device) * 0.01).half()
        raw[:, at:at + 2] = d.view(torch.uint8).reshape(-1, 2)
    if type_name == "MXFP4":    # its E8M0 exponent byte: scales 2^-7 .. 1, no overflow in the sums
        raw[:, 0] = torch.randint(120, 128, (raw.shape[0],), dtype=torch.uint8, device=device)
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
    from engine.kernels import triton_blocks as tb
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
        out[f"direct {type_name}"] = (lambda x, raw=raw, t=type_name: tb.ggml_matmul(x, raw, t, n),
                                      raw.numel())
        if type_name in ("Q4_K", "Q8_0"):
            codes, scales, offsets, g, packed = repack_ggml(raw.cpu(), type_name, (n, k))
            codes, scales, offsets = (t.to(device) for t in (codes, scales, offsets))
            nbytes = sum(t.numel() * t.element_size() for t in (codes, scales, offsets))
            label = f"affine {type_name} ({'packed' if packed else 'unpacked'})"
            out[label] = (lambda x, c=codes, s=scales, o=offsets, g=g, p=packed:
                          tf.affine_matmul(x, c, s, o, g, n, p), nbytes)
    for type_name in ("Q4_K", "MXFP4"):
        if k % BLOCKS[type_name][0] == 0 and EXPERTS * n * k <= 1 << 30:
            out.update(experts_for(type_name, k, n, device))
    return out


def experts_for(type_name, k, n, device):
    """The MoE rows: (fn(x), bytes read by m) for the grouped kernel and the per-expert loop;
    token i is routed to experts (i * TOP_K + j) % EXPERTS, j < TOP_K."""
    from engine.kernels import triton_blocks as tb
    from engine.kernels import triton_experts as te
    raw = torch.stack([random_blocks(type_name, n, k, device) for _ in range(EXPERTS)])

    def routed(m):
        ids = (torch.arange(m * TOP_K, device=device) % EXPERTS).to(torch.int32)
        return ids, (torch.arange(m * TOP_K, device=device) // TOP_K).to(torch.int32)

    def grouped(x):
        ids, rows = routed(x.shape[0])
        return te.ggml_experts_matmul(x, raw, type_name, n, ids, rows, per_expert=x.shape[0])

    def per_expert(x):
        ids = routed(x.shape[0])[0].cpu()
        return [tb.ggml_matmul(x[(ids == e).nonzero()[:, 0] // TOP_K], raw[e], type_name, n)
                for e in ids.unique().tolist()]

    used = lambda m: min(EXPERTS, m * TOP_K) * raw[0].numel()       # noqa: E731
    label = f"experts {type_name} {EXPERTS}/{TOP_K}"
    return {f"{label} grouped": (grouped, used), f"{label} per expert": (per_expert, used)}


# the three real files (../shared/models/fetch) and the wide file, in the models table
REAL_FILES = ("SmolLM2-135M-Instruct.Q4_1.gguf", "qwen2.5-coder-0.5b-instruct-q4_k_m.gguf",
              "gemma-3-270m-q4_k_m.gguf")
WIDE_FILE = Path("/tmp/wide_files/llama8b-wide-Q4_K_M.gguf")
# nominal HBM bandwidth (bytes/s) by a substring of torch.cuda.get_device_name()
NOMINAL_BANDWIDTH = {"H200": 4.8e12, "H100 NVL": 3.9e12, "H100 PCIe": 2.0e12, "H100": 3.35e12,
                     "A100-SXM4-80GB": 2.04e12, "A100": 1.55e12, "L40S": 0.864e12, "L4": 0.3e12}


def default_models() -> list[Path]:
    folder = Path(os.environ.get("GGUF_MODELS", "/root/.cache/gguf-models"))
    return [folder / name for name in REAL_FILES] + [WIDE_FILE]


def copy_bandwidth(device, nbytes=1 << 30, iters=10) -> float | None:
    """Bytes/s a device-to-device copy moves (read + write), the roofline's measured peak."""
    if device.type != "cuda":
        return None
    src = torch.empty(nbytes, dtype=torch.uint8, device=device)
    dst = torch.empty_like(src)
    return 2 * nbytes / timer(device)(lambda: dst.copy_(src), iters)


def decode_bytes(path, depth: int) -> int:
    """Bytes one decoded token reads: every weight matrix but a looked-up embedding (the tied
    one is the output matrix and read whole), and the keys and values of `depth` tokens (f16)."""
    from engine.gguf.load import model_config
    from engine.gguf.reader import GGUFReader
    reader = GGUFReader(path)
    names = list(reader.tensors)
    tied = "output.weight" not in names
    weights = sum(reader.nbytes(n) for n in names
                  if len(reader.tensors[n][0]) >= 2 and (tied or n != "token_embd.weight"))
    c = model_config(reader)
    kv_heads = c.get("num_key_value_heads") or c["num_attention_heads"]
    head_dim = c.get("head_dim") or c["hidden_size"] // c["num_attention_heads"]
    kv = 2 * c["num_hidden_layers"] * kv_heads * head_dim * 2 * depth
    return weights + kv


def time_model(model, device, vocab: int, prompt: int, gen: int, runs: int) -> tuple[float, float]:
    """Median (prefill tok/s, decode tok/s) of `runs` runs of `run.py bench`'s (`one_run`: a
    fresh cache, a prompt of random ids, then greedy one-token steps, each step's id read back
    on the host) after one that warms up (kernel compiles)."""
    from engine.cli.bench import one_run
    from engine.serve.kv_cache import KVCache
    ids = torch.randint(0, vocab, (prompt,), generator=torch.Generator().manual_seed(0)).tolist()
    prefill, decode = [], []
    for r in range(runs + 1):
        p, d, _ = one_run(model, KVCache, ids, gen + 1)
        if r:
            prefill.append(prompt / p)
            decode.append(gen / d)
    return statistics.median(prefill), statistics.median(decode)


def weight_memory(device, before: int) -> int | None:
    return torch.cuda.memory_allocated(device) - before if device.type == "cuda" else None


def models_table(args, device):
    """The whole-model rows of the module docstring."""
    from engine.gguf.load import load_gguf
    from engine.gguf.reader import GGUFReader
    from engine.kernels.backend import resolve_backend
    peak = copy_bandwidth(device)
    name = torch.cuda.get_device_name(device) if device.type == "cuda" else "CPU"
    nominal = next((v for k, v in NOMINAL_BANDWIDTH.items() if k in name), None)
    print(f"\n# models on {name}: prompt {args.prompt_tokens}, {args.gen_tokens} decode steps, median of "
          f"{args.runs} runs after a warm-up; activations bf16; copy bandwidth "
          + (f"{peak / 1e9:.0f} GB/s" if peak else "not measured (no GPU)")
          + (f", nominal {nominal / 1e9:.0f} GB/s" if nominal else ""))
    print(f"{'file':44} {'weights':14} {'load s':>7} {'GPU MiB':>9} {'/ file':>7} {'prefill':>9} "
          f"{'decode':>8} {'GB/s':>7} {'% copy':>7} {'% nominal':>9}")
    for path in args.models:
        if not path.is_file():
            print(f"{path.name:44} absent: skipped (real files: ../shared/models/fetch; the wide one: "
                  f"python benchmarks/wide_files.py --only llama8b)")
            continue
        reader = GGUFReader(path)
        file_bytes = sum(reader.nbytes(n) for n in reader.tensors)
        vocab = reader.tensors["token_embd.weight"][0][0]
        reader.close()
        per_token = decode_bytes(path, args.prompt_tokens + args.gen_tokens // 2)
        for label, quantized in (("GGML blocks", True), ("dense bf16", False)):
            backend = resolve_backend(device, kernels="triton" if quantized else "torch")
            before = torch.cuda.memory_allocated(device) if device.type == "cuda" else 0
            t0 = time.perf_counter()
            model, _ = load_gguf(str(path), device=device, dtype=torch.bfloat16, keep_quantized=quantized,
                                 backend=backend, progress=False)
            load_s = time.perf_counter() - t0
            held = weight_memory(device, before)
            graphed = model.fused_decode        # the decode step as a CUDA graph, where it captures
            for variant, step in ((label, None),) + ((("GGML graphed", graphed),) if quantized else ()):
                if variant != label and step is None:
                    print(f"{path.name:44} {variant:14} {model.load_report.get('fused_decode')}", flush=True)
                    continue
                model.fused_decode = step       # eager decode first, then the graphed one
                with torch.inference_mode():
                    pre, dec = time_model(model, device, vocab, args.prompt_tokens, args.gen_tokens, args.runs)
                read = (per_token if quantized else None)
                gbs = read * dec / 1e9 if read else None
                cells = [f"{load_s:7.2f}", f"{held / 2**20:9.0f}" if held is not None else f"{'-':>9}",
                         f"{held / file_bytes:7.2f}" if held is not None else f"{'-':>7}",
                         f"{pre:9.1f}", f"{dec:8.1f}", f"{gbs:7.0f}" if gbs else f"{'-':>7}",
                         f"{100 * gbs * 1e9 / peak:6.0f}%" if gbs and peak else f"{'-':>7}",
                         f"{100 * gbs * 1e9 / nominal:8.0f}%" if gbs and nominal else f"{'-':>9}"]
                print(f"{path.name:44} {variant:14} " + " ".join(cells), flush=True)
            del model, graphed
            if device.type == "cuda":
                torch.cuda.empty_cache()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--only", choices=("kernels", "models"), default=None,
                        help="one of the two tables (default: both)")
    parser.add_argument("--shapes", nargs="*", help="KxN shapes (in x out); default: the real layer shapes")
    parser.add_argument("--m", nargs="*", type=int, default=[*DECODE_M, PREFILL_M], help="batch rows")
    parser.add_argument("--iters", type=int, default=20)
    parser.add_argument("--models", nargs="*", type=Path, default=None,
                        help="GGUF files of the models table (default: the three real files and the 8B-wide one)")
    parser.add_argument("--prompt-tokens", type=int, default=512)
    parser.add_argument("--gen-tokens", type=int, default=64)
    parser.add_argument("--runs", type=int, default=3)
    args = parser.parse_args()
    args.models = args.models or default_models()

    interpret = os.environ.get("TRITON_INTERPRET", "0") not in ("", "0")
    if not torch.cuda.is_available() and not interpret:
        sys.exit("benchmarks/gpu.py needs a CUDA GPU and none is visible "
                 "(torch.cuda.is_available() is False); nothing was measured.")
    device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
    if args.only != "models":
        kernels_table(args, device)
    if args.only != "kernels":
        models_table(args, device)


def kernels_table(args, device):
    """The kernels' rows of the module docstring."""
    if args.shapes:
        shapes = {s: tuple(int(v) for v in s.split("x")) for s in args.shapes}
    else:
        shapes = SHAPES
    measure = timer(device)
    name = torch.cuda.get_device_name() if device.type == "cuda" else "CPU (interpreter smoke test)"
    print(f"# {name}; x in bf16; median of {args.iters} runs; "
          f"GB/s = weight bytes / time (M <= 16), TFLOP/s = 2 M N K / time (M > 16)")
    print(f"{'shape':28} {'kernel':30} " + " ".join(f"{'M=' + str(m):>9}" for m in args.m))
    for label, (k, n) in shapes.items():
        dense = torch.randn(n, k, device=device, dtype=torch.bfloat16)
        rows = {"torch.matmul bf16 (anchor)": (lambda x, w=dense: torch.matmul(x, w.T), dense.numel() * 2)}
        rows.update(kernels_for(k, n, device))
        for kname, (fn, nbytes) in rows.items():
            cells = []
            for m in args.m:
                x = torch.randn(m, k, device=device, dtype=torch.bfloat16)
                seconds = measure(lambda: fn(x), args.iters)
                if m <= 16:
                    read = nbytes(m) if callable(nbytes) else nbytes
                    cells.append(f"{read / seconds / 1e9:7.0f}GB")
                else:
                    cells.append(f"{2 * m * n * k / seconds / 1e12:6.1f}TF")
            print(f"{label:28} {kname:30} " + " ".join(f"{c:>9}" for c in cells), flush=True)
        del dense, rows
        if device.type == "cuda":
            torch.cuda.empty_cache()


if __name__ == "__main__":
    main()
