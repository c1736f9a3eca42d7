/* SPDX-License-Identifier: MIT */
/*
 * core/driver.c -- finding libcuda.so.1 and filling the dispatch table.
 *
 * IMPLEMENTATION NOTES
 * Like NVIDIA's cudart, cufw does not link the driver: it dlopen()s
 * libcuda.so.1 (the one name every driver install provides), takes one
 * symbol from it with dlsym -- cuGetProcAddress_v2 -- and asks that for
 * every core entry point of the one list, cufw/call_list.h, by base name
 * and ABI version (the others, lazy, at their first use: the end of this
 * file). Asking by name and version, rather than dlsym'ing
 * "cuMemAlloc_v2", is what lets any later driver hand out exactly the ABI
 * our headers describe, even where it changed a function under the same
 * name. With --with-libcuda=link the first step is a direct reference
 * instead of dlopen; the rest is the same.
 *
 * The environment variable CUFW_LIBCUDA overrides the library's name (tests
 * use it to load stand-in drivers) -- except in a secure-execution program
 * (set-user-ID, set-group-ID or with file capabilities: AT_SECURE), where
 * it is ignored, as ld.so ignores LD_PRELOAD: a user must not choose the
 * code such a program runs (cufw__secure_execution, also used by trace.c).
 *
 * Each attempt of cufw_init that does not get as far as a filled table
 * closes what it opened, so a retry opens the library its environment
 * names now, and the path reported is always the one opened or tried
 * (published atomically: cufw_driver_path may be called from any thread
 * during cufw_init).
 */
#define _DEFAULT_SOURCE /* getauxval */
#include "inner.h"

#include <dlfcn.h>
#include <stdlib.h>
#include <string.h>
#include <sys/auxv.h>

CUFW_HIDDEN struct cufw__driver_entries cufw__driver;

typedef CUresult (*getproc_fn)(const char *, void **, int, cuuint64_t,
                               CUdriverProcAddressQueryResult *);

/* the library opened or tried last; written under init's lock, read by
 * any thread */
static _Atomic(const char *) driver_path_now = CUFW_LIBCUDA_NAME;
static int driver_version;
static getproc_fn getproc_saved; /* cuGetProcAddress_v2, for cufw_driver_entry */

const char *cufw__driver_path(void)
{
    return atomic_load_explicit(&driver_path_now, memory_order_acquire);
}

static void set_driver_path(const char *path)
{
    atomic_store_explicit(&driver_path_now, path, memory_order_release);
}

int cufw__secure_execution(void)
{
    return getauxval(AT_SECURE) != 0;
}

int cufw__driver_version_value(void)
{
    return driver_version;
}

#ifdef CUFW_LINK_LIBCUDA
static int open_driver(getproc_fn *getproc)
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

static int open_driver(getproc_fn *getproc)
{
    const char *env = cufw__secure_execution() ? NULL : getenv("CUFW_LIBCUDA");
    const char *path = env != NULL && *env != '\0' ? env : CUFW_LIBCUDA_NAME;
    void *sym;

    set_driver_path(path);
    driver_handle = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (driver_handle == NULL) {
        const char *why = dlerror();

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

static int fetch(getproc_fn getproc, const char *name, int version, void *slot)
{
    CUdriverProcAddressQueryResult status = CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND;
    void *fn = NULL;
    CUresult r;

    r = getproc(name, &fn, version, CU_GET_PROC_ADDRESS_LEGACY_STREAM, &status);
    if (r != CUDA_SUCCESS || fn == NULL || status != CU_GET_PROC_ADDRESS_SUCCESS) {
        int code = status == CU_GET_PROC_ADDRESS_VERSION_NOT_SUFFICIENT
                       ? CUFW_ERROR_DRIVER_TOO_OLD
                       : CUFW_ERROR_DRIVER_SYMBOL;
        int rc = cufw__error_fail(code,
                                  "the CUDA driver %s does not provide %s (ABI of CUDA %d.%d)%s",
                                  cufw__driver_path(), name, version / 1000,
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
    getproc_fn getproc = NULL;
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

        if (r != CUDA_SUCCESS) {
            cufw__error_driver(r, "cuDriverGetVersion");
            return CUFW_ERROR_DRIVER_INIT;
        }
    }
    CUFW_RETURN_IF(driver_version < CUDA_VERSION, CUFW_ERROR_DRIVER_TOO_OLD,
                   "the CUDA driver %s supports CUDA %d.%d, but cufw was built for CUDA "
                   "%d.%d: install a newer NVIDIA driver",
                   cufw__driver_path(), driver_version / 1000, driver_version % 1000 / 10,
                   CUDA_VERSION / 1000, CUDA_VERSION % 1000 / 10);

    for (i = 0; i < sizeof entries / sizeof entries[0]; i++) {
        rc = fetch(getproc, entries[i].name, entries[i].version,
                   (char *)&table + entries[i].offset);
        if (rc != CUFW_OK)
            return rc;
    }

    cufw__driver = table;
    getproc_saved = getproc;
    cufw__trace_start();
    return CUFW_OK;
}

int cufw__driver_load(void)
{
    int rc;

    driver_version = 0; /* this attempt's driver, or none */
    rc = load();
    if (rc != CUFW_OK)
        close_driver();
    return rc;
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
    r = getproc_saved(symbol, fn, cuda_version, (cuuint64_t)flags, &st);
    if (status != NULL)
        *status = (int)st;
    /* a symbol the driver does not have (at that version) is an answer,
     * not a failure: *fn is NULL and *status says why */
    if (r == CUDA_ERROR_NOT_FOUND) {
        *fn = NULL;
        return CUFW_OK;
    }
    if (r != CUDA_SUCCESS)
        return cufw__error_driver(r, "cuGetProcAddress");
    return CUFW_OK;
}

int cufw__driver_lookup(const char *name, int version, void **fn)
{
    CUdriverProcAddressQueryResult st = CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND;
    CUresult r;

    *fn = NULL;
    if (getproc_saved == NULL)
        return CUFW_ERROR_NOT_INITIALIZED;
    r = getproc_saved(name, fn, version, CU_GET_PROC_ADDRESS_LEGACY_STREAM, &st);
    if (r == CUDA_SUCCESS && st == CU_GET_PROC_ADDRESS_SUCCESS && *fn != NULL)
        return CUFW_OK;
    *fn = NULL;
    /* the driver's answer "none of that name (at that version)" */
    if ((r == CUDA_SUCCESS || r == CUDA_ERROR_NOT_FOUND) &&
        (st == CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND ||
         st == CU_GET_PROC_ADDRESS_VERSION_NOT_SUFFICIENT))
        return CUFW_ERROR_NOT_FOUND;
    return CUFW_ERROR_DRIVER; /* no answer: ask again next time */
}

/* ------------------------------------------------------------ the lazy entries */

/*
 * A lazy entry's slot: UNASKED until the driver answered, then FOUND (fn
 * is its function) or MISSING, for good. Asking from two threads at once is
 * harmless -- the driver gives both the same answer -- so a slot takes no
 * lock: fn is stored before the state (release), and only the first answer
 * leaves UNASKED, so a slot once FOUND stays FOUND (its trace wrapper,
 * handed out then, can always call it). A failure to answer (cufw_init()
 * has not succeeded, the driver could not say) is not kept.
 */
#define LAZY_UNASKED 0
#define LAZY_FOUND 1
#define LAZY_MISSING 2

struct lazy_slot {
    atomic_int state;
    _Atomic(void *) fn;
};

static void *lazy_resolve(struct lazy_slot *s, const char *name, int version)
{
    int st = atomic_load_explicit(&s->state, memory_order_acquire);
    void *fn;
    int rc;

    if (CUFW_LIKELY(st == LAZY_FOUND))
        return atomic_load_explicit(&s->fn, memory_order_relaxed);
    if (st == LAZY_MISSING || !atomic_load_explicit(&cufw__init_ready, memory_order_acquire))
        return NULL;
    rc = cufw__driver_lookup(name, version, &fn);
    if (rc == CUFW_OK) {
        atomic_store_explicit(&s->fn, fn, memory_order_relaxed);
        st = LAZY_UNASKED;
        if (atomic_compare_exchange_strong_explicit(&s->state, &st, LAZY_FOUND,
                                                    memory_order_release, memory_order_acquire) ||
            st == LAZY_FOUND)
            return fn;
        return NULL; /* another thread was told it is missing, first */
    }
    if (rc == CUFW_ERROR_NOT_FOUND) {
        st = LAZY_UNASKED;
        if (!atomic_compare_exchange_strong_explicit(&s->state, &st, LAZY_MISSING,
                                                     memory_order_release, memory_order_acquire) &&
            st == LAZY_FOUND)
            return atomic_load_explicit(&s->fn, memory_order_relaxed);
    }
    return NULL;
}

#define CUFW_X_LAZY_DEFINE(name, version, how)                                                  \
    CUFW_CALL_IF_LAZY_##how(                                                                    \
        static struct lazy_slot lazy_slot_##name;                                               \
        cufw_call_pfn_##name cufw__driver_lazy_##name(void)                                     \
        {                                                                                       \
            return (cufw_call_pfn_##name)lazy_resolve(&lazy_slot_##name, #name, version);      \
        })
CUFW_CALL_LIST(CUFW_X_LAZY_DEFINE)
#undef CUFW_X_LAZY_DEFINE
