"""Triton as a backend: `TritonBackend`, what `Backend(device, "triton", ...)` gives.

It answers the matmuls over quantized weights it has kernels for (the direct GGML types
flagged `triton` in the registry: engine/kernels/triton_blocks.py, and a MoE layer's experts
of those types in one grouped launch: triton_experts.py; the affine and codebook repacks:
triton_formats.py) on CUDA, or in Triton's CPU interpreter (TRITON_INTERPRET=1)
for tests, and decodes those types' blocks where they lie; a weight of a type with no
kernel is held as a dense copy decoded once (`decodes_once`); everything else is the
layer's PyTorch. triton itself is imported only when a kernel runs.
"""
from dataclasses import dataclass

from engine.blocks import registry
from engine.kernels import interpreting
from engine.kernels.backend import Backend


@dataclass(frozen=True)
class TritonBackend(Backend):
    """The Triton kernels of engine/kernels/triton_blocks.py and triton_formats.py (see
    Backend for each operation)."""

    def reads_blocks(self, type_name: str) -> bool:
        return bool(registry.ggml_type(type_name).triton)

    def decodes_once(self, type_name: str) -> bool:
        t = registry.ggml_type(type_name)
        return t.weights > 1 and not (t.triton or t.affine or t.codebook)

    def dequantize(self, raw, type_name, shape):
        if not registry.ggml_type(type_name).triton or not (raw.is_cuda or interpreting()):
            return registry.dequantize(raw, type_name, shape)
        from engine.kernels.triton_blocks import ggml_dequantize
        return ggml_dequantize(raw, type_name, shape)

    def blocks_matmul(self, x, raw, type_name, out_features):
        if not registry.ggml_type(type_name).triton:
            return None
        from engine.kernels.triton_blocks import ggml_matmul
        return ggml_matmul(x, raw, type_name, out_features, decode_rows=self.decode_rows)

    def experts_kernel(self, type_name):
        return bool(registry.ggml_type(type_name).triton)

    def experts_matmul(self, x, raw, type_name, out_features, experts, rows=None, per_expert=None):
        if not self.experts_kernel(type_name):
            return None
        from engine.kernels.triton_experts import ggml_experts_matmul
        return ggml_experts_matmul(x, raw, type_name, out_features, experts, rows, per_expert,
                                   decode_rows=self.decode_rows)

    def affine_matmul(self, x, codes, scales, offsets, group_size, out_features, packed):
        from engine.kernels.triton_formats import affine_matmul
        return affine_matmul(x, codes, scales, offsets, group_size, out_features, packed,
                             decode_rows=self.decode_rows)

    def codebook_matmul(self, x, codes, scales, table, group_size, out_features):
        from engine.kernels.triton_formats import codebook_matmul
        return codebook_matmul(x, codes, scales, table, group_size, out_features, decode_rows=self.decode_rows)

    def fused_decoder(self, model):
        """On CUDA, the decode step replayed as a CUDA graph (engine/kernels/cuda_graph.py)
        where the model captures; in the interpreter none (layer by layer)."""
        from engine.kernels.cuda_graph import GraphedDecoder
        return GraphedDecoder.for_model(model, self)
