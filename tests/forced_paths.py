"""The instruction-set copies the path tests force (`path=` / `cpu_path=`).

Every copy this CPU runs (engine.kernels.cpu.runnable_paths()), except in the second run of
those tests by test_ch40_emulated_avx512.py: its kernel library emulates the AVX-512, VNNI and
AVX-VNNI copies, and $GGUF_ENGINE_TEST_PATHS names the ones the CPU lacks. The copies it runs
itself were tested natively in the first run, so the emulated run forces only the others (the
AVX-VNNI copy alone on Zen 4; on an AVX2-only CPU the three wide ones).
"""
import os

from engine.kernels import cpu

ENV = "GGUF_ENGINE_TEST_PATHS"


def forced_paths() -> list[str]:
    """The copies to force, in PATHS' order: those this CPU runs, narrowed by $GGUF_ENGINE_TEST_PATHS."""
    only = os.environ.get(ENV)
    runs = cpu.runnable_paths()
    return runs if not only else [p for p in runs if p in only.split(",")]
