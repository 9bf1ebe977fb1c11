"""Importance-weighted encoders of the 32-weight legacy types Q4_0, Q4_1, Q5_0, Q5_1.

Without an importance vector these types round to nearest (ggml_encoders, byte-exact
with gguf-py). Given one (an imatrix), llama.cpp searches instead, as its
`quantize_row_q4_0_impl` ... `q5_1_impl` do: every weight's squared error is weighted by
importance[col] * sqrt(sigma2 + x^2), sigma2 = mean(x^2) over the whole row (not the
block, unlike the K-quants), and per block of 32
- Q4_0 / Q5_0 (symmetric): the best of 19 scales by `make_qx_quants` (levels -8..7 /
  -16..15), codes as the search left them;
- Q4_1 / Q5_1 (affine): the best scale and min by `make_qkx` (llama.cpp make_qkx3_quants,
  search -0.9 + 0.05 i, 37 steps), codes as the search left them, m = -min.
Scales are stored in f16; the codes are not re-rounded against the stored scale.
"""
import torch

from engine.blocks.fields import pack_halves
from engine.quantize.encoders import _q5_parts, half_bytes
from engine.quantize.search_encoders import make_qkx, make_qx_quants

BLOCK = 32


def _weights(x: torch.Tensor, importance: torch.Tensor) -> torch.Tensor:
    """x [rows, cols], importance [cols] -> error weights [rows * cols / 32, 32]."""
    sigma2 = (x * x).sum(-1, keepdim=True) / x.shape[1]
    return (importance.reshape(1, -1) * (sigma2 + x * x).sqrt()).reshape(-1, BLOCK)


def _symmetric(x, importance, nmax):
    xb = x.reshape(-1, BLOCK)
    d, L = make_qx_quants(xb, nmax, _weights(x, importance))
    return half_bytes(d[:, None]), L.to(torch.uint8)


def _affine(x, importance, nmax):
    xb = x.reshape(-1, BLOCK)
    d, the_min, L = make_qkx(xb, _weights(x, importance), nmax, -0.9, 0.05, 36)
    return torch.cat([half_bytes(d[:, None]), half_bytes(-the_min[:, None])], -1), L.to(torch.uint8)


def encode_q4_0(x, importance):
    """[rows, cols] -> Q4_0 blocks [rows * cols / 32, 18]."""
    d, L = _symmetric(x, importance, 8)
    return torch.cat([d, pack_halves(L)], -1)


def encode_q5_0(x, importance):
    """[rows, cols] -> Q5_0 blocks [rows * cols / 32, 22]."""
    d, L = _symmetric(x, importance, 16)
    qh, qs = _q5_parts(L)
    return torch.cat([d, qh, qs], -1)


def encode_q4_1(x, importance):
    """[rows, cols] -> Q4_1 blocks [rows * cols / 32, 20]."""
    dm, L = _affine(x, importance, 15)
    return torch.cat([dm, pack_halves(L)], -1)


def encode_q5_1(x, importance):
    """[rows, cols] -> Q5_1 blocks [rows * cols / 32, 24]."""
    dm, L = _affine(x, importance, 31)
    qh, qs = _q5_parts(L)
    return torch.cat([dm, qh, qs], -1)


# name -> encoder of float32 [rows, cols] and importance [cols] -> uint8 blocks
ENCODERS = {"Q4_0": encode_q4_0, "Q4_1": encode_q4_1, "Q5_0": encode_q5_0, "Q5_1": encode_q5_1}
