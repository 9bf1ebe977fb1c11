"""Load time and load-to-first-token, ours next to llama.cpp's, same files, same run.

Every measurement is a fresh process (nothing cached in memory from the one before;
the file itself sits in the page cache after the first run, for both sides alike), and
the two sides alternate run by run so that a busy machine slows both. Each child
reports wall seconds and CPU seconds (`time.process_time`, all of its threads) of:

  ours      python start-up, `import torch` (both left out of the load), engine imports
            (with the collector off and their objects frozen after, as run.py does),
            then `load_gguf(FILE, dtype=float32, activations="q8")` split into its steps:
            reader (header and metadata parse), build (config + model on the meta
            device), place (tensors put in place, views of the map), tokenizer
            (`tokenizer_from_gguf`), fused (the backend set and the fused decode step attached), and the
            load's total, with the garbage collector's share of it (one full collection
            walks all of torch's objects, in whichever step it falls); then the first
            token (encode a short prompt, one forward pass, argmax).
  llama.cpp python start-up and `import llama_cpp` (left out), `Llama(FILE,
            verbose=False)` (weights, vocabulary, context), then the first token the
            same way (tokenize, eval, argmax).

The steps are timed by wrapping the functions `load_gguf` calls (the reader class,
`config_from_gguf`, `build_skeleton`, `tokenizer_from_gguf`, `use_backend`), so
the loader itself carries no timing code. Medians of --runs are printed as a table with
the ratio ours / llama.cpp, then one JSON line. Threads default to 1 on both sides so
that CPU seconds are a steady figure on a shared machine.

    python benchmarks/load.py FILE.gguf [FILE.gguf ...] [--runs 5] [--threads 1]
"""
import argparse
import gc
import json
import os
import statistics
import subprocess
import sys
import time
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PROMPT = "Write a function that returns the n-th Fibonacci number."
# table rows: (label, our step, llama.cpp's step); steps ours alone has are None on the right
ROWS = [("python start-up", "python start-up", "python start-up"),
        ("import torch | import llama_cpp", "import torch", "import llama_cpp"),
        ("engine imports", "engine imports", None),
        ("  (of which garbage collection)", "gc in engine imports", None),
        ("  reader", "reader", None), ("  build", "build", None), ("  place", "place", None),
        ("  tokenizer", "tokenizer", None), ("  fused", "fused", None),
        ("  (garbage collection within the load)", "gc in load", None),
        ("load", "load", "load"),
        ("engine imports + load", "engine imports + load", "load"),
        ("first token", "first token", "first token"),
        ("engine imports + load + first token", "engine imports + load + first token",
         "load + first token")]


class Clock:
    """Wall and CPU seconds of named steps: `with clock("name"): ...` (a step may repeat)."""

    def __init__(self):
        self.wall, self.cpu = {}, {}

    @contextmanager
    def __call__(self, name):
        t, c = time.perf_counter(), time.process_time()
        try:
            yield
        finally:
            self.wall[name] = self.wall.get(name, 0.0) + time.perf_counter() - t
            self.cpu[name] = self.cpu.get(name, 0.0) + time.process_time() - c

    @contextmanager
    def collecting(self, name):
        """Inside: the garbage collector's own seconds add to step `name` (a full
        collection walks every object torch made, wherever it happens to fall)."""
        self.gc_step = name
        try:
            yield
        finally:
            self.gc_step = None

    def gc_callback(self, phase, info):
        if getattr(self, "gc_step", None) is None:
            return
        if phase == "start":
            self.gc_start = time.perf_counter(), time.process_time()
        else:
            t, c = self.gc_start
            self.wall[self.gc_step] = self.wall.get(self.gc_step, 0.0) + time.perf_counter() - t
            self.cpu[self.gc_step] = self.cpu.get(self.gc_step, 0.0) + time.process_time() - c

    def timed(self, name, fn):
        """`fn` wrapped so that each call adds to step `name`."""
        def wrapper(*args, **kwargs):
            with self(name):
                return fn(*args, **kwargs)
        return wrapper

    def result(self, **extra):
        return {"wall": self.wall, "cpu": self.cpu, **extra}


def ours_child(path: str, threads: int) -> dict:
    """One load of ours in this (fresh) process."""
    started = time.time()
    clock = Clock()
    gc.disable()     # as run.py: no collection during imports, their objects frozen after
    with clock("import torch"):
        import torch
    torch.set_num_threads(threads)
    gc.callbacks.append(clock.gc_callback)
    with clock("engine imports"), clock.collecting("gc in engine imports"):
        # everything load_gguf imports, so that its steps time only work
        import tqdm  # noqa: F401
        import engine.gguf.load as loader
        import engine.gguf.tokenizer  # noqa: F401
        import engine.quantized.embedding  # noqa: F401
        import engine.quantized.experts  # noqa: F401
        import engine.formats.runtime  # noqa: F401
        import engine.models  # noqa: F401
        from engine.serve.kv_cache import KVCache
        gc.freeze()
        gc.enable()
    loader.GGUFReader = clock.timed("reader", loader.GGUFReader)
    loader.build_skeleton = clock.timed("build", loader.build_skeleton)
    loader.config_from_gguf = clock.timed("build", loader.config_from_gguf)
    loader.tokenizer_from_gguf = clock.timed("tokenizer", loader.tokenizer_from_gguf)   # the name load_gguf calls
    loader.use_backend = clock.timed("fused", loader.use_backend)
    with clock("load"), clock.collecting("gc in load"):
        model, tok = loader.load_gguf(path, dtype=torch.float32, activations="q8", progress=False)
    with clock("first token"), torch.inference_mode():
        ids = tok.encode(PROMPT, add_special=True)
        cache = KVCache.for_model(model, n_slots=1, max_len=len(ids) + 2)
        first = int(model(torch.tensor([ids]), cache=cache, last_only=True)[0, -1].argmax())
    return clock.result(started=started, first=first, prompt_tokens=len(ids))


def llama_child(path: str, threads: int) -> dict:
    """One load of llama.cpp (through llama-cpp-python) in this (fresh) process."""
    started = time.time()
    clock = Clock()
    with clock("import llama_cpp"):
        import numpy as np
        from llama_cpp import Llama
    with clock("load"):
        llm = Llama(model_path=path, n_threads=threads, n_threads_batch=threads, verbose=False)
    with clock("first token"):
        ids = llm.tokenize(PROMPT.encode(), add_bos=True)
        llm.eval(ids)
        logits = np.ctypeslib.as_array(llm._ctx.get_logits(), shape=(llm.n_vocab(),))
        first = int(logits.argmax())
    return clock.result(started=started, first=first, prompt_tokens=len(ids))


class ChildFailed(RuntimeError):
    """A child that did not print its result; the message ends with its last error line."""

    def __init__(self, side, code, output):
        tail = [l for l in output.strip().splitlines() if l.strip()]
        self.last_line = tail[-1] if tail else f"exit {code}, no output"
        self.crashed = code < 0 and side == "llama"     # the table says so; ours is still measured
        if self.crashed:
            import signal
            self.last_line = f"llama.cpp crashed ({signal.Signals(-code).name}) on this CPU"
        super().__init__(f"{side} failed (exit {code}): {self.last_line}")


def run_child(side: str, path: str, threads: int) -> dict:
    """Start a child measuring one side; its python start-up is the time until it runs."""
    env = dict(os.environ, OMP_NUM_THREADS=str(threads), PYTHONPATH=str(ROOT))
    spawned = time.time()
    proc = subprocess.run([sys.executable, __file__, "--child", side, path, "--threads", str(threads)],
                          capture_output=True, text=True, cwd=ROOT, env=env)
    lines = [l for l in proc.stdout.splitlines() if l.startswith("{")]
    if proc.returncode != 0 or not lines:
        raise ChildFailed(side, proc.returncode, proc.stderr or proc.stdout)
    out = json.loads(lines[-1])
    out["wall"]["python start-up"] = out.pop("started") - spawned
    for t in (out["wall"], out["cpu"]):
        t["load + first token"] = t["load"] + t["first token"]
        if side == "ours":
            # what the wrapped steps leave of the load: grouping and placing the tensors
            t["place"] = t["load"] - sum(t.get(s, 0.0) for s in ("reader", "build", "tokenizer", "fused"))
            t["engine imports + load"] = t["engine imports"] + t["load"]
            t["engine imports + load + first token"] = t["engine imports + load"] + t["first token"]
    return out


def median_of(runs, kind, step):
    values = [r[kind][step] for r in runs if step in r[kind]]
    return statistics.median(values) if values else float("nan")


def report(path, ours, llama):
    """The table for one file (medians), and its JSON-ready summary."""
    name = Path(path).name
    print(f"\n{name}: medians of {len(ours)} fresh processes per side (wall s / CPU s)")
    print(f"  {'step':<42}{'ours wall':>10}{'ours cpu':>10}{'llama wall':>12}{'llama cpu':>11}"
          f"{'ratio wall':>12}{'ratio cpu':>11}")
    summary = {"file": name, "runs": len(ours)}
    for label, ours_step, llama_step in ROWS:
        ow, oc = median_of(ours, "wall", ours_step), median_of(ours, "cpu", ours_step)
        lw, lc = (median_of(llama, k, llama_step) if llama_step else float("nan") for k in ("wall", "cpu"))
        print(f"  {label:<42}{_f(ow):>10}{_f(oc):>10}{_f(lw):>12}{_f(lc):>11}"
              f"{ratio(ow, lw):>12}{ratio(oc, lc):>11}")
        summary[label.strip()] = {"ours_wall": _r(ow), "ours_cpu": _r(oc), "llama_wall": _r(lw),
                                  "llama_cpu": _r(lc)}
    print("  (python start-up, import torch and import llama_cpp are left out of the loads; "
          "a step's medians need not add up)")
    firsts = {r["first"] for r in ours} | {r["first"] for r in llama}
    summary["same_first_token"] = len(firsts) == 1
    print(f"  first token id: ours {sorted({r['first'] for r in ours})}, llama.cpp "
          f"{sorted({r['first'] for r in llama})}")
    return summary


def ratio(a, b):
    return f"{a / b:.2f}x" if a == a and b == b and b > 0 else ""


def _f(x):
    return "" if x != x else f"{x:.3f}"


def _r(x):
    return None if x != x else round(x, 4)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("files", nargs="+", help="GGUF files")
    parser.add_argument("--runs", type=int, default=5, help="fresh processes per side and file")
    parser.add_argument("--threads", type=int, default=1, help="threads of both sides")
    parser.add_argument("--child", choices=["ours", "llama"], help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        fn = ours_child if args.child == "ours" else llama_child
        print(json.dumps(fn(args.files[0], args.threads)))
        return 0
    for f in args.files:
        if not Path(f).is_file():
            parser.error(f"{f} is not a file")
    summaries, failed = [], False
    for f in args.files:
        runs, crash = {"ours": [], "llama": []}, None
        try:
            for r in range(args.runs):
                for side in ("ours", "llama") if r % 2 == 0 else ("llama", "ours"):
                    if side == "llama" and crash:
                        continue
                    try:
                        runs[side].append(run_child(side, str(Path(f).resolve()), args.threads))
                    except ChildFailed as e:
                        if not e.crashed:
                            raise
                        crash = e.last_line
                        print(f"\n{Path(f).name}: {crash}")
        except ChildFailed as e:   # e.g. an architecture one side does not run: say so, go on
            print(f"\n{Path(f).name}: {e}")
            summaries.append({"file": Path(f).name, "error": e.last_line})
            failed = True
            continue
        summaries.append(dict(report(f, runs["ours"], runs["llama"]), **({"llama_error": crash} if crash else {})))
    print(json.dumps({"threads": args.threads, "files": summaries}))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
