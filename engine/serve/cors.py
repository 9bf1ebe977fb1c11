"""CORS as llama-server does it, so that a web page on another origin can call the server.

A browser sends an `OPTIONS` preflight (without the API key) before a cross-origin POST,
then the POST with an `Origin` header; it lets the page read the answer only when the
response's `Access-Control-Allow-Origin` names the page's origin. The server (server.py)
answers every preflight itself, before the API-key check, and adds the origin header to
every answer:

    --cors-origins *          (default) the request's Origin echoed, credentials allowed
                              (with --no-cors-credentials: `*`)
    --cors-origins localhost  the Origin echoed only when its host is localhost, 127.0.0.1
                              or [::1], any port; others get no header
    --cors-origins A[,B...]   that origin; of a list, the one the request came from (llama-server
                              sends the list as it is, which no browser accepts), else none

A preflight's answer is 200 with an empty body and -Allow-Credentials, -Allow-Methods
(`GET, POST, DELETE, OPTIONS`) and -Allow-Headers (`*`).
"""
from dataclasses import dataclass
from urllib.parse import urlsplit

LOCAL_HOSTS = {"localhost", "127.0.0.1", "::1"}


@dataclass
class Cors:
    """llama-server's --cors-origins, --cors-methods, --cors-headers, --cors-credentials."""
    origins: str = "*"
    methods: str = "GET, POST, DELETE, OPTIONS"
    headers: str = "*"
    credentials: bool = True

    def allow_origin(self, origin: str | None) -> str | None:
        """The Access-Control-Allow-Origin value for a request from `origin` (None: no header)."""
        if self.origins == "*":
            return (origin or None) if self.credentials else "*"
        if self.origins == "localhost":
            return origin if origin and _is_local(origin) else None
        listed = [o.strip() for o in self.origins.split(",") if o.strip()]
        if len(listed) == 1:
            return listed[0]
        return origin if origin in listed else None

    def response_headers(self, origin: str | None, preflight: bool) -> list[tuple[str, str]]:
        """The Access-Control-* headers of an answer to a request from `origin`."""
        out = []
        allowed = self.allow_origin(origin)
        if allowed is not None:
            out.append(("Access-Control-Allow-Origin", allowed))
        if preflight:
            out += [("Access-Control-Allow-Credentials", "true" if self.credentials else "false"),
                    ("Access-Control-Allow-Methods", self.methods),
                    ("Access-Control-Allow-Headers", self.headers)]
        return out


def _is_local(origin: str) -> bool:
    try:
        return urlsplit(origin).hostname in LOCAL_HOSTS
    except ValueError:
        return False
