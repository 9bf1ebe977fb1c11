/* Causal attention over a prompt (compiled once per instruction set): every query row of
 * T new tokens against the S keys of its sequence, query t seeing keys 0 .. S - T + t, or
 * with a sliding window W only the last W of them (keys S - T + t - W + 1 .. S - T + t).
 *
 * A decode step has one query a head and reads each key once (attend_row.h); a prompt has
 * T of them, so the work is two small matrix products a head, scores = Q K^T and out =
 * P V, and the way to run them near the FMA units' speed is register tiles: ROWS query
 * rows at once against 16 keys (scores) or 16 value columns (out), twelve accumulators,
 * each key or value vector loaded once for all ROWS rows. The keys are transposed once a
 * call (hd x S a head) so that 16 keys' components at one depth are one load. Each tile's
 * rows see all the keys up to its last row's limit; a row's softmax then ends at its own
 * limit (the later scores get weight 0), so no score past a row's limit counts.
 * Rows of a tile are one head's consecutive positions; tiles are shared out to threads
 * latest positions first (they see the most keys), the cheap ones filling in at the end.
 */
#define AP_ROWS 6

#if defined(__AVX2__) && defined(__FMA__)
/* scores[r][j] = scale * q_r . K[j] for r < AP_ROWS, j < n (a multiple of 16): kt is K
 * transposed, row d holding component d of every key, ld_kt floats apart. A short tile
 * repeats its last query row to fill AP_ROWS: with no variable row count anywhere, the
 * twelve accumulators stay in registers. */
static void FN(ap_scores)(const float *const *q, const float *kt, int64_t ld_kt, int64_t n,
                          int64_t hd, float scale, float *scores, int64_t ld_s) {
    for (int64_t j = 0; j < n; j += 16) {
        __m256 acc[AP_ROWS][2];
        for (int r = 0; r < AP_ROWS; r++) acc[r][0] = acc[r][1] = _mm256_setzero_ps();
        for (int64_t d = 0; d < hd; d++) {
            const __m256 k0 = _mm256_loadu_ps(kt + d * ld_kt + j), k1 = _mm256_loadu_ps(kt + d * ld_kt + j + 8);
            for (int r = 0; r < AP_ROWS; r++) {
                const __m256 qd = _mm256_broadcast_ss(q[r] + d);
                acc[r][0] = _mm256_fmadd_ps(qd, k0, acc[r][0]);
                acc[r][1] = _mm256_fmadd_ps(qd, k1, acc[r][1]);
            }
        }
        const __m256 s = _mm256_set1_ps(scale);
        for (int r = 0; r < AP_ROWS; r++) {      /* all rows: a constant index keeps acc in registers */
            _mm256_storeu_ps(scores + r * ld_s + j, _mm256_mul_ps(acc[r][0], s));
            _mm256_storeu_ps(scores + r * ld_s + j + 8, _mm256_mul_ps(acc[r][1], s));
        }
    }
}

/* the largest of s[0 .. n - 1], n >= 1 */
static inline float FN(ap_max)(const float *s, int64_t n) {
    int64_t j = 0;
    float mx = s[0];
    if (n >= 8) {
        __m256 m = _mm256_loadu_ps(s);
        for (j = 8; j + 8 <= n; j += 8) m = _mm256_max_ps(m, _mm256_loadu_ps(s + j));
        float m8[8];
        _mm256_storeu_ps(m8, m);
        for (int k = 0; k < 8; k++) mx = m8[k] > mx ? m8[k] : mx;
    }
    for (; j < n; j++) mx = s[j] > mx ? s[j] : mx;
    return mx;
}

/* out_r[c] = inv[r] * sum_j p[r][j] V[j][c] for r < AP_ROWS, c < hd (a multiple of 16),
 * j < n (a short tile's extra rows write to a scratch row) */
static void FN(ap_values)(const float *p, int64_t ld_p, const float *v, int64_t ld_v, int64_t n,
                          int64_t hd, const float *inv, float *const *out) {
    for (int64_t c = 0; c < hd; c += 16) {
        __m256 acc[AP_ROWS][2];
        for (int r = 0; r < AP_ROWS; r++) acc[r][0] = acc[r][1] = _mm256_setzero_ps();
        for (int64_t j = 0; j < n; j++) {
            const __m256 v0 = _mm256_loadu_ps(v + j * ld_v + c), v1 = _mm256_loadu_ps(v + j * ld_v + c + 8);
            for (int r = 0; r < AP_ROWS; r++) {
                const __m256 pj = _mm256_broadcast_ss(p + r * ld_p + j);
                acc[r][0] = _mm256_fmadd_ps(pj, v0, acc[r][0]);
                acc[r][1] = _mm256_fmadd_ps(pj, v1, acc[r][1]);
            }
        }
        for (int r = 0; r < AP_ROWS; r++) {
            const __m256 s = _mm256_set1_ps(inv[r]);
            _mm256_storeu_ps(out[r] + c, _mm256_mul_ps(acc[r][0], s));
            _mm256_storeu_ps(out[r] + c + 8, _mm256_mul_ps(acc[r][1], s));
        }
    }
}
#endif

/* One tile: rows query rows (pointers q[r], outputs out[r]) whose row r sees keys
 * lo[r] .. lim[r] - 1, against K (rows kt_stride apart) / its transpose kt (NULL: the plain
 * path) and V; `sink` (NULL: none) is the head's sink logit, one more term of each softmax's
 * denominator with no value. scores: AP_ROWS x ld_s + hd floats of scratch. */
static void FN(ap_tile)(const float *const *q, float *const *out, const int64_t *lo, const int64_t *lim, int rows,
                        const float *k, int64_t k_stride, const float *kt, int64_t ld_kt,
                        const float *v, int64_t v_stride, int64_t hd, float scale, const float *sink,
                        float *scores, int64_t ld_s) {
#if defined(__AVX2__) && defined(__FMA__)
    if (kt) {
        const int64_t n = lim[rows - 1], n16 = (n + 15) & ~(int64_t)15;
        float inv[AP_ROWS];
        const float *qpad[AP_ROWS];
        float *opad[AP_ROWS];
        for (int r = 0; r < AP_ROWS; r++) {
            qpad[r] = q[r < rows ? r : rows - 1];
            opad[r] = r < rows ? out[r] : scores + AP_ROWS * ld_s;
            inv[r] = 0.f;
        }
        FN(ap_scores)(qpad, kt, ld_kt, n16, hd, scale, scores, ld_s);
        for (int r = 0; r < rows; r++) {
            float *s = scores + r * ld_s;
            const int64_t seen = lim[r] - lo[r];
            float mx = FN(ap_max)(s + lo[r], seen);
            if (sink && *sink > mx) mx = *sink;
            const float sum = FN(attend_exp)(s + lo[r], seen, mx) + (sink ? expf(*sink - mx) : 0.f);
            for (int64_t j = 0; j < lo[r]; j++) s[j] = 0.f;
            for (int64_t j = lim[r]; j < n; j++) s[j] = 0.f;
            inv[r] = 1.f / sum;
        }
        FN(ap_values)(scores, ld_s, v, v_stride, n, hd, inv, opad);
        return;
    }
#endif
    (void)kt, (void)ld_kt;
    for (int r = 0; r < rows; r++) {
        float *s = scores + r * ld_s;
        float mx = -INFINITY;
        for (int64_t j = lo[r]; j < lim[r]; j++) {
            float dot = 0.f;
            for (int64_t d = 0; d < hd; d++) dot += q[r][d] * k[j * k_stride + d];
            s[j] = dot * scale;
            mx = s[j] > mx ? s[j] : mx;
        }
        if (sink && *sink > mx) mx = *sink;
        float sum = sink ? expf(*sink - mx) : 0.f;
        for (int64_t j = lo[r]; j < lim[r]; j++) sum += (s[j] = expf(s[j] - mx));
        for (int64_t d = 0; d < hd; d++) out[r][d] = 0.f;
        for (int64_t j = lo[r]; j < lim[r]; j++)
            for (int64_t d = 0; d < hd; d++) out[r][d] += s[j] * v[j * v_stride + d];
        for (int64_t d = 0; d < hd; d++) out[r][d] /= sum;
    }
}

/* out[b, t, h] = softmax_j(scale * q[b, h, t] . k[b, h / G, j]) v[b, h / G, j] over
 * j <= S - T + t, and with window > 0 also j > S - T + t - window (G = H / Hkv query heads
 * share a key head); with sinks (NULL: none) head h's softmax also counts exp(sinks[h]).
 * Every tensor is float32 with unit stride along hd and the given strides (in floats) along
 * batch, head and position. A tile's keys start at its first row's first key (rounded down
 * to 16), so a narrow window costs no scores before it.
 * Returns 0, or -1 when scratch memory cannot be had. */
static int FN(attend_causal)(const float *q, const int64_t *qs, const float *k, const int64_t *ks,
                             const float *v, const int64_t *vs, float *out, const int64_t *os,
                             int64_t B, int64_t H, int64_t Hkv, int64_t T, int64_t S, int64_t window,
                             const float *sinks, int64_t hd, float scale, int nthreads) {
    const int64_t G = H / Hkv, tiles_per_head = (T + AP_ROWS - 1) / AP_ROWS;
    const int64_t ld_s = ((S + 15) & ~(int64_t)15) + 16;
    int vector = 0;
#if defined(__AVX2__) && defined(__FMA__)
    vector = hd % 16 == 0;
#endif
    const int64_t ld_kt = vector ? ld_s : 0;
    float *kt = vector ? malloc((size_t)(B * Hkv * hd * ld_kt) * sizeof(float) + 64) : NULL;
    const int64_t own = AP_ROWS * ld_s + hd;
    float *scratch = malloc((size_t)(nthreads * own) * sizeof(float) + 64);
    if ((vector && !kt) || !scratch) {
        free(kt), free(scratch);
        return -1;
    }
#pragma omp parallel num_threads(nthreads)
    {
        if (vector) {
            /* each key head transposed, the padding past S zero (those scores are not counted) */
#pragma omp for schedule(static)
            for (int64_t bh = 0; bh < B * Hkv; bh++) {
                const float *src = k + (bh / Hkv) * ks[0] + (bh % Hkv) * ks[1];
                float *dst = kt + bh * hd * ld_kt;
                for (int64_t d = 0; d < hd; d++) memset(dst + d * ld_kt + S, 0, (size_t)(ld_kt - S) * sizeof(float));
                for (int64_t j = 0; j < S; j++)
                    for (int64_t d = 0; d < hd; d++) dst[d * ld_kt + j] = src[j * ks[2] + d];
            }
        }
        float *scores = scratch + (int64_t)omp_get_thread_num() * own;
#pragma omp for schedule(dynamic, 1)
        for (int64_t task = 0; task < B * H * tiles_per_head; task++) {
            /* the last tiles of every head first: they see the most keys */
            const int64_t tile = tiles_per_head - 1 - task / (B * H), bh = task % (B * H);
            const int64_t b = bh / H, h = bh % H, kvh = h / G, t0 = tile * AP_ROWS;
            const int rows = (int)(T - t0 < AP_ROWS ? T - t0 : AP_ROWS);
            const float *qr[AP_ROWS];
            float *orow[AP_ROWS];
            int64_t lo[AP_ROWS], lim[AP_ROWS];
            for (int r = 0; r < rows; r++) {
                qr[r] = q + b * qs[0] + h * qs[1] + (t0 + r) * qs[2];
                orow[r] = out + b * os[0] + h * os[1] + (t0 + r) * os[2];
                lim[r] = S - T + t0 + r + 1;
                lo[r] = window > 0 && lim[r] > window ? lim[r] - window : 0;
            }
            const int64_t j0 = lo[0] & ~(int64_t)15;       /* the tile's keys: j0 .. its last row's limit */
            for (int r = 0; r < rows; r++) lim[r] -= j0, lo[r] -= j0;
            FN(ap_tile)(qr, orow, lo, lim, rows, k + b * ks[0] + kvh * ks[1] + j0 * ks[2], ks[2],
                        vector ? kt + (b * Hkv + kvh) * hd * ld_kt + j0 : NULL, ld_kt,
                        v + b * vs[0] + kvh * vs[1] + j0 * vs[2], vs[2], hd, scale, sinks ? sinks + h : NULL,
                        scores, ld_s);
        }
    }
    free(kt), free(scratch);
    return 0;
}
