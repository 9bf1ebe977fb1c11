"""OpenAI's request bodies in, engine settings out: reading and checking the parameters
of /v1/chat/completions and /v1/completions, and OpenAI's error JSON for what is wrong.

Every bad value is an `ApiError` naming the parameter (HTTP 400 with
`{"error": {"message", "type", "param", "code"}}`), raised before anything is queued.
Where OpenAI has no name for a setting, llama-server's is used (top_k, min_p,
repeat_penalty, repeat_last_n, grammar, json_schema, ignore_eos, n_predict). Unknown
fields are ignored, as llama-server and vLLM do. Sampling defaults are llama-server's.
"""
import json
import math
from dataclasses import dataclass, field

from engine.serve.defaults import RequestDefaults
from engine.serve.lora_api import read_lora
from engine.serve.request import SamplingParams

# llama-server's sampling defaults (a request may override each; `run.py serve --temp ...` changes them)
DEFAULTS = RequestDefaults().sampling()
MAX_N = 128            # choices one request may ask for (OpenAI's limit)
MAX_STOP = 16          # stop strings one request may give
COMPLETIONS_MAX_TOKENS = 16    # /v1/completions' default max_tokens, as OpenAI's


class ApiError(Exception):
    """An HTTP error in OpenAI's shape."""
    TYPES = {400: "invalid_request_error", 401: "authentication_error", 404: "not_found_error",
             405: "invalid_request_error", 413: "invalid_request_error", 500: "server_error",
             503: "unavailable_error"}

    def __init__(self, status: int, message: str, param: str | None = None, code: str | None = None):
        super().__init__(message)
        self.status, self.message, self.param, self.code = status, message, param, code

    def body(self) -> dict:
        return {"error": {"message": self.message, "type": self.TYPES.get(self.status, "invalid_request_error"),
                          "param": self.param, "code": self.code}}


async def read_json(request):
    """A request's JSON body; a body that does not parse is a 400."""
    raw = await request.body()
    try:
        return json.loads(raw)
    except (json.JSONDecodeError, UnicodeDecodeError) as e:
        raise ApiError(400, f"We could not parse the JSON body of your request ({e.__class__.__name__}: {e}). "
                            f"The body must be valid JSON.", None, "invalid_json") from None


def bad(param: str, message: str, code: str = "invalid_value") -> ApiError:
    return ApiError(400, message, param, code)


def _kind(value) -> str:
    return {bool: "boolean", int: "integer", float: "number", str: "string", list: "array",
            dict: "object", type(None): "null"}.get(type(value), type(value).__name__)


class Body:
    """Typed, range-checked reads of a JSON object's fields; `None` means absent."""

    def __init__(self, data):
        if not isinstance(data, dict):
            raise ApiError(400, f"the request body must be a JSON object, found {_kind(data)}", None,
                           "invalid_type")
        self.data = data

    def get(self, name, kinds, what, default=None):
        value = self.data.get(name)
        if value is None:
            return default
        if isinstance(value, bool) and bool not in kinds:
            raise bad(name, f"Invalid type for '{name}': expected {what}, but got a boolean instead.",
                      "invalid_type")
        if not isinstance(value, kinds):
            raise bad(name, f"Invalid type for '{name}': expected {what}, but got {_kind(value)} instead.",
                      "invalid_type")
        return value

    def number(self, name, default=None, lo=None, hi=None, lo_open=False):
        value = self.get(name, (int, float), "a number", default)
        if value is None:
            return None
        if not math.isfinite(value) or (lo is not None and (value < lo or (lo_open and value == lo))) \
                or (hi is not None and value > hi):
            low = f"> {lo}" if lo_open else f">= {lo}"
            span = f"{low} and <= {hi}" if hi is not None else low
            raise bad(name, f"Invalid value for '{name}': {value} (expected a number {span}).")
        return value

    def integer(self, name, default=None, lo=None, hi=None):
        value = self.get(name, (int,), "an integer", default)
        if value is None:
            return None
        if (lo is not None and value < lo) or (hi is not None and value > hi):
            span = f">= {lo}" + (f" and <= {hi}" if hi is not None else "")
            raise bad(name, f"Invalid value for '{name}': {value} (expected an integer {span}).")
        return value

    def boolean(self, name, default=None):
        return self.get(name, (bool,), "a boolean", default)

    def string(self, name, default=None):
        return self.get(name, (str,), "a string", default)

    def obj(self, name, default=None):
        return self.get(name, (dict,), "an object", default)


@dataclass
class Plan:
    """A checked completion request: what to run and how to answer."""
    prompts: list                    # token ids of each prompt
    params: list                     # [prompt][choice] SamplingParams
    stream: bool = False
    include_usage: bool = False
    logprobs: int | None = None      # top-k asked for (None: no logprobs)
    echo: bool = False
    best_of: int | None = None
    n: int = 1
    grammar: tuple | None = None     # (param name, kind, source) still to compile
    extras: dict = field(default_factory=dict)


def read_stop(body: Body):
    stop = body.data.get("stop")
    if stop is None:
        return ()
    if isinstance(stop, str):
        stop = [stop]
    if not isinstance(stop, list) or not all(isinstance(s, str) for s in stop):
        raise bad("stop", "Invalid type for 'stop': expected a string or an array of strings.", "invalid_type")
    if len(stop) > MAX_STOP:
        raise bad("stop", f"Invalid value for 'stop': at most {MAX_STOP} stop strings, got {len(stop)}.")
    return tuple(s for s in stop if s)


def read_logit_bias(body: Body, vocab_size: int) -> dict | None:
    raw = body.obj("logit_bias")
    if not raw:
        return None
    bias = {}
    for key, value in raw.items():
        try:
            tid = int(key)
        except (TypeError, ValueError):
            raise bad("logit_bias", f"Invalid key in 'logit_bias': {key!r} is not a token id.") from None
        if not 0 <= tid < vocab_size:
            raise bad("logit_bias", f"Invalid key in 'logit_bias': token id {tid} is outside the "
                                    f"vocabulary [0, {vocab_size}).")
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not -100 <= value <= 100:
            raise bad("logit_bias", f"Invalid value in 'logit_bias' for {key}: {value!r} (expected a number "
                                    f"in [-100, 100]).")
        bias[tid] = float(value)
    return bias


def read_grammar(body: Body):
    """(param, kind, source) of the one structured-output setting given, or None."""
    found = []
    fmt = body.obj("response_format")
    if fmt is not None:
        kind = fmt.get("type")
        if kind not in ("text", "json_object", "json_schema"):
            raise bad("response_format", f"Invalid value for 'response_format.type': {kind!r} (expected "
                                         f"'text', 'json_object' or 'json_schema').")
        if kind == "json_object":
            schema = fmt.get("schema")       # llama-server also takes a schema here
            found.append(("response_format", "json_schema", schema) if schema is not None
                         else ("response_format", "json_object", None))
        elif kind == "json_schema":
            spec = fmt.get("json_schema")
            if not isinstance(spec, dict):
                raise bad("response_format", "Missing or invalid 'response_format.json_schema': expected an "
                                             "object with 'name' and 'schema'.")
            schema = spec.get("schema", {"type": "object"})
            found.append(("response_format", "json_schema", schema))
    schema = body.data.get("json_schema")
    if schema is not None:
        found.append(("json_schema", "json_schema", schema))
    grammar = body.string("grammar")
    if grammar:
        found.append(("grammar", "gbnf", grammar))
    if len(found) > 1:
        raise bad(found[1][0], "Only one of 'response_format' (json), 'json_schema' and 'grammar' may be given.")
    return found[0] if found else None


def read_sampling(body: Body, vocab_size: int, defaults: RequestDefaults | None = None) -> dict:
    """SamplingParams fields (but max_tokens, stop_ids, logprobs, grammar) from a body; what
    it leaves out comes from `defaults` (the server's, else llama-server's)."""
    d = defaults or RequestDefaults()
    temperature = body.number("temperature", d.temperature, 0, 2)
    top_p = body.number("top_p", d.top_p, 0, 1)
    repeat_last_n = body.integer("repeat_last_n", d.repeat_last_n, -1)
    return dict(
        temperature=float(temperature),
        top_p=float(top_p) if top_p > 0 else 1e-9,      # 0 keeps only the top token, as llama.cpp
        top_k=body.integer("top_k", d.top_k, 0),
        min_p=float(body.number("min_p", d.min_p, 0, 1)),
        presence_penalty=float(body.number("presence_penalty", d.presence_penalty, -2, 2)),
        frequency_penalty=float(body.number("frequency_penalty", d.frequency_penalty, -2, 2)),
        repeat_penalty=float(body.number("repeat_penalty", d.repeat_penalty, 0, None, lo_open=True)),
        repeat_last_n=(1 << 30) if repeat_last_n == -1 else repeat_last_n,
        logit_bias=read_logit_bias(body, vocab_size),
        stop=read_stop(body),
    )


def read_max_tokens(body: Body, default):
    for name in ("max_completion_tokens", "max_tokens", "n_predict"):
        value = body.data.get(name)
        if value is not None and not (name == "n_predict" and value == -1):
            return name, body.integer(name, None, 1)
    return None, default


def plan_choices(body: Body, prompts: list, sampling: dict, ctx_size: int, max_default,
                 prompt_param: str, n: int, logprobs: int | None, defaults: RequestDefaults | None = None) -> list:
    """Check each prompt against the context and build its n SamplingParams (seed + i); the
    server's `defaults` give the seed, and the answer's length where `max_default` is None."""
    d = defaults or RequestDefaults()
    if max_default is None and d.n_predict > 0:
        max_default = d.n_predict
    name, max_tokens = read_max_tokens(body, max_default)
    seed = body.integer("seed", d.seed, -2**63, 2**63 - 1)       # int64, as OpenAI
    ignore_eos = body.boolean("ignore_eos", False)
    out = []
    for ids in prompts:
        if not ids:
            raise bad(prompt_param, f"'{prompt_param}' is empty: there is nothing to complete.")
        if len(ids) >= ctx_size:
            raise bad(prompt_param, f"This model's maximum context length is {ctx_size} tokens, but the "
                                    f"prompt has {len(ids)} tokens: no room is left for an answer.",
                      "context_length_exceeded")
        room = ctx_size - len(ids)
        want = room if max_tokens is None else max_tokens
        if want > room:
            if name is None:                     # a default that does not fit: what is left
                want = room
            else:
                raise bad(name, f"This model's maximum context length is {ctx_size} tokens. However, you "
                                f"requested {len(ids) + want} tokens ({len(ids)} in the prompt, {want} for "
                                f"the completion). Please reduce the prompt or '{name}'.",
                          "context_length_exceeded")
        out.append([SamplingParams(max_tokens=want, seed=None if seed is None else seed + i,
                                   stop_ids=[] if ignore_eos else None, logprobs=logprobs, **sampling)
                    for i in range(n)])
    return out


def read_stream(body: Body):
    stream = body.boolean("stream", False)
    options = body.obj("stream_options")
    include_usage = False
    if options is not None:
        if not stream:
            raise bad("stream_options", "'stream_options' is only allowed when 'stream' is true.")
        value = options.get("include_usage", False)
        if not isinstance(value, bool):
            raise bad("stream_options", "Invalid type for 'stream_options.include_usage': expected a boolean.",
                      "invalid_type")
        include_usage = value
    return stream, include_usage


def completion_prompts(body: Body, llm) -> list:
    """/v1/completions' `prompt`: a string, an array of strings, an array of token ids, or an
    array of such arrays -> token ids of each prompt."""
    prompt = body.data.get("prompt")
    if prompt is None:
        raise bad("prompt", "Missing required parameter: 'prompt'.", "missing_required_parameter")
    if isinstance(prompt, str):
        return [llm.encode(prompt)]
    if isinstance(prompt, list) and prompt:
        if all(isinstance(p, str) for p in prompt):
            return [llm.encode(p) for p in prompt]
        if all(isinstance(t, int) and not isinstance(t, bool) for t in prompt):
            return [_check_ids(prompt, llm.vocab_size)]
        if all(isinstance(p, list) and p and all(isinstance(t, int) and not isinstance(t, bool) for t in p)
               for p in prompt):
            return [_check_ids(p, llm.vocab_size) for p in prompt]
    if isinstance(prompt, list) and not prompt:
        raise bad("prompt", "'prompt' is empty: there is nothing to complete.")
    raise bad("prompt", "Invalid type for 'prompt': expected a string, an array of strings, an array of "
                        "token ids or an array of token-id arrays.", "invalid_type")


def _check_ids(ids, vocab_size):
    for t in ids:
        if not 0 <= t < vocab_size:
            raise bad("prompt", f"Invalid value in 'prompt': token id {t} is outside the vocabulary "
                                f"[0, {vocab_size}).")
    return list(ids)


def check_model(body: Body, llm) -> None:
    """`model` may be left out or name any model: this server's one model answers, as
    llama-server's does (the answer names it: `--alias`, else the file name). A `model`
    that is not a string is refused."""
    body.string("model")


def plan_completion(data, llm) -> Plan:
    """Check a /v1/completions body against the loaded model."""
    body = Body(data)
    check_model(body, llm)
    stream, include_usage = read_stream(body)
    if body.data.get("suffix") not in (None, ""):
        raise bad("suffix", "'suffix' (fill-in-the-middle) is not available for this model: send the whole "
                            "prompt in 'prompt'.")
    n = body.integer("n", 1, 1, MAX_N)
    best_of = body.integer("best_of", None, 1, MAX_N)
    if best_of is not None and best_of < n:
        raise bad("best_of", f"'best_of' ({best_of}) must be >= 'n' ({n}).")
    if best_of is not None and best_of > n and stream:
        raise bad("best_of", "'best_of' > 'n' cannot be streamed.")
    logprobs = body.integer("logprobs", None, 0, 20)
    echo = body.boolean("echo", False)
    prompts = completion_prompts(body, llm)
    defaults = llm.defaults
    sampling = read_sampling(body, llm.vocab_size, defaults)
    sampling["lora"] = read_lora(body.data.get("lora"), llm, lambda message: bad("lora", f"Invalid 'lora': {message}."))
    runs = best_of if best_of and best_of > n else n
    want_logprobs = logprobs if logprobs is not None else (0 if runs > n else None)
    max_default = defaults.n_predict if defaults.n_predict > 0 else COMPLETIONS_MAX_TOKENS
    params = plan_choices(body, prompts, sampling, llm.ctx_size,
                          max_default, "prompt", runs, want_logprobs, defaults)
    return Plan(prompts, params, stream, include_usage, logprobs, echo, best_of if runs > n else None, n,
                read_grammar(body))
