/* Multi-head latent attention's decode-step ops, MLA_STORE and MLA_ATTEND (compiled once
 * per instruction set; decode_step.h says what each computes, StepMla what they read).
 *
 * The "absorbed" form llama.cpp's deepseek2 runs: head h's key and value are k_b[h] and
 * v_b[h] times the token's latent, so instead of expanding every cached latent per head,
 * the query is turned into the latents' space once (q_nope k_b[h], c values), scored
 * against the cache rows [latent | shared rotated key] as they are, and the softmax-weighted
 * latent is turned into the head's value once (v_b[h], v_dim values). A cache row is read
 * once per head, c + r values, float32 or float16 (the LatentCache's).
 */

/* x [r] of interleaved pairs (x0, x1), (x2, x3) ... rotated as rotate-half pairs (evens,
 * then odds) by the angles' cos c and sin s [r / 2] (the model's rotate_pairs). */
static inline void FN(mla_rotate)(float *x, int64_t r, const float *c, const float *s) {
    const int64_t rh = r / 2;
    float t[r];
    for (int64_t i = 0; i < rh; i++) t[i] = x[2 * i], t[rh + i] = x[2 * i + 1];
    for (int64_t i = 0; i < rh; i++) {
        x[i] = t[i] * c[i] - t[rh + i] * s[i];
        x[rh + i] = t[rh + i] * c[i] + t[i] * s[i];
    }
}

/* MLA_STORE: for each row b, work items (b, h < H) build head h's query [c + r] at
 * q_off (q_nope . k_b[h] rows, then the rotated q_pe), and item (b, H) writes the row's
 * normed latent and rotated key into its slot's cache row at pos % len. */
static void FN(op_mla_store)(const StepProgram *p, const StepOp *op, float *q, int64_t ldq, const float *kv,
                             int64_t ldkv, int64_t B, const float *cs, void *kc, const int64_t *slots,
                             const int64_t *pos) {
    const StepMla *m = op->mla;
    const int64_t H = m->n_heads, n = m->nope, r = m->rope, c = m->latent, w = c + r, half = p->head_dim / 2;
    const int64_t len = p->cache_len[op->layer];
#pragma omp for schedule(static)
    for (int64_t bh = 0; bh < B * (H + 1); bh++) {
        const int64_t b = bh / (H + 1), h = bh % (H + 1);
        const float *cb = cs + b * p->head_dim, *sb = cb + half;
        if (h == H) {
            float row[w];
            const float *in = kv + b * ldkv + m->kv_off;
            FN(step_rmsnorm)(in, m->norm, row, c, m->eps);
            memcpy(row + c, in + c, (size_t)r * sizeof(float));
            FN(mla_rotate)(row + c, r, cb, sb);
            const int64_t at = slots[b] * len + pos[b] % len;
            FN(kv_store)((int)p->k_type, row, (uint8_t *)kc + at * kv_row_bytes((int)p->k_type, w), w);
            continue;
        }
        const float *qh = q + b * ldq + h * (n + r);
        float *out = q + b * ldq + m->q_off + h * w;
        const float *kb = m->k_b + h * c * n;
        for (int64_t j = 0; j < c; j++) out[j] = FN(dot)(kb + j * n, qh, n);
        memcpy(out + c, qh + n, (size_t)r * sizeof(float));
        FN(mla_rotate)(out + c, r, cb, sb);
    }
}

/* MLA_ATTEND: att[b, h] = v_b[h] . (softmax(query . rows * scale) . rows)[:c] over the
 * slot's positions <= pos[b]; `lat` (this thread's, c + r floats) holds the weighted row. */
static void FN(op_mla_attend)(const StepProgram *p, const StepOp *op, const float *q, int64_t ldq, int64_t B,
                              const void *kc, const int64_t *slots, const int64_t *pos, float *att, int64_t ldo,
                              float *scores, float *lat) {
    const StepMla *m = op->mla;
    const int64_t H = m->n_heads, c = m->latent, w = c + m->rope, vd = m->v_dim, len = p->cache_len[op->layer];
    const int half = p->k_type == T_F16;
    const int64_t rb = kv_row_bytes((int)p->k_type, w);
#pragma omp for schedule(static)
    for (int64_t bh = 0; bh < B * H; bh++) {
        const int64_t b = bh / H, h = bh % H, n = pos[b] + 1 < len ? pos[b] + 1 : len;
        const float *qh = q + b * ldq + m->q_off + h * w;
        const uint8_t *rows = (const uint8_t *)kc + slots[b] * len * rb;
        const float mx = FN(attend_scores)(qh, rows, half, n, w, op->scale, scores);
        const float sum = FN(attend_exp)(scores, n, mx);
        FN(attend_values)(scores, rows, half, n, w, 1.f / sum, lat);
        const float *vb = m->v_b + h * vd * c;
        float *out = att + b * ldo + h * vd;
        for (int64_t i = 0; i < vd; i++) out[i] = FN(dot)(vb + i * c, lat, c);
    }
}
