/* SPDX-License-Identifier: MIT */
/*
 * compat/trace_list.h -- written by scripts/trace-lists.py; do not edit.
 * Every function compat exports with its parameters, for the
 * trace's wrappers (compat/trace.c): E(name, (parameters), (arguments),
 * how each is printed) for a function returning cudaError_t, R(result
 * type, ...) for one returning another type, V(...) for a void one. Each
 * definition in compat/ is compiled as cufw__rti_<name> (trace_names.h)
 * and the exported name is the wrapper.
 */
#ifndef CUFW_COMPAT_TRACE_LIST_H
#define CUFW_COMPAT_TRACE_LIST_H

#define CUFW_TRACE_RUNTIME_LIST(E, R, V) \
    E(cudaChooseDevice, (int *device, const struct cudaDeviceProp *prop), (device, prop), O(device) P(prop)) \
    E(cudaDeviceCanAccessPeer, (int *canAccessPeer, int device, int peerDevice), (canAccessPeer, device, peerDevice), O(canAccessPeer) A(device) A(peerDevice)) \
    E(cudaDeviceDisablePeerAccess, (int peerDevice), (peerDevice), A(peerDevice)) \
    E(cudaDeviceEnablePeerAccess, (int peerDevice, unsigned int flags), (peerDevice, flags), A(peerDevice) A(flags)) \
    E(cudaDeviceGetAttribute, (int *value, enum cudaDeviceAttr attr, int device), (value, attr, device), P(value) A(attr) A(device)) \
    E(cudaDeviceGetCacheConfig, (enum cudaFuncCache *pCacheConfig), (pCacheConfig), O(pCacheConfig)) \
    E(cudaDeviceGetLimit, (size_t *pValue, enum cudaLimit limit), (pValue, limit), O(pValue) A(limit)) \
    E(cudaDeviceGetPCIBusId, (char *pciBusId, int len, int device), (pciBusId, len, device), P(pciBusId) A(len) A(device)) \
    E(cudaDeviceGetStreamPriorityRange, (int *leastPriority, int *greatestPriority), (leastPriority, greatestPriority), O(leastPriority) O(greatestPriority)) \
    E(cudaDeviceReset, (void), (), ) \
    E(cudaDeviceSetCacheConfig, (enum cudaFuncCache cacheConfig), (cacheConfig), A(cacheConfig)) \
    E(cudaDeviceSetLimit, (enum cudaLimit limit, size_t value), (limit, value), A(limit) A(value)) \
    E(cudaDeviceSynchronize, (void), (), ) \
    E(cudaDriverGetVersion, (int *driverVersion), (driverVersion), O(driverVersion)) \
    E(cudaGetDevice, (int *device), (device), O(device)) \
    E(cudaGetDeviceCount, (int *count), (count), O(count)) \
    E(cudaGetDeviceFlags, (unsigned int *flags), (flags), O(flags)) \
    E(cudaGetDeviceProperties, (struct cudaDeviceProp *prop, int device), (prop, device), P(prop) A(device)) \
    E(cudaInitDevice, (int device, unsigned int deviceFlags, unsigned int flags), (device, deviceFlags, flags), A(device) A(deviceFlags) A(flags)) \
    E(cudaMemGetInfo, (size_t *free, size_t *total), (free, total), O(free) O(total)) \
    E(cudaProfilerStart, (void), (), ) \
    E(cudaProfilerStop, (void), (), ) \
    E(cudaRuntimeGetVersion, (int *runtimeVersion), (runtimeVersion), O(runtimeVersion)) \
    E(cudaSetDevice, (int device), (device), A(device)) \
    E(cudaSetDeviceFlags, (unsigned int flags), (flags), A(flags)) \
    R(const char *, cudaGetErrorName, (cudaError_t error), (error), A(error)) \
    R(const char *, cudaGetErrorString, (cudaError_t error), (error), A(error)) \
    E(cudaGetLastError, (void), (), ) \
    E(cudaPeekAtLastError, (void), (), ) \
    E(cudaGetDriverEntryPoint, (const char *symbol, void **funcPtr, unsigned long long flags, enum cudaDriverEntryPointQueryResult *driverStatus), (symbol, funcPtr, flags, driverStatus), S(symbol) O(funcPtr) A(flags) O(driverStatus)) \
    E(cudaGetDriverEntryPointByVersion, (const char *symbol, void **funcPtr, unsigned int cudaVersion, unsigned long long flags, enum cudaDriverEntryPointQueryResult *driverStatus), (symbol, funcPtr, cudaVersion, flags, driverStatus), S(symbol) O(funcPtr) A(cudaVersion) A(flags) O(driverStatus)) \
    E(cudaGetDriverEntryPointByVersion_ptsz, (const char *symbol, void **funcPtr, unsigned int cudaVersion, unsigned long long flags, enum cudaDriverEntryPointQueryResult *driverStatus), (symbol, funcPtr, cudaVersion, flags, driverStatus), S(symbol) O(funcPtr) A(cudaVersion) A(flags) O(driverStatus)) \
    E(cudaGetDriverEntryPoint_ptsz, (const char *symbol, void **funcPtr, unsigned long long flags, enum cudaDriverEntryPointQueryResult *driverStatus), (symbol, funcPtr, flags, driverStatus), S(symbol) O(funcPtr) A(flags) O(driverStatus)) \
    E(cudaGetFuncBySymbol, (cudaFunction_t *functionPtr, const void *symbolPtr), (functionPtr, symbolPtr), O(functionPtr) P(symbolPtr)) \
    E(cudaGetKernel, (cudaKernel_t *kernelPtr, const void *entryFuncAddr), (kernelPtr, entryFuncAddr), O(kernelPtr) P(entryFuncAddr)) \
    E(cudaIpcCloseMemHandle, (void *devPtr), (devPtr), P(devPtr)) \
    E(cudaIpcGetEventHandle, (cudaIpcEventHandle_t *handle, cudaEvent_t event), (handle, event), O(handle) A(event)) \
    E(cudaIpcGetMemHandle, (cudaIpcMemHandle_t *handle, void *devPtr), (handle, devPtr), O(handle) P(devPtr)) \
    E(cudaIpcOpenEventHandle, (cudaEvent_t *event, cudaIpcEventHandle_t handle), (event, handle), O(event) A(handle)) \
    E(cudaIpcOpenMemHandle, (void **devPtr, cudaIpcMemHandle_t handle, unsigned int flags), (devPtr, handle, flags), O(devPtr) A(handle) A(flags)) \
    E(__cudaGetKernel, (cudaKernel_t *kernel, const void *func), (kernel, func), O(kernel) P(func)) \
    E(__cudaLaunchKernel, (cudaKernel_t kernel, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream), (kernel, gridDim, blockDim, args, sharedMem, stream), A(kernel) A(gridDim) A(blockDim) P(args) A(sharedMem) A(stream)) \
    E(__cudaLaunchKernel_ptsz, (cudaKernel_t kernel, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream), (kernel, gridDim, blockDim, args, sharedMem, stream), A(kernel) A(gridDim) A(blockDim) P(args) A(sharedMem) A(stream)) \
    E(__cudaPopCallConfiguration, (dim3 *gridDim, dim3 *blockDim, size_t *sharedMem, void *stream), (gridDim, blockDim, sharedMem, stream), O(gridDim) O(blockDim) O(sharedMem) P(stream)) \
    R(unsigned, __cudaPushCallConfiguration, (dim3 gridDim, dim3 blockDim, size_t sharedMem, struct CUstream_st *stream), (gridDim, blockDim, sharedMem, stream), A(gridDim) A(blockDim) A(sharedMem) P(stream)) \
    E(cudaFuncGetAttributes, (struct cudaFuncAttributes *attr, const void *func), (attr, func), P(attr) P(func)) \
    E(cudaFuncGetName, (const char **name, const void *func), (name, func), P(name) P(func)) \
    E(cudaFuncSetAttribute, (const void *func, enum cudaFuncAttribute attr, int value), (func, attr, value), P(func) A(attr) A(value)) \
    E(cudaFuncSetCacheConfig, (const void *func, enum cudaFuncCache cacheConfig), (func, cacheConfig), P(func) A(cacheConfig)) \
    E(cudaLaunchCooperativeKernel, (const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream), (func, gridDim, blockDim, args, sharedMem, stream), P(func) A(gridDim) A(blockDim) P(args) A(sharedMem) A(stream)) \
    E(cudaLaunchCooperativeKernel_ptsz, (const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream), (func, gridDim, blockDim, args, sharedMem, stream), P(func) A(gridDim) A(blockDim) P(args) A(sharedMem) A(stream)) \
    E(cudaLaunchKernel, (const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream), (func, gridDim, blockDim, args, sharedMem, stream), P(func) A(gridDim) A(blockDim) P(args) A(sharedMem) A(stream)) \
    E(cudaLaunchKernelExC, (const cudaLaunchConfig_t *config, const void *func, void **args), (config, func, args), P(config) P(func) P(args)) \
    E(cudaLaunchKernelExC_ptsz, (const cudaLaunchConfig_t *config, const void *func, void **args), (config, func, args), P(config) P(func) P(args)) \
    E(cudaLaunchKernel_ptsz, (const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream), (func, gridDim, blockDim, args, sharedMem, stream), P(func) A(gridDim) A(blockDim) P(args) A(sharedMem) A(stream)) \
    E(cudaOccupancyMaxActiveBlocksPerMultiprocessor, (int *numBlocks, const void *func, int blockSize, size_t dynamicSMemSize), (numBlocks, func, blockSize, dynamicSMemSize), O(numBlocks) P(func) A(blockSize) A(dynamicSMemSize)) \
    E(cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags, (int *numBlocks, const void *func, int blockSize, size_t dynamicSMemSize, unsigned int flags), (numBlocks, func, blockSize, dynamicSMemSize, flags), O(numBlocks) P(func) A(blockSize) A(dynamicSMemSize) A(flags)) \
    E(cudaKernelSetAttributeForDevice, (cudaKernel_t kernel, enum cudaFuncAttribute attr, int value, int device), (kernel, attr, value, device), A(kernel) A(attr) A(value) A(device)) \
    E(cudaLibraryEnumerateKernels, (cudaKernel_t *kernels, unsigned int numKernels, cudaLibrary_t lib), (kernels, numKernels, lib), P(kernels) A(numKernels) A(lib)) \
    E(cudaLibraryGetGlobal, (void **dptr, size_t *bytes, cudaLibrary_t library, const char *name), (dptr, bytes, library, name), O(dptr) O(bytes) A(library) S(name)) \
    E(cudaLibraryGetKernel, (cudaKernel_t *pKernel, cudaLibrary_t library, const char *name), (pKernel, library, name), O(pKernel) A(library) S(name)) \
    E(cudaLibraryGetKernelCount, (unsigned int *count, cudaLibrary_t lib), (count, lib), O(count) A(lib)) \
    E(cudaLibraryGetManaged, (void **dptr, size_t *bytes, cudaLibrary_t library, const char *name), (dptr, bytes, library, name), O(dptr) O(bytes) A(library) S(name)) \
    E(cudaLibraryGetUnifiedFunction, (void **fptr, cudaLibrary_t library, const char *symbol), (fptr, library, symbol), O(fptr) A(library) S(symbol)) \
    E(cudaLibraryLoadData, (cudaLibrary_t *library, const void *code, enum cudaJitOption *jitOptions, void **jitOptionsValues, unsigned int numJitOptions, enum cudaLibraryOption *libraryOptions, void **libraryOptionValues, unsigned int numLibraryOptions), (library, code, jitOptions, jitOptionsValues, numJitOptions, libraryOptions, libraryOptionValues, numLibraryOptions), O(library) P(code) P(jitOptions) P(jitOptionsValues) A(numJitOptions) P(libraryOptions) P(libraryOptionValues) A(numLibraryOptions)) \
    E(cudaLibraryLoadFromFile, (cudaLibrary_t *library, const char *fileName, enum cudaJitOption *jitOptions, void **jitOptionsValues, unsigned int numJitOptions, enum cudaLibraryOption *libraryOptions, void **libraryOptionValues, unsigned int numLibraryOptions), (library, fileName, jitOptions, jitOptionsValues, numJitOptions, libraryOptions, libraryOptionValues, numLibraryOptions), O(library) S(fileName) P(jitOptions) P(jitOptionsValues) A(numJitOptions) P(libraryOptions) P(libraryOptionValues) A(numLibraryOptions)) \
    E(cudaLibraryUnload, (cudaLibrary_t library), (library), A(library)) \
    E(cudaHostGetFlags, (unsigned int *pFlags, void *pHost), (pFlags, pHost), O(pFlags) P(pHost)) \
    E(cudaMemDiscardAndPrefetchBatchAsync, (void **dptrs, size_t *sizes, size_t count, struct cudaMemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, cudaStream_t stream), (dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream), O(dptrs) O(sizes) A(count) P(prefetchLocs) O(prefetchLocIdxs) A(numPrefetchLocs) A(flags) A(stream)) \
    E(cudaMemDiscardAndPrefetchBatchAsync_ptsz, (void **dptrs, size_t *sizes, size_t count, struct cudaMemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, cudaStream_t stream), (dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream), O(dptrs) O(sizes) A(count) P(prefetchLocs) O(prefetchLocIdxs) A(numPrefetchLocs) A(flags) A(stream)) \
    E(cudaMemDiscardBatchAsync, (void **dptrs, size_t *sizes, size_t count, unsigned long long flags, cudaStream_t stream), (dptrs, sizes, count, flags, stream), O(dptrs) O(sizes) A(count) A(flags) A(stream)) \
    E(cudaMemDiscardBatchAsync_ptsz, (void **dptrs, size_t *sizes, size_t count, unsigned long long flags, cudaStream_t stream), (dptrs, sizes, count, flags, stream), O(dptrs) O(sizes) A(count) A(flags) A(stream)) \
    E(cudaMemPrefetchBatchAsync, (void **dptrs, size_t *sizes, size_t count, struct cudaMemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, cudaStream_t stream), (dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream), O(dptrs) O(sizes) A(count) P(prefetchLocs) O(prefetchLocIdxs) A(numPrefetchLocs) A(flags) A(stream)) \
    E(cudaMemPrefetchBatchAsync_ptsz, (void **dptrs, size_t *sizes, size_t count, struct cudaMemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, cudaStream_t stream), (dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream), O(dptrs) O(sizes) A(count) P(prefetchLocs) O(prefetchLocIdxs) A(numPrefetchLocs) A(flags) A(stream)) \
    E(cudaMemRangeGetAttribute, (void *data, size_t dataSize, enum cudaMemRangeAttribute attribute, const void *devPtr, size_t count), (data, dataSize, attribute, devPtr, count), P(data) A(dataSize) A(attribute) P(devPtr) A(count)) \
    E(cudaMemRangeGetAttributes, (void **data, size_t *dataSizes, enum cudaMemRangeAttribute *attributes, size_t numAttributes, const void *devPtr, size_t count), (data, dataSizes, attributes, numAttributes, devPtr, count), P(data) O(dataSizes) O(attributes) A(numAttributes) P(devPtr) A(count)) \
    E(cudaStreamAttachMemAsync, (cudaStream_t stream, void *devPtr, size_t length, unsigned int flags), (stream, devPtr, length, flags), A(stream) P(devPtr) A(length) A(flags)) \
    E(cudaStreamAttachMemAsync_ptsz, (cudaStream_t stream, void *devPtr, size_t length, unsigned int flags), (stream, devPtr, length, flags), A(stream) P(devPtr) A(length) A(flags)) \
    E(cudaFree, (void *devPtr), (devPtr), P(devPtr)) \
    E(cudaFreeAsync, (void *devPtr, cudaStream_t hStream), (devPtr, hStream), P(devPtr) A(hStream)) \
    E(cudaFreeAsync_ptsz, (void *devPtr, cudaStream_t hStream), (devPtr, hStream), P(devPtr) A(hStream)) \
    E(cudaFreeHost, (void *ptr), (ptr), P(ptr)) \
    E(cudaGetSymbolAddress, (void **devPtr, const void *symbol), (devPtr, symbol), O(devPtr) P(symbol)) \
    E(cudaGetSymbolSize, (size_t *size, const void *symbol), (size, symbol), O(size) P(symbol)) \
    E(cudaHostAlloc, (void **pHost, size_t size, unsigned int flags), (pHost, size, flags), O(pHost) A(size) A(flags)) \
    E(cudaHostGetDevicePointer, (void **pDevice, void *pHost, unsigned int flags), (pDevice, pHost, flags), O(pDevice) P(pHost) A(flags)) \
    E(cudaHostRegister, (void *ptr, size_t size, unsigned int flags), (ptr, size, flags), P(ptr) A(size) A(flags)) \
    E(cudaHostUnregister, (void *ptr), (ptr), P(ptr)) \
    E(cudaMalloc, (void **devPtr, size_t size), (devPtr, size), O(devPtr) A(size)) \
    E(cudaMallocAsync, (void **devPtr, size_t size, cudaStream_t hStream), (devPtr, size, hStream), O(devPtr) A(size) A(hStream)) \
    E(cudaMallocAsync_ptsz, (void **devPtr, size_t size, cudaStream_t hStream), (devPtr, size, hStream), O(devPtr) A(size) A(hStream)) \
    E(cudaMallocHost, (void **ptr, size_t size), (ptr, size), O(ptr) A(size)) \
    E(cudaMallocManaged, (void **devPtr, size_t size, unsigned int flags), (devPtr, size, flags), O(devPtr) A(size) A(flags)) \
    E(cudaMallocPitch, (void **devPtr, size_t *pitch, size_t width, size_t height), (devPtr, pitch, width, height), O(devPtr) O(pitch) A(width) A(height)) \
    E(cudaMemAdvise, (const void *devPtr, size_t count, enum cudaMemoryAdvise advice, struct cudaMemLocation location), (devPtr, count, advice, location), P(devPtr) A(count) A(advice) A(location)) \
    E(cudaMemPrefetchAsync, (const void *devPtr, size_t count, struct cudaMemLocation location, unsigned int flags, cudaStream_t stream), (devPtr, count, location, flags, stream), P(devPtr) A(count) A(location) A(flags) A(stream)) \
    E(cudaMemPrefetchAsync_ptsz, (const void *devPtr, size_t count, struct cudaMemLocation location, unsigned int flags, cudaStream_t stream), (devPtr, count, location, flags, stream), P(devPtr) A(count) A(location) A(flags) A(stream)) \
    E(cudaMemcpy, (void *dst, const void *src, size_t count, enum cudaMemcpyKind kind), (dst, src, count, kind), P(dst) P(src) A(count) A(kind)) \
    E(cudaMemcpy2D, (void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind), (dst, dpitch, src, spitch, width, height, kind), P(dst) A(dpitch) P(src) A(spitch) A(width) A(height) A(kind)) \
    E(cudaMemcpy2DAsync, (void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream), (dst, dpitch, src, spitch, width, height, kind, stream), P(dst) A(dpitch) P(src) A(spitch) A(width) A(height) A(kind) A(stream)) \
    E(cudaMemcpy2DAsync_ptsz, (void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream), (dst, dpitch, src, spitch, width, height, kind, stream), P(dst) A(dpitch) P(src) A(spitch) A(width) A(height) A(kind) A(stream)) \
    E(cudaMemcpy2D_ptds, (void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind), (dst, dpitch, src, spitch, width, height, kind), P(dst) A(dpitch) P(src) A(spitch) A(width) A(height) A(kind)) \
    E(cudaMemcpyAsync, (void *dst, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream), (dst, src, count, kind, stream), P(dst) P(src) A(count) A(kind) A(stream)) \
    E(cudaMemcpyAsync_ptsz, (void *dst, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream), (dst, src, count, kind, stream), P(dst) P(src) A(count) A(kind) A(stream)) \
    E(cudaMemcpyFromSymbol, (void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind), (dst, symbol, count, offset, kind), P(dst) P(symbol) A(count) A(offset) A(kind)) \
    E(cudaMemcpyFromSymbolAsync, (void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind, cudaStream_t stream), (dst, symbol, count, offset, kind, stream), P(dst) P(symbol) A(count) A(offset) A(kind) A(stream)) \
    E(cudaMemcpyFromSymbolAsync_ptsz, (void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind, cudaStream_t stream), (dst, symbol, count, offset, kind, stream), P(dst) P(symbol) A(count) A(offset) A(kind) A(stream)) \
    E(cudaMemcpyFromSymbol_ptds, (void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind), (dst, symbol, count, offset, kind), P(dst) P(symbol) A(count) A(offset) A(kind)) \
    E(cudaMemcpyPeer, (void *dst, int dstDevice, const void *src, int srcDevice, size_t count), (dst, dstDevice, src, srcDevice, count), P(dst) A(dstDevice) P(src) A(srcDevice) A(count)) \
    E(cudaMemcpyPeerAsync, (void *dst, int dstDevice, const void *src, int srcDevice, size_t count, cudaStream_t stream), (dst, dstDevice, src, srcDevice, count, stream), P(dst) A(dstDevice) P(src) A(srcDevice) A(count) A(stream)) \
    E(cudaMemcpyToSymbol, (const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind), (symbol, src, count, offset, kind), P(symbol) P(src) A(count) A(offset) A(kind)) \
    E(cudaMemcpyToSymbolAsync, (const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind, cudaStream_t stream), (symbol, src, count, offset, kind, stream), P(symbol) P(src) A(count) A(offset) A(kind) A(stream)) \
    E(cudaMemcpyToSymbolAsync_ptsz, (const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind, cudaStream_t stream), (symbol, src, count, offset, kind, stream), P(symbol) P(src) A(count) A(offset) A(kind) A(stream)) \
    E(cudaMemcpyToSymbol_ptds, (const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind), (symbol, src, count, offset, kind), P(symbol) P(src) A(count) A(offset) A(kind)) \
    E(cudaMemcpy_ptds, (void *dst, const void *src, size_t count, enum cudaMemcpyKind kind), (dst, src, count, kind), P(dst) P(src) A(count) A(kind)) \
    E(cudaMemset, (void *devPtr, int value, size_t count), (devPtr, value, count), P(devPtr) A(value) A(count)) \
    E(cudaMemset2D, (void *devPtr, size_t pitch, int value, size_t width, size_t height), (devPtr, pitch, value, width, height), P(devPtr) A(pitch) A(value) A(width) A(height)) \
    E(cudaMemset2DAsync, (void *devPtr, size_t pitch, int value, size_t width, size_t height, cudaStream_t stream), (devPtr, pitch, value, width, height, stream), P(devPtr) A(pitch) A(value) A(width) A(height) A(stream)) \
    E(cudaMemset2DAsync_ptsz, (void *devPtr, size_t pitch, int value, size_t width, size_t height, cudaStream_t stream), (devPtr, pitch, value, width, height, stream), P(devPtr) A(pitch) A(value) A(width) A(height) A(stream)) \
    E(cudaMemset2D_ptds, (void *devPtr, size_t pitch, int value, size_t width, size_t height), (devPtr, pitch, value, width, height), P(devPtr) A(pitch) A(value) A(width) A(height)) \
    E(cudaMemsetAsync, (void *devPtr, int value, size_t count, cudaStream_t stream), (devPtr, value, count, stream), P(devPtr) A(value) A(count) A(stream)) \
    E(cudaMemsetAsync_ptsz, (void *devPtr, int value, size_t count, cudaStream_t stream), (devPtr, value, count, stream), P(devPtr) A(value) A(count) A(stream)) \
    E(cudaMemset_ptds, (void *devPtr, int value, size_t count), (devPtr, value, count), P(devPtr) A(value) A(count)) \
    E(cudaPointerGetAttributes, (struct cudaPointerAttributes *attributes, const void *ptr), (attributes, ptr), P(attributes) P(ptr)) \
    E(cudaDeviceGetDefaultMemPool, (cudaMemPool_t *memPool, int device), (memPool, device), O(memPool) A(device)) \
    E(cudaDeviceGetMemPool, (cudaMemPool_t *memPool, int device), (memPool, device), O(memPool) A(device)) \
    E(cudaDeviceSetMemPool, (int device, cudaMemPool_t memPool), (device, memPool), A(device) A(memPool)) \
    E(cudaMallocFromPoolAsync, (void **ptr, size_t size, cudaMemPool_t memPool, cudaStream_t stream), (ptr, size, memPool, stream), O(ptr) A(size) A(memPool) A(stream)) \
    E(cudaMallocFromPoolAsync_ptsz, (void **ptr, size_t size, cudaMemPool_t memPool, cudaStream_t stream), (ptr, size, memPool, stream), O(ptr) A(size) A(memPool) A(stream)) \
    E(cudaMemGetDefaultMemPool, (cudaMemPool_t *memPool, struct cudaMemLocation *location, enum cudaMemAllocationType type), (memPool, location, type), O(memPool) P(location) A(type)) \
    E(cudaMemGetMemPool, (cudaMemPool_t *memPool, struct cudaMemLocation *location, enum cudaMemAllocationType type), (memPool, location, type), O(memPool) P(location) A(type)) \
    E(cudaMemPoolCreate, (cudaMemPool_t *memPool, const struct cudaMemPoolProps *poolProps), (memPool, poolProps), O(memPool) P(poolProps)) \
    E(cudaMemPoolDestroy, (cudaMemPool_t memPool), (memPool), A(memPool)) \
    E(cudaMemPoolExportPointer, (struct cudaMemPoolPtrExportData *exportData, void *ptr), (exportData, ptr), P(exportData) P(ptr)) \
    E(cudaMemPoolExportToShareableHandle, (void *shareableHandle, cudaMemPool_t memPool, enum cudaMemAllocationHandleType handleType, unsigned int flags), (shareableHandle, memPool, handleType, flags), P(shareableHandle) A(memPool) A(handleType) A(flags)) \
    E(cudaMemPoolGetAccess, (enum cudaMemAccessFlags *flags, cudaMemPool_t memPool, struct cudaMemLocation *location), (flags, memPool, location), O(flags) A(memPool) P(location)) \
    E(cudaMemPoolGetAttribute, (cudaMemPool_t memPool, enum cudaMemPoolAttr attr, void *value), (memPool, attr, value), A(memPool) A(attr) P(value)) \
    E(cudaMemPoolImportFromShareableHandle, (cudaMemPool_t *memPool, void *shareableHandle, enum cudaMemAllocationHandleType handleType, unsigned int flags), (memPool, shareableHandle, handleType, flags), O(memPool) P(shareableHandle) A(handleType) A(flags)) \
    E(cudaMemPoolImportPointer, (void **ptr, cudaMemPool_t memPool, struct cudaMemPoolPtrExportData *exportData), (ptr, memPool, exportData), O(ptr) A(memPool) P(exportData)) \
    E(cudaMemPoolSetAccess, (cudaMemPool_t memPool, const struct cudaMemAccessDesc *descList, size_t count), (memPool, descList, count), A(memPool) P(descList) A(count)) \
    E(cudaMemPoolSetAttribute, (cudaMemPool_t memPool, enum cudaMemPoolAttr attr, void *value), (memPool, attr, value), A(memPool) A(attr) P(value)) \
    E(cudaMemPoolTrimTo, (cudaMemPool_t memPool, size_t minBytesToKeep), (memPool, minBytesToKeep), A(memPool) A(minBytesToKeep)) \
    E(cudaMemSetMemPool, (struct cudaMemLocation *location, enum cudaMemAllocationType type, cudaMemPool_t memPool), (location, type, memPool), P(location) A(type) A(memPool)) \
    R(char, __cudaInitModule, (void **fatCubinHandle), (fatCubinHandle), P(fatCubinHandle)) \
    R(void **, __cudaRegisterFatBinary, (void *fatCubin), (fatCubin), P(fatCubin)) \
    V(__cudaRegisterFatBinaryEnd, (void **fatCubinHandle), (fatCubinHandle), P(fatCubinHandle)) \
    V(__cudaRegisterFunction, (void **fatCubinHandle, const char *hostFun, char *deviceFun, const char *deviceName, int thread_limit, uint3 *tid, uint3 *bid, dim3 *bDim, dim3 *gDim, int *wSize), (fatCubinHandle, hostFun, deviceFun, deviceName, thread_limit, tid, bid, bDim, gDim, wSize), P(fatCubinHandle) P(hostFun) P(deviceFun) S(deviceName) A(thread_limit) P(tid) P(bid) P(bDim) P(gDim) P(wSize)) \
    V(__cudaRegisterManagedVar, (void **fatCubinHandle, void **hostVarPtrAddress, char *deviceAddress, const char *deviceName, int ext, size_t size, int constant, int global), (fatCubinHandle, hostVarPtrAddress, deviceAddress, deviceName, ext, size, constant, global), P(fatCubinHandle) P(hostVarPtrAddress) P(deviceAddress) S(deviceName) A(ext) A(size) A(constant) A(global)) \
    V(__cudaRegisterVar, (void **fatCubinHandle, char *hostVar, char *deviceAddress, const char *deviceName, int ext, size_t size, int constant, int global), (fatCubinHandle, hostVar, deviceAddress, deviceName, ext, size, constant, global), P(fatCubinHandle) P(hostVar) P(deviceAddress) S(deviceName) A(ext) A(size) A(constant) A(global)) \
    V(__cudaUnregisterFatBinary, (void **fatCubinHandle), (fatCubinHandle), P(fatCubinHandle)) \
    E(cudaEventCreate, (cudaEvent_t *event), (event), O(event)) \
    E(cudaEventCreateWithFlags, (cudaEvent_t *event, unsigned int flags), (event, flags), O(event) A(flags)) \
    E(cudaEventDestroy, (cudaEvent_t event), (event), A(event)) \
    E(cudaEventElapsedTime, (float *ms, cudaEvent_t start, cudaEvent_t end), (ms, start, end), O(ms) A(start) A(end)) \
    E(cudaEventQuery, (cudaEvent_t event), (event), A(event)) \
    E(cudaEventRecord, (cudaEvent_t event, cudaStream_t stream), (event, stream), A(event) A(stream)) \
    E(cudaEventRecordWithFlags, (cudaEvent_t event, cudaStream_t stream, unsigned int flags), (event, stream, flags), A(event) A(stream) A(flags)) \
    E(cudaEventRecordWithFlags_ptsz, (cudaEvent_t event, cudaStream_t stream, unsigned int flags), (event, stream, flags), A(event) A(stream) A(flags)) \
    E(cudaEventRecord_ptsz, (cudaEvent_t event, cudaStream_t stream), (event, stream), A(event) A(stream)) \
    E(cudaEventSynchronize, (cudaEvent_t event), (event), A(event)) \
    E(cudaLaunchHostFunc, (cudaStream_t stream, cudaHostFn_t fn, void *userData), (stream, fn, userData), A(stream) A(fn) P(userData)) \
    E(cudaLaunchHostFunc_ptsz, (cudaStream_t stream, cudaHostFn_t fn, void *userData), (stream, fn, userData), A(stream) A(fn) P(userData)) \
    E(cudaStreamAddCallback, (cudaStream_t stream, cudaStreamCallback_t callback, void *userData, unsigned int flags), (stream, callback, userData, flags), A(stream) A(callback) P(userData) A(flags)) \
    E(cudaStreamAddCallback_ptsz, (cudaStream_t stream, cudaStreamCallback_t callback, void *userData, unsigned int flags), (stream, callback, userData, flags), A(stream) A(callback) P(userData) A(flags)) \
    E(cudaStreamCreate, (cudaStream_t *pStream), (pStream), O(pStream)) \
    E(cudaStreamCreateWithFlags, (cudaStream_t *pStream, unsigned int flags), (pStream, flags), O(pStream) A(flags)) \
    E(cudaStreamCreateWithPriority, (cudaStream_t *pStream, unsigned int flags, int priority), (pStream, flags, priority), O(pStream) A(flags) A(priority)) \
    E(cudaStreamDestroy, (cudaStream_t stream), (stream), A(stream)) \
    E(cudaStreamGetFlags, (cudaStream_t hStream, unsigned int *flags), (hStream, flags), A(hStream) O(flags)) \
    E(cudaStreamGetFlags_ptsz, (cudaStream_t hStream, unsigned int *flags), (hStream, flags), A(hStream) O(flags)) \
    E(cudaStreamGetId, (cudaStream_t hStream, unsigned long long *streamId), (hStream, streamId), A(hStream) O(streamId)) \
    E(cudaStreamGetId_ptsz, (cudaStream_t hStream, unsigned long long *streamId), (hStream, streamId), A(hStream) O(streamId)) \
    E(cudaStreamGetPriority, (cudaStream_t hStream, int *priority), (hStream, priority), A(hStream) O(priority)) \
    E(cudaStreamGetPriority_ptsz, (cudaStream_t hStream, int *priority), (hStream, priority), A(hStream) O(priority)) \
    E(cudaStreamIsCapturing, (cudaStream_t stream, enum cudaStreamCaptureStatus *pCaptureStatus), (stream, pCaptureStatus), A(stream) O(pCaptureStatus)) \
    E(cudaStreamIsCapturing_ptsz, (cudaStream_t stream, enum cudaStreamCaptureStatus *pCaptureStatus), (stream, pCaptureStatus), A(stream) O(pCaptureStatus)) \
    E(cudaStreamQuery, (cudaStream_t stream), (stream), A(stream)) \
    E(cudaStreamQuery_ptsz, (cudaStream_t stream), (stream), A(stream)) \
    E(cudaStreamSynchronize, (cudaStream_t stream), (stream), A(stream)) \
    E(cudaStreamSynchronize_ptsz, (cudaStream_t stream), (stream), A(stream)) \
    E(cudaStreamWaitEvent, (cudaStream_t stream, cudaEvent_t event, unsigned int flags), (stream, event, flags), A(stream) A(event) A(flags)) \
    E(cudaStreamWaitEvent_ptsz, (cudaStream_t stream, cudaEvent_t event, unsigned int flags), (stream, event, flags), A(stream) A(event) A(flags))

#endif
