/* The codebooks of the IQ types as bytes, for their integer dots (dot_iq.h): the same
 * grids the exact decoders read as floats (ggml_common.h), converted once when the
 * caller hands them over, so no grid is written in C. Defined once, not per instruction
 * set.
 *
 * A grid point is 8 weights (4 for the IQ3 grids) of small integers: unsigned for the
 * IQ2 and IQ3 grids (the multiply-add instructions take one unsigned operand), -1/0/1
 * for IQ1_S / IQ1_M. KSIGN_BITS[i] is row i of the 128 x 8 sign table as one byte, bit
 * j set where weight j is negative: i itself with its parity as bit 7 (an even count of
 * negatives), which iq_grids_set checks, so the SIMD kernels may compute a row instead of
 * reading it. IQ1M_CODES holds IQ1_M's weights over d ls / 8 by a 12-bit index, the
 * grid index and the point's delta-sign bit above it: 8 g + 1, or 8 g - 1 where the bit
 * is set (-9..9), one load for what is otherwise a grid load, a sign and an add.
 */
#ifndef IQ_GRIDS_H
#define IQ_GRIDS_H

static uint8_t IQ2XXS_BYTES[256 * 8], IQ2XS_BYTES[512 * 8], IQ2S_BYTES[1024 * 8];
static uint8_t IQ3XXS_BYTES[256 * 4] __attribute__((aligned(64))), IQ3S_BYTES[512 * 4] __attribute__((aligned(64)));
/* the IQ3 points as one 32-bit word each, for a point's single load */
#define IQ3XXS_WORDS ((const uint32_t *)IQ3XXS_BYTES)
#define IQ3S_WORDS ((const uint32_t *)IQ3S_BYTES)
static int8_t IQ1S_BYTES[2048 * 8];
static int8_t IQ1M_CODES[4096 * 8];
static uint8_t KSIGN_BITS[128];

/* tables[tab] (n floats) -> n bytes in [lo, hi]; 0, or tab + 1 where a value is not an
 * integer in that range. */
static int iq_grid_bytes(const float *const *tables, int tab, int n, int lo, int hi, uint8_t *out) {
    for (int i = 0; i < n; i++) {
        const float v = tables[tab][i];
        if (!(v >= (float)lo && v <= (float)hi) || v != (float)(int)v) return tab + 1;
        out[i] = (uint8_t)(int8_t)(int)v;
    }
    return 0;
}

/* Fill the byte grids and sign bits from the float codebooks (ggml_cpu_set_codebooks'
 * `tables`, TAB_* order). Returns 0, or the index of a table that does not convert, plus one. */
static int iq_grids_set(const float *const *tables) {
    /* the IQ2 grids' points are at most 43, IQ3_XXS's 62 and IQ3_S's 15: the tiled GEMM
     * stores them + 64, + 64 and + 16 as unsigned codes (tile_codes.h) */
    int bad = iq_grid_bytes(tables, TAB_IQ2XXS, 256 * 8, 0, 43, IQ2XXS_BYTES);
    if (!bad) bad = iq_grid_bytes(tables, TAB_IQ2XS, 512 * 8, 0, 43, IQ2XS_BYTES);
    if (!bad) bad = iq_grid_bytes(tables, TAB_IQ2S, 1024 * 8, 0, 43, IQ2S_BYTES);
    if (!bad) bad = iq_grid_bytes(tables, TAB_IQ3XXS, 256 * 4, 0, 62, IQ3XXS_BYTES);
    if (!bad) bad = iq_grid_bytes(tables, TAB_IQ3S, 512 * 4, 0, 15, IQ3S_BYTES);
    if (!bad) bad = iq_grid_bytes(tables, TAB_IQ1S, 2048 * 8, -1, 1, (uint8_t *)IQ1S_BYTES);
    for (int i = 0; !bad && i < 2048 * 8; i++) {
        IQ1M_CODES[i] = (int8_t)(8 * IQ1S_BYTES[i] + 1);
        IQ1M_CODES[2048 * 8 + i] = (int8_t)(8 * IQ1S_BYTES[i] - 1);
    }
    for (int i = 0; !bad && i < 128; i++) {
        uint8_t bits = 0;
        for (int j = 0; j < 8; j++) {
            const float s = tables[TAB_KSIGNS][8 * i + j];
            if (s != 1.f && s != -1.f) bad = TAB_KSIGNS + 1;
            bits |= (uint8_t)((s < 0.f) << j);
        }
        if (bits != (i | (__builtin_popcount((unsigned)i) & 1) << 7)) bad = TAB_KSIGNS + 1;
        KSIGN_BITS[i] = bits;
    }
    return bad;
}

#endif
