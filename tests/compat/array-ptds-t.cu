/* SPDX-License-Identifier: MIT */
/*
 * The array copies and 3D fills under --default-stream per-thread: the
 * Runtime header renames them to their _ptds (synchronous) and _ptsz
 * (stream) forms, which work on the calling thread's own default stream.
 * A kernel on that stream writes a buffer; the copies that follow it on
 * the same stream must see its result (stream order), and the synchronous
 * ones must have finished when they return. Every byte is compared with a
 * CPU reference over poisoned outputs.
 */
#include "tests/compat/compat.h"

#include <stdlib.h>

#pragma GCC diagnostic ignored "-Wdeprecated-declarations"

/* p[i] = i * k + b */
__global__ void k_fill(unsigned *p, size_t n, unsigned k, unsigned b)
{
    size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;

    if (i < n)
        p[i] = (unsigned)i * k + b;
}

static int words_ok(const unsigned *seen, size_t n, unsigned k, unsigned b, const char *what)
{
    size_t i;

    for (i = 0; i < n && seen[i] == (unsigned)i * k + b; i++)
        continue;
    if (ok(i == n, "%s", what))
        return 1;
    diag("first difference at [%zu]: wanted %u, seen %u", i, (unsigned)i * k + b, seen[i]);
    return 0;
}

int main(void)
{
    const size_t W = 300, H = 40, n = W * H, bytes = n * sizeof(unsigned);
    struct cudaChannelFormatDesc d = cudaCreateChannelDesc<unsigned>();
    unsigned *dev = NULL, *out = (unsigned *)malloc(bytes);
    unsigned k = 0, b = 0;
    unsigned char *bytes_out = (unsigned char *)malloc(bytes);
    struct cudaMemcpy3DParms p;
    struct cudaPitchedPtr pp;
    cudaArray_t a = NULL;
    size_t i;
    int value;

    compat_begin();
    if (out == NULL || bytes_out == NULL)
        bail("out of host memory");
    CUDA_OK(cudaMalloc((void **)&dev, bytes));
    CUDA_OK(cudaMallocArray(&a, &d, W, H));

    /* kernel, then cudaMemcpy2DToArray (_ptds) and back (_ptds) */
    k = (unsigned)test_rand();
    b = (unsigned)test_rand();
    k_fill<<<(unsigned)((n + 255) / 256), 256>>>(dev, n, k, b);
    CUDA_OK(cudaMemcpy2DToArray(a, 0, 0, dev, W * 4, W * 4, H, cudaMemcpyDeviceToDevice));
    poison(out, bytes);
    CUDA_OK(cudaMemcpy2DFromArray(out, W * 4, a, 0, 0, W * 4, H, cudaMemcpyDeviceToHost));
    words_ok(out, n, k, b, "per-thread: kernel, cudaMemcpy2DToArray, cudaMemcpy2DFromArray");

    /* kernel, then the async forms on the null (per-thread) stream */
    k = (unsigned)test_rand();
    b = (unsigned)test_rand();
    k_fill<<<(unsigned)((n + 255) / 256), 256>>>(dev, n, k, b);
    CUDA_OK(cudaMemcpy2DToArrayAsync(a, 0, 0, dev, W * 4, W * 4, H, cudaMemcpyDeviceToDevice, 0));
    poison(out, bytes);
    CUDA_OK(cudaMemcpy2DFromArrayAsync(out, W * 4, a, 0, 0, W * 4, H, cudaMemcpyDeviceToHost, 0));
    CUDA_OK(cudaStreamSynchronize(cudaStreamPerThread));
    words_ok(out, n, k, b, "per-thread: cudaMemcpy2DToArrayAsync, cudaMemcpy2DFromArrayAsync");

    /* the 1D forms */
    k = (unsigned)test_rand();
    b = (unsigned)test_rand();
    k_fill<<<(unsigned)((n + 255) / 256), 256>>>(dev, n, k, b);
    CUDA_OK(cudaMemcpyToArray(a, 0, 0, dev, bytes, cudaMemcpyDeviceToDevice));
    poison(out, bytes);
    CUDA_OK(cudaMemcpyFromArray(out, a, 0, 0, bytes, cudaMemcpyDeviceToHost));
    words_ok(out, n, k, b, "per-thread: cudaMemcpyToArray, cudaMemcpyFromArray");
    poison(out, bytes);
    CUDA_OK(cudaMemcpyFromArrayAsync(out, a, 0, 0, bytes, cudaMemcpyDeviceToHost, 0));
    CUDA_OK(cudaStreamSynchronize(cudaStreamPerThread));
    words_ok(out, n, k, b, "per-thread: cudaMemcpyFromArrayAsync");

    /* cudaMemcpy3D after a kernel, then cudaMemset3D of a pitched block */
    k = (unsigned)test_rand();
    b = (unsigned)test_rand();
    k_fill<<<(unsigned)((n + 255) / 256), 256>>>(dev, n, k, b);
    memset(&p, 0, sizeof p);
    p.srcPtr = make_cudaPitchedPtr(dev, W * 4, W, H);
    p.dstArray = a;
    p.extent = make_cudaExtent(W, H, 1);
    p.kind = cudaMemcpyDeviceToDevice;
    CUDA_OK(cudaMemcpy3D(&p));
    poison(out, bytes);
    memset(&p, 0, sizeof p);
    p.srcArray = a;
    p.dstPtr = make_cudaPitchedPtr(out, W * 4, W, H);
    p.extent = make_cudaExtent(W, H, 1);
    p.kind = cudaMemcpyDeviceToHost;
    CUDA_OK(cudaMemcpy3DAsync(&p, 0));
    CUDA_OK(cudaStreamSynchronize(cudaStreamPerThread));
    words_ok(out, n, k, b, "per-thread: cudaMemcpy3D, cudaMemcpy3DAsync");

    value = (int)(test_rand() % 256);
    CUDA_OK(cudaMalloc3D(&pp, make_cudaExtent(W, H, 2)));
    CUDA_OK(cudaMemset3D(pp, value, make_cudaExtent(W, H, 2)));
    memset(&p, 0, sizeof p);
    p.srcPtr = pp;
    p.dstPtr = make_cudaPitchedPtr(bytes_out, W, W, H);
    p.extent = make_cudaExtent(W, H, 2);
    p.kind = cudaMemcpyDeviceToHost;
    poison(bytes_out, bytes);
    CUDA_OK(cudaMemcpy3D(&p));
    for (i = 0; i < 2 * W * H && bytes_out[i] == (unsigned char)value; i++)
        continue;
    ok(i == 2 * W * H && is_poisoned(bytes_out + 2 * W * H, bytes - 2 * W * H),
       "per-thread: cudaMemset3D of two slices");
    CUDA_OK(cudaMemset3DAsync(pp, value ^ 0xff, make_cudaExtent(W, H, 2), 0));
    poison(bytes_out, bytes);
    CUDA_OK(cudaMemcpy3D(&p));
    for (i = 0; i < 2 * W * H && bytes_out[i] == (unsigned char)(value ^ 0xff); i++)
        continue;
    ok(i == 2 * W * H, "per-thread: cudaMemset3DAsync on the null stream, then cudaMemcpy3D");

    CUDA_OK(cudaFree(pp.ptr));
    CUDA_OK(cudaFreeArray(a));
    CUDA_OK(cudaFree(dev));
    free(out);
    free(bytes_out);
    return 0;
}
