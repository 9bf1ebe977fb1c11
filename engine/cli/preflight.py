"""What a command checks before it loads a model, so that a bad input is one line (exit 2,
failures.py) within a second, not a traceback or a server that dies after it started:

- `check_listen`: the server's host and port, bound as uvicorn will bind them, then let go;
- `open_model`: the file's header, metadata and tensor table (no weights read), which a
  missing, empty, truncated or non-GGUF file fails;
- `chat_template`: the template a chat will be rendered in, compiled: the user's
  (`--chat-template NAME` / `--chat-template-file FILE`), the file's own, or for a file
  without one a built-in one (engine/tokenizer/builtin_templates.py), said in one warning line;
- `context_length`, `check_prompt`: a prompt against the context it must fit in (the
  tokenizer is built from the metadata in milliseconds), both numbers named;
- `lora_adapters`: the `--lora` / `--lora-scaled` files' headers and tensor tables against
  the model file's (engine/gguf/lora.py), no tensor decoded.

Each failure raises ValueError or OSError naming the option or the file.
"""
import errno
import os
import socket
import warnings


def check_listen(host: str, port: int) -> None:
    """Bind `host:port` as uvicorn does (IPv6 when the host has a colon, SO_REUSEADDR), then
    release it: a host that is not this machine's, or a port another program holds, fails
    here instead of after the server has started."""
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    with socket.socket(family, socket.SOCK_STREAM) as s:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            s.bind((host, port))
        except OSError as e:
            reason = e.strerror or str(e)
            if e.errno == errno.EADDRINUSE:
                raise OSError(f"--port {port}: {host}:{port} is already in use ({reason})") from None
            raise OSError(f"--host {host}: cannot listen on {host}:{port} ({reason})") from None


def open_model(path):
    """The GGUFReader of `path`: header, metadata and tensor table checked against the file's
    size, the weights only mapped."""
    from engine.gguf.reader import GGUFReader
    if os.path.isdir(path):
        raise OSError(f"{path}: is a directory, not a GGUF file")
    return GGUFReader(path)


def chat_template(reader, override: tuple[str, str] | None) -> tuple[str, str] | None:
    """(origin, Jinja source) of the template to put in the tokenizer once loaded
    (`Tokenizer.use_chat_template`), or None for the file's own, which is compiled here so
    that one which does not compile stops the command before the model loads."""
    from engine.tokenizer import builtin_templates
    from engine.tokenizer.chat_template import ChatTemplate, ChatTemplateError
    if override is not None:
        return override
    meta = reader.metadata
    source = meta.get("tokenizer.chat_template")
    if source:
        try:
            ChatTemplate(source)
        except ChatTemplateError as e:
            raise ValueError(f"{reader.path}: {e} (--chat-template NAME or --chat-template-file FILE "
                             f"gives it another)") from None
        return None
    name, why = builtin_templates.choose(meta.get("tokenizer.ggml.tokens") or (), meta.get("general.architecture"))
    warnings.warn(f"{reader.path.name} has no chat template: using the built-in {name!r} template ({why}); "
                  f"--chat-template NAME or --chat-template-file FILE picks another")
    return f"the built-in {name!r} template", builtin_templates.TEMPLATES[name]


def context_length(reader) -> int | None:
    """The model's own context (`{arch}.context_length`), from its metadata; a file whose
    architecture this engine does not read fails here."""
    from engine.gguf.load import model_config
    return model_config(reader).get("max_position_embeddings")


def check_prompt(what: str, n_tokens: int, context: int, context_what: str = "the model's context") -> None:
    """Refuse a prompt that leaves no room for one token in `context`."""
    if n_tokens >= context:
        raise ValueError(f"{what} is {n_tokens} tokens; {context_what} is {context} tokens: "
                         f"no room to generate")


def lora_adapters(args, reader) -> list:
    """The adapters of `--lora` / `--lora-scaled` as [(path, scale)], each file checked against
    the model file `reader` (scales 0 under `--lora-init-without-apply`)."""
    from engine.gguf.lora import read_adapters
    specs = list(getattr(args, "lora", None) or [])
    if specs and getattr(args, "tp", 1) > 1:
        raise ValueError(f"--lora: LoRA adapters are not supported with --tp {args.tp}")
    read_adapters(specs, reader, load=False)
    if getattr(args, "lora_init_without_apply", False):
        specs = [(path, 0.0) for path, _ in specs]
    return specs
