/* SPDX-License-Identifier: MIT */
/*
 * compat/graphics.c -- graphics interoperability: OpenGL buffers and
 * images, EGL images, streams and syncs, VDPAU surfaces, registered as
 * graphics resources and mapped into CUDA's address space.
 *
 * A cudaGraphicsResource_t is the driver's CUgraphicsResource, a
 * cudaEglStreamConnection its CUeglStreamConnection: nothing is kept here.
 * Every call goes through cufw/call.h like the rest of compat. Those that
 * name a GL, EGL or VDPAU object are the list's adapted entries
 * (cufw/call_list.h): their toolkit types need those APIs' own headers, so
 * cufw/call.h declares them in plain C types, of the same ABI as
 * graphics.h's. cufw links no GL, EGL or VDPAU library: the driver has the
 * code.
 *
 * Not here: cudaGraphicsResourceGetMappedEglFrame and
 * cudaEGLStreamProducerPresentFrame / ReturnFrame, whose cudaEglFrame
 * differs from the driver's CUeglFrame (pitched pointers with channel
 * descriptors against a CUarray_format and a channel count, and a colour
 * format enumeration of its own).
 */
#include "direct.h"

#include <stdint.h>

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
