/* SPDX-License-Identifier: MIT */
/*
 * compat/direct/stream_attr.c -- the streams' calls beyond compat/stream.c
 * ("Stream Management" in the Runtime API reference): a stream's id,
 * attributes and device, and the persisting L2 cache reset.
 *
 * compat/stream.c makes, syncs and destroys streams through core; what is
 * here is one Driver call on the CUstream a cudaStream_t is, made through
 * cufw/call.h. A cudaStreamAttrValue is a CUstreamAttrValue (the launch
 * attribute union; the assertions below hold the toolkit to its layout),
 * passed cast. The _ptsz forms pass CU_STREAM_PER_THREAD for the null
 * stream. A CUdevice cuStreamGetDevice answers becomes the Runtime's
 * ordinal in device_attr.c.
 */
#include "direct.h"

/* The structures passed cast to the driver have its layout and numbering. */
_Static_assert(sizeof(cudaLaunchAttributeValue) == sizeof(CUlaunchAttributeValue),
               "cudaLaunchAttributeValue is CUlaunchAttributeValue");
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

static cudaError_t stream_id(CUstream s, unsigned long long *streamId)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuStreamGetId, s, streamId);
}

/* cuStreamGetId */
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
    RT_RETURN_IF_NOT_STARTED(value_out);
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
    RT_RETURN_IF_NOT_STARTED(value);
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

/* cudaStreamGetDevice is not in 12.4 */
#if CUDART_VERSION >= 13000
static cudaError_t stream_device(CUstream s, int *device)
{
    CUdevice dev;

    RT_RETURN_IF_NOT_STARTED(device);
    RT_RETURN_IF_DRIVER_FAILS(cuStreamGetDevice, s, &dev);
    return cufw__rt_device_attr_ordinal(dev, device);
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
#endif

/* cuCtxResetPersistingL2Cache, in the current device's primary context */
cudaError_t RT_ENTRY(cudaCtxResetPersistingL2Cache)(void)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuCtxResetPersistingL2Cache);
}

#if CUDART_VERSION >= 13020
_Static_assert((int)cudaHostTaskBlocking == (int)CU_HOST_TASK_BLOCKING &&
                   (int)cudaHostTaskSpinWait == (int)CU_HOST_TASK_SPINWAIT,
               "the host tasks' sync modes are the driver's");

/* cuLaunchHostFunc_v2 (cuLaunchHostFunc at ABI 13010): the host function
 * with the sync mode of the thread that runs it */
static cudaError_t launch_host_func(CUstream s, cudaHostFn_t fn, void *userData,
                                    unsigned int syncMode)
{
    RT_RETURN_IF_NOT_STARTED(fn);
    RT_RETURN_DRIVER(cuLaunchHostFunc_v2, s, (CUhostFn)fn, userData, syncMode);
}

cudaError_t RT_ENTRY(cudaLaunchHostFunc_v2)(cudaStream_t stream, cudaHostFn_t fn, void *userData,
                                            unsigned int syncMode)
{
    return launch_host_func(cufw__rt_cu_stream(stream), fn, userData, syncMode);
}

cudaError_t RT_ENTRY(cudaLaunchHostFunc_v2_ptsz)(cudaStream_t stream, cudaHostFn_t fn,
                                                 void *userData, unsigned int syncMode)
{
    return launch_host_func(cufw__rt_cu_stream_ptsz(stream), fn, userData, syncMode);
}
#endif

/* the exported names of the definitions above (inner.h) */
RT_EXPORTS(stream_attr);
