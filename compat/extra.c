/*
 * compat/extra.c -- Runtime functions beyond the core subset that real
 * programs and the CUDA C++ libraries (Thrust, CUB) call: launches with
 * attributes, pointer attributes, peer copies and access, managed-memory
 * hints, capture queries, PCI ids, cache configuration.
 */
#include "inner.h"

#include <stdint.h>
#include <string.h>

/* cuKernelGetFunction, cuLaunchKernelEx; cudaLaunchAttribute has the
 * driver's CUlaunchAttribute layout and numbering */
static cudaError_t launch_ex(const cudaLaunchConfig_t *config, const void *func, void **args,
                             int per_thread)
{
    cufw_kernel *k;
    cufw_dim3 g, b;
    cudaError_t e;

    RT_INIT();
    RT_REQUIRE(config != NULL);
    RT_REQUIRE(config->numAttrs == 0 || config->attrs != NULL);
    RT_REQUIRE(config->dynamicSmemBytes <= 0xffffffffu);
    if ((e = cufw__rt_kernel_of(func, &k)) != cudaSuccess)
        return e;
    g.x = config->gridDim.x;
    g.y = config->gridDim.y;
    g.z = config->gridDim.z;
    b.x = config->blockDim.x;
    b.y = config->blockDim.y;
    b.z = config->blockDim.z;
    RT_RETURN(cufw_launch_attributes(k, g, b, (unsigned)config->dynamicSmemBytes,
                                     per_thread ? cufw__rt_stream_ptsz(config->stream)
                                                : cufw__rt_stream(config->stream),
                                     args, config->attrs, config->numAttrs));
}

cudaError_t cudaLaunchKernelExC(const cudaLaunchConfig_t *config, const void *func, void **args)
{
    return launch_ex(config, func, args, 0);
}

cudaError_t cudaLaunchKernelExC_ptsz(const cudaLaunchConfig_t *config, const void *func,
                                     void **args)
{
    return launch_ex(config, func, args, 1);
}

/* cuPointerGetAttribute for the memory type, managed flag, device, device
 * and host pointers; an address the driver does not know is unregistered
 * host memory (a success since CUDA 11) */
cudaError_t cudaPointerGetAttributes(struct cudaPointerAttributes *attributes, const void *ptr)
{
    struct cudaPointerAttributes a;
    unsigned type = 0, managed = 0;
    int device = cudaInvalidDeviceId;
    void *dp = NULL, *hp = NULL;

    RT_INIT();
    RT_REQUIRE(attributes != NULL);
    memset(&a, 0, sizeof a);
    if (cufw_pointer_attribute(CU_POINTER_ATTRIBUTE_MEMORY_TYPE, ptr, &type) != CUFW_OK) {
        a.type = cudaMemoryTypeUnregistered;
        a.device = cudaInvalidDeviceId;
        a.hostPointer = (void *)(uintptr_t)ptr;
        *attributes = a;
        return cudaSuccess;
    }
    cufw_pointer_attribute(CU_POINTER_ATTRIBUTE_IS_MANAGED, ptr, &managed);
    cufw_pointer_attribute(CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL, ptr, &device);
    if (cufw_pointer_attribute(CU_POINTER_ATTRIBUTE_DEVICE_POINTER, ptr, &dp) != CUFW_OK)
        dp = NULL;
    if (cufw_pointer_attribute(CU_POINTER_ATTRIBUTE_HOST_POINTER, ptr, &hp) != CUFW_OK)
        hp = NULL;
    a.type = managed                        ? cudaMemoryTypeManaged
             : type == CU_MEMORYTYPE_DEVICE ? cudaMemoryTypeDevice
                                            : cudaMemoryTypeHost;
    a.device = device;
    a.devicePointer = dp;
    a.hostPointer = hp;
    *attributes = a;
    return cudaSuccess;
}

/* cuMemcpyPeer between the devices' primary contexts */
cudaError_t cudaMemcpyPeer(void *dst, int dstDevice, const void *src, int srcDevice, size_t count)
{
    RT_INIT();
    RT_RETURN(cufw_memcpy_peer((cufw_devptr)(uintptr_t)dst, dstDevice,
                               (cufw_devptr)(uintptr_t)src, srcDevice, count));
}

/* cuMemcpyPeerAsync */
cudaError_t cudaMemcpyPeerAsync(void *dst, int dstDevice, const void *src, int srcDevice,
                                size_t count, cudaStream_t stream)
{
    RT_INIT();
    RT_RETURN(cufw_memcpy_peer_async((cufw_devptr)(uintptr_t)dst, dstDevice,
                                     (cufw_devptr)(uintptr_t)src, srcDevice, count,
                                     cufw__rt_stream(stream)));
}

/* cuCtxEnablePeerAccess with the peer's primary context */
cudaError_t cudaDeviceEnablePeerAccess(int peerDevice, unsigned int flags)
{
    RT_INIT();
    RT_REQUIRE(flags == 0);
    RT_RETURN(cufw_device_enable_peer_access(peerDevice));
}

/* cuCtxDisablePeerAccess */
cudaError_t cudaDeviceDisablePeerAccess(int peerDevice)
{
    RT_INIT();
    RT_RETURN(cufw_device_disable_peer_access(peerDevice));
}

static cudaError_t prefetch(const void *devPtr, size_t count, struct cudaMemLocation location,
                            unsigned flags, cufw_stream *s)
{
    RT_INIT();
    RT_RETURN(cufw_mem_prefetch((cufw_devptr)(uintptr_t)devPtr, count, (int)location.type,
                                location.id, flags, s));
}

/* cuMemPrefetchAsync_v2; cudaMemLocation is CUmemLocation */
cudaError_t cudaMemPrefetchAsync(const void *devPtr, size_t count, struct cudaMemLocation location,
                                 unsigned int flags, cudaStream_t stream)
{
    return prefetch(devPtr, count, location, flags, cufw__rt_stream(stream));
}

cudaError_t cudaMemPrefetchAsync_ptsz(const void *devPtr, size_t count,
                                      struct cudaMemLocation location, unsigned int flags,
                                      cudaStream_t stream)
{
    return prefetch(devPtr, count, location, flags, cufw__rt_stream_ptsz(stream));
}

/* cuMemAdvise_v2; cudaMemoryAdvise numbers are CUmem_advise numbers */
cudaError_t cudaMemAdvise(const void *devPtr, size_t count, enum cudaMemoryAdvise advice,
                          struct cudaMemLocation location)
{
    RT_INIT();
    RT_RETURN(cufw_mem_advise((cufw_devptr)(uintptr_t)devPtr, count, (int)advice,
                              (int)location.type, location.id));
}

static cudaError_t record_with_flags(cudaEvent_t event, cufw_stream *s, unsigned flags)
{
    RT_INIT();
    RT_RETURN(cufw_event_record_flags(cufw__rt_event(event), s, flags));
}

/* cuEventRecordWithFlags */
cudaError_t cudaEventRecordWithFlags(cudaEvent_t event, cudaStream_t stream, unsigned int flags)
{
    return record_with_flags(event, cufw__rt_stream(stream), flags);
}

cudaError_t cudaEventRecordWithFlags_ptsz(cudaEvent_t event, cudaStream_t stream,
                                          unsigned int flags)
{
    return record_with_flags(event, cufw__rt_stream_ptsz(stream), flags);
}

static cudaError_t is_capturing(cufw_stream *s, enum cudaStreamCaptureStatus *status)
{
    int st = 0, rc;

    RT_INIT();
    RT_REQUIRE(status != NULL);
    rc = cufw_stream_is_capturing(s, &st);
    if (rc != CUFW_OK)
        return cufw__rt_from(rc);
    *status = (enum cudaStreamCaptureStatus)st;
    return cudaSuccess;
}

/* cuStreamIsCapturing */
cudaError_t cudaStreamIsCapturing(cudaStream_t stream, enum cudaStreamCaptureStatus *pCaptureStatus)
{
    return is_capturing(cufw__rt_stream(stream), pCaptureStatus);
}

cudaError_t cudaStreamIsCapturing_ptsz(cudaStream_t stream,
                                       enum cudaStreamCaptureStatus *pCaptureStatus)
{
    return is_capturing(cufw__rt_stream_ptsz(stream), pCaptureStatus);
}

/* cuDeviceGetPCIBusId */
cudaError_t cudaDeviceGetPCIBusId(char *pciBusId, int len, int device)
{
    RT_INIT();
    RT_REQUIRE(pciBusId != NULL && len > 0);
    RT_RETURN(cufw_device_pci_bus_id(device, pciBusId, (size_t)len));
}

/* cuCtxSetCacheConfig; cudaFuncCache numbers are CUfunc_cache numbers */
cudaError_t cudaDeviceSetCacheConfig(enum cudaFuncCache cacheConfig)
{
    RT_INIT();
    RT_REQUIRE((unsigned)cacheConfig <= cudaFuncCachePreferEqual);
    RT_RETURN(cufw_device_set_cache_config((int)cacheConfig));
}

/* cuCtxGetCacheConfig */
cudaError_t cudaDeviceGetCacheConfig(enum cudaFuncCache *pCacheConfig)
{
    int c = 0, rc;

    RT_INIT();
    RT_REQUIRE(pCacheConfig != NULL);
    rc = cufw_device_cache_config(&c);
    if (rc != CUFW_OK)
        return cufw__rt_from(rc);
    *pCacheConfig = (enum cudaFuncCache)c;
    return cudaSuccess;
}
