/* Block decoders: one GGML block (or a run of plain elements) -> float32 weights.
 *
 * Included once per instruction set by ggml_cpu.c (inside `#pragma GCC target`), so
 * the same plain loops compile to scalar, AVX2 and AVX-512 code; FN(name) gives each
 * copy its own suffix. Layouts follow llama.cpp's ggml-common.h; every decoder writes
 * exactly what gguf-py's `dequantize` computes (same products, same order).
 */

#include "q8_common.h"      /* the IQ4 / FP4 level tables and their type ids */

/* half -> float: the F16C instruction when the target has it, else bit arithmetic. */
static inline float FN(h2f)(const uint8_t *p) {
    uint16_t h = (uint16_t)(p[0] | (p[1] << 8));
#if defined(__F16C__)
    return _cvtsh_ss(h);
#else
    return half_to_float_bits(h);
#endif
}

/* The 6-bit scale and min of sub-block j of Q4_K/Q5_K (12 packed bytes). */
static inline void FN(scale_min_k4)(int j, const uint8_t *q, int *sc, int *mn) {
    if (j < 4) {
        *sc = q[j] & 63;
        *mn = q[j + 4] & 63;
    } else {
        *sc = (q[j + 4] & 15) | ((q[j - 4] >> 6) << 4);
        *mn = (q[j + 4] >> 4) | ((q[j] >> 6) << 4);
    }
}

#if defined(__AVX512F__)
#include "blocks_avx512.h"
#elif defined(__AVX2__) && defined(__FMA__) && defined(__F16C__)
#include "blocks_avx2.h"
#endif

/* Q4_0: d f16, 16 bytes of nibbles. Byte j holds weight j (low) and j+16 (high). */
static inline void FN(dec_q4_0)(const uint8_t *b, float *restrict y) {
#if defined(__AVX512F__)
    { avx512_dec_q4_0(b, y); return; }
#endif
    const float d = FN(h2f)(b);
    const uint8_t *q = b + 2;
    for (int j = 0; j < 16; j++) {
        y[j] = d * (float)((q[j] & 15) - 8);
        y[j + 16] = d * (float)((q[j] >> 4) - 8);
    }
}

/* Q4_1: d f16, m f16, 16 bytes of nibbles; w = d*q + m. */
static inline void FN(dec_q4_1)(const uint8_t *b, float *restrict y) {
#if defined(__AVX512F__)
    { avx512_dec_q4_1(b, y); return; }
#endif
    const float d = FN(h2f)(b), m = FN(h2f)(b + 2);
    const uint8_t *q = b + 4;
    for (int j = 0; j < 16; j++) {
        y[j] = d * (float)(q[j] & 15) + m;
        y[j + 16] = d * (float)(q[j] >> 4) + m;
    }
}

/* Q5_0: d f16, 32 fifth bits (u32, bit j = weight j), 16 bytes of nibbles; q - 16. */
static inline void FN(dec_q5_0)(const uint8_t *b, float *restrict y) {
#if defined(__AVX512F__)
    { avx512_dec_q5_0(b, y); return; }
#endif
    const float d = FN(h2f)(b);
    uint32_t qh;
    memcpy(&qh, b + 2, 4);
    const uint8_t *q = b + 6;
    for (int j = 0; j < 16; j++) {
        int lo = (q[j] & 15) | (((qh >> j) & 1) << 4);
        int hi = (q[j] >> 4) | (((qh >> (j + 16)) & 1) << 4);
        y[j] = d * (float)(lo - 16);
        y[j + 16] = d * (float)(hi - 16);
    }
}

/* Q5_1: d f16, m f16, fifth bits, nibbles; w = d*q + m. */
static inline void FN(dec_q5_1)(const uint8_t *b, float *restrict y) {
#if defined(__AVX512F__)
    { avx512_dec_q5_1(b, y); return; }
#endif
    const float d = FN(h2f)(b), m = FN(h2f)(b + 2);
    uint32_t qh;
    memcpy(&qh, b + 4, 4);
    const uint8_t *q = b + 8;
    for (int j = 0; j < 16; j++) {
        int lo = (q[j] & 15) | (((qh >> j) & 1) << 4);
        int hi = (q[j] >> 4) | (((qh >> (j + 16)) & 1) << 4);
        y[j] = d * (float)lo + m;
        y[j + 16] = d * (float)hi + m;
    }
}

/* Q8_0: d f16, 32 signed bytes. */
static inline void FN(dec_q8_0)(const uint8_t *b, float *restrict y) {
#if defined(__AVX512F__)
    { avx512_dec_q8_0(b, y); return; }
#endif
    const float d = FN(h2f)(b);
    const int8_t *q = (const int8_t *)(b + 2);
    for (int j = 0; j < 32; j++) y[j] = d * (float)q[j];
}

/* Q2_K: 16 scale bytes (low nibble scale, high nibble min), 64 bytes of 2-bit codes,
 * d, dmin. Group i of 16 weights: half i/8, shift 2*((i/2)%4), bytes 16*(i%2)... */
static inline void FN(dec_q2_k)(const uint8_t *b, float *restrict y) {
    const uint8_t *sc = b, *q = b + 16;
    const float d = FN(h2f)(b + 80), dmin = FN(h2f)(b + 82);
    for (int half = 0; half < 2; half++, q += 32) {
        for (int j = 0; j < 4; j++) {
            for (int k = 0; k < 2; k++) {
                const int is = half * 8 + j * 2 + k;
                const float dl = d * (float)(sc[is] & 15), ml = dmin * (float)(sc[is] >> 4);
                for (int l = 0; l < 16; l++)
                    y[is * 16 + l] = dl * (float)((q[k * 16 + l] >> (2 * j)) & 3) - ml;
            }
        }
    }
}

/* Q3_K: 32 bytes high-bit mask, 64 bytes of 2-bit codes, 12 bytes of 6-bit scales, d.
 * A clear mask bit means the code is lowered by 4. */
static inline void FN(dec_q3_k)(const uint8_t *b, float *restrict y) {
    const uint8_t *hm = b, *q = b + 32, *s = b + 96;
    const float d = FN(h2f)(b + 108);
    for (int half = 0; half < 2; half++, q += 32) {
        for (int j = 0; j < 4; j++) {
            for (int k = 0; k < 2; k++) {
                const int is = half * 8 + j * 2 + k;
                const int low = is < 8 ? (s[is] & 15) : (s[is - 8] >> 4);
                const int high = (s[8 + is % 4] >> (2 * (is / 4))) & 3;
                const float dl = d * (float)((low | (high << 4)) - 32);
                const int bit = half * 4 + j;
                for (int l = 0; l < 16; l++) {
                    const int c = (q[k * 16 + l] >> (2 * j)) & 3;
                    const int h = (hm[k * 16 + l] >> bit) & 1;
                    y[is * 16 + l] = dl * (float)(c - 4 + 4 * h);
                }
            }
        }
    }
}

/* Q4_K: d, dmin, 12 scale bytes, 128 bytes of nibbles. Each 32 bytes hold two
 * sub-blocks: 32 low nibbles, then 32 high nibbles. */
static inline void FN(dec_q4_k)(const uint8_t *b, float *restrict y) {
    const float d = FN(h2f)(b), dmin = FN(h2f)(b + 2);
    const uint8_t *s = b + 4, *q = b + 16;
    for (int j = 0; j < 4; j++, q += 32, y += 64) {
        int sc0, m0, sc1, m1;
        FN(scale_min_k4)(2 * j, s, &sc0, &m0);
        FN(scale_min_k4)(2 * j + 1, s, &sc1, &m1);
        const float d0 = d * (float)sc0, o0 = dmin * (float)m0;
        const float d1 = d * (float)sc1, o1 = dmin * (float)m1;
#if defined(__AVX512F__)
        avx512_k_pair(q, NULL, 0, d0, o0, d1, o1, y, NULL, NULL);
        continue;
#endif
        for (int l = 0; l < 32; l++) {
            y[l] = d0 * (float)(q[l] & 15) - o0;
            y[l + 32] = d1 * (float)(q[l] >> 4) - o1;
        }
    }
}

/* Q5_K: Q4_K plus 32 bytes of fifth bits (bit 2j / 2j+1 for sub-blocks 2j / 2j+1). */
static inline void FN(dec_q5_k)(const uint8_t *b, float *restrict y) {
    const float d = FN(h2f)(b), dmin = FN(h2f)(b + 2);
    const uint8_t *s = b + 4, *qh = b + 16, *q = b + 48;
    for (int j = 0; j < 4; j++, q += 32, y += 64) {
        int sc0, m0, sc1, m1;
        FN(scale_min_k4)(2 * j, s, &sc0, &m0);
        FN(scale_min_k4)(2 * j + 1, s, &sc1, &m1);
        const float d0 = d * (float)sc0, o0 = dmin * (float)m0;
        const float d1 = d * (float)sc1, o1 = dmin * (float)m1;
#if defined(__AVX512F__)
        avx512_k_pair(q, qh, 2 * j, d0, o0, d1, o1, y, NULL, NULL);
        continue;
#endif
        for (int l = 0; l < 32; l++) {
            const int c0 = (q[l] & 15) | (((qh[l] >> (2 * j)) & 1) << 4);
            const int c1 = (q[l] >> 4) | (((qh[l] >> (2 * j + 1)) & 1) << 4);
            y[l] = d0 * (float)c0 - o0;
            y[l + 32] = d1 * (float)c1 - o1;
        }
    }
}

/* Q6_K: 128 bytes low nibbles, 64 bytes of 2-bit highs, 16 signed scales, d.
 * Codes are offset by 32; one scale per 16 weights. */
static inline void FN(dec_q6_k)(const uint8_t *b, float *restrict y) {
    const uint8_t *ql = b, *qh = b + 128;
    const int8_t *sc = (const int8_t *)(b + 192);
    const float d = FN(h2f)(b + 208);
    for (int half = 0; half < 2; half++, ql += 64, qh += 32, sc += 8, y += 128) {
        float ds[8];
        for (int i = 0; i < 8; i++) ds[i] = d * (float)sc[i];
#if defined(__AVX512F__)
        avx512_q6_half(ql, qh, ds, y, NULL, NULL);
        continue;
#endif
        for (int l = 0; l < 32; l++) {
            const int is = l / 16;
            const int q1 = ((ql[l] & 15) | (((qh[l] >> 0) & 3) << 4)) - 32;
            const int q2 = ((ql[l + 32] & 15) | (((qh[l] >> 2) & 3) << 4)) - 32;
            const int q3 = ((ql[l] >> 4) | (((qh[l] >> 4) & 3) << 4)) - 32;
            const int q4 = ((ql[l + 32] >> 4) | (((qh[l] >> 6) & 3) << 4)) - 32;
            y[l] = ds[is] * (float)q1;
            y[l + 32] = ds[is + 2] * (float)q2;
            y[l + 64] = ds[is + 4] * (float)q3;
            y[l + 96] = ds[is + 6] * (float)q4;
        }
    }
}

/* 32 weights from 16 bytes of nibbles (byte j: weight j low, j+16 high) indexing 16
 * int8 levels, each d * level[code] (IQ4_NL, IQ4_XS, MXFP4). With AVX2 the levels sit in
 * one register and a byte shuffle looks the codes up; the products are the same. */
static inline void FN(levels_32)(const uint8_t *q, const int8_t *levels, float d, float *restrict y) {
#if defined(__AVX2__)
    const __m128i table = _mm_loadu_si128((const __m128i *)levels), low4 = _mm_set1_epi8(15);
    const __m128i v = _mm_loadu_si128((const __m128i *)q);
    const __m128i lv[2] = {_mm_shuffle_epi8(table, _mm_and_si128(v, low4)),
                           _mm_shuffle_epi8(table, _mm_and_si128(_mm_srli_epi16(v, 4), low4))};
    const __m256 vd = _mm256_set1_ps(d);
    for (int h = 0; h < 2; h++) {
        _mm256_storeu_ps(y + 16 * h, _mm256_mul_ps(_mm256_cvtepi32_ps(_mm256_cvtepi8_epi32(lv[h])), vd));
        _mm256_storeu_ps(y + 16 * h + 8,
                         _mm256_mul_ps(_mm256_cvtepi32_ps(_mm256_cvtepi8_epi32(_mm_srli_si128(lv[h], 8))), vd));
    }
#else
    for (int j = 0; j < 16; j++) {
        y[j] = d * (float)levels[q[j] & 15];
        y[j + 16] = d * (float)levels[q[j] >> 4];
    }
#endif
}

/* IQ4_NL: d f16, 16 bytes of nibbles indexing the 16 non-uniform levels. w = d * level. */
static inline void FN(dec_iq4_nl)(const uint8_t *b, float *restrict y) {
    FN(levels_32)(b + 2, IQ4_LEVELS, FN(h2f)(b), y);
}

/* IQ4_XS: d f16, scales_h u16, scales_l 4 bytes, 128 bytes of nibbles. Sub-block ib of 32
 * weights has the 6-bit scale (low 4 bits from scales_l, high 2 from scales_h) minus 32,
 * and IQ4_NL's nibble layout. */
static inline void FN(dec_iq4_xs)(const uint8_t *b, float *restrict y) {
    const float d = FN(h2f)(b);
    const int scales_h = b[2] | b[3] << 8;
    for (int ib = 0; ib < 8; ib++, y += 32) {
        const int ls = ((b[4 + ib / 2] >> 4 * (ib % 2)) & 15) | ((scales_h >> 2 * ib) & 3) << 4;
        FN(levels_32)(b + 8 + 16 * ib, IQ4_LEVELS, d * (float)(ls - 32), y);
    }
}

/* MXFP4: one E8M0 exponent byte, 16 bytes of E2M1 nibbles. w = 2^(e-128) * level. */
static inline void FN(dec_mxfp4)(const uint8_t *b, float *restrict y) {
    FN(levels_32)(b + 1, FP4_LEVELS, e8m0_half(b[0]), y);
}

/* Plain element types decode `n` elements (a chunk of a row). */
static inline void FN(dec_f32)(const uint8_t *b, float *restrict y, int n) {
    memcpy(y, b, (size_t)n * 4);
}

static inline void FN(dec_bf16)(const uint8_t *b, float *restrict y, int n) {
    const uint16_t *h = (const uint16_t *)b;
    uint32_t *u = (uint32_t *)y;
    for (int i = 0; i < n; i++) u[i] = (uint32_t)h[i] << 16;
}

static inline void FN(dec_f16)(const uint8_t *b, float *restrict y, int n) {
    int i = 0;
#if defined(__F16C__) && defined(__AVX__)
    for (; i + 8 <= n; i += 8)
        _mm256_storeu_ps(y + i, _mm256_cvtph_ps(_mm_loadu_si128((const __m128i *)(b + 2 * i))));
#endif
    for (; i < n; i++) y[i] = FN(h2f)(b + 2 * i);
}
