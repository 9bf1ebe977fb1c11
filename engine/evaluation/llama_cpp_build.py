"""Install llama.cpp, the test oracle, so that it runs on the CPU it is built on.

pip builds llama-cpp-python from source with `-DGGML_NATIVE=ON` by default, which on an Intel
Xeon with AMX (Sapphire Rapids and later) compiles in llama.cpp's AMX matmul
(`ggml_backend_amx_mul_mat`); in llama.cpp as vendored by llama-cpp-python 0.3.36 that path
crashes (SIGSEGV) on any batch of more than one token (llama.cpp issue #20824, "segfault in
ggml_backend_amx_mul_mat", closed without a fix; downstream projects drop the AMX variant). So the oracle is built with
`-DGGML_NATIVE=OFF` and the instruction sets this CPU has named one by one, AMX left out
(`AMX_WORKS`: turn it on once a pinned llama.cpp runs its AMX path). The same flags serve the
C++ tools the benchmarks build (`cmake_flags()`).

    python -m engine.evaluation.llama_cpp_build            # install (or keep) the oracle
    python -m engine.evaluation.llama_cpp_build --flags    # the CMake flags for this CPU

The wheel is kept under ~/.cache/gguf-engine/wheels/, one folder per version and flag set,
because pip's own cache keys a built wheel by its source alone and would hand back a native
build whatever the flags. An installed oracle is kept when its version matches and the
features it reports (`llama_print_system_info`) are ones this CPU has and AMX is not among
them.
"""
import argparse
import hashlib
import json
import os
import platform
import subprocess
import sys
from pathlib import Path

VERSION = "0.3.36"
AMX_WORKS = False       # llama.cpp 0.3.36's AMX int8 matmul segfaults on Sapphire Rapids (#20824):
                        # True once a pinned version runs test_ch38_load on an AMX Xeon

# /proc/cpuinfo flag -> the CMake option that compiles it in (ggml/CMakeLists.txt)
X86_OPTIONS = [
    ("sse4_2", "GGML_SSE42"), ("avx", "GGML_AVX"), ("avx2", "GGML_AVX2"), ("fma", "GGML_FMA"),
    ("f16c", "GGML_F16C"), ("bmi2", "GGML_BMI2"), ("avx_vnni", "GGML_AVX_VNNI"),
    ("avx512f", "GGML_AVX512"), ("avx512vbmi", "GGML_AVX512_VBMI"),
    ("avx512_vnni", "GGML_AVX512_VNNI"), ("avx512_bf16", "GGML_AVX512_BF16"),
    ("amx_tile", "GGML_AMX_TILE"), ("amx_int8", "GGML_AMX_INT8"), ("amx_bf16", "GGML_AMX_BF16"),
]
# GGML_AVX512 compiles with -mavx512f -mavx512cd -mavx512vl -mavx512dq -mavx512bw
AVX512_BASE = {"avx512f", "avx512cd", "avx512vl", "avx512dq", "avx512bw"}
# what llama_print_system_info names -> the cpuinfo flag it needs
REPORTED = {"AVX2": "avx2", "AVX_VNNI": "avx_vnni", "AVX512": "avx512f", "AVX512_VBMI": "avx512vbmi",
            "AVX512_VNNI": "avx512_vnni", "AVX512_BF16": "avx512_bf16", "AMX_INT8": "amx_int8"}


def cpu_flags(cpuinfo: str | None = None) -> set[str]:
    """The instruction-set flags of this CPU (the first `flags` line of /proc/cpuinfo)."""
    if cpuinfo is None:
        try:
            cpuinfo = Path("/proc/cpuinfo").read_text()
        except OSError:
            return set()
    for line in cpuinfo.splitlines():
        if line.startswith("flags"):
            return set(line.split(":", 1)[1].split())
    return set()


def cmake_flags(flags: set[str] | None = None, machine: str | None = None) -> list[str]:
    """CMake options that build llama.cpp for exactly this CPU's instruction sets, AMX off
    while `AMX_WORKS` is False. On a CPU that is not x86 the native build is kept."""
    machine = machine or platform.machine()
    if machine not in ("x86_64", "AMD64", "i686"):
        return []
    flags = cpu_flags() if flags is None else flags
    usable = set(flags)
    if not AVX512_BASE <= usable:                        # ggml's AVX-512 build needs all five
        usable -= {"avx512f", "avx512vbmi", "avx512_vnni", "avx512_bf16"}
    if not AMX_WORKS:
        usable -= {"amx_tile", "amx_int8", "amx_bf16"}
    return ["-DGGML_NATIVE=OFF"] + [f"-D{opt}={'ON' if f in usable else 'OFF'}" for f, opt in X86_OPTIONS]


def installed_report() -> dict | None:
    """{"version", "system_info"} of the llama_cpp importable here (asked in a child process:
    a broken build must not take this one down), or None."""
    code = ("import json, llama_cpp; print(json.dumps({'version': llama_cpp.__version__, "
            "'system_info': llama_cpp.llama_print_system_info().decode()}))")
    try:
        out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    except subprocess.TimeoutExpired:
        return None
    if out.returncode != 0:
        return None
    return json.loads(out.stdout.strip().splitlines()[-1])


def unfit_features(system_info: str, flags: set[str]) -> list[str]:
    """The features a build reports (`AVX512 = 1 | ...`) that must not run on this CPU: ones it
    lacks, and AMX while llama.cpp's AMX path crashes."""
    on = {item.split("=")[0].strip() for item in system_info.replace("|", "\n").splitlines()
          if item.strip().endswith("= 1")}
    bad = [name for name, flag in REPORTED.items() if name in on and flag not in flags]
    if "AMX_INT8" in on and not AMX_WORKS:
        bad.append("AMX_INT8")
    return sorted(set(bad))


def wheel_dir(flags_: list[str]) -> Path:
    key = hashlib.sha256(" ".join([VERSION, *flags_]).encode()).hexdigest()[:16]
    return Path.home() / ".cache" / "gguf-engine" / "wheels" / f"llama-cpp-python-{VERSION}-{key}"


def install(force: bool = False) -> str:
    """Install llama-cpp-python VERSION built for this CPU unless a fit one is there; says what
    it did."""
    flags, options = cpu_flags(), cmake_flags()
    report = None if force else installed_report()
    if report and report["version"] == VERSION and not unfit_features(report["system_info"], flags):
        return f"llama-cpp-python {VERSION} is installed and fits this CPU"
    why = ("forced" if force else "not installed" if report is None else
           f"version {report['version']}" if report["version"] != VERSION else
           f"built with {', '.join(unfit_features(report['system_info'], flags))}")
    wheels = wheel_dir(options)
    built = sorted(wheels.glob("llama_cpp_python-*.whl"))
    if not built:
        print(f"building llama-cpp-python {VERSION} ({why}) with {' '.join(options) or 'its defaults'}; "
              "this takes 10-20 minutes once", flush=True)
        wheels.mkdir(parents=True, exist_ok=True)
        env = dict(os.environ, CMAKE_ARGS=" ".join(options),
                   CMAKE_BUILD_PARALLEL_LEVEL=str(os.cpu_count() or 2))
        subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-cache-dir",
                        "--no-binary", "llama-cpp-python", "-w", str(wheels), f"llama-cpp-python=={VERSION}"],
                       check=True, env=env)
        built = sorted(wheels.glob("llama_cpp_python-*.whl"))
    subprocess.run([sys.executable, "-m", "pip", "install", "--force-reinstall", "--no-deps", str(built[-1])],
                   check=True)
    # its own dependencies, without letting pip rebuild it
    subprocess.run([sys.executable, "-m", "pip", "install", "diskcache>=5.6.1", "jinja2>=2.11.3",
                    "numpy>=1.20.0", "typing-extensions>=4.5.0"], check=True)
    return f"installed llama-cpp-python {VERSION} from {built[-1]}"


def main(argv=None):
    ap = argparse.ArgumentParser(prog="python -m engine.evaluation.llama_cpp_build", description=__doc__.split("\n")[0])
    ap.add_argument("--flags", action="store_true", help="print the CMake flags for this CPU and exit")
    ap.add_argument("--force", action="store_true", help="rebuild and reinstall even when a fit one is installed")
    args = ap.parse_args(argv)
    if args.flags:
        print(" ".join(cmake_flags()))
        return 0
    try:
        print(install(force=args.force))
    except subprocess.CalledProcessError as e:
        print(f"error: installing llama-cpp-python {VERSION} failed: {' '.join(map(str, e.cmd))} "
              f"exited {e.returncode}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
