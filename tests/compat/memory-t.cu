/* SPDX-License-Identifier: MIT */
/*
 * Memory: cudaMalloc/cudaFree, pinned host memory (cudaMallocHost,
 * cudaHostAlloc with each flag, mapped memory through
 * cudaHostGetDevicePointer), cudaHostRegister, cudaMemcpy in every
 * direction (cudaMemcpyDefault included), cudaMemcpyAsync, cudaMemset and
 * cudaMemsetAsync on sub-ranges, cudaMallocAsync/cudaFreeAsync, and the
 * errors of each.
 */
#include "tests/compat/compat.h"

#include <stdlib.h>

enum { N = 1 << 16 };                   /* ints per buffer */
#define BYTES ((size_t)N * sizeof(int))

/* p[i] = p[i] * 2 + add */
__global__ void twice_plus(int *p, int add, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;

    if (i < n)
        p[i] = p[i] * 2 + add;
}

static int *host_a, *host_b, *want;

static void twice_plus_ref(const int *in, int *out, int add, int n)
{
    int i;

    for (i = 0; i < n; i++)
        out[i] = in[i] * 2 + add;
}

static void test_malloc_free(void)
{
    void *p = NULL;

    CUDA_OK(cudaFree(NULL));
    CUDA_OK(cudaMalloc(&p, BYTES));
    ok(p != NULL, "cudaMalloc gives a pointer");
    ok(((unsigned long long)(size_t)p % 256) == 0, "aligned to at least 256 bytes");
    CUDA_OK(cudaFree(p));
    FAILS_WITH(cudaErrorInvalidValue, cudaFree(p));
    FAILS_WITH(cudaErrorInvalidValue, cudaMalloc(NULL, 64));
    {
        void *z = &p;
        cudaError_t err = cudaMalloc(&z, 0);

        diag("cudaMalloc(&p, 0): %s, p %s", cudaGetErrorName(err), z == NULL ? "NULL" : "set");
        (void)cudaGetLastError();
        if (err == cudaSuccess)
            cudaFree(z);
    }
}

static void test_memcpy_kinds(void)
{
    int *d1 = NULL, *d2 = NULL;
    int add = (int)(test_rand() % 1000);

    CUDA_OK(cudaMalloc(&d1, BYTES));
    CUDA_OK(cudaMalloc(&d2, BYTES));

    fill_random_int(host_a, N, 1 << 24);
    poison(host_b, BYTES);
    CUDA_OK(cudaMemcpy(host_b, host_a, BYTES, cudaMemcpyHostToHost));
    ints_equal(host_a, host_b, N, "cudaMemcpyHostToHost");

    CUDA_OK(cudaMemset(d1, COMPAT_POISON, BYTES));
    CUDA_OK(cudaMemcpy(d1, host_a, BYTES, cudaMemcpyHostToDevice));
    CUDA_OK(cudaMemset(d2, COMPAT_POISON, BYTES));
    CUDA_OK(cudaMemcpy(d2, d1, BYTES, cudaMemcpyDeviceToDevice));
    twice_plus<<<N / 256, 256>>>(d2, add, N);
    is_err(cudaSuccess, cudaGetLastError(), "launch");
    poison(host_b, BYTES);
    CUDA_OK(cudaMemcpy(host_b, d2, BYTES, cudaMemcpyDeviceToHost));
    twice_plus_ref(host_a, want, add, N);
    ints_equal(want, host_b, N, "HostToDevice, DeviceToDevice, kernel, DeviceToHost");
    poison(host_b, BYTES);
    CUDA_OK(cudaMemcpy(host_b, d1, BYTES, cudaMemcpyDeviceToHost));
    ints_equal(host_a, host_b, N, "the DeviceToDevice source is unchanged");

    /* cudaMemcpyDefault infers each direction from the pointers. */
    fill_random_int(host_a, N, 1 << 24);
    CUDA_OK(cudaMemset(d1, COMPAT_POISON, BYTES));
    CUDA_OK(cudaMemcpy(d1, host_a, BYTES, cudaMemcpyDefault));
    CUDA_OK(cudaMemset(d2, COMPAT_POISON, BYTES));
    CUDA_OK(cudaMemcpy(d2, d1, BYTES, cudaMemcpyDefault));
    poison(host_b, BYTES);
    CUDA_OK(cudaMemcpy(host_b, d2, BYTES, cudaMemcpyDefault));
    ints_equal(host_a, host_b, N, "cudaMemcpyDefault host->device->device->host");
    poison(want, BYTES);
    CUDA_OK(cudaMemcpy(want, host_b, BYTES, cudaMemcpyDefault));
    ints_equal(host_a, want, N, "cudaMemcpyDefault host->host");

    /* A partial copy at an offset leaves the rest alone. */
    CUDA_OK(cudaMemcpy(d2, host_a, BYTES, cudaMemcpyHostToDevice));
    fill_random_int(host_b, N, 1000);
    CUDA_OK(cudaMemcpy(d2 + 100, host_b, 1000 * sizeof(int), cudaMemcpyHostToDevice));
    memcpy(want, host_a, BYTES);
    memcpy(want + 100, host_b, 1000 * sizeof(int));
    poison(host_b, BYTES);
    CUDA_OK(cudaMemcpy(host_b, d2, BYTES, cudaMemcpyDeviceToHost));
    ints_equal(want, host_b, N, "a copy into the middle of a buffer");

    CUDA_OK(cudaMemcpy(d1, host_a, 0, cudaMemcpyHostToDevice));
    FAILS_WITH(cudaErrorInvalidMemcpyDirection, cudaMemcpy(d1, host_a, 64, (cudaMemcpyKind)7));
    FAILS_WITH(cudaErrorInvalidValue, cudaMemcpy(NULL, host_a, 64, cudaMemcpyHostToDevice));
    CUDA_OK(cudaFree(d1));
    CUDA_OK(cudaFree(d2));
}

static void test_memset(void)
{
    unsigned char *d = NULL, *h;
    unsigned char *expect;
    cudaStream_t s;
    int value = (int)(test_rand() & 0xff), value2 = (int)(test_rand() & 0xff);
    size_t off = 1 + test_rand() % 1000, len = 1 + test_rand() % (BYTES / 2);

    h = (unsigned char *)host_b;
    expect = (unsigned char *)want;
    CUDA_OK(cudaMalloc(&d, BYTES));
    fill_random(host_a, BYTES);
    CUDA_OK(cudaMemcpy(d, host_a, BYTES, cudaMemcpyHostToDevice));
    CUDA_OK(cudaMemset(d + off, value | 0x1200, len));
    memcpy(expect, host_a, BYTES);
    memset(expect + off, value, len);
    poison(h, BYTES);
    CUDA_OK(cudaMemcpy(h, d, BYTES, cudaMemcpyDeviceToHost));
    ok(memcmp(expect, h, BYTES) == 0,
       "cudaMemset(+%zu, 0x%02x, %zu) sets exactly those bytes to the low byte", off, value, len);

    CUDA_OK(cudaStreamCreate(&s));
    off = test_rand() % 5000;
    len = 1 + test_rand() % 70000;
    CUDA_OK(cudaMemsetAsync(d + off, value2, len, s));
    memset(expect + off, value2, len);
    poison(h, BYTES);
    CUDA_OK(cudaMemcpyAsync(h, d, BYTES, cudaMemcpyDeviceToHost, s));
    CUDA_OK(cudaStreamSynchronize(s));
    ok(memcmp(expect, h, BYTES) == 0, "cudaMemsetAsync(+%zu, 0x%02x, %zu)", off, value2, len);
    CUDA_OK(cudaStreamDestroy(s));
    CUDA_OK(cudaMemset(d, 0, 0));
    FAILS_WITH(cudaErrorInvalidValue, cudaMemset(NULL, 0, 64));
    CUDA_OK(cudaFree(d));
}

/* Mapped pinned memory: the kernel works on host memory directly. */
static void check_mapped(int *hp, const char *what)
{
    int *dp = NULL;
    int add = (int)(test_rand() % 1000);

    if (!is_err(cudaSuccess, cudaHostGetDevicePointer((void **)&dp, hp, 0),
                "%s: cudaHostGetDevicePointer", what)) {
        skip(2, "no device pointer");
        return;
    }
    fill_random_int(hp, N, 1 << 24);
    twice_plus_ref(hp, want, add, N);
    twice_plus<<<N / 256, 256>>>(dp, add, N);
    is_err(cudaSuccess, cudaDeviceSynchronize(), "%s: kernel on mapped memory", what);
    ints_equal(want, hp, N, what);
}

/* Pinned memory as the endpoint of async copies through a kernel. */
static void check_pinned_roundtrip(int *hp, const char *what)
{
    int *d = NULL;
    cudaStream_t s;
    int add = (int)(test_rand() % 1000);

    CUDA_OK(cudaStreamCreate(&s));
    CUDA_OK(cudaMallocAsync(&d, BYTES, s));
    fill_random_int(hp, N, 1 << 24);
    twice_plus_ref(hp, want, add, N);
    CUDA_OK(cudaMemcpyAsync(d, hp, BYTES, cudaMemcpyHostToDevice, s));
    twice_plus<<<N / 256, 256, 0, s>>>(d, add, N);
    CUDA_OK(cudaStreamSynchronize(s));
    poison(hp, BYTES);
    CUDA_OK(cudaMemcpyAsync(hp, d, BYTES, cudaMemcpyDeviceToHost, s));
    CUDA_OK(cudaFreeAsync(d, s));
    CUDA_OK(cudaStreamSynchronize(s));
    ints_equal(want, hp, N, what);
    CUDA_OK(cudaStreamDestroy(s));
}

static void test_pinned(void)
{
    static const struct {
        unsigned int flags;
        const char *name;
    } kinds[] = {
        { cudaHostAllocDefault, "cudaHostAllocDefault" },
        { cudaHostAllocPortable, "cudaHostAllocPortable" },
        { cudaHostAllocMapped, "cudaHostAllocMapped" },
        { cudaHostAllocWriteCombined, "cudaHostAllocWriteCombined" },
        { cudaHostAllocMapped | cudaHostAllocPortable, "cudaHostAllocMapped|Portable" },
    };
    int *hp = NULL;
    size_t i;
    char what[128];

    CUDA_OK(cudaMallocHost((void **)&hp, BYTES));
    check_pinned_roundtrip(hp, "cudaMallocHost memory round trip");
    CUDA_OK(cudaFreeHost(hp));

    for (i = 0; i < sizeof kinds / sizeof kinds[0]; i++) {
        hp = NULL;
        if (!is_err(cudaSuccess, cudaHostAlloc((void **)&hp, BYTES, kinds[i].flags),
                    "cudaHostAlloc(%s)", kinds[i].name))
            continue;
        snprintf(what, sizeof what, "%s memory round trip", kinds[i].name);
        check_pinned_roundtrip(hp, what);
        if (kinds[i].flags & cudaHostAllocMapped) {
            snprintf(what, sizeof what, "%s memory written by a kernel", kinds[i].name);
            check_mapped(hp, what);
        }
        is_err(cudaSuccess, cudaFreeHost(hp), "cudaFreeHost(%s)", kinds[i].name);
    }
    {
        void *dp = NULL;

        CUDA_OK(cudaHostAlloc((void **)&hp, 4096, cudaHostAllocMapped));
        FAILS_WITH(cudaErrorInvalidValue, cudaHostGetDevicePointer(&dp, hp, 1));
        CUDA_OK(cudaFreeHost(hp));
    }
    FAILS_WITH(cudaErrorInvalidValue, cudaMallocHost(NULL, 64));
}

static void test_register(void)
{
    int *hp = (int *)aligned_alloc(4096, BYTES);

    if (hp == NULL)
        bail("out of host memory");
    CUDA_OK(cudaHostRegister(hp, BYTES, cudaHostRegisterDefault));
    check_pinned_roundtrip(hp, "cudaHostRegister(Default) memory round trip");
    FAILS_WITH(cudaErrorHostMemoryAlreadyRegistered, cudaHostRegister(hp, BYTES, cudaHostRegisterDefault));
    CUDA_OK(cudaHostUnregister(hp));
    FAILS_WITH(cudaErrorHostMemoryNotRegistered, cudaHostUnregister(hp));

    CUDA_OK(cudaHostRegister(hp, BYTES, cudaHostRegisterMapped));
    check_mapped(hp, "cudaHostRegister(Mapped) memory written by a kernel");
    CUDA_OK(cudaHostUnregister(hp));
    FAILS_WITH(cudaErrorInvalidValue, cudaHostRegister(NULL, 4096, cudaHostRegisterDefault));
    free(hp);
}

static void test_malloc_async(void)
{
    cudaStream_t s1, s2;
    int *d1 = NULL, *d2 = NULL;
    int add = (int)(test_rand() % 1000);

    CUDA_OK(cudaStreamCreateWithFlags(&s1, cudaStreamNonBlocking));
    CUDA_OK(cudaStreamCreate(&s2));
    CUDA_OK(cudaMallocAsync((void **)&d1, BYTES, s1));
    CUDA_OK(cudaMallocAsync((void **)&d2, BYTES, s1));
    ok(d1 != NULL && d2 != NULL && d1 != d2, "cudaMallocAsync gives two distinct pointers");
    fill_random_int(host_a, N, 1 << 24);
    CUDA_OK(cudaMemcpyAsync(d1, host_a, BYTES, cudaMemcpyHostToDevice, s1));
    twice_plus<<<N / 256, 256, 0, s1>>>(d1, add, N);
    CUDA_OK(cudaMemcpyAsync(d2, d1, BYTES, cudaMemcpyDeviceToDevice, s1));
    CUDA_OK(cudaFreeAsync(d1, s1));
    poison(host_b, BYTES);
    CUDA_OK(cudaMemcpyAsync(host_b, d2, BYTES, cudaMemcpyDeviceToHost, s1));
    CUDA_OK(cudaFreeAsync(d2, s1));
    CUDA_OK(cudaStreamSynchronize(s1));
    twice_plus_ref(host_a, want, add, N);
    ints_equal(want, host_b, N, "cudaMallocAsync memory through copies and a kernel");

    /* Stream-ordered memory used on the legacy default stream. */
    CUDA_OK(cudaMallocAsync((void **)&d1, BYTES, 0));
    CUDA_OK(cudaMemcpy(d1, host_a, BYTES, cudaMemcpyHostToDevice));
    poison(host_b, BYTES);
    CUDA_OK(cudaMemcpy(host_b, d1, BYTES, cudaMemcpyDeviceToHost));
    CUDA_OK(cudaFreeAsync(d1, 0));
    CUDA_OK(cudaDeviceSynchronize());
    ints_equal(host_a, host_b, N, "cudaMallocAsync on stream 0");
    FAILS_WITH(cudaErrorInvalidValue, cudaMallocAsync(NULL, 64, s2));
    CUDA_OK(cudaStreamDestroy(s1));
    CUDA_OK(cudaStreamDestroy(s2));
}

int main(void)
{
    compat_begin();
    host_a = (int *)malloc(BYTES);
    host_b = (int *)malloc(BYTES);
    want = (int *)malloc(BYTES);
    if (host_a == NULL || host_b == NULL || want == NULL)
        bail("out of host memory");
    test_malloc_free();
    test_memcpy_kinds();
    test_memset();
    test_pinned();
    test_register();
    test_malloc_async();
    free(host_a);
    free(host_b);
    free(want);
    return 0;
}
