/* SPDX-License-Identifier: MIT */
/*
 * tools/selftest.h -- cufw-info's self-test: every kernel in kernels/ on a
 * device, on random data, against a CPU reference.
 */
#ifndef CUFW_SELFTEST_H
#define CUFW_SELFTEST_H

#include <stddef.h>

struct selftest_result {
    const char *kernel; /* e.g. "cufw_vadd" */
    const char *image;  /* embedded image that holds it */
    int passed;
    char detail[160];   /* what was checked, or what went wrong */
};

/* Run every check on device; fills at most max results, returns how many. */
int selftest_run(int device, unsigned long long seed, struct selftest_result *out, int max);

#endif
