"""How a command of run.py ends when it cannot go on: one line on stderr and an exit status.

    bad input (a file, an option, a field)   error: WHAT: what is wrong            exit 2
    Ctrl-C, at any moment                    interrupted[: what was not done]       exit 130
    stdout closed by its reader (| head)     nothing more                          exit 0

A bad input is any ValueError (GGUFError and ChatTemplateError are ValueErrors), OSError or
KeyError that reaches the command's top: the engine's errors name the file, field or
tensor, so their first line is the message. Anything else is a bug and keeps its
traceback. Warnings print as one `warning: ...` line, not Python's file:line and source
line. Nothing here imports more than the standard library.
"""
import contextlib
import os
import sys
import warnings

BAD_INPUT, INTERRUPTED = 2, 130
REFUSED = (ValueError, OSError, KeyError)


def first_line(error: BaseException) -> str:
    text = str(error).strip()
    return text.splitlines()[0] if text else type(error).__name__


def refuse(message: str) -> int:
    """Print `error: message` on stderr; returns the exit status of a bad input."""
    print(f"error: {message}", file=sys.stderr, flush=True)
    return BAD_INPUT


def interrupted(note: str | None = None) -> int:
    print("interrupted" + (f": {note}" if note else ""), file=sys.stderr, flush=True)
    return INTERRUPTED


def _one_line(message, category, filename, lineno, file=None, line=None):
    print(f"warning: {message}", file=file or sys.stderr, flush=True)


@contextlib.contextmanager
def plain_warnings():
    """While active, a warning prints as one `warning: ...` line."""
    with warnings.catch_warnings():
        warnings.showwarning = _one_line
        yield


def run_command(main, args, interrupted_note=None) -> int:
    """`main(args)` with the endings above; `interrupted_note(args)`, if given, says what a
    Ctrl-C left undone (`run.py gguf quantize`: the output file was not written)."""
    with plain_warnings():
        try:
            return main(args)
        except BrokenPipeError:        # the reader of stdout left (`| head`): nothing more to say
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
            return 0
        except REFUSED as e:
            return refuse(first_line(e))
        except KeyboardInterrupt:
            return interrupted(interrupted_note(args) if interrupted_note else None)
