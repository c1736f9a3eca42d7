/* SPDX-License-Identifier: MIT */
/*
 * core/call.c -- cufw/call.h: an accessor for every entry point of the one
 * list, cufw/call_list.h.
 *
 * A core entry's accessor gives the entry of core's table (filled by
 * cufw_init()); any other's asks the driver.c slot of the entry, which asks
 * the driver the first time. Either way, while CUFW_TRACE is on, it gives
 * the entry's trace wrapper instead (trace.c), the one core's own calls go
 * through -- and only once the function itself was found, so a wrapper
 * always has a function to call.
 */
#include "inner.h"

#if CUFW_TRACE_ENABLED
#define CALL_TRACED(wrapper, fn)                                                                \
    (CUFW_UNLIKELY(cufw__trace_driver) && (fn) != NULL ? (wrapper) : (fn))
#else
#define CALL_TRACED(wrapper, fn) (fn)
#endif
#define CALL_READY() atomic_load_explicit(&cufw__driver_ready, memory_order_acquire)

/* name is pasted or stringized here, never passed on: a name that cuda.h
 * defines as a macro (cuMemAlloc is cuMemAlloc_v2) stays itself. */
#define CUFW_X_CALL_DEFINE(name, version, how)                                                  \
    cufw_call_pfn_##name cufw_call_##name(void)                                                 \
    {                                                                                           \
        cufw_call_pfn_##name fn = CUFW_CALL_IF_CORE_##how(CALL_READY() ? cufw__driver.name      \
                                                                       : NULL)                  \
            CUFW_CALL_IF_LAZY_##how(cufw__driver_lazy_##name());                                \
        return CALL_TRACED(cufw__trace_##name, fn);                                             \
    }
CUFW_CALL_LIST(CUFW_X_CALL_DEFINE)
#undef CUFW_X_CALL_DEFINE

int cufw_call_failed(int result, const char *name)
{
    if (result == CUDA_SUCCESS)
        return CUFW_OK;
    return cufw__device_call_failed((CUresult)result, name != NULL ? name : "a Driver API call");
}
