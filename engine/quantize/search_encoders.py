"""Searching encoders: K-quants (Q2_K .. Q6_K) and IQ4_NL / IQ4_XS, as llama.cpp makes them.

Rounding each weight to the nearest code of a min/max scale wastes levels; llama.cpp
instead searches, per sub-block, for the scale (and min) that minimises a weighted
squared error, then quantizes the sub-block scales themselves the same way. Without an
importance vector it runs its reference encoders (`quantize_row_*_ref`: weights from the
values themselves); with one (an imatrix: mean squared activation per input column) it
runs the `_impl` encoders, weighting each weight's error by importance * sqrt(sigma2 + x^2).

Here every search runs on all blocks at once: tensors are [groups, weights], and the
only Python loops are over the small search grids (scale candidates, coordinate passes).
Sums run in a different order than llama.cpp's, so results may differ in the last bit of a
scale, never in method. `quantize_q4_k_minmax` is the plain min/max Q4_K encoder the
search improves on.
"""
import torch

from engine.blocks.fields import pack_crumbs, pack_halves
from engine.quantize.encoders import half_bytes
from engine.blocks.tables import IQ4NL_VALUES

from engine.blocks.kquants import QK_K  # weights in a K-quant super-block
EPS = 1e-15          # llama.cpp GROUP_MAX_EPS: a group whose largest |x| is below it is all zero


def nearest(v: torch.Tensor) -> torch.Tensor:
    """llama.cpp `nearest_int`: round half to even, as an int32 tensor (non-finite -> 0)."""
    return torch.nan_to_num(v, nan=0.0, posinf=0.0, neginf=0.0).round().to(torch.int32)


def _safe(d: torch.Tensor) -> torch.Tensor:
    return torch.where(d == 0, torch.ones_like(d), d)


def _over(numerator: float, t: torch.Tensor) -> torch.Tensor:
    """numerator / t rounded once, as C divides. (`number / tensor` in PyTorch computes
    number * (1 / t), two roundings: on weights that sit on a grid, such as decoded files,
    it changes the chosen codes of about one block in twenty.)"""
    return torch.tensor(numerator, dtype=t.dtype) / t


def _inverse(d: torch.Tensor) -> torch.Tensor:
    """1 / d, with 0 where d is 0 (llama.cpp's `d ? 1/d : 0`)."""
    return torch.where(d == 0, torch.zeros_like(d), 1 / _safe(d))


def _f16(v: torch.Tensor) -> torch.Tensor:
    """Round float32 through f16 and back, as the stored super-block scales are."""
    return v.to(torch.float16).float()


def make_qkx(x, w, nmax, rmin, rdelta, nstep, use_mad=False):
    """Affine fit x ~ scale * L - min with L in 0..nmax (llama.cpp make_qkx2/qkx3_quants).

    x, w: float32 [G, n]. Starts from the min/max fit, then tries nstep+1 inverse scales
    (rmin + rdelta*i + nmax) / (max - min); each candidate's codes get a weighted
    least-squares scale and min (min clamped to <= 0); keeps the lowest weighted error.
    Returns (scale [G], the_min [G] >= 0 (w = scale * L - the_min), L int32 [G, n]).
    """
    mn = x.amin(-1).clamp(max=0)
    mx = x.amax(-1)
    flat = mx <= mn
    sum_w, sum_x = w.sum(-1), (w * x).sum(-1)

    def error(scale, mn_, L):
        diff = scale[:, None] * L + mn_[:, None] - x
        return (w * (diff.abs() if use_mad else diff * diff)).sum(-1)

    iscale = _over(nmax, _safe(mx - mn))
    scale = 1 / iscale
    L = nearest(iscale[:, None] * (x - mn[:, None])).clamp(0, nmax)
    best = error(scale, mn, L.float())
    for step in range(nstep + 1):
        iscale = _over(rmin + rdelta * step + nmax, _safe(mx - mn))
        La = nearest(iscale[:, None] * (x - mn[:, None])).clamp(0, nmax)
        Lf = La.float()
        sum_l, sum_l2, sum_xl = (w * Lf).sum(-1), (w * Lf * Lf).sum(-1), (w * Lf * x).sum(-1)
        D = sum_w * sum_l2 - sum_l * sum_l
        this_scale = (sum_w * sum_xl - sum_x * sum_l) / _safe(D)
        this_min = (sum_l2 * sum_x - sum_l * sum_xl) / _safe(D)
        pos = this_min > 0
        this_scale = torch.where(pos, sum_xl / _safe(sum_l2), this_scale)
        this_min = torch.where(pos, torch.zeros_like(this_min), this_min)
        err = error(this_scale, this_min, Lf)
        better = (D > 0) & (err < best)
        L = torch.where(better[:, None], La, L)
        best = torch.where(better, err, best)
        scale = torch.where(better, this_scale, scale)
        mn = torch.where(better, this_min, mn)
    scale = torch.where(flat, torch.zeros_like(scale), scale)
    L = torch.where(flat[:, None], torch.zeros_like(L), L)
    return scale, -mn, L


def _refine(x, w, L, sumlx, suml2, lo, hi, slx_only=False):
    """Coordinate passes (up to 5): move one code at a time to the best scale's rounding
    when that raises sumlx^2 / suml2 (the weighted fit), as make_qp/make_q3_quants do."""
    n = x.shape[1]
    for _ in range(5):
        changed = torch.zeros(x.shape[0], dtype=torch.bool)
        for i in range(n):
            xi, wi, li = x[:, i], w[:, i], L[:, i].float()
            slx = sumlx - wi * xi * li
            sl2 = suml2 - wi * li * li
            ok = (slx > 0) if slx_only else (slx > 0) & (sl2 > 0)
            new = nearest(xi * sl2 / _safe(slx)).clamp(lo, hi)
            nf = new.float()
            slx2, sl22 = slx + wi * xi * nf, sl2 + wi * nf * nf
            take = ok & (new != L[:, i]) & (sl22 > 0) & (slx2 * slx2 * suml2 > sumlx * sumlx * sl22)
            L[:, i] = torch.where(take, new, L[:, i])
            sumlx = torch.where(take, slx2, sumlx)
            suml2 = torch.where(take, sl22, suml2)
            changed |= take
        if not changed.any():
            break
    return L, sumlx, suml2


def make_qp_quants(x, nmax, w):
    """Non-negative x [G, n] ~ scale * L, L in 0..nmax (llama.cpp make_qp_quants): best of
    nine inverse scales (nmax + 0.1 i) / max, then coordinate passes. -> (scale [G], L int32)."""
    mx = x.amax(-1)
    zero = mx < EPS
    smx = _safe(torch.where(zero, torch.ones_like(mx), mx))
    iscale = _over(nmax, smx)
    L = nearest(iscale[:, None] * x)
    scale = 1 / iscale
    best = (w * (x - scale[:, None] * L.float()) ** 2).sum(-1)
    for i in (-4, -3, -2, -1, 1, 2, 3, 4):
        cand = _over(0.1 * i + nmax, smx)
        Lc = nearest(cand[:, None] * x).clamp(max=nmax).float()
        mse = (w * (x - (1 / cand)[:, None] * Lc) ** 2).sum(-1)
        better = mse < best
        best = torch.where(better, mse, best)
        iscale = torch.where(better, cand, iscale)
    L = nearest(iscale[:, None] * x).clamp(max=nmax)
    Lf = L.float()
    sumlx, suml2 = (w * x * Lf).sum(-1), (w * Lf * Lf).sum(-1)
    L, sumlx, suml2 = _refine(x, w, L, sumlx, suml2, -(2 ** 30), nmax)
    scale = torch.where(suml2 > 0, sumlx / _safe(suml2), torch.zeros_like(sumlx))
    return torch.where(zero, torch.zeros_like(scale), scale), torch.where(zero[:, None], 0, L)


def make_qx_quants(x, nmax, w):
    """Symmetric x [G, n] ~ scale * (L - nmax), L in 0..2*nmax-1 (llama.cpp make_qx_quants,
    rmse_type 1): best of 19 inverse scales -(nmax + 0.1 i) / max by the weighted fit
    sumlx^2 / suml2. -> (scale [G], L int32 [G, n])."""
    mx = x.gather(-1, x.abs().argmax(-1, keepdim=True)).squeeze(-1)
    zero = mx.abs() < EPS
    smx = torch.where(zero, torch.ones_like(mx), mx)

    def fit(iscale):
        l = nearest(iscale[:, None] * x).clamp(-nmax, nmax - 1)
        lf = l.float()
        return l, (w * x * lf).sum(-1), (w * lf * lf).sum(-1)

    L, sumlx, suml2 = fit(_over(-nmax, smx))
    scale = torch.where(suml2 > 0, sumlx / _safe(suml2), torch.zeros_like(sumlx))
    best = scale * sumlx
    for i in range(-9, 10):
        if i == 0:
            continue
        l, slx, sl2 = fit(_over(-(nmax + 0.1 * i), smx))
        better = (sl2 > 0) & (slx * slx > best * sl2)
        L = torch.where(better[:, None], l, L)
        scale = torch.where(better, slx / _safe(sl2), scale)
        best = torch.where(better, scale * slx, best)
    scale = torch.where(zero, torch.zeros_like(scale), scale)
    return scale, torch.where(zero[:, None], 0, L + nmax)


def make_q3_quants(x, nmax):
    """Symmetric fit with weights x^2 and coordinate passes (llama.cpp make_q3_quants, do_rmse).

    x [G, n] -> (scale [G], L int32 in 0..2*nmax-1)."""
    mx = x.gather(-1, x.abs().argmax(-1, keepdim=True)).squeeze(-1)
    zero = mx.abs() < EPS
    smx = torch.where(zero, torch.ones_like(mx), mx)
    L = nearest(_over(-nmax, smx)[:, None] * x).clamp(-nmax, nmax - 1)
    w = x * x
    Lf = L.float()
    sumlx, suml2 = (w * x * Lf).sum(-1), (w * Lf * Lf).sum(-1)
    L, sumlx, suml2 = _refine(x, w, L, sumlx, suml2, -nmax, nmax - 1, slx_only=True)
    scale = torch.where(suml2 > 0, sumlx / _safe(suml2), torch.zeros_like(sumlx))
    return torch.where(zero, torch.zeros_like(scale), scale), torch.where(zero[:, None], 0, L + nmax)


# ---------------------------------------------------------------- packing


def _pack_scale_min_k4(ls: torch.Tensor, lm: torch.Tensor) -> torch.Tensor:
    """Six-bit scales and mins [n, 8] -> the 12-byte packing `scale_min_k4` reads."""
    ls, lm = ls.to(torch.uint8), lm.to(torch.uint8)
    b03 = ls[:, :4] | ((ls[:, 4:] >> 4) << 6)
    b47 = lm[:, :4] | ((lm[:, 4:] >> 4) << 6)
    b811 = (ls[:, 4:] & 0x0F) | ((lm[:, 4:] & 0x0F) << 4)
    return torch.cat([b03, b47, b811], dim=-1)


def _importance_blocks(importance, rows, cols, block):
    """Per-column importance [cols] -> [rows * cols / block, block], matching the weight blocks."""
    imp = torch.as_tensor(importance, dtype=torch.float32).reshape(-1)
    if imp.numel() != cols:
        raise ValueError(f"importance must hold one value per column ({cols}), got {imp.numel()}")
    return imp.reshape(1, cols // block, block).expand(rows, -1, -1).reshape(-1, block)


# ---------------------------------------------------------------- K-quants


def _kquant_affine(x, importance, nmax, ref_search, impl_search):
    """Shared Q4_K / Q5_K search: 8 sub-blocks of 32 with an affine fit each, then 6-bit
    scales and mins against f16 d and dmin. x [B, 256] -> (d, dmin, ls, lm, L [B, 256])."""
    B = x.shape[0]
    xs = x.reshape(B, 8, 32)
    if importance is None:
        av = (xs * xs).sum(-1, keepdim=True).div(32).sqrt()
        w = av + xs.abs()
        scales, mins, _ = make_qkx(xs.reshape(-1, 32), w.reshape(-1, 32), nmax, *ref_search)
        scales, mins = scales.reshape(B, 8), mins.reshape(B, 8)
        max_scale, max_min = scales.amax(-1, keepdim=True), mins.amax(-1, keepdim=True)
        inv_s = torch.where(max_scale > 0, _over(63, _safe(max_scale)), torch.zeros_like(max_scale))
        inv_m = torch.where(max_min > 0, _over(63, _safe(max_min)), torch.zeros_like(max_min))
        ls = nearest(inv_s * scales).clamp(0, 63)
        lm = nearest(inv_m * mins).clamp(0, 63)
        d, dmin = max_scale / 63, max_min / 63
    else:
        sigma2 = 2 * (x * x).sum(-1, keepdim=True) / QK_K
        w = importance.reshape(B, 8, 32) * (sigma2.unsqueeze(-1) + xs * xs).sqrt()
        scales, mins, _ = make_qkx(xs.reshape(-1, 32), w.reshape(-1, 32), nmax, *impl_search)
        scales, mins = scales.reshape(B, 8), mins.reshape(B, 8)
        sw = w.sum(-1)
        d, ls = make_qp_quants(scales, 63, sw)
        dmin, lm = make_qp_quants(mins, 63, sw)
        d, dmin = d[:, None], dmin[:, None]
    d, dmin = _f16(d), _f16(dmin)
    # requantize every weight against the scales as stored
    ds = (d * ls.float()).unsqueeze(-1)
    dm = (dmin * lm.float()).unsqueeze(-1)
    L = nearest((xs + dm) / _safe(ds)).clamp(0, nmax)
    return d, dmin, ls, lm, L.reshape(B, QK_K)


def encode_q4_k(x, importance=None):
    """Q4_K blocks [B, 256] -> [B, 144] (layout: ggml_kquants.dequant_q4_k)."""
    d, dmin, ls, lm, L = _kquant_affine(x, importance, 15, (-1.0, 0.1, 20), (-0.9, 0.05, 36))
    return torch.cat([half_bytes(d), half_bytes(dmin), _pack_scale_min_k4(ls, lm), pack_halves(L & 0x0F, 32)], -1)


def encode_q5_k(x, importance=None):
    """Q5_K blocks [B, 256] -> [B, 176]: Q4_K's search with 32 levels; bit 4 of weight 32b + j in qh[j] bit b."""
    B = x.shape[0]
    d, dmin, ls, lm, L = _kquant_affine(x, importance, 31, (-0.5, 0.1, 15), (-0.9, 0.05, 36))
    high = (L >> 4).to(torch.uint8).reshape(B, 8, 32) << torch.arange(8, dtype=torch.uint8).view(1, 8, 1)
    qh = high.sum(1, dtype=torch.int32).to(torch.uint8)
    return torch.cat([half_bytes(d), half_bytes(dmin), _pack_scale_min_k4(ls, lm), qh,
                      pack_halves(L & 0x0F, 32)], -1)


def encode_q6_k(x, importance=None):
    """Q6_K blocks [B, 256] -> [B, 210]: make_qx_quants per 16 (weights x^2, or the importance
    itself), int8 scales against d = max_scale / -128, requantize to -32..31."""
    B = x.shape[0]
    xs = x.reshape(-1, 16)
    w = xs * xs if importance is None else importance.reshape(-1, 16)
    scales, _ = make_qx_quants(xs, 32, w)
    scales = scales.reshape(B, 16)
    max_scale = scales.gather(-1, scales.abs().argmax(-1, keepdim=True))
    zero = max_scale.abs() < EPS
    iscale = _over(-128, _safe(torch.where(zero, torch.ones_like(max_scale), max_scale)))
    d = _f16(torch.where(zero, torch.zeros_like(iscale), 1 / iscale))
    sc = nearest(iscale * scales).clamp(max=127)
    sc = torch.where(zero, 0, sc)
    dl = (d * sc.float()).unsqueeze(-1)
    L = (nearest(x.reshape(B, 16, 16) / _safe(dl)).clamp(-32, 31) + 32).reshape(B, QK_K)
    L = torch.where(zero, 0, L).to(torch.uint8)
    q = L.reshape(B, 2, 4, 32)
    ql = torch.cat([(q[:, :, 0] & 0xF) | ((q[:, :, 2] & 0xF) << 4),
                    (q[:, :, 1] & 0xF) | ((q[:, :, 3] & 0xF) << 4)], dim=-1).reshape(B, 128)
    qh = ((q[:, :, 0] >> 4) | ((q[:, :, 1] >> 4) << 2) | ((q[:, :, 2] >> 4) << 4)
          | ((q[:, :, 3] >> 4) << 6)).reshape(B, 64)
    return torch.cat([ql, qh, sc.to(torch.int8).view(torch.uint8), half_bytes(d)], -1)


def encode_q2_k(x, importance=None):
    """Q2_K blocks [B, 256] -> [B, 84]: affine fit per 16 weights (L in 0..3), 4-bit scales and mins."""
    B = x.shape[0]
    xs = x.reshape(B, 16, 16)
    if importance is None:
        w = xs.abs()
        scales, mins, _ = make_qkx(xs.reshape(-1, 16), w.reshape(-1, 16), 3, -0.5, 0.1, 15, use_mad=True)
        scales, mins = scales.reshape(B, 16), mins.reshape(B, 16)
        max_scale, max_min = scales.amax(-1, keepdim=True), mins.amax(-1, keepdim=True)
        ls = torch.where(max_scale > 0, nearest(_over(15, _safe(max_scale)) * scales), 0)
        lm = torch.where(max_min > 0, nearest(_over(15, _safe(max_min)) * mins), 0)
        d = torch.where(max_scale > 0, max_scale / 15, torch.zeros_like(max_scale))
        dmin = torch.where(max_min > 0, max_min / 15, torch.zeros_like(max_min))
    else:
        sigma2 = (x * x).sum(-1, keepdim=True) / QK_K
        w = importance.reshape(B, 16, 16) * (sigma2.unsqueeze(-1) + xs * xs).sqrt()
        scales, mins, _ = make_qkx(xs.reshape(-1, 16), w.reshape(-1, 16), 3, -0.9, 0.05, 36)
        scales, mins = scales.reshape(B, 16), mins.reshape(B, 16)
        sw = w.sum(-1)
        d, ls = make_qp_quants(scales, 15, sw)
        dmin, lm = make_qp_quants(mins, 15, sw)
        d, dmin = d[:, None], dmin[:, None]
    d, dmin = _f16(d), _f16(dmin)
    ds = (d * (ls & 0xF).float()).unsqueeze(-1)
    dm = (dmin * (lm & 0xF).float()).unsqueeze(-1)
    L = nearest((xs + dm) / _safe(ds)).clamp(0, 3).reshape(B, QK_K)
    sc = ((ls & 0xF) | ((lm & 0xF) << 4)).to(torch.uint8)
    return torch.cat([sc, pack_crumbs(L), half_bytes(d), half_bytes(dmin)], -1)


def encode_q3_k(x, importance=None):
    """Q3_K blocks [B, 256] -> [B, 110]: symmetric fit per 16 (L in -4..3), 6-bit scales against d."""
    B = x.shape[0]
    xs = x.reshape(B, 16, 16)
    if importance is None:
        scales, _ = make_q3_quants(xs.reshape(-1, 16), 4)
        scales = scales.reshape(B, 16)
        max_scale = scales.gather(-1, scales.abs().argmax(-1, keepdim=True))
        zero = max_scale == 0
        iscale = _over(-32, _safe(max_scale))
        ls = nearest(iscale * scales).clamp(-32, 31) + 32
        d = torch.where(zero, torch.zeros_like(iscale), 1 / iscale)
        ls = torch.where(zero, 0, ls)
    else:
        sigma2 = 2 * (x * x).sum(-1, keepdim=True) / QK_K
        w = importance.reshape(B, 16, 16) * (sigma2.unsqueeze(-1) + xs * xs).sqrt()
        scales, _ = make_qx_quants(xs.reshape(-1, 16), 4, w.reshape(-1, 16))
        d, ls = make_qx_quants(scales.reshape(B, 16), 32, w.sum(-1))
        d = d[:, None]
    d = _f16(d)
    dl = (d * (ls - 32).float()).unsqueeze(-1)
    L = (nearest(xs / _safe(dl)).clamp(-4, 3) + 4).reshape(B, QK_K)
    high = (L > 3).to(torch.uint8)
    low = L - 4 * high
    hmask = (high.reshape(B, 8, 32) << torch.arange(8, dtype=torch.uint8).view(1, 8, 1)).sum(1, dtype=torch.int32)
    lsu = ls.to(torch.uint8)
    packed = torch.cat([(lsu[:, :8] & 0xF) | ((lsu[:, 8:] & 0xF) << 4),
                        ((lsu >> 4).reshape(B, 4, 4) << torch.tensor([0, 2, 4, 6], dtype=torch.uint8).view(1, 4, 1))
                        .sum(1, dtype=torch.int32).to(torch.uint8)], dim=-1)
    return torch.cat([hmask.to(torch.uint8), pack_crumbs(low), packed, half_bytes(d)], -1)


# ---------------------------------------------------------------- IQ4


def _iq4_index(v: torch.Tensor) -> torch.Tensor:
    """Index of the IQ4NL level nearest v (ties to the upper level, like best_index_int8)."""
    levels = torch.tensor(IQ4NL_VALUES, dtype=torch.float32)
    mids2 = levels[:-1] + levels[1:]                     # compare 2v with sums: exact
    return torch.bucketize((v + v).contiguous(), mids2, right=True)


def _iq4_scales(xs, w, ntry=7):
    """Best scale per 32 weights for the IQ4NL levels: d from the signed max, then 2*ntry+1
    candidates (i + values[0]) / max, each with its weighted least-squares scale."""
    levels = torch.tensor(IQ4NL_VALUES, dtype=torch.float32)
    mx = xs.gather(-1, xs.abs().argmax(-1, keepdim=True)).squeeze(-1)
    zero = mx.abs() < EPS
    smx = torch.where(zero, torch.ones_like(mx), mx)

    def fit(inv):
        q = levels[_iq4_index(inv[:, None] * xs)]
        return (w * q * xs).sum(-1), (w * q * q).sum(-1)

    sumqx, sumq2 = fit(1 / (-smx / levels[0]))
    d = sumqx / _safe(sumq2)
    best = d * sumqx
    for i in range(-ntry, ntry + 1):
        sqx, sq2 = fit((i + levels[0]) / smx)
        better = (sq2 > 0) & (sqx * sqx > best * sq2)
        d = torch.where(better, sqx / _safe(sq2), d)
        best = torch.where(better, d * sqx, best)
    return torch.where(zero, torch.zeros_like(d), d)


def _iq4_weights(x, importance):
    """Per-weight error weights: x^2, or importance * sqrt(sigma2 + x^2) with an imatrix."""
    if importance is None:
        return x * x
    sigma2 = 2 * (x * x).sum(-1, keepdim=True) / x.shape[-1]
    return importance * (sigma2 + x * x).sqrt()


def encode_iq4_nl(x, importance=None):
    """IQ4_NL blocks [B, 32] -> [B, 18]: best scale, d stored in f16, codes against the unrounded d."""
    w = _iq4_weights(x, importance)
    d = _iq4_scales(x, w)
    q = _iq4_index((1 / _safe(d))[:, None] * x)
    q = torch.where((d == 0)[:, None], _iq4_index(torch.zeros_like(x)), q)
    return torch.cat([half_bytes(d[:, None]), pack_halves(q.to(torch.uint8))], -1)


def encode_iq4_xs(x, importance=None):
    """IQ4_XS blocks [B, 256] -> [B, 136]: best scale per 32, then 6-bit signed scales against d = max / -32."""
    B = x.shape[0]
    w = _iq4_weights(x, importance).reshape(-1, 32)
    xs = x.reshape(-1, 32)
    scales = _iq4_scales(xs, w).reshape(B, 8)
    max_scale = scales.gather(-1, scales.abs().argmax(-1, keepdim=True))
    d = -max_scale / 32
    ls = nearest(_inverse(d) * scales).clamp(-32, 31)
    dl = (d * ls.float()).reshape(-1, 1)
    q = _iq4_index(_inverse(dl) * xs).to(torch.uint8).reshape(B, 8, 32)
    lsu = (ls + 32).to(torch.uint8)
    high = ((lsu >> 4).int() << torch.arange(0, 16, 2, dtype=torch.int32)).sum(-1, dtype=torch.int32)
    scales_h = torch.stack([high & 0xFF, high >> 8], -1).to(torch.uint8)        # u16, little endian
    scales_l = (lsu[:, 0::2] & 0xF) | ((lsu[:, 1::2] & 0xF) << 4)
    qs = pack_halves(q.reshape(-1, 32)).reshape(B, 128)
    return torch.cat([half_bytes(d), scales_h, scales_l, qs], -1)


# ---------------------------------------------------------------- the baseline


def quantize_q4_k_minmax(w: torch.Tensor) -> torch.Tensor:
    """Plain Q4_K: each 32-weight sub-block's own min and max, no search.

    float [rows, cols] (cols a multiple of 256) -> uint8 [rows, cols / 256 * 144].
    scale = (max - min) / 15 and min per sub-block (min clamped to <= 0, as Q4_K stores
    -min >= 0), both rounded to 6 bits against d = max scale / 63 and dmin = max min / 63.
    """
    rows, cols = w.shape
    if cols % QK_K:
        raise ValueError(f"Q4_K rows must hold whole blocks of 256 weights; got rows of {cols}")
    x = w.detach().float().reshape(-1, 8, 32)
    B = x.shape[0]
    mn = x.amin(-1).clamp(max=0)
    scales = (x.amax(-1) - mn) / 15
    mins = -mn
    max_scale, max_min = scales.amax(-1, keepdim=True), mins.amax(-1, keepdim=True)
    ls = nearest(_inverse(max_scale / 63) * scales).clamp(0, 63)
    lm = nearest(_inverse(max_min / 63) * mins).clamp(0, 63)
    d, dmin = _f16(max_scale / 63), _f16(max_min / 63)
    ds = (d * ls.float()).unsqueeze(-1)
    dm = (dmin * lm.float()).unsqueeze(-1)
    L = nearest((x + dm) / _safe(ds)).clamp(0, 15).reshape(B, QK_K)
    q = torch.cat([half_bytes(d), half_bytes(dmin), _pack_scale_min_k4(ls, lm), pack_halves(L & 0x0F, 32)], -1)
    return q.reshape(rows, -1)


_BLOCKS = {"Q2_K": (encode_q2_k, QK_K), "Q3_K": (encode_q3_k, QK_K), "Q4_K": (encode_q4_k, QK_K),
           "Q5_K": (encode_q5_k, QK_K), "Q6_K": (encode_q6_k, QK_K),
           "IQ4_NL": (encode_iq4_nl, 32), "IQ4_XS": (encode_iq4_xs, QK_K)}


def _whole(type_name):
    encoder, block = _BLOCKS[type_name]

    def encode(w: torch.Tensor, importance=None) -> torch.Tensor:
        rows, cols = w.shape
        imp = None if importance is None else _importance_blocks(importance, rows, cols, block)
        return encoder(w.reshape(-1, block), imp)
    encode.__doc__ = encoder.__doc__
    return encode


# name -> encoder of float32 [rows, cols] (+ optional importance [cols]) -> uint8 blocks
ENCODERS = {name: _whole(name) for name in _BLOCKS}
