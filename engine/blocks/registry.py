"""The registry of GGML types: one entry per type, every other table derived from it.

An entry holds the type's id and name, its block layout (weights per block, and the
bytes as the sum of its fields: `Layout`), its decoder and encoder, how it repacks into
the affine layout (`code * scale + offset` per group) or the codebook layout
(`levels[code] * scale`), whether the C library multiplies it, the int8 activation
format its integer dot takes (llama.cpp's "vec_dot_type") and whether a Triton kernel
reads its raw blocks. Tests loop over `REGISTRY`, so a new type is tested by adding its
entry. `dequantize` and `quantize` are the PyTorch reference paths; the C decoders
(engine/kernels/cpu) are checked against this table when their library loads.
"""
import math
from dataclasses import dataclass
from typing import Callable

import torch

from engine.blocks import iquants as iq
from engine.blocks import kquants as kq
from engine.blocks import legacy as lg
from engine.blocks.fields import Layout, f16, u16, u32  # noqa: F401
from engine.blocks.kquants import QK_K, q6_k_codes, scale_min_k4  # noqa: F401
from engine.blocks.legacy import bits, nibbles  # noqa: F401
from engine.quantize import encoders as rounding
from engine.quantize import search_encoders as searching
from engine.quantize import weighted_encoders as weighted


@dataclass(frozen=True)
class GGMLType:
    """One GGML tensor type. Weights come in blocks of `layout.weights` over consecutive
    weights of a row, each `layout.bytes` long."""
    id: int
    name: str
    layout: Layout
    decode: Callable                 # uint8 [n, bytes] -> float32 [n, weights], bit-exact with gguf-py
    encode: Callable | None = None   # float32 [n, weights] -> uint8 [n, bytes] (rounds to nearest)
    search: Callable | None = None   # float32 [rows, cols], importance [cols] | None -> uint8 blocks
    weighted: Callable | None = None  # float32 [rows, cols], importance [cols] -> uint8 blocks
    affine: Callable | None = None   # uint8 [n, bytes] -> (codes, scales, offsets)
    codebook: Callable | None = None  # uint8 [n, bytes] -> (codes, scales), levels `LEVELS[name]`
    group: int = 0                   # weights per scale in the affine / codebook layout
    code_bits: int = 0               # bits of an affine code (4 or fewer pack two a byte)
    kernel: bool = False             # the C library multiplies it (float activations, fused step)
    act: str | None = None           # activation format of its int8 dot (Q8_0, Q8_1, Q8_K)
    triton: bool = False             # a Triton kernel reads its raw blocks (engine/kernels/triton_blocks.py)
    fallback: str | None = None      # what llama.cpp's quantizer writes when rows don't hold whole blocks

    @property
    def weights(self) -> int:
        return self.layout.weights

    @property
    def bytes(self) -> int:
        return self.layout.bytes

    @property
    def takes_importance(self) -> bool:
        """Whether an importance vector changes its encoding (searching or weighted encoders)."""
        return self.search is not None or self.weighted is not None


def _plain(tid, name, size, encode=None, kernel=False):
    return GGMLType(tid, name, Layout(1, value=size), getattr(lg, f"dequant_{name.lower()}"),
                    encode=encode, kernel=kernel)


_ENTRIES = [
    _plain(0, "F32", 4, rounding.encode_f32, kernel=True),
    _plain(1, "F16", 2, rounding.encode_f16, kernel=True),
    GGMLType(2, "Q4_0", lg.Q4_0, lg.dequant_q4_0, rounding.encode_q4_0, weighted=weighted.encode_q4_0,
             affine=lg.affine_q4_0, group=32, code_bits=4, kernel=True, act="Q8_0", triton=True),
    GGMLType(3, "Q4_1", lg.Q4_1, lg.dequant_q4_1, rounding.encode_q4_1, weighted=weighted.encode_q4_1,
             affine=lg.affine_q4_1, group=32, code_bits=4, kernel=True, act="Q8_1", triton=True),
    GGMLType(6, "Q5_0", lg.Q5_0, lg.dequant_q5_0, rounding.encode_q5_0, weighted=weighted.encode_q5_0,
             affine=lg.affine_q5_0, group=32, code_bits=5, kernel=True, act="Q8_0", triton=True),
    GGMLType(7, "Q5_1", lg.Q5_1, lg.dequant_q5_1, rounding.encode_q5_1, weighted=weighted.encode_q5_1,
             affine=lg.affine_q5_1, group=32, code_bits=5, kernel=True, act="Q8_1", triton=True),
    GGMLType(8, "Q8_0", lg.Q8_0, lg.dequant_q8_0, rounding.encode_q8_0,
             affine=lg.affine_q8_0, group=32, code_bits=8, kernel=True, act="Q8_0", triton=True),
    GGMLType(9, "Q8_1", lg.Q8_1, lg.dequant_q8_1),
    GGMLType(10, "Q2_K", kq.Q2_K, kq.dequant_q2_k, search=searching.ENCODERS["Q2_K"],
             affine=kq.affine_q2_k, group=16, code_bits=2, kernel=True, act="Q8_K", triton=True, fallback="Q4_0"),
    GGMLType(11, "Q3_K", kq.Q3_K, kq.dequant_q3_k, search=searching.ENCODERS["Q3_K"],
             affine=kq.affine_q3_k, group=16, code_bits=3, kernel=True, act="Q8_K", triton=True, fallback="Q4_0"),
    GGMLType(12, "Q4_K", kq.Q4_K, kq.dequant_q4_k, search=searching.ENCODERS["Q4_K"],
             affine=kq.affine_q4_k, group=32, code_bits=4, kernel=True, act="Q8_K", triton=True, fallback="Q5_0"),
    GGMLType(13, "Q5_K", kq.Q5_K, kq.dequant_q5_k, search=searching.ENCODERS["Q5_K"],
             affine=kq.affine_q5_k, group=32, code_bits=5, kernel=True, act="Q8_K", triton=True, fallback="Q5_1"),
    GGMLType(14, "Q6_K", kq.Q6_K, kq.dequant_q6_k, search=searching.ENCODERS["Q6_K"],
             affine=kq.affine_q6_k, group=16, code_bits=6, kernel=True, act="Q8_K", triton=True, fallback="Q8_0"),
    GGMLType(15, "Q8_K", lg.Q8_K, lg.dequant_q8_k),
    GGMLType(16, "IQ2_XXS", iq.IQ2_XXS, iq.dequant_iq2_xxs, fallback="IQ4_NL", kernel=True, act="Q8_K"),
    GGMLType(17, "IQ2_XS", iq.IQ2_XS, iq.dequant_iq2_xs, fallback="IQ4_NL", kernel=True, act="Q8_K"),
    GGMLType(18, "IQ3_XXS", iq.IQ3_XXS, iq.dequant_iq3_xxs, fallback="IQ4_NL", kernel=True, act="Q8_K"),
    GGMLType(19, "IQ1_S", iq.IQ1_S, iq.dequant_iq1_s, fallback="IQ4_NL", kernel=True, act="Q8_K"),
    GGMLType(20, "IQ4_NL", iq.IQ4_NL, iq.dequant_iq4_nl, search=searching.ENCODERS["IQ4_NL"],
             codebook=iq.codebook_iq4_nl, group=32, kernel=True, act="Q8_0", triton=True),
    GGMLType(21, "IQ3_S", iq.IQ3_S, iq.dequant_iq3_s, fallback="IQ4_NL", kernel=True, act="Q8_K"),
    GGMLType(22, "IQ2_S", iq.IQ2_S, iq.dequant_iq2_s, fallback="IQ4_NL", kernel=True, act="Q8_K"),
    GGMLType(23, "IQ4_XS", iq.IQ4_XS, iq.dequant_iq4_xs, search=searching.ENCODERS["IQ4_XS"],
             codebook=iq.codebook_iq4_xs, group=32, kernel=True, act="Q8_K", triton=True,
             fallback="IQ4_NL"),
    _plain(24, "I8", 1),
    _plain(25, "I16", 2),
    _plain(26, "I32", 4),
    _plain(27, "I64", 8),
    _plain(28, "F64", 8),
    GGMLType(29, "IQ1_M", iq.IQ1_M, iq.dequant_iq1_m, fallback="IQ4_NL", kernel=True, act="Q8_K"),
    _plain(30, "BF16", 2, rounding.encode_bf16, kernel=True),
    GGMLType(34, "TQ1_0", kq.TQ1_0, kq.dequant_tq1_0, rounding.encode_tq1_0, fallback="Q4_0",
             kernel=True, act="Q8_K"),
    GGMLType(35, "TQ2_0", kq.TQ2_0, kq.dequant_tq2_0, rounding.encode_tq2_0, fallback="Q4_0",
             kernel=True, act="Q8_K"),
    GGMLType(39, "MXFP4", iq.MXFP4, iq.dequant_mxfp4, rounding.encode_mxfp4,
             codebook=iq.codebook_mxfp4, group=32, kernel=True, act="Q8_0", triton=True),
    GGMLType(40, "NVFP4", iq.NVFP4, iq.dequant_nvfp4, codebook=iq.codebook_nvfp4, group=16,
             kernel=True, act="Q8_0"),
    GGMLType(41, "Q1_0", lg.Q1_0, lg.dequant_q1_0),
]

REGISTRY = {t.name: t for t in _ENTRIES}          # name -> GGMLType

# Type ids llama.cpp once used and has removed; a file carrying one is refused by name.
REMOVED = {4: "Q4_2", 5: "Q4_3", 31: "Q4_0_4_4", 32: "Q4_0_4_8", 33: "Q4_0_8_8",
           36: "IQ4_NL_4_4", 37: "IQ4_NL_4_8", 38: "IQ4_NL_8_8"}

# ---- tables derived from the registry (the book's names)
NAMES = {t.id: t.name for t in _ENTRIES}                       # ggml type id -> name
TYPES = {t.name: t.id for t in _ENTRIES}                       # name -> ggml type id
BLOCK = {t.name: (t.weights, t.bytes) for t in _ENTRIES}       # name -> (weights, bytes) a block
DECODERS = {t.name: t.decode for t in _ENTRIES}
AFFINE = {t.name: t for t in _ENTRIES if t.affine is not None}
CODEBOOK = {t.name: t for t in _ENTRIES if t.codebook is not None}
LEVELS = iq.LEVELS                                             # codebook type -> its 16 levels' table
ACT_TYPES = {t.name: t.act for t in _ENTRIES if t.act}         # weight type -> int8 activation format
ACT_FORMATS = ("Q8_0", "Q8_1", "Q8_K")                          # formats activations quantize to
# Byte offsets of the f16 scale fields of each block (IQ1_M spreads its d over its scale
# words). Tests and benchmarks write moderate values there so random blocks decode finite.
F16_FIELDS = {
    t.name: tuple(sum(list(t.layout.fields.values())[:i])
                  for i, (field, size) in enumerate(t.layout.fields.items())
                  if size == 2 and field in ("d", "m", "dmin", "s"))
    for t in _ENTRIES if t.weights > 1 and "d" in t.layout.fields and t.layout.fields["d"] == 2
}


def ggml_type(name: str) -> GGMLType:
    """The registry entry of `name`; ValueError naming the known types otherwise."""
    if name not in REGISTRY:
        raise ValueError(f"unknown GGML type {name!r}; known: {', '.join(REGISTRY)}")
    return REGISTRY[name]


def row_bytes(type_name: str, row_length: int) -> int:
    """Bytes of one row of `row_length` weights; the row must hold whole blocks."""
    t = ggml_type(type_name)
    if row_length % t.weights:
        raise ValueError(f"{type_name} rows must be a multiple of {t.weights} weights, got {row_length}")
    return row_length // t.weights * t.bytes


def dequantize(raw: torch.Tensor, type_name: str, shape) -> torch.Tensor:
    """Decode the bytes of one tensor (uint8, any shape) -> float32 tensor of `shape`, with
    the PyTorch decoders (the reference; `Backend.dequantize` may take the C decoders).

    The bytes are read in order as whole blocks, so a 1-D tensor, a [rows, row_bytes]
    matrix and a flat view of the same bytes all decode alike.
    """
    t = ggml_type(type_name)
    shape = tuple(map(int, shape))
    count = math.prod(shape)
    check_bytes(raw, t, shape)
    if count == 0:
        return torch.zeros(shape, dtype=torch.float32)
    return t.decode(raw.reshape(-1, t.bytes)).reshape(shape)


def check_bytes(raw: torch.Tensor, t: GGMLType, shape) -> None:
    """`raw` must be uint8 holding exactly the whole blocks of a tensor of `shape`."""
    count = math.prod(shape)
    if raw.dtype != torch.uint8:
        raise ValueError(f"{t.name} tensor bytes must be uint8, got {raw.dtype}")
    if count % t.weights or raw.numel() != count // t.weights * t.bytes:
        raise ValueError(f"{t.name} tensor of shape {list(shape)} needs {count // t.weights * t.bytes} "
                         f"bytes in blocks of {t.weights} weights, got {raw.numel()} bytes")


def fallback_type(kind: str, row_length: int) -> str:
    """The type a `kind` tensor is written as when its rows do not hold whole blocks, the
    choice llama.cpp's quantizer makes: `kind` when they do; else the entry's `fallback`
    (Q4_K -> Q5_0, Q5_K -> Q5_1, Q6_K -> Q8_0, Q2_K / Q3_K / TQ -> Q4_0, IQ -> IQ4_NL), or
    `kind` itself for a 32-weight type; then F16 if that does not fit either."""
    t = ggml_type(kind)
    if row_length % t.weights == 0:
        return kind
    if t.fallback is None and t.weights > 32:
        raise ValueError(f"no fallback type for {kind} rows of {row_length} weights")
    new = t.fallback or kind
    return new if row_length % REGISTRY[new].weights == 0 else "F16"


def uses_importance(type_name: str) -> bool:
    """Whether `quantize(..., importance=...)` changes `type_name`'s encoding (as in llama.cpp:
    the searching K-quant / IQ4 encoders and the weighted Q4_0, Q4_1, Q5_0, Q5_1 search)."""
    return ggml_type(type_name).takes_importance


def encodable_types() -> list[str]:
    """The types `quantize` writes."""
    return [t.name for t in _ENTRIES if t.encode or t.search]


def quantize(w: torch.Tensor, type_name: str, importance=None) -> torch.Tensor:
    """Encode float weights [rows, cols] -> uint8 [rows, row_bytes(type_name, cols)].

    `importance` (float [cols], optional) weights each column's squared error in the
    searching encoders (K-quants, IQ4) and turns Q4_0/Q4_1/Q5_0/Q5_1 into a weighted
    search, as llama.cpp's imatrix does; `uses_importance(type_name)` says whether a type
    takes one.
    """
    t = ggml_type(type_name)
    if t.encode is None and t.search is None:
        raise ValueError(f"no encoder for GGML type {type_name!r}; encodable: {', '.join(encodable_types())}")
    if w.dim() != 2:
        raise ValueError(f"quantize to {type_name} takes a [rows, cols] matrix, got shape {list(w.shape)}")
    rows, cols = w.shape
    if cols % t.weights:
        raise ValueError(f"{type_name} rows must hold whole blocks of {t.weights} weights; "
                         f"got rows of {cols} weights")
    x = w.detach().to(torch.float32).contiguous()
    if t.search is not None:
        q = t.search(x, importance)
    elif importance is None:
        q = t.encode(x.reshape(-1, t.weights))
    elif t.weighted is not None:
        imp = torch.as_tensor(importance, dtype=torch.float32).reshape(-1)
        if imp.numel() != cols:
            raise ValueError(f"importance must hold one value per column ({cols}), got {imp.numel()}")
        q = t.weighted(x, imp)
    else:
        users = [u.name for u in _ENTRIES if u.takes_importance]
        raise ValueError(f"{type_name} rounds to nearest and takes no importance; importance "
                         f"is used by {', '.join(users)}")
    return q.reshape(rows, cols // t.weights * t.bytes)


def quantize_q4_k_minmax(w: torch.Tensor) -> torch.Tensor:
    """The plain min/max Q4_K encoder (no search), the baseline the search improves on."""
    return searching.quantize_q4_k_minmax(w)


__all__ = ["ACT_FORMATS", "ACT_TYPES", "AFFINE", "BLOCK", "CODEBOOK", "DECODERS", "F16_FIELDS",
           "GGMLType", "LEVELS", "Layout", "NAMES", "QK_K", "REGISTRY", "REMOVED", "TYPES",
           "bits", "check_bytes", "dequantize", "encodable_types", "f16", "fallback_type", "ggml_type",
           "nibbles",
           "q6_k_codes", "quantize", "quantize_q4_k_minmax", "row_bytes", "scale_min_k4", "u16",
           "u32", "uses_importance"]
