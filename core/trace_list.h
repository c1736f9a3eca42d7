/* SPDX-License-Identifier: MIT */
/*
 * core/trace_list.h -- written by scripts/trace-lists.py; do not edit.
 * Every Driver entry point of driver_list.h with its parameters,
 * for the trace's wrappers (core/trace.c): X(name, version, (parameters),
 * (arguments), how each is printed).
 */
#ifndef CUFW_CORE_TRACE_LIST_H
#define CUFW_CORE_TRACE_LIST_H

#define CUFW_TRACE_DRIVER_LIST(X) \
    X(cuDriverGetVersion, 2020, (int *driverVersion), (driverVersion), O(driverVersion)) \
    X(cuInit, 2000, (unsigned int Flags), (Flags), A(Flags)) \
    X(cuGetErrorName, 6000, (CUresult error, const char **pStr), (error, pStr), A(error) P(pStr)) \
    X(cuGetErrorString, 6000, (CUresult error, const char **pStr), (error, pStr), A(error) P(pStr)) \
    X(cuDeviceGetCount, 2000, (int *count), (count), O(count)) \
    X(cuDeviceGet, 2000, (CUdevice_v1 *device, int ordinal), (device, ordinal), O(device) A(ordinal)) \
    X(cuDeviceGetName, 2000, (char *name, int len, CUdevice_v1 dev), (name, len, dev), P(name) A(len) A(dev)) \
    X(cuDeviceGetAttribute, 2000, (int *pi, CUdevice_attribute attrib, CUdevice_v1 dev), (pi, attrib, dev), O(pi) A(attrib) A(dev)) \
    X(cuDeviceTotalMem, 3020, (size_t *bytes, CUdevice_v1 dev), (bytes, dev), O(bytes) A(dev)) \
    X(cuDeviceGetUuid, 11040, (CUuuid *uuid, CUdevice_v1 dev), (uuid, dev), P(uuid) A(dev)) \
    X(cuDeviceGetLuid, 10000, (char *luid, unsigned int *deviceNodeMask, CUdevice_v1 dev), (luid, deviceNodeMask, dev), P(luid) O(deviceNodeMask) A(dev)) \
    X(cuDeviceGetPCIBusId, 4010, (char *pciBusId, int len, CUdevice_v1 dev), (pciBusId, len, dev), P(pciBusId) A(len) A(dev)) \
    X(cuDeviceCanAccessPeer, 4000, (int *canAccessPeer, CUdevice_v1 dev, CUdevice_v1 peerDev), (canAccessPeer, dev, peerDev), O(canAccessPeer) A(dev) A(peerDev)) \
    X(cuDevicePrimaryCtxRetain, 7000, (CUcontext *pctx, CUdevice_v1 dev), (pctx, dev), O(pctx) A(dev)) \
    X(cuDevicePrimaryCtxRelease, 11000, (CUdevice_v1 dev), (dev), A(dev)) \
    X(cuDevicePrimaryCtxReset, 11000, (CUdevice_v1 dev), (dev), A(dev)) \
    X(cuDevicePrimaryCtxSetFlags, 11000, (CUdevice_v1 dev, unsigned int flags), (dev, flags), A(dev) A(flags)) \
    X(cuDevicePrimaryCtxGetState, 7000, (CUdevice_v1 dev, unsigned int *flags, int *active), (dev, flags, active), A(dev) O(flags) O(active)) \
    X(cuCtxSetCurrent, 4000, (CUcontext ctx), (ctx), A(ctx)) \
    X(cuCtxGetCurrent, 4000, (CUcontext *pctx), (pctx), O(pctx)) \
    X(cuCtxGetDevice, 13000, (CUdevice *device, CUcontext ctx), (device, ctx), O(device) A(ctx)) \
    X(cuCtxSynchronize, 13000, (CUcontext ctx), (ctx), A(ctx)) \
    X(cuCtxGetLimit, 3010, (size_t *pvalue, CUlimit limit), (pvalue, limit), O(pvalue) A(limit)) \
    X(cuCtxSetLimit, 3010, (CUlimit limit, size_t value), (limit, value), A(limit) A(value)) \
    X(cuCtxGetStreamPriorityRange, 5050, (int *leastPriority, int *greatestPriority), (leastPriority, greatestPriority), O(leastPriority) O(greatestPriority)) \
    X(cuCtxSetCacheConfig, 3020, (CUfunc_cache config), (config), A(config)) \
    X(cuCtxGetCacheConfig, 3020, (CUfunc_cache *pconfig), (pconfig), O(pconfig)) \
    X(cuCtxEnablePeerAccess, 4000, (CUcontext peerContext, unsigned int Flags), (peerContext, Flags), A(peerContext) A(Flags)) \
    X(cuCtxDisablePeerAccess, 4000, (CUcontext peerContext), (peerContext), A(peerContext)) \
    X(cuLibraryLoadData, 12000, (CUlibrary *library, const void *code, CUjit_option *jitOptions, void **jitOptionsValues, unsigned int numJitOptions, CUlibraryOption *libraryOptions, void** libraryOptionValues, unsigned int numLibraryOptions), (library, code, jitOptions, jitOptionsValues, numJitOptions, libraryOptions, libraryOptionValues, numLibraryOptions), O(library) P(code) P(jitOptions) P(jitOptionsValues) A(numJitOptions) P(libraryOptions) P(libraryOptionValues) A(numLibraryOptions)) \
    X(cuLibraryLoadFromFile, 12000, (CUlibrary *library, const char *fileName, CUjit_option *jitOptions, void **jitOptionsValues, unsigned int numJitOptions, CUlibraryOption *libraryOptions, void **libraryOptionValues, unsigned int numLibraryOptions), (library, fileName, jitOptions, jitOptionsValues, numJitOptions, libraryOptions, libraryOptionValues, numLibraryOptions), O(library) S(fileName) P(jitOptions) P(jitOptionsValues) A(numJitOptions) P(libraryOptions) P(libraryOptionValues) A(numLibraryOptions)) \
    X(cuLibraryUnload, 12000, (CUlibrary library), (library), A(library)) \
    X(cuLibraryGetKernel, 12000, (CUkernel *pKernel, CUlibrary library, const char *name), (pKernel, library, name), O(pKernel) A(library) S(name)) \
    X(cuLibraryGetKernelCount, 12040, (unsigned int *count, CUlibrary lib), (count, lib), O(count) A(lib)) \
    X(cuLibraryEnumerateKernels, 12040, (CUkernel *kernels, unsigned int numKernels, CUlibrary lib), (kernels, numKernels, lib), P(kernels) A(numKernels) A(lib)) \
    X(cuLibraryGetGlobal, 12000, (CUdeviceptr *dptr, size_t *bytes, CUlibrary library, const char *name), (dptr, bytes, library, name), O(dptr) O(bytes) A(library) S(name)) \
    X(cuLibraryGetManaged, 12000, (CUdeviceptr *dptr, size_t *bytes, CUlibrary library, const char *name), (dptr, bytes, library, name), O(dptr) O(bytes) A(library) S(name)) \
    X(cuLibraryGetUnifiedFunction, 12000, (void **fptr, CUlibrary library, const char *symbol), (fptr, library, symbol), O(fptr) A(library) S(symbol)) \
    X(cuKernelGetFunction, 12000, (CUfunction *pFunc, CUkernel kernel), (pFunc, kernel), O(pFunc) A(kernel)) \
    X(cuKernelGetAttribute, 12000, (int *pi, CUfunction_attribute attrib, CUkernel kernel, CUdevice dev), (pi, attrib, kernel, dev), O(pi) A(attrib) A(kernel) A(dev)) \
    X(cuKernelSetAttribute, 12000, (CUfunction_attribute attrib, int val, CUkernel kernel, CUdevice dev), (attrib, val, kernel, dev), A(attrib) A(val) A(kernel) A(dev)) \
    X(cuKernelSetCacheConfig, 12000, (CUkernel kernel, CUfunc_cache config, CUdevice dev), (kernel, config, dev), A(kernel) A(config) A(dev)) \
    X(cuKernelGetName, 12030, (const char **name, CUkernel hfunc), (name, hfunc), P(name) A(hfunc)) \
    X(cuLaunchKernel, 4000, (CUfunction f, unsigned int gridDimX, unsigned int gridDimY, unsigned int gridDimZ, unsigned int blockDimX, unsigned int blockDimY, unsigned int blockDimZ, unsigned int sharedMemBytes, CUstream hStream, void **kernelParams, void **extra), (f, gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ, sharedMemBytes, hStream, kernelParams, extra), A(f) A(gridDimX) A(gridDimY) A(gridDimZ) A(blockDimX) A(blockDimY) A(blockDimZ) A(sharedMemBytes) A(hStream) P(kernelParams) P(extra)) \
    X(cuLaunchKernelEx, 11060, (const CUlaunchConfig *config, CUfunction f, void **kernelParams, void **extra), (config, f, kernelParams, extra), P(config) A(f) P(kernelParams) P(extra)) \
    X(cuLaunchHostFunc, 10000, (CUstream hStream, CUhostFn fn, void *userData), (hStream, fn, userData), A(hStream) A(fn) P(userData)) \
    X(cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags, 7000, (int *numBlocks, CUfunction func, int blockSize, size_t dynamicSMemSize, unsigned int flags), (numBlocks, func, blockSize, dynamicSMemSize, flags), O(numBlocks) A(func) A(blockSize) A(dynamicSMemSize) A(flags)) \
    X(cuMemAlloc, 3020, (CUdeviceptr_v2 *dptr, size_t bytesize), (dptr, bytesize), O(dptr) A(bytesize)) \
    X(cuMemFree, 3020, (CUdeviceptr_v2 dptr), (dptr), A(dptr)) \
    X(cuMemAllocPitch, 3020, (CUdeviceptr_v2 *dptr, size_t *pPitch, size_t WidthInBytes, size_t Height, unsigned int ElementSizeBytes), (dptr, pPitch, WidthInBytes, Height, ElementSizeBytes), O(dptr) O(pPitch) A(WidthInBytes) A(Height) A(ElementSizeBytes)) \
    X(cuMemAllocManaged, 6000, (CUdeviceptr_v2 *dptr, size_t bytesize, unsigned int flags), (dptr, bytesize, flags), O(dptr) A(bytesize) A(flags)) \
    X(cuMemAllocAsync, 11020, (CUdeviceptr_v2 *dptr, size_t bytesize, CUstream hStream), (dptr, bytesize, hStream), O(dptr) A(bytesize) A(hStream)) \
    X(cuMemFreeAsync, 11020, (CUdeviceptr_v2 dptr, CUstream hStream), (dptr, hStream), A(dptr) A(hStream)) \
    X(cuMemGetInfo, 3020, (size_t *free, size_t *total), (free, total), O(free) O(total)) \
    X(cuMemGetAddressRange, 3020, (CUdeviceptr_v2 *pbase, size_t *psize, CUdeviceptr_v2 dptr), (pbase, psize, dptr), O(pbase) O(psize) A(dptr)) \
    X(cuMemHostAlloc, 2020, (void **pp, size_t bytesize, unsigned int Flags), (pp, bytesize, Flags), O(pp) A(bytesize) A(Flags)) \
    X(cuMemFreeHost, 2000, (void *p), (p), P(p)) \
    X(cuMemHostRegister, 6050, (void *p, size_t bytesize, unsigned int Flags), (p, bytesize, Flags), P(p) A(bytesize) A(Flags)) \
    X(cuMemHostUnregister, 4000, (void *p), (p), P(p)) \
    X(cuMemHostGetDevicePointer, 3020, (CUdeviceptr_v2 *pdptr, void *p, unsigned int Flags), (pdptr, p, Flags), O(pdptr) P(p) A(Flags)) \
    X(cuMemHostGetFlags, 2030, (unsigned int *pFlags, void *p), (pFlags, p), O(pFlags) P(p)) \
    X(cuPointerGetAttribute, 4000, (void *data, CUpointer_attribute attribute, CUdeviceptr_v2 ptr), (data, attribute, ptr), P(data) A(attribute) A(ptr)) \
    X(cuMemcpy, 4000, (CUdeviceptr_v2 dst, CUdeviceptr_v2 src, size_t ByteCount), (dst, src, ByteCount), A(dst) A(src) A(ByteCount)) \
    X(cuMemcpyAsync, 4000, (CUdeviceptr_v2 dst, CUdeviceptr_v2 src, size_t ByteCount, CUstream hStream), (dst, src, ByteCount, hStream), A(dst) A(src) A(ByteCount) A(hStream)) \
    X(cuMemcpyHtoD, 3020, (CUdeviceptr_v2 dstDevice, const void *srcHost, size_t ByteCount), (dstDevice, srcHost, ByteCount), A(dstDevice) P(srcHost) A(ByteCount)) \
    X(cuMemcpyDtoH, 3020, (void *dstHost, CUdeviceptr_v2 srcDevice, size_t ByteCount), (dstHost, srcDevice, ByteCount), P(dstHost) A(srcDevice) A(ByteCount)) \
    X(cuMemcpyDtoD, 3020, (CUdeviceptr_v2 dstDevice, CUdeviceptr_v2 srcDevice, size_t ByteCount), (dstDevice, srcDevice, ByteCount), A(dstDevice) A(srcDevice) A(ByteCount)) \
    X(cuMemcpyHtoDAsync, 3020, (CUdeviceptr_v2 dstDevice, const void *srcHost, size_t ByteCount, CUstream hStream), (dstDevice, srcHost, ByteCount, hStream), A(dstDevice) P(srcHost) A(ByteCount) A(hStream)) \
    X(cuMemcpyDtoHAsync, 3020, (void *dstHost, CUdeviceptr_v2 srcDevice, size_t ByteCount, CUstream hStream), (dstHost, srcDevice, ByteCount, hStream), P(dstHost) A(srcDevice) A(ByteCount) A(hStream)) \
    X(cuMemcpyDtoDAsync, 3020, (CUdeviceptr_v2 dstDevice, CUdeviceptr_v2 srcDevice, size_t ByteCount, CUstream hStream), (dstDevice, srcDevice, ByteCount, hStream), A(dstDevice) A(srcDevice) A(ByteCount) A(hStream)) \
    X(cuMemcpy2DUnaligned, 3020, (const CUDA_MEMCPY2D_v2 *pCopy), (pCopy), P(pCopy)) \
    X(cuMemcpy2DAsync, 3020, (const CUDA_MEMCPY2D_v2 *pCopy, CUstream hStream), (pCopy, hStream), P(pCopy) A(hStream)) \
    X(cuMemsetD8, 3020, (CUdeviceptr_v2 dstDevice, unsigned char uc, size_t N), (dstDevice, uc, N), A(dstDevice) A(uc) A(N)) \
    X(cuMemsetD32, 3020, (CUdeviceptr_v2 dstDevice, unsigned int ui, size_t N), (dstDevice, ui, N), A(dstDevice) A(ui) A(N)) \
    X(cuMemsetD8Async, 3020, (CUdeviceptr_v2 dstDevice, unsigned char uc, size_t N, CUstream hStream), (dstDevice, uc, N, hStream), A(dstDevice) A(uc) A(N) A(hStream)) \
    X(cuMemsetD32Async, 3020, (CUdeviceptr_v2 dstDevice, unsigned int ui, size_t N, CUstream hStream), (dstDevice, ui, N, hStream), A(dstDevice) A(ui) A(N) A(hStream)) \
    X(cuMemsetD2D8, 3020, (CUdeviceptr_v2 dstDevice, size_t dstPitch, unsigned char uc, size_t Width, size_t Height), (dstDevice, dstPitch, uc, Width, Height), A(dstDevice) A(dstPitch) A(uc) A(Width) A(Height)) \
    X(cuMemsetD2D8Async, 3020, (CUdeviceptr_v2 dstDevice, size_t dstPitch, unsigned char uc, size_t Width, size_t Height, CUstream hStream), (dstDevice, dstPitch, uc, Width, Height, hStream), A(dstDevice) A(dstPitch) A(uc) A(Width) A(Height) A(hStream)) \
    X(cuStreamCreate, 2000, (CUstream *phStream, unsigned int Flags), (phStream, Flags), O(phStream) A(Flags)) \
    X(cuStreamCreateWithPriority, 5050, (CUstream *phStream, unsigned int flags, int priority), (phStream, flags, priority), O(phStream) A(flags) A(priority)) \
    X(cuStreamDestroy, 4000, (CUstream hStream), (hStream), A(hStream)) \
    X(cuStreamSynchronize, 2000, (CUstream hStream), (hStream), A(hStream)) \
    X(cuStreamQuery, 2000, (CUstream hStream), (hStream), A(hStream)) \
    X(cuStreamWaitEvent, 3020, (CUstream hStream, CUevent hEvent, unsigned int Flags), (hStream, hEvent, Flags), A(hStream) A(hEvent) A(Flags)) \
    X(cuStreamGetFlags, 5050, (CUstream hStream, unsigned int *flags), (hStream, flags), A(hStream) O(flags)) \
    X(cuStreamGetPriority, 5050, (CUstream hStream, int *priority), (hStream, priority), A(hStream) O(priority)) \
    X(cuStreamIsCapturing, 10000, (CUstream hStream, CUstreamCaptureStatus *captureStatus), (hStream, captureStatus), A(hStream) O(captureStatus)) \
    X(cuEventCreate, 2000, (CUevent *phEvent, unsigned int Flags), (phEvent, Flags), O(phEvent) A(Flags)) \
    X(cuEventDestroy, 4000, (CUevent hEvent), (hEvent), A(hEvent)) \
    X(cuEventRecord, 2000, (CUevent hEvent, CUstream hStream), (hEvent, hStream), A(hEvent) A(hStream)) \
    X(cuEventRecordWithFlags, 11010, (CUevent hEvent, CUstream hStream, unsigned int flags), (hEvent, hStream, flags), A(hEvent) A(hStream) A(flags)) \
    X(cuEventQuery, 2000, (CUevent hEvent), (hEvent), A(hEvent)) \
    X(cuEventSynchronize, 2000, (CUevent hEvent), (hEvent), A(hEvent)) \
    X(cuEventElapsedTime, 12080, (float *pMilliseconds, CUevent hStart, CUevent hEnd), (pMilliseconds, hStart, hEnd), O(pMilliseconds) A(hStart) A(hEnd)) \
    X(cuMemcpyPeer, 4000, (CUdeviceptr_v2 dstDevice, CUcontext dstContext, CUdeviceptr_v2 srcDevice, CUcontext srcContext, size_t ByteCount), (dstDevice, dstContext, srcDevice, srcContext, ByteCount), A(dstDevice) A(dstContext) A(srcDevice) A(srcContext) A(ByteCount)) \
    X(cuMemcpyPeerAsync, 4000, (CUdeviceptr_v2 dstDevice, CUcontext dstContext, CUdeviceptr_v2 srcDevice, CUcontext srcContext, size_t ByteCount, CUstream hStream), (dstDevice, dstContext, srcDevice, srcContext, ByteCount, hStream), A(dstDevice) A(dstContext) A(srcDevice) A(srcContext) A(ByteCount) A(hStream)) \
    X(cuMemPrefetchAsync, 12020, (CUdeviceptr_v2 devPtr, size_t count, CUmemLocation_v1 location, unsigned int flags, CUstream hStream), (devPtr, count, location, flags, hStream), A(devPtr) A(count) A(location) A(flags) A(hStream)) \
    X(cuMemAdvise, 12020, (CUdeviceptr_v2 devPtr, size_t count, CUmem_advise advice, CUmemLocation_v1 location), (devPtr, count, advice, location), A(devPtr) A(count) A(advice) A(location)) \
    X(cuProfilerStart, 4000, (void), (), ) \
    X(cuProfilerStop, 4000, (void), (), )

/* The same for every entry of cufw/call_list.h (cufw/call.h). */
#define CUFW_TRACE_CALL_LIST(X) \
    X(cuStreamGetId, 12000, (CUstream hStream, unsigned long long *streamId), (hStream, streamId), A(hStream) O(streamId)) \
    X(cuCtxGetId, 12000, (CUcontext ctx, unsigned long long *ctxId), (ctx, ctxId), A(ctx) O(ctxId)) \
    X(cuArray3DCreate, 3020, (CUarray *pHandle, const CUDA_ARRAY3D_DESCRIPTOR_v2 *pAllocateArray), (pHandle, pAllocateArray), P(pHandle) P(pAllocateArray)) \
    X(cuArray3DGetDescriptor, 3020, (CUDA_ARRAY3D_DESCRIPTOR_v2 *pArrayDescriptor, CUarray hArray), (pArrayDescriptor, hArray), P(pArrayDescriptor) A(hArray)) \
    X(cuArrayDestroy, 2000, (CUarray hArray), (hArray), A(hArray)) \
    X(cuMipmappedArrayCreate, 5000, (CUmipmappedArray *pHandle, const CUDA_ARRAY3D_DESCRIPTOR_v2 *pMipmappedArrayDesc, unsigned int numMipmapLevels), (pHandle, pMipmappedArrayDesc, numMipmapLevels), P(pHandle) P(pMipmappedArrayDesc) A(numMipmapLevels)) \
    X(cuMipmappedArrayDestroy, 5000, (CUmipmappedArray hMipmappedArray), (hMipmappedArray), A(hMipmappedArray)) \
    X(cuMipmappedArrayGetLevel, 5000, (CUarray *pLevelArray, CUmipmappedArray hMipmappedArray, unsigned int level), (pLevelArray, hMipmappedArray, level), P(pLevelArray) A(hMipmappedArray) A(level)) \
    X(cuArrayGetPlane, 11020, (CUarray *pPlaneArray, CUarray hArray, unsigned int planeIdx), (pPlaneArray, hArray, planeIdx), P(pPlaneArray) A(hArray) A(planeIdx)) \
    X(cuArrayGetMemoryRequirements, 11060, (CUDA_ARRAY_MEMORY_REQUIREMENTS_v1 *memoryRequirements, CUarray array, CUdevice device), (memoryRequirements, array, device), P(memoryRequirements) A(array) A(device)) \
    X(cuMipmappedArrayGetMemoryRequirements, 11060, (CUDA_ARRAY_MEMORY_REQUIREMENTS_v1 *memoryRequirements, CUmipmappedArray mipmap, CUdevice device), (memoryRequirements, mipmap, device), P(memoryRequirements) A(mipmap) A(device)) \
    X(cuArrayGetSparseProperties, 11010, (CUDA_ARRAY_SPARSE_PROPERTIES_v1 *sparseProperties, CUarray array), (sparseProperties, array), P(sparseProperties) A(array)) \
    X(cuMipmappedArrayGetSparseProperties, 11010, (CUDA_ARRAY_SPARSE_PROPERTIES_v1 *sparseProperties, CUmipmappedArray mipmap), (sparseProperties, mipmap), P(sparseProperties) A(mipmap)) \
    X(cuMemcpy3D, 3020, (const CUDA_MEMCPY3D_v2 *pCopy), (pCopy), P(pCopy)) \
    X(cuMemcpy3DAsync, 3020, (const CUDA_MEMCPY3D_v2 *pCopy, CUstream hStream), (pCopy, hStream), P(pCopy) A(hStream)) \
    X(cuMemcpy3DPeer, 4000, (const CUDA_MEMCPY3D_PEER_v1 *pCopy), (pCopy), P(pCopy)) \
    X(cuMemcpy3DPeerAsync, 4000, (const CUDA_MEMCPY3D_PEER_v1 *pCopy, CUstream hStream), (pCopy, hStream), P(pCopy) A(hStream)) \
    X(cuDevicePrimaryCtxRetain, 7000, (CUcontext *pctx, CUdevice_v1 dev), (pctx, dev), O(pctx) A(dev)) \
    X(cuDevicePrimaryCtxRelease, 11000, (CUdevice_v1 dev), (dev), A(dev)) \
    X(cuMemsetD2D8, 3020, (CUdeviceptr_v2 dstDevice, size_t dstPitch, unsigned char uc, size_t Width, size_t Height), (dstDevice, dstPitch, uc, Width, Height), A(dstDevice) A(dstPitch) A(uc) A(Width) A(Height)) \
    X(cuMemsetD2D8Async, 3020, (CUdeviceptr_v2 dstDevice, size_t dstPitch, unsigned char uc, size_t Width, size_t Height, CUstream hStream), (dstDevice, dstPitch, uc, Width, Height, hStream), A(dstDevice) A(dstPitch) A(uc) A(Width) A(Height) A(hStream)) \
    X(cuTexObjectCreate, 5000, (CUtexObject_v1 *pTexObject, const CUDA_RESOURCE_DESC_v1 *pResDesc, const CUDA_TEXTURE_DESC_v1 *pTexDesc, const CUDA_RESOURCE_VIEW_DESC_v1 *pResViewDesc), (pTexObject, pResDesc, pTexDesc, pResViewDesc), P(pTexObject) P(pResDesc) P(pTexDesc) P(pResViewDesc)) \
    X(cuTexObjectDestroy, 5000, (CUtexObject_v1 texObject), (texObject), A(texObject)) \
    X(cuTexObjectGetResourceDesc, 5000, (CUDA_RESOURCE_DESC_v1 *pResDesc, CUtexObject_v1 texObject), (pResDesc, texObject), P(pResDesc) A(texObject)) \
    X(cuTexObjectGetTextureDesc, 5000, (CUDA_TEXTURE_DESC_v1 *pTexDesc, CUtexObject_v1 texObject), (pTexDesc, texObject), P(pTexDesc) A(texObject)) \
    X(cuTexObjectGetResourceViewDesc, 5000, (CUDA_RESOURCE_VIEW_DESC_v1 *pResViewDesc, CUtexObject_v1 texObject), (pResViewDesc, texObject), P(pResViewDesc) A(texObject)) \
    X(cuSurfObjectCreate, 5000, (CUsurfObject_v1 *pSurfObject, const CUDA_RESOURCE_DESC_v1 *pResDesc), (pSurfObject, pResDesc), P(pSurfObject) P(pResDesc)) \
    X(cuSurfObjectDestroy, 5000, (CUsurfObject_v1 surfObject), (surfObject), A(surfObject)) \
    X(cuSurfObjectGetResourceDesc, 5000, (CUDA_RESOURCE_DESC_v1 *pResDesc, CUsurfObject_v1 surfObject), (pResDesc, surfObject), P(pResDesc) A(surfObject)) \
    X(cuDeviceGetTexture1DLinearMaxWidth, 11010, (size_t *maxWidthInElements, CUarray_format format, unsigned numChannels, CUdevice_v1 dev), (maxWidthInElements, format, numChannels, dev), O(maxWidthInElements) A(format) A(numChannels) A(dev)) \
    X(cuMemcpyBatchAsync, 13000, (CUdeviceptr_v2 *dsts, CUdeviceptr_v2 *srcs, size_t *sizes, size_t count, CUmemcpyAttributes_v1 *attrs, size_t *attrIdxs, size_t numAttrs, CUstream hStream), (dsts, srcs, sizes, count, attrs, attrIdxs, numAttrs, hStream), O(dsts) O(srcs) O(sizes) A(count) P(attrs) O(attrIdxs) A(numAttrs) A(hStream)) \
    X(cuMemcpy3DBatchAsync, 13000, (size_t numParams, CUDA_MEMCPY3D_BATCH_OP_v1 *opList, unsigned long long flags, CUstream hStream), (numParams, opList, flags, hStream), A(numParams) P(opList) A(flags) A(hStream))

#endif
