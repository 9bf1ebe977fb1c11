/* AVX-512 fused row dots (M = 1) for the types real files are made of (Q4_0/1, Q5_0/1,
 * Q8_0, Q4_K, Q5_K, Q6_K): sixteen codes at a time are widened to 32-bit lanes, converted
 * to float, scaled with one FMA and multiplied straight into the accumulators, never
 * stored. The weights are the exact decoders' (dequant_blocks.h) up to float32 rounding:
 * an FMA rounds d*q + m once where they round twice (tests compare them).
 * Included only in the AVX-512 copy (gemm_body.h), so these names are not suffixed.
 */

/* The 32 nibbles of a legacy block: low nibbles are weights 0..15, high 16..31. */
static ALWAYS_INLINE void avx512_nibbles(const uint8_t *q, __m512i *lo, __m512i *hi) {
    const __m128i bytes = _mm_loadu_si128((const __m128i *)q), low4 = _mm_set1_epi8(15);
    *lo = _mm512_cvtepu8_epi32(_mm_and_si128(bytes, low4));
    *hi = _mm512_cvtepu8_epi32(_mm_and_si128(_mm_srli_epi16(bytes, 4), low4));
}

/* Legacy blocks -> their 32 weights in two registers (w0: weights 0..15, w1: 16..31). */
static ALWAYS_INLINE void avx512_w_q4_0(const uint8_t *b, __m512 *w0, __m512 *w1) {
    const float d = FN(h2f)(b);
    const __m512 vd = _mm512_set1_ps(d), vm = _mm512_set1_ps(-8.f * d);
    __m512i lo, hi;
    avx512_nibbles(b + 2, &lo, &hi);
    *w0 = _mm512_fmadd_ps(_mm512_cvtepi32_ps(lo), vd, vm);
    *w1 = _mm512_fmadd_ps(_mm512_cvtepi32_ps(hi), vd, vm);
}

static ALWAYS_INLINE void avx512_w_q4_1(const uint8_t *b, __m512 *w0, __m512 *w1) {
    const __m512 vd = _mm512_set1_ps(FN(h2f)(b));
    const __m512 vm = _mm512_set1_ps(FN(h2f)(b + 2));
    __m512i lo, hi;
    avx512_nibbles(b + 4, &lo, &hi);
    *w0 = _mm512_fmadd_ps(_mm512_cvtepi32_ps(lo), vd, vm);
    *w1 = _mm512_fmadd_ps(_mm512_cvtepi32_ps(hi), vd, vm);
}

/* Q5_x: bit j of the u32 qh is the fifth bit of weight j; a mask register adds 16. */
static ALWAYS_INLINE void avx512_q5_codes(const uint8_t *qh_bytes, const uint8_t *q, __m512i *lo, __m512i *hi) {
    uint32_t qh;
    memcpy(&qh, qh_bytes, 4);
    const __m512i sixteen = _mm512_set1_epi32(16);
    avx512_nibbles(q, lo, hi);
    *lo = _mm512_mask_or_epi32(*lo, (__mmask16)(qh & 0xffff), *lo, sixteen);
    *hi = _mm512_mask_or_epi32(*hi, (__mmask16)(qh >> 16), *hi, sixteen);
}

static ALWAYS_INLINE void avx512_w_q5_0(const uint8_t *b, __m512 *w0, __m512 *w1) {
    const float d = FN(h2f)(b);
    const __m512 vd = _mm512_set1_ps(d), vm = _mm512_set1_ps(-16.f * d);
    __m512i lo, hi;
    avx512_q5_codes(b + 2, b + 6, &lo, &hi);
    *w0 = _mm512_fmadd_ps(_mm512_cvtepi32_ps(lo), vd, vm);
    *w1 = _mm512_fmadd_ps(_mm512_cvtepi32_ps(hi), vd, vm);
}

static ALWAYS_INLINE void avx512_w_q5_1(const uint8_t *b, __m512 *w0, __m512 *w1) {
    const __m512 vd = _mm512_set1_ps(FN(h2f)(b));
    const __m512 vm = _mm512_set1_ps(FN(h2f)(b + 2));
    __m512i lo, hi;
    avx512_q5_codes(b + 4, b + 8, &lo, &hi);
    *w0 = _mm512_fmadd_ps(_mm512_cvtepi32_ps(lo), vd, vm);
    *w1 = _mm512_fmadd_ps(_mm512_cvtepi32_ps(hi), vd, vm);
}

static ALWAYS_INLINE void avx512_w_q8_0(const uint8_t *b, __m512 *w0, __m512 *w1) {
    const __m512 vd = _mm512_set1_ps(FN(h2f)(b));
    *w0 = _mm512_mul_ps(_mm512_cvtepi32_ps(_mm512_cvtepi8_epi32(_mm_loadu_si128((const __m128i *)(b + 2)))), vd);
    *w1 = _mm512_mul_ps(_mm512_cvtepi32_ps(_mm512_cvtepi8_epi32(_mm_loadu_si128((const __m128i *)(b + 18)))), vd);
}

/* For each legacy type: the fused row dot product for M = 1. */
#define AVX512_LEGACY(t, bytes)                                                           \
    static inline float avx512_dot_##t(const uint8_t *row, const float *x, int64_t nb) {  \
        __m512 a0 = _mm512_setzero_ps(), a1 = a0, a2 = a0, a3 = a0, w0, w1, w2, w3;       \
        int64_t i = 0;                                                                    \
        for (; i + 2 <= nb; i += 2) {                                                     \
            avx512_w_##t(row + i * (bytes), &w0, &w1);                                    \
            avx512_w_##t(row + (i + 1) * (bytes), &w2, &w3);                              \
            a0 = _mm512_fmadd_ps(w0, _mm512_loadu_ps(x + i * 32), a0);                    \
            a1 = _mm512_fmadd_ps(w1, _mm512_loadu_ps(x + i * 32 + 16), a1);               \
            a2 = _mm512_fmadd_ps(w2, _mm512_loadu_ps(x + i * 32 + 32), a2);               \
            a3 = _mm512_fmadd_ps(w3, _mm512_loadu_ps(x + i * 32 + 48), a3);               \
        }                                                                                 \
        if (i < nb) {                                                                     \
            avx512_w_##t(row + i * (bytes), &w0, &w1);                                    \
            a0 = _mm512_fmadd_ps(w0, _mm512_loadu_ps(x + i * 32), a0);                    \
            a1 = _mm512_fmadd_ps(w1, _mm512_loadu_ps(x + i * 32 + 16), a1);               \
        }                                                                                 \
        return _mm512_reduce_add_ps(_mm512_add_ps(_mm512_add_ps(a0, a1), _mm512_add_ps(a2, a3))); \
    }

AVX512_LEGACY(q4_0, BYTES_Q4_0)
AVX512_LEGACY(q4_1, BYTES_Q4_1)
AVX512_LEGACY(q5_0, BYTES_Q5_0)
AVX512_LEGACY(q5_1, BYTES_Q5_1)
AVX512_LEGACY(q8_0, BYTES_Q8_0)

/* Q4_K / Q5_K: 64 weights per 32 code bytes, low nibbles then high nibbles, each half
 * with its own scale d*sc and min dmin*m (w = d*sc*q - dmin*m), multiplied with x into
 * acc[0..1]. qh, when not NULL, holds the fifth bits: bit `bit` for the low half, `bit + 1`
 * for the high half. */
static ALWAYS_INLINE void avx512_k_pair(const uint8_t *q, const uint8_t *qh, int bit, float d0, float o0,
                                 float d1, float o1, const float *x, __m512 *acc) {
    const __m128i low4 = _mm_set1_epi8(15);
    const __m512i sixteen = _mm512_set1_epi32(16);
    for (int l = 0; l < 32; l += 16) {
        const __m128i bytes = _mm_loadu_si128((const __m128i *)(q + l));
        __m512i lo = _mm512_cvtepu8_epi32(_mm_and_si128(bytes, low4));
        __m512i hi = _mm512_cvtepu8_epi32(_mm_and_si128(_mm_srli_epi16(bytes, 4), low4));
        if (qh) {
            const __m128i h = _mm_loadu_si128((const __m128i *)(qh + l));
            lo = _mm512_mask_or_epi32(lo, _mm_test_epi8_mask(h, _mm_set1_epi8((char)(1 << bit))), lo, sixteen);
            hi = _mm512_mask_or_epi32(hi, _mm_test_epi8_mask(h, _mm_set1_epi8((char)(2 << bit))), hi, sixteen);
        }
        const __m512 w0 = _mm512_fmsub_ps(_mm512_cvtepi32_ps(lo), _mm512_set1_ps(d0), _mm512_set1_ps(o0));
        const __m512 w1 = _mm512_fmsub_ps(_mm512_cvtepi32_ps(hi), _mm512_set1_ps(d1), _mm512_set1_ps(o1));
        acc[0] = _mm512_fmadd_ps(w0, _mm512_loadu_ps(x + l), acc[0]);
        acc[1] = _mm512_fmadd_ps(w1, _mm512_loadu_ps(x + 32 + l), acc[1]);
    }
}

/* Q6_K, one half (128 weights): ql 64 bytes, qh 32 bytes, 8 scales already times d,
 * multiplied with x into acc[0..3]. */
static ALWAYS_INLINE void avx512_q6_half(const uint8_t *ql, const uint8_t *qh, const float *ds,
                                  const float *x, __m512 *acc) {
    const __m512i m15 = _mm512_set1_epi32(15), m48 = _mm512_set1_epi32(48), off = _mm512_set1_epi32(32);
    for (int l = 0; l < 32; l += 16) {
        const int is = l / 16;
        const __m512i a = _mm512_cvtepu8_epi32(_mm_loadu_si128((const __m128i *)(ql + l)));
        const __m512i c = _mm512_cvtepu8_epi32(_mm_loadu_si128((const __m128i *)(ql + l + 32)));
        const __m512i h = _mm512_cvtepu8_epi32(_mm_loadu_si128((const __m128i *)(qh + l)));
        /* two high bits of weight group k sit at bits 2k..2k+1 of qh; move them to bits 4..5 */
        const __m512i q1 = _mm512_or_si512(_mm512_and_si512(a, m15), _mm512_and_si512(_mm512_slli_epi32(h, 4), m48));
        const __m512i q2 = _mm512_or_si512(_mm512_and_si512(c, m15), _mm512_and_si512(_mm512_slli_epi32(h, 2), m48));
        const __m512i q3 = _mm512_or_si512(_mm512_srli_epi32(a, 4), _mm512_and_si512(h, m48));
        const __m512i q4 = _mm512_or_si512(_mm512_srli_epi32(c, 4), _mm512_and_si512(_mm512_srli_epi32(h, 2), m48));
        const __m512 w[4] = {
            _mm512_mul_ps(_mm512_cvtepi32_ps(_mm512_sub_epi32(q1, off)), _mm512_set1_ps(ds[is])),
            _mm512_mul_ps(_mm512_cvtepi32_ps(_mm512_sub_epi32(q2, off)), _mm512_set1_ps(ds[is + 2])),
            _mm512_mul_ps(_mm512_cvtepi32_ps(_mm512_sub_epi32(q3, off)), _mm512_set1_ps(ds[is + 4])),
            _mm512_mul_ps(_mm512_cvtepi32_ps(_mm512_sub_epi32(q4, off)), _mm512_set1_ps(ds[is + 6]))};
        for (int k = 0; k < 4; k++) acc[k] = _mm512_fmadd_ps(w[k], _mm512_loadu_ps(x + l + 32 * k), acc[k]);
    }
}

/* Fused row dot products of the K-quants for M = 1 (same arithmetic as the decoders). */
static ALWAYS_INLINE float avx512_reduce4(const __m512 *acc) {
    return _mm512_reduce_add_ps(_mm512_add_ps(_mm512_add_ps(acc[0], acc[1]), _mm512_add_ps(acc[2], acc[3])));
}

static inline float avx512_dot_q4_k_q5_k(const uint8_t *row, const float *x, int64_t nb, int five) {
    __m512 acc[4] = {_mm512_setzero_ps(), _mm512_setzero_ps(), _mm512_setzero_ps(), _mm512_setzero_ps()};
    const int64_t bytes = five ? BYTES_Q5_K : BYTES_Q4_K;
    for (int64_t i = 0; i < nb; i++, x += 256) {
        const uint8_t *b = row + i * bytes;
        const uint8_t *qh = five ? b + 16 : NULL, *q = five ? b + 48 : b + 16;
        const float d = FN(h2f)(b), dmin = FN(h2f)(b + 2);
        /* sub-block pairs 0 and 2 into acc[0..1], 1 and 3 into acc[2..3]: constant
         * indices keep the accumulators in registers */
        for (int j = 0; j < 4; j += 2, q += 64) {
            int sc[4], mn[4];
            for (int k = 0; k < 4; k++) scale_min_k4(2 * j + k, b + 4, &sc[k], &mn[k]);
            avx512_k_pair(q, qh, 2 * j, d * (float)sc[0], dmin * (float)mn[0], d * (float)sc[1], dmin * (float)mn[1],
                          x + 64 * j, acc);
            avx512_k_pair(q + 32, qh, 2 * j + 2, d * (float)sc[2], dmin * (float)mn[2], d * (float)sc[3],
                          dmin * (float)mn[3], x + 64 * j + 64, acc + 2);
        }
    }
    return avx512_reduce4(acc);
}

static inline float avx512_dot_q6_k(const uint8_t *row, const float *x, int64_t nb) {
    __m512 acc[4] = {_mm512_setzero_ps(), _mm512_setzero_ps(), _mm512_setzero_ps(), _mm512_setzero_ps()};
    for (int64_t i = 0; i < nb; i++) {
        const uint8_t *b = row + i * BYTES_Q6_K;
        const int8_t *sc = (const int8_t *)(b + 192);
        const float d = FN(h2f)(b + 208);
        for (int half = 0; half < 2; half++) {
            float ds[8];
            for (int k = 0; k < 8; k++) ds[k] = d * (float)sc[8 * half + k];
            avx512_q6_half(b + 64 * half, b + 128 + 32 * half, ds, x + 256 * i + 128 * half, acc);
        }
    }
    return avx512_reduce4(acc);
}
