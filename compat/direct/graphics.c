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

/* A register call's result: the resource, or the mapped, recorded error. */
static cudaError_t registered(CUresult r, const char *name, CUgraphicsResource res,
                              struct cudaGraphicsResource **resource)
{
    if (r != CUDA_SUCCESS)
        return cufw__rt_driver_return(r, name);
    *resource = (struct cudaGraphicsResource *)res;
    return cudaSuccess;
}

/* ------------------------------------------------------------ any graphics resource */

/* cuGraphicsUnregisterResource */
cudaError_t cudaGraphicsUnregisterResource(cudaGraphicsResource_t resource)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGraphicsUnregisterResource, (CUgraphicsResource)resource);
}

/* cuGraphicsResourceSetMapFlags_v2: cudaGraphicsMapFlags are the driver's
 * CU_GRAPHICS_MAP_RESOURCE_FLAGS */
cudaError_t cudaGraphicsResourceSetMapFlags(cudaGraphicsResource_t resource, unsigned int flags)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGraphicsResourceSetMapFlags, (CUgraphicsResource)resource, flags);
}

/* cuGraphicsMapResources */
cudaError_t cudaGraphicsMapResources(int count, cudaGraphicsResource_t *resources,
                                     cudaStream_t stream)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_INVALID_UNLESS(count >= 0);
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGraphicsMapResources, (unsigned)count,
                     (CUgraphicsResource *)(void *)resources, cufw__rt_cu_stream(stream));
}

/* cuGraphicsUnmapResources */
cudaError_t cudaGraphicsUnmapResources(int count, cudaGraphicsResource_t *resources,
                                       cudaStream_t stream)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_INVALID_UNLESS(count >= 0);
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGraphicsUnmapResources, (unsigned)count,
                     (CUgraphicsResource *)(void *)resources, cufw__rt_cu_stream(stream));
}

/* cuGraphicsResourceGetMappedPointer_v2 */
cudaError_t cudaGraphicsResourceGetMappedPointer(void **devPtr, size_t *size,
                                                 cudaGraphicsResource_t resource)
{
    CUdeviceptr p = 0;
    size_t n = 0;
    CUresult r;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    if ((r = RT_DRIVER(cuGraphicsResourceGetMappedPointer, &p, &n,
                       (CUgraphicsResource)resource)) != CUDA_SUCCESS)
        return cufw__rt_driver_return(r, "cuGraphicsResourceGetMappedPointer");
    if (devPtr != NULL)
        *devPtr = (void *)(uintptr_t)p;
    if (size != NULL)
        *size = n;
    return cudaSuccess;
}

/* cuGraphicsSubResourceGetMappedArray: the cudaArray_t is the CUarray */
cudaError_t cudaGraphicsSubResourceGetMappedArray(cudaArray_t *array,
                                                  cudaGraphicsResource_t resource,
                                                  unsigned int arrayIndex, unsigned int mipLevel)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_INVALID_UNLESS(array != NULL);
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGraphicsSubResourceGetMappedArray, (CUarray *)(void *)array,
                     (CUgraphicsResource)resource, arrayIndex, mipLevel);
}

/* cuGraphicsResourceGetMappedMipmappedArray */
cudaError_t cudaGraphicsResourceGetMappedMipmappedArray(cudaMipmappedArray_t *mipmappedArray,
                                                        cudaGraphicsResource_t resource)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_INVALID_UNLESS(mipmappedArray != NULL);
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGraphicsResourceGetMappedMipmappedArray,
                     (CUmipmappedArray *)(void *)mipmappedArray, (CUgraphicsResource)resource);
}

/* ------------------------------------------------------------ OpenGL */

/* cuGraphicsGLRegisterBuffer (needs the program's GL context current) */
cudaError_t cudaGraphicsGLRegisterBuffer(struct cudaGraphicsResource **resource, GLuint buffer,
                                         unsigned int flags)
{
    CUgraphicsResource res = NULL;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_INVALID_UNLESS(resource != NULL);
    RT_RETURN_IF_NO_CONTEXT();
    return registered(RT_DRIVER(cuGraphicsGLRegisterBuffer, &res, buffer, flags),
                      "cuGraphicsGLRegisterBuffer", res, resource);
}

/* cuGraphicsGLRegisterImage */
cudaError_t cudaGraphicsGLRegisterImage(struct cudaGraphicsResource **resource, GLuint image,
                                        GLenum target, unsigned int flags)
{
    CUgraphicsResource res = NULL;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_INVALID_UNLESS(resource != NULL);
    RT_RETURN_IF_NO_CONTEXT();
    return registered(RT_DRIVER(cuGraphicsGLRegisterImage, &res, image, target, flags),
                      "cuGraphicsGLRegisterImage", res, resource);
}

/* cuGLGetDevices_v2, then cuDeviceGet to turn each CUdevice into its
 * ordinal (in place: a CUdevice is an int) */
cudaError_t cudaGLGetDevices(unsigned int *pCudaDeviceCount, int *pCudaDevices,
                             unsigned int cudaDeviceCount, enum cudaGLDeviceList deviceList)
{
    unsigned n = 0, i;
    CUresult r;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_INVALID_UNLESS(pCudaDeviceCount != NULL);
    RT_RETURN_INVALID_UNLESS(cudaDeviceCount == 0 || pCudaDevices != NULL);
    if ((r = RT_DRIVER(cuGLGetDevices, &n, (CUdevice *)pCudaDevices, cudaDeviceCount,
                       (int)deviceList)) != CUDA_SUCCESS)
        return cufw__rt_driver_return(r, "cuGLGetDevices");
    for (i = 0; i < n && i < cudaDeviceCount; i++)
        pCudaDevices[i] = ordinal_of((CUdevice)pCudaDevices[i]);
    *pCudaDeviceCount = n;
    return cudaSuccess;
}

/* no Driver call of its own (deprecated: a GL context needs no particular
 * device since CUDA 5.0): cudaSetDevice */
cudaError_t cudaGLSetGLDevice(int device)
{
    return cudaSetDevice(device);
}

/* cuGLRegisterBufferObject (deprecated) */
cudaError_t cudaGLRegisterBufferObject(GLuint bufObj)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGLRegisterBufferObject, bufObj);
}

/* cuGLUnregisterBufferObject (deprecated) */
cudaError_t cudaGLUnregisterBufferObject(GLuint bufObj)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGLUnregisterBufferObject, bufObj);
}

static cudaError_t gl_map(void **devPtr, GLuint bufObj, CUstream stream, int async)
{
    CUdeviceptr p = 0;
    size_t n = 0;
    CUresult r;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_INVALID_UNLESS(devPtr != NULL);
    RT_RETURN_IF_NO_CONTEXT();
    r = async ? RT_DRIVER(cuGLMapBufferObjectAsync, &p, &n, bufObj, stream)
              : RT_DRIVER(cuGLMapBufferObject, &p, &n, bufObj);
    if (r != CUDA_SUCCESS)
        return cufw__rt_driver_return(r, async ? "cuGLMapBufferObjectAsync"
                                               : "cuGLMapBufferObject");
    *devPtr = (void *)(uintptr_t)p;
    return cudaSuccess;
}

/* cuGLMapBufferObject_v2 (deprecated) */
cudaError_t cudaGLMapBufferObject(void **devPtr, GLuint bufObj)
{
    return gl_map(devPtr, bufObj, NULL, 0);
}

/* cuGLMapBufferObjectAsync_v2 (deprecated) */
cudaError_t cudaGLMapBufferObjectAsync(void **devPtr, GLuint bufObj, cudaStream_t stream)
{
    return gl_map(devPtr, bufObj, cufw__rt_cu_stream(stream), 1);
}

/* cuGLUnmapBufferObject (deprecated) */
cudaError_t cudaGLUnmapBufferObject(GLuint bufObj)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGLUnmapBufferObject, bufObj);
}

/* cuGLUnmapBufferObjectAsync (deprecated) */
cudaError_t cudaGLUnmapBufferObjectAsync(GLuint bufObj, cudaStream_t stream)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGLUnmapBufferObjectAsync, bufObj, cufw__rt_cu_stream(stream));
}

/* cuGLSetBufferObjectMapFlags (deprecated): cudaGLMapFlags are the
 * driver's CU_GL_MAP_RESOURCE_FLAGS */
cudaError_t cudaGLSetBufferObjectMapFlags(GLuint bufObj, unsigned int flags)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGLSetBufferObjectMapFlags, bufObj, flags);
}

/* ------------------------------------------------------------ EGL */

/* cuGraphicsEGLRegisterImage */
cudaError_t cudaGraphicsEGLRegisterImage(struct cudaGraphicsResource **pCudaResource,
                                         EGLImageKHR image, unsigned int flags)
{
    CUgraphicsResource res = NULL;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_INVALID_UNLESS(pCudaResource != NULL);
    RT_RETURN_IF_NO_CONTEXT();
    return registered(RT_DRIVER(cuGraphicsEGLRegisterImage, &res, image, flags),
                      "cuGraphicsEGLRegisterImage", res, pCudaResource);
}

/* cuEGLStreamConsumerConnect */
cudaError_t cudaEGLStreamConsumerConnect(cudaEglStreamConnection *conn, EGLStreamKHR eglStream)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_INVALID_UNLESS(conn != NULL);
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuEGLStreamConsumerConnect, conn, eglStream);
}

/* cuEGLStreamConsumerConnectWithFlags */
cudaError_t cudaEGLStreamConsumerConnectWithFlags(cudaEglStreamConnection *conn,
                                                  EGLStreamKHR eglStream, unsigned int flags)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_INVALID_UNLESS(conn != NULL);
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuEGLStreamConsumerConnectWithFlags, conn, eglStream, flags);
}

/* cuEGLStreamConsumerDisconnect */
cudaError_t cudaEGLStreamConsumerDisconnect(cudaEglStreamConnection *conn)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_INVALID_UNLESS(conn != NULL);
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuEGLStreamConsumerDisconnect, conn);
}

/* cuEGLStreamConsumerAcquireFrame: the resource and stream are the
 * driver's handles */
cudaError_t cudaEGLStreamConsumerAcquireFrame(cudaEglStreamConnection *conn,
                                              cudaGraphicsResource_t *pCudaResource,
                                              cudaStream_t *pStream, unsigned int timeout)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_INVALID_UNLESS(conn != NULL && pCudaResource != NULL);
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuEGLStreamConsumerAcquireFrame, conn,
                     (CUgraphicsResource *)(void *)pCudaResource, (CUstream *)(void *)pStream,
                     timeout);
}

/* cuEGLStreamConsumerReleaseFrame */
cudaError_t cudaEGLStreamConsumerReleaseFrame(cudaEglStreamConnection *conn,
                                              cudaGraphicsResource_t pCudaResource,
                                              cudaStream_t *pStream)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_INVALID_UNLESS(conn != NULL && pCudaResource != NULL);
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuEGLStreamConsumerReleaseFrame, conn, (CUgraphicsResource)pCudaResource,
                     (CUstream *)(void *)pStream);
}

/* cuEGLStreamProducerConnect */
cudaError_t cudaEGLStreamProducerConnect(cudaEglStreamConnection *conn, EGLStreamKHR eglStream,
                                         EGLint width, EGLint height)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_INVALID_UNLESS(conn != NULL);
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuEGLStreamProducerConnect, conn, eglStream, width, height);
}

/* cuEGLStreamProducerDisconnect */
cudaError_t cudaEGLStreamProducerDisconnect(cudaEglStreamConnection *conn)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_INVALID_UNLESS(conn != NULL);
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuEGLStreamProducerDisconnect, conn);
}

/* No Driver call. cudart_static 13.0 for x86-64 Linux does not implement
 * it: past its initialisation it answers cudaErrorNotSupported at once,
 * whatever the arguments, and does not record it as the last error
 * (it never calls cuEventCreateFromEGLSync). This does the same. */
cudaError_t cudaEventCreateFromEGLSync(cudaEvent_t *phEvent, EGLSyncKHR eglSync,
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
cudaError_t cudaVDPAUGetDevice(int *device, VdpDevice vdpDevice,
                               VdpGetProcAddress *vdpGetProcAddress)
{
    CUdevice dev;
    CUresult r;
    int i;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_INVALID_UNLESS(device != NULL);
    if ((r = RT_DRIVER(cuVDPAUGetDevice, &dev, vdpDevice, vdpGetProcAddress)) != CUDA_SUCCESS)
        return cufw__rt_driver_return(r, "cuVDPAUGetDevice");
    if ((i = ordinal_of(dev)) < 0)
        return cufw__rt_error_record(cudaErrorInvalidDevice);
    *device = i;
    return cudaSuccess;
}

/* no Driver call of its own: the device becomes the thread's current one
 * (cudaSetDevice); the VDPAU device needs no recording, as every VDPAU
 * register call names its surface, which carries its device */
cudaError_t cudaVDPAUSetVDPAUDevice(int device, VdpDevice vdpDevice,
                                    VdpGetProcAddress *vdpGetProcAddress)
{
    (void)vdpDevice;
    (void)vdpGetProcAddress;
    return cudaSetDevice(device);
}

/* cuGraphicsVDPAURegisterVideoSurface */
cudaError_t cudaGraphicsVDPAURegisterVideoSurface(struct cudaGraphicsResource **resource,
                                                  VdpVideoSurface vdpSurface, unsigned int flags)
{
    CUgraphicsResource res = NULL;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_INVALID_UNLESS(resource != NULL);
    RT_RETURN_IF_NO_CONTEXT();
    return registered(RT_DRIVER(cuGraphicsVDPAURegisterVideoSurface, &res, vdpSurface, flags),
                      "cuGraphicsVDPAURegisterVideoSurface", res, resource);
}

/* cuGraphicsVDPAURegisterOutputSurface */
cudaError_t cudaGraphicsVDPAURegisterOutputSurface(struct cudaGraphicsResource **resource,
                                                   VdpOutputSurface vdpSurface, unsigned int flags)
{
    CUgraphicsResource res = NULL;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_INVALID_UNLESS(resource != NULL);
    RT_RETURN_IF_NO_CONTEXT();
    return registered(RT_DRIVER(cuGraphicsVDPAURegisterOutputSurface, &res, vdpSurface, flags),
                      "cuGraphicsVDPAURegisterOutputSurface", res, resource);
}
