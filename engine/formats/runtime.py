"""Quantized layers, book Chapter 38: the public names in one place.

The layers live in engine/quantized/ (linear.py: dense and raw-block layers; affine.py:
`repack_ggml` and `AffineQuantLinear`; codebook.py; embedding.py; experts.py;
select.py: which layer a tensor gets). How they compute is their `Backend`
(engine/kernels/backend.py). `pack_nibbles` / `unpack_nibbles` are the affine layer's
nibble order, `engine.blocks.fields.pack_pairs` / `pairs` (column 2i in the low nibble).
"""
from engine.blocks.fields import pack_pairs as pack_nibbles, pairs as unpack_nibbles  # noqa: F401
from engine.blocks.registry import AFFINE, CODEBOOK, REGISTRY  # noqa: F401
from engine.kernels.backend import ACTIVATIONS, CPU_KERNELS, Backend, default_backend, resolve_backend  # noqa: F401
from engine.quantized.affine import AffineQuantLinear, affine_weight, repack_ggml  # noqa: F401
from engine.quantized.codebook import CodebookQuantLinear, codebook_weight, repack_codebook  # noqa: F401
from engine.quantized.embedding import QuantEmbedding  # noqa: F401
from engine.quantized.experts import QuantExperts  # noqa: F401
from engine.quantized.linear import DENSE, DTYPE_NAMES, DenseLinear, GGMLQuantLinear, RowDecodedLinear  # noqa: F401
from engine.quantized.select import LAYOUTS, auto_layout, quant_linear, resident_bits_report, set_backend  # noqa: F401
from engine.quantized.select import resident_vs_file  # noqa: F401
