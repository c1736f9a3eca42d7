/*
 * core/driver_list.h -- every Driver API entry point cufw calls, in one list.
 *
 * The list generates the dispatch table (struct cufw__driver in inner.h) and
 * its loader (driver.c): each entry is fetched with cuGetProcAddress_v2 by
 * its base name, at the CUDA version of the headers cufw was compiled
 * against (CUDA_VERSION), so the function we get has exactly the signature
 * that cuda.h declares for that name. The field's type is taken from cuda.h
 * itself (__typeof__ of the declared function), so a signature can never be
 * written wrong here.
 *
 * Streams: entries are requested with CU_GET_PROC_ADDRESS_LEGACY_STREAM.
 * Per-thread default-stream semantics are reached by passing the documented
 * handle CU_STREAM_PER_THREAD to the stream-ordered calls (see stream.c),
 * which the driver treats exactly as the _ptds/_ptsz variants treat the
 * null stream; so one table serves both compilation modes of compat.
 *
 * The table is also the seam for fault injection (see cufw__driver_hook).
 */
#ifndef CUFW_CORE_DRIVER_LIST_H
#define CUFW_CORE_DRIVER_LIST_H

#define CUFW_DRIVER_LIST(X)                                                                     \
    X(cuDriverGetVersion) X(cuInit) X(cuGetErrorName) X(cuGetErrorString)                       \
    X(cuDeviceGetCount) X(cuDeviceGet) X(cuDeviceGetName) X(cuDeviceGetAttribute)               \
    X(cuDeviceTotalMem) X(cuDeviceGetUuid) X(cuDeviceGetLuid) X(cuDeviceGetPCIBusId)            \
    X(cuDeviceCanAccessPeer)                                                                    \
    X(cuDevicePrimaryCtxRetain) X(cuDevicePrimaryCtxRelease) X(cuDevicePrimaryCtxReset)         \
    X(cuDevicePrimaryCtxSetFlags) X(cuDevicePrimaryCtxGetState)                                 \
    X(cuCtxSetCurrent) X(cuCtxGetCurrent) X(cuCtxSynchronize) X(cuCtxGetLimit)                  \
    X(cuCtxSetLimit) X(cuCtxGetStreamPriorityRange) X(cuCtxSetCacheConfig)                      \
    X(cuCtxGetCacheConfig) X(cuCtxEnablePeerAccess) X(cuCtxDisablePeerAccess)                   \
    X(cuLibraryLoadData) X(cuLibraryUnload) X(cuLibraryGetKernel) X(cuLibraryGetGlobal)         \
    X(cuLibraryGetManaged) X(cuKernelGetFunction) X(cuKernelGetAttribute)                       \
    X(cuKernelSetAttribute) X(cuKernelSetCacheConfig)                                           \
    X(cuLaunchKernel) X(cuLaunchKernelEx) X(cuLaunchHostFunc)                                   \
    X(cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags)                                     \
    X(cuMemAlloc) X(cuMemFree) X(cuMemAllocPitch) X(cuMemAllocManaged) X(cuMemAllocAsync)       \
    X(cuMemFreeAsync) X(cuMemGetInfo) X(cuMemGetAddressRange)                                   \
    X(cuMemHostAlloc) X(cuMemFreeHost) X(cuMemHostRegister) X(cuMemHostUnregister)              \
    X(cuMemHostGetDevicePointer) X(cuMemHostGetFlags) X(cuPointerGetAttribute)                  \
    X(cuMemcpy) X(cuMemcpyAsync) X(cuMemcpyHtoD) X(cuMemcpyDtoH) X(cuMemcpyDtoD)               \
    X(cuMemcpyHtoDAsync) X(cuMemcpyDtoHAsync) X(cuMemcpyDtoDAsync)                              \
    X(cuMemcpy2DUnaligned) X(cuMemcpy2DAsync)                                                   \
    X(cuMemsetD8) X(cuMemsetD32) X(cuMemsetD8Async) X(cuMemsetD32Async)                         \
    X(cuMemsetD2D8) X(cuMemsetD2D8Async)                                                        \
    X(cuStreamCreate) X(cuStreamCreateWithPriority) X(cuStreamDestroy) X(cuStreamSynchronize)   \
    X(cuStreamQuery) X(cuStreamWaitEvent) X(cuStreamGetFlags) X(cuStreamGetPriority)            \
    X(cuEventCreate) X(cuEventDestroy) X(cuEventRecord) X(cuEventQuery)                         \
    X(cuEventSynchronize) X(cuEventElapsedTime)                                                 \
    X(cuProfilerStart) X(cuProfilerStop)

#endif
