/* SPDX-License-Identifier: MIT */
/*
 * bench/bench-drv.c -- the raw Driver API and cufw core, side by side in one
 * process, for bench-run.
 *
 * The raw variant reaches the driver the way cudart and cufw do
 * (bench/driver.h): dlopen of libcuda.so.1, one dlsym
 * (cuGetProcAddress_v2), then every entry point by base name at the CUDA
 * version of our headers. It loads its own copy of
 * the embedded fatbins with cuLibraryLoadData and launches with
 * cuLaunchKernel; it shares nothing with cufw but the fatbin bytes (found
 * with cufw_image_find, which reads the executable's own data and does not
 * touch the driver) and the device's primary context.
 *
 * Images: "empty" (bench/empty.cu: bench_empty, the launch and cold-start
 * kernel, embedded for this program), "vector" and "reduce" (kernels/).
 *
 * Usage: bench-drv MODE [ARGS]; every mode prints protocol lines (see
 * common.h) and exits 0, 77 when there is no GPU, 1 on any failure
 * (bench/modes.h reads the arguments):
 *   probe                               device summary
 *   launch REPS LAUNCHES BATCH ITERS    host time per launch, launch+sync latency
 *   copy MAX_BYTES                      H2D/D2H pinned and pageable, D2D
 *   kernel BYTES ITERS                  D2D ceiling, triad, reduction (verified)
 *   graph REPS PIPELINES                10 dependent kernels one by one vs one graph
 *                                       replay (host time), instantiate, updates (verified)
 *   threads COUNTS MODES ROUNDS LAUNCHES BATCH
 *                                       launches/s of 1..N threads at once (COUNTS "1,2,4",
 *                                       MODES own,legacy,ptds or all), raw and core in
 *                                       ROUNDS paired rounds, LAUNCHES per measurement
 *   cold raw|core                       first kernel's completion time, then exit
 *   heap raw|core                       init, launches, copies, teardown under heapcount.so
 *   floor ROUNDS BATCH                  per-round paired launch cost: CUfunction, CUkernel,
 *                                       cuKernelGetFunction, cufw_launch (CPU pinned)
 *   tail LAUNCHES ITERS                 every launch timed alone; launch+sync round trips
 * In every timed mode the two variants alternate, and which goes first
 * alternates too.
 *
 * The files: this one sets both variants up and holds what each variant
 * does its own way (bench-drv.h), the probe, cold start and heap modes and
 * main; bench-drv-memory.c the copies and bandwidth kernels,
 * bench-drv-graph.c the graphs, bench-drv-launch.c the launches (launch,
 * threads, floor, tail).
 */
#define _GNU_SOURCE
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench/bench-drv.h"

const char *const variant_name[2] = {"raw", "core"};
const cufw_dim3 one = {1, 1, 1};

/* ------------------------------------------------------------ the raw driver */

raw_driver drv;
CUcontext raw_ctx;
static CUdevice raw_dev;

void raw_init(void)
{
    char why[192];

    if (bench_driver_open(&drv, BENCH_DRIVER_NAMES(RAW_LIST), why, sizeof why) != 0)
        bench_no_gpu("%s", why);
    CU(drv.cuDeviceGet(&raw_dev, 0));
    CU(drv.cuDevicePrimaryCtxRetain(&raw_ctx, raw_dev));
    CU(drv.cuCtxSetCurrent(raw_ctx));
}

#define RAW_LIBS 3
static CUlibrary raw_libs[RAW_LIBS];
static const char *const raw_lib_names[RAW_LIBS] = {"empty", "vector", "reduce"};

CUfunction raw_kernel(const char *image, const char *name)
{
    CUkernel k;
    unsigned i;

    for (i = 0; i < RAW_LIBS && strcmp(raw_lib_names[i], image) != 0; i++)
        continue;
    if (i == RAW_LIBS)
        bench_die("raw_kernel: unknown image %s", image);
    if (raw_libs[i] == NULL)
        CU(drv.cuLibraryLoadData(&raw_libs[i], bench_image_data(image), NULL, NULL, 0, NULL, NULL,
                                 0));
    CU(drv.cuLibraryGetKernel(&k, raw_libs[i], name));
    return (CUfunction)k;
}

void raw_unload(void)
{
    unsigned l;

    for (l = 0; l < RAW_LIBS; l++)
        if (raw_libs[l] != NULL)
            CU(drv.cuLibraryUnload(raw_libs[l]));
}

/* ------------------------------------------------------------ cufw core */

cufw_kernel *core_kernel(const char *image, const char *name)
{
    cufw_module *m;
    cufw_kernel *k;

    CF(cufw_module_open(image, &m));
    CF(cufw_kernel_open(m, name, &k));
    return k;
}

unsigned full_grid(unsigned blocks_per_sm)
{
    int sms = 0, threads = 0;

    CF(cufw_device_attribute(0, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, &sms));
    CF(cufw_device_attribute(0, CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_MULTIPROCESSOR, &threads));
    if (blocks_per_sm != 0)
        return (unsigned)sms * blocks_per_sm;
    return (unsigned)sms * ((unsigned)threads / BENCH_BLOCK);
}

/* ------------------------------------------------------------ each variant its own way */

void var_alloc(int v, CUdeviceptr *p, size_t bytes)
{
    if (v == RAW)
        CU(drv.cuMemAlloc(p, bytes));
    else
        CF(cufw_malloc(p, bytes));
}

void var_free(int v, CUdeviceptr p)
{
    if (v == RAW)
        CU(drv.cuMemFree(p));
    else
        CF(cufw_free(p));
}

void var_htod(int v, CUdeviceptr dst, const void *src, size_t bytes)
{
    if (v == RAW)
        CU(drv.cuMemcpyHtoD(dst, src, bytes));
    else
        CF(cufw_memcpy_htod(dst, src, bytes));
}

void var_dtoh(int v, void *dst, CUdeviceptr src, size_t bytes)
{
    if (v == RAW)
        CU(drv.cuMemcpyDtoH(dst, src, bytes));
    else
        CF(cufw_memcpy_dtoh(dst, src, bytes));
}

void var_memset32(int v, CUdeviceptr p, unsigned value, size_t words)
{
    if (v == RAW)
        CU(drv.cuMemsetD32(p, value, words));
    else
        CF(cufw_memset_d32(p, value, words));
}

void var_sync(int v)
{
    if (v == RAW)
        CU(drv.cuCtxSynchronize(NULL));
    else
        CF(cufw_device_synchronize());
}

/* ------------------------------------------------------------ probe */

static int mode_probe(void)
{
    char name[256];
    int major, minor, sms, version = 0;

    raw_init();
    bench_core_init();
    CF(cufw_device_name(0, name, sizeof name));
    CF(cufw_device_compute_capability(0, &major, &minor));
    CF(cufw_device_attribute(0, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, &sms));
    CU(drv.cuDriverGetVersion(&version));
    printf("# device 0: %s, compute capability %d.%d, %d SMs, driver CUDA %d.%d, headers CUDA "
           "%d.%d\n",
           name, major, minor, sms, version / 1000, version % 1000 / 10, CUDA_VERSION / 1000,
           CUDA_VERSION % 1000 / 10);
    return 0;
}

/* ------------------------------------------------------------ cold start */

static int variant_of(const char *mode, const char *word)
{
    if (word != NULL && strcmp(word, "raw") == 0)
        return RAW;
    if (word != NULL && strcmp(word, "core") == 0)
        return CORE;
    bench_die("%s: the variant must be raw or core", mode);
}

static int mode_cold(const char *word)
{
    int v = variant_of("cold", word);

    if (v == RAW) {
        raw_init();
        CU(drv.cuLaunchKernel(raw_kernel("empty", "bench_empty"), 1, 1, 1, 1, 1, 1, 0, NULL, NULL,
                              NULL));
    } else {
        bench_core_init();
        CF(cufw_launch(core_kernel("empty", "bench_empty"), one, one, 0, NULL, NULL));
    }
    var_sync(v);
    printf("T %llu\n", (unsigned long long)bench_now_ns());
    return 0;
}

/* ------------------------------------------------------------ heap */

static unsigned char heap_pageable[BENCH_HEAP_BYTES];

static int mode_heap(const char *word)
{
    bench_phase_fn phase = bench_phase_hook();
    bench_owner_fn owner = bench_owner_hook();
    int v = variant_of("heap", word), i, kind;
    struct copy_bufs b;
    CUfunction kraw = NULL;
    cufw_kernel *kcore = NULL;
    size_t size;
    void *lib_fn, *main_fn;

    if (phase == NULL || owner == NULL)
        bench_die("heap: heapcount.so is not preloaded (LD_PRELOAD)");
    memset(heap_pageable, 0x5a, sizeof heap_pageable);

    phase("init");
    if (v == RAW) {
        raw_init();
        kraw = raw_kernel("empty", "bench_empty");
    } else {
        bench_core_init();
        kcore = core_kernel("empty", "bench_empty");
    }
    copy_bufs_alloc(v, &b, BENCH_HEAP_BYTES);

    phase("launch");
    for (i = 0; i < BENCH_HEAP_LAUNCHES; i++) {
        if (v == RAW)
            CU(drv.cuLaunchKernel(kraw, 1, 1, 1, 1, 1, 1, 0, NULL, NULL, NULL));
        else
            CF(cufw_launch(kcore, one, one, 0, NULL, NULL));
    }
    var_sync(v);

    phase("copy");
    for (size = BENCH_COPY_MIN; size <= BENCH_HEAP_BYTES; size *= 4)
        for (kind = 0; kind < BENCH_COPY_KIND_COUNT; kind++)
            copy_once(v, &b, heap_pageable, kind, size);
    var_sync(v);

    phase("teardown");
    copy_bufs_free(v, &b);
    if (v == RAW) {
        raw_unload();
        CU(drv.cuDevicePrimaryCtxReset(raw_dev));
    } else {
        CF(cufw_device_reset(0));
    }

    phase("exit");
    /* The attribution must work: cufw's code is the library's, main is the program's. */
    lib_fn = (void *)cufw_launch;
    main_fn = (void *)mode_heap;
    bench_result("heap.selfcheck", variant_name[v], owner(lib_fn) == 0 && owner(main_fn) == 3,
                 "ok");
    return 0;
}

/* ------------------------------------------------------------ main */

int main(int argc, char **argv)
{
    static const struct bench_modes modes = {
        mode_probe, mode_launch, mode_copy, mode_kernel, mode_graph, mode_threads,
        mode_cold,  mode_heap,   mode_floor, mode_tail,
        "Usage: bench-drv probe | launch REPS LAUNCHES BATCH ITERS | copy MAX_BYTES |\n"
        "       kernel BYTES ITERS | graph REPS PIPELINES | cold raw|core | heap raw|core |\n"
        "       threads COUNTS MODES ROUNDS LAUNCHES BATCH |\n"
        "       floor ROUNDS BATCH | tail LAUNCHES ITERS\n"};

    return bench_modes_main(&modes, argc, argv);
}
