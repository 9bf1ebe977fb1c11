"""Encode throughput of the engine's tokenizer next to llama.cpp's, same text, same run.

For each fetched GGUF file: MB/s and tokens/s of `Tokenizer.encode` (a fresh tokenizer,
so its word cache starts empty, and a second pass with the cache warm) and of
llama.cpp's tokenizer through llama-cpp-python (`Llama(vocab_only=True).tokenize`),
and whether the ids agree. The text is ~1 MB: Python source from the standard library
(code), English prose from its docstrings, and a multilingual block.

    python benchmarks/tokenizer.py [--mb 1.0]
"""
import argparse
import inspect
import json
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.formats.gguf import GGUFReader  # noqa: E402
from engine.gguf.tokenizer import tokenizer_from_gguf  # noqa: E402

FILES = {"smollm2": "SmolLM2-135M-Instruct.Q4_1.gguf",
         "qwen25": "qwen2.5-coder-0.5b-instruct-q4_k_m.gguf",
         "gemma3": "gemma-3-270m-q4_k_m.gguf"}
MULTILINGUAL = ("Café crème brûlée, naïve façade. Привет, как дела? Γειά σου Κόσμε. مرحبا بالعالم. "
                "שלום עולם. नमस्ते दुनिया. 你好，世界！こんにちは世界。สวัสดีชาวโลก 안녕하세요 세계 "
                "😀👍🏽 👨‍👩‍👧‍👦 12345678901234567890 3.14159\n")


def bench_text(megabytes: float) -> str:
    """About `megabytes` of mixed text, the same on every call."""
    import collections, email, json as js, textwrap, typing
    parts, size, target = [], 0, int(megabytes * 1e6)
    modules = [collections, email, js, textwrap, typing, inspect, argparse]
    while size < target:
        for mod in modules:
            src = inspect.getsource(mod)
            parts.append(src)
            parts.append(MULTILINGUAL * 20)
            size += len(src.encode()) + len(MULTILINGUAL.encode()) * 20
    return "".join(parts)[:target]


def timed(fn, repeat=1):
    best = float("inf")
    for _ in range(repeat):
        t = time.perf_counter()
        out = fn()
        best = min(best, time.perf_counter() - t)
    return out, best


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--mb", type=float, default=1.0)
    args = ap.parse_args()
    import llama_cpp

    models = Path(os.environ.get("GGUF_MODELS", Path.home() / ".cache" / "gguf-models"))
    text = bench_text(args.mb)
    data = text.encode("utf-8")
    mb = len(data) / 1e6
    for name, file in FILES.items():
        path = models / file
        if not path.is_file():
            print(json.dumps({"model": name, "skipped": f"{path} is absent"}))
            continue
        tok = tokenizer_from_gguf(GGUFReader(path).metadata)
        ours_cold, t_cold = timed(lambda: tok.encode(text, add_special=False))
        ours, t_warm = timed(lambda: tok.encode(text, add_special=False))
        llm = llama_cpp.Llama(str(path), vocab_only=True, verbose=False)
        ref, t_ref = timed(lambda: llm.tokenize(data, add_bos=False, special=False), repeat=2)
        n = len(ref)
        print(json.dumps({
            "model": name, "MB": round(mb, 3), "tokens": n, "ids_equal": ours == ref == ours_cold,
            "engine_cold_MB_s": round(mb / t_cold, 2), "engine_warm_MB_s": round(mb / t_warm, 2),
            "llama_cpp_MB_s": round(mb / t_ref, 2),
            "engine_cold_tok_s": round(n / t_cold), "engine_warm_tok_s": round(n / t_warm),
            "llama_cpp_tok_s": round(n / t_ref),
            "speedup_cold": round(t_ref / t_cold, 2), "speedup_warm": round(t_ref / t_warm, 2)}))


if __name__ == "__main__":
    main()
