/* SPDX-License-Identifier: MIT */
/*
 * compat/error.c -- where one error convention becomes another, and the
 * calling thread's last error.
 *
 * A Runtime function's failure travels two steps, each in one place:
 *
 *   CUresult   --core/error.c, cufw__error_code_of-->   cufw code (1..399)
 *   cufw code  --here, cufw__rt_error_of-->              cudaError_t
 *
 * core keeps the raw CUresult beside its code (cufw_driver_result), and
 * the second step uses it: where the runtime and the driver describe the
 * same condition their numbers match, so a driver failure becomes its own
 * CUresult. cufw__rt_error_return (the RT_RETURN macro) is the one exit of
 * every Runtime function that called core: it maps and records. A failed
 * call records its error in the calling thread's last error, which
 * cudaGetLastError returns and clears.
 */
#include "inner.h"

#include "error_list.h"

#include <cufw/call.h> /* cufw_call_failed: how core records a failed Driver call */

#include <string.h>

static CUFW_TLS_IE _Thread_local cudaError_t last_error;
CUFW_HIDDEN atomic_int cufw__rt_error_init;

#if !CUFW_TRACE_ENABLED
/* Every family calls this file, so this reference to the table of every
 * definition brings all of compat into a link that takes any of it: no weak
 * stand-in a library defines can win over an export (compat/trace.c). */
static const void *const *const rt_link_anchor __attribute__((used)) = cufw__rt_exports;
#endif

cudaError_t cufw__rt_error_record(cudaError_t e)
{
    if (e != cudaSuccess && e != cudaErrorNotReady)
        last_error = e;
    return e;
}

cudaError_t cufw__rt_error_of(int rc)
{
    int r;

    switch (rc) {
    case CUFW_OK:
        return cudaSuccess;
    case CUFW_ERROR_INVALID_ARGUMENT:
    case CUFW_ERROR_INVALID_VALUE:
        return cudaErrorInvalidValue;
    case CUFW_ERROR_INVALID_HANDLE:
    case CUFW_ERROR_DRIVER_HANDLE:
        return cudaErrorInvalidResourceHandle;
    case CUFW_ERROR_CAPACITY:
    case CUFW_ERROR_OUT_OF_MEMORY:
        return cudaErrorMemoryAllocation;
    case CUFW_ERROR_NOT_FOUND:
    case CUFW_ERROR_DRIVER_NOT_FOUND:
        return cudaErrorSymbolNotFound;
    case CUFW_ERROR_NOT_READY:
        return cudaErrorNotReady;
    case CUFW_ERROR_NOT_INITIALIZED:
        return cudaErrorInitializationError;
    case CUFW_ERROR_INVALID_DEVICE:
        return cudaErrorInvalidDevice;
    case CUFW_ERROR_NO_DRIVER:
    case CUFW_ERROR_DRIVER_SYMBOL:
    case CUFW_ERROR_DRIVER_TOO_OLD:
        return cudaErrorInsufficientDriver;
    case CUFW_ERROR_NO_DEVICE:
        return cudaErrorNoDevice;
    case CUFW_ERROR_STUB_LIBRARY:
        return cudaErrorStubLibrary;
    case CUFW_ERROR_FATBIN_NO_IMAGE:
        return cudaErrorNoKernelImageForDevice;
    case CUFW_ERROR_DEVICE_UNAVAILABLE:
        return cudaErrorDevicesUnavailable;
    default:
        break;
    }
    if (rc >= 200 && rc < 300)
        return cudaErrorInvalidKernelImage; /* a damaged fatbin */
    /* Everything else came from the driver, whose codes the runtime shares
     * where both describe the same condition. */
    r = cufw_driver_result();
    if (r == CUDA_ERROR_NOT_INITIALIZED)
        return cudaErrorInitializationError;
    return r != 0 ? (cudaError_t)r : cudaErrorUnknown;
}

cudaError_t cufw__rt_error_return(int rc)
{
    if (rc == CUFW_OK)
        return cudaSuccess;
    return cufw__rt_error_record(cufw__rt_error_of(rc));
}

/* no Driver call: the thread's last error, then cleared; a failed
 * initialisation stays reported until one succeeds (init.c) */
cudaError_t RT_ENTRY(cudaGetLastError)(void)
{
    cudaError_t e = last_error;

    last_error = cudaSuccess;
    return e != cudaSuccess ? e : (cudaError_t)atomic_load(&cufw__rt_error_init);
}

/* no Driver call */
cudaError_t RT_ENTRY(cudaPeekAtLastError)(void)
{
    return last_error != cudaSuccess ? last_error : (cudaError_t)atomic_load(&cufw__rt_error_init);
}
/* The codes in the list's order (value order, then the later toolkits'
 * additions), and their names and messages as runs of NUL-terminated
 * strings in the same order: no pointers (nothing for the dynamic linker
 * to relocate), and a program that never asks for a message links no
 * message. Rather than two switch statements, whose codes run from 0 to
 * 10000 (a jump table that large); error paths only, so a linear search
 * is fine. The codes are ints, a cudaError_t's size: cudaGetExportTable
 * hands the array out as it is (cufw__rt_error_codes). */
static const int error_values[] = {
#define RT_X_VALUE(name, value, message) value,
    CUFW_RT_ERROR_LIST(RT_X_VALUE)
#undef RT_X_VALUE
};
static const char error_names[] =
#define RT_X_NAME(name, value, message) #name "\0"
    CUFW_RT_ERROR_LIST(RT_X_NAME)
#undef RT_X_NAME
    ;
static const char error_messages[] =
#define RT_X_MESSAGE(name, value, message) message "\0"
    CUFW_RT_ERROR_LIST(RT_X_MESSAGE)
#undef RT_X_MESSAGE
    ;

/* The text of error among runs (error_names or error_messages). */
static const char *error_text(cudaError_t error, const char *runs)
{
    int i;

    for (i = 0; i < (int)(sizeof error_values / sizeof error_values[0]); i++) {
        if (error_values[i] == (int)error)
            return runs;
        runs += strlen(runs) + 1;
    }
    return "unrecognized error code";
}

/* no Driver call */
const char *RT_ENTRY(cudaGetErrorName)(cudaError_t error)
{
    return error_text(error, error_names);
}

/* no Driver call */
const char *RT_ENTRY(cudaGetErrorString)(cudaError_t error)
{
    return error_text(error, error_messages);
}

/* No Driver call, nothing recorded, no NULL check (cudart 13.0's has
 * none): the function of the table cudaGetExportTable answers itself for
 * the list of error codes (direct/driver_interop.c). */
cudaError_t cufw__rt_error_codes(size_t *count, const int **codes)
{
    *count = sizeof error_values / sizeof error_values[0];
    *codes = error_values;
    return cudaSuccess;
}

cudaError_t cufw__rt_driver_return(CUresult r, const char *name)
{
    if (__builtin_expect(r == CUDA_SUCCESS, 1))
        return cudaSuccess;
    return cufw__rt_error_return(cufw_call_failed((int)r, name));
}

/* the exported names of the definitions above (inner.h) */
RT_EXPORTS(error);
