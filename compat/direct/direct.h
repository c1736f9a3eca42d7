/* SPDX-License-Identifier: MIT */
/*
 * compat/direct/direct.h -- the private header of the direct families: the
 * Runtime functions that are each the one Driver call they stand for, with
 * the Runtime's checks around it (arrays, textures, pools, IPC, managed
 * memory, external resources, graphics interop, graphs, stream capture,
 * and the streams', devices', kernels' and driver's calls beyond core's:
 * stream_attr.c, device_attr.c, occupancy.c, driver_interop.c).
 *
 * The families in compat/ itself go through core, which owns the state
 * they touch (contexts, modules and kernels, handles, the error chain);
 * the families here own no state and make their Driver call directly,
 * through cufw/call.h (bound once, traced like core's own calls), naming
 * its entry in cufw/call_list.h. Only files in this folder include this
 * header, and only they call the driver (tests/docs/layers-t.sh). Beside
 * inner.h's exits:
 *
 *   r = RT_DRIVER(cuArrayCreate, &a, &desc);  the CUresult of the call;
 *                                             CUDA_ERROR_NOT_SUPPORTED when
 *                                             the driver lacks the entry
 *   RT_RETURN_IF_DRIVER_FAILS(cuArrayCreate, &a, &desc);
 *                                             the call, returning its
 *                                             mapped, recorded error if
 *                                             it fails
 *   RT_RETURN_DRIVER(cuArrayDestroy, a);      return the call's mapped,
 *                                             recorded result
 *   RT_RETURN_IF_DRIVER_RESULT_FAILS(r, cuArrayCreate);
 *   RT_RETURN_DRIVER_RESULT(r, cuArrayCreate); the same for a CUresult r
 *                                             the function got earlier
 *   RT_RETURN_IF_NOT_STARTED(p);              how most functions here
 *                                             start, in cudart's order:
 *                                             the first call's work, p
 *                                             NULL (cudaErrorInvalidValue),
 *                                             the context
 *
 * The entry's name is pasted and quoted, never expanded: cuda.h's macros
 * (cuMemcpy3D is cuMemcpy3D_v2) do not reach it.
 */
#ifndef CUFW_COMPAT_DIRECT_H
#define CUFW_COMPAT_DIRECT_H

#include "../inner.h"

#include <stdint.h>

#include <cufw/call.h>

#define RT_DRIVER(name, ...)                                                                    \
    (cufw_call_##name() != NULL ? cufw_call_##name()(__VA_ARGS__) : CUDA_ERROR_NOT_SUPPORTED)

#define RT_RETURN_DRIVER(name, ...)                                                             \
    return cufw__rt_driver_return(cufw_call_##name() != NULL ? cufw_call_##name()(__VA_ARGS__)  \
                                                             : CUDA_ERROR_NOT_SUPPORTED,        \
                                  #name)

#define RT_RETURN_IF_DRIVER_FAILS(name, ...)                                                    \
    do {                                                                                        \
        CUresult rt_r_ = cufw_call_##name() != NULL ? cufw_call_##name()(__VA_ARGS__)           \
                                                    : CUDA_ERROR_NOT_SUPPORTED;                 \
        if (CUFW_UNLIKELY(rt_r_ != CUDA_SUCCESS))                                                 \
            return cufw__rt_driver_return(rt_r_, #name);                                        \
    } while (0)

/* The start of a function with a pointer it cannot do without (an output,
 * or its parameters), in the order cudart checks (seen on the H200): the
 * first call's work (its error), p NULL (cudaErrorInvalidValue), then the
 * current context, made current when none is. */
#define RT_RETURN_IF_NOT_STARTED(p)                                                             \
    do {                                                                                        \
        RT_RETURN_IF_NOT_READY();                                                               \
        RT_RETURN_IF((p) == NULL, cudaErrorInvalidValue);                                       \
        RT_RETURN_IF_NO_CONTEXT();                                                              \
    } while (0)

#define RT_RETURN_DRIVER_RESULT(r, name) return cufw__rt_driver_return((r), #name)

#define RT_RETURN_IF_DRIVER_RESULT_FAILS(r, name)                                               \
    do {                                                                                        \
        CUresult rt_r_ = (r);                                                                   \
        if (CUFW_UNLIKELY(rt_r_ != CUDA_SUCCESS))                                                 \
            return cufw__rt_driver_return(rt_r_, #name);                                        \
    } while (0)

/* The Runtime ordinal of a CUdevice the driver answered (device_attr.c):
 * the i whose cuDeviceGet(i) it is; cudaErrorInvalidDevice (recorded) when
 * it is none of cufw's devices. */
CUFW_HIDDEN cudaError_t cufw__rt_device_attr_ordinal(CUdevice dev, int *ordinal);
/* The Runtime's checks before a call on one device, in its order
 * (device_attr.c): the driver ready, the arguments (cudaErrorInvalidValue
 * if bad_args), then the ordinal's CUdevice (cuDeviceGet;
 * cudaErrorInvalidDevice out of range). Errors are recorded. */
CUFW_HIDDEN cudaError_t cufw__rt_device_attr_checked(int bad_args, int ordinal, CUdevice *dev);

/*
 * An execution context (CUDA 13.1's cudaExecutionContext_t, context.c) is
 * the Runtime's own handle, which NVIDIA documents as opaque and not
 * convertible to a Driver handle: a device's primary context is its
 * CUcontext as it is; a green context is its CUgreenCtx with the lowest
 * bit set (RT_CONTEXT_GREEN), which no Driver handle has (a pointer to
 * the driver's aligned objects), so that telling them apart takes no
 * table and no Driver call.
 */
#define RT_CONTEXT_GREEN ((uintptr_t)1)
static inline int cufw__rt_context_is_green(const void *ctx)
{
    return ((uintptr_t)ctx & RT_CONTEXT_GREEN) != 0;
}
static inline CUgreenCtx cufw__rt_context_green(const void *ctx)
{
    return (CUgreenCtx)((uintptr_t)ctx & ~RT_CONTEXT_GREEN);
}
/* The CUcontext an execution context stands for: a primary context's
 * own; a green context's cuCtxFromGreenCtx, or the CUgreenCtx itself when
 * that fails (which a Driver call then refuses as no context). NULL stays
 * NULL. */
CUFW_HIDDEN CUcontext cufw__rt_context_cu(const void *ctx);

#endif
