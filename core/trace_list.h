/* SPDX-License-Identifier: MIT */
/*
 * core/trace_list.h -- written by scripts/trace-lists.py; do not edit.
 * Every Driver entry point of cufw/call_list.h with its parameters,
 * for the trace's wrappers (core/trace.c): X(name, version, how,
 * (parameters), (arguments), how each is printed).
 */
#ifndef CUFW_CORE_TRACE_LIST_H
#define CUFW_CORE_TRACE_LIST_H

#define CUFW_TRACE_DRIVER_LIST(X) \
    X(cuDriverGetVersion, 2020, core, (int *driverVersion), (driverVersion), O(driverVersion)) \
    X(cuInit, 2000, core, (unsigned int Flags), (Flags), A(Flags)) \
    X(cuGetErrorName, 6000, core, (CUresult error, const char **pStr), (error, pStr), A(error) O(pStr)) \
    X(cuGetErrorString, 6000, core, (CUresult error, const char **pStr), (error, pStr), A(error) O(pStr)) \
    X(cuDeviceGetCount, 2000, core, (int *count), (count), O(count)) \
    X(cuDeviceGet, 2000, core, (CUdevice_v1 *device, int ordinal), (device, ordinal), O(device) A(ordinal)) \
    X(cuDeviceGetName, 2000, core, (char *name, int len, CUdevice_v1 dev), (name, len, dev), P(name) A(len) A(dev)) \
    X(cuDeviceGetAttribute, 2000, core, (int *pi, CUdevice_attribute attrib, CUdevice_v1 dev), (pi, attrib, dev), O(pi) N(attrib, CUdevice_attribute) A(dev)) \
    X(cuDeviceTotalMem, 3020, core, (size_t *bytes, CUdevice_v1 dev), (bytes, dev), O(bytes) A(dev)) \
    X(cuDeviceGetUuid, 11040, core, (CUuuid *uuid, CUdevice_v1 dev), (uuid, dev), P(uuid) A(dev)) \
    X(cuDeviceGetLuid, 10000, core, (char *luid, unsigned int *deviceNodeMask, CUdevice_v1 dev), (luid, deviceNodeMask, dev), P(luid) O(deviceNodeMask) A(dev)) \
    X(cuDeviceGetPCIBusId, 4010, core, (char *pciBusId, int len, CUdevice_v1 dev), (pciBusId, len, dev), P(pciBusId) A(len) A(dev)) \
    X(cuDeviceCanAccessPeer, 4000, core, (int *canAccessPeer, CUdevice_v1 dev, CUdevice_v1 peerDev), (canAccessPeer, dev, peerDev), O(canAccessPeer) A(dev) A(peerDev)) \
    X(cuDevicePrimaryCtxRetain, 7000, core, (CUcontext *pctx, CUdevice_v1 dev), (pctx, dev), O(pctx) A(dev)) \
    X(cuDevicePrimaryCtxRelease, 11000, core, (CUdevice_v1 dev), (dev), A(dev)) \
    X(cuDevicePrimaryCtxReset, 11000, core, (CUdevice_v1 dev), (dev), A(dev)) \
    X(cuDevicePrimaryCtxSetFlags, 11000, core, (CUdevice_v1 dev, unsigned int flags), (dev, flags), A(dev) A(flags)) \
    X(cuDevicePrimaryCtxGetState, 7000, core, (CUdevice_v1 dev, unsigned int *flags, int *active), (dev, flags, active), A(dev) O(flags) O(active)) \
    X(cuCtxSetCurrent, 4000, core, (CUcontext ctx), (ctx), A(ctx)) \
    X(cuCtxGetCurrent, 4000, core, (CUcontext *pctx), (pctx), O(pctx)) \
    X(cuCtxGetId, 12000, core, (CUcontext ctx, unsigned long long *ctxId), (ctx, ctxId), A(ctx) O(ctxId)) \
    X(cuCtxGetLimit, 3010, core, (size_t *pvalue, CUlimit limit), (pvalue, limit), O(pvalue) N(limit, CUlimit)) \
    X(cuCtxSetLimit, 3010, core, (CUlimit limit, size_t value), (limit, value), N(limit, CUlimit) A(value)) \
    X(cuCtxGetStreamPriorityRange, 5050, core, (int *leastPriority, int *greatestPriority), (leastPriority, greatestPriority), O(leastPriority) O(greatestPriority)) \
    X(cuCtxSetCacheConfig, 3020, core, (CUfunc_cache config), (config), N(config, CUfunc_cache)) \
    X(cuCtxGetCacheConfig, 3020, core, (CUfunc_cache *pconfig), (pconfig), NO(pconfig, CUfunc_cache)) \
    X(cuCtxEnablePeerAccess, 4000, core, (CUcontext peerContext, unsigned int Flags), (peerContext, Flags), A(peerContext) A(Flags)) \
    X(cuCtxDisablePeerAccess, 4000, core, (CUcontext peerContext), (peerContext), A(peerContext)) \
    X(cuLibraryLoadData, 12000, core, (CUlibrary *library, const void *code, CUjit_option *jitOptions, void **jitOptionsValues, unsigned int numJitOptions, CUlibraryOption *libraryOptions, void** libraryOptionValues, unsigned int numLibraryOptions), (library, code, jitOptions, jitOptionsValues, numJitOptions, libraryOptions, libraryOptionValues, numLibraryOptions), O(library) P(code) I(jitOptions, numJitOptions) I(jitOptionsValues, numJitOptions) A(numJitOptions) I(libraryOptions, numLibraryOptions) I(libraryOptionValues, numLibraryOptions) A(numLibraryOptions)) \
    X(cuLibraryLoadFromFile, 12000, core, (CUlibrary *library, const char *fileName, CUjit_option *jitOptions, void **jitOptionsValues, unsigned int numJitOptions, CUlibraryOption *libraryOptions, void **libraryOptionValues, unsigned int numLibraryOptions), (library, fileName, jitOptions, jitOptionsValues, numJitOptions, libraryOptions, libraryOptionValues, numLibraryOptions), O(library) S(fileName) I(jitOptions, numJitOptions) I(jitOptionsValues, numJitOptions) A(numJitOptions) I(libraryOptions, numLibraryOptions) I(libraryOptionValues, numLibraryOptions) A(numLibraryOptions)) \
    X(cuLibraryUnload, 12000, core, (CUlibrary library), (library), A(library)) \
    X(cuLibraryGetKernel, 12000, core, (CUkernel *pKernel, CUlibrary library, const char *name), (pKernel, library, name), O(pKernel) A(library) S(name)) \
    X(cuLibraryGetKernelCount, 12040, core, (unsigned int *count, CUlibrary lib), (count, lib), O(count) A(lib)) \
    X(cuLibraryEnumerateKernels, 12040, core, (CUkernel *kernels, unsigned int numKernels, CUlibrary lib), (kernels, numKernels, lib), L(kernels, numKernels) A(numKernels) A(lib)) \
    X(cuLibraryGetGlobal, 12000, core, (CUdeviceptr *dptr, size_t *bytes, CUlibrary library, const char *name), (dptr, bytes, library, name), O(dptr) O(bytes) A(library) S(name)) \
    X(cuLibraryGetManaged, 12000, core, (CUdeviceptr *dptr, size_t *bytes, CUlibrary library, const char *name), (dptr, bytes, library, name), O(dptr) O(bytes) A(library) S(name)) \
    X(cuLibraryGetUnifiedFunction, 12000, core, (void **fptr, CUlibrary library, const char *symbol), (fptr, library, symbol), O(fptr) A(library) S(symbol)) \
    X(cuKernelGetFunction, 12000, core, (CUfunction *pFunc, CUkernel kernel), (pFunc, kernel), O(pFunc) A(kernel)) \
    X(cuKernelGetAttribute, 12000, core, (int *pi, CUfunction_attribute attrib, CUkernel kernel, CUdevice dev), (pi, attrib, kernel, dev), O(pi) N(attrib, CUfunction_attribute) A(kernel) A(dev)) \
    X(cuKernelSetAttribute, 12000, core, (CUfunction_attribute attrib, int val, CUkernel kernel, CUdevice dev), (attrib, val, kernel, dev), N(attrib, CUfunction_attribute) A(val) A(kernel) A(dev)) \
    X(cuKernelSetCacheConfig, 12000, core, (CUkernel kernel, CUfunc_cache config, CUdevice dev), (kernel, config, dev), A(kernel) N(config, CUfunc_cache) A(dev)) \
    X(cuKernelGetName, 12030, core, (const char **name, CUkernel hfunc), (name, hfunc), O(name) A(hfunc)) \
    X(cuLaunchKernel, 4000, core, (CUfunction f, unsigned int gridDimX, unsigned int gridDimY, unsigned int gridDimZ, unsigned int blockDimX, unsigned int blockDimY, unsigned int blockDimZ, unsigned int sharedMemBytes, CUstream hStream, void **kernelParams, void **extra), (f, gridDimX, gridDimY, gridDimZ, blockDimX, blockDimY, blockDimZ, sharedMemBytes, hStream, kernelParams, extra), A(f) A(gridDimX) A(gridDimY) A(gridDimZ) A(blockDimX) A(blockDimY) A(blockDimZ) A(sharedMemBytes) A(hStream) P(kernelParams) P(extra)) \
    X(cuLaunchKernelEx, 11060, core, (const CUlaunchConfig *config, CUfunction f, void **kernelParams, void **extra), (config, f, kernelParams, extra), P(config) A(f) P(kernelParams) P(extra)) \
    X(cuLaunchHostFunc, 10000, core, (CUstream hStream, CUhostFn fn, void *userData), (hStream, fn, userData), A(hStream) A(fn) P(userData)) \
    X(cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags, 7000, core, (int *numBlocks, CUfunction func, int blockSize, size_t dynamicSMemSize, unsigned int flags), (numBlocks, func, blockSize, dynamicSMemSize, flags), O(numBlocks) A(func) A(blockSize) A(dynamicSMemSize) A(flags)) \
    X(cuMemAlloc, 3020, core, (CUdeviceptr_v2 *dptr, size_t bytesize), (dptr, bytesize), O(dptr) A(bytesize)) \
    X(cuMemFree, 3020, core, (CUdeviceptr_v2 dptr), (dptr), A(dptr)) \
    X(cuMemAllocPitch, 3020, core, (CUdeviceptr_v2 *dptr, size_t *pPitch, size_t WidthInBytes, size_t Height, unsigned int ElementSizeBytes), (dptr, pPitch, WidthInBytes, Height, ElementSizeBytes), O(dptr) O(pPitch) A(WidthInBytes) A(Height) A(ElementSizeBytes)) \
    X(cuMemAllocManaged, 6000, core, (CUdeviceptr_v2 *dptr, size_t bytesize, unsigned int flags), (dptr, bytesize, flags), O(dptr) A(bytesize) A(flags)) \
    X(cuMemAllocAsync, 11020, core, (CUdeviceptr_v2 *dptr, size_t bytesize, CUstream hStream), (dptr, bytesize, hStream), O(dptr) A(bytesize) A(hStream)) \
    X(cuMemFreeAsync, 11020, core, (CUdeviceptr_v2 dptr, CUstream hStream), (dptr, hStream), A(dptr) A(hStream)) \
    X(cuMemGetInfo, 3020, core, (size_t *free, size_t *total), (free, total), O(free) O(total)) \
    X(cuMemGetAddressRange, 3020, core, (CUdeviceptr_v2 *pbase, size_t *psize, CUdeviceptr_v2 dptr), (pbase, psize, dptr), O(pbase) O(psize) A(dptr)) \
    X(cuMemHostAlloc, 2020, core, (void **pp, size_t bytesize, unsigned int Flags), (pp, bytesize, Flags), O(pp) A(bytesize) A(Flags)) \
    X(cuMemFreeHost, 2000, core, (void *p), (p), P(p)) \
    X(cuMemHostRegister, 6050, core, (void *p, size_t bytesize, unsigned int Flags), (p, bytesize, Flags), P(p) A(bytesize) A(Flags)) \
    X(cuMemHostUnregister, 4000, core, (void *p), (p), P(p)) \
    X(cuMemHostGetDevicePointer, 3020, core, (CUdeviceptr_v2 *pdptr, void *p, unsigned int Flags), (pdptr, p, Flags), O(pdptr) P(p) A(Flags)) \
    X(cuMemHostGetFlags, 2030, core, (unsigned int *pFlags, void *p), (pFlags, p), O(pFlags) P(p)) \
    X(cuPointerGetAttribute, 4000, core, (void *data, CUpointer_attribute attribute, CUdeviceptr_v2 ptr), (data, attribute, ptr), P(data) N(attribute, CUpointer_attribute) A(ptr)) \
    X(cuMemcpy, 4000, core, (CUdeviceptr_v2 dst, CUdeviceptr_v2 src, size_t ByteCount), (dst, src, ByteCount), A(dst) A(src) A(ByteCount)) \
    X(cuMemcpyAsync, 4000, core, (CUdeviceptr_v2 dst, CUdeviceptr_v2 src, size_t ByteCount, CUstream hStream), (dst, src, ByteCount, hStream), A(dst) A(src) A(ByteCount) A(hStream)) \
    X(cuMemcpyHtoD, 3020, core, (CUdeviceptr_v2 dstDevice, const void *srcHost, size_t ByteCount), (dstDevice, srcHost, ByteCount), A(dstDevice) P(srcHost) A(ByteCount)) \
    X(cuMemcpyDtoH, 3020, core, (void *dstHost, CUdeviceptr_v2 srcDevice, size_t ByteCount), (dstHost, srcDevice, ByteCount), P(dstHost) A(srcDevice) A(ByteCount)) \
    X(cuMemcpyDtoD, 3020, core, (CUdeviceptr_v2 dstDevice, CUdeviceptr_v2 srcDevice, size_t ByteCount), (dstDevice, srcDevice, ByteCount), A(dstDevice) A(srcDevice) A(ByteCount)) \
    X(cuMemcpyHtoDAsync, 3020, core, (CUdeviceptr_v2 dstDevice, const void *srcHost, size_t ByteCount, CUstream hStream), (dstDevice, srcHost, ByteCount, hStream), A(dstDevice) P(srcHost) A(ByteCount) A(hStream)) \
    X(cuMemcpyDtoHAsync, 3020, core, (void *dstHost, CUdeviceptr_v2 srcDevice, size_t ByteCount, CUstream hStream), (dstHost, srcDevice, ByteCount, hStream), P(dstHost) A(srcDevice) A(ByteCount) A(hStream)) \
    X(cuMemcpyDtoDAsync, 3020, core, (CUdeviceptr_v2 dstDevice, CUdeviceptr_v2 srcDevice, size_t ByteCount, CUstream hStream), (dstDevice, srcDevice, ByteCount, hStream), A(dstDevice) A(srcDevice) A(ByteCount) A(hStream)) \
    X(cuMemcpy2DUnaligned, 3020, core, (const CUDA_MEMCPY2D_v2 *pCopy), (pCopy), P(pCopy)) \
    X(cuMemcpy2DAsync, 3020, core, (const CUDA_MEMCPY2D_v2 *pCopy, CUstream hStream), (pCopy, hStream), P(pCopy) A(hStream)) \
    X(cuMemsetD8, 3020, core, (CUdeviceptr_v2 dstDevice, unsigned char uc, size_t N), (dstDevice, uc, N), A(dstDevice) A(uc) A(N)) \
    X(cuMemsetD32, 3020, core, (CUdeviceptr_v2 dstDevice, unsigned int ui, size_t N), (dstDevice, ui, N), A(dstDevice) A(ui) A(N)) \
    X(cuMemsetD8Async, 3020, core, (CUdeviceptr_v2 dstDevice, unsigned char uc, size_t N, CUstream hStream), (dstDevice, uc, N, hStream), A(dstDevice) A(uc) A(N) A(hStream)) \
    X(cuMemsetD32Async, 3020, core, (CUdeviceptr_v2 dstDevice, unsigned int ui, size_t N, CUstream hStream), (dstDevice, ui, N, hStream), A(dstDevice) A(ui) A(N) A(hStream)) \
    X(cuMemsetD2D8, 3020, core, (CUdeviceptr_v2 dstDevice, size_t dstPitch, unsigned char uc, size_t Width, size_t Height), (dstDevice, dstPitch, uc, Width, Height), A(dstDevice) A(dstPitch) A(uc) A(Width) A(Height)) \
    X(cuMemsetD2D8Async, 3020, core, (CUdeviceptr_v2 dstDevice, size_t dstPitch, unsigned char uc, size_t Width, size_t Height, CUstream hStream), (dstDevice, dstPitch, uc, Width, Height, hStream), A(dstDevice) A(dstPitch) A(uc) A(Width) A(Height) A(hStream)) \
    X(cuStreamCreate, 2000, core, (CUstream *phStream, unsigned int Flags), (phStream, Flags), O(phStream) A(Flags)) \
    X(cuStreamCreateWithPriority, 5050, core, (CUstream *phStream, unsigned int flags, int priority), (phStream, flags, priority), O(phStream) A(flags) A(priority)) \
    X(cuStreamDestroy, 4000, core, (CUstream hStream), (hStream), A(hStream)) \
    X(cuStreamSynchronize, 2000, core, (CUstream hStream), (hStream), A(hStream)) \
    X(cuStreamQuery, 2000, core, (CUstream hStream), (hStream), A(hStream)) \
    X(cuStreamWaitEvent, 3020, core, (CUstream hStream, CUevent hEvent, unsigned int Flags), (hStream, hEvent, Flags), A(hStream) A(hEvent) A(Flags)) \
    X(cuStreamGetFlags, 5050, core, (CUstream hStream, unsigned int *flags), (hStream, flags), A(hStream) O(flags)) \
    X(cuStreamGetPriority, 5050, core, (CUstream hStream, int *priority), (hStream, priority), A(hStream) O(priority)) \
    X(cuStreamIsCapturing, 10000, core, (CUstream hStream, CUstreamCaptureStatus *captureStatus), (hStream, captureStatus), A(hStream) NO(captureStatus, CUstreamCaptureStatus)) \
    X(cuEventCreate, 2000, core, (CUevent *phEvent, unsigned int Flags), (phEvent, Flags), O(phEvent) A(Flags)) \
    X(cuEventDestroy, 4000, core, (CUevent hEvent), (hEvent), A(hEvent)) \
    X(cuEventRecord, 2000, core, (CUevent hEvent, CUstream hStream), (hEvent, hStream), A(hEvent) A(hStream)) \
    X(cuEventRecordWithFlags, 11010, core, (CUevent hEvent, CUstream hStream, unsigned int flags), (hEvent, hStream, flags), A(hEvent) A(hStream) A(flags)) \
    X(cuEventQuery, 2000, core, (CUevent hEvent), (hEvent), A(hEvent)) \
    X(cuEventSynchronize, 2000, core, (CUevent hEvent), (hEvent), A(hEvent)) \
    X(cuMemcpyPeer, 4000, core, (CUdeviceptr_v2 dstDevice, CUcontext dstContext, CUdeviceptr_v2 srcDevice, CUcontext srcContext, size_t ByteCount), (dstDevice, dstContext, srcDevice, srcContext, ByteCount), A(dstDevice) A(dstContext) A(srcDevice) A(srcContext) A(ByteCount)) \
    X(cuMemcpyPeerAsync, 4000, core, (CUdeviceptr_v2 dstDevice, CUcontext dstContext, CUdeviceptr_v2 srcDevice, CUcontext srcContext, size_t ByteCount, CUstream hStream), (dstDevice, dstContext, srcDevice, srcContext, ByteCount, hStream), A(dstDevice) A(dstContext) A(srcDevice) A(srcContext) A(ByteCount) A(hStream)) \
    X(cuMemPrefetchAsync, 12020, core, (CUdeviceptr_v2 devPtr, size_t count, CUmemLocation_v1 location, unsigned int flags, CUstream hStream), (devPtr, count, location, flags, hStream), A(devPtr) A(count) A(location) A(flags) A(hStream)) \
    X(cuMemAdvise, 12020, core, (CUdeviceptr_v2 devPtr, size_t count, CUmem_advise advice, CUmemLocation_v1 location), (devPtr, count, advice, location), A(devPtr) A(count) N(advice, CUmem_advise) A(location)) \
    X(cuProfilerStart, 4000, core, (void), (), ) \
    X(cuProfilerStop, 4000, core, (void), (), ) \
    X(cuStreamGetId, 12000, lazy, (CUstream hStream, unsigned long long *streamId), (hStream, streamId), A(hStream) O(streamId)) \
    X(cuFuncLoad, 12040, lazy, (CUfunction hfunc), (hfunc), A(hfunc)) \
    X(cuArray3DCreate, 3020, lazy, (CUarray *pHandle, const CUDA_ARRAY3D_DESCRIPTOR_v2 *pAllocateArray), (pHandle, pAllocateArray), O(pHandle) P(pAllocateArray)) \
    X(cuArray3DGetDescriptor, 3020, lazy, (CUDA_ARRAY3D_DESCRIPTOR_v2 *pArrayDescriptor, CUarray hArray), (pArrayDescriptor, hArray), P(pArrayDescriptor) A(hArray)) \
    X(cuArrayDestroy, 2000, lazy, (CUarray hArray), (hArray), A(hArray)) \
    X(cuMipmappedArrayCreate, 5000, lazy, (CUmipmappedArray *pHandle, const CUDA_ARRAY3D_DESCRIPTOR_v2 *pMipmappedArrayDesc, unsigned int numMipmapLevels), (pHandle, pMipmappedArrayDesc, numMipmapLevels), O(pHandle) P(pMipmappedArrayDesc) A(numMipmapLevels)) \
    X(cuMipmappedArrayDestroy, 5000, lazy, (CUmipmappedArray hMipmappedArray), (hMipmappedArray), A(hMipmappedArray)) \
    X(cuMipmappedArrayGetLevel, 5000, lazy, (CUarray *pLevelArray, CUmipmappedArray hMipmappedArray, unsigned int level), (pLevelArray, hMipmappedArray, level), O(pLevelArray) A(hMipmappedArray) A(level)) \
    X(cuArrayGetPlane, 11020, lazy, (CUarray *pPlaneArray, CUarray hArray, unsigned int planeIdx), (pPlaneArray, hArray, planeIdx), O(pPlaneArray) A(hArray) A(planeIdx)) \
    X(cuArrayGetMemoryRequirements, 11060, lazy, (CUDA_ARRAY_MEMORY_REQUIREMENTS_v1 *memoryRequirements, CUarray array, CUdevice device), (memoryRequirements, array, device), P(memoryRequirements) A(array) A(device)) \
    X(cuMipmappedArrayGetMemoryRequirements, 11060, lazy, (CUDA_ARRAY_MEMORY_REQUIREMENTS_v1 *memoryRequirements, CUmipmappedArray mipmap, CUdevice device), (memoryRequirements, mipmap, device), P(memoryRequirements) A(mipmap) A(device)) \
    X(cuArrayGetSparseProperties, 11010, lazy, (CUDA_ARRAY_SPARSE_PROPERTIES_v1 *sparseProperties, CUarray array), (sparseProperties, array), P(sparseProperties) A(array)) \
    X(cuMipmappedArrayGetSparseProperties, 11010, lazy, (CUDA_ARRAY_SPARSE_PROPERTIES_v1 *sparseProperties, CUmipmappedArray mipmap), (sparseProperties, mipmap), P(sparseProperties) A(mipmap)) \
    X(cuMemcpy3D, 3020, lazy, (const CUDA_MEMCPY3D_v2 *pCopy), (pCopy), P(pCopy)) \
    X(cuMemcpy3DAsync, 3020, lazy, (const CUDA_MEMCPY3D_v2 *pCopy, CUstream hStream), (pCopy, hStream), P(pCopy) A(hStream)) \
    X(cuMemcpy3DPeer, 4000, lazy, (const CUDA_MEMCPY3D_PEER_v1 *pCopy), (pCopy), P(pCopy)) \
    X(cuMemcpy3DPeerAsync, 4000, lazy, (const CUDA_MEMCPY3D_PEER_v1 *pCopy, CUstream hStream), (pCopy, hStream), P(pCopy) A(hStream)) \
    X(cuTexObjectCreate, 5000, lazy, (CUtexObject_v1 *pTexObject, const CUDA_RESOURCE_DESC_v1 *pResDesc, const CUDA_TEXTURE_DESC_v1 *pTexDesc, const CUDA_RESOURCE_VIEW_DESC_v1 *pResViewDesc), (pTexObject, pResDesc, pTexDesc, pResViewDesc), O(pTexObject) P(pResDesc) P(pTexDesc) P(pResViewDesc)) \
    X(cuTexObjectDestroy, 5000, lazy, (CUtexObject_v1 texObject), (texObject), A(texObject)) \
    X(cuTexObjectGetResourceDesc, 5000, lazy, (CUDA_RESOURCE_DESC_v1 *pResDesc, CUtexObject_v1 texObject), (pResDesc, texObject), P(pResDesc) A(texObject)) \
    X(cuTexObjectGetTextureDesc, 5000, lazy, (CUDA_TEXTURE_DESC_v1 *pTexDesc, CUtexObject_v1 texObject), (pTexDesc, texObject), P(pTexDesc) A(texObject)) \
    X(cuTexObjectGetResourceViewDesc, 5000, lazy, (CUDA_RESOURCE_VIEW_DESC_v1 *pResViewDesc, CUtexObject_v1 texObject), (pResViewDesc, texObject), P(pResViewDesc) A(texObject)) \
    X(cuSurfObjectCreate, 5000, lazy, (CUsurfObject_v1 *pSurfObject, const CUDA_RESOURCE_DESC_v1 *pResDesc), (pSurfObject, pResDesc), O(pSurfObject) P(pResDesc)) \
    X(cuSurfObjectDestroy, 5000, lazy, (CUsurfObject_v1 surfObject), (surfObject), A(surfObject)) \
    X(cuSurfObjectGetResourceDesc, 5000, lazy, (CUDA_RESOURCE_DESC_v1 *pResDesc, CUsurfObject_v1 surfObject), (pResDesc, surfObject), P(pResDesc) A(surfObject)) \
    X(cuDeviceGetTexture1DLinearMaxWidth, 11010, lazy, (size_t *maxWidthInElements, CUarray_format format, unsigned numChannels, CUdevice_v1 dev), (maxWidthInElements, format, numChannels, dev), O(maxWidthInElements) A(format) A(numChannels) A(dev)) \
    X(cuDeviceGetDefaultMemPool, 11020, lazy, (CUmemoryPool *pool_out, CUdevice_v1 dev), (pool_out, dev), O(pool_out) A(dev)) \
    X(cuDeviceGetMemPool, 11020, lazy, (CUmemoryPool *pool, CUdevice_v1 dev), (pool, dev), O(pool) A(dev)) \
    X(cuDeviceSetMemPool, 11020, lazy, (CUdevice_v1 dev, CUmemoryPool pool), (dev, pool), A(dev) A(pool)) \
    X(cuMemPoolCreate, 11020, lazy, (CUmemoryPool *pool, const CUmemPoolProps_v1 *poolProps), (pool, poolProps), O(pool) P(poolProps)) \
    X(cuMemPoolDestroy, 11020, lazy, (CUmemoryPool pool), (pool), A(pool)) \
    X(cuMemPoolSetAttribute, 11020, lazy, (CUmemoryPool pool, CUmemPool_attribute attr, void *value), (pool, attr, value), A(pool) N(attr, CUmemPool_attribute) P(value)) \
    X(cuMemPoolGetAttribute, 11020, lazy, (CUmemoryPool pool, CUmemPool_attribute attr, void *value), (pool, attr, value), A(pool) N(attr, CUmemPool_attribute) P(value)) \
    X(cuMemPoolSetAccess, 11020, lazy, (CUmemoryPool pool, const CUmemAccessDesc_v1 *map, size_t count), (pool, map, count), A(pool) P(map) A(count)) \
    X(cuMemPoolGetAccess, 11020, lazy, (CUmemAccess_flags *flags, CUmemoryPool memPool, CUmemLocation_v1 *location), (flags, memPool, location), O(flags) A(memPool) P(location)) \
    X(cuMemPoolTrimTo, 11020, lazy, (CUmemoryPool pool, size_t minBytesToKeep), (pool, minBytesToKeep), A(pool) A(minBytesToKeep)) \
    X(cuMemAllocFromPoolAsync, 11020, lazy, (CUdeviceptr_v2 *dptr, size_t bytesize, CUmemoryPool pool, CUstream hStream), (dptr, bytesize, pool, hStream), O(dptr) A(bytesize) A(pool) A(hStream)) \
    X(cuMemPoolExportToShareableHandle, 11020, lazy, (void *handle_out, CUmemoryPool pool, CUmemAllocationHandleType handleType, unsigned long long flags), (handle_out, pool, handleType, flags), P(handle_out) A(pool) N(handleType, CUmemAllocationHandleType) A(flags)) \
    X(cuMemPoolImportFromShareableHandle, 11020, lazy, (CUmemoryPool *pool_out, void *handle, CUmemAllocationHandleType handleType, unsigned long long flags), (pool_out, handle, handleType, flags), O(pool_out) P(handle) N(handleType, CUmemAllocationHandleType) A(flags)) \
    X(cuMemPoolExportPointer, 11020, lazy, (CUmemPoolPtrExportData_v1 *shareData_out, CUdeviceptr_v2 ptr), (shareData_out, ptr), P(shareData_out) A(ptr)) \
    X(cuMemPoolImportPointer, 11020, lazy, (CUdeviceptr_v2 *ptr_out, CUmemoryPool pool, CUmemPoolPtrExportData_v1 *shareData), (ptr_out, pool, shareData), O(ptr_out) A(pool) P(shareData)) \
    X(cuIpcGetMemHandle, 4010, lazy, (CUipcMemHandle_v1 *pHandle, CUdeviceptr_v2 dptr), (pHandle, dptr), P(pHandle) A(dptr)) \
    X(cuIpcOpenMemHandle, 11000, lazy, (CUdeviceptr_v2 *pdptr, CUipcMemHandle_v1 handle, unsigned int Flags), (pdptr, handle, Flags), O(pdptr) A(handle) A(Flags)) \
    X(cuIpcCloseMemHandle, 4010, lazy, (CUdeviceptr_v2 dptr), (dptr), A(dptr)) \
    X(cuIpcGetEventHandle, 4010, lazy, (CUipcEventHandle_v1 *pHandle, CUevent event), (pHandle, event), P(pHandle) A(event)) \
    X(cuIpcOpenEventHandle, 4010, lazy, (CUevent *phEvent, CUipcEventHandle_v1 handle), (phEvent, handle), O(phEvent) A(handle)) \
    X(cuStreamAttachMemAsync, 6000, lazy, (CUstream hStream, CUdeviceptr_v2 dptr, size_t length, unsigned int flags), (hStream, dptr, length, flags), A(hStream) A(dptr) A(length) A(flags)) \
    X(cuMemRangeGetAttribute, 8000, lazy, (void *data, size_t dataSize, CUmem_range_attribute attribute, CUdeviceptr_v2 devPtr, size_t count), (data, dataSize, attribute, devPtr, count), P(data) A(dataSize) N(attribute, CUmem_range_attribute) A(devPtr) A(count)) \
    X(cuMemRangeGetAttributes, 8000, lazy, (void **data, size_t *dataSizes, CUmem_range_attribute *attributes, size_t numAttributes, CUdeviceptr_v2 devPtr, size_t count), (data, dataSizes, attributes, numAttributes, devPtr, count), I(data, numAttributes) I(dataSizes, numAttributes) I(attributes, numAttributes) A(numAttributes) A(devPtr) A(count)) \
    X(cuStreamGetAttribute, 11000, lazy, (CUstream hStream, CUstreamAttrID attr, CUstreamAttrValue_v1 *value), (hStream, attr, value), A(hStream) N(attr, CUlaunchAttributeID) P(value)) \
    X(cuStreamSetAttribute, 11000, lazy, (CUstream hStream, CUstreamAttrID attr, const CUstreamAttrValue_v1 *param), (hStream, attr, param), A(hStream) N(attr, CUlaunchAttributeID) P(param)) \
    X(cuStreamCopyAttributes, 11000, lazy, (CUstream dstStream, CUstream srcStream), (dstStream, srcStream), A(dstStream) A(srcStream)) \
    X(cuCtxResetPersistingL2Cache, 11000, lazy, (void), (), ) \
    X(cuDeviceGetP2PAttribute, 8000, lazy, (int *value, CUdevice_P2PAttribute attrib, CUdevice_v1 srcDevice, CUdevice_v1 dstDevice), (value, attrib, srcDevice, dstDevice), O(value) N(attrib, CUdevice_P2PAttribute) A(srcDevice) A(dstDevice)) \
    X(cuDeviceGetByPCIBusId, 4010, lazy, (CUdevice_v1 *dev, const char *pciBusId), (dev, pciBusId), O(dev) S(pciBusId)) \
    X(cuCtxGetSharedMemConfig, 4020, lazy, (CUsharedconfig *pConfig), (pConfig), NO(pConfig, CUsharedconfig)) \
    X(cuCtxSetSharedMemConfig, 4020, lazy, (CUsharedconfig config), (config), N(config, CUsharedconfig)) \
    X(cuFuncSetSharedMemConfig, 4020, lazy, (CUfunction hfunc, CUsharedconfig config), (hfunc, config), A(hfunc) N(config, CUsharedconfig)) \
    X(cuFlushGPUDirectRDMAWrites, 11030, lazy, (CUflushGPUDirectRDMAWritesTarget target, CUflushGPUDirectRDMAWritesScope scope), (target, scope), A(target) A(scope)) \
    X(cuDeviceRegisterAsyncNotification, 12040, lazy, (CUdevice device, CUasyncCallback callbackFunc, void *userData, CUasyncCallbackHandle *callback), (device, callbackFunc, userData, callback), A(device) A(callbackFunc) P(userData) O(callback)) \
    X(cuDeviceUnregisterAsyncNotification, 12040, lazy, (CUdevice device, CUasyncCallbackHandle callback), (device, callback), A(device) A(callback)) \
    X(cuDeviceGetNvSciSyncAttributes, 10020, lazy, (void *nvSciSyncAttrList, CUdevice_v1 dev, int flags), (nvSciSyncAttrList, dev, flags), P(nvSciSyncAttrList) A(dev) A(flags)) \
    X(cuOccupancyAvailableDynamicSMemPerBlock, 10020, lazy, (size_t *dynamicSmemSize, CUfunction func, int numBlocks, int blockSize), (dynamicSmemSize, func, numBlocks, blockSize), O(dynamicSmemSize) A(func) A(numBlocks) A(blockSize)) \
    X(cuOccupancyMaxActiveClusters, 11070, lazy, (int *numClusters, CUfunction func, const CUlaunchConfig *config), (numClusters, func, config), O(numClusters) A(func) P(config)) \
    X(cuOccupancyMaxPotentialClusterSize, 11070, lazy, (int *clusterSize, CUfunction func, const CUlaunchConfig *config), (clusterSize, func, config), O(clusterSize) A(func) P(config)) \
    X(cuKernelGetParamInfo, 12040, lazy, (CUkernel kernel, size_t paramIndex, size_t *paramOffset, size_t *paramSize), (kernel, paramIndex, paramOffset, paramSize), A(kernel) A(paramIndex) O(paramOffset) O(paramSize)) \
    X(cuGetExportTable, 3000, lazy, (const void **ppExportTable, const CUuuid *pExportTableId), (ppExportTable, pExportTableId), O(ppExportTable) P(pExportTableId)) \
    X(cuImportExternalMemory, 10000, lazy, (CUexternalMemory *extMem_out, const CUDA_EXTERNAL_MEMORY_HANDLE_DESC_v1 *memHandleDesc), (extMem_out, memHandleDesc), O(extMem_out) P(memHandleDesc)) \
    X(cuExternalMemoryGetMappedBuffer, 10000, lazy, (CUdeviceptr_v2 *devPtr, CUexternalMemory extMem, const CUDA_EXTERNAL_MEMORY_BUFFER_DESC_v1 *bufferDesc), (devPtr, extMem, bufferDesc), O(devPtr) A(extMem) P(bufferDesc)) \
    X(cuExternalMemoryGetMappedMipmappedArray, 10000, lazy, (CUmipmappedArray *mipmap, CUexternalMemory extMem, const CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC_v1 *mipmapDesc), (mipmap, extMem, mipmapDesc), O(mipmap) A(extMem) P(mipmapDesc)) \
    X(cuDestroyExternalMemory, 10000, lazy, (CUexternalMemory extMem), (extMem), A(extMem)) \
    X(cuImportExternalSemaphore, 10000, lazy, (CUexternalSemaphore *extSem_out, const CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC_v1 *semHandleDesc), (extSem_out, semHandleDesc), O(extSem_out) P(semHandleDesc)) \
    X(cuSignalExternalSemaphoresAsync, 10000, lazy, (const CUexternalSemaphore *extSemArray, const CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS_v1 *paramsArray, unsigned int numExtSems, CUstream stream), (extSemArray, paramsArray, numExtSems, stream), P(extSemArray) P(paramsArray) A(numExtSems) A(stream)) \
    X(cuWaitExternalSemaphoresAsync, 10000, lazy, (const CUexternalSemaphore *extSemArray, const CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS_v1 *paramsArray, unsigned int numExtSems, CUstream stream), (extSemArray, paramsArray, numExtSems, stream), P(extSemArray) P(paramsArray) A(numExtSems) A(stream)) \
    X(cuDestroyExternalSemaphore, 10000, lazy, (CUexternalSemaphore extSem), (extSem), A(extSem)) \
    X(cuGraphicsUnregisterResource, 3000, lazy, (CUgraphicsResource resource), (resource), A(resource)) \
    X(cuGraphicsMapResources, 3000, lazy, (unsigned int count, CUgraphicsResource *resources, CUstream hStream), (count, resources, hStream), A(count) I(resources, count) A(hStream)) \
    X(cuGraphicsUnmapResources, 3000, lazy, (unsigned int count, CUgraphicsResource *resources, CUstream hStream), (count, resources, hStream), A(count) I(resources, count) A(hStream)) \
    X(cuGraphicsSubResourceGetMappedArray, 3000, lazy, (CUarray *pArray, CUgraphicsResource resource, unsigned int arrayIndex, unsigned int mipLevel), (pArray, resource, arrayIndex, mipLevel), O(pArray) A(resource) A(arrayIndex) A(mipLevel)) \
    X(cuGraphicsResourceGetMappedMipmappedArray, 5000, lazy, (CUmipmappedArray *pMipmappedArray, CUgraphicsResource resource), (pMipmappedArray, resource), O(pMipmappedArray) A(resource)) \
    X(cuGraphicsResourceSetMapFlags, 6050, lazy, (CUgraphicsResource resource, unsigned int flags), (resource, flags), A(resource) A(flags)) \
    X(cuGraphicsResourceGetMappedPointer, 3020, lazy, (CUdeviceptr_v2 *pDevPtr, size_t *pSize, CUgraphicsResource resource), (pDevPtr, pSize, resource), O(pDevPtr) O(pSize) A(resource)) \
    X(cuStreamBeginCapture, 10010, lazy, (CUstream hStream, CUstreamCaptureMode mode), (hStream, mode), A(hStream) N(mode, CUstreamCaptureMode)) \
    X(cuStreamBeginCaptureToGraph, 12030, lazy, (CUstream hStream, CUgraph hGraph, const CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, CUstreamCaptureMode mode), (hStream, hGraph, dependencies, dependencyData, numDependencies, mode), A(hStream) A(hGraph) P(dependencies) P(dependencyData) A(numDependencies) N(mode, CUstreamCaptureMode)) \
    X(cuStreamEndCapture, 10000, lazy, (CUstream hStream, CUgraph *phGraph), (hStream, phGraph), A(hStream) O(phGraph)) \
    X(cuStreamGetCaptureInfo, 12030, lazy, (CUstream hStream, CUstreamCaptureStatus *captureStatus_out, cuuint64_t *id_out, CUgraph *graph_out, const CUgraphNode **dependencies_out, const CUgraphEdgeData **edgeData_out, size_t *numDependencies_out), (hStream, captureStatus_out, id_out, graph_out, dependencies_out, edgeData_out, numDependencies_out), A(hStream) NO(captureStatus_out, CUstreamCaptureStatus) O(id_out) O(graph_out) O(dependencies_out) O(edgeData_out) O(numDependencies_out)) \
    X(cuStreamUpdateCaptureDependencies, 12030, lazy, (CUstream hStream, CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, unsigned int flags), (hStream, dependencies, dependencyData, numDependencies, flags), A(hStream) I(dependencies, numDependencies) P(dependencyData) A(numDependencies) A(flags)) \
    X(cuThreadExchangeStreamCaptureMode, 10010, lazy, (CUstreamCaptureMode *mode), (mode), NO(mode, CUstreamCaptureMode)) \
    X(cuGraphCreate, 10000, lazy, (CUgraph *phGraph, unsigned int flags), (phGraph, flags), O(phGraph) A(flags)) \
    X(cuGraphClone, 10000, lazy, (CUgraph *phGraphClone, CUgraph originalGraph), (phGraphClone, originalGraph), O(phGraphClone) A(originalGraph)) \
    X(cuGraphDestroy, 10000, lazy, (CUgraph hGraph), (hGraph), A(hGraph)) \
    X(cuGraphDestroyNode, 10000, lazy, (CUgraphNode hNode), (hNode), A(hNode)) \
    X(cuGraphAddNode, 12030, lazy, (CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, const CUgraphEdgeData *dependencyData, size_t numDependencies, CUgraphNodeParams *nodeParams), (phGraphNode, hGraph, dependencies, dependencyData, numDependencies, nodeParams), O(phGraphNode) A(hGraph) P(dependencies) P(dependencyData) A(numDependencies) P(nodeParams)) \
    X(cuGraphNodeSetParams, 12020, lazy, (CUgraphNode hNode, CUgraphNodeParams *nodeParams), (hNode, nodeParams), A(hNode) P(nodeParams)) \
    X(cuGraphExecNodeSetParams, 12020, lazy, (CUgraphExec hGraphExec, CUgraphNode hNode, CUgraphNodeParams *nodeParams), (hGraphExec, hNode, nodeParams), A(hGraphExec) A(hNode) P(nodeParams)) \
    X(cuGraphAddKernelNode, 12000, lazy, (CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_KERNEL_NODE_PARAMS_v2 *nodeParams), (phGraphNode, hGraph, dependencies, numDependencies, nodeParams), O(phGraphNode) A(hGraph) P(dependencies) A(numDependencies) P(nodeParams)) \
    X(cuGraphKernelNodeGetParams, 12000, lazy, (CUgraphNode hNode, CUDA_KERNEL_NODE_PARAMS_v2 *nodeParams), (hNode, nodeParams), A(hNode) P(nodeParams)) \
    X(cuGraphKernelNodeSetParams, 12000, lazy, (CUgraphNode hNode, const CUDA_KERNEL_NODE_PARAMS_v2 *nodeParams), (hNode, nodeParams), A(hNode) P(nodeParams)) \
    X(cuGraphKernelNodeCopyAttributes, 11000, lazy, (CUgraphNode dst, CUgraphNode src), (dst, src), A(dst) A(src)) \
    X(cuGraphKernelNodeGetAttribute, 11000, lazy, (CUgraphNode hNode, CUkernelNodeAttrID attr, CUkernelNodeAttrValue_v1 *value_out), (hNode, attr, value_out), A(hNode) N(attr, CUlaunchAttributeID) P(value_out)) \
    X(cuGraphKernelNodeSetAttribute, 11000, lazy, (CUgraphNode hNode, CUkernelNodeAttrID attr, const CUkernelNodeAttrValue_v1 *value), (hNode, attr, value), A(hNode) N(attr, CUlaunchAttributeID) P(value)) \
    X(cuGraphAddMemcpyNode, 10000, lazy, (CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_MEMCPY3D_v2 *copyParams, CUcontext ctx), (phGraphNode, hGraph, dependencies, numDependencies, copyParams, ctx), O(phGraphNode) A(hGraph) P(dependencies) A(numDependencies) P(copyParams) A(ctx)) \
    X(cuGraphMemcpyNodeGetParams, 10000, lazy, (CUgraphNode hNode, CUDA_MEMCPY3D_v2 *nodeParams), (hNode, nodeParams), A(hNode) P(nodeParams)) \
    X(cuGraphMemcpyNodeSetParams, 10000, lazy, (CUgraphNode hNode, const CUDA_MEMCPY3D_v2 *nodeParams), (hNode, nodeParams), A(hNode) P(nodeParams)) \
    X(cuGraphAddMemsetNode, 10000, lazy, (CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_MEMSET_NODE_PARAMS_v1 *memsetParams, CUcontext ctx), (phGraphNode, hGraph, dependencies, numDependencies, memsetParams, ctx), O(phGraphNode) A(hGraph) P(dependencies) A(numDependencies) P(memsetParams) A(ctx)) \
    X(cuGraphMemsetNodeGetParams, 10000, lazy, (CUgraphNode hNode, CUDA_MEMSET_NODE_PARAMS_v1 *nodeParams), (hNode, nodeParams), A(hNode) P(nodeParams)) \
    X(cuGraphMemsetNodeSetParams, 10000, lazy, (CUgraphNode hNode, const CUDA_MEMSET_NODE_PARAMS_v1 *nodeParams), (hNode, nodeParams), A(hNode) P(nodeParams)) \
    X(cuGraphAddHostNode, 10000, lazy, (CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_HOST_NODE_PARAMS_v1 *nodeParams), (phGraphNode, hGraph, dependencies, numDependencies, nodeParams), O(phGraphNode) A(hGraph) P(dependencies) A(numDependencies) P(nodeParams)) \
    X(cuGraphHostNodeGetParams, 10000, lazy, (CUgraphNode hNode, CUDA_HOST_NODE_PARAMS_v1 *nodeParams), (hNode, nodeParams), A(hNode) P(nodeParams)) \
    X(cuGraphHostNodeSetParams, 10000, lazy, (CUgraphNode hNode, const CUDA_HOST_NODE_PARAMS_v1 *nodeParams), (hNode, nodeParams), A(hNode) P(nodeParams)) \
    X(cuGraphAddChildGraphNode, 10000, lazy, (CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUgraph childGraph), (phGraphNode, hGraph, dependencies, numDependencies, childGraph), O(phGraphNode) A(hGraph) P(dependencies) A(numDependencies) A(childGraph)) \
    X(cuGraphChildGraphNodeGetGraph, 10000, lazy, (CUgraphNode hNode, CUgraph *phGraph), (hNode, phGraph), A(hNode) O(phGraph)) \
    X(cuGraphAddEmptyNode, 10000, lazy, (CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies), (phGraphNode, hGraph, dependencies, numDependencies), O(phGraphNode) A(hGraph) P(dependencies) A(numDependencies)) \
    X(cuGraphAddEventRecordNode, 11010, lazy, (CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUevent event), (phGraphNode, hGraph, dependencies, numDependencies, event), O(phGraphNode) A(hGraph) P(dependencies) A(numDependencies) A(event)) \
    X(cuGraphEventRecordNodeGetEvent, 11010, lazy, (CUgraphNode hNode, CUevent *event_out), (hNode, event_out), A(hNode) O(event_out)) \
    X(cuGraphEventRecordNodeSetEvent, 11010, lazy, (CUgraphNode hNode, CUevent event), (hNode, event), A(hNode) A(event)) \
    X(cuGraphAddEventWaitNode, 11010, lazy, (CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUevent event), (phGraphNode, hGraph, dependencies, numDependencies, event), O(phGraphNode) A(hGraph) P(dependencies) A(numDependencies) A(event)) \
    X(cuGraphEventWaitNodeGetEvent, 11010, lazy, (CUgraphNode hNode, CUevent *event_out), (hNode, event_out), A(hNode) O(event_out)) \
    X(cuGraphEventWaitNodeSetEvent, 11010, lazy, (CUgraphNode hNode, CUevent event), (hNode, event), A(hNode) A(event)) \
    X(cuGraphAddExternalSemaphoresSignalNode, 11020, lazy, (CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v1 *nodeParams), (phGraphNode, hGraph, dependencies, numDependencies, nodeParams), O(phGraphNode) A(hGraph) P(dependencies) A(numDependencies) P(nodeParams)) \
    X(cuGraphExternalSemaphoresSignalNodeGetParams, 11020, lazy, (CUgraphNode hNode, CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v1 *params_out), (hNode, params_out), A(hNode) P(params_out)) \
    X(cuGraphExternalSemaphoresSignalNodeSetParams, 11020, lazy, (CUgraphNode hNode, const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v1 *nodeParams), (hNode, nodeParams), A(hNode) P(nodeParams)) \
    X(cuGraphAddExternalSemaphoresWaitNode, 11020, lazy, (CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, const CUDA_EXT_SEM_WAIT_NODE_PARAMS_v1 *nodeParams), (phGraphNode, hGraph, dependencies, numDependencies, nodeParams), O(phGraphNode) A(hGraph) P(dependencies) A(numDependencies) P(nodeParams)) \
    X(cuGraphExternalSemaphoresWaitNodeGetParams, 11020, lazy, (CUgraphNode hNode, CUDA_EXT_SEM_WAIT_NODE_PARAMS_v1 *params_out), (hNode, params_out), A(hNode) P(params_out)) \
    X(cuGraphExternalSemaphoresWaitNodeSetParams, 11020, lazy, (CUgraphNode hNode, const CUDA_EXT_SEM_WAIT_NODE_PARAMS_v1 *nodeParams), (hNode, nodeParams), A(hNode) P(nodeParams)) \
    X(cuGraphAddMemAllocNode, 11040, lazy, (CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUDA_MEM_ALLOC_NODE_PARAMS *nodeParams), (phGraphNode, hGraph, dependencies, numDependencies, nodeParams), O(phGraphNode) A(hGraph) P(dependencies) A(numDependencies) P(nodeParams)) \
    X(cuGraphMemAllocNodeGetParams, 11040, lazy, (CUgraphNode hNode, CUDA_MEM_ALLOC_NODE_PARAMS *params_out), (hNode, params_out), A(hNode) P(params_out)) \
    X(cuGraphAddMemFreeNode, 11040, lazy, (CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies, size_t numDependencies, CUdeviceptr dptr), (phGraphNode, hGraph, dependencies, numDependencies, dptr), O(phGraphNode) A(hGraph) P(dependencies) A(numDependencies) A(dptr)) \
    X(cuGraphMemFreeNodeGetParams, 11040, lazy, (CUgraphNode hNode, CUdeviceptr *dptr_out), (hNode, dptr_out), A(hNode) O(dptr_out)) \
    X(cuDeviceGraphMemTrim, 11040, lazy, (CUdevice device), (device), A(device)) \
    X(cuDeviceGetGraphMemAttribute, 11040, lazy, (CUdevice device, CUgraphMem_attribute attr, void* value), (device, attr, value), A(device) N(attr, CUgraphMem_attribute) P(value)) \
    X(cuDeviceSetGraphMemAttribute, 11040, lazy, (CUdevice device, CUgraphMem_attribute attr, void* value), (device, attr, value), A(device) N(attr, CUgraphMem_attribute) P(value)) \
    X(cuGraphGetNodes, 10000, lazy, (CUgraph hGraph, CUgraphNode *nodes, size_t *numNodes), (hGraph, nodes, numNodes), A(hGraph) LP(nodes, numNodes) O(numNodes)) \
    X(cuGraphGetRootNodes, 10000, lazy, (CUgraph hGraph, CUgraphNode *rootNodes, size_t *numRootNodes), (hGraph, rootNodes, numRootNodes), A(hGraph) LP(rootNodes, numRootNodes) O(numRootNodes)) \
    X(cuGraphGetEdges, 12030, lazy, (CUgraph hGraph, CUgraphNode *from, CUgraphNode *to, CUgraphEdgeData *edgeData, size_t *numEdges), (hGraph, from, to, edgeData, numEdges), A(hGraph) LP(from, numEdges) LP(to, numEdges) P(edgeData) O(numEdges)) \
    X(cuGraphNodeGetDependencies, 12030, lazy, (CUgraphNode hNode, CUgraphNode *dependencies, CUgraphEdgeData *edgeData, size_t *numDependencies), (hNode, dependencies, edgeData, numDependencies), A(hNode) LP(dependencies, numDependencies) P(edgeData) O(numDependencies)) \
    X(cuGraphNodeGetDependentNodes, 12030, lazy, (CUgraphNode hNode, CUgraphNode *dependentNodes, CUgraphEdgeData *edgeData, size_t *numDependentNodes), (hNode, dependentNodes, edgeData, numDependentNodes), A(hNode) LP(dependentNodes, numDependentNodes) P(edgeData) O(numDependentNodes)) \
    X(cuGraphAddDependencies, 12030, lazy, (CUgraph hGraph, const CUgraphNode *from, const CUgraphNode *to, const CUgraphEdgeData *edgeData, size_t numDependencies), (hGraph, from, to, edgeData, numDependencies), A(hGraph) P(from) P(to) P(edgeData) A(numDependencies)) \
    X(cuGraphRemoveDependencies, 12030, lazy, (CUgraph hGraph, const CUgraphNode *from, const CUgraphNode *to, const CUgraphEdgeData *edgeData, size_t numDependencies), (hGraph, from, to, edgeData, numDependencies), A(hGraph) P(from) P(to) P(edgeData) A(numDependencies)) \
    X(cuGraphNodeGetType, 10000, lazy, (CUgraphNode hNode, CUgraphNodeType *type), (hNode, type), A(hNode) NO(type, CUgraphNodeType)) \
    X(cuGraphNodeFindInClone, 10000, lazy, (CUgraphNode *phNode, CUgraphNode hOriginalNode, CUgraph hClonedGraph), (phNode, hOriginalNode, hClonedGraph), O(phNode) A(hOriginalNode) A(hClonedGraph)) \
    X(cuGraphDebugDotPrint, 11030, lazy, (CUgraph hGraph, const char *path, unsigned int flags), (hGraph, path, flags), A(hGraph) S(path) A(flags)) \
    X(cuGraphNodeSetEnabled, 11060, lazy, (CUgraphExec hGraphExec, CUgraphNode hNode, unsigned int isEnabled), (hGraphExec, hNode, isEnabled), A(hGraphExec) A(hNode) A(isEnabled)) \
    X(cuGraphNodeGetEnabled, 11060, lazy, (CUgraphExec hGraphExec, CUgraphNode hNode, unsigned int *isEnabled), (hGraphExec, hNode, isEnabled), A(hGraphExec) A(hNode) O(isEnabled)) \
    X(cuGraphConditionalHandleCreate, 12030, lazy, (CUgraphConditionalHandle *pHandle_out, CUgraph hGraph, CUcontext ctx, unsigned int defaultLaunchValue, unsigned int flags), (pHandle_out, hGraph, ctx, defaultLaunchValue, flags), O(pHandle_out) A(hGraph) A(ctx) A(defaultLaunchValue) A(flags)) \
    X(cuUserObjectCreate, 11030, lazy, (CUuserObject *object_out, void *ptr, CUhostFn destroy, unsigned int initialRefcount, unsigned int flags), (object_out, ptr, destroy, initialRefcount, flags), O(object_out) P(ptr) A(destroy) A(initialRefcount) A(flags)) \
    X(cuUserObjectRetain, 11030, lazy, (CUuserObject object, unsigned int count), (object, count), A(object) A(count)) \
    X(cuUserObjectRelease, 11030, lazy, (CUuserObject object, unsigned int count), (object, count), A(object) A(count)) \
    X(cuGraphRetainUserObject, 11030, lazy, (CUgraph graph, CUuserObject object, unsigned int count, unsigned int flags), (graph, object, count, flags), A(graph) A(object) A(count) A(flags)) \
    X(cuGraphReleaseUserObject, 11030, lazy, (CUgraph graph, CUuserObject object, unsigned int count), (graph, object, count), A(graph) A(object) A(count)) \
    X(cuGraphInstantiateWithFlags, 11040, lazy, (CUgraphExec *phGraphExec, CUgraph hGraph, unsigned long long flags), (phGraphExec, hGraph, flags), O(phGraphExec) A(hGraph) A(flags)) \
    X(cuGraphInstantiateWithParams, 12000, lazy, (CUgraphExec *phGraphExec, CUgraph hGraph, CUDA_GRAPH_INSTANTIATE_PARAMS *instantiateParams), (phGraphExec, hGraph, instantiateParams), O(phGraphExec) A(hGraph) P(instantiateParams)) \
    X(cuGraphExecGetFlags, 12000, lazy, (CUgraphExec hGraphExec, cuuint64_t *flags), (hGraphExec, flags), A(hGraphExec) O(flags)) \
    X(cuGraphUpload, 11010, lazy, (CUgraphExec hGraph, CUstream hStream), (hGraph, hStream), A(hGraph) A(hStream)) \
    X(cuGraphLaunch, 10000, lazy, (CUgraphExec hGraph, CUstream hStream), (hGraph, hStream), A(hGraph) A(hStream)) \
    X(cuGraphExecDestroy, 10000, lazy, (CUgraphExec hGraphExec), (hGraphExec), A(hGraphExec)) \
    X(cuGraphExecUpdate, 12000, lazy, (CUgraphExec hGraphExec, CUgraph hGraph, CUgraphExecUpdateResultInfo *resultInfo), (hGraphExec, hGraph, resultInfo), A(hGraphExec) A(hGraph) P(resultInfo)) \
    X(cuGraphExecKernelNodeSetParams, 12000, lazy, (CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_KERNEL_NODE_PARAMS_v2 *nodeParams), (hGraphExec, hNode, nodeParams), A(hGraphExec) A(hNode) P(nodeParams)) \
    X(cuGraphExecMemcpyNodeSetParams, 10020, lazy, (CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_MEMCPY3D_v2 *copyParams, CUcontext ctx), (hGraphExec, hNode, copyParams, ctx), A(hGraphExec) A(hNode) P(copyParams) A(ctx)) \
    X(cuGraphExecMemsetNodeSetParams, 10020, lazy, (CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_MEMSET_NODE_PARAMS_v1 *memsetParams, CUcontext ctx), (hGraphExec, hNode, memsetParams, ctx), A(hGraphExec) A(hNode) P(memsetParams) A(ctx)) \
    X(cuGraphExecHostNodeSetParams, 10020, lazy, (CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_HOST_NODE_PARAMS_v1 *nodeParams), (hGraphExec, hNode, nodeParams), A(hGraphExec) A(hNode) P(nodeParams)) \
    X(cuGraphExecChildGraphNodeSetParams, 11010, lazy, (CUgraphExec hGraphExec, CUgraphNode hNode, CUgraph childGraph), (hGraphExec, hNode, childGraph), A(hGraphExec) A(hNode) A(childGraph)) \
    X(cuGraphExecEventRecordNodeSetEvent, 11010, lazy, (CUgraphExec hGraphExec, CUgraphNode hNode, CUevent event), (hGraphExec, hNode, event), A(hGraphExec) A(hNode) A(event)) \
    X(cuGraphExecEventWaitNodeSetEvent, 11010, lazy, (CUgraphExec hGraphExec, CUgraphNode hNode, CUevent event), (hGraphExec, hNode, event), A(hGraphExec) A(hNode) A(event)) \
    X(cuGraphExecExternalSemaphoresSignalNodeSetParams, 11020, lazy, (CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v1 *nodeParams), (hGraphExec, hNode, nodeParams), A(hGraphExec) A(hNode) P(nodeParams)) \
    X(cuGraphExecExternalSemaphoresWaitNodeSetParams, 11020, lazy, (CUgraphExec hGraphExec, CUgraphNode hNode, const CUDA_EXT_SEM_WAIT_NODE_PARAMS_v1 *nodeParams), (hGraphExec, hNode, nodeParams), A(hGraphExec) A(hNode) P(nodeParams)) \
    X(cuGraphicsGLRegisterBuffer, 3000, adapted, (CUgraphicsResource *pCudaResource, unsigned int buffer, unsigned int Flags), (pCudaResource, buffer, Flags), O(pCudaResource) A(buffer) A(Flags)) \
    X(cuGraphicsGLRegisterImage, 3000, adapted, (CUgraphicsResource *pCudaResource, unsigned int image, unsigned int target, unsigned int Flags), (pCudaResource, image, target, Flags), O(pCudaResource) A(image) A(target) A(Flags)) \
    X(cuGLGetDevices, 6050, adapted, (unsigned int *pCudaDeviceCount, CUdevice *pCudaDevices, unsigned int cudaDeviceCount, int deviceList), (pCudaDeviceCount, pCudaDevices, cudaDeviceCount, deviceList), O(pCudaDeviceCount) L(pCudaDevices, cudaDeviceCount) A(cudaDeviceCount) A(deviceList)) \
    X(cuGLRegisterBufferObject, 2000, adapted, (unsigned int buffer), (buffer), A(buffer)) \
    X(cuGLUnregisterBufferObject, 2000, adapted, (unsigned int buffer), (buffer), A(buffer)) \
    X(cuGLMapBufferObject, 3020, adapted, (CUdeviceptr *dptr, size_t *size, unsigned int buffer), (dptr, size, buffer), O(dptr) O(size) A(buffer)) \
    X(cuGLMapBufferObjectAsync, 3020, adapted, (CUdeviceptr *dptr, size_t *size, unsigned int buffer, CUstream hStream), (dptr, size, buffer, hStream), O(dptr) O(size) A(buffer) A(hStream)) \
    X(cuGLUnmapBufferObject, 2000, adapted, (unsigned int buffer), (buffer), A(buffer)) \
    X(cuGLUnmapBufferObjectAsync, 2030, adapted, (unsigned int buffer, CUstream hStream), (buffer, hStream), A(buffer) A(hStream)) \
    X(cuGLSetBufferObjectMapFlags, 2030, adapted, (unsigned int buffer, unsigned int Flags), (buffer, Flags), A(buffer) A(Flags)) \
    X(cuGraphicsEGLRegisterImage, 7000, adapted, (CUgraphicsResource *pCudaResource, void *image, unsigned int flags), (pCudaResource, image, flags), O(pCudaResource) P(image) A(flags)) \
    X(cuEGLStreamConsumerConnect, 7000, adapted, (struct CUeglStreamConnection_st **conn, void *stream), (conn, stream), O(conn) P(stream)) \
    X(cuEGLStreamConsumerConnectWithFlags, 8000, adapted, (struct CUeglStreamConnection_st **conn, void *stream, unsigned int flags), (conn, stream, flags), O(conn) P(stream) A(flags)) \
    X(cuEGLStreamConsumerDisconnect, 7000, adapted, (struct CUeglStreamConnection_st **conn), (conn), P(conn)) \
    X(cuEGLStreamConsumerAcquireFrame, 7000, adapted, (struct CUeglStreamConnection_st **conn, CUgraphicsResource *pCudaResource, CUstream *pStream, unsigned int timeout), (conn, pCudaResource, pStream, timeout), P(conn) O(pCudaResource) P(pStream) A(timeout)) \
    X(cuEGLStreamConsumerReleaseFrame, 7000, adapted, (struct CUeglStreamConnection_st **conn, CUgraphicsResource pCudaResource, CUstream *pStream), (conn, pCudaResource, pStream), P(conn) A(pCudaResource) P(pStream)) \
    X(cuEGLStreamProducerConnect, 7000, adapted, (struct CUeglStreamConnection_st **conn, void *stream, int32_t width, int32_t height), (conn, stream, width, height), O(conn) P(stream) A(width) A(height)) \
    X(cuEGLStreamProducerDisconnect, 7000, adapted, (struct CUeglStreamConnection_st **conn), (conn), P(conn)) \
    X(cuVDPAUGetDevice, 3010, adapted, (CUdevice *pDevice, uint32_t vdpDevice, cufw_call_VdpGetProcAddress *vdpGetProcAddress), (pDevice, vdpDevice, vdpGetProcAddress), O(pDevice) A(vdpDevice) P(vdpGetProcAddress)) \
    X(cuGraphicsVDPAURegisterVideoSurface, 3010, adapted, (CUgraphicsResource *pCudaResource, uint32_t vdpSurface, unsigned int flags), (pCudaResource, vdpSurface, flags), O(pCudaResource) A(vdpSurface) A(flags)) \
    X(cuGraphicsVDPAURegisterOutputSurface, 3010, adapted, (CUgraphicsResource *pCudaResource, uint32_t vdpSurface, unsigned int flags), (pCudaResource, vdpSurface, flags), O(pCudaResource) A(vdpSurface) A(flags)) \
    X(cuGreenCtxCreate, 12040, lazy, (CUgreenCtx* phCtx, CUdevResourceDesc desc, CUdevice dev, unsigned int flags), (phCtx, desc, dev, flags), O(phCtx) A(desc) A(dev) A(flags)) \
    X(cuGreenCtxDestroy, 12040, lazy, (CUgreenCtx hCtx), (hCtx), A(hCtx)) \
    X(cuCtxFromGreenCtx, 12040, lazy, (CUcontext *pContext, CUgreenCtx hCtx), (pContext, hCtx), O(pContext) A(hCtx)) \
    X(cuGreenCtxRecordEvent, 12040, lazy, (CUgreenCtx hCtx, CUevent hEvent), (hCtx, hEvent), A(hCtx) A(hEvent)) \
    X(cuGreenCtxWaitEvent, 12040, lazy, (CUgreenCtx hCtx, CUevent hEvent), (hCtx, hEvent), A(hCtx) A(hEvent)) \
    X(cuGreenCtxGetDevResource, 12040, lazy, (CUgreenCtx hCtx, CUdevResource* result, CUdevResourceType type), (hCtx, result, type), A(hCtx) P(result) A(type)) \
    X(cuDeviceGetDevResource, 12040, lazy, (CUdevice dev, CUdevResource* result, CUdevResourceType type), (dev, result, type), A(dev) P(result) A(type)) \
    X(cuCtxGetDevResource, 12040, lazy, (CUcontext hCtx, CUdevResource* result, CUdevResourceType type), (hCtx, result, type), A(hCtx) P(result) A(type)) \
    X(cuDevResourceGenerateDesc, 12040, lazy, (CUdevResourceDesc* phDesc, CUdevResource* resources, unsigned int nbResources), (phDesc, resources, nbResources), O(phDesc) I(resources, nbResources) A(nbResources)) \
    X(cuDevSmResourceSplitByCount, 12040, lazy, (CUdevResource* result, unsigned int* nbGroups, const CUdevResource* input, CUdevResource* remaining, unsigned int useFlags, unsigned int minCount), (result, nbGroups, input, remaining, useFlags, minCount), P(result) O(nbGroups) P(input) P(remaining) A(useFlags) A(minCount)) \
    CUFW_TRACE_DRIVER_LIST_SINCE_12050(X) \
    CUFW_TRACE_DRIVER_LIST_SINCE_12080(X) \
    CUFW_TRACE_DRIVER_LIST_SINCE_12090(X) \
    CUFW_TRACE_DRIVER_LIST_SINCE_13000(X) \
    CUFW_TRACE_DRIVER_LIST_SINCE_13010(X) \
    CUFW_TRACE_DRIVER_LIST_SINCE_13020(X) \
    CUFW_TRACE_DRIVER_LIST_SINCE_13030(X) \
    CUFW_TRACE_DRIVER_LIST_SINCE_13040(X)

#if CUDA_VERSION >= 12050
#define CUFW_TRACE_DRIVER_LIST_SINCE_12050(X) \
    X(cuGreenCtxStreamCreate, 12050, lazy, (CUstream* phStream, CUgreenCtx greenCtx, unsigned int flags, int priority), (phStream, greenCtx, flags, priority), O(phStream) A(greenCtx) A(flags) A(priority)) \
    X(cuCtxRecordEvent, 12050, lazy, (CUcontext hCtx, CUevent hEvent), (hCtx, hEvent), A(hCtx) A(hEvent)) \
    X(cuCtxWaitEvent, 12050, lazy, (CUcontext hCtx, CUevent hEvent), (hCtx, hEvent), A(hCtx) A(hEvent)) \
    X(cuStreamGetCtx, 12050, lazy, (CUstream hStream, CUcontext *pctx, CUgreenCtx *pGreenCtx), (hStream, pctx, pGreenCtx), A(hStream) O(pctx) O(pGreenCtx))
#else
#define CUFW_TRACE_DRIVER_LIST_SINCE_12050(X)
#endif

#if CUDA_VERSION >= 12080
#define CUFW_TRACE_DRIVER_LIST_SINCE_12080(X) \
    X(cuEventElapsedTime, 12080, core, (float *pMilliseconds, CUevent hStart, CUevent hEnd), (pMilliseconds, hStart, hEnd), O(pMilliseconds) A(hStart) A(hEnd)) \
    X(cuStreamGetDevice, 12080, lazy, (CUstream hStream, CUdevice *device), (hStream, device), A(hStream) O(device))
#else
#define CUFW_TRACE_DRIVER_LIST_SINCE_12080(X) \
    X(cuEventElapsedTime, 2000, core, (float *pMilliseconds, CUevent hStart, CUevent hEnd), (pMilliseconds, hStart, hEnd), O(pMilliseconds) A(hStart) A(hEnd))
#endif

#if CUDA_VERSION >= 12090
#define CUFW_TRACE_DRIVER_LIST_SINCE_12090(X) \
    X(cuLogsRegisterCallback, 12090, lazy, (CUlogsCallback callbackFunc, void *userData, CUlogsCallbackHandle *callback), (callbackFunc, userData, callback), A(callbackFunc) P(userData) O(callback)) \
    X(cuLogsUnregisterCallback, 12090, lazy, (CUlogsCallbackHandle callback), (callback), A(callback)) \
    X(cuLogsCurrent, 12090, lazy, (CUlogIterator *iterator, unsigned int flags), (iterator, flags), O(iterator) A(flags)) \
    X(cuLogsDumpToFile, 12090, lazy, (CUlogIterator *iterator, const char *pathToFile, unsigned int flags), (iterator, pathToFile, flags), O(iterator) S(pathToFile) A(flags)) \
    X(cuLogsDumpToMemory, 12090, lazy, (CUlogIterator *iterator, char *buffer, size_t *size, unsigned int flags), (iterator, buffer, size, flags), O(iterator) P(buffer) O(size) A(flags)) \
    X(cuGreenCtxGetId, 12090, lazy, (CUgreenCtx greenCtx, unsigned long long *greenCtxId), (greenCtx, greenCtxId), A(greenCtx) O(greenCtxId))
#else
#define CUFW_TRACE_DRIVER_LIST_SINCE_12090(X)
#endif

#if CUDA_VERSION >= 13000
#define CUFW_TRACE_DRIVER_LIST_SINCE_13000(X) \
    X(cuCtxGetDevice, 13000, core, (CUdevice *device, CUcontext ctx), (device, ctx), O(device) A(ctx)) \
    X(cuCtxSynchronize, 13000, core, (CUcontext ctx), (ctx), A(ctx)) \
    X(cuMemcpyBatchAsync, 13000, lazy, (CUdeviceptr_v2 *dsts, CUdeviceptr_v2 *srcs, size_t *sizes, size_t count, CUmemcpyAttributes_v1 *attrs, size_t *attrIdxs, size_t numAttrs, CUstream hStream), (dsts, srcs, sizes, count, attrs, attrIdxs, numAttrs, hStream), I(dsts, count) I(srcs, count) I(sizes, count) A(count) P(attrs) I(attrIdxs, numAttrs) A(numAttrs) A(hStream)) \
    X(cuMemcpy3DBatchAsync, 13000, lazy, (size_t numParams, CUDA_MEMCPY3D_BATCH_OP_v1 *opList, unsigned long long flags, CUstream hStream), (numParams, opList, flags, hStream), A(numParams) P(opList) A(flags) A(hStream)) \
    X(cuMemPrefetchBatchAsync, 13000, lazy, (CUdeviceptr_v2 *dptrs, size_t *sizes, size_t count, CUmemLocation_v1 *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, CUstream hStream), (dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, hStream), I(dptrs, count) I(sizes, count) A(count) P(prefetchLocs) I(prefetchLocIdxs, numPrefetchLocs) A(numPrefetchLocs) A(flags) A(hStream)) \
    X(cuMemDiscardBatchAsync, 13000, lazy, (CUdeviceptr_v2 *dptrs, size_t *sizes, size_t count, unsigned long long flags, CUstream hStream), (dptrs, sizes, count, flags, hStream), I(dptrs, count) I(sizes, count) A(count) A(flags) A(hStream)) \
    X(cuMemDiscardAndPrefetchBatchAsync, 13000, lazy, (CUdeviceptr_v2 *dptrs, size_t *sizes, size_t count, CUmemLocation_v1 *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, CUstream hStream), (dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, hStream), I(dptrs, count) I(sizes, count) A(count) P(prefetchLocs) I(prefetchLocIdxs, numPrefetchLocs) A(numPrefetchLocs) A(flags) A(hStream)) \
    X(cuMemGetDefaultMemPool, 13000, lazy, (CUmemoryPool *pool_out, CUmemLocation *location, CUmemAllocationType type), (pool_out, location, type), O(pool_out) P(location) N(type, CUmemAllocationType)) \
    X(cuMemGetMemPool, 13000, lazy, (CUmemoryPool *pool_out, CUmemLocation *location, CUmemAllocationType type), (pool_out, location, type), O(pool_out) P(location) N(type, CUmemAllocationType)) \
    X(cuMemSetMemPool, 13000, lazy, (CUmemLocation *location, CUmemAllocationType type, CUmemoryPool pool), (location, type, pool), P(location) N(type, CUmemAllocationType) A(pool)) \
    X(cuDeviceGetP2PAtomicCapabilities, 13000, lazy, (unsigned int* capabilities, const CUatomicOperation* operations, unsigned int count, CUdevice srcDevice, CUdevice dstDevice), (capabilities, operations, count, srcDevice, dstDevice), L(capabilities, count) P(operations) A(count) A(srcDevice) A(dstDevice)) \
    X(cuDeviceGetHostAtomicCapabilities, 13000, lazy, (unsigned int* capabilities, const CUatomicOperation* operations, unsigned int count, CUdevice dev), (capabilities, operations, count, dev), L(capabilities, count) P(operations) A(count) A(dev))
#else
#define CUFW_TRACE_DRIVER_LIST_SINCE_13000(X) \
    X(cuCtxGetDevice, 2000, core, (CUdevice_v1 *device), (device), O(device)) \
    X(cuCtxSynchronize, 2000, core, (void), (), )
#endif

#if CUDA_VERSION >= 13010
#define CUFW_TRACE_DRIVER_LIST_SINCE_13010(X) \
    X(cuDevSmResourceSplit, 13010, lazy, (CUdevResource* result, unsigned int nbGroups, const CUdevResource* input, CUdevResource* remainder, unsigned int flags, CU_DEV_SM_RESOURCE_GROUP_PARAMS* groupParams), (result, nbGroups, input, remainder, flags, groupParams), P(result) A(nbGroups) P(input) P(remainder) A(flags) I(groupParams, nbGroups)) \
    X(cuStreamGetDevResource, 13010, lazy, (CUstream hStream, CUdevResource* result, CUdevResourceType type), (hStream, result, type), A(hStream) P(result) A(type)) \
    X(cuGraphNodeGetContainingGraph, 13010, lazy, (CUgraphNode hNode, CUgraph *phGraph), (hNode, phGraph), A(hNode) O(phGraph)) \
    X(cuGraphNodeGetLocalId, 13010, lazy, (CUgraphNode hNode, unsigned int *nodeId), (hNode, nodeId), A(hNode) O(nodeId)) \
    X(cuGraphNodeGetToolsId, 13010, lazy, (CUgraphNode hNode, unsigned long long *nodeId), (hNode, nodeId), A(hNode) O(nodeId)) \
    X(cuGraphGetId, 13010, lazy, (CUgraph hGraph, unsigned int *graphId), (hGraph, graphId), A(hGraph) O(graphId)) \
    X(cuGraphExecGetId, 13010, lazy, (CUgraphExec hGraphExec, unsigned int *graphId), (hGraphExec, graphId), A(hGraphExec) O(graphId)) \
    X(cuLaunchHostFunc_v2, 13010, adapted, (CUstream hStream, CUhostFn fn, void *userData, unsigned int syncMode), (hStream, fn, userData, syncMode), A(hStream) A(fn) P(userData) A(syncMode))
#else
#define CUFW_TRACE_DRIVER_LIST_SINCE_13010(X)
#endif

#if CUDA_VERSION >= 13020
#define CUFW_TRACE_DRIVER_LIST_SINCE_13020(X) \
    X(cuKernelGetParamCount, 13020, lazy, (CUkernel kernel, size_t *paramCount), (kernel, paramCount), A(kernel) O(paramCount)) \
    X(cuGraphNodeGetParams, 13020, lazy, (CUgraphNode hNode, CUgraphNodeParams *nodeParams), (hNode, nodeParams), A(hNode) P(nodeParams)) \
    X(cuMemcpyWithAttributesAsync, 13020, lazy, (CUdeviceptr_v2 dst, CUdeviceptr_v2 src, size_t size, CUmemcpyAttributes_v1 *attr, CUstream hStream), (dst, src, size, attr, hStream), A(dst) A(src) A(size) P(attr) A(hStream)) \
    X(cuMemcpy3DWithAttributesAsync, 13020, lazy, (CUDA_MEMCPY3D_BATCH_OP_v1 *op, unsigned long long flags, CUstream hStream), (op, flags, hStream), P(op) A(flags) A(hStream))
#else
#define CUFW_TRACE_DRIVER_LIST_SINCE_13020(X)
#endif

#if CUDA_VERSION >= 13030
#define CUFW_TRACE_DRIVER_LIST_SINCE_13030(X) \
    X(cuStreamBeginRecaptureToGraph, 13030, lazy, (CUstream hStream, CUstreamCaptureMode mode, CUgraph hGraph, CUgraphRecaptureCallback callbackFunc, void *userData), (hStream, mode, hGraph, callbackFunc, userData), A(hStream) N(mode, CUstreamCaptureMode) A(hGraph) A(callbackFunc) P(userData))
#else
#define CUFW_TRACE_DRIVER_LIST_SINCE_13030(X)
#endif

#if CUDA_VERSION >= 13040
#define CUFW_TRACE_DRIVER_LIST_SINCE_13040(X) \
    X(cuMemGetLocationInfo, 13040, lazy, (CUdeviceptr_v2 ptr, size_t size, size_t summaryGranularity, size_t samplingGranularity, CUmemLocation_v1 *location_out), (ptr, size, summaryGranularity, samplingGranularity, location_out), A(ptr) A(size) A(summaryGranularity) A(samplingGranularity) P(location_out))
#else
#define CUFW_TRACE_DRIVER_LIST_SINCE_13040(X)
#endif

#endif
