/* SPDX-License-Identifier: MIT */
/*
 * Graphics interop (compat/graphics.c) without a display: the device
 * machine has no GL context, EGL stream or VDPAU device, so what is tested
 * is what a program sees there -- argument checks, and the refusal of
 * every call that needs a graphics object, recorded as the last error.
 * Where the code of a refusal is the driver's and not documented, the
 * check is that the call fails and that its error is then
 * cudaGetLastError's: both builds print the same lines either way, and the
 * codes are in the diag output for comparison.
 *
 * The toolkit's cuda_gl_interop.h, cuda_egl_interop.h and
 * cuda_vdpau_interop.h include GL, EGL and VDPAU headers that need not be
 * installed, so the functions are declared here with those headers' types
 * (the same ABI).
 */
#include "tests/compat/compat.h"

#include <stdint.h>

typedef unsigned int GLuint;
typedef unsigned int GLenum;
enum cudaGLDeviceList { cudaGLDeviceListAll = 1 };
typedef void *EGLImageKHR;
typedef void *EGLStreamKHR;
typedef void *EGLSyncKHR;
typedef struct CUeglStreamConnection_st *cudaEglStreamConnection;
typedef uint32_t VdpDevice;
typedef int VdpGetProcAddress(VdpDevice, uint32_t, void **);

extern "C" {
cudaError_t cudaGLGetDevices(unsigned int *pCudaDeviceCount, int *pCudaDevices,
                             unsigned int cudaDeviceCount, enum cudaGLDeviceList deviceList);
cudaError_t cudaGraphicsGLRegisterBuffer(struct cudaGraphicsResource **resource, GLuint buffer,
                                         unsigned int flags);
cudaError_t cudaGraphicsGLRegisterImage(struct cudaGraphicsResource **resource, GLuint image,
                                        GLenum target, unsigned int flags);
cudaError_t cudaGLSetGLDevice(int device);
cudaError_t cudaGLRegisterBufferObject(GLuint bufObj);
cudaError_t cudaGLMapBufferObject(void **devPtr, GLuint bufObj);
cudaError_t cudaGraphicsEGLRegisterImage(struct cudaGraphicsResource **pCudaResource,
                                         EGLImageKHR image, unsigned int flags);
cudaError_t cudaEGLStreamConsumerConnect(cudaEglStreamConnection *conn, EGLStreamKHR eglStream);
cudaError_t cudaEventCreateFromEGLSync(cudaEvent_t *phEvent, EGLSyncKHR eglSync,
                                       unsigned int flags);
cudaError_t cudaVDPAUGetDevice(int *device, VdpDevice vdpDevice,
                               VdpGetProcAddress *vdpGetProcAddress);
cudaError_t cudaVDPAUSetVDPAUDevice(int device, VdpDevice vdpDevice,
                                    VdpGetProcAddress *vdpGetProcAddress);
}

/* One call that must fail, and its error be the last one. */
#define REFUSED(call)                                                                           \
    do {                                                                                        \
        cudaError_t e_ = (call);                                                                \
        if (!ok(e_ != cudaSuccess, "%s fails", #call))                                          \
            diag("it succeeded");                                                               \
        else                                                                                    \
            diag("%s", cudaGetErrorName(e_));                                                   \
        last_error_is(e_, #call);                                                               \
    } while (0)

static void test_resources(void)
{
    cudaGraphicsResource_t none = NULL;
    void *p = NULL;
    size_t size = 0;
    cudaArray_t a = NULL;

    /* no resource at all */
    REFUSED(cudaGraphicsMapResources(1, &none, 0));
    REFUSED(cudaGraphicsUnmapResources(1, &none, 0));
    REFUSED(cudaGraphicsUnregisterResource(NULL));
    REFUSED(cudaGraphicsResourceSetMapFlags(NULL, cudaGraphicsMapFlagsReadOnly));
    REFUSED(cudaGraphicsResourceGetMappedPointer(&p, &size, NULL));
    REFUSED(cudaGraphicsSubResourceGetMappedArray(&a, NULL, 0, 0));
    ok(p == NULL && size == 0 && a == NULL, "and nothing is written");
}

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
static void test_gl(int count)
{
    struct cudaGraphicsResource *r = NULL;
    unsigned n = 77;
    int devices[4] = {-1, -1, -1, -1};
    void *p = NULL;

    /* no GL context current */
    REFUSED(cudaGLGetDevices(&n, devices, 4, cudaGLDeviceListAll));
    REFUSED(cudaGraphicsGLRegisterBuffer(&r, 1, cudaGraphicsRegisterFlagsNone));
    REFUSED(cudaGraphicsGLRegisterImage(&r, 1, 0x0DE1 /* GL_TEXTURE_2D */,
                                        cudaGraphicsRegisterFlagsNone));
    REFUSED(cudaGLRegisterBufferObject(1));
    REFUSED(cudaGLMapBufferObject(&p, 1));
    ok(r == NULL && p == NULL, "no resource or pointer is made");
    /* documented: cudaErrorInvalidDevice for a device that does not exist */
    FAILS_WITH(cudaErrorInvalidDevice, cudaGLSetGLDevice(count));
}
#pragma GCC diagnostic pop

static void test_egl(void)
{
    struct cudaGraphicsResource *r = NULL;
    cudaEglStreamConnection conn = NULL;
    cudaEvent_t ev = NULL;

    REFUSED(cudaGraphicsEGLRegisterImage(&r, NULL, 0));
    REFUSED(cudaEGLStreamConsumerConnect(&conn, NULL));
    /* cudart 13.0 (x86-64) does not implement it: cudaErrorNotSupported,
     * whatever the arguments, and not recorded as the last error */
    is_err(cudaErrorNotSupported, cudaEventCreateFromEGLSync(&ev, NULL, 0),
           "cudaEventCreateFromEGLSync(&ev, NULL, 0) is not supported");
    last_error_is(cudaSuccess, "cudaEventCreateFromEGLSync(&ev, NULL, 0) (not recorded)");
    is_err(cudaErrorNotSupported, cudaEventCreateFromEGLSync(NULL, NULL, 0),
           "cudaEventCreateFromEGLSync(NULL, NULL, 0) is not supported either");
    last_error_is(cudaSuccess, "cudaEventCreateFromEGLSync(NULL, NULL, 0) (not recorded)");
    ok(r == NULL && ev == NULL, "no resource or event is made");
}

/* A VdpGetProcAddress of a VDPAU without a device: every function is
 * VDP_STATUS_INVALID_HANDLE (3). */
static int no_vdpau(VdpDevice device, uint32_t id, void **fn)
{
    (void)device;
    (void)id;
    *fn = NULL;
    return 3;
}

static void test_vdpau(int count)
{
    int d = -1;

    REFUSED(cudaVDPAUGetDevice(&d, 0, no_vdpau));
    ok(d == -1, "no device is given");
    FAILS_WITH(cudaErrorInvalidDevice, cudaVDPAUSetVDPAUDevice(count, 0, NULL));
}

int main(void)
{
    int count;

    plan_lazy();
    count = compat_need_device();

    test_gl(count);
    test_egl();
    test_vdpau(count);
    test_resources();
    return 0;
}
