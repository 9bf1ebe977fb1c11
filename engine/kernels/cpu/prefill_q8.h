/* Prefill with int8-rounded activations through a float GEMM (compiled once per instruction set).
 *
 * A prefill-sized matmul reuses each weight tile for hundreds of rows, so decoding the
 * tile to float and calling BLAS beats integer dots. To keep the int8-activation path's
 * numbers, x goes in as llama.cpp would quantize it: each row quantized (act_quant.h)
 * and written back dequantized, d * q, which multiplies exactly like the integer dots
 * up to float32 rounding. One term is not of that form: Q4_1 / Q5_1 weights add
 * m * s per block, with s the activation block's stored f16 sum, not d * sum(q); the
 * difference per block, s - d * sum(q), is returned in `err` and added by q8_1_offset.
 */

/* Rows of x [M, K] -> xd [M, K] = their act_type blocks dequantized; for Q8_1 also
 * err [M, K / 32] = s - d * sum(q) of every block (err may be NULL otherwise). */
static int FN(fake_quant_rows)(const float *x, int64_t M, int64_t K, int act, float *xd, float *err,
                               int nthreads) {
    const ggml_type_info *t = type_info(act);
    const int64_t bytes = FN(act_row_bytes)(act, K);
    if (bytes < 0 || t == NULL) return -1;
    const int64_t nb = K / t->weights;
    int fail = 0;
#pragma omp parallel num_threads(nthreads > M ? (int)(M > 0 ? M : 1) : nthreads) reduction(| : fail)
    {
        uint8_t *row = malloc((size_t)bytes + 64);
        if (!row) fail = 1;
#pragma omp for schedule(static)
        for (int64_t m = 0; m < M; m++) {
            if (!row) continue;
            FN(quantize_act)(act, x + m * K, row, K);
            FN(decode_run)(act, row, nb, xd + m * K);          /* d * q, the exact decoders */
            for (int64_t blk = 0; act == T_Q8_1 && err && blk < nb; blk++) {
                const uint8_t *b = row + blk * BYTES_Q8_1;     /* f16 d | f16 s | 32 int8 q */
                int sum = 0;
                for (int j = 0; j < 32; j++) sum += (int8_t)b[4 + j];
                err[m * nb + blk] = FN(h2f)(b + 2) - FN(h2f)(b) * (float)sum;
            }
        }
        free(row);
    }
    return fail ? -1 : 0;
}

/* out [M, N] += sum over blocks of m_w[n, blk] * err[m, blk], m_w the f16 min at byte
 * offset 2 of each Q4_1 / Q5_1 weight block (`block_bytes` long, nb to a row), or, with
 * `interleave` (16), among the 16 rows' mins after their scales in each group block
 * (interleave16.h). */
static int FN(q8_1_offset)(const float *err, int64_t M, int64_t nb, const uint8_t *w, int64_t N,
                           int64_t row_stride, int64_t block_bytes, float *out, int nthreads, int interleave) {
    if (interleave && N % I16_ROWS) return -1;
    const int64_t group_block = I16_ROWS * block_bytes;       /* block blk of a group's 16 rows */
    int fail = 0;
#pragma omp parallel num_threads(nthreads) reduction(| : fail)
    {
        float *mins = alloc_row(nb);
        if (!mins) fail = 1;
#pragma omp for schedule(static)
        for (int64_t n = 0; n < N; n++) {
            if (!mins) continue;
            const uint8_t *at = interleave ? w + (n / I16_ROWS) * nb * group_block + I16_MINS + 2 * (n % I16_ROWS)
                                           : w + n * row_stride + 2;
            const int64_t step = interleave ? group_block : block_bytes;
            for (int64_t blk = 0; blk < nb; blk++) mins[blk] = FN(h2f)(at + blk * step);
            for (int64_t m = 0; m < M; m++) out[m * N + n] += FN(dot)(mins, err + m * nb, nb);
        }
        free(mins);
    }
    return fail ? -1 : 0;
}
