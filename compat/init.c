/* SPDX-License-Identifier: MIT */
/*
 * compat/init.c -- lazy initialisation. cudart initialises itself on the
 * first call that needs the driver; so does compat: RT_RETURN_IF_NOT_READY()
 * in every Runtime function costs one acquire load once initialised, and
 * calls cufw_init the first time.
 */
#include "inner.h"

#include <pthread.h>

RT_HIDDEN atomic_int cufw__rt_init_ready;
/* A failed initialisation is sticky in cudart: every thread's
 * cudaGetLastError keeps reporting it until initialisation succeeds. */
RT_HIDDEN atomic_int cufw__rt_init_error;

/* cuInit, cuDeviceGetCount, cuDeviceGet (via cufw_init) */
cudaError_t cufw__rt_init_slow(void)
{
    int rc = cufw_init(), dropped;
    cudaError_t fw;

    if (rc != CUFW_OK) {
        atomic_store(&cufw__rt_init_error, (int)cufw__rt_error_of(rc));
        return cufw__rt_error_return(rc);
    }
    atomic_store(&cufw__rt_init_error, 0);
    atomic_store_explicit(&cufw__rt_init_ready, 1, memory_order_release);
    /* firmware mode: everything loaded now, in the current device's
     * context (cudaSetDevice's own device instead, when it is the first
     * call); its failure is this call's result, unless a drop is */
    fw = cufw__rt_firmware_defer ? cudaSuccess : cufw__rt_firmware_here();
    /* Registration cannot fail, so a unit whose fatbin, kernel or variable
     * found its table full is reported here, once: by the first call after
     * it, with cudaErrorMemoryAllocation and a detail (cufw_error_detail)
     * naming the --with-max-* option. The unit's kernels would otherwise
     * fail later for no visible reason. */
    dropped = atomic_exchange(&cufw__rt_register_dropped, 0);
    if (dropped != 0)
        return cufw__rt_error_return(cufw_capacity_exhausted((unsigned)dropped - 1));
    return fw;
}

/* ------------------------------------------------------------ firmware mode */

/*
 * Firmware mode (docs/using-cufw.md): the first Runtime call -- and
 * cudaSetDevice for each device after it -- loads every module and
 * resolves every kernel in the context it works in, so that no launch
 * loads or resolves anything. Which contexts are done is kept by context
 * id (cuCtxGetId: unique in the process, new after a device reset), in a
 * small ring: two contexts a device is plenty, and a context forgotten
 * there is only preloaded again (cufw_preload and the registry's preload
 * take no new slot the second time).
 */
#define FW_CONTEXTS (2 * CUFW_MAX_DEVICES)

static atomic_int fw_mode; /* 0: not read yet, 1: off, 2: on */
static pthread_mutex_t fw_lock = PTHREAD_MUTEX_INITIALIZER;
static unsigned long long fw_done[FW_CONTEXTS]; /* context ids; 0: none */
static unsigned fw_next;
RT_HIDDEN RT_TLS_IE _Thread_local int cufw__rt_firmware_defer;

/* cuCtxGetId; the first time in a context: cufw_preload (embedded images),
 * then every registered unit and kernel (cuLibraryLoadData,
 * cuLibraryGetKernel, cuKernelGetFunction) */
cudaError_t cufw__rt_firmware_here(void)
{
    int mode = atomic_load_explicit(&fw_mode, memory_order_relaxed);
    unsigned long long id = 0;
    cudaError_t e = cudaSuccess;
    CUresult r;
    unsigned i;
    int rc;

    /* the mode is read once (the environment at the first call), so that
     * cudaSetDevice costs nothing more without it */
    if (mode == 0) {
        mode = cufw_firmware_enabled() ? 2 : 1;
        atomic_store_explicit(&fw_mode, mode, memory_order_relaxed);
    }
    if (mode == 1)
        return cudaSuccess;
    RT_RETURN_IF_NO_CONTEXT();
    r = RT_DRIVER(cuCtxGetId, NULL, &id);
    if (r != CUDA_SUCCESS)
        return cufw__rt_driver_return(r, "cuCtxGetId");
    pthread_mutex_lock(&fw_lock);
    for (i = 0; i < FW_CONTEXTS; i++)
        if (fw_done[i] == id)
            goto out;
    rc = cufw_preload();
    e = rc != CUFW_OK ? cufw__rt_error_return(rc) : cufw__rt_register_preload();
    /* done even after a failure: it is reported once, here; what did not
     * load is tried again lazily at its first use, and fails there again,
     * as without firmware mode */
    fw_done[fw_next] = id;
    fw_next = (fw_next + 1) % FW_CONTEXTS;
out:
    pthread_mutex_unlock(&fw_lock);
    return e;
}
