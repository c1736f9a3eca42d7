/* SPDX-License-Identifier: MIT */
// bench/realistic.cu -- the realistic footprint program: what a small real
// CUDA program calls, where trivial.cu calls the least. A vector add over
// pinned host memory split between two non-blocking streams (each half
// copied in, added and copied out on its own stream), events to join the
// streams and time the whole, then a timed synchronous copy; every element
// checked, every object freed, every error named. bench/local.mk compiles
// it once and links it twice, against libcudart_static.a
// (realistic-cudart) and with `nvcc -cudart none` against libcufw_cudart.a
// and libcufw.a (realistic-compat), both with --gc-sections; `make
// bench-footprint` sizes both (docs/BENCHMARKS.md, method 3).
// Exit status: 0 right, 1 wrong or an error, 77 no GPU.

#include <cstdio>

#define N (1 << 20)
#define HALF (N / 2)
#define STREAMS 2

extern "C" __global__ void bench_vadd(const float *a, const float *b, float *c, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;

    if (i < n)
        c[i] = a[i] + b[i];
}

// Name the failed call and its error, and fail.
#define CK(call)                                                                                   \
    do {                                                                                           \
        cudaError_t e_ = (call);                                                                   \
        if (e_ != cudaSuccess) {                                                                   \
            fprintf(stderr, "realistic: %s: %s (%s)\n", #call, cudaGetErrorString(e_),            \
                    cudaGetErrorName(e_));                                                         \
            return 1;                                                                              \
        }                                                                                          \
    } while (0)

int main(void)
{
    float *h_a = NULL, *h_b = NULL, *h_c = NULL, *d_a = NULL, *d_b = NULL, *d_c = NULL;
    cudaStream_t s[STREAMS];
    cudaEvent_t start, stop, done[STREAMS];
    float ms_add = 0, ms_copy = 0;
    size_t bytes = N * sizeof(float);
    int count = 0, bad = 0, i;

    if (cudaGetDeviceCount(&count) != cudaSuccess || count == 0) {
        fprintf(stderr, "realistic: no GPU\n");
        return 77;
    }
    CK(cudaSetDevice(0));
    CK(cudaMallocHost((void **)&h_a, bytes));
    CK(cudaMallocHost((void **)&h_b, bytes));
    CK(cudaMallocHost((void **)&h_c, bytes));
    CK(cudaMalloc((void **)&d_a, bytes));
    CK(cudaMalloc((void **)&d_b, bytes));
    CK(cudaMalloc((void **)&d_c, bytes));
    for (i = 0; i < N; i++) {
        h_a[i] = (float)(i % 1000);
        h_b[i] = (float)(i % 7) * 0.5f;
        h_c[i] = -1.0f;
    }
    CK(cudaEventCreate(&start));
    CK(cudaEventCreate(&stop));
    for (i = 0; i < STREAMS; i++) {
        CK(cudaStreamCreateWithFlags(&s[i], cudaStreamNonBlocking));
        CK(cudaEventCreateWithFlags(&done[i], cudaEventDisableTiming));
    }

    // Both halves at once, one a stream; the first stream waits for the
    // second, so that stop follows all the work.
    CK(cudaEventRecord(start, s[0]));
    for (i = 0; i < STREAMS; i++) {
        size_t off = (size_t)i * HALF;

        CK(cudaMemcpyAsync(d_a + off, h_a + off, HALF * sizeof(float), cudaMemcpyHostToDevice,
                           s[i]));
        CK(cudaMemcpyAsync(d_b + off, h_b + off, HALF * sizeof(float), cudaMemcpyHostToDevice,
                           s[i]));
        bench_vadd<<<(HALF + 255) / 256, 256, 0, s[i]>>>(d_a + off, d_b + off, d_c + off, HALF);
        CK(cudaGetLastError());
        CK(cudaMemcpyAsync(h_c + off, d_c + off, HALF * sizeof(float), cudaMemcpyDeviceToHost,
                           s[i]));
        CK(cudaEventRecord(done[i], s[i]));
    }
    CK(cudaStreamWaitEvent(s[0], done[1], 0));
    CK(cudaEventRecord(stop, s[0]));
    CK(cudaEventSynchronize(stop));
    CK(cudaEventElapsedTime(&ms_add, start, stop));
    for (i = 0; i < N; i++)
        bad += h_c[i] != (float)(i % 1000) + (float)(i % 7) * 0.5f;

    // A timed copy on the default stream.
    CK(cudaEventRecord(start, 0));
    CK(cudaMemcpy(d_c, h_a, bytes, cudaMemcpyHostToDevice));
    CK(cudaEventRecord(stop, 0));
    CK(cudaEventSynchronize(stop));
    CK(cudaEventElapsedTime(&ms_copy, start, stop));
    CK(cudaDeviceSynchronize());

    for (i = 0; i < STREAMS; i++) {
        CK(cudaEventDestroy(done[i]));
        CK(cudaStreamDestroy(s[i]));
    }
    CK(cudaEventDestroy(start));
    CK(cudaEventDestroy(stop));
    CK(cudaFree(d_a));
    CK(cudaFree(d_b));
    CK(cudaFree(d_c));
    CK(cudaFreeHost(h_a));
    CK(cudaFreeHost(h_b));
    CK(cudaFreeHost(h_c));
    printf("realistic: %d of %d wrong; two streams %.3f ms; copy %.2f GB/s\n", bad, N, ms_add,
           ms_copy > 0 ? (double)bytes / (ms_copy * 1e6) : 0.0);
    return bad != 0;
}
