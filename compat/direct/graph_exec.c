/* SPDX-License-Identifier: MIT */
/*
 * compat/direct/graph_exec.c -- executable graphs: instantiating,
 * uploading, launching and destroying them, updating them from a graph of
 * the same shape, enabling their nodes, and changing a node's parameters
 * in one (cudaGraphExec*SetParams, kind by kind and generic).
 *
 * A cudaGraphExec_t is the driver's CUgraphExec, kept by no table. Each
 * function is one Driver call (cufw/call.h); a node's new parameters are
 * converted by its kind's converter, the one the graph's own setters use
 * (graph.h), and the kinds that work in a context get the current one.
 * The setters of the kinds differ only in that call: set_params chooses it
 * by the kind, set_event for the event nodes. The _ptsz forms take the
 * null stream for the thread's default stream.
 */
#include "graph.h"

#include <string.h>

/* ------------------------------------------------------------ executable graphs */

/* cuGraphInstantiateWithFlags (CUDA 13's cudaGraphInstantiate takes flags) */
cudaError_t RT_ENTRY(cudaGraphInstantiate)(cudaGraphExec_t *pGraphExec, cudaGraph_t graph,
                                           unsigned long long flags)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGraphInstantiateWithFlags, (CUgraphExec *)pGraphExec, (CUgraph)graph, flags);
}

/* cuGraphInstantiateWithFlags */
cudaError_t RT_ENTRY(cudaGraphInstantiateWithFlags)(cudaGraphExec_t *pGraphExec, cudaGraph_t graph,
                                                    unsigned long long flags)
{
    return RT_ENTRY(cudaGraphInstantiate)(pGraphExec, graph, flags);
}

static cudaError_t instantiate_with_params(cudaGraphExec_t *pGraphExec, cudaGraph_t graph,
                                           cudaGraphInstantiateParams *p, CUstream upload)
{
    CUDA_GRAPH_INSTANTIATE_PARAMS c;
    CUresult r;

    RT_RETURN_IF_NOT_STARTED(p);
    memset(&c, 0, sizeof c);
    c.flags = p->flags;
    c.hUploadStream = upload;
    r = RT_DRIVER(cuGraphInstantiateWithParams, (CUgraphExec *)pGraphExec, (CUgraph)graph, &c);
    p->errNode_out = (cudaGraphNode_t)c.hErrNode_out;
    p->result_out = (cudaGraphInstantiateResult)c.result_out;
    RT_RETURN_DRIVER_RESULT(r, cuGraphInstantiateWithParams);
}

/* cuGraphInstantiateWithParams */
cudaError_t RT_ENTRY(cudaGraphInstantiateWithParams)(cudaGraphExec_t *pGraphExec, cudaGraph_t graph,
                                                     cudaGraphInstantiateParams *instantiateParams)
{
    return instantiate_with_params(pGraphExec, graph, instantiateParams,
                                   instantiateParams != NULL
                                       ? cufw__rt_cu_stream(instantiateParams->uploadStream)
                                       : NULL);
}

cudaError_t RT_ENTRY(cudaGraphInstantiateWithParams_ptsz)(
    cudaGraphExec_t *pGraphExec, cudaGraph_t graph, cudaGraphInstantiateParams *instantiateParams)
{
    return instantiate_with_params(pGraphExec, graph, instantiateParams,
                                   instantiateParams != NULL
                                       ? cufw__rt_cu_stream_ptsz(instantiateParams->uploadStream)
                                       : NULL);
}

/* cuGraphExecGetFlags */
cudaError_t RT_ENTRY(cudaGraphExecGetFlags)(cudaGraphExec_t graphExec, unsigned long long *flags)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGraphExecGetFlags, (CUgraphExec)graphExec, (cuuint64_t *)flags);
}

/* An executable graph on a stream: its launch (cuGraphLaunch), or only
 * the upload of its layout that precedes the first launch (cuGraphUpload). */
static cudaError_t launch(cudaGraphExec_t graphExec, CUstream stream, int upload_only)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    if (upload_only)
        RT_RETURN_DRIVER(cuGraphUpload, (CUgraphExec)graphExec, stream);
    RT_RETURN_DRIVER(cuGraphLaunch, (CUgraphExec)graphExec, stream);
}

/* cuGraphUpload */
cudaError_t RT_ENTRY(cudaGraphUpload)(cudaGraphExec_t graphExec, cudaStream_t stream)
{
    return launch(graphExec, cufw__rt_cu_stream(stream), 1);
}

cudaError_t RT_ENTRY(cudaGraphUpload_ptsz)(cudaGraphExec_t graphExec, cudaStream_t stream)
{
    return launch(graphExec, cufw__rt_cu_stream_ptsz(stream), 1);
}

/* cuGraphLaunch */
cudaError_t RT_ENTRY(cudaGraphLaunch)(cudaGraphExec_t graphExec, cudaStream_t stream)
{
    return launch(graphExec, cufw__rt_cu_stream(stream), 0);
}

cudaError_t RT_ENTRY(cudaGraphLaunch_ptsz)(cudaGraphExec_t graphExec, cudaStream_t stream)
{
    return launch(graphExec, cufw__rt_cu_stream_ptsz(stream), 0);
}

/* cuGraphExecDestroy */
cudaError_t RT_ENTRY(cudaGraphExecDestroy)(cudaGraphExec_t graphExec)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGraphExecDestroy, (CUgraphExec)graphExec);
}

/* cuGraphExecUpdate_v2; the result info converted back (the result codes
 * are the driver's, numbered alike) */
cudaError_t RT_ENTRY(cudaGraphExecUpdate)(cudaGraphExec_t hGraphExec, cudaGraph_t hGraph,
                                          cudaGraphExecUpdateResultInfo *resultInfo)
{
    CUgraphExecUpdateResultInfo c;
    CUresult r;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    memset(&c, 0, sizeof c);
    r = RT_DRIVER(cuGraphExecUpdate, (CUgraphExec)hGraphExec, (CUgraph)hGraph,
                  resultInfo != NULL ? &c : NULL);
    if (resultInfo != NULL) {
        resultInfo->result = (enum cudaGraphExecUpdateResult)c.result;
        resultInfo->errorNode = (cudaGraphNode_t)c.errorNode;
        resultInfo->errorFromNode = (cudaGraphNode_t)c.errorFromNode;
    }
    RT_RETURN_DRIVER_RESULT(r, cuGraphExecUpdate);
}

/* cuGraphNodeSetEnabled */
cudaError_t RT_ENTRY(cudaGraphNodeSetEnabled)(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode,
                                              unsigned int isEnabled)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGraphNodeSetEnabled, (CUgraphExec)hGraphExec, (CUgraphNode)hNode, isEnabled);
}

/* cuGraphNodeGetEnabled */
cudaError_t RT_ENTRY(cudaGraphNodeGetEnabled)(cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode,
                                              unsigned int *isEnabled)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGraphNodeGetEnabled, (CUgraphExec)hGraphExec, (CUgraphNode)hNode, isEnabled);
}

/* ------------------------------------------------------------ node parameters */

/* What set_params chooses the Driver call by: the generic API, the kinds
 * converted, the kinds whose structure is the Driver's (graph.h). */
enum kind { ANY, KERNEL, MEMCPY, MEMSET, HOST, SEM_SIGNAL, SEM_WAIT };

/* A node's new parameters set in an executable graph, once its kind's
 * converter or check (graph.h), which starts the function, has made c
 * ready for the driver -- or else its error: cuGraphExecNodeSetParams
 * (ANY), cuGraphExecKernelNodeSetParams_v2, cuGraphExecMemcpyNodeSetParams
 * and cuGraphExecMemsetNodeSetParams (in the current context),
 * cuGraphExecHostNodeSetParams,
 * cuGraphExecExternalSemaphoresSignalNodeSetParams,
 * cuGraphExecExternalSemaphoresWaitNodeSetParams. */
static cudaError_t set_params(enum kind kind, cudaGraphExec_t graphExec, cudaGraphNode_t node,
                              cudaError_t ready, const void *c)
{
    CUgraphExec x = (CUgraphExec)graphExec;
    CUgraphNode n = (CUgraphNode)node;

    if (ready != cudaSuccess)
        return ready;
    switch (kind) {
    case KERNEL:
        RT_RETURN_DRIVER(cuGraphExecKernelNodeSetParams, x, n,
                         (const CUDA_KERNEL_NODE_PARAMS_v2 *)c);
    case MEMCPY:
        RT_RETURN_DRIVER(cuGraphExecMemcpyNodeSetParams, x, n, (const CUDA_MEMCPY3D *)c,
                         cufw__rt_graph_context());
    case MEMSET:
        RT_RETURN_DRIVER(cuGraphExecMemsetNodeSetParams, x, n, (const CUDA_MEMSET_NODE_PARAMS *)c,
                         cufw__rt_graph_context());
    case HOST:
        RT_RETURN_DRIVER(cuGraphExecHostNodeSetParams, x, n, (const CUDA_HOST_NODE_PARAMS *)c);
    case SEM_SIGNAL:
        RT_RETURN_DRIVER(cuGraphExecExternalSemaphoresSignalNodeSetParams, x, n,
                         (const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *)c);
    case SEM_WAIT:
        RT_RETURN_DRIVER(cuGraphExecExternalSemaphoresWaitNodeSetParams, x, n,
                         (const CUDA_EXT_SEM_WAIT_NODE_PARAMS *)c);
    default: /* ANY: the driver's parameter is not const, it only reads it */
        RT_RETURN_DRIVER(cuGraphExecNodeSetParams, x, n, (CUgraphNodeParams *)(uintptr_t)c);
    }
}

/* cuGraphExecNodeSetParams */
cudaError_t RT_ENTRY(cudaGraphExecNodeSetParams)(cudaGraphExec_t graphExec, cudaGraphNode_t node,
                                                 struct cudaGraphNodeParams *nodeParams)
{
    CUgraphNodeParams c;

    return set_params(ANY, graphExec, node, cufw__rt_graph_node_params(nodeParams, &c), &c);
}

/* cuGraphExecKernelNodeSetParams_v2 */
cudaError_t RT_ENTRY(cudaGraphExecKernelNodeSetParams)(
    cudaGraphExec_t hGraphExec, cudaGraphNode_t node,
    const struct cudaKernelNodeParams *pNodeParams)
{
    CUDA_KERNEL_NODE_PARAMS_v2 c;

    return set_params(KERNEL, hGraphExec, node, cufw__rt_graph_node_kernel(pNodeParams, &c), &c);
}

/* cuGraphExecMemcpyNodeSetParams (cuArray3DGetDescriptor_v2 for an
 * array's element size) */
cudaError_t RT_ENTRY(cudaGraphExecMemcpyNodeSetParams)(cudaGraphExec_t hGraphExec,
                                                       cudaGraphNode_t node,
                                                       const struct cudaMemcpy3DParms *pNodeParams)
{
    CUDA_MEMCPY3D c;

    return set_params(MEMCPY, hGraphExec, node, cufw__rt_graph_node_copy_3d(pNodeParams, &c), &c);
}

/* cuGraphExecMemcpyNodeSetParams */
cudaError_t RT_ENTRY(cudaGraphExecMemcpyNodeSetParams1D)(cudaGraphExec_t hGraphExec,
                                                         cudaGraphNode_t node, void *dst,
                                                         const void *src, size_t count,
                                                         enum cudaMemcpyKind kind)
{
    CUDA_MEMCPY3D c;

    return set_params(MEMCPY, hGraphExec, node,
                      cufw__rt_graph_node_copy_1d(dst, src, count, kind, &c), &c);
}

/* cuLibraryGetGlobal, cuGraphExecMemcpyNodeSetParams */
cudaError_t RT_ENTRY(cudaGraphExecMemcpyNodeSetParamsToSymbol)(cudaGraphExec_t hGraphExec,
                                                               cudaGraphNode_t node,
                                                               const void *symbol, const void *src,
                                                               size_t count, size_t offset,
                                                               enum cudaMemcpyKind kind)
{
    CUDA_MEMCPY3D c;

    return set_params(MEMCPY, hGraphExec, node,
                      cufw__rt_graph_node_copy_to_symbol(symbol, src, count, offset, kind, &c), &c);
}

/* cuLibraryGetGlobal, cuGraphExecMemcpyNodeSetParams */
cudaError_t RT_ENTRY(cudaGraphExecMemcpyNodeSetParamsFromSymbol)(cudaGraphExec_t hGraphExec,
                                                                 cudaGraphNode_t node, void *dst,
                                                                 const void *symbol, size_t count,
                                                                 size_t offset,
                                                                 enum cudaMemcpyKind kind)
{
    CUDA_MEMCPY3D c;

    return set_params(MEMCPY, hGraphExec, node,
                      cufw__rt_graph_node_copy_from_symbol(dst, symbol, count, offset, kind, &c),
                      &c);
}

/* cuGraphExecMemsetNodeSetParams (cudaMemsetParams is
 * CUDA_MEMSET_NODE_PARAMS) */
cudaError_t RT_ENTRY(cudaGraphExecMemsetNodeSetParams)(cudaGraphExec_t hGraphExec,
                                                       cudaGraphNode_t node,
                                                       const struct cudaMemsetParams *pNodeParams)
{
    return set_params(MEMSET, hGraphExec, node, cufw__rt_graph_node_as_is(pNodeParams),
                      pNodeParams);
}

/* cuGraphExecHostNodeSetParams (cudaHostNodeParams is
 * CUDA_HOST_NODE_PARAMS) */
cudaError_t RT_ENTRY(cudaGraphExecHostNodeSetParams)(cudaGraphExec_t hGraphExec,
                                                     cudaGraphNode_t node,
                                                     const struct cudaHostNodeParams *pNodeParams)
{
    return set_params(HOST, hGraphExec, node, cufw__rt_graph_node_as_is(pNodeParams), pNodeParams);
}

/* cuGraphExecExternalSemaphoresSignalNodeSetParams (the node parameters
 * are the Driver's) */
cudaError_t RT_ENTRY(cudaGraphExecExternalSemaphoresSignalNodeSetParams)(
    cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode,
    const struct cudaExternalSemaphoreSignalNodeParams *nodeParams)
{
    return set_params(SEM_SIGNAL, hGraphExec, hNode, cufw__rt_graph_node_as_is(nodeParams),
                      nodeParams);
}

/* cuGraphExecExternalSemaphoresWaitNodeSetParams */
cudaError_t RT_ENTRY(cudaGraphExecExternalSemaphoresWaitNodeSetParams)(
    cudaGraphExec_t hGraphExec, cudaGraphNode_t hNode,
    const struct cudaExternalSemaphoreWaitNodeParams *nodeParams)
{
    return set_params(SEM_WAIT, hGraphExec, hNode, cufw__rt_graph_node_as_is(nodeParams),
                      nodeParams);
}

/* cuGraphExecChildGraphNodeSetParams */
cudaError_t RT_ENTRY(cudaGraphExecChildGraphNodeSetParams)(cudaGraphExec_t hGraphExec,
                                                           cudaGraphNode_t node,
                                                           cudaGraph_t childGraph)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGraphExecChildGraphNodeSetParams, (CUgraphExec)hGraphExec, (CUgraphNode)node,
                     (CUgraph)childGraph);
}

/* The event of an event node in an executable graph: the event recorded
 * (cuGraphExecEventRecordNodeSetEvent) or, for wait, the one waited for
 * (cuGraphExecEventWaitNodeSetEvent) */
static cudaError_t set_event(int wait, cudaGraphExec_t graphExec, cudaGraphNode_t node,
                             cudaEvent_t event)
{
    CUgraphExec x = (CUgraphExec)graphExec;
    CUgraphNode n = (CUgraphNode)node;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    if (wait)
        RT_RETURN_DRIVER(cuGraphExecEventWaitNodeSetEvent, x, n, (CUevent)event);
    RT_RETURN_DRIVER(cuGraphExecEventRecordNodeSetEvent, x, n, (CUevent)event);
}

/* cuGraphExecEventRecordNodeSetEvent */
cudaError_t RT_ENTRY(cudaGraphExecEventRecordNodeSetEvent)(cudaGraphExec_t hGraphExec,
                                                           cudaGraphNode_t hNode, cudaEvent_t event)
{
    return set_event(0, hGraphExec, hNode, event);
}

/* cuGraphExecEventWaitNodeSetEvent */
cudaError_t RT_ENTRY(cudaGraphExecEventWaitNodeSetEvent)(cudaGraphExec_t hGraphExec,
                                                         cudaGraphNode_t hNode, cudaEvent_t event)
{
    return set_event(1, hGraphExec, hNode, event);
}

#if CUDART_VERSION >= 13010
/* cuGraphExecGetId */
cudaError_t RT_ENTRY(cudaGraphExecGetId)(cudaGraphExec_t hGraphExec, unsigned int *graphID)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGraphExecGetId, (CUgraphExec)hGraphExec, graphID);
}
#endif

/* the exported names of the definitions above (inner.h) */
RT_EXPORTS(graph_exec);
