"""Triton kernels over a GGML tensor's raw blocks: dequantize, decode GEMV, prefill tiles.

Thirteen types are read where they lie, in three families; a type is a few constexpr
facts (its block's byte offsets, computed here from the registry's `Layout`), not a
decoder of its own:
- legacy (Q4_0, Q4_1, Q5_0, Q5_1, Q8_0): 32 weights, f16 d [, f16 m], an optional 32-bit
  word of fifth bits, nibbles in GGML's `halves` order or int8 codes;
- K-quants (Q2_K, Q3_K, Q4_K, Q5_K, Q6_K): 256 weights, sub-block scales (and mins)
  packed one way per type against f16 d [, dmin]: one `tl.constexpr` branch each;
- codebook (IQ4_NL, IQ4_XS, MXFP4): a 4-bit index into the registry's 16 levels times a
  block scale (f16 d, IQ4_XS's six-bit sub-block scales, MXFP4's E8M0 exponent).

`_weights` decodes any weights of a row from their bytes, in the PyTorch decoder's order
of float32 operations (engine/blocks/*.py), so `ggml_dequantize` (launched without
multiply-add fusion) equals `registry.dequantize` bit for bit. `ggml_matmul` multiplies:
for M <= GEMV_ROWS one program per BLOCK_N output rows reads its weight blocks once and
serves every row of x, a multiply and `tl.sum` per row (a decode step is bound by the
weight bytes; `tl.dot` would pad M to 16 for nothing); for more rows, tiles feed
`tl.dot`. The other types have no kernel: a Triton backend holds them as a dense copy
decoded at load (`TritonBackend.decodes_once`).
"""
import torch
import triton
import triton.language as tl

from engine.blocks import registry
from engine.blocks.iquants import codebook
from engine.kernels import DECODE_ROWS, check_device, interpreting
from engine.kernels.triton_formats import PREFILL_TILES, _check_x, _dot, _precision

GEMV_ROWS = 8   # x with at most this many rows takes the GEMV kernel

FAMILIES = {"legacy": ("Q4_0", "Q4_1", "Q5_0", "Q5_1", "Q8_0"),
            "kquant": ("Q2_K", "Q3_K", "Q4_K", "Q5_K", "Q6_K"),
            "codebook": ("IQ4_NL", "IQ4_XS", "MXFP4")}


def _field(offsets: dict, *names: str) -> int:
    """Byte offset of the first of `names` the block has, else -1 (the kernels test < 0)."""
    return next((offsets[n] for n in names if n in offsets), -1)


def block_facts(type_name: str) -> dict:
    """The constexpr facts the kernels read for `type_name`, from its registry layout:
    FAMILY, KIND (the type), W / B (weights / bytes a block), S (weights a scale: the
    registry's `group`), the byte offsets D (f16 d or
    MXFP4's exponent), M (m or dmin), QH (high bits: qh or hmask), QS (codes: qs or ql),
    SC and SCH (scales, IQ4_XS's high scale bits), -1 where absent; legacy types add BITS
    (code bits) and ZERO (the code of weight 0 when there is no m)."""
    t = registry.ggml_type(type_name)
    family = next((f for f, names in FAMILIES.items() if type_name in names), None)
    if family is None:
        raise ValueError(f"no Triton block kernel for {type_name} (have {', '.join(DIRECT)})")
    offsets, at = {}, 0
    for name, size in t.layout.fields.items():
        offsets[name], at = at, at + size
    facts = dict(FAMILY=family, KIND=type_name, W=t.weights, B=t.bytes, S=t.group,
                 D=_field(offsets, "d", "e"), M=_field(offsets, "m", "dmin"),
                 QH=_field(offsets, "qh", "hmask"), QS=_field(offsets, "qs", "ql"),
                 SC=_field(offsets, "scales", "scales_l"), SCH=_field(offsets, "scales_h"),
                 BITS=0, ZERO=0)
    if family == "legacy":
        facts["BITS"] = t.layout.fields["qs"] * 8 // t.weights + (facts["QH"] >= 0)
        facts["ZERO"] = 0 if facts["M"] >= 0 or facts["BITS"] == 8 else 1 << (facts["BITS"] - 1)
    return facts


DIRECT = {name: block_facts(name) for names in FAMILIES.values() for name in names}
if set(DIRECT) != {t.name for t in registry.REGISTRY.values() if t.triton}:
    raise RuntimeError(f"triton_blocks decodes {sorted(DIRECT)}; the registry marks "
                       f"{sorted(t.name for t in registry.REGISTRY.values() if t.triton)}")

_TABLES = {}


def _levels(type_name: str, device) -> torch.Tensor:
    """The 16 float32 levels a codebook type indexes (one unused zero for the others)."""
    key = (type_name, str(device))
    if key not in _TABLES:
        name = registry.LEVELS.get(type_name)
        table = codebook(name) if name else torch.zeros(1)
        _TABLES[key] = table.to(device=device, dtype=torch.float32).contiguous()
    return _TABLES[key]


# ------------------------------------------------------------------ decoding
# A K tile holds whole scale groups (S weights: 16 or 32). Scales and mins are decoded once
# per group ([G, BLOCK_N]) and repeated over the group's weights in registers; only codes
# are read per weight. The weight is `scale * code [+ offset]`, the decoder's operations
# in its order (`a - b` is written `a + (-b)`: the same float32 result).

@triton.jit
def _f16(p):
    """Two little-endian bytes at p -> float32."""
    lo = tl.load(p).to(tl.uint16)
    hi = tl.load(p + 1).to(tl.uint16)
    return (lo | (hi << 8)).to(tl.float16, bitcast=True).to(tl.float32)


@triton.jit
def _group_scales(row, at, gj, levels_ptr, FAMILY: tl.constexpr, KIND: tl.constexpr,
                  S: tl.constexpr, D: tl.constexpr, M: tl.constexpr, SC: tl.constexpr,
                  SCH: tl.constexpr):
    """(scale, offset) float32 [G, BLOCK_N] of the groups whose block starts at byte `at` of
    each row and whose first weight is weight gj of its block (offset 0 where M < 0)."""
    blk = row + at
    offset = tl.zeros(blk.shape, dtype=tl.float32)  # every return has one type: [G, BLOCK_N]
    if FAMILY == "codebook" and KIND == "MXFP4":    # E8M0 e -> 2**(e - 127) / 2 (e < 2: subnormal)
        e = tl.load(blk + D).to(tl.int32)
        bits = tl.where(e < 2, 0x00200000 << tl.minimum(e, 1), (e - 1) << 23)
        return bits.to(tl.float32, bitcast=True), offset
    d = _f16(blk + D)
    if FAMILY == "legacy":
        if M >= 0:
            offset = _f16(blk + M)
        return d, offset
    s = gj // S                                     # sub-block of the super-block
    if KIND == "IQ4_XS":                            # nibble s of scales_l | bits 2s.. of scales_h
        low = (tl.load(blk + SC + s // 2).to(tl.int32) >> ((s % 2) * 4)) & 0xF
        high = (tl.load(blk + SCH + s // 4).to(tl.int32) >> ((s % 4) * 2)) & 3
        return d * ((low | (high << 4)) - 32).to(tl.float32), offset
    if FAMILY == "codebook":
        return d, offset
    if KIND == "Q2_K":                              # scale low nibble, min high nibble
        sc = tl.load(blk + SC + s).to(tl.int32)
        offset = -(_f16(blk + M) * (sc >> 4).to(tl.float32))
        return d * (sc & 0xF).to(tl.float32), offset
    if KIND == "Q3_K":                              # six bits - 32: low 4 of byte s % 8, high 2 of 8 + s % 4
        low = (tl.load(blk + SC + s % 8).to(tl.int32) >> ((s // 8) * 4)) & 0xF
        high = (tl.load(blk + SC + 8 + s % 4).to(tl.int32) >> ((s // 4) * 2)) & 3
        return d * ((low | (high << 4)) - 32).to(tl.float32), offset
    if KIND == "Q6_K":                              # int8 scale per 16
        sc = tl.load(blk + SC + s).to(tl.int8, bitcast=True)
        return d * sc.to(tl.float32), offset
    # Q4_K, Q5_K: eight six-bit scales and mins in 12 bytes (`scale_min_k4`)
    a = tl.load(blk + SC + s % 4).to(tl.int32)
    b = tl.load(blk + SC + 4 + s % 4).to(tl.int32)
    c = tl.load(blk + SC + 8 + s % 4).to(tl.int32)
    sc = tl.where(s < 4, a & 63, (c & 0xF) | ((a >> 6) << 4))
    mn = tl.where(s < 4, b & 63, (c >> 4) | ((b >> 6) << 4))
    return d * sc.to(tl.float32), -(_f16(blk + M) * mn.to(tl.float32))


@triton.jit
def _codes(row, at, j, levels_ptr, FAMILY: tl.constexpr, KIND: tl.constexpr,
           QH: tl.constexpr, QS: tl.constexpr, BITS: tl.constexpr, ZERO: tl.constexpr):
    """float32 codes [BLOCK_K, BLOCK_N] of weight j of the block at byte `at` of each row
    (byte offsets `at` + field are computed on [BLOCK_K, 1] before meeting the rows; a
    byte shifted by an int32 tensor is widened by the shift)."""
    if FAMILY == "legacy" and BITS == 8:
        return tl.load(row + (at + QS + j)).to(tl.int8, bitcast=True).to(tl.float32)
    if FAMILY == "legacy" or FAMILY == "codebook":  # `halves` in runs of 16 bytes per 32 weights
        qs = tl.load(row + (at + QS + (j // 32) * 16 + j % 16))
        q = (qs >> (((j % 32) // 16) * 4)) & 0xF
        if FAMILY == "codebook":
            return tl.load(levels_ptr + q)
        if QH >= 0:                                 # bit 4 of weight j: bit j of the u32
            qh = tl.load(row + (at + QH + j // 8))
            q = q | (((qh >> (j % 8)) & 1) << 4)
        if ZERO != 0:
            q = q - ZERO
        return q.to(tl.float32)
    if KIND == "Q6_K":      # 4 low bits (`halves` in runs of 64), 2 high (`crumbs`), minus 32
        h = j // 128
        lo = j % 128
        ql = tl.load(row + (at + QS + h * 64 + lo % 64))
        qh = tl.load(row + (at + QH + h * 32 + lo % 32))
        q = ((ql >> ((lo // 64) * 4)) & 0xF) | (((qh >> ((lo // 32) * 2)) & 3) << 4)
        return (q - 32).to(tl.float32)
    if KIND == "Q2_K" or KIND == "Q3_K":            # `crumbs`: bits 2s.. of byte j % 32 in run j // 128
        qs = tl.load(row + (at + QS + (j // 128) * 32 + j % 32))
        q = (qs >> (((j % 128) // 32) * 2)) & 3
        if KIND == "Q3_K":                          # a clear hmask bit (bit j // 32 of byte j % 32) subtracts 4
            hm = tl.load(row + (at + QH + j % 32))
            q = q - ((((hm >> (j // 32)) & 1) ^ 1) << 2)
        return q.to(tl.float32)
    # Q4_K, Q5_K: `halves` in runs of 32 bytes per 64 weights; Q5_K's bit 4: bit j // 32 of qh[j % 32]
    qs = tl.load(row + (at + QS + (j // 64) * 32 + j % 32))
    q = (qs >> (((j // 32) % 2) * 4)) & 0xF
    if QH >= 0:
        qh = tl.load(row + (at + QH + j % 32))
        q = q | (((qh >> (j // 32)) & 1) << 4)
    return q.to(tl.float32)


@triton.jit
def _weights(raw_ptr, rn, k0, K, N, stride_rn, levels_ptr,
             FAMILY: tl.constexpr, KIND: tl.constexpr, W: tl.constexpr, B: tl.constexpr,
             S: tl.constexpr, D: tl.constexpr, M: tl.constexpr, QH: tl.constexpr, QS: tl.constexpr,
             SC: tl.constexpr, SCH: tl.constexpr, BITS: tl.constexpr, ZERO: tl.constexpr,
             BLOCK_K: tl.constexpr, BLOCK_N: tl.constexpr):
    """float32 weights [BLOCK_K, BLOCK_N]: columns k0 .. k0 + BLOCK_K - 1 of rows rn
    ([BLOCK_N], int64). Rows past N and columns past K read the last row / column instead
    (no masks: loads stay in bounds), so callers zero x there or mask the store. BLOCK_K is
    a multiple of S."""
    G: tl.constexpr = BLOCK_K // S
    row = raw_ptr + tl.minimum(rn, N - 1)[None, :] * stride_rn               # [1, BLOCK_N]
    kg = tl.minimum(k0 + tl.arange(0, G) * S, K - S)[:, None]                # groups' first weights
    scale, offset = _group_scales(row, (kg // W) * B, kg % W, levels_ptr, FAMILY, KIND, S,
                                  D, M, SC, SCH)                             # [G, BLOCK_N]
    k = tl.minimum(k0 + tl.arange(0, BLOCK_K), K - 1)[:, None]
    code = tl.reshape(_codes(row, (k // W) * B, k % W, levels_ptr, FAMILY, KIND, QH, QS, BITS, ZERO),
                      (G, S, BLOCK_N))
    w = code * scale[:, None, :]                # scale * code: the same float32 product
    if M >= 0:
        w = w + offset[:, None, :]
    return tl.reshape(w, (BLOCK_K, BLOCK_N))


@triton.jit
def ggml_dequantize_kernel(raw_ptr, levels_ptr, out_ptr, R, K, stride_rn, stride_or,
                           FAMILY: tl.constexpr, KIND: tl.constexpr, W: tl.constexpr, B: tl.constexpr,
                           S: tl.constexpr, D: tl.constexpr, M: tl.constexpr, QH: tl.constexpr,
                           QS: tl.constexpr, SC: tl.constexpr, SCH: tl.constexpr, BITS: tl.constexpr,
                           ZERO: tl.constexpr, BLOCK_R: tl.constexpr, BLOCK_K: tl.constexpr):
    """out[r, k] = weight k of row r, float32 (a [BLOCK_K, BLOCK_R] tile a program)."""
    rr = (tl.program_id(0) * BLOCK_R + tl.arange(0, BLOCK_R)).to(tl.int64)
    k0 = tl.program_id(1) * BLOCK_K
    w = _weights(raw_ptr, rr, k0, K, R, stride_rn, levels_ptr, FAMILY, KIND, W, B, S, D, M, QH, QS,
                 SC, SCH, BITS, ZERO, BLOCK_K, BLOCK_R)
    rk = (k0 + tl.arange(0, BLOCK_K))[:, None]
    tl.store(out_ptr + rr[None, :] * stride_or + rk, w, mask=(rk < K) & (rr[None, :] < R))


# ------------------------------------------------------------------ matmul

@triton.jit
def ggml_gemv_kernel(x_ptr, raw_ptr, levels_ptr, y_ptr, M, N, K, stride_xm, stride_xk, stride_rn,
                     stride_ym, stride_yn,
                     FAMILY: tl.constexpr, KIND: tl.constexpr, W: tl.constexpr, B: tl.constexpr,
                     S: tl.constexpr, D: tl.constexpr, M_: tl.constexpr, QH: tl.constexpr,
                     QS: tl.constexpr, SC: tl.constexpr, SCH: tl.constexpr, BITS: tl.constexpr,
                     ZERO: tl.constexpr, ROWS: tl.constexpr, BLOCK_M: tl.constexpr,
                     BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    """y[:ROWS, n] for BLOCK_N rows n: each weight tile decoded once, rounded to x's dtype as
    the reference rounds, then multiplied by each of the ROWS (= M <= BLOCK_M) rows of x and
    summed over K in float32 (row i's sums land in row i of the accumulator)."""
    rm = tl.arange(0, BLOCK_M)
    rn = (tl.program_id(0) * BLOCK_N + tl.arange(0, BLOCK_N)).to(tl.int64)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k0 in range(0, K, BLOCK_K):
        rk = k0 + tl.arange(0, BLOCK_K)
        w = _weights(raw_ptr, rn, k0, K, N, stride_rn, levels_ptr, FAMILY, KIND, W, B, S, D, M_,
                     QH, QS, SC, SCH, BITS, ZERO, BLOCK_K, BLOCK_N)         # [BLOCK_K, BLOCK_N]
        w = w.to(x_ptr.dtype.element_ty).to(tl.float32)
        for i in tl.static_range(ROWS):
            x = tl.load(x_ptr + i * stride_xm + rk * stride_xk, mask=rk < K, other=0.0)
            part = tl.sum(x.to(tl.float32)[:, None] * w, axis=0)           # [BLOCK_N]
            acc = tl.where(rm[:, None] == i, acc + part[None, :], acc)
    tl.store(y_ptr + rm[:, None] * stride_ym + rn[None, :] * stride_yn,
             acc.to(y_ptr.dtype.element_ty), mask=(rm[:, None] < M) & (rn[None, :] < N))


@triton.jit
def ggml_tiles_kernel(x_ptr, raw_ptr, levels_ptr, y_ptr, M, N, K, stride_xm, stride_xk, stride_rn,
                      stride_ym, stride_yn, PRECISION: tl.constexpr,
                      FAMILY: tl.constexpr, KIND: tl.constexpr, W: tl.constexpr, B: tl.constexpr,
                      S: tl.constexpr, D: tl.constexpr, M_: tl.constexpr, QH: tl.constexpr,
                      QS: tl.constexpr, SC: tl.constexpr, SCH: tl.constexpr, BITS: tl.constexpr,
                      ZERO: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
                      BLOCK_K: tl.constexpr):
    """A [BLOCK_M, BLOCK_N] tile of y: weight tiles decoded in registers feed `tl.dot`."""
    rm = tl.program_id(0) * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = (tl.program_id(1) * BLOCK_N + tl.arange(0, BLOCK_N)).to(tl.int64)
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k0 in range(0, K, BLOCK_K):
        rk = k0 + tl.arange(0, BLOCK_K)
        w = _weights(raw_ptr, rn, k0, K, N, stride_rn, levels_ptr, FAMILY, KIND, W, B, S, D, M_,
                     QH, QS, SC, SCH, BITS, ZERO, BLOCK_K, BLOCK_N)
        x = tl.load(x_ptr + rm[:, None] * stride_xm + rk[None, :] * stride_xk,
                    mask=(rm[:, None] < M) & (rk[None, :] < K), other=0.0)
        acc = _dot(acc, x, w, PRECISION)
    tl.store(y_ptr + rm[:, None] * stride_ym + rn[None, :] * stride_yn,
             acc.to(y_ptr.dtype.element_ty), mask=(rm[:, None] < M) & (rn[None, :] < N))


# ------------------------------------------------------------------ wrappers

INTERPRETER_TILE = 1 << 19    # most weights a tile decodes in the interpreter
INTERPRETER_STEP = 1 << 16    # what a program step costs there, in weights decoded


def _tiles_nk(n: int, k: int) -> tuple:
    """(BLOCK_N, BLOCK_K). On a GPU 64 x 64. The interpreter runs each operation and jit
    call of a program step in Python (milliseconds, INTERPRETER_STEP weights' worth) and
    then each element in numpy: it takes the tiles of up to INTERPRETER_TILE weights that
    cost least in steps plus padded weights (K = 576 takes K tiles of 128 or 32, not one
    1024 wide that would be 44% padding)."""
    if not interpreting():
        return 64, 64
    def cost(bn_bk):
        bn, bk = bn_bk
        steps = -(-n // bn) * -(-k // bk)
        return steps * (INTERPRETER_STEP + bn * bk)
    shapes = [(min(INTERPRETER_TILE // bk, max(16, triton.next_power_of_2(n))), bk)
              for bk in (32, 64, 128, 256, 512, 1024, 2048)]
    return min(shapes, key=cost)


def _check_raw(raw, type_name, rows, name):
    """(facts, K) of raw GGML rows uint8 [rows, row_bytes]; ValueError naming what is wrong."""
    if type_name not in DIRECT:
        raise ValueError(f"{name}: no direct kernel for {type_name} (have {', '.join(DIRECT)})")
    facts = DIRECT[type_name]
    if raw.dtype != torch.uint8 or raw.dim() != 2 or raw.shape[0] != rows:
        raise ValueError(f"{name}: raw must be uint8 [{rows}, row_bytes], found {raw.dtype} {tuple(raw.shape)}")
    if raw.shape[1] % facts["B"] or raw.stride(1) != 1:
        raise ValueError(f"{name}: raw rows must be whole contiguous {facts['B']}-byte blocks, "
                         f"found {raw.shape[1]} bytes with stride {raw.stride(1)}")
    return facts, raw.shape[1] // facts["B"] * facts["W"]


def _check_tiles(name, block_m, block_n, block_k, least_m=16):
    """Tile sizes a caller gave: powers of two, block_m >= least_m, block_n >= 16, block_k >= 32
    (whole scale groups); ValueError naming the one that is not."""
    for label, v, least in (("block_m", block_m, least_m), ("block_n", block_n, 16), ("block_k", block_k, 32)):
        if v is not None and (v < least or v & (v - 1)):
            raise ValueError(f"{name}: {label} must be a power of two >= {least}, found {v}")


def _constexprs(facts: dict) -> dict:
    """A type's DIRECT facts as the kernels' constexpr arguments (M is M_ there: M names x's rows)."""
    return {("M_" if key == "M" else key): value for key, value in facts.items()}


def ggml_matmul(x, raw, type_name, out_features, block_m=None, block_n=None, block_k=None,
                decode_rows=DECODE_ROWS, gemv=None):
    """x [M, K] @ W.T -> [M, out_features] in x's dtype, W as raw GGML rows uint8
    [out_features, row_bytes] of a type in `DIRECT`. M <= GEMV_ROWS: the GEMV kernel; more:
    tiles (16 rows below `decode_rows`, PREFILL_TILES above); `gemv=True / False` forces
    one (tests). Tiles may be given (powers of two, >= 16; block_k >= 32: whole scale
    groups); in the interpreter they default large."""
    name = f"ggml_matmul({type_name})"
    facts, k = _check_raw(raw, type_name, out_features, name)
    _check_x(x, k, name)
    _check_tiles(name, block_m, block_n, block_k)
    check_device(x, raw, name=name)
    m, n = x.shape[0], out_features
    y = torch.empty(m, n, dtype=x.dtype, device=x.device)
    levels = _levels(type_name, raw.device)
    common = (m, n, k, x.stride(0), x.stride(1), raw.stride(0), y.stride(0), y.stride(1))
    kinds = _constexprs(facts)
    if gemv is None:
        gemv = m <= GEMV_ROWS
    if gemv:
        if m > GEMV_ROWS:
            raise ValueError(f"{name}: the GEMV takes at most {GEMV_ROWS} rows of x, found {m}")
        bm = max(1, triton.next_power_of_2(m))
        bn, bk = _tiles_nk(n, k)
        bn, bk = block_n or bn, block_k or bk
        ggml_gemv_kernel[(triton.cdiv(n, bn),)](
            x, raw, levels, y, *common, **kinds, ROWS=m, BLOCK_M=bm, BLOCK_N=bn, BLOCK_K=bk)
        return y
    bn, bk = _tiles_nk(n, k)
    bn, bk = block_n or bn, block_k or bk
    if interpreting():
        bm = min(128, max(16, triton.next_power_of_2(m)))
    else:
        bm = PREFILL_TILES[0] if m >= decode_rows else 16
    bm = block_m or bm
    ggml_tiles_kernel[(triton.cdiv(m, bm), triton.cdiv(n, bn))](
        x, raw, levels, y, *common, PRECISION=_precision(x), **kinds,
        BLOCK_M=bm, BLOCK_N=bn, BLOCK_K=bk)
    return y


def ggml_dequantize(raw, type_name, shape) -> torch.Tensor:
    """One tensor's bytes (uint8, any shape, whole blocks) -> float32 `shape`, bit for bit
    `registry.dequantize` (the same float32 operations in the same order, no fused
    multiply-add), decoded where the bytes lie."""
    name = f"ggml_dequantize({type_name})"
    t = registry.ggml_type(type_name)
    shape = tuple(int(s) for s in shape)
    registry.check_bytes(raw, t, shape)
    count = raw.numel() // t.bytes * t.weights
    cols = shape[-1] if shape and shape[-1] and shape[-1] % t.weights == 0 else t.weights
    rows = count // cols
    flat = raw.reshape(rows, -1)
    facts, _ = _check_raw(flat, type_name, rows, name)
    check_device(flat, name=name)
    out = torch.empty(rows, cols, dtype=torch.float32, device=raw.device)
    if count:
        br, bk = _tiles_nk(rows, cols)
        ggml_dequantize_kernel[(triton.cdiv(rows, br), triton.cdiv(cols, bk))](
            flat, _levels(type_name, raw.device), out, rows, cols, flat.stride(0), out.stride(0),
            **facts, BLOCK_R=br, BLOCK_K=bk, enable_fp_fusion=False)
    return out.reshape(shape)
