"""Structured output: JSON schemas, "any JSON object", llama.cpp's GBNF grammars and Lark
grammars compiled to a mask of the tokens allowed at each step, through llguidance.

llguidance (the constrained-decoding library llama.cpp itself can use) walks the grammar
over the vocabulary's bytes: `Matcher.mask_logits` sends every token the grammar cannot
continue with to -inf, `Matcher.advance` moves the grammar past the chosen token. When
the grammar is complete only end-of-generation remains allowed, so the output always
parses. A grammar that does not compile raises `GrammarError` (the server's 400).

llguidance is imported only when a grammar is first compiled.
"""
import json
import threading

import torch

# Whitespace a JSON grammar allows between tokens: like llama.cpp's json-schema-to-grammar,
# a newline with some indentation or spaces, but bounded (a small model left free to emit
# whitespace can pad forever).
JSON_WHITESPACE = r"[ \t\n\r]{0,20}"


class GrammarError(ValueError):
    """A grammar or schema that cannot be compiled; the message says why."""


class _TokenizerView:
    """What llguidance's LLTokenizer reads from a tokenizer: each token's bytes (control
    tokens marked by a 0xFF first byte, as llguidance's llama.cpp binding does), the
    end-of-generation id and a text -> ids function."""

    def __init__(self, tokenizer, vocab_size: int, eos_id: int):
        from engine.tokenizer.tokenizer import CONTROL, USER_DEFINED
        self.eos_token_id = eos_id
        self.bos_token_id = tokenizer.bos_id
        self.tokens = []
        for tid in range(vocab_size):
            if tid >= tokenizer.vocab_size:
                self.tokens.append(b"")                 # embedding rows past the vocabulary
                continue
            piece = tokenizer.token_bytes(tid, special=True)
            kind = tokenizer.token_types[tid]
            if kind == CONTROL or (kind == USER_DEFINED and piece[:1] == b"<" and piece[-1:] == b">"):
                piece = b"\xff" + piece
            self.tokens.append(piece)
        self.special_token_ids = [t for t in range(tokenizer.vocab_size)
                                  if tokenizer.token_types[t] == CONTROL]
        self._tokenizer = tokenizer
        self.is_tokenizer_wrapper = True

    def __call__(self, text) -> list:
        if isinstance(text, bytes):
            text = text.decode("utf-8", errors="replace")
        return self._tokenizer.encode(text, add_special=False, parse_special=False)


class GrammarCompiler:
    """Compiles grammars for one tokenizer. tokenizer: engine.serve.tokenizer.Tokenizer;
    vocab_size: the model's logits width (may exceed the tokenizer's); eos_id: the token
    that ends a complete grammar (the chat template's end of turn)."""

    def __init__(self, tokenizer, vocab_size: int, eos_id: int):
        self.tokenizer, self.vocab_size, self.eos_id = tokenizer, vocab_size, eos_id
        self._llg_tokenizer = None
        self._lock = threading.Lock()

    @property
    def llg_tokenizer(self):
        """llguidance's view of the vocabulary (built once, on first use: ~0.1-1 s)."""
        with self._lock:
            if self._llg_tokenizer is None:
                import llguidance
                view = _TokenizerView(self.tokenizer, self.vocab_size, self.eos_id)
                self._llg_tokenizer = llguidance.LLTokenizer(view, n_vocab=self.vocab_size)
            return self._llg_tokenizer

    def json_schema(self, schema) -> "Grammar":
        """A grammar for JSON documents that validate against `schema` (a dict)."""
        import llguidance
        if isinstance(schema, bool) or not isinstance(schema, dict):
            raise GrammarError(f"a JSON schema must be an object, found {type(schema).__name__}")
        try:
            text = llguidance.LLMatcher.grammar_from_json_schema(
                schema, defaults={"whitespace_pattern": JSON_WHITESPACE})
        except (ValueError, TypeError) as e:
            raise GrammarError(f"JSON schema: {e}") from e
        return self._compile(text, "JSON schema")

    def json_object(self) -> "Grammar":
        """Any JSON object (OpenAI's response_format json_object)."""
        return self.json_schema({"type": "object"})

    def gbnf(self, source: str) -> "Grammar":
        """llama.cpp's GBNF grammar (root rule `root`)."""
        import llguidance
        if not isinstance(source, str) or not source.strip():
            raise GrammarError("a GBNF grammar must be a non-empty string")
        try:
            text = llguidance.grammar_from("gbnf", source)
        except Exception as e:          # the converter raises plain Exceptions on syntax errors
            raise GrammarError(f"GBNF grammar: {e}") from e
        return self._compile(text, "GBNF grammar")

    def lark(self, source: str) -> "Grammar":
        """A Lark grammar in llguidance's dialect (`%json {...}` embeds a JSON schema,
        `<name>` matches a special token)."""
        import llguidance
        return self._compile(llguidance.LLMatcher.grammar_from_lark(source), "Lark grammar")

    def _compile(self, text: str, what: str) -> "Grammar":
        import llguidance
        is_error, messages = llguidance.LLMatcher.validate_grammar_with_warnings(text, self.llg_tokenizer)
        if is_error:
            raise GrammarError(f"{what} does not compile: {messages[0] if messages else 'unknown error'}")
        grammar = Grammar(self, text)
        grammar.matcher()                    # construction errors (resource limits ...) show here
        return grammar


class Grammar:
    """A compiled grammar; each request that uses it gets its own `matcher()`."""

    def __init__(self, compiler: GrammarCompiler, text: str):
        self.compiler, self.text = compiler, text

    def matcher(self) -> "Matcher":
        return Matcher(self.compiler.llg_tokenizer, self.text, self.compiler.vocab_size)


class Matcher:
    """Where one request is in its grammar."""

    def __init__(self, llg_tokenizer, text: str, vocab_size: int):
        import llguidance
        self.m = llguidance.LLMatcher(llg_tokenizer, text, log_level=0)
        if self.m.is_error():
            raise GrammarError(f"grammar does not compile: {self.m.get_error()}")
        self.vocab_size = vocab_size
        self._shifts = torch.arange(8, dtype=torch.uint8)

    def allowed(self) -> torch.Tensor:
        """bool [vocab_size]: the tokens the grammar allows next."""
        bits = torch.frombuffer(bytearray(self.m.compute_bitmask()), dtype=torch.uint8)
        if self.m.is_error():
            raise ValueError(f"grammar: {self.m.get_error()}")
        # bit j of byte i is token 8 i + j (little-endian 32-bit words, so byte order holds)
        return ((bits[:, None] >> self._shifts) & 1).bool().reshape(-1)[:self.vocab_size]

    def mask_logits(self, row: torch.Tensor) -> None:
        """Set the logits [V] of tokens the grammar does not allow to -inf, in place."""
        allowed = self.allowed().to(row.device)     # the mask is built on the CPU; the logits may be a GPU's
        row[:allowed.shape[0]].masked_fill_(~allowed, float("-inf"))
        row[allowed.shape[0]:] = float("-inf")

    def advance(self, token: int) -> bool:
        """Move past `token`; False once the grammar is complete (nothing more may follow)."""
        if not self.m.consume_token(int(token)):
            raise ValueError(f"grammar: token {token} is not allowed here ({self.m.get_error()})")
        return not self.m.is_stopped()

    @property
    def accepting(self) -> bool:
        return self.m.is_accepting()


def schema_of_tool_call(tools: list) -> dict:
    """JSON schema of one call {"name": ..., "arguments": {...}} to any of `tools`
    (OpenAI function tools), for a grammar that forces a tool call."""
    options = []
    for tool in tools:
        fn = tool["function"]
        params = fn.get("parameters") or {"type": "object"}
        options.append({"type": "object", "properties": {"name": {"const": fn["name"]}, "arguments": params},
                        "required": ["name", "arguments"], "additionalProperties": False})
    return options[0] if len(options) == 1 else {"anyOf": options}


def json_text(schema: dict) -> str:
    return json.dumps(schema, ensure_ascii=False)
