/* SPDX-License-Identifier: MIT */
/*
 * compat/device.c -- devices, versions, limits, flags, properties.
 *
 * The current device is per host thread (cufw's); cudaSetDevice makes the
 * device's primary context current on the thread, as cudart does. Device
 * attributes are the driver's: cudaDeviceAttr numbers are CUdevice_attribute
 * numbers, so cudaDeviceGetAttribute is one cuDeviceGetAttribute, and
 * cudaGetDeviceProperties is a few dozen of them.
 */
#include "inner.h"
#include "props_list.h"

#include <string.h>

#include <cuda_profiler_api.h>

static cudaError_t check_device(int device)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_BAD_DEVICE(device);
    return cudaSuccess;
}

/* cuInit, cuDeviceGetCount (once, via cufw_init) */
cudaError_t RT_ENTRY(cudaGetDeviceCount)(int *count)
{
    cudaError_t e;

    RT_RETURN_IF(count == NULL, cudaErrorInvalidValue);
    e = cufw__rt_start_slow();
    if (e != cudaSuccess) {
        *count = 0; /* cudart reports 0 devices along with the error */
        return e;
    }
    RT_RETURN(cufw_device_count(count));
}

/* no Driver call: the thread's current device */
cudaError_t RT_ENTRY(cudaGetDevice)(int *device)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(device == NULL, cudaErrorInvalidValue);
    RT_RETURN(cufw_device_current(device));
}

/*
 * cuDeviceGetAttribute (compute mode) of the listed devices. The list
 * matters where the Runtime picks a device itself: for a thread that has not
 * called cudaSetDevice, "CUDA will try devices from the list sequentially
 * until it finds one that works" (the reference). compat makes that choice
 * here, once: the first listed device whose compute mode lets a context be
 * made (not cudaComputeModeProhibited; the first listed when none does, so
 * that the error comes where the context is made) becomes core's default
 * device (cufw_device_set_default), the device of every thread that has not
 * chosen one; a len of 0 goes back to device 0. Checks in cudart 13.0's
 * order, seen on the H200 (2026-12-02): len below 0, or a NULL list with a
 * len, is cudaErrorInvalidValue; so is a len above the device count, before
 * the ordinals are looked at ({0, 1} with one GPU); an ordinal out of range
 * is cudaErrorInvalidDevice; all of it after cudaSetDevice as before.
 */
cudaError_t RT_ENTRY(cudaSetValidDevices)(int *device_arr, int len)
{
    int count = 0, mode, i, pick;

    RT_RETURN_IF_NOT_READY();
    if (len == 0)
        RT_RETURN(cufw_device_set_default(0));
    RT_RETURN_IF(len < 0 || device_arr == NULL, cudaErrorInvalidValue);
    RT_RETURN_IF_FAILED(cufw_device_count(&count));
    RT_RETURN_IF(len > count, cudaErrorInvalidValue);
    for (i = 0; i < len; i++)
        RT_RETURN_IF(device_arr[i] < 0 || device_arr[i] >= count, cudaErrorInvalidDevice);
    pick = device_arr[0];
    for (i = 0; i < len; i++) {
        RT_RETURN_IF_FAILED(
            cufw_device_attribute(device_arr[i], CU_DEVICE_ATTRIBUTE_COMPUTE_MODE, &mode));
        if (mode != CU_COMPUTEMODE_PROHIBITED) {
            pick = device_arr[i];
            break;
        }
    }
    RT_RETURN(cufw_device_set_default(pick));
}

/* cuDevicePrimaryCtxRetain (first time), cuCtxSetCurrent; in firmware
 * mode, the device's first time: its preload (firmware.c) */
cudaError_t RT_ENTRY(cudaSetDevice)(int device)
{
    cudaError_t e;
    int rc;

    /* a first call initialises: the preload is then for this device */
    cufw__rt_start_defer = 1;
    e = check_device(device);
    cufw__rt_start_defer = 0;
    if (e != cudaSuccess)
        return e;
    if ((rc = cufw_device_set_current(device)) != CUFW_OK)
        RT_RETURN(rc);
    return cufw__rt_firmware();
}

/* cuDevicePrimaryCtxSetFlags, cuDevicePrimaryCtxRetain */
cudaError_t RT_ENTRY(cudaInitDevice)(int device, unsigned int deviceFlags, unsigned int flags)
{
    cudaError_t e = check_device(device);

    if (e != cudaSuccess)
        return e;
    RT_RETURN_IF(flags != 0 && flags != cudaInitDeviceFlagsAreValid, cudaErrorInvalidValue);
    if (flags == cudaInitDeviceFlagsAreValid) {
        RT_RETURN_IF((deviceFlags & ~(unsigned)cudaDeviceMask) != 0, cudaErrorInvalidValue);
        RT_RETURN_IF_FAILED(cufw_device_set_flags(device,
                                                  deviceFlags & ~(unsigned)cudaDeviceMapHost));
    }
    RT_RETURN(cufw_device_init(device));
}

/* cuDevicePrimaryCtxSetFlags; cudaDeviceMapHost is always on in the
 * driver now, so it is accepted and dropped */
cudaError_t RT_ENTRY(cudaSetDeviceFlags)(unsigned int flags)
{
    int device = 0;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF((flags & ~(unsigned)cudaDeviceMask) != 0, cudaErrorInvalidValue);
    cufw_device_current(&device);
    RT_RETURN(cufw_device_set_flags(device, flags & ~(unsigned)cudaDeviceMapHost));
}

/* cuDevicePrimaryCtxGetState; cudart reports cudaDeviceMapHost set */
cudaError_t RT_ENTRY(cudaGetDeviceFlags)(unsigned int *flags)
{
    unsigned f = 0;
    int device = 0, active = 0;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(flags == NULL, cudaErrorInvalidValue);
    cufw_device_current(&device);
    RT_RETURN_IF_FAILED(cufw_device_flags(device, &f, &active));
    *flags = f | cudaDeviceMapHost;
    return cudaSuccess;
}

/* cuDeviceGetAttribute */
cudaError_t RT_ENTRY(cudaDeviceGetAttribute)(int *value, enum cudaDeviceAttr attr, int device)
{
    cudaError_t e;

    RT_RETURN_IF(value == NULL, cudaErrorInvalidValue);
    if ((e = check_device(device)) != cudaSuccess)
        return e;
    RT_RETURN(cufw_device_attribute(device, (int)attr, value));
}

/* cudaGetDeviceProperties' work: cuDeviceGetName, cuDeviceGetUuid,
 * cuDeviceTotalMem, cuDeviceGetAttribute for each field of the toolkit's
 * cudaDeviceProp (props_list.h) */
static CUFW_ALWAYS_INLINE cudaError_t properties(struct cudaDeviceProp *prop, int device)
{
    struct cudaDeviceProp p;
    cudaError_t e;
    int v;

    RT_RETURN_IF(prop == NULL, cudaErrorInvalidValue);
    if ((e = check_device(device)) != cudaSuccess)
        return e;
    memset(&p, 0, sizeof p);
    RT_RETURN_IF_FAILED(cufw_device_name(device, p.name, sizeof p.name));
    RT_RETURN_IF_FAILED(cufw_device_uuid(device, (unsigned char *)p.uuid.bytes));
    RT_RETURN_IF_FAILED(cufw_device_total_memory(device, &p.totalGlobalMem));
    /* An attribute this driver does not know leaves its field 0. */
#define RT_X_INT(field, attr)                                                                   \
    if (cufw_device_attribute(device, attr, &v) == CUFW_OK)                                     \
        p.field = v;
#define RT_X_SIZE(field, attr)                                                                  \
    if (cufw_device_attribute(device, attr, &v) == CUFW_OK)                                     \
        p.field = (size_t)(unsigned)v;
#define RT_X_UINT(field, attr)                                                                  \
    if (cufw_device_attribute(device, attr, &v) == CUFW_OK)                                     \
        p.field = (unsigned)v;
#define RT_X_INT2(field, attr0, attr1) RT_X_INT(field[0], attr0) RT_X_INT(field[1], attr1)
#define RT_X_INT3(field, attr0, attr1, attr2)                                                   \
    RT_X_INT2(field, attr0, attr1) RT_X_INT(field[2], attr2)
    CUFW_RT_INT_PROPS(RT_X_INT, RT_X_INT2, RT_X_INT3)
    CUFW_RT_SIZE_PROPS(RT_X_SIZE)
    CUFW_RT_UINT_PROPS(RT_X_UINT)
#undef RT_X_INT
#undef RT_X_INT2
#undef RT_X_INT3
#undef RT_X_SIZE
#undef RT_X_UINT
    *prop = p;
    return cudaSuccess;
}

#if CUDART_VERSION >= 13000
/* cuDeviceGetName, cuDeviceGetUuid, cuDeviceTotalMem, cuDeviceGetAttribute xN */
cudaError_t RT_ENTRY(cudaGetDeviceProperties)(struct cudaDeviceProp *prop, int device)
{
    return properties(prop, device);
}
#else
/* 12.x: the name cuda_runtime_api.h gives cudaGetDeviceProperties;
 * cuDeviceGetName, cuDeviceGetUuid, cuDeviceTotalMem, cuDeviceGetAttribute
 * xN (the fields 13.0 removed included) */
cudaError_t RT_ENTRY(cudaGetDeviceProperties_v2)(struct cudaDeviceProp *prop, int device)
{
    return properties(prop, device);
}

/* 12.x keeps the plain name exported, with the same cudaDeviceProp */
cudaError_t RT_ENTRY(cudaGetDeviceProperties)(struct cudaDeviceProp *prop, int device)
{
    return properties(prop, device);
}
#endif

/* cuDeviceGetAttribute xN: the device that best matches *prop (compute
 * capability first, then multiprocessors) */
cudaError_t RT_ENTRY(cudaChooseDevice)(int *device, const struct cudaDeviceProp *prop)
{
    int n = 0, i, best = 0;
    long best_score = -1;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(device == NULL || prop == NULL, cudaErrorInvalidValue);
    cufw_device_count(&n);
    for (i = 0; i < n; i++) {
        int major = 0, minor = 0, sms = 0;
        long score = 0;

        cufw_device_compute_capability(i, &major, &minor);
        cufw_device_attribute(i, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, &sms);
        if (major > prop->major || (major == prop->major && minor >= prop->minor))
            score += 1000000;
        if (major == prop->major && minor == prop->minor)
            score += 100000;
        if (prop->multiProcessorCount > 0 && sms >= prop->multiProcessorCount)
            score += 10000;
        score += sms;
        if (score > best_score) {
            best_score = score;
            best = i;
        }
    }
    *device = best;
    return cudaSuccess;
}

/* cuCtxSynchronize */
cudaError_t RT_ENTRY(cudaDeviceSynchronize)(void)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN(cufw_device_synchronize());
}

/* cuDevicePrimaryCtxRelease, cuDevicePrimaryCtxReset: the current device
 * loses every allocation, stream and event; modules load again lazily */
cudaError_t RT_ENTRY(cudaDeviceReset)(void)
{
    int device = 0;

    RT_RETURN_IF_NOT_READY();
    cufw_device_current(&device);
    RT_RETURN(cufw_device_reset(device));
}

/* cuCtxSetLimit: cudaLimit numbers are CUlimit numbers */
cudaError_t RT_ENTRY(cudaDeviceSetLimit)(enum cudaLimit limit, size_t value)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN(cufw_device_set_limit((int)limit, value));
}

/* cuCtxGetLimit */
cudaError_t RT_ENTRY(cudaDeviceGetLimit)(size_t *pValue, enum cudaLimit limit)
{
    int rc;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(pValue == NULL, cudaErrorInvalidValue);
    rc = cufw_device_limit((int)limit, pValue);
    RT_RETURN(rc);
}

/* cuDeviceCanAccessPeer */
cudaError_t RT_ENTRY(cudaDeviceCanAccessPeer)(int *canAccessPeer, int device, int peerDevice)
{
    cudaError_t e;

    RT_RETURN_IF(canAccessPeer == NULL, cudaErrorInvalidValue);
    if ((e = check_device(device)) != cudaSuccess || (e = check_device(peerDevice)) != cudaSuccess)
        return e;
    if (device == peerDevice) {
        *canAccessPeer = 0; /* a device is not its own peer */
        return cudaSuccess;
    }
    RT_RETURN(cufw_device_can_access_peer(device, peerDevice, canAccessPeer));
}

/* cuDriverGetVersion; 0 without a driver, and that is not an error */
cudaError_t RT_ENTRY(cudaDriverGetVersion)(int *driverVersion)
{
    RT_RETURN_IF(driverVersion == NULL, cudaErrorInvalidValue);
    cufw_init();
    if (cufw_driver_version(driverVersion) != CUFW_OK)
        *driverVersion = 0;
    return cudaSuccess;
}

/* no Driver call: the CUDA version of the headers compat was built with */
cudaError_t RT_ENTRY(cudaRuntimeGetVersion)(int *runtimeVersion)
{
    RT_RETURN_IF(runtimeVersion == NULL, cudaErrorInvalidValue);
    *runtimeVersion = CUDART_VERSION;
    return cudaSuccess;
}

/* cuMemGetInfo_v2 */
cudaError_t RT_ENTRY(cudaMemGetInfo)(size_t *free, size_t *total)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN(cufw_memory_info(free, total));
}

/* cuCtxGetStreamPriorityRange */
cudaError_t RT_ENTRY(cudaDeviceGetStreamPriorityRange)(int *leastPriority, int *greatestPriority)
{
    int l = 0, g = 0;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_FAILED(cufw_stream_priority_range(&l, &g));
    if (leastPriority != NULL)
        *leastPriority = l;
    if (greatestPriority != NULL)
        *greatestPriority = g;
    return cudaSuccess;
}

/* cuProfilerStart */
cudaError_t RT_ENTRY(cudaProfilerStart)(void)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN(cufw_profiler_start());
}

/* cuProfilerStop */
cudaError_t RT_ENTRY(cudaProfilerStop)(void)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN(cufw_profiler_stop());
}

/* ------------------------------------------------------------ peers, PCI, cache configuration */

/* cuCtxEnablePeerAccess with the peer's primary context */
cudaError_t RT_ENTRY(cudaDeviceEnablePeerAccess)(int peerDevice, unsigned int flags)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(flags != 0, cudaErrorInvalidValue);
    RT_RETURN(cufw_device_enable_peer_access(peerDevice));
}

/* cuCtxDisablePeerAccess */
cudaError_t RT_ENTRY(cudaDeviceDisablePeerAccess)(int peerDevice)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN(cufw_device_disable_peer_access(peerDevice));
}

/* cuDeviceGetPCIBusId */
cudaError_t RT_ENTRY(cudaDeviceGetPCIBusId)(char *pciBusId, int len, int device)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(pciBusId == NULL || len <= 0, cudaErrorInvalidValue);
    RT_RETURN(cufw_device_pci_bus_id(device, pciBusId, (size_t)len));
}

/* cuCtxSetCacheConfig; cudaFuncCache numbers are CUfunc_cache numbers */
cudaError_t RT_ENTRY(cudaDeviceSetCacheConfig)(enum cudaFuncCache cacheConfig)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF((unsigned)cacheConfig > cudaFuncCachePreferEqual, cudaErrorInvalidValue);
    RT_RETURN(cufw_device_set_cache_config((int)cacheConfig));
}

/* cuCtxGetCacheConfig */
cudaError_t RT_ENTRY(cudaDeviceGetCacheConfig)(enum cudaFuncCache *pCacheConfig)
{
    int c = 0;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(pCacheConfig == NULL, cudaErrorInvalidValue);
    RT_RETURN_IF_FAILED(cufw_device_cache_config(&c));
    *pCacheConfig = (enum cudaFuncCache)c;
    return cudaSuccess;
}

/* ------------------------------------------------------------ 12.x's thread names */

/* CUDA 12.x still exports the names of before CUDA 4.0, deprecated, each
 * the device function it was renamed to; 13.0 removed them. */
#if CUDART_VERSION < 13000
/* cuDevicePrimaryCtxRelease, cuDevicePrimaryCtxReset (cudaDeviceReset) */
cudaError_t RT_ENTRY(cudaThreadExit)(void)
{
    return RT_ENTRY(cudaDeviceReset)();
}

/* cuCtxSynchronize (cudaDeviceSynchronize) */
cudaError_t RT_ENTRY(cudaThreadSynchronize)(void)
{
    return RT_ENTRY(cudaDeviceSynchronize)();
}

/* cuCtxSetLimit (cudaDeviceSetLimit) */
cudaError_t RT_ENTRY(cudaThreadSetLimit)(enum cudaLimit limit, size_t value)
{
    return RT_ENTRY(cudaDeviceSetLimit)(limit, value);
}

/* cuCtxGetLimit (cudaDeviceGetLimit) */
cudaError_t RT_ENTRY(cudaThreadGetLimit)(size_t *pValue, enum cudaLimit limit)
{
    return RT_ENTRY(cudaDeviceGetLimit)(pValue, limit);
}

/* cuCtxSetCacheConfig (cudaDeviceSetCacheConfig) */
cudaError_t RT_ENTRY(cudaThreadSetCacheConfig)(enum cudaFuncCache cacheConfig)
{
    return RT_ENTRY(cudaDeviceSetCacheConfig)(cacheConfig);
}

/* cuCtxGetCacheConfig (cudaDeviceGetCacheConfig) */
cudaError_t RT_ENTRY(cudaThreadGetCacheConfig)(enum cudaFuncCache *pCacheConfig)
{
    return RT_ENTRY(cudaDeviceGetCacheConfig)(pCacheConfig);
}

/* no Driver call: every device cufw runs on has doubles, for which the
 * Runtime documents both as doing nothing */
cudaError_t RT_ENTRY(cudaSetDoubleForDevice)(double *d)
{
    RT_RETURN_IF(d == NULL, cudaErrorInvalidValue);
    return cudaSuccess;
}

/* no Driver call, as cudaSetDoubleForDevice */
cudaError_t RT_ENTRY(cudaSetDoubleForHost)(double *d)
{
    RT_RETURN_IF(d == NULL, cudaErrorInvalidValue);
    return cudaSuccess;
}
#endif

/* the exported names of the definitions above (inner.h) */
RT_EXPORTS(device);
