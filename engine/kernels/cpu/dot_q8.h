/* Integer dot products of one weight row (GGML blocks) with one quantized activation
 * row, in plain C: the scalar copy's kernels and the definition the AVX2 ones follow.
 *
 * Each takes the weight row w, the activation row y (act_quant.h) and nb, the number
 * of weight blocks. Per block the codes multiply as integers; the block's scales turn
 * the integer sum into a float once:
 *   legacy (32 values):   d_w * d_y * sum(q_w * q_y)          (+ m_w * s_y for Q4_1, Q5_1)
 *   K-quants (256):       d_w * d_y * sum_g(scale_g * sum(q_w * q_y))
 *                         - dmin_w * d_y * sum_g(min_g * bsum_g)    (Q2_K, Q4_K, Q5_K)
 * The offsets of Q4_1 / Q5_1 meet the activation through its stored f16 sum s, and the
 * K-quant mins through its exact 16-value sums, as in llama.cpp.
 */

/* 5-bit code j of a Q5_0/Q5_1 block: nibble plus bit j of qh as 16 */
static inline int FN(q5_code)(const uint8_t *q, uint32_t qh, int j) {
    const int nib = j < 16 ? (q[j] & 15) : (q[j - 16] >> 4);
    return nib | (int)(((qh >> j) & 1) << 4);
}

/* Q4_0 weights . Q8_0 activations, nb blocks: per block the integer sum of (code - 8) * q_y
 * (weight j's code is the low nibble of byte j, weight j + 16's the high nibble), times
 * d_w * d_y. The plain-C definition the SIMD copies follow. (Your engine: Chapter 40) */
static inline float FN(dot_q4_0_c)(const uint8_t *w, const uint8_t *y, int64_t nb) {
    float sum = 0.f;
    for (int64_t i = 0; i < nb; i++, w += BYTES_Q4_0, y += BYTES_Q8_0) {
        const int8_t *a = (const int8_t *)(y + 2);
        int s = 0;
        for (int j = 0; j < 16; j++)
            s += ((w[2 + j] & 15) - 8) * a[j] + ((w[2 + j] >> 4) - 8) * a[j + 16];
        sum += (float)s * (FN(h2f)(w) * FN(h2f)(y));
    }
    return sum;
}

static inline float FN(dot_q4_1_c)(const uint8_t *w, const uint8_t *y, int64_t nb) {
    float sum = 0.f, offsets = 0.f;
    for (int64_t i = 0; i < nb; i++, w += BYTES_Q4_1, y += BYTES_Q8_1) {
        const int8_t *a = (const int8_t *)(y + 4);
        int s = 0;
        for (int j = 0; j < 16; j++) s += (w[4 + j] & 15) * a[j] + (w[4 + j] >> 4) * a[j + 16];
        sum += (float)s * (FN(h2f)(w) * FN(h2f)(y));
        offsets += FN(h2f)(w + 2) * FN(h2f)(y + 2);
    }
    return sum + offsets;
}

static inline float FN(dot_q5_0_c)(const uint8_t *w, const uint8_t *y, int64_t nb) {
    float sum = 0.f;
    for (int64_t i = 0; i < nb; i++, w += BYTES_Q5_0, y += BYTES_Q8_0) {
        const int8_t *a = (const int8_t *)(y + 2);
        uint32_t qh;
        memcpy(&qh, w + 2, 4);
        int s = 0;
        for (int j = 0; j < 32; j++) s += (FN(q5_code)(w + 6, qh, j) - 16) * a[j];
        sum += (float)s * (FN(h2f)(w) * FN(h2f)(y));
    }
    return sum;
}

static inline float FN(dot_q5_1_c)(const uint8_t *w, const uint8_t *y, int64_t nb) {
    float sum = 0.f, offsets = 0.f;
    for (int64_t i = 0; i < nb; i++, w += BYTES_Q5_1, y += BYTES_Q8_1) {
        const int8_t *a = (const int8_t *)(y + 4);
        uint32_t qh;
        memcpy(&qh, w + 4, 4);
        int s = 0;
        for (int j = 0; j < 32; j++) s += FN(q5_code)(w + 8, qh, j) * a[j];
        sum += (float)s * (FN(h2f)(w) * FN(h2f)(y));
        offsets += FN(h2f)(w + 2) * FN(h2f)(y + 2);
    }
    return sum + offsets;
}

static inline float FN(dot_q8_0_c)(const uint8_t *w, const uint8_t *y, int64_t nb) {
    float sum = 0.f;
    for (int64_t i = 0; i < nb; i++, w += BYTES_Q8_0, y += BYTES_Q8_0) {
        const int8_t *q = (const int8_t *)(w + 2), *a = (const int8_t *)(y + 2);
        int s = 0;
        for (int j = 0; j < 32; j++) s += q[j] * a[j];
        sum += (float)s * (FN(h2f)(w) * FN(h2f)(y));
    }
    return sum;
}

/* 16 bytes of nibbles (byte j: weight j low, j+16 high) indexing 16 int8 levels, dotted
 * with 32 int8 activations: IQ4_NL, IQ4_XS's sub-blocks, MXFP4. */
static inline int FN(levels_dot32)(const uint8_t *q, const int8_t *levels, const int8_t *a) {
    int s = 0;
    for (int j = 0; j < 16; j++) s += levels[q[j] & 15] * a[j] + levels[q[j] >> 4] * a[j + 16];
    return s;
}

static inline float FN(dot_iq4_nl_c)(const uint8_t *w, const uint8_t *y, int64_t nb) {
    float sum = 0.f;
    for (int64_t i = 0; i < nb; i++, w += BYTES_IQ4_NL, y += BYTES_Q8_0)
        sum += (float)FN(levels_dot32)(w + 2, IQ4_LEVELS, (const int8_t *)(y + 2)) * (FN(h2f)(y) * FN(h2f)(w));
    return sum;
}

/* MXFP4: E2M1 levels (doubled) times the E8M0 scale's half, as llama.cpp's vec_dot. */
static inline float FN(dot_mxfp4_c)(const uint8_t *w, const uint8_t *y, int64_t nb) {
    float sum = 0.f;
    for (int64_t i = 0; i < nb; i++, w += BYTES_MXFP4, y += BYTES_Q8_0)
        sum += (float)FN(levels_dot32)(w + 1, FP4_LEVELS, (const int8_t *)(y + 2)) * (FN(h2f)(y) * e8m0_half(w[0]));
    return sum;
}

/* sum(q_w * q_y) over 16 values: w codes given by a callback-free inline loop per type */
#define SUM16(code_expr) ({ int s_ = 0; for (int l = 0; l < 16; l++) s_ += (code_expr) * a[l]; s_; })

/* Q2_K: group g of 16 (scale byte g: low nibble scale, high nibble min) reads byte
 * 16*(g%2)+l of 32-byte chunk g/8, shifted by 2*((g/2)%4). */
static inline float FN(dot_q2_k_c)(const uint8_t *w, const uint8_t *y, int64_t nb) {
    float sum = 0.f;
    for (int64_t i = 0; i < nb; i++, w += BYTES_Q2_K, y += BYTES_Q8_K) {
        const float dy = f32_at(y);
        int isum = 0, msum = 0;
        for (int g = 0; g < 16; g++) {
            const uint8_t *q = w + 16 + 32 * (g / 8) + 16 * (g % 2);
            const int8_t *a = (const int8_t *)(y + 4) + 16 * g;
            const int shift = 2 * ((g / 2) % 4);
            isum += (w[g] & 15) * SUM16((q[l] >> shift) & 3);
            msum += (w[g] >> 4) * i16_at(y + Q8_K_SUMS + 2 * g);
        }
        sum += dy * FN(h2f)(w + 80) * (float)isum - dy * FN(h2f)(w + 82) * (float)msum;
    }
    return sum;
}

/* Q3_K: 6-bit scales (minus 32) in 12 bytes; a clear bit in the high mask lowers the
 * 2-bit code by 4. Group g: chunk g/8, shift 2*((g/2)%4), mask bit 4*(g/8)+(g/2)%4. */
static inline float FN(dot_q3_k_c)(const uint8_t *w, const uint8_t *y, int64_t nb) {
    float sum = 0.f;
    for (int64_t i = 0; i < nb; i++, w += BYTES_Q3_K, y += BYTES_Q8_K) {
        const uint8_t *s = w + 96;
        int isum = 0;
        for (int g = 0; g < 16; g++) {
            const int low = g < 8 ? (s[g] & 15) : (s[g - 8] >> 4);
            const int high = (s[8 + g % 4] >> (2 * (g / 4))) & 3;
            const uint8_t *q = w + 32 + 32 * (g / 8) + 16 * (g % 2), *hm = w + 16 * (g % 2);
            const int8_t *a = (const int8_t *)(y + 4) + 16 * g;
            const int shift = 2 * ((g / 2) % 4), bit = 4 * (g / 8) + (g / 2) % 4;
            isum += ((low | (high << 4)) - 32) * SUM16(((q[l] >> shift) & 3) - (((hm[l] >> bit) & 1) ? 0 : 4));
        }
        sum += f32_at(y) * FN(h2f)(w + 108) * (float)isum;
    }
    return sum;
}

/* Q4_K / Q5_K: sub-block j of 32 has a 6-bit scale and min (scale_min_k4); each 32
 * bytes of nibbles hold sub-blocks 2k (low) and 2k+1 (high); Q5_K's fifth bit of
 * sub-block j is bit j of qh[l]. */
static inline float FN(dot_q45_k_c)(const uint8_t *w, const uint8_t *y, int64_t nb, int five) {
    const int64_t size = five ? BYTES_Q5_K : BYTES_Q4_K;
    float sum = 0.f;
    for (int64_t i = 0; i < nb; i++, w += size, y += BYTES_Q8_K) {
        const uint8_t *qs = w + (five ? 48 : 16), *qh = w + 16;
        int isum = 0, msum = 0;
        for (int j = 0; j < 8; j++) {
            int sc, mn;
            scale_min_k4(j, w + 4, &sc, &mn);
            const uint8_t *q = qs + 32 * (j / 2);
            const int shift = 4 * (j % 2);
            int s = 0;
            for (int l = 0; l < 32; l++) {
                const int code = ((q[l] >> shift) & 15) | (five ? ((qh[l] >> j) & 1) << 4 : 0);
                s += code * ((const int8_t *)(y + 4))[32 * j + l];
            }
            isum += sc * s;
            msum += mn * (i16_at(y + Q8_K_SUMS + 4 * j) + i16_at(y + Q8_K_SUMS + 4 * j + 2));
        }
        const float dy = f32_at(y);
        sum += dy * FN(h2f)(w) * (float)isum - dy * FN(h2f)(w + 2) * (float)msum;
    }
    return sum;
}

/* Q6_K: in each half of 128, value l + 32k (l < 32) has low bits from ql[l + 32(k%2)]
 * (nibble k/2) and high bits (qh[l] >> 2k) & 3; code - 32; scale per 16 values. The
 * -32 is taken out with the activation's 16-value sums. */
static inline float FN(dot_q6_k_c)(const uint8_t *w, const uint8_t *y, int64_t nb) {
    float sum = 0.f;
    for (int64_t i = 0; i < nb; i++, w += BYTES_Q6_K, y += BYTES_Q8_K) {
        const int8_t *sc = (const int8_t *)(w + 192);
        int isum = 0, off = 0;
        for (int g = 0; g < 16; g++) {
            const int half = g / 8, k = (g % 8) / 2, l0 = 16 * (g % 2);
            const uint8_t *ql = w + 64 * half + 32 * (k % 2) + l0, *qh = w + 128 + 32 * half + l0;
            const int8_t *a = (const int8_t *)(y + 4) + 16 * g;
            isum += sc[g] * SUM16(((ql[l] >> (4 * (k / 2))) & 15) | (((qh[l] >> (2 * k)) & 3) << 4));
            off += sc[g] * i16_at(y + Q8_K_SUMS + 2 * g);
        }
        sum += f32_at(y) * FN(h2f)(w + 208) * (float)(isum - 32 * off);
    }
    return sum;
}

/* IQ4_XS: 6-bit scales (minus 32) per 32, low 4 bits in scales_l, high 2 in scales_h. */
static inline float FN(dot_iq4_xs_c)(const uint8_t *w, const uint8_t *y, int64_t nb) {
    float sum = 0.f;
    for (int64_t i = 0; i < nb; i++, w += BYTES_IQ4_XS, y += BYTES_Q8_K) {
        const int sh = i16_at(w + 2) & 0xffff;
        int isum = 0;
        for (int j = 0; j < 8; j++) {
            const int ls = ((w[4 + j / 2] >> (4 * (j % 2))) & 15) | (((sh >> (2 * j)) & 3) << 4);
            isum += (ls - 32) * FN(levels_dot32)(w + 8 + 16 * j, IQ4_LEVELS, (const int8_t *)(y + 4) + 32 * j);
        }
        sum += FN(h2f)(w) * f32_at(y) * (float)isum;
    }
    return sum;
}
#undef SUM16

static float FN(dot_q4_k_c)(const uint8_t *w, const uint8_t *y, int64_t nb) { return FN(dot_q45_k_c)(w, y, nb, 0); }
static float FN(dot_q5_k_c)(const uint8_t *w, const uint8_t *y, int64_t nb) { return FN(dot_q45_k_c)(w, y, nb, 1); }
