"""Shared fixtures: the real GGUF files fetched by ../shared/models/fetch into $GGUF_MODELS."""
import contextlib
import json
import os
import sys
from pathlib import Path

import pytest

# Triton's CPU interpreter works only when TRITON_INTERPRET=1 is set before triton is first
# imported, and some test oracles import it on their own (peft, through accelerate): set here,
# before any test module, on a machine without CUDA (test_ch38_triton runs its kernels so)
if "TRITON_INTERPRET" not in os.environ:
    try:
        import torch
        if not torch.cuda.is_available():
            os.environ["TRITON_INTERPRET"] = "1"
    except ImportError:
        pass

# the repo root on sys.path, so a bare `pytest tests/...` imports `engine` like `python -m pytest`
ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

# short name -> file name in $GGUF_MODELS
REAL_MODELS = {
    "smollm2": "SmolLM2-135M-Instruct.Q4_1.gguf",
    "qwen25": "qwen2.5-coder-0.5b-instruct-q4_k_m.gguf",
    "gemma3": "gemma-3-270m-q4_k_m.gguf",
}


def models_dir() -> Path:
    return Path(os.environ.get("GGUF_MODELS", Path.home() / ".cache" / "gguf-models"))


def decode_in_slots(model, seqs, lengths, steps: int, cache, slots):
    """Right-padded prefill of each `seqs[b][:lengths[b]]` into cache slot `slots[b]`, then
    `steps - 1` one-token decode steps feeding `seqs[b][n + t]` (all rows in one batch).
    Returns, per row, [its prefill logits [n, V], then one [V] per decode step]: what a full
    forward of `seqs[b]` gives at positions 0 .. n + steps - 2."""
    import torch
    ids = torch.zeros(len(seqs), max(lengths), dtype=torch.long)
    for b, n in enumerate(lengths):
        ids[b, :n] = torch.as_tensor(seqs[b][:n])
    prefill = model(ids, cache=cache, slots=slots, lengths=torch.tensor(lengths))
    steps_out = [model(torch.tensor([[int(s[n + t])] for s, n in zip(seqs, lengths)]), cache=cache, slots=slots,
                       last_only=True) for t in range(steps - 1)]
    return [[prefill[b, :n]] + [out[b, 0] for out in steps_out] for b, n in enumerate(lengths)]


def transformers_errors(model, hf, ids, lengths=(20, 5, 13), steps=12) -> tuple[float, float]:
    """`model` against the transformers model `hf` on prefixes of `ids`: (the relative logit
    error of a left-padded batch, the largest of right-padded batched prefills into cache
    slots 1, 2, 0 followed by `steps - 1` decode steps, against each row's full forward)."""
    import torch

    from engine.evaluation.logit_quality import relative_logit_error
    from engine.serve.kv_cache import KVCache
    rows = [ids[:n + steps] for n in lengths]
    T = max(lengths)
    padded = torch.tensor([[0] * (T - n) + r[:n] for r, n in zip(rows, lengths)])
    mask = (torch.arange(T) >= T - torch.tensor(lengths)[:, None]).long()
    positions = (mask.cumsum(1) - 1).clamp(min=0)
    want = hf(input_ids=padded, attention_mask=mask, position_ids=positions).logits
    got = model(padded, attention_mask=mask, positions=positions)
    batch_err = relative_logit_error(got[mask.bool()], want[mask.bool()])
    cache = KVCache.for_model(model, n_slots=len(lengths), max_len=T + steps, dtype=torch.float32)
    cached_err = 0.0
    for r, parts in zip(rows, decode_in_slots(model, rows, list(lengths), steps, cache, torch.tensor([1, 2, 0]))):
        full = hf(input_ids=torch.tensor([r])).logits[0]
        mine = torch.cat([parts[0], torch.stack(parts[1:])])
        cached_err = max(cached_err, relative_logit_error(mine, full[:-1]))
    return batch_err, cached_err


def fused_decode_errors(model, ids, lengths=(5, 9), steps=12, max_len=32) -> tuple[float, bool]:
    """Rows `ids[:n]` (n in `lengths`) prefilled into cache slots 2, 0 ... and decoded `steps`
    steps with the same tokens, once layer by layer and once through `model.fused_decode`
    (asserted to have run): (the relative logit error of the fused steps, whether every
    step's argmax agrees)."""
    import torch

    from engine.evaluation.logit_quality import relative_logit_error
    from engine.serve.kv_cache import KVCache
    fused, lengths = model.fused_decode, list(lengths)
    slots = torch.tensor([2, 0, 1, 3][:len(lengths)])
    outs = []
    try:
        for decoder in (None, fused):
            model.fused_decode = decoder
            cache = KVCache.for_model(model, n_slots=len(lengths) + 1, max_len=max_len, dtype=torch.float32)
            right = torch.tensor([ids[:n] + [0] * (max(lengths) - n) for n in lengths])
            model(right, cache=cache, slots=slots, lengths=torch.tensor(lengths))
            outs.append(torch.stack([model(torch.tensor([[ids[n + t]] for n in lengths]), cache=cache,
                                           slots=slots)[:, 0] for t in range(steps)]))
    finally:
        model.fused_decode = fused
    assert fused.accepts(cache, cache.begin(slots, None, len(lengths), 1))      # the steps above ran fused
    return relative_logit_error(outs[1], outs[0]), torch.equal(outs[1].argmax(-1), outs[0].argmax(-1))


def fused_steps_against_layers(path, ids, activations="float", cache_dtype=None, steps=16):
    """The GGUF file at `path` loaded with `activations`; a prompt `ids[:12]` prefilled by the
    PyTorch path, then `steps` decode steps through the fused step over the same cache (of
    `cache_dtype`, default the cache's own), and the same steps layer by layer, both fed the
    layers' greedy tokens: (relative logit error of the fused steps, share of equal top-1)."""
    import torch

    from engine.evaluation.logit_quality import relative_logit_error
    from engine.gguf.load import load_gguf
    from engine.serve.kv_cache import KVCache
    model, _ = load_gguf(path, dtype=torch.float32, activations=activations, progress=False)
    fused = model.fused_decode
    assert fused is not None and model.load_report["fused_decode"] == "on", model.load_report["fused_decode"]
    dtype = {} if cache_dtype is None else {"dtype": cache_dtype}
    tokens, outs = None, []
    for decoder in (None, fused):
        model.fused_decode = None                   # the prompt through the layers
        cache = KVCache.for_model(model, n_slots=1, max_len=64, **dtype)
        logits = model(torch.tensor([ids[:12]]), cache=cache, last_only=True)
        model.fused_decode, fed, seen = decoder, [], []
        for t in range(steps):
            fed.append(int(logits[0, -1].argmax()) if tokens is None else tokens[t])
            logits = model(torch.tensor([[fed[-1]]]), cache=cache, last_only=True)
            seen.append(logits[0, -1])
        tokens = tokens or fed
        outs.append(torch.stack(seen))
    assert fused.steps >= steps, fused.steps
    same = (outs[1].argmax(-1) == outs[0].argmax(-1)).float().mean().item()
    return relative_logit_error(outs[1], outs[0]), same


@contextlib.contextmanager
def tokens_fed(model):
    """A list that gets, for each forward call of `model` while the block runs, how many
    tokens it was given (the valid ones of a padded batch): what a prompt cache saved."""
    fed = []

    def count(module, args, kwargs):
        lengths = kwargs.get("lengths")
        fed.append(int(lengths.sum()) if lengths is not None else args[0].numel())
    hook = model.register_forward_pre_hook(count, with_kwargs=True)
    try:
        yield fed
    finally:
        hook.remove()


def figure_table(header: str, rows: list):
    """An autouse module fixture printing `rows` (lists of strings) under `header` after the
    module's last test (seen with `pytest -s`): a file's measured figures as one table.
    Use: `ROWS = []` then `_print_table = figure_table("a | b", ROWS)` at module level."""
    @pytest.fixture(scope="module", autouse=True)
    def _print_table():
        yield
        if rows:
            print("\n" + header)
            for row in rows:
                print(" | ".join(row))
    return _print_table


def real_model_path(name: str) -> Path:
    """Path of a fetched real model, or skip the test with the reason."""
    path = models_dir() / REAL_MODELS[name]
    if not path.is_file():
        pytest.skip(f"{path} is absent (run ../shared/models/fetch and export GGUF_MODELS)")
    return path


@pytest.fixture(params=sorted(REAL_MODELS))
def real_model(request) -> Path:
    """Each fetched real model in turn (skipped where absent)."""
    return real_model_path(request.param)


# ---------------------------------------------------------------- "Your engine" exercises
# A test that reaches a stubbed exercise (python run.py exercise NN) fails with a short
# report naming the exercise and its chapter guide instead of a long traceback.

@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    report = outcome.get_result()
    text = None
    if call.excinfo is not None and not report.passed:
        from engine.exercises.impl import missing_exercise
        text = missing_exercise(call.excinfo.value)
    if text:
        # a probe that skips when a kernel cannot run must not hide a stub as a skip
        report.outcome = "failed"
        report.longrepr = _stub_message(text, item.nodeid)


@pytest.hookimpl(hookwrapper=True)
def pytest_make_collect_report(collector):
    """A module that skips itself because a stubbed kernel fails its probe is an error
    naming the exercise, not a skip."""
    outcome = yield
    report = outcome.get_result()
    if report.skipped and isinstance(report.longrepr, tuple):
        from engine.exercises.finder import MISSING
        m = MISSING.search(str(report.longrepr[2]))
        if m:
            report.outcome = "failed"
            report.longrepr = _stub_message(m.group(0), collector.nodeid)


def _stub_message(text, where):
    """The short report for a stub hit: which exercise, its guide, how to restore it."""
    from engine.exercises.finder import MISSING
    chapter, name, page = MISSING.search(text).groups()
    return (f"exercise {name} (Chapter {chapter}) is still a stub: write it, the guide is "
            f"{page}\n  reached by {where}; to put the reference back: "
            f"python run.py exercise {chapter} --restore --only {name}")


# `run.py exercise --list --check` sets EXERCISE_TRACE=<file>: each test's outcome and the
# exercises it called are written there (a call trace limited to the marked functions).
_TRACE = os.environ.get("EXERCISE_TRACE")
_trace_hits, _trace_tests = set(), []


def _watch():
    import threading

    from engine.exercises.finder import find_exercises, repo_root
    root = repo_root()
    # a function's code object starts at its first decorator line, as the exercise does
    wanted = {(str(root / e.file), e.start): e.key for e in find_exercises(root)}
    real = {}

    def tracer(frame, event, arg):
        code = frame.f_code
        path = real.get(code.co_filename) or real.setdefault(code.co_filename,
                                                             os.path.realpath(code.co_filename))
        key = wanted.get((path, code.co_firstlineno))
        if key:
            _trace_hits.add(key)
        return None         # no line tracing: only calls are seen
    sys.settrace(tracer)
    threading.settrace(tracer)


if _TRACE:
    def pytest_sessionstart(session):
        _watch()

    def pytest_runtest_logstart(nodeid, location):
        _trace_hits.clear()

    def pytest_runtest_logreport(report):
        if report.when == "call" or (report.when == "setup" and not report.passed):
            _trace_tests.append({"id": report.nodeid, "passed": report.passed,
                                 "exercises": sorted(_trace_hits)})

    def pytest_sessionfinish(session):
        Path(_TRACE).write_text(json.dumps(_trace_tests, indent=1))


def llama_cpp_oracle():
    """llama-cpp-python's `llama_cpp` module, living in the oracle's worker process
    (engine/evaluation/worker.py): calls on it run there, so a crash inside llama.cpp fails the
    test that made it instead of ending the run. Skips (at module level too) where it is not
    installed."""
    from engine.evaluation import llama_cpp as oracle
    try:
        return oracle.module()
    except ImportError as e:
        pytest.skip(f"llama-cpp-python is not installed ({e}); `python -m engine.evaluation.llama_cpp_build` "
                    "installs it", allow_module_level=True)


def compile_for_cuda(script: str, *args: str):
    """`python -c script args` with TRITON_INTERPRET unset, so Triton compiles for a CUDA
    target with its own toolchain (no GPU needed); skips where this triton has no CUDA
    backend. Returns the finished process, asserted to have exited 0."""
    import os
    import subprocess
    import sys
    from pathlib import Path

    import pytest
    try:
        from triton.backends import backends
    except ImportError:
        backends = {}
    if "nvidia" not in backends:
        pytest.skip("this triton has no CUDA backend to compile with")
    env = {k: v for k, v in os.environ.items() if k != "TRITON_INTERPRET"}
    done = subprocess.run([sys.executable, "-c", script, *args], env=env, cwd=Path(__file__).resolve().parents[1],
                          capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    return done
