"""`python run.py gguf -m FILE.gguf`: load a real file, summarise it, generate.

Before the weights load (preflight.py): the file's header, the chat template with `--chat`
(or `--chat-template`), and the prompt against the model's context, which refuses a prompt
too long for it instead of prefilling it for minutes.

Prints one JSON summary line (architecture, parameters, tensor types, sizes in MiB, load
seconds), streams the continuation of `--prompt`, then the speed. Of the sizes
(engine/cli/sizes.py): `file_mib` is the file; `weights_mib` the weight layers as held
(quantized blocks, mapped from the file or copied), with `weights_bits_per_weight` per
type; `rss_mib` the process's resident set after loading, in which mapped weights count
only once read, so it can be below `weights_mib` until the first tokens have run.
"""
import gc
import json
import math
import os
import sys
import time

import torch

from engine.cli.sizes import mib, status_mib


def summary(model, path) -> dict:
    """What a user wants to know about a loaded file, as one JSON-ready dict."""
    from engine.quantized.select import resident_bits_report

    reader = model.gguf_reader
    types = {}
    for name, (shape, type_name, _) in reader.tensors.items():
        types[type_name] = types.get(type_name, 0) + 1
    params = sum(math.prod(shape) for shape, _, _ in reader.tensors.values())
    report = resident_bits_report(model)
    weight_bytes = sum(e["bytes"] for e in report.values())
    return {
        "file": os.path.basename(str(path)),
        "architecture": reader.metadata.get("general.architecture"),
        "name": reader.metadata.get("general.name"),
        "parameters": params,
        "tensor_types": dict(sorted(types.items(), key=lambda kv: -kv[1])),
        "file_mib": mib(os.path.getsize(reader.path)),
        "weights_mib": mib(weight_bytes),
        "weights_bits_per_weight": {k: round(v["bits_per_weight"], 3) for k, v in report.items()},
        "rss_mib": status_mib("VmRSS"),
        "load_s": model.load_report["load_s"],
        "fused_decode": model.load_report.get("fused_decode"),
        "backend": str(model.backend),
    }


def prompt_ids(tokenizer, prompt: str, chat: bool) -> list:
    """The prompt's token ids; with `chat`, wrapped in the file's chat template."""
    if chat:
        text = tokenizer.apply_chat_template([{"role": "user", "content": prompt}],
                                             add_generation_prompt=True)
        return tokenizer.encode(text, add_special=True, parse_special=True)
    return tokenizer.encode(prompt, add_special=True)


def run_file(args) -> int:
    from engine.cli.options import cache_types, compute_device, spec_options
    from engine.cli.preflight import chat_template, check_prompt, context_length, open_model
    from engine.gguf.load import load_gguf
    from engine.gguf.tokenizer import tokenizer_from_gguf
    from engine.cli.preflight import lora_adapters
    from engine.kernels.backend import resolve_backend
    from engine.serve.engine import Engine, SamplingParams
    from engine.serve.kv_cache import KVCache

    # before the weights load: the device, the file, its chat template, the prompt against its context
    device = compute_device(args)
    reader = open_model(args.model_dir)
    speculative = spec_options(args)
    chat = args.chat or args.chat_template is not None       # --chat-template implies --chat
    lora = lora_adapters(args, reader)
    template = chat_template(reader, args.chat_template) if chat else None
    tokenizer = tokenizer_from_gguf(reader.metadata)
    if template is not None:
        origin, source = template
        tokenizer.use_chat_template(source, origin)
    ids = prompt_ids(tokenizer, args.prompt, chat)
    context = context_length(reader) or len(ids) + args.max_tokens
    check_prompt("--prompt" + (" in the chat template" if chat else ""), len(ids), context)
    max_tokens = min(args.max_tokens, context - len(ids))     # the answer stops where the context ends

    from engine.cli.options import join_tp
    tp = join_tp(args, device)     # --tp: every rank runs the same generation in lockstep, rank 0 prints
    backend = resolve_backend(tp.device if tp is not None else device, kernels=args.kernels, activations=args.activations,
                              threads=args.threads)
    model, _ = load_gguf(args.model_dir, dtype=getattr(torch, args.dtype), keep_quantized=not args.dequantize,
                         backend=backend, shard=tp, weights=args.weights)
    from engine.gguf.lora import load_adapters
    adapters = load_adapters(model, lora)
    info = summary(model, args.model_dir)
    for adapter, scale in adapters:
        info.setdefault("lora", []).append({"path": adapter.path, "scale": scale, "alpha": adapter.alpha})
    print(json.dumps(info), flush=True)
    gc.freeze()   # the model and vocabulary live as long as the process: keep the GC off them

    params = SamplingParams(temperature=args.temperature, top_k=args.top_k, top_p=args.top_p,
                            seed=args.seed, max_tokens=max_tokens)
    max_len = len(ids) + max_tokens + 1
    k_type, v_type = cache_types(args)
    cache = KVCache.for_model(model, 1, max_len, k_type=k_type, v_type=v_type)
    from engine.serve.speculative import make_speculator
    speculation = make_speculator(speculative, model, args.model_dir, 1, max_len, load_draft=lambda draft: load_gguf(
        draft, dtype=getattr(torch, args.dtype), keep_quantized=not args.dequantize, backend=backend,
        weights=args.weights)[0])
    engine = Engine(model, n_slots=1, max_len=max_len, eos_ids=tokenizer.eos_ids,
                    detokenize=tokenizer.decode, cache=cache, speculation=speculation)
    if not chat:
        sys.stdout.write(args.prompt)
    t0, first, n = time.perf_counter(), None, 0
    with torch.inference_mode():
        for out in engine.stream(ids, params):
            first = first or time.perf_counter()
            n += len(out.tokens)
            sys.stdout.write(out.text)
            sys.stdout.flush()
    end = time.perf_counter()
    decode_s = end - (first or end)
    print()
    report = {"prompt_tokens": len(ids), "generated_tokens": n, "first_token_s": round((first or end) - t0, 3),
              "decode_tok_per_s": round((n - 1) / decode_s, 2) if n > 1 and decode_s else None}
    if speculation is not None:
        report.update(draft_n=speculation.drafted, draft_n_accepted=speculation.accepted)
    print(json.dumps(report))
    return 0
