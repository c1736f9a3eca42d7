/* SPDX-License-Identifier: MIT */
/*
 * compat/managed.c -- the unified-memory extras: attaching managed memory
 * to a stream, range attributes, batched prefetches and discards, and the
 * flags of pinned host memory.
 *
 * Each is one Driver call on the same arguments: cudaMemRangeAttribute
 * numbers are CUmem_range_attribute numbers, a cudaMemLocation is a
 * CUmemLocation, and a device pointer (void *) is a CUdeviceptr, so the
 * arrays of the batch calls are the driver's arrays as they are (the
 * assertions below hold the toolkit to that). The _ptsz forms pass
 * CU_STREAM_PER_THREAD for the null stream.
 */
#include "direct.h"

#include <stdint.h>

_Static_assert(sizeof(void *) == sizeof(CUdeviceptr), "a device pointer is a CUdeviceptr");
_Static_assert(sizeof(struct cudaMemLocation) == sizeof(CUmemLocation),
               "cudaMemLocation is CUmemLocation");
_Static_assert(sizeof(enum cudaMemRangeAttribute) == sizeof(CUmem_range_attribute) &&
                   (int)cudaMemRangeAttributeLastPrefetchLocationId ==
                       (int)CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION_ID,
               "cudaMemRangeAttribute is CUmem_range_attribute");

static CUdeviceptr dev(const void *p)
{
    return (CUdeviceptr)(uintptr_t)p;
}

/* ------------------------------------------------------------ streams */

static cudaError_t attach(CUstream s, void *devPtr, size_t length, unsigned flags)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuStreamAttachMemAsync, s, dev(devPtr), length, flags);
}

/* cuStreamAttachMemAsync; cudaMemAttachGlobal/Host/Single are
 * CU_MEM_ATTACH_GLOBAL/HOST/SINGLE */
cudaError_t RT_ENTRY(cudaStreamAttachMemAsync)(cudaStream_t stream, void *devPtr, size_t length,
                                               unsigned int flags)
{
    return attach(cufw__rt_cu_stream(stream), devPtr, length, flags);
}

cudaError_t RT_ENTRY(cudaStreamAttachMemAsync_ptsz)(cudaStream_t stream, void *devPtr,
                                                    size_t length, unsigned int flags)
{
    return attach(cufw__rt_cu_stream_ptsz(stream), devPtr, length, flags);
}

/* ------------------------------------------------------------ range attributes */

/* cuMemRangeGetAttribute */
cudaError_t RT_ENTRY(cudaMemRangeGetAttribute)(void *data, size_t dataSize,
                                               enum cudaMemRangeAttribute attribute,
                                               const void *devPtr, size_t count)
{
    RT_RETURN_IF_NOT_STARTED(data);
    RT_RETURN_DRIVER(cuMemRangeGetAttribute, data, dataSize, (CUmem_range_attribute)attribute,
                     dev(devPtr), count);
}

/* cuMemRangeGetAttributes */
cudaError_t RT_ENTRY(cudaMemRangeGetAttributes)(void **data, size_t *dataSizes,
                                                enum cudaMemRangeAttribute *attributes,
                                                size_t numAttributes, const void *devPtr,
                                                size_t count)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(data == NULL || dataSizes == NULL || attributes == NULL, cudaErrorInvalidValue);
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuMemRangeGetAttributes, data, dataSizes, (CUmem_range_attribute *)attributes,
                     numAttributes, dev(devPtr), count);
}

/* ------------------------------------------------------------ batched prefetches and discards */

enum batch { BATCH_PREFETCH, BATCH_DISCARD, BATCH_DISCARD_AND_PREFETCH };

/* the batched prefetches and discards are not in 12.x (checked: 12.4) */
#if CUDART_VERSION >= 13000
/* The three batched calls on the same arrays: cuMemPrefetchBatchAsync,
 * cuMemDiscardBatchAsync (which takes no locations) and
 * cuMemDiscardAndPrefetchBatchAsync. */
static cudaError_t batch(enum batch op, void **dptrs, size_t *sizes, size_t count,
                         struct cudaMemLocation *prefetchLocs, size_t *prefetchLocIdxs,
                         size_t numPrefetchLocs, unsigned long long flags, CUstream s)
{
    CUdeviceptr *ptrs = (CUdeviceptr *)dptrs;
    CUmemLocation *locs = (CUmemLocation *)prefetchLocs;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    switch (op) {
    case BATCH_PREFETCH:
        RT_RETURN_DRIVER(cuMemPrefetchBatchAsync, ptrs, sizes, count, locs, prefetchLocIdxs,
                         numPrefetchLocs, flags, s);
    case BATCH_DISCARD:
        RT_RETURN_DRIVER(cuMemDiscardBatchAsync, ptrs, sizes, count, flags, s);
    default:
        RT_RETURN_DRIVER(cuMemDiscardAndPrefetchBatchAsync, ptrs, sizes, count, locs,
                         prefetchLocIdxs, numPrefetchLocs, flags, s);
    }
}

/* cuMemPrefetchBatchAsync: dptrs[i] for sizes[i] bytes goes to
 * prefetchLocs[j] from the operation prefetchLocIdxs[j] on */
cudaError_t RT_ENTRY(cudaMemPrefetchBatchAsync)(void **dptrs, size_t *sizes, size_t count,
                                                struct cudaMemLocation *prefetchLocs,
                                                size_t *prefetchLocIdxs, size_t numPrefetchLocs,
                                                unsigned long long flags, cudaStream_t stream)
{
    return batch(BATCH_PREFETCH, dptrs, sizes, count, prefetchLocs, prefetchLocIdxs,
                 numPrefetchLocs, flags, cufw__rt_cu_stream(stream));
}

cudaError_t RT_ENTRY(cudaMemPrefetchBatchAsync_ptsz)(void **dptrs, size_t *sizes, size_t count,
                                                     struct cudaMemLocation *prefetchLocs,
                                                     size_t *prefetchLocIdxs,
                                                     size_t numPrefetchLocs,
                                                     unsigned long long flags, cudaStream_t stream)
{
    return batch(BATCH_PREFETCH, dptrs, sizes, count, prefetchLocs, prefetchLocIdxs,
                 numPrefetchLocs, flags, cufw__rt_cu_stream_ptsz(stream));
}

/* cuMemDiscardBatchAsync */
cudaError_t RT_ENTRY(cudaMemDiscardBatchAsync)(void **dptrs, size_t *sizes, size_t count,
                                               unsigned long long flags, cudaStream_t stream)
{
    return batch(BATCH_DISCARD, dptrs, sizes, count, NULL, NULL, 0, flags,
                 cufw__rt_cu_stream(stream));
}

cudaError_t RT_ENTRY(cudaMemDiscardBatchAsync_ptsz)(void **dptrs, size_t *sizes, size_t count,
                                                    unsigned long long flags, cudaStream_t stream)
{
    return batch(BATCH_DISCARD, dptrs, sizes, count, NULL, NULL, 0, flags,
                 cufw__rt_cu_stream_ptsz(stream));
}

/* cuMemDiscardAndPrefetchBatchAsync */
cudaError_t RT_ENTRY(cudaMemDiscardAndPrefetchBatchAsync)(void **dptrs, size_t *sizes, size_t count,
                                                          struct cudaMemLocation *prefetchLocs,
                                                          size_t *prefetchLocIdxs,
                                                          size_t numPrefetchLocs,
                                                          unsigned long long flags,
                                                          cudaStream_t stream)
{
    return batch(BATCH_DISCARD_AND_PREFETCH, dptrs, sizes, count, prefetchLocs, prefetchLocIdxs,
                 numPrefetchLocs, flags, cufw__rt_cu_stream(stream));
}

cudaError_t
RT_ENTRY(cudaMemDiscardAndPrefetchBatchAsync_ptsz)(void **dptrs, size_t *sizes, size_t count,
                                                   struct cudaMemLocation *prefetchLocs,
                                                   size_t *prefetchLocIdxs, size_t numPrefetchLocs,
                                                   unsigned long long flags, cudaStream_t stream)
{
    return batch(BATCH_DISCARD_AND_PREFETCH, dptrs, sizes, count, prefetchLocs, prefetchLocIdxs,
                 numPrefetchLocs, flags, cufw__rt_cu_stream_ptsz(stream));
}
#endif

/* ------------------------------------------------------------ pinned host memory */

/* cuMemHostGetFlags: the cudaHostAlloc flags of pinned memory (those of
 * cudaHostRegister'ed memory too); anything else is cudaErrorInvalidValue */
cudaError_t RT_ENTRY(cudaHostGetFlags)(unsigned int *pFlags, void *pHost)
{
    RT_RETURN_IF_NOT_STARTED(pFlags);
    RT_RETURN_DRIVER(cuMemHostGetFlags, pFlags, pHost);
}

#if CUDART_VERSION >= 13040
/* cuMemGetLocationInfo (a cudaMemLocation is a CUmemLocation) */
cudaError_t RT_ENTRY(cudaMemGetLocationInfo)(void *devPtr, size_t size, size_t summaryGranularity,
                                             size_t samplingGranularity,
                                             struct cudaMemLocation *location_out)
{
    RT_RETURN_IF_NOT_STARTED(location_out);
    RT_RETURN_DRIVER(cuMemGetLocationInfo, (CUdeviceptr)(uintptr_t)devPtr, size,
                     summaryGranularity, samplingGranularity, (CUmemLocation *)location_out);
}
#endif

/* the exported names of the definitions above (inner.h) */
RT_EXPORTS(managed);
