"""llama-server's own completion API, beside OpenAI's: POST /completion (and /completions).

Clients written for llama.cpp's server (its web UI, many front ends) send llama-server's
request fields and read its answer: `content`, `tokens`, `stop`, `stop_type`, `timings`,
`generation_settings`, `completion_probabilities` ... This module reads the one and writes
the other; the requests run on the same engine loop as the OpenAI endpoints.

Request (tools/server/server-schema.cpp in llama.cpp is the reference):
    prompt        "text" | [ids] | [ids and "text" mixed] | {"prompt_string": ...}, or an array
                  of such prompts (one answer each; the response is then an array). A string
                  gets the file's BOS; in a mixed prompt only a leading string does.
    n_predict     (or max_tokens) -1: until EOS or the slot is full; 0 makes one token (llama-server's
                  does, though its README says none); more than fits stops at the slot's end
                  (stop_type "limit", truncated), as llama-server does
    n_probs       (or logprobs) top tokens per generated token, from the model's distribution,
                  or with post_sampling_probs from the one the token was drawn from (`prob`s)
    logit_bias    [[id, bias]], [["text", bias]], {"id": bias} or {"text": bias}; false bans
    cache_prompt, id_slot, n_cmpl (or n), seed, stop, ignore_eos (EOG tokens banned), grammar,
    json_schema, return_tokens, samplers (one left out is off), response_fields, lora
    ([{"id", "scale"}]: the LoRA adapters' scales, lora_api.py),
    timings_per_token, stream, sse_ping_interval, and the sampling settings
A field llama-server has and this server cannot honour with the value given (mirostat,
DRY, XTC, ...) is a 400 naming it; at its "off" value it is accepted. Errors are
llama-server's: {"error": {"code", "message", "type"}}.

Stream: one `data: {json}` event per token ({"content", "tokens": [id], "stop": false, ...}),
then the whole final object with "stop": true and empty content; no [DONE].
"""
import asyncio
import math
import time
from dataclasses import dataclass, field

from starlette.responses import JSONResponse, StreamingResponse

from engine.serve.engine_loop import QueueFull
from engine.serve.lora_api import lora_settings, read_lora
from engine.serve.openai_api import ApiError, read_json
from engine.serve.request import SamplingParams
from engine.serve.responses import Run, draft_timings, sse
from engine.serve.llama_fields import (INT32_MAX, MAX_N_PROBS, OUR_SAMPLERS, RANDOM_SEED, SSE_PING_INTERVAL,
                                      Fields, LlamaError, check_unhonoured, field_error, native_prompts,
                                      read_logit_bias, read_samplers)
from engine.serve.run_plan import compile_grammar, stream_response, wait_run


@dataclass
class NativePlan:
    """A checked /completion request."""
    prompts: list                    # token ids of each prompt (an empty one gets an empty answer)
    params: list                     # [prompt][choice] SamplingParams (None for an empty prompt)
    settings: list                   # [prompt][choice] its generation_settings
    stream: bool = False
    n_probs: int = 0
    post_sampling: bool = False
    return_tokens: bool = False
    timings_per_token: bool = False
    response_fields: list | None = None
    ping: int = SSE_PING_INTERVAL
    grammar: tuple | None = None
    many: bool = False               # the response is an array (several prompts or choices)
    texts: list = field(default_factory=list)     # each prompt's text, as llama-server echoes it


def plan_native(data, llm) -> NativePlan:
    """Check a /completion body against the loaded model and the server's defaults."""
    f = Fields(data)
    d = llm.defaults
    check_unhonoured(f)
    prompts = native_prompts(data.get("prompt"), llm)
    n_name = f.first("n_predict", "max_completion_tokens", "max_tokens") or "n_predict"
    n_predict = f.number(n_name, d.n_predict, -1, INT32_MAX, integer=True)
    n_cmpl = f.number(f.first("n_cmpl", "n") or "n_cmpl", 1, 1, llm.engine.n_slots, integer=True)
    temperature = float(f.number("temperature", d.temperature, 0, None, clamp=True))
    top_k = f.number("top_k", d.top_k, 0, INT32_MAX, integer=True, clamp=True)
    top_p = float(f.number("top_p", d.top_p, 0, 1, clamp=True))
    min_p = float(f.number("min_p", d.min_p, 0, 1, clamp=True))
    repeat_last_n = f.number("repeat_last_n", d.repeat_last_n, 0, INT32_MAX, integer=True)
    repeat_last_n = llm.ctx_size if repeat_last_n == -1 else repeat_last_n     # the server's -1: all of it
    repeat_penalty = float(f.number("repeat_penalty", d.repeat_penalty))
    if repeat_penalty <= 0:
        raise field_error("repeat_penalty", f"must be > 0 (1 = off), got {repeat_penalty}")
    penalties = {k: float(f.number(k, getattr(d, k))) for k in ("presence_penalty", "frequency_penalty")}
    for k, v in penalties.items():
        if not -2 <= v <= 2:
            raise field_error(k, f"this server takes values in [-2, 2], got {v}")
    chain = OUR_SAMPLERS
    if f.has("samplers"):
        chain = [name for name in OUR_SAMPLERS if name in read_samplers(data["samplers"])]
        top_k = top_k if "top_k" in chain else 0
        top_p = top_p if "top_p" in chain else 1.0
        min_p = min_p if "min_p" in chain else 0.0
        if "penalties" not in chain:
            repeat_penalty, penalties = 1.0, {k: 0.0 for k in penalties}
    seed = f.number("seed", RANDOM_SEED if d.seed is None else d.seed, -1, None, integer=True)
    seed = RANDOM_SEED if seed == -1 else seed
    n_probs = f.number(f.first("n_probs", "logprobs") or "n_probs", 0, integer=True)
    if n_probs > MAX_N_PROBS:
        raise field_error("n_probs", f"at most {MAX_N_PROBS} on this server, got {n_probs}")
    post_sampling = f.boolean("post_sampling_probs", False)
    stop = data.get("stop")
    stop = [stop] if isinstance(stop, str) else [] if stop is None else stop
    if not isinstance(stop, list) or not all(isinstance(s, str) for s in stop):
        raise field_error("stop", "expected a string or an array of strings")
    stop = [s for s in stop if s]
    bias = read_logit_bias(data["logit_bias"], llm) if f.has("logit_bias") else {}
    ignore_eos = f.boolean("ignore_eos", False)
    if ignore_eos:                          # llama-server bans every end-of-generation token
        bias.update({t: -math.inf for t in sorted(llm.tokenizer.eos_ids)})
    id_slot = f.number("id_slot", -1, -1, None, integer=True)
    cache_prompt = f.boolean("cache_prompt", True)
    lora = read_lora(data.get("lora"), llm, lambda message: field_error("lora", message))
    fields = data.get("response_fields")
    if fields is not None and not (isinstance(fields, list) and all(isinstance(x, str) for x in fields)):
        raise field_error("response_fields", "expected an array of field names")
    ping = f.number("sse_ping_interval", SSE_PING_INTERVAL, -1, INT32_MAX, integer=True)
    stream = f.boolean("stream", False)
    grammar = None
    if data.get("grammar"):
        if not isinstance(data["grammar"], str):
            raise field_error("grammar", "expected a GBNF grammar as a string")
        grammar = ("grammar", "gbnf", data["grammar"])
    elif f.has("json_schema"):
        grammar = ("json_schema", "json_schema", data["json_schema"] or {"type": "object"})

    ctx = llm.ctx_size
    params, settings = [], []
    for ids in prompts:
        if len(ids) >= ctx:
            raise LlamaError(f"request ({len(ids)} tokens) exceeds the available context size ({ctx} tokens), "
                             f"try increasing it", 400, "exceed_context_size_error", n_prompt_tokens=len(ids),
                             n_ctx=ctx)
        room = ctx - len(ids)
        want = room if n_predict < 0 else max(1, min(n_predict, room))   # 0 makes one token, as llama-server
        if not ids:
            params.append([None] * n_cmpl)
        else:
            params.append([SamplingParams(
                temperature=temperature, top_k=top_k, top_p=top_p if top_p > 0 else 1e-9, min_p=min_p,
                seed=None if seed == RANDOM_SEED else seed + j, max_tokens=want, stop=tuple(stop),
                repeat_penalty=repeat_penalty, repeat_last_n=repeat_last_n, logit_bias=bias or None,
                logprobs=n_probs if n_probs > 0 else None, post_sampling_probs=post_sampling,
                id_slot=(id_slot % llm.engine.n_slots) if id_slot >= 0 and j == 0 else None,
                cache_prompt=cache_prompt, lora=lora, **penalties) for j in range(n_cmpl)])
        settings.append([dict(
            seed=seed if seed == RANDOM_SEED else seed + j, temperature=temperature, dynatemp_range=0.0,
            dynatemp_exponent=1.0, top_k=top_k, top_p=top_p, min_p=min_p, top_n_sigma=-1.0, xtc_probability=0.0,
            xtc_threshold=0.1, typical_p=1.0, repeat_last_n=repeat_last_n, repeat_penalty=repeat_penalty,
            **penalties, dry_multiplier=0.0, dry_base=1.75, dry_allowed_length=2, dry_penalty_last_n=64,
            dry_sequence_breakers=["\n", ":", "\"", "*"], mirostat=0, mirostat_tau=5.0, mirostat_eta=0.1,
            adaptive_target=-1.0, adaptive_decay=0.9, stop=stop, max_tokens=n_predict, n_predict=n_predict,
            n_keep=0, n_discard=0, ignore_eos=ignore_eos, stream=stream,
            logit_bias=[{"bias": None if b == -math.inf else b, "token": t} for t, b in bias.items()],
            n_probs=n_probs, min_keep=0, grammar=grammar[2] if grammar and grammar[1] == "gbnf" else "",
            grammar_lazy=False, grammar_triggers=[], preserved_tokens=[], chat_format="Content-only",
            reasoning_format="none", reasoning_in_content=False, generation_prompt="", samplers=chain,
            **{"speculative.types": getattr(llm.engine.speculation, "kind", "none")},
            timings_per_token=f.boolean("timings_per_token", False),
            post_sampling_probs=post_sampling, backend_sampling=False, lora=[]) for j in range(n_cmpl)])

    for choices in settings:          # the adapters each answer runs with, as llama-server reports them
        for s in choices:
            s["lora"] = lora_settings(lora, llm)
    return NativePlan(prompts, params, settings, stream, n_probs, post_sampling, f.boolean("return_tokens", False),
                      f.boolean("timings_per_token", False), fields, ping, grammar,
                      many=len(prompts) * n_cmpl > 1,
                      texts=[llm.tokenizer.decode(ids, special=True) for ids in prompts])


# ---------------------------------------------------------------------- answers

class NativeRun:
    """One /completion request's jobs and its answers in llama-server's shape. Jobs are
    [prompt][choice] in order; an empty prompt has no job and answers at once."""

    def __init__(self, llm, plan: NativePlan, run: Run | None, slots: list):
        self.llm, self.plan, self.run = llm, plan, run
        self.slots = slots                          # (prompt index, choice index, job index or None)

    def _piece(self, token: int) -> tuple[str, list]:
        data = self.llm.tokenizer.token_bytes(token, special=False)
        return data.decode("utf-8", errors="ignore"), list(data)

    def probs(self, lps) -> list:
        """completion_probabilities entries for TokenLogprobs."""
        post = self.plan.post_sampling
        key, top_key = ("prob", "top_probs") if post else ("logprob", "top_logprobs")

        def value(logprob):
            if post:
                return math.exp(logprob)
            return logprob if logprob != -math.inf else -3.4028234663852886e38     # llama-server's log(0)
        out = []
        for lp in lps:
            text, data = self._piece(lp.token)
            top = []
            for tid, v in lp.top:
                t, b = self._piece(tid)
                top.append({"id": tid, "token": t, "bytes": b, key: value(v)})
            out.append({"id": lp.token, "token": text, "bytes": data, key: value(lp.logprob), top_key: top})
        return out

    def timings(self, job, n_gen: int) -> dict:
        if job is None:
            return {"cache_n": 0, "prompt_n": 0, "prompt_ms": 0.0, "prompt_per_token_ms": 0.0,
                    "prompt_per_second": 0.0, "predicted_n": 0, "predicted_ms": 0.0,
                    "predicted_per_token_ms": 0.0, "predicted_per_second": 0.0}
        now = time.perf_counter()
        first, done = job.first_token or now, job.done or now
        prompt_n = len(job.prompt) - job.cached_tokens
        prompt_ms, predicted_ms = (first - job.submitted) * 1000, (done - first) * 1000
        return {"cache_n": job.cached_tokens, "prompt_n": prompt_n, "prompt_ms": prompt_ms,
                "prompt_per_token_ms": prompt_ms / prompt_n if prompt_n else 0.0,
                "prompt_per_second": 1000 * prompt_n / prompt_ms if prompt_ms > 0 else 0.0,
                "predicted_n": n_gen, "predicted_ms": predicted_ms,
                "predicted_per_token_ms": predicted_ms / n_gen if n_gen else 0.0,
                "predicted_per_second": 1000 * n_gen / predicted_ms if predicted_ms > 0 else 0.0,
                **draft_timings(job.request)}

    def _job(self, slot):
        i, j, k = slot
        return (None, None) if k is None else (self.run.jobs[k], self.run.choices[k])

    def final(self, slot, stream: bool) -> dict:
        """The whole answer of one prompt and choice (in a stream: its last event)."""
        i, j, k = slot
        job, c = self._job(slot)
        ids = self.plan.prompts[i]
        tokens = c.tokens if c else []
        request = job.request if job else None
        reason = c.finish_reason if c else None
        if reason == "stop":
            stop_type = "word" if request is not None and request.stop_word else "eos"
        else:
            stop_type = "limit" if reason == "length" else "none"
        res = {
            "index": self.slots.index(slot),
            "content": "" if stream else (c.text if c else ""),
            "tokens": [] if stream or not self.plan.return_tokens else list(tokens),
            "id_slot": request.slot_used if request is not None and request.slot_used is not None else -1,
            "stop": True, "model": self.llm.name, "tokens_predicted": len(tokens), "tokens_evaluated": len(ids),
            "generation_settings": self.plan.settings[i][j], "prompt": self.plan.texts[i],
            "has_new_line": "\n" in (c.text if c else ""),
            "truncated": reason == "length" and len(ids) + len(tokens) >= self.llm.ctx_size,
            "stop_type": stop_type, "stopping_word": (request.stop_word or "") if request is not None else "",
            "tokens_cached": len(ids) + max(len(tokens) - 1, 0), "timings": self.timings(job, len(tokens))}
        if not stream and self.plan.n_probs > 0 and c is not None and c.logprobs:
            res["completion_probabilities"] = self.probs(c.logprobs)
        fields = self.plan.response_fields
        if fields:
            res = {path: v for path in fields if (v := _nested(res, path)) is not _MISSING}
        return res

    def partial(self, k: int, delta) -> list:
        """The stream events of one Delta of job k: one per token."""
        slot = next(s for s in self.slots if s[2] == k)
        job, c = self._job(slot)
        events = []
        for n, token in enumerate(delta.tokens):
            event = {"index": self.slots.index(slot), "content": delta.text if n == len(delta.tokens) - 1 else "",
                     "tokens": [token], "stop": False, "id_slot": -1,
                     "tokens_predicted": len(c.tokens) - len(delta.tokens) + n + 1,
                     "tokens_evaluated": len(job.prompt)}
            if self.plan.timings_per_token:
                event["timings"] = self.timings(job, event["tokens_predicted"])
            if self.plan.n_probs > 0 and delta.logprobs:
                event["completion_probabilities"] = self.probs(delta.logprobs[n:n + 1])
            events.append(event)
        return events

    def response(self):
        answers = [self.final(s, stream=False) for s in self.slots]
        return answers if self.plan.many else answers[0]

    async def events(self):
        """The SSE events of a streamed answer."""
        for slot in self.slots:                     # the answers that need no generation
            if slot[2] is None:
                yield sse(self.final(slot, stream=True))
        if self.run is None:
            return
        ping = self.plan.ping if self.plan.ping > 0 else None
        while not self.run.finished:
            try:
                k, delta = await asyncio.wait_for(self.run.next(), ping)
            except asyncio.TimeoutError:
                yield ":\n\n"                       # keeps clients that time out on silence waiting
                continue
            if delta.finish_reason in ("error", "cancelled"):
                yield sse({"error": {"code": 500, "message": delta.error or "generation failed",
                                     "type": "server_error"}})
                return
            for event in self.partial(k, delta):
                yield sse(event)
            if delta.finish_reason:
                yield sse(self.final(next(s for s in self.slots if s[2] == k), stream=True))


_MISSING = object()


def _nested(obj, path: str):
    """llama-server's response_fields: "a/b" reads obj["a"]["b"] (kept under the key "a/b")."""
    for key in path.split("/"):
        if not isinstance(obj, dict) or key not in obj:
            return _MISSING
        obj = obj[key]
    return obj


def routes(server):
    """llama-server's completion endpoints on `server` (server.py's Server; protocols.py)."""
    from starlette.routing import Route
    api = LlamaApi(server)
    return [Route("/completion", api.completion, methods=["POST"]),
            Route("/completions", api.completion, methods=["POST"])]


def error_body(e: ApiError) -> dict:
    """An ApiError (a refused key, a body too large) in llama-server's shape."""
    return {"error": {"code": e.status, "message": e.message,
                      "type": LlamaError.TYPES.get(e.status, "invalid_request_error")}}


class LlamaApi:
    """The handlers of llama-server's own endpoints, on a Server (server.py)."""

    def __init__(self, server):
        self.server = server

    async def completion(self, request, prepare=None):
        """POST /completion; `prepare(body, llm) -> body`, if given, rewrites the body first
        (/infill: infill.py builds its prompt from its own fields)."""
        try:
            return await self._completion(request, prepare)
        except LlamaError as e:
            return e.response()
        except ApiError as e:             # from the shared readers: the same error in llama-server's shape
            return JSONResponse(error_body(e), e.status)

    async def _completion(self, request, prepare=None):
        server = self.server
        llm = server.ready()
        data = await read_json(request)
        plan = plan_native(prepare(data, llm) if prepare is not None else data, llm)
        grammar = await compile_grammar(llm, plan.grammar)
        prompts, params, slots = [], [], []
        for i, choices in enumerate(plan.params):
            for j, p in enumerate(choices):
                if p is None:
                    slots.append((i, j, None))
                    continue
                if grammar is not None:
                    p.grammar = grammar
                slots.append((i, j, len(prompts)))
                prompts.append(plan.prompts[i])
                params.append(p)
        run = None
        if prompts:
            queue = asyncio.Queue()
            try:
                jobs = server.loop.submit(prompts, params, queue)
            except QueueFull as e:
                raise LlamaError(f"The server is busy: {e}. Retry later.", 503) from None
            run = Run(llm, plan, jobs, queue, "completion")
        answer = NativeRun(llm, plan, run, slots)
        if plan.stream:
            if run is not None:
                return stream_response(server, run, answer.events())
            return StreamingResponse(answer.events(), media_type="text/event-stream",
                                     headers={"Cache-Control": "no-cache", "X-Accel-Buffering": "no"})
        if run is not None:
            gone = await wait_run(server, request, run)
            if gone is not None:
                return gone
            failure = run.failure()
            if failure:
                raise LlamaError(failure, 500)
        return JSONResponse(answer.response())
