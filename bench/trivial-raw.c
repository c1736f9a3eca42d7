/* SPDX-License-Identifier: MIT */
/*
 * bench/trivial-raw.c -- trivial.cu's host code through the raw Driver API
 * (bench/driver.h: dlopen of libcuda.so.1, cuGetProcAddress_v2), for the
 * footprint row's baseline. It links nothing of cufw: the fatbin is the
 * "trivial" image cufw-embed wrote, found through the linker's
 * __start_cufw_images symbol.
 * With the argument `rss` it also prints what it holds resident after the
 * kernel's result is checked (bench/rss.h).
 * Exit status: 0 right, 1 wrong (or /proc unreadable), 77 no GPU.
 */
#define _GNU_SOURCE
#include "config.h"

#define BENCH_PROGRAM "trivial-raw"
#include <stdio.h>
#include <string.h>

#include <cufw/fatbin.h>

#include "bench/driver.h"
#include "bench/rss.h"

#define N 4096

extern const unsigned char __start_cufw_images[];

#define LIST(X, T)                                                                              \
    X(cuDeviceGet) X(cuDevicePrimaryCtxRetain) X(cuCtxSetCurrent) X(cuMemAlloc) X(cuMemcpyHtoD) \
    X(cuMemcpyDtoH) X(cuMemFree) X(cuLibraryLoadData) X(cuLibraryGetKernel) X(cuLaunchKernel)

static BENCH_DRIVER_TABLE(LIST) drv;

int main(int argc, char **argv)
{
    static float h[N];
    const struct cufw_image *img = (const void *)__start_cufw_images;
    CUdevice dev;
    CUcontext ctx;
    CUlibrary lib;
    CUkernel k;
    CUdeviceptr d;
    float s = 3.0f;
    int i, rc, n = N, bad = 0, rss = argc > 1 && strcmp(argv[1], "rss") == 0;
    void *args[] = {&d, &s, &n};

    for (i = 0; i < N; i++)
        h[i] = (float)(i % 97) + 0.5f;
    rc = bench_driver_open(&drv, BENCH_DRIVER_NAMES(LIST), NULL, 0); /* no messages: small */
    if (rc != 0) {
        fprintf(stderr, "trivial-raw: no GPU: %s\n",
                rc == -2 ? "cuInit failed" : "no usable libcuda.so.1");
        return 77;
    }
    if (img->magic != CUFW_IMAGE_MAGIC)
        return 1;
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
