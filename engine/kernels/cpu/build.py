"""Compile the C kernels once into a per-source cache and load them with ctypes.

The library lives at `$GGUF_ENGINE_CACHE/kernels/<hash>/lib.so` (default cache
`~/.cache/gguf-engine`), where the hash covers the sources, the compiler command and
its flags, so editing a source rebuilds it. A build writes a temporary file and renames
it into place, so concurrent processes never load a half-written library.
"""
import ctypes
import hashlib
import logging
import os
import shutil
import subprocess
import tempfile
from pathlib import Path

log = logging.getLogger(__name__)

HERE = Path(__file__).resolve().parent
# all files the library is built from (the hash of the cached build covers them)
SOURCES = ["ggml_cpu.c", "gemm_body.h", "ggml_blocks.h", "blocks_avx512.h", "blocks_avx2.h",
           "q8_common.h", "act_quant.h", "dot_q8.h", "dot_q8_avx2.h", "gemv_q8.h",
           "prefill_q8.h", "decode_step.h", "decode_step_body.h", "attend_row.h"]
# No -march: the AVX2 / AVX-512 copies carry their own target attributes and are picked
# at run time, so the library also runs on CPUs without them.
FLAGS = ["-O3", "-fPIC", "-shared", "-fopenmp", "-fno-strict-aliasing", "-std=gnu11"]


def compiler() -> str | None:
    """The C compiler to use: $CC, else `cc`, else `gcc`; None when there is none."""
    for name in (os.environ.get("CC"), "cc", "gcc"):
        if name and shutil.which(name):
            return shutil.which(name)
    return None


def cache_dir() -> Path:
    root = os.environ.get("GGUF_ENGINE_CACHE") or Path.home() / ".cache" / "gguf-engine"
    return Path(root) / "kernels"


def library_path(cc: str, sources=SOURCES, flags=FLAGS) -> Path:
    h = hashlib.sha256()
    for name in sources:
        h.update(name.encode() + b"\0" + (HERE / name).read_bytes())
    h.update(" ".join([cc] + flags).encode())
    return cache_dir() / h.hexdigest()[:16] / "lib.so"


def build(main: str = "ggml_cpu.c", sources=SOURCES, flags=FLAGS) -> ctypes.CDLL:
    """Return the loaded library, compiling it first if the cache lacks it.

    Defaults build the kernels library; another library names its main C file, every
    file it is built from (for the cache hash) and its flags.

    Raises RuntimeError with the compiler's message when there is no compiler or the
    build fails (the caller logs it once and falls back to PyTorch).
    """
    cc = compiler()
    if cc is None:
        raise RuntimeError("no C compiler found (tried $CC, cc, gcc)")
    target = library_path(cc, sources, flags)
    if not target.exists():
        target.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(suffix=".so", dir=target.parent)
        os.close(fd)
        cmd = [cc, *flags, "-o", tmp, str(HERE / main), "-lm"]
        try:
            result = subprocess.run(cmd, capture_output=True, text=True)
            if result.returncode != 0:
                raise RuntimeError(f"compiling {HERE / main} failed:\n{' '.join(cmd)}\n"
                                   f"{result.stderr.strip()}")
            os.replace(tmp, target)  # atomic: other processes see the old name or the whole file
        finally:
            if os.path.exists(tmp):
                os.unlink(tmp)
        log.info("built %s into %s", main, target)
    return ctypes.CDLL(str(target))


def load_once(state: dict, load, fallback: str):
    """The library in `state["lib"]`, loaded by `load()` on the first call: `load` returns
    a dict of entries for `state` ("lib" among them). When it raises (no compiler, a failed
    build, an unloadable library), `state["error"]` keeps the reason, logged once with
    `fallback` (what callers use instead), and every call returns None."""
    if state["lib"] is None and state["error"] is None:
        try:
            state.update(load())
        except Exception as e:
            state["error"] = str(e)
            log.warning("%s: %s", fallback, e)
    return state["lib"]
