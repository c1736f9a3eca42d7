/* SPDX-License-Identifier: MIT */
/*
 * compat/direct/context.c -- execution contexts and device resources
 * ("Execution Context Management" in the Runtime API reference, CUDA 13.1
 * and later): a device's SMs read and split into groups, a descriptor of
 * some of them, a green context made of one, and the calls every
 * execution context answers -- its resources, device, id, streams, events
 * and synchronisation.
 *
 * IMPLEMENTATION NOTES
 * An execution context is the Runtime's own handle (direct.h): a device's
 * primary context is its CUcontext, a green context its CUgreenCtx with
 * the lowest bit set. So each call below is the Driver call for the kind
 * it was given, with no table: cuGreenCtx* for a green one, cuCtx* for a
 * primary one (cuCtxGetDevResource, cuCtxRecordEvent...), and where the
 * Driver has a call for contexts only (cuCtxSynchronize, cuCtxGetDevice)
 * the green context's CUcontext from cuCtxFromGreenCtx. A cudaDevResource
 * is a CUdevResource, a cudaDevSmResourceGroupParams a
 * CU_DEV_SM_RESOURCE_GROUP_PARAMS and a cudaDevResourceDesc_t a
 * CUdevResourceDesc (the assertions below hold the toolkit to it): passed
 * cast. A primary context's stream is made with that context current for
 * the one call (cuCtxSetCurrent around cuStreamCreateWithPriority), as the
 * Driver has no call that names a context for it. Everything here needs
 * CUDA 13.1's headers; with older ones only cufw__rt_context_cu is built.
 */
#include "direct.h"

/* see direct.h */
CUcontext cufw__rt_context_cu(const void *ctx)
{
    CUcontext c = NULL;

    if (!cufw__rt_context_is_green(ctx))
        return (CUcontext)(uintptr_t)ctx;
    if (RT_DRIVER(cuCtxFromGreenCtx, &c, cufw__rt_context_green(ctx)) != CUDA_SUCCESS)
        c = (CUcontext)(void *)cufw__rt_context_green(ctx);
    return c;
}

#if CUDART_VERSION >= 13010

_Static_assert(sizeof(cudaDevResource) == sizeof(CUdevResource) &&
                   offsetof(cudaDevResource, sm) == offsetof(CUdevResource, sm) &&
                   offsetof(cudaDevResource, nextResource) == offsetof(CUdevResource, nextResource),
               "cudaDevResource is CUdevResource");
_Static_assert(sizeof(struct cudaDevSmResource) == sizeof(CUdevSmResource),
               "cudaDevSmResource is CUdevSmResource");
_Static_assert(sizeof(cudaDevSmResourceGroupParams) == sizeof(CU_DEV_SM_RESOURCE_GROUP_PARAMS),
               "cudaDevSmResourceGroupParams is CU_DEV_SM_RESOURCE_GROUP_PARAMS");
_Static_assert((int)cudaDevResourceTypeSm == (int)CU_DEV_RESOURCE_TYPE_SM,
               "cudaDevResourceType numbers are the driver's");

/* The checks before a call on an execution context: the driver ready, ctx
 * given (it is a required parameter: cudaErrorInvalidValue), the other
 * arguments (cudaErrorInvalidValue if bad_args). */
static cudaError_t context_checked(cudaExecutionContext_t ctx, int bad_args)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(ctx == NULL || bad_args, cudaErrorInvalidValue);
    return cudaSuccess;
}

/* ------------------------------------------------------------ resources */

/* cuDeviceGet, cuDeviceGetDevResource */
cudaError_t RT_ENTRY(cudaDeviceGetDevResource)(int device, cudaDevResource *resource,
                                               enum cudaDevResourceType type)
{
    CUdevice dev;
    cudaError_t e = cufw__rt_device_attr_checked(resource == NULL, device, &dev);

    if (e != cudaSuccess)
        return e;
    RT_RETURN_DRIVER(cuDeviceGetDevResource, dev, (CUdevResource *)resource,
                     (CUdevResourceType)type);
}

/* cuDevSmResourceSplitByCount */
cudaError_t RT_ENTRY(cudaDevSmResourceSplitByCount)(cudaDevResource *result,
                                                    unsigned int *nbGroups,
                                                    const cudaDevResource *input,
                                                    cudaDevResource *remaining, unsigned int flags,
                                                    unsigned int minCount)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(nbGroups == NULL || input == NULL, cudaErrorInvalidValue);
    RT_RETURN_DRIVER(cuDevSmResourceSplitByCount, (CUdevResource *)result, nbGroups,
                     (const CUdevResource *)input, (CUdevResource *)remaining, flags, minCount);
}

/* cuDevSmResourceSplit */
cudaError_t RT_ENTRY(cudaDevSmResourceSplit)(cudaDevResource *result, unsigned int nbGroups,
                                             const cudaDevResource *input,
                                             cudaDevResource *remainder, unsigned int flags,
                                             cudaDevSmResourceGroupParams *groupParams)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(input == NULL, cudaErrorInvalidValue);
    RT_RETURN_DRIVER(cuDevSmResourceSplit, (CUdevResource *)result, nbGroups,
                     (const CUdevResource *)input, (CUdevResource *)remainder, flags,
                     (CU_DEV_SM_RESOURCE_GROUP_PARAMS *)groupParams);
}

/* cuDevResourceGenerateDesc */
cudaError_t RT_ENTRY(cudaDevResourceGenerateDesc)(cudaDevResourceDesc_t *phDesc,
                                                  cudaDevResource *resources,
                                                  unsigned int nbResources)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(phDesc == NULL || resources == NULL || nbResources == 0,
                 cudaErrorInvalidValue);
    RT_RETURN_DRIVER(cuDevResourceGenerateDesc, (CUdevResourceDesc *)phDesc,
                     (CUdevResource *)resources, nbResources);
}

/* ------------------------------------------------------------ making them */

/* cuDeviceGet, cuGreenCtxCreate with CU_GREEN_CTX_DEFAULT_STREAM: the R580
 * drivers (CUDA 13.0) require that flag and refuse 0 with
 * CUDA_ERROR_INVALID_VALUE (seen on the H200, where cudart 13.5 makes the
 * context), and every later driver takes it too; CU_GREEN_CTX_NONE exists
 * only from 13.3's headers on. It retains the device's primary context for
 * the green context's life. */
cudaError_t RT_ENTRY(cudaGreenCtxCreate)(cudaExecutionContext_t *phCtx,
                                         cudaDevResourceDesc_t desc, int device,
                                         unsigned int flags)
{
    CUdevice dev;
    CUgreenCtx g = NULL;
    cudaError_t e = cufw__rt_device_attr_checked(phCtx == NULL || desc == NULL || flags != 0,
                                                 device, &dev);

    if (e != cudaSuccess)
        return e;
    RT_RETURN_IF_DRIVER_FAILS(cuGreenCtxCreate, &g, (CUdevResourceDesc)desc, dev,
                              CU_GREEN_CTX_DEFAULT_STREAM);
    if (((uintptr_t)g & RT_CONTEXT_GREEN) != 0) {
        /* a handle the tag cannot mark: given back, refused */
        RT_DRIVER(cuGreenCtxDestroy, g);
        RT_RETURN_ERROR(cudaErrorNotSupported);
    }
    *phCtx = (cudaExecutionContext_t)((uintptr_t)g | RT_CONTEXT_GREEN);
    return cudaSuccess;
}

/* cuDeviceGet, cuDevicePrimaryCtxRetain and cuDevicePrimaryCtxRelease
 * around core's own reference (cufw_device_init): the primary context,
 * initialised, its reference count as core keeps it */
cudaError_t RT_ENTRY(cudaDeviceGetExecutionCtx)(cudaExecutionContext_t *ctx, int device)
{
    CUdevice dev;
    CUcontext c = NULL;
    cudaError_t e = cufw__rt_device_attr_checked(ctx == NULL, device, &dev);

    if (e != cudaSuccess)
        return e;
    RT_RETURN_IF_FAILED(cufw_device_init(device));
    RT_RETURN_IF_DRIVER_FAILS(cuDevicePrimaryCtxRetain, &c, dev);
    RT_RETURN_IF_DRIVER_FAILS(cuDevicePrimaryCtxRelease, dev);
    *ctx = (cudaExecutionContext_t)c;
    return cudaSuccess;
}

/* cuGreenCtxDestroy; a primary context is not the program's to destroy
 * (cudart calls it undefined; compat refuses it) */
cudaError_t RT_ENTRY(cudaExecutionCtxDestroy)(cudaExecutionContext_t ctx)
{
    cudaError_t e = context_checked(ctx, !cufw__rt_context_is_green(ctx));

    if (e != cudaSuccess)
        return e;
    RT_RETURN_DRIVER(cuGreenCtxDestroy, cufw__rt_context_green(ctx));
}

/* ------------------------------------------------------------ what they answer */

/* cuGreenCtxGetDevResource or cuCtxGetDevResource */
cudaError_t RT_ENTRY(cudaExecutionCtxGetDevResource)(cudaExecutionContext_t ctx,
                                                     cudaDevResource *resource,
                                                     enum cudaDevResourceType type)
{
    cudaError_t e = context_checked(ctx, resource == NULL);

    if (e != cudaSuccess)
        return e;
    if (cufw__rt_context_is_green(ctx))
        RT_RETURN_DRIVER(cuGreenCtxGetDevResource, cufw__rt_context_green(ctx),
                         (CUdevResource *)resource, (CUdevResourceType)type);
    RT_RETURN_DRIVER(cuCtxGetDevResource, (CUcontext)ctx, (CUdevResource *)resource,
                     (CUdevResourceType)type);
}

/* (a green one: cuCtxFromGreenCtx) cuCtxGetDevice_v2, the CUdevice's ordinal */
cudaError_t RT_ENTRY(cudaExecutionCtxGetDevice)(int *device, cudaExecutionContext_t ctx)
{
    CUdevice dev;
    cudaError_t e = context_checked(ctx, device == NULL);

    if (e != cudaSuccess)
        return e;
    RT_RETURN_IF_DRIVER_FAILS(cuCtxGetDevice, &dev, cufw__rt_context_cu(ctx));
    return cufw__rt_device_attr_ordinal(dev, device);
}

/* cuGreenCtxGetId or cuCtxGetId */
cudaError_t RT_ENTRY(cudaExecutionCtxGetId)(cudaExecutionContext_t ctx, unsigned long long *ctxId)
{
    cudaError_t e = context_checked(ctx, ctxId == NULL);

    if (e != cudaSuccess)
        return e;
    if (cufw__rt_context_is_green(ctx))
        RT_RETURN_DRIVER(cuGreenCtxGetId, cufw__rt_context_green(ctx), ctxId);
    RT_RETURN_DRIVER(cuCtxGetId, (CUcontext)ctx, ctxId);
}

/* cuStreamGetDevResource. A driver older than the Runtime (13.0's under
 * a 13.1 or later Runtime, which minor-version compatibility allows) lacks
 * it: then the stream's context answers, as cudart 13.5 was seen to do on
 * driver 580 (the H200, 2026-12-01) -- cuStreamGetCtx (its 12.5 form,
 * which names the green context too), then cuGreenCtxGetDevResource of
 * its green context, or cuCtxGetDevResource of its context. */
static cudaError_t stream_resource(CUstream s, cudaDevResource *resource,
                                   enum cudaDevResourceType type)
{
    CUcontext c = NULL;
    CUgreenCtx g = NULL;

    RT_RETURN_IF_NOT_STARTED(resource);
    if (cufw_call_cuStreamGetDevResource() != NULL)
        RT_RETURN_DRIVER(cuStreamGetDevResource, s, (CUdevResource *)resource,
                         (CUdevResourceType)type);
    RT_RETURN_IF_DRIVER_FAILS(cuStreamGetCtx, s, &c, &g);
    if (g != NULL)
        RT_RETURN_DRIVER(cuGreenCtxGetDevResource, g, (CUdevResource *)resource,
                         (CUdevResourceType)type);
    RT_RETURN_DRIVER(cuCtxGetDevResource, c, (CUdevResource *)resource, (CUdevResourceType)type);
}

cudaError_t RT_ENTRY(cudaStreamGetDevResource)(cudaStream_t hStream, cudaDevResource *resource,
                                               enum cudaDevResourceType type)
{
    return stream_resource(cufw__rt_cu_stream(hStream), resource, type);
}

cudaError_t RT_ENTRY(cudaStreamGetDevResource_ptsz)(cudaStream_t hStream,
                                                    cudaDevResource *resource,
                                                    enum cudaDevResourceType type)
{
    return stream_resource(cufw__rt_cu_stream_ptsz(hStream), resource, type);
}

/* ------------------------------------------------------------ work in them */

/* cuGreenCtxStreamCreate; a primary context's: cuCtxGetCurrent,
 * cuCtxSetCurrent, cuStreamCreateWithPriority, cuCtxSetCurrent back */
cudaError_t RT_ENTRY(cudaExecutionCtxStreamCreate)(cudaStream_t *phStream,
                                                   cudaExecutionContext_t ctx, unsigned int flags,
                                                   int priority)
{
    CUcontext was = NULL;
    CUresult r;
    cudaError_t e = context_checked(ctx, phStream == NULL || (flags & ~1u) != 0);

    if (e != cudaSuccess)
        return e;
    if (cufw__rt_context_is_green(ctx))
        RT_RETURN_DRIVER(cuGreenCtxStreamCreate, (CUstream *)phStream,
                         cufw__rt_context_green(ctx), flags, priority);
    RT_RETURN_IF_DRIVER_FAILS(cuCtxGetCurrent, &was);
    RT_RETURN_IF_DRIVER_FAILS(cuCtxSetCurrent, (CUcontext)ctx);
    r = RT_DRIVER(cuStreamCreateWithPriority, (CUstream *)phStream, flags, priority);
    RT_RETURN_IF_DRIVER_FAILS(cuCtxSetCurrent, was);
    RT_RETURN_DRIVER_RESULT(r, cuStreamCreateWithPriority);
}

/* (a green one: cuCtxFromGreenCtx) cuCtxSynchronize_v2 */
cudaError_t RT_ENTRY(cudaExecutionCtxSynchronize)(cudaExecutionContext_t ctx)
{
    cudaError_t e = context_checked(ctx, 0);

    if (e != cudaSuccess)
        return e;
    RT_RETURN_DRIVER(cuCtxSynchronize, cufw__rt_context_cu(ctx));
}

/* An event recorded in (cuGreenCtxRecordEvent, cuCtxRecordEvent) or
 * waited on by (cuGreenCtxWaitEvent, cuCtxWaitEvent) the work of an
 * execution context, by the kind of context it stands for. */
static cudaError_t context_event(int wait, cudaExecutionContext_t ctx, cudaEvent_t event)
{
    cudaError_t e = context_checked(ctx, event == NULL);
    CUevent ev = (CUevent)event;

    if (e != cudaSuccess)
        return e;
    if (cufw__rt_context_is_green(ctx)) {
        CUgreenCtx g = cufw__rt_context_green(ctx);

        if (wait)
            RT_RETURN_DRIVER(cuGreenCtxWaitEvent, g, ev);
        RT_RETURN_DRIVER(cuGreenCtxRecordEvent, g, ev);
    }
    if (wait)
        RT_RETURN_DRIVER(cuCtxWaitEvent, (CUcontext)ctx, ev);
    RT_RETURN_DRIVER(cuCtxRecordEvent, (CUcontext)ctx, ev);
}

/* cuGreenCtxRecordEvent or cuCtxRecordEvent */
cudaError_t RT_ENTRY(cudaExecutionCtxRecordEvent)(cudaExecutionContext_t ctx, cudaEvent_t event)
{
    return context_event(0, ctx, event);
}

/* cuGreenCtxWaitEvent or cuCtxWaitEvent */
cudaError_t RT_ENTRY(cudaExecutionCtxWaitEvent)(cudaExecutionContext_t ctx, cudaEvent_t event)
{
    return context_event(1, ctx, event);
}

/* the exported names of the definitions above (inner.h) */
RT_EXPORTS(context);

#endif
