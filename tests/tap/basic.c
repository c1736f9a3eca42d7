/* SPDX-License-Identifier: MIT */
/*
 * TAP output for cufw's tests: see basic.h. The state is a few counters; at
 * exit the plan is checked and the exit status reflects the result.
 */
#define _POSIX_C_SOURCE 200809L
#include "basic.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static unsigned long tap_planned;
static unsigned long tap_run;
static unsigned long tap_failed;
static int tap_lazy;
static int tap_registered;
static unsigned long long tap_rng = 0x9E3779B97F4A7C15ull;

static void tap_finish(void)
{
    fflush(stderr);
    if (tap_lazy)
        printf("1..%lu\n", tap_run);
    else if (tap_planned != tap_run)
        printf("# planned %lu tests but ran %lu\n", tap_planned, tap_run);
    fflush(stdout);
    if (tap_failed > 0 || (!tap_lazy && tap_planned != tap_run))
        _Exit(1);
}

static void tap_register(void)
{
    if (tap_registered)
        return;
    tap_registered = 1;
    setvbuf(stdout, NULL, _IOLBF, 0);
    atexit(tap_finish);
}

void plan(unsigned long count)
{
    tap_register();
    tap_planned = count;
    printf("1..%lu\n", count);
    fflush(stdout);
}

void plan_lazy(void)
{
    tap_register();
    tap_lazy = 1;
}

void skip_all(const char *fmt, ...)
{
    va_list ap;

    fflush(stdout);
    printf("1..0 # SKIP ");
    va_start(ap, fmt);
    vprintf(fmt, ap);
    va_end(ap);
    printf("\n");
    fflush(stdout);
    _Exit(0);
}

static int report(int success, const char *fmt, va_list ap)
{
    tap_register();
    tap_run++;
    if (!success)
        tap_failed++;
    printf("%sok %lu", success ? "" : "not ", tap_run);
    if (fmt != NULL && *fmt != '\0') {
        printf(" - ");
        vprintf(fmt, ap);
    }
    printf("\n");
    fflush(stdout);
    return success;
}

int ok(int success, const char *fmt, ...)
{
    va_list ap;

    va_start(ap, fmt);
    report(success != 0, fmt, ap);
    va_end(ap);
    return success != 0;
}

int is_int(long long wanted, long long seen, const char *fmt, ...)
{
    va_list ap;
    int success = wanted == seen;

    va_start(ap, fmt);
    report(success, fmt, ap);
    va_end(ap);
    if (!success)
        diag("wanted: %lld\n#   seen: %lld", wanted, seen);
    return success;
}

int is_uint(unsigned long long wanted, unsigned long long seen, const char *fmt, ...)
{
    va_list ap;
    int success = wanted == seen;

    va_start(ap, fmt);
    report(success, fmt, ap);
    va_end(ap);
    if (!success)
        diag("wanted: %llu\n#   seen: %llu", wanted, seen);
    return success;
}

int is_string(const char *wanted, const char *seen, const char *fmt, ...)
{
    va_list ap;
    int success;

    if (wanted == NULL || seen == NULL)
        success = wanted == seen;
    else
        success = strcmp(wanted, seen) == 0;
    va_start(ap, fmt);
    report(success, fmt, ap);
    va_end(ap);
    if (!success)
        diag("wanted: %s\n#   seen: %s", wanted ? wanted : "(null)", seen ? seen : "(null)");
    return success;
}

int is_mem(const void *wanted, const void *seen, size_t len, const char *fmt, ...)
{
    va_list ap;
    int success = wanted != NULL && seen != NULL && memcmp(wanted, seen, len) == 0;

    va_start(ap, fmt);
    report(success, fmt, ap);
    va_end(ap);
    if (!success && wanted != NULL && seen != NULL) {
        const unsigned char *w = wanted, *s = seen;
        size_t i;

        for (i = 0; i < len && w[i] == s[i]; i++)
            continue;
        diag("memory differs at byte %zu of %zu: wanted %02x, seen %02x", i, len, w[i], s[i]);
    }
    return success;
}

void skip(unsigned long count, const char *fmt, ...)
{
    va_list ap;
    unsigned long i;

    tap_register();
    for (i = 0; i < count; i++) {
        tap_run++;
        printf("ok %lu # skip ", tap_run);
        va_start(ap, fmt);
        vprintf(fmt, ap);
        va_end(ap);
        printf("\n");
    }
    fflush(stdout);
}

void diag(const char *fmt, ...)
{
    va_list ap;

    fflush(stdout);
    printf("# ");
    va_start(ap, fmt);
    vprintf(fmt, ap);
    va_end(ap);
    printf("\n");
    fflush(stdout);
}

void bail(const char *fmt, ...)
{
    va_list ap;

    fflush(stdout);
    printf("Bail out! ");
    va_start(ap, fmt);
    vprintf(fmt, ap);
    va_end(ap);
    printf("\n");
    fflush(stdout);
    _Exit(255);
}

unsigned long tap_failures(void)
{
    return tap_failed;
}

int test_env_is(const char *name, const char *value)
{
    const char *set = getenv(name);

    return set != NULL && strcmp(set, value) == 0;
}

int device_tests_wanted(void)
{
    if (test_env_is("CUFW_DEVICE_TESTS", "no"))
        skip_all("device tests disabled (--enable-device-tests=no)");
    return 1;
}

void device_unavailable(const char *fmt, ...)
{
    char reason[512];
    va_list ap;

    va_start(ap, fmt);
    vsnprintf(reason, sizeof reason, fmt, ap);
    va_end(ap);
    if (test_env_is("CUFW_DEVICE_TESTS", "yes"))
        bail("device tests required (--enable-device-tests=yes) but: %s", reason);
    skip_all("%s", reason);
}

const char *test_file_path(const char *name, char *buf, size_t len)
{
    const char *dir = getenv("CUFW_TEST_BUILDDIR");

    snprintf(buf, len, "%s/%s", dir != NULL ? dir : ".", name);
    return buf;
}

unsigned test_seed(void)
{
    const char *env = getenv("CUFW_TEST_SEED");

    if (env != NULL && *env != '\0')
        return (unsigned)strtoul(env, NULL, 0);
    return (unsigned)time(NULL);
}

void test_rand_seed(void)
{
    const char *env = getenv("CUFW_TEST_SEED");
    unsigned long long seed;

    if (env != NULL && *env != '\0')
        seed = strtoull(env, NULL, 0);
    else
        seed = (unsigned long long)time(NULL) ^ ((unsigned long long)clock() << 32);
    if (seed == 0)
        seed = 1;
    tap_rng = seed;
    diag("random seed %llu (set CUFW_TEST_SEED to repeat)", seed);
}

unsigned long long test_rand(void)
{
    tap_rng ^= tap_rng >> 12;
    tap_rng ^= tap_rng << 25;
    tap_rng ^= tap_rng >> 27;
    return tap_rng * 0x2545F4914F6CDD1Dull;
}

float test_randf(void)
{
    /* uniform in [-1, 1) with 24 bits */
    return (float)((double)(test_rand() >> 40) / 8388608.0 - 1.0);
}
