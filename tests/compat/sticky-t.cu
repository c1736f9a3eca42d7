/* SPDX-License-Identifier: MIT */
/*
 * Sticky errors, each in a child process (a fault poisons the process's
 * context): a kernel writing to an invalid address makes
 * cudaDeviceSynchronize return cudaErrorIllegalAddress, and later calls
 * (from any thread) keep returning it; a device-side assert gives
 * cudaErrorAssert the same way; after cudaDeviceReset the process works
 * again (allocations, copies, kernels, __device__ variables).
 * The children's stdout goes to stderr: the device assert prints there.
 *
 * Each child is a fresh process: fork, then exec this program again with
 * --scenario (a forked copy would inherit whatever the runtime's static
 * constructors set up in the parent; seen with cudart_static on the H200:
 * a forked child after a faulting one could not initialise).
 */
#include "tests/compat/compat.h"

#include <assert.h>
#include <stdint.h>
#include <stdlib.h>
#include <thread>

enum { N = 1 << 14 };

__device__ int dev_base = 1000;

__global__ void write_bad(int *p)
{
    p[threadIdx.x] = 42;
}

__global__ void assert_zero(const int *p)
{
    assert(p[threadIdx.x] == 0);
}

/* out[i] = in[i] * 7 + dev_base */
__global__ void compute(const int *in, int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;

    if (i < n)
        out[i] = in[i] * 7 + dev_base;
}

/* An address no allocation covers: the bottom page of the address space. */
#define BAD_POINTER ((int *)(uintptr_t)0x100)

struct sticky_result {
    int malloc0, launch, sync1, last1, last2, sync2, malloc1, memcpy1, memset1, thread_sync;
    int launch2, event_create;
};

static void sticky_child(void *arg, void *result)
{
    struct sticky_result *r = (struct sticky_result *)result;
    int *d = NULL, *d2 = NULL, host[4];
    cudaEvent_t e;
    int fault = *(int *)arg;

    r->malloc0 = cudaMalloc(&d, N * sizeof(int));
    if (fault == 0) {
        write_bad<<<1, 32>>>(BAD_POINTER);
    } else {
        cudaMemset(d, 0, N * sizeof(int));
        cudaMemset(d + 5, 1, 1);    /* thread 5 sees a non-zero value */
        assert_zero<<<1, 32>>>(d);
    }
    r->launch = cudaGetLastError();
    r->sync1 = cudaDeviceSynchronize();
    r->last1 = cudaGetLastError();
    r->last2 = cudaGetLastError();
    r->sync2 = cudaDeviceSynchronize();
    r->malloc1 = cudaMalloc(&d2, 4096);
    r->memcpy1 = cudaMemcpy(host, d, sizeof host, cudaMemcpyDeviceToHost);
    r->memset1 = cudaMemset(d, 0, 64);
    {
        std::thread t([r] { r->thread_sync = cudaDeviceSynchronize(); });
        t.join();
    }
    (void)cudaGetLastError();
    compute<<<1, 32>>>(d, d, 32);
    r->launch2 = cudaGetLastError();
    r->event_create = cudaEventCreate(&e);
}

struct reset_result {
    int sync1, last1, reset, malloc_in, malloc_out, copy_in, launch, copy_out, sync2, last2;
    int base_after_reset;
    int out[N];
};

static int reset_in[N];

static void reset_child(void *arg, void *result)
{
    struct reset_result *r = (struct reset_result *)result;
    int *d_in = NULL, *d_out = NULL;

    (void)arg;
    write_bad<<<1, 32>>>(BAD_POINTER);
    r->sync1 = cudaDeviceSynchronize();
    r->last1 = cudaGetLastError();
    r->reset = cudaDeviceReset();
    r->malloc_in = cudaMalloc(&d_in, sizeof reset_in);
    r->malloc_out = cudaMalloc(&d_out, sizeof reset_in);
    r->copy_in = cudaMemcpy(d_in, reset_in, sizeof reset_in, cudaMemcpyHostToDevice);
    cudaMemset(d_out, COMPAT_POISON, sizeof reset_in);
    compute<<<N / 256, 256>>>(d_in, d_out, N);
    r->launch = cudaGetLastError();
    memset(r->out, COMPAT_POISON, sizeof r->out);
    r->copy_out = cudaMemcpy(r->out, d_out, sizeof r->out, cudaMemcpyDeviceToHost);
    r->sync2 = cudaDeviceSynchronize();
    r->base_after_reset = -1;
    cudaMemcpyFromSymbol(&r->base_after_reset, dev_base, sizeof(int));
    r->last2 = cudaGetLastError();
}

static const char *self_path;
static unsigned long long reset_seed;

/* The reset scenario's input, made from a seed both processes know. */
static void make_reset_in(unsigned long long seed)
{
    unsigned long long x = seed | 1;
    int i;

    for (i = 0; i < N; i++) {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        reset_in[i] = (int)(x % (1 << 20));
    }
}

/* Run scenario in a fresh process (fork + exec self), its stdout on
 * stderr; fill result from what it writes to fd 3. Returns 1 when the
 * child ran to the end. */
static int run_scenario(const char *scenario, void *result, size_t size)
{
    int fds[2], status = 0;
    size_t got;
    char seed[32];
    pid_t pid;

    if (pipe(fds) != 0)
        bail("pipe failed");
    snprintf(seed, sizeof seed, "%llu", reset_seed);
    pid = compat_fork();
    if (pid == 0) {
        close(fds[0]);
        if (dup2(fds[1], 3) < 0 || dup2(2, 1) < 0)
            _exit(3);
        execl(self_path, self_path, "--scenario", scenario, seed, (char *)NULL);
        _exit(5);
    }
    close(fds[1]);
    got = compat_read_full(fds[0], result, size);
    close(fds[0]);
    waitpid(pid, &status, 0);
    return got == size && WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

/* The child side: run the scenario, write its result to fd 3. */
static int scenario_main(const char *scenario, const char *seed)
{
    union {
        struct sticky_result s;
        struct reset_result r;
    } *u = (decltype(u))calloc(1, sizeof *u);
    size_t size;
    int fault;

    if (strcmp(scenario, "reset") == 0) {
        make_reset_in(strtoull(seed, NULL, 10));
        reset_child(NULL, &u->r);
        size = sizeof u->r;
    } else {
        fault = strcmp(scenario, "assert") == 0;
        sticky_child(&fault, &u->s);
        size = sizeof u->s;
    }
    fflush(stdout);
    return compat_write_all(3, u, size) ? 0 : 4;
}

static void check_sticky(int fault)
{
    struct sticky_result r;
    cudaError_t want = fault == 0 ? cudaErrorIllegalAddress : cudaErrorAssert;
    const char *what = fault == 0 ? "illegal address" : "device assert";

    if (!ok(run_scenario(fault == 0 ? "address" : "assert", &r, sizeof r), "%s: the child ran", what)) {
        skip(11, "no result");
        return;
    }
    is_err(cudaSuccess, (cudaError_t)r.malloc0, "%s: cudaMalloc before the fault", what);
    is_err(cudaSuccess, (cudaError_t)r.launch, "%s: the launch itself succeeds", what);
    is_err(want, (cudaError_t)r.sync1, "%s: cudaDeviceSynchronize reports the fault", what);
    is_err(want, (cudaError_t)r.last1, "%s: cudaGetLastError reports it", what);
    diag("%s: a second cudaGetLastError gives %s", what, cudaGetErrorName((cudaError_t)r.last2));
    is_err(want, (cudaError_t)r.sync2, "%s: cudaDeviceSynchronize again: still the fault", what);
    is_err(want, (cudaError_t)r.malloc1, "%s: cudaMalloc after it", what);
    is_err(want, (cudaError_t)r.memcpy1, "%s: cudaMemcpy after it", what);
    is_err(want, (cudaError_t)r.memset1, "%s: cudaMemset after it", what);
    is_err(want, (cudaError_t)r.thread_sync, "%s: another thread sees it too", what);
    is_err(want, (cudaError_t)r.launch2, "%s: a launch after it", what);
    is_err(want, (cudaError_t)r.event_create, "%s: cudaEventCreate after it", what);
}

static void check_reset(void)
{
    struct reset_result *r = (struct reset_result *)malloc(sizeof *r);
    static int want[N];
    int i;

    if (r == NULL)
        bail("out of host memory");
    reset_seed = test_rand();
    make_reset_in(reset_seed);
    for (i = 0; i < N; i++)
        want[i] = reset_in[i] * 7 + 1000;
    if (!ok(run_scenario("reset", r, sizeof *r), "reset: the child ran")) {
        skip(12, "no result");
        free(r);
        return;
    }
    is_err(cudaErrorIllegalAddress, (cudaError_t)r->sync1, "reset: the fault is reported");
    is_err(cudaErrorIllegalAddress, (cudaError_t)r->last1, "reset: and recorded");
    is_err(cudaSuccess, (cudaError_t)r->reset, "reset: cudaDeviceReset succeeds");
    if (r->malloc_in == cudaSuccess) {
        /* The device came back: everything works as in a fresh process. */
        is_err(cudaSuccess, (cudaError_t)r->malloc_out, "reset: a second cudaMalloc too");
        is_err(cudaSuccess, (cudaError_t)r->copy_in, "reset: cudaMemcpy to the device");
        is_err(cudaSuccess, (cudaError_t)r->launch, "reset: a kernel launch");
        is_err(cudaSuccess, (cudaError_t)r->copy_out, "reset: cudaMemcpy back");
        is_err(cudaSuccess, (cudaError_t)r->sync2, "reset: cudaDeviceSynchronize");
        is_err(cudaSuccess, (cudaError_t)r->last2, "reset: no error left");
        is_int(1000, r->base_after_reset, "reset: a __device__ variable has its initial value");
        ints_equal(want, r->out, N, "reset: the kernel computes the right values");
    } else {
        /* CUDA 13 with driver R580 (seen on the H200 with libcudart_static):
         * after a sticky fault the process cannot use the device again, and
         * every call after the reset says cudaErrorDevicesUnavailable. */
        diag("reset: the device did not come back after the fault");
        is_err(cudaErrorDevicesUnavailable, (cudaError_t)r->malloc_in, "reset: cudaMalloc");
        is_err(cudaErrorDevicesUnavailable, (cudaError_t)r->malloc_out, "reset: a second cudaMalloc");
        is_err(cudaErrorDevicesUnavailable, (cudaError_t)r->copy_in, "reset: cudaMemcpy to the device");
        is_err(cudaErrorDevicesUnavailable, (cudaError_t)r->launch, "reset: a kernel launch");
        is_err(cudaErrorDevicesUnavailable, (cudaError_t)r->copy_out, "reset: cudaMemcpy back");
        is_err(cudaErrorDevicesUnavailable, (cudaError_t)r->sync2, "reset: cudaDeviceSynchronize");
        is_err(cudaErrorDevicesUnavailable, (cudaError_t)r->last2, "reset: the last error says so");
        is_int(-1, r->base_after_reset, "reset: a symbol read leaves the host value alone");
        ok(r->out[0] == (int)0xA5A5A5A5 && r->out[N - 1] == (int)0xA5A5A5A5,
           "reset: nothing was copied back");
    }
    free(r);
}

int main(int argc, char **argv)
{
    if (argc == 4 && strcmp(argv[1], "--scenario") == 0)
        return scenario_main(argv[2], argv[3]);
    self_path = "/proc/self/exe";
    (void)argv;
    plan_lazy();
    compat_need_device_forked();
    test_rand_seed();
    check_sticky(0);
    check_sticky(1);
    check_reset();
    return 0;
}
