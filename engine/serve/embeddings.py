"""Embeddings: OpenAI's /v1/embeddings and llama-server's /embedding (and /embeddings).

A text's embedding is the model's final hidden states (the output of the final norm, what
the lm_head would read) pooled over its tokens, then normalized, as llama-server computes it:

    pooling   none: every token's vector (llama-server's /embedding only, unnormalized)
              mean: the average over the tokens     cls: the first token's    last: the last token's
    normalize embd_normalize (llama.cpp's common_embd_normalize): -1 none, 0 max-abs scaled to
              int16's range, 2 Euclidean (the default), p > 2 (or 1) the p-norm

The pooling is the server's (`run.py serve --pooling`), else the file's `<arch>.pooling_type`,
else `last`: llama.cpp leaves a generative model's pooling at `none`, which its /v1/embeddings
refuses; the last token is the one a causal model has read the whole input at.

Where they run: on the engine thread, between two engine steps (EngineLoop.call), so the
model is never used by two threads at once and needs no lock. Every embedding input pending at
that moment, from every request, goes in right-padded batches of at most `budget` token
positions, through the model without a KV cache (`model(ids, attention_mask=..., hidden=True)`);
they do not share a forward with the decode step, whose rows write to the slots' caches.
"""
import asyncio
import base64
import threading

import torch

from engine.serve.defaults import POOLINGS
from engine.serve.engine_loop import settle
from engine.serve.openai_api import ApiError, Body, bad, read_json

# llama.cpp's enum llama_pooling_type, as `<arch>.pooling_type` stores it (4, rank, is a
# reranker's classification head: not served here)
GGUF_POOLING = {0: "none", 1: "mean", 2: "cls", 3: "last"}
DEFAULT_POOLING = "last"
DEFAULT_NORMALIZE = 2          # Euclidean, llama-server's default (--embd-normalize)


def file_pooling(metadata: dict) -> str | None:
    """The pooling a GGUF file declares (`<arch>.pooling_type`), or None."""
    arch = metadata.get("general.architecture")
    value = metadata.get(f"{arch}.pooling_type")
    return GGUF_POOLING.get(value) if value is not None else None


def choose_pooling(asked: str | None, metadata: dict) -> str:
    """`asked` (the server's --pooling), else the file's, else DEFAULT_POOLING."""
    if asked is not None:
        if asked not in POOLINGS:
            raise ValueError(f"pooling must be one of {', '.join(POOLINGS)}, got {asked!r}")
        return asked
    return file_pooling(metadata) or DEFAULT_POOLING


def pool(hidden: torch.Tensor, how: str) -> torch.Tensor:
    """hidden [T, D] of one input -> [D] (mean, cls, last) or [T, D] (none)."""
    if how == "none":
        return hidden
    if how == "mean":
        return hidden.mean(dim=0)
    if how == "cls":
        return hidden[0]
    if how == "last":
        return hidden[-1]
    raise ValueError(f"pool: unknown pooling {how!r} (expected one of {', '.join(POOLINGS)})")


def normalize(v: torch.Tensor, p: int = DEFAULT_NORMALIZE) -> torch.Tensor:
    """llama.cpp's common_embd_normalize of one vector [D] (sums in float64 as it does)."""
    x = v.double()
    if p == -1:
        total = 1.0
    elif p == 0:
        total = float(x.abs().max()) / 32760.0        # the largest entry becomes +-32760
    elif p == 2:
        total = float(x.square().sum().sqrt())
    else:
        total = float(x.abs().pow(p).sum() ** (1.0 / p))
    scale = 1.0 / total if total > 0 else 0.0
    return (v.float() * scale).float()


def batches(prompts: list, budget: int) -> list[list[int]]:
    """Indices of `prompts` grouped so that each group's padded size (rows x longest) stays
    within `budget` token positions (an input longer than that goes alone); similar lengths
    share a group, so little is padding."""
    order = sorted(range(len(prompts)), key=lambda i: len(prompts[i]))
    groups, group = [], []
    for i in order:                      # ascending: the newest is the group's longest
        if group and (len(group) + 1) * len(prompts[i]) > budget:
            groups.append(group)
            group = []
        group.append(i)
    if group:
        groups.append(group)
    return groups


@torch.inference_mode()
def hidden_states(model, prompts: list, budget: int = 2048) -> list[torch.Tensor]:
    """Each prompt's final hidden states [T_i, D] (float32), from padded cache-less batches."""
    param = next(iter(model.parameters()), None)
    device = param.device if param is not None else torch.device("cpu")
    out = [None] * len(prompts)
    for group in batches(prompts, budget):
        T = max(len(prompts[i]) for i in group)
        ids = torch.zeros(len(group), T, dtype=torch.long)
        mask = torch.zeros(len(group), T, dtype=torch.long)
        for row, i in enumerate(group):
            ids[row, :len(prompts[i])] = torch.tensor(prompts[i])
            mask[row, :len(prompts[i])] = 1
        h = model(ids.to(device), attention_mask=mask.to(device), hidden=True)     # [B, T, D]
        for row, i in enumerate(group):
            out[i] = h[row, :len(prompts[i])].float().cpu()
    return out


def embedding(hidden: torch.Tensor, pooling: str, norm: int = DEFAULT_NORMALIZE) -> torch.Tensor:
    """One input's hidden states [T, D] -> its embedding: [D] pooled and normalized, or
    [T, D] with pooling "none" (unnormalized, as llama-server)."""
    v = pool(hidden, pooling)
    return v if pooling == "none" else normalize(v, norm)


def embed(model, prompts: list, pooling: str, norm: int = DEFAULT_NORMALIZE, budget: int = 2048) -> list:
    """Token-id prompts -> one `embedding` each."""
    return [embedding(h, pooling, norm) for h in hidden_states(model, prompts, budget)]


class EmbeddingQueue:
    """Embedding work of the HTTP handlers, run on the engine thread between steps: the first
    request to find the queue empty schedules one `EngineLoop.call`, which takes whatever is
    queued when it runs (several requests' inputs in the same batches)."""

    def __init__(self, llm, loop, pooling: str):
        self.llm, self.loop, self.pooling = llm, loop, pooling
        self.budget = max(llm.options.batch_size, 512)
        self._lock = threading.Lock()
        self._pending = []               # (prompts, norm, future, event loop)

    async def embed(self, prompts: list, norm: int) -> list:
        aloop = asyncio.get_running_loop()
        future = aloop.create_future()
        with self._lock:
            self._pending.append((prompts, norm, future, aloop))
            first = len(self._pending) == 1
        if first:
            asyncio.ensure_future(self.loop.call(self._run))
        return await future

    def _run(self) -> None:
        """On the engine thread: every queued request's inputs, batched together."""
        with self._lock:
            work, self._pending = self._pending, []
        flat = [ids for prompts, _, _, _ in work for ids in prompts]
        try:
            hidden = hidden_states(self.llm.model, flat, self.budget)
        except Exception as e:          # every waiting request gets it
            for _, _, future, aloop in work:
                aloop.call_soon_threadsafe(settle, future, None, e)
            return
        at = 0
        for prompts, norm, future, aloop in work:
            vectors = [embedding(h, self.pooling, norm) for h in hidden[at:at + len(prompts)]]
            at += len(prompts)
            aloop.call_soon_threadsafe(settle, future, vectors, None)


# ---------------------------------------------------------------------- HTTP

def read_inputs(body: Body, llm) -> tuple[str, list]:
    """(the field used, token ids of each input) from `input` (OpenAI: a string, an array of
    strings, an array of token ids or an array of such arrays; an element may also mix
    strings and ids, as llama-server's) or llama-server's `content`. Text gets the file's
    BOS (and EOS where the file asks) and its special tokens parsed, as llama-server does."""
    param = "input" if "input" in body.data else "content" if "content" in body.data else None
    if param is None:
        raise bad("input", "Missing required parameter: 'input'.", "missing_required_parameter")
    value = body.data[param]
    # an array holding any token id is one input (ids, or ids mixed with text), as llama-server reads it
    items = value if isinstance(value, list) and not any(_is_id(t) for t in value) else [value]
    if not items or (isinstance(value, list) and not value):
        raise bad(param, f"'{param}' must not be empty.")
    prompts = []
    for k, item in enumerate(items):
        ids = _tokenize(item, llm, f"{param}[{k}]" if len(items) > 1 else param)
        if not ids:
            raise bad(param, f"Input content cannot be empty ('{param}' item {k} has no tokens).")
        if len(ids) > llm.ctx_size:
            raise bad(param, f"Input {k} has {len(ids)} tokens; this server's context holds {llm.ctx_size} "
                             f"(--ctx-size).", "context_length_exceeded")
        prompts.append(ids)
    return param, prompts


def _is_id(t) -> bool:
    return isinstance(t, int) and not isinstance(t, bool)


def _tokenize(item, llm, where: str) -> list:
    if isinstance(item, str):
        return llm.encode(item)
    if isinstance(item, list) and all(_is_id(t) or isinstance(t, str) for t in item):
        ids = []
        for k, piece in enumerate(item):
            if isinstance(piece, str):
                ids += llm.tokenizer.encode(piece, add_special=k == 0, parse_special=True)
            elif not 0 <= piece < llm.vocab_size:
                raise bad(where, f"Invalid value in '{where}': token id {piece} is outside the vocabulary "
                                 f"[0, {llm.vocab_size}).")
            else:
                ids.append(piece)
        return ids
    raise bad(where, f"Invalid type for '{where}': expected a string, an array of strings, an array of token ids "
                     f"or an array of token-id arrays.", "invalid_type")


def read_normalize(body: Body) -> int:
    """llama-server's `embd_normalize` (see `normalize`)."""
    return body.integer("embd_normalize", DEFAULT_NORMALIZE, -1)


def float_list(v: torch.Tensor) -> list:
    return v.tolist()


def base64_floats(v: torch.Tensor) -> str:
    """The vector as little-endian float32 bytes in base64 (OpenAI's encoding_format)."""
    return base64.b64encode(v.float().contiguous().numpy().astype("<f4").tobytes()).decode("ascii")


def routes(server):
    """The embedding endpoints of `server` (server.py's Server)."""
    from starlette.routing import Route
    handler = _Handlers(server)
    return [Route("/v1/embeddings", handler.openai, methods=["POST"]),
            Route("/embedding", handler.llama, methods=["POST"]),
            Route("/embeddings", handler.llama, methods=["POST"])]


class _Handlers:
    def __init__(self, server):
        self.server = server
        self._queue = None

    def queue(self, llm) -> EmbeddingQueue:
        if self._queue is None or self._queue.llm is not llm:
            pooling = choose_pooling(llm.options.pooling, llm.metadata)
            self._queue = EmbeddingQueue(llm, self.server.loop, pooling)
        return self._queue

    async def _read(self, request):
        llm = self.server.ready()
        body = Body(await read_json(request))
        model = body.string("model")         # any name: the one model is served, as llama-server does
        param, prompts = read_inputs(body, llm)
        return llm, body, model, param, prompts

    async def openai(self, request):
        from starlette.responses import JSONResponse
        llm, body, model, param, prompts = await self._read(request)
        fmt = body.string("encoding_format", "float")
        if fmt not in ("float", "base64"):
            raise bad("encoding_format", f"Invalid value for 'encoding_format': {fmt!r} (expected 'float' or "
                                         f"'base64').")
        queue = self.queue(llm)
        if queue.pooling == "none":
            raise ApiError(400, "Pooling type 'none' is not OAI compatible. Please use a different pooling type "
                                "(run.py serve --pooling mean|cls|last), or llama-server's /embedding.", None,
                           "invalid_pooling")
        if param == "content":                # llama-server answers `content` in its own shape
            return JSONResponse(await self._llama_answer(queue, body, prompts))
        vectors = await queue.embed(prompts, read_normalize(body))
        data = []
        for k, v in enumerate(vectors):
            item = {"embedding": base64_floats(v) if fmt == "base64" else float_list(v), "index": k,
                    "object": "embedding"}
            if fmt == "base64":
                item["encoding_format"] = "base64"
            data.append(item)
        n = sum(len(p) for p in prompts)
        return JSONResponse({"model": model or llm.name, "object": "list",
                             "usage": {"prompt_tokens": n, "total_tokens": n}, "data": data})

    async def llama(self, request):
        from starlette.responses import JSONResponse
        llm, body, model, param, prompts = await self._read(request)
        return JSONResponse(await self._llama_answer(self.queue(llm), body, prompts))

    async def _llama_answer(self, queue, body, prompts) -> list:
        """llama-server's /embedding answer: per input, its index and a list of vectors (one
        pooled vector, or one per token with pooling none)."""
        vectors = await queue.embed(prompts, read_normalize(body))
        return [{"index": k, "embedding": [float_list(v)] if v.dim() == 1 else float_list(v)}
                for k, v in enumerate(vectors)]


__all__ = ["DEFAULT_POOLING", "EmbeddingQueue", "POOLINGS", "choose_pooling", "embed", "embedding", "file_pooling",
           "hidden_states", "normalize", "pool", "routes"]
