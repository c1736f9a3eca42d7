/* SPDX-License-Identifier: MIT */
/*
 * cufw/call.h -- the Driver API, bound once and traced.
 *
 * cufw binds every Driver entry point it uses from one list,
 * cufw/call_list.h: core's own functions (cufw_*) call the part of it that
 * cufw_init() loads, and the Driver API has some five hundred more entry
 * points -- arrays, textures, memory pools, graphs, interop -- that a layer
 * above core (compat, which builds the CUDA Runtime on them, or a C program
 * of your own) reaches here, without dlopen or dlsym of its own: for every
 * entry X(name, version, how) of the list,
 *
 *     cufw_call_pfn_<name> cufw_call_<name>(void);
 *
 * returns the driver's function, of the toolkit's own type
 * PFN_<name>_v<version> (an "adapted" entry's type is declared below), or
 * NULL when the driver lacks it (an older driver, a stand-in) or
 * cufw_init() has not succeeded. A "core" entry was asked for by
 * cufw_init(); any other is asked the first time (cuGetProcAddress_v2, at
 * that ABI version, legacy default stream: pass CU_STREAM_PER_THREAD for
 * per-thread semantics), and the answer is kept once the driver gives one:
 * its function, or that it has none. Later calls are one atomic load.
 * While the live trace is on (CUFW_TRACE, cufw/trace.h) it returns a
 * wrapper that makes the call and writes its line, the same wrapper core's
 * own calls of that entry go through.
 *
 *     CUarray a;
 *     cufw_call_pfn_cuArrayCreate create = cufw_call_cuArrayCreate();
 *     CUresult r = create != NULL ? create(&a, &desc) : CUDA_ERROR_NOT_SUPPORTED;
 *     if (r != CUDA_SUCCESS)
 *         return cufw_call_failed(r, "cuArrayCreate");
 *
 * These are the driver's own functions: they work in the context current
 * to the calling thread, which core's calls keep (cufw_device_activate()
 * makes the current device's primary context current). Each accessor is a
 * function of its own, so a program linked with --gc-sections keeps those
 * it uses only.
 *
 * Unlike core's other headers this one needs the toolkit's headers: it
 * includes <cuda.h>, <cudaTypedefs.h> and <cudaProfilerTypedefs.h>. All
 * functions here are thread-safe.
 */
#ifndef CUFW_CALL_H
#define CUFW_CALL_H

#include <stdint.h>

#include <cuda.h>
#include <cudaProfilerTypedefs.h>
#include <cudaTypedefs.h>

#include <cufw/call_list.h>
#include <cufw/error.h>

#ifdef __cplusplus
extern "C" {
#endif

/*
 * The types of the adapted entries (the OpenGL, EGL and VDPAU ones): the
 * toolkit's typedefs of these (cudaGLTypedefs.h, cudaEGLTypedefs.h,
 * cudaVDPAUTypedefs.h) need those APIs' own headers, so here they are in
 * plain C types of the same ABI: GLuint and GLenum are unsigned int, an
 * EGLImageKHR or EGLStreamKHR a void *, EGLint an int32_t, a
 * CUeglStreamConnection a struct CUeglStreamConnection_st *, VdpDevice and
 * the VDPAU surfaces uint32_t, a CUGLDeviceList an int.
 */
struct CUeglStreamConnection_st;
typedef int cufw_call_VdpGetProcAddress(uint32_t device, uint32_t function_id,
                                        void **function_pointer);
typedef CUresult(CUDAAPI *cufw_call_pfn_cuGraphicsGLRegisterBuffer)(
    CUgraphicsResource *pCudaResource, unsigned int buffer, unsigned int Flags);
typedef CUresult(CUDAAPI *cufw_call_pfn_cuGraphicsGLRegisterImage)(
    CUgraphicsResource *pCudaResource, unsigned int image, unsigned int target,
    unsigned int Flags);
typedef CUresult(CUDAAPI *cufw_call_pfn_cuGLGetDevices)(
    unsigned int *pCudaDeviceCount, CUdevice *pCudaDevices, unsigned int cudaDeviceCount,
    int deviceList);
typedef CUresult(CUDAAPI *cufw_call_pfn_cuGLRegisterBufferObject)(unsigned int buffer);
typedef CUresult(CUDAAPI *cufw_call_pfn_cuGLUnregisterBufferObject)(unsigned int buffer);
typedef CUresult(CUDAAPI *cufw_call_pfn_cuGLMapBufferObject)(
    CUdeviceptr *dptr, size_t *size, unsigned int buffer);
typedef CUresult(CUDAAPI *cufw_call_pfn_cuGLMapBufferObjectAsync)(
    CUdeviceptr *dptr, size_t *size, unsigned int buffer, CUstream hStream);
typedef CUresult(CUDAAPI *cufw_call_pfn_cuGLUnmapBufferObject)(unsigned int buffer);
typedef CUresult(CUDAAPI *cufw_call_pfn_cuGLUnmapBufferObjectAsync)(
    unsigned int buffer, CUstream hStream);
typedef CUresult(CUDAAPI *cufw_call_pfn_cuGLSetBufferObjectMapFlags)(
    unsigned int buffer, unsigned int Flags);
typedef CUresult(CUDAAPI *cufw_call_pfn_cuGraphicsEGLRegisterImage)(
    CUgraphicsResource *pCudaResource, void *image, unsigned int flags);
typedef CUresult(CUDAAPI *cufw_call_pfn_cuEGLStreamConsumerConnect)(
    struct CUeglStreamConnection_st **conn, void *stream);
typedef CUresult(CUDAAPI *cufw_call_pfn_cuEGLStreamConsumerConnectWithFlags)(
    struct CUeglStreamConnection_st **conn, void *stream, unsigned int flags);
typedef CUresult(CUDAAPI *cufw_call_pfn_cuEGLStreamConsumerDisconnect)(
    struct CUeglStreamConnection_st **conn);
typedef CUresult(CUDAAPI *cufw_call_pfn_cuEGLStreamConsumerAcquireFrame)(
    struct CUeglStreamConnection_st **conn, CUgraphicsResource *pCudaResource,
    CUstream *pStream, unsigned int timeout);
typedef CUresult(CUDAAPI *cufw_call_pfn_cuEGLStreamConsumerReleaseFrame)(
    struct CUeglStreamConnection_st **conn, CUgraphicsResource pCudaResource, CUstream *pStream);
typedef CUresult(CUDAAPI *cufw_call_pfn_cuEGLStreamProducerConnect)(
    struct CUeglStreamConnection_st **conn, void *stream, int32_t width, int32_t height);
typedef CUresult(CUDAAPI *cufw_call_pfn_cuEGLStreamProducerDisconnect)(
    struct CUeglStreamConnection_st **conn);
typedef CUresult(CUDAAPI *cufw_call_pfn_cuVDPAUGetDevice)(
    CUdevice *pDevice, uint32_t vdpDevice, cufw_call_VdpGetProcAddress *vdpGetProcAddress);
typedef CUresult(CUDAAPI *cufw_call_pfn_cuGraphicsVDPAURegisterVideoSurface)(
    CUgraphicsResource *pCudaResource, uint32_t vdpSurface, unsigned int flags);
typedef CUresult(CUDAAPI *cufw_call_pfn_cuGraphicsVDPAURegisterOutputSurface)(
    CUgraphicsResource *pCudaResource, uint32_t vdpSurface, unsigned int flags);

/* A later ABI under a name of its own (cufw/call_list.h): cuLaunchHostFunc at
 * 13010, PFN_cuLaunchHostFunc_v13010, with the host task's sync mode. */
#if CUDA_VERSION >= 13010
typedef CUresult(CUDAAPI *cufw_call_pfn_cuLaunchHostFunc_v2)(
    CUstream hStream, CUhostFn fn, void *userData, unsigned int syncMode);
#endif

/* Every other entry's type is the toolkit's; then every entry's accessor. */
#define CUFW_X_CALL_DECLARE(name, version, how)                                                 \
    CUFW_CALL_IF_TOOLKIT_##how(typedef PFN_##name##_v##version cufw_call_pfn_##name;)           \
    cufw_call_pfn_##name cufw_call_##name(void);
CUFW_CALL_LIST(CUFW_X_CALL_DECLARE)
#undef CUFW_X_CALL_DECLARE

/*
 * cufw_call_failed -- record a failed Driver call made through an accessor
 * above as core records its own: the calling thread's cufw_driver_result()
 * becomes result, cufw_error_detail() names the call and the driver's
 * description of the result, a sticky error marks the device. Returns the
 * cufw code of result (CUFW_OK for CUDA_SUCCESS, recording nothing).
 */
int cufw_call_failed(int result, const char *name);

#ifdef __cplusplus
}
#endif

#endif
