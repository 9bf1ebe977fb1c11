"""Speculative decoding: guess a few tokens cheaply, check them all in one forward step.

Decoding one token reads every weight once; on a CPU (or any memory-bound device) a step
over k + 1 tokens of one sequence costs little more than a step over one. So each step a
slot's drafter proposes up to k tokens d_1 .. d_k after its last token x, the model runs
[x, d_1 .. d_k] in one batched step (the prefill path over k + 1 positions: logits at every
one), and the engine keeps the longest prefix the model agrees with, plus one token of its
own: between 1 and k + 1 tokens for one step. The keys and values of the rejected drafts are
cut from the cache (`KVCache.truncate`).

Drafters (one per engine, state per slot or request):

    NgramDrafter   llama.cpp's lookup decoding: the last n tokens (n from n_max down to
                   n_min) matched against earlier text of the prompt and the answer; the
                   tokens that followed the latest match are the draft. Free to compute, and
                   right often where the answer repeats its prompt (code edits, quotes).
    ModelDrafter   a small model with the same vocabulary (`--model-draft`) run greedily for
                   k tokens, with its own cache slot per engine slot (kept in step with the
                   tokens each slot has actually produced).

Which token is kept (`accept`): greedy rows keep drafts while each equals the argmax of the
processed logits at its position, so the text is that of plain decoding, up to rounding: the
verify step's rows may sum in another order than a one-token step, so a tie of two logits
(seen once in a 256-token SmolLM2 Q4_1 answer, both 20.625) can break the other way. Sampled rows use
the rejection rule of speculative sampling with a deterministic proposal (both drafters
propose one token, not a distribution: q is a point mass, so min(1, p/q) = p): draft d is
kept with probability p(d), else the token is drawn from p with d removed, renormalised; p
is the distribution plain decoding samples from at that position (logit processors,
temperature, top-k, top-p), so every token is distributed as plain decoding's. A request
with a grammar decodes plainly (its matcher cannot step back over rejected drafts).
"""
from dataclasses import dataclass

import torch

from engine.serve.logits import process_row
from engine.serve.sampling import draw, greedy, sample_fast, top_k_top_p_mask
from engine.serve.stream import common_prefix


class SpeculationError(ValueError):
    """Speculative decoding cannot run with this model, cache or setting (the message says why)."""


class NgramDrafter:
    """Lookup decoding over a sequence's own text (prompt and answer so far).

    For n = n_max .. n_min, the last n tokens are looked up among the n-grams ending earlier
    in the sequence; at the latest match, the tokens that followed it are the draft. Each
    sequence keeps an index n-gram -> latest end, grown as tokens arrive (a step costs the
    new tokens, not the whole sequence).
    """

    def __init__(self, n_min: int = 2, n_max: int = 4):
        if not 1 <= n_min <= n_max:
            raise SpeculationError(f"n-gram lookup: expected 1 <= n_min <= n_max, got n_min={n_min}, n_max={n_max}")
        self.n_min, self.n_max = n_min, n_max
        self._index = {}          # request id -> (indexed ends, {n-gram tuple: latest end})

    kind = "ngram-simple"         # llama-server's name of it (its `speculative.types`)

    def draft_many(self, rows: list) -> list:
        """rows: (request, its tokens: prompt + output, k) -> each row's draft of up to k tokens."""
        return [self.draft(request, tokens, k) for request, tokens, k in rows]

    def draft(self, request, tokens: list, k: int) -> list:
        """Up to k tokens to follow `tokens` (the request's prompt + output)."""
        L = len(tokens)
        done, table = self._index.get(request.id, (0, {}))
        # index every n-gram that ends before the last token (the suffix must not find itself)
        for end in range(max(done, 1), L):
            for n in range(self.n_min, min(self.n_max, end) + 1):
                table[tuple(tokens[end - n:end])] = end
        self._index[request.id] = (max(done, L), table)
        for n in range(min(self.n_max, L), self.n_min - 1, -1):
            end = table.get(tuple(tokens[L - n:]))
            if end is not None:
                return tokens[end:end + k]
        return []

    def forget(self, request) -> None:
        self._index.pop(request.id, None)


class ModelDrafter:
    """Greedy drafts from a small model sharing the target's vocabulary. Its cache has a slot
    per engine slot; `held[slot]` are the tokens that slot holds, so a step feeds only what
    the target produced since (usually one or two tokens), after cutting back to the longest
    shared prefix."""

    kind = "draft-simple"

    def __init__(self, model, n_slots: int, max_len: int, cache=None):
        from engine.serve.kv_cache import KVCache
        self.model = model
        self.cache = cache if cache is not None else KVCache.for_model(model, n_slots, max_len)
        self.held = [[] for _ in range(n_slots)]
        param = next(iter(model.parameters()), None)
        self.device = param.device if param is not None else torch.device("cpu")

    def draft_many(self, rows: list) -> list:
        """rows: (request, its tokens: prompt + output, k) -> each row's k greedy draft tokens,
        in one batched forward per drafted position (the draft slot is the request's slot)."""
        rows = [(request.slot, tokens, k) for request, tokens, k in rows]
        pieces = []
        for slot, tokens, _ in rows:
            keep = min(common_prefix(self.held[slot], tokens), len(tokens) - 1)   # the last token runs
            keep = self.cache.keep(slot, keep) if keep else 0
            if not keep:
                self.cache.reset(slot)
            pieces.append(tokens[keep:])
            self.held[slot] = list(tokens)
        slots = torch.tensor([slot for slot, _, _ in rows], device=self.device)
        ids = torch.zeros(len(rows), max(len(p) for p in pieces), dtype=torch.long)
        for b, piece in enumerate(pieces):
            ids[b, :len(piece)] = torch.tensor(piece)
        lengths = torch.tensor([len(p) for p in pieces], device=self.device)
        logits = self.model(ids.to(self.device), cache=self.cache, slots=slots, lengths=lengths, last_only=True)
        drafts = [[] for _ in rows]
        for step in range(max(k for _, _, k in rows)):
            tokens = greedy(logits[:, -1].float()).tolist()
            for b, (slot, _, k) in enumerate(rows):
                if step < k:
                    drafts[b].append(tokens[b])
            if step + 1 == max(k for _, _, k in rows):
                break
            for b, (slot, _, _) in enumerate(rows):
                self.held[slot].append(tokens[b])        # fed below (rows past their k too: harmless)
            logits = self.model(torch.tensor(tokens, device=self.device)[:, None], cache=self.cache, slots=slots,
                                last_only=True)
        return drafts

    def forget(self, request) -> None:
        """Nothing to drop: a slot's tokens stay for the next request's shared prefix."""


class Speculator:
    """An engine's speculative decoding: its drafter, how many tokens a step drafts, and the
    counts of drafted and accepted tokens.

    draft_max: the most tokens drafted per slot and step (k); draft_min: a draft shorter than
    this is not verified (the slot decodes plainly that step).
    """

    def __init__(self, drafter, draft_max: int = 8, draft_min: int = 0):
        if draft_max < 1 or draft_min < 0 or draft_min > draft_max:
            raise SpeculationError(f"speculative decoding: expected draft_max >= 1 and 0 <= draft_min <= draft_max, "
                                   f"got draft_max={draft_max}, draft_min={draft_min}")
        self.drafter, self.draft_max, self.draft_min = drafter, draft_max, draft_min
        self.drafted = self.accepted = 0          # totals over every request (the server's /metrics)

    def count(self, request, drafted: int, accepted: int) -> None:
        """A step's drafted and accepted tokens, on the request (its timings) and the totals."""
        request.draft_n += drafted
        request.draft_n_accepted += accepted
        self.drafted += drafted
        self.accepted += accepted

    @property
    def kind(self) -> str:
        """llama-server's name of the drafter (its `speculative.types`)."""
        return self.drafter.kind

    def check(self, model, cache, where: str = "speculative decoding") -> None:
        """Refuse a cache whose tokens cannot be cut back after a rejected draft (recurrent
        states), naming the architecture; and sliding-window rings shorter than a step."""
        arch = _architecture(model)
        if not getattr(cache, "can_truncate", False):
            raise SpeculationError(
                f"{where}: the {arch} architecture keeps a {type(cache).__name__} whose states cannot be "
                f"rolled back past rejected draft tokens; run it without --spec-ngram / --model-draft")
        ring = getattr(cache, "ring", None)
        if ring is not None and ring < cache.max_len and self.draft_max + 1 > ring:
            raise SpeculationError(f"{where}: --draft-max {self.draft_max} drafts more tokens than the {arch} "
                                   f"model's sliding window ring holds ({ring}); use --draft-max {ring - 1} or less")

    def drafts(self, requests: list, slot_room) -> list:
        """Each request's draft (a list, maybe empty). slot_room(request): the most tokens it
        may draft (the tokens left to its max_tokens: room in its slot for them all)."""
        out, wanted = [[] for _ in requests], []
        for b, r in enumerate(requests):
            k = min(self.draft_max, slot_room(r))
            if r.params.grammar is not None or k < max(1, self.draft_min):
                continue
            wanted.append((b, k))
        if not wanted:
            return out
        rows = [(requests[b], requests[b].prompt + requests[b].output, k) for b, k in wanted]
        for (b, _), d in zip(wanted, self.drafter.draft_many(rows)):
            out[b] = d
        return [d if len(d) >= self.draft_min else [] for d in out]

    def forget(self, request) -> None:
        """A request finished: drop its drafter state."""
        self.drafter.forget(request)


def accept(request, raw: torch.Tensor, draft: list, uniform=None) -> tuple[list, torch.Tensor, int]:
    """The tokens a verified row yields: raw float32 logits [k + 1, V] at positions x, d_1 ..
    d_k (before any processor), draft d_1 .. d_k. Returns (tokens, the processed logits
    [len(tokens), V] each was chosen from, drafts accepted). Greedy rows keep drafts equal to
    the argmax; sampled rows follow the rejection rule (module docstring); `uniform()` is the
    request's next uniform draw (default: from its generator). Stops at a stop id or max_tokens. Raises what `process_row`
    raises (this request's settings leave nothing to sample)."""
    p = request.params
    if uniform is None:
        uniform = lambda: float(torch.rand((), generator=request.generator))  # noqa: E731
    output = list(request.output)
    view = _RowView(request, output)
    tokens, rows = [], []
    for j in range(len(draft) + 1):
        row = raw[j].float().clone()
        if p.changes_logits:
            process_row(row, view)
        rows.append(row)
        if request.generator is None:
            token = int(greedy(row[None])[0])
        elif j < len(draft):
            token = _accept_or_resample(row, draft[j], p, uniform)
        else:
            u = torch.tensor([uniform()], device=row.device)
            token = int(sample_fast(row[None], *_settings(p, row.device), u)[0])
        tokens.append(token)
        output.append(token)
        if j == len(draft) or token != draft[j] or token in request.stop_ids \
                or len(output) >= p.max_tokens:
            break
    accepted = 0                      # the drafts kept: the leading tokens equal to them
    while accepted < min(len(tokens), len(draft)) and tokens[accepted] == draft[accepted]:
        accepted += 1
    return tokens, torch.stack(rows), accepted


def _accept_or_resample(row: torch.Tensor, d: int, p, uniform) -> int:
    """Keep draft token d with probability p(d), else draw from p without d (renormalised);
    p: softmax(row / temperature) cut by top-k and top-p, as `sample` draws."""
    scaled = row[None] / p.temperature
    keep = top_k_top_p_mask(scaled, p.top_k, p.top_p) if (p.top_k > 0 or p.top_p < 1) else torch.ones_like(scaled,
                                                                                                            dtype=torch.bool)
    probs = torch.softmax(scaled.masked_fill(~keep, float("-inf")), dim=-1)[0]
    if uniform() < float(probs[d]):
        return d
    keep[0, d] = False
    return int(draw(scaled, keep, torch.tensor([uniform()], device=row.device))[0])


def _settings(p, device=None):
    """A request's (temperature, top_k, top_p) as the sampler's one-row tensors on `device`
    (the logits'; a GPU's for a model there)."""
    return (torch.tensor([p.temperature], dtype=torch.float32, device=device), torch.tensor([p.top_k], device=device),
            torch.tensor([p.top_p], dtype=torch.float32, device=device))


class _RowView:
    """What `process_row` reads of a request, with the output as it stands at one draft position."""

    def __init__(self, request, output: list):
        self.params, self.prompt, self.output, self.matcher = request.params, request.prompt, output, None


def _architecture(model) -> str:
    reader = getattr(model, "gguf_reader", None)
    arch = reader.metadata.get("general.architecture") if reader is not None else None
    return arch or getattr(getattr(model, "config", None), "model_type", None) or type(model).__name__


def verify_forward(model, cache, requests, drafts, device):
    """One forward of each request's last token and its draft (right-padded rows) into its
    slot, with logits at every position: (logits [B, T, V], each slot's length before, what
    `cache.speculate` saved to cut the rejected drafts back)."""
    rows = [[r.output[-1]] + d for r, d in zip(requests, drafts)]
    ids = torch.zeros(len(rows), max(map(len, rows)), dtype=torch.long)
    for b, row in enumerate(rows):
        ids[b, :len(row)] = torch.tensor(row)
    slots = torch.tensor([r.slot for r in requests], device=device)
    lengths = torch.tensor([len(row) for row in rows], device=device)
    starts = cache.lengths[slots].tolist()
    saved = cache.speculate(slots, lengths)
    step_logits = getattr(model, "step_logits", None)
    ids = ids.to(device)
    logits = (step_logits(ids, cache, slots, lengths) if step_logits is not None
              else model(ids, cache=cache, slots=slots, lengths=lengths))
    return logits, starts, saved


# ---------------------------------------------------------------------------- set-up

@dataclass
class SpecOptions:
    """Speculative decoding as the command line asks for it (engine/cli/options.py)."""
    ngram: bool = False               # --spec-ngram: lookup drafts from the prompt and the answer
    ngram_min: int = 1                # --spec-ngram-min: the shortest n-gram looked up
    ngram_max: int = 4                # --spec-ngram-max: the longest (tried first)
    model_draft: str | None = None    # --model-draft: a GGUF file with the same vocabulary
    draft_max: int = 8                # --draft-max: tokens drafted per step at most
    draft_min: int = 0                # --draft-min: a shorter draft is not verified

    @property
    def enabled(self) -> bool:
        return self.ngram or self.model_draft is not None


def check_same_vocab(target: str, draft: str) -> None:
    """Refuse a draft file whose vocabulary is not the target's (the tokenizer kind, every
    token's text, and the BOS/EOS ids), naming both files; only the headers are read."""
    from engine.gguf.reader import GGUFReader
    meta = {path: GGUFReader(path).metadata for path in (target, draft)}
    for key in ("tokenizer.ggml.model", "tokenizer.ggml.bos_token_id", "tokenizer.ggml.eos_token_id"):
        a, b = meta[target].get(key), meta[draft].get(key)
        if a != b:
            raise SpeculationError(f"--model-draft {draft}: its vocabulary is not that of {target}: {key} is "
                                   f"{b!r} in the draft, {a!r} in the model")
    ta, tb = meta[target].get("tokenizer.ggml.tokens", []), meta[draft].get("tokenizer.ggml.tokens", [])
    if len(ta) != len(tb):
        raise SpeculationError(f"--model-draft {draft}: its vocabulary is not that of {target}: {len(tb)} tokens "
                               f"in the draft, {len(ta)} in the model")
    bad = next((i for i, (a, b) in enumerate(zip(ta, tb)) if a != b), None)
    if bad is not None:
        raise SpeculationError(f"--model-draft {draft}: its vocabulary is not that of {target}: token {bad} is "
                               f"{tb[bad]!r} in the draft, {ta[bad]!r} in the model")


def make_speculator(options: SpecOptions | None, model, path: str, n_slots: int, max_len: int,
                    load_draft=None) -> Speculator | None:
    """The engine's Speculator for `options` (None when it asks for none). load_draft(path) ->
    model loads the draft file as the target was loaded; its vocabulary is checked first."""
    if options is None or not options.enabled:
        return None
    if options.ngram and options.model_draft is not None:
        raise SpeculationError("--spec-ngram and --model-draft: choose one drafter")
    if options.ngram:
        drafter = NgramDrafter(options.ngram_min, options.ngram_max)
    else:
        check_same_vocab(str(path), options.model_draft)
        drafter = ModelDrafter(load_draft(options.model_draft), n_slots, max_len)
    return Speculator(drafter, options.draft_max, options.draft_min)
