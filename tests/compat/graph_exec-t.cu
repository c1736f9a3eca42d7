/* SPDX-License-Identifier: MIT */
/*
 * Executable graphs replayed many times with changed parameters, checked
 * against a CPU reference on random data with poisoned outputs:
 *
 *   - a captured pipeline (copy in, kernel, memset on a forked stream,
 *     kernel, copy out, host function) replayed 1000 times, its kernel's
 *     arguments changed before each launch with
 *     cudaGraphExecKernelNodeSetParams; every 50th replay and the last
 *     checked byte for byte;
 *   - the same 1000 times through cudaGraphExecUpdate of a re-captured
 *     graph; an update across a changed topology refused
 *     (cudaErrorGraphExecUpdateFailure, with the reason);
 *   - cudaGraphInstantiateWithParams with an upload stream,
 *     cudaGraphInstantiateWithFlags + cudaGraphExecGetFlags, cudaGraphUpload;
 *   - memcpy nodes to and from a CUDA array (a CUarray made by the Driver),
 *     positions and extents in elements;
 *   - a graph built with the Driver API (cuGraphCreate, cuGraphAddMemsetNode)
 *     instantiated and launched by the Runtime.
 */
#include "tests/compat/compat.h"
#include "tests/compat/driver.h"

#include <stdlib.h>

enum { N = 1 << 13, BLOCK = 256, REPLAYS = 1000, CHECK_EVERY = 50 };

/* out[i] = in[i] * a + b */
__global__ void axpb(const int *in, int *out, int a, int b, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;

    if (i < n)
        out[i] = in[i] * a + b;
}

/* out[i] ^= tmp[i] */
__global__ void xor_tmp(int *out, const int *tmp, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;

    if (i < n)
        out[i] ^= tmp[i];
}

static const unsigned GRID = (N + BLOCK - 1) / BLOCK;
static int *in_host, *out_host, *want;
static int *d_in, *d_out, *d_tmp;
static cudaStream_t s0, s1;
static cudaEvent_t fork_ev, join_ev;
static int host_runs;

static void host_count(void *user)
{
    __atomic_add_fetch((int *)user, 1, __ATOMIC_SEQ_CST);
}

static void reference(int a, int b, unsigned char tmp_byte)
{
    int tmp = (int)(tmp_byte * 0x01010101u);

    for (int i = 0; i < N; i++)
        want[i] = (int)((unsigned)in_host[i] * (unsigned)a + (unsigned)b) ^ tmp;
}

static cudaError_t capture(cudaGraph_t *g, int a, int b, unsigned char tmp_byte, int extra)
{
    size_t bytes = N * sizeof(int);

    if (cudaStreamBeginCapture(s0, cudaStreamCaptureModeThreadLocal) != cudaSuccess)
        return cudaErrorUnknown;
    cudaMemcpyAsync(d_in, in_host, bytes, cudaMemcpyHostToDevice, s0);
    cudaEventRecord(fork_ev, s0);
    cudaStreamWaitEvent(s1, fork_ev, 0);
    cudaMemsetAsync(d_tmp, tmp_byte, bytes, s1);
    cudaEventRecord(join_ev, s1);
    axpb<<<GRID, BLOCK, 0, s0>>>(d_in, d_out, a, b, N);
    cudaStreamWaitEvent(s0, join_ev, 0);
    xor_tmp<<<GRID, BLOCK, 0, s0>>>(d_out, d_tmp, N);
    if (extra)
        xor_tmp<<<GRID, BLOCK, 0, s0>>>(d_out, d_tmp, N);
    cudaMemcpyAsync(out_host, d_out, bytes, cudaMemcpyDeviceToHost, s0);
    cudaLaunchHostFunc(s0, host_count, &host_runs);
    return cudaStreamEndCapture(s0, g);
}

/* The graph's axpb node (the one whose kernel is the axpb stub). */
static cudaGraphNode_t find_axpb(cudaGraph_t g)
{
    cudaGraphNode_t nodes[32];
    size_t n = 32;

    if (cudaGraphGetNodes(g, nodes, &n) != cudaSuccess)
        return NULL;
    for (size_t i = 0; i < n && i < 32; i++) {
        enum cudaGraphNodeType t;
        cudaKernelNodeParams p;

        if (cudaGraphNodeGetType(nodes[i], &t) == cudaSuccess && t == cudaGraphNodeTypeKernel &&
            cudaGraphKernelNodeGetParams(nodes[i], &p) == cudaSuccess && p.func == (void *)axpb)
            return nodes[i];
    }
    return NULL;
}

/* After replay r (every CHECK_EVERY-th and the last): out_host compared with
 * the CPU's result, then poisoned again. 0 when the stream failed. */
static int replay_checked(int r, int a, int b, unsigned char tmp_byte, int *bad, int *checked)
{
    if (r % CHECK_EVERY != CHECK_EVERY - 1 && r != REPLAYS - 1)
        return 1;
    if (cudaStreamSynchronize(s0) != cudaSuccess) {
        (*bad)++;
        return 0;
    }
    reference(a, b, tmp_byte);
    if (first_diff_int(want, out_host, N) >= 0) {
        diag("replay %d differs at [%ld]", r, first_diff_int(want, out_host, N));
        (*bad)++;
    }
    (*checked)++;
    poison(out_host, N * sizeof(int));
    return 1;
}

static void test_kernel_node_replays(void)
{
    cudaGraph_t g = NULL;
    cudaGraphExec_t exec;
    cudaGraphNode_t k;
    unsigned char tmp_byte = (unsigned char)test_rand();
    int a = 1, b = 0, n = N, bad = 0, checked = 0;

    fill_random_int(in_host, N, 1 << 16);
    host_runs = 0;
    CUDA_OK(capture(&g, a, b, tmp_byte, 0));
    k = find_axpb(g);
    ok(k != NULL, "the captured graph's axpb node is found by its host stub");
    if (k == NULL)
        return;
    CUDA_OK(cudaGraphInstantiate(&exec, g, 0));
    for (int r = 0; r < REPLAYS; r++) {
        void *args[] = {&d_in, &d_out, &a, &b, &n};
        cudaKernelNodeParams p;

        memset((void *)&p, 0, sizeof p);
        a = (int)(test_rand() % 2000) - 1000;
        b = (int)(test_rand() % 2000) - 1000;
        p.func = (void *)axpb;
        p.gridDim = dim3(GRID);
        p.blockDim = dim3(BLOCK);
        p.kernelParams = args;
        if (cudaGraphExecKernelNodeSetParams(exec, k, &p) != cudaSuccess ||
            cudaGraphLaunch(exec, s0) != cudaSuccess) {
            bad++;
            break;
        }
        if (!replay_checked(r, a, b, tmp_byte, &bad, &checked))
            break;
    }
    is_int(0, bad, "%d replays with new kernel arguments each (%d checked): all right",
           REPLAYS, checked);
    is_int(REPLAYS, host_runs, "the host function ran once per replay");
    CUDA_OK(cudaGraphExecDestroy(exec));
    CUDA_OK(cudaGraphDestroy(g));
}

static void test_update_replays(void)
{
    cudaGraph_t g = NULL;
    cudaGraphExec_t exec;
    unsigned char tmp_byte = (unsigned char)test_rand();
    int a = (int)(test_rand() % 2000) - 1000, b = (int)(test_rand() % 2000) - 1000;
    int bad = 0, checked = 0;
    cudaGraphExecUpdateResultInfo info;

    fill_random_int(in_host, N, 1 << 16);
    CUDA_OK(capture(&g, a, b, tmp_byte, 0));
    CUDA_OK(cudaGraphInstantiate(&exec, g, 0));
    CUDA_OK(cudaGraphDestroy(g));
    for (int r = 0; r < REPLAYS; r++) {
        cudaGraph_t g2 = NULL;

        a = (int)(test_rand() % 2000) - 1000;
        b = (int)(test_rand() % 2000) - 1000;
        tmp_byte = (unsigned char)test_rand();
        memset((void *)&info, 0xff, sizeof info);
        if (capture(&g2, a, b, tmp_byte, 0) != cudaSuccess ||
            cudaGraphExecUpdate(exec, g2, &info) != cudaSuccess ||
            info.result != cudaGraphExecUpdateSuccess || cudaGraphLaunch(exec, s0) != cudaSuccess) {
            diag("replay %d: update failed (result %d)", r, (int)info.result);
            bad++;
            cudaGraphDestroy(g2);
            break;
        }
        cudaGraphDestroy(g2);
        if (!replay_checked(r, a, b, tmp_byte, &bad, &checked))
            break;
        /* a new input now and then: the copy node reads it at launch */
        if (r % CHECK_EVERY == CHECK_EVERY - 1 || r == REPLAYS - 1)
            fill_random_int(in_host, N, 1 << 16);
    }
    is_int(0, bad, "%d replays each updated from a re-captured graph (%d checked): all right",
           REPLAYS, checked);

    /* one more kernel: the topology changed, the update refused */
    {
        cudaGraph_t g3 = NULL;

        CUDA_OK(capture(&g3, a, b, tmp_byte, 1));
        memset((void *)&info, 0, sizeof info);
        FAILS_WITH(cudaErrorGraphExecUpdateFailure, cudaGraphExecUpdate(exec, g3, &info));
        is_int(cudaGraphExecUpdateErrorTopologyChanged, info.result,
               "the update failed because the topology changed");
        CUDA_OK(cudaGraphDestroy(g3));
    }
    /* the executable graph is unchanged by the refused update */
    fill_random_int(in_host, N, 1 << 16);
    poison(out_host, N * sizeof(int));
    CUDA_OK(cudaGraphLaunch(exec, s0));
    CUDA_OK(cudaStreamSynchronize(s0));
    reference(a, b, tmp_byte);
    ints_equal(want, out_host, N, "the executable graph still runs its last update");
    CUDA_OK(cudaGraphExecDestroy(exec));
}

static void test_instantiate(void)
{
    cudaGraph_t g = NULL;
    cudaGraphExec_t exec = NULL;
    cudaGraphInstantiateParams ip;
    unsigned long long flags = 12345;
    unsigned char tmp_byte = (unsigned char)test_rand();
    int a = (int)(test_rand() % 2000) - 1000, b = (int)(test_rand() % 2000) - 1000;

    fill_random_int(in_host, N, 1 << 16);
    CUDA_OK(capture(&g, a, b, tmp_byte, 0));
    memset((void *)&ip, 0, sizeof ip);
    ip.flags = cudaGraphInstantiateFlagUpload;
    ip.uploadStream = s1;
    ip.result_out = cudaGraphInstantiateError;
    ip.errNode_out = (cudaGraphNode_t)(uintptr_t)1;
    CUDA_OK(cudaGraphInstantiateWithParams(&exec, g, &ip));
    is_int(cudaGraphInstantiateSuccess, ip.result_out, "result_out: success");
    ok(ip.errNode_out == NULL, "errNode_out: none");
    CUDA_OK(cudaStreamSynchronize(s1));
    reference(a, b, tmp_byte);
    poison(out_host, N * sizeof(int));
    CUDA_OK(cudaGraphLaunch(exec, s0));
    CUDA_OK(cudaStreamSynchronize(s0));
    ints_equal(want, out_host, N, "the graph instantiated with an upload runs");
    CUDA_OK(cudaGraphExecDestroy(exec));

    CUDA_OK(cudaGraphInstantiateWithFlags(&exec, g, cudaGraphInstantiateFlagAutoFreeOnLaunch));
    CUDA_OK(cudaGraphExecGetFlags(exec, &flags));
    is_int(cudaGraphInstantiateFlagAutoFreeOnLaunch, (long long)flags,
           "cudaGraphExecGetFlags gives the instantiation flags");
    CUDA_OK(cudaGraphUpload(exec, s0));
    poison(out_host, N * sizeof(int));
    CUDA_OK(cudaGraphLaunch(exec, s0));
    CUDA_OK(cudaStreamSynchronize(s0));
    ints_equal(want, out_host, N, "the uploaded graph runs");
    CUDA_OK(cudaGraphExecDestroy(exec));
    CUDA_OK(cudaGraphDestroy(g));
}

/* A graph the Driver API built, run by the Runtime. */
static void test_driver_graph(void)
{
    CUgraph g = NULL;
    CUgraphNode set = NULL;
    CUDA_MEMSET_NODE_PARAMS mp;
    cudaGraphExec_t exec;
    unsigned value = (unsigned)(test_rand() & 0x7fffffff);
    size_t n = 0;

    CU_OK(drv.cuGraphCreate(&g, 0));
    memset(&mp, 0, sizeof mp);
    mp.dst = (CUdeviceptr)(uintptr_t)d_out;
    mp.value = value;
    mp.elementSize = 4;
    mp.width = N;
    mp.height = 1;
    CU_OK(drv.cuGraphAddMemsetNode(&set, g, NULL, 0, &mp, drv_current()));
    CUDA_OK(cudaGraphGetNodes((cudaGraph_t)g, NULL, &n));
    is_int(1, (long long)n, "cudaGraphGetNodes counts the Driver graph's node");
    CUDA_OK(cudaGraphInstantiate(&exec, (cudaGraph_t)g, 0));
    CUDA_OK(cudaMemset(d_out, 0, N * sizeof(int)));
    CUDA_OK(cudaGraphLaunch(exec, s0));
    poison(out_host, N * sizeof(int));
    CUDA_OK(cudaMemcpyAsync(out_host, d_out, N * sizeof(int), cudaMemcpyDeviceToHost, s0));
    CUDA_OK(cudaStreamSynchronize(s0));
    for (int i = 0; i < N; i++)
        want[i] = (int)value;
    ints_equal(want, out_host, N, "the Runtime runs a graph the Driver built");
    CUDA_OK(cudaGraphExecDestroy(exec));
    CU_OK(drv.cuGraphDestroy(g));
}

/* Memcpy nodes with a CUDA array (the Driver's CUarray is a cudaArray_t):
 * positions and widths count elements, here float2 (8 bytes). */
static void test_array_nodes(void)
{
    enum { W = 64, H = 16, SX = 16, SY = 4, CW = 32, CH = 8 };
    CUarray arr = NULL;
    CUDA_ARRAY_DESCRIPTOR ad;
    cudaGraph_t g;
    cudaGraphExec_t exec;
    cudaGraphNode_t in_node, out_node;
    cudaMemcpy3DParms cp, cq;
    float *src, *dst;
    int good = 1;

    memset(&ad, 0, sizeof ad);
    ad.Width = W;
    ad.Height = H;
    ad.Format = CU_AD_FORMAT_FLOAT;
    ad.NumChannels = 2;
    CU_OK(drv.cuArrayCreate(&arr, &ad));
    if (!CUDA_OK(cudaMallocHost(&src, W * H * 2 * sizeof(float))) ||
        !CUDA_OK(cudaMallocHost(&dst, CW * CH * 2 * sizeof(float))))
        bail("cudaMallocHost");
    fill_random_float(src, W * H * 2);
    CUDA_OK(cudaGraphCreate(&g, 0));
    memset((void *)&cp, 0, sizeof cp);
    cp.srcPtr = make_cudaPitchedPtr(src, W * 2 * sizeof(float), W, H);
    cp.dstArray = (cudaArray_t)arr;
    cp.extent = make_cudaExtent(W, H, 1);
    cp.kind = cudaMemcpyHostToDevice;
    CUDA_OK(cudaGraphAddMemcpyNode(&in_node, g, NULL, 0, &cp));
    memset((void *)&cp, 0, sizeof cp);
    cp.srcArray = (cudaArray_t)arr;
    cp.srcPos = make_cudaPos(SX, SY, 0);
    cp.dstPtr = make_cudaPitchedPtr(dst, CW * 2 * sizeof(float), CW, CH);
    cp.extent = make_cudaExtent(CW, CH, 1);
    cp.kind = cudaMemcpyDeviceToHost;
    CUDA_OK(cudaGraphAddMemcpyNode(&out_node, g, &in_node, 1, &cp));
    memset((void *)&cq, 0, sizeof cq);
    CUDA_OK(cudaGraphMemcpyNodeGetParams(out_node, &cq));
    ok(cq.srcArray == (cudaArray_t)arr && cq.srcPos.x == SX && cq.srcPos.y == SY &&
           cq.extent.width == CW && cq.extent.height == CH && cq.dstPtr.ptr == dst &&
           cq.dstPtr.pitch == CW * 2 * sizeof(float),
       "an array copy node's position and extent read back in elements");
    CUDA_OK(cudaGraphInstantiate(&exec, g, 0));
    poison(dst, CW * CH * 2 * sizeof(float));
    CUDA_OK(cudaGraphLaunch(exec, s0));
    CUDA_OK(cudaStreamSynchronize(s0));
    for (int y = 0; y < CH && good; y++)
        if (memcmp(dst + y * CW * 2, src + ((SY + y) * W + SX) * 2, CW * 2 * sizeof(float)) != 0) {
            diag("row %d differs", y);
            good = 0;
        }
    ok(good, "a block copied into a CUDA array and out of it at an offset, by a graph");
    CUDA_OK(cudaGraphExecDestroy(exec));
    CUDA_OK(cudaGraphDestroy(g));

    /* The pointer side's position counts the array's elements too, as
     * cudaMemcpy3D's does in cudart (H200, CUDA 13.0): dstPos.x = 3 on a
     * host pointer is 3 float2 in. */
    CUDA_OK(cudaGraphCreate(&g, 0));
    memset((void *)&cp, 0, sizeof cp);
    cp.srcArray = (cudaArray_t)arr;
    cp.srcPos = make_cudaPos(SX, SY, 0);
    cp.dstPtr = make_cudaPitchedPtr(dst, CW * 2 * sizeof(float), CW, CH);
    cp.dstPos = make_cudaPos(3, 1, 0);
    cp.extent = make_cudaExtent(4, 1, 1);
    cp.kind = cudaMemcpyDeviceToHost;
    CUDA_OK(cudaGraphAddMemcpyNode(&out_node, g, NULL, 0, &cp));
    memset((void *)&cq, 0, sizeof cq);
    CUDA_OK(cudaGraphMemcpyNodeGetParams(out_node, &cq));
    ok(cq.dstPos.x == 3 && cq.dstPos.y == 1 && cq.extent.width == 4,
       "the pointer's position reads back as it was given");
    CUDA_OK(cudaGraphInstantiate(&exec, g, 0));
    poison(dst, CW * CH * 2 * sizeof(float));
    CUDA_OK(cudaGraphLaunch(exec, s0));
    CUDA_OK(cudaStreamSynchronize(s0));
    ok(memcmp(dst + (CW + 3) * 2, src + (SY * W + SX) * 2, 4 * 2 * sizeof(float)) == 0 &&
           is_poisoned(dst + CW * 2, 3 * 2 * sizeof(float)),
       "a copy node's dstPos.x on a host pointer counts the array's elements");
    CUDA_OK(cudaGraphExecDestroy(exec));
    CUDA_OK(cudaGraphDestroy(g));
    CU_OK(drv.cuArrayDestroy(arr));
    cudaFreeHost(src);
    cudaFreeHost(dst);
}

int main(void)
{
    drv_begin();
    compat_buffers(N, &in_host, &out_host, &d_in, &d_out, &d_tmp);
    compat_fork_join(&s0, &s1, &fork_ev, &join_ev);
    want = compat_ints(N);

    test_kernel_node_replays();
    test_update_replays();
    test_instantiate();
    test_driver_graph();
    test_array_nodes();

    compat_fork_join_free(s0, s1, fork_ev, join_ev);
    compat_buffers_free(in_host, out_host, d_in, d_out, d_tmp);
    free(want);
    return 0;
}
