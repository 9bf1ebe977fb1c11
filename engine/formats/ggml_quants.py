"""GGML block types: one table of ids, names and block sizes; decoders and encoders by name.

Every tensor type is a run of fixed-size blocks over consecutive weights of one row.
`BLOCK[name] = (weights_per_block, bytes_per_block)`, with the byte count written as
the sum of the block's fields so the layout can be read off the table. The decoders live
by family in ggml_legacy (plain and 32-weight blocks), ggml_kquants (K-quants, ternary)
and ggml_iquants (codebooks, FP4); the encoders in ggml_encoders and ggml_kencoders.
"""
import math
import os

import torch

from .ggml_legacy import DECODERS as _LEGACY, f16, nibbles, bits, u16, u32  # noqa: F401
from .ggml_legacy import (dequant_f32, dequant_f16, dequant_bf16, dequant_f64,  # noqa: F401
                          dequant_i8, dequant_i16, dequant_i32, dequant_i64,
                          dequant_q4_0, dequant_q4_1, dequant_q5_0, dequant_q5_1,
                          dequant_q8_0, dequant_q8_1, dequant_q8_k, dequant_q1_0)
from .ggml_kquants import DECODERS as _KQUANTS, QK_K, scale_min_k4, q6_k_codes  # noqa: F401
from .ggml_kquants import (dequant_q2_k, dequant_q3_k, dequant_q4_k, dequant_q5_k,  # noqa: F401
                           dequant_q6_k, dequant_tq1_0, dequant_tq2_0)
from .ggml_iquants import DECODERS as _IQUANTS  # noqa: F401
from .ggml_iquants import (dequant_iq1_s, dequant_iq1_m, dequant_iq2_xxs, dequant_iq2_xs,  # noqa: F401
                           dequant_iq2_s, dequant_iq3_xxs, dequant_iq3_s, dequant_iq4_nl,
                           dequant_iq4_xs, dequant_mxfp4, dequant_nvfp4)

# id -> (name, weights per block, bytes per block as the sum of the block's fields)
_TABLE = {
    0: ("F32", 1, 4),
    1: ("F16", 1, 2),
    2: ("Q4_0", 32, 2 + 16),                         # d, 32 x 4-bit
    3: ("Q4_1", 32, 2 + 2 + 16),                     # d, m, 32 x 4-bit
    6: ("Q5_0", 32, 2 + 4 + 16),                     # d, qh (bit 4), 32 x 4-bit
    7: ("Q5_1", 32, 2 + 2 + 4 + 16),                 # d, m, qh, 32 x 4-bit
    8: ("Q8_0", 32, 2 + 32),                         # d, 32 x int8
    9: ("Q8_1", 32, 2 + 2 + 32),                     # d, s = d * sum(q), 32 x int8 (*)
    10: ("Q2_K", 256, 16 + 64 + 2 + 2),              # 4-bit scale|min x 16, 256 x 2-bit, d, dmin
    11: ("Q3_K", 256, 32 + 64 + 12 + 2),             # hmask, 256 x 2 low bits, 16 x 6-bit scales, d
    12: ("Q4_K", 256, 2 + 2 + 12 + 128),             # d, dmin, 8 x 6-bit scale + min, 256 x 4-bit
    13: ("Q5_K", 256, 2 + 2 + 12 + 32 + 128),        # ... as Q4_K, plus qh (bit 4)
    14: ("Q6_K", 256, 128 + 64 + 16 + 2),            # ql, qh, 16 x int8 scales, d
    15: ("Q8_K", 256, 4 + 256 + 2 * 16),             # f32 d, 256 x int8, 16 x i16 sums
    16: ("IQ2_XXS", 256, 2 + 64),                    # d, 8 x (4 grid bytes, u32 signs+scale)
    17: ("IQ2_XS", 256, 2 + 64 + 8),                 # d, 32 x u16 (grid, signs), 16 x 4-bit scales
    18: ("IQ3_XXS", 256, 2 + 64 + 32),               # d, 64 grid bytes, 8 x u32 signs+scale
    19: ("IQ1_S", 256, 2 + 32 + 16),                 # d, 32 grid bytes, 8 x u16 qh
    20: ("IQ4_NL", 32, 2 + 16),                      # d, 32 x 4-bit level index
    21: ("IQ3_S", 256, 2 + 64 + 8 + 32 + 4),         # d, grid bytes, qh, sign bits, 8 x 4-bit scales
    22: ("IQ2_S", 256, 2 + 32 + 32 + 8 + 8),         # d, grid bytes, sign bits, qh, 16 x 4-bit scales
    23: ("IQ4_XS", 256, 2 + 2 + 4 + 128),            # d, scales_h, scales_l, 256 x 4-bit
    24: ("I8", 1, 1),
    25: ("I16", 1, 2),
    26: ("I32", 1, 4),
    27: ("I64", 1, 8),
    28: ("F64", 1, 8),
    29: ("IQ1_M", 256, 32 + 16 + 8),                 # grid bytes, qh, 4 x u16 scales (+ d)
    30: ("BF16", 1, 2),
    34: ("TQ1_0", 256, 48 + 4 + 2),                  # 5 trits a byte, 4 trits a byte, d
    35: ("TQ2_0", 256, 64 + 2),                      # 256 x 2-bit, d
    39: ("MXFP4", 32, 1 + 16),                       # E8M0 exponent, 32 x E2M1
    40: ("NVFP4", 64, 4 + 32),                       # 4 x UE4M3 scales, 64 x E2M1
    41: ("Q1_0", 128, 2 + 16),                       # d, 128 sign bits
}

# (*) gguf-py 0.19 lists Q8_1 as 40 bytes (its old f32 d and s); llama.cpp's block_q8_1 is 36.

# Type ids llama.cpp once used and has removed; a file carrying one is refused by name.
REMOVED = {4: "Q4_2", 5: "Q4_3", 31: "Q4_0_4_4", 32: "Q4_0_4_8", 33: "Q4_0_8_8",
           36: "IQ4_NL_4_4", 37: "IQ4_NL_4_8", 38: "IQ4_NL_8_8"}

NAMES = {tid: name for tid, (name, _, _) in _TABLE.items()}
TYPES = {name: tid for tid, name in NAMES.items()}
BLOCK = {name: (n, size) for _, (name, n, size) in _TABLE.items()}

# Byte offsets of the f16 scale fields in each block (IQ1_M spreads its d over the top
# nibbles of its four scale words at bytes 48..55 instead). Tests and benchmarks write
# moderate values there so random blocks decode to finite weights.
F16_FIELDS = {
    "Q4_0": (0,), "Q4_1": (0, 2), "Q5_0": (0,), "Q5_1": (0, 2), "Q8_0": (0,), "Q8_1": (0, 2),
    "Q2_K": (80, 82), "Q3_K": (108,), "Q4_K": (0, 2), "Q5_K": (0, 2), "Q6_K": (208,),
    "IQ2_XXS": (0,), "IQ2_XS": (0,), "IQ2_S": (0,), "IQ3_XXS": (0,), "IQ3_S": (0,), "IQ1_S": (0,),
    "IQ4_NL": (0,), "IQ4_XS": (0,), "TQ1_0": (52,), "TQ2_0": (64,), "Q1_0": (0,),
}

# name -> decoder of uint8 [n_blocks, bytes_per_block] -> float32 [n_blocks, weights_per_block]
DECODERS = {**_LEGACY, **_KQUANTS, **_IQUANTS}

# dequantize() decodes CPU tensors with the C library (engine/kernels/cpu/dequant_blocks.h,
# bit-exact with the decoders above) when it is built; False forces the PyTorch decoders,
# as GGUF_ENGINE_DECODE=torch does from the start.
C_DECODERS = {"enabled": os.environ.get("GGUF_ENGINE_DECODE", "c").lower() != "torch"}


def row_bytes(type_name: str, row_length: int) -> int:
    """Bytes of one row of `row_length` weights; the row must hold whole blocks."""
    if type_name not in BLOCK:
        raise ValueError(f"unknown GGML type {type_name!r}; known: {', '.join(BLOCK)}")
    n, size = BLOCK[type_name]
    if row_length % n:
        raise ValueError(f"{type_name} rows must be a multiple of {n} weights, got {row_length}")
    return row_length // n * size


def dequantize(raw: torch.Tensor, type_name: str, shape) -> torch.Tensor:
    """Decode the bytes of one tensor (uint8, any shape) -> float32 tensor of `shape`.

    The bytes are read in order as whole blocks, so a 1-D tensor, a [rows, row_bytes]
    matrix and a flat view of the same bytes all decode alike.
    """
    if type_name not in DECODERS:
        known = ", ".join(sorted(DECODERS))
        raise ValueError(f"no decoder for GGML type {type_name!r}; decodable: {known}")
    n, size = BLOCK[type_name]
    shape = tuple(map(int, shape))
    count = math.prod(shape)
    if raw.dtype != torch.uint8:
        raise ValueError(f"{type_name} tensor bytes must be uint8, got {raw.dtype}")
    if count % n or raw.numel() != count // n * size:
        raise ValueError(f"{type_name} tensor of shape {list(shape)} needs {count // n * size} "
                         f"bytes in blocks of {n} weights, got {raw.numel()} bytes")
    if count == 0:
        return torch.zeros(shape, dtype=torch.float32)
    if C_DECODERS["enabled"] and type_name != "F32" and raw.device.type == "cpu":
        from ..kernels.cpu import dequant_exact   # F32 stays a view of the bytes, no copy
        if dequant_exact.decodes(type_name):
            return dequant_exact.decode(raw, type_name, count // n, n).view(shape)
    blocks = raw.reshape(-1, size)
    return DECODERS[type_name](blocks).reshape(shape)


def quantize(w: torch.Tensor, type_name: str, importance=None) -> torch.Tensor:
    """Encode float weights [rows, cols] -> uint8 [rows, row_bytes(type_name, cols)].

    `importance` (float [cols], optional) weights each column's squared error in the
    searching encoders (K-quants, IQ4) and turns Q4_0/Q4_1/Q5_0/Q5_1 into a weighted
    search (ggml_wencoders), as llama.cpp's imatrix does; `uses_importance(type_name)`
    says whether a type takes one.
    """
    from .ggml_encoders import encode
    return encode(w, type_name, importance)


def uses_importance(type_name: str) -> bool:
    """Whether `quantize(..., importance=...)` changes `type_name`'s encoding."""
    from .ggml_encoders import uses_importance as uses
    return uses(type_name)


def quantize_q4_k_minmax(w: torch.Tensor) -> torch.Tensor:
    """The plain min/max Q4_K encoder (no search), the baseline the search improves on."""
    from .ggml_kencoders import quantize_q4_k_minmax as minmax
    return minmax(w)
