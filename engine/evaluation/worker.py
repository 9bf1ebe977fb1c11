"""A worker process for an oracle that may crash: llama.cpp runs here, never in the caller.

llama.cpp is C++; when it segfaults (its AMX matmul does on some Xeons), aborts or hangs, the
process it runs in goes with it. The test suite and the benchmarks therefore reach it through
this worker: a child Python process that imports what it is asked to, calls it, and sends the
result back. If the child dies, the caller gets `OracleCrashed` naming the signal and the call,
and the next call starts a fresh child; if it does not answer within the timeout it is killed
and the caller gets `OracleHung`.

    w = worker()                                   # one per process, started on first use
    llama_cpp = w.module("llama_cpp")              # a proxy of the module in the child
    llm = llama_cpp.Llama("model.gguf", vocab_only=True, verbose=False)
    ids = llm.tokenize(b"hello", add_bos=False)    # the call runs in the child; ids is a list

Results that pickle come back as values; the rest (a Llama, a ctypes struct, a large array)
stay in the child and come back as `Remote` proxies whose attribute reads, calls, item reads
and attribute writes are forwarded. A proxy passed as an argument is the child's object again.
Proxies from a child that has since died raise `OracleCrashed` when used.

Wire format: over the child's stdin and a copy of its stdout, frames of an 8-byte length and a
pickle. The child points its own fd 1 at stderr, so whatever the C library prints cannot
corrupt the frames.
"""
import itertools
import os
import pickle
import select
import signal
import struct
import subprocess
import sys
import time
from pathlib import Path

DEFAULT_TIMEOUT = float(os.environ.get("ORACLE_TIMEOUT", 1800))
BIG_ARRAY = 1 << 20             # numpy arrays above this many bytes stay in the child


class OracleCrashed(RuntimeError):
    """The oracle's process died (a signal or an exit) while it ran a call."""


class OracleHung(RuntimeError):
    """The oracle did not answer a call within its timeout; its process was killed."""


class _Ref:
    """How a `Remote` travels to the child: the handle of the child's object."""

    def __init__(self, handle):
        self.handle = handle


def _signal_name(returncode: int) -> str:
    if returncode < 0:
        try:
            return signal.Signals(-returncode).name
        except ValueError:
            return f"signal {-returncode}"
    return f"exit status {returncode}"


class Remote:
    """An object that lives in the worker; attribute reads, calls, [] and attribute writes on
    it run there."""

    def __init__(self, worker, handle, generation, type_name):
        object.__setattr__(self, "_w", worker)
        object.__setattr__(self, "_handle", handle)
        object.__setattr__(self, "_generation", generation)
        object.__setattr__(self, "_type", type_name)

    def __getattr__(self, name):
        if name.startswith("__") and name not in ("__version__", "__file__", "__name__"):
            raise AttributeError(name)          # copy, pickle and numpy probing a proxy
        return self._w._request(self, ("getattr", self._handle, name), f"{self._type}.{name}")

    def __setattr__(self, name, value):
        self._w._request(self, ("setattr", self._handle, name, value), f"{self._type}.{name} =")

    def __call__(self, *args, **kwargs):
        return self._w._request(self, ("call", self._handle, args, kwargs), f"{self._type}(...)")

    def __getitem__(self, key):
        return self._w._request(self, ("getitem", self._handle, key), f"{self._type}[...]")

    def __len__(self):
        return self._w._request(self, ("len", self._handle), f"len({self._type})")

    def __reduce__(self):
        return (_Ref, (self._handle,))

    def __repr__(self):
        return f"<{self._type} in the oracle worker, handle {self._handle}>"

    def __del__(self):
        try:
            self._w._release(self)
        except Exception:                           # interpreter shutdown
            pass


class _Method:
    """A bound method of a child's object, called by name (no handle of its own)."""

    def __init__(self, owner: Remote, name: str):
        self.owner, self.name = owner, name

    def __call__(self, *args, **kwargs):
        o = self.owner
        return o._w._request(o, ("callattr", o._handle, self.name, args, kwargs), f"{o._type}.{self.name}")


class Worker:
    """The client side: starts the child on demand and restarts it after a crash."""

    def __init__(self, timeout: float = DEFAULT_TIMEOUT):
        self.timeout = timeout
        self.proc = None
        self.generation = 0
        self.released = []
        self.ids = itertools.count(1)

    # ------------------------------------------------------------ public
    def module(self, name: str) -> Remote:
        """The child's module `name` as a proxy (imported there)."""
        return self._request(None, ("import", name), f"import {name}")

    def call(self, target: str, *args, timeout: float | None = None, **kwargs):
        """Call `module:function` in the child and return its result."""
        return self._request(None, ("callname", target, args, kwargs), target, timeout=timeout)

    def close(self):
        if self.proc is not None:
            try:
                self.proc.stdin.close()
                self.proc.wait(timeout=10)
            except Exception:
                self.proc.kill()
                self.proc.wait()
            self.proc = None

    # ------------------------------------------------------------ plumbing
    def _start(self):
        root = Path(__file__).resolve().parents[2]
        env = dict(os.environ)
        env["PYTHONPATH"] = os.pathsep.join([str(root)] + ([env["PYTHONPATH"]] if env.get("PYTHONPATH") else []))
        self.proc = subprocess.Popen([sys.executable, "-m", "engine.evaluation.worker"], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, env=env)
        self.generation += 1
        self.released.clear()
        self._send(("path", [p for p in sys.path if p]))
        kind, value = self._receive(60, "start-up")
        if kind != "ok":
            raise OracleCrashed(f"the oracle worker failed to start: {value}")

    def _release(self, remote: Remote):
        if self.proc is not None and remote._generation == self.generation:
            self.released.append(remote._handle)

    def _send(self, message):
        data = pickle.dumps(message, protocol=pickle.HIGHEST_PROTOCOL)
        self.proc.stdin.write(struct.pack("<Q", len(data)) + data)
        self.proc.stdin.flush()

    def _read_exact(self, n: int, deadline: float, what: str) -> bytes:
        fd, chunks, got = self.proc.stdout.fileno(), [], 0
        while got < n:
            left = deadline - time.monotonic()
            if left <= 0 or not select.select([fd], [], [], left)[0]:
                self.proc.kill()
                self.proc.wait()
                self.proc = None
                raise OracleHung(f"llama.cpp did not answer within {self.timeout:.0f} s during {what}; "
                                 f"its worker process was killed")
            chunk = os.read(fd, min(n - got, 1 << 22))
            if not chunk:
                rc = self.proc.wait()
                self.proc = None
                raise OracleCrashed(f"llama.cpp crashed ({_signal_name(rc)}) during {what}: its worker "
                                    f"process died; the next call starts a new one")
            chunks.append(chunk)
            got += len(chunk)
        return b"".join(chunks)

    def _receive(self, timeout: float, what: str):
        deadline = time.monotonic() + timeout
        (n,) = struct.unpack("<Q", self._read_exact(8, deadline, what))
        return pickle.loads(self._read_exact(n, deadline, what))

    def _request(self, owner: Remote | None, message, what: str, timeout: float | None = None):
        if owner is not None and owner._generation != self.generation:
            raise OracleCrashed(f"{what}: this object lived in an oracle worker that has since died")
        if self.proc is None:
            self._start()
        if self.released:
            message = ("batch", self.released[:], message)
            self.released.clear()
        try:
            self._send(message)
        except (BrokenPipeError, OSError):
            rc = self.proc.wait()
            self.proc = None
            raise OracleCrashed(f"llama.cpp's worker process had died ({_signal_name(rc)}) before {what}")
        kind, value = self._receive(self.timeout if timeout is None else timeout, what)
        if kind == "ok":
            return value
        if kind == "remote":
            handle, type_name = value
            return Remote(self, handle, self.generation, type_name)
        if kind == "method":
            return _Method(owner, message[2] if message[0] != "batch" else message[2][2])
        raise value                                     # kind == "error": the child's exception


_WORKER = None


def worker() -> Worker:
    """This process's oracle worker (one, started on first use)."""
    global _WORKER
    if _WORKER is None:
        _WORKER = Worker()
    return _WORKER


# ---------------------------------------------------------------- the child
PLAIN_MODULES = ("builtins", "numpy", "torch", "collections", "pathlib")


def _plain(value, max_bytes: float, depth=0) -> bool:
    """Whether `value` goes back by value: data of the standard types, numpy and torch (arrays
    of at most `max_bytes`), nothing whose unpickling would import the oracle's own modules."""
    if depth > 4:
        return False
    if isinstance(value, (list, tuple, set, frozenset)):
        return all(_plain(v, max_bytes, depth + 1) for v in value)
    if isinstance(value, dict):
        return all(_plain(k, max_bytes, depth + 1) and _plain(v, max_bytes, depth + 1) for k, v in value.items())
    if callable(value) or type(value).__module__.split(".")[0] not in PLAIN_MODULES:
        return False
    return getattr(value, "nbytes", 0) <= max_bytes


def _serve():
    import importlib

    out = os.fdopen(os.dup(1), "wb")
    os.dup2(2, 1)                                   # the C library's prints go to stderr
    inp = sys.stdin.buffer
    objects, ids = {}, itertools.count(1)

    def read():
        head = inp.read(8)
        if len(head) < 8:
            return None
        return pickle.loads(inp.read(struct.unpack("<Q", head)[0]))

    def write(kind, value):
        try:
            data = pickle.dumps((kind, value), protocol=pickle.HIGHEST_PROTOCOL)
        except Exception as e:
            data = pickle.dumps(("error", RuntimeError(f"{type(value).__name__}: {value} ({e})")))
        out.write(struct.pack("<Q", len(data)) + data)
        out.flush()

    def resolve(value):
        if isinstance(value, _Ref):
            return objects[value.handle]
        if isinstance(value, (list, tuple)):
            return type(value)(resolve(v) for v in value)
        if isinstance(value, dict):
            return {k: resolve(v) for k, v in value.items()}
        return value

    def reply(value, as_method=False, max_bytes=float("inf")):
        """A result goes back by value where it can; an attribute read (`max_bytes`) leaves a
        large array in the child, to be sliced there."""
        if as_method:
            return write("method", None)
        if _plain(value, max_bytes):
            try:
                pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL)
                return write("ok", value)
            except Exception:
                pass
        handle = next(ids)
        objects[handle] = value
        write("remote", (handle, getattr(type(value), "__qualname__", type(value).__name__)))

    def run(message):
        op = message[0]
        if op == "batch":
            for handle in message[1]:
                objects.pop(handle, None)
            return run(message[2])
        if op == "path":
            sys.path[:0] = [p for p in message[1] if p not in sys.path]
            return write("ok", None)
        if op == "import":
            return reply(importlib.import_module(message[1]))
        if op == "callname":
            module, _, name = message[1].partition(":")
            fn = importlib.import_module(module)
            for part in name.split("."):
                fn = getattr(fn, part)
            return reply(fn(*resolve(message[2]), **resolve(message[3])))
        obj = objects[message[1]]
        if op == "getattr":
            value = getattr(obj, message[2])
            return reply(value, as_method=callable(value) and not isinstance(value, type)
                         and hasattr(value, "__self__"), max_bytes=BIG_ARRAY)
        if op == "setattr":
            setattr(obj, message[2], resolve(message[3]))
            return write("ok", None)
        if op == "call":
            return reply(obj(*resolve(message[2]), **resolve(message[3])))
        if op == "callattr":
            return reply(getattr(obj, message[2])(*resolve(message[3]), **resolve(message[4])))
        if op == "getitem":
            return reply(obj[resolve(message[2])])
        if op == "len":
            return write("ok", len(obj))
        raise ValueError(f"unknown oracle request {op!r}")

    while (message := read()) is not None:
        try:
            run(message)
        except BaseException as e:                  # the caller gets it raised
            try:
                pickle.dumps(e)
                write("error", e)
            except Exception:
                write("error", RuntimeError(f"{type(e).__name__}: {e}"))


if __name__ == "__main__":
    from engine.evaluation import worker as _module      # one _Ref class, the importable one
    _module._serve()
