/*
 * compat/device.c -- devices, versions, limits, flags, properties.
 *
 * The current device is per host thread (cufw's); cudaSetDevice makes the
 * device's primary context current on the thread, as cudart does. Device
 * attributes are the driver's: cudaDeviceAttr numbers are CUdevice_attribute
 * numbers, so cudaDeviceGetAttribute is one cuDeviceGetAttribute, and
 * cudaGetDeviceProperties is a few dozen of them.
 */
#include "inner.h"

#include <string.h>

#include <cuda_profiler_api.h>

static cudaError_t check_device(int device)
{
    int n = 0;

    RT_INIT();
    cufw_device_count(&n);
    if (device < 0 || device >= n)
        return cufw__rt_set(cudaErrorInvalidDevice);
    return cudaSuccess;
}

/* cuInit, cuDeviceGetCount (once, via cufw_init) */
cudaError_t cudaGetDeviceCount(int *count)
{
    cudaError_t e;

    RT_REQUIRE(count != NULL);
    e = cufw__rt_init_slow();
    if (e != cudaSuccess) {
        *count = 0; /* cudart reports 0 devices along with the error */
        return e;
    }
    RT_RETURN(cufw_device_count(count));
}

/* no Driver call: the thread's current device */
cudaError_t cudaGetDevice(int *device)
{
    RT_INIT();
    RT_REQUIRE(device != NULL);
    RT_RETURN(cufw_device_get(device));
}

/* cuDevicePrimaryCtxRetain (first time), cuCtxSetCurrent */
cudaError_t cudaSetDevice(int device)
{
    cudaError_t e = check_device(device);

    if (e != cudaSuccess)
        return e;
    RT_RETURN(cufw_device_set(device));
}

/* cuDevicePrimaryCtxSetFlags, cuDevicePrimaryCtxRetain */
cudaError_t cudaInitDevice(int device, unsigned int deviceFlags, unsigned int flags)
{
    cudaError_t e = check_device(device);
    int rc;

    if (e != cudaSuccess)
        return e;
    RT_REQUIRE(flags == 0 || flags == cudaInitDeviceFlagsAreValid);
    if (flags == cudaInitDeviceFlagsAreValid) {
        RT_REQUIRE((deviceFlags & ~(unsigned)cudaDeviceMask) == 0);
        rc = cufw_device_set_flags(device, deviceFlags & ~(unsigned)cudaDeviceMapHost);
        if (rc != CUFW_OK)
            return cufw__rt_from(rc);
    }
    RT_RETURN(cufw_device_init(device));
}

/* cuDevicePrimaryCtxSetFlags; cudaDeviceMapHost is always on in the
 * driver now, so it is accepted and dropped */
cudaError_t cudaSetDeviceFlags(unsigned int flags)
{
    int device = 0;

    RT_INIT();
    RT_REQUIRE((flags & ~(unsigned)cudaDeviceMask) == 0);
    cufw_device_get(&device);
    RT_RETURN(cufw_device_set_flags(device, flags & ~(unsigned)cudaDeviceMapHost));
}

/* cuDevicePrimaryCtxGetState; cudart reports cudaDeviceMapHost set */
cudaError_t cudaGetDeviceFlags(unsigned int *flags)
{
    unsigned f = 0;
    int device = 0, active = 0, rc;

    RT_INIT();
    RT_REQUIRE(flags != NULL);
    cufw_device_get(&device);
    rc = cufw_device_get_flags(device, &f, &active);
    if (rc != CUFW_OK)
        return cufw__rt_from(rc);
    *flags = f | cudaDeviceMapHost;
    return cudaSuccess;
}

/* cuDeviceGetAttribute */
cudaError_t cudaDeviceGetAttribute(int *value, enum cudaDeviceAttr attr, int device)
{
    cudaError_t e;

    RT_REQUIRE(value != NULL);
    if ((e = check_device(device)) != cudaSuccess)
        return e;
    RT_RETURN(cufw_device_attribute(device, (int)attr, value));
}

/* cuDeviceGetName, cuDeviceGetUuid, cuDeviceTotalMem, cuDeviceGetAttribute xN */
cudaError_t cudaGetDeviceProperties(struct cudaDeviceProp *prop, int device)
{
#define INT_FIELDS(X)                                                                           \
    X(regsPerBlock, CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_BLOCK)                                \
    X(warpSize, CU_DEVICE_ATTRIBUTE_WARP_SIZE)                                                  \
    X(maxThreadsPerBlock, CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK)                            \
    X(maxThreadsDim[0], CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_X)                                    \
    X(maxThreadsDim[1], CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Y)                                    \
    X(maxThreadsDim[2], CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Z)                                    \
    X(maxGridSize[0], CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_X)                                       \
    X(maxGridSize[1], CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Y)                                       \
    X(maxGridSize[2], CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Z)                                       \
    X(major, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR)                                      \
    X(minor, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR)                                      \
    X(multiProcessorCount, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT)                            \
    X(integrated, CU_DEVICE_ATTRIBUTE_INTEGRATED)                                               \
    X(canMapHostMemory, CU_DEVICE_ATTRIBUTE_CAN_MAP_HOST_MEMORY)                                \
    X(maxTexture1D, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_WIDTH)                                \
    X(maxTexture1DMipmap, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_MIPMAPPED_WIDTH)                \
    X(maxTexture2D[0], CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_WIDTH)                             \
    X(maxTexture2D[1], CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_HEIGHT)                            \
    X(maxTexture2DMipmap[0], CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_MIPMAPPED_WIDTH)             \
    X(maxTexture2DMipmap[1], CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_MIPMAPPED_HEIGHT)            \
    X(maxTexture2DLinear[0], CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LINEAR_WIDTH)                \
    X(maxTexture2DLinear[1], CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LINEAR_HEIGHT)               \
    X(maxTexture2DLinear[2], CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LINEAR_PITCH)                \
    X(maxTexture2DGather[0], CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_GATHER_WIDTH)                \
    X(maxTexture2DGather[1], CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_GATHER_HEIGHT)               \
    X(maxTexture3D[0], CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_WIDTH)                             \
    X(maxTexture3D[1], CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_HEIGHT)                            \
    X(maxTexture3D[2], CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_DEPTH)                             \
    X(maxTexture3DAlt[0], CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_WIDTH_ALTERNATE)                \
    X(maxTexture3DAlt[1], CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_HEIGHT_ALTERNATE)               \
    X(maxTexture3DAlt[2], CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_DEPTH_ALTERNATE)                \
    X(maxTextureCubemap, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURECUBEMAP_WIDTH)                      \
    X(maxTexture1DLayered[0], CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_LAYERED_WIDTH)              \
    X(maxTexture1DLayered[1], CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_LAYERED_LAYERS)             \
    X(maxTexture2DLayered[0], CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LAYERED_WIDTH)              \
    X(maxTexture2DLayered[1], CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LAYERED_HEIGHT)             \
    X(maxTexture2DLayered[2], CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LAYERED_LAYERS)             \
    X(maxTextureCubemapLayered[0], CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURECUBEMAP_LAYERED_WIDTH)    \
    X(maxTextureCubemapLayered[1], CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURECUBEMAP_LAYERED_LAYERS)   \
    X(maxSurface1D, CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE1D_WIDTH)                                \
    X(maxSurface2D[0], CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_WIDTH)                             \
    X(maxSurface2D[1], CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_HEIGHT)                            \
    X(maxSurface3D[0], CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE3D_WIDTH)                             \
    X(maxSurface3D[1], CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE3D_HEIGHT)                            \
    X(maxSurface3D[2], CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE3D_DEPTH)                             \
    X(maxSurface1DLayered[0], CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE1D_LAYERED_WIDTH)              \
    X(maxSurface1DLayered[1], CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE1D_LAYERED_LAYERS)             \
    X(maxSurface2DLayered[0], CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_LAYERED_WIDTH)              \
    X(maxSurface2DLayered[1], CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_LAYERED_HEIGHT)             \
    X(maxSurface2DLayered[2], CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_LAYERED_LAYERS)             \
    X(maxSurfaceCubemap, CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACECUBEMAP_WIDTH)                      \
    X(maxSurfaceCubemapLayered[0], CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACECUBEMAP_LAYERED_WIDTH)    \
    X(maxSurfaceCubemapLayered[1], CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACECUBEMAP_LAYERED_LAYERS)   \
    X(concurrentKernels, CU_DEVICE_ATTRIBUTE_CONCURRENT_KERNELS)                                \
    X(ECCEnabled, CU_DEVICE_ATTRIBUTE_ECC_ENABLED)                                              \
    X(pciBusID, CU_DEVICE_ATTRIBUTE_PCI_BUS_ID)                                                 \
    X(pciDeviceID, CU_DEVICE_ATTRIBUTE_PCI_DEVICE_ID)                                           \
    X(pciDomainID, CU_DEVICE_ATTRIBUTE_PCI_DOMAIN_ID)                                           \
    X(tccDriver, CU_DEVICE_ATTRIBUTE_TCC_DRIVER)                                                \
    X(asyncEngineCount, CU_DEVICE_ATTRIBUTE_ASYNC_ENGINE_COUNT)                                 \
    X(unifiedAddressing, CU_DEVICE_ATTRIBUTE_UNIFIED_ADDRESSING)                                \
    X(memoryBusWidth, CU_DEVICE_ATTRIBUTE_GLOBAL_MEMORY_BUS_WIDTH)                              \
    X(l2CacheSize, CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE)                                           \
    X(persistingL2CacheMaxSize, CU_DEVICE_ATTRIBUTE_MAX_PERSISTING_L2_CACHE_SIZE)               \
    X(maxThreadsPerMultiProcessor, CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_MULTIPROCESSOR)          \
    X(streamPrioritiesSupported, CU_DEVICE_ATTRIBUTE_STREAM_PRIORITIES_SUPPORTED)               \
    X(globalL1CacheSupported, CU_DEVICE_ATTRIBUTE_GLOBAL_L1_CACHE_SUPPORTED)                    \
    X(localL1CacheSupported, CU_DEVICE_ATTRIBUTE_LOCAL_L1_CACHE_SUPPORTED)                      \
    X(regsPerMultiprocessor, CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_MULTIPROCESSOR)              \
    X(managedMemory, CU_DEVICE_ATTRIBUTE_MANAGED_MEMORY)                                        \
    X(isMultiGpuBoard, CU_DEVICE_ATTRIBUTE_MULTI_GPU_BOARD)                                     \
    X(multiGpuBoardGroupID, CU_DEVICE_ATTRIBUTE_MULTI_GPU_BOARD_GROUP_ID)                       \
    X(hostNativeAtomicSupported, CU_DEVICE_ATTRIBUTE_HOST_NATIVE_ATOMIC_SUPPORTED)              \
    X(pageableMemoryAccess, CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS)                         \
    X(concurrentManagedAccess, CU_DEVICE_ATTRIBUTE_CONCURRENT_MANAGED_ACCESS)                   \
    X(computePreemptionSupported, CU_DEVICE_ATTRIBUTE_COMPUTE_PREEMPTION_SUPPORTED)             \
    X(canUseHostPointerForRegisteredMem, CU_DEVICE_ATTRIBUTE_CAN_USE_HOST_POINTER_FOR_REGISTERED_MEM) \
    X(cooperativeLaunch, CU_DEVICE_ATTRIBUTE_COOPERATIVE_LAUNCH)                                \
    X(pageableMemoryAccessUsesHostPageTables, CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS_USES_HOST_PAGE_TABLES) \
    X(directManagedMemAccessFromHost, CU_DEVICE_ATTRIBUTE_DIRECT_MANAGED_MEM_ACCESS_FROM_HOST)  \
    X(maxBlocksPerMultiProcessor, CU_DEVICE_ATTRIBUTE_MAX_BLOCKS_PER_MULTIPROCESSOR)            \
    X(accessPolicyMaxWindowSize, CU_DEVICE_ATTRIBUTE_MAX_ACCESS_POLICY_WINDOW_SIZE)             \
    X(hostRegisterSupported, CU_DEVICE_ATTRIBUTE_HOST_REGISTER_SUPPORTED)                       \
    X(sparseCudaArraySupported, CU_DEVICE_ATTRIBUTE_SPARSE_CUDA_ARRAY_SUPPORTED)                \
    X(hostRegisterReadOnlySupported, CU_DEVICE_ATTRIBUTE_READ_ONLY_HOST_REGISTER_SUPPORTED)     \
    X(timelineSemaphoreInteropSupported, CU_DEVICE_ATTRIBUTE_TIMELINE_SEMAPHORE_INTEROP_SUPPORTED) \
    X(memoryPoolsSupported, CU_DEVICE_ATTRIBUTE_MEMORY_POOLS_SUPPORTED)                         \
    X(gpuDirectRDMASupported, CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_SUPPORTED)                    \
    X(gpuDirectRDMAWritesOrdering, CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_WRITES_ORDERING)         \
    X(deferredMappingCudaArraySupported, CU_DEVICE_ATTRIBUTE_DEFERRED_MAPPING_CUDA_ARRAY_SUPPORTED) \
    X(ipcEventSupported, CU_DEVICE_ATTRIBUTE_IPC_EVENT_SUPPORTED)                               \
    X(clusterLaunch, CU_DEVICE_ATTRIBUTE_CLUSTER_LAUNCH)                                        \
    X(unifiedFunctionPointers, CU_DEVICE_ATTRIBUTE_UNIFIED_FUNCTION_POINTERS)                   \
    X(deviceNumaConfig, CU_DEVICE_ATTRIBUTE_NUMA_CONFIG)                                        \
    X(deviceNumaId, CU_DEVICE_ATTRIBUTE_NUMA_ID)                                                \
    X(mpsEnabled, CU_DEVICE_ATTRIBUTE_MPS_ENABLED)                                              \
    X(hostNumaId, CU_DEVICE_ATTRIBUTE_HOST_NUMA_ID)                                             \
    X(hostNumaMultinodeIpcSupported, CU_DEVICE_ATTRIBUTE_HOST_NUMA_MULTINODE_IPC_SUPPORTED)
#define SIZE_FIELDS(X)                                                                          \
    X(sharedMemPerBlock, CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK)                       \
    X(memPitch, CU_DEVICE_ATTRIBUTE_MAX_PITCH)                                                  \
    X(totalConstMem, CU_DEVICE_ATTRIBUTE_TOTAL_CONSTANT_MEMORY)                                 \
    X(textureAlignment, CU_DEVICE_ATTRIBUTE_TEXTURE_ALIGNMENT)                                  \
    X(texturePitchAlignment, CU_DEVICE_ATTRIBUTE_TEXTURE_PITCH_ALIGNMENT)                       \
    X(surfaceAlignment, CU_DEVICE_ATTRIBUTE_SURFACE_ALIGNMENT)                                  \
    X(sharedMemPerMultiprocessor, CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_MULTIPROCESSOR)     \
    X(sharedMemPerBlockOptin, CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN)            \
    X(reservedSharedMemPerBlock, CU_DEVICE_ATTRIBUTE_RESERVED_SHARED_MEMORY_PER_BLOCK)
#define UINT_FIELDS(X)                                                                          \
    X(gpuDirectRDMAFlushWritesOptions, CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_FLUSH_WRITES_OPTIONS) \
    X(memoryPoolSupportedHandleTypes, CU_DEVICE_ATTRIBUTE_MEMPOOL_SUPPORTED_HANDLE_TYPES)       \
    X(gpuPciDeviceID, CU_DEVICE_ATTRIBUTE_GPU_PCI_DEVICE_ID)                                    \
    X(gpuPciSubsystemID, CU_DEVICE_ATTRIBUTE_GPU_PCI_SUBSYSTEM_ID)
    struct cudaDeviceProp p;
    cudaError_t e;
    int v, rc;

    RT_REQUIRE(prop != NULL);
    if ((e = check_device(device)) != cudaSuccess)
        return e;
    memset(&p, 0, sizeof p);
    rc = cufw_device_name(device, p.name, sizeof p.name);
    rc = rc ? rc : cufw_device_uuid(device, (unsigned char *)p.uuid.bytes);
    rc = rc ? rc : cufw_device_total_memory(device, &p.totalGlobalMem);
    if (rc != CUFW_OK)
        return cufw__rt_from(rc);
    /* An attribute this driver does not know leaves its field 0. */
#define RT_X_INT(field, attr)                                                                   \
    if (cufw_device_attribute(device, attr, &v) == CUFW_OK)                                     \
        p.field = v;
#define RT_X_SIZE(field, attr)                                                                  \
    if (cufw_device_attribute(device, attr, &v) == CUFW_OK)                                     \
        p.field = (size_t)(unsigned)v;
#define RT_X_UINT(field, attr)                                                                  \
    if (cufw_device_attribute(device, attr, &v) == CUFW_OK)                                     \
        p.field = (unsigned)v;
    INT_FIELDS(RT_X_INT)
    SIZE_FIELDS(RT_X_SIZE)
    UINT_FIELDS(RT_X_UINT)
#undef RT_X_INT
#undef RT_X_SIZE
#undef RT_X_UINT
    *prop = p;
    return cudaSuccess;
}

/* cuDeviceGetAttribute xN: the device that best matches *prop (compute
 * capability first, then multiprocessors) */
cudaError_t cudaChooseDevice(int *device, const struct cudaDeviceProp *prop)
{
    int n = 0, i, best = 0;
    long best_score = -1;

    RT_INIT();
    RT_REQUIRE(device != NULL && prop != NULL);
    cufw_device_count(&n);
    for (i = 0; i < n; i++) {
        int major = 0, minor = 0, sms = 0;
        long score = 0;

        cufw_device_compute_capability(i, &major, &minor);
        cufw_device_attribute(i, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, &sms);
        if (major > prop->major || (major == prop->major && minor >= prop->minor))
            score += 1000000;
        if (major == prop->major && minor == prop->minor)
            score += 100000;
        if (prop->multiProcessorCount > 0 && sms >= prop->multiProcessorCount)
            score += 10000;
        score += sms;
        if (score > best_score) {
            best_score = score;
            best = i;
        }
    }
    *device = best;
    return cudaSuccess;
}

/* cuCtxSynchronize */
cudaError_t cudaDeviceSynchronize(void)
{
    RT_INIT();
    RT_RETURN(cufw_device_synchronize());
}

/* cuDevicePrimaryCtxRelease, cuDevicePrimaryCtxReset: the current device
 * loses every allocation, stream and event; modules load again lazily */
cudaError_t cudaDeviceReset(void)
{
    int device = 0;

    RT_INIT();
    cufw_device_get(&device);
    RT_RETURN(cufw_device_reset(device));
}

/* cuCtxSetLimit: cudaLimit numbers are CUlimit numbers */
cudaError_t cudaDeviceSetLimit(enum cudaLimit limit, size_t value)
{
    RT_INIT();
    RT_RETURN(cufw_device_set_limit((int)limit, value));
}

/* cuCtxGetLimit */
cudaError_t cudaDeviceGetLimit(size_t *pValue, enum cudaLimit limit)
{
    int rc;

    RT_INIT();
    RT_REQUIRE(pValue != NULL);
    rc = cufw_device_limit((int)limit, pValue);
    RT_RETURN(rc);
}

/* cuDeviceCanAccessPeer */
cudaError_t cudaDeviceCanAccessPeer(int *canAccessPeer, int device, int peerDevice)
{
    cudaError_t e;

    RT_REQUIRE(canAccessPeer != NULL);
    if ((e = check_device(device)) != cudaSuccess || (e = check_device(peerDevice)) != cudaSuccess)
        return e;
    if (device == peerDevice) {
        *canAccessPeer = 0; /* a device is not its own peer */
        return cudaSuccess;
    }
    RT_RETURN(cufw_device_can_access_peer(device, peerDevice, canAccessPeer));
}

/* cuDriverGetVersion; 0 without a driver, and that is not an error */
cudaError_t cudaDriverGetVersion(int *driverVersion)
{
    RT_REQUIRE(driverVersion != NULL);
    cufw_init();
    if (cufw_driver_version(driverVersion) != CUFW_OK)
        *driverVersion = 0;
    return cudaSuccess;
}

/* no Driver call: the CUDA version of the headers compat was built with */
cudaError_t cudaRuntimeGetVersion(int *runtimeVersion)
{
    RT_REQUIRE(runtimeVersion != NULL);
    *runtimeVersion = CUDART_VERSION;
    return cudaSuccess;
}

/* cuMemGetInfo_v2 */
cudaError_t cudaMemGetInfo(size_t *free, size_t *total)
{
    RT_INIT();
    RT_RETURN(cufw_memory_info(free, total));
}

/* cuCtxGetStreamPriorityRange */
cudaError_t cudaDeviceGetStreamPriorityRange(int *leastPriority, int *greatestPriority)
{
    int l = 0, g = 0, rc;

    RT_INIT();
    rc = cufw_stream_priority_range(&l, &g);
    if (rc != CUFW_OK)
        return cufw__rt_from(rc);
    if (leastPriority != NULL)
        *leastPriority = l;
    if (greatestPriority != NULL)
        *greatestPriority = g;
    return cudaSuccess;
}

/* cuProfilerStart */
cudaError_t cudaProfilerStart(void)
{
    RT_INIT();
    RT_RETURN(cufw_profiler_start());
}

/* cuProfilerStop */
cudaError_t cudaProfilerStop(void)
{
    RT_INIT();
    RT_RETURN(cufw_profiler_stop());
}
