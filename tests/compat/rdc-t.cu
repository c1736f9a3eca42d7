/* SPDX-License-Identifier: MIT */
/*
 * Separate compilation: three units built with -rdc=true and linked on the
 * device (see rdc.h). Kernels here and in rdc-b.cu call device functions of
 * other units, read a __constant__ table and count into a __device__
 * variable that rdc-c.cu defines; this unit reaches those variables with
 * the symbol API through their extern declarations.
 */
#include "tests/compat/compat.h"
#include "tests/compat/rdc.h"

#include <stdlib.h>

enum { N = 5000 };

/* x[i] = rdc_twice_mix(x[i], i) + rdc_mix(i, i) (both across units) */
__global__ void t_kernel(int *x, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;

    if (i < n)
        x[i] = rdc_twice_mix(x[i], i) + rdc_mix(i, i);
}

static int table[RDC_TABLE], in_host[N], out_host[N], want[N];

static int mix(int x, int i)
{
    return x * 3 + table[i % RDC_TABLE];
}

int main(void)
{
    int *d = NULL, calls = -1, zero = 0, k = (int)(test_rand() % 1000), i, seen = 0;
    cudaStream_t s = NULL;
    void *addr = NULL;
    size_t size = 0;

    compat_begin();
    fill_random_int(table, RDC_TABLE, 1000);
    k = (int)(test_rand() % 1000);
    CUDA_OK(rdc_c_set_table(table));
    CUDA_OK(cudaMemcpyToSymbol(rdc_calls, &zero, sizeof zero));
    CUDA_OK(cudaGetSymbolSize(&size, rdc_table));
    is_uint(RDC_TABLE * sizeof(int), size, "cudaGetSymbolSize of another unit's __constant__ table");
    CUDA_OK(cudaGetSymbolAddress(&addr, rdc_calls));
    ok(addr != NULL, "cudaGetSymbolAddress of another unit's __device__ variable");

    CUDA_OK(cudaMalloc(&d, sizeof in_host));
    fill_random_int(in_host, N, 1 << 12);
    CUDA_OK(cudaMemcpy(d, in_host, sizeof in_host, cudaMemcpyHostToDevice));
    t_kernel<<<(N + 255) / 256, 256>>>(d, N);
    CUDA_OK(cudaGetLastError());
    poison(out_host, sizeof out_host);
    CUDA_OK(cudaMemcpy(out_host, d, sizeof out_host, cudaMemcpyDeviceToHost));
    for (i = 0; i < N; i++)
        want[i] = mix(in_host[i], i) * 2 + mix(i, i);
    ints_equal(want, out_host, N, "a kernel calling device functions of two other units");

    CUDA_OK(cudaStreamCreate(&s));
    CUDA_OK(rdc_b_launch(d, N, k, s));
    CUDA_OK(cudaStreamSynchronize(s));
    poison(in_host, sizeof in_host);
    CUDA_OK(cudaMemcpy(in_host, d, sizeof in_host, cudaMemcpyDeviceToHost));
    for (i = 0; i < N; i++)
        want[i] = mix(out_host[i], i) * 2 - k;
    ints_equal(want, in_host, N, "another unit's kernel, launched there, on a stream");

    CUDA_OK(rdc_c_calls(&calls));
    is_int(2 * N, calls, "rdc_calls counted every call, read from the defining unit");
    CUDA_OK(cudaMemcpyFromSymbol(&seen, rdc_calls, sizeof seen));
    is_int(2 * N, seen, "and through this unit's extern declaration");
    CUDA_OK(cudaMemcpy(&seen, addr, sizeof seen, cudaMemcpyDeviceToHost));
    is_int(2 * N, seen, "and at the address cudaGetSymbolAddress gave");

    CUDA_OK(cudaStreamDestroy(s));
    CUDA_OK(cudaFree(d));
    return 0;
}
