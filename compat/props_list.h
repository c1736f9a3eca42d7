/* SPDX-License-Identifier: MIT */
/*
 * compat/props_list.h -- cudaDeviceProp, field by field: the device
 * attribute (CUdevice_attribute) each field of cudaGetDeviceProperties is
 * read from, in three lists by the field's C type, each with the sub-list of
 * the fields only one toolkit's cudaDeviceProp has (below). The fields not
 * here are filled otherwise (name, uuid, totalGlobalMem) or are not
 * attributes.
 */
#ifndef CUFW_COMPAT_PROPS_LIST_H
#define CUFW_COMPAT_PROPS_LIST_H

/* X(field, attribute): int fields; X2 and X3 (field, the attribute of each
 * element): the int arrays, [0] first */
#define CUFW_RT_INT_PROPS(X, X2, X3)                                                            \
    X(regsPerBlock, CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_BLOCK)                                \
    X(warpSize, CU_DEVICE_ATTRIBUTE_WARP_SIZE)                                                  \
    X(maxThreadsPerBlock, CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK)                            \
    X3(maxThreadsDim, CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_X, CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Y, \
       CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Z)                                                     \
    X3(maxGridSize, CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_X, CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Y,     \
       CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Z)                                                      \
    X(major, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR)                                      \
    X(minor, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR)                                      \
    X(multiProcessorCount, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT)                            \
    X(integrated, CU_DEVICE_ATTRIBUTE_INTEGRATED)                                               \
    X(canMapHostMemory, CU_DEVICE_ATTRIBUTE_CAN_MAP_HOST_MEMORY)                                \
    X(maxTexture1D, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_WIDTH)                                \
    X(maxTexture1DMipmap, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_MIPMAPPED_WIDTH)                \
    X2(maxTexture2D, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_WIDTH,                               \
       CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_HEIGHT)                                            \
    X2(maxTexture2DMipmap, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_MIPMAPPED_WIDTH,               \
       CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_MIPMAPPED_HEIGHT)                                  \
    X3(maxTexture2DLinear, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LINEAR_WIDTH,                  \
       CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LINEAR_HEIGHT,                                     \
       CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LINEAR_PITCH)                                      \
    X2(maxTexture2DGather, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_GATHER_WIDTH,                  \
       CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_GATHER_HEIGHT)                                     \
    X3(maxTexture3D, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_WIDTH,                               \
       CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_HEIGHT, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_DEPTH) \
    X3(maxTexture3DAlt, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_WIDTH_ALTERNATE,                  \
       CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_HEIGHT_ALTERNATE,                                  \
       CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_DEPTH_ALTERNATE)                                   \
    X(maxTextureCubemap, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURECUBEMAP_WIDTH)                      \
    X2(maxTexture1DLayered, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_LAYERED_WIDTH,                \
       CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_LAYERED_LAYERS)                                    \
    X3(maxTexture2DLayered, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LAYERED_WIDTH,                \
       CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LAYERED_HEIGHT,                                    \
       CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LAYERED_LAYERS)                                    \
    X2(maxTextureCubemapLayered, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURECUBEMAP_LAYERED_WIDTH,      \
       CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURECUBEMAP_LAYERED_LAYERS)                               \
    X(maxSurface1D, CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE1D_WIDTH)                                \
    X2(maxSurface2D, CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_WIDTH,                               \
       CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_HEIGHT)                                            \
    X3(maxSurface3D, CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE3D_WIDTH,                               \
       CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE3D_HEIGHT, CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE3D_DEPTH) \
    X2(maxSurface1DLayered, CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE1D_LAYERED_WIDTH,                \
       CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE1D_LAYERED_LAYERS)                                    \
    X3(maxSurface2DLayered, CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_LAYERED_WIDTH,                \
       CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_LAYERED_HEIGHT,                                    \
       CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_LAYERED_LAYERS)                                    \
    X(maxSurfaceCubemap, CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACECUBEMAP_WIDTH)                      \
    X2(maxSurfaceCubemapLayered, CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACECUBEMAP_LAYERED_WIDTH,      \
       CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACECUBEMAP_LAYERED_LAYERS)                               \
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
    X(canUseHostPointerForRegisteredMem,                                                        \
      CU_DEVICE_ATTRIBUTE_CAN_USE_HOST_POINTER_FOR_REGISTERED_MEM)                              \
    X(cooperativeLaunch, CU_DEVICE_ATTRIBUTE_COOPERATIVE_LAUNCH)                                \
    X(pageableMemoryAccessUsesHostPageTables,                                                   \
      CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS_USES_HOST_PAGE_TABLES)                         \
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
    X(deferredMappingCudaArraySupported,                                                        \
      CU_DEVICE_ATTRIBUTE_DEFERRED_MAPPING_CUDA_ARRAY_SUPPORTED)                                \
    X(ipcEventSupported, CU_DEVICE_ATTRIBUTE_IPC_EVENT_SUPPORTED)                               \
    X(clusterLaunch, CU_DEVICE_ATTRIBUTE_CLUSTER_LAUNCH)                                        \
    X(unifiedFunctionPointers, CU_DEVICE_ATTRIBUTE_UNIFIED_FUNCTION_POINTERS)                   \
    CUFW_RT_INT_PROPS_SINCE_13000(X)

/* size_t fields */
#define CUFW_RT_SIZE_PROPS(X)                                                                   \
    X(sharedMemPerBlock, CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK)                       \
    X(memPitch, CU_DEVICE_ATTRIBUTE_MAX_PITCH)                                                  \
    X(totalConstMem, CU_DEVICE_ATTRIBUTE_TOTAL_CONSTANT_MEMORY)                                 \
    X(textureAlignment, CU_DEVICE_ATTRIBUTE_TEXTURE_ALIGNMENT)                                  \
    X(texturePitchAlignment, CU_DEVICE_ATTRIBUTE_TEXTURE_PITCH_ALIGNMENT)                       \
    X(surfaceAlignment, CU_DEVICE_ATTRIBUTE_SURFACE_ALIGNMENT)                                  \
    X(sharedMemPerMultiprocessor, CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_MULTIPROCESSOR)     \
    X(sharedMemPerBlockOptin, CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN)            \
    X(reservedSharedMemPerBlock, CU_DEVICE_ATTRIBUTE_RESERVED_SHARED_MEMORY_PER_BLOCK)

/* unsigned fields */
#define CUFW_RT_UINT_PROPS(X)                                                                   \
    X(gpuDirectRDMAFlushWritesOptions, CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_FLUSH_WRITES_OPTIONS) \
    X(memoryPoolSupportedHandleTypes, CU_DEVICE_ATTRIBUTE_MEMPOOL_SUPPORTED_HANDLE_TYPES)       \
    CUFW_RT_UINT_PROPS_SINCE_13000(X)

/*
 * The fields of one toolkit's cudaDeviceProp and not the other's
 * (CUDART_VERSION): 13.0 removed the int fields of 12.x's second part (the
 * clocks, the compute mode, ...) and used the room for the first part's
 * NUMA, MPS and PCI fields (12.x's are reserved, checked: 12.4).
 */
#if CUDART_VERSION >= 13000
#define CUFW_RT_INT_PROPS_SINCE_13000(X)                                                        \
    X(deviceNumaConfig, CU_DEVICE_ATTRIBUTE_NUMA_CONFIG)                                        \
    X(deviceNumaId, CU_DEVICE_ATTRIBUTE_NUMA_ID)                                                \
    X(mpsEnabled, CU_DEVICE_ATTRIBUTE_MPS_ENABLED)                                              \
    X(hostNumaId, CU_DEVICE_ATTRIBUTE_HOST_NUMA_ID)                                             \
    X(hostNumaMultinodeIpcSupported, CU_DEVICE_ATTRIBUTE_HOST_NUMA_MULTINODE_IPC_SUPPORTED)
#define CUFW_RT_UINT_PROPS_SINCE_13000(X)                                                       \
    X(gpuPciDeviceID, CU_DEVICE_ATTRIBUTE_GPU_PCI_DEVICE_ID)                                    \
    X(gpuPciSubsystemID, CU_DEVICE_ATTRIBUTE_GPU_PCI_SUBSYSTEM_ID)
#else
#define CUFW_RT_INT_PROPS_SINCE_13000(X)                                                        \
    X(clockRate, CU_DEVICE_ATTRIBUTE_CLOCK_RATE)                                                \
    X(deviceOverlap, CU_DEVICE_ATTRIBUTE_GPU_OVERLAP)                                           \
    X(kernelExecTimeoutEnabled, CU_DEVICE_ATTRIBUTE_KERNEL_EXEC_TIMEOUT)                        \
    X(computeMode, CU_DEVICE_ATTRIBUTE_COMPUTE_MODE)                                            \
    X(maxTexture1DLinear, CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_LINEAR_WIDTH)                   \
    X(memoryClockRate, CU_DEVICE_ATTRIBUTE_MEMORY_CLOCK_RATE)                                   \
    X(singleToDoublePrecisionPerfRatio, CU_DEVICE_ATTRIBUTE_SINGLE_TO_DOUBLE_PRECISION_PERF_RATIO) \
    X(cooperativeMultiDeviceLaunch, CU_DEVICE_ATTRIBUTE_COOPERATIVE_MULTI_DEVICE_LAUNCH)
#define CUFW_RT_UINT_PROPS_SINCE_13000(X)
#endif

#endif
