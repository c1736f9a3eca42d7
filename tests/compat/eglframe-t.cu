/* SPDX-License-Identifier: MIT */
/*
 * The EGL frames (compat/direct/graphics.c): cudaGraphicsResourceGetMappedEglFrame,
 * cudaEGLStreamProducerPresentFrame and cudaEGLStreamProducerReturnFrame,
 * whose cudaEglFrame describes every plane and the Driver's CUeglFrame
 * plane 0 alone. No machine here has an EGL display, so the program runs
 * over tests/compat/eglshim.c, a libcuda.so.1 in front of the real driver
 * that answers the three Driver calls itself: it records the CUeglFrame a
 * runtime presents and hands back the one the test chose. So for every
 * colour format the Runtime names, both builds show what their conversion
 * makes, in both directions, and the cudart build says what cudart makes.
 *
 * The expectations are the header's documented plane layouts
 * (compat/graphics.h's CUFW_EGL_FORMATS): plane 0 as the Driver's frame
 * says, the others divided by the format's divisors, a pitch of as many
 * bytes as the plane's row, the channel descriptor of the frame's array
 * format with the plane's channel count. Every frame is random (sizes,
 * pointers, array formats) and every output poisoned before the call.
 *
 * The program starts itself again with the shim's folder first in
 * LD_LIBRARY_PATH (cudart_static dlopens "libcuda.so.1", cufw too) and the
 * real driver's path in CUFW_EGLSHIM_UNDER. Without a driver, the cufw
 * build runs over the stand-in (tests/fakecuda) instead, so its checks
 * run on any machine; the cudart build skips.
 */
#include "tests/compat/compat.h"
#include "tests/compat/eglshim.h"

#include <dlfcn.h>
#include <errno.h>
#include <limits.h>
#include <link.h>
#include <stdint.h>

extern "C" {
cudaError_t cudaGraphicsResourceGetMappedEglFrame(cudaEglFrame *eglFrame,
                                                  cudaGraphicsResource_t resource,
                                                  unsigned int index, unsigned int mipLevel);
cudaError_t cudaEGLStreamProducerPresentFrame(cudaEglStreamConnection *conn,
                                              cudaEglFrame eglframe, cudaStream_t *pStream);
cudaError_t cudaEGLStreamProducerReturnFrame(cudaEglStreamConnection *conn,
                                             cudaEglFrame *eglframe, cudaStream_t *pStream);
}

/* The bytes of a cudaEglFrame that are its members (the last 4 of its
 * 280 are padding). */
#define FRAME_BYTES (offsetof(cudaEglFrame, eglColorFormat) + sizeof(cudaEglColorFormat))

struct format {
    const char *name;
    int value;
    unsigned planes, channels0, channels12, wdiv, hdiv;
};

#define X_FORMAT(name, value, planes, channels0, channels12, wdiv, hdiv)                        \
    {#name, value, planes, channels0, channels12, wdiv, hdiv},
static const format formats[] = {CUFW_EGL_FORMATS(X_FORMAT)};
#undef X_FORMAT
#define NFORMATS (sizeof formats / sizeof formats[0])

/* The array formats a frame's channels can have. */
struct array_format {
    CUarray_format format;
    cudaChannelFormatKind kind;
    int bits;
};
static const array_format array_formats[] = {
    {CU_AD_FORMAT_UNSIGNED_INT8, cudaChannelFormatKindUnsigned, 8},
    {CU_AD_FORMAT_UNSIGNED_INT16, cudaChannelFormatKindUnsigned, 16},
    {CU_AD_FORMAT_UNSIGNED_INT32, cudaChannelFormatKindUnsigned, 32},
    {CU_AD_FORMAT_SIGNED_INT8, cudaChannelFormatKindSigned, 8},
    {CU_AD_FORMAT_SIGNED_INT16, cudaChannelFormatKindSigned, 16},
    {CU_AD_FORMAT_SIGNED_INT32, cudaChannelFormatKindSigned, 32},
    {CU_AD_FORMAT_HALF, cudaChannelFormatKindFloat, 16},
    {CU_AD_FORMAT_FLOAT, cudaChannelFormatKindFloat, 32}};
#define NARRAY_FORMATS (sizeof array_formats / sizeof array_formats[0])

static eglshim_answer_fn *shim_answer;
static eglshim_seen_fn *shim_seen;

/* ------------------------------------------------------------ the reference */

static unsigned channels_of(const format &f, unsigned plane)
{
    return plane == 0 ? f.channels0 : f.channels12;
}

static unsigned wdiv_of(const format &f, unsigned plane)
{
    return plane == 0 ? 1 : f.wdiv;
}

static unsigned hdiv_of(const format &f, unsigned plane)
{
    return plane == 0 ? 1 : f.hdiv;
}

static cudaChannelFormatDesc desc_of(const array_format &a, unsigned channels)
{
    cudaChannelFormatDesc d;

    d.x = a.bits;
    d.y = channels >= 2 ? a.bits : 0;
    d.z = channels >= 3 ? a.bits : 0;
    d.w = channels >= 4 ? a.bits : 0;
    d.f = a.kind;
    return d;
}

/* A plane's pitch, from plane 0's: as many bytes as its row has. */
static unsigned pitch_of(const format &f, unsigned plane, unsigned pitch0)
{
    return (unsigned)((unsigned long long)pitch0 * channels_of(f, plane) /
                      (f.channels0 * wdiv_of(f, plane)));
}

/* What the Runtime's frame becomes for the Driver. */
static CUeglFrame driver_frame_of(const format &f, const array_format &a, const cudaEglFrame &in)
{
    CUeglFrame d;
    unsigned i;

    memset(&d, 0, sizeof d);
    for (i = 0; i < f.planes; i++) {
        if (in.frameType == cudaEglFrameTypeArray)
            d.frame.pArray[i] = (CUarray)in.frame.pArray[i];
        else
            d.frame.pPitch[i] = in.frame.pPitch[i].ptr;
    }
    d.width = in.planeDesc[0].width;
    d.height = in.planeDesc[0].height;
    d.depth = in.planeDesc[0].depth;
    d.pitch = in.planeDesc[0].pitch;
    d.planeCount = f.planes;
    d.numChannels = f.channels0;
    d.frameType = (int)in.frameType;
    d.eglColorFormat = f.value;
    d.cuFormat = a.format;
    return d;
}

/* What the Driver's frame becomes for the Runtime. The UV plane of a
 * semi-planar format is what cudart 13.0 makes of it on the H200
 * (2026-12-02): one channel, plane 0's pitch over the width divisor, the
 * array format's size in x and the format's sample size in y (16 bits for
 * the Y10V10U10 and Y12V12U12 formats, 8 for the others). */
static cudaEglFrame runtime_frame_of(const format &f, const array_format &a, const CUeglFrame &in)
{
    cudaEglFrame r;
    unsigned i;

    memset((void *)&r, 0, sizeof r);
    for (i = 0; i < f.planes; i++) {
        cudaEglPlaneDesc *p = &r.planeDesc[i];
        int uv = f.planes == 2 && i == 1;

        p->width = in.width / wdiv_of(f, i);
        p->height = in.height / hdiv_of(f, i);
        p->depth = in.depth;
        p->pitch = uv ? in.pitch / wdiv_of(f, i) : pitch_of(f, i, in.pitch);
        p->numChannels = uv ? 1 : channels_of(f, i);
        p->channelDesc = desc_of(a, p->numChannels);
        if (uv)
            p->channelDesc.y = strncmp(f.name, "Y10", 3) == 0 || strncmp(f.name, "Y12", 3) == 0
                                   ? 16
                                   : 8;
        if (in.frameType == (int)cudaEglFrameTypeArray) {
            r.frame.pArray[i] = (cudaArray_t)in.frame.pArray[i];
        } else {
            r.frame.pPitch[i].ptr = in.frame.pPitch[i];
            r.frame.pPitch[i].pitch = p->pitch;
            r.frame.pPitch[i].xsize = p->width;
            r.frame.pPitch[i].ysize = p->height;
        }
    }
    r.planeCount = f.planes;
    r.frameType = (cudaEglFrameType)in.frameType;
    r.eglColorFormat = (cudaEglColorFormat)f.value;
    return r;
}

/* ------------------------------------------------------------ frames */

static unsigned rand_below(unsigned n)
{
    return (unsigned)(test_rand() % n);
}

/* A pointer-sized value that is neither zero nor the poison. */
static void *rand_pointer(void)
{
    return (void *)(uintptr_t)((test_rand() & 0x7ffffffff000ull) | 0x1000ull);
}

static const char *type_name(int type)
{
    return type == cudaEglFrameTypeArray ? "array" : "pitch";
}

/* A Runtime frame of f, type and array format a, as a program presents
 * it: random sizes with the format's plane layout, each plane's channel
 * descriptor and pointer, everything else (the reserved words, the planes
 * beyond the format's) poisoned. */
static cudaEglFrame runtime_frame(const format &f, cudaEglFrameType type, const array_format &a)
{
    cudaEglFrame r;
    unsigned w = 1 + rand_below(4096), h = 1 + rand_below(4096);
    unsigned pitch0 = w * f.channels0 * (unsigned)a.bits / 8 + rand_below(512);
    unsigned depth = rand_below(3), i;

    poison(&r, sizeof r);
    for (i = 0; i < f.planes; i++) {
        cudaEglPlaneDesc *p = &r.planeDesc[i];

        p->width = w / wdiv_of(f, i);
        p->height = h / hdiv_of(f, i);
        p->depth = depth;
        p->pitch = pitch_of(f, i, pitch0);
        p->numChannels = channels_of(f, i);
        p->channelDesc = desc_of(a, p->numChannels);
        if (type == cudaEglFrameTypeArray) {
            r.frame.pArray[i] = (cudaArray_t)rand_pointer();
        } else {
            r.frame.pPitch[i].ptr = rand_pointer();
            r.frame.pPitch[i].pitch = p->pitch;
            r.frame.pPitch[i].xsize = p->width;
            r.frame.pPitch[i].ysize = p->height;
        }
    }
    r.planeCount = f.planes;
    r.frameType = type;
    r.eglColorFormat = (cudaEglColorFormat)f.value;
    return r;
}

/* A Driver frame of f, type and array format a, as the driver hands one
 * out: random sizes and pointers, all three pointers set. */
static CUeglFrame driver_frame(const format &f, int type, const array_format &a)
{
    CUeglFrame d;
    unsigned i;

    memset(&d, 0, sizeof d);
    d.width = 1 + rand_below(4096);
    d.height = 1 + rand_below(4096);
    d.depth = rand_below(3);
    d.pitch = d.width * f.channels0 * (unsigned)a.bits / 8 + rand_below(512);
    d.planeCount = f.planes;
    d.numChannels = f.channels0;
    d.frameType = type;
    d.eglColorFormat = f.value;
    d.cuFormat = a.format;
    for (i = 0; i < CUDA_EGL_MAX_PLANES; i++)
        d.frame.pPitch[i] = rand_pointer();
    return d;
}

static void diag_driver_frame(const char *what, const CUeglFrame &d)
{
    diag("%s: %ux%ux%u pitch %u, %u planes of %u channels, type %d, format %d, cuFormat %#x, "
         "frame %p %p %p",
         what, d.width, d.height, d.depth, d.pitch, d.planeCount, d.numChannels, d.frameType,
         d.eglColorFormat, (unsigned)d.cuFormat, d.frame.pPitch[0], d.frame.pPitch[1],
         d.frame.pPitch[2]);
}

static void diag_runtime_frame(const char *what, const cudaEglFrame &r)
{
    unsigned i;

    diag("%s: %u planes, type %u, format %u", what, r.planeCount, (unsigned)r.frameType,
         (unsigned)r.eglColorFormat);
    for (i = 0; i < CUDA_EGL_MAX_PLANES; i++) {
        const cudaEglPlaneDesc &p = r.planeDesc[i];

        diag("  plane %u: %ux%ux%u pitch %u, %u channels {%d,%d,%d,%d kind %d}, "
             "reserved %#x %#x %#x %#x, frame {%p, %zu, %zu, %zu}",
             i, p.width, p.height, p.depth, p.pitch, p.numChannels, p.channelDesc.x,
             p.channelDesc.y, p.channelDesc.z, p.channelDesc.w, (int)p.channelDesc.f,
             p.reserved[0], p.reserved[1], p.reserved[2], p.reserved[3], r.frame.pPitch[i].ptr,
             r.frame.pPitch[i].pitch, r.frame.pPitch[i].xsize, r.frame.pPitch[i].ysize);
    }
}

/* 1 when the members of two Driver frames are equal (not its padding). */
static int same_driver_frame(const CUeglFrame &a, const CUeglFrame &b)
{
    return a.frame.pPitch[0] == b.frame.pPitch[0] && a.frame.pPitch[1] == b.frame.pPitch[1] &&
           a.frame.pPitch[2] == b.frame.pPitch[2] && a.width == b.width &&
           a.height == b.height && a.depth == b.depth && a.pitch == b.pitch &&
           a.planeCount == b.planeCount && a.numChannels == b.numChannels &&
           a.frameType == b.frameType && a.eglColorFormat == b.eglColorFormat &&
           a.cuFormat == b.cuFormat;
}

/* One test: what reached the driver is want; both shown when not. */
static int driver_got(const CUeglFrame &want, const char *what)
{
    struct eglshim_seen s;

    shim_seen(&s);
    if (ok(same_driver_frame(want, s.presented), "%s: the driver got plane 0's frame", what))
        return 1;
    diag_driver_frame("wanted", want);
    diag_driver_frame("got   ", s.presented);
    return 0;
}

/* One test: the Runtime frame written is want, member for member. */
static int runtime_got(const cudaEglFrame &want, const cudaEglFrame &seen, const char *what)
{
    if (ok(memcmp(&want, &seen, FRAME_BYTES) == 0, "%s: the frame, plane by plane", what))
        return 1;
    diag_runtime_frame("wanted", want);
    diag_runtime_frame("got   ", seen);
    return 0;
}

/* The shim's answer to a presentation: success (and an empty frame to
 * the other two calls). */
static void answer_success(void)
{
    CUeglFrame none;

    memset(&none, 0, sizeof none);
    shim_answer(&none, CUDA_SUCCESS);
}

static unsigned long calls_present(void)
{
    struct eglshim_seen s;

    shim_seen(&s);
    return s.present_calls;
}

static unsigned long calls_all(void)
{
    struct eglshim_seen s;

    shim_seen(&s);
    return s.present_calls + s.mapped_calls + s.return_calls;
}

/* ------------------------------------------------------------ every format */

static cudaEglStreamConnection conn = (cudaEglStreamConnection)(uintptr_t)0x5eed000;
static cudaStream_t stream = (cudaStream_t)(uintptr_t)0x57e4000;
static cudaGraphicsResource_t resource = (cudaGraphicsResource_t)(uintptr_t)0x4e5000;

/* Runtime to Driver: a frame presented reaches the driver as plane 0's. */
static void test_present(const format &f, cudaEglFrameType type)
{
    const array_format &a = array_formats[rand_below(NARRAY_FORMATS)];
    cudaEglFrame r = runtime_frame(f, type, a);
    unsigned long before = calls_present();
    struct eglshim_seen s;
    char what[128];

    snprintf(what, sizeof what, "present %s (%s)", f.name, type_name(type));
    answer_success();
    if (!is_err(cudaSuccess, cudaEGLStreamProducerPresentFrame(&conn, r, &stream), "%s", what))
        diag_runtime_frame("presented", r);
    shim_seen(&s);
    ok(s.present_calls == before + 1 && s.conn == (void *)&conn && s.stream == (void *)&stream,
       "%s: one Driver call, with the connection and stream pointers given", what);
    driver_got(driver_frame_of(f, a, r), what);
}

/* Driver to Runtime: the frame a mapped resource has, and the one a
 * consumer returns. */
static void test_mapped(const format &f, int type)
{
    const array_format &a = array_formats[rand_below(NARRAY_FORMATS)];
    CUeglFrame d = driver_frame(f, type, a);
    cudaEglFrame want = runtime_frame_of(f, a, d), got;
    unsigned index = rand_below(8), mip = rand_below(8);
    struct eglshim_seen s, before;
    char what[128];

    snprintf(what, sizeof what, "mapped %s (%s)", f.name, type_name(type));
    shim_answer(&d, CUDA_SUCCESS);
    shim_seen(&before);
    poison(&got, sizeof got);
    if (!is_err(cudaSuccess, cudaGraphicsResourceGetMappedEglFrame(&got, resource, index, mip),
                "%s", what))
        diag_driver_frame("the driver's", d);
    shim_seen(&s);
    ok(s.mapped_calls == before.mapped_calls + 1 && s.resource == (void *)resource &&
           s.index == index && s.mip_level == mip,
       "%s: one Driver call, with the resource, index and level given", what);
    runtime_got(want, got, what);

    snprintf(what, sizeof what, "returned %s (%s)", f.name, type_name(type));
    poison(&got, sizeof got);
    if (!is_err(cudaSuccess, cudaEGLStreamProducerReturnFrame(&conn, &got, &stream), "%s", what))
        diag_driver_frame("the driver's", d);
    shim_seen(&s);
    ok(s.return_calls == before.return_calls + 1 && s.conn == (void *)&conn &&
           s.stream == (void *)&stream,
       "%s: one Driver call, with the connection and stream pointers given", what);
    runtime_got(want, got, what);
}

static void test_formats(void)
{
    size_t i;

    for (i = 0; i < NFORMATS; i++) {
        test_present(formats[i], cudaEglFrameTypePitch);
        test_present(formats[i], cudaEglFrameTypeArray);
        test_mapped(formats[i], (int)cudaEglFrameTypePitch);
        test_mapped(formats[i], (int)cudaEglFrameTypeArray);
    }
}

/* ------------------------------------------------------------ what is not read */

static const format *format_named(const char *name)
{
    size_t i;

    for (i = 0; i < NFORMATS; i++)
        if (strcmp(formats[i].name, name) == 0)
            return &formats[i];
    bail("no format %s", name);
}

/* Plane 0's pitch is its descriptor's (a pitched pointer may say another,
 * the allocation's); the planes' channel counts, their reserved words and
 * the other planes' sizes are not read: the format says them. */
static void test_not_read(void)
{
    const format &f = *format_named("YUV420SemiPlanar");
    const array_format &a = array_formats[0];
    cudaEglFrame r = runtime_frame(f, cudaEglFrameTypePitch, a);

    answer_success();
    r.frame.pPitch[0].pitch = r.planeDesc[0].pitch + 256;
    r.planeDesc[0].numChannels = 0xA5A5A5A5u;
    r.planeDesc[1].numChannels = 7;
    r.planeDesc[1].width = r.planeDesc[0].width + 3;
    r.planeDesc[1].height = 0;
    r.planeDesc[1].pitch = 1;
    CUDA_OK(cudaEGLStreamProducerPresentFrame(&conn, r, &stream));
    driver_got(driver_frame_of(f, a, r),
               "present with the planes' counts and plane 1's sizes off, another pointer pitch");
}

/* ------------------------------------------------------------ refusals */

/* Four tests. cufw: the presentation of r fails with
 * cudaErrorInvalidValue, recorded, and no Driver call was made. cudart
 * 13.0 checks none of what these frames get wrong (on the H200,
 * 2026-12-02): it returns cudaSuccess, having handed the frame to the
 * driver or not (docs/runtime-over-driver.md, "Where cufw differs from
 * cudart on purpose"), which its build checks. */
static void present_unchecked_with(cudaEglStreamConnection *c, const cudaEglFrame &r,
                                   const char *what)
{
    unsigned long before = calls_all();
    cudaError_t e;

    answer_success();
    e = cudaEGLStreamProducerPresentFrame(c, r, &stream);
    diag("%s: %s, %lu Driver calls", what, cudaGetErrorName(e), calls_all() - before);
    if (COMPAT_ON_CUFW) {
        is_err(cudaErrorInvalidValue, e, "%s: refused", what);
        last_error_is(cudaErrorInvalidValue, what);
        ok(calls_all() == before, "%s: refused before any Driver call", what);
    } else {
        is_err(cudaSuccess, e, "%s: cudart takes it (cufw refuses it)", what);
        last_error_is(cudaSuccess, what);
        ok(calls_all() - before <= 1, "%s: cudart made one Driver call at most", what);
    }
}

static void present_unchecked(const cudaEglFrame &r, const char *what)
{
    present_unchecked_with(&conn, r, what);
}

/* Four tests: the presentation of r fails with want (cudaErrorInvalidValue
 * unless said), recorded, and no Driver call was made, on both runtimes. */
static void present_refused_as(cudaError_t want, const cudaEglFrame &r, const char *what)
{
    unsigned long before = calls_all();

    FAILS_WITH(want, cudaEGLStreamProducerPresentFrame(&conn, r, &stream));
    ok(calls_all() == before, "%s: refused before any Driver call", what);
}

static void present_refused(const cudaEglFrame &r, const char *what)
{
    present_refused_as(cudaErrorInvalidValue, r, what);
}

/* Three tests: a presentation whose planes 1 and 2 are described wrongly
 * is plane 0's frame to the driver all the same: neither runtime reads
 * those descriptors (a frame cudart hands out describes a semi-planar UV
 * plane as one channel). */
static void present_taken(const format &f, const array_format &a, const cudaEglFrame &r,
                          const char *what)
{
    unsigned long before = calls_present();

    answer_success();
    is_err(cudaSuccess, cudaEGLStreamProducerPresentFrame(&conn, r, &stream), "%s: taken",
           what);
    ok(calls_present() == before + 1, "%s: one Driver call", what);
    driver_got(driver_frame_of(f, a, r), what);
}

static void test_present_refused(void)
{
    const format &planar = *format_named("YUV420Planar");
    const format &semi = *format_named("YUV420SemiPlanar");
    const format &argb = *format_named("ARGB");
    const array_format &u8 = array_formats[0], &u16 = array_formats[1];
    static const unsigned bad_formats[] = {4, 5, 30, 103, 117, 0x7fffffff, 0xffffffffu};
    cudaEglFrame r;
    size_t i;
    char what[128];

    r = runtime_frame(planar, cudaEglFrameTypePitch, u8);
    present_unchecked_with(NULL, r, "a NULL connection");

    {
        static const unsigned counts[] = {0, 2, 4, 0xffffffffu};
        for (i = 0; i < sizeof counts / sizeof counts[0]; i++) {
            r = runtime_frame(planar, cudaEglFrameTypePitch, u8);
            r.planeCount = counts[i];
            snprintf(what, sizeof what, "YUV420Planar with %u planes", counts[i]);
            present_unchecked(r, what);
        }
        r = runtime_frame(semi, cudaEglFrameTypeArray, u8);
        r.planeCount = 3;
        present_unchecked(r, "YUV420SemiPlanar with 3 planes");
        r = runtime_frame(argb, cudaEglFrameTypePitch, u8);
        r.planeCount = 2;
        present_unchecked(r, "ARGB with 2 planes");
    }
    for (i = 0; i < sizeof bad_formats / sizeof bad_formats[0]; i++) {
        r = runtime_frame(argb, cudaEglFrameTypePitch, u8);
        r.eglColorFormat = (cudaEglColorFormat)bad_formats[i];
        snprintf(what, sizeof what, "colour format %u, which the Runtime does not name",
                 bad_formats[i]);
        present_refused(r, what);
    }
    r = runtime_frame(argb, cudaEglFrameTypePitch, u8);
    r.frameType = (cudaEglFrameType)2;
    present_refused(r, "frame type 2");

    /* channel descriptors that do not fit the format */
    r = runtime_frame(semi, cudaEglFrameTypePitch, u8);
    r.planeDesc[1].channelDesc = desc_of(u8, 1);
    present_taken(semi, u8, r, "YUV420SemiPlanar with one channel in its UV plane");
    r = runtime_frame(semi, cudaEglFrameTypePitch, u8);
    r.planeDesc[0].channelDesc = desc_of(u8, 2);
    present_unchecked(r, "YUV420SemiPlanar with two channels in its Y plane");
    r = runtime_frame(argb, cudaEglFrameTypePitch, u8);
    r.planeDesc[0].channelDesc = desc_of(u8, 3);
    present_refused_as(cudaErrorInvalidChannelDescriptor, r, "ARGB with three channels");
    r = runtime_frame(semi, cudaEglFrameTypePitch, u8);
    r.planeDesc[1].channelDesc = desc_of(u16, 2);
    present_taken(semi, u8, r, "YUV420SemiPlanar with 8-bit Y and 16-bit UV");
    r = runtime_frame(planar, cudaEglFrameTypePitch, u8);
    r.planeDesc[0].channelDesc.f = cudaChannelFormatKindNone;
    present_refused_as(cudaErrorInvalidChannelDescriptor, r,
                       "YUV420Planar with a channel of no kind");
    r = runtime_frame(planar, cudaEglFrameTypePitch, u8);
    r.planeDesc[2].channelDesc.x = 12;
    present_taken(planar, u8, r, "YUV420Planar with a 12-bit V channel");
    r = runtime_frame(planar, cudaEglFrameTypePitch, u8);
    r.planeDesc[0].channelDesc.f = cudaChannelFormatKindFloat;
    r.planeDesc[1].channelDesc.f = cudaChannelFormatKindFloat;
    r.planeDesc[2].channelDesc.f = cudaChannelFormatKindFloat;
    present_refused_as(cudaErrorInvalidChannelDescriptor, r,
                       "YUV420Planar with 8-bit float channels");
}

/* A row of plane 0 of more bytes than the Driver's 32-bit pitch can say:
 * 2^30 pixels of four 32-bit channels. cufw refuses it; what cudart does
 * is shown: refused, or the width handed on as it is. */
static void test_present_wrap(void)
{
    const format &argb = *format_named("ARGB");
    const array_format &f32 = array_formats[7];
    cudaEglFrame r = runtime_frame(argb, cudaEglFrameTypePitch, f32);
    unsigned long before = calls_present();
    cudaError_t e;

    r.planeDesc[0].width = 1u << 30;
    r.planeDesc[0].pitch = 0x1000;
    answer_success();
    e = cudaEGLStreamProducerPresentFrame(&conn, r, &stream);
    diag("a row of 2^34 bytes: %s, %lu Driver calls", cudaGetErrorName(e),
         calls_present() - before);
    if (COMPAT_ON_CUFW || e != cudaSuccess) {
        is_err(cudaErrorInvalidValue, e, "a row of 2^34 bytes in plane 0 is refused");
        last_error_is(cudaErrorInvalidValue, "a row of 2^34 bytes");
        ok(calls_present() == before, "a row of 2^34 bytes: refused before any Driver call");
    } else {
        ok(1, "cudart takes a row of 2^34 bytes in plane 0 (cufw refuses it)");
        last_error_is(cudaSuccess, "a row of 2^34 bytes");
        driver_got(driver_frame_of(argb, f32, r), "a row of 2^34 bytes, as cudart hands it on");
    }
}

/* NULL outputs and connections: refused, nothing written, no Driver
 * call. cudart 13.0 dereferences them: its build was killed by SIGSEGV at
 * the first (a NULL frame to cudaGraphicsResourceGetMappedEglFrame, on
 * the H200, 2026-12-02), so only cufw's build makes these calls. */
static void test_null_outputs(void)
{
    cudaEglFrame got;
    unsigned long before = calls_all();

#if !COMPAT_ON_CUFW
    (void)got;
    (void)before;
    skip(11, "cudart 13.0 dereferences a NULL frame or connection (SIGSEGV)");
#else
    FAILS_WITH(cudaErrorInvalidValue, cudaGraphicsResourceGetMappedEglFrame(NULL, resource, 0, 0));
    poison(&got, sizeof got);
    FAILS_WITH(cudaErrorInvalidValue, cudaEGLStreamProducerReturnFrame(NULL, &got, &stream));
    ok(is_poisoned(&got, sizeof got), "a NULL connection: the frame is left as it was");
    FAILS_WITH(cudaErrorInvalidValue, cudaEGLStreamProducerReturnFrame(&conn, NULL, &stream));
    ok(calls_all() == before, "NULL arguments: refused before any Driver call");
#endif
}

/* The driver's errors, and a frame whose format the Runtime does not name
 * (the Driver's RGB, three channels in one plane). */
static void test_driver_refusals(void)
{
    const format &planar = *format_named("YUV420Planar");
    const array_format &u8 = array_formats[0];
    CUeglFrame d = driver_frame(planar, (int)cudaEglFrameTypePitch, u8);
    cudaEglFrame got, r = runtime_frame(planar, cudaEglFrameTypePitch, u8);

    shim_answer(&d, CUDA_ERROR_INVALID_HANDLE);
    poison(&got, sizeof got);
    FAILS_WITH(cudaErrorInvalidResourceHandle,
               cudaGraphicsResourceGetMappedEglFrame(&got, resource, 0, 0));
    ok(is_poisoned(&got, sizeof got), "the driver's refusal: the mapped frame is left as it was");
    FAILS_WITH(cudaErrorInvalidResourceHandle,
               cudaEGLStreamProducerReturnFrame(&conn, &got, &stream));
    ok(is_poisoned(&got, sizeof got), "the driver's refusal: the returned frame is left as it was");
    FAILS_WITH(cudaErrorInvalidResourceHandle,
               cudaEGLStreamProducerPresentFrame(&conn, r, &stream));

    d.eglColorFormat = 4; /* CU_EGL_COLOR_FORMAT_RGB */
    d.planeCount = 1;
    d.numChannels = 3;
    shim_answer(&d, CUDA_SUCCESS);
    poison(&got, sizeof got);
    /* cudart 13.0 fails these and writes the frame all the same (H200,
     * 2026-12-02); cufw leaves it as it was */
    FAILS(cudaGraphicsResourceGetMappedEglFrame(&got, resource, 0, 0));
    ok(is_poisoned(&got, sizeof got) == COMPAT_ON_CUFW,
       "a frame of the Driver's RGB: %s", COMPAT_ON_CUFW ? "left as it was" : "cudart writes it");
    poison(&got, sizeof got);
    FAILS(cudaEGLStreamProducerReturnFrame(&conn, &got, &stream));
    ok(is_poisoned(&got, sizeof got) == COMPAT_ON_CUFW, "a returned frame of the Driver's RGB: %s",
       COMPAT_ON_CUFW ? "left as it was" : "cudart writes it");
}

/* ------------------------------------------------------------ the shim */

/* The real driver's path, as the dynamic linker finds libcuda.so.1, or
 * NULL when there is none. */
static const char *real_driver(char *buf, size_t len)
{
    void *lib = dlopen("libcuda.so.1", RTLD_LAZY | RTLD_LOCAL);
    struct link_map *map = NULL;

    if (lib == NULL)
        return NULL;
    if (dlinfo(lib, RTLD_DI_LINKMAP, &map) != 0 || map == NULL || map->l_name[0] != '/' ||
        strlen(map->l_name) >= len)
        return NULL;
    snprintf(buf, len, "%s", map->l_name);
    return buf;
}

/* Start this program again over the shim (the first run only). */
static void run_over_shim(char **argv)
{
    const char *top = getenv("CUFW_TOP_BUILDDIR");
    char shim[PATH_MAX], dir[PATH_MAX], under[PATH_MAX], path[PATH_MAX + 64];
    char libpath[2 * PATH_MAX + 8];
    const char *old = getenv("LD_LIBRARY_PATH");

    snprintf(path, sizeof path, "%s/tests/compat/eglshim/libcuda.so.1",
             top != NULL && *top != '\0' ? top : ".");
    if (realpath(path, shim) == NULL)
        bail("no shim at %s (make check builds it)", path);
    if (real_driver(under, sizeof under) == NULL) {
        if (!COMPAT_ON_CUFW)
            device_unavailable("no libcuda.so.1: cudart needs the real driver");
        if (test_env_is("CUFW_DEVICE_TESTS", "yes"))
            device_unavailable("no libcuda.so.1 (the stand-in would do, but a device is required)");
        snprintf(path, sizeof path, "%s/tests/fakecuda/libcuda.so.1",
                 top != NULL && *top != '\0' ? top : ".");
        if (realpath(path, under) == NULL)
            bail("no driver, and no stand-in at %s", path);
        setenv("CUFW_EGLSHIM_STANDIN", "1", 1);
    }
    snprintf(dir, sizeof dir, "%s", shim);
    *strrchr(dir, '/') = '\0';
    snprintf(libpath, sizeof libpath, "%s%s%s", dir, old != NULL && *old != '\0' ? ":" : "",
             old != NULL ? old : "");
    setenv("LD_LIBRARY_PATH", libpath, 1);
    setenv(EGLSHIM_UNDER, under, 1);
    setenv("CUFW_LIBCUDA", shim, 1);
    setenv("CUFW_EGLSHIM_SHIM", shim, 1);
    fflush(stdout);
    execv("/proc/self/exe", argv);
    bail("cannot start again over the shim: %s", strerror(errno));
}

static void *need(void *lib, const char *name)
{
    void *p = dlsym(lib, name);

    if (p == NULL)
        bail("the shim lacks %s", name);
    return p;
}

int main(int argc, char **argv)
{
    const char *shim = getenv("CUFW_EGLSHIM_SHIM");
    eglshim_under_fn *under;
    void *lib;

    (void)argc;
    device_tests_wanted();
    if (shim == NULL)
        run_over_shim(argv);
    plan_lazy();
    /* the same object the runtime will load: its soname is libcuda.so.1 */
    lib = dlopen(shim, RTLD_NOW | RTLD_GLOBAL);
    if (lib == NULL)
        bail("cannot load the shim: %s", dlerror());
    *(void **)&shim_answer = need(lib, "eglshim_answer");
    *(void **)&shim_seen = need(lib, "eglshim_seen");
    *(void **)&under = need(lib, "eglshim_under");
    if (*under() == '\0')
        bail("the shim found no driver behind it (%s)", getenv(EGLSHIM_UNDER));
    if (getenv("CUFW_EGLSHIM_STANDIN") != NULL)
        diag("no driver here: over the stand-in, %s", under());
    compat_need_device();
    test_rand_seed();
    diag("%zu colour formats", NFORMATS);

    test_formats();
    test_not_read();
    test_present_refused();
    test_present_wrap();
    test_null_outputs();
    test_driver_refusals();
    return 0;
}
