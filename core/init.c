/* SPDX-License-Identifier: MIT */
/*
 * core/init.c -- cufw_init: the start-up, the one place where cufw starts
 * talking to the driver.
 *
 * IMPLEMENTATION NOTES
 * Like NVIDIA's cudart, cufw does not link the driver: it dlopen()s
 * libcuda.so.1 (the one name every driver install provides), takes one
 * symbol from it with dlsym -- cuGetProcAddress_v2 -- and asks that for
 * every core entry point of the one list (cufw/call_list.h) by base name
 * and ABI version, filling core's table (driver.c). With
 * --with-libcuda=link the first step is a direct reference instead of
 * dlopen; the rest is the same. Then: the driver's version, cuInit, the
 * devices, and the trace decides whether Driver calls are traced
 * (CUFW_TRACE, trace.c).
 *
 * The environment variable CUFW_LIBCUDA overrides the library's name (tests
 * use it to load stand-in drivers) -- except in a secure-execution program
 * (set-user-ID, set-group-ID or with file capabilities: AT_SECURE), where
 * it is ignored, as ld.so ignores LD_PRELOAD: a user must not choose the
 * code such a program runs (cufw__driver_env, driver.c).
 *
 * A mutex (statically initialised: no allocation) serialises the start-up;
 * cufw__driver_ready is then set with release order, and every other entry
 * point checks it with one acquire load. A failed attempt leaves it at 0
 * and is retried by the next call; each attempt that does not get as far
 * as a filled table closes what it opened, so a retry opens the library
 * its environment names now, and the path reported is always the one
 * opened or tried (published atomically: cufw_driver_path may be called
 * from any thread during cufw_init).
 */
#include "inner.h"

#include <dlfcn.h>
#include <stdlib.h>
#include <string.h>

static pthread_mutex_t init_lock = PTHREAD_MUTEX_INITIALIZER;
static int driver_loaded; /* the dispatch table is filled */
static int driver_version;
/* the library opened or tried last; written under init's lock, read by
 * any thread */
static _Atomic(const char *) driver_path_now = CUFW_LIBCUDA_NAME;

static const char *driver_path(void)
{
    return atomic_load_explicit(&driver_path_now, memory_order_acquire);
}

static void set_driver_path(const char *path)
{
    atomic_store_explicit(&driver_path_now, path, memory_order_release);
}

/* ------------------------------------------------------------ loading the driver */

#ifdef CUFW_LINK_LIBCUDA
static int open_driver(PFN_cuGetProcAddress_v12000 *getproc)
{
    set_driver_path("(linked)");
    *getproc = cuGetProcAddress_v2;
    return CUFW_OK;
}

static void close_driver(void)
{
}
#else
static void *driver_handle; /* the library of the attempt under way, or the loaded one */

static int open_driver(PFN_cuGetProcAddress_v12000 *getproc)
{
    const char *env = cufw__driver_env("CUFW_LIBCUDA");
    const char *path = env != NULL && *env != '\0' ? env : CUFW_LIBCUDA_NAME;
    void *sym;

    set_driver_path(path);
    driver_handle = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (driver_handle == NULL) {
        const char *why = dlerror();
        size_t len = strlen(path);

        /* dlerror starts with the name it was given, which the sentence
         * already says */
        if (why != NULL && strncmp(why, path, len) == 0 && strncmp(why + len, ": ", 2) == 0)
            why += len + 2;
        return cufw__error_fail(CUFW_ERROR_NO_DRIVER,
                          "cannot load the CUDA driver %s: %s (is the NVIDIA driver installed?)",
                                path, why != NULL ? why : "dlopen failed");
    }
    sym = dlsym(driver_handle, "cuGetProcAddress_v2");
    CUFW_RETURN_IF(sym == NULL, CUFW_ERROR_DRIVER_SYMBOL,
                   "the CUDA driver %s has no cuGetProcAddress_v2 (a driver for CUDA "
                   "12.0 or newer is needed)",
                   path);
    memcpy(getproc, &sym, sizeof sym);
    return CUFW_OK;
}

/* An attempt failed: close what it opened; the next one starts afresh. */
static void close_driver(void)
{
    if (driver_handle != NULL)
        dlclose(driver_handle);
    driver_handle = NULL;
}
#endif

/* The library answered a call with CUDA_ERROR_STUB_LIBRARY: it is the
 * toolkit's link-time stub (lib64/stubs/libcuda.so, found as libcuda.so.1),
 * whose every function answers so. The CUresult is kept. */
static int stub_library(CUresult r, const char *call)
{
    cufw__error_driver(r, call, -1);
    return cufw__error_refine(CUFW_ERROR_STUB_LIBRARY,
                              "%s is the CUDA toolkit's stub library (%s: CUDA_ERROR_STUB_LIBRARY),"
                              " not the NVIDIA driver: run on a machine with the driver, or in a "
                              "container with the NVIDIA Container Toolkit",
                              driver_path(), call);
}

static int fetch(PFN_cuGetProcAddress_v12000 getproc, const char *name, int version, void *slot)
{
    CUdriverProcAddressQueryResult status = CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND;
    void *fn = NULL;
    CUresult r;

    r = getproc(name, &fn, version, CU_GET_PROC_ADDRESS_LEGACY_STREAM, &status);
    if (r == CUDA_ERROR_STUB_LIBRARY)
        return stub_library(r, "cuGetProcAddress");
    if (r != CUDA_SUCCESS || fn == NULL || status != CU_GET_PROC_ADDRESS_SUCCESS) {
        int code = status == CU_GET_PROC_ADDRESS_VERSION_NOT_SUFFICIENT
                       ? CUFW_ERROR_DRIVER_TOO_OLD
                       : CUFW_ERROR_DRIVER_SYMBOL;
        int rc = cufw__error_fail(code,
                                  "the CUDA driver %s does not provide %s (ABI of CUDA %d.%d)%s",
                                  driver_path(), name, version / 1000,
                                  version % 1000 / 10,
                                  status == CU_GET_PROC_ADDRESS_VERSION_NOT_SUFFICIENT
                                  ? " (the driver is too old)"
                                  : "");
        return rc;
    }
    memcpy(slot, &fn, sizeof fn);
    return CUFW_OK;
}

/* Every core entry point: its base name, ABI version and slot in the table. */
static const struct {
    const char *name;
    int version;
    size_t offset;
} entries[] = {
#define CUFW_X_ENTRY(name, version, how)                                                        \
    CUFW_CALL_IF_CORE_##how({#name, version, offsetof(struct cufw__driver_entries, name)}, )
    CUFW_CALL_LIST(CUFW_X_ENTRY)
#undef CUFW_X_ENTRY
};

/* One attempt; on failure the caller closes the library. */
static int load(void)
{
    struct cufw__driver_entries table;
    PFN_cuGetProcAddress_v12000 getproc = NULL;
    size_t i;
    int rc;

    memset(&table, 0, sizeof table);
    rc = open_driver(&getproc);
    if (rc != CUFW_OK)
        return rc;

    /* The version first, so that an old driver gets a clear message
     * rather than "missing symbol". */
    rc = fetch(getproc, "cuDriverGetVersion", 2020, &table.cuDriverGetVersion);
    if (rc != CUFW_OK)
        return rc;
    {
        CUresult r = table.cuDriverGetVersion(&driver_version);

        if (r == CUDA_ERROR_STUB_LIBRARY)
            return stub_library(r, "cuDriverGetVersion");
        if (r != CUDA_SUCCESS) {
            cufw__device_call_failed(r, "cuDriverGetVersion");
            return CUFW_ERROR_DRIVER_INIT;
        }
    }
    /* Minor version compatibility, as NVIDIA's runtime has it: a build for
     * CUDA X.Y runs on any driver of CUDA X.0 or newer (cudart 13.5 runs on
     * the R580 driver, CUDA 13.0, on the H200); what only a newer driver
     * has fails when asked for, entry point by entry point. */
    CUFW_RETURN_IF(driver_version < CUDA_VERSION / 1000 * 1000, CUFW_ERROR_DRIVER_TOO_OLD,
                   "the CUDA driver %s supports CUDA %d.%d, but cufw was built for CUDA "
                   "%d.%d, which needs a driver of CUDA %d.0 or newer: install a newer "
                   "NVIDIA driver",
                   driver_path(), driver_version / 1000, driver_version % 1000 / 10,
                   CUDA_VERSION / 1000, CUDA_VERSION % 1000 / 10, CUDA_VERSION / 1000);

    for (i = 0; i < sizeof entries / sizeof entries[0]; i++) {
        rc = fetch(getproc, entries[i].name, entries[i].version,
                   (char *)&table + entries[i].offset);
        if (rc != CUFW_OK)
            return rc;
    }

    cufw__driver = table;
    cufw__driver_getproc = getproc;
    return CUFW_OK;
}

/* Load the driver and fill core's table; the trace then decides. */
static int load_driver(void)
{
    int rc;

    driver_version = 0; /* this attempt's driver, or none */
    rc = load();
    if (rc != CUFW_OK) {
        close_driver();
        return rc;
    }
    cufw__trace_start();
    return CUFW_OK;
}

/* ------------------------------------------------------------ cufw_init */

static int enumerate_devices(void)
{
    int n = 0, i;
    CUresult r;

    r = CUFW_DRV(cuDeviceGetCount)(&n);
    if (r != CUDA_SUCCESS) {
        cufw__device_call_failed(r, "cuDeviceGetCount");
        return CUFW_ERROR_DRIVER_INIT;
    }
    CUFW_RETURN_IF(n <= 0, CUFW_ERROR_NO_DEVICE, "the driver reports no CUDA device");
    if (n > CUFW_MAX_DEVICES)
        n = CUFW_MAX_DEVICES; /* the rest are out of reach; cufw-info says so */
    for (i = 0; i < n; i++) {
        r = CUFW_DRV(cuDeviceGet)(&cufw__devices[i].dev, i);
        if (r != CUDA_SUCCESS) {
            cufw__device_call_failed(r, "cuDeviceGet");
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

    if (atomic_load_explicit(&cufw__driver_ready, memory_order_acquire))
        return CUFW_OK;
    pthread_mutex_lock(&init_lock);
    if (atomic_load_explicit(&cufw__driver_ready, memory_order_relaxed))
        goto out;
    if (!driver_loaded) {
        rc = load_driver();
        if (rc != CUFW_OK)
            goto out;
        driver_loaded = 1;
    }
    r = CUFW_DRV(cuInit)(0);
    if (r == CUDA_ERROR_NO_DEVICE) {
        rc = cufw__device_call_failed(r, "cuInit");
        goto out;
    }
    if (r == CUDA_ERROR_STUB_LIBRARY) {
        rc = stub_library(r, "cuInit");
        goto out;
    }
    if (r != CUDA_SUCCESS) {
        cufw__device_call_failed(r, "cuInit");
        rc = CUFW_ERROR_DRIVER_INIT;
        goto out;
    }
    if (cufw__device_count == 0) {
        rc = enumerate_devices();
        if (rc != CUFW_OK)
            goto out;
    }
    atomic_store_explicit(&cufw__driver_ready, 1, memory_order_release);
out:
    pthread_mutex_unlock(&init_lock);
    return rc;
}

/* ------------------------------------------------------------ the driver, as loaded */

int cufw_driver_version(int *version)
{
    int v;

    CUFW_RETURN_IF(version == NULL, CUFW_ERROR_INVALID_ARGUMENT,
                   "cufw_driver_version: NULL version");
    pthread_mutex_lock(&init_lock);
    v = driver_version;
    pthread_mutex_unlock(&init_lock);
    if (v == 0)
        return cufw__error_not_ready();
    *version = v;
    return CUFW_OK;
}

const char *cufw_driver_path(void)
{
    return driver_path();
}

int cufw_driver_entry(const char *symbol, int cuda_version, unsigned long long flags, void **fn,
                      int *status)
{
    CUdriverProcAddressQueryResult st = CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND;
    CUresult r;

    CUFW_RETURN_IF_NOT_READY();
    CUFW_RETURN_IF(symbol == NULL || fn == NULL, CUFW_ERROR_INVALID_ARGUMENT,
                   "cufw_driver_entry: NULL argument");
    *fn = NULL;
    r = cufw__driver_getproc(symbol, fn, cuda_version, (cuuint64_t)flags, &st);
    if (status != NULL)
        *status = (int)st;
    /* a symbol the driver does not have (at that version) is an answer,
     * not a failure: *fn is NULL and *status says why */
    if (r == CUDA_ERROR_NOT_FOUND) {
        *fn = NULL;
        return CUFW_OK;
    }
    if (r != CUDA_SUCCESS)
        return cufw__device_call_failed(r, "cuGetProcAddress");
    return CUFW_OK;
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
 * file, which every program on cufw does (cufw_init is here). The .ident
 * directive puts it there with the section's own attributes; a hand-written
 * .pushsection .comment makes the assembler warn that they are wrong. */
__asm__(".ident \"cufw " CUFW_VERSION "\"");

/* And the capacities it was built with, one line "cufw capacities NAME=N
 * ...", the way configure's summary spells them: cufw-fatbin --fit reads
 * it to tell, before a program runs, whether its registrations fit. */
#define CUFW_STR_(x) #x
#define CUFW_STR(x) CUFW_STR_(x)
#define CUFW_X_PAIR(name, NAME, limit, option, description) " " #name "=" CUFW_STR(limit)
__asm__(".ident \"cufw capacities" CUFW_CAPACITY_LIST(CUFW_X_PAIR) "\"");
#undef CUFW_X_PAIR
