/* SPDX-License-Identifier: MIT */
/*
 * bench/bench-drv.c -- the raw Driver API and cufw core, side by side in one
 * process, for bench-run.
 *
 * The raw variant reaches the driver the way cudart and cufw do: dlopen of
 * libcuda.so.1, one dlsym (cuGetProcAddress_v2), then every entry point by
 * base name at the CUDA version of our headers. It loads its own copy of
 * the embedded fatbins with cuLibraryLoadData and launches with
 * cuLaunchKernel; it shares nothing with cufw but the fatbin bytes (found
 * with cufw_image_find, which reads the executable's own data and does not
 * touch the driver) and the device's primary context.
 *
 * Images: "empty" (bench/empty.cu: bench_empty, the launch and cold-start
 * kernel, embedded for this program), "vector" and "reduce" (kernels/).
 *
 * Usage: bench-drv MODE [ARGS]; every mode prints protocol lines (see
 * common.h) and exits 0, 77 when there is no GPU, 1 on any failure:
 *   probe                               device summary
 *   launch REPS LAUNCHES BATCH ITERS    host time per launch, launch+sync latency
 *   copy MAX_BYTES                      H2D/D2H pinned and pageable, D2D
 *   kernel BYTES ITERS                  D2D ceiling, triad, reduction (verified)
 *   graph REPS PIPELINES                10 dependent kernels one by one vs one graph
 *                                       replay (host time), instantiate, updates (verified)
 *   threads COUNTS MODES LAUNCHES BATCH launches/s of 1..N threads at once (COUNTS "1,2,4",
 *                                       MODES own,legacy,ptds or all; per thread LAUNCHES)
 *   cold raw|core                       first kernel's completion time, then exit
 *   heap raw|core                       init, launches, copies, teardown under heapcount.so
 *   floor ROUNDS BATCH                  per-round paired launch cost: CUfunction, CUkernel,
 *                                       cuKernelGetFunction, cufw_launch (CPU pinned)
 *   tail LAUNCHES ITERS                 every launch timed alone; launch+sync round trips
 * In every timed mode the two variants alternate, and which goes first
 * alternates too.
 */
#define _GNU_SOURCE
#include "config.h"

#include <cuda.h>
#include <dlfcn.h>
#include <math.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cufw/cufw.h>

#include "bench/common.h"

enum { RAW, CORE };
static const char *const variant_name[] = {"raw", "core"};

/* ------------------------------------------------------------ failures */

static void die(const char *fmt, ...) __attribute__((format(printf, 1, 2), noreturn));
static void die(const char *fmt, ...)
{
    va_list ap;

    fputs("bench-drv: ", stderr);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
    exit(1);
}

static void no_gpu(const char *fmt, ...) __attribute__((format(printf, 1, 2), noreturn));
static void no_gpu(const char *fmt, ...)
{
    va_list ap;

    fputs("bench-drv: no GPU: ", stderr);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
    exit(BENCH_SKIP);
}

/* ------------------------------------------------------------ the raw driver */

#define RAW_LIST(X)                                                                             \
    X(cuDriverGetVersion) X(cuInit) X(cuGetErrorName) X(cuDeviceGet) X(cuDeviceGetName)        \
    X(cuDeviceGetAttribute) X(cuDevicePrimaryCtxRetain) X(cuDevicePrimaryCtxReset)              \
    X(cuCtxSetCurrent) X(cuLibraryLoadData) X(cuLibraryUnload) X(cuLibraryGetKernel)            \
    X(cuLaunchKernel) X(cuMemAlloc) X(cuMemFree) X(cuMemHostAlloc) X(cuMemFreeHost)            \
    X(cuMemcpyHtoD) X(cuMemcpyDtoH) X(cuMemcpyDtoD) X(cuMemsetD32) X(cuEventCreate)            \
    X(cuEventRecord) X(cuEventSynchronize) X(cuEventElapsedTime) X(cuEventDestroy)              \
    X(cuStreamCreate) X(cuStreamSynchronize) X(cuStreamDestroy) X(cuGraphCreate)               \
    X(cuGraphDestroy) X(cuGraphAddKernelNode) X(cuGraphInstantiateWithFlags)                    \
    X(cuGraphExecDestroy) X(cuGraphLaunch) X(cuGraphExecKernelNodeSetParams)                    \
    X(cuGraphExecUpdate)

static struct {
#define RAW_FIELD(name) __typeof__(name) *name;
    RAW_LIST(RAW_FIELD)
#undef RAW_FIELD
    /* "cuCtxSynchronize" at CUDA 13.0 is the ABI that takes a context
     * (cudaTypedefs.h: PFN_cuCtxSynchronize_v13000); cuda.h still declares
     * the old void one under that name. NULL means the current context,
     * and an old driver's void function ignores the argument. */
    CUresult (*ctx_synchronize)(CUcontext ctx);
} drv;

static CUdevice raw_dev;
static CUcontext raw_ctx;

typedef CUresult (*getproc_fn)(const char *, void **, int, cuuint64_t,
                               CUdriverProcAddressQueryResult *);

static void raw_fetch(getproc_fn getproc, const char *name, void *slot)
{
    CUdriverProcAddressQueryResult status = CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND;
    void *fn = NULL;
    CUresult r = getproc(name, &fn, CUDA_VERSION, CU_GET_PROC_ADDRESS_LEGACY_STREAM, &status);

    if (r != CUDA_SUCCESS || fn == NULL || status != CU_GET_PROC_ADDRESS_SUCCESS)
        no_gpu("the driver does not provide %s for CUDA %d (error %d, status %d)", name,
               CUDA_VERSION, (int)r, (int)status);
    memcpy(slot, &fn, sizeof fn);
}

static const char *cu_name(CUresult r)
{
    const char *s = NULL;

    if (drv.cuGetErrorName == NULL || drv.cuGetErrorName(r, &s) != CUDA_SUCCESS || s == NULL)
        return "unknown CUresult";
    return s;
}

static void cu_fail(CUresult r, const char *call, int line) __attribute__((noreturn, noinline, cold));
static void cu_fail(CUresult r, const char *call, int line)
{
    die("line %d: %s: %s (%d)", line, call, cu_name(r), (int)r);
}

static void cufw_fail(int rc, const char *call, int line) __attribute__((noreturn, noinline, cold));
static void cufw_fail(int rc, const char *call, int line)
{
    die("line %d: %s: %s: %s (CUresult %d)", line, call, cufw_error_name(rc),
        cufw_error_detail()[0] ? cufw_error_detail() : cufw_error_string(rc),
        cufw_driver_result());
}

#define CU(call)                                                                                \
    do {                                                                                        \
        CUresult r_ = (call);                                                                   \
        if (__builtin_expect(r_ != CUDA_SUCCESS, 0))                                            \
            cu_fail(r_, #call, __LINE__);                                                       \
    } while (0)
#define CF(call)                                                                                \
    do {                                                                                        \
        int rc_ = (call);                                                                       \
        if (__builtin_expect(rc_ != CUFW_OK, 0))                                                \
            cufw_fail(rc_, #call, __LINE__);                                                    \
    } while (0)

/* Open the driver, cuInit, make device 0's primary context current. */
static void raw_init(void)
{
    getproc_fn getproc;
    void *handle, *sym;
    CUresult r;

    handle = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
    if (handle == NULL)
        no_gpu("cannot load libcuda.so.1: %s", dlerror());
    sym = dlsym(handle, "cuGetProcAddress_v2");
    if (sym == NULL)
        no_gpu("libcuda.so.1 has no cuGetProcAddress_v2");
    memcpy(&getproc, &sym, sizeof sym);
#define RAW_FETCH(name) raw_fetch(getproc, #name, &drv.name);
    RAW_LIST(RAW_FETCH)
#undef RAW_FETCH
    raw_fetch(getproc, "cuCtxSynchronize", &drv.ctx_synchronize);
    r = drv.cuInit(0);
    if (r != CUDA_SUCCESS)
        no_gpu("cuInit: %s (%d)", cu_name(r), (int)r);
    CU(drv.cuDeviceGet(&raw_dev, 0));
    CU(drv.cuDevicePrimaryCtxRetain(&raw_ctx, raw_dev));
    CU(drv.cuCtxSetCurrent(raw_ctx));
}

/* The fatbin bytes of an embedded image. */
static const void *image_data(const char *image)
{
    const struct cufw_image *img = cufw_image_find(image);

    if (img == NULL)
        die("no embedded image called %s", image);
    return cufw_image_data(img);
}

#define RAW_LIBS 3
static CUlibrary raw_libs[RAW_LIBS];
static const char *const raw_lib_names[RAW_LIBS] = {"empty", "vector", "reduce"};

/* A kernel of one of the embedded images, through the raw driver only. */
static CUfunction raw_kernel(const char *image, const char *name)
{
    CUkernel k;
    unsigned i;

    for (i = 0; i < RAW_LIBS && strcmp(raw_lib_names[i], image) != 0; i++)
        continue;
    if (i == RAW_LIBS)
        die("raw_kernel: unknown image %s", image);
    if (raw_libs[i] == NULL)
        CU(drv.cuLibraryLoadData(&raw_libs[i], image_data(image), NULL, NULL, 0, NULL, NULL, 0));
    CU(drv.cuLibraryGetKernel(&k, raw_libs[i], name));
    return (CUfunction)k;
}

static void raw_sync(void)
{
    CU(drv.ctx_synchronize(NULL));
}

/* ------------------------------------------------------------ cufw core */

static void core_init(void)
{
    int rc = cufw_init();

    if (rc == CUFW_ERROR_NO_DRIVER || rc == CUFW_ERROR_NO_DEVICE || rc == CUFW_ERROR_DRIVER_INIT ||
        rc == CUFW_ERROR_DRIVER_SYMBOL || rc == CUFW_ERROR_DRIVER_TOO_OLD)
        no_gpu("cufw_init: %s: %s", cufw_error_name(rc), cufw_error_detail());
    CF(rc);
}

/* A kernel of one embedded image (named, as the raw variant does: no search
 * through the other images, which would load them). */
static cufw_kernel *core_kernel(const char *image, const char *name)
{
    cufw_module *m;
    cufw_kernel *k;

    CF(cufw_module_open(image, &m));
    CF(cufw_kernel_open(m, name, &k));
    return k;
}

static const cufw_dim3 one = {1, 1, 1};

/* Grid of the bandwidth kernels: every SM full of BENCH_BLOCK-thread blocks. */
static unsigned full_grid(unsigned blocks_per_sm_or_0)
{
    int sms = 0, threads = 0;

    CF(cufw_device_attribute(0, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, &sms));
    CF(cufw_device_attribute(0, CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_MULTIPROCESSOR, &threads));
    if (blocks_per_sm_or_0 != 0)
        return (unsigned)sms * blocks_per_sm_or_0;
    return (unsigned)sms * ((unsigned)threads / BENCH_BLOCK);
}

/* ------------------------------------------------------------ probe */

static int mode_probe(void)
{
    char name[256];
    int major, minor, sms, version = 0;

    raw_init();
    core_init();
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

/* ------------------------------------------------------------ launch */

static void launch_raw_failed(CUresult r) __attribute__((noreturn, noinline, cold));
static void launch_raw_failed(CUresult r)
{
    cu_fail(r, "cuLaunchKernel(bench_empty)", __LINE__);
}
static void launch_core_failed(int rc) __attribute__((noreturn, noinline, cold));
static void launch_core_failed(int rc)
{
    cufw_fail(rc, "cufw_launch(bench_empty)", __LINE__);
}

/* Microseconds of host time per launch: launches in batches, the
 * synchronisation after each batch not timed. */
static double time_launches(int v, long launches, long batch, CUfunction kraw,
                            const cufw_kernel *kcore)
{
    uint64_t spent = 0;
    long done = 0, i, b;

    while (done < launches) {
        uint64_t t0;

        b = launches - done < batch ? launches - done : batch;
        t0 = bench_now_ns();
        if (v == RAW) {
            for (i = 0; i < b; i++) {
                CUresult r = drv.cuLaunchKernel(kraw, 1, 1, 1, 1, 1, 1, 0, NULL, NULL, NULL);
                if (__builtin_expect(r != CUDA_SUCCESS, 0))
                    launch_raw_failed(r);
            }
        } else {
            for (i = 0; i < b; i++) {
                int rc = cufw_launch(kcore, one, one, 0, NULL, NULL);
                if (__builtin_expect(rc != CUFW_OK, 0))
                    launch_core_failed(rc);
            }
        }
        spent += bench_now_ns() - t0;
        if (v == RAW)
            raw_sync();
        else
            CF(cufw_device_synchronize());
        done += b;
    }
    return (double)spent / 1e3 / (double)launches;
}

/* Median microseconds of one launch followed by a context synchronisation. */
static double time_latency(int v, long iters, CUfunction kraw, const cufw_kernel *kcore)
{
    double *t = malloc((size_t)iters * sizeof *t), med;
    long i;

    if (t == NULL)
        die("out of memory");
    for (i = -iters / 10; i < iters; i++) {
        uint64_t t0 = bench_now_ns();

        if (v == RAW) {
            CU(drv.cuLaunchKernel(kraw, 1, 1, 1, 1, 1, 1, 0, NULL, NULL, NULL));
            raw_sync();
        } else {
            CF(cufw_launch(kcore, one, one, 0, NULL, NULL));
            CF(cufw_device_synchronize());
        }
        if (i >= 0)
            t[i] = (double)(bench_now_ns() - t0) / 1e3;
    }
    med = bench_median(t, (size_t)iters);
    free(t);
    return med;
}

static int mode_launch(long reps, long launches, long batch, long iters)
{
    CUfunction kraw;
    cufw_kernel *kcore;
    long rep;
    int j;

    raw_init();
    core_init();
    kraw = raw_kernel("empty", "bench_empty");
    kcore = core_kernel("empty", "bench_empty");
    /* warm up: module loads, first launches, the driver's queues */
    time_launches(RAW, 5000, batch, kraw, kcore);
    time_launches(CORE, 5000, batch, kraw, kcore);
    for (rep = 0; rep < reps; rep++) {
        for (j = 0; j < 2; j++) {
            int v = (int)((rep + j) % 2);
            bench_result("launch.api", variant_name[v],
                         time_launches(v, launches, batch, kraw, kcore), "us");
        }
        for (j = 0; j < 2; j++) {
            int v = (int)((rep + j) % 2);
            bench_result("latency", variant_name[v], time_latency(v, iters, kraw, kcore), "us");
        }
    }
    return 0;
}

/* ------------------------------------------------------------ copies */

struct copy_bufs {
    void *pinned;
    CUdeviceptr d0, d1;
};

static void copy_once(int v, const struct copy_bufs *b, unsigned char *pageable, int kind,
                      size_t size)
{
    if (v == RAW) {
        switch (kind) {
        case BENCH_H2D_PINNED: CU(drv.cuMemcpyHtoD(b->d0, b->pinned, size)); break;
        case BENCH_D2H_PINNED: CU(drv.cuMemcpyDtoH(b->pinned, b->d0, size)); break;
        case BENCH_H2D_PAGEABLE: CU(drv.cuMemcpyHtoD(b->d0, pageable, size)); break;
        case BENCH_D2H_PAGEABLE: CU(drv.cuMemcpyDtoH(pageable, b->d0, size)); break;
        default: CU(drv.cuMemcpyDtoD(b->d1, b->d0, size)); break;
        }
    } else {
        switch (kind) {
        case BENCH_H2D_PINNED: CF(cufw_memcpy_htod(b->d0, b->pinned, size)); break;
        case BENCH_D2H_PINNED: CF(cufw_memcpy_dtoh(b->pinned, b->d0, size)); break;
        case BENCH_H2D_PAGEABLE: CF(cufw_memcpy_htod(b->d0, pageable, size)); break;
        case BENCH_D2H_PAGEABLE: CF(cufw_memcpy_dtoh(pageable, b->d0, size)); break;
        default: CF(cufw_memcpy_dtod(b->d1, b->d0, size)); break;
        }
    }
}

static void sync_variant(int v)
{
    if (v == RAW)
        raw_sync();
    else
        CF(cufw_device_synchronize());
}

/* Round trip of max random bytes: pinned -> d0 -> d1 -> pageable. */
static void copy_verify(int v, const struct copy_bufs *b, unsigned char *pageable, size_t max)
{
    uint64_t seed = bench_seed();
    unsigned char *p = b->pinned;
    size_t i;

    for (i = 0; i < max; i += 8) {
        uint64_t x = bench_rand(&seed);
        memcpy(p + i, &x, max - i < 8 ? max - i : 8);
    }
    memset(pageable, 0xa5, max);
    copy_once(v, b, pageable, BENCH_H2D_PINNED, max);
    copy_once(v, b, pageable, BENCH_D2D, max);
    if (v == RAW)
        CU(drv.cuMemsetD32(b->d0, 0x7fc00001u, max / 4));
    else
        CF(cufw_memset_d32(b->d0, 0x7fc00001u, max / 4));
    if (v == RAW)
        CU(drv.cuMemcpyDtoH(pageable, b->d1, max));
    else
        CF(cufw_memcpy_dtoh(pageable, b->d1, max));
    if (memcmp(pageable, p, max) != 0)
        die("%s copies: the %zu bytes that came back differ from those sent",
            variant_name[v], max);
}

static int mode_copy(size_t max)
{
    struct copy_bufs bufs[2];
    unsigned char *pageable;
    size_t size;
    int kind, v, j, step = 0;

    raw_init();
    core_init();
    if (max < BENCH_COPY_MIN)
        max = BENCH_COPY_MIN;
    pageable = malloc(max);
    if (pageable == NULL)
        die("cannot allocate %zu bytes of pageable memory", max);
    memset(pageable, 0x5a, max);
    CU(drv.cuMemHostAlloc(&bufs[RAW].pinned, max, 0));
    CU(drv.cuMemAlloc(&bufs[RAW].d0, max));
    CU(drv.cuMemAlloc(&bufs[RAW].d1, max));
    CF(cufw_host_alloc(&bufs[CORE].pinned, max, 0));
    CF(cufw_malloc(&bufs[CORE].d0, max));
    CF(cufw_malloc(&bufs[CORE].d1, max));
    for (v = 0; v < 2; v++) {
        memset(bufs[v].pinned, 0x3c, max);
        copy_once(v, &bufs[v], pageable, BENCH_H2D_PINNED, max);
        copy_once(v, &bufs[v], pageable, BENCH_D2D, max);
        sync_variant(v);
    }
    for (size = BENCH_COPY_MIN; size <= max; size *= 4) {
        for (kind = 0; kind < BENCH_COPY_KIND_COUNT; kind++, step++) {
            unsigned n = bench_copy_count(size, kind), i;
            char key[64];

            snprintf(key, sizeof key, "copy.%s.%zu", bench_copy_kind_name(kind), size);
            for (j = 0; j < 2; j++) {
                uint64_t t0;

                v = (step + j) % 2;
                copy_once(v, &bufs[v], pageable, kind, size);
                sync_variant(v);
                t0 = bench_now_ns();
                for (i = 0; i < n; i++)
                    copy_once(v, &bufs[v], pageable, kind, size);
                sync_variant(v);
                bench_result(key, variant_name[v],
                             (double)size * n / (double)(bench_now_ns() - t0), "GB/s");
            }
        }
    }
    for (v = 0; v < 2; v++)
        copy_verify(v, &bufs[v], pageable, max);
    CU(drv.cuMemFreeHost(bufs[RAW].pinned));
    CU(drv.cuMemFree(bufs[RAW].d0));
    CU(drv.cuMemFree(bufs[RAW].d1));
    CF(cufw_host_free(bufs[CORE].pinned));
    CF(cufw_free(bufs[CORE].d0));
    CF(cufw_free(bufs[CORE].d1));
    free(pageable);
    return 0;
}

/* ------------------------------------------------------------ kernels */

struct kern_state {
    CUdeviceptr a, b, c, part;
    CUfunction raw_triad, raw_reduce;
    cufw_kernel *core_triad, *core_reduce;
    CUevent raw_e0, raw_e1;
    cufw_event *core_e0, *core_e1;
    size_t n;
    float scalar;
    unsigned grid;
};

enum { OP_D2D, OP_TRIAD, OP_REDUCE };

static void kern_op(int v, struct kern_state *s, int op, unsigned grid)
{
    size_t bytes = s->n * sizeof(float);
    void *triad_args[] = {&s->a, &s->b, &s->c, &s->scalar, &s->n};
    void *reduce_args[] = {&s->b, &s->n, &s->part};
    cufw_dim3 g = {grid, 1, 1}, blk = {BENCH_BLOCK, 1, 1};

    if (v == RAW) {
        if (op == OP_D2D)
            CU(drv.cuMemcpyDtoD(s->a, s->b, bytes));
        else
            CU(drv.cuLaunchKernel(op == OP_TRIAD ? s->raw_triad : s->raw_reduce, grid, 1, 1,
                                  BENCH_BLOCK, 1, 1, 0, NULL,
                                  op == OP_TRIAD ? triad_args : reduce_args, NULL));
    } else {
        if (op == OP_D2D)
            CF(cufw_memcpy_dtod(s->a, s->b, bytes));
        else
            CF(cufw_launch(op == OP_TRIAD ? s->core_triad : s->core_reduce, g, blk, 0, NULL,
                           op == OP_TRIAD ? triad_args : reduce_args));
    }
}

/* Median milliseconds of op, each run between two events. */
static double kern_time(int v, struct kern_state *s, int op, unsigned grid, long iters)
{
    double *t = malloc((size_t)iters * sizeof *t), med;
    long i;

    if (t == NULL)
        die("out of memory");
    for (i = -2; i < iters; i++) {
        float ms = 0;

        if (v == RAW) {
            CU(drv.cuEventRecord(s->raw_e0, NULL));
            kern_op(v, s, op, grid);
            CU(drv.cuEventRecord(s->raw_e1, NULL));
            CU(drv.cuEventSynchronize(s->raw_e1));
            CU(drv.cuEventElapsedTime(&ms, s->raw_e0, s->raw_e1));
        } else {
            CF(cufw_event_record(s->core_e0, NULL));
            kern_op(v, s, op, grid);
            CF(cufw_event_record(s->core_e1, NULL));
            CF(cufw_event_synchronize(s->core_e1));
            CF(cufw_event_elapsed(&ms, s->core_e0, s->core_e1));
        }
        if (i >= 0)
            t[i] = ms;
    }
    med = bench_median(t, (size_t)iters);
    free(t);
    return med;
}

static void dtoh(int v, void *dst, CUdeviceptr src, size_t bytes)
{
    if (v == RAW)
        CU(drv.cuMemcpyDtoH(dst, src, bytes));
    else
        CF(cufw_memcpy_dtoh(dst, src, bytes));
}

static void poison(int v, CUdeviceptr p, size_t words)
{
    if (v == RAW)
        CU(drv.cuMemsetD32(p, 0x7fc00001u, words)); /* a NaN */
    else
        CF(cufw_memset_d32(p, 0x7fc00001u, words));
}

/* Every element of a = b + scalar * c, after poisoning a. */
static void verify_triad(int v, struct kern_state *s, const float *hb, const float *hc, float *out)
{
    size_t i, bad = 0, first = 0;

    poison(v, s->a, s->n);
    kern_op(v, s, OP_TRIAD, s->grid);
    sync_variant(v);
    dtoh(v, out, s->a, s->n * sizeof(float));
    for (i = 0; i < s->n; i++) {
        double sc = (double)s->scalar * hc[i], want = hb[i] + sc;
        double tol = 2.5e-7 * (fabs((double)hb[i]) + fabs(sc));

        if (!(fabs((double)out[i] - want) <= tol) && bad++ == 0)
            first = i;
    }
    if (bad != 0)
        die("%s triad: %zu of %zu elements wrong (first: [%zu] = %g, want %g)", variant_name[v],
            bad, s->n, first, (double)out[first],
            (double)hb[first] + (double)s->scalar * hc[first]);
}

/* Every block's sum against the CPU's (sums, abs_sums), then the total. */
static void verify_reduce(int v, struct kern_state *s, const double *sums, const double *abs_sums,
                          double ref, double ref_abs)
{
    float *part = malloc(s->grid * sizeof *part);
    double sum = 0;
    unsigned i;
    long bad;

    if (part == NULL)
        die("out of memory");
    poison(v, s->part, s->grid);
    kern_op(v, s, OP_REDUCE, s->grid);
    sync_variant(v);
    dtoh(v, part, s->part, s->grid * sizeof *part);
    bad = bench_check_block_sums(part, sums, abs_sums, s->grid);
    if (bad >= 0)
        die("%s reduce_sum_f32: block %ld of %u sums to %.9g, want %.9g", variant_name[v], bad,
            s->grid, (double)part[bad], sums[bad]);
    for (i = 0; i < s->grid; i++)
        sum += part[i];
    if (!(fabs(sum - ref) <= 1e-6 * ref_abs))
        die("%s reduce_sum_f32: total %.9g, want %.9g", variant_name[v], sum, ref);
    free(part);
}

/* The copy (D2D) must have produced b exactly. */
static void verify_d2d(int v, struct kern_state *s, const float *hb, float *out)
{
    poison(v, s->a, s->n);
    kern_op(v, s, OP_D2D, s->grid);
    sync_variant(v);
    dtoh(v, out, s->a, s->n * sizeof(float));
    if (memcmp(out, hb, s->n * sizeof(float)) != 0)
        die("%s D2D copy: the copy differs from its source", variant_name[v]);
}

static int mode_kernel(size_t bytes, long iters)
{
    struct kern_state st[2];
    size_t n = bytes / sizeof(float);
    float *hb, *hc, *out;
    uint64_t seed = bench_seed();
    double ref = 0, ref_abs = 0, *sums, *abs_sums;
    float scalar;
    int v, j, op;
    unsigned sweep[] = {1, 2, 4, 8, 16, 32};

    raw_init();
    core_init();
    if (n < 1024)
        die("kernel: %zu bytes is too small", bytes);
    hb = malloc(n * sizeof *hb);
    hc = malloc(n * sizeof *hc);
    out = malloc(n * sizeof *out);
    if (hb == NULL || hc == NULL || out == NULL)
        die("cannot allocate 3 x %zu bytes of host memory", bytes);
    bench_fill_pair(hb, hc, n, &seed, &ref, &ref_abs);
    scalar = 1.25f + 0.5f * bench_randf(&seed);
    memset(st, 0, sizeof st);
    for (v = 0; v < 2; v++) {
        st[v].n = n;
        st[v].scalar = scalar;
        st[v].grid = full_grid(0);
    }
    CU(drv.cuMemAlloc(&st[RAW].a, bytes));
    CU(drv.cuMemAlloc(&st[RAW].b, bytes));
    CU(drv.cuMemAlloc(&st[RAW].c, bytes));
    CU(drv.cuMemAlloc(&st[RAW].part, 64 * 1024 * sizeof(float)));
    CU(drv.cuMemcpyHtoD(st[RAW].b, hb, bytes));
    CU(drv.cuMemcpyHtoD(st[RAW].c, hc, bytes));
    CU(drv.cuEventCreate(&st[RAW].raw_e0, CU_EVENT_DEFAULT));
    CU(drv.cuEventCreate(&st[RAW].raw_e1, CU_EVENT_DEFAULT));
    st[RAW].raw_triad = raw_kernel("vector", "cufw_triad");
    st[RAW].raw_reduce = raw_kernel("reduce", "cufw_reduce_sum_f32");
    CF(cufw_malloc(&st[CORE].a, bytes));
    CF(cufw_malloc(&st[CORE].b, bytes));
    CF(cufw_malloc(&st[CORE].c, bytes));
    CF(cufw_malloc(&st[CORE].part, 64 * 1024 * sizeof(float)));
    CF(cufw_memcpy_htod(st[CORE].b, hb, bytes));
    CF(cufw_memcpy_htod(st[CORE].c, hc, bytes));
    CF(cufw_event_create(&st[CORE].core_e0, CUFW_EVENT_DEFAULT));
    CF(cufw_event_create(&st[CORE].core_e1, CUFW_EVENT_DEFAULT));
    st[CORE].core_triad = core_kernel("vector", "cufw_triad");
    st[CORE].core_reduce = core_kernel("reduce", "cufw_reduce_sum_f32");
    if (st[CORE].grid > 64 * 1024)
        die("grid of %u blocks is larger than the partial-sum buffer", st[CORE].grid);
    printf("# kernels: %zu floats per array (%zu MiB), grid %u x %u threads, scalar %g\n", n,
           bytes >> 20, st[CORE].grid, BENCH_BLOCK, (double)scalar);

    for (op = OP_D2D; op <= OP_REDUCE; op++) {
        static const char *const key[] = {"kern.d2d", "kern.triad", "kern.reduce"};
        /* bytes moved: a copy reads and writes, the triad reads two arrays and
         * writes one, the reduction reads one */
        static const double moved[] = {2, 3, 1};

        for (j = 0; j < 2; j++) {
            double ms;

            v = (op + j) % 2;
            ms = kern_time(v, &st[v], op, st[v].grid, iters);
            bench_result(key[op], variant_name[v], moved[op] * (double)bytes / (ms * 1e9),
                         "TB/s");
        }
    }
    /* Grid sweep of the triad (core): blocks per SM. */
    for (j = 0; j < (int)(sizeof sweep / sizeof sweep[0]); j++) {
        char key[64];
        double ms = kern_time(CORE, &st[CORE], OP_TRIAD, full_grid(sweep[j]), iters);

        snprintf(key, sizeof key, "kern.triad-grid.%u", sweep[j]);
        bench_result(key, "core", 3.0 * (double)bytes / (ms * 1e9), "TB/s");
    }
    sums = malloc(st[CORE].grid * sizeof *sums);
    abs_sums = malloc(st[CORE].grid * sizeof *abs_sums);
    if (sums == NULL || abs_sums == NULL)
        die("out of memory");
    bench_block_sums(hb, n, st[CORE].grid, BENCH_BLOCK, sums, abs_sums);
    for (v = 0; v < 2; v++) {
        verify_d2d(v, &st[v], hb, out);
        verify_triad(v, &st[v], hb, hc, out);
        verify_reduce(v, &st[v], sums, abs_sums, ref, ref_abs);
    }
    free(sums);
    free(abs_sums);
    printf("# kernels: D2D copies, triad and reduction results verified (every element)\n");
    CU(drv.cuMemFree(st[RAW].a));
    CU(drv.cuMemFree(st[RAW].b));
    CU(drv.cuMemFree(st[RAW].c));
    CU(drv.cuMemFree(st[RAW].part));
    CU(drv.cuEventDestroy(st[RAW].raw_e0));
    CU(drv.cuEventDestroy(st[RAW].raw_e1));
    CF(cufw_free(st[CORE].a));
    CF(cufw_free(st[CORE].b));
    CF(cufw_free(st[CORE].c));
    CF(cufw_free(st[CORE].part));
    CF(cufw_event_destroy(st[CORE].core_e0));
    CF(cufw_event_destroy(st[CORE].core_e1));
    free(hb);
    free(hc);
    free(out);
    return 0;
}

/* ------------------------------------------------------------ graphs */

/*
 * One pipeline: BENCH_GRAPH_KERNELS saxpys y = alpha * x + y, each waiting
 * for the one before (stream order, or a graph's chain of nodes), on a
 * stream of the variant's own. Both variants name the kernel by its
 * CUkernel in the node parameters (func NULL, ctx NULL), as cufw does.
 */
struct graph_state {
    CUstream raw_s;
    cufw_stream *core_s;
    CUfunction kraw;
    cufw_kernel *kcore;
    CUdeviceptr x, y;
    size_t n;
    float alpha;
    CUgraph g, g2; /* the pipeline, and a second one of the same shape */
    CUgraphExec e;
    CUgraphNode nodes[BENCH_GRAPH_KERNELS];
};

static const cufw_dim3 graph_block = {BENCH_GRAPH_N, 1, 1};

static void graph_build(int v, struct graph_state *s, CUgraph *g, CUgraphNode *nodes)
{
    void *args[] = {&s->alpha, &s->x, &s->y, &s->n};
    int i;

    if (v == RAW) {
        CU(drv.cuGraphCreate(g, 0));
        for (i = 0; i < BENCH_GRAPH_KERNELS; i++) {
            CUDA_KERNEL_NODE_PARAMS p;

            memset(&p, 0, sizeof p);
            p.kern = (CUkernel)s->kraw;
            p.gridDimX = p.gridDimY = p.gridDimZ = 1;
            p.blockDimX = BENCH_GRAPH_N;
            p.blockDimY = p.blockDimZ = 1;
            p.kernelParams = args;
            CU(drv.cuGraphAddKernelNode(&nodes[i], *g, i > 0 ? &nodes[i - 1] : NULL,
                                        i > 0 ? 1 : 0, &p));
        }
    } else {
        cufw_graph *cg;

        CF(cufw_graph_create(&cg));
        for (i = 0; i < BENCH_GRAPH_KERNELS; i++)
            CF(cufw_graph_add_kernel(cg, (cufw_graph_node **)&nodes[i],
                                     i > 0 ? (cufw_graph_node *const *)&nodes[i - 1] : NULL,
                                     i > 0 ? 1 : 0, s->kcore, one, graph_block, 0, args));
        *g = (CUgraph)(void *)cg;
    }
}

static void graph_sync(int v, struct graph_state *s)
{
    if (v == RAW)
        CU(drv.cuStreamSynchronize(s->raw_s));
    else
        CF(cufw_stream_synchronize(s->core_s));
}

static void graph_instantiate(int v, struct graph_state *s, CUgraphExec *e)
{
    if (v == RAW)
        CU(drv.cuGraphInstantiateWithFlags(e, s->g, 0));
    else
        CF(cufw_graph_instantiate((cufw_graph *)(void *)s->g, (cufw_graph_exec **)e, 0));
}

static void graph_exec_destroy(int v, CUgraphExec e)
{
    if (v == RAW)
        CU(drv.cuGraphExecDestroy(e));
    else
        CF(cufw_graph_exec_destroy((cufw_graph_exec *)(void *)e));
}

static void graph_setup(int v, struct graph_state *s, CUdeviceptr x, CUdeviceptr y)
{
    memset(s, 0, sizeof *s);
    s->x = x;
    s->y = y;
    s->n = BENCH_GRAPH_N;
    s->alpha = 0.5f;
    if (v == RAW) {
        s->kraw = raw_kernel("vector", "cufw_saxpy");
        CU(drv.cuStreamCreate(&s->raw_s, CU_STREAM_NON_BLOCKING));
    } else {
        s->kcore = core_kernel("vector", "cufw_saxpy");
        CF(cufw_stream_create(&s->core_s, CUFW_STREAM_NON_BLOCKING, 0));
    }
    graph_build(v, s, &s->g, s->nodes);
    {
        CUgraphNode other[BENCH_GRAPH_KERNELS];

        s->alpha = 0.25f;
        graph_build(v, s, &s->g2, other);
        s->alpha = 0.5f;
    }
    graph_instantiate(v, s, &s->e);
}

/* Microseconds of host time per kernel, launching pipelines one kernel at a
 * time (replay 0) or replaying the graph (replay 1): batches of
 * BENCH_GRAPH_BATCH pipelines, the synchronisation after each not timed. */
static double graph_time_pipelines(int v, struct graph_state *s, long pipelines, int replay)
{
    void *args[] = {&s->alpha, &s->x, &s->y, &s->n};
    uint64_t spent = 0;
    long done = 0, b, i;
    int k;

    while (done < pipelines) {
        uint64_t t0;

        b = pipelines - done < BENCH_GRAPH_BATCH ? pipelines - done : BENCH_GRAPH_BATCH;
        t0 = bench_now_ns();
        if (replay && v == RAW) {
            for (i = 0; i < b; i++)
                CU(drv.cuGraphLaunch(s->e, s->raw_s));
        } else if (replay) {
            for (i = 0; i < b; i++)
                CF(cufw_graph_launch((cufw_graph_exec *)(void *)s->e, s->core_s));
        } else if (v == RAW) {
            for (i = 0; i < b; i++)
                for (k = 0; k < BENCH_GRAPH_KERNELS; k++)
                    CU(drv.cuLaunchKernel(s->kraw, 1, 1, 1, BENCH_GRAPH_N, 1, 1, 0, s->raw_s, args,
                                          NULL));
        } else {
            for (i = 0; i < b; i++)
                for (k = 0; k < BENCH_GRAPH_KERNELS; k++)
                    CF(cufw_launch(s->kcore, one, graph_block, 0, s->core_s, args));
        }
        spent += bench_now_ns() - t0;
        graph_sync(v, s);
        done += b;
    }
    return (double)spent / 1e3 / (double)pipelines / BENCH_GRAPH_KERNELS;
}

/* Median microseconds of one instantiation of the pipeline. */
static double graph_time_instantiate(int v, struct graph_state *s)
{
    double t[BENCH_GRAPH_SLOW];
    CUgraphExec e;
    int i;

    for (i = 0; i < BENCH_GRAPH_SLOW; i++) {
        uint64_t t0 = bench_now_ns();

        graph_instantiate(v, s, &e);
        t[i] = (double)(bench_now_ns() - t0) / 1e3;
        graph_exec_destroy(v, e);
    }
    return bench_median(t, BENCH_GRAPH_SLOW);
}

/* Mean microseconds of one kernel-node update of the executable graph
 * (cuGraphExecKernelNodeSetParams / cufw_graph_exec_set_kernel: the whole
 * launch, one driver call each), every node in turn. */
static double graph_time_set_args(int v, struct graph_state *s, long updates)
{
    float alpha = s->alpha;
    void *args[] = {&alpha, &s->x, &s->y, &s->n};
    CUDA_KERNEL_NODE_PARAMS p;
    uint64_t t0;
    long i;

    memset(&p, 0, sizeof p);
    p.kern = (CUkernel)s->kraw;
    p.gridDimX = p.gridDimY = p.gridDimZ = 1;
    p.blockDimX = BENCH_GRAPH_N;
    p.blockDimY = p.blockDimZ = 1;
    p.kernelParams = args;
    t0 = bench_now_ns();
    for (i = 0; i < updates; i++) {
        CUgraphNode node = s->nodes[i % BENCH_GRAPH_KERNELS];

        alpha = (i & 1) ? s->alpha : s->alpha * 2;
        if (v == RAW)
            CU(drv.cuGraphExecKernelNodeSetParams(s->e, node, &p));
        else
            CF(cufw_graph_exec_set_kernel((cufw_graph_exec *)(void *)s->e,
                                          (cufw_graph_node *)(void *)node, s->kcore, one,
                                          graph_block, 0, args));
    }
    return (double)(bench_now_ns() - t0) / 1e3 / (double)updates;
}

/* Median microseconds of one whole-graph update from a graph of the same
 * shape (cuGraphExecUpdate / cufw_graph_exec_update), alternating graphs. */
static double graph_time_exec_update(int v, struct graph_state *s)
{
    double t[BENCH_GRAPH_SLOW];
    int i;

    for (i = 0; i < BENCH_GRAPH_SLOW; i++) {
        CUgraph g = (i & 1) ? s->g : s->g2;
        uint64_t t0 = bench_now_ns();

        if (v == RAW) {
            CUgraphExecUpdateResultInfo info;

            CU(drv.cuGraphExecUpdate(s->e, g, &info));
        } else {
            CF(cufw_graph_exec_update((cufw_graph_exec *)(void *)s->e, (cufw_graph *)(void *)g,
                                      NULL));
        }
        t[i] = (double)(bench_now_ns() - t0) / 1e3;
    }
    return bench_median(t, BENCH_GRAPH_SLOW);
}

/* One replay of the pipeline (graph g's parameters, alpha) from y = 0:
 * y must be what BENCH_GRAPH_KERNELS saxpys of x give. */
static void graph_verify(int v, struct graph_state *s, const float *hx, CUgraph g, float alpha)
{
    float out[BENCH_GRAPH_N];
    unsigned i;

    if (v == RAW) {
        CUgraphExecUpdateResultInfo info;

        CU(drv.cuGraphExecUpdate(s->e, g, &info));
        CU(drv.cuMemsetD32(s->y, 0, BENCH_GRAPH_N));
        CU(drv.cuGraphLaunch(s->e, s->raw_s));
        CU(drv.cuStreamSynchronize(s->raw_s));
        CU(drv.cuMemcpyDtoH(out, s->y, sizeof out));
    } else {
        CF(cufw_graph_exec_update((cufw_graph_exec *)(void *)s->e, (cufw_graph *)(void *)g,
                                  NULL));
        CF(cufw_memset_d32(s->y, 0, BENCH_GRAPH_N));
        CF(cufw_graph_launch((cufw_graph_exec *)(void *)s->e, s->core_s));
        CF(cufw_stream_synchronize(s->core_s));
        CF(cufw_memcpy_dtoh(out, s->y, sizeof out));
    }
    for (i = 0; i < BENCH_GRAPH_N; i++) {
        float want = bench_graph_expect(alpha, hx[i]), d = out[i] - want;

        if (!((d < 0 ? -d : d) <= 1e-5f * (1.0f + (want < 0 ? -want : want))))
            die("%s graph: y[%u] is %g, want %g", variant_name[v], i, out[i], want);
    }
}

static int mode_graph(long reps, long pipelines)
{
    struct graph_state st[2];
    float hx[BENCH_GRAPH_N];
    uint64_t seed = bench_seed();
    CUdeviceptr x[2], y[2];
    long rep;
    unsigned i;
    int v, j;

    raw_init();
    core_init();
    for (i = 0; i < BENCH_GRAPH_N; i++)
        hx[i] = bench_randf(&seed);
    CU(drv.cuMemAlloc(&x[RAW], sizeof hx));
    CU(drv.cuMemAlloc(&y[RAW], sizeof hx));
    CF(cufw_malloc(&x[CORE], sizeof hx));
    CF(cufw_malloc(&y[CORE], sizeof hx));
    CU(drv.cuMemcpyHtoD(x[RAW], hx, sizeof hx));
    CF(cufw_memcpy_htod(x[CORE], hx, sizeof hx));
    CU(drv.cuMemsetD32(y[RAW], 0, BENCH_GRAPH_N));
    CF(cufw_memset_d32(y[CORE], 0, BENCH_GRAPH_N));
    for (v = 0; v < 2; v++) {
        graph_setup(v, &st[v], x[v], y[v]);
        /* warm up: module loads, the first replays, the driver's queues */
        graph_time_pipelines(v, &st[v], 500, 0);
        graph_time_pipelines(v, &st[v], 500, 1);
    }
    for (rep = 0; rep < reps; rep++) {
        for (j = 0; j < 2; j++) {
            double one_by_one, replay;

            v = (int)((rep + j) % 2);
            one_by_one = graph_time_pipelines(v, &st[v], pipelines, 0);
            replay = graph_time_pipelines(v, &st[v], pipelines, 1);
            bench_result("graph.oneby1", variant_name[v], one_by_one, "us");
            bench_result("graph.replay-kernel", variant_name[v], replay, "us");
            bench_result("graph.replay", variant_name[v], replay * BENCH_GRAPH_KERNELS, "us");
        }
        for (j = 0; j < 2; j++) {
            v = (int)((rep + j) % 2);
            bench_result("graph.instantiate", variant_name[v], graph_time_instantiate(v, &st[v]),
                         "us");
            bench_result("graph.set-args", variant_name[v],
                         graph_time_set_args(v, &st[v], BENCH_GRAPH_SLOW * 10), "us");
            bench_result("graph.exec-update", variant_name[v], graph_time_exec_update(v, &st[v]),
                         "us");
        }
    }
    for (v = 0; v < 2; v++) {
        graph_verify(v, &st[v], hx, st[v].g2, 0.25f);
        graph_verify(v, &st[v], hx, st[v].g, 0.5f);
    }
    printf("# graphs: both pipelines' results verified (every element, two alphas)\n");
    CU(drv.cuGraphExecDestroy(st[RAW].e));
    CU(drv.cuGraphDestroy(st[RAW].g));
    CU(drv.cuGraphDestroy(st[RAW].g2));
    CU(drv.cuStreamDestroy(st[RAW].raw_s));
    CU(drv.cuMemFree(x[RAW]));
    CU(drv.cuMemFree(y[RAW]));
    CF(cufw_graph_exec_destroy((cufw_graph_exec *)(void *)st[CORE].e));
    CF(cufw_graph_destroy((cufw_graph *)(void *)st[CORE].g));
    CF(cufw_graph_destroy((cufw_graph *)(void *)st[CORE].g2));
    CF(cufw_stream_destroy(st[CORE].core_s));
    CF(cufw_free(x[CORE]));
    CF(cufw_free(y[CORE]));
    return 0;
}

/* ------------------------------------------------------------ threads */

/*
 * Launch throughput from several threads at once: N threads each launch the
 * empty kernel LAUNCHES times on the mode's stream (common.h), in batches of
 * BATCH with a synchronisation of that stream after each batch, so that the
 * queue never fills. Each thread first makes the context current (raw: the
 * retained primary context, cuCtxSetCurrent; core: nothing, cufw does it),
 * makes its stream and launches one untimed batch (the stream's and the
 * thread's first use), then waits at a barrier with the main thread. The
 * wall time runs from the main thread's release from that barrier to its
 * release from a second one that every thread reaches after its last
 * synchronisation (streams are destroyed after it, untimed). Result: total
 * launches per second, N * LAUNCHES over the wall time, in millions. The
 * synchronisations are in the time: on the legacy stream
 * cuStreamSynchronize(NULL) waits for every thread's work, which is what a
 * program on the legacy stream gets. Threads are not pinned.
 */
struct threads_run {
    int v, mode;
    long launches, batch;
    CUfunction kraw;
    const cufw_kernel *kcore;
    pthread_barrier_t start, end;
};

static void threads_barrier(pthread_barrier_t *b)
{
    int rc = pthread_barrier_wait(b);

    if (rc != 0 && rc != PTHREAD_BARRIER_SERIAL_THREAD)
        die("pthread_barrier_wait: %s", strerror(rc));
}

/* count launches on one thread's stream, a stream synchronisation after
 * every batch; every return code checked. */
static void threads_launch(const struct threads_run *run, CUstream raw_s, cufw_stream *core_s,
                           long count)
{
    long done = 0, i, b;

    while (done < count) {
        b = count - done < run->batch ? count - done : run->batch;
        if (run->v == RAW) {
            for (i = 0; i < b; i++) {
                CUresult r =
                    drv.cuLaunchKernel(run->kraw, 1, 1, 1, 1, 1, 1, 0, raw_s, NULL, NULL);
                if (__builtin_expect(r != CUDA_SUCCESS, 0))
                    launch_raw_failed(r);
            }
            CU(drv.cuStreamSynchronize(raw_s));
        } else {
            for (i = 0; i < b; i++) {
                int rc = cufw_launch(run->kcore, one, one, 0, core_s, NULL);
                if (__builtin_expect(rc != CUFW_OK, 0))
                    launch_core_failed(rc);
            }
            CF(cufw_stream_synchronize(core_s));
        }
        done += b;
    }
}

/* One thread of a measurement: set up, warm up, launch between the barriers. */
static void *threads_worker(void *arg)
{
    struct threads_run *run = arg;
    CUstream raw_s = NULL;
    cufw_stream *core_s = NULL;

    if (run->v == RAW) {
        CU(drv.cuCtxSetCurrent(raw_ctx));
        if (run->mode == BENCH_TS_OWN)
            CU(drv.cuStreamCreate(&raw_s, CU_STREAM_NON_BLOCKING));
        else if (run->mode == BENCH_TS_PTDS)
            raw_s = CU_STREAM_PER_THREAD;
    } else {
        if (run->mode == BENCH_TS_OWN)
            CF(cufw_stream_create(&core_s, CUFW_STREAM_NON_BLOCKING, 0));
        else if (run->mode == BENCH_TS_PTDS)
            core_s = CUFW_STREAM_PER_THREAD;
    }
    threads_launch(run, raw_s, core_s, run->batch);
    threads_barrier(&run->start);
    threads_launch(run, raw_s, core_s, run->launches);
    threads_barrier(&run->end);
    if (run->mode == BENCH_TS_OWN && run->v == RAW)
        CU(drv.cuStreamDestroy(raw_s));
    else if (run->mode == BENCH_TS_OWN)
        CF(cufw_stream_destroy(core_s));
    return NULL;
}

/* Millions of launches per second of n threads of variant v in mode. */
static double threads_measure(int v, int mode, long n, long launches, long batch, CUfunction kraw,
                              const cufw_kernel *kcore)
{
    struct threads_run run;
    pthread_t *tid = malloc((size_t)n * sizeof *tid);
    uint64_t t0, t1;
    long i;
    int rc;

    if (tid == NULL)
        die("out of memory");
    memset(&run, 0, sizeof run);
    run.v = v;
    run.mode = mode;
    run.launches = launches;
    run.batch = batch;
    run.kraw = kraw;
    run.kcore = kcore;
    if ((rc = pthread_barrier_init(&run.start, NULL, (unsigned)n + 1)) != 0 ||
        (rc = pthread_barrier_init(&run.end, NULL, (unsigned)n + 1)) != 0)
        die("pthread_barrier_init: %s", strerror(rc));
    for (i = 0; i < n; i++)
        if ((rc = pthread_create(&tid[i], NULL, threads_worker, &run)) != 0)
            die("pthread_create (thread %ld of %ld): %s", i + 1, n, strerror(rc));
    threads_barrier(&run.start);
    t0 = bench_now_ns();
    threads_barrier(&run.end);
    t1 = bench_now_ns();
    for (i = 0; i < n; i++)
        if ((rc = pthread_join(tid[i], NULL)) != 0)
            die("pthread_join: %s", strerror(rc));
    pthread_barrier_destroy(&run.start);
    pthread_barrier_destroy(&run.end);
    free(tid);
    return (double)n * (double)launches / ((double)(t1 - t0) / 1e9) / 1e6;
}

static int mode_threads(const char *counts_arg, const char *modes_arg, long launches, long batch)
{
    long counts[BENCH_THREADS_LISTS];
    int modes[BENCH_THREADS_LISTS], ncounts, nmodes, m, c, j, step = 0;
    CUfunction kraw;
    cufw_kernel *kcore;

    ncounts = bench_threads_counts(counts_arg, counts, BENCH_THREADS_LISTS);
    nmodes = bench_threads_modes(modes_arg, modes, BENCH_THREADS_LISTS);
    if (ncounts < 0)
        die("threads: %s is not a list of thread counts (1 to %d, commas between)", counts_arg,
            BENCH_THREADS_MAX);
    if (nmodes < 0)
        die("threads: %s is not a list of modes (own, legacy, ptds; or all)", modes_arg);
    raw_init();
    core_init();
    kraw = raw_kernel("empty", "bench_empty");
    kcore = core_kernel("empty", "bench_empty");
    /* warm up: module loads, first launches, the driver's queues */
    time_launches(RAW, 5000, batch, kraw, kcore);
    time_launches(CORE, 5000, batch, kraw, kcore);
    for (m = 0; m < nmodes; m++) {
        for (c = 0; c < ncounts; c++, step++) {
            char key[64];

            snprintf(key, sizeof key, "threads.%s.%ld", bench_threads_mode_name(modes[m]),
                     counts[c]);
            for (j = 0; j < 2; j++) {
                int v = (step + j) % 2;

                bench_result(key, variant_name[v],
                             threads_measure(v, modes[m], counts[c], launches, batch, kraw, kcore),
                             "M/s");
            }
        }
    }
    return 0;
}

/* ------------------------------------------------------------ cold start */

static int mode_cold(int v)
{
    if (v == RAW) {
        CUfunction k;

        raw_init();
        k = raw_kernel("empty", "bench_empty");
        CU(drv.cuLaunchKernel(k, 1, 1, 1, 1, 1, 1, 0, NULL, NULL, NULL));
        raw_sync();
    } else {
        cufw_kernel *k;

        core_init();
        k = core_kernel("empty", "bench_empty");
        CF(cufw_launch(k, one, one, 0, NULL, NULL));
        CF(cufw_device_synchronize());
    }
    printf("T %llu\n", (unsigned long long)bench_now_ns());
    return 0;
}

/* ------------------------------------------------------------ heap */

static unsigned char heap_pageable[BENCH_HEAP_BYTES];

static int mode_heap(int v)
{
    bench_phase_fn phase = bench_phase_hook();
    bench_owner_fn owner = bench_owner_hook();
    struct copy_bufs b;
    CUfunction kraw = NULL;
    cufw_kernel *kcore = NULL;
    size_t size;
    int i, kind;
    void *lib_fn, *main_fn;

    if (phase == NULL || owner == NULL)
        die("heap: heapcount.so is not preloaded (LD_PRELOAD)");
    memset(heap_pageable, 0x5a, sizeof heap_pageable);

    phase("init");
    if (v == RAW) {
        raw_init();
        kraw = raw_kernel("empty", "bench_empty");
        CU(drv.cuMemAlloc(&b.d0, BENCH_HEAP_BYTES));
        CU(drv.cuMemAlloc(&b.d1, BENCH_HEAP_BYTES));
        CU(drv.cuMemHostAlloc(&b.pinned, BENCH_HEAP_BYTES, 0));
    } else {
        core_init();
        kcore = core_kernel("empty", "bench_empty");
        CF(cufw_malloc(&b.d0, BENCH_HEAP_BYTES));
        CF(cufw_malloc(&b.d1, BENCH_HEAP_BYTES));
        CF(cufw_host_alloc(&b.pinned, BENCH_HEAP_BYTES, 0));
    }

    phase("launch");
    for (i = 0; i < BENCH_HEAP_LAUNCHES; i++) {
        if (v == RAW)
            CU(drv.cuLaunchKernel(kraw, 1, 1, 1, 1, 1, 1, 0, NULL, NULL, NULL));
        else
            CF(cufw_launch(kcore, one, one, 0, NULL, NULL));
    }
    sync_variant(v);

    phase("copy");
    for (size = BENCH_COPY_MIN; size <= BENCH_HEAP_BYTES; size *= 4)
        for (kind = 0; kind < BENCH_COPY_KIND_COUNT; kind++)
            copy_once(v, &b, heap_pageable, kind, size);
    sync_variant(v);

    phase("teardown");
    if (v == RAW) {
        unsigned l;

        CU(drv.cuMemFree(b.d0));
        CU(drv.cuMemFree(b.d1));
        CU(drv.cuMemFreeHost(b.pinned));
        for (l = 0; l < RAW_LIBS; l++)
            if (raw_libs[l] != NULL)
                CU(drv.cuLibraryUnload(raw_libs[l]));
        CU(drv.cuDevicePrimaryCtxReset(raw_dev));
    } else {
        CF(cufw_free(b.d0));
        CF(cufw_free(b.d1));
        CF(cufw_host_free(b.pinned));
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

/* ------------------------------------------------------------ launch floor */

/*
 * The floor under cuLaunchKernel: which handle the driver is given. raw-fn
 * passes the CUfunction of a module of our own (cuModuleLoadData of the
 * same fatbin bytes, cuModuleGetFunction) -- the floor; raw-kernel the
 * CUkernel of cuLibraryLoadData + cuLibraryGetKernel (what the launch row
 * passes); raw-kfn cuKernelGetFunction of that CUkernel in the current
 * context; core cufw_launch of cufw's kernel. All launch bench_empty,
 * grid 1, block 1, stream 0, no arguments, every return code checked.
 */
enum { F_FN, F_KERNEL, F_KFN, F_CORE, F_IDFN, F_CORE_K, F_COUNT };
static const char *const floor_key[F_COUNT] = {"floor.fn", "floor.kernel", "floor.kfn",
                                               "floor.launch", "floor.idfn",
                                               "floor.launch-kernel"};
static const char *const floor_ratio_key[F_COUNT] = {
    NULL, "floor.ratio.kernel", "floor.ratio.kfn", "floor.ratio.launch", "floor.ratio.idfn",
    "floor.ratio.launch-kernel"};

/* The driver entry points only the floor and tail modes use, fetched the
 * way raw_init fetches the others (by base name, the headers' version). */
static struct {
    CUresult (*module_load_data)(CUmodule *module, const void *image);
    CUresult (*module_get_function)(CUfunction *fn, CUmodule module, const char *name);
    CUresult (*kernel_get_function)(CUfunction *fn, CUkernel kernel);
    CUresult (*ctx_get_id)(CUcontext ctx, unsigned long long *id);
} fdrv;

struct floor_fns {
    CUmodule mod;
    CUfunction fn, kernel, kfn;
    cufw_kernel *core;
};

/* Initialise both variants and get the four handles of bench_empty, then
 * pin this thread to one CPU (after the initialisation, so that threads
 * the driver and cufw start there keep the whole machine). */
static void floor_setup(struct floor_fns *f, const char *mode)
{
    getproc_fn getproc;
    void *handle, *sym;
    char why[160];

    raw_init();
    core_init();
    handle = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
    if (handle == NULL)
        die("%s: cannot load libcuda.so.1 again: %s", mode, dlerror());
    sym = dlsym(handle, "cuGetProcAddress_v2");
    if (sym == NULL)
        die("%s: libcuda.so.1 has no cuGetProcAddress_v2", mode);
    memcpy(&getproc, &sym, sizeof sym);
    raw_fetch(getproc, "cuModuleLoadData", &fdrv.module_load_data);
    raw_fetch(getproc, "cuModuleGetFunction", &fdrv.module_get_function);
    raw_fetch(getproc, "cuKernelGetFunction", &fdrv.kernel_get_function);
    raw_fetch(getproc, "cuCtxGetId", &fdrv.ctx_get_id);
    CU(fdrv.module_load_data(&f->mod, image_data("empty")));
    CU(fdrv.module_get_function(&f->fn, f->mod, "bench_empty"));
    f->kernel = raw_kernel("empty", "bench_empty");
    CU(fdrv.kernel_get_function(&f->kfn, (CUkernel)(void *)f->kernel));
    f->core = core_kernel("empty", "bench_empty");
    if (bench_pin_cpu(mode, why, sizeof why) != 0)
        die("%s: %s", mode, why);
}

/* Microseconds per launch of the cheapest launch that knows its context:
 * cuCtxGetId(NULL) then cuLaunchKernel of the CUfunction (what a launch
 * that keeps a CUfunction per context must do at least; its id is
 * checked, as a cache would compare it). */
static double time_idfn(CUfunction fn, long launches, long batch)
{
    unsigned long long id = 0, first = 0;
    uint64_t spent = 0;
    long done = 0, i, b;

    CU(fdrv.ctx_get_id(NULL, &first));
    while (done < launches) {
        uint64_t t0;

        b = launches - done < batch ? launches - done : batch;
        t0 = bench_now_ns();
        for (i = 0; i < b; i++) {
            CUresult r = fdrv.ctx_get_id(NULL, &id);

            if (__builtin_expect(r == CUDA_SUCCESS && id == first, 1))
                r = drv.cuLaunchKernel(fn, 1, 1, 1, 1, 1, 1, 0, NULL, NULL, NULL);
            else if (r == CUDA_SUCCESS)
                r = CUDA_ERROR_INVALID_CONTEXT;
            if (__builtin_expect(r != CUDA_SUCCESS, 0))
                launch_raw_failed(r);
        }
        spent += bench_now_ns() - t0;
        raw_sync();
        done += b;
    }
    return (double)spent / 1e3 / (double)launches;
}

/* Nanoseconds of host time per launch over one timed batch of variant v
 * (time_launches: one batch, then its untimed synchronisation). */
static double floor_batch(int v, const struct floor_fns *f, long launches, long batch)
{
    if (v == F_CORE)
        return time_launches(CORE, launches, batch, NULL, f->core) * 1e3;
    if (v == F_CORE_K) /* the driver's CUkernel through cufw_launch: no cache */
        return time_launches(CORE, launches, batch, NULL, (const cufw_kernel *)(void *)f->kernel) *
               1e3;
    if (v == F_IDFN)
        return time_idfn(f->fn, launches, batch) * 1e3;
    return time_launches(RAW, launches, batch,
                         v == F_FN ? f->fn : v == F_KERNEL ? f->kernel : f->kfn, NULL) * 1e3;
}

/* ROUNDS rounds; in each, one batch of BATCH launches per variant, the
 * order rotating round by round; per round the ns per launch of each and
 * its ratio to raw-fn's batch of the same round (paired: same seconds,
 * same process, same CPU). */
static int mode_floor(long rounds, long batch)
{
    struct floor_fns f;
    double ns[F_COUNT];
    long r;
    int v, j;

    floor_setup(&f, "floor");
    printf("# floor: %ld rounds of %ld launches per variant (raw-fn raw-kernel raw-kfn core "
           "raw-idfn core-kernel), "
           "ns per launch\n", rounds, batch);
    for (v = 0; v < F_COUNT; v++)
        floor_batch(v, &f, 5000, batch); /* warm up */
    for (r = 0; r < rounds; r++) {
        for (j = 0; j < F_COUNT; j++) {
            v = (int)((r + j) % F_COUNT);
            ns[v] = floor_batch(v, &f, batch, batch);
        }
        for (v = 0; v < F_COUNT; v++)
            bench_result(floor_key[v], variant_name[v == F_CORE || v == F_CORE_K ? CORE : RAW],
                         ns[v], "ns");
        for (v = 1; v < F_COUNT; v++)
            bench_result(floor_ratio_key[v], variant_name[v == F_CORE || v == F_CORE_K ? CORE : RAW],
                         ns[v] / ns[F_FN], "x");
        /* cufw's own cost over the least a context-aware launch does */
        bench_result("floor.ratio.launch-idfn", variant_name[CORE], ns[F_CORE] / ns[F_IDFN], "x");
    }
    return 0;
}

/* ------------------------------------------------------------ launch tails */

/*
 * The tail: every launch timed on its own (CLOCK_MONOTONIC just before and
 * just after the call, one clock read's cost included), LAUNCHES per
 * variant, the variants interleaved in chunks of TAIL_CHUNK launches (the
 * order rotating), an untimed synchronisation after each chunk; then ITERS
 * launch + synchronise round trips per variant, interleaved likewise.
 * Variants: raw-fn and raw-kernel (column raw), core.
 */
#define TAIL_CHUNK 256
enum { T_FN, T_KERNEL, T_CORE, T_COUNT };
static const char *const tail_name[T_COUNT] = {"raw-fn", "raw-kernel", "core"};

/* Time n launches of variant v, one by one, into out[0..n); with sync set,
 * each launch is followed by a context synchronisation inside its time. */
static void tail_chunk(int v, const struct floor_fns *f, uint32_t *out, long n, int sync)
{
    CUfunction k = v == T_FN ? f->fn : f->kernel;
    long i;

    for (i = 0; i < n; i++) {
        uint64_t t0 = bench_now_ns(), t1;

        if (v == T_CORE) {
            int rc = cufw_launch(f->core, one, one, 0, NULL, NULL);
            if (__builtin_expect(rc != CUFW_OK, 0))
                launch_core_failed(rc);
            if (sync)
                CF(cufw_device_synchronize());
        } else {
            CUresult r = drv.cuLaunchKernel(k, 1, 1, 1, 1, 1, 1, 0, NULL, NULL, NULL);
            if (__builtin_expect(r != CUDA_SUCCESS, 0))
                launch_raw_failed(r);
            if (sync)
                raw_sync();
        }
        t1 = bench_now_ns();
        out[i] = bench_sat_ns(t1 - t0);
    }
    sync_variant(v == T_CORE ? CORE : RAW);
}

/* Run per-variant measurements of n samples each, interleaved in chunks. */
static void tail_measure(const struct floor_fns *f, uint32_t *t[T_COUNT], long n, int sync)
{
    long done, c, m;
    int j;

    for (done = 0, c = 0; done < n; done += m, c++) {
        m = n - done < TAIL_CHUNK ? n - done : TAIL_CHUNK;
        for (j = 0; j < T_COUNT; j++) {
            int v = (int)((c + j) % T_COUNT);

            tail_chunk(v, f, t[v] + done, m, sync);
        }
    }
}

static int mode_tail(long launches, long iters)
{
    struct floor_fns f;
    uint32_t *t[T_COUNT], *s[T_COUNT];
    int v;

    floor_setup(&f, "tail");
    for (v = 0; v < T_COUNT; v++) {
        t[v] = malloc((size_t)launches * sizeof *t[v]);
        s[v] = malloc((size_t)iters * sizeof *s[v]);
        if (t[v] == NULL || s[v] == NULL)
            die("tail: out of memory");
        memset(t[v], 0, (size_t)launches * sizeof *t[v]);
        memset(s[v], 0, (size_t)iters * sizeof *s[v]);
    }
    bench_clock_cost("tail");
    printf("# tail: %ld launches and %ld launch+sync per variant (raw-fn raw-kernel core), "
           "chunks of %d interleaved\n", launches, iters, TAIL_CHUNK);
    /* warm up: 5000 launches and 1000 round trips of each, untimed */
    for (v = 0; v < T_COUNT; v++) {
        long i;

        for (i = 0; i < 5000; i += TAIL_CHUNK)
            tail_chunk(v, &f, t[v], launches < TAIL_CHUNK ? launches : TAIL_CHUNK, 0);
        for (i = 0; i < 1000; i += TAIL_CHUNK)
            tail_chunk(v, &f, s[v], iters < TAIL_CHUNK ? iters : TAIL_CHUNK, 1);
    }
    tail_measure(&f, t, launches, 0);
    tail_measure(&f, s, iters, 1);
    for (v = 0; v < T_COUNT; v++) {
        const char *col = variant_name[v == T_CORE ? CORE : RAW];

        bench_tail_report("launch", tail_name[v], col, t[v], (size_t)launches);
        bench_tail_report("sync", tail_name[v], col, s[v], (size_t)iters);
        free(t[v]);
        free(s[v]);
    }
    return 0;
}

/* ------------------------------------------------------------ main */

static int variant_arg(int argc, char **argv)
{
    if (argc > 2 && strcmp(argv[2], "raw") == 0)
        return RAW;
    if (argc > 2 && strcmp(argv[2], "core") == 0)
        return CORE;
    die("%s: the variant must be raw or core", argv[1]);
}

int main(int argc, char **argv)
{
    const char *mode = argc > 1 ? argv[1] : "";

    setvbuf(stdout, NULL, _IOLBF, 0);
    if (strcmp(mode, "probe") == 0)
        return mode_probe();
    if (strcmp(mode, "launch") == 0)
        return mode_launch(bench_arg(argc, argv, 2, 2), bench_arg(argc, argv, 3, 200000),
                           bench_arg(argc, argv, 4, 256), bench_arg(argc, argv, 5, 2000));
    if (strcmp(mode, "copy") == 0)
        return mode_copy((size_t)bench_arg(argc, argv, 2, (long)BENCH_COPY_MAX));
    if (strcmp(mode, "kernel") == 0)
        return mode_kernel((size_t)bench_arg(argc, argv, 2, 1L << 30),
                           bench_arg(argc, argv, 3, 20));
    if (strcmp(mode, "graph") == 0)
        return mode_graph(bench_arg(argc, argv, 2, 2), bench_arg(argc, argv, 3, 20000));
    if (strcmp(mode, "threads") == 0)
        return mode_threads(argc > 2 ? argv[2] : "1,2,4,8,16", argc > 3 ? argv[3] : "all",
                            bench_arg(argc, argv, 4, 100000), bench_arg(argc, argv, 5, 256));
    if (strcmp(mode, "cold") == 0)
        return mode_cold(variant_arg(argc, argv));
    if (strcmp(mode, "heap") == 0)
        return mode_heap(variant_arg(argc, argv));
    if (strcmp(mode, "floor") == 0)
        return mode_floor(bench_arg(argc, argv, 2, 300), bench_arg(argc, argv, 3, 256));
    if (strcmp(mode, "tail") == 0)
        return mode_tail(bench_arg(argc, argv, 2, 1000000), bench_arg(argc, argv, 3, 100000));
    fprintf(stderr,
            "Usage: bench-drv probe | launch REPS LAUNCHES BATCH ITERS | copy MAX_BYTES |\n"
            "       kernel BYTES ITERS | graph REPS PIPELINES | cold raw|core | heap raw|core |\n"
            "       threads COUNTS MODES LAUNCHES BATCH |\n"
            "       floor ROUNDS BATCH | tail LAUNCHES ITERS\n");
    return 2;
}
