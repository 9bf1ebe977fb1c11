/* One decode step as a program of op records: the types.
 *
 * Python (engine/kernels/cpu/step_program.py) turns the model's own description of its
 * layers into a list of StepOp records once per model, with pointers into the model's
 * tensors (weights stay the file's GGML blocks); decode_step.py binds a KV cache and calls
 * `decode_step` once per generated token, which interprets the ops in order inside one
 * OpenMP parallel region (decode_step_body.h). Field order must match the ctypes mirrors.
 */

/* One weight matrix: N rows of K weights, each row `row_stride` bytes of GGML blocks
 * (or F32/F16/BF16 elements), plus an optional float bias [N]. */
typedef struct {
    const uint8_t *w;
    int64_t row_stride, n, k;
    int32_t type;        /* GGML type id */
    int32_t q8;          /* 1: quantize the input like llama.cpp, then integer dots */
    int32_t interleave;  /* 16: rows in the groups of interleave16.h (q8 Q4_0 / Q4_1 / IQ4_NL / Q5_0 / Q5_1 / Q8_0); 0: as in the file */
    int32_t pad;
    const float *bias;   /* [n] or NULL */
} StepMat;

/* The activation buffers an op reads and writes, B rows each of `widths[id]` floats. X is
 * the residual stream and LOGITS the output (both the caller's); the rest are scratch. */
enum { BUF_X, BUF_H, BUF_QKV, BUF_ATT, BUF_ACT, BUF_TMP, BUF_LOGITS,
       BUF_PLI,        /* Gemma 4's per-layer inputs [layers x P] of each row (step_gemma4.py) */
       N_BUFS };

/* The ops. Each reads buffer `src` and writes buffer `dst` (added into it when `acc`):
 *   NORM       dst[:n] = rmsnorm(src[:n]) * (weight + offset); with `at`, the rows' values
 *              [at, at + n) of both (OLMo 2's k norm over the k part of q|k|v, in place)
 *   MATMUL     dst[off_i + r] = src . mats[i][r] (+ bias), the n_mats matrices' outputs
 *              side by side (q|k|v), all rows split among the threads as one loop
 *   GATED      dst[i] = glu(src . mats[0][i], src . mats[1][i])   (act: ACT_*, with alpha
 *              and limit for ACT_CLAMPED_SWIGLU), times sigmoid(src . mats[2][0]) when
 *              n_mats is 3 (a shared expert's gate)
 *   ROPE_STORE in src = q|k|v rows: per-head q/k norms (weight, weight2, or NULL), rotation
 *              of each head's first rope_dims by rotary table `rope`, the new key/value into
 *              cache layer `layer`; with `gated`, each q head is followed by its gate
 *              (q|gate per head, then k, v)
 *   ATTEND     dst = softmax(q . keys * scale) . values over the slot's keys of cache
 *              `layer`, the last `window` positions only when window > 0; with `weight`
 *              (sinks [n_heads]) head h's softmax also has a logit weight[h] of value 0;
 *              with `gated`, head h's output times sigmoid(its gate); with cap > 0 the
 *              scores are cap * tanh(scores / cap) first (Gemma 2)
 *   MOE        dst += the top-k experts' gated outputs of each row (moe)
 *   CONV       src[:C] (a Gated DeltaNet's q|k|v) through its causal depthwise convolution
 *              over the slot's last K - 1 inputs (recurrent layer `layer`'s conv state,
 *              advanced), then silu, in place (delta: conv_dim, kernel, conv); with `gated`
 *              (LFM2's short convolution, src = b|c|h of C each) the input is b * h and
 *              src[:C] = c * the convolution, no silu; with `weight` (a bias [C]) added
 *              before the silu; the channels from `at` in each row (0: the first)
 *   DELTA      dst[h] for each value head h = gated_rmsnorm(q S_h, z_h) after the gated delta
 *              rule's update of the slot's state S_h [dk, dv] (delta; src = q|k|v|z|b|a)
 *   SOFTCAP    dst[:n] = cap * tanh(dst[:n] / cap)
 *   COLLECTIVE tensor parallelism: the program's `collective` callback with collective `coll`
 *              on src's B rows (an all-reduce of their first n values, or a gather: the rank's
 *              first n values become every rank's, side by side, or q/k norms over a split
 *              projection: squares summed over the ranks), then, when acc, dst[:n] +=
 *              src[:n] (a column-split layer's partial sum, summed over the ranks, added to
 *              the residual). The threads wait while the calling thread runs it.           */
enum { OP_NORM = 1, OP_MATMUL, OP_GATED, OP_ROPE_STORE, OP_ATTEND, OP_MOE, OP_SOFTCAP, OP_CONV, OP_DELTA,
       OP_COLLECTIVE, OP_MLA_STORE, OP_MLA_ATTEND, OP_EMBED, OP_SCALE, OP_SSM };
/* Gemma 4 (step_gemma4.py):
 *   EMBED      dst[:n] (=, or += when acc) the row of each row's token in table mats[0]
 *              (GGML blocks or float32, n = its k), times scale (the per-layer inputs' table)
 * and, on the ops above: GATED with one matrix takes its up values from buffer src2's rows
 * at `at` (the per-layer input gate: glu(x . gate, the layer's input)); ROPE_STORE and ATTEND
 * with kv_heads / head_dim / rope_dims set run a layer of its own shape (0: the program's),
 * ROPE_STORE's kv_flags (KV_*) normalise the values per head without a weight (eps), take
 * them from the keys' projection before its norm, or store nothing (a layer reading an
 * earlier layer's cache, which its cache pointers name).
 * Layer and logit scales (Gemma 4's layer scale and per-layer inputs' 2^-1/2, Granite's multipliers):
 *   SCALE      dst[:n] (= or += when acc) scale * src[:n] (src may be dst: in place)
 * Mamba-2 (Granite 4.0 hybrid; mamba_step.h, StepSsm below):
 *   SSM        dst = the gated, group-normed y of each head after the selective scan's
 *              step on the slot's state S_h [P, N] (ssm; src = z|x|B|C|dt, x|B|C through
 *              CONV at `at` = d_inner first, with the conv bias as its `weight`; a NULL
 *              ssm->norm leaves y gated, not normed: a split rank's COLLECTIVE norms it) */
enum { KV_VALUE_NORM = 1, KV_K_EQ_V = 2, KV_SHARED = 4 };
/* Multi-head latent attention (DeepSeek-V2/V3; latent_attend.h, StepMla below):
 *   MLA_STORE  per row: src's latent and shared key at mla->kv_off into cache layer `layer`,
 *              normed and rotated; per head, from dst's q [H, n + r], the query against the
 *              latents [q_nope k_b | rotated q_pe] (rotary table `rope`), into dst at q_off
 *   MLA_ATTEND dst[h] = v_b[h] (softmax(query_h . rows * scale) . latents) over the slot's
 *              cache rows [latent | key], the latents being their first c values        */
/* glu(g, u): SILU silu(g) * u; GELU_TANH gelu_tanh(g) * u; CLAMPED_SWIGLU (gpt-oss) with
 * g' = min(g, limit), u' = clamp(u, -limit, limit): g' * sigmoid(alpha * g') * (u' + 1) */
enum { ACT_SILU, ACT_GELU_TANH, ACT_CLAMPED_SWIGLU };
/* how a router's logits become each row's top_k experts and weights */
enum { ROUTE_SOFTMAX_TOPK, ROUTE_TOPK_SOFTMAX, ROUTE_SOFTMAX_GROUP_TOPK, ROUTE_SIGMOID_GROUP_TOPK };
#define STEP_MAX_MATS 8
#define STEP_MAX_GROUPS 64

/* A sparse MLP: a router picks each row's top_k of n_experts gated experts (Qwen3-MoE,
 * gpt-oss, ERNIE 4.5 MoE, GLM-4.5 / DeepSeek-V3). ROUTE_SOFTMAX_TOPK: softmax over all
 * logits, the top_k probabilities (then renormalised to sum 1 when norm_topk);
 * ROUTE_TOPK_SOFTMAX: the top_k logits, softmaxed. ROUTE_SOFTMAX_GROUP_TOPK /
 * ROUTE_SIGMOID_GROUP_TOPK: scores = softmax or sigmoid of the logits; the choice is made on
 * scores + bias (NULL: + 0) among the topk_group of n_group groups (E / n_group consecutive
 * experts) whose two best such values sum highest (n_group 1: all); the weights are the
 * chosen scores, divided by their sum (at least norm_min) when norm_topk, times scale. */
typedef struct {
    int64_t n_experts, top_k, norm_topk, route;
    int32_t act, pad;                    /* ACT_* of the experts' gated unit */
    float alpha, limit;                  /* ACT_CLAMPED_SWIGLU's gain and clamp */
    StepMat router;                      /* [n_experts, dim], bias optional */
    const StepMat *experts;              /* [n_experts * 3]: gate, up, down of expert e at 3e.. (w NULL:
                                          * held by another rank under tensor parallelism, zeros here) */
    int64_t n_group, topk_group;         /* the group routes' groups (at most STEP_MAX_GROUPS) */
    float scale, norm_min;               /* the group routes' weight scale and sum floor */
    const float *bias;                   /* [n_experts]: the group routes' choice correction, or NULL */
    /* Gemma 4's MoE block: ROUTE_SOFTMAX_TOPK's weights each times its expert's expert_scale
     * (NULL: 1), the router reading buffer router_src (a BUF_* past BUF_X; 0: the op's src) */
    const float *expert_scale;
    int64_t router_src;
} StepMoe;

/* A Gated DeltaNet layer (Qwen3.5): Hk key heads of dk, Hv value heads of dv (value head
 * h reads key head h % Hk); its projections' outputs side by side in a row of the source
 * buffer: q [Hk dk] | k [Hk dk] | v [Hv dv] (the C = conv_dim convolved channels) | z [Hv dv]
 * | b [Hv] | a [Hv]. beta = sigmoid(b), g = A * softplus(a + dt_bias); q and k are
 * L2-normalised (eps 1e-6), q times dk^-1/2; S <- exp(g) S; S <- S + k^T (beta (v - k S));
 * o = q S; out = rmsnorm(o) * norm * silu(z) per head. LFM2's gated CONV reads conv_dim,
 * kernel and conv alone. Grouped (Qwen3-Next): value head h reads key head h / (Hv/Hk),
 * and b | a is one projection's [2 Hv], per key head its Hv/Hk value heads' b, then their a. */
typedef struct {
    int64_t n_k, n_v, dk, dv, conv_dim, kernel;
    const float *conv;                   /* [conv_dim, kernel] */
    const float *A, *dt_bias;            /* [n_v] */
    const float *norm;                   /* [dv] */
    float eps, pad;
    int64_t grouped;                     /* 0: tiled heads, separate b and a; 1: grouped (above) */
} StepDelta;

/* A latent attention layer (OP_MLA_*): H heads of n unrotated + r rotated query dims, one
 * cache row [c latent | r key] per token (n_kv_heads 1), values of v_dim per head. The
 * rotated dims come as interleaved pairs (DeepSeek's files), taken apart before the
 * rotate-half rotation. */
typedef struct {
    int64_t n_heads, nope, rope, latent, v_dim;
    int64_t kv_off, q_off;               /* the new latent and key in MLA_STORE's src; the heads' queries [H, c + r] */
    const float *k_b;                    /* [H, c, n] float32 */
    const float *v_b;                    /* [H, v_dim, c] float32 */
    const float *norm;                   /* the latent's RMSNorm weight [c] */
    float eps, pad;
} StepMla;

/* A Mamba-2 layer (OP_SSM): H heads of P channels (d_inner = H P), G groups of B and C of
 * N values (head h reads group h / (H / G)); a source row is z [d_inner] | x [d_inner] |
 * B [G N] | C [G N] | dt [H], x | B | C already convolved. dt = softplus(dt + dt_bias);
 * A [H] negative (-exp(A_log)); D [H] the skip; norm [d_inner] the gated norm's weight, its
 * RMS over each group of d_inner / G channels. */
typedef struct {
    int64_t n_heads, head_dim, n_groups, d_state;
    const float *A, *D, *dt_bias, *norm;
    float eps, pad;
} StepSsm;

typedef struct {
    int32_t kind, src, dst, acc;
    int32_t n_mats, act, layer, rope, gated, coll;   /* coll: a COLLECTIVE's number for the callback */
    int64_t n, window;
    float eps, offset, scale, cap, alpha, limit;
    const StepMat *mats;                 /* [n_mats] */
    const float *weight, *weight2;
    const StepMoe *moe;
    const StepDelta *delta;
    const StepMla *mla;
    int64_t at;                          /* NORM: where its n values start in src's and dst's rows;
                                          * CONV: where its channels start in src's rows */
    const StepSsm *ssm;
    int64_t kv_heads, head_dim, rope_dims;   /* ROPE_STORE, ATTEND: the layer's shape (0: the program's) */
    int32_t kv_flags;                    /* ROPE_STORE: KV_* */
    int32_t src2;                        /* GATED with one matrix: the up values' buffer (at `at`) */
} StepOp;

/* A collective under tensor parallelism (OP_COLLECTIVE): number `coll` of the program's
 * on `rows` rows of `ld` floats at buf, in place; 0, or nonzero when it failed (a rank lost). */
typedef int (*StepCollective)(int32_t coll, float *buf, int64_t rows, int64_t ld);

typedef struct {
    int64_t n_ops, n_heads, n_kv_heads, head_dim, n_rope;
    int64_t rope_dims;                   /* the leading dims of a head that rotate (head_dim or fewer) */
    int64_t widths[N_BUFS];              /* floats per row of each buffer */
    int64_t kmax;                        /* widest matmul input */
    const StepOp *ops;                   /* [n_ops] */
    const float *const *rope;            /* [n_rope] rotary tables [head_dim / 2] (rotate-half pairs) */
    /* the bound cache: per layer [n_slots, n_kv_heads, cache_len[l], row], a row being head_dim
     * values of GGML type k_type (keys) or v_type (values): F32, F16 or a 32-value block type
     * (kv_blocks.h), keys and values in chunks of k_rot / v_rot values rotated by a Walsh-Hadamard
     * transform (0: not rotated); a layer whose cache_len is below max_len is a ring (position
     * p at p % len) */
    int64_t k_type, v_type, k_rot, v_rot, max_len;
    const int64_t *cache_len;            /* [cache layers] */
    /* per layer, a recurrent layer's states (else NULL), float32: conv [n_slots, C, K - 1]
     * and delta [n_slots, n_v, dk, dv] (a Mamba-2 layer's SSM state [n_slots, H, P, N]);
     * a row at position 0 starts them from zeros */
    float *const *conv_state, *const *delta_state;
    float rope_scale;                    /* cos and sin times this (YaRN's attention factor; else 1) */
    float embed_scale;                   /* the embedded rows times this (Gemma's sqrt(dim); else 1) */
    /* the token embedding [embed_rows, dim] of GGML type embed_type, embed_row_bytes a row:
     * a step given token ids decodes their rows into x itself (NULL: the caller fills x) */
    const uint8_t *embed;
    int64_t embed_type, embed_rows, embed_row_bytes;
    StepCollective collective;           /* tensor parallelism's collectives (NULL: one process) */
} StepProgram;

/* Index of an activation format among the step's quantized-input buffers. */
#define ACT_KIND(act_type) ((act_type) == T_Q8_0 ? 0 : (act_type) == T_Q8_1 ? 1 : 2)   /* Q8_K: 2 */

/* A matmul input: B float rows `x` (row stride ld) and, for matrices with q8 set, the
 * same rows quantized once per activation format into q[ACT_KIND] (row stride q_ld). */
typedef struct {
    const float *x;
    int64_t ld;
    uint8_t *const *q;
    int64_t q_ld;
    int32_t *ysum;       /* per Q8_0 row, the sums of its blocks' codes (interleaved matrices read them) */
    int64_t ysum_ld;
} StepIn;
