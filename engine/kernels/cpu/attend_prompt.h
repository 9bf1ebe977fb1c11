/* Causal attention over a prompt (compiled once per instruction set): every query row of
 * T new tokens against the S keys of its sequence, query t seeing keys 0 .. S - T + t, or
 * with a sliding window W only the last W of them (keys S - T + t - W + 1 .. S - T + t).
 *
 * A decode step has one query a head and reads each key once (attend_row.h); a prompt has
 * T of them, so the work is two small matrix products a head, scores = Q K^T and out =
 * P V, and the way to run them near the FMA units' speed is register tiles: AP_ROWS query
 * rows at once against 16 or 32 keys (scores) or value columns (out), 12 accumulators (24
 * with AVX-512's 32 registers), each key or value vector loaded once for all AP_ROWS rows.
 * At 4-32k tokens the keys and values of a head (S x hd floats each, 2 MiB at S = 4096) no
 * longer stay in cache from one row tile to the next, so the keys are cut into tiles too
 * (ap_block below): a tile of keys is transposed once a call (16 or 32 keys' components at
 * one depth are then one load) and serves every query row of all the query heads that share it,
 * each row keeping a running softmax, and the T x S scores never exist.
 */
#undef AP_ROWS
#if defined(__AVX512F__)
#define AP_ROWS 12    /* 24 of the 32 zmm registers: each key or value vector serves 12 rows */
#else
#define AP_ROWS 6     /* 12 of the 16 ymm registers */
#endif

#if defined(__AVX2__) && defined(__FMA__)
/* scores[r][j] = scale * q_r . K[j] for r < AP_ROWS, j < n (a multiple of 16): kt is K
 * transposed, row d holding component d of every key, ld_kt floats apart. A short tile
 * repeats its last query row to fill AP_ROWS: with no variable row count anywhere, the
 * twelve accumulators stay in registers. */
static void FN(ap_scores)(const float *const *q, const float *kt, int64_t ld_kt, int64_t n,
                          int64_t hd, float scale, float *scores, int64_t ld_s) {
    int64_t j = 0;
#if defined(__AVX512F__)
    for (; j + 32 <= n; j += 32) {               /* 32 keys a pass in twelve 16-float registers */
        __m512 acc[AP_ROWS][2];
        for (int r = 0; r < AP_ROWS; r++) acc[r][0] = acc[r][1] = _mm512_setzero_ps();
        for (int64_t d = 0; d < hd; d++) {
            const __m512 k0 = _mm512_loadu_ps(kt + d * ld_kt + j), k1 = _mm512_loadu_ps(kt + d * ld_kt + j + 16);
            for (int r = 0; r < AP_ROWS; r++) {
                const __m512 qd = _mm512_set1_ps(q[r][d]);
                acc[r][0] = _mm512_fmadd_ps(qd, k0, acc[r][0]);
                acc[r][1] = _mm512_fmadd_ps(qd, k1, acc[r][1]);
            }
        }
        const __m512 s = _mm512_set1_ps(scale);
        for (int r = 0; r < AP_ROWS; r++) {
            _mm512_storeu_ps(scores + r * ld_s + j, _mm512_mul_ps(acc[r][0], s));
            _mm512_storeu_ps(scores + r * ld_s + j + 16, _mm512_mul_ps(acc[r][1], s));
        }
    }
#endif
    for (; j < n; j += 16) {
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

/* out_r[c] = alpha[r] * out_r[c] + sum_j p[r][j] V[j][c] for r < AP_ROWS, c < hd (a multiple
 * of 16), j < n: the running weighted sum of a row's values rescaled to its new maximum and
 * one more key tile's terms added (a short tile's extra rows write to a scratch row). */
static void FN(ap_values_acc)(const float *p, int64_t ld_p, const float *v, int64_t ld_v, int64_t n,
                              int64_t hd, const float *alpha, float *const *out) {
    int64_t c = 0;
#if defined(__AVX512F__)
    for (; c + 32 <= hd; c += 32) {
        __m512 acc[AP_ROWS][2];
        for (int r = 0; r < AP_ROWS; r++) {
            const __m512 a = _mm512_set1_ps(alpha[r]);
            acc[r][0] = _mm512_mul_ps(_mm512_loadu_ps(out[r] + c), a);
            acc[r][1] = _mm512_mul_ps(_mm512_loadu_ps(out[r] + c + 16), a);
        }
        for (int64_t j = 0; j < n; j++) {
            const __m512 v0 = _mm512_loadu_ps(v + j * ld_v + c), v1 = _mm512_loadu_ps(v + j * ld_v + c + 16);
            for (int r = 0; r < AP_ROWS; r++) {
                const __m512 pj = _mm512_set1_ps(p[r * ld_p + j]);
                acc[r][0] = _mm512_fmadd_ps(pj, v0, acc[r][0]);
                acc[r][1] = _mm512_fmadd_ps(pj, v1, acc[r][1]);
            }
        }
        for (int r = 0; r < AP_ROWS; r++) {
            _mm512_storeu_ps(out[r] + c, acc[r][0]);
            _mm512_storeu_ps(out[r] + c + 16, acc[r][1]);
        }
    }
#endif
    for (; c < hd; c += 16) {
        __m256 acc[AP_ROWS][2];
        for (int r = 0; r < AP_ROWS; r++) {
            const __m256 a = _mm256_set1_ps(alpha[r]);
            acc[r][0] = _mm256_mul_ps(_mm256_loadu_ps(out[r] + c), a);
            acc[r][1] = _mm256_mul_ps(_mm256_loadu_ps(out[r] + c + 8), a);
        }
        for (int64_t j = 0; j < n; j++) {
            const __m256 v0 = _mm256_loadu_ps(v + j * ld_v + c), v1 = _mm256_loadu_ps(v + j * ld_v + c + 8);
            for (int r = 0; r < AP_ROWS; r++) {
                const __m256 pj = _mm256_broadcast_ss(p + r * ld_p + j);
                acc[r][0] = _mm256_fmadd_ps(pj, v0, acc[r][0]);
                acc[r][1] = _mm256_fmadd_ps(pj, v1, acc[r][1]);
            }
        }
        for (int r = 0; r < AP_ROWS; r++) {
            _mm256_storeu_ps(out[r] + c, acc[r][0]);
            _mm256_storeu_ps(out[r] + c + 8, acc[r][1]);
        }
    }
}
#endif

/* The plain path (no AVX2, or hd not a multiple of 16): rows query rows (pointers q[r],
 * outputs out[r]) whose row r sees keys lo[r] .. lim[r] - 1 of K and V (rows k_stride and
 * v_stride floats apart); `sink` (NULL: none) is the head's sink logit, one more term of each
 * softmax's denominator with no value. scores: a row of at least lim[rows - 1] floats a row. */
static void FN(ap_plain_tile)(const float *const *q, float *const *out, const int64_t *lo, const int64_t *lim,
                              int rows, const float *k, int64_t k_stride, const float *v, int64_t v_stride,
                              int64_t hd, float scale, const float *sink, float *scores, int64_t ld_s) {
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

/* The blocked path. A task is one key head's query heads (or some of them) at AP_QB
 * consecutive positions; it walks the keys its rows can see in tiles of AP_KB, each tile
 * transposed (hd x AP_KB floats, 32 KiB at hd 128: it stays in L1/L2 while every row of the
 * task uses it) and its values read in place. Every row keeps
 * a running maximum m and sum l of its exponentials (the online softmax of FlashAttention):
 * a new tile with a larger maximum rescales the sum and the weighted values so far by
 * e^(m_old - m_new), so no row's scores are ever held beyond one tile and no T x S matrix
 * exists. A tile wholly past a row group's causal limit, or before its window, is skipped.
 * The next tile's values and keys are prefetched into L2 as a tile starts: its first
 * reader otherwise waits on L3 (4096 positions, 28 / 4 heads of 128, Zen 4: 167-173 ->
 * 171-180 GFLOP/s on two threads, 87 -> 92 on one). */
#define AP_KB 64
#define AP_QB 24

#if defined(__AVX2__) && defined(__FMA__)
#if defined(__AVX512F__)
/* exp8 (attend_row.h) sixteen lanes at a time, step for step, so each lane's bits are
 * exp8's: n rounded to the nearest integer by the int32 conversion (exp8 rounds, then
 * converts), and n * c subtracted as n * -c added (the same single rounding). */
static inline __m512 FN(ap_exp16)(__m512 x) {
    x = _mm512_max_ps(x, _mm512_set1_ps(-87.3f));
    const __m512i ni = _mm512_cvtps_epi32(_mm512_mul_ps(x, _mm512_set1_ps(1.44269504088896341f)));
    const __m512 n = _mm512_cvtepi32_ps(ni);
    __m512 r = _mm512_fmadd_ps(n, _mm512_set1_ps(-0.693359375f), x);
    r = _mm512_fmadd_ps(n, _mm512_set1_ps(2.12194440e-4f), r);
    __m512 p = _mm512_set1_ps(1.9875691500e-4f);
    p = _mm512_fmadd_ps(p, r, _mm512_set1_ps(1.3981999507e-3f));
    p = _mm512_fmadd_ps(p, r, _mm512_set1_ps(8.3334519073e-3f));
    p = _mm512_fmadd_ps(p, r, _mm512_set1_ps(4.1665795894e-2f));
    p = _mm512_fmadd_ps(p, r, _mm512_set1_ps(1.6666665459e-1f));
    p = _mm512_fmadd_ps(p, r, _mm512_set1_ps(5.0000001201e-1f));
    p = _mm512_fmadd_ps(_mm512_mul_ps(p, r), r, _mm512_add_ps(r, _mm512_set1_ps(1.f)));
    const __m512i e = _mm512_slli_epi32(_mm512_add_epi32(ni, _mm512_set1_epi32(127)), 23);
    return _mm512_mul_ps(p, _mm512_castsi512_ps(e));
}
#endif

/* Rows' state for one key tile (its keys j0 .. j0 + kn - 1): row r's scores s[r][0 .. kn)
 * become its weights e^(s - m_new) inside the row's range and 0 outside; alpha[r] the
 * factor that brings the row's earlier sum to m_new. Returns 0 when no row sees the tile. */
static int FN(ap_online)(float *scores, int64_t ld_s, int rows, const int64_t *lo, const int64_t *lim,
                         int64_t j0, int64_t kn, float *m, float *l, float *alpha) {
    int any = 0;
    for (int r = 0; r < AP_ROWS; r++) {
        float *s = scores + r * ld_s;
        const int64_t a = r < rows && lo[r] > j0 ? lo[r] - j0 : 0;
        const int64_t b = r < rows ? (lim[r] - j0 < kn ? lim[r] - j0 : kn) : 0;
        alpha[r] = 1.f;
        if (a >= b) {
            memset(s, 0, (size_t)AP_KB * sizeof(float));
            continue;
        }
        any = 1;
#if defined(__AVX512F__)
        if (a == 0 && b == AP_KB) {    /* the whole tile seen (most rows): its scores in registers */
            __m512 x[AP_KB / 16], mx = x[0] = _mm512_loadu_ps(s);
            for (int c = 1; c < AP_KB / 16; c++) mx = _mm512_max_ps(mx, x[c] = _mm512_loadu_ps(s + 16 * c));
            float lanes[16], tmax = m[r];
            _mm512_storeu_ps(lanes, mx);
            for (int i = 0; i < 16; i++) tmax = lanes[i] > tmax ? lanes[i] : tmax;
            alpha[r] = expf(m[r] - tmax);
            __m512 sum = _mm512_setzero_ps();
            for (int c = 0; c < AP_KB / 16; c++) {
                const __m512 e = FN(ap_exp16)(_mm512_sub_ps(x[c], _mm512_set1_ps(tmax)));
                _mm512_storeu_ps(s + 16 * c, e);
                sum = _mm512_add_ps(sum, e);
            }
            l[r] = l[r] * alpha[r] + _mm512_reduce_add_ps(sum);
            m[r] = tmax;
            continue;
        }
#endif
        const float tmax = FN(ap_max)(s + a, b - a), mnew = tmax > m[r] ? tmax : m[r];
        alpha[r] = expf(m[r] - mnew);          /* 0 on the row's first tile (m = -inf) */
        l[r] = l[r] * alpha[r] + FN(attend_exp)(s + a, b - a, mnew);
        m[r] = mnew;
        for (int64_t j = 0; j < a; j++) s[j] = 0.f;
        for (int64_t j = b; j < AP_KB; j++) s[j] = 0.f;
    }
    return any;
}

/* Keys j0 .. j0 + kn - 1 of one key head (rows k_stride floats apart) into kt (hd x AP_KB,
 * the columns past kn zero, so their scores are 0 and given weight 0). */
static void FN(ap_transpose)(const float *k, int64_t k_stride, int64_t kn, int64_t hd, float *kt) {
    if (kn < AP_KB)
        for (int64_t d = 0; d < hd; d++) memset(kt + d * AP_KB + kn, 0, (size_t)(AP_KB - kn) * sizeof(float));
    for (int64_t j = 0; j < kn; j++) {
        const float *src = k + j * k_stride;
        for (int64_t d = 0; d < hd; d++) kt[d * AP_KB + j] = src[d];
    }
}

/* One task: heads h0 .. h1 - 1 (all of key head kvh's or some) at positions t0 .. t1 - 1;
 * q, k, v, out already at the batch row, strides as attend_causal's. kth: the key head's
 * tiles already transposed (tile i's hd x AP_KB floats at kth + i * hd * AP_KB), or NULL to
 * transpose each tile here. scratch: AP_ROWS x AP_KB scores, hd x AP_KB transposed keys,
 * AP_ROWS x hd spare outputs, and m, l of (h1 - h0) * AP_QB rows. Tiles start at multiples
 * of AP_KB (a window's first one too), so the two ways meet the same tiles. */
static void FN(ap_block)(const float *q, const int64_t *qs, const float *k, const int64_t *ks, const float *v,
                         const int64_t *vs, float *out, const int64_t *os, int64_t kvh, int64_t h0, int64_t h1,
                         int64_t t0, int64_t t1, int64_t T, int64_t S, int64_t window, const float *sinks,
                         int64_t hd, float scale, const float *kth, float *scratch) {
    float *scores = scratch, *kt = scores + AP_ROWS * AP_KB, *spare = kt + hd * AP_KB;
    float *m = spare + AP_ROWS * hd, *l = m + (h1 - h0) * AP_QB;
    const int64_t first_lim = S - T + t0 + 1, last_lim = S - T + t1;
    const int64_t j_lo = window > 0 && first_lim > window ? (first_lim - window) / AP_KB * AP_KB : 0;
    const float *kh = k + kvh * ks[1], *vh = v + kvh * vs[1];
    for (int64_t i = 0; i < (h1 - h0) * AP_QB; i++) m[i] = -INFINITY, l[i] = 0.f;
    for (int64_t h = h0; h < h1; h++)
        for (int64_t t = t0; t < t1; t++) memset(out + h * os[1] + t * os[2], 0, (size_t)hd * sizeof(float));
    memset(spare, 0, (size_t)(AP_ROWS * hd) * sizeof(float));
    for (int64_t j0 = j_lo; j0 < last_lim; j0 += AP_KB) {
        const int64_t kn = last_lim - j0 < AP_KB ? last_lim - j0 : AP_KB;
        const float *ktile = kth ? kth + j0 / AP_KB * hd * AP_KB : kt;
        if (!kth) FN(ap_transpose)(kh + j0 * ks[2], ks[2], kn, hd, kt);
        if (j0 + AP_KB < last_lim) {   /* the next tile's values and keys on their way to L2 */
            const int64_t next = last_lim - j0 - AP_KB < AP_KB ? last_lim - j0 - AP_KB : AP_KB;
            for (int64_t j = 0; j < next; j++)
                for (int64_t d = 0; d < hd; d += 16) _mm_prefetch((const char *)(vh + (j0 + AP_KB + j) * vs[2] + d), _MM_HINT_T1);
            if (kth)
                for (int64_t i = 0; i < hd * AP_KB; i += 16)
                    _mm_prefetch((const char *)(kth + (j0 / AP_KB + 1) * hd * AP_KB + i), _MM_HINT_T1);
        }
        for (int64_t h = h0; h < h1; h++)
            for (int64_t r0 = t0; r0 < t1; r0 += AP_ROWS) {
                const int rows = (int)(t1 - r0 < AP_ROWS ? t1 - r0 : AP_ROWS);
                const int64_t row_lim = S - T + r0 + rows;           /* the group's last row's limit */
                int64_t lo[AP_ROWS], lim[AP_ROWS];
                for (int r = 0; r < rows; r++) {
                    lim[r] = S - T + r0 + r + 1;
                    lo[r] = window > 0 && lim[r] > window ? lim[r] - window : 0;
                }
                if (j0 >= row_lim || j0 + kn <= lo[0]) continue;    /* causal or window: nothing seen */
                const float *qr[AP_ROWS];
                float *orow[AP_ROWS], alpha[AP_ROWS];
                for (int r = 0; r < AP_ROWS; r++) {
                    qr[r] = q + h * qs[1] + (r0 + (r < rows ? r : rows - 1)) * qs[2];
                    orow[r] = r < rows ? out + h * os[1] + (r0 + r) * os[2] : spare + r * hd;
                }
                float *mr = m + (h - h0) * AP_QB + (r0 - t0), *lr = l + (h - h0) * AP_QB + (r0 - t0);
                FN(ap_scores)(qr, ktile, AP_KB, AP_KB, hd, scale, scores, AP_KB);
                float mpad[AP_ROWS], lpad[AP_ROWS];
                for (int r = 0; r < AP_ROWS; r++) mpad[r] = r < rows ? mr[r] : 0.f, lpad[r] = r < rows ? lr[r] : 0.f;
                if (!FN(ap_online)(scores, AP_KB, rows, lo, lim, j0, kn, mpad, lpad, alpha)) continue;
                for (int r = 0; r < rows; r++) mr[r] = mpad[r], lr[r] = lpad[r];
                FN(ap_values_acc)(scores, AP_KB, vh + j0 * vs[2], vs[2], kn, hd, alpha, orow);
            }
    }
    for (int64_t h = h0; h < h1; h++)
        for (int64_t t = t0; t < t1; t++) {
            float *o = out + h * os[1] + t * os[2];
            float mx = m[(h - h0) * AP_QB + (t - t0)], sum = l[(h - h0) * AP_QB + (t - t0)], keep = 1.f;
            if (sinks) {              /* the sink: one more exponential in the sum, no value */
                const float sk = sinks[h];
                if (sk > mx) keep = expf(mx - sk), sum = sum * keep + 1.f;
                else sum += expf(sk - mx);
            }
            const float f = keep / sum;
            for (int64_t d = 0; d < hd; d++) o[d] *= f;
        }
}
#endif

/* out[b, t, h] = softmax_j(scale * q[b, h, t] . k[b, h / G, j]) v[b, h / G, j] over
 * j <= S - T + t, and with window > 0 also j > S - T + t - window (G = H / Hkv query heads
 * share a key head); with sinks (NULL: none) head h's softmax also counts exp(sinks[h]).
 * Every tensor is float32 with unit stride along hd and the given strides (in floats) along
 * batch, head and position. Tasks go to threads a key head at a time, so that both threads
 * read the keys and values of one head while they are in L3 (at 4096 positions, 8 key heads
 * of 128 are 48 MiB with the transposed keys: head after head, 148 -> 159-164 GFLOP/s on
 * two Zen 4 threads; 4 heads, which fit, 1-2%), and within a head latest positions first
 * (they see the most keys), the cheap ones filling in at the end; when a key head's
 * position blocks are too few to keep every thread busy, its query heads are split between
 * tasks too. Every task
 * of a key head meets the same key tiles, so when more than one block of positions does,
 * the tiles are transposed once beforehand (as much memory as the keys; without it, each
 * task transposes its own: at 4096 positions that was a fifth of the attention's time).
 * Returns 0, or -1 when scratch memory cannot be had. */
static int FN(attend_causal)(const float *q, const int64_t *qs, const float *k, const int64_t *ks,
                             const float *v, const int64_t *vs, float *out, const int64_t *os,
                             int64_t B, int64_t H, int64_t Hkv, int64_t T, int64_t S, int64_t window,
                             const float *sinks, int64_t hd, float scale, int nthreads) {
    const int64_t G = H / Hkv;
#if defined(__AVX2__) && defined(__FMA__)
    if (hd % 16 == 0) {
        const int64_t blocks = (T + AP_QB - 1) / AP_QB;
        const int64_t split = B * Hkv * blocks >= 4 * nthreads ? 1 : G;     /* head groups a key head */
        const int64_t per = (G + split - 1) / split, parts = (G + per - 1) / per;
        const int64_t own = AP_ROWS * AP_KB + hd * AP_KB + AP_ROWS * hd + 2 * per * AP_QB + 16;
        float *scratch = malloc((size_t)(nthreads * own) * sizeof(float) + 64);
        if (!scratch) return -1;
        const int64_t tiles = (S + AP_KB - 1) / AP_KB, tile_size = hd * AP_KB;
        float *kt_all = blocks > 1 ? malloc((size_t)(B * Hkv * tiles * tile_size) * sizeof(float)) : NULL;
        /* a window's tasks start at or past the first query's window: the tiles before it stay unread */
        const int64_t tile_lo = window > 0 && S - T + 1 > window ? (S - T + 1 - window) / AP_KB : 0;
        if (kt_all) {
#pragma omp parallel for num_threads(nthreads) schedule(static)
            for (int64_t i = 0; i < B * Hkv * tiles; i++) {
                const int64_t b = i / (Hkv * tiles), kvh = i / tiles % Hkv, j0 = i % tiles * AP_KB;
                if (j0 < tile_lo * AP_KB) continue;
                FN(ap_transpose)(k + b * ks[0] + kvh * ks[1] + j0 * ks[2], ks[2], S - j0 < AP_KB ? S - j0 : AP_KB,
                                 hd, kt_all + i * tile_size);
            }
        }
#pragma omp parallel for num_threads(nthreads) schedule(dynamic, 1)
        for (int64_t task = 0; task < B * Hkv * parts * blocks; task++) {
            const int64_t head = task / (blocks * parts), within = task % (blocks * parts);
            const int64_t b = head / Hkv, kvh = head % Hkv, block = blocks - 1 - within / parts, part = within % parts;
            const int64_t h0 = kvh * G + part * per, h1 = h0 + per < (kvh + 1) * G ? h0 + per : (kvh + 1) * G;
            const int64_t t0 = block * AP_QB, t1 = t0 + AP_QB < T ? t0 + AP_QB : T;
            FN(ap_block)(q + b * qs[0], qs, k + b * ks[0], ks, v + b * vs[0], vs, out + b * os[0], os, kvh, h0, h1,
                         t0, t1, T, S, window, sinks, hd, scale,
                         kt_all ? kt_all + (b * Hkv + kvh) * tiles * tile_size : NULL,
                         scratch + (int64_t)omp_get_thread_num() * own);
        }
        free(kt_all);
        free(scratch);
        return 0;
    }
#endif
    const int64_t tiles_per_head = (T + AP_ROWS - 1) / AP_ROWS, ld_s = S + 16;
    float *scratch = malloc((size_t)(nthreads * AP_ROWS * ld_s) * sizeof(float) + 64);
    if (!scratch) return -1;
#pragma omp parallel for num_threads(nthreads) schedule(dynamic, 1)
    for (int64_t task = 0; task < B * H * tiles_per_head; task++) {
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
        FN(ap_plain_tile)(qr, orow, lo, lim, rows, k + b * ks[0] + kvh * ks[1], ks[2], v + b * vs[0] + kvh * vs[1],
                          vs[2], hd, scale, sinks ? sinks + h : NULL,
                          scratch + (int64_t)omp_get_thread_num() * AP_ROWS * ld_s, ld_s);
    }
    free(scratch);
    return 0;
}
