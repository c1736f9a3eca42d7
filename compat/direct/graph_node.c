/* SPDX-License-Identifier: MIT */
/*
 * compat/direct/graph_node.c -- the nodes of CUDA graphs, kind by kind:
 * adding them, reading and changing their parameters, and the generic node
 * API (cudaGraphAddNode, cudaGraphNodeSetParams) that takes any kind.
 *
 * IMPLEMENTATION NOTES
 * Each kind's parameters are converted by one converter, which the kind's
 * functions here, its cudaGraphExec*SetParams (graph_exec.c) and the
 * generic API share (graph.h):
 *   - kernel nodes name the kernel by its nvcc host stub (or a
 *     cudaKernel_t): the stub is resolved to the driver's CUkernel through
 *     the registry (register.c) and passed as CUDA_KERNEL_NODE_PARAMS_v2
 *     .kern, with .func NULL and .ctx the current context; the getter maps
 *     the driver's CUkernel or CUfunction back to the host stub, as cudart
 *     hands back the func the program passed;
 *   - memcpy nodes take a cudaMemcpy3DParms, converted by the arrays
 *     family's converter, which cudaMemcpy3D uses too (array.h); 1D and
 *     symbol copies become the same CUDA_MEMCPY3D (a symbol is its device
 *     address, register.c);
 *   - the other kinds' structures are the Driver's field for field
 *     (graph.h asserts it): the caller's structure goes to the driver as
 *     it is, cast.
 * The nodes that work in a context (memcpy, memset, kernel, conditional)
 * get the current one: the current device's primary context, made current
 * on the way in, or one the program made current itself.
 */
#include "graph.h"

#include <string.h>

/* ------------------------------------------------------------ converters */

/* A cudaKernelNodeParams is the start of a CUDA_KERNEL_NODE_PARAMS_v2: the
 * function, the grid and block (a dim3 is three unsigned ints), the shared
 * memory and the arguments at the same places; the Driver's structure goes
 * on with the CUkernel and the context. */
RT_SAME_FIELD(struct cudaKernelNodeParams, CUDA_KERNEL_NODE_PARAMS_v2, func);
RT_SAME_FIELD(struct cudaKernelNodeParams, CUDA_KERNEL_NODE_PARAMS_v2, sharedMemBytes);
RT_SAME_FIELD(struct cudaKernelNodeParams, CUDA_KERNEL_NODE_PARAMS_v2, kernelParams);
RT_SAME_FIELD(struct cudaKernelNodeParams, CUDA_KERNEL_NODE_PARAMS_v2, extra);
_Static_assert(offsetof(struct cudaKernelNodeParams, gridDim) ==
                       offsetof(CUDA_KERNEL_NODE_PARAMS_v2, gridDimX) &&
                   offsetof(struct cudaKernelNodeParams, blockDim) ==
                       offsetof(CUDA_KERNEL_NODE_PARAMS_v2, blockDimX) &&
                   sizeof(dim3) == 3 * sizeof(unsigned) &&
                   sizeof(struct cudaKernelNodeParams) ==
                       offsetof(CUDA_KERNEL_NODE_PARAMS_v2, kern),
               "cudaKernelNodeParams is the start of CUDA_KERNEL_NODE_PARAMS_v2");

/* see graph.h */
cudaError_t cufw__rt_graph_node_kernel(const struct cudaKernelNodeParams *p,
                                       CUDA_KERNEL_NODE_PARAMS_v2 *c)
{
    cufw_kernel *k = NULL;
    cudaError_t e;

    RT_RETURN_IF(p == NULL, cudaErrorInvalidValue);
    e = cufw__rt_register_kernel(p->func, &k);
    if (e != cudaSuccess)
        return e;
    memset(c, 0, sizeof *c);
    memcpy(c, p, sizeof *p); /* the launch, as it is */
    c->func = NULL;
    c->kern = (CUkernel)cufw_kernel_raw(k);
    c->ctx = cufw__rt_graph_context();
    return cudaSuccess;
}

/* CUDA_KERNEL_NODE_PARAMS_v2 -> cudaKernelNodeParams: the kernel given back
 * as the host stub the program registered it under, when it is one. */
static void kernel_from_driver(const CUDA_KERNEL_NODE_PARAMS_v2 *c, struct cudaKernelNodeParams *p)
{
    const void *handle = c->kern != NULL ? (const void *)c->kern : (const void *)c->func;

    memcpy(p, c, sizeof *p);
    p->func = (void *)(uintptr_t)cufw__rt_register_host_stub(handle);
}

/* see graph.h */
cudaError_t cufw__rt_graph_node_copy_1d(void *dst, const void *src, size_t count,
                                        enum cudaMemcpyKind kind, CUDA_MEMCPY3D *c)
{
    struct cudaMemcpy3DParms p;

    memset(&p, 0, sizeof p);
    p.srcPtr.ptr = (void *)(uintptr_t)src;
    p.srcPtr.pitch = p.srcPtr.xsize = count;
    p.srcPtr.ysize = 1;
    p.dstPtr.ptr = dst;
    p.dstPtr.pitch = p.dstPtr.xsize = count;
    p.dstPtr.ysize = 1;
    p.extent.width = count;
    p.extent.height = 1;
    p.extent.depth = 1;
    p.kind = kind;
    return cufw__rt_array_copy_to_driver(&p, c);
}

/* The device address of count bytes at offset in a symbol, checked in
 * cudaMemcpyToSymbol's order: the kind (one of the two given, or
 * cudaMemcpyDefault), the symbol, the size. */
static cudaError_t symbol_range(const void *symbol, size_t count, size_t offset,
                                enum cudaMemcpyKind kind, enum cudaMemcpyKind allowed,
                                void **address)
{
    cufw_devptr base = 0;
    size_t size = 0;
    cudaError_t e;

    RT_RETURN_IF(kind != allowed && kind != cudaMemcpyDeviceToDevice && kind != cudaMemcpyDefault,
                 cudaErrorInvalidMemcpyDirection);
    e = cufw__rt_register_symbol(symbol, &base, &size);
    if (e != cudaSuccess)
        return e;
    RT_RETURN_IF(offset > size || count > size - offset, cudaErrorInvalidValue);
    *address = (void *)(uintptr_t)(base + offset);
    return cudaSuccess;
}

/* see graph.h; cudaMemcpyDefault leaves both sides unified, the symbol's
 * too, as cudart does: the node can then be set from cudaMemcpy3DParms
 * with cudaMemcpyDefault in an executable graph (H200, CUDA 13.0) */
cudaError_t cufw__rt_graph_node_copy_to_symbol(const void *symbol, const void *src, size_t count,
                                               size_t offset, enum cudaMemcpyKind kind,
                                               CUDA_MEMCPY3D *c)
{
    void *dst = NULL;
    cudaError_t e = symbol_range(symbol, count, offset, kind, cudaMemcpyHostToDevice, &dst);

    return e != cudaSuccess ? e : cufw__rt_graph_node_copy_1d(dst, src, count, kind, c);
}

/* see graph.h */
cudaError_t cufw__rt_graph_node_copy_from_symbol(void *dst, const void *symbol, size_t count,
                                                 size_t offset, enum cudaMemcpyKind kind,
                                                 CUDA_MEMCPY3D *c)
{
    void *src = NULL;
    cudaError_t e = symbol_range(symbol, count, offset, kind, cudaMemcpyDeviceToHost, &src);

    return e != cudaSuccess ? e : cufw__rt_graph_node_copy_1d(dst, src, count, kind, c);
}

/* see graph.h */
cudaError_t cufw__rt_graph_node_params(const struct cudaGraphNodeParams *p, CUgraphNodeParams *c)
{
    size_t n; /* the bytes of a kind whose structure is the Driver's */

    RT_RETURN_IF(p == NULL, cudaErrorInvalidValue);
    memset(c, 0, sizeof *c);
    c->type = (CUgraphNodeType)p->type;
    memcpy(c->reserved0, p->reserved0, sizeof c->reserved0);
    c->reserved2 = p->reserved2;
    switch (p->type) {
    case cudaGraphNodeTypeKernel:
        return cufw__rt_graph_node_kernel(
            (const struct cudaKernelNodeParams *)(const void *)&p->kernel,
            (CUDA_KERNEL_NODE_PARAMS_v2 *)(void *)&c->kernel);
    case cudaGraphNodeTypeMemcpy:
        c->memcpy.flags = p->memcpy.flags;
        c->memcpy.reserved = p->memcpy.reserved[0];
        c->memcpy.copyCtx = cufw__rt_graph_context();
        return cufw__rt_array_copy_to_driver(&p->memcpy.copyParams, &c->memcpy.copyParams);
    case cudaGraphNodeTypeEmpty:
        return cudaSuccess;
    case cudaGraphNodeTypeMemset:
        n = sizeof p->memset;
        c->memset.ctx = cufw__rt_graph_context();
        break;
    case cudaGraphNodeTypeConditional: /* phGraph_out is the driver's answer */
        n = offsetof(struct cudaConditionalNodeParams, phGraph_out);
        c->conditional.ctx = cufw__rt_graph_context();
        break;
    case cudaGraphNodeTypeMemAlloc: /* dptr is the driver's answer */
        n = offsetof(struct cudaMemAllocNodeParamsV2, dptr);
        break;
    case cudaGraphNodeTypeHost:
        n = sizeof p->host;
        break;
    case cudaGraphNodeTypeGraph:
        n = sizeof p->graph;
        break;
    case cudaGraphNodeTypeWaitEvent:
        n = sizeof p->eventWait;
        break;
    case cudaGraphNodeTypeEventRecord:
        n = sizeof p->eventRecord;
        break;
    case cudaGraphNodeTypeExtSemaphoreSignal:
        n = sizeof p->extSemSignal;
        break;
    case cudaGraphNodeTypeExtSemaphoreWait:
        n = sizeof p->extSemWait;
        break;
    case cudaGraphNodeTypeMemFree:
        n = sizeof p->free;
        break;
    default:
        RT_RETURN_ERROR(cudaErrorInvalidValue);
    }
    memcpy(&c->reserved1, &p->reserved1, n); /* the kind's fields, as they are */
    return cudaSuccess;
}

/* ------------------------------------------------------------ the generic node API */

/* cuGraphAddNode_v2; the driver's answers (an allocation's address, a
 * conditional node's body graphs) written back to nodeParams */
cudaError_t RT_ENTRY(cudaGraphAddNode)(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                       const cudaGraphNode_t *pDependencies,
                                       const cudaGraphEdgeData *dependencyData,
                                       size_t numDependencies,
                                       struct cudaGraphNodeParams *nodeParams)
{
    CUgraphNodeParams c;
    cudaError_t e;
    CUresult r;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
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

/* cuGraphNodeSetParams */
cudaError_t RT_ENTRY(cudaGraphNodeSetParams)(cudaGraphNode_t node,
                                             struct cudaGraphNodeParams *nodeParams)
{
    CUgraphNodeParams c;
    cudaError_t e;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    if ((e = cufw__rt_graph_node_params(nodeParams, &c)) != cudaSuccess)
        return e;
    RT_RETURN_DRIVER(cuGraphNodeSetParams, (CUgraphNode)node, &c);
}

/* ------------------------------------------------------------ kernel nodes */

/* cuGraphAddKernelNode_v2 (the CUkernel of the stub: cuLibraryGetKernel
 * on first use) */
cudaError_t RT_ENTRY(cudaGraphAddKernelNode)(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                             const cudaGraphNode_t *pDependencies,
                                             size_t numDependencies,
                                             const struct cudaKernelNodeParams *pNodeParams)
{
    CUDA_KERNEL_NODE_PARAMS_v2 c;
    cudaError_t e;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    if ((e = cufw__rt_graph_node_kernel(pNodeParams, &c)) != cudaSuccess)
        return e;
    RT_RETURN_DRIVER(cuGraphAddKernelNode, (CUgraphNode *)pGraphNode, (CUgraph)graph,
                     (const CUgraphNode *)pDependencies, numDependencies, &c);
}

/* cuGraphKernelNodeGetParams_v2; the kernel back as its host stub
 * (cuKernelGetFunction to recognise a CUfunction) */
cudaError_t RT_ENTRY(cudaGraphKernelNodeGetParams)(cudaGraphNode_t node,
                                                   struct cudaKernelNodeParams *pNodeParams)
{
    CUDA_KERNEL_NODE_PARAMS_v2 c;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(pNodeParams == NULL, cudaErrorInvalidValue);
    RT_RETURN_IF_NO_CONTEXT();
    memset(&c, 0, sizeof c);
    RT_RETURN_IF_DRIVER_FAILS(cuGraphKernelNodeGetParams, (CUgraphNode)node, &c);
    kernel_from_driver(&c, pNodeParams);
    return cudaSuccess;
}

/* cuGraphKernelNodeSetParams_v2 */
cudaError_t RT_ENTRY(cudaGraphKernelNodeSetParams)(cudaGraphNode_t node,
                                                   const struct cudaKernelNodeParams *pNodeParams)
{
    CUDA_KERNEL_NODE_PARAMS_v2 c;
    cudaError_t e;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    if ((e = cufw__rt_graph_node_kernel(pNodeParams, &c)) != cudaSuccess)
        return e;
    RT_RETURN_DRIVER(cuGraphKernelNodeSetParams, (CUgraphNode)node, &c);
}

/* cuGraphKernelNodeCopyAttributes */
cudaError_t RT_ENTRY(cudaGraphKernelNodeCopyAttributes)(cudaGraphNode_t hDst, cudaGraphNode_t hSrc)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGraphKernelNodeCopyAttributes, (CUgraphNode)hDst, (CUgraphNode)hSrc);
}

/* cuGraphKernelNodeGetAttribute (the attribute ids and value unions are
 * the driver's) */
cudaError_t RT_ENTRY(cudaGraphKernelNodeGetAttribute)(cudaGraphNode_t hNode,
                                                      cudaKernelNodeAttrID attr,
                                                      cudaKernelNodeAttrValue *value_out)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGraphKernelNodeGetAttribute, (CUgraphNode)hNode, (CUkernelNodeAttrID)attr,
                     (CUkernelNodeAttrValue *)(void *)value_out);
}

/* cuGraphKernelNodeSetAttribute */
cudaError_t RT_ENTRY(cudaGraphKernelNodeSetAttribute)(cudaGraphNode_t hNode,
                                                      cudaKernelNodeAttrID attr,
                                                      const cudaKernelNodeAttrValue *value)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGraphKernelNodeSetAttribute, (CUgraphNode)hNode, (CUkernelNodeAttrID)attr,
                     (const CUkernelNodeAttrValue *)(const void *)value);
}

/* ------------------------------------------------------------ memcpy nodes */

static cudaError_t add_memcpy(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                              const cudaGraphNode_t *pDependencies, size_t numDependencies,
                              cudaError_t converted, const CUDA_MEMCPY3D *c)
{
    if (converted != cudaSuccess)
        return converted;
    RT_RETURN_DRIVER(cuGraphAddMemcpyNode, (CUgraphNode *)pGraphNode, (CUgraph)graph,
                     (const CUgraphNode *)pDependencies, numDependencies, c,
                     cufw__rt_graph_context());
}

static cudaError_t set_memcpy(cudaGraphNode_t node, cudaError_t converted, const CUDA_MEMCPY3D *c)
{
    if (converted != cudaSuccess)
        return converted;
    RT_RETURN_DRIVER(cuGraphMemcpyNodeSetParams, (CUgraphNode)node, c);
}

/* cuGraphAddMemcpyNode (cuArray3DGetDescriptor_v2 for an array's element
 * size) */
cudaError_t RT_ENTRY(cudaGraphAddMemcpyNode)(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                             const cudaGraphNode_t *pDependencies,
                                             size_t numDependencies,
                                             const struct cudaMemcpy3DParms *pCopyParams)
{
    CUDA_MEMCPY3D c;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    return add_memcpy(pGraphNode, graph, pDependencies, numDependencies,
                      cufw__rt_array_copy_to_driver(pCopyParams, &c), &c);
}

/* cuGraphAddMemcpyNode */
cudaError_t RT_ENTRY(cudaGraphAddMemcpyNode1D)(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                               const cudaGraphNode_t *pDependencies,
                                               size_t numDependencies, void *dst, const void *src,
                                               size_t count, enum cudaMemcpyKind kind)
{
    CUDA_MEMCPY3D c;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    return add_memcpy(pGraphNode, graph, pDependencies, numDependencies,
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

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    return add_memcpy(pGraphNode, graph, pDependencies, numDependencies,
                      cufw__rt_graph_node_copy_to_symbol(symbol, src, count, offset, kind, &c),
                      &c);
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

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    return add_memcpy(pGraphNode, graph, pDependencies, numDependencies,
                      cufw__rt_graph_node_copy_from_symbol(dst, symbol, count, offset, kind, &c),
                      &c);
}

/* cuGraphMemcpyNodeGetParams (cuArray3DGetDescriptor_v2 for an array's
 * element size) */
cudaError_t RT_ENTRY(cudaGraphMemcpyNodeGetParams)(cudaGraphNode_t node,
                                                   struct cudaMemcpy3DParms *pNodeParams)
{
    CUDA_MEMCPY3D c;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(pNodeParams == NULL, cudaErrorInvalidValue);
    RT_RETURN_IF_NO_CONTEXT();
    memset(&c, 0, sizeof c);
    RT_RETURN_IF_DRIVER_FAILS(cuGraphMemcpyNodeGetParams, (CUgraphNode)node, &c);
    return cufw__rt_array_copy_from_driver(&c, pNodeParams);
}

/* cuGraphMemcpyNodeSetParams (cuArray3DGetDescriptor_v2 for an array's
 * element size) */
cudaError_t RT_ENTRY(cudaGraphMemcpyNodeSetParams)(cudaGraphNode_t node,
                                                   const struct cudaMemcpy3DParms *pNodeParams)
{
    CUDA_MEMCPY3D c;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    return set_memcpy(node, cufw__rt_array_copy_to_driver(pNodeParams, &c), &c);
}

/* cuGraphMemcpyNodeSetParams */
cudaError_t RT_ENTRY(cudaGraphMemcpyNodeSetParams1D)(cudaGraphNode_t node, void *dst,
                                                     const void *src, size_t count,
                                                     enum cudaMemcpyKind kind)
{
    CUDA_MEMCPY3D c;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    return set_memcpy(node, cufw__rt_graph_node_copy_1d(dst, src, count, kind, &c), &c);
}

/* cuLibraryGetGlobal, cuGraphMemcpyNodeSetParams */
cudaError_t RT_ENTRY(cudaGraphMemcpyNodeSetParamsToSymbol)(cudaGraphNode_t node, const void *symbol,
                                                           const void *src, size_t count,
                                                           size_t offset, enum cudaMemcpyKind kind)
{
    CUDA_MEMCPY3D c;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    return set_memcpy(
        node, cufw__rt_graph_node_copy_to_symbol(symbol, src, count, offset, kind, &c), &c);
}

/* cuLibraryGetGlobal, cuGraphMemcpyNodeSetParams */
cudaError_t RT_ENTRY(cudaGraphMemcpyNodeSetParamsFromSymbol)(cudaGraphNode_t node, void *dst,
                                                             const void *symbol, size_t count,
                                                             size_t offset,
                                                             enum cudaMemcpyKind kind)
{
    CUDA_MEMCPY3D c;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    return set_memcpy(
        node, cufw__rt_graph_node_copy_from_symbol(dst, symbol, count, offset, kind, &c), &c);
}

/* ------------------------------------------------------------ memset and host nodes */

/* cuGraphAddMemsetNode (cudaMemsetParams is CUDA_MEMSET_NODE_PARAMS) */
cudaError_t RT_ENTRY(cudaGraphAddMemsetNode)(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                             const cudaGraphNode_t *pDependencies,
                                             size_t numDependencies,
                                             const struct cudaMemsetParams *pMemsetParams)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_IF(pMemsetParams == NULL, cudaErrorInvalidValue);
    RT_RETURN_DRIVER(cuGraphAddMemsetNode, (CUgraphNode *)pGraphNode, (CUgraph)graph,
                     (const CUgraphNode *)pDependencies, numDependencies,
                     (const CUDA_MEMSET_NODE_PARAMS *)(const void *)pMemsetParams,
                     cufw__rt_graph_context());
}

/* cuGraphMemsetNodeGetParams */
cudaError_t RT_ENTRY(cudaGraphMemsetNodeGetParams)(cudaGraphNode_t node,
                                                   struct cudaMemsetParams *pNodeParams)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(pNodeParams == NULL, cudaErrorInvalidValue);
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGraphMemsetNodeGetParams, (CUgraphNode)node,
                     (CUDA_MEMSET_NODE_PARAMS *)(void *)pNodeParams);
}

/* cuGraphMemsetNodeSetParams */
cudaError_t RT_ENTRY(cudaGraphMemsetNodeSetParams)(cudaGraphNode_t node,
                                                   const struct cudaMemsetParams *pNodeParams)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_IF(pNodeParams == NULL, cudaErrorInvalidValue);
    RT_RETURN_DRIVER(cuGraphMemsetNodeSetParams, (CUgraphNode)node,
                     (const CUDA_MEMSET_NODE_PARAMS *)(const void *)pNodeParams);
}

/* cuGraphAddHostNode (cudaHostNodeParams is CUDA_HOST_NODE_PARAMS) */
cudaError_t RT_ENTRY(cudaGraphAddHostNode)(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                           const cudaGraphNode_t *pDependencies,
                                           size_t numDependencies,
                                           const struct cudaHostNodeParams *pNodeParams)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_IF(pNodeParams == NULL, cudaErrorInvalidValue);
    RT_RETURN_DRIVER(cuGraphAddHostNode, (CUgraphNode *)pGraphNode, (CUgraph)graph,
                     (const CUgraphNode *)pDependencies, numDependencies,
                     (const CUDA_HOST_NODE_PARAMS *)(const void *)pNodeParams);
}

/* cuGraphHostNodeGetParams */
cudaError_t RT_ENTRY(cudaGraphHostNodeGetParams)(cudaGraphNode_t node,
                                                 struct cudaHostNodeParams *pNodeParams)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(pNodeParams == NULL, cudaErrorInvalidValue);
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGraphHostNodeGetParams, (CUgraphNode)node,
                     (CUDA_HOST_NODE_PARAMS *)(void *)pNodeParams);
}

/* cuGraphHostNodeSetParams */
cudaError_t RT_ENTRY(cudaGraphHostNodeSetParams)(cudaGraphNode_t node,
                                                 const struct cudaHostNodeParams *pNodeParams)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_IF(pNodeParams == NULL, cudaErrorInvalidValue);
    RT_RETURN_DRIVER(cuGraphHostNodeSetParams, (CUgraphNode)node,
                     (const CUDA_HOST_NODE_PARAMS *)(const void *)pNodeParams);
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

/* cuGraphAddEventRecordNode */
cudaError_t RT_ENTRY(cudaGraphAddEventRecordNode)(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                                  const cudaGraphNode_t *pDependencies,
                                                  size_t numDependencies, cudaEvent_t event)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGraphAddEventRecordNode, (CUgraphNode *)pGraphNode, (CUgraph)graph,
                     (const CUgraphNode *)pDependencies, numDependencies, (CUevent)event);
}

/* cuGraphEventRecordNodeGetEvent */
cudaError_t RT_ENTRY(cudaGraphEventRecordNodeGetEvent)(cudaGraphNode_t node, cudaEvent_t *event_out)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGraphEventRecordNodeGetEvent, (CUgraphNode)node, (CUevent *)event_out);
}

/* cuGraphEventRecordNodeSetEvent */
cudaError_t RT_ENTRY(cudaGraphEventRecordNodeSetEvent)(cudaGraphNode_t node, cudaEvent_t event)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGraphEventRecordNodeSetEvent, (CUgraphNode)node, (CUevent)event);
}

/* cuGraphAddEventWaitNode */
cudaError_t RT_ENTRY(cudaGraphAddEventWaitNode)(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                                const cudaGraphNode_t *pDependencies,
                                                size_t numDependencies, cudaEvent_t event)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGraphAddEventWaitNode, (CUgraphNode *)pGraphNode, (CUgraph)graph,
                     (const CUgraphNode *)pDependencies, numDependencies, (CUevent)event);
}

/* cuGraphEventWaitNodeGetEvent */
cudaError_t RT_ENTRY(cudaGraphEventWaitNodeGetEvent)(cudaGraphNode_t node, cudaEvent_t *event_out)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGraphEventWaitNodeGetEvent, (CUgraphNode)node, (CUevent *)event_out);
}

/* cuGraphEventWaitNodeSetEvent */
cudaError_t RT_ENTRY(cudaGraphEventWaitNodeSetEvent)(cudaGraphNode_t node, cudaEvent_t event)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGraphEventWaitNodeSetEvent, (CUgraphNode)node, (CUevent)event);
}

/* ------------------------------------------------------------ external semaphore nodes */

/* cuGraphAddExternalSemaphoresSignalNode (the node parameters are the
 * Driver's, CUDA_EXT_SEM_SIGNAL_NODE_PARAMS) */
cudaError_t RT_ENTRY(cudaGraphAddExternalSemaphoresSignalNode)(
    cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies,
    size_t numDependencies, const struct cudaExternalSemaphoreSignalNodeParams *nodeParams)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_IF(nodeParams == NULL, cudaErrorInvalidValue);
    RT_RETURN_DRIVER(cuGraphAddExternalSemaphoresSignalNode, (CUgraphNode *)pGraphNode,
                     (CUgraph)graph, (const CUgraphNode *)pDependencies, numDependencies,
                     (const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *)(const void *)nodeParams);
}

/* cuGraphExternalSemaphoresSignalNodeGetParams */
cudaError_t RT_ENTRY(cudaGraphExternalSemaphoresSignalNodeGetParams)(
    cudaGraphNode_t hNode, struct cudaExternalSemaphoreSignalNodeParams *params_out)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(params_out == NULL, cudaErrorInvalidValue);
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGraphExternalSemaphoresSignalNodeGetParams, (CUgraphNode)hNode,
                     (CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *)(void *)params_out);
}

/* cuGraphExternalSemaphoresSignalNodeSetParams */
cudaError_t RT_ENTRY(cudaGraphExternalSemaphoresSignalNodeSetParams)(
    cudaGraphNode_t hNode, const struct cudaExternalSemaphoreSignalNodeParams *nodeParams)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_IF(nodeParams == NULL, cudaErrorInvalidValue);
    RT_RETURN_DRIVER(cuGraphExternalSemaphoresSignalNodeSetParams, (CUgraphNode)hNode,
                     (const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *)(const void *)nodeParams);
}

/* cuGraphAddExternalSemaphoresWaitNode (CUDA_EXT_SEM_WAIT_NODE_PARAMS) */
cudaError_t RT_ENTRY(cudaGraphAddExternalSemaphoresWaitNode)(
    cudaGraphNode_t *pGraphNode, cudaGraph_t graph, const cudaGraphNode_t *pDependencies,
    size_t numDependencies, const struct cudaExternalSemaphoreWaitNodeParams *nodeParams)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_IF(nodeParams == NULL, cudaErrorInvalidValue);
    RT_RETURN_DRIVER(cuGraphAddExternalSemaphoresWaitNode, (CUgraphNode *)pGraphNode,
                     (CUgraph)graph, (const CUgraphNode *)pDependencies, numDependencies,
                     (const CUDA_EXT_SEM_WAIT_NODE_PARAMS *)(const void *)nodeParams);
}

/* cuGraphExternalSemaphoresWaitNodeGetParams */
cudaError_t RT_ENTRY(cudaGraphExternalSemaphoresWaitNodeGetParams)(
    cudaGraphNode_t hNode, struct cudaExternalSemaphoreWaitNodeParams *params_out)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(params_out == NULL, cudaErrorInvalidValue);
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGraphExternalSemaphoresWaitNodeGetParams, (CUgraphNode)hNode,
                     (CUDA_EXT_SEM_WAIT_NODE_PARAMS *)(void *)params_out);
}

/* cuGraphExternalSemaphoresWaitNodeSetParams */
cudaError_t RT_ENTRY(cudaGraphExternalSemaphoresWaitNodeSetParams)(
    cudaGraphNode_t hNode, const struct cudaExternalSemaphoreWaitNodeParams *nodeParams)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_IF(nodeParams == NULL, cudaErrorInvalidValue);
    RT_RETURN_DRIVER(cuGraphExternalSemaphoresWaitNodeSetParams, (CUgraphNode)hNode,
                     (const CUDA_EXT_SEM_WAIT_NODE_PARAMS *)(const void *)nodeParams);
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
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(nodeParams == NULL, cudaErrorInvalidValue);
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGraphAddMemAllocNode, (CUgraphNode *)pGraphNode, (CUgraph)graph,
                     (const CUgraphNode *)pDependencies, numDependencies,
                     (CUDA_MEM_ALLOC_NODE_PARAMS *)(void *)nodeParams);
}

/* cuGraphMemAllocNodeGetParams */
cudaError_t RT_ENTRY(cudaGraphMemAllocNodeGetParams)(cudaGraphNode_t node,
                                                     struct cudaMemAllocNodeParams *params_out)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(params_out == NULL, cudaErrorInvalidValue);
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGraphMemAllocNodeGetParams, (CUgraphNode)node,
                     (CUDA_MEM_ALLOC_NODE_PARAMS *)(void *)params_out);
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
