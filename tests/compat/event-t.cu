/* SPDX-License-Identifier: MIT */
/*
 * Events: cudaEventCreate / WithFlags, cudaEventRecord on created and
 * default streams, cudaEventQuery (cudaSuccess before any record,
 * cudaErrorNotReady behind a gated kernel), cudaEventSynchronize (the host
 * sees a kernel's writes to mapped memory afterwards), cudaEventElapsedTime
 * (> 0 around a spinning kernel; the documented errors for unrecorded,
 * pending and timing-disabled events), cudaEventDestroy, NULL events.
 */
#include "tests/compat/compat.h"

/* Spin for ns nanoseconds of the device clock. */
__global__ void spin(unsigned long long ns)
{
    unsigned long long start = compat_globaltimer();

    while (compat_globaltimer() - start < ns)
        continue;
}

/* out[i] = in[i] ^ key (writes mapped host memory) */
__global__ void xor_into(const int *in, volatile int *out, int key, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;

    if (i < n)
        out[i] = in[i] ^ key;
}

static volatile int *flag_host;
static int *flag_dev, *state_dev;

static void gate_reset(void)
{
    compat_gate_close(flag_host, state_dev);
    cudaDeviceSynchronize();
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
    spin<<<1, 1>>>(0);
    xor_into<<<1, 1>>>(NULL, NULL, 0, 0);
    CUDA_OK(cudaDeviceSynchronize());
    *flag_host = 0;
}

static void test_create(void)
{
    static const struct {
        unsigned int flags;
        const char *name;
    } kinds[] = {
        { cudaEventDefault, "cudaEventDefault" },
        { cudaEventBlockingSync, "cudaEventBlockingSync" },
        { cudaEventDisableTiming, "cudaEventDisableTiming" },
        { cudaEventBlockingSync | cudaEventDisableTiming, "BlockingSync|DisableTiming" },
    };
    cudaEvent_t e = NULL;
    size_t i;

    CUDA_OK(cudaEventCreate(&e));
    ok(e != NULL, "cudaEventCreate gives a non-NULL event");
    CUDA_OK(cudaEventQuery(e));
    CUDA_OK(cudaEventSynchronize(e));
    CUDA_OK(cudaEventDestroy(e));
    for (i = 0; i < sizeof kinds / sizeof kinds[0]; i++) {
        e = NULL;
        if (!is_err(cudaSuccess, cudaEventCreateWithFlags(&e, kinds[i].flags),
                    "cudaEventCreateWithFlags(%s)", kinds[i].name))
            continue;
        is_err(cudaSuccess, cudaEventQuery(e), "%s: never recorded, the query succeeds",
               kinds[i].name);
        is_err(cudaSuccess, cudaEventRecord(e, 0), "%s: cudaEventRecord", kinds[i].name);
        is_err(cudaSuccess, cudaEventSynchronize(e), "%s: cudaEventSynchronize", kinds[i].name);
        is_err(cudaSuccess, cudaEventQuery(e), "%s: cudaEventQuery after it", kinds[i].name);
        is_err(cudaSuccess, cudaEventDestroy(e), "%s: cudaEventDestroy", kinds[i].name);
    }
    FAILS_WITH(cudaErrorInvalidValue, cudaEventCreate(NULL));
    FAILS_WITH(cudaErrorInvalidValue, cudaEventCreateWithFlags(NULL, cudaEventDefault));
    FAILS_WITH(cudaErrorInvalidValue, cudaEventCreateWithFlags(&e, 0x80));
}

static void test_elapsed(void)
{
    cudaEvent_t start, stop, notiming, fresh;
    cudaStream_t s;
    float ms = -1.0f;

    CUDA_OK(cudaStreamCreate(&s));
    CUDA_OK(cudaEventCreate(&start));
    CUDA_OK(cudaEventCreate(&stop));
    CUDA_OK(cudaEventCreate(&fresh));
    CUDA_OK(cudaEventCreateWithFlags(&notiming, cudaEventDisableTiming));

    FAILS_WITH(cudaErrorInvalidResourceHandle, cudaEventElapsedTime(&ms, start, stop));

    CUDA_OK(cudaEventRecord(start, s));
    spin<<<1, 1, 0, s>>>(2000000ull);
    CUDA_OK(cudaEventRecord(stop, s));
    CUDA_OK(cudaEventSynchronize(stop));
    CUDA_OK(cudaEventElapsedTime(&ms, start, stop));
    diag("2 ms spin measured as %f ms", (double)ms);
    ok(ms > 0.0f, "cudaEventElapsedTime around a spinning kernel is > 0");

    /* The same on the default stream. */
    ms = -1.0f;
    CUDA_OK(cudaEventRecord(start, 0));
    spin<<<1, 1>>>(1000000ull);
    CUDA_OK(cudaEventRecord(stop, 0));
    CUDA_OK(cudaEventSynchronize(stop));
    CUDA_OK(cudaEventElapsedTime(&ms, start, stop));
    ok(ms > 0.0f, "and on the default stream (%f ms)", (double)ms);

    FAILS_WITH(cudaErrorInvalidResourceHandle, cudaEventElapsedTime(&ms, start, fresh));
    CUDA_OK(cudaEventRecord(notiming, s));
    CUDA_OK(cudaEventSynchronize(notiming));
    FAILS_WITH(cudaErrorInvalidResourceHandle, cudaEventElapsedTime(&ms, start, notiming));
    FAILS_WITH(cudaErrorInvalidResourceHandle, cudaEventElapsedTime(&ms, notiming, stop));
    FAILS_WITH(cudaErrorInvalidValue, cudaEventElapsedTime(NULL, start, stop));

    /* Recorded but not complete: cudaErrorNotReady (documented). */
    gate_reset();
    CUDA_OK(cudaEventRecord(start, s));
    compat_gate<><<<1, 1, 0, s>>>(flag_dev, state_dev);
    CUDA_OK(cudaEventRecord(stop, s));
    is_err(cudaErrorNotReady, cudaEventQuery(stop), "cudaEventQuery behind a closed gate");
    is_err(cudaErrorNotReady, cudaEventElapsedTime(&ms, start, stop),
           "cudaEventElapsedTime with the end event pending");
    is_err(cudaSuccess, cudaGetLastError(), "cudaErrorNotReady is not recorded as the last error");
    compat_gate_open(flag_host);
    CUDA_OK(cudaEventSynchronize(stop));
    CUDA_OK(cudaEventQuery(stop));
    compat_gate_check(state_dev, "cudaEventQuery");
    ms = -1.0f;
    CUDA_OK(cudaEventElapsedTime(&ms, start, stop));
    ok(ms > 0.0f, "the gated interval is > 0 (%f ms)", (double)ms);

    CUDA_OK(cudaEventDestroy(start));
    CUDA_OK(cudaEventDestroy(stop));
    CUDA_OK(cudaEventDestroy(fresh));
    CUDA_OK(cudaEventDestroy(notiming));
    CUDA_OK(cudaStreamDestroy(s));
}

/* After cudaEventSynchronize, the host sees what the kernel wrote. */
static void test_synchronize_orders(void)
{
    enum { N = 1 << 16 };
    int *in = NULL, *d_in = NULL, *out = NULL, *out_dev = NULL, *want = NULL, i;
    int key = (int)(test_rand() & 0x7fffffff);
    cudaEvent_t done;
    cudaStream_t s;

    CUDA_OK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    CUDA_OK(cudaEventCreateWithFlags(&done, cudaEventBlockingSync | cudaEventDisableTiming));
    CUDA_OK(cudaMallocHost((void **)&in, N * sizeof(int)));
    CUDA_OK(cudaMallocHost((void **)&want, N * sizeof(int)));
    CUDA_OK(cudaHostAlloc((void **)&out, N * sizeof(int), cudaHostAllocMapped));
    CUDA_OK(cudaHostGetDevicePointer((void **)&out_dev, out, 0));
    CUDA_OK(cudaMalloc(&d_in, N * sizeof(int)));
    fill_random_int(in, N, 1 << 30);
    for (i = 0; i < N; i++)
        want[i] = in[i] ^ key;
    poison(out, N * sizeof(int));

    gate_reset();
    compat_gate<><<<1, 1, 0, s>>>(flag_dev, state_dev);
    CUDA_OK(cudaMemcpyAsync(d_in, in, N * sizeof(int), cudaMemcpyHostToDevice, s));
    xor_into<<<N / 256, 256, 0, s>>>(d_in, out_dev, key, N);
    CUDA_OK(cudaEventRecord(done, s));
    is_err(cudaErrorNotReady, cudaEventQuery(done), "the event is behind the gate");
    ok(is_poisoned(out, N * sizeof(int)), "so the kernel has not written yet");
    compat_gate_open(flag_host);
    CUDA_OK(cudaEventSynchronize(done));
    ints_equal(want, out, N, "after cudaEventSynchronize the kernel's output is visible");
    compat_gate_check(state_dev, "cudaEventSynchronize");

    /* cudaEventRecord on the default stream orders after earlier work. */
    key ^= 0x5a5a5a5a;
    for (i = 0; i < N; i++)
        want[i] = in[i] ^ key;
    poison(out, N * sizeof(int));
    xor_into<<<N / 256, 256>>>(d_in, out_dev, key, N);
    CUDA_OK(cudaEventRecord(done));
    CUDA_OK(cudaEventSynchronize(done));
    ints_equal(want, out, N, "an event recorded on the default stream follows its kernel");

    CUDA_OK(cudaEventDestroy(done));
    CUDA_OK(cudaStreamDestroy(s));
    cudaFree(d_in);
    cudaFreeHost(in);
    cudaFreeHost(want);
    cudaFreeHost(out);
}

static void test_null_events(void)
{
    float ms = 0.0f;
    cudaEvent_t e;

    /* Documented: a NULL event gives cudaErrorInvalidResourceHandle. */
    FAILS_WITH(cudaErrorInvalidResourceHandle, cudaEventQuery(NULL));
    FAILS_WITH(cudaErrorInvalidResourceHandle, cudaEventSynchronize(NULL));
    FAILS_WITH(cudaErrorInvalidResourceHandle, cudaEventRecord(NULL, 0));
    FAILS_WITH(cudaErrorInvalidResourceHandle, cudaEventDestroy(NULL));
    CUDA_OK(cudaEventCreate(&e));
    CUDA_OK(cudaEventRecord(e, 0));
    CUDA_OK(cudaEventSynchronize(e));
    FAILS_WITH(cudaErrorInvalidResourceHandle, cudaEventElapsedTime(&ms, NULL, e));
    FAILS_WITH(cudaErrorInvalidResourceHandle, cudaEventElapsedTime(&ms, e, NULL));
    CUDA_OK(cudaEventDestroy(e));
}

int main(void)
{
    compat_begin();
    compat_gate_make(&flag_host, &flag_dev, &state_dev);
    warm_up();
    test_create();
    test_elapsed();
    test_synchronize_orders();
    test_null_events();
    cudaFree(state_dev);
    cudaFreeHost((void *)flag_host);
    return 0;
}
