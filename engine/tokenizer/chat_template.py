"""Chat templates: a conversation -> the prompt string the model was trained on.

A GGUF file carries its template as jinja2 source (`tokenizer.chat_template`), which is
untrusted code: it is rendered in jinja2's `ImmutableSandboxedEnvironment`, and any
reach for an unsafe attribute (`__class__`, `__globals__`, ...) raises at once instead
of rendering as an empty string (the fix for CVE-2024-34359, where a template in a model
file ran shell commands). The helpers are the ones Hugging Face templates call, with the
same behaviour as transformers' renderer: `raise_exception`, `strftime_now`, a `tojson`
that does not HTML-escape, `trim_blocks`/`lstrip_blocks`, and loop controls.
"""
import json
from datetime import datetime

import jinja2
from jinja2.exceptions import SecurityError, TemplateError
from jinja2.ext import loopcontrols
from jinja2.sandbox import ImmutableSandboxedEnvironment


class ChatTemplateError(ValueError):
    """A chat template that failed to compile or render (the message says why)."""


class _Sandbox(ImmutableSandboxedEnvironment):
    """The immutable sandbox, but an unsafe attribute is an error, not an empty Undefined."""

    def unsafe_undefined(self, obj, attribute):
        raise SecurityError(f"access to attribute {attribute!r} of {type(obj).__name__!r} "
                            f"object is unsafe")


class _Namespace(jinja2.utils.Namespace):
    """`namespace(...)` that refuses underscore names (no way to plant `__class__` & co)."""

    def __init__(*args, **kwargs):
        self, args = args[0], args[1:]
        attrs = dict(*args, **kwargs)
        for name in attrs:
            _Namespace._check(name)
        jinja2.utils.Namespace.__init__(self, attrs)

    def __setitem__(self, name, value):
        _Namespace._check(name)
        jinja2.utils.Namespace.__setitem__(self, name, value)

    @staticmethod
    def _check(name):
        if isinstance(name, str) and name.startswith("_"):
            raise SecurityError(f"a chat template may not set the namespace attribute {name!r}")


def _raise_exception(message):
    raise TemplateError(message)


def _tojson(x, ensure_ascii=False, indent=None, separators=None, sort_keys=False):
    return json.dumps(x, ensure_ascii=ensure_ascii, indent=indent, separators=separators,
                      sort_keys=sort_keys)


def _strftime_now(fmt):
    return datetime.now().strftime(fmt)


def environment() -> jinja2.Environment:
    """The sandboxed environment every chat template renders in."""
    env = _Sandbox(trim_blocks=True, lstrip_blocks=True, extensions=[loopcontrols])
    env.filters["tojson"] = _tojson
    env.globals["raise_exception"] = _raise_exception
    env.globals["strftime_now"] = _strftime_now
    env.globals["namespace"] = _Namespace
    return env


class ChatTemplate:
    """A compiled template plus the token strings it may refer to. `name` says where the
    source came from in error messages (a file's metadata key, a built-in's name, a path)."""

    def __init__(self, source: str, bos_token: str = "", eos_token: str = "",
                 name: str = "tokenizer.chat_template"):
        self.source, self.name = source, name
        self.bos_token, self.eos_token = bos_token, eos_token
        try:
            self.template = environment().from_string(source)
        except TemplateError as e:
            raise ChatTemplateError(f"{name} does not compile: {e}") from e

    def render(self, messages, add_generation_prompt: bool = True, **kwargs) -> str:
        """messages: [{"role": ..., "content": ...}, ...]; extra kwargs (tools, ...) go to the template."""
        context = dict(bos_token=self.bos_token, eos_token=self.eos_token)
        context.update(kwargs)
        try:
            return self.template.render(messages=list(messages),
                                        add_generation_prompt=add_generation_prompt, **context)
        except SecurityError as e:
            raise ChatTemplateError(f"{self.name} was stopped by the sandbox: {e}") from e
        except (TemplateError, TypeError, AttributeError) as e:
            raise ChatTemplateError(f"{self.name} failed to render: {e}") from e
