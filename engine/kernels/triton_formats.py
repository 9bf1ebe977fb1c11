"""Triton matmul kernels that read quantized weights directly: `y = x @ W.T`.

- `affine_matmul`: W given as affine codes (`code * scale + offset` per group), codes
  packed two a byte or one a byte, any group size.
- `codebook_matmul`: W given as 4-bit indices into a 16-entry table times a group scale
  (IQ4_NL, IQ4_XS, MXFP4, NVFP4 repacked).
- GGML tensors' raw blocks (a Q4_K file stays 4.5 bits a weight on the GPU) have their
  own module, engine/kernels/triton_blocks.py, built on the helpers here.

Each program computes a [BLOCK_M, BLOCK_N] tile of y: it walks K in BLOCK_K steps,
decodes the [BLOCK_K, BLOCK_N] weight tile from its bytes and accumulates `tl.dot` in
float32. Edges are masked, so no shape has to be a multiple of a block. Two tilings:
decode (M < the backend's decode_rows: one 16-row tile, wide in N) and prefill
(square 64 tiles).

This module imports triton at the top; the CPU path never imports it (the layers in
engine.quantized import it inside forward). On CPU the kernels run under
TRITON_INTERPRET=1, which must be set before triton is first imported.
"""
import torch
import triton
import triton.language as tl

from engine.kernels import DECODE_ROWS, check_device, interpreting  # DECODE_ROWS: fewer rows use the caller's (decode) tiles

PREFILL_TILES = (64, 64, 64)  # BLOCK_M, BLOCK_N, BLOCK_K for larger M


def _precision(x: torch.Tensor) -> str:
    """float32 inputs keep full precision (the reference is float32); bf16/f16 use tensor
    cores. Triton's interpreter mis-multiplies bf16 in tl.dot (numpy has no bf16), so there
    bf16 operands are widened to fp32 (exact: a bf16 product fits in fp32)."""
    if x.dtype == torch.bfloat16 and interpreting():
        return "emulate"
    return "ieee" if x.dtype == torch.float32 else "tf32"


def _check_x(x, k, name):
    if x.dim() != 2 or x.shape[1] != k:
        raise ValueError(f"{name}: x must be [M, {k}], found {tuple(x.shape)}")
    if x.dtype not in (torch.float32, torch.float16, torch.bfloat16):
        raise ValueError(f"{name}: x must be float32, float16 or bfloat16, found {x.dtype}")


def _tiles(m, block_m, block_n, block_k, decode_rows=DECODE_ROWS):
    """The given (decode) tiles for M < decode_rows, else the prefill tiles."""
    return PREFILL_TILES if m >= decode_rows else (block_m, block_n, block_k)


@triton.jit
def _dot(acc, x, w, PRECISION: tl.constexpr):
    """acc + x @ w with w (float32) rounded to x's dtype first, as the reference does."""
    if PRECISION == "emulate":   # interpreter: its bf16 dot reads raw bits, so multiply in fp32
        return acc + tl.dot(x.to(tl.float32), w.to(x.dtype).to(tl.float32), input_precision="ieee")
    return acc + tl.dot(x, w.to(x.dtype), input_precision=PRECISION)


@triton.jit
def _repeat(v, G: tl.constexpr, R: tl.constexpr, BLOCK_N: tl.constexpr):
    """[G, BLOCK_N] -> [G * R, BLOCK_N]: row g repeated R times."""
    return tl.reshape(tl.broadcast_to(v[:, None, :], (G, R, BLOCK_N)), (G * R, BLOCK_N))


# ------------------------------------------------------------------ affine codes

@triton.jit
def _per_group(ptr, rn, k0, K, N, stride_n, stride_g, GROUP: tl.constexpr,
               BLOCK_K: tl.constexpr, BLOCK_N: tl.constexpr):
    """float32 per-group values (scales or offsets) [N, K // GROUP] for the K tile at k0,
    broadcastable to [BLOCK_K, BLOCK_N]: loaded once per group when the tile holds whole
    groups (or lies inside one), else once per weight."""
    n = rn[None, :]
    if BLOCK_K % GROUP == 0:
        G: tl.constexpr = BLOCK_K // GROUP
        g = (k0 // GROUP + tl.arange(0, G))[:, None]
        v = tl.load(ptr + n * stride_n + g * stride_g, mask=(g * GROUP < K) & (n < N), other=0.0)
        return _repeat(v.to(tl.float32), G, GROUP, BLOCK_N)
    elif GROUP % BLOCK_K == 0:
        g = k0 // GROUP
        return tl.load(ptr + n * stride_n + g * stride_g, mask=n < N, other=0.0).to(tl.float32)
    else:
        g = (k0 + tl.arange(0, BLOCK_K))[:, None] // GROUP
        v = tl.load(ptr + n * stride_n + g * stride_g, mask=(g * GROUP < K) & (n < N), other=0.0)
        return v.to(tl.float32)


@triton.jit
def affine_matmul_kernel(x_ptr, codes_ptr, scales_ptr, offsets_ptr, y_ptr, M, N, K,
                         stride_xm, stride_xk, stride_cn, stride_ck, stride_sn, stride_sg,
                         stride_on, stride_og, stride_ym, stride_yn,
                         GROUP: tl.constexpr, PACKED: tl.constexpr, PRECISION: tl.constexpr,
                         BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    """y[m, n] = sum_k x[m, k] * (code[n, k] * scale[n, k // GROUP] + offset[n, k // GROUP]).
    Packed codes hold column 2i in the low nibble of byte i. (Your engine: Chapter 38)"""
    rm = tl.program_id(0) * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = (tl.program_id(1) * BLOCK_N + tl.arange(0, BLOCK_N)).to(tl.int64)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k0 in range(0, K, BLOCK_K):
        rk = k0 + tl.arange(0, BLOCK_K)
        x = tl.load(x_ptr + rm[:, None] * stride_xm + rk[None, :] * stride_xk,
                    mask=(rm[:, None] < M) & (rk[None, :] < K), other=0.0)
        k = rk[:, None]                      # [BLOCK_K, 1] against n = rn[None, :]
        wmask = (k < K) & (rn[None, :] < N)
        if PACKED:
            byte = tl.load(codes_ptr + rn[None, :] * stride_cn + (k // 2) * stride_ck,
                           mask=wmask, other=0).to(tl.int32)
            code = (byte >> ((k % 2) * 4)) & 0xF
        else:
            code = tl.load(codes_ptr + rn[None, :] * stride_cn + k * stride_ck,
                           mask=wmask, other=0).to(tl.int32)
        s = _per_group(scales_ptr, rn, k0, K, N, stride_sn, stride_sg, GROUP, BLOCK_K, BLOCK_N)
        o = _per_group(offsets_ptr, rn, k0, K, N, stride_on, stride_og, GROUP, BLOCK_K, BLOCK_N)
        w = code.to(tl.float32) * s + o                               # [BLOCK_K, BLOCK_N]
        acc = _dot(acc, x, w, PRECISION)
    tl.store(y_ptr + rm[:, None] * stride_ym + rn[None, :] * stride_yn,
             acc.to(y_ptr.dtype.element_ty), mask=(rm[:, None] < M) & (rn[None, :] < N))


def affine_matmul(x, codes, scales, offsets, group_size, out_features, packed,
                  block_m=16, block_n=32, block_k=32, decode_rows=DECODE_ROWS):
    """x [M, K] @ W.T -> [M, out_features] in x's dtype, W affine (see `AffineQuantLinear`).
    codes: uint8 [N, K] or [N, K // 2] packed; scales, offsets: float [N, K // group_size]."""
    name = "affine_matmul"
    n = out_features
    if codes.dtype != torch.uint8 or codes.dim() != 2 or codes.shape[0] != n:
        raise ValueError(f"{name}: codes must be uint8 [{n}, K or K/2], found {codes.dtype} {tuple(codes.shape)}")
    k = codes.shape[1] * (2 if packed else 1)
    _check_x(x, k, name)
    if k % group_size:
        raise ValueError(f"{name}: K={k} is not a multiple of group_size {group_size}")
    for label, t in (("scales", scales), ("offsets", offsets)):
        if tuple(t.shape) != (n, k // group_size) or not t.is_floating_point():
            raise ValueError(f"{name}: {label} must be float [{n}, {k // group_size}], "
                             f"found {t.dtype} {tuple(t.shape)}")
    check_device(x, codes, scales, offsets, name=name)
    y = torch.empty(x.shape[0], n, dtype=x.dtype, device=x.device)
    bm, bn, bk = _tiles(x.shape[0], block_m, block_n, block_k, decode_rows)
    grid = (triton.cdiv(x.shape[0], bm), triton.cdiv(n, bn))
    affine_matmul_kernel[grid](
        x, codes, scales, offsets, y, x.shape[0], n, k,
        x.stride(0), x.stride(1), codes.stride(0), codes.stride(1),
        scales.stride(0), scales.stride(1), offsets.stride(0), offsets.stride(1),
        y.stride(0), y.stride(1),
        GROUP=group_size, PACKED=bool(packed), PRECISION=_precision(x),
        BLOCK_M=bm, BLOCK_N=bn, BLOCK_K=bk)
    return y


# ------------------------------------------------------------------ codebook codes

@triton.jit
def codebook_matmul_kernel(x_ptr, codes_ptr, scales_ptr, table_ptr, y_ptr, M, N, K,
                           stride_xm, stride_xk, stride_cn, stride_ck, stride_sn, stride_sg,
                           stride_ym, stride_yn, GROUP: tl.constexpr, PRECISION: tl.constexpr,
                           BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    """y[m, n] = sum_k x[m, k] * table[code[n, k]] * scale[n, k // GROUP]; codes packed two
    a byte (column 2i low nibble), the 16-entry table read through the cache."""
    rm = tl.program_id(0) * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = (tl.program_id(1) * BLOCK_N + tl.arange(0, BLOCK_N)).to(tl.int64)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k0 in range(0, K, BLOCK_K):
        rk = k0 + tl.arange(0, BLOCK_K)
        x = tl.load(x_ptr + rm[:, None] * stride_xm + rk[None, :] * stride_xk,
                    mask=(rm[:, None] < M) & (rk[None, :] < K), other=0.0)
        k = rk[:, None]
        wmask = (k < K) & (rn[None, :] < N)
        byte = tl.load(codes_ptr + rn[None, :] * stride_cn + (k // 2) * stride_ck,
                       mask=wmask, other=0).to(tl.int32)
        value = tl.load(table_ptr + ((byte >> ((k % 2) * 4)) & 0xF))
        s = _per_group(scales_ptr, rn, k0, K, N, stride_sn, stride_sg, GROUP, BLOCK_K, BLOCK_N)
        acc = _dot(acc, x, tl.where(wmask, value * s, 0.0), PRECISION)
    tl.store(y_ptr + rm[:, None] * stride_ym + rn[None, :] * stride_yn,
             acc.to(y_ptr.dtype.element_ty), mask=(rm[:, None] < M) & (rn[None, :] < N))


def codebook_matmul(x, codes, scales, table, group_size, out_features,
                    block_m=16, block_n=32, block_k=32, decode_rows=DECODE_ROWS):
    """x [M, K] @ W.T -> [M, out_features] in x's dtype, W = table[code] * scale (see
    `engine.formats.codebook`). codes: uint8 [N, K // 2]; scales: [N, K // group_size];
    table: float32 [16]."""
    name = "codebook_matmul"
    n = out_features
    if codes.dtype != torch.uint8 or codes.dim() != 2 or codes.shape[0] != n:
        raise ValueError(f"{name}: codes must be uint8 [{n}, K/2], found {codes.dtype} {tuple(codes.shape)}")
    k = 2 * codes.shape[1]
    _check_x(x, k, name)
    if k % group_size or tuple(scales.shape) != (n, k // group_size) or not scales.is_floating_point():
        raise ValueError(f"{name}: scales must be float [{n}, {k}/{group_size}], "
                         f"found {scales.dtype} {tuple(scales.shape)}")
    if table.dtype != torch.float32 or table.numel() != 16 or not table.is_contiguous():
        raise ValueError(f"{name}: table must be 16 contiguous float32 values, found "
                         f"{table.dtype} {tuple(table.shape)}")
    check_device(x, codes, scales, table, name=name)
    y = torch.empty(x.shape[0], n, dtype=x.dtype, device=x.device)
    bm, bn, bk = _tiles(x.shape[0], block_m, block_n, block_k, decode_rows)
    grid = (triton.cdiv(x.shape[0], bm), triton.cdiv(n, bn))
    codebook_matmul_kernel[grid](
        x, codes, scales, table, y, x.shape[0], n, k, x.stride(0), x.stride(1),
        codes.stride(0), codes.stride(1), scales.stride(0), scales.stride(1),
        y.stride(0), y.stride(1), GROUP=group_size, PRECISION=_precision(x),
        BLOCK_M=bm, BLOCK_N=bn, BLOCK_K=bk)
    return y
