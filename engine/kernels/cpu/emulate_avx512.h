/* AVX-512 emulated with SIMDe, so the AVX-512, VNNI and AVX-VNNI copies can be run and
 * tested on a CPU without them (GGUF_ENGINE_EMULATE_AVX512=1: another library, for tests,
 * build.py). The AVX-VNNI copy's 256-bit vpdpbusd / vpdpwssd are the two _mm256 names
 * renamed below.
 *
 * ggml_cpu.c includes this inside an AVX2 target region when GGML_EMULATE_AVX512 is
 * defined: SIMDe then builds each 512-bit operation from AVX2 halves (FMA included, so
 * the float results round as the real instructions do), and the AVX-512 intrinsics the
 * kernels use are renamed to SIMDe's. Only names listed here are renamed: a kernel that
 * starts using another one fails to compile in the emulated build (GCC refuses to inline
 * the real intrinsic into an AVX2 function), it never runs a real AVX-512 instruction.
 * SIMDe lacks two of them; they are written out below from ones it has, with the masked
 * store, which SIMDe does as a load and a whole store: a real masked store leaves the
 * other lanes' memory alone, which the kernels rely on at a row's end (the bytes past it
 * may be another thread's output, or past the buffer).
 */
#ifndef EMULATE_AVX512_H
#define EMULATE_AVX512_H
/* SIMDe's headers of the operations renamed below */
#include "simde/x86/avx512/abs.h"
#include "simde/x86/avx512/add.h"
#include "simde/x86/avx512/and.h"
#include "simde/x86/avx512/broadcast.h"
#include "simde/x86/avx512/cast.h"
#include "simde/x86/avx512/cvt.h"
#include "simde/x86/avx512/dpbusd.h"
#include "simde/x86/avx512/dpwssd.h"
#include "simde/x86/avx512/fmadd.h"
#include "simde/x86/avx512/fmsub.h"
#include "simde/x86/avx512/load.h"
#include "simde/x86/avx512/loadu.h"
#include "simde/x86/avx512/madd.h"
#include "simde/x86/avx512/maddubs.h"
#include "simde/x86/avx512/mov_mask.h"
#include "simde/x86/avx512/movm.h"
#include "simde/x86/avx512/mul.h"
#include "simde/x86/avx512/or.h"
#include "simde/x86/avx512/reduce.h"
#include "simde/x86/avx512/set.h"
#include "simde/x86/avx512/set1.h"
#include "simde/x86/avx512/setzero.h"
#include "simde/x86/avx512/shuffle.h"
#include "simde/x86/avx512/slli.h"
#include "simde/x86/avx512/srli.h"
#include "simde/x86/avx512/storeu.h"
#include "simde/x86/avx512/sub.h"
#include "simde/x86/avx512/unpackhi.h"
#include "simde/x86/avx512/unpacklo.h"
#include "simde/x86/avx512/xor.h"
#include "simde/x86/avx512/extract.h"

#undef _mm256_dpbusd_epi32        /* SIMDe's own AVX-VNNI names for these two */
#undef _mm256_dpwssd_epi32
#define __m512 simde__m512
#define __m512i simde__m512i

#define _mm512_abs_epi8 simde_mm512_abs_epi8
#define _mm512_add_epi16 simde_mm512_add_epi16
#define _mm512_add_epi32 simde_mm512_add_epi32
#define _mm512_add_ps simde_mm512_add_ps
#define _mm512_and_si512 simde_mm512_and_si512
#define _mm512_broadcast_i32x4 simde_mm512_broadcast_i32x4
#define _mm512_castsi512_ps simde_mm512_castsi512_ps
#define _mm512_cvtepi32_ps simde_mm512_cvtepi32_ps
#define _mm512_cvtepi8_epi32 simde_mm512_cvtepi8_epi32
#define _mm512_cvtepu16_epi32 simde_mm512_cvtepu16_epi32
#define _mm512_cvtepu8_epi32 simde_mm512_cvtepu8_epi32
#define _mm512_cvtph_ps simde_mm512_cvtph_ps
#define _mm512_dpbusd_epi32 simde_mm512_dpbusd_epi32
#define _mm512_fmadd_ps simde_mm512_fmadd_ps
#define _mm512_fmsub_ps simde_mm512_fmsub_ps
#define _mm512_load_si512 simde_mm512_load_si512
#define _mm512_loadu_ps simde_mm512_loadu_ps
#define _mm512_loadu_si512 simde_mm512_loadu_si512
#define _mm512_madd_epi16 simde_mm512_madd_epi16
#define _mm512_maddubs_epi16 simde_mm512_maddubs_epi16
#define _mm512_mask_add_epi8 simde_mm512_mask_add_epi8
#define _mm512_mask_or_epi32 simde_mm512_mask_or_epi32
#define _mm512_mask_sub_epi8 simde_mm512_mask_sub_epi8
#define _mm512_movepi8_mask simde_mm512_movepi8_mask
#define _mm512_mul_ps simde_mm512_mul_ps
#define _mm512_or_si512 simde_mm512_or_si512
#define _mm512_reduce_add_ps simde_mm512_reduce_add_ps
#define _mm512_set1_epi16 simde_mm512_set1_epi16
#define _mm512_set1_epi32 simde_mm512_set1_epi32
#define _mm512_set1_epi8 simde_mm512_set1_epi8
#define _mm512_set1_ps simde_mm512_set1_ps
#define _mm512_setzero_ps simde_mm512_setzero_ps
#define _mm512_setzero_si512 simde_mm512_setzero_si512
#define _mm512_shuffle_epi8 simde_mm512_shuffle_epi8
#define _mm512_shuffle_i32x4 simde_mm512_shuffle_i32x4
#define _mm512_slli_epi32 simde_mm512_slli_epi32
#define _mm512_srli_epi16 simde_mm512_srli_epi16
#define _mm512_srli_epi32 simde_mm512_srli_epi32
#define _mm512_storeu_ps simde_mm512_storeu_ps
#define _mm512_sub_epi32 simde_mm512_sub_epi32
#define _mm512_sub_ps simde_mm512_sub_ps
#define _mm512_unpackhi_epi32 simde_mm512_unpackhi_epi32
#define _mm512_unpackhi_epi64 simde_mm512_unpackhi_epi64
#define _mm512_unpacklo_epi32 simde_mm512_unpacklo_epi32
#define _mm512_unpacklo_epi64 simde_mm512_unpacklo_epi64
#define _mm512_xor_si512 simde_mm512_xor_si512
#define _mm512_broadcast_i64x4 simde_mm512_broadcast_i64x4
#define _mm512_castsi512_si256 simde_mm512_castsi512_si256
#define _mm512_dpwssd_epi32 simde_mm512_dpwssd_epi32
#define _mm512_extracti64x4_epi64 simde_mm512_extracti64x4_epi64
#define _mm512_mask_srli_epi16 simde_mm512_mask_srli_epi16
#define _mm512_set_epi32 simde_mm512_set_epi32
#define _mm512_slli_epi16 simde_mm512_slli_epi16
#define _mm256_dpbusd_epi32 simde_mm256_dpbusd_epi32
#define _mm256_dpwssd_epi32 simde_mm256_dpwssd_epi32
#define _mm256_movm_epi8 simde_mm256_movm_epi8
#define _mm512_cvtps_epi32 simde_mm512_cvtps_epi32

/* the two SIMDe lacks, and a masked store that writes only its lanes */
#define _mm512_mask_storeu_ps(p, k, a) emu_mm512_mask_storeu_ps(p, k, a)
#define _load_mask64(p) emu_load_mask64(p)
#define _mm_test_epi8_mask(a, b) emu_mm_test_epi8_mask(a, b)
#define _mm512_max_ps(a, b) emu_mm512_max_ps(a, b)

/* lane i of a to p[i] where bit i of k is set; nothing else is read or written */
static inline void emu_mm512_mask_storeu_ps(void *p, __mmask16 k, simde__m512 a) {
    float lanes[16];
    simde_mm512_storeu_ps(lanes, a);
    for (int i = 0; i < 16; i++)
        if (k >> i & 1) memcpy((float *)p + i, &lanes[i], sizeof(float));
}

/* the 64 mask bits stored at p */
static inline __mmask64 emu_load_mask64(const __mmask64 *p) {
    __mmask64 k;
    memcpy(&k, p, sizeof k);
    return k;
}

/* bit i: byte i of a & b is not zero */
static inline __mmask16 emu_mm_test_epi8_mask(__m128i a, __m128i b) {
    return (__mmask16)~_mm_movemask_epi8(_mm_cmpeq_epi8(_mm_and_si128(a, b), _mm_setzero_si128()));
}

/* lane i: a[i] > b[i] ? a[i] : b[i] (vmaxps: b where either is a NaN; SIMDe's subset here has no max) */
static inline simde__m512 emu_mm512_max_ps(simde__m512 a, simde__m512 b) {
    float x[16], y[16];
    simde_mm512_storeu_ps(x, a);
    simde_mm512_storeu_ps(y, b);
    for (int i = 0; i < 16; i++) x[i] = x[i] > y[i] ? x[i] : y[i];
    return simde_mm512_loadu_ps(x);
}

#endif
