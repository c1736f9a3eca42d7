/* SPDX-License-Identifier: MIT */
/*
 * compat/direct/device_attr.c -- the devices' calls beyond compat/device.c
 * ("Device Management" in the Runtime API reference): peer attributes and
 * atomic capabilities, devices by PCI bus id, the deprecated shared-memory
 * bank configuration, GPUDirect RDMA flushes, async notifications and
 * NvSciSync attributes.
 *
 * compat/device.c answers what core keeps of a device (its ordinal, its
 * properties, the current device); each function here is one Driver call
 * with the Runtime's checks around it, made through cufw/call.h. A Runtime
 * device is an ordinal, a Driver device a CUdevice: cufw enumerates devices
 * in cuDeviceGet order, so ordinal i is cuDeviceGet(i), and a CUdevice the
 * driver hands back (cuDeviceGetByPCIBusId here, cuStreamGetDevice in
 * stream_attr.c) is the ordinal i whose cuDeviceGet(i) it is
 * (cufw__rt_device_attr_ordinal). The enums and callbacks passed on are
 * the driver's, which the assertions below hold the toolkit to.
 */
#include "direct.h"

_Static_assert((int)cudaDevP2PAttrPerformanceRank ==
                   (int)CU_DEVICE_P2P_ATTRIBUTE_PERFORMANCE_RANK,
               "cudaDeviceP2PAttr numbers are CUdevice_P2PAttribute numbers");
/* the atomic capabilities are not in 12.x (checked: 12.4) */
#if CUDART_VERSION >= 13000
_Static_assert((int)cudaDevP2PAttrOnlyPartialNativeAtomicSupported ==
                   (int)CU_DEVICE_P2P_ATTRIBUTE_ONLY_PARTIAL_NATIVE_ATOMIC_SUPPORTED,
               "cudaDeviceP2PAttr numbers are CUdevice_P2PAttribute numbers");
_Static_assert(sizeof(enum cudaAtomicOperation) == sizeof(CUatomicOperation) &&
                   (int)cudaAtomicOperationFloatMax == (int)CU_ATOMIC_OPERATION_FLOAT_MAX,
               "cudaAtomicOperation is CUatomicOperation");
#endif
_Static_assert((int)cudaSharedMemBankSizeEightByte ==
                   (int)CU_SHARED_MEM_CONFIG_EIGHT_BYTE_BANK_SIZE,
               "cudaSharedMemConfig numbers are CUsharedconfig numbers");
_Static_assert(sizeof(cudaAsyncNotificationInfo_t) == sizeof(CUasyncNotificationInfo) &&
                   offsetof(cudaAsyncNotificationInfo_t, info) ==
                       offsetof(CUasyncNotificationInfo, info),
               "cudaAsyncNotificationInfo_t is CUasyncNotificationInfo");
_Static_assert((int)cudaFlushGPUDirectRDMAWritesToAllDevices ==
                   (int)CU_FLUSH_GPU_DIRECT_RDMA_WRITES_TO_ALL_DEVICES,
               "cudaFlushGPUDirectRDMAWritesScope numbers are the driver's");

/* ------------------------------------------------------------ ordinals and CUdevices */

/* The CUdevice of a Runtime ordinal: cuDeviceGet. cudaErrorInvalidDevice
 * (recorded) for an ordinal out of range. */
static cudaError_t cu_device(int ordinal, CUdevice *dev)
{
    RT_RETURN_IF_BAD_DEVICE(ordinal);
    RT_RETURN_DRIVER(cuDeviceGet, dev, ordinal);
}

/* see direct.h */
cudaError_t cufw__rt_device_attr_checked(int bad_args, int ordinal, CUdevice *dev)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(bad_args, cudaErrorInvalidValue);
    return cu_device(ordinal, dev);
}

/* The same before a call on a pair of devices, source first. */
static cudaError_t device_pair_checked(int bad_args, int src_ordinal, int dst_ordinal,
                                       CUdevice *src, CUdevice *dst)
{
    cudaError_t e = cufw__rt_device_attr_checked(bad_args, src_ordinal, src);

    return e != cudaSuccess ? e : cu_device(dst_ordinal, dst);
}

cudaError_t cufw__rt_device_attr_ordinal(CUdevice dev, int *ordinal)
{
    int n = 0, i;

    cufw_device_count(&n);
    for (i = 0; i < n; i++) {
        CUdevice d;

        if (RT_DRIVER(cuDeviceGet, &d, i) == CUDA_SUCCESS && d == dev) {
            *ordinal = i;
            return cudaSuccess;
        }
    }
    RT_RETURN_ERROR(cudaErrorInvalidDevice);
}

/* ------------------------------------------------------------ peers and atomics */

/* cuDeviceGet for each ordinal, cuDeviceGetP2PAttribute; the driver refuses
 * a device paired with itself (CUDA_ERROR_INVALID_DEVICE), as cudart does */
cudaError_t RT_ENTRY(cudaDeviceGetP2PAttribute)(int *value, enum cudaDeviceP2PAttr attr,
                                                int srcDevice, int dstDevice)
{
    CUdevice src, dst;
    cudaError_t e = device_pair_checked(value == NULL, srcDevice, dstDevice, &src, &dst);

    if (e != cudaSuccess)
        return e;
    RT_RETURN_DRIVER(cuDeviceGetP2PAttribute, value, (CUdevice_P2PAttribute)attr, src, dst);
}

/* the atomic capabilities are not in 12.x (checked: 12.4) */
#if CUDART_VERSION >= 13000
/* cuDeviceGet for each ordinal, cuDeviceGetP2PAtomicCapabilities */
cudaError_t RT_ENTRY(cudaDeviceGetP2PAtomicCapabilities)(unsigned int *capabilities,
                                                         const enum cudaAtomicOperation *operations,
                                                         unsigned int count, int srcDevice,
                                                         int dstDevice)
{
    CUdevice src, dst;
    cudaError_t e = device_pair_checked(capabilities == NULL || operations == NULL, srcDevice,
                                        dstDevice, &src, &dst);

    if (e != cudaSuccess)
        return e;
    RT_RETURN_DRIVER(cuDeviceGetP2PAtomicCapabilities, capabilities,
                     (const CUatomicOperation *)(const void *)operations, count, src, dst);
}

/* cuDeviceGet, cuDeviceGetHostAtomicCapabilities */
cudaError_t
RT_ENTRY(cudaDeviceGetHostAtomicCapabilities)(unsigned int *capabilities,
                                              const enum cudaAtomicOperation *operations,
                                              unsigned int count, int device)
{
    CUdevice dev;
    cudaError_t e = cufw__rt_device_attr_checked(capabilities == NULL || operations == NULL, device, &dev);

    if (e != cudaSuccess)
        return e;
    RT_RETURN_DRIVER(cuDeviceGetHostAtomicCapabilities, capabilities,
                     (const CUatomicOperation *)(const void *)operations, count, dev);
}
#endif

/* ------------------------------------------------------------ PCI bus ids */

/* cuDeviceGetByPCIBusId, then cuDeviceGet to find the ordinal */
cudaError_t RT_ENTRY(cudaDeviceGetByPCIBusId)(int *device, const char *pciBusId)
{
    CUdevice dev;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(device == NULL || pciBusId == NULL, cudaErrorInvalidValue);
    RT_RETURN_IF_DRIVER_FAILS(cuDeviceGetByPCIBusId, &dev, pciBusId);
    return cufw__rt_device_attr_ordinal(dev, device);
}

/* ------------------------------------------------------------ the current device's context */

/* cuCtxGetSharedMemConfig (deprecated; a device without configurable banks
 * answers its fixed bank size) */
cudaError_t RT_ENTRY(cudaDeviceGetSharedMemConfig)(enum cudaSharedMemConfig *pConfig)
{
    CUsharedconfig c;

    RT_RETURN_IF_NOT_STARTED(pConfig);
    RT_RETURN_IF_DRIVER_FAILS(cuCtxGetSharedMemConfig, &c);
    *pConfig = (enum cudaSharedMemConfig)c;
    return cudaSuccess;
}

/* cuCtxSetSharedMemConfig (deprecated; does nothing on a device with a
 * fixed bank size) */
cudaError_t RT_ENTRY(cudaDeviceSetSharedMemConfig)(enum cudaSharedMemConfig config)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF((unsigned)config > cudaSharedMemBankSizeEightByte, cudaErrorInvalidValue);
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuCtxSetSharedMemConfig, (CUsharedconfig)config);
}

/* cuFlushGPUDirectRDMAWrites, in the current device's primary context */
cudaError_t
RT_ENTRY(cudaDeviceFlushGPUDirectRDMAWrites)(enum cudaFlushGPUDirectRDMAWritesTarget target,
                                             enum cudaFlushGPUDirectRDMAWritesScope scope)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuFlushGPUDirectRDMAWrites, (CUflushGPUDirectRDMAWritesTarget)target,
                     (CUflushGPUDirectRDMAWritesScope)scope);
}

/* ------------------------------------------------------------ notifications and NvSciSync */

/* cuDeviceGet, cuDeviceRegisterAsyncNotification: the callback's signature
 * and its info structure are the driver's, so it is passed as it is */
cudaError_t RT_ENTRY(cudaDeviceRegisterAsyncNotification)(int device,
                                                          cudaAsyncCallback callbackFunc,
                                                          void *userData,
                                                          cudaAsyncCallbackHandle_t *callback)
{
    CUdevice dev;
    cudaError_t e = cufw__rt_device_attr_checked(callbackFunc == NULL || callback == NULL, device, &dev);

    if (e != cudaSuccess)
        return e;
    RT_RETURN_DRIVER(cuDeviceRegisterAsyncNotification, dev, (CUasyncCallback)callbackFunc,
                     userData, (CUasyncCallbackHandle *)(void *)callback);
}

/* cuDeviceGet, cuDeviceUnregisterAsyncNotification */
cudaError_t RT_ENTRY(cudaDeviceUnregisterAsyncNotification)(int device,
                                                            cudaAsyncCallbackHandle_t callback)
{
    CUdevice dev;
    cudaError_t e = cufw__rt_device_attr_checked(0, device, &dev);

    if (e != cudaSuccess)
        return e;
    RT_RETURN_DRIVER(cuDeviceUnregisterAsyncNotification, dev, (CUasyncCallbackHandle)callback);
}

/* cuDeviceGet, cuDeviceGetNvSciSyncAttributes */
cudaError_t RT_ENTRY(cudaDeviceGetNvSciSyncAttributes)(void *nvSciSyncAttrList, int device,
                                                       int flags)
{
    CUdevice dev;
    cudaError_t e = cufw__rt_device_attr_checked(nvSciSyncAttrList == NULL, device, &dev);

    if (e != cudaSuccess)
        return e;
    RT_RETURN_DRIVER(cuDeviceGetNvSciSyncAttributes, nvSciSyncAttrList, dev, flags);
}

/* the exported names of the definitions above (inner.h) */
RT_EXPORTS(device_attr);
