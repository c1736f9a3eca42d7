/* SPDX-License-Identifier: MIT */
// kernels/vector.cu -- element-wise kernels: vector add, saxpy, fill, triad.
//
// All take 64-bit sizes and walk the data with a grid-stride loop, so any
// grid covers any size (the triad runs over buffers larger than 2^31 bytes).
// The triad uses 16-byte loads and stores when its pointers allow it.

#include <stddef.h>

extern "C" __global__ void cufw_vadd(const float *a, const float *b, float *c, size_t n)
{
    size_t stride = (size_t)gridDim.x * blockDim.x;
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride)
        c[i] = a[i] + b[i];
}

extern "C" __global__ void cufw_saxpy(float alpha, const float *x, float *y, size_t n)
{
    size_t stride = (size_t)gridDim.x * blockDim.x;
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride)
        y[i] = alpha * x[i] + y[i];
}

extern "C" __global__ void cufw_fill_u32(unsigned *p, unsigned value, size_t n)
{
    size_t stride = (size_t)gridDim.x * blockDim.x;
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride)
        p[i] = value;
}

// a = b + scalar * c
extern "C" __global__ void cufw_triad(float *a, const float *b, const float *c, float scalar,
                                      size_t n)
{
    size_t tid = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
    size_t stride = (size_t)gridDim.x * blockDim.x;
    size_t head = 0;

    if ((((size_t)a | (size_t)b | (size_t)c) & 15) == 0) {
        size_t n4 = n / 4;
        float4 *a4 = (float4 *)a;
        const float4 *b4 = (const float4 *)b;
        const float4 *c4 = (const float4 *)c;

        for (size_t i = tid; i < n4; i += stride) {
            float4 x = b4[i], y = c4[i];
            float4 r;
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
