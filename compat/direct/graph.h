/* SPDX-License-Identifier: MIT */
/*
 * compat/direct/graph.h -- what the four files of CUDA graphs share:
 * graph.c (graphs, their structure, user objects, graph memory),
 * graph_node.c (nodes of each kind), graph_params.c (their parameters)
 * and graph_exec.c (executable graphs). Each node kind's parameters are
 * converted by one converter (graph_params.c), which the functions of
 * that kind (add, get, set, and set in an executable graph) and the
 * generic node API share.
 *
 * Most kinds need no conversion at all: their Runtime structure is the
 * Driver's field for field, which the assertions below hold the toolkit
 * to, and compat hands the caller's structure to the driver as it is,
 * cast (host, memset, external semaphores, graph memory, child graph,
 * events). The kernel node converts (its function is a host stub:
 * cufw__rt_graph_node_kernel), and so does the memcpy node (its
 * cudaMemcpy3DParms counts elements: the arrays family's converter,
 * array.h, which cudaMemcpy3D uses too).
 *
 * The toolkits after 13.0 added fields to the generic API's structures,
 * each release to the Runtime's and the Driver's alike (driver_types.h,
 * cuda.h); the RT_NODE_* conditionals below name them, and the assertions
 * and converters follow them.
 */
#ifndef CUFW_COMPAT_GRAPH_H
#define CUFW_COMPAT_GRAPH_H

#include "array.h"

#include <stddef.h>

/* What each toolkit's generic node structures carry beside CUDA 13.0's:
 * - 12.x lacks (checked: 12.4) cudaChildGraphNodeParams.ownership and
 *   CUDA_CHILD_GRAPH_NODE_PARAMS.ownership;
 * - 13.1: an execution context, "Context in which to run the ... If NULL
 *   will try to use the current context", in cudaMemcpyNodeParams (two of
 *   its three reserved ints: int reserved; cudaExecutionContext_t ctx),
 *   cudaMemsetParamsV2, cudaKernelNodeParamsV2 and
 *   cudaConditionalNodeParams; the Driver's had a CUcontext there already
 *   (CUDA_MEMCPY_NODE_PARAMS.copyCtx, CUDA_MEMSET_NODE_PARAMS_v2.ctx,
 *   CUDA_KERNEL_NODE_PARAMS_v2.ctx, CUDA_CONDITIONAL_NODE_PARAMS.ctx);
 * - 13.2: cudaHostNodeParamsV2.syncMode (a cudaHostTaskSyncMode) and
 *   CUDA_HOST_NODE_PARAMS_v2.syncMode; cudaKernelNodeParamsV2.functionType
 *   (a cudaKernelFunctionType: what its func/kern/cuFunc union holds);
 * - 13.4: an execution context ("CUDA Execution Context") in
 *   cudaHostNodeParamsV2, cudaEventRecordNodeParams and the external
 *   semaphore nodes' V2 structures, and in the Driver's the same place a
 *   "preferred context" (a union of CUcontext ctx and CUgreenCtx gCtx);
 * - 13.5: the batch memcpy node (cudaMemcpyBatchNodeParams), which compat
 *   does not take yet (cudaErrorInvalidValue, as for any kind it lacks).
 * A cudaExecutionContext_t is compat's own (cufw__rt_graph_context_of). */
#define RT_NODE_CHILD_OWNERSHIP (CUDART_VERSION >= 13000)
#define RT_NODE_CONTEXTS (CUDART_VERSION >= 13010)
#define RT_NODE_SYNC_MODE (CUDART_VERSION >= 13020)
#define RT_NODE_FUNCTION_TYPE (CUDART_VERSION >= 13020)
#define RT_NODE_MORE_CONTEXTS (CUDART_VERSION >= 13040)

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
#if RT_NODE_CHILD_OWNERSHIP
RT_SAME_NODE_FIELD(graph.ownership);
#endif
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
#if RT_NODE_CONTEXTS
RT_SAME_NODE_FIELD(memset.ctx);
RT_SAME_NODE_FIELD(conditional.ctx);
#endif
#if RT_NODE_SYNC_MODE
RT_SAME_NODE_FIELD(host.syncMode);
#endif
#if RT_NODE_MORE_CONTEXTS
RT_SAME_NODE_FIELD(host.ctx);
RT_SAME_NODE_FIELD(eventRecord.ctx);
RT_SAME_NODE_FIELD(extSemSignal.ctx);
RT_SAME_NODE_FIELD(extSemWait.ctx);
#endif
#undef RT_SAME_NODE_FIELD

/* The kinds' own functions take the first versions of those structures,
 * the same declarations under other names, without what the toolkit added
 * to the second (the Driver's memset one never had the context): the
 * first is the second up to its first added field, so the same fields at
 * the same places. RT_FIRST_PART(v1, v2, f): v1 is v2 up to v2.f. */
#define RT_FIRST_PART(v1, v2, f) \
    _Static_assert(sizeof(v1) == offsetof(v2, f), #v1 " is " #v2 " up to " #f)
#if RT_NODE_CONTEXTS
RT_FIRST_PART(struct cudaMemsetParams, struct cudaMemsetParamsV2, ctx);
#else
RT_SAME_SIZE(struct cudaMemsetParams, struct cudaMemsetParamsV2);
#endif
#if RT_NODE_SYNC_MODE
RT_FIRST_PART(struct cudaHostNodeParams, struct cudaHostNodeParamsV2, syncMode);
RT_FIRST_PART(CUDA_HOST_NODE_PARAMS, CUDA_HOST_NODE_PARAMS_v2, syncMode);
#else
RT_SAME_SIZE(struct cudaHostNodeParams, struct cudaHostNodeParamsV2);
RT_SAME_SIZE(CUDA_HOST_NODE_PARAMS, CUDA_HOST_NODE_PARAMS_v2);
#endif
#if RT_NODE_MORE_CONTEXTS
RT_FIRST_PART(struct cudaExternalSemaphoreSignalNodeParams,
              struct cudaExternalSemaphoreSignalNodeParamsV2, ctx);
RT_FIRST_PART(struct cudaExternalSemaphoreWaitNodeParams,
              struct cudaExternalSemaphoreWaitNodeParamsV2, ctx);
RT_FIRST_PART(CUDA_EXT_SEM_SIGNAL_NODE_PARAMS, CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v2, ctx);
RT_FIRST_PART(CUDA_EXT_SEM_WAIT_NODE_PARAMS, CUDA_EXT_SEM_WAIT_NODE_PARAMS_v2, ctx);
#else
RT_SAME_SIZE(struct cudaExternalSemaphoreSignalNodeParams,
             struct cudaExternalSemaphoreSignalNodeParamsV2);
RT_SAME_SIZE(struct cudaExternalSemaphoreWaitNodeParams,
             struct cudaExternalSemaphoreWaitNodeParamsV2);
RT_SAME_SIZE(CUDA_EXT_SEM_SIGNAL_NODE_PARAMS, CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v2);
RT_SAME_SIZE(CUDA_EXT_SEM_WAIT_NODE_PARAMS, CUDA_EXT_SEM_WAIT_NODE_PARAMS_v2);
#endif
RT_SAME_SIZE(struct cudaMemAllocNodeParams, struct cudaMemAllocNodeParamsV2);
RT_SAME_SIZE(struct cudaMemsetParams, CUDA_MEMSET_NODE_PARAMS);
RT_FIRST_PART(CUDA_MEMSET_NODE_PARAMS, CUDA_MEMSET_NODE_PARAMS_v2, ctx);
RT_SAME_SIZE(CUDA_MEM_ALLOC_NODE_PARAMS, CUDA_MEM_ALLOC_NODE_PARAMS_v2);
#undef RT_FIRST_PART
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

/* The Driver's context for a node's execution context (a
 * cudaExecutionContext_t, 13.1 and later): NULL, the current one
 * (cufw__rt_graph_context), as in 13.0; any other, the CUcontext the
 * execution context stands for (cufw__rt_context_cu, direct.h: a primary
 * context's own, a green context's from cuCtxFromGreenCtx), which the
 * Driver's ctx members take. */
CUFW_HIDDEN CUcontext cufw__rt_graph_context_of(const void *ctx);

/* ------------------------------------------------------------ graph_params.c */

/*
 * The converters. Each starts the Runtime function that calls it, in
 * cudart's order: the first call's work (RT_RETURN_IF_NOT_READY), the
 * current context, made current when none is (RT_RETURN_IF_NO_CONTEXT:
 * kernels are resolved and arrays read in it), then the parameters made
 * the Driver's; the function then makes its Driver call with them. Each
 * returns cudaSuccess or the error, recorded.
 */

/* cudaKernelNodeParams (func: a host stub or a cudaKernel_t) ->
 * CUDA_KERNEL_NODE_PARAMS_v2 with the CUkernel in .kern (resolved through
 * the registry, register.c) and the current context in .ctx
 * (cudaErrorInvalidValue for NULL). */
CUFW_HIDDEN cudaError_t cufw__rt_graph_node_kernel(const struct cudaKernelNodeParams *p,
                                                 CUDA_KERNEL_NODE_PARAMS_v2 *c);
/* and back (no check, no error): the kernel as the host stub the program
 * registered it under, when it is one (cudaGraphKernelNodeGetParams). */
CUFW_HIDDEN void cufw__rt_graph_node_kernel_back(const CUDA_KERNEL_NODE_PARAMS_v2 *c,
                                                 struct cudaKernelNodeParams *p);

/* The four forms of a memcpy node, as one CUDA_MEMCPY3D: a
 * cudaMemcpy3DParms (the arrays family's converter, array.h); count bytes
 * from src to dst; count bytes to or from a __device__/__constant__
 * variable at offset (its address, register.c), checked in
 * cudaMemcpyToSymbol's order: kind, symbol, size. */
CUFW_HIDDEN cudaError_t cufw__rt_graph_node_copy_3d(const struct cudaMemcpy3DParms *p,
                                                  CUDA_MEMCPY3D *c);
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
 * the nodes that work in a context get the current one
 * (cudaErrorInvalidValue for NULL or an unknown kind). */
CUFW_HIDDEN cudaError_t cufw__rt_graph_node_params(const struct cudaGraphNodeParams *p,
                                                 CUgraphNodeParams *c);

#if CUDART_VERSION >= 13020
/* CUgraphNodeParams -> cudaGraphNodeParams (13.2 and later, whose
 * structures name a kernel's kind): a kernel as the host stub it was
 * registered under, a copy's CUDA_MEMCPY3D as a cudaMemcpy3DParms, the
 * others as they are, a node's CUcontext as its execution context;
 * cudaErrorNotSupported (recorded) for a kind compat does not take. */
CUFW_HIDDEN cudaError_t cufw__rt_graph_node_from_driver(const CUgraphNodeParams *c,
                                                      struct cudaGraphNodeParams *p);
#endif

/* The kinds whose structure is the Driver's (memset, host, external
 * semaphores, graph memory) need no converter: the structure goes to the
 * driver as it is. This is their start: the same two steps, then p checked
 * (cudaErrorInvalidValue for NULL). */
CUFW_HIDDEN cudaError_t cufw__rt_graph_node_as_is(const void *p);

#endif
