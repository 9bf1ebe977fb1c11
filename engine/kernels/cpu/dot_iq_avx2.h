/* AVX2 twins of dot_iq.h's integer dots, 32 weights a step. A grid step loads four
 * 8-byte points into one register (eight 4-byte ones for IQ3, eight loads and inserts as
 * llama.cpp does: vpgatherdd's speed varies by CPU, and on an AMD EPYC of family 25
 * (Zen 3) the loads ran IQ3_XXS's lm_head 1.37x faster), puts each weight's sign
 * on the activation (_mm256_sign_epi8: grid bytes are unsigned, so the unsigned x signed
 * multiply-add takes them as they are), and multiplies-adds pairs to int16 (at most
 * 2 * 62 * 127, no saturation), then pairs to int32 times the sub-block scale. The
 * integer sums are the plain-C ones exactly (IQ1_S / IQ1_M: eight times them, their
 * deltas of +-1/8 folded in as integers); a block's int32 lanes then meet its scales in a
 * float vector, summed across once a row (llama.cpp's order), so only the float
 * accumulation order differs.
 *
 * What is not a grid load is unpacked a whole block at a time by vector operations: the
 * sign bytes (the even-sign types' 7-bit indices with their parity), the scales, and the
 * grid indices whose bits are spread over the block. Those indices go through a small
 * buffer in memory, one block ahead of the block being multiplied: a scalar load per point
 * then finds its index, where reading it straight after the vector store waits for the
 * store (IQ1_S's dot took 22.6 ns a block so, 17.0 a block ahead, 25.0 with the indices
 * computed point by point as before, on Zen 3). The eight sub-blocks of a block are
 * unrolled (#pragma GCC unroll): their scales' shifts and shuffles become constants.
 */

#ifndef IQ_FROM_MEMORY
/* The n bytes at p were stored by vector instructions and are to be read back one index at a
 * time: the empty asm tells the compiler they may have changed, so it loads each (one
 * instruction) instead of taking it out of the vector register (vpextrw, two). */
#define IQ_FROM_MEMORY(p, n) __asm__ __volatile__("" : "+m"(*(uint8_t(*)[n])(p)))
#endif

/* four 8-byte points of a grid by their indices */
static inline __m256i FN(iq_points8)(const uint8_t *grid, size_t i0, size_t i1, size_t i2, size_t i3) {
    uint64_t g[4];
    memcpy(&g[0], grid + 8 * i0, 8), memcpy(&g[1], grid + 8 * i1, 8);
    memcpy(&g[2], grid + 8 * i2, 8), memcpy(&g[3], grid + 8 * i3, 8);
    return _mm256_setr_epi64x((long long)g[0], (long long)g[1], (long long)g[2], (long long)g[3]);
}

/* Sign bytes of the even-sign types (IQ2_XXS, IQ3_XXS): each byte of x a 7-bit index, bit 7
 * clear; returned with its parity as bit 7, which makes the count of negative weights even
 * (iq_grids_set checks the codebook's sign rows are these). */
static inline __m256i FN(iq_even_signs)(__m256i x) {
    const __m256i odd = _mm256_setr_epi8(0, -128, -128, 0, -128, 0, 0, -128, -128, 0, 0, -128, 0, -128, -128, 0,
                                         0, -128, -128, 0, -128, 0, 0, -128, -128, 0, 0, -128, 0, -128, -128, 0);
    const __m256i low4 = _mm256_set1_epi8(15);
    return _mm256_or_si256(x, _mm256_xor_si256(_mm256_shuffle_epi8(odd, _mm256_and_si256(x, low4)),
                                               _mm256_shuffle_epi8(odd, _mm256_and_si256(_mm256_srli_epi16(x, 4), low4))));
}

/* A block's 32 sign bytes, sub-block ib's four in 32-bit element ib -> *lo holding sub-blocks
 * 0..3's in both 128-bit lanes, *hi 4..7's */
static inline void FN(iq_sign_halves)(__m256i s8, __m256i *lo, __m256i *hi) {
    *lo = _mm256_permute2x128_si256(s8, s8, 0x00);
    *hi = _mm256_permute2x128_si256(s8, s8, 0x11);
}

/* Sub-block ib's four sign bytes (from iq_sign_halves' lo and hi) -> 32 bytes of +1 / -1,
 * byte b of the four for weights 8b..8b+7, bit j for weight 8b + j. */
static inline __m256i FN(iq_signs_of)(__m256i lo, __m256i hi, int ib) {
    const int m = ib % 4;
    const __m256i bit = _mm256_set1_epi64x((long long)0x8040201008040201ULL);
    const __m256i spread = _mm256_setr_epi64x(0x0101010101010101LL * (4 * m), 0x0101010101010101LL * (4 * m + 1),
                                              0x0101010101010101LL * (4 * m + 2), 0x0101010101010101LL * (4 * m + 3));
    const __m256i b = _mm256_and_si256(_mm256_shuffle_epi8(ib < 4 ? lo : hi, spread), bit);
    return _mm256_or_si256(_mm256_cmpeq_epi8(b, bit), _mm256_set1_epi8(1));
}

/* int16 element ib of both 128-bit lanes of `scales` in all sixteen lanes: sub-block ib's
 * scale for the vpmaddwd that widens its products */
static inline __m256i FN(iq_ls_of)(__m256i scales, int ib) {
    return _mm256_shuffle_epi8(scales, _mm256_set1_epi16((short)((2 * ib + 1) << 8 | 2 * ib)));
}

/* The eight 32-bit words of IQ2_XXS and IQ3_XXS, sub-block ib's in element ib of aux, hold four
 * 7-bit sign indices (bits 0..27) and a 4-bit scale s (28..31). Their sign bytes, as
 * FN(iq_sign_halves) leaves them: */
static inline void FN(iq_xxs_signs)(__m256i aux, __m256i *lo, __m256i *hi) {
    const __m256i m7 = _mm256_set1_epi32(0x7f);
    const __m256i s7 = _mm256_or_si256(_mm256_or_si256(_mm256_and_si256(aux, m7),
                                                       _mm256_and_si256(_mm256_slli_epi32(aux, 1), _mm256_slli_epi32(m7, 8))),
                                       _mm256_or_si256(_mm256_and_si256(_mm256_slli_epi32(aux, 2), _mm256_slli_epi32(m7, 16)),
                                                       _mm256_and_si256(_mm256_slli_epi32(aux, 3), _mm256_slli_epi32(m7, 24))));
    FN(iq_sign_halves)(FN(iq_even_signs)(s7), lo, hi);
}

/* ... and their scales 2 s + 1 as int16, sub-block ib's in element ib of both 128-bit lanes (iq_ls_of) */
static inline __m256i FN(iq_xxs_scales)(__m256i aux) {
    const __m256i l32 = _mm256_or_si256(_mm256_slli_epi32(_mm256_srli_epi32(aux, 28), 1), _mm256_set1_epi32(1));
    return _mm256_permute4x64_epi64(_mm256_packs_epi32(l32, l32), 0x88);
}

/* IQ2_XXS's eight 32-bit words (bytes 4..7 of each sub-block's 8), in sub-block order */
static inline __m256i FN(iq2xxs_words)(const uint8_t *w) {
    const __m256i odd = _mm256_castps_si256(_mm256_shuffle_ps(_mm256_loadu_ps((const float *)(w + 2)),
                                                              _mm256_loadu_ps((const float *)(w + 34)), 0xdd));
    return _mm256_permute4x64_epi64(odd, 0xd8);     /* from sub-blocks 0, 1, 4, 5 | 2, 3, 6, 7 */
}

/* IQ3_S sub-block ib's eight 4-byte points by their indices, eight loads */
static inline __m256i FN(iq3s_points8)(const uint16_t *i) {
    const uint32_t *grid = IQ3S_WORDS;
    return _mm256_setr_epi32((int)grid[i[0]], (int)grid[i[1]], (int)grid[i[2]], (int)grid[i[3]], (int)grid[i[4]],
                             (int)grid[i[5]], (int)grid[i[6]], (int)grid[i[7]]);
}

/* IQ3_XXS: a sub-block's eight 4-byte points by its eight index bytes g, eight loads */
static inline __m256i FN(iq3xxs_points8)(const uint8_t *g) {
    const uint32_t *grid = IQ3XXS_WORDS;
    return _mm256_setr_epi32((int)grid[g[0]], (int)grid[g[1]], (int)grid[g[2]], (int)grid[g[3]], (int)grid[g[4]],
                             (int)grid[g[5]], (int)grid[g[6]], (int)grid[g[7]]);
}

/* Sixteen grid indices: idx[i] = lo[i] | ((high[i] * up[i]) & mask) >> shift, where int16 lane
 * i of `high` holds the byte or word with idx[i]'s high bits and up[i] is the power of two
 * that lifts them to the mask's place. */
static inline void FN(iq_indices16)(const uint8_t *lo, __m256i high, __m256i up, int mask, int shift, uint16_t *idx) {
    const __m256i h = _mm256_and_si256(_mm256_mullo_epi16(high, up), _mm256_set1_epi16((short)mask));
    _mm256_storeu_si256((__m256i *)idx, _mm256_or_si256(_mm256_cvtepu8_epi16(_mm_loadu_si128((const __m128i *)lo)),
                                                        _mm256_srli_epi16(h, shift)));
}

/* A block's 32 indices: the low bytes lo[0..31], the high bits from the bytes of `hi` (the
 * block's high-bit bytes in both 128-bit lanes) that the byte shuffles pick0 and pick1 put in
 * the int16 lanes of indices 0..15 and 16..31; then through memory (IQ_FROM_MEMORY). */
static inline void FN(iq_indices32)(const uint8_t *lo, __m256i hi, __m256i pick0, __m256i pick1, __m256i up,
                                    int mask, int shift, uint16_t idx[32]) {
    FN(iq_indices16)(lo, _mm256_shuffle_epi8(hi, pick0), up, mask, shift, idx);
    FN(iq_indices16)(lo + 16, _mm256_shuffle_epi8(hi, pick1), up, mask, shift, idx + 16);
    IQ_FROM_MEMORY(idx, 64);
}

/* IQ3_S: 9-bit indices, qs byte 8 ib + k and bit k of sub-block ib's qh byte */
static inline void FN(iq3s_indices)(const uint8_t *w, uint16_t idx[64]) {
    const __m256i pick = _mm256_setr_epi8(0, -1, 0, -1, 0, -1, 0, -1, 0, -1, 0, -1, 0, -1, 0, -1,
                                          1, -1, 1, -1, 1, -1, 1, -1, 1, -1, 1, -1, 1, -1, 1, -1);
    const __m256i up = _mm256_setr_epi16(256, 128, 64, 32, 16, 8, 4, 2, 256, 128, 64, 32, 16, 8, 4, 2);
    for (int j = 0; j < 4; j++)            /* sub-blocks 2j (low lane) and 2j + 1 (high) */
        FN(iq_indices16)(w + 2 + 16 * j, _mm256_shuffle_epi8(_mm256_set1_epi16((short)u16_at(w + 66 + 2 * j)), pick),
                         up, 0x100, 0, idx + 16 * j);
    IQ_FROM_MEMORY(idx, 128);
}

/* IQ2_S: 10-bit indices, qs byte i and bits 2k, 2k + 1 of qh byte i / 4 (k = i % 4) */
static inline void FN(iq2s_indices)(const uint8_t *w, uint16_t idx[32]) {
    FN(iq_indices32)(w + 2, _mm256_broadcastsi128_si256(_mm_loadl_epi64((const __m128i *)(w + 66))),
                     _mm256_setr_epi8(0, -1, 0, -1, 0, -1, 0, -1, 1, -1, 1, -1, 1, -1, 1, -1,
                                      2, -1, 2, -1, 2, -1, 2, -1, 3, -1, 3, -1, 3, -1, 3, -1),
                     _mm256_setr_epi8(4, -1, 4, -1, 4, -1, 4, -1, 5, -1, 5, -1, 5, -1, 5, -1,
                                      6, -1, 6, -1, 6, -1, 6, -1, 7, -1, 7, -1, 7, -1, 7, -1),
                     _mm256_setr_epi16(256, 64, 16, 4, 256, 64, 16, 4, 256, 64, 16, 4, 256, 64, 16, 4), 0x300, 0, idx);
}

/* IQ1_S: 11-bit indices, qs byte i and bits 3k..3k+2 of sub-block i / 4's 16-bit word
 * (k = i % 4), lifted to bits 9..11 and shifted back by one (the fourth field is there) */
static inline void FN(iq1s_indices)(const uint8_t *w, uint16_t idx[32]) {
    FN(iq_indices32)(w + 2, _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(w + 34))),
                     _mm256_setr_epi8(0, 1, 0, 1, 0, 1, 0, 1, 2, 3, 2, 3, 2, 3, 2, 3,
                                      4, 5, 4, 5, 4, 5, 4, 5, 6, 7, 6, 7, 6, 7, 6, 7),
                     _mm256_setr_epi8(8, 9, 8, 9, 8, 9, 8, 9, 10, 11, 10, 11, 10, 11, 10, 11,
                                      12, 13, 12, 13, 12, 13, 12, 13, 14, 15, 14, 15, 14, 15, 14, 15),
                     _mm256_setr_epi16(512, 64, 8, 1, 512, 64, 8, 1, 512, 64, 8, 1, 512, 64, 8, 1), 0xe00, 1, idx);
}

/* IQ1_M: IQ1M_CODES indices, qs byte i and the low (even i) or high (odd i) four bits of qh
 * byte i / 2 (three index bits and the point's delta sign) */
static inline void FN(iq1m_indices)(const uint8_t *w, uint16_t idx[32]) {
    FN(iq_indices32)(w, _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(w + 32))),
                     _mm256_setr_epi8(0, -1, 0, -1, 1, -1, 1, -1, 2, -1, 2, -1, 3, -1, 3, -1,
                                      4, -1, 4, -1, 5, -1, 5, -1, 6, -1, 6, -1, 7, -1, 7, -1),
                     _mm256_setr_epi8(8, -1, 8, -1, 9, -1, 9, -1, 10, -1, 10, -1, 11, -1, 11, -1,
                                      12, -1, 12, -1, 13, -1, 13, -1, 14, -1, 14, -1, 15, -1, 15, -1),
                     _mm256_setr_epi16(256, 16, 256, 16, 256, 16, 256, 16, 256, 16, 256, 16, 256, 16, 256, 16), 0xf00, 0, idx);
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

/* IQ2_XXS: a sub-block's 8 bytes are four grid indices, then a 32-bit word of four 7-bit
 * sign indices and a 4-bit scale. The eight words are unpacked together: sign bytes and
 * scales by vector operations, leaving a load per grid point. */
static inline float FN(dot_iq2_xxs_avx2)(const uint8_t *w, const uint8_t *y, int64_t nb) {
    __m256 accf = _mm256_setzero_ps();
    for (int64_t i = 0; i < nb; i++, w += BYTES_IQ2_XXS, y += BYTES_Q8_K) {
        const __m256i aux = FN(iq2xxs_words)(w), ls_all = FN(iq_xxs_scales)(aux);
        __m256i sign_lo, sign_hi;
        FN(iq_xxs_signs)(aux, &sign_lo, &sign_hi);
        __m256i acc = _mm256_setzero_si256();
#pragma GCC unroll 8
        for (int ib = 0; ib < 8; ib++) {
            const uint8_t *g = w + 2 + 8 * ib;
            const __m256i ls = FN(iq_ls_of)(ls_all, ib);
            const __m256i a = _mm256_sign_epi8(_mm256_loadu_si256((const __m256i *)(y + 4 + 32 * ib)),
                                               FN(iq_signs_of)(sign_lo, sign_hi, ib));
            const __m256i grid = FN(iq_points8)(IQ2XXS_BYTES, g[0], g[1], g[2], g[3]);
            acc = _mm256_add_epi32(acc, _mm256_madd_epi16(_mm256_maddubs_epi16(grid, a), ls));
        }
        accf = _mm256_fmadd_ps(_mm256_set1_ps(FN(h2f)(w) * f32_at(y)), _mm256_cvtepi32_ps(acc), accf);
    }
    return 0.125f * FN(hsum_f8)(accf);
}

/* IQ2_XS: a 16-bit word per 8 weights, a 9-bit grid index under a 7-bit sign index (even
 * signs). The indices go through memory a block ahead (see IQ_FROM_MEMORY); the sign bytes
 * stay in registers. */
static inline void FN(iq2xs_indices)(const uint8_t *w, uint16_t idx[32]) {
    const __m256i m9 = _mm256_set1_epi16(511);
    _mm256_storeu_si256((__m256i *)idx, _mm256_and_si256(_mm256_loadu_si256((const __m256i *)(w + 2)), m9));
    _mm256_storeu_si256((__m256i *)(idx + 16), _mm256_and_si256(_mm256_loadu_si256((const __m256i *)(w + 34)), m9));
    IQ_FROM_MEMORY(idx, 64);
}

/* IQ2_XS's 32 sign bytes (the words' top 7 bits and their parity), in sub-block order */
static inline __m256i FN(iq2xs_signs)(const uint8_t *w) {
    const __m256i s7 = _mm256_packus_epi16(_mm256_srli_epi16(_mm256_loadu_si256((const __m256i *)(w + 2)), 9),
                                           _mm256_srli_epi16(_mm256_loadu_si256((const __m256i *)(w + 34)), 9));
    return _mm256_permute4x64_epi64(FN(iq_even_signs)(s7), 0xd8);   /* from sub-blocks 0, 1, 4, 5 | 2, 3, 6, 7 */
}

static inline float FN(dot_iq2_xs_avx2)(const uint8_t *w, const uint8_t *y, int64_t nb) {
    __m256 accf = _mm256_setzero_ps();
    uint16_t ring[2][32];
    if (nb > 0) FN(iq2xs_indices)(w, ring[0]);
    for (int64_t i = 0; i < nb; i++, w += BYTES_IQ2_XS, y += BYTES_Q8_K) {
        __m256i half[2];
        FN(iq2_scales)(w + 66, half);
        __m256i sign_lo, sign_hi;
        FN(iq_sign_halves)(FN(iq2xs_signs)(w), &sign_lo, &sign_hi);
        uint16_t *idx = ring[i & 1];
        if (i + 1 < nb) FN(iq2xs_indices)(w + BYTES_IQ2_XS, ring[(i + 1) & 1]);
        __m256i acc = _mm256_setzero_si256();
#pragma GCC unroll 8
        for (int ib = 0; ib < 8; ib++) {
            const uint16_t *g = idx + 4 * ib;
            const __m256i a = _mm256_sign_epi8(_mm256_loadu_si256((const __m256i *)(y + 4 + 32 * ib)),
                                               FN(iq_signs_of)(sign_lo, sign_hi, ib));
            const __m256i grid = FN(iq_points8)(IQ2XS_BYTES, g[0], g[1], g[2], g[3]);
            acc = _mm256_add_epi32(acc, _mm256_madd_epi16(_mm256_maddubs_epi16(grid, a), FN(iq2_ls)(half, ib)));
        }
        accf = _mm256_fmadd_ps(_mm256_set1_ps(FN(h2f)(w) * f32_at(y)), _mm256_cvtepi32_ps(acc), accf);
    }
    return 0.125f * FN(hsum_f8)(accf);
}

static inline float FN(dot_iq2_s_avx2)(const uint8_t *w, const uint8_t *y, int64_t nb) {
    __m256 accf = _mm256_setzero_ps();
    uint16_t ring[2][32];
    if (nb > 0) FN(iq2s_indices)(w, ring[0]);
    for (int64_t i = 0; i < nb; i++, w += BYTES_IQ2_S, y += BYTES_Q8_K) {
        __m256i half[2];
        FN(iq2_scales)(w + 74, half);
        uint16_t *idx = ring[i & 1];
        if (i + 1 < nb) FN(iq2s_indices)(w + BYTES_IQ2_S, ring[(i + 1) & 1]);
        __m256i sign_lo, sign_hi;                /* four sign bytes a sub-block, as stored */
        FN(iq_sign_halves)(_mm256_loadu_si256((const __m256i *)(w + 34)), &sign_lo, &sign_hi);
        __m256i acc = _mm256_setzero_si256();
#pragma GCC unroll 8
        for (int ib = 0; ib < 8; ib++) {
            const uint16_t *g = idx + 4 * ib;
            const __m256i grid = FN(iq_points8)(IQ2S_BYTES, g[0], g[1], g[2], g[3]);
            const __m256i a = _mm256_sign_epi8(_mm256_loadu_si256((const __m256i *)(y + 4 + 32 * ib)),
                                               FN(iq_signs_of)(sign_lo, sign_hi, ib));
            acc = _mm256_add_epi32(acc, _mm256_madd_epi16(_mm256_maddubs_epi16(grid, a), FN(iq2_ls)(half, ib)));
        }
        accf = _mm256_fmadd_ps(_mm256_set1_ps(FN(h2f)(w) * f32_at(y)), _mm256_cvtepi32_ps(acc), accf);
    }
    return 0.125f * FN(hsum_f8)(accf);
}

/* IQ3_XXS: eight index bytes a sub-block, then (after all 64) a 32-bit word a sub-block of
 * four 7-bit sign indices and a 4-bit scale, unpacked together as IQ2_XXS's are */
static inline float FN(dot_iq3_xxs_avx2)(const uint8_t *w, const uint8_t *y, int64_t nb) {
    __m256 accf = _mm256_setzero_ps();
    for (int64_t i = 0; i < nb; i++, w += BYTES_IQ3_XXS, y += BYTES_Q8_K) {
        const __m256i aux = _mm256_loadu_si256((const __m256i *)(w + 66)), ls_all = FN(iq_xxs_scales)(aux);
        __m256i sign_lo, sign_hi;
        FN(iq_xxs_signs)(aux, &sign_lo, &sign_hi);
        __m256i acc = _mm256_setzero_si256();
#pragma GCC unroll 8
        for (int ib = 0; ib < 8; ib++) {
            const __m256i ls = FN(iq_ls_of)(ls_all, ib);
            const __m256i a = _mm256_sign_epi8(_mm256_loadu_si256((const __m256i *)(y + 4 + 32 * ib)),
                                               FN(iq_signs_of)(sign_lo, sign_hi, ib));
            acc = _mm256_add_epi32(acc, _mm256_madd_epi16(_mm256_maddubs_epi16(FN(iq3xxs_points8)(w + 2 + 8 * ib), a), ls));
        }
        accf = _mm256_fmadd_ps(_mm256_set1_ps(FN(h2f)(w) * f32_at(y)), _mm256_cvtepi32_ps(acc), accf);
    }
    return 0.25f * FN(hsum_f8)(accf);
}

static inline float FN(dot_iq3_s_avx2)(const uint8_t *w, const uint8_t *y, int64_t nb) {
    __m256 accf = _mm256_setzero_ps();
    uint16_t ring[2][64];
    if (nb > 0) FN(iq3s_indices)(w, ring[0]);
    for (int64_t i = 0; i < nb; i++, w += BYTES_IQ3_S, y += BYTES_Q8_K) {
        /* the eight 4-bit scales as 2 s + 1 in int16 element ib (low nibbles even, high odd) */
        const __m128i s4 = _mm_cvtepu8_epi16(_mm_cvtsi32_si128((int)u32_at(w + 106)));
        const __m128i s8 = _mm_and_si128(_mm_or_si128(s4, _mm_slli_epi16(_mm_srli_epi16(s4, 4), 8)), _mm_set1_epi16(0x0f0f));
        const __m256i ls_all = _mm256_broadcastsi128_si256(_mm_or_si128(_mm_slli_epi16(_mm_cvtepu8_epi16(s8), 1),
                                                                        _mm_set1_epi16(1)));
        uint16_t *idx = ring[i & 1];
        if (i + 1 < nb) FN(iq3s_indices)(w + BYTES_IQ3_S, ring[(i + 1) & 1]);
        __m256i sign_lo, sign_hi;                /* four sign bytes a sub-block, as stored */
        FN(iq_sign_halves)(_mm256_loadu_si256((const __m256i *)(w + 74)), &sign_lo, &sign_hi);
        __m256i acc = _mm256_setzero_si256();
#pragma GCC unroll 8
        for (int ib = 0; ib < 8; ib++) {
            const __m256i ls = FN(iq_ls_of)(ls_all, ib);
            const __m256i a = _mm256_sign_epi8(_mm256_loadu_si256((const __m256i *)(y + 4 + 32 * ib)),
                                               FN(iq_signs_of)(sign_lo, sign_hi, ib));
            acc = _mm256_add_epi32(acc, _mm256_madd_epi16(_mm256_maddubs_epi16(FN(iq3s_points8)(idx + 8 * ib), a), ls));
        }
        accf = _mm256_fmadd_ps(_mm256_set1_ps(FN(h2f)(w) * f32_at(y)), _mm256_cvtepi32_ps(acc), accf);
    }
    return FN(hsum_f8)(accf);
}

/* IQ1_S: eight times the sum, an integer: 8 ls (g . q) per sub-block, plus its delta's
 * +-ls times the sub-block's activation sum (Q8_K's two 16-value sums), the deltas' terms
 * of all eight sub-blocks in one multiply-add of the sign-applied scales and the sums. */
static inline float FN(dot_iq1_s_avx2)(const uint8_t *w, const uint8_t *y, int64_t nb) {
    __m256 accf = _mm256_setzero_ps();
    uint16_t ring[2][32];
    if (nb > 0) FN(iq1s_indices)(w, ring[0]);
    for (int64_t i = 0; i < nb; i++, w += BYTES_IQ1_S, y += BYTES_Q8_K) {
        const __m128i qh8 = _mm_loadu_si128((const __m128i *)(w + 34));
        const __m128i ls8 = _mm_or_si128(_mm_and_si128(_mm_srli_epi16(qh8, 11), _mm_set1_epi16(14)), _mm_set1_epi16(1));
        const __m128i neg = _mm_srai_epi16(qh8, 15), c8 = _mm_sub_epi16(_mm_xor_si128(ls8, neg), neg);
        const __m256i deltas = _mm256_madd_epi16(_mm256_setr_m128i(_mm_unpacklo_epi16(c8, c8), _mm_unpackhi_epi16(c8, c8)),
                                                 _mm256_loadu_si256((const __m256i *)(y + Q8_K_SUMS)));
        const __m256i ls16 = _mm256_broadcastsi128_si256(ls8);
        uint16_t *idx = ring[i & 1];
        if (i + 1 < nb) FN(iq1s_indices)(w + BYTES_IQ1_S, ring[(i + 1) & 1]);
        __m256i acc = _mm256_setzero_si256();
#pragma GCC unroll 8
        for (int ib = 0; ib < 8; ib++) {
            const uint16_t *g = idx + 4 * ib;
            const __m256i a = _mm256_sign_epi8(_mm256_loadu_si256((const __m256i *)(y + 4 + 32 * ib)),
                                               FN(iq_points8)((const uint8_t *)IQ1S_BYTES, g[0], g[1], g[2], g[3]));
            const __m256i ls = FN(iq_ls_of)(ls16, ib);
            acc = _mm256_add_epi32(acc, _mm256_madd_epi16(_mm256_maddubs_epi16(_mm256_set1_epi8(1), a), ls));
        }
        acc = _mm256_add_epi32(_mm256_slli_epi32(acc, 3), deltas);
        accf = _mm256_fmadd_ps(_mm256_set1_ps(0.125f * FN(h2f)(w) * f32_at(y)), _mm256_cvtepi32_ps(acc), accf);
    }
    return FN(hsum_f8)(accf);
}

/* IQ1_M: per 8 weights 8 g plus the sign of their delta (-9..9, eight times the weight over
 * d ls; one IQ1M_CODES load), so one sign-trick multiply-add a sub-block; the sum is eight
 * times llama.cpp's. */
static inline float FN(dot_iq1_m_avx2)(const uint8_t *w, const uint8_t *y, int64_t nb) {
    __m256 accf = _mm256_setzero_ps();
    uint16_t ring[2][32];
    if (nb > 0) FN(iq1m_indices)(w, ring[0]);
    for (int64_t i = 0; i < nb; i++, w += BYTES_IQ1_M, y += BYTES_Q8_K) {
        const float d = FN(half)(iq1m_d_bits(w));
        /* the 16 scales 2 s + 1 as int16: 64-bit lane L holds scale 4 m + L in its element m */
        uint64_t sw64;
        memcpy(&sw64, w + 48, 8);
        const __m256i sc = _mm256_srlv_epi64(_mm256_set1_epi64x((long long)sw64), _mm256_setr_epi64x(0, 3, 6, 9));
        const __m256i ls_all = _mm256_or_si256(_mm256_slli_epi16(_mm256_and_si256(sc, _mm256_set1_epi16(7)), 1), _mm256_set1_epi16(1));
        const __m256i ls_even = _mm256_permute2x128_si256(ls_all, ls_all, 0x00), ls_odd = _mm256_permute2x128_si256(ls_all, ls_all, 0x11);
        uint16_t *idx = ring[i & 1];
        if (i + 1 < nb) FN(iq1m_indices)(w + BYTES_IQ1_M, ring[(i + 1) & 1]);
        __m256i acc = _mm256_setzero_si256();
#pragma GCC unroll 8
        for (int ib = 0; ib < 8; ib++) {
            const uint16_t *g = idx + 4 * ib;
            /* sub-block ib's two scales (2 ib, 2 ib + 1: lanes 0 and 1, or 2 and 3, element ib / 2) */
            const int m = ib / 2;
            const __m256i ls = _mm256_shuffle_epi8(ib % 2 ? ls_odd : ls_even,
                                                   _mm256_setr_m128i(_mm_set1_epi16((short)((2 * m + 1) << 8 | 2 * m)),
                                                                     _mm_set1_epi16((short)((2 * m + 9) << 8 | (2 * m + 8)))));
            const __m256i codes = FN(iq_points8)((const uint8_t *)IQ1M_CODES, g[0], g[1], g[2], g[3]);
            const __m256i a = _mm256_sign_epi8(_mm256_loadu_si256((const __m256i *)(y + 4 + 32 * ib)), codes);
            acc = _mm256_add_epi32(acc, _mm256_madd_epi16(_mm256_maddubs_epi16(_mm256_abs_epi8(codes), a), ls));
        }
        accf = _mm256_fmadd_ps(_mm256_set1_ps(0.125f * d * f32_at(y)), _mm256_cvtepi32_ps(acc), accf);
    }
    return FN(hsum_f8)(accf);
}

/* TQ1_0 stores trit p of a byte b as the top of b 3^p: t = (uint8(b 3^p) * 3) >> 8, 0..2
 * for weights -1..1 (dot_iq.h's tq1_trit). Bytes times 3, 9, 27, 81 modulo 256 by shifts and
 * adds (no 8-bit multiply), t by two rounding averages (llama.cpp's way: with u = b - 1,
 * saturating, avg(u, avg(u, 0)) >> 6 is 3 b >> 8 for every byte b), all in byte lanes; then
 * one unsigned x signed multiply-add per 32 weights into int16 (at most 8 * 2 * 2 * 127),
 * and the -1 as the activation sum. */
static inline __m256i FN(tq1_times9)(__m256i b) {
    return _mm256_add_epi8(_mm256_and_si256(_mm256_slli_epi16(b, 3), _mm256_set1_epi8((char)0xf8)), b);
}

static inline __m256i FN(tq1_trits)(__m256i v) {
    const __m256i u = _mm256_subs_epu8(v, _mm256_set1_epi8(1));
    const __m256i r = _mm256_avg_epu8(u, _mm256_avg_epu8(u, _mm256_setzero_si256()));
    return _mm256_and_si256(_mm256_srli_epi16(r, 6), _mm256_set1_epi8(3));
}

static inline float FN(dot_tq1_0_avx2)(const uint8_t *w, const uint8_t *y, int64_t nb) {
    const __m256i ones = _mm256_set1_epi16(1);
    __m256 acc = _mm256_setzero_ps();
    for (int64_t i = 0; i < nb; i++, w += BYTES_TQ1_0, y += BYTES_Q8_K) {
        const int8_t *q = (const int8_t *)(y + 4);
        /* bytes 0..31 (weights 32 p + j) and 32..47 (160 + 16 p + j) times 3^p */
        __m256i a[5], c[5];
        a[0] = _mm256_loadu_si256((const __m256i *)w);
        c[0] = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)(w + 32)));
        a[1] = _mm256_add_epi8(a[0], _mm256_add_epi8(a[0], a[0])), c[1] = _mm256_add_epi8(c[0], _mm256_add_epi8(c[0], c[0]));
        a[2] = FN(tq1_times9)(a[0]), c[2] = FN(tq1_times9)(c[0]);
        a[3] = FN(tq1_times9)(a[1]), c[3] = FN(tq1_times9)(c[1]);
        a[4] = FN(tq1_times9)(a[2]), c[4] = FN(tq1_times9)(c[2]);
        /* qh's four bytes (weights 240 + 4 p + j) times 3^p, through 16-bit lanes */
        const __m256i h16 = _mm256_mullo_epi16(_mm256_cvtepu8_epi16(_mm_set1_epi32((int)u32_at(w + 48))),
                                               _mm256_setr_epi16(1, 1, 1, 1, 3, 3, 3, 3, 9, 9, 9, 9, 27, 27, 27, 27));
        const __m256i h8 = _mm256_and_si256(h16, _mm256_set1_epi16(255));
        const __m128i h = _mm_packus_epi16(_mm256_castsi256_si128(h8), _mm256_extracti128_si256(h8, 1));
        const __m256i tail[3] = {_mm256_blend_epi32(c[0], c[1], 0xf0), _mm256_blend_epi32(c[2], c[3], 0xf0),
                                 _mm256_inserti128_si256(c[4], h, 1)};
        __m256i p = _mm256_setzero_si256();
        for (int k = 0; k < 5; k++)
            p = _mm256_add_epi16(p, _mm256_maddubs_epi16(FN(tq1_trits)(a[k]), _mm256_loadu_si256((const __m256i *)(q + 32 * k))));
        for (int k = 0; k < 3; k++)
            p = _mm256_add_epi16(p, _mm256_maddubs_epi16(FN(tq1_trits)(tail[k]), _mm256_loadu_si256((const __m256i *)(q + 160 + 32 * k))));
        const __m256i qsum = _mm256_madd_epi16(_mm256_loadu_si256((const __m256i *)(y + Q8_K_SUMS)), ones);
        const __m256i s = _mm256_sub_epi32(_mm256_madd_epi16(p, ones), qsum);
        acc = _mm256_fmadd_ps(_mm256_set1_ps(FN(h2f)(w + 52) * f32_at(y)), _mm256_cvtepi32_ps(s), acc);
    }
    return FN(hsum_f8)(acc);
}

/* TQ2_0: codes 0..3 times q, minus the sum of q (the Q8_K block's 16-value sums, taken off
 * the lanes). A code times q pairs to at most 2 * 3 * 127, so the block's eight products add
 * as int16 before one widening; the blocks' sums meet their scales in a float vector. */
static inline float FN(dot_tq2_0_avx2)(const uint8_t *w, const uint8_t *y, int64_t nb) {
    const __m256i three = _mm256_set1_epi8(3), ones = _mm256_set1_epi16(1);
    __m256 acc = _mm256_setzero_ps();
    for (int64_t i = 0; i < nb; i++, w += BYTES_TQ2_0, y += BYTES_Q8_K) {
        __m256i p[2] = {_mm256_setzero_si256(), _mm256_setzero_si256()};
        for (int g = 0; g < 2; g++) {
            const __m256i bytes = _mm256_loadu_si256((const __m256i *)(w + 32 * g));
            for (int k = 0; k < 4; k++) {
                const __m256i c = _mm256_and_si256(_mm256_srli_epi16(bytes, 2 * k), three);
                const __m256i a = _mm256_loadu_si256((const __m256i *)(y + 4 + 128 * g + 32 * k));
                p[k & 1] = _mm256_add_epi16(p[k & 1], _mm256_maddubs_epi16(c, a));
            }
        }
        const __m256i qsum = _mm256_madd_epi16(_mm256_loadu_si256((const __m256i *)(y + Q8_K_SUMS)), ones);
        const __m256i s = _mm256_sub_epi32(_mm256_madd_epi16(_mm256_add_epi16(p[0], p[1]), ones), qsum);
        acc = _mm256_fmadd_ps(_mm256_set1_ps(FN(h2f)(w + 64) * f32_at(y)), _mm256_cvtepi32_ps(s), acc);
    }
    return FN(hsum_f8)(acc);
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
