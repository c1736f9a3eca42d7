/* SPDX-License-Identifier: MIT */
/*
 * common/trace_enums.h -- written by scripts/trace-lists.py; do not edit.
 * The names of the values of the enums the trace prints by name
 * (N and NO of common/trace_args.h), read from the toolkit's headers:
 * cufw__trace_enum_<type>(v) is the enumerator of value v, or NULL for a
 * value they do not name (printed as its number). Included by
 * core/trace.c and compat/trace.c after their CUDA headers.
 */
#ifndef CUFW_COMMON_TRACE_ENUMS_H
#define CUFW_COMMON_TRACE_ENUMS_H

#include <stddef.h>

static inline const char *cufw__trace_enum_CUdevice_P2PAttribute(long long v)
{
    switch (v) {
    case 1: return "CU_DEVICE_P2P_ATTRIBUTE_PERFORMANCE_RANK";
    case 2: return "CU_DEVICE_P2P_ATTRIBUTE_ACCESS_SUPPORTED";
    case 3: return "CU_DEVICE_P2P_ATTRIBUTE_NATIVE_ATOMIC_SUPPORTED";
    case 4: return "CU_DEVICE_P2P_ATTRIBUTE_ACCESS_ACCESS_SUPPORTED";
    case 5: return "CU_DEVICE_P2P_ATTRIBUTE_ONLY_PARTIAL_NATIVE_ATOMIC_SUPPORTED";
    default: return NULL;
    }
}

static inline const char *cufw__trace_enum_CUdevice_attribute(long long v)
{
    switch (v) {
    case 1: return "CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK";
    case 2: return "CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_X";
    case 3: return "CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Y";
    case 4: return "CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Z";
    case 5: return "CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_X";
    case 6: return "CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Y";
    case 7: return "CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Z";
    case 8: return "CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK";
    case 9: return "CU_DEVICE_ATTRIBUTE_TOTAL_CONSTANT_MEMORY";
    case 10: return "CU_DEVICE_ATTRIBUTE_WARP_SIZE";
    case 11: return "CU_DEVICE_ATTRIBUTE_MAX_PITCH";
    case 12: return "CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_BLOCK";
    case 13: return "CU_DEVICE_ATTRIBUTE_CLOCK_RATE";
    case 14: return "CU_DEVICE_ATTRIBUTE_TEXTURE_ALIGNMENT";
    case 15: return "CU_DEVICE_ATTRIBUTE_GPU_OVERLAP";
    case 16: return "CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT";
    case 17: return "CU_DEVICE_ATTRIBUTE_KERNEL_EXEC_TIMEOUT";
    case 18: return "CU_DEVICE_ATTRIBUTE_INTEGRATED";
    case 19: return "CU_DEVICE_ATTRIBUTE_CAN_MAP_HOST_MEMORY";
    case 20: return "CU_DEVICE_ATTRIBUTE_COMPUTE_MODE";
    case 21: return "CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_WIDTH";
    case 22: return "CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_WIDTH";
    case 23: return "CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_HEIGHT";
    case 24: return "CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_WIDTH";
    case 25: return "CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_HEIGHT";
    case 26: return "CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_DEPTH";
    case 27: return "CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LAYERED_WIDTH";
    case 28: return "CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LAYERED_HEIGHT";
    case 29: return "CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LAYERED_LAYERS";
    case 30: return "CU_DEVICE_ATTRIBUTE_SURFACE_ALIGNMENT";
    case 31: return "CU_DEVICE_ATTRIBUTE_CONCURRENT_KERNELS";
    case 32: return "CU_DEVICE_ATTRIBUTE_ECC_ENABLED";
    case 33: return "CU_DEVICE_ATTRIBUTE_PCI_BUS_ID";
    case 34: return "CU_DEVICE_ATTRIBUTE_PCI_DEVICE_ID";
    case 35: return "CU_DEVICE_ATTRIBUTE_TCC_DRIVER";
    case 36: return "CU_DEVICE_ATTRIBUTE_MEMORY_CLOCK_RATE";
    case 37: return "CU_DEVICE_ATTRIBUTE_GLOBAL_MEMORY_BUS_WIDTH";
    case 38: return "CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE";
    case 39: return "CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_MULTIPROCESSOR";
    case 40: return "CU_DEVICE_ATTRIBUTE_ASYNC_ENGINE_COUNT";
    case 41: return "CU_DEVICE_ATTRIBUTE_UNIFIED_ADDRESSING";
    case 42: return "CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_LAYERED_WIDTH";
    case 43: return "CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_LAYERED_LAYERS";
    case 44: return "CU_DEVICE_ATTRIBUTE_CAN_TEX2D_GATHER";
    case 45: return "CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_GATHER_WIDTH";
    case 46: return "CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_GATHER_HEIGHT";
    case 47: return "CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_WIDTH_ALTERNATE";
    case 48: return "CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_HEIGHT_ALTERNATE";
    case 49: return "CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE3D_DEPTH_ALTERNATE";
    case 50: return "CU_DEVICE_ATTRIBUTE_PCI_DOMAIN_ID";
    case 51: return "CU_DEVICE_ATTRIBUTE_TEXTURE_PITCH_ALIGNMENT";
    case 52: return "CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURECUBEMAP_WIDTH";
    case 53: return "CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURECUBEMAP_LAYERED_WIDTH";
    case 54: return "CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURECUBEMAP_LAYERED_LAYERS";
    case 55: return "CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE1D_WIDTH";
    case 56: return "CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_WIDTH";
    case 57: return "CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_HEIGHT";
    case 58: return "CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE3D_WIDTH";
    case 59: return "CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE3D_HEIGHT";
    case 60: return "CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE3D_DEPTH";
    case 61: return "CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE1D_LAYERED_WIDTH";
    case 62: return "CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE1D_LAYERED_LAYERS";
    case 63: return "CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_LAYERED_WIDTH";
    case 64: return "CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_LAYERED_HEIGHT";
    case 65: return "CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACE2D_LAYERED_LAYERS";
    case 66: return "CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACECUBEMAP_WIDTH";
    case 67: return "CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACECUBEMAP_LAYERED_WIDTH";
    case 68: return "CU_DEVICE_ATTRIBUTE_MAXIMUM_SURFACECUBEMAP_LAYERED_LAYERS";
    case 69: return "CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_LINEAR_WIDTH";
    case 70: return "CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LINEAR_WIDTH";
    case 71: return "CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LINEAR_HEIGHT";
    case 72: return "CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_LINEAR_PITCH";
    case 73: return "CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_MIPMAPPED_WIDTH";
    case 74: return "CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE2D_MIPMAPPED_HEIGHT";
    case 75: return "CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR";
    case 76: return "CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR";
    case 77: return "CU_DEVICE_ATTRIBUTE_MAXIMUM_TEXTURE1D_MIPMAPPED_WIDTH";
    case 78: return "CU_DEVICE_ATTRIBUTE_STREAM_PRIORITIES_SUPPORTED";
    case 79: return "CU_DEVICE_ATTRIBUTE_GLOBAL_L1_CACHE_SUPPORTED";
    case 80: return "CU_DEVICE_ATTRIBUTE_LOCAL_L1_CACHE_SUPPORTED";
    case 81: return "CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_MULTIPROCESSOR";
    case 82: return "CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_MULTIPROCESSOR";
    case 83: return "CU_DEVICE_ATTRIBUTE_MANAGED_MEMORY";
    case 84: return "CU_DEVICE_ATTRIBUTE_MULTI_GPU_BOARD";
    case 85: return "CU_DEVICE_ATTRIBUTE_MULTI_GPU_BOARD_GROUP_ID";
    case 86: return "CU_DEVICE_ATTRIBUTE_HOST_NATIVE_ATOMIC_SUPPORTED";
    case 87: return "CU_DEVICE_ATTRIBUTE_SINGLE_TO_DOUBLE_PRECISION_PERF_RATIO";
    case 88: return "CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS";
    case 89: return "CU_DEVICE_ATTRIBUTE_CONCURRENT_MANAGED_ACCESS";
    case 90: return "CU_DEVICE_ATTRIBUTE_COMPUTE_PREEMPTION_SUPPORTED";
    case 91: return "CU_DEVICE_ATTRIBUTE_CAN_USE_HOST_POINTER_FOR_REGISTERED_MEM";
    case 92: return "CU_DEVICE_ATTRIBUTE_CAN_USE_STREAM_MEM_OPS_V1";
    case 93: return "CU_DEVICE_ATTRIBUTE_CAN_USE_64_BIT_STREAM_MEM_OPS_V1";
    case 94: return "CU_DEVICE_ATTRIBUTE_CAN_USE_STREAM_WAIT_VALUE_NOR_V1";
    case 95: return "CU_DEVICE_ATTRIBUTE_COOPERATIVE_LAUNCH";
    case 96: return "CU_DEVICE_ATTRIBUTE_COOPERATIVE_MULTI_DEVICE_LAUNCH";
    case 97: return "CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN";
    case 98: return "CU_DEVICE_ATTRIBUTE_CAN_FLUSH_REMOTE_WRITES";
    case 99: return "CU_DEVICE_ATTRIBUTE_HOST_REGISTER_SUPPORTED";
    case 100: return "CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS_USES_HOST_PAGE_TABLES";
    case 101: return "CU_DEVICE_ATTRIBUTE_DIRECT_MANAGED_MEM_ACCESS_FROM_HOST";
    case 102: return "CU_DEVICE_ATTRIBUTE_VIRTUAL_ADDRESS_MANAGEMENT_SUPPORTED";
    case 103: return "CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR_SUPPORTED";
    case 104: return "CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_WIN32_HANDLE_SUPPORTED";
    case 105: return "CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_WIN32_KMT_HANDLE_SUPPORTED";
    case 106: return "CU_DEVICE_ATTRIBUTE_MAX_BLOCKS_PER_MULTIPROCESSOR";
    case 107: return "CU_DEVICE_ATTRIBUTE_GENERIC_COMPRESSION_SUPPORTED";
    case 108: return "CU_DEVICE_ATTRIBUTE_MAX_PERSISTING_L2_CACHE_SIZE";
    case 109: return "CU_DEVICE_ATTRIBUTE_MAX_ACCESS_POLICY_WINDOW_SIZE";
    case 110: return "CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_WITH_CUDA_VMM_SUPPORTED";
    case 111: return "CU_DEVICE_ATTRIBUTE_RESERVED_SHARED_MEMORY_PER_BLOCK";
    case 112: return "CU_DEVICE_ATTRIBUTE_SPARSE_CUDA_ARRAY_SUPPORTED";
    case 113: return "CU_DEVICE_ATTRIBUTE_READ_ONLY_HOST_REGISTER_SUPPORTED";
    case 114: return "CU_DEVICE_ATTRIBUTE_TIMELINE_SEMAPHORE_INTEROP_SUPPORTED";
    case 115: return "CU_DEVICE_ATTRIBUTE_MEMORY_POOLS_SUPPORTED";
    case 116: return "CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_SUPPORTED";
    case 117: return "CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_FLUSH_WRITES_OPTIONS";
    case 118: return "CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_WRITES_ORDERING";
    case 119: return "CU_DEVICE_ATTRIBUTE_MEMPOOL_SUPPORTED_HANDLE_TYPES";
    case 120: return "CU_DEVICE_ATTRIBUTE_CLUSTER_LAUNCH";
    case 121: return "CU_DEVICE_ATTRIBUTE_DEFERRED_MAPPING_CUDA_ARRAY_SUPPORTED";
    case 122: return "CU_DEVICE_ATTRIBUTE_CAN_USE_64_BIT_STREAM_MEM_OPS";
    case 123: return "CU_DEVICE_ATTRIBUTE_CAN_USE_STREAM_WAIT_VALUE_NOR";
    case 124: return "CU_DEVICE_ATTRIBUTE_DMA_BUF_SUPPORTED";
    case 125: return "CU_DEVICE_ATTRIBUTE_IPC_EVENT_SUPPORTED";
    case 126: return "CU_DEVICE_ATTRIBUTE_MEM_SYNC_DOMAIN_COUNT";
    case 127: return "CU_DEVICE_ATTRIBUTE_TENSOR_MAP_ACCESS_SUPPORTED";
    case 128: return "CU_DEVICE_ATTRIBUTE_HANDLE_TYPE_FABRIC_SUPPORTED";
    case 129: return "CU_DEVICE_ATTRIBUTE_UNIFIED_FUNCTION_POINTERS";
    case 130: return "CU_DEVICE_ATTRIBUTE_NUMA_CONFIG";
    case 131: return "CU_DEVICE_ATTRIBUTE_NUMA_ID";
    case 132: return "CU_DEVICE_ATTRIBUTE_MULTICAST_SUPPORTED";
    case 133: return "CU_DEVICE_ATTRIBUTE_MPS_ENABLED";
    case 134: return "CU_DEVICE_ATTRIBUTE_HOST_NUMA_ID";
    case 135: return "CU_DEVICE_ATTRIBUTE_D3D12_CIG_SUPPORTED";
    case 136: return "CU_DEVICE_ATTRIBUTE_MEM_DECOMPRESS_ALGORITHM_MASK";
    case 137: return "CU_DEVICE_ATTRIBUTE_MEM_DECOMPRESS_MAXIMUM_LENGTH";
    case 138: return "CU_DEVICE_ATTRIBUTE_VULKAN_CIG_SUPPORTED";
    case 139: return "CU_DEVICE_ATTRIBUTE_GPU_PCI_DEVICE_ID";
    case 140: return "CU_DEVICE_ATTRIBUTE_GPU_PCI_SUBSYSTEM_ID";
    case 141: return "CU_DEVICE_ATTRIBUTE_HOST_NUMA_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED";
    case 142: return "CU_DEVICE_ATTRIBUTE_HOST_NUMA_MEMORY_POOLS_SUPPORTED";
    case 143: return "CU_DEVICE_ATTRIBUTE_HOST_NUMA_MULTINODE_IPC_SUPPORTED";
    case 144: return "CU_DEVICE_ATTRIBUTE_HOST_MEMORY_POOLS_SUPPORTED";
    case 145: return "CU_DEVICE_ATTRIBUTE_HOST_VIRTUAL_MEMORY_MANAGEMENT_SUPPORTED";
    case 146: return "CU_DEVICE_ATTRIBUTE_HOST_ALLOC_DMA_BUF_SUPPORTED";
    case 147: return "CU_DEVICE_ATTRIBUTE_ONLY_PARTIAL_HOST_NATIVE_ATOMIC_SUPPORTED";
    case 148: return "CU_DEVICE_ATTRIBUTE_ATOMIC_REDUCTION_SUPPORTED";
    case 149: return "CU_DEVICE_ATTRIBUTE_LOCALITY_DOMAIN_COUNT";
    case 150: return "CU_DEVICE_ATTRIBUTE_MAX_OVERSIZED_SHARED_MEMORY_PER_BLOCK";
    case 151: return "CU_DEVICE_ATTRIBUTE_D3D12_CIG_STREAMS_SUPPORTED";
    case 152: return "CU_DEVICE_ATTRIBUTE_DMA_BUF_MMAP_SUPPORTED";
    case 153: return "CU_DEVICE_ATTRIBUTE_LOGICAL_ENDPOINT_UNICAST_SUPPORTED";
    case 154: return "CU_DEVICE_ATTRIBUTE_LOGICAL_ENDPOINT_MULTICAST_SUPPORTED";
    case 155: return "CU_DEVICE_ATTRIBUTE_LOGICAL_ENDPOINT_COUNTED_OPS_SUPPORTED";
    case 156: return "CU_DEVICE_ATTRIBUTE_LOGICAL_ENDPOINT_UNICAST_ACCESS_ON_OWNER_DEVICE_SUPPORTED";
    case 157: return "CU_DEVICE_ATTRIBUTE_LOCALITY_DOMAIN_MULTIPROCESSOR_COUNT";
    case 158: return "CU_DEVICE_ATTRIBUTE_LOGICAL_ENDPOINT_SUPPORTED_HANDLE_TYPES";
    case 159: return "CU_DEVICE_ATTRIBUTE_VULKAN_CIG_STREAMS_SUPPORTED";
    case 160: return "CU_DEVICE_ATTRIBUTE_TENSOR_MAP_LARGE_TENSOR_MIN_SIZE";
    case 161: return "CU_DEVICE_ATTRIBUTE_GPU_DIRECT_RDMA_WITH_LOCALIZED_MEMORY_SUPPORTED";
    default: return NULL;
    }
}

static inline const char *cufw__trace_enum_CUfunc_cache(long long v)
{
    switch (v) {
    case 0: return "CU_FUNC_CACHE_PREFER_NONE";
    case 1: return "CU_FUNC_CACHE_PREFER_SHARED";
    case 2: return "CU_FUNC_CACHE_PREFER_L1";
    case 3: return "CU_FUNC_CACHE_PREFER_EQUAL";
    default: return NULL;
    }
}

static inline const char *cufw__trace_enum_CUfunction_attribute(long long v)
{
    switch (v) {
    case 0: return "CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK";
    case 1: return "CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES";
    case 2: return "CU_FUNC_ATTRIBUTE_CONST_SIZE_BYTES";
    case 3: return "CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES";
    case 4: return "CU_FUNC_ATTRIBUTE_NUM_REGS";
    case 5: return "CU_FUNC_ATTRIBUTE_PTX_VERSION";
    case 6: return "CU_FUNC_ATTRIBUTE_BINARY_VERSION";
    case 7: return "CU_FUNC_ATTRIBUTE_CACHE_MODE_CA";
    case 8: return "CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES";
    case 9: return "CU_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT";
    case 10: return "CU_FUNC_ATTRIBUTE_CLUSTER_SIZE_MUST_BE_SET";
    case 11: return "CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_WIDTH";
    case 12: return "CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_HEIGHT";
    case 13: return "CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_DEPTH";
    case 14: return "CU_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE_ALLOWED";
    case 15: return "CU_FUNC_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE";
    case 16: return "CU_FUNC_ATTRIBUTE_DEVICE_NODE_UPDATE_SUPPORTED";
    case 17: return "CU_FUNC_ATTRIBUTE_SHARED_MEMORY_MODE";
    default: return NULL;
    }
}

static inline const char *cufw__trace_enum_CUgraphMem_attribute(long long v)
{
    switch (v) {
    case 0: return "CU_GRAPH_MEM_ATTR_USED_MEM_CURRENT";
    case 1: return "CU_GRAPH_MEM_ATTR_USED_MEM_HIGH";
    case 2: return "CU_GRAPH_MEM_ATTR_RESERVED_MEM_CURRENT";
    case 3: return "CU_GRAPH_MEM_ATTR_RESERVED_MEM_HIGH";
    default: return NULL;
    }
}

static inline const char *cufw__trace_enum_CUgraphNodeType(long long v)
{
    switch (v) {
    case 0: return "CU_GRAPH_NODE_TYPE_KERNEL";
    case 1: return "CU_GRAPH_NODE_TYPE_MEMCPY";
    case 2: return "CU_GRAPH_NODE_TYPE_MEMSET";
    case 3: return "CU_GRAPH_NODE_TYPE_HOST";
    case 4: return "CU_GRAPH_NODE_TYPE_GRAPH";
    case 5: return "CU_GRAPH_NODE_TYPE_EMPTY";
    case 6: return "CU_GRAPH_NODE_TYPE_WAIT_EVENT";
    case 7: return "CU_GRAPH_NODE_TYPE_EVENT_RECORD";
    case 8: return "CU_GRAPH_NODE_TYPE_EXT_SEMAS_SIGNAL";
    case 9: return "CU_GRAPH_NODE_TYPE_EXT_SEMAS_WAIT";
    case 10: return "CU_GRAPH_NODE_TYPE_MEM_ALLOC";
    case 11: return "CU_GRAPH_NODE_TYPE_MEM_FREE";
    case 12: return "CU_GRAPH_NODE_TYPE_BATCH_MEM_OP";
    case 13: return "CU_GRAPH_NODE_TYPE_CONDITIONAL";
    case 14: return "CU_GRAPH_NODE_TYPE_MEMCPY_BATCH";
    case 16: return "CU_GRAPH_NODE_TYPE_RESERVED_16";
    case 17: return "CU_GRAPH_NODE_TYPE_EXTERNAL_ENGINE";
    case 18: return "CU_GRAPH_NODE_TYPE_FABRIC_CPY_BATCH";
    default: return NULL;
    }
}

static inline const char *cufw__trace_enum_CUlaunchAttributeID(long long v)
{
    switch (v) {
    case 0: return "CU_LAUNCH_ATTRIBUTE_IGNORE";
    case 1: return "CU_LAUNCH_ATTRIBUTE_ACCESS_POLICY_WINDOW";
    case 2: return "CU_LAUNCH_ATTRIBUTE_COOPERATIVE";
    case 3: return "CU_LAUNCH_ATTRIBUTE_SYNCHRONIZATION_POLICY";
    case 4: return "CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION";
    case 5: return "CU_LAUNCH_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE";
    case 6: return "CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_STREAM_SERIALIZATION";
    case 7: return "CU_LAUNCH_ATTRIBUTE_PROGRAMMATIC_EVENT";
    case 8: return "CU_LAUNCH_ATTRIBUTE_PRIORITY";
    case 9: return "CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP";
    case 10: return "CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN";
    case 11: return "CU_LAUNCH_ATTRIBUTE_PREFERRED_CLUSTER_DIMENSION";
    case 12: return "CU_LAUNCH_ATTRIBUTE_LAUNCH_COMPLETION_EVENT";
    case 13: return "CU_LAUNCH_ATTRIBUTE_DEVICE_UPDATABLE_KERNEL_NODE";
    case 14: return "CU_LAUNCH_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT";
    case 16: return "CU_LAUNCH_ATTRIBUTE_NVLINK_UTIL_CENTRIC_SCHEDULING";
    case 17: return "CU_LAUNCH_ATTRIBUTE_PORTABLE_CLUSTER_SIZE_MODE";
    case 18: return "CU_LAUNCH_ATTRIBUTE_SHARED_MEMORY_MODE";
    default: return NULL;
    }
}

static inline const char *cufw__trace_enum_CUlimit(long long v)
{
    switch (v) {
    case 0: return "CU_LIMIT_STACK_SIZE";
    case 1: return "CU_LIMIT_PRINTF_FIFO_SIZE";
    case 2: return "CU_LIMIT_MALLOC_HEAP_SIZE";
    case 3: return "CU_LIMIT_DEV_RUNTIME_SYNC_DEPTH";
    case 4: return "CU_LIMIT_DEV_RUNTIME_PENDING_LAUNCH_COUNT";
    case 5: return "CU_LIMIT_MAX_L2_FETCH_GRANULARITY";
    case 6: return "CU_LIMIT_PERSISTING_L2_CACHE_SIZE";
    case 7: return "CU_LIMIT_SHMEM_SIZE";
    case 8: return "CU_LIMIT_CIG_ENABLED";
    case 9: return "CU_LIMIT_CIG_SHMEM_FALLBACK_ENABLED";
    case 10: return "CU_LIMIT_PER_BLOCK_MEMORY_SIZE";
    default: return NULL;
    }
}

static inline const char *cufw__trace_enum_CUmemAllocationHandleType(long long v)
{
    switch (v) {
    case 0: return "CU_MEM_HANDLE_TYPE_NONE";
    case 1: return "CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR";
    case 2: return "CU_MEM_HANDLE_TYPE_WIN32";
    case 4: return "CU_MEM_HANDLE_TYPE_WIN32_KMT";
    case 8: return "CU_MEM_HANDLE_TYPE_FABRIC";
    default: return NULL;
    }
}

static inline const char *cufw__trace_enum_CUmemAllocationType(long long v)
{
    switch (v) {
    case 0: return "CU_MEM_ALLOCATION_TYPE_INVALID";
    case 1: return "CU_MEM_ALLOCATION_TYPE_PINNED";
    case 2: return "CU_MEM_ALLOCATION_TYPE_MANAGED";
    default: return NULL;
    }
}

static inline const char *cufw__trace_enum_CUmemPool_attribute(long long v)
{
    switch (v) {
    case 1: return "CU_MEMPOOL_ATTR_REUSE_FOLLOW_EVENT_DEPENDENCIES";
    case 2: return "CU_MEMPOOL_ATTR_REUSE_ALLOW_OPPORTUNISTIC";
    case 3: return "CU_MEMPOOL_ATTR_REUSE_ALLOW_INTERNAL_DEPENDENCIES";
    case 4: return "CU_MEMPOOL_ATTR_RELEASE_THRESHOLD";
    case 5: return "CU_MEMPOOL_ATTR_RESERVED_MEM_CURRENT";
    case 6: return "CU_MEMPOOL_ATTR_RESERVED_MEM_HIGH";
    case 7: return "CU_MEMPOOL_ATTR_USED_MEM_CURRENT";
    case 8: return "CU_MEMPOOL_ATTR_USED_MEM_HIGH";
    case 9: return "CU_MEMPOOL_ATTR_ALLOCATION_TYPE";
    case 10: return "CU_MEMPOOL_ATTR_EXPORT_HANDLE_TYPES";
    case 11: return "CU_MEMPOOL_ATTR_LOCATION_ID";
    case 12: return "CU_MEMPOOL_ATTR_LOCATION_TYPE";
    case 13: return "CU_MEMPOOL_ATTR_MAX_POOL_SIZE";
    case 14: return "CU_MEMPOOL_ATTR_HW_DECOMPRESS_ENABLED";
    case 15: return "CU_MEMPOOL_ATTR_LOCALITY_DOMAIN_ID";
    default: return NULL;
    }
}

static inline const char *cufw__trace_enum_CUmem_advise(long long v)
{
    switch (v) {
    case 1: return "CU_MEM_ADVISE_SET_READ_MOSTLY";
    case 2: return "CU_MEM_ADVISE_UNSET_READ_MOSTLY";
    case 3: return "CU_MEM_ADVISE_SET_PREFERRED_LOCATION";
    case 4: return "CU_MEM_ADVISE_UNSET_PREFERRED_LOCATION";
    case 5: return "CU_MEM_ADVISE_SET_ACCESSED_BY";
    case 6: return "CU_MEM_ADVISE_UNSET_ACCESSED_BY";
    default: return NULL;
    }
}

static inline const char *cufw__trace_enum_CUmem_range_attribute(long long v)
{
    switch (v) {
    case 1: return "CU_MEM_RANGE_ATTRIBUTE_READ_MOSTLY";
    case 2: return "CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION";
    case 3: return "CU_MEM_RANGE_ATTRIBUTE_ACCESSED_BY";
    case 4: return "CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION";
    case 5: return "CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION_TYPE";
    case 6: return "CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION_ID";
    case 7: return "CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION_TYPE";
    case 8: return "CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION_ID";
    default: return NULL;
    }
}

static inline const char *cufw__trace_enum_CUpointer_attribute(long long v)
{
    switch (v) {
    case 1: return "CU_POINTER_ATTRIBUTE_CONTEXT";
    case 2: return "CU_POINTER_ATTRIBUTE_MEMORY_TYPE";
    case 3: return "CU_POINTER_ATTRIBUTE_DEVICE_POINTER";
    case 4: return "CU_POINTER_ATTRIBUTE_HOST_POINTER";
    case 5: return "CU_POINTER_ATTRIBUTE_P2P_TOKENS";
    case 6: return "CU_POINTER_ATTRIBUTE_SYNC_MEMOPS";
    case 7: return "CU_POINTER_ATTRIBUTE_BUFFER_ID";
    case 8: return "CU_POINTER_ATTRIBUTE_IS_MANAGED";
    case 9: return "CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL";
    case 10: return "CU_POINTER_ATTRIBUTE_IS_LEGACY_CUDA_IPC_CAPABLE";
    case 11: return "CU_POINTER_ATTRIBUTE_RANGE_START_ADDR";
    case 12: return "CU_POINTER_ATTRIBUTE_RANGE_SIZE";
    case 13: return "CU_POINTER_ATTRIBUTE_MAPPED";
    case 14: return "CU_POINTER_ATTRIBUTE_ALLOWED_HANDLE_TYPES";
    case 15: return "CU_POINTER_ATTRIBUTE_IS_GPU_DIRECT_RDMA_CAPABLE";
    case 16: return "CU_POINTER_ATTRIBUTE_ACCESS_FLAGS";
    case 17: return "CU_POINTER_ATTRIBUTE_MEMPOOL_HANDLE";
    case 18: return "CU_POINTER_ATTRIBUTE_MAPPING_SIZE";
    case 19: return "CU_POINTER_ATTRIBUTE_MAPPING_BASE_ADDR";
    case 20: return "CU_POINTER_ATTRIBUTE_MEMORY_BLOCK_ID";
    case 21: return "CU_POINTER_ATTRIBUTE_IS_HW_DECOMPRESS_CAPABLE";
    case 22: return "CU_POINTER_ATTRIBUTE_LOCALITY_DOMAIN_ORDINAL";
    default: return NULL;
    }
}

static inline const char *cufw__trace_enum_CUsharedconfig(long long v)
{
    switch (v) {
    case 0: return "CU_SHARED_MEM_CONFIG_DEFAULT_BANK_SIZE";
    case 1: return "CU_SHARED_MEM_CONFIG_FOUR_BYTE_BANK_SIZE";
    case 2: return "CU_SHARED_MEM_CONFIG_EIGHT_BYTE_BANK_SIZE";
    default: return NULL;
    }
}

static inline const char *cufw__trace_enum_CUstreamCaptureMode(long long v)
{
    switch (v) {
    case 0: return "CU_STREAM_CAPTURE_MODE_GLOBAL";
    case 1: return "CU_STREAM_CAPTURE_MODE_THREAD_LOCAL";
    case 2: return "CU_STREAM_CAPTURE_MODE_RELAXED";
    default: return NULL;
    }
}

static inline const char *cufw__trace_enum_CUstreamCaptureStatus(long long v)
{
    switch (v) {
    case 0: return "CU_STREAM_CAPTURE_STATUS_NONE";
    case 1: return "CU_STREAM_CAPTURE_STATUS_ACTIVE";
    case 2: return "CU_STREAM_CAPTURE_STATUS_INVALIDATED";
    default: return NULL;
    }
}

static inline const char *cufw__trace_enum_cudaChannelFormatKind(long long v)
{
    switch (v) {
    case 0: return "cudaChannelFormatKindSigned";
    case 1: return "cudaChannelFormatKindUnsigned";
    case 2: return "cudaChannelFormatKindFloat";
    case 3: return "cudaChannelFormatKindNone";
    case 4: return "cudaChannelFormatKindNV12";
    case 5: return "cudaChannelFormatKindUnsignedNormalized8X1";
    case 6: return "cudaChannelFormatKindUnsignedNormalized8X2";
    case 7: return "cudaChannelFormatKindUnsignedNormalized8X4";
    case 8: return "cudaChannelFormatKindUnsignedNormalized16X1";
    case 9: return "cudaChannelFormatKindUnsignedNormalized16X2";
    case 10: return "cudaChannelFormatKindUnsignedNormalized16X4";
    case 11: return "cudaChannelFormatKindSignedNormalized8X1";
    case 12: return "cudaChannelFormatKindSignedNormalized8X2";
    case 13: return "cudaChannelFormatKindSignedNormalized8X4";
    case 14: return "cudaChannelFormatKindSignedNormalized16X1";
    case 15: return "cudaChannelFormatKindSignedNormalized16X2";
    case 16: return "cudaChannelFormatKindSignedNormalized16X4";
    case 17: return "cudaChannelFormatKindUnsignedBlockCompressed1";
    case 18: return "cudaChannelFormatKindUnsignedBlockCompressed1SRGB";
    case 19: return "cudaChannelFormatKindUnsignedBlockCompressed2";
    case 20: return "cudaChannelFormatKindUnsignedBlockCompressed2SRGB";
    case 21: return "cudaChannelFormatKindUnsignedBlockCompressed3";
    case 22: return "cudaChannelFormatKindUnsignedBlockCompressed3SRGB";
    case 23: return "cudaChannelFormatKindUnsignedBlockCompressed4";
    case 24: return "cudaChannelFormatKindSignedBlockCompressed4";
    case 25: return "cudaChannelFormatKindUnsignedBlockCompressed5";
    case 26: return "cudaChannelFormatKindSignedBlockCompressed5";
    case 27: return "cudaChannelFormatKindUnsignedBlockCompressed6H";
    case 28: return "cudaChannelFormatKindSignedBlockCompressed6H";
    case 29: return "cudaChannelFormatKindUnsignedBlockCompressed7";
    case 30: return "cudaChannelFormatKindUnsignedBlockCompressed7SRGB";
    case 31: return "cudaChannelFormatKindUnsignedNormalized1010102";
    case 32: return "cudaChannelFormatKindUnsigned8Packed422";
    case 33: return "cudaChannelFormatKindUnsigned8Packed444";
    case 34: return "cudaChannelFormatKindUnsigned8SemiPlanar420";
    case 35: return "cudaChannelFormatKindUnsigned16SemiPlanar420";
    case 36: return "cudaChannelFormatKindUnsigned8SemiPlanar422";
    case 37: return "cudaChannelFormatKindUnsigned16SemiPlanar422";
    case 38: return "cudaChannelFormatKindUnsigned8SemiPlanar444";
    case 39: return "cudaChannelFormatKindUnsigned16SemiPlanar444";
    case 40: return "cudaChannelFormatKindUnsigned8Planar420";
    case 41: return "cudaChannelFormatKindUnsigned16Planar420";
    case 42: return "cudaChannelFormatKindUnsigned8Planar422";
    case 43: return "cudaChannelFormatKindUnsigned16Planar422";
    case 44: return "cudaChannelFormatKindUnsigned8Planar444";
    case 45: return "cudaChannelFormatKindUnsigned16Planar444";
    default: return NULL;
    }
}

static inline const char *cufw__trace_enum_cudaDeviceAttr(long long v)
{
    switch (v) {
    case 1: return "cudaDevAttrMaxThreadsPerBlock";
    case 2: return "cudaDevAttrMaxBlockDimX";
    case 3: return "cudaDevAttrMaxBlockDimY";
    case 4: return "cudaDevAttrMaxBlockDimZ";
    case 5: return "cudaDevAttrMaxGridDimX";
    case 6: return "cudaDevAttrMaxGridDimY";
    case 7: return "cudaDevAttrMaxGridDimZ";
    case 8: return "cudaDevAttrMaxSharedMemoryPerBlock";
    case 9: return "cudaDevAttrTotalConstantMemory";
    case 10: return "cudaDevAttrWarpSize";
    case 11: return "cudaDevAttrMaxPitch";
    case 12: return "cudaDevAttrMaxRegistersPerBlock";
    case 13: return "cudaDevAttrClockRate";
    case 14: return "cudaDevAttrTextureAlignment";
    case 15: return "cudaDevAttrGpuOverlap";
    case 16: return "cudaDevAttrMultiProcessorCount";
    case 17: return "cudaDevAttrKernelExecTimeout";
    case 18: return "cudaDevAttrIntegrated";
    case 19: return "cudaDevAttrCanMapHostMemory";
    case 20: return "cudaDevAttrComputeMode";
    case 21: return "cudaDevAttrMaxTexture1DWidth";
    case 22: return "cudaDevAttrMaxTexture2DWidth";
    case 23: return "cudaDevAttrMaxTexture2DHeight";
    case 24: return "cudaDevAttrMaxTexture3DWidth";
    case 25: return "cudaDevAttrMaxTexture3DHeight";
    case 26: return "cudaDevAttrMaxTexture3DDepth";
    case 27: return "cudaDevAttrMaxTexture2DLayeredWidth";
    case 28: return "cudaDevAttrMaxTexture2DLayeredHeight";
    case 29: return "cudaDevAttrMaxTexture2DLayeredLayers";
    case 30: return "cudaDevAttrSurfaceAlignment";
    case 31: return "cudaDevAttrConcurrentKernels";
    case 32: return "cudaDevAttrEccEnabled";
    case 33: return "cudaDevAttrPciBusId";
    case 34: return "cudaDevAttrPciDeviceId";
    case 35: return "cudaDevAttrTccDriver";
    case 36: return "cudaDevAttrMemoryClockRate";
    case 37: return "cudaDevAttrGlobalMemoryBusWidth";
    case 38: return "cudaDevAttrL2CacheSize";
    case 39: return "cudaDevAttrMaxThreadsPerMultiProcessor";
    case 40: return "cudaDevAttrAsyncEngineCount";
    case 41: return "cudaDevAttrUnifiedAddressing";
    case 42: return "cudaDevAttrMaxTexture1DLayeredWidth";
    case 43: return "cudaDevAttrMaxTexture1DLayeredLayers";
    case 45: return "cudaDevAttrMaxTexture2DGatherWidth";
    case 46: return "cudaDevAttrMaxTexture2DGatherHeight";
    case 47: return "cudaDevAttrMaxTexture3DWidthAlt";
    case 48: return "cudaDevAttrMaxTexture3DHeightAlt";
    case 49: return "cudaDevAttrMaxTexture3DDepthAlt";
    case 50: return "cudaDevAttrPciDomainId";
    case 51: return "cudaDevAttrTexturePitchAlignment";
    case 52: return "cudaDevAttrMaxTextureCubemapWidth";
    case 53: return "cudaDevAttrMaxTextureCubemapLayeredWidth";
    case 54: return "cudaDevAttrMaxTextureCubemapLayeredLayers";
    case 55: return "cudaDevAttrMaxSurface1DWidth";
    case 56: return "cudaDevAttrMaxSurface2DWidth";
    case 57: return "cudaDevAttrMaxSurface2DHeight";
    case 58: return "cudaDevAttrMaxSurface3DWidth";
    case 59: return "cudaDevAttrMaxSurface3DHeight";
    case 60: return "cudaDevAttrMaxSurface3DDepth";
    case 61: return "cudaDevAttrMaxSurface1DLayeredWidth";
    case 62: return "cudaDevAttrMaxSurface1DLayeredLayers";
    case 63: return "cudaDevAttrMaxSurface2DLayeredWidth";
    case 64: return "cudaDevAttrMaxSurface2DLayeredHeight";
    case 65: return "cudaDevAttrMaxSurface2DLayeredLayers";
    case 66: return "cudaDevAttrMaxSurfaceCubemapWidth";
    case 67: return "cudaDevAttrMaxSurfaceCubemapLayeredWidth";
    case 68: return "cudaDevAttrMaxSurfaceCubemapLayeredLayers";
    case 69: return "cudaDevAttrMaxTexture1DLinearWidth";
    case 70: return "cudaDevAttrMaxTexture2DLinearWidth";
    case 71: return "cudaDevAttrMaxTexture2DLinearHeight";
    case 72: return "cudaDevAttrMaxTexture2DLinearPitch";
    case 73: return "cudaDevAttrMaxTexture2DMipmappedWidth";
    case 74: return "cudaDevAttrMaxTexture2DMipmappedHeight";
    case 75: return "cudaDevAttrComputeCapabilityMajor";
    case 76: return "cudaDevAttrComputeCapabilityMinor";
    case 77: return "cudaDevAttrMaxTexture1DMipmappedWidth";
    case 78: return "cudaDevAttrStreamPrioritiesSupported";
    case 79: return "cudaDevAttrGlobalL1CacheSupported";
    case 80: return "cudaDevAttrLocalL1CacheSupported";
    case 81: return "cudaDevAttrMaxSharedMemoryPerMultiprocessor";
    case 82: return "cudaDevAttrMaxRegistersPerMultiprocessor";
    case 83: return "cudaDevAttrManagedMemory";
    case 84: return "cudaDevAttrIsMultiGpuBoard";
    case 85: return "cudaDevAttrMultiGpuBoardGroupID";
    case 86: return "cudaDevAttrHostNativeAtomicSupported";
    case 87: return "cudaDevAttrSingleToDoublePrecisionPerfRatio";
    case 88: return "cudaDevAttrPageableMemoryAccess";
    case 89: return "cudaDevAttrConcurrentManagedAccess";
    case 90: return "cudaDevAttrComputePreemptionSupported";
    case 91: return "cudaDevAttrCanUseHostPointerForRegisteredMem";
    case 92: return "cudaDevAttrReserved92";
    case 93: return "cudaDevAttrReserved93";
    case 94: return "cudaDevAttrReserved94";
    case 95: return "cudaDevAttrCooperativeLaunch";
    case 96: return "cudaDevAttrReserved96";
    case 97: return "cudaDevAttrMaxSharedMemoryPerBlockOptin";
    case 98: return "cudaDevAttrCanFlushRemoteWrites";
    case 99: return "cudaDevAttrHostRegisterSupported";
    case 100: return "cudaDevAttrPageableMemoryAccessUsesHostPageTables";
    case 101: return "cudaDevAttrDirectManagedMemAccessFromHost";
    case 106: return "cudaDevAttrMaxBlocksPerMultiprocessor";
    case 108: return "cudaDevAttrMaxPersistingL2CacheSize";
    case 109: return "cudaDevAttrMaxAccessPolicyWindowSize";
    case 111: return "cudaDevAttrReservedSharedMemoryPerBlock";
    case 112: return "cudaDevAttrSparseCudaArraySupported";
    case 113: return "cudaDevAttrHostRegisterReadOnlySupported";
    case 114: return "cudaDevAttrTimelineSemaphoreInteropSupported";
    case 115: return "cudaDevAttrMemoryPoolsSupported";
    case 116: return "cudaDevAttrGPUDirectRDMASupported";
    case 117: return "cudaDevAttrGPUDirectRDMAFlushWritesOptions";
    case 118: return "cudaDevAttrGPUDirectRDMAWritesOrdering";
    case 119: return "cudaDevAttrMemoryPoolSupportedHandleTypes";
    case 120: return "cudaDevAttrClusterLaunch";
    case 121: return "cudaDevAttrDeferredMappingCudaArraySupported";
    case 122: return "cudaDevAttrReserved122";
    case 123: return "cudaDevAttrReserved123";
    case 124: return "cudaDevAttrReserved124";
    case 125: return "cudaDevAttrIpcEventSupport";
    case 126: return "cudaDevAttrMemSyncDomainCount";
    case 127: return "cudaDevAttrReserved127";
    case 128: return "cudaDevAttrReserved128";
    case 129: return "cudaDevAttrReserved129";
    case 130: return "cudaDevAttrNumaConfig";
    case 131: return "cudaDevAttrNumaId";
    case 132: return "cudaDevAttrReserved132";
    case 133: return "cudaDevAttrMpsEnabled";
    case 134: return "cudaDevAttrHostNumaId";
    case 135: return "cudaDevAttrD3D12CigSupported";
    case 138: return "cudaDevAttrVulkanCigSupported";
    case 139: return "cudaDevAttrGpuPciDeviceId";
    case 140: return "cudaDevAttrGpuPciSubsystemId";
    case 141: return "cudaDevAttrReserved141";
    case 142: return "cudaDevAttrHostNumaMemoryPoolsSupported";
    case 143: return "cudaDevAttrHostNumaMultinodeIpcSupported";
    case 144: return "cudaDevAttrHostMemoryPoolsSupported";
    case 145: return "cudaDevAttrReserved145";
    case 147: return "cudaDevAttrOnlyPartialHostNativeAtomicSupported";
    case 148: return "cudaDevAttrAtomicReductionSupported";
    case 149: return "cudaDevAttrLocalityDomainCount";
    case 150: return "cudaDevAttrOversizedSharedMemoryPerBlock";
    case 151: return "cudaDevAttrCigStreamsSupported";
    case 157: return "cudaDevAttrLocalityDomainMultiprocessorCount";
    case 160: return "cudaDevAttrTensorMapLargeTensorMinSize";
    default: return NULL;
    }
}

static inline const char *cufw__trace_enum_cudaDeviceP2PAttr(long long v)
{
    switch (v) {
    case 1: return "cudaDevP2PAttrPerformanceRank";
    case 2: return "cudaDevP2PAttrAccessSupported";
    case 3: return "cudaDevP2PAttrNativeAtomicSupported";
    case 4: return "cudaDevP2PAttrCudaArrayAccessSupported";
    case 5: return "cudaDevP2PAttrOnlyPartialNativeAtomicSupported";
    default: return NULL;
    }
}

static inline const char *cufw__trace_enum_cudaFuncAttribute(long long v)
{
    switch (v) {
    case 8: return "cudaFuncAttributeMaxDynamicSharedMemorySize";
    case 9: return "cudaFuncAttributePreferredSharedMemoryCarveout";
    case 10: return "cudaFuncAttributeClusterDimMustBeSet";
    case 11: return "cudaFuncAttributeRequiredClusterWidth";
    case 12: return "cudaFuncAttributeRequiredClusterHeight";
    case 13: return "cudaFuncAttributeRequiredClusterDepth";
    case 14: return "cudaFuncAttributeNonPortableClusterSizeAllowed";
    case 15: return "cudaFuncAttributeClusterSchedulingPolicyPreference";
    case 16: return "cudaFuncAttributeSharedMemoryMode";
    default: return NULL;
    }
}

static inline const char *cufw__trace_enum_cudaFuncCache(long long v)
{
    switch (v) {
    case 0: return "cudaFuncCachePreferNone";
    case 1: return "cudaFuncCachePreferShared";
    case 2: return "cudaFuncCachePreferL1";
    case 3: return "cudaFuncCachePreferEqual";
    default: return NULL;
    }
}

static inline const char *cufw__trace_enum_cudaGraphMemAttributeType(long long v)
{
    switch (v) {
    case 0: return "cudaGraphMemAttrUsedMemCurrent";
    case 1: return "cudaGraphMemAttrUsedMemHigh";
    case 2: return "cudaGraphMemAttrReservedMemCurrent";
    case 3: return "cudaGraphMemAttrReservedMemHigh";
    default: return NULL;
    }
}

static inline const char *cufw__trace_enum_cudaGraphNodeType(long long v)
{
    switch (v) {
    case 0: return "cudaGraphNodeTypeKernel";
    case 1: return "cudaGraphNodeTypeMemcpy";
    case 2: return "cudaGraphNodeTypeMemset";
    case 3: return "cudaGraphNodeTypeHost";
    case 4: return "cudaGraphNodeTypeGraph";
    case 5: return "cudaGraphNodeTypeEmpty";
    case 6: return "cudaGraphNodeTypeWaitEvent";
    case 7: return "cudaGraphNodeTypeEventRecord";
    case 8: return "cudaGraphNodeTypeExtSemaphoreSignal";
    case 9: return "cudaGraphNodeTypeExtSemaphoreWait";
    case 10: return "cudaGraphNodeTypeMemAlloc";
    case 11: return "cudaGraphNodeTypeMemFree";
    case 13: return "cudaGraphNodeTypeConditional";
    case 14: return "cudaGraphNodeTypeMemcpyBatch";
    case 16: return "cudaGraphNodeTypeReserved16";
    case 17: return "cudaGraphNodeTypeExternalEngine";
    default: return NULL;
    }
}

static inline const char *cufw__trace_enum_cudaLaunchAttributeID(long long v)
{
    switch (v) {
    case 0: return "cudaLaunchAttributeIgnore";
    case 1: return "cudaLaunchAttributeAccessPolicyWindow";
    case 2: return "cudaLaunchAttributeCooperative";
    case 3: return "cudaLaunchAttributeSynchronizationPolicy";
    case 4: return "cudaLaunchAttributeClusterDimension";
    case 5: return "cudaLaunchAttributeClusterSchedulingPolicyPreference";
    case 6: return "cudaLaunchAttributeProgrammaticStreamSerialization";
    case 7: return "cudaLaunchAttributeProgrammaticEvent";
    case 8: return "cudaLaunchAttributePriority";
    case 9: return "cudaLaunchAttributeMemSyncDomainMap";
    case 10: return "cudaLaunchAttributeMemSyncDomain";
    case 11: return "cudaLaunchAttributePreferredClusterDimension";
    case 12: return "cudaLaunchAttributeLaunchCompletionEvent";
    case 13: return "cudaLaunchAttributeDeviceUpdatableKernelNode";
    case 14: return "cudaLaunchAttributePreferredSharedMemoryCarveout";
    case 16: return "cudaLaunchAttributeNvlinkUtilCentricScheduling";
    case 17: return "cudaLaunchAttributePortableClusterSizeMode";
    case 18: return "cudaLaunchAttributeSharedMemoryMode";
    default: return NULL;
    }
}

static inline const char *cufw__trace_enum_cudaLimit(long long v)
{
    switch (v) {
    case 0: return "cudaLimitStackSize";
    case 1: return "cudaLimitPrintfFifoSize";
    case 2: return "cudaLimitMallocHeapSize";
    case 3: return "cudaLimitDevRuntimeSyncDepth";
    case 4: return "cudaLimitDevRuntimePendingLaunchCount";
    case 5: return "cudaLimitMaxL2FetchGranularity";
    case 6: return "cudaLimitPersistingL2CacheSize";
    case 10: return "cudaLimitPerBlockMemorySize";
    default: return NULL;
    }
}

static inline const char *cufw__trace_enum_cudaMemAllocationHandleType(long long v)
{
    switch (v) {
    case 0: return "cudaMemHandleTypeNone";
    case 1: return "cudaMemHandleTypePosixFileDescriptor";
    case 2: return "cudaMemHandleTypeWin32";
    case 4: return "cudaMemHandleTypeWin32Kmt";
    case 8: return "cudaMemHandleTypeFabric";
    default: return NULL;
    }
}

static inline const char *cufw__trace_enum_cudaMemAllocationType(long long v)
{
    switch (v) {
    case 0: return "cudaMemAllocationTypeInvalid";
    case 1: return "cudaMemAllocationTypePinned";
    case 2: return "cudaMemAllocationTypeManaged";
    default: return NULL;
    }
}

static inline const char *cufw__trace_enum_cudaMemPoolAttr(long long v)
{
    switch (v) {
    case 1: return "cudaMemPoolReuseFollowEventDependencies";
    case 2: return "cudaMemPoolReuseAllowOpportunistic";
    case 3: return "cudaMemPoolReuseAllowInternalDependencies";
    case 4: return "cudaMemPoolAttrReleaseThreshold";
    case 5: return "cudaMemPoolAttrReservedMemCurrent";
    case 6: return "cudaMemPoolAttrReservedMemHigh";
    case 7: return "cudaMemPoolAttrUsedMemCurrent";
    case 8: return "cudaMemPoolAttrUsedMemHigh";
    case 9: return "cudaMemPoolAttrAllocationType";
    case 10: return "cudaMemPoolAttrExportHandleTypes";
    case 11: return "cudaMemPoolAttrLocationId";
    case 12: return "cudaMemPoolAttrLocationType";
    case 13: return "cudaMemPoolAttrMaxPoolSize";
    case 14: return "cudaMemPoolAttrHwDecompressEnabled";
    case 15: return "cudaMemPoolAttrLocalityDomainId";
    default: return NULL;
    }
}

static inline const char *cufw__trace_enum_cudaMemRangeAttribute(long long v)
{
    switch (v) {
    case 1: return "cudaMemRangeAttributeReadMostly";
    case 2: return "cudaMemRangeAttributePreferredLocation";
    case 3: return "cudaMemRangeAttributeAccessedBy";
    case 4: return "cudaMemRangeAttributeLastPrefetchLocation";
    case 5: return "cudaMemRangeAttributePreferredLocationType";
    case 6: return "cudaMemRangeAttributePreferredLocationId";
    case 7: return "cudaMemRangeAttributeLastPrefetchLocationType";
    case 8: return "cudaMemRangeAttributeLastPrefetchLocationId";
    default: return NULL;
    }
}

static inline const char *cufw__trace_enum_cudaMemcpyKind(long long v)
{
    switch (v) {
    case 0: return "cudaMemcpyHostToHost";
    case 1: return "cudaMemcpyHostToDevice";
    case 2: return "cudaMemcpyDeviceToHost";
    case 3: return "cudaMemcpyDeviceToDevice";
    case 4: return "cudaMemcpyDefault";
    default: return NULL;
    }
}

static inline const char *cufw__trace_enum_cudaMemoryAdvise(long long v)
{
    switch (v) {
    case 1: return "cudaMemAdviseSetReadMostly";
    case 2: return "cudaMemAdviseUnsetReadMostly";
    case 3: return "cudaMemAdviseSetPreferredLocation";
    case 4: return "cudaMemAdviseUnsetPreferredLocation";
    case 5: return "cudaMemAdviseSetAccessedBy";
    case 6: return "cudaMemAdviseUnsetAccessedBy";
    default: return NULL;
    }
}

static inline const char *cufw__trace_enum_cudaSharedMemConfig(long long v)
{
    switch (v) {
    case 0: return "cudaSharedMemBankSizeDefault";
    case 1: return "cudaSharedMemBankSizeFourByte";
    case 2: return "cudaSharedMemBankSizeEightByte";
    default: return NULL;
    }
}

static inline const char *cufw__trace_enum_cudaStreamCaptureMode(long long v)
{
    switch (v) {
    case 0: return "cudaStreamCaptureModeGlobal";
    case 1: return "cudaStreamCaptureModeThreadLocal";
    case 2: return "cudaStreamCaptureModeRelaxed";
    default: return NULL;
    }
}

static inline const char *cufw__trace_enum_cudaStreamCaptureStatus(long long v)
{
    switch (v) {
    case 0: return "cudaStreamCaptureStatusNone";
    case 1: return "cudaStreamCaptureStatusActive";
    case 2: return "cudaStreamCaptureStatusInvalidated";
    default: return NULL;
    }
}

#endif
