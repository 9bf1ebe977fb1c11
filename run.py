#!/usr/bin/env python3
"""Command line of the engine: `python run.py <command> [options]` (`--help` lists them).

The commands live in the package (engine/cli/main.py), so that the installed command
`gguf-engine` and `python -m engine` run the same code; this file only starts it.
"""
from engine.cli.main import COMMANDS, IMPL, Parser, build_parser, check_options, entry, main  # noqa: F401

if __name__ == "__main__":
    entry("run.py")
