/* SPDX-License-Identifier: MIT */
/*
 * compat/more.c -- the Runtime's second tier: stream attributes and the
 * stream's device, devices by PCI bus id, peer attributes and atomic
 * capabilities, the persisting L2 cache, GPUDirect RDMA flushes, async
 * notifications, NvSciSync attributes, the deprecated shared-memory bank
 * configuration, the cluster occupancy calls, kernel parameter layout, the
 * driver's logs and its export tables.
 *
 * Almost every function here is one Driver call with the Runtime's checks
 * around it, made through cufw/call.h (RT_DRIVER). Two translations recur:
 *
 *  - a Runtime device is an ordinal, a Driver device a CUdevice: cufw
 *    enumerates devices in cuDeviceGet order, so ordinal i is
 *    cuDeviceGet(i), and a CUdevice the driver hands back (cuStreamGetDevice,
 *    cuDeviceGetByPCIBusId) is the ordinal i whose cuDeviceGet(i) it is;
 *  - a Runtime structure that has the Driver's layout (cudaLaunchAttributeValue
 *    and CUlaunchAttributeValue, the callbacks of logs and async
 *    notifications) is passed cast, with the layout checked at compile time;
 *    cudaLaunchConfig_t is not CUlaunchConfig and is converted field by
 *    field.
 *
 * The Runtime keeps no state for any of this, save the list of
 * cudaSetValidDevices (a fixed array, one entry per device cufw can
 * address).
 */
#include "direct.h"

#include <pthread.h>
#include <string.h>

/* The structures passed cast to the driver have its layout and numbering. */
_Static_assert(sizeof(cudaLaunchAttributeValue) == sizeof(CUlaunchAttributeValue),
               "cudaLaunchAttributeValue is CUlaunchAttributeValue");
_Static_assert(sizeof(cudaLaunchAttribute) == sizeof(CUlaunchAttribute),
               "cudaLaunchAttribute is CUlaunchAttribute");
_Static_assert((int)cudaLaunchAttributeAccessPolicyWindow ==
                   (int)CU_LAUNCH_ATTRIBUTE_ACCESS_POLICY_WINDOW &&
               (int)cudaLaunchAttributeSynchronizationPolicy ==
                   (int)CU_LAUNCH_ATTRIBUTE_SYNCHRONIZATION_POLICY &&
               (int)cudaLaunchAttributePriority == (int)CU_LAUNCH_ATTRIBUTE_PRIORITY &&
               (int)cudaLaunchAttributeMemSyncDomainMap ==
                   (int)CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN_MAP &&
               (int)cudaLaunchAttributeMemSyncDomain == (int)CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN,
               "cudaLaunchAttributeID numbers are CUlaunchAttributeID numbers");
_Static_assert(offsetof(cudaLaunchAttributeValue, accessPolicyWindow.hitRatio) ==
                   offsetof(CUlaunchAttributeValue, accessPolicyWindow.hitRatio) &&
               offsetof(cudaLaunchAttributeValue, accessPolicyWindow.missProp) ==
                   offsetof(CUlaunchAttributeValue, accessPolicyWindow.missProp) &&
               offsetof(cudaLaunchAttributeValue, memSyncDomainMap.remote) ==
                   offsetof(CUlaunchAttributeValue, memSyncDomainMap.remote),
               "cudaLaunchAttributeValue members are at the driver's offsets");
_Static_assert((int)cudaDevP2PAttrPerformanceRank == (int)CU_DEVICE_P2P_ATTRIBUTE_PERFORMANCE_RANK &&
               (int)cudaDevP2PAttrOnlyPartialNativeAtomicSupported ==
                   (int)CU_DEVICE_P2P_ATTRIBUTE_ONLY_PARTIAL_NATIVE_ATOMIC_SUPPORTED,
               "cudaDeviceP2PAttr numbers are CUdevice_P2PAttribute numbers");
_Static_assert(sizeof(enum cudaAtomicOperation) == sizeof(CUatomicOperation) &&
                   (int)cudaAtomicOperationFloatMax == (int)CU_ATOMIC_OPERATION_FLOAT_MAX,
               "cudaAtomicOperation is CUatomicOperation");
_Static_assert((int)cudaSharedMemBankSizeEightByte == (int)CU_SHARED_MEM_CONFIG_EIGHT_BYTE_BANK_SIZE,
               "cudaSharedMemConfig numbers are CUsharedconfig numbers");
_Static_assert(sizeof(cudaAsyncNotificationInfo_t) == sizeof(CUasyncNotificationInfo) &&
                   offsetof(cudaAsyncNotificationInfo_t, info) ==
                       offsetof(CUasyncNotificationInfo, info),
               "cudaAsyncNotificationInfo_t is CUasyncNotificationInfo");
_Static_assert((int)cudaLogLevelWarning == (int)CU_LOG_LEVEL_WARNING &&
                   sizeof(cudaLogIterator) == sizeof(CUlogIterator),
               "cudaLogLevel and cudaLogIterator are the driver's");
_Static_assert((int)cudaFlushGPUDirectRDMAWritesToAllDevices ==
                   (int)CU_FLUSH_GPU_DIRECT_RDMA_WRITES_TO_ALL_DEVICES,
               "cudaFlushGPUDirectRDMAWritesScope numbers are the driver's");

/* ------------------------------------------------------------ devices: ordinals and CUdevices */

/* The CUdevice of a Runtime ordinal: cuDeviceGet. cudaErrorInvalidDevice
 * (recorded) for an ordinal out of range. */
static cudaError_t cu_device(int ordinal, CUdevice *dev)
{
    int n = 0;

    cufw_device_count(&n);
    RT_RETURN_IF(ordinal < 0 || ordinal >= n, cudaErrorInvalidDevice);
    RT_RETURN_DRIVER(cuDeviceGet, dev, ordinal);
}

/* The Runtime ordinal of a CUdevice: the i with cuDeviceGet(i) == dev. */
static cudaError_t rt_device(CUdevice dev, int *ordinal)
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

/* ------------------------------------------------------------ stream attributes */

static cudaError_t stream_id(CUstream s, unsigned long long *streamId)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuStreamGetId, s, streamId);
}

/* cuStreamGetId (cufw/call.h) */
cudaError_t RT_ENTRY(cudaStreamGetId)(cudaStream_t hStream, unsigned long long *streamId)
{
    return stream_id(cufw__rt_cu_stream(hStream), streamId);
}

cudaError_t RT_ENTRY(cudaStreamGetId_ptsz)(cudaStream_t hStream, unsigned long long *streamId)
{
    return stream_id(cufw__rt_cu_stream_ptsz(hStream), streamId);
}


/* cuStreamGetAttribute: cudaStreamAttrValue is CUstreamAttrValue */
static cudaError_t stream_get_attribute(CUstream s, cudaStreamAttrID attr,
                                        cudaStreamAttrValue *value_out)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(value_out == NULL, cudaErrorInvalidValue);
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuStreamGetAttribute, s, (CUstreamAttrID)attr,
                     (CUstreamAttrValue *)(void *)value_out);
}

/* cuStreamGetAttribute */
cudaError_t RT_ENTRY(cudaStreamGetAttribute)(cudaStream_t hStream, cudaStreamAttrID attr,
                                             cudaStreamAttrValue *value_out)
{
    return stream_get_attribute(cufw__rt_cu_stream(hStream), attr, value_out);
}

cudaError_t RT_ENTRY(cudaStreamGetAttribute_ptsz)(cudaStream_t hStream, cudaStreamAttrID attr,
                                                  cudaStreamAttrValue *value_out)
{
    return stream_get_attribute(cufw__rt_cu_stream_ptsz(hStream), attr, value_out);
}

static cudaError_t stream_set_attribute(CUstream s, cudaStreamAttrID attr,
                                        const cudaStreamAttrValue *value)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(value == NULL, cudaErrorInvalidValue);
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuStreamSetAttribute, s, (CUstreamAttrID)attr,
                     (const CUstreamAttrValue *)(const void *)value);
}

/* cuStreamSetAttribute */
cudaError_t RT_ENTRY(cudaStreamSetAttribute)(cudaStream_t hStream, cudaStreamAttrID attr,
                                             const cudaStreamAttrValue *value)
{
    return stream_set_attribute(cufw__rt_cu_stream(hStream), attr, value);
}

cudaError_t RT_ENTRY(cudaStreamSetAttribute_ptsz)(cudaStream_t hStream, cudaStreamAttrID attr,
                                                  const cudaStreamAttrValue *value)
{
    return stream_set_attribute(cufw__rt_cu_stream_ptsz(hStream), attr, value);
}

static cudaError_t stream_copy_attributes(CUstream dst, CUstream src)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuStreamCopyAttributes, dst, src);
}

/* cuStreamCopyAttributes */
cudaError_t RT_ENTRY(cudaStreamCopyAttributes)(cudaStream_t dst, cudaStream_t src)
{
    return stream_copy_attributes(cufw__rt_cu_stream(dst), cufw__rt_cu_stream(src));
}

cudaError_t RT_ENTRY(cudaStreamCopyAttributes_ptsz)(cudaStream_t dst, cudaStream_t src)
{
    return stream_copy_attributes(cufw__rt_cu_stream_ptsz(dst), cufw__rt_cu_stream_ptsz(src));
}

static cudaError_t stream_device(CUstream s, int *device)
{
    CUdevice dev;
    CUresult r;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(device == NULL, cudaErrorInvalidValue);
    RT_RETURN_IF_NO_CONTEXT();
    if ((r = RT_DRIVER(cuStreamGetDevice, s, &dev)) != CUDA_SUCCESS)
        RT_RETURN_DRIVER_RESULT(r, cuStreamGetDevice);
    return rt_device(dev, device);
}

/* cuStreamGetDevice, then cuDeviceGet to turn the CUdevice into the
 * Runtime's ordinal */
cudaError_t RT_ENTRY(cudaStreamGetDevice)(cudaStream_t hStream, int *device)
{
    return stream_device(cufw__rt_cu_stream(hStream), device);
}

cudaError_t RT_ENTRY(cudaStreamGetDevice_ptsz)(cudaStream_t hStream, int *device)
{
    return stream_device(cufw__rt_cu_stream_ptsz(hStream), device);
}

/* cuCtxResetPersistingL2Cache, in the current device's primary context */
cudaError_t RT_ENTRY(cudaCtxResetPersistingL2Cache)(void)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuCtxResetPersistingL2Cache);
}

/* ------------------------------------------------------------ devices and peers */

/* cuDeviceGet for each ordinal, cuDeviceGetP2PAttribute; the driver refuses
 * a device paired with itself (CUDA_ERROR_INVALID_DEVICE), as cudart does */
cudaError_t RT_ENTRY(cudaDeviceGetP2PAttribute)(int *value, enum cudaDeviceP2PAttr attr,
                                                int srcDevice, int dstDevice)
{
    CUdevice src, dst;
    cudaError_t e;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(value == NULL, cudaErrorInvalidValue);
    if ((e = cu_device(srcDevice, &src)) != cudaSuccess ||
        (e = cu_device(dstDevice, &dst)) != cudaSuccess)
        return e;
    RT_RETURN_DRIVER(cuDeviceGetP2PAttribute, value, (CUdevice_P2PAttribute)attr, src, dst);
}

/* cuDeviceGet for each ordinal, cuDeviceGetP2PAtomicCapabilities */
cudaError_t RT_ENTRY(cudaDeviceGetP2PAtomicCapabilities)(unsigned int *capabilities,
                                                         const enum cudaAtomicOperation *operations,
                                                         unsigned int count, int srcDevice,
                                                         int dstDevice)
{
    CUdevice src, dst;
    cudaError_t e;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(capabilities == NULL || operations == NULL, cudaErrorInvalidValue);
    if ((e = cu_device(srcDevice, &src)) != cudaSuccess ||
        (e = cu_device(dstDevice, &dst)) != cudaSuccess)
        return e;
    RT_RETURN_DRIVER(cuDeviceGetP2PAtomicCapabilities, capabilities,
                     (const CUatomicOperation *)(const void *)operations, count, src, dst);
}

/* cuDeviceGet, cuDeviceGetHostAtomicCapabilities */
cudaError_t RT_ENTRY(cudaDeviceGetHostAtomicCapabilities)(unsigned int *capabilities,
                                                          const enum cudaAtomicOperation *operations,
                                                          unsigned int count, int device)
{
    CUdevice dev;
    cudaError_t e;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(capabilities == NULL || operations == NULL, cudaErrorInvalidValue);
    if ((e = cu_device(device, &dev)) != cudaSuccess)
        return e;
    RT_RETURN_DRIVER(cuDeviceGetHostAtomicCapabilities, capabilities,
                     (const CUatomicOperation *)(const void *)operations, count, dev);
}

/* cuDeviceGetByPCIBusId, then cuDeviceGet to find the ordinal */
cudaError_t RT_ENTRY(cudaDeviceGetByPCIBusId)(int *device, const char *pciBusId)
{
    CUdevice dev;
    CUresult r;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(device == NULL || pciBusId == NULL, cudaErrorInvalidValue);
    if ((r = RT_DRIVER(cuDeviceGetByPCIBusId, &dev, pciBusId)) != CUDA_SUCCESS)
        RT_RETURN_DRIVER_RESULT(r, cuDeviceGetByPCIBusId);
    return rt_device(dev, device);
}

/* cuCtxGetSharedMemConfig (deprecated; a device without configurable banks
 * answers its fixed bank size) */
cudaError_t RT_ENTRY(cudaDeviceGetSharedMemConfig)(enum cudaSharedMemConfig *pConfig)
{
    CUsharedconfig c;
    CUresult r;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(pConfig == NULL, cudaErrorInvalidValue);
    RT_RETURN_IF_NO_CONTEXT();
    if ((r = RT_DRIVER(cuCtxGetSharedMemConfig, &c)) != CUDA_SUCCESS)
        RT_RETURN_DRIVER_RESULT(r, cuCtxGetSharedMemConfig);
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
cudaError_t RT_ENTRY(cudaDeviceFlushGPUDirectRDMAWrites)(enum cudaFlushGPUDirectRDMAWritesTarget target,
                                                         enum cudaFlushGPUDirectRDMAWritesScope scope)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuFlushGPUDirectRDMAWrites, (CUflushGPUDirectRDMAWritesTarget)target,
                     (CUflushGPUDirectRDMAWritesScope)scope);
}

/* cuDeviceGet, cuDeviceRegisterAsyncNotification: the callback's signature
 * and its info structure are the driver's, so it is passed as it is */
cudaError_t RT_ENTRY(cudaDeviceRegisterAsyncNotification)(int device,
                                                          cudaAsyncCallback callbackFunc,
                                                          void *userData,
                                                          cudaAsyncCallbackHandle_t *callback)
{
    CUdevice dev;
    cudaError_t e;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(callbackFunc == NULL || callback == NULL, cudaErrorInvalidValue);
    if ((e = cu_device(device, &dev)) != cudaSuccess)
        return e;
    RT_RETURN_DRIVER(cuDeviceRegisterAsyncNotification, dev, (CUasyncCallback)callbackFunc,
                     userData, (CUasyncCallbackHandle *)(void *)callback);
}

/* cuDeviceGet, cuDeviceUnregisterAsyncNotification */
cudaError_t RT_ENTRY(cudaDeviceUnregisterAsyncNotification)(int device,
                                                            cudaAsyncCallbackHandle_t callback)
{
    CUdevice dev;
    cudaError_t e;

    RT_RETURN_IF_NOT_READY();
    if ((e = cu_device(device, &dev)) != cudaSuccess)
        return e;
    RT_RETURN_DRIVER(cuDeviceUnregisterAsyncNotification, dev, (CUasyncCallbackHandle)callback);
}

/* cuDeviceGet, cuDeviceGetNvSciSyncAttributes */
cudaError_t RT_ENTRY(cudaDeviceGetNvSciSyncAttributes)(void *nvSciSyncAttrList, int device,
                                                       int flags)
{
    CUdevice dev;
    cudaError_t e;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(nvSciSyncAttrList == NULL, cudaErrorInvalidValue);
    if ((e = cu_device(device, &dev)) != cudaSuccess)
        return e;
    RT_RETURN_DRIVER(cuDeviceGetNvSciSyncAttributes, nvSciSyncAttrList, dev, flags);
}

/* ------------------------------------------------------------ occupancy and kernels */

/* cuKernelGetFunction (the kernel's CUfunction in the current context) */
static cudaError_t function_of(const void *func, CUfunction *f)
{
    cufw_kernel *k;
    void *fn = NULL;
    cudaError_t e;
    int rc;

    if ((e = cufw__rt_register_kernel(func, &k)) != cudaSuccess)
        return e;
    if ((rc = cufw_kernel_function(k, &fn)) != CUFW_OK)
        RT_RETURN(rc);
    *f = (CUfunction)fn;
    return cudaSuccess;
}

/* cuKernelGetFunction, cuOccupancyAvailableDynamicSMemPerBlock */
cudaError_t RT_ENTRY(cudaOccupancyAvailableDynamicSMemPerBlock)(size_t *dynamicSmemSize,
                                                                const void *func, int numBlocks,
                                                                int blockSize)
{
    CUfunction f;
    cudaError_t e;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(dynamicSmemSize == NULL, cudaErrorInvalidValue);
    RT_RETURN_IF_NO_CONTEXT();
    if ((e = function_of(func, &f)) != cudaSuccess)
        return e;
    RT_RETURN_DRIVER(cuOccupancyAvailableDynamicSMemPerBlock, dynamicSmemSize, f, numBlocks,
                     blockSize);
}

/* cudaLaunchConfig_t -> CUlaunchConfig, field by field; the attributes are
 * the driver's (see the assertions above) */
static void launch_config(const cudaLaunchConfig_t *c, CUlaunchConfig *out)
{
    memset(out, 0, sizeof *out);
    out->gridDimX = c->gridDim.x;
    out->gridDimY = c->gridDim.y;
    out->gridDimZ = c->gridDim.z;
    out->blockDimX = c->blockDim.x;
    out->blockDimY = c->blockDim.y;
    out->blockDimZ = c->blockDim.z;
    out->sharedMemBytes = (unsigned)c->dynamicSmemBytes;
    out->hStream = cufw__rt_cu_stream(c->stream);
    out->attrs = (CUlaunchAttribute *)(void *)c->attrs;
    out->numAttrs = c->numAttrs;
}

static cudaError_t cluster_query(const void *func, const cudaLaunchConfig_t *launchConfig,
                                 CUfunction *f, CUlaunchConfig *cfg)
{
    cudaError_t e;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(launchConfig == NULL, cudaErrorInvalidValue);
    RT_RETURN_IF(launchConfig->numAttrs != 0 && launchConfig->attrs == NULL, cudaErrorInvalidValue);
    RT_RETURN_IF(launchConfig->dynamicSmemBytes > 0xffffffffu, cudaErrorInvalidValue);
    RT_RETURN_IF_NO_CONTEXT();
    if ((e = function_of(func, f)) != cudaSuccess)
        return e;
    launch_config(launchConfig, cfg);
    return cudaSuccess;
}

/* cuKernelGetFunction, cuOccupancyMaxActiveClusters */
cudaError_t RT_ENTRY(cudaOccupancyMaxActiveClusters)(int *numClusters, const void *func,
                                                     const cudaLaunchConfig_t *launchConfig)
{
    CUlaunchConfig cfg;
    CUfunction f;
    cudaError_t e;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(numClusters == NULL, cudaErrorInvalidValue);
    if ((e = cluster_query(func, launchConfig, &f, &cfg)) != cudaSuccess)
        return e;
    RT_RETURN_DRIVER(cuOccupancyMaxActiveClusters, numClusters, f, &cfg);
}

/* cuKernelGetFunction, cuOccupancyMaxPotentialClusterSize */
cudaError_t RT_ENTRY(cudaOccupancyMaxPotentialClusterSize)(int *clusterSize, const void *func,
                                                           const cudaLaunchConfig_t *launchConfig)
{
    CUlaunchConfig cfg;
    CUfunction f;
    cudaError_t e;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(clusterSize == NULL, cudaErrorInvalidValue);
    if ((e = cluster_query(func, launchConfig, &f, &cfg)) != cudaSuccess)
        return e;
    RT_RETURN_DRIVER(cuOccupancyMaxPotentialClusterSize, clusterSize, f, &cfg);
}

/* cuKernelGetParamInfo on the CUkernel: context-independent */
cudaError_t RT_ENTRY(cudaFuncGetParamInfo)(const void *func, size_t paramIndex, size_t *paramOffset,
                                           size_t *paramSize)
{
    cufw_kernel *k;
    cudaError_t e;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(paramOffset == NULL, cudaErrorInvalidValue);
    if ((e = cufw__rt_register_kernel(func, &k)) != cudaSuccess)
        return e;
    RT_RETURN_DRIVER(cuKernelGetParamInfo, (CUkernel)cufw_kernel_raw(k), paramIndex, paramOffset,
                     paramSize);
}

/* cuKernelGetFunction, cuFuncSetSharedMemConfig (deprecated; does nothing
 * on a device with a fixed bank size) */
cudaError_t RT_ENTRY(cudaFuncSetSharedMemConfig)(const void *func, enum cudaSharedMemConfig config)
{
    CUfunction f;
    cudaError_t e;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF((unsigned)config > cudaSharedMemBankSizeEightByte, cudaErrorInvalidValue);
    RT_RETURN_IF_NO_CONTEXT();
    if ((e = function_of(func, &f)) != cudaSuccess)
        return e;
    RT_RETURN_DRIVER(cuFuncSetSharedMemConfig, f, (CUsharedconfig)config);
}

/* ------------------------------------------------------------ logs */

/* cuLogsRegisterCallback: cudaLogsCallback_t has CUlogsCallback's
 * signature (cudaLogLevel numbers are CUlogLevel's), so the program's
 * function is the driver's callback, with no trampoline */
cudaError_t RT_ENTRY(cudaLogsRegisterCallback)(cudaLogsCallback_t callbackFunc, void *userData,
                                               cudaLogsCallbackHandle *callback_out)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_DRIVER(cuLogsRegisterCallback, (CUlogsCallback)callbackFunc, userData,
                     (CUlogsCallbackHandle *)callback_out);
}

/* cuLogsUnregisterCallback */
cudaError_t RT_ENTRY(cudaLogsUnregisterCallback)(cudaLogsCallbackHandle callback)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_DRIVER(cuLogsUnregisterCallback, (CUlogsCallbackHandle)callback);
}

/* cuLogsCurrent. The flags are documented as reserved (0), but cudart
 * 13.0 hands them to the driver unchecked, and so does this: the driver
 * decides (CUDA 13.0's accepts 1). */
cudaError_t RT_ENTRY(cudaLogsCurrent)(cudaLogIterator *iterator_out, unsigned int flags)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_DRIVER(cuLogsCurrent, (CUlogIterator *)iterator_out, flags);
}

/* cuLogsDumpToFile */
cudaError_t RT_ENTRY(cudaLogsDumpToFile)(cudaLogIterator *iterator, const char *pathToFile,
                                         unsigned int flags)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_DRIVER(cuLogsDumpToFile, (CUlogIterator *)iterator, pathToFile, flags);
}

/* cuLogsDumpToMemory */
cudaError_t RT_ENTRY(cudaLogsDumpToMemory)(cudaLogIterator *iterator, char *buffer, size_t *size,
                                           unsigned int flags)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_DRIVER(cuLogsDumpToMemory, (CUlogIterator *)iterator, buffer, size, flags);
}

/* ------------------------------------------------------------ export tables */

/* cuGetExportTable: the driver's private tables, by UUID (cudaUUID_t is
 * CUuuid) */
cudaError_t RT_ENTRY(cudaGetExportTable)(const void **ppExportTable,
                                         const cudaUUID_t *pExportTableId)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(ppExportTable == NULL || pExportTableId == NULL, cudaErrorInvalidValue);
    RT_RETURN_DRIVER(cuGetExportTable, ppExportTable, (const CUuuid *)pExportTableId);
}

/* ------------------------------------------------------------ the hidden ABI */

/* No Driver call. An entry point of nvcc's hidden ABI that no header
 * declares; cudart_static 13.0's is two instructions, "xor %eax,%eax; ret":
 * whatever its caller passes, it reads nothing and answers 0. So is this
 * one (declared without parameters, which any caller's arguments fit). */
cudaError_t RT_ENTRY(__cudaGetProcAddress)(void)
{
    return cudaSuccess;
}
