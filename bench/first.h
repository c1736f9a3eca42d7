/* SPDX-License-Identifier: MIT */
/*
 * bench/first.h -- what the first-launch programs share (bench/first.cu,
 * bench/first-drv.c; docs/BENCHMARKS.md, method 13): the 64 kernels, by a
 * list macro, and the report of one process.
 *
 * The kernels are extern "C" (plain names, for cuLibraryGetKernel and
 * cufw_kernel_open) and distinct: kernel r_c stores r * 8 + c at p[r * 8 +
 * c], so that one look at the buffer after the first launches proves that
 * each ran, once and the right one. Plain C, static inline, like common.h.
 */
#ifndef CUFW_BENCH_FIRST_H
#define CUFW_BENCH_FIRST_H

#include "bench/common.h"

/* Kernels; steady-state launches timed after their first launches. */
#define BENCH_FIRST_KERNELS 64
#define BENCH_FIRST_STEADY 1000

/* X(r, c) for each kernel, r and c in 0..7: kernel r * 8 + c. */
#define BENCH_FIRST_ROW(X, r) X(r, 0) X(r, 1) X(r, 2) X(r, 3) X(r, 4) X(r, 5) X(r, 6) X(r, 7)
#define BENCH_FIRST_EACH(X)                                                                     \
    BENCH_FIRST_ROW(X, 0) BENCH_FIRST_ROW(X, 1) BENCH_FIRST_ROW(X, 2) BENCH_FIRST_ROW(X, 3)     \
    BENCH_FIRST_ROW(X, 4) BENCH_FIRST_ROW(X, 5) BENCH_FIRST_ROW(X, 6) BENCH_FIRST_ROW(X, 7)
/* The kernel's name, a string literal ("bench_first_3_5") */
#define BENCH_FIRST_NAME(r, c) "bench_first_" #r "_" #c

/* The first index i with p[i] != i, or -1 when every kernel stored its own. */
static inline int bench_first_check(const int *p)
{
    int i;

    for (i = 0; i < BENCH_FIRST_KERNELS; i++)
        if (p[i] != i)
            return i;
    return -1;
}

/*
 * The R lines of one process, all in microseconds but the ratio: init (to
 * every kernel handle in hand), the median and the slowest of the 64 first
 * launches (each timed alone), the median of the steady launches, and
 * first / steady. Keys carry the loading mode ("first.fw.first"): the table
 * has four variant columns, the first-launch table eight. Sorts both arrays.
 */
static inline void bench_first_report(const char *mode, const char *variant, double init_us,
                                      double *first_us, double *steady_us, size_t nsteady)
{
    double first, max, steady;
    char key[64];

    first = bench_median(first_us, BENCH_FIRST_KERNELS);
    max = first_us[BENCH_FIRST_KERNELS - 1]; /* sorted */
    steady = bench_median(steady_us, nsteady);
    snprintf(key, sizeof key, "first.%s.init", mode);
    bench_result(key, variant, init_us, "us");
    snprintf(key, sizeof key, "first.%s.first", mode);
    bench_result(key, variant, first, "us");
    snprintf(key, sizeof key, "first.%s.max", mode);
    bench_result(key, variant, max, "us");
    snprintf(key, sizeof key, "first.%s.steady", mode);
    bench_result(key, variant, steady, "us");
    snprintf(key, sizeof key, "first.%s.ratio", mode);
    bench_result(key, variant, steady > 0 ? first / steady : 0, "x");
}

/* A mode argument: lazy, eager or fw; NULL for anything else. */
static inline const char *bench_first_mode(const char *arg)
{
    if (arg != NULL && (strcmp(arg, "lazy") == 0 || strcmp(arg, "eager") == 0 ||
                        strcmp(arg, "fw") == 0))
        return arg;
    return NULL;
}

#endif
