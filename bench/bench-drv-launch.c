/* SPDX-License-Identifier: MIT */
/*
 * bench/bench-drv-launch.c -- bench-drv's launch modes (see bench-drv.c),
 * all of the empty kernel of image "empty": launch (host time per launch in
 * batches, launch + synchronise latency), threads (launches from several
 * threads at once), floor (which handle cuLaunchKernel is given, against
 * cufw_launch, paired per round) and tail (every launch timed alone).
 */
#define _GNU_SOURCE
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench/bench-drv.h"

/* ------------------------------------------------------------ launch */

static void launch_raw_failed(CUresult r) __attribute__((noreturn, noinline, cold));
static void launch_raw_failed(CUresult r)
{
    bench_cu_fail(drv.cuGetErrorName, r, "cuLaunchKernel(bench_empty)", __LINE__);
}
static void launch_core_failed(int rc) __attribute__((noreturn, noinline, cold));
static void launch_core_failed(int rc)
{
    bench_cufw_fail(rc, "cufw_launch(bench_empty)", __LINE__);
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
        var_sync(v);
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
        bench_die("out of memory");
    for (i = -iters / 10; i < iters; i++) {
        uint64_t t0 = bench_now_ns();

        if (v == RAW) {
            CU(drv.cuLaunchKernel(kraw, 1, 1, 1, 1, 1, 1, 0, NULL, NULL, NULL));
            CU(drv.cuCtxSynchronize(NULL));
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

int mode_launch(long reps, long launches, long batch, long iters)
{
    CUfunction kraw;
    cufw_kernel *kcore;
    long rep;
    int j;

    raw_init();
    bench_core_init();
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

/* ------------------------------------------------------------ threads */

/*
 * Launch throughput from several threads at once: N threads each launch the
 * empty kernel PER_THREAD times on the mode's stream (common.h), in batches of
 * BATCH with a synchronisation of that stream after each batch, so that the
 * queue never fills. Each thread first makes the context current (raw: the
 * retained primary context, cuCtxSetCurrent; core: nothing, cufw does it),
 * makes its stream and launches one untimed batch (the stream's and the
 * thread's first use), then waits at a barrier with the main thread. The
 * wall time runs from the main thread's release from that barrier to its
 * release from a second one that every thread reaches after its last
 * synchronisation (streams are destroyed after it, untimed). Result: total
 * launches per second, N * PER_THREAD over the wall time, in millions. The
 * synchronisations are in the time: on the legacy stream
 * cuStreamSynchronize(NULL) waits for every thread's work, which is what a
 * program on the legacy stream gets. Threads are not pinned. The mode
 * measures raw (side 0) and core (side 1) in paired rounds
 * (bench_threads_rounds, bench/modes.h).
 */
struct threads_run {
    int v, mode;
    long launches, batch;
    CUfunction kraw;
    const cufw_kernel *kcore;
    struct bench_team team;
};

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
    bench_team_wait(&run->team.start);
    threads_launch(run, raw_s, core_s, run->launches);
    bench_team_wait(&run->team.end);
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
    uint64_t ns;

    memset(&run, 0, sizeof run);
    run.v = v;
    run.mode = mode;
    run.launches = launches;
    run.batch = batch;
    run.kraw = kraw;
    run.kcore = kcore;
    ns = bench_team_run(&run.team, n, threads_worker, &run);
    return (double)n * (double)launches / ((double)ns / 1e9) / 1e6;
}

/* The kernel of both sides, for threads_side. */
static struct {
    CUfunction raw;
    cufw_kernel *core;
} tk;

/* bench_threads_rounds' measure: side 0 raw, side 1 core. */
static double threads_side(int side, int mode, long n, long per_thread, long batch)
{
    return threads_measure(side == 0 ? RAW : CORE, mode, n, per_thread, batch, tk.raw, tk.core);
}

int mode_threads(const char *counts_arg, const char *modes_arg, long rounds, long launches,
                 long batch)
{
    static const struct bench_threads_sides sides = {
        {"raw", "core"}, {"raw", "core"}, {"threads", "threads"}};

    raw_init();
    bench_core_init();
    tk.raw = raw_kernel("empty", "bench_empty");
    tk.core = core_kernel("empty", "bench_empty");
    /* warm up: module loads, first launches, the driver's queues */
    time_launches(RAW, 5000, batch, tk.raw, tk.core);
    time_launches(CORE, 5000, batch, tk.raw, tk.core);
    bench_threads_rounds(&sides, counts_arg, modes_arg, rounds, launches, batch, threads_side);
    return 0;
}

/* ------------------------------------------------------------ launch floor */

/*
 * The floor under cuLaunchKernel: which handle the driver is given. raw-fn
 * passes the CUfunction of a module of our own (cuModuleLoadData of the
 * same fatbin bytes, cuModuleGetFunction) -- the floor; raw-kernel the
 * CUkernel of cuLibraryLoadData + cuLibraryGetKernel (what the launch row
 * passes); raw-kfn cuKernelGetFunction of that CUkernel in the current
 * context; core cufw_launch of cufw's kernel; raw-idfn cuCtxGetId before
 * each launch of the CUfunction; core-kernel cufw_launch of the driver's
 * CUkernel. All launch bench_empty, grid 1, block 1, stream 0, no
 * arguments, every return code checked.
 */
enum { F_FN, F_KERNEL, F_KFN, F_CORE, F_IDFN, F_CORE_K, F_COUNT };
static const struct bench_launch_variants floor_variants = {
    F_COUNT,
    {"raw-fn", "raw-kernel", "raw-kfn", "core", "raw-idfn", "core-kernel"},
    {"raw", "raw", "raw", "core", "raw", "core"}};
static const char *const floor_key[F_COUNT] = {"floor.fn", "floor.kernel", "floor.kfn",
                                               "floor.launch", "floor.idfn",
                                               "floor.launch-kernel"};
static const char *const floor_ratio_key[F_COUNT] = {
    NULL, "floor.ratio.kernel", "floor.ratio.kfn", "floor.ratio.launch", "floor.ratio.idfn",
    "floor.ratio.launch-kernel"};

/* The driver entry points only the floor and tail modes use. */
#define FLOOR_LIST(X, T)                                                                        \
    X(cuModuleLoadData) X(cuModuleGetFunction) X(cuKernelGetFunction) X(cuCtxGetId)
static BENCH_DRIVER_TABLE(FLOOR_LIST) fdrv;

/* The handles of bench_empty, as floor_setup found them. */
static struct {
    CUmodule mod;
    CUfunction fn, kernel, kfn;
    cufw_kernel *core;
} fl;

/* Initialise both variants and get the four handles of bench_empty, then
 * pin this thread to one CPU (after the initialisation, so that threads
 * the driver and cufw start there keep the whole machine). */
static void floor_setup(const char *mode)
{
    char why[192];

    raw_init();
    bench_core_init();
    if (bench_driver_open(&fdrv, BENCH_DRIVER_NAMES(FLOOR_LIST), why, sizeof why) != 0)
        bench_no_gpu("%s", why);
    CU(fdrv.cuModuleLoadData(&fl.mod, bench_image_data("empty")));
    CU(fdrv.cuModuleGetFunction(&fl.fn, fl.mod, "bench_empty"));
    fl.kernel = raw_kernel("empty", "bench_empty");
    CU(fdrv.cuKernelGetFunction(&fl.kfn, (CUkernel)(void *)fl.kernel));
    fl.core = core_kernel("empty", "bench_empty");
    if (bench_pin_cpu(mode, why, sizeof why) != 0)
        bench_die("%s: %s", mode, why);
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

    CU(fdrv.cuCtxGetId(NULL, &first));
    while (done < launches) {
        uint64_t t0;

        b = launches - done < batch ? launches - done : batch;
        t0 = bench_now_ns();
        for (i = 0; i < b; i++) {
            CUresult r = fdrv.cuCtxGetId(NULL, &id);

            if (__builtin_expect(r == CUDA_SUCCESS && id == first, 1))
                r = drv.cuLaunchKernel(fn, 1, 1, 1, 1, 1, 1, 0, NULL, NULL, NULL);
            else if (r == CUDA_SUCCESS)
                r = CUDA_ERROR_INVALID_CONTEXT;
            if (__builtin_expect(r != CUDA_SUCCESS, 0))
                launch_raw_failed(r);
        }
        spent += bench_now_ns() - t0;
        var_sync(RAW);
        done += b;
    }
    return (double)spent / 1e3 / (double)launches;
}

/* Nanoseconds of host time per launch over one timed batch of variant v
 * (time_launches: one batch, then its untimed synchronisation). */
static double floor_batch(int v, long launches, long batch)
{
    if (v == F_CORE)
        return time_launches(CORE, launches, batch, NULL, fl.core) * 1e3;
    if (v == F_CORE_K) /* the driver's CUkernel through cufw_launch: no cache */
        return time_launches(CORE, launches, batch, NULL, (const cufw_kernel *)(void *)fl.kernel) *
               1e3;
    if (v == F_IDFN)
        return time_idfn(fl.fn, launches, batch) * 1e3;
    return time_launches(RAW, launches, batch,
                         v == F_FN ? fl.fn : v == F_KERNEL ? fl.kernel : fl.kfn, NULL) * 1e3;
}

/* cufw's own cost over the least a context-aware launch does. */
static void floor_idfn_ratio(const double *ns)
{
    bench_result("floor.ratio.launch-idfn", variant_name[CORE], ns[F_CORE] / ns[F_IDFN], "x");
}

int mode_floor(long rounds, long batch)
{
    floor_setup("floor");
    bench_floor_rounds(&floor_variants, floor_key, floor_ratio_key, rounds, batch, floor_batch,
                       floor_idfn_ratio);
    return 0;
}

/* ------------------------------------------------------------ launch tails */

/* The tails (bench/modes.h): raw-fn and raw-kernel (column raw), core. */
enum { T_FN, T_KERNEL, T_CORE, T_COUNT };
static const struct bench_launch_variants tail_variants = {
    T_COUNT, {"raw-fn", "raw-kernel", "core"}, {"raw", "raw", "core"}};

/* Time n launches of variant v, one by one, into out[0..n); with sync set,
 * each launch is followed by a context synchronisation inside its time. */
static void tail_chunk(int v, uint32_t *out, long n, int sync)
{
    CUfunction k = v == T_FN ? fl.fn : fl.kernel;
    long i;

    for (i = 0; i < n; i++) {
        uint64_t t0 = bench_now_ns(), t1;

        if (v == T_CORE) {
            int rc = cufw_launch(fl.core, one, one, 0, NULL, NULL);
            if (__builtin_expect(rc != CUFW_OK, 0))
                launch_core_failed(rc);
            if (sync)
                CF(cufw_device_synchronize());
        } else {
            CUresult r = drv.cuLaunchKernel(k, 1, 1, 1, 1, 1, 1, 0, NULL, NULL, NULL);
            if (__builtin_expect(r != CUDA_SUCCESS, 0))
                launch_raw_failed(r);
            if (sync)
                CU(drv.cuCtxSynchronize(NULL));
        }
        t1 = bench_now_ns();
        out[i] = bench_sat_ns(t1 - t0);
    }
    var_sync(v == T_CORE ? CORE : RAW);
}

int mode_tail(long launches, long iters)
{
    floor_setup("tail");
    bench_tails(&tail_variants, launches, iters, tail_chunk);
    return 0;
}
