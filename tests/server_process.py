"""`python run.py serve ...` as a child process for the server tests: a free loopback port,
wait until /health says ok, stop with SIGTERM. A server that exits while starting raises
with its last words (an unwritten exercise names itself there)."""
import os
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx

ROOT = Path(__file__).resolve().parents[1]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


class ServerProcess:
    def __init__(self, model: Path, *args: str, api_key: str | None = None, timeout: float = 180):
        self.port = free_port()
        self.url = f"http://127.0.0.1:{self.port}"
        self.api_key = api_key
        cmd = [sys.executable, "run.py", "serve", "--model-dir", str(model), "--port", str(self.port),
               "--log-level", "warning", *args]
        if api_key:
            cmd += ["--api-key", api_key]
        self.log = tempfile.TemporaryFile("w+")    # not a pipe: a full pipe would block the server
        self.proc = subprocess.Popen(cmd, cwd=ROOT, stdout=self.log, stderr=subprocess.STDOUT,
                                     env={**os.environ, "PYTHONUNBUFFERED": "1"})
        self.loading_seen = False
        deadline = time.time() + timeout
        while True:
            if self.proc.poll() is not None:
                raise RuntimeError(f"run.py serve exited with {self.proc.returncode} while starting:\n{self.tail()}")
            try:
                r = httpx.get(self.url + "/health", timeout=2)
                if r.status_code == 200:
                    break
                if r.status_code == 503 and r.json()["error"]["message"] == "Loading model":
                    self.loading_seen = True
            except httpx.TransportError:
                pass
            if time.time() > deadline:
                self.stop()
                raise RuntimeError(f"run.py serve did not become healthy in {timeout} s:\n{self.tail()}")
            time.sleep(0.1)

    def tail(self, n: int = 3000) -> str:
        self.log.flush()
        self.log.seek(0)
        return self.log.read()[-n:]

    @property
    def headers(self) -> dict:
        return {"Authorization": f"Bearer {self.api_key}"} if self.api_key else {}

    def rss_mb(self) -> float:
        with open(f"/proc/{self.proc.pid}/status") as f:
            for line in f:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
        return float("nan")

    def stop(self, timeout: float = 30) -> int | None:
        """SIGTERM, then wait; returns the exit code (None if it had to be killed)."""
        code = None
        if self.proc.poll() is None:
            self.proc.send_signal(signal.SIGTERM)
            try:
                code = self.proc.wait(timeout)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        else:
            code = self.proc.returncode
        self.log.close()
        return code
