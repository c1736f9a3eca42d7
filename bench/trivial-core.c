/* SPDX-License-Identifier: MIT */
/*
 * bench/trivial-core.c -- trivial.cu's host code through cufw core, for the
 * footprint row. The kernel is trivial.cu's own, compiled to a fatbin and
 * embedded by cufw-embed (image "trivial").
 * With the argument `rss` it also prints what it holds resident after the
 * kernel's result is checked (bench/rss.h).
 * Exit status: 0 right, 1 wrong (or /proc unreadable), 77 no GPU.
 */
#define _GNU_SOURCE
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "bench/rss.h"

#include <cufw/cufw.h>

#define N 4096

int main(int argc, char **argv)
{
    static float h[N];
    cufw_devptr d = 0;
    cufw_module *m;
    cufw_kernel *k;
    cufw_dim3 grid = {(N + 255) / 256, 1, 1}, block = {256, 1, 1};
    float s = 3.0f;
    int i, n = N, bad = 0, rss = argc > 1 && strcmp(argv[1], "rss") == 0;
    void *args[] = {&d, &s, &n};

    for (i = 0; i < N; i++)
        h[i] = (float)(i % 97) + 0.5f;
    if (cufw_init() != CUFW_OK) {
        fprintf(stderr, "trivial-core: no GPU: %s\n", cufw_error_detail());
        return 77;
    }
    if (cufw_malloc(&d, sizeof h) != CUFW_OK || cufw_memcpy_htod(d, h, sizeof h) != CUFW_OK ||
        cufw_module_open("trivial", &m) != CUFW_OK || cufw_kernel_open(m, "bench_scale", &k) != CUFW_OK ||
        cufw_launch(k, grid, block, 0, NULL, args) != CUFW_OK ||
        cufw_memcpy_dtoh(h, d, sizeof h) != CUFW_OK) {
        fprintf(stderr, "trivial-core: %s\n", cufw_error_detail());
        return 1;
    }
    for (i = 0; i < N; i++)
        bad += h[i] != 3.0f * ((float)(i % 97) + 0.5f);
    if (bad == 0 && rss && bench_rss_report("core") != 0)
        return 1;
    cufw_free(d);
    printf("%strivial-core: %d of %d wrong\n", rss ? "# " : "", bad, N);
    return bad != 0;
}
