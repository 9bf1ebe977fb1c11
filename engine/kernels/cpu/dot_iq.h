/* Integer dots of the codebook (IQ1..IQ3), ternary (TQ1_0, TQ2_0) and NVFP4 weight rows
 * with one quantized activation row, compiled once per instruction set (FN suffix): the
 * plain-C definition of each (_c) and, in the copies with AVX2, its SIMD twin (_avx2),
 * which the AVX-512 copy takes as well (no wider version yet).
 *
 * Activation formats are llama.cpp's vec_dot_type: Q8_K for the IQ and TQ types (f32 d,
 * 256 int8, 16 int16 sums of 16), Q8_0 for NVFP4 (two 32-value blocks per 64 weights).
 * Grid points are small integers (iq_grids.h), so per 32 weights
 *   sum_j grid_j * sign_j * q_j
 * is exact in int32, times the sub-block's odd integer scale (2s + 1); the block's
 * float factors multiply once: d_w * d_y (and 1/8 for IQ2, 1/4 for IQ3_XXS, the halved
 * scale steps). IQ1_S / IQ1_M add delta = +-1/8 per point as +-(sum of its q) / 8.
 */

/* sum_j g[j] * (+-q[j]) over n weights, weight j negated where bit j of `signs` is set. */
static inline int FN(iq_point)(const uint8_t *g, uint8_t signs, const int8_t *q, int n) {
    int s = 0;
    for (int j = 0; j < n; j++) s += (signs >> j & 1) ? -g[j] * q[j] : g[j] * q[j];
    return s;
}

/* sum of n int8 values */
static inline int FN(iq_qsum)(const int8_t *q, int n) {
    int s = 0;
    for (int j = 0; j < n; j++) s += q[j];
    return s;
}

/* IQ2_XXS: per 32 weights 4 grid bytes and a u32 of four 7-bit sign indices + 4-bit scale. */
static inline float FN(dot_iq2_xxs_c)(const uint8_t *w, const uint8_t *y, int64_t nb) {
    float sum = 0.f;
    for (int64_t i = 0; i < nb; i++, w += BYTES_IQ2_XXS, y += BYTES_Q8_K) {
        const int8_t *q = (const int8_t *)(y + 4);
        int bsum = 0;
        for (int ib = 0; ib < 8; ib++) {
            const uint8_t *g = w + 2 + 8 * ib;
            const uint32_t aux = u32_at(g + 4);
            int s = 0;
            for (int l = 0; l < 4; l++)
                s += FN(iq_point)(IQ2XXS_BYTES + 8 * g[l], KSIGN_BITS[(aux >> (7 * l)) & 127], q + 32 * ib + 8 * l, 8);
            bsum += (int)(2 * (aux >> 28) + 1) * s;
        }
        sum += FN(h2f)(w) * f32_at(y) * (float)bsum;
    }
    return 0.125f * sum;
}

/* IQ2_XS: 32 u16 (9-bit grid index | 7-bit sign index), 4-bit scales per 16 weights. */
static inline float FN(dot_iq2_xs_c)(const uint8_t *w, const uint8_t *y, int64_t nb) {
    float sum = 0.f;
    for (int64_t i = 0; i < nb; i++, w += BYTES_IQ2_XS, y += BYTES_Q8_K) {
        const int8_t *q = (const int8_t *)(y + 4);
        int bsum = 0;
        for (int p = 0; p < 32; p++) {
            const int ls = 2 * ((w[66 + p / 4] >> (4 * ((p / 2) % 2))) & 15) + 1;
            const uint16_t v = u16_at(w + 2 + 2 * p);
            bsum += ls * FN(iq_point)(IQ2XS_BYTES + 8 * (v & 511), KSIGN_BITS[v >> 9], q + 8 * p, 8);
        }
        sum += FN(h2f)(w) * f32_at(y) * (float)bsum;
    }
    return 0.125f * sum;
}

/* IQ2_S: 10-bit grid index (low byte | 2 bits of qh), a sign byte per point. */
static inline float FN(dot_iq2_s_c)(const uint8_t *w, const uint8_t *y, int64_t nb) {
    float sum = 0.f;
    for (int64_t i = 0; i < nb; i++, w += BYTES_IQ2_S, y += BYTES_Q8_K) {
        const int8_t *q = (const int8_t *)(y + 4);
        int bsum = 0;
        for (int p = 0; p < 32; p++) {
            const int ls = 2 * ((w[74 + p / 4] >> (4 * ((p / 2) % 2))) & 15) + 1;
            const int idx = w[2 + p] | (((w[66 + p / 4] >> (2 * (p % 4))) & 3) << 8);
            bsum += ls * FN(iq_point)(IQ2S_BYTES + 8 * idx, w[34 + p], q + 8 * p, 8);
        }
        sum += FN(h2f)(w) * f32_at(y) * (float)bsum;
    }
    return 0.125f * sum;
}

/* IQ3_XXS: 4-weight grid points, two per sign index; scales and signs as IQ2_XXS. */
static inline float FN(dot_iq3_xxs_c)(const uint8_t *w, const uint8_t *y, int64_t nb) {
    float sum = 0.f;
    for (int64_t i = 0; i < nb; i++, w += BYTES_IQ3_XXS, y += BYTES_Q8_K) {
        const int8_t *q = (const int8_t *)(y + 4);
        int bsum = 0;
        for (int ib = 0; ib < 8; ib++) {
            const uint32_t aux = u32_at(w + 66 + 4 * ib);
            int s = 0;
            for (int l = 0; l < 4; l++) {
                const uint8_t *g = w + 2 + 8 * ib + 2 * l, signs = KSIGN_BITS[(aux >> (7 * l)) & 127];
                const int8_t *qq = q + 32 * ib + 8 * l;
                s += FN(iq_point)(IQ3XXS_BYTES + 4 * g[0], signs, qq, 4) +
                     FN(iq_point)(IQ3XXS_BYTES + 4 * g[1], (uint8_t)(signs >> 4), qq + 4, 4);
            }
            bsum += (int)(2 * (aux >> 28) + 1) * s;
        }
        sum += FN(h2f)(w) * f32_at(y) * (float)bsum;
    }
    return 0.25f * sum;
}

/* IQ3_S grid index of point p (0..63): low byte | bit p % 8 of qh[p / 8] as bit 8. */
static inline int FN(iq3s_index)(const uint8_t *w, int p) {
    return w[2 + p] | (((w[66 + p / 8] >> (p % 8)) & 1) << 8);
}

/* IQ3_S: 9-bit indices into 4-weight points, a sign byte per 8 weights, 4-bit scales per 32. */
static inline float FN(dot_iq3_s_c)(const uint8_t *w, const uint8_t *y, int64_t nb) {
    float sum = 0.f;
    for (int64_t i = 0; i < nb; i++, w += BYTES_IQ3_S, y += BYTES_Q8_K) {
        const int8_t *q = (const int8_t *)(y + 4);
        int bsum = 0;
        for (int ib = 0; ib < 8; ib++) {
            int s = 0;
            for (int l = 0; l < 4; l++) {
                const int p = 8 * ib + 2 * l;
                const uint8_t signs = w[74 + 4 * ib + l];
                s += FN(iq_point)(IQ3S_BYTES + 4 * FN(iq3s_index)(w, p), signs, q + 4 * p, 4) +
                     FN(iq_point)(IQ3S_BYTES + 4 * FN(iq3s_index)(w, p + 1), (uint8_t)(signs >> 4), q + 4 * p + 4, 4);
            }
            bsum += (2 * ((w[106 + ib / 2] >> (4 * (ib % 2))) & 15) + 1) * s;
        }
        sum += FN(h2f)(w) * f32_at(y) * (float)bsum;
    }
    return sum;
}

/* One -1/0/1 point of IQ1_S / IQ1_M (grid index idx) . 8 activations. */
static inline int FN(iq1_point)(int idx, const int8_t *q) {
    int s = 0;
    for (int j = 0; j < 8; j++) s += IQ1S_BYTES[8 * idx + j] * q[j];
    return s;
}

/* IQ1_S: 11-bit indices into -1/0/1 points; per 32 weights a u16 of index high bits,
 * scale and the delta's sign. The delta meets the activation through its 16-value sums. */
static inline float FN(dot_iq1_s_c)(const uint8_t *w, const uint8_t *y, int64_t nb) {
    float sum = 0.f;
    for (int64_t i = 0; i < nb; i++, w += BYTES_IQ1_S, y += BYTES_Q8_K) {
        const int8_t *q = (const int8_t *)(y + 4);
        int grid = 0, delta = 0;
        for (int ib = 0; ib < 8; ib++) {
            const uint16_t qh = u16_at(w + 34 + 2 * ib);
            const int ls = 2 * ((qh >> 12) & 7) + 1;
            int s = 0;
            for (int l = 0; l < 4; l++)
                s += FN(iq1_point)(w[2 + 4 * ib + l] | (((qh >> (3 * l)) & 7) << 8), q + 32 * ib + 8 * l);
            grid += ls * s;
            const int qs = i16_at(y + Q8_K_SUMS + 4 * ib) + i16_at(y + Q8_K_SUMS + 4 * ib + 2);
            delta += ls * (qh & 0x8000 ? -qs : qs);
        }
        sum += FN(h2f)(w) * f32_at(y) * ((float)grid + 0.125f * (float)delta);
    }
    return sum;
}

/* IQ1_M: d spelled by the top nibbles of the four scale words; a nibble per point (3
 * index bits, delta sign); 3-bit scales per 16 weights. */
static inline float FN(dot_iq1_m_c)(const uint8_t *w, const uint8_t *y, int64_t nb) {
    float sum = 0.f;
    for (int64_t i = 0; i < nb; i++, w += BYTES_IQ1_M, y += BYTES_Q8_K) {
        const int8_t *q = (const int8_t *)(y + 4);
        uint16_t sw[4];
        for (int k = 0; k < 4; k++) sw[k] = u16_at(w + 48 + 2 * k);
        const float d = FN(half)(iq1m_d_bits(w));
        int grid = 0, delta = 0;
        for (int p = 0; p < 32; p++) {
            const int k = p / 2, ls = 2 * ((sw[k / 4] >> (3 * (k % 4))) & 7) + 1;
            const int nib = (w[32 + p / 2] >> (4 * (p % 2))) & 15;
            const int qs = FN(iq_qsum)(q + 8 * p, 8);
            grid += ls * FN(iq1_point)(w[p] | ((nib & 7) << 8), q + 8 * p);
            delta += ls * (nib & 8 ? -qs : qs);
        }
        sum += d * f32_at(y) * ((float)grid + 0.125f * (float)delta);
    }
    return sum;
}

/* TQ1_0: trit p of byte v is ((uint8)(v * 3^p) * 3) >> 8; weight = trit - 1. Bytes 0..31
 * hold weights 32p + j, bytes 32..47 weights 160 + 16p + j, bytes 48..51 240 + 4p + j. */
static inline int FN(tq1_trit)(uint8_t v, int p) {
    static const uint8_t pow3[5] = {1, 3, 9, 27, 81};
    return (((uint8_t)(v * pow3[p])) * 3 >> 8) - 1;
}

static inline float FN(dot_tq1_0_c)(const uint8_t *w, const uint8_t *y, int64_t nb) {
    float sum = 0.f;
    for (int64_t i = 0; i < nb; i++, w += BYTES_TQ1_0, y += BYTES_Q8_K) {
        const int8_t *q = (const int8_t *)(y + 4);
        int s = 0;
        for (int p = 0; p < 5; p++) {
            for (int j = 0; j < 32; j++) s += FN(tq1_trit)(w[j], p) * q[32 * p + j];
            for (int j = 0; j < 16; j++) s += FN(tq1_trit)(w[32 + j], p) * q[160 + 16 * p + j];
        }
        for (int p = 0; p < 4; p++)
            for (int j = 0; j < 4; j++) s += FN(tq1_trit)(w[48 + j], p) * q[240 + 4 * p + j];
        sum += (float)s * (FN(h2f)(w + 52) * f32_at(y));
    }
    return sum;
}

/* TQ2_0: 2-bit codes laid out as Q2_K's (weight 128g + 32k + j: bits 2k of byte 32g + j), minus 1. */
static inline float FN(dot_tq2_0_c)(const uint8_t *w, const uint8_t *y, int64_t nb) {
    float sum = 0.f;
    for (int64_t i = 0; i < nb; i++, w += BYTES_TQ2_0, y += BYTES_Q8_K) {
        const int8_t *q = (const int8_t *)(y + 4);
        int s = 0;
        for (int g = 0; g < 2; g++)
            for (int k = 0; k < 4; k++)
                for (int j = 0; j < 32; j++) s += (((w[32 * g + j] >> (2 * k)) & 3) - 1) * q[128 * g + 32 * k + j];
        sum += (float)s * (FN(h2f)(w + 64) * f32_at(y));
    }
    return sum;
}

/* NVFP4 . Q8_0: four 16-weight sub-blocks, each with its UE4M3 scale (stored halved, the
 * E2M1 levels doubled); sub-block s reads half s % 2 of Q8_0 block s / 2. Byte j of a
 * sub-block: weight j low nibble, weight j + 8 high nibble. */
static inline float FN(dot_nvfp4_c)(const uint8_t *w, const uint8_t *y, int64_t nb) {
    const float *ue = CODEBOOK[TAB_UE4M3];
    float sum = 0.f;
    for (int64_t i = 0; i < nb; i++, w += BYTES_NVFP4, y += 2 * BYTES_Q8_0) {
        for (int s = 0; s < 4; s++) {
            const uint8_t *yb = y + (s / 2) * BYTES_Q8_0, *c = w + 4 + 8 * s;
            const int8_t *q = (const int8_t *)(yb + 2) + 16 * (s % 2);
            int isum = 0;
            for (int j = 0; j < 8; j++) isum += FP4_LEVELS[c[j] & 15] * q[j] + FP4_LEVELS[c[j] >> 4] * q[j + 8];
            sum += FN(h2f)(yb) * ue[w[s]] * (float)isum;
        }
    }
    return sum;
}

#if defined(__AVX2__)
#include "dot_iq_avx2.h"
#endif
