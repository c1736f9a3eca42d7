/* SPDX-License-Identifier: MIT */
// kernels/reduce.cu -- sum reductions with warp shuffles.
//
// Each block reduces a grid-stride slice: every thread accumulates, each
// warp folds its values with __shfl_down_sync, warp leaders meet in shared
// memory and the first warp folds those. cufw_reduce_sum_f32 writes one
// partial sum per block (the host or a second pass adds them);
// cufw_reduce_sum_u32 adds its block's total to one 64-bit counter, exact.

#include <stddef.h>

template <typename T> __device__ T warp_sum(T v)
{
    for (int offset = 16; offset > 0; offset /= 2)
        v += __shfl_down_sync(0xffffffffu, v, offset);
    return v;
}

template <typename T> __device__ T block_sum(T v)
{
    __shared__ T lanes[32];
    int lane = threadIdx.x % 32, warp = threadIdx.x / 32;

    v = warp_sum(v);
    if (lane == 0)
        lanes[warp] = v;
    __syncthreads();
    v = threadIdx.x < (blockDim.x + 31) / 32 ? lanes[lane] : T(0);
    if (warp == 0)
        v = warp_sum(v);
    return v;
}

// 16-byte loads, two in flight per thread, four partial sums (when the
// input is 16-byte aligned; a scalar loop takes the rest).
extern "C" __global__ void cufw_reduce_sum_f32(const float *__restrict__ in, size_t n,
                                               float *block_sums)
{
    size_t tid = (size_t)blockIdx.x * blockDim.x + threadIdx.x;
    size_t stride = (size_t)gridDim.x * blockDim.x;
    size_t head = 0;
    float a0 = 0.0f, a1 = 0.0f, a2 = 0.0f, a3 = 0.0f;

    if (((size_t)in & 15) == 0) {
        const float4 *in4 = (const float4 *)in;
        size_t n4 = n / 4, i = tid;

        for (; i + stride < n4; i += 2 * stride) {
            float4 u = in4[i], v = in4[i + stride];
            a0 += u.x + v.x;
            a1 += u.y + v.y;
            a2 += u.z + v.z;
            a3 += u.w + v.w;
        }
        if (i < n4) {
            float4 u = in4[i];
            a0 += u.x;
            a1 += u.y;
            a2 += u.z;
            a3 += u.w;
        }
        head = n4 * 4;
    }
    for (size_t i = head + tid; i < n; i += stride)
        a0 += in[i];
    float acc = block_sum((a0 + a1) + (a2 + a3));
    if (threadIdx.x == 0)
        block_sums[blockIdx.x] = acc;
}

extern "C" __global__ void cufw_reduce_sum_u32(const unsigned *in, size_t n,
                                               unsigned long long *total)
{
    size_t stride = (size_t)gridDim.x * blockDim.x;
    unsigned long long acc = 0;

    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride)
        acc += in[i];
    acc = block_sum(acc);
    if (threadIdx.x == 0)
        atomicAdd(total, acc);
}
