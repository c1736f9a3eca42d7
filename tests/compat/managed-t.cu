/* SPDX-License-Identifier: MIT */
/*
 * compat/direct/managed.c, the unified-memory calls beyond allocation:
 *
 *   - cudaStreamAttachMemAsync: managed memory attached to one stream
 *     (cudaMemAttachSingle), to the host and back to all streams, with a
 *     kernel on random data between, against a CPU reference;
 *   - cudaMemRangeGetAttribute(s): read-mostly, preferred location (and
 *     its type and id), accessed-by, last prefetch location after
 *     cudaMemAdvise / cudaMemPrefetchAsync; cudaMemRangeGetAttributes gives
 *     what the single calls give, and so does cuMemRangeGetAttribute;
 *   - cudaMemPrefetchBatchAsync / cudaMemDiscardBatchAsync /
 *     cudaMemDiscardAndPrefetchBatchAsync on three buffers with two
 *     prefetch locations, each followed by kernels whose output is checked
 *     (where the device has concurrent managed access);
 *   - cudaHostGetFlags on cudaHostAlloc memory;
 *   - the error codes of bad arguments, each then cudaGetLastError's.
 *
 * Where the code of a failure is the driver's and the Runtime documents
 * none in particular, the test asserts that the call fails and that the
 * failure is the recorded one, and prints the code.
 */
#include "tests/compat/compat.h"
#include "tests/compat/driver.h"

#include <stdint.h>
#include <stdlib.h>

enum { N = 1 << 16, BUFS = 3 };

/* p[i] = p[i] * 7 + (i ^ key) */
__global__ void um_update(int *p, int key, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;

    if (i < n)
        p[i] = p[i] * 7 + (i ^ key);
}

/* p[i] = i * key + 3 (writes only: valid after a discard) */
__global__ void um_overwrite(int *p, int key, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;

    if (i < n)
        p[i] = i * key + 3;
}

static int *want;

/* Random data in p (host writes), the kernel on s, then the host checks. */
static void update_and_check(int *p, cudaStream_t s, const char *what)
{
    int key = (int)(test_rand() & 0xffff), i;

    fill_random_int(p, N, 1 << 20);
    for (i = 0; i < N; i++)
        want[i] = p[i] * 7 + (i ^ key);
    um_update<<<N / 256, 256, 0, s>>>(p, key, N);
    is_err(cudaSuccess, cudaGetLastError(), "%s: launch", what);
    is_err(cudaSuccess, cudaStreamSynchronize(s), "%s: sync", what);
    ints_equal(want, p, N, what);
}

/* The kernel overwrites p on s; the host checks every value. */
#if CUDART_VERSION >= 13000
static void overwrite_and_check(int *p, cudaStream_t s, const char *what)
{
    int key = (int)(test_rand() & 0xffff), i;

    for (i = 0; i < N; i++)
        want[i] = i * key + 3;
    um_overwrite<<<N / 256, 256, 0, s>>>(p, key, N);
    is_err(cudaSuccess, cudaGetLastError(), "%s: launch", what);
    is_err(cudaSuccess, cudaStreamSynchronize(s), "%s: sync", what);
    ints_equal(want, p, N, what);
}
#endif

static void test_attach(void)
{
    cudaStream_t s;
    int *p = NULL;

    CUDA_OK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    CUDA_OK(cudaMallocManaged((void **)&p, N * sizeof(int), cudaMemAttachHost));
    CUDA_OK(cudaStreamAttachMemAsync(s, p, 0, cudaMemAttachSingle));
    CUDA_OK(cudaStreamSynchronize(s));
    update_and_check(p, s, "attached to one stream: the kernel's output");
    CUDA_OK(cudaStreamAttachMemAsync(s, p, 0, cudaMemAttachHost));
    CUDA_OK(cudaStreamSynchronize(s));
    CUDA_OK(cudaStreamAttachMemAsync(s, p, 0, cudaMemAttachGlobal));
    CUDA_OK(cudaStreamSynchronize(s));
    update_and_check(p, s, "attached to all streams: the kernel's output");
    FAILS(cudaStreamAttachMemAsync(s, p, 0, 0x10));
    CUDA_OK(cudaFree(p));
    CUDA_OK(cudaStreamDestroy(s));
}

static void test_range_attributes(int device)
{
    struct cudaMemLocation dev_loc, host_loc;
    cudaStream_t s;
    int *p = NULL, *plain = NULL, read_mostly = -1, preferred = -7, last = -7, type = -7, id = -7;
    int accessed[4], i, drv_value = -7;
    void *data[3];
    size_t sizes[3];
    enum cudaMemRangeAttribute attrs[3];
    int multi_read_mostly = -7, multi_preferred = -7, multi_last = -7;

    dev_loc.type = cudaMemLocationTypeDevice;
    dev_loc.id = device;
    host_loc.type = cudaMemLocationTypeHost;
    host_loc.id = 0;
    CUDA_OK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    CUDA_OK(cudaMallocManaged((void **)&p, N * sizeof(int), cudaMemAttachGlobal));

    CUDA_OK(cudaMemRangeGetAttribute(&read_mostly, sizeof read_mostly,
                                     cudaMemRangeAttributeReadMostly, p, N * sizeof(int)));
    is_int(0, read_mostly, "a new range is not read-mostly");
    CUDA_OK(cudaMemAdvise(p, N * sizeof(int), cudaMemAdviseSetReadMostly, dev_loc));
    CUDA_OK(cudaMemRangeGetAttribute(&read_mostly, sizeof read_mostly,
                                     cudaMemRangeAttributeReadMostly, p, N * sizeof(int)));
    is_int(1, read_mostly, "read-mostly once advised");
    CU_OK(drv.cuMemRangeGetAttribute(&drv_value, sizeof drv_value,
                                     CU_MEM_RANGE_ATTRIBUTE_READ_MOSTLY,
                                     (CUdeviceptr)(uintptr_t)p, N * sizeof(int)));
    is_int(1, drv_value, "cuMemRangeGetAttribute says so too");

    CUDA_OK(cudaMemAdvise(p, N * sizeof(int), cudaMemAdviseSetPreferredLocation, dev_loc));
    CUDA_OK(cudaMemRangeGetAttribute(&preferred, sizeof preferred,
                                     cudaMemRangeAttributePreferredLocation, p, N * sizeof(int)));
    is_int(device, preferred, "the preferred location is the device advised");
    CUDA_OK(cudaMemRangeGetAttribute(&type, sizeof type,
                                     cudaMemRangeAttributePreferredLocationType, p,
                                     N * sizeof(int)));
    is_int(cudaMemLocationTypeDevice, type, "its type is a device");
    CUDA_OK(cudaMemRangeGetAttribute(&id, sizeof id, cudaMemRangeAttributePreferredLocationId, p,
                                     N * sizeof(int)));
    is_int(device, id, "its id is the device");

    CUDA_OK(cudaMemAdvise(p, N * sizeof(int), cudaMemAdviseSetAccessedBy, dev_loc));
    for (i = 0; i < 4; i++)
        accessed[i] = 12345;
    CUDA_OK(cudaMemRangeGetAttribute(accessed, sizeof accessed, cudaMemRangeAttributeAccessedBy,
                                     p, N * sizeof(int)));
    is_int(device, accessed[0], "accessed-by lists the device advised");
    ok(accessed[1] == cudaInvalidDeviceId && accessed[2] == cudaInvalidDeviceId &&
           accessed[3] == cudaInvalidDeviceId,
       "and fills the rest with cudaInvalidDeviceId");

    CUDA_OK(cudaMemPrefetchAsync(p, N * sizeof(int), dev_loc, 0, s));
    CUDA_OK(cudaStreamSynchronize(s));
    CUDA_OK(cudaMemRangeGetAttribute(&last, sizeof last,
                                     cudaMemRangeAttributeLastPrefetchLocation, p,
                                     N * sizeof(int)));
    is_int(device, last, "the last prefetch went to the device");
    CUDA_OK(cudaMemPrefetchAsync(p, N * sizeof(int), host_loc, 0, s));
    CUDA_OK(cudaStreamSynchronize(s));
    CUDA_OK(cudaMemRangeGetAttribute(&last, sizeof last,
                                     cudaMemRangeAttributeLastPrefetchLocation, p,
                                     N * sizeof(int)));
    is_int(cudaCpuDeviceId, last, "then to the host: cudaCpuDeviceId");
    type = -7;
    drv_value = -8;
    CUDA_OK(cudaMemRangeGetAttribute(&type, sizeof type,
                                     cudaMemRangeAttributeLastPrefetchLocationType, p,
                                     N * sizeof(int)));
    CU_OK(drv.cuMemRangeGetAttribute(&drv_value, sizeof drv_value,
                                     CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION_TYPE,
                                     (CUdeviceptr)(uintptr_t)p, N * sizeof(int)));
    diag("last prefetch location type: %d", type);
    is_int(drv_value, type, "the last prefetch location's type is the Driver's answer");

    /* Several at once: what the single calls said. */
    data[0] = &multi_read_mostly;
    data[1] = &multi_preferred;
    data[2] = &multi_last;
    sizes[0] = sizes[1] = sizes[2] = sizeof(int);
    attrs[0] = cudaMemRangeAttributeReadMostly;
    attrs[1] = cudaMemRangeAttributePreferredLocation;
    attrs[2] = cudaMemRangeAttributeLastPrefetchLocation;
    CUDA_OK(cudaMemRangeGetAttributes(data, sizes, attrs, 3, p, N * sizeof(int)));
    ok(multi_read_mostly == 1 && multi_preferred == device && multi_last == cudaCpuDeviceId,
       "cudaMemRangeGetAttributes gives what the single calls gave");

    /* Bad arguments. */
    FAILS_WITH(cudaErrorInvalidValue,
               cudaMemRangeGetAttribute(NULL, sizeof(int), cudaMemRangeAttributeReadMostly, p,
                                        N * sizeof(int)));
    FAILS_WITH(cudaErrorInvalidValue,
               cudaMemRangeGetAttribute(&read_mostly, 2, cudaMemRangeAttributeReadMostly, p,
                                        N * sizeof(int)));
    FAILS(cudaMemRangeGetAttribute(&read_mostly, sizeof(int), (cudaMemRangeAttribute)99, p,
                                   N * sizeof(int)));
    FAILS_WITH(cudaErrorInvalidValue,
               cudaMemRangeGetAttributes(NULL, sizes, attrs, 3, p, N * sizeof(int)));
    CUDA_OK(cudaMalloc((void **)&plain, 4096));
    {
        /* Memory that is not managed: shown, not asserted (the driver's
         * answer may depend on the system's address translation). */
        cudaError_t e = cudaMemRangeGetAttribute(&read_mostly, sizeof(int),
                                                 cudaMemRangeAttributeReadMostly, plain, 4096);

        diag("cudaMemRangeGetAttribute(cudaMalloc memory): %s (%d)", cudaGetErrorName(e), (int)e);
        (void)cudaGetLastError();
    }
    CUDA_OK(cudaFree(plain));
    CUDA_OK(cudaFree(p));
    CUDA_OK(cudaStreamDestroy(s));
}

#if CUDART_VERSION >= 13000
static void test_batches(int device)
{
    struct cudaMemLocation locs[2];
    size_t idxs[2] = {0, 2}, sizes[BUFS];
    void *ptrs[BUFS];
    cudaStream_t s;
    int *p[BUFS], b, last;
    char what[128];

    locs[0].type = cudaMemLocationTypeDevice;
    locs[0].id = device;
    locs[1].type = cudaMemLocationTypeHost;
    locs[1].id = 0;
    CUDA_OK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    for (b = 0; b < BUFS; b++) {
        p[b] = NULL;
        CUDA_OK(cudaMallocManaged((void **)&p[b], N * sizeof(int), cudaMemAttachGlobal));
        ptrs[b] = p[b];
        sizes[b] = N * sizeof(int);
    }

    /* Buffers 0 and 1 to the device, 2 to the host. */
    CUDA_OK(cudaMemPrefetchBatchAsync(ptrs, sizes, BUFS, locs, idxs, 2, 0, s));
    CUDA_OK(cudaStreamSynchronize(s));
    for (b = 0; b < BUFS; b++) {
        last = -7;
        CUDA_OK(cudaMemRangeGetAttribute(&last, sizeof last,
                                         cudaMemRangeAttributeLastPrefetchLocation, p[b],
                                         N * sizeof(int)));
        is_int(b < 2 ? device : cudaCpuDeviceId, last, "batch prefetch: buffer %d went %s", b,
               b < 2 ? "to the device" : "to the host");
        snprintf(what, sizeof what, "after the batch prefetch, buffer %d: the kernel's output", b);
        update_and_check(p[b], s, what);
    }

    CUDA_OK(cudaMemDiscardBatchAsync(ptrs, sizes, BUFS, 0, s));
    for (b = 0; b < BUFS; b++) {
        snprintf(what, sizeof what, "after the batch discard, buffer %d: rewritten", b);
        overwrite_and_check(p[b], s, what);
    }
    CUDA_OK(cudaMemDiscardAndPrefetchBatchAsync(ptrs, sizes, BUFS, locs, idxs, 1, 0, s));
    CUDA_OK(cudaStreamSynchronize(s));
    last = -7;
    CUDA_OK(cudaMemRangeGetAttribute(&last, sizeof last, cudaMemRangeAttributeLastPrefetchLocation,
                                     p[2], N * sizeof(int)));
    is_int(device, last, "discard and prefetch: all three to the device (one location)");
    for (b = 0; b < BUFS; b++) {
        snprintf(what, sizeof what, "after the batch discard and prefetch, buffer %d: rewritten",
                 b);
        overwrite_and_check(p[b], s, what);
    }

    /* The legacy default stream is refused (documented); bad flags and
     * location indices too. */
    FAILS(cudaMemPrefetchBatchAsync(ptrs, sizes, BUFS, locs, idxs, 2, 0, 0));
    FAILS(cudaMemDiscardBatchAsync(ptrs, sizes, BUFS, 0, 0));
    FAILS(cudaMemDiscardAndPrefetchBatchAsync(ptrs, sizes, BUFS, locs, idxs, 2, 0, 0));
    FAILS(cudaMemPrefetchBatchAsync(ptrs, sizes, BUFS, locs, idxs, 2, 1, s));
    FAILS(cudaMemDiscardBatchAsync(ptrs, sizes, BUFS, 1, s));
    idxs[1] = BUFS; /* the last index must be below count */
    FAILS(cudaMemPrefetchBatchAsync(ptrs, sizes, BUFS, locs, idxs, 2, 0, s));
    CUDA_OK(cudaStreamSynchronize(s));
    for (b = 0; b < BUFS; b++)
        CUDA_OK(cudaFree(p[b]));
    CUDA_OK(cudaStreamDestroy(s));
}
#endif

static void test_host_flags(void)
{
    unsigned int flags = 0;
    void *h = NULL;
    unsigned wanted = cudaHostAllocMapped | cudaHostAllocPortable;
    char *plain;

    CUDA_OK(cudaHostAlloc(&h, 4096, wanted));
    CUDA_OK(cudaHostGetFlags(&flags, h));
    diag("cudaHostGetFlags: 0x%x", flags);
    ok((flags & wanted) == wanted, "cudaHostGetFlags has the cudaHostAlloc flags");
    CUDA_OK(cudaFreeHost(h));
    h = NULL;
    CUDA_OK(cudaHostAlloc(&h, 4096, cudaHostAllocWriteCombined));
    flags = 0;
    CUDA_OK(cudaHostGetFlags(&flags, h));
    ok((flags & cudaHostAllocWriteCombined) != 0, "a write-combined allocation says so");
    FAILS_WITH(cudaErrorInvalidValue, cudaHostGetFlags(NULL, h));
    CUDA_OK(cudaFreeHost(h));
    plain = (char *)malloc(4096);
    if (plain == NULL)
        bail("out of host memory");
    FAILS_WITH(cudaErrorInvalidValue, cudaHostGetFlags(&flags, plain));
    free(plain);
}

int main(void)
{
    int device = 0, managed = 0, concurrent = 0;

    drv_begin();
    if (cudaDeviceGetAttribute(&managed, cudaDevAttrManagedMemory, device) != cudaSuccess ||
        !managed)
        skip_all("device %d has no managed memory", device);
    CUDA_OK(cudaSetDevice(device));
    want = compat_ints(N);
    test_host_flags();
    test_attach();
    CUDA_OK(cudaDeviceGetAttribute(&concurrent, cudaDevAttrConcurrentManagedAccess, device));
    if (concurrent) {
        test_range_attributes(device);
#if CUDART_VERSION >= 13000
        test_batches(device);
#endif
    } else {
        diag("no concurrent managed access: advice, prefetches and batches not tested");
    }
    free(want);
    return 0;
}
