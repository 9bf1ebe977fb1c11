/* Row-wise ops of a prompt's pass (compiled once per instruction set): RMSNorm of each row
 * and the rotary turn of each head, which PyTorch runs as several passes over the [T, D]
 * floats (squares, mean, root, two products; the rotation's roll, two products and a sum)
 * and which cost a prefill as much as its attention did. One pass each here.
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
