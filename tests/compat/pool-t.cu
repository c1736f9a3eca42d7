/* SPDX-License-Identifier: MIT */
/*
 * Memory pools and stream-ordered allocation from them:
 *
 *   - the device's default pool (cudaDeviceGetDefaultMemPool,
 *     cudaMemGetDefaultMemPool) is the current one and the Driver's
 *     (cuDeviceGetDefaultMemPool gives the same handle);
 *   - a created pool: cudaMallocFromPoolAsync on a stream, a kernel writing
 *     random data through it against a CPU reference, the used/reserved
 *     attributes following the allocation, the release threshold keeping
 *     memory across a synchronisation and cudaMemPoolTrimTo giving it back,
 *     the high-water marks reset to zero, the reuse policies;
 *   - cudaDeviceSetMemPool / cudaMemSetMemPool: cudaMallocAsync then takes
 *     from the pool set;
 *   - access descriptors (the owning device reads and writes; a second
 *     device, when there is one that can be a peer, is given access);
 *   - Driver interop: a cudaMemPool_t in cuMemPoolGetAttribute and
 *     cuMemAllocFromPoolAsync, a cuMemPoolCreate pool in the Runtime calls;
 *   - the error codes of bad arguments, each then cudaGetLastError's.
 *
 * Where the code of a failure is the driver's answer and the Runtime
 * documents none in particular, the test asserts that the call fails and
 * that the failure is the recorded one, and prints the code (both flavours
 * then print the same lines; a differing code shows in the diag).
 */
#include "tests/compat/compat.h"
#include "tests/compat/driver.h"

#include <stdint.h>
#include <stdlib.h>

enum { N = 1 << 16 };

/* out[i] = in[i] * mul + (i ^ add) */
__global__ void pool_affine(const int *in, int *out, int mul, int add, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;

    if (i < n)
        out[i] = in[i] * mul + (i ^ add);
}

static int *in_host, *out_host, *want;

static unsigned long long pool_u64(cudaMemPool_t pool, enum cudaMemPoolAttr attr)
{
    cuuint64_t v = ~(cuuint64_t)0;

    if (cudaMemPoolGetAttribute(pool, attr, &v) != cudaSuccess)
        diag("cudaMemPoolGetAttribute(%d) failed", (int)attr);
    return (unsigned long long)v;
}

static struct cudaMemPoolProps device_props(int device)
{
    struct cudaMemPoolProps props;

    memset(&props, 0, sizeof props);
    props.allocType = cudaMemAllocationTypePinned;
    props.handleTypes = cudaMemHandleTypeNone;
    props.location.type = cudaMemLocationTypeDevice;
    props.location.id = device;
    return props;
}

/* Allocate from pool on s, run the kernel into it, copy back and compare:
 * the allocation works for real. Frees on s unless keep is non-NULL. */
static void run_in_pool(cudaMemPool_t pool, cudaStream_t s, const char *what, int **keep)
{
    int *din = NULL, *dout = NULL, mul = (int)(test_rand() % 1000) - 500;
    int add = (int)(test_rand() & 0xffff), i;
    char name[160];

    fill_random_int(in_host, N, 1 << 20);
    for (i = 0; i < N; i++)
        want[i] = in_host[i] * mul + (i ^ add);
    poison(out_host, N * sizeof(int));
    snprintf(name, sizeof name, "%s: cudaMallocFromPoolAsync (input)", what);
    is_err(cudaSuccess, cudaMallocFromPoolAsync((void **)&din, N * sizeof(int), pool, s), "%s",
           name);
    snprintf(name, sizeof name, "%s: cudaMallocFromPoolAsync (output)", what);
    is_err(cudaSuccess, cudaMallocFromPoolAsync((void **)&dout, N * sizeof(int), pool, s), "%s",
           name);
    ok(din != NULL && dout != NULL && din != dout, "%s: two distinct pointers", what);
    CUDA_OK(cudaMemsetAsync(dout, COMPAT_POISON, N * sizeof(int), s));
    CUDA_OK(cudaMemcpyAsync(din, in_host, N * sizeof(int), cudaMemcpyHostToDevice, s));
    pool_affine<<<N / 256, 256, 0, s>>>(din, dout, mul, add, N);
    CUDA_OK(cudaGetLastError());
    CUDA_OK(cudaMemcpyAsync(out_host, dout, N * sizeof(int), cudaMemcpyDeviceToHost, s));
    CUDA_OK(cudaStreamSynchronize(s));
    snprintf(name, sizeof name, "%s: the kernel's output matches the CPU", what);
    ints_equal(want, out_host, N, name);
    CUDA_OK(cudaFreeAsync(din, s));
    if (keep != NULL)
        *keep = dout;
    else
        CUDA_OK(cudaFreeAsync(dout, s));
}

static void test_default_pool(int device)
{
    cudaMemPool_t def = NULL, cur = NULL;
    CUmemoryPool drv_def = NULL;
#if CUDART_VERSION >= 13000
    cudaMemPool_t mem_def = NULL, mem_cur = NULL;
    struct cudaMemLocation loc;
#endif
    cudaStream_t s;

    CUDA_OK(cudaDeviceGetDefaultMemPool(&def, device));
    ok(def != NULL, "the default pool is a handle");
    CUDA_OK(cudaDeviceGetMemPool(&cur, device));
    ok(cur == def, "the current pool is the default one");
    CU_OK(drv.cuDeviceGetDefaultMemPool(&drv_def, (CUdevice)device));
    ok((cudaMemPool_t)drv_def == def, "cuDeviceGetDefaultMemPool gives the same handle");
#if CUDART_VERSION >= 13000
    loc.type = cudaMemLocationTypeDevice;
    loc.id = device;
    CUDA_OK(cudaMemGetDefaultMemPool(&mem_def, &loc, cudaMemAllocationTypePinned));
    ok(mem_def == def, "cudaMemGetDefaultMemPool(device, pinned) is the device's default pool");
    CUDA_OK(cudaMemGetMemPool(&mem_cur, &loc, cudaMemAllocationTypePinned));
    ok(mem_cur == def, "cudaMemGetMemPool(device, pinned) is it too");
#endif
    CUDA_OK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    run_in_pool(def, s, "default pool", NULL);
    CUDA_OK(cudaStreamSynchronize(s));
    CUDA_OK(cudaStreamDestroy(s));

    FAILS_WITH(cudaErrorInvalidValue, cudaDeviceGetDefaultMemPool(NULL, device));
    FAILS_WITH(cudaErrorInvalidDevice, cudaDeviceGetDefaultMemPool(&cur, -1));
    /* cudart 13.0 leaves the ordinal of these two to the driver, whose
     * answer for a device that does not exist is CUDA_ERROR_INVALID_VALUE
     * (not cudaErrorInvalidDevice, as for cudaDeviceGetDefaultMemPool) */
    FAILS_WITH(cudaErrorInvalidValue, cudaDeviceGetMemPool(&cur, 1 << 20));
    FAILS_WITH(cudaErrorInvalidValue, cudaDeviceGetMemPool(NULL, device));
    FAILS_WITH(cudaErrorInvalidValue, cudaDeviceSetMemPool(-1, def));
#if CUDART_VERSION >= 13000
    FAILS_WITH(cudaErrorInvalidValue, cudaMemGetDefaultMemPool(NULL, &loc,
                                                               cudaMemAllocationTypePinned));
    loc.id = 1 << 20;
    FAILS(cudaMemGetDefaultMemPool(&cur, &loc, cudaMemAllocationTypePinned));
#endif
}

static void test_created_pool(int device)
{
    struct cudaMemPoolProps props = device_props(device);
    cudaMemPool_t pool = NULL;
    cudaStream_t s;
    cuuint64_t v, threshold;
    CUdeviceptr dp = 0;
    int *kept = NULL, policy = -1, zero = 0, one = 1;
    unsigned long long used, reserved, drv_used = 0;

    CUDA_OK(cudaMemPoolCreate(&pool, &props));
    ok(pool != NULL, "cudaMemPoolCreate gives a handle");
    CUDA_OK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));

    /* Keep everything across synchronisations: the threshold is the max. */
    threshold = ~(cuuint64_t)0;
    CUDA_OK(cudaMemPoolSetAttribute(pool, cudaMemPoolAttrReleaseThreshold, &threshold));
    is_uint(threshold, pool_u64(pool, cudaMemPoolAttrReleaseThreshold),
            "the release threshold reads back");
    is_uint(0, pool_u64(pool, cudaMemPoolAttrUsedMemCurrent), "a new pool has nothing in use");

    run_in_pool(pool, s, "created pool", &kept);
    used = pool_u64(pool, cudaMemPoolAttrUsedMemCurrent);
    reserved = pool_u64(pool, cudaMemPoolAttrReservedMemCurrent);
    ok(used >= N * sizeof(int), "the kept allocation is in use (%llu bytes)", used);
    ok(reserved >= used, "reserved (%llu) >= used", reserved);
    ok(pool_u64(pool, cudaMemPoolAttrUsedMemHigh) >= 2 * N * sizeof(int),
       "the used high-water mark counts both allocations");
    CU_OK(drv.cuMemPoolGetAttribute((CUmemoryPool)pool, CU_MEMPOOL_ATTR_USED_MEM_CURRENT,
                                    &drv_used));
    is_uint(used, drv_used, "cuMemPoolGetAttribute on the cudaMemPool_t says the same");

    CUDA_OK(cudaFreeAsync(kept, s));
    CUDA_OK(cudaStreamSynchronize(s));
    is_uint(0, pool_u64(pool, cudaMemPoolAttrUsedMemCurrent), "freed: nothing in use");
    ok(pool_u64(pool, cudaMemPoolAttrReservedMemCurrent) >= N * sizeof(int),
       "under the threshold the pool keeps its memory across a synchronisation");
    CUDA_OK(cudaMemPoolTrimTo(pool, 0));
    is_uint(0, pool_u64(pool, cudaMemPoolAttrReservedMemCurrent),
            "cudaMemPoolTrimTo(0) gives it all back");

    /* High-water marks reset to zero only. */
    v = 0;
    CUDA_OK(cudaMemPoolSetAttribute(pool, cudaMemPoolAttrUsedMemHigh, &v));
    is_uint(0, pool_u64(pool, cudaMemPoolAttrUsedMemHigh), "the used high-water mark reset");
    CUDA_OK(cudaMemPoolSetAttribute(pool, cudaMemPoolAttrReservedMemHigh, &v));
    is_uint(0, pool_u64(pool, cudaMemPoolAttrReservedMemHigh), "the reserved one too");
    v = 1 + (test_rand() & 0xffff);
    FAILS_WITH(cudaErrorInvalidValue,
               cudaMemPoolSetAttribute(pool, cudaMemPoolAttrUsedMemHigh, &v));

    /* A random threshold reads back; the int reuse policies toggle. */
    threshold = test_rand() >> 8;
    CUDA_OK(cudaMemPoolSetAttribute(pool, cudaMemPoolAttrReleaseThreshold, &threshold));
    is_uint(threshold, pool_u64(pool, cudaMemPoolAttrReleaseThreshold),
            "a random release threshold reads back");
    CUDA_OK(cudaMemPoolGetAttribute(pool, cudaMemPoolReuseAllowOpportunistic, &policy));
    is_int(1, policy, "opportunistic reuse is on by default");
    CUDA_OK(cudaMemPoolSetAttribute(pool, cudaMemPoolReuseAllowOpportunistic, &zero));
    policy = -1;
    CUDA_OK(cudaMemPoolGetAttribute(pool, cudaMemPoolReuseAllowOpportunistic, &policy));
    is_int(0, policy, "and off once set so");
    CUDA_OK(cudaMemPoolSetAttribute(pool, cudaMemPoolReuseAllowOpportunistic, &one));
    policy = -1;
    CU_OK(drv.cuMemPoolGetAttribute((CUmemoryPool)pool, CU_MEMPOOL_ATTR_REUSE_ALLOW_OPPORTUNISTIC,
                                    &policy));
    is_int(1, policy, "cuMemPoolGetAttribute sees it back on");

    /* The Driver allocates from the Runtime's pool; the Runtime frees. */
    if (CU_OK(drv.cuMemAllocFromPoolAsync(&dp, N * sizeof(int), (CUmemoryPool)pool,
                                          (CUstream)s))) {
        ok(pool_u64(pool, cudaMemPoolAttrUsedMemCurrent) >= N * sizeof(int),
           "cuMemAllocFromPoolAsync took from the cudaMemPool_t");
        CUDA_OK(cudaFreeAsync((void *)(uintptr_t)dp, s));
    }
    CUDA_OK(cudaStreamSynchronize(s));

    /* Bad arguments. */
    FAILS_WITH(cudaErrorInvalidValue, cudaMemPoolGetAttribute(pool, (cudaMemPoolAttr)0, &v));
    FAILS_WITH(cudaErrorInvalidValue, cudaMemPoolGetAttribute(pool, (cudaMemPoolAttr)99, &v));
    FAILS_WITH(cudaErrorInvalidValue, cudaMemPoolSetAttribute(pool, (cudaMemPoolAttr)99, &v));
    FAILS_WITH(cudaErrorInvalidValue,
               cudaMemPoolGetAttribute(pool, cudaMemPoolAttrReleaseThreshold, NULL));
    FAILS_WITH(cudaErrorInvalidValue,
               cudaMallocFromPoolAsync(NULL, N * sizeof(int), pool, s));
    FAILS_WITH(cudaErrorInvalidValue, cudaMemPoolCreate(NULL, &props));
    FAILS_WITH(cudaErrorInvalidValue, cudaMemPoolCreate(&pool, NULL));
    {
        struct cudaMemPoolProps bad = device_props(device);
        cudaMemPool_t other = NULL;

        bad.location.id = 1 << 20;
        FAILS(cudaMemPoolCreate(&other, &bad));
        bad = device_props(device);
        bad.allocType = cudaMemAllocationTypeInvalid;
        FAILS(cudaMemPoolCreate(&other, &bad));
        bad = device_props(device);
        bad.location.type = cudaMemLocationTypeInvalid;
        FAILS(cudaMemPoolCreate(&other, &bad));
        /* Documented: host pools are not IPC capable, and the current
         * thread's NUMA node is no pool location. */
        bad = device_props(device);
        bad.location.type = cudaMemLocationTypeHost;
        bad.location.id = 0;
        bad.handleTypes = cudaMemHandleTypePosixFileDescriptor;
        FAILS_WITH(cudaErrorInvalidValue, cudaMemPoolCreate(&other, &bad));
        bad = device_props(device);
        bad.location.type = cudaMemLocationTypeHostNumaCurrent;
        bad.location.id = 0;
        FAILS_WITH(cudaErrorInvalidValue, cudaMemPoolCreate(&other, &bad));
    }

    CUDA_OK(cudaStreamDestroy(s));
    CUDA_OK(cudaMemPoolDestroy(pool));
}

static void test_set_pool(int device)
{
    struct cudaMemPoolProps props = device_props(device);
#if CUDART_VERSION >= 13000
    struct cudaMemLocation loc;
#endif
    cudaMemPool_t pool = NULL, def = NULL, cur = NULL;
    CUmemoryPool drv_pool = NULL;
    CUmemPoolProps dprops;
    void *p = NULL;
    cudaStream_t s;

    CUDA_OK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    CUDA_OK(cudaDeviceGetDefaultMemPool(&def, device));
    CUDA_OK(cudaMemPoolCreate(&pool, &props));
    CUDA_OK(cudaDeviceSetMemPool(device, pool));
    CUDA_OK(cudaDeviceGetMemPool(&cur, device));
    ok(cur == pool, "cudaDeviceSetMemPool: the created pool is current");
    CUDA_OK(cudaMallocAsync(&p, N * sizeof(int), s));
    CUDA_OK(cudaStreamSynchronize(s));
    ok(pool_u64(pool, cudaMemPoolAttrUsedMemCurrent) >= N * sizeof(int),
       "cudaMallocAsync took from the current pool");
    CUDA_OK(cudaFreeAsync(p, s));
    CUDA_OK(cudaStreamSynchronize(s));
    is_uint(0, pool_u64(pool, cudaMemPoolAttrUsedMemCurrent), "and cudaFreeAsync gave it back");

#if CUDART_VERSION >= 13000
    loc.type = cudaMemLocationTypeDevice;
    loc.id = device;
    CUDA_OK(cudaMemSetMemPool(&loc, cudaMemAllocationTypePinned, def));
    cur = NULL;
    CUDA_OK(cudaDeviceGetMemPool(&cur, device));
    ok(cur == def, "cudaMemSetMemPool(device, pinned) sets the device's current pool");
    CUDA_OK(cudaMemSetMemPool(&loc, cudaMemAllocationTypePinned, pool));
    cur = NULL;
    CUDA_OK(cudaMemGetMemPool(&cur, &loc, cudaMemAllocationTypePinned));
    ok(cur == pool, "cudaMemGetMemPool reads it back");
#endif
    CUDA_OK(cudaDeviceSetMemPool(device, def));
#if CUDART_VERSION >= 13000
    FAILS_WITH(cudaErrorInvalidValue, cudaMemSetMemPool(NULL, cudaMemAllocationTypePinned, def));
#endif
    CUDA_OK(cudaMemPoolDestroy(pool));

    /* A pool the Driver made, used by the Runtime. */
    memset(&dprops, 0, sizeof dprops);
    dprops.allocType = CU_MEM_ALLOCATION_TYPE_PINNED;
    dprops.location.type = CU_MEM_LOCATION_TYPE_DEVICE;
    dprops.location.id = device;
    if (CU_OK(drv.cuMemPoolCreate(&drv_pool, &dprops))) {
        run_in_pool((cudaMemPool_t)drv_pool, s, "cuMemPoolCreate pool", NULL);
        CUDA_OK(cudaStreamSynchronize(s));
        CUDA_OK(cudaMemPoolTrimTo((cudaMemPool_t)drv_pool, 0));
        is_uint(0, pool_u64((cudaMemPool_t)drv_pool, cudaMemPoolAttrReservedMemCurrent),
                "cudaMemPoolTrimTo empties the Driver's pool");
        CUDA_OK(cudaMemPoolDestroy((cudaMemPool_t)drv_pool));
    }
    CUDA_OK(cudaStreamDestroy(s));
}

static void test_access(int device, int count)
{
    struct cudaMemPoolProps props = device_props(device);
    struct cudaMemAccessDesc desc;
    struct cudaMemLocation loc;
    enum cudaMemAccessFlags flags = (enum cudaMemAccessFlags)0x7f;
    cudaMemPool_t pool = NULL;
    int peer, can = 0;

    CUDA_OK(cudaMemPoolCreate(&pool, &props));
    loc.type = cudaMemLocationTypeDevice;
    loc.id = device;
    CUDA_OK(cudaMemPoolGetAccess(&flags, pool, &loc));
    is_int(cudaMemAccessFlagsProtReadWrite, flags, "the owning device reads and writes the pool");
    desc.location = loc;
    desc.flags = cudaMemAccessFlagsProtReadWrite;
    CUDA_OK(cudaMemPoolSetAccess(pool, &desc, 1));
    flags = (enum cudaMemAccessFlags)0x7f;
    CUDA_OK(cudaMemPoolGetAccess(&flags, pool, &loc));
    is_int(cudaMemAccessFlagsProtReadWrite, flags, "and still does after setting it so");
    /* Not called: cudaMemPoolGetAccess(NULL, pool, &loc) and
     * cudaMemPoolSetAccess(pool, NULL, 1), which crash cudart 13.0 (it
     * writes the flags through the pointer, and copies the descriptors,
     * unchecked); cufw answers cudaErrorInvalidValue to both. A NULL
     * location crashes cudart 12.4, but not 13.0. */
#if CUDART_VERSION >= 13000
    FAILS_WITH(cudaErrorInvalidValue, cudaMemPoolGetAccess(&flags, pool, NULL));
#endif
    desc.location.id = 1 << 20;
    FAILS(cudaMemPoolSetAccess(pool, &desc, 1));
    loc.id = 1 << 20;
    FAILS(cudaMemPoolGetAccess(&flags, pool, &loc));

    peer = device == 0 ? 1 : 0;
    if (count > 1)
        CUDA_OK(cudaDeviceCanAccessPeer(&can, peer, device));
    if (count > 1 && can) {
        loc.id = peer;
        flags = (enum cudaMemAccessFlags)0x7f;
        CUDA_OK(cudaMemPoolGetAccess(&flags, pool, &loc));
        is_int(cudaMemAccessFlagsProtNone, flags, "a peer device has no access at first");
        desc.location = loc;
        desc.flags = cudaMemAccessFlagsProtReadWrite;
        CUDA_OK(cudaMemPoolSetAccess(pool, &desc, 1));
        CUDA_OK(cudaMemPoolGetAccess(&flags, pool, &loc));
        is_int(cudaMemAccessFlagsProtReadWrite, flags, "the peer reads and writes once given");
    } else {
        skip(5, "no second device that can be a peer");
    }
    CUDA_OK(cudaMemPoolDestroy(pool));
}

int main(void)
{
    int count, device = 0;

    count = drv_begin();
    {
        int supported = 0;

        if (cudaDeviceGetAttribute(&supported, cudaDevAttrMemoryPoolsSupported, device) !=
                cudaSuccess ||
            !supported)
            skip_all("device %d has no memory pools", device);
    }
    CUDA_OK(cudaSetDevice(device));
    in_host = compat_ints(N);
    out_host = compat_ints(N);
    want = compat_ints(N);
    test_default_pool(device);
    test_created_pool(device);
    test_set_pool(device);
    test_access(device, count);
    FAILS(cudaMemPoolDestroy(NULL));
    free(in_host);
    free(out_host);
    free(want);
    return 0;
}
