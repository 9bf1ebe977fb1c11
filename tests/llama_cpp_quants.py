"""llama.cpp's own activation quantizers and dot products, called through ctypes on the
CPU backend library that llama-cpp-python ships (the oracle of tests/test_ch40_q8_kernels.py
and the anchor of benchmarks/kernels.py --llama). The tests make `LlamaCppQuants` in the
oracle's worker process (`worker().call("llama_cpp_quants:LlamaCppQuants")`), so that a crash
in the C library fails a test instead of ending the run.

`ggml_get_type_traits_cpu(type)` returns ggml-cpu.h's `struct ggml_type_traits_cpu
{ from_float; vec_dot; vec_dot_type; nrows; }`. The struct is read with a guard: known
pairings must read back (Q4_0 -> Q8_0, Q4_1 -> Q8_1, Q4_K -> Q8_K), else `Unavailable`.
"""
import ctypes
import os

import torch

from engine.blocks.registry import row_bytes
from engine.kernels import cpu


class Unavailable(RuntimeError):
    """llama.cpp's CPU library is missing, or not the build these helpers can read."""


class _Traits(ctypes.Structure):
    _fields_ = [("from_float", ctypes.c_void_p), ("vec_dot", ctypes.c_void_p),
                ("vec_dot_type", ctypes.c_int), ("nrows", ctypes.c_int64)]


FROM_FLOAT = ctypes.CFUNCTYPE(None, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_int64)
VEC_DOT = ctypes.CFUNCTYPE(None, ctypes.c_int, ctypes.c_void_p, ctypes.c_size_t, ctypes.c_void_p,
                           ctypes.c_size_t, ctypes.c_void_p, ctypes.c_size_t, ctypes.c_int)
TYPE_IDS = {**{name: v[0] for name, v in cpu.Q8_WEIGHTS.items()}, **{name: v[0] for name, v in cpu.ACT_BLOCKS.items()}}


def library_dir() -> str:
    try:
        import llama_cpp
    except ImportError as e:
        raise Unavailable(f"llama-cpp-python is not installed: {e}") from e
    return os.path.join(os.path.dirname(llama_cpp.__file__), "lib")


class LlamaCppQuants:
    """from_float / vec_dot of llama.cpp's CPU backend for GGML type names."""

    def __init__(self):
        lib_dir = library_dir()
        try:
            ctypes.CDLL(os.path.join(lib_dir, "libggml-base.so"), mode=ctypes.RTLD_GLOBAL)
            self.lib = ctypes.CDLL(os.path.join(lib_dir, "libggml-cpu.so"))
        except OSError as e:
            raise Unavailable(f"llama.cpp's CPU backend library is not loadable: {e}") from e
        self.lib.ggml_cpu_init()
        self.lib.ggml_get_type_traits_cpu.restype = ctypes.POINTER(_Traits)
        self.lib.ggml_get_type_traits_cpu.argtypes = [ctypes.c_int]
        for weight, act in (("Q4_0", "Q8_0"), ("Q4_1", "Q8_1"), ("Q4_K", "Q8_K")):
            t = self.traits(weight)
            if t.vec_dot_type != TYPE_IDS[act] or t.nrows != 1 or not t.vec_dot:
                raise Unavailable(f"ggml_type_traits_cpu layout differs from the one read here "
                                  f"({weight}: vec_dot_type {t.vec_dot_type}, nrows {t.nrows})")
        if not self.lib.ggml_cpu_has_avx2():
            raise Unavailable("llama.cpp's CPU library was built without AVX2: its Q8_0/Q8_1 rounding differs")

    def traits(self, type_name: str) -> _Traits:
        return self.lib.ggml_get_type_traits_cpu(TYPE_IDS[type_name]).contents

    def quantize(self, x: torch.Tensor, act: str) -> torch.Tensor:
        """x float32 [M, K] -> uint8 [M, row bytes] by llama.cpp's from_float for GGML type
        `act` (an activation format, or a type llama.cpp copies rows into, as into a quantized
        KV cache), into a zeroed buffer: it leaves an all-zero Q8_K block's sums unwritten."""
        fn = FROM_FLOAT(self.traits(act).from_float)
        x = x.float().contiguous()
        out = torch.zeros(x.shape[0], row_bytes(act, x.shape[1]), dtype=torch.uint8)
        for m in range(x.shape[0]):
            fn(x[m].data_ptr(), out[m].data_ptr(), x.shape[1])
        return out

    def gemm(self, xq: torch.Tensor, raw: torch.Tensor, type_name: str, K: int) -> torch.Tensor:
        """float32 [M, N]: llama.cpp's vec_dot of every weight row with every quantized row."""
        fn = VEC_DOT(self.traits(type_name).vec_dot)
        out = torch.empty(xq.shape[0], raw.shape[0])
        s = ctypes.c_float()
        for m in range(xq.shape[0]):
            for n in range(raw.shape[0]):
                fn(K, ctypes.byref(s), 0, raw[n].data_ptr(), 0, xq[m].data_ptr(), 0, 1)
                out[m, n] = s.value
        return out
