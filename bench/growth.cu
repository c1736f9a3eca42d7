// SPDX-License-Identifier: MIT
// bench/growth.cu -- the cost as the program grows (docs/BENCHMARKS.md,
// method 14): the main of every growth program. bench/growth-gen.sh
// generates the kernels (KERNELS of them in TUS translation units) and the
// table bench/growth.h declares; this object is compiled once and linked
// with each program's units twice, against libcudart_static.a and against
// cufw (nvcc -cudart none), so the two builds of a size run the same code.
//
// One process, in order:
//
//   reg     exec to main: bench-run reads CLOCK_MONOTONIC in the child just
//           before execv and passes it as BENCH_EXEC_NS; main reads the
//           clock before anything else. Between them: the kernel's exec,
//           the dynamic loader, and every static constructor -- the
//           registration of each unit's fatbin and each kernel
//   init    cudaFree(0), the first Runtime call
//   first   a sample of at most BENCH_GROWTH_SAMPLE kernels spread evenly
//           from the first registered to the last, each launched once
//           (<<<>>> through its host stub), each launch timed alone (clock,
//           launch, clock), then an untimed synchronisation; the buffer is
//           checked: each sampled kernel stored its index, no other did.
//           Keys first (median) and first-max (the slowest)
//   rss     VmRSS of /proc/self/status, after the first launches
//   steady  BENCH_GROWTH_STEADY launches of the last kernel registered,
//           timed as the first ones, median
//   attr    cudaFuncGetAttributes on the sampled kernels in turn,
//           BENCH_GROWTH_STEADY calls each timed alone, median
//   bysym   cudaGetFuncBySymbol, the same way
//
// Prints "R growth.KERNELS.TUS.MEASURE rt VALUE UNIT" lines. Usage:
// growth-K-T-{compat,cudart} (no argument); exits 0, 77 without a GPU, 1
// on any failure. Without BENCH_EXEC_NS (run by hand) there is no reg line.
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <cstring>

#include <cuda_runtime.h>

#define BENCH_PROGRAM "bench-growth"
#include "bench/growth.h"
#include "bench/runtime.h"

static int *dev;
static char key_prefix[32];

static void result(const char *measure, double value, const char *unit)
{
    char key[64];

    snprintf(key, sizeof key, "%s.%s", key_prefix, measure);
    bench_result(key, "rt", value, unit);
}

// Launch kernel i through its stub with its time on the host (us), the
// launch's own error checked after the clock; then wait, untimed.
static double launch_timed(int i)
{
    uint64_t t0, t1;

    t0 = bench_now_ns();
    growth_kernels[i]<<<1, 1>>>(dev);
    t1 = bench_now_ns();
    CK_LAUNCH();
    CK(cudaDeviceSynchronize());
    return (double)(t1 - t0) / 1e3;
}

// VmRSS in KiB; -1 when /proc/self/status has none.
static double vm_rss_kib(void)
{
    char line[256];
    double kib = -1;
    FILE *f = fopen("/proc/self/status", "r");

    if (f == NULL)
        bench_die("cannot open /proc/self/status: %s", strerror(errno));
    while (fgets(line, sizeof line, f) != NULL)
        if (strncmp(line, "VmRSS:", 6) == 0)
            kib = strtod(line + 6, NULL);
    fclose(f);
    return kib;
}

int main(void)
{
    uint64_t t_main = bench_now_ns(); // first: the end of the registration
    static double first_us[BENCH_GROWTH_SAMPLE], steady_us[BENCH_GROWTH_STEADY];
    static int sample[BENCH_GROWTH_SAMPLE];
    const char *exec_ns = getenv("BENCH_EXEC_NS");
    const int k = growth_nkernels;
    const int ns = k < BENCH_GROWTH_SAMPLE ? k : BENCH_GROWTH_SAMPLE;
    double rss;
    uint64_t t0, t1;
    int *host, i, j;
    cudaError_t e;

    setvbuf(stdout, NULL, _IOLBF, 0);
    snprintf(key_prefix, sizeof key_prefix, "growth.%d.%d", k, growth_ntus);
    if (exec_ns != NULL && *exec_ns != '\0') {
        char *end;
        unsigned long long t_exec = strtoull(exec_ns, &end, 10);

        if (*end != '\0' || t_exec == 0 || t_exec > t_main)
            bench_die("BENCH_EXEC_NS=%s is not a time before main's (%llu)", exec_ns,
                      (unsigned long long)t_main);
        result("reg", (double)(t_main - t_exec) / 1e3, "us");
    } else {
        printf("# growth: no BENCH_EXEC_NS, no registration time (run by bench-run)\n");
    }

    t0 = bench_now_ns();
    e = cudaFree(0);
    t1 = bench_now_ns();
    bench_rt_skip_if_no_gpu(e, "cudaFree(0)");
    CK(e);
    result("init", (double)(t1 - t0) / 1e3, "us");
    CK(cudaMalloc(&dev, (size_t)k * sizeof *dev));
    CK(cudaMemset(dev, 0xff, (size_t)k * sizeof *dev));
    CK(cudaDeviceSynchronize());

    // the sample: the first kernel, the last, and evenly between
    for (j = 0; j < ns; j++)
        sample[j] = ns == 1 ? 0 : (int)((long long)j * (k - 1) / (ns - 1));
    for (j = 0; j < ns; j++)
        first_us[j] = launch_timed(sample[j]);
    rss = vm_rss_kib();
    host = (int *)malloc((size_t)k * sizeof *host);
    if (host == NULL)
        bench_die("out of memory");
    CK(cudaMemcpy(host, dev, (size_t)k * sizeof *host, cudaMemcpyDeviceToHost));
    for (i = 0, j = 0; i < k; i++) {
        int want = j < ns && sample[j] == i ? i : -1;

        if (host[i] != want)
            bench_die("kernel %d's slot holds %d, not %d", i, host[i], want);
        if (want >= 0)
            j++;
    }
    free(host);

    for (i = 0; i < BENCH_GROWTH_STEADY; i++)
        steady_us[i] = launch_timed(k - 1);
    result("first", bench_median(first_us, (size_t)ns), "us");
    result("first-max", first_us[ns - 1], "us"); // bench_median sorted them
    result("steady", bench_median(steady_us, BENCH_GROWTH_STEADY), "us");
    if (rss >= 0)
        result("rss", rss, "KiB");

    for (i = 0; i < BENCH_GROWTH_STEADY; i++) {
        struct cudaFuncAttributes attr;

        t0 = bench_now_ns();
        e = cudaFuncGetAttributes(&attr, (const void *)growth_kernels[sample[i % ns]]);
        t1 = bench_now_ns();
        CK(e);
        steady_us[i] = (double)(t1 - t0) / 1e3;
    }
    result("attr", bench_median(steady_us, BENCH_GROWTH_STEADY), "us");
    for (i = 0; i < BENCH_GROWTH_STEADY; i++) {
        cudaFunction_t f;

        t0 = bench_now_ns();
        e = cudaGetFuncBySymbol(&f, (const void *)growth_kernels[sample[i % ns]]);
        t1 = bench_now_ns();
        CK(e);
        steady_us[i] = (double)(t1 - t0) / 1e3;
    }
    result("bysym", bench_median(steady_us, BENCH_GROWTH_STEADY), "us");
    CK(cudaFree(dev));
    return 0;
}
