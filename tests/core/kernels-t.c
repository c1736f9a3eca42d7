/* SPDX-License-Identifier: MIT */
/*
 * tests/core/kernels-t.c -- every embedded kernel on random inputs of
 * several sizes (1, around the block size, non-multiples, a few million),
 * outputs poisoned first, checked element by element against the CPU; on
 * the default, legacy and per-thread streams.
 */
#define _POSIX_C_SOURCE 200809L
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tests/core/devtest.h"
#include "tests/tap/basic.h"

#define POISON 0x7fc00bad /* a NaN no kernel produces */

static const size_t sizes[] = {1, 255, 256, 257, 4099, 100003, 3000017};
#define NSIZES (sizeof sizes / sizeof sizes[0])
static cufw_stream *const streams[] = {NULL, CUFW_STREAM_LEGACY, CUFW_STREAM_PER_THREAD};

static size_t count_bad_f(const float *got, const double *want, size_t n, double tol)
{
    size_t i, bad = 0;

    for (i = 0; i < n; i++)
        if (!(fabs(got[i] - want[i]) <= tol * (1.0 + fabs(want[i]))))
            bad++;
    return bad;
}

static void elementwise(const char *name, size_t n, cufw_stream *s)
{
    cufw_kernel *k = devtest_kernel(name);
    float *a = malloc(n * 4), *b = malloc(n * 4), *out = malloc(n * 4), alpha = 0.5f + test_randf();
    double *want = malloc(n * sizeof *want);
    cufw_devptr da, db, dc, result;
    unsigned grid = (unsigned)((n + 255) / 256 > 300 ? 300 : (n + 255) / 256);
    size_t i, bad;
    int rc;

    devtest_randf(a, n);
    devtest_randf(b, n);
    if (devtest_malloc3(&da, &db, &dc, n * 4) != CUFW_OK)
        bail("cufw_malloc: %s", cufw_error_detail());
    cufw_memcpy_htod(da, a, n * 4);
    cufw_memcpy_htod(db, b, n * 4);
    cufw_memset_d32(dc, POISON, n);
    result = dc;
    if (strcmp(name, "cufw_vadd") == 0) {
        void *args[] = {&da, &db, &dc, &n};
        rc = cufw_launch(k, devtest_dim(grid), devtest_dim(256), 0, s, args);
        for (i = 0; i < n; i++)
            want[i] = (double)(a[i] + b[i]);
    } else if (strcmp(name, "cufw_saxpy") == 0) {
        void *args[] = {&alpha, &da, &db, &n};
        rc = cufw_launch(k, devtest_dim(grid), devtest_dim(256), 0, s, args);
        result = db;
        for (i = 0; i < n; i++)
            want[i] = (double)alpha * a[i] + b[i];
    } else {
        void *args[] = {&dc, &da, &db, &alpha, &n};
        rc = cufw_launch(k, devtest_dim(grid), devtest_dim(256), 0, s, args);
        for (i = 0; i < n; i++)
            want[i] = a[i] + (double)alpha * b[i];
    }
    memset(out, 0xff, n * 4);
    if (rc == CUFW_OK)
        rc = cufw_stream_synchronize(s);
    if (rc == CUFW_OK)
        rc = cufw_memcpy_dtoh(out, result, n * 4);
    bad = rc == CUFW_OK ? count_bad_f(out, want, n, strcmp(name, "cufw_vadd") == 0 ? 0 : 1e-6) : n;
    ok(rc == CUFW_OK && bad == 0, "%s n=%zu grid=%u stream=%p: %zu mismatches (%s)", name, n, grid,
       (void *)s, bad, cufw_error_name(rc));
    devtest_free3(da, db, dc);
    free(a);
    free(b);
    free(out);
    free(want);
}

static void fill(size_t n)
{
    cufw_kernel *k = devtest_kernel("cufw_fill_u32");
    unsigned *out = malloc(n * 4), value = (unsigned)test_rand() | 0x10000u;
    cufw_devptr d;
    size_t i, bad = 0;
    void *args[] = {&d, &value, &n};
    int rc;

    if (cufw_malloc(&d, n * 4 + 64))
        bail("cufw_malloc");
    cufw_memset_d32(d, ~value, n + 16);
    rc = cufw_launch(k, devtest_dim(37), devtest_dim(96), 0, NULL, args);
    if (rc == CUFW_OK)
        rc = cufw_memcpy_dtoh(out, d, n * 4);
    for (i = 0; i < n; i++)
        bad += out[i] != value;
    {
        unsigned after[16];
        cufw_memcpy_dtoh(after, d + n * 4, sizeof after);
        for (i = 0; i < 16; i++)
            bad += after[i] != ~value; /* nothing written past n */
    }
    ok(rc == CUFW_OK && bad == 0, "cufw_fill_u32 n=%zu: exact, nothing past the end", n);
    cufw_free(d);
    free(out);
}

static void reduce(size_t n, int integer)
{
    cufw_kernel *k = devtest_kernel(integer ? "cufw_reduce_sum_u32" : "cufw_reduce_sum_f32");
    unsigned blocks = 132 * 2, i;
    void *in = malloc(n * 4);
    float partial[264];
    cufw_devptr din, dout;
    void *args[] = {&din, &n, &dout};
    int rc;

    if (cufw_malloc(&din, n * 4) || cufw_malloc(&dout, 264 * 4 + 8))
        bail("cufw_malloc");
    if (integer) {
        unsigned *u = in;
        unsigned long long want = 0, got = 0;
        size_t j;

        devtest_randu(u, n);
        for (j = 0; j < n; j++)
            want += u[j];
        cufw_memcpy_htod(din, in, n * 4);
        cufw_memset_d8(dout, 0, 8);
        rc = cufw_launch(k, devtest_dim(blocks), devtest_dim(256), 0, NULL, args);
        if (rc == CUFW_OK)
            rc = cufw_memcpy_dtoh(&got, dout, 8);
        ok(rc == CUFW_OK && got == want, "cufw_reduce_sum_u32 n=%zu: %llu == %llu", n, got, want);
    } else {
        float *f = in;
        double want = 0, got = 0, abs_sum = 0;
        size_t j;

        devtest_randf(f, n);
        for (j = 0; j < n; j++) {
            want += f[j];
            abs_sum += fabs(f[j]);
        }
        cufw_memcpy_htod(din, in, n * 4);
        cufw_memset_d32(dout, POISON, 264);
        rc = cufw_launch(k, devtest_dim(blocks), devtest_dim(256), 0, NULL, args);
        if (rc == CUFW_OK)
            rc = cufw_memcpy_dtoh(partial, dout, sizeof partial);
        for (i = 0; i < blocks; i++)
            got += partial[i];
        /* float accumulation: error bounded by ~ n * eps * sum|x| / sqrt(n) in practice */
        ok(rc == CUFW_OK && fabs(got - want) <= 1e-5 * abs_sum + 1e-4,
           "cufw_reduce_sum_f32 n=%zu: %.6f vs %.6f", n, got, want);
    }
    cufw_free(din);
    cufw_free(dout);
    free(in);
}

static void const_global(void)
{
    cufw_kernel *k = devtest_kernel("cufw_const_to_global");
    cufw_module *m;
    cufw_devptr dc, ds, dn;
    size_t sc, ss, sn;
    float coeffs[16], out[4096];
    unsigned n = 4000, i, bad = 0;
    unsigned long long count = 0, start = test_rand() % 1000;
    void *args[] = {&n};

    if (cufw_module_open("misc", &m) || cufw_module_global(m, "cufw_coeffs", &dc, &sc) ||
        cufw_module_global(m, "cufw_scaled", &ds, &ss) || cufw_module_global(m, "cufw_counter", &dn, &sn))
        bail("globals: %s", cufw_error_detail());
    ok(sc == 64 && ss == 4096 * 4 && sn == 8, "variable sizes 64, 16384, 8 (%zu %zu %zu)", sc, ss, sn);
    devtest_randf(coeffs, 16);
    cufw_memcpy_htod(dc, coeffs, sizeof coeffs);
    cufw_memset_d32(ds, POISON, 4096);
    cufw_memcpy_htod(dn, &start, 8);
    ok(cufw_launch(k, devtest_dim((n + 127) / 128), devtest_dim(128), 0, NULL, args) == CUFW_OK &&
           cufw_memcpy_dtoh(out, ds, sizeof out) == CUFW_OK &&
           cufw_memcpy_dtoh(&count, dn, 8) == CUFW_OK,
       "cufw_const_to_global ran");
    for (i = 0; i < n; i++)
        bad += out[i] != coeffs[i % 16] * (float)(i + 1);
    for (; i < 4096; i++)
        bad += out[i] == out[i];
    ok(bad == 0, "__constant__ read, __device__ array written exactly (%u bad)", bad);
    is_uint(start + n, count, "__device__ counter incremented once per element");
}

static void spin_and_coop(void)
{
    cufw_kernel *spin = devtest_kernel("cufw_spin"), *coop = devtest_kernel("cufw_coop_sum"),
                *empty = devtest_kernel("cufw_empty");
    cufw_devptr d, dt;
    long long cycles = 200000;
    unsigned done = 0, blocks = 0;
    unsigned long long total = 0;
    int per_sm = 0, sms = 0;
    void *sargs[] = {&cycles, &d};
    void *cargs[] = {&d, &dt};

    cufw_malloc(&d, 1 << 20);
    dt = d + (1 << 19);
    cufw_memset_d8(d, 0, 1 << 20);
    ok(cufw_launch(spin, devtest_dim(19), devtest_dim(64), 0, NULL, sargs) == CUFW_OK &&
           cufw_memcpy_dtoh(&done, d, 4) == CUFW_OK && done == 19,
       "cufw_spin: all 19 blocks finished (%u)", done);
    ok(cufw_launch(empty, devtest_dim(1), devtest_dim(1), 0, NULL, NULL) == CUFW_OK &&
           cufw_device_synchronize() == CUFW_OK,
       "cufw_empty: launched with no arguments and completed");
    cufw_kernel_max_active_blocks(coop, 256, 0, 0, &per_sm);
    cufw_device_attribute(0, 16, &sms);
    blocks = (unsigned)(per_sm * sms);
    ok(per_sm > 0 && cufw_launch_cooperative(coop, devtest_dim(blocks), devtest_dim(256), 0, NULL,
                                             cargs) == CUFW_OK &&
           cufw_memcpy_dtoh(&total, dt, 8) == CUFW_OK &&
           total == (unsigned long long)blocks * (blocks + 1) / 2,
       "cufw_coop_sum: grid.sync across %u co-resident blocks (%llu)", blocks, total);
    devtest_is(CUFW_ERROR_COOPERATIVE_TOO_LARGE,
               cufw_launch_cooperative(coop, devtest_dim(blocks * 4 + 1), devtest_dim(256), 0, NULL,
                                       cargs),
               "cooperative grid larger than co-resident");
    cufw_free(d);
}

int main(void)
{
    unsigned i, j;

    devtest_init();
    plan(3 * NSIZES * 3 + NSIZES + 2 * 4 + 4 + 4);
    for (i = 0; i < NSIZES; i++)
        for (j = 0; j < 3; j++) {
            elementwise("cufw_vadd", sizes[i], streams[j]);
            elementwise("cufw_saxpy", sizes[i], streams[(j + 1) % 3]);
            elementwise("cufw_triad", sizes[i], streams[(j + 2) % 3]);
        }
    for (i = 0; i < NSIZES; i++)
        fill(sizes[i]);
    reduce(1, 0);
    reduce(257, 0);
    reduce(100003, 0);
    reduce(3000017, 0);
    reduce(1, 1);
    reduce(257, 1);
    reduce(100003, 1);
    reduce(3000017, 1);
    const_global();
    spin_and_coop();
    return 0;
}
