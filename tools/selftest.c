/* SPDX-License-Identifier: MIT */
/*
 * tools/selftest.c -- run each embedded kernel on a device and compare with
 * a CPU reference. Outputs are poisoned before every run, inputs are random
 * (the seed is reported), sizes are not multiples of the block size.
 */
#define _POSIX_C_SOURCE 200809L
#include "config.h"

#include "selftest.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cufw/cufw.h>

static unsigned long long rng;

static unsigned long long next_rand(void)
{
    rng ^= rng >> 12;
    rng ^= rng << 25;
    rng ^= rng >> 27;
    return rng * 0x2545F4914F6CDD1Dull;
}

static float randf(void)
{
    return (float)((double)(next_rand() >> 40) / 16777216.0) * 2.0f - 1.0f;
}

struct ctx {
    struct selftest_result *r;
    int n, max;
};

static struct selftest_result *begin(struct ctx *c, const char *kernel)
{
    struct selftest_result *r;

    if (c->n >= c->max)
        return NULL;
    r = &c->r[c->n++];
    memset(r, 0, sizeof *r);
    r->kernel = kernel;
    r->image = "?";
    return r;
}

static int fail(struct selftest_result *r, const char *what, int rc)
{
    snprintf(r->detail, sizeof r->detail, "%s: %s (%s)", what, cufw_error_name(rc),
             cufw_error_detail()[0] ? cufw_error_detail() : cufw_error_string(rc));
    r->passed = 0;
    return -1;
}

static cufw_kernel *kernel(struct selftest_result *r, const char *name)
{
    cufw_kernel *k;
    int rc = cufw_kernel_find(name, &k);

    if (rc != CUFW_OK) {
        fail(r, "lookup", rc);
        return NULL;
    }
    /* which image: the module name of the kernel's module is not public
     * per kernel, so ask each image */
    for (unsigned i = 0; i < cufw_image_count(); i++) {
        cufw_module *m;
        cufw_kernel *k2;

        if (cufw_module_open(cufw_image_name(cufw_image_at(i)), &m) == CUFW_OK &&
            cufw_kernel_open(m, name, &k2) == CUFW_OK && k2 == k) {
            r->image = cufw_image_name(cufw_image_at(i));
            break;
        }
    }
    return k;
}

static cufw_dim3 d3(unsigned x)
{
    cufw_dim3 d = {x, 1, 1};
    return d;
}

#define TRY(what, call)                                                                         \
    do {                                                                                        \
        int rc_ = (call);                                                                       \
        if (rc_ != CUFW_OK) {                                                                   \
            fail(r, what, rc_);                                                                 \
            goto out;                                                                           \
        }                                                                                       \
    } while (0)

static void test_elementwise(struct ctx *c, const char *name)
{
    struct selftest_result *r = begin(c, name);
    size_t n = 1000003, i, bad = 0;
    float *a = NULL, *b = NULL, *out = NULL, alpha = 1.5f + randf();
    cufw_devptr da = 0, db = 0, dc = 0, result;
    cufw_kernel *k;

    if (r == NULL || (k = kernel(r, name)) == NULL)
        return;
    a = malloc(n * sizeof *a);
    b = malloc(n * sizeof *b);
    out = malloc(n * sizeof *out);
    if (a == NULL || b == NULL || out == NULL) {
        snprintf(r->detail, sizeof r->detail, "out of host memory");
        goto out;
    }
    for (i = 0; i < n; i++) {
        a[i] = randf();
        b[i] = randf();
    }
    TRY("cufw_malloc", cufw_malloc(&da, n * 4));
    TRY("cufw_malloc", cufw_malloc(&db, n * 4));
    TRY("cufw_malloc", cufw_malloc(&dc, n * 4));
    TRY("copy", cufw_memcpy_htod(da, a, n * 4));
    TRY("copy", cufw_memcpy_htod(db, b, n * 4));
    TRY("poison", cufw_memset_d32(dc, 0x7fc00001u, n));
    result = dc;
    if (strcmp(name, "cufw_vadd") == 0) {
        void *args[] = {&da, &db, &dc, &n};
        TRY("launch", cufw_launch(k, d3(977), d3(256), 0, NULL, args));
    } else if (strcmp(name, "cufw_saxpy") == 0) {
        void *args[] = {&alpha, &da, &db, &n};
        TRY("launch", cufw_launch(k, d3(977), d3(256), 0, NULL, args));
        result = db; /* y is updated in place */
    } else {
        void *args[] = {&dc, &da, &db, &alpha, &n};
        TRY("launch", cufw_launch(k, d3(977), d3(256), 0, NULL, args));
    }
    TRY("synchronize", cufw_device_synchronize());
    TRY("copy back", cufw_memcpy_dtoh(out, result, n * 4));
    for (i = 0; i < n; i++) {
        double want = strcmp(name, "cufw_vadd") == 0    ? (double)(a[i] + b[i])
                      : strcmp(name, "cufw_saxpy") == 0 ? (double)alpha * a[i] + b[i]
                                                        : (double)a[i] + (double)alpha * b[i];
        if (!(fabs(out[i] - want) <= 1e-6 * (1.0 + fabs(want))))
            bad++;
    }
    r->passed = bad == 0;
    snprintf(r->detail, sizeof r->detail, "%zu floats, %zu mismatches", n, bad);
out:
    cufw_free(da);
    cufw_free(db);
    cufw_free(dc);
    free(a);
    free(b);
    free(out);
}

static void test_fill(struct ctx *c)
{
    struct selftest_result *r = begin(c, "cufw_fill_u32");
    size_t n = 777777, i, bad = 0;
    unsigned value = (unsigned)next_rand() | 1u, *out = NULL;
    cufw_devptr d = 0;
    cufw_kernel *k;

    if (r == NULL || (k = kernel(r, "cufw_fill_u32")) == NULL)
        return;
    out = malloc(n * sizeof *out);
    if (out == NULL)
        goto out;
    TRY("cufw_malloc", cufw_malloc(&d, n * 4));
    TRY("poison", cufw_memset_d32(d, ~value, n));
    {
        void *args[] = {&d, &value, &n};
        TRY("launch", cufw_launch(k, d3(100), d3(128), 0, NULL, args));
    }
    TRY("copy back", cufw_memcpy_dtoh(out, d, n * 4));
    for (i = 0; i < n; i++)
        bad += out[i] != value;
    r->passed = bad == 0;
    snprintf(r->detail, sizeof r->detail, "%zu words of 0x%08x, %zu mismatches", n, value, bad);
out:
    cufw_free(d);
    free(out);
}

static void test_reduce(struct ctx *c, int integer)
{
    struct selftest_result *r = begin(c, integer ? "cufw_reduce_sum_u32" : "cufw_reduce_sum_f32");
    size_t n = 3333333, i;
    unsigned blocks = 264;
    void *in = NULL;
    float sums[264];
    cufw_devptr din = 0, dout = 0;
    cufw_kernel *k;

    if (r == NULL || (k = kernel(r, r->kernel)) == NULL)
        return;
    in = malloc(n * 4);
    if (in == NULL)
        goto out;
    TRY("cufw_malloc", cufw_malloc(&din, n * 4));
    TRY("cufw_malloc", cufw_malloc(&dout, blocks * sizeof(float) + 8));
    if (integer) {
        unsigned *u = in;
        unsigned long long want = 0, got = 0;

        for (i = 0; i < n; i++)
            want += u[i] = (unsigned)next_rand();
        TRY("copy", cufw_memcpy_htod(din, in, n * 4));
        TRY("zero", cufw_memset_d8(dout, 0, 8));
        {
            void *args[] = {&din, &n, &dout};
            TRY("launch", cufw_launch(k, d3(blocks), d3(256), 0, NULL, args));
        }
        TRY("copy back", cufw_memcpy_dtoh(&got, dout, 8));
        r->passed = got == want;
        snprintf(r->detail, sizeof r->detail, "%zu words: %llu, expected %llu", n, got, want);
    } else {
        float *f = in;
        double want = 0, got = 0;

        for (i = 0; i < n; i++)
            want += f[i] = (randf() + 1.0f) / 2.0f;
        TRY("copy", cufw_memcpy_htod(din, in, n * 4));
        TRY("poison", cufw_memset_d32(dout, 0x7fc00001u, blocks));
        {
            void *args[] = {&din, &n, &dout};
            TRY("launch", cufw_launch(k, d3(blocks), d3(256), 0, NULL, args));
        }
        TRY("copy back", cufw_memcpy_dtoh(sums, dout, sizeof sums));
        for (i = 0; i < blocks; i++)
            got += sums[i];
        r->passed = fabs(got - want) <= 1e-4 * want;
        snprintf(r->detail, sizeof r->detail, "%zu floats: %.3f, expected %.3f", n, got, want);
    }
out:
    cufw_free(din);
    cufw_free(dout);
    free(in);
}

static void test_const_global(struct ctx *c)
{
    struct selftest_result *r = begin(c, "cufw_const_to_global");
    float coeffs[16], out[4096];
    unsigned n = 3001, i, bad = 0;
    unsigned long long counter = 0, zero = 0;
    cufw_devptr dcoef, dscaled, dcount;
    size_t sz;
    cufw_module *m;
    cufw_kernel *k;

    if (r == NULL || (k = kernel(r, "cufw_const_to_global")) == NULL)
        return;
    TRY("module", cufw_module_open(r->image, &m));
    TRY("cufw_coeffs", cufw_module_global(m, "cufw_coeffs", &dcoef, &sz));
    TRY("cufw_scaled", cufw_module_global(m, "cufw_scaled", &dscaled, NULL));
    TRY("cufw_counter", cufw_module_global(m, "cufw_counter", &dcount, NULL));
    for (i = 0; i < 16; i++)
        coeffs[i] = randf();
    TRY("copy", cufw_memcpy_htod(dcoef, coeffs, sizeof coeffs));
    TRY("poison", cufw_memset_d32(dscaled, 0x7fc00001u, 4096));
    TRY("zero", cufw_memcpy_htod(dcount, &zero, 8));
    {
        void *args[] = {&n};
        TRY("launch", cufw_launch(k, d3((n + 127) / 128), d3(128), 0, NULL, args));
    }
    TRY("copy back", cufw_memcpy_dtoh(out, dscaled, sizeof out));
    TRY("copy back", cufw_memcpy_dtoh(&counter, dcount, 8));
    for (i = 0; i < n; i++)
        bad += out[i] != coeffs[i % 16] * (float)(i + 1);
    for (; i < 4096; i++)
        bad += out[i] == out[i]; /* untouched: still NaN */
    r->passed = bad == 0 && counter == n && sz == sizeof coeffs;
    snprintf(r->detail, sizeof r->detail, "%u elements, %u mismatches, counter %llu", n, bad,
             counter);
out:
    return;
}

static void test_misc(struct ctx *c, const char *name)
{
    struct selftest_result *r = begin(c, name);
    cufw_devptr d = 0;
    cufw_kernel *k;
    unsigned blocks = 0;

    if (r == NULL || (k = kernel(r, name)) == NULL)
        return;
    TRY("cufw_malloc", cufw_malloc(&d, 4096 * 4 + 8));
    TRY("zero", cufw_memset_d8(d, 0, 4096 * 4 + 8));
    if (strcmp(name, "cufw_empty") == 0) {
        TRY("launch", cufw_launch(k, d3(1), d3(1), 0, NULL, NULL));
        TRY("synchronize", cufw_device_synchronize());
        r->passed = 1;
        snprintf(r->detail, sizeof r->detail, "launched and completed");
    } else if (strcmp(name, "cufw_spin") == 0) {
        long long cycles = 100000;
        unsigned done = 0;
        void *args[] = {&cycles, &d};

        blocks = 7;
        TRY("launch", cufw_launch(k, d3(blocks), d3(32), 0, NULL, args));
        TRY("copy back", cufw_memcpy_dtoh(&done, d, 4));
        r->passed = done == blocks;
        snprintf(r->detail, sizeof r->detail, "%u of %u blocks finished", done, blocks);
    } else if (strcmp(name, "cufw_store") == 0) {
        int value = (int)(next_rand() & 0x7fffffff), got = 0;
        void *args[] = {&d, &value};

        TRY("launch", cufw_launch(k, d3(1), d3(32), 0, NULL, args));
        TRY("copy back", cufw_memcpy_dtoh(&got, d, 4));
        r->passed = got == value;
        snprintf(r->detail, sizeof r->detail, "stored %d, read %d", value, got);
    } else {
        unsigned long long total = 0, want;
        cufw_devptr dtotal = d + 4096 * 4;
        int per_sm = 0, sms = 0, dev;
        void *args[] = {&d, &dtotal};

        TRY("device", cufw_device_current(&dev));
        TRY("occupancy", cufw_kernel_max_active_blocks(k, 128, 0, 0, &per_sm));
        TRY("attribute", cufw_device_attribute(dev, 16 /* MULTIPROCESSOR_COUNT */, &sms));
        blocks = (unsigned)(per_sm * sms);
        if (blocks > 4096)
            blocks = 4096;
        TRY("launch", cufw_launch_cooperative(k, d3(blocks), d3(128), 0, NULL, args));
        TRY("copy back", cufw_memcpy_dtoh(&total, dtotal, 8));
        want = (unsigned long long)blocks * (blocks + 1) / 2;
        r->passed = total == want;
        snprintf(r->detail, sizeof r->detail, "%u co-resident blocks: %llu, expected %llu",
                 blocks, total, want);
    }
out:
    cufw_free(d);
}

int selftest_run(int device, unsigned long long seed, struct selftest_result *out, int max)
{
    struct ctx c = {out, 0, max};
    struct selftest_result *r;
    int rc;

    rng = seed ? seed : 1;
    rc = cufw_device_set_current(device);
    if (rc != CUFW_OK) {
        if ((r = begin(&c, "(device)")) != NULL)
            fail(r, "cufw_device_set_current", rc);
        return c.n;
    }
    test_elementwise(&c, "cufw_vadd");
    test_elementwise(&c, "cufw_saxpy");
    test_fill(&c);
    test_elementwise(&c, "cufw_triad");
    test_reduce(&c, 0);
    test_reduce(&c, 1);
    test_const_global(&c);
    test_misc(&c, "cufw_empty");
    test_misc(&c, "cufw_spin");
    test_misc(&c, "cufw_store");
    test_misc(&c, "cufw_coop_sum");
    return c.n;
}
