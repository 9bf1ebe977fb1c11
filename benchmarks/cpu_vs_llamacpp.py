"""Side by side on the same GGUF files, in the same run: llama.cpp vs `run.py bench`.

Both sides: 2 threads, a prefill of the same 512-token prompt (the passage of
engine/bench.py), then 128 greedy decode steps, median of --runs; resident memory
(VmRSS) of a separate process each; load seconds. llama.cpp runs through
llama-cpp-python (`Llama(n_threads=2, n_ctx=1024 or prompt + decode)`, prefill timed around `eval`).

    python benchmarks/cpu_vs_llamacpp.py FILE.gguf [FILE.gguf ...] [--runs 3]
"""
import argparse
import json
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def llama_worker(path: str, threads: int, prompt_tokens: int, gen_tokens: int, runs: int) -> dict:
    """One llama.cpp measurement (run in its own process so its VmRSS is its own)."""
    import numpy as np
    from llama_cpp import Llama

    from engine.cli.bench import PASSAGE
    from engine.cli.sizes import status_mib

    t0 = time.perf_counter()
    n_ctx = max(1024, prompt_tokens + gen_tokens + 16)    # room for the prompt and the decode
    llm = Llama(model_path=path, n_threads=threads, n_threads_batch=threads, n_ctx=n_ctx,
                n_batch=512, verbose=False)
    load_s = time.perf_counter() - t0
    rss_load = status_mib("VmRSS")
    piece = llm.tokenize(PASSAGE.encode(), add_bos=False)
    ids = [llm.token_bos()] if llm.token_bos() >= 0 else []
    while len(ids) < prompt_tokens:
        ids += piece
    ids = ids[:prompt_tokens]
    n_vocab = llm.n_vocab()

    def last_logits():
        return np.ctypeslib.as_array(llm._ctx.get_logits(), shape=(n_vocab,))

    def one_run(ids, gen):
        llm.reset()
        t0 = time.perf_counter()
        llm.eval(ids)
        nxt = int(last_logits().argmax())
        t1 = time.perf_counter()
        for _ in range(gen - 1):
            llm.eval([nxt])
            nxt = int(last_logits().argmax())
        return t1 - t0, time.perf_counter() - t1

    one_run(ids[:16], 2)  # warm-up
    prefill, decode = [], []
    for _ in range(runs):
        p, d = one_run(ids, gen_tokens)
        prefill.append(len(ids) / p)
        decode.append((gen_tokens - 1) / d)
    return {"load_s": round(load_s, 3), "prefill_tok_s": round(statistics.median(prefill), 2),
            "decode_tok_s": round(statistics.median(decode), 2), "rss_load_mib": rss_load,
            "rss_run_mib": status_mib("VmRSS")}


def last_json(stdout: str, what: str) -> dict:
    for line in reversed(stdout.strip().splitlines()):
        if line.startswith("{"):
            return json.loads(line)
    raise RuntimeError(f"{what} printed no JSON result line; its output ended:\n{stdout[-2000:]}")


def run_child(cmd: list[str], what: str) -> dict:
    proc = subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT)
    if proc.returncode != 0:
        raise RuntimeError(f"{what} failed (exit {proc.returncode}):\n{proc.stderr[-3000:]}")
    return last_json(proc.stdout, what)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("files", nargs="+")
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--prompt-tokens", type=int, default=512)
    ap.add_argument("--gen-tokens", type=int, default=128)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--llama-worker", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    common = [str(args.threads), str(args.prompt_tokens), str(args.gen_tokens), str(args.runs)]
    if args.llama_worker:  # child process: measure llama.cpp on one file, print JSON
        print(json.dumps(llama_worker(args.files[0], *map(int, common))))
        return 0

    rows = []
    for f in args.files:
        name = Path(f).name
        ref = run_child([sys.executable, __file__, "--llama-worker", f, "--threads", common[0],
                         "--prompt-tokens", common[1], "--gen-tokens", common[2], "--runs", common[3]],
                        f"llama.cpp on {name}")
        ours = run_child([sys.executable, "run.py", "bench", "--model", f, "--threads", common[0],
                          "--prompt-tokens", common[1], "--gen-tokens", common[2], "--runs", common[3]],
                         f"run.py bench on {name}")
        file_mib = Path(f).stat().st_size / 2**20
        rows.append((name, file_mib, ref, ours))
        print(f"{name}: llama.cpp {ref}\n{' ' * len(name)}  ours      {ours}", flush=True)

    print(f"\n{args.threads} threads, prompt {args.prompt_tokens} tokens, decode {args.gen_tokens} tokens, "
          f"median of {args.runs} runs (ratio = ours / llama.cpp; >1 is better for tok/s, <1 for MiB and s)")
    print(f"{'file':42} {'metric':16} {'llama.cpp':>10} {'ours':>10} {'ratio':>7}")
    for name, file_mib, ref, ours in rows:
        for key, label in [("decode_tok_s", "decode tok/s"), ("prefill_tok_s", "prefill tok/s"),
                           ("rss_run_mib", "resident MiB"), ("load_s", "load s")]:
            ratio = ours[key] / ref[key] if ref[key] else float("nan")
            print(f"{name:42} {label:16} {ref[key]:10.1f} {ours[key]:10.1f} {ratio:7.2f}")
        print(f"{name:42} {'file MiB':16} {file_mib:10.1f} {'':10} "
              f"{ours['rss_run_mib'] / file_mib:6.2f}x (ours resident / file)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
