"""Triton as a backend: `TritonBackend`, what `Backend(device, "triton", ...)` gives.

It answers the matmuls over quantized weights it has kernels for (the direct GGML types
flagged `triton` in the registry, the affine and codebook repacks) on CUDA, or in Triton's
CPU interpreter (TRITON_INTERPRET=1) for tests; everything else is the layer's PyTorch.
triton itself is imported only when a kernel runs.
"""
from dataclasses import dataclass

from engine.blocks import registry
from engine.kernels.backend import Backend


@dataclass(frozen=True)
class TritonBackend(Backend):
    """The Triton kernels of engine/kernels/triton_formats.py (see Backend for each operation)."""

    def reads_blocks(self, type_name: str) -> bool:
        return bool(registry.ggml_type(type_name).triton)

    def blocks_matmul(self, x, raw, type_name, out_features):
        if not registry.ggml_type(type_name).triton:
            return None
        from engine.kernels.triton_formats import ggml_matmul
        return ggml_matmul(x, raw, type_name, out_features)

    def affine_matmul(self, x, codes, scales, offsets, group_size, out_features, packed):
        from engine.kernels.triton_formats import affine_matmul
        return affine_matmul(x, codes, scales, offsets, group_size, out_features, packed,
                             decode_rows=self.decode_rows)

    def codebook_matmul(self, x, codes, scales, table, group_size, out_features):
        from engine.kernels.triton_formats import codebook_matmul
        return codebook_matmul(x, codes, scales, table, group_size, out_features, decode_rows=self.decode_rows)
