/* Weight rows interleaved sixteen at a time (book Chapter 40), compiled once per
 * instruction set (FN suffix; included by gemv_q8.h).
 *
 * A file stores a matrix row after row, so a dot product reads one row's blocks and ends
 * in a horizontal sum per row. Q4_0, Q4_1, IQ4_NL, Q5_0, Q5_1 and Q8_0 matrices whose row
 * count is a multiple of 16 are instead repacked once at load (interleave.py) into groups of
 * 16 rows; within a group, block j of all 16 rows lies together, in i16_bytes(kind) bytes
 * (16 blocks' worth: the matrix keeps the file's size):
 *     16 fp16 scales d, row r's at byte 2r;
 *     Q4_1 and Q5_1: 16 fp16 offsets m, row r's at byte 32 + 2r;
 *     Q5_0 and Q5_1: 8 64-bit masks of the fifth bits (at i16_masks(kind)), mask c (c < 4)
 *       with bit 4r + e = bit 4c + e of row r's qh (value 4c + e's), mask 4 + c with bit
 *       4r + e = bit 16 + 4c + e;
 *     then words c of 64 bytes, row r's 4 bytes at 4r: bytes 4c..4c+3 of each row's 16
 *       nibble bytes (4 words), or of Q8_0's 32 codes, stored + 128 (8 words).
 * The low nibbles of word c are values 4c..4c+3 of each row's block and the high nibbles
 * values 16 + 4c..16 + 4c + 3 (Q8_0's bytes are values 4c..4c+3), so a vector of word c
 * against one activation word
 * broadcast to every lane adds four products to each of 16 rows' int32 sums (vpdpbusd),
 * a mask register adds Q5_0's fifth bits to 64 codes at once, and the 16 scales convert
 * in one instruction (llama.cpp's repacked Q4_0x8 and ik_llama.cpp's _R8 layouts rest on
 * the same idea).
 *
 * i16_dot computes, per row r, the sum over blocks of (d_w d_y) * isum, isum the exact
 * int32 dot of the block's codes, in block order with one fused multiply-add per block:
 * the order of llama.cpp's reference vec_dot (Q4_1 and Q5_1 then add m_w s_y, their Q8_1
 * activation block's stored d_y * sum(q_y), by a second fused multiply-add). Every copy
 * (scalar, AVX2, AVX-512, VNNI) forms the same integers and the same float steps, so their
 * results agree bit for bit.
 */
#define I16_ROWS 16
#define I16_MINS 32   /* Q4_1's / Q5_1's 16 fp16 offsets m, right after the 16 scales */

#ifndef I16_SHARED
#define I16_SHARED
/* The interleaved layout's kinds: the codes of Q4_0 (value code - 8), IQ4_NL (value
 * IQ4_LEVELS[code]), Q5_0 (nibble | fifth bit << 4, value code - 16), Q8_0 (stored as
 * value + 128, so bytes, not nibbles: 8 words of 4 values), Q4_1 and Q5_1 (value d * code +
 * m, against Q8_1 activations); -1 for other types. */
enum { I16_Q4_0, I16_IQ4_NL, I16_Q5_0, I16_Q8_0, I16_Q4_1, I16_Q5_1 };
static inline int i16_kind(int type) {
    return type == T_Q4_0 ? I16_Q4_0 : type == T_IQ4_NL ? I16_IQ4_NL : type == T_Q5_0 ? I16_Q5_0
         : type == T_Q8_0 ? I16_Q8_0 : type == T_Q4_1 ? I16_Q4_1 : type == T_Q5_1 ? I16_Q5_1 : -1;
}
/* 1 when N rows of `type` can lie in the 16-row groups */
static inline int i16_fits(int type, int64_t N) { return i16_kind(type) >= 0 && N % I16_ROWS == 0; }
/* the kinds with an offset m (and Q8_1 activations), the kinds with fifth bits */
static inline int i16_has_m(int kind) { return kind == I16_Q4_1 || kind == I16_Q5_1; }
static inline int i16_five(int kind) { return kind == I16_Q5_0 || kind == I16_Q5_1; }
/* a file block's bytes; those of one block of a group's 16 rows; where its masks and its
 * words start; where a file block keeps its fifth bits (qh) */
static inline int64_t i16_block(int kind) {
    return kind == I16_Q8_0 ? 34 : 18 + 2 * i16_has_m(kind) + 4 * i16_five(kind);
}
static inline int64_t i16_bytes(int kind) { return 16 * i16_block(kind); }
static inline int64_t i16_masks(int kind) { return I16_MINS + 32 * i16_has_m(kind); }
static inline int64_t i16_words(int kind) { return i16_masks(kind) + 64 * i16_five(kind); }
static inline int64_t i16_qh(int kind) { return 2 + 2 * i16_has_m(kind); }
/* 4-byte words of codes per block: Q8_0's 32 bytes, else 16 nibble bytes */
static inline int i16_n_words(int kind) { return kind == I16_Q8_0 ? 8 : 4; }

/* The code of value 4c + e (high: 16 + 4c + e) of row r in one block w of a nibble kind,
 * its fifth bit included for the Q5 kinds: the scalar loops' reading of the layout. */
static inline int i16_code(int kind, const uint8_t *w, int r, int c, int e, int high) {
    const uint8_t b = w[i16_words(kind) + 64 * c + 4 * r + e];
    int code = high ? b >> 4 : b & 15;
    if (i16_five(kind))
        code |= (w[i16_masks(kind) + 32 * high + 8 * c + (4 * r + e) / 8] >> ((4 * r + e) % 8) & 1) << 4;
    return code;
}

/* Word c's 4 bytes of a file block b (its codes' bytes 4c..4c+3; Q8_0's + 128), and back. */
static inline uint32_t i16_word_of(int kind, const uint8_t *b, int c) {
    const int64_t block = i16_block(kind);
    const uint32_t w = u32_at(b + block - (kind == I16_Q8_0 ? 32 : 16) + 4 * c);
    return kind == I16_Q8_0 ? w ^ 0x80808080u : w;
}
static inline void i16_word_to(int kind, uint8_t *b, int c, uint32_t w) {
    const int64_t block = i16_block(kind);
    if (kind == I16_Q8_0) w ^= 0x80808080u;
    memcpy(b + block - (kind == I16_Q8_0 ? 32 : 16) + 4 * c, &w, 4);
}

/* Row r (0..15) of an interleaved group of nb blocks of `type` -> its nb blocks as the file
 * stores them, at dst. */
static inline void i16_row(int type, const uint8_t *group, int64_t nb, int r, uint8_t *dst) {
    const int kind = i16_kind(type);
    const int64_t bytes = i16_bytes(kind), words = i16_words(kind), block = i16_block(kind);
    const int n_words = i16_n_words(kind);
    for (int64_t j = 0; j < nb; j++, group += bytes, dst += block) {
        memcpy(dst, group + 2 * r, 2);
        if (i16_has_m(kind)) memcpy(dst + 2, group + I16_MINS + 2 * r, 2);
        if (i16_five(kind)) {
            uint32_t qh = 0;
            for (int half = 0; half < 2; half++)
                for (int c = 0; c < 4; c++) {
                    uint64_t mask;
                    memcpy(&mask, group + i16_masks(kind) + 8 * (4 * half + c), 8);
                    qh |= (uint32_t)((mask >> (4 * r)) & 15) << (16 * half + 4 * c);
                }
            memcpy(dst + i16_qh(kind), &qh, 4);
        }
        for (int c = 0; c < n_words; c++) i16_word_to(kind, dst, c, u32_at(group + words + 64 * c + 4 * r));
    }
}

/* The N file rows of `type` at src (row_bytes apart, nb blocks each; N a multiple of 16)
 * -> the interleaved layout at dst (N * row_bytes bytes); i16_row undoes it. */
static inline void i16_pack(int type, const uint8_t *src, int64_t N, int64_t row_bytes, uint8_t *dst,
                            int nthreads) {
    const int kind = i16_kind(type);
    const int64_t bytes = i16_bytes(kind), words = i16_words(kind), block = i16_block(kind);
    const int64_t nb = row_bytes / block, groups = N / I16_ROWS;
    const int n_words = i16_n_words(kind);
#pragma omp parallel for num_threads(nthreads) schedule(static) if (nthreads > 1)
    for (int64_t g = 0; g < groups; g++)
        for (int64_t j = 0; j < nb; j++) {
            uint8_t *out = dst + g * I16_ROWS * row_bytes + j * bytes;
            uint64_t masks[8] = {0};
            for (int r = 0; r < I16_ROWS; r++) {
                const uint8_t *b = src + (g * I16_ROWS + r) * row_bytes + j * block;
                memcpy(out + 2 * r, b, 2);
                if (i16_has_m(kind)) memcpy(out + I16_MINS + 2 * r, b + 2, 2);
                if (i16_five(kind)) {
                    const uint32_t qh = u32_at(b + i16_qh(kind));
                    for (int m = 0; m < 8; m++) masks[m] |= (uint64_t)((qh >> (4 * m)) & 15) << (4 * r);
                }
                for (int c = 0; c < n_words; c++) {
                    const uint32_t w = i16_word_of(kind, b, c);
                    memcpy(out + words + 64 * c + 4 * r, &w, 4);
                }
            }
            if (i16_five(kind)) memcpy(out + i16_masks(kind), masks, sizeof masks);
        }
}
#endif
/* read ahead this far (the stream crosses groups) */
#define I16_PREFETCH(kind) (4 * i16_bytes(kind))

/* The sum of 32 int8 codes at q (the tiled GEMM's activation groups take it too). */
static inline int FN(sum32_i8)(const uint8_t *q) {
#if defined(__AVX2__)
    const __m256i p = _mm256_madd_epi16(_mm256_maddubs_epi16(_mm256_set1_epi8(1), _mm256_loadu_si256((const __m256i *)q)),
                                        _mm256_set1_epi16(1));
    __m128i h = _mm_add_epi32(_mm256_castsi256_si128(p), _mm256_extracti128_si256(p, 1));
    h = _mm_add_epi32(h, _mm_unpackhi_epi64(h, h));
    return _mm_cvtsi128_si32(_mm_add_epi32(h, _mm_shuffle_epi32(h, 1)));
#else
    int s = 0;
    for (int i = 0; i < 32; i++) s += (int8_t)q[i];
    return s;
#endif
}

/* sums[j] = the sum of the 32 codes of Q8_0 block j of y (nb blocks). */
static inline void FN(q8_0_sums)(const uint8_t *y, int64_t nb, int32_t *sums) {
    for (int64_t j = 0; j < nb; j++, y += BYTES_Q8_0) sums[j] = FN(sum32_i8)(y + 2);
}

#if defined(__AVX2__)
/* Word c of half h (rows 8h..8h+7) of an interleaved block w of a nibble kind: the codes
 * of values 4c..4c+3 (lo) and 16 + 4c..16 + 4c + 3 (hi) of each row as bytes, the fifth
 * bits added for the Q5 kinds. */
static ALWAYS_INLINE void FN(i16_codes8)(int kind, const uint8_t *w, int c, int h, __m256i *lo, __m256i *hi) {
    const __m256i m4 = _mm256_set1_epi8(15), sixteen = _mm256_set1_epi8(16);
    const __m256i v = _mm256_loadu_si256((const __m256i *)(w + i16_words(kind) + 64 * c + 32 * h));
    *lo = _mm256_and_si256(v, m4);
    *hi = _mm256_and_si256(_mm256_srli_epi16(v, 4), m4);
    if (i16_five(kind)) {       /* this half's 32 bits of each mask */
        const int64_t masks = i16_masks(kind);
        *lo = _mm256_or_si256(*lo, _mm256_and_si256(FN(bits32)(u32_at(w + masks + 8 * c + 4 * h)), sixteen));
        *hi = _mm256_or_si256(*hi, _mm256_and_si256(FN(bits32)(u32_at(w + masks + 32 + 8 * c + 4 * h)), sixteen));
    }
}

/* acc + the int32 lanes of lo . ylo + hi . yhi for unsigned codes lo, hi: with VNNI two
 * vpdpbusd (any byte codes: the VNNI copies' IQ4_NL levels + 128 too); without, codes <= 31,
 * whose two int16 pair sums add without overflow (at most 2 * 2 * 31 * 127) before one
 * widening, the same integers. */
static ALWAYS_INLINE __m256i FN(i16_pairs)(__m256i acc, __m256i lo, __m256i hi, __m256i ylo, __m256i yhi) {
#if defined(__AVX512VNNI__) || defined(__AVXVNNI__)
    return _mm256_dpbusd_epi32(_mm256_dpbusd_epi32(acc, lo, ylo), hi, yhi);
#else
    const __m256i p = _mm256_add_epi16(_mm256_maddubs_epi16(lo, ylo), _mm256_maddubs_epi16(hi, yhi));
    return _mm256_add_epi32(acc, _mm256_madd_epi16(p, _mm256_set1_epi16(1)));
#endif
}
#endif

/* out[r] = row r of an interleaved Q4_1 or Q5_1 group w (nb blocks) . the Q8_1 row y (d_y,
 * then s_y = d_y * sum(q_y) as llama.cpp stores it, then 32 codes), for r < 16. The codes
 * are unsigned (0..15, Q5_1's 0..31 with the fifth bit from its masks), so vpmaddubsw takes
 * them as they are (i16_pairs; vpdpbusd in the VNNI copies: 1536 x 576, one row, one thread,
 * Zen 4, Q4_1 37.0 -> 35.8 us, Q5_1 44.8 -> 43.6). Every SIMD copy compiles this AVX2 loop
 * (there is no 512-bit one for these two), and its results are the scalar loop's bit for bit. */
static ALWAYS_INLINE void FN(i16_dot_m)(int kind, const uint8_t *w, int64_t nb, const uint8_t *y, float *out) {
    const int64_t bytes = i16_bytes(kind);
#if defined(__AVX2__)
    __m256 acc[2] = {_mm256_setzero_ps(), _mm256_setzero_ps()};
    for (int64_t j = 0; j < nb; j++, w += bytes, y += BYTES_Q8_1) {
        FN(prefetch_lines)(w + I16_PREFETCH(kind), bytes);
        const __m256 dy = _mm256_set1_ps(FN(h2f)(y)), sy = _mm256_set1_ps(FN(h2f)(y + 2));
        for (int h = 0; h < 2; h++) {
            __m256i isum = _mm256_setzero_si256();
            for (int c = 0; c < 4; c++) {
                __m256i lo, hi;
                FN(i16_codes8)(kind, w, c, h, &lo, &hi);
                isum = FN(i16_pairs)(isum, lo, hi, _mm256_set1_epi32((int)u32_at(y + 4 + 4 * c)),
                                     _mm256_set1_epi32((int)u32_at(y + 20 + 4 * c)));
            }
            const __m256 d = _mm256_mul_ps(_mm256_cvtph_ps(_mm_loadu_si128((const __m128i *)(w + 16 * h))), dy);
            const __m256 m = _mm256_cvtph_ps(_mm_loadu_si128((const __m128i *)(w + I16_MINS + 16 * h)));
            acc[h] = _mm256_fmadd_ps(m, sy, _mm256_fmadd_ps(d, _mm256_cvtepi32_ps(isum), acc[h]));
        }
    }
    _mm256_storeu_ps(out, acc[0]);
    _mm256_storeu_ps(out + 8, acc[1]);
#else
    float acc[I16_ROWS] = {0};
    for (int64_t j = 0; j < nb; j++, w += bytes, y += BYTES_Q8_1) {
        const int8_t *q = (const int8_t *)(y + 4);
        const float dy = FN(h2f)(y), sy = FN(h2f)(y + 2);
        for (int r = 0; r < I16_ROWS; r++) {
            int isum = 0;
            for (int c = 0; c < 4; c++)
                for (int e = 0; e < 4; e++)
                    isum += i16_code(kind, w, r, c, e, 0) * q[4 * c + e] + i16_code(kind, w, r, c, e, 1) * q[16 + 4 * c + e];
            acc[r] = fmaf(FN(h2f)(w + I16_MINS + 2 * r), sy, fmaf(FN(h2f)(w + 2 * r) * dy, (float)isum, acc[r]));
        }
    }
    memcpy(out, acc, sizeof acc);
#endif
}

/* out[r] = row r of the interleaved group w (nb blocks of the layout's `kind`) . the Q8_0
 * row y, for r < 16; ysum: q8_0_sums of y. kind is a constant at each call (i16_dot).
 * (Two groups a call, sharing each broadcast activation word, measured slower: the two
 * streams defeat the prefetchers.) */
static ALWAYS_INLINE void FN(i16_dot_t)(int kind, const uint8_t *w, int64_t nb, const uint8_t *y,
                                        const int32_t *ysum, float *out) {
    const int iq4 = kind == I16_IQ4_NL, five = kind == I16_Q5_0;
    const int64_t bytes = i16_bytes(kind);
#if defined(__AVX512F__)
    const int64_t words = i16_words(kind);
    /* 16 rows, one per int32 lane. The codes go in unsigned: Q4_0's code c (value c - 8) as
     * it is, -8 sum(y) taken back; Q5_0's (value c - 16) likewise with -16 sum(y); with VNNI
     * IQ4_NL's level v as v + 128 (1..241), -128 sum(y) taken back; without VNNI vpmaddubsw
     * would saturate there, so IQ4_NL multiplies |v| by y with v's sign moved onto y (pairs
     * at most 2 * 127 * 127). */
    const __m512i m4 = _mm512_set1_epi8(15), sixteen = _mm512_set1_epi8(16);
#if defined(__AVX512VNNI__)
    const __m512i table = _mm512_xor_si512(
        _mm512_broadcast_i32x4(_mm_loadu_si128((const __m128i *)IQ4_LEVELS)), _mm512_set1_epi8((char)0x80));
    const int bias = iq4 ? 128 : five ? 16 : 8;
#define I16_DOT(acc, u, y4) _mm512_dpbusd_epi32(acc, u, y4)
#define I16_Q8_BIAS (-128)
#else
#define I16_Q8_BIAS 0
    const __m512i table = _mm512_broadcast_i32x4(_mm_loadu_si128((const __m128i *)IQ4_LEVELS));
    const int bias = iq4 ? 0 : five ? 16 : 8;
#define I16_DOT(acc, u, y4)                                                                          \
    (iq4 ? _mm512_add_epi32(acc, _mm512_madd_epi16(_mm512_maddubs_epi16(_mm512_abs_epi8(u),           \
                                                                        _mm512_mask_sub_epi8(y4, _mm512_movepi8_mask(u), _mm512_setzero_si512(), y4)), \
                                                   _mm512_set1_epi16(1)))                            \
         : _mm512_add_epi32(acc, _mm512_madd_epi16(_mm512_maddubs_epi16(u, y4), _mm512_set1_epi16(1))))
#endif
    __m512 acc = _mm512_setzero_ps();
    if (kind == I16_Q8_0) {     /* 8 words of bytes (value + 128); two sums of 4 words each */
        const __m512i flip = _mm512_set1_epi8((char)0x80);
        for (int64_t j = 0; j < nb; j++, w += bytes, y += BYTES_Q8_0) {
            FN(prefetch_lines)(w + I16_PREFETCH(kind), bytes);
            __m512i sum[2] = {_mm512_set1_epi32(I16_Q8_BIAS * ysum[j]), _mm512_setzero_si512()};
            for (int c = 0; c < 8; c++) {
                const __m512i v = _mm512_loadu_si512((const void *)(w + 32 + 64 * c));
                const __m512i y4 = _mm512_set1_epi32((int)u32_at(y + 2 + 4 * c));
#if defined(__AVX512VNNI__)
                (void)flip;
                sum[c & 1] = _mm512_dpbusd_epi32(sum[c & 1], v, y4);
#else
                const __m512i q = _mm512_xor_si512(v, flip);        /* the signed values */
                const __m512i ys = _mm512_mask_sub_epi8(y4, _mm512_movepi8_mask(q), _mm512_setzero_si512(), y4);
                sum[c & 1] = _mm512_add_epi32(sum[c & 1], _mm512_madd_epi16(_mm512_maddubs_epi16(_mm512_abs_epi8(q), ys),
                                                                             _mm512_set1_epi16(1)));
#endif
            }
            const __m512 d = _mm512_mul_ps(_mm512_cvtph_ps(_mm256_loadu_si256((const __m256i *)w)),
                                           _mm512_set1_ps(FN(h2f)(y)));
            acc = _mm512_fmadd_ps(d, _mm512_cvtepi32_ps(_mm512_add_epi32(sum[0], sum[1])), acc);
        }
        _mm512_storeu_ps(out, acc);
        return;
    }
    for (int64_t j = 0; j < nb; j++, w += bytes, y += BYTES_Q8_0) {
        FN(prefetch_lines)(w + I16_PREFETCH(kind), bytes);
        __m512i lo_sum = _mm512_set1_epi32(-bias * ysum[j]), hi_sum = _mm512_setzero_si512();
        for (int c = 0; c < 4; c++) {
            const __m512i v = _mm512_loadu_si512((const void *)(w + words + 64 * c));
            __m512i lo = _mm512_and_si512(v, m4), hi = _mm512_and_si512(_mm512_srli_epi16(v, 4), m4);
            if (iq4) {
                lo = _mm512_shuffle_epi8(table, lo);
                hi = _mm512_shuffle_epi8(table, hi);
            }
            if (five) {
                lo = _mm512_mask_add_epi8(lo, _load_mask64((__mmask64 *)(w + 32 + 8 * c)), lo, sixteen);
                hi = _mm512_mask_add_epi8(hi, _load_mask64((__mmask64 *)(w + 64 + 8 * c)), hi, sixteen);
            }
            lo_sum = I16_DOT(lo_sum, lo, _mm512_set1_epi32((int)u32_at(y + 2 + 4 * c)));
            hi_sum = I16_DOT(hi_sum, hi, _mm512_set1_epi32((int)u32_at(y + 18 + 4 * c)));
        }
        const __m512 d = _mm512_mul_ps(_mm512_cvtph_ps(_mm256_loadu_si256((const __m256i *)w)),
                                       _mm512_set1_ps(FN(h2f)(y)));
        acc = _mm512_fmadd_ps(d, _mm512_cvtepi32_ps(_mm512_add_epi32(lo_sum, hi_sum)), acc);
    }
    _mm512_storeu_ps(out, acc);
#undef I16_DOT
#undef I16_Q8_BIAS
#elif defined(__AVX2__) && defined(__AVXVNNI__)
    /* two halves of 8 rows; the 512-bit VNNI copy's codes, biases and vpdpbusd */
    const __m256i table = _mm256_xor_si256(
        _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)IQ4_LEVELS)), _mm256_set1_epi8((char)0x80));
    const int bias = kind == I16_Q8_0 || iq4 ? 128 : five ? 16 : 8;
    __m256 acc[2] = {_mm256_setzero_ps(), _mm256_setzero_ps()};
    for (int64_t j = 0; j < nb; j++, w += bytes, y += BYTES_Q8_0) {
        FN(prefetch_lines)(w + I16_PREFETCH(kind), bytes);
        const __m256 dy = _mm256_set1_ps(FN(h2f)(y));
        for (int h = 0; h < 2; h++) {
            __m256i isum = _mm256_set1_epi32(-bias * ysum[j]);
            if (kind == I16_Q8_0)   /* 8 words of bytes, value + 128 */
                for (int c = 0; c < 8; c++)
                    isum = _mm256_dpbusd_epi32(isum, _mm256_loadu_si256((const __m256i *)(w + 32 + 64 * c + 32 * h)),
                                               _mm256_set1_epi32((int)u32_at(y + 2 + 4 * c)));
            for (int c = 0; c < 4 && kind != I16_Q8_0; c++) {
                __m256i lo, hi;
                FN(i16_codes8)(kind, w, c, h, &lo, &hi);
                if (iq4) {
                    lo = _mm256_shuffle_epi8(table, lo);
                    hi = _mm256_shuffle_epi8(table, hi);
                }
                isum = FN(i16_pairs)(isum, lo, hi, _mm256_set1_epi32((int)u32_at(y + 2 + 4 * c)),
                                     _mm256_set1_epi32((int)u32_at(y + 18 + 4 * c)));
            }
            const __m256 d = _mm256_mul_ps(_mm256_cvtph_ps(_mm_loadu_si128((const __m128i *)(w + 16 * h))), dy);
            acc[h] = _mm256_fmadd_ps(d, _mm256_cvtepi32_ps(isum), acc[h]);
        }
    }
    _mm256_storeu_ps(out, acc[0]);
    _mm256_storeu_ps(out + 8, acc[1]);
#elif defined(__AVX2__)
    /* two halves of 8 rows; vpmaddubsw with Q4_0's and Q5_0's unsigned codes (-8 or -16
     * sum(y) taken back), IQ4_NL's signed levels by the sign trick */
    const __m256i ones = _mm256_set1_epi16(1);
    const __m256i table = _mm256_broadcastsi128_si256(_mm_loadu_si128((const __m128i *)IQ4_LEVELS));
    __m256 acc[2] = {_mm256_setzero_ps(), _mm256_setzero_ps()};
    if (kind == I16_Q8_0) {     /* the signed values (stored + 128) by the sign trick */
        const __m256i flip = _mm256_set1_epi8((char)0x80);
        for (int64_t j = 0; j < nb; j++, w += bytes, y += BYTES_Q8_0) {
            const __m256 dy = _mm256_set1_ps(FN(h2f)(y));
            for (int h = 0; h < 2; h++) {
                __m256i isum = _mm256_setzero_si256();
                for (int c = 0; c < 8; c++) {
                    const __m256i q = _mm256_xor_si256(_mm256_loadu_si256((const __m256i *)(w + 32 + 64 * c + 32 * h)), flip);
                    const __m256i y4 = _mm256_sign_epi8(_mm256_set1_epi32((int)u32_at(y + 2 + 4 * c)), q);
                    isum = _mm256_add_epi32(isum, _mm256_madd_epi16(_mm256_maddubs_epi16(_mm256_abs_epi8(q), y4), ones));
                }
                const __m256 d = _mm256_mul_ps(_mm256_cvtph_ps(_mm_loadu_si128((const __m128i *)(w + 16 * h))), dy);
                acc[h] = _mm256_fmadd_ps(d, _mm256_cvtepi32_ps(isum), acc[h]);
            }
        }
        _mm256_storeu_ps(out, acc[0]);
        _mm256_storeu_ps(out + 8, acc[1]);
        return;
    }
    for (int64_t j = 0; j < nb; j++, w += bytes, y += BYTES_Q8_0) {
        const __m256 dy = _mm256_set1_ps(FN(h2f)(y));
        for (int h = 0; h < 2; h++) {
            __m256i isum = _mm256_set1_epi32(iq4 ? 0 : (five ? -16 : -8) * ysum[j]);
            for (int c = 0; c < 4; c++) {
                __m256i lo, hi;
                FN(i16_codes8)(kind, w, c, h, &lo, &hi);
                __m256i ylo = _mm256_set1_epi32((int)u32_at(y + 2 + 4 * c));
                __m256i yhi = _mm256_set1_epi32((int)u32_at(y + 18 + 4 * c));
                if (iq4) {
                    lo = _mm256_shuffle_epi8(table, lo);
                    hi = _mm256_shuffle_epi8(table, hi);
                    ylo = _mm256_sign_epi8(ylo, lo);
                    yhi = _mm256_sign_epi8(yhi, hi);
                    isum = _mm256_add_epi32(isum, _mm256_madd_epi16(_mm256_maddubs_epi16(_mm256_abs_epi8(lo), ylo), ones));
                    isum = _mm256_add_epi32(isum, _mm256_madd_epi16(_mm256_maddubs_epi16(_mm256_abs_epi8(hi), yhi), ones));
                } else {
                    isum = FN(i16_pairs)(isum, lo, hi, ylo, yhi);
                }
            }
            const __m256 d = _mm256_mul_ps(_mm256_cvtph_ps(_mm_loadu_si128((const __m128i *)(w + 16 * h))), dy);
            acc[h] = _mm256_fmadd_ps(d, _mm256_cvtepi32_ps(isum), acc[h]);
        }
    }
    _mm256_storeu_ps(out, acc[0]);
    _mm256_storeu_ps(out + 8, acc[1]);
#else
    (void)ysum;
    float acc[I16_ROWS] = {0};
    for (int64_t j = 0; j < nb; j++, w += bytes, y += BYTES_Q8_0) {
        const int8_t *q = (const int8_t *)(y + 2);   /* the activation's codes */
        const float dy = FN(h2f)(y);
        for (int r = 0; r < I16_ROWS; r++) {
            int isum = 0;
            if (kind == I16_Q8_0)
                for (int i = 0; i < 32; i++) isum += (int8_t)(w[32 + 64 * (i / 4) + 4 * r + i % 4] ^ 0x80) * q[i];
            for (int c = 0; c < 4 && kind != I16_Q8_0; c++)
                for (int e = 0; e < 4; e++) {
                    int lo = i16_code(kind, w, r, c, e, 0), hi = i16_code(kind, w, r, c, e, 1);
                    lo = iq4 ? IQ4_LEVELS[lo] : lo - (five ? 16 : 8);
                    hi = iq4 ? IQ4_LEVELS[hi] : hi - (five ? 16 : 8);
                    isum += lo * q[4 * c + e] + hi * q[16 + 4 * c + e];
                }
            acc[r] = fmaf(FN(h2f)(w + 2 * r) * dy, (float)isum, acc[r]);
        }
    }
    memcpy(out, acc, sizeof acc);
#endif
}

static void FN(i16_dot)(int type, const uint8_t *w, int64_t nb, const uint8_t *y, const int32_t *ysum,
                        float *out) {
    switch (i16_kind(type)) {
    case I16_Q4_1: FN(i16_dot_m)(I16_Q4_1, w, nb, y, out); break;
    case I16_Q5_1: FN(i16_dot_m)(I16_Q5_1, w, nb, y, out); break;
    case I16_IQ4_NL: FN(i16_dot_t)(I16_IQ4_NL, w, nb, y, ysum, out); break;
    case I16_Q5_0: FN(i16_dot_t)(I16_Q5_0, w, nb, y, ysum, out); break;
    case I16_Q8_0: FN(i16_dot_t)(I16_Q8_0, w, nb, y, ysum, out); break;
    default: FN(i16_dot_t)(I16_Q4_0, w, nb, y, ysum, out);
    }
}

/* out[m * ldo + n] = W[n] . xq[m] for an interleaved W (N rows, a multiple of 16), M
 * quantized rows xq_bytes apart (Q8_1 for Q4_1 and Q5_1, else Q8_0): each group of 16
 * rows against every row, the groups split among the threads. */
static int FN(gemm_i16)(const uint8_t *xq, int64_t M, int64_t K, const uint8_t *w, int64_t N, int type,
                        float *out, int nthreads) {
    const int q8_1 = i16_has_m(i16_kind(type));
    const int64_t nb = K / 32, xq_bytes = nb * (q8_1 ? BYTES_Q8_1 : BYTES_Q8_0), groups = N / I16_ROWS;
    int32_t *sums = malloc((size_t)(M * nb) * sizeof(int32_t) + 64);
    if (!sums) return -1;
    for (int64_t m = 0; m < M && !q8_1; m++) FN(q8_0_sums)(xq + m * xq_bytes, nb, sums + m * nb);
    const int64_t gstride = nb * i16_bytes(i16_kind(type));                /* bytes of a group */
#pragma omp parallel for num_threads(nthreads) schedule(guided) if (nthreads > 1)   /* see step_matmul.h */
    for (int64_t g = 0; g < groups; g++)
        for (int64_t m = 0; m < M; m++)
            FN(i16_dot)(type, w + g * gstride, nb, xq + m * xq_bytes, sums + m * nb, out + m * N + g * I16_ROWS);
    free(sums);
    return 0;
}
