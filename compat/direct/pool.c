/* SPDX-License-Identifier: MIT */
/*
 * compat/pool.c -- memory pools and stream-ordered allocation from them.
 *
 * A cudaMemPool_t is the driver's CUmemoryPool: compat keeps no table of
 * pools, so a pool made here works with cuMemPool* and one the program made
 * with cuMemPoolCreate works here. The Runtime's pool types are the
 * Driver's under other names: cudaMemPoolAttr numbers are
 * CUmemPool_attribute numbers, a cudaMemLocation is a CUmemLocation, a
 * cudaMemAccessDesc a CUmemAccessDesc, a cudaMemPoolPtrExportData a
 * CUmemPoolPtrExportData (64 opaque bytes). cudaMemPoolProps is converted
 * field by field into a CUmemPoolProps; the arrays and out-structures are
 * passed as they are, which the assertions below hold the toolkit to.
 *
 * Device ordinals are the driver's (cudart numbers devices as the driver
 * does), checked against the device count first for cudaErrorInvalidDevice.
 */
#include "direct.h"

#include <stddef.h>
#include <stdint.h>
#include <string.h>

_Static_assert(sizeof(struct cudaMemLocation) == sizeof(CUmemLocation) &&
                   offsetof(struct cudaMemLocation, type) == offsetof(CUmemLocation, type) &&
                   offsetof(struct cudaMemLocation, id) == offsetof(CUmemLocation, id),
               "cudaMemLocation is CUmemLocation");
_Static_assert(sizeof(struct cudaMemAccessDesc) == sizeof(CUmemAccessDesc) &&
                   offsetof(struct cudaMemAccessDesc, location) ==
                       offsetof(CUmemAccessDesc, location) &&
                   offsetof(struct cudaMemAccessDesc, flags) == offsetof(CUmemAccessDesc, flags),
               "cudaMemAccessDesc is CUmemAccessDesc");
_Static_assert(sizeof(enum cudaMemAccessFlags) == sizeof(CUmemAccess_flags),
               "cudaMemAccessFlags is CUmemAccess_flags");
_Static_assert(sizeof(struct cudaMemPoolPtrExportData) == sizeof(CUmemPoolPtrExportData),
               "cudaMemPoolPtrExportData is CUmemPoolPtrExportData");
_Static_assert(sizeof(struct cudaMemPoolProps) == sizeof(CUmemPoolProps),
               "cudaMemPoolProps and CUmemPoolProps");
_Static_assert((int)cudaMemPoolAttrUsedMemHigh == (int)CU_MEMPOOL_ATTR_USED_MEM_HIGH &&
                   (int)cudaMemPoolReuseFollowEventDependencies ==
                       (int)CU_MEMPOOL_ATTR_REUSE_FOLLOW_EVENT_DEPENDENCIES,
               "cudaMemPoolAttr numbers are CUmemPool_attribute numbers");

static CUmemoryPool cu_pool(cudaMemPool_t pool)
{
    return (CUmemoryPool)pool;
}

/* ------------------------------------------------------------ the pools of a device */

/* cuDeviceGetDefaultMemPool */
cudaError_t RT_ENTRY(cudaDeviceGetDefaultMemPool)(cudaMemPool_t *memPool, int device)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(memPool == NULL, cudaErrorInvalidValue);
    RT_RETURN_IF_BAD_DEVICE(device);
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuDeviceGetDefaultMemPool, (CUmemoryPool *)memPool, (CUdevice)device);
}

/* cuDeviceGetMemPool: the pool cudaMallocAsync allocates from. Unlike
 * cudaDeviceGetDefaultMemPool, cudart 13.0 hands the ordinal to the driver
 * unchecked and makes no context: a device that does not exist is the
 * driver's CUDA_ERROR_INVALID_VALUE, i.e. cudaErrorInvalidValue, not
 * cudaErrorInvalidDevice. */
cudaError_t RT_ENTRY(cudaDeviceGetMemPool)(cudaMemPool_t *memPool, int device)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(memPool == NULL, cudaErrorInvalidValue);
    RT_RETURN_DRIVER(cuDeviceGetMemPool, (CUmemoryPool *)memPool, (CUdevice)device);
}

/* cuDeviceSetMemPool; as cudaDeviceGetMemPool, the ordinal is the
 * driver's to check (cudaErrorInvalidValue) and no context is made. */
cudaError_t RT_ENTRY(cudaDeviceSetMemPool)(int device, cudaMemPool_t memPool)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_DRIVER(cuDeviceSetMemPool, (CUdevice)device, cu_pool(memPool));
}

/* the memory pools of a location are not in 12.x (checked: 12.4) */
#if CUDART_VERSION >= 13000
/* cuMemGetMemPool (current) or cuMemGetDefaultMemPool; cudaMemAllocationType
 * numbers are CUmemAllocationType numbers */
static cudaError_t location_pool(cudaMemPool_t *memPool, struct cudaMemLocation *location,
                                 enum cudaMemAllocationType type, int current)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(memPool == NULL || location == NULL, cudaErrorInvalidValue);
    RT_RETURN_IF_NO_CONTEXT();
    if (current)
        RT_RETURN_DRIVER(cuMemGetMemPool, (CUmemoryPool *)memPool, (CUmemLocation *)location,
                         (CUmemAllocationType)type);
    RT_RETURN_DRIVER(cuMemGetDefaultMemPool, (CUmemoryPool *)memPool, (CUmemLocation *)location,
                     (CUmemAllocationType)type);
}

/* cuMemGetDefaultMemPool */
cudaError_t RT_ENTRY(cudaMemGetDefaultMemPool)(cudaMemPool_t *memPool,
                                               struct cudaMemLocation *location,
                                               enum cudaMemAllocationType type)
{
    return location_pool(memPool, location, type, 0);
}

/* cuMemGetMemPool */
cudaError_t RT_ENTRY(cudaMemGetMemPool)(cudaMemPool_t *memPool, struct cudaMemLocation *location,
                                        enum cudaMemAllocationType type)
{
    return location_pool(memPool, location, type, 1);
}

/* cuMemSetMemPool */
cudaError_t RT_ENTRY(cudaMemSetMemPool)(struct cudaMemLocation *location,
                                        enum cudaMemAllocationType type, cudaMemPool_t memPool)
{
    RT_RETURN_IF_NOT_STARTED(location);
    RT_RETURN_DRIVER(cuMemSetMemPool, (CUmemLocation *)location, (CUmemAllocationType)type,
                     cu_pool(memPool));
}
#endif

/* ------------------------------------------------------------ pools */

/* cuMemPoolCreate, with the properties converted field by field */
cudaError_t RT_ENTRY(cudaMemPoolCreate)(cudaMemPool_t *memPool,
                                        const struct cudaMemPoolProps *poolProps)
{
    CUmemPoolProps p;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(memPool == NULL || poolProps == NULL, cudaErrorInvalidValue);
    memset(&p, 0, sizeof p);
    p.allocType = (CUmemAllocationType)poolProps->allocType;
    p.handleTypes = (CUmemAllocationHandleType)poolProps->handleTypes;
    p.location.type = (CUmemLocationType)poolProps->location.type;
    p.location.id = poolProps->location.id;
    p.win32SecurityAttributes = poolProps->win32SecurityAttributes;
    p.maxSize = poolProps->maxSize;
    /* cudaMemPoolProps.usage: not in 12.x (checked: 12.4) */
#if CUDART_VERSION >= 13000
    p.usage = poolProps->usage;
#endif
    memcpy(p.reserved, poolProps->reserved, sizeof p.reserved); /* the driver wants zeros */
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuMemPoolCreate, (CUmemoryPool *)memPool, &p);
}

/* cuMemPoolDestroy */
cudaError_t RT_ENTRY(cudaMemPoolDestroy)(cudaMemPool_t memPool)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuMemPoolDestroy, cu_pool(memPool));
}

/* cuMemPoolSetAttribute (set) or cuMemPoolGetAttribute: value is an int
 * for the reuse policies, a cuuint64_t for the release threshold and the
 * memory counters (the high-water marks are set to 0 only) */
static cudaError_t pool_attribute(cudaMemPool_t memPool, enum cudaMemPoolAttr attr, void *value,
                                  int set)
{
    RT_RETURN_IF_NOT_STARTED(value);
    if (set)
        RT_RETURN_DRIVER(cuMemPoolSetAttribute, cu_pool(memPool), (CUmemPool_attribute)attr,
                         value);
    RT_RETURN_DRIVER(cuMemPoolGetAttribute, cu_pool(memPool), (CUmemPool_attribute)attr, value);
}

/* cuMemPoolSetAttribute */
cudaError_t RT_ENTRY(cudaMemPoolSetAttribute)(cudaMemPool_t memPool, enum cudaMemPoolAttr attr,
                                              void *value)
{
    return pool_attribute(memPool, attr, value, 1);
}

/* cuMemPoolGetAttribute */
cudaError_t RT_ENTRY(cudaMemPoolGetAttribute)(cudaMemPool_t memPool, enum cudaMemPoolAttr attr,
                                              void *value)
{
    return pool_attribute(memPool, attr, value, 0);
}

/* cuMemPoolSetAccess; the descriptors are CUmemAccessDesc as they are */
cudaError_t RT_ENTRY(cudaMemPoolSetAccess)(cudaMemPool_t memPool,
                                           const struct cudaMemAccessDesc *descList, size_t count)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(descList == NULL && count != 0, cudaErrorInvalidValue);
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuMemPoolSetAccess, cu_pool(memPool), (const CUmemAccessDesc *)descList,
                     count);
}

/* cuMemPoolGetAccess */
cudaError_t RT_ENTRY(cudaMemPoolGetAccess)(enum cudaMemAccessFlags *flags, cudaMemPool_t memPool,
                                           struct cudaMemLocation *location)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(flags == NULL || location == NULL, cudaErrorInvalidValue);
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuMemPoolGetAccess, (CUmemAccess_flags *)flags, cu_pool(memPool),
                     (CUmemLocation *)location);
}

/* cuMemPoolTrimTo */
cudaError_t RT_ENTRY(cudaMemPoolTrimTo)(cudaMemPool_t memPool, size_t minBytesToKeep)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuMemPoolTrimTo, cu_pool(memPool), minBytesToKeep);
}

/* ------------------------------------------------------------ stream-ordered allocation */

static cudaError_t malloc_from_pool(void **ptr, size_t size, cudaMemPool_t memPool, CUstream s)
{
    CUdeviceptr p = 0;

    RT_RETURN_IF_NOT_STARTED(ptr);
    RT_RETURN_IF_DRIVER_FAILS(cuMemAllocFromPoolAsync, &p, size, cu_pool(memPool), s);
    *ptr = (void *)(uintptr_t)p;
    return cudaSuccess;
}

/* cuMemAllocFromPoolAsync */
cudaError_t RT_ENTRY(cudaMallocFromPoolAsync)(void **ptr, size_t size, cudaMemPool_t memPool,
                                              cudaStream_t stream)
{
    return malloc_from_pool(ptr, size, memPool, cufw__rt_cu_stream(stream));
}

cudaError_t RT_ENTRY(cudaMallocFromPoolAsync_ptsz)(void **ptr, size_t size, cudaMemPool_t memPool,
                                                   cudaStream_t stream)
{
    return malloc_from_pool(ptr, size, memPool, cufw__rt_cu_stream_ptsz(stream));
}

/* ------------------------------------------------------------ sharing pools between processes */

/* cuMemPoolExportToShareableHandle: for cudaMemHandleTypePosixFileDescriptor
 * shareableHandle points at an int, the new file descriptor */
cudaError_t
RT_ENTRY(cudaMemPoolExportToShareableHandle)(void *shareableHandle, cudaMemPool_t memPool,
                                             enum cudaMemAllocationHandleType handleType,
                                             unsigned int flags)
{
    RT_RETURN_IF_NOT_STARTED(shareableHandle);
    RT_RETURN_DRIVER(cuMemPoolExportToShareableHandle, shareableHandle, cu_pool(memPool),
                     (CUmemAllocationHandleType)handleType, (unsigned long long)flags);
}

/* cuMemPoolImportFromShareableHandle: for a POSIX file descriptor
 * shareableHandle is the descriptor itself, cast to a pointer */
cudaError_t
RT_ENTRY(cudaMemPoolImportFromShareableHandle)(cudaMemPool_t *memPool, void *shareableHandle,
                                               enum cudaMemAllocationHandleType handleType,
                                               unsigned int flags)
{
    RT_RETURN_IF_NOT_STARTED(memPool);
    RT_RETURN_DRIVER(cuMemPoolImportFromShareableHandle, (CUmemoryPool *)memPool, shareableHandle,
                     (CUmemAllocationHandleType)handleType, (unsigned long long)flags);
}

/* cuMemPoolExportPointer */
cudaError_t RT_ENTRY(cudaMemPoolExportPointer)(struct cudaMemPoolPtrExportData *exportData,
                                               void *ptr)
{
    RT_RETURN_IF_NOT_STARTED(exportData);
    RT_RETURN_DRIVER(cuMemPoolExportPointer, (CUmemPoolPtrExportData *)exportData,
                     (CUdeviceptr)(uintptr_t)ptr);
}

/* cuMemPoolImportPointer */
cudaError_t RT_ENTRY(cudaMemPoolImportPointer)(void **ptr, cudaMemPool_t memPool,
                                               struct cudaMemPoolPtrExportData *exportData)
{
    CUdeviceptr p = 0;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(ptr == NULL || exportData == NULL, cudaErrorInvalidValue);
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_IF_DRIVER_FAILS(cuMemPoolImportPointer, &p, cu_pool(memPool),
                              (CUmemPoolPtrExportData *)exportData);
    *ptr = (void *)(uintptr_t)p;
    return cudaSuccess;
}

/* the exported names of the definitions above (inner.h) */
RT_EXPORTS(pool);
