/* SPDX-License-Identifier: MIT */
/*
 * tests/fakecuda/batch.c -- the calls that take arrays of operations,
 * answered when CUFW_FAKE_LAZY=1 (fake.h): batched copies, prefetches and
 * discards, range attributes, mapping graphics resources.
 *
 * Each checks its arrays as the driver documents them and then does the
 * work there is to do here: a batched copy copies (device memory is host
 * memory), a prefetch or a discard checks its ranges and moves nothing,
 * the range attributes are those of memory never advised. An empty batch
 * (a count of 0) succeeds and reads no array: the driver documents no
 * answer for it, and whatever it is, a program that traces must not read
 * the arrays then.
 */
#include "config.h"

#include <string.h>

#include "fake.h"

/* Lock taken: the current context and the stream checked. The caller
 * unlocks. */
static CUresult lock_on(CUstream hStream)
{
    struct fake_ctx *c;
    struct fake_stream *s;

    return fake_lock_stream(hStream, &c, &s);
}

#if CUDA_VERSION >= 13000 /* the batches: 13.0's */
/* The attribute or location indices of a batch of count: idx[0] is 0, each
 * greater than the one before, all below count. */
static int indices_ok(const size_t *idx, size_t n, size_t count)
{
    size_t i;

    if (n == 0 || n > count || idx == NULL || idx[0] != 0)
        return 0;
    for (i = 1; i < n; i++)
        if (idx[i] <= idx[i - 1] || idx[i] >= count)
            return 0;
    return 1;
}

static int location_ok(const CUmemLocation *l)
{
    return (l->type == CU_MEM_LOCATION_TYPE_DEVICE && fake_device_ok(l->id)) ||
           l->type == CU_MEM_LOCATION_TYPE_HOST;
}

CUresult cuMemcpyBatchAsync(CUdeviceptr *dsts, CUdeviceptr *srcs, size_t *sizes, size_t count,
                            CUmemcpyAttributes *attrs, size_t *attrIdxs, size_t numAttrs,
                            CUstream hStream)
{
    CUresult r;
    size_t i;

    ENTER(cuMemcpyBatchAsync);
    if (count > 0 && (dsts == NULL || srcs == NULL || sizes == NULL || attrs == NULL ||
                      !indices_ok(attrIdxs, numAttrs, count)))
        return CUDA_ERROR_INVALID_VALUE;
    r = lock_on(hStream);
    for (i = 0; r == CUDA_SUCCESS && i < count; i++)
        if (sizes[i] == 0 || fake_mem_any_range((uintptr_t)dsts[i], sizes[i]) != CUDA_SUCCESS ||
            fake_mem_any_range((uintptr_t)srcs[i], sizes[i]) != CUDA_SUCCESS)
            r = CUDA_ERROR_INVALID_VALUE;
    for (i = 0; r == CUDA_SUCCESS && i < count; i++)
        memmove((void *)(uintptr_t)dsts[i], (const void *)(uintptr_t)srcs[i], sizes[i]);
    UNLOCK();
    return r;
}

/* A batch of ranges, each inside one allocation, and for a prefetch its
 * locations (locs NULL: none to check); nothing moves. */
static CUresult ranges(const CUdeviceptr *dptrs, const size_t *sizes, size_t count,
                       const CUmemLocation *locs, const size_t *locIdxs, size_t numLocs,
                       unsigned long long flags, CUstream hStream, int with_locs)
{
    CUresult r;
    size_t i;

    if (count > 0 && (dptrs == NULL || sizes == NULL))
        return CUDA_ERROR_INVALID_VALUE;
    if (count > 0 && with_locs && (locs == NULL || !indices_ok(locIdxs, numLocs, count)))
        return CUDA_ERROR_INVALID_VALUE;
    if (flags != 0)
        return CUDA_ERROR_INVALID_VALUE;
    r = lock_on(hStream);
    for (i = 0; r == CUDA_SUCCESS && i < count; i++)
        if (sizes[i] == 0 || fake_mem_device_range(dptrs[i], sizes[i]) != CUDA_SUCCESS)
            r = CUDA_ERROR_INVALID_VALUE;
    for (i = 0; r == CUDA_SUCCESS && count > 0 && with_locs && i < numLocs; i++)
        if (!location_ok(&locs[i]))
            r = CUDA_ERROR_INVALID_VALUE;
    UNLOCK();
    return r;
}

CUresult cuMemPrefetchBatchAsync(CUdeviceptr *dptrs, size_t *sizes, size_t count,
                                 CUmemLocation *prefetchLocs, size_t *prefetchLocIdxs,
                                 size_t numPrefetchLocs, unsigned long long flags,
                                 CUstream hStream)
{
    ENTER(cuMemPrefetchBatchAsync);
    return ranges(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags,
                  hStream, 1);
}

CUresult cuMemDiscardBatchAsync(CUdeviceptr *dptrs, size_t *sizes, size_t count,
                                unsigned long long flags, CUstream hStream)
{
    ENTER(cuMemDiscardBatchAsync);
    return ranges(dptrs, sizes, count, NULL, NULL, 0, flags, hStream, 0);
}

CUresult cuMemDiscardAndPrefetchBatchAsync(CUdeviceptr *dptrs, size_t *sizes, size_t count,
                                           CUmemLocation *prefetchLocs, size_t *prefetchLocIdxs,
                                           size_t numPrefetchLocs, unsigned long long flags,
                                           CUstream hStream)
{
    ENTER(cuMemDiscardAndPrefetchBatchAsync);
    return ranges(dptrs, sizes, count, prefetchLocs, prefetchLocIdxs, numPrefetchLocs, flags,
                  hStream, 1);
}
#endif

/* What memory never advised nor prefetched answers: not read-mostly, no
 * location (CU_DEVICE_INVALID; type none), accessed by no device. Each
 * value is a 4-byte int; ACCESSED_BY fills as many as it is given room
 * for. */
static CUresult range_attribute(void *data, size_t size, CUmem_range_attribute a)
{
    int v = a == CU_MEM_RANGE_ATTRIBUTE_READ_MOSTLY ||
                    a == CU_MEM_RANGE_ATTRIBUTE_PREFERRED_LOCATION_TYPE ||
                    a == CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION_TYPE
                ? 0
                : CU_DEVICE_INVALID;
    size_t i;

    if (data == NULL || size < sizeof v || size % sizeof v != 0 ||
        a < CU_MEM_RANGE_ATTRIBUTE_READ_MOSTLY ||
        a > CU_MEM_RANGE_ATTRIBUTE_LAST_PREFETCH_LOCATION_ID ||
        (a != CU_MEM_RANGE_ATTRIBUTE_ACCESSED_BY && size != sizeof v))
        return CUDA_ERROR_INVALID_VALUE;
    for (i = 0; i < size / sizeof v; i++)
        memcpy((char *)data + i * sizeof v, &v, sizeof v);
    return CUDA_SUCCESS;
}

CUresult cuMemRangeGetAttributes(void **data, size_t *dataSizes, CUmem_range_attribute *attributes,
                                 size_t numAttributes, CUdeviceptr devPtr, size_t count)
{
    CUresult r;
    size_t i;

    ENTER(cuMemRangeGetAttributes);
    if (numAttributes > 0 && (data == NULL || dataSizes == NULL || attributes == NULL))
        return CUDA_ERROR_INVALID_VALUE;
    r = lock_on((CUstream)0);
    if (r == CUDA_SUCCESS && (count == 0 || fake_mem_device_range(devPtr, count) != CUDA_SUCCESS))
        r = CUDA_ERROR_INVALID_VALUE;
    for (i = 0; r == CUDA_SUCCESS && i < numAttributes; i++)
        r = range_attribute(data[i], dataSizes[i], attributes[i]);
    UNLOCK();
    return r;
}

/* Graphics resources come from another API's objects, which nothing here
 * makes: any handle but NULL stands for one. */
static CUresult map(unsigned int count, const CUgraphicsResource *resources, CUstream hStream)
{
    CUresult r;
    unsigned i;

    if (count > 0 && resources == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    for (i = 0; i < count; i++)
        if (resources[i] == NULL)
            return CUDA_ERROR_INVALID_HANDLE;
    r = lock_on(hStream);
    UNLOCK();
    return r;
}

CUresult cuGraphicsMapResources(unsigned int count, CUgraphicsResource *resources,
                                CUstream hStream)
{
    ENTER(cuGraphicsMapResources);
    return map(count, resources, hStream);
}

CUresult cuGraphicsUnmapResources(unsigned int count, CUgraphicsResource *resources,
                                  CUstream hStream)
{
    ENTER(cuGraphicsUnmapResources);
    return map(count, resources, hStream);
}
