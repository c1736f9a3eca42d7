/* SPDX-License-Identifier: MIT */
/*
 * fuzz/rt.c -- the Runtime on the stand-in driver behind the shim, and the
 * rules the harnesses over compat hold it to, written out again (see
 * fuzz/rt.h). Linked into each of those harnesses, by libFuzzer's build
 * and by fuzz/replay.c's.
 */
#define _GNU_SOURCE
#include "config.h"

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "rt.h"

#ifndef FUZZ_TOP_BUILDDIR
#define FUZZ_TOP_BUILDDIR "."
#endif

/* ------------------------------------------------------------ the input */

unsigned fuzz_byte(struct fuzz_in *in)
{
    unsigned b;

    if (in->n == 0)
        return 0;
    b = in->p[0];
    in->p++;
    in->n--;
    return b;
}

/* n bytes, little-endian */
static uint64_t fuzz_le(struct fuzz_in *in, unsigned n)
{
    uint64_t v = 0;
    unsigned i;

    for (i = 0; i < n; i++)
        v |= (uint64_t)fuzz_byte(in) << (8 * i);
    return v;
}

uint64_t fuzz_num(struct fuzz_in *in)
{
    unsigned t = fuzz_byte(in);

    if (t < 0x80)
        return t;
    if (t < 0xc0) /* 2^k plus a signed delta: the edges of every power */
        return ((uint64_t)1 << (t & 63)) + (uint64_t)(int64_t)(int8_t)fuzz_byte(in);
    if (t < 0xe0)
        return UINT64_MAX - (t & 31);
    if (t < 0xf0)
        return (uint64_t)(t & 15) << 16 | fuzz_le(in, 2);
    return fuzz_le(in, 8);
}

/* ------------------------------------------------------------ the shim */

static struct {
    unsigned long (*calls)(const char *name);
    void (*watch)(void (*fn)(const char *name, const void *params));
    int (*object)(CUDA_RESOURCE_DESC *res, CUDA_TEXTURE_DESC *tex, CUDA_RESOURCE_VIEW_DESC *view);
    CUresult (*array_create)(CUarray *a, const CUDA_ARRAY3D_DESCRIPTOR *d);
    CUresult (*array_destroy)(CUarray a);
    CUresult (*array_descriptor)(CUDA_ARRAY3D_DESCRIPTOR *d, CUarray a);
} shim;

struct fuzz_log fuzz_log;
static int verbose; /* FUZZ_VERBOSE: each call's outcome on stderr */

void fuzz_log_reset(void)
{
    fuzz_log.n = 0;
}

/* The shim's watcher: each call it is shown, logged with its parameters. */
static void watcher(const char *name, const void *params)
{
    struct fuzz_call *c;
    size_t size = sizeof(CUDA_MEMCPY3D);

    if (fuzz_log.n++ >= FUZZ_LOG_MAX)
        return;
    c = &fuzz_log.calls[fuzz_log.n - 1];
    memset(c, 0, sizeof *c);
    c->name = name;
    if (params == NULL)
        return;
    if (strncmp(name, "cuMemcpy2D", 10) == 0)
        size = sizeof(CUDA_MEMCPY2D);
    else if (strncmp(name, "cuMemsetD2D8", 12) == 0)
        size = sizeof(CUDA_MEMSET_NODE_PARAMS);
    else if (strcmp(name, "cuDeviceGetTexture1DLinearMaxWidth") == 0)
        size = sizeof(CUDA_ARRAY_DESCRIPTOR);
    else if (strstr(name, "ObjectCreate") != NULL)
        size = sizeof(CUDA_RESOURCE_DESC);
    else if (strstr(name, "NodeSetParams") != NULL || strcmp(name, "cuGraphAddNode") == 0)
        size = strstr(name, "Memcpy") != NULL ? sizeof(CUDA_MEMCPY3D) : sizeof(CUgraphNodeParams);
    memcpy(&c->u, params, size);
}

static void *need(void *lib, const char *name)
{
    void *p = dlsym(lib, name);

    if (p == NULL) {
        fprintf(stderr, "fuzz: the shim lacks %s\n", name);
        abort();
    }
    return p;
}

static void *entry(void *lib, const char *name)
{
    CUresult (*getproc)(const char *, void **, int, cuuint64_t, CUdriverProcAddressQueryResult *);
    void *fn = NULL;

    *(void **)&getproc = need(lib, "cuGetProcAddress_v2");
    if (getproc(name, &fn, CUDA_VERSION, 0, NULL) != CUDA_SUCCESS || fn == NULL) {
        fprintf(stderr, "fuzz: the shim does not answer %s\n", name);
        abort();
    }
    return fn;
}

void fuzz_rt_start(void)
{
    static int started;
    const char *top = getenv("CUFW_TOP_BUILDDIR");
    char fake[4096], path[4096];
    cudaError_t e;
    void *lib;

    if (started)
        return;
    started = 1;
    verbose = getenv("FUZZ_VERBOSE") != NULL;
    if (top == NULL || *top == '\0')
        top = FUZZ_TOP_BUILDDIR;
    snprintf(fake, sizeof fake, "%s/tests/fakecuda/libcuda.so.1", top);
    snprintf(path, sizeof path, "%s/tests/reliability/arrayshim.so", top);
    setenv("CUFW_FAKE_DEVICES", "2", 1);
    setenv("CUFW_SHIM_UNDER", fake, 1);
    setenv("CUFW_LIBCUDA", path, 1);
    setenv("CUFW_FIRMWARE", "0", 1);
    unsetenv("CUFW_TRACE");
    lib = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (lib == NULL) {
        fprintf(stderr, "fuzz: cannot load the shim (make check builds it): %s\n", dlerror());
        abort();
    }
    *(void **)&shim.calls = need(lib, "arrayshim_calls");
    *(void **)&shim.watch = need(lib, "arrayshim_watch");
    *(void **)&shim.object = need(lib, "arrayshim_object");
    *(void **)&shim.array_create = entry(lib, "cuArray3DCreate");
    *(void **)&shim.array_destroy = entry(lib, "cuArrayDestroy");
    *(void **)&shim.array_descriptor = entry(lib, "cuArray3DGetDescriptor");
    shim.watch(watcher);
    if ((e = cudaFree(NULL)) != cudaSuccess) {
        fprintf(stderr, "fuzz: the Runtime does not start on the stand-in: %s\n",
                cudaGetErrorName(e));
        abort();
    }
}

unsigned long fuzz_rt_driver_calls(void)
{
    static const char *const entries[] = {
        "cuMemcpy3D", "cuMemcpy3DAsync", "cuMemcpy3DPeer", "cuMemcpy3DPeerAsync",
        "cuGraphAddMemcpyNode", "cuGraphMemcpyNodeSetParams", "cuGraphExecMemcpyNodeSetParams",
        "cuGraphAddNode", "cuGraphNodeSetParams", "cuGraphExecNodeSetParams",
        "cuTexObjectCreate", "cuSurfObjectCreate", "cuDeviceGetTexture1DLinearMaxWidth",
        "cuMemcpy2DUnaligned", "cuMemcpy2DAsync", "cuMemsetD2D8", "cuMemsetD2D8Async",
    };
    unsigned long n = 0;
    unsigned i;

    for (i = 0; i < sizeof entries / sizeof entries[0]; i++)
        n += shim.calls(entries[i]);
    return n;
}

void fuzz_refused(const char *what, cudaError_t e, cudaError_t want, unsigned long before)
{
    cudaError_t last = cudaGetLastError(), again = cudaGetLastError();

    if (verbose)
        fprintf(stderr, "%s: refused, %s\n", what, cudaGetErrorName(e));
    FUZZ_CHECK(e == want, "%s: %s, not %s", what, cudaGetErrorName(e), cudaGetErrorName(want));
    FUZZ_CHECK(last == want && again == cudaSuccess, "%s: the last error is %s, then %s", what,
               cudaGetErrorName(last), cudaGetErrorName(again));
    FUZZ_CHECK(fuzz_rt_driver_calls() == before, "%s: refused, yet %lu driver calls", what,
               fuzz_rt_driver_calls() - before);
}

void fuzz_accepted(const char *what, cudaError_t e)
{
    cudaError_t last = cudaGetLastError();

    if (verbose)
        fprintf(stderr, "%s: accepted, %lu driver calls\n", what, fuzz_log.n);
    FUZZ_CHECK(e == cudaSuccess, "%s: %s, not cudaSuccess", what, cudaGetErrorName(e));
    FUZZ_CHECK(last == cudaSuccess, "%s: succeeded, yet the last error is %s", what,
               cudaGetErrorName(last));
}

int fuzz_shim_object(CUDA_RESOURCE_DESC *res, CUDA_TEXTURE_DESC *tex,
                     CUDA_RESOURCE_VIEW_DESC *view)
{
    return shim.object(res, tex, view);
}

/* ------------------------------------------------------------ arrays */

#define FUZZ_ARRAYS 4

static struct {
    CUarray a;
    CUDA_ARRAY3D_DESCRIPTOR d;
} arrays[FUZZ_ARRAYS];
static unsigned narrays;
static char not_an_array;

cudaArray_t fuzz_array(const CUDA_ARRAY3D_DESCRIPTOR *d)
{
    CUarray a = NULL;

    if (narrays == FUZZ_ARRAYS || shim.array_create(&a, d) != CUDA_SUCCESS)
        return NULL;
    arrays[narrays].a = a;
    arrays[narrays].d = *d;
    narrays++;
    return (cudaArray_t)a;
}

int fuzz_array_known(const void *array, CUDA_ARRAY3D_DESCRIPTOR *d)
{
    unsigned i;

    for (i = 0; i < narrays; i++) {
        if ((const void *)arrays[i].a == array) {
            *d = arrays[i].d;
            return 1;
        }
    }
    return 0;
}

void fuzz_arrays_free(void)
{
    while (narrays > 0) {
        narrays--;
        FUZZ_CHECK(shim.array_destroy(arrays[narrays].a) == CUDA_SUCCESS, "an array freed");
    }
}

int fuzz_array_descriptor_of(const void *array, CUDA_ARRAY3D_DESCRIPTOR *d)
{
    memset(d, 0, sizeof *d);
    return shim.array_descriptor(d, (CUarray)(uintptr_t)array) == CUDA_SUCCESS;
}

cudaArray_t fuzz_bogus_array(void)
{
    return (cudaArray_t)(void *)&not_an_array;
}

void fuzz_array_descriptor(struct fuzz_in *in, CUDA_ARRAY3D_DESCRIPTOR *d)
{
    unsigned c = fuzz_byte(in);

    memset(d, 0, sizeof *d);
    d->Format = fuzz_pick_format(in);
    d->NumChannels = c < 0xf0 ? c % 6 : (unsigned)fuzz_num(in);
    d->Width = fuzz_num(in);
    d->Height = fuzz_num(in);
    d->Depth = fuzz_num(in);
    d->Flags = (unsigned)fuzz_num(in);
}

cudaArray_t fuzz_pick_array(struct fuzz_in *in, cudaArray_t a, cudaArray_t b)
{
    switch (fuzz_byte(in) % 4) {
    case 1:
        return a;
    case 2:
        return b;
    case 3:
        return fuzz_bogus_array();
    default:
        return NULL;
    }
}

/* ------------------------------------------------------------ formats */

/*
 * The formats, as the Runtime's documentation and cuda.h describe them: a
 * plain kind (signed, unsigned, float) is 1, 2 or 4 channels of `bits`
 * each; any other kind names one format, whose descriptor has `channels`
 * channels of `bits` (the fourth of 10-10-10-2 has 2) and whose element
 * (a 4x4 block for BCn, a byte of luma for NV12) is `bytes` long.
 */
static const struct format {
    CUarray_format format;
    enum cudaChannelFormatKind kind;
    int plain;
    int channels, bits;
    size_t bytes;
} formats[] = {
    {CU_AD_FORMAT_SIGNED_INT8, cudaChannelFormatKindSigned, 1, 0, 8, 0},
    {CU_AD_FORMAT_SIGNED_INT16, cudaChannelFormatKindSigned, 1, 0, 16, 0},
    {CU_AD_FORMAT_SIGNED_INT32, cudaChannelFormatKindSigned, 1, 0, 32, 0},
    {CU_AD_FORMAT_UNSIGNED_INT8, cudaChannelFormatKindUnsigned, 1, 0, 8, 0},
    {CU_AD_FORMAT_UNSIGNED_INT16, cudaChannelFormatKindUnsigned, 1, 0, 16, 0},
    {CU_AD_FORMAT_UNSIGNED_INT32, cudaChannelFormatKindUnsigned, 1, 0, 32, 0},
    {CU_AD_FORMAT_HALF, cudaChannelFormatKindFloat, 1, 0, 16, 0},
    {CU_AD_FORMAT_FLOAT, cudaChannelFormatKindFloat, 1, 0, 32, 0},
    {CU_AD_FORMAT_NV12, cudaChannelFormatKindNV12, 0, 3, 8, 1},
    {CU_AD_FORMAT_UNORM_INT8X1, cudaChannelFormatKindUnsignedNormalized8X1, 0, 1, 8, 1},
    {CU_AD_FORMAT_UNORM_INT8X2, cudaChannelFormatKindUnsignedNormalized8X2, 0, 2, 8, 2},
    {CU_AD_FORMAT_UNORM_INT8X4, cudaChannelFormatKindUnsignedNormalized8X4, 0, 4, 8, 4},
    {CU_AD_FORMAT_UNORM_INT16X1, cudaChannelFormatKindUnsignedNormalized16X1, 0, 1, 16, 2},
    {CU_AD_FORMAT_UNORM_INT16X2, cudaChannelFormatKindUnsignedNormalized16X2, 0, 2, 16, 4},
    {CU_AD_FORMAT_UNORM_INT16X4, cudaChannelFormatKindUnsignedNormalized16X4, 0, 4, 16, 8},
    {CU_AD_FORMAT_SNORM_INT8X1, cudaChannelFormatKindSignedNormalized8X1, 0, 1, 8, 1},
    {CU_AD_FORMAT_SNORM_INT8X2, cudaChannelFormatKindSignedNormalized8X2, 0, 2, 8, 2},
    {CU_AD_FORMAT_SNORM_INT8X4, cudaChannelFormatKindSignedNormalized8X4, 0, 4, 8, 4},
    {CU_AD_FORMAT_SNORM_INT16X1, cudaChannelFormatKindSignedNormalized16X1, 0, 1, 16, 2},
    {CU_AD_FORMAT_SNORM_INT16X2, cudaChannelFormatKindSignedNormalized16X2, 0, 2, 16, 4},
    {CU_AD_FORMAT_SNORM_INT16X4, cudaChannelFormatKindSignedNormalized16X4, 0, 4, 16, 8},
    {CU_AD_FORMAT_BC1_UNORM, cudaChannelFormatKindUnsignedBlockCompressed1, 0, 4, 8, 8},
    {CU_AD_FORMAT_BC1_UNORM_SRGB, cudaChannelFormatKindUnsignedBlockCompressed1SRGB, 0, 4, 8, 8},
    {CU_AD_FORMAT_BC2_UNORM, cudaChannelFormatKindUnsignedBlockCompressed2, 0, 4, 8, 16},
    {CU_AD_FORMAT_BC2_UNORM_SRGB, cudaChannelFormatKindUnsignedBlockCompressed2SRGB, 0, 4, 8, 16},
    {CU_AD_FORMAT_BC3_UNORM, cudaChannelFormatKindUnsignedBlockCompressed3, 0, 4, 8, 16},
    {CU_AD_FORMAT_BC3_UNORM_SRGB, cudaChannelFormatKindUnsignedBlockCompressed3SRGB, 0, 4, 8, 16},
    {CU_AD_FORMAT_BC4_UNORM, cudaChannelFormatKindUnsignedBlockCompressed4, 0, 1, 8, 8},
    {CU_AD_FORMAT_BC4_SNORM, cudaChannelFormatKindSignedBlockCompressed4, 0, 1, 8, 8},
    {CU_AD_FORMAT_BC5_UNORM, cudaChannelFormatKindUnsignedBlockCompressed5, 0, 2, 8, 16},
    {CU_AD_FORMAT_BC5_SNORM, cudaChannelFormatKindSignedBlockCompressed5, 0, 2, 8, 16},
    {CU_AD_FORMAT_BC6H_UF16, cudaChannelFormatKindUnsignedBlockCompressed6H, 0, 3, 16, 16},
    {CU_AD_FORMAT_BC6H_SF16, cudaChannelFormatKindSignedBlockCompressed6H, 0, 3, 16, 16},
    {CU_AD_FORMAT_BC7_UNORM, cudaChannelFormatKindUnsignedBlockCompressed7, 0, 4, 8, 16},
    {CU_AD_FORMAT_BC7_UNORM_SRGB, cudaChannelFormatKindUnsignedBlockCompressed7SRGB, 0, 4, 8, 16},
#if CUDART_VERSION >= 13000 /* as compat/direct/texture.c: 12.x has no 10-10-10-2 */
    {CU_AD_FORMAT_UNORM_INT_101010_2, cudaChannelFormatKindUnsignedNormalized1010102, 0, 4, 10,
     4},
#endif
};
#define NFORMATS (sizeof formats / sizeof formats[0])

/* Formats of cuda.h that no Runtime kind names: compat sizes none. */
static const CUarray_format unsized[] = {
#if CUDART_VERSION >= 13000 /* the video formats' names: 12.x's cuda.h has NV12 alone */
    CU_AD_FORMAT_P010, CU_AD_FORMAT_P016, CU_AD_FORMAT_NV16, CU_AD_FORMAT_YUY2,
    CU_AD_FORMAT_AYUV, CU_AD_FORMAT_Y444_PLANAR8,
#endif
    (CUarray_format)0, (CUarray_format)0x7fffffff,
};

static const struct format *format_of(CUarray_format f)
{
    unsigned i;

    for (i = 0; i < NFORMATS; i++)
        if (formats[i].format == f)
            return &formats[i];
    return NULL;
}

size_t fuzz_element_size(CUarray_format format, unsigned channels)
{
    const struct format *f = format_of(format);

    if (f == NULL)
        return 0;
    return f->plain ? (size_t)(f->bits / 8) * channels : f->bytes;
}

int fuzz_channel_format(const struct cudaChannelFormatDesc *d, CUarray_format *format,
                        unsigned *channels)
{
    unsigned i, n;

    for (i = 0; i < NFORMATS; i++) {
        if (formats[i].plain || formats[i].kind != d->f)
            continue;
        *format = formats[i].format; /* the kind says it all */
        *channels = (unsigned)formats[i].channels;
        return 1;
    }
    /* (b, 0, 0, 0), (b, b, 0, 0) or (b, b, b, b) of a plain kind */
    if (d->y == 0 && d->z == 0 && d->w == 0)
        n = 1;
    else if (d->y == d->x && d->z == 0 && d->w == 0)
        n = 2;
    else if (d->y == d->x && d->z == d->x && d->w == d->x)
        n = 4;
    else
        return 0;
    for (i = 0; i < NFORMATS; i++) {
        if (formats[i].plain && formats[i].kind == d->f && formats[i].bits == d->x) {
            *format = formats[i].format;
            *channels = n;
            return 1;
        }
    }
    return 0;
}

struct cudaChannelFormatDesc fuzz_channel_desc(CUarray_format format, unsigned channels)
{
    const struct format *f = format_of(format);
    struct cudaChannelFormatDesc d = {0, 0, 0, 0, cudaChannelFormatKindNone};
    int n, bits;

    if (f == NULL)
        return d;
    n = f->plain ? (channels > 4 ? 4 : (int)channels) : f->channels;
    bits = f->bits;
    d.f = f->kind;
    d.x = bits; /* even of no channels */
    d.y = n >= 2 ? bits : 0;
    d.z = n >= 3 ? bits : 0;
#if CUDART_VERSION >= 13000
    d.w = n >= 4 ? (format == CU_AD_FORMAT_UNORM_INT_101010_2 ? 2 : bits) : 0;
#else
    d.w = n >= 4 ? bits : 0;
#endif
    return d;
}

CUarray_format fuzz_pick_format(struct fuzz_in *in)
{
    unsigned b = fuzz_byte(in);

    if (b < NFORMATS * 6)
        return formats[b % NFORMATS].format;
    if (b < 0xf8)
        return unsized[b % (sizeof unsized / sizeof unsized[0])];
    return (CUarray_format)(unsigned)fuzz_num(in);
}

/* ------------------------------------------------------------ 3D copies */

#define SIZE_LIMIT ((fuzz_u128)SIZE_MAX)

/* One side of a cudaMemcpy3DParms, checked: exactly one of an array and a
 * pointer. */
static int one_side(const void *array, const struct cudaPitchedPtr *p)
{
    return (array == NULL) != (p->ptr == NULL);
}

/* The element size of an array side: cudaSuccess, or its error. */
static cudaError_t side_size(const void *array, size_t *es)
{
    CUDA_ARRAY3D_DESCRIPTOR d;

    if (!fuzz_array_known(array, &d))
        return cudaErrorInvalidResourceHandle; /* the driver's CUDA_ERROR_INVALID_HANDLE */
    *es = fuzz_element_size(d.Format, d.NumChannels);
    return *es != 0 ? cudaSuccess : cudaErrorInvalidValue;
}

CUmemorytype fuzz_pointer_type(enum cudaMemcpyKind kind, int src)
{
    if (kind == cudaMemcpyDefault)
        return CU_MEMORYTYPE_UNIFIED;
    if (kind == cudaMemcpyHostToHost || kind == (src ? cudaMemcpyHostToDevice
                                                     : cudaMemcpyDeviceToHost))
        return CU_MEMORYTYPE_HOST;
    return CU_MEMORYTYPE_DEVICE;
}

/* The two halves of a CUDA_MEMCPY3D, srcXInBytes to srcHeight and
 * dstXInBytes to dstHeight, are the same fields one after the other. */
#define HALF (offsetof(CUDA_MEMCPY3D, dstXInBytes) - offsetof(CUDA_MEMCPY3D, srcXInBytes))
_Static_assert(offsetof(CUDA_MEMCPY3D, dstHeight) - offsetof(CUDA_MEMCPY3D, srcHeight) == HALF &&
                   offsetof(CUDA_MEMCPY3D, dstHost) - offsetof(CUDA_MEMCPY3D, srcHost) == HALF &&
                   offsetof(CUDA_MEMCPY3D, dstArray) - offsetof(CUDA_MEMCPY3D, srcArray) == HALF &&
                   offsetof(CUDA_MEMCPY3D, dstXInBytes) ==
                       offsetof(CUDA_MEMCPY3D, srcHeight) + sizeof(size_t),
               "a CUDA_MEMCPY3D is two halves alike");

void fuzz_copy_side(CUDA_MEMCPY3D *c, int src, const void *array, const void *ptr, size_t x,
                    size_t y, size_t z, size_t pitch, size_t height, enum cudaMemcpyKind kind)
{
    CUDA_MEMCPY3D h; /* the side, as a source */

    memset(&h, 0, sizeof h);
    h.srcMemoryType = array != NULL ? CU_MEMORYTYPE_ARRAY : fuzz_pointer_type(kind, src);
    h.srcXInBytes = x;
    h.srcY = y;
    h.srcZ = z;
    h.srcArray = (CUarray)(uintptr_t)array;
    if (h.srcMemoryType == CU_MEMORYTYPE_HOST)
        h.srcHost = ptr;
    else if (h.srcMemoryType != CU_MEMORYTYPE_ARRAY)
        h.srcDevice = (CUdeviceptr)(uintptr_t)ptr;
    if (array == NULL) {
        h.srcPitch = pitch;
        h.srcHeight = height;
    }
    memcpy((char *)&c->srcXInBytes + (src ? 0 : HALF), &h.srcXInBytes, HALF);
}

/* One side of a cudaMemcpy3DParms, converted: x elements into an array,
 * or into a pitched pointer whose pitch must hold the width. */
static cudaError_t side_expect(const void *array, const struct cudaPos *pos,
                               const struct cudaPitchedPtr *ptr, size_t es,
                               enum cudaMemcpyKind kind, int src, CUDA_MEMCPY3D *c)
{
    fuzz_u128 x = (fuzz_u128)pos->x * es;

    if (x > SIZE_LIMIT)
        return cudaErrorInvalidValue;
    if (array == NULL && c->WidthInBytes > ptr->pitch)
        return cudaErrorInvalidPitchValue;
    fuzz_copy_side(c, src, array, ptr->ptr, (size_t)x, pos->y, pos->z, ptr->pitch, ptr->ysize,
                   kind);
    return cudaSuccess;
}

cudaError_t fuzz_copy_expect(const struct cudaMemcpy3DParms *p, enum fuzz_copy_form form,
                             cudaError_t devices, int *made, CUDA_MEMCPY3D *want)
{
    enum cudaMemcpyKind kind = form == FUZZ_COPY_PEER ? cudaMemcpyDeviceToDevice : p->kind;
    size_t es = 1, dst_es = 1;
    fuzz_u128 width;
    cudaError_t e;

    *made = 0;
    memset(want, 0, sizeof *want);
    if ((unsigned)kind > cudaMemcpyDefault)
        return cudaErrorInvalidMemcpyDirection;
    if (!one_side(p->srcArray, &p->srcPtr) || !one_side(p->dstArray, &p->dstPtr))
        return cudaErrorInvalidValue;
    if (form == FUZZ_COPY_PEER && devices != cudaSuccess)
        return devices;
    /* an array is device memory */
    if (p->srcArray != NULL && (kind == cudaMemcpyHostToHost || kind == cudaMemcpyHostToDevice))
        return cudaErrorInvalidValue;
    if (p->dstArray != NULL && (kind == cudaMemcpyHostToHost || kind == cudaMemcpyDeviceToHost))
        return cudaErrorInvalidValue;
    if (form != FUZZ_COPY_NODE &&
        (p->extent.width == 0 || p->extent.height == 0 || p->extent.depth == 0))
        return cudaSuccess;
    if (p->srcArray != NULL && (e = side_size(p->srcArray, &es)) != cudaSuccess)
        return e;
    if (p->dstArray != NULL) {
        if ((e = side_size(p->dstArray, &dst_es)) != cudaSuccess)
            return e;
        if (p->srcArray != NULL && dst_es != es)
            return cudaErrorInvalidValue;
        es = dst_es;
    }
    width = (fuzz_u128)p->extent.width * es;
    if (width > SIZE_LIMIT)
        return cudaErrorInvalidValue;
    want->WidthInBytes = (size_t)width;
    want->Height = p->extent.height;
    want->Depth = p->extent.depth;
    if ((e = side_expect(p->srcArray, &p->srcPos, &p->srcPtr, es, kind, 1, want)) != cudaSuccess ||
        (e = side_expect(p->dstArray, &p->dstPos, &p->dstPtr, es, kind, 0, want)) != cudaSuccess)
        return e;
    *made = 1;
    return cudaSuccess;
}

#define SAME(f)                                                                                 \
    FUZZ_CHECK(seen->f == want->f, "%s: " #f " %#llx, not %#llx", what,                         \
               (unsigned long long)(uintptr_t)seen->f, (unsigned long long)(uintptr_t)want->f)

void fuzz_copy_same(const char *what, const CUDA_MEMCPY3D *seen, const CUDA_MEMCPY3D *want)
{
    SAME(srcXInBytes);
    SAME(srcY);
    SAME(srcZ);
    SAME(srcLOD);
    SAME(srcMemoryType);
    SAME(srcHost);
    SAME(srcDevice);
    SAME(srcArray);
    SAME(reserved0);
    SAME(srcPitch);
    SAME(srcHeight);
    SAME(dstXInBytes);
    SAME(dstY);
    SAME(dstZ);
    SAME(dstLOD);
    SAME(dstMemoryType);
    SAME(dstHost);
    SAME(dstDevice);
    SAME(dstArray);
    SAME(reserved1);
    SAME(dstPitch);
    SAME(dstHeight);
    SAME(WidthInBytes);
    SAME(Height);
    SAME(Depth);
}

/* A pitched pointer: NULL or not, any pitch and size. */
static void pitched(struct fuzz_in *in, struct cudaPitchedPtr *p)
{
    uint64_t ptr = fuzz_num(in);

    p->ptr = (void *)(uintptr_t)ptr;
    p->pitch = fuzz_num(in);
    p->xsize = fuzz_num(in);
    p->ysize = fuzz_num(in);
}

static void position(struct fuzz_in *in, struct cudaPos *p)
{
    p->x = fuzz_num(in);
    p->y = fuzz_num(in);
    p->z = fuzz_num(in);
}

void fuzz_copy_params(struct fuzz_in *in, cudaArray_t a, cudaArray_t b,
                      struct cudaMemcpy3DParms *p)
{
    unsigned k;

    memset(p, 0, sizeof *p);
    p->srcArray = fuzz_pick_array(in, a, b);
    position(in, &p->srcPos);
    pitched(in, &p->srcPtr);
    p->dstArray = fuzz_pick_array(in, a, b);
    position(in, &p->dstPos);
    pitched(in, &p->dstPtr);
    p->extent.width = fuzz_num(in);
    p->extent.height = fuzz_num(in);
    p->extent.depth = fuzz_num(in);
    k = fuzz_byte(in);
    p->kind = k < 0xf0 ? (enum cudaMemcpyKind)(k % 5) : (enum cudaMemcpyKind)(int)fuzz_num(in);
}
