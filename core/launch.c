/* SPDX-License-Identifier: MIT */
/*
 * core/launch.c -- launching kernels.
 *
 * The launch path is: is cufw ready (one acquire load), map the kernel and
 * the stream to the driver's handles (a range check each: a cufw slot is
 * checked and read, another of cufw's handles refused, anything else is
 * the driver's own handle -- inner.h, "handles"), has this
 * thread decided on its context (a thread-local test), then cuLaunchKernel.
 * For a kernel slot it launches the kernel's CUfunction in the current
 * context: cuCtxGetId names the context, and the slot's cache gives the
 * function (cufw__kernel_function, inline from inner.h; module.c fills
 * the cache) -- on the H200 that costs 1-3% less than handing the driver
 * the CUkernel, which it resolves in the current context itself
 * (docs/BENCHMARKS.md, "Launch floor"). A kernel that is the driver's own
 * CUkernel, or a miss the cache cannot serve, launches the CUkernel. No
 * lock, no copy of the arguments. Only when the driver says that no context
 * is current (the program unset its own) does the launch make the primary
 * context current and go again, with the CUkernel (CUFW_DRIVER_CALL's rule,
 * spelled out in launch_raw). In firmware mode the context is not asked
 * for: the thread's last answer is trusted, and a refusal by the driver
 * makes the launch ask and go again (inner.h, cufw__launch_trusts).
 */
#include "inner.h"

#include <string.h>


static int launch_fail(CUresult r, const char *call)
{
    int rc = cufw__device_call_failed(r, call);

    /* For a launch, "invalid value" means the configuration. */
    return r == CUDA_ERROR_INVALID_VALUE ? CUFW_ERROR_INVALID_CONFIGURATION : rc;
}

/* The kernel argument's slot (NULL when it is the driver's own CUkernel)
 * and CUkernel; 0 when it is one of cufw's handles but no live kernel (of
 * another kind, stale), or NULL. A kernel slot, the usual argument, is
 * tested first: it costs what it did before handles carried their kind (one
 * range check); the test against cufw's whole block (inner.h, "handles")
 * is the driver's CUkernel's, one compare more. */
static inline int kernel_of(const cufw_kernel *kernel, struct cufw_kernel **slot, CUkernel *k)
{
    /* where kernel lies from the kernel table's start; the block's start
     * is that much less the table's offset in the block */
    uintptr_t at = CUFW__HANDLE_ADDR(kernel) - (uintptr_t)cufw__kernels;

    if (CUFW_LIKELY(at < sizeof cufw__kernels)) {
        *slot = (struct cufw_kernel *)CUFW__HANDLE_LIVE(cufw__kernels, kernel);
        *k = *slot != NULL ? (*slot)->raw : NULL;
    } else {
        *slot = NULL;
        *k = CUFW_UNLIKELY(at + offsetof(struct cufw__handle_tables, kernels) <
                           sizeof cufw__handle_tables)
                 ? NULL
                 : (CUkernel)(uintptr_t)kernel;
    }
    return *k != NULL;
}

/* Firmware mode (inner.h, cufw__launch_trusts): a launch of a kernel slot
 * that trusted the thread's record of its context, refused by the driver
 * (INVALID_HANDLE: the function is another context's, one destroyed or
 * reset; INVALID_CONTEXT: none is current) -- the record is forgotten, and
 * 1 says to resolve and launch again. Any other failure, or a launch that
 * asked, is the answer. */
static int trusted_refused(CUresult r)
{
    if (cufw__device_tls.ctx_id == 0 ||
        (r != CUDA_ERROR_INVALID_HANDLE && r != CUDA_ERROR_INVALID_CONTEXT))
        return 0;
    cufw__device_tls.ctx_id = 0;
    return 1;
}

/* cuLaunchKernel of f, or of the CUkernel when f is NULL; after
 * CUDA_ERROR_INVALID_CONTEXT with a context made current, once more with
 * the CUkernel (f belongs to the context that was current before). */
static inline CUresult launch_raw(CUfunction f, CUkernel k, cufw_dim3 grid, cufw_dim3 block,
                                  unsigned shared_bytes, CUstream s, void **args)
{
    CUresult r = CUFW_DRV(cuLaunchKernel)(f != NULL ? f : (CUfunction)k, grid.x, grid.y, grid.z,
                                          block.x, block.y, block.z, shared_bytes, s, args, NULL);

    if (CUFW_UNLIKELY(r == CUDA_ERROR_INVALID_CONTEXT) && cufw__device_context_lost())
        r = CUFW_DRV(cuLaunchKernel)((CUfunction)k, grid.x, grid.y, grid.z, block.x, block.y,
                                     block.z, shared_bytes, s, args, NULL);
    return r;
}

int cufw_launch(const cufw_kernel *kernel, cufw_dim3 grid, cufw_dim3 block, unsigned shared_bytes,
                cufw_stream *stream, void **args)
{
    struct cufw_kernel *slot;
    CUfunction f = NULL;
    CUkernel k;
    CUstream s;
    CUresult r;

    CUFW_RETURN_IF_NOT_READY();
    if (CUFW_UNLIKELY(!kernel_of(kernel, &slot, &k)))
        return cufw__handle_bad("cufw_launch", CUFW__KIND_KERNEL, kernel);
    CUFW_RETURN_IF_BAD_STREAM(s, stream, "cufw_launch");
    CUFW_RETURN_IF_NO_CONTEXT();
    if (CUFW_LIKELY(slot != NULL))
        f = cufw__kernel_function(slot);
    r = launch_raw(f, k, grid, block, shared_bytes, s, args);
    if (CUFW_UNLIKELY(r != CUDA_SUCCESS) && f != NULL && trusted_refused(r)) {
        f = cufw__kernel_function(slot); /* the driver asked this time */
        r = launch_raw(f, k, grid, block, shared_bytes, s, args);
    }
    if (CUFW_UNLIKELY(r != CUDA_SUCCESS))
        return launch_fail(r, "cuLaunchKernel");
    return CUFW_OK;
}

int cufw_launch_attributes(const cufw_kernel *kernel, cufw_dim3 grid, cufw_dim3 block,
                           unsigned shared_bytes, cufw_stream *stream, void **args,
                           const void *attributes, unsigned count)
{
    struct cufw_kernel *slot;
    CUlaunchConfig cfg;
    CUfunction f = NULL;
    CUkernel k;
    CUstream s;
    CUresult r;

    CUFW_RETURN_IF_NOT_READY();
    if (!kernel_of(kernel, &slot, &k))
        return cufw__handle_bad("cufw_launch_attributes", CUFW__KIND_KERNEL, kernel);
    CUFW_RETURN_IF(count > 0 && attributes == NULL, CUFW_ERROR_INVALID_ARGUMENT,
                   "cufw_launch_attributes: NULL attributes");
    CUFW_RETURN_IF_BAD_STREAM(s, stream, "cufw_launch_attributes");
    CUFW_RETURN_IF_NO_CONTEXT();
    /* cuLaunchKernelEx wants the kernel's function in this context: the
     * slot's cache, or the driver's answer (whose failure is the error) */
    if (slot != NULL)
        f = cufw__kernel_function(slot);
    if (f == NULL)
        CUFW_RETURN_IF_CONTEXT_CALL_FAILS(CUFW_DRV(cuKernelGetFunction)(&f, k),
                                          "cuKernelGetFunction");
    cfg.gridDimX = grid.x;
    cfg.gridDimY = grid.y;
    cfg.gridDimZ = grid.z;
    cfg.blockDimX = block.x;
    cfg.blockDimY = block.y;
    cfg.blockDimZ = block.z;
    cfg.sharedMemBytes = shared_bytes;
    cfg.hStream = s;
    cfg.attrs = (CUlaunchAttribute *)(uintptr_t)attributes;
    cfg.numAttrs = count;
    CUFW_DRIVER_CALL(r, CUFW_DRV(cuLaunchKernelEx)(&cfg, f, args, NULL));
    if (r != CUDA_SUCCESS && slot != NULL && trusted_refused(r) &&
        (f = cufw__kernel_function(slot)) != NULL)
        CUFW_DRIVER_CALL(r, CUFW_DRV(cuLaunchKernelEx)(&cfg, f, args, NULL));
    if (r != CUDA_SUCCESS)
        return launch_fail(r, "cuLaunchKernelEx");
    return CUFW_OK;
}

int cufw_launch_cooperative(const cufw_kernel *kernel, cufw_dim3 grid, cufw_dim3 block,
                            unsigned shared_bytes, cufw_stream *stream, void **args)
{
    CUlaunchAttribute attr;

    memset(&attr, 0, sizeof attr);
    attr.id = CU_LAUNCH_ATTRIBUTE_COOPERATIVE;
    attr.value.cooperative = 1;
    return cufw_launch_attributes(kernel, grid, block, shared_bytes, stream, args, &attr, 1);
}
