/* SPDX-License-Identifier: MIT */
/*
 * compat/graphics.h -- the OpenGL, EGL and VDPAU types that the Runtime's
 * graphics interop functions take (compat/graphics.c), declared here with
 * the ABI of the system headers that the toolkit's cuda_gl_interop.h,
 * cuda_egl_interop.h and cuda_vdpau_interop.h include (<GL/gl.h>,
 * <EGL/egl.h>, <EGL/eglext.h>, <vdpau/vdpau.h>): those need not be
 * installed where cufw is built, and cufw links none of their libraries.
 * cufw/call.h declares the Driver entries behind the functions in the same
 * plain C types (the list's adapted entries).
 */
#ifndef CUFW_COMPAT_GRAPHICS_H
#define CUFW_COMPAT_GRAPHICS_H

#include <stdint.h>

/* <GL/gl.h> */
typedef unsigned int GLuint;
typedef unsigned int GLenum;

/* cuda_gl_interop.h */
enum cudaGLDeviceList {
    cudaGLDeviceListAll = 1,
    cudaGLDeviceListCurrentFrame = 2,
    cudaGLDeviceListNextFrame = 3
};

/* <EGL/eglplatform.h>, <EGL/eglext.h> */
typedef int32_t EGLint;
typedef void *EGLImageKHR;
typedef void *EGLStreamKHR;
typedef void *EGLSyncKHR;

/* cuda_egl_interop.h: the driver's CUeglStreamConnection */
typedef struct CUeglStreamConnection_st *cudaEglStreamConnection;

/* <vdpau/vdpau.h> */
typedef uint32_t VdpDevice;
typedef uint32_t VdpVideoSurface;
typedef uint32_t VdpOutputSurface;
typedef uint32_t VdpFuncId;
typedef int VdpStatus; /* an enum in vdpau.h */
typedef VdpStatus VdpGetProcAddress(VdpDevice device, VdpFuncId function_id,
                                    void **function_pointer);

#endif
