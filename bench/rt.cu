/* SPDX-License-Identifier: MIT */
// bench/rt.cu -- the CUDA Runtime API side of the benchmark: one source,
// compiled once, linked twice -- against NVIDIA's libcudart_static.a
// (bench-rt-cudart) and with `nvcc -cudart none` against libcufw_cudart.a
// and libcufw.a (bench-rt-compat). The program cannot tell which runtime it
// has; it reports its variant as "rt" and bench-run renames it.
//
// Modes and output are those of bench-drv (see bench-drv.c and common.h):
//   probe | launch REPS LAUNCHES BATCH ITERS | copy MAX_BYTES |
//   kernel BYTES ITERS | graph REPS PIPELINES | cold | heap |
//   threads COUNTS MODES ROUNDS LAUNCHES BATCH | floor ROUNDS BATCH | tail LAUNCHES ITERS
// The two launch forms (<<<>>> and cudaLaunchKernel) alternate within a run.
// The bandwidth kernels are cufw's own sources (kernels/vector.cu,
// kernels/reduce.cu) compiled into this program, so every column runs the
// same device code; bench_triad_x4 below is a candidate measured beside them.

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include <cuda.h>
#include <cuda_runtime_api.h>

#define BENCH_PROGRAM "bench-rt"
#include "bench/common.h"
#include "bench/driver.h"
#include "bench/modes.h"
#include "bench/runtime.h"
#include "kernels/reduce.cu"
#include "kernels/vector.cu"

// bench/empty.cu, linked in: the same empty kernel bench-drv launches.
extern "C" __global__ void bench_empty(void);

// A candidate triad for kernels/vector.cu, measured beside cufw_triad (same
// arguments, same result): __restrict__ lets the loads take the read-only
// path, and each thread issues the loads of four float4 -- eight 16-byte
// loads in flight -- before its first store.
extern "C" __global__ void bench_triad_x4(float *__restrict__ a, const float *__restrict__ b,
                                          const float *__restrict__ c, float scalar, size_t n)
{
    size_t tid = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
    size_t stride = (size_t)gridDim.x * blockDim.x;
    size_t head = 0;

    if ((((size_t)a | (size_t)b | (size_t)c) & 15) == 0) {
        size_t n4 = n / 4, i = tid;
        float4 *a4 = (float4 *)a;
        const float4 *b4 = (const float4 *)b;
        const float4 *c4 = (const float4 *)c;

        for (; i + 3 * stride < n4; i += 4 * stride) {
            float4 x[4], y[4];
#pragma unroll
            for (int k = 0; k < 4; k++) {
                x[k] = b4[i + k * stride];
                y[k] = c4[i + k * stride];
            }
#pragma unroll
            for (int k = 0; k < 4; k++) {
                float4 r;
                r.x = x[k].x + scalar * y[k].x;
                r.y = x[k].y + scalar * y[k].y;
                r.z = x[k].z + scalar * y[k].z;
                r.w = x[k].w + scalar * y[k].w;
                a4[i + k * stride] = r;
            }
        }
        for (; i < n4; i += stride) {
            float4 x = b4[i], y = c4[i], r;
            r.x = x.x + scalar * y.x;
            r.y = x.y + scalar * y.y;
            r.z = x.z + scalar * y.z;
            r.w = x.w + scalar * y.w;
            a4[i] = r;
        }
        head = n4 * 4;
    }
    for (size_t i = head + tid; i < n; i += stride)
        a[i] = b[i] + scalar * c[i];
}

static const char *const V = "rt";

// No device: one line, exit 77. Anything else after this is a failure.
static void rt_init(void)
{
    int n = 0;
    cudaError_t e = cudaGetDeviceCount(&n);

    bench_rt_skip_if_no_gpu(e, "cudaGetDeviceCount");
    if (e == cudaSuccess && n <= 0)
        bench_no_gpu("cudaGetDeviceCount found no device");
    CK(e);
    CK(cudaSetDevice(0));
    CK(cudaFree(0));
}

static unsigned full_grid(unsigned blocks_per_sm_or_0)
{
    int sms = 0, threads = 0;

    CK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
    CK(cudaDeviceGetAttribute(&threads, cudaDevAttrMaxThreadsPerMultiProcessor, 0));
    if (blocks_per_sm_or_0 != 0)
        return (unsigned)sms * blocks_per_sm_or_0;
    return (unsigned)sms * ((unsigned)threads / BENCH_BLOCK);
}

// ------------------------------------------------------------ probe

static int mode_probe(void)
{
    int rtv = 0, driver = 0, major = 0, minor = 0, sms = 0;

    rt_init();
    CK(cudaRuntimeGetVersion(&rtv));
    CK(cudaDriverGetVersion(&driver));
    CK(cudaDeviceGetAttribute(&major, cudaDevAttrComputeCapabilityMajor, 0));
    CK(cudaDeviceGetAttribute(&minor, cudaDevAttrComputeCapabilityMinor, 0));
    CK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
    printf("# runtime %d.%d over driver %d.%d: compute capability %d.%d, %d SMs\n", rtv / 1000,
           rtv % 1000 / 10, driver / 1000, driver % 1000 / 10, major, minor, sms);
    return 0;
}

// ------------------------------------------------------------ launch

enum { CHEVRON, LAUNCH_API };

static double time_launches(int form, long launches, long batch)
{
    uint64_t spent = 0;
    long done = 0;

    while (done < launches) {
        long b = launches - done < batch ? launches - done : batch, i;
        uint64_t t0 = bench_now_ns();

        if (form == CHEVRON) {
            for (i = 0; i < b; i++)
                bench_empty<<<1, 1>>>();
        } else {
            for (i = 0; i < b; i++) {
                cudaError_t e = cudaLaunchKernel((const void *)bench_empty, dim3(1), dim3(1),
                                                 NULL, 0, 0);
                if (__builtin_expect(e != cudaSuccess, 0))
                    bench_rt_fail(e, "cudaLaunchKernel(bench_empty)", __LINE__);
            }
        }
        spent += bench_now_ns() - t0;
        CK_LAUNCH();
        CK(cudaDeviceSynchronize());
        done += b;
    }
    return (double)spent / 1e3 / (double)launches;
}

static double time_latency(long iters)
{
    double *t = (double *)malloc((size_t)iters * sizeof *t), med;

    if (t == NULL)
        bench_die("out of memory");
    for (long i = -iters / 10; i < iters; i++) {
        uint64_t t0 = bench_now_ns();

        bench_empty<<<1, 1>>>();
        CK(cudaDeviceSynchronize());
        if (i >= 0)
            t[i] = (double)(bench_now_ns() - t0) / 1e3;
        CK_LAUNCH();
    }
    med = bench_median(t, (size_t)iters);
    free(t);
    return med;
}

static int mode_launch(long reps, long launches, long batch, long iters)
{
    rt_init();
    time_launches(CHEVRON, 5000, batch);
    time_launches(LAUNCH_API, 5000, batch);
    for (long rep = 0; rep < reps; rep++) {
        for (int j = 0; j < 2; j++) {
            int form = (int)((rep + j) % 2);
            bench_result(form == CHEVRON ? "launch.api" : "launch.cudaLaunchKernel", V,
                         time_launches(form, launches, batch), "us");
        }
        bench_result("latency", V, time_latency(iters), "us");
    }
    return 0;
}

// ------------------------------------------------------------ copies

static void copy_once(void *pinned, void *d0, void *d1, unsigned char *pageable, int kind,
                      size_t size)
{
    switch (kind) {
    case BENCH_H2D_PINNED: CK(cudaMemcpy(d0, pinned, size, cudaMemcpyHostToDevice)); break;
    case BENCH_D2H_PINNED: CK(cudaMemcpy(pinned, d0, size, cudaMemcpyDeviceToHost)); break;
    case BENCH_H2D_PAGEABLE: CK(cudaMemcpy(d0, pageable, size, cudaMemcpyHostToDevice)); break;
    case BENCH_D2H_PAGEABLE: CK(cudaMemcpy(pageable, d0, size, cudaMemcpyDeviceToHost)); break;
    default: CK(cudaMemcpy(d1, d0, size, cudaMemcpyDeviceToDevice)); break;
    }
}

static int mode_copy(size_t max)
{
    unsigned char *pageable, *pinned;
    void *d0, *d1;
    uint64_t seed = bench_seed();

    rt_init();
    if (max < BENCH_COPY_MIN)
        max = BENCH_COPY_MIN;
    pageable = (unsigned char *)malloc(max);
    if (pageable == NULL)
        bench_die("cannot allocate %zu bytes of pageable memory", max);
    memset(pageable, 0x5a, max);
    CK(cudaMallocHost((void **)&pinned, max));
    CK(cudaMalloc(&d0, max));
    CK(cudaMalloc(&d1, max));
    memset(pinned, 0x3c, max);
    copy_once(pinned, d0, d1, pageable, BENCH_H2D_PINNED, max);
    copy_once(pinned, d0, d1, pageable, BENCH_D2D, max);
    CK(cudaDeviceSynchronize());
    for (size_t size = BENCH_COPY_MIN; size <= max; size *= 4) {
        for (int kind = 0; kind < BENCH_COPY_KIND_COUNT; kind++) {
            unsigned n = bench_copy_count(size, kind);
            char key[64];
            uint64_t t0;

            snprintf(key, sizeof key, "copy.%s.%zu", bench_copy_kind_name(kind), size);
            copy_once(pinned, d0, d1, pageable, kind, size);
            CK(cudaDeviceSynchronize());
            t0 = bench_now_ns();
            for (unsigned i = 0; i < n; i++)
                copy_once(pinned, d0, d1, pageable, kind, size);
            CK(cudaDeviceSynchronize());
            bench_result(key, V, (double)size * n / (double)(bench_now_ns() - t0), "GB/s");
        }
    }
    // Round trip of random bytes: pinned -> d0 -> d1 -> pageable, d0 poisoned.
    bench_fill_bytes(pinned, max, &seed);
    memset(pageable, 0xa5, max);
    copy_once(pinned, d0, d1, pageable, BENCH_H2D_PINNED, max);
    copy_once(pinned, d0, d1, pageable, BENCH_D2D, max);
    CK(cudaMemset(d0, 0x7f, max));
    CK(cudaMemcpy(pageable, d1, max, cudaMemcpyDeviceToHost));
    if (memcmp(pageable, pinned, max) != 0)
        bench_die("copies: the %zu bytes that came back differ from those sent", max);
    CK(cudaFreeHost(pinned));
    CK(cudaFree(d0));
    CK(cudaFree(d1));
    free(pageable);
    return 0;
}

// ------------------------------------------------------------ kernels

enum { OP_D2D, OP_TRIAD, OP_REDUCE, OP_TRIAD_X4 };

struct kern_state {
    float *a, *b, *c, *part;
    size_t n;
    float scalar;
    unsigned grid;
    cudaEvent_t e0, e1;
};

static void kern_op(kern_state *s, int op, unsigned grid)
{
    if (op == OP_D2D) {
        CK(cudaMemcpy(s->a, s->b, s->n * sizeof(float), cudaMemcpyDeviceToDevice));
    } else if (op == OP_TRIAD) {
        cufw_triad<<<grid, BENCH_BLOCK>>>(s->a, s->b, s->c, s->scalar, s->n);
        CK_LAUNCH();
    } else if (op == OP_TRIAD_X4) {
        bench_triad_x4<<<grid, BENCH_BLOCK>>>(s->a, s->b, s->c, s->scalar, s->n);
        CK_LAUNCH();
    } else {
        cufw_reduce_sum_f32<<<grid, BENCH_BLOCK>>>(s->b, s->n, s->part);
        CK_LAUNCH();
    }
}

static double kern_time(kern_state *s, int op, unsigned grid, long iters)
{
    double *t = (double *)malloc((size_t)iters * sizeof *t), med;

    if (t == NULL)
        bench_die("out of memory");
    for (long i = -2; i < iters; i++) {
        float ms = 0;

        CK(cudaEventRecord(s->e0, 0));
        kern_op(s, op, grid);
        CK(cudaEventRecord(s->e1, 0));
        CK(cudaEventSynchronize(s->e1));
        CK(cudaEventElapsedTime(&ms, s->e0, s->e1));
        if (i >= 0)
            t[i] = ms;
    }
    med = bench_median(t, (size_t)iters);
    free(t);
    return med;
}

static void poison(float *p, size_t n)
{
    // 0xff bytes: every float a NaN
    CK(cudaMemset(p, 0xff, n * sizeof(float)));
}

static int mode_kernel(size_t bytes, long iters)
{
    kern_state s;
    size_t n = bytes / sizeof(float), bad = 0, first = 0;
    uint64_t seed = bench_seed();
    double ref = 0, ref_abs = 0, sum = 0, *sums, *abs_sums;
    float *hb, *hc, *out, *part;
    long bad_block;
    const unsigned sweep[] = {1, 2, 4, 8, 16, 32};

    rt_init();
    if (n < 1024)
        bench_die("kernel: %zu bytes is too small", bytes);
    hb = (float *)malloc(n * sizeof *hb);
    hc = (float *)malloc(n * sizeof *hc);
    out = (float *)malloc(n * sizeof *out);
    if (hb == NULL || hc == NULL || out == NULL)
        bench_die("cannot allocate 3 x %zu bytes of host memory", bytes);
    bench_fill_pair(hb, hc, n, &seed, &ref, &ref_abs);
    s.n = n;
    s.scalar = 1.25f + 0.5f * bench_randf(&seed);
    s.grid = full_grid(0);
    if (s.grid > 64 * 1024)
        bench_die("grid of %u blocks is larger than the partial-sum buffer", s.grid);
    CK(cudaMalloc(&s.a, bytes));
    CK(cudaMalloc(&s.b, bytes));
    CK(cudaMalloc(&s.c, bytes));
    CK(cudaMalloc(&s.part, 64 * 1024 * sizeof(float)));
    CK(cudaMemcpy(s.b, hb, bytes, cudaMemcpyHostToDevice));
    CK(cudaMemcpy(s.c, hc, bytes, cudaMemcpyHostToDevice));
    CK(cudaEventCreate(&s.e0));
    CK(cudaEventCreate(&s.e1));

    {
        static const char *const key[] = {"kern.d2d", "kern.triad", "kern.reduce",
                                          "kern.triad-x4"};
        static const double moved[] = {2, 3, 1, 3};

        for (int op = OP_D2D; op <= OP_TRIAD_X4; op++) {
            double ms = kern_time(&s, op, s.grid, iters);
            bench_result(key[op], V, moved[op] * (double)bytes / (ms * 1e9), "TB/s");
        }
    }
    for (unsigned j = 0; j < sizeof sweep / sizeof sweep[0]; j++) {
        char key[64];
        double ms = kern_time(&s, OP_TRIAD, full_grid(sweep[j]), iters);

        snprintf(key, sizeof key, "kern.triad-grid.%u", sweep[j]);
        bench_result(key, V, 3.0 * (double)bytes / (ms * 1e9), "TB/s");
    }

    // Verify: the copy exactly, every triad element, the reduction's sum.
    poison(s.a, n);
    kern_op(&s, OP_D2D, s.grid);
    CK(cudaMemcpy(out, s.a, bytes, cudaMemcpyDeviceToHost));
    if (memcmp(out, hb, bytes) != 0)
        bench_die("D2D copy: the copy differs from its source");
    for (int op = OP_TRIAD; op <= OP_TRIAD_X4; op += OP_TRIAD_X4 - OP_TRIAD) {
        poison(s.a, n);
        kern_op(&s, op, s.grid);
        CK(cudaDeviceSynchronize());
        CK(cudaMemcpy(out, s.a, bytes, cudaMemcpyDeviceToHost));
        bad = bench_check_triad(out, hb, hc, s.scalar, n, &first);
        if (bad != 0)
            bench_die("%s: %zu of %zu elements wrong (first: [%zu] = %g, want %g)",
                      op == OP_TRIAD ? "cufw_triad" : "bench_triad_x4", bad, n, first,
                      (double)out[first], (double)hb[first] + (double)s.scalar * hc[first]);
    }
    part = (float *)malloc(s.grid * sizeof *part);
    sums = (double *)malloc(s.grid * sizeof *sums);
    abs_sums = (double *)malloc(s.grid * sizeof *abs_sums);
    if (part == NULL || sums == NULL || abs_sums == NULL)
        bench_die("out of memory");
    poison(s.part, s.grid);
    kern_op(&s, OP_REDUCE, s.grid);
    CK(cudaDeviceSynchronize());
    CK(cudaMemcpy(part, s.part, s.grid * sizeof *part, cudaMemcpyDeviceToHost));
    bench_block_sums(hb, n, s.grid, BENCH_BLOCK, sums, abs_sums);
    bad_block = bench_check_block_sums(part, sums, abs_sums, s.grid);
    if (bad_block >= 0)
        bench_die("reduce_sum_f32: block %ld of %u sums to %.9g, want %.9g", bad_block,
                  s.grid, (double)part[bad_block], sums[bad_block]);
    for (unsigned i = 0; i < s.grid; i++)
        sum += part[i];
    if (!(fabs(sum - ref) <= 1e-6 * ref_abs))
        bench_die("reduce_sum_f32: total %.9g, want %.9g", sum, ref);
    printf("# kernels: D2D copy, both triads and reduction results verified (every element)\n");
    CK(cudaEventDestroy(s.e0));
    CK(cudaEventDestroy(s.e1));
    CK(cudaFree(s.a));
    CK(cudaFree(s.b));
    CK(cudaFree(s.c));
    CK(cudaFree(s.part));
    free(hb);
    free(hc);
    free(out);
    free(part);
    free(sums);
    free(abs_sums);
    return 0;
}

// ------------------------------------------------------------ cold start

static int mode_cold(const char *)
{
    bench_empty<<<1, 1>>>();
    bench_rt_skip_if_no_gpu(cudaPeekAtLastError(), "bench_empty<<<1, 1>>>");
    CK_LAUNCH();
    CK(cudaDeviceSynchronize());
    printf("T %llu\n", (unsigned long long)bench_now_ns());
    return 0;
}

// ------------------------------------------------------------ heap

static unsigned char heap_pageable[BENCH_HEAP_BYTES];

static int mode_heap(const char *)
{
    bench_phase_fn phase = bench_phase_hook();
    bench_owner_fn owner = bench_owner_hook();
    void *d0, *d1, *pinned;
    // cudaMalloc's C entry point (cuda_runtime.h adds template overloads)
    cudaError_t (*malloc_fn)(void **, size_t) = cudaMalloc;
    int (*heap_fn)(const char *) = mode_heap;
    const void *lib_fn = reinterpret_cast<const void *>(malloc_fn);
    const void *main_fn = reinterpret_cast<const void *>(heap_fn);

    if (phase == NULL || owner == NULL)
        bench_die("heap: heapcount.so is not preloaded (LD_PRELOAD)");
    memset(heap_pageable, 0x5a, sizeof heap_pageable);

    phase("init");
    rt_init();
    CK(cudaMalloc(&d0, BENCH_HEAP_BYTES));
    CK(cudaMalloc(&d1, BENCH_HEAP_BYTES));
    CK(cudaMallocHost(&pinned, BENCH_HEAP_BYTES));

    phase("launch");
    for (int i = 0; i < BENCH_HEAP_LAUNCHES; i++)
        bench_empty<<<1, 1>>>();
    CK_LAUNCH();
    CK(cudaDeviceSynchronize());

    phase("copy");
    for (size_t size = BENCH_COPY_MIN; size <= BENCH_HEAP_BYTES; size *= 4)
        for (int kind = 0; kind < BENCH_COPY_KIND_COUNT; kind++)
            copy_once(pinned, d0, d1, heap_pageable, kind, size);
    CK(cudaDeviceSynchronize());

    phase("teardown");
    CK(cudaFree(d0));
    CK(cudaFree(d1));
    CK(cudaFreeHost(pinned));
    CK(cudaDeviceReset());

    phase("exit");
    // The runtime's own code (cudaMalloc) must count as the library's, main as the program's.
    bench_result("heap.selfcheck", V,
                 owner(lib_fn) == 0 && owner(main_fn) == 3,
                 "ok");
    return 0;
}

// ------------------------------------------------------------ graphs

// bench-drv's graph mode through the Runtime: BENCH_GRAPH_KERNELS dependent
// cufw_saxpy launches (<<<>>>) on a stream of our own, and the same
// pipeline as a graph of kernel nodes (cudaGraphAddKernelNode) replayed
// with cudaGraphLaunch; instantiation, kernel-node updates
// (cudaGraphExecKernelNodeSetParams) and whole-graph updates
// (cudaGraphExecUpdate).
struct graph_state {
    cudaStream_t s;
    float *x, *y;
    size_t n;
    float alpha;
    cudaGraph_t g, g2;
    cudaGraphExec_t e;
    cudaGraphNode_t nodes[BENCH_GRAPH_KERNELS];
};

static cudaKernelNodeParams graph_params(void **args)
{
    cudaKernelNodeParams p = {};

    p.func = (void *)cufw_saxpy;
    p.gridDim = dim3(1);
    p.blockDim = dim3(BENCH_GRAPH_N);
    p.sharedMemBytes = 0;
    p.kernelParams = args;
    p.extra = NULL;
    return p;
}

static void graph_build(graph_state *s, cudaGraph_t *g, cudaGraphNode_t *nodes)
{
    void *args[] = {&s->alpha, &s->x, &s->y, &s->n};
    cudaKernelNodeParams p = graph_params(args);

    CK(cudaGraphCreate(g, 0));
    for (int i = 0; i < BENCH_GRAPH_KERNELS; i++)
        CK(cudaGraphAddKernelNode(&nodes[i], *g, i > 0 ? &nodes[i - 1] : NULL, i > 0 ? 1 : 0,
                                  &p));
}

static double graph_time_pipelines(graph_state *s, long pipelines, int replay)
{
    uint64_t spent = 0;
    long done = 0;

    while (done < pipelines) {
        long b = pipelines - done < BENCH_GRAPH_BATCH ? pipelines - done : BENCH_GRAPH_BATCH, i;
        uint64_t t0 = bench_now_ns();

        if (replay) {
            for (i = 0; i < b; i++) {
                cudaError_t e = cudaGraphLaunch(s->e, s->s);
                if (__builtin_expect(e != cudaSuccess, 0))
                    bench_rt_fail(e, "cudaGraphLaunch", __LINE__);
            }
        } else {
            for (i = 0; i < b; i++)
                for (int k = 0; k < BENCH_GRAPH_KERNELS; k++)
                    cufw_saxpy<<<1, BENCH_GRAPH_N, 0, s->s>>>(s->alpha, s->x, s->y, s->n);
        }
        spent += bench_now_ns() - t0;
        CK_LAUNCH();
        CK(cudaStreamSynchronize(s->s));
        done += b;
    }
    return (double)spent / 1e3 / (double)pipelines / BENCH_GRAPH_KERNELS;
}

static double graph_time_instantiate(graph_state *s)
{
    double t[BENCH_GRAPH_SLOW];
    cudaGraphExec_t e;

    for (int i = 0; i < BENCH_GRAPH_SLOW; i++) {
        uint64_t t0 = bench_now_ns();

        CK(cudaGraphInstantiate(&e, s->g, 0));
        t[i] = (double)(bench_now_ns() - t0) / 1e3;
        CK(cudaGraphExecDestroy(e));
    }
    return bench_median(t, BENCH_GRAPH_SLOW);
}

static double graph_time_set_args(graph_state *s, long updates)
{
    float alpha = s->alpha;
    void *args[] = {&alpha, &s->x, &s->y, &s->n};
    cudaKernelNodeParams p = graph_params(args);
    uint64_t t0 = bench_now_ns();

    for (long i = 0; i < updates; i++) {
        alpha = (i & 1) ? s->alpha : s->alpha * 2;
        CK(cudaGraphExecKernelNodeSetParams(s->e, s->nodes[i % BENCH_GRAPH_KERNELS], &p));
    }
    return (double)(bench_now_ns() - t0) / 1e3 / (double)updates;
}

static double graph_time_exec_update(graph_state *s)
{
    double t[BENCH_GRAPH_SLOW];

    for (int i = 0; i < BENCH_GRAPH_SLOW; i++) {
        cudaGraphExecUpdateResultInfo info;
        uint64_t t0 = bench_now_ns();

        CK(cudaGraphExecUpdate(s->e, (i & 1) ? s->g : s->g2, &info));
        t[i] = (double)(bench_now_ns() - t0) / 1e3;
    }
    return bench_median(t, BENCH_GRAPH_SLOW);
}

static void graph_verify(graph_state *s, const float *hx, cudaGraph_t g, float alpha)
{
    cudaGraphExecUpdateResultInfo info;
    float out[BENCH_GRAPH_N];
    long bad;

    CK(cudaGraphExecUpdate(s->e, g, &info));
    CK(cudaMemset(s->y, 0, sizeof out));
    CK(cudaGraphLaunch(s->e, s->s));
    CK(cudaStreamSynchronize(s->s));
    CK(cudaMemcpy(out, s->y, sizeof out, cudaMemcpyDeviceToHost));
    if ((bad = bench_graph_check(out, hx, alpha)) >= 0)
        bench_die("graph: y[%ld] is %g, want %g", bad, out[bad],
                  bench_graph_expect(alpha, hx[bad]));
}

static int mode_graph(long reps, long pipelines)
{
    graph_state st;
    float hx[BENCH_GRAPH_N];
    uint64_t seed = bench_seed();

    rt_init();
    for (unsigned i = 0; i < BENCH_GRAPH_N; i++)
        hx[i] = bench_randf(&seed);
    memset(&st, 0, sizeof st);
    st.n = BENCH_GRAPH_N;
    CK(cudaMalloc((void **)&st.x, sizeof hx));
    CK(cudaMalloc((void **)&st.y, sizeof hx));
    CK(cudaMemcpy(st.x, hx, sizeof hx, cudaMemcpyHostToDevice));
    CK(cudaMemset(st.y, 0, sizeof hx));
    CK(cudaStreamCreateWithFlags(&st.s, cudaStreamNonBlocking));
    st.alpha = 0.25f;
    {
        cudaGraphNode_t other[BENCH_GRAPH_KERNELS];

        graph_build(&st, &st.g2, other);
    }
    st.alpha = 0.5f;
    graph_build(&st, &st.g, st.nodes);
    CK(cudaGraphInstantiate(&st.e, st.g, 0));
    graph_time_pipelines(&st, 500, 0);
    graph_time_pipelines(&st, 500, 1);
    for (long rep = 0; rep < reps; rep++) {
        double one_by_one = graph_time_pipelines(&st, pipelines, 0);
        double replay = graph_time_pipelines(&st, pipelines, 1);

        bench_result("graph.oneby1", V, one_by_one, "us");
        bench_result("graph.replay-kernel", V, replay, "us");
        bench_result("graph.replay", V, replay * BENCH_GRAPH_KERNELS, "us");
        bench_result("graph.instantiate", V, graph_time_instantiate(&st), "us");
        bench_result("graph.set-args", V, graph_time_set_args(&st, BENCH_GRAPH_SLOW * 10), "us");
        bench_result("graph.exec-update", V, graph_time_exec_update(&st), "us");
    }
    graph_verify(&st, hx, st.g2, 0.25f);
    graph_verify(&st, hx, st.g, 0.5f);
    printf("# graphs: the pipeline's results verified (every element, two alphas)\n");
    CK(cudaGraphExecDestroy(st.e));
    CK(cudaGraphDestroy(st.g));
    CK(cudaGraphDestroy(st.g2));
    CK(cudaStreamDestroy(st.s));
    CK(cudaFree(st.x));
    CK(cudaFree(st.y));
    return 0;
}

// ------------------------------------------------------------ the driver beside the runtime

// The floor and the threads rows' reference: the driver's own calls in this
// process, reached as bench-drv reaches them (bench/driver.h: dlopen,
// cuGetProcAddress_v2, the base name at the headers' version, the legacy
// default stream as stream 0 of this program is), on bench_empty's
// CUfunction in the current context (cudaGetFuncBySymbol; a
// cudaFunction_t is a CUfunction) and the context the runtime made current.
#define RT_DRIVER_LIST(X, T)                                                                    \
    X(cuGetErrorName) X(cuLaunchKernel) X(cuCtxGetCurrent) X(cuCtxSetCurrent) X(cuStreamCreate) \
    X(cuStreamSynchronize) X(cuStreamDestroy)
static BENCH_DRIVER_TABLE(RT_DRIVER_LIST) drv;
static CUfunction rt_fn;
static CUcontext rt_ctx;

static void rt_cu_failed(CUresult r) __attribute__((noreturn, noinline, cold));
static void rt_cu_failed(CUresult r)
{
    bench_cu_fail(drv.cuGetErrorName, r, "cuLaunchKernel(bench_empty's CUfunction)", __LINE__);
}

// Initialise the Runtime, find the driver's entry points, bench_empty's
// CUfunction and the current context.
static void rt_driver_setup(const char *mode)
{
    cudaFunction_t f = NULL;
    char why[192];

    rt_init();
    if (bench_driver_open(&drv, BENCH_DRIVER_NAMES(RT_DRIVER_LIST), why, sizeof why) != 0)
        bench_die("%s: %s", mode, why);
    CK(cudaGetFuncBySymbol(&f, (const void *)bench_empty));
    if (f == NULL)
        bench_die("%s: cudaGetFuncBySymbol(bench_empty) gave no function", mode);
    rt_fn = f;
    CU(drv.cuCtxGetCurrent(&rt_ctx));
    if (rt_ctx == NULL)
        bench_die("%s: no context is current after the runtime's initialisation", mode);
}

// ------------------------------------------------------------ threads

// bench-drv's threads mode through the Runtime (see bench-drv-launch.c for
// the method): N threads, each on its stream -- "own" a stream of its own
// (cudaStreamCreateWithFlags, cudaStreamNonBlocking), "legacy" stream 0
// (this file is compiled without --default-stream per-thread, so 0 is the
// legacy default stream), "ptds" cudaStreamPerThread -- launch the empty
// kernel with <<<1, 1, 0, stream>>>, cudaGetLastError and
// cudaStreamSynchronize(stream) after each batch. Each thread calls
// cudaSetDevice(0) and launches one untimed batch before the start barrier;
// the wall time runs between the main thread's releases from the start and
// end barriers. Result: total launches per second, in millions.
//
// The reference, rt-fn, is the same work through the driver in this
// process, as bench-drv's raw side does it: cuCtxSetCurrent of the
// runtime's context, cuStreamCreate(CU_STREAM_NON_BLOCKING), the legacy
// stream NULL or CU_STREAM_PER_THREAD, cuLaunchKernel of rt_fn,
// cuStreamSynchronize. The two alternate in paired rounds
// (bench_threads_rounds, bench/modes.h): the runtime's rate over rt-fn's
// of the same round is the row's ratio, and bench-run sets compat's ratios
// against cudart's.
enum { TS_FN, TS_RT };
struct threads_run {
    int side, mode;
    long launches, batch;
    bench_team team;
};

// count launches on stream s (the runtime's) or cs (the driver's), the
// error check and synchronisation after every batch.
static void threads_launch(const threads_run *run, cudaStream_t s, CUstream cs, long count)
{
    long done = 0;

    while (done < count) {
        long b = count - done < run->batch ? count - done : run->batch;

        if (run->side == TS_FN) {
            for (long i = 0; i < b; i++) {
                CUresult r = drv.cuLaunchKernel(rt_fn, 1, 1, 1, 1, 1, 1, 0, cs, NULL, NULL);
                if (__builtin_expect(r != CUDA_SUCCESS, 0))
                    rt_cu_failed(r);
            }
            CU(drv.cuStreamSynchronize(cs));
        } else {
            for (long i = 0; i < b; i++)
                bench_empty<<<1, 1, 0, s>>>();
            CK_LAUNCH();
            CK(cudaStreamSynchronize(s));
        }
        done += b;
    }
}

// One thread of a measurement: set up, warm up, launch between the barriers.
static void *threads_worker(void *arg)
{
    threads_run *run = (threads_run *)arg;
    cudaStream_t s = 0;
    CUstream cs = NULL;

    if (run->side == TS_FN) {
        CU(drv.cuCtxSetCurrent(rt_ctx));
        if (run->mode == BENCH_TS_OWN)
            CU(drv.cuStreamCreate(&cs, CU_STREAM_NON_BLOCKING));
        else if (run->mode == BENCH_TS_PTDS)
            cs = CU_STREAM_PER_THREAD;
    } else {
        CK(cudaSetDevice(0));
        if (run->mode == BENCH_TS_OWN)
            CK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
        else if (run->mode == BENCH_TS_PTDS)
            s = cudaStreamPerThread;
    }
    threads_launch(run, s, cs, run->batch);
    bench_team_wait(&run->team.start);
    threads_launch(run, s, cs, run->launches);
    bench_team_wait(&run->team.end);
    if (run->mode == BENCH_TS_OWN && run->side == TS_FN)
        CU(drv.cuStreamDestroy(cs));
    else if (run->mode == BENCH_TS_OWN)
        CK(cudaStreamDestroy(s));
    return NULL;
}

// Millions of launches per second of n threads of side in mode, each
// launching per_thread times (bench_threads_rounds' measure).
static double threads_measure(int side, int mode, long n, long per_thread, long batch)
{
    threads_run run;
    uint64_t ns;

    memset(&run, 0, sizeof run);
    run.side = side;
    run.mode = mode;
    run.launches = per_thread;
    run.batch = batch;
    ns = bench_team_run(&run.team, n, threads_worker, &run);
    return (double)n * (double)per_thread / ((double)ns / 1e9) / 1e6;
}

static int mode_threads(const char *counts_arg, const char *modes_arg, long rounds, long launches,
                        long batch)
{
    static const bench_threads_sides sides = {
        {"rt-fn", "chevron"}, {"rt", "rt"}, {"threads.rt-fn", "threads"}};

    rt_driver_setup("threads");
    // warm up on the main thread: the kernel's first resolution, the queues
    time_launches(CHEVRON, 5000, batch);
    bench_threads_rounds(&sides, counts_arg, modes_arg, rounds, launches, batch, threads_measure);
    return 0;
}

// ------------------------------------------------------------ launch floor

// bench-drv's floor mode through the Runtime: per round, one timed batch of
// each variant (the order rotating), ns per launch and the ratio of each to
// rt-fn's batch of the same round. rt-fn is the floor in this process:
// the driver's cuLaunchKernel on bench_empty's CUfunction (above) on the
// legacy default stream; chevron is <<<1, 1>>>, api cudaLaunchKernel.
enum { R_FN, R_CHEVRON, R_API, R_COUNT };
static const bench_launch_variants rt_variants = {
    R_COUNT, {"rt-fn", "chevron", "api"}, {"rt", "rt", "rt"}};
static const char *const rt_floor_key[R_COUNT] = {"floor.rt-fn", "floor.chevron", "floor.api"};
static const char *const rt_floor_ratio_key[R_COUNT] = {NULL, "floor.ratio.chevron",
                                                        "floor.ratio.api"};

// rt_driver_setup, then pin this thread to one CPU (after the
// initialisation, so that the runtime's and the driver's own threads keep
// the whole machine).
static void rt_floor_setup(const char *mode)
{
    char why[192];

    rt_driver_setup(mode);
    if (bench_pin_cpu(mode, why, sizeof why) != 0)
        bench_die("%s: %s", mode, why);
}

// Microseconds of host time per launch of rt-fn, as time_launches times
// the other two: batches, the synchronisation after each not timed.
static double rt_fn_launches(long launches, long batch)
{
    uint64_t spent = 0;
    long done = 0;

    while (done < launches) {
        long b = launches - done < batch ? launches - done : batch, i;
        uint64_t t0 = bench_now_ns();

        for (i = 0; i < b; i++) {
            CUresult r = drv.cuLaunchKernel(rt_fn, 1, 1, 1, 1, 1, 1, 0, NULL, NULL, NULL);
            if (__builtin_expect(r != CUDA_SUCCESS, 0))
                rt_cu_failed(r);
        }
        spent += bench_now_ns() - t0;
        CK(cudaDeviceSynchronize());
        done += b;
    }
    return (double)spent / 1e3 / (double)launches;
}

// Nanoseconds per launch of variant v over launches, in batches.
static double rt_floor_batch(int v, long launches, long batch)
{
    if (v == R_FN)
        return rt_fn_launches(launches, batch) * 1e3;
    return time_launches(v == R_CHEVRON ? CHEVRON : LAUNCH_API, launches, batch) * 1e3;
}

static int mode_floor(long rounds, long batch)
{
    rt_floor_setup("floor");
    bench_floor_rounds(&rt_variants, rt_floor_key, rt_floor_ratio_key, rounds, batch,
                       rt_floor_batch, NULL);
    return 0;
}

// ------------------------------------------------------------ launch tails

// bench-drv's tail mode through the Runtime (bench/modes.h), variants rt-fn,
// chevron and api.

// Time n launches of variant v one by one into out[0..n); with sync set,
// each launch is followed by cudaDeviceSynchronize inside its time.
static void rt_tail_chunk(int v, uint32_t *out, long n, int sync)
{
    for (long i = 0; i < n; i++) {
        uint64_t t0 = bench_now_ns(), t1;

        if (v == R_FN) {
            CUresult r = drv.cuLaunchKernel(rt_fn, 1, 1, 1, 1, 1, 1, 0, NULL, NULL, NULL);
            if (__builtin_expect(r != CUDA_SUCCESS, 0))
                rt_cu_failed(r);
        } else if (v == R_CHEVRON) {
            bench_empty<<<1, 1>>>();
        } else {
            cudaError_t e = cudaLaunchKernel((const void *)bench_empty, dim3(1), dim3(1), NULL, 0,
                                             0);
            if (__builtin_expect(e != cudaSuccess, 0))
                bench_rt_fail(e, "cudaLaunchKernel(bench_empty)", __LINE__);
        }
        if (sync)
            CK(cudaDeviceSynchronize());
        t1 = bench_now_ns();
        out[i] = bench_sat_ns(t1 - t0);
    }
    CK_LAUNCH();
    CK(cudaDeviceSynchronize());
}

static int mode_tail(long launches, long iters)
{
    rt_floor_setup("tail");
    bench_tails(&rt_variants, launches, iters, rt_tail_chunk);
    return 0;
}

int main(int argc, char **argv)
{
    static const bench_modes modes = {
        mode_probe, mode_launch, mode_copy, mode_kernel, mode_graph, mode_threads,
        mode_cold,  mode_heap,   mode_floor, mode_tail,
        "Usage: bench-rt probe | launch REPS LAUNCHES BATCH ITERS | copy MAX_BYTES |\n"
        "       kernel BYTES ITERS | graph REPS PIPELINES | cold | heap |\n"
        "       threads COUNTS MODES ROUNDS LAUNCHES BATCH |\n"
        "       floor ROUNDS BATCH | tail LAUNCHES ITERS\n"};

    return bench_modes_main(&modes, argc, argv);
}
