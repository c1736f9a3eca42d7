/* SPDX-License-Identifier: MIT */
/*
 * compat/interop.c -- the Runtime's doors to the Driver API ("Interactions
 * with the CUDA Driver API" and "Driver Entry Point Access" in the Runtime
 * API reference): the CUfunction and CUkernel behind a kernel's host stub,
 * and any Driver function by name.
 *
 * Everything else about interop lives where the handles are made: a
 * cudaStream_t is a CUstream (stream.c), a cudaKernel_t a CUkernel
 * (launch.c), a cudaLibrary_t a CUlibrary (library.c), and every Runtime
 * call works in the context current to the thread (core/device.c).
 */
#include "inner.h"

/* cuLibraryLoadData, cuLibraryGetKernel (first use of the stub's unit),
 * cuKernelGetFunction: the kernel's CUfunction in the current context.
 * cudart 13.0 does not check functionPtr: NULL succeeds, writing nothing. */
cudaError_t RT_ENTRY(cudaGetFuncBySymbol)(cudaFunction_t *functionPtr, const void *symbolPtr)
{
    cufw_kernel *k;
    cudaError_t e;
    void *f = NULL;
    int rc;

    RT_RETURN_IF_NOT_READY();
    if ((e = cufw__rt_register_stub_kernel(symbolPtr, &k)) != cudaSuccess)
        return e;
    if (functionPtr == NULL)
        return cudaSuccess;
    if ((rc = cufw_kernel_function(k, &f)) != CUFW_OK)
        RT_RETURN(rc);
    *functionPtr = (cudaFunction_t)f;
    return cudaSuccess;
}

/* cuLibraryLoadData, cuLibraryGetKernel (first use of the stub's unit):
 * the CUkernel itself, which cuLaunchKernel and every Runtime call that
 * names a kernel accept */
cudaError_t RT_ENTRY(cudaGetKernel)(cudaKernel_t *kernelPtr, const void *entryFuncAddr)
{
    cufw_kernel *k;
    cudaError_t e;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(kernelPtr == NULL, cudaErrorInvalidValue);
    if ((e = cufw__rt_register_stub_kernel(entryFuncAddr, &k)) != cudaSuccess)
        return e;
    *kernelPtr = (cudaKernel_t)cufw_kernel_raw(k);
    return cudaSuccess;
}

/* The flags the Runtime takes are the driver's CU_GET_PROC_ADDRESS_*
 * values, but "default" is resolved here, by how the caller was compiled:
 * the _ptsz name is what --default-stream per-thread calls. */
static cudaError_t entry_point(const char *symbol, void **funcPtr, unsigned cuda_version,
                               unsigned long long flags,
                               enum cudaDriverEntryPointQueryResult *status, int per_thread)
{
    int driver = 0, st = CUFW_DRIVER_ENTRY_NOT_FOUND;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(symbol == NULL || funcPtr == NULL, cudaErrorInvalidValue);
    RT_RETURN_IF(flags > cudaEnablePerThreadDefaultStream, cudaErrorInvalidValue);
    /* documented: a version newer than the driver's is refused */
    RT_RETURN_IF(cufw_driver_version(&driver) != CUFW_OK || (int)cuda_version > driver,
                 cudaErrorInvalidValue);
    if (flags == cudaEnableDefault)
        flags = per_thread ? cudaEnablePerThreadDefaultStream : cudaEnableLegacyStream;
    RT_RETURN_IF_FAILED(cufw_driver_entry(symbol, (int)cuda_version, flags, funcPtr, &st));
    if (status != NULL)
        *status = (enum cudaDriverEntryPointQueryResult)st;
    return cudaSuccess;
}

/* cudaGetDriverEntryPointByVersion is not in 12.4 */
#if CUDART_VERSION >= 13000
/* cuGetProcAddress_v2 at the version given */
cudaError_t RT_ENTRY(cudaGetDriverEntryPointByVersion)(const char *symbol, void **funcPtr,
                                                       unsigned int cudaVersion,
                                                       unsigned long long flags,
                                                       enum cudaDriverEntryPointQueryResult *driverStatus)
{
    return entry_point(symbol, funcPtr, cudaVersion, flags, driverStatus, 0);
}

cudaError_t
RT_ENTRY(cudaGetDriverEntryPointByVersion_ptsz)(const char *symbol, void **funcPtr,
                                                unsigned int cudaVersion, unsigned long long flags,
                                                enum cudaDriverEntryPointQueryResult *driverStatus)
{
    return entry_point(symbol, funcPtr, cudaVersion, flags, driverStatus, 1);
}
#endif

/* cuGetProcAddress_v2 at the Runtime's own version (CUDART_VERSION) */
cudaError_t RT_ENTRY(cudaGetDriverEntryPoint)(const char *symbol, void **funcPtr,
                                              unsigned long long flags,
                                              enum cudaDriverEntryPointQueryResult *driverStatus)
{
    return entry_point(symbol, funcPtr, CUDART_VERSION, flags, driverStatus, 0);
}

cudaError_t RT_ENTRY(cudaGetDriverEntryPoint_ptsz)(const char *symbol, void **funcPtr,
                                                   unsigned long long flags,
                                                   enum cudaDriverEntryPointQueryResult *driverStatus)
{
    return entry_point(symbol, funcPtr, CUDART_VERSION, flags, driverStatus, 1);
}

/* the exported names of the definitions above (inner.h) */
RT_EXPORTS(interop);
