/* A Gated DeltaNet layer's decode-step ops, CONV and DELTA (compiled once per instruction
 * set; decode_step.h says what each computes).
 *
 * DELTA touches each head's whole state S [dk, dv] (64 KiB at dk = dv = 128) twice per
 * token: once to read k S and q S, once to write S back. Both passes go a block of columns
 * at a time (4 vectors wide) so the block stays in L1 between them, with the block's
 * read and output sums in registers. The output uses
 *     q S' = q (decay S) + (q . k) delta,   S' = decay S + k^T delta,
 * so q S' comes out of the first pass and the second pass only writes S'. The plain-C copy
 * takes the same two passes a column at a time (and every copy's columns left over).
 *
 * CONV's per-channel sums are a few multiply-adds; its cost was one expf per channel in the
 * SiLU, which the vector copies take eight channels at a time.
 */

#if defined(__AVX2__) && defined(__FMA__)
/* y * sigmoid(y) for eight values (exp8's argument kept below float overflow: a very
 * negative y gives -0 or a denormal, as y / (1 + expf(-y)) does). */
static inline __m256 FN(silu8)(__m256 y) {
    const __m256 e = FN(exp8)(_mm256_min_ps(_mm256_sub_ps(_mm256_setzero_ps(), y), _mm256_set1_ps(88.f)));
    return _mm256_div_ps(y, _mm256_add_ps(_mm256_set1_ps(1.f), e));
}
#endif

/* CONV: channel c of row b (its first C values, in place): y = sum_j w[c, j] xs[j] over
 * xs = the slot's K - 1 previous inputs, then this one; the state keeps the last K - 1;
 * plus the bias where there is one (op->weight: Mamba-2's), then silu(y); the channels
 * from op->at of the row. Gated (LFM2's short convolution, a row b | c | h of 3 C): the input is
 * b * h, the output c * y, no silu. A row at position 0 starts from zero inputs. Threads
 * take blocks of 64 channels. */
static void FN(op_conv)(const StepProgram *p, const StepOp *op, float *x, int64_t ld, int64_t B,
                        const int64_t *slots, const int64_t *pos) {
    const StepDelta *d = op->delta;
    const int64_t C = d->conv_dim, K = d->kernel, nblk = (C + 63) / 64;
    float *states = p->conv_state[op->layer];
    const int gated = op->gated;
#pragma omp for schedule(static)
    for (int64_t t = 0; t < B * nblk; t++) {
        const int64_t b = t / nblk, c0 = t % nblk * 64, c1 = c0 + 64 < C ? c0 + 64 : C;
        float *v = x + b * ld + op->at;
        for (int64_t c = c0; c < c1; c++) {
            float *st = states + (slots[b] * C + c) * (K - 1);
            const float *w = d->conv + c * K;
            const float in = gated ? v[c] * v[2 * C + c] : v[c];
            if (pos[b] == 0)
                for (int64_t j = 0; j < K - 1; j++) st[j] = 0.f;
            float y = 0.f;
            for (int64_t j = 0; j < K - 1; j++) y += w[j] * st[j];
            y += w[K - 1] * in;
            for (int64_t j = 0; j + 1 < K - 1; j++) st[j] = st[j + 1];
            if (K > 1) st[K - 2] = in;
            if (op->weight) y += op->weight[c];      /* Mamba-2's conv bias */
            v[c] = gated ? y * v[C + c] : y;
        }
        if (gated) continue;
        int64_t c = c0;
#if defined(__AVX2__) && defined(__FMA__)
        for (; c + 8 <= c1; c += 8) _mm256_storeu_ps(v + c, FN(silu8)(_mm256_loadu_ps(v + c)));
#endif
        for (; c < c1; c++) v[c] = v[c] / (1.f + expf(-v[c]));
    }
}

/* x * (1 / sqrt(sum(x^2) + eps)) * scale into y, n values. */
static inline void FN(l2norm)(const float *x, float *y, int64_t n, float scale) {
    const float r = 1.f / sqrtf(FN(dot)(x, x, n) + 1e-6f);
    for (int64_t i = 0; i < n; i++) y[i] = x[i] * r * scale;
}

/* One head's columns [j0, j1) of S [dk, dv] (row stride dv), one column at a time: o[j] =
 * q S'[:, j] and S' = decay S + k^T delta with delta[j] = beta (v[j] - k (decay S)[:, j]). */
static inline void FN(delta_cols)(float *S, int64_t dk, int64_t dv, int64_t j0, int64_t j1, const float *q,
                                  const float *k, const float *v, float decay, float beta, float qk, float *o) {
    for (int64_t j = j0; j < j1; j++) {
        float read = 0.f, qs = 0.f;
        for (int64_t i = 0; i < dk; i++) {
            const float s = S[i * dv + j] * decay;
            read += k[i] * s;
            qs += q[i] * s;
        }
        const float delta = (v[j] - read) * beta;
        o[j] = qs + qk * delta;
        for (int64_t i = 0; i < dk; i++) S[i * dv + j] = S[i * dv + j] * decay + k[i] * delta;
    }
}

#if defined(__AVX2__) && defined(__FMA__)
/* delta_cols for the 8 NV columns from j0 (NV a constant after inlining: 4, then 1). */
static inline __attribute__((always_inline)) void FN(delta_cols8)(
        float *S, int64_t dk, int64_t dv, int64_t j0, const int NV, const float *q, const float *k,
        const float *v, float decay, float beta, float qk, float *o) {
    __m256 rd[4], qs[4];
    const __m256 dec = _mm256_set1_ps(decay);
    for (int u = 0; u < NV; u++) rd[u] = qs[u] = _mm256_setzero_ps();
    for (int64_t i = 0; i < dk; i++) {
        const __m256 ki = _mm256_set1_ps(k[i]), qi = _mm256_set1_ps(q[i]);
        for (int u = 0; u < NV; u++) {
            const __m256 s = _mm256_mul_ps(_mm256_loadu_ps(S + i * dv + j0 + 8 * u), dec);
            rd[u] = _mm256_fmadd_ps(ki, s, rd[u]);
            qs[u] = _mm256_fmadd_ps(qi, s, qs[u]);
        }
    }
    for (int u = 0; u < NV; u++) {   /* rd becomes the delta */
        rd[u] = _mm256_mul_ps(_mm256_sub_ps(_mm256_loadu_ps(v + j0 + 8 * u), rd[u]), _mm256_set1_ps(beta));
        _mm256_storeu_ps(o + j0 + 8 * u, _mm256_fmadd_ps(_mm256_set1_ps(qk), rd[u], qs[u]));
    }
    for (int64_t i = 0; i < dk; i++) {
        const __m256 ki = _mm256_set1_ps(k[i]);
        for (int u = 0; u < NV; u++) {
            float *at = S + i * dv + j0 + 8 * u;
            _mm256_storeu_ps(at, _mm256_fmadd_ps(ki, rd[u], _mm256_mul_ps(_mm256_loadu_ps(at), dec)));
        }
    }
}
#endif

#if defined(__AVX512F__)
/* delta_cols for the 16 NV columns from j0 (NV 4, then 1). */
static inline __attribute__((always_inline)) void FN(delta_cols16)(
        float *S, int64_t dk, int64_t dv, int64_t j0, const int NV, const float *q, const float *k,
        const float *v, float decay, float beta, float qk, float *o) {
    __m512 rd[4], qs[4];
    const __m512 dec = _mm512_set1_ps(decay);
    for (int u = 0; u < NV; u++) rd[u] = qs[u] = _mm512_setzero_ps();
    for (int64_t i = 0; i < dk; i++) {
        const __m512 ki = _mm512_set1_ps(k[i]), qi = _mm512_set1_ps(q[i]);
        for (int u = 0; u < NV; u++) {
            const __m512 s = _mm512_mul_ps(_mm512_loadu_ps(S + i * dv + j0 + 16 * u), dec);
            rd[u] = _mm512_fmadd_ps(ki, s, rd[u]);
            qs[u] = _mm512_fmadd_ps(qi, s, qs[u]);
        }
    }
    for (int u = 0; u < NV; u++) {
        rd[u] = _mm512_mul_ps(_mm512_sub_ps(_mm512_loadu_ps(v + j0 + 16 * u), rd[u]), _mm512_set1_ps(beta));
        _mm512_storeu_ps(o + j0 + 16 * u, _mm512_fmadd_ps(_mm512_set1_ps(qk), rd[u], qs[u]));
    }
    for (int64_t i = 0; i < dk; i++) {
        const __m512 ki = _mm512_set1_ps(k[i]);
        for (int u = 0; u < NV; u++) {
            float *at = S + i * dv + j0 + 16 * u;
            _mm512_storeu_ps(at, _mm512_fmadd_ps(ki, rd[u], _mm512_mul_ps(_mm512_loadu_ps(at), dec)));
        }
    }
}
#endif

/* DELTA: for each (row, value head): the gated delta rule's step on the slot's state, the
 * head's output q S, its gated RMSNorm with z into dst (StepDelta says the layout). `own`:
 * this thread's scratch of 2 dk + dv floats (q, k, q S'). */
static void FN(op_delta)(const StepProgram *p, const StepOp *op, const float *x, int64_t ld, int64_t B,
                         float *out, int64_t ldo, const int64_t *slots, const int64_t *pos, float *own) {
    const StepDelta *d = op->delta;
    const int64_t Hk = d->n_k, Hv = d->n_v, dk = d->dk, dv = d->dv;
    const int64_t kd = Hk * dk, vd = Hv * dv, per = Hv / Hk;   /* value heads per key head */
    float *states = p->delta_state[op->layer];
    float *q = own, *k = q + dk, *o = k + dk;
#pragma omp for schedule(static)
    for (int64_t t = 0; t < B * Hv; t++) {
        const int64_t b = t / Hv, h = t % Hv, kh = d->grouped ? h / per : h % Hk;
        /* b_h and a_h: [b of every head | a of every head], or grouped per key head */
        const int64_t bh = d->grouped ? h + kh * per : h, ah = d->grouped ? bh + per : Hv + h;
        const float *row = x + b * ld, *v = row + 2 * kd + h * dv, *z = row + 2 * kd + vd + h * dv;
        FN(l2norm)(row + kh * dk, q, dk, 1.f / sqrtf((float)dk));
        FN(l2norm)(row + kd + kh * dk, k, dk, 1.f);
        const float bv = row[2 * kd + 2 * vd + bh], av = row[2 * kd + 2 * vd + ah] + d->dt_bias[h];
        const float beta = 1.f / (1.f + expf(-bv));
        const float softplus = av > 20.f ? av : log1pf(expf(av));   /* torch's threshold */
        const float decay = expf(d->A[h] * softplus), qk = FN(dot)(q, k, dk);
        float *S = states + (slots[b] * Hv + h) * dk * dv;           /* [dk, dv] */
        if (pos[b] == 0) memset(S, 0, (size_t)(dk * dv) * sizeof(float));
        int64_t j = 0;
#if defined(__AVX512F__)
        for (; j + 64 <= dv; j += 64) FN(delta_cols16)(S, dk, dv, j, 4, q, k, v, decay, beta, qk, o);
        for (; j + 16 <= dv; j += 16) FN(delta_cols16)(S, dk, dv, j, 1, q, k, v, decay, beta, qk, o);
#endif
#if defined(__AVX2__) && defined(__FMA__)
        for (; j + 32 <= dv; j += 32) FN(delta_cols8)(S, dk, dv, j, 4, q, k, v, decay, beta, qk, o);
        for (; j + 8 <= dv; j += 8) FN(delta_cols8)(S, dk, dv, j, 1, q, k, v, decay, beta, qk, o);
#endif
        FN(delta_cols)(S, dk, dv, j, dv, q, k, v, decay, beta, qk, o);
        /* the head's gated RMSNorm: norm * rmsnorm(o) * silu(z) */
        float *y = out + b * ldo + h * dv;
        const float r = 1.f / sqrtf(FN(dot)(o, o, dv) / (float)dv + d->eps);
        j = 0;
#if defined(__AVX2__) && defined(__FMA__)
        for (; j + 8 <= dv; j += 8) {
            const __m256 on = _mm256_mul_ps(_mm256_loadu_ps(o + j), _mm256_set1_ps(r));
            const __m256 g = FN(silu8)(_mm256_loadu_ps(z + j));
            _mm256_storeu_ps(y + j, _mm256_mul_ps(_mm256_mul_ps(_mm256_loadu_ps(d->norm + j), on), g));
        }
#endif
        for (; j < dv; j++) y[j] = d->norm[j] * (o[j] * r) * (z[j] / (1.f + expf(-z[j])));
    }
}
