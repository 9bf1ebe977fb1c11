/* One query against a cache slot's keys and values (compiled once per instruction set).
 *
 * Decoding attends one new query per head over every key so far: at a few hundred
 * tokens of context this is as much work as a small model's matmuls, and a plain loop
 * spends it in a horizontal sum per key and a scalar exp per score. The AVX2 copies
 * take eight keys at a time (eight dot products reduced together), exponentiate eight
 * scores at once, and keep the weighted sum of values in registers.
 */

#if defined(__AVX2__) && defined(__FMA__)
/* e^x for x <= 0 (scores minus their maximum), eight at a time: x = n ln2 + r with
 * |r| <= ln2 / 2, e^r by Cephes's degree-6 polynomial, 2^n through the exponent bits.
 * Within a couple of float32 ulps of expf; below -87.3 it returns about 1e-38, not 0. */
static inline __m256 FN(exp8)(__m256 x) {
    x = _mm256_max_ps(x, _mm256_set1_ps(-87.3f));
    const __m256 n = _mm256_round_ps(_mm256_mul_ps(x, _mm256_set1_ps(1.44269504088896341f)),
                                     _MM_FROUND_TO_NEAREST_INT | _MM_FROUND_NO_EXC);
    __m256 r = _mm256_fnmadd_ps(n, _mm256_set1_ps(0.693359375f), x);
    r = _mm256_fnmadd_ps(n, _mm256_set1_ps(-2.12194440e-4f), r);
    __m256 p = _mm256_set1_ps(1.9875691500e-4f);
    p = _mm256_fmadd_ps(p, r, _mm256_set1_ps(1.3981999507e-3f));
    p = _mm256_fmadd_ps(p, r, _mm256_set1_ps(8.3334519073e-3f));
    p = _mm256_fmadd_ps(p, r, _mm256_set1_ps(4.1665795894e-2f));
    p = _mm256_fmadd_ps(p, r, _mm256_set1_ps(1.6666665459e-1f));
    p = _mm256_fmadd_ps(p, r, _mm256_set1_ps(5.0000001201e-1f));
    p = _mm256_fmadd_ps(_mm256_mul_ps(p, r), r, _mm256_add_ps(r, _mm256_set1_ps(1.f)));
    const __m256i e = _mm256_slli_epi32(_mm256_add_epi32(_mm256_cvtps_epi32(n), _mm256_set1_epi32(127)), 23);
    return _mm256_mul_ps(p, _mm256_castsi256_ps(e));
}

/* tanh of eight values, within a few float32 ulps of tanhf: an odd polynomial below
 * |x| = 1/8 (where 1 - 2 / (e^2x + 1) would cancel), that form above it (2|x| capped at
 * 88, where tanh is 1 in float32 anyway). */
static inline __m256 FN(tanh8)(__m256 x) {
    const __m256 sign = _mm256_and_ps(x, _mm256_set1_ps(-0.f)), a = _mm256_andnot_ps(_mm256_set1_ps(-0.f), x);
    const __m256 e = FN(exp8)(_mm256_min_ps(_mm256_add_ps(a, a), _mm256_set1_ps(88.f)));
    const __m256 big = _mm256_sub_ps(_mm256_set1_ps(1.f),
                                     _mm256_div_ps(_mm256_set1_ps(2.f), _mm256_add_ps(e, _mm256_set1_ps(1.f))));
    const __m256 x2 = _mm256_mul_ps(a, a);    /* x - x^3/3 + 2x^5/15 - 17x^7/315 */
    __m256 poly = _mm256_fmadd_ps(x2, _mm256_set1_ps(-17.f / 315.f), _mm256_set1_ps(2.f / 15.f));
    poly = _mm256_fmadd_ps(x2, poly, _mm256_set1_ps(-1.f / 3.f));
    poly = _mm256_fmadd_ps(_mm256_mul_ps(x2, poly), a, a);
    const __m256 small = _mm256_cmp_ps(a, _mm256_set1_ps(0.125f), _CMP_LT_OQ);
    return _mm256_or_ps(_mm256_blendv_ps(big, poly, small), sign);
}

/* the largest of mx and the eight lanes of v */
static inline float FN(hmax8)(__m256 v, float mx) {
    float m8[8];
    _mm256_storeu_ps(m8, v);
    for (int k = 0; k < 8; k++) mx = m8[k] > mx ? m8[k] : mx;
    return mx;
}

/* the eight sums of eight vectors, in order, as one vector */
static inline __m256 FN(hsum8x8)(const __m256 *v) {
    const __m256 a = _mm256_hadd_ps(_mm256_hadd_ps(v[0], v[1]), _mm256_hadd_ps(v[2], v[3]));
    const __m256 b = _mm256_hadd_ps(_mm256_hadd_ps(v[4], v[5]), _mm256_hadd_ps(v[6], v[7]));
    /* a holds sums 0..3 split over its two halves, b sums 4..7 */
    return _mm256_add_ps(_mm256_permute2f128_ps(a, b, 0x20), _mm256_permute2f128_ps(a, b, 0x31));
}
#endif

/* Cache rows are float32 or, with `half`, float16 (as llama.cpp keeps them: half the
 * bytes to read at every step). */
static inline float FN(cache_at)(const void *rows, int64_t i, int half) {
    return half ? FN(h2f)((const uint8_t *)rows + 2 * i) : ((const float *)rows)[i];
}

#if defined(__AVX2__) && defined(__FMA__)
static inline __m256 FN(cache8)(const void *rows, int64_t i, int half) {
    return half ? _mm256_cvtph_ps(_mm_loadu_si128((const __m128i *)((const uint8_t *)rows + 2 * i)))
                : _mm256_loadu_ps((const float *)rows + i);
}
#endif

/* scores[j] = (q . K[j]) * scale for j < n, K rows hd apart; returns their maximum. */
static inline float FN(attend_scores)(const float *q, const void *K, int half, int64_t n, int64_t hd,
                                      float scale, float *scores) {
    int64_t j = 0;
    float mx = -INFINITY;
#if defined(__AVX2__) && defined(__FMA__)
    if (hd % 8 == 0) {
        __m256 vmx = _mm256_set1_ps(-INFINITY);
        for (; j + 8 <= n; j += 8) {
            __m256 acc[8];
            for (int k = 0; k < 8; k++) acc[k] = _mm256_setzero_ps();
            for (int64_t i = 0; i < hd; i += 8) {
                const __m256 qi = _mm256_loadu_ps(q + i);
                for (int k = 0; k < 8; k++)
                    acc[k] = _mm256_fmadd_ps(qi, FN(cache8)(K, (j + k) * hd + i, half), acc[k]);
            }
            const __m256 s = _mm256_mul_ps(FN(hsum8x8)(acc), _mm256_set1_ps(scale));
            _mm256_storeu_ps(scores + j, s);
            vmx = _mm256_max_ps(vmx, s);
        }
        mx = FN(hmax8)(vmx, mx);
    }
#endif
    for (; j < n; j++) {
        float dot = 0.f;
        for (int64_t i = 0; i < hd; i++) dot += q[i] * FN(cache_at)(K, j * hd + i, half);
        scores[j] = dot * scale;
        mx = scores[j] > mx ? scores[j] : mx;
    }
    return mx;
}

/* scores[j] = cap * tanh(scores[j] / cap) for j < n (Gemma 2 soft-caps its attention scores
 * before the softmax); returns their maximum. */
static inline float FN(attend_cap)(float *scores, int64_t n, float cap) {
    int64_t j = 0;
    float mx = -INFINITY;
#if defined(__AVX2__) && defined(__FMA__)
    const __m256 c = _mm256_set1_ps(cap);
    __m256 vmx = _mm256_set1_ps(-INFINITY);
    for (; j + 8 <= n; j += 8) {
        const __m256 s = _mm256_mul_ps(c, FN(tanh8)(_mm256_div_ps(_mm256_loadu_ps(scores + j), c)));
        _mm256_storeu_ps(scores + j, s);
        vmx = _mm256_max_ps(vmx, s);
    }
    mx = FN(hmax8)(vmx, mx);
#endif
    for (; j < n; j++) {
        scores[j] = cap * tanhf(scores[j] / cap);
        mx = scores[j] > mx ? scores[j] : mx;
    }
    return mx;
}

/* scores[j] = e^(scores[j] - mx) for j < n; returns their sum. */
static inline float FN(attend_exp)(float *scores, int64_t n, float mx) {
    int64_t j = 0;
    float sum = 0.f;
#if defined(__AVX2__) && defined(__FMA__)
    __m256 vsum = _mm256_setzero_ps();
    for (; j + 8 <= n; j += 8) {
        const __m256 p = FN(exp8)(_mm256_sub_ps(_mm256_loadu_ps(scores + j), _mm256_set1_ps(mx)));
        _mm256_storeu_ps(scores + j, p);
        vsum = _mm256_add_ps(vsum, p);
    }
    float s8[8];
    _mm256_storeu_ps(s8, vsum);
    for (int k = 0; k < 8; k++) sum += s8[k];
#endif
    for (; j < n; j++) sum += (scores[j] = expf(scores[j] - mx));
    return sum;
}

/* out[i] = sum_j p[j] * V[j, i] * inv for i < hd, V rows hd apart. */
static inline void FN(attend_values)(const float *p, const void *V, int half, int64_t n, int64_t hd,
                                     float inv, float *out) {
    int64_t i0 = 0;
#if defined(__AVX2__) && defined(__FMA__)
    for (; i0 + 64 <= hd; i0 += 64) {          /* 64 columns a pass, held in 8 registers */
        __m256 acc[8];
        for (int k = 0; k < 8; k++) acc[k] = _mm256_setzero_ps();
        for (int64_t j = 0; j < n; j++) {
            const __m256 pj = _mm256_set1_ps(p[j]);
            for (int k = 0; k < 8; k++)
                acc[k] = _mm256_fmadd_ps(pj, FN(cache8)(V, j * hd + i0 + 8 * k, half), acc[k]);
        }
        for (int k = 0; k < 8; k++)
            _mm256_storeu_ps(out + i0 + 8 * k, _mm256_mul_ps(acc[k], _mm256_set1_ps(inv)));
    }
#endif
    for (int64_t i = i0; i < hd; i++) out[i] = 0.f;
    for (int64_t j = 0; j < n; j++)
        for (int64_t i = i0; i < hd; i++) out[i] += p[j] * FN(cache_at)(V, j * hd + i, half);
    for (int64_t i = i0; i < hd; i++) out[i] *= inv;
}

/* The G query heads that share a key head, at one decode step: heads g < G with queries
 * q + g * qs and outputs out + g * hd, against n cache rows of K and V. Taken head by head,
 * each head reads the whole of K and V, and past a few thousand keys (2 MiB of float16 keys
 * a head at 8192) the group's later heads find them out of L2 and read them again from
 * memory; here every chunk of AR_CHUNK keys is read by all G heads while it is in cache,
 * each head keeping a running maximum m and sum l (an online softmax: a chunk with a
 * larger maximum rescales what came before by e^(m_old - m_new)). cap > 0: the scores
 * soft-capped (attend_cap). sinks (NULL: none): the G heads' sink logits, one more term of
 * each denominator with no value. scores: G * AR_CHUNK floats; row: hd floats of scratch. */
#define AR_CHUNK 256
static void FN(attend_group)(const float *q, int64_t qs, int64_t G, const void *K, int k_half, const void *V,
                             int v_half, int64_t n, int64_t hd, float scale, float cap, const float *sinks,
                             float *scores, float *out, float *row) {
    float m[G], l[G];
    for (int64_t g = 0; g < G; g++) {
        m[g] = -INFINITY, l[g] = 0.f;
        for (int64_t i = 0; i < hd; i++) out[g * hd + i] = 0.f;
    }
    for (int64_t c0 = 0; c0 < n; c0 += AR_CHUNK) {
        const int64_t cn = n - c0 < AR_CHUNK ? n - c0 : AR_CHUNK;
        const void *Kc = (const uint8_t *)K + c0 * hd * (k_half ? 2 : 4);
        const void *Vc = (const uint8_t *)V + c0 * hd * (v_half ? 2 : 4);
        for (int64_t g = 0; g < G; g++) {
            float *s = scores + g * AR_CHUNK, *o = out + g * hd;
            float mx = FN(attend_scores)(q + g * qs, Kc, k_half, cn, hd, scale, s);
            if (cap > 0.f) mx = FN(attend_cap)(s, cn, cap);
            const float mnew = mx > m[g] ? mx : m[g], alpha = expf(m[g] - mnew);
            l[g] = l[g] * alpha + FN(attend_exp)(s, cn, mnew);
            m[g] = mnew;
            FN(attend_values)(s, Vc, v_half, cn, hd, 1.f, row);
            for (int64_t i = 0; i < hd; i++) o[i] = o[i] * alpha + row[i];
        }
    }
    for (int64_t g = 0; g < G; g++) {
        float sum = l[g], keep = 1.f;
        if (sinks) {
            if (sinks[g] > m[g]) keep = expf(m[g] - sinks[g]), sum = sum * keep + 1.f;
            else sum += expf(sinks[g] - m[g]);
        }
        const float f = keep / sum;
        for (int64_t i = 0; i < hd; i++) out[g * hd + i] *= f;
    }
}
