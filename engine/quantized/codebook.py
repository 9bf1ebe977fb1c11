"""Codebook layout: `w = levels[code] * scale` per group, with a 16-entry level table.

IQ4_NL, IQ4_XS, MXFP4 and NVFP4 store 4-bit indices into a fixed non-uniform table
(IQ4's fitted values, or the FP4 E2M1 values) and one scale per group. They are not
affine, but repacked the same way - codes packed two a byte (`pairs` order), a scale per
group - one kernel serves them all (`codebook_matmul`). The table lookup and the one
multiply are the GGML decoder's own, so the weights are exact.
"""
import torch

from engine.blocks import registry
from engine.blocks.fields import pack_pairs, pairs
from engine.blocks.iquants import codebook as level_table
from engine.kernels.backend import Backend, default_backend
from engine.quantized.affine import compact, tensor_blocks
from engine.quantized.linear import RowDecodedLinear, epilogue, flat_input


def repack_codebook(raw: torch.Tensor, type_name: str, shape):
    """GGML blocks -> (codes uint8 [rows, cols // 2] packed, scales [rows, cols // g],
    levels float32 [16], g) with `levels[code] * scale` equal to the GGML decoder's weight."""
    if type_name not in registry.CODEBOOK:
        raise ValueError(f"repack_codebook: {type_name} is not a codebook type "
                         f"(codebook types: {', '.join(registry.CODEBOOK)})")
    t = registry.CODEBOOK[type_name]
    rows, cols, blocks = tensor_blocks(raw, t, shape, "repack_codebook")
    codes, scales = t.codebook(blocks)
    codes = pack_pairs(codes.reshape(rows, cols))
    scales = compact(scales.reshape(rows, cols // t.group))
    return codes, scales, level_table(registry.LEVELS[type_name]).clone(), t.group


def codebook_weight(codes, scales, table, group_size) -> torch.Tensor:
    """float32 [rows, cols] = table[code] * scale (the reference)."""
    values = table.to(codes.device)[pairs(codes).long()]
    return values * scales.float().repeat_interleave(group_size, dim=1)


class CodebookQuantLinear(RowDecodedLinear):
    """Linear layer over codebook codes: `w[r, c] = table[codes[r, c]] * scales[r, c // g]`.

    codes: uint8 [out, in // 2], two 4-bit indices a byte (`pairs` order); scales:
    [out, in // g]; table: float32 [16]. Forward: Triton when the backend runs it, else
    row tiles decoded and multiplied in `dtype`. `storage_bytes` counts codes, scales and
    the table.
    """

    def __init__(self, codes, scales, table, group_size, bias=None, dtype=torch.bfloat16,
                 type_name="codebook", backend: Backend | None = None):
        super().__init__()
        out_features, in_features = codes.shape[0], 2 * codes.shape[1]
        if codes.dtype != torch.uint8 or in_features % group_size or \
                tuple(scales.shape) != (out_features, in_features // group_size) or table.numel() != 16:
            raise ValueError(f"CodebookQuantLinear: expected uint8 codes [out, in / 2], scales "
                             f"[out, in / {group_size}], a 16-entry table; found codes "
                             f"{codes.dtype} {list(codes.shape)}, scales {list(scales.shape)}, "
                             f"table {list(table.shape)}")
        self.in_features, self.out_features = in_features, out_features
        self.group_size, self.dtype, self.type_name = group_size, dtype, type_name
        self.backend = backend or default_backend(codes.device)
        self.register_buffer("codes", codes)
        self.register_buffer("scales", scales)
        self.register_buffer("table", table.float())
        self.register_buffer("bias", bias)

    @classmethod
    def from_ggml(cls, raw, type_name, shape, bias=None, dtype=torch.bfloat16, backend=None):
        codes, scales, table, group = repack_codebook(raw, type_name, shape)
        return cls(codes, scales, table, group, bias, dtype, type_name, backend)

    @property
    def storage_bytes(self) -> int:
        return sum(t.numel() * t.element_size() for t in (self.codes, self.scales, self.table))

    def _rows(self, r0, r1):
        return codebook_weight(self.codes[r0:r1], self.scales[r0:r1], self.table, self.group_size)

    def forward(self, x):
        lead = x.shape[:-1]
        x2 = flat_input(x, self.in_features, f"CodebookQuantLinear({self.type_name})")
        y = self.backend.codebook_matmul(x2, self.codes, self.scales, self.table, self.group_size,
                                         self.out_features)
        if y is None:
            y = self.reference(x2)
        return epilogue(y, x, self.bias, lead, self.out_features)
