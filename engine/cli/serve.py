"""`python run.py serve -m FILE.gguf`: Chapter 31's command, an OpenAI-compatible HTTP server
(engine/serve/server.py) over the engine core; the options here, the server there.

Before the server starts (preflight.py): the host and port are bound and let go, the file's
header is read and its chat template compiled, so a bad input is one line and exit 2
instead of a server that stops after it started. The weights then load while the server
answers `/health` with 503; Ctrl-C before they are served ends with exit 130.
"""
import gc
import os
import sys

from engine.cli.failures import interrupted
from engine.cli.options import (PORT, add_chat_template_options, add_compute_options, add_model_file,
                                add_spec_options, add_tp_option, at_least, cache_types, compute_device,
                                join_tp, spec_options)
from engine.cli.server_options import add_server_options
from engine.cli.options import add_lora_options
from engine.serve.defaults import BATCH_SIZE, CTX_SIZE, MAX_QUEUE, PARALLEL, POOLINGS


def add_arguments(p):
    add_model_file(p, required=True)
    p.add_argument("--host", default="127.0.0.1",
                   help="addresses to listen on, comma-separated; a path ending in .sock is a Unix socket "
                        "(default: %(default)s)")
    p.add_argument("--port", type=int, default=8080, action=PORT,
                   help="port, 0..65535; 0 = any free one (default: %(default)s)")
    p.add_argument("--parallel", "-np", type=int, default=PARALLEL, action=at_least(1),
                   help="requests decoded together, one KV-cache slot each; more queue (default: %(default)s)")
    p.add_argument("--ctx-size", "-c", type=int, default=None, action=at_least(0),
                   help="tokens of context of all --parallel slots together, as llama-server's -c: a slot (one "
                        "request, prompt and answer) holds N / --parallel, rounded up to a multiple of 256, at "
                        f"most the model's own (default: {CTX_SIZE} per slot; 0 = the model's own in all)")
    p.add_argument("--api-key", default=os.environ.get("LLAMA_API_KEY"),
                   help="require 'Authorization: Bearer KEY' (default: $LLAMA_API_KEY, else none)")
    p.add_argument("--batch-size", "-b", type=int, default=BATCH_SIZE, action=at_least(1),
                   help="prompt tokens prefilled per engine step; longer prompts go in chunks (default: %(default)s)")
    p.add_argument("--max-queue", type=int, default=MAX_QUEUE, action=at_least(0),
                   help="requests that may wait for a slot before new ones get 503 (default: %(default)s)")
    p.add_argument("--alias", default=None,
                   help="the model's name in the API; a request's `model` field may name anything, as with "
                        "llama-server (default: the file name)")
    p.add_argument("--pooling", default=None, choices=POOLINGS,
                   help="how /v1/embeddings and /embedding pool the final hidden states: none (/embedding "
                        "only: one vector per token), mean, cls (first token) or last (default: the file's "
                        "<arch>.pooling_type, else last)")
    add_chat_template_options(p)
    add_compute_options(p)
    add_lora_options(p, server=True)
    add_tp_option(p)
    add_spec_options(p)
    p.add_argument("--no-prompt-cache", action="store_true",
                   help="do not reuse finished requests' KV (default: reuse it)")
    p.add_argument("--deterministic", action="store_true",
                   help="batch-invariant answers: a request's tokens (greedy) are the same bit for bit "
                        "whatever else is served beside it, as if it were alone; every batch of rows takes "
                        "the row kernels, each prompt one piece, no prompt cache (prompts slower; default: "
                        "off)")
    p.add_argument("--log-level", default="info", choices=["debug", "info", "warning", "error"],
                   help="server log level (default: %(default)s)")
    add_server_options(p)


def main(args) -> int:
    from engine.cli.preflight import chat_template, check_listen, context_length, lora_adapters, open_model
    from engine.cli.server_options import cors, request_defaults, slot_context
    from engine.serve.listen import split_hosts
    for host in split_hosts(args.host):
        if not host.endswith(".sock"):
            check_listen(host, args.port)         # before torch: a second, not several

    import logging

    import torch

    from engine.serve.llm import LLM, LoadOptions
    from engine.serve.server import serve

    device = compute_device(args)      # a device the machine lacks: refused before the file is read
    reader = open_model(args.model_dir)
    lora = lora_adapters(args, reader)
    template = chat_template(reader, args.chat_template)
    speculative = spec_options(args)
    per_slot = slot_context(args.ctx_size, args.parallel, context_length(reader))
    logging.basicConfig(level=getattr(logging, args.log_level.upper()), stream=sys.stderr,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    logging.getLogger("engine.serve").info(       # llama-server's "n_ctx_slot" line
        "%d slots of %d tokens (n_ctx_slot = %d): --ctx-size %s is shared by the slots", args.parallel, per_slot,
        per_slot, args.ctx_size if args.ctx_size is not None else f"{per_slot * args.parallel} (default)")
    options = LoadOptions(parallel=args.parallel, ctx_size=per_slot, batch_size=args.batch_size,
                          threads=args.threads, activations=args.activations,
                          kernels=args.kernels, device=str(device), dtype=getattr(torch, args.dtype),
                          cache_type_k=cache_types(args)[0], cache_type_v=cache_types(args)[1],
                          prompt_cache=not args.no_prompt_cache,
                          pooling=args.pooling, speculative=speculative, deterministic=args.deterministic,
                          weights=args.weights)

    options.lora = lora      # LoRA adapters beside the layers; each request picks its scales
    tp = join_tp(args, device)       # --tp: rank 0 serves, the other ranks repeat its engine's model calls
    if tp is not None and not tp.main:
        from engine.parallel.lockstep import follow
        llm = LLM.load(args.model_dir, options, name=args.alias, shard=tp)
        return follow(llm.engine.model, llm.engine.cache)
    leader = []

    def load():
        llm = LLM.load(args.model_dir, options, name=args.alias, shard=tp)
        if tp is not None:
            from engine.parallel.lockstep import Leader
            leader.append(Leader(llm.engine.model, llm.engine.cache))
        llm.defaults = request_defaults(args)
        if template is not None:
            origin, source = template
            llm.tokenizer.use_chat_template(source, origin)
        gc.freeze()   # as run.py gguf: the model and vocabulary stay out of the GC's scans
        return llm
    try:
        status = serve(load, host=args.host, port=args.port, api_key=args.api_key, max_queue=args.max_queue,
                       log_level=args.log_level, cors=cors(args), slots=args.slots)
        for lead in leader:
            lead.stop()         # the other ranks leave their loop
        return status
    except KeyboardInterrupt:
        # Ctrl-C before the model was served: the loader thread is inside the weights and
        # cannot be stopped, and the interpreter's shutdown would stop it inside torch's C++
        # (an abort, "terminate called ..."): say so and end the process here.
        status = interrupted()
        sys.stdout.flush()
        os._exit(status)
