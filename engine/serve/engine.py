"""The engine core: requests in, tokens out, many requests sharing one model.

The engine knows only token ids (text, when wanted, comes from a `detokenize`
callable). Each running request owns one slot of the KV cache. One `step()` is:

    schedule  waiting requests take free slots (first come, first served)
    run       prefill the prompts not yet in the cache in one batched call (at most
              `max_prefill_tokens` of them a step: a long prompt goes in chunks), then
              decode one token for every request whose prompt was already in, in one call
    sample    each request's next token from its own settings and generator; requests
              that hit a stop id, a stop string or max_tokens finish and free their slot

Requests can be added at any time (continuous batching): they wait in a queue until
a slot frees up and join at the next step.

Prompt cache: a finished request's keys and values stay in its slot. A new request takes
the free slot whose cached tokens share the longest prefix with its prompt (the next turn
of a chat) and prefills only the rest; otherwise the least recently used free slot.

Speculative decoding (speculative.py, `speculation=`): a decode step may verify drafted
tokens for each request and keep several; the cache is cut back past the rejected ones.

A cache of recurrent states (recurrent_cache.py) cannot cut a slot back to a shorter
prefix: its states are sums over every token; nor can sliding-window rings once they
have wrapped (window_cache.py). For such a cache (its `checkpoint_prompts` says so) each
slot also keeps a checkpoint of its states just before the last token of the last prompt
it prefilled (that prompt goes in as all its tokens but the last, a checkpoint, then the
last token). A next request sharing that prompt as a prefix (a regenerate, or a chat's
next turn whose previous answer renders differently) restores the checkpoint and
prefills only the rest.
"""
import itertools
from collections import deque
from typing import Callable, Iterator, Sequence

import torch

from engine.layers.lora import request_scales
from engine.serve.logits import process_row, sampled_logprobs, token_logprobs
from engine.serve.request import FINISHED, RUNNING, WAITING, Request, SamplingParams, StepOutput, TokenLogprob
from engine.serve.sampling import draw_uniforms, greedy, make_generator, sample_fast
from engine.serve.speculative import accept, verify_forward
from engine.serve.stream import IncrementalText, common_prefix, find_stop, partial_stop

__all__ = ["Engine", "Request", "SamplingParams", "StepOutput", "TokenLogprob", "WAITING", "RUNNING", "FINISHED"]

# A free slot is reused for its cached prefix only when that prefix is at least this
# share of the new prompt (llama-server's similarity rule); else the LRU slot is taken.
MIN_PREFIX_SHARE = 0.1


class Engine:
    """Continuous batching over a model that appends to a slotted KV cache.

    model: `model(ids [B, T], cache=, slots=, lengths=, last_only=True) -> [B, 1, V]`.
    n_slots: the most requests decoded together (one KV-cache slot each).
    max_len: the most tokens (prompt + generated) one request may hold.
    eos_ids: the default stop ids of every request.
    detokenize: `ids -> str` (e.g. a tokenizer's decode); needed for text and stop strings.
    cache: a ready KV cache (default: `KVCache.for_model(model, n_slots, max_len)`).
    max_prefill_tokens: prompt tokens one step may prefill (None = no limit); a prompt
        longer than what is left goes in chunks over several steps.
    prompt_cache: keep finished requests' keys/values for later prompts that share a prefix.
    speculation: a `speculative.Speculator` that drafts tokens for decode steps to verify
        (None: one token a step).
    """

    def __init__(self, model, *, n_slots: int = 8, max_len: int = 2048, eos_ids=(),
                 detokenize: Callable[[Sequence[int]], str] | None = None, cache=None,
                 max_prefill_tokens: int | None = None, prompt_cache: bool = True, speculation=None):
        if n_slots < 1 or max_len < 2:
            raise ValueError(f"Engine: expected n_slots >= 1 and max_len >= 2, got {n_slots}, {max_len}")
        if max_prefill_tokens is not None and max_prefill_tokens < 1:
            raise ValueError(f"Engine: max_prefill_tokens must be >= 1 or None, got {max_prefill_tokens}")
        self.model = model
        self.n_slots, self.max_len = n_slots, max_len
        self.eos_ids = frozenset(int(i) for i in eos_ids)
        self.detokenize = detokenize
        self.max_prefill_tokens = max_prefill_tokens
        self.prompt_cache = prompt_cache
        param = next(iter(model.parameters()), None)
        self.device = param.device if param is not None else torch.device("cpu")
        self.vocab_size = getattr(getattr(model, "config", None), "vocab_size", None)
        if cache is None:
            from engine.serve.kv_cache import KVCache
            cache = KVCache.for_model(model, n_slots, max_len)
        if cache.lengths.shape[0] < n_slots:
            raise ValueError(f"Engine: the KV cache has {cache.lengths.shape[0]} slots, n_slots is {n_slots}")
        self.cache = cache
        if speculation is not None:
            speculation.check(model, cache)
        self.speculation = speculation

        self.waiting: deque[Request] = deque()
        self.running: list[Request] = []
        self.free_slots = list(range(n_slots))           # least recently used first
        self.slot_tokens: list[list[int]] = [[] for _ in range(n_slots)]   # what each slot's cache holds
        # the LoRA scales each slot's cache was computed with: a prefix is shared only under the same ones
        self.slot_lora: list = [None] * n_slots
        # per slot: its states at a prefix of slot_tokens, when the cache keeps recurrent states
        wanted = prompt_cache and getattr(cache, "checkpoint_prompts", False)
        self.checkpoints = [None] * n_slots if wanted else None
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
        request_scales(self.model, params.lora, f"request {rid}")     # scales the adapters cannot take: ValueError
        if params.logit_bias and self.vocab_size is not None and max(params.logit_bias) >= self.vocab_size:
            raise ValueError(f"request {rid}: logit_bias token id {max(params.logit_bias)} is outside "
                             f"the vocabulary [0, {self.vocab_size})")
        stop_ids = self.eos_ids if params.stop_ids is None else frozenset(int(i) for i in params.stop_ids)
        request = Request(
            rid, prompt, params, stop_ids,
            generator=make_generator(params.seed) if params.temperature > 0 else None,
            matcher=None if params.grammar is None else params.grammar.matcher(),
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

    def fail_running(self, error: str) -> list[Request]:
        """After a step raised: finish every running request with `error`; their slots are
        emptied (what the cache holds is no longer known). Waiting requests stay queued."""
        failed = list(self.running)
        for request in failed:
            request.error = error
            self._finish(request, "error", keep_cache=False)
        return failed

    def has_unfinished(self) -> bool:
        return bool(self.waiting or self.running)

    # ------------------------------------------------------------------ one step

    def schedule(self) -> list[Request]:
        """Move waiting requests into free slots, first come first served; return the
        newly admitted ones (their prompts go to the model next). (Your engine: Chapter 31)"""
        admitted, held = [], []
        while self.waiting and self.free_slots:
            request = self.waiting.popleft()
            if request.params.id_slot is not None and request.params.id_slot not in self.free_slots:
                held.append(request)          # its own slot is busy: it waits, the ones behind go on
                continue
            self._claim_slot(request)
            request.status = RUNNING
            self.running.append(request)
            admitted.append(request)
        self.waiting.extendleft(reversed(held))
        return admitted

    @torch.inference_mode()
    def step(self) -> list[StepOutput]:
        """Schedule -> run -> sample once; return the tokens made for each request this
        step (in batch order). (Your engine: Chapter 31)"""
        decoding = [r for r in self.running if not r.prefilling]   # prompt in the cache: decode
        self.schedule()
        prefilling = [r for r in self.running if r.prefilling]     # new, or a prompt in chunks
        outputs = []
        if prefilling:
            outputs += self._sample_and_update(*self._prefill(prefilling))
        if decoding and self.speculation is not None:
            outputs += self._speculate(decoding)
        elif decoding:
            outputs += self._sample_and_update(*self._decode(decoding))
        return outputs

    def _claim_slot(self, request: Request) -> None:
        """Give `request` a free slot: the one it names (`id_slot`), else the one whose cached
        tokens share the longest prefix with its prompt, else the least recently used; the
        shared tokens stay in the cache (none for a request with `cache_prompt=False`)."""
        slot, reuse = self.free_slots[0], 0
        use_cache = self.prompt_cache and request.params.cache_prompt
        scales = request_scales(self.model, request.params.lora)   # the LoRA adapters' (None: no adapters)

        def shared(s):   # the prompt's prefix cached in slot s (none if it ran with other LoRA scales)
            return common_prefix(self.slot_tokens[s], request.prompt) if self.slot_lora[s] == scales else 0
        if request.params.id_slot is not None:
            slot = request.params.id_slot
            reuse = shared(slot) if use_cache else 0
        elif use_cache:
            for s in self.free_slots:
                n = shared(s)
                if n > reuse:
                    slot, reuse = s, n
            if reuse < MIN_PREFIX_SHARE * len(request.prompt):
                slot, reuse = self.free_slots[0], shared(self.free_slots[0])
        reuse = min(reuse, len(request.prompt) - 1)   # the last prompt token runs: its logits start the answer
        self.free_slots.remove(slot)
        checkpoint = None if self.checkpoints is None else self.checkpoints[slot]
        if checkpoint is not None and checkpoint.length <= reuse < int(self.cache.lengths[slot]):
            self.cache.restore(slot, checkpoint)     # recurrent states cannot be cut: go back to it
            reuse = checkpoint.length
        elif reuse:   # a cache whose layers cannot always cut back (window_cache.py) may keep fewer
            reuse = self.cache.keep(slot, reuse)
        if not reuse:
            self.cache.reset(slot)
        if checkpoint is not None and reuse < checkpoint.length:
            self.checkpoints[slot] = None            # its tokens are no longer in the slot
        self.slot_tokens[slot] = []
        self.slot_lora[slot] = scales
        if scales is not None:
            self.model.lora.assign(self.cache, slot, scales)
        request.slot = request.slot_used = slot
        request.cached, request.prefilled = reuse, reuse
        p = request.params
        self._temperature[slot] = p.temperature
        self._top_k[slot] = p.top_k
        self._top_p[slot] = p.top_p

    def _prefill(self, requests):
        """One batched forward over the next piece of each prompt, right-padded, within the
        step's prefill budget; returns the rows whose prompt is now whole (they sample).
        With checkpoints, the prompts that end here go in as two forwards: all but their
        last tokens, a checkpoint of their slots, then the last tokens."""
        budget = self.max_prefill_tokens
        pieces = []
        for r in requests:
            n = len(r.prompt) - r.prefilled
            if budget is not None:
                n = min(n, budget)
                budget -= n
            if n:
                pieces.append((r, r.prompt[r.prefilled:r.prefilled + n]))
        ending = [(r, p) for r, p in pieces if r.prefilled + len(p) == len(r.prompt)]
        if self.checkpoints is not None and ending:
            heads = [(r, p[:-1] if r.prefilled + len(p) == len(r.prompt) else p) for r, p in pieces]
            self._forward([(r, p) for r, p in heads if p])
            for r, _ in ending:
                self.checkpoints[r.slot] = self.cache.checkpoint(r.slot)
            pieces = [(r, p[-1:]) for r, p in ending]
        logits, slots = self._forward(pieces)
        done = [row for row, (r, _) in enumerate(pieces) if not r.prefilling]
        if not done:
            return [], None, None, None
        done_requests = [pieces[row][0] for row in done]
        rows = torch.tensor(done, device=self.device)
        return done_requests, logits[rows, -1], slots[rows], self._settings(slots[rows], done_requests)

    def _forward(self, pieces):
        """Feed each request its piece of prompt (right-padded, one row each) into its slot;
        returns (logits of each row's last token [B, 1, V], slots [B])."""
        if not pieces:
            return None, None
        if len(pieces) > 1 and getattr(getattr(self.model, "backend", None), "rows_alone", False):
            # batch-invariant: a padded batch's masked attention sums unlike a prompt's alone
            logits, slots = zip(*(self._forward([piece]) for piece in pieces))
            return torch.cat(logits), torch.cat(slots)
        ids = torch.zeros(len(pieces), max(len(p) for _, p in pieces), dtype=torch.long)
        for row, (_, piece) in enumerate(pieces):
            ids[row, :len(piece)] = torch.tensor(piece)
        lengths = torch.tensor([len(p) for _, p in pieces], device=self.device)
        slots = torch.tensor([r.slot for r, _ in pieces], device=self.device)
        logits = self.model(ids.to(self.device), cache=self.cache, slots=slots, lengths=lengths, last_only=True)
        for r, piece in pieces:
            r.prefilled += len(piece)
        return logits, slots

    def _decode(self, requests):
        """One batched forward of every running request's last token. The batch is kept
        in slot order (consecutive slots let the cache read a view instead of a gather)
        and reused until a request joins or leaves."""
        if self._decode_batch is None or self._decode_batch[0] != requests:
            batch = sorted(requests, key=lambda r: r.slot)
            slots = torch.tensor([r.slot for r in batch], device=self.device)
            self._decode_batch = (requests, batch, slots, self._settings(slots, batch))
        _, batch, slots, settings = self._decode_batch
        logits = self.model(self._last_token[slots][:, None], cache=self.cache, slots=slots, last_only=True)
        return batch, logits[:, -1], slots, settings

    def _speculate(self, requests) -> list[StepOutput]:
        """A decode step with drafts (speculative.py): each request's last token and its draft
        in one forward with logits at every position, then the tokens `accept` keeps, and the
        slot cut back to what they leave in it. Requests without a draft ride along as rows of
        one token; with no draft at all this is a plain decode step."""
        spec = self.speculation
        drafts = spec.drafts(requests, lambda r: r.params.max_tokens - len(r.output))
        if not any(drafts):
            return self._sample_and_update(*self._decode(requests))
        logits, starts, saved = verify_forward(self.model, self.cache, requests, drafts, self.device)
        outputs = []
        for b, (r, draft) in enumerate(zip(requests, drafts)):
            try:
                tokens, processed, accepted = accept(r, logits[b], draft)
            except NotImplementedError:
                raise
            except Exception as e:                          # this request's settings only
                self.cache.truncate(r.slot, starts[b] + 1, saved)
                r.error = f"{type(e).__name__}: {e}"
                self._finish(r, "error")
                outputs.append(StepOutput(r, [], ""))
                continue
            self.cache.truncate(r.slot, starts[b] + len(tokens), saved)   # x and the drafts kept
            spec.count(r, len(draft), accepted)
            self._last_token[r.slot] = tokens[-1]
            new, text, logprobs = [], "", []
            for j, token in enumerate(tokens):
                found = self._logprob(r, token, logits[b, j:j + 1], processed[j:j + 1])
                out = self._append(r, token, None if found is None else [found])
                new += out.tokens
                text += out.text
                logprobs += out.logprobs or []
                if r.finished:
                    break
            outputs.append(StepOutput(r, new, text, logprobs if r.params.logprobs is not None else None))
        return outputs

    @staticmethod
    def _logprob(request, token: int, raw, processed) -> TokenLogprob | None:
        """One token's log-probabilities as `_sample_and_update` gives them (None: not asked)."""
        p = request.params
        if p.logprobs is None:
            return None
        found = (sampled_logprobs(processed, [p], [token]) if p.post_sampling_probs
                 else token_logprobs(raw, [token], [p.logprobs]))[0]
        return TokenLogprob(token, *found)

    def _settings(self, slots, requests):
        """The rows' (temperature, top_k, top_p), or None when every row is greedy."""
        if all(r.generator is None for r in requests):
            return None
        return self._temperature[slots], self._top_k[slots], self._top_p[slots]

    def _sample_and_update(self, requests, logits, slots, settings) -> list[StepOutput]:
        """Pick each row's token [B], record it, and finish the requests that are done.
        A request whose own processing fails (its grammar, its settings) finishes alone
        with an error; the others in the batch go on."""
        if not requests:
            return []
        raw, failed = logits, {}
        busy = [b for b, r in enumerate(requests) if r.params.changes_logits]
        if busy:
            logits = logits.float().clone()
            for b in busy:
                try:
                    process_row(logits[b], requests[b])
                except NotImplementedError:
                    raise
                except Exception as e:                      # this request's fault only
                    failed[b] = f"{type(e).__name__}: {e}"
                    logits[b] = 0
        tokens = self._pick(requests, logits, settings, failed)
        self._last_token[slots] = torch.tensor(tokens, device=self.device)
        want = [b for b, r in enumerate(requests) if r.params.logprobs is not None and b not in failed]
        logprobs = {}
        for post in (False, True):     # the model's own distribution, or the one sampled from
            rows = [b for b in want if requests[b].params.post_sampling_probs == post]
            if not rows:
                continue
            chosen = [tokens[b] for b in rows]
            if post:
                found = sampled_logprobs(logits[rows], [requests[b].params for b in rows], chosen)
            else:
                found = token_logprobs(raw[rows], chosen, [requests[b].params.logprobs for b in rows])
            logprobs.update({b: TokenLogprob(tokens[b], *found[i]) for i, b in enumerate(rows)})
        outputs = []
        for b, (r, token) in enumerate(zip(requests, tokens)):
            if b in failed:
                r.error = failed[b]
                self._finish(r, "error")
                outputs.append(StepOutput(r, [], ""))
            else:
                outputs.append(self._append(r, token, [logprobs[b]] if b in logprobs else None))
        return outputs

    def _pick(self, requests, logits, settings, failed) -> list[int]:
        """Each row's token (greedy argmax or its sampler); a row whose sampling raises is
        added to `failed` and gets a placeholder token."""
        if settings is None:
            return greedy(logits).tolist()
        uniforms = draw_uniforms([r.generator for r in requests], self.device)
        try:
            return sample_fast(logits, *settings, uniforms).tolist()
        except NotImplementedError:
            raise
        except Exception:
            pass
        tokens = []
        for b in range(len(requests)):                      # find the row at fault
            try:
                one = [s[b:b + 1] for s in settings]
                tokens.append(int(sample_fast(logits[b:b + 1], *one, uniforms[b:b + 1])))
            except NotImplementedError:
                raise
            except Exception as e:
                failed.setdefault(b, f"{type(e).__name__}: {e}")
                tokens.append(0)
        return tokens

    def _append(self, request: Request, token: int, logprobs=None) -> StepOutput:
        """Add one token to a request, extend its text, and check the stop conditions."""
        request.output.append(token)
        reason = None
        if token in request.stop_ids:
            reason = "stop"
        else:
            if request.matcher is not None:
                try:
                    if not request.matcher.advance(token):
                        reason = "stop"                     # the grammar is complete
                except Exception as e:                      # this request's grammar only
                    request.error = f"{type(e).__name__}: {e}"
                    reason = "error"
            if request.detok is not None:
                new = request.detok.add([token])
                text = request.detok.text
                cut = find_stop(text, len(new), request.params.stop)
                if cut >= 0:
                    request.stop_word = next(s for s in request.params.stop if text.startswith(s, cut))
                    text, reason = text[:cut], "stop"
                request.text = text
        if reason is None and len(request.output) >= request.params.max_tokens:
            reason = "length"
        if reason is not None:
            self._finish(request, reason)
        return StepOutput(request, [token], self._unsent_text(request), logprobs)

    def _unsent_text(self, request: Request) -> str:
        """Text not yet streamed, holding back a tail that could still grow into a stop string."""
        end = len(request.text)
        if not request.finished:
            end -= partial_stop(request.text, request.params.stop)
        new = request.text[request.sent:end]
        request.sent = max(request.sent, end)
        return new

    def _finish(self, request: Request, reason: str, keep_cache: bool = True) -> None:
        request.status, request.finish_reason = FINISHED, reason
        self.running.remove(request)
        slot = request.slot
        if self.prompt_cache and keep_cache:
            # the cache holds the prompt so far and every output token but the last (never fed back)
            held = int(self.cache.lengths[slot])
            self.slot_tokens[slot] = (request.prompt + request.output)[:held]
        else:
            self.cache.reset(slot)
            self.slot_tokens[slot] = []
            if self.checkpoints is not None:
                self.checkpoints[slot] = None
        if self.speculation is not None:
            self.speculation.forget(request)
        self.free_slots.append(slot)                        # now the most recently used
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

