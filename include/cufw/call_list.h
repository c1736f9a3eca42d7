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

/* streams and contexts: ids, devices */
#define CUFW_CALL_LIST_BASE(X)                                                                  \
    X(cuStreamGetId, 12000) X(cuCtxGetId, 12000)

/* arrays, 2D/3D copies, textures and surfaces */
#define CUFW_CALL_LIST_ARRAY(X)

/* memory pools, IPC, managed memory */
#define CUFW_CALL_LIST_POOL(X)

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
#define CUFW_CALL_LIST_GRAPH(X)

/* graphs (core's cufw/graph.h) */
#define CUFW_CALL_LIST_CORE_GRAPH(X)                                                            \
    X(cuGraphCreate, 10000) X(cuGraphDestroy, 10000)                                            \
    X(cuStreamBeginCapture, 10010) X(cuStreamEndCapture, 10000)                                 \
    X(cuGraphAddKernelNode, 12000) X(cuGraphAddMemcpyNode, 10000)                               \
    X(cuGraphAddMemsetNode, 10000) X(cuGraphAddEmptyNode, 10000)                                \
    X(cuGraphGetNodes, 10000) X(cuGraphNodeGetType, 10000)                                      \
    X(cuGraphInstantiateWithFlags, 11040) X(cuGraphExecDestroy, 10000)                          \
    X(cuGraphLaunch, 10000) X(cuGraphUpload, 11010)                                             \
    X(cuGraphKernelNodeGetParams, 12000) X(cuGraphExecKernelNodeSetParams, 12000)               \
    X(cuGraphExecUpdate, 12000)

#endif
