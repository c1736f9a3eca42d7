/* SPDX-License-Identifier: MIT */
/*
 * compat/export_list.h -- written by scripts/trace-lists.py; do not edit.
 * The functions each file of compat exports, by file: CUFW_EXPORTS_<file>
 * (X), for the file's RT_EXPORTS (inner.h), which makes each exported
 * name an alias of its definition when the trace is not built.
 */
#ifndef CUFW_COMPAT_EXPORT_LIST_H
#define CUFW_COMPAT_EXPORT_LIST_H

#define CUFW_EXPORTS_array(X) \
    X(cudaArrayGetInfo) \
    X(cudaArrayGetMemoryRequirements) \
    X(cudaArrayGetPlane) \
    X(cudaArrayGetSparseProperties) \
    X(cudaFreeArray) \
    X(cudaFreeMipmappedArray) \
    X(cudaGetMipmappedArrayLevel) \
    X(cudaMalloc3DArray) \
    X(cudaMallocArray) \
    X(cudaMallocMipmappedArray) \
    X(cudaMipmappedArrayGetMemoryRequirements) \
    X(cudaMipmappedArrayGetSparseProperties)
#define CUFW_EXPORTS_array_copy(X) \
    X(cudaMalloc3D) \
    X(cudaMemcpy2DArrayToArray) \
    X(cudaMemcpy2DArrayToArray_ptds) \
    X(cudaMemcpy2DFromArray) \
    X(cudaMemcpy2DFromArrayAsync) \
    X(cudaMemcpy2DFromArrayAsync_ptsz) \
    X(cudaMemcpy2DFromArray_ptds) \
    X(cudaMemcpy2DToArray) \
    X(cudaMemcpy2DToArrayAsync) \
    X(cudaMemcpy2DToArrayAsync_ptsz) \
    X(cudaMemcpy2DToArray_ptds) \
    X(cudaMemcpy3D) \
    X(cudaMemcpy3DAsync) \
    X(cudaMemcpy3DAsync_ptsz) \
    X(cudaMemcpy3DPeer) \
    X(cudaMemcpy3DPeerAsync) \
    X(cudaMemcpy3DPeerAsync_ptsz) \
    X(cudaMemcpy3DPeer_ptds) \
    X(cudaMemcpy3D_ptds) \
    X(cudaMemcpyArrayToArray) \
    X(cudaMemcpyArrayToArray_ptds) \
    X(cudaMemcpyFromArray) \
    X(cudaMemcpyFromArrayAsync) \
    X(cudaMemcpyFromArrayAsync_ptsz) \
    X(cudaMemcpyFromArray_ptds) \
    X(cudaMemcpyToArray) \
    X(cudaMemcpyToArrayAsync) \
    X(cudaMemcpyToArrayAsync_ptsz) \
    X(cudaMemcpyToArray_ptds) \
    X(cudaMemset3D) \
    X(cudaMemset3DAsync) \
    X(cudaMemset3DAsync_ptsz) \
    X(cudaMemset3D_ptds) \
    CUFW_EXPORTS_array_copy_SINCE_13000(X) \
    CUFW_EXPORTS_array_copy_SINCE_13020(X)

#if CUDART_VERSION >= 13000
#define CUFW_EXPORTS_array_copy_SINCE_13000(X) \
    X(cudaMemcpy3DBatchAsync) \
    X(cudaMemcpy3DBatchAsync_ptsz) \
    X(cudaMemcpyBatchAsync) \
    X(cudaMemcpyBatchAsync_ptsz)
#else
#define CUFW_EXPORTS_array_copy_SINCE_13000(X)
#endif

#if CUDART_VERSION >= 13020
#define CUFW_EXPORTS_array_copy_SINCE_13020(X) \
    X(cudaMemcpy3DWithAttributesAsync) \
    X(cudaMemcpy3DWithAttributesAsync_ptsz) \
    X(cudaMemcpyWithAttributesAsync) \
    X(cudaMemcpyWithAttributesAsync_ptsz)
#else
#define CUFW_EXPORTS_array_copy_SINCE_13020(X)
#endif
#define CUFW_EXPORTS_capture(X) \
    X(cudaStreamBeginCapture) \
    X(cudaStreamBeginCaptureToGraph) \
    X(cudaStreamBeginCaptureToGraph_ptsz) \
    X(cudaStreamBeginCapture_ptsz) \
    X(cudaStreamEndCapture) \
    X(cudaStreamEndCapture_ptsz) \
    X(cudaThreadExchangeStreamCaptureMode) \
    CUFW_EXPORTS_capture_SINCE_13000(X) \
    CUFW_EXPORTS_capture_SINCE_13030(X)

#if CUDART_VERSION >= 13000
#define CUFW_EXPORTS_capture_SINCE_13000(X) \
    X(cudaStreamGetCaptureInfo) \
    X(cudaStreamGetCaptureInfo_ptsz) \
    X(cudaStreamUpdateCaptureDependencies) \
    X(cudaStreamUpdateCaptureDependencies_ptsz)
#else
#define CUFW_EXPORTS_capture_SINCE_13000(X) \
    X(cudaStreamGetCaptureInfo) \
    X(cudaStreamGetCaptureInfo_ptsz) \
    X(cudaStreamGetCaptureInfo_v2) \
    X(cudaStreamGetCaptureInfo_v2_ptsz) \
    X(cudaStreamGetCaptureInfo_v3) \
    X(cudaStreamGetCaptureInfo_v3_ptsz) \
    X(cudaStreamUpdateCaptureDependencies) \
    X(cudaStreamUpdateCaptureDependencies_ptsz) \
    X(cudaStreamUpdateCaptureDependencies_v2) \
    X(cudaStreamUpdateCaptureDependencies_v2_ptsz)
#endif

#if CUDART_VERSION >= 13030
#define CUFW_EXPORTS_capture_SINCE_13030(X) \
    X(cudaStreamBeginRecaptureToGraph) \
    X(cudaStreamBeginRecaptureToGraph_ptsz)
#else
#define CUFW_EXPORTS_capture_SINCE_13030(X)
#endif
#define CUFW_EXPORTS_context(X) \
    CUFW_EXPORTS_context_SINCE_13010(X)

#if CUDART_VERSION >= 13010
#define CUFW_EXPORTS_context_SINCE_13010(X) \
    X(cudaDevResourceGenerateDesc) \
    X(cudaDevSmResourceSplit) \
    X(cudaDevSmResourceSplitByCount) \
    X(cudaDeviceGetDevResource) \
    X(cudaDeviceGetExecutionCtx) \
    X(cudaExecutionCtxDestroy) \
    X(cudaExecutionCtxGetDevResource) \
    X(cudaExecutionCtxGetDevice) \
    X(cudaExecutionCtxGetId) \
    X(cudaExecutionCtxRecordEvent) \
    X(cudaExecutionCtxStreamCreate) \
    X(cudaExecutionCtxSynchronize) \
    X(cudaExecutionCtxWaitEvent) \
    X(cudaGreenCtxCreate) \
    X(cudaStreamGetDevResource) \
    X(cudaStreamGetDevResource_ptsz)
#else
#define CUFW_EXPORTS_context_SINCE_13010(X)
#endif
#define CUFW_EXPORTS_device(X) \
    X(cudaChooseDevice) \
    X(cudaDeviceCanAccessPeer) \
    X(cudaDeviceDisablePeerAccess) \
    X(cudaDeviceEnablePeerAccess) \
    X(cudaDeviceGetAttribute) \
    X(cudaDeviceGetCacheConfig) \
    X(cudaDeviceGetLimit) \
    X(cudaDeviceGetPCIBusId) \
    X(cudaDeviceGetStreamPriorityRange) \
    X(cudaDeviceReset) \
    X(cudaDeviceSetCacheConfig) \
    X(cudaDeviceSetLimit) \
    X(cudaDeviceSynchronize) \
    X(cudaDriverGetVersion) \
    X(cudaGetDevice) \
    X(cudaGetDeviceCount) \
    X(cudaGetDeviceFlags) \
    X(cudaInitDevice) \
    X(cudaMemGetInfo) \
    X(cudaProfilerStart) \
    X(cudaProfilerStop) \
    X(cudaRuntimeGetVersion) \
    X(cudaSetDevice) \
    X(cudaSetDeviceFlags) \
    X(cudaSetValidDevices) \
    CUFW_EXPORTS_device_SINCE_13000(X)

#if CUDART_VERSION >= 13000
#define CUFW_EXPORTS_device_SINCE_13000(X) \
    X(cudaGetDeviceProperties)
#else
#define CUFW_EXPORTS_device_SINCE_13000(X) \
    X(cudaGetDeviceProperties) \
    X(cudaGetDeviceProperties_v2) \
    X(cudaSetDoubleForDevice) \
    X(cudaSetDoubleForHost) \
    X(cudaThreadExit) \
    X(cudaThreadGetCacheConfig) \
    X(cudaThreadGetLimit) \
    X(cudaThreadSetCacheConfig) \
    X(cudaThreadSetLimit) \
    X(cudaThreadSynchronize)
#endif
#define CUFW_EXPORTS_device_attr(X) \
    X(cudaDeviceFlushGPUDirectRDMAWrites) \
    X(cudaDeviceGetByPCIBusId) \
    X(cudaDeviceGetNvSciSyncAttributes) \
    X(cudaDeviceGetP2PAttribute) \
    X(cudaDeviceGetSharedMemConfig) \
    X(cudaDeviceRegisterAsyncNotification) \
    X(cudaDeviceSetSharedMemConfig) \
    X(cudaDeviceUnregisterAsyncNotification) \
    CUFW_EXPORTS_device_attr_SINCE_13000(X)

#if CUDART_VERSION >= 13000
#define CUFW_EXPORTS_device_attr_SINCE_13000(X) \
    X(cudaDeviceGetHostAtomicCapabilities) \
    X(cudaDeviceGetP2PAtomicCapabilities)
#else
#define CUFW_EXPORTS_device_attr_SINCE_13000(X)
#endif
#define CUFW_EXPORTS_driver_interop(X) \
    X(__cudaGetProcAddress) \
    X(cudaGetExportTable) \
    CUFW_EXPORTS_driver_interop_SINCE_13000(X)

#if CUDART_VERSION >= 13000
#define CUFW_EXPORTS_driver_interop_SINCE_13000(X) \
    X(cudaLogsCurrent) \
    X(cudaLogsDumpToFile) \
    X(cudaLogsDumpToMemory) \
    X(cudaLogsRegisterCallback) \
    X(cudaLogsUnregisterCallback)
#else
#define CUFW_EXPORTS_driver_interop_SINCE_13000(X)
#endif
#define CUFW_EXPORTS_error(X) \
    X(cudaGetErrorName) \
    X(cudaGetErrorString) \
    X(cudaGetLastError) \
    X(cudaPeekAtLastError)
#define CUFW_EXPORTS_external(X) \
    X(cudaDestroyExternalMemory) \
    X(cudaDestroyExternalSemaphore) \
    X(cudaExternalMemoryGetMappedBuffer) \
    X(cudaExternalMemoryGetMappedMipmappedArray) \
    X(cudaImportExternalMemory) \
    X(cudaImportExternalSemaphore) \
    CUFW_EXPORTS_external_SINCE_13000(X)

#if CUDART_VERSION >= 13000
#define CUFW_EXPORTS_external_SINCE_13000(X) \
    X(cudaSignalExternalSemaphoresAsync) \
    X(cudaSignalExternalSemaphoresAsync_ptsz) \
    X(cudaWaitExternalSemaphoresAsync) \
    X(cudaWaitExternalSemaphoresAsync_ptsz)
#else
#define CUFW_EXPORTS_external_SINCE_13000(X) \
    X(cudaSignalExternalSemaphoresAsync) \
    X(cudaSignalExternalSemaphoresAsync_ptsz) \
    X(cudaSignalExternalSemaphoresAsync_v2) \
    X(cudaSignalExternalSemaphoresAsync_v2_ptsz) \
    X(cudaWaitExternalSemaphoresAsync) \
    X(cudaWaitExternalSemaphoresAsync_ptsz) \
    X(cudaWaitExternalSemaphoresAsync_v2) \
    X(cudaWaitExternalSemaphoresAsync_v2_ptsz)
#endif
#define CUFW_EXPORTS_graph(X) \
    X(cudaDeviceGetGraphMemAttribute) \
    X(cudaDeviceGraphMemTrim) \
    X(cudaDeviceSetGraphMemAttribute) \
    X(cudaGraphClone) \
    X(cudaGraphConditionalHandleCreate) \
    X(cudaGraphCreate) \
    X(cudaGraphDebugDotPrint) \
    X(cudaGraphDestroy) \
    X(cudaGraphDestroyNode) \
    X(cudaGraphGetNodes) \
    X(cudaGraphGetRootNodes) \
    X(cudaGraphNodeFindInClone) \
    X(cudaGraphNodeGetType) \
    X(cudaGraphReleaseUserObject) \
    X(cudaGraphRetainUserObject) \
    X(cudaUserObjectCreate) \
    X(cudaUserObjectRelease) \
    X(cudaUserObjectRetain) \
    CUFW_EXPORTS_graph_SINCE_13000(X) \
    CUFW_EXPORTS_graph_SINCE_13010(X)

#if CUDART_VERSION >= 13000
#define CUFW_EXPORTS_graph_SINCE_13000(X) \
    X(cudaGraphAddDependencies) \
    X(cudaGraphGetEdges) \
    X(cudaGraphNodeGetDependencies) \
    X(cudaGraphNodeGetDependentNodes) \
    X(cudaGraphRemoveDependencies)
#else
#define CUFW_EXPORTS_graph_SINCE_13000(X) \
    X(cudaGraphAddDependencies) \
    X(cudaGraphAddDependencies_v2) \
    X(cudaGraphGetEdges) \
    X(cudaGraphGetEdges_v2) \
    X(cudaGraphNodeGetDependencies) \
    X(cudaGraphNodeGetDependencies_v2) \
    X(cudaGraphNodeGetDependentNodes) \
    X(cudaGraphNodeGetDependentNodes_v2) \
    X(cudaGraphRemoveDependencies) \
    X(cudaGraphRemoveDependencies_v2)
#endif

#if CUDART_VERSION >= 13010
#define CUFW_EXPORTS_graph_SINCE_13010(X) \
    X(cudaGraphConditionalHandleCreate_v2) \
    X(cudaGraphGetId) \
    X(cudaGraphNodeGetContainingGraph) \
    X(cudaGraphNodeGetLocalId) \
    X(cudaGraphNodeGetToolsId)
#else
#define CUFW_EXPORTS_graph_SINCE_13010(X)
#endif
#define CUFW_EXPORTS_graph_exec(X) \
    X(cudaGraphExecChildGraphNodeSetParams) \
    X(cudaGraphExecDestroy) \
    X(cudaGraphExecEventRecordNodeSetEvent) \
    X(cudaGraphExecEventWaitNodeSetEvent) \
    X(cudaGraphExecExternalSemaphoresSignalNodeSetParams) \
    X(cudaGraphExecExternalSemaphoresWaitNodeSetParams) \
    X(cudaGraphExecGetFlags) \
    X(cudaGraphExecHostNodeSetParams) \
    X(cudaGraphExecKernelNodeSetParams) \
    X(cudaGraphExecMemcpyNodeSetParams) \
    X(cudaGraphExecMemcpyNodeSetParams1D) \
    X(cudaGraphExecMemcpyNodeSetParamsFromSymbol) \
    X(cudaGraphExecMemcpyNodeSetParamsToSymbol) \
    X(cudaGraphExecMemsetNodeSetParams) \
    X(cudaGraphExecNodeSetParams) \
    X(cudaGraphExecUpdate) \
    X(cudaGraphInstantiate) \
    X(cudaGraphInstantiateWithFlags) \
    X(cudaGraphInstantiateWithParams) \
    X(cudaGraphInstantiateWithParams_ptsz) \
    X(cudaGraphLaunch) \
    X(cudaGraphLaunch_ptsz) \
    X(cudaGraphNodeGetEnabled) \
    X(cudaGraphNodeSetEnabled) \
    X(cudaGraphUpload) \
    X(cudaGraphUpload_ptsz) \
    CUFW_EXPORTS_graph_exec_SINCE_13010(X)

#if CUDART_VERSION >= 13010
#define CUFW_EXPORTS_graph_exec_SINCE_13010(X) \
    X(cudaGraphExecGetId)
#else
#define CUFW_EXPORTS_graph_exec_SINCE_13010(X)
#endif
#define CUFW_EXPORTS_graph_node(X) \
    X(cudaGraphAddChildGraphNode) \
    X(cudaGraphAddEmptyNode) \
    X(cudaGraphAddEventRecordNode) \
    X(cudaGraphAddEventWaitNode) \
    X(cudaGraphAddExternalSemaphoresSignalNode) \
    X(cudaGraphAddExternalSemaphoresWaitNode) \
    X(cudaGraphAddHostNode) \
    X(cudaGraphAddKernelNode) \
    X(cudaGraphAddMemAllocNode) \
    X(cudaGraphAddMemFreeNode) \
    X(cudaGraphAddMemcpyNode) \
    X(cudaGraphAddMemcpyNode1D) \
    X(cudaGraphAddMemcpyNodeFromSymbol) \
    X(cudaGraphAddMemcpyNodeToSymbol) \
    X(cudaGraphAddMemsetNode) \
    X(cudaGraphChildGraphNodeGetGraph) \
    X(cudaGraphEventRecordNodeGetEvent) \
    X(cudaGraphEventRecordNodeSetEvent) \
    X(cudaGraphEventWaitNodeGetEvent) \
    X(cudaGraphEventWaitNodeSetEvent) \
    X(cudaGraphExternalSemaphoresSignalNodeGetParams) \
    X(cudaGraphExternalSemaphoresSignalNodeSetParams) \
    X(cudaGraphExternalSemaphoresWaitNodeGetParams) \
    X(cudaGraphExternalSemaphoresWaitNodeSetParams) \
    X(cudaGraphHostNodeGetParams) \
    X(cudaGraphHostNodeSetParams) \
    X(cudaGraphKernelNodeCopyAttributes) \
    X(cudaGraphKernelNodeGetAttribute) \
    X(cudaGraphKernelNodeGetParams) \
    X(cudaGraphKernelNodeSetAttribute) \
    X(cudaGraphKernelNodeSetParams) \
    X(cudaGraphMemAllocNodeGetParams) \
    X(cudaGraphMemFreeNodeGetParams) \
    X(cudaGraphMemcpyNodeGetParams) \
    X(cudaGraphMemcpyNodeSetParams) \
    X(cudaGraphMemcpyNodeSetParams1D) \
    X(cudaGraphMemcpyNodeSetParamsFromSymbol) \
    X(cudaGraphMemcpyNodeSetParamsToSymbol) \
    X(cudaGraphMemsetNodeGetParams) \
    X(cudaGraphMemsetNodeSetParams) \
    X(cudaGraphNodeSetParams) \
    CUFW_EXPORTS_graph_node_SINCE_13000(X) \
    CUFW_EXPORTS_graph_node_SINCE_13020(X)

#if CUDART_VERSION >= 13000
#define CUFW_EXPORTS_graph_node_SINCE_13000(X) \
    X(cudaGraphAddNode)
#else
#define CUFW_EXPORTS_graph_node_SINCE_13000(X) \
    X(cudaGraphAddNode) \
    X(cudaGraphAddNode_v2)
#endif

#if CUDART_VERSION >= 13020
#define CUFW_EXPORTS_graph_node_SINCE_13020(X) \
    X(cudaGraphNodeGetParams)
#else
#define CUFW_EXPORTS_graph_node_SINCE_13020(X)
#endif
#define CUFW_EXPORTS_graphics(X) \
    X(cudaEGLStreamConsumerAcquireFrame) \
    X(cudaEGLStreamConsumerConnect) \
    X(cudaEGLStreamConsumerConnectWithFlags) \
    X(cudaEGLStreamConsumerDisconnect) \
    X(cudaEGLStreamConsumerReleaseFrame) \
    X(cudaEGLStreamProducerConnect) \
    X(cudaEGLStreamProducerDisconnect) \
    X(cudaEGLStreamProducerPresentFrame) \
    X(cudaEGLStreamProducerReturnFrame) \
    X(cudaEventCreateFromEGLSync) \
    X(cudaGLGetDevices) \
    X(cudaGLMapBufferObject) \
    X(cudaGLMapBufferObjectAsync) \
    X(cudaGLRegisterBufferObject) \
    X(cudaGLSetBufferObjectMapFlags) \
    X(cudaGLSetGLDevice) \
    X(cudaGLUnmapBufferObject) \
    X(cudaGLUnmapBufferObjectAsync) \
    X(cudaGLUnregisterBufferObject) \
    X(cudaGraphicsEGLRegisterImage) \
    X(cudaGraphicsGLRegisterBuffer) \
    X(cudaGraphicsGLRegisterImage) \
    X(cudaGraphicsMapResources) \
    X(cudaGraphicsResourceGetMappedEglFrame) \
    X(cudaGraphicsResourceGetMappedMipmappedArray) \
    X(cudaGraphicsResourceGetMappedPointer) \
    X(cudaGraphicsResourceSetMapFlags) \
    X(cudaGraphicsSubResourceGetMappedArray) \
    X(cudaGraphicsUnmapResources) \
    X(cudaGraphicsUnregisterResource) \
    X(cudaGraphicsVDPAURegisterOutputSurface) \
    X(cudaGraphicsVDPAURegisterVideoSurface) \
    X(cudaVDPAUGetDevice) \
    X(cudaVDPAUSetVDPAUDevice)
#define CUFW_EXPORTS_interop(X) \
    X(cudaGetDriverEntryPoint) \
    X(cudaGetDriverEntryPoint_ptsz) \
    X(cudaGetFuncBySymbol) \
    X(cudaGetKernel) \
    CUFW_EXPORTS_interop_SINCE_13000(X)

#if CUDART_VERSION >= 13000
#define CUFW_EXPORTS_interop_SINCE_13000(X) \
    X(cudaGetDriverEntryPointByVersion) \
    X(cudaGetDriverEntryPointByVersion_ptsz)
#else
#define CUFW_EXPORTS_interop_SINCE_13000(X)
#endif
#define CUFW_EXPORTS_ipc(X) \
    X(cudaIpcCloseMemHandle) \
    X(cudaIpcGetEventHandle) \
    X(cudaIpcGetMemHandle) \
    X(cudaIpcOpenEventHandle) \
    X(cudaIpcOpenMemHandle)
#define CUFW_EXPORTS_launch(X) \
    X(__cudaGetKernel) \
    X(__cudaLaunchKernel) \
    X(__cudaLaunchKernel_ptsz) \
    X(__cudaPopCallConfiguration) \
    X(__cudaPushCallConfiguration) \
    X(cudaFuncGetAttributes) \
    X(cudaFuncGetName) \
    X(cudaFuncSetAttribute) \
    X(cudaFuncSetCacheConfig) \
    X(cudaLaunchCooperativeKernel) \
    X(cudaLaunchCooperativeKernel_ptsz) \
    X(cudaLaunchKernel) \
    X(cudaLaunchKernelExC) \
    X(cudaLaunchKernelExC_ptsz) \
    X(cudaLaunchKernel_ptsz) \
    X(cudaOccupancyMaxActiveBlocksPerMultiprocessor) \
    X(cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags) \
    CUFW_EXPORTS_launch_SINCE_13000(X)

#if CUDART_VERSION >= 13000
#define CUFW_EXPORTS_launch_SINCE_13000(X)
#else
#define CUFW_EXPORTS_launch_SINCE_13000(X) \
    X(cudaLaunchCooperativeKernelMultiDevice)
#endif
#define CUFW_EXPORTS_library(X) \
    CUFW_EXPORTS_library_SINCE_13000(X)

#if CUDART_VERSION >= 13000
#define CUFW_EXPORTS_library_SINCE_13000(X) \
    X(cudaKernelSetAttributeForDevice) \
    X(cudaLibraryEnumerateKernels) \
    X(cudaLibraryGetGlobal) \
    X(cudaLibraryGetKernel) \
    X(cudaLibraryGetKernelCount) \
    X(cudaLibraryGetManaged) \
    X(cudaLibraryGetUnifiedFunction) \
    X(cudaLibraryLoadData) \
    X(cudaLibraryLoadFromFile) \
    X(cudaLibraryUnload)
#else
#define CUFW_EXPORTS_library_SINCE_13000(X)
#endif
#define CUFW_EXPORTS_managed(X) \
    X(cudaHostGetFlags) \
    X(cudaMemRangeGetAttribute) \
    X(cudaMemRangeGetAttributes) \
    X(cudaStreamAttachMemAsync) \
    X(cudaStreamAttachMemAsync_ptsz) \
    CUFW_EXPORTS_managed_SINCE_13000(X) \
    CUFW_EXPORTS_managed_SINCE_13040(X)

#if CUDART_VERSION >= 13000
#define CUFW_EXPORTS_managed_SINCE_13000(X) \
    X(cudaMemDiscardAndPrefetchBatchAsync) \
    X(cudaMemDiscardAndPrefetchBatchAsync_ptsz) \
    X(cudaMemDiscardBatchAsync) \
    X(cudaMemDiscardBatchAsync_ptsz) \
    X(cudaMemPrefetchBatchAsync) \
    X(cudaMemPrefetchBatchAsync_ptsz)
#else
#define CUFW_EXPORTS_managed_SINCE_13000(X)
#endif

#if CUDART_VERSION >= 13040
#define CUFW_EXPORTS_managed_SINCE_13040(X) \
    X(cudaMemGetLocationInfo)
#else
#define CUFW_EXPORTS_managed_SINCE_13040(X)
#endif
#define CUFW_EXPORTS_memory(X) \
    X(cudaFree) \
    X(cudaFreeAsync) \
    X(cudaFreeAsync_ptsz) \
    X(cudaFreeHost) \
    X(cudaGetSymbolAddress) \
    X(cudaGetSymbolSize) \
    X(cudaHostAlloc) \
    X(cudaHostGetDevicePointer) \
    X(cudaHostRegister) \
    X(cudaHostUnregister) \
    X(cudaMalloc) \
    X(cudaMallocAsync) \
    X(cudaMallocAsync_ptsz) \
    X(cudaMallocHost) \
    X(cudaMallocManaged) \
    X(cudaMallocPitch) \
    X(cudaMemcpy) \
    X(cudaMemcpy2D) \
    X(cudaMemcpy2DAsync) \
    X(cudaMemcpy2DAsync_ptsz) \
    X(cudaMemcpy2D_ptds) \
    X(cudaMemcpyAsync) \
    X(cudaMemcpyAsync_ptsz) \
    X(cudaMemcpyFromSymbol) \
    X(cudaMemcpyFromSymbolAsync) \
    X(cudaMemcpyFromSymbolAsync_ptsz) \
    X(cudaMemcpyFromSymbol_ptds) \
    X(cudaMemcpyPeer) \
    X(cudaMemcpyPeerAsync) \
    X(cudaMemcpyToSymbol) \
    X(cudaMemcpyToSymbolAsync) \
    X(cudaMemcpyToSymbolAsync_ptsz) \
    X(cudaMemcpyToSymbol_ptds) \
    X(cudaMemcpy_ptds) \
    X(cudaMemset) \
    X(cudaMemset2D) \
    X(cudaMemset2DAsync) \
    X(cudaMemset2DAsync_ptsz) \
    X(cudaMemset2D_ptds) \
    X(cudaMemsetAsync) \
    X(cudaMemsetAsync_ptsz) \
    X(cudaMemset_ptds) \
    X(cudaPointerGetAttributes) \
    CUFW_EXPORTS_memory_SINCE_13000(X)

#if CUDART_VERSION >= 13000
#define CUFW_EXPORTS_memory_SINCE_13000(X) \
    X(cudaMemAdvise) \
    X(cudaMemPrefetchAsync) \
    X(cudaMemPrefetchAsync_ptsz)
#else
#define CUFW_EXPORTS_memory_SINCE_13000(X) \
    X(cudaMemAdvise) \
    X(cudaMemAdvise_v2) \
    X(cudaMemPrefetchAsync) \
    X(cudaMemPrefetchAsync_ptsz) \
    X(cudaMemPrefetchAsync_v2) \
    X(cudaMemPrefetchAsync_v2_ptsz)
#endif
#define CUFW_EXPORTS_occupancy(X) \
    X(cudaFuncGetParamInfo) \
    X(cudaFuncSetSharedMemConfig) \
    X(cudaOccupancyAvailableDynamicSMemPerBlock) \
    X(cudaOccupancyMaxActiveClusters) \
    X(cudaOccupancyMaxPotentialClusterSize) \
    CUFW_EXPORTS_occupancy_SINCE_13020(X)

#if CUDART_VERSION >= 13020
#define CUFW_EXPORTS_occupancy_SINCE_13020(X) \
    X(cudaFuncGetParamCount)
#else
#define CUFW_EXPORTS_occupancy_SINCE_13020(X)
#endif
#define CUFW_EXPORTS_pool(X) \
    X(cudaDeviceGetDefaultMemPool) \
    X(cudaDeviceGetMemPool) \
    X(cudaDeviceSetMemPool) \
    X(cudaMallocFromPoolAsync) \
    X(cudaMallocFromPoolAsync_ptsz) \
    X(cudaMemPoolCreate) \
    X(cudaMemPoolDestroy) \
    X(cudaMemPoolExportPointer) \
    X(cudaMemPoolExportToShareableHandle) \
    X(cudaMemPoolGetAccess) \
    X(cudaMemPoolGetAttribute) \
    X(cudaMemPoolImportFromShareableHandle) \
    X(cudaMemPoolImportPointer) \
    X(cudaMemPoolSetAccess) \
    X(cudaMemPoolSetAttribute) \
    X(cudaMemPoolTrimTo) \
    CUFW_EXPORTS_pool_SINCE_13000(X)

#if CUDART_VERSION >= 13000
#define CUFW_EXPORTS_pool_SINCE_13000(X) \
    X(cudaMemGetDefaultMemPool) \
    X(cudaMemGetMemPool) \
    X(cudaMemSetMemPool)
#else
#define CUFW_EXPORTS_pool_SINCE_13000(X)
#endif
#define CUFW_EXPORTS_register(X) \
    X(__cudaInitModule) \
    X(__cudaRegisterFatBinary) \
    X(__cudaRegisterFatBinaryEnd) \
    X(__cudaRegisterFunction) \
    X(__cudaRegisterHostVar) \
    X(__cudaRegisterManagedVar) \
    X(__cudaRegisterUnifiedTable) \
    X(__cudaRegisterVar) \
    X(__cudaUnregisterFatBinary)
#define CUFW_EXPORTS_stream(X) \
    X(cudaEventCreate) \
    X(cudaEventCreateWithFlags) \
    X(cudaEventDestroy) \
    X(cudaEventElapsedTime) \
    X(cudaEventQuery) \
    X(cudaEventRecord) \
    X(cudaEventRecordWithFlags) \
    X(cudaEventRecordWithFlags_ptsz) \
    X(cudaEventRecord_ptsz) \
    X(cudaEventSynchronize) \
    X(cudaLaunchHostFunc) \
    X(cudaLaunchHostFunc_ptsz) \
    X(cudaStreamAddCallback) \
    X(cudaStreamAddCallback_ptsz) \
    X(cudaStreamCreate) \
    X(cudaStreamCreateWithFlags) \
    X(cudaStreamCreateWithPriority) \
    X(cudaStreamDestroy) \
    X(cudaStreamGetFlags) \
    X(cudaStreamGetFlags_ptsz) \
    X(cudaStreamGetPriority) \
    X(cudaStreamGetPriority_ptsz) \
    X(cudaStreamIsCapturing) \
    X(cudaStreamIsCapturing_ptsz) \
    X(cudaStreamQuery) \
    X(cudaStreamQuery_ptsz) \
    X(cudaStreamSynchronize) \
    X(cudaStreamSynchronize_ptsz) \
    X(cudaStreamWaitEvent) \
    X(cudaStreamWaitEvent_ptsz)
#define CUFW_EXPORTS_stream_attr(X) \
    X(cudaCtxResetPersistingL2Cache) \
    X(cudaStreamCopyAttributes) \
    X(cudaStreamCopyAttributes_ptsz) \
    X(cudaStreamGetAttribute) \
    X(cudaStreamGetAttribute_ptsz) \
    X(cudaStreamGetId) \
    X(cudaStreamGetId_ptsz) \
    X(cudaStreamSetAttribute) \
    X(cudaStreamSetAttribute_ptsz) \
    CUFW_EXPORTS_stream_attr_SINCE_13000(X) \
    CUFW_EXPORTS_stream_attr_SINCE_13020(X)

#if CUDART_VERSION >= 13000
#define CUFW_EXPORTS_stream_attr_SINCE_13000(X) \
    X(cudaStreamGetDevice) \
    X(cudaStreamGetDevice_ptsz)
#else
#define CUFW_EXPORTS_stream_attr_SINCE_13000(X)
#endif

#if CUDART_VERSION >= 13020
#define CUFW_EXPORTS_stream_attr_SINCE_13020(X) \
    X(cudaLaunchHostFunc_v2) \
    X(cudaLaunchHostFunc_v2_ptsz)
#else
#define CUFW_EXPORTS_stream_attr_SINCE_13020(X)
#endif
#define CUFW_EXPORTS_texture(X) \
    X(cudaCreateChannelDesc) \
    X(cudaCreateSurfaceObject) \
    X(cudaCreateTextureObject) \
    X(cudaDestroySurfaceObject) \
    X(cudaDestroyTextureObject) \
    X(cudaDeviceGetTexture1DLinearMaxWidth) \
    X(cudaGetChannelDesc) \
    X(cudaGetSurfaceObjectResourceDesc) \
    X(cudaGetTextureObjectResourceDesc) \
    X(cudaGetTextureObjectResourceViewDesc) \
    X(cudaGetTextureObjectTextureDesc)

#endif
