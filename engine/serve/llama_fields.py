"""Reading llama-server's request fields for /completion (llama_api.py): numbers and flags with
llama-server's defaults and bounds, every prompt form, every logit_bias form, the sampler
list, and the fields this server cannot honour (a 400 naming each); errors in its shape."""
import math
import re

from starlette.responses import JSONResponse

INT32_MAX = 2**31 - 1
RANDOM_SEED = 0xFFFFFFFF        # what llama-server reports for a random seed (-1)
MAX_N_PROBS = 20
SSE_PING_INTERVAL = 30          # seconds of silence before a stream gets a ":" comment, as llama-server
# llama-server's sampler names and letters -> ours (the rest are off here, see UNHONOURED)
SAMPLER_LETTERS = {"e": "penalties", "d": "dry", "s": "top_n_sigma", "k": "top_k", "y": "typ_p", "p": "top_p",
                   "m": "min_p", "x": "xtc", "t": "temperature", "a": "adaptive_p", "i": "infill"}
SAMPLER_ALIASES = {"top-k": "top_k", "top-p": "top_p", "min-p": "min_p", "typical_p": "typ_p", "typical": "typ_p",
                   "typ": "typ_p", "temp": "temperature", "top-n-sigma": "top_n_sigma", "nucleus": "top_p"}
OUR_SAMPLERS = ["penalties", "temperature", "min_p", "top_k", "top_p"]    # the order this engine applies them

# llama-server fields this engine cannot honour: (name, is it on at this value?, what it is)
UNHONOURED = [
    ("dynatemp_range", lambda v: v > 0, "dynamic temperature"),
    ("top_n_sigma", lambda v: v >= 0, "top-n-sigma sampling"),
    ("typical_p", lambda v: v < 1, "locally typical sampling"),
    ("dry_multiplier", lambda v: v != 0, "DRY sampling"),
    ("mirostat", lambda v: v != 0, "Mirostat sampling"),
    ("adaptive_target", lambda v: v >= 0, "adaptive-p sampling"),
    ("min_keep", lambda v: v > 0, "min_keep"),
    ("n_indent", lambda v: v > 0, "the indentation limit"),
    ("t_max_predict_ms", lambda v: v > 0, "the prediction time limit"),
    ("n_cache_reuse", lambda v: v > 0, "KV-cache shifting (--cache-reuse)"),
    ("return_progress", lambda v: v is True, "prompt-progress events"),
    ("grammar_lazy", lambda v: v is True, "lazy grammars"),
    ("grammar_triggers", lambda v: len(v) > 0, "grammar triggers"),
    ("reasoning_budget_tokens", lambda v: v != -1, "a reasoning budget"),
]


class LlamaError(Exception):
    """An error in llama-server's shape; `extra` goes beside code, message and type."""
    TYPES = {400: "invalid_request_error", 401: "authentication_error", 404: "not_found_error",
             500: "server_error", 501: "not_supported_error", 503: "unavailable_error"}

    def __init__(self, message: str, status: int = 400, kind: str | None = None, **extra):
        super().__init__(message)
        self.status, self.message, self.extra = status, message, extra
        self.kind = kind or self.TYPES.get(status, "invalid_request_error")

    def response(self) -> JSONResponse:
        return JSONResponse({"error": {"code": self.status, "message": self.message, "type": self.kind,
                                       **self.extra}}, self.status)


def field_error(name: str, message: str) -> LlamaError:
    return LlamaError(f"Field '{name}': {message}")


class Fields:
    """Typed reads of a /completion body, a JSON null counting as absent (as llama-server)."""

    def __init__(self, data):
        if not isinstance(data, dict):
            raise LlamaError(f"the request body must be a JSON object, found {type(data).__name__}")
        self.data = data

    def has(self, name) -> bool:
        return self.data.get(name) is not None

    def first(self, *names):
        """The first of `names` present (llama-server's aliases), or None."""
        return next((n for n in names if self.has(n)), None)

    def number(self, name, default, lo=None, hi=None, integer=False, clamp=False):
        """A number in [lo, hi]; out of range it is clamped (`clamp`, llama-server's soft
        limits) or a 400 (its hard limits)."""
        if not self.has(name):
            return default
        v = self.data[name]
        if isinstance(v, bool) or not isinstance(v, int if integer else (int, float)) or \
                (isinstance(v, float) and not math.isfinite(v)):
            raise field_error(name, f"expected {'an integer' if integer else 'a number'}, got {v!r}")
        if (lo is not None and v < lo) or (hi is not None and v > hi):
            if not clamp:
                span = f"between {lo} <= value <= {hi}" if hi is not None else f">= {lo}"
                raise field_error(name, f"Value must be {span}, but got {v}")
            v = lo if lo is not None and v < lo else hi
        return v

    def boolean(self, name, default):
        if not self.has(name):
            return default
        v = self.data[name]
        if not isinstance(v, bool):
            raise field_error(name, f"expected a boolean, got {v!r}")
        return v


# ---------------------------------------------------------------------- prompts

def native_prompts(prompt, llm) -> list:
    """llama-server's `prompt` -> token ids of each prompt (an array holding no integers is a
    list of prompts; one holding integers is one, mixed, prompt)."""
    if prompt is None:
        raise LlamaError("\"prompt\" is missing: send the text (or token ids) to complete")
    if isinstance(prompt, list) and not any(_is_id(p) for p in prompt):
        if not prompt:
            raise LlamaError('"prompt" must not be empty')
        return [_subprompt(p, llm) for p in prompt]
    return [_subprompt(prompt, llm)]


def _is_id(v) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _subprompt(p, llm) -> list:
    if isinstance(p, dict) and "prompt_string" in p:
        if p.get("multimodal_data"):
            raise LlamaError("Multimodal data provided, but model does not support multimodal requests.")
        p = p["prompt_string"]
    if isinstance(p, str):
        return llm.encode(p)
    if isinstance(p, list) and p and all(_is_id(t) or isinstance(t, str) for t in p):
        ids = []
        for k, piece in enumerate(p):
            if isinstance(piece, str):      # the file's BOS only before a leading string
                ids += llm.encode(piece) if k == 0 else llm.tokenizer.encode(piece, add_special=False,
                                                                             parse_special=True)
            elif not 0 <= piece < llm.vocab_size:
                raise LlamaError(f"\"prompt\": token id {piece} is outside the vocabulary [0, {llm.vocab_size})")
            else:
                ids.append(piece)
        return ids
    raise LlamaError('"prompt" elements must be a string, a list of tokens, a JSON object containing a prompt '
                     'string, or a list of mixed strings & tokens.')


# ---------------------------------------------------------------------- settings

def read_logit_bias(value, llm) -> dict:
    """Every form llama-server takes -> {token id: bias}; a text names each of its tokens,
    `false` bans (-inf)."""
    pairs = []
    if isinstance(value, list):
        for k, item in enumerate(value):
            if not (isinstance(item, list) and len(item) == 2):
                raise field_error("logit_bias", f"entry {k} must be a [token id or text, bias] pair, got {item!r}")
            pairs.append((item[0], item[1]))
    elif isinstance(value, dict):
        for key, bias in value.items():          # a key that reads as a number is a token id (strtol)
            pairs.append((int(key) if re.fullmatch(r"\s*[+-]?\d+", key) else key, bias))
    else:
        raise field_error("logit_bias", "expected [[token id or text, bias], ...] or {\"token id or text\": bias}")
    out = {}
    for what, bias in pairs:
        if bias is False:
            bias = -math.inf
        elif isinstance(bias, bool) or not isinstance(bias, (int, float)) or not -100 <= bias <= 100:
            raise field_error("logit_bias", f"the bias of {what!r} must be a number in [-100, 100], or false to "
                                            f"ban it; got {bias!r}")
        if _is_id(what):
            if not 0 <= what < llm.vocab_size:
                raise field_error("logit_bias", f"token id {what} is outside the vocabulary [0, {llm.vocab_size})")
            ids = [what]
        elif isinstance(what, str):
            ids = llm.tokenizer.encode(what, add_special=False, parse_special=False)
        else:
            raise field_error("logit_bias", f"expected a token id or a text, got {what!r}")
        for t in ids:
            out[t] = float(bias)
    return out


def read_samplers(value) -> list:
    """`samplers` (names, or llama-server's letters "edkypmxt") -> the names given."""
    names = list(value) if isinstance(value, str) else value
    if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
        raise field_error("samplers", "expected an array of sampler names or a string of sampler letters")
    if isinstance(value, str):
        unknown = [c for c in names if c not in SAMPLER_LETTERS]
        names = [SAMPLER_LETTERS[c] for c in names if c in SAMPLER_LETTERS]
    else:
        names = [SAMPLER_ALIASES.get(n, n) for n in names]
        unknown = [n for n in names if n not in SAMPLER_LETTERS.values()]
    if unknown:
        raise field_error("samplers", f"unknown sampler(s) {unknown}: known are {sorted(SAMPLER_LETTERS.values())}")
    if "temperature" not in names:
        raise field_error("samplers", "a chain without 'temperature' is not available here: this engine always "
                                      "applies the request's temperature")
    return names


def check_unhonoured(f: Fields) -> None:
    for name, on, what in UNHONOURED:
        if not f.has(name):
            continue
        try:
            active = on(f.data[name])
        except TypeError:
            raise field_error(name, f"unexpected value {f.data[name]!r}") from None
        if active:
            raise field_error(name, f"{what} is not available on this server; leave '{name}' out or send its "
                                    f"default")
    xtc = f.number("xtc_probability", 0.0, 0, 1, clamp=True)
    if xtc > 0 and f.number("xtc_threshold", 0.1, 0, 1, clamp=True) <= 0.5:
        raise field_error("xtc_probability", "XTC sampling is not available on this server; leave "
                                             "'xtc_probability' out or send 0")
