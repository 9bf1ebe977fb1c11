"""Chat requests: OpenAI messages and tools -> the prompt the file's chat template makes,
and the model's answer -> `content` and `tool_calls`.

Tools are rendered by the template itself (its `tools` variable); calls are parsed back
for the family the real files use: Qwen2.5 / Hermes, whose template asks for
`<tool_call>{"name": ..., "arguments": {...}}</tool_call>`. A template that does not
render tools, or asks for another call format, gets a clear 400 for `tools`.
`tool_choice` "required" or a named function is enforced by a grammar over that format.
"""
import json
import re
import uuid

from engine.serve.openai_api import (MAX_N, ApiError, Body, Plan, bad, check_model, plan_choices,
                                     read_grammar, read_sampling, read_stream)
from engine.serve.grammar import json_text, schema_of_tool_call
from engine.serve.lora_api import read_lora
from engine.serve.prefill import read_prefill
from engine.serve.request import TemplateRefused
from engine.tokenizer.tokenizer import CONTROL, USER_DEFINED

ROLES = ("system", "developer", "user", "assistant", "tool")
TOOL_CALL_OPEN, TOOL_CALL_CLOSE = "<tool_call>", "</tool_call>"
_CALL = re.compile(r"<tool_call>\s*(.*?)\s*(?:</tool_call>|$)", re.S)


def _text_of(content, where: str) -> str:
    """A message's content: a string, or text parts [{"type": "text", "text": ...}]."""
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        texts = []
        for k, part in enumerate(content):
            if not isinstance(part, dict) or "type" not in part:
                raise bad(f"{where}[{k}]", f"Invalid content part at '{where}[{k}]': expected an object with a "
                                           f"'type'.", "invalid_type")
            if part["type"] != "text" or not isinstance(part.get("text"), str):
                raise bad(f"{where}[{k}]", f"Content of type {part['type']!r} is not supported: this model "
                                           f"reads text only.")
            texts.append(part["text"])
        return "".join(texts)
    raise bad(where, f"Invalid type for '{where}': expected a string or an array of content parts.",
              "invalid_type")


def template_messages(messages) -> list:
    """Check OpenAI messages and turn them into what chat templates read."""
    if not isinstance(messages, list):
        raise bad("messages", "Invalid type for 'messages': expected an array of messages.", "invalid_type")
    if not messages:
        raise bad("messages", "'messages' must contain at least one message.", "empty_array")
    out = []
    for i, m in enumerate(messages):
        where = f"messages[{i}]"
        if not isinstance(m, dict):
            raise bad(where, f"Invalid type for '{where}': expected an object.", "invalid_type")
        role = m.get("role")
        if role not in ROLES:
            raise bad(f"{where}.role", f"Invalid value for '{where}.role': {role!r} (expected one of "
                                       f"{', '.join(ROLES)}).")
        if "content" not in m and not m.get("tool_calls"):
            raise bad(f"{where}.content", f"Missing required parameter: '{where}.content'.",
                      "missing_required_parameter")
        message = {"role": "system" if role == "developer" else role,
                   "content": _text_of(m.get("content"), f"{where}.content")}
        for key in ("name", "tool_call_id"):
            if isinstance(m.get(key), str):
                message[key] = m[key]
        if m.get("tool_calls"):
            message["tool_calls"] = _history_calls(m["tool_calls"], f"{where}.tool_calls")
        out.append(message)
    return out


def _history_calls(calls, where):
    """An earlier assistant turn's tool calls, with `arguments` as the object templates expect."""
    if not isinstance(calls, list):
        raise bad(where, f"Invalid type for '{where}': expected an array.", "invalid_type")
    out = []
    for k, call in enumerate(calls):
        fn = call.get("function") if isinstance(call, dict) else None
        if not isinstance(fn, dict) or not isinstance(fn.get("name"), str):
            raise bad(f"{where}[{k}]", f"Invalid '{where}[{k}]': expected {{'type': 'function', 'function': "
                                       f"{{'name', 'arguments'}}}}.")
        args = fn.get("arguments", {})
        if isinstance(args, str):
            try:
                args = json.loads(args) if args.strip() else {}
            except json.JSONDecodeError:
                raise bad(f"{where}[{k}].function.arguments", "Invalid JSON in 'arguments'.") from None
        out.append({"id": call.get("id"), "type": "function", "function": {"name": fn["name"], "arguments": args}})
    return out


def check_tools(tools) -> list:
    if not isinstance(tools, list) or not tools:
        raise bad("tools", "Invalid 'tools': expected a non-empty array of function tools.", "invalid_type")
    for k, tool in enumerate(tools):
        fn = tool.get("function") if isinstance(tool, dict) and tool.get("type") == "function" else None
        if not isinstance(fn, dict) or not isinstance(fn.get("name"), str) or not fn["name"]:
            raise bad(f"tools[{k}]", f"Invalid 'tools[{k}]': expected {{'type': 'function', 'function': "
                                     f"{{'name': ..., 'parameters': {{...}}}}}}.")
        if fn.get("parameters") is not None and not isinstance(fn["parameters"], dict):
            raise bad(f"tools[{k}].function.parameters", "Invalid type for 'parameters': expected a JSON schema "
                                                          "object.", "invalid_type")
    return tools


def tool_format(template_source: str) -> str | None:
    """The tool-call format a chat template asks for ("hermes": <tool_call> JSON), or None
    when it renders no tools."""
    if "tools" not in template_source:
        return None
    if TOOL_CALL_OPEN in template_source:
        return "hermes"
    return "unknown"


def tool_grammar(llm, tools, choice, parallel: bool = True) -> str:
    """A Lark grammar (llguidance's dialect) that forces a call in the hermes format:
    one to the named function, or ("required") to any of `tools`, one or (`parallel`) more."""
    if isinstance(choice, dict):
        tools = [t for t in tools if t["function"]["name"] == choice["function"]["name"]]
    schema = json_text(schema_of_tool_call(tools))
    tok = llm.tokenizer
    ids = [tok.vocab.get(TOOL_CALL_OPEN), tok.vocab.get(TOOL_CALL_CLOSE)]
    # a special token is matched as a token (`<tool_call>`), plain text as a string
    special = all(i is not None and tok.token_types[i] in (CONTROL, USER_DEFINED) for i in ids)
    open_, close = (TOOL_CALL_OPEN, TOOL_CALL_CLOSE) if special else (json.dumps(TOOL_CALL_OPEN),
                                                                         json.dumps(TOOL_CALL_CLOSE))
    more = ' ("\\n" call)*' if parallel and not isinstance(choice, dict) else ""
    return (f"start: call{more}\n"
            f"call: {open_} \"\\n\" args \"\\n\" {close}\n"
            f"args: %json {schema}\n")


def parse_tool_calls(text: str):
    """(content or None, [OpenAI tool calls]) from a hermes-format answer. Blocks whose JSON
    does not parse stay in the content."""
    calls, kept, last = [], [], 0
    for m in _CALL.finditer(text):
        try:
            obj = json.loads(m.group(1))
            name, args = obj["name"], obj.get("arguments", {})
            if not isinstance(name, str):
                raise TypeError
        except (json.JSONDecodeError, KeyError, TypeError):
            continue
        kept.append(text[last:m.start()])
        last = m.end()
        calls.append({"id": f"call_{uuid.uuid4().hex[:24]}", "type": "function",
                      "function": {"name": name, "arguments": args if isinstance(args, str)
                                   else json.dumps(args, ensure_ascii=False)}})
    kept.append(text[last:])
    content = "".join(kept).strip()
    return (content or None) if calls else text, calls


class ToolStream:
    """Streamed text of an answer that may call tools: text before the first `<tool_call>`
    streams as content (a tail that could begin one is held back); from there on it is
    kept, and `finish()` parses the calls out of it."""

    def __init__(self):
        self.text, self.sent, self.calling = "", 0, False

    def push(self, piece: str) -> str:
        self.text += piece
        if self.calling:
            return ""
        at = self.text.find(TOOL_CALL_OPEN, self.sent)
        if at >= 0:
            self.calling = True
            end = at
        else:
            end = len(self.text)
            for n in range(min(len(TOOL_CALL_OPEN) - 1, len(self.text) - self.sent), 0, -1):
                if self.text.endswith(TOOL_CALL_OPEN[:n]):
                    end -= n
                    break
        out, self.sent = self.text[self.sent:end], max(self.sent, end)
        return out

    def finish(self):
        """(content not yet sent, tool calls)."""
        content, calls = parse_tool_calls(self.text)
        if not calls:
            return self.text[self.sent:], []
        rest = content or ""
        before = self.text[:self.sent]
        return (rest[len(before):] if rest.startswith(before) else ""), calls


def plan_chat(data, llm) -> Plan:
    """Check a /v1/chat/completions body against the loaded model."""
    body = Body(data)
    check_model(body, llm)
    messages = template_messages(body.data.get("messages"))
    stream, include_usage = read_stream(body)
    n = body.integer("n", 1, 1, MAX_N)
    want = body.boolean("logprobs", False)
    top = body.integer("top_logprobs", None, 0, 20)
    if top is not None and not want:
        raise bad("top_logprobs", "'top_logprobs' needs 'logprobs' to be true.")
    logprobs = (top or 0) if want else None
    tools, choice, fmt = body.data.get("tools"), body.data.get("tool_choice"), None
    if choice is not None and not (choice in ("none", "auto", "required") or (
            isinstance(choice, dict) and isinstance(choice.get("function"), dict)
            and isinstance(choice["function"].get("name"), str))):
        raise bad("tool_choice", "Invalid 'tool_choice': expected 'none', 'auto', 'required' or "
                                 "{'type': 'function', 'function': {'name': ...}}.")
    if tools is not None:
        tools = check_tools(tools)
        fmt = tool_format(llm.tokenizer.template.source)
        if fmt != "hermes":
            raise bad("tools", "This model's chat template does not support tool calls" +
                      (" in a format this server parses (<tool_call> JSON)." if fmt else "."))
        if isinstance(choice, dict) and choice["function"]["name"] not in [t["function"]["name"] for t in tools]:
            raise bad("tool_choice", f"tool_choice names {choice['function']['name']!r}, which is not in 'tools'.")
        if choice == "none":
            tools, fmt = None, None
    elif choice not in (None, "none", "auto"):
        raise bad("tool_choice", "'tool_choice' needs 'tools'.")
    add_generation_prompt, continue_final = read_prefill(body.data, messages, llm.defaults.prefill_assistant)
    try:
        prompt = llm.encode_chat(messages, tools, add_generation_prompt=add_generation_prompt,
                                 continue_final=continue_final)
    except TemplateRefused as e:
        raise bad("messages", f"The chat template could not render these messages: {e}") from None
    sampling = read_sampling(body, llm.vocab_size, llm.defaults)
    sampling["lora"] = read_lora(body.data.get("lora"), llm, lambda message: bad("lora", f"Invalid 'lora': {message}."))
    params = plan_choices(body, [prompt], sampling, llm.ctx_size, None, "messages", n, logprobs, llm.defaults)
    grammar = read_grammar(body)
    if fmt and (choice == "required" or isinstance(choice, dict)):
        if grammar is not None:
            raise bad("tool_choice", f"A forced tool call cannot be combined with '{grammar[0]}'.")
        parallel = body.boolean("parallel_tool_calls", True)
        grammar = ("tool_choice", "lark", tool_grammar(llm, tools, choice, parallel))
    return Plan([prompt], params, stream, include_usage, logprobs, n=n, grammar=grammar,
                extras={"tools": fmt})


__all__ = ["ApiError", "ToolStream", "parse_tool_calls", "plan_chat", "template_messages", "tool_format"]
