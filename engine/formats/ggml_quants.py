"""GGML block types: one table of ids, names and block sizes, plus decoders.

Every tensor type is a run of fixed-size blocks over consecutive weights of one row.
`BLOCK[name] = (weights_per_block, bytes_per_block)`, with the byte count written as
the sum of the block's fields so the layout can be read off the table.
"""
import torch

QK_K = 256  # weights in a K-quant super-block

# id -> (name, weights per block, bytes per block)
_TABLE = {
    0: ("F32", 1, 4),
    1: ("F16", 1, 2),
    24: ("I8", 1, 1),
    25: ("I16", 1, 2),
    26: ("I32", 1, 4),
    27: ("I64", 1, 8),
    28: ("F64", 1, 8),
    30: ("BF16", 1, 2),
}

# Type ids llama.cpp once used and has removed; a file carrying one is refused by name.
REMOVED = {4: "Q4_2", 5: "Q4_3", 31: "Q4_0_4_4", 32: "Q4_0_4_8", 33: "Q4_0_8_8",
           36: "IQ4_NL_4_4", 37: "IQ4_NL_4_8", 38: "IQ4_NL_8_8"}

NAMES = {tid: name for tid, (name, _, _) in _TABLE.items()}
TYPES = {name: tid for tid, name in NAMES.items()}
BLOCK = {name: (n, size) for _, (name, n, size) in _TABLE.items()}


def row_bytes(type_name: str, row_length: int) -> int:
    """Bytes of one row of `row_length` weights; the row must hold whole blocks."""
    n, size = BLOCK[type_name]
    if row_length % n:
        raise ValueError(f"{type_name} rows must be a multiple of {n} weights, got {row_length}")
    return row_length // n * size


def f16(two_byte_columns: torch.Tensor) -> torch.Tensor:
    """uint8 [..., 2k] little-endian half floats -> float32 [..., k]."""
    return two_byte_columns.contiguous().view(torch.float16).float()


_PLAIN = {  # plain element types: name -> torch dtype of the stored element
    "F32": torch.float32, "F16": torch.float16, "BF16": torch.bfloat16, "F64": torch.float64,
    "I8": torch.int8, "I16": torch.int16, "I32": torch.int32, "I64": torch.int64,
}


def _plain(type_name):
    def decode(blocks: torch.Tensor) -> torch.Tensor:
        return blocks.contiguous().view(_PLAIN[type_name]).float()
    decode.__doc__ = f"{type_name}: one stored element per weight -> float32 [n, 1]."
    return decode


DECODERS = {name: _plain(name) for name in _PLAIN}


def dequantize(raw: torch.Tensor, type_name: str, shape) -> torch.Tensor:
    """Decode the bytes of one tensor (uint8, any shape) -> float32 tensor of `shape`."""
    if type_name not in DECODERS:
        raise ValueError(f"no decoder for GGML type {type_name}")
    n, size = BLOCK[type_name]
    blocks = raw.reshape(-1, size)
    return DECODERS[type_name](blocks).reshape(shape)
