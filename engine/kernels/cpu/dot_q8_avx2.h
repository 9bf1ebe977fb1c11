/* AVX2 integer dot products, weight row . quantized activation row (see dot_q8.h for
 * the arithmetic they share with the plain-C kernels and with llama.cpp).
 *
 * The core instruction is vpmaddubsw: 32 unsigned bytes times 32 signed bytes, adjacent
 * products summed into 16 int16 (no overflow here: |code| <= 63, |q| <= 127). Unsigned
 * weight codes go in directly; signed ones (Q4_0, Q5_0, Q8_0, IQ4) go in as |w| with
 * the sign moved onto the activation (vpsignb). vpmaddwd then applies int16 scales (or
 * ones) and sums pairs into int32; one float FMA per block applies d_w * d_y.
 * Compiled into the AVX2, AVX-512, AVX-512 VNNI and AVX-VNNI copies (FN-suffixed). In the
 * VNNI copies the two integer steps are single instructions (dot4, scaled_sum): vpdpbusd sums
 * the four byte products of each int32 lane, vpdpwssd multiplies int16 pairs and adds
 * them to the lane. The lanes hold the same integers (no int16 sum here saturates), so
 * every float step, and the result, is bit for bit the AVX2 copy's.
 */

static inline float FN(hsum_f8)(__m256 v) {
    __m128 h = _mm_add_ps(_mm256_castps256_ps128(v), _mm256_extractf128_ps(v, 1));
    h = _mm_add_ps(h, _mm_movehl_ps(h, h));
    return _mm_cvtss_f32(_mm_add_ss(h, _mm_movehdup_ps(h)));
}

/* signed x times signed y: 16 int16 sums of adjacent products */
static inline __m256i FN(mul_signed)(__m256i x, __m256i y) {
    return _mm256_maddubs_epi16(_mm256_sign_epi8(x, x), _mm256_sign_epi8(y, x));
}

/* int32 lane i = the four products of bytes 4i..4i+3, unsigned u times signed s */
static inline __m256i FN(dot4)(__m256i u, __m256i s) {
#if defined(__AVX512VNNI__) || defined(__AVXVNNI__)
    return _mm256_dpbusd_epi32(_mm256_setzero_si256(), u, s);
#else
    return _mm256_madd_epi16(_mm256_maddubs_epi16(u, s), _mm256_set1_epi16(1));
#endif
}

/* signed x times signed y: the sign moved onto y, then dot4 */
static inline __m256i FN(dot4_signed)(__m256i x, __m256i y) {
    return FN(dot4)(_mm256_sign_epi8(x, x), _mm256_sign_epi8(y, x));
}

/* acc + scales * p, int16 pairs multiplied and summed into each int32 lane */
static inline __m256i FN(scaled_sum)(__m256i acc, __m256i scales, __m256i p16) {
#if defined(__AVX512VNNI__) || defined(__AVXVNNI__)
    return _mm256_dpwssd_epi32(acc, scales, p16);
#else
    return _mm256_add_epi32(acc, _mm256_madd_epi16(scales, p16));
#endif
}

/* FN(nibbles32) (16 bytes of nibbles -> 32 codes, low nibbles first) and FN(bits32) (a u32
 * -> 32 bytes, 0xff where bit j is set) are the exact decoders' (dequant_blocks.h). */

/* 32 codes (0..15) -> the 32 int8 levels they index (a byte shuffle) */
static inline __m256i FN(level_bytes)(const int8_t *levels, __m256i codes) {
    const __m256i table = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)levels));
    return _mm256_shuffle_epi8(table, codes);
}

static inline __m256i FN(iq4_levels)(__m256i codes) { return FN(level_bytes)(IQ4_LEVELS, codes); }

/* The 32 codes of a legacy block as bytes: signed for the Q8_0 partners (Q5_0's code
 * - 16 is the nibble where the fifth bit is set, nibble | 0xf0 where not), unsigned
 * for the Q8_1 ones. */
static inline __m256i FN(codes_q4_0)(const uint8_t *b) { return _mm256_sub_epi8(FN(nibbles32)(b + 2), _mm256_set1_epi8(8)); }
static inline __m256i FN(codes_q5_0)(const uint8_t *b) {
    return _mm256_or_si256(FN(nibbles32)(b + 6), _mm256_andnot_si256(FN(bits32)(u32_at(b + 2)), _mm256_set1_epi8((char)0xf0)));
}
static inline __m256i FN(codes_q8_0)(const uint8_t *b) { return _mm256_loadu_si256((const __m256i *)(b + 2)); }
static inline __m256i FN(codes_iq4_nl)(const uint8_t *b) { return FN(iq4_levels)(FN(nibbles32)(b + 2)); }
static inline __m256i FN(codes_mxfp4)(const uint8_t *b) { return FN(level_bytes)(FP4_LEVELS, FN(nibbles32)(b + 1)); }
static inline __m256i FN(codes_q4_1)(const uint8_t *b) { return FN(nibbles32)(b + 4); }
static inline __m256i FN(codes_q5_1)(const uint8_t *b) {
    return _mm256_or_si256(FN(nibbles32)(b + 8), _mm256_and_si256(FN(bits32)(u32_at(b + 4)), _mm256_set1_epi8(16)));
}

/* d_w d_y sum(q_w q_y) of one block into acc */
static inline __m256 FN(block_signed)(__m256i qx, const uint8_t *b, const uint8_t *a, __m256 acc) {
    const __m256i qy = _mm256_loadu_si256((const __m256i *)(a + 2));
    const __m256 d = _mm256_set1_ps(FN(h2f)(b) * FN(h2f)(a));
    return _mm256_fmadd_ps(d, _mm256_cvtepi32_ps(FN(dot4_signed)(qx, qy)), acc);
}

/* MXFP4: as block_signed, the weight scale an E8M0 exponent byte */
static inline __m256 FN(block_e8m0)(__m256i qx, const uint8_t *b, const uint8_t *a, __m256 acc) {
    const __m256i qy = _mm256_loadu_si256((const __m256i *)(a + 2));
    const __m256 d = _mm256_set1_ps(FN(h2f)(a) * e8m0_half(b[0]));
    return _mm256_fmadd_ps(d, _mm256_cvtepi32_ps(FN(dot4_signed)(qx, qy)), acc);
}

static inline __m256 FN(block_offset)(__m256i qx, const uint8_t *b, const uint8_t *a, __m256 acc) {
    const __m256i qy = _mm256_loadu_si256((const __m256i *)(a + 4));
    const __m256 d = _mm256_set1_ps(FN(h2f)(b) * FN(h2f)(a));
    return _mm256_fmadd_ps(d, _mm256_cvtepi32_ps(FN(dot4)(qx, qy)), acc);
}

/* Bytes ahead of a row dot's reads that it asks the cache for (prefetcht0, a hint that
 * never faults, so reading past the matrix is harmless): a decode step streams every
 * weight from memory once. On the Zen 3 measured, one thread's Q8_0 dot over a 38 MB matrix
 * of 896-wide rows took 2.1 ns a block with the hardware prefetcher alone, 1.6 with this
 * hint 4 KiB ahead (1 KiB: 1.8, 8 KiB: 1.6). */
#define Q8_PREFETCH 4096

/* prefetcht0 every cache line of the `bytes` bytes at p (an interleaved group ahead,
 * interleave16.h; a block the tiled GEMM decodes next, tile_codes.h) */
static inline void FN(prefetch_lines)(const uint8_t *p, int64_t bytes) {
    for (int64_t l = 0; l < bytes; l += 64) _mm_prefetch((const char *)(p + l), _MM_HINT_T0);
}

/* The same into L2 only (prefetcht1), for the super-block row dots below: a decode step's
 * GEMV over a matrix in the file's memory map. On the Zen 4 measured (2 threads, caches
 * flushed between calls, the two hints' libraries alternated in one process, 16 calls
 * each) the Q6_K matrices read 6-26% faster with it (qwen7b-wide's 447 MB output matrix
 * 24.7 -> 26.5 GB/s, a 56 MB ffn_down 18.5 -> 23.4), the Q4_K ones 0.99-1.20x; the legacy
 * row dots and the interleaved GEMV measured the same or slower with it (Q8_0 rows 0.67x),
 * so they keep t0. */
static inline void FN(prefetch_lines_l2)(const uint8_t *p, int64_t bytes) {
    for (int64_t l = 0; l < bytes; l += 64) _mm_prefetch((const char *)(p + l), _MM_HINT_T1);
}

/* Legacy row dots, two blocks a step into two accumulators (hides the FMA latency).
 * The offset types add m_w * s_y per block in a scalar sum, as llama.cpp does. */
#define AVX2_Q8_DOT(t, wbytes, ybytes, kind, has_offset)                                 \
    static float FN(dot_##t##_avx2)(const uint8_t *w, const uint8_t *y, int64_t nb) {        \
        __m256 acc0 = _mm256_setzero_ps(), acc1 = _mm256_setzero_ps();                      \
        float offsets = 0.f;                                                                \
        int64_t i = 0;                                                                      \
        for (; i + 2 <= nb; i += 2, w += 2 * (wbytes), y += 2 * (ybytes)) {                 \
            _mm_prefetch((const char *)w + Q8_PREFETCH, _MM_HINT_T0);                     \
            acc0 = FN(block_##kind)(FN(codes_##t)(w), w, y, acc0);                          \
            acc1 = FN(block_##kind)(FN(codes_##t)(w + (wbytes)), w + (wbytes), y + (ybytes), acc1); \
            if (has_offset)                                                                 \
                offsets += FN(h2f)(w + 2) * FN(h2f)(y + 2) +                                \
                           FN(h2f)(w + (wbytes) + 2) * FN(h2f)(y + (ybytes) + 2);           \
        }                                                                                   \
        if (i < nb) {                                                                       \
            acc0 = FN(block_##kind)(FN(codes_##t)(w), w, y, acc0);                          \
            if (has_offset) offsets += FN(h2f)(w + 2) * FN(h2f)(y + 2);                     \
        }                                                                                   \
        return FN(hsum_f8)(_mm256_add_ps(acc0, acc1)) + offsets;                            \
    }

AVX2_Q8_DOT(q4_0, BYTES_Q4_0, BYTES_Q8_0, signed, 0)
AVX2_Q8_DOT(q5_0, BYTES_Q5_0, BYTES_Q8_0, signed, 0)
AVX2_Q8_DOT(q8_0, BYTES_Q8_0, BYTES_Q8_0, signed, 0)
AVX2_Q8_DOT(iq4_nl, BYTES_IQ4_NL, BYTES_Q8_0, signed, 0)
AVX2_Q8_DOT(mxfp4, BYTES_MXFP4, BYTES_Q8_0, e8m0, 0)
AVX2_Q8_DOT(q4_1, BYTES_Q4_1, BYTES_Q8_1, offset, 1)
AVX2_Q8_DOT(q5_1, BYTES_Q5_1, BYTES_Q8_1, offset, 1)
#undef AVX2_Q8_DOT

/* Q8_ROWS weight rows (`stride` bytes apart) against one activation row: out[r] is bit for
 * bit dot_<t>_avx2 of row r (the same two accumulators, block products and final sum per
 * row), but each block of activations is loaded, and its scale converted, once for all
 * rows, and the rows share one call. Short rows (K = 576 is 18 blocks) spend a good part
 * of a single-row call in its setup and closing horizontal sum. Four rows read side by side
 * are four short streams the hardware prefetcher barely picks up (a single row kernel
 * walking the matrix is one long stream), so each row prefetches the same place of the
 * next group's row. */
#define AVX2_Q8_ROWS(t, wbytes, ybytes, kind, has_offset)                                  \
    static void FN(rows_##t##_avx2)(const uint8_t *w, int64_t stride, const uint8_t *y, int64_t nb, \
                                    float *out) {                                           \
        __m256 acc0[Q8_ROWS], acc1[Q8_ROWS];                                                \
        float offsets[Q8_ROWS];                                                             \
        for (int r = 0; r < Q8_ROWS; r++) {                                                 \
            acc0[r] = acc1[r] = _mm256_setzero_ps();                                        \
            offsets[r] = 0.f;                                                               \
        }                                                                                   \
        int64_t i = 0;                                                                      \
        for (; i + 2 <= nb; i += 2, w += 2 * (wbytes), y += 2 * (ybytes))                   \
            for (int r = 0; r < Q8_ROWS; r++) {                                             \
                const uint8_t *b = w + r * stride;                                          \
                _mm_prefetch((const char *)(b + 2 * Q8_ROWS * stride), _MM_HINT_T0);            \
                acc0[r] = FN(block_##kind)(FN(codes_##t)(b), b, y, acc0[r]);                \
                acc1[r] = FN(block_##kind)(FN(codes_##t)(b + (wbytes)), b + (wbytes), y + (ybytes), acc1[r]); \
                if (has_offset)                                                             \
                    offsets[r] += FN(h2f)(b + 2) * FN(h2f)(y + 2) +                         \
                                  FN(h2f)(b + (wbytes) + 2) * FN(h2f)(y + (ybytes) + 2);    \
            }                                                                               \
        if (i < nb)                                                                         \
            for (int r = 0; r < Q8_ROWS; r++) {                                             \
                const uint8_t *b = w + r * stride;                                          \
                acc0[r] = FN(block_##kind)(FN(codes_##t)(b), b, y, acc0[r]);                \
                if (has_offset) offsets[r] += FN(h2f)(b + 2) * FN(h2f)(y + 2);              \
            }                                                                               \
        for (int r = 0; r < Q8_ROWS; r++) out[r] = FN(hsum_f8)(_mm256_add_ps(acc0[r], acc1[r])) + offsets[r]; \
    }

AVX2_Q8_ROWS(q4_0, BYTES_Q4_0, BYTES_Q8_0, signed, 0)
AVX2_Q8_ROWS(q5_0, BYTES_Q5_0, BYTES_Q8_0, signed, 0)
AVX2_Q8_ROWS(iq4_nl, BYTES_IQ4_NL, BYTES_Q8_0, signed, 0)
AVX2_Q8_ROWS(mxfp4, BYTES_MXFP4, BYTES_Q8_0, e8m0, 0)
AVX2_Q8_ROWS(q4_1, BYTES_Q4_1, BYTES_Q8_1, offset, 1)
AVX2_Q8_ROWS(q5_1, BYTES_Q5_1, BYTES_Q8_1, offset, 1)
#undef AVX2_Q8_ROWS

/* int16 scales, 8 of them in each 128-bit half: the shuffle that puts scale 2k in every
 * int16 of the low half and scale 2k+1 in the high half (Q2_K, Q3_K, Q6_K: two groups
 * of 16 per 32 values), or scale k everywhere (Q4_K, Q5_K: one per 32 values). */
static inline __m256i FN(scale_pair)(__m256i scales, int k) {
    const __m128i lo = _mm_set1_epi16((short)((4 * k + 1) << 8 | 4 * k));
    const __m128i hi = _mm_set1_epi16((short)((4 * k + 3) << 8 | (4 * k + 2)));
    return _mm256_shuffle_epi8(scales, _mm256_set_m128i(hi, lo));
}

static inline __m256i FN(scale_one)(__m256i scales, int k) {
    return _mm256_shuffle_epi8(scales, _mm256_set1_epi16((short)((2 * k + 1) << 8 | 2 * k)));
}

/* 8 int16 in both halves */
static inline __m256i FN(both_halves)(__m128i v) { return _mm256_broadcastsi128_si256(v); }

/* The codes of Q4_K / Q5_K sub-blocks 2j (*lo) and 2j+1 (*hi) of a super-block, 32 bytes each: the
 * low and high nibbles of qs[32j .. 32j+31], plus for Q5_K (`five`) 16 where bit 2j (lo) or 2j+1 (hi)
 * of the qh byte of the same position is set (hbits: the 32 qh bytes). The one spelling of this
 * unpacking for the row dots and the tiled GEMM. */
static ALWAYS_INLINE void FN(k45_codes)(const uint8_t *qs, __m256i hbits, int j, int five, __m256i *lo,
                                        __m256i *hi) {
    const __m256i m4 = _mm256_set1_epi8(15), sixteen = _mm256_set1_epi8(16);
    const __m256i q = _mm256_loadu_si256((const __m256i *)(qs + 32 * j));
    *lo = _mm256_and_si256(q, m4);
    *hi = _mm256_and_si256(_mm256_srli_epi16(q, 4), m4);
    if (five) {
        const __m256i b0 = _mm256_set1_epi8((char)(1 << (2 * j))), b1 = _mm256_set1_epi8((char)(2 << (2 * j)));
        *lo = _mm256_or_si256(*lo, _mm256_and_si256(_mm256_cmpeq_epi8(_mm256_and_si256(hbits, b0), b0), sixteen));
        *hi = _mm256_or_si256(*hi, _mm256_and_si256(_mm256_cmpeq_epi8(_mm256_and_si256(hbits, b1), b1), sixteen));
    }
}

static inline float FN(hsum_i32_to_float)(__m256i v) { return FN(hsum_f8)(_mm256_cvtepi32_ps(v)); }

static inline float FN(dot_q2_k_avx2)(const uint8_t *w, const uint8_t *y, int64_t nb) {
    __m256 acc = _mm256_setzero_ps();
    for (int64_t i = 0; i < nb; i++, w += BYTES_Q2_K, y += BYTES_Q8_K) {
        FN(prefetch_lines_l2)(w + Q8_PREFETCH, BYTES_Q2_K);
        const float dy = f32_at(y);
        const __m128i packed = _mm_loadu_si128((const __m128i *)w);
        const __m128i m4 = _mm_set1_epi8(15);
        const __m256i mins = _mm256_cvtepu8_epi16(_mm_and_si128(_mm_srli_epi16(packed, 4), m4));
        const __m256i scales = _mm256_cvtepu8_epi16(_mm_and_si128(packed, m4));
        const __m256i bsums = _mm256_loadu_si256((const __m256i *)(y + Q8_K_SUMS));
        acc = _mm256_fmadd_ps(_mm256_set1_ps(-dy * FN(h2f)(w + 82)),
                              _mm256_cvtepi32_ps(_mm256_madd_epi16(mins, bsums)), acc);
        __m256i sumi[2] = {_mm256_setzero_si256(), _mm256_setzero_si256()};   /* two chains (dot_q45_k_avx2) */
        for (int c = 0; c < 2; c++) {
            const __m256i sc = FN(both_halves)(c ? _mm256_extracti128_si256(scales, 1) : _mm256_castsi256_si128(scales));
            const __m256i q2 = _mm256_loadu_si256((const __m256i *)(w + 16 + 32 * c));
            for (int k = 0; k < 4; k++) {
                const __m256i codes = _mm256_and_si256(_mm256_srli_epi16(q2, 2 * k), _mm256_set1_epi8(3));
                const __m256i qy = _mm256_loadu_si256((const __m256i *)(y + 4 + 128 * c + 32 * k));
                sumi[c] = FN(scaled_sum)(sumi[c], FN(scale_pair)(sc, k), _mm256_maddubs_epi16(codes, qy));
            }
        }
        const __m256i total = _mm256_add_epi32(sumi[0], sumi[1]);
        acc = _mm256_fmadd_ps(_mm256_set1_ps(dy * FN(h2f)(w + 80)), _mm256_cvtepi32_ps(total), acc);
    }
    return FN(hsum_f8)(acc);
}

/* Q3_K's 16 scales (6 bits, minus 32) as signed bytes, group order */
static inline __m128i FN(q3_k_scales)(const uint8_t *s) {
    uint32_t a[3];
    memcpy(a, s, 12);
    const uint32_t m4 = 0x0f0f0f0f, m2 = 0x03030303;
    const __m128i v = _mm_set_epi32((int)(((a[1] >> 4) & m4) | (((a[2] >> 6) & m2) << 4)),
                                    (int)(((a[0] >> 4) & m4) | (((a[2] >> 4) & m2) << 4)),
                                    (int)((a[1] & m4) | (((a[2] >> 2) & m2) << 4)),
                                    (int)((a[0] & m4) | ((a[2] & m2) << 4)));
    return _mm_sub_epi8(v, _mm_set1_epi8(32));
}

static inline float FN(dot_q3_k_avx2)(const uint8_t *w, const uint8_t *y, int64_t nb) {
    __m256 acc = _mm256_setzero_ps();
    for (int64_t i = 0; i < nb; i++, w += BYTES_Q3_K, y += BYTES_Q8_K) {
        FN(prefetch_lines_l2)(w + Q8_PREFETCH, BYTES_Q3_K);
        const __m256i scales = _mm256_cvtepi8_epi16(FN(q3_k_scales)(w + 96));
        const __m256i hbits = _mm256_loadu_si256((const __m256i *)w);
        __m256i sumi = _mm256_setzero_si256();
        for (int c = 0; c < 2; c++) {
            const __m256i sc = FN(both_halves)(c ? _mm256_extracti128_si256(scales, 1) : _mm256_castsi256_si128(scales));
            const __m256i q3 = _mm256_loadu_si256((const __m256i *)(w + 32 + 32 * c));
            for (int k = 0; k < 4; k++) {
                const __m256i bit = _mm256_set1_epi8((char)(1 << (4 * c + k)));
                const __m256i low = _mm256_and_si256(_mm256_srli_epi16(q3, 2 * k), _mm256_set1_epi8(3));
                /* 4 where the high bit is clear: that code is lowered by 4 */
                const __m256i four = _mm256_and_si256(_mm256_cmpeq_epi8(_mm256_and_si256(hbits, bit), _mm256_setzero_si256()),
                                                      _mm256_set1_epi8(4));
                const __m256i qy = _mm256_loadu_si256((const __m256i *)(y + 4 + 128 * c + 32 * k));
                const __m256i p = _mm256_sub_epi16(_mm256_maddubs_epi16(low, qy), _mm256_maddubs_epi16(four, qy));
                sumi = FN(scaled_sum)(sumi, FN(scale_pair)(sc, k), p);
            }
        }
        acc = _mm256_fmadd_ps(_mm256_set1_ps(f32_at(y) * FN(h2f)(w + 108)), _mm256_cvtepi32_ps(sumi), acc);
    }
    return FN(hsum_f8)(acc);
}

/* Q4_K/Q5_K's 8 scales then 8 mins (6 bits each) as 16 bytes, from the 12 packed ones */
static inline __m128i FN(k4_scales_mins)(const uint8_t *s) {
    uint32_t a[3];
    memcpy(a, s, 12);
    const uint32_t m6 = 0x3f3f3f3f, m4 = 0x0f0f0f0f, m2 = 0x03030303;
    return _mm_set_epi32((int)(((a[2] >> 4) & m4) | (((a[1] >> 6) & m2) << 4)),  /* mins 4..7 */
                         (int)(a[1] & m6),                                       /* mins 0..3 */
                         (int)((a[2] & m4) | (((a[0] >> 6) & m2) << 4)),         /* scales 4..7 */
                         (int)(a[0] & m6));                                      /* scales 0..3 */
}

/* Q4_K / Q5_K's offset term of one super-block added to acc_min: -dy * dmin * (mins . the sums of
 * each 32 activations), those sums being pairwise sums of Q8_K's 16-value sums (sm: the 8 scales,
 * then the 8 mins, as int16). */
static ALWAYS_INLINE __m128 FN(k45_min_term)(const uint8_t *w, const uint8_t *y, __m256i sm, float dy,
                                             __m128 acc_min) {
    const __m256i bsums = _mm256_loadu_si256((const __m256i *)(y + Q8_K_SUMS));
    const __m128i sums32 = _mm_hadd_epi16(_mm256_castsi256_si128(bsums), _mm256_extracti128_si256(bsums, 1));
    const __m128i mins = _mm_madd_epi16(_mm256_extracti128_si256(sm, 1), sums32);
    return _mm_fmadd_ps(_mm_set1_ps(-dy * FN(h2f)(w + 2)), _mm_cvtepi32_ps(mins), acc_min);
}

/* A super-block's eight sub-block products go into two int32 sums (even and odd sub-blocks)
 * added at its end: the same integers, so the result is unchanged, but in the VNNI copies
 * each vpdpwssd waits on the one before it in its own chain only, four deep instead of eight
 * (Zen 4, one thread, 4096 x 3584 rows in L3, min of 300 calls: Q4_K 7.39 -> 6.68 ns a
 * super-block, Q5_K 10.3 -> 9.7; four sums measured 6.97; Q2_K's two halves likewise, 6.4
 * -> 6.0; Q3_K and Q6_K's 512-bit kernel unchanged, so kept as they were). */
static inline float FN(dot_q45_k_avx2)(const uint8_t *w, const uint8_t *y, int64_t nb, int five) {
    const int64_t size = five ? BYTES_Q5_K : BYTES_Q4_K;
    __m256 acc = _mm256_setzero_ps();
    __m128 acc_min = _mm_setzero_ps();
    for (int64_t i = 0; i < nb; i++, w += size, y += BYTES_Q8_K) {
        FN(prefetch_lines_l2)(w + Q8_PREFETCH, size);
        const float dy = f32_at(y);
        const __m256i sm = _mm256_cvtepu8_epi16(FN(k4_scales_mins)(w + 4));
        acc_min = FN(k45_min_term)(w, y, sm, dy, acc_min);
        const __m256i sc = FN(both_halves)(_mm256_castsi256_si128(sm));
        const uint8_t *qs = w + (five ? 48 : 16);
        const __m256i hbits = five ? _mm256_loadu_si256((const __m256i *)(w + 16)) : _mm256_setzero_si256();
        __m256i sumi[2] = {_mm256_setzero_si256(), _mm256_setzero_si256()};
        for (int j = 0; j < 4; j++) {
            __m256i lo, hi;
            FN(k45_codes)(qs, hbits, j, five, &lo, &hi);
            const __m256i ylo = _mm256_loadu_si256((const __m256i *)(y + 4 + 64 * j));
            const __m256i yhi = _mm256_loadu_si256((const __m256i *)(y + 4 + 64 * j + 32));
            sumi[0] = FN(scaled_sum)(sumi[0], FN(scale_one)(sc, 2 * j), _mm256_maddubs_epi16(lo, ylo));
            sumi[1] = FN(scaled_sum)(sumi[1], FN(scale_one)(sc, 2 * j + 1), _mm256_maddubs_epi16(hi, yhi));
        }
        const __m256i total = _mm256_add_epi32(sumi[0], sumi[1]);
        acc = _mm256_fmadd_ps(_mm256_set1_ps(dy * FN(h2f)(w)), _mm256_cvtepi32_ps(total), acc);
    }
    acc_min = _mm_add_ps(acc_min, _mm_movehl_ps(acc_min, acc_min));
    acc_min = _mm_add_ss(acc_min, _mm_movehdup_ps(acc_min));
    return FN(hsum_f8)(acc) + _mm_cvtss_f32(acc_min);
}

static inline float FN(dot_q6_k_avx2)(const uint8_t *w, const uint8_t *y, int64_t nb) {
    __m256 acc = _mm256_setzero_ps();
    for (int64_t i = 0; i < nb; i++, w += BYTES_Q6_K, y += BYTES_Q8_K) {
        FN(prefetch_lines_l2)(w + Q8_PREFETCH, BYTES_Q6_K);
        const __m256i scales = _mm256_cvtepi8_epi16(_mm_loadu_si128((const __m128i *)(w + 192)));
        /* the codes' -32, taken out once: 32 * sum_g(scale_g * bsum_g) */
        const __m256i off = _mm256_madd_epi16(scales, _mm256_loadu_si256((const __m256i *)(y + Q8_K_SUMS)));
        __m256i sumi = _mm256_sub_epi32(_mm256_setzero_si256(), _mm256_slli_epi32(off, 5));
        const __m256i m4 = _mm256_set1_epi8(15), m3 = _mm256_set1_epi8(3);
        for (int h = 0; h < 2; h++) {
            const __m256i sc = FN(both_halves)(h ? _mm256_extracti128_si256(scales, 1) : _mm256_castsi256_si128(scales));
            const __m256i ql0 = _mm256_loadu_si256((const __m256i *)(w + 64 * h));
            const __m256i ql1 = _mm256_loadu_si256((const __m256i *)(w + 64 * h + 32));
            const __m256i qh = _mm256_loadu_si256((const __m256i *)(w + 128 + 32 * h));
            __m256i codes[4];
            codes[0] = _mm256_and_si256(ql0, m4);
            codes[1] = _mm256_and_si256(ql1, m4);
            codes[2] = _mm256_and_si256(_mm256_srli_epi16(ql0, 4), m4);
            codes[3] = _mm256_and_si256(_mm256_srli_epi16(ql1, 4), m4);
            for (int k = 0; k < 4; k++) {
                const __m256i high = _mm256_slli_epi16(_mm256_and_si256(_mm256_srli_epi16(qh, 2 * k), m3), 4);
                const __m256i qy = _mm256_loadu_si256((const __m256i *)(y + 4 + 128 * h + 32 * k));
                const __m256i p = _mm256_maddubs_epi16(_mm256_or_si256(codes[k], high), qy);
                sumi = FN(scaled_sum)(sumi, FN(scale_pair)(sc, k), p);
            }
        }
        acc = _mm256_fmadd_ps(_mm256_set1_ps(f32_at(y) * FN(h2f)(w + 208)), _mm256_cvtepi32_ps(sumi), acc);
    }
    return FN(hsum_f8)(acc);
}

static inline float FN(dot_iq4_xs_avx2)(const uint8_t *w, const uint8_t *y, int64_t nb) {
    __m256 acc = _mm256_setzero_ps();
    for (int64_t i = 0; i < nb; i++, w += BYTES_IQ4_XS, y += BYTES_Q8_K) {
        FN(prefetch_lines_l2)(w + Q8_PREFETCH, BYTES_IQ4_XS);
        const int sh = i16_at(w + 2) & 0xffff;
        __m256i sumi = _mm256_setzero_si256();
        for (int j = 0; j < 8; j++) {
            const int ls = ((w[4 + j / 2] >> (4 * (j % 2))) & 15) | (((sh >> (2 * j)) & 3) << 4);
            const __m256i qx = FN(iq4_levels)(FN(nibbles32)(w + 8 + 16 * j));
            const __m256i qy = _mm256_loadu_si256((const __m256i *)(y + 4 + 32 * j));
            sumi = FN(scaled_sum)(sumi, _mm256_set1_epi16((short)(ls - 32)), FN(mul_signed)(qx, qy));
        }
        acc = _mm256_fmadd_ps(_mm256_set1_ps(FN(h2f)(w) * f32_at(y)), _mm256_cvtepi32_ps(sumi), acc);
    }
    return FN(hsum_f8)(acc);
}

static float FN(dot_q4_k_avx2)(const uint8_t *w, const uint8_t *y, int64_t nb) { return FN(dot_q45_k_avx2)(w, y, nb, 0); }
static float FN(dot_q5_k_avx2)(const uint8_t *w, const uint8_t *y, int64_t nb) { return FN(dot_q45_k_avx2)(w, y, nb, 1); }

#if defined(__AVX512BW__)
/* Q6_K with 512-bit registers (the AVX-512 and VNNI copies): each zmm holds two of the
 * 32-value groups that the 256-bit kernel above takes one at a time, so the unpacking of
 * the 6-bit codes is half as many instructions. A super-block's int32 sums are then the
 * two 256-bit halves added: lane i of that sum holds the same integers as lane i of the
 * 256-bit kernel's (bytes 4i .. 4i+3 of every group, times its scale), and the float steps
 * after it are the same, so each row's result is bit for bit the 256-bit kernel's. On the
 * Sapphire Rapids measured (weights in L2, one thread, min of 150 timings) it took 0.92x
 * the 256-bit kernel's time a block in both copies. Not Q4_K: the same zmm form of its
 * kernel measured 1.01x (VNNI) and 1.09x (AVX-512): its vpmaddubsw and scale products,
 * which the 512-bit form does not make fewer (a zmm one issues on one port, a ymm one on
 * two), bound it, and its nibbles take two instructions to unpack either way. */

/* acc + scales * p over int16 pairs (scaled_sum, 512 bits) */
static inline __m512i FN(scaled_sum512)(__m512i acc, __m512i scales, __m512i p16) {
#if defined(__AVX512VNNI__)
    return _mm512_dpwssd_epi32(acc, scales, p16);
#else
    return _mm512_add_epi32(acc, _mm512_madd_epi16(scales, p16));
#endif
}

/* A vpshufb control that fills 128-bit lane L of a zmm with int16 element e[L] of the same
 * lane (the scales are broadcast to all four lanes first) */
static inline __m512i FN(pick16x4)(int e0, int e1, int e2, int e3) {
#define PICK_WORDS(e) (int)((uint32_t)(2 * (e) + 1) << 24 | (uint32_t)(2 * (e)) << 16 | (uint32_t)(2 * (e) + 1) << 8 | (uint32_t)(2 * (e)))
    const int a = PICK_WORDS(e0), b = PICK_WORDS(e1), c = PICK_WORDS(e2), d = PICK_WORDS(e3);
#undef PICK_WORDS
    return _mm512_set_epi32(d, d, d, d, c, c, c, c, b, b, b, b, a, a, a, a);
}

/* the upper 256 bits of x added to the lower (the int32 sums of a super-block) */
static inline __m256i FN(fold512)(__m512i x) {
    return _mm256_add_epi32(_mm512_castsi512_si256(x), _mm512_extracti64x4_epi64(x, 1));
}

/* v with each 16-bit word of the upper 256 bits shifted right by `shift` (the lower kept) */
#define UPPER_SRLI16(v, shift) _mm512_mask_srli_epi16((v), (__mmask32)0xFFFF0000u, (v), (shift))

/* Q6_K: in half h, the 64 ql bytes in one zmm give the low bits of groups k = 0, 1 (low
 * nibbles) and k = 2, 3 (high nibbles); qh in both halves, the upper one shifted right by 2,
 * gives their high bits: bits 0-1 and 2-3 shifted up to bits 4-5, or bits 4-5 and 6-7 in
 * place. The activations of k = 0, 1 and of k = 2, 3 are 64 bytes each. */
static inline float FN(dot_q6_k_avx512)(const uint8_t *w, const uint8_t *y, int64_t nb) {
    const __m512i m4 = _mm512_set1_epi8(15), m30 = _mm512_set1_epi8(0x30);
    const __m512i pick01 = FN(pick16x4)(0, 1, 2, 3), pick23 = FN(pick16x4)(4, 5, 6, 7);
    __m256 acc = _mm256_setzero_ps();
    for (int64_t i = 0; i < nb; i++, w += BYTES_Q6_K, y += BYTES_Q8_K) {
        FN(prefetch_lines_l2)(w + Q8_PREFETCH, BYTES_Q6_K);
        const __m256i scales = _mm256_cvtepi8_epi16(_mm_loadu_si128((const __m128i *)(w + 192)));
        /* the codes' -32, taken out once: 32 * sum_g(scale_g * bsum_g) */
        const __m256i off = _mm256_madd_epi16(scales, _mm256_loadu_si256((const __m256i *)(y + Q8_K_SUMS)));
        __m512i sumi = _mm512_setzero_si512();
        for (int h = 0; h < 2; h++) {
            const __m512i sc = _mm512_broadcast_i32x4(h ? _mm256_extracti128_si256(scales, 1) : _mm256_castsi256_si128(scales));
            const __m512i ql = _mm512_loadu_si512((const void *)(w + 64 * h));
            const __m512i qh = _mm512_broadcast_i64x4(_mm256_loadu_si256((const __m256i *)(w + 128 + 32 * h)));
            const __m512i qh2 = UPPER_SRLI16(qh, 2);
            const __m512i codes01 = _mm512_or_si512(_mm512_and_si512(ql, m4), _mm512_and_si512(_mm512_slli_epi16(qh2, 4), m30));
            const __m512i codes23 = _mm512_or_si512(_mm512_and_si512(_mm512_srli_epi16(ql, 4), m4), _mm512_and_si512(qh2, m30));
            const __m512i y01 = _mm512_loadu_si512((const void *)(y + 4 + 128 * h));
            const __m512i y23 = _mm512_loadu_si512((const void *)(y + 4 + 128 * h + 64));
            sumi = FN(scaled_sum512)(sumi, _mm512_shuffle_epi8(sc, pick01), _mm512_maddubs_epi16(codes01, y01));
            sumi = FN(scaled_sum512)(sumi, _mm512_shuffle_epi8(sc, pick23), _mm512_maddubs_epi16(codes23, y23));
        }
        const __m256i total = _mm256_sub_epi32(FN(fold512)(sumi), _mm256_slli_epi32(off, 5));
        acc = _mm256_fmadd_ps(_mm256_set1_ps(f32_at(y) * FN(h2f)(w + 208)), _mm256_cvtepi32_ps(total), acc);
    }
    return FN(hsum_f8)(acc);
}
#undef UPPER_SRLI16
#endif
