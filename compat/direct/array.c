/* SPDX-License-Identifier: MIT */
/*
 * compat/array.c -- CUDA arrays, mipmapped arrays, the copies to, from and
 * between them, 3D copies and fills, pitched 3D allocations.
 *
 * A cudaArray_t is a CUarray and a cudaMipmappedArray_t a
 * CUmipmappedArray: compat creates them with the Driver and hands them out
 * cast, keeping nothing. Every array copy becomes one CUDA_MEMCPY3D (a 2D
 * copy is a 3D copy one slice deep): the Runtime's cudaMemcpyKind chooses
 * the memory type of the side that is a pointer (host, device, or unified
 * for cudaMemcpyDefault, where the driver tells host from device), the side
 * that is an array is CU_MEMORYTYPE_ARRAY. Offsets into arrays are bytes
 * across and rows down in the 2D functions, and elements in cudaMemcpy3D,
 * whose extent is in elements of the array taking part (bytes when none
 * does): compat multiplies by the element size, which it reads from the
 * array's descriptor (cuArray3DGetDescriptor).
 *
 * Synchronous copies run on the legacy default stream (cuMemcpy3D); the
 * _ptds forms issue the asynchronous copy on CU_STREAM_PER_THREAD and wait
 * for that stream, the _ptsz forms map the null stream to it. The batch
 * copies of CUDA 12.8 pass the caller's arrays to the driver as they are
 * (their layouts are the Driver's, checked at compile time).
 */
#include "array.h"

#include <stdint.h>
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

/* The Driver's flags of cudaMallocArray, cudaMalloc3DArray and
 * cudaMallocMipmappedArray (cudaArray* -> CUDA_ARRAY3D_*). */
static int array_flags(unsigned flags, unsigned *out)
{
    static const struct {
        unsigned rt, cu;
    } map[] = {
        {cudaArrayLayered, CUDA_ARRAY3D_LAYERED},
        {cudaArraySurfaceLoadStore, CUDA_ARRAY3D_SURFACE_LDST},
        {cudaArrayCubemap, CUDA_ARRAY3D_CUBEMAP},
        {cudaArrayTextureGather, CUDA_ARRAY3D_TEXTURE_GATHER},
        {cudaArrayColorAttachment, CUDA_ARRAY3D_COLOR_ATTACHMENT},
        {cudaArraySparse, CUDA_ARRAY3D_SPARSE},
        {cudaArrayDeferredMapping, CUDA_ARRAY3D_DEFERRED_MAPPING},
    };
    unsigned i, seen = 0;

    *out = 0;
    for (i = 0; i < sizeof map / sizeof map[0]; i++) {
        if (flags & map[i].rt) {
            *out |= map[i].cu;
            seen |= map[i].rt;
        }
    }
    return seen == flags;
}

/* The Runtime's flags of a Driver array (cudaArrayGetInfo). */
static unsigned runtime_flags(unsigned cu)
{
    unsigned rt = 0;

    rt |= (cu & CUDA_ARRAY3D_LAYERED) ? cudaArrayLayered : 0;
    rt |= (cu & CUDA_ARRAY3D_SURFACE_LDST) ? cudaArraySurfaceLoadStore : 0;
    rt |= (cu & CUDA_ARRAY3D_CUBEMAP) ? cudaArrayCubemap : 0;
    rt |= (cu & CUDA_ARRAY3D_TEXTURE_GATHER) ? cudaArrayTextureGather : 0;
    rt |= (cu & CUDA_ARRAY3D_COLOR_ATTACHMENT) ? cudaArrayColorAttachment : 0;
    rt |= (cu & CUDA_ARRAY3D_SPARSE) ? cudaArraySparse : 0;
    rt |= (cu & CUDA_ARRAY3D_DEFERRED_MAPPING) ? cudaArrayDeferredMapping : 0;
    return rt;
}

/* The CUDA_ARRAY3D_DESCRIPTOR of a Runtime allocation: the channel
 * descriptor's format, the extent in elements, the flags. */
static cudaError_t array_descriptor(CUDA_ARRAY3D_DESCRIPTOR *d,
                                    const struct cudaChannelFormatDesc *desc, size_t width,
                                    size_t height, size_t depth, unsigned flags)
{
    cudaError_t e;

    memset(d, 0, sizeof *d);
    e = cufw__rt_texture_format(desc, &d->Format, &d->NumChannels);
    RT_RETURN_IF(e != cudaSuccess, e);
    if (!array_flags(flags, &d->Flags))
        RT_RETURN_ERROR(cudaErrorInvalidValue);
    d->Width = width;
    d->Height = height;
    d->Depth = depth;
    return cudaSuccess;
}

/* ------------------------------------------------------------ arrays */

/* cuArray3DCreate_v2 (a 1D array when height is 0, else 2D) */
cudaError_t RT_ENTRY(cudaMallocArray)(cudaArray_t *array, const struct cudaChannelFormatDesc *desc,
                                      size_t width, size_t height, unsigned int flags)
{
    CUDA_ARRAY3D_DESCRIPTOR d;
    CUarray a = NULL;
    cudaError_t e;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(array == NULL || desc == NULL, cudaErrorInvalidValue);
    e = array_descriptor(&d, desc, width, height, 0, flags);
    if (e != cudaSuccess)
        return e;
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_IF_DRIVER_FAILS(cuArray3DCreate, &a, &d);
    *array = (cudaArray_t)a;
    return cudaSuccess;
}

/* cuArray3DCreate_v2 */
cudaError_t RT_ENTRY(cudaMalloc3DArray)(cudaArray_t *array,
                                        const struct cudaChannelFormatDesc *desc,
                                        struct cudaExtent extent, unsigned int flags)
{
    CUDA_ARRAY3D_DESCRIPTOR d;
    CUarray a = NULL;
    cudaError_t e;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(array == NULL || desc == NULL, cudaErrorInvalidValue);
    e = array_descriptor(&d, desc, extent.width, extent.height, extent.depth, flags);
    if (e != cudaSuccess)
        return e;
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_IF_DRIVER_FAILS(cuArray3DCreate, &a, &d);
    *array = (cudaArray_t)a;
    return cudaSuccess;
}

/* cuMipmappedArrayCreate */
cudaError_t RT_ENTRY(cudaMallocMipmappedArray)(cudaMipmappedArray_t *mipmappedArray,
                                               const struct cudaChannelFormatDesc *desc,
                                               struct cudaExtent extent, unsigned int numLevels,
                                               unsigned int flags)
{
    CUDA_ARRAY3D_DESCRIPTOR d;
    CUmipmappedArray m = NULL;
    cudaError_t e;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(mipmappedArray == NULL || desc == NULL, cudaErrorInvalidValue);
    e = array_descriptor(&d, desc, extent.width, extent.height, extent.depth, flags);
    if (e != cudaSuccess)
        return e;
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_IF_DRIVER_FAILS(cuMipmappedArrayCreate, &m, &d, numLevels);
    *mipmappedArray = (cudaMipmappedArray_t)m;
    return cudaSuccess;
}

/* cuArrayDestroy (NULL: nothing to free, as cudaFree(NULL)) */
cudaError_t RT_ENTRY(cudaFreeArray)(cudaArray_t array)
{
    RT_RETURN_IF_NOT_READY();
    if (array == NULL)
        return cudaSuccess;
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuArrayDestroy, (CUarray)array);
}

/* cuMipmappedArrayDestroy */
cudaError_t RT_ENTRY(cudaFreeMipmappedArray)(cudaMipmappedArray_t mipmappedArray)
{
    RT_RETURN_IF_NOT_READY();
    if (mipmappedArray == NULL)
        return cudaSuccess;
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuMipmappedArrayDestroy, (CUmipmappedArray)mipmappedArray);
}

/* cuMipmappedArrayGetLevel */
cudaError_t RT_ENTRY(cudaGetMipmappedArrayLevel)(cudaArray_t *levelArray,
                                                 cudaMipmappedArray_const_t mipmappedArray,
                                                 unsigned int level)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(levelArray == NULL, cudaErrorInvalidValue);
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuMipmappedArrayGetLevel, (CUarray *)levelArray,
                     (CUmipmappedArray)(uintptr_t)mipmappedArray, level);
}

/* The descriptor of an array; a recorded error when it is none. */
static cudaError_t array_get(CUDA_ARRAY3D_DESCRIPTOR *d, const void *array)
{
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_IF_DRIVER_FAILS(cuArray3DGetDescriptor, d, (CUarray)(uintptr_t)array);
    return cudaSuccess;
}

/* cuArray3DGetDescriptor_v2; each of desc, extent, flags may be NULL */
cudaError_t RT_ENTRY(cudaArrayGetInfo)(struct cudaChannelFormatDesc *desc,
                                       struct cudaExtent *extent, unsigned int *flags,
                                       cudaArray_t array)
{
    CUDA_ARRAY3D_DESCRIPTOR d;
    cudaError_t e;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(array == NULL, cudaErrorInvalidValue);
    e = array_get(&d, array);
    if (e != cudaSuccess)
        return e;
    if (desc != NULL)
        *desc = cufw__rt_texture_desc(d.Format, d.NumChannels);
    if (extent != NULL) {
        extent->width = d.Width;
        extent->height = d.Height;
        extent->depth = d.Depth;
    }
    if (flags != NULL)
        *flags = runtime_flags(d.Flags);
    return cudaSuccess;
}

/* cuArrayGetPlane */
cudaError_t RT_ENTRY(cudaArrayGetPlane)(cudaArray_t *pPlaneArray, cudaArray_t hArray,
                                        unsigned int planeIdx)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(pPlaneArray == NULL, cudaErrorInvalidValue);
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuArrayGetPlane, (CUarray *)pPlaneArray, (CUarray)hArray, planeIdx);
}

static void requirements_out(struct cudaArrayMemoryRequirements *out,
                             const CUDA_ARRAY_MEMORY_REQUIREMENTS *in)
{
    memset(out, 0, sizeof *out);
    out->size = in->size;
    out->alignment = in->alignment;
}

/* cuArrayGetMemoryRequirements (device: a CUdevice is the ordinal) */
cudaError_t RT_ENTRY(cudaArrayGetMemoryRequirements)(struct cudaArrayMemoryRequirements *memoryRequirements,
                                                     cudaArray_t array, int device)
{
    CUDA_ARRAY_MEMORY_REQUIREMENTS q;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(memoryRequirements == NULL, cudaErrorInvalidValue);
    RT_RETURN_IF_NO_CONTEXT();
    memset(&q, 0, sizeof q);
    RT_RETURN_IF_DRIVER_FAILS(cuArrayGetMemoryRequirements, &q, (CUarray)array, (CUdevice)device);
    requirements_out(memoryRequirements, &q);
    return cudaSuccess;
}

/* cuMipmappedArrayGetMemoryRequirements */
cudaError_t RT_ENTRY(cudaMipmappedArrayGetMemoryRequirements)(struct cudaArrayMemoryRequirements *memoryRequirements,
                                                              cudaMipmappedArray_t mipmap,
                                                              int device)
{
    CUDA_ARRAY_MEMORY_REQUIREMENTS q;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(memoryRequirements == NULL, cudaErrorInvalidValue);
    RT_RETURN_IF_NO_CONTEXT();
    memset(&q, 0, sizeof q);
    RT_RETURN_IF_DRIVER_FAILS(cuMipmappedArrayGetMemoryRequirements, &q, (CUmipmappedArray)mipmap,
                              (CUdevice)device);
    requirements_out(memoryRequirements, &q);
    return cudaSuccess;
}

static void sparse_out(struct cudaArraySparseProperties *out,
                       const CUDA_ARRAY_SPARSE_PROPERTIES *in)
{
    memset(out, 0, sizeof *out);
    out->tileExtent.width = in->tileExtent.width;
    out->tileExtent.height = in->tileExtent.height;
    out->tileExtent.depth = in->tileExtent.depth;
    out->miptailFirstLevel = in->miptailFirstLevel;
    out->miptailSize = in->miptailSize;
    out->flags = (in->flags & CU_ARRAY_SPARSE_PROPERTIES_SINGLE_MIPTAIL)
                     ? cudaArraySparsePropertiesSingleMipTail
                     : 0;
}

/* cuArrayGetSparseProperties */
cudaError_t RT_ENTRY(cudaArrayGetSparseProperties)(struct cudaArraySparseProperties *sparseProperties,
                                                   cudaArray_t array)
{
    CUDA_ARRAY_SPARSE_PROPERTIES p;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(sparseProperties == NULL, cudaErrorInvalidValue);
    RT_RETURN_IF_NO_CONTEXT();
    memset(&p, 0, sizeof p);
    RT_RETURN_IF_DRIVER_FAILS(cuArrayGetSparseProperties, &p, (CUarray)array);
    sparse_out(sparseProperties, &p);
    return cudaSuccess;
}

/* cuMipmappedArrayGetSparseProperties */
cudaError_t RT_ENTRY(cudaMipmappedArrayGetSparseProperties)(struct cudaArraySparseProperties *sparseProperties,
                                                            cudaMipmappedArray_t mipmap)
{
    CUDA_ARRAY_SPARSE_PROPERTIES p;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(sparseProperties == NULL, cudaErrorInvalidValue);
    RT_RETURN_IF_NO_CONTEXT();
    memset(&p, 0, sizeof p);
    RT_RETURN_IF_DRIVER_FAILS(cuMipmappedArrayGetSparseProperties, &p, (CUmipmappedArray)mipmap);
    sparse_out(sparseProperties, &p);
    return cudaSuccess;
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
    if (src_array != NULL) {
        c.srcMemoryType = CU_MEMORYTYPE_ARRAY;
        c.srcArray = (CUarray)(uintptr_t)src_array;
        c.srcXInBytes = src_x;
        c.srcY = src_y;
    } else {
        pointer_side(&c, 1, src, spitch, height, kind);
    }
    if (dst_array != NULL) {
        c.dstMemoryType = CU_MEMORYTYPE_ARRAY;
        c.dstArray = (CUarray)(uintptr_t)dst_array;
        c.dstXInBytes = dst_x;
        c.dstY = dst_y;
    } else {
        pointer_side(&c, 0, dst, dpitch, height, kind);
    }
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
    return copy_2d(dst, wOffset, hOffset, NULL, 0, NULL, 0, 0, src, spitch, width, height, kind,
                   cufw__rt_cu_stream_ptsz(stream), ASYNC);
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
    return copy_2d(NULL, 0, 0, dst, dpitch, src, wOffset, hOffset, NULL, 0, width, height, kind,
                   cufw__rt_cu_stream_ptsz(stream), ASYNC);
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
 * sides allow it, else as pieces of a row.
 */
struct flat {
    const void *array; /* the array, or NULL */
    const void *ptr;   /* the pointer side */
    size_t row, rows;  /* an array's row in bytes and its rows */
    size_t x, y;       /* position: byte in row and row; for a pointer, x */
};

static cudaError_t flat_open(struct flat *f, const void *array, size_t x, size_t y, size_t count)
{
    CUDA_ARRAY3D_DESCRIPTOR d;
    cudaError_t e;
    size_t es;

    f->array = array;
    f->x = x;
    f->y = y;
    if (array == NULL) {
        f->row = 0;
        return cudaSuccess;
    }
    e = array_get(&d, array);
    if (e != cudaSuccess)
        return e;
    es = cufw__rt_texture_element_size(d.Format, d.NumChannels);
    f->row = d.Width * es;
    f->rows = d.Height != 0 ? d.Height : 1;
    RT_RETURN_IF(f->row == 0 || x >= f->row || y >= f->rows || (f->rows - y) * f->row - x < count,
                 cudaErrorInvalidValue);
    return cudaSuccess;
}

static void flat_side(CUDA_MEMCPY3D *c, int src, const struct flat *f, size_t pitch,
                      enum cudaMemcpyKind kind)
{
    if (f->array == NULL) {
        pointer_side(c, src, (const char *)f->ptr + f->x, pitch, 0, kind);
    } else if (src) {
        c->srcMemoryType = CU_MEMORYTYPE_ARRAY;
        c->srcArray = (CUarray)(uintptr_t)f->array;
        c->srcXInBytes = f->x;
        c->srcY = f->y;
    } else {
        c->dstMemoryType = CU_MEMORYTYPE_ARRAY;
        c->dstArray = (CUarray)(uintptr_t)f->array;
        c->dstXInBytes = f->x;
        c->dstY = f->y;
    }
}

static void flat_advance(struct flat *f, size_t n)
{
    f->x += n;
    if (f->row != 0) {
        f->y += f->x / f->row;
        f->x %= f->row;
    }
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
    e = flat_open(&d, dst_array, dst_x, dst_y, count);
    if (e == cudaSuccess)
        e = flat_open(&f, src_array, src_x, src_y, count);
    if (e != cudaSuccess)
        return e;
    d.ptr = dst;
    f.ptr = src;
    if (m == PTDS) /* the pieces go on the thread's stream, one wait at the end */
        s = CU_STREAM_PER_THREAD;
    while (count > 0) {
        memset(&c, 0, sizeof c);
        row = d.row != 0 ? d.row : f.row; /* both 0: one piece below */
        if (d.x == 0 && f.x == 0 && row != 0 && (d.row == 0 || d.row == row) &&
            (f.row == 0 || f.row == row) && count >= row) {
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
    return copy_flat(dst, wOffset, hOffset, NULL, NULL, 0, 0, src, count, kind,
                     cufw__rt_cu_stream_ptsz(stream), ASYNC);
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
    return copy_flat(NULL, 0, 0, dst, src, wOffset, hOffset, NULL, count, kind,
                     cufw__rt_cu_stream_ptsz(stream), ASYNC);
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

/* The element size of an array taking part in a 3D copy. */
static cudaError_t element_size(const void *array, size_t *es)
{
    CUDA_ARRAY3D_DESCRIPTOR d;
    cudaError_t e;

    e = array_get(&d, array);
    if (e != cudaSuccess)
        return e;
    *es = cufw__rt_texture_element_size(d.Format, d.NumChannels);
    RT_RETURN_IF(*es == 0, cudaErrorInvalidValue);
    return cudaSuccess;
}

/* One side of a 3D copy, checked: an array or a pitched pointer, never
 * both nor neither. */
static int side_ok(cudaArray_t array, const struct cudaPitchedPtr *p)
{
    return (array != NULL) != (p->ptr != NULL);
}

/* cudaMemcpy3DParms -> CUDA_MEMCPY3D. */
static cudaError_t parms_3d(CUDA_MEMCPY3D *c, const struct cudaMemcpy3DParms *p)
{
    size_t es = 1, src_es = 1, dst_es = 1;
    cudaError_t e;

    memset(c, 0, sizeof *c);
    if (p->srcArray != NULL) {
        e = element_size(p->srcArray, &src_es);
        if (e != cudaSuccess)
            return e;
        es = src_es;
    }
    if (p->dstArray != NULL) {
        e = element_size(p->dstArray, &dst_es);
        if (e != cudaSuccess)
            return e;
        if (p->srcArray == NULL)
            es = dst_es;
        else if (dst_es != src_es) /* documented: arrays of one element size */
            RT_RETURN_ERROR(cudaErrorInvalidValue);
    }
    c->WidthInBytes = p->extent.width * es;
    c->Height = p->extent.height;
    c->Depth = p->extent.depth;
    if (p->srcArray != NULL) {
        c->srcMemoryType = CU_MEMORYTYPE_ARRAY;
        c->srcArray = (CUarray)p->srcArray;
        c->srcXInBytes = p->srcPos.x * src_es;
    } else {
        RT_RETURN_IF(c->WidthInBytes > p->srcPtr.pitch, cudaErrorInvalidPitchValue);
        pointer_side(c, 1, p->srcPtr.ptr, p->srcPtr.pitch, p->srcPtr.ysize, p->kind);
        /* in the array's elements when an array takes part: cudart's
         * reading, not the documentation's bytes (seen on the H200, 13.0) */
        c->srcXInBytes = p->srcPos.x * es;
    }
    c->srcY = p->srcPos.y;
    c->srcZ = p->srcPos.z;
    if (p->dstArray != NULL) {
        c->dstMemoryType = CU_MEMORYTYPE_ARRAY;
        c->dstArray = (CUarray)p->dstArray;
        c->dstXInBytes = p->dstPos.x * dst_es;
    } else {
        RT_RETURN_IF(c->WidthInBytes > p->dstPtr.pitch, cudaErrorInvalidPitchValue);
        pointer_side(c, 0, p->dstPtr.ptr, p->dstPtr.pitch, p->dstPtr.ysize, p->kind);
        c->dstXInBytes = p->dstPos.x * es; /* the same */
    }
    c->dstY = p->dstPos.y;
    c->dstZ = p->dstPos.z;
    return cudaSuccess;
}

static cudaError_t memcpy_3d(const struct cudaMemcpy3DParms *p, CUstream s, enum mode m)
{
    CUDA_MEMCPY3D c;
    cudaError_t e;

    RT_RETURN_IF_NOT_READY();
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
    if (p->extent.width == 0 || p->extent.height == 0 || p->extent.depth == 0)
        return cudaSuccess;
    RT_RETURN_IF_NO_CONTEXT();
    e = parms_3d(&c, p);
    if (e != cudaSuccess)
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
    return memcpy_3d(p, cufw__rt_cu_stream_ptsz(stream), ASYNC);
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

static cudaError_t memcpy_3d_peer(const struct cudaMemcpy3DPeerParms *p, CUstream s, enum mode m)
{
    struct cudaMemcpy3DParms q;
    CUDA_MEMCPY3D_PEER c;
    CUDA_MEMCPY3D c3;
    cudaError_t e;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(p == NULL, cudaErrorInvalidValue);
    RT_RETURN_IF(!side_ok(p->srcArray, &p->srcPtr) || !side_ok(p->dstArray, &p->dstPtr),
                 cudaErrorInvalidValue);
    RT_RETURN_IF_NO_CONTEXT();
    memset(&c, 0, sizeof c);
    e = primary_context(p->srcDevice, &c.srcContext);
    if (e == cudaSuccess)
        e = primary_context(p->dstDevice, &c.dstContext);
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
    e = parms_3d(&c3, &q);
    if (e != cudaSuccess)
        return e;
    c.srcXInBytes = c3.srcXInBytes;
    c.srcY = c3.srcY;
    c.srcZ = c3.srcZ;
    c.srcMemoryType = c3.srcMemoryType;
    c.srcDevice = c3.srcDevice;
    c.srcArray = c3.srcArray;
    c.srcPitch = c3.srcPitch;
    c.srcHeight = c3.srcHeight;
    c.dstXInBytes = c3.dstXInBytes;
    c.dstY = c3.dstY;
    c.dstZ = c3.dstZ;
    c.dstMemoryType = c3.dstMemoryType;
    c.dstDevice = c3.dstDevice;
    c.dstArray = c3.dstArray;
    c.dstPitch = c3.dstPitch;
    c.dstHeight = c3.dstHeight;
    c.WidthInBytes = c3.WidthInBytes;
    c.Height = c3.Height;
    c.Depth = c3.Depth;
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
    return memcpy_3d_peer(p, cufw__rt_cu_stream_ptsz(stream), ASYNC);
}

/* ------------------------------------------------------------ pitched 3D memory */

/* cuMemAllocPitch_v2 over height * depth rows */
cudaError_t RT_ENTRY(cudaMalloc3D)(struct cudaPitchedPtr *pitchedDevPtr, struct cudaExtent extent)
{
    cufw_devptr p = 0;
    size_t pitch = 0;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(pitchedDevPtr == NULL, cudaErrorInvalidValue);
    pitchedDevPtr->xsize = extent.width;
    pitchedDevPtr->ysize = extent.height;
    if (extent.width == 0 || extent.height == 0 || extent.depth == 0) {
        pitchedDevPtr->ptr = NULL; /* as cudaMallocPitch of nothing */
        pitchedDevPtr->pitch = 0;
        return cudaSuccess;
    }
    RT_RETURN_IF(extent.height > SIZE_MAX / extent.depth, cudaErrorInvalidValue);
    RT_RETURN_IF_FAILED(cufw_malloc_pitch(&p, &pitch, extent.width, extent.height * extent.depth,
                                          4));
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
 * gap (a single slice, or height == ysize), else one per slice. */
static cudaError_t memset_3d(struct cudaPitchedPtr p, int value, struct cudaExtent extent,
                             CUstream s, enum mode m)
{
    cudaError_t e;
    size_t z, slice;

    RT_RETURN_IF_NOT_READY();
    if (extent.width == 0 || extent.height == 0 || extent.depth == 0)
        return cudaSuccess;
    RT_RETURN_IF(extent.width > p.pitch, cudaErrorInvalidValue);
    RT_RETURN_IF(extent.depth != 1 && extent.height > p.ysize, cudaErrorInvalidValue);
    RT_RETURN_IF_NO_CONTEXT();
    if (extent.depth == 1 || extent.height == p.ysize) {
        e = memset_2d(dev(p.ptr), p.pitch, value, extent.width, extent.height * extent.depth, s,
                      m);
    } else {
        slice = p.pitch * p.ysize;
        e = cudaSuccess;
        for (z = 0; z < extent.depth && e == cudaSuccess; z++)
            e = memset_2d(dev(p.ptr) + z * slice, p.pitch, value, extent.width, extent.height, s,
                          m);
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
    return memset_3d(pitchedDevPtr, value, extent, cufw__rt_cu_stream_ptsz(stream), ASYNC);
}

/* ------------------------------------------------------------ batches */

/*
 * The batch structures of CUDA 12.8 are the Driver's field for field, with
 * the same enumerators (cudaMemcpySrcAccessOrder, cudaMemLocationType,
 * cudaMemcpy3DOperandType, cudaMemcpyFlags), and a batch may be as long as
 * the caller likes: a converted copy would need memory compat does not
 * allocate. So compat proves here, at compile time, that the layouts are
 * one, and hands the caller's arrays to the driver as they are.
 */
#define RT_SAME_FIELD(a, b, fa, fb)                                                             \
    _Static_assert(offsetof(a, fa) == offsetof(b, fb) &&                                        \
                       sizeof(((a *)0)->fa) == sizeof(((b *)0)->fb),                            \
                   #a "." #fa " is " #b "." #fb)
_Static_assert(sizeof(void *) == sizeof(CUdeviceptr), "a pointer is a CUdeviceptr");
_Static_assert(sizeof(struct cudaMemcpyAttributes) == sizeof(CUmemcpyAttributes),
               "cudaMemcpyAttributes is CUmemcpyAttributes");
RT_SAME_FIELD(struct cudaMemcpyAttributes, CUmemcpyAttributes, srcAccessOrder, srcAccessOrder);
RT_SAME_FIELD(struct cudaMemcpyAttributes, CUmemcpyAttributes, srcLocHint, srcLocHint);
RT_SAME_FIELD(struct cudaMemcpyAttributes, CUmemcpyAttributes, dstLocHint, dstLocHint);
RT_SAME_FIELD(struct cudaMemcpyAttributes, CUmemcpyAttributes, flags, flags);
RT_SAME_FIELD(struct cudaMemLocation, CUmemLocation, type, type);
RT_SAME_FIELD(struct cudaMemLocation, CUmemLocation, id, id);
_Static_assert(sizeof(struct cudaMemcpy3DBatchOp) == sizeof(CUDA_MEMCPY3D_BATCH_OP),
               "cudaMemcpy3DBatchOp is CUDA_MEMCPY3D_BATCH_OP");
RT_SAME_FIELD(struct cudaMemcpy3DBatchOp, CUDA_MEMCPY3D_BATCH_OP, src, src);
RT_SAME_FIELD(struct cudaMemcpy3DBatchOp, CUDA_MEMCPY3D_BATCH_OP, dst, dst);
RT_SAME_FIELD(struct cudaMemcpy3DBatchOp, CUDA_MEMCPY3D_BATCH_OP, extent.width, extent.width);
RT_SAME_FIELD(struct cudaMemcpy3DBatchOp, CUDA_MEMCPY3D_BATCH_OP, extent.height, extent.height);
RT_SAME_FIELD(struct cudaMemcpy3DBatchOp, CUDA_MEMCPY3D_BATCH_OP, extent.depth, extent.depth);
RT_SAME_FIELD(struct cudaMemcpy3DBatchOp, CUDA_MEMCPY3D_BATCH_OP, srcAccessOrder,
              srcAccessOrder);
RT_SAME_FIELD(struct cudaMemcpy3DBatchOp, CUDA_MEMCPY3D_BATCH_OP, flags, flags);
RT_SAME_FIELD(struct cudaMemcpy3DOperand, CUmemcpy3DOperand, type, type);
RT_SAME_FIELD(struct cudaMemcpy3DOperand, CUmemcpy3DOperand, op.ptr.ptr, op.ptr.ptr);
RT_SAME_FIELD(struct cudaMemcpy3DOperand, CUmemcpy3DOperand, op.ptr.rowLength,
              op.ptr.rowLength);
RT_SAME_FIELD(struct cudaMemcpy3DOperand, CUmemcpy3DOperand, op.ptr.layerHeight,
              op.ptr.layerHeight);
RT_SAME_FIELD(struct cudaMemcpy3DOperand, CUmemcpy3DOperand, op.ptr.locHint, op.ptr.locHint);
RT_SAME_FIELD(struct cudaMemcpy3DOperand, CUmemcpy3DOperand, op.array.array, op.array.array);
RT_SAME_FIELD(struct cudaMemcpy3DOperand, CUmemcpy3DOperand, op.array.offset.x,
              op.array.offset.x);
RT_SAME_FIELD(struct cudaMemcpy3DOperand, CUmemcpy3DOperand, op.array.offset.y,
              op.array.offset.y);
RT_SAME_FIELD(struct cudaMemcpy3DOperand, CUmemcpy3DOperand, op.array.offset.z,
              op.array.offset.z);
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
#undef RT_SAME_FIELD

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
    return memcpy_batch(dsts, srcs, sizes, count, attrs, attrsIdxs, numAttrs,
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
    return memcpy_3d_batch(numOps, opList, flags, cufw__rt_cu_stream_ptsz(stream));
}
