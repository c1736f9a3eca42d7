/* SPDX-License-Identifier: MIT */
/*
 * tests/core/stream-t.c -- streams and events: ordering across streams by an
 * event, queries while work runs, host callbacks, timing, handle checks,
 * and the fixed tables filled to capacity and emptied again.
 */
#define _POSIX_C_SOURCE 200809L
#include "config.h"

#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tests/core/devtest.h"
#include "tests/tap/basic.h"

static atomic_int callback_runs;
static atomic_int callback_order_ok;
static volatile unsigned *callback_watch;

static void on_done(void *user)
{
    /* the work queued before the callback must be finished: the mapped
     * word it wrote is visible */
    if (callback_watch != NULL && *callback_watch == (unsigned)(uintptr_t)user)
        atomic_fetch_add(&callback_order_ok, 1);
    atomic_fetch_add(&callback_runs, 1);
}

static void fill_table(const char *name, unsigned long limit)
{
    void **h = calloc(limit + 1, sizeof *h);
    unsigned long base = devtest_used(name), made = 0, i;
    int rc = CUFW_OK;

    while (made <= limit) {
        rc = strcmp(name, "streams") == 0 ? cufw_stream_create((cufw_stream **)&h[made], 0, 0)
                                          : cufw_event_create((cufw_event **)&h[made], 0);
        if (rc != CUFW_OK)
            break;
        made++;
    }
    ok(rc == CUFW_ERROR_CAPACITY && made == limit - base,
       "%s: %lu created, then CUFW_ERROR_CAPACITY (%s)", name, made, cufw_error_name(rc));
    ok(strstr(cufw_error_detail(), strcmp(name, "streams") == 0 ? "--with-max-streams" : "--with-max-events") != NULL,
       "%s: the detail names the option: %s", name, cufw_error_detail());
    is_uint(limit, devtest_used(name), "%s: all %lu slots in use", name, limit);
    if (made > 0) {
        rc = strcmp(name, "streams") == 0 ? cufw_stream_destroy(h[made - 1]) : cufw_event_destroy(h[made - 1]);
        rc = rc ? rc : strcmp(name, "streams") == 0 ? cufw_stream_create((cufw_stream **)&h[made - 1], 0, 0)
                                                    : cufw_event_create((cufw_event **)&h[made - 1], 0);
    }
    devtest_is(CUFW_OK, rc, "destroying one frees a slot for the next create");
    for (i = 0; i < made; i++)
        rc |= strcmp(name, "streams") == 0 ? cufw_stream_destroy(h[i]) : cufw_event_destroy(h[i]);
    ok(rc == CUFW_OK && devtest_used(name) == base, "%s: all destroyed, %lu in use again", name,
       devtest_used(name));
    free(h);
}

int main(void)
{
    cufw_kernel *spin, *fill, *vadd;
    cufw_stream *a, *b, *hi;
    cufw_event *e, *t0, *t1, *nt;
    cufw_devptr buf, ones, out, done;
    size_t n = 1 << 20, i, bad;
    unsigned value, flags = 99, *mapped;
    long long cycles = 20000000; /* ~10 ms at 2 GHz */
    float ms = -1, *res = malloc(n * 4), *onesh = malloc(n * 4);
    int least = 0, greatest = 0, prio = 99, rc;
    struct cufw_capacity cap;
    unsigned idx;

    devtest_init();
    plan(41);
    spin = devtest_kernel("cufw_spin");
    fill = devtest_kernel("cufw_fill_u32");
    vadd = devtest_kernel("cufw_vadd");
    /* Warm up: with lazy loading, a kernel's first launch in a context may
     * wait for the device to go idle -- which would finish the spin below
     * before the queries that must see it running. */
    {
        long long zero = 0;
        size_t none = 0;
        cufw_devptr nul = 0;
        void *sargs[] = {&zero, &nul};
        void *fargs[] = {&nul, &none, &none};
        void *vargs[] = {&nul, &nul, &nul, &none};

        if (cufw_launch(spin, devtest_dim(1), devtest_dim(1), 0, NULL, sargs) != CUFW_OK ||
            cufw_launch(fill, devtest_dim(1), devtest_dim(1), 0, NULL, fargs) != CUFW_OK ||
            cufw_launch(vadd, devtest_dim(1), devtest_dim(1), 0, NULL, vargs) != CUFW_OK ||
            cufw_device_synchronize() != CUFW_OK)
            bail("warm-up launches failed: %s", cufw_error_detail());
    }
    devtest_is(CUFW_OK, cufw_stream_priority_range(&least, &greatest), "priority range");
    ok(greatest <= least, "greatest priority %d <= least %d", greatest, least);
    devtest_is(CUFW_OK, cufw_stream_create(&a, CUFW_STREAM_NON_BLOCKING, 0), "create non-blocking stream");
    devtest_is(CUFW_OK, cufw_stream_create(&b, 0, 0), "create blocking stream");
    devtest_is(CUFW_OK, cufw_stream_create(&hi, 0, greatest), "create high-priority stream");
    ok(cufw_stream_flags(a, &flags) == CUFW_OK && flags == CUFW_STREAM_NON_BLOCKING, "flags as created");
    ok(cufw_stream_priority(hi, &prio) == CUFW_OK && prio == greatest, "priority as created (%d)", prio);
    devtest_is(CUFW_ERROR_INVALID_ARGUMENT, cufw_stream_create(&a, 0x40, 0), "unknown stream flags");

    /* Event ordering: stream a spins, then fills buf with value; stream b
     * waits for the event recorded after the fill, then adds ones to buf.
     * Without the wait b would read the poison. */
    cufw_malloc(&buf, n * 4);
    cufw_malloc(&ones, n * 4);
    cufw_malloc(&out, n * 4);
    cufw_malloc(&done, 64);
    cufw_memset_d8(done, 0, 64);
    for (i = 0; i < n; i++)
        onesh[i] = 1.0f + (float)(i % 7);
    cufw_memcpy_htod(ones, onesh, n * 4);
    cufw_memset_d32(buf, 0x7fc00bad, n);
    cufw_memset_d32(out, 0x7fc00bad, n);
    value = 0x40400000; /* 3.0f */
    cufw_event_create(&e, CUFW_EVENT_DISABLE_TIMING);
    {
        void *sargs[] = {&cycles, &done};
        void *fargs[] = {&buf, &value, &n};
        void *vargs[] = {&buf, &ones, &out, &n};

        rc = cufw_launch(spin, devtest_dim(1), devtest_dim(32), 0, a, sargs);
        rc = rc ? rc : cufw_launch(fill, devtest_dim(64), devtest_dim(256), 0, a, fargs);
        rc = rc ? rc : cufw_event_record(e, a);
        devtest_is(CUFW_ERROR_NOT_READY, cufw_stream_query(a), "query while the spin runs");
        devtest_is(CUFW_ERROR_NOT_READY, cufw_event_query(e), "event query before it completes");
        rc = rc ? rc : cufw_stream_wait_event(b, e);
        rc = rc ? rc : cufw_launch(vadd, devtest_dim(64), devtest_dim(256), 0, b, vargs);
        rc = rc ? rc : cufw_stream_synchronize(b);
    }
    cufw_memcpy_dtoh(res, out, n * 4);
    for (i = 0, bad = 0; i < n; i++)
        bad += res[i] != 3.0f + onesh[i];
    ok(rc == CUFW_OK && bad == 0, "stream b waited for stream a's event: %zu wrong", bad);
    devtest_is(CUFW_OK, cufw_stream_query(a), "query after completion");
    devtest_is(CUFW_OK, cufw_event_synchronize(e), "event synchronize");
    devtest_is(CUFW_OK, cufw_event_query(e), "event query after completion");

    /* Callback after work on the stream, exactly once, seeing its result. */
    cufw_host_alloc((void **)&mapped, 64, CUFW_HOST_ALLOC_MAPPED);
    mapped[0] = 0;
    callback_watch = mapped;
    {
        cufw_devptr md;
        size_t one = 1;
        unsigned mark = (unsigned)test_rand() | 1u;
        void *sargs[] = {&cycles, &done};
        void *fargs[] = {&md, &mark, &one};

        cufw_host_device_pointer(&md, mapped);
        rc = cufw_launch(spin, devtest_dim(1), devtest_dim(32), 0, b, sargs);
        rc = rc ? rc : cufw_launch(fill, devtest_dim(1), devtest_dim(32), 0, b, fargs);
        rc = rc ? rc : cufw_stream_add_callback(b, on_done, (void *)(uintptr_t)mark);
        rc = rc ? rc : cufw_stream_synchronize(b);
        ok(rc == CUFW_OK && atomic_load(&callback_runs) == 1 && atomic_load(&callback_order_ok) == 1,
           "host callback ran once, after the work before it (runs %d)", atomic_load(&callback_runs));
    }
    devtest_is(CUFW_ERROR_INVALID_ARGUMENT, cufw_stream_add_callback(b, NULL, NULL), "NULL callback");
    cufw_host_free(mapped);

    /* Timing */
    cufw_event_create(&t0, 0);
    cufw_event_create(&t1, CUFW_EVENT_BLOCKING_SYNC);
    {
        void *sargs[] = {&cycles, &done};
        rc = cufw_event_record(t0, a);
        rc = rc ? rc : cufw_launch(spin, devtest_dim(1), devtest_dim(32), 0, a, sargs);
        rc = rc ? rc : cufw_event_record(t1, a);
        devtest_is(CUFW_ERROR_NOT_READY, cufw_event_elapsed(&ms, t0, t1), "elapsed before completion");
        rc = rc ? rc : cufw_event_synchronize(t1);
    }
    ok(rc == CUFW_OK && cufw_event_elapsed(&ms, t0, t1) == CUFW_OK && ms > 1.0f && ms < 10000.0f,
       "elapsed time around a spin of 2e7 cycles: %.3f ms", ms);
    devtest_is(CUFW_ERROR_DRIVER_HANDLE, cufw_event_elapsed(&ms, e, t1), "elapsed with a no-timing event");

    /* Handles */
    cufw_event_create(&nt, 0);
    cufw_event_destroy(nt);
    devtest_is(CUFW_ERROR_INVALID_HANDLE, cufw_event_record(nt, a), "record a destroyed event");
    devtest_is(CUFW_ERROR_INVALID_HANDLE, cufw_stream_destroy(CUFW_STREAM_LEGACY), "destroy the legacy stream");
    devtest_is(CUFW_ERROR_INVALID_HANDLE, cufw_stream_synchronize((cufw_stream *)(void *)((char *)hi + 4)),
               "synchronize a pointer into a stream slot");
    cufw_stream_destroy(hi);
    devtest_is(CUFW_ERROR_INVALID_HANDLE, cufw_stream_query(hi), "query a destroyed stream");
    devtest_is(CUFW_ERROR_INVALID_HANDLE, cufw_stream_destroy(hi), "destroy it twice");

    /* Driver handles: an untracked stream and event, used by cufw as they are */
    {
        void *rs = NULL, *re = NULL, *sargs[] = {&cycles, &done};
        unsigned f = 99;

        devtest_is(CUFW_OK, cufw_stream_create_raw(&rs, CUFW_STREAM_NON_BLOCKING, 0),
                   "an untracked driver stream");
        devtest_is(CUFW_OK, cufw_event_create_raw(&re, 0), "an untracked driver event");
        ok(cufw_stream_flags((cufw_stream *)rs, &f) == CUFW_OK && f == CUFW_STREAM_NON_BLOCKING,
           "its flags, from the driver");
        rc = cufw_launch(spin, devtest_dim(1), devtest_dim(32), 0, (cufw_stream *)rs, sargs);
        rc = rc ? rc : cufw_event_record((cufw_event *)re, (cufw_stream *)rs);
        rc = rc ? rc : cufw_stream_wait_event(a, (cufw_event *)re);
        rc = rc ? rc : cufw_event_synchronize((cufw_event *)re);
        rc = rc ? rc : cufw_stream_synchronize(a);
        devtest_is(CUFW_OK, rc, "launch, record, wait and synchronize with driver handles");
        ok(cufw_stream_raw((cufw_stream *)rs) == rs && cufw_event_raw((cufw_event *)re) == re,
           "their raw handles are themselves");
        devtest_is(CUFW_OK, cufw_event_destroy((cufw_event *)re), "destroy the driver event");
        devtest_is(CUFW_OK, cufw_stream_destroy((cufw_stream *)rs), "destroy the driver stream");
    }

    /* Capacities */
    cufw_capacity_find("streams", &idx);
    cufw_capacity_info(idx, &cap);
    fill_table("streams", cap.limit);
    cufw_capacity_find("events", &idx);
    cufw_capacity_info(idx, &cap);
    fill_table("events", cap.limit);

    cufw_event_destroy(e);
    cufw_event_destroy(t0);
    cufw_event_destroy(t1);
    cufw_stream_destroy(a);
    cufw_stream_destroy(b);
    cufw_free(buf);
    cufw_free(ones);
    cufw_free(out);
    cufw_free(done);
    free(res);
    free(onesh);
    return 0;
}
