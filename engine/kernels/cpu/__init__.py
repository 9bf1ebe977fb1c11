"""CPU SIMD kernels for quantized weights (book Chapter 40): one C library (ggml_cpu.c and its
headers), built on first use and loaded with ctypes; this package gathers its Python API.

- library.py: building and loading the library, its type table checked against the
  registry, paths (`scalar`, `avx2`, `avxvnni`, `avx512`, `avx512vnni`, `amx`) and threads;
- gemm.py: float activations, `ggml_gemm(x, raw, type_name)` = x @ W.T with W the GGML-decoded
  rows read where they lie (matrix-vector kernels for decode, tiles + BLAS for prefill),
  `affine_gemm`, `dequant_rows`;
- q8.py: int8 activations as llama.cpp quantizes them, then integer dot products;
- dequant_exact.py: whole blocks decoded bit for bit as gguf-py does;
- decode_step.py: a whole one-token decode step in one call, running the program that
  step_program.py compiles from the model's own description of its layers (step_records.py:
  the op records and step_spec fields it may hold) into records over its weights (step_desc.py)
  that step_cpu.py turns into the C records;
- reference.py: the pure-PyTorch definitions the kernels are tested against.
The path and thread count of a call come from the model's Backend (engine/kernels/backend.py).
"""
from engine.kernels.cpu.build import NoCompiler  # noqa: F401
from engine.kernels.cpu.gemm import (PREFILL_ROWS, TILE_FLOATS, affine_gemm, dequant_rows,  # noqa: F401
                                     ggml_gemm, ggml_gemm_into)
from engine.kernels.cpu.library import (KERNEL_TYPES, PATHS, PROVIDES, available, batch_invariant,  # noqa: F401
                                        best_path, check_path, check_type_table, require_library,
                                        runnable_paths, set_batch_invariant, supports, thread_count,
                                        unavailable_reason)
from engine.kernels.cpu.q8 import (ACT_BLOCKS, ACT_TYPES, Q8_WEIGHTS, act_type_name,  # noqa: F401
                                   ggml_gemm_q8, ggml_gemm_q8_glu, ggml_gemm_q8_into, ggml_gemm_q8_quantized,
                                   quantize_activations, supports_q8)
from engine.kernels.cpu.q8 import tiled as q8_tiled  # noqa: F401
from engine.kernels.cpu.reference import (affine_gemm_reference, ggml_gemm_q8_reference,  # noqa: F401
                                          ggml_gemm_reference, quantize_activations_reference)
