"""llama-server's LoRA adapter endpoints and its per-request `lora` field (engine/layers/lora.py
applies the adapters; `run.py serve --lora F --lora-scaled F S` loads them).

    GET  /lora-adapters   [{"id", "path", "scale", "task_name", "prompt_prefix"}], one per
                          adapter in the order loaded ([] without any)
    POST /lora-adapters   [{"id": 0, "scale": 0.2}, ...] sets the server's scales (an adapter
                          left out gets 0) -> {"success": true}; in-flight requests keep theirs
    "lora" field          [{"id", "scale"}] on /completion, /v1/completions and
                          /v1/chat/completions: this request's scales (adapters left out: 0);
                          absent or [] the server's scales at the time the request starts

Requests with different scales run in the same batch (each row has its own), but never reuse
each other's cached prompt (engine.py keeps each slot's scales with its cache). Errors are
llama-server's: {"error": {"code", "message", "type"}}.
"""
import json
import math

from starlette.responses import JSONResponse
from starlette.routing import Route

from engine.serve.llama_fields import LlamaError


def adapters_of(llm):
    """The model's LoraSet, or None without adapters."""
    return getattr(llm.model, "lora", None)


def read_lora(value, llm, fail) -> tuple | None:
    """A request's `lora` list -> one scale per adapter (those left out 0), or None (absent
    or empty: the server's scales). `fail(message)` makes the protocol's error."""
    if value is None or (isinstance(value, list) and not value):
        return None
    lora = adapters_of(llm)
    n = 0 if lora is None else len(lora.adapters)
    if not isinstance(value, list):
        raise fail("expected an array of objects with 'id' and 'scale' fields")
    scales = [0.0] * n
    for k, entry in enumerate(value):
        if not isinstance(entry, dict):
            raise fail(f"entry {k} must be an object with 'id' and 'scale' fields, got {entry!r}")
        index, scale = entry.get("id", -1), entry.get("scale", 0.0)
        if isinstance(index, bool) or not isinstance(index, int) or not 0 <= index < n:
            raise fail(f"invalid adapter id {index!r}: this server has {n} LoRA adapter(s)"
                       + (" (GET /lora-adapters lists them)" if n else " (none are loaded; see --lora)"))
        if isinstance(scale, bool) or not isinstance(scale, (int, float)) or not math.isfinite(scale):
            raise fail(f"the scale of adapter {index} must be a number, got {scale!r}")
        scales[index] = float(scale)
    return tuple(scales)


def lora_settings(scales, llm) -> list:
    """What llama-server reports of a request's adapters: [{"id", "scale"}] (the server's
    scales where the request gave none)."""
    lora = adapters_of(llm)
    if lora is None:
        return []
    return [{"id": i, "scale": s} for i, s in enumerate(lora.resolve(scales))]


def routes(server):
    api = LoraApi(server)
    return [Route("/lora-adapters", api.list, methods=["GET"]), Route("/lora-adapters", api.set, methods=["POST"])]


def error_body(e) -> dict:
    """A refused request (an API key, a body too large) in llama-server's shape."""
    return {"error": {"code": e.status, "message": e.message,
                      "type": LlamaError.TYPES.get(e.status, "invalid_request_error")}}


class LoraApi:
    """GET and POST /lora-adapters on a Server (server.py)."""

    def __init__(self, server):
        self.server = server

    async def list(self, request):
        lora = adapters_of(self.server.ready())
        return JSONResponse([] if lora is None else lora.describe())

    async def set(self, request):
        llm = self.server.ready()
        try:
            try:
                body = json.loads(await request.body())
            except (json.JSONDecodeError, UnicodeDecodeError) as e:
                raise LlamaError(f"the body is not valid JSON ({type(e).__name__}: {e})") from None
            if not isinstance(body, list):
                raise LlamaError("Request body must be an array")
            scales = read_lora(body, llm, lambda message: LlamaError(f"/lora-adapters: {message}"))
        except LlamaError as e:
            return e.response()
        lora = adapters_of(llm)
        if lora is not None:
            lora.scales = lora.check(scales or [0.0] * len(lora.adapters))
        return JSONResponse({"success": True})
