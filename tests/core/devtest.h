/* SPDX-License-Identifier: MIT */
/*
 * tests/core/devtest.h -- shared pieces of the core device tests: start
 * cufw or skip cleanly, find kernels, random data, checks.
 */
#ifndef CUFW_TESTS_DEVTEST_H
#define CUFW_TESTS_DEVTEST_H

#include <pthread.h>
#include <stddef.h>

#include <cufw/cufw.h>

/* Start cufw; skip (or bail with --enable-device-tests=yes) when there is
 * no driver or device. Returns the device count. */
int devtest_init(void);

/* The embedded kernel called name; bails if it is missing. */
cufw_kernel *devtest_kernel(const char *name);

/* A 1-D dimension. */
cufw_dim3 devtest_dim(unsigned x);

/* Fill with random floats in [-1, 1) / random words. */
void devtest_randf(float *p, size_t n);
void devtest_randu(unsigned *p, size_t n);

/* The next number of a thread's own xorshift generator (*state not 0). */
unsigned long long devtest_next(unsigned long long *state);

/* Slots of the capacity called name in use now. */
unsigned long devtest_used(const char *name);

/* The stream and event slots in use: taken before a test, compared after
 * it (1 when as many are in use again: the test leaked none). */
struct devtest_slots {
    unsigned long streams, events;
};
void devtest_slots_get(struct devtest_slots *s);
int devtest_slots_same(const struct devtest_slots *before);

/* What each thread of a threaded test starts with, at the start of its job:
 * its index and the state of its own generator (devtest_next). */
struct devtest_job {
    int index;
    unsigned long long seed;
};
/* Start worker on n threads t[0..n), thread i on the job at jobs + i * size
 * (zeroed, then its struct devtest_job filled in); bails out when one
 * cannot be started. */
void devtest_start(pthread_t *t, unsigned n, void *(*worker)(void *), void *jobs, size_t size);

/* Three device buffers of bytes each (a vadd's or a triad's): CUFW_OK or
 * the first failure. devtest_free3 gives them back. */
int devtest_malloc3(cufw_devptr *a, cufw_devptr *b, cufw_devptr *c, size_t bytes);
void devtest_free3(cufw_devptr a, cufw_devptr b, cufw_devptr c);

/* Report a cufw call: ok when rc == want, with the error name and detail
 * in the diagnostics otherwise. */
int devtest_is(int want, int rc, const char *what);

#endif
