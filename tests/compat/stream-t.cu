/* SPDX-License-Identifier: MIT */
/*
 * Streams: cudaStreamCreate / WithFlags / WithPriority, cudaStreamQuery
 * (cudaErrorNotReady while a gated kernel waits, cudaSuccess after),
 * cudaStreamSynchronize, cudaStreamWaitEvent ordering two streams, legacy
 * default stream semantics against blocking and non-blocking streams,
 * cudaStreamAddCallback and cudaLaunchHostFunc (once each, in order, after
 * the work before them), and cudaStreamDestroy with work pending.
 *
 * Nothing here depends on timing: a "gate" kernel spins until the host
 * raises a flag in mapped memory, so work queued behind it cannot finish
 * before the host says so. The gate gives up after COMPAT_GATE_TIMEOUT_NS (and
 * records that) so that a broken runtime fails instead of hanging.
 */
#include "tests/compat/compat.h"

#include <stdlib.h>

/* out[i] = in[i] * mul + add */
__global__ void affine(const int *in, int *out, int mul, int add, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;

    if (i < n)
        out[i] = in[i] * mul + add;
}

/* *marker = value (one thread) */
__global__ void mark(volatile int *marker, int value)
{
    *marker = value;
}

enum { N = 1 << 15 };

static volatile int *flag_host;         /* mapped pinned memory */
static int *flag_dev;
static int *state_dev;
static int *in_host, *out_host, *want;

static void affine_ref(const int *in, int *out, int mul, int add)
{
    int i;

    for (i = 0; i < N; i++)
        out[i] = in[i] * mul + add;
}

/* Copy in, run affine, copy out on stream s; three or more tests. */
static void roundtrip(cudaStream_t s, const char *what)
{
    int *d_in = NULL, *d_out = NULL;
    int mul = (int)(test_rand() % 7) - 3, add = (int)(test_rand() % 1000);

    CUDA_OK(cudaMalloc(&d_in, N * sizeof(int)));
    CUDA_OK(cudaMalloc(&d_out, N * sizeof(int)));
    fill_random_int(in_host, N, 1 << 20);
    poison(out_host, N * sizeof(int));
    affine_ref(in_host, want, mul, add);
    cudaMemsetAsync(d_out, COMPAT_POISON, N * sizeof(int), s);
    cudaMemcpyAsync(d_in, in_host, N * sizeof(int), cudaMemcpyHostToDevice, s);
    affine<<<N / 256, 256, 0, s>>>(d_in, d_out, mul, add, N);
    cudaMemcpyAsync(out_host, d_out, N * sizeof(int), cudaMemcpyDeviceToHost, s);
    is_err(cudaSuccess, cudaStreamSynchronize(s), "%s: cudaStreamSynchronize", what);
    ints_equal(want, out_host, N, what);
    cudaFree(d_in);
    cudaFree(d_out);
}

/*
 * Launch every kernel once before any gate closes: with lazy loading, the
 * first launch of a kernel may have to wait for the device to be idle,
 * which would wait for the gate.
 */
static void warm_up(void)
{
    *flag_host = 1;
    compat_gate<><<<1, 1>>>(flag_dev, state_dev);
    affine<<<1, 1>>>(NULL, NULL, 0, 0, 0);
    mark<<<1, 1>>>(state_dev, 0);
    CUDA_OK(cudaDeviceSynchronize());
    *flag_host = 0;
}

static void test_create(void)
{
    cudaStream_t s = NULL;
    int least = 0, greatest = 0;
    char what[128];
    int prios[4];
    size_t i;

    CUDA_OK(cudaStreamCreate(&s));
    ok(s != NULL, "cudaStreamCreate gives a non-NULL stream");
    roundtrip(s, "cudaStreamCreate stream");
    CUDA_OK(cudaStreamDestroy(s));

    CUDA_OK(cudaStreamCreateWithFlags(&s, cudaStreamDefault));
    roundtrip(s, "cudaStreamCreateWithFlags(cudaStreamDefault) stream");
    CUDA_OK(cudaStreamDestroy(s));
    CUDA_OK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    roundtrip(s, "cudaStreamCreateWithFlags(cudaStreamNonBlocking) stream");
    CUDA_OK(cudaStreamDestroy(s));

    CUDA_OK(cudaDeviceGetStreamPriorityRange(&least, &greatest));
    prios[0] = least;
    prios[1] = greatest;
    prios[2] = greatest - 100;  /* clamped, documented */
    prios[3] = least + 100;
    for (i = 0; i < 4; i++) {
        if (!is_err(cudaSuccess, cudaStreamCreateWithPriority(&s, cudaStreamNonBlocking, prios[i]),
                    "cudaStreamCreateWithPriority(%d)", prios[i]))
            continue;
        snprintf(what, sizeof what, "stream of priority %d", prios[i]);
        roundtrip(s, what);
        CUDA_OK(cudaStreamDestroy(s));
    }
    roundtrip(0, "the legacy default stream");
    roundtrip(cudaStreamLegacy, "cudaStreamLegacy");
    roundtrip(cudaStreamPerThread, "cudaStreamPerThread");
    FAILS_WITH(cudaErrorInvalidValue, cudaStreamCreate(NULL));
    FAILS_WITH(cudaErrorInvalidValue, cudaStreamCreateWithFlags(NULL, cudaStreamDefault));
}

static void test_query(void)
{
    cudaStream_t s;

    CUDA_OK(cudaStreamCreate(&s));
    CUDA_OK(cudaStreamQuery(s));
    compat_gate_close(flag_host, state_dev);
    CUDA_OK(cudaDeviceSynchronize());
    compat_gate<><<<1, 1, 0, s>>>(flag_dev, state_dev);
    is_err(cudaErrorNotReady, cudaStreamQuery(s), "cudaStreamQuery while the gate is closed");
    is_err(cudaErrorNotReady, cudaStreamQuery(s), "and again");
    is_err(cudaSuccess, cudaPeekAtLastError(), "cudaErrorNotReady is not recorded as the last error");
    is_err(cudaSuccess, cudaGetLastError(), "cudaGetLastError agrees");
    compat_gate_open(flag_host);
    CUDA_OK(cudaStreamSynchronize(s));
    CUDA_OK(cudaStreamQuery(s));
    compat_gate_check(state_dev, "cudaStreamQuery");
    CUDA_OK(cudaStreamQuery(0));
    CUDA_OK(cudaStreamSynchronize(0));
    CUDA_OK(cudaStreamDestroy(s));
}

static void test_wait_event(void)
{
    cudaStream_t producer, consumer;
    cudaEvent_t done;
    int *d_in = NULL, *d_mid = NULL, *d_out = NULL, i;

    CUDA_OK(cudaStreamCreateWithFlags(&producer, cudaStreamNonBlocking));
    CUDA_OK(cudaStreamCreateWithFlags(&consumer, cudaStreamNonBlocking));
    CUDA_OK(cudaEventCreateWithFlags(&done, cudaEventDisableTiming));
    CUDA_OK(cudaMalloc(&d_in, N * sizeof(int)));
    CUDA_OK(cudaMalloc(&d_mid, N * sizeof(int)));
    CUDA_OK(cudaMalloc(&d_out, N * sizeof(int)));
    fill_random_int(in_host, N, 1 << 20);
    CUDA_OK(cudaMemcpy(d_in, in_host, N * sizeof(int), cudaMemcpyHostToDevice));
    CUDA_OK(cudaMemset(d_mid, COMPAT_POISON, N * sizeof(int)));
    CUDA_OK(cudaMemset(d_out, COMPAT_POISON, N * sizeof(int)));
    compat_gate_close(flag_host, state_dev);
    CUDA_OK(cudaDeviceSynchronize());

    /* producer: gate, then mid = in * 5 + 1, then the event */
    compat_gate<><<<1, 1, 0, producer>>>(flag_dev, state_dev);
    affine<<<N / 256, 256, 0, producer>>>(d_in, d_mid, 5, 1, N);
    CUDA_OK(cudaEventRecord(done, producer));
    /* consumer: wait for the event, then out = mid * 3 - 7 */
    CUDA_OK(cudaStreamWaitEvent(consumer, done, 0));
    affine<<<N / 256, 256, 0, consumer>>>(d_mid, d_out, 3, -7, N);
    is_err(cudaErrorNotReady, cudaStreamQuery(consumer),
           "the consumer stream waits for the producer's event");
    compat_gate_open(flag_host);
    CUDA_OK(cudaStreamSynchronize(consumer));
    compat_gate_check(state_dev, "cudaStreamWaitEvent");
    poison(out_host, N * sizeof(int));
    CUDA_OK(cudaMemcpy(out_host, d_out, N * sizeof(int), cudaMemcpyDeviceToHost));
    for (i = 0; i < N; i++)
        want[i] = (in_host[i] * 5 + 1) * 3 - 7;
    ints_equal(want, out_host, N, "the consumer saw the producer's results");
    FAILS_WITH(cudaErrorInvalidResourceHandle, cudaStreamWaitEvent(consumer, NULL, 0));

    CUDA_OK(cudaEventDestroy(done));
    CUDA_OK(cudaStreamDestroy(producer));
    CUDA_OK(cudaStreamDestroy(consumer));
    cudaFree(d_in);
    cudaFree(d_mid);
    cudaFree(d_out);
}

/* Legacy default stream: blocking streams wait for it, non-blocking do not. */
static void test_legacy_default_stream(void)
{
    cudaStream_t blocking, nonblocking;
    int *d_in = NULL, *d_out = NULL, *d_out2 = NULL, i;

    CUDA_OK(cudaStreamCreate(&blocking));
    CUDA_OK(cudaStreamCreateWithFlags(&nonblocking, cudaStreamNonBlocking));
    CUDA_OK(cudaMalloc(&d_in, N * sizeof(int)));
    CUDA_OK(cudaMalloc(&d_out, N * sizeof(int)));
    CUDA_OK(cudaMalloc(&d_out2, N * sizeof(int)));
    fill_random_int(in_host, N, 1 << 20);
    CUDA_OK(cudaMemcpy(d_in, in_host, N * sizeof(int), cudaMemcpyHostToDevice));
    CUDA_OK(cudaMemset(d_out, COMPAT_POISON, N * sizeof(int)));
    CUDA_OK(cudaMemset(d_out2, COMPAT_POISON, N * sizeof(int)));
    compat_gate_close(flag_host, state_dev);
    CUDA_OK(cudaDeviceSynchronize());

    compat_gate<><<<1, 1>>>(flag_dev, state_dev);
    affine<<<N / 256, 256, 0, nonblocking>>>(d_in, d_out, 2, 3, N);
    /* Returns before the gate opens; a wrong runtime waits for the timeout. */
    CUDA_OK(cudaStreamSynchronize(nonblocking));
    is_err(cudaErrorNotReady, cudaStreamQuery(0), "the legacy default stream is still gated");
    affine<<<N / 256, 256, 0, blocking>>>(d_in, d_out2, 4, 5, N);
    is_err(cudaErrorNotReady, cudaStreamQuery(blocking),
           "a blocking stream waits for the legacy default stream");
    compat_gate_open(flag_host);
    CUDA_OK(cudaStreamSynchronize(blocking));
    CUDA_OK(cudaStreamQuery(0));
    compat_gate_check(state_dev, "legacy default stream");
    CUDA_OK(cudaMemcpy(out_host, d_out, N * sizeof(int), cudaMemcpyDeviceToHost));
    affine_ref(in_host, want, 2, 3);
    ints_equal(want, out_host, N, "the non-blocking stream's results");
    CUDA_OK(cudaMemcpy(out_host, d_out2, N * sizeof(int), cudaMemcpyDeviceToHost));
    for (i = 0; i < N; i++)
        want[i] = in_host[i] * 4 + 5;
    ints_equal(want, out_host, N, "the blocking stream's results");
    CUDA_OK(cudaStreamDestroy(blocking));
    CUDA_OK(cudaStreamDestroy(nonblocking));
    cudaFree(d_in);
    cudaFree(d_out);
    cudaFree(d_out2);
}

/* What the host callbacks saw. */
struct callback_log {
    cudaStream_t stream;
    volatile int *marker;
    int calls;
    int order[8];
    int seen_marker[8];
    cudaError_t status[8];
    cudaStream_t seen_stream[8];
};

static struct callback_log cblog;

static void record(int id, cudaStream_t stream, cudaError_t status)
{
    int k = cblog.calls++;

    if (k < 8) {
        cblog.order[k] = id;
        cblog.seen_marker[k] = *cblog.marker;
        cblog.status[k] = status;
        cblog.seen_stream[k] = stream;
    }
}

static void CUDART_CB stream_callback(cudaStream_t stream, cudaError_t status, void *user)
{
    record((int)(size_t)user, stream, status);
}

static void CUDART_CB host_func(void *user)
{
    record((int)(size_t)user, NULL, cudaSuccess);
}

static void test_callbacks(void)
{
    cudaStream_t s;
    volatile int *marker_host = NULL;
    int *marker_dev = NULL;
    int a = 1 + (int)(test_rand() % 1000), b = 2000 + (int)(test_rand() % 1000);
    int c = 4000 + (int)(test_rand() % 1000);

    CUDA_OK(cudaStreamCreate(&s));
    CUDA_OK(cudaHostAlloc((void **)&marker_host, sizeof(int), cudaHostAllocMapped));
    CUDA_OK(cudaHostGetDevicePointer((void **)&marker_dev, (void *)marker_host, 0));
    *marker_host = 0;
    memset(&cblog, 0, sizeof cblog);
    cblog.stream = s;
    cblog.marker = marker_host;
    compat_gate_close(flag_host, state_dev);
    CUDA_OK(cudaDeviceSynchronize());

    compat_gate<><<<1, 1, 0, s>>>(flag_dev, state_dev);
    mark<<<1, 1, 0, s>>>(marker_dev, a);
    CUDA_OK(cudaStreamAddCallback(s, stream_callback, (void *)(size_t)1, 0));
    mark<<<1, 1, 0, s>>>(marker_dev, b);
    CUDA_OK(cudaLaunchHostFunc(s, host_func, (void *)(size_t)2));
    mark<<<1, 1, 0, s>>>(marker_dev, c);
    CUDA_OK(cudaStreamAddCallback(s, stream_callback, (void *)(size_t)3, 0));
    is_err(cudaErrorNotReady, cudaStreamQuery(s), "the stream is gated");
    is_int(0, cblog.calls, "no callback ran before the work ahead of it");
    compat_gate_open(flag_host);
    CUDA_OK(cudaStreamSynchronize(s));
    compat_gate_check(state_dev, "callbacks");
    is_int(3, cblog.calls, "three callbacks ran, once each");
    is_int(1, cblog.order[0], "cudaStreamAddCallback ran first");
    is_int(2, cblog.order[1], "cudaLaunchHostFunc ran second");
    is_int(3, cblog.order[2], "the last callback ran third");
    is_int(a, cblog.seen_marker[0], "the first callback saw the kernel before it, not after");
    is_int(b, cblog.seen_marker[1], "the host function saw the kernel before it, not after");
    is_int(c, cblog.seen_marker[2], "the last callback saw the last kernel");
    is_err(cudaSuccess, cblog.status[0], "the first callback's status");
    is_err(cudaSuccess, cblog.status[2], "the last callback's status");
    ok(cblog.seen_stream[0] == s && cblog.seen_stream[2] == s, "callbacks are given their stream");

    /* On the legacy default stream too. */
    memset(&cblog, 0, sizeof cblog);
    cblog.marker = marker_host;
    mark<<<1, 1>>>(marker_dev, a + b);
    CUDA_OK(cudaStreamAddCallback(0, stream_callback, (void *)(size_t)7, 0));
    CUDA_OK(cudaLaunchHostFunc(0, host_func, (void *)(size_t)8));
    CUDA_OK(cudaDeviceSynchronize());
    is_int(2, cblog.calls, "callbacks on the default stream ran once each");
    is_int(7, cblog.order[0], "in order (1)");
    is_int(8, cblog.order[1], "in order (2)");
    is_int(a + b, cblog.seen_marker[0], "after the kernel before them");
    is_err(cudaSuccess, cblog.status[0], "with status cudaSuccess");

    FAILS_WITH(cudaErrorInvalidValue, cudaStreamAddCallback(s, stream_callback, NULL, 1));
    FAILS_WITH(cudaErrorInvalidValue, cudaStreamAddCallback(s, NULL, NULL, 0));
    FAILS_WITH(cudaErrorInvalidValue, cudaLaunchHostFunc(s, NULL, NULL));
    CUDA_OK(cudaStreamSynchronize(s));
    CUDA_OK(cudaStreamDestroy(s));
    CUDA_OK(cudaFreeHost((void *)marker_host));
}

static void test_destroy_pending(void)
{
    cudaStream_t s;
    int *d_in = NULL, *d_out = NULL;

    CUDA_OK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    CUDA_OK(cudaMalloc(&d_in, N * sizeof(int)));
    CUDA_OK(cudaMalloc(&d_out, N * sizeof(int)));
    fill_random_int(in_host, N, 1 << 20);
    CUDA_OK(cudaMemcpy(d_in, in_host, N * sizeof(int), cudaMemcpyHostToDevice));
    CUDA_OK(cudaMemset(d_out, COMPAT_POISON, N * sizeof(int)));
    compat_gate_close(flag_host, state_dev);
    CUDA_OK(cudaDeviceSynchronize());
    compat_gate<><<<1, 1, 0, s>>>(flag_dev, state_dev);
    affine<<<N / 256, 256, 0, s>>>(d_in, d_out, -3, 9, N);
    CUDA_OK(cudaStreamDestroy(s));
    compat_gate_open(flag_host);
    CUDA_OK(cudaDeviceSynchronize());
    compat_gate_check(state_dev, "cudaStreamDestroy with work pending");
    poison(out_host, N * sizeof(int));
    CUDA_OK(cudaMemcpy(out_host, d_out, N * sizeof(int), cudaMemcpyDeviceToHost));
    affine_ref(in_host, want, -3, 9);
    ints_equal(want, out_host, N, "work queued before cudaStreamDestroy still completes");
    cudaFree(d_in);
    cudaFree(d_out);
}

int main(void)
{
    compat_begin();
    in_host = compat_ints(N);
    out_host = compat_ints(N);
    want = compat_ints(N);
    compat_gate_make(&flag_host, &flag_dev, &state_dev);

    warm_up();
    test_create();
    test_query();
    test_wait_event();
    test_legacy_default_stream();
    test_callbacks();
    test_destroy_pending();

    cudaFree(state_dev);
    cudaFreeHost((void *)flag_host);
    free(in_host);
    free(out_host);
    free(want);
    return 0;
}
