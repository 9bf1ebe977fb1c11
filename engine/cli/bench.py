"""`python run.py bench`: prefill and decode speed and resident memory of a GGUF file.

Loads the file with `load_gguf`, then, `--runs` times: a fresh KV cache, a prefill of
`--prompt-tokens` tokens (logits of the last one only), and `--gen-tokens` greedy decode
steps of one token. Prints the medians and, as the last line, one JSON object:

    {"model": ..., "threads": 2, "load_s": ..., "prefill_tok_s": ..., "decode_tok_s": ...,
     "rss_load_mb": ..., "rss_run_mb": ..., "peak_rss_mb": ..., "file_mb": ...}

Resident memory is VmRSS from /proc/self/status (what the process keeps in RAM,
memory-mapped weights included), after loading and after the runs.
"""
import gc
import json
import statistics
import sys
import time
from pathlib import Path

import torch

# A fixed passage; the prompt is its tokens repeated up to --prompt-tokens.
PASSAGE = (
    "The history of computing is a story of layers. Transistors became logic gates, gates became "
    "processors, and processors learned to run programs written in languages that people could read. "
    "Each layer hid the one below it, and each made the next one possible. A language model running on "
    "a laptop is the newest of these layers: billions of numbers, stored in a few hundred megabytes, "
    "turned into words one token at a time. "
)


def add_arguments(parser):
    parser.add_argument("--model-dir", required=True, help="path of the .gguf file")
    parser.add_argument("--threads", type=int, default=2, help="CPU threads (torch and the C kernels)")
    parser.add_argument("--prompt-tokens", type=int, default=512)
    parser.add_argument("--gen-tokens", type=int, default=128)
    parser.add_argument("--runs", type=int, default=3, help="repetitions; medians are reported")
    parser.add_argument("--dtype", default="float32", choices=["float32", "bfloat16"],
                        help="activation dtype passed to load_gguf (default: %(default)s, as run.py gguf)")
    parser.add_argument("--activations", default="q8", choices=["q8", "float"],
                        help="q8: inputs quantized to 8 bits like llama.cpp (its arithmetic and speed); float: exact "
                             "(default: %(default)s, as run.py gguf)")
    parser.add_argument("--kv-cache", default="float16", choices=["float16", "float32"],
                        help="dtype of the stored keys/values (default: %(default)s, as llama.cpp)")
    parser.add_argument("--no-fused", action="store_true",
                        help="decode layer by layer in PyTorch instead of one fused C call per token")


def status_mb(field: str) -> float:
    """A memory figure (VmRSS, VmHWM ...) of this process from /proc/self/status, in MB."""
    try:
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith(field + ":"):
                return int(line.split()[1]) / 1024
    except OSError:
        pass
    return float("nan")


def prompt_ids(tok, n: int) -> list[int]:
    """n token ids: the passage's tokens repeated (BOS first when the tokenizer has one)."""
    piece = tok.encode(PASSAGE, add_special=False)
    ids = [tok.bos_id] if getattr(tok, "bos_id", None) is not None else []
    while len(ids) < n:
        ids += piece
    return ids[:n]


def one_run(model, KVCache, ids: list[int], gen_tokens: int, cache_dtype=None) -> tuple[float, float, list[int]]:
    """(prefill seconds, decode seconds, generated ids) of one prefill + greedy decode."""
    cache = KVCache.for_model(model, n_slots=1, max_len=len(ids) + gen_tokens + 1, dtype=cache_dtype)
    x = torch.tensor([ids])
    t0 = time.perf_counter()
    logits = model(x, cache=cache, last_only=True)          # [1, 1, V]
    nxt = int(logits[0, -1].argmax())
    t1 = time.perf_counter()
    out = [nxt]
    for _ in range(gen_tokens - 1):
        logits = model(torch.tensor([[nxt]]), cache=cache, last_only=True)
        nxt = int(logits[0, -1].argmax())
        out.append(nxt)
    t2 = time.perf_counter()
    return t1 - t0, t2 - t1, out


def main(args) -> int:
    try:
        from engine.gguf.load import load_gguf
        from engine.kernels.backend import resolve_backend
        from engine.serve.kv_cache import KVCache
    except ImportError as e:
        print(f"run.py bench needs engine.gguf.load.load_gguf and engine.serve.kv_cache.KVCache, "
              f"which do not import here: {e}", file=sys.stderr)
        return 2
    path = Path(args.model_dir)
    if not path.is_file():
        print(f"run.py bench: --model-dir {path} is not a file (expected a .gguf file)", file=sys.stderr)
        return 2
    if args.gen_tokens < 1 or args.prompt_tokens < 1 or args.runs < 1:
        print("run.py bench: --prompt-tokens, --gen-tokens and --runs must be at least 1", file=sys.stderr)
        return 2
    torch.set_num_threads(args.threads)

    rss_start = status_mb("VmRSS")
    t0 = time.perf_counter()
    backend = resolve_backend("cpu", activations=args.activations, threads=args.threads)
    model, tok = load_gguf(str(path), dtype=getattr(torch, args.dtype), backend=backend)
    load_s = time.perf_counter() - t0
    if args.no_fused:
        model.fused_decode = None
    rss_load = status_mb("VmRSS")
    ids = prompt_ids(tok, args.prompt_tokens)
    gc.freeze()   # as run.py gguf: the model and vocabulary stay out of the GC's scans

    prefill, decode = [], []
    with torch.inference_mode():
        cache_dtype = getattr(torch, args.kv_cache)
        one_run(model, KVCache, ids[:16], 2, cache_dtype)  # warm-up: kernel build, first-call allocations
        for r in range(args.runs):
            p, d, out = one_run(model, KVCache, ids, args.gen_tokens, cache_dtype)
            prefill.append(len(ids) / p)
            decode.append((args.gen_tokens - 1) / d if args.gen_tokens > 1 else float("nan"))
            print(f"run {r + 1}: prefill {prefill[-1]:.1f} tok/s, decode {decode[-1]:.1f} tok/s")
    text = tok.decode(out[:24]).replace("\n", " ")
    result = {
        "model": path.name, "threads": args.threads, "prompt_tokens": len(ids),
        "gen_tokens": args.gen_tokens, "runs": args.runs, "load_s": round(load_s, 3),
        "prefill_tok_s": round(statistics.median(prefill), 2),
        "decode_tok_s": round(statistics.median(decode), 2),
        "rss_start_mb": round(rss_start, 1), "rss_load_mb": round(rss_load, 1),
        "rss_run_mb": round(status_mb("VmRSS"), 1), "peak_rss_mb": round(status_mb("VmHWM"), 1),
        "file_mb": round(path.stat().st_size / 1e6, 1),
        "fused_decode": model.fused_decode is not None, "activations": args.activations,
        "kv_cache": args.kv_cache,
    }
    print(f"{path.name}: load {load_s:.2f} s, prefill {result['prefill_tok_s']} tok/s "
          f"({len(ids)} tokens), decode {result['decode_tok_s']} tok/s ({args.gen_tokens} tokens), "
          f"resident {result['rss_run_mb']} MB (file {result['file_mb']} MB); continuation: {text!r}")
    print(json.dumps(result))
    return 0
