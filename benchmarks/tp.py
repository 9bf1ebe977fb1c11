"""Tensor parallelism's speed: one rank against two (one thread each), and llama.cpp's RPC backend
(layers split over rpc-server processes) beside them, on the same file.

    python benchmarks/wide_files.py --only llama8b            # Llama-3-8B widths, 2 layers, Q4_K_M
    python benchmarks/tp.py /tmp/wide_files/llama8b-wide-Q4_K_M.gguf --rounds 3 \
        --llama-bench BUILD/bin/llama-bench --rpc-server BUILD/bin/rpc-server

BUILD: llama.cpp from the llama-cpp-python sdist's vendored source, built with the oracle's flags
and RPC: `cmake -B build-rpc $(python -m engine.evaluation.llama_cpp_build --flags) -DGGML_RPC=ON
-DCMAKE_BUILD_TYPE=Release && cmake --build build-rpc --target llama-bench ggml-rpc-server`.

Ours decodes with the fused one-call step (its collectives are ops of the step's program), and
again layer by layer (`--no-fused`) for the split run, as a reference.
Columns: prefill and decode tok/s, medians of rounds that alternate the sides, and the bytes each
rank sends per decoded token (ours: two all-reduces of the hidden state a layer, gloo's ring
sending 2 (N-1)/N of it, and the logits' all-gather; not counted for llama.cpp's RPC, which sends
the hidden state between its servers' layer ranges). Everything on one machine over loopback: the ranks share its cores
and memory bandwidth, so this is a lower bound of what two machines give.
"""
import argparse
import json
import os
import signal
import socket
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def ours(path, ranks: int, args, fused: bool = True) -> dict:
    common = ["run.py", "bench", "-m", str(path), "--threads", "1", "--prompt-tokens", str(args.prompt_tokens),
              "--gen-tokens", str(args.gen_tokens), "--runs", str(args.runs)] + ([] if fused else ["--no-fused"])
    if ranks == 1:
        cmd = [sys.executable, *common]
    else:
        cmd = [sys.executable, "-m", "torch.distributed.run", "--nproc-per-node", str(ranks), "--master-addr",
               "127.0.0.1", "--master-port", str(free_port()), *common, "--tp", str(ranks)]
    done = subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, env=dict(os.environ, OMP_NUM_THREADS="1"))
    if done.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd[:4])}... failed (exit {done.returncode}): {done.stderr[-2000:]}")
    result = json.loads([ln for ln in done.stdout.splitlines() if ln.startswith("{")][-1])
    if result["fused_decode"] != fused:
        raise RuntimeError(f"{' '.join(cmd[:4])}...: the fused decode step was {'off' if fused else 'on'}")
    return {"prefill": result["prefill_tok_s"], "decode": result["decode_tok_s"]}


def llama_bench(exe, path, args, rpc: list[str] | None = None) -> dict:
    cmd = [str(exe), "-m", str(path), "-t", "1", "-p", str(args.prompt_tokens), "-n", str(args.gen_tokens),
           "-r", str(args.runs), "-o", "json"]
    if rpc:
        cmd += ["--rpc", ",".join(rpc), "-ngl", "99"]
    done = subprocess.run(cmd, capture_output=True, text=True)
    if done.returncode < 0:
        return {"error": f"llama.cpp crashed ({signal.Signals(-done.returncode).name}) on this CPU"}
    if done.returncode != 0:
        return {"error": f"llama-bench exit {done.returncode}: {done.stderr.strip().splitlines()[-1:]}"}
    out = {}
    for test in json.loads(done.stdout):
        out["prefill" if test["n_prompt"] and not test["n_gen"] else "decode"] = statistics.median(test["samples_ts"])
    return out


def with_rpc_servers(exe, n: int, fn):
    """fn(endpoints) with `n` rpc-server processes (one thread each) listening on loopback."""
    procs, endpoints = [], []
    try:
        for _ in range(n):
            port = free_port()
            procs.append(subprocess.Popen([str(exe), "-H", "127.0.0.1", "-p", str(port), "-t", "1"],
                                          stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
            endpoints.append(f"127.0.0.1:{port}")
        time.sleep(2.0)
        return fn(endpoints)
    finally:
        for p in procs:
            p.terminate()
            p.wait(timeout=10)


def bytes_per_token(path, ranks: int) -> int:
    """What one rank sends per decoded token (see the module docstring)."""
    from engine.gguf.load import model_config
    from engine.gguf.reader import GGUFReader
    c = model_config(GGUFReader(path))
    ring = 2 * (ranks - 1) / ranks * c["hidden_size"] * 4
    logits = (ranks - 1) * (c["vocab_size"] // ranks) * 4
    return int(c["num_hidden_layers"] * 2 * ring + logits)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("file", type=Path)
    ap.add_argument("--ranks", type=int, default=2)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--runs", type=int, default=2, help="runs per measurement (run.py bench --runs, llama-bench -r)")
    ap.add_argument("--prompt-tokens", type=int, default=128)
    ap.add_argument("--gen-tokens", type=int, default=32)
    ap.add_argument("--llama-bench", type=Path, default=None)
    ap.add_argument("--rpc-server", type=Path, default=None)
    args = ap.parse_args()
    if not args.file.is_file():
        ap.error(f"{args.file} is not a file")
    cpu = next((ln.split(":", 1)[1].strip() for ln in open("/proc/cpuinfo") if ln.startswith("model name")), "?")
    sides = {"ours 1 rank": lambda: ours(args.file, 1, args),
             f"ours {args.ranks} ranks": lambda: ours(args.file, args.ranks, args),
             f"ours {args.ranks} ranks, no fused": lambda: ours(args.file, args.ranks, args, fused=False)}
    if args.llama_bench:
        sides["llama.cpp 1 process"] = lambda: llama_bench(args.llama_bench, args.file, args)
        if args.rpc_server:
            sides[f"llama.cpp RPC {args.ranks} servers"] = lambda: with_rpc_servers(
                args.rpc_server, args.ranks, lambda eps: llama_bench(args.llama_bench, args.file, args, eps))
    rounds = {name: [] for name in sides}
    for r in range(args.rounds):
        for name in (list(sides) if r % 2 == 0 else list(reversed(sides))):
            rounds[name].append(sides[name]())
            print(f"round {r + 1} {name}: {rounds[name][-1]}", flush=True)
    print(f"\n{args.file.name} on {cpu} ({os.cpu_count()} cores), one thread a rank, medians of {args.rounds} rounds")
    print(f"{'side':<26}{'prefill tok/s':>14}{'decode tok/s':>14}{'decode vs 1':>12}{'bytes sent/token':>18}")
    base = statistics.median(x["decode"] for x in rounds["ours 1 rank"])
    for name, got in rounds.items():
        ok = [x for x in got if "error" not in x]
        if not ok:
            print(f"{name:<26}{got[-1]['error']}")
            continue
        pre, dec = (statistics.median(x[k] for x in ok) for k in ("prefill", "decode"))
        sent = bytes_per_token(args.file, args.ranks) if name.startswith(f"ours {args.ranks}") else None
        print(f"{name:<26}{pre:>14.2f}{dec:>14.2f}{dec / base:>12.2f}{'' if sent is None else sent:>18}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
