/* A Mamba-2 layer's decode-step op, SSM, and Granite's SCALE (compiled once per
 * instruction set; decode_step.h says what each computes).
 *
 * SSM reads each head's state S [P, N] once per token: for each of the head's P channels
 * the row S[p] is decayed, gets dt x[p] B written in, is stored back and dotted with C
 * in the same pass (y[p] = S'[p] . C), so the state goes through L1 once. The sums run as
 * mamba2.ssm_scan's float32 ones do: S * decay + (dt x[p]) B, then S' C. The gated norm
 * spans a group of d_inner / G channels (several heads), so it runs after every head of
 * the step is done (a second loop, behind the first one's barrier).
 */

/* S[:N] = S * decay + u * Bv; returns S' . Cv. */
static inline float FN(ssm_row)(float *S, int64_t N, float decay, float u, const float *Bv, const float *Cv) {
    int64_t n = 0;
    float y = 0.f;
#if defined(__AVX512F__)
    __m512 acc16 = _mm512_setzero_ps();
    const __m512 dec16 = _mm512_set1_ps(decay), u16 = _mm512_set1_ps(u);
    for (; n + 16 <= N; n += 16) {
        const __m512 s = _mm512_fmadd_ps(u16, _mm512_loadu_ps(Bv + n), _mm512_mul_ps(_mm512_loadu_ps(S + n), dec16));
        _mm512_storeu_ps(S + n, s);
        acc16 = _mm512_fmadd_ps(s, _mm512_loadu_ps(Cv + n), acc16);
    }
    y += _mm512_reduce_add_ps(acc16);
#endif
#if defined(__AVX2__) && defined(__FMA__)
    __m256 acc8 = _mm256_setzero_ps();
    const __m256 dec8 = _mm256_set1_ps(decay), u8 = _mm256_set1_ps(u);
    for (; n + 8 <= N; n += 8) {
        const __m256 s = _mm256_fmadd_ps(u8, _mm256_loadu_ps(Bv + n), _mm256_mul_ps(_mm256_loadu_ps(S + n), dec8));
        _mm256_storeu_ps(S + n, s);
        acc8 = _mm256_fmadd_ps(s, _mm256_loadu_ps(Cv + n), acc8);
    }
    float lanes[8];
    _mm256_storeu_ps(lanes, acc8);
    for (int k = 0; k < 8; k++) y += lanes[k];
#endif
    for (; n < N; n++) {
        S[n] = S[n] * decay + u * Bv[n];
        y += S[n] * Cv[n];
    }
    return y;
}

/* SSM: for each (row, head h of group g = h / (H / G)): dt = softplus(dt_h + dt_bias[h]),
 * the slot's S_h [P, N] <- exp(dt A[h]) S_h + dt x_h^T B_g; y = S_h C_g + D[h] x_h, times
 * silu(z_h), into dst; then each group of d_inner / G channels of dst RMS-normalised,
 * times the norm weight (StepSsm gives the row's layout). Without a norm weight (a rank
 * of a split model whose group spans ranks) dst keeps the gated y: a COLLECTIVE after the
 * op normalises it by the whole group's RMS (step_parallel.py). */
static void FN(op_ssm)(const StepProgram *p, const StepOp *op, const float *x, int64_t ld, int64_t B,
                       float *out, int64_t ldo, const int64_t *slots, const int64_t *pos) {
    const StepSsm *m = op->ssm;
    const int64_t H = m->n_heads, P = m->head_dim, G = m->n_groups, N = m->d_state, inner = H * P;
    const int64_t per = H / G, gs = inner / G;          /* heads per group, channels per group */
    float *states = p->delta_state[op->layer];
#pragma omp for schedule(static)
    for (int64_t t = 0; t < B * H; t++) {
        const int64_t b = t / H, h = t % H, g = h / per;
        const float *row = x + b * ld, *z = row + h * P, *xs = row + inner + h * P;
        const float *Bv = row + 2 * inner + g * N, *Cv = row + 2 * inner + G * N + g * N;
        const float a = row[2 * inner + 2 * G * N + h] + m->dt_bias[h];
        const float dt = a > 20.f ? a : log1pf(expf(a));   /* softplus, torch's threshold */
        const float decay = expf(dt * m->A[h]);
        float *S = states + (slots[b] * H + h) * P * N;      /* [P, N] */
        if (pos[b] == 0) memset(S, 0, (size_t)(P * N) * sizeof(float));
        float *y = out + b * ldo + h * P;
        for (int64_t c = 0; c < P; c++) {
            const float v = FN(ssm_row)(S + c * N, N, decay, dt * xs[c], Bv, Cv) + m->D[h] * xs[c];
            y[c] = v * (z[c] / (1.f + expf(-z[c])));
        }
    }
    if (m->norm == NULL) return;             /* the same on every thread: none meets the loop */
#pragma omp for schedule(static)
    for (int64_t t = 0; t < B * G; t++) {
        float *y = out + t / G * ldo + t % G * gs;
        const float *w = m->norm + t % G * gs;
        const float r = 1.f / sqrtf(FN(dot)(y, y, gs) / (float)gs + m->eps);
        for (int64_t i = 0; i < gs; i++) y[i] = w[i] * (y[i] * r);
    }
}

/* SCALE: dst[b, :n] = (dst[b, :n] when acc, else 0) + scale * src[b, :n]; src may be dst. */
static void FN(op_scale)(const StepOp *op, const float *src, int64_t lds, float *dst, int64_t ldd, int64_t B) {
    const float s = op->scale;
#pragma omp for schedule(static)
    for (int64_t b = 0; b < B; b++)
        for (int64_t i = 0; i < op->n; i++) dst[b * ldd + i] = (op->acc ? dst[b * ldd + i] : 0.f) + s * src[b * lds + i];
}
