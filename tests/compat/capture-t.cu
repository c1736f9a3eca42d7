/* SPDX-License-Identifier: MIT */
/*
 * Stream capture through the Runtime API, checked against a CPU reference
 * on random data with poisoned outputs:
 *
 *   - a two-stream pipeline (fork and join through events) of an async
 *     copy in, a memset, two kernels, a copy out and a host function,
 *     captured, instantiated and replayed on new inputs; the captured
 *     graph's nodes by type; cudaStreamGetCaptureInfo during capture (one
 *     capture id for both streams, the dependency set);
 *   - cudaMallocAsync / cudaFreeAsync captured as memory nodes;
 *   - cudaStreamWaitEvent with cudaEventWaitExternal: an event-wait node
 *     inside a capture (NCCL waits so while it captures), refused outside
 *     one, as cudart refuses it; flags the driver does not know refused;
 *   - cudaStreamUpdateCaptureDependencies with a node added to the
 *     capturing graph by hand; cudaStreamBeginCaptureToGraph into an
 *     existing graph; cudaThreadExchangeStreamCaptureMode;
 *   - what capture forbids, as the driver refuses it: cudaMalloc and
 *     cudaStreamSynchronize during a global-mode capture, work on the
 *     legacy stream while a blocking stream captures, capture of the
 *     legacy stream; each error then cudaGetLastError's, and the capture
 *     invalidated (cudaStreamEndCapture: cudaErrorStreamCaptureInvalidated);
 *   - a captured graph instantiated by the Runtime and launched with the
 *     Driver's cuGraphLaunch, and instantiated by the Driver and launched
 *     with cudaGraphLaunch.
 */
#include "tests/compat/compat.h"
#include "tests/compat/driver.h"

#include <stdlib.h>

enum { N = 1 << 14, BLOCK = 256 };

/* out[i] = in[i] * a + b */
__global__ void axpb(const int *in, int *out, int a, int b, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;

    if (i < n)
        out[i] = in[i] * a + b;
}

/* out[i] += tmp[i] */
__global__ void add_tmp(int *out, const int *tmp, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;

    if (i < n)
        out[i] += tmp[i];
}

/* p[i] = p[i] * 2 + 1 */
__global__ void twice_plus_one(int *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;

    if (i < n)
        p[i] = p[i] * 2 + 1;
}

static const unsigned GRID = (N + BLOCK - 1) / BLOCK;
static int *in_host, *out_host, *want;
static int *d_in, *d_out, *d_tmp;
static cudaStream_t s0, s1;
static cudaEvent_t fork_ev, join_ev;

static void host_count(void *user)
{
    __atomic_add_fetch((int *)user, 1, __ATOMIC_SEQ_CST);
}

static void reference(int a, int b, unsigned char tmp_byte)
{
    unsigned tmp = tmp_byte * 0x01010101u;

    for (int i = 0; i < N; i++)
        want[i] = (int)((unsigned)in_host[i] * (unsigned)a + (unsigned)b + tmp);
}

/* The pipeline, captured from s0 (global mode) with a fork to s1. */
static cudaError_t capture_pipeline(cudaGraph_t *g, int a, int b, unsigned char tmp_byte,
                                    int *count, int check_info)
{
    size_t bytes = N * sizeof(int);

    CUDA_OK(cudaStreamBeginCapture(s0, cudaStreamCaptureModeGlobal));
    CUDA_OK(cudaMemcpyAsync(d_in, in_host, bytes, cudaMemcpyHostToDevice, s0));
    if (check_info) {
        enum cudaStreamCaptureStatus st = cudaStreamCaptureStatusNone;
        unsigned long long id = 0;
        cudaGraph_t graph = NULL;
        const cudaGraphNode_t *deps = NULL;
        const cudaGraphEdgeData *edges = NULL;
        size_t n_deps = 0;
        enum cudaGraphNodeType type = cudaGraphNodeTypeCount;

        CUDA_OK(cudaStreamGetCaptureInfo(s0, &st, &id, &graph, &deps, &edges, &n_deps));
        is_int(cudaStreamCaptureStatusActive, st, "cudaStreamGetCaptureInfo: capturing");
        ok(id != 0 && graph != NULL, "it gives the capture's id and graph");
        ok(n_deps == 1 && deps != NULL, "the stream depends on the one node captured so far");
        if (n_deps == 1 && deps != NULL) {
            CUDA_OK(cudaGraphNodeGetType(deps[0], &type));
            is_int(cudaGraphNodeTypeMemcpy, type, "which is the copy in");
        }
        ok(edges == NULL || (edges[0].type == 0 && edges[0].from_port == 0),
           "its edge data is the default");
        CUDA_OK(cudaEventRecord(fork_ev, s0));
        CUDA_OK(cudaStreamWaitEvent(s1, fork_ev, 0));
        {
            enum cudaStreamCaptureStatus st1 = cudaStreamCaptureStatusNone;
            unsigned long long id1 = 0;

            CUDA_OK(cudaStreamGetCaptureInfo(s1, &st1, &id1));
            ok(st1 == cudaStreamCaptureStatusActive && id1 == id,
               "the forked stream joins the same capture");
            st1 = cudaStreamCaptureStatusNone;
            CUDA_OK(cudaStreamIsCapturing(s1, &st1));
            is_int(cudaStreamCaptureStatusActive, st1, "cudaStreamIsCapturing agrees");
        }
    } else {
        CUDA_OK(cudaEventRecord(fork_ev, s0));
        CUDA_OK(cudaStreamWaitEvent(s1, fork_ev, 0));
    }
    CUDA_OK(cudaMemsetAsync(d_tmp, tmp_byte, bytes, s1));
    CUDA_OK(cudaEventRecord(join_ev, s1));
    axpb<<<GRID, BLOCK, 0, s0>>>(d_in, d_out, a, b, N);
    CUDA_OK(cudaGetLastError());
    CUDA_OK(cudaStreamWaitEvent(s0, join_ev, 0));
    add_tmp<<<GRID, BLOCK, 0, s0>>>(d_out, d_tmp, N);
    CUDA_OK(cudaMemcpyAsync(out_host, d_out, bytes, cudaMemcpyDeviceToHost, s0));
    CUDA_OK(cudaLaunchHostFunc(s0, host_count, count));
    return cudaStreamEndCapture(s0, g);
}

static void count_types(cudaGraph_t g, int *counts)
{
    cudaGraphNode_t nodes[64];
    size_t n = 64;

    memset(counts, 0, sizeof(int) * cudaGraphNodeTypeCount);
    if (!CUDA_OK(cudaGraphGetNodes(g, nodes, &n)))
        return;
    for (size_t i = 0; i < n && i < 64; i++) {
        enum cudaGraphNodeType t;

        if (cudaGraphNodeGetType(nodes[i], &t) == cudaSuccess && t < cudaGraphNodeTypeCount)
            counts[t]++;
    }
}

static void test_pipeline(void)
{
    cudaGraph_t g = NULL;
    cudaGraphExec_t exec;
    int a = (int)(test_rand() % 2000) - 1000, b = (int)(test_rand() % 2000) - 1000, count = 0;
    unsigned char tmp_byte = (unsigned char)test_rand();
    int counts[cudaGraphNodeTypeCount];
    enum cudaStreamCaptureStatus st = cudaStreamCaptureStatusActive;

    fill_random_int(in_host, N, 1 << 16);
    CUDA_OK(capture_pipeline(&g, a, b, tmp_byte, &count, 1));
    ok(g != NULL, "cudaStreamEndCapture gives the graph");
    CUDA_OK(cudaStreamIsCapturing(s0, &st));
    is_int(cudaStreamCaptureStatusNone, st, "the stream no longer captures");
    is_int(0, count, "nothing ran during capture");
    count_types(g, counts);
    ok(counts[cudaGraphNodeTypeKernel] == 2 && counts[cudaGraphNodeTypeMemcpy] == 2 &&
           counts[cudaGraphNodeTypeMemset] == 1 && counts[cudaGraphNodeTypeHost] == 1,
       "the graph has the 2 kernels, 2 copies, the memset and the host function");
    {
        cudaGraphNode_t nodes[64];
        size_t n = 64;
        int seen_stub = 0;

        CUDA_OK(cudaGraphGetNodes(g, nodes, &n));
        for (size_t i = 0; i < n && i < 64; i++) {
            enum cudaGraphNodeType t;
            cudaKernelNodeParams kp;

            if (cudaGraphNodeGetType(nodes[i], &t) != cudaSuccess || t != cudaGraphNodeTypeKernel)
                continue;
            if (cudaGraphKernelNodeGetParams(nodes[i], &kp) == cudaSuccess &&
                kp.func == (void *)axpb && *(int *)kp.kernelParams[2] == a &&
                *(int *)kp.kernelParams[3] == b)
                seen_stub = 1;
        }
        /* cudart names a captured kernel by its host stub too */
        ok(seen_stub, "a captured kernel node gives back its host stub and arguments");
    }
    CUDA_OK(cudaGraphInstantiate(&exec, g, 0));
    for (int run = 0; run < 3; run++) {
        fill_random_int(in_host, N, 1 << 16);
        reference(a, b, tmp_byte);
        poison(out_host, N * sizeof(int));
        CUDA_OK(cudaGraphLaunch(exec, s0));
        CUDA_OK(cudaStreamSynchronize(s0));
        ints_equal(want, out_host, N, "the captured pipeline computes on new input");
    }
    is_int(3, count, "the captured host function ran once per launch");

    /* the Runtime's executable graph launched by the Driver */
    fill_random_int(in_host, N, 1 << 16);
    reference(a, b, tmp_byte);
    poison(out_host, N * sizeof(int));
    CU_OK(drv.cuGraphLaunch((CUgraphExec)exec, (CUstream)s0));
    CU_OK(drv.cuStreamSynchronize((CUstream)s0));
    ints_equal(want, out_host, N, "cuGraphLaunch runs the Runtime's executable graph");
    CUDA_OK(cudaGraphExecDestroy(exec));

    /* the Runtime's graph instantiated by the Driver, launched by the Runtime */
    {
        CUgraphExec dexec = NULL;

        CU_OK(drv.cuGraphInstantiateWithFlags(&dexec, (CUgraph)g, 0));
        fill_random_int(in_host, N, 1 << 16);
        reference(a, b, tmp_byte);
        poison(out_host, N * sizeof(int));
        CUDA_OK(cudaGraphLaunch((cudaGraphExec_t)dexec, s1));
        CUDA_OK(cudaStreamSynchronize(s1));
        ints_equal(want, out_host, N, "cudaGraphLaunch runs the Driver's executable graph");
        CU_OK(drv.cuGraphExecDestroy(dexec));
    }
    CUDA_OK(cudaGraphDestroy(g));
}

/* A memset node added to the capturing graph by hand becomes the stream's
 * only dependency: the next kernel follows it. */
static void test_update_dependencies(void)
{
    cudaGraph_t g = NULL, graph = NULL;
    cudaGraphExec_t exec;
    cudaGraphNode_t set, deps_out[4];
    const cudaGraphNode_t *deps = NULL;
    size_t n_deps = 0;
    enum cudaStreamCaptureStatus st;
    cudaMemsetParams mp;
    unsigned value = (unsigned)(test_rand() & 0xfffff);

    mp = compat_memset_params(d_out, value, N);
    CUDA_OK(cudaStreamBeginCapture(s0, cudaStreamCaptureModeGlobal));
    CUDA_OK(cudaMemsetAsync(d_tmp, 0, N * sizeof(int), s0));
    CUDA_OK(cudaStreamGetCaptureInfo(s0, &st, NULL, &graph, &deps, NULL, &n_deps));
    CUDA_OK(cudaGraphAddMemsetNode(&set, graph, deps, n_deps, &mp));
    CUDA_OK(cudaStreamUpdateCaptureDependencies(s0, &set, NULL, 1,
                                                cudaStreamSetCaptureDependencies));
    n_deps = 0;
    CUDA_OK(cudaStreamGetCaptureInfo(s0, &st, NULL, NULL, &deps, NULL, &n_deps));
    ok(n_deps == 1 && deps[0] == set, "the stream now depends on the node added by hand");
    twice_plus_one<<<GRID, BLOCK, 0, s0>>>(d_out, N);
    CUDA_OK(cudaMemcpyAsync(out_host, d_out, N * sizeof(int), cudaMemcpyDeviceToHost, s0));
    CUDA_OK(cudaStreamEndCapture(s0, &g));
    ok(g == graph, "the capture's graph is the one cudaStreamGetCaptureInfo gave");
    n_deps = 4;
    CUDA_OK(cudaGraphNodeGetDependentNodes(set, deps_out, NULL, &n_deps));
    {
        enum cudaGraphNodeType t = cudaGraphNodeTypeCount;

        if (n_deps == 1)
            cudaGraphNodeGetType(deps_out[0], &t);
        ok(n_deps == 1 && t == cudaGraphNodeTypeKernel, "the kernel follows the added node");
    }
    CUDA_OK(cudaGraphInstantiate(&exec, g, 0));
    poison(out_host, N * sizeof(int));
    CUDA_OK(cudaGraphLaunch(exec, s0));
    CUDA_OK(cudaStreamSynchronize(s0));
    for (int i = 0; i < N; i++)
        want[i] = (int)(value * 2 + 1);
    ints_equal(want, out_host, N, "the graph runs the added node before the kernel");
    CUDA_OK(cudaGraphExecDestroy(exec));
    CUDA_OK(cudaGraphDestroy(g));
}

/* Capture appended to an existing graph, after one of its nodes. */
static void test_capture_to_graph(void)
{
    cudaGraph_t g, g_out = NULL;
    cudaGraphExec_t exec;
    cudaGraphNode_t set, deps[4];
    cudaMemsetParams mp;
    unsigned value = (unsigned)(test_rand() & 0xfffff);
    size_t n = 0;

    mp = compat_memset_params(d_out, value, N);
    CUDA_OK(cudaGraphCreate(&g, 0));
    CUDA_OK(cudaGraphAddMemsetNode(&set, g, NULL, 0, &mp));
    CUDA_OK(cudaStreamBeginCaptureToGraph(s0, g, &set, NULL, 1, cudaStreamCaptureModeGlobal));
    twice_plus_one<<<GRID, BLOCK, 0, s0>>>(d_out, N);
    twice_plus_one<<<GRID, BLOCK, 0, s0>>>(d_out, N);
    CUDA_OK(cudaMemcpyAsync(out_host, d_out, N * sizeof(int), cudaMemcpyDeviceToHost, s0));
    CUDA_OK(cudaStreamEndCapture(s0, &g_out));
    ok(g_out == g, "cudaStreamEndCapture gives back the graph captured into");
    CUDA_OK(cudaGraphGetNodes(g, NULL, &n));
    is_int(4, (long long)n, "the graph has its memset and the 3 captured nodes");
    n = 4;
    CUDA_OK(cudaGraphGetRootNodes(g, deps, &n));
    ok(n == 1 && deps[0] == set, "the memset stays the only root");
    CUDA_OK(cudaGraphInstantiate(&exec, g, 0));
    poison(out_host, N * sizeof(int));
    CUDA_OK(cudaGraphLaunch(exec, s0));
    CUDA_OK(cudaStreamSynchronize(s0));
    for (int i = 0; i < N; i++)
        want[i] = (int)((value * 2 + 1) * 2 + 1);
    ints_equal(want, out_host, N, "the captured kernels follow the graph's memset");
    CUDA_OK(cudaGraphExecDestroy(exec));
    CUDA_OK(cudaGraphDestroy(g));
}

/* Stream-ordered allocation captured: a memory alloc and a free node, the
 * graph's own memory used between them (the graphMemoryNodes pattern). */
static void test_malloc_async(void)
{
    cudaGraph_t g = NULL;
    cudaGraphExec_t exec;
    int *p = NULL, counts[cudaGraphNodeTypeCount];
    size_t bytes = N * sizeof(int);

    CUDA_OK(cudaStreamBeginCapture(s0, cudaStreamCaptureModeGlobal));
    CUDA_OK(cudaMallocAsync((void **)&p, bytes, s0));
    CUDA_OK(cudaMemsetAsync(p, 0, bytes, s0));
    twice_plus_one<<<GRID, BLOCK, 0, s0>>>(p, N);
    twice_plus_one<<<GRID, BLOCK, 0, s0>>>(p, N);
    CUDA_OK(cudaMemcpyAsync(out_host, p, bytes, cudaMemcpyDeviceToHost, s0));
    CUDA_OK(cudaFreeAsync(p, s0));
    CUDA_OK(cudaStreamEndCapture(s0, &g));
    count_types(g, counts);
    ok(counts[cudaGraphNodeTypeMemAlloc] == 1 && counts[cudaGraphNodeTypeMemFree] == 1 &&
           counts[cudaGraphNodeTypeKernel] == 2 && counts[cudaGraphNodeTypeMemset] == 1 &&
           counts[cudaGraphNodeTypeMemcpy] == 1,
       "cudaMallocAsync and cudaFreeAsync are captured as memory nodes");
    CUDA_OK(cudaGraphInstantiate(&exec, g, 0));
    for (int i = 0; i < N; i++)
        want[i] = 3;
    for (int run = 0; run < 2; run++) {
        poison(out_host, bytes);
        CUDA_OK(cudaGraphLaunch(exec, s0));
        CUDA_OK(cudaStreamSynchronize(s0));
        ints_equal(want, out_host, N, "the graph allocates, computes, copies out and frees");
    }
    CUDA_OK(cudaGraphExecDestroy(exec));
    CUDA_OK(cudaGraphDestroy(g));
}

/* cudaEventWaitExternal: inside a capture, an external event-wait node of
 * the graph, the event recorded outside; outside a capture, refused. */
static void test_wait_external(void)
{
    cudaGraph_t g = NULL;
    cudaGraphExec_t exec;
    int counts[cudaGraphNodeTypeCount];
    size_t bytes = N * sizeof(int);

    /* Outside a capture the flag is refused: cudaErrorIllegalState, from
     * cudart_static 13.0 as from compat (the driver's
     * CUDA_ERROR_ILLEGAL_STATE; seen on the H200, driver 580). A plain
     * wait then orders s1 after s0. */
    CUDA_OK(cudaMemcpyAsync(d_in, in_host, bytes, cudaMemcpyHostToDevice, s0));
    axpb<<<GRID, BLOCK, 0, s0>>>(d_in, d_out, 3, 1, N);
    CUDA_OK(cudaEventRecord(fork_ev, s0));
    FAILS_WITH(cudaErrorIllegalState, cudaStreamWaitEvent(s1, fork_ev, cudaEventWaitExternal));
    CUDA_OK(cudaStreamWaitEvent(s1, fork_ev, cudaEventWaitDefault));
    twice_plus_one<<<GRID, BLOCK, 0, s1>>>(d_out, N);
    poison(out_host, bytes);
    CUDA_OK(cudaMemcpyAsync(out_host, d_out, bytes, cudaMemcpyDeviceToHost, s1));
    CUDA_OK(cudaStreamSynchronize(s1));
    for (int i = 0; i < N; i++)
        want[i] = (in_host[i] * 3 + 1) * 2 + 1;
    ints_equal(want, out_host, N, "after the refusal, a plain wait orders s1 after s0");

    /* inside a capture: the event is recorded on s1, which does not
     * capture; s0's capture waits for it as a node */
    CUDA_OK(cudaEventRecord(join_ev, s1));
    CUDA_OK(cudaStreamBeginCapture(s0, cudaStreamCaptureModeGlobal));
    CUDA_OK(cudaStreamWaitEvent(s0, join_ev, cudaEventWaitExternal));
    twice_plus_one<<<GRID, BLOCK, 0, s0>>>(d_out, N);
    CUDA_OK(cudaStreamEndCapture(s0, &g));
    count_types(g, counts);
    ok(counts[cudaGraphNodeTypeWaitEvent] == 1 && counts[cudaGraphNodeTypeKernel] == 1,
       "a capture's cudaEventWaitExternal wait is an event-wait node (%d) before the kernel (%d)",
       counts[cudaGraphNodeTypeWaitEvent], counts[cudaGraphNodeTypeKernel]);
    CUDA_OK(cudaGraphInstantiate(&exec, g, 0));
    CUDA_OK(cudaMemcpyAsync(d_out, in_host, bytes, cudaMemcpyHostToDevice, s1));
    CUDA_OK(cudaEventRecord(join_ev, s1));
    CUDA_OK(cudaGraphLaunch(exec, s0));
    poison(out_host, bytes);
    CUDA_OK(cudaMemcpyAsync(out_host, d_out, bytes, cudaMemcpyDeviceToHost, s0));
    CUDA_OK(cudaStreamSynchronize(s0));
    for (int i = 0; i < N; i++)
        want[i] = in_host[i] * 2 + 1;
    ints_equal(want, out_host, N, "the graph's wait node orders its kernel after s1's copy");
    CUDA_OK(cudaGraphExecDestroy(exec));
    CUDA_OK(cudaGraphDestroy(g));

    /* a flag the driver does not know */
    FAILS_WITH(cudaErrorInvalidValue, cudaStreamWaitEvent(s1, fork_ev, 0x80));
    CUDA_OK(cudaStreamWaitEvent(s1, fork_ev, cudaEventWaitDefault));
    CUDA_OK(cudaStreamSynchronize(s1));
}

static void test_modes(void)
{
    enum cudaStreamCaptureMode mode = cudaStreamCaptureModeRelaxed;
    cudaGraph_t g = NULL;
    void *p = NULL;

    CUDA_OK(cudaThreadExchangeStreamCaptureMode(&mode));
    is_int(cudaStreamCaptureModeGlobal, mode, "the thread's mode was global");
    mode = cudaStreamCaptureModeGlobal;
    CUDA_OK(cudaThreadExchangeStreamCaptureMode(&mode));
    is_int(cudaStreamCaptureModeRelaxed, mode, "and then relaxed, as set");

    /* relaxed mode allows the unsafe calls */
    CUDA_OK(cudaStreamBeginCapture(s0, cudaStreamCaptureModeRelaxed));
    CUDA_OK(cudaMalloc(&p, 4096));
    CUDA_OK(cudaStreamEndCapture(s0, &g));
    ok(g != NULL, "a relaxed-mode capture with a cudaMalloc in it ends well");
    CUDA_OK(cudaFree(p));
    if (g != NULL)
        CUDA_OK(cudaGraphDestroy(g));
}

static void test_errors(void)
{
    cudaGraph_t g;
    void *p = NULL;

    /* cudaMalloc is a potentially unsafe call: refused during a global
     * capture, which it invalidates */
    CUDA_OK(cudaStreamBeginCapture(s0, cudaStreamCaptureModeGlobal));
    twice_plus_one<<<GRID, BLOCK, 0, s0>>>(d_out, N);
    FAILS_WITH(cudaErrorStreamCaptureUnsupported, cudaMalloc(&p, 4096));
    g = (cudaGraph_t)(uintptr_t)1;
    FAILS_WITH(cudaErrorStreamCaptureInvalidated, cudaStreamEndCapture(s0, &g));
    ok(g == NULL, "an invalidated capture gives no graph");

    /* synchronizing a capturing stream */
    CUDA_OK(cudaStreamBeginCapture(s0, cudaStreamCaptureModeGlobal));
    twice_plus_one<<<GRID, BLOCK, 0, s0>>>(d_out, N);
    FAILS_WITH(cudaErrorStreamCaptureUnsupported, cudaStreamSynchronize(s0));
    FAILS_WITH(cudaErrorStreamCaptureInvalidated, cudaStreamEndCapture(s0, &g));

    /* work on the legacy stream would wait for the capturing blocking s0 */
    CUDA_OK(cudaStreamBeginCapture(s0, cudaStreamCaptureModeGlobal));
    twice_plus_one<<<GRID, BLOCK, 0, s0>>>(d_out, N);
    FAILS_WITH(cudaErrorStreamCaptureImplicit, cudaMemsetAsync(d_tmp, 0, 64, 0));
    FAILS_WITH(cudaErrorStreamCaptureInvalidated, cudaStreamEndCapture(s0, &g));

    /* the legacy stream cannot be captured */
    FAILS_WITH(cudaErrorStreamCaptureUnsupported,
               cudaStreamBeginCapture(cudaStreamLegacy, cudaStreamCaptureModeGlobal));

    /* after all that the streams work */
    CUDA_OK(cudaMemset(d_out, 0, N * sizeof(int)));
    twice_plus_one<<<GRID, BLOCK, 0, s0>>>(d_out, N);
    poison(out_host, N * sizeof(int));
    CUDA_OK(cudaMemcpyAsync(out_host, d_out, N * sizeof(int), cudaMemcpyDeviceToHost, s0));
    CUDA_OK(cudaStreamSynchronize(s0));
    for (int i = 0; i < N; i++)
        want[i] = 1;
    ints_equal(want, out_host, N, "the stream works after the failed captures");
}

int main(void)
{
    drv_begin();
    compat_buffers(N, &in_host, &out_host, &d_in, &d_out, &d_tmp);
    compat_fork_join(&s0, &s1, &fork_ev, &join_ev);
    want = compat_ints(N);

    test_pipeline();
    test_update_dependencies();
    test_capture_to_graph();
    test_malloc_async();
    test_wait_external();
    test_modes();
    test_errors();

    compat_fork_join_free(s0, s1, fork_ev, join_ev);
    compat_buffers_free(in_host, out_host, d_in, d_out, d_tmp);
    free(want);
    return 0;
}
