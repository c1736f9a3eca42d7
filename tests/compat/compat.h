/* SPDX-License-Identifier: MIT */
/*
 * Helpers shared by the compat differential tests.
 *
 * Every tests/compat/NAME-t.cu is built twice from the same source: once
 * against NVIDIA's libcudart_static.a (NAME-t.cudart, the reference: it
 * proves each expectation is cudart's real behaviour) and once against
 * libcufw_cudart.a (NAME-t.cufw). Both must pass. The helpers here only use
 * the public Runtime API, so they exercise whichever runtime is linked.
 *
 * Conventions: every data check uses random inputs (the seed is printed by
 * test_rand_seed()) against a CPU reference, and output buffers are poisoned
 * before each run. Every failing call is checked for its exact cudaError_t
 * and then for what cudaGetLastError reports.
 */
#ifndef CUFW_TESTS_COMPAT_COMPAT_H
#define CUFW_TESTS_COMPAT_COMPAT_H

#include <cuda_runtime.h>

#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "tests/tap/basic.h"

/* The byte output buffers are filled with before a run. */
#define COMPAT_POISON 0xA5

/*
 * Skip the whole program (1..0 # SKIP) unless device tests are wanted and
 * cudaGetDeviceCount finds a device. Returns the device count.
 */
static inline int compat_need_device(void)
{
    int count = 0;
    cudaError_t err;

    device_tests_wanted();
    err = cudaGetDeviceCount(&count);
    if (err != cudaSuccess)
        device_unavailable("cudaGetDeviceCount failed: %s (%d)", cudaGetErrorName(err), (int)err);
    if (count <= 0)
        device_unavailable("cudaGetDeviceCount found no CUDA device");
    return count;
}

/* One test: seen must be wanted; on failure both are named. */
static inline int is_err(cudaError_t wanted, cudaError_t seen, const char *fmt, ...)
    TAP_PRINTF(3, 4);
static inline int is_err(cudaError_t wanted, cudaError_t seen, const char *fmt, ...)
{
    char what[512];
    va_list ap;

    va_start(ap, fmt);
    vsnprintf(what, sizeof what, fmt, ap);
    va_end(ap);
    if (ok(wanted == seen, "%s", what))
        return 1;
    diag("wanted %s (%d), seen %s (%d)", cudaGetErrorName(wanted), (int)wanted,
         cudaGetErrorName(seen), (int)seen);
    return 0;
}

/* One test: a call that must succeed; the test is named after the call. */
#define CUDA_OK(call) is_err(cudaSuccess, (call), "%s", #call)

/*
 * Two tests: cudaGetLastError returns wanted (what the last failing call
 * recorded), then cudaSuccess (it cleared it).
 */
static inline void last_error_is(cudaError_t wanted, const char *what)
{
    is_err(wanted, cudaGetLastError(), "%s: cudaGetLastError reports it", what);
    is_err(cudaSuccess, cudaGetLastError(), "%s: and then is cleared", what);
}

/*
 * Three tests: a call failed with wanted, cudaGetLastError reports that
 * code once, then cudaSuccess.
 */
#define FAILS_WITH(wanted, call)                                     \
    do {                                                             \
        is_err((wanted), (call), "%s fails", #call);                 \
        last_error_is((wanted), #call);                              \
    } while (0)

/* Random bytes, ints and floats from the TAP library's seeded generator. */
static inline void fill_random(void *buf, size_t len)
{
    unsigned char *p = (unsigned char *)buf;
    size_t i;

    for (i = 0; i < len; i++)
        p[i] = (unsigned char)(test_rand() >> 56);
}

static inline void fill_random_int(int *buf, size_t n, int range)
{
    size_t i;

    for (i = 0; i < n; i++)
        buf[i] = (int)(test_rand() % (unsigned long long)(2 * range + 1)) - range;
}

static inline void fill_random_float(float *buf, size_t n)
{
    size_t i;

    for (i = 0; i < n; i++)
        buf[i] = test_randf();
}

static inline void poison(void *buf, size_t len)
{
    memset(buf, COMPAT_POISON, len);
}

/* 1 when every byte of buf is the poison byte. */
static inline int is_poisoned(const void *buf, size_t len)
{
    const unsigned char *p = (const unsigned char *)buf;
    size_t i;

    for (i = 0; i < len; i++)
        if (p[i] != COMPAT_POISON)
            return 0;
    return 1;
}

/* Index of the first differing int, or -1 when equal (for diagnostics). */
static inline long first_diff_int(const int *want, const int *seen, size_t n)
{
    size_t i;

    for (i = 0; i < n; i++)
        if (want[i] != seen[i])
            return (long)i;
    return -1;
}

/* One test: two int arrays are equal; on failure the first difference. */
static inline int ints_equal(const int *want, const int *seen, size_t n, const char *what)
{
    long at = first_diff_int(want, seen, n);

    if (ok(at < 0, "%s", what))
        return 1;
    diag("first difference at [%ld]: wanted %d, seen %d", at, want[at], seen[at]);
    return 0;
}

/*
 * Run fn(arg) in a child process whose stdout is `out_fd` when out_fd >= 0
 * (else unchanged) and which reports `size` bytes of result through a pipe.
 * Fork tests keep all CUDA work in children: the parent never initialises
 * CUDA (a child of a process that did cannot use it). The child must only
 * fill its result; it ends with _exit, so no TAP output comes from it.
 * Returns 1 when the child sent the whole result and exited with status 0;
 * otherwise 0, with a diag line saying why.
 */
static inline int compat_run_child(void (*fn)(void *arg, void *result), void *arg, void *result,
                                   size_t size, int out_fd)
{
    int fds[2], status = 0;
    size_t got = 0;
    pid_t pid;

    if (pipe(fds) != 0)
        bail("pipe failed");
    fflush(stdout);
    fflush(stderr);
    pid = fork();
    if (pid < 0)
        bail("fork failed");
    if (pid == 0) {
        size_t sent = 0;

        close(fds[0]);
        if (out_fd >= 0 && dup2(out_fd, 1) < 0)
            _exit(3);
        memset(result, 0, size);
        fn(arg, result);
        fflush(stdout);
        while (sent < size) {
            ssize_t w = write(fds[1], (const char *)result + sent, size - sent);

            if (w <= 0)
                _exit(4);
            sent += (size_t)w;
        }
        _exit(0);
    }
    close(fds[1]);
    while (got < size) {
        ssize_t r = read(fds[0], (char *)result + got, size - got);

        if (r <= 0)
            break;
        got += (size_t)r;
    }
    close(fds[0]);
    if (waitpid(pid, &status, 0) != pid)
        bail("waitpid failed");
    if (WIFSIGNALED(status)) {
        diag("child killed by signal %d", WTERMSIG(status));
        return 0;
    }
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0) {
        diag("child exited with status %d", WIFEXITED(status) ? WEXITSTATUS(status) : -1);
        return 0;
    }
    if (got != size) {
        diag("child sent %zu of %zu result bytes", got, size);
        return 0;
    }
    return 1;
}

/* The device probe of compat_need_device, run in a child (fork tests). */
struct compat_probe {
    int err;
    int count;
    char name[64];
};

static inline void compat_probe_child(void *arg, void *result)
{
    struct compat_probe *p = (struct compat_probe *)result;
    cudaError_t err;

    (void)arg;
    err = cudaGetDeviceCount(&p->count);
    p->err = (int)err;
    snprintf(p->name, sizeof p->name, "%s", cudaGetErrorName(err));
}

/* compat_need_device for programs that fork: probes in a child. */
static inline int compat_need_device_forked(void)
{
    struct compat_probe probe;

    device_tests_wanted();
    if (!compat_run_child(compat_probe_child, NULL, &probe, sizeof probe, -1))
        device_unavailable("the device probe child failed");
    if (probe.err != 0)
        device_unavailable("cudaGetDeviceCount failed: %s (%d)", probe.name, probe.err);
    if (probe.count <= 0)
        device_unavailable("cudaGetDeviceCount found no CUDA device");
    return probe.count;
}

#ifdef __CUDACC__
/* The device's nanosecond clock (for bounded spins, never for asserts). */
static __device__ __forceinline__ unsigned long long compat_globaltimer(void)
{
    unsigned long long t;

    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
    return t;
}
#endif

#endif
