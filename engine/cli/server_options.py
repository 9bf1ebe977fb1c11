"""llama-server's command-line options that `run.py serve` takes with llama-server's meanings, so
that a llama-server command line works here as it is:

    -c/--ctx-size N        the context of all --parallel slots together: each slot holds N / parallel,
                           rounded up to a multiple of 256 as llama.cpp does (and at most the model's own)
    --temp, --top-k, --top-p, --min-p, --repeat-penalty, --repeat-last-n, --presence-penalty,
    --frequency-penalty, -s/--seed, -n/--n-predict
                           the defaults of every request (a request's own value wins)
    --slots/--no-slots     /slots answers, or 501
    --prefill-assistant/--no-prefill-assistant
                           a chat ending in an assistant message continues it (prefill.py), or not
    --cors-origins, --cors-methods, --cors-headers, --cors-credentials/--no-cors-credentials
                           CORS (engine/serve/cors.py)
    --host a,b             several addresses (engine/serve/listen.py)

Nothing here imports torch: `run.py serve --help` answers at once.
"""
import argparse

from engine.cli.options import checked
from engine.serve.defaults import CTX_SIZE, RequestDefaults

PAD = 256      # llama.cpp rounds the context, and each slot's share of it, up to a multiple of this


def add_server_options(p):
    d = RequestDefaults()
    g = p.add_argument_group("llama-server's request defaults (a request's own value wins)")
    g.add_argument("--temp", "--temperature", dest="temperature", type=float, default=d.temperature,
                   action=checked(lambda v: v >= 0, ">= 0"), metavar="N",
                   help="temperature; 0 = greedy (default: %(default)s)")
    g.add_argument("--top-k", type=int, default=d.top_k, action=checked(lambda v: v >= 0, ">= 0"), metavar="N",
                   help="top-k sampling, 0 = off (default: %(default)s)")
    g.add_argument("--top-p", type=float, default=d.top_p, action=checked(lambda v: 0 <= v <= 1, "in [0, 1]"),
                   metavar="N", help="top-p sampling, 1 = off (default: %(default)s)")
    g.add_argument("--min-p", type=float, default=d.min_p, action=checked(lambda v: 0 <= v <= 1, "in [0, 1]"),
                   metavar="N", help="min-p sampling, 0 = off (default: %(default)s)")
    g.add_argument("--repeat-penalty", type=float, default=d.repeat_penalty,
                   action=checked(lambda v: v > 0, "> 0"), metavar="N",
                   help="penalize repeated tokens, 1 = off (default: %(default)s)")
    g.add_argument("--repeat-last-n", type=int, default=d.repeat_last_n,
                   action=checked(lambda v: v >= -1, ">= -1"), metavar="N",
                   help="tokens the repeat penalty looks back at, -1 = the whole context (default: %(default)s)")
    for name in ("presence", "frequency"):
        g.add_argument(f"--{name}-penalty", type=float, default=getattr(d, f"{name}_penalty"),
                       action=checked(lambda v: -2 <= v <= 2, "in [-2, 2]"), metavar="N",
                       help=f"{name} penalty, 0 = off (default: %(default)s)")
    g.add_argument("--seed", "-s", type=int, default=-1, metavar="SEED",
                   help="random seed of requests that give none; -1 = a new one each (default: %(default)s)")
    g.add_argument("--n-predict", "--predict", "-n", dest="n_predict", type=int, default=d.n_predict,
                   action=checked(lambda v: v >= -1, ">= -1"), metavar="N",
                   help="tokens per answer of requests that give no max_tokens / n_predict; -1 = until EOS or "
                        "the slot is full, as llama-server (default: %(default)s; /v1/completions: 16)")
    g.add_argument("--prefill-assistant", action=argparse.BooleanOptionalAction, default=d.prefill_assistant,
                   help="a chat whose last message is the assistant's continues that message (default: on)")
    h = p.add_argument_group("llama-server's HTTP options")
    h.add_argument("--slots", action=argparse.BooleanOptionalAction, default=True,
                   help="answer GET /slots (default: on; --no-slots: 501)")
    h.add_argument("--cors-origins", default="*", metavar="ORIGINS",
                   help="origins whose web pages may call the server: '*' (the request's Origin echoed), "
                        "'localhost' (localhost, 127.0.0.1, [::1] only) or a comma-separated list "
                        "(default: %(default)s)")
    h.add_argument("--cors-methods", default="GET, POST, DELETE, OPTIONS", metavar="METHODS",
                   help="Access-Control-Allow-Methods of a preflight (default: %(default)s)")
    h.add_argument("--cors-headers", default="*", metavar="HEADERS",
                   help="Access-Control-Allow-Headers of a preflight (default: %(default)s)")
    h.add_argument("--cors-credentials", action=argparse.BooleanOptionalAction, default=True,
                   help="allow credentials (default: on)")


def request_defaults(args) -> RequestDefaults:
    return RequestDefaults(temperature=args.temperature, top_k=args.top_k, top_p=args.top_p, min_p=args.min_p,
                           repeat_penalty=args.repeat_penalty, repeat_last_n=args.repeat_last_n,
                           presence_penalty=args.presence_penalty, frequency_penalty=args.frequency_penalty,
                           seed=None if args.seed == -1 else args.seed, n_predict=args.n_predict,
                           prefill_assistant=args.prefill_assistant)


def cors(args):
    from engine.serve.cors import Cors
    return Cors(args.cors_origins, args.cors_methods, args.cors_headers, args.cors_credentials)


def slot_context(total: int | None, parallel: int, trained: int | None) -> int:
    """Tokens each of `parallel` slots holds for `--ctx-size total`: llama.cpp's arithmetic
    (0 = the model's own context; each share rounded up to a multiple of 256; at most the
    model's own). None (no --ctx-size): CTX_SIZE per slot."""
    if total is None:
        per_slot = CTX_SIZE
    else:
        n = _pad(total or trained or CTX_SIZE)
        per_slot = _pad(n // parallel)
    return min(per_slot, trained) if trained else per_slot


def _pad(n: int) -> int:
    return -(-n // PAD) * PAD
