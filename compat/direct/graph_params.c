/* SPDX-License-Identifier: MIT */
/*
 * compat/direct/graph_params.c -- the parameters of CUDA graph nodes,
 * converted between the Runtime's structures and the Driver's: one
 * converter per kind, shared by the kind's functions (graph_node.c), its
 * cudaGraphExec*SetParams (graph_exec.c), the generic node API and stream
 * capture's cudaStreamGetCaptureInfo (capture.c), all declared in graph.h.
 *
 * IMPLEMENTATION NOTES
 *   - kernel nodes name the kernel by its nvcc host stub (or a
 *     cudaKernel_t): the stub is resolved to the driver's CUkernel through
 *     the registry (register.c) and passed as CUDA_KERNEL_NODE_PARAMS_v2
 *     .kern, with .func NULL and .ctx the current context; the way back
 *     maps the driver's CUkernel or CUfunction to the host stub, as cudart
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
 * Nothing here is exported: a converter makes no Driver call of its own
 * but the lookups a conversion needs; the Runtime function that calls it
 * makes the call the parameters are for.
 */
#include "graph.h"

#include <string.h>

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

/* see graph.h */
void cufw__rt_graph_node_kernel_back(const CUDA_KERNEL_NODE_PARAMS_v2 *c,
                                     struct cudaKernelNodeParams *p)
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

        cufw__rt_graph_node_kernel_back((const CUDA_KERNEL_NODE_PARAMS_v2 *)(const void *)&c->kernel,
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
