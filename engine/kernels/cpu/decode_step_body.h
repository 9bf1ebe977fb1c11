/* One decode step, compiled once per instruction set (FN suffix): the interpreter of a
 * program of op records (decode_step.h) and the ops it runs.
 *
 * B rows (one new token each, one cache slot each) go through every op inside ONE OpenMP
 * parallel region: an op splits its work among the threads (a matrix's output rows, the
 * (row, head) pairs of attention, the rows of a norm), and the threads meet at the op's
 * closing barrier before the next. A Llama layer is the program
 *
 *   NORM x -> h;  MATMUL h -> q|k|v;  ROPE_STORE;  ATTEND -> att;  MATMUL att -> x (+=)
 *   NORM x -> h;  GATED h -> a (silu);  MATMUL a -> x (+=)
 *
 * a Qwen3.5 DeltaNet layer's mixer is MATMUL h -> q|k|v|z|b|a; CONV; DELTA -> att; MATMUL
 * att -> x (+=), its states in the slot's rows of the recurrent cache;
 * and a Gemma 3 layer writes each block's output to tmp and adds NORM tmp -> x (+=); the
 * logits are NORM x -> h; MATMUL h -> logits (; SOFTCAP). Activations are float32
 * throughout; a cache layer is [n_slots, n_kv_heads, len, row], a row of head_dim values
 * in float32, float16 or GGML blocks (kv_blocks.h), len = max_len, or a ring of a sliding
 * window's positions. The program computes what
 * CausalLM.forward computes for a one-token step, so float32 rounding is the only
 * difference (tests/test_ch40_decode_step.py checks it against the PyTorch model).
 */

#include "attend_row.h"
#include "kv_blocks.h"
#include "delta_net_step.h"
#include "mamba_step.h"

/* y = w * (x / sqrt(mean(x^2) + eps)); y may be x. */
static inline void FN(step_rmsnorm)(const float *x, const float *w, float *y, int64_t n, float eps) {
    const float r = 1.f / sqrtf(FN(dot)(x, x, n) / (float)n + eps);
    for (int64_t i = 0; i < n; i++) y[i] = w[i] * (x[i] * r);
}

#include "step_matmul.h"
#include "latent_attend.h"
#include "per_layer_step.h"

/* A gated unit's output from its gate and up values (ACT_*; decode_step.h). */
static inline float FN(glu)(int act, float g, float u, float alpha, float limit) {
    if (act == ACT_GELU_TANH) {   /* GELU, tanh approximation: 0.5 g (1 + tanh(t)) = g sigmoid(2t), */
        const float inner = 0.7978845608028654f * (g + 0.044715f * g * g * g);   /* one expf, */
        return g / (1.f + expf(-2.f * inner)) * u;              /* cheaper than libm's tanhf */
    }
    if (act == ACT_CLAMPED_SWIGLU) {
        g = g < limit ? g : limit;
        u = u < -limit ? -limit : u > limit ? limit : u;
        return g * (1.f / (1.f + expf(-alpha * g))) * (u + 1.f);
    }
    return g / (1.f + expf(-g)) * u;  /* silu */
}

/* One work item of op_gated: rows i0 .. i0 + G - 1 of the gate, then of the up matrix (or u2's
 * values), and their products into a. */
static inline void FN(gated_item)(const StepOp *op, const StepIn *h, int64_t B, float *a, int64_t lda,
                                  float *rowbuf, float *gs, float *us, const float *factor, const float *u2,
                                  int64_t ld2, int64_t i0, int64_t G) {
    const StepMat *gate = &op->mats[0], *up = op->n_mats > 1 ? &op->mats[1] : gate;
    const int64_t I = gate->n, rows = I - i0 < G ? I - i0 : G;
    FN(step_rows)(gate, i0, rows, h, 0, B, rowbuf, gs, I16_ROWS, 0);    /* gs[b * 16 + r] */
    if (op->n_mats > 1) FN(step_rows)(up, i0, rows, h, 0, B, rowbuf, us, I16_ROWS, 0);
    else
        for (int64_t b = 0; b < B; b++)
            for (int64_t r = 0; r < rows; r++) us[b * I16_ROWS + r] = u2[b * ld2 + op->at + i0 + r];
    for (int64_t b = 0; b < B; b++)
        for (int64_t r = 0; r < rows; r++) {
            float y = FN(glu)(op->act, gs[b * I16_ROWS + r], us[b * I16_ROWS + r], op->alpha, op->limit);
            if (op->n_mats == 3) y *= factor[b];
            float *o = a + b * lda + i0 + r;
            *o = op->acc ? *o + y : y;
        }
}

/* GATED: a[b, i] = glu(h[b] . Wg[i], h[b] . Wu[i]), a work item of gate rows then the same
 * up rows; with a third matrix (one row r), every output of row b also times
 * sigmoid(h[b] . r) (a gated shared expert: the factor commutes with its down projection,
 * which has no bias). `gu`: this thread's 3B + 2 * 16 B floats. */
static void FN(op_gated)(const StepOp *op, const StepIn *h, int64_t B, float *a, int64_t lda,
                         float *rowbuf, float *gu, const float *u2, int64_t ld2) {
    /* one matrix: the up values are u2's at op->at (Gemma 4's per-layer input gate) */
    const StepMat *gate = &op->mats[0], *up = op->n_mats > 1 ? &op->mats[1] : gate;
    const int64_t I = gate->n;
    const int64_t G = FN(group_rows)(gate) > FN(group_rows)(up) ? FN(group_rows)(gate) : FN(group_rows)(up);
    const int64_t groups = (I + G - 1) / G;
    const int row_gate = op->n_mats == 3;
    float *factor = gu + 2 * B, *gs = gu + 3 * B, *us = gs + I16_ROWS * B;
    FN(step_quantize)(FN(q8_kind)(gate) | FN(q8_kind)(up) | (row_gate ? FN(q8_kind)(&op->mats[2]) : 0),
                      h, B, gate->k);
    if (row_gate) {      /* each thread its own copy: B dots, no barrier */
        FN(step_row)(&op->mats[2], 0, h, 0, B, rowbuf, factor, 1, 0);
        for (int64_t b = 0; b < B; b++) factor[b] = 1.f / (1.f + expf(-factor[b]));
    }
    /* pieces as step_matmul's (step_matmul.h) */
    const int64_t piece = FN(step_piece)(groups, G * (gate->row_stride + (op->n_mats > 1 ? up->row_stride : 0)));
    if (piece) {
#pragma omp for schedule(dynamic, piece)
        for (int64_t g = 0; g < groups; g++) FN(gated_item)(op, h, B, a, lda, rowbuf, gs, us, factor, u2, ld2, g * G, G);
    } else {
#pragma omp for schedule(guided)
        for (int64_t g = 0; g < groups; g++) FN(gated_item)(op, h, B, a, lda, rowbuf, gs, us, factor, u2, ld2, g * G, G);
    }
}

/* A group route's row (decode_step.h, StepMoe): the logits p [E] become scores in place,
 * c [E] the values the choice is made on. */
static void FN(step_group_route)(const StepMoe *M, float *p, float *c, int64_t *sel, float *w) {
    const int64_t E = M->n_experts, k = M->top_k, G = M->n_group, gs = E / G;
    if (M->route == ROUTE_SIGMOID_GROUP_TOPK) {
        for (int64_t e = 0; e < E; e++) p[e] = 1.f / (1.f + expf(-p[e]));
    } else {
        float mx = -INFINITY, sum = 0.f;
        for (int64_t e = 0; e < E; e++) mx = p[e] > mx ? p[e] : mx;
        for (int64_t e = 0; e < E; e++) sum += (p[e] = expf(p[e] - mx));
        for (int64_t e = 0; e < E; e++) p[e] /= sum;
    }
    for (int64_t e = 0; e < E; e++) c[e] = p[e] + (M->bias ? M->bias[e] : 0.f);
    if (G > 1) {    /* rate each group by its two best values; all but the topk_group best left out */
        float rating[STEP_MAX_GROUPS];
        for (int64_t g = 0; g < G; g++) {
            float b1 = -INFINITY, b2 = -INFINITY;
            for (int64_t e = g * gs; e < (g + 1) * gs; e++)
                if (c[e] > b1) b2 = b1, b1 = c[e];
                else if (c[e] > b2) b2 = c[e];
            rating[g] = gs > 1 ? b1 + b2 : b1;
        }
        for (int64_t g = 0; g < G; g++) {
            int64_t better = 0;      /* groups ahead of g (ties to the lower group) */
            for (int64_t o = 0; o < G; o++)
                better += rating[o] > rating[g] || (rating[o] == rating[g] && o < g);
            if (better >= M->topk_group)
                for (int64_t e = g * gs; e < (g + 1) * gs; e++) c[e] = -INFINITY;
        }
    }
    float kept = 0.f;
    for (int64_t j = 0; j < k; j++) {
        int64_t best = -1;
        for (int64_t e = 0; e < E; e++)
            if (c[e] != -INFINITY && (best < 0 || c[e] > c[best])) best = e;
        best = best < 0 ? 0 : best;                    /* fewer experts left than k: not reached */
        sel[j] = best;
        kept += (w[j] = p[best]);
        c[best] = -INFINITY;                           /* taken */
    }
    const float div = M->norm_topk ? (kept > M->norm_min ? kept : M->norm_min) : 1.f;
    for (int64_t j = 0; j < k; j++) w[j] = w[j] / div * M->scale;
}

/* The router of a MoE layer, one thread: each row's top_k experts (largest first; ties to
 * the lower expert) and their weights from its E logits, as M->route says: a softmax over
 * all E, then the top_k probabilities (renormalised to sum 1 if asked); or the top_k
 * logits, then a softmax over those k; or a group route (step_group_route). */
static void FN(step_route)(const StepMoe *M, float *probs, float *choice, int64_t B, int64_t *sel, float *wt) {
    const int64_t E = M->n_experts, k = M->top_k;
    const int first = M->route == ROUTE_SOFTMAX_TOPK;
#pragma omp single
    for (int64_t b = 0; b < B; b++) {
        float *p = probs + b * E, mx = -INFINITY, sum = 0.f, kept = 0.f;
        if (M->route >= ROUTE_SOFTMAX_GROUP_TOPK) {
            FN(step_group_route)(M, p, choice + b * E, sel + b * k, wt + b * k);
            continue;
        }
        if (first) {
            for (int64_t e = 0; e < E; e++) mx = p[e] > mx ? p[e] : mx;
            for (int64_t e = 0; e < E; e++) sum += (p[e] = expf(p[e] - mx));
            for (int64_t e = 0; e < E; e++) p[e] /= sum;
        }
        for (int64_t j = 0; j < k; j++) {
            int64_t best = -1;
            for (int64_t e = 0; e < E; e++)
                if (p[e] != -INFINITY && (best < 0 || p[e] > p[best])) best = e;
            sel[b * k + j] = best;
            wt[b * k + j] = p[best];
            p[best] = -INFINITY;                       /* taken */
        }
        float *w = wt + b * k;
        if (!first) {
            const float top = w[0];                    /* the largest logit */
            for (int64_t j = 0; j < k; j++) kept += (w[j] = expf(w[j] - top));
            for (int64_t j = 0; j < k; j++) w[j] /= kept;
        } else if (M->norm_topk) {
            for (int64_t j = 0; j < k; j++) kept += w[j];
            for (int64_t j = 0; j < k; j++) w[j] /= kept;
        }
        if (M->expert_scale)
            for (int64_t j = 0; j < k; j++) w[j] *= M->expert_scale[sel[b * k + j]];
    }
}

/* MOE for rows h [B, D] into x [B, ldx] (= or +=): route (by rin's rows: h, or Gemma 4's
 * own), then every (row, chosen expert) pair's gate/up rows into act [pairs, Im], then each
 * output feature sums its row's k expert outputs. */
static void FN(op_moe)(const StepMoe *M, int acc, const StepIn *h, const StepIn *rin, int64_t B, float *x,
                       int64_t ldx, float *probs, float *choice, int64_t *sel, float *wt, const StepIn *act,
                       float *rowbuf, float *gu, int nthreads) {
    const int64_t E = M->n_experts, k = M->top_k, D = M->router.k, Im = M->experts[0].n;
    const StepMat *router[1] = {&M->router};
    float *const p_out[1] = {probs};
    const int64_t p_ld[1] = {E};
    FN(step_matmul)(router, p_out, p_ld, 1, rin, B, rowbuf, 0);
    FN(step_route)(M, probs, choice, B, sel, wt);
    int up_kinds = 0, down_kinds = 0;
    for (int64_t e = 0; e < E; e++) {
        up_kinds |= FN(q8_kind)(&M->experts[3 * e]) | FN(q8_kind)(&M->experts[3 * e + 1]);
        down_kinds |= FN(q8_kind)(&M->experts[3 * e + 2]);
    }
    FN(step_quantize)(up_kinds, h, B, D);
    /* rows a work item takes: an interleaved matrix's group of 16 (its rows are stored
     * together, so they are read together), else one */
    const int64_t gr = M->experts[0].interleave ? I16_ROWS : 1, gd = M->experts[2].interleave ? I16_ROWS : 1;
    const int64_t pairs = B * k, items = pairs * Im / gr;
    const int64_t chunk = items / (16 * nthreads) > 4 ? items / (16 * nthreads) : 4;
    float *a = (float *)act->x, *g = gu, *u = gu + I16_ROWS;
#pragma omp for schedule(dynamic, chunk)
    for (int64_t t = 0; t < items; t++) {
        const int64_t pr = t / (Im / gr), i0 = t % (Im / gr) * gr;
        const StepMat *gate = &M->experts[3 * sel[pr]];
        if (gate->w == NULL) {      /* an expert another rank holds (tensor parallelism): zeros here */
            for (int64_t r = 0; r < gr; r++) a[pr * Im + i0 + r] = 0.f;
            continue;
        }
        FN(step_rows)(gate, i0, gr, h, pr / k, 1, rowbuf, g, 1, 0);
        FN(step_rows)(gate + 1, i0, gr, h, pr / k, 1, rowbuf, u, 1, 0);
        for (int64_t r = 0; r < gr; r++) a[pr * Im + i0 + r] = FN(glu)((int)M->act, g[r], u[r], M->alpha, M->limit);
    }
    FN(step_quantize)(down_kinds, act, pairs, Im);
    const int64_t ditems = B * D / gd, dchunk = ditems / (16 * nthreads) > 4 ? ditems / (16 * nthreads) : 4;
#pragma omp for schedule(dynamic, dchunk)
    for (int64_t t = 0; t < ditems; t++) {
        const int64_t b = t / (D / gd), n0 = t % (D / gd) * gd;
        float s[I16_ROWS] = {0.f}, y[I16_ROWS];
        for (int64_t j = 0; j < k; j++) {
            const int64_t pr = b * k + j;
            if (M->experts[3 * sel[pr] + 2].w == NULL) continue;       /* another rank's expert */
            FN(step_rows)(&M->experts[3 * sel[pr] + 2], n0, gd, act, pr, 1, rowbuf, y, 1, 0);
            for (int64_t r = 0; r < gd; r++) s[r] += wt[pr] * y[r];
        }
        for (int64_t r = 0; r < gd; r++) x[b * ldx + n0 + r] = (acc ? x[b * ldx + n0 + r] : 0.f) + s[r];
    }
}

/* ROPE_STORE: q/k head norms, rotation, and the new key/value written into each row's
 * cache slot, at entry pos % len (a ring's oldest entry; in a full cache, pos). A row is
 * q heads (each followed by its gate when op->gated), then k heads, then v heads. */
static void FN(op_rope_store)(const StepProgram *p, const StepOp *op, float *qkv, int64_t ld,
                              int64_t B, const float *cs, void *kc, void *vc,
                              const int64_t *slots, const int64_t *pos) {
    /* the layer's own shape where the op gives it (Gemma 4); cos|sin rows are the program's head_dim */
    const int64_t H = p->n_heads, Hkv = op->kv_heads ? op->kv_heads : p->n_kv_heads;
    const int64_t hd = op->head_dim ? op->head_dim : p->head_dim, chd = p->head_dim;
    const int64_t len = p->cache_len[op->layer], qs = op->gated ? 2 * hd : hd;
    const int64_t rh = (op->rope_dims ? op->rope_dims : p->rope_dims) / 2;
    const int64_t heads = H + (op->kv_flags & KV_SHARED ? 0 : Hkv);     /* a shared layer: queries only */
#pragma omp for schedule(static)
    for (int64_t bh = 0; bh < B * heads; bh++) {
        const int64_t b = bh / heads, h = bh % heads;
        float *v = qkv + b * ld + (h < H ? h * qs : H * qs + (h - H) * hd);   /* q heads, then k heads */
        float vn[hd];          /* the head's values, normalised or taken from the keys (KV_*) */
        if (h >= H && op->kv_flags & (KV_VALUE_NORM | KV_K_EQ_V)) {
            memcpy(vn, op->kv_flags & KV_K_EQ_V ? v : qkv + b * ld + H * qs + (Hkv + h - H) * hd,
                   (size_t)hd * sizeof(float));
            if (op->kv_flags & KV_VALUE_NORM) {
                const float r = 1.f / sqrtf(FN(dot)(vn, vn, hd) / (float)hd + op->eps);
                for (int64_t i = 0; i < hd; i++) vn[i] *= r;
            }
        }
        const float *norm = h < H ? op->weight : op->weight2;
        if (norm) FN(step_rmsnorm)(v, norm, v, hd, op->eps);
        const float *c = cs + b * chd, *s = c + chd / 2;  /* cos, sin of row b's angles */
        for (int64_t i = 0; i < rh; i++) {                /* rotate-half pairs (i, i + rope_dims/2) */
            const float x1 = v[i], x2 = v[i + rh];
            v[i] = x1 * c[i] - x2 * s[i];
            v[i + rh] = x2 * c[i] + x1 * s[i];
        }
        if (h >= H) {              /* into the slot's row of this position (kv_blocks.h) */
            const int64_t g = h - H, row = (slots[b] * Hkv + g) * len + pos[b] % len;
            float kr[hd], vr[hd];  /* rotated copies, where the cache keeps them so */
            const float *k = v;
            const float *val = op->kv_flags & (KV_VALUE_NORM | KV_K_EQ_V) ? vn : qkv + b * ld + H * qs + (Hkv + g) * hd;
            if (p->k_rot) memcpy(kr, k, (size_t)hd * sizeof(float)), FN(kv_rotate)(kr, hd, p->k_rot), k = kr;
            if (p->v_rot) memcpy(vr, val, (size_t)hd * sizeof(float)), FN(kv_rotate)(vr, hd, p->v_rot), val = vr;
            FN(kv_store)((int)p->k_type, k, (uint8_t *)kc + row * kv_row_bytes((int)p->k_type, hd), hd);
            FN(kv_store)((int)p->v_type, val, (uint8_t *)vc + row * kv_row_bytes((int)p->v_type, hd), hd);
        }
    }
}

/* ATTEND: att[b, h] = softmax(q . k_j * scale) . v_j over the slot's keys: positions
 * <= pos[b] (the last `window` of them when set) in a full cache; a ring holds exactly
 * its window's positions, in ring order (the order does not matter to a softmax). A
 * head's sink logit (op->weight) joins the softmax's maximum and sum, and nothing else;
 * with op->cap > 0 the scores are first soft-capped (Gemma 2). */
static void FN(op_attend)(const StepProgram *p, const StepOp *op, const float *qkv, int64_t ld,
                          int64_t B, const void *kc, const void *vc, const int64_t *slots,
                          const int64_t *pos, float *att, int64_t ldo, float *scores, uint8_t *qq, float *vrow) {
    const int64_t H = p->n_heads, Hkv = op->kv_heads ? op->kv_heads : p->n_kv_heads;
    const int64_t hd = op->head_dim ? op->head_dim : p->head_dim, len = p->cache_len[op->layer];
    const int64_t qs = op->gated ? 2 * hd : hd;
    const int kt = (int)p->k_type, vt = (int)p->v_type, ring = len < p->max_len;
    const int64_t kb = kv_row_bytes(kt, hd), vb = kv_row_bytes(vt, hd);
    const int k_float = kt == T_F32 || kt == T_F16, v_float = vt == T_F32 || vt == T_F16;
    int64_t keys = 1;                  /* the scores scratch: the longest context's floats */
    for (int64_t b = 0; b < B; b++) keys = pos[b] + 1 > keys ? pos[b] + 1 : keys;
    if (H > Hkv && k_float && v_float && !p->k_rot && !p->v_rot && !op->gated && (H / Hkv) * AR_CHUNK <= keys) {
#pragma omp for schedule(static)      /* a key head's query heads together (attend_group) */
        for (int64_t bg = 0; bg < B * Hkv; bg++) {
            const int64_t b = bg / Hkv, g = bg % Hkv, G = H / Hkv, upto = pos[b] + 1;
            int64_t lo = 0, n = upto;
            if (ring) n = upto < len ? upto : len;
            else if (op->window > 0 && upto > op->window) lo = upto - op->window, n = op->window;
            const int64_t row = (slots[b] * Hkv + g) * len + lo;
            FN(attend_group)(qkv + b * ld + g * G * qs, qs, G, (const uint8_t *)kc + row * kb, kt == T_F16,
                             (const uint8_t *)vc + row * vb, vt == T_F16, n, hd, op->scale, op->cap,
                             op->weight ? op->weight + g * G : NULL, scores, att + b * ldo + g * G * hd, vrow);
        }
        return;
    }
#pragma omp for schedule(static)
    for (int64_t bh = 0; bh < B * H; bh++) {
        const int64_t b = bh / H, h = bh % H, g = h / (H / Hkv), upto = pos[b] + 1;
        int64_t lo = 0, n = upto;
        if (ring) n = upto < len ? upto : len;
        else if (op->window > 0 && upto > op->window) lo = upto - op->window, n = op->window;
        const float *q = qkv + b * ld + h * qs, *qk = q;
        if (p->k_rot) {            /* the query in the keys' rotated basis (vrow is free until the values) */
            memcpy(vrow, q, (size_t)hd * sizeof(float));
            FN(kv_rotate)(vrow, hd, p->k_rot);
            qk = vrow;
        }
        const int64_t row = (slots[b] * Hkv + g) * len + lo;
        const uint8_t *K = (const uint8_t *)kc + row * kb, *V = (const uint8_t *)vc + row * vb;
        float mx = k_float ? FN(attend_scores)(qk, K, kt == T_F16, n, hd, op->scale, scores)
                           : FN(kv_scores_blocks)(kt, qk, K, n, hd, op->scale, scores, qq);
        if (op->cap > 0.f) mx = FN(attend_cap)(scores, n, op->cap);
        const float sink = op->weight ? op->weight[h] : -INFINITY;
        mx = sink > mx ? sink : mx;
        const float sum = FN(attend_exp)(scores, n, mx) + (op->weight ? expf(sink - mx) : 0.f);
        float *out = att + b * ldo + h * hd;
        if (v_float) FN(attend_values)(scores, V, vt == T_F16, n, hd, 1.f / sum, out);
        else FN(kv_values_blocks)(vt, scores, V, n, hd, 1.f / sum, out, vrow);
        if (p->v_rot) FN(kv_rotate)(out, hd, p->v_rot);   /* back from the values' rotated basis */
        if (op->gated)                                    /* the head's gate follows its query */
            for (int64_t i = 0; i < hd; i++) out[i] *= 1.f / (1.f + expf(-q[hd + i]));
    }
}

/* NORM of one row: y[:n] (=, or += when acc) rmsnorm(x[:n]) * (w + offset). */
static inline void FN(op_norm_row)(const StepOp *op, const float *x, float *y) {
    const int64_t n = op->n;
    const float r = 1.f / sqrtf(FN(dot)(x, x, n) / (float)n + op->eps), off = op->offset;
    for (int64_t i = 0; i < n; i++) {
        const float v = (op->weight[i] + off) * (x[i] * r);
        y[i] = op->acc ? y[i] + v : v;
    }
}

/* SOFTCAP: dst[b, :n] = cap * tanh(dst[b, :n] / cap), threads taking blocks of 1024. */
static void FN(op_softcap)(const StepOp *op, float *dst, int64_t ldd, int64_t B) {
    const int64_t n = op->n, nblk = (n + 1023) / 1024;
    const float cap = op->cap;
#pragma omp for schedule(static)
    for (int64_t t = 0; t < B * nblk; t++) {
        float *v = dst + t / nblk * ldd;
        const int64_t i1 = (t % nblk + 1) * 1024 < n ? (t % nblk + 1) * 1024 : n;
        int64_t i = t % nblk * 1024;
#if defined(__AVX2__) && defined(__FMA__)
        const __m256 c = _mm256_set1_ps(cap);
        for (; i + 8 <= i1; i += 8)
            _mm256_storeu_ps(v + i, _mm256_mul_ps(c, FN(tanh8)(_mm256_div_ps(_mm256_loadu_ps(v + i), c))));
#endif
        for (; i < i1; i++) v[i] = cap * tanhf(v[i] / cap);
    }
}

/* x[b] = the embedding row of tokens[b] (times embed_scale), for b < B; -3 when a token
 * is outside the table. */
static int FN(step_embed)(const StepProgram *p, const int64_t *tokens, int64_t B, float *x) {
    const int64_t dim = p->widths[BUF_X];
    for (int64_t b = 0; b < B; b++)
        if (tokens[b] < 0 || tokens[b] >= p->embed_rows) return -3;
    for (int64_t b = 0; b < B; b++) {
        float *row = x + b * dim;
        if (FN(decode_row)((int)p->embed_type, p->embed + tokens[b] * p->embed_row_bytes, row, 0, dim) != 0)
            return -1;
        if (p->embed_scale != 1.f)
            for (int64_t i = 0; i < dim; i++) row[i] *= p->embed_scale;
    }
    return 0;
}

/* COLLECTIVE (inside the parallel region): the callback on the calling thread (thread 0,
 * the one Python called from) while the others wait at the barriers around it, then dst +=
 * src when acc. Returns the callback's code, the same on every thread. */
static int FN(op_collective)(const StepProgram *p, const StepOp *op, float *src, int64_t lds, float *dst,
                             int64_t ldd, int64_t B, int *failed) {
#pragma omp barrier
#pragma omp master
    *failed = p->collective == NULL ? -1 : p->collective(op->coll, src, B, lds);
#pragma omp barrier
    if (*failed) return *failed;
    if (op->acc && dst != src) {
#pragma omp for schedule(static)
        for (int64_t b = 0; b < B; b++)
            for (int64_t i = 0; i < op->n; i++) dst[b * ldd + i] += src[b * lds + i];
    }
    return 0;
}

/* One step of B rows: x [B, dim] holds their embeddings, or with `tokens` (and the
 * program's embedding table) the step embeds tokens[b] into x first. Returns 0; -1 out of
 * memory; -3 a token outside the table; -4 a collective failed (the callback says why). */
static int FN(decode_step)(const StepProgram *p, float *x, const int64_t *tokens, int64_t B,
                           void *const *k_cache, void *const *v_cache, const int64_t *slots,
                           const int64_t *pos, float *logits, int nthreads) {
    const int64_t hd = p->head_dim, half = hd / 2, kmax = p->kmax;
    if (tokens != NULL) {
        if (p->embed == NULL) return -1;
        const int rc = FN(step_embed)(p, tokens, B, x);
        if (rc != 0) return rc;
    }
    const int embed_rc = FN(step_embed_check)(p, tokens, B);      /* EMBED ops' tokens (per_layer_step.h) */
    if (embed_rc != 0) return embed_rc;
    int64_t E = 0, pairs = 0, keys = 1;      /* most experts, B * top_k, longest context */
    for (int64_t o = 0; o < p->n_ops; o++)
        if (p->ops[o].kind == OP_MOE) {
            const StepMoe *M = p->ops[o].moe;
            E = M->n_experts > E ? M->n_experts : E;
            pairs = B * M->top_k > pairs ? B * M->top_k : pairs;
        }
    for (int64_t b = 0; b < B; b++) keys = pos[b] + 1 > keys ? pos[b] + 1 : keys;
    /* shared: the scratch buffers [B, width] (16-float aligned), cos|sin [n_rope, B, hd],
     * router probs and choice values [2, B, E], weights [pairs] and experts [pairs] (int64 in floats);
     * per thread: a decoded weight row [kmax], scores [keys], gate/up pair and row gates [3B],
     * a DELTA op's vectors */
    int64_t shared = 0, at[N_BUFS];
    for (int i = 0; i < N_BUFS; i++) {
        at[i] = shared;
        if (i != BUF_X && i != BUF_LOGITS) shared += (B * p->widths[i] + 15) / 16 * 16;
    }
    const int64_t cs_at = shared;
    shared += p->n_rope * B * hd + 2 * B * E + 3 * pairs + 2;
    int64_t delta_own = 0;                   /* a DELTA op's 2 dk + 2 dv */
    for (int64_t o = 0; o < p->n_ops; o++)
        if (p->ops[o].kind == OP_DELTA) {
            const StepDelta *d = p->ops[o].delta;
            delta_own = 2 * (d->dk + d->dv) > delta_own ? 2 * (d->dk + d->dv) : delta_own;
        }
    const int64_t own = kmax + keys + 3 * B + 2 * I16_ROWS * B + delta_own + 64;
    /* quantized inputs, per thread: one buffer per activation format, rows_a rows of at most
     * kmax values (Q8_1's 36 bytes per 32 values is the widest, + a Q8_K block of slack) */
    const int64_t rows_a = pairs > B ? pairs : B;
    const int64_t q_ld = (kmax / 32 * 36 + 292 + 63) / 64 * 64, ysum_ld = kmax / 32 + 1;
    float *buf = alloc_row(shared + (int64_t)nthreads * own);
    /* each thread its own, then each thread's Q8_0 block sums */
    uint8_t *qbuf = malloc((size_t)(nthreads * 3 * rows_a * q_ld + nthreads * rows_a * ysum_ld * 4) + 64);
    if (!buf || !qbuf) {
        free(buf);
        free(qbuf);
        return -1;
    }
    float *bufs[N_BUFS];
    for (int i = 0; i < N_BUFS; i++) bufs[i] = buf + at[i];
    bufs[BUF_X] = x;
    bufs[BUF_LOGITS] = logits;
    float *cs = buf + cs_at, *probs = cs + p->n_rope * B * hd, *choice = probs + B * E, *wt = choice + B * E;
    int64_t *sel = (int64_t *)(buf + ((wt + pairs - buf + 1) & ~(int64_t)1));   /* 8-byte aligned */
    /* angles in float32, as rotary_cos_sin; cos and sin times YaRN's factor */
    for (int64_t r = 0; r < p->n_rope; r++)
        for (int64_t b = 0; b < B; b++)
            for (int64_t i = 0; i < p->rope_dims / 2; i++) {
                const float angle = (float)pos[b] * p->rope[r][i];
                cs[(r * B + b) * hd + i] = cosf(angle) * p->rope_scale;
                cs[(r * B + b) * hd + half + i] = sinf(angle) * p->rope_scale;
            }
    int failed = 0;                          /* a COLLECTIVE's callback failed: every thread stops */
#pragma omp parallel num_threads(nthreads)
    {
        float *mine = buf + shared + (int64_t)omp_get_thread_num() * own;
        float *rowbuf = mine, *scores = mine + kmax, *gu = scores + keys, *dscratch = gu + 3 * B + 2 * I16_ROWS * B;
        uint8_t *qmine = qbuf + (int64_t)omp_get_thread_num() * 3 * rows_a * q_ld;
        uint8_t *const q[3] = {qmine, qmine + rows_a * q_ld, qmine + 2 * rows_a * q_ld};
        int32_t *ysum = (int32_t *)(qbuf + nthreads * 3 * rows_a * q_ld) + omp_get_thread_num() * rows_a * ysum_ld;
        for (int64_t o = 0; o < p->n_ops; o++) {
            const StepOp *op = p->ops + o;
            float *src = bufs[op->src], *dst = bufs[op->dst];
            const int64_t lds = p->widths[op->src], ldd = p->widths[op->dst];
            const StepIn in = {src, lds, q, q_ld, ysum, ysum_ld};
            switch (op->kind) {
            case OP_NORM:
#pragma omp for schedule(static)
                for (int64_t b = 0; b < B; b++) FN(op_norm_row)(op, src + b * lds + op->at, dst + b * ldd + op->at);
                break;
            case OP_MATMUL: {
                const StepMat *mats[STEP_MAX_MATS];
                float *outs[STEP_MAX_MATS];
                int64_t ldo[STEP_MAX_MATS], off = 0;
                for (int i = 0; i < op->n_mats; i++) {
                    mats[i] = op->mats + i;
                    outs[i] = dst + off;
                    ldo[i] = ldd;
                    off += op->mats[i].n;
                }
                FN(step_matmul)(mats, outs, ldo, op->n_mats, &in, B, rowbuf, op->acc);
                break;
            }
            case OP_GATED:
                FN(op_gated)(op, &in, B, dst, ldd, rowbuf, gu, bufs[op->src2], p->widths[op->src2]);
                break;
            case OP_ROPE_STORE:
                FN(op_rope_store)(p, op, src, lds, B, cs + op->rope * B * hd, k_cache[op->layer],
                                  v_cache[op->layer], slots, pos);
                break;
            case OP_ATTEND:
                FN(op_attend)(p, op, src, lds, B, k_cache[op->layer], v_cache[op->layer], slots, pos,
                              dst, ldd, scores, q[0], rowbuf);
                break;
            case OP_MOE: {
                const StepIn in_pairs = {bufs[BUF_ACT], op->moe->experts[0].n, q, q_ld, ysum, ysum_ld};   /* [pairs, Im] */
                const int64_t rs = op->moe->router_src;      /* the router's own input (Gemma 4), else src */
                const StepIn rin = {bufs[rs], p->widths[rs], q, q_ld, ysum, ysum_ld};
                FN(op_moe)(op->moe, op->acc, &in, rs ? &rin : &in, B, dst, ldd, probs, choice, sel, wt, &in_pairs,
                           rowbuf, gu, nthreads);
                break;
            }
            case OP_CONV:
                FN(op_conv)(p, op, src, lds, B, slots, pos);
                break;
            case OP_DELTA:
                FN(op_delta)(p, op, src, lds, B, dst, ldd, slots, pos, dscratch);
                break;
            case OP_SSM:
                FN(op_ssm)(p, op, src, lds, B, dst, ldd, slots, pos);
                break;
            case OP_SCALE:
                FN(op_scale)(op, src, lds, dst, ldd, B);
                break;
            case OP_SOFTCAP:
                FN(op_softcap)(op, dst, ldd, B);
                break;
            case OP_COLLECTIVE:
                FN(op_collective)(p, op, src, lds, dst, ldd, B, &failed);
                break;
            case OP_MLA_STORE:
                FN(op_mla_store)(p, op, dst, ldd, src, lds, B, cs + op->rope * B * hd, k_cache[op->layer], slots, pos);
                break;
            case OP_MLA_ATTEND:
                FN(op_mla_attend)(p, op, src, lds, B, k_cache[op->layer], slots, pos, dst, ldd, scores, rowbuf);
                break;
            case OP_EMBED:
                FN(op_embed)(op, tokens, B, dst, ldd, rowbuf);
                break;
            }
            if (failed) break;               /* read after the collective's barrier: all threads agree */
        }
    }
    free(buf);
    free(qbuf);
    return failed ? -4 : 0;
}
