/* How fast this CPU runs the instructions of the int8 GEMM without VNNI, alone and in
 * the mixes the kernels issue (engine/kernels/cpu/gemm_q8_tiles.h): cycles for eight
 * independent copies of each, the clock taken from a chain of dependent adds (one a cycle).
 *
 *     cc -O2 -mavx2 benchmarks/int8_ports.c -o /tmp/int8_ports && /tmp/int8_ports
 *     (add -mavx512f -mavx512bw -mavx512vnni for the zmm vpdpbusd rows at the end)
 *
 * "sign trick row-word" is what the sign trick spends on one activation row and one
 * strip word (32 products): vpsignb, vpmaddubsw, vpmaddwd, vpaddd. "int16 row-word" is
 * the same 32 products as 16-bit pairs: one 8-byte broadcast, two vpmaddwd, two vpaddd.
 * Where the three multiplies share two pipes (Zen 4: each alone 2 a cycle, any two mixed
 * 2 a cycle between them) the sign trick needs at least 1.5 cycles a row-word. The two
 * "summed" rows are the kernels' own mixes, each product added into a row's running sum:
 * the sign trick's with its activation word broadcast from memory, and tile_mul_w16x2's
 * (two activation pairs broadcast from memory, two vpmaddwd, two adds into the sum).
 * The last three rows pair each vpmaddwd with one float step of the kernels' update per
 * group (the int32 sums converted, the two scales multiplied, the product added): a pair
 * that takes 1.0 cycle where vpmaddwd alone takes 0.5 shares its pipes (Zen 4: the multiply
 * and the FMA do, the conversion does not). */
#include <stdint.h>
#include <stdio.h>
#include <time.h>

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

#define N_ITER 20000000L
#define X8(op) op(2) op(3) op(4) op(5) op(6) op(7) op(8) op(9)
#define MADDWD(i) "vpmaddwd %%ymm0, %%ymm1, %%ymm" #i "\n\t"
#define MADDUBS(i) "vpmaddubsw %%ymm0, %%ymm1, %%ymm" #i "\n\t"
#define SIGN(i) "vpsignb %%ymm0, %%ymm1, %%ymm" #i "\n\t"
#define ADDD(i) "vpaddd %%ymm0, %%ymm1, %%ymm" #i "\n\t"
#define BCASTQ(i) "vpbroadcastq " #i "*8(%1), %%ymm" #i "\n\t"
#define SIGN_UBS(i) SIGN(i) MADDUBS(i)
#define SIGN_SUM(i) "vpbroadcastd " #i "*4(%1), %%ymm14\n\t vpsignb %%ymm0, %%ymm14, %%ymm14\n\t" \
    "vpmaddubsw %%ymm14, %%ymm1, %%ymm14\n\t vpmaddwd %%ymm14, %%ymm10, %%ymm14\n\t vpaddd %%ymm14, %%ymm" #i ", %%ymm" #i "\n\t"
#define INT16_SUM(i) "vpbroadcastd " #i "*4(%1), %%ymm14\n\t vpbroadcastd " #i "*4+64(%1), %%ymm15\n\t" \
    "vpmaddwd %%ymm0, %%ymm14, %%ymm14\n\t vpmaddwd %%ymm1, %%ymm15, %%ymm15\n\t" \
    "vpaddd %%ymm14, %%ymm" #i ", %%ymm" #i "\n\t vpaddd %%ymm15, %%ymm" #i ", %%ymm" #i "\n\t"
#define MADD_CVT(i) MADDWD(i) "vcvtdq2ps %%ymm0, %%ymm" #i "\n\t"
#define MADD_MUL(i) MADDWD(i) "vmulps %%ymm0, %%ymm1, %%ymm" #i "\n\t"
#define MADD_FMA(i) MADDWD(i) "vfmadd231ps %%ymm0, %%ymm1, %%ymm" #i "\n\t"
#define SIGN_ROW(i) SIGN(i) MADDUBS(i) MADDWD(i) ADDD(i)
#define INT16_ROW(i) BCASTQ(i) "vpmaddwd %%ymm0, %%ymm" #i ", %%ymm10\n\t vpmaddwd %%ymm1, %%ymm" #i \
    ", %%ymm11\n\t vpaddd %%ymm0, %%ymm10, %%ymm12\n\t vpaddd %%ymm1, %%ymm11, %%ymm13\n\t"

/* The 512-bit VNNI copy's GEMM (built with -mavx512f -mavx512bw -mavx512vnni): vpdpbusd on
 * zmm, alone (64 products each: two cores of this at the clock above are the int8 peak a
 * prefill can reach) and beside the per-group float step's instructions, each into its
 * own eight registers so that neither waits on the other. */
#define DPBUSD_Z(i) "vpdpbusd %%zmm0, %%zmm1, %%zmm" #i "\n\t"
#define DPBUSD_FMA_Z(i) DPBUSD_Z(i) "vfmadd231ps %%zmm0, %%zmm1, %%zmm1" #i "\n\t"
#define DPBUSD_CVT_Z(i) DPBUSD_Z(i) "vcvtdq2ps %%zmm0, %%zmm1" #i "\n\t"
#define DPBUSD_MUL_Z(i) DPBUSD_Z(i) "vmulps %%zmm0, %%zmm1, %%zmm1" #i "\n\t"

/* seconds for N_ITER loops of eight copies of OP, after ZERO clears the registers they read */
#if defined(__AVX512F__)
#define HI_CLOBBERS , "xmm16", "xmm17", "xmm18", "xmm19"
#else
#define HI_CLOBBERS
#endif
#define TIMED(OP, secs, ZERO) do { \
        long n = N_ITER; \
        const double t0 = now(); \
        __asm__ volatile(ZERO "1:\n\t" X8(OP) "dec %0\n\t jnz 1b" \
                         : "+r"(n) : "r"(buf) \
                         : "memory", "cc", "xmm0", "xmm1", "xmm2", "xmm3", "xmm4", "xmm5", "xmm6", "xmm7", \
                           "xmm8", "xmm9", "xmm10", "xmm11", "xmm12", "xmm13", "xmm14", "xmm15" HI_CLOBBERS); \
        secs = now() - t0; \
    } while (0)
#define TIME(OP, secs) TIMED(OP, secs, "vpxor %%ymm0, %%ymm0, %%ymm0\n\t vpxor %%ymm1, %%ymm1, %%ymm1\n\t")
#define TIME512(OP, secs) TIMED(OP, secs, "vpxord %%zmm0, %%zmm0, %%zmm0\n\t vpxord %%zmm1, %%zmm1, %%zmm1\n\t")

int main(void) {
    static int64_t buf[32] __attribute__((aligned(64)));
    long n = 4 * N_ITER;
    double t0 = now();
    __asm__ volatile("1:\n\t add $1, %%rax\n\t add $1, %%rax\n\t add $1, %%rax\n\t add $1, %%rax\n\t"
                     "sub $4, %0\n\t jnz 1b" : "+r"(n) : : "rax", "cc");
    const double hz = 4.0 * N_ITER / (now() - t0);
    printf("clock %.2f GHz (dependent adds)\n", hz / 1e9);
    struct { const char *name; double secs; } rows[20];
    int k = 0;
#define ROW(label, OP) do { rows[k].name = label; TIME(OP, rows[k].secs); k++; } while (0)
    ROW("vpmaddwd", MADDWD);
    ROW("vpmaddubsw", MADDUBS);
    ROW("vpsignb", SIGN);
    ROW("vpaddd", ADDD);
    ROW("vpsignb + vpmaddubsw", SIGN_UBS);
    ROW("sign trick row-word", SIGN_ROW);
    ROW("int16 row-word", INT16_ROW);
    ROW("sign trick, summed", SIGN_SUM);
    ROW("int16 pairs, summed", INT16_SUM);
    ROW("vpmaddwd + vcvtdq2ps", MADD_CVT);
    ROW("vpmaddwd + vmulps", MADD_MUL);
    ROW("vpmaddwd + vfmadd", MADD_FMA);
#if defined(__AVX512VNNI__)
#define ROW512(label, OP) do { rows[k].name = label; TIME512(OP, rows[k].secs); k++; } while (0)
    ROW512("vpdpbusd zmm", DPBUSD_Z);
    ROW512("vpdpbusd + vfmadd zmm", DPBUSD_FMA_Z);
    ROW512("vpdpbusd + vmulps zmm", DPBUSD_MUL_Z);
    ROW512("vpdpbusd + vcvtdq2ps zmm", DPBUSD_CVT_Z);
#endif
    for (int i = 0; i < k; i++)
        printf("%-26s %5.2f cycles each\n", rows[i].name, rows[i].secs * hz / N_ITER / 8);
    return 0;
}
