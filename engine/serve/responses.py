"""Engine output -> OpenAI's answers: whole `chat.completion` / `text_completion` objects,
or their streamed chunks as server-sent events (`data: {json}` ... `data: [DONE]`).

A `Run` holds the jobs of one HTTP request (its prompts x n choices) and reads their
Deltas off one queue; streamed choices are interleaved as their tokens come.
"""
import json
import time
import uuid
from dataclasses import dataclass, field

from engine.serve.chat import ToolStream, parse_tool_calls


@dataclass
class Choice:
    """One job's answer as it accumulates."""
    tokens: list = field(default_factory=list)
    text: str = ""
    logprobs: list = field(default_factory=list)      # TokenLogprob per token
    finish_reason: str | None = None
    error: str | None = None


class ClientGone(Exception):
    """The client disconnected before its answer was complete."""


class Run:
    """The jobs of one request. `queue` receives (tag, Delta); a (None, None) item means
    the client went away."""

    def __init__(self, llm, plan, jobs, queue, kind: str):
        self.llm, self.plan, self.jobs, self.queue = llm, plan, jobs, queue
        self.id = f"{'chatcmpl' if kind == 'chat' else 'cmpl'}-{uuid.uuid4().hex}"
        self.created = int(time.time())
        self.choices = [Choice() for _ in jobs]
        self.started = time.perf_counter()

    def cancel(self):
        for job in self.jobs:
            job.cancel()

    async def next(self):
        """(job index, Delta) of the next event; raises ClientGone on a disconnect."""
        tag, delta = await self.queue.get()
        if tag is None:
            raise ClientGone()
        c = self.choices[tag]
        c.tokens += delta.tokens
        c.text += delta.text
        if delta.logprobs:
            c.logprobs += delta.logprobs
        if delta.finish_reason:
            c.finish_reason, c.error = delta.finish_reason, delta.error
        return tag, delta

    @property
    def finished(self) -> bool:
        return all(c.finish_reason for c in self.choices)

    async def wait(self):
        while not self.finished:
            await self.next()

    def failure(self) -> str | None:
        for c in self.choices:
            if c.finish_reason == "error":
                return c.error or "generation failed"
            if c.finish_reason == "cancelled":
                return c.error or "the request was cancelled"
        return None

    # ---------------------------------------------------------------- accounting

    def usage(self) -> dict:
        n_runs = len(self.plan.params[0])
        prompt = sum(len(p) for p in self.plan.prompts)
        cached = sum(self.jobs[i * n_runs].cached_tokens for i in range(len(self.plan.prompts)))
        completion = sum(len(c.tokens) for c in self.choices)
        return {"prompt_tokens": prompt, "completion_tokens": completion, "total_tokens": prompt + completion,
                "prompt_tokens_details": {"cached_tokens": cached}}

    def timings(self) -> dict:
        """llama-server's `timings` for the first choice (with `draft_n`, `draft_n_accepted`
        where speculative decoding drafted for it)."""
        job, c = self.jobs[0], self.choices[0]
        first = job.first_token or time.perf_counter()
        done = job.done or time.perf_counter()
        predicted_ms = (done - first) * 1000
        n = len(c.tokens)
        return {"cache_n": job.cached_tokens, "prompt_n": len(job.prompt) - job.cached_tokens,
                "prompt_ms": round((first - job.submitted) * 1000, 3), "predicted_n": n,
                "predicted_ms": round(predicted_ms, 3),
                "predicted_per_second": round((n - 1) / (predicted_ms / 1000), 2) if n > 1 and predicted_ms else None,
                **draft_timings(job.request)}

    # ---------------------------------------------------------------- log-probabilities

    def piece(self, token: int) -> tuple[str, list]:
        data = self.llm.tokenizer.token_bytes(token, special=True)
        return data.decode("utf-8", errors="replace"), list(data)

    def chat_logprobs(self, lps) -> dict:
        content = []
        for lp in lps:
            text, data = self.piece(lp.token)
            top = []
            for tid, value in lp.top:
                t, d = self.piece(tid)
                top.append({"token": t, "logprob": value, "bytes": d})
            content.append({"token": text, "logprob": lp.logprob, "bytes": data, "top_logprobs": top})
        return {"content": content, "refusal": None}

    def legacy_logprobs(self, lps, offset: int, prompt_lps=None) -> dict:
        out = {"tokens": [], "token_logprobs": [], "top_logprobs": [], "text_offset": []}
        for lp in (prompt_lps or []) + list(lps):
            text, _ = self.piece(lp.token)
            out["tokens"].append(text)
            out["token_logprobs"].append(lp.logprob)
            out["top_logprobs"].append({self.piece(t)[0]: v for t, v in lp.top} if lp.top or lp.logprob is not None
                                       else None)
            out["text_offset"].append(offset)
            offset += len(text)
        return out

    # ---------------------------------------------------------------- whole answers

    def _base(self, obj: str) -> dict:
        return {"id": self.id, "object": obj, "created": self.created, "model": self.llm.name,
                "system_fingerprint": self.llm.fingerprint}

    def chat_response(self) -> dict:
        choices = []
        for k, c in enumerate(self.choices):
            message = {"role": "assistant", "content": c.text}
            reason = c.finish_reason
            if self.plan.extras.get("tools"):
                content, calls = parse_tool_calls(c.text)
                if calls:
                    message = {"role": "assistant", "content": content, "tool_calls": calls}
                    reason = "tool_calls"
            choices.append({"index": k, "message": message, "finish_reason": reason,
                            "logprobs": self.chat_logprobs(c.logprobs) if self.plan.logprobs is not None else None})
        return {**self._base("chat.completion"), "choices": choices, "usage": self.usage(),
                "timings": self.timings()}

    def completion_response(self, prompt_texts, prompt_logprobs) -> dict:
        n_runs = len(self.plan.params[0])
        choices = []
        for i, texts in enumerate(prompt_texts):
            runs = list(range(i * n_runs, (i + 1) * n_runs))
            if self.plan.best_of:
                runs = sorted(runs, key=lambda r: -_mean_logprob(self.choices[r]))[:self.plan.n]
            for r in runs:
                c = self.choices[r]
                prefix = texts if self.plan.echo else ""
                lp = None
                if self.plan.logprobs is not None:
                    lp = self.legacy_logprobs(c.logprobs, len(prefix),
                                              prompt_logprobs[i] if self.plan.echo else None)
                    if self.plan.echo:
                        lp["text_offset"] = _offsets(lp["tokens"])
                choices.append({"index": len(choices), "text": prefix + c.text, "logprobs": lp,
                                "finish_reason": c.finish_reason})
        return {**self._base("text_completion"), "choices": choices, "usage": self.usage(),
                "timings": self.timings()}

    # ---------------------------------------------------------------- streams

    async def chat_chunks(self):
        """The SSE events of a streamed chat answer (strings, each one `data: ...` event)."""
        tools = [ToolStream() if self.plan.extras.get("tools") else None for _ in self.choices]
        for k in range(len(self.choices)):
            yield self._chunk("chat.completion.chunk", k, {"delta": {"role": "assistant", "content": ""}})
        while not self.finished:
            k, delta = await self.next()
            if delta.finish_reason in ("error", "cancelled"):
                yield error_event(delta)
                return
            text = tools[k].push(delta.text) if tools[k] else delta.text
            logprobs = self.chat_logprobs(delta.logprobs) if delta.logprobs else None
            if text or logprobs:
                yield self._chunk("chat.completion.chunk", k, {"delta": {"content": text}, "logprobs": logprobs})
            if delta.finish_reason:
                reason = delta.finish_reason
                if tools[k]:
                    rest, calls = tools[k].finish()
                    if rest:
                        yield self._chunk("chat.completion.chunk", k, {"delta": {"content": rest}})
                    if calls:
                        reason = "tool_calls"
                        yield self._chunk("chat.completion.chunk", k, {"delta": {"tool_calls": [
                            {"index": i, **call} for i, call in enumerate(calls)]}})
                yield self._chunk("chat.completion.chunk", k, {"delta": {}}, reason)
        if self.plan.include_usage:
            yield usage_chunk(self, "chat.completion.chunk")
        yield "data: [DONE]\n\n"

    async def completion_chunks(self, prompt_texts):
        n_runs = len(self.plan.params[0])
        offsets = [len(prompt_texts[k // n_runs]) if self.plan.echo else 0 for k in range(len(self.choices))]
        if self.plan.echo:
            for k in range(len(self.choices)):
                yield self._chunk("text_completion", k, {"text": prompt_texts[k // n_runs]})
        while not self.finished:
            k, delta = await self.next()
            if delta.finish_reason in ("error", "cancelled"):
                yield error_event(delta)
                return
            lp = None
            if self.plan.logprobs is not None and delta.logprobs:
                lp = self.legacy_logprobs(delta.logprobs, offsets[k])
            offsets[k] += len(delta.text)
            if delta.text or lp:
                yield self._chunk("text_completion", k, {"text": delta.text, "logprobs": lp})
            if delta.finish_reason:
                yield self._chunk("text_completion", k, {"text": ""}, delta.finish_reason)
        if self.plan.include_usage:
            yield usage_chunk(self, "text_completion")
        yield "data: [DONE]\n\n"

    def _chunk(self, obj, index, body, finish_reason=None):
        choice = {"index": index, **body, "finish_reason": finish_reason}
        if obj == "chat.completion.chunk":
            choice.setdefault("logprobs", None)
        elif "logprobs" not in choice:
            choice["logprobs"] = None
        return sse({**self._base(obj), "choices": [choice]})


def usage_chunk(run: Run, obj: str) -> str:
    """The last chunk of a stream that asked for usage: no choices, the usage."""
    return sse({**run._base(obj), "choices": [], "usage": run.usage(), "timings": run.timings()})


def error_event(delta) -> str:
    """The SSE event that ends a stream whose request failed or was cancelled."""
    return sse({"error": {"message": delta.error or "generation failed", "type": "server_error",
                          "param": None, "code": None}})


def sse(obj) -> str:
    return f"data: {json.dumps(obj, ensure_ascii=False)}\n\n"


def _mean_logprob(c: Choice) -> float:
    return sum(lp.logprob for lp in c.logprobs) / len(c.logprobs) if c.logprobs else float("-inf")


def _offsets(tokens):
    out, at = [], 0
    for t in tokens:
        out.append(at)
        at += len(t)
    return out


def draft_timings(request) -> dict:
    """llama-server's speculative-decoding fields of `timings`: tokens drafted and accepted
    ({} when nothing was drafted for the request)."""
    if request is None or not request.draft_n:
        return {}
    return {"draft_n": request.draft_n, "draft_n_accepted": request.draft_n_accepted}
