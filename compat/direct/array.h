/* SPDX-License-Identifier: MIT */
/*
 * compat/direct/array.h -- what the arrays family shares with itself and
 * with the families that take its structures: the channel formats
 * (texture.c), an array's descriptor and element size (array.c), the
 * checked size arithmetic of every conversion that counts elements, rows
 * or slices, and the one conversion of a cudaMemcpy3DParms (array_copy.c),
 * which cudaMemcpy3D* and the graphs' memcpy nodes share.
 */
#ifndef CUFW_COMPAT_ARRAY_H
#define CUFW_COMPAT_ARRAY_H

#include "direct.h"

#include <stddef.h>
#include <stdint.h>

/* Field f of the Runtime's structure r is field f of the Driver's d (where
 * compat hands the caller's structure to the driver as it is). */
#define RT_SAME_FIELD(r, d, f)                                                                  \
    _Static_assert(offsetof(r, f) == offsetof(d, f) &&                                          \
                       sizeof(((r *)0)->f) == sizeof(((d *)0)->f),                              \
                   #r "." #f " is " #d "." #f)
/* The Runtime's structure r is the Driver's d, as large. */
#define RT_SAME_SIZE(r, d) _Static_assert(sizeof(r) == sizeof(d), #r " is " #d)

/* ------------------------------------------------------------ channel formats (texture.c) */

/* The format and channel count of a channel descriptor, as cudart maps
 * them: cudaSuccess, or cudaErrorInvalidChannelDescriptor (not recorded)
 * for a descriptor no array format has. */
CUFW_HIDDEN cudaError_t cufw__rt_texture_format(const struct cudaChannelFormatDesc *desc,
                                              CUarray_format *format, unsigned *channels);
/* The channel descriptor of a format and channel count (cudaGetChannelDesc,
 * cudaArrayGetInfo, the resource descriptor getters). */
CUFW_HIDDEN struct cudaChannelFormatDesc cufw__rt_texture_desc(CUarray_format format,
                                                            unsigned channels);
/* The bytes of one element of that format (a block of a block-compressed
 * format), 0 for a format compat does not know. */
CUFW_HIDDEN size_t cufw__rt_texture_element_size(CUarray_format format, unsigned channels);

/* ------------------------------------------------------------ arrays (array.c) */

/* The descriptor of an array (cuArray3DGetDescriptor_v2, in the current
 * device's primary context when no context is current): cudaSuccess or
 * the driver's error, recorded. */
CUFW_HIDDEN cudaError_t cufw__rt_array_descriptor(const void *array, CUDA_ARRAY3D_DESCRIPTOR *d);
/* The bytes of one element of an array, from its descriptor: cudaSuccess,
 * the driver's error, or cudaErrorInvalidValue for a format compat cannot
 * size; recorded. */
CUFW_HIDDEN cudaError_t cufw__rt_array_element_size(const void *array, size_t *size);

/* ------------------------------------------------------------ checked sizes */

/*
 * The sizes a conversion computes, each by one helper that refuses a
 * product that does not fit a size_t, or an address past the end of the
 * address space (it returns 0 then, 1 when *out is the product or the
 * address). No conversion multiplies sizes or adds them to a pointer by
 * hand: a position or an extent far beyond any array would otherwise wrap
 * around to a small number and reach the driver as a small, valid copy
 * (issue 25, N5), and a pointer side running past the top of the address
 * space would go on at address 0 (issue 25, class 3).
 */

/* count elements of size bytes each: a position or a width in bytes. */
static inline int cufw__rt_array_bytes(size_t count, size_t size, size_t *out)
{
    return !__builtin_mul_overflow(count, size, out);
}

/* height rows in each of depth slices: the rows of a 3D extent. */
static inline int cufw__rt_array_rows(size_t height, size_t depth, size_t *out)
{
    return !__builtin_mul_overflow(height, depth, out);
}

/* rows rows of pitch bytes each: the bytes a pitched block spans. */
static inline int cufw__rt_array_span(size_t pitch, size_t rows, size_t *out)
{
    return !__builtin_mul_overflow(pitch, rows, out);
}

/* bytes bytes at address base: the address of their last byte (base
 * itself for none), which must lie inside the address space -- a pointer
 * near its top and a size that ran on past it would wrap around to
 * address 0 and reach the driver as a copy or fill of the bottom pages. */
static inline int cufw__rt_array_last(const void *base, size_t bytes, uintptr_t *out)
{
    return !__builtin_add_overflow((uintptr_t)base, bytes != 0 ? bytes - 1 : 0, out);
}

/* ------------------------------------------------------------ 3D copies (array_copy.c) */

/*
 * cufw__rt_array_copy_check -- the checks of a cudaMemcpy3DParms that need
 * no driver, in cudart's order: p not NULL; the kind one of
 * cudaMemcpyKind's (else cudaErrorInvalidMemcpyDirection); on each side
 * exactly one of an array and a pointer; no kind that says host for an
 * array side. Returns cudaSuccess or the error, recorded.
 */
CUFW_HIDDEN cudaError_t cufw__rt_array_copy_check(const struct cudaMemcpy3DParms *p);

/*
 * cufw__rt_array_copy_to_driver -- cudaMemcpy3DParms -> CUDA_MEMCPY3D, as
 * cudaMemcpy3D* and the memcpy nodes of graphs take it: the checks above,
 * then the element size of each array taking part
 * (cuArray3DGetDescriptor_v2; two arrays must have the same), the extent's
 * width and both sides' x positions in the array's elements (bytes when
 * none takes part) turned into bytes by the checked helpers
 * (cudaErrorInvalidValue when they overflow), and a pointer side's pitch
 * at least that width (cudaErrorInvalidPitchValue). The kind gives the
 * memory type of a pointer side (cudaMemcpyDefault: unified). Returns
 * cudaSuccess or the error, recorded; no copy is made.
 */
CUFW_HIDDEN cudaError_t cufw__rt_array_copy_to_driver(const struct cudaMemcpy3DParms *p,
                                                    CUDA_MEMCPY3D *c);

/*
 * cufw__rt_array_copy_from_driver -- CUDA_MEMCPY3D -> cudaMemcpy3DParms
 * (the memcpy node getters): bytes back to the elements of the array
 * taking part (cuArray3DGetDescriptor_v2), the kind read off the memory
 * types (unified on either side: cudaMemcpyDefault). Returns cudaSuccess
 * or the driver's error, recorded.
 */
CUFW_HIDDEN cudaError_t cufw__rt_array_copy_from_driver(const CUDA_MEMCPY3D *c,
                                                      struct cudaMemcpy3DParms *p);

#endif
