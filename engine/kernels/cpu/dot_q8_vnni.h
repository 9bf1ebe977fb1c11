/* AVX-512 VNNI integer dot products, 512 bits wide: weight row . quantized activation row
 * for the types real files are made of. Compiled into the VNNI copy only (FN-suffixed).
 *
 * Each kernel computes the same int32 lanes as its AVX2 twin (dot_q8_avx2.h) and puts
 * them through the same float steps in the same order, so the result is bit for bit the
 * AVX2 one:
 *   legacy types: a zmm holds two blocks; its low half plays the AVX2 kernel's acc0 (even
 *     blocks), its high half acc1 (odd blocks), and the sum at the end adds the halves
 *     as the AVX2 kernel adds acc0 and acc1.
 *   K-quants: a zmm holds two 32-value groups of a super-block; integer sums are exact,
 *     so folding the two halves before the float conversion gives the AVX2 lanes.
 * AVX-512 has no vpsignb: a signed code goes in as its absolute value, and the
 * activation byte is negated where the code is negative (as vpsignb does, -128 stays).
 */

/* two 256-bit halves -> one zmm (lo in bits 0..255) */
static inline __m512i FN(join)(__m256i lo, __m256i hi) {
    return _mm512_inserti64x4(_mm512_castsi256_si512(lo), hi, 1);
}

static inline __m512 FN(join_ps)(float lo, float hi) {
    return _mm512_insertf32x8(_mm512_set1_ps(lo), _mm256_set1_ps(hi), 1);
}

/* int32 lanes of signed x times signed y, four byte products a lane (vpdpbusd) */
static inline __m512i FN(dot4_signed_512)(__m512i x, __m512i y) {
    const __mmask64 neg = _mm512_movepi8_mask(x);
    const __m512i sy = _mm512_mask_sub_epi8(y, neg, _mm512_setzero_si512(), y);
    return _mm512_dpbusd_epi32(_mm512_setzero_si512(), _mm512_abs_epi8(x), sy);
}

/* the 16 float lanes folded as the AVX2 kernel's hsum_f8(acc0 + acc1) */
static inline float FN(hsum_halves)(__m512 acc) {
    return FN(hsum_f8)(_mm256_add_ps(_mm512_castps512_ps256(acc), _mm512_extractf32x8_ps(acc, 1)));
}

/* the legacy row dots: blocks 2i and 2i+1 in one zmm, an odd last block in the low half */
#define VNNI_Q8_DOT(t, wbytes, ybytes, kind)                                                   \
    static float FN(dot_##t##_vnni)(const uint8_t *w, const uint8_t *y, int64_t nb) {         \
        __m512 acc = _mm512_setzero_ps();                                                      \
        float offsets = 0.f;                                                                   \
        int64_t i = 0;                                                                         \
        for (; i + 2 <= nb; i += 2, w += 2 * (wbytes), y += 2 * (ybytes)) {                    \
            const __m512i qx = FN(join)(FN(codes_##t)(w), FN(codes_##t)(w + (wbytes)));        \
            VNNI_BLOCK_##kind(w, y, wbytes, ybytes)                                            \
        }                                                                                      \
        if (i < nb) {                                                                          \
            const __m512i qx = _mm512_castsi256_si512(FN(codes_##t)(w));                       \
            VNNI_LAST_##kind(w, y)                                                             \
        }                                                                                      \
        return FN(hsum_halves)(acc) + offsets;                                                 \
    }

/* d_w d_y, codes signed (Q8_0 partners) */
#define VNNI_PAIR_D(w, y, wb, yb) FN(join_ps)(FN(h2f)(w) * FN(h2f)(y), FN(h2f)((w) + (wb)) * FN(h2f)((y) + (yb)))
#define VNNI_BLOCK_signed(w, y, wb, yb)                                                        \
    const __m512i qy = FN(join)(_mm256_loadu_si256((const __m256i *)((y) + 2)),                \
                                _mm256_loadu_si256((const __m256i *)((y) + (yb) + 2)));        \
    acc = _mm512_fmadd_ps(VNNI_PAIR_D(w, y, wb, yb), _mm512_cvtepi32_ps(FN(dot4_signed_512)(qx, qy)), acc);
#define VNNI_LAST_signed(w, y)                                                                 \
    const __m512i qy = _mm512_castsi256_si512(_mm256_loadu_si256((const __m256i *)((y) + 2))); \
    acc = _mm512_mask3_fmadd_ps(_mm512_set1_ps(FN(h2f)(w) * FN(h2f)(y)),                       \
                                _mm512_cvtepi32_ps(FN(dot4_signed_512)(qx, qy)), acc, 0xff);
/* MXFP4: the weight scale an E8M0 byte */
#define VNNI_BLOCK_e8m0(w, y, wb, yb)                                                          \
    const __m512i qy = FN(join)(_mm256_loadu_si256((const __m256i *)((y) + 2)),                \
                                _mm256_loadu_si256((const __m256i *)((y) + (yb) + 2)));        \
    acc = _mm512_fmadd_ps(FN(join_ps)(FN(h2f)(y) * e8m0_half((w)[0]), FN(h2f)((y) + (yb)) * e8m0_half((w)[wb])), \
                          _mm512_cvtepi32_ps(FN(dot4_signed_512)(qx, qy)), acc);
#define VNNI_LAST_e8m0(w, y)                                                                   \
    const __m512i qy = _mm512_castsi256_si512(_mm256_loadu_si256((const __m256i *)((y) + 2))); \
    acc = _mm512_mask3_fmadd_ps(_mm512_set1_ps(FN(h2f)(y) * e8m0_half((w)[0])),                \
                                _mm512_cvtepi32_ps(FN(dot4_signed_512)(qx, qy)), acc, 0xff);
/* unsigned codes (Q8_1 partners) and the m_w * s_y offsets, summed as the AVX2 kernel does */
#define VNNI_BLOCK_offset(w, y, wb, yb)                                                        \
    const __m512i qy = FN(join)(_mm256_loadu_si256((const __m256i *)((y) + 4)),                \
                                _mm256_loadu_si256((const __m256i *)((y) + (yb) + 4)));        \
    acc = _mm512_fmadd_ps(VNNI_PAIR_D(w, y, wb, yb),                                           \
                          _mm512_cvtepi32_ps(_mm512_dpbusd_epi32(_mm512_setzero_si512(), qx, qy)), acc); \
    offsets += FN(h2f)((w) + 2) * FN(h2f)((y) + 2) + FN(h2f)((w) + (wb) + 2) * FN(h2f)((y) + (yb) + 2);
#define VNNI_LAST_offset(w, y)                                                                 \
    const __m512i qy = _mm512_castsi256_si512(_mm256_loadu_si256((const __m256i *)((y) + 4))); \
    acc = _mm512_mask3_fmadd_ps(_mm512_set1_ps(FN(h2f)(w) * FN(h2f)(y)),                       \
                                _mm512_cvtepi32_ps(_mm512_dpbusd_epi32(_mm512_setzero_si512(), qx, qy)), acc, 0xff); \
    offsets += FN(h2f)((w) + 2) * FN(h2f)((y) + 2);

VNNI_Q8_DOT(q4_0, BYTES_Q4_0, BYTES_Q8_0, signed)
VNNI_Q8_DOT(q5_0, BYTES_Q5_0, BYTES_Q8_0, signed)
VNNI_Q8_DOT(q8_0, BYTES_Q8_0, BYTES_Q8_0, signed)
VNNI_Q8_DOT(iq4_nl, BYTES_IQ4_NL, BYTES_Q8_0, signed)
VNNI_Q8_DOT(mxfp4, BYTES_MXFP4, BYTES_Q8_0, e8m0)
VNNI_Q8_DOT(q4_1, BYTES_Q4_1, BYTES_Q8_1, offset)
VNNI_Q8_DOT(q5_1, BYTES_Q5_1, BYTES_Q8_1, offset)
#undef VNNI_Q8_DOT
#undef VNNI_PAIR_D
#undef VNNI_BLOCK_signed
#undef VNNI_LAST_signed
#undef VNNI_BLOCK_e8m0
#undef VNNI_LAST_e8m0
#undef VNNI_BLOCK_offset
#undef VNNI_LAST_offset

/* the two halves of 16 int32 lanes added: the AVX2 kernel's 8 lanes */
static inline __m256i FN(fold_i32)(__m512i v) {
    return _mm256_add_epi32(_mm512_castsi512_si256(v), _mm512_extracti64x4_epi64(v, 1));
}

/* Q4_K / Q5_K: sub-blocks 2j (low nibbles) and 2j+1 (high) in one zmm, against 64
 * consecutive activation bytes; each half takes its sub-block's scale (vpdpwssd). */
static inline float FN(dot_q45_k_vnni)(const uint8_t *w, const uint8_t *y, int64_t nb, int five) {
    const int64_t size = five ? BYTES_Q5_K : BYTES_Q4_K;
    __m256 acc = _mm256_setzero_ps();
    __m128 acc_min = _mm_setzero_ps();
    for (int64_t i = 0; i < nb; i++, w += size, y += BYTES_Q8_K) {
        const float dy = f32_at(y);
        const __m256i sm = _mm256_cvtepu8_epi16(FN(k4_scales_mins)(w + 4));
        acc_min = FN(k45_min_term)(w, y, sm, dy, acc_min);
        /* int16 scale k of 8 in every word: lanes of the low half take 2j, the high 2j+1 */
        const __m512i sc = _mm512_broadcast_i32x4(_mm256_castsi256_si128(sm));
        const uint8_t *qs = w + (five ? 48 : 16);
        const __m256i hbits = five ? _mm256_loadu_si256((const __m256i *)(w + 16)) : _mm256_setzero_si256();
        __m512i sumi = _mm512_setzero_si512();
        for (int j = 0; j < 4; j++) {
            __m256i lo, hi;
            FN(k45_codes)(qs, hbits, j, five, &lo, &hi);
            const __m512i qy = _mm512_loadu_si512((const void *)(y + 4 + 64 * j));
            const __m512i pick = FN(join)(_mm256_set1_epi16((short)((4 * j + 1) << 8 | 4 * j)),
                                          _mm256_set1_epi16((short)((4 * j + 3) << 8 | (4 * j + 2))));
            sumi = _mm512_dpwssd_epi32(sumi, _mm512_shuffle_epi8(sc, pick), _mm512_maddubs_epi16(FN(join)(lo, hi), qy));
        }
        acc = _mm256_fmadd_ps(_mm256_set1_ps(dy * FN(h2f)(w)), _mm256_cvtepi32_ps(FN(fold_i32)(sumi)), acc);
    }
    acc_min = _mm_add_ps(acc_min, _mm_movehl_ps(acc_min, acc_min));
    acc_min = _mm_add_ss(acc_min, _mm_movehdup_ps(acc_min));
    return FN(hsum_f8)(acc) + _mm_cvtss_f32(acc_min);
}

static float FN(dot_q4_k_vnni)(const uint8_t *w, const uint8_t *y, int64_t nb) { return FN(dot_q45_k_vnni)(w, y, nb, 0); }
static float FN(dot_q5_k_vnni)(const uint8_t *w, const uint8_t *y, int64_t nb) { return FN(dot_q45_k_vnni)(w, y, nb, 1); }

/* The scale pairs of 32-value groups k and k+1 (k even) in one zmm, for types with a
 * scale per 16 values (Q3_K, Q6_K): `sc` holds a half-block's 8 int16 scales in every
 * 128-bit lane; the low half takes 2k, 2k+1, the high half 2k+2, 2k+3. */
static inline __m512i FN(scale_pairs_512)(__m512i sc, int k) {
    const __m512i pick = FN(join)(
        _mm256_set_m128i(_mm_set1_epi16((short)((4 * k + 3) << 8 | (4 * k + 2))), _mm_set1_epi16((short)((4 * k + 1) << 8 | 4 * k))),
        _mm256_set_m128i(_mm_set1_epi16((short)((4 * k + 7) << 8 | (4 * k + 6))), _mm_set1_epi16((short)((4 * k + 5) << 8 | (4 * k + 4)))));
    return _mm512_shuffle_epi8(sc, pick);
}

/* Q6_K: groups of 32 k and k+1 (k = 0, 2) of each half of 128 in one zmm */
static inline float FN(dot_q6_k_vnni)(const uint8_t *w, const uint8_t *y, int64_t nb) {
    __m256 acc = _mm256_setzero_ps();
    const __m256i m4 = _mm256_set1_epi8(15), m3 = _mm256_set1_epi8(3);
    for (int64_t i = 0; i < nb; i++, w += BYTES_Q6_K, y += BYTES_Q8_K) {
        const __m256i scales = _mm256_cvtepi8_epi16(_mm_loadu_si128((const __m128i *)(w + 192)));
        const __m256i off = _mm256_madd_epi16(scales, _mm256_loadu_si256((const __m256i *)(y + Q8_K_SUMS)));
        __m512i sumi = _mm512_castsi256_si512(_mm256_sub_epi32(_mm256_setzero_si256(), _mm256_slli_epi32(off, 5)));
        sumi = _mm512_inserti64x4(sumi, _mm256_setzero_si256(), 1);
        for (int h = 0; h < 2; h++) {
            const __m512i sc = _mm512_broadcast_i32x4(h ? _mm256_extracti128_si256(scales, 1) : _mm256_castsi256_si128(scales));
            const __m256i ql0 = _mm256_loadu_si256((const __m256i *)(w + 64 * h));
            const __m256i ql1 = _mm256_loadu_si256((const __m256i *)(w + 64 * h + 32));
            const __m256i qh = _mm256_loadu_si256((const __m256i *)(w + 128 + 32 * h));
            const __m256i codes[4] = {_mm256_and_si256(ql0, m4), _mm256_and_si256(ql1, m4),
                                      _mm256_and_si256(_mm256_srli_epi16(ql0, 4), m4),
                                      _mm256_and_si256(_mm256_srli_epi16(ql1, 4), m4)};
            for (int k = 0; k < 4; k += 2) {
                const __m256i c0 = _mm256_or_si256(codes[k], _mm256_slli_epi16(_mm256_and_si256(_mm256_srli_epi16(qh, 2 * k), m3), 4));
                const __m256i c1 = _mm256_or_si256(codes[k + 1], _mm256_slli_epi16(_mm256_and_si256(_mm256_srli_epi16(qh, 2 * k + 2), m3), 4));
                const __m512i qy = _mm512_loadu_si512((const void *)(y + 4 + 128 * h + 32 * k));
                sumi = _mm512_dpwssd_epi32(sumi, FN(scale_pairs_512)(sc, k), _mm512_maddubs_epi16(FN(join)(c0, c1), qy));
            }
        }
        acc = _mm256_fmadd_ps(_mm256_set1_ps(f32_at(y) * FN(h2f)(w + 208)), _mm256_cvtepi32_ps(FN(fold_i32)(sumi)), acc);
    }
    return FN(hsum_f8)(acc);
}

/* Q3_K: groups of 32 k and k+1 (k = 0, 2) of each half of 128 in one zmm, three-bit codes
 * lowered by 4 where the high-mask bit is clear. (Q2_K has no 512-bit twin: on the AMD EPYC
 * measured, one ran no faster than the 256-bit kernel with vpdpwssd.) */
static inline float FN(dot_q3_k_vnni)(const uint8_t *w, const uint8_t *y, int64_t nb) {
    __m256 acc = _mm256_setzero_ps();
    const __m512i m3 = _mm512_set1_epi8(3), four = _mm512_set1_epi8(4);
    for (int64_t i = 0; i < nb; i++, w += BYTES_Q3_K, y += BYTES_Q8_K) {
        const __m256i scales = _mm256_cvtepi8_epi16(FN(q3_k_scales)(w + 96));
        const __m512i hbits = _mm512_broadcast_i64x4(_mm256_loadu_si256((const __m256i *)w));
        __m512i sumi = _mm512_setzero_si512();
        for (int c = 0; c < 2; c++) {
            const __m512i sc = _mm512_broadcast_i32x4(c ? _mm256_extracti128_si256(scales, 1) : _mm256_castsi256_si128(scales));
            const __m512i q3 = _mm512_broadcast_i64x4(_mm256_loadu_si256((const __m256i *)(w + 32 + 32 * c)));
            for (int k = 0; k < 4; k += 2) {
                const __m512i low = _mm512_and_si512(_mm512_srlv_epi16(q3, FN(join)(_mm256_set1_epi16(2 * k), _mm256_set1_epi16(2 * k + 2))), m3);
                const __m512i bit = FN(join)(_mm256_set1_epi8((char)(1 << (4 * c + k))), _mm256_set1_epi8((char)(1 << (4 * c + k + 1))));
                /* 4 where the high bit is clear */
                const __m512i lower = _mm512_maskz_mov_epi8(_mm512_testn_epi8_mask(hbits, bit), four);
                const __m512i qy = _mm512_loadu_si512((const void *)(y + 4 + 128 * c + 32 * k));
                const __m512i p = _mm512_sub_epi16(_mm512_maddubs_epi16(low, qy), _mm512_maddubs_epi16(lower, qy));
                sumi = _mm512_dpwssd_epi32(sumi, FN(scale_pairs_512)(sc, k), p);
            }
        }
        acc = _mm256_fmadd_ps(_mm256_set1_ps(f32_at(y) * FN(h2f)(w + 108)), _mm256_cvtepi32_ps(FN(fold_i32)(sumi)), acc);
    }
    return FN(hsum_f8)(acc);
}

/* The IQ grid types, two 32-weight sub-blocks (64 weights) a step: the grid points by
 * their indices (IQ3_S's sixteen 4-byte points in one vpgatherdd, 1.5x the AVX2 kernel's
 * scalar loads; IQ2_XS's eight 8-byte points loaded one by one, which measured faster
 * than vpgatherqq), the 64 weights' sign bits as a mask that negates the activation bytes
 * (as vpsignb does, -128 stays), pairs of unsigned grid byte times signed activation
 * summed to int16 (at most 2 * 62 * 128, no saturation) and times their scale into int32
 * lanes by vpdpwssd (a block's scales widened once, each step's picked by vpermw). Lane j
 * of a step holds weights 4j..4j+3 of its first sub-block, lane j + 8 the same of its
 * second, so the two 256-bit halves added (fold_i32) are the AVX2 kernel's int32 lanes for
 * the block, and go through the same float steps (a vector fmadd a block, one sum across
 * a row): bit for bit the AVX2 result. IQ2_XXS and IQ3_XXS have none: their 256-bit
 * kernels took 0.8x the time of 512-bit ones built this way. */
static inline __m512i FN(iq_signed_q)(const uint8_t *q, __mmask64 negative) {
    const __m512i v = _mm512_loadu_si512((const void *)q);
    return _mm512_mask_sub_epi8(v, negative, _mm512_setzero_si512(), v);
}

/* The scales 2 s + 1 of the 4-bit s in the low 8 bytes of sc (low nibble first) as 16
 * int16, in their order. */
static inline __m512i FN(iq_scales16)(__m128i sc) {
    const __m128i low4 = _mm_set1_epi8(15);
    const __m256i nib = _mm256_cvtepu8_epi16(_mm_unpacklo_epi8(_mm_and_si128(sc, low4), _mm_and_si128(_mm_srli_epi16(sc, 4), low4)));
    return _mm512_castsi256_si512(_mm256_add_epi16(_mm256_add_epi16(nib, nib), _mm256_set1_epi16(1)));
}

/* The int16 scales of the step at sub-block ib (64 weights: 32 int16 pair lanes): from
 * `scales` holding one per 16 weights (per16) or one per 32. */
static inline __m512i FN(iq_step_scales)(__m512i scales, int ib, int per16) {
    const __m512i by16 = _mm512_set_epi64(0x0003000300030003LL, 0x0003000300030003LL, 0x0002000200020002LL,
                                          0x0002000200020002LL, 0x0001000100010001LL, 0x0001000100010001LL, 0, 0);
    const __m512i by32 = _mm512_set_epi64(0x0001000100010001LL, 0x0001000100010001LL, 0x0001000100010001LL,
                                          0x0001000100010001LL, 0, 0, 0, 0);
    return _mm512_permutexvar_epi16(per16 ? _mm512_add_epi16(by16, _mm512_set1_epi16((short)(2 * ib)))
                                          : _mm512_add_epi16(by32, _mm512_set1_epi16((short)ib)), scales);
}

/* a step's contribution: grid bytes times the signed activations at q, times the scales */
static inline __m512i FN(iq_step_512)(__m512i acc, __m512i grid, const uint8_t *q, __mmask64 negative, __m512i ls) {
    return _mm512_dpwssd_epi32(acc, _mm512_maddubs_epi16(grid, FN(iq_signed_q)(q, negative)), ls);
}

/* IQ3_S: 9-bit indices (a qs byte | a qh bit) into 4-byte points; sign bits in order. */
static inline float FN(dot_iq3_s_vnni)(const uint8_t *w, const uint8_t *y, int64_t nb) {
    const __m512i bit8 = _mm512_set1_epi32(256);
    __m256 accf = _mm256_setzero_ps();
    for (int64_t i = 0; i < nb; i++, w += BYTES_IQ3_S, y += BYTES_Q8_K) {
        const __m512i scales = FN(iq_scales16)(_mm_cvtsi32_si128((int)u32_at(w + 106)));   /* 8 of them */
        __m512i acc = _mm512_setzero_si512();
        for (int ib = 0; ib < 8; ib += 2) {
            __m512i idx = _mm512_cvtepu8_epi32(_mm_loadu_si128((const __m128i *)(w + 2 + 8 * ib)));
            idx = _mm512_mask_or_epi32(idx, (__mmask16)(w[66 + ib] | w[67 + ib] << 8), idx, bit8);
            const __m512i grid = _mm512_i32gather_epi32(idx, (const void *)IQ3S_BYTES, 4);
            uint64_t signs;
            memcpy(&signs, w + 74 + 4 * ib, 8);
            acc = FN(iq_step_512)(acc, grid, y + 4 + 32 * ib, signs, FN(iq_step_scales)(scales, ib, 0));
        }
        accf = _mm256_fmadd_ps(_mm256_set1_ps(FN(h2f)(w) * f32_at(y)), _mm256_cvtepi32_ps(FN(fold_i32)(acc)), accf);
    }
    return FN(hsum_f8)(accf);
}

/* IQ2_XS: u16 of a 9-bit index into 8-byte points | a 7-bit sign index, whose byte of
 * signs (KSIGN_BITS) is the 7 bits and their parity as bit 7; 4-bit scales per 16. */
static inline float FN(dot_iq2_xs_vnni)(const uint8_t *w, const uint8_t *y, int64_t nb) {
    const __m128i parity = _mm_setr_epi8(0, 1, 1, 0, 1, 0, 0, 1, 1, 0, 0, 1, 0, 1, 1, 0), low4 = _mm_set1_epi8(15);
    __m256 accf = _mm256_setzero_ps();
    for (int64_t i = 0; i < nb; i++, w += BYTES_IQ2_XS, y += BYTES_Q8_K) {
        const __m512i scales = FN(iq_scales16)(_mm_loadl_epi64((const __m128i *)(w + 66)));
        __m512i acc = _mm512_setzero_si512();
        for (int ib = 0; ib < 8; ib += 2) {
            const __m128i v = _mm_loadu_si128((const __m128i *)(w + 2 + 8 * ib));
            uint16_t at[8];
            memcpy(at, w + 2 + 8 * ib, 16);
            const __m512i grid = FN(join)(FN(iq_points8)(IQ2XS_BYTES, at[0] & 511, at[1] & 511, at[2] & 511, at[3] & 511),
                                          FN(iq_points8)(IQ2XS_BYTES, at[4] & 511, at[5] & 511, at[6] & 511, at[7] & 511));
            const __m128i s7 = _mm_packus_epi16(_mm_srli_epi16(v, 9), _mm_setzero_si128());
            const __m128i odd = _mm_xor_si128(_mm_shuffle_epi8(parity, _mm_and_si128(s7, low4)),
                                              _mm_shuffle_epi8(parity, _mm_and_si128(_mm_srli_epi16(s7, 4), low4)));
            const __mmask64 signs = (__mmask64)_mm_cvtsi128_si64(_mm_or_si128(s7, _mm_slli_epi16(odd, 7)));
            acc = FN(iq_step_512)(acc, grid, y + 4 + 32 * ib, signs, FN(iq_step_scales)(scales, ib, 1));
        }
        accf = _mm256_fmadd_ps(_mm256_set1_ps(FN(h2f)(w) * f32_at(y)), _mm256_cvtepi32_ps(FN(fold_i32)(acc)), accf);
    }
    return 0.125f * FN(hsum_f8)(accf);
}

/* IQ2_S: 10-bit indices (a qs byte | 2 qh bits) into 8-byte points, sign bits in order,
 * 4-bit scales per 16. */
static inline float FN(dot_iq2_s_vnni)(const uint8_t *w, const uint8_t *y, int64_t nb) {
    __m256 accf = _mm256_setzero_ps();
    for (int64_t i = 0; i < nb; i++, w += BYTES_IQ2_S, y += BYTES_Q8_K) {
        const __m512i scales = FN(iq_scales16)(_mm_loadl_epi64((const __m128i *)(w + 74)));
        __m512i acc = _mm512_setzero_si512();
        for (int ib = 0; ib < 8; ib += 2) {
            const uint8_t *q0 = w + 2 + 4 * ib, *q1 = q0 + 4, h0 = w[66 + ib], h1 = w[67 + ib];
            const __m512i grid = FN(join)(
                FN(iq_points8)(IQ2S_BYTES, q0[0] | (h0 & 3) << 8, q0[1] | (h0 >> 2 & 3) << 8, q0[2] | (h0 >> 4 & 3) << 8, q0[3] | (h0 >> 6 & 3) << 8),
                FN(iq_points8)(IQ2S_BYTES, q1[0] | (h1 & 3) << 8, q1[1] | (h1 >> 2 & 3) << 8, q1[2] | (h1 >> 4 & 3) << 8, q1[3] | (h1 >> 6 & 3) << 8));
            uint64_t signs;
            memcpy(&signs, w + 34 + 4 * ib, 8);
            acc = FN(iq_step_512)(acc, grid, y + 4 + 32 * ib, signs, FN(iq_step_scales)(scales, ib, 1));
        }
        accf = _mm256_fmadd_ps(_mm256_set1_ps(FN(h2f)(w) * f32_at(y)), _mm256_cvtepi32_ps(FN(fold_i32)(acc)), accf);
    }
    return 0.125f * FN(hsum_f8)(accf);
}
