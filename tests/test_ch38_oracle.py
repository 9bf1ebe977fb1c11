"""The oracle itself: llama.cpp runs in a worker process that may die without taking the test
run with it, and is built for the CPU it runs on (engine/evaluation/worker.py,
engine/evaluation/llama_cpp_build.py).

The crash is made on purpose (a read of address 0 in the worker, as a segfaulting kernel
would), so these tests hold whether or not llama-cpp-python is installed.
"""
import os
import subprocess
import sys
import textwrap
import time

import numpy as np
import pytest

from conftest import ROOT
from engine.evaluation import llama_cpp_build as build
from engine.evaluation.worker import OracleCrashed, OracleHung, Remote, Worker


@pytest.fixture
def w():
    w = Worker(timeout=60)
    yield w
    w.close()


def test_values_come_back_and_objects_stay_in_the_worker(w):
    assert w.call("builtins:sorted", [3, 1, 2]) == [1, 2, 3]
    assert w.module("os").getpid() != os.getpid()
    ns = w.call("types:SimpleNamespace", big=np.arange(1 << 19, dtype=np.float64), small=[1, 2])
    assert isinstance(ns, Remote)                        # not plain data: it stays there
    assert ns.small == [1, 2]
    big = ns.big                                         # 4 MiB: read in slices, not whole
    assert isinstance(big, Remote) and len(big) == 1 << 19
    assert np.array_equal(big[:3], [0.0, 1.0, 2.0]) and big[-1] == (1 << 19) - 1
    ns.small = "changed"
    assert ns.small == "changed"
    assert w.call("builtins:getattr", ns, "small") == "changed"      # a proxy as an argument
    with pytest.raises(ZeroDivisionError):                           # its exceptions, re-raised
        w.call("operator:truediv", 1, 0)


def test_a_crash_names_the_signal_and_the_next_call_starts_afresh(w):
    ns = w.call("types:SimpleNamespace", x=1)
    first = w.module("os").getpid()
    with pytest.raises(OracleCrashed, match=r"llama.cpp crashed \(SIGSEGV\) during ctypes:string_at"):
        w.call("ctypes:string_at", 0)
    assert w.module("os").getpid() != first
    with pytest.raises(OracleCrashed, match="has since died"):
        ns.x


def test_a_hung_oracle_is_killed_within_its_timeout():
    w = Worker(timeout=2)
    try:
        started = time.monotonic()
        with pytest.raises(OracleHung, match="did not answer within 2 s during time:sleep"):
            w.call("time:sleep", 60)
        assert time.monotonic() - started < 20
        assert w.call("builtins:abs", -3) == 3
    finally:
        w.close()


def test_a_segfault_in_the_oracle_fails_one_test_and_the_run_goes_on(tmp_path):
    """A whole pytest run over three tests, the first of which crashes llama.cpp's worker."""
    (tmp_path / "test_crashing.py").write_text(textwrap.dedent("""
        from engine.evaluation.worker import worker

        def test_crashes():
            worker().call("ctypes:string_at", 0)      # as a segfaulting kernel would

        def test_the_oracle_is_back():
            assert worker().call("builtins:len", [1, 2, 3]) == 3

        def test_plain():
            assert 1 + 1 == 2
    """))
    env = dict(os.environ, PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", str(tmp_path)],
                          capture_output=True, text=True, cwd=tmp_path, env=env, timeout=300)
    out = done.stdout + done.stderr
    assert done.returncode == 1, out
    assert "1 failed, 2 passed" in out, out
    assert "OracleCrashed: llama.cpp crashed (SIGSEGV)" in out, out


# ---------------------------------------------------------------- building it for this CPU
SAPPHIRE_RAPIDS = ("flags : fpu sse4_2 avx avx2 fma f16c bmi2 avx512f avx512dq avx512cd avx512bw avx512vl "
                   "avx512vbmi avx512_vnni avx512_bf16 avx_vnni amx_tile amx_int8 amx_bf16")
ZEN4 = ("flags : fpu sse4_2 avx avx2 fma f16c bmi2 avx512f avx512dq avx512cd avx512bw avx512vl avx512vbmi "
        "avx512_vnni avx512_bf16")
AVX2_ONLY = "flags : fpu sse4_2 avx avx2 fma f16c bmi2"


def options(cpuinfo) -> dict:
    flags = build.cmake_flags(build.cpu_flags(cpuinfo), machine="x86_64")
    assert flags[0] == "-DGGML_NATIVE=OFF"
    return dict(f[2:].split("=") for f in flags[1:])


def test_cmake_flags_name_the_cpus_sets_and_leave_amx_out():
    spr, zen4, avx2 = options(SAPPHIRE_RAPIDS), options(ZEN4), options(AVX2_ONLY)
    assert spr["GGML_AVX512_VNNI"] == spr["GGML_AVX_VNNI"] == "ON"
    assert spr["GGML_AMX_INT8"] == spr["GGML_AMX_TILE"] == spr["GGML_AMX_BF16"] == "OFF"
    assert zen4["GGML_AVX512"] == zen4["GGML_AVX512_VNNI"] == "ON" and zen4["GGML_AVX_VNNI"] == "OFF"
    assert avx2["GGML_AVX2"] == avx2["GGML_FMA"] == "ON"
    assert all(avx2[k] == "OFF" for k in avx2 if k.startswith(("GGML_AVX512", "GGML_AMX", "GGML_AVX_VNNI")))
    # AVX-512 F alone (without BW/VL/DQ/CD) is not what ggml's AVX-512 build compiles for
    assert options("flags : avx avx2 fma f16c avx512f")["GGML_AVX512"] == "OFF"
    assert build.cmake_flags(set(), machine="aarch64") == []        # other CPUs: llama.cpp's native build


def test_unfit_builds_are_recognised():
    spr, avx2 = build.cpu_flags(SAPPHIRE_RAPIDS), build.cpu_flags(AVX2_ONLY)
    native_spr = "CPU : SSE3 = 1 | AVX = 1 | AVX2 = 1 | AVX512 = 1 | AVX512_VNNI = 1 | AMX_INT8 = 1 | "
    assert build.unfit_features(native_spr, spr) == ["AMX_INT8"]
    assert build.unfit_features(native_spr.replace("AMX_INT8 = 1", "AMX_INT8 = 0"), spr) == []
    assert build.unfit_features("CPU : AVX2 = 1 | AVX512 = 1 | ", avx2) == ["AVX512"]


def test_the_installed_oracle_fits_this_cpu():
    report = build.installed_report()
    if report is None:
        pytest.skip("llama-cpp-python is not installed (python -m engine.evaluation.llama_cpp_build)")
    assert report["version"] == build.VERSION
    assert build.unfit_features(report["system_info"], build.cpu_flags()) == [], report["system_info"]
