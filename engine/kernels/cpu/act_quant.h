/* Activation quantizers: one float32 row -> Q8_0 / Q8_1 / Q8_K blocks, byte for byte what
 * llama.cpp's CPU backend makes of the same row.
 *
 * The activation formats are llama.cpp's "vec_dot_type" blocks (ggml-common.h; their
 * sizes are in ggml_types.h):
 *   Q8_0  34 bytes / 32 values:  f16 d | 32 x int8 q            x ~ d * q
 *   Q8_1  36 bytes / 32 values:  f16 d | f16 s = d * sum(q) | 32 x int8 q
 *   Q8_K 292 bytes / 256 values: f32 d | 256 x int8 q | 16 x int16 sums of 16 q
 * The stored sums let a weight type with per-block offsets (Q4_1, Q5_1, the K-quant
 * mins) add offset * sum(x) without touching the activation codes again.
 *
 * Which llama.cpp quantizer that is: a matmul quantizes its activation row with the
 * `from_float` of the weight type's vec_dot_type. On x86 with AVX2, Q8_0 and Q8_1 come
 * from the AVX2 routine, not from the reference one: scale by id = 127 / amax (not
 * 1 / d) and round half to even (not roundf's half away from zero), so the two differ
 * on ties and wherever 127 / amax != 1 / (amax / 127) in float. Q8_K has no x86 routine
 * and takes the reference: iscale = -127 / (the signed value of largest magnitude, the
 * first one on ties), round half to even, clamp at 127, d = 1 / iscale in f32. The
 * 4-row quantizers that llama.cpp's repacked weights use for batches scale and round
 * the same way (their Q8_K sign differs only when +amax and -amax both occur). Both paths here
 * compute the same float products and round them the same way, so the plain-C and AVX2
 * copies give identical bytes (tests/test_ch40_q8_kernels.py checks them against
 * llama.cpp's own `from_float`).
 */
#define Q8_K_SUMS (4 + 256)          /* byte offset of the 16 int16 sums in a Q8_K block */

/* round to nearest, ties to even, of a float holding an integer-range value */
static inline float FN(round_even)(float v) {
#if defined(__SSE4_1__)
    return _mm_cvtss_f32(_mm_round_ss(_mm_setzero_ps(), _mm_set_ss(v), _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC));
#else
    /* adding 1.5 * 2^23 leaves the integer part in the low mantissa bits, rounded in the
     * default (nearest-even) mode. `volatile` keeps v a product already rounded to float
     * (no fused multiply-add may skip that rounding) and the sum a rounded float. */
    volatile float p = v;
    volatile float t = p + 12582912.f;
    return t - 12582912.f;
#endif
}

static inline void FN(store_half)(uint8_t *p, float f) {
#if defined(__F16C__)
    const uint16_t h = (uint16_t)_cvtss_sh(f, _MM_FROUND_TO_NEAREST_INT);
#else
    const uint16_t h = float_to_half_bits(f);
#endif
    memcpy(p, &h, 2);
}

#if defined(__AVX2__)
/* 32 floats times id, rounded half to even, saturated to int8 and stored in order */
static inline int FN(avx2_codes32)(const float *x, float id, int8_t *q) {
    const __m256 vid = _mm256_set1_ps(id);
    __m256i i[4];
    for (int k = 0; k < 4; k++)
        i[k] = _mm256_cvtps_epi32(_mm256_round_ps(_mm256_mul_ps(_mm256_loadu_ps(x + 8 * k), vid),
                                                  _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC));
    const __m256i sum = _mm256_add_epi32(_mm256_add_epi32(i[0], i[1]), _mm256_add_epi32(i[2], i[3]));
    /* the packs work within 128-bit halves: dwords come out as 0 4 1 5 2 6 3 7 */
    const __m256i packed = _mm256_packs_epi16(_mm256_packs_epi32(i[0], i[1]), _mm256_packs_epi32(i[2], i[3]));
    _mm256_storeu_si256((__m256i *)q, _mm256_permutevar8x32_epi32(packed, _mm256_setr_epi32(0, 4, 1, 5, 2, 6, 3, 7)));
    __m128i s = _mm_add_epi32(_mm256_castsi256_si128(sum), _mm256_extracti128_si256(sum, 1));
    s = _mm_add_epi32(s, _mm_unpackhi_epi64(s, s));
    s = _mm_add_epi32(s, _mm_shuffle_epi32(s, 1));
    return _mm_cvtsi128_si32(s);
}

static inline float FN(avx2_amax32)(const float *x) {
    const __m256 sign = _mm256_set1_ps(-0.f);
    __m256 m = _mm256_andnot_ps(sign, _mm256_loadu_ps(x));
    for (int k = 1; k < 4; k++) m = _mm256_max_ps(m, _mm256_andnot_ps(sign, _mm256_loadu_ps(x + 8 * k)));
    __m128 h = _mm_max_ps(_mm256_castps256_ps128(m), _mm256_extractf128_ps(m, 1));
    h = _mm_max_ps(h, _mm_movehl_ps(h, h));
    return _mm_cvtss_f32(_mm_max_ss(h, _mm_movehdup_ps(h)));
}
#endif

/* One block of 32 activations -> its int8 codes q, as llama.cpp's CPU backend quantizes
 * them: d = amax / 127, q = round-half-to-even(x * 127 / amax); returns d (unrounded) and
 * sets *sum = sum(q). (Your engine: Chapter 40) */
static inline float FN(q8_block32)(const float *x, int8_t *q, int *sum) {
#if defined(__AVX2__)
    const float amax = FN(avx2_amax32)(x);
    const float id = amax != 0.f ? 127.f / amax : 0.f;
    *sum = FN(avx2_codes32)(x, id, q);
    return amax / 127.f;
#else
    float amax = 0.f;
    for (int j = 0; j < 32; j++) amax = fabsf(x[j]) > amax ? fabsf(x[j]) : amax;
    const float id = amax != 0.f ? 127.f / amax : 0.f;
    int s = 0;
    for (int j = 0; j < 32; j++) {
        const float v = x[j] * id;
        q[j] = (int8_t)(int)FN(round_even)(v);
        s += q[j];
    }
    *sum = s;
    return amax / 127.f;
#endif
}

static void FN(quantize_q8_0)(const float *x, uint8_t *y, int64_t K) {
    for (int64_t i = 0; i < K / 32; i++, x += 32, y += BYTES_Q8_0) {
        int sum;
        const float d = FN(q8_block32)(x, (int8_t *)(y + 2), &sum);
        FN(store_half)(y, d);
    }
}

static void FN(quantize_q8_1)(const float *x, uint8_t *y, int64_t K) {
    for (int64_t i = 0; i < K / 32; i++, x += 32, y += BYTES_Q8_1) {
        int sum;
        const float d = FN(q8_block32)(x, (int8_t *)(y + 4), &sum);
        FN(store_half)(y, d);
        FN(store_half)(y + 2, d * (float)sum);   /* rounded to float, then to half */
    }
}

/* Q8_K: the first value of largest magnitude in a block of 256 (0 for all zeros) */
static inline float FN(q8_k_peak)(const float *x) {
#if defined(__AVX2__)
    const __m256 sign = _mm256_set1_ps(-0.f);
    __m256 m = _mm256_setzero_ps();
    for (int k = 0; k < 32; k++) m = _mm256_max_ps(m, _mm256_andnot_ps(sign, _mm256_loadu_ps(x + 8 * k)));
    __m128 h = _mm_max_ps(_mm256_castps256_ps128(m), _mm256_extractf128_ps(m, 1));
    h = _mm_max_ps(h, _mm_movehl_ps(h, h));
    const __m256 amax = _mm256_set1_ps(_mm_cvtss_f32(_mm_max_ss(h, _mm_movehdup_ps(h))));
    for (int k = 0; k < 32; k++) {
        const int hit = _mm256_movemask_ps(_mm256_cmp_ps(_mm256_andnot_ps(sign, _mm256_loadu_ps(x + 8 * k)), amax, _CMP_EQ_OQ));
        if (hit) return x[8 * k + __builtin_ctz((unsigned)hit)];
    }
    return 0.f;
#else
    float amax = 0.f, max = 0.f;
    for (int j = 0; j < 256; j++)
        if (fabsf(x[j]) > amax) amax = fabsf(x[j]), max = x[j];
    return max;
#endif
}

/* Q8_K codes: min(127, round_half_even(iscale * x)) */
static inline void FN(q8_k_codes)(const float *x, float iscale, int8_t *q) {
#if defined(__AVX2__)
    const __m256 s = _mm256_set1_ps(iscale);
    const __m256i top = _mm256_set1_epi32(127);
    for (int c = 0; c < 8; c++) {
        __m256i i[4];
        for (int k = 0; k < 4; k++)
            i[k] = _mm256_min_epi32(top, _mm256_cvtps_epi32(_mm256_round_ps(
                       _mm256_mul_ps(s, _mm256_loadu_ps(x + 32 * c + 8 * k)), _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC)));
        const __m256i packed = _mm256_packs_epi16(_mm256_packs_epi32(i[0], i[1]), _mm256_packs_epi32(i[2], i[3]));
        _mm256_storeu_si256((__m256i *)(q + 32 * c), _mm256_permutevar8x32_epi32(packed, _mm256_setr_epi32(0, 4, 1, 5, 2, 6, 3, 7)));
    }
#else
    for (int j = 0; j < 256; j++) {
        const int r = (int)FN(round_even)(iscale * x[j]);
        q[j] = (int8_t)(r < 127 ? r : 127);
    }
#endif
}

static void FN(quantize_q8_k)(const float *x, uint8_t *y, int64_t K) {
    for (int64_t i = 0; i < K / 256; i++, x += 256, y += BYTES_Q8_K) {
        int8_t *q = (int8_t *)(y + 4);
        const float max = FN(q8_k_peak)(x);
        if (max == 0.f) {
            memset(y, 0, BYTES_Q8_K);
            continue;
        }
        const float iscale = -127.f / max;
        FN(q8_k_codes)(x, iscale, q);
        int16_t sums[16];
        for (int g = 0; g < 16; g++) {
            int s = 0;
            for (int l = 0; l < 16; l++) s += q[16 * g + l];
            sums[g] = (int16_t)s;
        }
        memcpy(y + Q8_K_SUMS, sums, sizeof sums);
        const float d = 1.f / iscale;
        memcpy(y, &d, 4);
    }
}
