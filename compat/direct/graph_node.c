/* SPDX-License-Identifier: MIT */
/*
 * compat/direct/graph_node.c -- the nodes of CUDA graphs, kind by kind:
 * adding them, reading and changing their parameters, and the generic node
 * API (cudaGraphAddNode, cudaGraphNodeSetParams) that takes any kind.
 *
 * IMPLEMENTATION NOTES
 * Each kind's parameters are converted by one converter (graph_params.c),
 * which the kind's functions here, its cudaGraphExec*SetParams
 * (graph_exec.c) and the generic API share (graph.h). The nodes that work
 * in a context (memcpy, memset, kernel, conditional) get the current one:
 * the current device's primary context, made current on the way in, or
 * one the program made current itself.
 *
 * The functions of the kinds differ only in the Driver call they make, so
 * each operation is one helper that chooses the call by the kind: adding
 * a node (add_params), reading (get_params) and changing (set_params) its
 * parameters. A Runtime function is the kind's converter or check, which
 * starts it (graph.h), and a call of the helper; the comment above it names
 * its Driver call.
 */
#include "graph.h"

#include <string.h>

/* ------------------------------------------------------------ the helpers, kind by kind */

/* What the helpers choose the Driver call by: the generic API, the kinds
 * converted, the kinds whose structure is the Driver's (graph.h). */
enum kind { ANY, KERNEL, MEMCPY, MEMSET, HOST, SEM_SIGNAL, SEM_WAIT, MEM_ALLOC };

/* A node added, once its kind's converter or check (graph.h), which
 * starts the function, has made c ready for the driver -- or else its
 * error:
 * cuGraphAddKernelNode_v2, cuGraphAddMemcpyNode and
 * cuGraphAddMemsetNode (in the current context), cuGraphAddHostNode,
 * cuGraphAddExternalSemaphoresSignalNode,
 * cuGraphAddExternalSemaphoresWaitNode. */
static cudaError_t add_params(enum kind kind, cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                              const cudaGraphNode_t *pDependencies, size_t numDependencies,
                              cudaError_t ready, const void *c)
{
    CUgraphNode *n = (CUgraphNode *)pGraphNode;
    CUgraph g = (CUgraph)graph;
    const CUgraphNode *deps = (const CUgraphNode *)pDependencies;
    size_t k = numDependencies;

    if (ready != cudaSuccess)
        return ready;
    switch (kind) {
    case KERNEL:
        RT_RETURN_DRIVER(cuGraphAddKernelNode, n, g, deps, k,
                         (const CUDA_KERNEL_NODE_PARAMS_v2 *)c);
    case MEMCPY:
        RT_RETURN_DRIVER(cuGraphAddMemcpyNode, n, g, deps, k, (const CUDA_MEMCPY3D *)c,
                         cufw__rt_graph_context());
    case MEMSET:
        RT_RETURN_DRIVER(cuGraphAddMemsetNode, n, g, deps, k, (const CUDA_MEMSET_NODE_PARAMS *)c,
                         cufw__rt_graph_context());
    case HOST:
        RT_RETURN_DRIVER(cuGraphAddHostNode, n, g, deps, k, (const CUDA_HOST_NODE_PARAMS *)c);
    case SEM_SIGNAL:
        RT_RETURN_DRIVER(cuGraphAddExternalSemaphoresSignalNode, n, g, deps, k,
                         (const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *)c);
    default: /* SEM_WAIT */
        RT_RETURN_DRIVER(cuGraphAddExternalSemaphoresWaitNode, n, g, deps, k,
                         (const CUDA_EXT_SEM_WAIT_NODE_PARAMS *)c);
    }
}

/* A node's parameters changed the same way: cuGraphNodeSetParams (ANY),
 * cuGraphKernelNodeSetParams_v2, cuGraphMemcpyNodeSetParams,
 * cuGraphMemsetNodeSetParams, cuGraphHostNodeSetParams,
 * cuGraphExternalSemaphoresSignalNodeSetParams,
 * cuGraphExternalSemaphoresWaitNodeSetParams. */
static cudaError_t set_params(enum kind kind, cudaGraphNode_t node, cudaError_t ready,
                              const void *c)
{
    CUgraphNode n = (CUgraphNode)node;

    if (ready != cudaSuccess)
        return ready;
    switch (kind) {
    case KERNEL:
        RT_RETURN_DRIVER(cuGraphKernelNodeSetParams, n, (const CUDA_KERNEL_NODE_PARAMS_v2 *)c);
    case MEMCPY:
        RT_RETURN_DRIVER(cuGraphMemcpyNodeSetParams, n, (const CUDA_MEMCPY3D *)c);
    case MEMSET:
        RT_RETURN_DRIVER(cuGraphMemsetNodeSetParams, n, (const CUDA_MEMSET_NODE_PARAMS *)c);
    case HOST:
        RT_RETURN_DRIVER(cuGraphHostNodeSetParams, n, (const CUDA_HOST_NODE_PARAMS *)c);
    case SEM_SIGNAL:
        RT_RETURN_DRIVER(cuGraphExternalSemaphoresSignalNodeSetParams, n,
                         (const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *)c);
    case SEM_WAIT:
        RT_RETURN_DRIVER(cuGraphExternalSemaphoresWaitNodeSetParams, n,
                         (const CUDA_EXT_SEM_WAIT_NODE_PARAMS *)c);
    default: /* ANY: the driver's parameter is not const, it only reads it */
        RT_RETURN_DRIVER(cuGraphNodeSetParams, n, (CUgraphNodeParams *)(uintptr_t)c);
    }
}

/* A node's parameters read back, every kind checked in cudart's order for
 * a getter -- ready, NULL (cudaErrorInvalidValue), the context: the
 * converted kinds converted back (cuGraphKernelNodeGetParams_v2, the
 * kernel as its host stub; cuGraphMemcpyNodeGetParams, bytes back to
 * elements), the others written as they are (cuGraphMemsetNodeGetParams,
 * cuGraphHostNodeGetParams, cuGraphExternalSemaphoresSignalNodeGetParams,
 * cuGraphExternalSemaphoresWaitNodeGetParams, cuGraphMemAllocNodeGetParams). */
static cudaError_t get_params(enum kind kind, cudaGraphNode_t node, void *p)
{
    CUgraphNode n = (CUgraphNode)node;
    CUDA_KERNEL_NODE_PARAMS_v2 k;
    CUDA_MEMCPY3D c;

    RT_RETURN_IF_NOT_STARTED(p);
    switch (kind) {
    case KERNEL:
        memset(&k, 0, sizeof k);
        RT_RETURN_IF_DRIVER_FAILS(cuGraphKernelNodeGetParams, n, &k);
        cufw__rt_graph_node_kernel_back(&k, p);
        return cudaSuccess;
    case MEMCPY:
        memset(&c, 0, sizeof c);
        RT_RETURN_IF_DRIVER_FAILS(cuGraphMemcpyNodeGetParams, n, &c);
        return cufw__rt_array_copy_from_driver(&c, p);
    case MEMSET:
        RT_RETURN_DRIVER(cuGraphMemsetNodeGetParams, n, (CUDA_MEMSET_NODE_PARAMS *)p);
    case HOST:
        RT_RETURN_DRIVER(cuGraphHostNodeGetParams, n, (CUDA_HOST_NODE_PARAMS *)p);
    case SEM_SIGNAL:
        RT_RETURN_DRIVER(cuGraphExternalSemaphoresSignalNodeGetParams, n,
                         (CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *)p);
    case SEM_WAIT:
        RT_RETURN_DRIVER(cuGraphExternalSemaphoresWaitNodeGetParams, n,
                         (CUDA_EXT_SEM_WAIT_NODE_PARAMS *)p);
    default: /* MEM_ALLOC */
        RT_RETURN_DRIVER(cuGraphMemAllocNodeGetParams, n, (CUDA_MEM_ALLOC_NODE_PARAMS *)p);
    }
}

/* ------------------------------------------------------------ the generic node API */

/* cuGraphAddNode_v2; the driver's answers (an allocation's address, a
 * conditional node's body graphs) written back to nodeParams:
 * cudaGraphAddNode of 13.0, _v2 of 12.x */
static CUFW_ALWAYS_INLINE cudaError_t add_node(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                            const cudaGraphNode_t *pDependencies,
                            const cudaGraphEdgeData *dependencyData, size_t numDependencies,
                            struct cudaGraphNodeParams *nodeParams)
{
    CUgraphNodeParams c;
    cudaError_t e;
    CUresult r;

    if ((e = cufw__rt_graph_node_params(nodeParams, &c)) != cudaSuccess)
        return e;
    r = RT_DRIVER(cuGraphAddNode, (CUgraphNode *)pGraphNode, (CUgraph)graph,
                  (const CUgraphNode *)pDependencies, (const CUgraphEdgeData *)dependencyData,
                  numDependencies, &c);
    if (r == CUDA_SUCCESS && nodeParams->type == cudaGraphNodeTypeMemAlloc)
        nodeParams->alloc.dptr = (void *)(uintptr_t)c.alloc.dptr;
    if (r == CUDA_SUCCESS && nodeParams->type == cudaGraphNodeTypeConditional)
        nodeParams->conditional.phGraph_out = (cudaGraph_t *)c.conditional.phGraph_out;
    RT_RETURN_DRIVER_RESULT(r, cuGraphAddNode);
}

/* 12.x: the edge-data form is cudaGraphAddNode_v2 (below) */
#if CUDART_VERSION >= 13000
/* cuGraphAddNode_v2 */
cudaError_t RT_ENTRY(cudaGraphAddNode)(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                       const cudaGraphNode_t *pDependencies,
                                       const cudaGraphEdgeData *dependencyData,
                                       size_t numDependencies,
                                       struct cudaGraphNodeParams *nodeParams)
{
    return add_node(pGraphNode, graph, pDependencies, dependencyData, numDependencies,
                    nodeParams);
}
#else
/* cuGraphAddNode_v2 */
cudaError_t RT_ENTRY(cudaGraphAddNode_v2)(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                          const cudaGraphNode_t *pDependencies,
                                          const cudaGraphEdgeData *dependencyData,
                                          size_t numDependencies,
                                          struct cudaGraphNodeParams *nodeParams)
{
    return add_node(pGraphNode, graph, pDependencies, dependencyData, numDependencies,
                    nodeParams);
}

/* cuGraphAddNode_v2, without edge data */
cudaError_t RT_ENTRY(cudaGraphAddNode)(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                       const cudaGraphNode_t *pDependencies,
                                       size_t numDependencies,
                                       struct cudaGraphNodeParams *nodeParams)
{
    return add_node(pGraphNode, graph, pDependencies, NULL, numDependencies, nodeParams);
}
#endif

/* cuGraphNodeSetParams */
cudaError_t RT_ENTRY(cudaGraphNodeSetParams)(cudaGraphNode_t node,
                                             struct cudaGraphNodeParams *nodeParams)
{
    CUgraphNodeParams c;

    return set_params(ANY, node, cufw__rt_graph_node_params(nodeParams, &c), &c);
}

#if CUDART_VERSION >= 13020
/* cuGraphNodeGetParams, converted back (the kernel as its host stub) */
cudaError_t RT_ENTRY(cudaGraphNodeGetParams)(cudaGraphNode_t node,
                                             struct cudaGraphNodeParams *nodeParams)
{
    CUgraphNodeParams c;

    RT_RETURN_IF_NOT_STARTED(nodeParams);
    memset(&c, 0, sizeof c);
    RT_RETURN_IF_DRIVER_FAILS(cuGraphNodeGetParams, (CUgraphNode)node, &c);
    return cufw__rt_graph_node_from_driver(&c, nodeParams);
}
#endif

/* ------------------------------------------------------------ kernel nodes */

/* cuGraphAddKernelNode_v2 (the CUkernel of the stub: cuLibraryGetKernel
 * on first use) */
cudaError_t RT_ENTRY(cudaGraphAddKernelNode)(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                             const cudaGraphNode_t *pDependencies,
                                             size_t numDependencies,
                                             const struct cudaKernelNodeParams *pNodeParams)
{
    CUDA_KERNEL_NODE_PARAMS_v2 c;

    return add_params(KERNEL, pGraphNode, graph, pDependencies, numDependencies,
                      cufw__rt_graph_node_kernel(pNodeParams, &c), &c);
}

/* cuGraphKernelNodeGetParams_v2; the kernel back as its host stub
 * (cuKernelGetFunction to recognise a CUfunction) */
cudaError_t RT_ENTRY(cudaGraphKernelNodeGetParams)(cudaGraphNode_t node,
                                                   struct cudaKernelNodeParams *pNodeParams)
{
    return get_params(KERNEL, node, pNodeParams);
}

/* cuGraphKernelNodeSetParams_v2 */
cudaError_t RT_ENTRY(cudaGraphKernelNodeSetParams)(cudaGraphNode_t node,
                                                   const struct cudaKernelNodeParams *pNodeParams)
{
    CUDA_KERNEL_NODE_PARAMS_v2 c;

    return set_params(KERNEL, node, cufw__rt_graph_node_kernel(pNodeParams, &c), &c);
}

/* cuGraphKernelNodeCopyAttributes */
cudaError_t RT_ENTRY(cudaGraphKernelNodeCopyAttributes)(cudaGraphNode_t hDst, cudaGraphNode_t hSrc)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGraphKernelNodeCopyAttributes, (CUgraphNode)hDst, (CUgraphNode)hSrc);
}

/* A kernel node's launch attribute read into value_out, or (set) changed
 * to value: cuGraphKernelNodeGetAttribute, cuGraphKernelNodeSetAttribute
 * (the attribute ids and value unions are the driver's) */
static cudaError_t kernel_attribute(int set, cudaGraphNode_t hNode, cudaKernelNodeAttrID attr,
                                    cudaKernelNodeAttrValue *value_out,
                                    const cudaKernelNodeAttrValue *value)
{
    CUgraphNode n = (CUgraphNode)hNode;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    if (set)
        RT_RETURN_DRIVER(cuGraphKernelNodeSetAttribute, n, (CUkernelNodeAttrID)attr,
                         (const CUkernelNodeAttrValue *)(const void *)value);
    RT_RETURN_DRIVER(cuGraphKernelNodeGetAttribute, n, (CUkernelNodeAttrID)attr,
                     (CUkernelNodeAttrValue *)(void *)value_out);
}

/* cuGraphKernelNodeGetAttribute */
cudaError_t RT_ENTRY(cudaGraphKernelNodeGetAttribute)(cudaGraphNode_t hNode,
                                                      cudaKernelNodeAttrID attr,
                                                      cudaKernelNodeAttrValue *value_out)
{
    return kernel_attribute(0, hNode, attr, value_out, NULL);
}

/* cuGraphKernelNodeSetAttribute */
cudaError_t RT_ENTRY(cudaGraphKernelNodeSetAttribute)(cudaGraphNode_t hNode,
                                                      cudaKernelNodeAttrID attr,
                                                      const cudaKernelNodeAttrValue *value)
{
    return kernel_attribute(1, hNode, attr, NULL, value);
}

/* ------------------------------------------------------------ memcpy nodes */

/* cuGraphAddMemcpyNode (cuArray3DGetDescriptor_v2 for an array's element
 * size) */
cudaError_t RT_ENTRY(cudaGraphAddMemcpyNode)(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                             const cudaGraphNode_t *pDependencies,
                                             size_t numDependencies,
                                             const struct cudaMemcpy3DParms *pCopyParams)
{
    CUDA_MEMCPY3D c;

    return add_params(MEMCPY, pGraphNode, graph, pDependencies, numDependencies,
                      cufw__rt_graph_node_copy_3d(pCopyParams, &c), &c);
}

/* cuGraphAddMemcpyNode */
cudaError_t RT_ENTRY(cudaGraphAddMemcpyNode1D)(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                               const cudaGraphNode_t *pDependencies,
                                               size_t numDependencies, void *dst, const void *src,
                                               size_t count, enum cudaMemcpyKind kind)
{
    CUDA_MEMCPY3D c;

    return add_params(MEMCPY, pGraphNode, graph, pDependencies, numDependencies,
                      cufw__rt_graph_node_copy_1d(dst, src, count, kind, &c), &c);
}

/* cuLibraryGetGlobal (the symbol's address), cuGraphAddMemcpyNode */
cudaError_t RT_ENTRY(cudaGraphAddMemcpyNodeToSymbol)(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                                     const cudaGraphNode_t *pDependencies,
                                                     size_t numDependencies, const void *symbol,
                                                     const void *src, size_t count, size_t offset,
                                                     enum cudaMemcpyKind kind)
{
    CUDA_MEMCPY3D c;

    return add_params(MEMCPY, pGraphNode, graph, pDependencies, numDependencies,
                      cufw__rt_graph_node_copy_to_symbol(symbol, src, count, offset, kind, &c), &c);
}

/* cuLibraryGetGlobal, cuGraphAddMemcpyNode */
cudaError_t RT_ENTRY(cudaGraphAddMemcpyNodeFromSymbol)(cudaGraphNode_t *pGraphNode,
                                                       cudaGraph_t graph,
                                                       const cudaGraphNode_t *pDependencies,
                                                       size_t numDependencies, void *dst,
                                                       const void *symbol, size_t count,
                                                       size_t offset, enum cudaMemcpyKind kind)
{
    CUDA_MEMCPY3D c;

    return add_params(MEMCPY, pGraphNode, graph, pDependencies, numDependencies,
                      cufw__rt_graph_node_copy_from_symbol(dst, symbol, count, offset, kind, &c),
                      &c);
}

/* cuGraphMemcpyNodeGetParams (cuArray3DGetDescriptor_v2 for an array's
 * element size) */
cudaError_t RT_ENTRY(cudaGraphMemcpyNodeGetParams)(cudaGraphNode_t node,
                                                   struct cudaMemcpy3DParms *pNodeParams)
{
    return get_params(MEMCPY, node, pNodeParams);
}

/* cuGraphMemcpyNodeSetParams (cuArray3DGetDescriptor_v2 for an array's
 * element size) */
cudaError_t RT_ENTRY(cudaGraphMemcpyNodeSetParams)(cudaGraphNode_t node,
                                                   const struct cudaMemcpy3DParms *pNodeParams)
{
    CUDA_MEMCPY3D c;

    return set_params(MEMCPY, node, cufw__rt_graph_node_copy_3d(pNodeParams, &c), &c);
}

/* cuGraphMemcpyNodeSetParams */
cudaError_t RT_ENTRY(cudaGraphMemcpyNodeSetParams1D)(cudaGraphNode_t node, void *dst,
                                                     const void *src, size_t count,
                                                     enum cudaMemcpyKind kind)
{
    CUDA_MEMCPY3D c;

    return set_params(MEMCPY, node, cufw__rt_graph_node_copy_1d(dst, src, count, kind, &c), &c);
}

/* cuLibraryGetGlobal, cuGraphMemcpyNodeSetParams */
cudaError_t RT_ENTRY(cudaGraphMemcpyNodeSetParamsToSymbol)(cudaGraphNode_t node, const void *symbol,
                                                           const void *src, size_t count,
                                                           size_t offset, enum cudaMemcpyKind kind)
{
    CUDA_MEMCPY3D c;

    return set_params(MEMCPY, node,
                      cufw__rt_graph_node_copy_to_symbol(symbol, src, count, offset, kind, &c), &c);
}

/* cuLibraryGetGlobal, cuGraphMemcpyNodeSetParams */
cudaError_t RT_ENTRY(cudaGraphMemcpyNodeSetParamsFromSymbol)(cudaGraphNode_t node, void *dst,
                                                             const void *symbol, size_t count,
                                                             size_t offset,
                                                             enum cudaMemcpyKind kind)
{
    CUDA_MEMCPY3D c;

    return set_params(MEMCPY, node,
                      cufw__rt_graph_node_copy_from_symbol(dst, symbol, count, offset, kind, &c),
                      &c);
}

/* ------------------------------------------------------------ memset and host nodes */

/* cuGraphAddMemsetNode (cudaMemsetParams is CUDA_MEMSET_NODE_PARAMS) */
cudaError_t RT_ENTRY(cudaGraphAddMemsetNode)(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                             const cudaGraphNode_t *pDependencies,
                                             size_t numDependencies,
                                             const struct cudaMemsetParams *pMemsetParams)
{
    return add_params(MEMSET, pGraphNode, graph, pDependencies, numDependencies,
                      cufw__rt_graph_node_as_is(pMemsetParams), pMemsetParams);
}

/* cuGraphMemsetNodeGetParams */
cudaError_t RT_ENTRY(cudaGraphMemsetNodeGetParams)(cudaGraphNode_t node,
                                                   struct cudaMemsetParams *pNodeParams)
{
    return get_params(MEMSET, node, pNodeParams);
}

/* cuGraphMemsetNodeSetParams */
cudaError_t RT_ENTRY(cudaGraphMemsetNodeSetParams)(cudaGraphNode_t node,
                                                   const struct cudaMemsetParams *pNodeParams)
{
    return set_params(MEMSET, node, cufw__rt_graph_node_as_is(pNodeParams), pNodeParams);
}

/* cuGraphAddHostNode (cudaHostNodeParams is CUDA_HOST_NODE_PARAMS) */
cudaError_t RT_ENTRY(cudaGraphAddHostNode)(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                           const cudaGraphNode_t *pDependencies,
                                           size_t numDependencies,
                                           const struct cudaHostNodeParams *pNodeParams)
{
    return add_params(HOST, pGraphNode, graph, pDependencies, numDependencies,
                      cufw__rt_graph_node_as_is(pNodeParams), pNodeParams);
}

/* cuGraphHostNodeGetParams */
cudaError_t RT_ENTRY(cudaGraphHostNodeGetParams)(cudaGraphNode_t node,
                                                 struct cudaHostNodeParams *pNodeParams)
{
    return get_params(HOST, node, pNodeParams);
}

/* cuGraphHostNodeSetParams */
cudaError_t RT_ENTRY(cudaGraphHostNodeSetParams)(cudaGraphNode_t node,
                                                 const struct cudaHostNodeParams *pNodeParams)
{
    return set_params(HOST, node, cufw__rt_graph_node_as_is(pNodeParams), pNodeParams);
}

/* ------------------------------------------------------------ child graph, empty, event nodes */

/* cuGraphAddChildGraphNode */
cudaError_t RT_ENTRY(cudaGraphAddChildGraphNode)(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                                 const cudaGraphNode_t *pDependencies,
                                                 size_t numDependencies, cudaGraph_t childGraph)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGraphAddChildGraphNode, (CUgraphNode *)pGraphNode, (CUgraph)graph,
                     (const CUgraphNode *)pDependencies, numDependencies, (CUgraph)childGraph);
}

/* cuGraphChildGraphNodeGetGraph */
cudaError_t RT_ENTRY(cudaGraphChildGraphNodeGetGraph)(cudaGraphNode_t node, cudaGraph_t *pGraph)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGraphChildGraphNodeGetGraph, (CUgraphNode)node, (CUgraph *)pGraph);
}

/* cuGraphAddEmptyNode */
cudaError_t RT_ENTRY(cudaGraphAddEmptyNode)(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                            const cudaGraphNode_t *pDependencies,
                                            size_t numDependencies)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGraphAddEmptyNode, (CUgraphNode *)pGraphNode, (CUgraph)graph,
                     (const CUgraphNode *)pDependencies, numDependencies);
}

/* An event node added: cuGraphAddEventRecordNode, or for wait
 * cuGraphAddEventWaitNode */
static cudaError_t add_event(int wait, cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                             const cudaGraphNode_t *pDependencies, size_t numDependencies,
                             cudaEvent_t event)
{
    CUgraphNode *n = (CUgraphNode *)pGraphNode;
    const CUgraphNode *deps = (const CUgraphNode *)pDependencies;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    if (wait)
        RT_RETURN_DRIVER(cuGraphAddEventWaitNode, n, (CUgraph)graph, deps, numDependencies,
                         (CUevent)event);
    RT_RETURN_DRIVER(cuGraphAddEventRecordNode, n, (CUgraph)graph, deps, numDependencies,
                     (CUevent)event);
}

/* An event node's event read into *event, or (set) changed to it:
 * cuGraphEventRecordNodeGetEvent, cuGraphEventRecordNodeSetEvent, or for
 * wait cuGraphEventWaitNodeGetEvent, cuGraphEventWaitNodeSetEvent */
static cudaError_t node_event(int wait, int set, cudaGraphNode_t node, cudaEvent_t *event)
{
    CUgraphNode n = (CUgraphNode)node;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    if (wait && set)
        RT_RETURN_DRIVER(cuGraphEventWaitNodeSetEvent, n, (CUevent)*event);
    if (wait)
        RT_RETURN_DRIVER(cuGraphEventWaitNodeGetEvent, n, (CUevent *)event);
    if (set)
        RT_RETURN_DRIVER(cuGraphEventRecordNodeSetEvent, n, (CUevent)*event);
    RT_RETURN_DRIVER(cuGraphEventRecordNodeGetEvent, n, (CUevent *)event);
}

/* cuGraphAddEventRecordNode */
cudaError_t RT_ENTRY(cudaGraphAddEventRecordNode)(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                                  const cudaGraphNode_t *pDependencies,
                                                  size_t numDependencies, cudaEvent_t event)
{
    return add_event(0, pGraphNode, graph, pDependencies, numDependencies, event);
}

/* cuGraphEventRecordNodeGetEvent */
cudaError_t RT_ENTRY(cudaGraphEventRecordNodeGetEvent)(cudaGraphNode_t node, cudaEvent_t *event_out)
{
    return node_event(0, 0, node, event_out);
}

/* cuGraphEventRecordNodeSetEvent */
cudaError_t RT_ENTRY(cudaGraphEventRecordNodeSetEvent)(cudaGraphNode_t node, cudaEvent_t event)
{
    return node_event(0, 1, node, &event);
}

/* cuGraphAddEventWaitNode */
cudaError_t RT_ENTRY(cudaGraphAddEventWaitNode)(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                                const cudaGraphNode_t *pDependencies,
                                                size_t numDependencies, cudaEvent_t event)
{
    return add_event(1, pGraphNode, graph, pDependencies, numDependencies, event);
}

/* cuGraphEventWaitNodeGetEvent */
cudaError_t RT_ENTRY(cudaGraphEventWaitNodeGetEvent)(cudaGraphNode_t node, cudaEvent_t *event_out)
{
    return node_event(1, 0, node, event_out);
}

/* cuGraphEventWaitNodeSetEvent */
cudaError_t RT_ENTRY(cudaGraphEventWaitNodeSetEvent)(cudaGraphNode_t node, cudaEvent_t event)
{
    return node_event(1, 1, node, &event);
}

/* ------------------------------------------------------------ external semaphore nodes */

/* cuGraphAddExternalSemaphoresSignalNode (the node parameters are the
 * Driver's, CUDA_EXT_SEM_SIGNAL_NODE_PARAMS) */
cudaError_t RT_ENTRY(cudaGraphAddExternalSemaphoresSignalNode)(
    cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies,
    size_t numDependencies, const struct cudaExternalSemaphoreSignalNodeParams *nodeParams)
{
    return add_params(SEM_SIGNAL, pGraphNode, graph, pDependencies, numDependencies,
                      cufw__rt_graph_node_as_is(nodeParams), nodeParams);
}

/* cuGraphExternalSemaphoresSignalNodeGetParams */
cudaError_t RT_ENTRY(cudaGraphExternalSemaphoresSignalNodeGetParams)(
    cudaGraphNode_t hNode, struct cudaExternalSemaphoreSignalNodeParams *params_out)
{
    return get_params(SEM_SIGNAL, hNode, params_out);
}

/* cuGraphExternalSemaphoresSignalNodeSetParams */
cudaError_t RT_ENTRY(cudaGraphExternalSemaphoresSignalNodeSetParams)(
    cudaGraphNode_t hNode, const struct cudaExternalSemaphoreSignalNodeParams *nodeParams)
{
    return set_params(SEM_SIGNAL, hNode, cufw__rt_graph_node_as_is(nodeParams), nodeParams);
}

/* cuGraphAddExternalSemaphoresWaitNode (CUDA_EXT_SEM_WAIT_NODE_PARAMS) */
cudaError_t RT_ENTRY(cudaGraphAddExternalSemaphoresWaitNode)(
    cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies,
    size_t numDependencies, const struct cudaExternalSemaphoreWaitNodeParams *nodeParams)
{
    return add_params(SEM_WAIT, pGraphNode, graph, pDependencies, numDependencies,
                      cufw__rt_graph_node_as_is(nodeParams), nodeParams);
}

/* cuGraphExternalSemaphoresWaitNodeGetParams */
cudaError_t RT_ENTRY(cudaGraphExternalSemaphoresWaitNodeGetParams)(
    cudaGraphNode_t hNode, struct cudaExternalSemaphoreWaitNodeParams *params_out)
{
    return get_params(SEM_WAIT, hNode, params_out);
}

/* cuGraphExternalSemaphoresWaitNodeSetParams */
cudaError_t RT_ENTRY(cudaGraphExternalSemaphoresWaitNodeSetParams)(
    cudaGraphNode_t hNode, const struct cudaExternalSemaphoreWaitNodeParams *nodeParams)
{
    return set_params(SEM_WAIT, hNode, cufw__rt_graph_node_as_is(nodeParams), nodeParams);
}

/* ------------------------------------------------------------ graph memory nodes */

/* cuGraphAddMemAllocNode (cudaMemAllocNodeParams is
 * CUDA_MEM_ALLOC_NODE_PARAMS: the driver writes the allocation's address
 * to nodeParams->dptr) */
cudaError_t RT_ENTRY(cudaGraphAddMemAllocNode)(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                               const cudaGraphNode_t *pDependencies,
                                               size_t numDependencies,
                                               struct cudaMemAllocNodeParams *nodeParams)
{
    RT_RETURN_IF_NOT_STARTED(nodeParams);
    RT_RETURN_DRIVER(cuGraphAddMemAllocNode, (CUgraphNode *)pGraphNode, (CUgraph)graph,
                     (const CUgraphNode *)pDependencies, numDependencies,
                     (CUDA_MEM_ALLOC_NODE_PARAMS *)(void *)nodeParams);
}

/* cuGraphMemAllocNodeGetParams */
cudaError_t RT_ENTRY(cudaGraphMemAllocNodeGetParams)(cudaGraphNode_t node,
                                                     struct cudaMemAllocNodeParams *params_out)
{
    return get_params(MEM_ALLOC, node, params_out);
}

/* cuGraphAddMemFreeNode */
cudaError_t RT_ENTRY(cudaGraphAddMemFreeNode)(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                              const cudaGraphNode_t *pDependencies,
                                              size_t numDependencies, void *dptr)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGraphAddMemFreeNode, (CUgraphNode *)pGraphNode, (CUgraph)graph,
                     (const CUgraphNode *)pDependencies, numDependencies,
                     (CUdeviceptr)(uintptr_t)dptr);
}

/* cuGraphMemFreeNodeGetParams */
cudaError_t RT_ENTRY(cudaGraphMemFreeNodeGetParams)(cudaGraphNode_t node, void *dptr_out)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGraphMemFreeNodeGetParams, (CUgraphNode)node, (CUdeviceptr *)dptr_out);
}

/* the exported names of the definitions above (inner.h) */
RT_EXPORTS(graph_node);
