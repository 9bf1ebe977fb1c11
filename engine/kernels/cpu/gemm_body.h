/* Row kernels, compiled once per instruction set (see ggml_cpu.c).
 *
 * The plan is the same for every type: decode a piece of one weight row into a float
 * buffer that stays in L1 (with the exact decoders of dequant_blocks.h, the scalar
 * reference), then take its dot product with each row of x. For M = 1 (decoding one
 * token) the SIMD copies go one step further for the common types: each block is decoded
 * in registers and multiplied straight into the accumulators, never stored
 * (blocks_avx2.h, blocks_avx512.h). Activations stay float32, so results differ from the
 * PyTorch reference (dequantize, then matmul) only by float32 rounding.
 */
#include "dequant_blocks.h"
#if defined(__AVX512F__)
#ifndef BLOCKS_AVX512_INCLUDED        /* its names are not suffixed: the VNNI copy reuses them */
#define BLOCKS_AVX512_INCLUDED
#include "blocks_avx512.h"
#endif
#elif defined(__AVX2__) && defined(__FMA__) && defined(__F16C__)
#ifndef BLOCKS_AVX2_INCLUDED          /* its names are not suffixed: the AVX-VNNI copy reuses them */
#define BLOCKS_AVX2_INCLUDED
#include "blocks_avx2.h"
#endif
#endif

/* sum_i a[i] * b[i] with four independent accumulators (hides FMA latency). */
static inline float FN(dot)(const float *restrict a, const float *restrict b, int64_t n) {
    int64_t i = 0;
#if defined(__AVX512F__)
    __m512 s0 = _mm512_setzero_ps(), s1 = s0, s2 = s0, s3 = s0;
    for (; i + 64 <= n; i += 64) {
        s0 = _mm512_fmadd_ps(_mm512_loadu_ps(a + i), _mm512_loadu_ps(b + i), s0);
        s1 = _mm512_fmadd_ps(_mm512_loadu_ps(a + i + 16), _mm512_loadu_ps(b + i + 16), s1);
        s2 = _mm512_fmadd_ps(_mm512_loadu_ps(a + i + 32), _mm512_loadu_ps(b + i + 32), s2);
        s3 = _mm512_fmadd_ps(_mm512_loadu_ps(a + i + 48), _mm512_loadu_ps(b + i + 48), s3);
    }
    for (; i + 16 <= n; i += 16)
        s0 = _mm512_fmadd_ps(_mm512_loadu_ps(a + i), _mm512_loadu_ps(b + i), s0);
    float s = _mm512_reduce_add_ps(_mm512_add_ps(_mm512_add_ps(s0, s1), _mm512_add_ps(s2, s3)));
#elif defined(__AVX2__) && defined(__FMA__)
    __m256 s0 = _mm256_setzero_ps(), s1 = s0, s2 = s0, s3 = s0;
    for (; i + 32 <= n; i += 32) {
        s0 = _mm256_fmadd_ps(_mm256_loadu_ps(a + i), _mm256_loadu_ps(b + i), s0);
        s1 = _mm256_fmadd_ps(_mm256_loadu_ps(a + i + 8), _mm256_loadu_ps(b + i + 8), s1);
        s2 = _mm256_fmadd_ps(_mm256_loadu_ps(a + i + 16), _mm256_loadu_ps(b + i + 16), s2);
        s3 = _mm256_fmadd_ps(_mm256_loadu_ps(a + i + 24), _mm256_loadu_ps(b + i + 24), s3);
    }
    for (; i + 8 <= n; i += 8)
        s0 = _mm256_fmadd_ps(_mm256_loadu_ps(a + i), _mm256_loadu_ps(b + i), s0);
    __m256 t = _mm256_add_ps(_mm256_add_ps(s0, s1), _mm256_add_ps(s2, s3));
    __m128 h = _mm_add_ps(_mm256_castps256_ps128(t), _mm256_extractf128_ps(t, 1));
    h = _mm_add_ps(h, _mm_movehl_ps(h, h));
    h = _mm_add_ss(h, _mm_movehdup_ps(h));
    float s = _mm_cvtss_f32(h);
#else
    float s0 = 0.f, s1 = 0.f, s2 = 0.f, s3 = 0.f;
    for (; i + 4 <= n; i += 4) {
        s0 += a[i] * b[i];
        s1 += a[i + 1] * b[i + 1];
        s2 += a[i + 2] * b[i + 2];
        s3 += a[i + 3] * b[i + 3];
    }
    float s = (s0 + s1) + (s2 + s3);
#endif
    for (; i < n; i++) s += a[i] * b[i];
    return s;
}

/* Decode weights [k0, k1) of one row of GGML type `type` into y (k0, k1 on block
 * boundaries). Returns 0, or -1 for an unknown type (Python checks types first). */
static inline int FN(decode_row)(int type, const uint8_t *row, float *restrict y, int64_t k0, int64_t k1) {
    const ggml_type_info *t = type_info(type);
    if (t == NULL) return -1;
    return FN(decode_run)(type, row + k0 / t->weights * t->bytes, (k1 - k0) / t->weights, y);
}

/* Weights a task of decode_blocks writes (128 KiB of output): small enough that a thread
 * the OS pauses holds up little, large enough that claiming tasks costs nothing. */
#define TASK_WEIGHTS 32768
/* Calls with fewer weights (about 1 ms on one core) decode on the calling thread alone.
 * An OpenMP region ends when every thread of its team has arrived, and on a machine
 * shared with other work a helper that is not running then costs the caller a time slice
 * (4-12 ms measured on 2 busy cores, against 0.3 ms for 2 M weights on one core); a
 * larger call gains more from a second core than such a wait costs. */
#define PARALLEL_WEIGHTS (1 << 23)

/* n_blocks consecutive blocks of `type` from src -> float32 dst (n_blocks * weights),
 * in tasks of TASK_WEIGHTS shared out over the threads. Plain stores, not streaming ones:
 * a decoded tensor is read soon after (by the matmul, or the test comparing it), and on
 * the machines measured streaming was slower at every size, 2 M to 32 M floats.
 * -1 for an unknown type. */
static int FN(decode_blocks)(int type, const uint8_t *src, int64_t n_blocks, float *dst, int nthreads) {
    const ggml_type_info *t = type_info(type);
    if (t == NULL) return -1;
    const int64_t per_task = TASK_WEIGHTS / t->weights > 0 ? TASK_WEIGHTS / t->weights : 1;
    const int64_t tasks = (n_blocks + per_task - 1) / per_task;
    const int parallel = nthreads > 1 && n_blocks * t->weights >= PARALLEL_WEIGHTS;
#pragma omp parallel for num_threads(nthreads) schedule(dynamic, 1) if (parallel)
    for (int64_t i = 0; i < tasks; i++) {
        const int64_t b0 = i * per_task, nb = n_blocks - b0 < per_task ? n_blocks - b0 : per_task;
        FN(decode_run)(type, src + b0 * t->bytes, nb, dst + b0 * t->weights);
    }
    return 0;
}

/* Affine row: w[c] = code[c] * scale[c / g] + offset[c / g]; packed rows hold two
 * codes a byte, the even column in the low nibble. */
static void FN(decode_affine_row)(const uint8_t *codes, const float *sc, const float *off,
                                  int64_t K, int64_t g, int packed, float *restrict y) {
    for (int64_t c0 = 0; c0 < K; c0 += g) {
        const float s = sc[c0 / g], o = off[c0 / g];
        float *restrict yy = y + c0;
        if (packed) {
            const uint8_t *q = codes + c0 / 2;
            for (int64_t j = 0; j < g / 2; j++) {
                yy[2 * j] = (float)(q[j] & 15) * s + o;
                yy[2 * j + 1] = (float)(q[j] >> 4) * s + o;
            }
        } else {
            const uint8_t *q = codes + c0;
            for (int64_t j = 0; j < g; j++) yy[j] = (float)q[j] * s + o;
        }
    }
}

/* dot(x, W[n]) with the block decoded in registers (M = 1), where the instruction set
 * has such a kernel for `type`; returns 0 when it has none (the caller decodes). */
static inline int FN(fused_dot)(int type, const uint8_t *row, const float *x, int64_t K, float *out) {
#if defined(__AVX512F__)
    switch (type) {
    case T_Q4_0: *out = avx512_dot_q4_0(row, x, K / QK_Q4_0); return 1;
    case T_Q4_1: *out = avx512_dot_q4_1(row, x, K / QK_Q4_1); return 1;
    case T_Q5_0: *out = avx512_dot_q5_0(row, x, K / QK_Q5_0); return 1;
    case T_Q5_1: *out = avx512_dot_q5_1(row, x, K / QK_Q5_1); return 1;
    case T_Q8_0: *out = avx512_dot_q8_0(row, x, K / QK_Q8_0); return 1;
    case T_Q4_K: *out = avx512_dot_q4_k_q5_k(row, x, K / QK_Q4_K, 0); return 1;
    case T_Q5_K: *out = avx512_dot_q4_k_q5_k(row, x, K / QK_Q5_K, 1); return 1;
    case T_Q6_K: *out = avx512_dot_q6_k(row, x, K / QK_Q6_K); return 1;
    }
#elif defined(__AVX2__) && defined(__FMA__) && defined(__F16C__)
    switch (type) {
    case T_Q4_0: *out = avx2_dot_q4_0(row, x, K / QK_Q4_0); return 1;
    case T_Q4_1: *out = avx2_dot_q4_1(row, x, K / QK_Q4_1); return 1;
    case T_Q5_0: *out = avx2_dot_q5_0(row, x, K / QK_Q5_0); return 1;
    case T_Q5_1: *out = avx2_dot_q5_1(row, x, K / QK_Q5_1); return 1;
    case T_Q8_0: *out = avx2_dot_q8_0(row, x, K / QK_Q8_0); return 1;
    case T_Q4_K: *out = avx2_dot_q4_k_q5_k(row, x, K / QK_Q4_K, 0); return 1;
    case T_Q5_K: *out = avx2_dot_q4_k_q5_k(row, x, K / QK_Q5_K, 1); return 1;
    case T_Q6_K: *out = avx2_dot_q6_k(row, x, K / QK_Q6_K); return 1;
    }
#endif
    (void)type, (void)row, (void)x, (void)K, (void)out;
    return 0;
}

/* out[m, n] = dot(x[m], W[n]) for all m < M, n < N. Each weight row is decoded CHUNK
 * weights at a time into a buffer that stays in L1, then dotted with every row of x. */
static int FN(gemm)(const float *x, int64_t M, int64_t K, const uint8_t *w, int64_t N,
                    int64_t row_stride, int type, float *out, int nthreads) {
    int err = 0;
#pragma omp parallel num_threads(nthreads) reduction(| : err)
    {
        float *buf = alloc_row(CHUNK);
        float *acc = alloc_row(M);
        if (!buf || !acc) err = 1;
        /* dynamic chunks of rows: a thread the OS preempts holds up only its chunk */
#pragma omp for schedule(dynamic, ROWS_PER_TASK)
        for (int64_t n = 0; n < N; n++) {
            if (err) continue;
            if (M == 1 && FN(fused_dot)(type, w + n * row_stride, x, K, out + n)) continue;
            for (int64_t m = 0; m < M; m++) acc[m] = 0.f;
            for (int64_t k0 = 0; k0 < K; k0 += CHUNK) {
                const int64_t k1 = K - k0 < CHUNK ? K : k0 + CHUNK;
                if (FN(decode_row)(type, w + n * row_stride, buf, k0, k1)) { err = 1; break; }
                for (int64_t m = 0; m < M; m++) acc[m] += FN(dot)(buf, x + m * K + k0, k1 - k0);
            }
            for (int64_t m = 0; m < M; m++) out[m * N + n] = acc[m];
        }
        free(buf);
        free(acc);
    }
    return err ? -1 : 0;
}

/* Rows [r0, r1) of W decoded into out (float32 [r1 - r0, K]). */
static int FN(dequant_rows)(const uint8_t *w, int64_t row_stride, int type, int64_t K,
                            int64_t r0, int64_t r1, float *out, int nthreads) {
    int err = 0;
#pragma omp parallel for num_threads(nthreads) schedule(static) reduction(| : err)
    for (int64_t r = r0; r < r1; r++)
        if (FN(decode_row)(type, w + r * row_stride, out + (r - r0) * K, 0, K)) err = 1;
    return err ? -1 : 0;
}

static int FN(affine_gemm)(const float *x, int64_t M, int64_t K, const uint8_t *codes,
                           const float *scales, const float *offsets, int64_t N, int64_t g,
                           int packed, float *out, int nthreads) {
    const int64_t code_row = packed ? K / 2 : K, groups = K / g;
    int err = 0;
#pragma omp parallel num_threads(nthreads) reduction(| : err)
    {
        float *buf = alloc_row(K);
        if (!buf) err = 1;
#pragma omp for schedule(static)
        for (int64_t n = 0; n < N; n++) {
            if (!buf) continue;
            FN(decode_affine_row)(codes + n * code_row, scales + n * groups, offsets + n * groups,
                                  K, g, packed, buf);
            for (int64_t m = 0; m < M; m++) out[m * N + n] = FN(dot)(buf, x + m * K, K);
        }
        free(buf);
    }
    return err ? -1 : 0;
}

static int FN(affine_rows)(const uint8_t *codes, const float *scales, const float *offsets,
                           int64_t K, int64_t g, int packed, int64_t r0, int64_t r1, float *out,
                           int nthreads) {
    const int64_t code_row = packed ? K / 2 : K, groups = K / g;
#pragma omp parallel for num_threads(nthreads) schedule(static)
    for (int64_t r = r0; r < r1; r++)
        FN(decode_affine_row)(codes + r * code_row, scales + r * groups, offsets + r * groups,
                              K, g, packed, out + (r - r0) * K);
    return 0;
}

/* The int8-activation kernels (activations quantized like llama.cpp, integer dots). */
#include "gemv_q8.h"
#include "prefill_q8.h"

#include "decode_step_body.h"
#include "attend_prompt.h"
#include "prompt_rows.h"
