/* Gemma 4's per-layer inputs in the decode step (decode_step.h: OP_EMBED; compiled once
 * per instruction set, like decode_step_body.h, which includes it): each new token's row
 * of a second embedding table, decoded from its GGML blocks (or float32) like the token
 * embedding's. */

/* EMBED: dst[b, :n] (=, or += when acc) the row of tokens[b] in mats[0], times scale.
 * `row`: this thread's kmax floats (the program's kmax covers n). */
static void FN(op_embed)(const StepOp *op, const int64_t *tokens, int64_t B, float *dst, int64_t ldd, float *row) {
    const StepMat *t = &op->mats[0];
    const int64_t n = t->k;
#pragma omp for schedule(static)
    for (int64_t b = 0; b < B; b++) {
        float *y = dst + b * ldd;
        if (FN(decode_row)(t->type, t->w + tokens[b] * t->row_stride, row, 0, n) != 0)
            memset(row, 0, (size_t)n * sizeof(float));     /* not reached: Python checks the type */
        for (int64_t i = 0; i < n; i++) y[i] = (op->acc ? y[i] : 0.f) + row[i] * op->scale;
    }
}

/* Before the step: 0 when every EMBED op has its tokens inside its table; -3 when a token
 * is outside it, -1 when the caller gave no tokens (it embedded the rows itself). */
static int FN(step_embed_check)(const StepProgram *p, const int64_t *tokens, int64_t B) {
    for (int64_t o = 0; o < p->n_ops; o++) {
        if (p->ops[o].kind != OP_EMBED) continue;
        if (tokens == NULL) return -1;
        for (int64_t b = 0; b < B; b++)
            if (tokens[b] < 0 || tokens[b] >= p->ops[o].mats[0].n) return -3;
    }
    return 0;
}
