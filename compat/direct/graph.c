/* SPDX-License-Identifier: MIT */
/*
 * compat/graph.c -- CUDA graphs: graphs and their nodes, executable graphs,
 * user objects, graph memory.
 *
 * IMPLEMENTATION NOTES
 * A cudaGraph_t is the driver's CUgraph, a cudaGraphNode_t a CUgraphNode, a
 * cudaGraphExec_t a CUgraphExec, a cudaUserObject_t a CUuserObject: the
 * Runtime keeps no table of them, and each function below is one Driver
 * call (cufw/call.h) with the Runtime's structures converted around it.
 *
 * The conversions are where the Runtime adds something:
 *   - kernel nodes name the kernel by its nvcc host stub (or a
 *     cudaKernel_t): the stub is resolved to the driver's CUkernel through
 *     the registry (register.c) and passed as CUDA_KERNEL_NODE_PARAMS_v2
 *     .kern, with .func NULL and .ctx the current context; the getters map
 *     the driver's CUkernel or CUfunction back to the host stub, as cudart
 *     hands back the func the program passed;
 *   - memcpy nodes take cudaMemcpy3DParms, whose array positions and extents
 *     count elements where CUDA_MEMCPY3D counts bytes (the array's element
 *     size comes from cuArray3DGetDescriptor) and whose kind says which
 *     pointer is host and which device memory; 1D and symbol copies become
 *     the same CUDA_MEMCPY3D (a symbol is its device address, register.c);
 *   - the nodes that work in a context (memcpy, memset, kernel, conditional)
 *     get the current one: the current device's primary context, made
 *     current on the way in, or one the program made current itself.
 * Structures whose Runtime and Driver layouts are the same by definition
 * (edge data, memory access descriptors, external-semaphore parameters,
 * launch attribute values) are passed through, checked by static asserts.
 */
#include "direct.h"
#include "array.h"

#include <stdint.h>
#include <string.h>

_Static_assert(sizeof(cudaGraphEdgeData) == sizeof(CUgraphEdgeData), "edge data");
_Static_assert(offsetof(cudaGraphEdgeData, type) == offsetof(CUgraphEdgeData, type), "edge type");
_Static_assert(sizeof(struct cudaMemAccessDesc) == sizeof(CUmemAccessDesc), "access desc");
_Static_assert(offsetof(struct cudaMemAccessDesc, flags) == offsetof(CUmemAccessDesc, flags),
               "access desc flags");
_Static_assert(sizeof(struct cudaExternalSemaphoreSignalParams) ==
                   sizeof(CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS), "ext sem signal params");
_Static_assert(offsetof(struct cudaExternalSemaphoreSignalParams, flags) ==
                   offsetof(CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS, flags), "ext sem signal flags");
_Static_assert(sizeof(struct cudaExternalSemaphoreWaitParams) ==
                   sizeof(CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS), "ext sem wait params");
_Static_assert(offsetof(struct cudaExternalSemaphoreWaitParams, flags) ==
                   offsetof(CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS, flags), "ext sem wait flags");
_Static_assert(sizeof(cudaLaunchAttributeValue) == sizeof(CUlaunchAttributeValue), "attr value");
_Static_assert(sizeof(CUDA_KERNEL_NODE_PARAMS_v2) == sizeof(CUDA_KERNEL_NODE_PARAMS_v3) &&
                   offsetof(CUDA_KERNEL_NODE_PARAMS_v2, kern) ==
                       offsetof(CUDA_KERNEL_NODE_PARAMS_v3, kern) &&
                   offsetof(CUDA_KERNEL_NODE_PARAMS_v2, ctx) ==
                       offsetof(CUDA_KERNEL_NODE_PARAMS_v3, ctx), "kernel node params v2/v3");

/* ------------------------------------------------------------ conversions */

/* The context current to the thread (the primary one compat made current,
 * or the program's own): cuCtxGetCurrent. */
static CUcontext current_context(void)
{
    CUcontext ctx = NULL;

    if (RT_DRIVER(cuCtxGetCurrent, &ctx) != CUDA_SUCCESS)
        ctx = NULL;
    return ctx;
}

/* cudaKernelNodeParams (func: a host stub or a cudaKernel_t) ->
 * CUDA_KERNEL_NODE_PARAMS_v2 with the CUkernel in .kern. */
static cudaError_t kernel_to_driver(const void *func, dim3 grid, dim3 block, unsigned shared,
                                    void **params, void **extra, CUDA_KERNEL_NODE_PARAMS_v2 *c)
{
    cufw_kernel *k = NULL;
    cudaError_t e;

    e = cufw__rt_register_kernel(func, &k);
    if (e != cudaSuccess)
        return e;
    memset(c, 0, sizeof *c);
    c->func = NULL;
    c->kern = (CUkernel)cufw_kernel_raw(k);
    c->ctx = current_context();
    c->gridDimX = grid.x;
    c->gridDimY = grid.y;
    c->gridDimZ = grid.z;
    c->blockDimX = block.x;
    c->blockDimY = block.y;
    c->blockDimZ = block.z;
    c->sharedMemBytes = shared;
    c->kernelParams = params;
    c->extra = extra;
    return cudaSuccess;
}

static cudaError_t kernel_params_to_driver(const struct cudaKernelNodeParams *p,
                                           CUDA_KERNEL_NODE_PARAMS_v2 *c)
{
    RT_RETURN_IF(p == NULL, cudaErrorInvalidValue);
    return kernel_to_driver(p->func, p->gridDim, p->blockDim, p->sharedMemBytes, p->kernelParams,
                            p->extra, c);
}

/* CUDA_KERNEL_NODE_PARAMS_v2 -> cudaKernelNodeParams: the kernel given back
 * as the host stub the program registered it under, when it is one. */
static void kernel_from_driver(const CUDA_KERNEL_NODE_PARAMS_v2 *c, struct cudaKernelNodeParams *p)
{
    const void *handle = c->kern != NULL ? (const void *)c->kern : (const void *)c->func;

    p->func = (void *)(uintptr_t)cufw__rt_register_host_stub(handle);
    p->gridDim.x = c->gridDimX;
    p->gridDim.y = c->gridDimY;
    p->gridDim.z = c->gridDimZ;
    p->blockDim.x = c->blockDimX;
    p->blockDim.y = c->blockDimY;
    p->blockDim.z = c->blockDimZ;
    p->sharedMemBytes = c->sharedMemBytes;
    p->kernelParams = c->kernelParams;
    p->extra = c->extra;
}

/* Bytes per element of a CUarray: cuArray3DGetDescriptor, sized by the
 * arrays family's table (array.h). 0 when the format is one it cannot size. */
static size_t array_element_size(CUarray a, CUresult *r)
{
    CUDA_ARRAY3D_DESCRIPTOR d;

    memset(&d, 0, sizeof d);
    *r = RT_DRIVER(cuArray3DGetDescriptor, &d, a);
    if (*r != CUDA_SUCCESS)
        return 0;
    return cufw__rt_texture_element_size(d.Format, d.NumChannels);
}

/* The CUmemorytype of a pointer on one side of a copy of the given kind. */
static CUmemorytype memory_type(enum cudaMemcpyKind kind, int is_src)
{
    switch (kind) {
    case cudaMemcpyHostToHost:
        return CU_MEMORYTYPE_HOST;
    case cudaMemcpyHostToDevice:
        return is_src ? CU_MEMORYTYPE_HOST : CU_MEMORYTYPE_DEVICE;
    case cudaMemcpyDeviceToHost:
        return is_src ? CU_MEMORYTYPE_DEVICE : CU_MEMORYTYPE_HOST;
    case cudaMemcpyDeviceToDevice:
        return CU_MEMORYTYPE_DEVICE;
    default:
        return CU_MEMORYTYPE_UNIFIED;
    }
}

/* One side (source or destination) of a copy. */
static void side_to_driver(cudaArray_t array, struct cudaPos pos, struct cudaPitchedPtr ptr,
                           CUmemorytype type, size_t elem, CUmemorytype *t, CUarray *a,
                           const void **host, CUdeviceptr *dev, size_t *x, size_t *y, size_t *z,
                           size_t *pitch, size_t *height)
{
    *x = pos.x * elem;
    *y = pos.y;
    *z = pos.z;
    if (array != NULL) {
        *t = CU_MEMORYTYPE_ARRAY;
        *a = (CUarray)array;
        return;
    }
    *t = type;
    *pitch = ptr.pitch;
    *height = ptr.ysize;
    if (type == CU_MEMORYTYPE_HOST)
        *host = ptr.ptr;
    else
        *dev = (CUdeviceptr)(uintptr_t)ptr.ptr;
}

/*
 * cudaMemcpy3DParms -> CUDA_MEMCPY3D, as cudaMemcpy3D and the memcpy nodes
 * take it: exactly one of array and pitched pointer on each side; the
 * positions of both sides and the extent's width in elements of the array
 * when an array takes part (the pointer's too: cudart's reading, seen on
 * the H200 for cudaMemcpy3D, see array.c), in bytes otherwise. (The arrays
 * family has its own converter for cudaMemcpy3D; the two are to be merged.)
 */
static cudaError_t graph_memcpy3d_to_driver(const struct cudaMemcpy3DParms *p, CUDA_MEMCPY3D *c)
{
    size_t src_elem = 1, dst_elem = 1, width_elem = 1;
    CUresult r = CUDA_SUCCESS;

    RT_RETURN_IF(p == NULL, cudaErrorInvalidValue);
    RT_RETURN_IF(p->srcArray != NULL && p->srcPtr.ptr != NULL, cudaErrorInvalidValue);
    RT_RETURN_IF(p->dstArray != NULL && p->dstPtr.ptr != NULL, cudaErrorInvalidValue);
    RT_RETURN_IF(p->srcArray == NULL && p->srcPtr.ptr == NULL, cudaErrorInvalidValue);
    RT_RETURN_IF(p->dstArray == NULL && p->dstPtr.ptr == NULL, cudaErrorInvalidValue);
    RT_RETURN_IF((unsigned)p->kind > (unsigned)cudaMemcpyDefault, cudaErrorInvalidMemcpyDirection);
    if (p->srcArray != NULL) {
        src_elem = array_element_size((CUarray)p->srcArray, &r);
        RT_RETURN_IF_DRIVER_RESULT_FAILS(r, cuArray3DGetDescriptor);
        RT_RETURN_IF(src_elem == 0, cudaErrorInvalidValue);
        width_elem = src_elem;
    }
    if (p->dstArray != NULL) {
        dst_elem = array_element_size((CUarray)p->dstArray, &r);
        RT_RETURN_IF_DRIVER_RESULT_FAILS(r, cuArray3DGetDescriptor);
        RT_RETURN_IF(dst_elem == 0, cudaErrorInvalidValue);
        if (p->srcArray == NULL)
            width_elem = dst_elem;
    }
    memset(c, 0, sizeof *c);
    side_to_driver(p->srcArray, p->srcPos, p->srcPtr, memory_type(p->kind, 1), width_elem,
                   &c->srcMemoryType, &c->srcArray, &c->srcHost, &c->srcDevice, &c->srcXInBytes,
                   &c->srcY, &c->srcZ, &c->srcPitch, &c->srcHeight);
    side_to_driver(p->dstArray, p->dstPos, p->dstPtr, memory_type(p->kind, 0), width_elem,
                   &c->dstMemoryType, &c->dstArray, (const void **)&c->dstHost, &c->dstDevice,
                   &c->dstXInBytes, &c->dstY, &c->dstZ, &c->dstPitch, &c->dstHeight);
    c->WidthInBytes = p->extent.width * width_elem;
    c->Height = p->extent.height;
    c->Depth = p->extent.depth;
    return cudaSuccess;
}

/* CUDA_MEMCPY3D -> cudaMemcpy3DParms (the memcpy node getter). The kind is
 * read off the memory types: unified memory on either side is
 * cudaMemcpyDefault. */
static cudaError_t graph_memcpy3d_from_driver(const CUDA_MEMCPY3D *c, struct cudaMemcpy3DParms *p)
{
    size_t src_elem = 1, dst_elem = 1, width_elem;
    int src_host, dst_host;
    CUresult r = CUDA_SUCCESS;

    memset(p, 0, sizeof *p);
    if (c->srcMemoryType == CU_MEMORYTYPE_ARRAY) {
        src_elem = array_element_size(c->srcArray, &r);
        RT_RETURN_IF_DRIVER_RESULT_FAILS(r, cuArray3DGetDescriptor);
        if (src_elem == 0)
            src_elem = 1;
        p->srcArray = (cudaArray_t)c->srcArray;
    } else {
        p->srcPtr.ptr = c->srcMemoryType == CU_MEMORYTYPE_HOST ? (void *)(uintptr_t)c->srcHost
                                                                : (void *)(uintptr_t)c->srcDevice;
        p->srcPtr.pitch = c->srcPitch;
        p->srcPtr.ysize = c->srcHeight;
        p->srcPtr.xsize = c->WidthInBytes;
    }
    if (c->dstMemoryType == CU_MEMORYTYPE_ARRAY) {
        dst_elem = array_element_size(c->dstArray, &r);
        RT_RETURN_IF_DRIVER_RESULT_FAILS(r, cuArray3DGetDescriptor);
        if (dst_elem == 0)
            dst_elem = 1;
        p->dstArray = (cudaArray_t)c->dstArray;
    } else {
        p->dstPtr.ptr = c->dstMemoryType == CU_MEMORYTYPE_HOST ? c->dstHost
                                                                : (void *)(uintptr_t)c->dstDevice;
        p->dstPtr.pitch = c->dstPitch;
        p->dstPtr.ysize = c->dstHeight;
        p->dstPtr.xsize = c->WidthInBytes;
    }
    width_elem = c->srcMemoryType == CU_MEMORYTYPE_ARRAY ? src_elem : dst_elem;
    p->srcPos.x = c->srcXInBytes / width_elem;
    p->srcPos.y = c->srcY;
    p->srcPos.z = c->srcZ;
    p->dstPos.x = c->dstXInBytes / width_elem;
    p->dstPos.y = c->dstY;
    p->dstPos.z = c->dstZ;
    p->extent.width = c->WidthInBytes / width_elem;
    p->extent.height = c->Height;
    p->extent.depth = c->Depth;
    src_host = c->srcMemoryType == CU_MEMORYTYPE_HOST;
    dst_host = c->dstMemoryType == CU_MEMORYTYPE_HOST;
    if (c->srcMemoryType == CU_MEMORYTYPE_UNIFIED || c->dstMemoryType == CU_MEMORYTYPE_UNIFIED)
        p->kind = cudaMemcpyDefault;
    else if (src_host)
        p->kind = dst_host ? cudaMemcpyHostToHost : cudaMemcpyHostToDevice;
    else
        p->kind = dst_host ? cudaMemcpyDeviceToHost : cudaMemcpyDeviceToDevice;
    return cudaSuccess;
}

/* A 1D copy of count bytes as a CUDA_MEMCPY3D. */
static cudaError_t memcpy1d_to_driver(void *dst, const void *src, size_t count,
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
    return graph_memcpy3d_to_driver(&p, c);
}

/* A copy to a __device__/__constant__ variable as a CUDA_MEMCPY3D: the
 * symbol's address (register.c), kind host or device to device. */
static cudaError_t to_symbol_to_driver(const void *symbol, const void *src, size_t count,
                                       size_t offset, enum cudaMemcpyKind kind, CUDA_MEMCPY3D *c)
{
    cufw_devptr address = 0;
    size_t size = 0;
    cudaError_t e;

    /* checked in cudaMemcpyToSymbol's order: kind, symbol, size */
    RT_RETURN_IF(kind != cudaMemcpyHostToDevice && kind != cudaMemcpyDeviceToDevice &&
                 kind != cudaMemcpyDefault, cudaErrorInvalidMemcpyDirection);
    e = cufw__rt_register_symbol(symbol, &address, &size);
    if (e != cudaSuccess)
        return e;
    RT_RETURN_IF(offset > size || count > size - offset, cudaErrorInvalidValue);
    /* cudaMemcpyDefault leaves both sides unified, the symbol's too, as
     * cudart does: the node can then be set from cudaMemcpy3DParms with
     * cudaMemcpyDefault in an executable graph (H200, CUDA 13.0) */
    return memcpy1d_to_driver((void *)(uintptr_t)(address + offset), src, count, kind, c);
}

static cudaError_t from_symbol_to_driver(void *dst, const void *symbol, size_t count,
                                         size_t offset, enum cudaMemcpyKind kind,
                                         CUDA_MEMCPY3D *c)
{
    cufw_devptr address = 0;
    size_t size = 0;
    cudaError_t e;

    /* checked in cudaMemcpyToSymbol's order: kind, symbol, size */
    RT_RETURN_IF(kind != cudaMemcpyDeviceToHost && kind != cudaMemcpyDeviceToDevice &&
                 kind != cudaMemcpyDefault, cudaErrorInvalidMemcpyDirection);
    e = cufw__rt_register_symbol(symbol, &address, &size);
    if (e != cudaSuccess)
        return e;
    RT_RETURN_IF(offset > size || count > size - offset, cudaErrorInvalidValue);
    return memcpy1d_to_driver(dst, (const void *)(uintptr_t)(address + offset), count, kind, c);
}

static cudaError_t memset_to_driver(const struct cudaMemsetParams *p, CUDA_MEMSET_NODE_PARAMS *c)
{
    RT_RETURN_IF(p == NULL, cudaErrorInvalidValue);
    memset(c, 0, sizeof *c);
    c->dst = (CUdeviceptr)(uintptr_t)p->dst;
    c->pitch = p->pitch;
    c->value = p->value;
    c->elementSize = p->elementSize;
    c->width = p->width;
    c->height = p->height;
    return cudaSuccess;
}

static cudaError_t host_to_driver(const struct cudaHostNodeParams *p, CUDA_HOST_NODE_PARAMS *c)
{
    RT_RETURN_IF(p == NULL, cudaErrorInvalidValue);
    c->fn = p->fn;
    c->userData = p->userData;
    return cudaSuccess;
}

static void pool_props_to_driver(const struct cudaMemPoolProps *p, CUmemPoolProps *c)
{
    memset(c, 0, sizeof *c);
    c->allocType = (CUmemAllocationType)p->allocType;
    c->handleTypes = (CUmemAllocationHandleType)p->handleTypes;
    c->location.type = (CUmemLocationType)p->location.type;
    c->location.id = p->location.id;
    c->win32SecurityAttributes = p->win32SecurityAttributes;
    c->maxSize = p->maxSize;
    c->usage = p->usage;
    memcpy(c->reserved, p->reserved, sizeof c->reserved);
}

static void pool_props_from_driver(const CUmemPoolProps *c, struct cudaMemPoolProps *p)
{
    memset(p, 0, sizeof *p);
    p->allocType = (enum cudaMemAllocationType)c->allocType;
    p->handleTypes = (enum cudaMemAllocationHandleType)c->handleTypes;
    p->location.type = (enum cudaMemLocationType)c->location.type;
    p->location.id = c->location.id;
    p->win32SecurityAttributes = c->win32SecurityAttributes;
    p->maxSize = c->maxSize;
    p->usage = c->usage;
}

/* ------------------------------------------------------------ graphs */

/* cuGraphCreate */
cudaError_t RT_ENTRY(cudaGraphCreate)(cudaGraph_t *pGraph, unsigned int flags)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGraphCreate, (CUgraph *)pGraph, flags);
}

/* cuGraphClone */
cudaError_t RT_ENTRY(cudaGraphClone)(cudaGraph_t *pGraphClone, cudaGraph_t originalGraph)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGraphClone, (CUgraph *)pGraphClone, (CUgraph)originalGraph);
}

/* cuGraphDestroy */
cudaError_t RT_ENTRY(cudaGraphDestroy)(cudaGraph_t graph)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGraphDestroy, (CUgraph)graph);
}

/* cuGraphDestroyNode */
cudaError_t RT_ENTRY(cudaGraphDestroyNode)(cudaGraphNode_t node)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGraphDestroyNode, (CUgraphNode)node);
}

/* cuGraphDebugDotPrint; the Runtime asks for its own names
 * (CU_GRAPH_DEBUG_DOT_FLAGS_RUNTIME_TYPES), the other flags are the same */
cudaError_t RT_ENTRY(cudaGraphDebugDotPrint)(cudaGraph_t graph, const char *path,
                                             unsigned int flags)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGraphDebugDotPrint, (CUgraph)graph, path,
                     flags | CU_GRAPH_DEBUG_DOT_FLAGS_RUNTIME_TYPES);
}

/* ------------------------------------------------------------ the generic node API */

/* cudaGraphNodeParams -> CUgraphNodeParams, node type by node type. */
static cudaError_t node_params_to_driver(const struct cudaGraphNodeParams *p, CUgraphNodeParams *c)
{
    CUDA_KERNEL_NODE_PARAMS_v2 k;
    CUDA_MEMCPY3D m;
    cudaError_t e;

    RT_RETURN_IF(p == NULL, cudaErrorInvalidValue);
    memset(c, 0, sizeof *c);
    c->type = (CUgraphNodeType)p->type;
    memcpy(c->reserved0, p->reserved0, sizeof c->reserved0);
    c->reserved2 = p->reserved2;
    switch (p->type) {
    case cudaGraphNodeTypeKernel:
        e = kernel_to_driver(p->kernel.func, p->kernel.gridDim, p->kernel.blockDim,
                             p->kernel.sharedMemBytes, p->kernel.kernelParams, p->kernel.extra,
                             &k);
        if (e != cudaSuccess)
            return e;
        memcpy(&c->kernel, &k, sizeof k);
        return cudaSuccess;
    case cudaGraphNodeTypeMemcpy:
        e = graph_memcpy3d_to_driver(&p->memcpy.copyParams, &m);
        if (e != cudaSuccess)
            return e;
        c->memcpy.flags = p->memcpy.flags;
        c->memcpy.reserved = p->memcpy.reserved[0];
        c->memcpy.copyCtx = current_context();
        c->memcpy.copyParams = m;
        return cudaSuccess;
    case cudaGraphNodeTypeMemset:
        c->memset.dst = (CUdeviceptr)(uintptr_t)p->memset.dst;
        c->memset.pitch = p->memset.pitch;
        c->memset.value = p->memset.value;
        c->memset.elementSize = p->memset.elementSize;
        c->memset.width = p->memset.width;
        c->memset.height = p->memset.height;
        c->memset.ctx = current_context();
        return cudaSuccess;
    case cudaGraphNodeTypeHost:
        c->host.fn = p->host.fn;
        c->host.userData = p->host.userData;
        return cudaSuccess;
    case cudaGraphNodeTypeGraph:
        c->graph.graph = (CUgraph)p->graph.graph;
        c->graph.ownership = (CUgraphChildGraphNodeOwnership)p->graph.ownership;
        return cudaSuccess;
    case cudaGraphNodeTypeEmpty:
        return cudaSuccess;
    case cudaGraphNodeTypeWaitEvent:
        c->eventWait.event = (CUevent)p->eventWait.event;
        return cudaSuccess;
    case cudaGraphNodeTypeEventRecord:
        c->eventRecord.event = (CUevent)p->eventRecord.event;
        return cudaSuccess;
    case cudaGraphNodeTypeExtSemaphoreSignal:
        c->extSemSignal.extSemArray = (CUexternalSemaphore *)p->extSemSignal.extSemArray;
        c->extSemSignal.paramsArray =
            (const CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS *)(const void *)p->extSemSignal.paramsArray;
        c->extSemSignal.numExtSems = p->extSemSignal.numExtSems;
        return cudaSuccess;
    case cudaGraphNodeTypeExtSemaphoreWait:
        c->extSemWait.extSemArray = (CUexternalSemaphore *)p->extSemWait.extSemArray;
        c->extSemWait.paramsArray =
            (const CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS *)(const void *)p->extSemWait.paramsArray;
        c->extSemWait.numExtSems = p->extSemWait.numExtSems;
        return cudaSuccess;
    case cudaGraphNodeTypeMemAlloc:
        pool_props_to_driver(&p->alloc.poolProps, &c->alloc.poolProps);
        c->alloc.accessDescs = (const CUmemAccessDesc *)(const void *)p->alloc.accessDescs;
        c->alloc.accessDescCount = p->alloc.accessDescCount;
        c->alloc.bytesize = p->alloc.bytesize;
        return cudaSuccess;
    case cudaGraphNodeTypeMemFree:
        c->free.dptr = (CUdeviceptr)(uintptr_t)p->free.dptr;
        return cudaSuccess;
    case cudaGraphNodeTypeConditional:
        c->conditional.handle = (CUgraphConditionalHandle)p->conditional.handle;
        c->conditional.type = (CUgraphConditionalNodeType)p->conditional.type;
        c->conditional.size = p->conditional.size;
        c->conditional.ctx = current_context();
        return cudaSuccess;
    default:
        RT_RETURN_ERROR(cudaErrorInvalidValue);
    }
}

/* What the driver gives back in the node parameters (an allocation's
 * address, a conditional node's body graphs). */
static void node_params_outputs(const CUgraphNodeParams *c, struct cudaGraphNodeParams *p)
{
    if (p->type == cudaGraphNodeTypeMemAlloc)
        p->alloc.dptr = (void *)(uintptr_t)c->alloc.dptr;
    else if (p->type == cudaGraphNodeTypeConditional)
        p->conditional.phGraph_out = (cudaGraph_t *)c->conditional.phGraph_out;
}

/* cuGraphAddNode_v2 */
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
    if ((e = node_params_to_driver(nodeParams, &c)) != cudaSuccess)
        return e;
    r = RT_DRIVER(cuGraphAddNode, (CUgraphNode *)pGraphNode, (CUgraph)graph,
                  (const CUgraphNode *)pDependencies, (const CUgraphEdgeData *)dependencyData,
                  numDependencies, &c);
    if (r == CUDA_SUCCESS)
        node_params_outputs(&c, nodeParams);
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
    if ((e = node_params_to_driver(nodeParams, &c)) != cudaSuccess)
        return e;
    RT_RETURN_DRIVER(cuGraphNodeSetParams, (CUgraphNode)node, &c);
}

/* cuGraphExecNodeSetParams */
cudaError_t RT_ENTRY(cudaGraphExecNodeSetParams)(cudaGraphExec_t graphExec, cudaGraphNode_t node,
                                                 struct cudaGraphNodeParams *nodeParams)
{
    CUgraphNodeParams c;
    cudaError_t e;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    if ((e = node_params_to_driver(nodeParams, &c)) != cudaSuccess)
        return e;
    RT_RETURN_DRIVER(cuGraphExecNodeSetParams, (CUgraphExec)graphExec, (CUgraphNode)node, &c);
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
    if ((e = kernel_params_to_driver(pNodeParams, &c)) != cudaSuccess)
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
    if ((e = kernel_params_to_driver(pNodeParams, &c)) != cudaSuccess)
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
                              const CUDA_MEMCPY3D *c)
{
    RT_RETURN_DRIVER(cuGraphAddMemcpyNode, (CUgraphNode *)pGraphNode, (CUgraph)graph,
                     (const CUgraphNode *)pDependencies, numDependencies, c, current_context());
}

/* cuGraphAddMemcpyNode (cuArray3DGetDescriptor for an array's element size) */
cudaError_t RT_ENTRY(cudaGraphAddMemcpyNode)(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                             const cudaGraphNode_t *pDependencies,
                                             size_t numDependencies,
                                             const struct cudaMemcpy3DParms *pCopyParams)
{
    CUDA_MEMCPY3D c;
    cudaError_t e;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    if ((e = graph_memcpy3d_to_driver(pCopyParams, &c)) != cudaSuccess)
        return e;
    return add_memcpy(pGraphNode, graph, pDependencies, numDependencies, &c);
}

/* cuGraphAddMemcpyNode */
cudaError_t RT_ENTRY(cudaGraphAddMemcpyNode1D)(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                               const cudaGraphNode_t *pDependencies,
                                               size_t numDependencies, void *dst, const void *src,
                                               size_t count, enum cudaMemcpyKind kind)
{
    CUDA_MEMCPY3D c;
    cudaError_t e;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    if ((e = memcpy1d_to_driver(dst, src, count, kind, &c)) != cudaSuccess)
        return e;
    return add_memcpy(pGraphNode, graph, pDependencies, numDependencies, &c);
}

/* cuLibraryGetGlobal (the symbol's address), cuGraphAddMemcpyNode */
cudaError_t RT_ENTRY(cudaGraphAddMemcpyNodeToSymbol)(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                                     const cudaGraphNode_t *pDependencies,
                                                     size_t numDependencies, const void *symbol,
                                                     const void *src, size_t count, size_t offset,
                                                     enum cudaMemcpyKind kind)
{
    CUDA_MEMCPY3D c;
    cudaError_t e;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    if ((e = to_symbol_to_driver(symbol, src, count, offset, kind, &c)) != cudaSuccess)
        return e;
    return add_memcpy(pGraphNode, graph, pDependencies, numDependencies, &c);
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
    cudaError_t e;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    if ((e = from_symbol_to_driver(dst, symbol, count, offset, kind, &c)) != cudaSuccess)
        return e;
    return add_memcpy(pGraphNode, graph, pDependencies, numDependencies, &c);
}

/* cuGraphMemcpyNodeGetParams */
cudaError_t RT_ENTRY(cudaGraphMemcpyNodeGetParams)(cudaGraphNode_t node,
                                                   struct cudaMemcpy3DParms *pNodeParams)
{
    CUDA_MEMCPY3D c;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(pNodeParams == NULL, cudaErrorInvalidValue);
    RT_RETURN_IF_NO_CONTEXT();
    memset(&c, 0, sizeof c);
    RT_RETURN_IF_DRIVER_FAILS(cuGraphMemcpyNodeGetParams, (CUgraphNode)node, &c);
    return graph_memcpy3d_from_driver(&c, pNodeParams);
}

/* cuGraphMemcpyNodeSetParams */
cudaError_t RT_ENTRY(cudaGraphMemcpyNodeSetParams)(cudaGraphNode_t node,
                                                   const struct cudaMemcpy3DParms *pNodeParams)
{
    CUDA_MEMCPY3D c;
    cudaError_t e;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    if ((e = graph_memcpy3d_to_driver(pNodeParams, &c)) != cudaSuccess)
        return e;
    RT_RETURN_DRIVER(cuGraphMemcpyNodeSetParams, (CUgraphNode)node, &c);
}

/* cuGraphMemcpyNodeSetParams */
cudaError_t RT_ENTRY(cudaGraphMemcpyNodeSetParams1D)(cudaGraphNode_t node, void *dst,
                                                     const void *src, size_t count,
                                                     enum cudaMemcpyKind kind)
{
    CUDA_MEMCPY3D c;
    cudaError_t e;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    if ((e = memcpy1d_to_driver(dst, src, count, kind, &c)) != cudaSuccess)
        return e;
    RT_RETURN_DRIVER(cuGraphMemcpyNodeSetParams, (CUgraphNode)node, &c);
}

/* cuLibraryGetGlobal, cuGraphMemcpyNodeSetParams */
cudaError_t RT_ENTRY(cudaGraphMemcpyNodeSetParamsToSymbol)(cudaGraphNode_t node, const void *symbol,
                                                           const void *src, size_t count,
                                                           size_t offset, enum cudaMemcpyKind kind)
{
    CUDA_MEMCPY3D c;
    cudaError_t e;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    if ((e = to_symbol_to_driver(symbol, src, count, offset, kind, &c)) != cudaSuccess)
        return e;
    RT_RETURN_DRIVER(cuGraphMemcpyNodeSetParams, (CUgraphNode)node, &c);
}

/* cuLibraryGetGlobal, cuGraphMemcpyNodeSetParams */
cudaError_t RT_ENTRY(cudaGraphMemcpyNodeSetParamsFromSymbol)(cudaGraphNode_t node, void *dst,
                                                             const void *symbol, size_t count,
                                                             size_t offset,
                                                             enum cudaMemcpyKind kind)
{
    CUDA_MEMCPY3D c;
    cudaError_t e;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    if ((e = from_symbol_to_driver(dst, symbol, count, offset, kind, &c)) != cudaSuccess)
        return e;
    RT_RETURN_DRIVER(cuGraphMemcpyNodeSetParams, (CUgraphNode)node, &c);
}

/* ------------------------------------------------------------ memset and host nodes */

/* cuGraphAddMemsetNode */
cudaError_t RT_ENTRY(cudaGraphAddMemsetNode)(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                             const cudaGraphNode_t *pDependencies,
                                             size_t numDependencies,
                                             const struct cudaMemsetParams *pMemsetParams)
{
    CUDA_MEMSET_NODE_PARAMS c;
    cudaError_t e;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    if ((e = memset_to_driver(pMemsetParams, &c)) != cudaSuccess)
        return e;
    RT_RETURN_DRIVER(cuGraphAddMemsetNode, (CUgraphNode *)pGraphNode, (CUgraph)graph,
                     (const CUgraphNode *)pDependencies, numDependencies, &c, current_context());
}

/* cuGraphMemsetNodeGetParams */
cudaError_t RT_ENTRY(cudaGraphMemsetNodeGetParams)(cudaGraphNode_t node,
                                                   struct cudaMemsetParams *pNodeParams)
{
    CUDA_MEMSET_NODE_PARAMS c;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(pNodeParams == NULL, cudaErrorInvalidValue);
    RT_RETURN_IF_NO_CONTEXT();
    memset(&c, 0, sizeof c);
    RT_RETURN_IF_DRIVER_FAILS(cuGraphMemsetNodeGetParams, (CUgraphNode)node, &c);
    pNodeParams->dst = (void *)(uintptr_t)c.dst;
    pNodeParams->pitch = c.pitch;
    pNodeParams->value = c.value;
    pNodeParams->elementSize = c.elementSize;
    pNodeParams->width = c.width;
    pNodeParams->height = c.height;
    return cudaSuccess;
}

/* cuGraphMemsetNodeSetParams */
cudaError_t RT_ENTRY(cudaGraphMemsetNodeSetParams)(cudaGraphNode_t node,
                                                   const struct cudaMemsetParams *pNodeParams)
{
    CUDA_MEMSET_NODE_PARAMS c;
    cudaError_t e;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    if ((e = memset_to_driver(pNodeParams, &c)) != cudaSuccess)
        return e;
    RT_RETURN_DRIVER(cuGraphMemsetNodeSetParams, (CUgraphNode)node, &c);
}

/* cuGraphAddHostNode */
cudaError_t RT_ENTRY(cudaGraphAddHostNode)(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                           const cudaGraphNode_t *pDependencies,
                                           size_t numDependencies,
                                           const struct cudaHostNodeParams *pNodeParams)
{
    CUDA_HOST_NODE_PARAMS c;
    cudaError_t e;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    if ((e = host_to_driver(pNodeParams, &c)) != cudaSuccess)
        return e;
    RT_RETURN_DRIVER(cuGraphAddHostNode, (CUgraphNode *)pGraphNode, (CUgraph)graph,
                     (const CUgraphNode *)pDependencies, numDependencies, &c);
}

/* cuGraphHostNodeGetParams */
cudaError_t RT_ENTRY(cudaGraphHostNodeGetParams)(cudaGraphNode_t node,
                                                 struct cudaHostNodeParams *pNodeParams)
{
    CUDA_HOST_NODE_PARAMS c;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(pNodeParams == NULL, cudaErrorInvalidValue);
    RT_RETURN_IF_NO_CONTEXT();
    memset(&c, 0, sizeof c);
    RT_RETURN_IF_DRIVER_FAILS(cuGraphHostNodeGetParams, (CUgraphNode)node, &c);
    pNodeParams->fn = c.fn;
    pNodeParams->userData = c.userData;
    return cudaSuccess;
}

/* cuGraphHostNodeSetParams */
cudaError_t RT_ENTRY(cudaGraphHostNodeSetParams)(cudaGraphNode_t node,
                                                 const struct cudaHostNodeParams *pNodeParams)
{
    CUDA_HOST_NODE_PARAMS c;
    cudaError_t e;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    if ((e = host_to_driver(pNodeParams, &c)) != cudaSuccess)
        return e;
    RT_RETURN_DRIVER(cuGraphHostNodeSetParams, (CUgraphNode)node, &c);
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

static cudaError_t signal_to_driver(const struct cudaExternalSemaphoreSignalNodeParams *p,
                                    CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *c)
{
    RT_RETURN_IF(p == NULL, cudaErrorInvalidValue);
    c->extSemArray = (CUexternalSemaphore *)p->extSemArray;
    c->paramsArray = (const CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS *)(const void *)p->paramsArray;
    c->numExtSems = p->numExtSems;
    return cudaSuccess;
}

static cudaError_t wait_to_driver(const struct cudaExternalSemaphoreWaitNodeParams *p,
                                  CUDA_EXT_SEM_WAIT_NODE_PARAMS *c)
{
    RT_RETURN_IF(p == NULL, cudaErrorInvalidValue);
    c->extSemArray = (CUexternalSemaphore *)p->extSemArray;
    c->paramsArray = (const CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS *)(const void *)p->paramsArray;
    c->numExtSems = p->numExtSems;
    return cudaSuccess;
}

/* cuGraphAddExternalSemaphoresSignalNode */
cudaError_t RT_ENTRY(cudaGraphAddExternalSemaphoresSignalNode)(cudaGraphNode_t *pGraphNode,
                                                               cudaGraph_t graph,
                                                               const cudaGraphNode_t *pDependencies,
                                                               size_t numDependencies,
                                                               const struct cudaExternalSemaphoreSignalNodeParams *nodeParams)
{
    CUDA_EXT_SEM_SIGNAL_NODE_PARAMS c;
    cudaError_t e;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    if ((e = signal_to_driver(nodeParams, &c)) != cudaSuccess)
        return e;
    RT_RETURN_DRIVER(cuGraphAddExternalSemaphoresSignalNode, (CUgraphNode *)pGraphNode,
                     (CUgraph)graph, (const CUgraphNode *)pDependencies, numDependencies, &c);
}

/* cuGraphExternalSemaphoresSignalNodeGetParams */
cudaError_t RT_ENTRY(cudaGraphExternalSemaphoresSignalNodeGetParams)(cudaGraphNode_t hNode,
                                                                     struct cudaExternalSemaphoreSignalNodeParams *params_out)
{
    CUDA_EXT_SEM_SIGNAL_NODE_PARAMS c;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(params_out == NULL, cudaErrorInvalidValue);
    RT_RETURN_IF_NO_CONTEXT();
    memset(&c, 0, sizeof c);
    RT_RETURN_IF_DRIVER_FAILS(cuGraphExternalSemaphoresSignalNodeGetParams, (CUgraphNode)hNode, &c);
    params_out->extSemArray = (cudaExternalSemaphore_t *)c.extSemArray;
    params_out->paramsArray =
        (const struct cudaExternalSemaphoreSignalParams *)(const void *)c.paramsArray;
    params_out->numExtSems = c.numExtSems;
    return cudaSuccess;
}

/* cuGraphExternalSemaphoresSignalNodeSetParams */
cudaError_t RT_ENTRY(cudaGraphExternalSemaphoresSignalNodeSetParams)(cudaGraphNode_t hNode,
                                                                     const struct cudaExternalSemaphoreSignalNodeParams *nodeParams)
{
    CUDA_EXT_SEM_SIGNAL_NODE_PARAMS c;
    cudaError_t e;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    if ((e = signal_to_driver(nodeParams, &c)) != cudaSuccess)
        return e;
    RT_RETURN_DRIVER(cuGraphExternalSemaphoresSignalNodeSetParams, (CUgraphNode)hNode, &c);
}

/* cuGraphAddExternalSemaphoresWaitNode */
cudaError_t RT_ENTRY(cudaGraphAddExternalSemaphoresWaitNode)(cudaGraphNode_t *pGraphNode,
                                                             cudaGraph_t graph,
                                                             const cudaGraphNode_t *pDependencies,
                                                             size_t numDependencies,
                                                             const struct cudaExternalSemaphoreWaitNodeParams *nodeParams)
{
    CUDA_EXT_SEM_WAIT_NODE_PARAMS c;
    cudaError_t e;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    if ((e = wait_to_driver(nodeParams, &c)) != cudaSuccess)
        return e;
    RT_RETURN_DRIVER(cuGraphAddExternalSemaphoresWaitNode, (CUgraphNode *)pGraphNode,
                     (CUgraph)graph, (const CUgraphNode *)pDependencies, numDependencies, &c);
}

/* cuGraphExternalSemaphoresWaitNodeGetParams */
cudaError_t RT_ENTRY(cudaGraphExternalSemaphoresWaitNodeGetParams)(cudaGraphNode_t hNode,
                                                                   struct cudaExternalSemaphoreWaitNodeParams *params_out)
{
    CUDA_EXT_SEM_WAIT_NODE_PARAMS c;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(params_out == NULL, cudaErrorInvalidValue);
    RT_RETURN_IF_NO_CONTEXT();
    memset(&c, 0, sizeof c);
    RT_RETURN_IF_DRIVER_FAILS(cuGraphExternalSemaphoresWaitNodeGetParams, (CUgraphNode)hNode, &c);
    params_out->extSemArray = (cudaExternalSemaphore_t *)c.extSemArray;
    params_out->paramsArray =
        (const struct cudaExternalSemaphoreWaitParams *)(const void *)c.paramsArray;
    params_out->numExtSems = c.numExtSems;
    return cudaSuccess;
}

/* cuGraphExternalSemaphoresWaitNodeSetParams */
cudaError_t RT_ENTRY(cudaGraphExternalSemaphoresWaitNodeSetParams)(cudaGraphNode_t hNode,
                                                                   const struct cudaExternalSemaphoreWaitNodeParams *nodeParams)
{
    CUDA_EXT_SEM_WAIT_NODE_PARAMS c;
    cudaError_t e;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    if ((e = wait_to_driver(nodeParams, &c)) != cudaSuccess)
        return e;
    RT_RETURN_DRIVER(cuGraphExternalSemaphoresWaitNodeSetParams, (CUgraphNode)hNode, &c);
}

/* ------------------------------------------------------------ graph memory */

/* cuGraphAddMemAllocNode; the allocation's address is written back to
 * nodeParams->dptr */
cudaError_t RT_ENTRY(cudaGraphAddMemAllocNode)(cudaGraphNode_t *pGraphNode, cudaGraph_t graph,
                                               const cudaGraphNode_t *pDependencies,
                                               size_t numDependencies,
                                               struct cudaMemAllocNodeParams *nodeParams)
{
    CUDA_MEM_ALLOC_NODE_PARAMS c;
    CUresult r;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(nodeParams == NULL, cudaErrorInvalidValue);
    RT_RETURN_IF_NO_CONTEXT();
    memset(&c, 0, sizeof c);
    pool_props_to_driver(&nodeParams->poolProps, &c.poolProps);
    c.accessDescs = (const CUmemAccessDesc *)(const void *)nodeParams->accessDescs;
    c.accessDescCount = nodeParams->accessDescCount;
    c.bytesize = nodeParams->bytesize;
    r = RT_DRIVER(cuGraphAddMemAllocNode, (CUgraphNode *)pGraphNode, (CUgraph)graph,
                  (const CUgraphNode *)pDependencies, numDependencies, &c);
    if (r == CUDA_SUCCESS)
        nodeParams->dptr = (void *)(uintptr_t)c.dptr;
    RT_RETURN_DRIVER_RESULT(r, cuGraphAddMemAllocNode);
}

/* cuGraphMemAllocNodeGetParams */
cudaError_t RT_ENTRY(cudaGraphMemAllocNodeGetParams)(cudaGraphNode_t node,
                                                     struct cudaMemAllocNodeParams *params_out)
{
    CUDA_MEM_ALLOC_NODE_PARAMS c;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(params_out == NULL, cudaErrorInvalidValue);
    RT_RETURN_IF_NO_CONTEXT();
    memset(&c, 0, sizeof c);
    RT_RETURN_IF_DRIVER_FAILS(cuGraphMemAllocNodeGetParams, (CUgraphNode)node, &c);
    pool_props_from_driver(&c.poolProps, &params_out->poolProps);
    params_out->accessDescs = (const struct cudaMemAccessDesc *)(const void *)c.accessDescs;
    params_out->accessDescCount = c.accessDescCount;
    params_out->bytesize = c.bytesize;
    params_out->dptr = (void *)(uintptr_t)c.dptr;
    return cudaSuccess;
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

/* The CUdevice of a Runtime device ordinal, checked. */
static cudaError_t device_of(int device, CUdevice *dev)
{
    int count = 0;
    int rc = cufw_device_count(&count);

    RT_RETURN_IF_FAILED(rc);
    RT_RETURN_IF(device < 0 || device >= count, cudaErrorInvalidDevice);
    *dev = (CUdevice)device;
    return cudaSuccess;
}

/* cuDeviceGraphMemTrim */
cudaError_t RT_ENTRY(cudaDeviceGraphMemTrim)(int device)
{
    CUdevice dev = 0;
    cudaError_t e;

    RT_RETURN_IF_NOT_READY();
    if ((e = device_of(device, &dev)) != cudaSuccess)
        return e;
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuDeviceGraphMemTrim, dev);
}

/* cuDeviceGetGraphMemAttribute (the attribute values are the driver's) */
cudaError_t RT_ENTRY(cudaDeviceGetGraphMemAttribute)(int device,
                                                     enum cudaGraphMemAttributeType attr,
                                                     void *value)
{
    CUdevice dev = 0;
    cudaError_t e;

    RT_RETURN_IF_NOT_READY();
    if ((e = device_of(device, &dev)) != cudaSuccess)
        return e;
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuDeviceGetGraphMemAttribute, dev, (CUgraphMem_attribute)attr, value);
}

/* cuDeviceSetGraphMemAttribute */
cudaError_t RT_ENTRY(cudaDeviceSetGraphMemAttribute)(int device,
                                                     enum cudaGraphMemAttributeType attr,
                                                     void *value)
{
    CUdevice dev = 0;
    cudaError_t e;

    RT_RETURN_IF_NOT_READY();
    if ((e = device_of(device, &dev)) != cudaSuccess)
        return e;
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuDeviceSetGraphMemAttribute, dev, (CUgraphMem_attribute)attr, value);
}

/* ------------------------------------------------------------ structure queries */

/* cuGraphGetNodes */
cudaError_t RT_ENTRY(cudaGraphGetNodes)(cudaGraph_t graph, cudaGraphNode_t *nodes, size_t *numNodes)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGraphGetNodes, (CUgraph)graph, (CUgraphNode *)nodes, numNodes);
}

/* cuGraphGetRootNodes */
cudaError_t RT_ENTRY(cudaGraphGetRootNodes)(cudaGraph_t graph, cudaGraphNode_t *pRootNodes,
                                            size_t *pNumRootNodes)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGraphGetRootNodes, (CUgraph)graph, (CUgraphNode *)pRootNodes, pNumRootNodes);
}

/* cuGraphGetEdges_v2 */
cudaError_t RT_ENTRY(cudaGraphGetEdges)(cudaGraph_t graph, cudaGraphNode_t *from,
                                        cudaGraphNode_t *to, cudaGraphEdgeData *edgeData,
                                        size_t *numEdges)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGraphGetEdges, (CUgraph)graph, (CUgraphNode *)from, (CUgraphNode *)to,
                     (CUgraphEdgeData *)edgeData, numEdges);
}

/* cuGraphNodeGetDependencies_v2 */
cudaError_t RT_ENTRY(cudaGraphNodeGetDependencies)(cudaGraphNode_t node,
                                                   cudaGraphNode_t *pDependencies,
                                                   cudaGraphEdgeData *edgeData,
                                                   size_t *pNumDependencies)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGraphNodeGetDependencies, (CUgraphNode)node, (CUgraphNode *)pDependencies,
                     (CUgraphEdgeData *)edgeData, pNumDependencies);
}

/* cuGraphNodeGetDependentNodes_v2 */
cudaError_t RT_ENTRY(cudaGraphNodeGetDependentNodes)(cudaGraphNode_t node,
                                                     cudaGraphNode_t *pDependentNodes,
                                                     cudaGraphEdgeData *edgeData,
                                                     size_t *pNumDependentNodes)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGraphNodeGetDependentNodes, (CUgraphNode)node,
                     (CUgraphNode *)pDependentNodes, (CUgraphEdgeData *)edgeData,
                     pNumDependentNodes);
}

/* cuGraphAddDependencies_v2 */
cudaError_t RT_ENTRY(cudaGraphAddDependencies)(cudaGraph_t graph, const cudaGraphNode_t *from,
                                               const cudaGraphNode_t *to,
                                               const cudaGraphEdgeData *edgeData,
                                               size_t numDependencies)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGraphAddDependencies, (CUgraph)graph, (const CUgraphNode *)from,
                     (const CUgraphNode *)to, (const CUgraphEdgeData *)edgeData, numDependencies);
}

/* cuGraphRemoveDependencies_v2 */
cudaError_t RT_ENTRY(cudaGraphRemoveDependencies)(cudaGraph_t graph, const cudaGraphNode_t *from,
                                                  const cudaGraphNode_t *to,
                                                  const cudaGraphEdgeData *edgeData,
                                                  size_t numDependencies)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGraphRemoveDependencies, (CUgraph)graph, (const CUgraphNode *)from,
                     (const CUgraphNode *)to, (const CUgraphEdgeData *)edgeData, numDependencies);
}

/* cuGraphNodeGetType (the node types are the driver's, numbered alike) */
cudaError_t RT_ENTRY(cudaGraphNodeGetType)(cudaGraphNode_t node, enum cudaGraphNodeType *pType)
{
    CUgraphNodeType t = CU_GRAPH_NODE_TYPE_EMPTY;
    CUresult r;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(pType == NULL, cudaErrorInvalidValue);
    RT_RETURN_IF_NO_CONTEXT();
    r = RT_DRIVER(cuGraphNodeGetType, (CUgraphNode)node, &t);
    if (r == CUDA_SUCCESS)
        *pType = (enum cudaGraphNodeType)t;
    RT_RETURN_DRIVER_RESULT(r, cuGraphNodeGetType);
}

/* cuGraphNodeFindInClone */
cudaError_t RT_ENTRY(cudaGraphNodeFindInClone)(cudaGraphNode_t *pNode, cudaGraphNode_t originalNode,
                                               cudaGraph_t clonedGraph)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGraphNodeFindInClone, (CUgraphNode *)pNode, (CUgraphNode)originalNode,
                     (CUgraph)clonedGraph);
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

/* cuGraphConditionalHandleCreate, in the current context */
cudaError_t RT_ENTRY(cudaGraphConditionalHandleCreate)(cudaGraphConditionalHandle *pHandle_out,
                                                       cudaGraph_t graph,
                                                       unsigned int defaultLaunchValue,
                                                       unsigned int flags)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGraphConditionalHandleCreate, (CUgraphConditionalHandle *)pHandle_out,
                     (CUgraph)graph, current_context(), defaultLaunchValue, flags);
}

/* ------------------------------------------------------------ user objects */

/* cuUserObjectCreate (the flag values are the driver's) */
cudaError_t RT_ENTRY(cudaUserObjectCreate)(cudaUserObject_t *object_out, void *ptr,
                                           cudaHostFn_t destroy, unsigned int initialRefcount,
                                           unsigned int flags)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuUserObjectCreate, (CUuserObject *)object_out, ptr, destroy, initialRefcount,
                     flags);
}

/* cuUserObjectRetain */
cudaError_t RT_ENTRY(cudaUserObjectRetain)(cudaUserObject_t object, unsigned int count)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuUserObjectRetain, (CUuserObject)object, count);
}

/* cuUserObjectRelease */
cudaError_t RT_ENTRY(cudaUserObjectRelease)(cudaUserObject_t object, unsigned int count)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuUserObjectRelease, (CUuserObject)object, count);
}

/* cuGraphRetainUserObject */
cudaError_t RT_ENTRY(cudaGraphRetainUserObject)(cudaGraph_t graph, cudaUserObject_t object,
                                                unsigned int count, unsigned int flags)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGraphRetainUserObject, (CUgraph)graph, (CUuserObject)object, count, flags);
}

/* cuGraphReleaseUserObject */
cudaError_t RT_ENTRY(cudaGraphReleaseUserObject)(cudaGraph_t graph, cudaUserObject_t object,
                                                 unsigned int count)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGraphReleaseUserObject, (CUgraph)graph, (CUuserObject)object, count);
}

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

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(p == NULL, cudaErrorInvalidValue);
    RT_RETURN_IF_NO_CONTEXT();
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

cudaError_t RT_ENTRY(cudaGraphInstantiateWithParams_ptsz)(cudaGraphExec_t *pGraphExec,
                                                          cudaGraph_t graph,
                                                          cudaGraphInstantiateParams *instantiateParams)
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

static cudaError_t upload(cudaGraphExec_t graphExec, CUstream stream)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGraphUpload, (CUgraphExec)graphExec, stream);
}

/* cuGraphUpload */
cudaError_t RT_ENTRY(cudaGraphUpload)(cudaGraphExec_t graphExec, cudaStream_t stream)
{
    return upload(graphExec, cufw__rt_cu_stream(stream));
}

cudaError_t RT_ENTRY(cudaGraphUpload_ptsz)(cudaGraphExec_t graphExec, cudaStream_t stream)
{
    return upload(graphExec, cufw__rt_cu_stream_ptsz(stream));
}

static cudaError_t launch(cudaGraphExec_t graphExec, CUstream stream)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGraphLaunch, (CUgraphExec)graphExec, stream);
}

/* cuGraphLaunch */
cudaError_t RT_ENTRY(cudaGraphLaunch)(cudaGraphExec_t graphExec, cudaStream_t stream)
{
    return launch(graphExec, cufw__rt_cu_stream(stream));
}

cudaError_t RT_ENTRY(cudaGraphLaunch_ptsz)(cudaGraphExec_t graphExec, cudaStream_t stream)
{
    return launch(graphExec, cufw__rt_cu_stream_ptsz(stream));
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

/* cuGraphExecKernelNodeSetParams_v2 */
cudaError_t RT_ENTRY(cudaGraphExecKernelNodeSetParams)(cudaGraphExec_t hGraphExec,
                                                       cudaGraphNode_t node,
                                                       const struct cudaKernelNodeParams *pNodeParams)
{
    CUDA_KERNEL_NODE_PARAMS_v2 c;
    cudaError_t e;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    if ((e = kernel_params_to_driver(pNodeParams, &c)) != cudaSuccess)
        return e;
    RT_RETURN_DRIVER(cuGraphExecKernelNodeSetParams, (CUgraphExec)hGraphExec, (CUgraphNode)node,
                     &c);
}

static cudaError_t exec_memcpy(cudaGraphExec_t hGraphExec, cudaGraphNode_t node,
                               const CUDA_MEMCPY3D *c)
{
    RT_RETURN_DRIVER(cuGraphExecMemcpyNodeSetParams, (CUgraphExec)hGraphExec, (CUgraphNode)node, c,
                     current_context());
}

/* cuGraphExecMemcpyNodeSetParams */
cudaError_t RT_ENTRY(cudaGraphExecMemcpyNodeSetParams)(cudaGraphExec_t hGraphExec,
                                                       cudaGraphNode_t node,
                                                       const struct cudaMemcpy3DParms *pNodeParams)
{
    CUDA_MEMCPY3D c;
    cudaError_t e;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    if ((e = graph_memcpy3d_to_driver(pNodeParams, &c)) != cudaSuccess)
        return e;
    return exec_memcpy(hGraphExec, node, &c);
}

/* cuGraphExecMemcpyNodeSetParams */
cudaError_t RT_ENTRY(cudaGraphExecMemcpyNodeSetParams1D)(cudaGraphExec_t hGraphExec,
                                                         cudaGraphNode_t node, void *dst,
                                                         const void *src, size_t count,
                                                         enum cudaMemcpyKind kind)
{
    CUDA_MEMCPY3D c;
    cudaError_t e;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    if ((e = memcpy1d_to_driver(dst, src, count, kind, &c)) != cudaSuccess)
        return e;
    return exec_memcpy(hGraphExec, node, &c);
}

/* cuLibraryGetGlobal, cuGraphExecMemcpyNodeSetParams */
cudaError_t RT_ENTRY(cudaGraphExecMemcpyNodeSetParamsToSymbol)(cudaGraphExec_t hGraphExec,
                                                               cudaGraphNode_t node,
                                                               const void *symbol, const void *src,
                                                               size_t count, size_t offset,
                                                               enum cudaMemcpyKind kind)
{
    CUDA_MEMCPY3D c;
    cudaError_t e;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    if ((e = to_symbol_to_driver(symbol, src, count, offset, kind, &c)) != cudaSuccess)
        return e;
    return exec_memcpy(hGraphExec, node, &c);
}

/* cuLibraryGetGlobal, cuGraphExecMemcpyNodeSetParams */
cudaError_t RT_ENTRY(cudaGraphExecMemcpyNodeSetParamsFromSymbol)(cudaGraphExec_t hGraphExec,
                                                                 cudaGraphNode_t node, void *dst,
                                                                 const void *symbol, size_t count,
                                                                 size_t offset,
                                                                 enum cudaMemcpyKind kind)
{
    CUDA_MEMCPY3D c;
    cudaError_t e;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    if ((e = from_symbol_to_driver(dst, symbol, count, offset, kind, &c)) != cudaSuccess)
        return e;
    return exec_memcpy(hGraphExec, node, &c);
}

/* cuGraphExecMemsetNodeSetParams */
cudaError_t RT_ENTRY(cudaGraphExecMemsetNodeSetParams)(cudaGraphExec_t hGraphExec,
                                                       cudaGraphNode_t node,
                                                       const struct cudaMemsetParams *pNodeParams)
{
    CUDA_MEMSET_NODE_PARAMS c;
    cudaError_t e;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    if ((e = memset_to_driver(pNodeParams, &c)) != cudaSuccess)
        return e;
    RT_RETURN_DRIVER(cuGraphExecMemsetNodeSetParams, (CUgraphExec)hGraphExec, (CUgraphNode)node, &c,
                     current_context());
}

/* cuGraphExecHostNodeSetParams */
cudaError_t RT_ENTRY(cudaGraphExecHostNodeSetParams)(cudaGraphExec_t hGraphExec,
                                                     cudaGraphNode_t node,
                                                     const struct cudaHostNodeParams *pNodeParams)
{
    CUDA_HOST_NODE_PARAMS c;
    cudaError_t e;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    if ((e = host_to_driver(pNodeParams, &c)) != cudaSuccess)
        return e;
    RT_RETURN_DRIVER(cuGraphExecHostNodeSetParams, (CUgraphExec)hGraphExec, (CUgraphNode)node, &c);
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

/* cuGraphExecEventRecordNodeSetEvent */
cudaError_t RT_ENTRY(cudaGraphExecEventRecordNodeSetEvent)(cudaGraphExec_t hGraphExec,
                                                           cudaGraphNode_t hNode, cudaEvent_t event)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGraphExecEventRecordNodeSetEvent, (CUgraphExec)hGraphExec,
                     (CUgraphNode)hNode, (CUevent)event);
}

/* cuGraphExecEventWaitNodeSetEvent */
cudaError_t RT_ENTRY(cudaGraphExecEventWaitNodeSetEvent)(cudaGraphExec_t hGraphExec,
                                                         cudaGraphNode_t hNode, cudaEvent_t event)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGraphExecEventWaitNodeSetEvent, (CUgraphExec)hGraphExec, (CUgraphNode)hNode,
                     (CUevent)event);
}

/* cuGraphExecExternalSemaphoresSignalNodeSetParams */
cudaError_t RT_ENTRY(cudaGraphExecExternalSemaphoresSignalNodeSetParams)(cudaGraphExec_t hGraphExec,
                                                                         cudaGraphNode_t hNode,
                                                                         const struct cudaExternalSemaphoreSignalNodeParams *nodeParams)
{
    CUDA_EXT_SEM_SIGNAL_NODE_PARAMS c;
    cudaError_t e;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    if ((e = signal_to_driver(nodeParams, &c)) != cudaSuccess)
        return e;
    RT_RETURN_DRIVER(cuGraphExecExternalSemaphoresSignalNodeSetParams, (CUgraphExec)hGraphExec,
                     (CUgraphNode)hNode, &c);
}

/* cuGraphExecExternalSemaphoresWaitNodeSetParams */
cudaError_t RT_ENTRY(cudaGraphExecExternalSemaphoresWaitNodeSetParams)(cudaGraphExec_t hGraphExec,
                                                                       cudaGraphNode_t hNode,
                                                                       const struct cudaExternalSemaphoreWaitNodeParams *nodeParams)
{
    CUDA_EXT_SEM_WAIT_NODE_PARAMS c;
    cudaError_t e;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    if ((e = wait_to_driver(nodeParams, &c)) != cudaSuccess)
        return e;
    RT_RETURN_DRIVER(cuGraphExecExternalSemaphoresWaitNodeSetParams, (CUgraphExec)hGraphExec,
                     (CUgraphNode)hNode, &c);
}
