/* SPDX-License-Identifier: MIT */
/*
 * tests/core/threads-t.c -- 8 host threads at once, each with its own
 * stream (and, on a multi-GPU machine, alternating devices): random-size
 * copies and kernels on random data checked against the CPU, events created
 * and destroyed; afterwards every table is back where it was.
 */
#define _POSIX_C_SOURCE 200809L
#include "config.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tests/core/devtest.h"
#include "tests/tap/basic.h"

#define THREADS 8
#define ROUNDS 60

struct job {
    struct devtest_job base; /* first */
    int device, failures, device_seen;
    char why[200];
};

static int ndev;

static void *worker(void *arg)
{
    struct job *j = arg;
    cufw_kernel *vadd = devtest_kernel("cufw_vadd");
    cufw_stream *s;
    int r;

    j->device = j->base.index % ndev;
    if ((r = cufw_device_set_current(j->device)) != CUFW_OK || (r = cufw_stream_create(&s, 0, 0)) != CUFW_OK) {
        snprintf(j->why, sizeof j->why, "setup: %s %s", cufw_error_name(r), cufw_error_detail());
        j->failures++;
        return NULL;
    }
    cufw_device_current(&j->device_seen);
    for (int round = 0; round < ROUNDS; round++) {
        size_t n = 1 + devtest_next(&j->base.seed) % 300000, i;
        float *a = malloc(n * 4), *b = malloc(n * 4), *c = malloc(n * 4);
        cufw_devptr da, db, dc;
        cufw_event *e;
        void *args[] = {&da, &db, &dc, &n};
        int rc;

        for (i = 0; i < n; i++) {
            a[i] = (float)(devtest_next(&j->base.seed) % 100000) / 7.0f;
            b[i] = (float)(devtest_next(&j->base.seed) % 100000) / 3.0f;
        }
        memset(c, 0xff, n * 4);
        rc = devtest_malloc3(&da, &db, &dc, n * 4);
        rc = rc ? rc : cufw_event_create(&e, CUFW_EVENT_DISABLE_TIMING);
        rc = rc ? rc : cufw_memcpy_htod_async(da, a, n * 4, s);
        rc = rc ? rc : cufw_memcpy_htod_async(db, b, n * 4, s);
        rc = rc ? rc : cufw_memset_d32_async(dc, 0x7fc00bad, n, s);
        rc = rc ? rc : cufw_launch(vadd, devtest_dim((unsigned)((n + 255) / 256)), devtest_dim(256), 0, s, args);
        rc = rc ? rc : cufw_event_record(e, s);
        rc = rc ? rc : cufw_memcpy_dtoh_async(c, dc, n * 4, s);
        rc = rc ? rc : cufw_event_synchronize(e);
        rc = rc ? rc : cufw_stream_synchronize(s);
        rc = rc ? rc : cufw_event_destroy(e);
        for (i = 0; rc == CUFW_OK && i < n; i++)
            if (c[i] != a[i] + b[i]) {
                rc = -1;
                break;
            }
        if (rc != CUFW_OK) {
            j->failures++;
            snprintf(j->why, sizeof j->why, "round %d n=%zu: %s %s", round, n,
                     rc == -1 ? "wrong result" : cufw_error_name(rc), rc == -1 ? "" : cufw_error_detail());
        }
        devtest_free3(da, db, dc);
        free(a);
        free(b);
        free(c);
    }
    cufw_stream_destroy(s);
    return NULL;
}

int main(void)
{
    pthread_t t[THREADS];
    struct job jobs[THREADS];
    struct devtest_slots slots;
    int i, failures = 0, devices_ok = 0;

    ndev = devtest_init();
    plan(3 + (ndev > 1));
    devtest_kernel("cufw_vadd"); /* look it up once before the threads race */
    devtest_slots_get(&slots);
    devtest_start(t, THREADS, worker, jobs, sizeof jobs[0]);
    for (i = 0; i < THREADS; i++) {
        pthread_join(t[i], NULL);
        failures += jobs[i].failures;
        devices_ok += jobs[i].device_seen == jobs[i].device;
        if (jobs[i].failures)
            diag("thread %d: %s", i, jobs[i].why);
    }
    is_int(0, failures, "%d threads x %d rounds of copies and kernels: all results right", THREADS, ROUNDS);
    is_int(THREADS, devices_ok, "each thread kept its own current device");
    ok(devtest_slots_same(&slots), "no stream or event slot leaked");
    if (ndev > 1)
        ok(1, "ran on %d devices (threads alternate between them)", ndev);
    return 0;
}
