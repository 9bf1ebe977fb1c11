"""Compile the C kernels once into a per-source cache and load them with ctypes.

One library, built from ggml_cpu.c and the headers beside it. It lives at
`$GGUF_ENGINE_CACHE/kernels/<hash>/lib.so` (default cache `~/.cache/gguf-engine`), where
the hash covers every C source in this directory, the compiler command and its flags,
so editing a source rebuilds it. A build writes a temporary file and renames it into
place, so concurrent processes never load a half-written library.
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
MAIN = "ggml_cpu.c"
# No -march: the AVX2 / AVX-512 copies carry their own target attributes and are picked
# at run time, so the library also runs on CPUs without them. No FMA contraction and no
# fast-math: the exact decoders must round every product and sum as numpy does (the SIMD
# kernels that want fused multiply-adds write them as intrinsics).
FLAGS = ["-O3", "-fPIC", "-shared", "-fopenmp", "-fno-strict-aliasing", "-std=gnu11",
         "-ffp-contract=off", "-fno-fast-math"]


# GGUF_ENGINE_EMULATE_AVX512=1 builds another library whose AVX-512, VNNI and AVX-VNNI
# copies run on AVX2 instructions (emulate_avx512.h, with the SIMDe headers under
# third_party/), so tests exercise every copy on a CPU that lacks some. -O1: SIMDe's inlined operations take
# GCC minutes to optimise at -O3, and this library is for checking results, not speed.
EMULATE_ENV = "GGUF_ENGINE_EMULATE_AVX512"
SIMDE = HERE.parents[2] / "third_party" / "simde"
EMULATE_FLAGS = ["-O1", "-DGGML_EMULATE_AVX512", "-Wno-psabi"]


def emulating() -> bool:
    """True when this process builds the AVX-512-emulating library ($GGUF_ENGINE_EMULATE_AVX512=1)."""
    return os.environ.get(EMULATE_ENV, "") not in ("", "0")


def flags() -> list[str]:
    """The compiler flags of this process's library."""
    if not emulating():
        return FLAGS
    if not (SIMDE / "simde" / "x86" / "avx512").is_dir():
        raise RuntimeError(f"{EMULATE_ENV} is set but the SIMDe headers are not at {SIMDE}")
    return FLAGS + EMULATE_FLAGS + ["-I", str(SIMDE)]


class NoCompiler(RuntimeError):
    """This machine has no C compiler, so the library cannot be built."""


def compiler() -> str | None:
    """The C compiler to use: $CC, else `cc`, else `gcc`; None when there is none."""
    for name in (os.environ.get("CC"), "cc", "gcc"):
        if name and shutil.which(name):
            return shutil.which(name)
    return None


def cache_dir() -> Path:
    root = os.environ.get("GGUF_ENGINE_CACHE") or Path.home() / ".cache" / "gguf-engine"
    return Path(root) / "kernels"


def sources(source_dir: Path = HERE) -> list[Path]:
    """Every file the library is built from: the C sources and headers of `source_dir`."""
    return sorted(p for p in source_dir.iterdir() if p.suffix in (".c", ".h"))


def library_path(cc: str, source_dir: Path = HERE) -> Path:
    h = hashlib.sha256()
    for path in sources(source_dir):
        h.update(path.name.encode() + b"\0" + path.read_bytes())
    h.update(" ".join([cc] + flags()).encode())
    return cache_dir() / h.hexdigest()[:16] / "lib.so"


def build(source_dir: Path = HERE) -> ctypes.CDLL:
    """Return the loaded library, compiling it first if the cache lacks it.

    Raises NoCompiler when there is no compiler, RuntimeError with the compiler's message
    when the build fails (the caller logs it once and falls back to PyTorch).
    """
    cc = compiler()
    if cc is None:
        raise NoCompiler("no C compiler found (tried $CC, cc, gcc)")
    target = library_path(cc, source_dir)
    if not target.exists():
        target.parent.mkdir(parents=True, exist_ok=True)
        fd, tmp = tempfile.mkstemp(suffix=".so", dir=target.parent)
        os.close(fd)
        main = Path(source_dir) / MAIN
        cmd = [cc, *flags(), "-o", tmp, str(main), "-lm"]
        try:
            result = subprocess.run(cmd, capture_output=True, text=True)
            if result.returncode != 0:
                raise RuntimeError(f"compiling {main} failed:\n{' '.join(cmd)}\n"
                                   f"{result.stderr.strip()}")
            os.replace(tmp, target)  # atomic: other processes see the old name or the whole file
        finally:
            if os.path.exists(tmp):
                os.unlink(tmp)
        log.info("built %s into %s", main, target)
    return ctypes.CDLL(str(target))
