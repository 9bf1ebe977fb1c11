/* The GGML types this library knows, in one table, and what it provides for each.
 *
 * GGML_TYPES(X) calls X(name, ggml type id, weights per block, bytes per block, float
 * matmul, int8 dot) once per type; everything else about a type is generated from it:
 * the ids (T_Q4_K), block sizes (QK_Q4_K, BYTES_Q4_K), the decoder switch of every
 * instruction-set copy and the table `ggml_cpu_types()` hands to Python, which checks it
 * against engine/formats/ggml_quants.py (BLOCK, NAMES) and the int8 pairing of
 * engine/kernels/cpu/q8.py (ACT_TYPES) when the library loads.
 *
 * Every type listed has an exact decoder (dequant_blocks.h). `float matmul` (1) means
 * the float-activation kernels (ggml_gemm, dequant_rows, the fused decode step) take
 * it; `int8 dot` names the activation format its integer dot product takes, llama.cpp's
 * vec_dot_type (Q8_0, Q8_1, Q8_K), or NONE. Ids and sizes are llama.cpp's (ggml.h,
 * ggml-common.h); sizes are written as the sums of the block's fields.
 */
#ifndef GGML_TYPES_H
#define GGML_TYPES_H

#define GGML_TYPES(X)                                                                \
    /* plain elements: a "block" is one value */                                     \
    X(F32,      0,   1, 4,                              1, NONE)                     \
    X(F16,      1,   1, 2,                              1, NONE)                     \
    X(BF16,    30,   1, 2,                              1, NONE)                     \
    X(F64,     28,   1, 8,                              0, NONE)                     \
    X(I8,      24,   1, 1,                              0, NONE)                     \
    X(I16,     25,   1, 2,                              0, NONE)                     \
    X(I32,     26,   1, 4,                              0, NONE)                     \
    X(I64,     27,   1, 8,                              0, NONE)                     \
    /* 32-weight blocks: f16 d (and m), codes */                                     \
    X(Q4_0,     2,  32, 2 + 16,                         1, Q8_0)                     \
    X(Q4_1,     3,  32, 2 + 2 + 16,                     1, Q8_1)                     \
    X(Q5_0,     6,  32, 2 + 4 + 16,                     1, Q8_0)                     \
    X(Q5_1,     7,  32, 2 + 2 + 4 + 16,                 1, Q8_1)                     \
    X(Q8_0,     8,  32, 2 + 32,                         1, Q8_0)                     \
    X(Q8_1,     9,  32, 2 + 2 + 32,                     0, NONE)                     \
    X(Q1_0,    41, 128, 2 + 16,                         0, NONE)                     \
    /* K-quants: 256-weight super-blocks */                                          \
    X(Q2_K,    10, 256, 16 + 64 + 2 + 2,                1, Q8_K)                     \
    X(Q3_K,    11, 256, 32 + 64 + 12 + 2,               1, Q8_K)                     \
    X(Q4_K,    12, 256, 2 + 2 + 12 + 128,               1, Q8_K)                     \
    X(Q5_K,    13, 256, 2 + 2 + 12 + 32 + 128,          1, Q8_K)                     \
    X(Q6_K,    14, 256, 128 + 64 + 16 + 2,              1, Q8_K)                     \
    X(Q8_K,    15, 256, 4 + 256 + 2 * 16,               0, NONE)                     \
    X(TQ1_0,   34, 256, 48 + 4 + 2,                     1, Q8_K)                     \
    X(TQ2_0,   35, 256, 64 + 2,                         1, Q8_K)                     \
    /* codebook types */                                                             \
    X(IQ2_XXS, 16, 256, 2 + 64,                         1, Q8_K)                     \
    X(IQ2_XS,  17, 256, 2 + 64 + 8,                     1, Q8_K)                     \
    X(IQ2_S,   22, 256, 2 + 32 + 32 + 8 + 8,            1, Q8_K)                     \
    X(IQ3_XXS, 18, 256, 2 + 64 + 32,                    1, Q8_K)                     \
    X(IQ3_S,   21, 256, 2 + 64 + 8 + 32 + 4,            1, Q8_K)                     \
    X(IQ1_S,   19, 256, 2 + 32 + 16,                    1, Q8_K)                     \
    X(IQ1_M,   29, 256, 32 + 16 + 8,                    1, Q8_K)                     \
    X(IQ4_NL,  20,  32, 2 + 16,                         1, Q8_0)                     \
    X(IQ4_XS,  23, 256, 2 + 2 + 4 + 128,                1, Q8_K)                     \
    X(MXFP4,   39,  32, 1 + 16,                         1, Q8_0)                     \
    X(NVFP4,   40,  64, 4 + 32,                         1, Q8_0)

/* T_Q4_K = 12, QK_Q4_K = 256, BYTES_Q4_K = 144, ...; T_NONE (-1) for "no format" */
#define TYPE_ID(name, id, qk, bytes, matmul, act) T_##name = id,
#define TYPE_QK(name, id, qk, bytes, matmul, act) QK_##name = qk,
#define TYPE_BYTES(name, id, qk, bytes, matmul, act) BYTES_##name = bytes,
enum { GGML_TYPES(TYPE_ID) T_NONE = -1 };
enum { GGML_TYPES(TYPE_QK) };
enum { GGML_TYPES(TYPE_BYTES) };
#undef TYPE_ID
#undef TYPE_QK
#undef TYPE_BYTES

/* What the library provides for a type (bits of ggml_type_info.provides). */
enum { PROVIDES_DECODER = 1, PROVIDES_MATMUL = 2, PROVIDES_INT8_DOT = 4 };

/* One row of the table as Python reads it (engine/kernels/cpu/__init__.py mirrors it). */
typedef struct {
    int32_t id, weights, bytes;
    int32_t provides;    /* PROVIDES_* bits */
    int32_t act;         /* ggml type id of the int8 dot's activation format, or -1 */
} ggml_type_info;

#define TYPE_INFO(name, id, qk, bytes, matmul, act)                                       \
    {id, qk, bytes, PROVIDES_DECODER | ((matmul) ? PROVIDES_MATMUL : 0) |                 \
                    (T_##act != T_NONE ? PROVIDES_INT8_DOT : 0), T_##act},
static const ggml_type_info TYPE_TABLE[] = {GGML_TYPES(TYPE_INFO)};
#undef TYPE_INFO
#define N_TYPES ((int)(sizeof(TYPE_TABLE) / sizeof(TYPE_TABLE[0])))

/* The table row of ggml type `id`, or NULL for a type this library does not know. */
static inline const ggml_type_info *type_info(int id) {
#define TYPE_ROW(name, id, qk, bytes, matmul, act) case id: return &TYPE_TABLE[IDX_##name];
#define TYPE_IDX(name, id, qk, bytes, matmul, act) IDX_##name,
    enum { GGML_TYPES(TYPE_IDX) };
    switch (id) { GGML_TYPES(TYPE_ROW) }
#undef TYPE_ROW
#undef TYPE_IDX
    return NULL;
}

/* Weights per block of type `id` (0 for a type this library does not know), and the
 * activation format of its int8 dot (T_Q8_0, T_Q8_1, T_Q8_K; T_NONE without one): the
 * row kernels ask once per row, so these are switches the compiler turns into lookups. */
static inline int block_weights(int id) {
#define QK_CASE(name, id, qk, bytes, matmul, act) case id: return qk;
    switch (id) { GGML_TYPES(QK_CASE) }
#undef QK_CASE
    return 0;
}

static inline int int8_act(int id) {
#define ACT_CASE(name, id, qk, bytes, matmul, act) case id: return T_##act;
    switch (id) { GGML_TYPES(ACT_CASE) }
#undef ACT_CASE
    return T_NONE;
}

/* 1 when type `id` provides `what` (PROVIDES_*). */
static inline int provides(int id, int what) {
    const ggml_type_info *t = type_info(id);
    return t != NULL && (t->provides & what) != 0;
}

/* A KV cache row (kv_blocks.h) is n values of F32, F16 or a 32-value block type: its bytes. */
static inline int64_t kv_row_bytes(int type, int64_t n) {
    const ggml_type_info *t = type_info(type);
    return t ? n / t->weights * t->bytes : 0;
}

/* Whether rows of type `type` can be cache rows of n values here. */
static inline int kv_type_ok(int type, int64_t n) {
    switch (type) {
    case T_F32: case T_F16: return n > 0;
    case T_Q8_0: case T_Q4_0: case T_Q4_1: case T_Q5_0: case T_Q5_1: case T_IQ4_NL: return n > 0 && n % 32 == 0;
    }
    return 0;
}

#endif
