/* What the int8-activation kernels share across instruction sets: type ids, block sizes,
 * the IQ4 level table and a float -> half conversion for CPUs without F16C.
 *
 * Included from act_quant.h inside every copy of gemm_body.h; the guard keeps one
 * definition (the first copy is the plain-C one, compiled without target options).
 *
 * The activation formats are llama.cpp's "vec_dot_type" blocks (ggml-common.h):
 *   Q8_0  34 bytes / 32 values:  f16 d | 32 x int8 q            x ~ d * q
 *   Q8_1  36 bytes / 32 values:  f16 d | f16 s = d * sum(q) | 32 x int8 q
 *   Q8_K 292 bytes / 256 values: f32 d | 256 x int8 q | 16 x int16 sums of 16 q
 * The stored sums let a weight type with per-block offsets (Q4_1, Q5_1, the K-quant
 * mins) add offset * sum(x) without touching the activation codes again.
 */
#ifndef Q8_COMMON_H
#define Q8_COMMON_H

#include <math.h>

enum { T_Q8_1 = 9, T_Q8_K = 15, T_IQ4_NL = 20, T_IQ4_XS = 23, T_MXFP4 = 39 };

#define Q8_0_BYTES (2 + 32)
#define Q8_1_BYTES (2 + 2 + 32)
#define Q8_K_BYTES (4 + 256 + 2 * 16)
#define Q8_K_SUMS 260                /* byte offset of the 16 int16 sums in a Q8_K block */

/* The 16 levels of IQ4_NL / IQ4_XS (llama.cpp's kvalues_iq4nl). */
static const int8_t IQ4_LEVELS[16] = {-127, -104, -83, -65, -49, -35, -22, -10,
                                      1, 13, 25, 38, 53, 69, 89, 113};

/* MXFP4's 16 E2M1 values, doubled to integers (llama.cpp's kvalues_mxfp4), and its E8M0
 * block exponent as the float 2^(e - 128): half of 2^(e - 127), which undoes the doubling
 * (e = 0 and 1 give the subnormals 2^-128 and 2^-127). */
static const int8_t FP4_LEVELS[16] = {0, 1, 2, 3, 4, 6, 8, 12, 0, -1, -2, -3, -4, -6, -8, -12};

static inline float e8m0_half(uint8_t e) {
    const uint32_t bits = e < 2 ? 0x00200000u << e : (uint32_t)(e - 1) << 23;
    float f;
    memcpy(&f, &bits, 4);
    return f;
}

/* float -> IEEE half bits, rounding to nearest even (what F16C's vcvtps2ph does), with
 * overflow to infinity and gradual underflow to subnormals. */
static inline uint16_t float_to_half_bits(float f) {
    uint32_t x;
    memcpy(&x, &f, 4);
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

static inline float load_f32(const uint8_t *p) {
    float f;
    memcpy(&f, p, 4);
    return f;
}

#endif
