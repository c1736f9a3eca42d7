/* SPDX-License-Identifier: MIT */
/*
 * tests/core/stress-t.c -- 16 host threads x 10000 mixed operations each:
 * launches with copies in and out on the thread's stream (random sizes,
 * random data, every element checked), fills read back, streams and events
 * created, used and destroyed. At the end every table is where it started:
 * nothing leaked, nothing crashed, every result right.
 */
#define _POSIX_C_SOURCE 200809L
#include "config.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tests/core/devtest.h"
#include "tests/tap/basic.h"

#define THREADS 16
#define OPS 10000
#define MAXN 2048

struct job {
    struct devtest_job base; /* first */
    int failures, done[4];
    char why[200];
};

static int ndev;
static cufw_kernel *vadd;

#define FAIL(j, ...)                                                                            \
    do {                                                                                        \
        if ((j)->failures++ == 0)                                                               \
            snprintf((j)->why, sizeof (j)->why, __VA_ARGS__);                                   \
    } while (0)

static void *worker(void *arg)
{
    struct job *j = arg;
    float a[MAXN], b[MAXN], c[MAXN];
    unsigned w[MAXN];
    cufw_devptr da, db, dc;
    cufw_stream *s;
    int op, rc;

    if (cufw_device_set_current(j->base.index % ndev) ||
        cufw_stream_create(&s, CUFW_STREAM_NON_BLOCKING, 0) ||
        devtest_malloc3(&da, &db, &dc, MAXN * 4)) {
        FAIL(j, "setup: %s", cufw_error_detail());
        return NULL;
    }
    for (op = 0; op < OPS; op++) {
        unsigned kind = (unsigned)(devtest_next(&j->base.seed) % 4);
        size_t n = 1 + devtest_next(&j->base.seed) % MAXN, i;

        j->done[kind]++;
        if (kind == 0) { /* launch with copies in and out */
            void *args[] = {&da, &db, &dc, &n};

            for (i = 0; i < n; i++) {
                a[i] = (float)(devtest_next(&j->base.seed) % 1000);
                b[i] = (float)(devtest_next(&j->base.seed) % 1000);
                c[i] = -1.0f;
            }
            rc = cufw_memcpy_htod_async(da, a, n * 4, s);
            rc = rc ? rc : cufw_memcpy_htod_async(db, b, n * 4, s);
            rc = rc ? rc : cufw_launch(vadd, devtest_dim((unsigned)(n + 127) / 128), devtest_dim(128), 0, s, args);
            rc = rc ? rc : cufw_memcpy_dtoh_async(c, dc, n * 4, s);
            rc = rc ? rc : cufw_stream_synchronize(s);
            for (i = 0; rc == CUFW_OK && i < n; i++)
                if (c[i] != a[i] + b[i]) {
                    FAIL(j, "op %d: vadd element %zu wrong", op, i);
                    break;
                }
        } else if (kind == 1) { /* fill and read back */
            unsigned v = (unsigned)devtest_next(&j->base.seed);

            rc = cufw_memset_d32_async(dc, v, n, s);
            rc = rc ? rc : cufw_memcpy_dtoh_async(w, dc, n * 4, s);
            rc = rc ? rc : cufw_stream_synchronize(s);
            for (i = 0; rc == CUFW_OK && i < n; i++)
                if (w[i] != v) {
                    FAIL(j, "op %d: fill word %zu wrong", op, i);
                    break;
                }
        } else if (kind == 2) { /* a stream's life */
            cufw_stream *t;

            rc = cufw_stream_create(&t, 0, 0);
            rc = rc ? rc : cufw_memset_d8_async(da, 1, n, t);
            rc = rc ? rc : cufw_stream_synchronize(t);
            rc = rc ? rc : cufw_stream_destroy(t);
        } else { /* an event's life */
            unsigned flags = devtest_next(&j->base.seed) % 2 ? CUFW_EVENT_DISABLE_TIMING : 0;
            cufw_event *e;

            rc = cufw_event_create(&e, flags);
            rc = rc ? rc : cufw_event_record(e, s);
            rc = rc ? rc : cufw_event_synchronize(e);
            rc = rc ? rc : cufw_event_query(e);
            rc = rc ? rc : cufw_event_destroy(e);
        }
        if (rc != CUFW_OK)
            FAIL(j, "op %d (kind %u): %s: %s", op, kind, cufw_error_name(rc), cufw_error_detail());
    }
    devtest_free3(da, db, dc);
    cufw_stream_destroy(s);
    return NULL;
}

int main(void)
{
    pthread_t t[THREADS];
    struct job jobs[THREADS];
    struct devtest_slots slots;
    int i, failures = 0, kinds[4] = {0, 0, 0, 0}, k;

    ndev = devtest_init();
    plan(3);
    vadd = devtest_kernel("cufw_vadd");
    devtest_slots_get(&slots);
    devtest_start(t, THREADS, worker, jobs, sizeof jobs[0]);
    for (i = 0; i < THREADS; i++) {
        pthread_join(t[i], NULL);
        failures += jobs[i].failures;
        for (k = 0; k < 4; k++)
            kinds[k] += jobs[i].done[k];
        if (jobs[i].failures)
            diag("thread %d: %d failures, first: %s", i, jobs[i].failures, jobs[i].why);
    }
    is_int(0, failures, "%d threads x %d operations on %d device%s: all succeeded, all results right",
           THREADS, OPS, ndev, ndev == 1 ? "" : "s");
    ok(kinds[0] > 0 && kinds[1] > 0 && kinds[2] > 0 && kinds[3] > 0,
       "every kind ran: %d launches, %d fills, %d stream lives, %d event lives", kinds[0], kinds[1],
       kinds[2], kinds[3]);
    ok(devtest_slots_same(&slots),
       "no stream or event slot leaked (%lu streams, %lu events in use)", devtest_used("streams"),
       devtest_used("events"));
    return 0;
}
