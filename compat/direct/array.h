/* SPDX-License-Identifier: MIT */
/*
 * compat/array.h -- what array.c and texture.c share: the conversion of a
 * cudaChannelFormatDesc to the Driver's CUarray_format and channel count
 * and back (texture.c), and the size of one array element (array.c).
 */
#ifndef CUFW_COMPAT_ARRAY_H
#define CUFW_COMPAT_ARRAY_H

#include "direct.h"

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

#endif
