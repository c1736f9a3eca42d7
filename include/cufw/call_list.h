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
#define CUFW_CALL_LIST_MORE(X)

/* external memory and semaphores, graphics interop */
#define CUFW_CALL_LIST_EXTERNAL(X)

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
