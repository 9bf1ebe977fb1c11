"""A request to the engine: how it samples (`SamplingParams`), its progress (`Request`),
and what one engine step made for it (`StepOutput`).

These are plain records; the engine (engine.py) moves requests through their states and
the logit processors (logits.py) read the settings that change a row's logits.
"""
import math
from dataclasses import dataclass, field
from typing import Sequence

import torch

from engine.serve.stream import IncrementalText

WAITING, RUNNING, FINISHED = "waiting", "running", "finished"


def _number(v) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v)


def _integer(v) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


@dataclass
class SamplingParams:
    """How one request generates (the defaults change nothing: greedy, no penalties)."""
    temperature: float = 0.0          # 0 = greedy (argmax); > 0 divides the logits
    top_k: int = 0                    # keep the k most likely tokens (0 = all)
    top_p: float = 1.0                # then the smallest set with this much probability (1 = all)
    min_p: float = 0.0                # drop tokens below min_p x the top token's probability (0 = off)
    seed: int | None = None           # per-request generator seed (None = from torch's global one)
    max_tokens: int = 64              # the request stops after this many new tokens
    stop_ids: Sequence[int] | None = None   # token ids that end the request (None = the engine's eos ids)
    stop: Sequence[str] = ()          # strings that end the request (needs the engine's detokenize)
    presence_penalty: float = 0.0     # OpenAI's: minus this for every token already generated
    frequency_penalty: float = 0.0    # OpenAI's: minus this x how often a token was generated
    repeat_penalty: float = 1.0       # llama.cpp's: logits of recent tokens divided (> 0) or multiplied
    repeat_last_n: int = 64           # how many recent tokens (prompt and output) repeat_penalty sees
    logit_bias: dict | None = None    # token id -> added to its logit (-100 bans, +100 forces)
    logprobs: int | None = None       # None: no log-probabilities; k: the chosen token's and the top k
    grammar: object = None            # a compiled grammar (grammar.py) whose mask every step obeys
    post_sampling_probs: bool = False  # logprobs of the distribution sampled from (after every processor,
                                      # temperature, top-k, top-p), not of the model's own
    id_slot: int | None = None        # the KV-cache slot this request must run in (None = any free one)
    cache_prompt: bool = True         # reuse a slot's cached prefix of the prompt (False: prefill it all)
    lora: Sequence[float] | None = None   # one scale per LoRA adapter of the model (None = the model's own)

    def __post_init__(self):
        checks = [
            ("temperature", _number(self.temperature) and self.temperature >= 0, "a number >= 0"),
            ("top_k", _integer(self.top_k) and self.top_k >= 0, "an int >= 0"),
            ("top_p", _number(self.top_p) and 0 < self.top_p <= 1, "a number in (0, 1]"),
            ("min_p", _number(self.min_p) and 0 <= self.min_p <= 1, "a number in [0, 1]"),
            ("max_tokens", _integer(self.max_tokens) and self.max_tokens >= 1, "an int >= 1"),
            ("seed", self.seed is None or _integer(self.seed), "an int or None"),
            ("presence_penalty", _number(self.presence_penalty) and -2 <= self.presence_penalty <= 2,
             "a number in [-2, 2]"),
            ("frequency_penalty", _number(self.frequency_penalty) and -2 <= self.frequency_penalty <= 2,
             "a number in [-2, 2]"),
            ("repeat_penalty", _number(self.repeat_penalty) and self.repeat_penalty > 0, "a number > 0"),
            ("repeat_last_n", _integer(self.repeat_last_n) and self.repeat_last_n >= 0, "an int >= 0"),
            ("logprobs", self.logprobs is None or (_integer(self.logprobs) and 0 <= self.logprobs <= 20),
             "None or an int in [0, 20]"),
            ("id_slot", self.id_slot is None or (_integer(self.id_slot) and self.id_slot >= 0), "None or an int >= 0"),
            ("lora", self.lora is None or (not isinstance(self.lora, str) and all(_number(s) for s in self.lora)),
             "None or one number per LoRA adapter"),
        ]
        for name, ok, expected in checks:
            if not ok:
                raise ValueError(f"SamplingParams.{name}: expected {expected}, got {getattr(self, name)!r}")
        if isinstance(self.stop, str):
            self.stop = (self.stop,)
        if any(not isinstance(s, str) or not s for s in self.stop):
            raise ValueError(f"SamplingParams.stop: expected non-empty strings, got {self.stop!r}")
        if self.logit_bias:
            bad = [(k, v) for k, v in self.logit_bias.items()
                   if not _integer(k) or k < 0 or not (v == -math.inf or (_number(v) and -100 <= v <= 100))]
            if bad:
                raise ValueError(f"SamplingParams.logit_bias: expected token id (int >= 0) -> number in "
                                 f"[-100, 100] or -inf (banned), got {dict(bad)!r}")

    @property
    def changes_logits(self) -> bool:
        """True when a logit processor (logits.py) has something to do for this request."""
        return bool(self.presence_penalty or self.frequency_penalty or self.repeat_penalty != 1
                    or self.logit_bias or self.grammar is not None
                    or (self.min_p > 0 and self.temperature > 0))


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
    finish_reason: str | None = None   # "stop" (id, string or grammar end), "length", "cancelled", "error"
    error: str | None = None                           # why a request finished with "error"
    slot: int | None = None
    slot_used: int | None = None       # the slot it ran in, kept after it finished (llama-server's id_slot)
    stop_word: str | None = None       # the stop string that ended it, if one did
    cached: int = 0                    # prompt tokens found in the slot's cache (not computed again)
    prefilled: int = 0                 # prompt tokens in the slot's cache so far
    generator: torch.Generator | None = None           # None for greedy requests
    matcher: object = None                             # the grammar's state, when params.grammar
    detok: IncrementalText | None = None
    sent: int = 0                                      # characters of text already streamed
    draft_n: int = 0                   # tokens drafted for it (speculative decoding), and of those
    draft_n_accepted: int = 0          # the ones the model kept (llama-server's timings)

    @property
    def finished(self) -> bool:
        return self.status == FINISHED

    @property
    def prefilling(self) -> bool:
        """True while part of the prompt is still to be run through the model."""
        return self.prefilled < len(self.prompt)


@dataclass
class TokenLogprob:
    """A generated token's log-probability under the model, and the k most likely tokens'."""
    token: int
    logprob: float
    top: list[tuple[int, float]]       # (token id, logprob), most likely first


@dataclass
class StepOutput:
    """What one step made for one request: its new tokens and the text they completed."""
    request: Request
    tokens: list[int]
    text: str = ""
    logprobs: list[TokenLogprob] | None = None

    @property
    def finished(self) -> bool:
        return self.request.finished


class TemplateRefused(ValueError):
    """The chat template could not render a conversation (the message says why)."""
