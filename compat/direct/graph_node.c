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
 * on the way in, or one the program made current itself. The generic API's
 * structures name a context of their own in toolkits after 13.0 (graph.h:
 * RT_NODE_CONTEXTS, RT_NODE_MORE_CONTEXTS), which node_context passes on.
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
/* and of the generic API's cudaKernelNodeParamsV2, which goes on with the
 * execution context (13.1) and the kind of its function (13.2): graph.h */
RT_SAME_FIELD(struct cudaKernelNodeParams, struct cudaKernelNodeParamsV2, gridDim);
RT_SAME_FIELD(struct cudaKernelNodeParams, struct cudaKernelNodeParamsV2, extra);
#if RT_NODE_CONTEXTS
_Static_assert(sizeof(struct cudaKernelNodeParams) == offsetof(struct cudaKernelNodeParamsV2, ctx),
               "cudaKernelNodeParams is cudaKernelNodeParamsV2 up to ctx");
#else
RT_SAME_SIZE(struct cudaKernelNodeParams, struct cudaKernelNodeParamsV2);
#endif

/* How each converter of graph.h starts: the first call's work, then the
 * current context, in which kernels are resolved and arrays read. */
static cudaError_t begin(void)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    return cudaSuccess;
}

/* What a kernel node's func is: a host stub or a cudaKernel_t, told apart
 * by the registry; or (only the generic API's, 13.2 and later:
 * cudaKernelFunctionTypeFunction) a CUfunction, which goes to the driver
 * as it is. */
enum function { STUB_OR_KERNEL, FUNCTION };

/* cudaKernelNodeParams -> CUDA_KERNEL_NODE_PARAMS_v2 in the context ctx,
 * past begin(): a host stub or a cudaKernel_t in .kern, a CUfunction in
 * .func. */
static cudaError_t kernel_to_driver(const struct cudaKernelNodeParams *p, enum function what,
                                    CUcontext ctx, CUDA_KERNEL_NODE_PARAMS_v2 *c)
{
    cufw_kernel *k = NULL;
    cudaError_t e;

    RT_RETURN_IF(p == NULL, cudaErrorInvalidValue);
    if (what == STUB_OR_KERNEL && (e = cufw__rt_register_kernel(p->func, &k)) != cudaSuccess)
        return e;
    memset(c, 0, sizeof *c);
    memcpy(c, p, sizeof *p); /* the launch, as it is; a CUfunction in func */
    if (what == STUB_OR_KERNEL) {
        c->func = NULL;
        c->kern = (CUkernel)cufw_kernel_raw(k);
    }
    c->ctx = ctx;
    return cudaSuccess;
}

/* see graph.h */
cudaError_t cufw__rt_graph_node_kernel(const struct cudaKernelNodeParams *p,
                                       CUDA_KERNEL_NODE_PARAMS_v2 *c)
{
    cudaError_t e = begin();

    return e != cudaSuccess ? e : kernel_to_driver(p, STUB_OR_KERNEL, cufw__rt_graph_context(), c);
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
cudaError_t cufw__rt_graph_node_copy_3d(const struct cudaMemcpy3DParms *p, CUDA_MEMCPY3D *c)
{
    cudaError_t e = begin();

    return e != cudaSuccess ? e : cufw__rt_array_copy_to_driver(p, c);
}

/* count bytes from src to dst as a cudaMemcpy3DParms, converted. */
static cudaError_t copy_1d(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind,
                           CUDA_MEMCPY3D *c)
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

/* see graph.h */
cudaError_t cufw__rt_graph_node_copy_1d(void *dst, const void *src, size_t count,
                                        enum cudaMemcpyKind kind, CUDA_MEMCPY3D *c)
{
    cudaError_t e = begin();

    return e != cudaSuccess ? e : copy_1d(dst, src, count, kind, c);
}

/* The device address of count bytes at offset in a symbol, checked in
 * cudaMemcpyToSymbol's order: the kind (one of the two given, or
 * cudaMemcpyDefault), the symbol, the size; past begin(). */
static cudaError_t symbol_range(const void *symbol, size_t count, size_t offset,
                                enum cudaMemcpyKind kind, enum cudaMemcpyKind allowed,
                                void **address)
{
    cufw_devptr base = 0;
    size_t size = 0;
    cudaError_t e = begin();

    if (e != cudaSuccess)
        return e;
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

    return e != cudaSuccess ? e : copy_1d(dst, src, count, kind, c);
}

/* see graph.h */
cudaError_t cufw__rt_graph_node_copy_from_symbol(void *dst, const void *symbol, size_t count,
                                                 size_t offset, enum cudaMemcpyKind kind,
                                                 CUDA_MEMCPY3D *c)
{
    void *src = NULL;
    cudaError_t e = symbol_range(symbol, count, offset, kind, cudaMemcpyDeviceToHost, &src);

    return e != cudaSuccess ? e : copy_1d(dst, src, count, kind, c);
}

/* The bytes of the kinds whose fields go to the driver as they are, in the
 * generic API's union (a kind converted, or none the API takes: 0); what
 * the driver answers (an allocation's dptr, a conditional node's body
 * graphs) is left out. */
static const size_t as_is_bytes[cudaGraphNodeTypeCount] = {
    [cudaGraphNodeTypeMemset] = sizeof(struct cudaMemsetParamsV2),
    [cudaGraphNodeTypeHost] = sizeof(struct cudaHostNodeParamsV2),
    [cudaGraphNodeTypeGraph] = sizeof(struct cudaChildGraphNodeParams),
    [cudaGraphNodeTypeWaitEvent] = sizeof(struct cudaEventWaitNodeParams),
    [cudaGraphNodeTypeEventRecord] = sizeof(struct cudaEventRecordNodeParams),
    [cudaGraphNodeTypeExtSemaphoreSignal] = sizeof(struct cudaExternalSemaphoreSignalNodeParamsV2),
    [cudaGraphNodeTypeExtSemaphoreWait] = sizeof(struct cudaExternalSemaphoreWaitNodeParamsV2),
    [cudaGraphNodeTypeMemAlloc] = offsetof(struct cudaMemAllocNodeParamsV2, dptr),
    [cudaGraphNodeTypeMemFree] = sizeof(struct cudaMemFreeNodeParams),
    [cudaGraphNodeTypeConditional] = offsetof(struct cudaConditionalNodeParams, phGraph_out),
};

/* The Driver's context for a node of the generic API (graph.h): the kinds
 * that run in one (kernel, memcpy, memset, conditional) in the node's own
 * execution context (13.1 and later) or else the current one; the kinds
 * whose Driver structure names a "preferred context" (13.4: host, event
 * record, external semaphores) in the node's own or none, as before they
 * had one. */
static CUcontext node_context(const struct cudaGraphNodeParams *p)
{
    const void *ctx = NULL; /* the current one */
    int preferred = 0;      /* or, for a preferred context, none */

    switch (p->type) {
#if RT_NODE_CONTEXTS
    case cudaGraphNodeTypeKernel:
        ctx = p->kernel.ctx;
        break;
    case cudaGraphNodeTypeMemcpy:
        ctx = p->memcpy.ctx;
        break;
    case cudaGraphNodeTypeMemset:
        ctx = p->memset.ctx;
        break;
    case cudaGraphNodeTypeConditional:
        ctx = p->conditional.ctx;
        break;
#endif
#if RT_NODE_MORE_CONTEXTS
    case cudaGraphNodeTypeHost:
        ctx = p->host.ctx, preferred = 1;
        break;
    case cudaGraphNodeTypeEventRecord:
        ctx = p->eventRecord.ctx, preferred = 1;
        break;
    case cudaGraphNodeTypeExtSemaphoreSignal:
        ctx = p->extSemSignal.ctx, preferred = 1;
        break;
    case cudaGraphNodeTypeExtSemaphoreWait:
        ctx = p->extSemWait.ctx, preferred = 1;
        break;
#endif
    default:
        break;
    }
    return ctx == NULL && preferred ? NULL : cufw__rt_graph_context_of(ctx);
}

/* What the generic API's kernel node holds in its func: the kind its
 * functionType names (13.2 and later; unspecified, a device entry or a
 * cudaKernel_t are told apart by the registry, as cudart "will attempt to
 * deduce"), or cudaErrorInvalidValue for none of them. */
static cudaError_t node_function(const struct cudaGraphNodeParams *p, enum function *what)
{
    *what = STUB_OR_KERNEL;
#if RT_NODE_FUNCTION_TYPE
    switch (p->kernel.functionType) {
    case cudaKernelFunctionTypeUnspecified:
    case cudaKernelFunctionTypeDeviceEntry:
    case cudaKernelFunctionTypeKernel:
        break;
    case cudaKernelFunctionTypeFunction:
        *what = FUNCTION;
        break;
    default:
        RT_RETURN_ERROR(cudaErrorInvalidValue);
    }
#else
    (void)p;
#endif
    return cudaSuccess;
}

/* see graph.h */
cudaError_t cufw__rt_graph_node_params(const struct cudaGraphNodeParams *p, CUgraphNodeParams *c)
{
    enum function what = STUB_OR_KERNEL;
    cudaError_t e = begin();

    if (e != cudaSuccess)
        return e;
    RT_RETURN_IF(p == NULL, cudaErrorInvalidValue);
    memset(c, 0, sizeof *c);
    c->type = (CUgraphNodeType)p->type;
    memcpy(c->reserved0, p->reserved0, sizeof c->reserved0);
    c->reserved2 = p->reserved2;
    switch (p->type) {
    case cudaGraphNodeTypeKernel:
        if ((e = node_function(p, &what)) != cudaSuccess)
            return e;
        return kernel_to_driver((const struct cudaKernelNodeParams *)(const void *)&p->kernel,
                                what, node_context(p),
                                (CUDA_KERNEL_NODE_PARAMS_v2 *)(void *)&c->kernel);
    case cudaGraphNodeTypeMemcpy:
        c->memcpy.flags = p->memcpy.flags;
#if RT_NODE_CONTEXTS
        c->memcpy.reserved = p->memcpy.reserved;
#else
        c->memcpy.reserved = p->memcpy.reserved[0];
#endif
        c->memcpy.copyCtx = node_context(p);
        return cufw__rt_array_copy_to_driver(&p->memcpy.copyParams, &c->memcpy.copyParams);
    case cudaGraphNodeTypeEmpty:
        return cudaSuccess;
    default:
        RT_RETURN_IF((unsigned)p->type >= cudaGraphNodeTypeCount || as_is_bytes[p->type] == 0,
                     cudaErrorInvalidValue);
        break;
    }
    memcpy(&c->reserved1, &p->reserved1, as_is_bytes[p->type]); /* the kind's fields */
    switch (p->type) { /* and its context, the Driver's */
    case cudaGraphNodeTypeMemset:
        c->memset.ctx = node_context(p);
        break;
    case cudaGraphNodeTypeConditional:
        c->conditional.ctx = node_context(p);
        break;
#if RT_NODE_MORE_CONTEXTS
    case cudaGraphNodeTypeHost:
        c->host.ctx = node_context(p);
        break;
    case cudaGraphNodeTypeEventRecord:
        c->eventRecord.ctx = node_context(p);
        break;
    case cudaGraphNodeTypeExtSemaphoreSignal:
        c->extSemSignal.ctx = node_context(p);
        break;
    case cudaGraphNodeTypeExtSemaphoreWait:
        c->extSemWait.ctx = node_context(p);
        break;
#endif
    default:
        break;
    }
    return cudaSuccess;
}

#if CUDART_VERSION >= 13020
/* see graph.h */
cudaError_t cufw__rt_graph_node_from_driver(const CUgraphNodeParams *c,
                                            struct cudaGraphNodeParams *p)
{
    size_t bytes;

    memset(p, 0, sizeof *p);
    p->type = (enum cudaGraphNodeType)c->type;
    memcpy(p->reserved0, c->reserved0, sizeof p->reserved0);
    p->reserved2 = c->reserved2;
    switch (p->type) {
    case cudaGraphNodeTypeKernel: {
        const void *handle = c->kernel.kern != NULL ? (const void *)c->kernel.kern
                                                    : (const void *)c->kernel.func;

        kernel_from_driver((const CUDA_KERNEL_NODE_PARAMS_v2 *)(const void *)&c->kernel,
                           (struct cudaKernelNodeParams *)(void *)&p->kernel);
        p->kernel.ctx = (cudaExecutionContext_t)c->kernel.ctx;
        p->kernel.functionType = p->kernel.func != handle ? cudaKernelFunctionTypeDeviceEntry
                                 : c->kernel.kern != NULL ? cudaKernelFunctionTypeKernel
                                                          : cudaKernelFunctionTypeFunction;
        return cudaSuccess;
    }
    case cudaGraphNodeTypeMemcpy:
        p->memcpy.flags = c->memcpy.flags;
        p->memcpy.reserved = c->memcpy.reserved;
        p->memcpy.ctx = (cudaExecutionContext_t)c->memcpy.copyCtx;
        return cufw__rt_array_copy_from_driver(&c->memcpy.copyParams, &p->memcpy.copyParams);
    case cudaGraphNodeTypeEmpty:
        return cudaSuccess;
    case cudaGraphNodeTypeMemAlloc: /* with what the driver answers */
        bytes = sizeof(struct cudaMemAllocNodeParamsV2);
        break;
    case cudaGraphNodeTypeConditional:
        bytes = sizeof(struct cudaConditionalNodeParams);
        break;
    default:
        RT_RETURN_IF((unsigned)p->type >= cudaGraphNodeTypeCount || as_is_bytes[p->type] == 0,
                     cudaErrorNotSupported);
        bytes = as_is_bytes[p->type];
        break;
    }
    /* the kind's fields, its Driver context (a CUcontext: the execution
     * context of a primary context as it is) among them */
    memcpy(&p->reserved1, &c->reserved1, bytes);
    return cudaSuccess;
}
#endif

/* see graph.h */
cudaError_t cufw__rt_graph_node_as_is(const void *p)
{
    cudaError_t e = begin();

    if (e != cudaSuccess)
        return e;
    RT_RETURN_IF(p == NULL, cudaErrorInvalidValue);
    return cudaSuccess;
}

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

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(p == NULL, cudaErrorInvalidValue);
    RT_RETURN_IF_NO_CONTEXT();
    switch (kind) {
    case KERNEL:
        memset(&k, 0, sizeof k);
        RT_RETURN_IF_DRIVER_FAILS(cuGraphKernelNodeGetParams, n, &k);
        kernel_from_driver(&k, p);
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

    return set_params(ANY, node, cufw__rt_graph_node_params(nodeParams, &c), &c);
}

#if CUDART_VERSION >= 13020
/* cuGraphNodeGetParams, converted back (the kernel as its host stub) */
cudaError_t RT_ENTRY(cudaGraphNodeGetParams)(cudaGraphNode_t node,
                                             struct cudaGraphNodeParams *nodeParams)
{
    CUgraphNodeParams c;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(nodeParams == NULL, cudaErrorInvalidValue);
    RT_RETURN_IF_NO_CONTEXT();
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
