/* One decode step of a dense decoder, compiled once per instruction set (FN suffix).
 *
 * B rows (one new token each, one cache slot each) go through every layer inside ONE
 * OpenMP parallel region: the threads split each matrix's output rows, then meet at a
 * barrier before the next phase. Per layer:
 *
 *   h = rmsnorm(x)                         (each thread its share of the rows)
 *   q|k|v = h @ [Wq|Wk|Wv].T (+ bias)      one work-shared loop over all three
 *   per head: q_norm/k_norm, rotate, k and v written to the cache slot at `pos`
 *   att = softmax(q k^T / sqrt(hd)) v      over the slot's pos + 1 keys, per (row, head)
 *   x += att @ Wo.T
 *   h = rmsnorm(x);  a = silu(h @ Wg.T) * (h @ Wu.T)   (gate and up rows side by side)
 *   x += a @ Wd.T
 *   (a sparse MoE layer instead routes each row to its top-k SwiGLU experts)
 *
 * then logits = rmsnorm(x) @ W_lm.T. Activations are float32 throughout; the cache is
 * [n_slots, n_kv_heads, max_len, head_dim] per layer, float32 or float16. It computes what
 * CausalLM.forward computes for a one-token step, so float32 rounding is the only
 * difference (tests/test_ch40_decode_step.py checks it against the PyTorch model).
 */

#include "attend_row.h"

/* y = w * (x / sqrt(mean(x^2) + eps)); y may be x. */
static inline void FN(step_rmsnorm)(const float *x, const float *w, float *y, int64_t n, float eps) {
    const float r = 1.f / sqrtf(FN(dot)(x, x, n) / (float)n + eps);
    for (int64_t i = 0; i < n; i++) y[i] = w[i] * (x[i] * r);
}

/* Bit ACT_KIND of the activation format a q8 matrix takes (0 for a float one). */
static inline int FN(q8_kind)(const StepMat *m) {
    return m->q8 ? 1 << ACT_KIND(FN(act_type)(m->type)) : 0;
}

/* In one thread (the others wait at its barrier): the K-wide input rows quantized for
 * each activation format in `kinds` (bits of ACT_KIND). Every thread passes the same kinds. */
static void FN(step_quantize)(int kinds, const StepIn *in, int64_t B, int64_t K) {
    if (!kinds) return;
#pragma omp single
    for (int kind = 0; kind < 3; kind++) {
        if (!(kinds & 1 << kind)) continue;
        const int act = kind == 0 ? T_Q8_0 : kind == 1 ? T_Q8_1 : T_Q8_K;
        for (int64_t b = 0; b < B; b++)
            FN(quantize_act)(act, in->x + b * in->ld, in->q[kind] + b * in->q_ld, K);
    }
}

/* out[b * ldo] (=, or += when `acc`) dot(W[n], x[b]) + bias[n] for b < B: integer dots
 * against the quantized rows for a q8 matrix, else float dots (the block decoded in
 * registers where the instruction set has a fused kernel, else into rowbuf). */
static inline void FN(step_row)(const StepMat *m, int64_t n, const StepIn *in, int64_t b0,
                                int64_t B, float *rowbuf, float *out, int64_t ldo, int acc) {
    const uint8_t *row = m->w + n * m->row_stride;
    const float *x = in->x + b0 * in->ld;
    const float bias = m->bias ? m->bias[n] : 0.f;
    float s;
    if (m->q8) {
        const uint8_t *xq = in->q[ACT_KIND(FN(act_type)(m->type))] + b0 * in->q_ld;
        for (int64_t b = 0; b < B; b++) {
            s = FN(vec_dot_q8)(m->type, m->k, row, xq + b * in->q_ld) + bias;
            out[b * ldo] = (acc ? out[b * ldo] : 0.f) + s;
        }
        return;
    }
    if (B == 1 && FN(fused_dot)(m->type, row, x, m->k, &s)) {
        out[0] = (acc ? out[0] : 0.f) + (s + bias);
        return;
    }
    FN(decode_row)(m->type, row, rowbuf, 0, m->k);
    for (int64_t b = 0; b < B; b++) {
        s = FN(dot)(rowbuf, x + b * in->ld, m->k) + bias;
        out[b * ldo] = (acc ? out[b * ldo] : 0.f) + s;
    }
}

/* Rows of several matrices sharing one input, split among the threads as one loop. */
static void FN(step_matmul)(const StepMat *const *mats, float *const *outs, const int64_t *ldo,
                            int count, const StepIn *in, int64_t B, float *rowbuf, int acc,
                            int nthreads) {
    int64_t total = 0;
    int kinds = 0;
    for (int i = 0; i < count; i++) {
        total += mats[i]->n;
        kinds |= FN(q8_kind)(mats[i]);
    }
    FN(step_quantize)(kinds, in, B, mats[0]->k);
    /* about 16 pieces a thread: few enough to keep the shared counter cheap on a 150k-row
     * lm_head, enough that a preempted thread holds up only a small piece */
    const int64_t chunk = total / (16 * nthreads) > 4 ? total / (16 * nthreads) : 4;
#pragma omp for schedule(dynamic, chunk)
    for (int64_t r = 0; r < total; r++) {
        int i = 0;
        int64_t n = r;
        while (n >= mats[i]->n) n -= mats[i++]->n;
        FN(step_row)(mats[i], n, in, 0, B, rowbuf, outs[i] + n, ldo[i], acc);
    }
}

/* The SwiGLU MLP's first half: a[b, i] = silu(h[b] . Wg[i]) * (h[b] . Wu[i]). */
static void FN(step_gate_up)(const StepLayer *L, const StepIn *h, int64_t B, float *a, float *rowbuf,
                             float *gu, int nthreads) {
    const int64_t I = L->gate.n, chunk = I / (16 * nthreads) > 4 ? I / (16 * nthreads) : 4;
    FN(step_quantize)(FN(q8_kind)(&L->gate) | FN(q8_kind)(&L->up), h, B, L->gate.k);
#pragma omp for schedule(dynamic, chunk)
    for (int64_t i = 0; i < I; i++) {
        FN(step_row)(&L->gate, i, h, 0, B, rowbuf, gu, 1, 0);          /* gu[b]     = gate */
        FN(step_row)(&L->up, i, h, 0, B, rowbuf, gu + B, 1, 0);        /* gu[B + b] = up   */
        for (int64_t b = 0; b < B; b++) {
            const float g = gu[b];
            a[b * I + i] = g / (1.f + expf(-g)) * gu[B + b];
        }
    }
}

/* The router of a MoE layer, one thread: each row's softmax over the E experts, its top_k
 * (largest first; ties to the lower expert) and their weights, renormalised if asked. */
static void FN(step_route)(const StepLayer *L, float *probs, int64_t B, int64_t *sel, float *wt) {
    const int64_t E = L->n_experts, k = L->top_k;
#pragma omp single
    for (int64_t b = 0; b < B; b++) {
        float *p = probs + b * E, mx = -INFINITY, sum = 0.f, kept = 0.f;
        for (int64_t e = 0; e < E; e++) mx = p[e] > mx ? p[e] : mx;
        for (int64_t e = 0; e < E; e++) sum += (p[e] = expf(p[e] - mx));
        for (int64_t e = 0; e < E; e++) p[e] /= sum;
        for (int64_t j = 0; j < k; j++) {
            int64_t best = -1;
            for (int64_t e = 0; e < E; e++)
                if (p[e] >= 0.f && (best < 0 || p[e] > p[best])) best = e;
            sel[b * k + j] = best;
            kept += (wt[b * k + j] = p[best]);
            p[best] = -1.f;                            /* taken */
        }
        if (L->norm_topk)
            for (int64_t j = 0; j < k; j++) wt[b * k + j] /= kept;
    }
}

/* The sparse MLP of a MoE layer for rows h [B, D]; its output is added to x [B, D]:
 * route, then every (row, chosen expert) pair's gate/up rows into act [pairs, Im], then
 * each output feature sums its row's k expert outputs. */
static void FN(step_moe)(const StepLayer *L, const StepIn *h, int64_t B, float *x, float *probs,
                         int64_t *sel, float *wt, const StepIn *act, float *rowbuf, float *gu,
                         int nthreads) {
    const int64_t E = L->n_experts, k = L->top_k, D = L->router.k, Im = L->experts[0].n;
    const StepMat *router[1] = {&L->router};
    float *const p_out[1] = {probs};
    const int64_t p_ld[1] = {E};
    FN(step_matmul)(router, p_out, p_ld, 1, h, B, rowbuf, 0, nthreads);
    FN(step_route)(L, probs, B, sel, wt);
    int up_kinds = 0, down_kinds = 0;
    for (int64_t e = 0; e < E; e++) {
        up_kinds |= FN(q8_kind)(&L->experts[3 * e]) | FN(q8_kind)(&L->experts[3 * e + 1]);
        down_kinds |= FN(q8_kind)(&L->experts[3 * e + 2]);
    }
    FN(step_quantize)(up_kinds, h, B, D);
    const int64_t pairs = B * k, chunk = pairs * Im / (16 * nthreads) > 4 ? pairs * Im / (16 * nthreads) : 4;
    float *a = (float *)act->x;
#pragma omp for schedule(dynamic, chunk)
    for (int64_t t = 0; t < pairs * Im; t++) {
        const int64_t pr = t / Im, i = t % Im;
        const StepMat *gate = &L->experts[3 * sel[pr]];
        FN(step_row)(gate, i, h, pr / k, 1, rowbuf, gu, 1, 0);
        FN(step_row)(gate + 1, i, h, pr / k, 1, rowbuf, gu + 1, 1, 0);
        a[pr * Im + i] = gu[0] / (1.f + expf(-gu[0])) * gu[1];
    }
    FN(step_quantize)(down_kinds, act, pairs, Im);
    const int64_t dchunk = B * D / (16 * nthreads) > 4 ? B * D / (16 * nthreads) : 4;
#pragma omp for schedule(dynamic, dchunk)
    for (int64_t t = 0; t < B * D; t++) {
        const int64_t b = t / D, n = t % D;
        float s = 0.f, y;
        for (int64_t j = 0; j < k; j++) {
            const int64_t pr = b * k + j;
            FN(step_row)(&L->experts[3 * sel[pr] + 2], n, act, pr, 1, rowbuf, &y, 1, 0);
            s += wt[pr] * y;
        }
        x[b * D + n] += s;
    }
}

/* n floats into cache row storage at element `at` (float16 rounded to nearest even). */
static inline void FN(cache_store)(void *cache, int64_t at, const float *v, int64_t n, int half) {
    if (!half) {
        memcpy((float *)cache + at, v, (size_t)n * sizeof(float));
        return;
    }
    uint8_t *h = (uint8_t *)cache + 2 * at;
    for (int64_t i = 0; i < n; i++) FN(store_half)(h + 2 * i, v[i]);
}

/* q/k head norms, rotation, and the new key/value written into each row's cache slot. */
static void FN(step_rotate_store)(const StepModel *m, const StepLayer *L, float *qkv, int64_t ld,
                                  int64_t B, const float *cs, void *kc, void *vc,
                                  const int64_t *slots, const int64_t *pos) {
    const int64_t H = m->n_heads, Hkv = m->n_kv_heads, hd = m->head_dim, half = hd / 2;
#pragma omp for schedule(static)
    for (int64_t bh = 0; bh < B * (H + Hkv); bh++) {
        const int64_t b = bh / (H + Hkv), h = bh % (H + Hkv);
        float *v = qkv + b * ld + h * hd;                 /* q heads, then k heads */
        const float *norm = h < H ? L->q_norm : L->k_norm;
        if (norm) FN(step_rmsnorm)(v, norm, v, hd, m->eps);
        const float *c = cs + b * hd, *s = c + half;      /* cos, sin of row b's angles */
        for (int64_t i = 0; i < half; i++) {              /* rotate-half pairs (i, i + hd/2) */
            const float x1 = v[i], x2 = v[i + half];
            v[i] = x1 * c[i] - x2 * s[i];
            v[i + half] = x2 * c[i] + x1 * s[i];
        }
        if (h >= H) {
            const int64_t g = h - H, at = ((slots[b] * Hkv + g) * m->max_len + pos[b]) * hd;
            FN(cache_store)(kc, at, v, hd, m->cache_f16);
            FN(cache_store)(vc, at, qkv + b * ld + (H + Hkv + g) * hd, hd, m->cache_f16);
        }
    }
}

/* att[b, h] = softmax(q . k_j / sqrt(hd)) . v_j over the slot's keys j <= pos[b]. */
static void FN(step_attention)(const StepModel *m, const float *qkv, int64_t ld, int64_t B,
                               const void *kc, const void *vc, const int64_t *slots,
                               const int64_t *pos, float *att, float *scores) {
    const int64_t H = m->n_heads, Hkv = m->n_kv_heads, hd = m->head_dim;
    const int half = (int)m->cache_f16, esize = half ? 2 : 4;
    const float scale = 1.f / sqrtf((float)hd);
#pragma omp for schedule(static)
    for (int64_t bh = 0; bh < B * H; bh++) {
        const int64_t b = bh / H, h = bh % H, g = h / (H / Hkv), n = pos[b] + 1;
        const float *q = qkv + b * ld + h * hd;
        const int64_t slot = (slots[b] * Hkv + g) * m->max_len * hd * esize;   /* bytes */
        const void *K = (const uint8_t *)kc + slot, *V = (const uint8_t *)vc + slot;
        const float mx = FN(attend_scores)(q, K, half, n, hd, scale, scores);
        const float sum = FN(attend_exp)(scores, n, mx);
        FN(attend_values)(scores, V, half, n, hd, 1.f / sum, att + b * H * hd + h * hd);
    }
}

static int FN(decode_step)(const StepModel *m, float *x, int64_t B, void *const *k_cache,
                           void *const *v_cache, const int64_t *slots, const int64_t *pos,
                           float *logits, int nthreads) {
    const int64_t D = m->dim, H = m->n_heads, Hkv = m->n_kv_heads, hd = m->head_dim;
    const int64_t qd = H * hd, ld = (H + 2 * Hkv) * hd, half = hd / 2;
    int64_t I = 0, E = 0, pairs = 0, keys = 1;      /* widest MLP, most experts, B * top_k */
    for (int64_t l = 0; l < m->n_layers; l++) {
        const StepLayer *L = m->layers + l;
        const int64_t inner = L->n_experts ? L->experts[0].n : L->gate.n;
        I = inner > I ? inner : I;
        E = L->n_experts > E ? L->n_experts : E;
        pairs = B * L->top_k > pairs ? B * L->top_k : pairs;
    }
    int64_t kmax = D > qd ? D : qd;
    kmax = I > kmax ? I : kmax;
    for (int64_t b = 0; b < B; b++) keys = pos[b] + 1 > keys ? pos[b] + 1 : keys;
    /* shared: h [B, max(D, qd)], qkv [B, ld], att [B, qd], a [max(B, pairs), I], cos|sin
     * [B, hd], router probs [B, E], weights [pairs] and experts [pairs] (int64 in floats);
     * per thread: a decoded weight row [kmax], scores [keys], gate/up pair [2B] */
    const int64_t rows_a = pairs > B ? pairs : B;
    const int64_t shared = B * (kmax + ld + qd + hd + E) + rows_a * I + 3 * pairs + 1;
    const int64_t own = kmax + keys + 2 * B + 64;
    /* quantized inputs: one buffer per activation format, rows_a rows of at most
     * kmax values (Q8_1's 36 bytes per 32 values is the widest, + a Q8_K block of slack) */
    const int64_t q_ld = (kmax / 32 * 36 + 292 + 63) / 64 * 64;
    float *buf = alloc_row(shared + (int64_t)nthreads * own);
    uint8_t *qbuf = malloc((size_t)(3 * rows_a * q_ld) + 64);
    if (!buf || !qbuf) {
        free(buf);
        free(qbuf);
        return -1;
    }
    uint8_t *const q[3] = {qbuf, qbuf + rows_a * q_ld, qbuf + 2 * rows_a * q_ld};
    float *h = buf, *qkv = h + B * kmax, *att = qkv + B * ld, *a = att + B * qd, *cs = a + rows_a * I;
    float *probs = cs + B * hd, *wt = probs + B * E;
    int64_t *sel = (int64_t *)(buf + ((wt + pairs - buf + 1) & ~(int64_t)1));   /* 8-byte aligned */
    for (int64_t b = 0; b < B; b++)
        for (int64_t i = 0; i < half; i++) {             /* angles in float32, as rotary_cos_sin */
            const float angle = (float)pos[b] * m->inv_freq[i];
            cs[b * hd + i] = cosf(angle);
            cs[b * hd + half + i] = sinf(angle);
        }
    /* the matmul inputs: normed rows, attention output, MLP activations (all share q) */
    const StepIn in_h = {h, D, q, q_ld}, in_att = {att, qd, q, q_ld};
#pragma omp parallel num_threads(nthreads)
    {
        float *mine = buf + shared + (int64_t)omp_get_thread_num() * own;
        float *rowbuf = mine, *scores = mine + kmax, *gu = scores + keys;
        for (int64_t l = 0; l < m->n_layers; l++) {
            const StepLayer *L = m->layers + l;
#pragma omp for schedule(static)
            for (int64_t b = 0; b < B; b++) FN(step_rmsnorm)(x + b * D, L->attn_norm, h + b * D, D, m->eps);
            const StepMat *qkv_mats[3] = {&L->q, &L->k, &L->v};
            float *const qkv_out[3] = {qkv, qkv + qd, qkv + qd + Hkv * hd};
            const int64_t qkv_ld[3] = {ld, ld, ld};
            FN(step_matmul)(qkv_mats, qkv_out, qkv_ld, 3, &in_h, B, rowbuf, 0, nthreads);
            FN(step_rotate_store)(m, L, qkv, ld, B, cs, k_cache[l], v_cache[l], slots, pos);
            FN(step_attention)(m, qkv, ld, B, k_cache[l], v_cache[l], slots, pos, att, scores);
            const StepMat *o_mat[1] = {&L->o};
            float *const x_out[1] = {x};
            const int64_t x_ld[1] = {D};
            FN(step_matmul)(o_mat, x_out, x_ld, 1, &in_att, B, rowbuf, 1, nthreads);
#pragma omp for schedule(static)
            for (int64_t b = 0; b < B; b++) FN(step_rmsnorm)(x + b * D, L->ffn_norm, h + b * D, D, m->eps);
            if (L->n_experts) {
                const StepIn in_pairs = {a, L->experts[0].n, q, q_ld};   /* [pairs, Im] */
                FN(step_moe)(L, &in_h, B, x, probs, sel, wt, &in_pairs, rowbuf, gu, nthreads);
                continue;
            }
            FN(step_gate_up)(L, &in_h, B, a, rowbuf, gu, nthreads);
            const StepMat *down[1] = {&L->down};
            const StepIn in_mlp = {a, L->gate.n, q, q_ld};                /* [B, I] */
            FN(step_matmul)(down, x_out, x_ld, 1, &in_mlp, B, rowbuf, 1, nthreads);
        }
#pragma omp for schedule(static)
        for (int64_t b = 0; b < B; b++) FN(step_rmsnorm)(x + b * D, m->final_norm, h + b * D, D, m->eps);
        const StepMat *head[1] = {&m->lm_head};
        float *const l_out[1] = {logits};
        const int64_t l_ld[1] = {m->vocab};
        FN(step_matmul)(head, l_out, l_ld, 1, &in_h, B, rowbuf, 0, nthreads);
    }
    free(buf);
    free(qbuf);
    return 0;
}
