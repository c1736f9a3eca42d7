/* SPDX-License-Identifier: MIT */
/*
 * tests/reliability/cuda12x-t.c -- compat built with CUDA 12.x is 12.x's
 * Runtime ABI, on the stand-in driver: cudaGetDeviceProperties_v2 (and the
 * plain name) fill 12.x's cudaDeviceProp, its fields 13.0 removed from
 * the device attributes the stand-in reports; the names 13.0 removed
 * (cudaThread*, cudaSetDoubleFor*, cudaLaunchCooperativeKernelMultiDevice)
 * do what their device functions do and refuse what they refuse; and each
 * _v2/_v3 form answers as the form of the plain name it extends. Every
 * output is poisoned first. Built with 13.x, where none of these exists,
 * it skips.
 */
#include "config.h"

#include <string.h>

/* the names 13.0 removed are deprecated in 12.x's header */
#define CUDA_ENABLE_DEPRECATED 1
#include <cuda_runtime_api.h>

#include "tests/reliability/fakectl.h"
#include "tests/tap/basic.h"

#if CUDART_VERSION < 13000
/* the plain names the header makes macros of their newer forms, as a
 * program compiled before them calls them (compat/abi.h) */
#undef cudaGetDeviceProperties
#undef cudaStreamGetCaptureInfo
#undef cudaSignalExternalSemaphoresAsync
#undef cudaWaitExternalSemaphoresAsync
cudaError_t cudaGetDeviceProperties(struct cudaDeviceProp *prop, int device);
cudaError_t cudaStreamGetCaptureInfo(cudaStream_t stream, enum cudaStreamCaptureStatus *status,
                                     unsigned long long *id);
cudaError_t cudaSignalExternalSemaphoresAsync(
    const cudaExternalSemaphore_t *extSemArray,
    const struct cudaExternalSemaphoreSignalParams_v1 *paramsArray, unsigned int numExtSems,
    cudaStream_t stream);
cudaError_t cudaWaitExternalSemaphoresAsync(
    const cudaExternalSemaphore_t *extSemArray,
    const struct cudaExternalSemaphoreWaitParams_v1 *paramsArray, unsigned int numExtSems,
    cudaStream_t stream);

/* e is the call's result and the thread's last error, cleared */
static int failed_with(cudaError_t e, cudaError_t want)
{
    return e == want && cudaGetLastError() == want && cudaGetLastError() == cudaSuccess;
}

static int attr(enum cudaDeviceAttr a)
{
    int v = -12345;

    return cudaDeviceGetAttribute(&v, a, 0) == cudaSuccess ? v : -12345;
}

static void test_properties(void)
{
    struct cudaDeviceProp p, q;

    memset(&p, 0xa5, sizeof p);
    memset(&q, 0x5a, sizeof q);
    ok(cudaGetDeviceProperties_v2(&p, 0) == cudaSuccess, "cudaGetDeviceProperties_v2");
    is_int(attr(cudaDevAttrClockRate), p.clockRate, "clockRate");
    is_int(attr(cudaDevAttrMemoryClockRate), p.memoryClockRate, "memoryClockRate");
    is_int(attr(cudaDevAttrGpuOverlap), p.deviceOverlap, "deviceOverlap");
    is_int(attr(cudaDevAttrKernelExecTimeout), p.kernelExecTimeoutEnabled,
           "kernelExecTimeoutEnabled");
    is_int(attr(cudaDevAttrComputeMode), p.computeMode, "computeMode");
    is_int(attr(cudaDevAttrMaxTexture1DLinearWidth), p.maxTexture1DLinear, "maxTexture1DLinear");
    is_int(attr(cudaDevAttrSingleToDoublePrecisionPerfRatio), p.singleToDoublePrecisionPerfRatio,
           "singleToDoublePrecisionPerfRatio");
    is_int(attr(cudaDevAttrCooperativeMultiDeviceLaunch), p.cooperativeMultiDeviceLaunch,
           "cooperativeMultiDeviceLaunch");
    is_int(attr(cudaDevAttrMultiProcessorCount), p.multiProcessorCount, "multiProcessorCount");
    ok(cudaGetDeviceProperties(&q, 0) == cudaSuccess && memcmp(&p, &q, sizeof p) == 0,
       "cudaGetDeviceProperties, the plain name, fills the same");
    ok(failed_with(cudaGetDeviceProperties_v2(NULL, 0), cudaErrorInvalidValue), "NULL: refused");
    ok(failed_with(cudaGetDeviceProperties_v2(&p, 1 << 20), cudaErrorInvalidDevice),
       "a device out of range: refused");
}

static void test_thread_names(void)
{
    size_t a = 7, b = 9;
    enum cudaFuncCache c = (enum cudaFuncCache)77, d = (enum cudaFuncCache)88;
    double x = 1.5;

    ok(cudaThreadSynchronize() == cudaSuccess, "cudaThreadSynchronize");
    ok(cudaThreadSetLimit(cudaLimitStackSize, 4096) == cudaSuccess &&
           cudaThreadGetLimit(&a, cudaLimitStackSize) == cudaSuccess &&
           cudaDeviceGetLimit(&b, cudaLimitStackSize) == cudaSuccess && a == b,
       "cudaThreadSetLimit, cudaThreadGetLimit: the device's limit (%zu, %zu)", a, b);
    ok(failed_with(cudaThreadGetLimit(NULL, cudaLimitStackSize), cudaErrorInvalidValue),
       "cudaThreadGetLimit(NULL): refused");
    ok(failed_with(cudaThreadSetCacheConfig((enum cudaFuncCache)99), cudaErrorInvalidValue),
       "cudaThreadSetCacheConfig(99): refused");
    ok(cudaThreadSetCacheConfig(cudaFuncCachePreferL1) == cudaSuccess &&
           cudaThreadGetCacheConfig(&c) == cudaSuccess &&
           cudaDeviceGetCacheConfig(&d) == cudaSuccess && c == d,
       "cudaThreadGetCacheConfig: the device's (%d, %d)", (int)c, (int)d);
    ok(failed_with(cudaThreadGetCacheConfig(NULL), cudaErrorInvalidValue),
       "cudaThreadGetCacheConfig(NULL): refused");
    ok(cudaSetDoubleForDevice(&x) == cudaSuccess && cudaSetDoubleForHost(&x) == cudaSuccess &&
           x == 1.5,
       "cudaSetDoubleForDevice, cudaSetDoubleForHost: nothing to do");
    ok(failed_with(cudaSetDoubleForDevice(NULL), cudaErrorInvalidValue) &&
           failed_with(cudaSetDoubleForHost(NULL), cudaErrorInvalidValue),
       "cudaSetDoubleFor*(NULL): refused");
    ok(cudaThreadExit() == cudaSuccess, "cudaThreadExit");
}

static void test_multi_device(void)
{
    struct cudaLaunchParams p;

    memset(&p, 0, sizeof p);
    ok(failed_with(cudaLaunchCooperativeKernelMultiDevice(NULL, 1, 0), cudaErrorInvalidValue),
       "cudaLaunchCooperativeKernelMultiDevice(NULL): refused");
    ok(failed_with(cudaLaunchCooperativeKernelMultiDevice(&p, 0, 0), cudaErrorInvalidValue),
       "no devices: refused");
    ok(failed_with(cudaLaunchCooperativeKernelMultiDevice(&p, 1, 4), cudaErrorInvalidValue),
       "an unknown flag: refused");
    ok(failed_with(cudaLaunchCooperativeKernelMultiDevice(&p, 1u << 20, 0),
                   cudaErrorInvalidDevice),
       "more devices than there are: refused");
}

/* each older form answers as its newer one, result and last error alike */
static void test_forms(void)
{
    enum cudaStreamCaptureStatus s1 = (enum cudaStreamCaptureStatus)55, s2 = s1, s3 = s1;
    unsigned long long id1 = 5, id2 = 6, id3 = 7;
    struct cudaMemLocation loc = {cudaMemLocationTypeDevice, 0};
    size_t n1 = 3, n2 = 4;
    cudaError_t a, b, c;
    void *m = NULL;

    a = cudaStreamGetCaptureInfo(NULL, &s1, &id1);
    cudaGetLastError();
    b = cudaStreamGetCaptureInfo_v2(NULL, &s2, &id2, NULL, NULL, NULL);
    cudaGetLastError();
    c = cudaStreamGetCaptureInfo_v3(NULL, &s3, &id3, NULL, NULL, NULL, NULL);
    cudaGetLastError();
    ok(a == c && b == c && s1 == s3 && s2 == s3 && (c != cudaSuccess || (id1 == id3 && id2 == id3)),
       "cudaStreamGetCaptureInfo, _v2, _v3 answer alike (%d %d %d)", a, b, c);
    a = cudaGraphGetEdges(NULL, NULL, NULL, &n1);
    cudaGetLastError();
    b = cudaGraphGetEdges_v2(NULL, NULL, NULL, NULL, &n2);
    cudaGetLastError();
    ok(a == b && a != cudaSuccess, "cudaGraphGetEdges, _v2 on no graph: the same error (%d)", a);
    a = cudaStreamUpdateCaptureDependencies(NULL, NULL, 0, 0);
    cudaGetLastError();
    b = cudaStreamUpdateCaptureDependencies_v2(NULL, NULL, NULL, 0, 0);
    cudaGetLastError();
    ok(a == b, "cudaStreamUpdateCaptureDependencies, _v2 answer alike (%d)", a);
    if (cudaMallocManaged(&m, 4096, cudaMemAttachGlobal) != cudaSuccess)
        m = NULL;
    cudaGetLastError();
    a = cudaMemPrefetchAsync(m, 4096, 0, NULL);
    cudaGetLastError();
    b = cudaMemPrefetchAsync_v2(m, 4096, loc, 0, NULL);
    cudaGetLastError();
    ok(a == b, "cudaMemPrefetchAsync(device 0), _v2(location device 0) answer alike (%d)", a);
    a = cudaMemAdvise(m, 4096, cudaMemAdviseSetPreferredLocation, cudaCpuDeviceId);
    cudaGetLastError();
    loc.type = cudaMemLocationTypeHost;
    b = cudaMemAdvise_v2(m, 4096, cudaMemAdviseSetPreferredLocation, loc);
    cudaGetLastError();
    ok(a == b, "cudaMemAdvise(cudaCpuDeviceId), _v2(host) answer alike (%d)", a);
    cudaFree(m);
    ok(failed_with(cudaSignalExternalSemaphoresAsync(NULL, NULL, 1, NULL),
                   cudaErrorInvalidValue) &&
           failed_with(cudaSignalExternalSemaphoresAsync_v2(NULL, NULL, 1, NULL),
                       cudaErrorInvalidValue) &&
           failed_with(cudaWaitExternalSemaphoresAsync(NULL, NULL, 1, NULL),
                       cudaErrorInvalidValue) &&
           failed_with(cudaWaitExternalSemaphoresAsync_v2(NULL, NULL, 1, NULL),
                       cudaErrorInvalidValue),
       "the external semaphores' four forms refuse no array alike");
}
#endif

int main(void)
{
#if CUDART_VERSION >= 13000
    skip_all("the headers are CUDA %d: these are 12.x's functions and forms, which 13.0 "
             "removed or renamed",
             CUDART_VERSION);
#else
    fake_use();
    plan(13 + 9 + 4 + 6);
    test_properties();
    test_thread_names();
    test_multi_device();
    test_forms();
#endif
    return 0;
}
