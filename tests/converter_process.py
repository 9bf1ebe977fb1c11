"""llama.cpp's converter (convert_hf_to_gguf.py), imported once and forked for each file.

The tests convert some forty random checkpoints. Run as a fresh `python convert_hf_to_gguf.py`
each one spent about 3.3 s of its 5.5 importing torch, transformers and the converter's
model classes before it read the checkpoint. Here one process imports them once (the
converter's own gguf-py first on its path, as the script arranges when it runs) and
forks a child per conversion: the child runs the script's main() with the conversion's
arguments, its output to a file, and the parent answers with the exit status and that
output. The child starts from the parent's state as it was after the imports, so no
conversion sees another's. Started on first use, one per test process; it ends when the
test process closes its end of the pipe.

    python tests/converter_process.py CONVERTER_SCRIPT     (the parent side: `Converter`)
"""
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

TIMEOUT_S = 600     # a conversion's limit (the child is stopped by SIGALRM)


class Converter:
    """The forking process for one converter script; `run(args)` -> (exit status, output)."""

    def __init__(self, script: Path):
        env = {k: v for k, v in os.environ.items() if k != "NO_LOCAL_GGUF"}   # use its own gguf-py
        self.script = Path(script)
        self.proc = subprocess.Popen([sys.executable, __file__, str(script)], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, text=True, env=dict(env, OMP_NUM_THREADS="2"))

    def alive(self) -> bool:
        return self.proc.poll() is None

    def run(self, args: list[str]) -> tuple[int, str]:
        self.proc.stdin.write(json.dumps(args) + "\n")
        self.proc.stdin.flush()
        line = self.proc.stdout.readline()
        if not line:
            return -1, f"the converter process for {self.script} ended (exit status {self.proc.wait()})"
        reply = json.loads(line)
        return reply["status"], reply["output"]


_converters: dict[Path, Converter] = {}


def convert_args(script: Path, args: list[str]) -> tuple[int, str]:
    """Run `script` (convert_hf_to_gguf.py) with `args` in a child of its forking process."""
    conv = _converters.get(Path(script))
    if conv is None or not conv.alive():
        conv = _converters[Path(script)] = Converter(script)
    return conv.run(args)


def serve(script: Path):
    """The forking side: import the converter, then one fork per line of JSON arguments on stdin."""
    import signal
    import traceback
    sys.path.insert(0, str(script.parent))
    sys.argv = [str(script)]
    import importlib
    module = importlib.import_module(script.stem)      # its imports: torch, transformers, gguf-py
    replies = sys.stdout
    for line in sys.stdin:
        args = json.loads(line)
        with tempfile.TemporaryFile(mode="w+") as out:
            pid = os.fork()
            if pid == 0:                                 # the child: one conversion, then exit
                status = 1
                try:
                    os.dup2(out.fileno(), 1)
                    os.dup2(out.fileno(), 2)
                    signal.alarm(TIMEOUT_S)
                    sys.argv = [str(script), *args]
                    module.main()
                    status = 0
                except SystemExit as e:
                    status = e.code if isinstance(e.code, int) else (0 if e.code is None else 1)
                except BaseException:
                    traceback.print_exc()
                finally:
                    sys.stdout.flush()
                    sys.stderr.flush()
                    os._exit(status)
            _, wait = os.waitpid(pid, 0)
            status = os.waitstatus_to_exitcode(wait)
            out.seek(0)
            replies.write(json.dumps({"status": status, "output": out.read()}) + "\n")
            replies.flush()


if __name__ == "__main__":
    serve(Path(sys.argv[1]))
