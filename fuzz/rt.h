/* SPDX-License-Identifier: MIT */
/*
 * fuzz/rt.h -- what the harnesses over compat's converters share
 * (memcpy3d, graph-memcpy, texture, pitch2d): the CUDA Runtime API of
 * libcufw_cudart.a over the stand-in driver (tests/fakecuda) with
 * tests/reliability/arrayshim.so in front of it, which answers the array,
 * 3D-copy, graph, texture and 2D entry points by recording what reaches
 * them and makes no copy at all -- so any pointer, pitch and extent can be
 * handed in, and a harness sees exactly what compat gave the driver.
 *
 * A harness calls the public Runtime functions (the real checks, end to
 * end) and holds each answer to the rules of compat/direct/array.h and
 * the Runtime's documentation, written out again here with 128-bit
 * arithmetic: a refused call returns its documented code, which is then
 * the thread's last error, and reaches no driver entry point; an accepted
 * one reaches it once (or, for the copies made in pieces, in pieces that
 * add up), with every byte count and offset the one the input describes,
 * none wrapped around.
 */
#ifndef CUFW_FUZZ_RT_H
#define CUFW_FUZZ_RT_H

#include <stddef.h>
#include <stdint.h>

#include <cuda.h>
#include <cuda_runtime_api.h>

#include "fuzz.h"

typedef unsigned __int128 fuzz_u128;

/* ------------------------------------------------------------ the input */

/* The input, read field by field; once it is used up every field is 0. */
struct fuzz_in {
    const uint8_t *p;
    size_t n;
};

/* One byte. */
unsigned fuzz_byte(struct fuzz_in *in);
/*
 * One 64-bit number, by its first byte t, so that the fuzzer reaches the
 * edges of the arithmetic as easily as small values:
 *   0x00-0x7f  t itself
 *   0x80-0xbf  2^(t & 63), plus the next byte as a signed delta
 *   0xc0-0xdf  2^64 - 1 - (t & 31)
 *   0xe0-0xef  (t & 15) << 16 | the next two bytes (little-endian)
 *   0xf0-0xff  the next eight bytes (little-endian)
 */
uint64_t fuzz_num(struct fuzz_in *in);

/* ------------------------------------------------------------ the Runtime on the shim */

/* Start the Runtime on the stand-in behind the shim (once per process;
 * CUFW_TOP_BUILDDIR, else the build tree the harness was built in, names
 * where they lie). Two devices. */
void fuzz_rt_start(void);

/* Every call of an entry point that carries a copy, a fill or an object
 * (the shim's counts), so far. */
unsigned long fuzz_rt_driver_calls(void);
/* The calls the shim was shown since fuzz_log_reset: in order, the first
 * FUZZ_LOG_MAX kept. */
#define FUZZ_LOG_MAX 1024
struct fuzz_call {
    const char *name;
    union {
        CUDA_MEMCPY3D copy3d;
        CUDA_MEMCPY2D copy2d;
        CUDA_MEMSET_NODE_PARAMS fill;
        CUDA_ARRAY_DESCRIPTOR format;
        CUDA_RESOURCE_DESC resource;
        CUgraphNodeParams node;
    } u;
};
struct fuzz_log {
    unsigned long n;
    struct fuzz_call calls[FUZZ_LOG_MAX];
};
extern struct fuzz_log fuzz_log;
void fuzz_log_reset(void);

/* A call compat refused: it returned want, which cudaGetLastError then
 * gives once, and no entry point that copies, fills or makes an object
 * was called since before. */
void fuzz_refused(const char *what, cudaError_t e, cudaError_t want, unsigned long before);
/* A call compat accepted: cudaSuccess, and no error recorded. */
void fuzz_accepted(const char *what, cudaError_t e);

/* The shim's last texture or surface object (arrayshim_object). */
int fuzz_shim_object(CUDA_RESOURCE_DESC *res, CUDA_TEXTURE_DESC *tex,
                     CUDA_RESOURCE_VIEW_DESC *view);

/* ------------------------------------------------------------ arrays */

/* An array of the shim with this descriptor, made through the driver
 * directly (any format, any channel count, any extent); freed by
 * fuzz_arrays_free, which every run calls at its end. NULL when the
 * shim's table is full. */
cudaArray_t fuzz_array(const CUDA_ARRAY3D_DESCRIPTOR *d);
/* The descriptor of an array fuzz_array made: 1, or 0 for another handle. */
int fuzz_array_known(const void *array, CUDA_ARRAY3D_DESCRIPTOR *d);
void fuzz_arrays_free(void);
/* The descriptor the driver holds of any array of the shim: 1, or 0 when
 * the handle is none of its arrays. */
int fuzz_array_descriptor_of(const void *array, CUDA_ARRAY3D_DESCRIPTOR *d);
/* A handle that is no array (the driver says CUDA_ERROR_INVALID_HANDLE). */
cudaArray_t fuzz_bogus_array(void);
/* A descriptor from the input: a known format or any, channels 0-5 or any,
 * any extent. */
void fuzz_array_descriptor(struct fuzz_in *in, CUDA_ARRAY3D_DESCRIPTOR *d);
/* An array side from the input: NULL, one of two arrays made from the
 * input (a and b), or a bogus handle. */
cudaArray_t fuzz_pick_array(struct fuzz_in *in, cudaArray_t a, cudaArray_t b);

/* ------------------------------------------------------------ formats, written again */

/* The bytes of one element (a 4x4 block of a block-compressed format) of a
 * format with that many channels; 0 for a format compat does not size. */
size_t fuzz_element_size(CUarray_format format, unsigned channels);
/* The format and channel count cudart maps a channel descriptor to: 1, or
 * 0 for cudaErrorInvalidChannelDescriptor. */
int fuzz_channel_format(const struct cudaChannelFormatDesc *d, CUarray_format *format,
                        unsigned *channels);
/* The channel descriptor cudart gives back for a format and channel
 * count (kind None, all zero, for a format it has no descriptor of). */
struct cudaChannelFormatDesc fuzz_channel_desc(CUarray_format format, unsigned channels);
/* A format from the input: one of those above mostly, any value else. */
CUarray_format fuzz_pick_format(struct fuzz_in *in);

/* ------------------------------------------------------------ 3D copies, written again */

/* How a cudaMemcpy3DParms arrives: cudaMemcpy3D and its forms (an empty
 * extent copies nothing), cudaMemcpy3DPeer (no kind: device to device;
 * the devices are checked by the harness), a graph's memcpy node (an
 * empty extent is a node all the same). */
enum fuzz_copy_form { FUZZ_COPY_3D, FUZZ_COPY_PEER, FUZZ_COPY_NODE };

/*
 * fuzz_copy_expect -- what compat must do with p (not NULL): the code it
 * returns, and when that is cudaSuccess whether a copy reaches the driver
 * (*made) and the CUDA_MEMCPY3D it is (want; the contexts of a peer copy
 * left NULL), every product computed in 128 bits. devices: for a peer
 * copy, what its two devices' check gives (cudaSuccess when both exist).
 */
cudaError_t fuzz_copy_expect(const struct cudaMemcpy3DParms *p, enum fuzz_copy_form form,
                             cudaError_t devices, int *made, CUDA_MEMCPY3D *want);
/* The memory type the kind gives a pointer side (the source side when src). */
CUmemorytype fuzz_pointer_type(enum cudaMemcpyKind kind, int src);
/* One side of a CUDA_MEMCPY3D as compat fills it (the source side when
 * src): an array, or a pointer of that pitch and height whose memory type
 * the kind gives; at byte x of row y of slice z. */
void fuzz_copy_side(CUDA_MEMCPY3D *c, int src, const void *array, const void *ptr, size_t x,
                    size_t y, size_t z, size_t pitch, size_t height, enum cudaMemcpyKind kind);
/* seen is want, field by field (the reserved fields as want's). */
void fuzz_copy_same(const char *what, const CUDA_MEMCPY3D *seen, const CUDA_MEMCPY3D *want);
/* A cudaMemcpy3DParms from the input, its arrays among a and b. */
void fuzz_copy_params(struct fuzz_in *in, cudaArray_t a, cudaArray_t b,
                      struct cudaMemcpy3DParms *p);

#endif
