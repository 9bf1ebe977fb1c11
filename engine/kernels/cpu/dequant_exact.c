/* Every GGML block type decoded to float32 exactly as gguf-py's numpy code does.
 *
 * Each decoder (dequant_blocks.h) writes the same float32 products in the same order as
 * gguf-py's `dequantize_blocks` (and the engine's PyTorch decoders), so the output is
 * bit for bit the same. The library is compiled with -ffp-contract=off and without
 * -ffast-math: a fused multiply-add or a reordered sum would round differently.
 * Codebooks (IQ grids, sign patterns, non-uniform levels, FP8 scales) are not written
 * here: the caller passes them as float32 arrays from engine/formats/ggml_tables.py, in
 * the order and sizes `dequant_exact_tables()` names.
 *
 * NaNs: a NaN scale gives the NaN numpy gives (a signalling half NaN keeps its bits on
 * conversion, as in numpy). Where two NaNs meet in a sum (Q4_1's d*q + m with d and m
 * both NaN), which payload survives depends on the instruction's operand order; neither
 * the compiler nor numpy fixes it (numpy's own choice changes with the loop length), so
 * only that payload may differ.
 *
 * The decoders are plain loops compiled twice: for the baseline CPU and for AVX2 (+F16C);
 * `isa` picks a copy at run time (-1: the best this CPU runs), so tests check both. Where
 * the compiler's own vectorisation was slow (F16, BF16, the 16-level lookups, the legacy
 * types, the K-quants but Q8_K, TQ2_0, the IQ grid points), the AVX2 copies build the
 * same integer codes in byte lanes with intrinsics, beside the plain loop, and form the
 * same float products.
 * Threads: chunks of blocks shared out by task_pool.h.
 */
#include <stdint.h>
#include <string.h>

#include "task_pool.h"

#if defined(__x86_64__) && defined(__GNUC__) && !defined(__clang__)
#include <immintrin.h>
#define X86 1
#else
#define X86 0
#endif

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
#error "GGML blocks are little-endian; this decoder reads them in place"
#endif

/* ---------------------------------------------------------------- small helpers */

static inline float f32_of(uint32_t bits) { float f; memcpy(&f, &bits, 4); return f; }
static inline uint32_t bits_of(float f) { uint32_t b; memcpy(&b, &f, 4); return b; }
static inline uint16_t u16_at(const uint8_t *p) { uint16_t v; memcpy(&v, p, 2); return v; }
static inline uint32_t u32_at(const uint8_t *p) { uint32_t v; memcpy(&v, p, 4); return v; }

/* IEEE half bits -> float32 as numpy converts them: exact, and NaN payloads are kept
 * without setting the quiet bit (numpy does not quiet a signalling half NaN; the F16C
 * instruction would). Masks instead of branches, so loops over halves vectorise. */
static inline float half_to_f32(uint16_t h) {
    const uint32_t em = h & 0x7FFFu;                          /* exponent and mantissa */
    const uint32_t tiny = bits_of((float)(int32_t)em * 0x1p-24f);   /* zero, subnormals: exact */
    const uint32_t normal = (em << 13) + ((127u - 15u) << 23);
    const uint32_t special = (em << 13) | 0x7F800000u;        /* inf, nan */
    const uint32_t is_tiny = 0u - (uint32_t)(em < 0x0400u), is_special = 0u - (uint32_t)(em >= 0x7C00u);
    const uint32_t bits = (tiny & is_tiny) | (special & is_special) | (normal & ~(is_tiny | is_special));
    return f32_of(bits | (uint32_t)(h & 0x8000u) << 16);
}

static inline float half_at(const uint8_t *p) { return half_to_f32(u16_at(p)); }

/* Q4_K / Q5_K: 8 six-bit scales and mins in 12 bytes (llama.cpp's get_scale_min_k4),
 * times d and dmin. */
static inline void scale_min_k4(const uint8_t *q, float d, float dmin, float *ds, float *dm) {
    for (int j = 0; j < 8; j++) {
        int sc, mn;
        if (j < 4) {
            sc = q[j] & 63;
            mn = q[j + 4] & 63;
        } else {
            sc = (q[j + 4] & 15) | ((q[j - 4] >> 6) << 4);
            mn = (q[j + 4] >> 4) | ((q[j] >> 6) << 4);
        }
        ds[j] = d * (float)sc;
        dm[j] = dmin * (float)mn;
    }
}

/* Eight float signs (+1 / -1) from the bits of one byte, bit j for weight j. */
static inline void sign_bits(float *restrict s, uint8_t bits) {
    for (int j = 0; j < 8; j++) s[j] = f32_of(0x3F800000u | (uint32_t)((bits >> j) & 1) << 31);
}

/* ---------------------------------------------------------------- codebooks */

/* Tables the caller passes, in this order; "name:floats" each (see dequant_exact_tables). */
enum { TAB_IQ2XXS, TAB_IQ2XS, TAB_IQ2S, TAB_IQ3XXS, TAB_IQ3S, TAB_IQ1S, TAB_KSIGNS,
       TAB_IQ4NL, TAB_E2M1, TAB_UE4M3, N_TABLES };
static const char TABLES[] =
    "IQ2XXS_GRID:2048,IQ2XS_GRID:4096,IQ2S_GRID:8192,IQ3XXS_GRID:1024,IQ3S_GRID:2048,"
    "IQ1S_GRID:16384,KSIGNS:1024,IQ4NL_VALUES:16,E2M1_VALUES:16,UE4M3_HALF:256";

typedef const float *const *tables_t;

/* ---------------------------------------------------------------- the decoders, per ISA */

typedef void (*decode_fn)(const uint8_t *, int64_t, float *, tables_t);

/* One decodable type: ggml type id, weights and bytes per block, decoder. */
struct kind { int id; int64_t weights, bytes; decode_fn fn; };

#define CAT_(a, b) a##b
#define CAT(a, b) CAT_(a, b)

#define FN(name) CAT(name, _base)
#include "dequant_blocks.h"
#undef FN

#if X86
#pragma GCC push_options
#pragma GCC target("avx2,f16c")
#define FN(name) CAT(name, _avx2)
#include "dequant_blocks.h"
#undef FN
#pragma GCC pop_options
#endif

#define N_KINDS ((int)(sizeof(KINDS_base) / sizeof(KINDS_base[0])))

enum { ISA_BASE = 0, ISA_AVX2 = 1 };

/* The widest copy this CPU runs. */
int dequant_exact_isa(void) {
#if X86
    if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("f16c")) return ISA_AVX2;
#endif
    return ISA_BASE;
}

/* The codebooks the caller passes, "name:floats,..." in argument order. */
const char *dequant_exact_tables(void) { return TABLES; }

/* Number of decodable types; fills ids, weights and bytes per block (up to cap entries). */
int dequant_exact_types(int *ids, int64_t *weights, int64_t *bytes, int cap) {
    for (int i = 0; i < N_KINDS && i < cap; i++) {
        ids[i] = KINDS_base[i].id;
        weights[i] = KINDS_base[i].weights;
        bytes[i] = KINDS_base[i].bytes;
    }
    return N_KINDS;
}

/* ---------------------------------------------------------------- the driver */

/* Weights a task decodes at a time (128 KiB of output): small enough that a helper the
 * OS pauses holds up little, large enough that claiming tasks costs nothing. */
#define TASK_WEIGHTS 32768

struct job {
    const struct kind *k;
    const uint8_t *src;
    float *dst;
    tables_t tables;
    int64_t n_blocks, per_task;
};

static void decode_task(void *arg, int64_t task) {
    const struct job *j = arg;
    const int64_t b0 = task * j->per_task;
    const int64_t nb = j->n_blocks - b0 < j->per_task ? j->n_blocks - b0 : j->per_task;
    j->k->fn(j->src + b0 * j->k->bytes, nb, j->dst + b0 * j->k->weights, j->tables);
}

/* Decode n_blocks consecutive blocks of GGML type `type_id` from src into dst (float32,
 * n_blocks * weights). tables: N_TABLES float pointers (dequant_exact_tables); isa: -1
 * for the best copy, else ISA_BASE / ISA_AVX2. Returns 0; -1 for a type this library
 * does not decode, -2 for an instruction set this CPU lacks. */
int dequant_exact(int type_id, const uint8_t *src, int64_t n_blocks, float *dst,
                  const float *const *tables, int threads, int isa) {
    if (isa < 0) isa = dequant_exact_isa();
    if (isa > dequant_exact_isa()) return -2;
    const struct kind *k = NULL;
    for (int i = 0; i < N_KINDS; i++)
        if (KINDS_base[i].id == type_id) k = &KINDS_base[i];
    if (k == NULL) return -1;
#if X86
    /* Plain stores, not streaming ones: a decoded tensor is read soon after (by the matmul,
     * or the test comparing it), and on the machines measured streaming was slower at
     * every size, 2 M to 32 M floats. */
    if (isa == ISA_AVX2) k = KINDS_avx2 + (k - KINDS_base);   /* the copies list types alike */
#endif
    int64_t per_task = TASK_WEIGHTS / k->weights > 0 ? TASK_WEIGHTS / k->weights : 1;
    if ((n_blocks + per_task - 1) / per_task > POOL_TASKS_MAX)      /* a huge tensor: larger tasks, */
        per_task = ((n_blocks + POOL_TASKS_MAX - 1) / POOL_TASKS_MAX + 7) & ~(int64_t)7;  /* 8-aligned */
    struct job job = {k, src, dst, tables, n_blocks, per_task};
    pool_run(decode_task, &job, (n_blocks + per_task - 1) / per_task, threads);
    return 0;
}
