"""Every command fails the way `run.py gguf` does: a bad input is one line on stderr naming
the file, option or field and what is wrong, exit status 2, no traceback and no usage
block (that is kept for an unknown option); Ctrl-C at any moment is one line and 130.

Each case runs `python run.py ...` in a subprocess, as a user would, on tiny crafted files:
a missing path, an empty file, a truncated copy of a real GGUF file, a text file named
.gguf, and the demo's 3.5 MiB random model written with a broken chat template or none.
Only the server's Ctrl-C needs the real SmolLM2 file (its load is long enough to interrupt);
it is skipped where the file is absent.
"""
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

from conftest import ROOT, real_model_path

TIMEOUT = 120
LONG_TEXT = "hello world " * 400            # about 2,400 tokens: longer than the tiny model's 512


def run_py(*args, stdin: str = "", timeout: float = TIMEOUT) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "run.py", *map(str, args)], cwd=ROOT, input=stdin,
                          capture_output=True, text=True, timeout=timeout)


def one_line(p: subprocess.CompletedProcess, status: int = 2) -> str:
    """The only line on stderr of a command that ended with `status`."""
    err = p.stderr
    assert p.returncode == status, f"exit {p.returncode}, stderr:\n{err[-3000:]}"
    assert "Traceback" not in err and "usage:" not in err, err[-3000:]
    lines = err.splitlines()
    assert len(lines) == 1, f"{len(lines)} lines on stderr:\n{err[-3000:]}"
    return lines[0]


@pytest.fixture(scope="module")
def files(tmp_path_factory):
    """name -> path of each crafted input."""
    from engine.cli.demo import test_model
    from engine.quantize.export import export_gguf

    d = tmp_path_factory.mktemp("bad")
    model, tok = test_model()
    tiny = export_gguf(model, tok, d / "tiny.gguf", "Q8_0", name="cli errors")
    own = tok.config["chat_template"]
    tok.config["chat_template"] = None
    export_gguf(model, tok, d / "no-template.gguf", "Q8_0", name="cli errors")
    tok.config["chat_template"] = "{% for m in messages %}{{ m.content }"
    export_gguf(model, tok, d / "bad-template.gguf", "Q8_0", name="cli errors")
    tok.config["chat_template"] = own
    data = tiny.read_bytes()
    (d / "truncated.gguf").write_bytes(data[:len(data) // 2])
    (d / "empty.gguf").write_bytes(b"")
    (d / "text.gguf").write_text("this is not a GGUF file\n")
    (d / "broken.jinja").write_text("{% if %}")
    (d / "blank.jinja").write_text("\n")
    return {"tiny": tiny, "missing": d / "missing.gguf", "empty": d / "empty.gguf",
            "truncated": d / "truncated.gguf", "text": d / "text.gguf",
            "no-template": d / "no-template.gguf", "bad-template": d / "bad-template.gguf",
            "broken.jinja": d / "broken.jinja", "blank.jinja": d / "blank.jinja", "dir": d}


# ------------------------------------------------------------------ 1. bad model files
BAD_FILES = {"missing": "cannot open: No such file or directory", "empty": "magic is truncated at byte 0",
             "truncated": "runs past the end of the file", "text": "magic at byte 0: expected b'GGUF'",
             "dir": "is a directory"}
COMMANDS = {"gguf": ["gguf", "-m"], "inspect": ["gguf", "inspect"], "chat": ["chat", "-m"],
            "serve": ["serve", "--port", "0", "-m"], "bench": ["bench", "-m"]}


@pytest.mark.parametrize("command", COMMANDS)
@pytest.mark.parametrize("bad", BAD_FILES)
def test_bad_file_is_one_line(files, command, bad):
    if (command, bad) == ("inspect", "dir"):
        want = "cannot open: Is a directory"
    else:
        want = BAD_FILES[bad]
    line = one_line(run_py(*COMMANDS[command], files[bad]))
    assert line.startswith(f"error: {files[bad]}") and want in line, line


# ------------------------------------------------------------------ 2. bad option values: one line, no usage
REFUSED = [
    (["serve", "-m", "x.gguf", "--port", "99999"], "run.py serve: error: --port must be in 0..65535, got 99999"),
    (["serve", "-m", "x.gguf", "--port", "-5"], "run.py serve: error: --port must be in 0..65535, got -5"),
    (["serve", "-m", "x.gguf", "--port", "http"], "run.py serve: error: argument --port: invalid int value: 'http'"),
    (["serve", "-m", "x.gguf", "--parallel", "0"], "run.py serve: error: --parallel must be at least 1, got 0"),
    (["serve", "-m", "x.gguf", "--log-level", "loud"], "run.py serve: error: argument --log-level: invalid "
                                                         "choice: 'loud' (choose from 'debug', 'info', 'warning', 'error')"),
    (["chat", "-m", "x.gguf", "--ctx-size", "-1"], "run.py chat: error: --ctx-size must be at least 0, got -1"),
    (["chat", "-m", "x.gguf", "--temperature", "warm"], "run.py chat: error: argument --temperature: invalid "
                                                          "float value: 'warm'"),
    (["chat"], "run.py chat: error: the following arguments are required: -m/--model/--model-dir"),
    (["gguf", "--top-p", "2"], "run.py gguf: error: --top-p must be in (0, 1], got 2.0"),
    (["gguf", "--dtype", "int4"], "run.py gguf: error: argument --dtype: invalid choice: 'int4' (choose from "
                                  "'float32', 'bfloat16', 'float16')"),
    (["bench", "-m", "x.gguf", "--runs", "0"], "run.py bench: error: --runs must be at least 1, got 0"),
    (["models", "--arch", "mamba"], "run.py models: error: --arch must be one of llama, qwen2, qwen3"),
    (["exercise", "thirty-eight"], "run.py exercise: error: argument chapter: invalid int value: 'thirty-eight'"),
    (["exercise", "--check"], "error: --check goes with --list (run.py exercise [CHAPTER] --list --check)"),
    (["exercise", "--only", "GGUFReader.value"], "error: --only goes with --restore"),
    (["exercise", "99"], "error: no function is marked (Your engine: Chapter 99)"),
    (["--impl", "mine", "gguf"], "run.py: error: argument --impl: invalid choice: 'mine'"),
]


@pytest.mark.parametrize("argv,message", REFUSED, ids=[" ".join(a) for a, _ in REFUSED])
def test_bad_value_is_one_line_without_usage(argv, message):
    assert one_line(run_py(*argv)).startswith(message)


def test_unknown_option_or_command_keeps_the_usage_block():
    for argv, last in ((["chat", "-m", "x.gguf", "--temprature", "0"],
                       "run.py chat: error: unrecognized option --temprature (did you mean --temperature?)"),
                       (["chatt"], "run.py: error: argument <command>: invalid choice: 'chatt'")):
        p = run_py(*argv)
        assert p.returncode == 2 and p.stderr.startswith("usage: run.py") and "Traceback" not in p.stderr
        assert p.stderr.splitlines()[-1].startswith(last), p.stderr


# ------------------------------------------------------------------ 3. the server's address, before loading
def test_serve_checks_host_and_port_before_the_model_loads(files):
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        start = time.time()
        line = one_line(run_py("serve", "-m", files["tiny"], "--port", port))
        assert line == f"error: --port {port}: 127.0.0.1:{port} is already in use (Address already in use)"
    line = one_line(run_py("serve", "-m", files["missing"], "--host", "999.1.1.1", "--port", "0"))
    assert line.startswith("error: --host 999.1.1.1: cannot listen on 999.1.1.1:0 ("), line
    assert time.time() - start < 60          # no server was started, no weights were read


# ------------------------------------------------------------------ 4. chat templates
TEMPLATE_COMMANDS = {"gguf": ["gguf", "--chat", "--max-tokens", "1", "-m"], "chat": ["chat", "-m"],
                     "serve": ["serve", "--port", "0", "-m"]}


@pytest.mark.parametrize("command", TEMPLATE_COMMANDS)
def test_file_template_that_does_not_compile_is_one_line(files, command):
    line = one_line(run_py(*TEMPLATE_COMMANDS[command], files["bad-template"]))
    assert line == (f"error: {files['bad-template']}: tokenizer.chat_template does not compile: unexpected '}}' "
                    f"(--chat-template NAME or --chat-template-file FILE gives it another)")


@pytest.mark.parametrize("command", TEMPLATE_COMMANDS)
def test_bad_template_options_are_one_line(files, command):
    argv = TEMPLATE_COMMANDS[command] + [files["tiny"]]
    prog = f"run.py {argv[0]}"
    assert one_line(run_py(*argv, "--chat-template", "vicuna")) == (
        f"{prog}: error: --chat-template must be one of chatml, llama3, llama2, mistral, gemma, phi3, zephyr, "
        f"got 'vicuna'")
    missing = files["dir"] / "none.jinja"
    assert one_line(run_py(*argv, "--chat-template-file", missing)) == (
        f"{prog}: error: --chat-template-file {missing}: cannot read it (No such file or directory)")
    assert one_line(run_py(*argv, "--chat-template-file", files["broken.jinja"])).startswith(
        f"{prog}: error: --chat-template-file {files['broken.jinja']} does not compile: ")
    assert one_line(run_py(*argv, "--chat-template-file", files["blank.jinja"])) == (
        f"{prog}: error: --chat-template-file {files['blank.jinja']}: the file is empty")


def test_template_option_replaces_a_broken_one(files):
    p = run_py("gguf", "-m", files["bad-template"], "--chat-template", "gemma", "--max-tokens", "1")
    assert p.returncode == 0, p.stderr
    assert '"prompt_tokens": ' in p.stdout


NO_TEMPLATE_WARNING = ("warning: no-template.gguf has no chat template: using the built-in 'chatml' template "
                       "(the vocab has <|im_start|>); --chat-template NAME or --chat-template-file FILE picks another")


def test_file_without_template_gets_a_builtin_one_with_one_warning(files):
    p = run_py("chat", "-m", files["no-template"], "--max-tokens", "2", "--temperature", "0",
               stdin="Hi!\nAnd again?\n")
    assert p.returncode == 0, p.stderr
    assert p.stderr.splitlines() == [NO_TEMPLATE_WARNING]        # once, at start-up; no UserWarning
    p = run_py("gguf", "-m", files["no-template"], "--chat", "--max-tokens", "1")
    assert p.returncode == 0, p.stderr
    assert [ln for ln in p.stderr.splitlines() if "warning" in ln.lower()] == [NO_TEMPLATE_WARNING]


# ------------------------------------------------------------------ 5. prompts longer than the context
def test_prompt_longer_than_the_context_is_refused_with_both_numbers(files):
    line = one_line(run_py("gguf", "-m", files["tiny"], "--prompt", LONG_TEXT, timeout=60))
    assert line.startswith("error: --prompt is ") and line.endswith(
        " tokens; the model's context is 512 tokens: no room to generate"), line
    line = one_line(run_py("chat", "-m", files["tiny"], "--system", LONG_TEXT, timeout=60))
    assert line.startswith("error: --system in the chat template is ") and line.endswith(
        " tokens; the context (--ctx-size) is 512 tokens: no room to generate"), line
    line = one_line(run_py("bench", "-m", files["tiny"], "--prompt-tokens", "500", "--gen-tokens", "64"))
    assert line == ("error: --depth 0 + --prompt-tokens 500 + --gen-tokens 64 is 564 tokens; the model's "
                    "context is 512 tokens")


def test_ctx_size_zero_is_the_models_own_in_chat(files):
    p = run_py("chat", "-m", files["tiny"], "--ctx-size", "0")
    assert p.returncode == 0 and p.stderr == "", p.stderr
    assert p.stdout.startswith("tiny.gguf: 512 tokens of context.")


# ------------------------------------------------------------------ 6. Ctrl-C
def _interrupt(argv, when) -> subprocess.CompletedProcess:
    """Start `run.py argv`, send SIGINT once `when(proc)` is true, collect its ending."""
    proc = subprocess.Popen([sys.executable, "run.py", *map(str, argv)], cwd=ROOT, stdin=subprocess.PIPE,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            env={**os.environ, "PYTHONUNBUFFERED": "1"})
    try:
        deadline = time.time() + TIMEOUT
        while not when(proc):
            assert proc.poll() is None, f"ended before the interrupt: {proc.communicate()[1][-2000:]}"
            assert time.time() < deadline, "never reached the moment to interrupt"
            time.sleep(0.02)
        proc.send_signal(signal.SIGINT)
        out, err = proc.communicate(timeout=TIMEOUT)
    finally:
        if proc.poll() is None:
            proc.kill()
    return subprocess.CompletedProcess(proc.args, proc.returncode, out, err)


def _handles_sigint(pid) -> bool:
    """Whether the process has its own SIGINT handler yet (/proc's SigCgt mask): before the
    interpreter installs it, a SIGINT kills the process silently (exit -2), which no program
    can change."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return False
    caught = int(next(ln.split()[1] for ln in status.splitlines() if ln.startswith("SigCgt:")), 16)
    return bool(caught & (1 << (signal.SIGINT - 1)))


def _settled(seconds):
    """True `seconds` after the process first handles SIGINT: inside the command on a busy
    machine too, where the interpreter alone may take a second to start."""
    since = []

    def ready(proc):
        if not since:
            if _handles_sigint(proc.pid):
                since.append(time.time())
            return False
        return time.time() - since[0] > seconds
    return ready


def _first_output(proc) -> bool:
    return bool(proc.stdout.readline())


# chat: while the model loads; models: once it has begun (its header is out; all of it takes ~1.3 s)
@pytest.mark.parametrize("argv,when", [(["chat", "-m", "tiny"], _settled(1.0)), (["models"], _first_output)],
                         ids=["chat", "models"])
def test_ctrl_c_while_a_command_starts_is_one_line(files, argv, when):
    argv = [files["tiny"] if a == "tiny" else a for a in argv]
    assert one_line(_interrupt(argv, when), 130) == "interrupted"


def test_ctrl_c_during_bench_is_one_line_after_the_loading_bar(files):
    p = _interrupt(["bench", "-m", files["tiny"], "--prompt-tokens", "16", "--gen-tokens", "8", "--runs", "100000"],
                   lambda proc: proc.stdout.readline().startswith("run 1:"))      # the timed runs have begun
    assert p.returncode == 130 and "Traceback" not in p.stderr, p.stderr
    bar = ("loading:", "loaded tiny.gguf in ")
    assert [ln for ln in p.stderr.splitlines() if ln.strip() and not ln.startswith(bar)] == ["interrupted"], p.stderr


def test_ctrl_c_while_serve_loads_is_one_line():
    """SIGINT once /health says the model is loading: exit 130 (a served model stops with 0)."""
    import socket as _socket
    with _socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]

    def loading(proc):
        try:
            r = httpx.get(f"http://127.0.0.1:{port}/health", timeout=1)
        except httpx.TransportError:
            return False
        assert r.status_code == 503, "the model loaded before it could be interrupted"
        return True
    p = _interrupt(["serve", "-m", real_model_path("smollm2"), "--port", port, "--log-level", "warning"], loading)
    assert one_line(p, 130) == "interrupted"
