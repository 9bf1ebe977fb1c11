"""The fields of a GGML block: its layout, and the bit helpers every decoder reads them with.

A `Layout` lists a block's fields in byte order (`d` 2 bytes, `qs` 16 bytes ...); its size
is their sum, so the table of types shows where every byte goes. `split` cuts uint8 blocks
[n, bytes] into views of those fields. Two nibble orders exist and each has its own name:
`halves` (GGML's: byte j holds weight j low and weight j + run high) and `pairs` (byte i
holds weights 2i low and 2i + 1 high: how the affine layer packs its codes).
"""
import torch


class Layout:
    """A block of `weights` weights stored as named fields of given byte sizes, in order."""

    def __init__(self, weights: int, **fields: int):
        self.weights, self.fields = weights, dict(fields)
        self.bytes = sum(self.fields.values())

    def split(self, blocks: torch.Tensor) -> tuple:
        """uint8 [n, bytes] -> one view [n, size] per field, in order."""
        if blocks.dim() != 2 or blocks.shape[1] != self.bytes:
            raise ValueError(f"blocks must be uint8 [n, {self.bytes}] ({self}), found {tuple(blocks.shape)}")
        return torch.split(blocks, list(self.fields.values()), dim=1)

    def __repr__(self):
        return f"{self.weights} weights: " + " | ".join(f"{k} {v}" for k, v in self.fields.items())


def view_as(columns: torch.Tensor, dtype: torch.dtype) -> torch.Tensor:
    """Reinterpret uint8 [..., k * size] as dtype [..., k] (copying only when unaligned)."""
    x = columns.contiguous()
    size = dtype.itemsize
    if x.storage_offset() % size or any(s % size for s in x.stride()[:-1]):
        x = torch.empty_like(x, memory_format=torch.contiguous_format).copy_(x)
    return x.view(dtype)


def f16(two_byte_columns: torch.Tensor) -> torch.Tensor:
    """uint8 [..., 2k] little-endian half floats -> float32 [..., k]."""
    return view_as(two_byte_columns, torch.float16).float()


def u16(two_byte_columns: torch.Tensor) -> torch.Tensor:
    """uint8 [..., 2k] little-endian unsigned 16-bit words -> int32 [..., k]."""
    return view_as(two_byte_columns, torch.int16).int() & 0xFFFF


def u32(four_byte_columns: torch.Tensor) -> torch.Tensor:
    """uint8 [..., 4k] little-endian 32-bit words -> int64 [..., k] (unsigned values)."""
    return view_as(four_byte_columns, torch.int32).long() & 0xFFFFFFFF


def halves(qs: torch.Tensor, run: int = 16) -> torch.Tensor:
    """GGML's nibble order: uint8 [..., k * run] -> [..., 2 * k * run].

    In each run of `run` bytes, byte j holds weight j in its low nibble and weight j + run
    in its high nibble (run 16: a 32-weight block; Q4_K runs of 32; Q6_K's ql runs of 64).
    Pairing j with j + 1 instead gives plausible garbage.
    """
    q = qs.reshape(*qs.shape[:-1], -1, 1, run)
    return torch.cat([q & 0x0F, q >> 4], dim=-2).reshape(*qs.shape[:-1], -1)


def pack_halves(codes: torch.Tensor, run: int = 16) -> torch.Tensor:
    """The inverse of `halves`: uint8 codes [..., 2 * k * run] (each < 16) -> [..., k * run]."""
    q = codes.to(torch.uint8).reshape(*codes.shape[:-1], -1, 2, run)
    return (q[..., 0, :] | (q[..., 1, :] << 4)).reshape(*codes.shape[:-1], -1)


def pairs(packed: torch.Tensor) -> torch.Tensor:
    """Adjacent nibble order: uint8 [..., k] -> [..., 2k], byte i = weight 2i (low), 2i + 1 (high)."""
    return torch.stack((packed & 0x0F, packed >> 4), dim=-1).flatten(-2)


def pack_pairs(codes: torch.Tensor) -> torch.Tensor:
    """The inverse of `pairs`: uint8 codes [..., 2k] each < 16 -> [..., k]."""
    if codes.shape[-1] % 2:
        raise ValueError(f"pack_pairs: last dimension must be even, got {tuple(codes.shape)}")
    codes = codes.to(torch.uint8)
    return codes[..., 0::2] | (codes[..., 1::2] << 4)


def bits(bytes_: torch.Tensor) -> torch.Tensor:
    """uint8 [..., k] -> uint8 [..., k, 8]: bit b of byte j at [..., j, b] (LSB first)."""
    shifts = torch.arange(8, dtype=torch.uint8, device=bytes_.device)
    return (bytes_.unsqueeze(-1) >> shifts) & 1


def bit_planes(mask: torch.Tensor) -> torch.Tensor:
    """uint8 [n, L] -> [n, 8 * L]: bit b of byte l is weight b * L + l (plane b holds bit b
    of every byte), as Q3_K's hmask and Q5_K's qh store high bits."""
    n, length = mask.shape
    shifts = torch.arange(8, dtype=torch.uint8, device=mask.device).reshape(1, 8, 1)
    return ((mask.reshape(n, 1, length) >> shifts) & 1).reshape(n, 8 * length)


def crumbs(qs: torch.Tensor) -> torch.Tensor:
    """2-bit codes: uint8 [n, k * 32] -> [n, k * 128]. In each run of 32 bytes, bits
    2s..2s+1 of byte j are weight 32 s + j of that run's 128 (Q2_K, Q3_K, Q6_K's qh, TQ2_0)."""
    n = qs.shape[0]
    shifts = torch.tensor([0, 2, 4, 6], dtype=torch.uint8, device=qs.device).view(1, 1, 4, 1)
    return ((qs.reshape(n, -1, 1, 32) >> shifts) & 3).reshape(n, -1)


def pack_bits(b: torch.Tensor) -> torch.Tensor:
    """The inverse of `bits`: uint8 0/1 [n, 8k] -> [n, k], bit j of byte i is element 8i + j."""
    n = b.shape[0]
    weights = (1 << torch.arange(8, dtype=torch.int32)).to(torch.uint8)
    return (b.reshape(n, -1, 8) * weights).sum(-1, dtype=torch.int32).to(torch.uint8)


def pack_crumbs(codes: torch.Tensor) -> torch.Tensor:
    """The inverse of `crumbs`: 2-bit codes uint8 [n, k * 128] -> [n, k * 32]."""
    n = codes.shape[0]
    shifts = torch.tensor([0, 2, 4, 6], dtype=torch.uint8, device=codes.device).view(1, 1, 4, 1)
    q = codes.to(torch.uint8).reshape(n, -1, 4, 32) << shifts
    return (q[:, :, 0] | q[:, :, 1] | q[:, :, 2] | q[:, :, 3]).reshape(n, -1)
