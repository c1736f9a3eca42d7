/*
 * compat/state.c -- lazy initialisation, the per-thread last error, and
 * cudaGetLastError/PeekAtLastError/GetErrorName/GetErrorString.
 *
 * cudart initialises itself on the first call that needs the driver; so
 * does compat: RT_INIT() costs one acquire load once initialised. A failed
 * call records its error in the calling thread's last error, which
 * cudaGetLastError returns and clears.
 */
#include "inner.h"

#include "error_list.h"

RT_HIDDEN atomic_int cufw__rt_ready;
static RT_TLS_IE _Thread_local cudaError_t last_error;
/* A failed initialisation is sticky in cudart: every thread's
 * cudaGetLastError keeps reporting it until initialisation succeeds. */
static atomic_int init_error;

cudaError_t cufw__rt_set(cudaError_t e)
{
    if (e != cudaSuccess && e != cudaErrorNotReady)
        last_error = e;
    return e;
}

cudaError_t cufw__rt_code(int rc)
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

cudaError_t cufw__rt_from(int rc)
{
    if (rc == CUFW_OK)
        return cudaSuccess;
    return cufw__rt_set(cufw__rt_code(rc));
}

/* cuInit, cuDeviceGetCount, cuDeviceGet (via cufw_init) */
cudaError_t cufw__rt_init_slow(void)
{
    int rc = cufw_init();

    if (rc != CUFW_OK) {
        atomic_store(&init_error, (int)cufw__rt_code(rc));
        return cufw__rt_from(rc);
    }
    atomic_store(&init_error, 0);
    atomic_store_explicit(&cufw__rt_ready, 1, memory_order_release);
    return cudaSuccess;
}

/* no Driver call: the thread's last error, then cleared */
cudaError_t cudaGetLastError(void)
{
    cudaError_t e = last_error;

    last_error = cudaSuccess;
    return e != cudaSuccess ? e : (cudaError_t)atomic_load(&init_error);
}

/* no Driver call */
cudaError_t cudaPeekAtLastError(void)
{
    return last_error != cudaSuccess ? last_error : (cudaError_t)atomic_load(&init_error);
}

/* One table, in value order, rather than two switch statements: the
 * codes run from 0 to 10000 and a switch would become a jump table that
 * large. Error paths only, so a linear search is fine. */
static const struct {
    int value;
    const char *name, *message;
} errors[] = {
#define RT_X_ROW(name, value, message) {value, #name, message},
    CUFW_RT_ERROR_LIST(RT_X_ROW)
#undef RT_X_ROW
};

static int error_index(cudaError_t error)
{
    int i;

    for (i = 0; i < (int)(sizeof errors / sizeof errors[0]); i++)
        if (errors[i].value == (int)error)
            return i;
    return -1;
}

/* no Driver call */
const char *cudaGetErrorName(cudaError_t error)
{
    int i = error_index(error);

    return i >= 0 ? errors[i].name : "unrecognized error code";
}

/* no Driver call */
const char *cudaGetErrorString(cudaError_t error)
{
    int i = error_index(error);

    return i >= 0 ? errors[i].message : "unrecognized error code";
}
