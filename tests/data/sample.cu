/* SPDX-License-Identifier: MIT */
// tests/data/sample.cu -- a small CUDA file the tests compile into fatbins
// of several shapes (architectures, PTX or SASS, compressed or not).
#include <cstdio>

extern "C" __global__ void sample_scale(float *x, float s, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        x[i] = sinf(x[i]) * s + cosf(x[i]);
}

template <int N> __global__ void sample_times(double *a)
{
    a[threadIdx.x] *= N;
}
template __global__ void sample_times<3>(double *);

extern "C" __global__ void sample_hello(int n)
{
    if (threadIdx.x == 0)
        printf("sample %d %d\n", n, blockIdx.x);
}

__constant__ int sample_table[64];
__device__ int sample_counter;
