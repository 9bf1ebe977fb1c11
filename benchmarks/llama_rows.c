/* out[n] = W[n] . xq for n < N with llama.cpp's own row kernel (`vec_dot` from its
 * ggml_get_type_traits_cpu), OpenMP over rows in dynamic chunks of 32 as in
 * engine/kernels/cpu: the llama.cpp anchor of benchmarks/kernels.py --llama. */
#include <stddef.h>
#include <stdint.h>

typedef void (*vec_dot_fn)(int n, float *s, size_t bs, const void *x, size_t bx, const void *y,
                           size_t by, int nrc);

void llama_rows(void *vec_dot, int K, const uint8_t *w, int64_t row_bytes, int64_t N,
                const uint8_t *xq, float *out, int nthreads) {
    const vec_dot_fn dot = (vec_dot_fn)vec_dot;
#pragma omp parallel for num_threads(nthreads) schedule(dynamic, 32)
    for (int64_t n = 0; n < N; n++) dot(K, out + n, 0, w + n * row_bytes, 0, xq, 0, 1);
}
