/* SPDX-License-Identifier: MIT */
/*
 * core/graph.c -- graphs: capture, nodes, instantiation, replay, updates.
 *
 * IMPLEMENTATION NOTES
 * cufw keeps nothing here. A cufw_graph, cufw_graph_exec or cufw_graph_node
 * is the driver's CUgraph, CUgraphExec or CUgraphNode, cast (cufw/graph.h
 * says why), and the driver owns all of a graph's memory. cufw checks them
 * for NULL and for being one of its own handles (a stream given as an
 * executable graph: inner.h, "handles"), nothing more. Every function is
 * a check of its arguments, the context decision every core call makes
 * (CUFW_RETURN_IF_NO_CONTEXT) and one or two Driver calls.
 *
 * The graph entry points are lazy entries of cufw/call_list.h, not core
 * ones (core's table is what every driver must fill, the stand-in too):
 * looked up on first use, so that a driver without them makes
 * these functions fail with CUFW_ERROR_NOT_SUPPORTED and leaves the rest of
 * core working. After the first call an accessor is one atomic load, so a
 * replay costs what cuGraphLaunch costs plus the stream and context checks
 * of cufw_launch.
 *
 * Kernel nodes name the kernel by its CUkernel (the kern field of
 * CUDA_KERNEL_NODE_PARAMS, func NULL, ctx NULL: the current context), as
 * cufw_launch hands the CUkernel to cuLaunchKernel: no per-context lookup.
 */
#include "inner.h"

#include <string.h>

/* Declare fn, the driver's entry point name; return CUFW_ERROR_NOT_SUPPORTED
 * when the driver lacks it. */
#define RETURN_IF_NO_ENTRY(fn, name)                                                            \
    cufw_call_pfn_##name fn = cufw_call_##name();                                               \
    if (CUFW_UNLIKELY(fn == NULL))                                                              \
        return missing(#name)

static int missing(const char *name)
{
    return cufw__error_fail(CUFW_ERROR_NOT_SUPPORTED,
                            "the driver has no %s: graphs need a CUDA 12 driver or newer", name);
}

/* The checks every node builder makes, values before handles (the order
 * of docs/errors.md): the dependencies, then the graph. A dependency is the
 * driver's node: one of cufw's handles there is refused (inner.h). */
static int node_deps(const char *fn, cufw_graph_node *const *deps, size_t ndeps)
{
    size_t i;

    CUFW_RETURN_IF(deps == NULL && ndeps > 0, CUFW_ERROR_INVALID_ARGUMENT,
                   "%s: NULL deps with ndeps %zu", fn, ndeps);
    for (i = 0; i < ndeps; i++)
        CUFW_RETURN_IF_CUFW_HANDLE(deps[i], CUFW__KIND_GRAPH_NODE, fn);
    return CUFW_OK;
}

static int node_graph(const char *fn, const cufw_graph *graph)
{
    CUFW_RETURN_IF_BAD_DRIVER_HANDLE(graph, CUFW__KIND_GRAPH, fn);
    return CUFW_OK;
}

/* Give a new node to the caller, who may not want it. */
static int node_out(cufw_graph_node **node, CUgraphNode n)
{
    if (node != NULL)
        *node = (cufw_graph_node *)(void *)n;
    return CUFW_OK;
}

/* A copy or fill node's builder, last: the driver's answer r (call) for
 * the node at n. */
static int node_added(CUresult r, const char *call, cufw_graph_node **node, const CUgraphNode *n)
{
    if (r != CUDA_SUCCESS)
        return cufw__device_call_failed(r, call);
    return node_out(node, *n);
}

/* A zero grid or block dimension: CUFW_ERROR_INVALID_CONFIGURATION. */
#define RETURN_IF_DIMS_ZERO(fn, g, b)                                                           \
    CUFW_RETURN_IF((g).x == 0 || (g).y == 0 || (g).z == 0 || (b).x == 0 || (b).y == 0 ||       \
                       (b).z == 0,                                                              \
                   CUFW_ERROR_INVALID_CONFIGURATION,                                            \
                   "%s: zero dimension in grid (%u, %u, %u) or block (%u, %u, %u)", fn, (g).x,  \
                   (g).y, (g).z, (b).x, (b).y, (b).z)

/* The kernel node parameters of a launch (see the notes). */
static void kernel_params(CUDA_KERNEL_NODE_PARAMS *p, CUkernel k, cufw_dim3 grid, cufw_dim3 block,
                          unsigned shared_bytes, void **args)
{
    memset(p, 0, sizeof *p);
    p->gridDimX = grid.x;
    p->gridDimY = grid.y;
    p->gridDimZ = grid.z;
    p->blockDimX = block.x;
    p->blockDimY = block.y;
    p->blockDimZ = block.z;
    p->sharedMemBytes = shared_bytes;
    p->kernelParams = args;
    p->kern = k;
}

/* ------------------------------------------------------------ making graphs */

/* see cufw/graph.h */
int cufw_graph_create(cufw_graph **graph)
{
    CUgraph g;

    CUFW_RETURN_IF_NOT_READY();
    CUFW_RETURN_IF(graph == NULL, CUFW_ERROR_INVALID_ARGUMENT, "cufw_graph_create: NULL graph");
    RETURN_IF_NO_ENTRY(create, cuGraphCreate);
    CUFW_RETURN_IF_NO_CONTEXT();
    CUFW_RETURN_IF_CONTEXT_CALL_FAILS(create(&g, 0), "cuGraphCreate");
    *graph = (cufw_graph *)(void *)g;
    return CUFW_OK;
}

/* see cufw/graph.h */
int cufw_graph_destroy(cufw_graph *graph)
{
    CUFW_RETURN_IF_NOT_READY();
    CUFW_RETURN_IF_BAD_DRIVER_HANDLE(graph, CUFW__KIND_GRAPH, "cufw_graph_destroy");
    RETURN_IF_NO_ENTRY(destroy, cuGraphDestroy);
    CUFW_RETURN_IF_NO_CONTEXT();
    CUFW_RETURN_IF_CONTEXT_CALL_FAILS(destroy((CUgraph)(void *)graph), "cuGraphDestroy");
    return CUFW_OK;
}

/* see cufw/graph.h */
int cufw_stream_begin_capture(cufw_stream *stream, int mode)
{
    CUstream s;

    CUFW_RETURN_IF_NOT_READY();
    CUFW_RETURN_IF(mode < CUFW_CAPTURE_GLOBAL || mode > CUFW_CAPTURE_RELAXED,
                   CUFW_ERROR_INVALID_ARGUMENT, "cufw_stream_begin_capture: unknown mode %d",
                   mode);
    CUFW_RETURN_IF_BAD_STREAM(s, stream, "cufw_stream_begin_capture");
    /* the driver refuses it too, with a code that its documentation and
     * its behaviour do not agree on: say it here, the same way always */
    CUFW_RETURN_IF(s == NULL || s == CU_STREAM_LEGACY, CUFW_ERROR_NOT_PERMITTED,
                   "cufw_stream_begin_capture: the legacy default stream cannot be captured: "
                   "use a stream of your own");
    RETURN_IF_NO_ENTRY(begin, cuStreamBeginCapture);
    CUFW_RETURN_IF_NO_CONTEXT();
    CUFW_RETURN_IF_CONTEXT_CALL_FAILS(begin(s, (CUstreamCaptureMode)mode),
                                      "cuStreamBeginCapture");
    return CUFW_OK;
}

/* see cufw/graph.h */
int cufw_stream_end_capture(cufw_stream *stream, cufw_graph **graph)
{
    CUgraph g = NULL;
    CUstream s;
    CUresult r;

    CUFW_RETURN_IF_NOT_READY();
    CUFW_RETURN_IF(graph == NULL, CUFW_ERROR_INVALID_ARGUMENT,
                   "cufw_stream_end_capture: NULL graph");
    CUFW_RETURN_IF_BAD_STREAM(s, stream, "cufw_stream_end_capture");
    RETURN_IF_NO_ENTRY(end, cuStreamEndCapture);
    CUFW_RETURN_IF_NO_CONTEXT();
    CUFW_DRIVER_CALL(r, end(s, &g));
    *graph = (cufw_graph *)(void *)g; /* NULL when the capture was invalidated */
    if (CUFW_UNLIKELY(r != CUDA_SUCCESS))
        return cufw__device_call_failed(r, "cuStreamEndCapture");
    return CUFW_OK;
}

/* see cufw/graph.h */
int cufw_graph_add_kernel(cufw_graph *graph, cufw_graph_node **node, cufw_graph_node *const *deps,
                          size_t ndeps, const cufw_kernel *kernel, cufw_dim3 grid,
                          cufw_dim3 block, unsigned shared_bytes, void **args)
{
    CUDA_KERNEL_NODE_PARAMS p;
    CUgraphNode n;
    CUkernel k;

    CUFW_RETURN_IF_NOT_READY();
    CUFW_RETURN_IF_FAILED(node_deps("cufw_graph_add_kernel", deps, ndeps));
    RETURN_IF_DIMS_ZERO("cufw_graph_add_kernel", grid, block);
    CUFW_RETURN_IF_FAILED(node_graph("cufw_graph_add_kernel", graph));
    CUFW_RETURN_IF_BAD_KERNEL(k, kernel, "cufw_graph_add_kernel");
    RETURN_IF_NO_ENTRY(add, cuGraphAddKernelNode);
    CUFW_RETURN_IF_NO_CONTEXT();
    kernel_params(&p, k, grid, block, shared_bytes, args);
    CUFW_RETURN_IF_CONTEXT_CALL_FAILS(add(&n, (CUgraph)(void *)graph,
                                          (const CUgraphNode *)(const void *)deps, ndeps, &p),
                                      "cuGraphAddKernelNode");
    return node_out(node, n);
}

/* The rest of a copy or fill node's checks, once its values are: the
 * graph, the Driver entry (have: not NULL), a context current; and the
 * context, which these nodes name. */
static int node_context(const char *fn, const cufw_graph *graph, int have, const char *entry,
                        CUcontext *ctx)
{
    CUFW_RETURN_IF_FAILED(node_graph(fn, graph));
    if (CUFW_UNLIKELY(!have))
        return missing(entry);
    CUFW_RETURN_IF_NO_CONTEXT();
    CUFW_RETURN_IF_DRIVER_FAILS(CUFW_DRV(cuCtxGetCurrent)(ctx), "cuCtxGetCurrent");
    return CUFW_OK;
}

/* One row of bytes from src to dst, each a host or device address (its
 * type): the memcpy node of the three directions. */
static int add_copy(const char *fn, cufw_graph *graph, cufw_graph_node **node,
                    cufw_graph_node *const *deps, size_t ndeps, CUmemorytype dst_type,
                    uintptr_t dst, CUmemorytype src_type, uintptr_t src, size_t bytes)
{
    cufw_call_pfn_cuGraphAddMemcpyNode add = cufw_call_cuGraphAddMemcpyNode();
    CUDA_MEMCPY3D c;
    CUgraphNode n;
    CUcontext ctx;

    CUFW_RETURN_IF_NOT_READY();
    CUFW_RETURN_IF_FAILED(node_deps(fn, deps, ndeps));
    CUFW_RETURN_IF(bytes == 0, CUFW_ERROR_INVALID_ARGUMENT, "%s: 0 bytes", fn);
    CUFW_RETURN_IF(src == 0, CUFW_ERROR_INVALID_ARGUMENT, "%s: NULL source", fn);
    CUFW_RETURN_IF(dst == 0, CUFW_ERROR_INVALID_ARGUMENT, "%s: NULL destination", fn);
    CUFW_RETURN_IF_FAILED(node_context(fn, graph, add != NULL, "cuGraphAddMemcpyNode", &ctx));
    memset(&c, 0, sizeof c);
    c.srcMemoryType = src_type;
    if (src_type == CU_MEMORYTYPE_HOST)
        c.srcHost = (const void *)src;
    else
        c.srcDevice = (CUdeviceptr)src;
    c.dstMemoryType = dst_type;
    if (dst_type == CU_MEMORYTYPE_HOST)
        c.dstHost = (void *)dst;
    else
        c.dstDevice = (CUdeviceptr)dst;
    c.WidthInBytes = bytes;
    c.Height = 1;
    c.Depth = 1;
    c.srcPitch = bytes;
    c.dstPitch = bytes;
    c.srcHeight = 1;
    c.dstHeight = 1;
    return node_added(add(&n, (CUgraph)(void *)graph, (const CUgraphNode *)(const void *)deps,
                          ndeps, &c, ctx),
                      "cuGraphAddMemcpyNode", node, &n);
}

/* see cufw/graph.h */
int cufw_graph_add_memcpy_htod(cufw_graph *graph, cufw_graph_node **node,
                               cufw_graph_node *const *deps, size_t ndeps, cufw_devptr dst,
                               const void *src, size_t bytes)
{
    return add_copy("cufw_graph_add_memcpy_htod", graph, node, deps, ndeps, CU_MEMORYTYPE_DEVICE,
                    (uintptr_t)dst, CU_MEMORYTYPE_HOST, (uintptr_t)src, bytes);
}

/* see cufw/graph.h */
int cufw_graph_add_memcpy_dtoh(cufw_graph *graph, cufw_graph_node **node,
                               cufw_graph_node *const *deps, size_t ndeps, void *dst,
                               cufw_devptr src, size_t bytes)
{
    return add_copy("cufw_graph_add_memcpy_dtoh", graph, node, deps, ndeps, CU_MEMORYTYPE_HOST,
                    (uintptr_t)dst, CU_MEMORYTYPE_DEVICE, (uintptr_t)src, bytes);
}

/* see cufw/graph.h */
int cufw_graph_add_memcpy_dtod(cufw_graph *graph, cufw_graph_node **node,
                               cufw_graph_node *const *deps, size_t ndeps, cufw_devptr dst,
                               cufw_devptr src, size_t bytes)
{
    return add_copy("cufw_graph_add_memcpy_dtod", graph, node, deps, ndeps, CU_MEMORYTYPE_DEVICE,
                    (uintptr_t)dst, CU_MEMORYTYPE_DEVICE, (uintptr_t)src, bytes);
}

/* A fill of count elements of size bytes each. */
static int add_fill(const char *fn, cufw_graph *graph, cufw_graph_node **node,
                    cufw_graph_node *const *deps, size_t ndeps, cufw_devptr dst, unsigned value,
                    unsigned size, size_t count)
{
    cufw_call_pfn_cuGraphAddMemsetNode add = cufw_call_cuGraphAddMemsetNode();
    CUDA_MEMSET_NODE_PARAMS m;
    CUgraphNode n;
    CUcontext ctx;

    CUFW_RETURN_IF_NOT_READY();
    CUFW_RETURN_IF_FAILED(node_deps(fn, deps, ndeps));
    CUFW_RETURN_IF(dst == 0, CUFW_ERROR_INVALID_ARGUMENT, "%s: NULL destination", fn);
    CUFW_RETURN_IF(count == 0, CUFW_ERROR_INVALID_ARGUMENT, "%s: 0 elements", fn);
    CUFW_RETURN_IF(dst % size != 0, CUFW_ERROR_INVALID_ARGUMENT,
                   "%s: destination 0x%llx not aligned to %u bytes", fn, dst, size);
    CUFW_RETURN_IF_FAILED(node_context(fn, graph, add != NULL, "cuGraphAddMemsetNode", &ctx));
    memset(&m, 0, sizeof m);
    m.dst = (CUdeviceptr)dst;
    m.pitch = count * size;
    m.value = value;
    m.elementSize = size;
    m.width = count;
    m.height = 1;
    return node_added(add(&n, (CUgraph)(void *)graph, (const CUgraphNode *)(const void *)deps,
                          ndeps, &m, ctx),
                      "cuGraphAddMemsetNode", node, &n);
}

/* see cufw/graph.h */
int cufw_graph_add_memset_d8(cufw_graph *graph, cufw_graph_node **node,
                             cufw_graph_node *const *deps, size_t ndeps, cufw_devptr dst,
                             unsigned char value, size_t count)
{
    return add_fill("cufw_graph_add_memset_d8", graph, node, deps, ndeps, dst, value, 1, count);
}

/* see cufw/graph.h */
int cufw_graph_add_memset_d32(cufw_graph *graph, cufw_graph_node **node,
                              cufw_graph_node *const *deps, size_t ndeps, cufw_devptr dst,
                              unsigned value, size_t count)
{
    return add_fill("cufw_graph_add_memset_d32", graph, node, deps, ndeps, dst, value, 4, count);
}

/* see cufw/graph.h */
int cufw_graph_add_empty(cufw_graph *graph, cufw_graph_node **node, cufw_graph_node *const *deps,
                         size_t ndeps)
{
    CUgraphNode n;

    CUFW_RETURN_IF_NOT_READY();
    CUFW_RETURN_IF_FAILED(node_deps("cufw_graph_add_empty", deps, ndeps));
    CUFW_RETURN_IF_FAILED(node_graph("cufw_graph_add_empty", graph));
    RETURN_IF_NO_ENTRY(add, cuGraphAddEmptyNode);
    CUFW_RETURN_IF_NO_CONTEXT();
    CUFW_RETURN_IF_CONTEXT_CALL_FAILS(add(&n, (CUgraph)(void *)graph,
                                          (const CUgraphNode *)(const void *)deps, ndeps),
                                      "cuGraphAddEmptyNode");
    return node_out(node, n);
}

/* see cufw/graph.h */
int cufw_graph_nodes(cufw_graph *graph, cufw_graph_node **nodes, size_t *count)
{
    size_t have = 0, want;

    CUFW_RETURN_IF_NOT_READY();
    CUFW_RETURN_IF(count == NULL, CUFW_ERROR_INVALID_ARGUMENT, "cufw_graph_nodes: NULL count");
    CUFW_RETURN_IF_BAD_DRIVER_HANDLE(graph, CUFW__KIND_GRAPH, "cufw_graph_nodes");
    RETURN_IF_NO_ENTRY(get, cuGraphGetNodes);
    CUFW_RETURN_IF_NO_CONTEXT();
    /* the number first: the driver writes min(*count, have) entries and
     * then says how many it wrote, not how many there are */
    CUFW_RETURN_IF_CONTEXT_CALL_FAILS(get((CUgraph)(void *)graph, NULL, &have),
                                      "cuGraphGetNodes");
    want = *count < have ? *count : have;
    if (nodes != NULL && want > 0)
        CUFW_RETURN_IF_CONTEXT_CALL_FAILS(
            get((CUgraph)(void *)graph, (CUgraphNode *)(void *)nodes, &want), "cuGraphGetNodes");
    *count = have;
    return CUFW_OK;
}

/* see cufw/graph.h */
int cufw_graph_node_type(cufw_graph_node *node, int *type)
{
    CUgraphNodeType t;

    CUFW_RETURN_IF_NOT_READY();
    CUFW_RETURN_IF(type == NULL, CUFW_ERROR_INVALID_ARGUMENT, "cufw_graph_node_type: NULL type");
    CUFW_RETURN_IF_BAD_DRIVER_HANDLE(node, CUFW__KIND_GRAPH_NODE, "cufw_graph_node_type");
    RETURN_IF_NO_ENTRY(get, cuGraphNodeGetType);
    CUFW_RETURN_IF_NO_CONTEXT();
    CUFW_RETURN_IF_CONTEXT_CALL_FAILS(get((CUgraphNode)(void *)node, &t), "cuGraphNodeGetType");
    *type = (int)t;
    return CUFW_OK;
}

/* ------------------------------------------------------------ executable graphs */

/* see cufw/graph.h */
int cufw_graph_instantiate(cufw_graph *graph, cufw_graph_exec **exec, unsigned flags)
{
    CUgraphExec e;

    CUFW_RETURN_IF_NOT_READY();
    CUFW_RETURN_IF(exec == NULL, CUFW_ERROR_INVALID_ARGUMENT,
                   "cufw_graph_instantiate: NULL exec");
    CUFW_RETURN_IF(flags & ~(CUFW_GRAPH_AUTO_FREE_ON_LAUNCH | CUFW_GRAPH_USE_NODE_PRIORITY),
                   CUFW_ERROR_INVALID_ARGUMENT, "cufw_graph_instantiate: unknown flags 0x%x",
                   flags);
    CUFW_RETURN_IF_BAD_DRIVER_HANDLE(graph, CUFW__KIND_GRAPH, "cufw_graph_instantiate");
    RETURN_IF_NO_ENTRY(inst, cuGraphInstantiateWithFlags);
    CUFW_RETURN_IF_NO_CONTEXT();
    CUFW_RETURN_IF_CONTEXT_CALL_FAILS(inst(&e, (CUgraph)(void *)graph, flags),
                                      "cuGraphInstantiateWithFlags");
    *exec = (cufw_graph_exec *)(void *)e;
    return CUFW_OK;
}

/* see cufw/graph.h */
int cufw_graph_exec_destroy(cufw_graph_exec *exec)
{
    CUFW_RETURN_IF_NOT_READY();
    CUFW_RETURN_IF_BAD_DRIVER_HANDLE(exec, CUFW__KIND_GRAPH_EXEC, "cufw_graph_exec_destroy");
    RETURN_IF_NO_ENTRY(destroy, cuGraphExecDestroy);
    CUFW_RETURN_IF_NO_CONTEXT();
    CUFW_RETURN_IF_CONTEXT_CALL_FAILS(destroy((CUgraphExec)(void *)exec), "cuGraphExecDestroy");
    return CUFW_OK;
}

/* Launch or upload exec in stream: call, cuGraphLaunch or cuGraphUpload
 * (of one type), NULL when the driver lacks it. */
static int exec_on_stream(const char *fn, cufw_graph_exec *exec, cufw_stream *stream,
                          cufw_call_pfn_cuGraphLaunch call, const char *name)
{
    CUstream s;

    CUFW_RETURN_IF_NOT_READY();
    CUFW_RETURN_IF_BAD_DRIVER_HANDLE(exec, CUFW__KIND_GRAPH_EXEC, fn);
    CUFW_RETURN_IF_BAD_STREAM(s, stream, fn);
    if (CUFW_UNLIKELY(call == NULL))
        return missing(name);
    CUFW_RETURN_IF_NO_CONTEXT();
    CUFW_RETURN_IF_CONTEXT_CALL_FAILS(call((CUgraphExec)(void *)exec, s), name);
    return CUFW_OK;
}

/* see cufw/graph.h */
int cufw_graph_launch(cufw_graph_exec *exec, cufw_stream *stream)
{
    return exec_on_stream("cufw_graph_launch", exec, stream, cufw_call_cuGraphLaunch(),
                          "cuGraphLaunch");
}

/* see cufw/graph.h */
int cufw_graph_upload(cufw_graph_exec *exec, cufw_stream *stream)
{
    return exec_on_stream("cufw_graph_upload", exec, stream, cufw_call_cuGraphUpload(),
                          "cuGraphUpload");
}

/* see cufw/graph.h */
int cufw_graph_exec_set_kernel_args(cufw_graph_exec *exec, cufw_graph_node *node, void **args)
{
    CUDA_KERNEL_NODE_PARAMS p;
    CUresult r;

    CUFW_RETURN_IF_NOT_READY();
    CUFW_RETURN_IF(args == NULL, CUFW_ERROR_INVALID_ARGUMENT,
                   "cufw_graph_exec_set_kernel_args: NULL args");
    CUFW_RETURN_IF_BAD_DRIVER_HANDLE(exec, CUFW__KIND_GRAPH_EXEC,
                                     "cufw_graph_exec_set_kernel_args");
    CUFW_RETURN_IF_BAD_DRIVER_HANDLE(node, CUFW__KIND_GRAPH_NODE,
                                     "cufw_graph_exec_set_kernel_args");
    RETURN_IF_NO_ENTRY(get, cuGraphKernelNodeGetParams);
    RETURN_IF_NO_ENTRY(set, cuGraphExecKernelNodeSetParams);
    CUFW_RETURN_IF_NO_CONTEXT();
    memset(&p, 0, sizeof p);
    CUFW_RETURN_IF_CONTEXT_CALL_FAILS(get((CUgraphNode)(void *)node, &p),
                                      "cuGraphKernelNodeGetParams");
    p.kernelParams = args;
    p.extra = NULL;
    CUFW_DRIVER_CALL(r, set((CUgraphExec)(void *)exec, (CUgraphNode)(void *)node, &p));
    if (CUFW_UNLIKELY(r != CUDA_SUCCESS))
        return cufw__device_call_failed(r, "cuGraphExecKernelNodeSetParams");
    return CUFW_OK;
}

/* see cufw/graph.h */
int cufw_graph_exec_set_kernel(cufw_graph_exec *exec, cufw_graph_node *node,
                               const cufw_kernel *kernel, cufw_dim3 grid, cufw_dim3 block,
                               unsigned shared_bytes, void **args)
{
    CUDA_KERNEL_NODE_PARAMS p;
    CUkernel k;
    CUresult r;

    CUFW_RETURN_IF_NOT_READY();
    RETURN_IF_DIMS_ZERO("cufw_graph_exec_set_kernel", grid, block);
    CUFW_RETURN_IF_BAD_DRIVER_HANDLE(exec, CUFW__KIND_GRAPH_EXEC, "cufw_graph_exec_set_kernel");
    CUFW_RETURN_IF_BAD_DRIVER_HANDLE(node, CUFW__KIND_GRAPH_NODE, "cufw_graph_exec_set_kernel");
    CUFW_RETURN_IF_BAD_KERNEL(k, kernel, "cufw_graph_exec_set_kernel");
    RETURN_IF_NO_ENTRY(set, cuGraphExecKernelNodeSetParams);
    CUFW_RETURN_IF_NO_CONTEXT();
    kernel_params(&p, k, grid, block, shared_bytes, args);
    CUFW_DRIVER_CALL(r, set((CUgraphExec)(void *)exec, (CUgraphNode)(void *)node, &p));
    if (CUFW_UNLIKELY(r != CUDA_SUCCESS))
        return cufw__device_call_failed(r, "cuGraphExecKernelNodeSetParams");
    return CUFW_OK;
}

/* see cufw/graph.h */
int cufw_graph_exec_update(cufw_graph_exec *exec, cufw_graph *graph, int *reason)
{
    CUgraphExecUpdateResultInfo info;
    CUresult r;

    CUFW_RETURN_IF_NOT_READY();
    CUFW_RETURN_IF_BAD_DRIVER_HANDLE(exec, CUFW__KIND_GRAPH_EXEC, "cufw_graph_exec_update");
    CUFW_RETURN_IF_BAD_DRIVER_HANDLE(graph, CUFW__KIND_GRAPH, "cufw_graph_exec_update");
    RETURN_IF_NO_ENTRY(update, cuGraphExecUpdate);
    CUFW_RETURN_IF_NO_CONTEXT();
    memset(&info, 0, sizeof info);
    CUFW_DRIVER_CALL(r, update((CUgraphExec)(void *)exec, (CUgraph)(void *)graph, &info));
    if (reason != NULL)
        *reason = (int)info.result;
    if (CUFW_UNLIKELY(r == CUDA_ERROR_GRAPH_EXEC_UPDATE_FAILURE)) {
        cufw__device_call_failed(r, "cuGraphExecUpdate");
        return cufw__error_refine(CUFW_ERROR_NOT_PERMITTED,
                                  "cuGraphExecUpdate failed: the graph's shape differs from the "
                                  "executable graph's (CUgraphExecUpdateResult %d)",
                                  (int)info.result);
    }
    if (CUFW_UNLIKELY(r != CUDA_SUCCESS))
        return cufw__device_call_failed(r, "cuGraphExecUpdate");
    return CUFW_OK;
}
