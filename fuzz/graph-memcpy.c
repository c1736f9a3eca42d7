/* SPDX-License-Identifier: MIT */
/*
 * fuzz/graph-memcpy.c -- the parameters of graphs' memcpy nodes and the
 * generic node API (compat/direct/graph_node.c, graph_exec.c, graph.h),
 * on the stand-in driver behind the shim (fuzz/rt.h): the memcpy nodes'
 * functions of each form (a cudaMemcpy3DParms, 1D, to and from a symbol;
 * added, set, set in an executable graph), the generic
 * cudaGraphAddNode / cudaGraphNodeSetParams / cudaGraphExecNodeSetParams
 * with a node of any type, and cudaGraphMemcpyNodeGetParams, which
 * converts back.
 *
 * Input: byte 0 the function (low 4 bits; bit 7: a NULL parameter
 * structure), two array descriptors, a cudaMemcpy3DParms as memcpy3d
 * reads it; then for the 1D and symbol forms a count, an offset and a
 * kind, for the generic API a node type, flags, reserved words and the
 * bytes of the parameters' union.
 *
 * Checks: a memcpy node's copy is what fuzz_copy_expect says (the 3D
 * rules, but an empty extent is a node all the same), refused with the
 * thread's last error and no driver call, or given to the driver once
 * with every field as computed in 128 bits; read back, the node gives the
 * parameters it was made of (elements again, the pointer sides' xsize the
 * width in bytes). A 1D copy is count bytes between two pitched pointers
 * of one row. A symbol copy checks its kind before its symbol. The
 * generic API gives the driver the type, the reserved words and, for each
 * type taken as it is, exactly the Driver's input fields of that type
 * (the rest zero, a memset or conditional node's context the current
 * one); a kernel node its function as the CUkernel; a memcpy node as
 * above; an unknown type is cudaErrorInvalidValue.
 */
#include "config.h"

#include <string.h>

#include "rt.h"

enum fn {
    ADD, SET, EXEC_SET,               /* a cudaMemcpy3DParms */
    ANY_ADD, ANY_SET, ANY_EXEC_SET,   /* the generic API */
    ADD_1D, SET_1D, EXEC_SET_1D,      /* count bytes */
    ADD_TO, SET_FROM, EXEC_SET_TO,    /* a symbol */
    NFNS
};

static const char *const fn_name[NFNS] = {
    "cudaGraphAddMemcpyNode",
    "cudaGraphMemcpyNodeSetParams",
    "cudaGraphExecMemcpyNodeSetParams",
    "cudaGraphAddNode",
    "cudaGraphNodeSetParams",
    "cudaGraphExecNodeSetParams",
    "cudaGraphAddMemcpyNode1D",
    "cudaGraphMemcpyNodeSetParams1D",
    "cudaGraphExecMemcpyNodeSetParams1D",
    "cudaGraphAddMemcpyNodeToSymbol",
    "cudaGraphMemcpyNodeSetParamsFromSymbol",
    "cudaGraphExecMemcpyNodeSetParamsToSymbol",
};

/* the entry point of each form's memcpy node: add, set, set in an
 * executable graph */
static const char *const memcpy_entry[3] = {
    "cuGraphAddMemcpyNode", "cuGraphMemcpyNodeSetParams", "cuGraphExecMemcpyNodeSetParams"};
static const char *const any_entry[3] = {"cuGraphAddNode", "cuGraphNodeSetParams",
                                         "cuGraphExecNodeSetParams"};

static cudaGraph_t graph;
static cudaGraphNode_t node;
static char exec_cookie; /* an executable graph: the shim takes any handle */
static char symbol;      /* no registered variable */
static CUcontext context; /* the current context, as the first node saw it */

/*
 * The Driver's input fields of each node type the generic API takes as it
 * is, from cuda.h's structures: their bytes at the start of the union, and
 * where a context goes (-1: none). Outputs (an allocation's address, a
 * conditional node's body graphs) are not inputs.
 */
static const struct {
    size_t bytes;
    long ctx;
} as_is[] = {
    [cudaGraphNodeTypeMemset] = {offsetof(CUDA_MEMSET_NODE_PARAMS_v2, ctx),
                                 (long)offsetof(CUDA_MEMSET_NODE_PARAMS_v2, ctx)},
    [cudaGraphNodeTypeHost] = {sizeof(CUDA_HOST_NODE_PARAMS_v2), -1},
    [cudaGraphNodeTypeGraph] = {sizeof(CUDA_CHILD_GRAPH_NODE_PARAMS), -1},
    [cudaGraphNodeTypeEmpty] = {0, -1},
    [cudaGraphNodeTypeWaitEvent] = {sizeof(CUDA_EVENT_WAIT_NODE_PARAMS), -1},
    [cudaGraphNodeTypeEventRecord] = {sizeof(CUDA_EVENT_RECORD_NODE_PARAMS), -1},
    [cudaGraphNodeTypeExtSemaphoreSignal] = {sizeof(CUDA_EXT_SEM_SIGNAL_NODE_PARAMS_v2), -1},
    [cudaGraphNodeTypeExtSemaphoreWait] = {sizeof(CUDA_EXT_SEM_WAIT_NODE_PARAMS_v2), -1},
    [cudaGraphNodeTypeMemAlloc] = {offsetof(CUDA_MEM_ALLOC_NODE_PARAMS_v2, dptr), -1},
    [cudaGraphNodeTypeMemFree] = {sizeof(CUDA_MEM_FREE_NODE_PARAMS), -1},
    [cudaGraphNodeTypeConditional] = {offsetof(CUDA_CONDITIONAL_NODE_PARAMS, phGraph_out),
                                      (long)offsetof(CUDA_CONDITIONAL_NODE_PARAMS, ctx)},
};

/* The context a node was given: the current one, the same each time. */
static void current_context(const char *what, CUcontext ctx)
{
    if (context == NULL)
        context = ctx;
    FUZZ_CHECK(ctx != NULL && ctx == context, "%s: context %p, not the current %p", what,
               (void *)ctx, (void *)context);
}

/* One side read back: the pointer as given, its xsize the width in bytes;
 * none for an array. */
static void pointer_back(const char *what, const char *side, const void *array,
                         const struct cudaPitchedPtr *back, const struct cudaPitchedPtr *given,
                         size_t width)
{
    if (array != NULL)
        FUZZ_CHECK(back->ptr == NULL, "%s, read back: a %s pointer", what, side);
    else
        FUZZ_CHECK(back->ptr == given->ptr && back->pitch == given->pitch &&
                       back->ysize == given->ysize && back->xsize == width,
                   "%s, read back: the %s pointer", what, side);
}

/* A memcpy node made or changed: read back, the parameters it was made of. */
static void read_back(const char *what, const struct cudaMemcpy3DParms *p,
                      const CUDA_MEMCPY3D *c)
{
    struct cudaMemcpy3DParms back;
    enum cudaMemcpyKind kind = p->kind;
    cudaError_t e;

    memset(&back, 0x5a, sizeof back);
    e = cudaGraphMemcpyNodeGetParams(node, &back);
    FUZZ_CHECK(e == cudaSuccess, "%s, read back: %s", what, cudaGetErrorName(e));
    /* two arrays are device memory, whatever the kind said */
    if (kind == cudaMemcpyDefault && p->srcArray != NULL && p->dstArray != NULL)
        kind = cudaMemcpyDeviceToDevice;
    FUZZ_CHECK(back.srcArray == p->srcArray && back.dstArray == p->dstArray,
               "%s, read back: the arrays", what);
    FUZZ_CHECK(memcmp(&back.srcPos, &p->srcPos, sizeof back.srcPos) == 0 &&
                   memcmp(&back.dstPos, &p->dstPos, sizeof back.dstPos) == 0,
               "%s, read back: position (%zu, %zu, %zu) -> (%zu, %zu, %zu)", what,
               back.srcPos.x, back.srcPos.y, back.srcPos.z, back.dstPos.x, back.dstPos.y,
               back.dstPos.z);
    FUZZ_CHECK(memcmp(&back.extent, &p->extent, sizeof back.extent) == 0,
               "%s, read back: extent (%zu, %zu, %zu)", what, back.extent.width,
               back.extent.height, back.extent.depth);
    FUZZ_CHECK(back.kind == kind, "%s, read back: kind %d, not %d", what, back.kind, kind);
    pointer_back(what, "source", p->srcArray, &back.srcPtr, &p->srcPtr, c->WidthInBytes);
    pointer_back(what, "destination", p->dstArray, &back.dstPtr, &p->dstPtr, c->WidthInBytes);
}

/* A memcpy node's copy: refused as expected, or given to the driver (at
 * the entry point `entry`) as expected, and read back unless it went to an
 * executable graph. c: the copy the driver got, from the shim's log. */
static void memcpy_node(const char *what, cudaError_t e, const struct cudaMemcpy3DParms *p,
                        int which, int generic, unsigned long before)
{
    CUDA_MEMCPY3D want;
    const CUDA_MEMCPY3D *c;
    const char *entry = generic ? any_entry[which] : memcpy_entry[which];
    cudaError_t expect;
    int made = 0;

    expect = fuzz_copy_expect(p, FUZZ_COPY_NODE, cudaSuccess, &made, &want);
    if (expect != cudaSuccess) {
        fuzz_refused(what, e, expect, before);
        return;
    }
    fuzz_accepted(what, e);
    FUZZ_CHECK(made && fuzz_rt_driver_calls() - before == 1 && fuzz_log.n == 1 &&
                   strcmp(fuzz_log.calls[0].name, entry) == 0,
               "%s: %lu driver calls, not one of %s", what, fuzz_rt_driver_calls() - before,
               entry);
    c = generic ? &fuzz_log.calls[0].u.node.memcpy.copyParams : &fuzz_log.calls[0].u.copy3d;
    fuzz_copy_same(what, c, &want);
    if (which != 2)
        read_back(what, p, c);
}

/* The generic API with a node of another type: what the driver got. */
static void other_node(const char *what, cudaError_t e, const struct cudaGraphNodeParams *in,
                       const struct cudaGraphNodeParams *p, int which, unsigned long before)
{
    const CUgraphNodeParams *c = &fuzz_log.calls[0].u.node;
    unsigned char want[sizeof c->reserved1], seen[sizeof c->reserved1];
    const struct cudaKernelNodeParams *k = (const void *)&in->kernel;
    CUDA_KERNEL_NODE_PARAMS_v3 kern;
    unsigned t = (unsigned)in->type;

#if CUDART_VERSION < 13000
    if (t == cudaGraphNodeTypeKernel) {
        /* 12.x asks the driver whether the function is a kernel (one call,
         * which the recording driver refuses): what is no kernel is
         * cudaErrorInvalidDeviceFunction, recorded */
        cudaError_t last = cudaGetLastError();

        FUZZ_CHECK(e == cudaErrorInvalidDeviceFunction && last == e,
                   "%s: a kernel node of no kernel: %s (last %s), not "
                   "cudaErrorInvalidDeviceFunction",
                   what, cudaGetErrorName(e), cudaGetErrorName(last));
        return;
    }
#endif
    if (t != cudaGraphNodeTypeKernel &&
        (t >= sizeof as_is / sizeof as_is[0] ||
         (as_is[t].bytes == 0 && t != cudaGraphNodeTypeEmpty))) {
        fuzz_refused(what, e, cudaErrorInvalidValue, before);
        return;
    }
    fuzz_accepted(what, e);
    FUZZ_CHECK(fuzz_rt_driver_calls() - before == 1 && fuzz_log.n == 1 &&
                   strcmp(fuzz_log.calls[0].name, any_entry[which]) == 0,
               "%s: %lu driver calls, not one of %s", what, fuzz_rt_driver_calls() - before,
               any_entry[which]);
    FUZZ_CHECK((unsigned)c->type == t && c->reserved2 == in->reserved2 &&
                   memcmp(c->reserved0, in->reserved0, sizeof c->reserved0) == 0,
               "%s: the type or reserved words changed", what);
    memset(want, 0, sizeof want);
    memcpy(seen, &c->reserved1, sizeof seen);
    if (t == cudaGraphNodeTypeKernel) {
        /* no host stub registered: the function is taken as a CUkernel */
        memset(&kern, 0, sizeof kern);
        kern.gridDimX = k->gridDim.x;
        kern.gridDimY = k->gridDim.y;
        kern.gridDimZ = k->gridDim.z;
        kern.blockDimX = k->blockDim.x;
        kern.blockDimY = k->blockDim.y;
        kern.blockDimZ = k->blockDim.z;
        kern.sharedMemBytes = k->sharedMemBytes;
        kern.kernelParams = k->kernelParams;
        kern.extra = k->extra;
        kern.kern = (CUkernel)k->func;
        current_context(what, c->kernel.ctx);
        kern.ctx = c->kernel.ctx;
        memcpy(want, &kern, sizeof kern);
        /* the driver's fields as it reads them: the padding after
         * sharedMemBytes is no field (compat copies the caller's launch as
         * it is, padding and all) */
        memset(&kern, 0, sizeof kern);
        kern.func = c->kernel.func;
        kern.gridDimX = c->kernel.gridDimX;
        kern.gridDimY = c->kernel.gridDimY;
        kern.gridDimZ = c->kernel.gridDimZ;
        kern.blockDimX = c->kernel.blockDimX;
        kern.blockDimY = c->kernel.blockDimY;
        kern.blockDimZ = c->kernel.blockDimZ;
        kern.sharedMemBytes = c->kernel.sharedMemBytes;
        kern.kernelParams = c->kernel.kernelParams;
        kern.extra = c->kernel.extra;
        kern.kern = c->kernel.kern;
        kern.ctx = c->kernel.ctx;
        memcpy(seen, &kern, sizeof kern);
    } else {
        memcpy(want, &in->reserved1, as_is[t].bytes);
        if (as_is[t].ctx >= 0) {
            CUcontext ctx;

            memcpy(&ctx, (const unsigned char *)&c->reserved1 + as_is[t].ctx, sizeof ctx);
            current_context(what, ctx);
            memcpy(want + as_is[t].ctx, &ctx, sizeof ctx);
        }
    }
    FUZZ_CHECK(memcmp(seen, want, sizeof want) == 0,
               "%s: the parameters of a node of type %u are not the Driver's", what, t);
    /* what the driver answers goes back (none here) */
    if (which == 0 && t == cudaGraphNodeTypeMemAlloc)
        FUZZ_CHECK(p->alloc.dptr == NULL, "%s: an address the driver did not give", what);
}

/*
 * CUDA 13.1's Runtime structures name a node's execution context (kernel,
 * memcpy, memset, conditional nodes; 13.4 the host, event record and
 * external semaphore nodes too) and 13.2's kernel node the kind of its
 * function: this harness gives every node the current context and a
 * function taken as a CUkernel, so those fields are NULL and unspecified
 * (execution contexts: tests/reliability/graphid-t and context-t).
 */
#define HAS_NODE_CONTEXTS (CUDART_VERSION >= 13010)
#if HAS_NODE_CONTEXTS
#define MEMCPY_RESERVED(p) ((p).memcpy.reserved)
#else
#define MEMCPY_RESERVED(p) ((p).memcpy.reserved[0])
#endif
static void no_contexts(struct cudaGraphNodeParams *p)
{
#if HAS_NODE_CONTEXTS
    switch (p->type) {
    case cudaGraphNodeTypeKernel:
        p->kernel.ctx = NULL;
#if CUDART_VERSION >= 13020
        p->kernel.functionType = cudaKernelFunctionTypeUnspecified;
#endif
        break;
    case cudaGraphNodeTypeMemset:
        p->memset.ctx = NULL;
        break;
    case cudaGraphNodeTypeConditional:
        p->conditional.ctx = NULL;
        break;
#if CUDART_VERSION >= 13040
    case cudaGraphNodeTypeHost:
        p->host.ctx = NULL;
        break;
    case cudaGraphNodeTypeEventRecord:
        p->eventRecord.ctx = NULL;
        break;
    case cudaGraphNodeTypeExtSemaphoreSignal:
        p->extSemSignal.ctx = NULL;
        break;
    case cudaGraphNodeTypeExtSemaphoreWait:
        p->extSemWait.ctx = NULL;
        break;
#endif
    default:
        break;
    }
#else
    (void)p;
#endif
}

/* The generic API: a node of the input's type. */
static void generic(struct fuzz_in *in, enum fn f, const struct cudaMemcpy3DParms *copy, int null,
                    unsigned long before)
{
    struct cudaGraphNodeParams *p, given;
    unsigned t = fuzz_byte(in);
    int which = (int)(f - ANY_ADD), i;
    cudaError_t e;

    /* a block of exactly its size: AddressSanitizer sees a read past it */
    p = malloc(sizeof *p);
    FUZZ_CHECK(p != NULL, "out of memory");
    memset(p, 0, sizeof *p);
    p->type = (enum cudaGraphNodeType)(t < 0xf0 ? (int)(t % 16) : (int)fuzz_num(in));
    for (i = 0; i < 3; i++)
        p->reserved0[i] = (int)fuzz_num(in);
    p->reserved2 = (long long)fuzz_num(in);
    if (p->type == cudaGraphNodeTypeMemcpy) {
        p->memcpy.flags = (int)fuzz_num(in);
#if HAS_NODE_CONTEXTS
        p->memcpy.reserved = (int)fuzz_num(in);
#else
        for (i = 0; i < 3; i++)
            p->memcpy.reserved[i] = (int)fuzz_num(in);
#endif
        p->memcpy.copyParams = *copy;
    } else {
        for (i = 0; i < (int)(sizeof p->reserved1 / sizeof p->reserved1[0]); i++)
            p->reserved1[i] = (long long)fuzz_num(in);
        no_contexts(p);
    }
    given = *p;
    fuzz_log_reset();
    before = fuzz_rt_driver_calls();
    if (f == ANY_ADD)
#if CUDART_VERSION >= 13000
        e = cudaGraphAddNode(&node, graph, NULL, NULL, 0, null ? NULL : p);
#else
        e = cudaGraphAddNode(&node, graph, NULL, 0, null ? NULL : p);
#endif
    else if (f == ANY_SET)
        e = cudaGraphNodeSetParams(node, null ? NULL : p);
    else
        e = cudaGraphExecNodeSetParams((cudaGraphExec_t)(void *)&exec_cookie, node,
                                       null ? NULL : p);
    if (null) {
        fuzz_refused(fn_name[f], e, cudaErrorInvalidValue, before);
    } else if (given.type == cudaGraphNodeTypeMemcpy) {
        memcpy_node(fn_name[f], e, &given.memcpy.copyParams, which, 1, before);
        if (e == cudaSuccess) {
            const CUgraphNodeParams *c = &fuzz_log.calls[0].u.node;

            FUZZ_CHECK(c->memcpy.flags == given.memcpy.flags &&
                           c->memcpy.reserved == MEMCPY_RESERVED(given),
                       "%s: the memcpy node's flags", fn_name[f]);
            current_context(fn_name[f], c->memcpy.copyCtx);
        }
    } else {
        other_node(fn_name[f], e, &given, p, which, before);
    }
    free(p);
}

/* count bytes from src to dst as compat describes a 1D copy: one row of
 * two pitched pointers of count bytes. */
static void one_row(struct cudaMemcpy3DParms *p, void *dst, const void *src, size_t count,
                    enum cudaMemcpyKind kind)
{
    memset(p, 0, sizeof *p);
    p->srcPtr = (struct cudaPitchedPtr){(void *)(uintptr_t)src, count, count, 1};
    p->dstPtr = (struct cudaPitchedPtr){dst, count, count, 1};
    p->extent = (struct cudaExtent){count, 1, 1};
    p->kind = kind;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct fuzz_in in = {data, size};
    CUDA_ARRAY3D_DESCRIPTOR da, db;
    struct cudaMemcpy3DParms p, q;
    cudaGraphExec_t exec = (cudaGraphExec_t)(void *)&exec_cookie;
    unsigned first = fuzz_byte(&in);
    enum fn f = (enum fn)((first & 15) % NFNS);
    int null = (first & 0x80) != 0;
    const char *what = fn_name[f];
    cudaArray_t a, b;
    unsigned long before;
    void *dst, *src;
    size_t count, offset;
    enum cudaMemcpyKind kind;
    unsigned k;
    cudaError_t e;

    fuzz_rt_start();
    if (graph == NULL) /* a graph and a node of the shim's */
        FUZZ_CHECK(cudaGraphCreate(&graph, 0) == cudaSuccess &&
                       cudaGraphAddMemcpyNode1D(&node, graph, NULL, 0, &symbol, &symbol, 1,
                                                cudaMemcpyDeviceToDevice) == cudaSuccess,
                   "a graph and a node on the shim");
    fuzz_array_descriptor(&in, &da);
    fuzz_array_descriptor(&in, &db);
    a = fuzz_array(&da);
    b = fuzz_array(&db);
    fuzz_copy_params(&in, a, b, &p);
    dst = p.dstPtr.ptr;
    src = p.srcPtr.ptr;
    count = fuzz_num(&in);
    offset = fuzz_num(&in);
    k = fuzz_byte(&in);
    kind = k < 0xf0 ? (enum cudaMemcpyKind)(k % 5) : (enum cudaMemcpyKind)(int)fuzz_num(&in);

    cudaGetLastError();
    fuzz_log_reset();
    before = fuzz_rt_driver_calls();
    switch (f) {
    case ADD:
    case SET:
    case EXEC_SET:
        e = f == ADD    ? cudaGraphAddMemcpyNode(&node, graph, NULL, 0, null ? NULL : &p)
            : f == SET ? cudaGraphMemcpyNodeSetParams(node, null ? NULL : &p)
                       : cudaGraphExecMemcpyNodeSetParams(exec, node, null ? NULL : &p);
        if (null)
            fuzz_refused(what, e, cudaErrorInvalidValue, before);
        else
            memcpy_node(what, e, &p, (int)(f - ADD), 0, before);
        break;
    case ANY_ADD:
    case ANY_SET:
    case ANY_EXEC_SET:
        generic(&in, f, &p, null, before);
        break;
    case ADD_1D:
    case SET_1D:
    case EXEC_SET_1D:
        e = f == ADD_1D ? cudaGraphAddMemcpyNode1D(&node, graph, NULL, 0, dst, src, count, kind)
            : f == SET_1D ? cudaGraphMemcpyNodeSetParams1D(node, dst, src, count, kind)
                          : cudaGraphExecMemcpyNodeSetParams1D(exec, node, dst, src, count,
                                                               kind);
        one_row(&q, dst, src, count, kind);
        memcpy_node(what, e, &q, (int)(f - ADD_1D), 0, before);
        break;
    default:
        /* the kind first (one way, device to device, or default), then
         * the symbol: none is registered */
        e = f == ADD_TO ? cudaGraphAddMemcpyNodeToSymbol(&node, graph, NULL, 0, &symbol, src,
                                                         count, offset, kind)
            : f == SET_FROM
                ? cudaGraphMemcpyNodeSetParamsFromSymbol(node, dst, &symbol, count, offset, kind)
                : cudaGraphExecMemcpyNodeSetParamsToSymbol(exec, node, &symbol, src, count,
                                                           offset, kind);
        fuzz_refused(what, e,
                     kind == (f == SET_FROM ? cudaMemcpyDeviceToHost : cudaMemcpyHostToDevice) ||
                             kind == cudaMemcpyDeviceToDevice || kind == cudaMemcpyDefault
                         ? cudaErrorInvalidSymbol
                         : cudaErrorInvalidMemcpyDirection,
                     before);
        break;
    }
    fuzz_arrays_free();
    return 0;
}
