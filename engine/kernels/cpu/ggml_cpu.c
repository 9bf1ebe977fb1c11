/* The CPU library: every GGML block decoded exactly as gguf-py decodes it, and x @ W.T
 * straight from the file's blocks (float or int8 activations, one matrix or a whole
 * decode step).
 *
 * gemm_body.h is compiled five times: plain C (any x86-64 or other CPU), AVX2+FMA+F16C,
 * AVX-512, AVX-512 with VNNI, and AVX2 with AVX-VNNI (the 256-bit VNNI of Intel's cores
 * without AVX-512). The exported functions pick a copy at run time from `path` (0 scalar,
 * 1 AVX2, 2 AVX-512, 3 AVX-512 VNNI, 4 AVX-VNNI, 5 AMX: the AVX-512 VNNI copy with Intel
 * AMX tiles for the int8 GEMM of batches (gemm_amx.h); -1 = the best the CPU runs), so
 * one library runs everywhere.
 * The whole library is compiled with -ffp-contract=off and without fast-math (build.py),
 * so the exact decoders (dequant_blocks.h) round as numpy does in every copy; the SIMD
 * kernels that want fused multiply-adds spell them as FMA intrinsics.
 * Threads: OpenMP (torch ships the same libgomp, so both share a pool).
 */
#include <math.h>
#include <omp.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
/* The instruction-set copies need GCC's target pragmas; other compilers build the
 * plain-C copy alone. */
#if (defined(__x86_64__) || defined(__i386__)) && defined(__GNUC__) && !defined(__clang__)
#include <immintrin.h>
#define HAVE_X86 1
#else
#define HAVE_X86 0
#endif
/* GCC 11 is the first to know AVX-VNNI: the AVX-VNNI copy needs it */
#if HAVE_X86 && __GNUC__ >= 11
#define HAVE_AVXVNNI 1
#else
#define HAVE_AVXVNNI 0
#endif

/* GCC 11 is also the first to know AMX (amx-tile, amx-int8) */
#if HAVE_X86 && __GNUC__ >= 11 && !defined(GGML_EMULATE_AVX512)
#define HAVE_AMX 1
#else
#define HAVE_AMX 0
#endif
/* 1 while the calling thread runs a GEMM entry point for path 5 (AMX): the VNNI copy's
 * tiled GEMM reads it (gemm_q8_tiles.h) */
static __thread int tile_amx_call;
/* 1 (ggml_set_batch_invariant) while every batch goes through the row kernels, whose value
 * for a row does not depend on the rows beside it: the tiled GEMM's sums round in another
 * order, so a request's numbers would change with what is batched with it */
static int batch_invariant;

#include "ggml_types.h"
#include "ggml_common.h"
#include "iq_grids.h"

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

#if defined(GGML_EMULATE_AVX512)
/* The two AVX-512 copies and the AVX-VNNI one with every 512-bit operation and VNNI dot
 * product emulated by AVX2 ones (emulate_avx512.h): a library for testing them on CPUs
 * without those instructions (build.py). */
#pragma GCC push_options
#pragma GCC target("avx2,fma,f16c")
#include "emulate_avx512.h"
#define __AVX512F__ 1
#define __AVX512BW__ 1
#define __AVX512VL__ 1
#define __AVX512DQ__ 1
#define FN(name) CAT(name, _avx512)
#include "gemm_body.h"
#undef FN
#define __AVX512VNNI__ 1
#define FN(name) CAT(name, _vnni)
#include "gemm_body.h"
#undef FN
#undef __AVX512VNNI__
#undef __AVX512DQ__
#undef __AVX512VL__
#undef __AVX512BW__
#undef __AVX512F__
#if HAVE_AVXVNNI
#define __AVXVNNI__ 1
#define FN(name) CAT(name, _avxvnni)
#include "gemm_body.h"
#undef FN
#undef __AVXVNNI__
#endif
#pragma GCC pop_options
#else
#pragma GCC push_options
#pragma GCC target("avx512f,avx512bw,avx512vl,avx512dq,avx2,fma,f16c")
#define FN(name) CAT(name, _avx512)
#include "gemm_body.h"
#undef FN
#pragma GCC pop_options

/* AVX-512 with VNNI (vpdpbusd, vpdpwssd: byte and word dot products into int32 lanes):
 * the int8 dots take them (dot_q8_avx2.h), bit for bit the AVX2 sums. */
#pragma GCC push_options
#if HAVE_AMX
#pragma GCC target("avx512f,avx512bw,avx512vl,avx512dq,avx512vnni,avx2,fma,f16c,amx-tile,amx-int8")
#else
#pragma GCC target("avx512f,avx512bw,avx512vl,avx512dq,avx512vnni,avx2,fma,f16c")
#endif
#define FN(name) CAT(name, _vnni)
#include "gemm_body.h"
#undef FN
#pragma GCC pop_options

#if HAVE_AVXVNNI
/* AVX2 with AVX-VNNI (the VEX-encoded vpdpbusd / vpdpwssd of Alder Lake and later cores
 * without AVX-512): the AVX2 copy's 256-bit kernels, with VNNI's dot products where the
 * VNNI copy has them (the tiled GEMM's codes as the VNNI copy stores them, in 8-row strips). */
#pragma GCC push_options
#pragma GCC target("avx2,fma,f16c,avxvnni")
#define FN(name) CAT(name, _avxvnni)
#include "gemm_body.h"
#undef FN
#pragma GCC pop_options
#endif
#endif  /* GGML_EMULATE_AVX512 */
#endif

#if HAVE_AMX
#include <sys/syscall.h>
#include <unistd.h>
#include <cpuid.h>
#define ARCH_REQ_XCOMP_PERM 0x1023
#define XFEATURE_XTILEDATA 18
/* 1 when this CPU has AMX-TILE and AMX-INT8 (CPUID leaf 7: EDX bits 24 and 25), the OS
 * saves the tile state (XCR0 bits 17 and 18), and Linux granted this process the tile
 * data (arch_prctl ARCH_REQ_XCOMP_PERM, asked once: the grant holds for every thread). */
static int amx_permitted(void) {
    static int state = -1;
    if (state >= 0) return state;
    unsigned a, b, c, d;
    int ok = __get_cpuid_count(7, 0, &a, &b, &c, &d) && (d >> 24 & 1) && (d >> 25 & 1);
    if (ok && __get_cpuid(1, &a, &b, &c, &d) && (c >> 27 & 1)) {     /* OSXSAVE: xgetbv works */
        unsigned lo, hi;
        __asm__ volatile("xgetbv" : "=a"(lo), "=d"(hi) : "c"(0));
        ok = (lo >> 17 & 3) == 3;
    } else
        ok = 0;
    if (ok) ok = syscall(SYS_arch_prctl, ARCH_REQ_XCOMP_PERM, XFEATURE_XTILEDATA) == 0;
    __atomic_store_n(&state, ok, __ATOMIC_RELEASE);
    return ok;
}
#endif

/* 1 when this CPU runs path's copy (0 scalar, 1 AVX2, 2 AVX-512, 3 AVX-512 VNNI, 4
 * AVX-VNNI, 5 AMX), else 0. The paths are not nested: a CPU may have AVX-VNNI without AVX-512
 * (Alder Lake) or AVX-512 VNNI without AVX-VNNI (Zen 4). */
int cpu_runs_path(int path) {
#if HAVE_X86
    __builtin_cpu_init();
    const int avx2 = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma") && __builtin_cpu_supports("f16c");
#if defined(GGML_EMULATE_AVX512)
    if (avx2) return path >= 0 && path <= 3 + HAVE_AVXVNNI;     /* every copy runs on AVX2 instructions */
#endif
    const int avx512 = avx2 && __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
                       __builtin_cpu_supports("avx512vl") && __builtin_cpu_supports("avx512dq");
    switch (path) {
    case 0: return 1;
    case 1: return avx2;
    case 2: return avx512;
    case 3: return avx512 && __builtin_cpu_supports("avx512vnni");
    case 4:
#if HAVE_AVXVNNI
        return avx2 && __builtin_cpu_supports("avxvnni");
#else
        return 0;
#endif
    case 5:
#if HAVE_AMX
        return avx512 && __builtin_cpu_supports("avx512vnni") && amx_permitted();
#else
        return 0;
#endif
    }
    return 0;
#else
    return path == 0;
#endif
}

/* Best path this CPU runs: AMX, AVX-512 VNNI, then AVX-512, AVX-VNNI, AVX2, scalar. (AVX-512
 * without VNNI before AVX-VNNI: no CPU has the one pair without the other's VNNI.) */
int cpu_best_path(void) {
    static const int order[] = {5, 3, 2, 4, 1};
    for (int i = 0; i < 5; i++)
        if (cpu_runs_path(order[i])) return order[i];
    return 0;
}

/* path's copy where this CPU runs it, else the best one it runs */
static int pick(int path) {
    return path >= 0 && cpu_runs_path(path) ? path : cpu_best_path();
}

#if HAVE_AVXVNNI
#define CASE_AVXVNNI(fn, ...) case 4: return CAT(fn, _avxvnni)(__VA_ARGS__);
#else
#define CASE_AVXVNNI(fn, ...)
#endif
#if HAVE_X86
#define DISPATCH(path, fn, ...) \
    switch (pick(path)) { \
    CASE_AVXVNNI(fn, __VA_ARGS__) \
    case 5: \
    case 3: return CAT(fn, _vnni)(__VA_ARGS__); \
    case 2: return CAT(fn, _avx512)(__VA_ARGS__); \
    case 1: return CAT(fn, _avx2)(__VA_ARGS__); \
    default: return CAT(fn, _scalar)(__VA_ARGS__); \
    }
#else
#define DISPATCH(path, fn, ...) return CAT(fn, _scalar)(__VA_ARGS__);
#endif

/* ---------------------------------------------------------------- what it knows */

/* The type table (ggml_types.h): fills up to `cap` rows, returns how many there are. */
int ggml_cpu_types(ggml_type_info *out, int cap) {
    for (int i = 0; i < N_TYPES && i < cap; i++) out[i] = TYPE_TABLE[i];
    return N_TYPES;
}

/* The codebooks the library reads, "name:floats,..." in the order ggml_cpu_set_codebooks
 * takes them. */
const char *ggml_cpu_codebooks(void) { return CODEBOOK_NAMES; }

/* The exercise a stubbed function recorded (ggml_common.h), or NULL; reading clears it. */
const char *ggml_cpu_missing(void) {
    const char *what = engine_missing_exercise;
    engine_missing_exercise = 0;
    return what;
}

/* Hand over the codebooks (N_TABLES float32 arrays, kept alive by the caller) before
 * anything decodes a codebook type. The int8 level tables of the integer dots are
 * converted from them here. Returns 0, or the index of a level table whose values are
 * not int8 integers (or an IQ grid that does not convert to bytes, iq_grids.h), plus one. */
int ggml_cpu_set_codebooks(const float *const *tables) {
    const int levels[2] = {TAB_IQ4NL, TAB_E2M1};
    int8_t *const bytes[2] = {IQ4_LEVELS, FP4_LEVELS};
    for (int k = 0; k < 2; k++)
        for (int i = 0; i < 16; i++) {
            const float v = tables[levels[k]][i];
            if (!(v >= -128.f && v <= 127.f) || v != (float)(int)v) return levels[k] + 1;
            bytes[k][i] = (int8_t)v;
        }
    for (int i = 0; i < N_TABLES; i++) CODEBOOK[i] = tables[i];
    return iq_grids_set(tables);
}

/* ---------------------------------------------------------------- entry points */

/* n_blocks consecutive blocks of GGML type `type` from src -> float32 dst (n_blocks *
 * weights), bit for bit what gguf-py decodes. Returns 0; -1 for a type the table does not
 * list, -2 for a path this CPU cannot run. */
int ggml_decode_blocks(int type, const uint8_t *src, int64_t n_blocks, float *dst, int nthreads,
                       int path) {
    if (path >= 0 && !cpu_runs_path(path)) return -2;
    DISPATCH(path, decode_blocks, type, src, n_blocks, dst, nthreads)
}

/* M rows of n floats -> M KV cache rows of GGML type `type` (F32, F16 or a 32-value block
 * type, kv_blocks.h), packed in y, as the decode step writes them. Returns 0; -1 for a type or
 * row length a cache row cannot have, -2 for a path this CPU cannot run. */
int kv_store_rows(int type, const float *x, int64_t M, int64_t n, uint8_t *y, int nthreads, int path) {
    if (path >= 0 && !cpu_runs_path(path)) return -2;
    DISPATCH(path, kv_store_rows, type, x, M, n, y, nthreads)
}

int ggml_gemm(const float *x, int64_t M, int64_t K, const uint8_t *w, int64_t N, int64_t row_stride,
              int type, float *out, int nthreads, int path) {
    if (!provides(type, PROVIDES_MATMUL)) return -1;
    DISPATCH(path, gemm, x, M, K, w, N, row_stride, type, out, nthreads)
}

int ggml_dequant_rows(const uint8_t *w, int64_t row_stride, int type, int64_t K, int64_t r0,
                      int64_t r1, float *out, int nthreads, int path) {
    if (!provides(type, PROVIDES_MATMUL)) return -1;
    DISPATCH(path, dequant_rows, w, row_stride, type, K, r0, r1, out, nthreads)
}

int affine_gemm(const float *x, int64_t M, int64_t K, const uint8_t *codes, const float *scales,
                const float *offsets, int64_t N, int64_t g, int packed, float *out, int nthreads,
                int path) {
    DISPATCH(path, affine_gemm, x, M, K, codes, scales, offsets, N, g, packed, out, nthreads)
}

int quantize_act_rows(const float *x, int64_t M, int64_t K, int act_type, uint8_t *y, int path) {
    DISPATCH(path, quantize_act_rows, x, M, K, act_type, y, 1)
}

/* `interleave` (ggml_gemm_q8, ggml_gemm_q8_quantized): 16 when W's rows are in the groups of
 * interleave16.h, 0 when they lie as in the file; -1 for a type or shape that has no such layout. */
int ggml_gemm_q8(const float *x, int64_t M, int64_t K, const uint8_t *w, int64_t N, int64_t row_stride,
                 int type, float *out, int nthreads, int path, int interleave) {
    if (interleave != 0 && interleave != 16) return -1;
    tile_amx_call = pick(path) == 5;
    DISPATCH(path, gemm_q8, x, M, K, w, N, row_stride, type, out, nthreads, interleave)
}

/* gate = glu(gate, q8(x) . W) (a gated MLP's up projection and unit, gemv_q8.h's
 * gemm_q8_glu): act ACT_* (-2 when unknown), alpha and limit for ACT_CLAMPED_SWIGLU. */
int ggml_gemm_q8_glu(const float *x, int64_t M, int64_t K, const uint8_t *w, int64_t N, int64_t row_stride,
                     int type, float *gate, int act, float alpha, float limit, int nthreads, int path,
                     int interleave) {
    if (interleave != 0 && interleave != 16) return -1;
    tile_amx_call = pick(path) == 5;
    DISPATCH(path, gemm_q8_glu, x, M, K, w, N, row_stride, type, gate, act, alpha, limit, nthreads, interleave)
}

/* on != 0: batches of every size take the row kernels (gemm_q8, gemm_q8_quantized,
 * gemm_q8_glu), each output the one a single row gets; 0: batches take the tiled GEMM
 * where it pays (the default). Returns 0. */
int ggml_set_batch_invariant(int on) {
    __atomic_store_n(&batch_invariant, on != 0, __ATOMIC_RELEASE);
    return 0;
}

/* 1 when path's copy multiplies batches of type through the tiled int8 GEMM (packed
 * strips, gemm_q8_tiles.h), so the caller need not round-trip prefill through floats. */
int ggml_q8_tiled(int type, int path) { DISPATCH(path, q8_tiled, type) }

/* N rows of `type` (Q4_0, Q4_1, IQ4_NL, Q5_0, Q5_1, Q8_0; N a multiple of 16) from the file's layout at src into
 * the interleaved one at dst (interleave16.h). Returns 0; -1 for a type or N it does not hold. */
int ggml_interleave_rows(int type, const uint8_t *src, int64_t N, int64_t row_bytes, uint8_t *dst, int nthreads) {
    if (!i16_fits(type, N)) return -1;
    i16_pack(type, src, N, row_bytes, dst, nthreads);
    return 0;
}

int ggml_gemm_q8_quantized(const uint8_t *xq, int64_t M, int64_t K, const uint8_t *w, int64_t N,
                           int64_t row_stride, int type, float *out, int nthreads, int path, int interleave) {
    if (interleave != 0 && interleave != 16) return -1;
    tile_amx_call = pick(path) == 5;
    DISPATCH(path, gemm_q8_quantized, xq, M, K, w, N, row_stride, type, out, nthreads, interleave)
}

int affine_rows(const uint8_t *codes, const float *scales, const float *offsets, int64_t K,
                int64_t g, int packed, int64_t r0, int64_t r1, float *out, int nthreads, int path) {
    DISPATCH(path, affine_rows, codes, scales, offsets, K, g, packed, r0, r1, out, nthreads)
}

int decode_step(const StepProgram *m, float *x, const int64_t *tokens, int64_t B, void *const *k_cache,
                void *const *v_cache, const int64_t *slots, const int64_t *pos, float *logits, int nthreads,
                int path) {
    DISPATCH(path, decode_step, m, x, tokens, B, k_cache, v_cache, slots, pos, logits, nthreads)
}

/* Causal attention of T new query rows over S keys a sequence (attend_prompt.h), within
 * the last `window` keys of each query when window > 0, with a sink logit a head when
 * sinks is not NULL; strides in floats, [batch, head, position] for q, k, v and out.
 * Returns 0, or -1 without memory. */
int attend_causal(const float *q, const int64_t *q_strides, const float *k, const int64_t *k_strides,
                  const float *v, const int64_t *v_strides, float *out, const int64_t *out_strides,
                  int64_t B, int64_t H, int64_t Hkv, int64_t T, int64_t S, int64_t window, const float *sinks,
                  int64_t hd, float scale, int nthreads, int path) {
    DISPATCH(path, attend_causal, q, q_strides, k, k_strides, v, v_strides, out, out_strides, B, H, Hkv,
             T, S, window, sinks, hd, scale, nthreads)
}

/* RMSNorm of M rows of n floats, and the rotary turn of every head (prompt_rows.h). */
int rms_norm_rows(const float *x, int64_t M, int64_t n, const float *w, float eps, float *y, int nthreads,
                  int path) {
    DISPATCH(path, rms_norm_rows, x, M, n, w, eps, y, nthreads)
}

int rotate_heads(const float *x, const int64_t *x_strides, const float *cos, const float *sin, int64_t r,
                 float *out, const int64_t *out_strides, int64_t B, int64_t H, int64_t T, int64_t hd,
                 int nthreads, int path) {
    DISPATCH(path, rotate_heads, x, x_strides, cos, sin, r, out, out_strides, B, H, T, hd, nthreads)
}

/* The gated unit of M prompt rows, in place into g (prompt_rows.h); -2 for an unknown act. */
int glu_rows(int act, float *g, int64_t ldg, const float *u, int64_t ldu, int64_t M, int64_t n, float alpha,
             float limit, int nthreads, int path) {
    DISPATCH(path, glu_rows, act, g, ldg, u, ldu, M, n, alpha, limit, nthreads)
}

int fake_quant_rows(const float *x, int64_t M, int64_t K, int act_type, float *xd, float *err,
                    int nthreads, int path) {
    DISPATCH(path, fake_quant_rows, x, M, K, act_type, xd, err, nthreads)
}

int q8_1_offset(const float *err, int64_t M, int64_t nb, const uint8_t *w, int64_t N,
                int64_t row_stride, int64_t block_bytes, float *out, int nthreads, int path, int interleave) {
    DISPATCH(path, q8_1_offset, err, M, nb, w, N, row_stride, block_bytes, out, nthreads, interleave)
}
