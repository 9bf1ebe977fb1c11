/* AVX-512 block decoders for the types real files are made of (Q4_0/1, Q5_0/1, Q8_0,
 * Q4_K, Q5_K, Q6_K). Sixteen codes at a time are widened to 32-bit lanes, converted to
 * float and scaled with one FMA. Same weights as the plain decoders in ggml_blocks.h
 * (an FMA rounds d*q + m once instead of twice: float32 rounding only).
 * Included only in the AVX-512 copy (ggml_blocks.h), so these names are not suffixed.
 */

/* 16 codes (uint8 in 32-bit lanes) -> d * code + m */
static inline void avx512_store_affine(float *y, __m512i codes, __m512 d, __m512 m) {
    _mm512_storeu_ps(y, _mm512_fmadd_ps(_mm512_cvtepi32_ps(codes), d, m));
}

/* The 32 nibbles of a legacy block: low nibbles are weights 0..15, high 16..31. */
static inline void avx512_nibbles(const uint8_t *q, __m512i *lo, __m512i *hi) {
    const __m128i bytes = _mm_loadu_si128((const __m128i *)q), low4 = _mm_set1_epi8(15);
    *lo = _mm512_cvtepu8_epi32(_mm_and_si128(bytes, low4));
    *hi = _mm512_cvtepu8_epi32(_mm_and_si128(_mm_srli_epi16(bytes, 4), low4));
}

static inline void avx512_dec_q4_0(const uint8_t *b, float *y) {
    const float d = _cvtsh_ss((uint16_t)(b[0] | b[1] << 8));
    const __m512 vd = _mm512_set1_ps(d), vm = _mm512_set1_ps(-8.f * d);
    __m512i lo, hi;
    avx512_nibbles(b + 2, &lo, &hi);
    avx512_store_affine(y, lo, vd, vm);
    avx512_store_affine(y + 16, hi, vd, vm);
}

static inline void avx512_dec_q4_1(const uint8_t *b, float *y) {
    const __m512 vd = _mm512_set1_ps(_cvtsh_ss((uint16_t)(b[0] | b[1] << 8)));
    const __m512 vm = _mm512_set1_ps(_cvtsh_ss((uint16_t)(b[2] | b[3] << 8)));
    __m512i lo, hi;
    avx512_nibbles(b + 4, &lo, &hi);
    avx512_store_affine(y, lo, vd, vm);
    avx512_store_affine(y + 16, hi, vd, vm);
}

/* Q5_x: bit j of the u32 qh is the fifth bit of weight j; a mask register adds 16. */
static inline void avx512_q5_codes(const uint8_t *qh_bytes, const uint8_t *q, __m512i *lo, __m512i *hi) {
    uint32_t qh;
    memcpy(&qh, qh_bytes, 4);
    const __m512i sixteen = _mm512_set1_epi32(16);
    avx512_nibbles(q, lo, hi);
    *lo = _mm512_mask_or_epi32(*lo, (__mmask16)(qh & 0xffff), *lo, sixteen);
    *hi = _mm512_mask_or_epi32(*hi, (__mmask16)(qh >> 16), *hi, sixteen);
}

static inline void avx512_dec_q5_0(const uint8_t *b, float *y) {
    const float d = _cvtsh_ss((uint16_t)(b[0] | b[1] << 8));
    const __m512 vd = _mm512_set1_ps(d), vm = _mm512_set1_ps(-16.f * d);
    __m512i lo, hi;
    avx512_q5_codes(b + 2, b + 6, &lo, &hi);
    avx512_store_affine(y, lo, vd, vm);
    avx512_store_affine(y + 16, hi, vd, vm);
}

static inline void avx512_dec_q5_1(const uint8_t *b, float *y) {
    const __m512 vd = _mm512_set1_ps(_cvtsh_ss((uint16_t)(b[0] | b[1] << 8)));
    const __m512 vm = _mm512_set1_ps(_cvtsh_ss((uint16_t)(b[2] | b[3] << 8)));
    __m512i lo, hi;
    avx512_q5_codes(b + 4, b + 8, &lo, &hi);
    avx512_store_affine(y, lo, vd, vm);
    avx512_store_affine(y + 16, hi, vd, vm);
}

static inline void avx512_dec_q8_0(const uint8_t *b, float *y) {
    const __m512 vd = _mm512_set1_ps(_cvtsh_ss((uint16_t)(b[0] | b[1] << 8)));
    for (int j = 0; j < 32; j += 16) {
        const __m512i q = _mm512_cvtepi8_epi32(_mm_loadu_si128((const __m128i *)(b + 2 + j)));
        _mm512_storeu_ps(y + j, _mm512_mul_ps(_mm512_cvtepi32_ps(q), vd));
    }
}

/* Q4_K / Q5_K: 64 weights per 32 code bytes, low nibbles then high nibbles, each half
 * with its own scale d*sc and min dmin*m (w = d*sc*q - dmin*m). qh, when not NULL,
 * holds the fifth bits: bit `bit` for the low half, `bit + 1` for the high half. */
static inline void avx512_k_pair(const uint8_t *q, const uint8_t *qh, int bit, float d0, float o0,
                                 float d1, float o1, float *y) {
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
        _mm512_storeu_ps(y + l, _mm512_fmsub_ps(_mm512_cvtepi32_ps(lo), _mm512_set1_ps(d0), _mm512_set1_ps(o0)));
        _mm512_storeu_ps(y + 32 + l, _mm512_fmsub_ps(_mm512_cvtepi32_ps(hi), _mm512_set1_ps(d1), _mm512_set1_ps(o1)));
    }
}

/* Q6_K, one half (128 weights): ql 64 bytes, qh 32 bytes, 8 scales already times d. */
static inline void avx512_q6_half(const uint8_t *ql, const uint8_t *qh, const float *ds, float *y) {
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
        _mm512_storeu_ps(y + l, _mm512_mul_ps(_mm512_cvtepi32_ps(_mm512_sub_epi32(q1, off)), _mm512_set1_ps(ds[is])));
        _mm512_storeu_ps(y + l + 32, _mm512_mul_ps(_mm512_cvtepi32_ps(_mm512_sub_epi32(q2, off)), _mm512_set1_ps(ds[is + 2])));
        _mm512_storeu_ps(y + l + 64, _mm512_mul_ps(_mm512_cvtepi32_ps(_mm512_sub_epi32(q3, off)), _mm512_set1_ps(ds[is + 4])));
        _mm512_storeu_ps(y + l + 96, _mm512_mul_ps(_mm512_cvtepi32_ps(_mm512_sub_epi32(q4, off)), _mm512_set1_ps(ds[is + 6])));
    }
}
