"""Decode speed of the Chapter 42 models with the KV cache, next to its anchors measured
in the same run on the same weights: transformers' LlamaForCausalLM (its own cache) and
llama.cpp on the GGUF file itself.

    python benchmarks/ch42_decode.py [--model PATH.gguf] [--tokens 48] [--threads 2]

Our model and transformers run on the file's weights dequantized to float32 / bfloat16
(dense matmuls); llama.cpp runs its quantized kernels, so it reads ~7x fewer bytes per
token: the gap between the two is what quantized layers have to close.
"""
import argparse
import sys
import time
from pathlib import Path

import torch

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.formats.gguf import GGUFReader                                  # noqa: E402
from engine.formats.gguf_config import config_from_gguf, module_name, unpermute_qk  # noqa: E402
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


@torch.no_grad()
def ours_tok_s(config, state, dtype, prompt, n):
    with torch.device("meta"):
        model = build_model(config)
    model.load_state_dict(state, strict=True, assign=True)
    model = model.to(dtype).eval()
    cache = KVCache.for_model(model, 1, len(prompt) + n + 1)
    logits = model(torch.tensor([prompt]), cache=cache, last_only=True)
    token = logits[:, -1].argmax(-1, keepdim=True)
    out = []
    t0 = time.perf_counter()
    for _ in range(n):
        token = model(token, cache=cache, last_only=True)[:, -1].argmax(-1, keepdim=True)
        out.append(int(token))
    return n / (time.perf_counter() - t0), out


@torch.no_grad()
def transformers_tok_s(config, state, dtype, prompt, n):
    import transformers
    from transformers import DynamicCache
    cfg = transformers.LlamaConfig(**{k: v for k, v in config.items() if k not in ("model_type", "architecture")})
    model = transformers.LlamaForCausalLM(cfg).eval()
    model.load_state_dict(state, strict=False)
    model = model.to(dtype)
    past = DynamicCache()
    out = model(torch.tensor([prompt]), cache=past, use_cache=True)
    token = out.logits[:, -1].argmax(-1, keepdim=True)
    tokens = []
    t0 = time.perf_counter()
    for _ in range(n):
        out = model(token, cache=past, use_cache=True)
        token = out.logits[:, -1].argmax(-1, keepdim=True)
        tokens.append(int(token))
    return n / (time.perf_counter() - t0), tokens


def llama_cpp_tok_s(path, prompt, n, threads):
    import llama_cpp
    llm = llama_cpp.Llama(str(path), n_ctx=len(prompt) + n + 8, n_threads=threads, verbose=False)
    llm.eval(prompt)
    t0 = time.perf_counter()
    for _ in range(n):
        token = int(llm.scores[llm.n_tokens - 1].argmax())
        llm.eval([token])
    return n / (time.perf_counter() - t0)


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
    rows = []
    for dtype in (torch.float32, torch.bfloat16):
        ours, ours_ids = ours_tok_s(config, state, dtype, prompt, args.tokens)
        theirs, their_ids = transformers_tok_s(config, state, dtype, prompt, args.tokens)
        same = sum(a == b for a, b in zip(ours_ids, their_ids))
        rows.append((f"ours {str(dtype)[6:]}", ours, f"transformers {str(dtype)[6:]}", theirs,
                     f"{same}/{args.tokens} same greedy tokens"))
    cpp = llama_cpp_tok_s(args.model, prompt, args.tokens, args.threads)
    for name, ours, anchor, theirs, note in rows:
        print(f"{name:>14}: {ours:7.1f} tok/s | {anchor:>20}: {theirs:7.1f} tok/s | "
              f"ratio {ours / theirs:4.2f} | {note}")
    print(f"{'llama.cpp':>14}: {cpp:7.1f} tok/s (quantized file, same threads)")


if __name__ == "__main__":
    main()
