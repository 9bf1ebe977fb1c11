"""`python run.py chat --model-dir FILE.gguf`: a terminal chat in the file's chat template.

Answers stream as they are made. The whole conversation is sent each turn; the prompt
cache keeps the earlier turns' keys and values, so a turn costs only its new tokens. When
the conversation would not leave room for an answer, the oldest turns are dropped.
Commands: /reset (forget the conversation), /system TEXT (set the system prompt and
start over), /exit or Ctrl-D. Ctrl-C stops the answer being written, not the program;
anywhere else (loading, at the prompt) it ends the program (exit 130, one line).

Before the model loads (preflight.py): the file's header, the chat template (`--chat-template`
/ `--chat-template-file`, the file's own, or a built-in one with a warning line) and the
system prompt against the context; each refusal is one line and exit 2.
"""

import gc
import signal
import sys

from engine.cli.options import add_lora_options
from engine.cli.options import (PROBABILITY, add_chat_template_options, add_compute_options, add_model_file,
                                add_spec_options, add_tp_option, at_least, cache_types, checked,
                                compute_device, join_tp, spec_options)
from engine.serve.defaults import CTX_SIZE

HELP = "/reset forgets the conversation, /system TEXT sets the system prompt, /exit (or Ctrl-D) quits; " \
       "Ctrl-C stops an answer"
MIN_ANSWER = 128        # tokens of room an answer gets at least (older turns are dropped for it)


class Conversation:
    """The messages so far, fitted into the context when turned into a prompt."""

    def __init__(self, llm, system: str | None = None):
        self.llm, self.system, self.turns = llm, system, []

    def reset(self, system: str | None = None):
        self.turns = []
        if system is not None:
            self.system = system or None

    def messages(self):
        return ([{"role": "system", "content": self.system}] if self.system else []) + self.turns

    def prompt(self) -> list:
        """Token ids of the conversation; drops the oldest exchanges until an answer fits."""
        room = min(MIN_ANSWER, self.llm.ctx_size // 4)
        while True:
            ids = self.llm.encode_chat(self.messages())
            if len(ids) + room <= self.llm.ctx_size or len(self.turns) <= 1:
                return ids
            self.turns = self.turns[2:]          # the oldest user message and its answer


class Interrupt:
    """While active, Ctrl-C sets a flag (checked between engine steps) instead of raising."""

    def __init__(self):
        self.hit = False

    def __enter__(self):
        self.hit = False
        self.previous = signal.signal(signal.SIGINT, self._handle)
        return self

    def _handle(self, signum, frame):
        self.hit = True

    def __exit__(self, *exc):
        signal.signal(signal.SIGINT, self.previous)


def answer(llm, ids: list, params, out=sys.stdout) -> tuple[str, str]:
    """Stream one answer to `out`; returns (text, finish_reason). Ctrl-C cancels it."""
    engine = llm.engine
    request = engine.add_request(ids, params)
    with Interrupt() as stop:
        while not request.finished:
            if stop.hit:
                engine.cancel(request)
                break
            for piece in engine.step():
                if piece.request is request and piece.text:
                    out.write(piece.text)
                    out.flush()
    return request.text, request.finish_reason


def add_arguments(p):
    add_model_file(p, required=True)
    p.add_argument("--system", default=None, help="system prompt (default: none)")
    add_chat_template_options(p)
    p.add_argument("--ctx-size", "-c", type=int, default=CTX_SIZE, action=at_least(0),
                   help="tokens the conversation may hold (default: %(default)s, at most the model's own; "
                        "0 = the model's)")
    p.add_argument("--temperature", type=float, default=0.8, action=at_least(0), metavar="T",
                   help="0 = greedy; higher is more random (default: %(default)s)")
    p.add_argument("--top-k", type=int, default=40, action=at_least(0), metavar="K",
                   help="sample among the K most likely tokens; 0 = all (default: %(default)s)")
    p.add_argument("--top-p", type=float, default=0.95, action=PROBABILITY, metavar="P",
                   help="then among the fewest tokens holding probability P (default: %(default)s)")
    p.add_argument("--min-p", type=float, default=0.05, action=checked(lambda v: 0 <= v <= 1, "in [0, 1]"),
                   metavar="P",
                   help="drop tokens below P times the most likely one's probability (default: %(default)s)")
    p.add_argument("--repeat-penalty", type=float, default=1.0, action=checked(lambda v: v > 0, "above 0"),
                   metavar="R",
                   help="divide the logits of tokens already in the conversation by R; 1 = off "
                        "(default: %(default)s)")
    p.add_argument("--seed", type=int, default=None, help="sampler seed (default: none, a fresh one)")
    p.add_argument("--max-tokens", "-n", type=int, default=None, action=at_least(1), metavar="N",
                   help="tokens an answer may take (default: the room left)")
    add_compute_options(p)
    add_lora_options(p)
    add_tp_option(p)
    add_spec_options(p)


def check_system(reader, template, system: str | None, ctx_size: int) -> None:
    """Refuse a --system prompt that leaves no room in the context (the tokenizer is built
    from the metadata: milliseconds, before the weights load)."""
    from engine.cli.preflight import check_prompt, context_length
    from engine.gguf.tokenizer import tokenizer_from_gguf
    from engine.serve.llm import context_size
    if not system:
        return
    tokenizer = tokenizer_from_gguf(reader.metadata)
    if template is not None:
        tokenizer.use_chat_template(template[1], template[0])
    text = tokenizer.apply_chat_template([{"role": "system", "content": system}], add_generation_prompt=True)
    n = len(tokenizer.encode(text, add_special=True, parse_special=True))
    context = context_size(ctx_size, context_length(reader))
    check_prompt("--system in the chat template", n, context, "the context (--ctx-size)")


def main(args, stdin=sys.stdin, out=sys.stdout) -> int:
    from engine.cli.preflight import chat_template, lora_adapters, open_model
    from engine.serve.llm import LLM
    import torch
    device = compute_device(args)      # a device the machine lacks: refused before the file is read
    reader = open_model(args.model_dir)
    lora = lora_adapters(args, reader)
    template = chat_template(reader, args.chat_template)
    check_system(reader, template, args.system, args.ctx_size)
    speculative = spec_options(args)
    tp = join_tp(args, device)     # --tp: rank 0 chats, the other ranks repeat its engine's model calls
    k_type, v_type = cache_types(args)
    llm = LLM.load(args.model_dir, parallel=1, ctx_size=args.ctx_size, threads=args.threads,
                   activations=args.activations, kernels=args.kernels, device=str(device),
                   dtype=getattr(torch, args.dtype),
                   cache_type_k=k_type, cache_type_v=v_type, shard=tp, speculative=speculative,
                   weights=args.weights)
    if tp is not None:
        from engine.parallel.lockstep import Leader, follow
        if not tp.main:
            return follow(llm.engine.model, llm.engine.cache)
        leader = Leader(llm.engine.model, llm.engine.cache)
        try:
            return _chat(args, llm, template, stdin, out)
        finally:
            leader.stop()
    from engine.gguf.lora import load_adapters
    load_adapters(llm.model, lora)
    return _chat(args, llm, template, stdin, out)


def _chat(args, llm, template, stdin, out) -> int:
    """The conversation loop on a loaded model."""
    if template is not None:
        origin, source = template
        llm.tokenizer.use_chat_template(source, origin)
    gc.freeze()   # as run.py gguf: the model and vocabulary stay out of the GC's scans
    llm.check()
    chat = Conversation(llm, args.system)
    out.write(f"{llm.name}: {llm.ctx_size} tokens of context. {HELP}\n")
    seed = args.seed
    while True:
        out.write("\n> ")
        out.flush()
        try:
            line = stdin.readline()
        except KeyboardInterrupt:                 # at the prompt: the program ends (run.py: exit 130)
            out.write("\n")
            raise
        if not line:                              # Ctrl-D
            out.write("\n")
            return 0
        line = line.strip()
        if not line:
            continue
        if line in ("/exit", "/quit"):
            return 0
        if line == "/reset":
            chat.reset()
            out.write("(conversation cleared)\n")
            continue
        if line.startswith("/system"):
            chat.reset(line[len("/system"):].strip())
            out.write(f"(system prompt {'set' if chat.system else 'cleared'}; conversation cleared)\n")
            continue
        if line.startswith("/"):
            out.write(f"unknown command {line.split()[0]}: {HELP}\n")
            continue
        chat.turns.append({"role": "user", "content": line})
        ids = chat.prompt()
        room = llm.ctx_size - len(ids)
        if room < 1:
            chat.turns.pop()
            out.write(f"(that message alone is {len(ids)} tokens: more than the {llm.ctx_size}-token context)\n")
            continue
        max_tokens = room if args.max_tokens is None else min(args.max_tokens, room)
        params = llm.params(len(ids), max_tokens, temperature=args.temperature, top_k=args.top_k,
                            top_p=args.top_p, min_p=args.min_p, repeat_penalty=args.repeat_penalty, seed=seed)
        if seed is not None:
            seed += 1                              # repeatable runs, but not the same draws each turn
        text, reason = answer(llm, ids, params, out)
        if reason == "cancelled":
            out.write(" [stopped]")
        elif reason == "length":
            out.write(" [length]")
        out.write("\n")
        chat.turns.append({"role": "assistant", "content": text})
