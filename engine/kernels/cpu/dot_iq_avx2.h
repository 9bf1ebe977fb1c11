/* AVX2 twins of dot_iq.h's integer dots, 32 weights a step. A grid step loads four
 * 8-byte points into one register (eight 4-byte ones for IQ3, eight loads and inserts as
 * llama.cpp does: vpgatherdd's speed varies by CPU, and on an AMD EPYC of family 25
 * (Zen 3) the loads ran IQ3_XXS's lm_head 1.37x faster), puts each weight's sign
 * on the activation (_mm256_sign_epi8: grid bytes are unsigned, so the unsigned x signed
 * multiply-add takes them as they are), and multiplies-adds pairs to int16 (at most
 * 2 * 62 * 127, no saturation), then pairs to int32 times the sub-block scale. The
 * integer sums are the plain-C ones exactly (IQ1_S / IQ1_M: eight times them, their
 * deltas of +-1/8 folded in as integers); only the float accumulation order differs.
 * The eight sub-blocks of a block are unrolled (#pragma GCC unroll): their scales' and
 * indices' shifts become constants (IQ1_M's lm_head 1.24x faster).
 */

static inline int FN(iq_hsum_i32)(__m256i v) {
    __m128i s = _mm_add_epi32(_mm256_castsi256_si128(v), _mm256_extracti128_si256(v, 1));
    s = _mm_add_epi32(s, _mm_shuffle_epi32(s, 0x4e));
    s = _mm_add_epi32(s, _mm_shuffle_epi32(s, 0xb1));
    return _mm_cvtsi128_si32(s);
}

/* Four sign bytes (byte b for weights 8b..8b+7, bit j for weight 8b + j) -> 32 bytes of
 * +1 / -1. */
static inline __m256i FN(iq_signs32)(uint32_t four) {
    const __m256i spread = _mm256_setr_epi8(0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1,
                                            2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3);
    const __m256i bit = _mm256_set1_epi64x((long long)0x8040201008040201ULL);
    const __m256i b = _mm256_and_si256(_mm256_shuffle_epi8(_mm256_set1_epi32((int)four), spread), bit);
    return _mm256_or_si256(_mm256_cmpeq_epi8(b, bit), _mm256_set1_epi8(1));
}

/* int32 lanes of ls * sum(grid * sign * q) over 32 weights, the signs as 32 bytes of +1 / -1. */
static inline __m256i FN(iq_step_s)(__m256i grid, __m256i signs, const int8_t *q, int ls) {
    const __m256i a = _mm256_sign_epi8(_mm256_loadu_si256((const __m256i *)q), signs);
    return _mm256_madd_epi16(_mm256_maddubs_epi16(grid, a), _mm256_set1_epi16((short)ls));
}

/* four rows of the sign table by their 7-bit indices: 32 bytes of +1 / -1, no bit spreading
 * (16% off IQ2_XS's AVX2 dot against building them from KSIGN_BITS) */
static inline __m256i FN(ksign_rows4)(unsigned i0, unsigned i1, unsigned i2, unsigned i3) {
    return _mm256_setr_epi64x((long long)KSIGN_BYTES[i0], (long long)KSIGN_BYTES[i1], (long long)KSIGN_BYTES[i2],
                              (long long)KSIGN_BYTES[i3]);
}

static inline __m256i FN(iq_points8)(const uint8_t *grid, int i0, int i1, int i2, int i3) {
    uint64_t g[4];
    memcpy(&g[0], grid + 8 * i0, 8), memcpy(&g[1], grid + 8 * i1, 8);
    memcpy(&g[2], grid + 8 * i2, 8), memcpy(&g[3], grid + 8 * i3, 8);
    return _mm256_setr_epi64x((long long)g[0], (long long)g[1], (long long)g[2], (long long)g[3]);
}

/* IQ3_S sub-block ib's eight 4-byte points: 9-bit indices (byte p of qs, bit p of qh
 * above it), the points by eight loads */
static inline __m256i FN(iq3s_points8)(const uint8_t *w, int ib) {
    const uint8_t *q = w + 2 + 8 * ib;
    const unsigned h = w[66 + ib];
    const uint32_t *grid = IQ3S_WORDS;
    return _mm256_setr_epi32((int)grid[q[0] | (h << 8 & 256)], (int)grid[q[1] | (h << 7 & 256)], (int)grid[q[2] | (h << 6 & 256)],
                             (int)grid[q[3] | (h << 5 & 256)], (int)grid[q[4] | (h << 4 & 256)], (int)grid[q[5] | (h << 3 & 256)],
                             (int)grid[q[6] | (h << 2 & 256)], (int)grid[q[7] | (h << 1 & 256)]);
}

/* IQ3_XXS: a sub-block's eight 4-byte points by its eight index bytes g, eight loads */
static inline __m256i FN(iq3xxs_points8)(const uint8_t *g) {
    const uint32_t *grid = IQ3XXS_WORDS;
    return _mm256_setr_epi32((int)grid[g[0]], (int)grid[g[1]], (int)grid[g[2]], (int)grid[g[3]], (int)grid[g[4]],
                             (int)grid[g[5]], (int)grid[g[6]], (int)grid[g[7]]);
}

/* IQ2_S sub-block ib's four 8-byte points: 10-bit indices (qs byte, two bits of its qh byte) */
static inline __m256i FN(iq2s_points8)(const uint8_t *w, int ib) {
    const uint8_t *qs = w + 2 + 4 * ib, qh = w[66 + ib];
    return FN(iq_points8)(IQ2S_BYTES, qs[0] | (qh & 3) << 8, qs[1] | (qh >> 2 & 3) << 8, qs[2] | (qh >> 4 & 3) << 8,
                          qs[3] | (qh >> 6 & 3) << 8);
}

/* IQ1_S sub-block ib's four points of -1 / 0 / 1 bytes: 11-bit indices, a qs byte and bits
 * 3k..3k+2 of the sub-block's 16-bit word above it */
static inline __m256i FN(iq1s_points8)(const uint8_t *w, int ib) {
    const uint8_t *qs = w + 2 + 4 * ib;
    const unsigned qh = u16_at(w + 34 + 2 * ib);
    return FN(iq_points8)((const uint8_t *)IQ1S_BYTES, qs[0] | (qh << 8 & 0x700), qs[1] | (qh << 5 & 0x700),
                          qs[2] | (qh << 2 & 0x700), qs[3] | (qh >> 1 & 0x700));
}

/* IQ1_M sub-block ib's four points: a qs byte and the low or high 3 bits of a qh byte */
static inline __m256i FN(iq1m_points8)(const uint8_t *w, int ib) {
    const uint8_t *qs = w + 4 * ib, h0 = w[32 + 2 * ib], h1 = w[33 + 2 * ib];
    return FN(iq_points8)((const uint8_t *)IQ1S_BYTES, qs[0] | (h0 & 7) << 8, qs[1] | (h0 >> 4 & 7) << 8,
                          qs[2] | (h1 & 7) << 8, qs[3] | (h1 >> 4 & 7) << 8);
}

/* IQ1_M sub-block ib's delta signs, +1 / -1 bytes a group of 8 weights (bits 3 and 7 of its
 * two qh bytes: set for -1/8) */
static inline __m256i FN(iq1m_delta_signs)(const uint8_t *w, int ib) {
    /* the 16-bit lanes of each 64-bit lane test that group's bit */
    const __m256i bit = _mm256_setr_epi64x(0x0008000800080008LL, 0x0080008000800080LL, 0x0800080008000800LL,
                                           (long long)0x8000800080008000ULL);
    const __m256i hb = _mm256_and_si256(_mm256_set1_epi16((short)u16_at(w + 32 + 2 * ib)), bit);
    return _mm256_or_si256(_mm256_cmpeq_epi16(hb, bit), _mm256_set1_epi8(1));
}

/* The IQ2_XS / IQ2_S scales of a block (eight bytes, a 4-bit scale per 16 weights) as 2 s + 1
 * in int16 lanes, unpacked once: `half[0]` holds sub-blocks 0..3's, `half[1]` 4..7's, in both
 * 128-bit lanes; FN(iq2_ls) takes sub-block ib's pair (low nibble for its first 16 weights, high
 * for the next) by one byte shuffle. */
static inline void FN(iq2_scales)(const uint8_t *sc8, __m256i half[2]) {
    const __m128i s = _mm_cvtepu8_epi16(_mm_loadl_epi64((const __m128i *)sc8));
    const __m128i nib = _mm_and_si128(_mm_or_si128(s, _mm_slli_epi16(_mm_srli_epi16(s, 4), 8)), _mm_set1_epi16(0x0f0f));
    const __m256i ls = _mm256_or_si256(_mm256_slli_epi16(_mm256_cvtepu8_epi16(nib), 1), _mm256_set1_epi16(1));
    half[0] = _mm256_permute2x128_si256(ls, ls, 0x00);
    half[1] = _mm256_permute2x128_si256(ls, ls, 0x11);
}

static inline __m256i FN(iq2_ls)(const __m256i half[2], int ib) {
    const int e = 2 * (ib % 4);      /* the pair's first element within its half */
    return _mm256_shuffle_epi8(half[ib / 4], _mm256_setr_m128i(_mm_set1_epi16((short)((2 * e + 1) << 8 | 2 * e)),
                                                               _mm_set1_epi16((short)((2 * e + 3) << 8 | (2 * e + 2)))));
}

static inline float FN(dot_iq2_xxs_avx2)(const uint8_t *w, const uint8_t *y, int64_t nb) {
    float sum = 0.f;
    for (int64_t i = 0; i < nb; i++, w += BYTES_IQ2_XXS, y += BYTES_Q8_K) {
        __m256i acc = _mm256_setzero_si256();
#pragma GCC unroll 8
        for (int ib = 0; ib < 8; ib++) {
            const uint8_t *g = w + 2 + 8 * ib;
            const uint32_t aux = u32_at(g + 4);
            const int ls = (int)(2 * (aux >> 28) + 1);
            acc = _mm256_add_epi32(acc, FN(iq_step_s)(FN(iq_points8)(IQ2XXS_BYTES, g[0], g[1], g[2], g[3]),
                                                      FN(ksign_rows4)(aux & 127, (aux >> 7) & 127, (aux >> 14) & 127, (aux >> 21) & 127),
                                                      (const int8_t *)(y + 4) + 32 * ib, ls));
        }
        sum += FN(h2f)(w) * f32_at(y) * (float)FN(iq_hsum_i32)(acc);
    }
    return 0.125f * sum;
}

static inline float FN(dot_iq2_xs_avx2)(const uint8_t *w, const uint8_t *y, int64_t nb) {
    float sum = 0.f;
    for (int64_t i = 0; i < nb; i++, w += BYTES_IQ2_XS, y += BYTES_Q8_K) {
        __m256i half[2];
        FN(iq2_scales)(w + 66, half);
        __m256i acc = _mm256_setzero_si256();
#pragma GCC unroll 8
        for (int ib = 0; ib < 8; ib++) {
            uint16_t v[4];
            memcpy(v, w + 2 + 8 * ib, 8);
            const __m256i a = _mm256_sign_epi8(_mm256_loadu_si256((const __m256i *)(y + 4 + 32 * ib)),
                                               FN(ksign_rows4)(v[0] >> 9, v[1] >> 9, v[2] >> 9, v[3] >> 9));
            const __m256i grid = FN(iq_points8)(IQ2XS_BYTES, v[0] & 511, v[1] & 511, v[2] & 511, v[3] & 511);
            acc = _mm256_add_epi32(acc, _mm256_madd_epi16(_mm256_maddubs_epi16(grid, a), FN(iq2_ls)(half, ib)));
        }
        sum += FN(h2f)(w) * f32_at(y) * (float)FN(iq_hsum_i32)(acc);
    }
    return 0.125f * sum;
}

static inline float FN(dot_iq2_s_avx2)(const uint8_t *w, const uint8_t *y, int64_t nb) {
    float sum = 0.f;
    for (int64_t i = 0; i < nb; i++, w += BYTES_IQ2_S, y += BYTES_Q8_K) {
        __m256i half[2];
        FN(iq2_scales)(w + 74, half);
        __m256i acc = _mm256_setzero_si256();
#pragma GCC unroll 8
        for (int ib = 0; ib < 8; ib++) {
            const __m256i grid = FN(iq2s_points8)(w, ib);
            const __m256i a = _mm256_sign_epi8(_mm256_loadu_si256((const __m256i *)(y + 4 + 32 * ib)),
                                               FN(iq_signs32)(u32_at(w + 34 + 4 * ib)));
            acc = _mm256_add_epi32(acc, _mm256_madd_epi16(_mm256_maddubs_epi16(grid, a), FN(iq2_ls)(half, ib)));
        }
        sum += FN(h2f)(w) * f32_at(y) * (float)FN(iq_hsum_i32)(acc);
    }
    return 0.125f * sum;
}

static inline float FN(dot_iq3_xxs_avx2)(const uint8_t *w, const uint8_t *y, int64_t nb) {
    float sum = 0.f;
    for (int64_t i = 0; i < nb; i++, w += BYTES_IQ3_XXS, y += BYTES_Q8_K) {
        __m256i acc = _mm256_setzero_si256();
#pragma GCC unroll 8
        for (int ib = 0; ib < 8; ib++) {
            const uint32_t aux = u32_at(w + 66 + 4 * ib);
            const int ls = (int)(2 * (aux >> 28) + 1);
            acc = _mm256_add_epi32(acc, FN(iq_step_s)(FN(iq3xxs_points8)(w + 2 + 8 * ib),
                                                      FN(ksign_rows4)(aux & 127, (aux >> 7) & 127, (aux >> 14) & 127, (aux >> 21) & 127),
                                                      (const int8_t *)(y + 4) + 32 * ib, ls));
        }
        sum += FN(h2f)(w) * f32_at(y) * (float)FN(iq_hsum_i32)(acc);
    }
    return 0.25f * sum;
}

static inline float FN(dot_iq3_s_avx2)(const uint8_t *w, const uint8_t *y, int64_t nb) {
    float sum = 0.f;
    for (int64_t i = 0; i < nb; i++, w += BYTES_IQ3_S, y += BYTES_Q8_K) {
        /* the eight 4-bit scales as 2 s + 1 in int16 element ib (low nibbles even, high odd) */
        const __m128i s4 = _mm_cvtepu8_epi16(_mm_cvtsi32_si128((int)u32_at(w + 106)));
        const __m128i s8 = _mm_and_si128(_mm_or_si128(s4, _mm_slli_epi16(_mm_srli_epi16(s4, 4), 8)), _mm_set1_epi16(0x0f0f));
        const __m256i ls_all = _mm256_broadcastsi128_si256(_mm_or_si128(_mm_slli_epi16(_mm_cvtepu8_epi16(s8), 1),
                                                                        _mm_set1_epi16(1)));
        __m256i acc = _mm256_setzero_si256();
#pragma GCC unroll 8
        for (int ib = 0; ib < 8; ib++) {
            const __m256i ls = _mm256_shuffle_epi8(ls_all, _mm256_set1_epi16((short)((2 * ib + 1) << 8 | 2 * ib)));
            const __m256i a = _mm256_sign_epi8(_mm256_loadu_si256((const __m256i *)(y + 4 + 32 * ib)),
                                               FN(iq_signs32)(u32_at(w + 74 + 4 * ib)));
            acc = _mm256_add_epi32(acc, _mm256_madd_epi16(_mm256_maddubs_epi16(FN(iq3s_points8)(w, ib), a), ls));
        }
        sum += FN(h2f)(w) * f32_at(y) * (float)FN(iq_hsum_i32)(acc);
    }
    return sum;
}

/* IQ1_S: eight times the sum, an integer: 8 ls (g . q) per sub-block, plus its delta's
 * +-ls times the sub-block's activation sum (Q8_K's two 16-value sums), the deltas' terms
 * of all eight sub-blocks in one multiply-add of the sign-applied scales and the sums. */
static inline float FN(dot_iq1_s_avx2)(const uint8_t *w, const uint8_t *y, int64_t nb) {
    const uint8_t *grid = (const uint8_t *)IQ1S_BYTES;
    float sum = 0.f;
    for (int64_t i = 0; i < nb; i++, w += BYTES_IQ1_S, y += BYTES_Q8_K) {
        const __m128i qh8 = _mm_loadu_si128((const __m128i *)(w + 34));
        const __m128i ls8 = _mm_or_si128(_mm_and_si128(_mm_srli_epi16(qh8, 11), _mm_set1_epi16(14)), _mm_set1_epi16(1));
        const __m128i neg = _mm_srai_epi16(qh8, 15), c8 = _mm_sub_epi16(_mm_xor_si128(ls8, neg), neg);
        const __m256i deltas = _mm256_madd_epi16(_mm256_setr_m128i(_mm_unpacklo_epi16(c8, c8), _mm_unpackhi_epi16(c8, c8)),
                                                 _mm256_loadu_si256((const __m256i *)(y + Q8_K_SUMS)));
        const __m256i ls16 = _mm256_broadcastsi128_si256(ls8);
        __m256i acc = _mm256_setzero_si256();
#pragma GCC unroll 8
        for (int ib = 0; ib < 8; ib++) {
            const __m256i a = _mm256_sign_epi8(_mm256_loadu_si256((const __m256i *)(y + 4 + 32 * ib)), FN(iq1s_points8)(w, ib));
            const __m256i ls = _mm256_shuffle_epi8(ls16, _mm256_set1_epi16((short)((2 * ib + 1) << 8 | 2 * ib)));
            acc = _mm256_add_epi32(acc, _mm256_madd_epi16(_mm256_maddubs_epi16(_mm256_set1_epi8(1), a), ls));
        }
        acc = _mm256_add_epi32(_mm256_slli_epi32(acc, 3), deltas);
        sum += 0.125f * FN(h2f)(w) * f32_at(y) * (float)FN(iq_hsum_i32)(acc);
    }
    return sum;
}

/* IQ1_M: per 8 weights 8 g plus the sign of their delta (-9..9, eight times the weight over
 * d ls), so one sign-trick multiply-add a sub-block; the sum is eight times llama.cpp's. */
static inline float FN(dot_iq1_m_avx2)(const uint8_t *w, const uint8_t *y, int64_t nb) {
    float sum = 0.f;
    for (int64_t i = 0; i < nb; i++, w += BYTES_IQ1_M, y += BYTES_Q8_K) {
        uint16_t sw[4];
        for (int k = 0; k < 4; k++) sw[k] = u16_at(w + 48 + 2 * k);
        const float d = FN(half)(iq1m_d_bits(w));
        /* the 16 scales 2 s + 1 as int16: 64-bit lane L holds scale 4 m + L in its element m */
        uint64_t sw64;
        memcpy(&sw64, w + 48, 8);
        const __m256i sc = _mm256_srlv_epi64(_mm256_set1_epi64x((long long)sw64), _mm256_setr_epi64x(0, 3, 6, 9));
        const __m256i ls_all = _mm256_or_si256(_mm256_slli_epi16(_mm256_and_si256(sc, _mm256_set1_epi16(7)), 1), _mm256_set1_epi16(1));
        const __m256i ls_even = _mm256_permute2x128_si256(ls_all, ls_all, 0x00), ls_odd = _mm256_permute2x128_si256(ls_all, ls_all, 0x11);
        __m256i acc = _mm256_setzero_si256();
#pragma GCC unroll 8
        for (int ib = 0; ib < 8; ib++) {
            /* sub-block ib's two scales (2 ib, 2 ib + 1: lanes 0 and 1, or 2 and 3, element ib / 2) */
            const int m = ib / 2;
            const __m256i ls = _mm256_shuffle_epi8(ib % 2 ? ls_odd : ls_even,
                                                   _mm256_setr_m128i(_mm_set1_epi16((short)((2 * m + 1) << 8 | 2 * m)),
                                                                     _mm_set1_epi16((short)((2 * m + 9) << 8 | (2 * m + 8)))));
            const __m256i codes = _mm256_add_epi8(_mm256_sign_epi8(_mm256_set1_epi8(8), FN(iq1m_points8)(w, ib)),
                                                  FN(iq1m_delta_signs)(w, ib));
            const __m256i a = _mm256_sign_epi8(_mm256_loadu_si256((const __m256i *)(y + 4 + 32 * ib)), codes);
            acc = _mm256_add_epi32(acc, _mm256_madd_epi16(_mm256_maddubs_epi16(_mm256_abs_epi8(codes), a), ls));
        }
        sum += 0.125f * d * f32_at(y) * (float)FN(iq_hsum_i32)(acc);
    }
    return sum;
}

/* TQ1_0: trits - 1 as int16 lanes (FN(trits16), dequant_blocks.h) times the activations. */
static inline float FN(dot_tq1_0_avx2)(const uint8_t *w, const uint8_t *y, int64_t nb) {
    static const uint8_t pow3[5] = {1, 3, 9, 27, 81};
    float sum = 0.f;
    for (int64_t i = 0; i < nb; i++, w += BYTES_TQ1_0, y += BYTES_Q8_K) {
        const int8_t *q = (const int8_t *)(y + 4);
        __m256i acc = _mm256_setzero_si256();
        for (int p = 0; p < 5; p++) {
            const int8_t *part[3] = {q + 32 * p, q + 32 * p + 16, q + 160 + 16 * p};
            for (int h = 0; h < 3; h++) {
                const __m256i a = _mm256_cvtepi8_epi16(_mm_loadu_si128((const __m128i *)part[h]));
                acc = _mm256_add_epi32(acc, _mm256_madd_epi16(FN(trits16)(w + 16 * h, pow3[p]), a));
            }
        }
        int s = FN(iq_hsum_i32)(acc);
        for (int p = 0; p < 4; p++)
            for (int j = 0; j < 4; j++) s += FN(tq1_trit)(w[48 + j], p) * q[240 + 4 * p + j];
        sum += (float)s * (FN(h2f)(w + 52) * f32_at(y));
    }
    return sum;
}

/* TQ2_0: codes 0..3 times q, minus the sum of q (the Q8_K block's 16-value sums, taken off
 * the lanes before the one horizontal sum). A code times q pairs to at most 2 * 3 * 127, so
 * the block's eight products add as int16 before one widening. */
static inline float FN(dot_tq2_0_avx2)(const uint8_t *w, const uint8_t *y, int64_t nb) {
    const __m256i three = _mm256_set1_epi8(3), ones = _mm256_set1_epi16(1);
    float sum = 0.f;
    for (int64_t i = 0; i < nb; i++, w += BYTES_TQ2_0, y += BYTES_Q8_K) {
        __m256i p = _mm256_setzero_si256();
        for (int g = 0; g < 2; g++) {
            const __m256i bytes = _mm256_loadu_si256((const __m256i *)(w + 32 * g));
            for (int k = 0; k < 4; k++) {
                const __m256i c = _mm256_and_si256(_mm256_srli_epi16(bytes, 2 * k), three);
                const __m256i a = _mm256_loadu_si256((const __m256i *)(y + 4 + 128 * g + 32 * k));
                p = _mm256_add_epi16(p, _mm256_maddubs_epi16(c, a));
            }
        }
        const __m256i qsum = _mm256_madd_epi16(_mm256_loadu_si256((const __m256i *)(y + Q8_K_SUMS)), ones);
        const __m256i acc = _mm256_sub_epi32(_mm256_madd_epi16(p, ones), qsum);
        sum += (float)FN(iq_hsum_i32)(acc) * (FN(h2f)(w + 64) * f32_at(y));
    }
    return sum;
}

/* NVFP4: per 16 bytes (two sub-blocks) the nibbles look up the doubled E2M1 levels, in
 * weight order: low nibbles of bytes 0..7, high of 0..7, then the same for bytes 8..15. */
static inline float FN(dot_nvfp4_avx2)(const uint8_t *w, const uint8_t *y, int64_t nb) {
    const float *ue = CODEBOOK[TAB_UE4M3];
    const __m128i levels = _mm_loadu_si128((const __m128i *)FP4_LEVELS), low4 = _mm_set1_epi8(15);
    const __m128i ones = _mm_set1_epi16(1);
    float sum = 0.f;
    for (int64_t i = 0; i < nb; i++, w += BYTES_NVFP4, y += 2 * BYTES_Q8_0) {
        for (int h = 0; h < 2; h++) {
            const uint8_t *yb = y + h * BYTES_Q8_0;
            const __m128i bytes = _mm_loadu_si128((const __m128i *)(w + 4 + 16 * h));
            const __m128i lo = _mm_and_si128(bytes, low4), hi = _mm_and_si128(_mm_srli_epi16(bytes, 4), low4);
            const float dy = FN(h2f)(yb);
            for (int s = 0; s < 2; s++) {
                const __m128i lv = _mm_shuffle_epi8(levels, s ? _mm_unpackhi_epi64(lo, hi) : _mm_unpacklo_epi64(lo, hi));
                const __m128i a = _mm_loadu_si128((const __m128i *)(yb + 2 + 16 * s));
                __m128i t = _mm_madd_epi16(_mm_maddubs_epi16(_mm_sign_epi8(lv, lv), _mm_sign_epi8(a, lv)), ones);
                t = _mm_add_epi32(t, _mm_shuffle_epi32(t, 0x4e));
                t = _mm_add_epi32(t, _mm_shuffle_epi32(t, 0xb1));
                sum += dy * ue[w[2 * h + s]] * (float)_mm_cvtsi128_si32(t);
            }
        }
    }
    return sum;
}
