/* What every instruction-set copy shares (defined once, not suffixed): reading fields of
 * a block, half <-> float, the E8M0 scale, the packed K-quant scales, and the codebooks
 * the caller hands over when the library loads.
 */
#ifndef GGML_COMMON_H
#define GGML_COMMON_H

#include <stdint.h>
#include <string.h>

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ != __ORDER_LITTLE_ENDIAN__
#error "GGML blocks are little-endian; these kernels read them in place"
#endif

/* The per-block pieces of the fused dots (blocks_avx2.h, blocks_avx512.h), and a row dot
 * whose callers pass a constant that selects its variant: left to itself, the compiler
 * sometimes kept one out of line, its vector registers going through memory or both
 * variants' branches kept (measured 1.2-1.7x slower rows). */
#define ALWAYS_INLINE inline __attribute__((always_inline))

/* ---------------------------------------------------------------- fields of a block */

static inline float f32_of(uint32_t bits) { float f; memcpy(&f, &bits, 4); return f; }
static inline uint32_t bits_of(float f) { uint32_t b; memcpy(&b, &f, 4); return b; }
static inline uint16_t u16_at(const uint8_t *p) { uint16_t v; memcpy(&v, p, 2); return v; }
static inline int16_t i16_at(const uint8_t *p) { int16_t v; memcpy(&v, p, 2); return v; }
static inline uint32_t u32_at(const uint8_t *p) { uint32_t v; memcpy(&v, p, 4); return v; }
/* IQ1_M's f16 d, as bits: the top 4 bits of the block's four 16-bit scale words (bytes
 * 48..55), the first word's lowest */
static inline uint16_t iq1m_d_bits(const uint8_t *block) {
    return (uint16_t)((u16_at(block + 48) >> 12) | ((u16_at(block + 50) >> 8) & 0x00F0) |
                      ((u16_at(block + 52) >> 4) & 0x0F00) | (u16_at(block + 54) & 0xF000));
}
static inline float f32_at(const uint8_t *p) { float f; memcpy(&f, p, 4); return f; }

/* ---------------------------------------------------------------- half <-> float */

/* IEEE half bits -> float32 as numpy converts them: exact, and NaN payloads are kept
 * without setting the quiet bit (numpy does not quiet a signalling half NaN; the F16C
 * instruction would). Masks instead of branches, so loops over halves vectorise. The
 * instruction-set copies read a block's f16 fields through FN(half), which takes the
 * F16C instruction where the copy has it, else half_to_f32_one. */
static inline uint32_t half_normal_bits(uint32_t em) { return (em << 13) + ((127u - 15u) << 23); }

static inline float half_to_f32(uint16_t h) {
    const uint32_t em = h & 0x7FFFu;                          /* exponent and mantissa */
    const uint32_t tiny = bits_of((float)(int32_t)em * 0x1p-24f);   /* zero, subnormals: exact */
    const uint32_t normal = half_normal_bits(em);
    const uint32_t special = (em << 13) | 0x7F800000u;        /* inf, nan */
    const uint32_t is_tiny = 0u - (uint32_t)(em < 0x0400u), is_special = 0u - (uint32_t)(em >= 0x7C00u);
    const uint32_t bits = (tiny & is_tiny) | (special & is_special) | (normal & ~(is_tiny | is_special));
    return f32_of(bits | (uint32_t)(h & 0x8000u) << 16);
}

/* One half that is almost surely a normal number (a block's scale): half_to_f32's value,
 * with one predictable branch in place of its masks (measured 10-40% faster decoders
 * without F16C). */
static inline float half_to_f32_one(uint16_t h) {
    const uint32_t em = h & 0x7FFFu;
    if (em - 0x0400u < 0x7800u) return f32_of(half_normal_bits(em) | (uint32_t)(h & 0x8000u) << 16);
    return half_to_f32(h);
}

/* float -> IEEE half bits, rounding to nearest even (what F16C's vcvtps2ph does), with
 * overflow to infinity and gradual underflow to subnormals. */
static inline uint16_t float_to_half_bits(float f) {
    const uint32_t x = bits_of(f);
    const uint32_t sign = (x >> 16) & 0x8000u, ax = x & 0x7fffffffu;
    if (ax >= 0x7f800000u)                                  /* inf or nan */
        return (uint16_t)(sign | 0x7c00u | (ax > 0x7f800000u ? 0x200u : 0));
    if (ax >= 0x477ff000u) return (uint16_t)(sign | 0x7c00u);   /* rounds past 65504 */
    if (ax < 0x38800000u) {                                 /* below 2^-14: subnormal half */
        if (ax < 0x33000000u) return (uint16_t)sign;        /* below half the smallest: 0 */
        const uint32_t man = (ax & 0x7fffffu) | 0x800000u;
        const int shift = 126 - (int)(ax >> 23);           /* 14..24 */
        uint32_t h = man >> shift;
        const uint32_t rest = man & ((1u << shift) - 1), half = 1u << (shift - 1);
        if (rest > half || (rest == half && (h & 1))) h++;
        return (uint16_t)(sign | h);
    }
    uint32_t h = ((ax >> 13) - (112u << 10));               /* rebias 127 -> 15 */
    const uint32_t rest = ax & 0x1fffu;
    if (rest > 0x1000u || (rest == 0x1000u && (h & 1))) h++;
    return (uint16_t)(sign | h);
}

/* ---------------------------------------------------------------- scales */

/* MXFP4's E8M0 block exponent e as the float 2^(e - 128): half of 2^(e - 127), which
 * undoes the doubling of its E2M1 levels (e = 0 and 1 give the subnormals 2^-128, 2^-127). */
static inline float e8m0_half(uint8_t e) {
    return f32_of(e < 2 ? 0x00200000u << e : (uint32_t)(e - 1) << 23);
}

/* Q4_K / Q5_K: the 6-bit scale and min of sub-block j (of 8), packed in 12 bytes q
 * (llama.cpp's get_scale_min_k4): sub-blocks 0-3 whole in bytes 0-3 (scales) and 4-7
 * (mins), sub-blocks 4-7 split between the nibbles of bytes 8-11 and the top two bits
 * of bytes 0-7. */
static inline void scale_min_k4(int j, const uint8_t *q, int *sc, int *mn) {
    if (j < 4) {
        *sc = q[j] & 63;
        *mn = q[j + 4] & 63;
    } else {
        *sc = (q[j + 4] & 15) | ((q[j - 4] >> 6) << 4);
        *mn = (q[j + 4] >> 4) | ((q[j] >> 6) << 4);
    }
}

/* Eight float signs (+1 / -1) from the bits of one byte, bit j for weight j. */
static inline void sign_bits(float *restrict s, uint8_t bits) {
    for (int j = 0; j < 8; j++) s[j] = f32_of(0x3F800000u | (uint32_t)((bits >> j) & 1) << 31);
}

/* ---------------------------------------------------------------- codebooks */

/* Tables the caller hands over once (ggml_cpu_set_codebooks), as float32 arrays from
 * engine/formats/ggml_tables.py, in this order and these sizes ("name:floats", see
 * ggml_cpu_codebooks): IQ grids, sign patterns, non-uniform levels, FP8 scales. None is
 * written in C. */
enum { TAB_IQ2XXS, TAB_IQ2XS, TAB_IQ2S, TAB_IQ3XXS, TAB_IQ3S, TAB_IQ1S, TAB_KSIGNS,
       TAB_IQ4NL, TAB_E2M1, TAB_UE4M3, N_TABLES };
static const char CODEBOOK_NAMES[] =
    "IQ2XXS_GRID:2048,IQ2XS_GRID:4096,IQ2S_GRID:8192,IQ3XXS_GRID:1024,IQ3S_GRID:2048,"
    "IQ1S_GRID:16384,KSIGNS:1024,IQ4NL_VALUES:16,E2M1_VALUES:16,UE4M3_HALF:256";

static const float *CODEBOOK[N_TABLES];

/* The 16 levels of IQ4_NL / IQ4_XS and MXFP4's E2M1 values doubled to integers, as int8
 * for the byte-shuffle lookups and integer dots: the IQ4NL_VALUES and E2M1_VALUES
 * codebooks, converted when they are handed over. */
static int8_t IQ4_LEVELS[16], FP4_LEVELS[16];

/* ---------------------------------------------------------------- exercises */

/* A function stubbed by `run.py exercise 40` records its exercise here instead of computing
 * (the first one reached wins); the Python side reads it after every call of the library
 * (ggml_cpu_missing) and raises naming the exercise, so a stub can never pass silently. */
static const char *volatile engine_missing_exercise = 0;
#define ENGINE_MISSING(what) ((void)(engine_missing_exercise ? 0 : (engine_missing_exercise = (what), 0)))

#endif
