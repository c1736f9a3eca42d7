/* SPDX-License-Identifier: MIT */
/*
 * compat/firmware.c -- firmware mode in the Runtime library: the first
 * Runtime call (and cudaSetDevice for each other device) loads every module
 * and resolves every kernel (docs/using-cufw.md, "Firmware mode").
 *
 * This file is its own object, and start.c and device.c reach it through
 * cufw__rt_firmware() (inner.h), a weak reference unless the library was
 * configured with --enable-firmware: a static link then takes this object
 * -- and cufw_preload, the registry's preload and what they call -- only
 * into programs that ask for it (configure --enable-firmware, or a link
 * with -Wl,--undefined=cufw_cudart_firmware, the public handle below), so
 * that every other program's text stays what it was (5 KiB less: the
 * footprint row of docs/BENCHMARKS.md).
 */
#include "inner.h"

#include <pthread.h>

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

/* The public handle that brings this object into a program: a link with
 * -Wl,--undefined=cufw_cudart_firmware (pkg-config --variable=
 * firmware_ldflags cufw-cudart). Documented in docs/using-cufw.md and
 * cufw(3); its value says what it is to whoever finds it with nm. */
const char cufw_cudart_firmware[] = "cufw: firmware mode linked in";

static atomic_int fw_mode; /* 0: not read yet, 1: off, 2: on */
static pthread_mutex_t fw_lock = PTHREAD_MUTEX_INITIALIZER;
static unsigned long long fw_done[FW_CONTEXTS]; /* context ids; 0: none */
static unsigned fw_next;

/* cuCtxGetId (cufw_device_context_id); the first time in a context:
 * cufw_preload (embedded images),
 * then every registered unit and kernel (cuLibraryLoadData,
 * cuLibraryGetKernel, cuKernelGetFunction) */
cudaError_t cufw__rt_firmware_here(void)
{
    int mode = atomic_load_explicit(&fw_mode, memory_order_relaxed);
    unsigned long long id = 0;
    cudaError_t e = cudaSuccess;
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
    RT_RETURN_IF_FAILED(cufw_device_context_id(&id));
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
