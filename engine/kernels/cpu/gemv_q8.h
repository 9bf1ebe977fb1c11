/* The int8-activation path, compiled once per instruction set (FN suffix): quantize the
 * activation rows once like llama.cpp (act_quant.h), then integer dot products against
 * the weight rows as they lie in the file (dot_q8.h, dot_q8_avx2.h).
 *
 * Entry points for other kernels in this library (a fused decode step calls them):
 *   act_type(wtype)                  activation type of a weight type, -1 if none
 *   act_row_bytes(act_type, K)       bytes of one quantized activation row
 *   quantize_act(act_type, x, y, K)  one float row -> its blocks
 *   vec_dot_q8(wtype, K, wrow, xq)   one weight row . one quantized row
 *   q8_rows_kernel(wtype)            Q8_ROWS weight rows . one quantized row, or NULL
 *   gemv_q8(...)                     one weight row against M quantized rows
 */
/* weight rows a multi-row kernel (q8_rows_kernel) takes against one activation row */
#define Q8_ROWS 4
#include "act_quant.h"
#include "dot_q8.h"
#if defined(__AVX2__)
#include "dot_q8_avx2.h"      /* before dot_iq.h, whose AVX2 kernels take its helpers */
#endif
#include "dot_iq.h"

/* The activation format of weight type wtype's integer dot (the type table's), -1 if none. */
static inline int FN(act_type)(int wtype) { return int8_act(wtype); }

static inline int64_t FN(act_row_bytes)(int act_type, int64_t K) {
    switch (act_type) {
    case T_Q8_0: return K / QK_Q8_0 * BYTES_Q8_0;
    case T_Q8_1: return K / QK_Q8_1 * BYTES_Q8_1;
    case T_Q8_K: return K / QK_Q8_K * BYTES_Q8_K;
    }
    return -1;
}

static inline void FN(quantize_act)(int act_type, const float *x, uint8_t *y, int64_t K) {
    switch (act_type) {
    case T_Q8_0: FN(quantize_q8_0)(x, y, K); break;
    case T_Q8_1: FN(quantize_q8_1)(x, y, K); break;
    case T_Q8_K: FN(quantize_q8_k)(x, y, K); break;
    }
}

/* The row kernel for weight type wtype (NULL without one) and its values per block. */
typedef float (*q8_dot_fn)(const uint8_t *w, const uint8_t *y, int64_t nb);

/* One row kernel a type. The AVX-512 and VNNI copies compile the 256-bit AVX2 kernels (with
 * vpdpbusd / vpdpwssd inside in the VNNI copy): on the AMD EPYC (Zen 4) measured, 512-bit
 * row dots built on two blocks or two 32-value groups a zmm (a zmm operation issues as two
 * 256-bit halves there) took 1.0x their time (Q3_K, Q4_K, Q6_K) to 1.2x (the legacy types,
 * Q5_K) and 1.4x (IQ2_XS, IQ2_S, IQ3_S) on one thread, alike on two (benchmarks/kernels.py,
 * 896 x 4864 and 151936 x 896). The 512-bit width pays in the sixteen-row groups
 * (interleave16.h) and the tiled GEMM (gemm_q8_tiles.h), where one broadcast activation
 * word meets sixteen rows. Q6_K is the exception: its 512-bit kernel halves the unpacking
 * of the 6-bit codes, the work that bounds it (0.92x the time a block on Sapphire Rapids,
 * dot_q8_avx2.h). */
#if defined(__AVX2__)
#define Q8_KERNEL(t) FN(dot_##t##_avx2)
#else
#define Q8_KERNEL(t) FN(dot_##t##_c)
#endif

static inline q8_dot_fn FN(q8_kernel)(int wtype, int64_t *per_block) {
    *per_block = block_weights(wtype);
    switch (wtype) {
    case T_Q4_0: return Q8_KERNEL(q4_0);
    case T_Q4_1: return Q8_KERNEL(q4_1);
    case T_Q5_0: return Q8_KERNEL(q5_0);
    case T_Q5_1: return Q8_KERNEL(q5_1);
    case T_Q8_0: return Q8_KERNEL(q8_0);
    case T_IQ4_NL: return Q8_KERNEL(iq4_nl);
    case T_MXFP4: return Q8_KERNEL(mxfp4);
    case T_Q2_K: return Q8_KERNEL(q2_k);
    case T_Q3_K: return Q8_KERNEL(q3_k);
    case T_Q4_K: return Q8_KERNEL(q4_k);
    case T_Q5_K: return Q8_KERNEL(q5_k);
#if defined(__AVX512BW__)
    case T_Q6_K: return FN(dot_q6_k_avx512);     /* dot_q8_avx2.h: the 256-bit kernel's sums in zmm */
#else
    case T_Q6_K: return Q8_KERNEL(q6_k);
#endif
    case T_IQ4_XS: return Q8_KERNEL(iq4_xs);
    case T_IQ2_XXS: return Q8_KERNEL(iq2_xxs);
    case T_IQ2_XS: return Q8_KERNEL(iq2_xs);
    case T_IQ2_S: return Q8_KERNEL(iq2_s);
    case T_IQ3_XXS: return Q8_KERNEL(iq3_xxs);
    case T_IQ3_S: return Q8_KERNEL(iq3_s);
    case T_IQ1_S: return Q8_KERNEL(iq1_s);
    case T_IQ1_M: return Q8_KERNEL(iq1_m);
    case T_TQ1_0: return Q8_KERNEL(tq1_0);
    case T_TQ2_0: return Q8_KERNEL(tq2_0);
    case T_NVFP4: return Q8_KERNEL(nvfp4);
    }
    return NULL;
}
#undef Q8_KERNEL

/* The Q8_ROWS-row kernel of weight type wtype (dot_q8_avx2.h), NULL where this copy has
 * none: its rows come out bit for bit as the row kernel's. Only the 4-bit code types,
 * whose unpacking is the work: Q8_0 is a plain stream of bytes, which a row kernel walking
 * the matrix reads faster (measured on the 151936 x 896 lm_head of Qwen2.5-0.5B). */
typedef void (*q8_rows_fn)(const uint8_t *w, int64_t stride, const uint8_t *y, int64_t nb, float *out);
static inline q8_rows_fn FN(q8_rows_kernel)(int wtype) {
#if defined(__AVX2__)
    switch (wtype) {
    case T_Q4_0: return FN(rows_q4_0_avx2);
    case T_Q4_1: return FN(rows_q4_1_avx2);
    case T_Q5_0: return FN(rows_q5_0_avx2);
    case T_Q5_1: return FN(rows_q5_1_avx2);
    case T_IQ4_NL: return FN(rows_iq4_nl_avx2);
    case T_MXFP4: return FN(rows_mxfp4_avx2);
    }
#endif
    (void)wtype;
    return NULL;
}

/* K values of weight type wtype (a multiple of its block) . xq in act_type(wtype);
 * 0 for a type without a kernel (callers check act_type first). */
static inline float FN(vec_dot_q8)(int wtype, int64_t K, const uint8_t *wrow, const uint8_t *xq) {
    int64_t qk;
    const q8_dot_fn dot = FN(q8_kernel)(wtype, &qk);
    return dot ? dot(wrow, xq, K / qk) : 0.f;
}

/* out[m * out_stride] = wrow . (xq + m * xq_stride) for m < M. The weight row is read
 * from memory once: a row is at most a few KiB, so the later rows find it in L1. */
static inline void FN(gemv_q8)(int wtype, int64_t K, const uint8_t *wrow, const uint8_t *xq,
                               int64_t xq_stride, int64_t M, float *out, int64_t out_stride) {
    int64_t qk;
    const q8_dot_fn dot = FN(q8_kernel)(wtype, &qk);
    for (int64_t m = 0; m < M; m++) out[m * out_stride] = dot ? dot(wrow, xq + m * xq_stride, K / qk) : 0.f;
}

/* M rows of x (float32 [M, K]) -> M quantized rows of act_type, act_row_bytes apart; on
 * nthreads threads from 16 rows (each row on its own: the same bytes). One thread
 * quantizing a 512-row prompt's activations while the other waited was 5% of SmolLM2's
 * prefill (VNNI, 2 threads). */
static int FN(quantize_act_rows)(const float *x, int64_t M, int64_t K, int act_type, uint8_t *y, int nthreads) {
    const int64_t bytes = FN(act_row_bytes)(act_type, K);
    if (bytes < 0) return -1;
#pragma omp parallel for num_threads(nthreads) schedule(static) if (nthreads > 1 && M >= 16)
    for (int64_t m = 0; m < M; m++) FN(quantize_act)(act_type, x + m * K, y + m * bytes, K);
    return 0;
}

#include "interleave16.h"

#ifndef TILE_GLU_DEFINED
#define TILE_GLU_DEFINED
/* A gated unit written in place of a GEMM's output (gemm_q8_glu, gemm_q8_tiled): gate[m, n] =
 * glu(gate[m, n], (W . x)[m, n]), prompt_rows.h's glu_rows (act ACT_*, alpha and limit). */
typedef struct {
    float *gate;
    int act;
    float alpha, limit;
} tile_glu;
#endif
static int FN(glu_rows)(int act, float *g, int64_t ldg, const float *u, int64_t ldu, int64_t M, int64_t n,
                        float alpha, float limit, int nthreads);

#if defined(__AVX2__)
#include "gemm_q8_tiles.h"
#define HAVE_TILES 1
#else
#define HAVE_TILES 0
#endif

/* Batches of at least this many rows of type wtype take the tiled GEMM where the copy
 * has it. Packing the strips costs a few passes of the row kernels, which a few rows
 * repay (measured on 2 cores at real layer shapes: ahead from 4 rows, Q6_K, whose codes
 * take the most unpacking, from 8). Weights in 16-row groups (`interleave`) are dotted
 * with each row by the decode loop while the group sits in L1 (gemm_i16), and the tiles
 * must first unpack the groups: there the tiles catch up only later (2 threads, AVX2,
 * 1536 x 576 and 576 x 1536 layers: from about 20 rows for the five-bit types, 32 for
 * IQ4_NL, 40 for Q4_0 / Q4_1; Q8_0's groups keep up to about 256 rows). */
static inline int FN(tile_min_rows)(int wtype, int interleave) {
    if (!interleave) return wtype == T_Q6_K ? 8 : 4;
    switch (wtype) {
    case T_Q8_0: return 256;
    case T_Q5_0: case T_Q5_1: return 20;
    case T_IQ4_NL: return 32;
    default: return 40;
    }
}

/* 1 when this copy multiplies a batch of type wtype through the packed strips. */
static inline int FN(q8_tiled)(int wtype) {
#if HAVE_TILES
    return FN(tile_group)(wtype) != 0;
#else
    (void)wtype;
    return 0;
#endif
}

/* 1 when M rows of type (W in 16-row groups when interleave) take the packed strips (never
 * in batch-invariant mode: ggml_set_batch_invariant) */
static inline int FN(takes_tiles)(int type, int64_t M, int interleave) {
    return !__atomic_load_n(&batch_invariant, __ATOMIC_ACQUIRE) && M >= FN(tile_min_rows)(type, interleave) &&
           FN(q8_tiled)(type);
}

/* out[m, n] = W[n] . xq[m] for already quantized rows xq (uint8 [M, act_row_bytes]):
 * batches through the tiled GEMM where this copy has one for the type, else each weight
 * row against every x row with the row kernels. `interleave`: W is in groups of 16 rows
 * (interleave16.h; Q4_0, Q4_1, IQ4_NL, Q5_0, Q5_1 and Q8_0, N a multiple of 16), else rows as in the file. */
static int FN(gemm_q8_quantized)(const uint8_t *xq, int64_t M, int64_t K, const uint8_t *w, int64_t N,
                                 int64_t row_stride, int type, float *out, int nthreads, int interleave) {
    const int act = FN(act_type)(type);
    if (act < 0) return -1;
    if (interleave && !i16_fits(type, N)) return -1;
#if HAVE_TILES
    if (FN(takes_tiles)(type, M, interleave))
        return FN(gemm_q8_tiled)(NULL, xq, M, K, w, N, row_stride, type, out, nthreads, interleave, NULL);
#endif
    if (interleave) return FN(gemm_i16)(xq, M, K, w, N, type, out, nthreads);
    const int64_t bytes = FN(act_row_bytes)(act, K);
    int64_t qk;
    const q8_dot_fn dot = FN(q8_kernel)(type, &qk);
    /* dynamic chunks of rows: a thread the OS preempts holds up only its chunk */
#pragma omp parallel for num_threads(nthreads) schedule(dynamic, ROWS_PER_TASK) if (nthreads > 1)
    for (int64_t n = 0; n < N; n++)
        for (int64_t m = 0; m < M; m++) out[m * N + n] = dot(w + n * row_stride, xq + m * bytes, K / qk);
    return 0;
}

/* out[m, n] = W[n] . q8(x[m]): each row of x quantized once, then the integer dots. */
static int FN(gemm_q8)(const float *x, int64_t M, int64_t K, const uint8_t *w, int64_t N,
                       int64_t row_stride, int type, float *out, int nthreads, int interleave) {
    const int act = FN(act_type)(type);
    if (act < 0) return -1;
    if (interleave && !i16_fits(type, N)) return -1;
#if HAVE_TILES
    if (FN(takes_tiles)(type, M, interleave))     /* the tiles quantize each row on its way in */
        return FN(gemm_q8_tiled)(x, NULL, M, K, w, N, row_stride, type, out, nthreads, interleave, NULL);
#endif
    uint8_t *xq = malloc((size_t)(M * FN(act_row_bytes)(act, K)) + 64);
    if (!xq) return -1;
    FN(quantize_act_rows)(x, M, K, act, xq, nthreads);
    const int rc = FN(gemm_q8_quantized)(xq, M, K, w, N, row_stride, type, out, nthreads, interleave);
    free(xq);
    return rc;
}
/* gate[m, n] = glu(gate[m, n], W[n] . q8(x[m])) (tile_glu): a gated MLP's up projection and
 * its gated unit in one call. The tiled GEMM sends each task's products through the unit
 * while they sit in the thread's buffer; the other routes (fewer rows than the tiles
 * repay, a copy without tiles) make the [M, N] products first. -2 for an unknown act. */
static int FN(gemm_q8_glu)(const float *x, int64_t M, int64_t K, const uint8_t *w, int64_t N, int64_t row_stride,
                           int type, float *gate, int act, float alpha, float limit, int nthreads, int interleave) {
    if (act != ACT_SILU && act != ACT_GELU_TANH && act != ACT_CLAMPED_SWIGLU) return -2;
    if (interleave && !i16_fits(type, N)) return -1;
#if HAVE_TILES
    if (FN(takes_tiles)(type, M, interleave)) {
        const tile_glu glu = {gate, act, alpha, limit};
        return FN(gemm_q8_tiled)(x, NULL, M, K, w, N, row_stride, type, NULL, nthreads, interleave, &glu);
    }
#endif
    float *up = malloc((size_t)(M * N) * sizeof(float));
    int rc = up ? FN(gemm_q8)(x, M, K, w, N, row_stride, type, up, nthreads, interleave) : -1;
    if (rc == 0) rc = FN(glu_rows)(act, gate, N, up, N, M, N, alpha, limit, nthreads);
    free(up);
    return rc;
}
#undef HAVE_TILES
