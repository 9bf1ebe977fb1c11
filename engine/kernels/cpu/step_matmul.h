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
 * ACT_KIND), by every thread into its own buffers (in->q; with Q8_0 also its blocks' code
 * sums, in->ysum): a few hundred nanoseconds of work that saves the barrier a shared copy
 * would need before the dots read it. */
static void FN(step_quantize)(int kinds, const StepIn *in, int64_t B, int64_t K) {
    if (!kinds) return;
    for (int kind = 0; kind < 3; kind++) {
        if (!(kinds & 1 << kind)) continue;
        const int act = kind == 0 ? T_Q8_0 : kind == 1 ? T_Q8_1 : T_Q8_K;
        for (int64_t b = 0; b < B; b++) {
            FN(quantize_act)(act, in->x + b * in->ld, in->q[kind] + b * in->q_ld, K);
            if (kind == 0) FN(q8_0_sums)(in->q[0] + b * in->q_ld, K / 32, in->ysum + b * in->ysum_ld);
        }
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
 * each: out[r + b * ldo] for row n0 + r. An interleaved matrix goes a whole group of 16
 * rows a call (count is 16, n0 a multiple of it); otherwise full groups of Q8_ROWS rows of
 * one input row go through the multi-row kernel where the type has one. */
static inline void FN(step_rows)(const StepMat *m, int64_t n0, int64_t count, const StepIn *in, int64_t b0,
                                 int64_t B, float *rowbuf, float *out, int64_t ldo, int acc) {
    if (m->interleave) {     /* Q8_0 activations and their block sums, or Q4_1's / Q5_1's Q8_1 ones */
        float s[I16_ROWS];
        const int64_t nb = m->k / 32;
        const uint8_t *xq = in->q[ACT_KIND(FN(act_type)(m->type))];
        for (int64_t b = b0; b < b0 + B; b++) {
            FN(i16_dot)(m->type, m->w + n0 * m->row_stride, nb, xq + b * in->q_ld, in->ysum + b * in->ysum_ld, s);
            float *o = out + (b - b0) * ldo;
            for (int r = 0; r < I16_ROWS; r++) {
                s[r] += m->bias ? m->bias[n0 + r] : 0.f;
                o[r] = (acc ? o[r] : 0.f) + s[r];
            }
        }
        return;
    }
    const q8_rows_fn rows = B == 1 && m->q8 ? FN(q8_rows_kernel)(m->type) : NULL;
    int64_t r0 = 0;
    for (; rows && r0 + Q8_ROWS <= count; r0 += Q8_ROWS) {
        float s[Q8_ROWS];
        const uint8_t *xq = in->q[ACT_KIND(FN(act_type)(m->type))] + b0 * in->q_ld;
        rows(m->w + (n0 + r0) * m->row_stride, m->row_stride, xq, m->k / block_weights(m->type), s);
        for (int r = 0; r < Q8_ROWS; r++) {
            s[r] += m->bias ? m->bias[n0 + r0 + r] : 0.f;
            out[r0 + r] = (acc ? out[r0 + r] : 0.f) + s[r];
        }
    }
    for (int64_t r = r0; r < count; r++) FN(step_row)(m, n0 + r, in, b0, B, rowbuf, out + r, ldo, acc);
}

/* Rows a work item of m takes: a group of the interleaved layout, else Q8_ROWS. */
static inline int64_t FN(group_rows)(const StepMat *m) { return m->interleave ? I16_ROWS : Q8_ROWS; }

/* Work items in m's n rows (the last one may be short). */
static inline int64_t FN(row_groups)(const StepMat *m) {
    return (m->n + FN(group_rows)(m) - 1) / FN(group_rows)(m);
}

/* How an op's work items are split. Decoding streams each weight from memory once, and a
 * long contiguous piece is one stream the prefetchers follow (16 equal pieces a thread
 * measured 25-35% slower per token on SmolLM2 at 2 threads than 2). A small op takes
 * OpenMP's guided schedule: pieces start at half the items (items / threads) and halve as
 * the rest shrinks, down to one item, so the streams stay long while the last pieces even
 * out the threads' finishing times (against two equal dynamic pieces a thread, 0.80-0.99x
 * the time per token, paired, 2 threads, AVX2 EPYC). But the thread that takes the first
 * half is then bound to finish it: when it runs slower than the other (a busy neighbour,
 * a smaller core), the other waits at the op's barrier. On Zen 4 with neighbours the
 * waiting thread spun 15% of a llama3b-wide decode step, its partner's half of the
 * 383 MB output matrix taking 19% longer than its own. So an op whose eighths of a
 * thread's share are STEP_PIECE_BYTES of weights or more (step_piece) is taken in those
 * eighths, dynamically: still long streams, and a slow thread holds up the barrier by at
 * most one of them. */
#define STEP_PIECE_BYTES (256 << 10)

/* The dynamic piece (work items) of a loop of `items` of `item_bytes` weights each, or 0
 * for the guided schedule. */
static inline int64_t FN(step_piece)(int64_t items, int64_t item_bytes) {
    const int64_t piece = items / (8 * (int64_t)omp_get_num_threads());
    return piece * item_bytes >= STEP_PIECE_BYTES ? piece : 0;
}

/* One work item of step_matmul: group g of the matrices' rows, counted across them. */
static inline void FN(step_matmul_item)(const StepMat *const *mats, float *const *outs, const int64_t *ldo,
                                        int64_t g, const StepIn *in, int64_t B, float *rowbuf, int acc) {
    int i = 0;
    int64_t n = g;
    while (n >= FN(row_groups)(mats[i])) n -= FN(row_groups)(mats[i++]);
    const int64_t G = FN(group_rows)(mats[i]);
    n *= G;
    const int64_t rows = mats[i]->n - n < G ? mats[i]->n - n : G;
    FN(step_rows)(mats[i], n, rows, in, 0, B, rowbuf, outs[i] + n, ldo[i], acc);
}

/* Rows of several matrices sharing one input, split among the threads as one loop (in
 * work items of one matrix: group_rows rows; pieces as above). */
static void FN(step_matmul)(const StepMat *const *mats, float *const *outs, const int64_t *ldo,
                            int count, const StepIn *in, int64_t B, float *rowbuf, int acc) {
    int64_t groups = 0;
    int kinds = 0;
    for (int i = 0; i < count; i++) {
        groups += FN(row_groups)(mats[i]);
        kinds |= FN(q8_kind)(mats[i]);
    }
    FN(step_quantize)(kinds, in, B, mats[0]->k);
    const int64_t piece = FN(step_piece)(groups, FN(group_rows)(mats[0]) * mats[0]->row_stride);
    if (piece) {
#pragma omp for schedule(dynamic, piece)
        for (int64_t g = 0; g < groups; g++) FN(step_matmul_item)(mats, outs, ldo, g, in, B, rowbuf, acc);
    } else {
#pragma omp for schedule(guided)
        for (int64_t g = 0; g < groups; g++) FN(step_matmul_item)(mats, outs, ldo, g, in, B, rowbuf, acc);
    }
}
