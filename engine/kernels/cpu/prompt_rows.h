/* Row-wise ops of a prompt's pass (compiled once per instruction set): RMSNorm of each row,
 * the rotary turn of each head and the gated unit of an MLP, which PyTorch runs as several
 * passes over the [T, D] floats (squares, mean, root, two products; the rotation's roll, two
 * products and a sum; the activation into a new tensor, then its product with up into
 * another) and which cost a prefill as much as its attention did. One pass each here.
 */

/* y[m] = w * (x[m] / sqrt(mean(x[m]^2) + eps)) for M rows of n floats (y may be x). */
static int FN(rms_norm_rows)(const float *x, int64_t M, int64_t n, const float *w, float eps, float *y,
                             int nthreads) {
#pragma omp parallel for num_threads(nthreads) schedule(static) if (nthreads > 1 && M > 1)
    for (int64_t m = 0; m < M; m++) FN(step_rmsnorm)(x + m * n, w, y + m * n, n, eps);
    return 0;
}

/* The rotary turn of every head: out[b, h, t, i] = x[i] cos[i] + x[(i + r/2) mod r] sin[i] for
 * i < r (the rotate-half pairs, `sin` carrying the sign of the first half), x[i] beyond r.
 * cos and sin are [B, T, r] contiguous; x and out have unit stride along hd and strides
 * (in floats) xs / os along batch, head and position. Each product and the sum are rounded
 * on their own (the library is built without contraction), as PyTorch's x * cos + roll(x) *
 * sin rounds them: the same bits. */
static int FN(rotate_heads)(const float *x, const int64_t *xs, const float *cos, const float *sin, int64_t r,
                            float *out, const int64_t *os, int64_t B, int64_t H, int64_t T, int64_t hd,
                            int nthreads) {
    const int64_t half = r / 2;
#pragma omp parallel for num_threads(nthreads) schedule(static) if (nthreads > 1)
    for (int64_t bt = 0; bt < B * T; bt++) {
        const int64_t b = bt / T, t = bt % T;
        const float *c = cos + bt * r, *s = sin + bt * r;
        for (int64_t h = 0; h < H; h++) {
            const float *xi = x + b * xs[0] + h * xs[1] + t * xs[2];
            float *o = out + b * os[0] + h * os[1] + t * os[2];
            for (int64_t i = 0; i < half; i++) o[i] = xi[i] * c[i] + xi[i + half] * s[i];
            for (int64_t i = half; i < r; i++) o[i] = xi[i] * c[i] + xi[i - half] * s[i];
            for (int64_t i = r; i < hd; i++) o[i] = xi[i];
        }
    }
    return 0;
}

/* The gated unit of a prompt's rows, in place: g[m, i] = glu(g[m, i], u[m, i]) (ACT_*,
 * decode_step.h; alpha and limit for ACT_CLAMPED_SWIGLU) for M rows of n values, rows ldg
 * and ldu floats apart. The vector copies take eight values at a time through exp8 (within
 * a few float32 ulps of expf, so of PyTorch's silu and tanh GELU); the rest, and the
 * scalar copy, through glu's expf. */
static int FN(glu_rows)(int act, float *g, int64_t ldg, const float *u, int64_t ldu, int64_t M, int64_t n,
                        float alpha, float limit, int nthreads) {
    if (act != ACT_SILU && act != ACT_GELU_TANH && act != ACT_CLAMPED_SWIGLU) return -2;
#pragma omp parallel for num_threads(nthreads) schedule(static) if (nthreads > 1 && M > 1)
    for (int64_t m = 0; m < M; m++) {
        float *gr = g + m * ldg;
        const float *ur = u + m * ldu;
        int64_t i = 0;
#if defined(__AVX2__) && defined(__FMA__)
        const __m256 one = _mm256_set1_ps(1.f), cap = _mm256_set1_ps(88.f);
        if (act == ACT_SILU) {
            for (; i + 8 <= n; i += 8)
                _mm256_storeu_ps(gr + i, _mm256_mul_ps(FN(silu8)(_mm256_loadu_ps(gr + i)), _mm256_loadu_ps(ur + i)));
        } else if (act == ACT_GELU_TANH) {      /* g sigmoid(2t), t = sqrt(2/pi) (g + 0.044715 g^3), as glu */
            for (; i + 8 <= n; i += 8) {
                const __m256 x = _mm256_loadu_ps(gr + i);
                const __m256 cube = _mm256_mul_ps(_mm256_mul_ps(_mm256_set1_ps(0.044715f), x), _mm256_mul_ps(x, x));
                const __m256 t = _mm256_mul_ps(_mm256_set1_ps(0.7978845608028654f), _mm256_add_ps(x, cube));
                const __m256 e = FN(exp8)(_mm256_min_ps(_mm256_mul_ps(_mm256_set1_ps(-2.f), t), cap));
                _mm256_storeu_ps(gr + i, _mm256_mul_ps(_mm256_div_ps(x, _mm256_add_ps(one, e)), _mm256_loadu_ps(ur + i)));
            }
        } else {                                /* min(g, limit) sigmoid(alpha g) (clamp(u) + 1) */
            const __m256 lim = _mm256_set1_ps(limit), a = _mm256_set1_ps(-alpha);
            for (; i + 8 <= n; i += 8) {
                const __m256 x = _mm256_min_ps(_mm256_loadu_ps(gr + i), lim);
                const __m256 y = _mm256_max_ps(_mm256_min_ps(_mm256_loadu_ps(ur + i), lim), _mm256_sub_ps(_mm256_setzero_ps(), lim));
                const __m256 e = FN(exp8)(_mm256_min_ps(_mm256_mul_ps(a, x), cap));
                _mm256_storeu_ps(gr + i, _mm256_mul_ps(_mm256_mul_ps(x, _mm256_div_ps(one, _mm256_add_ps(one, e))),
                                                       _mm256_add_ps(y, one)));
            }
        }
#endif
        for (; i < n; i++) gr[i] = FN(glu)(act, gr[i], ur[i], alpha, limit);
    }
    return 0;
}
