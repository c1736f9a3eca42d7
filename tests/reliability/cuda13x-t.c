/* SPDX-License-Identifier: MIT */
/*
 * tests/reliability/cuda13x-t.c -- compat's Runtime functions of CUDA 13.2
 * to 13.4 over memory and kernels, on the stand-in driver:
 *   cudaFuncGetParamCount (occupancy.c): a random kernel of the vector
 *     image, its parameter count the stand-in's definition of it;
 *   cudaMemcpyWithAttributesAsync (array_copy.c): random bytes to the
 *     device and back, on a stream;
 *   cudaMemGetLocationInfo (managed.c): managed memory on its device, one
 *     location per summary region and none past them, pageable memory on
 *     the host;
 * and their errors: before the driver (recorded, no Driver call), from it,
 * and cudaMemcpy3DWithAttributesAsync, which the stand-in lacks:
 * cudaErrorNotSupported. Each part skips with headers older than its
 * function's.
 */
#define _POSIX_C_SOURCE 200809L
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <cuda_runtime_api.h>

#include "tests/reliability/fakectl.h"
#include "tests/tap/basic.h"

/* e is the call's result and the thread's last error, cleared */
static int failed_with(cudaError_t e, cudaError_t want)
{
    return e == want && cudaGetLastError() == want && cudaGetLastError() == cudaSuccess;
}

#if CUDART_VERSION >= 13020
/* the vector image's kernels and their parameters (tests/fakecuda/kernels.c) */
static const struct {
    const char *name;
    size_t params;
} kernels[] = {{"cufw_vadd", 4}, {"cufw_saxpy", 4}, {"cufw_fill_u32", 3}, {"cufw_triad", 5}};

static void test_param_count(void)
{
    size_t size = 0, n = 99;
    const char *top = getenv("CUFW_TOP_BUILDDIR");
    char path[4096], cwd[2048];
    void *image;
    cudaLibrary_t lib;
    cudaKernel_t k;
    unsigned i = (unsigned)rand() % 4;
    unsigned long before;

    if (top == NULL)
        top = getcwd(cwd, sizeof cwd) != NULL ? cwd : ".";
    snprintf(path, sizeof path, "%s/kernels/vector.fatbin", top);
    image = read_build_file(path, &size);
    if (cudaLibraryLoadData(&lib, image, NULL, NULL, 0, NULL, NULL, 0) != cudaSuccess ||
        cudaLibraryGetKernel(&k, lib, kernels[i].name) != cudaSuccess)
        bail("the vector image does not load on the stand-in");
    ok(cudaFuncGetParamCount((const void *)k, &n) == cudaSuccess && n == kernels[i].params,
       "cudaFuncGetParamCount: %s has %zu parameters", kernels[i].name, kernels[i].params);
    before = fake.calls("cuKernelGetParamCount");
    ok(failed_with(cudaFuncGetParamCount((const void *)k, NULL), cudaErrorInvalidValue) &&
           fake.calls("cuKernelGetParamCount") == before,
       "no count: cudaErrorInvalidValue, before the driver");
    ok(failed_with(cudaFuncGetParamCount((const void *)&n, &n), cudaErrorInvalidResourceHandle),
       "no kernel: the driver's cudaErrorInvalidResourceHandle");
    cudaLibraryUnload(lib);
    free(image);
}

static void test_copy(void)
{
    size_t bytes = 1 + (size_t)rand() % 65536, i;
    unsigned char *in = malloc(bytes), *out = malloc(bytes);
    struct cudaMemcpyAttributes attr;
    struct cudaMemcpy3DBatchOp op;
    cudaStream_t s;
    void *d = NULL;
    unsigned long before;

    if (in == NULL || out == NULL || cudaStreamCreate(&s) != cudaSuccess ||
        cudaMalloc(&d, bytes) != cudaSuccess)
        bail("no memory for the copies");
    for (i = 0; i < bytes; i++)
        in[i] = (unsigned char)rand(), out[i] = (unsigned char)~in[i];
    memset(&attr, 0, sizeof attr);
    attr.srcAccessOrder = cudaMemcpySrcAccessOrderStream;
    ok(cudaMemcpyWithAttributesAsync(d, in, bytes, &attr, s) == cudaSuccess &&
           cudaMemcpyWithAttributesAsync(out, d, bytes, &attr, s) == cudaSuccess &&
           cudaStreamSynchronize(s) == cudaSuccess && memcmp(in, out, bytes) == 0,
       "cudaMemcpyWithAttributesAsync: %zu random bytes there and back", bytes);
    before = fake.calls("cuMemcpyWithAttributesAsync");
    ok(failed_with(cudaMemcpyWithAttributesAsync(d, in, bytes, NULL, s), cudaErrorInvalidValue) &&
           fake.calls("cuMemcpyWithAttributesAsync") == before,
       "no attributes: cudaErrorInvalidValue, before the driver");
    attr.srcAccessOrder = cudaMemcpySrcAccessOrderInvalid;
    ok(failed_with(cudaMemcpyWithAttributesAsync(d, in, bytes, &attr, s), cudaErrorInvalidValue),
       "no access order: the driver's cudaErrorInvalidValue");
    attr.srcAccessOrder = cudaMemcpySrcAccessOrderStream;
    ok(failed_with(cudaMemcpyWithAttributesAsync(d, in, bytes + 1, &attr, s),
                   cudaErrorInvalidValue),
       "a byte past the allocation: the driver's cudaErrorInvalidValue");
    memset(&op, 0, sizeof op);
    ok(failed_with(cudaMemcpy3DWithAttributesAsync(&op, 0, s), cudaErrorNotSupported),
       "cudaMemcpy3DWithAttributesAsync on a driver without it: cudaErrorNotSupported");
    ok(failed_with(cudaMemcpy3DWithAttributesAsync(NULL, 0, s), cudaErrorInvalidValue),
       "and without an operation: cudaErrorInvalidValue");
    cudaFree(d);
    cudaStreamDestroy(s);
    free(in);
    free(out);
}
#endif

#if CUDART_VERSION >= 13040
static void test_location(void)
{
    size_t bytes = 4096 + (size_t)rand() % 65536, grain = 1 + (size_t)rand() % 4096;
    size_t n = bytes / grain + (bytes % grain != 0), i, good = 0;
    struct cudaMemLocation *loc = malloc((n + 1) * sizeof *loc);
    void *managed = NULL, *device = NULL;
    char *host = malloc(bytes);

    if (loc == NULL || host == NULL || cudaMallocManaged(&managed, bytes, 1) != cudaSuccess ||
        cudaMalloc(&device, 64) != cudaSuccess)
        bail("no memory for the locations");
    memset(loc, 0x5a, (n + 1) * sizeof *loc);
    ok(cudaMemGetLocationInfo(managed, bytes, grain, 0, loc) == cudaSuccess,
       "cudaMemGetLocationInfo of %zu managed bytes by %zu", bytes, grain);
    for (i = 0; i < n; i++)
        good += loc[i].type == cudaMemLocationTypeDevice && loc[i].id == 0;
    ok(good == n && ((unsigned char *)&loc[n])[0] == 0x5a,
       "%zu regions on device 0, nothing written past them", n);
    ok(cudaMemGetLocationInfo(host, bytes, bytes, bytes, loc) == cudaSuccess &&
           loc[0].type == cudaMemLocationTypeHost,
       "pageable memory is the host's");
    ok(failed_with(cudaMemGetLocationInfo(device, 64, 64, 0, loc), cudaErrorInvalidValue),
       "device memory: the driver's cudaErrorInvalidValue");
    ok(failed_with(cudaMemGetLocationInfo(managed, bytes, 0, 0, loc), cudaErrorInvalidValue) &&
           failed_with(cudaMemGetLocationInfo(managed, bytes, grain, grain + 1, loc),
                       cudaErrorInvalidValue),
       "granularities out of order: cudaErrorInvalidValue");
    ok(failed_with(cudaMemGetLocationInfo(managed, bytes, grain, 0, NULL), cudaErrorInvalidValue),
       "no output: cudaErrorInvalidValue");
    cudaFree(managed);
    cudaFree(device);
    free(loc);
    free(host);
}
#endif

int main(void)
{
    unsigned seed = test_seed();

#if CUDART_VERSION < 13020
    (void)seed;
    (void)failed_with;
    skip_all("the headers are CUDA %d: these functions are CUDA 13.2's and later",
             CUDART_VERSION);
#else
    fake_use();
    srand(seed);
    diag("seed %u", seed);
    plan(9 + (CUDART_VERSION >= 13040 ? 6 : 0));
    test_param_count();
    test_copy();
#if CUDART_VERSION >= 13040
    test_location();
#endif
#endif
    return 0;
}
