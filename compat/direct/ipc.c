/* SPDX-License-Identifier: MIT */
/*
 * compat/ipc.c -- interprocess memory and event handles.
 *
 * A cudaIpcMemHandle_t is a CUipcMemHandle and a cudaIpcEventHandle_t a
 * CUipcEventHandle: 64 opaque bytes the driver fills in one process and
 * opens in another, passed by value and copied across unchanged. The
 * pointer cudaIpcOpenMemHandle gives is mapped in the current device's
 * primary context; the event cudaIpcOpenEventHandle gives is a CUevent,
 * destroyed with cudaEventDestroy like any other.
 */
#include "direct.h"

#include <stdint.h>
#include <string.h>

_Static_assert(sizeof(cudaIpcMemHandle_t) == sizeof(CUipcMemHandle),
               "cudaIpcMemHandle_t is CUipcMemHandle");
_Static_assert(sizeof(cudaIpcEventHandle_t) == sizeof(CUipcEventHandle),
               "cudaIpcEventHandle_t is CUipcEventHandle");

/* cuIpcGetMemHandle */
cudaError_t RT_ENTRY(cudaIpcGetMemHandle)(cudaIpcMemHandle_t *handle, void *devPtr)
{
    RT_RETURN_IF_NOT_STARTED(handle);
    RT_RETURN_DRIVER(cuIpcGetMemHandle, (CUipcMemHandle *)handle, (CUdeviceptr)(uintptr_t)devPtr);
}

/* cuIpcOpenMemHandle_v2; cudaIpcMemLazyEnablePeerAccess is
 * CU_IPC_MEM_LAZY_ENABLE_PEER_ACCESS. The driver refuses a handle of the
 * calling process itself with CUDA_ERROR_INVALID_CONTEXT, whose number is
 * cudart's cudaErrorDeviceUninitialized (201). */
cudaError_t RT_ENTRY(cudaIpcOpenMemHandle)(void **devPtr, cudaIpcMemHandle_t handle,
                                           unsigned int flags)
{
    CUipcMemHandle h;
    CUdeviceptr p = 0;

    RT_RETURN_IF_NOT_STARTED(devPtr);
    memcpy(&h, &handle, sizeof h);
    RT_RETURN_IF_DRIVER_FAILS(cuIpcOpenMemHandle, &p, h, flags);
    *devPtr = (void *)(uintptr_t)p;
    return cudaSuccess;
}

/* cuIpcCloseMemHandle */
cudaError_t RT_ENTRY(cudaIpcCloseMemHandle)(void *devPtr)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuIpcCloseMemHandle, (CUdeviceptr)(uintptr_t)devPtr);
}

/* cuIpcGetEventHandle: the event must have been created with
 * cudaEventInterprocess | cudaEventDisableTiming */
cudaError_t RT_ENTRY(cudaIpcGetEventHandle)(cudaIpcEventHandle_t *handle, cudaEvent_t event)
{
    RT_RETURN_IF_NOT_STARTED(handle);
    RT_RETURN_DRIVER(cuIpcGetEventHandle, (CUipcEventHandle *)handle, (CUevent)event);
}

/* cuIpcOpenEventHandle */
cudaError_t RT_ENTRY(cudaIpcOpenEventHandle)(cudaEvent_t *event, cudaIpcEventHandle_t handle)
{
    CUipcEventHandle h;

    RT_RETURN_IF_NOT_STARTED(event);
    memcpy(&h, &handle, sizeof h);
    RT_RETURN_DRIVER(cuIpcOpenEventHandle, (CUevent *)event, h);
}

/* the exported names of the definitions above (inner.h) */
RT_EXPORTS(ipc);
