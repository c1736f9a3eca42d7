/* SPDX-License-Identifier: MIT */
/*
 * tests/reliability/firmware-rt-t.c -- firmware mode in compat (issue 16,
 * part 5) on the stand-in driver with two devices. One unit (the misc
 * kernels' fatbin, registered here through nvcc's registration ABI with
 * three kernels) is launched in three fresh processes:
 *
 *   lazy      CUFW_FIRMWARE=0: the first launch loads the unit and resolves
 *             the kernel (cuLibraryLoadData, cuLibraryGetKernel,
 *             cuKernelGetFunction); the second is a steady-state launch.
 *   firmware  CUFW_FIRMWARE=1: after the first Runtime call the first launch
 *             of every kernel makes exactly the second launch's driver calls
 *             (cuLaunchKernel alone: firmware mode's launch trusts the
 *             context it last found); cudaSetDevice(1) preloads device
 *             1 as well, cudaSetDevice(0) again preloads nothing; a launch
 *             refused because the program left no context current asks,
 *             and goes again.
 *   failure   CUFW_FIRMWARE=1 and a unit the device cannot load: the first
 *             call returns the error (recorded), once; the Runtime stays
 *             usable.
 *
 * Each process is a child (the first Runtime call initialises once per
 * process); it writes one line per check to a pipe, "1 what" or "0 what",
 * and the parent reports them.
 */
#define _POSIX_C_SOURCE 200809L
#include "config.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cuda_runtime_api.h>

#include <cufw/call.h>
#include <cufw/cufw.h>

#include "tests/reliability/fakectl.h"
#include "tests/tap/basic.h"

#define NKERNELS 3

/* kernels without parameters: the misc image's empty kernel and two of
 * the fake's own, which every library has */
static char knames[NKERNELS][32] = {"cufw_empty", "cufwfake_first", "cufwfake_second"};
static char stubs[NKERNELS + 1]; /* host stubs: their addresses are the keys */
static struct fake_wrapper unit, bad_unit;

static FILE *report;
static struct fake_calls calls;

/* One check of a child: a line for the parent. */
static void check(int good, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void check(int good, const char *fmt, ...)
{
    va_list ap;

    fprintf(report, "%d ", good ? 1 : 0);
    va_start(ap, fmt);
    vfprintf(report, fmt, ap);
    va_end(ap);
    fputc('\n', report);
    fflush(report);
}

/* The driver calls of one launch of kernel i, into trace; its result. */
static cudaError_t launch_traced(int i)
{
    dim3 one = {1, 1, 1};
    cudaError_t e;

    fake.trace_reset();
    e = cudaLaunchKernel(&stubs[i], one, one, NULL, 0, NULL);
    fake_calls_get(&calls);
    return e;
}

/* The trace, for a message. */
static const char *trace_text(void)
{
    static char buf[1024];
    size_t len = 0;
    unsigned i;

    buf[0] = '\0';
    for (i = 0; i < calls.n && i < FAKE_CALLS_MAX && len + 40 < sizeof buf; i++)
        len += (size_t)snprintf(buf + len, sizeof buf - len, "%s%s", i ? " " : "", calls.names[i]);
    return buf;
}

#define CHECKS_LAZY 3
static void child_lazy(void)
{
    cudaError_t e;
    int n = 0;

    setenv("CUFW_FIRMWARE", "0", 1);
    check(cudaGetDeviceCount(&n) == cudaSuccess && n == 2, "lazy: the first call");
    e = launch_traced(0);
    check(e == cudaSuccess && fake_called(&calls, "cuLibraryLoadData") &&
              fake_called(&calls, "cuLibraryGetKernel") &&
              fake_called(&calls, "cuKernelGetFunction"),
          "lazy: the first launch loads and resolves: %s", trace_text());
    e = launch_traced(0);
    check(e == cudaSuccess && fake_steady(&calls), "lazy: the second launch: %s", trace_text());
}

#define CHECKS_FIRMWARE (1 + 2 * NKERNELS + 6)
static void child_firmware(void)
{
    cudaError_t e;
    int n = 0, i;

    setenv("CUFW_FIRMWARE", "1", 1);
    check(cudaGetDeviceCount(&n) == cudaSuccess && n == 2, "firmware: the first call");
    for (i = 0; i < NKERNELS; i++) {
        e = launch_traced(i);
        check(e == cudaSuccess && fake_steady_trusted(&calls), "firmware: %s's first launch: %s", knames[i],
              trace_text());
        e = launch_traced(i);
        check(e == cudaSuccess && fake_steady_trusted(&calls), "firmware: %s's second launch: %s",
              knames[i], trace_text());
    }
    fake.trace_reset();
    check(cudaSetDevice(1) == cudaSuccess, "firmware: cudaSetDevice(1)");
    e = launch_traced(1);
    check(e == cudaSuccess && fake_steady_trusted(&calls), "firmware: device 1's first launch: %s",
          trace_text());
    fake.trace_reset();
    cudaSetDevice(0);
    fake_calls_get(&calls);
    check(!fake_called(&calls, "cuKernelGetFunction") &&
              !fake_called(&calls, "cuLibraryLoadData"),
          "firmware: cudaSetDevice(0) again preloads nothing: %s", trace_text());
    /* the program leaves no context current behind cufw's back: the
     * stand-in refuses the trusted launch (CUDA_ERROR_INVALID_CONTEXT), the
     * launch makes the primary context current (forgetting what it
     * trusted) and goes again; the next asks once more */
    launch_traced(0);
    cufw_call_cuCtxSetCurrent()(NULL);
    e = launch_traced(0);
    check(e == cudaSuccess && fake_called(&calls, "cuCtxSetCurrent"),
          "firmware: refused with no context current, the launch makes one and goes again: %s",
          trace_text());
    e = launch_traced(0);
    check(e == cudaSuccess && fake_steady(&calls),
          "firmware: the next launch learns the context again: %s", trace_text());
    e = launch_traced(0);
    check(e == cudaSuccess && fake_steady_trusted(&calls),
          "firmware: and the one after trusts it: %s", trace_text());
}

#define CHECKS_FAILURE 4
static void child_failure(void)
{
    void **h;
    cudaError_t e;
    int n = 0;

    setenv("CUFW_FIRMWARE", "1", 1);
    bad_unit.magic = FAKE_WRAPPER_MAGIC;
    bad_unit.version = 1;
    bad_unit.data = fake_empty_container;
    h = __cudaRegisterFatBinary(&bad_unit);
    __cudaRegisterFunction(h, &stubs[NKERNELS], knames[1], knames[1], -1, NULL, NULL, NULL,
                           NULL, NULL);
    __cudaRegisterFatBinaryEnd(h);
    e = cudaGetDeviceCount(&n);
    check(e != cudaSuccess, "failure: the first call reports the unit that cannot load: %s",
          cudaGetErrorName(e));
    check(cudaGetLastError() == e, "failure: it is the last error");
    check(cudaGetDeviceCount(&n) == cudaSuccess, "failure: reported once");
    check(launch_traced(0) == cudaSuccess, "failure: the Runtime is usable: a launch works");
}

/* Run one child; report its lines; the number it should write. */
static void run_child(void (*body)(void), int checks, const char *name)
{
    char line[1024];
    int fd[2], status = 0, seen = 0;
    FILE *in;
    pid_t pid;

    if (pipe(fd) != 0)
        bail("pipe");
    fflush(stdout);
    pid = fork();
    if (pid < 0)
        bail("fork");
    if (pid == 0) {
        close(fd[0]);
        report = fdopen(fd[1], "w");
        if (report == NULL)
            _exit(2);
        body();
        fclose(report);
        _exit(0);
    }
    close(fd[1]);
    in = fdopen(fd[0], "r");
    if (in == NULL)
        bail("fdopen");
    while (seen < checks && fgets(line, sizeof line, in) != NULL) {
        line[strcspn(line, "\n")] = '\0';
        ok(line[0] == '1', "%s", line + 2);
        seen++;
    }
    fclose(in);
    waitpid(pid, &status, 0);
    ok(seen == checks && WIFEXITED(status) && WEXITSTATUS(status) == 0,
       "%s: the child made its %d checks and exited 0 (status %d)", name, checks, status);
}

int main(void)
{
    const char *top = getenv("CUFW_TOP_BUILDDIR");
    char path[4096];
    size_t size = 0;
    void **h;
    int i;

    plan(CHECKS_LAZY + CHECKS_FIRMWARE + CHECKS_FAILURE + 3);
    setenv("CUFW_FAKE_DEVICES", "2", 1);
    fake_use();
    snprintf(path, sizeof path, "%s/kernels/misc.fatbin", top != NULL ? top : ".");
    unit.magic = FAKE_WRAPPER_MAGIC;
    unit.version = 1;
    unit.data = read_build_file(path, &size);
    /* before main, as nvcc's constructors do */
    h = __cudaRegisterFatBinary(&unit);
    if (h == NULL)
        bail("the unit was not registered");
    for (i = 0; i < NKERNELS; i++)
        __cudaRegisterFunction(h, &stubs[i], knames[i], knames[i], -1, NULL, NULL, NULL, NULL,
                               NULL);
    __cudaRegisterFatBinaryEnd(h);
    run_child(child_lazy, CHECKS_LAZY, "lazy");
    run_child(child_firmware, CHECKS_FIRMWARE, "firmware");
    run_child(child_failure, CHECKS_FAILURE, "failure");
    return 0;
}
