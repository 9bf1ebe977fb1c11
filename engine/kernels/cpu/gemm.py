"""Float-activation kernels: x @ W.T with W the GGML-decoded rows, read where they lie.

`ggml_gemm(x, raw, type_name)`: decode-sized batches (M < PREFILL_ROWS) run the C
matrix-vector kernel, each weight row decoded into a float buffer in cache and dotted
with float32 x; larger batches (prefill) decode tiles of W to float32 and hand them to
torch's BLAS GEMM (`tiled_gemm`). `affine_gemm` does the same for the affine layout of
engine/quantized/affine.py, `dequant_rows` decodes rows.
"""
import threading

import torch

from engine.kernels import DECODE_ROWS
from engine.kernels.cpu.library import (KERNEL_TYPES, _check, _check_out, _float_rows, _lib, _path,
                                        _weight_geometry, batch_invariant, thread_count)

PREFILL_ROWS = DECODE_ROWS   # batches with at least this many rows take the dequantize + GEMM path
TILE_FLOATS = 1 << 20    # weights decoded per prefill tile (4 MiB of float32)


def dequant_rows(raw: torch.Tensor, type_name: str, row_start: int, row_end: int,
                 out: torch.Tensor | None = None, path: str | None = None,
                 threads: int | None = None) -> torch.Tensor:
    """Rows [row_start, row_end) of a raw GGML weight decoded -> float32 [rows, K]."""
    N, K = _weight_geometry(raw, type_name)
    if not 0 <= row_start <= row_end <= N:
        raise ValueError(f"rows [{row_start}, {row_end}) outside the weight's {N} rows")
    if out is None:
        out = torch.empty(row_end - row_start, K)
    _check(_lib().ggml_dequant_rows(raw.data_ptr(), raw.stride(0), KERNEL_TYPES[type_name][0], K,
                                    row_start, row_end, out.data_ptr(), thread_count(threads), _path(path)),
           f"dequant_rows({type_name})")
    return out


_scratch = threading.local()  # per-thread tile buffers, reused so prefill never page-faults


def _scratch_floats(name: str, n: int) -> torch.Tensor:
    """A reused float32 buffer of at least n elements (one per thread and name)."""
    buf = getattr(_scratch, name, None)
    if buf is None or buf.numel() < n:
        with torch.inference_mode(False):   # a normal tensor: writable in and out of inference mode
            buf = torch.empty(n)
        setattr(_scratch, name, buf)
    return buf[:n]


def tiled_gemm(out, x, N, K, decode_tile):
    """The prefill path: out[:, r0:r1] = x @ W[r0:r1].T a tile of weight rows at a time,
    `decode_tile(r0, r1, buf)` filling buf (float32 [r1 - r0, K], reused) with the decoded
    rows, which torch's BLAS GEMM then multiplies (into a reused buffer, copied to out): the
    dense weight never exists whole, and a tile of TILE_FLOATS stays in cache.
    (Your engine: Chapter 40)"""
    rows = max(1, min(N, TILE_FLOATS // K))
    buf = _scratch_floats("tile", rows * K).view(rows, K)
    part = _scratch_floats("part", x.shape[0] * rows).view(x.shape[0], rows)
    for r0 in range(0, N, rows):
        r1 = min(N, r0 + rows)
        tile = buf[: r1 - r0]
        decode_tile(r0, r1, tile)
        torch.mm(x, tile.T, out=part[:, : r1 - r0])
        out[:, r0:r1] = part[:, : r1 - r0]


def ggml_gemm_into(out: torch.Tensor, x: torch.Tensor, raw: torch.Tensor, type_name: str,
                   path: str | None = None, threads: int | None = None) -> torch.Tensor:
    """out (float32 [M, N], contiguous) = x [M, K] @ W.T, W = GGML rows of `raw`."""
    N, K = _weight_geometry(raw, type_name)
    x = _float_rows(x, K, f"ggml_gemm({type_name})")
    M = x.shape[0]
    _check_out(out, M, N, "ggml_gemm")
    tid, p = KERNEL_TYPES[type_name][0], _path(path)
    lib = _lib()
    if M >= PREFILL_ROWS and not batch_invariant():
        def decode_tile(r0, r1, tile):
            _check(lib.ggml_dequant_rows(raw.data_ptr(), raw.stride(0), tid, K, r0, r1,
                                         tile.data_ptr(), thread_count(threads), p), f"dequant_rows({type_name})")
        tiled_gemm(out, x, N, K, decode_tile)
    else:
        _check(lib.ggml_gemm(x.data_ptr(), M, K, raw.data_ptr(), N, raw.stride(0), tid,
                             out.data_ptr(), thread_count(threads), p), f"ggml_gemm({type_name})")
    return out


def ggml_gemm(x: torch.Tensor, raw: torch.Tensor, type_name: str, path: str | None = None,
              threads: int | None = None) -> torch.Tensor:
    """x float32 [M, K] @ W.T -> float32 [M, N]; raw uint8 [N, row_bytes] GGML blocks.

    Leading dimensions of x are kept: [..., K] -> [..., N].
    """
    N, K = _weight_geometry(raw, type_name)
    out = torch.empty(x.numel() // max(K, 1), N)
    ggml_gemm_into(out, x, raw, type_name, path, threads)
    return out.reshape(*x.shape[:-1], N)


def affine_gemm(x: torch.Tensor, codes: torch.Tensor, scales: torch.Tensor, offsets: torch.Tensor,
                group_size: int, packed: bool, path: str | None = None,
                threads: int | None = None) -> torch.Tensor:
    """x [..., K] @ W.T -> float32 [..., N] for w[r, c] = codes[r, c] * scales[r, c // g] + offsets[r, c // g].

    codes: uint8 [N, K] (or [N, K // 2] when `packed`: even column in the low nibble);
    scales, offsets: float32 [N, K // g].
    """
    N, G = scales.shape
    K, g = G * group_size, group_size
    if codes.dtype != torch.uint8 or tuple(codes.shape) != (N, K // 2 if packed else K):
        raise ValueError(f"affine codes must be uint8 [{N}, {K // 2 if packed else K}] "
                         f"(packed={packed}), found {codes.dtype} {tuple(codes.shape)}")
    if tuple(offsets.shape) != (N, G):
        raise ValueError(f"affine offsets must be [{N}, {G}] like the scales, found {tuple(offsets.shape)}")
    if packed and g % 2:
        raise ValueError(f"packed affine codes need an even group size, found {g}")
    codes = codes.contiguous()
    scales, offsets = scales.float().contiguous(), offsets.float().contiguous()
    xs = _float_rows(x, K, "affine_gemm")
    M, p, lib = xs.shape[0], _path(path), _lib()
    out = torch.empty(M, N)
    if M >= PREFILL_ROWS and not batch_invariant():
        def decode_tile(r0, r1, tile):
            _check(lib.affine_rows(codes.data_ptr(), scales.data_ptr(), offsets.data_ptr(), K, g,
                                   int(packed), r0, r1, tile.data_ptr(), thread_count(threads), p), "affine_rows")
        tiled_gemm(out, xs, N, K, decode_tile)
    else:
        _check(lib.affine_gemm(xs.data_ptr(), M, K, codes.data_ptr(), scales.data_ptr(),
                               offsets.data_ptr(), N, g, int(packed), out.data_ptr(), thread_count(threads), p),
               "affine_gemm")
    return out.reshape(*x.shape[:-1], N)
