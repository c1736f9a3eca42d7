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
    E(cudaArrayGetInfo, (struct cudaChannelFormatDesc *desc, struct cudaExtent *extent, unsigned int *flags, cudaArray_t array), (desc, extent, flags, array), P(desc) P(extent) O(flags) A(array)) \
    E(cudaArrayGetMemoryRequirements, (struct cudaArrayMemoryRequirements *memoryRequirements, cudaArray_t array, int device), (memoryRequirements, array, device), P(memoryRequirements) A(array) A(device)) \
    E(cudaArrayGetPlane, (cudaArray_t *pPlaneArray, cudaArray_t hArray, unsigned int planeIdx), (pPlaneArray, hArray, planeIdx), O(pPlaneArray) A(hArray) A(planeIdx)) \
    E(cudaArrayGetSparseProperties, (struct cudaArraySparseProperties *sparseProperties, cudaArray_t array), (sparseProperties, array), P(sparseProperties) A(array)) \
    E(cudaFreeArray, (cudaArray_t array), (array), A(array)) \
    E(cudaFreeMipmappedArray, (cudaMipmappedArray_t mipmappedArray), (mipmappedArray), A(mipmappedArray)) \
    E(cudaGetMipmappedArrayLevel, (cudaArray_t *levelArray, cudaMipmappedArray_const_t mipmappedArray, unsigned int level), (levelArray, mipmappedArray, level), O(levelArray) A(mipmappedArray) A(level)) \
    E(cudaMalloc3D, (struct cudaPitchedPtr *pitchedDevPtr, struct cudaExtent extent), (pitchedDevPtr, extent), P(pitchedDevPtr) A(extent)) \
    E(cudaMalloc3DArray, (cudaArray_t *array, const struct cudaChannelFormatDesc *desc, struct cudaExtent extent, unsigned int flags), (array, desc, extent, flags), O(array) P(desc) A(extent) A(flags)) \
    E(cudaMallocArray, (cudaArray_t *array, const struct cudaChannelFormatDesc *desc, size_t width, size_t height, unsigned int flags), (array, desc, width, height, flags), O(array) P(desc) A(width) A(height) A(flags)) \
    E(cudaMallocMipmappedArray, (cudaMipmappedArray_t *mipmappedArray, const struct cudaChannelFormatDesc *desc, struct cudaExtent extent, unsigned int numLevels, unsigned int flags), (mipmappedArray, desc, extent, numLevels, flags), O(mipmappedArray) P(desc) A(extent) A(numLevels) A(flags)) \
    E(cudaMemcpy2DArrayToArray, (cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t width, size_t height, enum cudaMemcpyKind kind), (dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, width, height, kind), A(dst) A(wOffsetDst) A(hOffsetDst) A(src) A(wOffsetSrc) A(hOffsetSrc) A(width) A(height) A(kind)) \
    E(cudaMemcpy2DArrayToArray_ptds, (cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t width, size_t height, enum cudaMemcpyKind kind), (dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, width, height, kind), A(dst) A(wOffsetDst) A(hOffsetDst) A(src) A(wOffsetSrc) A(hOffsetSrc) A(width) A(height) A(kind)) \
    E(cudaMemcpy2DFromArray, (void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind), (dst, dpitch, src, wOffset, hOffset, width, height, kind), P(dst) A(dpitch) A(src) A(wOffset) A(hOffset) A(width) A(height) A(kind)) \
    E(cudaMemcpy2DFromArrayAsync, (void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream), (dst, dpitch, src, wOffset, hOffset, width, height, kind, stream), P(dst) A(dpitch) A(src) A(wOffset) A(hOffset) A(width) A(height) A(kind) A(stream)) \
    E(cudaMemcpy2DFromArrayAsync_ptsz, (void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream), (dst, dpitch, src, wOffset, hOffset, width, height, kind, stream), P(dst) A(dpitch) A(src) A(wOffset) A(hOffset) A(width) A(height) A(kind) A(stream)) \
    E(cudaMemcpy2DFromArray_ptds, (void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind), (dst, dpitch, src, wOffset, hOffset, width, height, kind), P(dst) A(dpitch) A(src) A(wOffset) A(hOffset) A(width) A(height) A(kind)) \
    E(cudaMemcpy2DToArray, (cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind), (dst, wOffset, hOffset, src, spitch, width, height, kind), A(dst) A(wOffset) A(hOffset) P(src) A(spitch) A(width) A(height) A(kind)) \
    E(cudaMemcpy2DToArrayAsync, (cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream), (dst, wOffset, hOffset, src, spitch, width, height, kind, stream), A(dst) A(wOffset) A(hOffset) P(src) A(spitch) A(width) A(height) A(kind) A(stream)) \
    E(cudaMemcpy2DToArrayAsync_ptsz, (cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream), (dst, wOffset, hOffset, src, spitch, width, height, kind, stream), A(dst) A(wOffset) A(hOffset) P(src) A(spitch) A(width) A(height) A(kind) A(stream)) \
    E(cudaMemcpy2DToArray_ptds, (cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind), (dst, wOffset, hOffset, src, spitch, width, height, kind), A(dst) A(wOffset) A(hOffset) P(src) A(spitch) A(width) A(height) A(kind)) \
    E(cudaMemcpy3D, (const struct cudaMemcpy3DParms *p), (p), P(p)) \
    E(cudaMemcpy3DAsync, (const struct cudaMemcpy3DParms *p, cudaStream_t stream), (p, stream), P(p) A(stream)) \
    E(cudaMemcpy3DAsync_ptsz, (const struct cudaMemcpy3DParms *p, cudaStream_t stream), (p, stream), P(p) A(stream)) \
    E(cudaMemcpy3DBatchAsync, (size_t numOps, struct cudaMemcpy3DBatchOp *opList, unsigned long long flags, cudaStream_t stream), (numOps, opList, flags, stream), A(numOps) P(opList) A(flags) A(stream)) \
    E(cudaMemcpy3DBatchAsync_ptsz, (size_t numOps, struct cudaMemcpy3DBatchOp *opList, unsigned long long flags, cudaStream_t stream), (numOps, opList, flags, stream), A(numOps) P(opList) A(flags) A(stream)) \
    E(cudaMemcpy3DPeer, (const struct cudaMemcpy3DPeerParms *p), (p), P(p)) \
    E(cudaMemcpy3DPeerAsync, (const struct cudaMemcpy3DPeerParms *p, cudaStream_t stream), (p, stream), P(p) A(stream)) \
    E(cudaMemcpy3DPeerAsync_ptsz, (const struct cudaMemcpy3DPeerParms *p, cudaStream_t stream), (p, stream), P(p) A(stream)) \
    E(cudaMemcpy3DPeer_ptds, (const struct cudaMemcpy3DPeerParms *p), (p), P(p)) \
    E(cudaMemcpy3D_ptds, (const struct cudaMemcpy3DParms *p), (p), P(p)) \
    E(cudaMemcpyArrayToArray, (cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t count, enum cudaMemcpyKind kind), (dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, count, kind), A(dst) A(wOffsetDst) A(hOffsetDst) A(src) A(wOffsetSrc) A(hOffsetSrc) A(count) A(kind)) \
    E(cudaMemcpyArrayToArray_ptds, (cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t count, enum cudaMemcpyKind kind), (dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, count, kind), A(dst) A(wOffsetDst) A(hOffsetDst) A(src) A(wOffsetSrc) A(hOffsetSrc) A(count) A(kind)) \
    E(cudaMemcpyBatchAsync, (void *const *dsts, const void *const *srcs, const size_t *sizes, size_t count, struct cudaMemcpyAttributes *attrs, size_t *attrsIdxs, size_t numAttrs, cudaStream_t stream), (dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, stream), O(dsts) P(srcs) P(sizes) A(count) P(attrs) O(attrsIdxs) A(numAttrs) A(stream)) \
    E(cudaMemcpyBatchAsync_ptsz, (void *const *dsts, const void *const *srcs, const size_t *sizes, size_t count, struct cudaMemcpyAttributes *attrs, size_t *attrsIdxs, size_t numAttrs, cudaStream_t stream), (dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, stream), O(dsts) P(srcs) P(sizes) A(count) P(attrs) O(attrsIdxs) A(numAttrs) A(stream)) \
    E(cudaMemcpyFromArray, (void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count, enum cudaMemcpyKind kind), (dst, src, wOffset, hOffset, count, kind), P(dst) A(src) A(wOffset) A(hOffset) A(count) A(kind)) \
    E(cudaMemcpyFromArrayAsync, (void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream), (dst, src, wOffset, hOffset, count, kind, stream), P(dst) A(src) A(wOffset) A(hOffset) A(count) A(kind) A(stream)) \
    E(cudaMemcpyFromArrayAsync_ptsz, (void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream), (dst, src, wOffset, hOffset, count, kind, stream), P(dst) A(src) A(wOffset) A(hOffset) A(count) A(kind) A(stream)) \
    E(cudaMemcpyFromArray_ptds, (void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count, enum cudaMemcpyKind kind), (dst, src, wOffset, hOffset, count, kind), P(dst) A(src) A(wOffset) A(hOffset) A(count) A(kind)) \
    E(cudaMemcpyToArray, (cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count, enum cudaMemcpyKind kind), (dst, wOffset, hOffset, src, count, kind), A(dst) A(wOffset) A(hOffset) P(src) A(count) A(kind)) \
    E(cudaMemcpyToArrayAsync, (cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream), (dst, wOffset, hOffset, src, count, kind, stream), A(dst) A(wOffset) A(hOffset) P(src) A(count) A(kind) A(stream)) \
    E(cudaMemcpyToArrayAsync_ptsz, (cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream), (dst, wOffset, hOffset, src, count, kind, stream), A(dst) A(wOffset) A(hOffset) P(src) A(count) A(kind) A(stream)) \
    E(cudaMemcpyToArray_ptds, (cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count, enum cudaMemcpyKind kind), (dst, wOffset, hOffset, src, count, kind), A(dst) A(wOffset) A(hOffset) P(src) A(count) A(kind)) \
    E(cudaMemset3D, (struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent), (pitchedDevPtr, value, extent), A(pitchedDevPtr) A(value) A(extent)) \
    E(cudaMemset3DAsync, (struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent, cudaStream_t stream), (pitchedDevPtr, value, extent, stream), A(pitchedDevPtr) A(value) A(extent) A(stream)) \
    E(cudaMemset3DAsync_ptsz, (struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent, cudaStream_t stream), (pitchedDevPtr, value, extent, stream), A(pitchedDevPtr) A(value) A(extent) A(stream)) \
    E(cudaMemset3D_ptds, (struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent), (pitchedDevPtr, value, extent), A(pitchedDevPtr) A(value) A(extent)) \
    E(cudaMipmappedArrayGetMemoryRequirements, (struct cudaArrayMemoryRequirements *memoryRequirements, cudaMipmappedArray_t mipmap, int device), (memoryRequirements, mipmap, device), P(memoryRequirements) A(mipmap) A(device)) \
    E(cudaMipmappedArrayGetSparseProperties, (struct cudaArraySparseProperties *sparseProperties, cudaMipmappedArray_t mipmap), (sparseProperties, mipmap), P(sparseProperties) A(mipmap)) \
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
    E(cudaStreamWaitEvent_ptsz, (cudaStream_t stream, cudaEvent_t event, unsigned int flags), (stream, event, flags), A(stream) A(event) A(flags)) \
    R(struct cudaChannelFormatDesc, cudaCreateChannelDesc, (int x, int y, int z, int w, enum cudaChannelFormatKind f), (x, y, z, w, f), A(x) A(y) A(z) A(w) A(f)) \
    E(cudaCreateSurfaceObject, (cudaSurfaceObject_t *pSurfObject, const struct cudaResourceDesc *pResDesc), (pSurfObject, pResDesc), O(pSurfObject) P(pResDesc)) \
    E(cudaCreateTextureObject, (cudaTextureObject_t *pTexObject, const struct cudaResourceDesc *pResDesc, const struct cudaTextureDesc *pTexDesc, const struct cudaResourceViewDesc *pResViewDesc), (pTexObject, pResDesc, pTexDesc, pResViewDesc), O(pTexObject) P(pResDesc) P(pTexDesc) P(pResViewDesc)) \
    E(cudaDestroySurfaceObject, (cudaSurfaceObject_t surfObject), (surfObject), A(surfObject)) \
    E(cudaDestroyTextureObject, (cudaTextureObject_t texObject), (texObject), A(texObject)) \
    E(cudaDeviceGetTexture1DLinearMaxWidth, (size_t *maxWidthInElements, const struct cudaChannelFormatDesc *fmtDesc, int device), (maxWidthInElements, fmtDesc, device), O(maxWidthInElements) P(fmtDesc) A(device)) \
    E(cudaGetChannelDesc, (struct cudaChannelFormatDesc *desc, cudaArray_const_t array), (desc, array), P(desc) A(array)) \
    E(cudaGetSurfaceObjectResourceDesc, (struct cudaResourceDesc *pResDesc, cudaSurfaceObject_t surfObject), (pResDesc, surfObject), P(pResDesc) A(surfObject)) \
    E(cudaGetTextureObjectResourceDesc, (struct cudaResourceDesc *pResDesc, cudaTextureObject_t texObject), (pResDesc, texObject), P(pResDesc) A(texObject)) \
    E(cudaGetTextureObjectResourceViewDesc, (struct cudaResourceViewDesc *pResViewDesc, cudaTextureObject_t texObject), (pResViewDesc, texObject), P(pResViewDesc) A(texObject)) \
    E(cudaGetTextureObjectTextureDesc, (struct cudaTextureDesc *pTexDesc, cudaTextureObject_t texObject), (pTexDesc, texObject), P(pTexDesc) A(texObject))

#endif
