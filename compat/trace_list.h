/* SPDX-License-Identifier: MIT */
/*
 * compat/trace_list.h -- written by scripts/trace-lists.py; do not edit.
 * Every function compat exports with its parameters, for the
 * trace's wrappers (compat/trace.c): E(name, (parameters), (arguments),
 * how each is printed) for a function returning cudaError_t, R(result
 * type, ...) for one returning another type, V(...) for a void one. Each
 * is defined in compat/ as RT_ENTRY(name) (inner.h), and the exported
 * name is its traced shell.
 */
#ifndef CUFW_COMPAT_TRACE_LIST_H
#define CUFW_COMPAT_TRACE_LIST_H

#define CUFW_TRACE_RUNTIME_LIST(E, R, V) \
    E(cudaChooseDevice, (int *device, const struct cudaDeviceProp *prop), (device, prop), O(device) P(prop)) \
    E(cudaDeviceCanAccessPeer, (int *canAccessPeer, int device, int peerDevice), (canAccessPeer, device, peerDevice), O(canAccessPeer) A(device) A(peerDevice)) \
    E(cudaDeviceDisablePeerAccess, (int peerDevice), (peerDevice), A(peerDevice)) \
    E(cudaDeviceEnablePeerAccess, (int peerDevice, unsigned int flags), (peerDevice, flags), A(peerDevice) A(flags)) \
    E(cudaDeviceGetAttribute, (int *value, enum cudaDeviceAttr attr, int device), (value, attr, device), O(value) N(attr, cudaDeviceAttr) A(device)) \
    E(cudaDeviceGetCacheConfig, (enum cudaFuncCache *pCacheConfig), (pCacheConfig), NO(pCacheConfig, cudaFuncCache)) \
    E(cudaDeviceGetLimit, (size_t *pValue, enum cudaLimit limit), (pValue, limit), O(pValue) N(limit, cudaLimit)) \
    E(cudaDeviceGetPCIBusId, (char *pciBusId, int len, int device), (pciBusId, len, device), P(pciBusId) A(len) A(device)) \
    E(cudaDeviceGetStreamPriorityRange, (int *leastPriority, int *greatestPriority), (leastPriority, greatestPriority), O(leastPriority) O(greatestPriority)) \
    E(cudaDeviceReset, (void), (), ) \
    E(cudaDeviceSetCacheConfig, (enum cudaFuncCache cacheConfig), (cacheConfig), N(cacheConfig, cudaFuncCache)) \
    E(cudaDeviceSetLimit, (enum cudaLimit limit, size_t value), (limit, value), N(limit, cudaLimit) A(value)) \
    E(cudaDeviceSynchronize, (void), (), ) \
    E(cudaDriverGetVersion, (int *driverVersion), (driverVersion), O(driverVersion)) \
    E(cudaGetDevice, (int *device), (device), O(device)) \
    E(cudaGetDeviceCount, (int *count), (count), O(count)) \
    E(cudaGetDeviceFlags, (unsigned int *flags), (flags), O(flags)) \
    E(cudaInitDevice, (int device, unsigned int deviceFlags, unsigned int flags), (device, deviceFlags, flags), A(device) A(deviceFlags) A(flags)) \
    E(cudaMemGetInfo, (size_t *free, size_t *total), (free, total), O(free) O(total)) \
    E(cudaProfilerStart, (void), (), ) \
    E(cudaProfilerStop, (void), (), ) \
    E(cudaRuntimeGetVersion, (int *runtimeVersion), (runtimeVersion), O(runtimeVersion)) \
    E(cudaSetDevice, (int device), (device), A(device)) \
    E(cudaSetDeviceFlags, (unsigned int flags), (flags), A(flags)) \
    E(cudaSetValidDevices, (int *device_arr, int len), (device_arr, len), I(device_arr, len) A(len)) \
    E(cudaArrayGetInfo, (struct cudaChannelFormatDesc *desc, struct cudaExtent *extent, unsigned int *flags, cudaArray_t array), (desc, extent, flags, array), P(desc) P(extent) O(flags) A(array)) \
    E(cudaArrayGetMemoryRequirements, (struct cudaArrayMemoryRequirements *memoryRequirements, cudaArray_t array, int device), (memoryRequirements, array, device), P(memoryRequirements) A(array) A(device)) \
    E(cudaArrayGetPlane, (cudaArray_t *pPlaneArray, cudaArray_t hArray, unsigned int planeIdx), (pPlaneArray, hArray, planeIdx), O(pPlaneArray) A(hArray) A(planeIdx)) \
    E(cudaArrayGetSparseProperties, (struct cudaArraySparseProperties *sparseProperties, cudaArray_t array), (sparseProperties, array), P(sparseProperties) A(array)) \
    E(cudaFreeArray, (cudaArray_t array), (array), A(array)) \
    E(cudaFreeMipmappedArray, (cudaMipmappedArray_t mipmappedArray), (mipmappedArray), A(mipmappedArray)) \
    E(cudaGetMipmappedArrayLevel, (cudaArray_t *levelArray, cudaMipmappedArray_const_t mipmappedArray, unsigned int level), (levelArray, mipmappedArray, level), O(levelArray) A(mipmappedArray) A(level)) \
    E(cudaMalloc3DArray, (cudaArray_t *array, const struct cudaChannelFormatDesc *desc, struct cudaExtent extent, unsigned int flags), (array, desc, extent, flags), O(array) P(desc) A(extent) A(flags)) \
    E(cudaMallocArray, (cudaArray_t *array, const struct cudaChannelFormatDesc *desc, size_t width, size_t height, unsigned int flags), (array, desc, width, height, flags), O(array) P(desc) A(width) A(height) A(flags)) \
    E(cudaMallocMipmappedArray, (cudaMipmappedArray_t *mipmappedArray, const struct cudaChannelFormatDesc *desc, struct cudaExtent extent, unsigned int numLevels, unsigned int flags), (mipmappedArray, desc, extent, numLevels, flags), O(mipmappedArray) P(desc) A(extent) A(numLevels) A(flags)) \
    E(cudaMipmappedArrayGetMemoryRequirements, (struct cudaArrayMemoryRequirements *memoryRequirements, cudaMipmappedArray_t mipmap, int device), (memoryRequirements, mipmap, device), P(memoryRequirements) A(mipmap) A(device)) \
    E(cudaMipmappedArrayGetSparseProperties, (struct cudaArraySparseProperties *sparseProperties, cudaMipmappedArray_t mipmap), (sparseProperties, mipmap), P(sparseProperties) A(mipmap)) \
    E(cudaMalloc3D, (struct cudaPitchedPtr *pitchedDevPtr, struct cudaExtent extent), (pitchedDevPtr, extent), P(pitchedDevPtr) A(extent)) \
    E(cudaMemcpy2DArrayToArray, (cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t width, size_t height, enum cudaMemcpyKind kind), (dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, width, height, kind), A(dst) A(wOffsetDst) A(hOffsetDst) A(src) A(wOffsetSrc) A(hOffsetSrc) A(width) A(height) N(kind, cudaMemcpyKind)) \
    E(cudaMemcpy2DArrayToArray_ptds, (cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t width, size_t height, enum cudaMemcpyKind kind), (dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, width, height, kind), A(dst) A(wOffsetDst) A(hOffsetDst) A(src) A(wOffsetSrc) A(hOffsetSrc) A(width) A(height) N(kind, cudaMemcpyKind)) \
    E(cudaMemcpy2DFromArray, (void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind), (dst, dpitch, src, wOffset, hOffset, width, height, kind), P(dst) A(dpitch) A(src) A(wOffset) A(hOffset) A(width) A(height) N(kind, cudaMemcpyKind)) \
    E(cudaMemcpy2DFromArrayAsync, (void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream), (dst, dpitch, src, wOffset, hOffset, width, height, kind, stream), P(dst) A(dpitch) A(src) A(wOffset) A(hOffset) A(width) A(height) N(kind, cudaMemcpyKind) A(stream)) \
    E(cudaMemcpy2DFromArrayAsync_ptsz, (void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream), (dst, dpitch, src, wOffset, hOffset, width, height, kind, stream), P(dst) A(dpitch) A(src) A(wOffset) A(hOffset) A(width) A(height) N(kind, cudaMemcpyKind) A(stream)) \
    E(cudaMemcpy2DFromArray_ptds, (void *dst, size_t dpitch, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t width, size_t height, enum cudaMemcpyKind kind), (dst, dpitch, src, wOffset, hOffset, width, height, kind), P(dst) A(dpitch) A(src) A(wOffset) A(hOffset) A(width) A(height) N(kind, cudaMemcpyKind)) \
    E(cudaMemcpy2DToArray, (cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind), (dst, wOffset, hOffset, src, spitch, width, height, kind), A(dst) A(wOffset) A(hOffset) P(src) A(spitch) A(width) A(height) N(kind, cudaMemcpyKind)) \
    E(cudaMemcpy2DToArrayAsync, (cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream), (dst, wOffset, hOffset, src, spitch, width, height, kind, stream), A(dst) A(wOffset) A(hOffset) P(src) A(spitch) A(width) A(height) N(kind, cudaMemcpyKind) A(stream)) \
    E(cudaMemcpy2DToArrayAsync_ptsz, (cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream), (dst, wOffset, hOffset, src, spitch, width, height, kind, stream), A(dst) A(wOffset) A(hOffset) P(src) A(spitch) A(width) A(height) N(kind, cudaMemcpyKind) A(stream)) \
    E(cudaMemcpy2DToArray_ptds, (cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind), (dst, wOffset, hOffset, src, spitch, width, height, kind), A(dst) A(wOffset) A(hOffset) P(src) A(spitch) A(width) A(height) N(kind, cudaMemcpyKind)) \
    E(cudaMemcpy3D, (const struct cudaMemcpy3DParms *p), (p), P(p)) \
    E(cudaMemcpy3DAsync, (const struct cudaMemcpy3DParms *p, cudaStream_t stream), (p, stream), P(p) A(stream)) \
    E(cudaMemcpy3DAsync_ptsz, (const struct cudaMemcpy3DParms *p, cudaStream_t stream), (p, stream), P(p) A(stream)) \
    E(cudaMemcpy3DPeer, (const struct cudaMemcpy3DPeerParms *p), (p), P(p)) \
    E(cudaMemcpy3DPeerAsync, (const struct cudaMemcpy3DPeerParms *p, cudaStream_t stream), (p, stream), P(p) A(stream)) \
    E(cudaMemcpy3DPeerAsync_ptsz, (const struct cudaMemcpy3DPeerParms *p, cudaStream_t stream), (p, stream), P(p) A(stream)) \
    E(cudaMemcpy3DPeer_ptds, (const struct cudaMemcpy3DPeerParms *p), (p), P(p)) \
    E(cudaMemcpy3D_ptds, (const struct cudaMemcpy3DParms *p), (p), P(p)) \
    E(cudaMemcpyArrayToArray, (cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t count, enum cudaMemcpyKind kind), (dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, count, kind), A(dst) A(wOffsetDst) A(hOffsetDst) A(src) A(wOffsetSrc) A(hOffsetSrc) A(count) N(kind, cudaMemcpyKind)) \
    E(cudaMemcpyArrayToArray_ptds, (cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst, cudaArray_const_t src, size_t wOffsetSrc, size_t hOffsetSrc, size_t count, enum cudaMemcpyKind kind), (dst, wOffsetDst, hOffsetDst, src, wOffsetSrc, hOffsetSrc, count, kind), A(dst) A(wOffsetDst) A(hOffsetDst) A(src) A(wOffsetSrc) A(hOffsetSrc) A(count) N(kind, cudaMemcpyKind)) \
    E(cudaMemcpyFromArray, (void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count, enum cudaMemcpyKind kind), (dst, src, wOffset, hOffset, count, kind), P(dst) A(src) A(wOffset) A(hOffset) A(count) N(kind, cudaMemcpyKind)) \
    E(cudaMemcpyFromArrayAsync, (void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream), (dst, src, wOffset, hOffset, count, kind, stream), P(dst) A(src) A(wOffset) A(hOffset) A(count) N(kind, cudaMemcpyKind) A(stream)) \
    E(cudaMemcpyFromArrayAsync_ptsz, (void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream), (dst, src, wOffset, hOffset, count, kind, stream), P(dst) A(src) A(wOffset) A(hOffset) A(count) N(kind, cudaMemcpyKind) A(stream)) \
    E(cudaMemcpyFromArray_ptds, (void *dst, cudaArray_const_t src, size_t wOffset, size_t hOffset, size_t count, enum cudaMemcpyKind kind), (dst, src, wOffset, hOffset, count, kind), P(dst) A(src) A(wOffset) A(hOffset) A(count) N(kind, cudaMemcpyKind)) \
    E(cudaMemcpyToArray, (cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count, enum cudaMemcpyKind kind), (dst, wOffset, hOffset, src, count, kind), A(dst) A(wOffset) A(hOffset) P(src) A(count) N(kind, cudaMemcpyKind)) \
    E(cudaMemcpyToArrayAsync, (cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream), (dst, wOffset, hOffset, src, count, kind, stream), A(dst) A(wOffset) A(hOffset) P(src) A(count) N(kind, cudaMemcpyKind) A(stream)) \
    E(cudaMemcpyToArrayAsync_ptsz, (cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream), (dst, wOffset, hOffset, src, count, kind, stream), A(dst) A(wOffset) A(hOffset) P(src) A(count) N(kind, cudaMemcpyKind) A(stream)) \
    E(cudaMemcpyToArray_ptds, (cudaArray_t dst, size_t wOffset, size_t hOffset, const void *src, size_t count, enum cudaMemcpyKind kind), (dst, wOffset, hOffset, src, count, kind), A(dst) A(wOffset) A(hOffset) P(src) A(count) N(kind, cudaMemcpyKind)) \
    E(cudaMemset3D, (struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent), (pitchedDevPtr, value, extent), A(pitchedDevPtr) A(value) A(extent)) \
    E(cudaMemset3DAsync, (struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent, cudaStream_t stream), (pitchedDevPtr, value, extent, stream), A(pitchedDevPtr) A(value) A(extent) A(stream)) \
    E(cudaMemset3DAsync_ptsz, (struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent, cudaStream_t stream), (pitchedDevPtr, value, extent, stream), A(pitchedDevPtr) A(value) A(extent) A(stream)) \
    E(cudaMemset3D_ptds, (struct cudaPitchedPtr pitchedDevPtr, int value, struct cudaExtent extent), (pitchedDevPtr, value, extent), A(pitchedDevPtr) A(value) A(extent)) \
    E(cudaStreamBeginCapture, (cudaStream_t stream, enum cudaStreamCaptureMode mode), (stream, mode), A(stream) N(mode, cudaStreamCaptureMode)) \
    E(cudaStreamBeginCaptureToGraph, (cudaStream_t stream, cudaGraph_t graph, const cudaGraphNode_t *dependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, enum cudaStreamCaptureMode mode), (stream, graph, dependencies, dependencyData, numDependencies, mode), A(stream) A(graph) P(dependencies) P(dependencyData) A(numDependencies) N(mode, cudaStreamCaptureMode)) \
    E(cudaStreamBeginCaptureToGraph_ptsz, (cudaStream_t stream, cudaGraph_t graph, const cudaGraphNode_t *dependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, enum cudaStreamCaptureMode mode), (stream, graph, dependencies, dependencyData, numDependencies, mode), A(stream) A(graph) P(dependencies) P(dependencyData) A(numDependencies) N(mode, cudaStreamCaptureMode)) \
    E(cudaStreamBeginCapture_ptsz, (cudaStream_t stream, enum cudaStreamCaptureMode mode), (stream, mode), A(stream) N(mode, cudaStreamCaptureMode)) \
    E(cudaStreamEndCapture, (cudaStream_t stream, cudaGraph_t *pGraph), (stream, pGraph), A(stream) O(pGraph)) \
    E(cudaStreamEndCapture_ptsz, (cudaStream_t stream, cudaGraph_t *pGraph), (stream, pGraph), A(stream) O(pGraph)) \
    E(cudaThreadExchangeStreamCaptureMode, (enum cudaStreamCaptureMode *mode), (mode), NO(mode, cudaStreamCaptureMode)) \
    E(cudaDeviceFlushGPUDirectRDMAWrites, (enum cudaFlushGPUDirectRDMAWritesTarget target, enum cudaFlushGPUDirectRDMAWritesScope scope), (target, scope), A(target) A(scope)) \
    E(cudaDeviceGetByPCIBusId, (int *device, const char *pciBusId), (device, pciBusId), O(device) S(pciBusId)) \
    E(cudaDeviceGetNvSciSyncAttributes, (void *nvSciSyncAttrList, int device, int flags), (nvSciSyncAttrList, device, flags), P(nvSciSyncAttrList) A(device) A(flags)) \
    E(cudaDeviceGetP2PAttribute, (int *value, enum cudaDeviceP2PAttr attr, int srcDevice, int dstDevice), (value, attr, srcDevice, dstDevice), O(value) N(attr, cudaDeviceP2PAttr) A(srcDevice) A(dstDevice)) \
    E(cudaDeviceGetSharedMemConfig, (enum cudaSharedMemConfig *pConfig), (pConfig), NO(pConfig, cudaSharedMemConfig)) \
    E(cudaDeviceRegisterAsyncNotification, (int device, cudaAsyncCallback callbackFunc, void *userData, cudaAsyncCallbackHandle_t *callback), (device, callbackFunc, userData, callback), A(device) A(callbackFunc) P(userData) O(callback)) \
    E(cudaDeviceSetSharedMemConfig, (enum cudaSharedMemConfig config), (config), N(config, cudaSharedMemConfig)) \
    E(cudaDeviceUnregisterAsyncNotification, (int device, cudaAsyncCallbackHandle_t callback), (device, callback), A(device) A(callback)) \
    E(__cudaGetProcAddress, (void), (), ) \
    E(cudaGetExportTable, (const void **ppExportTable, const cudaUUID_t *pExportTableId), (ppExportTable, pExportTableId), O(ppExportTable) P(pExportTableId)) \
    E(cudaDestroyExternalMemory, (cudaExternalMemory_t extMem), (extMem), A(extMem)) \
    E(cudaDestroyExternalSemaphore, (cudaExternalSemaphore_t extSem), (extSem), A(extSem)) \
    E(cudaExternalMemoryGetMappedBuffer, (void **devPtr, cudaExternalMemory_t extMem, const struct cudaExternalMemoryBufferDesc *bufferDesc), (devPtr, extMem, bufferDesc), O(devPtr) A(extMem) P(bufferDesc)) \
    E(cudaExternalMemoryGetMappedMipmappedArray, (cudaMipmappedArray_t *mipmap, cudaExternalMemory_t extMem, const struct cudaExternalMemoryMipmappedArrayDesc *mipmapDesc), (mipmap, extMem, mipmapDesc), O(mipmap) A(extMem) P(mipmapDesc)) \
    E(cudaImportExternalMemory, (cudaExternalMemory_t *extMem_out, const struct cudaExternalMemoryHandleDesc *memHandleDesc), (extMem_out, memHandleDesc), O(extMem_out) P(memHandleDesc)) \
    E(cudaImportExternalSemaphore, (cudaExternalSemaphore_t *extSem_out, const struct cudaExternalSemaphoreHandleDesc *semHandleDesc), (extSem_out, semHandleDesc), O(extSem_out) P(semHandleDesc)) \
    E(cudaDeviceGetGraphMemAttribute, (int device, enum cudaGraphMemAttributeType attr, void *value), (device, attr, value), A(device) N(attr, cudaGraphMemAttributeType) P(value)) \
    E(cudaDeviceGraphMemTrim, (int device), (device), A(device)) \
    E(cudaDeviceSetGraphMemAttribute, (int device, enum cudaGraphMemAttributeType attr, void *value), (device, attr, value), A(device) N(attr, cudaGraphMemAttributeType) P(value)) \
    E(cudaGraphClone, (cudaGraph_t *pGraphClone, cudaGraph_t originalGraph), (pGraphClone, originalGraph), O(pGraphClone) A(originalGraph)) \
    E(cudaGraphConditionalHandleCreate, (cudaGraphConditionalHandle *pHandle_out, cudaGraph_t graph, unsigned int defaultLaunchValue, unsigned int flags), (pHandle_out, graph, defaultLaunchValue, flags), O(pHandle_out) A(graph) A(defaultLaunchValue) A(flags)) \
    E(cudaGraphCreate, (cudaGraph_t *pGraph, unsigned int flags), (pGraph, flags), O(pGraph) A(flags)) \
    E(cudaGraphDebugDotPrint, (cudaGraph_t graph, const char *path, unsigned int flags), (graph, path, flags), A(graph) S(path) A(flags)) \
    E(cudaGraphDestroy, (cudaGraph_t graph), (graph), A(graph)) \
    E(cudaGraphDestroyNode, (cudaGraphNode_t node), (node), A(node)) \
    E(cudaGraphGetNodes, (cudaGraph_t graph, cudaGraphNode_t *nodes, size_t *numNodes), (graph, nodes, numNodes), A(graph) LP(nodes, numNodes) O(numNodes)) \
    E(cudaGraphGetRootNodes, (cudaGraph_t graph, cudaGraphNode_t *pRootNodes, size_t *pNumRootNodes), (graph, pRootNodes, pNumRootNodes), A(graph) LP(pRootNodes, pNumRootNodes) O(pNumRootNodes)) \
    E(cudaGraphNodeFindInClone, (cudaGraphNode_t *pNode, cudaGraphNode_t originalNode, cudaGraph_t clonedGraph), (pNode, originalNode, clonedGraph), O(pNode) A(originalNode) A(clonedGraph)) \
    E(cudaGraphNodeGetType, (cudaGraphNode_t node, enum cudaGraphNodeType *pType), (node, pType), A(node) NO(pType, cudaGraphNodeType)) \
    E(cudaGraphReleaseUserObject, (cudaGraph_t graph, cudaUserObject_t object, unsigned int count), (graph, object, count), A(graph) A(object) A(count)) \
    E(cudaGraphRetainUserObject, (cudaGraph_t graph, cudaUserObject_t object, unsigned int count, unsigned int flags), (graph, object, count, flags), A(graph) A(object) A(count) A(flags)) \
    E(cudaUserObjectCreate, (cudaUserObject_t *object_out, void *ptr, cudaHostFn_t destroy, unsigned int initialRefcount, unsigned int flags), (object_out, ptr, destroy, initialRefcount, flags), O(object_out) P(ptr) A(destroy) A(initialRefcount) A(flags)) \
    E(cudaUserObjectRelease, (cudaUserObject_t object, unsigned int count), (object, count), A(object) A(count)) \
    E(cudaUserObjectRetain, (cudaUserObject_t object, unsigned int count), (object, count), A(object) A(count)) \
    E(cudaGraphExecChildGraphNodeSetParams, (cudaGraphExec_t hGraphExec, cudaGraphNode_t node, cudaGraph_t childGraph), (hGraphExec, node, childGraph), A(hGraphExec) A(node) A(childGraph)) \
    E(cudaGraphExecDestroy, (cudaGraphExec_t graphExec), (graphExec), A(graphExec)) \
    E(cudaGraphExecEventRecordNodeSetEvent, (cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, cudaEvent_t event), (hGraphExec, hNode, event), A(hGraphExec) A(hNode) A(event)) \
    E(cudaGraphExecEventWaitNodeSetEvent, (cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, cudaEvent_t event), (hGraphExec, hNode, event), A(hGraphExec) A(hNode) A(event)) \
    E(cudaGraphExecExternalSemaphoresSignalNodeSetParams, (cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, const struct cudaExternalSemaphoreSignalNodeParams *nodeParams), (hGraphExec, hNode, nodeParams), A(hGraphExec) A(hNode) P(nodeParams)) \
    E(cudaGraphExecExternalSemaphoresWaitNodeSetParams, (cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, const struct cudaExternalSemaphoreWaitNodeParams *nodeParams), (hGraphExec, hNode, nodeParams), A(hGraphExec) A(hNode) P(nodeParams)) \
    E(cudaGraphExecGetFlags, (cudaGraphExec_t graphExec, unsigned long long *flags), (graphExec, flags), A(graphExec) O(flags)) \
    E(cudaGraphExecHostNodeSetParams, (cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const struct cudaHostNodeParams *pNodeParams), (hGraphExec, node, pNodeParams), A(hGraphExec) A(node) P(pNodeParams)) \
    E(cudaGraphExecKernelNodeSetParams, (cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const struct cudaKernelNodeParams *pNodeParams), (hGraphExec, node, pNodeParams), A(hGraphExec) A(node) P(pNodeParams)) \
    E(cudaGraphExecMemcpyNodeSetParams, (cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const struct cudaMemcpy3DParms *pNodeParams), (hGraphExec, node, pNodeParams), A(hGraphExec) A(node) P(pNodeParams)) \
    E(cudaGraphExecMemcpyNodeSetParams1D, (cudaGraphExec_t hGraphExec, cudaGraphNode_t node, void *dst, const void *src, size_t count, enum cudaMemcpyKind kind), (hGraphExec, node, dst, src, count, kind), A(hGraphExec) A(node) P(dst) P(src) A(count) N(kind, cudaMemcpyKind)) \
    E(cudaGraphExecMemcpyNodeSetParamsFromSymbol, (cudaGraphExec_t hGraphExec, cudaGraphNode_t node, void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind), (hGraphExec, node, dst, symbol, count, offset, kind), A(hGraphExec) A(node) P(dst) P(symbol) A(count) A(offset) N(kind, cudaMemcpyKind)) \
    E(cudaGraphExecMemcpyNodeSetParamsToSymbol, (cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind), (hGraphExec, node, symbol, src, count, offset, kind), A(hGraphExec) A(node) P(symbol) P(src) A(count) A(offset) N(kind, cudaMemcpyKind)) \
    E(cudaGraphExecMemsetNodeSetParams, (cudaGraphExec_t hGraphExec, cudaGraphNode_t node, const struct cudaMemsetParams *pNodeParams), (hGraphExec, node, pNodeParams), A(hGraphExec) A(node) P(pNodeParams)) \
    E(cudaGraphExecNodeSetParams, (cudaGraphExec_t graphExec, cudaGraphNode_t node, struct cudaGraphNodeParams *nodeParams), (graphExec, node, nodeParams), A(graphExec) A(node) P(nodeParams)) \
    E(cudaGraphExecUpdate, (cudaGraphExec_t hGraphExec, cudaGraph_t hGraph, cudaGraphExecUpdateResultInfo *resultInfo), (hGraphExec, hGraph, resultInfo), A(hGraphExec) A(hGraph) P(resultInfo)) \
    E(cudaGraphInstantiate, (cudaGraphExec_t *pGraphExec, cudaGraph_t graph, unsigned long long flags), (pGraphExec, graph, flags), O(pGraphExec) A(graph) A(flags)) \
    E(cudaGraphInstantiateWithFlags, (cudaGraphExec_t *pGraphExec, cudaGraph_t graph, unsigned long long flags), (pGraphExec, graph, flags), O(pGraphExec) A(graph) A(flags)) \
    E(cudaGraphInstantiateWithParams, (cudaGraphExec_t *pGraphExec, cudaGraph_t graph, cudaGraphInstantiateParams *instantiateParams), (pGraphExec, graph, instantiateParams), O(pGraphExec) A(graph) P(instantiateParams)) \
    E(cudaGraphInstantiateWithParams_ptsz, (cudaGraphExec_t *pGraphExec, cudaGraph_t graph, cudaGraphInstantiateParams *instantiateParams), (pGraphExec, graph, instantiateParams), O(pGraphExec) A(graph) P(instantiateParams)) \
    E(cudaGraphLaunch, (cudaGraphExec_t graphExec, cudaStream_t stream), (graphExec, stream), A(graphExec) A(stream)) \
    E(cudaGraphLaunch_ptsz, (cudaGraphExec_t graphExec, cudaStream_t stream), (graphExec, stream), A(graphExec) A(stream)) \
    E(cudaGraphNodeGetEnabled, (cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, unsigned int *isEnabled), (hGraphExec, hNode, isEnabled), A(hGraphExec) A(hNode) O(isEnabled)) \
    E(cudaGraphNodeSetEnabled, (cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode, unsigned int isEnabled), (hGraphExec, hNode, isEnabled), A(hGraphExec) A(hNode) A(isEnabled)) \
    E(cudaGraphUpload, (cudaGraphExec_t graphExec, cudaStream_t stream), (graphExec, stream), A(graphExec) A(stream)) \
    E(cudaGraphUpload_ptsz, (cudaGraphExec_t graphExec, cudaStream_t stream), (graphExec, stream), A(graphExec) A(stream)) \
    E(cudaGraphAddChildGraphNode, (cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, cudaGraph_t childGraph), (pGraphNode, graph, pDependencies, numDependencies, childGraph), O(pGraphNode) A(graph) P(pDependencies) A(numDependencies) A(childGraph)) \
    E(cudaGraphAddEmptyNode, (cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies), (pGraphNode, graph, pDependencies, numDependencies), O(pGraphNode) A(graph) P(pDependencies) A(numDependencies)) \
    E(cudaGraphAddEventRecordNode, (cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, cudaEvent_t event), (pGraphNode, graph, pDependencies, numDependencies, event), O(pGraphNode) A(graph) P(pDependencies) A(numDependencies) A(event)) \
    E(cudaGraphAddEventWaitNode, (cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, cudaEvent_t event), (pGraphNode, graph, pDependencies, numDependencies, event), O(pGraphNode) A(graph) P(pDependencies) A(numDependencies) A(event)) \
    E(cudaGraphAddExternalSemaphoresSignalNode, (cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaExternalSemaphoreSignalNodeParams *nodeParams), (pGraphNode, graph, pDependencies, numDependencies, nodeParams), O(pGraphNode) A(graph) P(pDependencies) A(numDependencies) P(nodeParams)) \
    E(cudaGraphAddExternalSemaphoresWaitNode, (cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaExternalSemaphoreWaitNodeParams *nodeParams), (pGraphNode, graph, pDependencies, numDependencies, nodeParams), O(pGraphNode) A(graph) P(pDependencies) A(numDependencies) P(nodeParams)) \
    E(cudaGraphAddHostNode, (cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaHostNodeParams *pNodeParams), (pGraphNode, graph, pDependencies, numDependencies, pNodeParams), O(pGraphNode) A(graph) P(pDependencies) A(numDependencies) P(pNodeParams)) \
    E(cudaGraphAddKernelNode, (cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaKernelNodeParams *pNodeParams), (pGraphNode, graph, pDependencies, numDependencies, pNodeParams), O(pGraphNode) A(graph) P(pDependencies) A(numDependencies) P(pNodeParams)) \
    E(cudaGraphAddMemAllocNode, (cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, struct cudaMemAllocNodeParams *nodeParams), (pGraphNode, graph, pDependencies, numDependencies, nodeParams), O(pGraphNode) A(graph) P(pDependencies) A(numDependencies) P(nodeParams)) \
    E(cudaGraphAddMemFreeNode, (cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, void *dptr), (pGraphNode, graph, pDependencies, numDependencies, dptr), O(pGraphNode) A(graph) P(pDependencies) A(numDependencies) P(dptr)) \
    E(cudaGraphAddMemcpyNode, (cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaMemcpy3DParms *pCopyParams), (pGraphNode, graph, pDependencies, numDependencies, pCopyParams), O(pGraphNode) A(graph) P(pDependencies) A(numDependencies) P(pCopyParams)) \
    E(cudaGraphAddMemcpyNode1D, (cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, void *dst, const void *src, size_t count, enum cudaMemcpyKind kind), (pGraphNode, graph, pDependencies, numDependencies, dst, src, count, kind), O(pGraphNode) A(graph) P(pDependencies) A(numDependencies) P(dst) P(src) A(count) N(kind, cudaMemcpyKind)) \
    E(cudaGraphAddMemcpyNodeFromSymbol, (cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind), (pGraphNode, graph, pDependencies, numDependencies, dst, symbol, count, offset, kind), O(pGraphNode) A(graph) P(pDependencies) A(numDependencies) P(dst) P(symbol) A(count) A(offset) N(kind, cudaMemcpyKind)) \
    E(cudaGraphAddMemcpyNodeToSymbol, (cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind), (pGraphNode, graph, pDependencies, numDependencies, symbol, src, count, offset, kind), O(pGraphNode) A(graph) P(pDependencies) A(numDependencies) P(symbol) P(src) A(count) A(offset) N(kind, cudaMemcpyKind)) \
    E(cudaGraphAddMemsetNode, (cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, const struct cudaMemsetParams *pMemsetParams), (pGraphNode, graph, pDependencies, numDependencies, pMemsetParams), O(pGraphNode) A(graph) P(pDependencies) A(numDependencies) P(pMemsetParams)) \
    E(cudaGraphChildGraphNodeGetGraph, (cudaGraphNode_t node, cudaGraph_t *pGraph), (node, pGraph), A(node) O(pGraph)) \
    E(cudaGraphEventRecordNodeGetEvent, (cudaGraphNode_t node, cudaEvent_t *event_out), (node, event_out), A(node) O(event_out)) \
    E(cudaGraphEventRecordNodeSetEvent, (cudaGraphNode_t node, cudaEvent_t event), (node, event), A(node) A(event)) \
    E(cudaGraphEventWaitNodeGetEvent, (cudaGraphNode_t node, cudaEvent_t *event_out), (node, event_out), A(node) O(event_out)) \
    E(cudaGraphEventWaitNodeSetEvent, (cudaGraphNode_t node, cudaEvent_t event), (node, event), A(node) A(event)) \
    E(cudaGraphExternalSemaphoresSignalNodeGetParams, (cudaGraphNode_t hNode, struct cudaExternalSemaphoreSignalNodeParams *params_out), (hNode, params_out), A(hNode) P(params_out)) \
    E(cudaGraphExternalSemaphoresSignalNodeSetParams, (cudaGraphNode_t hNode, const struct cudaExternalSemaphoreSignalNodeParams *nodeParams), (hNode, nodeParams), A(hNode) P(nodeParams)) \
    E(cudaGraphExternalSemaphoresWaitNodeGetParams, (cudaGraphNode_t hNode, struct cudaExternalSemaphoreWaitNodeParams *params_out), (hNode, params_out), A(hNode) P(params_out)) \
    E(cudaGraphExternalSemaphoresWaitNodeSetParams, (cudaGraphNode_t hNode, const struct cudaExternalSemaphoreWaitNodeParams *nodeParams), (hNode, nodeParams), A(hNode) P(nodeParams)) \
    E(cudaGraphHostNodeGetParams, (cudaGraphNode_t node, struct cudaHostNodeParams *pNodeParams), (node, pNodeParams), A(node) P(pNodeParams)) \
    E(cudaGraphHostNodeSetParams, (cudaGraphNode_t node, const struct cudaHostNodeParams *pNodeParams), (node, pNodeParams), A(node) P(pNodeParams)) \
    E(cudaGraphKernelNodeCopyAttributes, (cudaGraphNode_t hDst, cudaGraphNode_t hSrc), (hDst, hSrc), A(hDst) A(hSrc)) \
    E(cudaGraphKernelNodeGetAttribute, (cudaGraphNode_t hNode, cudaKernelNodeAttrID attr, cudaKernelNodeAttrValue *value_out), (hNode, attr, value_out), A(hNode) N(attr, cudaLaunchAttributeID) P(value_out)) \
    E(cudaGraphKernelNodeGetParams, (cudaGraphNode_t node, struct cudaKernelNodeParams *pNodeParams), (node, pNodeParams), A(node) P(pNodeParams)) \
    E(cudaGraphKernelNodeSetAttribute, (cudaGraphNode_t hNode, cudaKernelNodeAttrID attr, const cudaKernelNodeAttrValue *value), (hNode, attr, value), A(hNode) N(attr, cudaLaunchAttributeID) P(value)) \
    E(cudaGraphKernelNodeSetParams, (cudaGraphNode_t node, const struct cudaKernelNodeParams *pNodeParams), (node, pNodeParams), A(node) P(pNodeParams)) \
    E(cudaGraphMemAllocNodeGetParams, (cudaGraphNode_t node, struct cudaMemAllocNodeParams *params_out), (node, params_out), A(node) P(params_out)) \
    E(cudaGraphMemFreeNodeGetParams, (cudaGraphNode_t node, void *dptr_out), (node, dptr_out), A(node) P(dptr_out)) \
    E(cudaGraphMemcpyNodeGetParams, (cudaGraphNode_t node, struct cudaMemcpy3DParms *pNodeParams), (node, pNodeParams), A(node) P(pNodeParams)) \
    E(cudaGraphMemcpyNodeSetParams, (cudaGraphNode_t node, const struct cudaMemcpy3DParms *pNodeParams), (node, pNodeParams), A(node) P(pNodeParams)) \
    E(cudaGraphMemcpyNodeSetParams1D, (cudaGraphNode_t node, void *dst, const void *src, size_t count, enum cudaMemcpyKind kind), (node, dst, src, count, kind), A(node) P(dst) P(src) A(count) N(kind, cudaMemcpyKind)) \
    E(cudaGraphMemcpyNodeSetParamsFromSymbol, (cudaGraphNode_t node, void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind), (node, dst, symbol, count, offset, kind), A(node) P(dst) P(symbol) A(count) A(offset) N(kind, cudaMemcpyKind)) \
    E(cudaGraphMemcpyNodeSetParamsToSymbol, (cudaGraphNode_t node, const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind), (node, symbol, src, count, offset, kind), A(node) P(symbol) P(src) A(count) A(offset) N(kind, cudaMemcpyKind)) \
    E(cudaGraphMemsetNodeGetParams, (cudaGraphNode_t node, struct cudaMemsetParams *pNodeParams), (node, pNodeParams), A(node) P(pNodeParams)) \
    E(cudaGraphMemsetNodeSetParams, (cudaGraphNode_t node, const struct cudaMemsetParams *pNodeParams), (node, pNodeParams), A(node) P(pNodeParams)) \
    E(cudaGraphNodeSetParams, (cudaGraphNode_t node, struct cudaGraphNodeParams *nodeParams), (node, nodeParams), A(node) P(nodeParams)) \
    E(cudaEGLStreamConsumerAcquireFrame, (cudaEglStreamConnection *conn, cudaGraphicsResource_t *pCudaResource, cudaStream_t *pStream, unsigned int timeout), (conn, pCudaResource, pStream, timeout), P(conn) O(pCudaResource) P(pStream) A(timeout)) \
    E(cudaEGLStreamConsumerConnect, (cudaEglStreamConnection *conn, EGLStreamKHR eglStream), (conn, eglStream), O(conn) A(eglStream)) \
    E(cudaEGLStreamConsumerConnectWithFlags, (cudaEglStreamConnection *conn, EGLStreamKHR eglStream, unsigned int flags), (conn, eglStream, flags), O(conn) A(eglStream) A(flags)) \
    E(cudaEGLStreamConsumerDisconnect, (cudaEglStreamConnection *conn), (conn), P(conn)) \
    E(cudaEGLStreamConsumerReleaseFrame, (cudaEglStreamConnection *conn, cudaGraphicsResource_t pCudaResource, cudaStream_t *pStream), (conn, pCudaResource, pStream), P(conn) A(pCudaResource) P(pStream)) \
    E(cudaEGLStreamProducerConnect, (cudaEglStreamConnection *conn, EGLStreamKHR eglStream, EGLint width, EGLint height), (conn, eglStream, width, height), O(conn) A(eglStream) A(width) A(height)) \
    E(cudaEGLStreamProducerDisconnect, (cudaEglStreamConnection *conn), (conn), P(conn)) \
    E(cudaEGLStreamProducerPresentFrame, (cudaEglStreamConnection *conn, cudaEglFrame eglframe, cudaStream_t *pStream), (conn, eglframe, pStream), P(conn) A(eglframe) P(pStream)) \
    E(cudaEGLStreamProducerReturnFrame, (cudaEglStreamConnection *conn, cudaEglFrame *eglframe, cudaStream_t *pStream), (conn, eglframe, pStream), P(conn) P(eglframe) P(pStream)) \
    E(cudaEventCreateFromEGLSync, (cudaEvent_t *phEvent, EGLSyncKHR eglSync, unsigned int flags), (phEvent, eglSync, flags), O(phEvent) A(eglSync) A(flags)) \
    E(cudaGLGetDevices, (unsigned int *pCudaDeviceCount, int *pCudaDevices, unsigned int cudaDeviceCount, enum cudaGLDeviceList deviceList), (pCudaDeviceCount, pCudaDevices, cudaDeviceCount, deviceList), O(pCudaDeviceCount) L(pCudaDevices, cudaDeviceCount) A(cudaDeviceCount) A(deviceList)) \
    E(cudaGLMapBufferObject, (void **devPtr, GLuint bufObj), (devPtr, bufObj), O(devPtr) A(bufObj)) \
    E(cudaGLMapBufferObjectAsync, (void **devPtr, GLuint bufObj, cudaStream_t stream), (devPtr, bufObj, stream), O(devPtr) A(bufObj) A(stream)) \
    E(cudaGLRegisterBufferObject, (GLuint bufObj), (bufObj), A(bufObj)) \
    E(cudaGLSetBufferObjectMapFlags, (GLuint bufObj, unsigned int flags), (bufObj, flags), A(bufObj) A(flags)) \
    E(cudaGLSetGLDevice, (int device), (device), A(device)) \
    E(cudaGLUnmapBufferObject, (GLuint bufObj), (bufObj), A(bufObj)) \
    E(cudaGLUnmapBufferObjectAsync, (GLuint bufObj, cudaStream_t stream), (bufObj, stream), A(bufObj) A(stream)) \
    E(cudaGLUnregisterBufferObject, (GLuint bufObj), (bufObj), A(bufObj)) \
    E(cudaGraphicsEGLRegisterImage, (struct cudaGraphicsResource **pCudaResource, EGLImageKHR image, unsigned int flags), (pCudaResource, image, flags), O(pCudaResource) A(image) A(flags)) \
    E(cudaGraphicsGLRegisterBuffer, (struct cudaGraphicsResource **resource, GLuint buffer, unsigned int flags), (resource, buffer, flags), O(resource) A(buffer) A(flags)) \
    E(cudaGraphicsGLRegisterImage, (struct cudaGraphicsResource **resource, GLuint image, GLenum target, unsigned int flags), (resource, image, target, flags), O(resource) A(image) A(target) A(flags)) \
    E(cudaGraphicsMapResources, (int count, cudaGraphicsResource_t *resources, cudaStream_t stream), (count, resources, stream), A(count) I(resources, count) A(stream)) \
    E(cudaGraphicsResourceGetMappedEglFrame, (cudaEglFrame *eglFrame, cudaGraphicsResource_t resource, unsigned int index, unsigned int mipLevel), (eglFrame, resource, index, mipLevel), P(eglFrame) A(resource) A(index) A(mipLevel)) \
    E(cudaGraphicsResourceGetMappedMipmappedArray, (cudaMipmappedArray_t *mipmappedArray, cudaGraphicsResource_t resource), (mipmappedArray, resource), O(mipmappedArray) A(resource)) \
    E(cudaGraphicsResourceGetMappedPointer, (void **devPtr, size_t *size, cudaGraphicsResource_t resource), (devPtr, size, resource), O(devPtr) O(size) A(resource)) \
    E(cudaGraphicsResourceSetMapFlags, (cudaGraphicsResource_t resource, unsigned int flags), (resource, flags), A(resource) A(flags)) \
    E(cudaGraphicsSubResourceGetMappedArray, (cudaArray_t *array, cudaGraphicsResource_t resource, unsigned int arrayIndex, unsigned int mipLevel), (array, resource, arrayIndex, mipLevel), O(array) A(resource) A(arrayIndex) A(mipLevel)) \
    E(cudaGraphicsUnmapResources, (int count, cudaGraphicsResource_t *resources, cudaStream_t stream), (count, resources, stream), A(count) I(resources, count) A(stream)) \
    E(cudaGraphicsUnregisterResource, (cudaGraphicsResource_t resource), (resource), A(resource)) \
    E(cudaGraphicsVDPAURegisterOutputSurface, (struct cudaGraphicsResource **resource, VdpOutputSurface vdpSurface, unsigned int flags), (resource, vdpSurface, flags), O(resource) A(vdpSurface) A(flags)) \
    E(cudaGraphicsVDPAURegisterVideoSurface, (struct cudaGraphicsResource **resource, VdpVideoSurface vdpSurface, unsigned int flags), (resource, vdpSurface, flags), O(resource) A(vdpSurface) A(flags)) \
    E(cudaVDPAUGetDevice, (int *device, VdpDevice vdpDevice, VdpGetProcAddress *vdpGetProcAddress), (device, vdpDevice, vdpGetProcAddress), O(device) A(vdpDevice) P(vdpGetProcAddress)) \
    E(cudaVDPAUSetVDPAUDevice, (int device, VdpDevice vdpDevice, VdpGetProcAddress *vdpGetProcAddress), (device, vdpDevice, vdpGetProcAddress), A(device) A(vdpDevice) P(vdpGetProcAddress)) \
    E(cudaIpcCloseMemHandle, (void *devPtr), (devPtr), P(devPtr)) \
    E(cudaIpcGetEventHandle, (cudaIpcEventHandle_t *handle, cudaEvent_t event), (handle, event), P(handle) A(event)) \
    E(cudaIpcGetMemHandle, (cudaIpcMemHandle_t *handle, void *devPtr), (handle, devPtr), P(handle) P(devPtr)) \
    E(cudaIpcOpenEventHandle, (cudaEvent_t *event, cudaIpcEventHandle_t handle), (event, handle), O(event) A(handle)) \
    E(cudaIpcOpenMemHandle, (void **devPtr, cudaIpcMemHandle_t handle, unsigned int flags), (devPtr, handle, flags), O(devPtr) A(handle) A(flags)) \
    E(cudaHostGetFlags, (unsigned int *pFlags, void *pHost), (pFlags, pHost), O(pFlags) P(pHost)) \
    E(cudaMemRangeGetAttribute, (void *data, size_t dataSize, enum cudaMemRangeAttribute attribute, const void *devPtr, size_t count), (data, dataSize, attribute, devPtr, count), P(data) A(dataSize) N(attribute, cudaMemRangeAttribute) P(devPtr) A(count)) \
    E(cudaMemRangeGetAttributes, (void **data, size_t *dataSizes, enum cudaMemRangeAttribute *attributes, size_t numAttributes, const void *devPtr, size_t count), (data, dataSizes, attributes, numAttributes, devPtr, count), I(data, numAttributes) I(dataSizes, numAttributes) I(attributes, numAttributes) A(numAttributes) P(devPtr) A(count)) \
    E(cudaStreamAttachMemAsync, (cudaStream_t stream, void *devPtr, size_t length, unsigned int flags), (stream, devPtr, length, flags), A(stream) P(devPtr) A(length) A(flags)) \
    E(cudaStreamAttachMemAsync_ptsz, (cudaStream_t stream, void *devPtr, size_t length, unsigned int flags), (stream, devPtr, length, flags), A(stream) P(devPtr) A(length) A(flags)) \
    E(cudaFuncGetParamInfo, (const void *func, size_t paramIndex, size_t *paramOffset, size_t *paramSize), (func, paramIndex, paramOffset, paramSize), P(func) A(paramIndex) O(paramOffset) O(paramSize)) \
    E(cudaFuncSetSharedMemConfig, (const void *func, enum cudaSharedMemConfig config), (func, config), P(func) N(config, cudaSharedMemConfig)) \
    E(cudaOccupancyAvailableDynamicSMemPerBlock, (size_t *dynamicSmemSize, const void *func, int numBlocks, int blockSize), (dynamicSmemSize, func, numBlocks, blockSize), O(dynamicSmemSize) P(func) A(numBlocks) A(blockSize)) \
    E(cudaOccupancyMaxActiveClusters, (int *numClusters, const void *func, const cudaLaunchConfig_t *launchConfig), (numClusters, func, launchConfig), O(numClusters) P(func) P(launchConfig)) \
    E(cudaOccupancyMaxPotentialClusterSize, (int *clusterSize, const void *func, const cudaLaunchConfig_t *launchConfig), (clusterSize, func, launchConfig), O(clusterSize) P(func) P(launchConfig)) \
    E(cudaDeviceGetDefaultMemPool, (cudaMemPool_t *memPool, int device), (memPool, device), O(memPool) A(device)) \
    E(cudaDeviceGetMemPool, (cudaMemPool_t *memPool, int device), (memPool, device), O(memPool) A(device)) \
    E(cudaDeviceSetMemPool, (int device, cudaMemPool_t memPool), (device, memPool), A(device) A(memPool)) \
    E(cudaMallocFromPoolAsync, (void **ptr, size_t size, cudaMemPool_t memPool, cudaStream_t stream), (ptr, size, memPool, stream), O(ptr) A(size) A(memPool) A(stream)) \
    E(cudaMallocFromPoolAsync_ptsz, (void **ptr, size_t size, cudaMemPool_t memPool, cudaStream_t stream), (ptr, size, memPool, stream), O(ptr) A(size) A(memPool) A(stream)) \
    E(cudaMemPoolCreate, (cudaMemPool_t *memPool, const struct cudaMemPoolProps *poolProps), (memPool, poolProps), O(memPool) P(poolProps)) \
    E(cudaMemPoolDestroy, (cudaMemPool_t memPool), (memPool), A(memPool)) \
    E(cudaMemPoolExportPointer, (struct cudaMemPoolPtrExportData *exportData, void *ptr), (exportData, ptr), P(exportData) P(ptr)) \
    E(cudaMemPoolExportToShareableHandle, (void *shareableHandle, cudaMemPool_t memPool, enum cudaMemAllocationHandleType handleType, unsigned int flags), (shareableHandle, memPool, handleType, flags), P(shareableHandle) A(memPool) N(handleType, cudaMemAllocationHandleType) A(flags)) \
    E(cudaMemPoolGetAccess, (enum cudaMemAccessFlags *flags, cudaMemPool_t memPool, struct cudaMemLocation *location), (flags, memPool, location), O(flags) A(memPool) P(location)) \
    E(cudaMemPoolGetAttribute, (cudaMemPool_t memPool, enum cudaMemPoolAttr attr, void *value), (memPool, attr, value), A(memPool) N(attr, cudaMemPoolAttr) P(value)) \
    E(cudaMemPoolImportFromShareableHandle, (cudaMemPool_t *memPool, void *shareableHandle, enum cudaMemAllocationHandleType handleType, unsigned int flags), (memPool, shareableHandle, handleType, flags), O(memPool) P(shareableHandle) N(handleType, cudaMemAllocationHandleType) A(flags)) \
    E(cudaMemPoolImportPointer, (void **ptr, cudaMemPool_t memPool, struct cudaMemPoolPtrExportData *exportData), (ptr, memPool, exportData), O(ptr) A(memPool) P(exportData)) \
    E(cudaMemPoolSetAccess, (cudaMemPool_t memPool, const struct cudaMemAccessDesc *descList, size_t count), (memPool, descList, count), A(memPool) P(descList) A(count)) \
    E(cudaMemPoolSetAttribute, (cudaMemPool_t memPool, enum cudaMemPoolAttr attr, void *value), (memPool, attr, value), A(memPool) N(attr, cudaMemPoolAttr) P(value)) \
    E(cudaMemPoolTrimTo, (cudaMemPool_t memPool, size_t minBytesToKeep), (memPool, minBytesToKeep), A(memPool) A(minBytesToKeep)) \
    E(cudaCtxResetPersistingL2Cache, (void), (), ) \
    E(cudaStreamCopyAttributes, (cudaStream_t dst, cudaStream_t src), (dst, src), A(dst) A(src)) \
    E(cudaStreamCopyAttributes_ptsz, (cudaStream_t dst, cudaStream_t src), (dst, src), A(dst) A(src)) \
    E(cudaStreamGetAttribute, (cudaStream_t hStream, cudaStreamAttrID attr, cudaStreamAttrValue *value_out), (hStream, attr, value_out), A(hStream) N(attr, cudaLaunchAttributeID) P(value_out)) \
    E(cudaStreamGetAttribute_ptsz, (cudaStream_t hStream, cudaStreamAttrID attr, cudaStreamAttrValue *value_out), (hStream, attr, value_out), A(hStream) N(attr, cudaLaunchAttributeID) P(value_out)) \
    E(cudaStreamGetId, (cudaStream_t hStream, unsigned long long *streamId), (hStream, streamId), A(hStream) O(streamId)) \
    E(cudaStreamGetId_ptsz, (cudaStream_t hStream, unsigned long long *streamId), (hStream, streamId), A(hStream) O(streamId)) \
    E(cudaStreamSetAttribute, (cudaStream_t hStream, cudaStreamAttrID attr, const cudaStreamAttrValue *value), (hStream, attr, value), A(hStream) N(attr, cudaLaunchAttributeID) P(value)) \
    E(cudaStreamSetAttribute_ptsz, (cudaStream_t hStream, cudaStreamAttrID attr, const cudaStreamAttrValue *value), (hStream, attr, value), A(hStream) N(attr, cudaLaunchAttributeID) P(value)) \
    R(struct cudaChannelFormatDesc, cudaCreateChannelDesc, (int x, int y, int z, int w, enum cudaChannelFormatKind f), (x, y, z, w, f), A(x) A(y) A(z) A(w) N(f, cudaChannelFormatKind)) \
    E(cudaCreateSurfaceObject, (cudaSurfaceObject_t *pSurfObject, const struct cudaResourceDesc *pResDesc), (pSurfObject, pResDesc), O(pSurfObject) P(pResDesc)) \
    E(cudaCreateTextureObject, (cudaTextureObject_t *pTexObject, const struct cudaResourceDesc *pResDesc, const struct cudaTextureDesc *pTexDesc, const struct cudaResourceViewDesc *pResViewDesc), (pTexObject, pResDesc, pTexDesc, pResViewDesc), O(pTexObject) P(pResDesc) P(pTexDesc) P(pResViewDesc)) \
    E(cudaDestroySurfaceObject, (cudaSurfaceObject_t surfObject), (surfObject), A(surfObject)) \
    E(cudaDestroyTextureObject, (cudaTextureObject_t texObject), (texObject), A(texObject)) \
    E(cudaDeviceGetTexture1DLinearMaxWidth, (size_t *maxWidthInElements, const struct cudaChannelFormatDesc *fmtDesc, int device), (maxWidthInElements, fmtDesc, device), O(maxWidthInElements) P(fmtDesc) A(device)) \
    E(cudaGetChannelDesc, (struct cudaChannelFormatDesc *desc, cudaArray_const_t array), (desc, array), P(desc) A(array)) \
    E(cudaGetSurfaceObjectResourceDesc, (struct cudaResourceDesc *pResDesc, cudaSurfaceObject_t surfObject), (pResDesc, surfObject), P(pResDesc) A(surfObject)) \
    E(cudaGetTextureObjectResourceDesc, (struct cudaResourceDesc *pResDesc, cudaTextureObject_t texObject), (pResDesc, texObject), P(pResDesc) A(texObject)) \
    E(cudaGetTextureObjectResourceViewDesc, (struct cudaResourceViewDesc *pResViewDesc, cudaTextureObject_t texObject), (pResViewDesc, texObject), P(pResViewDesc) A(texObject)) \
    E(cudaGetTextureObjectTextureDesc, (struct cudaTextureDesc *pTexDesc, cudaTextureObject_t texObject), (pTexDesc, texObject), P(pTexDesc) A(texObject)) \
    R(const char *, cudaGetErrorName, (cudaError_t error), (error), A(error)) \
    R(const char *, cudaGetErrorString, (cudaError_t error), (error), A(error)) \
    E(cudaGetLastError, (void), (), ) \
    E(cudaPeekAtLastError, (void), (), ) \
    E(cudaGetDriverEntryPoint, (const char *symbol, void **funcPtr, unsigned long long flags, enum cudaDriverEntryPointQueryResult *driverStatus), (symbol, funcPtr, flags, driverStatus), S(symbol) O(funcPtr) A(flags) O(driverStatus)) \
    E(cudaGetDriverEntryPoint_ptsz, (const char *symbol, void **funcPtr, unsigned long long flags, enum cudaDriverEntryPointQueryResult *driverStatus), (symbol, funcPtr, flags, driverStatus), S(symbol) O(funcPtr) A(flags) O(driverStatus)) \
    E(cudaGetFuncBySymbol, (cudaFunction_t *functionPtr, const void *symbolPtr), (functionPtr, symbolPtr), O(functionPtr) P(symbolPtr)) \
    E(cudaGetKernel, (cudaKernel_t *kernelPtr, const void *entryFuncAddr), (kernelPtr, entryFuncAddr), O(kernelPtr) P(entryFuncAddr)) \
    E(__cudaGetKernel, (cudaKernel_t *kernel, const void *func), (kernel, func), O(kernel) P(func)) \
    E(__cudaLaunchKernel, (cudaKernel_t kernel, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream), (kernel, gridDim, blockDim, args, sharedMem, stream), A(kernel) A(gridDim) A(blockDim) P(args) A(sharedMem) A(stream)) \
    E(__cudaLaunchKernel_ptsz, (cudaKernel_t kernel, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream), (kernel, gridDim, blockDim, args, sharedMem, stream), A(kernel) A(gridDim) A(blockDim) P(args) A(sharedMem) A(stream)) \
    E(__cudaPopCallConfiguration, (dim3 *gridDim, dim3 *blockDim, size_t *sharedMem, void *stream), (gridDim, blockDim, sharedMem, stream), O(gridDim) O(blockDim) O(sharedMem) P(stream)) \
    R(unsigned, __cudaPushCallConfiguration, (dim3 gridDim, dim3 blockDim, size_t sharedMem, struct CUstream_st *stream), (gridDim, blockDim, sharedMem, stream), A(gridDim) A(blockDim) A(sharedMem) P(stream)) \
    E(cudaFuncGetAttributes, (struct cudaFuncAttributes *attr, const void *func), (attr, func), P(attr) P(func)) \
    E(cudaFuncGetName, (const char **name, const void *func), (name, func), O(name) P(func)) \
    E(cudaFuncSetAttribute, (const void *func, enum cudaFuncAttribute attr, int value), (func, attr, value), P(func) N(attr, cudaFuncAttribute) A(value)) \
    E(cudaFuncSetCacheConfig, (const void *func, enum cudaFuncCache cacheConfig), (func, cacheConfig), P(func) N(cacheConfig, cudaFuncCache)) \
    E(cudaLaunchCooperativeKernel, (const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream), (func, gridDim, blockDim, args, sharedMem, stream), P(func) A(gridDim) A(blockDim) P(args) A(sharedMem) A(stream)) \
    E(cudaLaunchCooperativeKernel_ptsz, (const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream), (func, gridDim, blockDim, args, sharedMem, stream), P(func) A(gridDim) A(blockDim) P(args) A(sharedMem) A(stream)) \
    E(cudaLaunchKernel, (const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream), (func, gridDim, blockDim, args, sharedMem, stream), P(func) A(gridDim) A(blockDim) P(args) A(sharedMem) A(stream)) \
    E(cudaLaunchKernelExC, (const cudaLaunchConfig_t *config, const void *func, void **args), (config, func, args), P(config) P(func) P(args)) \
    E(cudaLaunchKernelExC_ptsz, (const cudaLaunchConfig_t *config, const void *func, void **args), (config, func, args), P(config) P(func) P(args)) \
    E(cudaLaunchKernel_ptsz, (const void *func, dim3 gridDim, dim3 blockDim, void **args, size_t sharedMem, cudaStream_t stream), (func, gridDim, blockDim, args, sharedMem, stream), P(func) A(gridDim) A(blockDim) P(args) A(sharedMem) A(stream)) \
    E(cudaOccupancyMaxActiveBlocksPerMultiprocessor, (int *numBlocks, const void *func, int blockSize, size_t dynamicSMemSize), (numBlocks, func, blockSize, dynamicSMemSize), O(numBlocks) P(func) A(blockSize) A(dynamicSMemSize)) \
    E(cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags, (int *numBlocks, const void *func, int blockSize, size_t dynamicSMemSize, unsigned int flags), (numBlocks, func, blockSize, dynamicSMemSize, flags), O(numBlocks) P(func) A(blockSize) A(dynamicSMemSize) A(flags)) \
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
    E(cudaMemcpy, (void *dst, const void *src, size_t count, enum cudaMemcpyKind kind), (dst, src, count, kind), P(dst) P(src) A(count) N(kind, cudaMemcpyKind)) \
    E(cudaMemcpy2D, (void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind), (dst, dpitch, src, spitch, width, height, kind), P(dst) A(dpitch) P(src) A(spitch) A(width) A(height) N(kind, cudaMemcpyKind)) \
    E(cudaMemcpy2DAsync, (void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream), (dst, dpitch, src, spitch, width, height, kind, stream), P(dst) A(dpitch) P(src) A(spitch) A(width) A(height) N(kind, cudaMemcpyKind) A(stream)) \
    E(cudaMemcpy2DAsync_ptsz, (void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind, cudaStream_t stream), (dst, dpitch, src, spitch, width, height, kind, stream), P(dst) A(dpitch) P(src) A(spitch) A(width) A(height) N(kind, cudaMemcpyKind) A(stream)) \
    E(cudaMemcpy2D_ptds, (void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height, enum cudaMemcpyKind kind), (dst, dpitch, src, spitch, width, height, kind), P(dst) A(dpitch) P(src) A(spitch) A(width) A(height) N(kind, cudaMemcpyKind)) \
    E(cudaMemcpyAsync, (void *dst, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream), (dst, src, count, kind, stream), P(dst) P(src) A(count) N(kind, cudaMemcpyKind) A(stream)) \
    E(cudaMemcpyAsync_ptsz, (void *dst, const void *src, size_t count, enum cudaMemcpyKind kind, cudaStream_t stream), (dst, src, count, kind, stream), P(dst) P(src) A(count) N(kind, cudaMemcpyKind) A(stream)) \
    E(cudaMemcpyFromSymbol, (void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind), (dst, symbol, count, offset, kind), P(dst) P(symbol) A(count) A(offset) N(kind, cudaMemcpyKind)) \
    E(cudaMemcpyFromSymbolAsync, (void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind, cudaStream_t stream), (dst, symbol, count, offset, kind, stream), P(dst) P(symbol) A(count) A(offset) N(kind, cudaMemcpyKind) A(stream)) \
    E(cudaMemcpyFromSymbolAsync_ptsz, (void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind, cudaStream_t stream), (dst, symbol, count, offset, kind, stream), P(dst) P(symbol) A(count) A(offset) N(kind, cudaMemcpyKind) A(stream)) \
    E(cudaMemcpyFromSymbol_ptds, (void *dst, const void *symbol, size_t count, size_t offset, enum cudaMemcpyKind kind), (dst, symbol, count, offset, kind), P(dst) P(symbol) A(count) A(offset) N(kind, cudaMemcpyKind)) \
    E(cudaMemcpyPeer, (void *dst, int dstDevice, const void *src, int srcDevice, size_t count), (dst, dstDevice, src, srcDevice, count), P(dst) A(dstDevice) P(src) A(srcDevice) A(count)) \
    E(cudaMemcpyPeerAsync, (void *dst, int dstDevice, const void *src, int srcDevice, size_t count, cudaStream_t stream), (dst, dstDevice, src, srcDevice, count, stream), P(dst) A(dstDevice) P(src) A(srcDevice) A(count) A(stream)) \
    E(cudaMemcpyToSymbol, (const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind), (symbol, src, count, offset, kind), P(symbol) P(src) A(count) A(offset) N(kind, cudaMemcpyKind)) \
    E(cudaMemcpyToSymbolAsync, (const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind, cudaStream_t stream), (symbol, src, count, offset, kind, stream), P(symbol) P(src) A(count) A(offset) N(kind, cudaMemcpyKind) A(stream)) \
    E(cudaMemcpyToSymbolAsync_ptsz, (const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind, cudaStream_t stream), (symbol, src, count, offset, kind, stream), P(symbol) P(src) A(count) A(offset) N(kind, cudaMemcpyKind) A(stream)) \
    E(cudaMemcpyToSymbol_ptds, (const void *symbol, const void *src, size_t count, size_t offset, enum cudaMemcpyKind kind), (symbol, src, count, offset, kind), P(symbol) P(src) A(count) A(offset) N(kind, cudaMemcpyKind)) \
    E(cudaMemcpy_ptds, (void *dst, const void *src, size_t count, enum cudaMemcpyKind kind), (dst, src, count, kind), P(dst) P(src) A(count) N(kind, cudaMemcpyKind)) \
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
    V(__cudaRegisterHostVar, (void **fatCubinHandle, const char *deviceName, char *hostVar, size_t size), (fatCubinHandle, deviceName, hostVar, size), P(fatCubinHandle) S(deviceName) P(hostVar) A(size)) \
    V(__cudaRegisterManagedVar, (void **fatCubinHandle, void **hostVarPtrAddress, char *deviceAddress, const char *deviceName, int ext, size_t size, int constant, int global), (fatCubinHandle, hostVarPtrAddress, deviceAddress, deviceName, ext, size, constant, global), P(fatCubinHandle) P(hostVarPtrAddress) P(deviceAddress) S(deviceName) A(ext) A(size) A(constant) A(global)) \
    V(__cudaRegisterUnifiedTable, (void **fatCubinHandle, void *table0, void *table1, void *table2, void *table3), (fatCubinHandle, table0, table1, table2, table3), P(fatCubinHandle) P(table0) P(table1) P(table2) P(table3)) \
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
    E(cudaStreamGetPriority, (cudaStream_t hStream, int *priority), (hStream, priority), A(hStream) O(priority)) \
    E(cudaStreamGetPriority_ptsz, (cudaStream_t hStream, int *priority), (hStream, priority), A(hStream) O(priority)) \
    E(cudaStreamIsCapturing, (cudaStream_t stream, enum cudaStreamCaptureStatus *pCaptureStatus), (stream, pCaptureStatus), A(stream) NO(pCaptureStatus, cudaStreamCaptureStatus)) \
    E(cudaStreamIsCapturing_ptsz, (cudaStream_t stream, enum cudaStreamCaptureStatus *pCaptureStatus), (stream, pCaptureStatus), A(stream) NO(pCaptureStatus, cudaStreamCaptureStatus)) \
    E(cudaStreamQuery, (cudaStream_t stream), (stream), A(stream)) \
    E(cudaStreamQuery_ptsz, (cudaStream_t stream), (stream), A(stream)) \
    E(cudaStreamSynchronize, (cudaStream_t stream), (stream), A(stream)) \
    E(cudaStreamSynchronize_ptsz, (cudaStream_t stream), (stream), A(stream)) \
    E(cudaStreamWaitEvent, (cudaStream_t stream, cudaEvent_t event, unsigned int flags), (stream, event, flags), A(stream) A(event) A(flags)) \
    E(cudaStreamWaitEvent_ptsz, (cudaStream_t stream, cudaEvent_t event, unsigned int flags), (stream, event, flags), A(stream) A(event) A(flags)) \
    CUFW_TRACE_RUNTIME_LIST_SINCE_13000(E, R, V) \
    CUFW_TRACE_RUNTIME_LIST_SINCE_13010(E, R, V) \
    CUFW_TRACE_RUNTIME_LIST_SINCE_13020(E, R, V) \
    CUFW_TRACE_RUNTIME_LIST_SINCE_13030(E, R, V) \
    CUFW_TRACE_RUNTIME_LIST_SINCE_13040(E, R, V)

#if CUDART_VERSION >= 13000
#define CUFW_TRACE_RUNTIME_LIST_SINCE_13000(E, R, V) \
    E(cudaGetDeviceProperties, (struct cudaDeviceProp *prop, int device), (prop, device), P(prop) A(device)) \
    E(cudaMemcpy3DBatchAsync, (size_t numOps, struct cudaMemcpy3DBatchOp *opList, unsigned long long flags, cudaStream_t stream), (numOps, opList, flags, stream), A(numOps) P(opList) A(flags) A(stream)) \
    E(cudaMemcpy3DBatchAsync_ptsz, (size_t numOps, struct cudaMemcpy3DBatchOp *opList, unsigned long long flags, cudaStream_t stream), (numOps, opList, flags, stream), A(numOps) P(opList) A(flags) A(stream)) \
    E(cudaMemcpyBatchAsync, (void *const *dsts, const void *const *srcs, const size_t *sizes, size_t count, struct cudaMemcpyAttributes *attrs, size_t *attrsIdxs, size_t numAttrs, cudaStream_t stream), (dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, stream), P(dsts) P(srcs) P(sizes) A(count) P(attrs) I(attrsIdxs, numAttrs) A(numAttrs) A(stream)) \
    E(cudaMemcpyBatchAsync_ptsz, (void *const *dsts, const void *const *srcs, const size_t *sizes, size_t count, struct cudaMemcpyAttributes *attrs, size_t *attrsIdxs, size_t numAttrs, cudaStream_t stream), (dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs, stream), P(dsts) P(srcs) P(sizes) A(count) P(attrs) I(attrsIdxs, numAttrs) A(numAttrs) A(stream)) \
    E(cudaStreamGetCaptureInfo, (cudaStream_t stream, enum cudaStreamCaptureStatus *captureStatus_out, unsigned long long *id_out, cudaGraph_t *graph_out, const cudaGraphNode_t **dependencies_out, const cudaGraphEdgeData **edgeData_out, size_t *numDependencies_out), (stream, captureStatus_out, id_out, graph_out, dependencies_out, edgeData_out, numDependencies_out), A(stream) NO(captureStatus_out, cudaStreamCaptureStatus) O(id_out) O(graph_out) O(dependencies_out) O(edgeData_out) O(numDependencies_out)) \
    E(cudaStreamGetCaptureInfo_ptsz, (cudaStream_t stream, enum cudaStreamCaptureStatus *captureStatus_out, unsigned long long *id_out, cudaGraph_t *graph_out, const cudaGraphNode_t **dependencies_out, const cudaGraphEdgeData **edgeData_out, size_t *numDependencies_out), (stream, captureStatus_out, id_out, graph_out, dependencies_out, edgeData_out, numDependencies_out), A(stream) NO(captureStatus_out, cudaStreamCaptureStatus) O(id_out) O(graph_out) O(dependencies_out) O(edgeData_out) O(numDependencies_out)) \
    E(cudaStreamUpdateCaptureDependencies, (cudaStream_t stream, cudaGraphNode_t *dependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, unsigned int flags), (stream, dependencies, dependencyData, numDependencies, flags), A(stream) I(dependencies, numDependencies) P(dependencyData) A(numDependencies) A(flags)) \
    E(cudaStreamUpdateCaptureDependencies_ptsz, (cudaStream_t stream, cudaGraphNode_t *dependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, unsigned int flags), (stream, dependencies, dependencyData, numDependencies, flags), A(stream) I(dependencies, numDependencies) P(dependencyData) A(numDependencies) A(flags)) \
    E(cudaDeviceGetHostAtomicCapabilities, (unsigned int *capabilities, const enum cudaAtomicOperation *operations, unsigned int count, int device), (capabilities, operations, count, device), L(capabilities, count) P(operations) A(count) A(device)) \
    E(cudaDeviceGetP2PAtomicCapabilities, (unsigned int *capabilities, const enum cudaAtomicOperation *operations, unsigned int count, int srcDevice, int dstDevice), (capabilities, operations, count, srcDevice, dstDevice), L(capabilities, count) P(operations) A(count) A(srcDevice) A(dstDevice)) \
    E(cudaLogsCurrent, (cudaLogIterator *iterator_out, unsigned int flags), (iterator_out, flags), O(iterator_out) A(flags)) \
    E(cudaLogsDumpToFile, (cudaLogIterator *iterator, const char *pathToFile, unsigned int flags), (iterator, pathToFile, flags), O(iterator) S(pathToFile) A(flags)) \
    E(cudaLogsDumpToMemory, (cudaLogIterator *iterator, char *buffer, size_t *size, unsigned int flags), (iterator, buffer, size, flags), O(iterator) P(buffer) O(size) A(flags)) \
    E(cudaLogsRegisterCallback, (cudaLogsCallback_t callbackFunc, void *userData, cudaLogsCallbackHandle *callback_out), (callbackFunc, userData, callback_out), A(callbackFunc) P(userData) O(callback_out)) \
    E(cudaLogsUnregisterCallback, (cudaLogsCallbackHandle callback), (callback), A(callback)) \
    E(cudaSignalExternalSemaphoresAsync, (const cudaExternalSemaphore_t *extSemArray, const struct cudaExternalSemaphoreSignalParams *paramsArray, unsigned int numExtSems, cudaStream_t stream), (extSemArray, paramsArray, numExtSems, stream), P(extSemArray) P(paramsArray) A(numExtSems) A(stream)) \
    E(cudaSignalExternalSemaphoresAsync_ptsz, (const cudaExternalSemaphore_t *extSemArray, const struct cudaExternalSemaphoreSignalParams *paramsArray, unsigned int numExtSems, cudaStream_t stream), (extSemArray, paramsArray, numExtSems, stream), P(extSemArray) P(paramsArray) A(numExtSems) A(stream)) \
    E(cudaWaitExternalSemaphoresAsync, (const cudaExternalSemaphore_t *extSemArray, const struct cudaExternalSemaphoreWaitParams *paramsArray, unsigned int numExtSems, cudaStream_t stream), (extSemArray, paramsArray, numExtSems, stream), P(extSemArray) P(paramsArray) A(numExtSems) A(stream)) \
    E(cudaWaitExternalSemaphoresAsync_ptsz, (const cudaExternalSemaphore_t *extSemArray, const struct cudaExternalSemaphoreWaitParams *paramsArray, unsigned int numExtSems, cudaStream_t stream), (extSemArray, paramsArray, numExtSems, stream), P(extSemArray) P(paramsArray) A(numExtSems) A(stream)) \
    E(cudaGraphAddDependencies, (cudaGraph_t graph, const cudaGraphNode_t *from, const cudaGraphNode_t *to, const cudaGraphEdgeData *edgeData, size_t numDependencies), (graph, from, to, edgeData, numDependencies), A(graph) P(from) P(to) P(edgeData) A(numDependencies)) \
    E(cudaGraphGetEdges, (cudaGraph_t graph, cudaGraphNode_t *from, cudaGraphNode_t *to, cudaGraphEdgeData *edgeData, size_t *numEdges), (graph, from, to, edgeData, numEdges), A(graph) LP(from, numEdges) LP(to, numEdges) P(edgeData) O(numEdges)) \
    E(cudaGraphNodeGetDependencies, (cudaGraphNode_t node, cudaGraphNode_t *pDependencies, cudaGraphEdgeData *edgeData, size_t *pNumDependencies), (node, pDependencies, edgeData, pNumDependencies), A(node) LP(pDependencies, pNumDependencies) P(edgeData) O(pNumDependencies)) \
    E(cudaGraphNodeGetDependentNodes, (cudaGraphNode_t node, cudaGraphNode_t *pDependentNodes, cudaGraphEdgeData *edgeData, size_t *pNumDependentNodes), (node, pDependentNodes, edgeData, pNumDependentNodes), A(node) LP(pDependentNodes, pNumDependentNodes) P(edgeData) O(pNumDependentNodes)) \
    E(cudaGraphRemoveDependencies, (cudaGraph_t graph, const cudaGraphNode_t *from, const cudaGraphNode_t *to, const cudaGraphEdgeData *edgeData, size_t numDependencies), (graph, from, to, edgeData, numDependencies), A(graph) P(from) P(to) P(edgeData) A(numDependencies)) \
    E(cudaGraphAddNode, (cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, struct cudaGraphNodeParams *nodeParams), (pGraphNode, graph, pDependencies, dependencyData, numDependencies, nodeParams), O(pGraphNode) A(graph) P(pDependencies) P(dependencyData) A(numDependencies) P(nodeParams)) \
    E(cudaMemDiscardAndPrefetchBatchAsync, (void **dptrs, size_t *sizes, size_t count, struct cudaMemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, cudaStream_t stream), (dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream), I(dptrs, count) I(sizes, count) A(count) P(prefetchLocs) I(prefetchLocIdxs, numPrefetchLocs) A(numPrefetchLocs) A(flags) A(stream)) \
    E(cudaMemDiscardAndPrefetchBatchAsync_ptsz, (void **dptrs, size_t *sizes, size_t count, struct cudaMemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, cudaStream_t stream), (dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream), I(dptrs, count) I(sizes, count) A(count) P(prefetchLocs) I(prefetchLocIdxs, numPrefetchLocs) A(numPrefetchLocs) A(flags) A(stream)) \
    E(cudaMemDiscardBatchAsync, (void **dptrs, size_t *sizes, size_t count, unsigned long long flags, cudaStream_t stream), (dptrs, sizes, count, flags, stream), I(dptrs, count) I(sizes, count) A(count) A(flags) A(stream)) \
    E(cudaMemDiscardBatchAsync_ptsz, (void **dptrs, size_t *sizes, size_t count, unsigned long long flags, cudaStream_t stream), (dptrs, sizes, count, flags, stream), I(dptrs, count) I(sizes, count) A(count) A(flags) A(stream)) \
    E(cudaMemPrefetchBatchAsync, (void **dptrs, size_t *sizes, size_t count, struct cudaMemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, cudaStream_t stream), (dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream), I(dptrs, count) I(sizes, count) A(count) P(prefetchLocs) I(prefetchLocIdxs, numPrefetchLocs) A(numPrefetchLocs) A(flags) A(stream)) \
    E(cudaMemPrefetchBatchAsync_ptsz, (void **dptrs, size_t *sizes, size_t count, struct cudaMemLocation *prefetchLocs, size_t *prefetchLocIdxs, size_t numPrefetchLocs, unsigned long long flags, cudaStream_t stream), (dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags, stream), I(dptrs, count) I(sizes, count) A(count) P(prefetchLocs) I(prefetchLocIdxs, numPrefetchLocs) A(numPrefetchLocs) A(flags) A(stream)) \
    E(cudaMemGetDefaultMemPool, (cudaMemPool_t *memPool, struct cudaMemLocation *location, enum cudaMemAllocationType type), (memPool, location, type), O(memPool) P(location) N(type, cudaMemAllocationType)) \
    E(cudaMemGetMemPool, (cudaMemPool_t *memPool, struct cudaMemLocation *location, enum cudaMemAllocationType type), (memPool, location, type), O(memPool) P(location) N(type, cudaMemAllocationType)) \
    E(cudaMemSetMemPool, (struct cudaMemLocation *location, enum cudaMemAllocationType type, cudaMemPool_t memPool), (location, type, memPool), P(location) N(type, cudaMemAllocationType) A(memPool)) \
    E(cudaStreamGetDevice, (cudaStream_t hStream, int *device), (hStream, device), A(hStream) O(device)) \
    E(cudaStreamGetDevice_ptsz, (cudaStream_t hStream, int *device), (hStream, device), A(hStream) O(device)) \
    E(cudaGetDriverEntryPointByVersion, (const char *symbol, void **funcPtr, unsigned int cudaVersion, unsigned long long flags, enum cudaDriverEntryPointQueryResult *driverStatus), (symbol, funcPtr, cudaVersion, flags, driverStatus), S(symbol) O(funcPtr) A(cudaVersion) A(flags) O(driverStatus)) \
    E(cudaGetDriverEntryPointByVersion_ptsz, (const char *symbol, void **funcPtr, unsigned int cudaVersion, unsigned long long flags, enum cudaDriverEntryPointQueryResult *driverStatus), (symbol, funcPtr, cudaVersion, flags, driverStatus), S(symbol) O(funcPtr) A(cudaVersion) A(flags) O(driverStatus)) \
    E(cudaKernelSetAttributeForDevice, (cudaKernel_t kernel, enum cudaFuncAttribute attr, int value, int device), (kernel, attr, value, device), A(kernel) N(attr, cudaFuncAttribute) A(value) A(device)) \
    E(cudaLibraryEnumerateKernels, (cudaKernel_t *kernels, unsigned int numKernels, cudaLibrary_t lib), (kernels, numKernels, lib), L(kernels, numKernels) A(numKernels) A(lib)) \
    E(cudaLibraryGetGlobal, (void **dptr, size_t *bytes, cudaLibrary_t library, const char *name), (dptr, bytes, library, name), O(dptr) O(bytes) A(library) S(name)) \
    E(cudaLibraryGetKernel, (cudaKernel_t *pKernel, cudaLibrary_t library, const char *name), (pKernel, library, name), O(pKernel) A(library) S(name)) \
    E(cudaLibraryGetKernelCount, (unsigned int *count, cudaLibrary_t lib), (count, lib), O(count) A(lib)) \
    E(cudaLibraryGetManaged, (void **dptr, size_t *bytes, cudaLibrary_t library, const char *name), (dptr, bytes, library, name), O(dptr) O(bytes) A(library) S(name)) \
    E(cudaLibraryGetUnifiedFunction, (void **fptr, cudaLibrary_t library, const char *symbol), (fptr, library, symbol), O(fptr) A(library) S(symbol)) \
    E(cudaLibraryLoadData, (cudaLibrary_t *library, const void *code, enum cudaJitOption *jitOptions, void **jitOptionsValues, unsigned int numJitOptions, enum cudaLibraryOption *libraryOptions, void **libraryOptionValues, unsigned int numLibraryOptions), (library, code, jitOptions, jitOptionsValues, numJitOptions, libraryOptions, libraryOptionValues, numLibraryOptions), O(library) P(code) I(jitOptions, numJitOptions) I(jitOptionsValues, numJitOptions) A(numJitOptions) I(libraryOptions, numLibraryOptions) I(libraryOptionValues, numLibraryOptions) A(numLibraryOptions)) \
    E(cudaLibraryLoadFromFile, (cudaLibrary_t *library, const char *fileName, enum cudaJitOption *jitOptions, void **jitOptionsValues, unsigned int numJitOptions, enum cudaLibraryOption *libraryOptions, void **libraryOptionValues, unsigned int numLibraryOptions), (library, fileName, jitOptions, jitOptionsValues, numJitOptions, libraryOptions, libraryOptionValues, numLibraryOptions), O(library) S(fileName) I(jitOptions, numJitOptions) I(jitOptionsValues, numJitOptions) A(numJitOptions) I(libraryOptions, numLibraryOptions) I(libraryOptionValues, numLibraryOptions) A(numLibraryOptions)) \
    E(cudaLibraryUnload, (cudaLibrary_t library), (library), A(library)) \
    E(cudaMemAdvise, (const void *devPtr, size_t count, enum cudaMemoryAdvise advice, struct cudaMemLocation location), (devPtr, count, advice, location), P(devPtr) A(count) N(advice, cudaMemoryAdvise) A(location)) \
    E(cudaMemPrefetchAsync, (const void *devPtr, size_t count, struct cudaMemLocation location, unsigned int flags, cudaStream_t stream), (devPtr, count, location, flags, stream), P(devPtr) A(count) A(location) A(flags) A(stream)) \
    E(cudaMemPrefetchAsync_ptsz, (const void *devPtr, size_t count, struct cudaMemLocation location, unsigned int flags, cudaStream_t stream), (devPtr, count, location, flags, stream), P(devPtr) A(count) A(location) A(flags) A(stream))
#else
#define CUFW_TRACE_RUNTIME_LIST_SINCE_13000(E, R, V) \
    E(cudaGetDeviceProperties, (struct cudaDeviceProp *prop, int device), (prop, device), P(prop) A(device)) \
    E(cudaGetDeviceProperties_v2, (struct cudaDeviceProp *prop, int device), (prop, device), P(prop) A(device)) \
    E(cudaSetDoubleForDevice, (double *d), (d), P(d)) \
    E(cudaSetDoubleForHost, (double *d), (d), P(d)) \
    E(cudaThreadExit, (void), (), ) \
    E(cudaThreadGetCacheConfig, (enum cudaFuncCache *pCacheConfig), (pCacheConfig), NO(pCacheConfig, cudaFuncCache)) \
    E(cudaThreadGetLimit, (size_t *pValue, enum cudaLimit limit), (pValue, limit), O(pValue) N(limit, cudaLimit)) \
    E(cudaThreadSetCacheConfig, (enum cudaFuncCache cacheConfig), (cacheConfig), N(cacheConfig, cudaFuncCache)) \
    E(cudaThreadSetLimit, (enum cudaLimit limit, size_t value), (limit, value), N(limit, cudaLimit) A(value)) \
    E(cudaThreadSynchronize, (void), (), ) \
    E(cudaStreamGetCaptureInfo, (cudaStream_t stream, enum cudaStreamCaptureStatus *captureStatus_out, unsigned long long *id_out), (stream, captureStatus_out, id_out), A(stream) NO(captureStatus_out, cudaStreamCaptureStatus) O(id_out)) \
    E(cudaStreamGetCaptureInfo_ptsz, (cudaStream_t stream, enum cudaStreamCaptureStatus *captureStatus_out, unsigned long long *id_out), (stream, captureStatus_out, id_out), A(stream) NO(captureStatus_out, cudaStreamCaptureStatus) O(id_out)) \
    E(cudaStreamGetCaptureInfo_v2, (cudaStream_t stream, enum cudaStreamCaptureStatus *captureStatus_out, unsigned long long *id_out, cudaGraph_t *graph_out, const cudaGraphNode_t **dependencies_out, size_t *numDependencies_out), (stream, captureStatus_out, id_out, graph_out, dependencies_out, numDependencies_out), A(stream) NO(captureStatus_out, cudaStreamCaptureStatus) O(id_out) O(graph_out) O(dependencies_out) O(numDependencies_out)) \
    E(cudaStreamGetCaptureInfo_v2_ptsz, (cudaStream_t stream, enum cudaStreamCaptureStatus *captureStatus_out, unsigned long long *id_out, cudaGraph_t *graph_out, const cudaGraphNode_t **dependencies_out, size_t *numDependencies_out), (stream, captureStatus_out, id_out, graph_out, dependencies_out, numDependencies_out), A(stream) NO(captureStatus_out, cudaStreamCaptureStatus) O(id_out) O(graph_out) O(dependencies_out) O(numDependencies_out)) \
    E(cudaStreamGetCaptureInfo_v3, (cudaStream_t stream, enum cudaStreamCaptureStatus *captureStatus_out, unsigned long long *id_out, cudaGraph_t *graph_out, const cudaGraphNode_t **dependencies_out, const cudaGraphEdgeData **edgeData_out, size_t *numDependencies_out), (stream, captureStatus_out, id_out, graph_out, dependencies_out, edgeData_out, numDependencies_out), A(stream) NO(captureStatus_out, cudaStreamCaptureStatus) O(id_out) O(graph_out) O(dependencies_out) O(edgeData_out) O(numDependencies_out)) \
    E(cudaStreamGetCaptureInfo_v3_ptsz, (cudaStream_t stream, enum cudaStreamCaptureStatus *captureStatus_out, unsigned long long *id_out, cudaGraph_t *graph_out, const cudaGraphNode_t **dependencies_out, const cudaGraphEdgeData **edgeData_out, size_t *numDependencies_out), (stream, captureStatus_out, id_out, graph_out, dependencies_out, edgeData_out, numDependencies_out), A(stream) NO(captureStatus_out, cudaStreamCaptureStatus) O(id_out) O(graph_out) O(dependencies_out) O(edgeData_out) O(numDependencies_out)) \
    E(cudaStreamUpdateCaptureDependencies, (cudaStream_t stream, cudaGraphNode_t *dependencies, size_t numDependencies, unsigned int flags), (stream, dependencies, numDependencies, flags), A(stream) I(dependencies, numDependencies) A(numDependencies) A(flags)) \
    E(cudaStreamUpdateCaptureDependencies_ptsz, (cudaStream_t stream, cudaGraphNode_t *dependencies, size_t numDependencies, unsigned int flags), (stream, dependencies, numDependencies, flags), A(stream) I(dependencies, numDependencies) A(numDependencies) A(flags)) \
    E(cudaStreamUpdateCaptureDependencies_v2, (cudaStream_t stream, cudaGraphNode_t *dependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, unsigned int flags), (stream, dependencies, dependencyData, numDependencies, flags), A(stream) I(dependencies, numDependencies) P(dependencyData) A(numDependencies) A(flags)) \
    E(cudaStreamUpdateCaptureDependencies_v2_ptsz, (cudaStream_t stream, cudaGraphNode_t *dependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, unsigned int flags), (stream, dependencies, dependencyData, numDependencies, flags), A(stream) I(dependencies, numDependencies) P(dependencyData) A(numDependencies) A(flags)) \
    E(cudaSignalExternalSemaphoresAsync, (const cudaExternalSemaphore_t *extSemArray, const struct cudaExternalSemaphoreSignalParams_v1 *paramsArray, unsigned int numExtSems, cudaStream_t stream), (extSemArray, paramsArray, numExtSems, stream), P(extSemArray) P(paramsArray) A(numExtSems) A(stream)) \
    E(cudaSignalExternalSemaphoresAsync_ptsz, (const cudaExternalSemaphore_t *extSemArray, const struct cudaExternalSemaphoreSignalParams_v1 *paramsArray, unsigned int numExtSems, cudaStream_t stream), (extSemArray, paramsArray, numExtSems, stream), P(extSemArray) P(paramsArray) A(numExtSems) A(stream)) \
    E(cudaSignalExternalSemaphoresAsync_v2, (const cudaExternalSemaphore_t *extSemArray, const struct cudaExternalSemaphoreSignalParams *paramsArray, unsigned int numExtSems, cudaStream_t stream), (extSemArray, paramsArray, numExtSems, stream), P(extSemArray) P(paramsArray) A(numExtSems) A(stream)) \
    E(cudaSignalExternalSemaphoresAsync_v2_ptsz, (const cudaExternalSemaphore_t *extSemArray, const struct cudaExternalSemaphoreSignalParams *paramsArray, unsigned int numExtSems, cudaStream_t stream), (extSemArray, paramsArray, numExtSems, stream), P(extSemArray) P(paramsArray) A(numExtSems) A(stream)) \
    E(cudaWaitExternalSemaphoresAsync, (const cudaExternalSemaphore_t *extSemArray, const struct cudaExternalSemaphoreWaitParams_v1 *paramsArray, unsigned int numExtSems, cudaStream_t stream), (extSemArray, paramsArray, numExtSems, stream), P(extSemArray) P(paramsArray) A(numExtSems) A(stream)) \
    E(cudaWaitExternalSemaphoresAsync_ptsz, (const cudaExternalSemaphore_t *extSemArray, const struct cudaExternalSemaphoreWaitParams_v1 *paramsArray, unsigned int numExtSems, cudaStream_t stream), (extSemArray, paramsArray, numExtSems, stream), P(extSemArray) P(paramsArray) A(numExtSems) A(stream)) \
    E(cudaWaitExternalSemaphoresAsync_v2, (const cudaExternalSemaphore_t *extSemArray, const struct cudaExternalSemaphoreWaitParams *paramsArray, unsigned int numExtSems, cudaStream_t stream), (extSemArray, paramsArray, numExtSems, stream), P(extSemArray) P(paramsArray) A(numExtSems) A(stream)) \
    E(cudaWaitExternalSemaphoresAsync_v2_ptsz, (const cudaExternalSemaphore_t *extSemArray, const struct cudaExternalSemaphoreWaitParams *paramsArray, unsigned int numExtSems, cudaStream_t stream), (extSemArray, paramsArray, numExtSems, stream), P(extSemArray) P(paramsArray) A(numExtSems) A(stream)) \
    E(cudaGraphAddDependencies, (cudaGraph_t graph, const cudaGraphNode_t *from, const cudaGraphNode_t *to, size_t numDependencies), (graph, from, to, numDependencies), A(graph) P(from) P(to) A(numDependencies)) \
    E(cudaGraphAddDependencies_v2, (cudaGraph_t graph, const cudaGraphNode_t *from, const cudaGraphNode_t *to, const cudaGraphEdgeData *edgeData, size_t numDependencies), (graph, from, to, edgeData, numDependencies), A(graph) P(from) P(to) P(edgeData) A(numDependencies)) \
    E(cudaGraphGetEdges, (cudaGraph_t graph, cudaGraphNode_t *from, cudaGraphNode_t *to, size_t *numEdges), (graph, from, to, numEdges), A(graph) LP(from, numEdges) LP(to, numEdges) O(numEdges)) \
    E(cudaGraphGetEdges_v2, (cudaGraph_t graph, cudaGraphNode_t *from, cudaGraphNode_t *to, cudaGraphEdgeData *edgeData, size_t *numEdges), (graph, from, to, edgeData, numEdges), A(graph) LP(from, numEdges) LP(to, numEdges) P(edgeData) O(numEdges)) \
    E(cudaGraphNodeGetDependencies, (cudaGraphNode_t node, cudaGraphNode_t *pDependencies, size_t *pNumDependencies), (node, pDependencies, pNumDependencies), A(node) LP(pDependencies, pNumDependencies) O(pNumDependencies)) \
    E(cudaGraphNodeGetDependencies_v2, (cudaGraphNode_t node, cudaGraphNode_t *pDependencies, cudaGraphEdgeData *edgeData, size_t *pNumDependencies), (node, pDependencies, edgeData, pNumDependencies), A(node) LP(pDependencies, pNumDependencies) P(edgeData) O(pNumDependencies)) \
    E(cudaGraphNodeGetDependentNodes, (cudaGraphNode_t node, cudaGraphNode_t *pDependentNodes, size_t *pNumDependentNodes), (node, pDependentNodes, pNumDependentNodes), A(node) LP(pDependentNodes, pNumDependentNodes) O(pNumDependentNodes)) \
    E(cudaGraphNodeGetDependentNodes_v2, (cudaGraphNode_t node, cudaGraphNode_t *pDependentNodes, cudaGraphEdgeData *edgeData, size_t *pNumDependentNodes), (node, pDependentNodes, edgeData, pNumDependentNodes), A(node) LP(pDependentNodes, pNumDependentNodes) P(edgeData) O(pNumDependentNodes)) \
    E(cudaGraphRemoveDependencies, (cudaGraph_t graph, const cudaGraphNode_t *from, const cudaGraphNode_t *to, size_t numDependencies), (graph, from, to, numDependencies), A(graph) P(from) P(to) A(numDependencies)) \
    E(cudaGraphRemoveDependencies_v2, (cudaGraph_t graph, const cudaGraphNode_t *from, const cudaGraphNode_t *to, const cudaGraphEdgeData *edgeData, size_t numDependencies), (graph, from, to, edgeData, numDependencies), A(graph) P(from) P(to) P(edgeData) A(numDependencies)) \
    E(cudaGraphAddNode, (cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, size_t numDependencies, struct cudaGraphNodeParams *nodeParams), (pGraphNode, graph, pDependencies, numDependencies, nodeParams), O(pGraphNode) A(graph) P(pDependencies) A(numDependencies) P(nodeParams)) \
    E(cudaGraphAddNode_v2, (cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies, const cudaGraphEdgeData *dependencyData, size_t numDependencies, struct cudaGraphNodeParams *nodeParams), (pGraphNode, graph, pDependencies, dependencyData, numDependencies, nodeParams), O(pGraphNode) A(graph) P(pDependencies) P(dependencyData) A(numDependencies) P(nodeParams)) \
    E(cudaLaunchCooperativeKernelMultiDevice, (struct cudaLaunchParams *launchParamsList, unsigned int numDevices, unsigned int flags), (launchParamsList, numDevices, flags), P(launchParamsList) A(numDevices) A(flags)) \
    E(cudaMemAdvise, (const void *devPtr, size_t count, enum cudaMemoryAdvise advice, int device), (devPtr, count, advice, device), P(devPtr) A(count) N(advice, cudaMemoryAdvise) A(device)) \
    E(cudaMemAdvise_v2, (const void *devPtr, size_t count, enum cudaMemoryAdvise advice, struct cudaMemLocation location), (devPtr, count, advice, location), P(devPtr) A(count) N(advice, cudaMemoryAdvise) A(location)) \
    E(cudaMemPrefetchAsync, (const void *devPtr, size_t count, int dstDevice, cudaStream_t stream), (devPtr, count, dstDevice, stream), P(devPtr) A(count) A(dstDevice) A(stream)) \
    E(cudaMemPrefetchAsync_ptsz, (const void *devPtr, size_t count, int dstDevice, cudaStream_t stream), (devPtr, count, dstDevice, stream), P(devPtr) A(count) A(dstDevice) A(stream)) \
    E(cudaMemPrefetchAsync_v2, (const void *devPtr, size_t count, struct cudaMemLocation location, unsigned int flags, cudaStream_t stream), (devPtr, count, location, flags, stream), P(devPtr) A(count) A(location) A(flags) A(stream)) \
    E(cudaMemPrefetchAsync_v2_ptsz, (const void *devPtr, size_t count, struct cudaMemLocation location, unsigned int flags, cudaStream_t stream), (devPtr, count, location, flags, stream), P(devPtr) A(count) A(location) A(flags) A(stream))
#endif

#if CUDART_VERSION >= 13010
#define CUFW_TRACE_RUNTIME_LIST_SINCE_13010(E, R, V) \
    E(cudaDevResourceGenerateDesc, (cudaDevResourceDesc_t *phDesc, cudaDevResource *resources, unsigned int nbResources), (phDesc, resources, nbResources), O(phDesc) I(resources, nbResources) A(nbResources)) \
    E(cudaDevSmResourceSplit, (cudaDevResource *result, unsigned int nbGroups, const cudaDevResource *input, cudaDevResource *remainder, unsigned int flags, cudaDevSmResourceGroupParams *groupParams), (result, nbGroups, input, remainder, flags, groupParams), P(result) A(nbGroups) P(input) P(remainder) A(flags) I(groupParams, nbGroups)) \
    E(cudaDevSmResourceSplitByCount, (cudaDevResource *result, unsigned int *nbGroups, const cudaDevResource *input, cudaDevResource *remaining, unsigned int flags, unsigned int minCount), (result, nbGroups, input, remaining, flags, minCount), P(result) O(nbGroups) P(input) P(remaining) A(flags) A(minCount)) \
    E(cudaDeviceGetDevResource, (int device, cudaDevResource *resource, enum cudaDevResourceType type), (device, resource, type), A(device) P(resource) A(type)) \
    E(cudaDeviceGetExecutionCtx, (cudaExecutionContext_t *ctx, int device), (ctx, device), O(ctx) A(device)) \
    E(cudaExecutionCtxDestroy, (cudaExecutionContext_t ctx), (ctx), A(ctx)) \
    E(cudaExecutionCtxGetDevResource, (cudaExecutionContext_t ctx, cudaDevResource *resource, enum cudaDevResourceType type), (ctx, resource, type), A(ctx) P(resource) A(type)) \
    E(cudaExecutionCtxGetDevice, (int *device, cudaExecutionContext_t ctx), (device, ctx), O(device) A(ctx)) \
    E(cudaExecutionCtxGetId, (cudaExecutionContext_t ctx, unsigned long long *ctxId), (ctx, ctxId), A(ctx) O(ctxId)) \
    E(cudaExecutionCtxRecordEvent, (cudaExecutionContext_t ctx, cudaEvent_t event), (ctx, event), A(ctx) A(event)) \
    E(cudaExecutionCtxStreamCreate, (cudaStream_t *phStream, cudaExecutionContext_t ctx, unsigned int flags, int priority), (phStream, ctx, flags, priority), O(phStream) A(ctx) A(flags) A(priority)) \
    E(cudaExecutionCtxSynchronize, (cudaExecutionContext_t ctx), (ctx), A(ctx)) \
    E(cudaExecutionCtxWaitEvent, (cudaExecutionContext_t ctx, cudaEvent_t event), (ctx, event), A(ctx) A(event)) \
    E(cudaGreenCtxCreate, (cudaExecutionContext_t *phCtx, cudaDevResourceDesc_t desc, int device, unsigned int flags), (phCtx, desc, device, flags), O(phCtx) A(desc) A(device) A(flags)) \
    E(cudaStreamGetDevResource, (cudaStream_t hStream, cudaDevResource *resource, enum cudaDevResourceType type), (hStream, resource, type), A(hStream) P(resource) A(type)) \
    E(cudaStreamGetDevResource_ptsz, (cudaStream_t hStream, cudaDevResource *resource, enum cudaDevResourceType type), (hStream, resource, type), A(hStream) P(resource) A(type)) \
    E(cudaGraphConditionalHandleCreate_v2, (cudaGraphConditionalHandle *pHandle_out, cudaGraph_t graph, cudaExecutionContext_t ctx, unsigned int defaultLaunchValue, unsigned int flags), (pHandle_out, graph, ctx, defaultLaunchValue, flags), O(pHandle_out) A(graph) A(ctx) A(defaultLaunchValue) A(flags)) \
    E(cudaGraphGetId, (cudaGraph_t hGraph, unsigned int *graphID), (hGraph, graphID), A(hGraph) O(graphID)) \
    E(cudaGraphNodeGetContainingGraph, (cudaGraphNode_t hNode, cudaGraph_t *phGraph), (hNode, phGraph), A(hNode) O(phGraph)) \
    E(cudaGraphNodeGetLocalId, (cudaGraphNode_t hNode, unsigned int *nodeId), (hNode, nodeId), A(hNode) O(nodeId)) \
    E(cudaGraphNodeGetToolsId, (cudaGraphNode_t hNode, unsigned long long *toolsNodeId), (hNode, toolsNodeId), A(hNode) O(toolsNodeId)) \
    E(cudaGraphExecGetId, (cudaGraphExec_t hGraphExec, unsigned int *graphID), (hGraphExec, graphID), A(hGraphExec) O(graphID))
#else
#define CUFW_TRACE_RUNTIME_LIST_SINCE_13010(E, R, V)
#endif

#if CUDART_VERSION >= 13020
#define CUFW_TRACE_RUNTIME_LIST_SINCE_13020(E, R, V) \
    E(cudaMemcpy3DWithAttributesAsync, (struct cudaMemcpy3DBatchOp *op, unsigned long long flags, cudaStream_t stream), (op, flags, stream), P(op) A(flags) A(stream)) \
    E(cudaMemcpy3DWithAttributesAsync_ptsz, (struct cudaMemcpy3DBatchOp *op, unsigned long long flags, cudaStream_t stream), (op, flags, stream), P(op) A(flags) A(stream)) \
    E(cudaMemcpyWithAttributesAsync, (void *dst, const void *src, size_t size, struct cudaMemcpyAttributes *attr, cudaStream_t stream), (dst, src, size, attr, stream), P(dst) P(src) A(size) P(attr) A(stream)) \
    E(cudaMemcpyWithAttributesAsync_ptsz, (void *dst, const void *src, size_t size, struct cudaMemcpyAttributes *attr, cudaStream_t stream), (dst, src, size, attr, stream), P(dst) P(src) A(size) P(attr) A(stream)) \
    E(cudaGraphNodeGetParams, (cudaGraphNode_t node, struct cudaGraphNodeParams *nodeParams), (node, nodeParams), A(node) P(nodeParams)) \
    E(cudaFuncGetParamCount, (const void *func, size_t *paramCount), (func, paramCount), P(func) O(paramCount)) \
    E(cudaLaunchHostFunc_v2, (cudaStream_t stream, cudaHostFn_t fn, void *userData, unsigned int syncMode), (stream, fn, userData, syncMode), A(stream) A(fn) P(userData) A(syncMode)) \
    E(cudaLaunchHostFunc_v2_ptsz, (cudaStream_t stream, cudaHostFn_t fn, void *userData, unsigned int syncMode), (stream, fn, userData, syncMode), A(stream) A(fn) P(userData) A(syncMode))
#else
#define CUFW_TRACE_RUNTIME_LIST_SINCE_13020(E, R, V)
#endif

#if CUDART_VERSION >= 13030
#define CUFW_TRACE_RUNTIME_LIST_SINCE_13030(E, R, V) \
    E(cudaStreamBeginRecaptureToGraph, (cudaStream_t stream, enum cudaStreamCaptureMode mode, cudaGraph_t graph, struct cudaGraphRecaptureCallbackData *callbackData), (stream, mode, graph, callbackData), A(stream) N(mode, cudaStreamCaptureMode) A(graph) P(callbackData)) \
    E(cudaStreamBeginRecaptureToGraph_ptsz, (cudaStream_t stream, enum cudaStreamCaptureMode mode, cudaGraph_t graph, struct cudaGraphRecaptureCallbackData *callbackData), (stream, mode, graph, callbackData), A(stream) N(mode, cudaStreamCaptureMode) A(graph) P(callbackData))
#else
#define CUFW_TRACE_RUNTIME_LIST_SINCE_13030(E, R, V)
#endif

#if CUDART_VERSION >= 13040
#define CUFW_TRACE_RUNTIME_LIST_SINCE_13040(E, R, V) \
    E(cudaMemGetLocationInfo, (void *devPtr, size_t size, size_t summaryGranularity, size_t samplingGranularity, struct cudaMemLocation *location_out), (devPtr, size, summaryGranularity, samplingGranularity, location_out), P(devPtr) A(size) A(summaryGranularity) A(samplingGranularity) P(location_out))
#else
#define CUFW_TRACE_RUNTIME_LIST_SINCE_13040(E, R, V)
#endif

#endif
