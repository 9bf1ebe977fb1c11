"""Run under torchrun by tests/test_ch31_tensor_parallel.py: each file of a job list generated
greedily by the engine core with the model split over the ranks, and again by rank 0 alone.

    torchrun --nproc-per-node 2 tests/tp_run.py JOBS.json OUT.json

JOBS: [{"path", "activations", "prompts": [[ids], ...], "max_tokens"}]. OUT (rank 0): per job the
tokens of both runs, each rank's weight bytes (layers held, and the file's pages resident per
/proc/self/smaps), each run's fused decode step (load report, C calls made), and the prompt
logits and the last fused decode step's logits of both runs saved beside OUT (.pt).
"""
import gc
import json
import sys
from pathlib import Path

import torch

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from engine.gguf.load import load_gguf  # noqa: E402
from engine.kernels.backend import resolve_backend  # noqa: E402
from engine.parallel.shard import TensorParallel  # noqa: E402
from engine.serve.engine import Engine, SamplingParams  # noqa: E402
from engine.serve.kv_cache import KVCache  # noqa: E402


def file_rss(path) -> int:
    """Bytes of `path`'s mapped pages resident in this process (/proc/self/smaps)."""
    total, inside = 0, False
    for line in Path("/proc/self/smaps").read_text().splitlines():
        if line[:1].isdigit() or line[:1] in "abcdef":          # a mapping's header line
            inside = line.rstrip().endswith(str(path))
        elif inside and line.startswith("Rss:"):
            total += int(line.split()[1]) * 1024
    return total


SPLIT = ("q_proj", "k_proj", "v_proj", "o_proj", "gate_proj", "up_proj", "down_proj", "lm_head")


def held_bytes(model, plan) -> dict:
    """Bytes the weight layers hold: {"split": q/k/v/gate/up/down (o_proj where it is split,
    k/v where each rank has its own KV heads), "replicated": the rest (embedding, lm_head, a
    gathered o_proj, KV heads held by several ranks)}."""
    out = {"split": 0, "replicated": 0}
    whole = {"o_proj"} if not plan.o_split else set()
    if plan.world > plan.n_kv_heads:
        whole |= {"k_proj", "v_proj"}
    for name, m in model.named_modules():
        if hasattr(m, "storage_bytes") and not any(True for _ in m.children()):
            kind = name.rsplit(".", 1)[-1]
            split = (kind in SPLIT or ".experts." in name) and kind not in whole    # experts: divided
            out["split" if split else "replicated"] += m.storage_bytes
    return out


class LastStep:
    """A model's fused decode step, keeping the logits of its last one-token call."""

    def __init__(self, fused):
        self.fused, self.logits = fused, None

    def __getattr__(self, name):
        return getattr(self.fused, name)

    def __call__(self, *args):
        self.logits = self.fused(*args)
        return self.logits


def run(model, job):
    """(tokens of each prompt, prompt logits [T, V], the last fused step's logits or None,
    {"report": the load report's fused_decode, "steps": the fused step's C calls})."""
    prompts = job["prompts"]
    max_len = max(len(p) for p in prompts) + job["max_tokens"] + 1
    cache = KVCache.for_model(model, len(prompts), max_len, dtype=torch.float32)
    engine = Engine(model, n_slots=len(prompts), max_len=max_len, eos_ids=(), cache=cache)
    if model.fused_decode is not None:
        model.fused_decode = LastStep(model.fused_decode)
    with torch.inference_mode():
        done = engine.generate(prompts, SamplingParams(max_tokens=job["max_tokens"]))
        logits = model(torch.tensor([prompts[0]]))[0].float()
    fused = model.fused_decode
    step = {"report": model.load_report["fused_decode"], "steps": 0 if fused is None else fused.steps}
    return [list(map(int, d.output)) for d in done], logits, None if fused is None else fused.logits, step


def main():
    jobs, out_path = json.loads(Path(sys.argv[1]).read_text()), Path(sys.argv[2])
    torch.set_num_threads(1)
    results, tp = [], None
    for i, job in enumerate(jobs):
        tp = tp or TensorParallel.join(2, job["path"])
        backend = resolve_backend("cpu", activations=job["activations"], threads=1)
        model, _ = load_gguf(job["path"], dtype=torch.float32, backend=backend, shard=tp, progress=False)
        tokens, logits, step_logits, fused = run(model, job)
        memory = [None] * tp.world
        torch.distributed.all_gather_object(memory, {"held": held_bytes(model, tp.plan), "file_rss": file_rss(job["path"]),
                                                     "report": model.load_report["tensor_parallel"], "fused": fused})
        if tp.main:
            alone_model, _ = load_gguf(job["path"], dtype=torch.float32, progress=False,
                                       backend=resolve_backend("cpu", activations=job["activations"], threads=1))
            alone, alone_logits, alone_step, alone_fused = run(alone_model, job)
            torch.save({"tp": logits, "alone": alone_logits, "tp_step": step_logits, "alone_step": alone_step},
                       out_path.with_suffix(f".{i}.pt"))
            results.append({"tokens_tp": tokens, "tokens_alone": alone, "ranks": memory,
                            "held_alone": held_bytes(alone_model, tp.plan), "fused_alone": alone_fused})
            del alone_model
        torch.distributed.barrier()
        del model
        gc.collect()                  # the file's maps go with the models: the next job's pages alone
    if tp.main:
        out_path.write_text(json.dumps(results))
    tp.close()


if __name__ == "__main__":
    main()
