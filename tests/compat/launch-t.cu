/* SPDX-License-Identifier: MIT */
/*
 * Kernels: <<<>>> with templates and by-value arguments of many types,
 * cudaLaunchKernel (C entry and C++ template), cudaLaunchCooperativeKernel
 * with a grid-wide sync, cudaFuncGetAttributes, cudaFuncSetAttribute (more
 * than 48 KiB of dynamic shared memory), cudaFuncSetCacheConfig, the
 * occupancy calculator, cudaProfilerStart/Stop, and launch errors.
 */
#include "tests/compat/compat.h"

#include <cooperative_groups.h>
#include <cuda_profiler_api.h>
#include <stdlib.h>

namespace cg = cooperative_groups;

struct params {
    char c;
    double d;
    short s;
    long long ll;
    float f[3];
    unsigned char tail;
};

/* Every argument as a long long: what echo writes back, and on the host
 * what it must write. */
__host__ __device__ static void echo_values(const params &p, char c, short s, int i, long long ll,
                                            float f, double d, unsigned char uc, long long *out)
{
    out[0] = p.c;
    out[1] = (long long)p.d;
    out[2] = p.s;
    out[3] = p.ll;
    out[4] = (long long)p.f[0];
    out[5] = (long long)p.f[1];
    out[6] = (long long)p.f[2];
    out[7] = p.tail;
    out[8] = c;
    out[9] = s;
    out[10] = i;
    out[11] = ll;
    out[12] = (long long)f;
    out[13] = (long long)d;
    out[14] = uc;
}

__global__ void echo(params p, char c, short s, int i, long long ll, float f, double d,
                     unsigned char uc, long long *out)
{
    echo_values(p, c, s, i, ll, f, d, uc, out);
}

template <typename T, int K>
__global__ void scale_add(T *x, T add, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;

    if (i < n)
        x[i] = (T)(x[i] * K + add);
}

/* Reverses each block's 1024 ints through 4 KiB of static shared memory. */
__global__ void __launch_bounds__(1024) static_reverse(const int *in, int *out)
{
    __shared__ int tile[1024];
    int base = blockIdx.x * 1024;

    tile[threadIdx.x] = in[base + threadIdx.x];
    __syncthreads();
    out[base + threadIdx.x] = tile[1023 - threadIdx.x];
}

__global__ void __launch_bounds__(256) bounded(int *out)
{
    out[blockIdx.x * blockDim.x + threadIdx.x] = (int)threadIdx.x;
}

/* Reverses each block's chunk of `count` ints through dynamic shared memory. */
__global__ void dyn_reverse(const int *in, int *out, int count)
{
    extern __shared__ int buf[];
    const int *src = in + (size_t)blockIdx.x * count;
    int *dst = out + (size_t)blockIdx.x * count;
    int k;

    for (k = threadIdx.x; k < count; k += blockDim.x)
        buf[k] = src[k];
    __syncthreads();
    for (k = threadIdx.x; k < count; k += blockDim.x)
        dst[k] = buf[count - 1 - k];
}

/* Phase 1: tmp = in * 2 + 1; grid sync; phase 2 reads another block's tmp. */
__global__ void coop(const int *in, int *tmp, int *out, int n)
{
    cg::grid_group grid = cg::this_grid();
    int i = (int)grid.thread_rank();
    int stride = (int)blockDim.x * 3 + 1;

    if (i < n)
        tmp[i] = in[i] * 2 + 1;
    grid.sync();
    if (i < n)
        out[i] = tmp[(i + stride) % n] - tmp[i];
}

static void not_a_kernel(void)
{
}

static int device_major, device_minor, sm_count, optin_smem, max_threads_sm, smem_per_sm;

static void test_arguments(void)
{
    params p;
    long long want[15], *d_out = NULL, out[15];
    char c = (char)(test_rand() % 100 - 50);
    short s = (short)(test_rand() % 60000 - 30000);
    int i = (int)test_rand();
    long long ll = (long long)test_rand();
    float f = (float)(int)(test_rand() % 100000);
    double d = (double)(long long)(test_rand() % 1000000000);
    unsigned char uc = (unsigned char)test_rand();
    void *args[9];

    memset(&p, 0, sizeof p);
    p.c = (char)(test_rand() % 100);
    p.d = (double)(int)(test_rand() % 1000000);
    p.s = (short)(test_rand() % 30000);
    p.ll = (long long)test_rand();
    p.f[0] = (float)(int)(test_rand() % 1000);
    p.f[1] = -(float)(int)(test_rand() % 1000);
    p.f[2] = (float)(int)(test_rand() % 1000);
    p.tail = (unsigned char)test_rand();
    echo_values(p, c, s, i, ll, f, d, uc, want);

    CUDA_OK(cudaMalloc(&d_out, sizeof out));
    CUDA_OK(cudaMemset(d_out, COMPAT_POISON, sizeof out));
    echo<<<1, 1>>>(p, c, s, i, ll, f, d, uc, d_out);
    is_err(cudaSuccess, cudaGetLastError(), "<<<>>> of echo");
    poison(out, sizeof out);
    CUDA_OK(cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost));
    ok(memcmp(want, out, sizeof out) == 0, "<<<>>> passes a struct and scalars of every size");

    args[0] = &p;
    args[1] = &c;
    args[2] = &s;
    args[3] = &i;
    args[4] = &ll;
    args[5] = &f;
    args[6] = &d;
    args[7] = &uc;
    args[8] = &d_out;
    CUDA_OK(cudaMemset(d_out, COMPAT_POISON, sizeof out));
    CUDA_OK(cudaLaunchKernel((const void *)echo, dim3(1), dim3(1), args, 0, 0));
    poison(out, sizeof out);
    CUDA_OK(cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost));
    ok(memcmp(want, out, sizeof out) == 0, "cudaLaunchKernel (C entry) passes the same");

    /* 12.x's template takes a const T *, which no kernel converts to */
#if CUDART_VERSION >= 13000
    CUDA_OK(cudaMemset(d_out, COMPAT_POISON, sizeof out));
    CUDA_OK(cudaLaunchKernel(echo, dim3(1), dim3(1), args));
    poison(out, sizeof out);
    CUDA_OK(cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost));
    ok(memcmp(want, out, sizeof out) == 0, "cudaLaunchKernel (C++ template) passes the same");
#endif

    /* COMPAT_IMPOSSIBLE for impossible configurations, COMPAT_NO_KERNEL
     * for a function that is not a registered kernel (both checked against
     * libcudart_static) */
    FAILS_WITH(COMPAT_IMPOSSIBLE,
               cudaLaunchKernel((const void *)echo, dim3(1), dim3(2048), args, 0, 0));
    FAILS_WITH(COMPAT_IMPOSSIBLE, cudaLaunchKernel((const void *)echo, dim3(0), dim3(1), args, 0, 0));
    FAILS_WITH(COMPAT_IMPOSSIBLE,
               cudaLaunchKernel((const void *)echo, dim3(1), dim3(1, 1, 0), args, 0, 0));
    FAILS_WITH(COMPAT_IMPOSSIBLE,
               cudaLaunchKernel((const void *)echo, dim3(1), dim3(32, 32, 2), args, 0, 0));
    FAILS_WITH(COMPAT_IMPOSSIBLE,
               cudaLaunchKernel((const void *)echo, dim3(1, 1u << 20), dim3(1), args, 0, 0));
    FAILS_WITH(COMPAT_NO_KERNEL,
               cudaLaunchKernel((const void *)not_a_kernel, dim3(1), dim3(1), args, 0, 0));
    CUDA_OK(cudaFree(d_out));
}

template <typename T, int K>
static void check_scale_add(const char *name)
{
    enum { N = 3000 };
    T host[N], want[N], add = (T)(test_rand() % 50), *d = NULL;
    int i;

    for (i = 0; i < N; i++) {
        host[i] = (T)(test_rand() % 100);
        want[i] = (T)(host[i] * K + add);
    }
    CUDA_OK(cudaMalloc(&d, sizeof host));
    CUDA_OK(cudaMemcpy(d, host, sizeof host, cudaMemcpyHostToDevice));
    scale_add<T, K><<<(N + 255) / 256, 256>>>(d, add, N);
    is_err(cudaSuccess, cudaGetLastError(), "scale_add<%s, %d> launch", name, K);
    poison(host, sizeof host);
    CUDA_OK(cudaMemcpy(host, d, sizeof host, cudaMemcpyDeviceToHost));
    ok(memcmp(want, host, sizeof host) == 0, "scale_add<%s, %d> computes x * %d + add", name, K, K);
    CUDA_OK(cudaFree(d));
}

static void test_templates(void)
{
    check_scale_add<int, 3>("int");
    check_scale_add<int, -2>("int");
    check_scale_add<float, 5>("float");
    check_scale_add<double, 7>("double");
    check_scale_add<unsigned char, 2>("unsigned char");
    check_scale_add<long long, 1000003>("long long");
}

static void test_attributes(void)
{
    cudaFuncAttributes a;
    enum { BLOCKS = 40 };
    static int in[BLOCKS * 1024], out[BLOCKS * 1024], want[BLOCKS * 1024];
    int *d_in = NULL, *d_out = NULL, b, t;

    memset(&a, COMPAT_POISON, sizeof a);
    CUDA_OK(cudaFuncGetAttributes(&a, static_reverse));
    diag("static_reverse: %zu static shared, %d regs, %d max threads, ptx %d, binary %d, "
         "max dynamic shared %d, local %zu, const %zu",
         a.sharedSizeBytes, a.numRegs, a.maxThreadsPerBlock, a.ptxVersion, a.binaryVersion,
         a.maxDynamicSharedSizeBytes, a.localSizeBytes, a.constSizeBytes);
    is_uint(4096, a.sharedSizeBytes, "sharedSizeBytes is the 4 KiB tile");
    ok(a.maxThreadsPerBlock > 0 && a.maxThreadsPerBlock <= 1024, "maxThreadsPerBlock in (0, 1024]");
    if (device_major == 9 && device_minor == 0)
        is_int(90, a.binaryVersion, "binaryVersion is 90 (the sm_90 cubin runs)");
    else
        skip(1, "not a compute 9.0 device");

    memset(&a, COMPAT_POISON, sizeof a);
    CUDA_OK(cudaFuncGetAttributes(&a, bounded));
    is_int(256, a.maxThreadsPerBlock, "__launch_bounds__(256) gives maxThreadsPerBlock 256");
    is_uint(0, a.sharedSizeBytes, "no static shared memory");

    FAILS_WITH(COMPAT_NO_KERNEL,
               cudaFuncGetAttributes(&a, (const void *)not_a_kernel));
    FAILS_WITH(cudaErrorInvalidValue, cudaFuncGetAttributes(NULL, (const void *)bounded));

    CUDA_OK(cudaFuncSetCacheConfig(static_reverse, cudaFuncCachePreferShared));
    CUDA_OK(cudaFuncSetCacheConfig((const void *)bounded, cudaFuncCachePreferL1));
    FAILS_WITH(COMPAT_NO_KERNEL,
               cudaFuncSetCacheConfig((const void *)not_a_kernel, cudaFuncCachePreferShared));
    CUDA_OK(cudaFuncSetAttribute(static_reverse, cudaFuncAttributePreferredSharedMemoryCarveout, 50));

    /* The kernel still works after the settings. */
    fill_random_int(in, BLOCKS * 1024, 1 << 30);
    for (b = 0; b < BLOCKS; b++)
        for (t = 0; t < 1024; t++)
            want[b * 1024 + t] = in[b * 1024 + 1023 - t];
    CUDA_OK(cudaMalloc(&d_in, sizeof in));
    CUDA_OK(cudaMalloc(&d_out, sizeof out));
    CUDA_OK(cudaMemcpy(d_in, in, sizeof in, cudaMemcpyHostToDevice));
    CUDA_OK(cudaMemset(d_out, COMPAT_POISON, sizeof out));
    static_reverse<<<BLOCKS, 1024>>>(d_in, d_out);
    is_err(cudaSuccess, cudaGetLastError(), "static_reverse launch");
    poison(out, sizeof out);
    CUDA_OK(cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost));
    ints_equal(want, out, BLOCKS * 1024, "static_reverse reverses each block through shared memory");
    CUDA_OK(cudaFree(d_in));
    CUDA_OK(cudaFree(d_out));
}

static void test_dynamic_shared(void)
{
    const int bytes = 100 * 1024, count = bytes / (int)sizeof(int), blocks = 24;
    size_t total = (size_t)count * blocks;
    int *in = (int *)malloc(total * sizeof(int)), *out = (int *)malloc(total * sizeof(int));
    int *want = (int *)malloc(total * sizeof(int));
    int *d_in = NULL, *d_out = NULL, n = -1, b, k;
    cudaFuncAttributes a;

    if (in == NULL || out == NULL || want == NULL)
        bail("out of host memory");
    if (optin_smem < bytes) {
        skip(1, "the device has less than 100 KiB of shared memory per block");
        free(in), free(out), free(want);
        return;
    }
    fill_random_int(in, total, 1 << 30);
    for (b = 0; b < blocks; b++)
        for (k = 0; k < count; k++)
            want[(size_t)b * count + k] = in[(size_t)b * count + count - 1 - k];
    CUDA_OK(cudaMalloc(&d_in, total * sizeof(int)));
    CUDA_OK(cudaMalloc(&d_out, total * sizeof(int)));
    CUDA_OK(cudaMemcpy(d_in, in, total * sizeof(int), cudaMemcpyHostToDevice));
    CUDA_OK(cudaMemset(d_out, COMPAT_POISON, total * sizeof(int)));

    /* Over 48 KiB without opting in: the launch fails. */
    dyn_reverse<<<blocks, 512, bytes>>>(d_in, d_out, count);
    last_error_is(cudaErrorInvalidValue, "100 KiB of dynamic shared memory without the attribute");
    CUDA_OK(cudaDeviceSynchronize());

    memset(&a, 0, sizeof a);
    CUDA_OK(cudaFuncGetAttributes(&a, dyn_reverse));
    diag("dyn_reverse: max dynamic shared %d by default", a.maxDynamicSharedSizeBytes);
    CUDA_OK(cudaFuncSetAttribute(dyn_reverse, cudaFuncAttributeMaxDynamicSharedMemorySize, bytes));
    CUDA_OK(cudaFuncGetAttributes(&a, dyn_reverse));
    is_int(bytes, a.maxDynamicSharedSizeBytes, "cudaFuncGetAttributes sees the new maximum");
    FAILS_WITH(cudaErrorInvalidValue,
               cudaFuncSetAttribute(dyn_reverse, cudaFuncAttributeMaxDynamicSharedMemorySize,
                                    optin_smem + 1));

    dyn_reverse<<<blocks, 512, bytes>>>(d_in, d_out, count);
    is_err(cudaSuccess, cudaGetLastError(), "the launch with 100 KiB of dynamic shared memory");
    poison(out, total * sizeof(int));
    CUDA_OK(cudaMemcpy(out, d_out, total * sizeof(int), cudaMemcpyDeviceToHost));
    ints_equal(want, out, total, "dyn_reverse reverses 100 KiB per block through shared memory");

    CUDA_OK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&n, dyn_reverse, 512, bytes));
    diag("occupancy of dyn_reverse with 100 KiB: %d blocks per SM", n);
    ok(n >= 1 && (size_t)n * bytes <= (size_t)smem_per_sm,
       "occupancy with 100 KiB per block fits the SM's shared memory");
    CUDA_OK(cudaFree(d_in));
    CUDA_OK(cudaFree(d_out));
    free(in);
    free(out);
    free(want);
}

static void test_occupancy(void)
{
    int n = -1, n2 = -1, n3 = -1;

    CUDA_OK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&n, bounded, 256, 0));
    diag("occupancy of bounded with 256 threads: %d blocks per SM", n);
    ok(n >= 1 && n * 256 <= max_threads_sm, "1 <= blocks and blocks * 256 <= threads per SM");
    CUDA_OK(cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(&n2, bounded, 256, 0,
                                                                    cudaOccupancyDefault));
    is_int(n, n2, "WithFlags(cudaOccupancyDefault) agrees");
    CUDA_OK(cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags(
        &n3, (const void *)bounded, 256, 0, cudaOccupancyDisableCachingOverride));
    ok(n3 >= 1, "WithFlags(cudaOccupancyDisableCachingOverride) gives %d", n3);
    CUDA_OK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&n, static_reverse, 1024, 0));
    ok(n >= 1 && n * 1024 <= max_threads_sm, "static_reverse at 1024 threads: %d blocks per SM", n);
    FAILS_WITH(COMPAT_NO_KERNEL,
               cudaOccupancyMaxActiveBlocksPerMultiprocessor(&n, (const void *)not_a_kernel, 256, 0));
}

static void test_cooperative(void)
{
    int supported = 0, per_sm = 0, n, i, grid;
    int *in, *out, *want, *d_in = NULL, *d_tmp = NULL, *d_out = NULL;
    const int block = 256;
    void *args[4];
    cudaStream_t s;

    CUDA_OK(cudaDeviceGetAttribute(&supported, cudaDevAttrCooperativeLaunch, 0));
    if (!supported) {
        skip(1, "no cooperative launch on this device");
        return;
    }
    CUDA_OK(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&per_sm, coop, block, 0));
    grid = per_sm * sm_count;
    n = grid * block - 17;
    diag("cooperative grid of %d blocks (%d per SM)", grid, per_sm);
    in = (int *)malloc((size_t)n * sizeof(int));
    out = (int *)malloc((size_t)n * sizeof(int));
    want = (int *)malloc((size_t)n * sizeof(int));
    if (in == NULL || out == NULL || want == NULL)
        bail("out of host memory");
    fill_random_int(in, (size_t)n, 1 << 20);
    for (i = 0; i < n; i++) {
        int j = (i + block * 3 + 1) % n;

        want[i] = (in[j] * 2 + 1) - (in[i] * 2 + 1);
    }
    CUDA_OK(cudaStreamCreate(&s));
    CUDA_OK(cudaMalloc(&d_in, (size_t)n * sizeof(int)));
    CUDA_OK(cudaMalloc(&d_tmp, (size_t)n * sizeof(int)));
    CUDA_OK(cudaMalloc(&d_out, (size_t)n * sizeof(int)));
    CUDA_OK(cudaMemcpy(d_in, in, (size_t)n * sizeof(int), cudaMemcpyHostToDevice));
    CUDA_OK(cudaMemset(d_tmp, COMPAT_POISON, (size_t)n * sizeof(int)));
    CUDA_OK(cudaMemset(d_out, COMPAT_POISON, (size_t)n * sizeof(int)));
    args[0] = &d_in;
    args[1] = &d_tmp;
    args[2] = &d_out;
    args[3] = &n;
    CUDA_OK(cudaLaunchCooperativeKernel((const void *)coop, dim3(grid), dim3(block), args, 0, s));
    CUDA_OK(cudaStreamSynchronize(s));
    poison(out, (size_t)n * sizeof(int));
    CUDA_OK(cudaMemcpy(out, d_out, (size_t)n * sizeof(int), cudaMemcpyDeviceToHost));
    ints_equal(want, out, (size_t)n, "a cooperative kernel syncs the whole grid");

    /* 12.x's template takes a const T *, which no kernel converts to */
#if CUDART_VERSION >= 13000
    CUDA_OK(cudaMemset(d_out, COMPAT_POISON, (size_t)n * sizeof(int)));
    CUDA_OK(cudaLaunchCooperativeKernel(coop, dim3(grid), dim3(block), args));
    poison(out, (size_t)n * sizeof(int));
    CUDA_OK(cudaMemcpy(out, d_out, (size_t)n * sizeof(int), cudaMemcpyDeviceToHost));
    ints_equal(want, out, (size_t)n, "the C++ template on the default stream too");
#endif

    FAILS_WITH(cudaErrorCooperativeLaunchTooLarge,
               cudaLaunchCooperativeKernel((const void *)coop, dim3(grid + 1), dim3(block), args, 0, s));
    CUDA_OK(cudaStreamDestroy(s));
    cudaFree(d_in);
    cudaFree(d_tmp);
    cudaFree(d_out);
    free(in);
    free(out);
    free(want);
}

static void test_profiler(void)
{
    CUDA_OK(cudaProfilerStart());
    CUDA_OK(cudaProfilerStop());
    CUDA_OK(cudaProfilerStop());
    CUDA_OK(cudaProfilerStart());
    CUDA_OK(cudaProfilerStart());
    CUDA_OK(cudaProfilerStop());
}

int main(void)
{
    compat_begin();
    CUDA_OK(cudaDeviceGetAttribute(&device_major, cudaDevAttrComputeCapabilityMajor, 0));
    CUDA_OK(cudaDeviceGetAttribute(&device_minor, cudaDevAttrComputeCapabilityMinor, 0));
    CUDA_OK(cudaDeviceGetAttribute(&sm_count, cudaDevAttrMultiProcessorCount, 0));
    CUDA_OK(cudaDeviceGetAttribute(&optin_smem, cudaDevAttrMaxSharedMemoryPerBlockOptin, 0));
    CUDA_OK(cudaDeviceGetAttribute(&max_threads_sm, cudaDevAttrMaxThreadsPerMultiProcessor, 0));
    CUDA_OK(cudaDeviceGetAttribute(&smem_per_sm, cudaDevAttrMaxSharedMemoryPerMultiprocessor, 0));
    test_arguments();
    test_templates();
    test_attributes();
    test_dynamic_shared();
    test_occupancy();
    test_cooperative();
    test_profiler();
    return 0;
}
