"""The command line: `gguf-engine <command> [options]`, `python -m engine ...` or `python run.py ...`.

Each chapter's module registers one subcommand in COMMANDS below. A command module
exposes `add_arguments(parser)` and `main(args) -> int`; it is imported only when
its command runs, so one chapter's missing pieces never break another's command.

`--impl reference|engine` (any command, see engine/impl.py) picks whose code runs: the
book's reference, or the student's engine as it stands (the default).

Every command fails the same way (engine/cli/failures.py): one line on stderr naming the
file, option or field and what is wrong, exit 2; Ctrl-C at any moment, one line and exit
130. The usage block is printed only for an unknown option or command; a bad value is
`run.py CMD: error: ...` alone (the program's name is the one it was started by).
"""
import argparse
import difflib
import gc
import importlib
import sys

from engine.cli import failures

# command name -> (module, one-line help)
COMMANDS = {
    "gguf": ("engine.cli.gguf", "Chapter 38: load, inspect, quantize and run GGUF files"),
    "serve": ("engine.cli.serve", "Chapter 31: an OpenAI-compatible HTTP server for a GGUF file"),
    "chat": ("engine.cli.chat", "Chapter 31: a terminal chat with a GGUF file"),
    "bench": ("engine.cli.bench", "Chapter 40: decode/prefill speed and memory of a GGUF file"),
    "models": ("engine.cli.models", "Chapter 42: every architecture as a tiny model, cached and uncached"),
    "exercise": ("engine.cli.exercise", "stub out / restore a chapter's 'Your engine' functions"),
}


class Parser(argparse.ArgumentParser):
    """argparse, with the usage block kept for what the user could not have known (an
    unknown option, command or sub-action) and left out before a bad value's one line."""

    def error(self, message):
        if self._unknown(message, sys.exc_info()[1]):
            super().error(message)
        self.exit(failures.BAD_INPUT, f"{self.prog}: error: {message}\n")

    def _unknown(self, message, error) -> bool:
        """An unknown option, or an ArgumentError of this parser's sub-command action (a
        command name it does not have)."""
        if message.startswith("unrecognized"):
            return True
        name = getattr(error, "argument_name", None)
        return name is not None and any(isinstance(a, argparse._SubParsersAction)
                                        and argparse._get_action_name(a) == name for a in self._actions)


# --impl is read before anything of the engine is imported, wherever it stands in argv
IMPL = Parser(add_help=False)
IMPL.add_argument("--impl", choices=("engine", "reference"), default="engine",
                  help="engine: your engine as it stands; reference: the book's code "
                       "(default: %(default)s)")


def build_parser(argv, prog: str = "run.py"):
    parser = Parser(prog=prog, description=__doc__.splitlines()[0], parents=[IMPL])
    sub = parser.add_subparsers(dest="command", metavar="<command>")
    for name, (module, help_text) in COMMANDS.items():
        p = sub.add_parser(name, help=help_text, description=help_text, parents=[IMPL])
        # Only the chosen command's module is imported (to add its options).
        if name == (argv[0] if argv else None):
            importlib.import_module(module).add_arguments(p)
            check_options(p, argv[1:])
    return parser


def check_options(p, tokens):
    """Refuse the first option in a command's arguments that its parser `p` does not know,
    naming it and the nearest known ones. Left to argparse, an unknown option before a
    command's sub-action (gguf inspect ...) is skipped and the value after it is taken for
    the sub-action's name: `gguf --max-new-tokens 8` said "invalid choice: '8'"."""
    known = p._option_string_actions                      # option string -> its action
    subs = [a for a in p._actions if isinstance(a, argparse._SubParsersAction)]   # its sub-actions, if any
    for tok in tokens:
        if tok == "--" or any(tok in a.choices for a in subs):
            return                                       # the sub-action parses the rest
        if not tok.startswith("-") or tok == "-" or tok.lstrip("-").replace(".", "", 1).isdigit():
            continue                                     # a value (negative numbers too)
        name = tok.split("=", 1)[0]
        if name in known or (not name.startswith("--") and name[:2] in known):   # -mFILE
            continue
        if name.startswith("--") and any(o.startswith(name) for o in known):     # a prefix argparse takes
            continue
        near = difflib.get_close_matches(name, [o for o in known if o.startswith("--")], n=2, cutoff=0.75)
        p.error(f"unrecognized option {name}" + (f" (did you mean {' or '.join(near)}?)" if near else ""))


def main(argv=None, prog: str = "run.py"):
    """Run one command (`argv`: its words, default sys.argv[1:]); returns the exit status.
    `prog` is the program's name in usage and error lines."""
    argv = sys.argv[1:] if argv is None else argv
    chosen, argv = IMPL.parse_known_args(argv)
    # Imports (torch's operator tables above all) make a million objects that live as long
    # as the process: no collection while they load, then frozen out of every later one.
    gc.disable()
    try:
        from engine.exercises import impl
        impl.use(chosen.impl)
        parser = build_parser(argv, prog)
        args = parser.parse_args(argv)
        args.impl = chosen.impl
        module = importlib.import_module(COMMANDS[args.command][0]) if args.command else None
    finally:
        gc.freeze()
        gc.enable()
    try:
        if module is None:
            parser.print_help()
            return 0
        return failures.run_command(lambda a: impl.run(module.main, a), args,
                                    getattr(module, "interrupted_note", None))
    finally:
        gc.unfreeze()   # a caller in the same process (tests) gets its collector back


def entry(prog: str | None = None) -> None:
    """The installed command (`gguf-engine`, pyproject.toml's [project.scripts]), `python -m
    engine` and `python run.py`: main() with the process's arguments, then exit with its status."""
    import os
    prog = prog or os.path.basename(sys.argv[0])
    try:
        sys.exit(main(sys.argv[1:], prog))
    except KeyboardInterrupt:          # before the command began (imports, options)
        sys.exit(failures.interrupted())


if __name__ == "__main__":
    entry("python -m engine.cli.main")
