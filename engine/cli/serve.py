"""`python run.py serve -m FILE.gguf`: Chapter 31's command, an OpenAI-compatible HTTP server
(engine/serve/server.py) over the engine core; the options here, the server there.
"""
import gc
import os
import sys

from engine.cli.options import add_compute_options, add_model_file, at_least
from engine.serve.defaults import BATCH_SIZE, CTX_SIZE, MAX_QUEUE, PARALLEL


def add_arguments(p):
    add_model_file(p, required=True)
    p.add_argument("--host", default="127.0.0.1", help="address to listen on (default: %(default)s)")
    p.add_argument("--port", type=int, default=8080, action=at_least(0), help="port (default: %(default)s)")
    p.add_argument("--parallel", "-np", type=int, default=PARALLEL, action=at_least(1),
                   help="requests decoded together, one KV-cache slot each; more queue (default: %(default)s)")
    p.add_argument("--ctx-size", "-c", type=int, default=CTX_SIZE, action=at_least(0),
                   help="tokens one request may hold, prompt and answer, per slot (default: %(default)s, at "
                        "most the model's own; 0 = the model's)")
    p.add_argument("--api-key", default=os.environ.get("LLAMA_API_KEY"),
                   help="require 'Authorization: Bearer KEY' (default: $LLAMA_API_KEY, else none)")
    p.add_argument("--batch-size", "-b", type=int, default=BATCH_SIZE, action=at_least(1),
                   help="prompt tokens prefilled per engine step; longer prompts go in chunks (default: %(default)s)")
    p.add_argument("--max-queue", type=int, default=MAX_QUEUE,
                   help="requests that may wait for a slot before new ones get 503 (default: %(default)s)")
    p.add_argument("--alias", default=None, help="the model's name in the API (default: the file name)")
    add_compute_options(p)
    p.add_argument("--no-prompt-cache", action="store_true",
                   help="do not reuse finished requests' KV (default: reuse it)")
    p.add_argument("--log-level", default="info", choices=["debug", "info", "warning", "error"],
                   help="server log level (default: %(default)s)")


def main(args) -> int:
    import logging

    import torch

    from engine.serve.llm import LLM, LoadOptions
    from engine.serve.server import serve

    logging.basicConfig(level=getattr(logging, args.log_level.upper()), stream=sys.stderr,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    if not os.path.isfile(args.model_dir):
        print(f"error: {args.model_dir}: no such GGUF file", file=sys.stderr)
        return 1
    options = LoadOptions(parallel=args.parallel, ctx_size=args.ctx_size, batch_size=args.batch_size,
                          threads=args.threads, activations=args.activations,
                          kernels=args.kernels, dtype=getattr(torch, args.dtype),
                          kv_cache=getattr(torch, args.kv_cache), prompt_cache=not args.no_prompt_cache)

    def load():
        llm = LLM.load(args.model_dir, options, name=args.alias)
        gc.freeze()   # as run.py gguf: the model and vocabulary stay out of the GC's scans
        return llm
    return serve(load, host=args.host, port=args.port, api_key=args.api_key, max_queue=args.max_queue,
                 log_level=args.log_level)
