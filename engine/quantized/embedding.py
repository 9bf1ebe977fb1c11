"""An embedding table that stays in its GGML blocks: only the looked-up rows are decoded.

A token embedding is a lookup, not a matmul, so it needs no kernel: gather the rows'
bytes and decode them with the block type's decoder. Exact, and the table stays at
the file's size (for a tied model the same bytes also serve as `lm_head`).
"""
import torch
from torch import nn

from engine.blocks import registry
from engine.kernels.backend import Backend, default_backend


class QuantEmbedding(nn.Module):
    """Embedding over raw GGML rows: raw uint8 [num_embeddings, row_bytes]."""

    def __init__(self, raw: torch.Tensor, type_name: str, shape, dtype=torch.float32,
                 backend: Backend | None = None):
        super().__init__()
        rows, cols = shape
        self.type_name, self.num_embeddings, self.embedding_dim = type_name, rows, cols
        self.row_bytes = registry.row_bytes(type_name, cols)
        self.backend = backend or default_backend(raw.device)
        self.register_buffer("raw", raw.reshape(rows, self.row_bytes), persistent=False)
        self.dtype = dtype

    @property
    def storage_bytes(self) -> int:
        return self.raw.numel()

    def forward(self, ids: torch.Tensor) -> torch.Tensor:
        """ids [...] -> [..., embedding_dim] in `dtype`."""
        if ids.numel() and (int(ids.min()) < 0 or int(ids.max()) >= self.num_embeddings):
            raise IndexError(f"token id out of range 0..{self.num_embeddings - 1}")
        rows = self.raw[ids.reshape(-1)]
        dense = self.backend.dequantize(rows, self.type_name, (rows.shape[0], self.embedding_dim))
        return dense.to(self.dtype).reshape(*ids.shape, self.embedding_dim)

    def dequantized_weight(self) -> torch.Tensor:
        return self.backend.dequantize(self.raw, self.type_name, (self.num_embeddings, self.embedding_dim))

    def extra_repr(self):
        return f"{self.num_embeddings}, {self.embedding_dim}, type={self.type_name}"
