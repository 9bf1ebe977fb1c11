/* GGML block decoders, one per type, writing what gguf-py's numpy code computes: the
 * exact decoders, and the scalar reference every faster path of this library is tested
 * against.
 *
 * Included once per instruction-set copy (gemm_body.h), so the same plain loops compile to
 * scalar, AVX2 and AVX-512 code; FN(name) gives each copy its own suffix, and the type
 * table (ggml_types.h) names each decoder FN(dec_<TYPE>). Each decoder takes n blocks at
 * x and writes n * weights floats at y; products and sums are the ones gguf-py's
 * `dequantize_blocks` evaluates, in its order, in float32. That holds because the
 * library is compiled with -ffp-contract=off and without -ffast-math (build.py): a fused
 * multiply-add or a reordered sum would round differently.
 * `#if defined(__AVX2__)` marks the intrinsics the AVX2 and AVX-512 copies use in place of
 * a plain loop the compiler vectorises poorly; the plain loop beside each is what the
 * scalar copy runs (tests compare all copies). Their 8-float stores go through FN(put8).
 *
 * NaNs: a NaN scale gives the NaN numpy gives (a signalling half NaN keeps its bits on
 * conversion, as in numpy). Where two NaNs meet in a sum (Q4_1's d*q + m with d and m
 * both NaN), which payload survives depends on the instruction's operand order; neither
 * the compiler nor numpy fixes it (numpy's own choice changes with the loop length), so
 * only that payload may differ.
 */

/* ---------------------------------------------------------------- helpers */

/* Each decoder stays a function of its own, compiled as if alone: inlined together into
 * one switch (decode_run), several lost their vectorisation (F16 ran 13x slower). */
#define DECODER __attribute__((noinline))

/* An f16 field as float32: the F16C instruction where the copy has it, else
 * half_to_f32_one. They differ only in the quiet bit of a signalling NaN, which F16C sets:
 * every decoder multiplies (or adds) its scales before storing anything, and that
 * arithmetic quiets such a NaN whichever way it came in, so a decoded weight has numpy's
 * bits either way (F16 elements, stored as they are, take half_to_f32's bits). */
static inline float FN(half)(uint16_t h) {
#if defined(__F16C__)
    return _cvtsh_ss(h);
#else
    return half_to_f32_one(h);
#endif
}

static inline float FN(h2f)(const uint8_t *p) { return FN(half)(u16_at(p)); }

/* Byte-lane code builders and the float stores of the AVX2 copy. They compute exactly the
 * scalar loops' values: codes as small integers, then one float product (and sum). */
#if defined(__AVX2__)
static inline void FN(put8)(float *restrict y, __m256 v) { _mm256_storeu_ps(y, v); }

static inline __m256i FN(bytes32)(const uint8_t *p) { return _mm256_loadu_si256((const __m256i *)p); }

/* 16 bytes -> 32 byte lanes: the low nibbles (weights 0..15), then the high ones (16..31). */
static inline __m256i FN(nibbles32)(const uint8_t *p) {
    const __m128i v = _mm_loadu_si128((const __m128i *)p);
    return _mm256_and_si256(_mm256_set_m128i(_mm_srli_epi16(v, 4), v), _mm256_set1_epi8(15));
}

/* u32 -> 32 byte lanes, 0xFF where bit j of `bits` is set (lane j): one vpmovm2b where
 * the copy has AVX-512BW/VL (the bits are a byte mask as they stand), else a broadcast,
 * a shuffle of each byte to its 8 lanes and a compare against each lane's bit. */
static inline __m256i FN(bits32)(uint32_t bits) {
#if defined(__AVX512BW__) && defined(__AVX512VL__)
    return _mm256_movm_epi8((__mmask32)bits);
#else
    const __m256i pick = _mm256_setr_epi8(0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1,
                                          2, 2, 2, 2, 2, 2, 2, 2, 3, 3, 3, 3, 3, 3, 3, 3);
    const __m256i bit = _mm256_set1_epi64x(0x8040201008040201LL);
    const __m256i v = _mm256_and_si256(_mm256_shuffle_epi8(_mm256_set1_epi32((int)bits), pick), bit);
    return _mm256_cmpeq_epi8(v, bit);
#endif
}

/* The four groups of 8 int8 lanes of `codes` as floats. */
static inline void FN(floats32)(__m256 f[4], __m256i codes) {
    const __m128i lo = _mm256_castsi256_si128(codes), hi = _mm256_extracti128_si256(codes, 1);
    f[0] = _mm256_cvtepi32_ps(_mm256_cvtepi8_epi32(lo));
    f[1] = _mm256_cvtepi32_ps(_mm256_cvtepi8_epi32(_mm_srli_si128(lo, 8)));
    f[2] = _mm256_cvtepi32_ps(_mm256_cvtepi8_epi32(hi));
    f[3] = _mm256_cvtepi32_ps(_mm256_cvtepi8_epi32(_mm_srli_si128(hi, 8)));
}

#if defined(__AVX512F__)
/* 32 int8 codes as two 16-float halves: the AVX-512 copy's spelling of the three stores
 * below, with the same products and sums. */
static inline void FN(floats32x2)(__m512 f[2], __m256i codes) {
    f[0] = _mm512_cvtepi32_ps(_mm512_cvtepi8_epi32(_mm256_castsi256_si128(codes)));
    f[1] = _mm512_cvtepi32_ps(_mm512_cvtepi8_epi32(_mm256_extracti128_si256(codes, 1)));
}
#endif

/* 32 int8 codes -> o[0..16) = s0 * code, o[16..32) = s1 * code. */
static inline void FN(scaled32)(float *restrict o, __m256i codes, float s0, float s1) {
#if defined(__AVX512F__)
    __m512 f[2];
    FN(floats32x2)(f, codes);
    _mm512_storeu_ps(o, _mm512_mul_ps(_mm512_set1_ps(s0), f[0]));
    _mm512_storeu_ps(o + 16, _mm512_mul_ps(_mm512_set1_ps(s1), f[1]));
#else
    __m256 f[4];
    FN(floats32)(f, codes);
    const __m256 a = _mm256_set1_ps(s0), b = _mm256_set1_ps(s1);
    FN(put8)(o, _mm256_mul_ps(a, f[0]));
    FN(put8)(o + 8, _mm256_mul_ps(a, f[1]));
    FN(put8)(o + 16, _mm256_mul_ps(b, f[2]));
    FN(put8)(o + 24, _mm256_mul_ps(b, f[3]));
#endif
}

/* 32 int8 codes -> o[j] = (d * code) + m. */
static inline void FN(affine32)(float *restrict o, __m256i codes, float d, float m) {
#if defined(__AVX512F__)
    __m512 f[2];
    FN(floats32x2)(f, codes);
    const __m512 vd = _mm512_set1_ps(d), vm = _mm512_set1_ps(m);
    _mm512_storeu_ps(o, _mm512_add_ps(_mm512_mul_ps(vd, f[0]), vm));
    _mm512_storeu_ps(o + 16, _mm512_add_ps(_mm512_mul_ps(vd, f[1]), vm));
#else
    __m256 f[4];
    FN(floats32)(f, codes);
    const __m256 vd = _mm256_set1_ps(d), vm = _mm256_set1_ps(m);
    for (int i = 0; i < 4; i++) FN(put8)(o + 8 * i, _mm256_add_ps(_mm256_mul_ps(vd, f[i]), vm));
#endif
}

/* 32 int8 codes -> o[0..16) = s0 * code - m0, o[16..32) = s1 * code - m1. */
static inline void FN(scaled_minus32)(float *restrict o, __m256i codes, float s0, float m0, float s1, float m1) {
#if defined(__AVX512F__)
    __m512 f[2];
    FN(floats32x2)(f, codes);
    _mm512_storeu_ps(o, _mm512_sub_ps(_mm512_mul_ps(_mm512_set1_ps(s0), f[0]), _mm512_set1_ps(m0)));
    _mm512_storeu_ps(o + 16, _mm512_sub_ps(_mm512_mul_ps(_mm512_set1_ps(s1), f[1]), _mm512_set1_ps(m1)));
#else
    __m256 f[4];
    FN(floats32)(f, codes);
    const __m256 a = _mm256_set1_ps(s0), am = _mm256_set1_ps(m0), b = _mm256_set1_ps(s1), bm = _mm256_set1_ps(m1);
    FN(put8)(o, _mm256_sub_ps(_mm256_mul_ps(a, f[0]), am));
    FN(put8)(o + 8, _mm256_sub_ps(_mm256_mul_ps(a, f[1]), am));
    FN(put8)(o + 16, _mm256_sub_ps(_mm256_mul_ps(b, f[2]), bm));
    FN(put8)(o + 24, _mm256_sub_ps(_mm256_mul_ps(b, f[3]), bm));
#endif
}

/* 16 bytes of TQ1_0 trits -> 16 int16 lanes of trit p minus 1: ((uint8)(b * 3^p) * 3 >> 8) - 1. */
static inline __m256i FN(trits16)(const uint8_t *p, int pow3) {
    const __m256i b = _mm256_cvtepu8_epi16(_mm_loadu_si128((const __m128i *)p));
    const __m256i v = _mm256_and_si256(_mm256_mullo_epi16(b, _mm256_set1_epi16((short)pow3)), _mm256_set1_epi16(255));
    return _mm256_sub_epi16(_mm256_srli_epi16(_mm256_mullo_epi16(v, _mm256_set1_epi16(3)), 8), _mm256_set1_epi16(1));
}

/* 16 int16 lanes -> o[j] = d * lane. */
static inline void FN(scaled16)(float *restrict o, __m256i v, float d) {
    const __m256 vd = _mm256_set1_ps(d);
    FN(put8)(o, _mm256_mul_ps(vd, _mm256_cvtepi32_ps(_mm256_cvtepi16_epi32(_mm256_castsi256_si128(v)))));
    FN(put8)(o + 8, _mm256_mul_ps(vd, _mm256_cvtepi32_ps(_mm256_cvtepi16_epi32(_mm256_extracti128_si256(v, 1)))));
}

/* Bits 2k..2k+1 of each of 32 bytes (the 2-bit runs of Q2_K and TQ2_0), in byte lanes. */
static inline __m256i FN(crumbs32)(const uint8_t *p, int k) {
    return _mm256_and_si256(_mm256_srli_epi16(FN(bytes32)(p), 2 * k), _mm256_set1_epi8(3));
}
#endif

/* ---------------------------------------------------------------- plain elements */

/* F32: the bytes as they are. */
static DECODER void FN(dec_F32)(const uint8_t *restrict x, int64_t n, float *restrict y) {
    memcpy(y, x, (size_t)n * 4);
}

/* F16: numpy's astype(float32). With F16C, 16 at a time: the instruction sets the quiet
 * bit of a signalling NaN (exponent all ones, mantissa 0x001..0x1FF), which numpy leaves
 * clear, so it is cleared again for those inputs (looked for only when one of the 16 has
 * an all-ones exponent, which weights almost never have). */
#if defined(__AVX2__) && defined(__F16C__)
static inline __m256 FN(f16_numpy8)(__m128i h) {
    const __m256i h32 = _mm256_cvtepu16_epi32(h);
    const __m256i signalling = _mm256_andnot_si256(
        _mm256_cmpeq_epi32(_mm256_and_si256(h32, _mm256_set1_epi32(0x01FF)), _mm256_setzero_si256()),
        _mm256_cmpeq_epi32(_mm256_and_si256(h32, _mm256_set1_epi32(0x7E00)), _mm256_set1_epi32(0x7C00)));
    const __m256i f = _mm256_castps_si256(_mm256_cvtph_ps(h));
    return _mm256_castsi256_ps(_mm256_andnot_si256(_mm256_and_si256(signalling, _mm256_set1_epi32(0x00400000)), f));
}
#endif

static DECODER void FN(dec_F16)(const uint8_t *restrict x, int64_t n, float *restrict y) {
    int64_t i = 0;
#if defined(__AVX2__) && defined(__F16C__)
    const __m256i exponent = _mm256_set1_epi16(0x7C00);
    for (; i + 16 <= n; i += 16) {
        const __m256i h = _mm256_loadu_si256((const __m256i *)(x + 2 * i));
        const __m128i h0 = _mm256_castsi256_si128(h), h1 = _mm256_extracti128_si256(h, 1);
        if (_mm256_testz_si256(_mm256_cmpeq_epi16(_mm256_and_si256(h, exponent), exponent), exponent)) {
#if defined(__AVX512F__)
            _mm512_storeu_ps(y + i, _mm512_cvtph_ps(h));
#else
            FN(put8)(y + i, _mm256_cvtph_ps(h0));
            FN(put8)(y + i + 8, _mm256_cvtph_ps(h1));
#endif
        } else {
            FN(put8)(y + i, FN(f16_numpy8)(h0));
            FN(put8)(y + i + 8, FN(f16_numpy8)(h1));
        }
    }
#endif
    for (; i < n; i++) y[i] = half_to_f32(u16_at(x + 2 * i));
}

/* BF16: the 16 stored bits are the top half of the float32 (NaNs kept as they are). */
static DECODER void FN(dec_BF16)(const uint8_t *restrict x, int64_t n, float *restrict y) {
    int64_t i = 0;
#if defined(__AVX512F__)
    for (; i + 16 <= n; i += 16) {
        const __m512i h32 = _mm512_cvtepu16_epi32(_mm256_loadu_si256((const __m256i *)(x + 2 * i)));
        _mm512_storeu_ps(y + i, _mm512_castsi512_ps(_mm512_slli_epi32(h32, 16)));
    }
#elif defined(__AVX2__)
    for (; i + 16 <= n; i += 16)
        for (int k = 0; k < 16; k += 8) {
            const __m256i h32 = _mm256_cvtepu16_epi32(_mm_loadu_si128((const __m128i *)(x + 2 * (i + k))));
            FN(put8)(y + i + k, _mm256_castsi256_ps(_mm256_slli_epi32(h32, 16)));
        }
#endif
    for (; i < n; i++) y[i] = f32_of((uint32_t)u16_at(x + 2 * i) << 16);
}

/* F64, I8..I64: a C cast to float32 (round to nearest), as numpy's astype. */
#define PLAIN(name, ctype)                                                                   \
    static DECODER void FN(name)(const uint8_t *restrict x, int64_t n, float *restrict y) { \
        for (int64_t i = 0; i < n; i++) {                                                    \
            ctype v;                                                                         \
            memcpy(&v, x + sizeof(ctype) * i, sizeof(ctype));                                \
            y[i] = (float)v;                                                                 \
        }                                                                                    \
    }
PLAIN(dec_F64, double)
PLAIN(dec_I8, int8_t)
PLAIN(dec_I16, int16_t)
PLAIN(dec_I32, int32_t)
PLAIN(dec_I64, int64_t)
#undef PLAIN

/* ---------------------------------------------------------------- 32-weight blocks */

/* Byte j of a 16-byte run holds weight j in its low nibble and weight j + 16 in its high. */

/* Q4_0 (18 bytes): f16 d | 16 bytes codes.  w = d * (q - 8). */
static DECODER void FN(dec_Q4_0)(const uint8_t *restrict x, int64_t n, float *restrict y) {
    for (int64_t b = 0; b < n; b++, x += BYTES_Q4_0, y += QK_Q4_0) {
        const float d = FN(h2f)(x);
#if defined(__AVX2__)
        FN(scaled32)(y, _mm256_sub_epi8(FN(nibbles32)(x + 2), _mm256_set1_epi8(8)), d, d);
#else
        for (int j = 0; j < 16; j++) {
            y[j] = d * (float)((x[2 + j] & 15) - 8);
            y[j + 16] = d * (float)((x[2 + j] >> 4) - 8);
        }
#endif
    }
}

/* Q4_1 (20 bytes): f16 d | f16 m | 16 bytes codes.  w = (d * q) + m. */
static DECODER void FN(dec_Q4_1)(const uint8_t *restrict x, int64_t n, float *restrict y) {
    for (int64_t b = 0; b < n; b++, x += BYTES_Q4_1, y += QK_Q4_1) {
        const float d = FN(h2f)(x), m = FN(h2f)(x + 2);
#if defined(__AVX2__)
        FN(affine32)(y, FN(nibbles32)(x + 4), d, m);
#else
        /* two loops, one store stream each: the compiler vectorises these, not one loop
         * storing to both halves */
        for (int j = 0; j < 16; j++) y[j] = d * (float)(x[4 + j] & 15) + m;
        for (int j = 0; j < 16; j++) y[j + 16] = d * (float)(x[4 + j] >> 4) + m;
#endif
    }
}

/* Q5_0 (22 bytes): f16 d | u32 qh (bit i: bit 4 of weight i) | 16 bytes codes.  w = d * (q - 16). */
static DECODER void FN(dec_Q5_0)(const uint8_t *restrict x, int64_t n, float *restrict y) {
    for (int64_t b = 0; b < n; b++, x += BYTES_Q5_0, y += QK_Q5_0) {
        const float d = FN(h2f)(x);
        const uint32_t qh = u32_at(x + 2);
#if defined(__AVX2__)
        const __m256i q = _mm256_or_si256(FN(nibbles32)(x + 6), _mm256_and_si256(FN(bits32)(qh), _mm256_set1_epi8(16)));
        FN(scaled32)(y, _mm256_sub_epi8(q, _mm256_set1_epi8(16)), d, d);
#else
        for (int j = 0; j < 16; j++) {
            int lo = (x[6 + j] & 15) | (int)(((qh >> j) & 1) << 4);
            int hi = (x[6 + j] >> 4) | (int)(((qh >> (j + 16)) & 1) << 4);
            y[j] = d * (float)(lo - 16);
            y[j + 16] = d * (float)(hi - 16);
        }
#endif
    }
}

/* Q5_1 (24 bytes): f16 d | f16 m | u32 qh | 16 bytes codes.  w = (d * q) + m. */
static DECODER void FN(dec_Q5_1)(const uint8_t *restrict x, int64_t n, float *restrict y) {
    for (int64_t b = 0; b < n; b++, x += BYTES_Q5_1, y += QK_Q5_1) {
        const float d = FN(h2f)(x), m = FN(h2f)(x + 2);
        const uint32_t qh = u32_at(x + 4);
#if defined(__AVX2__)
        FN(affine32)(y, _mm256_or_si256(FN(nibbles32)(x + 8), _mm256_and_si256(FN(bits32)(qh), _mm256_set1_epi8(16))), d, m);
#else
        for (int j = 0; j < 16; j++) {
            int lo = (x[8 + j] & 15) | (int)(((qh >> j) & 1) << 4);
            int hi = (x[8 + j] >> 4) | (int)(((qh >> (j + 16)) & 1) << 4);
            y[j] = d * (float)lo + m;
            y[j + 16] = d * (float)hi + m;
        }
#endif
    }
}

/* Q8_0 (34 bytes): f16 d | 32 int8.  w = q * d. */
static DECODER void FN(dec_Q8_0)(const uint8_t *restrict x, int64_t n, float *restrict y) {
    for (int64_t b = 0; b < n; b++, x += BYTES_Q8_0, y += QK_Q8_0) {
        const float d = FN(h2f)(x);
#if defined(__AVX2__)
        FN(scaled32)(y, FN(bytes32)(x + 2), d, d);      /* one NaN operand at most: same bits as q * d */
#else
        for (int j = 0; j < 32; j++) y[j] = (float)(int8_t)x[2 + j] * d;
#endif
    }
}

/* Q8_1 (36 bytes): f16 d | f16 s (a dot-product helper) | 32 int8.  w = q * d. */
static DECODER void FN(dec_Q8_1)(const uint8_t *restrict x, int64_t n, float *restrict y) {
    for (int64_t b = 0; b < n; b++, x += BYTES_Q8_1, y += QK_Q8_1) {
        const float d = FN(h2f)(x);
        for (int j = 0; j < 32; j++) y[j] = (float)(int8_t)x[4 + j] * d;
    }
}

/* 16 code bytes (nibble order as Q4_0) -> 32 weights d * level[code], for the 16-entry
 * level tables (IQ4_LEVELS, FP4_LEVELS: the IQ4NL_VALUES and E2M1_VALUES codebooks as
 * int8, ggml_common.h). n_bytes (8 or 16) code bytes: low nibbles -> y[0..n_bytes), high
 * -> y[n_bytes..2 n_bytes). Every level is a small integer, so the float product is the
 * same as with the float codebook. With AVX2 the table sits in one register and a byte
 * shuffle looks the codes up. */
static inline void FN(levels)(float *restrict y, const uint8_t *restrict q, int n_bytes, float d,
                              const int8_t *levels) {
#if defined(__AVX2__)
    const __m128i table = _mm_loadu_si128((const __m128i *)levels), low4 = _mm_set1_epi8(15);
    const __m128i v = n_bytes == 16 ? _mm_loadu_si128((const __m128i *)q) : _mm_loadl_epi64((const __m128i *)q);
    const __m128i lo = _mm_shuffle_epi8(table, _mm_and_si128(v, low4));
    const __m128i hi = _mm_shuffle_epi8(table, _mm_and_si128(_mm_srli_epi16(v, 4), low4));
    const __m256 vd = _mm256_set1_ps(d);
    for (int i = 0; i < n_bytes; i += 8) {
        const __m128i l = i ? _mm_srli_si128(lo, 8) : lo, h = i ? _mm_srli_si128(hi, 8) : hi;
        FN(put8)(y + i, _mm256_mul_ps(vd, _mm256_cvtepi32_ps(_mm256_cvtepi8_epi32(l))));
        FN(put8)(y + n_bytes + i, _mm256_mul_ps(vd, _mm256_cvtepi32_ps(_mm256_cvtepi8_epi32(h))));
    }
#else
    for (int j = 0; j < n_bytes; j++) {
        y[j] = d * (float)levels[q[j] & 15];
        y[j + n_bytes] = d * (float)levels[q[j] >> 4];
    }
#endif
}

/* IQ4_NL (18 bytes): f16 d | 16 bytes codes into the 16 levels.  w = d * level[q]. */
static DECODER void FN(dec_IQ4_NL)(const uint8_t *restrict x, int64_t n, float *restrict y) {
    for (int64_t b = 0; b < n; b++, x += BYTES_IQ4_NL, y += QK_IQ4_NL) FN(levels)(y, x + 2, 16, FN(h2f)(x), IQ4_LEVELS);
}

/* MXFP4 (17 bytes): E8M0 exponent e | 16 bytes E2M1 codes.
 * w = 2**(e-127)/2 * doubled_e2m1[q] (e8m0_half); e < 2 gives a subnormal scale. */
static DECODER void FN(dec_MXFP4)(const uint8_t *restrict x, int64_t n, float *restrict y) {
    for (int64_t b = 0; b < n; b++, x += BYTES_MXFP4, y += QK_MXFP4) {
        FN(levels)(y, x + 1, 16, e8m0_half(x[0]), FP4_LEVELS);
    }
}

/* NVFP4 (36 bytes / 64 weights): 4 UE4M3 scales | 4 x 8 bytes E2M1 codes. Sub-block k:
 * low nibbles of bytes 8k..8k+7 are weights 16k..16k+7, high nibbles 16k+8..16k+15. */
static DECODER void FN(dec_NVFP4)(const uint8_t *restrict x, int64_t n, float *restrict y) {
    const float *ue = CODEBOOK[TAB_UE4M3];
    for (int64_t b = 0; b < n; b++, x += BYTES_NVFP4, y += QK_NVFP4)
        for (int k = 0; k < 4; k++) FN(levels)(y + 16 * k, x + 4 + 8 * k, 8, ue[x[k]], FP4_LEVELS);
}

/* Q1_0 (18 bytes / 128 weights): f16 d | 128 sign bits (weight j: bit j % 8 of byte j / 8).
 * w = d * (2 * bit - 1). */
static DECODER void FN(dec_Q1_0)(const uint8_t *restrict x, int64_t n, float *restrict y) {
    for (int64_t b = 0; b < n; b++, x += BYTES_Q1_0, y += QK_Q1_0) {
        const float d = FN(h2f)(x);
        for (int i = 0; i < 16; i++)
            for (int j = 0; j < 8; j++) y[8 * i + j] = d * (float)(2 * ((x[2 + i] >> j) & 1) - 1);
    }
}

/* ---------------------------------------------------------------- K-quants */

/* 2-bit runs (Q2_K, Q3_K, Q6_K's high bits, TQ2_0): weight 128g + 32k + j is bits
 * 2k..2k+1 of byte 32g + j. */

/* Q2_K (84 bytes): 16 bytes scale|min nibbles | 64 bytes 2-bit codes | f16 d | f16 dmin.
 * w = (d * scale) * q - (dmin * min), per 16 weights. */
static DECODER void FN(dec_Q2_K)(const uint8_t *restrict x, int64_t n, float *restrict y) {
    for (int64_t b = 0; b < n; b++, x += BYTES_Q2_K, y += QK_Q2_K) {
        const float d = FN(h2f)(x + 80), dmin = FN(h2f)(x + 82);
        float dl[16], ml[16];
        for (int s = 0; s < 16; s++) {
            dl[s] = d * (float)(x[s] & 15);
            ml[s] = dmin * (float)(x[s] >> 4);
        }
        for (int g = 0; g < 2; g++)
            for (int k = 0; k < 4; k++) {
                const int s = 8 * g + 2 * k;               /* sub-block of weight 128g + 32k */
                float *o = y + 128 * g + 32 * k;
                const uint8_t *q = x + 16 + 32 * g;
#if defined(__AVX2__)
                FN(scaled_minus32)(o, FN(crumbs32)(q, k), dl[s], ml[s], dl[s + 1], ml[s + 1]);
#else
                for (int j = 0; j < 16; j++) o[j] = dl[s] * (float)((q[j] >> (2 * k)) & 3) - ml[s];
                for (int j = 16; j < 32; j++)
                    o[j] = dl[s + 1] * (float)((q[j] >> (2 * k)) & 3) - ml[s + 1];
#endif
            }
    }
}

/* Q3_K (110 bytes): 32 bytes hmask | 64 bytes low 2 bits | 12 bytes scales | f16 d.
 * Weight 32c + j has its high bit in bit c of hmask[j]; q = low - 4 * (1 - high).
 * Scale k: low nibble of byte k % 8 (high nibble for k >= 8) | bits 2(k/4).. of byte
 * 8 + k % 4 << 4, minus 32.  w = (d * scale) * q, per 16 weights. */
static DECODER void FN(dec_Q3_K)(const uint8_t *restrict x, int64_t n, float *restrict y) {
    for (int64_t b = 0; b < n; b++, x += BYTES_Q3_K, y += QK_Q3_K) {
        const uint8_t *hm = x, *qs = x + 32, *sc = x + 96;
        const float d = FN(h2f)(x + 108);
        float dl[16];
        for (int k = 0; k < 16; k++) {
            int low = (k < 8 ? sc[k] : sc[k - 8] >> 4) & 15;
            int high = (sc[8 + k % 4] >> (2 * (k / 4))) & 3;
            dl[k] = d * (float)((int8_t)(low | (high << 4)) - 32);
        }
        for (int g = 0; g < 2; g++)
            for (int k = 0; k < 4; k++) {
                const int c = 4 * g + k, s = 2 * c;         /* weight 32c + j, sub-block s */
                float *o = y + 32 * c;
                const uint8_t *q = qs + 32 * g;
#if defined(__AVX2__)       /* the same codes in 32 byte lanes: low - ((high ^ 1) << 2) */
                const __m256i low = _mm256_and_si256(_mm256_srli_epi16(FN(bytes32)(q), 2 * k), _mm256_set1_epi8(3));
                const __m256i high = _mm256_and_si256(_mm256_srli_epi16(FN(bytes32)(hm), c), _mm256_set1_epi8(1));
                const __m256i minus = _mm256_slli_epi16(_mm256_xor_si256(high, _mm256_set1_epi8(1)), 2);
                FN(scaled32)(o, _mm256_sub_epi8(low, minus), dl[s], dl[s + 1]);
#else
                for (int half = 0; half < 2; half++)
                    for (int j = 16 * half; j < 16 * half + 16; j++) {
                        int low = (q[j] >> (2 * k)) & 3, high = (hm[j] >> c) & 1;
                        o[j] = dl[s + half] * (float)(low - ((high ^ 1) << 2));
                    }
#endif
            }
    }
}

/* Q4_K / Q5_K's sub-block scales d * scale and mins dmin * min (block fields d, dmin at
 * bytes 0 and 2, packed scales at 4). */
static inline void FN(k_scales)(const uint8_t *x, float ds[8], float dm[8]) {
    const float d = FN(h2f)(x), dmin = FN(h2f)(x + 2);
    for (int j = 0; j < 8; j++) {
        int sc, mn;
        scale_min_k4(j, x + 4, &sc, &mn);
        ds[j] = d * (float)sc;
        dm[j] = dmin * (float)mn;
    }
}

/* Q4_K (144 bytes): f16 d | f16 dmin | 12 bytes scales | 128 bytes codes. Sub-block 2c
 * is the low nibbles of bytes 32c..32c+31, 2c+1 the high.  w = (d*scale) * q - (dmin*min). */
static DECODER void FN(dec_Q4_K)(const uint8_t *restrict x, int64_t n, float *restrict y) {
    for (int64_t b = 0; b < n; b++, x += BYTES_Q4_K, y += QK_Q4_K) {
        float ds[8], dm[8];
        FN(k_scales)(x, ds, dm);
        for (int c = 0; c < 4; c++) {
            const uint8_t *q = x + 16 + 32 * c;
            float *o = y + 64 * c;
#if defined(__AVX2__)
            const __m256i v = FN(bytes32)(q), low4 = _mm256_set1_epi8(15);
            FN(scaled_minus32)(o, _mm256_and_si256(v, low4), ds[2 * c], dm[2 * c], ds[2 * c], dm[2 * c]);
            FN(scaled_minus32)(o + 32, _mm256_and_si256(_mm256_srli_epi16(v, 4), low4),
                               ds[2 * c + 1], dm[2 * c + 1], ds[2 * c + 1], dm[2 * c + 1]);
#else
            for (int j = 0; j < 32; j++) {
                o[j] = ds[2 * c] * (float)(q[j] & 15) - dm[2 * c];
                o[32 + j] = ds[2 * c + 1] * (float)(q[j] >> 4) - dm[2 * c + 1];
            }
#endif
        }
    }
}

/* Q5_K (176 bytes): as Q4_K with 32 bytes qh before the codes; bit 4 of weight 32c + j
 * is bit c of qh[j]. */
static DECODER void FN(dec_Q5_K)(const uint8_t *restrict x, int64_t n, float *restrict y) {
    for (int64_t b = 0; b < n; b++, x += BYTES_Q5_K, y += QK_Q5_K) {
        float ds[8], dm[8];
        FN(k_scales)(x, ds, dm);
        const uint8_t *qh = x + 16;
        for (int c = 0; c < 4; c++) {
            const uint8_t *q = x + 48 + 32 * c;
            float *o = y + 64 * c;
#if defined(__AVX2__)
            const __m256i v = FN(bytes32)(q), h = FN(bytes32)(qh), low4 = _mm256_set1_epi8(15), one = _mm256_set1_epi8(1);
            const __m256i hi_lo = _mm256_slli_epi16(_mm256_and_si256(_mm256_srli_epi16(h, 2 * c), one), 4);
            const __m256i hi_hi = _mm256_slli_epi16(_mm256_and_si256(_mm256_srli_epi16(h, 2 * c + 1), one), 4);
            FN(scaled_minus32)(o, _mm256_or_si256(_mm256_and_si256(v, low4), hi_lo),
                               ds[2 * c], dm[2 * c], ds[2 * c], dm[2 * c]);
            FN(scaled_minus32)(o + 32, _mm256_or_si256(_mm256_and_si256(_mm256_srli_epi16(v, 4), low4), hi_hi),
                               ds[2 * c + 1], dm[2 * c + 1], ds[2 * c + 1], dm[2 * c + 1]);
#else
            for (int j = 0; j < 32; j++) {
                int lo = (q[j] & 15) | (((qh[j] >> (2 * c)) & 1) << 4);
                int hi = (q[j] >> 4) | (((qh[j] >> (2 * c + 1)) & 1) << 4);
                o[j] = ds[2 * c] * (float)lo - dm[2 * c];
                o[32 + j] = ds[2 * c + 1] * (float)hi - dm[2 * c + 1];
            }
#endif
        }
    }
}

/* Q6_K (210 bytes): 128 bytes ql | 64 bytes qh | 16 int8 scales | f16 d. In half h,
 * weight 128h + 32k + j: low 4 bits from ql[64h + 32(k%2) + j] (high nibble for k >= 2),
 * high 2 bits from bits 2k.. of qh[32h + j]; q = code - 32.  w = (d * scale) * q. */
static DECODER void FN(dec_Q6_K)(const uint8_t *restrict x, int64_t n, float *restrict y) {
    for (int64_t b = 0; b < n; b++, x += BYTES_Q6_K, y += QK_Q6_K) {
        const float d = FN(h2f)(x + 208);
        float ds[16];
        for (int s = 0; s < 16; s++) ds[s] = d * (float)(int8_t)x[192 + s];
        for (int h = 0; h < 2; h++)
            for (int k = 0; k < 4; k++) {
                const uint8_t *ql = x + 64 * h + 32 * (k % 2), *qh = x + 128 + 32 * h;
                float *o = y + 128 * h + 32 * k;
                const int s = 8 * h + 2 * k;
#if defined(__AVX2__)       /* the same codes in 32 byte lanes: (low | high << 4) - 32 */
                const __m256i low = _mm256_and_si256(_mm256_srli_epi16(FN(bytes32)(ql), 4 * (k / 2)), _mm256_set1_epi8(15));
                const __m256i high = _mm256_and_si256(_mm256_srli_epi16(FN(bytes32)(qh), 2 * k), _mm256_set1_epi8(3));
                const __m256i code = _mm256_or_si256(low, _mm256_slli_epi16(high, 4));
                FN(scaled32)(o, _mm256_sub_epi8(code, _mm256_set1_epi8(32)), ds[s], ds[s + 1]);
#else
                for (int half = 0; half < 2; half++)
                    for (int j = 16 * half; j < 16 * half + 16; j++) {
                        int code = ((ql[j] >> (4 * (k / 2))) & 15) | (((qh[j] >> (2 * k)) & 3) << 4);
                        o[j] = ds[s + half] * (float)((int8_t)code - 32);
                    }
#endif
            }
    }
}

/* Q8_K (292 bytes): f32 d | 256 int8 | 16 int16 sums (for dot products).  w = d * q. */
static DECODER void FN(dec_Q8_K)(const uint8_t *restrict x, int64_t n, float *restrict y) {
    for (int64_t b = 0; b < n; b++, x += BYTES_Q8_K, y += QK_Q8_K) {
        const float d = f32_of(u32_at(x));
        for (int j = 0; j < 256; j++) y[j] = d * (float)(int8_t)x[4 + j];
    }
}

/* TQ1_0 (54 bytes): 48 bytes of 5 trits (bytes 0..31: weights 32p + j; 32..47: 160 + 16p + j)
 * | 4 bytes of 4 trits (240 + 4p + j) | f16 d. Trit p of byte v: ((uint8)(v * 3^p) * 3) >> 8.
 * w = d * (trit - 1). */
static DECODER void FN(dec_TQ1_0)(const uint8_t *restrict x, int64_t n, float *restrict y) {
    static const uint8_t pow3[5] = {1, 3, 9, 27, 81};
    for (int64_t b = 0; b < n; b++, x += BYTES_TQ1_0, y += QK_TQ1_0) {
        const float d = FN(h2f)(x + 52);
        int p = 0;
#if defined(__AVX2__)
        for (; p < 5; p++) {
            FN(scaled16)(y + 32 * p, FN(trits16)(x, pow3[p]), d);
            FN(scaled16)(y + 32 * p + 16, FN(trits16)(x + 16, pow3[p]), d);
            FN(scaled16)(y + 160 + 16 * p, FN(trits16)(x + 32, pow3[p]), d);
        }
#endif
        for (; p < 5; p++) {
            for (int j = 0; j < 32; j++) {
                uint8_t v = (uint8_t)(x[j] * pow3[p]);
                y[32 * p + j] = d * (float)(((v * 3) >> 8) - 1);
            }
            for (int j = 0; j < 16; j++) {
                uint8_t v = (uint8_t)(x[32 + j] * pow3[p]);
                y[160 + 16 * p + j] = d * (float)(((v * 3) >> 8) - 1);
            }
        }
        for (int p = 0; p < 4; p++)
            for (int j = 0; j < 4; j++) {
                uint8_t v = (uint8_t)(x[48 + j] * pow3[p]);
                y[240 + 4 * p + j] = d * (float)(((v * 3) >> 8) - 1);
            }
    }
}

/* TQ2_0 (66 bytes): 64 bytes of 2-bit codes (as Q2_K's) | f16 d.  w = d * (q - 1). */
static DECODER void FN(dec_TQ2_0)(const uint8_t *restrict x, int64_t n, float *restrict y) {
    for (int64_t b = 0; b < n; b++, x += BYTES_TQ2_0, y += QK_TQ2_0) {
        const float d = FN(h2f)(x + 64);
        for (int g = 0; g < 2; g++)
            for (int k = 0; k < 4; k++) {
#if defined(__AVX2__)
                FN(scaled32)(y + 128 * g + 32 * k, _mm256_sub_epi8(FN(crumbs32)(x + 32 * g, k), _mm256_set1_epi8(1)), d, d);
#else
                for (int j = 0; j < 32; j++)
                    y[128 * g + 32 * k + j] = d * (float)(((x[32 * g + j] >> (2 * k)) & 3) - 1);
#endif
            }
    }
}

/* ---------------------------------------------------------------- codebook types */

/* One 8-weight grid point: o = (db * grid) * sign. The grid is g0[0..4) g1[0..4) (one
 * 8-weight point: g1 = g0 + 4), the signs the table row `s`, or when s is NULL the bits
 * of `bits` (bit j set: -1 for weight j). */
static inline void FN(point8)(float *restrict o, float db, const float *g0, const float *g1,
                              const float *s, uint8_t bits) {
#if defined(__AVX2__)
    const __m256 g = _mm256_insertf128_ps(_mm256_castps128_ps256(_mm_loadu_ps(g0)), _mm_loadu_ps(g1), 1);
    __m256 sign;
    if (s != NULL) {
        sign = _mm256_loadu_ps(s);
    } else {
        const __m256i bit = _mm256_setr_epi32(1, 2, 4, 8, 16, 32, 64, 128);
        const __m256i set = _mm256_cmpeq_epi32(_mm256_and_si256(_mm256_set1_epi32(bits), bit), bit);
        sign = _mm256_blendv_ps(_mm256_set1_ps(1.0f), _mm256_set1_ps(-1.0f), _mm256_castsi256_ps(set));
    }
    FN(put8)(o, _mm256_mul_ps(_mm256_mul_ps(_mm256_set1_ps(db), g), sign));
#else
    float sg[8];
    if (s == NULL) {
        sign_bits(sg, bits);
        s = sg;
    }
    for (int j = 0; j < 4; j++) o[j] = db * g0[j] * s[j];
    for (int j = 0; j < 4; j++) o[4 + j] = db * g1[j] * s[4 + j];
#endif
}

/* One 8-weight point of IQ1_S / IQ1_M: o = dl * (grid + delta). */
static inline void FN(point8_delta)(float *restrict o, float dl, const float *restrict g, float delta) {
#if defined(__AVX2__)
    FN(put8)(o, _mm256_mul_ps(_mm256_set1_ps(dl), _mm256_add_ps(_mm256_loadu_ps(g), _mm256_set1_ps(delta))));
#else
    for (int j = 0; j < 8; j++) o[j] = dl * (g[j] + delta);
#endif
}

/* IQ2_XXS (66 bytes): f16 d | 8 x (4 grid bytes, u32 word: four 7-bit sign indices at
 * bits 0, 7, 14, 21 and a 4-bit scale s at 28).  w = d * (0.5 + s) * 0.25 * grid * sign. */
static DECODER void FN(dec_IQ2_XXS)(const uint8_t *restrict x, int64_t n, float *restrict y) {
    const float *grid = CODEBOOK[TAB_IQ2XXS], *signs = CODEBOOK[TAB_KSIGNS];
    for (int64_t b = 0; b < n; b++, x += BYTES_IQ2_XXS, y += QK_IQ2_XXS) {
        const float d = FN(h2f)(x);
        for (int ib = 0; ib < 8; ib++) {
            const uint8_t *q = x + 2 + 8 * ib;
            const uint32_t aux = u32_at(q + 4);
            const float db = d * (0.5f + (float)(aux >> 28)) * 0.25f;
            for (int l = 0; l < 4; l++)
                FN(point8)(y + 32 * ib + 8 * l, db, grid + 8 * q[l], grid + 8 * q[l] + 4,
                           signs + 8 * ((aux >> (7 * l)) & 127), 0);
        }
    }
}

/* IQ2_XS (74 bytes): f16 d | 32 u16 (9-bit grid index, 7-bit sign index) | 8 bytes of
 * 4-bit scales (low nibble first), one per 16 weights.  w = d * (0.5 + s) * 0.25 * grid * sign. */
static DECODER void FN(dec_IQ2_XS)(const uint8_t *restrict x, int64_t n, float *restrict y) {
    const float *grid = CODEBOOK[TAB_IQ2XS], *signs = CODEBOOK[TAB_KSIGNS];
    for (int64_t b = 0; b < n; b++, x += BYTES_IQ2_XS, y += QK_IQ2_XS) {
        const float d = FN(h2f)(x);
        for (int i = 0; i < 32; i++) {
            const int s = (x[66 + i / 4] >> (4 * ((i / 2) % 2))) & 15;
            const float db = d * (0.5f + (float)s) * 0.25f;
            const uint16_t q = u16_at(x + 2 + 2 * i);
            FN(point8)(y + 8 * i, db, grid + 8 * (q & 511), grid + 8 * (q & 511) + 4, signs + 8 * (q >> 9), 0);
        }
    }
}

/* IQ2_S (82 bytes): f16 d | 32 bytes grid index low bits | 32 bytes signs (bit a weight)
 * | 8 bytes qh (2 index bits per point, LSB first) | 8 bytes 4-bit scales (as IQ2_XS). */
static DECODER void FN(dec_IQ2_S)(const uint8_t *restrict x, int64_t n, float *restrict y) {
    const float *grid = CODEBOOK[TAB_IQ2S];
    for (int64_t b = 0; b < n; b++, x += BYTES_IQ2_S, y += QK_IQ2_S) {
        const float d = FN(h2f)(x);
        for (int i = 0; i < 32; i++) {
            const int s = (x[74 + i / 4] >> (4 * ((i / 2) % 2))) & 15;
            const float db = d * (0.5f + (float)s) * 0.25f;
            const int idx = x[2 + i] | (((x[66 + i / 4] >> (2 * (i % 4))) & 3) << 8);
            FN(point8)(y + 8 * i, db, grid + 8 * idx, grid + 8 * idx + 4, NULL, x[34 + i]);
        }
    }
}

/* IQ3_XXS (98 bytes): f16 d | 64 bytes indexing 4-weight grid points | 8 u32 words (four
 * 7-bit sign indices + 4-bit scale s, as IQ2_XXS), one per 32 weights.
 * w = d * (0.5 + s) * 0.5 * grid * sign. */
static DECODER void FN(dec_IQ3_XXS)(const uint8_t *restrict x, int64_t n, float *restrict y) {
    const float *grid = CODEBOOK[TAB_IQ3XXS], *signs = CODEBOOK[TAB_KSIGNS];
    for (int64_t b = 0; b < n; b++, x += BYTES_IQ3_XXS, y += QK_IQ3_XXS) {
        const float d = FN(h2f)(x);
        for (int ib = 0; ib < 8; ib++) {
            const uint32_t aux = u32_at(x + 66 + 4 * ib);
            const float db = d * (0.5f + (float)(aux >> 28)) * 0.5f;
            for (int l = 0; l < 4; l++) {
                const uint8_t *q = x + 2 + 8 * ib + 2 * l;
                FN(point8)(y + 32 * ib + 8 * l, db, grid + 4 * q[0], grid + 4 * q[1],
                           signs + 8 * ((aux >> (7 * l)) & 127), 0);
            }
        }
    }
}

/* IQ3_S (110 bytes): f16 d | 64 bytes grid index low bits | 8 bytes qh (index bit 8, LSB
 * first) | 32 bytes signs (bit a weight) | 4 bytes of 4-bit scales, one per 32 weights.
 * w = d * (1 + 2s) * grid * sign. */
static DECODER void FN(dec_IQ3_S)(const uint8_t *restrict x, int64_t n, float *restrict y) {
    const float *grid = CODEBOOK[TAB_IQ3S];
    for (int64_t b = 0; b < n; b++, x += BYTES_IQ3_S, y += QK_IQ3_S) {
        const float d = FN(h2f)(x);
        for (int ib = 0; ib < 8; ib++) {
            const int s = (x[106 + ib / 2] >> (4 * (ib % 2))) & 15;
            const float db = d * (float)(uint8_t)(1 + 2 * s);
            for (int l = 0; l < 4; l++) {
                const int i = 8 * ib + 2 * l;               /* first of two grid points */
                const int i0 = x[2 + i] | (((x[66 + i / 8] >> (i % 8)) & 1) << 8);
                const int i1 = x[3 + i] | (((x[66 + (i + 1) / 8] >> ((i + 1) % 8)) & 1) << 8);
                FN(point8)(y + 32 * ib + 8 * l, db, grid + 4 * i0, grid + 4 * i1, NULL, x[74 + 4 * ib + l]);
            }
        }
    }
}

/* IQ1_S (50 bytes): f16 d | 32 bytes grid index low bits | 8 u16 qh, one per 32 weights:
 * 3 high index bits per point (bits 0, 3, 6, 9), scale s (bits 12..14), delta sign (bit 15).
 * w = d * (2s + 1) * (grid + delta), delta = +-1/8. */
static DECODER void FN(dec_IQ1_S)(const uint8_t *restrict x, int64_t n, float *restrict y) {
    const float *grid = CODEBOOK[TAB_IQ1S];
    for (int64_t b = 0; b < n; b++, x += BYTES_IQ1_S, y += QK_IQ1_S) {
        const float d = FN(h2f)(x);
        for (int ib = 0; ib < 8; ib++) {
            const uint16_t qh = u16_at(x + 34 + 2 * ib);
            const float dl = d * (float)(uint16_t)(2 * ((qh >> 12) & 7) + 1);
            const float delta = qh & 0x8000 ? -0.125f : 0.125f;
            for (int l = 0; l < 4; l++) {
                const int idx = x[2 + 4 * ib + l] | (((qh >> (3 * l)) & 7) << 8);
                FN(point8_delta)(y + 32 * ib + 8 * l, dl, grid + 8 * idx, delta);
            }
        }
    }
}

/* IQ1_M (56 bytes): 32 bytes grid index low bits | 16 bytes qh (a nibble per point, low
 * first: 3 index bits + delta sign) | 4 u16 scale words (3-bit scales at bits 0, 3, 6, 9,
 * one per 16 weights; the top nibbles spell the f16 d, word 0 its lowest bits).
 * w = d * (2s + 1) * (grid + delta). */
static DECODER void FN(dec_IQ1_M)(const uint8_t *restrict x, int64_t n, float *restrict y) {
    const float *grid = CODEBOOK[TAB_IQ1S];
    for (int64_t b = 0; b < n; b++, x += BYTES_IQ1_M, y += QK_IQ1_M) {
        uint16_t sw[4];
        for (int k = 0; k < 4; k++) sw[k] = u16_at(x + 48 + 2 * k);
        const float d = FN(half)(iq1m_d_bits(x));
        float dl[16];                                /* scale k: bits 3(k % 4).. of word k / 4 */
        for (int k = 0; k < 16; k++) dl[k] = d * (float)(uint16_t)(2 * ((sw[k / 4] >> (3 * (k % 4))) & 7) + 1);
        for (int i = 0; i < 32; i++) {               /* grid point i: weights 8i..8i+7 */
            const int qh = (x[32 + i / 2] >> (4 * (i % 2))) & 15;
            const int idx = x[i] | ((qh & 7) << 8);
            FN(point8_delta)(y + 8 * i, dl[i / 2], grid + 8 * idx, qh & 8 ? -0.125f : 0.125f);
        }
    }
}

/* IQ4_XS (136 bytes): f16 d | u16 scales_h | 4 bytes scales_l | 128 bytes codes. Sub-block
 * k of 32 (bytes 8 + 16k.., nibble order as Q4_0): scale = (nibble k of scales_l |
 * bits 2k.. of scales_h << 4) - 32.  w = (d * scale) * level[q]. */
static DECODER void FN(dec_IQ4_XS)(const uint8_t *restrict x, int64_t n, float *restrict y) {
    for (int64_t b = 0; b < n; b++, x += BYTES_IQ4_XS, y += QK_IQ4_XS) {
        const float d = FN(h2f)(x);
        const uint16_t sh = u16_at(x + 2);
        for (int k = 0; k < 8; k++) {
            const int low = (x[4 + k / 2] >> (4 * (k % 2))) & 15, high = (sh >> (2 * k)) & 3;
            const float dl = d * (float)((int8_t)(low | (high << 4)) - 32);
            FN(levels)(y + 32 * k, x + 8 + 16 * k, 16, dl, IQ4_LEVELS);
        }
    }
}

/* ---------------------------------------------------------------- every type */

/* n blocks of type `type` at x -> n * weights floats at y; -1 for a type the table
 * (ggml_types.h) does not list. */
static inline int FN(decode_run)(int type, const uint8_t *restrict x, int64_t n, float *restrict y) {
#define DECODE_CASE(name, id, qk, bytes, matmul, act) case id: FN(dec_##name)(x, n, y); return 0;
    switch (type) { GGML_TYPES(DECODE_CASE) }
#undef DECODE_CASE
    return -1;
}
