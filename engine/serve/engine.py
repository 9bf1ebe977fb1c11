"""The engine core: requests in, tokens out, many requests sharing one model.

The engine knows only token ids (text, when wanted, comes from a `detokenize`
callable). Each running request owns one slot of the KV cache. One `step()` is:

    schedule  waiting requests take free slots (first come, first served)
    run       prefill the newly admitted prompts in one batched call, then decode one
              token for every request that was already running, in one batched call
    sample    each request's next token from its own settings and generator; requests
              that hit a stop id, a stop string or max_tokens finish and free their slot

Requests can be added at any time (continuous batching): they wait in a queue until
a slot frees up and join at the next step.
"""
import itertools
from collections import deque
from dataclasses import dataclass, field
from typing import Callable, Iterator, Sequence

import torch

from engine.serve.sampling import draw_uniforms, make_generator, sample_fast
from engine.serve.stream import IncrementalText, find_stop

WAITING, RUNNING, FINISHED = "waiting", "running", "finished"


@dataclass
class SamplingParams:
    """How one request generates."""
    temperature: float = 0.0          # 0 = greedy (argmax); > 0 divides the logits
    top_k: int = 0                    # keep the k most likely tokens (0 = all)
    top_p: float = 1.0                # then the smallest set with this much probability (1 = all)
    seed: int | None = None           # per-request generator seed (None = from torch's global one)
    max_tokens: int = 64              # the request stops after this many new tokens
    stop_ids: Sequence[int] | None = None   # token ids that end the request (None = the engine's eos ids)
    stop: Sequence[str] = ()          # strings that end the request (needs the engine's detokenize)

    def __post_init__(self):
        number = lambda v: isinstance(v, (int, float)) and not isinstance(v, bool)
        integer = lambda v: isinstance(v, int) and not isinstance(v, bool)
        checks = [
            ("temperature", number(self.temperature) and self.temperature >= 0, "a number >= 0"),
            ("top_k", integer(self.top_k) and self.top_k >= 0, "an int >= 0"),
            ("top_p", number(self.top_p) and 0 < self.top_p <= 1, "a number in (0, 1]"),
            ("max_tokens", integer(self.max_tokens) and self.max_tokens >= 1, "an int >= 1"),
            ("seed", self.seed is None or integer(self.seed), "an int or None"),
        ]
        for name, ok, expected in checks:
            if not ok:
                raise ValueError(f"SamplingParams.{name}: expected {expected}, got {getattr(self, name)!r}")
        if isinstance(self.stop, str):
            self.stop = (self.stop,)
        if any(not isinstance(s, str) or not s for s in self.stop):
            raise ValueError(f"SamplingParams.stop: expected non-empty strings, got {self.stop!r}")


@dataclass(eq=False)
class Request:
    """One prompt being served: its settings, its progress and its output so far."""
    id: int
    prompt: list[int]
    params: SamplingParams
    stop_ids: frozenset
    output: list[int] = field(default_factory=list)   # generated token ids (a stop id included)
    text: str = ""                                     # generated text, when the engine detokenizes
    status: str = WAITING
    finish_reason: str | None = None                   # "stop" (id or string), "length", "cancelled"
    slot: int | None = None
    generator: torch.Generator | None = None           # None for greedy requests
    detok: IncrementalText | None = None
    sent: int = 0                                      # characters of text already streamed

    @property
    def finished(self) -> bool:
        return self.status == FINISHED


@dataclass
class StepOutput:
    """What one step made for one request: its new tokens and the text they completed."""
    request: Request
    tokens: list[int]
    text: str = ""

    @property
    def finished(self) -> bool:
        return self.request.finished


class Engine:
    """Continuous batching over a model that appends to a slotted KV cache.

    model: `model(ids [B, T], cache=, slots=, lengths=, last_only=True) -> [B, 1, V]`.
    n_slots: the most requests decoded together (one KV-cache slot each).
    max_len: the most tokens (prompt + generated) one request may hold.
    eos_ids: the default stop ids of every request.
    detokenize: `ids -> str` (e.g. a tokenizer's decode); needed for text and stop strings.
    cache: a ready KV cache (default: `KVCache.for_model(model, n_slots, max_len)`).
    max_prefill_tokens: prompt tokens one step may prefill (the first waiting request
        is always admitted), bounding the memory of a prefill.
    """

    def __init__(self, model, *, n_slots: int = 8, max_len: int = 2048, eos_ids=(),
                 detokenize: Callable[[Sequence[int]], str] | None = None, cache=None,
                 max_prefill_tokens: int | None = None):
        if n_slots < 1 or max_len < 2:
            raise ValueError(f"Engine: expected n_slots >= 1 and max_len >= 2, got {n_slots}, {max_len}")
        self.model = model
        self.n_slots, self.max_len = n_slots, max_len
        self.eos_ids = frozenset(int(i) for i in eos_ids)
        self.detokenize = detokenize
        self.max_prefill_tokens = max_prefill_tokens
        param = next(iter(model.parameters()), None)
        self.device = param.device if param is not None else torch.device("cpu")
        self.vocab_size = getattr(getattr(model, "config", None), "vocab_size", None)
        if cache is None:
            from engine.serve.kv_cache import KVCache
            cache = KVCache.for_model(model, n_slots, max_len)
        if cache.lengths.shape[0] < n_slots:
            raise ValueError(f"Engine: the KV cache has {cache.lengths.shape[0]} slots, n_slots is {n_slots}")
        self.cache = cache

        self.waiting: deque[Request] = deque()
        self.running: list[Request] = []
        self.free_slots = list(range(n_slots))
        self._ids = itertools.count()
        # Per-slot state on the model's device: a decode step gathers rows of these
        # instead of building tensors from Python lists.
        self._last_token = torch.zeros(n_slots, dtype=torch.long, device=self.device)
        self._temperature = torch.zeros(n_slots, dtype=torch.float32, device=self.device)
        self._top_k = torch.zeros(n_slots, dtype=torch.long, device=self.device)
        self._top_p = torch.ones(n_slots, dtype=torch.float32, device=self.device)
        self._decode_batch = None   # (running, batch in slot order, slots, settings)

    # ------------------------------------------------------------------ requests

    def add_request(self, prompt: Sequence[int], params: SamplingParams | None = None,
                    request_id: int | None = None) -> Request:
        """Queue a prompt (token ids); it joins the running batch at a coming step."""
        params = params or SamplingParams()
        rid = next(self._ids) if request_id is None else request_id
        prompt = [int(t) for t in prompt]
        if not prompt:
            raise ValueError(f"request {rid}: the prompt is empty (expected at least one token id)")
        if self.vocab_size is not None and not all(0 <= t < self.vocab_size for t in prompt):
            bad = next(t for t in prompt if not 0 <= t < self.vocab_size)
            raise ValueError(f"request {rid}: token id {bad} is outside the vocabulary [0, {self.vocab_size})")
        if len(prompt) + params.max_tokens > self.max_len:
            raise ValueError(
                f"request {rid}: prompt of {len(prompt)} tokens + max_tokens {params.max_tokens} = "
                f"{len(prompt) + params.max_tokens} exceeds the engine's max_len {self.max_len}")
        if params.stop and self.detokenize is None:
            raise ValueError(f"request {rid}: stop strings {list(params.stop)} need an Engine built with detokenize=")
        stop_ids = self.eos_ids if params.stop_ids is None else frozenset(int(i) for i in params.stop_ids)
        request = Request(
            rid, prompt, params, stop_ids,
            generator=make_generator(params.seed) if params.temperature > 0 else None,
            detok=None if self.detokenize is None else IncrementalText(self.detokenize, prompt[-4:]))
        self.waiting.append(request)
        return request

    def cancel(self, request: Request) -> None:
        """Stop serving a request now (waiting or running); its output so far stays."""
        if request in self.waiting:
            self.waiting.remove(request)
            request.status, request.finish_reason = FINISHED, "cancelled"
        elif request.status == RUNNING:
            self._finish(request, "cancelled")

    def has_unfinished(self) -> bool:
        return bool(self.waiting or self.running)

    # ------------------------------------------------------------------ one step

    def schedule(self) -> list[Request]:
        """Move waiting requests into free slots, first come first served; return the
        newly admitted ones (they need a prefill). (Your engine: Chapter 31)"""
        admitted, budget = [], self.max_prefill_tokens
        while self.waiting and self.free_slots:
            request = self.waiting[0]
            if admitted and budget is not None and len(request.prompt) > budget:
                break
            self.waiting.popleft()
            if budget is not None:
                budget -= len(request.prompt)
            request.slot = self.free_slots.pop(0)
            request.status = RUNNING
            self.cache.reset(request.slot)
            p = request.params
            self._temperature[request.slot] = p.temperature
            self._top_k[request.slot] = p.top_k
            self._top_p[request.slot] = p.top_p
            self.running.append(request)
            admitted.append(request)
        return admitted

    @torch.inference_mode()
    def step(self) -> list[StepOutput]:
        """Schedule -> run -> sample once; return the tokens made for each request this
        step (in batch order). (Your engine: Chapter 31)"""
        decoding = list(self.running)         # running before this step: they decode
        prefilling = self.schedule()          # just admitted: they prefill
        outputs = []
        if prefilling:
            outputs += self._sample_and_update(*self._prefill(prefilling))
        if decoding:
            outputs += self._sample_and_update(*self._decode(decoding))
        return outputs

    def _prefill(self, requests):
        """One batched forward over the new prompts, right-padded; logits at each last token."""
        longest = max(len(r.prompt) for r in requests)
        ids = torch.zeros(len(requests), longest, dtype=torch.long)
        for row, r in enumerate(requests):
            ids[row, :len(r.prompt)] = torch.tensor(r.prompt)
        lengths = torch.tensor([len(r.prompt) for r in requests], device=self.device)
        slots = torch.tensor([r.slot for r in requests], device=self.device)
        logits = self.model(ids.to(self.device), cache=self.cache, slots=slots, lengths=lengths,
                            last_only=True)
        return requests, logits[:, -1], slots, self._settings(slots, requests)

    def _decode(self, requests):
        """One batched forward of every running request's last token. The batch is kept
        in slot order (consecutive slots let the cache read a view instead of a gather)
        and reused until a request joins or leaves."""
        if self._decode_batch is None or self._decode_batch[0] != requests:
            batch = sorted(requests, key=lambda r: r.slot)
            slots = torch.tensor([r.slot for r in batch], device=self.device)
            self._decode_batch = (requests, batch, slots, self._settings(slots, batch))
        _, batch, slots, settings = self._decode_batch
        logits = self.model(self._last_token[slots][:, None], cache=self.cache, slots=slots,
                            last_only=True)
        return batch, logits[:, -1], slots, settings

    def _settings(self, slots, requests):
        """The rows' (temperature, top_k, top_p), or None when every row is greedy."""
        if all(r.generator is None for r in requests):
            return None
        return self._temperature[slots], self._top_k[slots], self._top_p[slots]

    def _sample_and_update(self, requests, logits, slots, settings) -> list[StepOutput]:
        """Pick each row's token [B], record it, and finish the requests that are done."""
        if settings is None:
            tokens = logits.argmax(dim=-1)
        else:
            uniforms = draw_uniforms([r.generator for r in requests], self.device)
            tokens = sample_fast(logits, *settings, uniforms)
        self._last_token[slots] = tokens
        return [self._append(r, token) for r, token in zip(requests, tokens.tolist())]

    def _append(self, request: Request, token: int) -> StepOutput:
        """Add one token to a request, extend its text, and check the stop conditions."""
        request.output.append(token)
        reason = None
        if token in request.stop_ids:
            reason = "stop"
        elif request.detok is not None:
            new = request.detok.add([token])
            text = request.detok.text
            cut = find_stop(text, len(new), request.params.stop)
            if cut >= 0:
                text, reason = text[:cut], "stop"
            request.text = text
        if reason is None and len(request.output) >= request.params.max_tokens:
            reason = "length"
        if reason is not None:
            self._finish(request, reason)
        return StepOutput(request, [token], self._unsent_text(request))

    def _unsent_text(self, request: Request) -> str:
        """Text not yet streamed, holding back a tail that could still grow into a stop string."""
        end = len(request.text)
        if not request.finished:
            end -= _partial_stop(request.text, request.params.stop)
        new = request.text[request.sent:end]
        request.sent = max(request.sent, end)
        return new

    def _finish(self, request: Request, reason: str) -> None:
        request.status, request.finish_reason = FINISHED, reason
        self.running.remove(request)
        self.cache.reset(request.slot)
        self.free_slots.append(request.slot)
        self.free_slots.sort()
        request.slot = None
        self._decode_batch = None

    # ------------------------------------------------------------------ conveniences

    def generate(self, prompts: Sequence[Sequence[int]],
                 params: SamplingParams | Sequence[SamplingParams] | None = None) -> list[Request]:
        """Serve every prompt to the end; return the finished requests in prompt order."""
        if params is None or isinstance(params, SamplingParams):
            params = [params] * len(prompts)
        if len(params) != len(prompts):
            raise ValueError(f"generate: {len(prompts)} prompts but {len(params)} SamplingParams")
        requests = [self.add_request(p, sp) for p, sp in zip(prompts, params)]
        while not all(r.finished for r in requests):
            self.step()
        return requests

    def stream(self, request: Request | Sequence[int], params: SamplingParams | None = None
               ) -> Iterator[StepOutput]:
        """Yield one request's new tokens (and text) step by step until it finishes; a
        prompt is queued first. Other requests in the engine advance alongside."""
        if not isinstance(request, Request):
            request = self.add_request(request, params)
        while not request.finished:
            for out in self.step():
                if out.request is request:
                    yield out


def _partial_stop(text: str, stops: Sequence[str]) -> int:
    """Length of the longest end of `text` that begins some stop string (0 if none)."""
    longest = 0
    for stop in stops:
        for n in range(min(len(stop) - 1, len(text)), longest, -1):
            if text.endswith(stop[:n]):
                longest = n
                break
    return longest
