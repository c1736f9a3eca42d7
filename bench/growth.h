/* SPDX-License-Identifier: MIT */
/*
 * bench/growth.h -- what bench/growth.cu, the measuring main of the
 * growth programs (docs/BENCHMARKS.md, method 14), finds in the table
 * that bench/growth-gen.sh generates for each program: every kernel's
 * host stub in registration order, how many kernels and translation
 * units the program has. Kernel i is growth_kNNNNN (i, five digits), an
 * extern "C" kernel that stores i into p[i].
 */
#ifndef CUFW_BENCH_GROWTH_H
#define CUFW_BENCH_GROWTH_H

/* The sample of first launches: at most this many kernels, spread evenly
 * from the first registered to the last. */
#define BENCH_GROWTH_SAMPLE 64
/* Timed calls of each steady measure (launch, lookups). */
#define BENCH_GROWTH_STEADY 1000

#ifdef __cplusplus
extern "C" {
#endif
extern void (*const growth_kernels[])(int *);
extern const int growth_nkernels, growth_ntus;
#ifdef __cplusplus
}
#endif

#endif
