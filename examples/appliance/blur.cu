/* SPDX-License-Identifier: MIT */
// examples/appliance/blur.cu -- the appliance's kernels: a 3x3 box blur of
// an 8-bit grey image and a 256-bin histogram.
//
// Both are extern "C" so that cufw finds them by their plain names, and
// both use integer arithmetic only, so the CPU can check every pixel and
// every bin exactly.

// out[y][x] = rounded mean of the 3x3 neighbourhood of in[y][x], edges
// clamped (the pixel beyond the border repeats the border), plus a
// brightness offset, the sum clamped to 0..255. One thread per output
// pixel; the grid may be larger than the image.
extern "C" __global__ void appliance_blur3(const unsigned char *in, unsigned char *out,
                                           unsigned width, unsigned height, int offset)
{
    unsigned x = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned y = blockIdx.y * blockDim.y + threadIdx.y;
    unsigned sum = 0;

    if (x >= width || y >= height)
        return;
    for (int dy = -1; dy <= 1; dy++) {
        int yy = min(max((int)y + dy, 0), (int)height - 1);
        for (int dx = -1; dx <= 1; dx++) {
            int xx = min(max((int)x + dx, 0), (int)width - 1);
            sum += in[(size_t)yy * width + xx];
        }
    }
    out[(size_t)y * width + x] = (unsigned char)min(max((int)((sum + 4) / 9) + offset, 0), 255);
}

// bins[v] += number of bytes equal to v in data[0..n). Each block counts
// into shared memory first, then adds its counts to the global bins; any
// grid size covers any n. bins must be zeroed by the caller.
extern "C" __global__ void appliance_histogram(const unsigned char *data, size_t n,
                                               unsigned *bins)
{
    __shared__ unsigned local[256];
    size_t stride = (size_t)gridDim.x * blockDim.x;

    for (unsigned i = threadIdx.x; i < 256; i += blockDim.x)
        local[i] = 0;
    __syncthreads();
    for (size_t i = (size_t)blockIdx.x * blockDim.x + threadIdx.x; i < n; i += stride)
        atomicAdd(&local[data[i]], 1u);
    __syncthreads();
    for (unsigned i = threadIdx.x; i < 256; i += blockDim.x)
        if (local[i] != 0)
            atomicAdd(&bins[i], local[i]);
}
