/* SPDX-License-Identifier: MIT */
/*
 * The middle unit of rdc-t (see rdc.h): device code calling into rdc-c.cu,
 * called from rdc-t.cu, and a kernel of its own.
 */
#include "tests/compat/rdc.h"

__device__ int rdc_twice_mix(int x, int i)
{
    atomicAdd(&rdc_calls, 1);
    return rdc_mix(x, i) * 2;
}

static __global__ void b_kernel(int *x, int n, int k)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;

    if (i < n)
        x[i] = rdc_twice_mix(x[i], i) - k;
}

cudaError_t rdc_b_launch(int *dev_x, int n, int k, cudaStream_t s)
{
    b_kernel<<<(n + 127) / 128, 128, 0, s>>>(dev_x, n, k);
    return cudaGetLastError();
}
