/* SPDX-License-Identifier: MIT */
/*
 * cufw/memory.h -- device memory, pinned host memory, copies and fills.
 *
 * Every function works in the calling thread's current device's primary
 * context (activating it on first use) and maps driver failures to cufw
 * codes (cufw_driver_result() keeps the CUresult). Synchronous copies and
 * fills are ordered on the legacy default stream, as the Driver API's are;
 * the _async forms are ordered on the given stream (NULL: default stream,
 * CUFW_STREAM_PER_THREAD, CUFW_STREAM_LEGACY, or a cufw_stream). Zero-byte
 * copies and fills succeed without calling the driver. All functions are
 * thread-safe. Errors common to all: CUFW_ERROR_NOT_INITIALIZED, a sticky
 * error, CUFW_ERROR_INVALID_HANDLE for a bad stream (one of cufw's that is
 * not live, or one of cufw's handles of another kind: cufw/stream.h).
 */
#ifndef CUFW_MEMORY_H
#define CUFW_MEMORY_H

#include <stddef.h>

#include <cufw/module.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Flags of cufw_host_alloc (values of CU_MEMHOSTALLOC_*). */
#define CUFW_HOST_ALLOC_PORTABLE 0x1u
#define CUFW_HOST_ALLOC_MAPPED 0x2u
#define CUFW_HOST_ALLOC_WRITE_COMBINED 0x4u
/* Flags of cufw_host_register (values of CU_MEMHOSTREGISTER_*). */
#define CUFW_HOST_REGISTER_PORTABLE 0x1u
#define CUFW_HOST_REGISTER_MAPPED 0x2u
#define CUFW_HOST_REGISTER_IOMEMORY 0x4u
#define CUFW_HOST_REGISTER_READ_ONLY 0x8u

/*
 * cufw_malloc -- bytes of device memory. Returns CUFW_OK,
 * CUFW_ERROR_INVALID_ARGUMENT (NULL or 0 bytes), CUFW_ERROR_OUT_OF_MEMORY.
 */
int cufw_malloc(cufw_devptr *ptr, size_t bytes);

/*
 * cufw_free -- free device memory; 0 is a no-op. Returns CUFW_OK, or the
 * driver's error for an address cufw_malloc did not return
 * (CUFW_ERROR_INVALID_VALUE).
 */
int cufw_free(cufw_devptr ptr);

/* Flags of cufw_malloc_managed (values of CU_MEM_ATTACH_*). */
#define CUFW_MEM_ATTACH_GLOBAL 0x1u
#define CUFW_MEM_ATTACH_HOST 0x2u

/*
 * cufw_malloc_managed -- bytes of managed memory, attached globally or to
 * the host (CUFW_MEM_ATTACH_GLOBAL or _HOST; 0 means global). Errors as
 * cufw_malloc, and CUFW_ERROR_INVALID_ARGUMENT for other flags.
 */
int cufw_malloc_managed(cufw_devptr *ptr, size_t bytes, unsigned flags);

/*
 * cufw_malloc_pitch -- a 2-D allocation of height rows of width bytes, each
 * row padded to *pitch bytes (element_size 4, 8 or 16 sets alignment).
 * Errors as cufw_malloc.
 */
int cufw_malloc_pitch(cufw_devptr *ptr, size_t *pitch, size_t width, size_t height,
                      unsigned element_size);

/*
 * cufw_malloc_async / cufw_free_async -- stream-ordered allocation from the
 * device's default memory pool.
 */
int cufw_malloc_async(cufw_devptr *ptr, size_t bytes, cufw_stream *stream);
int cufw_free_async(cufw_devptr ptr, cufw_stream *stream);

/*
 * cufw_host_alloc -- bytes of page-locked host memory (flags:
 * CUFW_HOST_ALLOC_*). Returns CUFW_OK, CUFW_ERROR_INVALID_ARGUMENT,
 * CUFW_ERROR_OUT_OF_MEMORY.
 */
int cufw_host_alloc(void **ptr, size_t bytes, unsigned flags);

/* cufw_host_free -- free what cufw_host_alloc returned; NULL is a no-op. */
int cufw_host_free(void *ptr);

/*
 * cufw_host_register / cufw_host_unregister -- page-lock an existing host
 * range (flags: CUFW_HOST_REGISTER_*). Register errors:
 * CUFW_ERROR_INVALID_ARGUMENT, CUFW_ERROR_OUT_OF_MEMORY, or the driver's
 * error for a range already registered (CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED
 * maps to CUFW_ERROR_DRIVER); unregister of a range not registered gives the
 * driver's error likewise.
 */
int cufw_host_register(void *ptr, size_t bytes, unsigned flags);
int cufw_host_unregister(void *ptr);

/*
 * cufw_host_device_pointer -- the device address of mapped pinned memory.
 */
int cufw_host_device_pointer(cufw_devptr *dptr, void *host);

/* Copies (byte counts; 0 bytes succeed at once). */
int cufw_memcpy_htod(cufw_devptr dst, const void *src, size_t bytes);
int cufw_memcpy_dtoh(void *dst, cufw_devptr src, size_t bytes);
int cufw_memcpy_dtod(cufw_devptr dst, cufw_devptr src, size_t bytes);
/* Either side may be host or device memory (unified addressing). */
int cufw_memcpy(void *dst, const void *src, size_t bytes);

int cufw_memcpy_htod_async(cufw_devptr dst, const void *src, size_t bytes, cufw_stream *stream);
int cufw_memcpy_dtoh_async(void *dst, cufw_devptr src, size_t bytes, cufw_stream *stream);
int cufw_memcpy_dtod_async(cufw_devptr dst, cufw_devptr src, size_t bytes, cufw_stream *stream);
int cufw_memcpy_async(void *dst, const void *src, size_t bytes, cufw_stream *stream);

/*
 * cufw_memcpy_2d / _async -- height rows of width bytes between pitched
 * buffers, either side host or device (unified addressing). Returns also
 * CUFW_ERROR_INVALID_ARGUMENT when width exceeds a pitch.
 */
int cufw_memcpy_2d(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width,
                   size_t height);
int cufw_memcpy_2d_async(void *dst, size_t dpitch, const void *src, size_t spitch, size_t width,
                         size_t height, cufw_stream *stream);

/* Fills: count bytes (d8) or count 32-bit words (d32) of dst. */
int cufw_memset_d8(cufw_devptr dst, unsigned char value, size_t count);
int cufw_memset_d32(cufw_devptr dst, unsigned value, size_t count);
int cufw_memset_d8_async(cufw_devptr dst, unsigned char value, size_t count, cufw_stream *stream);
int cufw_memset_d32_async(cufw_devptr dst, unsigned value, size_t count, cufw_stream *stream);
/* 2-D byte fill of height rows of width bytes, rows pitch bytes apart. */
int cufw_memset_2d_d8(cufw_devptr dst, size_t pitch, unsigned char value, size_t width,
                      size_t height);
int cufw_memset_2d_d8_async(cufw_devptr dst, size_t pitch, unsigned char value, size_t width,
                            size_t height, cufw_stream *stream);

/*
 * cufw_pointer_attribute -- one CUpointer_attribute (cuda.h) of an address
 * (cuPointerGetAttribute); value points to storage of the attribute's type.
 * Returns CUFW_OK, CUFW_ERROR_INVALID_ARGUMENT, or the driver's error
 * (CUFW_ERROR_INVALID_VALUE for an address the driver does not know).
 */
int cufw_pointer_attribute(int attribute, const void *ptr, void *value);

/*
 * cufw_memcpy_peer / _async -- bytes from src on device src_device to dst on
 * device dst_device (cuMemcpyPeer), through the devices' primary contexts.
 * Returns CUFW_OK, CUFW_ERROR_INVALID_DEVICE, a driver error.
 */
int cufw_memcpy_peer(cufw_devptr dst, int dst_device, cufw_devptr src, int src_device,
                     size_t bytes);
int cufw_memcpy_peer_async(cufw_devptr dst, int dst_device, cufw_devptr src, int src_device,
                           size_t bytes, cufw_stream *stream);

/*
 * cufw_mem_prefetch -- migrate managed memory to a location
 * (cuMemPrefetchAsync_v2): location_type is a CUmemLocationType (1: a
 * device, id = ordinal; 2: the host), flags 0. cufw_mem_advise -- a
 * CUmem_advise hint for the range and location (cuMemAdvise_v2). Errors:
 * CUFW_ERROR_INVALID_HANDLE (stream), the driver's.
 */
int cufw_mem_prefetch(cufw_devptr ptr, size_t bytes, int location_type, int location_id,
                      unsigned flags, cufw_stream *stream);
int cufw_mem_advise(cufw_devptr ptr, size_t bytes, int advice, int location_type,
                    int location_id);

/*
 * cufw_memory_info -- free and total bytes of the current device. Returns
 * CUFW_OK, CUFW_ERROR_INVALID_ARGUMENT (both NULL), a driver error.
 */
int cufw_memory_info(size_t *free_bytes, size_t *total_bytes);

#ifdef __cplusplus
}
#endif

#endif
