/* SPDX-License-Identifier: MIT */
/*
 * compat/graphics.h -- the OpenGL, EGL and VDPAU types that the Runtime's
 * graphics interop functions take (compat/graphics.c), declared here with
 * the ABI of the system headers that the toolkit's cuda_gl_interop.h,
 * cuda_egl_interop.h and cuda_vdpau_interop.h include (<GL/gl.h>,
 * <EGL/egl.h>, <EGL/eglext.h>, <vdpau/vdpau.h>): those need not be
 * installed where cufw is built, and cufw links none of their libraries.
 * cufw/call.h declares the Driver entries behind the functions in the same
 * plain C types (the list's adapted entries). The EGL frames are here too,
 * the Runtime's (cuda_egl_interop.h) and the Driver's (cudaEGL.h), which
 * both need <EGL/egl.h>; their colour formats come from one list,
 * CUFW_EGL_FORMATS.
 */
#ifndef CUFW_COMPAT_GRAPHICS_H
#define CUFW_COMPAT_GRAPHICS_H

#include <stdint.h>

#include <cuda.h>
#include <cuda_runtime_api.h>

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

/*
 * Every EGL colour format the Runtime names (cuda_egl_interop.h's
 * cudaEglColorFormat), with the layout of its planes, in one list:
 * X(name, value, planes, channels0, channels12, wdiv, hdiv).
 *
 *   name        cudaEglColorFormat<name>, the Runtime's enumerator
 *   value       its number, which is the Driver's CUeglColorFormat too
 *   planes      how many planes a frame of it has (1 to 3)
 *   channels0   the channels of plane 0 (Y, or the only plane)
 *   channels12  the channels of planes 1 and 2 (0 when there are none):
 *               1 for planar U and V, 2 for a semi-planar UV (VU) plane
 *   wdiv, hdiv  plane 0's width and height over those of planes 1 and 2
 *               (4:2:0 is 2 and 2, 4:2:2 2 and 1, 4:4:4 1 and 1)
 *
 * The facts are the comments of the toolkit's enumerations (the Runtime's
 * and the Driver's, cudaEGL.h, say the same of each value): "Y, U, V in
 * three surfaces ... U/V width = 1/2 Y width, U/V height = 1/2 Y height"
 * is 3 planes of one channel at 2 and 2. A packed 4:2:2 format (YUYV,
 * UYVY...) is one plane of one channel ("interleaved ... in one channel");
 * Bayer and single-channel formats are one plane of one channel; the RGBA
 * orders and the YUVA/AYUV ones are one plane of four.
 *
 * The Driver has four values the Runtime does not name: RGB (4), BGR (5),
 * YUV_ER (30) and YUV (103), three channels in one plane, pitch linear
 * only. No cudaEglFrame describes them, so compat takes none of them in
 * either direction.
 *
 * The enumeration below is declared from this list, and
 * compat/direct/graphics.c converts frames with it. A format of a later
 * CUDA is in the section of the first version known to have it, empty with
 * older headers: CUDA 12.4's header lacks the last three (UYVY709,
 * UYVY709_ER, UYVY2020), which 13.0's has.
 */
#define CUFW_EGL_FORMATS(X)                                                                     \
    X(YUV420Planar, 0, 3, 1, 1, 2, 2)                                                           \
    X(YUV420SemiPlanar, 1, 2, 1, 2, 2, 2)                                                       \
    X(YUV422Planar, 2, 3, 1, 1, 2, 1)                                                           \
    X(YUV422SemiPlanar, 3, 2, 1, 2, 2, 1)                                                       \
    X(ARGB, 6, 1, 4, 0, 1, 1)                                                                   \
    X(RGBA, 7, 1, 4, 0, 1, 1)                                                                   \
    X(L, 8, 1, 1, 0, 1, 1)                                                                      \
    X(R, 9, 1, 1, 0, 1, 1)                                                                      \
    X(YUV444Planar, 10, 3, 1, 1, 1, 1)                                                          \
    X(YUV444SemiPlanar, 11, 2, 1, 2, 1, 1)                                                      \
    X(YUYV422, 12, 1, 1, 0, 1, 1)                                                               \
    X(UYVY422, 13, 1, 1, 0, 1, 1)                                                               \
    X(ABGR, 14, 1, 4, 0, 1, 1)                                                                  \
    X(BGRA, 15, 1, 4, 0, 1, 1)                                                                  \
    X(A, 16, 1, 1, 0, 1, 1)                                                                     \
    X(RG, 17, 1, 2, 0, 1, 1)                                                                    \
    X(AYUV, 18, 1, 4, 0, 1, 1)                                                                  \
    X(YVU444SemiPlanar, 19, 2, 1, 2, 1, 1)                                                      \
    X(YVU422SemiPlanar, 20, 2, 1, 2, 2, 1)                                                      \
    X(YVU420SemiPlanar, 21, 2, 1, 2, 2, 2)                                                      \
    X(Y10V10U10_444SemiPlanar, 22, 2, 1, 2, 1, 1)                                               \
    X(Y10V10U10_420SemiPlanar, 23, 2, 1, 2, 2, 2)                                               \
    X(Y12V12U12_444SemiPlanar, 24, 2, 1, 2, 1, 1)                                               \
    X(Y12V12U12_420SemiPlanar, 25, 2, 1, 2, 2, 2)                                               \
    X(VYUY_ER, 26, 1, 1, 0, 1, 1)                                                               \
    X(UYVY_ER, 27, 1, 1, 0, 1, 1)                                                               \
    X(YUYV_ER, 28, 1, 1, 0, 1, 1)                                                               \
    X(YVYU_ER, 29, 1, 1, 0, 1, 1)                                                               \
    X(YUVA_ER, 31, 1, 4, 0, 1, 1)                                                               \
    X(AYUV_ER, 32, 1, 4, 0, 1, 1)                                                               \
    X(YUV444Planar_ER, 33, 3, 1, 1, 1, 1)                                                       \
    X(YUV422Planar_ER, 34, 3, 1, 1, 2, 1)                                                       \
    X(YUV420Planar_ER, 35, 3, 1, 1, 2, 2)                                                       \
    X(YUV444SemiPlanar_ER, 36, 2, 1, 2, 1, 1)                                                   \
    X(YUV422SemiPlanar_ER, 37, 2, 1, 2, 2, 1)                                                   \
    X(YUV420SemiPlanar_ER, 38, 2, 1, 2, 2, 2)                                                   \
    X(YVU444Planar_ER, 39, 3, 1, 1, 1, 1)                                                       \
    X(YVU422Planar_ER, 40, 3, 1, 1, 2, 1)                                                       \
    X(YVU420Planar_ER, 41, 3, 1, 1, 2, 2)                                                       \
    X(YVU444SemiPlanar_ER, 42, 2, 1, 2, 1, 1)                                                   \
    X(YVU422SemiPlanar_ER, 43, 2, 1, 2, 2, 1)                                                   \
    X(YVU420SemiPlanar_ER, 44, 2, 1, 2, 2, 2)                                                   \
    X(BayerRGGB, 45, 1, 1, 0, 1, 1)                                                             \
    X(BayerBGGR, 46, 1, 1, 0, 1, 1)                                                             \
    X(BayerGRBG, 47, 1, 1, 0, 1, 1)                                                             \
    X(BayerGBRG, 48, 1, 1, 0, 1, 1)                                                             \
    X(Bayer10RGGB, 49, 1, 1, 0, 1, 1)                                                           \
    X(Bayer10BGGR, 50, 1, 1, 0, 1, 1)                                                           \
    X(Bayer10GRBG, 51, 1, 1, 0, 1, 1)                                                           \
    X(Bayer10GBRG, 52, 1, 1, 0, 1, 1)                                                           \
    X(Bayer12RGGB, 53, 1, 1, 0, 1, 1)                                                           \
    X(Bayer12BGGR, 54, 1, 1, 0, 1, 1)                                                           \
    X(Bayer12GRBG, 55, 1, 1, 0, 1, 1)                                                           \
    X(Bayer12GBRG, 56, 1, 1, 0, 1, 1)                                                           \
    X(Bayer14RGGB, 57, 1, 1, 0, 1, 1)                                                           \
    X(Bayer14BGGR, 58, 1, 1, 0, 1, 1)                                                           \
    X(Bayer14GRBG, 59, 1, 1, 0, 1, 1)                                                           \
    X(Bayer14GBRG, 60, 1, 1, 0, 1, 1)                                                           \
    X(Bayer20RGGB, 61, 1, 1, 0, 1, 1)                                                           \
    X(Bayer20BGGR, 62, 1, 1, 0, 1, 1)                                                           \
    X(Bayer20GRBG, 63, 1, 1, 0, 1, 1)                                                           \
    X(Bayer20GBRG, 64, 1, 1, 0, 1, 1)                                                           \
    X(YVU444Planar, 65, 3, 1, 1, 1, 1)                                                          \
    X(YVU422Planar, 66, 3, 1, 1, 2, 1)                                                          \
    X(YVU420Planar, 67, 3, 1, 1, 2, 2)                                                          \
    X(BayerIspRGGB, 68, 1, 1, 0, 1, 1)                                                          \
    X(BayerIspBGGR, 69, 1, 1, 0, 1, 1)                                                          \
    X(BayerIspGRBG, 70, 1, 1, 0, 1, 1)                                                          \
    X(BayerIspGBRG, 71, 1, 1, 0, 1, 1)                                                          \
    X(BayerBCCR, 72, 1, 1, 0, 1, 1)                                                             \
    X(BayerRCCB, 73, 1, 1, 0, 1, 1)                                                             \
    X(BayerCRBC, 74, 1, 1, 0, 1, 1)                                                             \
    X(BayerCBRC, 75, 1, 1, 0, 1, 1)                                                             \
    X(Bayer10CCCC, 76, 1, 1, 0, 1, 1)                                                           \
    X(Bayer12BCCR, 77, 1, 1, 0, 1, 1)                                                           \
    X(Bayer12RCCB, 78, 1, 1, 0, 1, 1)                                                           \
    X(Bayer12CRBC, 79, 1, 1, 0, 1, 1)                                                           \
    X(Bayer12CBRC, 80, 1, 1, 0, 1, 1)                                                           \
    X(Bayer12CCCC, 81, 1, 1, 0, 1, 1)                                                           \
    X(Y, 82, 1, 1, 0, 1, 1)                                                                     \
    X(YUV420SemiPlanar_2020, 83, 2, 1, 2, 2, 2)                                                 \
    X(YVU420SemiPlanar_2020, 84, 2, 1, 2, 2, 2)                                                 \
    X(YUV420Planar_2020, 85, 3, 1, 1, 2, 2)                                                     \
    X(YVU420Planar_2020, 86, 3, 1, 1, 2, 2)                                                     \
    X(YUV420SemiPlanar_709, 87, 2, 1, 2, 2, 2)                                                  \
    X(YVU420SemiPlanar_709, 88, 2, 1, 2, 2, 2)                                                  \
    X(YUV420Planar_709, 89, 3, 1, 1, 2, 2)                                                      \
    X(YVU420Planar_709, 90, 3, 1, 1, 2, 2)                                                      \
    X(Y10V10U10_420SemiPlanar_709, 91, 2, 1, 2, 2, 2)                                           \
    X(Y10V10U10_420SemiPlanar_2020, 92, 2, 1, 2, 2, 2)                                          \
    X(Y10V10U10_422SemiPlanar_2020, 93, 2, 1, 2, 2, 1)                                          \
    X(Y10V10U10_422SemiPlanar, 94, 2, 1, 2, 2, 1)                                               \
    X(Y10V10U10_422SemiPlanar_709, 95, 2, 1, 2, 2, 1)                                           \
    X(Y_ER, 96, 1, 1, 0, 1, 1)                                                                  \
    X(Y_709_ER, 97, 1, 1, 0, 1, 1)                                                              \
    X(Y10_ER, 98, 1, 1, 0, 1, 1)                                                                \
    X(Y10_709_ER, 99, 1, 1, 0, 1, 1)                                                            \
    X(Y12_ER, 100, 1, 1, 0, 1, 1)                                                               \
    X(Y12_709_ER, 101, 1, 1, 0, 1, 1)                                                           \
    X(YUVA, 102, 1, 4, 0, 1, 1)                                                                 \
    X(YVYU, 104, 1, 1, 0, 1, 1)                                                                 \
    X(VYUY, 105, 1, 1, 0, 1, 1)                                                                 \
    X(Y10V10U10_420SemiPlanar_ER, 106, 2, 1, 2, 2, 2)                                           \
    X(Y10V10U10_420SemiPlanar_709_ER, 107, 2, 1, 2, 2, 2)                                       \
    X(Y10V10U10_444SemiPlanar_ER, 108, 2, 1, 2, 1, 1)                                           \
    X(Y10V10U10_444SemiPlanar_709_ER, 109, 2, 1, 2, 1, 1)                                       \
    X(Y12V12U12_420SemiPlanar_ER, 110, 2, 1, 2, 2, 2)                                           \
    X(Y12V12U12_420SemiPlanar_709_ER, 111, 2, 1, 2, 2, 2)                                       \
    X(Y12V12U12_444SemiPlanar_ER, 112, 2, 1, 2, 1, 1)                                           \
    X(Y12V12U12_444SemiPlanar_709_ER, 113, 2, 1, 2, 1, 1)                                       \
    CUFW_EGL_FORMATS_SINCE_13000(X)

/* The semi-planar formats of 10 and 12 bits a sample, whose UV plane
 * cudart describes with a 16-bit y channel (compat/direct/graphics.c,
 * egl_frame_out). */
#define CUFW_EGL_DEEP_SEMIPLANAR(X)                                                             \
    X(Y10V10U10_444SemiPlanar) X(Y10V10U10_420SemiPlanar) X(Y12V12U12_444SemiPlanar)            \
    X(Y12V12U12_420SemiPlanar) X(Y10V10U10_420SemiPlanar_709) X(Y10V10U10_420SemiPlanar_2020)   \
    X(Y10V10U10_422SemiPlanar_2020) X(Y10V10U10_422SemiPlanar) X(Y10V10U10_422SemiPlanar_709)   \
    X(Y10V10U10_420SemiPlanar_ER) X(Y10V10U10_420SemiPlanar_709_ER)                             \
    X(Y10V10U10_444SemiPlanar_ER) X(Y10V10U10_444SemiPlanar_709_ER)                             \
    X(Y12V12U12_420SemiPlanar_ER) X(Y12V12U12_420SemiPlanar_709_ER)                             \
    X(Y12V12U12_444SemiPlanar_ER) X(Y12V12U12_444SemiPlanar_709_ER)

#if CUDART_VERSION >= 13000
#define CUFW_EGL_FORMATS_SINCE_13000(X)                                                         \
    X(UYVY709, 114, 1, 1, 0, 1, 1)                                                              \
    X(UYVY709_ER, 115, 1, 1, 0, 1, 1)                                                           \
    X(UYVY2020, 116, 1, 1, 0, 1, 1)
#else
#define CUFW_EGL_FORMATS_SINCE_13000(X)
#endif

/* cuda_egl_interop.h: a frame of an EGL image or stream, as the Runtime
 * describes it, plane by plane (280 bytes, checked in graphics.c) */
#define CUDA_EGL_MAX_PLANES 3
typedef enum cudaEglFrameType_enum {
    cudaEglFrameTypeArray = 0,
    cudaEglFrameTypePitch = 1
} cudaEglFrameType;
#define CUFW_X_EGL_ENUM(name, value, planes, channels0, channels12, wdiv, hdiv)                 \
    cudaEglColorFormat##name = value,
typedef enum cudaEglColorFormat_enum { CUFW_EGL_FORMATS(CUFW_X_EGL_ENUM) } cudaEglColorFormat;
#undef CUFW_X_EGL_ENUM
typedef struct cudaEglPlaneDesc_st {
    unsigned int width;
    unsigned int height;
    unsigned int depth;
    unsigned int pitch;
    unsigned int numChannels;
    struct cudaChannelFormatDesc channelDesc;
    unsigned int reserved[4];
} cudaEglPlaneDesc;
typedef struct cudaEglFrame_st {
    union {
        cudaArray_t pArray[CUDA_EGL_MAX_PLANES];
        struct cudaPitchedPtr pPitch[CUDA_EGL_MAX_PLANES];
    } frame;
    cudaEglPlaneDesc planeDesc[CUDA_EGL_MAX_PLANES];
    unsigned int planeCount;
    cudaEglFrameType frameType;
    cudaEglColorFormat eglColorFormat;
} cudaEglFrame;

/* cudaEGL.h: the Driver's frame, which describes plane 0 only (64 bytes);
 * its frame types and colour formats have the Runtime's numbers */
typedef struct CUeglFrame_st {
    union {
        CUarray pArray[CUDA_EGL_MAX_PLANES];
        void *pPitch[CUDA_EGL_MAX_PLANES];
    } frame;
    unsigned int width;
    unsigned int height;
    unsigned int depth;
    unsigned int pitch;
    unsigned int planeCount;
    unsigned int numChannels;
    int frameType;      /* CUeglFrameType */
    int eglColorFormat; /* CUeglColorFormat */
    CUarray_format cuFormat;
} CUeglFrame;

/* <vdpau/vdpau.h> */
typedef uint32_t VdpDevice;
typedef uint32_t VdpVideoSurface;
typedef uint32_t VdpOutputSurface;
typedef uint32_t VdpFuncId;
typedef int VdpStatus; /* an enum in vdpau.h */
typedef VdpStatus VdpGetProcAddress(VdpDevice device, VdpFuncId function_id,
                                    void **function_pointer);

#endif
