"""Decode speed of the Chapter 42 models with the KV cache, next to its anchors measured
in the same run on the same weights: transformers' LlamaForCausalLM (its own cache) and
llama.cpp on the GGUF file itself.

    python benchmarks/ch42_decode.py [--model PATH.gguf] [--tokens 48] [--threads 2]

Our model and transformers run on the file's weights dequantized to float32 / bfloat16
(dense matmuls); llama.cpp runs its quantized kernels, so it reads ~7x fewer bytes per
token: the gap between the two is what quantized layers have to close. The runners take
turns step by step, so a busy machine slows all of them alike.
"""
import argparse
import statistics
import sys
import time
from pathlib import Path

import torch

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.formats.gguf import GGUFReader                                  # noqa: E402
from engine.gguf.config import config_from_gguf, module_name, unpermute_qk  # noqa: E402
from engine.models import build_model                                       # noqa: E402
from engine.serve.kv_cache import KVCache                                   # noqa: E402

DEFAULT = Path.home() / ".cache" / "gguf-models" / "SmolLM2-135M-Instruct.Q4_1.gguf"


def dense_state(path):
    """(HF config dict, state dict of float32 tensors) from a GGUF file, dequantized."""
    reader = GGUFReader(path)
    config = config_from_gguf(reader.metadata)
    config["tie_word_embeddings"] = "output.weight" not in reader.tensors
    heads = {"self_attn.q_proj.weight": config["num_attention_heads"],
             "self_attn.k_proj.weight": config["num_key_value_heads"]}
    state = {}
    for name in reader.tensors:
        key, t = module_name(name), reader.tensor(name).float()
        kind = ".".join(key.split(".")[-3:])
        if config["model_type"] == "llama" and kind in heads:
            t = unpermute_qk(t, heads[kind])
        state[key] = t
    if config["tie_word_embeddings"]:
        state["lm_head.weight"] = state["model.embed_tokens.weight"]
    return config, state


class Ours:
    """Our model with the KV cache: prefill, then one greedy token per `step()`."""

    def __init__(self, config, state, dtype, prompt, n):
        with torch.device("meta"):
            model = build_model(config)
        model.load_state_dict(state, strict=True, assign=True)
        self.model = model.to(dtype).eval()
        self.cache = KVCache.for_model(self.model, 1, len(prompt) + n + 1)
        self.token = self._next(torch.tensor([prompt]))

    def _next(self, ids):
        return self.model(ids, cache=self.cache, last_only=True)[:, -1].argmax(-1, keepdim=True)

    def step(self) -> int:
        self.token = self._next(self.token)
        return int(self.token)


class Transformers:
    """transformers' LlamaForCausalLM with its DynamicCache, the same weights and steps."""

    def __init__(self, config, state, dtype, prompt, n):
        import transformers
        cfg = transformers.LlamaConfig(**{k: v for k, v in config.items()
                                          if k not in ("model_type", "architecture")})
        model = transformers.LlamaForCausalLM(cfg).eval()
        model.load_state_dict(state, strict=False)
        self.model, self.past = model.to(dtype), transformers.DynamicCache()
        self.token = self._next(torch.tensor([prompt]))

    def _next(self, ids):
        out = self.model(ids, cache=self.past, use_cache=True)
        return out.logits[:, -1].argmax(-1, keepdim=True)

    def step(self) -> int:
        self.token = self._next(self.token)
        return int(self.token)


class LlamaCpp:
    """llama.cpp on the GGUF file (its quantized kernels), greedy one token per step."""

    def __init__(self, path, prompt, n, threads):
        import llama_cpp
        self.llm = llama_cpp.Llama(str(path), n_ctx=len(prompt) + n + 8, n_threads=threads,
                                   verbose=False)
        self.llm.eval(prompt)

    def step(self) -> int:
        token = int(self.llm.scores[self.llm.n_tokens - 1].argmax())
        self.llm.eval([token])
        return token


def interleaved(runners: dict, n: int):
    """Step every runner once per round, timing each step: the machine's load hits all of
    them alike. Returns name -> (median tokens/s, tokens)."""
    times = {name: [] for name in runners}
    tokens = {name: [] for name in runners}
    with torch.no_grad():
        for _ in range(n):
            for name, runner in runners.items():
                t0 = time.perf_counter()
                tokens[name].append(runner.step())
                times[name].append(time.perf_counter() - t0)
    return {name: (1 / statistics.median(times[name]), tokens[name]) for name in runners}


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--model", type=Path, default=DEFAULT)
    ap.add_argument("--tokens", type=int, default=48)
    ap.add_argument("--threads", type=int, default=2)
    args = ap.parse_args()
    torch.set_num_threads(args.threads)
    config, state = dense_state(args.model)
    prompt = [1, 504, 3458, 282, 4649, 314, 253, 1789, 30, 378, 2283, 314, 253, 3458, 282, 30]
    print(f"{args.model.name}: prompt {len(prompt)} tokens, {args.tokens} greedy decode steps, "
          f"{args.threads} threads")
    runners = {}
    for dtype in (torch.float32, torch.bfloat16):
        kind = str(dtype)[6:]
        runners[f"ours {kind}"] = Ours(config, state, dtype, prompt, args.tokens)
        runners[f"transformers {kind}"] = Transformers(config, state, dtype, prompt, args.tokens)
    runners["llama.cpp"] = LlamaCpp(args.model, prompt, args.tokens, args.threads)
    result = interleaved(runners, args.tokens)
    cpp = result["llama.cpp"][0]
    for kind in ("float32", "bfloat16"):
        (ours, ours_ids), (theirs, their_ids) = result[f"ours {kind}"], result[f"transformers {kind}"]
        same = sum(a == b for a, b in zip(ours_ids, their_ids))
        print(f"ours {kind:>8}: {ours:7.1f} tok/s | transformers {kind:>8}: {theirs:7.1f} tok/s | "
              f"ours/transformers {ours / theirs:4.2f} | ours/llama.cpp {ours / cpp:4.2f} | "
              f"{same}/{args.tokens} same greedy tokens")
    print(f"llama.cpp (Q4_1 kernels): {cpp:7.1f} tok/s; median step times, steps interleaved")

if __name__ == "__main__":
    main()
