/* SPDX-License-Identifier: MIT */
/*
 * tests/reliability/trace-arrays-t.c -- the calls issue 25 (N2) named,
 * with the trace on, on real objects of the stand-in driver (its entries
 * beyond the core section: CUFW_FAKE_LAZY=1): graphs empty and not, batched
 * copies, prefetches and discards, range attributes, capture dependencies,
 * graphics mapping, atomic capabilities, a library's kernels -- Runtime and
 * Driver. Every array is exactly as long as its count (guard_array: the
 * next byte cannot be read), empty ones included, so a trace that reads an
 * input array, or an output array beyond what the call wrote, faults; the
 * fault is caught and fails the case. Each call's line is read back: an
 * input array shows as its address among the arguments and never among
 * the outputs, an output list shows as many values as the call wrote.
 * tests/reliability/trace-wrappers-t runs every wrapper generically.
 */
#define _POSIX_C_SOURCE 200809L
#include "config.h"

#include <setjmp.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cuda.h>
#include <cuda_runtime_api.h>

#include <cufw/call.h>
#include <cufw/cufw.h>

#include "tests/reliability/fakectl.h"
#include "tests/tap/basic.h"

static int t_fd; /* the trace's file */

static sigjmp_buf t_jump;
static volatile sig_atomic_t t_armed;

static void t_fault(int sig)
{
    if (t_armed)
        siglongjmp(t_jump, sig);
    signal(sig, SIG_DFL);
    raise(sig);
}

/* Run one case with faults caught: a wrapper that reads outside an array
 * fails the case instead of ending the test. */
static void t_guarded(const char *what, void (*fn)(void))
{
    struct sigaction sa, old_segv, old_bus;
    int sig;

    memset(&sa, 0, sizeof sa);
    sa.sa_handler = t_fault;
    sigaction(SIGSEGV, &sa, &old_segv);
    sigaction(SIGBUS, &sa, &old_bus);
    t_armed = 1;
    if ((sig = sigsetjmp(t_jump, 1)) == 0) {
        fn();
    } else {
        ok(0, "%s: signal %d: the trace read outside an array", what, sig);
        cufw_trace_scope(NULL); /* the Runtime call the fault cut short named it */
    }
    t_armed = 0;
    sigaction(SIGSEGV, &old_segv, NULL);
    sigaction(SIGBUS, &old_bus, NULL);
    guard_release();
}

static char t_text[CUFW_TRACE_LINE_MAX + 1];

/* The line name wrote since mark (into t_text), or "". */
static const char *t_line(size_t mark, const char *name)
{
    char *text = trace_since(t_fd, mark);
    const char *line = trace_line_of(text, name, t_text, sizeof t_text);

    free(text);
    return line != NULL ? line : "";
}

/* A call's line: it succeeded, it shows each of inputs (space-separated) as
 * an argument and never among its outputs. */
static void t_inputs(const char *line, const char *name, const char *result,
                     const char *inputs)
{
    char list[256], *save = NULL, *in;

    if (!ok(strstr(line, result) != NULL, "%s: %s", name, result))
        diag("its line: %s", line);
    snprintf(list, sizeof list, "%s", inputs);
    for (in = strtok_r(list, " ", &save); in != NULL; in = strtok_r(NULL, " ", &save)) {
        const char *out = trace_outputs(line), *arg = trace_field(line, in);

        ok(arg != NULL && arg < out && trace_field(out, in) == NULL,
           "%s: the input array %s is shown as its address, never read", name, in);
    }
}

/* A call's line shows the list name with n values. */
static void t_shows(const char *line, const char *name, const char *list, int n)
{
    is_int(n, trace_list_len(line, list), "%s: %s shows %d values", name, list, n);
}

static cudaStream_t t_stream;
static void *t_managed; /* 4096 bytes of managed memory */

/* cudaGraphGetNodes and its kin on an empty graph, then on a -> b, a -> c:
 * lists of exactly what the call wrote, none for an empty one. */
#if CUDART_VERSION >= 13000 /* 13.0 forms; 12.x's are cuda12x-t's */
static void case_graph_lists(void)
{
    cudaGraph_t g = NULL;
    cudaGraphNode_t a = NULL, b = NULL, c = NULL, *nodes, *from, *to;
    size_t n = 99, mark;
    const char *line;

    ok(cudaGraphCreate(&g, 0) == cudaSuccess, "cudaGraphCreate");
    ok(cudaGraphGetNodes(g, NULL, &n) == cudaSuccess && n == 0, "an empty graph has no nodes");
    nodes = guard_array(sizeof *nodes, n);
    mark = trace_mark(t_fd);
    ok(cudaGraphGetNodes(g, nodes, &n) == cudaSuccess, "cudaGraphGetNodes, nodes of 0");
    line = t_line(mark, "cudaGraphGetNodes");
    t_shows(line, "cudaGraphGetNodes (empty)", "nodes", 0);
    mark = trace_mark(t_fd);
    ok(cudaGraphGetRootNodes(g, nodes, &n) == cudaSuccess, "cudaGraphGetRootNodes, empty");
    t_shows(t_line(mark, "cudaGraphGetRootNodes"), "cudaGraphGetRootNodes", "pRootNodes", 0);
    mark = trace_mark(t_fd);
    ok(cudaGraphGetEdges(g, nodes, nodes, NULL, &n) == cudaSuccess, "cudaGraphGetEdges, empty");
    t_shows(t_line(mark, "cudaGraphGetEdges"), "cudaGraphGetEdges", "from", 0);

    ok(cudaGraphAddEmptyNode(&a, g, NULL, 0) == cudaSuccess &&
           cudaGraphAddEmptyNode(&b, g, &a, 1) == cudaSuccess &&
           cudaGraphAddEmptyNode(&c, g, &a, 1) == cudaSuccess,
       "three nodes: a -> b, a -> c");
    n = 3;
    nodes = guard_array(sizeof *nodes, n);
    mark = trace_mark(t_fd);
    ok(cudaGraphGetNodes(g, nodes, &n) == cudaSuccess && n == 3, "cudaGraphGetNodes: 3");
    t_shows(t_line(mark, "cudaGraphGetNodes"), "cudaGraphGetNodes", "nodes", 3);
    n = 2;
    nodes = guard_array(sizeof *nodes, n);
    mark = trace_mark(t_fd);
    ok(cudaGraphGetNodes(g, nodes, &n) == cudaSuccess && n == 2, "cudaGraphGetNodes: 2 of 3");
    t_shows(t_line(mark, "cudaGraphGetNodes"), "cudaGraphGetNodes (2 asked)", "nodes", 2);
    n = 2;
    from = guard_array(sizeof *from, n);
    to = guard_array(sizeof *to, n);
    mark = trace_mark(t_fd);
    ok(cudaGraphGetEdges(g, from, to, NULL, &n) == cudaSuccess && n == 2, "cudaGraphGetEdges");
    line = t_line(mark, "cudaGraphGetEdges");
    t_shows(line, "cudaGraphGetEdges", "from", 2);
    t_shows(line, "cudaGraphGetEdges", "to", 2);
    n = 0;
    nodes = guard_array(sizeof *nodes, 0);
    mark = trace_mark(t_fd);
    ok(cudaGraphNodeGetDependentNodes(a, nodes, NULL, &n) == cudaSuccess,
       "cudaGraphNodeGetDependentNodes, room for none");
    t_shows(t_line(mark, "cudaGraphNodeGetDependentNodes"), "cudaGraphNodeGetDependentNodes",
            "pDependentNodes", 0);
    n = 1;
    nodes = guard_array(sizeof *nodes, n);
    mark = trace_mark(t_fd);
    ok(cudaGraphNodeGetDependencies(b, nodes, NULL, &n) == cudaSuccess && n == 1 &&
           nodes[0] == a,
       "cudaGraphNodeGetDependencies");
    t_shows(t_line(mark, "cudaGraphNodeGetDependencies"), "cudaGraphNodeGetDependencies",
            "pDependencies", 1);
    ok(cudaGraphDestroy(g) == cudaSuccess, "cudaGraphDestroy");
}

/* The same lists through the Driver's wrappers. */
#endif
static void case_graph_lists_driver(void)
{
    CUgraph g = NULL;
    CUgraphNode a = NULL, *nodes;
    size_t n = 0, mark;

    ok(cufw_call_cuGraphCreate()(&g, 0) == CUDA_SUCCESS, "cuGraphCreate");
    nodes = guard_array(sizeof *nodes, 0);
    mark = trace_mark(t_fd);
    ok(cufw_call_cuGraphGetNodes()(g, nodes, &n) == CUDA_SUCCESS, "cuGraphGetNodes, empty");
    t_shows(t_line(mark, "cuGraphGetNodes"), "cuGraphGetNodes", "nodes", 0);
    ok(cufw_call_cuGraphAddEmptyNode()(&a, g, NULL, 0) == CUDA_SUCCESS, "cuGraphAddEmptyNode");
    n = 1;
    nodes = guard_array(sizeof *nodes, n);
    mark = trace_mark(t_fd);
    ok(cufw_call_cuGraphGetRootNodes()(g, nodes, &n) == CUDA_SUCCESS && n == 1,
       "cuGraphGetRootNodes");
    t_shows(t_line(mark, "cuGraphGetRootNodes"), "cuGraphGetRootNodes", "rootNodes", 1);
    ok(cufw_call_cuGraphDestroy()(g) == CUDA_SUCCESS, "cuGraphDestroy");
}

/* Batched copies: an empty batch, and one of two copies whose arrays the
 * call reads. */
#if CUDART_VERSION >= 13000 /* 13.0 forms; 12.x's are cuda12x-t's */
static void case_copy_batch(void)
{
    void **dsts = guard_array(sizeof(void *), 0);
    const void **srcs = guard_array(sizeof(void *), 0);
    size_t *sizes = guard_array(sizeof(size_t), 0), *idx = guard_array(sizeof(size_t), 0), mark;
    struct cudaMemcpyAttributes *attrs = guard_array(sizeof *attrs, 0);
    char *buf = t_managed;
    CUdeviceptr *d, *s;

    mark = trace_mark(t_fd);
    ok(cudaMemcpyBatchAsync(dsts, srcs, sizes, 0, attrs, idx, 0, t_stream) == cudaSuccess,
       "cudaMemcpyBatchAsync, an empty batch");
    t_inputs(t_line(mark, "cudaMemcpyBatchAsync"), "cudaMemcpyBatchAsync (empty)", "cudaSuccess",
             "dsts srcs sizes attrsIdxs");
    dsts = guard_array(sizeof(void *), 2);
    srcs = guard_array(sizeof(void *), 2);
    sizes = guard_array(sizeof(size_t), 2);
    idx = guard_array(sizeof(size_t), 1);
    attrs = guard_array(sizeof *attrs, 1);
    dsts[0] = buf, srcs[0] = buf + 64, sizes[0] = 16;
    dsts[1] = buf + 128, srcs[1] = buf + 192, sizes[1] = 32;
    memset(buf + 64, 7, 16);
    attrs[0].srcAccessOrder = cudaMemcpySrcAccessOrderStream;
    mark = trace_mark(t_fd);
    ok(cudaMemcpyBatchAsync(dsts, srcs, sizes, 2, attrs, idx, 1, t_stream) == cudaSuccess &&
           buf[0] == 7,
       "cudaMemcpyBatchAsync, two copies");
    t_inputs(t_line(mark, "cudaMemcpyBatchAsync"), "cudaMemcpyBatchAsync", "cudaSuccess",
             "dsts srcs sizes attrsIdxs");

    d = guard_array(sizeof *d, 0);
    s = guard_array(sizeof *s, 0);
    sizes = guard_array(sizeof(size_t), 0);
    idx = guard_array(sizeof(size_t), 0);
    mark = trace_mark(t_fd);
    ok(cufw_call_cuMemcpyBatchAsync()(d, s, sizes, 0, (CUmemcpyAttributes *)(void *)attrs, idx,
                                      0, NULL) == CUDA_SUCCESS,
       "cuMemcpyBatchAsync, an empty batch");
    t_inputs(t_line(mark, "cuMemcpyBatchAsync"), "cuMemcpyBatchAsync", "CUDA_SUCCESS",
             "dsts srcs sizes attrIdxs");
}

/* Batched prefetches and discards of count ranges of managed memory. */
static void prefetch_batches(size_t count)
{
    size_t nlocs = count > 0 ? 1 : 0;
    void **p = guard_array(sizeof(void *), count);
    size_t *sizes = guard_array(sizeof(size_t), count), *idx = guard_array(sizeof(size_t), nlocs);
    struct cudaMemLocation *loc = guard_array(sizeof *loc, nlocs);
    size_t i, mark;

    for (i = 0; i < count; i++)
        p[i] = (char *)t_managed + 512 * i, sizes[i] = 256;
    if (count > 0)
        loc[0].type = cudaMemLocationTypeDevice, loc[0].id = 0;
    mark = trace_mark(t_fd);
    ok(cudaMemPrefetchBatchAsync(p, sizes, count, loc, idx, nlocs, 0, t_stream) ==
           cudaSuccess,
       "cudaMemPrefetchBatchAsync of %zu", count);
    t_inputs(t_line(mark, "cudaMemPrefetchBatchAsync"), "cudaMemPrefetchBatchAsync",
             "cudaSuccess", "dptrs sizes prefetchLocIdxs");
    mark = trace_mark(t_fd);
    ok(cudaMemDiscardBatchAsync(p, sizes, count, 0, t_stream) == cudaSuccess,
       "cudaMemDiscardBatchAsync of %zu", count);
    t_inputs(t_line(mark, "cudaMemDiscardBatchAsync"), "cudaMemDiscardBatchAsync", "cudaSuccess",
             "dptrs sizes");
    mark = trace_mark(t_fd);
    ok(cudaMemDiscardAndPrefetchBatchAsync(p, sizes, count, loc, idx, nlocs, 0,
                                           t_stream) == cudaSuccess,
       "cudaMemDiscardAndPrefetchBatchAsync of %zu", count);
    t_inputs(t_line(mark, "cudaMemDiscardAndPrefetchBatchAsync"),
             "cudaMemDiscardAndPrefetchBatchAsync", "cudaSuccess", "dptrs sizes prefetchLocIdxs");
    mark = trace_mark(t_fd);
    ok(cufw_call_cuMemPrefetchBatchAsync()((CUdeviceptr *)(void *)p, sizes, count,
                                           (CUmemLocation *)(void *)loc, idx, nlocs, 0,
                                           NULL) == CUDA_SUCCESS,
       "cuMemPrefetchBatchAsync of %zu", count);
    t_inputs(t_line(mark, "cuMemPrefetchBatchAsync"), "cuMemPrefetchBatchAsync", "CUDA_SUCCESS",
             "dptrs sizes prefetchLocIdxs");
}

static void case_prefetch_batches(void)
{
    prefetch_batches(0);
    guard_release();
    prefetch_batches(2);
}

/* Range attributes: none asked, then two. */
#endif
static void case_range_attributes(void)
{
    size_t n, mark;

    for (n = 0; n <= 2; n += 2) {
        void **data = guard_array(sizeof(void *), n);
        size_t *sizes = guard_array(sizeof(size_t), n), i;
        enum cudaMemRangeAttribute *attrs = guard_array(sizeof *attrs, n);

        for (i = 0; i < n; i++) {
            data[i] = guard_array(sizeof(int), 1);
            sizes[i] = sizeof(int);
            attrs[i] = i == 0 ? cudaMemRangeAttributeReadMostly
                              : cudaMemRangeAttributePreferredLocation;
        }
        mark = trace_mark(t_fd);
        ok(cudaMemRangeGetAttributes(data, sizes, attrs, n, t_managed, 4096) == cudaSuccess,
           "cudaMemRangeGetAttributes of %zu", n);
        t_inputs(t_line(mark, "cudaMemRangeGetAttributes"), "cudaMemRangeGetAttributes",
                 "cudaSuccess", "data dataSizes attributes");
    }
}

/* cudaStreamUpdateCaptureDependencies of n copies of node, its line read. */
#if CUDART_VERSION >= 13000 /* 13.0 forms; 12.x's are cuda12x-t's */
static void update_dependencies(cudaGraphNode_t node, size_t n, unsigned flags)
{
    cudaGraphNode_t *deps = guard_array(sizeof *deps, n);
    size_t mark, i;

    for (i = 0; i < n; i++)
        deps[i] = node;
    mark = trace_mark(t_fd);
    ok(cudaStreamUpdateCaptureDependencies(t_stream, deps, NULL, n, flags) == cudaSuccess,
       "cudaStreamUpdateCaptureDependencies of %zu", n);
    t_inputs(t_line(mark, "cudaStreamUpdateCaptureDependencies"),
             "cudaStreamUpdateCaptureDependencies", "cudaSuccess", "dependencies");
}

/* Capture dependencies: set to none, then to one node of the capture. */
static void case_capture_dependencies(void)
{
    cudaGraph_t g = NULL;
    cudaGraphNode_t node = NULL, *deps;
    enum cudaStreamCaptureStatus st;
    size_t mark;

    ok(cudaStreamBeginCapture(t_stream, cudaStreamCaptureModeRelaxed) == cudaSuccess,
       "cudaStreamBeginCapture");
    ok(cudaStreamGetCaptureInfo(t_stream, &st, NULL, &g, NULL, NULL, NULL) == cudaSuccess &&
           st == cudaStreamCaptureStatusActive && g != NULL,
       "cudaStreamGetCaptureInfo: capturing");
    update_dependencies(NULL, 0, cudaStreamSetCaptureDependencies);
    ok(cudaGraphAddEmptyNode(&node, g, NULL, 0) == cudaSuccess, "a node in the capture's graph");
    update_dependencies(node, 1, cudaStreamAddCaptureDependencies);
    deps = guard_array(sizeof *deps, 0);
    mark = trace_mark(t_fd);
    ok(cufw_call_cuStreamUpdateCaptureDependencies()((CUstream)t_stream, (CUgraphNode *)deps,
                                                     NULL, 0, 1) == CUDA_SUCCESS,
       "cuStreamUpdateCaptureDependencies of 0");
    t_inputs(t_line(mark, "cuStreamUpdateCaptureDependencies"),
             "cuStreamUpdateCaptureDependencies", "CUDA_SUCCESS", "dependencies");
    ok(cudaStreamEndCapture(t_stream, &g) == cudaSuccess && cudaGraphDestroy(g) == cudaSuccess,
       "cudaStreamEndCapture");
}

/* Mapping graphics resources: none, and one (any handle stands for one). */
#endif
static void case_graphics_map(void)
{
    int n;
    size_t mark;

    for (n = 0; n <= 1; n++) {
        cudaGraphicsResource_t *res = guard_array(sizeof *res, (size_t)n);

        if (n > 0)
            res[0] = (cudaGraphicsResource_t)(void *)&t_fd;
        mark = trace_mark(t_fd);
        ok(cudaGraphicsMapResources(n, res, t_stream) == cudaSuccess,
           "cudaGraphicsMapResources of %d", n);
        t_inputs(t_line(mark, "cudaGraphicsMapResources"), "cudaGraphicsMapResources",
                 "cudaSuccess", "resources");
        mark = trace_mark(t_fd);
        ok(cudaGraphicsUnmapResources(n, res, t_stream) == cudaSuccess,
           "cudaGraphicsUnmapResources of %d", n);
        t_inputs(t_line(mark, "cudaGraphicsUnmapResources"), "cudaGraphicsUnmapResources",
                 "cudaSuccess", "resources");
    }
}

/* Atomic capabilities: an output array of count, none and two. */
#if CUDART_VERSION >= 13000 /* 13.0 forms; 12.x's are cuda12x-t's */
static void case_atomic_capabilities(void)
{
    unsigned n;
    size_t mark;

    for (n = 0; n <= 2; n += 2) {
        unsigned *caps = guard_array(sizeof *caps, n);
        enum cudaAtomicOperation *ops = guard_array(sizeof *ops, n);

        mark = trace_mark(t_fd);
        ok(cudaDeviceGetHostAtomicCapabilities(caps, ops, n, 0) == cudaSuccess,
           "cudaDeviceGetHostAtomicCapabilities of %u", n);
        t_shows(t_line(mark, "cudaDeviceGetHostAtomicCapabilities"),
                "cudaDeviceGetHostAtomicCapabilities", "capabilities", (int)n);
    }
}

/* A library's kernels: room for none, then for all of them. */
static void case_library_kernels(void)
{
    size_t size, mark;
    void *fb = read_build_file("plain.fatbin", &size);
    cudaLibrary_t lib = NULL;
    unsigned count = 0, n;

    if (cudaLibraryLoadData(&lib, fb, NULL, NULL, 0, NULL, NULL, 0) != cudaSuccess ||
        cudaLibraryGetKernelCount(&count, lib) != cudaSuccess)
        count = 0;
    ok(count > 0, "a library of %u kernels", count);
    for (n = 0; n <= count; n += count > 0 ? count : 1) {
        cudaKernel_t *k = guard_array(sizeof *k, n);

        mark = trace_mark(t_fd);
        ok(cudaLibraryEnumerateKernels(k, n, lib) == cudaSuccess,
           "cudaLibraryEnumerateKernels, room for %u", n);
        t_shows(t_line(mark, "cudaLibraryEnumerateKernels"), "cudaLibraryEnumerateKernels",
                "kernels", n <= 4 ? (int)n : -2);
    }
    ok(cudaLibraryUnload(lib) == cudaSuccess, "cudaLibraryUnload");
    free(fb);
}

/* ------------------------------------------------------------ main */

#endif
int main(void)
{
    t_fd = trace_start();
    if (cudaStreamCreate(&t_stream) != cudaSuccess ||
        cudaMallocManaged(&t_managed, 4096, cudaMemAttachGlobal) != cudaSuccess)
        bail("no stream or managed memory to work with");

#if CUDART_VERSION >= 13000
    t_guarded("graph lists", case_graph_lists);
#endif
    t_guarded("graph lists (Driver)", case_graph_lists_driver);
#if CUDART_VERSION >= 13000
    t_guarded("copy batches", case_copy_batch);
    t_guarded("prefetch batches", case_prefetch_batches);
#endif
    t_guarded("range attributes", case_range_attributes);
#if CUDART_VERSION >= 13000
    t_guarded("capture dependencies", case_capture_dependencies);
#endif
    t_guarded("graphics mapping", case_graphics_map);
#if CUDART_VERSION >= 13000
    t_guarded("atomic capabilities", case_atomic_capabilities);
    t_guarded("library kernels", case_library_kernels);
#endif

    ok(cudaFree(t_managed) == cudaSuccess && cudaStreamDestroy(t_stream) == cudaSuccess,
       "the Runtime works on after them");
    return 0;
}
