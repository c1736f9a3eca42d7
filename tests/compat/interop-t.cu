/* SPDX-License-Identifier: MIT */
/*
 * The Runtime and the Driver API in one program, as the Runtime API
 * reference describes them ("Interactions with the CUDA Driver API") and as
 * cudart_static behaves:
 *
 *   - cudaFree(0) makes the device's primary context current, so the
 *     program's own cuModuleLoadData then works;
 *   - a cudaStream_t is a CUstream and a cudaEvent_t a CUevent: Runtime
 *     handles used by Driver calls, Driver handles used by Runtime calls,
 *     and a module the program loaded itself launched on Runtime streams;
 *   - a context the program made current (cuCtxCreate, a push, a
 *     cuCtxSetCurrent on another thread) is the one Runtime calls use --
 *     allocations, streams, launches and __device__ variables included --
 *     and with no context current the primary one is made current again;
 *   - cudaSetDevice makes the primary context current, cudaDeviceReset
 *     leaves it current, and the next call brings it back.
 *
 * Every data check uses random inputs against a CPU reference and poisoned
 * outputs.
 */
#include "tests/compat/compat.h"
#include "tests/compat/driver.h"

#include <pthread.h>
#include <stdlib.h>

enum { N = 1 << 14 };

/* out[i] = in[i] * mul + add */
__global__ void affine(const int *in, int *out, int mul, int add, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;

    if (i < n)
        out[i] = in[i] * mul + add;
}

__device__ int dev_value;

/* out[i] = dev_value + i */
__global__ void read_value(int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;

    if (i < n)
        out[i] = dev_value + i;
}

static int *in_host, *out_host, *want;
static CUmodule own_module;
static CUfunction own_add, own_scale;

static void ptx_add_args(void **args, CUdeviceptr *p, int *v, unsigned *n)
{
    args[0] = p;
    args[1] = v;
    args[2] = n;
}

/* The context that owns device memory p. */
static CUcontext context_of(const void *p)
{
    CUcontext c = NULL;

    if (drv.cuPointerGetAttribute(&c, CU_POINTER_ATTRIBUTE_CONTEXT, (CUdeviceptr)(uintptr_t)p) !=
        CUDA_SUCCESS)
        return NULL;
    return c;
}

static void test_free0(void)
{
    unsigned flags = 0;
    int active = -1;
    CUdevice dev;

    ok(drv_current() == NULL, "before any Runtime call no context is current");
    CUDA_OK(cudaFree(0));
    ok(drv_current() != NULL, "cudaFree(0) makes a context current");
    ok(drv_current() == drv_primary(0), "and it is device 0's primary context");
    CU_OK(drv.cuDeviceGet(&dev, 0));
    CU_OK(drv.cuDevicePrimaryCtxGetState(dev, &flags, &active));
    is_int(1, active, "the primary context is active");

    /* the program's own JIT module, in the Runtime's context */
    if (CU_OK(drv.cuModuleLoadData(&own_module, drv_ptx))) {
        CU_OK(drv.cuModuleGetFunction(&own_add, own_module, "ptx_add"));
        CU_OK(drv.cuModuleGetFunction(&own_scale, own_module, "ptx_scale"));
    }
    if (own_add == NULL || own_scale == NULL)
        bail("cannot load the test's own PTX module");
}

/* A Runtime stream and event, used by Driver calls. */
static void test_runtime_handles_in_driver(void)
{
    cudaStream_t s = NULL, s2 = NULL;
    cudaEvent_t e = NULL, e2 = NULL, e3 = NULL;
    int least = 0, greatest = 0, prio = 99, mul = (int)(test_rand() % 9) - 4;
    int add = (int)(test_rand() % 1000), v = (int)(test_rand() % 500);
    unsigned flags = 99, n = N;
    CUcontext ctx = NULL;
    CUdeviceptr d_in, d_out;
    void *args[3];
    float ms = -1;
    int i;

    CUDA_OK(cudaDeviceGetStreamPriorityRange(&least, &greatest));
    CUDA_OK(cudaStreamCreateWithPriority(&s, cudaStreamNonBlocking, greatest));
    CU_OK(drv.cuStreamGetFlags((CUstream)s, &flags));
    is_uint(CU_STREAM_NON_BLOCKING, flags, "cuStreamGetFlags of a cudaStream_t");
    CU_OK(drv.cuStreamGetPriority((CUstream)s, &prio));
    is_int(greatest, prio, "cuStreamGetPriority of a cudaStream_t");
    CU_OK(drv.cuStreamGetCtx((CUstream)s, &ctx));
    ok(ctx == drv_primary(0), "cuStreamGetCtx: the primary context");
    CU_OK(drv.cuStreamQuery((CUstream)s));
    {
        unsigned long long id_rt = 0, id_drv = 1, id_null = 0, id_null_drv = 1, id_pt = 0;

        CUDA_OK(cudaStreamGetId(s, &id_rt));
        CU_OK(drv.cuStreamGetId((CUstream)s, &id_drv));
        ok(id_rt == id_drv && id_rt != 0, "cudaStreamGetId is cuStreamGetId of the same stream");
        CUDA_OK(cudaStreamGetId(NULL, &id_null));
        CU_OK(drv.cuStreamGetId(NULL, &id_null_drv));
        ok(id_null == id_null_drv && id_null != id_rt, "cudaStreamGetId of the null stream");
        CUDA_OK(cudaStreamGetId(cudaStreamPerThread, &id_pt));
        ok(id_pt != id_rt, "cudaStreamPerThread has an id of its own");
        is_int(cudaErrorInvalidValue, cudaStreamGetId(s, NULL), "cudaStreamGetId(s, NULL)");
        is_int(cudaErrorInvalidValue, cudaGetLastError(), "... is the last error");
    }

    /* Runtime allocations, a Driver copy, a Runtime launch, a Driver
     * launch of the program's own kernel, a Runtime copy back; one stream. */
    CUDA_OK(cudaMalloc((void **)&d_in, N * sizeof(int)));
    CUDA_OK(cudaMalloc((void **)&d_out, N * sizeof(int)));
    fill_random_int(in_host, N, 1 << 16);
    CU_OK(drv.cuMemsetD32Async(d_out, 0xA5A5A5A5u, N, (CUstream)s));
    CU_OK(drv.cuMemcpyHtoDAsync(d_in, in_host, N * sizeof(int), (CUstream)s));
    affine<<<N / 256, 256, 0, s>>>((const int *)d_in, (int *)d_out, mul, add, N);
    CUDA_OK(cudaGetLastError());
    ptx_add_args(args, &d_out, &v, &n);
    CU_OK(drv.cuLaunchKernel(own_add, N / 256, 1, 1, 256, 1, 1, 0, (CUstream)s, args, NULL));
    CUDA_OK(cudaEventCreate(&e));
    CU_OK(drv.cuEventRecord((CUevent)e, (CUstream)s));
    poison(out_host, N * sizeof(int));
    CUDA_OK(cudaMemcpyAsync(out_host, (void *)d_out, N * sizeof(int), cudaMemcpyDeviceToHost, s));
    CU_OK(drv.cuStreamSynchronize((CUstream)s));
    for (i = 0; i < N; i++)
        want[i] = in_host[i] * mul + add + v;
    ints_equal(want, out_host, N, "Runtime and Driver work on one cudaStream_t, in order");
    CU_OK(drv.cuEventSynchronize((CUevent)e));
    CU_OK(drv.cuEventQuery((CUevent)e));
    CUDA_OK(cudaEventQuery(e));

    /* timing: Runtime events recorded by the Driver, read by both */
    CUDA_OK(cudaEventCreate(&e2));
    CU_OK(drv.cuEventRecord((CUevent)e2, (CUstream)s));
    CU_OK(drv.cuEventSynchronize((CUevent)e2));
    CUDA_OK(cudaEventElapsedTime(&ms, e, e2));
    ok(ms >= 0, "cudaEventElapsedTime of two events the Driver recorded: %g ms", ms);
    ms = -1;
    CU_OK(drv.cuEventElapsedTime(&ms, (CUevent)e, (CUevent)e2));
    ok(ms >= 0, "cuEventElapsedTime of two cudaEvent_t: %g ms", ms);

    /* a Driver stream waits for a Runtime event */
    CUDA_OK(cudaStreamCreate(&s2));
    CUDA_OK(cudaEventRecord(e2, s));
    CU_OK(drv.cuStreamWaitEvent((CUstream)s2, (CUevent)e2, 0));
    CU_OK(drv.cuStreamSynchronize((CUstream)s2));

    /* each API destroys the other's objects */
    CU_OK(drv.cuStreamDestroy((CUstream)s2));
    CUDA_OK(cudaEventCreateWithFlags(&e3, cudaEventDisableTiming));
    CU_OK(drv.cuEventDestroy((CUevent)e3));
    CUDA_OK(cudaEventDestroy(e));
    CUDA_OK(cudaEventDestroy(e2));
    CUDA_OK(cudaStreamDestroy(s));
    CUDA_OK(cudaFree((void *)d_in));
    CUDA_OK(cudaFree((void *)d_out));
}

static int callback_calls;
static cudaStream_t callback_stream;

static void CUDART_CB on_stream(cudaStream_t stream, cudaError_t status, void *user)
{
    callback_stream = stream;
    callback_calls += status == cudaSuccess && user == (void *)&callback_calls;
}

static void CUDART_CB on_host(void *user)
{
    ++*(int *)user;
}

/* A Driver stream and events, used by Runtime calls. */
static void test_driver_handles_in_runtime(void)
{
    CUstream ds = NULL;
    CUevent de = NULL, de2 = NULL;
    cudaStream_t rs = NULL;
    unsigned flags = 99;
    int prio = 99, mul = (int)(test_rand() % 9) - 4, add = (int)(test_rand() % 1000);
    int mul2 = (int)(test_rand() % 5) + 1, add2 = (int)(test_rand() % 100), host_calls = 0, i;
    int *d_in = NULL, *d_mid = NULL, *d_out = NULL, n = N;
    dim3 grid(N / 256), block(256);
    void *args[5];
    float ms = -1;

    CU_OK(drv.cuStreamCreate(&ds, CU_STREAM_NON_BLOCKING));
    CU_OK(drv.cuEventCreate(&de, CU_EVENT_DEFAULT));
    CU_OK(drv.cuEventCreate(&de2, CU_EVENT_DEFAULT));
    CUDA_OK(cudaStreamGetFlags((cudaStream_t)ds, &flags));
    is_uint(cudaStreamNonBlocking, flags, "cudaStreamGetFlags of a CUstream");
    CUDA_OK(cudaStreamGetPriority((cudaStream_t)ds, &prio));
    is_int(0, prio, "cudaStreamGetPriority of a CUstream");
    CUDA_OK(cudaStreamQuery((cudaStream_t)ds));

    CUDA_OK(cudaMalloc(&d_in, N * sizeof(int)));
    CUDA_OK(cudaMalloc(&d_mid, N * sizeof(int)));
    CUDA_OK(cudaMalloc(&d_out, N * sizeof(int)));
    CUDA_OK(cudaStreamCreateWithFlags(&rs, cudaStreamNonBlocking));
    fill_random_int(in_host, N, 1 << 16);
    CUDA_OK(cudaMemsetAsync(d_mid, COMPAT_POISON, N * sizeof(int), (cudaStream_t)ds));
    CUDA_OK(cudaMemcpyAsync(d_in, in_host, N * sizeof(int), cudaMemcpyHostToDevice,
                            (cudaStream_t)ds));
    CUDA_OK(cudaEventRecord((cudaEvent_t)de, (cudaStream_t)ds));
    affine<<<grid, block, 0, (cudaStream_t)ds>>>(d_in, d_mid, mul, add, N);
    CUDA_OK(cudaGetLastError());
    CUDA_OK(cudaEventRecord((cudaEvent_t)de2, (cudaStream_t)ds));
    /* the Runtime stream waits for the Driver event, then launches */
    CUDA_OK(cudaStreamWaitEvent(rs, (cudaEvent_t)de2, 0));
    CUDA_OK(cudaMemsetAsync(d_out, COMPAT_POISON, N * sizeof(int), rs));
    args[0] = &d_mid;
    args[1] = &d_out;
    args[2] = &mul2;
    args[3] = &add2;
    args[4] = &n;
    CUDA_OK(cudaLaunchKernel((const void *)affine, grid, block, args, 0, rs));
    CUDA_OK(cudaLaunchHostFunc((cudaStream_t)ds, on_host, &host_calls));
    callback_calls = 0;
    callback_stream = NULL;
    CUDA_OK(cudaStreamAddCallback((cudaStream_t)ds, on_stream, &callback_calls, 0));
    CUDA_OK(cudaStreamSynchronize((cudaStream_t)ds));
    CUDA_OK(cudaStreamSynchronize(rs));
    is_int(1, host_calls, "cudaLaunchHostFunc on a CUstream ran once");
    is_int(1, callback_calls, "cudaStreamAddCallback on a CUstream ran once");
    ok(callback_stream == (cudaStream_t)ds, "and was given the CUstream");
    CUDA_OK(cudaEventSynchronize((cudaEvent_t)de2));
    CUDA_OK(cudaEventQuery((cudaEvent_t)de));
    CUDA_OK(cudaEventElapsedTime(&ms, (cudaEvent_t)de, (cudaEvent_t)de2));
    ok(ms >= 0, "cudaEventElapsedTime of two CUevents: %g ms", ms);
    poison(out_host, N * sizeof(int));
    CUDA_OK(cudaMemcpy(out_host, d_out, N * sizeof(int), cudaMemcpyDeviceToHost));
    for (i = 0; i < N; i++)
        want[i] = (in_host[i] * mul + add) * mul2 + add2;
    ints_equal(want, out_host, N, "<<<>>> on a CUstream, a Runtime stream waiting on a CUevent");

    /* the Runtime destroys Driver objects */
    CUDA_OK(cudaEventDestroy((cudaEvent_t)de));
    CUDA_OK(cudaEventDestroy((cudaEvent_t)de2));
    CUDA_OK(cudaStreamDestroy((cudaStream_t)ds));
    CUDA_OK(cudaStreamDestroy(rs));
    cudaFree(d_in);
    cudaFree(d_mid);
    cudaFree(d_out);
}

/* The special streams are the Driver's own values. */
static void test_special_streams(void)
{
    int *d = NULL, v = (int)(test_rand() % 1000);
    unsigned n = 256, flags = 99;
    CUdeviceptr p;
    void *args[3];
    int out[256], i;

    ok((CUstream)cudaStreamLegacy == CU_STREAM_LEGACY, "cudaStreamLegacy is CU_STREAM_LEGACY");
    ok((CUstream)cudaStreamPerThread == CU_STREAM_PER_THREAD,
       "cudaStreamPerThread is CU_STREAM_PER_THREAD");
    CUDA_OK(cudaMalloc(&d, sizeof out));
    CUDA_OK(cudaMemsetAsync(d, 0, sizeof out, cudaStreamPerThread));
    p = (CUdeviceptr)(uintptr_t)d;
    ptx_add_args(args, &p, &v, &n);
    CU_OK(drv.cuLaunchKernel(own_add, 1, 1, 1, 256, 1, 1, 0, (CUstream)cudaStreamPerThread, args,
                             NULL));
    CU_OK(drv.cuStreamSynchronize(CU_STREAM_PER_THREAD));
    CUDA_OK(cudaStreamSynchronize(cudaStreamPerThread));
    poison(out, sizeof out);
    CUDA_OK(cudaMemcpy(out, d, sizeof out, cudaMemcpyDeviceToHost));
    for (i = 0; i < 256; i++)
        want[i] = v;
    ints_equal(want, out, 256, "a Driver launch on cudaStreamPerThread");
    CUDA_OK(cudaStreamGetFlags(cudaStreamLegacy, &flags));
    is_uint(0, flags, "cudaStreamGetFlags(cudaStreamLegacy)");
    CU_OK(drv.cuStreamQuery((CUstream)cudaStreamLegacy));
    CUDA_OK(cudaFree(d));
}

/* The module the program loaded with the Driver API: its global set with
 * a Runtime copy through the CUdeviceptr cast to void *. */
static void test_own_module_globals(void)
{
    CUdeviceptr bias, p;
    size_t bytes = 0;
    int b = (int)(test_rand() % 777) + 1, v = (int)(test_rand() % 100), *d = NULL, i;
    unsigned n = N;
    void *args[3];

    if (!CU_OK(drv.cuModuleGetGlobal(&bias, &bytes, own_module, "ptx_bias")))
        return;
    is_uint(4, bytes, "ptx_bias is 4 bytes");
    CUDA_OK(cudaMemcpy((void *)bias, &b, sizeof b, cudaMemcpyHostToDevice));
    CUDA_OK(cudaMalloc(&d, N * sizeof(int)));
    fill_random_int(in_host, N, 1 << 16);
    CUDA_OK(cudaMemcpy(d, in_host, N * sizeof(int), cudaMemcpyHostToDevice));
    p = (CUdeviceptr)(uintptr_t)d;
    ptx_add_args(args, &p, &v, &n);
    CU_OK(drv.cuLaunchKernel(own_add, N / 128, 1, 1, 128, 1, 1, 0, NULL, args, NULL));
    poison(out_host, N * sizeof(int));
    CUDA_OK(cudaMemcpy(out_host, d, N * sizeof(int), cudaMemcpyDeviceToHost));
    for (i = 0; i < N; i++)
        want[i] = in_host[i] + v + b;
    ints_equal(want, out_host, N, "the program's own kernel reads the global the Runtime set");
    b = 0;
    CUDA_OK(cudaMemcpy((void *)bias, &b, sizeof b, cudaMemcpyHostToDevice));
    CUDA_OK(cudaFree(d));
}

/* Fill out[0..n) through read_value and check dev_value + i. */
static void check_value(int value, const char *what)
{
    int *d = NULL, i;

    CUDA_OK(cudaMalloc(&d, 256 * sizeof(int)));
    CUDA_OK(cudaMemset(d, COMPAT_POISON, 256 * sizeof(int)));
    read_value<<<1, 256>>>(d, 256);
    CUDA_OK(cudaGetLastError());
    poison(out_host, 256 * sizeof(int));
    CUDA_OK(cudaMemcpy(out_host, d, 256 * sizeof(int), cudaMemcpyDeviceToHost));
    for (i = 0; i < 256; i++)
        want[i] = value + i;
    ints_equal(want, out_host, 256, what);
    CUDA_OK(cudaFree(d));
}

/* The program's own context: Runtime calls work in it. */
static void test_own_context(void)
{
    CUcontext ctx = NULL, popped = NULL, sctx = NULL, primary = drv_primary(0);
    CUdevice dev;
    cudaStream_t s = NULL;
    int *d = NULL, *q = NULL, device = -1, a = (int)(test_rand() % 10000) + 1;
    int b = a + 1 + (int)(test_rand() % 10000), got = 0, mul = 3, add = -11, i;
    void *addr_own = NULL, *addr_primary = NULL;

    CUDA_OK(cudaMemcpyToSymbol(dev_value, &b, sizeof b)); /* the primary context's copy */
    CU_OK(drv.cuDeviceGet(&dev, 0));
    if (!CU_OK(drv.cuCtxCreate(&ctx, NULL, 0, dev)))
        return;
    ok(drv_current() == ctx, "cuCtxCreate makes the new context current");
    CUDA_OK(cudaGetDevice(&device));
    is_int(0, device, "cudaGetDevice: the device of the program's context");

    CUDA_OK(cudaMalloc(&d, N * sizeof(int)));
    ok(context_of(d) == ctx, "cudaMalloc allocates in the program's context");
    CUDA_OK(cudaStreamCreate(&s));
    CU_OK(drv.cuStreamGetCtx((CUstream)s, &sctx));
    ok(sctx == ctx, "cudaStreamCreate makes the stream in the program's context");
    fill_random_int(in_host, N, 1 << 16);
    CUDA_OK(cudaMemcpyAsync(d, in_host, N * sizeof(int), cudaMemcpyHostToDevice, s));
    affine<<<N / 256, 256, 0, s>>>(d, d, mul, add, N);
    CUDA_OK(cudaGetLastError());
    poison(out_host, N * sizeof(int));
    CUDA_OK(cudaMemcpyAsync(out_host, d, N * sizeof(int), cudaMemcpyDeviceToHost, s));
    CUDA_OK(cudaStreamSynchronize(s));
    for (i = 0; i < N; i++)
        want[i] = in_host[i] * mul + add;
    ints_equal(want, out_host, N, "<<<>>> runs in the program's context");

    /* __device__ variables: each context has its own copy */
    CUDA_OK(cudaMemcpyToSymbol(dev_value, &a, sizeof a));
    CUDA_OK(cudaGetSymbolAddress(&addr_own, dev_value));
    check_value(a, "the program's context sees its own dev_value");
    CU_OK(drv.cuCtxPopCurrent(&popped));
    ok(popped == ctx, "cuCtxPopCurrent pops the program's context");
    ok(drv_current() == primary, "the primary context is current again");
    CUDA_OK(cudaGetSymbolAddress(&addr_primary, dev_value));
    ok(addr_own != addr_primary, "dev_value has another address in the primary context");
    CUDA_OK(cudaMemcpyFromSymbol(&got, dev_value, sizeof got));
    is_int(b, got, "the primary context's dev_value is untouched");
    check_value(b, "and kernels in the primary context read it");
    CU_OK(drv.cuCtxPushCurrent(ctx));
    CUDA_OK(cudaMemcpyFromSymbol(&got, dev_value, sizeof got));
    is_int(a, got, "pushed again, the program's context keeps its value");

    /* a synchronising call in the program's context */
    CUDA_OK(cudaDeviceSynchronize());
    CUDA_OK(cudaStreamDestroy(s));
    CUDA_OK(cudaFree(d));

    /* no context current: the next Runtime call makes the primary current
     * (cuCtxSetCurrent(NULL) pops the stack: the primary context is under
     * the program's, so it takes two) */
    CU_OK(drv.cuCtxSetCurrent(NULL));
    ok(drv_current() == primary, "cuCtxSetCurrent(NULL) pops the program's context");
    CU_OK(drv.cuCtxSetCurrent(NULL));
    ok(drv_current() == NULL, "and again leaves no context current");
    CUDA_OK(cudaMalloc(&q, 64));
    ok(drv_current() == primary, "cudaMalloc made the primary context current");
    ok(context_of(q) == primary, "and allocated there");
    CUDA_OK(cudaFree(q));
    CU_OK(drv.cuCtxDestroy(ctx));
}

/* One kernel launched in turn in more contexts than a kernel remembers
 * functions for (compat launches a kernel's CUfunction in the current
 * context, cached per context id: core/launch.c), then in contexts made
 * after others were destroyed, which may reuse their handles: each launch
 * must run in its own context, on its own data. */
static void test_many_contexts(void)
{
    enum { NCTX = 4, ROUNDS = 3, M = 4096 };
    CUcontext ctx[NCTX], popped = NULL;
    CUdevice dev;
    int *d[NCTX], mul[NCTX], add[NCTX], r, c, i, bad = 0;

    CU_OK(drv.cuDeviceGet(&dev, 0));
    for (r = 0; r < 2; r++) {
        for (c = 0; c < NCTX; c++) {
            if (!CU_OK(drv.cuCtxCreate(&ctx[c], NULL, 0, dev)))
                return;
            CUDA_OK(cudaMalloc(&d[c], M * sizeof(int)));
            CU_OK(drv.cuCtxPopCurrent(&popped));
        }
        for (i = 0; i < ROUNDS * NCTX; i++) {
            c = (i * 3 + r) % NCTX; /* every context in turn, in another order each pass */
            mul[c] = (int)(test_rand() % 100) - 50;
            add[c] = (int)(test_rand() % 1000);
            CU_OK(drv.cuCtxPushCurrent(ctx[c]));
            fill_random_int(in_host, M, 1 << 16);
            CUDA_OK(cudaMemcpy(d[c], in_host, M * sizeof(int), cudaMemcpyHostToDevice));
            affine<<<M / 256, 256>>>(d[c], d[c], mul[c], add[c], M);
            CUDA_OK(cudaGetLastError());
            poison(out_host, M * sizeof(int));
            CUDA_OK(cudaMemcpy(out_host, d[c], M * sizeof(int), cudaMemcpyDeviceToHost));
            for (int j = 0; j < M; j++)
                bad += out_host[j] != in_host[j] * mul[c] + add[c];
            CU_OK(drv.cuCtxPopCurrent(&popped));
            bad += popped != ctx[c];
        }
        ok(bad == 0, "pass %d: <<<>>> in %d contexts in turn, %d launches, each on its own data",
           r + 1, NCTX, ROUNDS * NCTX);
        for (c = 0; c < NCTX; c++) {
            CU_OK(drv.cuCtxPushCurrent(ctx[c]));
            CUDA_OK(cudaFree(d[c]));
            CU_OK(drv.cuCtxPopCurrent(&popped));
            CU_OK(drv.cuCtxDestroy(ctx[c]));
        }
    }
    ok(drv_current() == drv_primary(0), "the primary context is current again");
    {
        int *p = NULL, m = (int)(test_rand() % 100) + 1, a = (int)(test_rand() % 1000);

        CUDA_OK(cudaMalloc(&p, M * sizeof(int)));
        fill_random_int(in_host, M, 1 << 16);
        CUDA_OK(cudaMemcpy(p, in_host, M * sizeof(int), cudaMemcpyHostToDevice));
        affine<<<M / 256, 256>>>(p, p, m, a, M);
        CUDA_OK(cudaGetLastError());
        poison(out_host, M * sizeof(int));
        CUDA_OK(cudaMemcpy(out_host, p, M * sizeof(int), cudaMemcpyDeviceToHost));
        for (i = 0; i < M; i++)
            want[i] = in_host[i] * m + a;
        ints_equal(want, out_host, M, "and <<<>>> in the primary context runs there");
        CUDA_OK(cudaFree(p));
    }
}

/* cudaSetDevice makes the primary context current over the program's. */
static void test_set_device(void)
{
    CUcontext ctx = NULL, popped = NULL, primary = drv_primary(0);
    CUdevice dev;
    int device = -1;

    CU_OK(drv.cuDeviceGet(&dev, 0));
    if (!CU_OK(drv.cuCtxCreate(&ctx, NULL, 0, dev)))
        return;
    CUDA_OK(cudaSetDevice(0));
    ok(drv_current() == primary, "cudaSetDevice(0) makes the primary context current");
    CUDA_OK(cudaGetDevice(&device));
    is_int(0, device, "cudaGetDevice agrees");
    CU_OK(drv.cuCtxPopCurrent(&popped));
    ok(popped == primary, "it replaced the program's context on the stack");
    CU_OK(drv.cuCtxDestroy(ctx));
    CU_OK(drv.cuCtxSetCurrent(primary));
}

struct thread_arg {
    CUcontext ctx;       /* made current first when not NULL */
    int mul;
    CUcontext alloc_ctx; /* results */
    CUcontext current;
    int data_ok;
    int err;
};

static void *thread_main(void *p)
{
    struct thread_arg *t = (struct thread_arg *)p;
    int *d = NULL, in[512], out[512], i;
    cudaError_t e;

    if (t->ctx != NULL && drv.cuCtxSetCurrent(t->ctx) != CUDA_SUCCESS)
        return NULL;
    for (i = 0; i < 512; i++)
        in[i] = i * 7 - 300;
    memset(out, COMPAT_POISON, sizeof out);
    e = cudaMalloc(&d, sizeof in);
    if (e == cudaSuccess)
        e = cudaMemcpy(d, in, sizeof in, cudaMemcpyHostToDevice);
    if (e == cudaSuccess) {
        affine<<<2, 256>>>(d, d, t->mul, 1, 512);
        e = cudaGetLastError();
    }
    if (e == cudaSuccess)
        e = cudaMemcpy(out, d, sizeof out, cudaMemcpyDeviceToHost);
    t->alloc_ctx = context_of(d);
    t->current = drv_current();
    t->err = (int)e;
    t->data_ok = 1;
    for (i = 0; i < 512; i++)
        t->data_ok &= out[i] == in[i] * t->mul + 1;
    cudaFree(d);
    return NULL;
}

/* Runtime state travels with the context to other threads. */
static void test_threads(void)
{
    CUcontext ctx = NULL, popped = NULL, primary = drv_primary(0);
    struct thread_arg own, fresh;
    CUdevice dev;
    pthread_t th;

    CU_OK(drv.cuDeviceGet(&dev, 0));
    if (!CU_OK(drv.cuCtxCreate(&ctx, NULL, 0, dev)))
        return;
    CU_OK(drv.cuCtxPopCurrent(&popped));
    memset(&own, 0, sizeof own);
    own.ctx = ctx;
    own.mul = (int)(test_rand() % 50) + 2;
    memset(&fresh, 0, sizeof fresh);
    fresh.mul = (int)(test_rand() % 50) + 2;
    if (pthread_create(&th, NULL, thread_main, &own) != 0 || pthread_join(th, NULL) != 0)
        bail("pthread failed");
    is_err(cudaSuccess, (cudaError_t)own.err, "a thread given the program's context: its calls");
    ok(own.alloc_ctx == ctx, "its cudaMalloc allocates in that context");
    ok(own.current == ctx, "and that context stays current");
    ok(own.data_ok, "its launch computes in that context");
    if (pthread_create(&th, NULL, thread_main, &fresh) != 0 || pthread_join(th, NULL) != 0)
        bail("pthread failed");
    is_err(cudaSuccess, (cudaError_t)fresh.err, "a fresh thread: its calls");
    ok(fresh.current == primary, "the primary context is current on it");
    ok(fresh.alloc_ctx == primary, "and its allocation is there");
    ok(fresh.data_ok, "and its launch computes");
    CU_OK(drv.cuCtxDestroy(ctx));
}

/* cudaDeviceReset: the primary context stays current and comes back. */
static void test_reset(void)
{
    CUcontext primary = drv_primary(0);
    int *d = NULL;

    if (own_module != NULL)
        CU_OK(drv.cuModuleUnload(own_module));
    own_module = NULL;
    CUDA_OK(cudaDeviceReset());
    ok(drv_current() == primary, "after cudaDeviceReset the primary context is still current");
    CUDA_OK(cudaMalloc(&d, 256 * sizeof(int)));
    ok(drv_current() == drv_primary(0), "the next Runtime call keeps the primary context current");
    ok(context_of(d) == drv_primary(0), "and allocates there");
    check_value(0, "kernels run again after the reset, with fresh variables");
    CUDA_OK(cudaFree(d));
}

/* Two devices: the current device is the current context's. */
static void test_two_devices(int count)
{
    CUcontext ctx = NULL, popped = NULL;
    CUdevice dev0;
    int device = -1, *d = NULL;

    if (count < 2) {
        skip(13, "one device: the two-device checks need two");
        return;
    }
    CUDA_OK(cudaSetDevice(1));
    CU_OK(drv.cuDeviceGet(&dev0, 0));
    if (!CU_OK(drv.cuCtxCreate(&ctx, NULL, 0, dev0))) {
        skip(10, "no context of the program's");
        return;
    }
    CUDA_OK(cudaGetDevice(&device));
    is_int(0, device, "device 1 set, the program's context on device 0: cudaGetDevice says 0");
    CUDA_OK(cudaMalloc(&d, 64));
    ok(context_of(d) == ctx, "and cudaMalloc allocates in that context");
    CUDA_OK(cudaFree(d));
    CU_OK(drv.cuCtxPopCurrent(&popped));
    CUDA_OK(cudaGetDevice(&device));
    is_int(1, device, "popped: device 1's primary context is current, cudaGetDevice says 1");
    CU_OK(drv.cuCtxDestroy(ctx));
    CUDA_OK(cudaSetDevice(0));
}

int main(void)
{
    int count;

    count = drv_begin();
    in_host = compat_ints(N);
    out_host = compat_ints(N);
    want = compat_ints(N);

    test_free0();
    test_runtime_handles_in_driver();
    test_driver_handles_in_runtime();
    test_special_streams();
    test_own_module_globals();
    test_own_context();
    test_many_contexts();
    test_set_device();
    test_threads();
    test_two_devices(count);
    test_reset();

    free(in_host);
    free(out_host);
    free(want);
    return 0;
}
