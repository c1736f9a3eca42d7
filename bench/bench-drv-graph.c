/* SPDX-License-Identifier: MIT */
/*
 * bench/bench-drv-graph.c -- bench-drv's graph mode (see bench-drv.c): a
 * pipeline of BENCH_GRAPH_KERNELS dependent cufw_saxpy launches, launched
 * one kernel at a time and replayed as a graph (raw: cuGraph*, core:
 * cufw_graph_*), the instantiation, kernel-node updates and whole-graph
 * updates timed, then both pipelines' results checked.
 */
#define _GNU_SOURCE
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "bench/bench-drv.h"

/*
 * One pipeline: BENCH_GRAPH_KERNELS saxpys y = alpha * x + y, each waiting
 * for the one before (stream order, or a graph's chain of nodes), on a
 * stream of the variant's own. Both variants name the kernel by its
 * CUkernel in the node parameters (func NULL, ctx NULL), as cufw does.
 */
struct graph_state {
    CUstream raw_s;
    cufw_stream *core_s;
    CUfunction kraw;
    cufw_kernel *kcore;
    CUdeviceptr x, y;
    size_t n;
    float alpha;
    CUgraph g, g2; /* the pipeline, and a second one of the same shape */
    CUgraphExec e;
    CUgraphNode nodes[BENCH_GRAPH_KERNELS];
};

static const cufw_dim3 graph_block = {BENCH_GRAPH_N, 1, 1};

/* The raw variant's kernel node: one block of BENCH_GRAPH_N threads. */
static CUDA_KERNEL_NODE_PARAMS graph_node_params(const struct graph_state *s, void **args)
{
    CUDA_KERNEL_NODE_PARAMS p;

    memset(&p, 0, sizeof p);
    p.kern = (CUkernel)s->kraw;
    p.gridDimX = p.gridDimY = p.gridDimZ = 1;
    p.blockDimX = BENCH_GRAPH_N;
    p.blockDimY = p.blockDimZ = 1;
    p.kernelParams = args;
    return p;
}

static void graph_build(int v, struct graph_state *s, CUgraph *g, CUgraphNode *nodes)
{
    void *args[] = {&s->alpha, &s->x, &s->y, &s->n};
    int i;

    if (v == RAW) {
        CUDA_KERNEL_NODE_PARAMS p = graph_node_params(s, args);

        CU(drv.cuGraphCreate(g, 0));
        for (i = 0; i < BENCH_GRAPH_KERNELS; i++)
            CU(drv.cuGraphAddKernelNode(&nodes[i], *g, i > 0 ? &nodes[i - 1] : NULL,
                                        i > 0 ? 1 : 0, &p));
    } else {
        cufw_graph *cg;

        CF(cufw_graph_create(&cg));
        for (i = 0; i < BENCH_GRAPH_KERNELS; i++)
            CF(cufw_graph_add_kernel(cg, (cufw_graph_node **)&nodes[i],
                                     i > 0 ? (cufw_graph_node *const *)&nodes[i - 1] : NULL,
                                     i > 0 ? 1 : 0, s->kcore, one, graph_block, 0, args));
        *g = (CUgraph)(void *)cg;
    }
}

static void graph_sync(int v, struct graph_state *s)
{
    if (v == RAW)
        CU(drv.cuStreamSynchronize(s->raw_s));
    else
        CF(cufw_stream_synchronize(s->core_s));
}

static void graph_instantiate(int v, struct graph_state *s, CUgraphExec *e)
{
    if (v == RAW)
        CU(drv.cuGraphInstantiateWithFlags(e, s->g, 0));
    else
        CF(cufw_graph_instantiate((cufw_graph *)(void *)s->g, (cufw_graph_exec **)e, 0));
}

static void graph_exec_destroy(int v, CUgraphExec e)
{
    if (v == RAW)
        CU(drv.cuGraphExecDestroy(e));
    else
        CF(cufw_graph_exec_destroy((cufw_graph_exec *)(void *)e));
}

static void graph_setup(int v, struct graph_state *s, CUdeviceptr x, CUdeviceptr y)
{
    memset(s, 0, sizeof *s);
    s->x = x;
    s->y = y;
    s->n = BENCH_GRAPH_N;
    s->alpha = 0.5f;
    if (v == RAW) {
        s->kraw = raw_kernel("vector", "cufw_saxpy");
        CU(drv.cuStreamCreate(&s->raw_s, CU_STREAM_NON_BLOCKING));
    } else {
        s->kcore = core_kernel("vector", "cufw_saxpy");
        CF(cufw_stream_create(&s->core_s, CUFW_STREAM_NON_BLOCKING, 0));
    }
    graph_build(v, s, &s->g, s->nodes);
    {
        CUgraphNode other[BENCH_GRAPH_KERNELS];

        s->alpha = 0.25f;
        graph_build(v, s, &s->g2, other);
        s->alpha = 0.5f;
    }
    graph_instantiate(v, s, &s->e);
}

/* Microseconds of host time per kernel, launching pipelines one kernel at a
 * time (replay 0) or replaying the graph (replay 1): batches of
 * BENCH_GRAPH_BATCH pipelines, the synchronisation after each not timed. */
static double graph_time_pipelines(int v, struct graph_state *s, long pipelines, int replay)
{
    void *args[] = {&s->alpha, &s->x, &s->y, &s->n};
    uint64_t spent = 0;
    long done = 0, b, i;
    int k;

    while (done < pipelines) {
        uint64_t t0;

        b = pipelines - done < BENCH_GRAPH_BATCH ? pipelines - done : BENCH_GRAPH_BATCH;
        t0 = bench_now_ns();
        if (replay && v == RAW) {
            for (i = 0; i < b; i++)
                CU(drv.cuGraphLaunch(s->e, s->raw_s));
        } else if (replay) {
            for (i = 0; i < b; i++)
                CF(cufw_graph_launch((cufw_graph_exec *)(void *)s->e, s->core_s));
        } else if (v == RAW) {
            for (i = 0; i < b; i++)
                for (k = 0; k < BENCH_GRAPH_KERNELS; k++)
                    CU(drv.cuLaunchKernel(s->kraw, 1, 1, 1, BENCH_GRAPH_N, 1, 1, 0, s->raw_s, args,
                                          NULL));
        } else {
            for (i = 0; i < b; i++)
                for (k = 0; k < BENCH_GRAPH_KERNELS; k++)
                    CF(cufw_launch(s->kcore, one, graph_block, 0, s->core_s, args));
        }
        spent += bench_now_ns() - t0;
        graph_sync(v, s);
        done += b;
    }
    return (double)spent / 1e3 / (double)pipelines / BENCH_GRAPH_KERNELS;
}

/* Median microseconds of one instantiation of the pipeline. */
static double graph_time_instantiate(int v, struct graph_state *s)
{
    double t[BENCH_GRAPH_SLOW];
    CUgraphExec e;
    int i;

    for (i = 0; i < BENCH_GRAPH_SLOW; i++) {
        uint64_t t0 = bench_now_ns();

        graph_instantiate(v, s, &e);
        t[i] = (double)(bench_now_ns() - t0) / 1e3;
        graph_exec_destroy(v, e);
    }
    return bench_median(t, BENCH_GRAPH_SLOW);
}

/* Mean microseconds of one kernel-node update of the executable graph
 * (cuGraphExecKernelNodeSetParams / cufw_graph_exec_set_kernel: the whole
 * launch, one driver call each), every node in turn. */
static double graph_time_set_args(int v, struct graph_state *s, long updates)
{
    float alpha = s->alpha;
    void *args[] = {&alpha, &s->x, &s->y, &s->n};
    CUDA_KERNEL_NODE_PARAMS p = graph_node_params(s, args);
    uint64_t t0;
    long i;

    t0 = bench_now_ns();
    for (i = 0; i < updates; i++) {
        CUgraphNode node = s->nodes[i % BENCH_GRAPH_KERNELS];

        alpha = (i & 1) ? s->alpha : s->alpha * 2;
        if (v == RAW)
            CU(drv.cuGraphExecKernelNodeSetParams(s->e, node, &p));
        else
            CF(cufw_graph_exec_set_kernel((cufw_graph_exec *)(void *)s->e,
                                          (cufw_graph_node *)(void *)node, s->kcore, one,
                                          graph_block, 0, args));
    }
    return (double)(bench_now_ns() - t0) / 1e3 / (double)updates;
}

/* Median microseconds of one whole-graph update from a graph of the same
 * shape (cuGraphExecUpdate / cufw_graph_exec_update), alternating graphs. */
static double graph_time_exec_update(int v, struct graph_state *s)
{
    double t[BENCH_GRAPH_SLOW];
    int i;

    for (i = 0; i < BENCH_GRAPH_SLOW; i++) {
        CUgraph g = (i & 1) ? s->g : s->g2;
        uint64_t t0 = bench_now_ns();

        if (v == RAW) {
            CUgraphExecUpdateResultInfo info;

            CU(drv.cuGraphExecUpdate(s->e, g, &info));
        } else {
            CF(cufw_graph_exec_update((cufw_graph_exec *)(void *)s->e, (cufw_graph *)(void *)g,
                                      NULL));
        }
        t[i] = (double)(bench_now_ns() - t0) / 1e3;
    }
    return bench_median(t, BENCH_GRAPH_SLOW);
}

/* One replay of the pipeline (graph g's parameters, alpha) from y = 0:
 * y must be what BENCH_GRAPH_KERNELS saxpys of x give. */
static void graph_verify(int v, struct graph_state *s, const float *hx, CUgraph g, float alpha)
{
    float out[BENCH_GRAPH_N];
    long bad;

    if (v == RAW) {
        CUgraphExecUpdateResultInfo info;

        CU(drv.cuGraphExecUpdate(s->e, g, &info));
        CU(drv.cuMemsetD32(s->y, 0, BENCH_GRAPH_N));
        CU(drv.cuGraphLaunch(s->e, s->raw_s));
        CU(drv.cuStreamSynchronize(s->raw_s));
        CU(drv.cuMemcpyDtoH(out, s->y, sizeof out));
    } else {
        CF(cufw_graph_exec_update((cufw_graph_exec *)(void *)s->e, (cufw_graph *)(void *)g,
                                  NULL));
        CF(cufw_memset_d32(s->y, 0, BENCH_GRAPH_N));
        CF(cufw_graph_launch((cufw_graph_exec *)(void *)s->e, s->core_s));
        CF(cufw_stream_synchronize(s->core_s));
        CF(cufw_memcpy_dtoh(out, s->y, sizeof out));
    }
    if ((bad = bench_graph_check(out, hx, alpha)) >= 0)
        bench_die("%s graph: y[%ld] is %g, want %g", variant_name[v], bad, out[bad],
                  bench_graph_expect(alpha, hx[bad]));
}

static void graph_teardown(int v, struct graph_state *s)
{
    if (v == RAW) {
        CU(drv.cuGraphExecDestroy(s->e));
        CU(drv.cuGraphDestroy(s->g));
        CU(drv.cuGraphDestroy(s->g2));
        CU(drv.cuStreamDestroy(s->raw_s));
    } else {
        CF(cufw_graph_exec_destroy((cufw_graph_exec *)(void *)s->e));
        CF(cufw_graph_destroy((cufw_graph *)(void *)s->g));
        CF(cufw_graph_destroy((cufw_graph *)(void *)s->g2));
        CF(cufw_stream_destroy(s->core_s));
    }
}

int mode_graph(long reps, long pipelines)
{
    struct graph_state st[2];
    float hx[BENCH_GRAPH_N];
    uint64_t seed = bench_seed();
    CUdeviceptr x[2], y[2];
    long rep;
    unsigned i;
    int v, j;

    raw_init();
    bench_core_init();
    for (i = 0; i < BENCH_GRAPH_N; i++)
        hx[i] = bench_randf(&seed);
    for (v = 0; v < 2; v++) {
        var_alloc(v, &x[v], sizeof hx);
        var_alloc(v, &y[v], sizeof hx);
    }
    for (v = 0; v < 2; v++)
        var_htod(v, x[v], hx, sizeof hx);
    for (v = 0; v < 2; v++)
        var_memset32(v, y[v], 0, BENCH_GRAPH_N);
    for (v = 0; v < 2; v++) {
        graph_setup(v, &st[v], x[v], y[v]);
        /* warm up: module loads, the first replays, the driver's queues */
        graph_time_pipelines(v, &st[v], 500, 0);
        graph_time_pipelines(v, &st[v], 500, 1);
    }
    for (rep = 0; rep < reps; rep++) {
        for (j = 0; j < 2; j++) {
            double one_by_one, replay;

            v = (int)((rep + j) % 2);
            one_by_one = graph_time_pipelines(v, &st[v], pipelines, 0);
            replay = graph_time_pipelines(v, &st[v], pipelines, 1);
            bench_result("graph.oneby1", variant_name[v], one_by_one, "us");
            bench_result("graph.replay-kernel", variant_name[v], replay, "us");
            bench_result("graph.replay", variant_name[v], replay * BENCH_GRAPH_KERNELS, "us");
        }
        for (j = 0; j < 2; j++) {
            v = (int)((rep + j) % 2);
            bench_result("graph.instantiate", variant_name[v], graph_time_instantiate(v, &st[v]),
                         "us");
            bench_result("graph.set-args", variant_name[v],
                         graph_time_set_args(v, &st[v], BENCH_GRAPH_SLOW * 10), "us");
            bench_result("graph.exec-update", variant_name[v], graph_time_exec_update(v, &st[v]),
                         "us");
        }
    }
    for (v = 0; v < 2; v++) {
        graph_verify(v, &st[v], hx, st[v].g2, 0.25f);
        graph_verify(v, &st[v], hx, st[v].g, 0.5f);
    }
    printf("# graphs: both pipelines' results verified (every element, two alphas)\n");
    for (v = 0; v < 2; v++) {
        graph_teardown(v, &st[v]);
        var_free(v, x[v]);
        var_free(v, y[v]);
    }
    return 0;
}
