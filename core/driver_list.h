/* SPDX-License-Identifier: MIT */
/*
 * core/driver_list.h -- every Driver API entry point cufw calls, in one list.
 *
 * The list generates the dispatch table (struct cufw__driver_entries in inner.h) and
 * its loader (driver.c). Each entry is X(base name, ABI version): the loader
 * asks cuGetProcAddress_v2 for the base name at that version, and the
 * field's type is the toolkit's own PFN_<name>_v<version> typedef
 * (cudaTypedefs.h), so the pointer we hold and the function the driver hands
 * out always agree. The version is the newest ABI of the function up to the
 * CUDA version of our headers (13.0); it matters: under the same base name
 * CUDA 13.0 hands out cuCtxSynchronize(CUcontext) where 12.x had
 * cuCtxSynchronize(void), and asking every name at CUDA_VERSION while
 * trusting cuda.h's prototype of the base name would call the wrong ABI.
 *
 * Streams: entries are requested with CU_GET_PROC_ADDRESS_LEGACY_STREAM.
 * Per-thread default-stream semantics are reached by passing the documented
 * handle CU_STREAM_PER_THREAD to the stream-ordered calls (see stream.c),
 * which the driver treats exactly as the _ptds/_ptsz variants treat the
 * null stream; so one table serves both compilation modes of compat.
 *
 * The table is also the seam for fault injection: tests load a stand-in
 * driver through CUFW_LIBCUDA (see driver.c) whose entry points fail on
 * demand.
 */
#ifndef CUFW_CORE_DRIVER_LIST_H
#define CUFW_CORE_DRIVER_LIST_H

#define CUFW_DRIVER_LIST(X)                                                                    \
    X(cuDriverGetVersion, 2020) X(cuInit, 2000) X(cuGetErrorName, 6000)                        \
    X(cuGetErrorString, 6000) X(cuDeviceGetCount, 2000)             \
    X(cuDeviceGet, 2000) X(cuDeviceGetName, 2000) X(cuDeviceGetAttribute, 2000)                \
    X(cuDeviceTotalMem, 3020) X(cuDeviceGetUuid, 11040) X(cuDeviceGetLuid, 10000)              \
    X(cuDeviceGetPCIBusId, 4010) X(cuDeviceCanAccessPeer, 4000)                                \
    X(cuDevicePrimaryCtxRetain, 7000) X(cuDevicePrimaryCtxRelease, 11000)                      \
    X(cuDevicePrimaryCtxReset, 11000) X(cuDevicePrimaryCtxSetFlags, 11000)                     \
    X(cuDevicePrimaryCtxGetState, 7000) X(cuCtxSetCurrent, 4000) X(cuCtxGetCurrent, 4000)      \
    X(cuCtxGetDevice, 13000) X(cuCtxGetId, 12000) X(cuCtxSynchronize, 13000)                    \
    X(cuCtxGetLimit, 3010)                                                                     \
    X(cuCtxSetLimit, 3010) X(cuCtxGetStreamPriorityRange, 5050) X(cuCtxSetCacheConfig, 3020)   \
    X(cuCtxGetCacheConfig, 3020) X(cuCtxEnablePeerAccess, 4000)                                \
    X(cuCtxDisablePeerAccess, 4000) X(cuLibraryLoadData, 12000)                                \
    X(cuLibraryLoadFromFile, 12000) X(cuLibraryUnload, 12000) X(cuLibraryGetKernel, 12000)     \
    X(cuLibraryGetKernelCount, 12040) X(cuLibraryEnumerateKernels, 12040)                      \
    X(cuLibraryGetGlobal, 12000) X(cuLibraryGetManaged, 12000)                                 \
    X(cuLibraryGetUnifiedFunction, 12000) X(cuKernelGetFunction, 12000)                        \
    X(cuKernelGetAttribute, 12000) X(cuKernelSetAttribute, 12000)                              \
    X(cuKernelSetCacheConfig, 12000) X(cuKernelGetName, 12030) X(cuLaunchKernel, 4000)         \
    X(cuLaunchKernelEx, 11060) X(cuLaunchHostFunc, 10000)                                      \
    X(cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags, 7000) X(cuMemAlloc, 3020)          \
    X(cuMemFree, 3020) X(cuMemAllocPitch, 3020) X(cuMemAllocManaged, 6000)                     \
    X(cuMemAllocAsync, 11020) X(cuMemFreeAsync, 11020) X(cuMemGetInfo, 3020)                   \
    X(cuMemGetAddressRange, 3020) X(cuMemHostAlloc, 2020) X(cuMemFreeHost, 2000)               \
    X(cuMemHostRegister, 6050) X(cuMemHostUnregister, 4000) X(cuMemHostGetDevicePointer, 3020) \
    X(cuMemHostGetFlags, 2030) X(cuPointerGetAttribute, 4000) X(cuMemcpy, 4000)                \
    X(cuMemcpyAsync, 4000) X(cuMemcpyHtoD, 3020) X(cuMemcpyDtoH, 3020) X(cuMemcpyDtoD, 3020)   \
    X(cuMemcpyHtoDAsync, 3020) X(cuMemcpyDtoHAsync, 3020) X(cuMemcpyDtoDAsync, 3020)           \
    X(cuMemcpy2DUnaligned, 3020) X(cuMemcpy2DAsync, 3020) X(cuMemsetD8, 3020)                  \
    X(cuMemsetD32, 3020) X(cuMemsetD8Async, 3020) X(cuMemsetD32Async, 3020)                    \
    X(cuMemsetD2D8, 3020) X(cuMemsetD2D8Async, 3020) X(cuStreamCreate, 2000)                   \
    X(cuStreamCreateWithPriority, 5050) X(cuStreamDestroy, 4000) X(cuStreamSynchronize, 2000)  \
    X(cuStreamQuery, 2000) X(cuStreamWaitEvent, 3020) X(cuStreamGetFlags, 5050)                \
    X(cuStreamGetPriority, 5050) X(cuStreamIsCapturing, 10000) X(cuEventCreate, 2000)          \
    X(cuEventDestroy, 4000) X(cuEventRecord, 2000) X(cuEventRecordWithFlags, 11010)            \
    X(cuEventQuery, 2000) X(cuEventSynchronize, 2000) X(cuEventElapsedTime, 12080)             \
    X(cuMemcpyPeer, 4000) X(cuMemcpyPeerAsync, 4000) X(cuMemPrefetchAsync, 12020)              \
    X(cuMemAdvise, 12020) X(cuProfilerStart, 4000) X(cuProfilerStop, 4000)

#endif
