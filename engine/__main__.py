"""`python -m engine <command> [options]`: the command line of run.py (engine/cli/main.py)."""
from engine.cli.main import entry

if __name__ == "__main__":
    entry("python -m engine")
