"""The grouped expert kernel: every routed (token, expert) pair of a MoE layer in one launch.

A MoE layer's products are P = tokens x top-k pairs, each "row x of a token times the
weight of one of E experts". Launched per expert that is a kernel launch per used expert
and projection (dozens per layer and step); here, as llama.cpp's CUDA `mul_mat_id` and
vLLM's fused MoE do, one launch computes them all:
- the pairs are sorted by expert with torch ops on the device (no copy to the host): an
  expert's pairs form one run of the sorted order, cut into tiles of BLOCK_M pairs, and a
  table gives each tile its expert and its run of pairs (the grid holds as many tiles as
  the worst spread of P pairs over E experts can need; the spare ones return at once);
- a program takes one tile and BLOCK_N output rows of its expert's weight, the GGML blocks
  of the stacked experts [E, out, row bytes] as the file stores them, decoded once by
  triton_blocks' `_weights` (the same family bodies, bit-exact decode) and multiplied by
  the tile's rows of x: a multiply and `tl.sum` per row when an expert has few pairs (a
  decode step: GEMV, the weight bytes are the cost), `tl.dot` tiles for a prompt;
- each pair's product is written to its own row of y [P, out], in the pairs' order.
"""
import torch
import triton
import triton.language as tl

from engine.kernels import DECODE_ROWS, check_device, interpreting
from engine.kernels.triton_blocks import DIRECT, GEMV_ROWS, _check_tiles, _constexprs, _levels, _tiles_nk, _weights
from engine.kernels.triton_formats import PREFILL_TILES, _check_x, _dot, _precision

LAUNCHES = {"experts": 0}   # grouped launches so far (tests read it: proof the kernel ran)


@triton.jit
def ggml_experts_kernel(x_ptr, raw_ptr, levels_ptr, y_ptr, tile_expert_ptr, tile_first_ptr,
                        tile_stop_ptr, pair_ptr, xrow_ptr, N, K, stride_xm, stride_xk, stride_re,
                        stride_rn, stride_ym, stride_yn, PRECISION: tl.constexpr, GEMV: tl.constexpr,
                        FAMILY: tl.constexpr, KIND: tl.constexpr, W: tl.constexpr, B: tl.constexpr,
                        S: tl.constexpr, D: tl.constexpr, M_: tl.constexpr, QH: tl.constexpr,
                        QS: tl.constexpr, SC: tl.constexpr, SCH: tl.constexpr, BITS: tl.constexpr,
                        ZERO: tl.constexpr, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
                        BLOCK_K: tl.constexpr):
    """y[pair, n] for the pairs of tile program_id(0) (sorted positions first .. stop - 1,
    all of one expert) and BLOCK_N rows n of that expert's weight."""
    t = tl.program_id(0)
    e = tl.load(tile_expert_ptr + t)
    if e < 0:                                   # a spare tile: the pairs fill fewer
        return
    first = tl.load(tile_first_ptr + t)
    stop = tl.load(tile_stop_ptr + t)
    rm = tl.arange(0, BLOCK_M)
    live = first + rm < stop
    pair = tl.load(pair_ptr + first + rm, mask=live, other=0).to(tl.int64)   # where each row's y goes
    xrow = tl.load(xrow_ptr + first + rm, mask=live, other=0).to(tl.int64)   # the row of x it reads
    rn = (tl.program_id(1) * BLOCK_N + tl.arange(0, BLOCK_N)).to(tl.int64)
    blocks = raw_ptr + e.to(tl.int64) * stride_re                           # expert e's [N, row bytes]
    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k0 in range(0, K, BLOCK_K):
        rk = k0 + tl.arange(0, BLOCK_K)
        w = _weights(blocks, rn, k0, K, N, stride_rn, levels_ptr, FAMILY, KIND, W, B, S, D, M_,
                     QH, QS, SC, SCH, BITS, ZERO, BLOCK_K, BLOCK_N)          # [BLOCK_K, BLOCK_N]
        if GEMV:     # the tile decoded once, then each of its rows: a multiply and a sum
            w = w.to(x_ptr.dtype.element_ty).to(tl.float32)
            for i in tl.static_range(BLOCK_M):
                row = tl.sum(tl.where(rm == i, xrow, 0), axis=0)   # a spare row reads row 0, stored nowhere
                x = tl.load(x_ptr + row * stride_xm + rk * stride_xk, mask=rk < K, other=0.0)
                part = tl.sum(x.to(tl.float32)[:, None] * w, axis=0)
                acc = tl.where(rm[:, None] == i, acc + part[None, :], acc)
        else:
            x = tl.load(x_ptr + xrow[:, None] * stride_xm + rk[None, :] * stride_xk,
                        mask=live[:, None] & (rk[None, :] < K), other=0.0)
            acc = _dot(acc, x, w, PRECISION)
    tl.store(y_ptr + pair[:, None] * stride_ym + rn[None, :] * stride_yn,
             acc.to(y_ptr.dtype.element_ty), mask=live[:, None] & (rn[None, :] < N))


def tile_table(experts: torch.Tensor, num_experts: int, block_m: int) -> tuple:
    """The pairs grouped by expert, on their device without a copy to the host:
    (order: the pair at each sorted position, and per tile of at most `block_m` sorted
    positions of one expert its expert (-1: a spare tile), first and stop position), int32.
    An expert of c pairs takes ceil(c / block_m) tiles: P pairs over at most min(E, P)
    experts never take more than ceil(P / block_m) + min(E, P) - 1."""
    p = experts.numel()
    order = torch.argsort(experts, stable=True)
    counts = torch.zeros(num_experts, dtype=torch.int64, device=experts.device)
    counts.scatter_add_(0, experts.long(), torch.ones_like(experts, dtype=torch.int64))
    stops = counts.cumsum(0)
    tiles = (counts + block_m - 1) // block_m
    tile_stops = tiles.cumsum(0)
    t = torch.arange(triton.cdiv(p, block_m) + min(num_experts, p) - 1, device=experts.device)
    expert = torch.searchsorted(tile_stops, t, right=True)        # num_experts: past the last tile
    spare = expert >= num_experts
    e = expert.clamp(max=num_experts - 1)
    first = stops[e] - counts[e] + (t - (tile_stops[e] - tiles[e])) * block_m
    stop = torch.minimum(stops[e], first + block_m)
    i32 = torch.int32
    return (order.to(i32), torch.where(spare, -1, e).to(i32), first.to(i32), stop.to(i32))


def _check_pairs(x, raw, experts, rows, name):
    """(P, the rows of x the pairs read) of a call; ValueError naming what is wrong."""
    if experts.dim() != 1 or experts.dtype not in (torch.int32, torch.int64):
        raise ValueError(f"{name}: experts must be int32/int64 [pairs], found {experts.dtype} "
                         f"{tuple(experts.shape)}")
    p = experts.numel()
    if rows is None:
        if x.shape[0] != p:
            raise ValueError(f"{name}: without rows, x must have a row per pair ({p}), found {x.shape[0]}")
        rows = torch.arange(p, device=x.device, dtype=torch.int32)
    elif rows.dim() != 1 or rows.numel() != p or rows.dtype not in (torch.int32, torch.int64):
        raise ValueError(f"{name}: rows must be int32/int64 [{p}] (the row of x of each pair), found "
                         f"{rows.dtype} {tuple(rows.shape)}")
    if p and not experts.is_cuda:   # on a GPU the ids come from a top-k: no copy to the host to check
        if int(experts.min()) < 0 or int(experts.max()) >= raw.shape[0]:
            raise ValueError(f"{name}: expert ids must be in [0, {raw.shape[0]}), found "
                             f"{int(experts.min())} .. {int(experts.max())}")
        if int(rows.min()) < 0 or int(rows.max()) >= x.shape[0]:
            raise ValueError(f"{name}: rows must be in [0, {x.shape[0]}), found {int(rows.min())} .. "
                             f"{int(rows.max())}")
    return p, rows


def ggml_experts_matmul(x, raw, type_name, out_features, experts, rows=None, per_expert=None,
                        decode_rows=DECODE_ROWS, gemv=None, block_m=None, block_n=None, block_k=None):
    """y[p] = x[rows[p]] @ W[experts[p]].T for every pair p -> [P, out_features] in x's
    dtype, one launch. x [M, K]; raw uint8 [E, out_features, row bytes]: the E experts'
    GGML blocks of a type in `DIRECT` (rows of whole contiguous blocks; experts may lie
    any stride apart); experts [P]: each pair's expert; rows [P]: the row of x it reads
    (None: pair p reads row p). `per_expert`: the most pairs one expert may get (a token's
    top-k experts differ: the token count; default min(M, P)); at most GEMV_ROWS takes the
    GEMV body, more the `tl.dot` tiles (`gemv=True / False` forces one; the tiles may be
    given: powers of two >= 16, block_k >= 32)."""
    name = f"ggml_experts_matmul({type_name})"
    if type_name not in DIRECT:
        raise ValueError(f"{name}: no direct kernel for {type_name} (have {', '.join(DIRECT)})")
    facts = DIRECT[type_name]
    if raw.dtype != torch.uint8 or raw.dim() != 3 or raw.shape[1] != out_features or raw.shape[0] < 1:
        raise ValueError(f"{name}: raw must be uint8 [experts, {out_features}, row_bytes], found "
                         f"{raw.dtype} {tuple(raw.shape)}")
    if raw.shape[2] % facts["B"] or raw.stride(2) != 1:
        raise ValueError(f"{name}: raw rows must be whole contiguous {facts['B']}-byte blocks, "
                         f"found {raw.shape[2]} bytes with stride {raw.stride(2)}")
    k = raw.shape[2] // facts["B"] * facts["W"]
    _check_x(x, k, name)
    _check_tiles(name, block_m, block_n, block_k, least_m=1)
    p, rows = _check_pairs(x, raw, experts, rows, name)
    check_device(x, raw, experts, rows, name=name)
    y = torch.empty(p, out_features, dtype=x.dtype, device=x.device)
    if p == 0:
        return y
    most = max(1, min(per_expert or x.shape[0], p))
    if gemv is None:
        gemv = most <= GEMV_ROWS
    if gemv:
        bm = block_m or min(GEMV_ROWS, triton.next_power_of_2(most))
    elif interpreting():
        bm = block_m or min(128, max(16, triton.next_power_of_2(most)))
    else:
        bm = block_m or (PREFILL_TILES[0] if most >= decode_rows else 16)
    if not gemv and bm < 16:
        raise ValueError(f"{name}: the tiles (tl.dot) take block_m >= 16, found {bm}")
    bn, bk = _tiles_nk(out_features, k)
    bn, bk = block_n or bn, block_k or bk
    order, tile_expert, first, stop = tile_table(experts, raw.shape[0], bm)
    xrow = rows[order.long()].to(torch.int32)
    ggml_experts_kernel[(tile_expert.numel(), triton.cdiv(out_features, bn))](
        x, raw, _levels(type_name, raw.device), y, tile_expert, first, stop, order, xrow,
        out_features, k, x.stride(0), x.stride(1), raw.stride(0), raw.stride(1), y.stride(0), y.stride(1),
        PRECISION=_precision(x), GEMV=gemv, **_constexprs(facts), BLOCK_M=bm, BLOCK_N=bn, BLOCK_K=bk)
    LAUNCHES["experts"] += 1
    return y
