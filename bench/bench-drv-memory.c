/* SPDX-License-Identifier: MIT */
/*
 * bench/bench-drv-memory.c -- bench-drv's copy and kernel modes (see
 * bench-drv.c): copies of every kind and size (raw: cuMemcpy*, core:
 * cufw_memcpy_*), and the bandwidth kernels -- the device-to-device copy
 * that is the ceiling, cufw_triad and cufw_reduce_sum_f32 of the embedded
 * images "vector" and "reduce" -- timed between events, then every result
 * checked against the CPU's.
 */
#define _GNU_SOURCE
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench/bench-drv.h"

/* ------------------------------------------------------------ copies */

/* Device buffers first, then pinned memory (the heap mode counts these). */
void copy_bufs_alloc(int v, struct copy_bufs *b, size_t bytes)
{
    var_alloc(v, &b->d0, bytes);
    var_alloc(v, &b->d1, bytes);
    if (v == RAW)
        CU(drv.cuMemHostAlloc(&b->pinned, bytes, 0));
    else
        CF(cufw_host_alloc(&b->pinned, bytes, 0));
}

void copy_bufs_free(int v, const struct copy_bufs *b)
{
    var_free(v, b->d0);
    var_free(v, b->d1);
    if (v == RAW)
        CU(drv.cuMemFreeHost(b->pinned));
    else
        CF(cufw_host_free(b->pinned));
}

/* One copy; called in the timed loops, so each variant calls its API here
 * directly. */
void copy_once(int v, const struct copy_bufs *b, unsigned char *pageable, int kind, size_t size)
{
    if (v == RAW) {
        switch (kind) {
        case BENCH_H2D_PINNED: CU(drv.cuMemcpyHtoD(b->d0, b->pinned, size)); break;
        case BENCH_D2H_PINNED: CU(drv.cuMemcpyDtoH(b->pinned, b->d0, size)); break;
        case BENCH_H2D_PAGEABLE: CU(drv.cuMemcpyHtoD(b->d0, pageable, size)); break;
        case BENCH_D2H_PAGEABLE: CU(drv.cuMemcpyDtoH(pageable, b->d0, size)); break;
        default: CU(drv.cuMemcpyDtoD(b->d1, b->d0, size)); break;
        }
    } else {
        switch (kind) {
        case BENCH_H2D_PINNED: CF(cufw_memcpy_htod(b->d0, b->pinned, size)); break;
        case BENCH_D2H_PINNED: CF(cufw_memcpy_dtoh(b->pinned, b->d0, size)); break;
        case BENCH_H2D_PAGEABLE: CF(cufw_memcpy_htod(b->d0, pageable, size)); break;
        case BENCH_D2H_PAGEABLE: CF(cufw_memcpy_dtoh(pageable, b->d0, size)); break;
        default: CF(cufw_memcpy_dtod(b->d1, b->d0, size)); break;
        }
    }
}

/* Round trip of max random bytes: pinned -> d0 -> d1 -> pageable. */
static void copy_verify(int v, const struct copy_bufs *b, unsigned char *pageable, size_t max)
{
    uint64_t seed = bench_seed();

    bench_fill_bytes(b->pinned, max, &seed);
    memset(pageable, 0xa5, max);
    copy_once(v, b, pageable, BENCH_H2D_PINNED, max);
    copy_once(v, b, pageable, BENCH_D2D, max);
    var_memset32(v, b->d0, 0x7fc00001u, max / 4);
    var_dtoh(v, pageable, b->d1, max);
    if (memcmp(pageable, b->pinned, max) != 0)
        bench_die("%s copies: the %zu bytes that came back differ from those sent",
                  variant_name[v], max);
}

int mode_copy(size_t max)
{
    struct copy_bufs bufs[2];
    unsigned char *pageable;
    size_t size;
    int kind, v, j, step = 0;

    raw_init();
    bench_core_init();
    if (max < BENCH_COPY_MIN)
        max = BENCH_COPY_MIN;
    pageable = malloc(max);
    if (pageable == NULL)
        bench_die("cannot allocate %zu bytes of pageable memory", max);
    memset(pageable, 0x5a, max);
    for (v = 0; v < 2; v++)
        copy_bufs_alloc(v, &bufs[v], max);
    for (v = 0; v < 2; v++) {
        memset(bufs[v].pinned, 0x3c, max);
        copy_once(v, &bufs[v], pageable, BENCH_H2D_PINNED, max);
        copy_once(v, &bufs[v], pageable, BENCH_D2D, max);
        var_sync(v);
    }
    for (size = BENCH_COPY_MIN; size <= max; size *= 4) {
        for (kind = 0; kind < BENCH_COPY_KIND_COUNT; kind++, step++) {
            unsigned n = bench_copy_count(size, kind), i;
            char key[64];

            snprintf(key, sizeof key, "copy.%s.%zu", bench_copy_kind_name(kind), size);
            for (j = 0; j < 2; j++) {
                uint64_t t0;

                v = (step + j) % 2;
                copy_once(v, &bufs[v], pageable, kind, size);
                var_sync(v);
                t0 = bench_now_ns();
                for (i = 0; i < n; i++)
                    copy_once(v, &bufs[v], pageable, kind, size);
                var_sync(v);
                bench_result(key, variant_name[v],
                             (double)size * n / (double)(bench_now_ns() - t0), "GB/s");
            }
        }
    }
    for (v = 0; v < 2; v++)
        copy_verify(v, &bufs[v], pageable, max);
    for (v = 0; v < 2; v++)
        copy_bufs_free(v, &bufs[v]);
    free(pageable);
    return 0;
}

/* ------------------------------------------------------------ kernels */

struct kern_state {
    CUdeviceptr a, b, c, part;
    CUfunction raw_triad, raw_reduce;
    cufw_kernel *core_triad, *core_reduce;
    CUevent raw_e0, raw_e1;
    cufw_event *core_e0, *core_e1;
    size_t n;
    float scalar;
    unsigned grid;
};

enum { OP_D2D, OP_TRIAD, OP_REDUCE };

static void kern_op(int v, struct kern_state *s, int op, unsigned grid)
{
    size_t bytes = s->n * sizeof(float);
    void *triad_args[] = {&s->a, &s->b, &s->c, &s->scalar, &s->n};
    void *reduce_args[] = {&s->b, &s->n, &s->part};
    cufw_dim3 g = {grid, 1, 1}, blk = {BENCH_BLOCK, 1, 1};

    if (v == RAW) {
        if (op == OP_D2D)
            CU(drv.cuMemcpyDtoD(s->a, s->b, bytes));
        else
            CU(drv.cuLaunchKernel(op == OP_TRIAD ? s->raw_triad : s->raw_reduce, grid, 1, 1,
                                  BENCH_BLOCK, 1, 1, 0, NULL,
                                  op == OP_TRIAD ? triad_args : reduce_args, NULL));
    } else {
        if (op == OP_D2D)
            CF(cufw_memcpy_dtod(s->a, s->b, bytes));
        else
            CF(cufw_launch(op == OP_TRIAD ? s->core_triad : s->core_reduce, g, blk, 0, NULL,
                           op == OP_TRIAD ? triad_args : reduce_args));
    }
}

/* Median milliseconds of op, each run between two events. */
static double kern_time(int v, struct kern_state *s, int op, unsigned grid, long iters)
{
    double *t = malloc((size_t)iters * sizeof *t), med;
    long i;

    if (t == NULL)
        bench_die("out of memory");
    for (i = -2; i < iters; i++) {
        float ms = 0;

        if (v == RAW) {
            CU(drv.cuEventRecord(s->raw_e0, NULL));
            kern_op(v, s, op, grid);
            CU(drv.cuEventRecord(s->raw_e1, NULL));
            CU(drv.cuEventSynchronize(s->raw_e1));
            CU(drv.cuEventElapsedTime(&ms, s->raw_e0, s->raw_e1));
        } else {
            CF(cufw_event_record(s->core_e0, NULL));
            kern_op(v, s, op, grid);
            CF(cufw_event_record(s->core_e1, NULL));
            CF(cufw_event_synchronize(s->core_e1));
            CF(cufw_event_elapsed(&ms, s->core_e0, s->core_e1));
        }
        if (i >= 0)
            t[i] = ms;
    }
    med = bench_median(t, (size_t)iters);
    free(t);
    return med;
}

/* Run op once on poisoned output (a NaN in every word), synchronise, and
 * copy words of the output to out. */
static void kern_result(int v, struct kern_state *s, int op, CUdeviceptr result, void *out,
                        size_t words)
{
    var_memset32(v, result, 0x7fc00001u, words);
    kern_op(v, s, op, s->grid);
    var_sync(v);
    var_dtoh(v, out, result, words * sizeof(float));
}

/* Every element of a = b + scalar * c. */
static void verify_triad(int v, struct kern_state *s, const float *hb, const float *hc, float *out)
{
    size_t bad, first = 0;

    kern_result(v, s, OP_TRIAD, s->a, out, s->n);
    bad = bench_check_triad(out, hb, hc, s->scalar, s->n, &first);
    if (bad != 0)
        bench_die("%s triad: %zu of %zu elements wrong (first: [%zu] = %g, want %g)",
                  variant_name[v], bad, s->n, first, (double)out[first],
                  (double)hb[first] + (double)s->scalar * hc[first]);
}

/* Every block's sum against the CPU's (sums, abs_sums), then the total. */
static void verify_reduce(int v, struct kern_state *s, const double *sums, const double *abs_sums,
                          double ref, double ref_abs)
{
    float *part = malloc(s->grid * sizeof *part);
    double sum = 0;
    unsigned i;
    long bad;

    if (part == NULL)
        bench_die("out of memory");
    kern_result(v, s, OP_REDUCE, s->part, part, s->grid);
    bad = bench_check_block_sums(part, sums, abs_sums, s->grid);
    if (bad >= 0)
        bench_die("%s reduce_sum_f32: block %ld of %u sums to %.9g, want %.9g", variant_name[v],
                  bad, s->grid, (double)part[bad], sums[bad]);
    for (i = 0; i < s->grid; i++)
        sum += part[i];
    if (!(fabs(sum - ref) <= 1e-6 * ref_abs))
        bench_die("%s reduce_sum_f32: total %.9g, want %.9g", variant_name[v], sum, ref);
    free(part);
}

/* The copy (D2D) must have produced b exactly. */
static void verify_d2d(int v, struct kern_state *s, const float *hb, float *out)
{
    kern_result(v, s, OP_D2D, s->a, out, s->n);
    if (memcmp(out, hb, s->n * sizeof(float)) != 0)
        bench_die("%s D2D copy: the copy differs from its source", variant_name[v]);
}

/* A variant's arrays (b and c from the host's), events and kernels. */
static void kern_setup(int v, struct kern_state *s, const float *hb, const float *hc)
{
    size_t bytes = s->n * sizeof(float);

    var_alloc(v, &s->a, bytes);
    var_alloc(v, &s->b, bytes);
    var_alloc(v, &s->c, bytes);
    var_alloc(v, &s->part, 64 * 1024 * sizeof(float));
    var_htod(v, s->b, hb, bytes);
    var_htod(v, s->c, hc, bytes);
    if (v == RAW) {
        CU(drv.cuEventCreate(&s->raw_e0, CU_EVENT_DEFAULT));
        CU(drv.cuEventCreate(&s->raw_e1, CU_EVENT_DEFAULT));
        s->raw_triad = raw_kernel("vector", "cufw_triad");
        s->raw_reduce = raw_kernel("reduce", "cufw_reduce_sum_f32");
    } else {
        CF(cufw_event_create(&s->core_e0, CUFW_EVENT_DEFAULT));
        CF(cufw_event_create(&s->core_e1, CUFW_EVENT_DEFAULT));
        s->core_triad = core_kernel("vector", "cufw_triad");
        s->core_reduce = core_kernel("reduce", "cufw_reduce_sum_f32");
    }
}

static void kern_teardown(int v, struct kern_state *s)
{
    var_free(v, s->a);
    var_free(v, s->b);
    var_free(v, s->c);
    var_free(v, s->part);
    if (v == RAW) {
        CU(drv.cuEventDestroy(s->raw_e0));
        CU(drv.cuEventDestroy(s->raw_e1));
    } else {
        CF(cufw_event_destroy(s->core_e0));
        CF(cufw_event_destroy(s->core_e1));
    }
}

int mode_kernel(size_t bytes, long iters)
{
    struct kern_state st[2];
    size_t n = bytes / sizeof(float);
    float *hb, *hc, *out;
    uint64_t seed = bench_seed();
    double ref = 0, ref_abs = 0, *sums, *abs_sums;
    float scalar;
    int v, j, op;
    unsigned sweep[] = {1, 2, 4, 8, 16, 32};

    raw_init();
    bench_core_init();
    if (n < 1024)
        bench_die("kernel: %zu bytes is too small", bytes);
    hb = malloc(n * sizeof *hb);
    hc = malloc(n * sizeof *hc);
    out = malloc(n * sizeof *out);
    if (hb == NULL || hc == NULL || out == NULL)
        bench_die("cannot allocate 3 x %zu bytes of host memory", bytes);
    bench_fill_pair(hb, hc, n, &seed, &ref, &ref_abs);
    scalar = 1.25f + 0.5f * bench_randf(&seed);
    memset(st, 0, sizeof st);
    for (v = 0; v < 2; v++) {
        st[v].n = n;
        st[v].scalar = scalar;
        st[v].grid = full_grid(0);
        kern_setup(v, &st[v], hb, hc);
    }
    if (st[CORE].grid > 64 * 1024)
        bench_die("grid of %u blocks is larger than the partial-sum buffer", st[CORE].grid);
    printf("# kernels: %zu floats per array (%zu MiB), grid %u x %u threads, scalar %g\n", n,
           bytes >> 20, st[CORE].grid, BENCH_BLOCK, (double)scalar);

    for (op = OP_D2D; op <= OP_REDUCE; op++) {
        static const char *const key[] = {"kern.d2d", "kern.triad", "kern.reduce"};
        /* bytes moved: a copy reads and writes, the triad reads two arrays and
         * writes one, the reduction reads one */
        static const double moved[] = {2, 3, 1};

        for (j = 0; j < 2; j++) {
            double ms;

            v = (op + j) % 2;
            ms = kern_time(v, &st[v], op, st[v].grid, iters);
            bench_result(key[op], variant_name[v], moved[op] * (double)bytes / (ms * 1e9),
                         "TB/s");
        }
    }
    /* Grid sweep of the triad (core): blocks per SM. */
    for (j = 0; j < (int)(sizeof sweep / sizeof sweep[0]); j++) {
        char key[64];
        double ms = kern_time(CORE, &st[CORE], OP_TRIAD, full_grid(sweep[j]), iters);

        snprintf(key, sizeof key, "kern.triad-grid.%u", sweep[j]);
        bench_result(key, "core", 3.0 * (double)bytes / (ms * 1e9), "TB/s");
    }
    sums = malloc(st[CORE].grid * sizeof *sums);
    abs_sums = malloc(st[CORE].grid * sizeof *abs_sums);
    if (sums == NULL || abs_sums == NULL)
        bench_die("out of memory");
    bench_block_sums(hb, n, st[CORE].grid, BENCH_BLOCK, sums, abs_sums);
    for (v = 0; v < 2; v++) {
        verify_d2d(v, &st[v], hb, out);
        verify_triad(v, &st[v], hb, hc, out);
        verify_reduce(v, &st[v], sums, abs_sums, ref, ref_abs);
    }
    free(sums);
    free(abs_sums);
    printf("# kernels: D2D copies, triad and reduction results verified (every element)\n");
    for (v = 0; v < 2; v++)
        kern_teardown(v, &st[v]);
    free(hb);
    free(hc);
    free(out);
    return 0;
}
