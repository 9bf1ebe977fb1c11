"""What a KV cache stores for each key and value row: llama.cpp's cache types.

`--cache-type-k` / `--cache-type-v` (llama.cpp's names, its default f16):

    f32, f16, bf16                    float rows: [.., head_dim] float32 / float16 / bfloat16
    q8_0, q4_0, q4_1, q5_0, q5_1,     GGML blocks along the head dimension, as llama.cpp
    iq4_nl                            stores them: uint8 [.., head_dim / 32 * block bytes]

A block row of 128 values is 136 bytes in q8_0 and 72 in q4_0 or iq4_nl, against 256 in f16:
the memory that bounds long contexts and many slots. As llama.cpp does, block rows are kept in
a rotated basis (`rotation`). Rows are written as llama.cpp's CPU
backend copies keys into its cache (engine/kernels/cpu/kv_rows.py; the decode step writes its
own the same way) and read back exactly decoded; the decode step attends to them in place
(kv_blocks.h). Without the C library (`--kernels torch`), the registry's PyTorch encoders
and decoders stand in (IQ4_NL's encoder then searches its scale as a file's does).
"""
import torch

from engine.blocks import registry
from engine.serve.defaults import CACHE_SPELLINGS, CACHE_TYPES

FLOATS = {"f32": torch.float32, "f16": torch.float16, "bf16": torch.bfloat16}
_SPELLINGS = {torch.float32: "f32", torch.float16: "f16", torch.bfloat16: "bf16", **CACHE_SPELLINGS}


def cache_type(value, what: str = "cache type") -> str:
    """A cache type name from a name ("q8_0", "F16") or a float dtype (torch.float16,
    "float32"); ValueError naming `what` and the choices otherwise."""
    name = _SPELLINGS.get(value, value.lower() if isinstance(value, str) else value)
    if name not in CACHE_TYPES:
        raise ValueError(f"{what}: {value!r} is not a KV cache type; choose one of {', '.join(CACHE_TYPES)}")
    return name


def storage(name: str, head_dim: int) -> tuple[torch.dtype, int]:
    """(dtype, last dimension) of a row of `head_dim` values of cache type `name`; a block
    type needs head_dim to hold whole blocks of 32 (ValueError naming both otherwise)."""
    if name in FLOATS:
        return FLOATS[name], head_dim
    ggml = CACHE_TYPES[name]
    weights = registry.BLOCK[ggml][0]
    if head_dim % weights:
        raise ValueError(f"a {name} KV cache stores each head's {head_dim} values in blocks of {weights}; "
                         f"{head_dim} is not a multiple of {weights}: use f16 or f32 for this model")
    return torch.uint8, registry.row_bytes(ggml, head_dim)


def rotation(name: str, head_dim: int, which: str) -> int:
    """The size of the Walsh-Hadamard rotation llama.cpp applies to keys (`which` "k") or
    values ("v") stored as block type `name`, 0 for none. A rotation spreads a head's few
    large components over its block's values, so a block scale no longer serves one outlier:
    keys (and with them the queries) are rotated in chunks of the largest power of two
    dividing head_dim, values in chunks of 64 and the attention output rotated back; only
    where head_dim is a multiple of 64. q . k and the output are unchanged in exact arithmetic."""
    if name in FLOATS or head_dim % 64:
        return 0
    n = 64
    while which == "k" and head_dim % (2 * n) == 0:
        n *= 2
    return n


_HADAMARD = {}


def hadamard(n: int) -> torch.Tensor:
    """The orthonormal Walsh-Hadamard matrix [n, n] (n a power of two) in Sylvester's order:
    H_1 = [1 / sqrt(n)], H_2k = [[H_k, H_k], [H_k, -H_k]]; symmetric, and its own inverse."""
    if n not in _HADAMARD:
        h = torch.full((1, 1), 1 / n ** 0.5)
        while h.shape[0] < n:
            h = torch.cat((torch.cat((h, h), 1), torch.cat((h, -h), 1)), 0)
        _HADAMARD[n] = h
    return _HADAMARD[n]


def rotate(x: torch.Tensor, n: int) -> torch.Tensor:
    """x [..., head_dim] with each chunk of n values multiplied by hadamard(n); x itself for n = 0."""
    if not n:
        return x
    h = hadamard(n).to(device=x.device, dtype=x.dtype)
    return (x.reshape(x.shape[:-1] + (x.shape[-1] // n, n)) @ h).reshape(x.shape)


def _c_rows(x: torch.Tensor) -> bool:
    from engine.kernels.cpu.library import available
    return x.device.type == "cpu" and available()


def store(name: str, x: torch.Tensor) -> torch.Tensor:
    """Rows [..., head_dim] of keys or values -> their storage in cache type `name`."""
    if name in FLOATS:
        return x.to(FLOATS[name])
    ggml = CACHE_TYPES[name]
    if _c_rows(x):
        from engine.kernels.cpu.kv_rows import store_rows
        return store_rows(x, ggml)
    flat = registry.quantize(x.reshape(-1, x.shape[-1]).float().cpu(), ggml)
    return flat.to(x.device).view(x.shape[:-1] + (flat.shape[-1],))


def load(name: str, raw: torch.Tensor, head_dim: int, dtype: torch.dtype) -> torch.Tensor:
    """Stored rows of cache type `name` -> [..., head_dim] in `dtype`."""
    if name in FLOATS:
        return raw if raw.dtype == dtype else raw.to(dtype)
    ggml = CACHE_TYPES[name]
    if _c_rows(raw):
        from engine.kernels.cpu.kv_rows import load_rows
        return load_rows(raw.contiguous(), ggml, head_dim).to(dtype)
    out = registry.dequantize(raw.contiguous().cpu(), ggml, raw.shape[:-1] + (head_dim,))
    return out.to(device=raw.device, dtype=dtype)


def query(name: str, q: torch.Tensor) -> torch.Tensor:
    """Queries [..., head_dim] as a key cache of type `name` multiplies them: unchanged for
    float rows; against block rows, rounded through the keys' int8 dot format (Q8_0, or Q8_1
    for Q4_1 / Q5_1), as llama.cpp's CPU attention quantizes each query row before its integer
    dot products with the keys (and as the decode step does: kv_blocks.h)."""
    if name in FLOATS:
        return q
    act, n = registry.ACT_TYPES[CACHE_TYPES[name]], q.shape[-1]
    if _c_rows(q):
        from engine.kernels.cpu.kv_rows import load_rows
        from engine.kernels.cpu.q8 import quantize_activations
        return load_rows(quantize_activations(q.reshape(-1, n).float(), act), act, n).view(q.shape).to(q.dtype)
    flat = q.reshape(-1, n).float().cpu()                # Q8_1's values are Q8_0's: d * code
    rounded = registry.dequantize(registry.quantize(flat, "Q8_0"), "Q8_0", flat.shape)
    return rounded.to(device=q.device, dtype=q.dtype).view(q.shape)
