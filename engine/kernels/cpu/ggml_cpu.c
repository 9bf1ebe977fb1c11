/* CPU kernels for GGML-quantized weights: x @ W.T straight from the file's blocks.
 *
 * gemm_body.h is compiled three times: plain C (any x86-64 or other CPU), AVX2+FMA+F16C
 * and AVX-512. The exported functions pick a copy at run time from `path`
 * (0 scalar, 1 AVX2, 2 AVX-512; -1 = best the CPU has), so one library runs everywhere.
 * Threads: OpenMP over output rows (torch ships the same libgomp, so both share a pool).
 */
#include <math.h>
#include <omp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#if defined(__x86_64__) || defined(__i386__)
#include <immintrin.h>
#define HAVE_X86 1
#endif

/* GGML type ids (ggml.h), the same numbers as engine/formats/ggml_quants.py. */
enum { T_F32 = 0, T_F16 = 1, T_Q4_0 = 2, T_Q4_1 = 3, T_Q5_0 = 6, T_Q5_1 = 7, T_Q8_0 = 8,
       T_Q2_K = 10, T_Q3_K = 11, T_Q4_K = 12, T_Q5_K = 13, T_Q6_K = 14, T_BF16 = 30 };

/* IEEE half bits -> float, for CPUs without F16C. */
static inline float half_to_float_bits(uint16_t h) {
    uint32_t sign = (uint32_t)(h & 0x8000) << 16, exp = (h >> 10) & 31, man = h & 1023, bits;
    if (exp == 31) {
        bits = sign | 0x7f800000u | (man << 13);          /* inf / nan */
    } else if (exp == 0) {
        if (man == 0) {
            bits = sign;                                   /* zero */
        } else {                                           /* subnormal: normalise */
            int e = -1;
            do { man <<= 1; e++; } while (!(man & 1024));
            bits = sign | ((uint32_t)(127 - 15 - e) << 23) | ((man & 1023) << 13);
        }
    } else {
        bits = sign | ((exp + 127 - 15) << 23) | (man << 13);
    }
    float f;
    memcpy(&f, &bits, 4);
    return f;
}

/* One row's float buffer, 64-byte aligned (padded so vector tails never overrun). */
static float *alloc_row(int64_t K) {
    void *p = NULL;
    if (posix_memalign(&p, 64, (size_t)(K + 64) * sizeof(float))) return NULL;
    return (float *)p;
}

#include "decode_step.h"

/* Weights decoded at a time in the matrix-vector kernel (a multiple of 256): 4 KiB. */
#define CHUNK 1024
/* Output rows a thread takes at a time in the matrix-vector kernels. */
#define ROWS_PER_TASK 32

#define CAT_(a, b) a##b
#define CAT(a, b) CAT_(a, b)

#define FN(name) CAT(name, _scalar)
#include "gemm_body.h"
#undef FN

#if HAVE_X86
#pragma GCC push_options
#pragma GCC target("avx2,fma,f16c")
#define FN(name) CAT(name, _avx2)
#include "gemm_body.h"
#undef FN
#pragma GCC pop_options

#pragma GCC push_options
#pragma GCC target("avx512f,avx512bw,avx512vl,avx512dq,avx2,fma,f16c")
#define FN(name) CAT(name, _avx512)
#include "gemm_body.h"
#undef FN
#pragma GCC pop_options
#endif

/* Best path this CPU runs: 2 AVX-512, 1 AVX2, 0 scalar. */
int cpu_best_path(void) {
#if HAVE_X86
    __builtin_cpu_init();
    if (__builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
        __builtin_cpu_supports("avx512vl") && __builtin_cpu_supports("avx512dq") &&
        __builtin_cpu_supports("f16c") && __builtin_cpu_supports("fma"))
        return 2;
    if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma") && __builtin_cpu_supports("f16c"))
        return 1;
#endif
    return 0;
}

static int pick(int path) {
    int best = cpu_best_path();
    return (path < 0 || path > best) ? best : path;
}

#if HAVE_X86
#define DISPATCH(path, fn, ...) \
    switch (pick(path)) { \
    case 2: return CAT(fn, _avx512)(__VA_ARGS__); \
    case 1: return CAT(fn, _avx2)(__VA_ARGS__); \
    default: return CAT(fn, _scalar)(__VA_ARGS__); \
    }
#else
#define DISPATCH(path, fn, ...) return CAT(fn, _scalar)(__VA_ARGS__);
#endif

int ggml_gemm(const float *x, int64_t M, int64_t K, const uint8_t *w, int64_t N, int64_t row_stride,
              int type, float *out, int nthreads, int path) {
    DISPATCH(path, gemm, x, M, K, w, N, row_stride, type, out, nthreads)
}

int ggml_dequant_rows(const uint8_t *w, int64_t row_stride, int type, int64_t K, int64_t r0,
                      int64_t r1, float *out, int nthreads, int path) {
    DISPATCH(path, dequant_rows, w, row_stride, type, K, r0, r1, out, nthreads)
}

int affine_gemm(const float *x, int64_t M, int64_t K, const uint8_t *codes, const float *scales,
                const float *offsets, int64_t N, int64_t g, int packed, float *out, int nthreads,
                int path) {
    DISPATCH(path, affine_gemm, x, M, K, codes, scales, offsets, N, g, packed, out, nthreads)
}

int quantize_act_rows(const float *x, int64_t M, int64_t K, int act_type, uint8_t *y, int path) {
    DISPATCH(path, quantize_act_rows, x, M, K, act_type, y)
}

int ggml_gemm_q8(const float *x, int64_t M, int64_t K, const uint8_t *w, int64_t N, int64_t row_stride,
                 int type, float *out, int nthreads, int path) {
    DISPATCH(path, gemm_q8, x, M, K, w, N, row_stride, type, out, nthreads)
}

int ggml_gemm_q8_quantized(const uint8_t *xq, int64_t M, int64_t K, const uint8_t *w, int64_t N,
                           int64_t row_stride, int type, float *out, int nthreads, int path) {
    DISPATCH(path, gemm_q8_quantized, xq, M, K, w, N, row_stride, type, out, nthreads)
}

int affine_rows(const uint8_t *codes, const float *scales, const float *offsets, int64_t K,
                int64_t g, int packed, int64_t r0, int64_t r1, float *out, int nthreads, int path) {
    DISPATCH(path, affine_rows, codes, scales, offsets, K, g, packed, r0, r1, out, nthreads)
}

int decode_step(const StepModel *m, float *x, int64_t B, void *const *k_cache, void *const *v_cache,
                const int64_t *slots, const int64_t *pos, float *logits, int nthreads, int path) {
    DISPATCH(path, decode_step, m, x, B, k_cache, v_cache, slots, pos, logits, nthreads)
}

int fake_quant_rows(const float *x, int64_t M, int64_t K, int act_type, float *xd, float *err,
                    int nthreads, int path) {
    DISPATCH(path, fake_quant_rows, x, M, K, act_type, xd, err, nthreads)
}

int q8_1_offset(const float *err, int64_t M, int64_t nb, const uint8_t *w, int64_t N,
                int64_t row_stride, int64_t block_bytes, float *out, int nthreads, int path) {
    DISPATCH(path, q8_1_offset, err, M, nb, w, N, row_stride, block_bytes, out, nthreads)
}
