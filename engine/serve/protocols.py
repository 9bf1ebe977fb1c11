"""The server's endpoints beyond OpenAI's chat and completions, one module each, in one
table: embeddings (embeddings.py), Anthropic's Messages (anthropic_api.py), OpenAI's
Responses (responses_api.py), llama-server's own /completion (llama_api.py), /infill
(infill.py, on /completion's machinery) and /lora-adapters (lora_api.py). server.py adds
their routes, and answers a refused request (a missing API key, a body too large) in the
error shape of the protocol its path belongs to.
"""
from engine.serve import anthropic_api, embeddings, infill, llama_api, lora_api, responses_api

# module -> the path prefix whose errors it shapes (None: OpenAI's)
MODULES = [(embeddings, None), (anthropic_api, "/v1/messages"), (responses_api, None), (llama_api, "/completion"),
           (infill, "/infill"), (lora_api, "/lora-adapters")]


def routes(server) -> list:
    """Every protocol module's starlette Routes on `server` (server.py's Server)."""
    return [route for module, _ in MODULES for route in module.routes(server)]


def error_body(path: str, error) -> dict:
    """An ApiError as the JSON its path's protocol answers errors with."""
    for module, prefix in MODULES:
        if prefix is not None and path.startswith(prefix):
            return module.error_body(error)
    return error.body()


__all__ = ["error_body", "routes"]
