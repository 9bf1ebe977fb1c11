"""`run.py chat` on the real SmolLM2 file, driven through its stdin as a person types:
an answer, the conversation kept, /system and /reset, Ctrl-C stopping an answer (not the
program), Ctrl-D leaving with status 0."""
import signal
import subprocess
import sys
import threading
import time

from conftest import ROOT, real_model_path


class Terminal:
    def __init__(self, *args):
        self.proc = subprocess.Popen([sys.executable, "run.py", "chat", "--model-dir", str(real_model_path("smollm2")),
                                      *args], cwd=ROOT, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=subprocess.STDOUT, text=True, bufsize=1)
        self.out = ""
        threading.Thread(target=self._read, daemon=True).start()

    def _read(self):
        for ch in iter(lambda: self.proc.stdout.read(1), ""):
            self.out += ch

    def wait_for(self, text, start=0, timeout=180):
        deadline = time.time() + timeout
        while text not in self.out[start:]:
            assert self.proc.poll() is None or text in self.out[start:], f"chat exited:\n{self.out}"
            assert time.time() < deadline, f"no {text!r} in:\n{self.out[start:]}"
            time.sleep(0.05)
        return self.out.index(text, start) + len(text)

    def type(self, line):
        self.proc.stdin.write(line + "\n")
        self.proc.stdin.flush()


def test_terminal_chat():
    term = Terminal("--temperature", "0", "--ctx-size", "512")
    at = term.wait_for("\n> ")
    term.type("What is the capital of France? Answer with one word.")   # a wide greedy margin on every CPU path
    at = term.wait_for("\n> ", at)
    assert "Paris" in term.out[:at]
    term.type("/system You are a pirate.")
    at = term.wait_for("conversation cleared", at)
    term.type("/reset")
    at = term.wait_for("conversation cleared", at)
    # a long answer, interrupted: the program stays and takes the next line
    term.type("Write a very long story about a dragon, with many chapters.")
    deadline = time.time() + 120
    while len(term.out) < at + 20 and time.time() < deadline:      # the answer has begun
        time.sleep(0.05)
    term.proc.send_signal(signal.SIGINT)
    at = term.wait_for("[stopped]", at)
    term.wait_for("\n> ", at)
    term.type("/bogus")
    at = term.wait_for("unknown command", at)
    term.proc.stdin.close()                       # Ctrl-D
    assert term.proc.wait(60) == 0
