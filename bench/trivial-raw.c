/* SPDX-License-Identifier: MIT */
/*
 * bench/trivial-raw.c -- trivial.cu's host code through the raw Driver API
 * (dlopen of libcuda.so.1, cuGetProcAddress_v2), for the footprint row's
 * baseline. It links nothing of cufw: the fatbin is the "trivial" image
 * cufw-embed wrote, found through the linker's __start_cufw_images symbol.
 * With the argument `rss` it also prints what it holds resident after the
 * kernel's result is checked (bench/rss.h).
 * Exit status: 0 right, 1 wrong (or /proc unreadable), 77 no GPU.
 */
#define _GNU_SOURCE
#include "config.h"

#include <cuda.h>
#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

#include <cufw/fatbin.h>

#include "bench/rss.h"

#define N 4096

extern const unsigned char __start_cufw_images[];

#define LIST(X)                                                                                 \
    X(cuInit) X(cuDeviceGet) X(cuDevicePrimaryCtxRetain) X(cuCtxSetCurrent) X(cuMemAlloc)      \
    X(cuMemcpyHtoD) X(cuMemcpyDtoH) X(cuMemFree) X(cuLibraryLoadData) X(cuLibraryGetKernel)     \
    X(cuLaunchKernel)

static struct {
#define FIELD(name) __typeof__(name) *name;
    LIST(FIELD)
#undef FIELD
} drv;

typedef CUresult (*getproc_fn)(const char *, void **, int, cuuint64_t,
                               CUdriverProcAddressQueryResult *);

int main(int argc, char **argv)
{
    static float h[N];
    const struct cufw_image *img = (const void *)__start_cufw_images;
    void *handle = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL), *sym, *fn;
    CUdriverProcAddressQueryResult status;
    getproc_fn getproc;
    CUdevice dev;
    CUcontext ctx;
    CUlibrary lib;
    CUkernel k;
    CUdeviceptr d;
    float s = 3.0f;
    int i, n = N, bad = 0, rss = argc > 1 && strcmp(argv[1], "rss") == 0;
    void *args[] = {&d, &s, &n};

    for (i = 0; i < N; i++)
        h[i] = (float)(i % 97) + 0.5f;
    if (handle == NULL || (sym = dlsym(handle, "cuGetProcAddress_v2")) == NULL) {
        fprintf(stderr, "trivial-raw: no GPU: no usable libcuda.so.1\n");
        return 77;
    }
    memcpy(&getproc, &sym, sizeof sym);
#define FETCH(name)                                                                             \
    if (getproc(#name, &fn, CUDA_VERSION, CU_GET_PROC_ADDRESS_LEGACY_STREAM, &status) != 0 ||  \
        fn == NULL)                                                                             \
        return 77;                                                                              \
    memcpy(&drv.name, &fn, sizeof fn);
    LIST(FETCH)
#undef FETCH
    if (img->magic != CUFW_IMAGE_MAGIC)
        return 1;
    if (drv.cuInit(0) != CUDA_SUCCESS) {
        fprintf(stderr, "trivial-raw: no GPU: cuInit failed\n");
        return 77;
    }
    if (drv.cuDeviceGet(&dev, 0) || drv.cuDevicePrimaryCtxRetain(&ctx, dev) ||
        drv.cuCtxSetCurrent(ctx) || drv.cuMemAlloc(&d, sizeof h) ||
        drv.cuMemcpyHtoD(d, h, sizeof h) ||
        drv.cuLibraryLoadData(&lib, (const unsigned char *)img + img->data_offset, NULL, NULL, 0,
                              NULL, NULL, 0) ||
        drv.cuLibraryGetKernel(&k, lib, "bench_scale") ||
        drv.cuLaunchKernel((CUfunction)k, (N + 255) / 256, 1, 1, 256, 1, 1, 0, NULL, args, NULL) ||
        drv.cuMemcpyDtoH(h, d, sizeof h))
        return 1;
    for (i = 0; i < N; i++)
        bad += h[i] != 3.0f * ((float)(i % 97) + 0.5f);
    if (bad == 0 && rss && bench_rss_report("raw") != 0)
        return 1;
    drv.cuMemFree(d);
    printf("%strivial-raw: %d of %d wrong\n", rss ? "# " : "", bad, N);
    return bad != 0;
}
