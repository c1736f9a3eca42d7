/* SPDX-License-Identifier: MIT */
/*
 * core/call.c -- cufw/call.h: the Driver API entry points beyond core's
 * own table, each asked of the driver the first time it is wanted.
 *
 * Every entry X(name, version) of cufw/call_list.h gets a slot (the
 * driver's function, once asked) and two accessors: cufw__call_raw_<name>
 * (the function itself: the trace wrapper's way to it) and the public
 * cufw_call_<name> (the function, or its trace wrapper while CUFW_TRACE is
 * on). Asking twice from two threads at once is harmless -- the driver
 * gives both the same answer -- so a slot needs no lock: a state word says
 * whether it was asked, and the pointer is published before it (release).
 */
#include "inner.h"

#include <cufw/call.h>

#define CALL_UNASKED 0
#define CALL_FOUND 1
#define CALL_MISSING 2

struct call_slot {
    atomic_int state;
    _Atomic(void *) fn; /* atomic: two threads may ask at once, and store */
};

/* The driver's answer for a slot: its function, or NULL (missing, or
 * cufw_init() has not succeeded -- then it is asked again next time). */
static void *call_resolve(struct call_slot *s, const char *name, int version)
{
    int st = atomic_load_explicit(&s->state, memory_order_acquire);
    void *fn;

    if (CUFW_LIKELY(st == CALL_FOUND))
        return atomic_load_explicit(&s->fn, memory_order_relaxed);
    if (st == CALL_MISSING || !atomic_load_explicit(&cufw__init_ready, memory_order_acquire))
        return NULL;
    fn = cufw__driver_lookup(name, version);
    atomic_store_explicit(&s->fn, fn, memory_order_relaxed);
    atomic_store_explicit(&s->state, fn != NULL ? CALL_FOUND : CALL_MISSING, memory_order_release);
    return fn;
}

/* The wrapper is named by the caller, pasted there: a name that cuda.h
 * defines as a macro (cuStreamBeginCapture is cuStreamBeginCapture_v2)
 * would be expanded on its way through another macro's argument. */
#if CUFW_TRACE_ENABLED
#define CALL_TRACED(wrapper, fn)                                                                \
    (CUFW_UNLIKELY(cufw__trace_driver) && (fn) != NULL ? (wrapper) : (fn))
#else
#define CALL_TRACED(wrapper, fn) (fn)
#endif

#define CUFW_X_CALL_DEFINE(name, version)                                                       \
    static struct call_slot call_slot_##name;                                                   \
    cufw_call_pfn_##name cufw__call_raw_##name(void)                                            \
    {                                                                                           \
        return (cufw_call_pfn_##name)call_resolve(&call_slot_##name, #name, version);          \
    }                                                                                           \
    cufw_call_pfn_##name cufw_call_##name(void)                                                 \
    {                                                                                           \
        cufw_call_pfn_##name fn = cufw__call_raw_##name();                                      \
        return CALL_TRACED(cufw__trace_call_##name, fn);                                        \
    }
CUFW_CALL_LIST(CUFW_X_CALL_DEFINE)
#undef CUFW_X_CALL_DEFINE

int cufw_call_failed(int result, const char *name)
{
    if (result == CUDA_SUCCESS)
        return CUFW_OK;
    return cufw__error_driver((CUresult)result, name != NULL ? name : "a Driver API call");
}
