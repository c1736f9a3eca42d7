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
#define CUFW_CALL_LIST_POOL(X)

/* stream attributes, devices, peers, occupancy, logs */
#define CUFW_CALL_LIST_MORE(X)

/* external memory and semaphores, graphics interop */
#define CUFW_CALL_LIST_EXTERNAL(X)

/* graphs and stream capture (compat) */
#define CUFW_CALL_LIST_GRAPH(X)

/* graphs (core's cufw/graph.h) */
#define CUFW_CALL_LIST_CORE_GRAPH(X)

#endif
