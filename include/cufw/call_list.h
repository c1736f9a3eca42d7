/* SPDX-License-Identifier: MIT */
/*
 * cufw/call_list.h -- every Driver API entry point cufw binds, in one list:
 * X(name, version, how) each. The version is the N of the toolkit's
 * PFN_<name>_v<N> typedef (cudaTypedefs.h): the newest ABI of the function
 * up to the CUDA version of cufw's headers, which is what the driver is
 * asked for by base name (cuGetProcAddress_v2). how says when it is asked
 * and where its type comes from:
 *
 *   core     core's own table: asked by cufw_init(), which fails without
 *            it; core calls it as CUFW_DRV(name) (core/inner.h)
 *   lazy     asked the first time cufw_call_<name>() is called
 *   adapted  lazy too; cufw/call.h declares its type itself, from plain
 *            C types: the toolkit's typedef of it needs the OpenGL, EGL or
 *            VDPAU headers, or names the ABI by its base name (<base>_v2
 *            below)
 *
 * Every entry, whatever its how, has an accessor cufw_call_<name>()
 * (cufw/call.h) and one trace wrapper (core/trace.c, from
 * core/trace_list.h, which scripts/trace-lists.py writes from this list).
 * A name appears once.
 *
 * An entry point that appeared after CUDA 12.4 (the oldest toolkit core
 * builds with) is in the section of the version that has it,
 * CUFW_CALL_LIST_SINCE_<version>, which is empty when cuda.h is older
 * (CUDA_VERSION): its type, its accessor and its trace wrapper exist only
 * with headers that declare it. The toolkit's typedef names that version.
 * A core entry whose ABI changed after 12.4 under the same base name is in
 * CUFW_CALL_LIST_CORE_SINCE_<version>, part of the core section, whose
 * #else branch lists it at the ABI older headers have; core writes its
 * calls of such an entry to fit either (core/inner.h, CUFW__DRV_*).
 *
 * A later ABI of an entry already listed at an older one (core calls
 * cuLaunchHostFunc at 10000; 13.1's adds a sync mode) is a second entry
 * named <base>_v2, the Driver's own name of it, asked for by its base name
 * at its version (core/driver.c), adapted: cufw/call.h declares its type.
 *
 * A name that cuda.h defines as a macro (cuMemAlloc is cuMemAlloc_v2,
 * cuGraphicsResourceSetMapFlags is cuGraphicsResourceSetMapFlags_v2) is
 * listed by its base name and stays one: `##` and `#` do not expand a
 * macro argument. Only passing the name on as a plain argument of another
 * macro would; so a macro that treats entries by how pastes first, as
 * CUFW_CALL_IF_CORE_##how(...) does below.
 */
#ifndef CUFW_CALL_LIST_H
#define CUFW_CALL_LIST_H

#include <cuda.h> /* CUDA_VERSION: the sections of later versions */

#define CUFW_CALL_LIST(X)                                                                       \
    CUFW_CALL_LIST_CORE(X)                                                                      \
    CUFW_CALL_LIST_BASE(X)                                                                      \
    CUFW_CALL_LIST_ARRAY(X)                                                                     \
    CUFW_CALL_LIST_POOL(X)                                                                      \
    CUFW_CALL_LIST_MORE(X)                                                                      \
    CUFW_CALL_LIST_EXTERNAL(X)                                                                  \
    CUFW_CALL_LIST_GRAPH(X)                                                                     \
    CUFW_CALL_LIST_GRAPHICS(X)                                                                  \
    CUFW_CALL_LIST_CONTEXT(X)                                                                   \
    CUFW_CALL_LIST_SINCE_12050(X)                                                               \
    CUFW_CALL_LIST_SINCE_12080(X)                                                               \
    CUFW_CALL_LIST_SINCE_12090(X)                                                               \
    CUFW_CALL_LIST_SINCE_13000(X)                                                               \
    CUFW_CALL_LIST_SINCE_13010(X)                                                               \
    CUFW_CALL_LIST_SINCE_13020(X)                                                               \
    CUFW_CALL_LIST_SINCE_13030(X)                                                               \
    CUFW_CALL_LIST_SINCE_13040(X)

/*
 * Treating entries by how: CUFW_CALL_IF_CORE_##how(text) is text for a
 * core entry and nothing for the others; CUFW_CALL_IF_LAZY_##how(text) the
 * reverse; CUFW_CALL_IF_TOOLKIT_##how(text) is text unless the entry is
 * adapted (its type is not the toolkit's PFN_<name>_v<version>).
 */
#define CUFW_CALL_IF_CORE_core(...) __VA_ARGS__
#define CUFW_CALL_IF_CORE_lazy(...)
#define CUFW_CALL_IF_CORE_adapted(...)
#define CUFW_CALL_IF_LAZY_core(...)
#define CUFW_CALL_IF_LAZY_lazy(...) __VA_ARGS__
#define CUFW_CALL_IF_LAZY_adapted(...) __VA_ARGS__
#define CUFW_CALL_IF_TOOLKIT_core(...) __VA_ARGS__
#define CUFW_CALL_IF_TOOLKIT_lazy(...) __VA_ARGS__
#define CUFW_CALL_IF_TOOLKIT_adapted(...)

/* core's own table (CUFW_DRV in core/inner.h): what core calls to do its job -- the driver's
 * version, devices and primary contexts, libraries and kernels, launches, memory, streams and
 * events, the profiler. All core, so cufw_init() fails without any of them (the stand-in
 * driver, tests/fakecuda, implements this section, and the green contexts' below:
 * FAKE_CALL_LIST in tests/fakecuda/fake.h). */
#define CUFW_CALL_LIST_CORE(X)                                                                     \
    X(cuDriverGetVersion, 2020, core) X(cuInit, 2000, core) X(cuGetErrorName, 6000, core)          \
    X(cuGetErrorString, 6000, core) X(cuDeviceGetCount, 2000, core) X(cuDeviceGet, 2000, core)     \
    X(cuDeviceGetName, 2000, core) X(cuDeviceGetAttribute, 2000, core)                             \
    X(cuDeviceTotalMem, 3020, core) X(cuDeviceGetUuid, 11040, core)                                \
    X(cuDeviceGetLuid, 10000, core) X(cuDeviceGetPCIBusId, 4010, core)                             \
    X(cuDeviceCanAccessPeer, 4000, core) X(cuDevicePrimaryCtxRetain, 7000, core)                   \
    X(cuDevicePrimaryCtxRelease, 11000, core) X(cuDevicePrimaryCtxReset, 11000, core)              \
    X(cuDevicePrimaryCtxSetFlags, 11000, core) X(cuDevicePrimaryCtxGetState, 7000, core)           \
    X(cuCtxSetCurrent, 4000, core) X(cuCtxGetCurrent, 4000, core) X(cuCtxGetId, 12000, core)       \
    X(cuCtxGetLimit, 3010, core)                                                                   \
    X(cuCtxSetLimit, 3010, core) X(cuCtxGetStreamPriorityRange, 5050, core)                        \
    X(cuCtxSetCacheConfig, 3020, core) X(cuCtxGetCacheConfig, 3020, core)                          \
    X(cuCtxEnablePeerAccess, 4000, core) X(cuCtxDisablePeerAccess, 4000, core)                     \
    X(cuLibraryLoadData, 12000, core) X(cuLibraryLoadFromFile, 12000, core)                        \
    X(cuLibraryUnload, 12000, core) X(cuLibraryGetKernel, 12000, core)                             \
    X(cuLibraryGetKernelCount, 12040, core) X(cuLibraryEnumerateKernels, 12040, core)              \
    X(cuLibraryGetGlobal, 12000, core) X(cuLibraryGetManaged, 12000, core)                         \
    X(cuLibraryGetUnifiedFunction, 12000, core) X(cuKernelGetFunction, 12000, core)                \
    X(cuKernelGetAttribute, 12000, core) X(cuKernelSetAttribute, 12000, core)                      \
    X(cuKernelSetCacheConfig, 12000, core) X(cuKernelGetName, 12030, core)                         \
    X(cuLaunchKernel, 4000, core) X(cuLaunchKernelEx, 11060, core)                                 \
    X(cuLaunchHostFunc, 10000, core)                                                               \
    X(cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags, 7000, core) X(cuMemAlloc, 3020, core)  \
    X(cuMemFree, 3020, core) X(cuMemAllocPitch, 3020, core) X(cuMemAllocManaged, 6000, core)       \
    X(cuMemAllocAsync, 11020, core) X(cuMemFreeAsync, 11020, core) X(cuMemGetInfo, 3020, core)     \
    X(cuMemGetAddressRange, 3020, core) X(cuMemHostAlloc, 2020, core)                              \
    X(cuMemFreeHost, 2000, core) X(cuMemHostRegister, 6050, core)                                  \
    X(cuMemHostUnregister, 4000, core) X(cuMemHostGetDevicePointer, 3020, core)                    \
    X(cuMemHostGetFlags, 2030, core) X(cuPointerGetAttribute, 4000, core) X(cuMemcpy, 4000, core)  \
    X(cuMemcpyAsync, 4000, core) X(cuMemcpyHtoD, 3020, core) X(cuMemcpyDtoH, 3020, core)           \
    X(cuMemcpyDtoD, 3020, core) X(cuMemcpyHtoDAsync, 3020, core) X(cuMemcpyDtoHAsync, 3020, core)  \
    X(cuMemcpyDtoDAsync, 3020, core) X(cuMemcpy2DUnaligned, 3020, core)                            \
    X(cuMemcpy2DAsync, 3020, core) X(cuMemsetD8, 3020, core) X(cuMemsetD32, 3020, core)            \
    X(cuMemsetD8Async, 3020, core) X(cuMemsetD32Async, 3020, core) X(cuMemsetD2D8, 3020, core)     \
    X(cuMemsetD2D8Async, 3020, core) X(cuStreamCreate, 2000, core)                                 \
    X(cuStreamCreateWithPriority, 5050, core) X(cuStreamDestroy, 4000, core)                       \
    X(cuStreamSynchronize, 2000, core) X(cuStreamQuery, 2000, core)                                \
    X(cuStreamWaitEvent, 3020, core) X(cuStreamGetFlags, 5050, core)                               \
    X(cuStreamGetPriority, 5050, core) X(cuStreamIsCapturing, 10000, core)                         \
    X(cuEventCreate, 2000, core) X(cuEventDestroy, 4000, core) X(cuEventRecord, 2000, core)        \
    X(cuEventRecordWithFlags, 11010, core) X(cuEventQuery, 2000, core)                             \
    X(cuEventSynchronize, 2000, core)                                                              \
    X(cuMemcpyPeer, 4000, core) X(cuMemcpyPeerAsync, 4000, core)                                   \
    X(cuMemPrefetchAsync, 12020, core) X(cuMemAdvise, 12020, core) X(cuProfilerStart, 4000, core)  \
    X(cuProfilerStop, 4000, core) CUFW_CALL_LIST_CORE_SINCE_12080(X)                               \
    CUFW_CALL_LIST_CORE_SINCE_13000(X)


/* streams' ids; finishing a lazily loaded function (firmware mode: core/module.c) */
#define CUFW_CALL_LIST_BASE(X)                                                                     \
    X(cuStreamGetId, 12000, lazy) X(cuFuncLoad, 12040, lazy)


/* arrays, 2D/3D copies, textures and surfaces */
#define CUFW_CALL_LIST_ARRAY(X)                                                                    \
    X(cuArray3DCreate, 3020, lazy) X(cuArray3DGetDescriptor, 3020, lazy)                           \
    X(cuArrayDestroy, 2000, lazy) X(cuMipmappedArrayCreate, 5000, lazy)                            \
    X(cuMipmappedArrayDestroy, 5000, lazy) X(cuMipmappedArrayGetLevel, 5000, lazy)                 \
    X(cuArrayGetPlane, 11020, lazy) X(cuArrayGetMemoryRequirements, 11060, lazy)                   \
    X(cuMipmappedArrayGetMemoryRequirements, 11060, lazy)                                          \
    X(cuArrayGetSparseProperties, 11010, lazy)                                                     \
    X(cuMipmappedArrayGetSparseProperties, 11010, lazy) X(cuMemcpy3D, 3020, lazy)                  \
    X(cuMemcpy3DAsync, 3020, lazy) X(cuMemcpy3DPeer, 4000, lazy)                                   \
    X(cuMemcpy3DPeerAsync, 4000, lazy) X(cuTexObjectCreate, 5000, lazy)                            \
    X(cuTexObjectDestroy, 5000, lazy) X(cuTexObjectGetResourceDesc, 5000, lazy)                    \
    X(cuTexObjectGetTextureDesc, 5000, lazy) X(cuTexObjectGetResourceViewDesc, 5000, lazy)         \
    X(cuSurfObjectCreate, 5000, lazy) X(cuSurfObjectDestroy, 5000, lazy)                           \
    X(cuSurfObjectGetResourceDesc, 5000, lazy) X(cuDeviceGetTexture1DLinearMaxWidth, 11010, lazy)


/* memory pools, IPC, managed memory */
#define CUFW_CALL_LIST_POOL(X)                                                                     \
    X(cuDeviceGetDefaultMemPool, 11020, lazy) X(cuDeviceGetMemPool, 11020, lazy)                   \
    X(cuDeviceSetMemPool, 11020, lazy)                                                             \
    X(cuMemPoolCreate, 11020, lazy) X(cuMemPoolDestroy, 11020, lazy)                               \
    X(cuMemPoolSetAttribute, 11020, lazy) X(cuMemPoolGetAttribute, 11020, lazy)                    \
    X(cuMemPoolSetAccess, 11020, lazy) X(cuMemPoolGetAccess, 11020, lazy)                          \
    X(cuMemPoolTrimTo, 11020, lazy) X(cuMemAllocFromPoolAsync, 11020, lazy)                        \
    X(cuMemPoolExportToShareableHandle, 11020, lazy)                                               \
    X(cuMemPoolImportFromShareableHandle, 11020, lazy) X(cuMemPoolExportPointer, 11020, lazy)      \
    X(cuMemPoolImportPointer, 11020, lazy) X(cuIpcGetMemHandle, 4010, lazy)                        \
    X(cuIpcOpenMemHandle, 11000, lazy) X(cuIpcCloseMemHandle, 4010, lazy)                          \
    X(cuIpcGetEventHandle, 4010, lazy) X(cuIpcOpenEventHandle, 4010, lazy)                         \
    X(cuStreamAttachMemAsync, 6000, lazy) X(cuMemRangeGetAttribute, 8000, lazy)                    \
    X(cuMemRangeGetAttributes, 8000, lazy)


/* stream attributes, devices, peers, occupancy */
#define CUFW_CALL_LIST_MORE(X)                                                                     \
    X(cuStreamGetAttribute, 11000, lazy) X(cuStreamSetAttribute, 11000, lazy)                      \
    X(cuStreamCopyAttributes, 11000, lazy)                                                         \
    X(cuCtxResetPersistingL2Cache, 11000, lazy) X(cuDeviceGetP2PAttribute, 8000, lazy)             \
    X(cuDeviceGetByPCIBusId, 4010, lazy)                                                           \
    X(cuCtxGetSharedMemConfig, 4020, lazy) X(cuCtxSetSharedMemConfig, 4020, lazy)                  \
    X(cuFuncSetSharedMemConfig, 4020, lazy) X(cuFlushGPUDirectRDMAWrites, 11030, lazy)             \
    X(cuDeviceRegisterAsyncNotification, 12040, lazy)                                              \
    X(cuDeviceUnregisterAsyncNotification, 12040, lazy)                                            \
    X(cuDeviceGetNvSciSyncAttributes, 10020, lazy)                                                 \
    X(cuOccupancyAvailableDynamicSMemPerBlock, 10020, lazy)                                        \
    X(cuOccupancyMaxActiveClusters, 11070, lazy)                                                   \
    X(cuOccupancyMaxPotentialClusterSize, 11070, lazy) X(cuKernelGetParamInfo, 12040, lazy)        \
    X(cuGetExportTable, 3000, lazy)


/* external memory and semaphores, graphics interop (the API-neutral calls) */
#define CUFW_CALL_LIST_EXTERNAL(X)                                                                 \
    X(cuImportExternalMemory, 10000, lazy) X(cuExternalMemoryGetMappedBuffer, 10000, lazy)         \
    X(cuExternalMemoryGetMappedMipmappedArray, 10000, lazy)                                        \
    X(cuDestroyExternalMemory, 10000, lazy) X(cuImportExternalSemaphore, 10000, lazy)              \
    X(cuSignalExternalSemaphoresAsync, 10000, lazy) X(cuWaitExternalSemaphoresAsync, 10000, lazy)  \
    X(cuDestroyExternalSemaphore, 10000, lazy) X(cuGraphicsUnregisterResource, 3000, lazy)         \
    X(cuGraphicsMapResources, 3000, lazy) X(cuGraphicsUnmapResources, 3000, lazy)                  \
    X(cuGraphicsSubResourceGetMappedArray, 3000, lazy)                                             \
    X(cuGraphicsResourceGetMappedMipmappedArray, 5000, lazy)                                       \
    X(cuGraphicsResourceSetMapFlags, 6050, lazy)                                                   \
    X(cuGraphicsResourceGetMappedPointer, 3020, lazy)


/* graphs and stream capture (compat, and core's cufw/graph.h) */
#define CUFW_CALL_LIST_GRAPH(X)                                                                    \
    X(cuStreamBeginCapture, 10010, lazy) X(cuStreamBeginCaptureToGraph, 12030, lazy)               \
    X(cuStreamEndCapture, 10000, lazy) X(cuStreamGetCaptureInfo, 12030, lazy)                      \
    X(cuStreamUpdateCaptureDependencies, 12030, lazy)                                              \
    X(cuThreadExchangeStreamCaptureMode, 10010, lazy) X(cuGraphCreate, 10000, lazy)                \
    X(cuGraphClone, 10000, lazy) X(cuGraphDestroy, 10000, lazy)                                    \
    X(cuGraphDestroyNode, 10000, lazy) X(cuGraphAddNode, 12030, lazy)                              \
    X(cuGraphNodeSetParams, 12020, lazy) X(cuGraphExecNodeSetParams, 12020, lazy)                  \
    X(cuGraphAddKernelNode, 12000, lazy) X(cuGraphKernelNodeGetParams, 12000, lazy)                \
    X(cuGraphKernelNodeSetParams, 12000, lazy) X(cuGraphKernelNodeCopyAttributes, 11000, lazy)     \
    X(cuGraphKernelNodeGetAttribute, 11000, lazy) X(cuGraphKernelNodeSetAttribute, 11000, lazy)    \
    X(cuGraphAddMemcpyNode, 10000, lazy) X(cuGraphMemcpyNodeGetParams, 10000, lazy)                \
    X(cuGraphMemcpyNodeSetParams, 10000, lazy) X(cuGraphAddMemsetNode, 10000, lazy)                \
    X(cuGraphMemsetNodeGetParams, 10000, lazy) X(cuGraphMemsetNodeSetParams, 10000, lazy)          \
    X(cuGraphAddHostNode, 10000, lazy) X(cuGraphHostNodeGetParams, 10000, lazy)                    \
    X(cuGraphHostNodeSetParams, 10000, lazy) X(cuGraphAddChildGraphNode, 10000, lazy)              \
    X(cuGraphChildGraphNodeGetGraph, 10000, lazy) X(cuGraphAddEmptyNode, 10000, lazy)              \
    X(cuGraphAddEventRecordNode, 11010, lazy) X(cuGraphEventRecordNodeGetEvent, 11010, lazy)       \
    X(cuGraphEventRecordNodeSetEvent, 11010, lazy) X(cuGraphAddEventWaitNode, 11010, lazy)         \
    X(cuGraphEventWaitNodeGetEvent, 11010, lazy) X(cuGraphEventWaitNodeSetEvent, 11010, lazy)      \
    X(cuGraphAddExternalSemaphoresSignalNode, 11020, lazy)                                         \
    X(cuGraphExternalSemaphoresSignalNodeGetParams, 11020, lazy)                                   \
    X(cuGraphExternalSemaphoresSignalNodeSetParams, 11020, lazy)                                   \
    X(cuGraphAddExternalSemaphoresWaitNode, 11020, lazy)                                           \
    X(cuGraphExternalSemaphoresWaitNodeGetParams, 11020, lazy)                                     \
    X(cuGraphExternalSemaphoresWaitNodeSetParams, 11020, lazy)                                     \
    X(cuGraphAddMemAllocNode, 11040, lazy) X(cuGraphMemAllocNodeGetParams, 11040, lazy)            \
    X(cuGraphAddMemFreeNode, 11040, lazy) X(cuGraphMemFreeNodeGetParams, 11040, lazy)              \
    X(cuDeviceGraphMemTrim, 11040, lazy) X(cuDeviceGetGraphMemAttribute, 11040, lazy)              \
    X(cuDeviceSetGraphMemAttribute, 11040, lazy) X(cuGraphGetNodes, 10000, lazy)                   \
    X(cuGraphGetRootNodes, 10000, lazy) X(cuGraphGetEdges, 12030, lazy)                            \
    X(cuGraphNodeGetDependencies, 12030, lazy) X(cuGraphNodeGetDependentNodes, 12030, lazy)        \
    X(cuGraphAddDependencies, 12030, lazy) X(cuGraphRemoveDependencies, 12030, lazy)               \
    X(cuGraphNodeGetType, 10000, lazy) X(cuGraphNodeFindInClone, 10000, lazy)                      \
    X(cuGraphDebugDotPrint, 11030, lazy) X(cuGraphNodeSetEnabled, 11060, lazy)                     \
    X(cuGraphNodeGetEnabled, 11060, lazy) X(cuGraphConditionalHandleCreate, 12030, lazy)           \
    X(cuUserObjectCreate, 11030, lazy) X(cuUserObjectRetain, 11030, lazy)                          \
    X(cuUserObjectRelease, 11030, lazy) X(cuGraphRetainUserObject, 11030, lazy)                    \
    X(cuGraphReleaseUserObject, 11030, lazy) X(cuGraphInstantiateWithFlags, 11040, lazy)           \
    X(cuGraphInstantiateWithParams, 12000, lazy) X(cuGraphExecGetFlags, 12000, lazy)               \
    X(cuGraphUpload, 11010, lazy) X(cuGraphLaunch, 10000, lazy)                                    \
    X(cuGraphExecDestroy, 10000, lazy) X(cuGraphExecUpdate, 12000, lazy)                           \
    X(cuGraphExecKernelNodeSetParams, 12000, lazy) X(cuGraphExecMemcpyNodeSetParams, 10020, lazy)  \
    X(cuGraphExecMemsetNodeSetParams, 10020, lazy) X(cuGraphExecHostNodeSetParams, 10020, lazy)    \
    X(cuGraphExecChildGraphNodeSetParams, 11010, lazy)                                             \
    X(cuGraphExecEventRecordNodeSetEvent, 11010, lazy)                                             \
    X(cuGraphExecEventWaitNodeSetEvent, 11010, lazy)                                               \
    X(cuGraphExecExternalSemaphoresSignalNodeSetParams, 11020, lazy)                               \
    X(cuGraphExecExternalSemaphoresWaitNodeSetParams, 11020, lazy)


/* graphics interop with OpenGL, EGL and VDPAU: adapted (cufw/call.h declares their types) */
#define CUFW_CALL_LIST_GRAPHICS(X)                                                                 \
    X(cuGraphicsGLRegisterBuffer, 3000, adapted) X(cuGraphicsGLRegisterImage, 3000, adapted)       \
    X(cuGLGetDevices, 6050, adapted) X(cuGLRegisterBufferObject, 2000, adapted)                    \
    X(cuGLUnregisterBufferObject, 2000, adapted) X(cuGLMapBufferObject, 3020, adapted)             \
    X(cuGLMapBufferObjectAsync, 3020, adapted) X(cuGLUnmapBufferObject, 2000, adapted)             \
    X(cuGLUnmapBufferObjectAsync, 2030, adapted) X(cuGLSetBufferObjectMapFlags, 2030, adapted)     \
    X(cuGraphicsEGLRegisterImage, 7000, adapted) X(cuEGLStreamConsumerConnect, 7000, adapted)      \
    X(cuEGLStreamConsumerConnectWithFlags, 8000, adapted)                                          \
    X(cuEGLStreamConsumerDisconnect, 7000, adapted)                                                \
    X(cuEGLStreamConsumerAcquireFrame, 7000, adapted)                                              \
    X(cuEGLStreamConsumerReleaseFrame, 7000, adapted)                                              \
    X(cuEGLStreamProducerConnect, 7000, adapted) X(cuEGLStreamProducerDisconnect, 7000, adapted)   \
    X(cuVDPAUGetDevice, 3010, adapted) X(cuGraphicsVDPAURegisterVideoSurface, 3010, adapted)       \
    X(cuGraphicsVDPAURegisterOutputSurface, 3010, adapted)


/* green contexts and device resources (compat/direct/context.c: the Runtime's execution
 * contexts); the contexts' events */
#define CUFW_CALL_LIST_CONTEXT(X)                                                                  \
    X(cuGreenCtxCreate, 12040, lazy) X(cuGreenCtxDestroy, 12040, lazy)                             \
    X(cuCtxFromGreenCtx, 12040, lazy)                                                              \
    X(cuGreenCtxRecordEvent, 12040, lazy)                                                          \
    X(cuGreenCtxWaitEvent, 12040, lazy) X(cuGreenCtxGetDevResource, 12040, lazy)                   \
    X(cuDeviceGetDevResource, 12040, lazy) X(cuCtxGetDevResource, 12040, lazy)                     \
    X(cuDevResourceGenerateDesc, 12040, lazy) X(cuDevSmResourceSplitByCount, 12040, lazy)


/* The core entries whose ABI changed after CUDA 12.4 under the same base name: the #if branch
 * binds the newer, the #else the one older headers describe. core/inner.h's CUFW__DRV_*
 * macros write each call so that it fits the bound one. */
/* CUDA 12.8: cuEventElapsedTime_v2, with the same parameters */
#if CUDA_VERSION >= 12080
#define CUFW_CALL_LIST_CORE_SINCE_12080(X) X(cuEventElapsedTime, 12080, core)
#else
#define CUFW_CALL_LIST_CORE_SINCE_12080(X) X(cuEventElapsedTime, 2000, core)
#endif

/* CUDA 13.0: cuCtxGetDevice and cuCtxSynchronize take the context; before, they act on the
 * current one */
#if CUDA_VERSION >= 13000
#define CUFW_CALL_LIST_CORE_SINCE_13000(X)                                                         \
    X(cuCtxGetDevice, 13000, core) X(cuCtxSynchronize, 13000, core)
#else
#define CUFW_CALL_LIST_CORE_SINCE_13000(X)                                                         \
    X(cuCtxGetDevice, 2000, core) X(cuCtxSynchronize, 2000, core)
#endif

/* CUDA 12.5: green contexts' streams, contexts' events, a stream's green context */
#if CUDA_VERSION >= 12050
#define CUFW_CALL_LIST_SINCE_12050(X)                                                              \
    X(cuGreenCtxStreamCreate, 12050, lazy) X(cuCtxRecordEvent, 12050, lazy)                        \
    X(cuCtxWaitEvent, 12050, lazy) X(cuStreamGetCtx, 12050, lazy)
#else
#define CUFW_CALL_LIST_SINCE_12050(X)
#endif

/* CUDA 12.8: a stream's device */
#if CUDA_VERSION >= 12080
#define CUFW_CALL_LIST_SINCE_12080(X) X(cuStreamGetDevice, 12080, lazy)
#else
#define CUFW_CALL_LIST_SINCE_12080(X)
#endif

/* CUDA 12.9: the driver's logs, green contexts' ids */
#if CUDA_VERSION >= 12090
#define CUFW_CALL_LIST_SINCE_12090(X)                                                              \
    X(cuLogsRegisterCallback, 12090, lazy) X(cuLogsUnregisterCallback, 12090, lazy)                \
    X(cuLogsCurrent, 12090, lazy) X(cuLogsDumpToFile, 12090, lazy)                                 \
    X(cuLogsDumpToMemory, 12090, lazy) X(cuGreenCtxGetId, 12090, lazy)
#else
#define CUFW_CALL_LIST_SINCE_12090(X)
#endif

/* CUDA 13.0: batched copies, prefetches and discards, memory pools by location, atomics'
 * capabilities */
#if CUDA_VERSION >= 13000
#define CUFW_CALL_LIST_SINCE_13000(X)                                                              \
    X(cuMemcpyBatchAsync, 13000, lazy) X(cuMemcpy3DBatchAsync, 13000, lazy)                        \
    X(cuMemPrefetchBatchAsync, 13000, lazy) X(cuMemDiscardBatchAsync, 13000, lazy)                 \
    X(cuMemDiscardAndPrefetchBatchAsync, 13000, lazy) X(cuMemGetDefaultMemPool, 13000, lazy)       \
    X(cuMemGetMemPool, 13000, lazy) X(cuMemSetMemPool, 13000, lazy)                                \
    X(cuDeviceGetP2PAtomicCapabilities, 13000, lazy)                                               \
    X(cuDeviceGetHostAtomicCapabilities, 13000, lazy)
#else
#define CUFW_CALL_LIST_SINCE_13000(X)
#endif

/* CUDA 13.1: structured SM splits, streams' resources, graphs' and nodes' ids */
#if CUDA_VERSION >= 13010
#define CUFW_CALL_LIST_SINCE_13010(X)                                                              \
    X(cuDevSmResourceSplit, 13010, lazy) X(cuStreamGetDevResource, 13010, lazy)                    \
    X(cuGraphNodeGetContainingGraph, 13010, lazy) X(cuGraphNodeGetLocalId, 13010, lazy)            \
    X(cuGraphNodeGetToolsId, 13010, lazy) X(cuGraphGetId, 13010, lazy)                             \
    X(cuGraphExecGetId, 13010, lazy) X(cuLaunchHostFunc_v2, 13010, adapted)
#else
#define CUFW_CALL_LIST_SINCE_13010(X)
#endif

/* CUDA 13.2: kernels' parameter counts, a node's parameters, copies with attributes */
#if CUDA_VERSION >= 13020
#define CUFW_CALL_LIST_SINCE_13020(X)                                                              \
    X(cuKernelGetParamCount, 13020, lazy) X(cuGraphNodeGetParams, 13020, lazy)                     \
    X(cuMemcpyWithAttributesAsync, 13020, lazy) X(cuMemcpy3DWithAttributesAsync, 13020, lazy)
#else
#define CUFW_CALL_LIST_SINCE_13020(X)
#endif

/* CUDA 13.3: recapture */
#if CUDA_VERSION >= 13030
#define CUFW_CALL_LIST_SINCE_13030(X) X(cuStreamBeginRecaptureToGraph, 13030, lazy)
#else
#define CUFW_CALL_LIST_SINCE_13030(X)
#endif

/* CUDA 13.4: where memory lives */
#if CUDA_VERSION >= 13040
#define CUFW_CALL_LIST_SINCE_13040(X) X(cuMemGetLocationInfo, 13040, lazy)
#else
#define CUFW_CALL_LIST_SINCE_13040(X)
#endif

#endif
