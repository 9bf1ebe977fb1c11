"""Anthropic's Messages API over the chat machinery: POST /v1/messages (and
/v1/messages/count_tokens), so Anthropic's SDKs and the tools built on them work unchanged.

A Messages body is turned into an OpenAI chat body (as llama-server's
`server_chat_convert_anthropic_to_oai` does: `system` becomes the first message, content
blocks become text parts, `tool_use` blocks tool calls, `tool_result` blocks tool messages,
`stop_sequences` stop, `tools` with `input_schema` function tools, `output_config.format`
a JSON schema the answer follows), checked by `plan_chat`
and run on the engine loop like any chat. `max_tokens` is a cap: an answer stops at it or
where the context ends (Anthropic's clients send large values, e.g. 32000).

Answers are Anthropic's: a `message` with content blocks (`text`, `tool_use`), `stop_reason`
(end_turn, max_tokens, stop_sequence, tool_use), `stop_sequence` and `usage`
(input_tokens not read from the prompt cache, cache_read_input_tokens, output_tokens).
Streamed, the events are message_start, content_block_start / content_block_delta /
content_block_stop per block, message_delta (stop reason, output tokens) and message_stop.
Errors are Anthropic's: {"type": "error", "error": {"type", "message"}}.
"""
import json
import logging
import uuid

from starlette.responses import JSONResponse
from starlette.routing import Route

from engine.serve.chat import ToolStream, parse_tool_calls, plan_chat
from engine.serve.openai_api import ApiError, Body, bad, read_json
from engine.serve.run_plan import QueueFull, stream_response, submit_plan, wait_run

log = logging.getLogger("engine.serve")

# HTTP status -> Anthropic's error type
ERROR_TYPES = {400: "invalid_request_error", 401: "authentication_error", 403: "permission_error",
               404: "not_found_error", 413: "request_too_large", 429: "rate_limit_error", 500: "api_error",
               503: "overloaded_error", 529: "overloaded_error"}
STOP_REASONS = {"stop": "end_turn", "length": "max_tokens"}


def error_body(e: ApiError) -> dict:
    """An ApiError in Anthropic's shape."""
    message = e.message if e.param is None or e.param in e.message else f"{e.param}: {e.message}"
    return {"type": "error", "error": {"type": ERROR_TYPES.get(e.status, "invalid_request_error"),
                                       "message": message}}


def error_response(e: ApiError) -> JSONResponse:
    return JSONResponse(error_body(e), e.status)


# ---------------------------------------------------------------------- request

def _blocks(content, where: str) -> list:
    if isinstance(content, str):
        return [{"type": "text", "text": content}]
    if not isinstance(content, list):
        raise bad(where, f"Invalid type for '{where}': expected a string or an array of content blocks.",
                  "invalid_type")
    for k, block in enumerate(content):
        if not isinstance(block, dict) or not isinstance(block.get("type"), str):
            raise bad(f"{where}[{k}]", f"Invalid content block at '{where}[{k}]': expected an object with a 'type'.",
                      "invalid_type")
    return content


def _text(block, where) -> str:
    text = block.get("text")
    if not isinstance(text, str):
        raise bad(where, f"'{where}.text' must be a string.", "invalid_type")
    return text


def _result_text(content, where) -> str:
    """A tool_result's content (a string or text blocks) as one string."""
    if content is None:
        return ""
    texts = []
    for k, block in enumerate(_blocks(content, where)):
        if block["type"] != "text":
            raise bad(f"{where}[{k}]", f"Content of type {block['type']!r} is not supported: this model reads "
                                       f"text only.")
        texts.append(_text(block, f"{where}[{k}]"))
    return "".join(texts)


def to_chat(data) -> tuple[dict, int | None]:
    """A Messages body -> (an OpenAI chat body, the max_tokens asked for or None)."""
    body = Body(data)
    messages = []
    system = body.data.get("system")
    if system is not None:
        texts = [_text(b, f"system[{k}]") for k, b in enumerate(_blocks(system, "system")) if b["type"] == "text"]
        messages.append({"role": "system", "content": "".join(texts)})
    raw = body.data.get("messages")
    if not isinstance(raw, list):
        raise bad("messages", "'messages' is required: an array of {role, content}.", "missing_required_parameter")
    for i, m in enumerate(raw):
        where = f"messages[{i}]"
        if not isinstance(m, dict) or m.get("role") not in ("user", "assistant"):
            raise bad(f"{where}.role", f"Invalid value for '{where}.role': expected 'user' or 'assistant'.")
        role, parts, calls, results = m["role"], [], [], []
        for k, block in enumerate(_blocks(m.get("content", ""), f"{where}.content")):
            at, kind = f"{where}.content[{k}]", block["type"]
            if kind == "text":
                parts.append({"type": "text", "text": _text(block, at)})
            elif kind == "tool_use":
                calls.append({"id": block.get("id") or f"toolu_{uuid.uuid4().hex[:24]}", "type": "function",
                              "function": {"name": block.get("name", ""),
                                           "arguments": json.dumps(block.get("input") or {}, ensure_ascii=False)}})
            elif kind == "tool_result":
                results.append({"role": "tool", "tool_call_id": block.get("tool_use_id", ""),
                                "content": _result_text(block.get("content"), f"{at}.content")})
            elif kind in ("thinking", "redacted_thinking"):
                continue                      # earlier reasoning: not shown to the template
            else:
                raise bad(at, f"Content of type {kind!r} is not supported: this model reads text only.")
        if parts or calls:
            message = {"role": role, "content": parts or ""}
            if calls:
                message["tool_calls"] = calls
            messages.append(message)
        messages += results
    chat = {"messages": messages}
    tools = body.data.get("tools")
    if tools is not None:
        if not isinstance(tools, list):
            raise bad("tools", "Invalid type for 'tools': expected an array.", "invalid_type")
        chat["tools"] = [{"type": "function", "function": {
            "name": t.get("name") if isinstance(t, dict) else None,
            "description": t.get("description", "") if isinstance(t, dict) else "",
            "parameters": t.get("input_schema", {}) if isinstance(t, dict) else {}}} for t in tools]
    choice = body.obj("tool_choice")
    if choice is not None:
        kind = choice.get("type")
        chat["tool_choice"] = {"auto": "auto", "any": "required", "none": "none"}.get(kind) or (
            {"type": "function", "function": {"name": choice.get("name")}} if kind == "tool" else None)
        if chat["tool_choice"] is None:
            raise bad("tool_choice", f"Invalid 'tool_choice.type': {kind!r} (expected auto, any, tool or none).")
        if choice.get("disable_parallel_tool_use"):
            chat["parallel_tool_calls"] = False
    fmt = (body.obj("output_config") or {}).get("format")
    if isinstance(fmt, dict) and fmt.get("type") == "json_schema":      # structured output
        chat["response_format"] = {"type": "json_schema", "json_schema": {
            "name": "output", "schema": fmt.get("schema", {"type": "object"})}}
    if body.data.get("stop_sequences") is not None:
        chat["stop"] = body.data["stop_sequences"]
    for key in ("temperature", "top_p", "top_k", "stream"):      # `model` is ignored: one model is served
        if key in body.data:
            chat[key] = body.data[key]
    max_tokens = body.integer("max_tokens", None, 1)
    return chat, max_tokens


def plan_messages(data, llm):
    """Check a Messages body: the chat Plan, each answer capped at max_tokens."""
    chat, max_tokens = to_chat(data)
    plan = plan_chat(chat, llm)
    if max_tokens is not None:
        for p in plan.params[0]:
            p.max_tokens = min(p.max_tokens, max_tokens)
    return plan


# ---------------------------------------------------------------------- answers

def _message_id() -> str:
    return f"msg_{uuid.uuid4().hex[:24]}"


def _tool_blocks(calls) -> list:
    blocks = []
    for call in calls:
        try:
            arguments = json.loads(call["function"]["arguments"])
        except json.JSONDecodeError:
            arguments = {}
        blocks.append({"type": "tool_use", "id": "toolu_" + call["id"].removeprefix("call_"),
                       "name": call["function"]["name"], "input": arguments if isinstance(arguments, dict) else {}})
    return blocks


def _usage(run) -> dict:
    job = run.jobs[0]
    cached = job.cached_tokens
    return {"input_tokens": len(job.prompt) - cached, "cache_creation_input_tokens": 0,
            "cache_read_input_tokens": cached, "output_tokens": len(run.choices[0].tokens)}


def _stop(run, has_calls: bool) -> tuple[str, str | None]:
    """(stop_reason, stop_sequence) of the first choice."""
    job, c = run.jobs[0], run.choices[0]
    word = getattr(job.request, "stop_word", None) if job.request is not None else None
    if has_calls:
        return "tool_use", None
    if c.finish_reason == "stop" and word:
        return "stop_sequence", word
    return STOP_REASONS.get(c.finish_reason, "end_turn"), None


def message(run, message_id: str) -> dict:
    """The whole answer as Anthropic's message."""
    c = run.choices[0]
    content, calls = (parse_tool_calls(c.text) if run.plan.extras.get("tools") else (c.text, []))
    blocks = [{"type": "text", "text": content}] if content else []
    blocks += _tool_blocks(calls)
    reason, sequence = _stop(run, bool(calls))
    return {"id": message_id, "type": "message", "role": "assistant", "model": run.llm.name, "content": blocks,
            "stop_reason": reason, "stop_sequence": sequence, "usage": _usage(run)}


def event(kind: str, data: dict) -> str:
    return f"event: {kind}\ndata: {json.dumps({'type': kind, **data}, ensure_ascii=False)}\n\n"


async def events(run, message_id: str):
    """The SSE events of a streamed answer, in Anthropic's order."""
    job = run.jobs[0]
    yield event("message_start", {"message": {
        "id": message_id, "type": "message", "role": "assistant", "model": run.llm.name, "content": [],
        "stop_reason": None, "stop_sequence": None,
        "usage": {"input_tokens": len(job.prompt), "output_tokens": 0}}})
    tools = ToolStream() if run.plan.extras.get("tools") else None
    index, text_open = 0, False
    while not run.finished:
        _, delta = await run.next()
        if delta.finish_reason in ("error", "cancelled"):
            yield event("error", {"error": {"type": "api_error", "message": delta.error or "generation failed"}})
            return
        pieces = [tools.push(delta.text) if tools else delta.text]
        calls = []
        if delta.finish_reason and tools:
            rest, calls = tools.finish()
            pieces.append(rest)
        for text in pieces:
            if not text:
                continue
            if not text_open:
                yield event("content_block_start", {"index": index, "content_block": {"type": "text", "text": ""}})
                text_open = True
            yield event("content_block_delta", {"index": index, "delta": {"type": "text_delta", "text": text}})
        if not delta.finish_reason:
            continue
        if text_open:
            yield event("content_block_stop", {"index": index})
            index += 1
        for block in _tool_blocks(calls):
            yield event("content_block_start", {"index": index, "content_block": {**block, "input": {}}})
            yield event("content_block_delta", {"index": index, "delta": {
                "type": "input_json_delta", "partial_json": json.dumps(block["input"], ensure_ascii=False)}})
            yield event("content_block_stop", {"index": index})
            index += 1
        reason, sequence = _stop(run, bool(calls))
        usage = _usage(run)
        yield event("message_delta", {"delta": {"stop_reason": reason, "stop_sequence": sequence},
                                      "usage": {"output_tokens": usage["output_tokens"],
                                                "input_tokens": usage["input_tokens"],
                                                "cache_read_input_tokens": usage["cache_read_input_tokens"]}})
        yield event("message_stop", {})


# ---------------------------------------------------------------------- HTTP

def routes(server):
    api = AnthropicApi(server)
    return [Route("/v1/messages", api.messages, methods=["POST"]),
            Route("/v1/messages/count_tokens", api.count_tokens, methods=["POST"])]


class AnthropicApi:
    """The handlers, on a Server (server.py); every error leaves in Anthropic's shape."""

    def __init__(self, server):
        self.server = server

    async def messages(self, request):
        return await self._guarded(self._messages, request)

    async def count_tokens(self, request):
        return await self._guarded(self._count_tokens, request)

    async def _guarded(self, handler, request):
        try:
            return await handler(request)
        except ApiError as e:
            return error_response(e)
        except Exception as e:            # a bug: logged, answered as Anthropic's api_error
            log.exception("request failed")
            return error_response(ApiError(500, f"{type(e).__name__}: {e}"))

    async def _count_tokens(self, request):
        llm = self.server.ready()
        chat, _ = to_chat(await read_json(request))
        plan = plan_chat(chat, llm)
        return JSONResponse({"input_tokens": len(plan.prompts[0])})

    async def _messages(self, request):
        server = self.server
        llm = server.ready()
        plan = plan_messages(await read_json(request), llm)
        try:
            run = await submit_plan(server, llm, plan)
        except QueueFull as e:
            raise ApiError(529, f"The server is busy: {e}. Retry later.") from None
        message_id = _message_id()
        if plan.stream:
            return stream_response(server, run, events(run, message_id))
        gone = await wait_run(server, request, run)
        if gone is not None:
            return gone
        failure = run.failure()
        if failure:
            raise ApiError(500, failure)
        return JSONResponse(message(run, message_id))


__all__ = ["AnthropicApi", "error_body", "message", "plan_messages", "routes", "to_chat"]
