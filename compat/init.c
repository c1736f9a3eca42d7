/* SPDX-License-Identifier: MIT */
/*
 * compat/init.c -- lazy initialisation. cudart initialises itself on the
 * first call that needs the driver; so does compat: RT_RETURN_IF_NOT_READY()
 * in every Runtime function costs one acquire load once initialised, and
 * calls cufw_init the first time.
 */
#include "inner.h"

#include <pthread.h>

CUFW_HIDDEN atomic_int cufw__rt_init_ready;
/* A failed initialisation is sticky in cudart: every thread's
 * cudaGetLastError keeps reporting it until initialisation succeeds. */
CUFW_HIDDEN atomic_int cufw__rt_init_error;
/* Set by cudaSetDevice around its initialisation (firmware.c). */
CUFW_HIDDEN CUFW_TLS_IE _Thread_local int cufw__rt_firmware_defer;

/* cuInit, cuDeviceGetCount, cuDeviceGet (via cufw_init) */
cudaError_t cufw__rt_init_slow(void)
{
    int rc = cufw_init(), dropped;
    cudaError_t fw;

    if (rc != CUFW_OK) {
        atomic_store(&cufw__rt_init_error, (int)cufw__rt_error_of(rc));
        RT_RETURN(rc);
    }
    atomic_store(&cufw__rt_init_error, 0);
    atomic_store_explicit(&cufw__rt_init_ready, 1, memory_order_release);
    /* firmware mode: everything loaded now, in the current device's
     * context (cudaSetDevice's own device instead, when it is the first
     * call); its failure is this call's result, unless a drop is */
    fw = cufw__rt_firmware_defer ? cudaSuccess : cufw__rt_firmware();
    /* Registration cannot fail, so a unit whose fatbin, kernel or variable
     * found its table full is reported here, once: by the first call after
     * it, with cudaErrorMemoryAllocation and a detail (cufw_error_detail)
     * naming the --with-max-* option. The unit's kernels would otherwise
     * fail later for no visible reason. */
    dropped = atomic_exchange(&cufw__rt_register_dropped, 0);
    if (dropped != 0)
        RT_RETURN(cufw_capacity_exhausted((unsigned)dropped - 1));
    return fw;
}
