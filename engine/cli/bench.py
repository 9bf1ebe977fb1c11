"""`python run.py bench -m FILE.gguf`: Chapter 40's command, prefill and decode speed and memory
of a GGUF file (without a file: the kernels checked and timed on random weights,
kernels_check.py).

Loads the file with `load_gguf`, then, `--runs` times: a fresh KV cache, a prefill of
`--prompt-tokens` tokens (logits of the last one only); then the cache cut back to the
context before that prompt and `--gen-tokens` greedy decode steps of one token from there.
`--depth N` first fills the cache with N tokens of context (untimed, in chunks of
`--prompt-tokens`), so both timings start N tokens deep; that is how `llama-bench -d N -p
P -n G` times its prompt and its generation, each on its own from the same depth. Prints
the medians and, as the last line, one JSON object:

    {"model": ..., "threads": 2, "load_s": ..., "prefill_tok_s": ..., "decode_tok_s": ...,
     "depth": 0, "rss_load_mib": ..., "rss_run_mib": ..., "rss_peak_mib": ..., "file_mib": ...}

`*_best_tok_s` are the fastest run's (on a shared machine the least disturbed one).
Sizes are MiB (engine/cli/sizes.py). `rss_*` is the resident set (VmRSS of
/proc/self/status): the pages in RAM, mapped weights counted once read; at start, after
loading (the mapped weights mostly not read yet), after the runs; `rss_peak_mib` is its
high-water mark (VmHWM).
"""
import gc
import json
import statistics
import sys
import time
from pathlib import Path

from engine.cli.options import add_compute_options, add_model_file, add_tp_option, at_least, cache_types, join_tp
from engine.cli.sizes import mib, status_mib

# A fixed passage; the prompt is its tokens repeated up to --prompt-tokens.
PASSAGE = (
    "The history of computing is a story of layers. Transistors became logic gates, gates became "
    "processors, and processors learned to run programs written in languages that people could read. "
    "Each layer hid the one below it, and each made the next one possible. A language model running on "
    "a laptop is the newest of these layers: billions of numbers, stored in a few hundred megabytes, "
    "turned into words one token at a time. "
)


def add_arguments(parser):
    add_model_file(parser, required=False)
    parser.add_argument("--json", action="store_true",
                        help="without a file: one JSON object per block type instead of the table (default: the table)")
    parser.add_argument("--prompt-tokens", "-p", type=int, default=512, action=at_least(1), metavar="N",
                        help="tokens of the prompt each run prefills (default: %(default)s)")
    parser.add_argument("--gen-tokens", "-n", type=int, default=128, action=at_least(1), metavar="N",
                        help="tokens each run decodes, one at a time (default: %(default)s)")
    parser.add_argument("--depth", "-d", type=int, default=0, action=at_least(0), metavar="N",
                        help="tokens of context in the cache before each timed prefill and decode, filled "
                             "untimed (llama-bench -d N; default: %(default)s)")
    parser.add_argument("--runs", type=int, default=3, action=at_least(1), metavar="N",
                        help="repetitions; medians are reported (default: %(default)s)")
    add_compute_options(parser, threads_default=2, cpu_path=True)
    add_tp_option(parser)
    parser.add_argument("--no-fused", action="store_true",
                        help="decode layer by layer in PyTorch instead of one fused C call per token on the "
                             "CPU, or one CUDA graph replay per token on CUDA (default: fused where the C "
                             "library runs, graphed where the model captures)")


def prompt_ids(tok, n: int) -> list[int]:
    """n token ids: the passage's tokens repeated (BOS first when the tokenizer has one)."""
    piece = tok.encode(PASSAGE, add_special=False)
    ids = [tok.bos_id] if getattr(tok, "bos_id", None) is not None else []
    while len(ids) < n:
        ids += piece
    return ids[:n]


def one_run(model, KVCache, ids: list[int], gen_tokens: int, cache_types=(None, None),
            context: list[int] = ()) -> tuple[float, float, list[int]]:
    """(prefill seconds, decode seconds, generated ids) of one prefill of `ids` and one greedy
    decode of `gen_tokens` tokens, each starting after the same `context` tokens (prefilled
    untimed, in chunks of len(ids)): the decode continues from the prefill's next token with
    the prompt cut from the cache again (where a cache cannot cut back, window and recurrent
    layers, the context is prefilled anew). `cache_types`: the keys' and values' types."""
    import torch

    from engine.serve.sampling import greedy

    device = model.backend.device   # ids where the model is (its token read back by int(): a sync on CUDA)
    cache = KVCache.for_model(model, n_slots=1, max_len=len(context) + len(ids) + gen_tokens + 1,
                              k_type=cache_types[0], v_type=cache_types[1])

    def fill_context():
        for c in range(0, len(context), len(ids)):
            model(torch.tensor([list(context[c:c + len(ids)])], device=device), cache=cache, last_only=True)

    fill_context()
    x = torch.tensor([ids], device=device)
    t0 = time.perf_counter()
    logits = model(x, cache=cache, last_only=True)          # [1, 1, V]
    nxt = int(greedy(logits[:, -1])[0])
    t1 = time.perf_counter()
    if cache.keep(0, len(context)) != len(context):
        cache.reset(0)
        fill_context()
    out = [nxt]
    t1_decode = time.perf_counter()
    for _ in range(gen_tokens - 1):
        logits = model(torch.tensor([[nxt]], device=device), cache=cache, last_only=True)
        nxt = int(greedy(logits[:, -1])[0])
        out.append(nxt)
    t2 = time.perf_counter()
    return t1 - t0, t2 - t1_decode, out


def main(args) -> int:
    if not args.model_dir:
        if args.tp > 1:
            raise ValueError(f"--tp {args.tp} splits a model file: it goes with -m FILE.gguf")
        from engine.cli import kernels_check
        return kernels_check.main(args)
    import torch
    try:
        from engine.gguf.load import load_gguf
        from engine.kernels.backend import resolve_backend
        from engine.serve.kv_cache import KVCache
    except ImportError as e:
        print(f"run.py bench needs engine.gguf.load.load_gguf and engine.serve.kv_cache.KVCache, "
              f"which do not import here: {e}", file=sys.stderr)
        return 2
    from engine.cli.options import compute_device
    from engine.cli.preflight import context_length, open_model
    device = compute_device(args)                # a device the machine lacks: refused before the file is read
    path = Path(args.model_dir)
    # before the weights load: the file, and the tokens each run holds against its context
    context, total = context_length(open_model(path)), args.depth + args.prompt_tokens + args.gen_tokens
    if context and total > context:
        raise ValueError(f"--depth {args.depth} + --prompt-tokens {args.prompt_tokens} + --gen-tokens "
                         f"{args.gen_tokens} is {total} tokens; the model's context is {context} tokens")
    torch.set_num_threads(args.threads)
    tp = join_tp(args, device)                   # every rank runs the same steps in lockstep

    rss_start = status_mib("VmRSS")
    t0 = time.perf_counter()
    backend = resolve_backend(tp.device if tp is not None else device, kernels=args.kernels, activations=args.activations,
                              threads=args.threads, cpu_path=args.cpu_path)
    model, tok = load_gguf(str(path), dtype=getattr(torch, args.dtype), backend=backend, shard=tp,
                           weights=args.weights)
    load_s = time.perf_counter() - t0
    if args.no_fused:
        model.fused_decode = None
    rss_load = status_mib("VmRSS")
    ids = prompt_ids(tok, args.depth + args.prompt_tokens)
    context, ids = ids[:args.depth], ids[args.depth:]
    gc.freeze()   # as run.py gguf: the model and vocabulary stay out of the GC's scans

    prefill, decode = [], []
    with torch.inference_mode():
        types = cache_types(args)
        one_run(model, KVCache, ids[:16], 2, types)  # warm-up: kernel build, first-call allocations
        for r in range(args.runs):
            p, d, out = one_run(model, KVCache, ids, args.gen_tokens, types, context)
            prefill.append(len(ids) / p)
            decode.append((args.gen_tokens - 1) / d if args.gen_tokens > 1 else float("nan"))
            print(f"run {r + 1}: prefill {prefill[-1]:.1f} tok/s, decode {decode[-1]:.1f} tok/s")
    text = tok.decode(out[:24]).replace("\n", " ")
    result = {
        "model": path.name, "threads": args.threads, "prompt_tokens": len(ids),
        "gen_tokens": args.gen_tokens, "depth": args.depth, "runs": args.runs, "load_s": round(load_s, 3),
        "prefill_tok_s": round(statistics.median(prefill), 2),
        "decode_tok_s": round(statistics.median(decode), 2),
        "prefill_best_tok_s": round(max(prefill), 2), "decode_best_tok_s": round(max(decode), 2),
        "rss_start_mib": rss_start, "rss_load_mib": rss_load,
        "rss_run_mib": status_mib("VmRSS"), "rss_peak_mib": status_mib("VmHWM"),
        "file_mib": mib(path.stat().st_size),
        "fused_decode": model.fused_decode is not None, "weights": model.load_report.get("weights"),
        "activations": args.activations, "tp": args.tp,
        "cache_type_k": types[0], "cache_type_v": types[1], "cpu_path": backend.cpu_path,
    }
    print(f"{path.name}: load {load_s:.2f} s, prefill {result['prefill_tok_s']} tok/s "
          f"({len(ids)} tokens), decode {result['decode_tok_s']} tok/s ({args.gen_tokens} tokens), "
          f"resident {result['rss_run_mib']} MiB (file {result['file_mib']} MiB); continuation: {text!r}")
    print(json.dumps(result))
    return 0
