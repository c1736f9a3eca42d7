/* SPDX-License-Identifier: MIT */
/*
 * compat/direct/array_copy.c -- the copies to, from and between CUDA
 * arrays (2D, the deprecated 1D family, 3D, 3D between devices, batches),
 * pitched 3D memory and its fills, and the one conversion of a
 * cudaMemcpy3DParms, which the graphs' memcpy nodes share (array.h).
 *
 * IMPLEMENTATION NOTES
 * Every array copy becomes one CUDA_MEMCPY3D (a 2D copy is a 3D copy one
 * slice deep): the Runtime's cudaMemcpyKind chooses the memory type of the
 * side that is a pointer (host, device, or unified for cudaMemcpyDefault,
 * where the driver tells host from device), the side that is an array is
 * CU_MEMORYTYPE_ARRAY. Offsets into arrays are bytes across and rows down
 * in the 2D functions, and elements in cudaMemcpy3D, whose extent is in
 * elements of the array taking part (bytes when none does): compat
 * multiplies by the element size, which it reads from the array's
 * descriptor (array.c), through the checked helpers of array.h, so that a
 * position or extent too large for any array is refused rather than
 * wrapped around into a small copy. A cudaMemcpy3DPeer is the same
 * conversion: CUDA_MEMCPY3D_PEER is CUDA_MEMCPY3D with the two contexts in
 * its reserved fields.
 *
 * Synchronous copies run on the legacy default stream (cuMemcpy3D); the
 * _ptds forms issue the asynchronous copy on CU_STREAM_PER_THREAD and wait
 * for that stream; a _ptsz form is its asynchronous function given that
 * stream for the null one. The batch copies of CUDA 12.8 pass the
 * caller's arrays to the driver as they are (their layouts are the
 * Driver's, checked at compile time).
 */
#include "array.h"

#include <string.h>

/* How a copy or fill is issued. */
enum mode { SYNC, ASYNC, PTDS };

static CUdeviceptr dev(const void *p)
{
    return (CUdeviceptr)(uintptr_t)p;
}

static int kind_ok(enum cudaMemcpyKind kind)
{
    return (unsigned)kind <= cudaMemcpyDefault;
}

/* ------------------------------------------------------------ copies */

/* One side of a CUDA_MEMCPY3D that is a pointer: its memory type follows
 * the kind (source side when src is set). */
static void pointer_side(CUDA_MEMCPY3D *c, int src, const void *p, size_t pitch, size_t height,
                         enum cudaMemcpyKind kind)
{
    int host;
    CUmemorytype t;

    if (kind == cudaMemcpyDefault) {
        t = CU_MEMORYTYPE_UNIFIED;
        host = 0;
    } else {
        host = src ? (kind == cudaMemcpyHostToHost || kind == cudaMemcpyHostToDevice)
                   : (kind == cudaMemcpyHostToHost || kind == cudaMemcpyDeviceToHost);
        t = host ? CU_MEMORYTYPE_HOST : CU_MEMORYTYPE_DEVICE;
    }
    if (src) {
        c->srcMemoryType = t;
        if (host)
            c->srcHost = p;
        else
            c->srcDevice = dev(p);
        c->srcPitch = pitch;
        c->srcHeight = height;
    } else {
        c->dstMemoryType = t;
        if (host)
            c->dstHost = (void *)(uintptr_t)p;
        else
            c->dstDevice = dev(p);
        c->dstPitch = pitch;
        c->dstHeight = height;
    }
}

/* Where one side of a CUDA_MEMCPY3D starts: byte x of row y of slice z. */
static void place(CUDA_MEMCPY3D *c, int src, size_t x, size_t y, size_t z)
{
    if (src) {
        c->srcXInBytes = x;
        c->srcY = y;
        c->srcZ = z;
    } else {
        c->dstXInBytes = x;
        c->dstY = y;
        c->dstZ = z;
    }
}

/* One side of a CUDA_MEMCPY3D that is an array, from byte x of row y of
 * slice z (source side when src is set). */
static void array_side(CUDA_MEMCPY3D *c, int src, const void *array, size_t x, size_t y,
                       size_t z)
{
    if (src) {
        c->srcMemoryType = CU_MEMORYTYPE_ARRAY;
        c->srcArray = (CUarray)(uintptr_t)array;
    } else {
        c->dstMemoryType = CU_MEMORYTYPE_ARRAY;
        c->dstArray = (CUarray)(uintptr_t)array;
    }
    place(c, src, x, y, z);
}

/* Issue one CUDA_MEMCPY3D: cuMemcpy3D_v2, or cuMemcpy3DAsync_v2 on the
 * stream (and, for _ptds, a wait for it). */
static cudaError_t copy3d(const CUDA_MEMCPY3D *c, CUstream s, enum mode m)
{
    if (m == SYNC) /* cuda.h makes cuMemcpy3D a macro: no RT_RETURN_DRIVER */
        RT_RETURN_DRIVER(cuMemcpy3D, c);
    RT_RETURN_IF_DRIVER_FAILS(cuMemcpy3DAsync, c, m == PTDS ? CU_STREAM_PER_THREAD : s);
    if (m == PTDS)
        RT_RETURN(cufw_stream_synchronize(CUFW_STREAM_PER_THREAD));
    return cudaSuccess;
}

/* cudaMemcpy2DToArray and friends: width bytes by height rows, at byte
 * wOffset and row hOffset of the array side(s). */
static cudaError_t copy_2d(cudaArray_const_t dst_array, size_t dst_x, size_t dst_y, void *dst,
                           size_t dpitch, cudaArray_const_t src_array, size_t src_x, size_t src_y,
                           const void *src, size_t spitch, size_t width, size_t height,
                           enum cudaMemcpyKind kind, CUstream s, enum mode m)
{
    CUDA_MEMCPY3D c;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(!kind_ok(kind), cudaErrorInvalidMemcpyDirection);
    /* a pitch narrower than the width: cudart's cudaErrorInvalidPitchValue,
     * but cudaErrorInvalidValue for a single row (seen on the H200, 13.0) */
    RT_RETURN_IF((dst_array == NULL && width > dpitch) || (src_array == NULL && width > spitch),
                 height > 1 ? cudaErrorInvalidPitchValue : cudaErrorInvalidValue);
    if (width == 0 || height == 0)
        return cudaSuccess;
    RT_RETURN_IF_NO_CONTEXT();
    memset(&c, 0, sizeof c);
    if (src_array != NULL)
        array_side(&c, 1, src_array, src_x, src_y, 0);
    else
        pointer_side(&c, 1, src, spitch, height, kind);
    if (dst_array != NULL)
        array_side(&c, 0, dst_array, dst_x, dst_y, 0);
    else
        pointer_side(&c, 0, dst, dpitch, height, kind);
    c.WidthInBytes = width;
    c.Height = height;
    c.Depth = 1;
    return copy3d(&c, s, m);
}

/* cuMemcpy3D_v2 (a 2D copy is one slice) */
cudaError_t RT_ENTRY(cudaMemcpy2DToArray)(cudaArray_t dst, size_t wOffset, size_t hOffset,
                                          const void *src, size_t spitch, size_t width,
                                          size_t height, enum cudaMemcpyKind kind)
{
    return copy_2d(dst, wOffset, hOffset, NULL, 0, NULL, 0, 0, src, spitch, width, height, kind,
                   NULL, SYNC);
}

cudaError_t RT_ENTRY(cudaMemcpy2DToArray_ptds)(cudaArray_t dst, size_t wOffset, size_t hOffset,
                                               const void *src, size_t spitch, size_t width,
                                               size_t height, enum cudaMemcpyKind kind)
{
    return copy_2d(dst, wOffset, hOffset, NULL, 0, NULL, 0, 0, src, spitch, width, height, kind,
                   NULL, PTDS);
}

/* cuMemcpy3DAsync_v2 */
cudaError_t RT_ENTRY(cudaMemcpy2DToArrayAsync)(cudaArray_t dst, size_t wOffset, size_t hOffset,
                                               const void *src, size_t spitch, size_t width,
                                               size_t height, enum cudaMemcpyKind kind,
                                               cudaStream_t stream)
{
    return copy_2d(dst, wOffset, hOffset, NULL, 0, NULL, 0, 0, src, spitch, width, height, kind,
                   cufw__rt_cu_stream(stream), ASYNC);
}

cudaError_t RT_ENTRY(cudaMemcpy2DToArrayAsync_ptsz)(cudaArray_t dst, size_t wOffset, size_t hOffset,
                                                    const void *src, size_t spitch, size_t width,
                                                    size_t height, enum cudaMemcpyKind kind,
                                                    cudaStream_t stream)
{
    return RT_ENTRY(cudaMemcpy2DToArrayAsync)(dst, wOffset, hOffset, src, spitch, width, height,
                                              kind, cufw__rt_cu_stream_ptsz(stream));
}

/* cuMemcpy3D_v2 */
cudaError_t RT_ENTRY(cudaMemcpy2DFromArray)(void *dst, size_t dpitch, cudaArray_const_t src,
                                            size_t wOffset, size_t hOffset, size_t width,
                                            size_t height, enum cudaMemcpyKind kind)
{
    return copy_2d(NULL, 0, 0, dst, dpitch, src, wOffset, hOffset, NULL, 0, width, height, kind,
                   NULL, SYNC);
}

cudaError_t RT_ENTRY(cudaMemcpy2DFromArray_ptds)(void *dst, size_t dpitch, cudaArray_const_t src,
                                                 size_t wOffset, size_t hOffset, size_t width,
                                                 size_t height, enum cudaMemcpyKind kind)
{
    return copy_2d(NULL, 0, 0, dst, dpitch, src, wOffset, hOffset, NULL, 0, width, height, kind,
                   NULL, PTDS);
}

/* cuMemcpy3DAsync_v2 */
cudaError_t RT_ENTRY(cudaMemcpy2DFromArrayAsync)(void *dst, size_t dpitch, cudaArray_const_t src,
                                                 size_t wOffset, size_t hOffset, size_t width,
                                                 size_t height, enum cudaMemcpyKind kind,
                                                 cudaStream_t stream)
{
    return copy_2d(NULL, 0, 0, dst, dpitch, src, wOffset, hOffset, NULL, 0, width, height, kind,
                   cufw__rt_cu_stream(stream), ASYNC);
}

cudaError_t RT_ENTRY(cudaMemcpy2DFromArrayAsync_ptsz)(void *dst, size_t dpitch,
                                                      cudaArray_const_t src, size_t wOffset,
                                                      size_t hOffset, size_t width, size_t height,
                                                      enum cudaMemcpyKind kind, cudaStream_t stream)
{
    return RT_ENTRY(cudaMemcpy2DFromArrayAsync)(dst, dpitch, src, wOffset, hOffset, width, height,
                                                kind, cufw__rt_cu_stream_ptsz(stream));
}

/* cuMemcpy3D_v2 */
cudaError_t RT_ENTRY(cudaMemcpy2DArrayToArray)(cudaArray_t dst, size_t wOffsetDst,
                                               size_t hOffsetDst, cudaArray_const_t src,
                                               size_t wOffsetSrc, size_t hOffsetSrc, size_t width,
                                               size_t height, enum cudaMemcpyKind kind)
{
    return copy_2d(dst, wOffsetDst, hOffsetDst, NULL, 0, src, wOffsetSrc, hOffsetSrc, NULL, 0,
                   width, height, kind, NULL, SYNC);
}

cudaError_t RT_ENTRY(cudaMemcpy2DArrayToArray_ptds)(cudaArray_t dst, size_t wOffsetDst,
                                                    size_t hOffsetDst, cudaArray_const_t src,
                                                    size_t wOffsetSrc, size_t hOffsetSrc,
                                                    size_t width, size_t height,
                                                    enum cudaMemcpyKind kind)
{
    return copy_2d(dst, wOffsetDst, hOffsetDst, NULL, 0, src, wOffsetSrc, hOffsetSrc, NULL, 0,
                   width, height, kind, NULL, PTDS);
}

/*
 * The 1D copies of the deprecated cudaMemcpyToArray family: count bytes
 * from byte wOffset of row hOffset, running on into the next rows. A
 * flat side is an array (row = its width in bytes, rows = its height) or
 * a pointer (row 0: unbounded). The copy goes as whole rows where both
 * sides allow it, else as pieces of a row: between an array and a
 * pointer, at most three calls (the rest of the first row, the whole rows,
 * the start of the last), however many rows it crosses.
 */
struct flat {
    const void *array; /* the array, or NULL */
    const void *ptr;   /* the pointer side */
    size_t row, rows;  /* an array's row in bytes and its rows */
    size_t x, y;       /* position: byte in row and row; for a pointer, x */
};

/* A side of a 1D copy of count bytes, checked: from (x, y) of an array,
 * count bytes fit before its end; from a pointer (x 0), count bytes end
 * inside the address space. */
static cudaError_t flat_open(struct flat *f, const void *array, const void *ptr, size_t x,
                             size_t y, size_t count)
{
    CUDA_ARRAY3D_DESCRIPTOR d;
    cudaError_t e;
    size_t es, left;
    uintptr_t last;

    f->array = array;
    f->ptr = ptr;
    f->x = x;
    f->y = y;
    if (array == NULL) {
        f->row = 0;
        RT_RETURN_IF(!cufw__rt_array_last(ptr, count, &last), cudaErrorInvalidValue);
        return cudaSuccess;
    }
    e = cufw__rt_array_descriptor(array, &d);
    if (e != cudaSuccess)
        return e;
    f->rows = d.Height != 0 ? d.Height : 1;
    es = cufw__rt_texture_element_size(d.Format, d.NumChannels);
    RT_RETURN_IF(!cufw__rt_array_bytes(d.Width, es, &f->row), cudaErrorInvalidValue);
    RT_RETURN_IF(f->row == 0 || x >= f->row || y >= f->rows, cudaErrorInvalidValue);
    /* the bytes from (x, y) to the array's end */
    RT_RETURN_IF(!cufw__rt_array_span(f->row, f->rows - y, &left), cudaErrorInvalidValue);
    RT_RETURN_IF(left - x < count, cudaErrorInvalidValue);
    return cudaSuccess;
}

static void flat_side(CUDA_MEMCPY3D *c, int src, const struct flat *f, size_t pitch,
                      enum cudaMemcpyKind kind)
{
    if (f->array == NULL)
        pointer_side(c, src, (const void *)((uintptr_t)f->ptr + f->x), pitch, 0, kind);
    else
        array_side(c, src, f->array, f->x, f->y, 0);
}

static void flat_advance(struct flat *f, size_t n)
{
    f->x += n;
    if (f->row != 0) {
        f->y += f->x / f->row;
        f->x %= f->row;
    }
}

/* Whether a side takes whole rows of row bytes from where it is: a
 * pointer always, wherever it has got to (its bytes follow each other),
 * an array at the start of a row of that length. */
static int flat_whole(const struct flat *f, size_t row)
{
    return f->row == 0 || (f->row == row && f->x == 0);
}

/* The bytes of a row left at a position (SIZE_MAX for a pointer). */
static size_t flat_left(const struct flat *f)
{
    return f->row == 0 ? SIZE_MAX : f->row - f->x;
}

static cudaError_t copy_flat(const void *dst_array, size_t dst_x, size_t dst_y, void *dst,
                             const void *src_array, size_t src_x, size_t src_y, const void *src,
                             size_t count, enum cudaMemcpyKind kind, CUstream s, enum mode m)
{
    struct flat d, f;
    CUDA_MEMCPY3D c;
    cudaError_t e;
    size_t n, row;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(!kind_ok(kind), cudaErrorInvalidMemcpyDirection);
    if (count == 0)
        return cudaSuccess;
    RT_RETURN_IF((dst_array == NULL && dst == NULL) || (src_array == NULL && src == NULL),
                 cudaErrorInvalidValue);
    e = flat_open(&d, dst_array, dst, dst_x, dst_y, count);
    if (e == cudaSuccess)
        e = flat_open(&f, src_array, src, src_x, src_y, count);
    if (e != cudaSuccess)
        return e;
    if (m == PTDS) /* the pieces go on the thread's stream, one wait at the end */
        s = CU_STREAM_PER_THREAD;
    while (count > 0) {
        memset(&c, 0, sizeof c);
        row = d.row != 0 ? d.row : f.row; /* both 0: one piece below */
        if (row != 0 && count >= row && flat_whole(&d, row) && flat_whole(&f, row)) {
            /* whole rows at once */
            c.WidthInBytes = row;
            c.Height = count / row;
        } else {
            n = count;
            if (flat_left(&d) < n)
                n = flat_left(&d);
            if (flat_left(&f) < n)
                n = flat_left(&f);
            c.WidthInBytes = n;
            c.Height = 1;
        }
        c.Depth = 1;
        flat_side(&c, 1, &f, c.WidthInBytes, kind);
        flat_side(&c, 0, &d, c.WidthInBytes, kind);
        e = copy3d(&c, s, m == PTDS ? ASYNC : m);
        if (e != cudaSuccess)
            return e;
        n = c.WidthInBytes * c.Height;
        flat_advance(&d, n);
        flat_advance(&f, n);
        count -= n;
    }
    if (m == PTDS)
        RT_RETURN(cufw_stream_synchronize(CUFW_STREAM_PER_THREAD));
    return cudaSuccess;
}

/* cuArray3DGetDescriptor_v2, cuMemcpy3D_v2 (one call per run of rows) */
cudaError_t RT_ENTRY(cudaMemcpyToArray)(cudaArray_t dst, size_t wOffset, size_t hOffset,
                                        const void *src, size_t count, enum cudaMemcpyKind kind)
{
    return copy_flat(dst, wOffset, hOffset, NULL, NULL, 0, 0, src, count, kind, NULL, SYNC);
}

cudaError_t RT_ENTRY(cudaMemcpyToArray_ptds)(cudaArray_t dst, size_t wOffset, size_t hOffset,
                                             const void *src, size_t count,
                                             enum cudaMemcpyKind kind)
{
    return copy_flat(dst, wOffset, hOffset, NULL, NULL, 0, 0, src, count, kind, NULL, PTDS);
}

/* cuArray3DGetDescriptor_v2, cuMemcpy3DAsync_v2 */
cudaError_t RT_ENTRY(cudaMemcpyToArrayAsync)(cudaArray_t dst, size_t wOffset, size_t hOffset,
                                             const void *src, size_t count,
                                             enum cudaMemcpyKind kind, cudaStream_t stream)
{
    return copy_flat(dst, wOffset, hOffset, NULL, NULL, 0, 0, src, count, kind,
                     cufw__rt_cu_stream(stream), ASYNC);
}

cudaError_t RT_ENTRY(cudaMemcpyToArrayAsync_ptsz)(cudaArray_t dst, size_t wOffset, size_t hOffset,
                                                  const void *src, size_t count,
                                                  enum cudaMemcpyKind kind, cudaStream_t stream)
{
    return RT_ENTRY(cudaMemcpyToArrayAsync)(dst, wOffset, hOffset, src, count, kind,
                                            cufw__rt_cu_stream_ptsz(stream));
}

/* cuArray3DGetDescriptor_v2, cuMemcpy3D_v2 */
cudaError_t RT_ENTRY(cudaMemcpyFromArray)(void *dst, cudaArray_const_t src, size_t wOffset,
                                          size_t hOffset, size_t count, enum cudaMemcpyKind kind)
{
    return copy_flat(NULL, 0, 0, dst, src, wOffset, hOffset, NULL, count, kind, NULL, SYNC);
}

cudaError_t RT_ENTRY(cudaMemcpyFromArray_ptds)(void *dst, cudaArray_const_t src, size_t wOffset,
                                               size_t hOffset, size_t count,
                                               enum cudaMemcpyKind kind)
{
    return copy_flat(NULL, 0, 0, dst, src, wOffset, hOffset, NULL, count, kind, NULL, PTDS);
}

/* cuArray3DGetDescriptor_v2, cuMemcpy3DAsync_v2 */
cudaError_t RT_ENTRY(cudaMemcpyFromArrayAsync)(void *dst, cudaArray_const_t src, size_t wOffset,
                                               size_t hOffset, size_t count,
                                               enum cudaMemcpyKind kind, cudaStream_t stream)
{
    return copy_flat(NULL, 0, 0, dst, src, wOffset, hOffset, NULL, count, kind,
                     cufw__rt_cu_stream(stream), ASYNC);
}

cudaError_t RT_ENTRY(cudaMemcpyFromArrayAsync_ptsz)(void *dst, cudaArray_const_t src,
                                                    size_t wOffset, size_t hOffset, size_t count,
                                                    enum cudaMemcpyKind kind, cudaStream_t stream)
{
    return RT_ENTRY(cudaMemcpyFromArrayAsync)(dst, src, wOffset, hOffset, count, kind,
                                              cufw__rt_cu_stream_ptsz(stream));
}

/* cuArray3DGetDescriptor_v2 (both), cuMemcpy3D_v2 */
cudaError_t RT_ENTRY(cudaMemcpyArrayToArray)(cudaArray_t dst, size_t wOffsetDst, size_t hOffsetDst,
                                             cudaArray_const_t src, size_t wOffsetSrc,
                                             size_t hOffsetSrc, size_t count,
                                             enum cudaMemcpyKind kind)
{
    return copy_flat(dst, wOffsetDst, hOffsetDst, NULL, src, wOffsetSrc, hOffsetSrc, NULL, count,
                     kind, NULL, SYNC);
}

cudaError_t RT_ENTRY(cudaMemcpyArrayToArray_ptds)(cudaArray_t dst, size_t wOffsetDst,
                                                  size_t hOffsetDst, cudaArray_const_t src,
                                                  size_t wOffsetSrc, size_t hOffsetSrc,
                                                  size_t count, enum cudaMemcpyKind kind)
{
    return copy_flat(dst, wOffsetDst, hOffsetDst, NULL, src, wOffsetSrc, hOffsetSrc, NULL, count,
                     kind, NULL, PTDS);
}

/* ------------------------------------------------------------ 3D copies */

/* One side of a 3D copy, checked: an array or a pitched pointer, never
 * both nor neither. */
static int side_ok(const void *array, const struct cudaPitchedPtr *p)
{
    return (array != NULL) != (p->ptr != NULL);
}

/* see array.h */
cudaError_t cufw__rt_array_copy_check(const struct cudaMemcpy3DParms *p)
{
    RT_RETURN_IF(p == NULL, cudaErrorInvalidValue);
    RT_RETURN_IF(!kind_ok(p->kind), cudaErrorInvalidMemcpyDirection);
    RT_RETURN_IF(!side_ok(p->srcArray, &p->srcPtr) || !side_ok(p->dstArray, &p->dstPtr),
                 cudaErrorInvalidValue);
    /* an array is device memory: a kind that says host for it is refused
     * (cudart on the H200, CUDA 13.0; its documentation says corrected) */
    RT_RETURN_IF(p->srcArray != NULL && (p->kind == cudaMemcpyHostToHost ||
                                         p->kind == cudaMemcpyHostToDevice), cudaErrorInvalidValue);
    RT_RETURN_IF(p->dstArray != NULL && (p->kind == cudaMemcpyHostToHost ||
                                         p->kind == cudaMemcpyDeviceToHost), cudaErrorInvalidValue);
    return cudaSuccess;
}

/* One side of a 3D copy: an array, x in its elements; or a pitched
 * pointer whose x counts the elements of the array taking part, as the
 * extent does (cudart's reading, not the documentation's bytes: seen on
 * the H200, CUDA 13.0), bytes when none does, and whose pitch holds the
 * copy's width. es is that element size (1: none). */
static cudaError_t side_3d(CUDA_MEMCPY3D *c, int src, const void *array, struct cudaPos pos,
                           const struct cudaPitchedPtr *ptr, size_t es, enum cudaMemcpyKind kind)
{
    size_t x;

    RT_RETURN_IF(!cufw__rt_array_bytes(pos.x, es, &x), cudaErrorInvalidValue);
    if (array != NULL) {
        array_side(c, src, array, x, pos.y, pos.z);
        return cudaSuccess;
    }
    RT_RETURN_IF(c->WidthInBytes > ptr->pitch, cudaErrorInvalidPitchValue);
    pointer_side(c, src, ptr->ptr, ptr->pitch, ptr->ysize, kind);
    place(c, src, x, pos.y, pos.z);
    return cudaSuccess;
}

/* cufw__rt_array_copy_to_driver past its checks. */
static cudaError_t to_driver(const struct cudaMemcpy3DParms *p, CUDA_MEMCPY3D *c)
{
    size_t es = 1, dst_es = 1;
    cudaError_t e;

    memset(c, 0, sizeof *c);
    if (p->srcArray != NULL && (e = cufw__rt_array_element_size(p->srcArray, &es)) != cudaSuccess)
        return e;
    if (p->dstArray != NULL) {
        e = cufw__rt_array_element_size(p->dstArray, &dst_es);
        if (e != cudaSuccess)
            return e;
        /* documented: two arrays of one element size */
        RT_RETURN_IF(p->srcArray != NULL && dst_es != es, cudaErrorInvalidValue);
        es = dst_es;
    }
    RT_RETURN_IF(!cufw__rt_array_bytes(p->extent.width, es, &c->WidthInBytes),
                 cudaErrorInvalidValue);
    c->Height = p->extent.height;
    c->Depth = p->extent.depth;
    e = side_3d(c, 1, p->srcArray, p->srcPos, &p->srcPtr, es, p->kind);
    if (e == cudaSuccess)
        e = side_3d(c, 0, p->dstArray, p->dstPos, &p->dstPtr, es, p->kind);
    return e;
}

/* see array.h */
cudaError_t cufw__rt_array_copy_to_driver(const struct cudaMemcpy3DParms *p, CUDA_MEMCPY3D *c)
{
    cudaError_t e = cufw__rt_array_copy_check(p);

    return e != cudaSuccess ? e : to_driver(p, c);
}

/* The pitched pointer of one side of a CUDA_MEMCPY3D that is no array. */
static struct cudaPitchedPtr pointer_back(CUmemorytype t, const void *host, CUdeviceptr device,
                                          size_t pitch, size_t width, size_t height)
{
    struct cudaPitchedPtr p;

    p.ptr = t == CU_MEMORYTYPE_HOST ? (void *)(uintptr_t)host : (void *)(uintptr_t)device;
    p.pitch = pitch;
    p.xsize = width;
    p.ysize = height;
    return p;
}

/* see array.h */
cudaError_t cufw__rt_array_copy_from_driver(const CUDA_MEMCPY3D *c, struct cudaMemcpy3DParms *p)
{
    CUDA_ARRAY3D_DESCRIPTOR d;
    size_t es[2] = {1, 1}, unit;
    const CUarray arrays[2] = {c->srcMemoryType == CU_MEMORYTYPE_ARRAY ? c->srcArray : NULL,
                               c->dstMemoryType == CU_MEMORYTYPE_ARRAY ? c->dstArray : NULL};
    cudaError_t e;
    int i;

    memset(p, 0, sizeof *p);
    for (i = 0; i < 2; i++) {
        if (arrays[i] == NULL)
            continue;
        if ((e = cufw__rt_array_descriptor(arrays[i], &d)) != cudaSuccess)
            return e;
        es[i] = cufw__rt_texture_element_size(d.Format, d.NumChannels);
        es[i] = es[i] != 0 ? es[i] : 1;
    }
    unit = arrays[0] != NULL ? es[0] : es[1];
    p->srcArray = (cudaArray_t)arrays[0];
    if (arrays[0] == NULL)
        p->srcPtr = pointer_back(c->srcMemoryType, c->srcHost, c->srcDevice, c->srcPitch,
                                 c->WidthInBytes, c->srcHeight);
    p->dstArray = (cudaArray_t)arrays[1];
    if (arrays[1] == NULL)
        p->dstPtr = pointer_back(c->dstMemoryType, c->dstHost, c->dstDevice, c->dstPitch,
                                 c->WidthInBytes, c->dstHeight);
    p->srcPos.x = c->srcXInBytes / unit;
    p->srcPos.y = c->srcY;
    p->srcPos.z = c->srcZ;
    p->dstPos.x = c->dstXInBytes / unit;
    p->dstPos.y = c->dstY;
    p->dstPos.z = c->dstZ;
    p->extent.width = c->WidthInBytes / unit;
    p->extent.height = c->Height;
    p->extent.depth = c->Depth;
    if (c->srcMemoryType == CU_MEMORYTYPE_UNIFIED || c->dstMemoryType == CU_MEMORYTYPE_UNIFIED)
        p->kind = cudaMemcpyDefault;
    else if (c->srcMemoryType == CU_MEMORYTYPE_HOST)
        p->kind = c->dstMemoryType == CU_MEMORYTYPE_HOST ? cudaMemcpyHostToHost
                                                         : cudaMemcpyHostToDevice;
    else
        p->kind = c->dstMemoryType == CU_MEMORYTYPE_HOST ? cudaMemcpyDeviceToHost
                                                         : cudaMemcpyDeviceToDevice;
    return cudaSuccess;
}

static cudaError_t memcpy_3d(const struct cudaMemcpy3DParms *p, CUstream s, enum mode m)
{
    CUDA_MEMCPY3D c;
    cudaError_t e;

    RT_RETURN_IF_NOT_READY();
    if ((e = cufw__rt_array_copy_check(p)) != cudaSuccess)
        return e;
    if (p->extent.width == 0 || p->extent.height == 0 || p->extent.depth == 0)
        return cudaSuccess;
    RT_RETURN_IF_NO_CONTEXT();
    if ((e = to_driver(p, &c)) != cudaSuccess)
        return e;
    return copy3d(&c, s, m);
}

/* cuArray3DGetDescriptor_v2 (for an array's element size), cuMemcpy3D_v2 */
cudaError_t RT_ENTRY(cudaMemcpy3D)(const struct cudaMemcpy3DParms *p)
{
    return memcpy_3d(p, NULL, SYNC);
}

cudaError_t RT_ENTRY(cudaMemcpy3D_ptds)(const struct cudaMemcpy3DParms *p)
{
    return memcpy_3d(p, NULL, PTDS);
}

/* cuArray3DGetDescriptor_v2, cuMemcpy3DAsync_v2 */
cudaError_t RT_ENTRY(cudaMemcpy3DAsync)(const struct cudaMemcpy3DParms *p, cudaStream_t stream)
{
    return memcpy_3d(p, cufw__rt_cu_stream(stream), ASYNC);
}

cudaError_t RT_ENTRY(cudaMemcpy3DAsync_ptsz)(const struct cudaMemcpy3DParms *p, cudaStream_t stream)
{
    return RT_ENTRY(cudaMemcpy3DAsync)(p, cufw__rt_cu_stream_ptsz(stream));
}

/* The primary context of a device, retained by core (cufw_device_init)
 * for as long as the runtime lives; the extra reference of
 * cuDevicePrimaryCtxRetain is dropped at once. */
static cudaError_t primary_context(int device, CUcontext *ctx)
{
    RT_RETURN_IF_FAILED(cufw_device_init(device));
    RT_RETURN_IF_DRIVER_FAILS(cuDevicePrimaryCtxRetain, ctx, (CUdevice)device);
    RT_RETURN_IF_DRIVER_FAILS(cuDevicePrimaryCtxRelease, (CUdevice)device);
    return cudaSuccess;
}

/* A CUDA_MEMCPY3D_PEER is a CUDA_MEMCPY3D whose reserved fields hold the
 * two contexts: one conversion serves both. */
_Static_assert(sizeof(CUDA_MEMCPY3D_PEER) == sizeof(CUDA_MEMCPY3D) &&
                   offsetof(CUDA_MEMCPY3D_PEER, srcContext) == offsetof(CUDA_MEMCPY3D, reserved0) &&
                   offsetof(CUDA_MEMCPY3D_PEER, dstContext) == offsetof(CUDA_MEMCPY3D, reserved1) &&
                   offsetof(CUDA_MEMCPY3D_PEER, srcArray) == offsetof(CUDA_MEMCPY3D, srcArray) &&
                   offsetof(CUDA_MEMCPY3D_PEER, dstArray) == offsetof(CUDA_MEMCPY3D, dstArray) &&
                   offsetof(CUDA_MEMCPY3D_PEER, Depth) == offsetof(CUDA_MEMCPY3D, Depth),
               "CUDA_MEMCPY3D_PEER is CUDA_MEMCPY3D with contexts");

static cudaError_t memcpy_3d_peer(const struct cudaMemcpy3DPeerParms *p, CUstream s, enum mode m)
{
    struct cudaMemcpy3DParms q;
    CUDA_MEMCPY3D_PEER c;
    CUDA_MEMCPY3D c3;
    CUcontext src = NULL, dst = NULL;
    cudaError_t e;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(p == NULL, cudaErrorInvalidValue);
    RT_RETURN_IF(!side_ok(p->srcArray, &p->srcPtr) || !side_ok(p->dstArray, &p->dstPtr),
                 cudaErrorInvalidValue);
    RT_RETURN_IF_NO_CONTEXT();
    e = primary_context(p->srcDevice, &src);
    if (e == cudaSuccess)
        e = primary_context(p->dstDevice, &dst);
    if (e != cudaSuccess)
        return e;
    if (p->extent.width == 0 || p->extent.height == 0 || p->extent.depth == 0)
        return cudaSuccess;
    memset(&q, 0, sizeof q);
    q.srcArray = p->srcArray;
    q.srcPos = p->srcPos;
    q.srcPtr = p->srcPtr;
    q.dstArray = p->dstArray;
    q.dstPos = p->dstPos;
    q.dstPtr = p->dstPtr;
    q.extent = p->extent;
    q.kind = cudaMemcpyDeviceToDevice; /* both sides are device memory */
    if ((e = to_driver(&q, &c3)) != cudaSuccess)
        return e;
    memcpy(&c, &c3, sizeof c);
    c.srcContext = src;
    c.dstContext = dst;
    if (m == SYNC)
        RT_RETURN_DRIVER(cuMemcpy3DPeer, &c);
    RT_RETURN_IF_DRIVER_FAILS(cuMemcpy3DPeerAsync, &c, m == PTDS ? CU_STREAM_PER_THREAD : s);
    if (m == PTDS)
        RT_RETURN(cufw_stream_synchronize(CUFW_STREAM_PER_THREAD));
    return cudaSuccess;
}

/* cuDevicePrimaryCtxRetain/Release (the contexts), cuMemcpy3DPeer */
cudaError_t RT_ENTRY(cudaMemcpy3DPeer)(const struct cudaMemcpy3DPeerParms *p)
{
    return memcpy_3d_peer(p, NULL, SYNC);
}

cudaError_t RT_ENTRY(cudaMemcpy3DPeer_ptds)(const struct cudaMemcpy3DPeerParms *p)
{
    return memcpy_3d_peer(p, NULL, PTDS);
}

/* cuDevicePrimaryCtxRetain/Release, cuMemcpy3DPeerAsync */
cudaError_t RT_ENTRY(cudaMemcpy3DPeerAsync)(const struct cudaMemcpy3DPeerParms *p,
                                            cudaStream_t stream)
{
    return memcpy_3d_peer(p, cufw__rt_cu_stream(stream), ASYNC);
}

cudaError_t RT_ENTRY(cudaMemcpy3DPeerAsync_ptsz)(const struct cudaMemcpy3DPeerParms *p,
                                                 cudaStream_t stream)
{
    return RT_ENTRY(cudaMemcpy3DPeerAsync)(p, cufw__rt_cu_stream_ptsz(stream));
}

/* ------------------------------------------------------------ pitched 3D memory */

/* cuMemAllocPitch_v2 over height * depth rows */
cudaError_t RT_ENTRY(cudaMalloc3D)(struct cudaPitchedPtr *pitchedDevPtr, struct cudaExtent extent)
{
    cufw_devptr p = 0;
    size_t pitch = 0, rows;
    int rc;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(pitchedDevPtr == NULL, cudaErrorInvalidValue);
    pitchedDevPtr->xsize = extent.width;
    pitchedDevPtr->ysize = extent.height;
    if (extent.width == 0 || extent.height == 0 || extent.depth == 0) {
        pitchedDevPtr->ptr = NULL; /* as cudaMallocPitch of nothing */
        pitchedDevPtr->pitch = 0;
        return cudaSuccess;
    }
    RT_RETURN_IF(!cufw__rt_array_rows(extent.height, extent.depth, &rows), cudaErrorInvalidValue);
    rc = cufw_malloc_pitch(&p, &pitch, extent.width, rows, 4);
    if (rc != CUFW_OK)
        RT_RETURN(rc);
    pitchedDevPtr->ptr = (void *)(uintptr_t)p;
    pitchedDevPtr->pitch = pitch;
    return cudaSuccess;
}

static cudaError_t memset_2d(CUdeviceptr p, size_t pitch, int value, size_t width, size_t height,
                             CUstream s, enum mode m)
{
    if (m == SYNC) { /* cuMemsetD2D8 is a macro of cuda.h */
        RT_RETURN_DRIVER(cuMemsetD2D8, p, pitch, (unsigned char)value, width, height);
    }
    RT_RETURN_DRIVER(cuMemsetD2D8Async, p, pitch, (unsigned char)value, width, height,
                     m == PTDS ? CU_STREAM_PER_THREAD : s);
}

/* The extent's width bytes of height rows in each of depth slices of
 * ysize rows: one 2D fill when the slices follow each other without a
 * gap (a single slice, or height == ysize), else one per slice. The rows
 * and bytes the fill spans, and its last byte's address, are counted by
 * the checked helpers first: an extent that overflows them, or runs past
 * the top of the address space, is refused before any fill. */
static cudaError_t memset_3d(struct cudaPitchedPtr p, int value, struct cudaExtent extent,
                             CUstream s, enum mode m)
{
    cudaError_t e = cudaSuccess;
    size_t z, rows, span, slice, at;
    uintptr_t last;
    int contiguous;

    RT_RETURN_IF_NOT_READY();
    if (extent.width == 0 || extent.height == 0 || extent.depth == 0)
        return cudaSuccess;
    RT_RETURN_IF(extent.width > p.pitch, cudaErrorInvalidValue);
    RT_RETURN_IF(extent.depth != 1 && extent.height > p.ysize, cudaErrorInvalidValue);
    contiguous = extent.depth == 1 || extent.height == p.ysize;
    RT_RETURN_IF(!cufw__rt_array_rows(contiguous ? extent.height : p.ysize, extent.depth, &rows),
                 cudaErrorInvalidValue);
    RT_RETURN_IF(!cufw__rt_array_span(p.pitch, rows, &span), cudaErrorInvalidValue);
    RT_RETURN_IF(!cufw__rt_array_last(p.ptr, span, &last), cudaErrorInvalidValue);
    RT_RETURN_IF_NO_CONTEXT();
    if (contiguous) {
        e = memset_2d(dev(p.ptr), p.pitch, value, extent.width, rows, s, m);
    } else {
        cufw__rt_array_span(p.pitch, p.ysize, &slice); /* at most span */
        for (z = 0, at = 0; z < extent.depth && e == cudaSuccess; z++, at += slice)
            e = memset_2d(dev(p.ptr) + at, p.pitch, value, extent.width, extent.height, s, m);
    }
    if (e != cudaSuccess || m != PTDS)
        return e;
    RT_RETURN(cufw_stream_synchronize(CUFW_STREAM_PER_THREAD));
}

/* cuMemsetD2D8_v2 per run of contiguous slices */
cudaError_t RT_ENTRY(cudaMemset3D)(struct cudaPitchedPtr pitchedDevPtr, int value,
                                   struct cudaExtent extent)
{
    return memset_3d(pitchedDevPtr, value, extent, NULL, SYNC);
}

cudaError_t RT_ENTRY(cudaMemset3D_ptds)(struct cudaPitchedPtr pitchedDevPtr, int value,
                                        struct cudaExtent extent)
{
    return memset_3d(pitchedDevPtr, value, extent, NULL, PTDS);
}

/* cuMemsetD2D8Async per run of contiguous slices */
cudaError_t RT_ENTRY(cudaMemset3DAsync)(struct cudaPitchedPtr pitchedDevPtr, int value,
                                        struct cudaExtent extent, cudaStream_t stream)
{
    return memset_3d(pitchedDevPtr, value, extent, cufw__rt_cu_stream(stream), ASYNC);
}

cudaError_t RT_ENTRY(cudaMemset3DAsync_ptsz)(struct cudaPitchedPtr pitchedDevPtr, int value,
                                             struct cudaExtent extent, cudaStream_t stream)
{
    return RT_ENTRY(cudaMemset3DAsync)(pitchedDevPtr, value, extent,
                                       cufw__rt_cu_stream_ptsz(stream));
}

/* ------------------------------------------------------------ batches */

/* the batches are not in 12.4 */
#if CUDART_VERSION >= 13000
/*
 * The batch structures of CUDA 12.8 are the Driver's field for field, with
 * the same enumerators (cudaMemcpySrcAccessOrder, cudaMemLocationType,
 * cudaMemcpy3DOperandType, cudaMemcpyFlags), and a batch may be as long as
 * the caller likes: a converted copy would need memory compat does not
 * allocate. So compat proves here, at compile time, that the layouts are
 * one, and hands the caller's arrays to the driver as they are.
 */
_Static_assert(sizeof(void *) == sizeof(CUdeviceptr), "a pointer is a CUdeviceptr");
RT_SAME_SIZE(struct cudaMemcpyAttributes, CUmemcpyAttributes);
RT_SAME_FIELD(struct cudaMemcpyAttributes, CUmemcpyAttributes, srcAccessOrder);
RT_SAME_FIELD(struct cudaMemcpyAttributes, CUmemcpyAttributes, srcLocHint);
RT_SAME_FIELD(struct cudaMemcpyAttributes, CUmemcpyAttributes, dstLocHint);
RT_SAME_FIELD(struct cudaMemcpyAttributes, CUmemcpyAttributes, flags);
RT_SAME_FIELD(struct cudaMemLocation, CUmemLocation, type);
RT_SAME_FIELD(struct cudaMemLocation, CUmemLocation, id);
RT_SAME_SIZE(struct cudaMemcpy3DBatchOp, CUDA_MEMCPY3D_BATCH_OP);
RT_SAME_FIELD(struct cudaMemcpy3DBatchOp, CUDA_MEMCPY3D_BATCH_OP, src);
RT_SAME_FIELD(struct cudaMemcpy3DBatchOp, CUDA_MEMCPY3D_BATCH_OP, dst);
RT_SAME_FIELD(struct cudaMemcpy3DBatchOp, CUDA_MEMCPY3D_BATCH_OP, extent.width);
RT_SAME_FIELD(struct cudaMemcpy3DBatchOp, CUDA_MEMCPY3D_BATCH_OP, extent.height);
RT_SAME_FIELD(struct cudaMemcpy3DBatchOp, CUDA_MEMCPY3D_BATCH_OP, extent.depth);
RT_SAME_FIELD(struct cudaMemcpy3DBatchOp, CUDA_MEMCPY3D_BATCH_OP, srcAccessOrder);
RT_SAME_FIELD(struct cudaMemcpy3DBatchOp, CUDA_MEMCPY3D_BATCH_OP, flags);
RT_SAME_FIELD(struct cudaMemcpy3DOperand, CUmemcpy3DOperand, type);
RT_SAME_FIELD(struct cudaMemcpy3DOperand, CUmemcpy3DOperand, op.ptr.ptr);
RT_SAME_FIELD(struct cudaMemcpy3DOperand, CUmemcpy3DOperand, op.ptr.rowLength);
RT_SAME_FIELD(struct cudaMemcpy3DOperand, CUmemcpy3DOperand, op.ptr.layerHeight);
RT_SAME_FIELD(struct cudaMemcpy3DOperand, CUmemcpy3DOperand, op.ptr.locHint);
RT_SAME_FIELD(struct cudaMemcpy3DOperand, CUmemcpy3DOperand, op.array.array);
RT_SAME_FIELD(struct cudaMemcpy3DOperand, CUmemcpy3DOperand, op.array.offset.x);
RT_SAME_FIELD(struct cudaMemcpy3DOperand, CUmemcpy3DOperand, op.array.offset.y);
RT_SAME_FIELD(struct cudaMemcpy3DOperand, CUmemcpy3DOperand, op.array.offset.z);
_Static_assert((int)cudaMemcpySrcAccessOrderStream == (int)CU_MEMCPY_SRC_ACCESS_ORDER_STREAM &&
                   (int)cudaMemcpySrcAccessOrderDuringApiCall ==
                       (int)CU_MEMCPY_SRC_ACCESS_ORDER_DURING_API_CALL &&
                   (int)cudaMemcpySrcAccessOrderAny == (int)CU_MEMCPY_SRC_ACCESS_ORDER_ANY,
               "the access orders are the Driver's");
_Static_assert((int)cudaMemLocationTypeDevice == (int)CU_MEM_LOCATION_TYPE_DEVICE &&
                   (int)cudaMemLocationTypeHost == (int)CU_MEM_LOCATION_TYPE_HOST &&
                   (int)cudaMemLocationTypeHostNuma == (int)CU_MEM_LOCATION_TYPE_HOST_NUMA &&
                   (int)cudaMemLocationTypeHostNumaCurrent ==
                       (int)CU_MEM_LOCATION_TYPE_HOST_NUMA_CURRENT,
               "the location types are the Driver's");
_Static_assert((int)cudaMemcpyOperandTypePointer == (int)CU_MEMCPY_OPERAND_TYPE_POINTER &&
                   (int)cudaMemcpyOperandTypeArray == (int)CU_MEMCPY_OPERAND_TYPE_ARRAY,
               "the operand types are the Driver's");
_Static_assert((int)cudaMemcpyFlagPreferOverlapWithCompute ==
                   (int)CU_MEMCPY_FLAG_PREFER_OVERLAP_WITH_COMPUTE,
               "the copy flags are the Driver's");

static cudaError_t memcpy_batch(void *const *dsts, const void *const *srcs, const size_t *sizes,
                                size_t count, struct cudaMemcpyAttributes *attrs,
                                size_t *attrsIdxs, size_t numAttrs, CUstream s)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuMemcpyBatchAsync, (CUdeviceptr *)(uintptr_t)dsts,
                     (CUdeviceptr *)(uintptr_t)srcs, (size_t *)(uintptr_t)sizes, count,
                     (CUmemcpyAttributes *)attrs, attrsIdxs, numAttrs, s);
}

/* cuMemcpyBatchAsync (v13000: no failure index) */
cudaError_t RT_ENTRY(cudaMemcpyBatchAsync)(void *const *dsts, const void *const *srcs,
                                           const size_t *sizes, size_t count,
                                           struct cudaMemcpyAttributes *attrs, size_t *attrsIdxs,
                                           size_t numAttrs, cudaStream_t stream)
{
    return memcpy_batch(dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs,
                        cufw__rt_cu_stream(stream));
}

cudaError_t RT_ENTRY(cudaMemcpyBatchAsync_ptsz)(void *const *dsts, const void *const *srcs,
                                                const size_t *sizes, size_t count,
                                                struct cudaMemcpyAttributes *attrs,
                                                size_t *attrsIdxs, size_t numAttrs,
                                                cudaStream_t stream)
{
    return RT_ENTRY(cudaMemcpyBatchAsync)(dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs,
                                          cufw__rt_cu_stream_ptsz(stream));
}

static cudaError_t memcpy_3d_batch(size_t numOps, struct cudaMemcpy3DBatchOp *opList,
                                   unsigned long long flags, CUstream s)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuMemcpy3DBatchAsync, numOps, (CUDA_MEMCPY3D_BATCH_OP *)opList, flags, s);
}

/* cuMemcpy3DBatchAsync (v13000) */
cudaError_t RT_ENTRY(cudaMemcpy3DBatchAsync)(size_t numOps, struct cudaMemcpy3DBatchOp *opList,
                                             unsigned long long flags, cudaStream_t stream)
{
    return memcpy_3d_batch(numOps, opList, flags, cufw__rt_cu_stream(stream));
}

cudaError_t RT_ENTRY(cudaMemcpy3DBatchAsync_ptsz)(size_t numOps, struct cudaMemcpy3DBatchOp *opList,
                                                  unsigned long long flags, cudaStream_t stream)
{
    return RT_ENTRY(cudaMemcpy3DBatchAsync)(numOps, opList, flags, cufw__rt_cu_stream_ptsz(stream));
}

#if CUDART_VERSION >= 13020
/* cuMemcpyWithAttributesAsync: one copy of the batch API's kind */
cudaError_t RT_ENTRY(cudaMemcpyWithAttributesAsync)(void *dst, const void *src, size_t size,
                                                    struct cudaMemcpyAttributes *attr,
                                                    cudaStream_t stream)
{
    RT_RETURN_IF_NOT_STARTED(attr);
    RT_RETURN_DRIVER(cuMemcpyWithAttributesAsync, (CUdeviceptr)(uintptr_t)dst,
                     (CUdeviceptr)(uintptr_t)src, size, (CUmemcpyAttributes *)attr,
                     cufw__rt_cu_stream(stream));
}

cudaError_t RT_ENTRY(cudaMemcpyWithAttributesAsync_ptsz)(void *dst, const void *src, size_t size,
                                                         struct cudaMemcpyAttributes *attr,
                                                         cudaStream_t stream)
{
    return RT_ENTRY(cudaMemcpyWithAttributesAsync)(dst, src, size, attr,
                                                   cufw__rt_cu_stream_ptsz(stream));
}

/* cuMemcpy3DWithAttributesAsync: one operation of the 3D batch API's kind */
cudaError_t RT_ENTRY(cudaMemcpy3DWithAttributesAsync)(struct cudaMemcpy3DBatchOp *op,
                                                      unsigned long long flags,
                                                      cudaStream_t stream)
{
    RT_RETURN_IF_NOT_STARTED(op);
    RT_RETURN_DRIVER(cuMemcpy3DWithAttributesAsync, (CUDA_MEMCPY3D_BATCH_OP *)op, flags,
                     cufw__rt_cu_stream(stream));
}

cudaError_t RT_ENTRY(cudaMemcpy3DWithAttributesAsync_ptsz)(struct cudaMemcpy3DBatchOp *op,
                                                           unsigned long long flags,
                                                           cudaStream_t stream)
{
    return RT_ENTRY(cudaMemcpy3DWithAttributesAsync)(op, flags, cufw__rt_cu_stream_ptsz(stream));
}
#endif
#endif

/* the exported names of the definitions above (inner.h) */
RT_EXPORTS(array_copy);
