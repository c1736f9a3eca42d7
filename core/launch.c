/* SPDX-License-Identifier: MIT */
/*
 * core/launch.c -- launching kernels.
 *
 * The launch path is: is cufw ready (one acquire load), map the kernel and
 * the stream to the driver's handles (a range check each: a cufw slot is
 * checked and read, anything else is the driver's own handle), has this
 * thread decided on its context (a thread-local test), then cuLaunchKernel
 * with the CUkernel itself -- the driver accepts a CUkernel where a
 * CUfunction is expected and resolves it in the current context. No lock,
 * no lookup, no copy of the arguments. Only when the driver says that no
 * context is current (the program unset its own) does the launch make the
 * primary context current and go again (CUFW_DRIVER_CALL).
 */
#include "inner.h"

#include <string.h>


static int launch_fail(CUresult r, const char *call)
{
    int rc = cufw__error_driver(r, call);

    /* For a launch, "invalid value" means the configuration. */
    return r == CUDA_ERROR_INVALID_VALUE ? CUFW_ERROR_INVALID_CONFIGURATION : rc;
}

int cufw_launch(const cufw_kernel *kernel, cufw_dim3 grid, cufw_dim3 block, unsigned shared_bytes,
                cufw_stream *stream, void **args)
{
    CUkernel k;
    CUstream s;
    CUresult r;

    CUFW_RETURN_IF_NOT_READY();
    CUFW_RETURN_IF_BAD_KERNEL(k, kernel, "cufw_launch");
    CUFW_RETURN_IF_BAD_STREAM(s, stream);
    CUFW_RETURN_IF_NO_CONTEXT();
    CUFW_DRIVER_CALL(r, CUFW_DRV(cuLaunchKernel)((CUfunction)k, grid.x, grid.y, grid.z, block.x,
                                                    block.y, block.z, shared_bytes, s, args, NULL));
    if (CUFW_UNLIKELY(r != CUDA_SUCCESS))
        return launch_fail(r, "cuLaunchKernel");
    return CUFW_OK;
}

int cufw_launch_attributes(const cufw_kernel *kernel, cufw_dim3 grid, cufw_dim3 block,
                           unsigned shared_bytes, cufw_stream *stream, void **args,
                           const void *attributes, unsigned count)
{
    CUlaunchConfig cfg;
    CUfunction f;
    CUkernel k;
    CUstream s;
    CUresult r;

    CUFW_RETURN_IF_NOT_READY();
    CUFW_RETURN_IF_BAD_KERNEL(k, kernel, "cufw_launch_attributes");
    CUFW_RETURN_IF(count > 0 && attributes == NULL, CUFW_ERROR_INVALID_ARGUMENT,
                   "cufw_launch_attributes: NULL attributes");
    CUFW_RETURN_IF_BAD_STREAM(s, stream);
    CUFW_RETURN_IF_NO_CONTEXT();
    /* cuLaunchKernelEx wants the kernel's function in this context */
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
