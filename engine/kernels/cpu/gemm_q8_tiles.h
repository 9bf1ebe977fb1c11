/* The int8 GEMM for batches (2 rows and more: prefill, a cached chat turn's new tokens),
 * compiled into the AVX2, AVX-512, AVX-512 VNNI and AVX-VNNI copies (FN-suffixed; included
 * by gemv_q8.h; AVX-VNNI's is the AVX2 copy's 8-row strips with VNNI's codes and vpdpbusd).
 *
 * Per task, TILE_CHUNK weight rows are packed once from the file's blocks into strips of
 * TILE_ROWS rows (16 in the 512-bit copies, 8 in AVX2's), interleaved 4 bytes at a time
 * (the layout of llama.cpp's repacked Q4_0x8 / ik_llama.cpp's _R8): the TILE_ROWS * 4
 * bytes at (group b, word c) hold weights 4c..4c+3 of group b for every row of the strip,
 * so one multiply against an activation word broadcast to every lane adds four products
 * to each row's int32 sum. VNNI does that in one vpdpbusd; the other copies with
 * vpmaddubsw (unsigned byte times signed byte, pairs added into saturating int16) and
 * vpmaddwd against ones. A row's codes are stored unsigned, as code + B with B a constant
 * of the type (Q4_0 8, Q5_0 16, Q6_K 32, Q3_K 4, 0 for the types whose codes are unsigned):
 * at most 63, so a pair is at most 2 * 63 * 128 and never saturates, and W words of a type
 * whose codes are smaller (tile_words: 8 for the 4-bit types) are summed as int16 before
 * the one vpmaddwd. The 8-bit signed codes (Q8_0, the IQ4 / FP4 levels, the signed grid
 * points of the IQ2 / IQ3 types, IQ1_S / IQ1_M's 8 g +- 1) are stored + 128 for vpdpbusd
 * (32-bit sums). Without VNNI the grid codes are stored + 64 (the IQ2 types, |w| <= 43;
 * IQ3_XXS, |w| <= 62) and + 16 (IQ3_S, |w| <= 15; IQ1_S / IQ1_M, |w| <= 9) like the codes
 * above, and the others stay signed and multiply as |w| times x with w's sign moved onto x
 * (llama.cpp's sign trick: |w| <= 128 and |x| <= 127, so a pair stays within int16), one
 * word at a time, or, in blocks of eight activation rows, as 16-bit pairs
 * (tile_mul_w16x2). There is one float scale per group of G values (32; Q2_K, Q3_K, Q6_K,
 * IQ2_XS, IQ2_S and IQ1_M 16) and, for the types with offsets, one float offset per group
 * (Q4_1's m, the K-quants' -dmin * min); except, in the copies without VNNI, for the types
 * of 256-value super-blocks (the K-quants, IQ4_XS and the grid types), whose groups keep
 * their integer scales and mins (tile_kscaled, tile_mul_k) under one float d (and dmin)
 * a super-block.
 * tile_codes.h holds these per-type facts and each type's row unpacking.
 *
 * Activations are the int8 rows act_quant.h makes (quantized once per call). The B * sum
 * of an activation group that the stored codes add is taken back by starting that
 * group's int32 sums at -B * sum(q_y), one number per activation row and group. A group adds
 *     scale_w * (d_y * isum) + offset_w * t_y,
 * t_y being the activation group's offset partner: Q8_1's stored s, or d * sum(q) from
 * Q8_K's 16-value sums. These are llama.cpp's per-block products, summed in a different
 * order than the row kernels (dot_q8_avx2.h), so results agree with them to float32
 * rounding, not bit for bit. With Q8_K activations (one d_y a 256-value super-block) the
 * 512-bit VNNI copy sums a super-block's scale_w * isum first and multiplies by d_y once
 * (tile_mul's `sb`): on Zen 4 a zmm vmulps or vfmadd takes a cycle of vpdpbusd's two
 * pipes (benchmarks/int8_ports.c), and one multiply a group and row was a quarter of the
 * float step (two threads, 512 rows, min of 5-15 calls, three alternating rounds: Q4_K
 * 3584 x 3584 277-281 -> 301-326 GMAC/s, 18944 x 3584 242-250 -> 272-281, Q6_K 3584 x
 * 18944 235-259 -> 282-311; the two cores' vpdpbusd peak is 465).
 *
 * The weights stay as the file has them (the fused decode step and the row kernels read
 * that layout, and memory stays the file's); a packed chunk (TILE_CHUNK * K bytes, 300
 * KiB at K = 4864) lives in the task's buffer while all M activation rows pass it.
 */
#define TILE_CHUNK 64     /* weight rows a task packs, then multiplies with every x row */
#define TILE_M 4          /* activation rows sharing each loaded weight vector */
#define TILE_MMAX 6       /* the most of any copy and type (TILE_MS) */
#if defined(__AVX512F__)
#define TILE_ROWS 16      /* rows of a strip: one per int32 lane of a zmm */
#define TILE_NS 2         /* strips sharing each broadcast activation word */
#define TILE_MS TILE_M    /* activation rows a weight vector serves for the signed codes */
#define tvi __m512i
#define tvf __m512
#define TV_LOAD(p) _mm512_load_si512((const void *)(p))
#define TV_SET1 _mm512_set1_epi32
#define TF_ZERO _mm512_setzero_ps
#define TF_LOAD _mm512_loadu_ps
#define TF_SET1 _mm512_set1_ps
#define TF_MUL _mm512_mul_ps
#define TF_FMADD _mm512_fmadd_ps
#define TF_CVT _mm512_cvtepi32_ps
#define TV_MADDUBS _mm512_maddubs_epi16
#define TV_ADD16 _mm512_add_epi16
#define TV_ADD32 _mm512_add_epi32
#define TV_MADD1(p) _mm512_madd_epi16(p, _mm512_set1_epi16(1))
#define TV_MADD _mm512_madd_epi16
#else
#define TILE_ROWS 8       /* rows of a strip: one per int32 lane of a ymm */
#if defined(__AVXVNNI__)
/* vpdpbusd needs no temporaries: two strips a broadcast word, as in the 512-bit copies
 * (2 threads, 512 rows, IQ4_NL 4864 x 896, on Zen 4 running the EVEX form of the same
 * instructions: 13.6 ms with one strip, 9.2 with two; Q8_0 12.4 -> 9.1, Q4_0 11.0 -> 8.4) */
#define TILE_NS 2
#else
#define TILE_NS 1         /* 16 ymm registers: the 4 x 1 sums and accumulators fit */
#endif
/* The sign trick costs a vpsignb, a vpmaddubsw, a vpmaddwd and an add a word and a row;
 * six rows a loaded (and vpabsb'd) weight vector took about 5% off a 512-row Q8_0 /
 * IQ4_NL GEMM on Zen 3 (15.4 vs 16.2 ms for 512 x 1536 x 2048). Batches of 8 rows and
 * more now take tile_mul_w16x2 (below); this serves the smaller ones. */
#define TILE_MS 6
#define tvi __m256i
#define tvf __m256
#define TV_LOAD(p) _mm256_load_si256((const __m256i *)(p))
#define TV_SET1 _mm256_set1_epi32
#define TF_ZERO _mm256_setzero_ps
#define TF_LOAD _mm256_loadu_ps
#define TF_SET1 _mm256_set1_ps
#define TF_MUL _mm256_mul_ps
#define TF_FMADD _mm256_fmadd_ps
#define TF_CVT _mm256_cvtepi32_ps
#define TV_MADDUBS _mm256_maddubs_epi16
#define TV_ADD16 _mm256_add_epi16
#define TV_ADD32 _mm256_add_epi32
#define TV_MADD1(p) _mm256_madd_epi16(p, _mm256_set1_epi16(1))
#define TV_MADD _mm256_madd_epi16
#endif
#if defined(__AVX512VNNI__) || defined(__AVXVNNI__)
#define TILE_VNNI 1
#else
#define TILE_VNNI 0
#endif

#include "tile_codes.h"

#ifndef TILE_STRIP_DEFINED
#define TILE_STRIP_DEFINED
/* A packed strip of TILE_ROWS rows: codes [K / 4][TILE_ROWS][4], then per group b
 * TILE_ROWS scales and TILE_ROWS offsets. The tile_kscaled types use the same bytes for
 * their integers: ksc (over scale) a group's scale per row twice, as the two int16 halves
 * of an int32 (what vpmaddwd multiplies a row's pair sums by); then (over off) kpc, per
 * pair of groups the two groups' pc factors per row as one int16 pair, and per 256-value
 * super-block kd and kdm, TILE_ROWS floats each (d and -dmin). */
typedef struct {
    uint8_t *codes;
    uint8_t *c16;       /* tile_widen's int16 pairs (the sign trick's types without VNNI) */
    float *scale, *off;
    int32_t *ksc, *kpc;
    float *kd, *kdm;
} tile_strip;
#endif

#if defined(__AVX512F__)
/* r[i] = 16 dwords of row i -> r[j] = dword j of rows 0..15 (a 16 x 16 transpose) */
static inline void FN(transpose16)(__m512i r[16]) {
    __m512i t[16];
    for (int i = 0; i < 8; i++) {
        t[2 * i] = _mm512_unpacklo_epi32(r[2 * i], r[2 * i + 1]);
        t[2 * i + 1] = _mm512_unpackhi_epi32(r[2 * i], r[2 * i + 1]);
    }
    /* r[4i + e], 128-bit lane L: dword 4L + e of rows 4i..4i+3 */
    for (int i = 0; i < 4; i++) {
        r[4 * i] = _mm512_unpacklo_epi64(t[4 * i], t[4 * i + 2]);
        r[4 * i + 1] = _mm512_unpackhi_epi64(t[4 * i], t[4 * i + 2]);
        r[4 * i + 2] = _mm512_unpacklo_epi64(t[4 * i + 1], t[4 * i + 3]);
        r[4 * i + 3] = _mm512_unpackhi_epi64(t[4 * i + 1], t[4 * i + 3]);
    }
    for (int e = 0; e < 4; e++) {   /* the 4 x 4 transpose of 128-bit lanes */
        const __m512i a = _mm512_shuffle_i32x4(r[e], r[4 + e], 0x44), b = _mm512_shuffle_i32x4(r[e], r[4 + e], 0xEE);
        const __m512i c = _mm512_shuffle_i32x4(r[8 + e], r[12 + e], 0x44), d = _mm512_shuffle_i32x4(r[8 + e], r[12 + e], 0xEE);
        t[e] = _mm512_shuffle_i32x4(a, c, 0x88);
        t[4 + e] = _mm512_shuffle_i32x4(a, c, 0xDD);
        t[8 + e] = _mm512_shuffle_i32x4(b, d, 0x88);
        t[12 + e] = _mm512_shuffle_i32x4(b, d, 0xDD);
    }
    for (int j = 0; j < 16; j++) r[j] = t[j];
}
#define TILE_TRANSPOSE FN(transpose16)
#endif
/* r[i] = 8 dwords of row i -> r[j] = dword j of rows 0..7 (an 8 x 8 transpose) */
static inline void FN(transpose8)(__m256i r[8]) {
    __m256i t[8];
    for (int i = 0; i < 4; i++) {
        t[2 * i] = _mm256_unpacklo_epi32(r[2 * i], r[2 * i + 1]);
        t[2 * i + 1] = _mm256_unpackhi_epi32(r[2 * i], r[2 * i + 1]);
    }
    /* r[4i + e], 128-bit lane L: dword 4L + e of rows 4i..4i+3 */
    for (int i = 0; i < 2; i++) {
        r[4 * i] = _mm256_unpacklo_epi64(t[4 * i], t[4 * i + 2]);
        r[4 * i + 1] = _mm256_unpackhi_epi64(t[4 * i], t[4 * i + 2]);
        r[4 * i + 2] = _mm256_unpacklo_epi64(t[4 * i + 1], t[4 * i + 3]);
        r[4 * i + 3] = _mm256_unpackhi_epi64(t[4 * i + 1], t[4 * i + 3]);
    }
    for (int e = 0; e < 4; e++) {
        t[e] = _mm256_permute2x128_si256(r[e], r[4 + e], 0x20);
        t[4 + e] = _mm256_permute2x128_si256(r[e], r[4 + e], 0x31);
    }
    for (int j = 0; j < 8; j++) r[j] = t[j];
}
#if !defined(__AVX512F__)
#define TILE_TRANSPOSE FN(transpose8)
#endif

/* vpmaddubsw of signed codes w and activation bytes x: |w| times x with w's sign moved
 * onto x (llama.cpp's sign trick) */
static ALWAYS_INLINE tvi FN(tile_maddubs_signed)(tvi w, tvi x) {
#if defined(__AVX512F__)
    return TV_MADDUBS(_mm512_abs_epi8(w), _mm512_mask_sub_epi8(x, _mm512_movepi8_mask(w), _mm512_setzero_si512(), x));
#else
    return TV_MADDUBS(_mm256_abs_epi8(w), _mm256_sign_epi8(x, w));
#endif
}

/* Four products per int32 lane added to acc: weight codes w (unsigned, or signed when
 * sgn) times the broadcast activation bytes x. */
static ALWAYS_INLINE tvi FN(tile_dot4)(tvi acc, tvi w, tvi x, int sgn) {
#if TILE_VNNI && defined(__AVX512F__)
    (void)sgn;
    return _mm512_dpbusd_epi32(acc, w, x);
#elif TILE_VNNI
    (void)sgn;
    return _mm256_dpbusd_epi32(acc, w, x);
#else
    return TV_ADD32(acc, TV_MADD1(sgn ? FN(tile_maddubs_signed)(w, x) : TV_MADDUBS(w, x)));
#endif
}

/* Two words of four products each (w0 . x0 + w1 . x1) added to acc. Without VNNI and for
 * unsigned codes with W >= 2 (tile_words: two pairs stay within int16) the two vpmaddubsw
 * results are added before the one vpmaddwd; the int32 sums are the same integers as
 * tile_dot4 twice. */
static ALWAYS_INLINE tvi FN(tile_dot8)(tvi acc, tvi w0, tvi x0, tvi w1, tvi x1, int sgn, int W) {
#if TILE_VNNI
    (void)W;
    return FN(tile_dot4)(FN(tile_dot4)(acc, w0, x0, sgn), w1, x1, sgn);
#else
    if (sgn || W == 1) return FN(tile_dot4)(FN(tile_dot4)(acc, w0, x0, sgn), w1, x1, sgn);
    return TV_ADD32(acc, TV_MADD1(TV_ADD16(TV_MADDUBS(w0, x0), TV_MADDUBS(w1, x1))));
#endif
}

/* W words (W > 2) of strip codes w (one vector a word) times the activation words x,
 * unsigned codes, in the copies without VNNI: the W vpmaddubsw results summed as int16
 * (tile_words' bound) before one vpmaddwd, added to acc. The int32 sums are the same
 * integers as tile_dot4 word by word. */
static ALWAYS_INLINE tvi FN(tile_dotw)(tvi acc, const uint8_t *w, const uint8_t *x, int W) {
    tvi p = TV_MADDUBS(TV_LOAD(w), TV_SET1((int)u32_at(x)));
    for (int j = 1; j < W; j++) p = TV_ADD16(p, TV_MADDUBS(TV_LOAD(w + j * 4 * TILE_ROWS), TV_SET1((int)u32_at(x + 4 * j))));
    return TV_ADD32(acc, TV_MADD1(p));
}

/* Values of a row tile_pack decodes at a time: two 256-value super-blocks, or one (every
 * type's blocks divide them), so the strip's TILE_ROWS pieces (8 KiB) stay in L1 between
 * decoding and transposing; the whole row where K is not a multiple of 256 or W is
 * interleaved. */
static inline int64_t FN(tile_slice)(int64_t K, int interleave) {
    return interleave ? K : K % 512 == 0 ? 512 : K % 256 == 0 ? 256 : K;
}

/* Rows [n0, n0 + TILE_ROWS) of W (rows past N are zeros) into strip t (K-scaled when ks:
 * tile_kscaled's types, and the AMX copy's Q4_K, Q5_K, Q6_K and Q3_K), a slice of
 * tile_slice values of every row at a time; rows is scratch (tile_pack_bytes) for the
 * decoded slices and the rows' scales, file_row for one row in the file's layout when W is
 * interleaved (interleave16.h). The tile_kscaled types take a row's integer scales after
 * its floats (2 K / G int16, then 2 K / 256 floats). The bytes two slices on are asked of
 * the cache while a slice is decoded (the next strip's first ones near a row's end): the
 * weights come from memory once, and a few rows of a batch leave the tiles little work to
 * hide that behind. Against whole rows decoded, then transposed, and the scales stored a
 * row at a time, 64 bytes apart (Zen 4, 2 threads, min of 21 calls, three rounds: 18944 x
 * 3584 Q4_K, 4 rows 4.9-5.8 -> 4.0-4.5 ms; 3584 x 18944 Q6_K, 16 rows 11.2-11.9 -> 8.4-8.8,
 * 64 rows 20.9-22.5 -> 18.1-18.7; the same strips, so the same results). */
/* The 32-bit words of TILE_ROWS rows (row r at src + r * ld bytes, `cols` words each) into
 * dst column-major: word c of row r to dst word c * TILE_ROWS + r (the strips' order),
 * TILE_ROWS columns at a time through TILE_TRANSPOSE, then a word at a time. */
static void FN(tile_transpose_words)(const uint8_t *src, int64_t ld, int64_t cols, uint8_t *dst) {
    int64_t c = 0;
    for (; c + TILE_ROWS <= cols; c += TILE_ROWS) {
        tvi v[TILE_ROWS];
        for (int r = 0; r < TILE_ROWS; r++) memcpy(&v[r], src + r * ld + 4 * c, sizeof(tvi));
        TILE_TRANSPOSE(v);
        for (int j = 0; j < TILE_ROWS; j++) memcpy(dst + (c + j) * sizeof(tvi), &v[j], sizeof(tvi));
    }
    for (; c < cols; c++)
        for (int r = 0; r < TILE_ROWS; r++) memcpy(dst + (c * TILE_ROWS + r) * 4, src + r * ld + 4 * c, 4);
}

static int64_t FN(tile_pack_bytes)(int64_t K, int interleave, int64_t ng) {
    return (TILE_ROWS * FN(tile_slice)(K, interleave) + (2 * TILE_ROWS + 4) * ng * 4 + 63) / 64 * 64;
}

static void FN(tile_pack)(int wtype, const uint8_t *w, int64_t row_stride, int64_t N, int64_t n0,
                          int64_t K, const tile_strip *t, int8_t *rows, int interleave, uint8_t *file_row, int ks) {
    const int64_t G = FN(tile_group)(wtype), ng = K / G, slice = FN(tile_slice)(K, interleave), slices = K / slice;
    const int64_t slice_groups = slice / G;
    const int64_t slice_bytes = slice / block_weights(wtype) * type_info(wtype)->bytes;
    float *s_all = (float *)(rows + TILE_ROWS * slice), *o_all = s_all + TILE_ROWS * ng;
    int16_t *isc = (int16_t *)(o_all + TILE_ROWS * ng), *ipc = isc + ng;
    float *kd = (float *)(ipc + ng), *kdm = kd + K / 256;
    for (int64_t sl = 0; sl < slices; sl++) {
        const int64_t k0 = sl * slice, g0 = sl * slice_groups;
        for (int r = 0; r < TILE_ROWS; r++) {
            const int64_t n = n0 + r;
            int8_t *row = rows + r * slice;
            float *s = s_all + r * ng, *o = o_all + r * ng;
            if (n < N) {
                const uint8_t *src = w + n * row_stride, *pf = NULL;
                if (interleave) {
                    i16_row(wtype, w + (n - n % I16_ROWS) * row_stride, K / 32, (int)(n % I16_ROWS), file_row);
                    src = file_row;
                } else
                    pf = sl + 2 < slices ? src + (sl + 2) * slice_bytes
                                         : w + (n + TILE_ROWS) * row_stride + (sl + 2 - slices) * slice_bytes;
                FN(tile_decode_row)(wtype, src + sl * slice_bytes, slice, row, s + g0, o + g0, pf);
                if (ks && sl == slices - 1) FN(tile_kscales_row)(wtype, src, K, s, o, isc, ipc, kd, kdm);
            } else {
                memset(row, 0, (size_t)slice);
                for (int64_t b = g0; b < g0 + slice_groups; b++) s[b] = o[b] = 0.f;
                if (sl == slices - 1) {
                    for (int64_t b = 0; b < ng; b++) isc[b] = ipc[b] = 0;
                    for (int64_t i = 0; i < K / 256; i++) kd[i] = kdm[i] = 0.f;
                }
            }
            if (ks && sl == slices - 1) {
                for (int64_t b = 0; b < ng; b++) t->ksc[b * TILE_ROWS + r] = (int32_t)((uint32_t)(uint16_t)isc[b] * 0x10001u);
                for (int64_t b = 0; b < ng / 2; b++)
                    t->kpc[b * TILE_ROWS + r] = (int32_t)((uint32_t)(uint16_t)ipc[2 * b] | (uint32_t)(uint16_t)ipc[2 * b + 1] << 16);
                for (int64_t i = 0; i < K / 256; i++) t->kd[i * TILE_ROWS + r] = kd[i], t->kdm[i * TILE_ROWS + r] = kdm[i];
            }
        }
        FN(tile_transpose_words)((const uint8_t *)rows, slice, slice / 4, t->codes + k0 * TILE_ROWS);
    }
    if (!ks) {   /* the rows' scales and offsets into the strip's order */
        FN(tile_transpose_words)((const uint8_t *)s_all, ng * 4, ng, (uint8_t *)t->scale);
        FN(tile_transpose_words)((const uint8_t *)o_all, ng * 4, ng, (uint8_t *)t->off);
    }
}

/* Activation rows for the tiles: the int8 codes (K bytes), then per group of G: d_y,
 * t_y (floats) and -B * sum(q_y) (int32). */
static int64_t FN(tile_act_bytes)(int64_t K, int G) { return K + 3 * (K / G) * 4; }

static void FN(tile_act_row)(int act, const uint8_t *xq, int64_t K, int G, int bias, uint8_t *dst) {
    const int64_t ng = K / G;
    float *d = (float *)(dst + K), *t = d + ng;
    int32_t *corr = (int32_t *)(t + ng);
    if (act == T_Q8_K) {
        for (int64_t i = 0; i < K / 256; i++, xq += BYTES_Q8_K) {
            const float dy = f32_at(xq);
            memcpy(dst + 256 * i, xq + 4, 256);
            for (int g = 0; g < 256 / G; g++) {
                int sum = 0;
                for (int h = 0; h < G / 16; h++) sum += i16_at(xq + Q8_K_SUMS + 2 * (g * G / 16 + h));
                d[i * (256 / G) + g] = dy;
                t[i * (256 / G) + g] = dy * (float)sum;
                corr[i * (256 / G) + g] = -bias * sum;
            }
        }
        return;
    }
    const int64_t bytes = act == T_Q8_1 ? BYTES_Q8_1 : BYTES_Q8_0, at = act == T_Q8_1 ? 4 : 2;
    for (int64_t i = 0; i < K / 32; i++, xq += bytes) {
        memcpy(dst + 32 * i, xq + at, 32);
        if (G == 16) {      /* NVFP4 (Q8_0 only: Q8_1's s covers 32 values): d twice, each half's sum */
            int half = 0;
            for (int j = 0; j < 16; j++) half += (int8_t)xq[at + j];
            d[2 * i] = d[2 * i + 1] = FN(h2f)(xq);
            t[2 * i] = t[2 * i + 1] = 0.f;
            corr[2 * i] = -bias * half;
            corr[2 * i + 1] = bias ? -bias * FN(sum32_i8)(xq + at) - corr[2 * i] : 0;
            continue;
        }
        d[i] = FN(h2f)(xq);
        t[i] = act == T_Q8_1 ? FN(h2f)(xq + 2) : 0.f;
        corr[i] = bias ? -bias * FN(sum32_i8)(xq + at) : 0;
    }
}

/* the first `keep` lanes of v to out */
static ALWAYS_INLINE void FN(tile_store)(float *out, tvf v, int keep) {
#if defined(__AVX512F__)
    _mm512_mask_storeu_ps(out, (__mmask16)((1u << keep) - 1), v);
#else
    _mm256_maskstore_ps(out, _mm256_cmpgt_epi32(_mm256_set1_epi32(keep), _mm256_setr_epi32(0, 1, 2, 3, 4, 5, 6, 7)), v);
#endif
}

/* An activation row for the tile_kscaled types (Q8_K): the int8 codes (K bytes), then a
 * float d_y per 256-value super-block, then per pair of groups of G the two groups' sums
 * of q_y (Q8_K's 16-value sums, added in twos for G = 32) as one int16 pair. */
static void FN(tile_act_row_k)(const uint8_t *xq, int64_t K, int G, uint8_t *dst) {
    float *d = (float *)(dst + K);
    uint32_t *pairs = (uint32_t *)(d + K / 256);
    for (int64_t i = 0; i < K / 256; i++, xq += BYTES_Q8_K) {
        memcpy(dst + 256 * i, xq + 4, 256);
        d[i] = f32_at(xq);
        int sums[16];
        for (int g = 0; g < 256 / G; g++) {
            sums[g] = 0;
            for (int h = 0; h < G / 16; h++) sums[g] += i16_at(xq + Q8_K_SUMS + 2 * (g * G / 16 + h));
        }
        for (int p = 0; p < 128 / G; p++)
            pairs[i * (128 / G) + p] = (uint32_t)(uint16_t)sums[2 * p] | (uint32_t)(uint16_t)sums[2 * p + 1] << 16;
    }
}

/* tile_mul for the tile_kscaled types: per 256-value super-block, int32 sums
 *     A = sum_g sc_g (codes_g . q_y)  (+ sum_g pc_g sum_g(q_y) for the biased codes)
 *     Mn = sum_g pc_g sum_g(q_y)      (the types with mins)
 * then d_y (d A + (-dmin) Mn) into the float accumulators. A group's W words of vpmaddubsw
 * (the sign trick's when sgn) are summed as int16 (tile_words' bound) and widened by
 * vpmaddwd against the group's scales; two groups' pc terms are one vpmaddwd of the pc
 * pair against the sums pair (none for the sign trick's codes: IQ4_XS has no bias and no
 * mins, and every tile_kscaled type stored unsigned has one or the other). The
 * integers stay below 2^31: at most 8 groups of 63 * 32 * 31 * 127 (Q5_K), 32 * 32 * 128
 * * 127 (IQ4_XS), 31 * 32 * 126 * 127 (IQ3_XXS), 16 of 128 * 16 * 63 * 127 (Q6_K) and
 * 16 of 4096 * 2032 (Q6_K's -32 sc). */
static ALWAYS_INLINE void FN(tile_mul_k)(const tile_strip *t, int NS, const uint8_t *a, int64_t a_stride, int MR,
                                         int64_t K, int G, int offset, int sgn, int W, float *out, int64_t ldo,
                                         int nr) {
    const int SB = 256 / G;       /* groups a super-block */
    tvf acc[TILE_MMAX][TILE_NS];
    for (int m = 0; m < MR; m++)
        for (int s = 0; s < NS; s++) acc[m][s] = TF_ZERO();
    for (int64_t i = 0; i < K / 256; i++) {
        tvi A[TILE_MMAX][TILE_NS], Mn[TILE_MMAX][TILE_NS];
        for (int m = 0; m < MR; m++)
            for (int s = 0; s < NS; s++) A[m][s] = Mn[m][s] = TV_SET1(0);
        for (int g = 0; g < SB; g++) {
            const int64_t b = i * SB + g;
            tvi sc[TILE_NS];
            for (int s = 0; s < NS; s++) sc[s] = TV_LOAD(t[s].ksc + b * TILE_ROWS);
            for (int m = 0; m < MR; m++) {
                const uint8_t *x = a + m * a_stride + b * G;
                for (int s = 0; s < NS; s++)
                    for (int c = 0; c < G / 4; c += W) {
                        const uint8_t *w = t[s].codes + (b * G / 4 + c) * 4 * TILE_ROWS;
                        tvi p = TV_SET1(0);
                        for (int j = 0; j < W; j++) {
                            const tvi wj = TV_LOAD(w + j * 4 * TILE_ROWS), xj = TV_SET1((int)u32_at(x + 4 * (c + j)));
                            const tvi pj = sgn ? FN(tile_maddubs_signed)(wj, xj) : TV_MADDUBS(wj, xj);
                            p = j ? TV_ADD16(p, pj) : pj;
                        }
                        A[m][s] = TV_ADD32(A[m][s], TV_MADD(p, sc[s]));
                    }
            }
        }
        for (int q = 0; !sgn && q < SB / 2; q++) {
            tvi pc[TILE_NS];
            for (int s = 0; s < NS; s++) pc[s] = TV_LOAD(t[s].kpc + (i * SB / 2 + q) * TILE_ROWS);
            for (int m = 0; m < MR; m++) {
                const uint32_t *ysums = (const uint32_t *)(a + m * a_stride + K + 4 * (K / 256));
                const tvi sums = TV_SET1((int)ysums[i * SB / 2 + q]);
                for (int s = 0; s < NS; s++) {
                    if (offset) Mn[m][s] = TV_ADD32(Mn[m][s], TV_MADD(pc[s], sums));
                    else A[m][s] = TV_ADD32(A[m][s], TV_MADD(pc[s], sums));
                }
            }
        }
        for (int s = 0; s < NS; s++) {
            const tvf d = TF_LOAD(t[s].kd + i * TILE_ROWS);
            const tvf dm = offset ? TF_LOAD(t[s].kdm + i * TILE_ROWS) : d;
            for (int m = 0; m < MR; m++) {
                const tvf dy = TF_SET1(((const float *)(a + m * a_stride + K))[i]);
                acc[m][s] = TF_FMADD(TF_MUL(d, dy), TF_CVT(A[m][s]), acc[m][s]);
                if (offset) acc[m][s] = TF_FMADD(TF_MUL(dm, dy), TF_CVT(Mn[m][s]), acc[m][s]);
            }
        }
    }
    for (int s = 0; s < NS; s++)
        for (int m = 0; m < MR; m++) FN(tile_store)(out + m * ldo + TILE_ROWS * s, acc[m][s], s == NS - 1 ? nr : TILE_ROWS);
}

/* out[m * ldo + TILE_ROWS s + r] for m < MR, s < NS, r < TILE_ROWS (r < nr in the last strip):
 * strips t[0..NS) . activation rows a (a_stride apart). MR, NS, G, offset and sb are
 * constants at each call (always inlined): the MR * NS int32 sums and float accumulators
 * stay in registers, each loaded weight vector serves MR rows, each broadcast word NS.
 * sb (Q8_K activations, whose d_y is one a 256-value super-block): a super-block's
 * scale_w * isum are summed in `part` and multiplied by d_y once, at its last group. */
static ALWAYS_INLINE void FN(tile_mul)(const tile_strip *t, int NS, const uint8_t *a, int64_t a_stride, int MR,
                                       int64_t K, int G, int offset, int sgn, int W, int sb, float *out, int64_t ldo,
                                       int nr) {
    const int64_t ng = K / G, per = sb ? 256 / G : 1;      /* groups a super-block shares d_y in */
    tvf acc[TILE_MMAX][TILE_NS], part[TILE_MMAX][TILE_NS];
    for (int m = 0; m < MR; m++)
        for (int s = 0; s < NS; s++) acc[m][s] = part[m][s] = TF_ZERO();
    for (int64_t b = 0; b < ng; b++) {
        tvi isum[TILE_MMAX][TILE_NS];
        for (int m = 0; m < MR; m++) {
            const tvi c0 = TV_SET1(((const int32_t *)(a + m * a_stride + K))[2 * ng + b]);
            for (int s = 0; s < NS; s++) isum[m][s] = c0;
        }
        if (!TILE_VNNI && W > 2 && !sgn) {   /* a row's W words at a time, each strip word reloaded (L1) per row */
            for (int m = 0; m < MR; m++)
                for (int s = 0; s < NS; s++)
                    for (int c = 0; c < G / 4; c += W)
                        isum[m][s] = FN(tile_dotw)(isum[m][s], t[s].codes + (b * G / 4 + c) * 4 * TILE_ROWS,
                                                   a + m * a_stride + b * G + 4 * c, W);
        } else
        for (int c = 0; c < G / 4; c += 2) {     /* words c and c + 1 (G / 4 is even) */
            tvi w0[TILE_NS], w1[TILE_NS];
            for (int s = 0; s < NS; s++) {
                w0[s] = TV_LOAD(t[s].codes + (b * G / 4 + c) * 4 * TILE_ROWS);
                w1[s] = TV_LOAD(t[s].codes + (b * G / 4 + c + 1) * 4 * TILE_ROWS);
            }
            for (int m = 0; m < MR; m++) {
                const tvi x0 = TV_SET1((int)u32_at(a + m * a_stride + b * G + 4 * c));
                const tvi x1 = TV_SET1((int)u32_at(a + m * a_stride + b * G + 4 * c + 4));
                for (int s = 0; s < NS; s++) isum[m][s] = FN(tile_dot8)(isum[m][s], w0[s], x0, w1[s], x1, sgn, W);
            }
        }
        for (int s = 0; s < NS; s++) {
            const tvf sc = TF_LOAD(t[s].scale + b * TILE_ROWS);
            const tvf off = offset ? TF_LOAD(t[s].off + b * TILE_ROWS) : sc;
            for (int m = 0; m < MR; m++) {
                const float *dt = (const float *)(a + m * a_stride + K);
                if (sb) {        /* the scales' products of a super-block, then d_y once */
                    part[m][s] = b % per ? TF_FMADD(sc, TF_CVT(isum[m][s]), part[m][s]) : TF_MUL(sc, TF_CVT(isum[m][s]));
                    if (b % per == per - 1) acc[m][s] = TF_FMADD(TF_SET1(dt[b]), part[m][s], acc[m][s]);
                } else
                    acc[m][s] = TF_FMADD(TF_MUL(sc, TF_SET1(dt[b])), TF_CVT(isum[m][s]), acc[m][s]);
                if (offset) acc[m][s] = TF_FMADD(off, TF_SET1(dt[ng + b]), acc[m][s]);
            }
        }
    }
    for (int s = 0; s < NS; s++)
        for (int m = 0; m < MR; m++) FN(tile_store)(out + m * ldo + TILE_ROWS * s, acc[m][s], s == NS - 1 ? nr : TILE_ROWS);
}

#if !TILE_VNNI
/* Eight activation rows at a time, in the copies without VNNI, for the sign trick's codes
 * (tile_mul_w16x2), the unsigned ones with a float scale a group (tile_mul_u8_*) and the
 * unsigned K-scaled ones without offsets (tile_mul_k8_*).
 * tile_mul kept six rows' (AVX2; four in the 512-bit copy) int32 sums and float
 * accumulators in registers with each row's address, and spilled; here the eight rows are
 * interleaved a word at a time (tile_act_block8: word c of rows 0..7 are 32 consecutive
 * bytes, one address), the int32 sums stay in registers and the float accumulators wait in
 * L1 (one load and store a group and row). The kernels are functions of their own
 * (noinline): inlined into the task loop, GCC still kept sums on the stack. */
#define TILE_ROWS8 1
#if defined(__AVX512F__)
#define TF_STORE _mm512_storeu_ps
#else
#define TF_STORE _mm256_storeu_ps
#endif

/* the dwords (b0 b1 b2 b3) of v as int16 pairs: a = (b0, b1), b = (b2, b3), sign-extended */
static ALWAYS_INLINE void FN(widen_pairs)(__m256i v, __m256i *a, __m256i *b) {
    const __m256i even = _mm256_srai_epi16(_mm256_slli_epi16(v, 8), 8);  /* b0, b2 */
    const __m256i odd = _mm256_srai_epi16(v, 8);                          /* b1, b3 */
    *a = _mm256_blend_epi16(even, _mm256_slli_epi32(odd, 16), 0xAA);
    *b = _mm256_blend_epi16(_mm256_srli_epi32(even, 16), odd, 0xAA);
}

/* rows 0..7 of activation rows `a` (a_bytes apart: tile_act_row's, or tile_act_row_k's for
 * the K-scaled types) -> the block: word c of row m at word 8 c + m (K bytes a row; with
 * `widen`, for tile_mul_w16x2, word c's (4c, 4c + 1) pairs of rows 0..7 as int16 pairs, then
 * their (4c + 2, 4c + 3) pairs: 2 K bytes a row), then the nd 32-bit words after each row's
 * codes (its d_y, one a group of G or a 256-value super-block; for tile_mul_u8's types also
 * t_y and -B sum(q_y) a group, for tile_mul_k8's the pairs of group sums) as word j of row
 * m at 8 j + m */
static void FN(tile_act_block8)(const uint8_t *a, int64_t a_bytes, int64_t K, int64_t nd, int widen, uint8_t *dst) {
    for (int64_t k = 0; k < K; k += 32) {
        __m256i v[8];
        for (int m = 0; m < 8; m++) v[m] = _mm256_loadu_si256((const __m256i *)(a + m * a_bytes + k));
        FN(transpose8)(v);
        for (int j = 0; j < 8; j++) {
            if (!widen) {
                _mm256_storeu_si256((__m256i *)(dst + 8 * k + 32 * j), v[j]);
                continue;
            }
            __m256i lo, hi;
            FN(widen_pairs)(v[j], &lo, &hi);
            _mm256_storeu_si256((__m256i *)(dst + 16 * k + 64 * j), lo);
            _mm256_storeu_si256((__m256i *)(dst + 16 * k + 64 * j + 32), hi);
        }
    }
    uint32_t *d = (uint32_t *)(dst + (widen ? 16 : 8) * K);
    for (int64_t j = 0; j < nd; j++)
        for (int m = 0; m < 8; m++) d[8 * j + m] = ((const uint32_t *)(a + m * a_bytes + K))[j];
}

static int64_t FN(tile_block8_bytes)(int64_t K, int64_t nd, int widen) { return (widen ? 16 : 8) * K + 32 * nd; }

/* row m's float accumulator += its int32 sums s times the strip's scales sc and the row's d_y */
#define ROW8_ADD(m, s) TF_STORE(acc[m], TF_FMADD(TF_MUL(sc, TF_SET1(dy[8 * b + m])), TF_CVT(s), TF_LOAD(acc[m])))

/* The sign trick's types (Q8_0, IQ4_NL, IQ4_XS), batches of eight rows and more: codes
 * and activations as 16-bit pairs. One vpmaddwd multiplies two codes of each of TILE_ROWS
 * rows by the same two activations (a broadcast int32 holding both as int16) and adds each
 * row's two products into its int32 lane: two vpmaddwd and two adds a word and row, where
 * the sign trick takes vpsignb, vpmaddubsw, vpmaddwd and an add, three of them on the two
 * multiply pipes (benchmarks/int8_ports.c on Zen 4, sums accumulated as here: 1.27 against
 * 1.58 cycles). The int32 sums are the same integers, and no lane holds a part of a row's
 * sum (pairs of one row side by side would need a vphaddd every group: that layout came to
 * 1.66 cycles in the GEMM). The strip's word c becomes two vectors (tile_widen): A, codes
 * 4c and 4c + 1 of each row as an int16 pair, then B, codes 4c + 2 and 4c + 3; IQ4_XS's
 * codes are multiplied by their group's integer scale on the way (|code * scale| <=
 * 127 * 32, a super-block's sum below 2^28), so its sums take one float update a
 * super-block. The eight activation rows are widened the same way (tile_act_block8's
 * `widen`). One thread, 512 rows, Zen 4, AVX2 copy (the sign trick before): Q8_0 576 x
 * 1536 7.78 -> 6.43 ms, 1536 x 576 8.02 -> 6.66, IQ4_NL 4864 x 896 36.9 -> 31.8, IQ4_XS 896 x 4864 34.2
 * -> 29.4; 512-bit copy 6.22 -> 5.69, 6.08 -> 5.59, 29.9 -> 27.3, 30.4 -> 26.5. */

/* strip t's int8 codes -> t->c16 (word c: A then B, 4 TILE_ROWS bytes each); ks: times the
 * group's integer scale (t->ksc, a row's scale in both halves of its int32) */
static void FN(tile_widen)(const tile_strip *t, int64_t K, int ks) {
    for (int64_t c = 0; c < K / 4; c++)
        for (int h = 0; h < TILE_ROWS / 8; h++) {
            __m256i a, b;
            FN(widen_pairs)(_mm256_load_si256((const __m256i *)(t->codes + c * 4 * TILE_ROWS + 32 * h)), &a, &b);
            if (ks) {
                const __m256i sc = _mm256_load_si256((const __m256i *)(t->ksc + c / 8 * TILE_ROWS + 8 * h));
                a = _mm256_mullo_epi16(a, sc);
                b = _mm256_mullo_epi16(b, sc);
            }
            _mm256_store_si256((__m256i *)(t->c16 + c * 8 * TILE_ROWS + 32 * h), a);
            _mm256_store_si256((__m256i *)(t->c16 + c * 8 * TILE_ROWS + 4 * TILE_ROWS + 32 * h), b);
        }
}

/* out[m * ldo + r] for m < 8: strips t[0] (r < nr0) and t[1] (at + TILE_ROWS, r < nr1)
 * (tile_widen's pairs) . the block's eight rows (tile_act_block8's, widened), four rows at
 * a time against both strips, so a broadcast activation pair serves two vpmaddwd; a float update
 * every GS values with the rows' scales (a group's, GS = 32; IQ4_XS's d a super-block,
 * GS = 256). Group by group, the two sets of four rows in turn, so the second reads the
 * group's codes from L1 (one thread, IQ4_NL 4864 x 896: 32.5-34.1 -> 31.9-32.5 ms against each set of
 * four rows over the whole depth). Stand-alone, a 1536-deep word loop took 1.31 cycles a
 * word and row this way against 1.38 for eight rows by one strip (and in the 512-bit copy, whose 32 registers
 * could hold eight rows by two strips, that order spilled and ran 5-7% slower). The AVX2
 * copy's loop is written in assembler: 16 ymm registers hold the eight sums, the two
 * strips' two vectors and four temporaries, and GCC kept sums on the stack (a load and
 * store a word). */
#define W16X2_ASM(m, sa, sb) \
        "vpbroadcastd " #m "*4(%[x]), %%ymm12\n\t" \
        "vpbroadcastd 32+" #m "*4(%[x]), %%ymm13\n\t" \
        "vpmaddwd %%ymm8, %%ymm12, %%ymm14\n\t" \
        "vpmaddwd %%ymm9, %%ymm13, %%ymm15\n\t" \
        "vpaddd %%ymm14, %[" #sa "], %[" #sa "]\n\t" \
        "vpaddd %%ymm15, %[" #sa "], %[" #sa "]\n\t" \
        "vpmaddwd %%ymm10, %%ymm12, %%ymm12\n\t" \
        "vpmaddwd %%ymm11, %%ymm13, %%ymm13\n\t" \
        "vpaddd %%ymm12, %[" #sb "], %[" #sb "]\n\t" \
        "vpaddd %%ymm13, %[" #sb "], %[" #sb "]\n\t"
/* row m of the pass against both strips' word: sums sa (strip 0) and sb (strip 1) */
#define W16X2_ROW(m, sa, sb) do { \
        const tvi xa = TV_SET1((int)xp[m]), xb = TV_SET1((int)xp[8 + m]); \
        sa = TV_ADD32(sa, TV_ADD32(TV_MADD(wa0, xa), TV_MADD(wb0, xb))); \
        sb = TV_ADD32(sb, TV_ADD32(TV_MADD(wa1, xa), TV_MADD(wb1, xb))); \
    } while (0)
#define W16X2_ADD(i, s, j, scv) \
    TF_STORE(acc[4 * h + i][j], TF_FMADD(TF_MUL(scv, TF_SET1(dy[8 * b + 4 * h + i])), TF_CVT(s), TF_LOAD(acc[4 * h + i][j])))
static ALWAYS_INLINE void FN(tile_mul_w16x2_body)(const tile_strip *t, const float *scale0, const float *scale1,
                                                  const uint8_t *blk, int64_t K, int GS, float *out, int64_t ldo,
                                                  int nr0, int nr1) {
    const int64_t ng = K / GS;
    const float *dy = (const float *)(blk + 16 * K);
    float acc[8][2][TILE_ROWS] __attribute__((aligned(64)));
    for (int i = 0; i < 8; i++) TF_STORE(acc[i][0], TF_ZERO()), TF_STORE(acc[i][1], TF_ZERO());
    for (int64_t b = 0; b < ng; b++) {
        const tvf sc0 = TF_LOAD(scale0 + b * TILE_ROWS), sc1 = TF_LOAD(scale1 + b * TILE_ROWS);
        for (int h = 0; h < 2; h++) {
            const uint32_t *xp = (const uint32_t *)blk + b * GS / 4 * 16 + 4 * h;
            const uint8_t *wp = t[0].c16 + b * GS / 4 * 8 * TILE_ROWS, *wq = t[1].c16 + b * GS / 4 * 8 * TILE_ROWS;
            tvi s0 = TV_SET1(0), s1 = s0, s2 = s0, s3 = s0, s4 = s0, s5 = s0, s6 = s0, s7 = s0;
#if defined(__AVX512F__)
            for (int c = 0; c < GS / 4; c++, xp += 16, wp += 8 * TILE_ROWS, wq += 8 * TILE_ROWS) {
                const tvi wa0 = TV_LOAD(wp), wb0 = TV_LOAD(wp + 4 * TILE_ROWS);
                const tvi wa1 = TV_LOAD(wq), wb1 = TV_LOAD(wq + 4 * TILE_ROWS);
                W16X2_ROW(0, s0, s1); W16X2_ROW(1, s2, s3); W16X2_ROW(2, s4, s5); W16X2_ROW(3, s6, s7);
            }
#else
            const uint8_t *wend = wp + GS / 4 * 64;
            __asm__("1:\n\t"
                    "vmovdqa (%[w]), %%ymm8\n\t"
                    "vmovdqa 32(%[w]), %%ymm9\n\t"
                    "vmovdqa (%[q]), %%ymm10\n\t"
                    "vmovdqa 32(%[q]), %%ymm11\n\t"
                    W16X2_ASM(0, s0, s1) W16X2_ASM(1, s2, s3) W16X2_ASM(2, s4, s5) W16X2_ASM(3, s6, s7)
                    "add $64, %[x]\n\t"
                    "add $64, %[w]\n\t"
                    "add $64, %[q]\n\t"
                    "cmp %[e], %[w]\n\t"
                    "jb 1b"
                    : [x] "+r"(xp), [w] "+r"(wp), [q] "+r"(wq), [s0] "+x"(s0), [s1] "+x"(s1), [s2] "+x"(s2),
                      [s3] "+x"(s3), [s4] "+x"(s4), [s5] "+x"(s5), [s6] "+x"(s6), [s7] "+x"(s7)
                    : [e] "r"(wend)
                    : "cc", "memory", "xmm8", "xmm9", "xmm10", "xmm11", "xmm12", "xmm13", "xmm14", "xmm15");
#endif
            W16X2_ADD(0, s0, 0, sc0); W16X2_ADD(0, s1, 1, sc1); W16X2_ADD(1, s2, 0, sc0); W16X2_ADD(1, s3, 1, sc1);
            W16X2_ADD(2, s4, 0, sc0); W16X2_ADD(2, s5, 1, sc1); W16X2_ADD(3, s6, 0, sc0); W16X2_ADD(3, s7, 1, sc1);
        }
    }
    for (int i = 0; i < 8; i++) {
        FN(tile_store)(out + i * ldo, TF_LOAD(acc[i][0]), nr0);
        FN(tile_store)(out + i * ldo + TILE_ROWS, TF_LOAD(acc[i][1]), nr1);
    }
}
#undef W16X2_ASM
#undef W16X2_ROW
#undef W16X2_ADD
static __attribute__((noinline)) void FN(tile_mul_w16x2_32)(const tile_strip *t, const uint8_t *blk, int64_t K,
                                                             float *out, int64_t ldo, int nr0, int nr1) {
    FN(tile_mul_w16x2_body)(t, t[0].scale, t[1].scale, blk, K, 32, out, ldo, nr0, nr1);
}
static __attribute__((noinline)) void FN(tile_mul_w16x2_256)(const tile_strip *t, const uint8_t *blk, int64_t K,
                                                              float *out, int64_t ldo, int nr0, int nr1) {
    FN(tile_mul_w16x2_body)(t, t[0].kd, t[1].kd, blk, K, 256, out, ldo, nr0, nr1);
}

/* The unsigned codes of the types with a float scale a group (Q4_0, Q4_1, Q5_0, Q5_1,
 * MXFP4, NVFP4, TQ1_0, TQ2_0), eight activation rows at a time: per group, U8_PASS rows a pass
 * (4 in AVX2, whose 16 registers then hold the rows' int16 and int32 sums, the word and its
 * broadcast; all 8 in the 512-bit copy), each loaded strip word meeting every row of the
 * pass; W words of vpmaddubsw summed as int16 (tile_words' bound) before one vpmaddwd. The
 * sums start at -B * sum(q_y) (tile_act_row's), and a group adds (scale d_y) * isum (+
 * offset t_y) to the row's float accumulator, as tile_mul does, whose four rows spilled in
 * the AVX2 copy (1.7 cycles a word and row for Q4_0, where vpbroadcastd, vpmaddubsw and
 * vpaddw take 0.67 alone). One thread, 512 rows, Zen 4, tile_mul -> this: AVX2 Q4_0
 * 576 x 576 2.46 -> 1.94 ms, 1536 x 576 6.1-6.4 -> 4.9; Q4_1 1536 x 576 7.2-7.7 -> 6.0;
 * Q5_0 2048 x 640 8.9-9.0 -> 8.2-8.3; 512-bit copy Q4_0 1536 x 576 3.9-4.4 -> 3.4, Q4_1
 * 4.0-4.1 -> 3.7, but Q5_0 (W = 4) 5.7-5.8 -> 6.0: that copy keeps tile_mul for W = 4. */
#if defined(__AVX512F__)
#define U8_PASS 8
#else
#define U8_PASS 4
#endif
static ALWAYS_INLINE void FN(tile_mul_u8_body)(const tile_strip *t, const uint8_t *blk, int64_t K, int G, int W,
                                               int offset, float *out, int64_t ldo, int nr) {
    const int64_t ng = K / G;
    const float *dy = (const float *)(blk + 8 * K), *ty = dy + 8 * ng;
    const int32_t *corr = (const int32_t *)(dy + 16 * ng);
    const tvi ones = TV_SET1(0x00010001);
    float acc[8][TILE_ROWS] __attribute__((aligned(64)));
    for (int m = 0; m < 8; m++) TF_STORE(acc[m], TF_ZERO());
    for (int h = 0; h < 8; h += U8_PASS)
        for (int64_t b = 0; b < ng; b++) {
            tvi sum[U8_PASS];
            for (int i = 0; i < U8_PASS; i++) sum[i] = TV_SET1(corr[8 * b + h + i]);
            const uint32_t *xp = (const uint32_t *)blk + b * G / 4 * 8 + h;
            const uint8_t *wp = t->codes + b * G / 4 * 4 * TILE_ROWS;
#if defined(__AVX512F__)
            for (int c = 0; c < G / 4; c += W) {
                tvi p[U8_PASS];
                for (int j = 0; j < W; j++) {
                    const tvi w = TV_LOAD(wp + (c + j) * 4 * TILE_ROWS);
                    for (int i = 0; i < U8_PASS; i++) {
                        const tvi pj = TV_MADDUBS(w, TV_SET1((int)xp[(c + j) * 8 + i]));
                        p[i] = j ? TV_ADD16(p[i], pj) : pj;
                    }
                }
                for (int i = 0; i < U8_PASS; i++) sum[i] = TV_ADD32(sum[i], TV_MADD(p[i], ones));
            }
#else
            /* GCC spilled the int16 sums: the words in assembler, W at a time (ymm8-11 the
             * four rows' int16 sums, ymm12 the word) */
            for (int c = 0; c < G / 4; c += W) {
                const uint32_t *x = xp + c * 8;
                const uint8_t *w = wp + c * 4 * TILE_ROWS;
#define U8_FIRST(j) "vmovdqa " #j "*32(%[w]), %%ymm12\n\t" \
        "vpbroadcastd " #j "*32(%[x]), %%ymm8\n\t vpmaddubsw %%ymm8, %%ymm12, %%ymm8\n\t" \
        "vpbroadcastd " #j "*32+4(%[x]), %%ymm9\n\t vpmaddubsw %%ymm9, %%ymm12, %%ymm9\n\t" \
        "vpbroadcastd " #j "*32+8(%[x]), %%ymm10\n\t vpmaddubsw %%ymm10, %%ymm12, %%ymm10\n\t" \
        "vpbroadcastd " #j "*32+12(%[x]), %%ymm11\n\t vpmaddubsw %%ymm11, %%ymm12, %%ymm11\n\t"
#define U8_NEXT(j) "vmovdqa " #j "*32(%[w]), %%ymm12\n\t" \
        "vpbroadcastd " #j "*32(%[x]), %%ymm13\n\t vpmaddubsw %%ymm13, %%ymm12, %%ymm13\n\t vpaddw %%ymm13, %%ymm8, %%ymm8\n\t" \
        "vpbroadcastd " #j "*32+4(%[x]), %%ymm14\n\t vpmaddubsw %%ymm14, %%ymm12, %%ymm14\n\t vpaddw %%ymm14, %%ymm9, %%ymm9\n\t" \
        "vpbroadcastd " #j "*32+8(%[x]), %%ymm13\n\t vpmaddubsw %%ymm13, %%ymm12, %%ymm13\n\t vpaddw %%ymm13, %%ymm10, %%ymm10\n\t" \
        "vpbroadcastd " #j "*32+12(%[x]), %%ymm14\n\t vpmaddubsw %%ymm14, %%ymm12, %%ymm14\n\t vpaddw %%ymm14, %%ymm11, %%ymm11\n\t"
#define U8_WIDEN "vpmaddwd %[ones], %%ymm8, %%ymm8\n\t vpaddd %%ymm8, %[s0], %[s0]\n\t" \
        "vpmaddwd %[ones], %%ymm9, %%ymm9\n\t vpaddd %%ymm9, %[s1], %[s1]\n\t" \
        "vpmaddwd %[ones], %%ymm10, %%ymm10\n\t vpaddd %%ymm10, %[s2], %[s2]\n\t" \
        "vpmaddwd %[ones], %%ymm11, %%ymm11\n\t vpaddd %%ymm11, %[s3], %[s3]\n\t"
#define U8_ASM(words) __asm__(words U8_WIDEN \
                : [s0] "+x"(sum[0]), [s1] "+x"(sum[1]), [s2] "+x"(sum[2]), [s3] "+x"(sum[3]) \
                : [x] "r"(x), [w] "r"(w), [ones] "x"(ones) \
                : "memory", "xmm8", "xmm9", "xmm10", "xmm11", "xmm12", "xmm13", "xmm14")
                if (W == 8) U8_ASM(U8_FIRST(0) U8_NEXT(1) U8_NEXT(2) U8_NEXT(3) U8_NEXT(4) U8_NEXT(5) U8_NEXT(6) U8_NEXT(7));
                else U8_ASM(U8_FIRST(0) U8_NEXT(1) U8_NEXT(2) U8_NEXT(3));
#undef U8_FIRST
#undef U8_NEXT
#undef U8_WIDEN
#undef U8_ASM
            }
#endif
            const tvf sc = TF_LOAD(t->scale + b * TILE_ROWS);
            const tvf off = offset ? TF_LOAD(t->off + b * TILE_ROWS) : sc;
            for (int i = 0; i < U8_PASS; i++) {
                tvf a = TF_FMADD(TF_MUL(sc, TF_SET1(dy[8 * b + h + i])), TF_CVT(sum[i]), TF_LOAD(acc[h + i]));
                if (offset) a = TF_FMADD(off, TF_SET1(ty[8 * b + h + i]), a);
                TF_STORE(acc[h + i], a);
            }
        }
    for (int m = 0; m < 8; m++) FN(tile_store)(out + m * ldo, TF_LOAD(acc[m]), nr);
}
#undef U8_PASS
#define U8(name, g, w, offset) static __attribute__((noinline)) void FN(tile_mul_u8_##name)(const tile_strip *t, \
        const uint8_t *blk, int64_t K, float *out, int64_t ldo, int nr) { \
    FN(tile_mul_u8_body)(t, blk, K, g, w, offset, out, ldo, nr); }
U8(32_8, 32, 8, 0)      /* Q4_0, TQ1_0, TQ2_0 */
U8(32_8o, 32, 8, 1)     /* Q4_1 */
U8(32_4, 32, 4, 0)      /* Q5_0, MXFP4 */
U8(32_4o, 32, 4, 1)     /* Q5_1 */
U8(16_4, 16, 4, 0)      /* NVFP4 */
#undef U8

/* tile_mul_k's sums eight rows at a time, for the unsigned K-quant-scaled types without
 * offsets: W words of vpmaddubsw as int16, widened against the group's integer scale
 * (ksc); the groups of a super-block add into one int32 sum a row, with a pair of groups'
 * pc factors against the activations' pair of group sums; then d d_y of the super-block.
 * For those types the block carries, after each super-block's d_y, the rows' pairs of
 * group sums (tile_act_row_k's), eight 32-bit words a pair. One thread, 576 x 1536, 512
 * rows, Zen 4: 512-bit copy IQ2_XS 5.9-6.2 -> 5.7-5.8 ms, IQ3_S 4.1-4.4 -> 3.8-4.0, Q6_K
 * 4.9 -> 4.7; AVX2 IQ3_S 5.3-5.6 -> 4.8-4.9, Q6_K 5.7-5.8 -> 5.4-5.5, but IQ2_XS (W = 1)
 * 6.3-6.6 -> 6.6-7.0: the AVX2 copy keeps tile_mul_k for unsigned W = 1 (gemm_q8_tiled's
 * u8k). */
static ALWAYS_INLINE void FN(tile_mul_k8_body)(const tile_strip *t, const uint8_t *blk, int64_t K, int G, int W,
                                               float *out, int64_t ldo, int nr) {
    const int SB = 256 / G;
    const float *dy = (const float *)(blk + 8 * K);
    const uint32_t *ps = (const uint32_t *)(dy + 8 * (K / 256));
    float acc[8][TILE_ROWS] __attribute__((aligned(64)));
    for (int m = 0; m < 8; m++) TF_STORE(acc[m], TF_ZERO());
    for (int64_t i = 0; i < K / 256; i++) {
        tvi s[8];
        for (int m = 0; m < 8; m++) s[m] = TV_SET1(0);
        const uint32_t *xp = (const uint32_t *)blk + i * 64 * 8;
        const uint8_t *wp = t->codes + i * 64 * 4 * TILE_ROWS;
        for (int g = 0; g < SB; g++) {
            const tvi mul = TV_LOAD(t->ksc + (i * SB + g) * TILE_ROWS);
            for (int c = 0; c < G / 4; c += W, xp += 8 * W, wp += 4 * TILE_ROWS * W) {
                tvi w[8];
                for (int j = 0; j < W; j++) w[j] = TV_LOAD(wp + j * 4 * TILE_ROWS);
                for (int m = 0; m < 8; m++) {
                    tvi p = TV_SET1(0);
                    for (int j = 0; j < W; j++) {
                        const tvi pj = TV_MADDUBS(w[j], TV_SET1((int)xp[8 * j + m]));
                        p = j ? TV_ADD16(p, pj) : pj;
                    }
                    s[m] = TV_ADD32(s[m], TV_MADD(p, mul));
                }
            }
        }
        for (int q = 0; q < SB / 2; q++) {
            const tvi pc = TV_LOAD(t->kpc + (i * SB / 2 + q) * TILE_ROWS);
            for (int m = 0; m < 8; m++)
                s[m] = TV_ADD32(s[m], TV_MADD(pc, TV_SET1((int)ps[(i * SB / 2 + q) * 8 + m])));
        }
        const tvf sc = TF_LOAD(t->kd + i * TILE_ROWS);
        const int64_t b = i;
        for (int m = 0; m < 8; m++) ROW8_ADD(m, s[m]);
    }
    for (int m = 0; m < 8; m++) FN(tile_store)(out + m * ldo, TF_LOAD(acc[m]), nr);
}
#define K8(name, g, w) static __attribute__((noinline)) void FN(tile_mul_k8_##name)(const tile_strip *t, \
        const uint8_t *blk, int64_t K, float *out, int64_t ldo, int nr) { \
    FN(tile_mul_k8_body)(t, blk, K, g, w, out, ldo, nr); }
K8(16_1, 16, 1)
K8(32_1, 32, 1)
K8(16_2, 16, 2)
K8(16_4, 16, 4)
K8(32_4, 32, 4)
#undef K8
#undef ROW8_ADD
#undef TF_STORE
#else
#define TILE_ROWS8 0
#endif

#if TILE_VNNI && defined(__AVX512F__) && defined(__AMX_TILE__) && defined(__AMX_INT8__)
#define TILE_AMX 1
#include "gemm_amx.h"
#else
#define TILE_AMX 0
#endif

/* Activation rows [m, m + MR) times the `used` packed strips of one task (weight rows n0...
 * of N), into out: the task's first column of row 0, rows ldo floats apart. */
static ALWAYS_INLINE void FN(tile_rows)(const tile_strip *t, int64_t used, const uint8_t *a, int64_t a_bytes,
                                        int64_t m, int MR, int64_t K, int G, int offset, int sgn, int W, int ks,
                                        int sb, float *out, int64_t ldo, int64_t N, int64_t n0) {
    for (int64_t s = 0; s < used; s += TILE_NS) {
        const int64_t n = n0 + s * TILE_ROWS, nr = (N - n) % TILE_ROWS ? (N - n) % TILE_ROWS : TILE_ROWS;
        const int NS = TILE_NS == 2 && s + 2 <= used ? 2 : 1;
        const int keep = N - n >= NS * TILE_ROWS ? TILE_ROWS : (int)nr;
        if (ks && NS == 2)
            FN(tile_mul_k)(&t[s], 2, a + m * a_bytes, a_bytes, MR, K, G, offset, sgn, W, out + m * ldo + s * TILE_ROWS, ldo, keep);
        else if (ks)
            FN(tile_mul_k)(&t[s], 1, a + m * a_bytes, a_bytes, MR, K, G, offset, sgn, W, out + m * ldo + s * TILE_ROWS, ldo, keep);
        else if (NS == 2) FN(tile_mul)(&t[s], 2, a + m * a_bytes, a_bytes, MR, K, G, offset, sgn, W, sb, out + m * ldo + s * TILE_ROWS, ldo, keep);
        else FN(tile_mul)(&t[s], 1, a + m * a_bytes, a_bytes, MR, K, G, offset, sgn, W, sb, out + m * ldo + s * TILE_ROWS, ldo, keep);
    }
}

/* The `used` packed strips of one task (rows n0...) times all M activation rows: MT rows
 * at a time (TILE_M, or TILE_MS for the signed codes), then TILE_M, then one. */
static ALWAYS_INLINE void FN(tile_task)(const tile_strip *t, int64_t used, const uint8_t *a, int64_t a_bytes,
                                        int64_t M, int64_t K, int G, int offset, int sgn, int W, int ks,
                                        float *out, int64_t ldo, int64_t N, int64_t n0, int MT, int sb) {
    int64_t m = 0;
    for (; m + MT <= M; m += MT) FN(tile_rows)(t, used, a, a_bytes, m, MT, K, G, offset, sgn, W, ks, sb, out, ldo, N, n0);
    if (MT > TILE_M)
        for (; m + TILE_M <= M; m += TILE_M)
            FN(tile_rows)(t, used, a, a_bytes, m, TILE_M, K, G, offset, sgn, W, ks, sb, out, ldo, N, n0);
    for (; m < M; m++) FN(tile_rows)(t, used, a, a_bytes, m, 1, K, G, offset, sgn, W, ks, sb, out, ldo, N, n0);
}

#if TILE_ROWS8
/* tile_task for the eight-row kernels (the copies without VNNI): blocks of eight activation
 * rows (blk, block8 bytes each) through tile_mul_w16x2 or tile_mul_k8_*, the rest (rows M /
 * 8 * 8 on, the only ones `a` holds) as tile_task's */
static ALWAYS_INLINE void FN(tile_task8)(const tile_strip *t, int64_t used, const uint8_t *a, int64_t a_bytes,
                                             const uint8_t *blk, int64_t block8, int64_t M, int64_t K, int G,
                                             int offset, int sgn, int W, int ks, float *out, int64_t ldo, int64_t N, int64_t n0) {
    int64_t m = 0;
    for (; m + 8 <= M; m += 8)
        for (int64_t s = 0; s < used; s++) {
            const int64_t n = n0 + s * TILE_ROWS;
            const int keep = N - n >= TILE_ROWS ? TILE_ROWS : (int)(N - n);
            const uint8_t *b8 = blk + m / 8 * block8;
            float *o = out + m * ldo + s * TILE_ROWS;
            if (sgn) {      /* two strips at once; a last lone strip as the pair (t[s], t[s]), the second kept nowhere */
                const tile_strip pair[2] = {t[s], t[s + 1 < used ? s + 1 : s]};
                const int keep1 = s + 1 >= used ? 0 : N - n - TILE_ROWS >= TILE_ROWS ? TILE_ROWS : (int)(N - n - TILE_ROWS);
                if (ks) FN(tile_mul_w16x2_256)(pair, b8, K, o, ldo, keep, keep1);
                else FN(tile_mul_w16x2_32)(pair, b8, K, o, ldo, keep, keep1);
                s++;
            }
            else if (!ks && W == 8 && offset) FN(tile_mul_u8_32_8o)(&t[s], b8, K, o, ldo, keep);
            else if (!ks && W == 8) FN(tile_mul_u8_32_8)(&t[s], b8, K, o, ldo, keep);
            else if (!ks && G == 16) FN(tile_mul_u8_16_4)(&t[s], b8, K, o, ldo, keep);
            else if (!ks && offset) FN(tile_mul_u8_32_4o)(&t[s], b8, K, o, ldo, keep);
            else if (!ks) FN(tile_mul_u8_32_4)(&t[s], b8, K, o, ldo, keep);
            else if (G == 16 && W == 1) FN(tile_mul_k8_16_1)(&t[s], b8, K, o, ldo, keep);
            else if (G == 32 && W == 1) FN(tile_mul_k8_32_1)(&t[s], b8, K, o, ldo, keep);
            else if (G == 16 && W == 2) FN(tile_mul_k8_16_2)(&t[s], b8, K, o, ldo, keep);
            else if (G == 16 && W == 4) FN(tile_mul_k8_16_4)(&t[s], b8, K, o, ldo, keep);
            else FN(tile_mul_k8_32_4)(&t[s], b8, K, o, ldo, keep);
        }
    FN(tile_task)(t, used, a, a_bytes, M - m, K, G, offset, sgn, W, ks, out + m * ldo, ldo, N, n0, TILE_M, 0);
}
#endif

/* row m of the activations -> tile_act_row's (or, ks, tile_act_row_k's) layout at dst: of x
 * (float [M, K]) quantized on its way through row_q, or of xq (quantized rows) when x is NULL */
static void FN(tile_prep_row)(const float *x, const uint8_t *xq, int64_t m, int64_t K, int act, int wtype,
                              uint8_t *row_q, uint8_t *dst, int ks) {
    const int G = FN(tile_group)(wtype);
    const uint8_t *src = x ? row_q : xq + m * FN(act_row_bytes)(act, K);
    if (x) FN(quantize_act)(act, x + m * K, row_q, K);
    if (ks) FN(tile_act_row_k)(src, K, G, dst);
    else FN(tile_act_row)(act, src, K, G, FN(tile_bias)(wtype), dst);
}

/* Weight rows a task packs: the multiple of TILE_ROWS * TILE_NS up to TILE_CHUNK that
 * leaves the busiest thread the fewest rows (ties: the larger, fewer tasks). Whole
 * TILE_CHUNKs split N = 576 into 9 tasks, 5 for one thread and 4 for the other: two threads
 * multiplied SmolLM2's 576 x 1536 only 1.54x as fast as one (1536 x 576: 1.81x). */
static int64_t FN(tile_task_rows)(int64_t N, int nthreads) {
    int64_t best = TILE_CHUNK, best_load = -1;
    for (int64_t c = TILE_CHUNK; c >= TILE_ROWS * TILE_NS; c -= TILE_ROWS * TILE_NS) {
        const int64_t tasks = (N + c - 1) / c, rounds = (tasks + nthreads - 1) / nthreads;
        const int64_t load = rounds * c < N ? rounds * c : N;  /* the busiest thread's rows */
        if (best_load < 0 || load < best_load) best = c, best_load = load;
    }
    return best;
}

/* out[m, n] = W[n] . xq[m] for M >= 1 quantized rows (act_row_bytes apart) through the
 * packed strips, xq NULL and x (float [M, K]) given: each row quantized on its way into
 * the tiles' copy (the whole quantized x never held beside it: SmolLM2's down projection
 * at 512 rows, 0.9 MiB); -1 when out of memory or the type is not tiled. With `glu` (else NULL,
 * gemv_q8.h's tile_glu) the products go to glu->gate through the gated unit instead, and out is not used: each
 * task's M x chunk products wait in the thread's buffer, never the whole [M, N] (a
 * gated MLP's up projection: the prompt's [M, N] floats of `up` never exist). */
static int FN(gemm_q8_tiled)(const float *x, const uint8_t *xq, int64_t M, int64_t K, const uint8_t *w, int64_t N,
                             int64_t row_stride, int wtype, float *out, int nthreads, int interleave,
                             const tile_glu *glu) {
    const int G = FN(tile_group)(wtype), act = FN(act_type)(wtype), offset = FN(tile_has_offset)(wtype),
              sgn = FN(tile_signed)(wtype);
    if (!G || act < 0) return -1;
#if TILE_AMX
    /* path 5 (AMX): Q4_K, Q5_K, Q6_K and Q3_K batches of AMX_MIN_ROWS and more are packed K-scaled and
     * multiplied by the tiles (gemm_amx.h), the rows past a multiple of 16 through
     * tile_mul_k with the words of the copies without VNNI (8, 4 and 2); the other types, and fewer
     * rows (where packing the digits costs more than the tiles save: 4096 x 4096, one
     * thread, 128 rows 13.1 ms with them, 13.6 without), take the VNNI copy's kernels. */
    const int amx_k = tile_amx_call && M >= AMX_MIN_ROWS && FN(amx_k_type)(wtype);
#else
    const int amx_k = 0;
#endif
    const int ks = amx_k || FN(tile_kscaled)(wtype), W = FN(tile_words)(wtype);
    const int64_t xq_bytes = FN(act_row_bytes)(act, K), a_bytes = FN(tile_act_bytes)(K, G), ng = K / G;
    /* the eight-row kernels' blocks: the sign trick's codes (widened), the unsigned codes with
     * a float scale a group, and the unsigned K-scaled ones without offsets (d_y a
     * super-block, then the pairs of group sums) */
    const int u8k = TILE_ROWS8 && ks && !sgn && !offset && (W == 2 || W == 4 || (W == 1 && TILE_ROWS == 16));
    /* tile_mul_u8_*; in the 512-bit copy only W = 8 gains (Q5_0 2048 x 640 5.7-5.8 -> 6.0 ms) */
    const int u8 = TILE_ROWS8 && !ks && !sgn && (W == 8 || (W == 4 && TILE_ROWS == 8));
    const int64_t nd = u8k ? K / 256 + K / (2 * G) : ks ? K / 256 : u8 ? 3 * ng : ng;
    const int w16 = TILE_ROWS8 && sgn && G == 32;   /* tile_mul_w16x2: codes and activations widened */
#if TILE_ROWS8
    const int64_t block8 = w16 || u8k || u8 ? FN(tile_block8_bytes)(K, nd, w16) : 0;
#else
    const int64_t block8 = 0;       /* the VNNI copies have no eight-row kernels */
#endif
    /* the rows that go in blocks of eight (blk) never sit in `a` too: each thread makes a
     * block's eight rows in a buffer of its own, and `a` holds rows m8... (a 512-token prompt
     * of Qwen2.5-0.5B Q4_K_M, AVX2 copy: live peak 24.6 -> 20.9 MiB) */
    uint8_t *blk = block8 && M >= 8 ? malloc((size_t)(M / 8 * block8) + 64) : NULL;
    const int64_t m8 = blk ? M / 8 * 8 : 0;
    uint8_t *a = malloc((size_t)((M - m8) * a_bytes) + 64);
    if (!a || (block8 && M >= 8 && !blk)) {
        free(a), free(blk);
        return -1;
    }
    const int64_t chunk = FN(tile_task_rows)(N, nthreads), tasks = (N + chunk - 1) / chunk;
    int err = 0;
#pragma omp parallel num_threads(nthreads) if (nthreads > 1) reduction(| : err)
    {
        uint8_t *row_q = x ? malloc((size_t)xq_bytes + 64) : NULL;   /* one row of x quantized */
        uint8_t *rows8 = blk ? malloc((size_t)(8 * a_bytes) + 64) : NULL;   /* a block's rows */
        if ((x && !row_q) || (blk && !rows8)) err = 1;
#if TILE_ROWS8
        if (blk) {
#pragma omp for schedule(static)
            for (int64_t q = 0; q < M / 8; q++) {
                if ((x && !row_q) || !rows8) continue;
                for (int r = 0; r < 8; r++)
                    FN(tile_prep_row)(x, xq, 8 * q + r, K, act, wtype, row_q, rows8 + r * a_bytes, ks);
                FN(tile_act_block8)(rows8, a_bytes, K, nd, w16, blk + q * block8);
            }
        }
#endif
#pragma omp for schedule(static)
        for (int64_t m = m8; m < M; m++) {
            if (x && !row_q) continue;
            FN(tile_prep_row)(x, xq, m, K, act, wtype, row_q, a + (m - m8) * a_bytes, ks);
        }
        free(row_q);
        free(rows8);
        /* one task's strips (codes, then scales and offsets) and the decoded rows of a strip */
        const int64_t strips = TILE_CHUNK / TILE_ROWS, per = ng * TILE_ROWS;
        const int64_t strip_bytes = K * TILE_ROWS + 2 * per * 4 + ((blk && w16) || amx_k ? 2 * K * TILE_ROWS : 0);
        void *buf = NULL;
        const int64_t rows_bytes = FN(tile_pack_bytes)(K, interleave, ng);   /* tile_pack's scratch */
        const int64_t glu_bytes = glu ? (M * chunk * 4 + 63) / 64 * 64 : 0;   /* a task's products */
        if (posix_memalign(&buf, 64, (size_t)(strips * strip_bytes + rows_bytes + glu_bytes + row_stride + 256)))
            err = 1;
        tile_strip t[TILE_CHUNK / TILE_ROWS];
        for (int64_t s = 0; buf && s < strips; s++) {
            t[s].codes = (uint8_t *)buf + s * strip_bytes;
            t[s].scale = (float *)(t[s].codes + K * TILE_ROWS);
            t[s].off = t[s].scale + per;
            t[s].ksc = (int32_t *)t[s].scale;
            t[s].kpc = (int32_t *)t[s].off;
            t[s].kd = t[s].off + per / 2;
            t[s].kdm = t[s].kd + K / 256 * TILE_ROWS;
            t[s].c16 = (uint8_t *)(t[s].scale + 2 * per);
        }
        int8_t *row = buf ? (int8_t *)buf + strips * strip_bytes : NULL;
        float *products = buf && glu ? (float *)((uint8_t *)row + rows_bytes) : NULL;
        uint8_t *file_row = buf ? (uint8_t *)row + rows_bytes + glu_bytes : NULL;
#pragma omp for schedule(dynamic, 1)
        for (int64_t task = 0; task < tasks; task++) {
            if (!buf) continue;
            const int64_t n0 = task * chunk;
            float *o = glu ? products : out + n0;      /* column n0 of row 0 */
            const int64_t ldo = glu ? chunk : N;
            int64_t used = 0;
            for (int64_t s = 0; s < chunk / TILE_ROWS && n0 + s * TILE_ROWS < N; s++, used++)
            {
                FN(tile_pack)(wtype, w, row_stride, N, n0 + s * TILE_ROWS, K, &t[s], row, interleave, file_row, ks);
#if TILE_AMX
                if (amx_k && FN(amx_signed_type)(wtype)) FN(amx_signed_digits)(&t[s], K, FN(tile_bias)(wtype));
                else if (amx_k) FN(amx_k_digits)(&t[s], K);
#endif
#if TILE_ROWS8
                if (blk && w16) FN(tile_widen)(&t[s], K, ks);
#endif
            }
#if TILE_AMX
            if (amx_k) {        /* path 5, Q4_K, Q5_K, Q6_K, Q3_K: the tiles, then the rows past a multiple of 16 */
                const int64_t done = FN(amx_k_task)(t, used, a, a_bytes, M, K, o, ldo, N, n0, wtype);
                if (FN(amx_signed_type)(wtype)) FN(tile_task)(t, used, a + done * a_bytes, a_bytes, M - done, K, 16, 0, 0, 2, 1,
                                                   o + done * ldo, ldo, N, n0, TILE_M, 0);
                else if (wtype == T_Q4_K) FN(tile_task)(t, used, a + done * a_bytes, a_bytes, M - done, K, 32, 1, 0, 8, 1,
                                                   o + done * ldo, ldo, N, n0, TILE_M, 0);
                else FN(tile_task)(t, used, a + done * a_bytes, a_bytes, M - done, K, 32, 1, 0, 4, 1, o + done * ldo,
                                   ldo, N, n0, TILE_M, 0);
            } else
#endif
            /* G, offset, sgn, W, ks and sb as constants, so tile_mul's loops unroll and its sums stay in
             * registers (VNNI: W is 2; W 1 unsigned: the IQ2 types and IQ3_XXS, without offsets) */
#if TILE_ROWS8
            if (blk && sgn) FN(tile_task8)(t, used, a, a_bytes, blk, block8, M, K, 32, 0, 1, 1, ks, o, ldo, N, n0);
            else if (blk && u8 && W == 8 && offset) FN(tile_task8)(t, used, a, a_bytes, blk, block8, M, K, 32, 1, 0, 8, 0, o, ldo, N, n0);
            else if (blk && u8 && W == 8) FN(tile_task8)(t, used, a, a_bytes, blk, block8, M, K, 32, 0, 0, 8, 0, o, ldo, N, n0);
            else if (blk && u8 && G == 16) FN(tile_task8)(t, used, a, a_bytes, blk, block8, M, K, 16, 0, 0, 4, 0, o, ldo, N, n0);
            else if (blk && u8 && offset) FN(tile_task8)(t, used, a, a_bytes, blk, block8, M, K, 32, 1, 0, 4, 0, o, ldo, N, n0);
            else if (blk && u8) FN(tile_task8)(t, used, a, a_bytes, blk, block8, M, K, 32, 0, 0, 4, 0, o, ldo, N, n0);
            else if (blk && G == 16 && W == 1) FN(tile_task8)(t, used, a, a_bytes, blk, block8, M, K, 16, 0, 0, 1, 1, o, ldo, N, n0);
            else if (blk && G == 32 && W == 1) FN(tile_task8)(t, used, a, a_bytes, blk, block8, M, K, 32, 0, 0, 1, 1, o, ldo, N, n0);
            else if (blk && G == 16 && W == 2) FN(tile_task8)(t, used, a, a_bytes, blk, block8, M, K, 16, 0, 0, 2, 1, o, ldo, N, n0);
            else if (blk && G == 16 && W == 4) FN(tile_task8)(t, used, a, a_bytes, blk, block8, M, K, 16, 0, 0, 4, 1, o, ldo, N, n0);
            else if (blk) FN(tile_task8)(t, used, a, a_bytes, blk, block8, M, K, 32, 0, 0, 4, 1, o, ldo, N, n0);
            else
#endif
#if TILE_VNNI && TILE_ROWS == 16
            if (!ks && act == T_Q8_K && G == 32 && offset) FN(tile_task)(t, used, a, a_bytes, M, K, 32, 1, 0, 2, 0, o, ldo, N, n0, TILE_M, 1);
            else if (!ks && act == T_Q8_K && G == 32) FN(tile_task)(t, used, a, a_bytes, M, K, 32, 0, 0, 2, 0, o, ldo, N, n0, TILE_M, 1);
            else if (!ks && act == T_Q8_K && offset) FN(tile_task)(t, used, a, a_bytes, M, K, 16, 1, 0, 2, 0, o, ldo, N, n0, TILE_M, 1);
            else if (!ks && act == T_Q8_K) FN(tile_task)(t, used, a, a_bytes, M, K, 16, 0, 0, 2, 0, o, ldo, N, n0, TILE_M, 1);
            else
#endif
            if (ks && sgn) FN(tile_task)(t, used, a, a_bytes, M, K, 32, 0, 1, 1, 1, o, ldo, N, n0, TILE_M, 0);   /* IQ4_XS */
            else if (ks && G == 32 && W == 8) FN(tile_task)(t, used, a, a_bytes, M, K, 32, 1, 0, 8, 1, o, ldo, N, n0, TILE_M, 0);
            else if (ks && G == 32 && W == 4 && offset) FN(tile_task)(t, used, a, a_bytes, M, K, 32, 1, 0, 4, 1, o, ldo, N, n0, TILE_M, 0);
            else if (ks && G == 32 && W == 4) FN(tile_task)(t, used, a, a_bytes, M, K, 32, 0, 0, 4, 1, o, ldo, N, n0, TILE_M, 0);
            else if (ks && G == 32) FN(tile_task)(t, used, a, a_bytes, M, K, 32, 0, 0, 1, 1, o, ldo, N, n0, TILE_M, 0);
            else if (ks && W == 4 && offset) FN(tile_task)(t, used, a, a_bytes, M, K, 16, 1, 0, 4, 1, o, ldo, N, n0, TILE_M, 0);
            else if (ks && W == 4) FN(tile_task)(t, used, a, a_bytes, M, K, 16, 0, 0, 4, 1, o, ldo, N, n0, TILE_M, 0);
            else if (ks && W == 2) FN(tile_task)(t, used, a, a_bytes, M, K, 16, 0, 0, 2, 1, o, ldo, N, n0, TILE_M, 0);
            else if (ks) FN(tile_task)(t, used, a, a_bytes, M, K, 16, 0, 0, 1, 1, o, ldo, N, n0, TILE_M, 0);
            else if (sgn && G == 32) FN(tile_task)(t, used, a, a_bytes, M, K, 32, 0, 1, 1, 0, o, ldo, N, n0, TILE_MS, 0);
            else if (sgn) FN(tile_task)(t, used, a, a_bytes, M, K, 16, 0, 1, 1, 0, o, ldo, N, n0, TILE_MS, 0);
            else if (G == 32 && W == 8 && offset) FN(tile_task)(t, used, a, a_bytes, M, K, 32, 1, 0, 8, 0, o, ldo, N, n0, TILE_M, 0);
            else if (G == 32 && W == 8) FN(tile_task)(t, used, a, a_bytes, M, K, 32, 0, 0, 8, 0, o, ldo, N, n0, TILE_M, 0);
            else if (G == 32 && W == 4 && offset) FN(tile_task)(t, used, a, a_bytes, M, K, 32, 1, 0, 4, 0, o, ldo, N, n0, TILE_M, 0);
            else if (G == 32 && W == 4) FN(tile_task)(t, used, a, a_bytes, M, K, 32, 0, 0, 4, 0, o, ldo, N, n0, TILE_M, 0);
            else if (G == 32 && W == 1) FN(tile_task)(t, used, a, a_bytes, M, K, 32, 0, 0, 1, 0, o, ldo, N, n0, TILE_M, 0);
            else if (G == 32 && offset) FN(tile_task)(t, used, a, a_bytes, M, K, 32, 1, 0, 2, 0, o, ldo, N, n0, TILE_M, 0);
            else if (G == 32) FN(tile_task)(t, used, a, a_bytes, M, K, 32, 0, 0, 2, 0, o, ldo, N, n0, TILE_M, 0);
            else if (W == 4 && offset) FN(tile_task)(t, used, a, a_bytes, M, K, 16, 1, 0, 4, 0, o, ldo, N, n0, TILE_M, 0);
            else if (W == 4) FN(tile_task)(t, used, a, a_bytes, M, K, 16, 0, 0, 4, 0, o, ldo, N, n0, TILE_M, 0);
            else if (W == 1) FN(tile_task)(t, used, a, a_bytes, M, K, 16, 0, 0, 1, 0, o, ldo, N, n0, TILE_M, 0);
            else if (offset) FN(tile_task)(t, used, a, a_bytes, M, K, 16, 1, 0, 2, 0, o, ldo, N, n0, TILE_M, 0);
            else FN(tile_task)(t, used, a, a_bytes, M, K, 16, 0, 0, 2, 0, o, ldo, N, n0, TILE_M, 0);
            if (glu)
                FN(glu_rows)(glu->act, glu->gate + n0, N, products, chunk, M, N - n0 < chunk ? N - n0 : chunk,
                             glu->alpha, glu->limit, 1);
        }
        free(buf);
    }
    free(a);
    free(blk);
    return err ? -1 : 0;
}
#undef TILE_CHUNK
#undef TILE_M
#undef TILE_MMAX
#undef TILE_MS
#undef TILE_ROWS
#undef TILE_NS
#undef TILE_VNNI
#undef TILE_ROWS8
#undef TILE_AMX
#undef TILE_TRANSPOSE
#undef tvi
#undef tvf
#undef TV_LOAD
#undef TV_SET1
#undef TF_ZERO
#undef TF_LOAD
#undef TF_SET1
#undef TF_MUL
#undef TF_FMADD
#undef TF_CVT
#undef TV_MADDUBS
#undef TV_ADD16
#undef TV_ADD32
#undef TV_MADD1
#undef TV_MADD
