/* SPDX-License-Identifier: MIT */
// bench/trivial.cu -- the footprint program: the smallest useful CUDA
// program (allocate, copy in, launch, copy out, check, free). bench/local.mk
// compiles it once and links it twice, against libcudart_static.a
// (trivial-cudart) and with `nvcc -cudart none` against libcufw_cudart.a and
// libcufw.a (trivial-compat); trivial-core.c and trivial-raw.c do the same
// through cufw core and through the raw Driver API, on the same kernel.
// With the argument `rss` it also prints what it holds resident after the
// kernel's result is checked (bench/rss.h; area "rss" of bench-run).
// Exit status: 0 right, 1 wrong (or /proc unreadable), 77 no GPU.

#include <cstdio>
#include <cstring>

#include "rss.h" // beside this file: the -fatbin compile has no -I

#define N 4096

extern "C" __global__ void bench_scale(float *p, float s, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;

    if (i < n)
        p[i] *= s;
}

int main(int argc, char **argv)
{
    static float h[N];
    float *d = NULL;
    int i, bad = 0, rss = argc > 1 && strcmp(argv[1], "rss") == 0;

    for (i = 0; i < N; i++)
        h[i] = (float)(i % 97) + 0.5f;
    if (cudaMalloc((void **)&d, sizeof h) != cudaSuccess) {
        fprintf(stderr, "trivial: no GPU\n");
        return 77;
    }
    if (cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice) != cudaSuccess)
        return 1;
    bench_scale<<<(N + 255) / 256, 256>>>(d, 3.0f, N);
    if (cudaGetLastError() != cudaSuccess ||
        cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost) != cudaSuccess)
        return 1;
    for (i = 0; i < N; i++)
        bad += h[i] != 3.0f * ((float)(i % 97) + 0.5f);
    if (bad == 0 && rss && bench_rss_report("rt") != 0)
        return 1;
    cudaFree(d);
    printf("%strivial: %d of %d wrong\n", rss ? "# " : "", bad, N);
    return bad != 0;
}
