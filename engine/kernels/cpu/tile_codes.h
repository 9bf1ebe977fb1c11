/* What the tiled int8 GEMM (gemm_q8_tiles.h, which includes this file once per
 * instruction-set copy) knows of each weight type it takes: the group of values one scale
 * covers, whether its codes are signed bytes, whether it has offsets, the bias B its stored
 * codes add, and how one row of its blocks becomes those codes, scales and offsets.
 * TILE_VNNI is set by the includer.
 */

/* Groups of type wtype the tiled GEMM takes: values per scale, 0 for a type it does not
 * take (the row kernels then serve every batch). */
static inline int FN(tile_group)(int wtype) {
    switch (wtype) {
    case T_Q4_0: case T_Q4_1: case T_Q5_0: case T_Q5_1: case T_Q8_0: case T_IQ4_NL: case T_MXFP4:
    case T_Q4_K: case T_Q5_K: case T_IQ4_XS: case T_IQ3_S: case T_IQ3_XXS: case T_IQ2_XXS: case T_IQ1_S:
    case T_TQ1_0: case T_TQ2_0:
        return 32;
    case T_Q2_K: case T_Q3_K: case T_Q6_K: case T_IQ2_XS: case T_IQ2_S: case T_IQ1_M: case T_NVFP4:
        return 16;
    }
    return 0;
}

/* 1 for the types whose codes are signed bytes (IQ1_S / IQ1_M: 8 times the grid point plus
 * the sign of its delta, -9..9, each scale divided by 8: their weights exactly) */
static inline int FN(tile_signed_codes)(int wtype) {
    switch (wtype) {
    case T_Q8_0: case T_IQ4_NL: case T_MXFP4: case T_IQ4_XS: case T_IQ2_XXS: case T_IQ2_XS: case T_IQ2_S:
    case T_IQ3_XXS: case T_IQ3_S: case T_IQ1_S: case T_IQ1_M: case T_NVFP4:
        return 1;
    }
    return 0;
}

static inline int FN(tile_has_offset)(int wtype) {
    return wtype == T_Q4_1 || wtype == T_Q5_1 || wtype == T_Q2_K || wtype == T_Q4_K || wtype == T_Q5_K;
}

/* B: what the stored codes of type wtype add to its signed codes */
static inline int FN(tile_bias)(int wtype) {
    switch (wtype) {
    case T_Q4_0: return 8;
    case T_Q5_0: return 16;
    case T_Q6_K: return 32;
    case T_Q3_K: return 4;
    case T_TQ1_0: case T_TQ2_0: return 1;   /* trits and TQ2_0's 2-bit codes: w + 1 */
    }
    if (TILE_VNNI && FN(tile_signed_codes)(wtype)) return 128;
    switch (wtype) {       /* the grids' bounds are checked by iq_grids.h */
    case T_IQ3_S: return 16;                                  /* |w| <= 15 */
    case T_IQ1_S: case T_IQ1_M: return 16;                    /* |w| <= 9 */
    case T_NVFP4: case T_MXFP4: return 16;                    /* doubled E2M1 levels, |w| <= 12 */
    case T_IQ2_XXS: case T_IQ2_XS: case T_IQ2_S: return 64;   /* |w| <= 43 */
    case T_IQ3_XXS: return 64;                                /* |w| <= 62 */
    }
    return 0;
}

/* 1 for the 8-bit signed codes kept signed (the copies without VNNI: the sign trick): those
 * stored without a bias. The grid points of IQ3_S and IQ2_XS are small enough to be stored
 * + 16 and + 64 (tile_bias) and skip it. */
static inline int FN(tile_signed)(int wtype) { return FN(tile_signed_codes)(wtype) && FN(tile_bias)(wtype) == 0; }

/* W: words (4 codes a row each) of type wtype whose vpmaddubsw results the copies without
 * VNNI may sum as int16 before widening. An int16 lane then adds 2 W products of a stored
 * code (at most 15 for the 4-bit types; 31 for the 5-bit and IQ3_S; 7 Q3_K, 3 Q2_K, 63
 * Q6_K, 25 IQ1_S / IQ1_M, 28 NVFP4 / MXFP4, 3 TQ1_0 / TQ2_0) and an activation (|q| <= 127, counted
 * as 128): 2 W * max code * 128 <= 32767, and W divides a group's G / 4 words. The sign
 * trick's pairs and the codes of the IQ2 types and IQ3_XXS (up to 107, 126) take one word at
 * a time; VNNI adds each word to int32 in one instruction and keeps W = 2 (its loop order, as
 * measured). */
static inline int FN(tile_words)(int wtype) {
    if (TILE_VNNI) return 2;
    switch (wtype) {
    case T_Q4_0: case T_Q4_1: case T_Q4_K: case T_TQ1_0: case T_TQ2_0:
        return 8;       /* 2 * 8 * 15 * 128 = 30720 */
    case T_Q5_0: case T_Q5_1: case T_Q5_K: case T_IQ3_S: case T_IQ1_S: case T_IQ1_M: case T_NVFP4: case T_MXFP4:
        return 4;       /* 2 * 4 * 31 * 128 = 31744 */
    case T_Q2_K: case T_Q3_K:
        return 4;       /* G = 16: a group's 4 words, 2 * 4 * 7 * 128 = 7168 */
    case T_Q6_K:
        return 2;       /* 2 * 2 * 63 * 128 = 32256 */
    }
    return 1;
}

/* 1 for the types of 256-value super-blocks whose group scales (and mins) are small
 * integers times one float a super-block (tile_units): the K-quants, IQ4_XS and the grid
 * types. */
static inline int FN(tile_superblock)(int wtype) {
    switch (wtype) {
    case T_Q2_K: case T_Q3_K: case T_Q4_K: case T_Q5_K: case T_Q6_K: case T_IQ4_XS: case T_IQ3_S: case T_IQ3_XXS:
    case T_IQ2_XXS: case T_IQ2_XS: case T_IQ2_S: case T_IQ1_S: case T_IQ1_M:
        return 1;
    }
    return 0;
}

/* 1 for the tile_superblock types in the copies without VNNI: a group's int16 sums are
 * multiplied by its integer scale in the vpmaddwd that widens them (instead of by ones),
 * and the floats come in once a super-block instead of once a group: llama.cpp's order of
 * vec_dot for these types. (VNNI sums words straight to int32, where a scale would cost a
 * slow vpmulld: that copy keeps the float scales.) */
static inline int FN(tile_kscaled)(int wtype) { return !TILE_VNNI && FN(tile_superblock)(wtype); }

/* The floats of super-block w of a tile_superblock type: every group scale tile_decode_row
 * makes is unit[0] times a small integer, every offset unit[1] times one (the mins; 0
 * without), exactly: an f16 d or dmin times a power of two times an integer below 2^8
 * is a float32 product without rounding. */
static inline void FN(tile_units)(int wtype, const uint8_t *w, float unit[2]) {
    unit[1] = 0.f;
    switch (wtype) {
    case T_Q4_K: case T_Q5_K: unit[0] = FN(h2f)(w), unit[1] = -FN(h2f)(w + 2); break;
    case T_Q2_K: unit[0] = FN(h2f)(w + 80), unit[1] = -FN(h2f)(w + 82); break;
    case T_Q3_K: unit[0] = FN(h2f)(w + 108); break;
    case T_Q6_K: unit[0] = FN(h2f)(w + 208); break;
    case T_IQ4_XS: case T_IQ3_S: unit[0] = FN(h2f)(w); break;
    case T_IQ3_XXS: unit[0] = 0.25f * FN(h2f)(w); break;
    case T_IQ2_XXS: case T_IQ2_XS: case T_IQ2_S: case T_IQ1_S: unit[0] = 0.125f * FN(h2f)(w); break;
    case T_IQ1_M: unit[0] = 0.125f * FN(half)(iq1m_d_bits(w)); break;
    }
}

/* v / unit as the integer it is (tile_units); 0 for a zero or non-finite unit, whose
 * float then carries the zero, inf or nan into the result */
static inline int16_t FN(tile_int_of)(float v, float unit) {
    return unit != 0.f && isfinite(unit) ? (int16_t)lrintf(v / unit) : 0;
}

/* A row's integers for tile_kscaled, from tile_decode_row's scale s and offset o: sc[g]
 * the scale of group g; pc[g] the factor of its activation sum, the min for the types with
 * offsets (Q2_K, Q4_K, Q5_K) and -B sc[g] for the biased codes (code + B times q adds
 * B sum(q), taken back here); per super-block d[i] and dm[i] (tile_units). */
static void FN(tile_kscales_row)(int wtype, const uint8_t *w, int64_t K, const float *s, const float *o, int16_t *sc,
                                 int16_t *pc, float *d, float *dm) {
    const int64_t bytes = type_info(wtype)->bytes, per = 256 / FN(tile_group)(wtype);
    const int bias = FN(tile_bias)(wtype), offset = FN(tile_has_offset)(wtype);
    for (int64_t i = 0; i < K / 256; i++, w += bytes) {
        float unit[2];
        FN(tile_units)(wtype, w, unit);
        d[i] = unit[0], dm[i] = unit[1];
        for (int64_t g = i * per; g < (i + 1) * per; g++) {
            sc[g] = FN(tile_int_of)(s[g], unit[0]);
            pc[g] = offset ? FN(tile_int_of)(o[g], unit[1]) : (int16_t)(-bias * sc[g]);
        }
    }
}

/* One weight row (or K values of one) -> codes[K] (code + B), scale[K / G], off[K / G]
 * (float); the block at pf + i * bytes asked of the cache beside block i when pf is set. */
static void FN(tile_decode_row)(int wtype, const uint8_t *w, int64_t K, int8_t *c, float *s, float *o, const uint8_t *pf) {
    const int64_t bytes = type_info(wtype)->bytes, nb = K / block_weights(wtype);
    /* B added to the 8-bit signed codes (0, 16, 64 or 128) */
    const __m256i bias8 = _mm256_set1_epi8((char)(FN(tile_signed_codes)(wtype) ? FN(tile_bias)(wtype) : 0));
    const int super = FN(tile_superblock)(wtype);
    for (int64_t i = 0; i < nb; i++, w += bytes) {
        float unit[2] = {0.f, 0.f};     /* the super-block types' scales are unit[0] (and unit[1]) times integers */
        if (pf) FN(prefetch_lines)(pf + i * bytes, bytes);
        if (super) FN(tile_units)(wtype, w, unit);
        switch (wtype) {
        case T_Q4_0: case T_Q5_0: case T_Q8_0: case T_IQ4_NL: case T_MXFP4: case T_Q4_1: case T_Q5_1: {
            const __m256i q = wtype == T_Q4_0 || wtype == T_Q4_1 ? FN(nibbles32)(w + (wtype == T_Q4_0 ? 2 : 4))
                            : wtype == T_Q5_0 ? _mm256_or_si256(FN(nibbles32)(w + 6), _mm256_and_si256(FN(bits32)(u32_at(w + 2)), _mm256_set1_epi8(16)))
                            : wtype == T_Q5_1 ? FN(codes_q5_1)(w)
                            : wtype == T_Q8_0 ? _mm256_add_epi8(FN(codes_q8_0)(w), bias8)
                            : wtype == T_IQ4_NL ? _mm256_add_epi8(FN(codes_iq4_nl)(w), bias8)
                            : _mm256_add_epi8(FN(codes_mxfp4)(w), bias8);
            _mm256_storeu_si256((__m256i *)(c + 32 * i), q);
            s[i] = wtype == T_MXFP4 ? e8m0_half(w[0]) : FN(h2f)(w);
            o[i] = wtype == T_Q4_1 || wtype == T_Q5_1 ? FN(h2f)(w + 2) : 0.f;
            break;
        }
        case T_Q4_K: case T_Q5_K: {
            const int five = wtype == T_Q5_K;
            const uint8_t *qs = w + (five ? 48 : 16), *qh = w + 16;
            const float d = unit[0], dmin = -unit[1];
            /* the 8 scales and 8 mins (dot_q8_avx2.h's k4_scales_mins) times d and -dmin */
            const __m128i sm = FN(k4_scales_mins)(w + 4);
            _mm256_storeu_ps(s + 8 * i, _mm256_mul_ps(_mm256_set1_ps(d), _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(sm))));
            _mm256_storeu_ps(o + 8 * i, _mm256_mul_ps(_mm256_set1_ps(-dmin),
                                                      _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_unpackhi_epi64(sm, sm)))));
            /* sub-blocks 2j (low nibbles) and 2j+1 (high); Q5_K's fifth bit j of qh[l] */
            const __m256i hbits = five ? _mm256_loadu_si256((const __m256i *)qh) : _mm256_setzero_si256();
            for (int j = 0; j < 4; j++) {
                __m256i lo, hi;
                FN(k45_codes)(qs, hbits, j, five, &lo, &hi);
                _mm256_storeu_si256((__m256i *)(c + 256 * i + 64 * j), lo);
                _mm256_storeu_si256((__m256i *)(c + 256 * i + 64 * j + 32), hi);
            }
            break;
        }
        case T_Q2_K: case T_Q3_K: {
            /* weight 128h + 32k + l: bits 2k of byte 32h + l of the 2-bit codes; Q3_K adds 4
             * where bit 4h + k of hmask[l] is set (its code is then not lowered by 4) */
            const int three = wtype == T_Q3_K;
            const uint8_t *q = w + (three ? 32 : 16);
            const __m128i sc = three ? FN(q3_k_scales)(w + 96) : _mm_loadu_si128((const __m128i *)w);
            const __m128i m4 = _mm_set1_epi8(15);
            /* Q2_K: low nibble the scale, high nibble the min; Q3_K: signed 6-bit scales */
            const __m128i scl = three ? sc : _mm_and_si128(sc, m4), mn = _mm_and_si128(_mm_srli_epi16(sc, 4), m4);
            const __m256 d = _mm256_set1_ps(unit[0]), dmin = _mm256_set1_ps(unit[1]);
            _mm256_storeu_ps(s + 16 * i, _mm256_mul_ps(d, _mm256_cvtepi32_ps(_mm256_cvtepi8_epi32(scl))));
            _mm256_storeu_ps(s + 16 * i + 8, _mm256_mul_ps(d, _mm256_cvtepi32_ps(_mm256_cvtepi8_epi32(_mm_unpackhi_epi64(scl, scl)))));
            _mm256_storeu_ps(o + 16 * i, _mm256_mul_ps(dmin, _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(mn))));
            _mm256_storeu_ps(o + 16 * i + 8, _mm256_mul_ps(dmin, _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_unpackhi_epi64(mn, mn)))));
            const __m256i hbits = _mm256_loadu_si256((const __m256i *)w), m3 = _mm256_set1_epi8(3);
            for (int h = 0; h < 2; h++) {
                const __m256i q2 = _mm256_loadu_si256((const __m256i *)(q + 32 * h));
                for (int k = 0; k < 4; k++) {
                    __m256i v = _mm256_and_si256(_mm256_srli_epi16(q2, 2 * k), m3);
                    if (three) {
                        const __m256i bit = _mm256_set1_epi8((char)(1 << (4 * h + k)));
                        v = _mm256_or_si256(v, _mm256_and_si256(_mm256_cmpeq_epi8(_mm256_and_si256(hbits, bit), bit),
                                                                _mm256_set1_epi8(4)));
                    }
                    _mm256_storeu_si256((__m256i *)(c + 256 * i + 128 * h + 32 * k), v);
                }
            }
            break;
        }
        case T_Q6_K: {
            const int8_t *sc = (const int8_t *)(w + 192);
            const float d = unit[0];
            const __m128i sc16 = _mm_loadu_si128((const __m128i *)sc);
            _mm256_storeu_ps(s + 16 * i, _mm256_mul_ps(_mm256_set1_ps(d), _mm256_cvtepi32_ps(_mm256_cvtepi8_epi32(sc16))));
            _mm256_storeu_ps(s + 16 * i + 8, _mm256_mul_ps(_mm256_set1_ps(d),
                                                           _mm256_cvtepi32_ps(_mm256_cvtepi8_epi32(_mm_unpackhi_epi64(sc16, sc16)))));
            _mm256_storeu_ps(o + 16 * i, _mm256_setzero_ps());
            _mm256_storeu_ps(o + 16 * i + 8, _mm256_setzero_ps());
            /* value l + 32k of half h: nibble k/2 of ql[l + 32(k%2)], bits 2k of qh[l] */
            const __m256i m4 = _mm256_set1_epi8(15), m3 = _mm256_set1_epi8(3);
            for (int h = 0; h < 2; h++) {
                const __m256i ql0 = _mm256_loadu_si256((const __m256i *)(w + 64 * h));
                const __m256i ql1 = _mm256_loadu_si256((const __m256i *)(w + 64 * h + 32));
                const __m256i qh = _mm256_loadu_si256((const __m256i *)(w + 128 + 32 * h));
                const __m256i low[4] = {_mm256_and_si256(ql0, m4), _mm256_and_si256(ql1, m4),
                                        _mm256_and_si256(_mm256_srli_epi16(ql0, 4), m4),
                                        _mm256_and_si256(_mm256_srli_epi16(ql1, 4), m4)};
                for (int k = 0; k < 4; k++) {
                    const __m256i high = _mm256_slli_epi16(_mm256_and_si256(_mm256_srli_epi16(qh, 2 * k), m3), 4);
                    _mm256_storeu_si256((__m256i *)(c + 256 * i + 128 * h + 32 * k),
                                        _mm256_or_si256(low[k], high));
                }
            }
            break;
        }
        case T_IQ2_XS: case T_IQ3_S: {
            /* grid points times their signs (dot_iq_avx2.h's points), 32 weights a step;
             * IQ2_XS: a 4-bit scale per 16, d (2s + 1) / 8; IQ3_S: one per 32, d (2s + 1) */
            const float d = unit[0];
            uint16_t idx[64];
            __m256i sign_lo, sign_hi;      /* the block's sign bytes (FN(iq_sign_halves)) */
            if (wtype == T_IQ2_XS) {
                FN(iq2xs_indices)(w, idx);
                FN(iq_sign_halves)(FN(iq2xs_signs)(w), &sign_lo, &sign_hi);
            } else {
                FN(iq3s_indices)(w, idx);
                FN(iq_sign_halves)(_mm256_loadu_si256((const __m256i *)(w + 74)), &sign_lo, &sign_hi);
            }
            for (int ib = 0; ib < 8; ib++) {
                __m256i g;
                const __m256i signs = FN(iq_signs_of)(sign_lo, sign_hi, ib);   /* +1 / -1 bytes */
                if (wtype == T_IQ2_XS) {
                    const uint16_t *v = idx + 4 * ib;
                    g = FN(iq_points8)(IQ2XS_BYTES, v[0], v[1], v[2], v[3]);
                    s[16 * i + 2 * ib] = d * (float)(2 * (w[66 + ib] & 15) + 1);
                    s[16 * i + 2 * ib + 1] = d * (float)(2 * (w[66 + ib] >> 4) + 1);
                    o[16 * i + 2 * ib] = o[16 * i + 2 * ib + 1] = 0.f;
                } else {
                    g = FN(iq3s_points8)(idx + 8 * ib);
                    s[8 * i + ib] = d * (float)(2 * ((w[106 + ib / 2] >> (4 * (ib % 2))) & 15) + 1);
                    o[8 * i + ib] = 0.f;
                }
                _mm256_storeu_si256((__m256i *)(c + 256 * i + 32 * ib),
                                    _mm256_add_epi8(_mm256_sign_epi8(g, signs), bias8));
            }
            break;
        }
        case T_IQ2_XXS: case T_IQ3_XXS: {
            /* 4-byte words of grid indices (IQ2_XXS: four 8-point indices, then 4 x 7 sign
             * bits and a 4-bit scale in the next word; IQ3_XXS: eight 4-point indices, the
             * signs and scale words after all 64 index bytes), d (2s + 1) / 8 and / 4 */
            const float d = unit[0];
            __m256i sign_lo, sign_hi;
            FN(iq_xxs_signs)(wtype == T_IQ2_XXS ? FN(iq2xxs_words)(w) : _mm256_loadu_si256((const __m256i *)(w + 66)), &sign_lo, &sign_hi);
            for (int ib = 0; ib < 8; ib++) {
                const uint32_t aux = u32_at(wtype == T_IQ2_XXS ? w + 6 + 8 * ib : w + 66 + 4 * ib);
                const uint8_t *g = w + 2 + 8 * ib;
                const __m256i pts = wtype == T_IQ2_XXS ? FN(iq_points8)(IQ2XXS_BYTES, g[0], g[1], g[2], g[3])
                                                       : FN(iq3xxs_points8)(g);
                const __m256i signs = FN(iq_signs_of)(sign_lo, sign_hi, ib);
                s[8 * i + ib] = d * (float)(2 * (aux >> 28) + 1);
                o[8 * i + ib] = 0.f;
                _mm256_storeu_si256((__m256i *)(c + 256 * i + 32 * ib), _mm256_add_epi8(_mm256_sign_epi8(pts, signs), bias8));
            }
            break;
        }
        case T_IQ2_S: {
            /* 10-bit indices (qs byte, two bits of qh), 32 sign bits, two 4-bit scales */
            const float d = unit[0];
            uint16_t idx[32];
            FN(iq2s_indices)(w, idx);
            __m256i sign_lo, sign_hi;
            FN(iq_sign_halves)(_mm256_loadu_si256((const __m256i *)(w + 34)), &sign_lo, &sign_hi);
            for (int ib = 0; ib < 8; ib++) {
                const uint8_t sc = w[74 + ib];
                const uint16_t *v = idx + 4 * ib;
                const __m256i pts = FN(iq_points8)(IQ2S_BYTES, v[0], v[1], v[2], v[3]);
                s[16 * i + 2 * ib] = d * (float)(2 * (sc & 15) + 1);
                s[16 * i + 2 * ib + 1] = d * (float)(2 * (sc >> 4) + 1);
                o[16 * i + 2 * ib] = o[16 * i + 2 * ib + 1] = 0.f;
                _mm256_storeu_si256((__m256i *)(c + 256 * i + 32 * ib),
                                    _mm256_add_epi8(_mm256_sign_epi8(pts, FN(iq_signs_of)(sign_lo, sign_hi, ib)), bias8));
            }
            break;
        }
        case T_IQ1_S: case T_IQ1_M: {
            /* 8 g + delta's sign for grid point g (-1, 0, 1) and delta +-1/8, scale d ls / 8.
             * IQ1_S: a 16-bit word a sub-block (index high bits, ls, the delta's sign at bit 15);
             * IQ1_M: two qh bytes a sub-block (per 8 weights index high bits and the sign at
             * bit 3), 3-bit scales per 16 whose top bits hold the block's f16 d. */
            const int one_s = wtype == T_IQ1_S;
            uint16_t sw[4];
            for (int k = 0; k < 4; k++) sw[k] = u16_at(w + 48 + 2 * k);
            const float d = unit[0];
            uint16_t idx[32];
            if (one_s) FN(iq1s_indices)(w, idx);
            else FN(iq1m_indices)(w, idx);
            for (int ib = 0; ib < 8; ib++) {
                const uint16_t *v = idx + 4 * ib;
                __m256i codes;
                if (one_s) {
                    const uint16_t qh = u16_at(w + 34 + 2 * ib);
                    codes = _mm256_add_epi8(_mm256_sign_epi8(_mm256_set1_epi8(8), FN(iq_points8)((const uint8_t *)IQ1S_BYTES, v[0], v[1], v[2], v[3])),
                                            _mm256_set1_epi8(qh & 0x8000 ? -1 : 1));
                    s[8 * i + ib] = d * (float)(2 * ((qh >> 12) & 7) + 1);
                    o[8 * i + ib] = 0.f;
                } else {
                    codes = FN(iq_points8)((const uint8_t *)IQ1M_CODES, v[0], v[1], v[2], v[3]);
                    s[16 * i + 2 * ib] = d * (float)(2 * ((sw[ib / 2] >> (6 * (ib % 2))) & 7) + 1);
                    s[16 * i + 2 * ib + 1] = d * (float)(2 * ((sw[ib / 2] >> (6 * (ib % 2) + 3)) & 7) + 1);
                    o[16 * i + 2 * ib] = o[16 * i + 2 * ib + 1] = 0.f;
                }
                _mm256_storeu_si256((__m256i *)(c + 256 * i + 32 * ib), _mm256_add_epi8(codes, bias8));
            }
            break;
        }
        case T_TQ2_0: case T_TQ1_0: {
            /* the codes as stored (w + 1), one scale d for all 256 */
            const float d = FN(h2f)(w + (wtype == T_TQ2_0 ? 64 : 52));
            for (int g = 0; g < 8; g++) s[8 * i + g] = d, o[8 * i + g] = 0.f;
            int8_t *out = c + 256 * i;
            if (wtype == T_TQ2_0) {         /* weight 128 g + 32 k + l: bits 2k of byte 32 g + l */
                for (int g = 0; g < 2; g++)
                    for (int k = 0; k < 4; k++)
                        _mm256_storeu_si256((__m256i *)(out + 128 * g + 32 * k), FN(crumbs32)(w + 32 * g, k));
            } else {                        /* trit p of the bytes (dequant_blocks.h's order) */
                for (int p = 0; p < 5; p++) {
                    for (int j = 0; j < 32; j++) out[32 * p + j] = (int8_t)(FN(tq1_trit)(w[j], p) + 1);
                    for (int j = 0; j < 16; j++) out[160 + 16 * p + j] = (int8_t)(FN(tq1_trit)(w[32 + j], p) + 1);
                }
                for (int p = 0; p < 4; p++)
                    for (int j = 0; j < 4; j++) out[240 + 4 * p + j] = (int8_t)(FN(tq1_trit)(w[48 + j], p) + 1);
            }
            break;
        }
        case T_NVFP4: {
            /* 64 weights: sub-block k is the low nibbles of bytes 4 + 8k .. + 7, then their high
             * nibbles; each looks up a doubled E2M1 level; scale: its UE4M3 byte (halved) */
            const float *ue = CODEBOOK[TAB_UE4M3];
            const __m128i low4 = _mm_set1_epi8(15);
            for (int h = 0; h < 2; h++) {
                const __m128i b = _mm_loadu_si128((const __m128i *)(w + 4 + 16 * h));
                const __m128i lo = _mm_and_si128(b, low4), hi = _mm_and_si128(_mm_srli_epi16(b, 4), low4);
                const __m256i q = FN(level_bytes)(FP4_LEVELS, _mm256_setr_m128i(_mm_unpacklo_epi64(lo, hi), _mm_unpackhi_epi64(lo, hi)));
                _mm256_storeu_si256((__m256i *)(c + 64 * i + 32 * h), _mm256_add_epi8(q, bias8));
            }
            for (int k = 0; k < 4; k++) s[4 * i + k] = ue[w[k]], o[4 * i + k] = 0.f;
            break;
        }
        case T_IQ4_XS: {
            const int sh = u16_at(w + 2);
            const float d = unit[0];
            for (int j = 0; j < 8; j++) {
                const int ls = ((w[4 + j / 2] >> (4 * (j % 2))) & 15) | (((sh >> (2 * j)) & 3) << 4);
                s[8 * i + j] = d * (float)(ls - 32);
                o[8 * i + j] = 0.f;
                _mm256_storeu_si256((__m256i *)(c + 256 * i + 32 * j),
                                    _mm256_add_epi8(FN(iq4_levels)(FN(nibbles32)(w + 8 + 16 * j)), bias8));
            }
            break;
        }
        }
    }
}

