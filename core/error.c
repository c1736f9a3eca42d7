/* SPDX-License-Identifier: MIT */
/*
 * core/error.c -- the per-thread last failure, the mapping from CUresult,
 * and the sticky errors (names and messages: errname.c).
 *
 * A failure records, in thread-local storage, its raw CUresult (0 when cufw
 * itself failed) and a detail sentence. Sticky driver errors (the context
 * is corrupted) are also kept process-wide, first one wins, until that
 * device is reset, and per device, for its context (device.c asks after a
 * reset). Of the rest of core this file reads the driver's table only, for
 * the driver's names of a CUresult: the device a failure belongs to comes
 * with it (cufw__device_call_failed, device.c).
 */
#include "inner.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static _Thread_local int last_result;
static _Thread_local char last_detail[CUFW__DETAIL_SIZE];

int cufw_driver_result(void)
{
    return last_result;
}

const char *cufw_error_detail(void)
{
    return last_detail;
}

void cufw__error_save(struct cufw__error_state *s)
{
    s->result = last_result;
    memcpy(s->detail, last_detail, sizeof s->detail);
}

void cufw__error_restore(const struct cufw__error_state *s)
{
    last_result = s->result;
    memcpy(last_detail, s->detail, sizeof last_detail);
}

/* Write the detail sentence; one that does not fit is cut and says so. */
static void detail_format(const char *fmt, va_list ap)
{
    int n = vsnprintf(last_detail, sizeof last_detail, fmt, ap);

    if (n >= (int)sizeof last_detail)
        memcpy(last_detail + sizeof last_detail - 4, "...", 4);
}

int cufw__error_fail(int code, const char *fmt, ...)
{
    va_list ap;

    last_result = 0;
    va_start(ap, fmt);
    detail_format(fmt, ap);
    va_end(ap);
    return code;
}

int cufw__error_not_ready(void)
{
    return cufw__error_fail(CUFW_ERROR_NOT_INITIALIZED,
                            "cufw_init() has not been called or did not succeed");
}

int cufw__error_refine(int code, const char *fmt, ...)
{
    va_list ap;

    va_start(ap, fmt);
    detail_format(fmt, ap);
    va_end(ap);
    return code;
}

/*
 * Every CUresult core gives its own code, and whether the driver calls it
 * sticky (the context is corrupted and stays so until a reset): X(CUresult,
 * cufw code, sticky). Anything else is CUFW_ERROR_DRIVER; CUDA_SUCCESS is
 * CUFW_OK. docs/errors.md, "Driver failures", is this list in words.
 */
#define CUFW_RESULT_LIST(X)                                                                     \
    X(CUDA_ERROR_INVALID_VALUE, CUFW_ERROR_INVALID_VALUE, 0)                                    \
    X(CUDA_ERROR_OUT_OF_MEMORY, CUFW_ERROR_OUT_OF_MEMORY, 0)                                    \
    X(CUDA_ERROR_NOT_INITIALIZED, CUFW_ERROR_NOT_INITIALIZED, 0)                                \
    X(CUDA_ERROR_DEINITIALIZED, CUFW_ERROR_NOT_INITIALIZED, 0)                                  \
    X(CUDA_ERROR_NO_DEVICE, CUFW_ERROR_NO_DEVICE, 0)                                            \
    X(CUDA_ERROR_STUB_LIBRARY, CUFW_ERROR_STUB_LIBRARY, 0)                                      \
    X(CUDA_ERROR_INVALID_DEVICE, CUFW_ERROR_INVALID_DEVICE, 0)                                  \
    X(CUDA_ERROR_NO_BINARY_FOR_GPU, CUFW_ERROR_NO_BINARY_FOR_GPU, 0)                            \
    X(CUDA_ERROR_UNSUPPORTED_PTX_VERSION, CUFW_ERROR_UNSUPPORTED_PTX, 0)                        \
    X(CUDA_ERROR_INVALID_IMAGE, CUFW_ERROR_INVALID_IMAGE, 0)                                    \
    X(CUDA_ERROR_INVALID_PTX, CUFW_ERROR_INVALID_IMAGE, 0)                                      \
    X(CUDA_ERROR_JIT_COMPILER_NOT_FOUND, CUFW_ERROR_INVALID_IMAGE, 0)                           \
    X(CUDA_ERROR_NOT_FOUND, CUFW_ERROR_NOT_FOUND, 0)                                            \
    X(CUDA_ERROR_NOT_READY, CUFW_ERROR_NOT_READY, 0)                                            \
    X(CUDA_ERROR_INVALID_HANDLE, CUFW_ERROR_DRIVER_HANDLE, 0)                                   \
    X(CUDA_ERROR_INVALID_CONTEXT, CUFW_ERROR_INVALID_CONTEXT, 0)                                \
    X(CUDA_ERROR_CONTEXT_IS_DESTROYED, CUFW_ERROR_INVALID_CONTEXT, 0)                           \
    X(CUDA_ERROR_PRIMARY_CONTEXT_ACTIVE, CUFW_ERROR_INVALID_CONTEXT, 0)                         \
    X(CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES, CUFW_ERROR_LAUNCH_OUT_OF_RESOURCES, 0)                \
    X(CUDA_ERROR_LAUNCH_TIMEOUT, CUFW_ERROR_LAUNCH_TIMEOUT, 0)                                  \
    X(CUDA_ERROR_ILLEGAL_ADDRESS, CUFW_ERROR_ILLEGAL_ADDRESS, 1)                                \
    X(CUDA_ERROR_ASSERT, CUFW_ERROR_DEVICE_ASSERT, 1)                                           \
    X(CUDA_ERROR_HARDWARE_STACK_ERROR, CUFW_ERROR_DEVICE_FAULT, 1)                              \
    X(CUDA_ERROR_ILLEGAL_INSTRUCTION, CUFW_ERROR_DEVICE_FAULT, 1)                               \
    X(CUDA_ERROR_MISALIGNED_ADDRESS, CUFW_ERROR_DEVICE_FAULT, 1)                                \
    X(CUDA_ERROR_INVALID_ADDRESS_SPACE, CUFW_ERROR_DEVICE_FAULT, 1)                             \
    X(CUDA_ERROR_INVALID_PC, CUFW_ERROR_DEVICE_FAULT, 1)                                        \
    X(CUDA_ERROR_LAUNCH_FAILED, CUFW_ERROR_DEVICE_FAULT, 1)                                     \
    X(CUDA_ERROR_ECC_UNCORRECTABLE, CUFW_ERROR_DEVICE_FAULT, 1)                                 \
    X(CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE, CUFW_ERROR_COOPERATIVE_TOO_LARGE, 0)             \
    X(CUDA_ERROR_NOT_SUPPORTED, CUFW_ERROR_NOT_SUPPORTED, 0)                                    \
    X(CUDA_ERROR_NOT_PERMITTED, CUFW_ERROR_NOT_PERMITTED, 0)                                    \
    X(CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED, CUFW_ERROR_NOT_PERMITTED, 0)                       \
    X(CUDA_ERROR_STREAM_CAPTURE_INVALIDATED, CUFW_ERROR_NOT_PERMITTED, 0)                       \
    X(CUDA_ERROR_DEVICE_UNAVAILABLE, CUFW_ERROR_DEVICE_UNAVAILABLE, 0)                          \
    X(CUDA_ERROR_DEVICE_NOT_LICENSED, CUFW_ERROR_DEVICE_UNAVAILABLE, 0)                         \
    X(CUDA_ERROR_PEER_ACCESS_UNSUPPORTED, CUFW_ERROR_PEER_ACCESS, 0)                            \
    X(CUDA_ERROR_PEER_ACCESS_NOT_ENABLED, CUFW_ERROR_PEER_ACCESS, 0)                            \
    X(CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED, CUFW_ERROR_PEER_ACCESS, 0)

/* Kept small, as every program links it: each CUresult and cufw code of
 * the list fits in 16 bits. */
struct result_row {
    unsigned short result, code;
    unsigned char sticky;
};

static const struct result_row results[] = {
#define CUFW_X_RESULT(result, code, sticky) {result, code, sticky},
    CUFW_RESULT_LIST(CUFW_X_RESULT)
#undef CUFW_X_RESULT
};

/* The row of r, or NULL (error paths only: a linear search is fine). */
static const struct result_row *row_of(CUresult r)
{
    const struct result_row *row;

    for (row = results; row < results + sizeof results / sizeof results[0]; row++)
        if (row->result == r)
            return row;
    return NULL;
}

int cufw__error_code_of(CUresult r)
{
    const struct result_row *row;

    if (r == CUDA_SUCCESS)
        return CUFW_OK;
    row = row_of(r);
    return row != NULL ? row->code : CUFW_ERROR_DRIVER;
}

/* The driver's sticky errors: the context can no longer be used. */
static int is_sticky(CUresult r)
{
    const struct result_row *row = row_of(r);

    return row != NULL && row->sticky;
}

/* First sticky error: device * 2^20 + CUresult + 1, or 0 for none; one
 * atomic word, so first-wins needs no lock. And each device's first, in
 * its current primary context (0: none). */
static atomic_llong sticky;
static atomic_int device_fault[CUFW_MAX_DEVICES];

int cufw__error_driver(CUresult r, const char *call, int device)
{
    const char *name = NULL, *text = NULL;
    int code = cufw__error_code_of(r);

    if (cufw__driver.cuGetErrorName != NULL)
        cufw__driver.cuGetErrorName(r, &name);
    if (cufw__driver.cuGetErrorString != NULL)
        cufw__driver.cuGetErrorString(r, &text);
    snprintf(last_detail, sizeof last_detail, "%s failed: %s (%d): %s", call,
             name != NULL ? name : "CUDA_ERROR_UNKNOWN", (int)r,
             text != NULL ? text : "unknown driver error");
    last_result = (int)r;
    if (is_sticky(r) && device >= 0 && device < CUFW_MAX_DEVICES) {
        long long none = 0, mine = ((long long)device << 20) + (long long)r + 1;

        atomic_compare_exchange_strong(&sticky, &none, mine);
        atomic_compare_exchange_strong(&device_fault[device], &(int){0}, (int)r);
    }
    return code;
}

int cufw__error_device_fault(int device)
{
    return atomic_load(&device_fault[device]);
}

void cufw__error_device_fault_clear(int device)
{
    atomic_store(&device_fault[device], 0);
}

void cufw__error_sticky_clear(int device)
{
    long long cur = atomic_load(&sticky);

    if (cur != 0 && (cur >> 20) == device)
        atomic_compare_exchange_strong(&sticky, &cur, 0);
}

void cufw__error_sticky_lost(int device)
{
    long long lost = ((long long)device << 20) + (long long)CUDA_ERROR_DEVICE_UNAVAILABLE + 1;

    atomic_store(&sticky, lost);
}

int cufw_sticky_error(int *code, int *driver_result, int *device)
{
    long long cur = atomic_load(&sticky);
    int r = cur != 0 ? (int)((cur & ((1 << 20) - 1)) - 1) : 0;

    if (code != NULL)
        *code = cur != 0 ? cufw__error_code_of((CUresult)r) : CUFW_OK;
    if (driver_result != NULL)
        *driver_result = r;
    if (device != NULL)
        *device = cur != 0 ? (int)(cur >> 20) : -1;
    return CUFW_OK;
}
