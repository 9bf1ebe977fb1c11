"""Side by side in the same run: `run.py serve` vs llama.cpp's own `llama-server`, same
GGUF file, same slots, same threads, the same requests through the same HTTP client.

For 1, 4 and 8 concurrent clients: streamed chat completions (greedy, `ignore_eos`, so
every answer has --max-tokens tokens) of distinct prompts of about --prompt-words words;
aggregate generated tokens per second (all tokens / wall time of the round) and time to
first token p50 / p99 over every request. Then the second turn of chats: a first turn,
then the same conversation with the answer and a new question, whose prompt is mostly in
the prompt cache: its time to first token (median). Rounds alternate between the two
servers, so a change in the machine's load hits both.

    python benchmarks/serve.py FILE.gguf [--llama-server PATH] [--parallel 8] [--rounds 3] [--deterministic]

With --deterministic a third server takes its turn in every round: ours with
`--deterministic` (batch-invariant answers), its throughput and time to first token beside
the default's: what the mode costs.

With --spec: single-stream decode tokens per second of speculative decoding on a
code-editing request (rename variables in a function: the answer repeats the prompt),
greedy, one slot: our plain decode, our n-gram lookup (--spec-ngram), ours with a draft
model (--draft-model, default the file itself: the degenerate check, every draft accepted),
and llama-server plain, with its n-gram lookup (--spec-type ngram-simple) and with the same
draft model (-md); decode speed from the streamed tokens after the first, medians of --rounds.

llama-server is looked for at --llama-server (default: $LLAMA_SERVER, else `llama-server`
on PATH); build it with
cmake from the vendored llama.cpp of the llama-cpp-python sdist (`--target llama-server`).
"""
import argparse
import inspect
import json
import os
import shutil
import socket
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parents[1]
TOPICS = ["rivers", "volcanoes", "chess", "bread", "comets", "bridges", "owls", "glaciers", "violins",
          "deserts", "tides", "bees", "lighthouses", "coral", "trains", "maps"]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class Server:
    """A server child process on a free loopback port."""

    def __init__(self, name, cmd, port, log):
        self.name, self.url = name, f"http://127.0.0.1:{port}"
        self.proc = subprocess.Popen(cmd, cwd=ROOT, stdout=log, stderr=subprocess.STDOUT)
        deadline = time.time() + 300
        while True:
            if self.proc.poll() is not None:
                raise RuntimeError(f"{name} exited with {self.proc.returncode}; its log is {log.name}")
            try:
                if httpx.get(self.url + "/health", timeout=2).status_code == 200:
                    break
            except httpx.TransportError:
                pass
            if time.time() > deadline:
                raise RuntimeError(f"{name} did not become healthy; its log is {log.name}")
            time.sleep(0.2)

    def stop(self):
        self.proc.terminate()
        try:
            self.proc.wait(30)
        except subprocess.TimeoutExpired:
            self.proc.kill()


def prompt(k: int, words: int) -> str:
    topic = TOPICS[k % len(TOPICS)]
    filler = " ".join(f"{topic}" if i % 7 == 0 else w for i, w in enumerate(
        ("Tell me something new and surprising about the history and the science of " + topic +
         ", with details that a curious student would remember for years. ").split() * 8))
    return f"Request {k}. " + " ".join(filler.split()[:words])


def stream_chat(url, messages, max_tokens, ignore_eos=True):
    """(time to first token, completion tokens, seconds, text) of one streamed greedy answer."""
    body = {"messages": messages, "max_tokens": max_tokens, "temperature": 0, "ignore_eos": ignore_eos,
            "stream": True, "stream_options": {"include_usage": True}}
    t0 = time.perf_counter()
    first, tokens, chunks, text = None, None, 0, ""
    with httpx.stream("POST", url + "/v1/chat/completions", json=body, timeout=600) as r:
        r.raise_for_status()
        for line in r.iter_lines():
            if not line.startswith("data: ") or line == "data: [DONE]":
                continue
            event = json.loads(line[6:])
            for choice in event.get("choices") or []:
                piece = (choice.get("delta") or {}).get("content")
                if piece:
                    first = first or time.perf_counter()
                    chunks += 1
                    text += piece
            if event.get("usage"):
                tokens = event["usage"]["completion_tokens"]
    return (first or time.perf_counter()) - t0, tokens or chunks, time.perf_counter() - t0, text


def concurrent_round(url, clients, max_tokens, words, start_id):
    results = [None] * clients

    def one(i):
        results[i] = stream_chat(url, [{"role": "user", "content": prompt(start_id + i, words)}], max_tokens)
    threads = [threading.Thread(target=one, args=(i,)) for i in range(clients)]
    t0 = time.perf_counter()
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    wall = time.perf_counter() - t0
    return sum(r[1] for r in results) / wall, [r[0] for r in results]


def second_turn(url, k, max_tokens, words):
    """TTFT of a chat's second turn (its first turn answered just before)."""
    first = [{"role": "user", "content": prompt(1000 + k, words * 3)}]
    _, _, _, answer = stream_chat(url, first, max_tokens)
    turn = first + [{"role": "assistant", "content": answer}, {"role": "user", "content": "Say that again, shorter."}]
    return stream_chat(url, turn, 8)[0]


# what --spec asks each server to rewrite: a function its answer repeats with two names changed
EDIT_CODE = inspect.getsource(concurrent_round)
EDIT_REQUEST = ("Rewrite this function with the variable `results` renamed to `outcomes` and `wall` renamed to "
                "`elapsed`. Answer with the code only.\n\n```python\n" + EDIT_CODE + "```")


def decode_speed(url, max_tokens):
    """(decode tokens per second after the first token, completion tokens, the answer) of one
    greedy streamed answer to EDIT_REQUEST."""
    ttft, tokens, total, text = stream_chat(url, [{"role": "user", "content": EDIT_REQUEST}], max_tokens,
                                            ignore_eos=False)
    return (tokens - 1) / max(total - ttft, 1e-9), tokens, text


def spec_main(args, binary) -> int:
    """--spec: each configuration's server alone (one slot), its median decode speed."""
    draft = args.draft_model or args.model
    ours = [sys.executable, "run.py", "serve", "--model-dir", args.model, "--parallel", "1", "--ctx-size",
            str(args.ctx_size), "--threads", str(args.threads), "--log-level", "warning"]
    llama = [binary, "-m", args.model, "--parallel", "1", "-c", str(args.ctx_size), "-t", str(args.threads), "-tb",
             str(args.threads), "--no-webui", *args.llama_args.split()] if binary else None
    configs = [("ours plain", ours), ("ours n-gram", ours + ["--spec-ngram", "--draft-max", str(args.draft_max)]),
               ("ours draft model", ours + ["--model-draft", draft, "--draft-max", str(args.draft_max)])]
    if llama:
        configs += [("llama plain", llama), ("llama n-gram", llama + ["--spec-type", "ngram-simple"]),
                    ("llama draft model", llama + ["-md", draft, "--spec-draft-n-max", str(args.draft_max)])]
    if args.spec_configs:
        wanted = args.spec_configs.split(",")
        configs = [c for c in configs if c[0] == "ours plain" or c[0] in wanted]
    results = {}
    for name, cmd in configs:
        port = free_port()
        log = open(f"/tmp/bench-spec-{name.replace(' ', '-')}.log", "w")
        server = Server(name, cmd + ["--port", str(port)], port, log)
        try:
            decode_speed(server.url, 8)                       # warm-up
            runs = [decode_speed(server.url, args.max_tokens) for _ in range(args.rounds)]
        finally:
            server.stop()
        results[name] = (statistics.median(r[0] for r in runs), runs[-1][1], runs[-1][2])
        print(f"{name:>18}: {results[name][0]:7.1f} tok/s ({results[name][1]} tokens)", flush=True)
    base = results["ours plain"][0]
    print(f"{Path(args.model).name}, draft {Path(draft).name}: one slot, {args.threads} threads, greedy, up to "
          f"{args.max_tokens} tokens, --draft-max {args.draft_max}, median of {args.rounds}; load average "
          f"{os.getloadavg()[0]:.1f}; CPU flags: {cpu_flags()}")
    print(f"{'':>18}   {'decode tok/s':>12} {'x our plain':>11}  same text as our plain")
    for name, (tps, n, text) in results.items():
        print(f"{name:>18}   {tps:>12.1f} {tps / base:>11.2f}  {text == results['ours plain'][2]}")
    print(json.dumps({name: {"decode_tok_per_s": round(r[0], 2), "tokens": r[1]} for name, r in results.items()}))
    return 0


def percentile(values, q):
    values = sorted(values)
    return values[min(len(values) - 1, max(0, round(q / 100 * (len(values) - 1))))]


def cpu_flags() -> str:
    try:
        flags = set(open("/proc/cpuinfo").read().split())
    except OSError:
        return "unknown"
    return " ".join(sorted(f for f in flags if f.startswith("avx512") or f == "avx2")) or "no avx2"


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("model", help="the GGUF file both servers serve")
    ap.add_argument("--llama-server", default=os.environ.get("LLAMA_SERVER") or shutil.which("llama-server"),
                    help="llama-server binary (default: $LLAMA_SERVER, else llama-server on PATH)")
    ap.add_argument("--parallel", type=int, default=8, help="slots on both servers (default: %(default)s)")
    ap.add_argument("--ctx-size", type=int, default=1024, help="tokens per slot (default: %(default)s)")
    ap.add_argument("--threads", type=int, default=os.cpu_count(), help="threads on both (default: all cores)")
    ap.add_argument("--clients", default="1,4,8", help="concurrencies (default: %(default)s)")
    ap.add_argument("--max-tokens", type=int, default=64, help="tokens per answer (default: %(default)s)")
    ap.add_argument("--prompt-words", type=int, default=60, help="words per prompt (default: %(default)s)")
    ap.add_argument("--rounds", type=int, default=3, help="rounds per concurrency and server (default: %(default)s)")
    ap.add_argument("--llama-args", default="", help="extra llama-server arguments, e.g. '--poll 0' (its threads "
                                                     "then wait without spinning, as ours do)")
    ap.add_argument("--turns", type=int, default=4, help="chats whose second turn is timed (default: %(default)s)")
    ap.add_argument("--deterministic", action="store_true",
                    help="also measure ours with --deterministic (batch-invariant answers): its cost")
    ap.add_argument("--spec", action="store_true",
                    help="speculative decoding instead: single-stream decode speed on a code-editing request")
    ap.add_argument("--draft-model", default=None, help="with --spec: the draft model (default: the file itself)")
    ap.add_argument("--draft-max", type=int, default=8, help="with --spec: tokens drafted per step (default: %(default)s)")
    ap.add_argument("--spec-configs", default=None,
                    help="with --spec: only these, comma-separated, beside 'ours plain' (e.g. 'ours n-gram,llama "
                         "n-gram'; default: all six)")
    args = ap.parse_args()

    binary = args.llama_server
    if args.spec:
        if args.max_tokens == 64:
            args.max_tokens = 256                     # room for the whole rewritten function
        return spec_main(args, binary if binary and os.path.exists(binary) else None)
    if not binary or not os.path.exists(binary):
        print(f"llama-server not found ({binary or 'not on PATH, $LLAMA_SERVER unset'}): build "
              f"it from the llama-cpp-python sdist's vendored llama.cpp (cmake --build build --target "
              f"llama-server) and pass --llama-server PATH", file=sys.stderr)
        return 1
    clients = [int(c) for c in args.clients.split(",")]
    logs = {n: open(f"/tmp/bench-serve-{n}.log", "w") for n in ("ours", "llama", "det")}
    ours_port, llama_port, det_port = free_port(), free_port(), free_port()

    def ours(port, *extra):
        return [sys.executable, "run.py", "serve", "--model-dir", args.model, "--port", str(port), "--parallel",
                str(args.parallel), "--ctx-size", str(args.parallel * args.ctx_size), "--threads", str(args.threads),
                "--log-level", "warning", *extra]
    servers = {
        "ours": Server("ours", ours(ours_port), ours_port, logs["ours"]),
        "llama": Server("llama", [binary, "-m", args.model, "--port", str(llama_port), "--parallel", str(args.parallel),
                                  "-c", str(args.parallel * args.ctx_size), "-t", str(args.threads), "-tb",
                                  str(args.threads), "--no-webui", *args.llama_args.split()], llama_port,
                                 logs["llama"]),
    }
    if args.deterministic:
        servers["det"] = Server("det", ours(det_port, "--deterministic"), det_port, logs["det"])
    try:
        for s in servers.values():                     # warm-up: first requests pay one-time costs
            concurrent_round(s.url, 2, 8, args.prompt_words, 9000)
        rows, ids = {}, 0
        for c in clients:
            got = {n: ([], []) for n in servers}
            for r in range(args.rounds):
                for n, s in servers.items():
                    tps, ttft = concurrent_round(s.url, c, args.max_tokens, args.prompt_words, ids)
                    ids += c
                    got[n][0].append(tps)
                    got[n][1].extend(ttft)
            rows[c] = {n: (statistics.median(v[0]), percentile(v[1], 50), percentile(v[1], 99))
                       for n, v in got.items()}
        turns = {n: [] for n in servers}
        for k in range(args.turns):
            for n, s in servers.items():
                turns[n].append(second_turn(s.url, k, args.max_tokens, args.prompt_words))
    finally:
        for s in servers.values():
            s.stop()

    print(f"{Path(args.model).name}: {args.parallel} slots, {args.threads} threads, {args.max_tokens} tokens per "
          f"answer, ~{args.prompt_words}-word prompts, median of {args.rounds} rounds; llama-server args: "
          f"{args.llama_args or '(defaults)'}; load average {os.getloadavg()[0]:.1f}; CPU flags: {cpu_flags()}")
    print(f"{'clients':>7} | {'tok/s ours':>10} {'llama':>8} {'ratio':>6} | {'TTFT p50 ours':>13} {'llama':>8} | "
          f"{'TTFT p99 ours':>13} {'llama':>8}")
    for c, row in rows.items():
        o, l = row["ours"], row["llama"]
        print(f"{c:>7} | {o[0]:>10.1f} {l[0]:>8.1f} {o[0] / l[0]:>6.2f} | {o[1] * 1000:>11.0f}ms {l[1] * 1000:>6.0f}ms | "
              f"{o[2] * 1000:>11.0f}ms {l[2] * 1000:>6.0f}ms")
    if args.deterministic:
        print(f"ours --deterministic: {'clients':>7} | {'tok/s':>7} {'of ours':>7} | {'TTFT p50':>9} {'TTFT p99':>9}")
        for c, row in rows.items():
            d, o = row["det"], row["ours"]
            print(f"{'':21} {c:>7} | {d[0]:>7.1f} {d[0] / o[0]:>7.2f} | {d[1] * 1000:>7.0f}ms {d[2] * 1000:>7.0f}ms")
    o, l = statistics.median(turns["ours"]), statistics.median(turns["llama"])
    print(f"second chat turn (cached prefix), TTFT median of {args.turns}: ours {o * 1000:.0f} ms, llama-server "
          f"{l * 1000:.0f} ms, ratio {o / l:.2f} (<1 is faster)")
    print(json.dumps({"rows": {c: r for c, r in rows.items()}, "second_turn": {"ours": o, "llama": l}}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
