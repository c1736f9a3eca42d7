/* SPDX-License-Identifier: MIT */
/*
 * tests/core/devtest.c -- see devtest.h.
 */
#include "config.h"

#include "devtest.h"

#include <stdlib.h>
#include <string.h>

#include "tests/tap/basic.h"

int devtest_init(void)
{
    int rc, n = 0;

    device_tests_wanted();
    rc = cufw_init();
    if (rc == CUFW_ERROR_NO_DRIVER || rc == CUFW_ERROR_NO_DEVICE || rc == CUFW_ERROR_DRIVER_SYMBOL ||
        rc == CUFW_ERROR_DRIVER_TOO_OLD || rc == CUFW_ERROR_DRIVER_INIT)
        device_unavailable("%s: %s", cufw_error_name(rc), cufw_error_detail());
    if (rc != CUFW_OK)
        bail("cufw_init: %s: %s", cufw_error_name(rc), cufw_error_detail());
    if (cufw_device_count(&n) != CUFW_OK || n < 1)
        bail("cufw_device_count failed after cufw_init succeeded");
    test_rand_seed();
    return n;
}

cufw_kernel *devtest_kernel(const char *name)
{
    cufw_kernel *k = NULL;
    int rc = cufw_kernel_find(name, &k);

    if (rc != CUFW_OK)
        bail("kernel %s: %s: %s", name, cufw_error_name(rc), cufw_error_detail());
    return k;
}

cufw_dim3 devtest_dim(unsigned x)
{
    cufw_dim3 d;

    d.x = x;
    d.y = 1;
    d.z = 1;
    return d;
}

void devtest_randf(float *p, size_t n)
{
    size_t i;

    for (i = 0; i < n; i++)
        p[i] = test_randf();
}

void devtest_randu(unsigned *p, size_t n)
{
    size_t i;

    for (i = 0; i < n; i++)
        p[i] = (unsigned)test_rand();
}

unsigned long long devtest_next(unsigned long long *state)
{
    *state ^= *state << 13;
    *state ^= *state >> 7;
    *state ^= *state << 17;
    return *state;
}

unsigned long devtest_used(const char *name)
{
    unsigned idx;
    struct cufw_capacity c;

    if (cufw_capacity_find(name, &idx) != CUFW_OK || cufw_capacity_info(idx, &c) != CUFW_OK)
        bail("no capacity called %s", name);
    return c.used;
}

void devtest_slots_get(struct devtest_slots *s)
{
    s->streams = devtest_used("streams");
    s->events = devtest_used("events");
}

int devtest_slots_same(const struct devtest_slots *before)
{
    struct devtest_slots now;

    devtest_slots_get(&now);
    return now.streams == before->streams && now.events == before->events;
}

void devtest_start(pthread_t *t, unsigned n, void *(*worker)(void *), void *jobs, size_t size)
{
    unsigned i;

    for (i = 0; i < n; i++) {
        struct devtest_job *job = (struct devtest_job *)((char *)jobs + i * size);

        memset(job, 0, size);
        job->index = (int)i;
        job->seed = test_rand() | 1;
        if (pthread_create(&t[i], NULL, worker, job) != 0)
            bail("pthread_create failed");
    }
}

int devtest_malloc3(cufw_devptr *a, cufw_devptr *b, cufw_devptr *c, size_t bytes)
{
    int rc = cufw_malloc(a, bytes);

    rc = rc ? rc : cufw_malloc(b, bytes);
    return rc ? rc : cufw_malloc(c, bytes);
}

void devtest_free3(cufw_devptr a, cufw_devptr b, cufw_devptr c)
{
    cufw_free(a);
    cufw_free(b);
    cufw_free(c);
}

int devtest_is(int want, int rc, const char *what)
{
    int good = rc == want;

    ok(good, "%s: %s", what, cufw_error_name(want));
    if (!good)
        diag("got %s (driver %d): %s", cufw_error_name(rc), cufw_driver_result(),
             cufw_error_detail());
    return good;
}
