/* SPDX-License-Identifier: MIT */
/*
 * Two translation units (this file and multitu-b.cu), each with its own
 * fatbin, kernels and __device__ variables. A static __device__ variable and
 * a static kernel have the same names in both: each launch and each symbol
 * copy must reach its own unit's module. Kernels of both units work on the
 * same data on one stream.
 */
#include "tests/compat/compat.h"
#include "tests/compat/multitu.h"

#include <stdlib.h>

static __device__ int tu_value = 1000;
__device__ int a_table[64];

static __global__ void get_tu(int *out)
{
    out[threadIdx.x] = tu_value + (int)threadIdx.x;
}

/* x[i] = x[i] + a_table[i % 64] */
__global__ void a_add_table(int *x, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;

    if (i < n)
        x[i] += a_table[i % 64];
}

static void check_get(int base_a, int base_b, const char *when)
{
    int out[64], want[64], *d = NULL, t;

    CUDA_OK(cudaMalloc(&d, sizeof out));
    for (t = 0; t < 64; t++)
        want[t] = base_a + t;
    CUDA_OK(cudaMemset(d, COMPAT_POISON, sizeof out));
    get_tu<<<1, 64>>>(d);
    is_err(cudaSuccess, cudaGetLastError(), "%s: this unit's get_tu launch", when);
    poison(out, sizeof out);
    CUDA_OK(cudaMemcpy(out, d, sizeof out, cudaMemcpyDeviceToHost));
    ints_equal(want, out, 64, when);

    for (t = 0; t < 64; t++)
        want[t] = base_b + t;
    CUDA_OK(cudaMemset(d, COMPAT_POISON, sizeof out));
    is_err(cudaSuccess, multitu_b_get(d, 64, 0), "%s: the other unit's get_tu launch", when);
    poison(out, sizeof out);
    CUDA_OK(cudaMemcpy(out, d, sizeof out, cudaMemcpyDeviceToHost));
    ints_equal(want, out, 64, "the other unit's get_tu reads its own tu_value");
    CUDA_OK(cudaFree(d));
}

static void test_same_names(void)
{
    int a = (int)(test_rand() % 100000), b = 200000 + (int)(test_rand() % 100000), v = 0;
    cudaFuncAttributes fa, fb;

    check_get(1000, 2000, "initial values: this unit's get_tu reads its own tu_value");
    CUDA_OK(cudaMemcpyToSymbol(tu_value, &a, sizeof a));
    check_get(a, 2000, "after setting this unit's tu_value");
    is_err(cudaSuccess, multitu_b_set(b), "setting the other unit's tu_value");
    check_get(a, b, "after setting both");
    CUDA_OK(cudaMemcpyFromSymbol(&v, tu_value, sizeof v));
    is_int(a, v, "this unit's tu_value reads back");
    v = 0;
    is_err(cudaSuccess, multitu_b_read(&v), "reading the other unit's tu_value");
    is_int(b, v, "the other unit's tu_value reads back");

    CUDA_OK(cudaFuncGetAttributes(&fa, get_tu));
    is_err(cudaSuccess, multitu_b_attributes(&fb), "cudaFuncGetAttributes in the other unit");
}

static void test_shared_work(void)
{
    enum { N = 50000 };
    int *x = (int *)malloc(N * sizeof(int)), *want = (int *)malloc(N * sizeof(int));
    int table[64], *d = NULL, k = (int)(test_rand() % 1000), i;
    long long sum = 0, want_sum = 0;
    cudaStream_t s;

    if (x == NULL || want == NULL)
        bail("out of host memory");
    fill_random_int(x, N, 1000);
    fill_random_int(table, 64, 5000);
    for (i = 0; i < N; i++) {
        want[i] = x[i] + table[i % 64];
        want[i] = want[i] * want[i] - k;
        want_sum += want[i];
    }
    CUDA_OK(cudaStreamCreate(&s));
    CUDA_OK(cudaMalloc(&d, N * sizeof(int)));
    CUDA_OK(cudaMemcpyToSymbolAsync(a_table, table, sizeof table, 0, cudaMemcpyHostToDevice, s));
    CUDA_OK(cudaMemcpyAsync(d, x, N * sizeof(int), cudaMemcpyHostToDevice, s));
    is_err(cudaSuccess, multitu_b_clear(), "clearing the other unit's sum");
    a_add_table<<<(N + 255) / 256, 256, 0, s>>>(d, N);
    is_err(cudaSuccess, cudaGetLastError(), "this unit's kernel");
    is_err(cudaSuccess, multitu_b_square_minus(d, N, k, s), "the other unit's template kernel");
    is_err(cudaSuccess, multitu_b_accumulate(d, N, s), "the other unit's accumulate kernel");
    poison(x, N * sizeof(int));
    CUDA_OK(cudaMemcpyAsync(x, d, N * sizeof(int), cudaMemcpyDeviceToHost, s));
    CUDA_OK(cudaStreamSynchronize(s));
    ints_equal(want, x, N, "kernels of two units in one stream");
    is_err(cudaSuccess, multitu_b_sum(&sum), "reading the other unit's sum");
    is_int(want_sum, sum, "the other unit's __device__ sum");
    CUDA_OK(cudaStreamDestroy(s));
    CUDA_OK(cudaFree(d));
    free(x);
    free(want);
}

int main(void)
{
    compat_begin();
    test_same_names();
    test_shared_work();
    return 0;
}
