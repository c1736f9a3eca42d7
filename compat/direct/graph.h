/* SPDX-License-Identifier: MIT */
/*
 * compat/direct/graph.h -- what the three files of CUDA graphs share:
 * graph.c (graphs, their structure, user objects, graph memory),
 * graph_node.c (nodes of each kind and their parameters) and graph_exec.c
 * (executable graphs). Each node kind's parameters are converted by one
 * converter, which the functions of that kind (add, get, set, and set in
 * an executable graph) and the generic node API share.
 *
 * Most kinds need no conversion at all: their Runtime structure is the
 * Driver's field for field, which the assertions below hold the toolkit
 * to, and compat hands the caller's structure to the driver as it is,
 * cast (host, memset, external semaphores, graph memory, child graph,
 * events). The kernel node converts (its function is a host stub:
 * cufw__rt_graph_node_kernel), and so does the memcpy node (its
 * cudaMemcpy3DParms counts elements: the arrays family's converter,
 * array.h, which cudaMemcpy3D uses too).
 */
#ifndef CUFW_COMPAT_GRAPH_H
#define CUFW_COMPAT_GRAPH_H

#include "array.h"

#include <stddef.h>

/* The generic node API's structures (cudaGraphNodeParams, CUgraphNodeParams)
 * are one frame around a union of the kinds' structures, the Runtime's
 * fields at the Driver's places (the Driver's may go on: a context). */
RT_SAME_SIZE(struct cudaGraphNodeParams, CUgraphNodeParams);
RT_SAME_FIELD(struct cudaGraphNodeParams, CUgraphNodeParams, type);
RT_SAME_FIELD(struct cudaGraphNodeParams, CUgraphNodeParams, reserved0);
RT_SAME_FIELD(struct cudaGraphNodeParams, CUgraphNodeParams, reserved1);
RT_SAME_FIELD(struct cudaGraphNodeParams, CUgraphNodeParams, reserved2);
#define RT_SAME_NODE_FIELD(f) RT_SAME_FIELD(struct cudaGraphNodeParams, CUgraphNodeParams, f)
RT_SAME_NODE_FIELD(memset.dst);
RT_SAME_NODE_FIELD(memset.pitch);
RT_SAME_NODE_FIELD(memset.value);
RT_SAME_NODE_FIELD(memset.elementSize);
RT_SAME_NODE_FIELD(memset.width);
RT_SAME_NODE_FIELD(memset.height);
RT_SAME_NODE_FIELD(host.fn);
RT_SAME_NODE_FIELD(host.userData);
RT_SAME_NODE_FIELD(graph.graph);
RT_SAME_NODE_FIELD(graph.ownership);
RT_SAME_NODE_FIELD(eventWait.event);
RT_SAME_NODE_FIELD(eventRecord.event);
RT_SAME_NODE_FIELD(extSemSignal.extSemArray);
RT_SAME_NODE_FIELD(extSemSignal.paramsArray);
RT_SAME_NODE_FIELD(extSemSignal.numExtSems);
RT_SAME_NODE_FIELD(extSemWait.extSemArray);
RT_SAME_NODE_FIELD(extSemWait.paramsArray);
RT_SAME_NODE_FIELD(extSemWait.numExtSems);
RT_SAME_NODE_FIELD(alloc.poolProps);
RT_SAME_NODE_FIELD(alloc.accessDescs);
RT_SAME_NODE_FIELD(alloc.accessDescCount);
RT_SAME_NODE_FIELD(alloc.bytesize);
RT_SAME_NODE_FIELD(alloc.dptr);
RT_SAME_NODE_FIELD(free.dptr);
RT_SAME_NODE_FIELD(conditional.handle);
RT_SAME_NODE_FIELD(conditional.type);
RT_SAME_NODE_FIELD(conditional.size);
RT_SAME_NODE_FIELD(conditional.phGraph_out);
#undef RT_SAME_NODE_FIELD

/* The kinds' own functions take the first versions of those structures,
 * the same declarations under other names (the Driver's memset one
 * without the context): as large, so the same fields at the same places. */
RT_SAME_SIZE(struct cudaMemsetParams, struct cudaMemsetParamsV2);
RT_SAME_SIZE(struct cudaHostNodeParams, struct cudaHostNodeParamsV2);
RT_SAME_SIZE(struct cudaExternalSemaphoreSignalNodeParams,
             struct cudaExternalSemaphoreSignalNodeParamsV2);
RT_SAME_SIZE(struct cudaExternalSemaphoreWaitNodeParams,
             struct cudaExternalSemaphoreWaitNodeParamsV2);
RT_SAME_SIZE(struct cudaMemAllocNodeParams, struct cudaMemAllocNodeParamsV2);
RT_SAME_SIZE(struct cudaMemsetParams, CUDA_MEMSET_NODE_PARAMS);
_Static_assert(sizeof(CUDA_MEMSET_NODE_PARAMS) == offsetof(CUDA_MEMSET_NODE_PARAMS_v2, ctx),
               "CUDA_MEMSET_NODE_PARAMS is CUDA_MEMSET_NODE_PARAMS_v2 without the context");
RT_SAME_SIZE(CUDA_HOST_NODE_PARAMS, CUDA_HOST_NODE_PARAMS_v2);
RT_SAME_SIZE(CUDA_EXT_SEM_SIGNAL_NODE_PARAMS, CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v2);
RT_SAME_SIZE(CUDA_EXT_SEM_WAIT_NODE_PARAMS, CUDA_EXT_SEM_WAIT_NODE_PARAMS_v2);
RT_SAME_SIZE(CUDA_MEM_ALLOC_NODE_PARAMS, CUDA_MEM_ALLOC_NODE_PARAMS_v2);
/* what those structures point to */
RT_SAME_SIZE(struct cudaExternalSemaphoreSignalParams, CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS);
RT_SAME_FIELD(struct cudaExternalSemaphoreSignalParams, CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS,
              flags);
RT_SAME_SIZE(struct cudaExternalSemaphoreWaitParams, CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS);
RT_SAME_FIELD(struct cudaExternalSemaphoreWaitParams, CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS, flags);
RT_SAME_SIZE(struct cudaMemAccessDesc, CUmemAccessDesc);
RT_SAME_FIELD(struct cudaMemAccessDesc, CUmemAccessDesc, flags);
RT_SAME_SIZE(cudaGraphEdgeData, CUgraphEdgeData);
RT_SAME_FIELD(cudaGraphEdgeData, CUgraphEdgeData, type);
RT_SAME_SIZE(cudaLaunchAttributeValue, CUlaunchAttributeValue);

/* ------------------------------------------------------------ graph.c */

/* The context current to the thread (the primary one compat made current,
 * or the program's own), in which the nodes that work in a context run:
 * cuCtxGetCurrent. */
CUFW_HIDDEN CUcontext cufw__rt_graph_context(void);

/* ------------------------------------------------------------ graph_node.c */

/* cudaKernelNodeParams (func: a host stub or a cudaKernel_t) ->
 * CUDA_KERNEL_NODE_PARAMS_v2 with the CUkernel in .kern (resolved through
 * the registry, register.c) and the current context in .ctx. Returns
 * cudaSuccess or the error, recorded (cudaErrorInvalidValue for NULL). */
CUFW_HIDDEN cudaError_t cufw__rt_graph_node_kernel(const struct cudaKernelNodeParams *p,
                                                 CUDA_KERNEL_NODE_PARAMS_v2 *c);

/* The three other forms of a memcpy node, as the CUDA_MEMCPY3D of the 3D
 * one: count bytes from src to dst; count bytes to or from a
 * __device__/__constant__ variable at offset (its address, register.c),
 * checked in cudaMemcpyToSymbol's order: kind, symbol, size. Return
 * cudaSuccess or the error, recorded. */
CUFW_HIDDEN cudaError_t cufw__rt_graph_node_copy_1d(void *dst, const void *src, size_t count,
                                                  enum cudaMemcpyKind kind, CUDA_MEMCPY3D *c);
CUFW_HIDDEN cudaError_t cufw__rt_graph_node_copy_to_symbol(const void *symbol, const void *src,
                                                         size_t count, size_t offset,
                                                         enum cudaMemcpyKind kind,
                                                         CUDA_MEMCPY3D *c);
CUFW_HIDDEN cudaError_t cufw__rt_graph_node_copy_from_symbol(void *dst, const void *symbol,
                                                           size_t count, size_t offset,
                                                           enum cudaMemcpyKind kind,
                                                           CUDA_MEMCPY3D *c);

/* cudaGraphNodeParams -> CUgraphNodeParams, by the converter of its kind;
 * the nodes that work in a context get the current one. Returns cudaSuccess
 * or the error, recorded (cudaErrorInvalidValue for NULL or an unknown
 * kind). */
CUFW_HIDDEN cudaError_t cufw__rt_graph_node_params(const struct cudaGraphNodeParams *p,
                                                 CUgraphNodeParams *c);

#endif
