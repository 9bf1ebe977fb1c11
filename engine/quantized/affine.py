"""One affine layout for every legacy and K-quant type: `w = code * scale + offset` per group.

Every legacy and K-quant type decodes to an integer code times a group scale plus a
group offset (32 weights a group, 16 for Q2_K/Q3_K/Q6_K). Pulling codes, scales and
offsets out of the blocks once (`repack_ggml`, with each type's unpacker from the
registry) lets one layer (`AffineQuantLinear`) and one kernel serve all ten types.

Exactness: every scale is an f16 `d` times a small integer (the sub-block scale), and
every code has few bits, so `code * scale` and `offset` are exact in float32 and a single
rounding (the add) remains - the same single rounding the GGML decoder does. Q6_K is the
tightest case: 11 bits of `d` x 7 of the scale x 6 of the code = 24 bits, exactly
float32's significand. Scales that f16 holds exactly are stored as f16; K-quant products
`d * sc` generally are not, so those stay float32.

Codes are uint8 in natural weight order, 4-bit ones packed two a byte in `pairs` order
(column 2i in the low nibble; GGML's own `halves` order pairs weight j with j + 16).
"""
import torch
from torch import nn

from engine.blocks import registry
from engine.blocks.fields import pack_pairs, pairs
from engine.kernels.backend import Backend, default_backend
from engine.quantized.linear import epilogue, flat_input, nbytes, tiled_matmul


def compact(t: torch.Tensor) -> torch.Tensor:
    """float32 -> float16 when every value survives the round trip, else unchanged."""
    half = t.half()
    if torch.equal(half.float(), t):
        return half
    return t


def tensor_blocks(raw, t: registry.GGMLType, shape, what):
    """(rows, cols, blocks uint8 [n_blocks, bytes]) of a [rows, cols] tensor's bytes, after
    checking that rows hold whole blocks and that the byte count fits the shape."""
    rows, cols = (int(s) for s in shape)
    if cols % t.weights:
        raise ValueError(f"{what}: {t.name} rows must be a multiple of {t.weights} "
                         f"weights, shape {list(shape)} has {cols}")
    n_blocks = rows * cols // t.weights
    if raw.numel() != n_blocks * t.bytes:
        raise ValueError(f"{what}: {t.name} {list(shape)} needs {n_blocks * t.bytes} "
                         f"bytes, found {raw.numel()}")
    return rows, cols, raw.reshape(n_blocks, t.bytes)


def repack_ggml(raw: torch.Tensor, type_name: str, shape, chunk_blocks: int = 1 << 16):
    """GGML blocks -> (codes, scales, offsets, group_size, packed) with exactly the weights
    the GGML decoder gives: `codes[r, c] * scales[r, c // g] + offsets[r, c // g]` in
    float32 equals it bit for bit. (Your engine: Chapter 38)

    raw: uint8 bytes of the tensor (any shape), `shape` = [rows, cols] in PyTorch order.
    codes: uint8 [rows, cols] (or [rows, cols // 2] when `packed`, for 4-bit-or-less
    codes); scales, offsets: [rows, cols // g], float16 where exact, else float32.
    """
    if type_name not in registry.AFFINE:
        raise ValueError(f"repack_ggml: {type_name} is not an affine GGML type "
                         f"(affine types: {', '.join(registry.AFFINE)})")
    t = registry.AFFINE[type_name]
    rows, cols, blocks = tensor_blocks(raw, t, shape, "repack_ggml")
    parts = [t.affine(blocks[i:i + chunk_blocks]) for i in range(0, blocks.shape[0], chunk_blocks)]
    codes = torch.cat([p[0] for p in parts]).reshape(rows, cols)
    scales = torch.cat([p[1] for p in parts]).reshape(rows, cols // t.group)
    offsets = torch.cat([p[2] for p in parts]).reshape(rows, cols // t.group)
    packed = t.code_bits <= 4
    if packed:
        codes = pack_pairs(codes)
    return codes, compact(scales), compact(offsets), t.group, packed


def affine_weight(codes, scales, offsets, group_size, packed) -> torch.Tensor:
    """The float32 weight [rows, cols] an affine layout stands for (the reference)."""
    if packed:
        codes = pairs(codes)
    s = scales.float().repeat_interleave(group_size, dim=1)
    o = offsets.float().repeat_interleave(group_size, dim=1)
    return codes.float() * s + o


class AffineQuantLinear(nn.Module):
    """Linear layer over affine codes: `w[r, c] = codes[r, c] * scales[r, c // g] + offsets[r, c // g]`.

    codes: uint8 [out, in] or, when `packed`, [out, in // 2] with column 2i in the low
    nibble of byte i; scales, offsets: [out, in // g] (float16 or float32). `perm`
    (LongTensor [in]) says stored column c multiplies input feature perm[c] (GPTQ's act
    order); `dtype` is the matmul dtype of the reference path. `storage_bytes` counts
    codes, scales, offsets and perm (not the bias). Forward by the backend: Triton's
    `affine_matmul`, the C `affine_gemm` for decode-sized batches, else the reference.
    """

    def __init__(self, codes, scales, offsets, group_size, packed, perm=None, bias=None,
                 dtype=torch.bfloat16, backend: Backend | None = None):
        super().__init__()
        if codes.dtype != torch.uint8 or codes.dim() != 2:
            raise ValueError(f"AffineQuantLinear: codes must be 2-D uint8, found "
                             f"{codes.dtype} {tuple(codes.shape)}")
        out_features, in_features = codes.shape[0], codes.shape[1] * (2 if packed else 1)
        if group_size <= 0 or in_features % group_size:
            raise ValueError(f"AffineQuantLinear: in_features {in_features} is not a multiple "
                             f"of group_size {group_size}")
        groups = (out_features, in_features // group_size)
        for name, t in (("scales", scales), ("offsets", offsets)):
            if tuple(t.shape) != groups or not t.is_floating_point():
                raise ValueError(f"AffineQuantLinear: {name} must be float {list(groups)}, "
                                 f"found {t.dtype} {list(t.shape)}")
        if perm is not None and tuple(perm.shape) != (in_features,):
            raise ValueError(f"AffineQuantLinear: perm must be [{in_features}], found {list(perm.shape)}")
        if bias is not None and tuple(bias.shape) != (out_features,):
            raise ValueError(f"AffineQuantLinear: bias must be [{out_features}], found {list(bias.shape)}")
        self.in_features, self.out_features = in_features, out_features
        self.group_size, self.packed, self.dtype = group_size, bool(packed), dtype
        self.type_name = f"affine{group_size}"
        self.backend = backend or default_backend(codes.device)
        self.register_buffer("codes", codes)
        self.register_buffer("scales", scales)
        self.register_buffer("offsets", offsets)
        self.register_buffer("perm", None if perm is None else perm.long())
        self.register_buffer("bias", bias)

    @classmethod
    def from_packed(cls, packed, scales, offsets, group_size, perm=None, bias=None,
                    dtype=torch.bfloat16, backend=None):
        """4-bit codes packed along the input dimension: uint8 [out, in // 2] (two a byte) or
        int32 [out, in // 8] (eight a word, lowest nibble first, as GPTQ/AWQ store them)."""
        if packed.dtype == torch.int32:
            packed = packed.contiguous().view(torch.uint8)  # little-endian: nibble order kept
        return cls(packed, scales, offsets, group_size, True, perm, bias, dtype, backend)

    @classmethod
    def from_ggml(cls, raw, type_name, shape, bias=None, dtype=torch.bfloat16, backend=None):
        """GGML blocks of an affine type (registry `affine`) -> layer with the same weights."""
        layer = cls(*repack_ggml(raw, type_name, shape), bias=bias, dtype=dtype, backend=backend)
        layer.type_name = type_name
        return layer

    @property
    def storage_bytes(self) -> int:
        return nbytes(self.codes, self.scales, self.offsets, self.perm)

    def _stored_rows(self, r0, r1) -> torch.Tensor:
        """float32 weight rows [r1 - r0, in] in stored column order."""
        return affine_weight(self.codes[r0:r1], self.scales[r0:r1], self.offsets[r0:r1],
                             self.group_size, self.packed)

    def dequantized_weight(self) -> torch.Tensor:
        """float32 [out, in] in input-feature order."""
        w = self._stored_rows(0, self.out_features)
        if self.perm is None:
            return w
        return torch.empty_like(w).index_copy_(1, self.perm, w)

    def reference(self, x):
        """x [M, in] (stored column order) @ W.T by dequantize + matmul, in `self.dtype`."""
        return tiled_matmul(x, self.out_features, self._stored_rows, self.dtype)

    def forward(self, x):
        lead = x.shape[:-1]
        x2 = flat_input(x, self.in_features, "AffineQuantLinear")
        if self.perm is not None:
            x2 = x2.index_select(1, self.perm)
        y = self.backend.affine_matmul(x2, self.codes, self.scales, self.offsets, self.group_size,
                                       self.out_features, self.packed)
        if y is None:
            y = self.reference(x2)
        return epilogue(y, x, self.bias, lead, self.out_features)
