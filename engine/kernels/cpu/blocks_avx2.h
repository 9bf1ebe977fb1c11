/* AVX2 fused row dots (M = 1) for the legacy 32-weight types, each block decoded into
 * four 8-lane registers and multiplied straight into the accumulators, and for Q4_K,
 * Q5_K and Q6_K, 8 weights at a time. The weights are the exact decoders' (dequant_blocks.h)
 * up to float32 rounding: an FMA rounds d*q + m once where they round twice (tests compare
 * them). Included once, in the AVX2 copy (gemm_body.h; the AVX-VNNI copy calls the same
 * functions), so these names are not suffixed.
 */

/* 16 codes (bytes) -> two 8-lane float registers */
static ALWAYS_INLINE void avx2_codes_to_float(__m128i codes, __m256 *a, __m256 *b) {
    *a = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(codes));
    *b = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_srli_si128(codes, 8)));
}

/* The 32 codes of a legacy block as bytes: lo = weights 0..15, hi = 16..31. For Q5_x,
 * qh (bit j = fifth bit of weight j) is spread to bytes and ORed in as 16. */
static ALWAYS_INLINE void avx2_legacy_codes(const uint8_t *q, const uint8_t *qh_bytes, __m128i *lo, __m128i *hi) {
    const __m128i bytes = _mm_loadu_si128((const __m128i *)q), low4 = _mm_set1_epi8(15);
    *lo = _mm_and_si128(bytes, low4);
    *hi = _mm_and_si128(_mm_srli_epi16(bytes, 4), low4);
    if (qh_bytes) {
        uint32_t qh;
        memcpy(&qh, qh_bytes, 4);
        /* byte j of the spread gets bit j of its 16-bit half: shuffle the half's two
         * bytes to every byte, keep one bit per byte, compare to get 0xff where set */
        const __m128i bit = _mm_set_epi8((char)128, 64, 32, 16, 8, 4, 2, 1, (char)128, 64, 32, 16, 8, 4, 2, 1);
        const __m128i pick = _mm_set_epi8(1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0);
        const __m128i sixteen = _mm_set1_epi8(16);
        for (int h = 0; h < 2; h++) {
            const __m128i half = _mm_shuffle_epi8(_mm_cvtsi32_si128((int)(h ? qh >> 16 : qh & 0xffff)), pick);
            const __m128i set = _mm_cmpeq_epi8(_mm_and_si128(half, bit), bit);
            if (h) *hi = _mm_or_si128(*hi, _mm_and_si128(set, sixteen));
            else *lo = _mm_or_si128(*lo, _mm_and_si128(set, sixteen));
        }
    }
}

/* w = d * code + m for one block, 32 weights in w[0..3] */
static ALWAYS_INLINE void avx2_w_legacy(const uint8_t *q, const uint8_t *qh, float d, float m, __m256 *w) {
    __m128i lo, hi;
    avx2_legacy_codes(q, qh, &lo, &hi);
    const __m256 vd = _mm256_set1_ps(d), vm = _mm256_set1_ps(m);
    avx2_codes_to_float(lo, &w[0], &w[1]);
    avx2_codes_to_float(hi, &w[2], &w[3]);
    for (int k = 0; k < 4; k++) w[k] = _mm256_fmadd_ps(w[k], vd, vm);
}

static ALWAYS_INLINE void avx2_w_q4_0(const uint8_t *b, __m256 *w) { avx2_w_legacy(b + 2, NULL, FN(h2f)(b), -8.f * FN(h2f)(b), w); }
static ALWAYS_INLINE void avx2_w_q4_1(const uint8_t *b, __m256 *w) { avx2_w_legacy(b + 4, NULL, FN(h2f)(b), FN(h2f)(b + 2), w); }
static ALWAYS_INLINE void avx2_w_q5_0(const uint8_t *b, __m256 *w) { avx2_w_legacy(b + 6, b + 2, FN(h2f)(b), -16.f * FN(h2f)(b), w); }
static ALWAYS_INLINE void avx2_w_q5_1(const uint8_t *b, __m256 *w) { avx2_w_legacy(b + 8, b + 4, FN(h2f)(b), FN(h2f)(b + 2), w); }

static ALWAYS_INLINE void avx2_w_q8_0(const uint8_t *b, __m256 *w) {
    const __m256 vd = _mm256_set1_ps(FN(h2f)(b));
    for (int k = 0; k < 4; k++)
        w[k] = _mm256_mul_ps(_mm256_cvtepi32_ps(_mm256_cvtepi8_epi32(_mm_loadl_epi64((const __m128i *)(b + 2 + 8 * k)))), vd);
}

/* The sum of the four accumulators' 32 lanes. */
static ALWAYS_INLINE float avx2_reduce4(const __m256 *acc) {
    const __m256 t8 = _mm256_add_ps(_mm256_add_ps(acc[0], acc[1]), _mm256_add_ps(acc[2], acc[3]));
    __m128 h = _mm_add_ps(_mm256_castps256_ps128(t8), _mm256_extractf128_ps(t8, 1));
    h = _mm_add_ps(h, _mm_movehl_ps(h, h));
    return _mm_cvtss_f32(_mm_add_ss(h, _mm_movehdup_ps(h)));
}

#define AVX2_LEGACY_DOT(t, bytes)                                                          \
    static inline float avx2_dot_##t(const uint8_t *row, const float *x, int64_t nb) {     \
        __m256 acc[4] = {_mm256_setzero_ps(), _mm256_setzero_ps(), _mm256_setzero_ps(), _mm256_setzero_ps()}; \
        __m256 w[4];                                                                        \
        for (int64_t i = 0; i < nb; i++) {                                                  \
            avx2_w_##t(row + i * (bytes), w);                                               \
            for (int k = 0; k < 4; k++)                                                     \
                acc[k] = _mm256_fmadd_ps(w[k], _mm256_loadu_ps(x + 32 * i + 8 * k), acc[k]); \
        }                                                                                   \
        return avx2_reduce4(acc);                                                           \
    }

AVX2_LEGACY_DOT(q4_0, BYTES_Q4_0)
AVX2_LEGACY_DOT(q4_1, BYTES_Q4_1)
AVX2_LEGACY_DOT(q5_0, BYTES_Q5_0)
AVX2_LEGACY_DOT(q5_1, BYTES_Q5_1)
AVX2_LEGACY_DOT(q8_0, BYTES_Q8_0)

/* Q4_K / Q5_K, one pair of 32-weight halves (low nibbles, then high nibbles of 32 code
 * bytes), w = d*sc*q - dmin*m, multiplied with x into acc[0..1]. qh, when not NULL, holds
 * the fifth bits: bit `bit` for the low half, `bit + 1` for the high half. */
static ALWAYS_INLINE void avx2_k_pair(const uint8_t *q, const uint8_t *qh, int bit, float d0, float o0,
                               float d1, float o1, const float *x, __m256 *acc) {
    const __m128i low4 = _mm_set1_epi8(15);
    const __m256i sixteen = _mm256_set1_epi32(16);
    const __m256i bit0 = _mm256_set1_epi32(1 << bit), bit1 = _mm256_set1_epi32(2 << bit);
    for (int l = 0; l < 32; l += 8) {
        const __m128i bytes = _mm_loadl_epi64((const __m128i *)(q + l));
        __m256i lo = _mm256_cvtepu8_epi32(_mm_and_si128(bytes, low4));
        __m256i hi = _mm256_cvtepu8_epi32(_mm_and_si128(_mm_srli_epi16(bytes, 4), low4));
        if (qh) {
            const __m256i h = _mm256_cvtepu8_epi32(_mm_loadl_epi64((const __m128i *)(qh + l)));
            lo = _mm256_or_si256(lo, _mm256_and_si256(_mm256_cmpeq_epi32(_mm256_and_si256(h, bit0), bit0), sixteen));
            hi = _mm256_or_si256(hi, _mm256_and_si256(_mm256_cmpeq_epi32(_mm256_and_si256(h, bit1), bit1), sixteen));
        }
        const __m256 w0 = _mm256_fmsub_ps(_mm256_cvtepi32_ps(lo), _mm256_set1_ps(d0), _mm256_set1_ps(o0));
        const __m256 w1 = _mm256_fmsub_ps(_mm256_cvtepi32_ps(hi), _mm256_set1_ps(d1), _mm256_set1_ps(o1));
        acc[0] = _mm256_fmadd_ps(w0, _mm256_loadu_ps(x + l), acc[0]);
        acc[1] = _mm256_fmadd_ps(w1, _mm256_loadu_ps(x + 32 + l), acc[1]);
    }
}

/* Fused row dots of the K-quants for M = 1 (the decoders' weights, FMA-rounded). */
static ALWAYS_INLINE float avx2_dot_q4_k_q5_k(const uint8_t *row, const float *x, int64_t nb, int five) {
    __m256 acc[4] = {_mm256_setzero_ps(), _mm256_setzero_ps(), _mm256_setzero_ps(), _mm256_setzero_ps()};
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
            avx2_k_pair(q, qh, 2 * j, d * (float)sc[0], dmin * (float)mn[0], d * (float)sc[1], dmin * (float)mn[1],
                        x + 64 * j, acc);
            avx2_k_pair(q + 32, qh, 2 * j + 2, d * (float)sc[2], dmin * (float)mn[2], d * (float)sc[3],
                        dmin * (float)mn[3], x + 64 * j + 64, acc + 2);
        }
    }
    return avx2_reduce4(acc);
}

/* Q6_K: per half of 128 weights, ql 64 bytes, qh 32 bytes, 8 signed scales times d; the
 * two high bits of weight group k sit at bits 2k..2k+1 of qh. */
static inline float avx2_dot_q6_k(const uint8_t *row, const float *x, int64_t nb) {
    __m256 acc[4] = {_mm256_setzero_ps(), _mm256_setzero_ps(), _mm256_setzero_ps(), _mm256_setzero_ps()};
    const __m256i m15 = _mm256_set1_epi32(15), m48 = _mm256_set1_epi32(48), off = _mm256_set1_epi32(32);
    for (int64_t i = 0; i < nb; i++) {
        const uint8_t *b = row + i * BYTES_Q6_K;
        const int8_t *sc = (const int8_t *)(b + 192);
        const float d = FN(h2f)(b + 208);
        for (int half = 0; half < 2; half++) {
            const uint8_t *ql = b + 64 * half, *qh = b + 128 + 32 * half;
            const float *xx = x + 256 * i + 128 * half;
            for (int l = 0; l < 32; l += 8) {
                const int is = 8 * half + l / 16;
                const __m256i a = _mm256_cvtepu8_epi32(_mm_loadl_epi64((const __m128i *)(ql + l)));
                const __m256i c = _mm256_cvtepu8_epi32(_mm_loadl_epi64((const __m128i *)(ql + l + 32)));
                const __m256i h = _mm256_cvtepu8_epi32(_mm_loadl_epi64((const __m128i *)(qh + l)));
                const __m256i q[4] = {
                    _mm256_or_si256(_mm256_and_si256(a, m15), _mm256_and_si256(_mm256_slli_epi32(h, 4), m48)),
                    _mm256_or_si256(_mm256_and_si256(c, m15), _mm256_and_si256(_mm256_slli_epi32(h, 2), m48)),
                    _mm256_or_si256(_mm256_srli_epi32(a, 4), _mm256_and_si256(h, m48)),
                    _mm256_or_si256(_mm256_srli_epi32(c, 4), _mm256_and_si256(_mm256_srli_epi32(h, 2), m48))};
                for (int k = 0; k < 4; k++) {
                    const __m256 w = _mm256_mul_ps(_mm256_cvtepi32_ps(_mm256_sub_epi32(q[k], off)),
                                                   _mm256_set1_ps(d * (float)sc[is + 2 * k]));
                    acc[k] = _mm256_fmadd_ps(w, _mm256_loadu_ps(xx + l + 32 * k), acc[k]);
                }
            }
        }
    }
    return avx2_reduce4(acc);
}
