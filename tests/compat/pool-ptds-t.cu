/* SPDX-License-Identifier: MIT */
/*
 * compat/direct/pool.c and managed.c under --default-stream per-thread (as
 * ptds-t and array-ptds-t): the headers call the _ptsz entry points of the
 * pool and unified-memory families, whose null stream is the calling
 * thread's own default stream. cudaMallocFromPoolAsync and
 * cudaStreamAttachMemAsync on it around kernels on random data (CPU
 * reference), and the batched prefetch/discard calls, which refuse the
 * legacy default stream (documented) but take the per-thread one -- here
 * the null stream; cudaStreamLegacy named explicitly is still refused.
 */
#include "tests/compat/compat.h"

#include <stdlib.h>

#ifndef CUDA_API_PER_THREAD_DEFAULT_STREAM
#error "pool-ptds-t.cu must be built with --default-stream per-thread"
#endif

enum { N = 1 << 15, BUFS = 2 };

/* p[i] = p[i] * 5 - (i ^ key) */
__global__ void ptsz_update(int *p, int key, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;

    if (i < n)
        p[i] = p[i] * 5 - (i ^ key);
}

/* p[i] = i * key - 9 (writes only) */
__global__ void ptsz_overwrite(int *p, int key, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;

    if (i < n)
        p[i] = i * key - 9;
}

static int *host, *want;

static void test_pool(void)
{
    cudaMemPool_t pool = NULL;
    int *d = NULL, key = (int)(test_rand() & 0xffff), i;

    CUDA_OK(cudaDeviceGetDefaultMemPool(&pool, 0));
    fill_random_int(host, N, 1 << 20);
    for (i = 0; i < N; i++)
        want[i] = host[i] * 5 - (i ^ key);
    CUDA_OK(cudaMallocFromPoolAsync((void **)&d, N * sizeof(int), pool, 0));
    CUDA_OK(cudaMemcpyAsync(d, host, N * sizeof(int), cudaMemcpyHostToDevice, 0));
    ptsz_update<<<N / 256, 256>>>(d, key, N);
    CUDA_OK(cudaGetLastError());
    poison(host, N * sizeof(int));
    CUDA_OK(cudaMemcpyAsync(host, d, N * sizeof(int), cudaMemcpyDeviceToHost, 0));
    CUDA_OK(cudaFreeAsync(d, 0));
    CUDA_OK(cudaStreamSynchronize(0));
    ints_equal(want, host, N,
               "cudaMallocFromPoolAsync on the per-thread stream: the kernel's output");
}

static void test_attach(void)
{
    int *p = NULL, key = (int)(test_rand() & 0xffff), i;

    CUDA_OK(cudaMallocManaged((void **)&p, N * sizeof(int), cudaMemAttachHost));
    CUDA_OK(cudaStreamAttachMemAsync(0, p, 0, cudaMemAttachSingle));
    CUDA_OK(cudaStreamSynchronize(0));
    fill_random_int(p, N, 1 << 20);
    for (i = 0; i < N; i++)
        want[i] = p[i] * 5 - (i ^ key);
    ptsz_update<<<N / 256, 256>>>(p, key, N);
    CUDA_OK(cudaGetLastError());
    CUDA_OK(cudaStreamSynchronize(0));
    ints_equal(want, p, N, "attached to the per-thread stream: the kernel's output");
    CUDA_OK(cudaFree(p));
}

#if CUDART_VERSION >= 13000
static void overwrite_and_check(int *p, const char *what)
{
    int key = (int)(test_rand() & 0xffff), i;

    for (i = 0; i < N; i++)
        want[i] = i * key - 9;
    ptsz_overwrite<<<N / 256, 256>>>(p, key, N);
    is_err(cudaSuccess, cudaGetLastError(), "%s: launch", what);
    is_err(cudaSuccess, cudaStreamSynchronize(0), "%s: sync", what);
    ints_equal(want, p, N, what);
}
#endif

#if CUDART_VERSION >= 13000
static void test_batches(void)
{
    struct cudaMemLocation loc;
    size_t idx = 0, sizes[BUFS];
    void *ptrs[BUFS];
    int *p[BUFS], b, last;

    loc.type = cudaMemLocationTypeDevice;
    loc.id = 0;
    for (b = 0; b < BUFS; b++) {
        p[b] = NULL;
        CUDA_OK(cudaMallocManaged((void **)&p[b], N * sizeof(int), cudaMemAttachGlobal));
        ptrs[b] = p[b];
        sizes[b] = N * sizeof(int);
    }
    CUDA_OK(cudaMemPrefetchBatchAsync(ptrs, sizes, BUFS, &loc, &idx, 1, 0, 0));
    CUDA_OK(cudaStreamSynchronize(0));
    for (b = 0; b < BUFS; b++) {
        last = -7;
        CUDA_OK(cudaMemRangeGetAttribute(&last, sizeof last,
                                         cudaMemRangeAttributeLastPrefetchLocation, p[b],
                                         N * sizeof(int)));
        is_int(0, last, "batch prefetch on the per-thread stream: buffer %d on the device", b);
    }
    overwrite_and_check(p[0], "after the batch prefetch: rewritten");
    CUDA_OK(cudaMemDiscardBatchAsync(ptrs, sizes, BUFS, 0, 0));
    overwrite_and_check(p[1], "after the batch discard: rewritten");
    CUDA_OK(cudaMemDiscardAndPrefetchBatchAsync(ptrs, sizes, BUFS, &loc, &idx, 1, 0, 0));
    overwrite_and_check(p[0], "after the batch discard and prefetch: rewritten");
    FAILS(cudaMemPrefetchBatchAsync(ptrs, sizes, BUFS, &loc, &idx, 1, 0, cudaStreamLegacy));
    FAILS(cudaMemDiscardBatchAsync(ptrs, sizes, BUFS, 0, cudaStreamLegacy));
    for (b = 0; b < BUFS; b++)
        CUDA_OK(cudaFree(p[b]));
}
#endif

int main(void)
{
    int pools = 0, managed = 0, concurrent = 0;

    compat_begin();
    if (cudaDeviceGetAttribute(&pools, cudaDevAttrMemoryPoolsSupported, 0) != cudaSuccess ||
        cudaDeviceGetAttribute(&managed, cudaDevAttrManagedMemory, 0) != cudaSuccess ||
        cudaDeviceGetAttribute(&concurrent, cudaDevAttrConcurrentManagedAccess, 0) !=
            cudaSuccess ||
        !pools || !managed || !concurrent)
        skip_all("device 0 lacks memory pools or concurrent managed memory");
    host = compat_ints(N);
    want = compat_ints(N);
    CUDA_OK(cudaSetDevice(0));
    test_pool();
    test_attach();
#if CUDART_VERSION >= 13000
    test_batches();
#endif
    free(host);
    free(want);
    return 0;
}
