/* Intel AMX for the tiled int8 GEMM of Q4_K, Q5_K and Q6_K batches (Sapphire Rapids and later),
 * included by gemm_q8_tiles.h in the AVX-512 VNNI copy and taken on path 5.
 *
 * A TDPBSUD multiplies a tile of 16 rows of 64 signed bytes (A: 16 activation rows, 64
 * values deep) by one of 16 rows of 16 x 4 unsigned bytes (B: 64 values of 16 weight rows,
 * four of a row side by side: the layout of the strips, tile_pack's) into 16 x 16 int32
 * sums without saturation, 16384 products in one instruction where vpdpbusd makes 64. But
 * the sums must then leave the tile unit through memory: finished a group of 32 at a time,
 * as the VNNI copy finishes its sums (a float scale a group), the stores, loads and float
 * updates cost as much as the multiplies saved (4096 x 4096, 512 rows, one thread: Q4_K
 * 0.37 against 0.40 int8 TOPS; Q4_0, Q8_0, Q5_0, IQ4_XS even; the 16-value groups of Q6_K
 * and Q3_K 0.22 against 0.31), so only the types whose group scales fold into the weights
 * take the tiles:
 *
 * Q4_K and Q5_K: a super-block's 256 values in one C tile. A strip packed K-scaled
 * (tile_kscaled's layout: the codes, per group of 32 the 6-bit scale sc and min, per
 * super-block d and -dmin) becomes two B-tile strips, the codes times sc's low three bits
 * and times its high three (at most 31 * 7, an unsigned byte), so that over any depth
 * 8 C_hi + C_lo = sum_g sc_g (codes_g . q_y): the integer A of tile_mul_k. A super-block is
 * four 64-deep steps of TDPBSUD into C_lo and C_hi, then one finishing a row: A, the mins'
 * Mn = sum_g m_g sum_g(q_y) (vpmaddwd of the strip's pairs of mins against the row's pairs
 * of group sums, tile_act_row_k's), and tile_mul_k's acc = (d d_y) A + acc,
 * acc = (-dmin d_y) Mn + acc: the products of the copies without VNNI (AVX2, AVX-512), bit
 * for bit (the VNNI copy's float scale a group rounds differently), with a finishing every
 * 256 values instead of every 32 (same shape: 0.52-0.58 TOPS).
 *
 * Q6_K: its scales are signed bytes, one per 16 values, and its codes q - 32 signed too, so
 * the planes are signed and multiplied by TDPBSSD (signed bytes on both sides): w = (q - 32)
 * sc in [-4064, 4096] is 128 hi + lo, lo = w & 127 and hi = w >> 7 in [-32, 32]
 * (amx_signed_digits), and 128 C_hi + C_lo = sum_g sc_g ((q - 32)_g . q_y), tile_mul_k's A with
 * its -32 sc term (pc) inside; no mins, so a row finishes as acc = (d d_y) A + acc, the
 * AVX-512 copy's floats. |A| <= 256 * 4096 * 128 = 2^27. Q3_K the same way: (q - 4) sc with
 * q 0..7 and sc -32..31 is in [-124, 128], hi in [-1, 1].
 *
 * Tile registers: C 0-3 (rows 0-15: lo, hi; rows 16-31: lo, hi), A 4-5 (the two blocks of
 * 16 rows), B 6-7 (lo, hi), all 16 rows of 64 bytes; a thread configures them when a task
 * starts and releases them when it ends. Linux gives a process the tile data state only
 * when asked (arch_prctl ARCH_REQ_XCOMP_PERM: amx_permitted in ggml_cpu.c), and path 5 is
 * one this CPU runs only where that was granted.
 */
#define AMX_MIN_ROWS 128    /* fewer rows take the VNNI copy's kernels (gemm_q8_tiled) */

#ifndef AMX_CONFIG_DEFINED
#define AMX_CONFIG_DEFINED
typedef struct {
    uint8_t palette;        /* 1: eight tiles of up to 16 rows of 64 bytes */
    uint8_t start_row;
    uint8_t reserved[14];
    uint16_t colsb[16];     /* bytes a row, per tile */
    uint8_t rows[16];
} __attribute__((packed, aligned(64))) amx_config;
#endif

static inline int FN(amx_k_type)(int wtype) {
    return wtype == T_Q4_K || wtype == T_Q5_K || wtype == T_Q6_K || wtype == T_Q3_K;
}

/* 1 for the types whose planes are signed (amx_signed_digits, TDPBSSD): Q6_K and Q3_K */
static inline int FN(amx_signed_type)(int wtype) { return wtype == T_Q6_K || wtype == T_Q3_K; }

/* strip t's codes (K-scaled pack) -> t->c16: the codes times sc & 7 (K * 16 bytes), then
 * times sc >> 3 (K * 16 bytes), word by word as the codes lie */
static void FN(amx_k_digits)(const tile_strip *t, int64_t K) {
    const __m512i low = _mm512_set1_epi16(0xFF);
    for (int64_t c = 0; c < K / 4; c++) {
        const __m512i v = _mm512_load_si512((const void *)(t->codes + c * 64));
        const __m512i sc = _mm512_load_si512((const void *)(t->ksc + c / 8 * 16));   /* G = 32: 8 words a group */
        const __m512i flo = _mm512_and_si512(sc, _mm512_set1_epi16(7)), fhi = _mm512_srli_epi16(sc, 3);
        const __m512i even = _mm512_and_si512(v, low), odd = _mm512_srli_epi16(v, 8);
        const __m512i lo = _mm512_or_si512(_mm512_mullo_epi16(even, flo), _mm512_slli_epi16(_mm512_mullo_epi16(odd, flo), 8));
        const __m512i hi = _mm512_or_si512(_mm512_mullo_epi16(even, fhi), _mm512_slli_epi16(_mm512_mullo_epi16(odd, fhi), 8));
        _mm512_store_si512((void *)(t->c16 + c * 64), lo);
        _mm512_store_si512((void *)(t->c16 + K * 16 + c * 64), hi);
    }
}

/* Q6_K's strip t (the codes q - 32 stored as q, 0..63; sc a signed byte per 16 values) -> t->c16:
 * w = (q - 32) sc, in [-4064, 4096] (-32 * -128 the top), as
 * w = 128 hi + lo with lo = w & 127 (0..127) and hi = w >> 7 (-32..32), both signed bytes:
 * the lo plane (K * 16 bytes), then the hi plane, word by word as the codes lie. Q3_K's
 * (bias 4, q 0..7, sc -32..31) likewise. */
static void FN(amx_signed_digits)(const tile_strip *t, int64_t K, int bias_b) {
    const __m512i low = _mm512_set1_epi16(0xFF), bias = _mm512_set1_epi16((short)bias_b), seven = _mm512_set1_epi16(127);
    for (int64_t c = 0; c < K / 4; c++) {
        const __m512i v = _mm512_load_si512((const void *)(t->codes + c * 64));
        const __m512i sc = _mm512_load_si512((const void *)(t->ksc + c / 4 * 16));   /* G = 16: 4 words a group */
        const __m512i even = _mm512_mullo_epi16(_mm512_sub_epi16(_mm512_and_si512(v, low), bias), sc);
        const __m512i odd = _mm512_mullo_epi16(_mm512_sub_epi16(_mm512_srli_epi16(v, 8), bias), sc);
        const __m512i lo = _mm512_or_si512(_mm512_and_si512(even, seven), _mm512_slli_epi16(_mm512_and_si512(odd, seven), 8));
        const __m512i hi = _mm512_or_si512(_mm512_and_si512(_mm512_srai_epi16(even, 7), low),
                                           _mm512_slli_epi16(_mm512_srai_epi16(odd, 7), 8));
        _mm512_store_si512((void *)(t->c16 + c * 64), lo);
        _mm512_store_si512((void *)(t->c16 + K * 16 + c * 64), hi);
    }
}

/* tiles for amx_k_mul: every one 16 rows of 64 bytes */
static inline void FN(amx_k_configure)(void) {
    amx_config c;
    memset(&c, 0, sizeof c);
    c.palette = 1;
    for (int i = 0; i < 8; i++) c.rows[i] = 16, c.colsb[i] = 64;
    _tile_loadconfig(&c);
}

static ALWAYS_INLINE void FN(amx_k_zero)(int MB) {
    _tile_zero(0);
    _tile_zero(1);
    if (MB == 2) {
        _tile_zero(2);
        _tile_zero(3);
    }
}

/* the 64 values from k of strip t against rows 0-15 (C 0: lo, 1: hi) and, MB = 2, rows 16-31
 * (C 2, 3). Tiles are not renamed, and a multiply streams its A operand through the whole
 * instruction, so a load into an A register waits for the multiplies reading it: rows 0-15
 * are loaded first and rows 16-31 only after two multiplies, by which time the last step's
 * are done with that register (a stand-alone loop of these loads and multiplies: 7.0 ns a
 * multiply with L1-resident operands against 15.0 loading all four first). */
static ALWAYS_INLINE void FN(amx_k_sub)(const tile_strip *t, const uint8_t *a, int64_t a_stride, int MB, int64_t K,
                                         int64_t k, int signed_w) {
    _tile_loadd(4, a + k, a_stride);
    _tile_loadd(6, t->c16 + k * 16, 64);
    if (signed_w) _tile_dpbssd(0, 4, 6);      /* Q6_K's and Q3_K's planes are signed bytes (amx_signed_digits) */
    else _tile_dpbsud(0, 4, 6);
    _tile_loadd(7, t->c16 + K * 16 + k * 16, 64);
    if (signed_w) _tile_dpbssd(1, 4, 7);
    else _tile_dpbsud(1, 4, 7);
    if (MB == 2) {
        _tile_loadd(5, a + 16 * a_stride + k, a_stride);
        if (signed_w) {
            _tile_dpbssd(2, 5, 6);
            _tile_dpbssd(3, 5, 7);
        } else {
            _tile_dpbsud(2, 5, 6);
            _tile_dpbsud(3, 5, 7);
        }
    }
}

static ALWAYS_INLINE void FN(amx_k_store)(int MB, int32_t (*c)[256]) {
    _tile_stored(0, c[0], 64);
    _tile_stored(1, c[1], 64);
    if (MB == 2) {
        _tile_stored(2, c[2], 64);
        _tile_stored(3, c[3], 64);
    }
}

/* The super-block i finishing of rows [r0, r1) of C tiles c (lo, hi; rows 16-31's lo and hi
 * when there are two blocks) for strip t into acc (rows a_stride apart in a, 64 floats apart
 * in acc). Q6_K, Q3_K (signed_w): A = 128 C_hi + C_lo = sum_g sc_g ((q - B)_g . q_y), the A of
 * tile_mul_k with its -B sc pc term inside (B 32, 4), and no mins: acc = (d d_y) A + acc. */
static ALWAYS_INLINE void FN(amx_k_finish)(const tile_strip *t, const uint8_t *a, int64_t a_stride, int r0, int r1,
                                            int64_t K, int64_t i, int32_t (*c)[256], float *acc, int signed_w) {
    if (signed_w) {
        const __m512 d = _mm512_loadu_ps(t->kd + i * 16);
        for (int r = r0; r < r1; r++) {
            const int h = r / 16, m = r % 16;
            const float dy = ((const float *)(a + (16 * h + m) * a_stride + K))[i];
            const __m512i lo = _mm512_load_si512((const void *)(c[2 * h] + 16 * m));
            const __m512i hi = _mm512_load_si512((const void *)(c[2 * h + 1] + 16 * m));
            const __m512i A = _mm512_add_epi32(_mm512_slli_epi32(hi, 7), lo);
            float *o = acc + (16 * h + m) * 64;
            _mm512_store_ps(o, _mm512_fmadd_ps(_mm512_mul_ps(d, _mm512_set1_ps(dy)), _mm512_cvtepi32_ps(A),
                                               _mm512_load_ps(o)));
        }
        return;
    }
    const int64_t nsb = K / 256;
    const __m512 d = _mm512_loadu_ps(t->kd + i * 16), dm = _mm512_loadu_ps(t->kdm + i * 16);
    const __m512i pc0 = _mm512_loadu_si512((const void *)(t->kpc + (4 * i + 0) * 16));
    const __m512i pc1 = _mm512_loadu_si512((const void *)(t->kpc + (4 * i + 1) * 16));
    const __m512i pc2 = _mm512_loadu_si512((const void *)(t->kpc + (4 * i + 2) * 16));
    const __m512i pc3 = _mm512_loadu_si512((const void *)(t->kpc + (4 * i + 3) * 16));
    for (int r = r0; r < r1; r++) {
        const int h = r / 16, m = r % 16;
        const uint8_t *row = a + (16 * h + m) * a_stride;
        const float dy = ((const float *)(row + K))[i];
        const uint32_t *ys = (const uint32_t *)(row + K + 4 * nsb) + 4 * i;
        const __m512i lo = _mm512_load_si512((const void *)(c[2 * h] + 16 * m));
        const __m512i hi = _mm512_load_si512((const void *)(c[2 * h + 1] + 16 * m));
        const __m512i A = _mm512_add_epi32(_mm512_slli_epi32(hi, 3), lo);
        __m512i Mn = _mm512_madd_epi16(pc0, _mm512_set1_epi32((int)ys[0]));
        Mn = _mm512_add_epi32(Mn, _mm512_madd_epi16(pc1, _mm512_set1_epi32((int)ys[1])));
        Mn = _mm512_add_epi32(Mn, _mm512_madd_epi16(pc2, _mm512_set1_epi32((int)ys[2])));
        Mn = _mm512_add_epi32(Mn, _mm512_madd_epi16(pc3, _mm512_set1_epi32((int)ys[3])));
        float *o = acc + (16 * h + m) * 64;
        __m512 v = _mm512_fmadd_ps(_mm512_mul_ps(d, _mm512_set1_ps(dy)), _mm512_cvtepi32_ps(A), _mm512_load_ps(o));
        v = _mm512_fmadd_ps(_mm512_mul_ps(dm, _mm512_set1_ps(dy)), _mm512_cvtepi32_ps(Mn), v);
        _mm512_store_ps(o, v);
    }
}

/* Activation rows a task takes at a time in amx_k_task: their float sums (AMX_K_ROWS x 64)
 * stay in L1 / L2, their super-block (AMX_K_ROWS x 256 bytes) in L1 while every strip of
 * the task meets it */
#define AMX_K_ROWS 256

/* Step j of a pass over `rows` rows: strip *s, block of 32 rows *p, super-block *i (the strip
 * changing fastest, so a block's super-block meets every strip while it is in L1); returns
 * the step's blocks of 16 rows (2, or 1 for an odd last block) */
static inline int FN(amx_k_step)(int64_t j, int64_t used, int64_t pairs, int64_t rows, int64_t *s, int64_t *p,
                                 int64_t *i) {
    *s = j % used, *p = j / used % pairs, *i = j / (used * pairs);
    return 32 * *p + 32 <= rows ? 2 : 1;
}

/* tile_task with AMX for Q4_K and Q5_K (strips packed K-scaled, amx_k_digits made): the
 * first M / 16 * 16 rows; returns the rows done. Per AMX_K_ROWS rows: super-block by
 * super-block, blocks of 32 rows (16 for an odd last one) by strip, the tile unit
 * multiplying the next (super-block, rows, strip) while the vector units finish this one
 * (two buffers of stored C tiles). */
static ALWAYS_INLINE int64_t FN(amx_k_task_body)(const tile_strip *t, int64_t used, const uint8_t *a, int64_t a_bytes,
                                                  int64_t M, int64_t K, float *out, int64_t ldo, int64_t N, int64_t n0,
                                                  int signed_w) {
    const int64_t M16 = M / 16 * 16, nsb = K / 256;
    float acc[AMX_K_ROWS * 64] __attribute__((aligned(64)));
    int32_t c[2][4][256] __attribute__((aligned(64)));
    FN(amx_k_configure)();
    __asm__ volatile("" ::: "memory");     /* the tile loads' asm names no memory: strips and rows are written */
    for (int64_t m0 = 0; m0 < M16; m0 += AMX_K_ROWS) {
        const int64_t rows = M16 - m0 < AMX_K_ROWS ? M16 - m0 : AMX_K_ROWS, pairs = (rows + 31) / 32;
        const uint8_t *am = a + m0 * a_bytes;
        for (int64_t r = 0; r < rows; r++)
            for (int64_t s = 0; s < used; s++) _mm512_store_ps(acc + r * 64 + 16 * s, _mm512_setzero_ps());
        const int64_t steps = nsb * pairs * used;
        /* step j + 1's four 64-deep multiplies, each followed by a quarter of step j's rows
         * finished (from j = -1: the first step's multiplies alone): the tile unit and the
         * vector units work side by side, and the finishing never fills the reorder buffer
         * behind a long run of multiplies */
        for (int64_t j = -1; j < steps; j++) {
            int64_t s = 0, p = 0, i = 0, s1 = 0, p1 = 0, i1 = 0;
            const int MB = j >= 0 ? FN(amx_k_step)(j, used, pairs, rows, &s, &p, &i) : 0;
            const int MB1 = j + 1 < steps ? FN(amx_k_step)(j + 1, used, pairs, rows, &s1, &p1, &i1) : 0;
            if (MB1) FN(amx_k_zero)(MB1);
            const uint8_t *aj = am + 32 * p * a_bytes, *a1 = am + 32 * p1 * a_bytes;
            for (int q = 0; q < 4; q++) {
                if (MB1 == 2) FN(amx_k_sub)(&t[s1], a1, a_bytes, 2, K, 256 * i1 + 64 * q, signed_w);
                else if (MB1) FN(amx_k_sub)(&t[s1], a1, a_bytes, 1, K, 256 * i1 + 64 * q, signed_w);
                if (MB) FN(amx_k_finish)(&t[s], aj, a_bytes, 4 * MB * q, 4 * MB * (q + 1), K, i, c[j & 1],
                                         acc + 32 * p * 64 + 16 * s, signed_w);
            }
            if (MB1) FN(amx_k_store)(MB1, c[(j + 1) & 1]);
        }
        for (int64_t s = 0; s < used; s++) {
            const int64_t n = n0 + s * 16;
            const int keep = N - n >= 16 ? 16 : (int)(N - n);
            for (int64_t r = 0; r < rows; r++)
                FN(tile_store)(out + (m0 + r) * ldo + s * 16, _mm512_load_ps(acc + r * 64 + 16 * s), keep);
        }
    }
    _tile_release();
    return M16;
}

/* amx_k_task_body for Q4_K and Q5_K (TDPBSUD, the mins), or Q6_K and Q3_K (TDPBSSD, no mins) */
static int64_t FN(amx_k_task)(const tile_strip *t, int64_t used, const uint8_t *a, int64_t a_bytes, int64_t M,
                              int64_t K, float *out, int64_t ldo, int64_t N, int64_t n0, int wtype) {
    if (FN(amx_signed_type)(wtype)) return FN(amx_k_task_body)(t, used, a, a_bytes, M, K, out, ldo, N, n0, 1);
    return FN(amx_k_task_body)(t, used, a, a_bytes, M, K, out, ldo, N, n0, 0);
}
