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

/* the 10-10-10-2 format: not in 12.x (checked: 12.4) */
#define RT_FORMAT_101010_2 (CUDART_VERSION >= 13000)

/* The formats whose kind says it all, and the descriptor cudart gives back
 * for each: its channels, of bits each (all four for 10-10-10-2, whose w
 * has 2). */
static const struct {
    enum cudaChannelFormatKind kind;
    CUarray_format format;
    unsigned char channels, bits;
} special[] = {
    {cudaChannelFormatKindNV12, CU_AD_FORMAT_NV12, 3, 8},
    {cudaChannelFormatKindUnsignedNormalized8X1, CU_AD_FORMAT_UNORM_INT8X1, 1, 8},
    {cudaChannelFormatKindUnsignedNormalized8X2, CU_AD_FORMAT_UNORM_INT8X2, 2, 8},
    {cudaChannelFormatKindUnsignedNormalized8X4, CU_AD_FORMAT_UNORM_INT8X4, 4, 8},
    {cudaChannelFormatKindUnsignedNormalized16X1, CU_AD_FORMAT_UNORM_INT16X1, 1, 16},
    {cudaChannelFormatKindUnsignedNormalized16X2, CU_AD_FORMAT_UNORM_INT16X2, 2, 16},
    {cudaChannelFormatKindUnsignedNormalized16X4, CU_AD_FORMAT_UNORM_INT16X4, 4, 16},
    {cudaChannelFormatKindSignedNormalized8X1, CU_AD_FORMAT_SNORM_INT8X1, 1, 8},
    {cudaChannelFormatKindSignedNormalized8X2, CU_AD_FORMAT_SNORM_INT8X2, 2, 8},
    {cudaChannelFormatKindSignedNormalized8X4, CU_AD_FORMAT_SNORM_INT8X4, 4, 8},
    {cudaChannelFormatKindSignedNormalized16X1, CU_AD_FORMAT_SNORM_INT16X1, 1, 16},
    {cudaChannelFormatKindSignedNormalized16X2, CU_AD_FORMAT_SNORM_INT16X2, 2, 16},
    {cudaChannelFormatKindSignedNormalized16X4, CU_AD_FORMAT_SNORM_INT16X4, 4, 16},
    {cudaChannelFormatKindUnsignedBlockCompressed1, CU_AD_FORMAT_BC1_UNORM, 4, 8},
    {cudaChannelFormatKindUnsignedBlockCompressed1SRGB, CU_AD_FORMAT_BC1_UNORM_SRGB, 4, 8},
    {cudaChannelFormatKindUnsignedBlockCompressed2, CU_AD_FORMAT_BC2_UNORM, 4, 8},
    {cudaChannelFormatKindUnsignedBlockCompressed2SRGB, CU_AD_FORMAT_BC2_UNORM_SRGB, 4, 8},
    {cudaChannelFormatKindUnsignedBlockCompressed3, CU_AD_FORMAT_BC3_UNORM, 4, 8},
    {cudaChannelFormatKindUnsignedBlockCompressed3SRGB, CU_AD_FORMAT_BC3_UNORM_SRGB, 4, 8},
    {cudaChannelFormatKindUnsignedBlockCompressed4, CU_AD_FORMAT_BC4_UNORM, 1, 8},
    {cudaChannelFormatKindSignedBlockCompressed4, CU_AD_FORMAT_BC4_SNORM, 1, 8},
    {cudaChannelFormatKindUnsignedBlockCompressed5, CU_AD_FORMAT_BC5_UNORM, 2, 8},
    {cudaChannelFormatKindSignedBlockCompressed5, CU_AD_FORMAT_BC5_SNORM, 2, 8},
    {cudaChannelFormatKindUnsignedBlockCompressed6H, CU_AD_FORMAT_BC6H_UF16, 3, 16},
    {cudaChannelFormatKindSignedBlockCompressed6H, CU_AD_FORMAT_BC6H_SF16, 3, 16},
    {cudaChannelFormatKindUnsignedBlockCompressed7, CU_AD_FORMAT_BC7_UNORM, 4, 8},
    {cudaChannelFormatKindUnsignedBlockCompressed7SRGB, CU_AD_FORMAT_BC7_UNORM_SRGB, 4, 8},
#if RT_FORMAT_101010_2
    {cudaChannelFormatKindUnsignedNormalized1010102, CU_AD_FORMAT_UNORM_INT_101010_2, 4, 10},
#endif
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
    for (i = 0; i < NSPECIAL; i++)
        if (format == special[i].format)
            break;
    if (i < NSPECIAL) {
        d.f = special[i].kind;
        channels = special[i].channels;
        bits = special[i].bits;
    } else {
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
    }
    d.x = bits;
    d.y = channels >= 2 ? bits : 0;
    d.z = channels >= 3 ? bits : 0;
    d.w = channels >= 4 ? bits : 0;
#if RT_FORMAT_101010_2
    if (channels >= 4 && format == CU_AD_FORMAT_UNORM_INT_101010_2)
        d.w = 2;
#endif
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
#if RT_FORMAT_101010_2
    case CU_AD_FORMAT_UNORM_INT_101010_2:
#endif
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

    RT_RETURN_IF_NOT_STARTED(desc);
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

/* cudaResourceDesc.flags and CUDA_RESOURCE_DESC.flags: not in 12.x (checked: 12.4) */
#define RT_RESOURCE_FLAGS (CUDART_VERSION >= 13000)

static cudaError_t resource_in(CUDA_RESOURCE_DESC *out, const struct cudaResourceDesc *in)
{
    cudaError_t e = cudaSuccess;

    memset(out, 0, sizeof *out);
#if RT_RESOURCE_FLAGS
    out->flags = in->flags;
#endif
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
#if RT_RESOURCE_FLAGS
    out->flags = in->flags;
#endif
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

/* A view descriptor is the same structure in both APIs, field for field
 * of the same types (so the same places, given these), the view formats
 * numbered alike: its fields are copied as they are, either way, and the
 * reserved words left zero. */
RT_SAME_FIELD(struct cudaResourceViewDesc, CUDA_RESOURCE_VIEW_DESC, format);
RT_SAME_FIELD(struct cudaResourceViewDesc, CUDA_RESOURCE_VIEW_DESC, width);
RT_SAME_FIELD(struct cudaResourceViewDesc, CUDA_RESOURCE_VIEW_DESC, firstMipmapLevel);
RT_SAME_FIELD(struct cudaResourceViewDesc, CUDA_RESOURCE_VIEW_DESC, lastLayer);
/* 12.x's cudaResourceViewDesc ends at lastLayer, without the reserved
 * words (checked: 12.4) */
#if CUDART_VERSION >= 13000
RT_SAME_SIZE(struct cudaResourceViewDesc, CUDA_RESOURCE_VIEW_DESC);
RT_SAME_FIELD(struct cudaResourceViewDesc, CUDA_RESOURCE_VIEW_DESC, reserved);
#else
_Static_assert(sizeof(struct cudaResourceViewDesc) == offsetof(CUDA_RESOURCE_VIEW_DESC, reserved),
               "struct cudaResourceViewDesc is CUDA_RESOURCE_VIEW_DESC up to its reserved words");
#endif

/* the fields of a view descriptor in, to the size of out */
static void view_copy(void *out, size_t size, const void *in)
{
    memset(out, 0, size);
    memcpy(out, in, offsetof(CUDA_RESOURCE_VIEW_DESC, reserved));
}

/* ------------------------------------------------------------ texture and surface objects */

/* A texture object (cuTexObjectCreate) or, for surface, a surface object
 * (cuSurfObjectCreate, the resource must be an array): the descriptors
 * converted before the context, as cudart checks them; a surface takes no
 * texture descriptor. Both objects are unsigned long long handles. */
static cudaError_t create_object(int surface, unsigned long long *object,
                                 const struct cudaResourceDesc *pResDesc,
                                 const struct cudaTextureDesc *pTexDesc,
                                 const struct cudaResourceViewDesc *pResViewDesc)
{
    CUDA_RESOURCE_DESC res;
    CUDA_TEXTURE_DESC tex;
    CUDA_RESOURCE_VIEW_DESC view;
    unsigned long long o = 0;
    cudaError_t e;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(object == NULL || pResDesc == NULL || (!surface && pTexDesc == NULL),
                 cudaErrorInvalidValue);
    e = resource_in(&res, pResDesc);
    RT_RETURN_IF(e != cudaSuccess, e);
    if (!surface) {
        texture_in(&tex, pTexDesc);
        if (pResViewDesc != NULL)
            view_copy(&view, sizeof view, pResViewDesc);
    }
    RT_RETURN_IF_NO_CONTEXT();
    if (surface)
        RT_RETURN_IF_DRIVER_FAILS(cuSurfObjectCreate, &o, &res);
    else
        RT_RETURN_IF_DRIVER_FAILS(cuTexObjectCreate, &o, &res, &tex,
                                  pResViewDesc != NULL ? &view : NULL);
    *object = o;
    return cudaSuccess;
}

/* cuTexObjectDestroy, or for surface cuSurfObjectDestroy */
static cudaError_t destroy_object(int surface, unsigned long long object)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    if (surface)
        RT_RETURN_DRIVER(cuSurfObjectDestroy, (CUsurfObject)object);
    RT_RETURN_DRIVER(cuTexObjectDestroy, (CUtexObject)object);
}

/* What an object was made from, read back: its resource (a texture's,
 * cuTexObjectGetResourceDesc, or a surface's, cuSurfObjectGetResourceDesc),
 * a texture's texture descriptor (cuTexObjectGetTextureDesc) or view
 * (cuTexObjectGetResourceViewDesc). */
enum part { TEXTURE_RESOURCE, TEXTURE, TEXTURE_VIEW, SURFACE_RESOURCE };

static cudaError_t object_part(enum part part, unsigned long long object, void *out)
{
    CUDA_RESOURCE_DESC res;
    CUDA_TEXTURE_DESC tex;
    CUDA_RESOURCE_VIEW_DESC view;

    RT_RETURN_IF_NOT_STARTED(out);
    switch (part) {
    case TEXTURE:
        RT_RETURN_IF_DRIVER_FAILS(cuTexObjectGetTextureDesc, &tex, (CUtexObject)object);
        texture_out(out, &tex);
        return cudaSuccess;
    case TEXTURE_VIEW:
        RT_RETURN_IF_DRIVER_FAILS(cuTexObjectGetResourceViewDesc, &view, (CUtexObject)object);
        view_copy(out, sizeof(struct cudaResourceViewDesc), &view);
        return cudaSuccess;
    case SURFACE_RESOURCE:
        RT_RETURN_IF_DRIVER_FAILS(cuSurfObjectGetResourceDesc, &res, (CUsurfObject)object);
        break;
    default: /* TEXTURE_RESOURCE */
        RT_RETURN_IF_DRIVER_FAILS(cuTexObjectGetResourceDesc, &res, (CUtexObject)object);
        break;
    }
    resource_out(out, &res);
    return cudaSuccess;
}

/* cuTexObjectCreate */
cudaError_t RT_ENTRY(cudaCreateTextureObject)(cudaTextureObject_t *pTexObject,
                                              const struct cudaResourceDesc *pResDesc,
                                              const struct cudaTextureDesc *pTexDesc,
                                              const struct cudaResourceViewDesc *pResViewDesc)
{
    return create_object(0, pTexObject, pResDesc, pTexDesc, pResViewDesc);
}

/* cuTexObjectDestroy */
cudaError_t RT_ENTRY(cudaDestroyTextureObject)(cudaTextureObject_t texObject)
{
    return destroy_object(0, texObject);
}

/* cuTexObjectGetResourceDesc */
cudaError_t RT_ENTRY(cudaGetTextureObjectResourceDesc)(struct cudaResourceDesc *pResDesc,
                                                       cudaTextureObject_t texObject)
{
    return object_part(TEXTURE_RESOURCE, texObject, pResDesc);
}

/* cuTexObjectGetTextureDesc */
cudaError_t RT_ENTRY(cudaGetTextureObjectTextureDesc)(struct cudaTextureDesc *pTexDesc,
                                                      cudaTextureObject_t texObject)
{
    return object_part(TEXTURE, texObject, pTexDesc);
}

/* cuTexObjectGetResourceViewDesc */
cudaError_t RT_ENTRY(cudaGetTextureObjectResourceViewDesc)(struct cudaResourceViewDesc *pResViewDesc,
                                                           cudaTextureObject_t texObject)
{
    return object_part(TEXTURE_VIEW, texObject, pResViewDesc);
}

/* cuSurfObjectCreate (the resource must be an array) */
cudaError_t RT_ENTRY(cudaCreateSurfaceObject)(cudaSurfaceObject_t *pSurfObject,
                                              const struct cudaResourceDesc *pResDesc)
{
    return create_object(1, pSurfObject, pResDesc, NULL, NULL);
}

/* cuSurfObjectDestroy */
cudaError_t RT_ENTRY(cudaDestroySurfaceObject)(cudaSurfaceObject_t surfObject)
{
    return destroy_object(1, surfObject);
}

/* cuSurfObjectGetResourceDesc */
cudaError_t RT_ENTRY(cudaGetSurfaceObjectResourceDesc)(struct cudaResourceDesc *pResDesc,
                                                       cudaSurfaceObject_t surfObject)
{
    return object_part(SURFACE_RESOURCE, surfObject, pResDesc);
}

/* the exported names of the definitions above (inner.h) */
RT_EXPORTS(texture);
