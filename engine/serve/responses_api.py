"""OpenAI's Responses API over the chat machinery: POST /v1/responses (and /responses).

A Responses body is turned into a chat body as llama-server's
`server_chat_convert_responses_to_chatcmpl` does: `instructions` becomes the system message,
`input` (a string, or items: messages with input_text / output_text parts, function_call
and function_call_output items) the conversation, `tools` (flat function tools) and
`tool_choice` their chat forms, `max_output_tokens` a cap on the answer, `text.format` the
structured-output setting. Nothing is stored: `previous_response_id` is refused.

The answer is a `response` object whose `output` holds a `message` item (one output_text
part) and a `function_call` item per tool call; `status` is "completed", or "incomplete"
with `incomplete_details.reason` "max_output_tokens" when the cap or the context ended it.
Streamed (SSE `event: <type>` + `data: {...}`, each with a `sequence_number`):
response.created, response.in_progress, response.output_item.added,
response.content_part.added, response.output_text.delta ..., response.output_text.done,
response.content_part.done, response.output_item.done (and for each tool call its
output_item.added, function_call_arguments.delta / .done, output_item.done), then
response.completed (or response.incomplete). Errors are OpenAI's JSON.
"""
import json
import time
import uuid

from starlette.responses import JSONResponse
from starlette.routing import Route

from engine.serve.chat import ToolStream, parse_tool_calls, plan_chat
from engine.serve.openai_api import ApiError, Body, bad, read_json
from engine.serve.run_plan import QueueFull, stream_response, submit_plan, wait_run

INPUT_ROLES = ("user", "system", "developer")


def _id(prefix: str) -> str:
    return f"{prefix}_{uuid.uuid4().hex[:24]}"


# ---------------------------------------------------------------------- request

def _parts(content, where: str, kinds: tuple) -> list:
    """A Responses message's content (a string or typed parts) -> chat text parts."""
    if isinstance(content, str):
        return [{"type": "text", "text": content}]
    if not isinstance(content, list):
        raise bad(where, f"Invalid type for '{where}': expected a string or an array of content parts.",
                  "invalid_type")
    parts = []
    for k, part in enumerate(content):
        kind = part.get("type") if isinstance(part, dict) else None
        if kind not in kinds:
            raise bad(f"{where}[{k}]", f"Content of type {kind!r} is not supported here (expected "
                                       f"{' or '.join(kinds)}): this model reads text only.")
        if not isinstance(part.get("text"), str):
            raise bad(f"{where}[{k}].text", f"'{where}[{k}].text' must be a string.", "invalid_type")
        parts.append({"type": "text", "text": part["text"]})
    return parts


def _input_messages(items) -> list:
    messages = []
    for i, item in enumerate(items):
        where = f"input[{i}]"
        if not isinstance(item, dict):
            raise bad(where, f"Invalid type for '{where}': expected an object.", "invalid_type")
        kind, role = item.get("type", "message"), item.get("role")
        last = messages[-1] if messages and messages[-1]["role"] == "assistant" else None
        if kind == "message" and role in INPUT_ROLES:
            messages.append({"role": role, "content": _parts(item.get("content"), f"{where}.content",
                                                             ("input_text",))})
        elif kind == "message" and role == "assistant":
            parts = _parts(item.get("content", ""), f"{where}.content", ("output_text", "input_text"))
            if last is not None and not isinstance(last.get("content"), str):
                last["content"] += parts
            else:
                messages.append({"role": "assistant", "content": parts})
        elif kind == "function_call":
            if not all(isinstance(item.get(k), str) for k in ("call_id", "name", "arguments")):
                raise bad(where, f"'{where}' (function_call) needs string 'call_id', 'name' and 'arguments'.")
            call = {"id": item["call_id"], "type": "function",
                    "function": {"name": item["name"], "arguments": item["arguments"]}}
            if last is not None:
                last.setdefault("tool_calls", []).append(call)
            else:
                messages.append({"role": "assistant", "content": "", "tool_calls": [call]})
        elif kind == "function_call_output":
            output = item.get("output")
            if not isinstance(item.get("call_id"), str) or output is None:
                raise bad(where, f"'{where}' (function_call_output) needs 'call_id' and 'output'.")
            text = output if isinstance(output, str) else "".join(
                p["text"] for p in _parts(output, f"{where}.output", ("input_text",)))
            messages.append({"role": "tool", "tool_call_id": item["call_id"], "content": text})
        elif kind == "reasoning":
            continue                          # earlier reasoning: not shown to the template
        else:
            raise bad(where, f"Cannot determine the type of '{where}': {kind!r} with role {role!r}.")
    return messages


def to_chat(data) -> tuple[dict, int | None]:
    """A Responses body -> (an OpenAI chat body, max_output_tokens or None)."""
    body = Body(data)
    if body.data.get("previous_response_id"):
        raise bad("previous_response_id", "'previous_response_id' is not supported: this server stores no "
                                          "responses; send the whole conversation in 'input'.")
    if "input" not in body.data:
        raise bad("input", "Missing required parameter: 'input'.", "missing_required_parameter")
    messages = []
    instructions = body.string("instructions")
    if instructions:
        messages.append({"role": "system", "content": instructions})
    value = body.data["input"]
    if isinstance(value, str):
        messages.append({"role": "user", "content": value})
    elif isinstance(value, list):
        messages += _input_messages(value)
    else:
        raise bad("input", "Invalid type for 'input': expected a string or an array of input items.",
                  "invalid_type")
    chat = {"messages": messages}
    tools = body.data.get("tools")
    if tools is not None:
        if not isinstance(tools, list):
            raise bad("tools", "Invalid type for 'tools': expected an array.", "invalid_type")
        functions = [{"type": "function", "function": {k: v for k, v in t.items() if k != "type"}}
                     for t in tools if isinstance(t, dict) and t.get("type") == "function"]
        if functions:
            chat["tools"] = functions
    choice = body.data.get("tool_choice")
    if isinstance(choice, dict) and choice.get("type") == "function":
        chat["tool_choice"] = {"type": "function", "function": {"name": choice.get("name")}}
    elif choice is not None:
        chat["tool_choice"] = choice
    fmt = (body.obj("text") or {}).get("format")
    if isinstance(fmt, dict) and fmt.get("type") == "json_schema":
        chat["response_format"] = {"type": "json_schema", "json_schema": {
            "name": fmt.get("name", "output"), "schema": fmt.get("schema", {"type": "object"})}}
    elif isinstance(fmt, dict) and fmt.get("type") == "json_object":
        chat["response_format"] = {"type": "json_object"}
    for key in ("temperature", "top_p", "top_k", "min_p", "seed", "stream", "parallel_tool_calls"):
        if key in body.data:
            chat[key] = body.data[key]
    return chat, body.integer("max_output_tokens", None, 1)


def plan_response(data, llm):
    """Check a Responses body: the chat Plan, its answer capped at max_output_tokens."""
    chat, cap = to_chat(data)
    plan = plan_chat(chat, llm)
    if cap is not None:
        for p in plan.params[0]:
            p.max_tokens = min(p.max_tokens, cap)
    plan.extras["request"] = data
    return plan


# ---------------------------------------------------------------------- answers

class ResponseState:
    """One answer as a Responses object, built whole or event by event."""

    def __init__(self, run):
        self.run = run
        self.id, self.message_id = _id("resp"), _id("msg")
        self.created = int(time.time())
        self.sequence = 0

    def envelope(self, status: str, output: list) -> dict:
        request, run = self.run.plan.extras["request"], self.run
        c, job = run.choices[0], run.jobs[0]
        done = status in ("completed", "incomplete")
        out = {"id": self.id, "object": "response", "created_at": self.created, "status": status,
               "completed_at": int(time.time()) if done else None, "model": run.llm.name, "output": output,
               "error": None, "incomplete_details": {"reason": "max_output_tokens"} if status == "incomplete" else None,
               "instructions": request.get("instructions"), "metadata": request.get("metadata") or {},
               "max_output_tokens": request.get("max_output_tokens"),
               "parallel_tool_calls": request.get("parallel_tool_calls", True),
               "temperature": run.plan.params[0][0].temperature, "top_p": run.plan.params[0][0].top_p,
               "tool_choice": request.get("tool_choice", "auto"), "tools": request.get("tools") or [],
               "text": request.get("text") or {"format": {"type": "text"}}, "truncation": "disabled",
               "usage": None}
        if done:
            prompt, n = len(job.prompt), len(c.tokens)
            out["usage"] = {"input_tokens": prompt, "input_tokens_details": {"cached_tokens": job.cached_tokens},
                            "output_tokens": n, "output_tokens_details": {"reasoning_tokens": 0},
                            "total_tokens": prompt + n}
        return out

    def status(self) -> str:
        return "incomplete" if self.run.choices[0].finish_reason == "length" else "completed"

    def message_item(self, text: str, status: str) -> dict:
        content = [self.text_part(text)] if status != "in_progress" else []
        return {"id": self.message_id, "type": "message", "status": status, "role": "assistant", "content": content}

    @staticmethod
    def text_part(text: str) -> dict:
        return {"type": "output_text", "text": text, "annotations": [], "logprobs": []}

    @staticmethod
    def call_item(call, status: str = "completed") -> dict:
        return {"id": "fc_" + call["id"].removeprefix("call_"), "type": "function_call", "status": status,
                "call_id": call["id"], "name": call["function"]["name"],
                "arguments": call["function"]["arguments"] if status == "completed" else ""}

    def whole(self) -> dict:
        c = self.run.choices[0]
        content, calls = parse_tool_calls(c.text) if self.run.plan.extras.get("tools") else (c.text, [])
        status = self.status()
        output = [self.message_item(content, status)] if content else []
        output += [self.call_item(call) for call in calls]
        return self.envelope(status, output)

    def event(self, kind: str, data: dict) -> str:
        payload = {"type": kind, "sequence_number": self.sequence, **data}
        self.sequence += 1
        return f"event: {kind}\ndata: {json.dumps(payload, ensure_ascii=False)}\n\n"

    async def events(self):
        """The SSE events of a streamed answer."""
        run = self.run
        yield self.event("response.created", {"response": self.envelope("in_progress", [])})
        yield self.event("response.in_progress", {"response": self.envelope("in_progress", [])})
        tools = ToolStream() if run.plan.extras.get("tools") else None
        output, text, open_ = [], "", False
        while not run.finished:
            _, delta = await run.next()
            if delta.finish_reason in ("error", "cancelled"):
                yield self.event("error", {"code": "server_error", "message": delta.error or "generation failed",
                                           "param": None})
                return
            pieces = [tools.push(delta.text) if tools else delta.text]
            calls = []
            if delta.finish_reason and tools:
                rest, calls = tools.finish()
                pieces.append(rest)
            for piece in pieces:
                if not piece:
                    continue
                if not open_:
                    open_ = True
                    yield self.event("response.output_item.added", {
                        "output_index": 0, "item": self.message_item("", "in_progress")})
                    yield self.event("response.content_part.added", {
                        "item_id": self.message_id, "output_index": 0, "content_index": 0,
                        "part": self.text_part("")})
                text += piece
                yield self.event("response.output_text.delta", {
                    "item_id": self.message_id, "output_index": 0, "content_index": 0, "delta": piece,
                    "logprobs": []})
            if not delta.finish_reason:
                continue
            status = self.status()
            if open_:
                yield self.event("response.output_text.done", {
                    "item_id": self.message_id, "output_index": 0, "content_index": 0, "text": text,
                    "logprobs": []})
                yield self.event("response.content_part.done", {
                    "item_id": self.message_id, "output_index": 0, "content_index": 0,
                    "part": self.text_part(text)})
                output.append(self.message_item(text, status))
                yield self.event("response.output_item.done", {"output_index": 0, "item": output[-1]})
            for call in calls:
                item, at = self.call_item(call), len(output)
                yield self.event("response.output_item.added", {
                    "output_index": at, "item": self.call_item(call, "in_progress")})
                yield self.event("response.function_call_arguments.delta", {
                    "item_id": item["id"], "output_index": at, "delta": item["arguments"]})
                yield self.event("response.function_call_arguments.done", {
                    "item_id": item["id"], "output_index": at, "name": item["name"],
                    "arguments": item["arguments"]})
                output.append(item)
                yield self.event("response.output_item.done", {"output_index": at, "item": item})
            yield self.event(f"response.{status}", {"response": self.envelope(status, output)})


# ---------------------------------------------------------------------- HTTP

def routes(server):
    api = ResponsesApi(server)
    return [Route("/v1/responses", api.create, methods=["POST"]),
            Route("/responses", api.create, methods=["POST"])]


class ResponsesApi:
    """The handler, on a Server (server.py)."""

    def __init__(self, server):
        self.server = server

    async def create(self, request):
        server = self.server
        llm = server.ready()
        plan = plan_response(await read_json(request), llm)
        try:
            run = await submit_plan(server, llm, plan)
        except QueueFull as e:
            raise ApiError(503, f"The server is busy: {e}. Retry later.", None, "queue_full") from None
        state = ResponseState(run)
        if plan.stream:
            return stream_response(server, run, state.events())
        gone = await wait_run(server, request, run)
        if gone is not None:
            return gone
        failure = run.failure()
        if failure:
            raise ApiError(500, failure, None, "generation_failed")
        return JSONResponse(state.whole())


__all__ = ["ResponseState", "ResponsesApi", "plan_response", "routes", "to_chat"]
