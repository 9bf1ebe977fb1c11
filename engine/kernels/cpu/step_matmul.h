/* The matrix ops of a decode step (decode_step_body.h), compiled once per instruction set
 * (FN suffix): the input rows quantized once per activation format, then each weight row
 * against them, the rows of an op split among the threads.
 *
 * With one input row (B = 1, plain decoding) a q8 matrix goes Q8_ROWS rows a call through
 * the multi-row kernel where its type has one (q8_rows_kernel): each row's value is bit for
 * bit the row kernel's, so grouping changes the speed only.
 */

/* Bit ACT_KIND of the activation format a q8 matrix takes (0 for a float one). */
static inline int FN(q8_kind)(const StepMat *m) {
    return m->q8 ? 1 << ACT_KIND(FN(act_type)(m->type)) : 0;
}

/* The K-wide input rows quantized for each activation format in `kinds` (bits of
 * ACT_KIND), by every thread into its own buffers (in->q): a few hundred nanoseconds of
 * work that saves the barrier a shared copy would need before the dots read it. */
static void FN(step_quantize)(int kinds, const StepIn *in, int64_t B, int64_t K) {
    if (!kinds) return;
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

/* Rows n0 .. n0 + count - 1 of m for input rows b0 .. b0 + B - 1, as step_row computes
 * each: out[r + b * ldo] for row n0 + r. A full group of one input row goes through the
 * multi-row kernel where the type has one. */
static inline void FN(step_rows)(const StepMat *m, int64_t n0, int64_t count, const StepIn *in, int64_t b0,
                                 int64_t B, float *rowbuf, float *out, int64_t ldo, int acc) {
    const q8_rows_fn rows = B == 1 && count == Q8_ROWS && m->q8 ? FN(q8_rows_kernel)(m->type) : NULL;
    if (rows) {
        float s[Q8_ROWS];
        const uint8_t *xq = in->q[ACT_KIND(FN(act_type)(m->type))] + b0 * in->q_ld;
        rows(m->w + n0 * m->row_stride, m->row_stride, xq, m->k / block_weights(m->type), s);
        for (int r = 0; r < Q8_ROWS; r++) {
            s[r] += m->bias ? m->bias[n0 + r] : 0.f;
            out[r] = (acc ? out[r] : 0.f) + s[r];
        }
        return;
    }
    for (int64_t r = 0; r < count; r++) FN(step_row)(m, n0 + r, in, b0, B, rowbuf, out + r, ldo, acc);
}

/* Groups of Q8_ROWS rows in n rows (the last one may be short). */
static inline int64_t FN(row_groups)(int64_t n) { return (n + Q8_ROWS - 1) / Q8_ROWS; }

/* Dynamic chunk of `groups` groups: about 16 pieces a thread, few enough to keep the
 * shared counter cheap on a 150k-row lm_head, enough that a preempted thread holds up
 * only a small piece. */
static inline int64_t FN(group_chunk)(int64_t groups, int nthreads) {
    const int64_t c = groups / (16 * nthreads);
    return c > 1 ? c : 1;
}

/* Rows of several matrices sharing one input, split among the threads as one loop (in
 * groups of Q8_ROWS rows of one matrix). */
static void FN(step_matmul)(const StepMat *const *mats, float *const *outs, const int64_t *ldo,
                            int count, const StepIn *in, int64_t B, float *rowbuf, int acc,
                            int nthreads) {
    int64_t groups = 0;
    int kinds = 0;
    for (int i = 0; i < count; i++) {
        groups += FN(row_groups)(mats[i]->n);
        kinds |= FN(q8_kind)(mats[i]);
    }
    FN(step_quantize)(kinds, in, B, mats[0]->k);
#pragma omp for schedule(dynamic, FN(group_chunk)(groups, nthreads))
    for (int64_t g = 0; g < groups; g++) {
        int i = 0;
        int64_t n = g;
        while (n >= FN(row_groups)(mats[i]->n)) n -= FN(row_groups)(mats[i++]->n);
        n *= Q8_ROWS;
        const int64_t rows = mats[i]->n - n < Q8_ROWS ? mats[i]->n - n : Q8_ROWS;
        FN(step_rows)(mats[i], n, rows, in, 0, B, rowbuf, outs[i] + n, ldo[i], acc);
    }
}
