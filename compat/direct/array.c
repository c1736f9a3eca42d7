/* SPDX-License-Identifier: MIT */
/*
 * compat/direct/array.c -- CUDA arrays and mipmapped arrays: making and
 * freeing them, what they are (format, extent, flags, planes, memory
 * requirements, sparse properties), and the size of their elements, which
 * every copy to or from an array needs (array_copy.c, the graphs' memcpy
 * nodes).
 *
 * A cudaArray_t is a CUarray and a cudaMipmappedArray_t a
 * CUmipmappedArray: compat creates them with the Driver and hands them out
 * cast, keeping nothing. What it knows of an array it asks the driver
 * (cuArray3DGetDescriptor_v2) each time: the Runtime's channel descriptor
 * becomes a CUarray_format and a channel count on the way in and comes
 * back from them on the way out (texture.c), and the Runtime's array flags
 * are the Driver's CUDA_ARRAY3D_* under other names.
 */
#include "array.h"

#include <string.h>

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
static cudaError_t allocation_descriptor(CUDA_ARRAY3D_DESCRIPTOR *d,
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

/* An array of width x height x depth elements: cuArray3DCreate_v2. */
static cudaError_t create_array(cudaArray_t *array, const struct cudaChannelFormatDesc *desc,
                                size_t width, size_t height, size_t depth, unsigned flags)
{
    CUDA_ARRAY3D_DESCRIPTOR d;
    CUarray a = NULL;
    cudaError_t e;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(array == NULL || desc == NULL, cudaErrorInvalidValue);
    e = allocation_descriptor(&d, desc, width, height, depth, flags);
    if (e != cudaSuccess)
        return e;
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_IF_DRIVER_FAILS(cuArray3DCreate, &a, &d);
    *array = (cudaArray_t)a;
    return cudaSuccess;
}

/* cuArray3DCreate_v2 (a 1D array when height is 0, else 2D) */
cudaError_t RT_ENTRY(cudaMallocArray)(cudaArray_t *array, const struct cudaChannelFormatDesc *desc,
                                      size_t width, size_t height, unsigned int flags)
{
    return create_array(array, desc, width, height, 0, flags);
}

/* cuArray3DCreate_v2 */
cudaError_t RT_ENTRY(cudaMalloc3DArray)(cudaArray_t *array,
                                        const struct cudaChannelFormatDesc *desc,
                                        struct cudaExtent extent, unsigned int flags)
{
    return create_array(array, desc, extent.width, extent.height, extent.depth, flags);
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
    e = allocation_descriptor(&d, desc, extent.width, extent.height, extent.depth, flags);
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

cudaError_t cufw__rt_array_descriptor(const void *array, CUDA_ARRAY3D_DESCRIPTOR *d)
{
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_IF_DRIVER_FAILS(cuArray3DGetDescriptor, d, (CUarray)(uintptr_t)array);
    return cudaSuccess;
}

cudaError_t cufw__rt_array_element_size(const void *array, size_t *size)
{
    CUDA_ARRAY3D_DESCRIPTOR d;
    cudaError_t e;

    e = cufw__rt_array_descriptor(array, &d);
    if (e != cudaSuccess)
        return e;
    *size = cufw__rt_texture_element_size(d.Format, d.NumChannels);
    RT_RETURN_IF(*size == 0, cudaErrorInvalidValue);
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
    e = cufw__rt_array_descriptor(array, &d);
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
cudaError_t RT_ENTRY(cudaArrayGetMemoryRequirements)(
    struct cudaArrayMemoryRequirements *memoryRequirements, cudaArray_t array, int device)
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
cudaError_t RT_ENTRY(cudaMipmappedArrayGetMemoryRequirements)(
    struct cudaArrayMemoryRequirements *memoryRequirements, cudaMipmappedArray_t mipmap, int device)
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
cudaError_t RT_ENTRY(cudaArrayGetSparseProperties)(
    struct cudaArraySparseProperties *sparseProperties, cudaArray_t array)
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
cudaError_t RT_ENTRY(cudaMipmappedArrayGetSparseProperties)(
    struct cudaArraySparseProperties *sparseProperties, cudaMipmappedArray_t mipmap)
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

/* the exported names of the definitions above (inner.h) */
RT_EXPORTS(array);
