/* SPDX-License-Identifier: MIT */
/*
 * CUDA graphs built node by node through the Runtime API, checked against a
 * CPU reference on random data with poisoned outputs:
 *
 *   - a graph of every common node type (1D, 3D and symbol copies, memset,
 *     kernels, host function, event record, child graph, empty node), run,
 *     then run again with each node's parameters changed in the executable
 *     graph (cudaGraphExec*SetParams);
 *   - the structure queries (nodes, root nodes, edges, dependencies,
 *     dependents, node types), clone + cudaGraphNodeFindInClone, the
 *     getters (a kernel node gives back the host stub it was made with),
 *     enabling and disabling a node;
 *   - the generic node API (cudaGraphAddNode / cudaGraphNodeSetParams /
 *     cudaGraphExecNodeSetParams), conditional nodes;
 *   - kernel node attributes, event wait nodes, cudaGraphDebugDotPrint;
 *   - user objects, their destructor counted; graph memory nodes with
 *     cudaDeviceGetGraphMemAttribute / cudaDeviceGraphMemTrim;
 *   - error codes, each then cudaGetLastError's;
 *   - memcpy nodes of an array whose positions and extents overflow in
 *     bytes, refused with nothing copied (issue 25, N5).
 */
#include "tests/compat/compat.h"

#include <sched.h>
#include <stdlib.h>
#include <time.h>

enum { N = 1 << 12, BLOCK = 128 };

/* out[i] = in[i] * a + b */
__global__ void axpb(const int *in, int *out, int a, int b, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;

    if (i < n)
        out[i] = in[i] * a + b;
}

__device__ int dev_bias;
__device__ int dev_table[64];
static int not_a_symbol[64];

/* out[i] += tmp[i] + dev_bias */
__global__ void add_tmp(int *out, const int *tmp, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;

    if (i < n)
        out[i] += tmp[i] + dev_bias;
}

/* p[i] = v ^ i */
__global__ void fill_xor(int *p, int v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;

    if (i < n)
        p[i] = v ^ i;
}

static int *in_host, *out_host, *bias_host, *want;
static int *d_in, *d_out, *d_tmp, *d_out2;

static void host_count(void *user)
{
    __atomic_add_fetch((int *)user, 1, __ATOMIC_SEQ_CST);
}

/* The reference: out = (in * a + b) + tmp_value + bias. */
static void reference(int a, int b, int tmp_value, int bias)
{
    for (int i = 0; i < N; i++)
        want[i] = (int)((unsigned)in_host[i] * (unsigned)a + (unsigned)b + (unsigned)tmp_value +
                        (unsigned)bias);
}

/* Three tests: exec run on the legacy stream, then out_host compared with
 * want. */
static void run_graph(cudaGraphExec_t exec, const char *what)
{
    poison(out_host, N * sizeof(int));
    CUDA_OK(cudaGraphLaunch(exec, 0));
    CUDA_OK(cudaStreamSynchronize(0));
    ints_equal(want, out_host, N, what);
}

static int contains(const cudaGraphNode_t *set, size_t n, cudaGraphNode_t node)
{
    for (size_t i = 0; i < n; i++)
        if (set[i] == node)
            return 1;
    return 0;
}

static cudaKernelNodeParams kernel_params(void *func, void **args)
{
    cudaKernelNodeParams p;

    memset((void *)&p, 0, sizeof p);
    p.func = func;
    p.gridDim = dim3((N + BLOCK - 1) / BLOCK);
    p.blockDim = dim3(BLOCK);
    p.sharedMemBytes = 0;
    p.kernelParams = args;
    p.extra = NULL;
    return p;
}

/* The pipeline graph, node by node; the executable graph is run with
 * changed parameters. */
static void test_pipeline(void)
{
    cudaGraph_t g, child, clone;
    cudaGraphExec_t exec;
    cudaGraphNode_t h2d, set, k1, k2, d2d, d2h, host, rec, child_node, empty, sym, sym_empty;
    cudaGraphNode_t nodes[16], roots[16], deps[16], from[32], to[32], found;
    cudaGraphEdgeData edges[32];
    size_t n_nodes = 16, n_roots = 16, n_deps = 16, n_edges = 32;
    cudaEvent_t ev;
    int a = (int)(test_rand() % 1000) - 500, b = (int)(test_rand() % 1000) - 500;
    int n = N, count = 0;
    unsigned tmp_value = (unsigned)(test_rand() % 100000);
    void *args1[] = {&d_in, &d_out, &a, &b, &n};
    void *args2[] = {&d_out, &d_tmp, &n};
    cudaKernelNodeParams kp = kernel_params((void *)axpb, args1), kq;
    cudaKernelNodeParams kp2 = kernel_params((void *)add_tmp, args2);
    cudaMemsetParams mp = compat_memset_params(d_tmp, tmp_value, N), mq;
    cudaHostNodeParams hp = {host_count, &count}, hq;
    cudaMemcpy3DParms cp, cq;
    enum cudaGraphNodeType type;
    cudaEvent_t ev_seen = NULL;
    cudaGraph_t child_seen = NULL;

    fill_random_int(in_host, N, 1 << 20);
    *bias_host = (int)(test_rand() % 1000);
    CUDA_OK(cudaEventCreate(&ev));
    CUDA_OK(cudaGraphCreate(&g, 0));
    /* the child: the bias to the __device__ variable, and an empty node */
    CUDA_OK(cudaGraphCreate(&child, 0));
    CUDA_OK(cudaGraphAddMemcpyNodeToSymbol(&sym, child, NULL, 0, dev_bias, bias_host, sizeof(int),
                                           0, cudaMemcpyHostToDevice));
    CUDA_OK(cudaGraphAddEmptyNode(&sym_empty, child, &sym, 1));

    CUDA_OK(cudaGraphAddMemcpyNode1D(&h2d, g, NULL, 0, d_in, in_host, N * sizeof(int),
                                     cudaMemcpyHostToDevice));
    CUDA_OK(cudaGraphAddMemsetNode(&set, g, NULL, 0, &mp));
    CUDA_OK(cudaGraphAddChildGraphNode(&child_node, g, NULL, 0, child));
    CUDA_OK(cudaGraphAddKernelNode(&k1, g, &h2d, 1, &kp));
    deps[0] = k1;
    deps[1] = set;
    deps[2] = child_node;
    CUDA_OK(cudaGraphAddKernelNode(&k2, g, deps, 3, &kp2));
    /* out -> out2 as a 2D copy of N/64 rows of 64 ints, pitched */
    memset((void *)&cp, 0, sizeof cp);
    cp.srcPtr = make_cudaPitchedPtr(d_out, 64 * sizeof(int), 64 * sizeof(int), N / 64);
    cp.dstPtr = make_cudaPitchedPtr(d_out2, 64 * sizeof(int), 64 * sizeof(int), N / 64);
    cp.extent = make_cudaExtent(64 * sizeof(int), N / 64, 1);
    cp.kind = cudaMemcpyDeviceToDevice;
    CUDA_OK(cudaGraphAddMemcpyNode(&d2d, g, &k2, 1, &cp));
    CUDA_OK(cudaGraphAddMemcpyNode1D(&d2h, g, &d2d, 1, out_host, d_out2, N * sizeof(int),
                                     cudaMemcpyDeviceToHost));
    CUDA_OK(cudaGraphAddHostNode(&host, g, &d2h, 1, &hp));
    CUDA_OK(cudaGraphAddEventRecordNode(&rec, g, &host, 1, ev));
    CUDA_OK(cudaGraphAddEmptyNode(&empty, g, &rec, 1));

    /* structure */
    CUDA_OK(cudaGraphGetNodes(g, NULL, &n_nodes));
    is_int(10, (long long)n_nodes, "cudaGraphGetNodes counts the 10 nodes");
    n_nodes = 16;
    CUDA_OK(cudaGraphGetNodes(g, nodes, &n_nodes));
    ok(n_nodes == 10 && contains(nodes, n_nodes, k1) && contains(nodes, n_nodes, empty),
       "cudaGraphGetNodes lists them");
    CUDA_OK(cudaGraphGetRootNodes(g, roots, &n_roots));
    ok(n_roots == 3 && contains(roots, 3, h2d) && contains(roots, 3, set) &&
           contains(roots, 3, child_node),
       "the root nodes are the copy in, the memset and the child graph");
    CUDA_OK(cudaGraphNodeGetDependencies(k2, deps, NULL, &n_deps));
    ok(n_deps == 3 && contains(deps, 3, k1) && contains(deps, 3, set) &&
           contains(deps, 3, child_node),
       "the second kernel depends on the first, the memset and the child");
    n_deps = 16;
    CUDA_OK(cudaGraphNodeGetDependentNodes(h2d, deps, NULL, &n_deps));
    ok(n_deps == 1 && deps[0] == k1, "the copy in has the first kernel as its dependent");
    poison(edges, sizeof edges);
    CUDA_OK(cudaGraphGetEdges(g, from, to, edges, &n_edges));
    is_int(9, (long long)n_edges, "cudaGraphGetEdges counts 9 edges");
    {
        int found_edge = 0, zero = 1;

        for (size_t i = 0; i < n_edges && i < 32; i++) {
            if (from[i] == d2d && to[i] == d2h)
                found_edge = 1;
            if (edges[i].from_port != 0 || edges[i].to_port != 0 || edges[i].type != 0)
                zero = 0;
        }
        ok(found_edge, "the edge from the 2D copy to the copy out is listed");
        ok(zero, "every edge's data is the default (zero)");
    }
    {
        const struct {
            cudaGraphNode_t node;
            const char *name, *what;
            enum cudaGraphNodeType type;
        } kinds[] = {
            {k1, "k1", "a kernel node's type", cudaGraphNodeTypeKernel},
            {d2d, "d2d", "a memcpy node's type", cudaGraphNodeTypeMemcpy},
            {set, "set", "a memset node's type", cudaGraphNodeTypeMemset},
            {host, "host", "a host node's type", cudaGraphNodeTypeHost},
            {child_node, "child_node", "a child graph node's type", cudaGraphNodeTypeGraph},
            {rec, "rec", "an event record node's type", cudaGraphNodeTypeEventRecord},
            {empty, "empty", "an empty node's type", cudaGraphNodeTypeEmpty},
        };

        for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++) {
            is_err(cudaSuccess, cudaGraphNodeGetType(kinds[i].node, &type),
                   "cudaGraphNodeGetType(%s, &type)", kinds[i].name);
            is_int(kinds[i].type, type, "%s", kinds[i].what);
        }
    }

    /* getters */
    memset((void *)&kq, 0, sizeof kq);
    CUDA_OK(cudaGraphKernelNodeGetParams(k1, &kq));
    /* cudart gives back the host stub the node was made with */
    ok(kq.func == (void *)axpb, "the kernel node's func is the host stub");
    ok(kq.gridDim.x == kp.gridDim.x && kq.blockDim.x == BLOCK && kq.blockDim.y == 1 &&
           kq.sharedMemBytes == 0,
       "the kernel node's dimensions");
    ok(kq.kernelParams != NULL && *(int *)kq.kernelParams[2] == a &&
           *(int *)kq.kernelParams[3] == b && *(int **)kq.kernelParams[0] == d_in,
       "the kernel node's arguments are copies of the values");
    memset((void *)&mq, 0, sizeof mq);
    CUDA_OK(cudaGraphMemsetNodeGetParams(set, &mq));
    ok(mq.dst == d_tmp && mq.value == tmp_value && mq.elementSize == 4 && mq.width == N &&
           mq.height == 1,
       "the memset node's parameters");
    CUDA_OK(cudaGraphHostNodeGetParams(host, &hq));
    ok(hq.fn == host_count && hq.userData == &count, "the host node's parameters");
    CUDA_OK(cudaGraphMemcpyNodeGetParams(d2d, &cq));
    /* (the kind is not compared: the driver keeps memory types, not the
     * Runtime's kind) */
    ok(cq.srcPtr.ptr == d_out && cq.dstPtr.ptr == d_out2 && cq.srcPtr.pitch == 64 * sizeof(int) &&
           cq.extent.width == 64 * sizeof(int) && cq.extent.height == N / 64 &&
           cq.extent.depth == 1 && cq.srcArray == NULL && cq.dstArray == NULL,
       "the 3D memcpy node's parameters");
    CUDA_OK(cudaGraphMemcpyNodeGetParams(h2d, &cq));
    ok(cq.srcPtr.ptr == in_host && cq.dstPtr.ptr == d_in && cq.extent.width == N * sizeof(int) &&
           cq.extent.height == 1 && cq.extent.depth == 1,
       "the 1D memcpy node's parameters");
    CUDA_OK(cudaGraphEventRecordNodeGetEvent(rec, &ev_seen));
    ok(ev_seen == ev, "the event record node's event");
    CUDA_OK(cudaGraphChildGraphNodeGetGraph(child_node, &child_seen));
    n_nodes = 0;
    CUDA_OK(cudaGraphGetNodes(child_seen, NULL, &n_nodes));
    is_int(2, (long long)n_nodes, "the child graph node's graph has the child's two nodes");

    /* run */
    CUDA_OK(cudaGraphInstantiate(&exec, g, 0));
    poison(out_host, N * sizeof(int));
    reference(a, b, (int)tmp_value, *bias_host);
    CUDA_OK(cudaGraphLaunch(exec, 0));
    CUDA_OK(cudaStreamSynchronize(0));
    ints_equal(want, out_host, N, "the graph computes the pipeline");
    is_int(1, count, "the host node ran once");
    CUDA_OK(cudaEventQuery(ev));

    /* run with every node's parameters changed in the executable graph */
    a = (int)(test_rand() % 1000) - 500;
    b = (int)(test_rand() % 1000) - 500;
    tmp_value = (unsigned)(test_rand() % 100000);
    {
        int *in2 = NULL, count2 = 0, *bias2 = bias_host + 1;
        cudaHostNodeParams hp2 = {host_count, &count2};

        if (!CUDA_OK(cudaMallocHost(&in2, N * sizeof(int))))
            bail("cudaMallocHost");
        *bias2 = (int)(test_rand() % 1000);
        fill_random_int(in2, N, 1 << 20);
        kp = kernel_params((void *)axpb, args1);
        mp = compat_memset_params(d_tmp, tmp_value, N);
        CUDA_OK(cudaGraphExecKernelNodeSetParams(exec, k1, &kp));
        CUDA_OK(cudaGraphExecMemsetNodeSetParams(exec, set, &mp));
        CUDA_OK(cudaGraphExecMemcpyNodeSetParams1D(exec, h2d, d_in, in2, N * sizeof(int),
                                                   cudaMemcpyHostToDevice));
        CUDA_OK(cudaGraphExecHostNodeSetParams(exec, host, &hp2));
        /* a new child: the bias from another host int */
        {
            cudaGraph_t child2;
            cudaGraphNode_t s2, e2;

            CUDA_OK(cudaGraphCreate(&child2, 0));
            CUDA_OK(cudaGraphAddMemcpyNodeToSymbol(&s2, child2, NULL, 0, dev_bias, bias2,
                                                   sizeof(int), 0, cudaMemcpyHostToDevice));
            CUDA_OK(cudaGraphAddEmptyNode(&e2, child2, &s2, 1));
            CUDA_OK(cudaGraphExecChildGraphNodeSetParams(exec, child_node, child2));
            CUDA_OK(cudaGraphDestroy(child2));
        }
        memcpy(in_host, in2, N * sizeof(int));
        reference(a, b, (int)tmp_value, *bias2);
        run_graph(exec, "the executable graph runs with its nodes' new parameters");
        is_int(1, count2, "the new host node parameters were used");
        is_int(1, count, "the old ones were not");

        /* the second kernel disabled: out = in * a + b */
        unsigned enabled = 7;
        CUDA_OK(cudaGraphNodeSetEnabled(exec, k2, 0));
        CUDA_OK(cudaGraphNodeGetEnabled(exec, k2, &enabled));
        is_int(0, enabled, "cudaGraphNodeGetEnabled: disabled");
        reference(a, b, 0, 0);
        run_graph(exec, "a disabled kernel node does not run");
        CUDA_OK(cudaGraphNodeSetEnabled(exec, k2, 1));
        CUDA_OK(cudaGraphNodeGetEnabled(exec, k2, &enabled));
        is_int(1, enabled, "cudaGraphNodeGetEnabled: enabled again");
        reference(a, b, (int)tmp_value, *bias2);
        run_graph(exec, "enabled again, it runs");
        CUDA_OK(cudaGraphExecDestroy(exec));
        cudaFreeHost(in2);
    }

    /* the graph's own node parameters changed, then a clone */
    mp = compat_memset_params(d_tmp, 12345, N);
    CUDA_OK(cudaGraphMemsetNodeSetParams(set, &mp));
    CUDA_OK(cudaGraphMemsetNodeGetParams(set, &mq));
    is_int(12345, mq.value, "cudaGraphMemsetNodeSetParams changes the node");
    hp.userData = &count;
    CUDA_OK(cudaGraphHostNodeSetParams(host, &hp));
    CUDA_OK(cudaGraphMemcpyNodeSetParams1D(h2d, d_in, in_host, N * sizeof(int),
                                           cudaMemcpyHostToDevice));
    a = 3;
    b = -7;
    kp = kernel_params((void *)axpb, args1);
    CUDA_OK(cudaGraphKernelNodeSetParams(k1, &kp));
    CUDA_OK(cudaGraphClone(&clone, g));
    CUDA_OK(cudaGraphNodeFindInClone(&found, k1, clone));
    ok(found != NULL && found != k1, "cudaGraphNodeFindInClone finds the clone's kernel node");
    memset((void *)&kq, 0, sizeof kq);
    CUDA_OK(cudaGraphKernelNodeGetParams(found, &kq));
    ok(kq.func == (void *)axpb && *(int *)kq.kernelParams[2] == 3 &&
           *(int *)kq.kernelParams[3] == -7,
       "the clone's kernel node has the new parameters");
    CUDA_OK(cudaGraphNodeFindInClone(&found, empty, clone));
    CUDA_OK(cudaGraphNodeGetType(found, &type));
    is_int(cudaGraphNodeTypeEmpty, type, "the clone of the empty node is an empty node");
    CUDA_OK(cudaGraphInstantiate(&exec, clone, 0));
    reference(3, -7, 12345, *bias_host);
    run_graph(exec, "the clone runs with the graph's new parameters");
    CUDA_OK(cudaGraphExecDestroy(exec));

    /* a node removed */
    CUDA_OK(cudaGraphRemoveDependencies(g, &rec, &empty, NULL, 1));
    n_deps = 16;
    CUDA_OK(cudaGraphNodeGetDependencies(empty, deps, NULL, &n_deps));
    is_int(0, (long long)n_deps, "cudaGraphRemoveDependencies removes the edge");
    CUDA_OK(cudaGraphAddDependencies(g, &rec, &empty, NULL, 1));
    n_deps = 16;
    CUDA_OK(cudaGraphNodeGetDependencies(empty, deps, NULL, &n_deps));
    ok(n_deps == 1 && deps[0] == rec, "cudaGraphAddDependencies adds it back");
    CUDA_OK(cudaGraphDestroyNode(empty));
    n_nodes = 0;
    CUDA_OK(cudaGraphGetNodes(g, NULL, &n_nodes));
    is_int(9, (long long)n_nodes, "cudaGraphDestroyNode removes the node");

    CUDA_OK(cudaGraphDestroy(clone));
    CUDA_OK(cudaGraphDestroy(child));
    CUDA_OK(cudaGraphDestroy(g));
    CUDA_OK(cudaEventDestroy(ev));
}

/* Symbol copy nodes: added, changed in the graph, changed in the
 * executable graph; the 3D setters on the same nodes. */
static void test_symbols(void)
{
    cudaGraph_t g;
    cudaGraphExec_t exec;
    cudaGraphNode_t to, from, bad;
    int *src_a, *src_b, *dst;
    void *table = NULL;
    const size_t bytes = 64 * sizeof(int), half = 32 * sizeof(int);
    cudaMemcpy3DParms cp;

    if (!CUDA_OK(cudaMallocHost(&src_a, bytes)) || !CUDA_OK(cudaMallocHost(&src_b, bytes)) ||
        !CUDA_OK(cudaMallocHost(&dst, bytes)))
        bail("cudaMallocHost");
    fill_random_int(src_a, 64, 1 << 30);
    fill_random_int(src_b, 64, 1 << 30);
    CUDA_OK(cudaGraphCreate(&g, 0));
    CUDA_OK(cudaGraphAddMemcpyNodeToSymbol(&to, g, NULL, 0, dev_table, src_a, bytes, 0,
                                           cudaMemcpyHostToDevice));
    CUDA_OK(cudaGraphAddMemcpyNodeFromSymbol(&from, g, &to, 1, dst, dev_table, half, half,
                                             cudaMemcpyDeviceToHost));
    CUDA_OK(cudaGraphInstantiate(&exec, g, 0));
    poison(dst, bytes);
    CUDA_OK(cudaGraphLaunch(exec, 0));
    CUDA_OK(cudaStreamSynchronize(0));
    ok(memcmp(dst, src_a + 32, half) == 0 && is_poisoned(dst + 32, half),
       "to and from a symbol, at an offset");
    CUDA_OK(cudaGraphExecDestroy(exec));

    CUDA_OK(cudaGraphMemcpyNodeSetParamsToSymbol(to, dev_table, src_b, bytes, 0,
                                                 cudaMemcpyDefault));
    CUDA_OK(cudaGraphMemcpyNodeSetParamsFromSymbol(from, dst, dev_table, bytes, 0,
                                                   cudaMemcpyDefault));
    CUDA_OK(cudaGraphInstantiate(&exec, g, 0));
    poison(dst, bytes);
    CUDA_OK(cudaGraphLaunch(exec, 0));
    CUDA_OK(cudaStreamSynchronize(0));
    ok(memcmp(dst, src_b, bytes) == 0, "the symbol nodes' new parameters");
    /* An executable graph's copy keeps the memory types it was instantiated
     * with: a new kind (Default -> HostToDevice) is refused, by cudart as by
     * the driver (seen on the H200, CUDA 13.0), and the node is unchanged. */
    is_int(cudaErrorInvalidValue,
           cudaGraphExecMemcpyNodeSetParamsToSymbol(exec, to, dev_table, src_a, bytes, 0,
                                                    cudaMemcpyHostToDevice),
           "an executable symbol node's kind cannot change");
    (void)cudaGetLastError();
    CUDA_OK(cudaGraphExecMemcpyNodeSetParamsToSymbol(exec, to, dev_table, src_a, bytes, 0,
                                                     cudaMemcpyDefault));
    CUDA_OK(cudaGraphExecMemcpyNodeSetParamsFromSymbol(exec, from, dst, dev_table, bytes, 0,
                                                       cudaMemcpyDefault));
    poison(dst, bytes);
    CUDA_OK(cudaGraphLaunch(exec, 0));
    CUDA_OK(cudaStreamSynchronize(0));
    ok(memcmp(dst, src_a, bytes) == 0, "the executable graph's symbol nodes changed");

    /* the same node through the 3D setters, by the symbol's address */
    CUDA_OK(cudaGetSymbolAddress(&table, dev_table));
    memset((void *)&cp, 0, sizeof cp);
    cp.srcPtr = make_cudaPitchedPtr(src_b, bytes, bytes, 1);
    cp.dstPtr = make_cudaPitchedPtr(table, bytes, bytes, 1);
    cp.extent = make_cudaExtent(bytes, 1, 1);
    cp.kind = cudaMemcpyDefault;
    CUDA_OK(cudaGraphExecMemcpyNodeSetParams(exec, to, &cp));
    poison(dst, bytes);
    CUDA_OK(cudaGraphLaunch(exec, 0));
    CUDA_OK(cudaStreamSynchronize(0));
    ok(memcmp(dst, src_b, bytes) == 0, "cudaGraphExecMemcpyNodeSetParams on a symbol node");
    CUDA_OK(cudaGraphExecDestroy(exec));
    cp.srcPtr = make_cudaPitchedPtr(src_a, bytes, bytes, 1);
    CUDA_OK(cudaGraphMemcpyNodeSetParams(to, &cp));
    memset((void *)&cp, 0, sizeof cp);
    CUDA_OK(cudaGraphMemcpyNodeGetParams(to, &cp));
    ok(cp.srcPtr.ptr == src_a && cp.dstPtr.ptr == table && cp.extent.width == bytes,
       "cudaGraphMemcpyNodeSetParams, read back");
    CUDA_OK(cudaGraphInstantiate(&exec, g, 0));
    poison(dst, bytes);
    CUDA_OK(cudaGraphLaunch(exec, 0));
    CUDA_OK(cudaStreamSynchronize(0));
    ok(memcmp(dst, src_a, bytes) == 0, "the graph's copy node changed by cudaGraphMemcpyNodeSetParams");
    CUDA_OK(cudaGraphExecDestroy(exec));

    /* checked as cudaMemcpyToSymbol checks: kind, symbol, size */
    FAILS_WITH(cudaErrorInvalidMemcpyDirection,
               cudaGraphAddMemcpyNodeToSymbol(&bad, g, NULL, 0, dev_table, src_a, bytes, 0,
                                              cudaMemcpyDeviceToHost));
    FAILS_WITH(cudaErrorInvalidSymbol,
               cudaGraphAddMemcpyNodeToSymbol(&bad, g, NULL, 0, not_a_symbol, src_a, bytes, 0,
                                              cudaMemcpyHostToDevice));
    FAILS_WITH(cudaErrorInvalidValue,
               cudaGraphAddMemcpyNodeFromSymbol(&bad, g, NULL, 0, dst, dev_table, bytes, 4,
                                                cudaMemcpyDeviceToHost));
    CUDA_OK(cudaGraphDestroy(g));
    cudaFreeHost(src_a);
    cudaFreeHost(src_b);
    cudaFreeHost(dst);
}

/* A kernel node of fill_xor on args, for cudaGraphAddNode and the setters. */
static cudaGraphNodeParams fill_xor_node(void **args)
{
    cudaGraphNodeParams p = {};

    memset((void *)&p, 0, sizeof p);
    p.type = cudaGraphNodeTypeKernel;
    p.kernel.func = (void *)fill_xor;
    p.kernel.gridDim = dim3((N + BLOCK - 1) / BLOCK);
    p.kernel.blockDim = dim3(BLOCK);
    p.kernel.kernelParams = args;
    return p;
}

/* Three tests: exec run, then out_host holds v ^ i (fill_xor's result,
 * copied out). */
static void run_fill_xor(cudaGraphExec_t exec, int v, const char *what)
{
    for (int i = 0; i < N; i++)
        want[i] = v ^ i;
    run_graph(exec, what);
}

/* cudaGraphAddNode and the generic setters, a conditional node. */
static void test_generic(void)
{
    cudaGraph_t g;
    cudaGraphExec_t exec;
    cudaGraphNode_t set, k, d2h, cond;
    cudaGraphNodeParams p = {};
    cudaGraphConditionalHandle handle;
    int v = (int)(test_rand() & 0xffffff), n = N;
    unsigned tmp_value = (unsigned)(test_rand() % 100000);
    void *args[] = {&d_out, &v, &n};
    void *args_tmp[] = {&d_tmp, &v, &n};

    CUDA_OK(cudaGraphCreate(&g, 0));
    memset((void *)&p, 0, sizeof p);
    p.type = cudaGraphNodeTypeMemset;
    p.memset.dst = d_tmp;
    p.memset.value = tmp_value;
    p.memset.elementSize = 4;
    p.memset.width = N;
    p.memset.height = 1;
    CUDA_OK(cudaGraphAddNode(&set, g, NULL, NULL, 0, &p));
    p = fill_xor_node(args);
    CUDA_OK(cudaGraphAddNode(&k, g, &set, NULL, 1, &p));
    memset((void *)&p, 0, sizeof p);
    p.type = cudaGraphNodeTypeMemcpy;
    p.memcpy.copyParams.srcPtr = make_cudaPitchedPtr(d_out, N * sizeof(int), N * sizeof(int), 1);
    p.memcpy.copyParams.dstPtr = make_cudaPitchedPtr(out_host, N * sizeof(int), N * sizeof(int), 1);
    p.memcpy.copyParams.extent = make_cudaExtent(N * sizeof(int), 1, 1);
    p.memcpy.copyParams.kind = cudaMemcpyDefault;
    CUDA_OK(cudaGraphAddNode(&d2h, g, &k, NULL, 1, &p));
    {
        cudaKernelNodeParams kq;

        CUDA_OK(cudaGraphKernelNodeGetParams(k, &kq));
        ok(kq.func == (void *)fill_xor, "a kernel node made by cudaGraphAddNode gives its stub");
    }
    CUDA_OK(cudaGraphInstantiate(&exec, g, 0));
    run_fill_xor(exec, v, "a graph made with cudaGraphAddNode runs");

    /* the kernel's argument changed through cudaGraphExecNodeSetParams */
    v = (int)(test_rand() & 0xffffff);
    p = fill_xor_node(args);
    CUDA_OK(cudaGraphExecNodeSetParams(exec, k, &p));
    run_fill_xor(exec, v, "cudaGraphExecNodeSetParams changes the kernel's argument");
    CUDA_OK(cudaGraphExecDestroy(exec));

    /* cudaGraphNodeSetParams on the graph's node */
    v = (int)(test_rand() & 0xffffff);
    CUDA_OK(cudaGraphNodeSetParams(k, &p));
    CUDA_OK(cudaGraphInstantiate(&exec, g, 0));
    run_fill_xor(exec, v, "cudaGraphNodeSetParams changes the graph's kernel node");
    CUDA_OK(cudaGraphExecDestroy(exec));
    CUDA_OK(cudaGraphDestroy(g));

    /* an if node whose handle defaults to 1 (then 0): the body's kernel
     * fills d_tmp only when the condition holds */
    for (unsigned cond_value = 0; cond_value < 2; cond_value++) {
        CUDA_OK(cudaGraphCreate(&g, 0));
        CUDA_OK(cudaGraphConditionalHandleCreate(&handle, g, cond_value,
                                                 cudaGraphCondAssignDefault));
        memset((void *)&p, 0, sizeof p);
        p.type = cudaGraphNodeTypeConditional;
        p.conditional.handle = handle;
        p.conditional.type = cudaGraphCondTypeIf;
        p.conditional.size = 1;
        CUDA_OK(cudaGraphAddNode(&cond, g, NULL, NULL, 0, &p));
        ok(p.conditional.phGraph_out != NULL && p.conditional.phGraph_out[0] != NULL,
           "the conditional node's body graph is given back");
        if (p.conditional.phGraph_out == NULL || p.conditional.phGraph_out[0] == NULL)
            continue;
        {
            cudaGraphNode_t body_k;
            cudaKernelNodeParams kp = kernel_params((void *)fill_xor, args_tmp);

            CUDA_OK(cudaGraphAddKernelNode(&body_k, p.conditional.phGraph_out[0], NULL, 0, &kp));
        }
        CUDA_OK(cudaMemset(d_tmp, 0x5a, N * sizeof(int)));
        CUDA_OK(cudaGraphInstantiate(&exec, g, 0));
        CUDA_OK(cudaGraphLaunch(exec, 0));
        CUDA_OK(cudaStreamSynchronize(0));
        poison(out_host, N * sizeof(int));
        CUDA_OK(cudaMemcpy(out_host, d_tmp, N * sizeof(int), cudaMemcpyDeviceToHost));
        for (int i = 0; i < N; i++)
            want[i] = cond_value ? v ^ i : 0x5a5a5a5a;
        ints_equal(want, out_host, N, cond_value ? "the if node runs its body when the "
                                                   "condition is 1"
                                                 : "and skips it when it is 0");
        CUDA_OK(cudaGraphExecDestroy(exec));
        CUDA_OK(cudaGraphDestroy(g));
    }
}

/* Kernel node attributes, event nodes, the dot file. */
static void test_attributes_events(void)
{
    cudaGraph_t g;
    cudaGraphNode_t k1, k2, wait, rec;
    cudaKernelNodeAttrValue v, w;
    cudaEvent_t e1, e2, seen;
    int least = 0, greatest = 0, a = 1, b = 2, n = N;
    void *args[] = {&d_in, &d_out, &a, &b, &n};
    cudaKernelNodeParams kp = kernel_params((void *)axpb, args);
    char path[256];
    FILE *f;

    CUDA_OK(cudaEventCreate(&e1));
    CUDA_OK(cudaEventCreate(&e2));
    CUDA_OK(cudaGraphCreate(&g, 0));
    CUDA_OK(cudaGraphAddEventWaitNode(&wait, g, NULL, 0, e1));
    CUDA_OK(cudaGraphAddKernelNode(&k1, g, &wait, 1, &kp));
    CUDA_OK(cudaGraphAddKernelNode(&k2, g, &k1, 1, &kp));
    CUDA_OK(cudaGraphAddEventRecordNode(&rec, g, &k2, 1, e1));
    CUDA_OK(cudaGraphEventWaitNodeGetEvent(wait, &seen));
    ok(seen == e1, "the event wait node's event");
    CUDA_OK(cudaGraphEventWaitNodeSetEvent(wait, e2));
    CUDA_OK(cudaGraphEventWaitNodeGetEvent(wait, &seen));
    ok(seen == e2, "cudaGraphEventWaitNodeSetEvent changes it");
    CUDA_OK(cudaGraphEventRecordNodeSetEvent(rec, e2));
    CUDA_OK(cudaGraphEventRecordNodeGetEvent(rec, &seen));
    ok(seen == e2, "cudaGraphEventRecordNodeSetEvent changes the record node's");

    CUDA_OK(cudaDeviceGetStreamPriorityRange(&least, &greatest));
    memset((void *)&v, 0, sizeof v);
    v.priority = greatest;
    CUDA_OK(cudaGraphKernelNodeSetAttribute(k1, cudaLaunchAttributePriority, &v));
    memset((void *)&w, 0, sizeof w);
    CUDA_OK(cudaGraphKernelNodeGetAttribute(k1, cudaLaunchAttributePriority, &w));
    is_int(greatest, w.priority, "a kernel node's priority attribute");
    CUDA_OK(cudaGraphKernelNodeCopyAttributes(k2, k1));
    memset((void *)&w, 0, sizeof w);
    CUDA_OK(cudaGraphKernelNodeGetAttribute(k2, cudaLaunchAttributePriority, &w));
    is_int(greatest, w.priority, "cudaGraphKernelNodeCopyAttributes copies it");

    {
        cudaGraphExec_t exec;

        CUDA_OK(cudaGraphInstantiate(&exec, g, 0));
        CUDA_OK(cudaGraphExecEventWaitNodeSetEvent(exec, wait, e1));
        CUDA_OK(cudaGraphExecEventRecordNodeSetEvent(exec, rec, e1));
        CUDA_OK(cudaEventRecord(e1, 0));
        CUDA_OK(cudaGraphLaunch(exec, 0));
        CUDA_OK(cudaEventSynchronize(e1));
        poison(out_host, N * sizeof(int));
        CUDA_OK(cudaMemcpy(out_host, d_out, N * sizeof(int), cudaMemcpyDeviceToHost));
        CUDA_OK(cudaMemcpy(want, d_in, N * sizeof(int), cudaMemcpyDeviceToHost));
        for (int i = 0; i < N; i++)
            want[i] = want[i] + 2;
        ints_equal(want, out_host, N, "the graph with event nodes ran its kernels");
        CUDA_OK(cudaGraphExecDestroy(exec));
    }

    snprintf(path, sizeof path, "/tmp/cufw-graph-t-%d.dot", (int)getpid());
    CUDA_OK(cudaGraphDebugDotPrint(g, path, cudaGraphDebugDotFlagsVerbose));
    f = fopen(path, "r");
    {
        char buf[4096];
        size_t len = f != NULL ? fread(buf, 1, sizeof buf - 1, f) : 0;

        buf[len] = '\0';
        ok(len > 0 && strstr(buf, "digraph") != NULL, "cudaGraphDebugDotPrint writes a dot graph");
        if (f != NULL)
            fclose(f);
    }
    remove(path);
    CUDA_OK(cudaGraphDestroy(g));
    CUDA_OK(cudaEventDestroy(e1));
    CUDA_OK(cudaEventDestroy(e2));
}

static void destroyed(void *user)
{
    __atomic_add_fetch((int *)user, 1, __ATOMIC_SEQ_CST);
}

/* Wait (up to ten seconds) for *p to reach want: destructors of user
 * objects run on a driver thread, after the last reference goes. */
static int wait_for(int *p, int want_value)
{
    for (int i = 0; i < 10000; i++) {
        if (__atomic_load_n(p, __ATOMIC_SEQ_CST) >= want_value)
            return __atomic_load_n(p, __ATOMIC_SEQ_CST);
        struct timespec ts = {0, 1000000};
        nanosleep(&ts, NULL);
    }
    return __atomic_load_n(p, __ATOMIC_SEQ_CST);
}

static void test_user_objects(void)
{
    cudaUserObject_t obj;
    cudaGraph_t g;
    cudaGraphExec_t exec;
    cudaGraphNode_t e;
    int count = 0;

    CUDA_OK(cudaUserObjectCreate(&obj, &count, destroyed, 1, cudaUserObjectNoDestructorSync));
    CUDA_OK(cudaUserObjectRetain(obj, 2));
    CUDA_OK(cudaUserObjectRelease(obj, 2));
    CUDA_OK(cudaGraphCreate(&g, 0));
    CUDA_OK(cudaGraphAddEmptyNode(&e, g, NULL, 0));
    /* the program's reference moves to the graph */
    CUDA_OK(cudaGraphRetainUserObject(g, obj, 1, cudaGraphUserObjectMove));
    CUDA_OK(cudaGraphRetainUserObject(g, obj, 1, 0));
    CUDA_OK(cudaGraphReleaseUserObject(g, obj, 1));
    CUDA_OK(cudaGraphInstantiate(&exec, g, 0));
    CUDA_OK(cudaGraphLaunch(exec, 0));
    CUDA_OK(cudaStreamSynchronize(0));
    CUDA_OK(cudaGraphDestroy(g));
    is_int(0, __atomic_load_n(&count, __ATOMIC_SEQ_CST),
           "the executable graph still holds the user object");
    CUDA_OK(cudaGraphExecDestroy(exec));
    CUDA_OK(cudaDeviceSynchronize());
    is_int(1, wait_for(&count, 1), "the destructor ran once, after the last reference went");
}

/* Graph memory: alloc node, kernel, copy out, free node. */
static void test_graph_memory(int devices)
{
    cudaGraph_t g;
    cudaGraphExec_t exec;
    cudaGraphNode_t alloc, k, d2h, fr;
    cudaMemAllocNodeParams ap, aq;
    size_t bytes = N * sizeof(int);
    int v = (int)(test_rand() & 0xffffff), n = N;
    void *dptr = NULL;
    unsigned long long used = 0, reserved = 0, high = 0;

    memset((void *)&ap, 0, sizeof ap);
    ap.poolProps.allocType = cudaMemAllocationTypePinned;
    ap.poolProps.location.type = cudaMemLocationTypeDevice;
    ap.poolProps.location.id = 0;
    ap.bytesize = bytes;
    CUDA_OK(cudaGraphCreate(&g, 0));
    CUDA_OK(cudaGraphAddMemAllocNode(&alloc, g, NULL, 0, &ap));
    ok(ap.dptr != NULL, "cudaGraphAddMemAllocNode gives the allocation's address");
    dptr = ap.dptr;
    {
        void *args[] = {&dptr, &v, &n};
        cudaKernelNodeParams kp = kernel_params((void *)fill_xor, args);

        CUDA_OK(cudaGraphAddKernelNode(&k, g, &alloc, 1, &kp));
    }
    CUDA_OK(cudaGraphAddMemcpyNode1D(&d2h, g, &k, 1, out_host, dptr, bytes,
                                     cudaMemcpyDeviceToHost));
    CUDA_OK(cudaGraphAddMemFreeNode(&fr, g, &d2h, 1, dptr));
    memset((void *)&aq, 0, sizeof aq);
    CUDA_OK(cudaGraphMemAllocNodeGetParams(alloc, &aq));
    ok(aq.dptr == dptr && aq.bytesize == bytes &&
           aq.poolProps.location.type == cudaMemLocationTypeDevice &&
           aq.poolProps.location.id == 0 && aq.poolProps.allocType == cudaMemAllocationTypePinned,
       "cudaGraphMemAllocNodeGetParams");
    {
        void *freed = NULL;

        CUDA_OK(cudaGraphMemFreeNodeGetParams(fr, &freed));
        ok(freed == dptr, "cudaGraphMemFreeNodeGetParams");
    }
    CUDA_OK(cudaGraphInstantiate(&exec, g, 0));
    for (int run = 0; run < 2; run++) {
        poison(out_host, bytes);
        CUDA_OK(cudaGraphLaunch(exec, 0));
        CUDA_OK(cudaStreamSynchronize(0));
        for (int i = 0; i < N; i++)
            want[i] = v ^ i;
        ints_equal(want, out_host, N, "the graph's own allocation is written and read back");
    }
    CUDA_OK(cudaDeviceGetGraphMemAttribute(0, cudaGraphMemAttrReservedMemCurrent, &reserved));
    ok(reserved >= bytes, "graph memory is reserved after the launches");
    CUDA_OK(cudaDeviceGetGraphMemAttribute(0, cudaGraphMemAttrUsedMemHigh, &high));
    ok(high >= bytes, "the high watermark of used graph memory covers the allocation");
    CUDA_OK(cudaGraphExecDestroy(exec));
    CUDA_OK(cudaGraphDestroy(g));
    CUDA_OK(cudaDeviceSynchronize());
    CUDA_OK(cudaDeviceGraphMemTrim(0));
    CUDA_OK(cudaDeviceGetGraphMemAttribute(0, cudaGraphMemAttrUsedMemCurrent, &used));
    is_int(0, (long long)used, "no graph memory is in use once the graph is gone");
    CUDA_OK(cudaDeviceGetGraphMemAttribute(0, cudaGraphMemAttrReservedMemCurrent, &reserved));
    is_int(0, (long long)reserved, "cudaDeviceGraphMemTrim gives the reserve back");
    high = 0;
    CUDA_OK(cudaDeviceSetGraphMemAttribute(0, cudaGraphMemAttrUsedMemHigh, &high));
    high = 1;
    CUDA_OK(cudaDeviceGetGraphMemAttribute(0, cudaGraphMemAttrUsedMemHigh, &high));
    is_int(0, (long long)high, "the used-memory high watermark is reset");
    FAILS_WITH(cudaErrorInvalidDevice, cudaDeviceGraphMemTrim(devices));
    FAILS_WITH(cudaErrorInvalidDevice,
               cudaDeviceGetGraphMemAttribute(-1, cudaGraphMemAttrUsedMemHigh, &high));
}

static void test_errors(void)
{
    cudaGraph_t g;
    cudaGraphExec_t exec = NULL;
    cudaGraphNode_t set, k;
    cudaMemsetParams mp = compat_memset_params(d_tmp, 1, N);
    cudaKernelNodeParams kq;
    cudaMemsetParams mq;
    int a = 1, b = 1, n = N;
    void *args[] = {&d_in, &d_out, &a, &b, &n};
    cudaKernelNodeParams kp = kernel_params((void *)axpb, args);

    CUDA_OK(cudaGraphCreate(&g, 0));
    CUDA_OK(cudaGraphAddMemsetNode(&set, g, NULL, 0, &mp));
    CUDA_OK(cudaGraphAddKernelNode(&k, g, &set, 1, &kp));
    FAILS_WITH(cudaErrorInvalidValue, cudaGraphCreate(NULL, 0));
    FAILS_WITH(cudaErrorInvalidValue, cudaGraphKernelNodeGetParams(set, &kq));
    FAILS_WITH(cudaErrorInvalidValue, cudaGraphMemsetNodeGetParams(k, &mq));
    FAILS_WITH(cudaErrorInvalidValue, cudaGraphAddKernelNode(&k, g, NULL, 0, NULL));
    /* a NULL graph is an invalid value, not an invalid handle (the driver's
     * CUDA_ERROR_INVALID_VALUE) */
    FAILS_WITH(cudaErrorInvalidValue, cudaGraphAddEmptyNode(&k, NULL, NULL, 0));
    /* the upload flag needs cudaGraphInstantiateWithParams */
    FAILS_WITH(cudaErrorInvalidValue,
               cudaGraphInstantiate(&exec, g, cudaGraphInstantiateFlagUpload));
    CUDA_OK(cudaGraphDestroy(g));
}

/*
 * A memcpy node of a float4 array whose positions and extents, counted in
 * elements, wrap around in bytes (issue 25, N5): srcPos.x 2^60 is byte 0,
 * the width 2^60 + 1 is 16 bytes. No runtime can copy them, so each must
 * be refused -- when the node is made, set, or at the latest when the
 * graph runs -- and copy nothing. Which code cudart returns is not known in
 * advance: each check names the one it saw, for the logs of the two builds
 * to be compared; a node set to such parameters must keep its old ones.
 */
static void refused(cudaError_t e, const char *what)
{
    ok(e != cudaSuccess, "%s: refused (%s)", what, cudaGetErrorName(e));
    is_err(e, cudaGetLastError(), "%s: cudaGetLastError reports it", what);
}

/* Instantiate g, launch it once, wait: the first error. */
static cudaError_t run_once(cudaGraph_t g)
{
    cudaGraphExec_t exec = NULL;
    cudaError_t e = cudaGraphInstantiate(&exec, g, 0);

    if (e == cudaSuccess)
        e = cudaGraphLaunch(exec, 0);
    if (e == cudaSuccess)
        e = cudaStreamSynchronize(0);
    if (exec != NULL)
        cudaGraphExecDestroy(exec);
    return e;
}

/* A node made with such parameters: refused when it is made, or at the
 * latest when the graph runs; either way nothing copied. Destroys g. */
static void made_refused(cudaError_t e, cudaGraph_t g, const unsigned char *dst, size_t bytes,
                         const char *what)
{
    if (e == cudaSuccess) {
        diag("%s: taken when the node was made; running the graph", what);
        e = run_once(g);
    }
    refused(e, what);
    ok(is_poisoned(dst, bytes), "%s: nothing copied", what);
    CUDA_OK(cudaGraphDestroy(g));
}

static void test_sizes(void)
{
    const size_t W = 4 + test_rand() % 28, es = sizeof(float4), bytes = W * es;
    const size_t huge = (size_t)1 << 60;
    struct cudaChannelFormatDesc d = cudaCreateChannelDesc<float4>();
    unsigned char *src = NULL, *dst = NULL;
    cudaMemcpy3DParms good, bad, seen;
    cudaGraphNodeParams gp = {};
    cudaGraphExec_t exec = NULL;
    cudaGraphNode_t n = NULL, m = NULL;
    cudaArray_t a = NULL;
    cudaGraph_t g;

    if (!CUDA_OK(cudaMallocHost(&src, bytes)) || !CUDA_OK(cudaMallocHost(&dst, bytes)))
        bail("cudaMallocHost");
    CUDA_OK(cudaMallocArray(&a, &d, W, 1, 0));
    fill_random(src, bytes);
    CUDA_OK(cudaMemcpy2DToArray(a, 0, 0, src, bytes, bytes, 1, cudaMemcpyHostToDevice));
    memset((void *)&good, 0, sizeof good);
    good.srcArray = a;
    good.dstPtr = make_cudaPitchedPtr(dst, bytes, W, 1);
    good.extent = make_cudaExtent(W, 1, 1);
    good.kind = cudaMemcpyDeviceToHost;

    /* made with them */
    CUDA_OK(cudaGraphCreate(&g, 0));
    bad = good;
    bad.srcPos = make_cudaPos(huge, 0, 0);
    bad.extent = make_cudaExtent(1, 1, 1);
    poison(dst, bytes);
    made_refused(cudaGraphAddMemcpyNode(&n, g, NULL, 0, &bad), g, dst, bytes,
                 "a memcpy node from srcPos.x 2^60 of a float4 array");
    CUDA_OK(cudaGraphCreate(&g, 0));
    bad = good;
    bad.extent = make_cudaExtent(huge + 1, 1, 1);
    gp.type = cudaGraphNodeTypeMemcpy;
    gp.memcpy.copyParams = bad;
    poison(dst, bytes);
    made_refused(cudaGraphAddNode(&n, g, NULL, NULL, 0, &gp), g, dst, bytes,
                 "cudaGraphAddNode, a memcpy of extent.width 2^60 + 1 of a float4 array");

    /* a good node set to them, in the graph and in an executable graph */
    CUDA_OK(cudaGraphCreate(&g, 0));
    CUDA_OK(cudaGraphAddMemcpyNode(&m, g, NULL, 0, &good));
    refused(cudaGraphMemcpyNodeSetParams(m, &bad),
            "cudaGraphMemcpyNodeSetParams, extent.width 2^60 + 1");
    memset((void *)&seen, 0, sizeof seen);
    CUDA_OK(cudaGraphMemcpyNodeGetParams(m, &seen));
    ok(seen.srcArray == a && seen.extent.width == W && seen.srcPos.x == 0,
       "the node keeps its parameters: width %zu", seen.extent.width);
    CUDA_OK(cudaGraphInstantiate(&exec, g, 0));
    refused(cudaGraphExecMemcpyNodeSetParams(exec, m, &bad),
            "cudaGraphExecMemcpyNodeSetParams, extent.width 2^60 + 1");
    gp.memcpy.copyParams = bad;
    gp.memcpy.copyParams.extent = make_cudaExtent(1, 1, 1);
    gp.memcpy.copyParams.srcPos = make_cudaPos(huge, 0, 0);
    refused(cudaGraphExecNodeSetParams(exec, m, &gp),
            "cudaGraphExecNodeSetParams, srcPos.x 2^60");
    poison(dst, bytes);
    CUDA_OK(cudaGraphLaunch(exec, 0));
    CUDA_OK(cudaStreamSynchronize(0));
    ok(memcmp(dst, src, bytes) == 0, "the executable graph copies the whole array as before");
    CUDA_OK(cudaGraphExecDestroy(exec));
    CUDA_OK(cudaGraphDestroy(g));

    CUDA_OK(cudaFreeArray(a));
    cudaFreeHost(src);
    cudaFreeHost(dst);
}

int main(void)
{
    int devices;

    devices = compat_begin();
    compat_buffers(N, &in_host, &out_host, &d_in, &d_out, &d_tmp);
    if (!CUDA_OK(cudaMallocHost(&bias_host, 2 * sizeof(int))) ||
        !CUDA_OK(cudaMalloc(&d_out2, N * sizeof(int))))
        bail("cannot allocate the buffers");
    want = compat_ints(N);

    test_pipeline();
    test_symbols();
    test_generic();
    test_attributes_events();
    test_user_objects();
    test_graph_memory(devices);
    test_errors();
    test_sizes();

    compat_buffers_free(in_host, out_host, d_in, d_out, d_tmp);
    cudaFree(d_out2);
    cudaFreeHost(bias_host);
    free(want);
    return 0;
}
