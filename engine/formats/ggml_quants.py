"""GGML block types, book Chapter 38: the public names in one place.

The facts of every type live in one registry (engine/blocks/registry.py); the decoders
by family in engine/blocks/ (legacy.py, kquants.py, iquants.py), the encoders in
engine/quantize/. `dequantize` here takes the C decoders when they are built (the
registry's own `dequantize` is the PyTorch reference).
"""
from engine.blocks.iquants import (dequant_iq1_m, dequant_iq1_s, dequant_iq2_s, dequant_iq2_xs,  # noqa: F401
                                   dequant_iq2_xxs, dequant_iq3_s, dequant_iq3_xxs, dequant_iq4_nl,
                                   dequant_iq4_xs, dequant_mxfp4, dequant_nvfp4)
from engine.blocks.kquants import (dequant_q2_k, dequant_q3_k, dequant_q4_k, dequant_q5_k,  # noqa: F401
                                   dequant_q6_k, dequant_tq1_0, dequant_tq2_0)
from engine.blocks.legacy import (dequant_bf16, dequant_f16, dequant_f32, dequant_f64,  # noqa: F401
                                  dequant_i8, dequant_i16, dequant_i32, dequant_i64, dequant_q1_0,
                                  dequant_q4_0, dequant_q4_1, dequant_q5_0, dequant_q5_1,
                                  dequant_q8_0, dequant_q8_1, dequant_q8_k)
from engine.blocks.registry import *  # noqa: F401,F403
from engine.kernels.backend import dequantize  # noqa: F401
