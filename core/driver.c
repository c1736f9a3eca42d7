/* SPDX-License-Identifier: MIT */
/*
 * core/driver.c -- the bound driver: core's table, the driver's
 * cuGetProcAddress and the lazy entries of the one list (cufw/call_list.h).
 *
 * IMPLEMENTATION NOTES
 * Everything here is what the rest of core (and cufw/call.h) reads of the
 * driver, and this file calls nothing else of cufw's: cufw_init (init.c)
 * finds libcuda.so.1, fills cufw__driver and cufw__driver_getproc, and
 * sets cufw__driver_ready last (release), so a reader that sees it set
 * (acquire) sees them filled. Every entry of the list is asked for by base
 * name and ABI version (cuGetProcAddress_v2), never dlsym'd as
 * "cuMemAlloc_v2": that is what lets any later driver hand out exactly the
 * ABI our headers describe, even where it changed a function under the
 * same name. The core entries are asked for by cufw_init; the others here,
 * the first time they are wanted.
 *
 * cufw__driver_env is here as well, below every file that reads an
 * environment variable (init.c, trace_target.c, module.c): the one place
 * core and compat read the environment, and the one rule they follow.
 */
#define _DEFAULT_SOURCE /* getauxval */
#include "inner.h"

#include <stdlib.h>
#include <string.h>
#include <sys/auxv.h>

CUFW_HIDDEN struct cufw__driver_entries cufw__driver;
CUFW_HIDDEN PFN_cuGetProcAddress_v12000 cufw__driver_getproc;
CUFW_HIDDEN atomic_int cufw__driver_ready;

/* 1 in a secure-execution program: set-user-ID, set-group-ID or with file
 * capabilities, which the kernel marks AT_SECURE (the test secure_getenv(3)
 * makes). */
static int secure_execution(void)
{
    return getauxval(AT_SECURE) != 0;
}

const char *cufw__driver_env(const char *name)
{
    /* Every variable cufw reads names a file, a descriptor or code to load,
     * or changes what is loaded: a secure-execution program ignores them
     * all, so that no user can choose what a privileged program opens,
     * writes or runs (docs/security.md, "The environment"). */
    return secure_execution() ? NULL : getenv(name);
}

int cufw__driver_lookup(const char *name, int version, void **fn)
{
    CUdriverProcAddressQueryResult st = CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND;
    CUresult r;

    *fn = NULL;
    if (cufw__driver_getproc == NULL)
        return CUFW_ERROR_NOT_INITIALIZED;
    r = cufw__driver_getproc(name, fn, version, CU_GET_PROC_ADDRESS_LEGACY_STREAM, &st);
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

/* The name the driver knows an entry by: <base> for an entry <base>_v2, a
 * later ABI of <base> (cufw/call_list.h), in buf; else the name itself. */
static const char *lookup_name(const char *name, char *buf, size_t size)
{
    size_t n = strlen(name);

    if (n <= 3 || n >= size || strcmp(name + n - 3, "_v2") != 0)
        return name;
    memcpy(buf, name, n - 3);
    buf[n - 3] = '\0';
    return buf;
}

static void *lazy_resolve(struct lazy_slot *s, const char *name, int version)
{
    char base[64];
    int st = atomic_load_explicit(&s->state, memory_order_acquire);
    void *fn;
    int rc;

    if (CUFW_LIKELY(st == LAZY_FOUND))
        return atomic_load_explicit(&s->fn, memory_order_relaxed);
    if (st == LAZY_MISSING || !atomic_load_explicit(&cufw__driver_ready, memory_order_acquire))
        return NULL;
    rc = cufw__driver_lookup(lookup_name(name, base, sizeof base), version, &fn);
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
