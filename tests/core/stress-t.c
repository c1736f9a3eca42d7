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
    int index, failures, done[4];
    unsigned long long seed;
    char why[200];
};

static int ndev;
static cufw_kernel *vadd;

static unsigned long long next(unsigned long long *s)
{
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    return *s;
}

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

    if (cufw_device_set_current(j->index % ndev) || cufw_stream_create(&s, CUFW_STREAM_NON_BLOCKING, 0) ||
        cufw_malloc(&da, MAXN * 4) || cufw_malloc(&db, MAXN * 4) || cufw_malloc(&dc, MAXN * 4)) {
        FAIL(j, "setup: %s", cufw_error_detail());
        return NULL;
    }
    for (op = 0; op < OPS; op++) {
        unsigned kind = (unsigned)(next(&j->seed) % 4);
        size_t n = 1 + next(&j->seed) % MAXN, i;

        j->done[kind]++;
        if (kind == 0) { /* launch with copies in and out */
            void *args[] = {&da, &db, &dc, &n};

            for (i = 0; i < n; i++) {
                a[i] = (float)(next(&j->seed) % 1000);
                b[i] = (float)(next(&j->seed) % 1000);
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
            unsigned v = (unsigned)next(&j->seed);

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
            cufw_event *e;

            rc = cufw_event_create(&e, next(&j->seed) % 2 ? CUFW_EVENT_DISABLE_TIMING : 0);
            rc = rc ? rc : cufw_event_record(e, s);
            rc = rc ? rc : cufw_event_synchronize(e);
            rc = rc ? rc : cufw_event_query(e);
            rc = rc ? rc : cufw_event_destroy(e);
        }
        if (rc != CUFW_OK)
            FAIL(j, "op %d (kind %u): %s: %s", op, kind, cufw_error_name(rc), cufw_error_detail());
    }
    cufw_free(da);
    cufw_free(db);
    cufw_free(dc);
    cufw_stream_destroy(s);
    return NULL;
}

static unsigned long used(const char *name)
{
    unsigned idx;
    struct cufw_capacity c;

    cufw_capacity_find(name, &idx);
    cufw_capacity_info(idx, &c);
    return c.used;
}

int main(void)
{
    pthread_t t[THREADS];
    struct job jobs[THREADS];
    unsigned long streams0, events0;
    int i, failures = 0, kinds[4] = {0, 0, 0, 0}, k;

    ndev = devtest_init();
    plan(3);
    vadd = devtest_kernel("cufw_vadd");
    streams0 = used("streams");
    events0 = used("events");
    for (i = 0; i < THREADS; i++) {
        memset(&jobs[i], 0, sizeof jobs[i]);
        jobs[i].index = i;
        jobs[i].seed = test_rand() | 1;
        if (pthread_create(&t[i], NULL, worker, &jobs[i]) != 0)
            bail("pthread_create");
    }
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
    ok(used("streams") == streams0 && used("events") == events0,
       "no stream or event slot leaked (%lu streams, %lu events in use)", used("streams"),
       used("events"));
    return 0;
}
