/* SPDX-License-Identifier: MIT */
/*
 * Built with --default-stream per-thread, so the headers call the _ptds
 * and _ptsz entry points. The default stream of each host thread is its
 * own: thread A's default stream is held by a gated kernel while thread B
 * copies, launches and synchronises on its default stream, and only then is
 * A's gate opened. Every stream-taking entry point is used on the per-thread
 * default stream, with random data checked against a CPU reference.
 */
#include "tests/compat/compat.h"

#include <atomic>
#include <stdlib.h>
#include <thread>

#ifndef CUDA_API_PER_THREAD_DEFAULT_STREAM
#error "ptds-t.cu must be built with --default-stream per-thread"
#endif

enum { N = 1 << 15 };

__device__ int dev_table[N];

/* y[i] = x[i] * mul + add */
__global__ void affine(const int *x, int *y, int mul, int add, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;

    if (i < n)
        y[i] = x[i] * mul + add;
}

/* dev_table[i] += x[i] */
__global__ void add_to_table(const int *x, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;

    if (i < n)
        dev_table[i] += x[i];
}

static volatile int *flag_host;
static int *flag_dev, *state_dev;

/* Thread B's buffers (allocated up front: cudaMalloc and cudaFree may
 * synchronise the whole device, which would wait for A's gate) and what it
 * saw, checked by the main thread. */
struct b_state {
    int *d_x, *d_y, *h;
    size_t pitch;
    cudaError_t err[32];
    int steps;
    cudaError_t query_after_sync;
    int callback_calls;
    long mismatch_memcpy, mismatch_async, mismatch_symbol, mismatch_2d;
};

enum { B_STEPS = 21 };

static int *b_in, *b_want1, *b_want2, *b_want3, *b_zero;
static int b_mul, b_add, b_mul2, b_add2;

static void CUDART_CB b_host_func(void *user)
{
    ++*(int *)user;
}

static void CUDART_CB b_callback(cudaStream_t, cudaError_t status, void *user)
{
    if (status == cudaSuccess)
        ++*(int *)user;
}

#define STEP(call) (r->err[r->steps++] = (call))

/* Thread B: everything on its own default stream while A's is gated. */
static void thread_b(struct b_state *r)
{
    int *d_x = r->d_x, *d_y = r->d_y, *h = r->h, *d_async = NULL, n = N;
    size_t pitch = r->pitch;
    void *args[] = { &d_x, &d_async, &b_mul2, &b_add2, &n };
    cudaEvent_t e;

    /* cudaMemcpy_ptds, <<<>>> (__cudaLaunchKernel_ptsz), cudaMemset2D_ptds, cudaMemcpy2D_ptds */
    STEP(cudaMemcpy(d_x, b_in, N * sizeof(int), cudaMemcpyHostToDevice));
    STEP(cudaMemset2D(d_y, pitch, COMPAT_POISON, 256 * sizeof(int), N / 256));
    affine<<<N / 256, 256>>>(d_x, d_x, b_mul, b_add, N);
    STEP(cudaGetLastError());
    STEP(cudaMemcpy2D(d_y, pitch, d_x, 256 * sizeof(int), 256 * sizeof(int), N / 256,
                      cudaMemcpyDeviceToDevice));
    memset(h, COMPAT_POISON, N * sizeof(int));
    STEP(cudaMemcpy2D(h, 256 * sizeof(int), d_y, pitch, 256 * sizeof(int), N / 256,
                      cudaMemcpyDeviceToHost));
    r->mismatch_2d = first_diff_int(b_want1, h, N);
    memset(h, COMPAT_POISON, N * sizeof(int));
    STEP(cudaMemcpy(h, d_x, N * sizeof(int), cudaMemcpyDeviceToHost));
    r->mismatch_memcpy = first_diff_int(b_want1, h, N);

    /* _ptsz: MallocAsync, MemsetAsync, LaunchKernel, host functions, events, MemcpyAsync */
    STEP(cudaMallocAsync((void **)&d_async, N * sizeof(int), 0));
    STEP(cudaMemsetAsync(d_async, COMPAT_POISON, N * sizeof(int), 0));
    STEP(cudaLaunchKernel((const void *)affine, dim3(N / 128), dim3(128), args, 0, 0));
    STEP(cudaLaunchHostFunc(0, b_host_func, &r->callback_calls));
    STEP(cudaStreamAddCallback(0, b_callback, &r->callback_calls, 0));
    STEP(cudaEventCreate(&e));
    STEP(cudaEventRecord(e, 0));
    memset(h, COMPAT_POISON, N * sizeof(int));
    STEP(cudaMemcpyAsync(h, d_async, N * sizeof(int), cudaMemcpyDeviceToHost, 0));
    STEP(cudaFreeAsync(d_async, 0));
    STEP(cudaStreamWaitEvent(0, e, 0));
    STEP(cudaStreamSynchronize(0));
    r->query_after_sync = cudaStreamQuery(0);
    STEP(cudaEventSynchronize(e));
    r->mismatch_async = first_diff_int(b_want2, h, N);
    cudaEventDestroy(e);

    /* cudaMemcpyToSymbol_ptds, two launches on the same stream, FromSymbolAsync_ptsz */
    STEP(cudaMemcpyToSymbol(dev_table, b_zero, N * sizeof(int)));
    add_to_table<<<N / 256, 256>>>(d_x, N);
    add_to_table<<<N / 256, 256, 0, cudaStreamPerThread>>>(d_x, N);
    memset(h, COMPAT_POISON, N * sizeof(int));
    STEP(cudaMemcpyFromSymbolAsync(h, dev_table, N * sizeof(int), 0, cudaMemcpyDeviceToHost, 0));
    STEP(cudaStreamSynchronize(cudaStreamPerThread));
    r->mismatch_symbol = first_diff_int(b_want3, h, N);
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
    add_to_table<<<1, 1>>>(NULL, 0);
    CUDA_OK(cudaDeviceSynchronize());
    *flag_host = 0;
    CUDA_OK(cudaMemset(state_dev, 0, sizeof(int)));
}

int main(void)
{
    struct b_state r;
    std::atomic<int> a_launched(0);
    cudaError_t a_launch = cudaErrorUnknown, a_query = cudaErrorUnknown, a_sync = cudaErrorUnknown;
    cudaError_t legacy_query = cudaErrorUnknown, legacy_memset = cudaErrorUnknown;
    int i, state = 0, *legacy_buf = NULL;

    compat_begin();
    compat_gate_make(&flag_host, &flag_dev, &state_dev);

    memset(&r, 0, sizeof r);
    if (!CUDA_OK(cudaMalloc(&r.d_x, N * sizeof(int))) ||
        !CUDA_OK(cudaMallocPitch((void **)&r.d_y, &r.pitch, 256 * sizeof(int), N / 256)) ||
        !CUDA_OK(cudaMallocHost((void **)&r.h, N * sizeof(int))) ||
        !CUDA_OK(cudaMalloc(&legacy_buf, sizeof(int))))
        bail("cannot allocate");
    b_in = (int *)malloc(N * sizeof(int));
    b_want1 = (int *)malloc(N * sizeof(int));
    b_want2 = (int *)malloc(N * sizeof(int));
    b_want3 = (int *)malloc(N * sizeof(int));
    b_zero = (int *)calloc(N, sizeof(int));
    if (b_in == NULL || b_want1 == NULL || b_want2 == NULL || b_want3 == NULL || b_zero == NULL)
        bail("out of host memory");
    fill_random_int(b_in, N, 1 << 20);
    b_mul = (int)(test_rand() % 7) - 3;
    b_add = (int)(test_rand() % 1000);
    b_mul2 = (int)(test_rand() % 5) + 2;
    b_add2 = -(int)(test_rand() % 1000);
    for (i = 0; i < N; i++) {
        b_want1[i] = b_in[i] * b_mul + b_add;
        b_want2[i] = b_want1[i] * b_mul2 + b_add2;
        b_want3[i] = 2 * b_want1[i];
    }
    for (i = 0; i < 32; i++)
        r.err[i] = cudaErrorUnknown;
    warm_up();

    {
        /* Thread A: gate its default stream, wait until told, then open. */
        std::thread a([&] {
            compat_gate<><<<1, 1>>>(flag_dev, state_dev);
            a_launch = cudaGetLastError();
            a_launched = 1;
            while (a_launched.load() != 2)
                std::this_thread::yield();
            a_query = cudaStreamQuery(0);
            __sync_synchronize();
            *flag_host = 1;
            __sync_synchronize();
            a_sync = cudaStreamSynchronize(0);
        });
        while (a_launched.load() != 1)
            std::this_thread::yield();
        {
            /* Returns before the gate opens; a wrong runtime waits for the timeout. */
            std::thread b(thread_b, &r);

            b.join();
        }
        /* Work on the legacy default stream waits for A's per-thread stream. */
        legacy_memset = cudaMemsetAsync(legacy_buf, 0, sizeof(int), cudaStreamLegacy);
        legacy_query = cudaStreamQuery(cudaStreamLegacy);
        a_launched = 2;
        a.join();
    }

    is_err(cudaSuccess, a_launch, "thread A: the gate launch on its default stream");
    is_int(B_STEPS, r.steps, "thread B: ran all its steps");
    for (i = 0; i < r.steps; i++)
        is_err(cudaSuccess, r.err[i], "thread B: step %d on its default stream", i + 1);
    is_err(cudaSuccess, r.query_after_sync, "thread B: cudaStreamQuery(0) after cudaStreamSynchronize(0)");
    is_int(2, r.callback_calls, "thread B: both host callbacks ran once");
    is_int(-1, r.mismatch_2d, "thread B: cudaMemset2D / cudaMemcpy2D results");
    is_int(-1, r.mismatch_memcpy, "thread B: cudaMemcpy and <<<>>> results");
    is_int(-1, r.mismatch_async, "thread B: async copies and cudaLaunchKernel results");
    is_int(-1, r.mismatch_symbol, "thread B: symbol copies and two launches");
    is_err(cudaSuccess, legacy_memset, "a memset on cudaStreamLegacy");
    is_err(cudaErrorNotReady, legacy_query, "waits for A's gated per-thread default stream");
    is_err(cudaErrorNotReady, a_query, "thread A: its default stream was still gated after B finished");
    is_err(cudaSuccess, a_sync, "thread A: cudaStreamSynchronize(0) after opening the gate");
    CUDA_OK(cudaStreamSynchronize(cudaStreamLegacy));
    CUDA_OK(cudaMemcpy(&state, state_dev, sizeof state, cudaMemcpyDeviceToHost));
    is_int(1, state, "the gate was opened by the host, not by its timeout");
    is_err(cudaSuccess, cudaGetLastError(), "no error left");
#if CUDART_VERSION >= 13000
    {
        /* Under --default-stream per-thread, cudaEnableDefault finds the
         * driver's per-thread variants (the _ptsz entry point) */
        void *dflt = NULL, *per_thread = NULL, *legacy = NULL;

        CUDA_OK(cudaGetDriverEntryPointByVersion("cuLaunchKernel", &dflt, 12000,
                                                 cudaEnableDefault, NULL));
        CUDA_OK(cudaGetDriverEntryPointByVersion("cuLaunchKernel", &per_thread, 12000,
                                                 cudaEnablePerThreadDefaultStream, NULL));
        CUDA_OK(cudaGetDriverEntryPointByVersion("cuLaunchKernel", &legacy, 12000,
                                                 cudaEnableLegacyStream, NULL));
        ok(dflt != NULL && dflt == per_thread && dflt != legacy,
           "cudaGetDriverEntryPointByVersion(cudaEnableDefault): the per-thread cuLaunchKernel");
    }
#endif
    cudaFree(r.d_x);
    cudaFree(r.d_y);
    cudaFree(legacy_buf);
    cudaFreeHost(r.h);
    cudaFreeHost((void *)flag_host);
    cudaFree(state_dev);
    free(b_in);
    free(b_want1);
    free(b_want2);
    free(b_want3);
    free(b_zero);
    return 0;
}
