"""Int8-activation kernels: x quantized the way llama.cpp quantizes it, then integer dot
products against the file's blocks (book Chapter 40).

llama.cpp's CPU backend never multiplies quantized weights by float activations: each
matmul first quantizes the activation rows to the weight type's partner format
(`ACT_TYPES`: Q8_0, Q8_1 or Q8_K, llama.cpp's "vec_dot_type") and then sums integer
products block by block. `ggml_gemm_q8` does the same in C (gemv_q8.h): one row runs the
row kernels; a batch runs the tiled int8 GEMM (weights packed a chunk at a time into
16-row interleaved strips, gemm_q8_tiles.h) where the instruction-set copy has one for
the type (`tiled`: every type with an int8 kernel, in the SIMD copies), else the
row kernels below PREFILL_ROWS rows and, from there, x quantized the same way, dequantized
and put through the tiled dequantize + BLAS path.
All give the same numbers up to float32 rounding. `reference.ggml_gemm_q8_reference` is the pure-PyTorch definition.
"""
import torch

from engine.blocks.registry import ACT_TYPES, BLOCK, TYPES  # ACT_TYPES: weight type -> its int8 dot's format
from engine.kernels.cpu import gemm, library as _cpu
from engine.kernels.cpu.interleave import ROWS as I16_ROWS, TYPES as I16_TYPES, file_rows, fits

# activation format -> (ggml type id, values per block, bytes per block):
#   Q8_0 f16 d, 32 x int8;  Q8_1 f16 d, f16 s = d * sum(q), 32 x int8;
#   Q8_K f32 d, 256 x int8, 16 x int16 sums of 16
ACT_BLOCKS = {fmt: (TYPES[fmt], *BLOCK[fmt]) for fmt in sorted(set(ACT_TYPES.values()))}
# weight types of the integer kernels -> (ggml type id, values per block, bytes per block),
# as the library states them (empty when it is not built)
Q8_WEIGHTS = _cpu._Provided("int8")


def supports_q8(type_name: str) -> bool:
    """True when the library is built and has an integer kernel for weight type `type_name`."""
    return type_name in Q8_WEIGHTS


def act_type_name(type_name: str) -> str:
    """The activation format for `type_name`: a weight type's partner, or the format itself."""
    if type_name in ACT_BLOCKS:
        return type_name
    if type_name in ACT_TYPES:
        return ACT_TYPES[type_name]
    raise ValueError(f"no int8 activation format for {type_name!r}: weight types "
                     f"{sorted(ACT_TYPES)}, formats {sorted(ACT_BLOCKS)}")


def act_row_bytes(type_name: str, K: int) -> int:
    """Bytes of one quantized activation row of K values (K a multiple of the block)."""
    _, qk, size = ACT_BLOCKS[act_type_name(type_name)]
    if K % qk:
        raise ValueError(f"{act_type_name(type_name)} rows hold whole {qk}-value blocks, found K = {K}")
    return K // qk * size


def quantize_activations(x: torch.Tensor, type_name: str, path: str | None = None,
                         threads: int | None = None) -> torch.Tensor:
    """x float32 [..., K] -> uint8 [..., row bytes]: each row quantized exactly as llama.cpp's
    CPU backend does. `type_name` is a format (Q8_0, Q8_1, Q8_K) or a weight type, which
    stands for its partner format."""
    act = act_type_name(type_name)
    K = x.shape[-1]
    bytes_ = act_row_bytes(act, K)
    xs = _rows_f32(x, K, f"quantize_activations({act})")
    out = torch.empty(xs.shape[0], bytes_, dtype=torch.uint8)
    _cpu._check(_cpu._lib().quantize_act_rows(xs.data_ptr(), xs.shape[0], K, ACT_BLOCKS[act][0],
                                              out.data_ptr(), _cpu._path(path)), f"quantize_act_rows({act})")
    return out.reshape(*x.shape[:-1], bytes_)


def _rows_f32(x: torch.Tensor, K: int, what: str) -> torch.Tensor:
    """x as contiguous float32 CPU rows [M, K]; returned as is when it already is (decode
    calls this once per matrix: the checks are kept to a few attribute reads)."""
    if x.dim() == 2 and x.dtype == torch.float32 and x.shape[1] == K and x.is_contiguous() and not x.is_cuda:
        return x
    return _cpu._float_rows(x, K, what)


def _check_interleave(interleave: int, type_name: str, N: int):
    """ValueError naming `interleave` when raw's rows cannot be in that layout."""
    if interleave == 0:
        return
    if interleave != I16_ROWS or not fits(type_name, N):
        raise ValueError(f"interleave={interleave}: rows interleaved {I16_ROWS} at a time hold "
                         f"{' or '.join(I16_TYPES)} with a multiple of {I16_ROWS} rows; found {type_name} "
                         f"with {N} rows (interleave=0 reads rows as stored)")


def _q8_geometry(raw: torch.Tensor, type_name: str) -> tuple[int, int]:
    """(N, K) of a raw GGML weight uint8 [N, row_bytes] that an integer kernel reads."""
    return _cpu._weight_geometry(raw, type_name, Q8_WEIGHTS, "no int8-activation kernel for")


def tiled(type_name: str, path: str | None = None) -> bool:
    """True when `path`'s copy (default: the best) multiplies batches of `type_name`
    through the tiled int8 GEMM (packed strips; the AVX-512 VNNI copy)."""
    return supports_q8(type_name) and bool(_cpu._lib().ggml_q8_tiled(Q8_WEIGHTS[type_name][0], _cpu._path(path)))


def ggml_gemm_q8_quantized(xq: torch.Tensor, raw: torch.Tensor, type_name: str,
                           path: str | None = None, threads: int | None = None,
                           interleave: int = 0) -> torch.Tensor:
    """xq uint8 [M, row bytes] (quantize_activations(x, type_name)) . W -> float32 [M, N]:
    the integer kernel alone, on rows already quantized (by this library or another).
    `interleave=16`: raw's rows are in interleave.py's 16-row groups."""
    N, K = _q8_geometry(raw, type_name)
    _check_interleave(interleave, type_name, N)
    bytes_ = act_row_bytes(type_name, K)
    if xq.dtype != torch.uint8 or xq.dim() != 2 or xq.shape[1] != bytes_:
        raise ValueError(f"{type_name}: quantized activations must be uint8 [M, {bytes_}], "
                         f"found {xq.dtype} {tuple(xq.shape)}")
    xq = xq.contiguous()
    out = torch.empty(xq.shape[0], N)
    _cpu._check(_cpu._lib().ggml_gemm_q8_quantized(xq.data_ptr(), xq.shape[0], K, raw.data_ptr(), N,
                                                   raw.stride(0), Q8_WEIGHTS[type_name][0], out.data_ptr(),
                                                   _cpu.thread_count(threads), _cpu._path(path), interleave),
                f"ggml_gemm_q8_quantized({type_name})")
    return out


def _operands(x: torch.Tensor, raw: torch.Tensor, type_name: str, interleave: int, out: torch.Tensor,
              what: str) -> tuple[torch.Tensor, int, int, int]:
    """(x as contiguous float32 rows, M, N, K) for kernel `what`, raw's geometry and layout
    and the [M, N] buffer `out` checked."""
    N, K = _q8_geometry(raw, type_name)
    _check_interleave(interleave, type_name, N)
    x = _rows_f32(x, K, f"{what}({type_name})")
    _cpu._check_out(out, x.shape[0], N, what)
    return x, x.shape[0], N, K


def _integer_route(M: int, type_name: str, p: int) -> bool:
    """True when M rows take the C integer kernels on path p; False for a prompt on a copy
    without the tiled GEMM, which goes through float matmuls on the dequantized rows."""
    return (M < gemm.PREFILL_ROWS or _cpu.batch_invariant()
            or bool(_cpu._lib().ggml_q8_tiled(Q8_WEIGHTS[type_name][0], p)))


def ggml_gemm_q8_into(out: torch.Tensor, x: torch.Tensor, raw: torch.Tensor, type_name: str,
                      path: str | None = None, threads: int | None = None,
                      interleave: int = 0) -> torch.Tensor:
    """out (float32 [M, N], contiguous) = q8(x [M, K]) . W, W = GGML rows of `raw` (in
    interleave.py's 16-row groups with `interleave=16`)."""
    x, M, N, K = _operands(x, raw, type_name, interleave, out, "ggml_gemm_q8")
    p, lib = _cpu._path(path), _cpu._lib()
    if _integer_route(M, type_name, p):
        _cpu._check(lib.ggml_gemm_q8(x.data_ptr(), M, K, raw.data_ptr(), N, raw.stride(0),
                                     Q8_WEIGHTS[type_name][0], out.data_ptr(), _cpu.thread_count(threads), p,
                                     interleave),
                    f"ggml_gemm_q8({type_name})")
        return out
    # prefill: the same quantized rows, dequantized (in C, with Q8_1's s - d * sum(q) per
    # block for the offset types), through the tiled BLAS path
    act = act_type_name(type_name)
    offset = type_name in ("Q4_1", "Q5_1")
    xd = torch.empty(M, K)
    err = torch.empty(M, K // 32) if offset else None
    _cpu._check(lib.fake_quant_rows(x.data_ptr(), M, K, ACT_BLOCKS[act][0], xd.data_ptr(),
                                    None if err is None else err.data_ptr(), _cpu.thread_count(threads), p),
                f"fake_quant_rows({act})")
    if interleave:
        def decode_tile(r0, r1, tile):
            rows = file_rows(raw, type_name, r0, r1)
            gemm.dequant_rows(rows, type_name, 0, r1 - r0, out=tile, path=path, threads=threads)
    elif type_name in _cpu.KERNEL_TYPES:
        def decode_tile(r0, r1, tile):
            gemm.dequant_rows(raw, type_name, r0, r1, out=tile, path=path, threads=threads)
    else:                                   # no float matmul for the type: its exact decoder
        from engine.kernels.cpu import dequant_exact
        weights = BLOCK[type_name][0]

        def decode_tile(r0, r1, tile):
            dequant_exact.decode(raw[r0:r1], type_name, (r1 - r0) * K // weights, weights,
                                 isa=path, out=tile.reshape(-1), threads=threads)
    gemm.tiled_gemm(out, xd, N, K, decode_tile)
    if offset:
        _cpu._check(lib.q8_1_offset(err.data_ptr(), M, K // 32, raw.data_ptr(), N, raw.stride(0),
                                    Q8_WEIGHTS[type_name][2], out.data_ptr(), _cpu.thread_count(threads), p,
                                    interleave), f"q8_1_offset({type_name})")
    return out


def ggml_gemm_q8_glu(x: torch.Tensor, raw: torch.Tensor, type_name: str, gate: torch.Tensor, activation: str,
                     path: str | None = None, threads: int | None = None, interleave: int = 0,
                     alpha: float = 0.0, limit: float = 0.0) -> torch.Tensor:
    """gate = act(gate) * (q8(x) . W), written over `gate` and returned: a gated MLP's up
    projection and its gated unit in one call (x [M, K]; gate contiguous float32 [M, N], the
    gate projection's output; `activation` a name in library.GATED_UNITS, with alpha and
    limit for "clamped_swiglu"). The same numbers as ggml_gemm_q8 followed by
    prompt.glu_rows on the same path, bit for bit; where the tiled GEMM runs, each task's
    products go through the unit while they sit in its thread's buffer, so the [M, N]
    products never exist. Where prefill would take the float route (a copy without the
    tiles), it is those two calls."""
    from engine.kernels.cpu.prompt import glu_rows
    if activation not in _cpu.GATED_UNITS:
        raise ValueError(f"ggml_gemm_q8_glu: activation must be one of {sorted(_cpu.GATED_UNITS)}, "
                         f"found {activation!r}")
    x, M, N, K = _operands(x, raw, type_name, interleave, gate, "ggml_gemm_q8_glu")
    p, lib = _cpu._path(path), _cpu._lib()
    if not _integer_route(M, type_name, p):
        return glu_rows(gate, ggml_gemm_q8(x, raw, type_name, path, threads, interleave), activation, path,
                        threads, alpha, limit)
    _cpu._check(lib.ggml_gemm_q8_glu(x.data_ptr(), M, K, raw.data_ptr(), N, raw.stride(0), Q8_WEIGHTS[type_name][0],
                                     gate.data_ptr(), _cpu.GATED_UNITS[activation], float(alpha), float(limit),
                                     _cpu.thread_count(threads), p, interleave),
                f"ggml_gemm_q8_glu({type_name})")
    return gate


def ggml_gemm_q8(x: torch.Tensor, raw: torch.Tensor, type_name: str, path: str | None = None,
                 threads: int | None = None, interleave: int = 0) -> torch.Tensor:
    """q8(x) [..., K] . W -> float32 [..., N]: x quantized like llama.cpp (ACT_TYPES[type_name]),
    then integer dot products with the raw GGML rows uint8 [N, row_bytes] (in interleave.py's
    16-row groups with `interleave=16`)."""
    N, K = _q8_geometry(raw, type_name)
    out = torch.empty(x.numel() // max(K, 1), N)
    ggml_gemm_q8_into(out, x, raw, type_name, path, threads, interleave)
    return out.reshape(*x.shape[:-1], N)
