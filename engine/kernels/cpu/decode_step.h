/* One decode step of a dense decoder (Llama, Qwen2, Qwen3) in one call: the types.
 *
 * Python (engine/kernels/cpu/decode_step.py) fills these structs once per model with
 * pointers into the model's own tensors (weights stay the file's GGML blocks), then
 * calls `decode_step` once per generated token. Defined once here; the per-ISA code in
 * decode_step_body.h reads them. Field order must match the ctypes mirrors.
 */

/* One weight matrix: N rows of K weights, each row `row_stride` bytes of GGML blocks
 * (or F32/F16/BF16 elements), plus an optional float bias [N]. */
typedef struct {
    const uint8_t *w;
    int64_t row_stride, n, k;
    int32_t type;        /* GGML type id */
    int32_t q8;          /* 1: quantize the input like llama.cpp, then integer dots */
    const float *bias;   /* [n] or NULL */
} StepMat;

/* One pre-norm layer: x += o(attn(norm(x))); x += mlp(norm(x)), where the MLP is a
 * SwiGLU `down(silu(gate(h)) * up(h))` or, when n_experts > 0, a sparse mixture: a
 * router picks each row's top_k of n_experts SwiGLU experts (Qwen3-MoE). */
typedef struct {
    const float *attn_norm, *ffn_norm;   /* [dim] */
    const float *q_norm, *k_norm;        /* [head_dim] per-head norms (Qwen3), or NULL */
    StepMat q, k, v, o, gate, up, down;  /* gate/up/down unused in a sparse layer */
    int64_t n_experts, top_k, norm_topk; /* norm_topk: renormalise the top_k weights to sum 1 */
    StepMat router;                      /* [n_experts, dim] */
    const StepMat *experts;              /* [n_experts * 3]: gate, up, down of expert e at 3e.. */
} StepLayer;

typedef struct {
    int64_t n_layers, dim, n_heads, n_kv_heads, head_dim, vocab;
    int64_t max_len;          /* positions a cache slot holds */
    int64_t cache_f16;        /* 1: the cache holds float16 keys/values, 0: float32 */
    float eps;                /* RMSNorm epsilon */
    const float *inv_freq;    /* [head_dim / 2] rotary frequencies (rotate-half pairs) */
    const StepLayer *layers;  /* [n_layers] */
    const float *final_norm;  /* [dim] */
    StepMat lm_head;          /* [vocab, dim] */
} StepModel;

/* Index of an activation format among the step's quantized-input buffers. */
#define ACT_KIND(act_type) ((act_type) == T_Q8_0 ? 0 : (act_type) == T_Q8_1 ? 1 : 2)   /* Q8_K: 2 */

/* A matmul input: B float rows `x` (row stride ld) and, for matrices with q8 set, the
 * same rows quantized once per activation format into q[ACT_KIND] (row stride q_ld). */
typedef struct {
    const float *x;
    int64_t ld;
    uint8_t *const *q;
    int64_t q_ld;
} StepIn;
