"""Side by side on the same GGUF files, in the same run: llama.cpp vs `run.py bench`.

Both sides: 2 threads, a prefill of the same 512-token prompt (the passage of
engine/bench.py), then 128 greedy decode steps from an empty context (as llama-bench
times its prompt and generation apart), median of --runs; resident memory
(VmRSS) of a separate process each, and each side's peak (llama-bench's from the kernel's
accounting of the child, ours also less what importing torch made resident); load seconds. llama.cpp is measured twice:
through llama-cpp-python (`Llama(n_threads=2, n_ctx=1024 or prompt + decode)`, prefill
timed around `eval`) and with its own C++ `llama-bench -p 512 -n 128` (the anchor: no
Python in the loop; path from --llama-bench or $LLAMA_BENCH, the column is left out, and
said so, where it is absent).

    python benchmarks/cpu_vs_llamacpp.py FILE.gguf [FILE.gguf ...] [--runs 3]
    python benchmarks/cpu_vs_llamacpp.py SRC.gguf --types Q4_0,IQ3_S,IQ2_XS --scaling
    python benchmarks/cpu_vs_llamacpp.py /tmp/wide_files/*.gguf --rounds 5   (benchmarks/wide_files.py)
    python benchmarks/cpu_vs_llamacpp.py SRC.gguf --depth 4096 --cpu-path avx2 --no-python

--types requantizes each file with llama.cpp's quantizer (llama_model_quantize through
llama-cpp-python, --pure --allow-requantize; IQ3_XXS, IQ2_XXS, IQ2_XS, IQ2_S, IQ1_S and IQ1_M get a uniform
importance, which llama.cpp requires for them) and measures every result; --scaling adds
1-thread measurements and prints how each side scales from 1 to 2 threads. Beside the
medians, "best" rows give each side's fastest run (on a shared, loaded machine the least
disturbed one; llama-cpp-python has none). --depth N
times both after N tokens of context (llama-bench -d N; `run.py bench --depth N`; the
llama-cpp-python column is then not measured, as with --no-python). --cpu-path picks our
side's instruction-set copy (`run.py bench --cpu-path`); llama.cpp runs the build given. To
compare one instruction set on a CPU that has more, build llama-bench for that set alone and
pass it: in the sdist's vendor/llama.cpp, `cmake -B build-avx2 -DGGML_NATIVE=OFF -DGGML_AVX=ON
-DGGML_AVX2=ON -DGGML_FMA=ON -DGGML_F16C=ON -DGGML_BMI2=ON -DCMAKE_BUILD_TYPE=Release` (with
`-DGGML_AVX512=ON` for AVX-512 without VNNI), `cmake --build build-avx2 --target llama-bench`,
then `--cpu-path avx2 --llama-bench build-avx2/bin/llama-bench` (or avx512). For this CPU's
full instruction sets, `cmake -B build $(python -m engine.evaluation.llama_cpp_build --flags)
-DCMAKE_BUILD_TYPE=Release`: never llama.cpp's native build on an AMX Xeon, whose AMX matmul
crashes (a side that dies of a signal reads "llama.cpp crashed (SIGSEGV) on this CPU" and the
run goes on with ours).
The Python children cache their bytecode under --out-dir (see `child_env`), so that load
seconds are the load's and not the compiling of sources an installed package has compiled.
Where a model file cannot be copied (a machine measured for its instruction set), measure
stand-ins made there from the file's first few MB (benchmarks/random_weights.py): the same
shapes and types, hence the same timings.
"""
import argparse
import json
import os
import shutil
import signal
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from engine.serve.defaults import WEIGHTS  # noqa: E402  (torch-free: run.py bench --weights' values)


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
        llm.reset()                     # the decode starts from an empty context, as llama-bench's
        t2 = time.perf_counter()
        for _ in range(gen - 1):
            llm.eval([nxt])
            nxt = int(last_logits().argmax())
        return t1 - t0, time.perf_counter() - t2

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


def child_env(cache_dir: Path) -> dict:
    """The Python children's environment: bytecode cached under `cache_dir` (not beside the
    sources), as an installed package runs. Where the environment says not to write
    bytecode (PYTHONDONTWRITEBYTECODE), each child would otherwise compile the source of
    every module it imports, those imported inside the timed load included."""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}
    env["PYTHONPYCACHEPREFIX"] = str(cache_dir)
    return env


class LlamaCrashed(RuntimeError):
    """llama.cpp died of a signal: the table says so and the run goes on with our side."""


def crashed(returncode: int, what: str):
    """Raise LlamaCrashed where a child died of a signal (a negative return code)."""
    if returncode < 0:
        try:
            name = signal.Signals(-returncode).name
        except ValueError:
            name = f"signal {-returncode}"
        raise LlamaCrashed(f"llama.cpp crashed ({name}) on this CPU: {what}")


def run_child(cmd: list[str], what: str, env: dict) -> dict:
    proc = subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT, env=env)
    if "llama.cpp" in what:
        crashed(proc.returncode, what)
    if proc.returncode != 0:
        raise RuntimeError(f"{what} failed (exit {proc.returncode}):\n{proc.stderr[-3000:]}")
    return last_json(proc.stdout, what)


NEEDS_IMPORTANCE = {"IQ3_XXS", "IQ2_XXS", "IQ2_XS", "IQ2_S", "IQ1_S", "IQ1_M"}   # llama.cpp refuses them without one


def llama_bench(exe: Path, path: str, threads: int, prompt_tokens: int, gen_tokens: int, runs: int,
                depth: int = 0, load_mode: str | None = None) -> dict:
    """llama.cpp's C++ llama-bench on one file: median prefill and decode tok/s of `runs`,
    each after `depth` tokens of context; `load_mode`: its -lm (none: the weights read into
    memory, as our --weights resident; mmap; default: its own, auto)."""
    cmd = [str(exe), "-m", path, "-t", str(threads), "-p", str(prompt_tokens), "-n", str(gen_tokens),
           "-r", str(runs), "-d", str(depth), "-o", "json"] + (["-lm", load_mode] if load_mode else [])
    code, stdout, stderr, peak_kib = run_with_peak(cmd)
    crashed(code, f"llama-bench on {path}")
    if code != 0:
        raise RuntimeError(f"llama-bench failed on {path} (exit {code}):\n{stderr[-2000:]}")
    out = {"rss_peak_mib": round(peak_kib / 1024, 1)}
    for test in json.loads(stdout):
        key = "prefill" if test["n_prompt"] and not test["n_gen"] else "decode"
        out[f"{key}_tok_s"] = round(statistics.median(test["samples_ts"]), 2)
        out[f"{key}_best_tok_s"] = round(max(test["samples_ts"]), 2)
    return out


# Runs argv[2:] as its child and writes the child's peak resident KiB to the file argv[1].
# A child's maximum resident set (rusage) starts from that of the process it was forked
# from: Python's subprocess forks the benchmark itself, whose own peak (a file quantized
# in process, 400 MiB) then read as llama-bench's. Forked from this small interpreter
# instead, the count is llama-bench's own.
# A child killed by a signal kills the wrapper with the same signal, so the caller sees it.
PEAK_WRAPPER = """
import os, signal, sys
pid = os.fork()
if pid == 0:
    os.execvp(sys.argv[2], sys.argv[2:])
_, status, usage = os.wait4(pid, 0)
with open(sys.argv[1], "w") as f:
    f.write(str(usage.ru_maxrss))
if os.WIFSIGNALED(status):
    signal.signal(os.WTERMSIG(status), signal.SIG_DFL)
    os.kill(os.getpid(), os.WTERMSIG(status))
sys.exit(os.waitstatus_to_exitcode(status))
"""


def run_with_peak(cmd: list[str]) -> tuple[int, str, str, int]:
    """(exit code, stdout, stderr, peak resident KiB) of a child process: its own maximum
    resident set as the kernel counted it (wait4's rusage), through PEAK_WRAPPER."""
    import tempfile
    with tempfile.TemporaryDirectory() as tmp:
        peak_file = Path(tmp) / "peak"
        proc = subprocess.run([sys.executable, "-c", PEAK_WRAPPER, str(peak_file), *cmd],
                              capture_output=True, text=True)
        peak = int(peak_file.read_text()) if peak_file.exists() else 0
        return proc.returncode, proc.stdout, proc.stderr, peak


def requantized(src: Path, type_name: str, out_dir: Path) -> Path:
    """src requantized to `type_name` by llama.cpp's quantizer (made once, kept in out_dir)."""
    from engine.evaluation import llama_cpp
    from engine.gguf.reader import GGUFReader
    dst = out_dir / f"{src.stem}.{type_name}.gguf"
    if dst.is_file():
        return dst
    importance = None
    if type_name in NEEDS_IMPORTANCE:          # uniform: every input column weighs the same
        import numpy as np
        importance = {name: np.ones(shape[-1], dtype=np.float32)
                      for name, (shape, _, _) in GGUFReader(str(src)).tensors.items() if len(shape) == 2}
    tmp = dst.with_suffix(".part")
    llama_cpp.quantize(src, tmp, type_name, importance=importance, pure=True, requantize=True)
    tmp.rename(dst)
    return dst


def measure(f: str, threads: int, args, bench_exe: Path | None) -> dict:
    """Every side on one file at `threads`: {"python": ... or None, "bench": ... or None, "ours": ...};
    with --rounds N, N measurements of every side taken in turn (the order reversed every other
    round) and each figure the median of its N: a busy machine then slows every side alike."""
    if args.rounds <= 1:
        return measure_once(f, threads, args, bench_exe)
    rounds = [measure_once(f, threads, args, bench_exe, reverse=bool(r % 2)) for r in range(args.rounds)]
    out = {}
    for side in ("python", "bench", "ours"):
        if rounds[0][side] is None:
            out[side] = None
            continue
        out[side] = {key: statistics.median(r[side][key] for r in rounds) for key, value in rounds[0][side].items()
                     if isinstance(value, (int, float)) and not isinstance(value, bool)}
        for key in ("decode_tok_s", "prefill_tok_s"):
            out[side][key + "_rounds"] = [r[side][key] for r in rounds]
    print(f"{Path(f).name} ({threads} threads), medians of {args.rounds} rounds: {json.dumps(out)}", flush=True)
    return out


def measure_once(f: str, threads: int, args, bench_exe: Path | None, reverse: bool = False) -> dict:
    """One measurement of every side (ours first when `reverse`)."""
    name = Path(f).name
    common = ["--threads", str(threads), "--prompt-tokens", str(args.prompt_tokens),
              "--gen-tokens", str(args.gen_tokens), "--runs", str(args.runs)]
    ours_cmd = [sys.executable, "run.py", "bench", "--model", f, *common, "--depth", str(args.depth)]
    if args.cpu_path:
        ours_cmd += ["--cpu-path", args.cpu_path]
    if args.weights:
        ours_cmd += ["--weights", args.weights]
    env = child_env(Path(args.out_dir) / "pycache")
    sides = {
        "python": lambda: (None if args.no_python or args.depth else
                           run_child([sys.executable, __file__, "--llama-worker", f, *common], f"llama.cpp on {name}",
                                     env)),
        "bench": lambda: (llama_bench(bench_exe, f, threads, args.prompt_tokens, args.gen_tokens, args.runs, args.depth,
                                      args.llama_load_mode) if bench_exe else None),
        "ours": lambda: run_child(ours_cmd, f"run.py bench on {name}", env),
    }
    got = {}
    for side in (reversed(sides) if reverse else sides):
        try:
            got[side] = sides[side]()
        except LlamaCrashed as e:                   # its column reads "-"; ours is still measured
            print(e, flush=True)
            got[side] = None
    ref, anchor, ours = got["python"], got["bench"], got["ours"]
    print(f"{name} ({threads} threads, load average {load_average()}): llama-cpp-python {ref}\n"
          f"    llama-bench {anchor}\n    ours {ours}", flush=True)
    return {"python": ref, "bench": anchor, "ours": ours}


def load_average() -> str:
    """The machine's load averages over 1, 5 and 15 minutes: on a shared machine, how many
    others ran beside the measurement."""
    return "/".join(f"{x:.2f}" for x in os.getloadavg())


def ratio(a, b) -> str:
    return f"{a / b:7.2f}" if a and b else f"{'-':>7}"


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("files", nargs="+")
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--prompt-tokens", type=int, default=512)
    ap.add_argument("--gen-tokens", type=int, default=128)
    ap.add_argument("--runs", type=int, default=3)
    ap.add_argument("--llama-bench", default=os.environ.get("LLAMA_BENCH") or shutil.which("llama-bench"),
                    help="llama.cpp's llama-bench executable, built with cmake from the llama-cpp-python "
                         "sdist's vendored llama.cpp (default: $LLAMA_BENCH, else llama-bench on PATH)")
    ap.add_argument("--types", default="", help="comma-separated GGML types to requantize each file to "
                    "(e.g. Q4_0,Q8_0,Q6_K,IQ4_XS,IQ3_S,IQ2_XS,Q2_K)")
    ap.add_argument("--out-dir", default="/tmp/cpu_vs_llamacpp", help="where --types writes its files")
    ap.add_argument("--rounds", type=int, default=1, help="measure every side this many times in turn and "
                    "report the medians (a shared machine's load then falls on every side alike)")
    ap.add_argument("--scaling", action="store_true", help="also measure 1 thread: the 1 -> N scaling")
    ap.add_argument("--depth", type=int, default=0, help="tokens of context before each timed prefill and "
                    "decode, both sides (llama-bench -d; run.py bench --depth); skips llama-cpp-python")
    ap.add_argument("--cpu-path", default=None, help="our side's instruction-set copy (run.py bench "
                    "--cpu-path avx2|avxvnni|avx512|avx512vnni|amx; default: the best this CPU runs)")
    ap.add_argument("--no-python", action="store_true", help="leave out the llama-cpp-python column")
    ap.add_argument("--weights", default=None, choices=WEIGHTS,
                    help="our side's run.py bench --weights (default: its own, auto)")
    ap.add_argument("--llama-load-mode", default=None, metavar="MODE",
                    help="llama-bench's -lm (none reads the weights into memory, like --weights resident; "
                         "default: its own, the memory map)")
    ap.add_argument("--llama-worker", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.llama_worker:  # child process: measure llama.cpp on one file, print JSON
        print(json.dumps(llama_worker(args.files[0], args.threads, args.prompt_tokens, args.gen_tokens, args.runs)))
        return 0

    bench_exe = Path(args.llama_bench) if args.llama_bench else None
    if bench_exe is None or not bench_exe.is_file():
        print(f"llama-bench not found ({bench_exe or 'not on PATH, $LLAMA_BENCH unset'}; --llama-bench PATH): "
              f"its column is left out")
        bench_exe = None
    files = list(args.files)
    if args.types:
        out_dir = Path(args.out_dir)
        out_dir.mkdir(parents=True, exist_ok=True)
        files += [str(requantized(Path(f), t.strip(), out_dir)) for f in args.files for t in args.types.split(",")]

    rows, load_start = [], load_average()
    for f in files:
        one = measure(f, 1, args, bench_exe) if args.scaling and args.threads != 1 else None
        rows.append((Path(f).name, Path(f).stat().st_size / 2**20, measure(f, args.threads, args, bench_exe), one))

    print(f"\n{args.threads} threads, prompt {args.prompt_tokens} tokens, decode {args.gen_tokens} tokens, "
          f"depth {args.depth}, our path {args.cpu_path or 'native'}, median of {args.runs} runs"
          f"{f' in each of {args.rounds} rounds, then the median of the rounds' if args.rounds > 1 else ''}; "
          f"ratio = ours / llama.cpp (>1 is better for tok/s, <1 for MiB and s); "
          f"C++ = llama-bench{'' if bench_exe else ' (absent: not measured)'}, py = llama-cpp-python; "
          f"load average (1, 5, 15 min) {load_start} at the start, {load_average()} at the end")
    print(f"{'file':44} {'metric':14} {'C++':>9} {'py':>9} {'ours':>9} {'vs C++':>7} {'vs py':>7}")
    for name, file_mib, m, one in rows:
        for key, label in [("decode_tok_s", "decode tok/s"), ("prefill_tok_s", "prefill tok/s"),
                           ("decode_best_tok_s", "decode best"), ("prefill_best_tok_s", "prefill best"),
                           ("rss_run_mib", "resident MiB"), ("rss_peak_mib", "peak MiB"), ("load_s", "load s")]:
            cpp = (m["bench"] or {}).get(key)
            py, ours = (m["python"] or {}).get(key), m["ours"].get(key)
            if ours is None:
                continue
            print(f"{name:44} {label:14} {f'{cpp:9.1f}' if cpp is not None else '-':>9} "
                  f"{f'{py:9.1f}' if py is not None else '-':>9} {ours:9.1f} "
                  f"{ratio(ours, cpp)} {ratio(ours, py)}")
        print(f"{name:44} {'file MiB':14} {file_mib:9.1f} {'':19} "
              f"{m['ours']['rss_run_mib'] / file_mib:6.2f}x (ours resident / file)")
        cpp_peak, ours_peak, torch_mib = ((m["bench"] or {}).get("rss_peak_mib"), m["ours"].get("rss_peak_mib"),
                                          m["ours"].get("rss_start_mib"))
        if cpp_peak and ours_peak and torch_mib:   # the goal: no more than llama.cpp's + torch's import
            print(f"{name:44} {'peak - imports':14} {cpp_peak:9.1f} {'':9} {ours_peak - torch_mib:9.1f} "
                  f"{ratio(ours_peak - torch_mib, cpp_peak)}   (ours less its {torch_mib:.0f} MiB resident "
                  f"before loading: torch and the engine imported)")
        for key, label in [("decode_tok_s", "decode"), ("prefill_tok_s", "prefill")]:
            if m["bench"] and key + "_rounds" in m["ours"]:      # --rounds: each round's own ratio
                each = [o / c for o, c in zip(m["ours"][key + "_rounds"], m["bench"][key + "_rounds"])]
                print(f"{name:44} {label} ours / C++ round by round: {' '.join(f'{r:.2f}' for r in each)} "
                      f"(median {statistics.median(each):.2f})")
        if one:
            for key, label in [("decode_tok_s", "decode"), ("prefill_tok_s", "prefill")]:
                parts = [f"{side} x{m[side][key] / one[side][key]:.2f}" for side in ("bench", "python", "ours")
                         if m[side] and one[side] and one[side].get(key)]
                print(f"{name:44} {label} 1 -> {args.threads} threads: {', '.join(parts)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
