/* SPDX-License-Identifier: MIT */
/*
 * compat/start.c -- the first Runtime call's work. cudart initialises
 * itself on the first call that needs the driver; so does compat:
 * RT_RETURN_IF_NOT_READY() in every Runtime function costs one acquire
 * load once this has run, and calls cufw__rt_start_slow the first time:
 * the driver (init.c), firmware mode's preload when the program links it
 * (firmware.c, a weak reference), and the report of a registration that
 * found its table full.
 */
#include "inner.h"

CUFW_HIDDEN CUFW_TLS_IE _Thread_local int cufw__rt_start_defer;

/* cuInit, cuDeviceGetCount, cuDeviceGet (via cufw_init); in firmware mode
 * the preload of firmware.c */
cudaError_t cufw__rt_start_slow(void)
{
    cudaError_t e = cufw__rt_init_driver(), fw;
    int dropped;

    if (e != cudaSuccess)
        return e;
    atomic_store_explicit(&cufw__rt_init_ready, 1, memory_order_release);
    /* firmware mode: everything loaded now, in the current device's
     * context (cudaSetDevice's own device instead, when it is the first
     * call); its failure is this call's result, unless a drop is */
    fw = cufw__rt_start_defer ? cudaSuccess : cufw__rt_firmware();
    /* Registration cannot fail, so a unit whose fatbin, kernel or variable
     * found its table full is reported here, once: by the first call after
     * it, with cudaErrorMemoryAllocation and a detail (cufw_error_detail)
     * naming the --with-max-* option. The unit's kernels would otherwise
     * fail later for no visible reason. */
    dropped = atomic_exchange(&cufw__rt_init_dropped, 0);
    if (dropped != 0)
        RT_RETURN(cufw_capacity_exhausted((unsigned)dropped - 1));
    return fw;
}
