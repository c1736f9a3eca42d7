/* SPDX-License-Identifier: MIT */
/*
 * The second translation unit of multitu-t: its own fatbin, kernels and
 * variables, two of them with the same names as in multitu-t.cu (internal
 * linkage), so each must resolve within its own module.
 */
#include "tests/compat/multitu.h"

static __device__ int tu_value = 2000;
__device__ long long b_sum;

static __global__ void get_tu(int *out)
{
    out[threadIdx.x] = tu_value + (int)threadIdx.x;
}

__global__ void b_accumulate(const int *in, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;

    if (i < n)
        atomicAdd((unsigned long long *)&b_sum, (unsigned long long)(long long)in[i]);
}

template <typename T>
__global__ void b_square(T *x, int n, T k)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;

    if (i < n)
        x[i] = x[i] * x[i] - k;
}

cudaError_t multitu_b_get(int *dev_out, int threads, cudaStream_t s)
{
    get_tu<<<1, threads, 0, s>>>(dev_out);
    return cudaGetLastError();
}

cudaError_t multitu_b_set(int value)
{
    return cudaMemcpyToSymbol(tu_value, &value, sizeof value);
}

cudaError_t multitu_b_read(int *value)
{
    return cudaMemcpyFromSymbol(value, tu_value, sizeof *value);
}

cudaError_t multitu_b_accumulate(const int *dev_in, int n, cudaStream_t s)
{
    b_accumulate<<<(n + 255) / 256, 256, 0, s>>>(dev_in, n);
    return cudaGetLastError();
}

cudaError_t multitu_b_sum(long long *sum)
{
    return cudaMemcpyFromSymbol(sum, b_sum, sizeof *sum);
}

cudaError_t multitu_b_clear(void)
{
    long long zero = 0;

    return cudaMemcpyToSymbol(b_sum, &zero, sizeof zero);
}

cudaError_t multitu_b_square_minus(int *dev_x, int n, int k, cudaStream_t s)
{
    b_square<int><<<(n + 127) / 128, 128, 0, s>>>(dev_x, n, k);
    return cudaGetLastError();
}

cudaError_t multitu_b_attributes(cudaFuncAttributes *a)
{
    return cudaFuncGetAttributes(a, get_tu);
}
