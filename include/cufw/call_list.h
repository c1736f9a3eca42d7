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
#define CUFW_CALL_LIST_MORE(X)

/* external memory and semaphores, graphics interop */
#define CUFW_CALL_LIST_EXTERNAL(X)

/* graphs and stream capture (compat) */
#define CUFW_CALL_LIST_GRAPH(X)

/* graphs (core's cufw/graph.h) */
#define CUFW_CALL_LIST_CORE_GRAPH(X)

#endif
