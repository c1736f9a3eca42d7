/* SPDX-License-Identifier: MIT */
/*
 * core/memory.c -- allocations, copies and fills: each a thin, checked call
 * of the Driver API in the current context.
 *
 * All but one are one row each of MEMORY_CALL_LIST below, in the shape
 * inner.h's CUFW_X_CONTEXT_CALL gives them: cufw ready, the row's checks
 * (cudart's order: the stream, then the arguments, then "nothing to do",
 * which returns CUFW_OK before a context is made current), the call in the
 * current context, the outputs.
 */
#include "inner.h"

#include <stdint.h>

/* The arguments every allocation checks. */
static int alloc_args(const char *fn, const void *ptr, size_t bytes)
{
    CUFW_RETURN_IF(ptr == NULL, CUFW_ERROR_INVALID_ARGUMENT, "%s: NULL ptr", fn);
    CUFW_RETURN_IF(bytes == 0, CUFW_ERROR_INVALID_ARGUMENT, "%s: zero bytes", fn);
    return CUFW_OK;
}

/* A 2-D copy between unified addresses: the driver works out each side's
 * memory type. */
static void fill_2d(CUDA_MEMCPY2D *c, void *dst, size_t dpitch, const void *src, size_t spitch,
                    size_t width, size_t height)
{
    unsigned char *z = (unsigned char *)c;
    size_t i;

    for (i = 0; i < sizeof *c; i++)
        z[i] = 0;
    c->srcMemoryType = CU_MEMORYTYPE_UNIFIED;
    c->srcDevice = (CUdeviceptr)src;
    c->srcPitch = spitch;
    c->dstMemoryType = CU_MEMORYTYPE_UNIFIED;
    c->dstDevice = (CUdeviceptr)dst;
    c->dstPitch = dpitch;
    c->WidthInBytes = width;
    c->Height = height;
}

static int check_2d(size_t dpitch, size_t spitch, size_t width, const char *fn)
{
    CUFW_RETURN_IF(width > dpitch || width > spitch, CUFW_ERROR_INVALID_ARGUMENT,
                   "%s: width exceeds a pitch", fn);
    return CUFW_OK;
}

/* The primary contexts of two devices, retained (cuDevicePrimaryCtxRetain
 * via cufw_device_init). */
static int peer_contexts(int a, int b, CUcontext *ca, CUcontext *cb)
{
    int rc;

    CUFW_RETURN_IF(a < 0 || a >= cufw__device_count || b < 0 || b >= cufw__device_count,
                   CUFW_ERROR_INVALID_DEVICE, "no such device (%d or %d)", a, b);
    if ((rc = cufw_device_init(a)) != CUFW_OK || (rc = cufw_device_init(b)) != CUFW_OK)
        return rc;
    *ca = cufw__devices[a].ctx;
    *cb = cufw__devices[b].ctx;
    return CUFW_OK;
}

/* X(function, (parameters), checks, Driver call, its name, outputs) */
#define MEMORY_CALL_LIST(X)                                                                        \
    /* allocations and frees */                                                                    \
    X(cufw_malloc, (cufw_devptr *ptr, size_t bytes),                                               \
      CUdeviceptr p; CUFW_RETURN_IF_FAILED(alloc_args("cufw_malloc", ptr, bytes));,                \
      CUFW_DRV(cuMemAlloc)(&p, bytes), "cuMemAlloc", *ptr = p;)                                    \
    X(cufw_free, (cufw_devptr ptr), CUFW_RETURN_OK_IF(ptr == 0);, CUFW_DRV(cuMemFree)(ptr),        \
      "cuMemFree", )                                                                               \
    X(cufw_malloc_managed, (cufw_devptr *ptr, size_t bytes, unsigned flags),                       \
      CUdeviceptr p; CUFW_RETURN_IF_FAILED(alloc_args("cufw_malloc_managed", ptr, bytes));         \
      if (flags == 0) flags = CUFW_MEM_ATTACH_GLOBAL;                                              \
      CUFW_RETURN_IF(flags != CUFW_MEM_ATTACH_GLOBAL && flags != CUFW_MEM_ATTACH_HOST,             \
                     CUFW_ERROR_INVALID_ARGUMENT, "cufw_malloc_managed: flags 0x%x", flags);,      \
      CUFW_DRV(cuMemAllocManaged)(&p, bytes, flags), "cuMemAllocManaged", *ptr = p;)               \
    X(cufw_malloc_pitch,                                                                           \
      (cufw_devptr *ptr, size_t *pitch, size_t width, size_t height, unsigned element_size),       \
      CUdeviceptr p;                                                                               \
      CUFW_RETURN_IF(ptr == NULL, CUFW_ERROR_INVALID_ARGUMENT, "cufw_malloc_pitch: NULL ptr");     \
      CUFW_RETURN_IF(pitch == NULL, CUFW_ERROR_INVALID_ARGUMENT, "cufw_malloc_pitch: NULL pitch"); \
      CUFW_RETURN_IF(width == 0 || height == 0, CUFW_ERROR_INVALID_ARGUMENT,                       \
                     "cufw_malloc_pitch: zero width or height");                                   \
      CUFW_RETURN_IF(element_size != 4 && element_size != 8 && element_size != 16,                 \
                     CUFW_ERROR_INVALID_ARGUMENT,                                                  \
                     "cufw_malloc_pitch: element size must be 4, 8 or 16");,                       \
      CUFW_DRV(cuMemAllocPitch)(&p, pitch, width, height, element_size), "cuMemAllocPitch",        \
      *ptr = p;)                                                                                   \
    X(cufw_malloc_async, (cufw_devptr *ptr, size_t bytes, cufw_stream *stream),                    \
      CUdeviceptr p; CUFW_RETURN_IF_FAILED(alloc_args("cufw_malloc_async", ptr, bytes));           \
      CUFW_STREAM_ARG, CUFW_DRV(cuMemAllocAsync)(&p, bytes, s), "cuMemAllocAsync", *ptr = p;)      \
    X(cufw_free_async, (cufw_devptr ptr, cufw_stream *stream),                                     \
      CUFW_RETURN_OK_IF(ptr == 0); CUFW_STREAM_ARG, CUFW_DRV(cuMemFreeAsync)(ptr, s),              \
      "cuMemFreeAsync", )                                                                          \
    /* page-locked host memory */                                                                  \
    X(cufw_host_alloc, (void **ptr, size_t bytes, unsigned flags),                                 \
      CUFW_RETURN_IF_FAILED(alloc_args("cufw_host_alloc", ptr, bytes));                            \
      CUFW_RETURN_IF(flags & ~(CUFW_HOST_ALLOC_PORTABLE | CUFW_HOST_ALLOC_MAPPED |                 \
                               CUFW_HOST_ALLOC_WRITE_COMBINED),                                    \
                     CUFW_ERROR_INVALID_ARGUMENT, "cufw_host_alloc: unknown flags 0x%x", flags);,  \
      CUFW_DRV(cuMemHostAlloc)(ptr, bytes, flags), "cuMemHostAlloc", )                             \
    X(cufw_host_free, (void *ptr), CUFW_RETURN_OK_IF(ptr == NULL);,                                \
      CUFW_DRV(cuMemFreeHost)(ptr), "cuMemFreeHost", )                                             \
    X(cufw_host_register, (void *ptr, size_t bytes, unsigned flags),                               \
      CUFW_RETURN_IF_FAILED(alloc_args("cufw_host_register", ptr, bytes));,                        \
      CUFW_DRV(cuMemHostRegister)(ptr, bytes, flags), "cuMemHostRegister", )                       \
    X(cufw_host_unregister, (void *ptr),                                                           \
      CUFW_RETURN_IF(ptr == NULL, CUFW_ERROR_INVALID_ARGUMENT,                                     \
                     "cufw_host_unregister: NULL ptr");,                                           \
      CUFW_DRV(cuMemHostUnregister)(ptr), "cuMemHostUnregister", )                                 \
    X(cufw_host_device_pointer, (cufw_devptr *dptr, void *host),                                   \
      CUdeviceptr p;                                                                               \
      CUFW_RETURN_IF(dptr == NULL, CUFW_ERROR_INVALID_ARGUMENT,                                    \
                     "cufw_host_device_pointer: NULL dptr");                                       \
      CUFW_RETURN_IF(host == NULL, CUFW_ERROR_INVALID_ARGUMENT,                                    \
                     "cufw_host_device_pointer: NULL host");,                                      \
      CUFW_DRV(cuMemHostGetDevicePointer)(&p, host, 0), "cuMemHostGetDevicePointer",               \
      *dptr = p;)                                                                                  \
    /* copies and fills */                                                                         \
    X(cufw_memcpy_htod, (cufw_devptr dst, const void *src, size_t bytes),                          \
      CUFW_RETURN_OK_IF(bytes == 0);, CUFW_DRV(cuMemcpyHtoD)(dst, src, bytes), "cuMemcpyHtoD", )   \
    X(cufw_memcpy_dtoh, (void *dst, cufw_devptr src, size_t bytes),                                \
      CUFW_RETURN_OK_IF(bytes == 0);, CUFW_DRV(cuMemcpyDtoH)(dst, src, bytes), "cuMemcpyDtoH", )   \
    X(cufw_memcpy_dtod, (cufw_devptr dst, cufw_devptr src, size_t bytes),                          \
      CUFW_RETURN_OK_IF(bytes == 0);, CUFW_DRV(cuMemcpyDtoD)(dst, src, bytes), "cuMemcpyDtoD", )   \
    X(cufw_memcpy, (void *dst, const void *src, size_t bytes), CUFW_RETURN_OK_IF(bytes == 0);,     \
      CUFW_DRV(cuMemcpy)((CUdeviceptr)dst, (CUdeviceptr)src, bytes), "cuMemcpy", )                 \
    X(cufw_memcpy_htod_async,                                                                      \
      (cufw_devptr dst, const void *src, size_t bytes, cufw_stream *stream),                       \
      CUFW_STREAM_ARG CUFW_RETURN_OK_IF(bytes == 0);,                                              \
      CUFW_DRV(cuMemcpyHtoDAsync)(dst, src, bytes, s), "cuMemcpyHtoDAsync", )                      \
    X(cufw_memcpy_dtoh_async, (void *dst, cufw_devptr src, size_t bytes, cufw_stream *stream),     \
      CUFW_STREAM_ARG CUFW_RETURN_OK_IF(bytes == 0);,                                              \
      CUFW_DRV(cuMemcpyDtoHAsync)(dst, src, bytes, s), "cuMemcpyDtoHAsync", )                      \
    X(cufw_memcpy_dtod_async,                                                                      \
      (cufw_devptr dst, cufw_devptr src, size_t bytes, cufw_stream *stream),                       \
      CUFW_STREAM_ARG CUFW_RETURN_OK_IF(bytes == 0);,                                              \
      CUFW_DRV(cuMemcpyDtoDAsync)(dst, src, bytes, s), "cuMemcpyDtoDAsync", )                      \
    X(cufw_memcpy_async, (void *dst, const void *src, size_t bytes, cufw_stream *stream),          \
      CUFW_STREAM_ARG CUFW_RETURN_OK_IF(bytes == 0);,                                              \
      CUFW_DRV(cuMemcpyAsync)((CUdeviceptr)dst, (CUdeviceptr)src, bytes, s), "cuMemcpyAsync", )    \
    X(cufw_memcpy_2d,                                                                              \
      (void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height),     \
      CUDA_MEMCPY2D c;                                                                             \
      CUFW_RETURN_IF_FAILED(check_2d(dpitch, spitch, width, "cufw_memcpy_2d"));                    \
      CUFW_RETURN_OK_IF(width == 0 || height == 0);                                                \
      fill_2d(&c, dst, dpitch, src, spitch, width, height);,                                       \
      CUFW_DRV(cuMemcpy2DUnaligned)(&c), "cuMemcpy2DUnaligned", )                                  \
    X(cufw_memcpy_2d_async,                                                                        \
      (void *dst, size_t dpitch, const void *src, size_t spitch, size_t width, size_t height,      \
       cufw_stream *stream),                                                                       \
      CUDA_MEMCPY2D c; CUFW_STREAM_ARG                                                             \
      CUFW_RETURN_IF_FAILED(check_2d(dpitch, spitch, width, "cufw_memcpy_2d_async"));              \
      CUFW_RETURN_OK_IF(width == 0 || height == 0);                                                \
      fill_2d(&c, dst, dpitch, src, spitch, width, height);,                                       \
      CUFW_DRV(cuMemcpy2DAsync)(&c, s), "cuMemcpy2DAsync", )                                       \
    X(cufw_memset_d8, (cufw_devptr dst, unsigned char value, size_t count),                        \
      CUFW_RETURN_OK_IF(count == 0);, CUFW_DRV(cuMemsetD8)(dst, value, count), "cuMemsetD8", )     \
    X(cufw_memset_d32, (cufw_devptr dst, unsigned value, size_t count),                            \
      CUFW_RETURN_OK_IF(count == 0);, CUFW_DRV(cuMemsetD32)(dst, value, count), "cuMemsetD32", )   \
    X(cufw_memset_d8_async,                                                                        \
      (cufw_devptr dst, unsigned char value, size_t count, cufw_stream *stream),                   \
      CUFW_STREAM_ARG CUFW_RETURN_OK_IF(count == 0);,                                              \
      CUFW_DRV(cuMemsetD8Async)(dst, value, count, s), "cuMemsetD8Async", )                        \
    X(cufw_memset_d32_async, (cufw_devptr dst, unsigned value, size_t count, cufw_stream *stream), \
      CUFW_STREAM_ARG CUFW_RETURN_OK_IF(count == 0);,                                              \
      CUFW_DRV(cuMemsetD32Async)(dst, value, count, s), "cuMemsetD32Async", )                      \
    X(cufw_memset_2d_d8,                                                                           \
      (cufw_devptr dst, size_t pitch, unsigned char value, size_t width, size_t height),           \
      CUFW_RETURN_IF(width > pitch, CUFW_ERROR_INVALID_ARGUMENT,                                   \
                     "cufw_memset_2d_d8: width exceeds pitch");                                    \
      CUFW_RETURN_OK_IF(width == 0 || height == 0);,                                               \
      CUFW_DRV(cuMemsetD2D8)(dst, pitch, value, width, height), "cuMemsetD2D8", )                  \
    X(cufw_memset_2d_d8_async,                                                                     \
      (cufw_devptr dst, size_t pitch, unsigned char value, size_t width, size_t height,            \
       cufw_stream *stream),                                                                       \
      CUFW_STREAM_ARG                                                                              \
      CUFW_RETURN_IF(width > pitch, CUFW_ERROR_INVALID_ARGUMENT,                                   \
                     "cufw_memset_2d_d8_async: width exceeds pitch");                              \
      CUFW_RETURN_OK_IF(width == 0 || height == 0);,                                               \
      CUFW_DRV(cuMemsetD2D8Async)(dst, pitch, value, width, height, s), "cuMemsetD2D8Async", )     \
    /* between devices (their primary contexts: cufw_device_init) */                               \
    X(cufw_memcpy_peer,                                                                            \
      (cufw_devptr dst, int dst_device, cufw_devptr src, int src_device, size_t bytes),            \
      CUcontext cd; CUcontext cs;                                                                  \
      CUFW_RETURN_IF_FAILED(peer_contexts(dst_device, src_device, &cd, &cs));                      \
      CUFW_RETURN_OK_IF(bytes == 0);,                                                              \
      CUFW_DRV(cuMemcpyPeer)(dst, cd, src, cs, bytes), "cuMemcpyPeer", )                           \
    X(cufw_memcpy_peer_async,                                                                      \
      (cufw_devptr dst, int dst_device, cufw_devptr src, int src_device, size_t bytes,             \
       cufw_stream *stream),                                                                       \
      CUcontext cd; CUcontext cs; CUFW_STREAM_ARG                                                  \
      CUFW_RETURN_IF_FAILED(peer_contexts(dst_device, src_device, &cd, &cs));                      \
      CUFW_RETURN_OK_IF(bytes == 0);,                                                              \
      CUFW_DRV(cuMemcpyPeerAsync)(dst, cd, src, cs, bytes, s), "cuMemcpyPeerAsync", )              \
    /* the memory's facts, managed memory */                                                       \
    X(cufw_memory_info, (size_t *free_bytes, size_t *total_bytes),                                 \
      size_t f; size_t t;                                                                          \
      CUFW_RETURN_IF(free_bytes == NULL && total_bytes == NULL, CUFW_ERROR_INVALID_ARGUMENT,       \
                     "cufw_memory_info: both NULL");,                                              \
      CUFW_DRV(cuMemGetInfo)(&f, &t), "cuMemGetInfo",                                              \
      if (free_bytes != NULL) *free_bytes = f; if (total_bytes != NULL) *total_bytes = t;)         \
    X(cufw_mem_prefetch,                                                                           \
      (cufw_devptr ptr, size_t bytes, int location_type, int location_id, unsigned flags,          \
       cufw_stream *stream),                                                                       \
      CUmemLocation loc; CUFW_STREAM_ARG                                                           \
      loc.type = (CUmemLocationType)location_type; loc.id = location_id;,                          \
      CUFW_DRV(cuMemPrefetchAsync)(ptr, bytes, loc, flags, s), "cuMemPrefetchAsync", )             \
    X(cufw_mem_advise,                                                                             \
      (cufw_devptr ptr, size_t bytes, int advice, int location_type, int location_id),             \
      CUmemLocation loc; loc.type = (CUmemLocationType)location_type; loc.id = location_id;,       \
      CUFW_DRV(cuMemAdvise)(ptr, bytes, (CUmem_advise)advice, loc), "cuMemAdvise", )

MEMORY_CALL_LIST(CUFW_X_CONTEXT_CALL)

/* The one that makes no context current first. */
int cufw_pointer_attribute(int attribute, const void *ptr, void *value)
{
    CUFW_RETURN_IF_NOT_READY();
    CUFW_RETURN_IF(value == NULL, CUFW_ERROR_INVALID_ARGUMENT,
                   "cufw_pointer_attribute: NULL value");
    CUFW_RETURN_IF_DRIVER_FAILS(
        CUFW_DRV(cuPointerGetAttribute)(value, (CUpointer_attribute)attribute, (CUdeviceptr)ptr),
        "cuPointerGetAttribute");
    return CUFW_OK;
}
