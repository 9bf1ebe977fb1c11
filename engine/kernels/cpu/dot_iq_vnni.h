/* AVX-512 VNNI twins of dot_iq_avx2.h's codebook dots for IQ2_XS and IQ3_S, 64 weights a
 * step (compiled into the VNNI copy only, FN-suffixed; included by gemv_q8.h after
 * dot_q8_vnni.h). A step joins two of the AVX2 kernel's 32-weight grid gathers into one
 * zmm; the 64 sign bits of those weights are a byte mask as they stand, so the activation
 * bytes are negated under it (vpsignb has no 512-bit form; -128 stays -128 as there);
 * the unsigned grid bytes times those make int16 pairs (vpmaddubsw, at most 2 * 62 * 128),
 * which vpdpwssd multiplies by each 16-weight group's scale into int32 lanes. A
 * super-block's integer sum is exact either way, and the float steps are the AVX2
 * kernel's in its order, so results are its bits.
 */

/* acc + scales * (grid . signed q) over 64 weights; ls holds one int16 scale per 16
 * weights (128-bit lane L: weights 16L..16L+15) */
static inline __m512i FN(iq_step_512)(__m512i acc, __m512i grid, uint64_t signs, const int8_t *q, __m512i ls) {
    const __m512i y = _mm512_loadu_si512((const void *)q);
    const __m512i sy = _mm512_mask_sub_epi8(y, (__mmask64)signs, _mm512_setzero_si512(), y);
    return _mm512_dpwssd_epi32(acc, _mm512_maddubs_epi16(grid, sy), ls);
}

/* the four 16-weight scales of a step as int16 words, one per 128-bit lane */
static inline __m512i FN(iq_scales4)(int a, int b, int c, int d) {
    const int pa = a | a << 16, pb = b | b << 16, pc = c | c << 16, pd = d | d << 16;
    return _mm512_setr_epi32(pa, pa, pa, pa, pb, pb, pb, pb, pc, pc, pc, pc, pd, pd, pd, pd);
}

static inline float FN(dot_iq2_xs_vnni)(const uint8_t *w, const uint8_t *y, int64_t nb) {
    float sum = 0.f;
    for (int64_t i = 0; i < nb; i++, w += BYTES_IQ2_XS, y += BYTES_Q8_K) {
        __m512i acc = _mm512_setzero_si512();
        for (int ib = 0; ib < 8; ib += 2) {
            uint16_t v[8];
            memcpy(v, w + 2 + 8 * ib, 16);
            uint64_t signs = 0;
            for (int p = 0; p < 8; p++) signs |= (uint64_t)KSIGN_BITS[v[p] >> 9] << (8 * p);
            const __m512i grid = FN(join)(FN(iq_points8)(IQ2XS_BYTES, v[0] & 511, v[1] & 511, v[2] & 511, v[3] & 511),
                                          FN(iq_points8)(IQ2XS_BYTES, v[4] & 511, v[5] & 511, v[6] & 511, v[7] & 511));
            const uint8_t s0 = w[66 + ib], s1 = w[67 + ib];
            acc = FN(iq_step_512)(acc, grid, signs, (const int8_t *)(y + 4) + 32 * ib,
                                  FN(iq_scales4)(2 * (s0 & 15) + 1, 2 * (s0 >> 4) + 1, 2 * (s1 & 15) + 1, 2 * (s1 >> 4) + 1));
        }
        sum += FN(h2f)(w) * f32_at(y) * (float)_mm512_reduce_add_epi32(acc);
    }
    return 0.125f * sum;
}

static inline float FN(dot_iq3_s_vnni)(const uint8_t *w, const uint8_t *y, int64_t nb) {
    float sum = 0.f;
    for (int64_t i = 0; i < nb; i++, w += BYTES_IQ3_S, y += BYTES_Q8_K) {
        __m512i acc = _mm512_setzero_si512();
        for (int ib = 0; ib < 8; ib += 2) {
            int idx[16];
            for (int p = 0; p < 16; p++) idx[p] = w[2 + 8 * ib + p] | ((w[66 + ib + p / 8] >> (p % 8)) & 1) << 8;
            const __m512i grid = FN(join)(FN(iq_points4)(IQ3S_BYTES, idx), FN(iq_points4)(IQ3S_BYTES, idx + 8));
            const int sc = w[106 + ib / 2], lo = 2 * (sc & 15) + 1, hi = 2 * (sc >> 4) + 1;
            acc = FN(iq_step_512)(acc, grid, u64_at(w + 74 + 4 * ib), (const int8_t *)(y + 4) + 32 * ib,
                                  FN(iq_scales4)(lo, lo, hi, hi));
        }
        sum += FN(h2f)(w) * f32_at(y) * (float)_mm512_reduce_add_epi32(acc);
    }
    return sum;
}
