/* AVX2 fused row dots for the legacy 32-weight types (M = 1): each block decoded into
 * four 8-lane registers and multiplied straight into the accumulators. Same weights as
 * the plain decoders in ggml_blocks.h (an FMA rounds d*q + m once: float32 rounding).
 * Included only in the AVX2 copy (ggml_blocks.h), so these names are not suffixed.
 */

/* 16 codes (bytes) -> two 8-lane float registers */
static inline void avx2_codes_to_float(__m128i codes, __m256 *a, __m256 *b) {
    *a = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(codes));
    *b = _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_srli_si128(codes, 8)));
}

/* The 32 codes of a legacy block as bytes: lo = weights 0..15, hi = 16..31. For Q5_x,
 * qh (bit j = fifth bit of weight j) is spread to bytes and ORed in as 16. */
static inline void avx2_legacy_codes(const uint8_t *q, const uint8_t *qh_bytes, __m128i *lo, __m128i *hi) {
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
static inline void avx2_w_legacy(const uint8_t *q, const uint8_t *qh, float d, float m, __m256 *w) {
    __m128i lo, hi;
    avx2_legacy_codes(q, qh, &lo, &hi);
    const __m256 vd = _mm256_set1_ps(d), vm = _mm256_set1_ps(m);
    avx2_codes_to_float(lo, &w[0], &w[1]);
    avx2_codes_to_float(hi, &w[2], &w[3]);
    for (int k = 0; k < 4; k++) w[k] = _mm256_fmadd_ps(w[k], vd, vm);
}

static inline float avx2_h(const uint8_t *p) { return _cvtsh_ss((uint16_t)(p[0] | p[1] << 8)); }

static inline void avx2_w_q4_0(const uint8_t *b, __m256 *w) { avx2_w_legacy(b + 2, NULL, avx2_h(b), -8.f * avx2_h(b), w); }
static inline void avx2_w_q4_1(const uint8_t *b, __m256 *w) { avx2_w_legacy(b + 4, NULL, avx2_h(b), avx2_h(b + 2), w); }
static inline void avx2_w_q5_0(const uint8_t *b, __m256 *w) { avx2_w_legacy(b + 6, b + 2, avx2_h(b), -16.f * avx2_h(b), w); }
static inline void avx2_w_q5_1(const uint8_t *b, __m256 *w) { avx2_w_legacy(b + 8, b + 4, avx2_h(b), avx2_h(b + 2), w); }

static inline void avx2_w_q8_0(const uint8_t *b, __m256 *w) {
    const __m256 vd = _mm256_set1_ps(avx2_h(b));
    for (int k = 0; k < 4; k++)
        w[k] = _mm256_mul_ps(_mm256_cvtepi32_ps(_mm256_cvtepi8_epi32(_mm_loadl_epi64((const __m128i *)(b + 2 + 8 * k)))), vd);
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
        __m256 t8 = _mm256_add_ps(_mm256_add_ps(acc[0], acc[1]), _mm256_add_ps(acc[2], acc[3])); \
        __m128 h = _mm_add_ps(_mm256_castps256_ps128(t8), _mm256_extractf128_ps(t8, 1));  \
        h = _mm_add_ps(h, _mm_movehl_ps(h, h));                                             \
        return _mm_cvtss_f32(_mm_add_ss(h, _mm_movehdup_ps(h)));                            \
    }

AVX2_LEGACY_DOT(q4_0, 2 + 16)
AVX2_LEGACY_DOT(q4_1, 2 + 2 + 16)
AVX2_LEGACY_DOT(q5_0, 2 + 4 + 16)
AVX2_LEGACY_DOT(q5_1, 2 + 2 + 4 + 16)
AVX2_LEGACY_DOT(q8_0, 2 + 32)
