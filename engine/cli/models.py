"""`python run.py models`: Chapter 42's command. Every architecture of the registry, built as a
tiny random model, answers the same prompts three ways that must agree: one uncached
forward of a padded batch, each row alone, and a KV-cached prefill followed by decode
steps in shared cache slots. The layers of Chapter 42 (RMSNorm, rotary embeddings,
attention over the cache, the KV cache, MoE routing and experts) all run on the way.
"""
import argparse
import json
import sys
import time

DECODE_STEPS = 4
PROMPTS = ([5, 17, 3, 42, 8, 1, 30], [11, 2, 64], [9, 9, 27, 50, 6])


class Architecture(argparse.Action):
    """`--arch NAME` (repeatable): a name of the registry (engine/models), read only when the
    option is given, so `--help` stays free of torch."""

    def __call__(self, parser, namespace, value, option_string=None):
        from engine.models import MODELS
        if value not in MODELS:
            parser.error(f"{option_string} must be one of {', '.join(MODELS)}, got {value!r}")
        setattr(namespace, self.dest, (getattr(namespace, self.dest) or []) + [value])


def add_arguments(p):
    p.add_argument("--arch", action=Architecture, metavar="MODEL_TYPE",
                   help="only this architecture (repeatable; default: every one in the registry)")
    p.add_argument("--json", action="store_true",
                   help="one JSON object per architecture instead of a table (default: off)")


def check_architecture(model_type: str, seed: int = 0) -> dict:
    """Build a tiny `model_type` model and compare its three ways of computing (module
    docstring); returns the largest relative differences and the greedy tokens."""
    import torch

    from engine.layers.decoder import init_random_
    from engine.models import build_model
    from engine.models.tiny import tiny_config
    from engine.serve.kv_cache import KVCache

    model = build_model(tiny_config(model_type))
    init_random_(model, seed=seed, std=0.08)
    model = model.float().eval()
    rows = [list(p) for p in PROMPTS]
    T = max(map(len, rows))
    with torch.inference_mode():
        # 1. a right-padded batch, uncached, against each row alone
        ids = torch.tensor([r + [0] * (T - len(r)) for r in rows])
        mask = torch.tensor([[1] * len(r) + [0] * (T - len(r)) for r in rows])
        batch = model(ids, attention_mask=mask)
        alone = [model(torch.tensor([r]))[0] for r in rows]
        padded = max(_rel(batch[b, :len(r)], alone[b]) for b, r in enumerate(rows))
        # 2. cached: prefill into slots 2, 0, 1, then greedy decode steps of all rows together
        cache = KVCache.for_model(model, n_slots=3, max_len=T + DECODE_STEPS + 1, dtype=torch.float32)
        slots = torch.tensor([2, 0, 1])
        lengths = torch.tensor([len(r) for r in rows])
        logits = model(ids, cache=cache, slots=slots, lengths=lengths, last_only=True)[:, -1]
        cached = 0.0
        for _ in range(DECODE_STEPS):
            nxt = logits.argmax(-1)
            for b, r in enumerate(rows):
                full = model(torch.tensor([r]))[0, -1]
                cached = max(cached, _rel(logits[b], full))
                r.append(int(nxt[b]))
            logits = model(nxt[:, None], cache=cache, slots=slots, last_only=True)[:, -1]
    params = sum(p.numel() for p in model.parameters())
    return {"architecture": model_type, "params": params, "padded_batch_vs_alone": padded,
            "cached_vs_uncached": cached, "greedy": [r[len(p):] for r, p in zip(rows, PROMPTS)]}


def _rel(a, b) -> float:
    return float((a.float() - b.float()).norm() / b.float().norm().clamp_min(1e-30))


def main(args) -> int:
    from engine.models import MODELS
    wanted = args.arch or list(MODELS)
    if not args.json:
        print("Chapter 42: each architecture as a tiny random model (its text means nothing); a padded\n"
              "batch must match each row alone, and cached decoding the uncached forward, to float\n"
              "rounding (relative differences near 1e-7).\n")
    worst, width = 0.0, max(map(len, wanted))
    for model_type in wanted:
        t0 = time.perf_counter()
        r = check_architecture(model_type)
        r["seconds"] = round(time.perf_counter() - t0, 2)
        worst = max(worst, r["padded_batch_vs_alone"], r["cached_vs_uncached"])
        if args.json:
            print(json.dumps(r))
        else:
            print(f"{model_type:{width}s} {r['params']:>8,d} params   padded batch vs alone {r['padded_batch_vs_alone']:.1e}"
                  f"   cached vs uncached {r['cached_vs_uncached']:.1e}   ({r['seconds']} s)")
    if worst > 1e-4:
        print(f"error: the three ways disagree (largest relative difference {worst:.1e}, expected "
              f"below 1e-4)", file=sys.stderr)
        return 1
    return 0
