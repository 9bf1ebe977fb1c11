"""Tool calls: the hermes / Qwen2.5 `<tool_call>` format parsed into OpenAI's `tool_calls`
(by hand, streamed in pieces), and on the real Qwen2.5-Coder file through the openai client:
the tools rendered by its template, a forced call that always parses and validates
against the function's parameters, and the answer fed back as a `tool` message.
"""
import json

import jsonschema
import openai
import pytest
from conftest import real_model_path
from server_process import ServerProcess

from engine.serve.chat import ToolStream, parse_tool_calls, template_messages, tool_format

WEATHER = {"type": "function", "function": {
    "name": "get_weather", "description": "Current weather in a city",
    "parameters": {"type": "object", "properties": {"city": {"type": "string", "maxLength": 40},
                                                    "unit": {"enum": ["celsius", "fahrenheit"]}},
                   "required": ["city", "unit"], "additionalProperties": False}}}
TIME = {"type": "function", "function": {"name": "get_time", "parameters": {
    "type": "object", "properties": {"zone": {"type": "string", "maxLength": 20}}, "required": ["zone"]}}}


def test_parse_tool_calls_by_hand():
    text = ('Let me check.\n<tool_call>\n{"name": "get_weather", "arguments": {"city": "Paris", "unit": "celsius"}}\n'
            '</tool_call>\n<tool_call>\n{"name": "get_time", "arguments": {"zone": "CET"}}\n</tool_call>')
    content, calls = parse_tool_calls(text)
    assert content == "Let me check."
    assert [c["function"]["name"] for c in calls] == ["get_weather", "get_time"]
    assert json.loads(calls[0]["function"]["arguments"]) == {"city": "Paris", "unit": "celsius"}
    assert all(c["type"] == "function" and c["id"].startswith("call_") for c in calls)
    assert len({c["id"] for c in calls}) == 2
    # an unterminated last call (generation stopped at end of turn) still counts; bad JSON does not
    assert parse_tool_calls('<tool_call>\n{"name": "f", "arguments": {}}')[1][0]["function"]["name"] == "f"
    assert parse_tool_calls("<tool_call>\n{not json}\n</tool_call>") == ("<tool_call>\n{not json}\n</tool_call>", [])
    assert parse_tool_calls("plain answer") == ("plain answer", [])


def test_tool_stream_holds_back_a_starting_call():
    text = 'Sure <tool_call>\n{"name": "get_time", "arguments": {"zone": "UTC"}}\n</tool_call>'
    stream, sent = ToolStream(), []
    for i in range(0, len(text), 3):                  # three characters at a time
        sent.append(stream.push(text[i:i + 3]))
    rest, calls = stream.finish()
    assert "".join(sent) + rest == "Sure" or "".join(sent) + rest == "Sure "
    assert "<" not in "".join(sent) and calls[0]["function"]["name"] == "get_time"
    plain = ToolStream()
    assert plain.push("a < b") == "a < b" and plain.push("<tool") == "" and plain.finish() == ("<tool", [])


def test_messages_and_template_families():
    out = template_messages([{"role": "developer", "content": [{"type": "text", "text": "Be brief."}]},
                             {"role": "assistant", "content": None, "tool_calls": [
                                 {"id": "c1", "type": "function",
                                  "function": {"name": "f", "arguments": '{"x": 1}'}}]},
                             {"role": "tool", "tool_call_id": "c1", "content": "42"}])
    assert out[0] == {"role": "system", "content": "Be brief."}
    assert out[1]["tool_calls"][0]["function"]["arguments"] == {"x": 1}    # templates want the object
    assert out[2]["tool_call_id"] == "c1"
    assert tool_format("{{ messages }}") is None
    assert tool_format("{% if tools %}<tool_call>{% endif %}") == "hermes"
    assert tool_format("{% if tools %}[TOOL_CALLS]{% endif %}") == "unknown"


@pytest.fixture(scope="module")
def client():
    server = ServerProcess(real_model_path("qwen25"), "--parallel", "2", "--ctx-size", "2048")
    yield openai.OpenAI(base_url=server.url + "/v1", api_key="none", max_retries=0, timeout=180)
    assert server.stop() == 0


ASK = [{"role": "user", "content": "What's the weather like in Paris today? Use celsius."}]


def test_forced_tool_call_parses_and_validates(client):
    r = client.chat.completions.create(model="qwen2.5-coder-0.5b-instruct-q4_k_m.gguf", messages=ASK,
                                       tools=[WEATHER, TIME], temperature=0, max_tokens=60,
                                       tool_choice={"type": "function", "function": {"name": "get_weather"}})
    choice = r.choices[0]
    assert choice.finish_reason == "tool_calls", choice
    (call,) = choice.message.tool_calls
    assert call.function.name == "get_weather"
    jsonschema.validate(json.loads(call.function.arguments), WEATHER["function"]["parameters"])
    # the call and its result go back as history; the model answers in words
    turn = ASK + [{"role": "assistant", "content": None, "tool_calls": [call.model_dump()]},
                  {"role": "tool", "tool_call_id": call.id, "content": '{"temperature": 21, "sky": "clear"}'}]
    answer = client.chat.completions.create(model="qwen2.5-coder-0.5b-instruct-q4_k_m.gguf", messages=turn,
                                            tools=[WEATHER, TIME], temperature=0, max_tokens=30)
    assert answer.choices[0].message.content and not answer.choices[0].message.tool_calls


def test_required_tool_call_streamed(client):
    stream = client.chat.completions.create(model="qwen2.5-coder-0.5b-instruct-q4_k_m.gguf", messages=ASK,
                                            tools=[WEATHER, TIME], tool_choice="required", temperature=0,
                                            max_tokens=80, stream=True, parallel_tool_calls=False)
    calls, reasons, content = {}, [], ""
    for chunk in stream:
        delta = chunk.choices[0].delta
        content += delta.content or ""
        for tc in delta.tool_calls or []:
            entry = calls.setdefault(tc.index, {"name": "", "arguments": ""})
            entry["name"] += tc.function.name or ""
            entry["arguments"] += tc.function.arguments or ""
        if chunk.choices[0].finish_reason:
            reasons.append(chunk.choices[0].finish_reason)
    assert reasons == ["tool_calls"] and "<tool_call>" not in content and len(calls) == 1
    for entry in calls.values():
        tool = {"get_weather": WEATHER, "get_time": TIME}[entry["name"]]
        jsonschema.validate(json.loads(entry["arguments"]), tool["function"]["parameters"])
