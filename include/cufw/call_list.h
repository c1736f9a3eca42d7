/* SPDX-License-Identifier: MIT */
/*
 * cufw/call_list.h -- the Driver API entry points that cufw reaches
 * through cufw/call.h: the rest of the Driver API beyond core's own
 * dispatch table, one X(name, version) each. The version is the N of the
 * toolkit's PFN_<name>_v<N> typedef (cudaTypedefs.h): the newest ABI of the
 * function up to the CUDA version of cufw's headers, which is what the
 * driver is asked for.
 *
 * The list is in sections, one per family of the CUDA Runtime that compat
 * builds on it; an entry may also be in core's own list (core/driver_list.h):
 * the two tables are separate.
 */
#ifndef CUFW_CALL_LIST_H
#define CUFW_CALL_LIST_H

#define CUFW_CALL_LIST(X)                                                                       \
    CUFW_CALL_LIST_BASE(X)                                                                      \
    CUFW_CALL_LIST_ARRAY(X)                                                                     \
    CUFW_CALL_LIST_POOL(X)                                                                      \
    CUFW_CALL_LIST_MORE(X)                                                                      \
    CUFW_CALL_LIST_EXTERNAL(X)                                                                  \
    CUFW_CALL_LIST_GRAPH(X)                                                                     \
    CUFW_CALL_LIST_CORE_GRAPH(X)

/* streams and contexts: ids, devices; finishing a lazily loaded function
 * (firmware mode: core/module.c) */
#define CUFW_CALL_LIST_BASE(X)                                                                  \
    X(cuStreamGetId, 12000) X(cuCtxGetId, 12000) X(cuFuncLoad, 12040)

/* arrays, 2D/3D copies, textures and surfaces */
#define CUFW_CALL_LIST_ARRAY(X)                                                                 \
    X(cuArray3DCreate, 3020) X(cuArray3DGetDescriptor, 3020) X(cuArrayDestroy, 2000)            \
    X(cuMipmappedArrayCreate, 5000) X(cuMipmappedArrayDestroy, 5000)                            \
    X(cuMipmappedArrayGetLevel, 5000) X(cuArrayGetPlane, 11020)                                 \
    X(cuArrayGetMemoryRequirements, 11060) X(cuMipmappedArrayGetMemoryRequirements, 11060)      \
    X(cuArrayGetSparseProperties, 11010) X(cuMipmappedArrayGetSparseProperties, 11010)          \
    X(cuMemcpy3D, 3020) X(cuMemcpy3DAsync, 3020) X(cuMemcpy3DPeer, 4000)                        \
    X(cuMemcpy3DPeerAsync, 4000) X(cuDevicePrimaryCtxRetain, 7000)                              \
    X(cuDevicePrimaryCtxRelease, 11000) X(cuMemsetD2D8, 3020) X(cuMemsetD2D8Async, 3020)        \
    X(cuTexObjectCreate, 5000) X(cuTexObjectDestroy, 5000) X(cuTexObjectGetResourceDesc, 5000)  \
    X(cuTexObjectGetTextureDesc, 5000) X(cuTexObjectGetResourceViewDesc, 5000)                  \
    X(cuSurfObjectCreate, 5000) X(cuSurfObjectDestroy, 5000)                                    \
    X(cuSurfObjectGetResourceDesc, 5000) X(cuDeviceGetTexture1DLinearMaxWidth, 11010)    \
    X(cuMemcpyBatchAsync, 13000) X(cuMemcpy3DBatchAsync, 13000)

/* memory pools, IPC, managed memory */
#define CUFW_CALL_LIST_POOL(X)                                                                  \
    X(cuDeviceGetDefaultMemPool, 11020) X(cuDeviceGetMemPool, 11020)                            \
    X(cuDeviceSetMemPool, 11020) X(cuMemGetDefaultMemPool, 13000)                               \
    X(cuMemGetMemPool, 13000) X(cuMemSetMemPool, 13000) X(cuMemPoolCreate, 11020)               \
    X(cuMemPoolDestroy, 11020) X(cuMemPoolSetAttribute, 11020)                                  \
    X(cuMemPoolGetAttribute, 11020) X(cuMemPoolSetAccess, 11020)                                \
    X(cuMemPoolGetAccess, 11020) X(cuMemPoolTrimTo, 11020) X(cuMemAllocFromPoolAsync, 11020)    \
    X(cuMemPoolExportToShareableHandle, 11020) X(cuMemPoolImportFromShareableHandle, 11020)     \
    X(cuMemPoolExportPointer, 11020) X(cuMemPoolImportPointer, 11020)                           \
    X(cuIpcGetMemHandle, 4010) X(cuIpcOpenMemHandle, 11000) X(cuIpcCloseMemHandle, 4010)        \
    X(cuIpcGetEventHandle, 4010) X(cuIpcOpenEventHandle, 4010)                                  \
    X(cuStreamAttachMemAsync, 6000) X(cuMemRangeGetAttribute, 8000)                             \
    X(cuMemRangeGetAttributes, 8000) X(cuMemPrefetchBatchAsync, 13000)                          \
    X(cuMemDiscardBatchAsync, 13000) X(cuMemDiscardAndPrefetchBatchAsync, 13000)                \
    X(cuMemHostGetFlags, 2030)

/* stream attributes, devices, peers, occupancy, logs */
#define CUFW_CALL_LIST_MORE(X)                                                                  \
    X(cuDeviceGet, 2000)                                                                        \
    X(cuStreamGetAttribute, 11000) X(cuStreamSetAttribute, 11000)                               \
    X(cuStreamCopyAttributes, 11000) X(cuStreamGetDevice, 12080)                                \
    X(cuCtxResetPersistingL2Cache, 11000)                                                       \
    X(cuDeviceGetP2PAttribute, 8000) X(cuDeviceGetP2PAtomicCapabilities, 13000)                 \
    X(cuDeviceGetHostAtomicCapabilities, 13000) X(cuDeviceGetByPCIBusId, 4010)                  \
    X(cuCtxGetSharedMemConfig, 4020) X(cuCtxSetSharedMemConfig, 4020)                           \
    X(cuFuncSetSharedMemConfig, 4020) X(cuFlushGPUDirectRDMAWrites, 11030)                      \
    X(cuDeviceRegisterAsyncNotification, 12040) X(cuDeviceUnregisterAsyncNotification, 12040)   \
    X(cuDeviceGetNvSciSyncAttributes, 10020)                                                    \
    X(cuOccupancyAvailableDynamicSMemPerBlock, 10020)                                           \
    X(cuOccupancyMaxActiveClusters, 11070) X(cuOccupancyMaxPotentialClusterSize, 11070)         \
    X(cuKernelGetParamInfo, 12040)                                                              \
    X(cuLogsRegisterCallback, 12090) X(cuLogsUnregisterCallback, 12090)                         \
    X(cuLogsCurrent, 12090) X(cuLogsDumpToFile, 12090) X(cuLogsDumpToMemory, 12090)             \
    X(cuGetExportTable, 3000)

/* external memory and semaphores, graphics interop */
#define CUFW_CALL_LIST_EXTERNAL(X)                                                              \
    X(cuImportExternalMemory, 10000) X(cuExternalMemoryGetMappedBuffer, 10000)                  \
    X(cuExternalMemoryGetMappedMipmappedArray, 10000) X(cuDestroyExternalMemory, 10000)         \
    X(cuImportExternalSemaphore, 10000) X(cuSignalExternalSemaphoresAsync, 10000)               \
    X(cuWaitExternalSemaphoresAsync, 10000) X(cuDestroyExternalSemaphore, 10000)                \
    X(cuGraphicsUnregisterResource, 3000)                                                       \
    X(cuGraphicsMapResources, 3000) X(cuGraphicsUnmapResources, 3000)                           \
    X(cuGraphicsSubResourceGetMappedArray, 3000)                                                \
    X(cuGraphicsResourceGetMappedMipmappedArray, 5000)

/* graphs and stream capture (compat) */
#define CUFW_CALL_LIST_GRAPH(X)                                                                 \
    X(cuCtxGetCurrent, 4000) X(cuKernelGetFunction, 12000)  \
    X(cuStreamBeginCapture, 10010) X(cuStreamBeginCaptureToGraph, 12030)                      \
    X(cuStreamEndCapture, 10000) X(cuStreamGetCaptureInfo, 12030)                              \
    X(cuStreamUpdateCaptureDependencies, 12030) X(cuThreadExchangeStreamCaptureMode, 10010)     \
    X(cuGraphCreate, 10000) X(cuGraphClone, 10000) X(cuGraphDestroy, 10000)                    \
    X(cuGraphDestroyNode, 10000) X(cuGraphAddNode, 12030) X(cuGraphNodeSetParams, 12020)       \
    X(cuGraphExecNodeSetParams, 12020) X(cuGraphAddKernelNode, 12000)                          \
    X(cuGraphKernelNodeGetParams, 12000) X(cuGraphKernelNodeSetParams, 12000)                  \
    X(cuGraphKernelNodeCopyAttributes, 11000) X(cuGraphKernelNodeGetAttribute, 11000)          \
    X(cuGraphKernelNodeSetAttribute, 11000) X(cuGraphAddMemcpyNode, 10000)                     \
    X(cuGraphMemcpyNodeGetParams, 10000) X(cuGraphMemcpyNodeSetParams, 10000)                  \
    X(cuGraphAddMemsetNode, 10000) X(cuGraphMemsetNodeGetParams, 10000)                        \
    X(cuGraphMemsetNodeSetParams, 10000) X(cuGraphAddHostNode, 10000)                          \
    X(cuGraphHostNodeGetParams, 10000) X(cuGraphHostNodeSetParams, 10000)                      \
    X(cuGraphAddChildGraphNode, 10000) X(cuGraphChildGraphNodeGetGraph, 10000)                 \
    X(cuGraphAddEmptyNode, 10000) X(cuGraphAddEventRecordNode, 11010)                          \
    X(cuGraphEventRecordNodeGetEvent, 11010) X(cuGraphEventRecordNodeSetEvent, 11010)          \
    X(cuGraphAddEventWaitNode, 11010) X(cuGraphEventWaitNodeGetEvent, 11010)                   \
    X(cuGraphEventWaitNodeSetEvent, 11010) X(cuGraphAddExternalSemaphoresSignalNode, 11020)    \
    X(cuGraphExternalSemaphoresSignalNodeGetParams, 11020)                                     \
    X(cuGraphExternalSemaphoresSignalNodeSetParams, 11020)                                     \
    X(cuGraphAddExternalSemaphoresWaitNode, 11020)                                             \
    X(cuGraphExternalSemaphoresWaitNodeGetParams, 11020)                                       \
    X(cuGraphExternalSemaphoresWaitNodeSetParams, 11020) X(cuGraphAddMemAllocNode, 11040)      \
    X(cuGraphMemAllocNodeGetParams, 11040) X(cuGraphAddMemFreeNode, 11040)                     \
    X(cuGraphMemFreeNodeGetParams, 11040) X(cuDeviceGraphMemTrim, 11040)                       \
    X(cuDeviceGetGraphMemAttribute, 11040) X(cuDeviceSetGraphMemAttribute, 11040)              \
    X(cuGraphGetNodes, 10000) X(cuGraphGetRootNodes, 10000) X(cuGraphGetEdges, 12030)          \
    X(cuGraphNodeGetDependencies, 12030) X(cuGraphNodeGetDependentNodes, 12030)                \
    X(cuGraphAddDependencies, 12030) X(cuGraphRemoveDependencies, 12030)                       \
    X(cuGraphNodeGetType, 10000) X(cuGraphNodeFindInClone, 10000)                              \
    X(cuGraphDebugDotPrint, 11030) X(cuGraphNodeSetEnabled, 11060)                             \
    X(cuGraphNodeGetEnabled, 11060) X(cuGraphConditionalHandleCreate, 12030)                   \
    X(cuUserObjectCreate, 11030) X(cuUserObjectRetain, 11030) X(cuUserObjectRelease, 11030)    \
    X(cuGraphRetainUserObject, 11030) X(cuGraphReleaseUserObject, 11030)                       \
    X(cuGraphInstantiateWithFlags, 11040) X(cuGraphInstantiateWithParams, 12000)               \
    X(cuGraphExecGetFlags, 12000) X(cuGraphUpload, 11010) X(cuGraphLaunch, 10000)              \
    X(cuGraphExecDestroy, 10000) X(cuGraphExecUpdate, 12000)                                   \
    X(cuGraphExecKernelNodeSetParams, 12000) X(cuGraphExecMemcpyNodeSetParams, 10020)          \
    X(cuGraphExecMemsetNodeSetParams, 10020) X(cuGraphExecHostNodeSetParams, 10020)            \
    X(cuGraphExecChildGraphNodeSetParams, 11010) X(cuGraphExecEventRecordNodeSetEvent, 11010)  \
    X(cuGraphExecEventWaitNodeSetEvent, 11010)                                                 \
    X(cuGraphExecExternalSemaphoresSignalNodeSetParams, 11020)                                 \
    X(cuGraphExecExternalSemaphoresWaitNodeSetParams, 11020)

/* graphs (core's cufw/graph.h) */
#define CUFW_CALL_LIST_CORE_GRAPH(X)

#endif
