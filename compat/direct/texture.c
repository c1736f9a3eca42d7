/* SPDX-License-Identifier: MIT */
/*
 * compat/texture.c -- channel descriptors, texture objects, surface
 * objects.
 *
 * The Runtime describes an element by the bits of up to four channels and
 * a kind (cudaChannelFormatDesc); the Driver by one CUarray_format and a
 * channel count. For the signed, unsigned and float kinds the channels in
 * use come first, all of the same size, and there are 1, 2 or 4 of them;
 * the other kinds (normalized 8/16-bit, block-compressed, NV12, 10-10-10-2)
 * name a format of their own. Anything else is
 * cudaErrorInvalidChannelDescriptor.
 *
 * A cudaTextureObject_t is a CUtexObject and a cudaSurfaceObject_t a
 * CUsurfObject: the descriptors are converted field by field both ways
 * (cudaResourceDesc <-> CUDA_RESOURCE_DESC, cudaTextureDesc <->
 * CUDA_TEXTURE_DESC, cudaResourceViewDesc <-> CUDA_RESOURCE_VIEW_DESC).
 * The texture descriptor's readMode, normalizedCoords, sRGB,
 * disableTrilinearOptimization and seamlessCubemap are the Driver's
 * CU_TRSF_* flags: cudaReadModeElementType is CU_TRSF_READ_AS_INTEGER
 * (integer data is not promoted to [0, 1] floats).
 */
#include "array.h"

#include <stdint.h>
#include <string.h>

/* ------------------------------------------------------------ channel descriptors */

/* The formats whose kind says it all. */
static const struct {
    enum cudaChannelFormatKind kind;
    CUarray_format format;
    unsigned char channels, x, y, z, w; /* the descriptor cudart gives back */
} special[] = {
    {cudaChannelFormatKindNV12, CU_AD_FORMAT_NV12, 3, 8, 8, 8, 0},
    {cudaChannelFormatKindUnsignedNormalized8X1, CU_AD_FORMAT_UNORM_INT8X1, 1, 8, 0, 0, 0},
    {cudaChannelFormatKindUnsignedNormalized8X2, CU_AD_FORMAT_UNORM_INT8X2, 2, 8, 8, 0, 0},
    {cudaChannelFormatKindUnsignedNormalized8X4, CU_AD_FORMAT_UNORM_INT8X4, 4, 8, 8, 8, 8},
    {cudaChannelFormatKindUnsignedNormalized16X1, CU_AD_FORMAT_UNORM_INT16X1, 1, 16, 0, 0, 0},
    {cudaChannelFormatKindUnsignedNormalized16X2, CU_AD_FORMAT_UNORM_INT16X2, 2, 16, 16, 0, 0},
    {cudaChannelFormatKindUnsignedNormalized16X4, CU_AD_FORMAT_UNORM_INT16X4, 4, 16, 16, 16, 16},
    {cudaChannelFormatKindSignedNormalized8X1, CU_AD_FORMAT_SNORM_INT8X1, 1, 8, 0, 0, 0},
    {cudaChannelFormatKindSignedNormalized8X2, CU_AD_FORMAT_SNORM_INT8X2, 2, 8, 8, 0, 0},
    {cudaChannelFormatKindSignedNormalized8X4, CU_AD_FORMAT_SNORM_INT8X4, 4, 8, 8, 8, 8},
    {cudaChannelFormatKindSignedNormalized16X1, CU_AD_FORMAT_SNORM_INT16X1, 1, 16, 0, 0, 0},
    {cudaChannelFormatKindSignedNormalized16X2, CU_AD_FORMAT_SNORM_INT16X2, 2, 16, 16, 0, 0},
    {cudaChannelFormatKindSignedNormalized16X4, CU_AD_FORMAT_SNORM_INT16X4, 4, 16, 16, 16, 16},
    {cudaChannelFormatKindUnsignedBlockCompressed1, CU_AD_FORMAT_BC1_UNORM, 4, 8, 8, 8, 8},
    {cudaChannelFormatKindUnsignedBlockCompressed1SRGB, CU_AD_FORMAT_BC1_UNORM_SRGB, 4, 8, 8, 8,
     8},
    {cudaChannelFormatKindUnsignedBlockCompressed2, CU_AD_FORMAT_BC2_UNORM, 4, 8, 8, 8, 8},
    {cudaChannelFormatKindUnsignedBlockCompressed2SRGB, CU_AD_FORMAT_BC2_UNORM_SRGB, 4, 8, 8, 8,
     8},
    {cudaChannelFormatKindUnsignedBlockCompressed3, CU_AD_FORMAT_BC3_UNORM, 4, 8, 8, 8, 8},
    {cudaChannelFormatKindUnsignedBlockCompressed3SRGB, CU_AD_FORMAT_BC3_UNORM_SRGB, 4, 8, 8, 8,
     8},
    {cudaChannelFormatKindUnsignedBlockCompressed4, CU_AD_FORMAT_BC4_UNORM, 1, 8, 0, 0, 0},
    {cudaChannelFormatKindSignedBlockCompressed4, CU_AD_FORMAT_BC4_SNORM, 1, 8, 0, 0, 0},
    {cudaChannelFormatKindUnsignedBlockCompressed5, CU_AD_FORMAT_BC5_UNORM, 2, 8, 8, 0, 0},
    {cudaChannelFormatKindSignedBlockCompressed5, CU_AD_FORMAT_BC5_SNORM, 2, 8, 8, 0, 0},
    {cudaChannelFormatKindUnsignedBlockCompressed6H, CU_AD_FORMAT_BC6H_UF16, 3, 16, 16, 16, 0},
    {cudaChannelFormatKindSignedBlockCompressed6H, CU_AD_FORMAT_BC6H_SF16, 3, 16, 16, 16, 0},
    {cudaChannelFormatKindUnsignedBlockCompressed7, CU_AD_FORMAT_BC7_UNORM, 4, 8, 8, 8, 8},
    {cudaChannelFormatKindUnsignedBlockCompressed7SRGB, CU_AD_FORMAT_BC7_UNORM_SRGB, 4, 8, 8, 8,
     8},
    {cudaChannelFormatKindUnsignedNormalized1010102, CU_AD_FORMAT_UNORM_INT_101010_2, 4, 10, 10,
     10, 2},
};
#define NSPECIAL (sizeof special / sizeof special[0])

cudaError_t cufw__rt_texture_format(const struct cudaChannelFormatDesc *desc,
                                    CUarray_format *format, unsigned *channels)
{
    size_t i;
    unsigned n;
    int bits = desc->x;

    for (i = 0; i < NSPECIAL; i++) {
        if (desc->f == special[i].kind) {
            *format = special[i].format;
            *channels = special[i].channels;
            return cudaSuccess;
        }
    }
    /* the channels in use come first and have the same size */
    if (desc->y == 0)
        n = 1;
    else if (desc->z == 0)
        n = 2;
    else if (desc->w == 0)
        n = 3;
    else
        n = 4;
    if ((n >= 2 && desc->y != bits) || (n >= 3 && desc->z != bits) ||
        (n >= 4 && desc->w != bits) || (n < 4 && desc->w != 0) || (n < 3 && desc->z != 0) ||
        n == 3)
        return cudaErrorInvalidChannelDescriptor;
    *channels = n;
    switch (desc->f) {
    case cudaChannelFormatKindSigned:
        *format = bits == 8    ? CU_AD_FORMAT_SIGNED_INT8
                  : bits == 16 ? CU_AD_FORMAT_SIGNED_INT16
                  : bits == 32 ? CU_AD_FORMAT_SIGNED_INT32
                               : (CUarray_format)0;
        break;
    case cudaChannelFormatKindUnsigned:
        *format = bits == 8    ? CU_AD_FORMAT_UNSIGNED_INT8
                  : bits == 16 ? CU_AD_FORMAT_UNSIGNED_INT16
                  : bits == 32 ? CU_AD_FORMAT_UNSIGNED_INT32
                               : (CUarray_format)0;
        break;
    case cudaChannelFormatKindFloat:
        *format = bits == 16   ? CU_AD_FORMAT_HALF
                  : bits == 32 ? CU_AD_FORMAT_FLOAT
                               : (CUarray_format)0;
        break;
    default:
        *format = (CUarray_format)0;
        break;
    }
    return *format != 0 ? cudaSuccess : cudaErrorInvalidChannelDescriptor;
}

struct cudaChannelFormatDesc cufw__rt_texture_desc(CUarray_format format, unsigned channels)
{
    struct cudaChannelFormatDesc d;
    size_t i;
    int bits;

    memset(&d, 0, sizeof d);
    d.f = cudaChannelFormatKindNone;
    for (i = 0; i < NSPECIAL; i++) {
        if (format == special[i].format) {
            d.x = special[i].x;
            d.y = special[i].y;
            d.z = special[i].z;
            d.w = special[i].w;
            d.f = special[i].kind;
            return d;
        }
    }
    switch (format) {
    case CU_AD_FORMAT_SIGNED_INT8:
    case CU_AD_FORMAT_SIGNED_INT16:
    case CU_AD_FORMAT_SIGNED_INT32:
        d.f = cudaChannelFormatKindSigned;
        break;
    case CU_AD_FORMAT_UNSIGNED_INT8:
    case CU_AD_FORMAT_UNSIGNED_INT16:
    case CU_AD_FORMAT_UNSIGNED_INT32:
        d.f = cudaChannelFormatKindUnsigned;
        break;
    case CU_AD_FORMAT_HALF:
    case CU_AD_FORMAT_FLOAT:
        d.f = cudaChannelFormatKindFloat;
        break;
    default:
        return d;
    }
    bits = (int)(cufw__rt_texture_element_size(format, 1) * 8);
    d.x = bits;
    d.y = channels >= 2 ? bits : 0;
    d.z = channels >= 3 ? bits : 0;
    d.w = channels >= 4 ? bits : 0;
    return d;
}

size_t cufw__rt_texture_element_size(CUarray_format format, unsigned channels)
{
    switch (format) {
    case CU_AD_FORMAT_UNSIGNED_INT8:
    case CU_AD_FORMAT_SIGNED_INT8:
        return channels;
    case CU_AD_FORMAT_UNSIGNED_INT16:
    case CU_AD_FORMAT_SIGNED_INT16:
    case CU_AD_FORMAT_HALF:
        return 2 * (size_t)channels;
    case CU_AD_FORMAT_UNSIGNED_INT32:
    case CU_AD_FORMAT_SIGNED_INT32:
    case CU_AD_FORMAT_FLOAT:
        return 4 * (size_t)channels;
    case CU_AD_FORMAT_UNORM_INT8X1:
    case CU_AD_FORMAT_SNORM_INT8X1:
    case CU_AD_FORMAT_NV12: /* a byte of luma */
        return 1;
    case CU_AD_FORMAT_UNORM_INT8X2:
    case CU_AD_FORMAT_SNORM_INT8X2:
    case CU_AD_FORMAT_UNORM_INT16X1:
    case CU_AD_FORMAT_SNORM_INT16X1:
        return 2;
    case CU_AD_FORMAT_UNORM_INT8X4:
    case CU_AD_FORMAT_SNORM_INT8X4:
    case CU_AD_FORMAT_UNORM_INT16X2:
    case CU_AD_FORMAT_SNORM_INT16X2:
    case CU_AD_FORMAT_UNORM_INT_101010_2:
        return 4;
    case CU_AD_FORMAT_UNORM_INT16X4:
    case CU_AD_FORMAT_SNORM_INT16X4:
        return 8;
    case CU_AD_FORMAT_BC1_UNORM: /* a 4x4 block */
    case CU_AD_FORMAT_BC1_UNORM_SRGB:
    case CU_AD_FORMAT_BC4_UNORM:
    case CU_AD_FORMAT_BC4_SNORM:
        return 8;
    case CU_AD_FORMAT_BC2_UNORM:
    case CU_AD_FORMAT_BC2_UNORM_SRGB:
    case CU_AD_FORMAT_BC3_UNORM:
    case CU_AD_FORMAT_BC3_UNORM_SRGB:
    case CU_AD_FORMAT_BC5_UNORM:
    case CU_AD_FORMAT_BC5_SNORM:
    case CU_AD_FORMAT_BC6H_UF16:
    case CU_AD_FORMAT_BC6H_SF16:
    case CU_AD_FORMAT_BC7_UNORM:
    case CU_AD_FORMAT_BC7_UNORM_SRGB:
        return 16;
    default:
        return 0;
    }
}

/* No Driver call: the descriptor as given. */
struct cudaChannelFormatDesc RT_ENTRY(cudaCreateChannelDesc)(int x, int y, int z, int w,
                                                             enum cudaChannelFormatKind f)
{
    struct cudaChannelFormatDesc d;

    d.x = x;
    d.y = y;
    d.z = z;
    d.w = w;
    d.f = f;
    return d;
}

/* cuArray3DGetDescriptor_v2 */
cudaError_t RT_ENTRY(cudaGetChannelDesc)(struct cudaChannelFormatDesc *desc,
                                         cudaArray_const_t array)
{
    CUDA_ARRAY3D_DESCRIPTOR d;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(desc == NULL, cudaErrorInvalidValue);
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_IF_DRIVER_FAILS(cuArray3DGetDescriptor, &d, (CUarray)(uintptr_t)array);
    *desc = cufw__rt_texture_desc(d.Format, d.NumChannels);
    return cudaSuccess;
}

/* cuDeviceGetTexture1DLinearMaxWidth (the format of the descriptor) */
cudaError_t RT_ENTRY(cudaDeviceGetTexture1DLinearMaxWidth)(size_t *maxWidthInElements,
                                                           const struct cudaChannelFormatDesc *fmtDesc,
                                                           int device)
{
    CUarray_format format;
    unsigned channels;
    cudaError_t e;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(maxWidthInElements == NULL || fmtDesc == NULL, cudaErrorInvalidValue);
    e = cufw__rt_texture_format(fmtDesc, &format, &channels);
    RT_RETURN_IF(e != cudaSuccess, e);
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuDeviceGetTexture1DLinearMaxWidth, maxWidthInElements, format, channels,
                     (CUdevice)device);
}

/* ------------------------------------------------------------ resource descriptors */

static cudaError_t resource_in(CUDA_RESOURCE_DESC *out, const struct cudaResourceDesc *in)
{
    cudaError_t e = cudaSuccess;

    memset(out, 0, sizeof *out);
    out->flags = in->flags;
    switch (in->resType) {
    case cudaResourceTypeArray:
        out->resType = CU_RESOURCE_TYPE_ARRAY;
        out->res.array.hArray = (CUarray)in->res.array.array;
        break;
    case cudaResourceTypeMipmappedArray:
        out->resType = CU_RESOURCE_TYPE_MIPMAPPED_ARRAY;
        out->res.mipmap.hMipmappedArray = (CUmipmappedArray)in->res.mipmap.mipmap;
        break;
    case cudaResourceTypeLinear:
        out->resType = CU_RESOURCE_TYPE_LINEAR;
        out->res.linear.devPtr = (CUdeviceptr)(uintptr_t)in->res.linear.devPtr;
        e = cufw__rt_texture_format(&in->res.linear.desc, &out->res.linear.format,
                                    &out->res.linear.numChannels);
        out->res.linear.sizeInBytes = in->res.linear.sizeInBytes;
        break;
    case cudaResourceTypePitch2D:
        out->resType = CU_RESOURCE_TYPE_PITCH2D;
        out->res.pitch2D.devPtr = (CUdeviceptr)(uintptr_t)in->res.pitch2D.devPtr;
        e = cufw__rt_texture_format(&in->res.pitch2D.desc, &out->res.pitch2D.format,
                                    &out->res.pitch2D.numChannels);
        out->res.pitch2D.width = in->res.pitch2D.width;
        out->res.pitch2D.height = in->res.pitch2D.height;
        out->res.pitch2D.pitchInBytes = in->res.pitch2D.pitchInBytes;
        break;
    default:
        e = cudaErrorInvalidValue;
        break;
    }
    return e;
}

static void resource_out(struct cudaResourceDesc *out, const CUDA_RESOURCE_DESC *in)
{
    memset(out, 0, sizeof *out);
    out->flags = in->flags;
    switch (in->resType) {
    case CU_RESOURCE_TYPE_ARRAY:
        out->resType = cudaResourceTypeArray;
        out->res.array.array = (cudaArray_t)in->res.array.hArray;
        break;
    case CU_RESOURCE_TYPE_MIPMAPPED_ARRAY:
        out->resType = cudaResourceTypeMipmappedArray;
        out->res.mipmap.mipmap = (cudaMipmappedArray_t)in->res.mipmap.hMipmappedArray;
        break;
    case CU_RESOURCE_TYPE_LINEAR:
        out->resType = cudaResourceTypeLinear;
        out->res.linear.devPtr = (void *)(uintptr_t)in->res.linear.devPtr;
        out->res.linear.desc =
            cufw__rt_texture_desc(in->res.linear.format, in->res.linear.numChannels);
        out->res.linear.sizeInBytes = in->res.linear.sizeInBytes;
        break;
    case CU_RESOURCE_TYPE_PITCH2D:
        out->resType = cudaResourceTypePitch2D;
        out->res.pitch2D.devPtr = (void *)(uintptr_t)in->res.pitch2D.devPtr;
        out->res.pitch2D.desc =
            cufw__rt_texture_desc(in->res.pitch2D.format, in->res.pitch2D.numChannels);
        out->res.pitch2D.width = in->res.pitch2D.width;
        out->res.pitch2D.height = in->res.pitch2D.height;
        out->res.pitch2D.pitchInBytes = in->res.pitch2D.pitchInBytes;
        break;
    default:
        break;
    }
}

static void texture_in(CUDA_TEXTURE_DESC *out, const struct cudaTextureDesc *in)
{
    int i;

    memset(out, 0, sizeof *out);
    for (i = 0; i < 3; i++)
        out->addressMode[i] = (CUaddress_mode)in->addressMode[i];
    out->filterMode = (CUfilter_mode)in->filterMode;
    if (in->readMode == cudaReadModeElementType)
        out->flags |= CU_TRSF_READ_AS_INTEGER;
    if (in->normalizedCoords)
        out->flags |= CU_TRSF_NORMALIZED_COORDINATES;
    if (in->sRGB)
        out->flags |= CU_TRSF_SRGB;
    if (in->disableTrilinearOptimization)
        out->flags |= CU_TRSF_DISABLE_TRILINEAR_OPTIMIZATION;
    if (in->seamlessCubemap)
        out->flags |= CU_TRSF_SEAMLESS_CUBEMAP;
    out->maxAnisotropy = in->maxAnisotropy;
    out->mipmapFilterMode = (CUfilter_mode)in->mipmapFilterMode;
    out->mipmapLevelBias = in->mipmapLevelBias;
    out->minMipmapLevelClamp = in->minMipmapLevelClamp;
    out->maxMipmapLevelClamp = in->maxMipmapLevelClamp;
    /* the border colour is passed whatever the address modes, as cudart
     * does: read back, it is the one given (seen on the H200, 13.0) */
    for (i = 0; i < 4; i++)
        out->borderColor[i] = in->borderColor[i];
}

static void texture_out(struct cudaTextureDesc *out, const CUDA_TEXTURE_DESC *in)
{
    int i;

    memset(out, 0, sizeof *out);
    for (i = 0; i < 3; i++)
        out->addressMode[i] = (enum cudaTextureAddressMode)in->addressMode[i];
    out->filterMode = (enum cudaTextureFilterMode)in->filterMode;
    out->readMode = (in->flags & CU_TRSF_READ_AS_INTEGER) ? cudaReadModeElementType
                                                          : cudaReadModeNormalizedFloat;
    out->normalizedCoords = (in->flags & CU_TRSF_NORMALIZED_COORDINATES) != 0;
    out->sRGB = (in->flags & CU_TRSF_SRGB) != 0;
    out->disableTrilinearOptimization = (in->flags & CU_TRSF_DISABLE_TRILINEAR_OPTIMIZATION) != 0;
    out->seamlessCubemap = (in->flags & CU_TRSF_SEAMLESS_CUBEMAP) != 0;
    out->maxAnisotropy = in->maxAnisotropy;
    out->mipmapFilterMode = (enum cudaTextureFilterMode)in->mipmapFilterMode;
    out->mipmapLevelBias = in->mipmapLevelBias;
    out->minMipmapLevelClamp = in->minMipmapLevelClamp;
    out->maxMipmapLevelClamp = in->maxMipmapLevelClamp;
    for (i = 0; i < 4; i++)
        out->borderColor[i] = in->borderColor[i];
}

/* The view formats have the same numbers in both APIs. */
static void view_in(CUDA_RESOURCE_VIEW_DESC *out, const struct cudaResourceViewDesc *in)
{
    memset(out, 0, sizeof *out);
    out->format = (CUresourceViewFormat)in->format;
    out->width = in->width;
    out->height = in->height;
    out->depth = in->depth;
    out->firstMipmapLevel = in->firstMipmapLevel;
    out->lastMipmapLevel = in->lastMipmapLevel;
    out->firstLayer = in->firstLayer;
    out->lastLayer = in->lastLayer;
}

static void view_out(struct cudaResourceViewDesc *out, const CUDA_RESOURCE_VIEW_DESC *in)
{
    memset(out, 0, sizeof *out);
    out->format = (enum cudaResourceViewFormat)in->format;
    out->width = in->width;
    out->height = in->height;
    out->depth = in->depth;
    out->firstMipmapLevel = in->firstMipmapLevel;
    out->lastMipmapLevel = in->lastMipmapLevel;
    out->firstLayer = in->firstLayer;
    out->lastLayer = in->lastLayer;
}

/* ------------------------------------------------------------ texture objects */

/* cuTexObjectCreate */
cudaError_t RT_ENTRY(cudaCreateTextureObject)(cudaTextureObject_t *pTexObject,
                                              const struct cudaResourceDesc *pResDesc,
                                              const struct cudaTextureDesc *pTexDesc,
                                              const struct cudaResourceViewDesc *pResViewDesc)
{
    CUDA_RESOURCE_DESC res;
    CUDA_TEXTURE_DESC tex;
    CUDA_RESOURCE_VIEW_DESC view;
    CUtexObject t = 0;
    cudaError_t e;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(pTexObject == NULL || pResDesc == NULL || pTexDesc == NULL, cudaErrorInvalidValue);
    e = resource_in(&res, pResDesc);
    RT_RETURN_IF(e != cudaSuccess, e);
    texture_in(&tex, pTexDesc);
    if (pResViewDesc != NULL)
        view_in(&view, pResViewDesc);
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_IF_DRIVER_FAILS(cuTexObjectCreate, &t, &res, &tex,
                              pResViewDesc != NULL ? &view : NULL);
    *pTexObject = (cudaTextureObject_t)t;
    return cudaSuccess;
}

/* cuTexObjectDestroy */
cudaError_t RT_ENTRY(cudaDestroyTextureObject)(cudaTextureObject_t texObject)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuTexObjectDestroy, (CUtexObject)texObject);
}

/* cuTexObjectGetResourceDesc */
cudaError_t RT_ENTRY(cudaGetTextureObjectResourceDesc)(struct cudaResourceDesc *pResDesc,
                                                       cudaTextureObject_t texObject)
{
    CUDA_RESOURCE_DESC res;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(pResDesc == NULL, cudaErrorInvalidValue);
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_IF_DRIVER_FAILS(cuTexObjectGetResourceDesc, &res, (CUtexObject)texObject);
    resource_out(pResDesc, &res);
    return cudaSuccess;
}

/* cuTexObjectGetTextureDesc */
cudaError_t RT_ENTRY(cudaGetTextureObjectTextureDesc)(struct cudaTextureDesc *pTexDesc,
                                                      cudaTextureObject_t texObject)
{
    CUDA_TEXTURE_DESC tex;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(pTexDesc == NULL, cudaErrorInvalidValue);
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_IF_DRIVER_FAILS(cuTexObjectGetTextureDesc, &tex, (CUtexObject)texObject);
    texture_out(pTexDesc, &tex);
    return cudaSuccess;
}

/* cuTexObjectGetResourceViewDesc */
cudaError_t RT_ENTRY(cudaGetTextureObjectResourceViewDesc)(struct cudaResourceViewDesc *pResViewDesc,
                                                           cudaTextureObject_t texObject)
{
    CUDA_RESOURCE_VIEW_DESC view;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(pResViewDesc == NULL, cudaErrorInvalidValue);
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_IF_DRIVER_FAILS(cuTexObjectGetResourceViewDesc, &view, (CUtexObject)texObject);
    view_out(pResViewDesc, &view);
    return cudaSuccess;
}

/* ------------------------------------------------------------ surface objects */

/* cuSurfObjectCreate (the resource must be an array) */
cudaError_t RT_ENTRY(cudaCreateSurfaceObject)(cudaSurfaceObject_t *pSurfObject,
                                              const struct cudaResourceDesc *pResDesc)
{
    CUDA_RESOURCE_DESC res;
    CUsurfObject s = 0;
    cudaError_t e;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(pSurfObject == NULL || pResDesc == NULL, cudaErrorInvalidValue);
    e = resource_in(&res, pResDesc);
    RT_RETURN_IF(e != cudaSuccess, e);
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_IF_DRIVER_FAILS(cuSurfObjectCreate, &s, &res);
    *pSurfObject = (cudaSurfaceObject_t)s;
    return cudaSuccess;
}

/* cuSurfObjectDestroy */
cudaError_t RT_ENTRY(cudaDestroySurfaceObject)(cudaSurfaceObject_t surfObject)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuSurfObjectDestroy, (CUsurfObject)surfObject);
}

/* cuSurfObjectGetResourceDesc */
cudaError_t RT_ENTRY(cudaGetSurfaceObjectResourceDesc)(struct cudaResourceDesc *pResDesc,
                                                       cudaSurfaceObject_t surfObject)
{
    CUDA_RESOURCE_DESC res;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(pResDesc == NULL, cudaErrorInvalidValue);
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_IF_DRIVER_FAILS(cuSurfObjectGetResourceDesc, &res, (CUsurfObject)surfObject);
    resource_out(pResDesc, &res);
    return cudaSuccess;
}

/* the exported names of the definitions above (inner.h) */
RT_EXPORTS(texture);
