/* SPDX-License-Identifier: MIT */
/*
 * Device management: counts, current device, flags, properties against
 * attributes, limits, versions, memory info, peer query, device choice, and
 * cudaDeviceReset followed by reuse (kernels and __device__ variables come
 * back, variables with their static initialisers).
 */
#include "tests/compat/compat.h"

#include <pthread.h>
#include <stdlib.h>

#define DEV_SEED_INIT 12345

__device__ int dev_seed = DEV_SEED_INIT;

/* out[i] = in[i] * 3 + dev_seed */
__global__ void mix(const int *in, int *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;

    if (i < n)
        out[i] = in[i] * 3 + dev_seed;
}

/* dev_seed += 1 (launch one thread) */
__global__ void bump_seed(void)
{
    dev_seed += 1;
}

static void test_count_and_current(int count)
{
    int dev = -7;

    FAILS_WITH(cudaErrorInvalidValue, cudaGetDeviceCount(NULL));
    CUDA_OK(cudaGetDevice(&dev));
    is_int(0, dev, "the default device is 0");
    FAILS_WITH(cudaErrorInvalidValue, cudaGetDevice(NULL));

    CUDA_OK(cudaSetDevice(0));
    FAILS_WITH(cudaErrorInvalidDevice, cudaSetDevice(-1));
    FAILS_WITH(cudaErrorInvalidDevice, cudaSetDevice(count));
    dev = -7;
    CUDA_OK(cudaGetDevice(&dev));
    is_int(0, dev, "a failed cudaSetDevice leaves the current device alone");
    if (count > 1) {
        CUDA_OK(cudaSetDevice(count - 1));
        CUDA_OK(cudaGetDevice(&dev));
        is_int(count - 1, dev, "cudaSetDevice(last) makes it current");
        CUDA_OK(cudaSetDevice(0));
    } else {
        skip(4, "only one device");
    }
}

/* A thread that never called cudaSetDevice: where it is, and where its
 * allocation goes. */
static void *fresh_device(void *arg)
{
    int *out = (int *)arg;
    struct cudaPointerAttributes a;
    void *p = NULL;

    out[0] = out[1] = -1;
    if (cudaGetDevice(&out[0]) == cudaSuccess && cudaMalloc(&p, 64) == cudaSuccess &&
        cudaPointerGetAttributes(&a, p) == cudaSuccess)
        out[1] = a.device;
    cudaFree(p);
    return NULL;
}

/* cudaSetValidDevices: its checks in cudart's order (a len above the
 * device count before the ordinals), and a list the threads that never
 * chose a device follow (its first usable device: the last, when it is
 * listed first). */
static void test_valid_devices(int count)
{
    int list[66], i, seen[2];
    pthread_t t;

    for (i = 0; i < 66; i++)
        list[i] = i % count;
    FAILS_WITH(cudaErrorInvalidValue, cudaSetValidDevices(NULL, 1));
    FAILS_WITH(cudaErrorInvalidValue, cudaSetValidDevices(list, -1));
    list[count] = count;
    FAILS_WITH(cudaErrorInvalidValue, cudaSetValidDevices(list, count + 1));
    FAILS_WITH(cudaErrorInvalidDevice, cudaSetValidDevices(&list[count], 1));
    list[count] = -1;
    FAILS_WITH(cudaErrorInvalidDevice, cudaSetValidDevices(&list[count], 1));
    CUDA_OK(cudaSetValidDevices(NULL, 0));
    list[0] = count - 1;
    CUDA_OK(cudaSetValidDevices(list, 1));
    if (pthread_create(&t, NULL, fresh_device, seen) == 0 && pthread_join(t, NULL) == 0) {
        is_int(count - 1, seen[0], "a thread that never chose is on the listed device");
        is_int(count - 1, seen[1], "and allocates there");
    } else {
        ok(0, "pthread");
        ok(0, "pthread");
    }
    CUDA_OK(cudaSetValidDevices(list, 0));
}

static void test_flags(int count)
{
    unsigned int flags = 0;

    /* First call after cudaGetDeviceCount: this initialises device 0 with them. */
    CUDA_OK(cudaSetDeviceFlags(cudaDeviceScheduleBlockingSync));
    CUDA_OK(cudaGetDeviceFlags(&flags));
    diag("cudaGetDeviceFlags after BlockingSync: 0x%x", flags);
    is_uint(cudaDeviceScheduleBlockingSync, flags & cudaDeviceScheduleMask,
            "cudaGetDeviceFlags reports cudaDeviceScheduleBlockingSync");
    FAILS_WITH(cudaErrorInvalidValue, cudaSetDeviceFlags(0x100));
    FAILS_WITH(cudaErrorInvalidValue, cudaGetDeviceFlags(NULL));

    /* cudaInitDevice applies deviceFlags when told they are valid. */
    CUDA_OK(cudaInitDevice(0, cudaDeviceScheduleSpin, cudaInitDeviceFlagsAreValid));
    CUDA_OK(cudaGetDeviceFlags(&flags));
    diag("cudaGetDeviceFlags after cudaInitDevice(Spin): 0x%x", flags);
    is_uint(cudaDeviceScheduleSpin, flags & cudaDeviceScheduleMask,
            "cudaInitDevice applied cudaDeviceScheduleSpin");
    CUDA_OK(cudaInitDevice(0, 0, 0));
    FAILS_WITH(cudaErrorInvalidDevice, cudaInitDevice(-1, 0, 0));
    FAILS_WITH(cudaErrorInvalidDevice, cudaInitDevice(count, 0, 0));

    /* On an initialised device the flags are overwritten. */
    CUDA_OK(cudaSetDeviceFlags(cudaDeviceScheduleYield));
    CUDA_OK(cudaGetDeviceFlags(&flags));
    is_uint(cudaDeviceScheduleYield, flags & cudaDeviceScheduleMask,
            "cudaSetDeviceFlags on an active device overwrites the flags");
    CUDA_OK(cudaSetDeviceFlags(cudaDeviceScheduleAuto));
}

struct attr_field {
    cudaDeviceAttr attr;
    const char *name;
    long long (*get)(const cudaDeviceProp *p);
};

#define FIELD(attr, expr)                                                    \
    { attr, #attr " vs " #expr,                                              \
      [](const cudaDeviceProp *p) -> long long { return (long long)(p->expr); } }

static const attr_field attr_fields[] = {
    FIELD(cudaDevAttrMaxThreadsPerBlock, maxThreadsPerBlock),
    FIELD(cudaDevAttrMaxBlockDimX, maxThreadsDim[0]),
    FIELD(cudaDevAttrMaxBlockDimY, maxThreadsDim[1]),
    FIELD(cudaDevAttrMaxBlockDimZ, maxThreadsDim[2]),
    FIELD(cudaDevAttrMaxGridDimX, maxGridSize[0]),
    FIELD(cudaDevAttrMaxGridDimY, maxGridSize[1]),
    FIELD(cudaDevAttrMaxGridDimZ, maxGridSize[2]),
    FIELD(cudaDevAttrMaxSharedMemoryPerBlock, sharedMemPerBlock),
    FIELD(cudaDevAttrTotalConstantMemory, totalConstMem),
    FIELD(cudaDevAttrWarpSize, warpSize),
    FIELD(cudaDevAttrMaxPitch, memPitch),
    FIELD(cudaDevAttrMaxRegistersPerBlock, regsPerBlock),
    FIELD(cudaDevAttrTextureAlignment, textureAlignment),
    FIELD(cudaDevAttrTexturePitchAlignment, texturePitchAlignment),
    FIELD(cudaDevAttrMultiProcessorCount, multiProcessorCount),
    FIELD(cudaDevAttrIntegrated, integrated),
    FIELD(cudaDevAttrCanMapHostMemory, canMapHostMemory),
    FIELD(cudaDevAttrMaxTexture1DWidth, maxTexture1D),
    FIELD(cudaDevAttrMaxTexture2DWidth, maxTexture2D[0]),
    FIELD(cudaDevAttrMaxTexture2DHeight, maxTexture2D[1]),
    FIELD(cudaDevAttrMaxSurface2DWidth, maxSurface2D[0]),
    FIELD(cudaDevAttrSurfaceAlignment, surfaceAlignment),
    FIELD(cudaDevAttrConcurrentKernels, concurrentKernels),
    FIELD(cudaDevAttrEccEnabled, ECCEnabled),
    FIELD(cudaDevAttrPciBusId, pciBusID),
    FIELD(cudaDevAttrPciDeviceId, pciDeviceID),
    FIELD(cudaDevAttrPciDomainId, pciDomainID),
    FIELD(cudaDevAttrTccDriver, tccDriver),
    FIELD(cudaDevAttrAsyncEngineCount, asyncEngineCount),
    FIELD(cudaDevAttrUnifiedAddressing, unifiedAddressing),
    FIELD(cudaDevAttrGlobalMemoryBusWidth, memoryBusWidth),
    FIELD(cudaDevAttrL2CacheSize, l2CacheSize),
    FIELD(cudaDevAttrMaxPersistingL2CacheSize, persistingL2CacheMaxSize),
    FIELD(cudaDevAttrMaxThreadsPerMultiProcessor, maxThreadsPerMultiProcessor),
    FIELD(cudaDevAttrStreamPrioritiesSupported, streamPrioritiesSupported),
    FIELD(cudaDevAttrGlobalL1CacheSupported, globalL1CacheSupported),
    FIELD(cudaDevAttrLocalL1CacheSupported, localL1CacheSupported),
    FIELD(cudaDevAttrMaxSharedMemoryPerMultiprocessor, sharedMemPerMultiprocessor),
    FIELD(cudaDevAttrMaxRegistersPerMultiprocessor, regsPerMultiprocessor),
    FIELD(cudaDevAttrManagedMemory, managedMemory),
    FIELD(cudaDevAttrIsMultiGpuBoard, isMultiGpuBoard),
    FIELD(cudaDevAttrMultiGpuBoardGroupID, multiGpuBoardGroupID),
    FIELD(cudaDevAttrHostNativeAtomicSupported, hostNativeAtomicSupported),
    FIELD(cudaDevAttrPageableMemoryAccess, pageableMemoryAccess),
    FIELD(cudaDevAttrConcurrentManagedAccess, concurrentManagedAccess),
    FIELD(cudaDevAttrComputePreemptionSupported, computePreemptionSupported),
    FIELD(cudaDevAttrCanUseHostPointerForRegisteredMem, canUseHostPointerForRegisteredMem),
    FIELD(cudaDevAttrCooperativeLaunch, cooperativeLaunch),
    FIELD(cudaDevAttrMaxSharedMemoryPerBlockOptin, sharedMemPerBlockOptin),
    FIELD(cudaDevAttrPageableMemoryAccessUsesHostPageTables, pageableMemoryAccessUsesHostPageTables),
    FIELD(cudaDevAttrDirectManagedMemAccessFromHost, directManagedMemAccessFromHost),
    FIELD(cudaDevAttrMaxBlocksPerMultiprocessor, maxBlocksPerMultiProcessor),
    FIELD(cudaDevAttrMaxAccessPolicyWindowSize, accessPolicyMaxWindowSize),
    FIELD(cudaDevAttrReservedSharedMemoryPerBlock, reservedSharedMemPerBlock),
    FIELD(cudaDevAttrHostRegisterSupported, hostRegisterSupported),
    FIELD(cudaDevAttrMemoryPoolsSupported, memoryPoolsSupported),
    FIELD(cudaDevAttrClusterLaunch, clusterLaunch),
    FIELD(cudaDevAttrComputeCapabilityMajor, major),
    FIELD(cudaDevAttrComputeCapabilityMinor, minor),
};

static void test_properties(int count)
{
    cudaDeviceProp prop;
    size_t free_mem = 0, total_mem = 0;
    int d;

    for (d = 0; d < count; d++) {
        size_t i, len;
        int nonzero = 0;

        memset(&prop, COMPAT_POISON, sizeof prop);
        if (!CUDA_OK(cudaGetDeviceProperties(&prop, d)))
            continue;
        len = strnlen(prop.name, sizeof prop.name);
        ok(len > 0 && len < sizeof prop.name, "device %d: name is a non-empty string", d);
        diag("device %d: %.256s, compute capability %d.%d, %d SMs", d, prop.name, prop.major,
             prop.minor, prop.multiProcessorCount);
        for (i = 0; i < sizeof prop.uuid.bytes; i++)
            nonzero |= prop.uuid.bytes[i] != 0;
        ok(nonzero, "device %d: uuid is not all zero", d);
        ok(prop.totalGlobalMem > 0, "device %d: totalGlobalMem > 0", d);
        for (i = 0; i < sizeof attr_fields / sizeof attr_fields[0]; i++) {
            int v = -12345;
            cudaError_t err = cudaDeviceGetAttribute(&v, attr_fields[i].attr, d);

            if (!is_err(cudaSuccess, err, "device %d: cudaDeviceGetAttribute(%s)", d,
                        attr_fields[i].name))
                continue;
            is_int(attr_fields[i].get(&prop), v, "device %d: %s", d, attr_fields[i].name);
        }
    }

    /* cudaMemGetInfo describes the current device (0). */
    CUDA_OK(cudaGetDeviceProperties(&prop, 0));
    CUDA_OK(cudaMemGetInfo(&free_mem, &total_mem));
    diag("device 0: %zu bytes free of %zu", free_mem, total_mem);
    is_uint(prop.totalGlobalMem, total_mem, "cudaMemGetInfo total == totalGlobalMem");
    ok(free_mem > 0 && free_mem <= total_mem, "0 < free <= total");

    FAILS_WITH(cudaErrorInvalidValue, cudaGetDeviceProperties(NULL, 0));
    FAILS_WITH(cudaErrorInvalidDevice, cudaGetDeviceProperties(&prop, -1));
    FAILS_WITH(cudaErrorInvalidDevice, cudaGetDeviceProperties(&prop, count));
    {
        int v = 0;

        FAILS_WITH(cudaErrorInvalidDevice, cudaDeviceGetAttribute(&v, cudaDevAttrWarpSize, count));
        FAILS_WITH(cudaErrorInvalidDevice, cudaDeviceGetAttribute(&v, cudaDevAttrWarpSize, -1));
        FAILS_WITH(cudaErrorInvalidValue, cudaDeviceGetAttribute(NULL, cudaDevAttrWarpSize, 0));
        FAILS_WITH(cudaErrorInvalidValue, cudaDeviceGetAttribute(&v, (cudaDeviceAttr)99999, 0));
    }
}

static void test_limits(void)
{
    static const struct {
        cudaLimit limit;
        const char *name;
        size_t value;
    } limits[] = {
        { cudaLimitStackSize, "cudaLimitStackSize", 4096 },
        { cudaLimitPrintfFifoSize, "cudaLimitPrintfFifoSize", 4u << 20 },
        { cudaLimitMallocHeapSize, "cudaLimitMallocHeapSize", 32u << 20 },
    };
    int major = 0;
    size_t i;

    for (i = 0; i < sizeof limits / sizeof limits[0]; i++) {
        size_t before = 0, after = 0;

        CUDA_OK(cudaDeviceGetLimit(&before, limits[i].limit));
        is_err(cudaSuccess, cudaDeviceSetLimit(limits[i].limit, limits[i].value),
               "cudaDeviceSetLimit(%s, %zu)", limits[i].name, limits[i].value);
        CUDA_OK(cudaDeviceGetLimit(&after, limits[i].limit));
        diag("%s: %zu before, %zu after asking for %zu", limits[i].name, before, after,
             limits[i].value);
        ok(after >= limits[i].value, "%s is at least what was asked for", limits[i].name);
        is_err(cudaSuccess, cudaDeviceSetLimit(limits[i].limit, before),
               "cudaDeviceSetLimit(%s) back to %zu", limits[i].name, before);
        CUDA_OK(cudaDeviceGetLimit(&after, limits[i].limit));
        is_uint(before, after, "%s is back to its old value", limits[i].name);
    }
    FAILS_WITH(cudaErrorInvalidValue, cudaDeviceGetLimit(NULL, cudaLimitStackSize));
    {
        size_t v = 0;

        /* an unknown limit is the driver's invalid value (cudart 13) */
        FAILS_WITH(cudaErrorInvalidValue, cudaDeviceGetLimit(&v, (cudaLimit)0x55));
    }
    CUDA_OK(cudaDeviceGetAttribute(&major, cudaDevAttrComputeCapabilityMajor, 0));
    if (major >= 9) {
        /* Documented: the sync depth limit exists only below compute 9.0. */
        FAILS_WITH(cudaErrorUnsupportedLimit, cudaDeviceSetLimit(cudaLimitDevRuntimeSyncDepth, 4));
    } else {
        skip(3, "compute capability below 9.0");
    }
}

static void test_versions_and_misc(int count)
{
    int driver = 0, runtime = 0, can = -1, dev = -1, least = 1, greatest = 1;
    cudaDeviceProp want;

    CUDA_OK(cudaDriverGetVersion(&driver));
    CUDA_OK(cudaRuntimeGetVersion(&runtime));
    diag("driver version %d, runtime version %d", driver, runtime);
    ok(driver >= 13000, "cudaDriverGetVersion >= 13000");
    is_int(CUDART_VERSION, runtime, "cudaRuntimeGetVersion == CUDART_VERSION");
    FAILS_WITH(cudaErrorInvalidValue, cudaDriverGetVersion(NULL));
    FAILS_WITH(cudaErrorInvalidValue, cudaRuntimeGetVersion(NULL));

    {
        cudaError_t err = cudaDeviceCanAccessPeer(&can, 0, 0);

        diag("cudaDeviceCanAccessPeer(0, 0): %s, %d", cudaGetErrorName(err), can);
        (void)cudaGetLastError();
    }
    if (count > 1) {
        can = -1;
        CUDA_OK(cudaDeviceCanAccessPeer(&can, 0, 1));
        ok(can == 0 || can == 1, "cudaDeviceCanAccessPeer(0, 1) gives 0 or 1 (%d)", can);
    } else {
        skip(2, "only one device");
    }
    FAILS_WITH(cudaErrorInvalidDevice, cudaDeviceCanAccessPeer(&can, 0, count));
    FAILS_WITH(cudaErrorInvalidDevice, cudaDeviceCanAccessPeer(&can, -1, 0));

    CUDA_OK(cudaDeviceGetStreamPriorityRange(&least, &greatest));
    diag("stream priorities: least %d, greatest %d", least, greatest);
    ok(greatest <= least, "greatest stream priority <= least");

    CUDA_OK(cudaGetDeviceProperties(&want, 0));
    CUDA_OK(cudaChooseDevice(&dev, &want));
    ok(dev >= 0 && dev < count, "cudaChooseDevice picks a device (%d)", dev);
    if (count == 1)
        is_int(0, dev, "with one device it is device 0");
    else
        skip(1, "several devices");
    FAILS_WITH(cudaErrorInvalidValue, cudaChooseDevice(NULL, &want));
    FAILS_WITH(cudaErrorInvalidValue, cudaChooseDevice(&dev, NULL));
}

/* Run mix over fresh random data; one test. */
static void run_mix(int seed_wanted, const char *when)
{
    enum { N = 5000 };
    static int in[N], out[N], want[N];
    int *d_in = NULL, *d_out = NULL;
    int i;

    fill_random_int(in, N, 1 << 20);
    poison(out, sizeof out);
    for (i = 0; i < N; i++)
        want[i] = in[i] * 3 + seed_wanted;
    if (cudaMalloc(&d_in, sizeof in) != cudaSuccess || cudaMalloc(&d_out, sizeof out) != cudaSuccess) {
        ok(0, "%s: cudaMalloc", when);
        return;
    }
    cudaMemcpy(d_in, in, sizeof in, cudaMemcpyHostToDevice);
    cudaMemset(d_out, COMPAT_POISON, sizeof out);
    mix<<<(N + 127) / 128, 128>>>(d_in, d_out, N);
    is_err(cudaSuccess, cudaGetLastError(), "%s: launch", when);
    is_err(cudaSuccess, cudaMemcpy(out, d_out, sizeof out, cudaMemcpyDeviceToHost),
           "%s: copy back", when);
    ints_equal(want, out, N, when);
    cudaFree(d_in);
    cudaFree(d_out);
}

static void test_reset(void)
{
    int seed = 0, dev = -1;

    run_mix(DEV_SEED_INIT, "before any reset");
    bump_seed<<<1, 1>>>();
    CUDA_OK(cudaDeviceSynchronize());
    CUDA_OK(cudaMemcpyFromSymbol(&seed, dev_seed, sizeof seed));
    is_int(DEV_SEED_INIT + 1, seed, "the kernel changed dev_seed");
    run_mix(DEV_SEED_INIT + 1, "with the changed dev_seed");

    CUDA_OK(cudaDeviceReset());
    CUDA_OK(cudaGetDevice(&dev));
    is_int(0, dev, "the current device survives cudaDeviceReset");
    seed = 0;
    CUDA_OK(cudaMemcpyFromSymbol(&seed, dev_seed, sizeof seed));
    is_int(DEV_SEED_INIT, seed, "after cudaDeviceReset dev_seed has its initial value again");
    run_mix(DEV_SEED_INIT, "after cudaDeviceReset");

    /* A second reset straight away, then work again. */
    CUDA_OK(cudaDeviceReset());
    CUDA_OK(cudaDeviceReset());
    run_mix(DEV_SEED_INIT, "after two more resets");
    CUDA_OK(cudaDeviceSynchronize());
    is_err(cudaSuccess, cudaGetLastError(), "no error is left behind");
}

int main(void)
{
    int count;

    count = compat_begin();
    diag("%d device(s)", count);

    test_flags(count);
    test_count_and_current(count);
    test_valid_devices(count);
    test_properties(count);
    test_limits();
    test_versions_and_misc(count);
    test_reset();
    return 0;
}
