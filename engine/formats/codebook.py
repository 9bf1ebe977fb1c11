"""Codebook GGML types: `w = table[code] * scale` per group, with a 16-entry table.

IQ4_NL, IQ4_XS, MXFP4 and NVFP4 store 4-bit indices into a fixed non-uniform table
(IQ4's fitted values, or the FP4 E2M1 values) and one scale per group. They are not
affine, but repacked the same way - codes packed two a byte (even column in the low
nibble), a scale per group - one kernel serves them all (`codebook_matmul`). The table
lookup and the one multiply are the GGML decoder's own, so the weights are exact.
"""
import torch

from .repack import (QK_K, _compact, _f16, _nibbles32, _split, pack_nibbles, tensor_blocks,
                     unpack_nibbles)
from .runtime import RowDecodedLinear, _epilogue, _flat, _use_triton

# llama.cpp's kvalues_iq4nl, and the E2M1 (FP4) values doubled as GGML stores them
IQ4_VALUES = (-127, -104, -83, -65, -49, -35, -22, -10, 1, 13, 25, 38, 53, 69, 89, 113)
FP4_VALUES = (0, 1, 2, 3, 4, 6, 8, 12, 0, -1, -2, -3, -4, -6, -8, -12)


def e8m0_half(e: torch.Tensor) -> torch.Tensor:
    """MXFP4's E8M0 exponent byte -> float32 2**(e - 128) (half of 2**(e - 127), because
    the table holds doubled values), built from its bits as GGML does."""
    e = e.to(torch.int64)
    bits = torch.where(e < 2, 0x00200000 << e, (e - 1) << 23)
    return bits.to(torch.int32).view(torch.float32)


def ue4m3_half(b: torch.Tensor) -> torch.Tensor:
    """NVFP4's unsigned E4M3 scale byte (bias 7) -> float32, halved for the doubled table;
    0 and 0x7F (NaN) decode to 0."""
    exp = (b.to(torch.int32) >> 3) & 0xF
    man = (b & 7).float()
    value = torch.where(exp == 0, man * 2.0 ** -9, (1 + man / 8) * torch.exp2(exp.float() - 7))
    return torch.where((b == 0) | (b == 0x7F), torch.zeros_like(value), value * 0.5)


def _iq4_nl(blocks):
    d, qs = _split(blocks, 2, 16)
    return _nibbles32(qs), _f16(d)


def _iq4_xs(blocks):
    d, scales_h, scales_l, qs = _split(blocks, 2, 2, QK_K // 64, QK_K // 2)
    i = torch.arange(8)
    high = scales_h.contiguous().view(torch.int16).to(torch.int32) & 0xFFFF   # u16 [n, 1]
    low = (scales_l[:, i // 2].to(torch.int32) >> (4 * (i % 2))) & 0x0F
    ls = low | (((high >> (2 * i)) & 3) << 4)
    return _nibbles32(qs), _f16(d) * (ls - 32).float()


def _mxfp4(blocks):
    e, qs = _split(blocks, 1, 16)
    return _nibbles32(qs), e8m0_half(e)


def _nvfp4(blocks):
    d, qs = _split(blocks, 4, 32)
    n = blocks.shape[0]
    q = qs.reshape(n, 4, 1, 8)                     # per 16 weights: byte j = weight j, j + 8
    codes = torch.cat((q & 0x0F, q >> 4), dim=2).reshape(n, 64)
    return codes, ue4m3_half(d)


# name -> (unpacker, weights per block, bytes per block, weights per group, table)
CODEBOOK = {
    "IQ4_NL": (_iq4_nl, 32, 2 + 16, 32, IQ4_VALUES),
    "IQ4_XS": (_iq4_xs, QK_K, 2 + 2 + QK_K // 64 + QK_K // 2, 32, IQ4_VALUES),
    "MXFP4": (_mxfp4, 32, 1 + 16, 32, FP4_VALUES),
    "NVFP4": (_nvfp4, 64, 4 + 32, 16, FP4_VALUES),
}


def repack_codebook(raw: torch.Tensor, type_name: str, shape):
    """GGML blocks -> (codes uint8 [rows, cols // 2] packed, scales [rows, cols // g],
    table float32 [16], g) with `table[code] * scale` equal to the GGML decoder's weight."""
    if type_name not in CODEBOOK:
        raise ValueError(f"repack_codebook: {type_name} is not a codebook type "
                         f"(codebook types: {', '.join(CODEBOOK)})")
    unpack, per_block, block_bytes, group, table = CODEBOOK[type_name]
    rows, cols, blocks = tensor_blocks(raw, type_name, shape, per_block, block_bytes,
                                       "repack_codebook")
    codes, scales = unpack(blocks)
    codes = pack_nibbles(codes.reshape(rows, cols))
    scales = _compact(scales.reshape(rows, cols // group))
    return codes, scales, torch.tensor(table, dtype=torch.float32), group


def codebook_weight(codes, scales, table, group_size) -> torch.Tensor:
    """float32 [rows, cols] = table[code] * scale (the reference)."""
    values = table.to(codes.device)[unpack_nibbles(codes).long()]
    return values * scales.float().repeat_interleave(group_size, dim=1)


class CodebookQuantLinear(RowDecodedLinear):
    """Linear layer over codebook codes: `w[r, c] = table[codes[r, c]] * scales[r, c // g]`.

    codes: uint8 [out, in // 2], two 4-bit indices a byte (even column low); scales:
    [out, in // g]; table: float32 [16]. Forward: Triton on CUDA (or forced under
    TRITON_INTERPRET=1), else row tiles decoded and multiplied in `dtype`.
    `storage_bytes` counts codes, scales and the table.
    """

    def __init__(self, codes, scales, table, group_size, bias=None, dtype=torch.bfloat16,
                 type_name="codebook"):
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
        self.register_buffer("codes", codes)
        self.register_buffer("scales", scales)
        self.register_buffer("table", table.float())
        self.register_buffer("bias", bias)

    @classmethod
    def from_ggml(cls, raw, type_name, shape, bias=None, dtype=torch.bfloat16):
        codes, scales, table, group = repack_codebook(raw, type_name, shape)
        return cls(codes, scales, table, group, bias, dtype, type_name)

    @property
    def storage_bytes(self) -> int:
        return sum(t.numel() * t.element_size() for t in (self.codes, self.scales, self.table))

    def _rows(self, r0, r1):
        return codebook_weight(self.codes[r0:r1], self.scales[r0:r1], self.table, self.group_size)

    def forward(self, x):
        lead = x.shape[:-1]
        x2 = _flat(x, self.in_features, f"CodebookQuantLinear({self.type_name})")
        if _use_triton(x2):
            from ..kernels.triton_formats import codebook_matmul
            y = codebook_matmul(x2, self.codes, self.scales, self.table, self.group_size,
                                self.out_features)
        else:
            y = self.reference(x2)
        return _epilogue(y, x, self.bias, lead, self.out_features)
