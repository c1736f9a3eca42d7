// SPDX-License-Identifier: MIT
// bench/first.cu -- the first launch through the Runtime API (docs/
// BENCHMARKS.md, method 13), compiled once and linked twice like rt.cu:
// bench-first-compat (cufw's runtime) and bench-first-cudart (NVIDIA's
// libcudart_static.a).
//
// One process measures one loading mode, which bench-run sets in the
// environment and names as the argument (the keys carry it): CUFW_FIRMWARE
// for compat (fw: 1, lazy: 0), CUDA_MODULE_LOADING for cudart (LAZY or
// EAGER). In order:
//
//   init    the time of cudaFree(0), the first Runtime call: cudart's and
//           compat's initialisation and the primary context; in firmware
//           mode also every module loaded and every kernel resolved; with
//           EAGER, cudart's loading of every module
//   first   each of the 64 kernels of bench/first-kernels.cu launched once,
//           each launch timed alone (clock, <<<>>>, clock), then a
//           synchronisation that is not timed; then the buffer checked: each
//           kernel stored its own index
//   steady  BENCH_FIRST_STEADY more launches of the same kernels in turn,
//           timed the same way
//
// Usage: bench-first MODE (lazy, eager or fw); prints R lines (bench/
// first.h), exits 0, 77 without a GPU, 1 on any failure.
#include <cstdlib>
#include <cstring>

#include <cuda_runtime.h>

#define BENCH_PROGRAM "bench-first"
#include "bench/first-kernels.cu"
#include "bench/runtime.h"

// One host function per kernel: <<<>>> needs the kernel's name, a table
// of these gives it an index.
#define BENCH_FIRST_LAUNCHER(r, c)                                                              \
    static void launch_##r##_##c(int *p) { bench_first_##r##_##c<<<1, 1>>>(p); }
BENCH_FIRST_EACH(BENCH_FIRST_LAUNCHER)
#undef BENCH_FIRST_LAUNCHER
#define BENCH_FIRST_LAUNCHER_PTR(r, c) launch_##r##_##c,
static void (*const launchers[BENCH_FIRST_KERNELS])(int *) = {
    BENCH_FIRST_EACH(BENCH_FIRST_LAUNCHER_PTR)};
#undef BENCH_FIRST_LAUNCHER_PTR

// The kernels themselves, for cudaLaunchKernel: with BENCH_FIRST_FORM=api
// in the environment the launches go through it instead of <<<>>>, so that
// no host stub runs -- what a first launch costs beyond the runtime's own
// path when it is the stub's first run (cold code, its static guard and
// __cudaGetKernel): a diagnostic, not a column of bench-run's table.
#define BENCH_FIRST_KERNEL_PTR(r, c) (const void *)bench_first_##r##_##c,
static const void *const kernels[BENCH_FIRST_KERNELS] = {BENCH_FIRST_EACH(BENCH_FIRST_KERNEL_PTR)};
#undef BENCH_FIRST_KERNEL_PTR
static int by_api;

// Launch kernel i with its time on the host (us) -- the launch's own error
// checked after the clock -- then wait for it, untimed.
static double launch_timed(int i, int *p)
{
    void *args[] = {&p};
    uint64_t t0, t1;

    t0 = bench_now_ns();
    if (by_api)
        CK(cudaLaunchKernel(kernels[i], dim3(1), dim3(1), args, 0, 0));
    else
        launchers[i](p);
    t1 = bench_now_ns();
    CK(cudaGetLastError());
    CK(cudaDeviceSynchronize());
    return (double)(t1 - t0) / 1e3;
}

int main(int argc, char **argv)
{
    static double first_us[BENCH_FIRST_KERNELS], steady_us[BENCH_FIRST_STEADY];
    int host[BENCH_FIRST_KERNELS];
    const char *mode = bench_first_mode(argc > 1 ? argv[1] : NULL);
    uint64_t t0, t1;
    int *p = NULL, i, bad;
    cudaError_t e;

    setvbuf(stdout, NULL, _IOLBF, 0);
    by_api = getenv("BENCH_FIRST_FORM") != NULL && strcmp(getenv("BENCH_FIRST_FORM"), "api") == 0;
    if (by_api)
        printf("# first: launched with cudaLaunchKernel (BENCH_FIRST_FORM=api), "
               "no host stub runs\n");
    if (mode == NULL) {
        fprintf(stderr, "Usage: bench-first lazy|eager|fw\n");
        return 2;
    }
    t0 = bench_now_ns();
    e = cudaFree(0);
    t1 = bench_now_ns();
    bench_rt_skip_if_no_gpu(e, "cudaFree(0)");
    CK(e);
    CK(cudaMalloc(&p, BENCH_FIRST_KERNELS * sizeof *p));
    CK(cudaMemset(p, 0xff, BENCH_FIRST_KERNELS * sizeof *p));
    CK(cudaDeviceSynchronize());
    for (i = 0; i < BENCH_FIRST_KERNELS; i++)
        first_us[i] = launch_timed(i, p);
    CK(cudaMemcpy(host, p, sizeof host, cudaMemcpyDeviceToHost));
    if ((bad = bench_first_check(host)) >= 0)
        bench_die("kernel %d stored %d, not its index", bad, host[bad]);
    for (i = 0; i < BENCH_FIRST_STEADY; i++)
        steady_us[i] = launch_timed(i % BENCH_FIRST_KERNELS, p);
    CK(cudaFree(p));
    bench_first_report(mode, "rt", (double)(t1 - t0) / 1e3, first_us, steady_us,
                       BENCH_FIRST_STEADY);
    return 0;
}
