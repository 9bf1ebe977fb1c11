"""The Python API: load a GGUF file once, then generate, stream, chat or serve it.

    from engine.serve.llm import LLM
    llm = LLM.load("model.gguf")                       # run.py serve's defaults
    print(llm.generate("The capital of France is", max_tokens=16))
    for piece in llm.stream([{"role": "user", "content": "Hi!"}], max_tokens=64):
        print(piece, end="", flush=True)

`LLM` holds the model, its tokenizer and one `Engine` (engine.py); `run.py serve`
(engine/cli/serve.py) and `run.py chat` (engine/cli/chat.py) are built on it with these same
defaults (engine/serve/defaults.py).
"""
import hashlib
import os
import time
from dataclasses import dataclass, field
from typing import Iterator

import torch

from engine.serve.engine import Engine, SamplingParams
from engine.serve.request import TemplateRefused
from engine.serve.kv_cache import KVCache
from engine.serve.kv_types import cache_type
from engine.serve.defaults import BATCH_SIZE, CTX_SIZE, KV_CACHE, PARALLEL, RequestDefaults
from engine.serve.prefill import render_continued


@dataclass
class LoadOptions:
    """How a file is loaded and served; the defaults are the command line's."""
    parallel: int = PARALLEL
    ctx_size: int = CTX_SIZE
    batch_size: int = BATCH_SIZE
    threads: int | None = None                 # compute threads (None: torch's default, all cores)
    activations: str = "q8"                    # "q8": llama.cpp's CPU arithmetic; "float": exact
    kernels: str = "auto"                      # "c", "torch" (the book's PyTorch code), "triton" or "auto"
    device: str = "auto"                       # "cpu", "cuda", "cuda:N"; "auto": CUDA when present
    kv_cache: str = KV_CACHE                   # keys' and values' type (kv_types.py; a float dtype also taken)
    cache_type_k: str | None = None            # the keys' alone (None: kv_cache)
    cache_type_v: str | None = None            # the values' alone
    lora: list = field(default_factory=list)   # LoRA adapters [(path, scale)] (engine/gguf/lora.py)
    dtype: torch.dtype = torch.float32
    prompt_cache: bool = True
    pooling: str | None = None                 # embeddings' pooling (embeddings.py); None: the file's, else last
    speculative: object = None                 # speculative.SpecOptions (--spec-ngram, --model-draft); None: off
    deterministic: bool = False                # batch-invariant answers (run.py serve --deterministic)
    weights: str = "auto"                      # load_gguf's: "resident", "mapped" or "auto"


def _load_model(path, options: LoadOptions, shard=None, tokenizer=False):
    """The model of a GGUF file on the device and backend `options` ask for (and its tokenizer);
    a split model's rank on its own device (`shard.device`). The C library asked for by name
    (`kernels="c"`), or by `deterministic` (its row kernels), takes the CPU when the device is "auto"."""
    from engine.gguf.load import load_gguf
    from engine.kernels.backend import pick_device, resolve_backend
    if shard is not None:
        device = shard.device
    else:
        cpu_only = options.kernels == "c" or options.deterministic     # the C library's (row) kernels
        device = pick_device("cpu" if options.device == "auto" and cpu_only else options.device)
    backend = resolve_backend(device, kernels=options.kernels, activations=options.activations,
                              threads=options.threads)
    model, tok = load_gguf(path, dtype=options.dtype, backend=backend, progress=False, shard=shard,
                           weights=options.weights)
    return (model, tok) if tokenizer else model


def context_size(requested: int, trained: int | None) -> int:
    """Tokens a slot holds: `requested` (at least 16), at most the model's own `trained`
    context; 0 asks for the model's own (as llama.cpp's `-c 0`)."""
    trained = trained or requested
    return max(16, min(requested, trained)) if requested > 0 else trained


class LLM:
    """A loaded model served by one engine (see the module docstring)."""

    def __init__(self, model, tokenizer, path: str, options: LoadOptions | None = None,
                 name: str | None = None):
        options = options or LoadOptions()
        if options.parallel < 1:
            raise ValueError(f"parallel must be >= 1, got {options.parallel}")
        if options.lora and getattr(model, "lora", None) is None:
            from engine.gguf.lora import load_adapters
            load_adapters(model, options.lora)       # beside the layers; requests pick their scales
        self.model, self.tokenizer, self.path, self.options = model, tokenizer, str(path), options
        self.name = name or os.path.basename(self.path)
        self.ctx_size = context_size(options.ctx_size, getattr(model.config, "max_position_embeddings", None))
        model.set_context_length(self.ctx_size)     # LongRoPE's factors follow it (Phi-3)
        self.cache_types = (cache_type(options.cache_type_k or options.kv_cache, "cache_type_k"),
                            cache_type(options.cache_type_v or options.kv_cache, "cache_type_v"))
        cache = self.new_cache(options.parallel, self.ctx_size)
        from engine.serve.speculative import make_speculator
        speculation = make_speculator(options.speculative, model, self.path, options.parallel, self.ctx_size,
                                      load_draft=lambda draft: _load_model(draft, options))
        if options.deterministic:
            # a row's numbers then never depend on the rows beside it: the row kernels for every
            # batch (not the tiled GEMM), and each prompt prefilled whole and from nothing, so
            # that its pieces (a prefill budget shared with other prompts, a cached prefix) do
            # not decide which rows go through which path
            from engine.kernels.backend import check_batch_invariant
            from engine.kernels.cpu import set_batch_invariant
            backend = getattr(model, "backend", None)
            check_batch_invariant(model.inv_freq.device, backend.kernels if backend is not None else "auto")
            set_batch_invariant(True)
        self.engine = Engine(model, n_slots=options.parallel, max_len=self.ctx_size,
                             eos_ids=tokenizer.eos_ids, detokenize=tokenizer.decode, cache=cache,
                             max_prefill_tokens=None if options.deterministic else options.batch_size,
                             prompt_cache=options.prompt_cache and not options.deterministic,
                             speculation=speculation)
        self.vocab_size = model.config.vocab_size
        self.defaults = RequestDefaults()      # what the HTTP server's requests leave out (run.py serve --temp ...)
        self.created = int(time.time())
        self.fingerprint = "fp_" + hashlib.sha1(
            f"{self.name}:{os.path.getsize(self.path) if os.path.isfile(self.path) else 0}:"
            f"{options.activations}:{self.cache_types}".encode()).hexdigest()[:10]
        self._grammars = None

    def new_cache(self, n_slots: int, max_len: int):
        """A KV cache of the model's kind with the keys' and values' types the options ask for."""
        k_type, v_type = self.cache_types
        return KVCache.for_model(self.model, n_slots, max_len, k_type=k_type, v_type=v_type)

    @classmethod
    def load(cls, path, options: LoadOptions | None = None, name: str | None = None, shard=None,
             **overrides) -> "LLM":
        """Load a GGUF file: `LLM.load("m.gguf", parallel=2, ctx_size=2048)`; `shard`, this rank's
        engine.parallel.shard.TensorParallel for a model split over ranks."""
        options = options or LoadOptions()
        for key, value in overrides.items():
            if not hasattr(options, key):
                raise TypeError(f"LLM.load: unknown option {key!r} (see LoadOptions)")
            setattr(options, key, value)
        if options.threads:
            torch.set_num_threads(options.threads)
        if not os.path.isfile(path):
            raise FileNotFoundError(f"{path}: no such GGUF file")
        model, tokenizer = _load_model(path, options, shard, tokenizer=True)
        return cls(model, tokenizer, path, options, name)

    @property
    def metadata(self) -> dict:
        """The GGUF file's metadata ({} for a model not loaded from a file)."""
        reader = getattr(self.model, "gguf_reader", None)
        return reader.metadata if reader is not None else {}

    # ------------------------------------------------------------------ prompts

    @property
    def grammars(self):
        """The grammar compiler for this vocabulary (grammar.py), built on first use."""
        if self._grammars is None:
            from engine.serve.grammar import GrammarCompiler
            eos = self.tokenizer.eos_id if self.tokenizer.eos_id is not None else min(self.tokenizer.eos_ids)
            self._grammars = GrammarCompiler(self.tokenizer, self.vocab_size, eos)
        return self._grammars

    def encode(self, text: str) -> list:
        """A raw prompt's ids, as llama-server tokenizes one: the file's BOS, and special
        tokens written in the text become their ids."""
        return self.tokenizer.encode(text, add_special=True, parse_special=True)

    def render_chat(self, messages, tools=None, add_generation_prompt: bool = True,
                    continue_final: bool = False) -> str:
        """A conversation as the prompt text the file's chat template makes of it, opening the
        assistant's turn (`add_generation_prompt`), or continuing the last message
        (`continue_final`, prefill.py); a template that refuses it (roles out of order, ...)
        raises TemplateRefused."""
        extra = {"tools": tools} if tools else {}

        def render(msgs, generation_prompt):
            return self.tokenizer.apply_chat_template(msgs, add_generation_prompt=generation_prompt, **extra)
        try:
            return render_continued(render, messages) if continue_final else render(messages, add_generation_prompt)
        except ValueError as e:           # the tokenizer's ChatTemplateError is a ValueError
            raise TemplateRefused(str(e)) from e

    def encode_chat(self, messages, tools=None, **how) -> list:
        """The token ids of `render_chat(messages, tools, **how)`."""
        return self.tokenizer.encode(self.render_chat(messages, tools, **how), add_special=True,
                                     parse_special=True)

    def prompt_ids(self, prompt) -> list:
        """str (raw text), list of messages (chat) or list of token ids -> token ids."""
        if isinstance(prompt, str):
            return self.encode(prompt)
        if prompt and all(isinstance(m, dict) for m in prompt):
            return self.encode_chat(prompt)
        return [int(t) for t in prompt]

    def check(self) -> None:
        """A short greedy and a sampled generation through the engine (its schedule and
        step), and the reference sampler against the fast one: the server and the chat run
        this before their first answer, so an unwritten exercise stops them at once, naming
        itself. The engine's slots are left empty."""
        from engine.serve.sampling import sample, sample_fast
        ids = self.encode("Hello") or [0]
        self.engine.generate([ids, ids], [SamplingParams(max_tokens=2),
                                          SamplingParams(max_tokens=2, temperature=0.8, top_k=40, seed=0)])
        g = torch.Generator().manual_seed(0)
        logits = torch.randn(4, self.vocab_size, generator=g) * 3
        settings = (torch.tensor([0.0, 0.7, 1.0, 1.3]), torch.tensor([0, 40, 0, 5]),
                    torch.tensor([1.0, 0.9, 0.5, 1.0]))
        u = torch.rand(4, generator=g)
        if not torch.equal(sample(logits, *settings, u), sample_fast(logits, *settings, u)):
            raise RuntimeError("engine check: the reference sampler `sample` and `sample_fast` pick different tokens")

    def params(self, prompt_len: int, max_tokens: int | None = None, **sampling) -> SamplingParams:
        """SamplingParams with max_tokens defaulting to what the context has left."""
        room = self.ctx_size - prompt_len
        return SamplingParams(max_tokens=room if max_tokens is None else max_tokens, **sampling)

    # ------------------------------------------------------------------ generating

    def stream(self, prompt, max_tokens: int | None = None, **sampling) -> Iterator[str]:
        """Yield the answer's text as it is made. prompt: text, messages or token ids;
        sampling: SamplingParams fields (temperature=0 is greedy, the default)."""
        ids = self.prompt_ids(prompt)
        request = self.engine.add_request(ids, self.params(len(ids), max_tokens, **sampling))
        try:
            for out in self.engine.stream(request):
                if out.text:
                    yield out.text
        finally:
            if not request.finished:
                self.engine.cancel(request)

    def generate(self, prompt, max_tokens: int | None = None, **sampling) -> str:
        """The whole answer's text (see `stream`)."""
        return "".join(self.stream(prompt, max_tokens, **sampling))

    @torch.inference_mode()
    def prompt_logprobs(self, ids: list, top: int, chunk: int = 256, lora=None) -> list:
        """Each prompt token's log-probability given the tokens before it (the first has
        none), with the `top` most likely tokens there: a forward over the prompt in
        chunks through a one-slot cache of its own (the engine's slots stay untouched);
        `lora`, the LoRA adapters' scales (None: the model's own)."""
        from engine.serve.request import TokenLogprob
        cache = self.new_cache(1, len(ids))
        adapters = getattr(self.model, "lora", None)
        if adapters is not None:
            adapters.assign(cache, 0, adapters.resolve(lora))
        out = [TokenLogprob(ids[0], None, [])]
        for start in range(0, len(ids) - 1, chunk):
            piece = ids[start:start + chunk]
            device = self.engine.device       # the model's (a GPU's): ids there, logits read back below
            logits = self.model(torch.tensor([piece], device=device), cache=cache,
                                slots=torch.tensor([0], device=device))[0]
            logp = torch.log_softmax(logits.float(), dim=-1)
            for t in range(len(piece)):
                if start + t + 1 >= len(ids):
                    break
                nxt = ids[start + t + 1]
                pairs = []
                if top:
                    values, top_ids = torch.topk(logp[t], top)
                    pairs = list(zip(top_ids.tolist(), values.tolist()))
                out.append(TokenLogprob(nxt, float(logp[t, nxt]), pairs))
        return out
