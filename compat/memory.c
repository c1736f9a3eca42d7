/* SPDX-License-Identifier: MIT */
/*
 * compat/memory.c -- allocations, copies, fills, symbols.
 *
 * A cudaMemcpyKind picks the Driver copy: host to device is cuMemcpyHtoD,
 * device to host cuMemcpyDtoH, device to device cuMemcpyDtoD, and
 * cudaMemcpyDefault (or host to host) cuMemcpy, which lets the driver work
 * out both sides from unified addressing. Synchronous copies and fills are
 * ordered on the legacy default stream; the _ptds forms on the calling
 * thread's per-thread stream, which is the same Driver call on
 * CU_STREAM_PER_THREAD followed by a wait for that stream.
 */
#include "inner.h"

#include <stdint.h>
#include <string.h>

static cufw_devptr dev(const void *p)
{
    return (cufw_devptr)(uintptr_t)p;
}

/* cuMemAlloc_v2 */
cudaError_t RT_ENTRY(cudaMalloc)(void **devPtr, size_t size)
{
    cufw_devptr p = 0;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(devPtr == NULL, cudaErrorInvalidValue);
    if (size == 0) { /* cudart: a NULL pointer and success */
        *devPtr = NULL;
        return cudaSuccess;
    }
    {
        int rc = cufw_malloc(&p, size);

        RT_RETURN_IF_FAILED(rc);
    }
    *devPtr = (void *)(uintptr_t)p;
    return cudaSuccess;
}

/* cuMemFree_v2. cudaFree(NULL) frees nothing but makes a context current
 * (cuCtxGetCurrent; when none is, cuDevicePrimaryCtxRetain and
 * cuCtxSetCurrent): programs use it to create the context before their
 * own Driver API calls. */
cudaError_t RT_ENTRY(cudaFree)(void *devPtr)
{
    RT_RETURN_IF_NOT_READY();
    if (devPtr == NULL)
        RT_RETURN(cufw_device_activate());
    RT_RETURN(cufw_free(dev(devPtr)));
}

/* cuMemAllocManaged */
cudaError_t RT_ENTRY(cudaMallocManaged)(void **devPtr, size_t size, unsigned int flags)
{
    cufw_devptr p = 0;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(devPtr == NULL, cudaErrorInvalidValue);
    RT_RETURN_IF(flags != cudaMemAttachGlobal && flags != cudaMemAttachHost, cudaErrorInvalidValue);
    RT_RETURN_IF(size <= 0, cudaErrorInvalidValue);
    RT_RETURN_IF_FAILED(cufw_malloc_managed(&p, size, flags));
    *devPtr = (void *)(uintptr_t)p;
    return cudaSuccess;
}

/* cuMemAllocPitch_v2 */
cudaError_t RT_ENTRY(cudaMallocPitch)(void **devPtr, size_t *pitch, size_t width, size_t height)
{
    cufw_devptr p = 0;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(devPtr == NULL || pitch == NULL, cudaErrorInvalidValue);
    if (width == 0 || height == 0) {
        *devPtr = NULL;
        *pitch = 0;
        return cudaSuccess;
    }
    RT_RETURN_IF_FAILED(cufw_malloc_pitch(&p, pitch, width, height, 4));
    *devPtr = (void *)(uintptr_t)p;
    return cudaSuccess;
}

static cudaError_t malloc_async(void **devPtr, size_t size, cufw_stream *stream)
{
    cufw_devptr p = 0;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(devPtr == NULL, cudaErrorInvalidValue);
    RT_RETURN_IF_FAILED(cufw_malloc_async(&p, size, stream));
    *devPtr = (void *)(uintptr_t)p;
    return cudaSuccess;
}

/* cuMemAllocAsync */
cudaError_t RT_ENTRY(cudaMallocAsync)(void **devPtr, size_t size, cudaStream_t hStream)
{
    return malloc_async(devPtr, size, cufw__rt_stream(hStream));
}

cudaError_t RT_ENTRY(cudaMallocAsync_ptsz)(void **devPtr, size_t size, cudaStream_t hStream)
{
    return malloc_async(devPtr, size, cufw__rt_stream_ptsz(hStream));
}

/* cuMemFreeAsync */
cudaError_t RT_ENTRY(cudaFreeAsync)(void *devPtr, cudaStream_t hStream)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN(cufw_free_async(dev(devPtr), cufw__rt_stream(hStream)));
}

cudaError_t RT_ENTRY(cudaFreeAsync_ptsz)(void *devPtr, cudaStream_t hStream)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN(cufw_free_async(dev(devPtr), cufw__rt_stream_ptsz(hStream)));
}

/* cuMemHostAlloc; the flag values are the driver's */
cudaError_t RT_ENTRY(cudaHostAlloc)(void **pHost, size_t size, unsigned int flags)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(pHost == NULL, cudaErrorInvalidValue);
    RT_RETURN_IF((flags & ~(unsigned)(cudaHostAllocPortable | cudaHostAllocMapped |
                                      cudaHostAllocWriteCombined)) != 0,
                 cudaErrorInvalidValue);
    if (size == 0) {
        *pHost = NULL;
        return cudaSuccess;
    }
    RT_RETURN(cufw_host_alloc(pHost, size, flags));
}

/* cuMemHostAlloc */
cudaError_t RT_ENTRY(cudaMallocHost)(void **ptr, size_t size)
{
    return RT_ENTRY(cudaHostAlloc)(ptr, size, cudaHostAllocDefault);
}

/* cuMemFreeHost */
cudaError_t RT_ENTRY(cudaFreeHost)(void *ptr)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN(cufw_host_free(ptr));
}

/* cuMemHostRegister_v2 */
cudaError_t RT_ENTRY(cudaHostRegister)(void *ptr, size_t size, unsigned int flags)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(ptr == NULL || size <= 0, cudaErrorInvalidValue);
    RT_RETURN_IF((flags & ~(unsigned)(cudaHostRegisterPortable | cudaHostRegisterMapped |
                                      cudaHostRegisterIoMemory | cudaHostRegisterReadOnly)) != 0,
                 cudaErrorInvalidValue);
    RT_RETURN(cufw_host_register(ptr, size, flags));
}

/* cuMemHostUnregister */
cudaError_t RT_ENTRY(cudaHostUnregister)(void *ptr)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(ptr == NULL, cudaErrorInvalidValue);
    RT_RETURN(cufw_host_unregister(ptr));
}

/* cuMemHostGetDevicePointer_v2 */
cudaError_t RT_ENTRY(cudaHostGetDevicePointer)(void **pDevice, void *pHost, unsigned int flags)
{
    cufw_devptr p = 0;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(pDevice == NULL || pHost == NULL || flags != 0, cudaErrorInvalidValue);
    RT_RETURN_IF_FAILED(cufw_host_device_pointer(&p, pHost));
    *pDevice = (void *)(uintptr_t)p;
    return cudaSuccess;
}

/* ------------------------------------------------------------ copies */

static int kind_ok(enum cudaMemcpyKind kind)
{
    return (unsigned)kind <= cudaMemcpyDefault;
}

cudaError_t cufw__rt_memory_copy(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind,
                                 cufw_stream *stream, int async)
{
    int rc;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(!kind_ok(kind), cudaErrorInvalidMemcpyDirection);
    if (count == 0)
        return cudaSuccess;
    if (dst == NULL || src == NULL) {
        /* cudart checks the device before the pointers */
        RT_RETURN_IF_NO_CONTEXT();
        RT_RETURN_ERROR(cudaErrorInvalidValue);
    }
    switch (kind) {
    case cudaMemcpyHostToDevice: /* cuMemcpyHtoD(Async)_v2 */
        rc = async ? cufw_memcpy_htod_async(dev(dst), src, count, stream)
                   : cufw_memcpy_htod(dev(dst), src, count);
        break;
    case cudaMemcpyDeviceToHost: /* cuMemcpyDtoH(Async)_v2 */
        rc = async ? cufw_memcpy_dtoh_async(dst, dev(src), count, stream)
                   : cufw_memcpy_dtoh(dst, dev(src), count);
        break;
    case cudaMemcpyDeviceToDevice: /* cuMemcpyDtoD(Async)_v2 */
        rc = async ? cufw_memcpy_dtod_async(dev(dst), dev(src), count, stream)
                   : cufw_memcpy_dtod(dev(dst), dev(src), count);
        break;
    default: /* host to host, default: cuMemcpy(Async) */
        rc = async ? cufw_memcpy_async(dst, src, count, stream) : cufw_memcpy(dst, src, count);
        break;
    }
    RT_RETURN(rc);
}

/* The _ptds synchronous forms: the copy on the thread's stream, then a
 * wait for it (cuStreamSynchronize on CU_STREAM_PER_THREAD). */
static cudaError_t ptds_wait(cudaError_t e)
{
    if (e != cudaSuccess)
        return e;
    RT_RETURN(cufw_stream_synchronize(CUFW_STREAM_PER_THREAD));
}

cudaError_t RT_ENTRY(cudaMemcpy)(void *dst, const void *src, size_t count, enum cudaMemcpyKind kind)
{
    return cufw__rt_memory_copy(dst, src, count, kind, NULL, 0);
}

cudaError_t RT_ENTRY(cudaMemcpy_ptds)(void *dst, const void *src, size_t count,
                                      enum cudaMemcpyKind kind)
{
    return ptds_wait(cufw__rt_memory_copy(dst, src, count, kind, CUFW_STREAM_PER_THREAD, 1));
}

cudaError_t RT_ENTRY(cudaMemcpyAsync)(void *dst, const void *src, size_t count,
                                      enum cudaMemcpyKind kind, cudaStream_t stream)
{
    return cufw__rt_memory_copy(dst, src, count, kind, cufw__rt_stream(stream), 1);
}

cudaError_t RT_ENTRY(cudaMemcpyAsync_ptsz)(void *dst, const void *src, size_t count,
                                           enum cudaMemcpyKind kind, cudaStream_t stream)
{
    return cufw__rt_memory_copy(dst, src, count, kind, cufw__rt_stream_ptsz(stream), 1);
}

/* cuMemcpy2DUnaligned_v2 / cuMemcpy2DAsync_v2 with unified addresses */
cudaError_t cufw__rt_memory_copy_2d(void *dst, size_t dpitch, const void *src, size_t spitch,
                                    size_t width, size_t height, enum cudaMemcpyKind kind,
                                    cufw_stream *stream, int async)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(!kind_ok(kind), cudaErrorInvalidMemcpyDirection);
    if (width > dpitch || width > spitch)
        RT_RETURN_ERROR(cudaErrorInvalidPitchValue);
    if (width == 0 || height == 0)
        return cudaSuccess;
    RT_RETURN(async ? cufw_memcpy_2d_async(dst, dpitch, src, spitch, width, height,
                                           stream) : cufw_memcpy_2d(dst, dpitch, src, spitch, width,
                                                                    height));
}

cudaError_t RT_ENTRY(cudaMemcpy2D)(void *dst, size_t dpitch, const void *src, size_t spitch,
                                   size_t width, size_t height, enum cudaMemcpyKind kind)
{
    return cufw__rt_memory_copy_2d(dst, dpitch, src, spitch, width, height, kind, NULL, 0);
}

cudaError_t RT_ENTRY(cudaMemcpy2D_ptds)(void *dst, size_t dpitch, const void *src, size_t spitch,
                                        size_t width, size_t height, enum cudaMemcpyKind kind)
{
    return ptds_wait(cufw__rt_memory_copy_2d(dst, dpitch, src, spitch, width, height, kind,
                                             CUFW_STREAM_PER_THREAD, 1));
}

cudaError_t RT_ENTRY(cudaMemcpy2DAsync)(void *dst, size_t dpitch, const void *src, size_t spitch,
                                        size_t width, size_t height, enum cudaMemcpyKind kind,
                                        cudaStream_t stream)
{
    return cufw__rt_memory_copy_2d(dst, dpitch, src, spitch, width, height, kind,
                                   cufw__rt_stream(stream), 1);
}

cudaError_t RT_ENTRY(cudaMemcpy2DAsync_ptsz)(void *dst, size_t dpitch, const void *src,
                                             size_t spitch, size_t width, size_t height,
                                             enum cudaMemcpyKind kind, cudaStream_t stream)
{
    return cufw__rt_memory_copy_2d(dst, dpitch, src, spitch, width, height, kind,
                                   cufw__rt_stream_ptsz(stream), 1);
}

/* ------------------------------------------------------------ fills */

/* cuMemsetD8_v2 / cuMemsetD8Async: cudaMemset sets bytes */
cudaError_t cufw__rt_memory_set(void *dst, int value, size_t count, cufw_stream *stream, int async)
{
    RT_RETURN_IF_NOT_READY();
    if (count == 0)
        return cudaSuccess;
    RT_RETURN(async ? cufw_memset_d8_async(dev(dst), (unsigned char)value, count,
                                           stream) : cufw_memset_d8(dev(dst), (unsigned char)value,
                                                                    count));
}

/* cuMemsetD2D8_v2 / cuMemsetD2D8Async */
cudaError_t cufw__rt_memory_set_2d(void *dst, size_t pitch, int value, size_t width, size_t height,
                                   cufw_stream *stream, int async)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(width > pitch, cudaErrorInvalidValue);
    if (width == 0 || height == 0)
        return cudaSuccess;
    RT_RETURN(async ? cufw_memset_2d_d8_async(dev(dst), pitch, (unsigned char)value, width, height,
                                              stream) : cufw_memset_2d_d8(dev(dst), pitch,
                                                                          (unsigned char)value,
                                                                          width, height));
}

cudaError_t RT_ENTRY(cudaMemset)(void *devPtr, int value, size_t count)
{
    return cufw__rt_memory_set(devPtr, value, count, NULL, 0);
}

cudaError_t RT_ENTRY(cudaMemset_ptds)(void *devPtr, int value, size_t count)
{
    return ptds_wait(cufw__rt_memory_set(devPtr, value, count, CUFW_STREAM_PER_THREAD, 1));
}

cudaError_t RT_ENTRY(cudaMemsetAsync)(void *devPtr, int value, size_t count, cudaStream_t stream)
{
    return cufw__rt_memory_set(devPtr, value, count, cufw__rt_stream(stream), 1);
}

cudaError_t RT_ENTRY(cudaMemsetAsync_ptsz)(void *devPtr, int value, size_t count,
                                           cudaStream_t stream)
{
    return cufw__rt_memory_set(devPtr, value, count, cufw__rt_stream_ptsz(stream), 1);
}

cudaError_t RT_ENTRY(cudaMemset2D)(void *devPtr, size_t pitch, int value, size_t width,
                                   size_t height)
{
    return cufw__rt_memory_set_2d(devPtr, pitch, value, width, height, NULL, 0);
}

cudaError_t RT_ENTRY(cudaMemset2D_ptds)(void *devPtr, size_t pitch, int value, size_t width,
                                        size_t height)
{
    return ptds_wait(
        cufw__rt_memory_set_2d(devPtr, pitch, value, width, height, CUFW_STREAM_PER_THREAD, 1));
}

cudaError_t RT_ENTRY(cudaMemset2DAsync)(void *devPtr, size_t pitch, int value, size_t width,
                                        size_t height, cudaStream_t stream)
{
    return cufw__rt_memory_set_2d(devPtr, pitch, value, width, height, cufw__rt_stream(stream), 1);
}

cudaError_t RT_ENTRY(cudaMemset2DAsync_ptsz)(void *devPtr, size_t pitch, int value, size_t width,
                                             size_t height, cudaStream_t stream)
{
    return cufw__rt_memory_set_2d(devPtr, pitch, value, width, height, cufw__rt_stream_ptsz(stream),
                                  1);
}

/* ------------------------------------------------------------ symbols */

/* Where a copy of count bytes to or from a registered variable goes: the
 * variable's device address (cuLibraryGetGlobal; on the first use of the
 * unit, cuLibraryLoadData) plus offset, after the Runtime's checks -- the
 * direction one between the host and the symbol (host_kind), device to
 * device or default, and the range inside the variable. */
static cudaError_t symbol_address(const void *symbol, size_t count, size_t offset,
                                  enum cudaMemcpyKind kind, enum cudaMemcpyKind host_kind,
                                  cufw_devptr *address)
{
    cufw_devptr base;
    size_t size = 0;
    cudaError_t e;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(kind != host_kind && kind != cudaMemcpyDeviceToDevice &&
                     kind != cudaMemcpyDefault,
                 cudaErrorInvalidMemcpyDirection);
    if ((e = cufw__rt_register_symbol(symbol, &base, &size)) != cudaSuccess)
        return e;
    RT_RETURN_IF(offset > size || count > size - offset, cudaErrorInvalidValue);
    *address = base + offset;
    return cudaSuccess;
}

/* cuLibraryGetGlobal (first use of the unit: cuLibraryLoadData), then the
 * copy: cuMemcpyHtoD or cuMemcpyDtoD at address + offset */
cudaError_t cufw__rt_memory_to_symbol(const void *symbol, const void *src, size_t count,
                                      size_t offset, enum cudaMemcpyKind kind, cufw_stream *stream,
                                      int async)
{
    cufw_devptr a;
    cudaError_t e = symbol_address(symbol, count, offset, kind, cudaMemcpyHostToDevice, &a);

    if (e != cudaSuccess)
        return e;
    return cufw__rt_memory_copy((void *)(uintptr_t)a, src, count, kind, stream, async);
}

/* cuLibraryGetGlobal, then cuMemcpyDtoH or cuMemcpyDtoD */
cudaError_t cufw__rt_memory_from_symbol(void *dst, const void *symbol, size_t count, size_t offset,
                                        enum cudaMemcpyKind kind, cufw_stream *stream, int async)
{
    cufw_devptr a;
    cudaError_t e = symbol_address(symbol, count, offset, kind, cudaMemcpyDeviceToHost, &a);

    if (e != cudaSuccess)
        return e;
    return cufw__rt_memory_copy(dst, (const void *)(uintptr_t)a, count, kind, stream, async);
}

cudaError_t RT_ENTRY(cudaMemcpyToSymbol)(const void *symbol, const void *src, size_t count,
                                         size_t offset, enum cudaMemcpyKind kind)
{
    return cufw__rt_memory_to_symbol(symbol, src, count, offset, kind, NULL, 0);
}

cudaError_t RT_ENTRY(cudaMemcpyToSymbol_ptds)(const void *symbol, const void *src, size_t count,
                                              size_t offset, enum cudaMemcpyKind kind)
{
    return ptds_wait(
        cufw__rt_memory_to_symbol(symbol, src, count, offset, kind, CUFW_STREAM_PER_THREAD, 1));
}

cudaError_t RT_ENTRY(cudaMemcpyToSymbolAsync)(const void *symbol, const void *src, size_t count,
                                              size_t offset, enum cudaMemcpyKind kind,
                                              cudaStream_t stream)
{
    return cufw__rt_memory_to_symbol(symbol, src, count, offset, kind, cufw__rt_stream(stream), 1);
}

cudaError_t RT_ENTRY(cudaMemcpyToSymbolAsync_ptsz)(const void *symbol, const void *src,
                                                   size_t count, size_t offset,
                                                   enum cudaMemcpyKind kind, cudaStream_t stream)
{
    return cufw__rt_memory_to_symbol(symbol, src, count, offset, kind, cufw__rt_stream_ptsz(stream),
                                     1);
}

cudaError_t RT_ENTRY(cudaMemcpyFromSymbol)(void *dst, const void *symbol, size_t count,
                                           size_t offset, enum cudaMemcpyKind kind)
{
    return cufw__rt_memory_from_symbol(dst, symbol, count, offset, kind, NULL, 0);
}

cudaError_t RT_ENTRY(cudaMemcpyFromSymbol_ptds)(void *dst, const void *symbol, size_t count,
                                                size_t offset, enum cudaMemcpyKind kind)
{
    return ptds_wait(
        cufw__rt_memory_from_symbol(dst, symbol, count, offset, kind, CUFW_STREAM_PER_THREAD, 1));
}

cudaError_t RT_ENTRY(cudaMemcpyFromSymbolAsync)(void *dst, const void *symbol, size_t count,
                                                size_t offset, enum cudaMemcpyKind kind,
                                                cudaStream_t stream)
{
    return cufw__rt_memory_from_symbol(dst, symbol, count, offset, kind, cufw__rt_stream(stream),
                                       1);
}

cudaError_t RT_ENTRY(cudaMemcpyFromSymbolAsync_ptsz)(void *dst, const void *symbol, size_t count,
                                                     size_t offset, enum cudaMemcpyKind kind,
                                                     cudaStream_t stream)
{
    return cufw__rt_memory_from_symbol(dst, symbol, count, offset, kind,
                                       cufw__rt_stream_ptsz(stream), 1);
}

/* cuLibraryGetGlobal */
cudaError_t RT_ENTRY(cudaGetSymbolAddress)(void **devPtr, const void *symbol)
{
    cufw_devptr p;
    cudaError_t e;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(devPtr == NULL, cudaErrorInvalidValue);
    if ((e = cufw__rt_register_symbol(symbol, &p, NULL)) != cudaSuccess)
        return e;
    *devPtr = (void *)(uintptr_t)p;
    return cudaSuccess;
}

/* cuLibraryGetGlobal */
cudaError_t RT_ENTRY(cudaGetSymbolSize)(size_t *size, const void *symbol)
{
    cufw_devptr p;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(size == NULL, cudaErrorInvalidValue);
    return cufw__rt_register_symbol(symbol, &p, size);
}

/* ------------------------------------------------------------ pointers, peers, managed memory */

/* cuPointerGetAttribute for the memory type, managed flag, device, device
 * and host pointers; an address the driver does not know is unregistered
 * host memory (a success since CUDA 11) */
cudaError_t RT_ENTRY(cudaPointerGetAttributes)(struct cudaPointerAttributes *attributes,
                                               const void *ptr)
{
    struct cudaPointerAttributes a;
    unsigned type = 0, managed = 0;
    int device = cudaInvalidDeviceId;
    void *dp = NULL, *hp = NULL;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(attributes == NULL, cudaErrorInvalidValue);
    memset(&a, 0, sizeof a);
    if (cufw_pointer_attribute(CU_POINTER_ATTRIBUTE_MEMORY_TYPE, ptr, &type) != CUFW_OK) {
        a.type = cudaMemoryTypeUnregistered;
        a.device = cudaInvalidDeviceId;
        a.hostPointer = (void *)(uintptr_t)ptr;
        *attributes = a;
        return cudaSuccess;
    }
    cufw_pointer_attribute(CU_POINTER_ATTRIBUTE_IS_MANAGED, ptr, &managed);
    cufw_pointer_attribute(CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL, ptr, &device);
    if (cufw_pointer_attribute(CU_POINTER_ATTRIBUTE_DEVICE_POINTER, ptr, &dp) != CUFW_OK)
        dp = NULL;
    if (cufw_pointer_attribute(CU_POINTER_ATTRIBUTE_HOST_POINTER, ptr, &hp) != CUFW_OK)
        hp = NULL;
    a.type = managed                        ? cudaMemoryTypeManaged
             : type == CU_MEMORYTYPE_DEVICE ? cudaMemoryTypeDevice
                                            : cudaMemoryTypeHost;
    a.device = device;
    a.devicePointer = dp;
    a.hostPointer = hp;
    *attributes = a;
    return cudaSuccess;
}

/* cuMemcpyPeer between the devices' primary contexts */
cudaError_t RT_ENTRY(cudaMemcpyPeer)(void *dst, int dstDevice, const void *src, int srcDevice,
                                     size_t count)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN(cufw_memcpy_peer((cufw_devptr)(uintptr_t)dst, dstDevice, (cufw_devptr)(uintptr_t)src,
                               srcDevice, count));
}

/* cuMemcpyPeerAsync */
cudaError_t RT_ENTRY(cudaMemcpyPeerAsync)(void *dst, int dstDevice, const void *src, int srcDevice,
                                          size_t count, cudaStream_t stream)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN(cufw_memcpy_peer_async((cufw_devptr)(uintptr_t)dst, dstDevice,
                                     (cufw_devptr)(uintptr_t)src, srcDevice, count,
                                     cufw__rt_stream(stream)));
}

/* cuMemPrefetchAsync_v2 (via cufw_mem_prefetch); cudaMemLocation is
 * CUmemLocation */
static cudaError_t prefetch(const void *devPtr, size_t count, struct cudaMemLocation location,
                            unsigned flags, cufw_stream *s)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN(cufw_mem_prefetch((cufw_devptr)(uintptr_t)devPtr, count, (int)location.type,
                                location.id, flags, s));
}

/* 12.x: the cudaMemLocation forms are cudaMemPrefetchAsync_v2 and
 * cudaMemAdvise_v2 (below) */
#if CUDART_VERSION >= 13000
/* cuMemPrefetchAsync_v2 */
cudaError_t RT_ENTRY(cudaMemPrefetchAsync)(const void *devPtr, size_t count,
                                           struct cudaMemLocation location, unsigned int flags,
                                           cudaStream_t stream)
{
    return prefetch(devPtr, count, location, flags, cufw__rt_stream(stream));
}

cudaError_t RT_ENTRY(cudaMemPrefetchAsync_ptsz)(const void *devPtr, size_t count,
                                                struct cudaMemLocation location, unsigned int flags,
                                                cudaStream_t stream)
{
    return prefetch(devPtr, count, location, flags, cufw__rt_stream_ptsz(stream));
}

/* cuMemAdvise_v2; cudaMemoryAdvise numbers are CUmem_advise numbers */
cudaError_t RT_ENTRY(cudaMemAdvise)(const void *devPtr, size_t count, enum cudaMemoryAdvise advice,
                                    struct cudaMemLocation location)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN(cufw_mem_advise((cufw_devptr)(uintptr_t)devPtr, count, (int)advice,
                              (int)location.type, location.id));
}
#else
/* The location 12.x's device forms name: a device ordinal, or the host
 * for cudaCpuDeviceId (the driver's CU_DEVICE_CPU of the same calls'
 * first ABI). */
static struct cudaMemLocation location_of(int device)
{
    struct cudaMemLocation l;

    l.type = device == cudaCpuDeviceId ? cudaMemLocationTypeHost : cudaMemLocationTypeDevice;
    l.id = device == cudaCpuDeviceId ? 0 : device;
    return l;
}

/* cuMemPrefetchAsync_v2 */
cudaError_t RT_ENTRY(cudaMemPrefetchAsync_v2)(const void *devPtr, size_t count,
                                              struct cudaMemLocation location, unsigned int flags,
                                              cudaStream_t stream)
{
    return prefetch(devPtr, count, location, flags, cufw__rt_stream(stream));
}

cudaError_t RT_ENTRY(cudaMemPrefetchAsync_v2_ptsz)(const void *devPtr, size_t count,
                                                   struct cudaMemLocation location,
                                                   unsigned int flags, cudaStream_t stream)
{
    return prefetch(devPtr, count, location, flags, cufw__rt_stream_ptsz(stream));
}

/* cuMemPrefetchAsync_v2 to the device's location */
cudaError_t RT_ENTRY(cudaMemPrefetchAsync)(const void *devPtr, size_t count, int dstDevice,
                                           cudaStream_t stream)
{
    return prefetch(devPtr, count, location_of(dstDevice), 0, cufw__rt_stream(stream));
}

cudaError_t RT_ENTRY(cudaMemPrefetchAsync_ptsz)(const void *devPtr, size_t count, int dstDevice,
                                                cudaStream_t stream)
{
    return prefetch(devPtr, count, location_of(dstDevice), 0, cufw__rt_stream_ptsz(stream));
}

/* cuMemAdvise_v2 (13.0's cudaMemAdvise) */
cudaError_t RT_ENTRY(cudaMemAdvise_v2)(const void *devPtr, size_t count,
                                       enum cudaMemoryAdvise advice,
                                       struct cudaMemLocation location)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN(cufw_mem_advise((cufw_devptr)(uintptr_t)devPtr, count, (int)advice,
                              (int)location.type, location.id));
}

/* cuMemAdvise_v2 with the device's location */
cudaError_t RT_ENTRY(cudaMemAdvise)(const void *devPtr, size_t count, enum cudaMemoryAdvise advice,
                                    int device)
{
    return RT_ENTRY(cudaMemAdvise_v2)(devPtr, count, advice, location_of(device));
}
#endif

/* the exported names of the definitions above (inner.h) */
RT_EXPORTS(memory);
