/* Keys and values stored as GGML blocks (compiled once per instruction set), as llama.cpp
 * keeps a quantized KV cache (`--cache-type-k q8_0 ...`): each head's row of head_dim values
 * is head_dim / 32 blocks along the head dimension.
 *
 * A row is written with the encoder llama.cpp's CPU backend copies it with (its `from_float`):
 * Q8_0 as its activations are quantized (act_quant.h: d = amax / 127, codes rounded half to
 * even), the others by the reference encoders (ggml-quants.c's quantize_row_*_ref: Q4_0 and
 * Q5_0 scaled by the value of largest magnitude, Q4_1 and Q5_1 by the range from the minimum,
 * IQ4_NL by the signed maximum over -127 and then the weighted least-squares scale for those
 * codes). The float products and their order are the reference's, so the bytes are too.
 *
 * Attention reads them where they lie: a query head is quantized once to the keys' integer
 * dot format (Q8_0, or Q8_1 for Q4_1 / Q5_1: llama.cpp's vec_dot_type) and each score is an
 * integer dot product (gemv_q8.h's row kernels); a value row is decoded to floats
 * (dequant_blocks.h) and added in with its weight. No step decodes the whole cache.
 */

/* The value of largest magnitude in x[0 .. 31] (the first on ties), and that magnitude. */
static inline float FN(kv_signed_max)(const float *x, float *amax_out) {
    float amax = 0.f, max = 0.f;
    for (int j = 0; j < 32; j++)
        if (amax < fabsf(x[j])) amax = fabsf(x[j]), max = x[j];
    *amax_out = amax;
    return max;
}

static inline void FN(kv_min_max)(const float *x, float *mn, float *mx) {
    float lo = 3.402823466e+38f, hi = -3.402823466e+38f;
    for (int j = 0; j < 32; j++) {
        if (x[j] < lo) lo = x[j];
        if (x[j] > hi) hi = x[j];
    }
    *mn = lo, *mx = hi;
}

/* Q4_0 (bits = 4) or Q5_0 (bits = 5): d = max / -8 or -16, code = min(top, trunc(x / d + 8.5 or 16.5)). */
static void FN(kv_block_q_0)(const float *x, uint8_t *y, int bits) {
    float amax;
    const float max = FN(kv_signed_max)(x, &amax), half = (float)(1 << (bits - 1));
    const float d = max / -half, id = d != 0.f ? 1.f / d : 0.f;
    const int top = (1 << bits) - 1;
    uint8_t *qs = y + 2 + (bits == 5 ? 4 : 0);
    uint32_t qh = 0;
    FN(store_half)(y, d);
    for (int j = 0; j < 16; j++) {
        int c0 = (int)(x[j] * id + (half + 0.5f)), c1 = (int)(x[16 + j] * id + (half + 0.5f));
        c0 = c0 < top ? c0 : top, c1 = c1 < top ? c1 : top;
        qs[j] = (uint8_t)((c0 & 15) | (c1 & 15) << 4);
        qh |= (uint32_t)(c0 >> 4 & 1) << j | (uint32_t)(c1 >> 4 & 1) << (j + 16);
    }
    if (bits == 5) memcpy(y + 2, &qh, 4);
}

/* Q4_1 (bits = 4) or Q5_1 (bits = 5): d = (max - min) / 15 or 31, m = min, code = trunc((x - min) / d + 0.5)
 * (at most 15 for Q4_1; Q5_1's reference does not clamp). */
static void FN(kv_block_q_1)(const float *x, uint8_t *y, int bits) {
    float mn, mx;
    FN(kv_min_max)(x, &mn, &mx);
    const float d = (mx - mn) / (float)((1 << bits) - 1), id = d != 0.f ? 1.f / d : 0.f;
    uint8_t *qs = y + 4 + (bits == 5 ? 4 : 0);
    uint32_t qh = 0;
    FN(store_half)(y, d);
    FN(store_half)(y + 2, mn);
    for (int j = 0; j < 16; j++) {
        int c0, c1;
        if (bits == 4) {
            c0 = (int)((x[j] - mn) * id + 0.5f), c1 = (int)((x[16 + j] - mn) * id + 0.5f);
            c0 = c0 < 15 ? c0 : 15, c1 = c1 < 15 ? c1 : 15;
        } else {
            c0 = (uint8_t)((x[j] - mn) * id + 0.5f), c1 = (uint8_t)((x[16 + j] - mn) * id + 0.5f);
        }
        qs[j] = (uint8_t)((c0 & 15) | (c1 & 15) << 4);
        qh |= (uint32_t)(c0 >> 4 & 1) << j | (uint32_t)(c1 >> 4 & 1) << (j + 16);
    }
    if (bits == 5) memcpy(y + 4, &qh, 4);
}

/* The IQ4_NL level nearest v (of the 16 ascending IQ4_LEVELS; a tie goes to the upper one). */
static inline int FN(kv_nearest_level)(float v) {
    const int8_t *L = IQ4_LEVELS;
    if (v <= L[0]) return 0;
    if (v >= L[15]) return 15;
    int lo = 0, hi = 15;
    while (hi - lo > 1) {
        const int mid = (lo + hi) / 2;
        if (v < L[mid]) hi = mid; else lo = mid;
    }
    return v - L[hi - 1] < L[hi] - v ? hi - 1 : hi;
}

/* IQ4_NL as llama.cpp copies a row into it: codes against d = max / -127's inverse, then d
 * refit by least squares weighted by x^2 (no search over other scales). An all-zero block
 * stores d = 0 and the codes of level 1, the one nearest zero. */
static void FN(kv_block_iq4_nl)(const float *x, uint8_t *y) {
    float amax;
    const float max = FN(kv_signed_max)(x, &amax);
    uint8_t code[32];
    float d = 0.f;
    if (amax < 1e-15f) {
        for (int j = 0; j < 32; j++) code[j] = 8;
    } else {
        const float id = 1.f / (max / (float)IQ4_LEVELS[0]);
        float sumqx = 0.f, sumq2 = 0.f;
        for (int j = 0; j < 32; j++) {
            code[j] = (uint8_t)FN(kv_nearest_level)(id * x[j]);
            const float q = (float)IQ4_LEVELS[code[j]], w = x[j] * x[j];
            sumqx += w * q * x[j];
            sumq2 += w * q * q;
        }
        d = sumq2 > 0.f ? sumqx / sumq2 : 0.f;
    }
    FN(store_half)(y, d);
    for (int j = 0; j < 16; j++) y[2 + j] = (uint8_t)(code[j] | code[16 + j] << 4);
}

/* One row of n values (a head's key or value) -> `type`'s storage at y. (Your engine: Chapter 42) */
static void FN(kv_store)(int type, const float *x, uint8_t *y, int64_t n) {
    switch (type) {
    case T_F32: memcpy(y, x, (size_t)n * sizeof(float)); return;
    case T_F16: for (int64_t i = 0; i < n; i++) FN(store_half)(y + 2 * i, x[i]); return;
    case T_Q8_0: FN(quantize_q8_0)(x, y, n); return;
    }
    const int64_t bytes = kv_row_bytes(type, 32);
    for (int64_t b = 0; b < n / 32; b++, x += 32, y += bytes) {
        switch (type) {
        case T_Q4_0: FN(kv_block_q_0)(x, y, 4); break;
        case T_Q5_0: FN(kv_block_q_0)(x, y, 5); break;
        case T_Q4_1: FN(kv_block_q_1)(x, y, 4); break;
        case T_Q5_1: FN(kv_block_q_1)(x, y, 5); break;
        case T_IQ4_NL: FN(kv_block_iq4_nl)(x, y); break;
        }
    }
}

/* M rows of n floats -> M cache rows of `type`, packed; the kernel the
 * PyTorch path writes a prompt's keys and values with (the decode step stores its rows itself). */
static int FN(kv_store_rows)(int type, const float *x, int64_t M, int64_t n, uint8_t *y, int nthreads) {
    if (!kv_type_ok(type, n)) return -1;
    const int64_t rb = kv_row_bytes(type, n);
#pragma omp parallel for schedule(static) num_threads(nthreads) if (M >= 64 && nthreads > 1)
    for (int64_t m = 0; m < M; m++) FN(kv_store)(type, x + m * n, y + m * rb, n);
    return 0;
}

/* x[0 .. n - 1] with each chunk of `chunk` values (a power of two) replaced by its orthonormal
 * Walsh-Hadamard transform (Sylvester's order: kv_types.hadamard), in place by butterflies:
 * llama.cpp's rotation of block-type keys, queries and values (kv_types.rotation). */
static void FN(kv_rotate)(float *x, int64_t n, int64_t chunk) {
    const float s = 1.f / sqrtf((float)chunk);
    for (int64_t c = 0; c < n; c += chunk) {
        float *y = x + c;
        for (int64_t len = 1; len < chunk; len *= 2)
            for (int64_t i = 0; i < chunk; i += 2 * len)
                for (int64_t j = i; j < i + len; j++) {
                    const float a = y[j], b = y[j + len];
                    y[j] = a + b, y[j + len] = a - b;
                }
        for (int64_t j = 0; j < chunk; j++) y[j] *= s;
    }
}

/* scores[j] = (q . K[j]) * scale for j < n over block-type keys: q quantized once to the
 * keys' dot format (qq: scratch of at least n_dims / 32 * 36 bytes); returns the maximum. */
static float FN(kv_scores_blocks)(int type, const float *q, const uint8_t *K, int64_t n, int64_t hd,
                                  float scale, float *scores, uint8_t *qq) {
    const int act = FN(act_type)(type);
    const int64_t rb = kv_row_bytes(type, hd);
    FN(quantize_act)(act, q, qq, hd);
    float mx = -INFINITY;
    for (int64_t j = 0; j < n; j++) {
        scores[j] = FN(vec_dot_q8)(type, hd, K + j * rb, qq) * scale;
        mx = scores[j] > mx ? scores[j] : mx;
    }
    return mx;
}

/* out[i] = inv * sum_j p[j] * V[j, i] over block-type value rows, each decoded to `row`
 * (scratch of hd floats) and added in. */
static void FN(kv_values_blocks)(int type, const float *p, const uint8_t *V, int64_t n, int64_t hd,
                                 float inv, float *out, float *row) {
    const int64_t rb = kv_row_bytes(type, hd);
    for (int64_t i = 0; i < hd; i++) out[i] = 0.f;
    for (int64_t j = 0; j < n; j++) {
        FN(decode_run)(type, V + j * rb, hd / 32, row);
        const float w = p[j];
        int64_t i = 0;
#if defined(__AVX2__) && defined(__FMA__)
        const __m256 vw = _mm256_set1_ps(w);
        for (; i + 8 <= hd; i += 8)
            _mm256_storeu_ps(out + i, _mm256_fmadd_ps(vw, _mm256_loadu_ps(row + i), _mm256_loadu_ps(out + i)));
#endif
        for (; i < hd; i++) out[i] += w * row[i];
    }
    for (int64_t i = 0; i < hd; i++) out[i] *= inv;
}
