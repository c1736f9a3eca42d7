/* SPDX-License-Identifier: MIT */
/*
 * core/init.c -- cufw_init: the one place where cufw starts talking to the
 * driver.
 *
 * A mutex (statically initialised: no allocation) serialises the first
 * initialisation; cufw__init_ready is then set with release order, and every
 * other entry point checks it with one acquire load. A failed attempt
 * leaves cufw__init_ready at 0 and is retried by the next call.
 */
#include "inner.h"

#include <string.h>

CUFW_HIDDEN atomic_int cufw__init_ready;
static pthread_mutex_t init_lock = PTHREAD_MUTEX_INITIALIZER;
static int driver_loaded; /* the dispatch table is filled */

int cufw__init_not_ready(void)
{
    return cufw__error_fail(CUFW_ERROR_NOT_INITIALIZED,
                            "cufw_init() has not been called or did not succeed");
}

static int enumerate_devices(void)
{
    int n = 0, i;
    CUresult r;

    r = CUFW_DRV(cuDeviceGetCount)(&n);
    if (r != CUDA_SUCCESS) {
        cufw__error_driver(r, "cuDeviceGetCount");
        return CUFW_ERROR_DRIVER_INIT;
    }
    CUFW_RETURN_IF(n <= 0, CUFW_ERROR_NO_DEVICE, "the driver reports no CUDA device");
    if (n > CUFW_MAX_DEVICES)
        n = CUFW_MAX_DEVICES; /* the rest are out of reach; cufw-info says so */
    for (i = 0; i < n; i++) {
        r = CUFW_DRV(cuDeviceGet)(&cufw__devices[i].dev, i);
        if (r != CUDA_SUCCESS) {
            cufw__error_driver(r, "cuDeviceGet");
            return CUFW_ERROR_DRIVER_INIT;
        }
    }
    cufw__device_count = n;
    cufw_capacity_account(CUFW_CAPACITY_DEVICES, n);
    return CUFW_OK;
}

int cufw_init(void)
{
    CUresult r;
    int rc = CUFW_OK;

    if (atomic_load_explicit(&cufw__init_ready, memory_order_acquire))
        return CUFW_OK;
    pthread_mutex_lock(&init_lock);
    if (atomic_load_explicit(&cufw__init_ready, memory_order_relaxed))
        goto out;
    if (!driver_loaded) {
        rc = cufw__driver_load();
        if (rc != CUFW_OK)
            goto out;
        driver_loaded = 1;
    }
    r = CUFW_DRV(cuInit)(0);
    if (r == CUDA_ERROR_NO_DEVICE) {
        rc = cufw__error_driver(r, "cuInit");
        goto out;
    }
    if (r != CUDA_SUCCESS) {
        cufw__error_driver(r, "cuInit");
        rc = CUFW_ERROR_DRIVER_INIT;
        goto out;
    }
    if (cufw__device_count == 0) {
        rc = enumerate_devices();
        if (rc != CUFW_OK)
            goto out;
    }
    atomic_store_explicit(&cufw__init_ready, 1, memory_order_release);
out:
    pthread_mutex_unlock(&init_lock);
    return rc;
}

int cufw_driver_version(int *version)
{
    int v;

    CUFW_RETURN_IF(version == NULL, CUFW_ERROR_INVALID_ARGUMENT,
                   "cufw_driver_version: NULL version");
    pthread_mutex_lock(&init_lock);
    v = cufw__driver_version_value();
    pthread_mutex_unlock(&init_lock);
    if (v == 0)
        return cufw__init_not_ready();
    *version = v;
    return CUFW_OK;
}

const char *cufw_driver_path(void)
{
    return cufw__driver_path();
}

int cufw_cuda_version(void)
{
    return CUDA_VERSION;
}

const char *cufw_version(void)
{
    return CUFW_VERSION;
}

unsigned cufw_version_number(void)
{
    return CUFW_VERSION_NUMBER;
}

/* The ident: one line in .comment -- not loaded, kept by strip and by
 * --gc-sections, merged with its copies -- in every program that links this
 * file, which every program on cufw does (cufw_init is here). %progbits,
 * not @progbits: '@' starts a comment in the ARM assembler. */
__asm__(".pushsection .comment,\"MS\",%progbits,1\n"
        "\t.string \"cufw " CUFW_VERSION "\"\n"
        "\t.popsection");
