/* SPDX-License-Identifier: MIT */
/*
 * bench/first-drv.c -- the first launch through the raw Driver API and
 * through cufw core (docs/BENCHMARKS.md, method 13), on the 64 kernels of
 * bench/first-kernels.cu embedded by cufw-embed (image "first").
 *
 * One process measures one variant in one loading mode, both named by the
 * arguments; bench-run sets the environment to match (CUDA_MODULE_LOADING
 * for the driver; CUFW_FIRMWARE for core, which this program checks with
 * cufw_firmware_enabled). In order:
 *
 *   init    raw: dlopen of libcuda.so.1 and its entry points, cuInit, the
 *           primary context current, cuLibraryLoadData of the image, the
 *           64 cuLibraryGetKernel; core: cufw_init (which does the same
 *           loading of the driver), the primary context current
 *           (cufw_device_set_current), cufw_preload in firmware mode, the
 *           64 cufw_kernel_open -- every kernel handle in hand, as a
 *           program has them before its first frame
 *   first   each kernel launched once, timed alone (clock, launch, clock),
 *           then a synchronisation that is not timed; then the buffer
 *           checked: each kernel stored its own index
 *   steady  BENCH_FIRST_STEADY more launches of the same kernels in turn,
 *           timed the same way
 *
 * The raw variant launches the CUkernel, as a Driver API program that
 * keeps cuLibraryGetKernel's handles does; the driver loads the code into
 * the context at its first launch (lazily) or at cuLibraryLoadData (EAGER).
 *
 * Usage: bench-first-drv raw|core lazy|eager|fw; prints R lines
 * (bench/first.h), exits 0, 77 without a GPU, 1 on any failure.
 */
#define _GNU_SOURCE
#include "config.h"

#define BENCH_PROGRAM "bench-first-drv"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cufw/cufw.h>

#include "bench/core.h"
#include "bench/driver.h"
#include "bench/first.h"

/* The raw driver's entry points (bench/driver.h). */
#define RAW_LIST(X, T)                                                                          \
    X(cuGetErrorName) X(cuDeviceGet) X(cuDevicePrimaryCtxRetain) X(cuCtxSetCurrent)            \
    X(cuLibraryLoadData) X(cuLibraryGetKernel) X(cuLaunchKernel) X(cuMemAlloc) X(cuMemFree)     \
    X(cuMemcpyDtoH) X(cuMemsetD32) T(cuCtxSynchronize, bench_ctx_synchronize_fn)

static BENCH_DRIVER_TABLE(RAW_LIST) drv;

static const char *const names[BENCH_FIRST_KERNELS] = {
#define BENCH_FIRST_STRING(r, c) BENCH_FIRST_NAME(r, c),
    BENCH_FIRST_EACH(BENCH_FIRST_STRING)
#undef BENCH_FIRST_STRING
};

/* ------------------------------------------------------------ the variants */

static CUkernel raw_kernels[BENCH_FIRST_KERNELS];
static cufw_kernel *core_kernels[BENCH_FIRST_KERNELS];

/* The driver, device 0's primary context current, the image loaded, every
 * kernel looked up. */
static void raw_init(void)
{
    CUcontext ctx;
    CUlibrary lib;
    CUdevice dev;
    char why[192];
    int i;

    if (bench_driver_open(&drv, BENCH_DRIVER_NAMES(RAW_LIST), why, sizeof why) != 0)
        bench_no_gpu("%s", why);
    CU(drv.cuDeviceGet(&dev, 0));
    CU(drv.cuDevicePrimaryCtxRetain(&ctx, dev));
    CU(drv.cuCtxSetCurrent(ctx));
    CU(drv.cuLibraryLoadData(&lib, bench_image_data("first"), NULL, NULL, 0, NULL, NULL, 0));
    for (i = 0; i < BENCH_FIRST_KERNELS; i++)
        CU(drv.cuLibraryGetKernel(&raw_kernels[i], lib, names[i]));
}

/* cufw_init, device 0's primary context current, the preload in firmware
 * mode, every kernel looked up. */
static void core_init(int firmware)
{
    cufw_module *m;
    int i;

    bench_core_init();
    CF(cufw_device_set_current(0));
    if (firmware)
        CF(cufw_preload());
    CF(cufw_module_open("first", &m));
    for (i = 0; i < BENCH_FIRST_KERNELS; i++)
        CF(cufw_kernel_open(m, names[i], &core_kernels[i]));
}

/* Launch kernel i of the variant with its time on the host (us), then wait
 * for it, untimed. */
static double launch_timed(int core, int i, cufw_devptr p)
{
    cufw_dim3 one = {1, 1, 1};
    void *args[] = {&p};
    uint64_t t0, t1;

    if (core) {
        int rc;

        t0 = bench_now_ns();
        rc = cufw_launch(core_kernels[i], one, one, 0, NULL, args);
        t1 = bench_now_ns();
        CF(rc);
        CF(cufw_device_synchronize());
    } else {
        CUresult r;

        t0 = bench_now_ns();
        r = drv.cuLaunchKernel((CUfunction)raw_kernels[i], 1, 1, 1, 1, 1, 1, 0, NULL, args, NULL);
        t1 = bench_now_ns();
        CU(r);
        CU(drv.cuCtxSynchronize(NULL));
    }
    return (double)(t1 - t0) / 1e3;
}

int main(int argc, char **argv)
{
    static double first_us[BENCH_FIRST_KERNELS], steady_us[BENCH_FIRST_STEADY];
    const char *mode = bench_first_mode(argc > 2 ? argv[2] : NULL);
    int host[BENCH_FIRST_KERNELS], core, i, bad;
    cufw_devptr p = 0;
    uint64_t t0, t1;

    setvbuf(stdout, NULL, _IOLBF, 0);
    if (argc != 3 || mode == NULL ||
        (strcmp(argv[1], "raw") != 0 && strcmp(argv[1], "core") != 0)) {
        fprintf(stderr, "Usage: bench-first-drv raw|core lazy|eager|fw\n");
        return 2;
    }
    core = strcmp(argv[1], "core") == 0;
    /* the mode named must be the mode the environment sets */
    if (core &&
        (strcmp(mode, "eager") == 0 || (strcmp(mode, "fw") == 0) != cufw_firmware_enabled()))
        bench_die("core %s: CUFW_FIRMWARE does not say so (firmware mode is %s)", mode,
                  cufw_firmware_enabled() ? "on" : "off");
    if (!core && strcmp(mode, "fw") == 0)
        bench_die("raw has no firmware mode");

    t0 = bench_now_ns();
    if (core)
        core_init(strcmp(mode, "fw") == 0);
    else
        raw_init();
    t1 = bench_now_ns();
    if (core) {
        struct cufw_capacity cap;

        /* cufw_kernel_open must have found the preload's slots: 64 in all
         * (more means the driver's cuLibraryGetKernel handle differs from
         * cuLibraryEnumerateKernels', and each first launch resolves) */
        CF(cufw_capacity_info(CUFW_CAPACITY_KERNELS, &cap));
        printf("# first: core %s: %lu kernel slots in use after the lookups (%d kernels)\n", mode,
               cap.used, BENCH_FIRST_KERNELS);
    }

    if (core) {
        CF(cufw_malloc(&p, sizeof host));
        CF(cufw_memset_d32(p, 0xffffffffu, BENCH_FIRST_KERNELS));
        CF(cufw_device_synchronize());
    } else {
        CU(drv.cuMemAlloc(&p, sizeof host));
        CU(drv.cuMemsetD32(p, 0xffffffffu, BENCH_FIRST_KERNELS));
        CU(drv.cuCtxSynchronize(NULL));
    }
    for (i = 0; i < BENCH_FIRST_KERNELS; i++)
        first_us[i] = launch_timed(core, i, p);
    if (core)
        CF(cufw_memcpy_dtoh(host, p, sizeof host));
    else
        CU(drv.cuMemcpyDtoH(host, p, sizeof host));
    if ((bad = bench_first_check(host)) >= 0)
        bench_die("%s: kernel %d stored %d, not its index", argv[1], bad, host[bad]);
    for (i = 0; i < BENCH_FIRST_STEADY; i++)
        steady_us[i] = launch_timed(core, i % BENCH_FIRST_KERNELS, p);
    if (core)
        CF(cufw_free(p));
    else
        CU(drv.cuMemFree(p));
    bench_first_report(mode, argv[1], (double)(t1 - t0) / 1e3, first_us, steady_us,
                       BENCH_FIRST_STEADY);
    return 0;
}
