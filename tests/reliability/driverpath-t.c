/* SPDX-License-Identifier: MIT */
/*
 * tests/reliability/driverpath-t.c -- cufw_init retried with another
 * CUFW_LIBCUDA each time (issue 13, L10): every attempt opens the library
 * the environment names then, and cufw_driver_path() and the detail name
 * the library that attempt opened or tried; once an attempt succeeds the
 * library is kept. Meanwhile a second thread reads cufw_driver_path()
 * without pause (L9: it must always see a whole, known path; a build with
 * ThreadSanitizer checks that the publication is race-free).
 */
#define _POSIX_C_SOURCE 200809L
#include "config.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>

#include <cufw/cufw.h>

#include "tests/reliability/fakectl.h"
#include "tests/tap/basic.h"

#define MISSING "/nonexistent/cufw-driverpath-t/libcuda.so.1"
#define NOT_A_DRIVER "libc.so.6"

static const char *known[4];
static atomic_int stop;
static atomic_ulong reads, unknown;

static void *reader(void *arg)
{
    (void)arg;
    while (!atomic_load(&stop)) {
        const char *p = cufw_driver_path();
        int i, hit = 0;

        for (i = 0; i < 4; i++)
            hit |= p != NULL && known[i] != NULL && strcmp(p, known[i]) == 0;
        if (!hit)
            atomic_fetch_add(&unknown, 1);
        atomic_fetch_add(&reads, 1);
    }
    return NULL;
}

static void attempt(const char *path, int want, const char *what)
{
    int rc;

    setenv("CUFW_LIBCUDA", path, 1);
    rc = cufw_init();
    is_int(want, rc, "%s: %s", what, cufw_error_name(want));
    is_string(path, cufw_driver_path(), "%s: cufw_driver_path names it", what);
    if (rc != CUFW_OK)
        ok(strstr(cufw_error_detail(), path) != NULL, "%s: so does the detail: %s", what,
           cufw_error_detail());
}

int main(void)
{
    pthread_t t;
    const char *fake_lib;

    plan(14);
    fake_use();
    fake_lib = fake_path();
    known[0] = cufw_driver_path(); /* the configured name */
    known[1] = MISSING;
    known[2] = fake_lib;
    known[3] = NOT_A_DRIVER;
    if (pthread_create(&t, NULL, reader, NULL) != 0)
        bail("pthread_create");

    attempt(MISSING, CUFW_ERROR_NO_DRIVER, "no such file");
    fake.set_version(FAKE_OLD_X0);
    attempt(fake_lib, CUFW_ERROR_DRIVER_TOO_OLD, "the stand-in, as a CUDA " FAKE_OLD_X0_DOTTED
            " driver");
    /* the stand-in was opened by the last attempt: this one must open
     * the library named now, not use the old one under the new name */
    attempt(NOT_A_DRIVER, CUFW_ERROR_DRIVER_SYMBOL, "the C library, not a driver");
    fake.set_version(cufw_cuda_version());
    attempt(fake_lib, CUFW_OK, "the stand-in again, new enough");

    setenv("CUFW_LIBCUDA", MISSING, 1);
    is_int(CUFW_OK, cufw_init(), "after success, a changed CUFW_LIBCUDA changes nothing");
    is_string(fake_lib, cufw_driver_path(), "... and the path stays the loaded one");

    atomic_store(&stop, 1);
    pthread_join(t, NULL);
    is_int(0, (long long)atomic_load(&unknown),
           "a thread reading cufw_driver_path meanwhile always saw a known path (%lu reads)",
           atomic_load(&reads));
    return 0;
}
