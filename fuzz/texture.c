/* SPDX-License-Identifier: MIT */
/*
 * fuzz/texture.c -- compat's channel formats and texture descriptors
 * (compat/direct/texture.c, array.c) on the stand-in driver behind the
 * shim (fuzz/rt.h): texture and surface objects made and read back
 * (cudaResourceDesc, cudaTextureDesc and cudaResourceViewDesc in and out),
 * arrays made from a channel descriptor and asked what they are
 * (cudaMalloc3DArray, cudaMallocArray, cudaArrayGetInfo,
 * cudaGetChannelDesc, on arrays of any driver format too), and
 * cudaDeviceGetTexture1DLinearMaxWidth.
 *
 * Input: byte 0 the function (low 3 bits; bit 7: a NULL pointer among the
 * arguments, bits 4-6 which), then an array descriptor and the function's
 * arguments: channel descriptors of plain widths or any, resource types,
 * texture descriptor fields and floats of any bits.
 *
 * Checks: the channel descriptor maps to the format cudart's rules give
 * (written out again in fuzz/rt.c, as a table), or the call is refused
 * with cudaErrorInvalidChannelDescriptor, recorded, before the driver; a
 * resource of no known type, an array flag the Runtime does not define, a
 * NULL pointer are cudaErrorInvalidValue. What the driver is given is the
 * resource, texture and view descriptors field by field (the texture
 * descriptor's flags the CU_TRSF_* of its switches, every reserved word
 * zero) and the array descriptor the Runtime's extent, format and flags.
 * Read back, each comes out as cudart gives it: the channel descriptor of
 * the driver's format (which maps to that format again), the read mode and
 * switches from the flags, the view as it went in, the array's extent and
 * flags.
 */
#include "config.h"

#include <string.h>

#include "rt.h"

enum fn { TEXTURE, SURFACE, MALLOC_ARRAY, ARRAY_INFO, LINEAR_WIDTH, NFNS };

static const char *const fn_name[NFNS] = {
    "cudaCreateTextureObject", "cudaCreateSurfaceObject", "cudaMalloc3DArray",
    "cudaArrayGetInfo", "cudaDeviceGetTexture1DLinearMaxWidth",
};

/* A resource descriptor's flags and a view's reserved words are 13.0's:
 * 12.x's structures have neither (compat/direct/texture.c). */
#if CUDART_VERSION >= 13000
#define RES_FLAGS(r) ((r)->flags)
#else
#define RES_FLAGS(r) 0u
#endif

/* The Runtime's array flags, which are the Driver's CUDA_ARRAY3D_* of the
 * same meaning (cuda.h and driver_types.h give them the same values). */
static const unsigned array_flags = cudaArrayLayered | cudaArraySurfaceLoadStore |
                                    cudaArrayCubemap | cudaArrayTextureGather |
                                    cudaArrayColorAttachment | cudaArraySparse |
                                    cudaArrayDeferredMapping;
_Static_assert(cudaArrayLayered == CUDA_ARRAY3D_LAYERED &&
                   cudaArraySurfaceLoadStore == CUDA_ARRAY3D_SURFACE_LDST &&
                   cudaArrayCubemap == CUDA_ARRAY3D_CUBEMAP &&
                   cudaArrayTextureGather == CUDA_ARRAY3D_TEXTURE_GATHER &&
                   cudaArrayColorAttachment == CUDA_ARRAY3D_COLOR_ATTACHMENT &&
                   cudaArraySparse == CUDA_ARRAY3D_SPARSE &&
                   cudaArrayDeferredMapping == CUDA_ARRAY3D_DEFERRED_MAPPING,
               "the array flags are the Driver's");

/* ------------------------------------------------------------ the input */

static int channel_bits(struct fuzz_in *in)
{
    static const int bits[] = {0, 8, 16, 32, 10, 2, 64};
    unsigned b = fuzz_byte(in);

    return b < 0xf0 ? bits[b % (sizeof bits / sizeof bits[0])] : (int)fuzz_num(in);
}

static struct cudaChannelFormatDesc channel_desc(struct fuzz_in *in)
{
    struct cudaChannelFormatDesc d;
    unsigned f;

    d.x = channel_bits(in);
    d.y = channel_bits(in);
    d.z = channel_bits(in);
    d.w = channel_bits(in);
    f = fuzz_byte(in);
    d.f = f < 0xf0 ? (enum cudaChannelFormatKind)(f % 33) : (enum cudaChannelFormatKind)(int)
                                                               fuzz_num(in);
    return d;
}

static float any_float(struct fuzz_in *in)
{
    uint32_t u = (uint32_t)fuzz_num(in);
    float f;

    memcpy(&f, &u, sizeof f);
    return f;
}

static void resource(struct fuzz_in *in, cudaArray_t a, struct cudaResourceDesc *r)
{
    unsigned t = fuzz_byte(in);

    memset(r, 0, sizeof *r);
    r->resType = t < 0xf0 ? (enum cudaResourceType)(t % 5) : (enum cudaResourceType)(int)
                                                               fuzz_num(in);
    switch (r->resType) {
    case cudaResourceTypeArray:
        r->res.array.array = fuzz_pick_array(in, a, a);
        break;
    case cudaResourceTypeMipmappedArray:
        r->res.mipmap.mipmap = (cudaMipmappedArray_t)(uintptr_t)fuzz_num(in);
        break;
    case cudaResourceTypeLinear:
        r->res.linear.devPtr = (void *)(uintptr_t)fuzz_num(in);
        r->res.linear.desc = channel_desc(in);
        r->res.linear.sizeInBytes = fuzz_num(in);
        break;
    default:
        r->res.pitch2D.devPtr = (void *)(uintptr_t)fuzz_num(in);
        r->res.pitch2D.desc = channel_desc(in);
        r->res.pitch2D.width = fuzz_num(in);
        r->res.pitch2D.height = fuzz_num(in);
        r->res.pitch2D.pitchInBytes = fuzz_num(in);
        break;
    }
#if CUDART_VERSION >= 13000 /* 12.x's has no flags (compat/direct/texture.c) */
    r->flags = (unsigned)fuzz_num(in);
#endif
}

static void texture(struct fuzz_in *in, struct cudaTextureDesc *t)
{
    int i;

    memset(t, 0, sizeof *t);
    for (i = 0; i < 3; i++)
        t->addressMode[i] = (enum cudaTextureAddressMode)(int)fuzz_num(in);
    t->filterMode = (enum cudaTextureFilterMode)(int)fuzz_num(in);
    t->readMode = (enum cudaTextureReadMode)(int)fuzz_num(in);
    t->sRGB = (int)fuzz_num(in);
    for (i = 0; i < 4; i++)
        t->borderColor[i] = any_float(in);
    t->normalizedCoords = (int)fuzz_num(in);
    t->maxAnisotropy = (unsigned)fuzz_num(in);
    t->mipmapFilterMode = (enum cudaTextureFilterMode)(int)fuzz_num(in);
    t->mipmapLevelBias = any_float(in);
    t->minMipmapLevelClamp = any_float(in);
    t->maxMipmapLevelClamp = any_float(in);
    t->disableTrilinearOptimization = (int)fuzz_num(in);
    t->seamlessCubemap = (int)fuzz_num(in);
}

static void view(struct fuzz_in *in, struct cudaResourceViewDesc *v)
{
    int i;

    memset(v, 0, sizeof *v);
    v->format = (enum cudaResourceViewFormat)(int)fuzz_num(in);
    v->width = fuzz_num(in);
    v->height = fuzz_num(in);
    v->depth = fuzz_num(in);
    v->firstMipmapLevel = (unsigned)fuzz_num(in);
    v->lastMipmapLevel = (unsigned)fuzz_num(in);
    v->firstLayer = (unsigned)fuzz_num(in);
    v->lastLayer = (unsigned)fuzz_num(in);
#if CUDART_VERSION >= 13000 /* 12.x's has no reserved words */
    for (i = 0; i < 16; i++) /* "must be zero": compat hands zeros on */
        v->reserved[i] = (unsigned)fuzz_num(in);
#else
    (void)i;
#endif
}

/* ------------------------------------------------------------ descriptors, written again */

static int same_float(float a, float b)
{
    return memcmp(&a, &b, sizeof a) == 0;
}

static int same_desc(const struct cudaChannelFormatDesc *a, const struct cudaChannelFormatDesc *b)
{
    return a->x == b->x && a->y == b->y && a->z == b->z && a->w == b->w && a->f == b->f;
}

/* A channel descriptor read back: the one of the driver's format, which
 * maps to that format again. */
static void desc_back(const char *what, const struct cudaChannelFormatDesc *back,
                      CUarray_format format, unsigned channels)
{
    struct cudaChannelFormatDesc want = fuzz_channel_desc(format, channels);
    CUarray_format again;
    unsigned n;

    FUZZ_CHECK(same_desc(back, &want), "%s: channel descriptor (%d, %d, %d, %d, kind %d), not "
               "(%d, %d, %d, %d, kind %d)", what, back->x, back->y, back->z, back->w, back->f,
               want.x, want.y, want.z, want.w, want.f);
    if (!fuzz_channel_format(back, &again, &n))
        return; /* no format, or 3 channels: none to compare */
    FUZZ_CHECK(again == format, "%s: read back, the descriptor names format %#x, not %#x", what,
               (unsigned)again, (unsigned)format);
    if (back->f == cudaChannelFormatKindSigned || back->f == cudaChannelFormatKindUnsigned ||
        back->f == cudaChannelFormatKindFloat)
        FUZZ_CHECK(n == (channels == 0 ? 1 : channels > 4 ? 4 : channels),
                   "%s: read back, %u channels of %u", what, n, channels);
}

/* The Driver's resource descriptor of a Runtime one: 1, or 0 when the
 * Runtime's is refused (*e its code). */
static int resource_in(const struct cudaResourceDesc *r, CUDA_RESOURCE_DESC *c, cudaError_t *e)
{
    memset(c, 0, sizeof *c);
    c->flags = RES_FLAGS(r);
    *e = cudaSuccess;
    switch (r->resType) {
    case cudaResourceTypeArray:
        c->resType = CU_RESOURCE_TYPE_ARRAY;
        c->res.array.hArray = (CUarray)r->res.array.array;
        return 1;
    case cudaResourceTypeMipmappedArray:
        c->resType = CU_RESOURCE_TYPE_MIPMAPPED_ARRAY;
        c->res.mipmap.hMipmappedArray = (CUmipmappedArray)r->res.mipmap.mipmap;
        return 1;
    case cudaResourceTypeLinear:
        c->resType = CU_RESOURCE_TYPE_LINEAR;
        c->res.linear.devPtr = (CUdeviceptr)(uintptr_t)r->res.linear.devPtr;
        c->res.linear.sizeInBytes = r->res.linear.sizeInBytes;
        if (!fuzz_channel_format(&r->res.linear.desc, &c->res.linear.format,
                                 &c->res.linear.numChannels))
            *e = cudaErrorInvalidChannelDescriptor;
        return *e == cudaSuccess;
    case cudaResourceTypePitch2D:
        c->resType = CU_RESOURCE_TYPE_PITCH2D;
        c->res.pitch2D.devPtr = (CUdeviceptr)(uintptr_t)r->res.pitch2D.devPtr;
        c->res.pitch2D.width = r->res.pitch2D.width;
        c->res.pitch2D.height = r->res.pitch2D.height;
        c->res.pitch2D.pitchInBytes = r->res.pitch2D.pitchInBytes;
        if (!fuzz_channel_format(&r->res.pitch2D.desc, &c->res.pitch2D.format,
                                 &c->res.pitch2D.numChannels))
            *e = cudaErrorInvalidChannelDescriptor;
        return *e == cudaSuccess;
    default:
        *e = cudaErrorInvalidValue;
        return 0;
    }
}

static void resource_same(const char *what, const CUDA_RESOURCE_DESC *seen,
                          const CUDA_RESOURCE_DESC *want)
{
    FUZZ_CHECK(seen->resType == want->resType && seen->flags == want->flags &&
                   memcmp(&seen->res, &want->res, sizeof seen->res) == 0,
               "%s: the driver's resource descriptor (type %d) is not the Runtime's", what,
               (int)seen->resType);
}

/* A resource descriptor read back: the type and fields given, the channel
 * descriptor that of the driver's format. */
static void resource_back(const char *what, const struct cudaResourceDesc *back,
                          const struct cudaResourceDesc *r, const CUDA_RESOURCE_DESC *c)
{
    FUZZ_CHECK(back->resType == r->resType && RES_FLAGS(back) == RES_FLAGS(r),
               "%s: read back, type %d flags %#x", what, back->resType, RES_FLAGS(back));
    switch (r->resType) {
    case cudaResourceTypeArray:
        FUZZ_CHECK(back->res.array.array == r->res.array.array, "%s: read back, the array",
                   what);
        break;
    case cudaResourceTypeMipmappedArray:
        FUZZ_CHECK(back->res.mipmap.mipmap == r->res.mipmap.mipmap,
                   "%s: read back, the mipmapped array", what);
        break;
    case cudaResourceTypeLinear:
        FUZZ_CHECK(back->res.linear.devPtr == r->res.linear.devPtr &&
                       back->res.linear.sizeInBytes == r->res.linear.sizeInBytes,
                   "%s: read back, the linear memory", what);
        desc_back(what, &back->res.linear.desc, c->res.linear.format,
                  c->res.linear.numChannels);
        break;
    default:
        FUZZ_CHECK(back->res.pitch2D.devPtr == r->res.pitch2D.devPtr &&
                       back->res.pitch2D.width == r->res.pitch2D.width &&
                       back->res.pitch2D.height == r->res.pitch2D.height &&
                       back->res.pitch2D.pitchInBytes == r->res.pitch2D.pitchInBytes,
                   "%s: read back, the pitched memory", what);
        desc_back(what, &back->res.pitch2D.desc, c->res.pitch2D.format,
                  c->res.pitch2D.numChannels);
        break;
    }
}

static void texture_same(const char *what, const CUDA_TEXTURE_DESC *c,
                         const struct cudaTextureDesc *t)
{
    unsigned flags = (t->readMode == cudaReadModeElementType ? CU_TRSF_READ_AS_INTEGER : 0) |
                     (t->normalizedCoords ? CU_TRSF_NORMALIZED_COORDINATES : 0) |
                     (t->sRGB ? CU_TRSF_SRGB : 0) |
                     (t->disableTrilinearOptimization ? CU_TRSF_DISABLE_TRILINEAR_OPTIMIZATION
                                                      : 0) |
                     (t->seamlessCubemap ? CU_TRSF_SEAMLESS_CUBEMAP : 0);
    int i;

    for (i = 0; i < 3; i++)
        FUZZ_CHECK((int)c->addressMode[i] == (int)t->addressMode[i], "%s: address mode %d", what,
                   i);
    FUZZ_CHECK((int)c->filterMode == (int)t->filterMode &&
                   (int)c->mipmapFilterMode == (int)t->mipmapFilterMode,
               "%s: the filter modes", what);
    FUZZ_CHECK(c->flags == flags, "%s: texture flags %#x, not %#x", what, c->flags, flags);
    FUZZ_CHECK(c->maxAnisotropy == t->maxAnisotropy &&
                   same_float(c->mipmapLevelBias, t->mipmapLevelBias) &&
                   same_float(c->minMipmapLevelClamp, t->minMipmapLevelClamp) &&
                   same_float(c->maxMipmapLevelClamp, t->maxMipmapLevelClamp),
               "%s: anisotropy or mipmap levels", what);
    for (i = 0; i < 4; i++)
        FUZZ_CHECK(same_float(c->borderColor[i], t->borderColor[i]), "%s: border colour %d",
                   what, i);
    for (i = 0; i < 12; i++)
        FUZZ_CHECK(c->reserved[i] == 0, "%s: reserved word %d of the texture descriptor", what,
                   i);
}

static void texture_back(const char *what, const struct cudaTextureDesc *b,
                         const struct cudaTextureDesc *t)
{
    int i;

    for (i = 0; i < 3; i++)
        FUZZ_CHECK(b->addressMode[i] == t->addressMode[i], "%s: read back, address mode %d",
                   what, i);
    FUZZ_CHECK(b->filterMode == t->filterMode && b->mipmapFilterMode == t->mipmapFilterMode,
               "%s: read back, the filter modes", what);
    FUZZ_CHECK(b->readMode == (t->readMode == cudaReadModeElementType
                                   ? cudaReadModeElementType
                                   : cudaReadModeNormalizedFloat),
               "%s: read back, read mode %d from %d", what, b->readMode, t->readMode);
    FUZZ_CHECK(b->normalizedCoords == !!t->normalizedCoords && b->sRGB == !!t->sRGB &&
                   b->disableTrilinearOptimization == !!t->disableTrilinearOptimization &&
                   b->seamlessCubemap == !!t->seamlessCubemap,
               "%s: read back, the switches", what);
    FUZZ_CHECK(b->maxAnisotropy == t->maxAnisotropy &&
                   same_float(b->mipmapLevelBias, t->mipmapLevelBias) &&
                   same_float(b->minMipmapLevelClamp, t->minMipmapLevelClamp) &&
                   same_float(b->maxMipmapLevelClamp, t->maxMipmapLevelClamp),
               "%s: read back, anisotropy or mipmap levels", what);
    for (i = 0; i < 4; i++)
        FUZZ_CHECK(same_float(b->borderColor[i], t->borderColor[i]),
                   "%s: read back, border colour %d", what, i);
}

/* The view's fields as given, the reserved words zero (either way). */
static int view_same(const void *seen, const struct cudaResourceViewDesc *v)
{
    struct cudaResourceViewDesc w = *v;

#if CUDART_VERSION >= 13000
    memset(w.reserved, 0, sizeof w.reserved);
    return memcmp(seen, &w, offsetof(struct cudaResourceViewDesc, reserved)) == 0 &&
           memcmp((const char *)seen + offsetof(struct cudaResourceViewDesc, reserved),
                  w.reserved, sizeof w.reserved) == 0;
#else
    return memcmp(seen, &w, sizeof w) == 0;
#endif
}

/* ------------------------------------------------------------ the functions */

/* The first checks of a function that takes a channel descriptor: a NULL
 * pointer among its arguments (null), then the descriptor. 1 when the call
 * was refused as they say (checked), 0 to go on with the format and
 * channel count the descriptor gives. */
static int refused_first(const char *what, cudaError_t e, int null,
                         const struct cudaChannelFormatDesc *desc, CUarray_format *format,
                         unsigned *channels, unsigned long before)
{
    if (null) {
        fuzz_refused(what, e, cudaErrorInvalidValue, before);
        return 1;
    }
    if (!fuzz_channel_format(desc, format, channels)) {
        fuzz_refused(what, e, cudaErrorInvalidChannelDescriptor, before);
        return 1;
    }
    return 0;
}

static void object(struct fuzz_in *in, int surface, int null, unsigned which, cudaArray_t a)
{
    const char *what = fn_name[surface ? SURFACE : TEXTURE];
    struct cudaResourceDesc r, rb;
    struct cudaTextureDesc t, tb;
    struct cudaResourceViewDesc v, vb;
    CUDA_RESOURCE_DESC c, cs;
    CUDA_TEXTURE_DESC ts;
    CUDA_RESOURCE_VIEW_DESC vs;
    unsigned long long o = 0;
    int has_view, given;
    unsigned long before;
    cudaError_t e, expect;

    resource(in, a, &r);
    texture(in, &t);
    has_view = fuzz_byte(in) & 1;
    view(in, &v);
    before = fuzz_rt_driver_calls();
    fuzz_log_reset();
    if (surface)
        e = cudaCreateSurfaceObject(null && which == 0 ? NULL : &o,
                                    null && which == 1 ? NULL : &r);
    else
        e = cudaCreateTextureObject(null && which == 0 ? NULL : &o,
                                    null && which == 1 ? NULL : &r,
                                    null && which == 2 ? NULL : &t, has_view ? &v : NULL);
    if (null && which <= (surface ? 1u : 2u)) {
        fuzz_refused(what, e, cudaErrorInvalidValue, before);
        return;
    }
    if (!resource_in(&r, &c, &expect)) {
        fuzz_refused(what, e, expect, before);
        return;
    }
    fuzz_accepted(what, e);
    FUZZ_CHECK(fuzz_rt_driver_calls() - before == 1, "%s: %lu driver calls", what,
               fuzz_rt_driver_calls() - before);
    given = fuzz_shim_object(&cs, &ts, &vs);
    resource_same(what, &cs, &c);
    if (surface) {
        FUZZ_CHECK(given == 0, "%s: a surface with a texture descriptor or view", what);
        e = cudaGetSurfaceObjectResourceDesc(&rb, o);
        fuzz_accepted(what, e);
        resource_back(what, &rb, &r, &c);
        fuzz_accepted(what, cudaDestroySurfaceObject(o));
        return;
    }
    FUZZ_CHECK(given == (has_view ? 3 : 1), "%s: the descriptors given: %d", what, given);
    texture_same(what, &ts, &t);
    if (has_view)
        FUZZ_CHECK(view_same(&vs, &v), "%s: the view is not as given", what);
    e = cudaGetTextureObjectResourceDesc(&rb, o);
    fuzz_accepted(what, e);
    resource_back(what, &rb, &r, &c);
    memset(&tb, 0x5a, sizeof tb);
    fuzz_accepted(what, cudaGetTextureObjectTextureDesc(&tb, o));
    texture_back(what, &tb, &t);
    memset(&vb, 0x5a, sizeof vb);
    e = cudaGetTextureObjectResourceViewDesc(&vb, o);
    if (has_view) {
        fuzz_accepted(what, e);
        FUZZ_CHECK(view_same(&vb, &v), "%s: read back, the view is not as given", what);
    } else { /* the shim has none to give: its error */
        FUZZ_CHECK(e == cudaErrorInvalidValue && cudaGetLastError() == e, "%s: no view: %s",
                   what, cudaGetErrorName(e));
    }
    fuzz_accepted(what, cudaDestroyTextureObject(o));
}

/* What an array says it is: its format's channel descriptor, its extent,
 * the Runtime's flags among its own. */
static void array_info(const char *what, cudaArray_t a, const CUDA_ARRAY3D_DESCRIPTOR *d)
{
    struct cudaChannelFormatDesc desc, again;
    struct cudaExtent extent;
    unsigned flags = 0;

    memset(&desc, 0x5a, sizeof desc);
    fuzz_accepted(what, cudaArrayGetInfo(&desc, &extent, &flags, a));
    desc_back(what, &desc, d->Format, d->NumChannels);
    FUZZ_CHECK(extent.width == d->Width && extent.height == d->Height &&
                   extent.depth == d->Depth,
               "%s: extent (%zu, %zu, %zu)", what, extent.width, extent.height, extent.depth);
    FUZZ_CHECK(flags == (d->Flags & array_flags), "%s: flags %#x of %#x", what, flags, d->Flags);
    fuzz_accepted(what, cudaGetChannelDesc(&again, a));
    FUZZ_CHECK(same_desc(&again, &desc), "%s: cudaGetChannelDesc differs", what);
    fuzz_accepted(what, cudaArrayGetInfo(NULL, NULL, NULL, a));
}

static void malloc_array(struct fuzz_in *in, int null, unsigned which)
{
    const char *what = fn_name[MALLOC_ARRAY];
    struct cudaChannelFormatDesc desc = channel_desc(in);
    struct cudaExtent extent;
    CUDA_ARRAY3D_DESCRIPTOR want, seen;
    unsigned flags, channels = 0;
    unsigned long before = fuzz_rt_driver_calls();
    int two_d = fuzz_byte(in) & 1;
    cudaArray_t a = NULL;
    CUarray_format format = (CUarray_format)0;
    cudaError_t e;

    extent.width = fuzz_num(in);
    extent.height = fuzz_num(in);
    extent.depth = two_d ? 0 : fuzz_num(in);
    flags = (unsigned)fuzz_num(in);
    if (two_d)
        e = cudaMallocArray(null && which == 0 ? NULL : &a, null && which == 1 ? NULL : &desc,
                            extent.width, extent.height, flags);
    else
        e = cudaMalloc3DArray(null && which == 0 ? NULL : &a, null && which == 1 ? NULL : &desc,
                              extent, flags);
    if (refused_first(what, e, null && which <= 1, &desc, &format, &channels, before))
        return;
    if (flags & ~array_flags) {
        fuzz_refused(what, e, cudaErrorInvalidValue, before);
        return;
    }
    if (e == cudaErrorMemoryAllocation) { /* the shim's table is full */
        cudaGetLastError();
        return;
    }
    fuzz_accepted(what, e);
    memset(&want, 0, sizeof want);
    want.Width = extent.width;
    want.Height = extent.height;
    want.Depth = extent.depth;
    want.Format = format;
    want.NumChannels = channels;
    want.Flags = flags;
    FUZZ_CHECK(fuzz_array_descriptor_of(a, &seen) && memcmp(&seen, &want, sizeof seen) == 0,
               "%s: the driver's descriptor: %zu x %zu x %zu, format %#x/%u, flags %#x", what,
               seen.Width, seen.Height, seen.Depth, (unsigned)seen.Format, seen.NumChannels,
               seen.Flags);
    array_info(what, a, &want);
    fuzz_accepted(what, cudaFreeArray(a));
}

/* cudaArrayGetInfo and cudaGetChannelDesc of an array of any driver
 * format, or of no array. */
static void any_array_info(struct fuzz_in *in, cudaArray_t a, const CUDA_ARRAY3D_DESCRIPTOR *d,
                           int null)
{
    const char *what = fn_name[ARRAY_INFO];
    cudaArray_t pick = fuzz_pick_array(in, a, a);
    struct cudaChannelFormatDesc desc;
    unsigned long before = fuzz_rt_driver_calls();

    if (null) {
        fuzz_refused(what, cudaGetChannelDesc(NULL, pick), cudaErrorInvalidValue, before);
        return;
    }
    if (pick == NULL) {
        fuzz_refused(what, cudaArrayGetInfo(&desc, NULL, NULL, NULL), cudaErrorInvalidValue,
                     before);
        /* cudaGetChannelDesc hands NULL to the driver */
        fuzz_refused(what, cudaGetChannelDesc(&desc, NULL), cudaErrorInvalidResourceHandle,
                     before);
        return;
    }
    if (pick != a || a == NULL) {
        fuzz_refused(what, cudaArrayGetInfo(&desc, NULL, NULL, pick),
                     cudaErrorInvalidResourceHandle, before);
        fuzz_refused(what, cudaGetChannelDesc(&desc, pick), cudaErrorInvalidResourceHandle,
                     before);
        return;
    }
    array_info(what, a, d);
}

static void linear_width(struct fuzz_in *in, int null, unsigned which)
{
    const char *what = fn_name[LINEAR_WIDTH];
    struct cudaChannelFormatDesc desc = channel_desc(in);
    int device = (int)(fuzz_byte(in) % 3);
    unsigned long before = fuzz_rt_driver_calls();
    CUarray_format format;
    unsigned channels;
    size_t width = 0;
    struct cudaChannelFormatDesc made = cudaCreateChannelDesc(desc.x, desc.y, desc.z, desc.w,
                                                              desc.f);
    cudaError_t e;

    FUZZ_CHECK(same_desc(&made, &desc), "cudaCreateChannelDesc: not the descriptor given");
    fuzz_log_reset();
    e = cudaDeviceGetTexture1DLinearMaxWidth(null && which == 0 ? NULL : &width,
                                             null && which == 1 ? NULL : &desc, device);
    if (refused_first(what, e, null && which <= 1, &desc, &format, &channels, before))
        return;
    fuzz_accepted(what, e);
    FUZZ_CHECK(fuzz_log.n == 1 && fuzz_log.calls[0].u.format.Format == format &&
                   fuzz_log.calls[0].u.format.NumChannels == channels &&
                   width == (size_t)1 << 27,
               "%s: the driver was asked of format %#x/%u", what,
               (unsigned)fuzz_log.calls[0].u.format.Format,
               fuzz_log.calls[0].u.format.NumChannels);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct fuzz_in in = {data, size};
    unsigned first = fuzz_byte(&in);
    enum fn f = (enum fn)((first & 7) % NFNS);
    int null = (first & 0x80) != 0;
    unsigned which = (first >> 4) & 7;
    CUDA_ARRAY3D_DESCRIPTOR d;
    cudaArray_t a;

    fuzz_rt_start();
    fuzz_array_descriptor(&in, &d);
    a = fuzz_array(&d);
    cudaGetLastError();
    switch (f) {
    case TEXTURE:
    case SURFACE:
        object(&in, f == SURFACE, null, which, a);
        break;
    case MALLOC_ARRAY:
        malloc_array(&in, null, which);
        break;
    case ARRAY_INFO:
        any_array_info(&in, a, &d, null);
        break;
    default:
        linear_width(&in, null, which);
        break;
    }
    fuzz_arrays_free();
    return 0;
}
