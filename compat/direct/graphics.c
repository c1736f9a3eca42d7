/* SPDX-License-Identifier: MIT */
/*
 * compat/graphics.c -- graphics interoperability: OpenGL buffers and
 * images, EGL images, streams and syncs, VDPAU surfaces, registered as
 * graphics resources and mapped into CUDA's address space.
 *
 * A cudaGraphicsResource_t is the driver's CUgraphicsResource, a
 * cudaEglStreamConnection its CUeglStreamConnection: nothing is kept here.
 * Every call but three goes through cufw/call.h like the rest of compat.
 * Those that name a GL, EGL or VDPAU object are the list's adapted entries
 * (cufw/call_list.h): their toolkit types need those APIs' own headers, so
 * cufw/call.h declares them in plain C types, of the same ABI as
 * graphics.h's. cufw links no GL, EGL or VDPAU library: the driver has the
 * code.
 *
 * The EGL frames are the one thing converted: a cudaEglFrame describes
 * every plane (its sizes, channels and channel descriptor, a pitched
 * pointer or an array), the Driver's CUeglFrame plane 0 only, with one
 * CUarray_format and the colour format, from which the other planes
 * follow; graphics.h's list, CUFW_EGL_FORMATS, says how, format by
 * format. The three Driver calls that take a CUeglFrame are the three
 * that do not go through cufw/call.h, which does not declare the frame:
 * each is asked for by name when called (cufw_driver_entry, i.e.
 * cuGetProcAddress_v2), and so is not in the Driver-call trace.
 */
#include "array.h"

#include <stddef.h>
#include <stdint.h>
#include <string.h>

_Static_assert((int)cudaGraphicsRegisterFlagsTextureGather ==
                       (int)CU_GRAPHICS_REGISTER_FLAGS_TEXTURE_GATHER &&
                   (int)cudaGraphicsMapFlagsWriteDiscard ==
                       (int)CU_GRAPHICS_MAP_RESOURCE_FLAGS_WRITE_DISCARD,
               "cudaGraphicsRegisterFlags and cudaGraphicsMapFlags are the driver's");

/* The Runtime ordinal of a CUdevice: the i with cuDeviceGet(i) == dev. */
static int ordinal_of(CUdevice dev)
{
    int n = 0, i;

    cufw_device_count(&n);
    for (i = 0; i < n; i++) {
        CUdevice d;

        if (RT_DRIVER(cuDeviceGet, &d, i) == CUDA_SUCCESS && d == dev)
            return i;
    }
    return -1;
}

/* ------------------------------------------------------------ any graphics resource */

/* cuGraphicsUnregisterResource */
cudaError_t RT_ENTRY(cudaGraphicsUnregisterResource)(cudaGraphicsResource_t resource)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGraphicsUnregisterResource, (CUgraphicsResource)resource);
}

/* cuGraphicsResourceSetMapFlags_v2: cudaGraphicsMapFlags are the driver's
 * CU_GRAPHICS_MAP_RESOURCE_FLAGS */
cudaError_t RT_ENTRY(cudaGraphicsResourceSetMapFlags)(cudaGraphicsResource_t resource,
                                                      unsigned int flags)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGraphicsResourceSetMapFlags, (CUgraphicsResource)resource, flags);
}

/* count resources mapped for (cuGraphicsMapResources) or unmapped from
 * (cuGraphicsUnmapResources) the work of stream, in one call */
static cudaError_t map_resources(int unmap, int count, cudaGraphicsResource_t *resources,
                                 cudaStream_t stream)
{
    CUgraphicsResource *res = (CUgraphicsResource *)(void *)resources;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(count < 0, cudaErrorInvalidValue);
    RT_RETURN_IF_NO_CONTEXT();
    if (unmap)
        RT_RETURN_DRIVER(cuGraphicsUnmapResources, (unsigned)count, res,
                         cufw__rt_cu_stream(stream));
    RT_RETURN_DRIVER(cuGraphicsMapResources, (unsigned)count, res, cufw__rt_cu_stream(stream));
}

/* cuGraphicsMapResources */
cudaError_t RT_ENTRY(cudaGraphicsMapResources)(int count, cudaGraphicsResource_t *resources,
                                               cudaStream_t stream)
{
    return map_resources(0, count, resources, stream);
}

/* cuGraphicsUnmapResources */
cudaError_t RT_ENTRY(cudaGraphicsUnmapResources)(int count, cudaGraphicsResource_t *resources,
                                                 cudaStream_t stream)
{
    return map_resources(1, count, resources, stream);
}

/* cuGraphicsResourceGetMappedPointer_v2 */
cudaError_t RT_ENTRY(cudaGraphicsResourceGetMappedPointer)(void **devPtr, size_t *size,
                                                           cudaGraphicsResource_t resource)
{
    CUdeviceptr p = 0;
    size_t n = 0;
    CUresult r;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    if ((r = RT_DRIVER(cuGraphicsResourceGetMappedPointer, &p, &n,
                       (CUgraphicsResource)resource)) != CUDA_SUCCESS)
        RT_RETURN_DRIVER_RESULT(r, cuGraphicsResourceGetMappedPointer);
    if (devPtr != NULL)
        *devPtr = (void *)(uintptr_t)p;
    if (size != NULL)
        *size = n;
    return cudaSuccess;
}

/* cuGraphicsSubResourceGetMappedArray: the cudaArray_t is the CUarray */
cudaError_t RT_ENTRY(cudaGraphicsSubResourceGetMappedArray)(cudaArray_t *array,
                                                            cudaGraphicsResource_t resource,
                                                            unsigned int arrayIndex,
                                                            unsigned int mipLevel)
{
    RT_RETURN_IF_NOT_STARTED(array);
    RT_RETURN_DRIVER(cuGraphicsSubResourceGetMappedArray, (CUarray *)(void *)array,
                     (CUgraphicsResource)resource, arrayIndex, mipLevel);
}

/* cuGraphicsResourceGetMappedMipmappedArray */
cudaError_t RT_ENTRY(cudaGraphicsResourceGetMappedMipmappedArray)(cudaMipmappedArray_t *mipmappedArray,
                                                                  cudaGraphicsResource_t resource)
{
    RT_RETURN_IF_NOT_STARTED(mipmappedArray);
    RT_RETURN_DRIVER(cuGraphicsResourceGetMappedMipmappedArray,
                     (CUmipmappedArray *)(void *)mipmappedArray, (CUgraphicsResource)resource);
}

/* How the register functions of GL, EGL and VDPAU go: the Driver's call
 * name(&resource, ...) makes the resource, which reaches the caller's *out
 * only when the call succeeded (a failed one leaves *out as it was).
 * Returns from the function. */
#define RT_RETURN_REGISTERED(out, name, ...)                                                    \
    do {                                                                                        \
        CUgraphicsResource rt_res_ = NULL;                                                      \
        RT_RETURN_IF_NOT_STARTED(out);                                                          \
        RT_RETURN_IF_DRIVER_FAILS(name, &rt_res_, __VA_ARGS__);                                 \
        *(out) = (struct cudaGraphicsResource *)rt_res_;                                        \
        return cudaSuccess;                                                                     \
    } while (0)

/* ------------------------------------------------------------ OpenGL */

/* cuGraphicsGLRegisterBuffer (needs the program's GL context current) */
cudaError_t RT_ENTRY(cudaGraphicsGLRegisterBuffer)(struct cudaGraphicsResource **resource,
                                                   GLuint buffer, unsigned int flags)
{
    RT_RETURN_REGISTERED(resource, cuGraphicsGLRegisterBuffer, buffer, flags);
}

/* cuGraphicsGLRegisterImage */
cudaError_t RT_ENTRY(cudaGraphicsGLRegisterImage)(struct cudaGraphicsResource **resource,
                                                  GLuint image, GLenum target, unsigned int flags)
{
    RT_RETURN_REGISTERED(resource, cuGraphicsGLRegisterImage, image, target, flags);
}

/* cuGLGetDevices_v2, then cuDeviceGet to turn each CUdevice into its
 * ordinal (in place: a CUdevice is an int) */
cudaError_t RT_ENTRY(cudaGLGetDevices)(unsigned int *pCudaDeviceCount, int *pCudaDevices,
                                       unsigned int cudaDeviceCount,
                                       enum cudaGLDeviceList deviceList)
{
    unsigned n = 0, i;
    CUresult r;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(pCudaDeviceCount == NULL, cudaErrorInvalidValue);
    RT_RETURN_IF(cudaDeviceCount != 0 && pCudaDevices == NULL, cudaErrorInvalidValue);
    if ((r = RT_DRIVER(cuGLGetDevices, &n, (CUdevice *)pCudaDevices, cudaDeviceCount,
                       (int)deviceList)) != CUDA_SUCCESS)
        RT_RETURN_DRIVER_RESULT(r, cuGLGetDevices);
    for (i = 0; i < n && i < cudaDeviceCount; i++)
        pCudaDevices[i] = ordinal_of((CUdevice)pCudaDevices[i]);
    *pCudaDeviceCount = n;
    return cudaSuccess;
}

/* no Driver call of its own (deprecated: a GL context needs no particular
 * device since CUDA 5.0): cudaSetDevice */
cudaError_t RT_ENTRY(cudaGLSetGLDevice)(int device)
{
    return RT_ENTRY(cudaSetDevice)(device);
}

/* cuGLRegisterBufferObject (deprecated) */
cudaError_t RT_ENTRY(cudaGLRegisterBufferObject)(GLuint bufObj)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGLRegisterBufferObject, bufObj);
}

/* cuGLUnregisterBufferObject (deprecated) */
cudaError_t RT_ENTRY(cudaGLUnregisterBufferObject)(GLuint bufObj)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGLUnregisterBufferObject, bufObj);
}

static cudaError_t gl_map(void **devPtr, GLuint bufObj, CUstream stream, int async)
{
    CUdeviceptr p = 0;
    size_t n = 0;

    RT_RETURN_IF_NOT_STARTED(devPtr);
    if (async)
        RT_RETURN_IF_DRIVER_FAILS(cuGLMapBufferObjectAsync, &p, &n, bufObj, stream);
    else
        RT_RETURN_IF_DRIVER_FAILS(cuGLMapBufferObject, &p, &n, bufObj);
    *devPtr = (void *)(uintptr_t)p;
    return cudaSuccess;
}

/* cuGLMapBufferObject_v2 (deprecated) */
cudaError_t RT_ENTRY(cudaGLMapBufferObject)(void **devPtr, GLuint bufObj)
{
    return gl_map(devPtr, bufObj, NULL, 0);
}

/* cuGLMapBufferObjectAsync_v2 (deprecated) */
cudaError_t RT_ENTRY(cudaGLMapBufferObjectAsync)(void **devPtr, GLuint bufObj, cudaStream_t stream)
{
    return gl_map(devPtr, bufObj, cufw__rt_cu_stream(stream), 1);
}

/* cuGLUnmapBufferObject (deprecated) */
cudaError_t RT_ENTRY(cudaGLUnmapBufferObject)(GLuint bufObj)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGLUnmapBufferObject, bufObj);
}

/* cuGLUnmapBufferObjectAsync (deprecated) */
cudaError_t RT_ENTRY(cudaGLUnmapBufferObjectAsync)(GLuint bufObj, cudaStream_t stream)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGLUnmapBufferObjectAsync, bufObj, cufw__rt_cu_stream(stream));
}

/* cuGLSetBufferObjectMapFlags (deprecated): cudaGLMapFlags are the
 * driver's CU_GL_MAP_RESOURCE_FLAGS */
cudaError_t RT_ENTRY(cudaGLSetBufferObjectMapFlags)(GLuint bufObj, unsigned int flags)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGLSetBufferObjectMapFlags, bufObj, flags);
}

/* ------------------------------------------------------------ EGL */

/* cuGraphicsEGLRegisterImage */
cudaError_t RT_ENTRY(cudaGraphicsEGLRegisterImage)(struct cudaGraphicsResource **pCudaResource,
                                                   EGLImageKHR image, unsigned int flags)
{
    RT_RETURN_REGISTERED(pCudaResource, cuGraphicsEGLRegisterImage, image, flags);
}

/* cuEGLStreamConsumerConnect */
cudaError_t RT_ENTRY(cudaEGLStreamConsumerConnect)(cudaEglStreamConnection *conn,
                                                   EGLStreamKHR eglStream)
{
    RT_RETURN_IF_NOT_STARTED(conn);
    RT_RETURN_DRIVER(cuEGLStreamConsumerConnect, conn, eglStream);
}

/* cuEGLStreamConsumerConnectWithFlags */
cudaError_t RT_ENTRY(cudaEGLStreamConsumerConnectWithFlags)(cudaEglStreamConnection *conn,
                                                            EGLStreamKHR eglStream,
                                                            unsigned int flags)
{
    RT_RETURN_IF_NOT_STARTED(conn);
    RT_RETURN_DRIVER(cuEGLStreamConsumerConnectWithFlags, conn, eglStream, flags);
}

/* cuEGLStreamConsumerDisconnect */
cudaError_t RT_ENTRY(cudaEGLStreamConsumerDisconnect)(cudaEglStreamConnection *conn)
{
    RT_RETURN_IF_NOT_STARTED(conn);
    RT_RETURN_DRIVER(cuEGLStreamConsumerDisconnect, conn);
}

/* cuEGLStreamConsumerAcquireFrame: the resource and stream are the
 * driver's handles */
cudaError_t RT_ENTRY(cudaEGLStreamConsumerAcquireFrame)(cudaEglStreamConnection *conn,
                                                        cudaGraphicsResource_t *pCudaResource,
                                                        cudaStream_t *pStream, unsigned int timeout)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(conn == NULL || pCudaResource == NULL, cudaErrorInvalidValue);
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuEGLStreamConsumerAcquireFrame, conn,
                     (CUgraphicsResource *)(void *)pCudaResource, (CUstream *)(void *)pStream,
                     timeout);
}

/* cuEGLStreamConsumerReleaseFrame */
cudaError_t RT_ENTRY(cudaEGLStreamConsumerReleaseFrame)(cudaEglStreamConnection *conn,
                                                        cudaGraphicsResource_t pCudaResource,
                                                        cudaStream_t *pStream)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(conn == NULL || pCudaResource == NULL, cudaErrorInvalidValue);
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuEGLStreamConsumerReleaseFrame, conn, (CUgraphicsResource)pCudaResource,
                     (CUstream *)(void *)pStream);
}

/* cuEGLStreamProducerConnect */
cudaError_t RT_ENTRY(cudaEGLStreamProducerConnect)(cudaEglStreamConnection *conn,
                                                   EGLStreamKHR eglStream, EGLint width,
                                                   EGLint height)
{
    RT_RETURN_IF_NOT_STARTED(conn);
    RT_RETURN_DRIVER(cuEGLStreamProducerConnect, conn, eglStream, width, height);
}

/* cuEGLStreamProducerDisconnect */
cudaError_t RT_ENTRY(cudaEGLStreamProducerDisconnect)(cudaEglStreamConnection *conn)
{
    RT_RETURN_IF_NOT_STARTED(conn);
    RT_RETURN_DRIVER(cuEGLStreamProducerDisconnect, conn);
}

/* ------------------------------------------------------------ EGL frames */

_Static_assert(sizeof(cudaEglPlaneDesc) == 56 && sizeof(cudaEglFrame) == 280 &&
                   offsetof(cudaEglFrame, planeDesc) == 96 &&
                   offsetof(cudaEglFrame, planeCount) == 264 && sizeof(CUeglFrame) == 64 &&
                   offsetof(CUeglFrame, width) == 24 && offsetof(CUeglFrame, cuFormat) == 56,
               "cudaEglFrame and CUeglFrame have the toolkit's layout (13.0, x86-64)");

/* How the planes of a colour format are laid out (CUFW_EGL_FORMATS). */
struct egl_layout {
    unsigned char planes;     /* 0: a format the Runtime does not name */
    unsigned char channels0;  /* plane 0's channels */
    unsigned char channels12; /* those of planes 1 and 2 */
    unsigned char wdiv, hdiv; /* plane 0's width and height over theirs */
};

#define RT_X_EGL_LAYOUT(name, value, planes, channels0, channels12, wdiv, hdiv)                 \
    [value] = {planes, channels0, channels12, wdiv, hdiv},
static const struct egl_layout egl_layouts[] = {CUFW_EGL_FORMATS(RT_X_EGL_LAYOUT)};
#undef RT_X_EGL_LAYOUT

/* The layout of a colour format, NULL for a value the Runtime does not
 * name (the Driver's three-channel RGB, BGR, YUV_ER and YUV among them). */
static const struct egl_layout *egl_layout(unsigned format)
{
    if (format >= sizeof egl_layouts / sizeof egl_layouts[0] || egl_layouts[format].planes == 0)
        return NULL;
    return &egl_layouts[format];
}

/* The channels of plane i, and its width and height divisors. */
static unsigned egl_channels(const struct egl_layout *l, unsigned i)
{
    return i == 0 ? l->channels0 : l->channels12;
}

static unsigned egl_wdiv(const struct egl_layout *l, unsigned i)
{
    return i == 0 ? 1 : l->wdiv;
}

static unsigned egl_hdiv(const struct egl_layout *l, unsigned i)
{
    return i == 0 ? 1 : l->hdiv;
}

/* 1 for the array formats a frame's channels can have: signed, unsigned
 * and float channels of 8, 16 or 32 bits (no float of 8). */
static int egl_plain_format(CUarray_format f)
{
    switch (f) {
    case CU_AD_FORMAT_UNSIGNED_INT8:
    case CU_AD_FORMAT_UNSIGNED_INT16:
    case CU_AD_FORMAT_UNSIGNED_INT32:
    case CU_AD_FORMAT_SIGNED_INT8:
    case CU_AD_FORMAT_SIGNED_INT16:
    case CU_AD_FORMAT_SIGNED_INT32:
    case CU_AD_FORMAT_HALF:
    case CU_AD_FORMAT_FLOAT:
        return 1;
    default:
        return 0;
    }
}

/*
 * The Driver's frame for the Runtime's (cuEGLStreamProducerPresentFrame):
 * plane 0's width, height, depth and pitch, the channels the format gives
 * plane 0, and the array format of plane 0's channel descriptor; the
 * planes' arrays, or their pitched pointers' addresses. The other planes'
 * descriptors are not read: cudart 13.0 reads none of them (H200,
 * 2026-12-02), and the frames it hands out describe a semi-planar frame's
 * UV plane as one channel (egl_frame_out), which a program hands back.
 * Returns cudaSuccess, or with *out untouched: cudaErrorInvalidValue for
 * no such format or frame type, and cudaErrorInvalidChannelDescriptor for
 * a plane 0 descriptor no array has (three channels, no kind, 8-bit
 * floats), as cudart 13.0 does (H200, 2026-12-02); and, where cudart
 * checks nothing (docs/runtime-over-driver.md, "Where cufw differs from
 * cudart on purpose"), cudaErrorInvalidValue for a plane count other than
 * the format's, a plane 0 of another channel count than the format's or
 * of no plain array format, or a row of plane 0 whose bytes do not fit
 * the Driver's 32-bit pitch.
 */
static cudaError_t egl_frame_in(CUeglFrame *out, const cudaEglFrame *in)
{
    const struct egl_layout *l = egl_layout((unsigned)in->eglColorFormat);
    CUarray_format format = (CUarray_format)0;
    unsigned i, n;

    if (l == NULL ||
        (in->frameType != cudaEglFrameTypeArray && in->frameType != cudaEglFrameTypePitch))
        return cudaErrorInvalidValue;
    if (cufw__rt_texture_format(&in->planeDesc[0].channelDesc, &format, &n) != cudaSuccess)
        return cudaErrorInvalidChannelDescriptor;
    if (in->planeCount != l->planes || !egl_plain_format(format) || n != l->channels0)
        return cudaErrorInvalidValue;
    if ((uint64_t)in->planeDesc[0].width * l->channels0 *
            cufw__rt_texture_element_size(format, 1) > UINT32_MAX)
        return cudaErrorInvalidValue;
    memset(out, 0, sizeof *out);
    for (i = 0; i < in->planeCount; i++) {
        if (in->frameType == cudaEglFrameTypeArray)
            out->frame.pArray[i] = (CUarray)in->frame.pArray[i];
        else
            out->frame.pPitch[i] = in->frame.pPitch[i].ptr;
    }
    out->width = in->planeDesc[0].width;
    out->height = in->planeDesc[0].height;
    out->depth = in->planeDesc[0].depth;
    out->pitch = in->planeDesc[0].pitch;
    out->planeCount = in->planeCount;
    out->numChannels = l->channels0;
    out->frameType = (int)in->frameType;
    out->eglColorFormat = (int)in->eglColorFormat;
    out->cuFormat = format;
    return cudaSuccess;
}

/* A semi-planar format of 10 or 12 bits a sample (16-bit words). */
static int egl_deep(unsigned format)
{
#define RT_X_EGL_DEEP(name) format == (unsigned)cudaEglColorFormat##name ||
    return CUFW_EGL_DEEP_SEMIPLANAR(RT_X_EGL_DEEP) 0;
#undef RT_X_EGL_DEEP
}

/*
 * The Runtime's frame for the Driver's (cuGraphicsResourceGetMappedEglFrame,
 * cuEGLStreamProducerReturnFrame): plane 0 as the driver describes it,
 * each other plane by the format -- its width and height divided by the
 * format's divisors, the same depth, a pitch of as many bytes as its row
 * has (plane 0's pitch times its channels over plane 0's channels, over
 * the width divisor: half of it for planar 4:2:0's U), its channel count
 * and a channel descriptor of that many channels of the frame's array
 * format. The UV plane of a semi-planar format is what cudart 13.0 makes
 * of it (seen on the H200, 2026-12-02, every semi-planar format): one
 * channel, plane 0's pitch over the width divisor, and a descriptor of the
 * frame's array format in x and the format's sample size in y (8 bits, or
 * 16 for the 10- and 12-bit formats). A pitched plane's
 * pointer says the same pitch, and its width and height in elements. What
 * no plane uses is zero. Returns 0, *out untouched, for a frame the
 * Runtime cannot describe (a format it does not name, a plane count other
 * than the format's, no such frame type or array format, a pitch beyond
 * 32 bits).
 */
static int egl_frame_out(cudaEglFrame *out, const CUeglFrame *in)
{
    const struct egl_layout *l = egl_layout((unsigned)in->eglColorFormat);
    uint64_t pitch[CUDA_EGL_MAX_PLANES];
    unsigned i;

    if (l == NULL || in->planeCount != l->planes || !egl_plain_format(in->cuFormat) ||
        (in->frameType != (int)cudaEglFrameTypeArray &&
         in->frameType != (int)cudaEglFrameTypePitch))
        return 0;
    for (i = 0; i < l->planes; i++) {
        if (i == 1 && l->planes == 2)
            pitch[i] = in->pitch / egl_wdiv(l, i);
        else
            pitch[i] = (uint64_t)in->pitch * egl_channels(l, i) / (l->channels0 * egl_wdiv(l, i));
        if (pitch[i] > UINT32_MAX)
            return 0;
    }
    memset(out, 0, sizeof *out);
    for (i = 0; i < l->planes; i++) {
        cudaEglPlaneDesc *p = &out->planeDesc[i];

        p->width = in->width / egl_wdiv(l, i);
        p->height = in->height / egl_hdiv(l, i);
        p->depth = in->depth;
        p->pitch = (unsigned)pitch[i];
        if (i == 1 && l->planes == 2) {
            p->numChannels = 1;
            p->channelDesc = cufw__rt_texture_desc(in->cuFormat, 1);
            p->channelDesc.y = egl_deep((unsigned)in->eglColorFormat) ? 16 : 8;
        } else {
            p->numChannels = egl_channels(l, i);
            p->channelDesc = cufw__rt_texture_desc(in->cuFormat, p->numChannels);
        }
        if (in->frameType == (int)cudaEglFrameTypeArray) {
            out->frame.pArray[i] = (cudaArray_t)in->frame.pArray[i];
        } else {
            out->frame.pPitch[i].ptr = in->frame.pPitch[i];
            out->frame.pPitch[i].pitch = p->pitch;
            out->frame.pPitch[i].xsize = p->width;
            out->frame.pPitch[i].ysize = p->height;
        }
    }
    out->planeCount = in->planeCount;
    out->frameType = (cudaEglFrameType)in->frameType;
    out->eglColorFormat = (cudaEglColorFormat)in->eglColorFormat;
    return 1;
}

/* The Driver's entry point name into fn, at its one ABI (7000), asked for
 * now (cufw_driver_entry); a driver without it is CUDA_ERROR_NOT_SUPPORTED,
 * as for an entry of cufw/call.h that the driver lacks. Returns from the
 * function when there is none. */
#define RT_RETURN_IF_NO_EGL_ENTRY(fn, name)                                                     \
    do {                                                                                        \
        void *rt_fn_ = NULL;                                                                    \
        RT_RETURN_IF_FAILED(cufw_driver_entry(#name, 7000, CU_GET_PROC_ADDRESS_LEGACY_STREAM,   \
                                              &rt_fn_, NULL));                                  \
        RT_RETURN_IF_DRIVER_RESULT_FAILS(                                                       \
            rt_fn_ != NULL ? CUDA_SUCCESS : CUDA_ERROR_NOT_SUPPORTED, name);                    \
        memcpy(&(fn), &rt_fn_, sizeof(fn));                                                     \
    } while (0)

typedef CUresult(CUDAAPI *egl_mapped_fn)(CUeglFrame *eglFrame, CUgraphicsResource resource,
                                         unsigned int index, unsigned int mipLevel);
typedef CUresult(CUDAAPI *egl_present_fn)(cudaEglStreamConnection *conn, CUeglFrame eglframe,
                                          CUstream *pStream);
typedef CUresult(CUDAAPI *egl_return_fn)(cudaEglStreamConnection *conn, CUeglFrame *eglframe,
                                         CUstream *pStream);

/* cuGraphicsResourceGetMappedEglFrame, its CUeglFrame converted plane by
 * plane; a frame the Runtime cannot describe is cudaErrorNotSupported,
 * *eglFrame untouched */
cudaError_t RT_ENTRY(cudaGraphicsResourceGetMappedEglFrame)(cudaEglFrame *eglFrame,
                                                            cudaGraphicsResource_t resource,
                                                            unsigned int index,
                                                            unsigned int mipLevel)
{
    egl_mapped_fn fn;
    CUeglFrame f;

    RT_RETURN_IF_NOT_STARTED(eglFrame);
    RT_RETURN_IF_NO_EGL_ENTRY(fn, cuGraphicsResourceGetMappedEglFrame);
    memset(&f, 0, sizeof f);
    RT_RETURN_IF_DRIVER_RESULT_FAILS(fn(&f, (CUgraphicsResource)resource, index, mipLevel),
                                     cuGraphicsResourceGetMappedEglFrame);
    RT_RETURN_IF(!egl_frame_out(eglFrame, &f), cudaErrorNotSupported);
    return cudaSuccess;
}

/* cuEGLStreamProducerPresentFrame, given the CUeglFrame of eglframe's
 * plane 0; a frame its colour format does not describe is
 * cudaErrorInvalidValue before any Driver call */
cudaError_t RT_ENTRY(cudaEGLStreamProducerPresentFrame)(cudaEglStreamConnection *conn,
                                                        cudaEglFrame eglframe,
                                                        cudaStream_t *pStream)
{
    egl_present_fn fn;
    CUeglFrame f;

    cudaError_t e;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF((e = egl_frame_in(&f, &eglframe)) != cudaSuccess, e);
    RT_RETURN_IF(conn == NULL, cudaErrorInvalidValue); /* cudart hands it on */
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_IF_NO_EGL_ENTRY(fn, cuEGLStreamProducerPresentFrame);
    RT_RETURN_DRIVER_RESULT(fn(conn, f, (CUstream *)(void *)pStream),
                            cuEGLStreamProducerPresentFrame);
}

/* cuEGLStreamProducerReturnFrame, its CUeglFrame converted as
 * cudaGraphicsResourceGetMappedEglFrame's */
cudaError_t RT_ENTRY(cudaEGLStreamProducerReturnFrame)(cudaEglStreamConnection *conn,
                                                       cudaEglFrame *eglframe,
                                                       cudaStream_t *pStream)
{
    egl_return_fn fn;
    CUeglFrame f;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(conn == NULL || eglframe == NULL, cudaErrorInvalidValue);
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_IF_NO_EGL_ENTRY(fn, cuEGLStreamProducerReturnFrame);
    memset(&f, 0, sizeof f);
    RT_RETURN_IF_DRIVER_RESULT_FAILS(fn(conn, &f, (CUstream *)(void *)pStream),
                                     cuEGLStreamProducerReturnFrame);
    RT_RETURN_IF(!egl_frame_out(eglframe, &f), cudaErrorNotSupported);
    return cudaSuccess;
}

/* No Driver call. cudart_static 13.0 for x86-64 Linux does not implement
 * it: past its initialisation it answers cudaErrorNotSupported at once,
 * whatever the arguments, and does not record it as the last error
 * (it never calls cuEventCreateFromEGLSync). This does the same. */
cudaError_t RT_ENTRY(cudaEventCreateFromEGLSync)(cudaEvent_t *phEvent, EGLSyncKHR eglSync,
                                                 unsigned int flags)
{
    (void)phEvent;
    (void)eglSync;
    (void)flags;
    RT_RETURN_IF_NOT_READY();
    return cudaErrorNotSupported;
}

/* ------------------------------------------------------------ VDPAU */

/* cuVDPAUGetDevice, then cuDeviceGet to find the ordinal */
cudaError_t RT_ENTRY(cudaVDPAUGetDevice)(int *device, VdpDevice vdpDevice,
                                         VdpGetProcAddress *vdpGetProcAddress)
{
    CUdevice dev;
    CUresult r;
    int i;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(device == NULL, cudaErrorInvalidValue);
    if ((r = RT_DRIVER(cuVDPAUGetDevice, &dev, vdpDevice, vdpGetProcAddress)) != CUDA_SUCCESS)
        RT_RETURN_DRIVER_RESULT(r, cuVDPAUGetDevice);
    RT_RETURN_IF((i = ordinal_of(dev)) < 0, cudaErrorInvalidDevice);
    *device = i;
    return cudaSuccess;
}

/* no Driver call of its own: the device becomes the thread's current one
 * (cudaSetDevice); the VDPAU device needs no recording, as every VDPAU
 * register call names its surface, which carries its device */
cudaError_t RT_ENTRY(cudaVDPAUSetVDPAUDevice)(int device, VdpDevice vdpDevice,
                                              VdpGetProcAddress *vdpGetProcAddress)
{
    (void)vdpDevice;
    (void)vdpGetProcAddress;
    return RT_ENTRY(cudaSetDevice)(device);
}

/* cuGraphicsVDPAURegisterVideoSurface */
cudaError_t RT_ENTRY(cudaGraphicsVDPAURegisterVideoSurface)(struct cudaGraphicsResource **resource,
                                                            VdpVideoSurface vdpSurface,
                                                            unsigned int flags)
{
    RT_RETURN_REGISTERED(resource, cuGraphicsVDPAURegisterVideoSurface, vdpSurface, flags);
}

/* cuGraphicsVDPAURegisterOutputSurface */
cudaError_t RT_ENTRY(cudaGraphicsVDPAURegisterOutputSurface)(struct cudaGraphicsResource **resource,
                                                             VdpOutputSurface vdpSurface,
                                                             unsigned int flags)
{
    RT_RETURN_REGISTERED(resource, cuGraphicsVDPAURegisterOutputSurface, vdpSurface, flags);
}

/* the exported names of the definitions above (inner.h) */
RT_EXPORTS(graphics);
