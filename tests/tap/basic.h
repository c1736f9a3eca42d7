/* SPDX-License-Identifier: MIT */
/*
 * A small TAP library for cufw's tests (in the spirit of C TAP Harness).
 *
 * plan() announces the number of tests, ok() and friends report one each,
 * skip_all() ends the program with a "1..0 # SKIP" plan, bail() aborts the
 * whole run. At exit, a mismatch between the plan and the tests run, or any
 * failure, makes the exit status non-zero.
 */
#ifndef CUFW_TESTS_TAP_BASIC_H
#define CUFW_TESTS_TAP_BASIC_H

#include <stddef.h>

#if defined(__GNUC__)
#define TAP_PRINTF(f, a) __attribute__((format(printf, f, a)))
#define TAP_NORETURN __attribute__((noreturn))
#else
#define TAP_PRINTF(f, a)
#define TAP_NORETURN
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* Announce count tests. Call once, before the first test. */
void plan(unsigned long count);
/* Plan lazily: the plan line is printed at exit with the number run. */
void plan_lazy(void);
/* Print "1..0 # SKIP reason" and exit 0. */
TAP_NORETURN void skip_all(const char *fmt, ...) TAP_PRINTF(1, 2);

/* Report one test; each returns the success as 0/1. */
int ok(int success, const char *fmt, ...) TAP_PRINTF(2, 3);
int is_int(long long wanted, long long seen, const char *fmt, ...) TAP_PRINTF(3, 4);
int is_uint(unsigned long long wanted, unsigned long long seen, const char *fmt, ...)
    TAP_PRINTF(3, 4);
int is_string(const char *wanted, const char *seen, const char *fmt, ...) TAP_PRINTF(3, 4);
int is_mem(const void *wanted, const void *seen, size_t len, const char *fmt, ...) TAP_PRINTF(4, 5);
/* Report count tests as skipped. */
void skip(unsigned long count, const char *fmt, ...) TAP_PRINTF(2, 3);

/* A comment line on the TAP stream (to stdout, prefixed "# "). */
void diag(const char *fmt, ...) TAP_PRINTF(1, 2);
/* Abort the test program: "Bail out! reason", exit 255. */
TAP_NORETURN void bail(const char *fmt, ...) TAP_PRINTF(1, 2);

/* Number of failures so far. */
unsigned long tap_failures(void);

/*
 * Device tests: returns 1 when device tests may run. With
 * CUFW_DEVICE_TESTS=no it calls skip_all(); otherwise the caller probes the
 * GPU and, when there is none, calls device_unavailable(reason), which skips
 * (auto) or bails (yes).
 */
int device_tests_wanted(void);
TAP_NORETURN void device_unavailable(const char *fmt, ...) TAP_PRINTF(1, 2);

/* 1 when the environment variable name is set to value. */
int test_env_is(const char *name, const char *value);

/* Path of a test data file: $CUFW_TEST_BUILDDIR/name (default "."). */
const char *test_file_path(const char *name, char *buf, size_t len);

/* Deterministic pseudo-random numbers (xorshift64*), seeded from
 * CUFW_TEST_SEED or the clock; the seed is printed as a diag line. */
void test_rand_seed(void);
/* A seed for a test's own generator (srand): CUFW_TEST_SEED, or the clock;
 * the test prints it, so that a failing run can be repeated. */
unsigned test_seed(void);
unsigned long long test_rand(void);
float test_randf(void);

#ifdef __cplusplus
}
#endif

#endif
