"""Chapter 40: the AVX-512, AVX-512 VNNI and AVX-VNNI copies tested on a CPU without them.

The path tests (every copy the CPU runs, forced with `path=`) cover those copies only
where the CPU has the instructions. Here they run again in a child pytest whose kernel
library is built with GGUF_ENGINE_EMULATE_AVX512=1: the same sources, each 512-bit
operation and each VNNI dot product emulated by AVX2 ones (engine/kernels/cpu/
emulate_avx512.h, SIMDe), so the copies' results are checked against the references and
the AVX2 copy on any AVX2 CPU (AVX-VNNI's included on the AVX-512 CPUs that lack it, Zen 4).
The child forces only the copies this CPU lacks (tests/forced_paths.py): the others ran
natively in this run already.
"""
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

cpu = pytest.importorskip("engine.kernels.cpu")
from engine.kernels.cpu import build  # noqa: E402
import forced_paths  # noqa: E402

try:    # no compiler: skip; a compiler whose build fails: the error fails the run
    cpu.require_library()
except cpu.NoCompiler as e:
    pytest.skip(f"CPU kernels not built: {e}", allow_module_level=True)

TESTS = Path(__file__).resolve().parent
PATH_TESTS = ["test_ch38_dequant_c.py", "test_ch40_cpu_kernels.py", "test_ch40_decode_rows.py",
              "test_ch40_decode_step.py", "test_ch40_interleave.py", "test_ch40_q8_kernels.py",
              "test_ch40_step_vector_ops.py", "test_ch40_long_prompt_attention.py",
              # a model file's tests: only the one that forces the copies (the file converts and runs llama.cpp)
              "test_ch42_granitehybrid.py::test_fused_step_equals_the_layers"]


def test_the_path_tests_name_every_file_that_forces_a_path():
    """A new test file that forces the copies the CPU runs (by runnable_paths() or
    best_path(), or the PATHS list they give) belongs in PATH_TESTS."""
    forcing = {p.name for p in TESTS.glob("test_*.py")
               if p.name != Path(__file__).name
               and re.search(r"\bPATHS\b|best_path\(\)|runnable_paths\(\)|forced_paths\(\)", p.read_text())}
    assert forcing == {t.split("::")[0] for t in PATH_TESTS}


def gcc_major() -> int:
    """The major version of the compiler the library is built with (GCC: the instruction-set
    copies need its target pragmas, so the test below runs only where it built them)."""
    major = subprocess.run([build.compiler(), "-dumpversion"], capture_output=True, text=True).stdout.split(".")[0]
    return int(major) if major.strip().isdigit() else 0


# AMX (path 'amx') cannot be emulated: its tiles run only where the CPU has them
EMULATED = [p for p in cpu.PATHS if p != "amx"]


@pytest.mark.skipif(set(EMULATED) <= set(cpu.runnable_paths()),
                    reason="this CPU runs every copy itself: the path tests cover them")
@pytest.mark.skipif("avx2" not in cpu.runnable_paths(), reason="emulating AVX-512 needs AVX2, FMA and F16C")
def test_wide_copies_pass_the_path_tests_under_emulation():
    env = dict(os.environ, **{build.EMULATE_ENV: "1"})
    child = subprocess.run([sys.executable, "-c", "from engine.kernels import cpu; print(cpu.runnable_paths())"],
                           cwd=TESTS.parent, env=env, capture_output=True, text=True, timeout=600)
    # built, and every copy runs; the AVX-VNNI one is compiled by GCC 11 and later only
    compiled = EMULATED if gcc_major() >= 11 else [p for p in EMULATED if p != "avxvnni"]
    assert child.stdout.strip() == str(compiled), child.stdout + child.stderr
    lacking = [p for p in compiled if p not in cpu.runnable_paths()]
    if not lacking:
        pytest.skip(f"this CPU runs every copy GCC {gcc_major()} compiles: the path tests cover them")
    cmd = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *(f"tests/{t}" for t in PATH_TESTS)]
    run = subprocess.run(cmd, cwd=TESTS.parent, env=dict(env, **{forced_paths.ENV: ",".join(lacking)}),
                         capture_output=True, text=True, timeout=1800)
    assert run.returncode == 0, run.stdout[-4000:] + run.stderr[-2000:]
    assert re.search(r"\b[1-9]\d* passed", run.stdout), run.stdout[-2000:]
