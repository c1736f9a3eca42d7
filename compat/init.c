/* SPDX-License-Identifier: MIT */
/*
 * compat/init.c -- the Runtime's initialisation, its first step: cufw_init,
 * and the flags the first call's work (start.c) and the registry share.
 * Nothing here calls any other file of compat but the error chain, so the
 * registry can initialise the driver when a kernel is first used without
 * a circle back through the first call's work (inner.h).
 */
#include "inner.h"

CUFW_HIDDEN atomic_int cufw__rt_init_ready;
CUFW_HIDDEN atomic_int cufw__rt_init_dropped;

/* cuInit, cuDeviceGetCount, cuDeviceGet (via cufw_init, once) */
cudaError_t cufw__rt_init_driver(void)
{
    int rc = cufw_init();

    if (rc != CUFW_OK) {
        atomic_store(&cufw__rt_error_init, (int)cufw__rt_error_of(rc));
        RT_RETURN(rc);
    }
    atomic_store(&cufw__rt_error_init, 0);
    return cudaSuccess;
}
