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

/* An array freed (cuArrayDestroy) or, for mipmapped, a mipmapped array
 * (cuMipmappedArrayDestroy); NULL: nothing to free, as cudaFree(NULL) */
static cudaError_t free_array(int mipmapped, const void *array)
{
    RT_RETURN_IF_NOT_READY();
    if (array == NULL)
        return cudaSuccess;
    RT_RETURN_IF_NO_CONTEXT();
    if (mipmapped)
        RT_RETURN_DRIVER(cuMipmappedArrayDestroy, (CUmipmappedArray)(uintptr_t)array);
    RT_RETURN_DRIVER(cuArrayDestroy, (CUarray)(uintptr_t)array);
}

/* cuArrayDestroy */
cudaError_t RT_ENTRY(cudaFreeArray)(cudaArray_t array)
{
    return free_array(0, array);
}

/* cuMipmappedArrayDestroy */
cudaError_t RT_ENTRY(cudaFreeMipmappedArray)(cudaMipmappedArray_t mipmappedArray)
{
    return free_array(1, mipmappedArray);
}

/* cuMipmappedArrayGetLevel */
cudaError_t RT_ENTRY(cudaGetMipmappedArrayLevel)(cudaArray_t *levelArray,
                                                 cudaMipmappedArray_const_t mipmappedArray,
                                                 unsigned int level)
{
    RT_RETURN_IF_NOT_STARTED(levelArray);
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
    RT_RETURN_IF_NOT_STARTED(pPlaneArray);
    RT_RETURN_DRIVER(cuArrayGetPlane, (CUarray *)pPlaneArray, (CUarray)hArray, planeIdx);
}

static void requirements_out(struct cudaArrayMemoryRequirements *out,
                             const CUDA_ARRAY_MEMORY_REQUIREMENTS *in)
{
    memset(out, 0, sizeof *out);
    out->size = in->size;
    out->alignment = in->alignment;
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

/* What the driver says of the sparse backing of an array or a mipmapped
 * array: the memory it needs on a device (cuArrayGetMemoryRequirements,
 * cuMipmappedArrayGetMemoryRequirements; a CUdevice is the ordinal) or its
 * layout (cuArrayGetSparseProperties, cuMipmappedArrayGetSparseProperties),
 * each checked in cudart's order: ready, NULL, the context. */
enum sparse { ARRAY_REQUIREMENTS, MIPMAP_REQUIREMENTS, ARRAY_PROPERTIES, MIPMAP_PROPERTIES };

static cudaError_t sparse(enum sparse what, void *out, const void *array, int device)
{
    CUDA_ARRAY_MEMORY_REQUIREMENTS q;
    CUDA_ARRAY_SPARSE_PROPERTIES p;
    CUarray a = (CUarray)(uintptr_t)array;
    CUmipmappedArray m = (CUmipmappedArray)(uintptr_t)array;

    RT_RETURN_IF_NOT_STARTED(out);
    memset(&q, 0, sizeof q);
    memset(&p, 0, sizeof p);
    switch (what) {
    case ARRAY_REQUIREMENTS:
        RT_RETURN_IF_DRIVER_FAILS(cuArrayGetMemoryRequirements, &q, a, (CUdevice)device);
        requirements_out(out, &q);
        break;
    case MIPMAP_REQUIREMENTS:
        RT_RETURN_IF_DRIVER_FAILS(cuMipmappedArrayGetMemoryRequirements, &q, m, (CUdevice)device);
        requirements_out(out, &q);
        break;
    case ARRAY_PROPERTIES:
        RT_RETURN_IF_DRIVER_FAILS(cuArrayGetSparseProperties, &p, a);
        sparse_out(out, &p);
        break;
    default: /* MIPMAP_PROPERTIES */
        RT_RETURN_IF_DRIVER_FAILS(cuMipmappedArrayGetSparseProperties, &p, m);
        sparse_out(out, &p);
        break;
    }
    return cudaSuccess;
}

/* cuArrayGetMemoryRequirements */
cudaError_t RT_ENTRY(cudaArrayGetMemoryRequirements)(
    struct cudaArrayMemoryRequirements *memoryRequirements, cudaArray_t array, int device)
{
    return sparse(ARRAY_REQUIREMENTS, memoryRequirements, array, device);
}

/* cuMipmappedArrayGetMemoryRequirements */
cudaError_t RT_ENTRY(cudaMipmappedArrayGetMemoryRequirements)(
    struct cudaArrayMemoryRequirements *memoryRequirements, cudaMipmappedArray_t mipmap, int device)
{
    return sparse(MIPMAP_REQUIREMENTS, memoryRequirements, mipmap, device);
}

/* cuArrayGetSparseProperties */
cudaError_t RT_ENTRY(cudaArrayGetSparseProperties)(
    struct cudaArraySparseProperties *sparseProperties, cudaArray_t array)
{
    return sparse(ARRAY_PROPERTIES, sparseProperties, array, 0);
}

/* cuMipmappedArrayGetSparseProperties */
cudaError_t RT_ENTRY(cudaMipmappedArrayGetSparseProperties)(
    struct cudaArraySparseProperties *sparseProperties, cudaMipmappedArray_t mipmap)
{
    return sparse(MIPMAP_PROPERTIES, sparseProperties, mipmap, 0);
}

/* the exported names of the definitions above (inner.h) */
RT_EXPORTS(array);
