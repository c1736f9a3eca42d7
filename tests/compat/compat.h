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
#include <stdlib.h>
#include <string.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include "tests/tap/basic.h"

/* 12.3 to 12.9 name the graph and capture calls that take edge data _v2
 * (_v3); 13.0 gave those forms the plain names, which the tests call. The
 * checks of what only 13.x has are under #if CUDART_VERSION >= 13000. */
#if CUDART_VERSION < 13000
#define cudaGraphAddNode cudaGraphAddNode_v2
#define cudaGraphGetEdges cudaGraphGetEdges_v2
#define cudaGraphNodeGetDependencies cudaGraphNodeGetDependencies_v2
#define cudaGraphNodeGetDependentNodes cudaGraphNodeGetDependentNodes_v2
#define cudaGraphAddDependencies cudaGraphAddDependencies_v2
#define cudaGraphRemoveDependencies cudaGraphRemoveDependencies_v2
#undef cudaStreamGetCaptureInfo /* 12.x's header sets both to its _v2/plain PTSZ pair */
#undef cudaStreamUpdateCaptureDependencies
#define cudaStreamGetCaptureInfo cudaStreamGetCaptureInfo_v3
#define cudaStreamUpdateCaptureDependencies cudaStreamUpdateCaptureDependencies_v2
#endif

/* What a launch the device can never run, and a function that is no
 * kernel, are answered: CUDA 13's cudart hands both to the driver
 * (cudaErrorInvalidValue; the pointer as a cudaKernel_t, which the driver
 * does not know: cudaErrorInvalidResourceHandle); CUDA 12's judges both
 * itself (seen with 12.4 on the H200). */
#if CUDART_VERSION >= 13000
#define COMPAT_IMPOSSIBLE cudaErrorInvalidValue
#define COMPAT_NO_KERNEL cudaErrorInvalidResourceHandle
#else
#define COMPAT_IMPOSSIBLE cudaErrorInvalidConfiguration
#define COMPAT_NO_KERNEL cudaErrorInvalidDeviceFunction
#endif

/* The byte output buffers are filled with before a run. */
#define COMPAT_POISON 0xA5

/*
 * Where cufw refuses on purpose what cudart takes and gets wrong, the two
 * builds differ, and say so: COMPAT_CUFW is set for the .cufw build
 * (tests/compat/local.mk). The one such place is a size that wraps around
 * once counted in bytes (issue 25, N5): cudart 13.0 was seen on the H200
 * to return cudaSuccess and make the wrapped copy; cufw refuses it with
 * cudaErrorInvalidValue (docs/runtime-over-driver.md, "What is not there").
 */
#ifdef COMPAT_CUFW
#define COMPAT_ON_CUFW 1
#else
#define COMPAT_ON_CUFW 0
#endif

/* Two checks of a call given a size that wraps around: on cufw, refused
 * and recorded; on cudart, taken (cudaSuccess, nothing recorded), as seen. */
static inline void compat_wrapped_refused(cudaError_t e, const char *what)
{
    if (COMPAT_ON_CUFW) {
        ok(e != cudaSuccess, "%s: refused (%s)", what, cudaGetErrorName(e));
        ok(cudaGetLastError() == e, "%s: cudaGetLastError reports it", what);
    } else {
        ok(e == cudaSuccess, "%s: cudart takes it (%s), as seen", what, cudaGetErrorName(e));
        ok(cudaGetLastError() == cudaSuccess, "%s: cudart records nothing", what);
    }
}

/* A check of what such a call left behind: cufw's only (cudart made the
 * wrapped copy, whose bytes are not a behaviour to test). */
#define COMPAT_CUFW_ONLY(check)                                                           \
    do {                                                                                  \
        if (COMPAT_ON_CUFW)                                                               \
            check;                                                                        \
        else                                                                              \
            skip(1, "cudart makes the wrapped copy: only cufw's refusal leaves it as it was"); \
    } while (0)

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

/*
 * The start of every program: a lazy plan, skip without a device, the
 * random seed printed. Returns the device count.
 */
static inline int compat_begin(void)
{
    int count;

    plan_lazy();
    count = compat_need_device();
    test_rand_seed();
    return count;
}

/* n ints of host memory (malloc); bails out when there are none. */
static inline int *compat_ints(size_t n)
{
    int *p = (int *)malloc(n * sizeof(int));

    if (p == NULL)
        bail("out of host memory");
    return p;
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

/*
 * Three tests: a call failed (any code: where cudart's exact code is not
 * the point), cudaGetLastError reports that code once, then nothing.
 */
static inline void fails_recorded(cudaError_t e, const char *what)
{
    ok(e != cudaSuccess, "%s fails", what);
    diag("%s: %s (%d)", what, cudaGetErrorName(e), (int)e);
    is_err(e, cudaGetLastError(), "%s: cudaGetLastError reports it", what);
    is_err(cudaSuccess, cudaGetLastError(), "%s: and then is cleared", what);
}
#define FAILS(call) fails_recorded((call), #call)

/*
 * The buffers of the pipeline tests (five tests): n ints each, in and out
 * pinned on the host, in, out and a scratch buffer on the device; bails out
 * when one cannot be had. compat_buffers_free gives them back.
 */
static inline void compat_buffers(size_t n, int **in_host, int **out_host, int **d_in,
                                  int **d_out, int **d_tmp)
{
    if (!CUDA_OK(cudaMallocHost(in_host, n * sizeof(int))) ||
        !CUDA_OK(cudaMallocHost(out_host, n * sizeof(int))) ||
        !CUDA_OK(cudaMalloc(d_in, n * sizeof(int))) ||
        !CUDA_OK(cudaMalloc(d_out, n * sizeof(int))) ||
        !CUDA_OK(cudaMalloc(d_tmp, n * sizeof(int))))
        bail("cannot allocate the buffers");
}

static inline void compat_buffers_free(int *in_host, int *out_host, int *d_in, int *d_out,
                                       int *d_tmp)
{
    cudaFree(d_in);
    cudaFree(d_out);
    cudaFree(d_tmp);
    cudaFreeHost(in_host);
    cudaFreeHost(out_host);
}

/*
 * Two streams and the events that fork the second from the first and join
 * it back (without timing; four tests); bails out when one cannot be had.
 * compat_fork_join_free gives them back.
 */
static inline void compat_fork_join(cudaStream_t *s0, cudaStream_t *s1, cudaEvent_t *fork_ev,
                                    cudaEvent_t *join_ev)
{
    if (!CUDA_OK(cudaStreamCreate(s0)) || !CUDA_OK(cudaStreamCreate(s1)) ||
        !CUDA_OK(cudaEventCreateWithFlags(fork_ev, cudaEventDisableTiming)) ||
        !CUDA_OK(cudaEventCreateWithFlags(join_ev, cudaEventDisableTiming)))
        bail("cannot create the streams and events");
}

static inline void compat_fork_join_free(cudaStream_t s0, cudaStream_t s1, cudaEvent_t fork_ev,
                                         cudaEvent_t join_ev)
{
    cudaStreamDestroy(s0);
    cudaStreamDestroy(s1);
    cudaEventDestroy(fork_ev);
    cudaEventDestroy(join_ev);
}

/* A cudaMemcpy3DPeer from the pitched block src into the array dst, both on
 * device 0, of extent e (in elements). */
static inline struct cudaMemcpy3DPeerParms compat_peer_to_array(cudaPitchedPtr src,
                                                                cudaArray_t dst, cudaExtent e)
{
    struct cudaMemcpy3DPeerParms q;

    memset(&q, 0, sizeof q);
    q.srcPtr = src;
    q.srcDevice = 0;
    q.dstArray = dst;
    q.dstDevice = 0;
    q.extent = e;
    return q;
}

/* The parameters of a memset node: n 4-byte words of value at dst. */
static inline cudaMemsetParams compat_memset_params(void *dst, unsigned value, size_t n)
{
    cudaMemsetParams p;

    memset((void *)&p, 0, sizeof p);
    p.dst = dst;
    p.value = value;
    p.elementSize = 4;
    p.width = n;
    p.height = 1;
    return p;
}

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

/* fork() with stdio flushed first (so no line is printed twice); bails out
 * when it fails. */
static inline pid_t compat_fork(void)
{
    pid_t pid;

    fflush(stdout);
    fflush(stderr);
    pid = fork();
    if (pid < 0)
        bail("fork failed");
    return pid;
}

/* Read len bytes from fd: how many came before the end or an error. */
static inline size_t compat_read_full(int fd, void *buf, size_t len)
{
    size_t got = 0;

    while (got < len) {
        ssize_t r = read(fd, (char *)buf + got, len - got);

        if (r <= 0)
            break;
        got += (size_t)r;
    }
    return got;
}

/* Write len bytes to fd: 1 when all went. */
static inline int compat_write_all(int fd, const void *buf, size_t len)
{
    size_t sent = 0;

    while (sent < len) {
        ssize_t w = write(fd, (const char *)buf + sent, len - sent);

        if (w <= 0)
            return 0;
        sent += (size_t)w;
    }
    return 1;
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
    size_t got;
    pid_t pid;

    if (pipe(fds) != 0)
        bail("pipe failed");
    pid = compat_fork();
    if (pid == 0) {
        close(fds[0]);
        if (out_fd >= 0 && dup2(out_fd, 1) < 0)
            _exit(3);
        memset(result, 0, size);
        fn(arg, result);
        fflush(stdout);
        _exit(compat_write_all(fds[1], result, size) ? 0 : 4);
    }
    close(fds[1]);
    got = compat_read_full(fds[0], result, size);
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

/*
 * The gate: a kernel that spins until the host sets *flag, so that what a
 * stream queues behind it stays pending until the host says so (nothing
 * depends on timing). *state becomes 1 when the host released it, -1 when
 * it gave up after COMPAT_GATE_TIMEOUT_NS. A template, so that only the
 * programs that launch it (compat_gate<><<<1, 1, 0, s>>>(...)) build it.
 */
#define COMPAT_GATE_TIMEOUT_NS 10000000000ull

template <int unused = 0> __global__ void compat_gate(volatile int *flag, int *state)
{
    unsigned long long start = compat_globaltimer();

    while (*flag == 0) {
        if (compat_globaltimer() - start > COMPAT_GATE_TIMEOUT_NS) {
            *state = -1;
            return;
        }
    }
    *state = 1;
}
#endif

/* The gate's flag in mapped pinned memory (its host and device addresses)
 * and its state on the device; bails out when they cannot be had. */
static inline void compat_gate_make(volatile int **flag_host, int **flag_dev, int **state_dev)
{
    if (!CUDA_OK(cudaHostAlloc((void **)flag_host, sizeof(int), cudaHostAllocMapped)) ||
        !CUDA_OK(cudaHostGetDevicePointer((void **)flag_dev, (void *)*flag_host, 0)) ||
        !CUDA_OK(cudaMalloc(state_dev, sizeof(int))))
        bail("cannot set up the gate");
}

/* Close the gate for the next launch: the flag down, the state 0. */
static inline void compat_gate_close(volatile int *flag_host, int *state_dev)
{
    *flag_host = 0;
    __sync_synchronize();
    cudaMemset(state_dev, 0, sizeof(int));
}

static inline void compat_gate_open(volatile int *flag_host)
{
    __sync_synchronize();
    *flag_host = 1;
    __sync_synchronize();
}

/* One test: the last gate was released by the host (not timed out). */
static inline void compat_gate_check(const int *state_dev, const char *what)
{
    int state = 0;

    cudaMemcpy(&state, state_dev, sizeof state, cudaMemcpyDeviceToHost);
    is_int(1, state, "%s: the gate kernel was released by the host", what);
}

#endif
