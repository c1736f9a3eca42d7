/* SPDX-License-Identifier: MIT */
/*
 * Managed memory as compat/memory.c allocates it and compat/register.c
 * registers it: __managed__ variables (static initialiser visible from
 * the host before any kernel, host writes, kernel reads and writes, host
 * reads after a sync) and cudaMallocManaged (cudaMemAttachGlobal and
 * cudaMemAttachHost; host, kernels, cudaMemcpy and cudaMemset on it). The
 * calls of compat/direct/managed.c are managed-t's.
 */
#include "tests/compat/compat.h"

#include <stdlib.h>

enum { N = 4096 };

__managed__ int managed_counter = 5;
__managed__ int managed_data[N];

/* managed_data[i] = managed_data[i] * 3 - i; counts the threads. */
__global__ void triple_minus_index(int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;

    if (i < n) {
        managed_data[i] = managed_data[i] * 3 - i;
        atomicAdd(&managed_counter, 1);
    }
}

/* p[i] = p[i] ^ key, q[i] = p[i] + 1 */
__global__ void xor_next(int *p, int *q, int key, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;

    if (i < n) {
        p[i] ^= key;
        q[i] = p[i] + 1;
    }
}

static void test_managed_variables(void)
{
    static int want[N];
    int i, rounds;

    is_int(5, managed_counter, "a __managed__ variable's initialiser is visible from the host");
    for (rounds = 0; rounds < 2; rounds++) {
        fill_random_int(managed_data, N, 1 << 20);
        for (i = 0; i < N; i++)
            want[i] = managed_data[i] * 3 - i;
        managed_counter = 100 * rounds;
        triple_minus_index<<<N / 128, 128>>>(N);
        is_err(cudaSuccess, cudaGetLastError(), "round %d: launch", rounds);
        is_err(cudaSuccess, cudaDeviceSynchronize(), "round %d: sync", rounds);
        ints_equal(want, managed_data, N, rounds == 0 ? "round 0: the kernel updated the host's data"
                                                      : "round 1: and again");
        is_int(100 * rounds + N, managed_counter, "round %d: every thread counted", rounds);
    }
    {
        void *addr = NULL;
        size_t size = 0;
        cudaError_t e1, e2;
        int copy[N];

        /* Symbol lookups of a __managed__ variable: shown, not asserted. */
        e1 = cudaGetSymbolSize(&size, managed_data);
        e2 = cudaGetSymbolAddress(&addr, managed_data);
        diag("cudaGetSymbolSize(managed_data): %s, %zu; cudaGetSymbolAddress: %s, %s",
             cudaGetErrorName(e1), size, cudaGetErrorName(e2),
             addr == (void *)managed_data ? "the managed address" : "another address");
        (void)cudaGetLastError();
        poison(copy, sizeof copy);
        CUDA_OK(cudaMemcpy(copy, managed_data, sizeof copy, cudaMemcpyDefault));
        ints_equal(want, copy, N, "cudaMemcpy from a __managed__ variable");
    }
}

static void test_malloc_managed(unsigned int flags, const char *name)
{
    int *p = NULL, *q = NULL, *want, *want2, i;
    int key = (int)(test_rand() & 0x7fffffff);
    char what[160];

    want = compat_ints(N);
    want2 = compat_ints(N);
    if (!is_err(cudaSuccess, cudaMallocManaged((void **)&p, N * sizeof(int), flags),
                "cudaMallocManaged(%s)", name))
        return;
    CUDA_OK(cudaMallocManaged((void **)&q, N * sizeof(int)));
    fill_random_int(p, N, 1 << 30);
    poison(q, N * sizeof(int));
    for (i = 0; i < N; i++) {
        want[i] = p[i] ^ key;
        want2[i] = want[i] + 1;
    }
    xor_next<<<N / 256, 256>>>(p, q, key, N);
    CUDA_OK(cudaDeviceSynchronize());
    snprintf(what, sizeof what, "%s: the host sees the kernel's writes", name);
    ints_equal(want, p, N, what);
    snprintf(what, sizeof what, "%s: and those to a second allocation", name);
    ints_equal(want2, q, N, what);

    /* cudaMemset and cudaMemcpy treat it like any device memory. */
    CUDA_OK(cudaMemset(q, 0x3c, N * sizeof(int)));
    CUDA_OK(cudaDeviceSynchronize());
    for (i = 0; i < N; i++)
        want2[i] = 0x3c3c3c3c;
    snprintf(what, sizeof what, "%s: cudaMemset on managed memory", name);
    ints_equal(want2, q, N, what);
    CUDA_OK(cudaMemcpy(q, p, N * sizeof(int), cudaMemcpyDefault));
    snprintf(what, sizeof what, "%s: cudaMemcpy between managed allocations", name);
    ints_equal(want, q, N, what);

    CUDA_OK(cudaFree(p));
    CUDA_OK(cudaFree(q));
    free(want);
    free(want2);
}

int main(void)
{
    void *p = NULL;

    compat_begin();
    test_managed_variables();
    test_malloc_managed(cudaMemAttachGlobal, "cudaMemAttachGlobal");
    test_malloc_managed(cudaMemAttachHost, "cudaMemAttachHost");
    FAILS_WITH(cudaErrorInvalidValue, cudaMallocManaged(NULL, 64, cudaMemAttachGlobal));
    FAILS_WITH(cudaErrorInvalidValue, cudaMallocManaged(&p, 64, 0));
    return 0;
}
