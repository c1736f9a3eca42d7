/* SPDX-License-Identifier: MIT */
/*
 * tests/fakecuda/names.c -- the name of every CUresult of cuda.h (the list
 * was taken from the enum of the CUDA 13.0 header; values come from the
 * header itself), for cuGetErrorName, cuGetErrorString and the fault
 * specs. The message of a code is its name in words ("out of memory").
 */
#include "config.h"

#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fake.h"

/* the codes later than CUDA 12.4's cuda.h (13.0 has them) */
#if CUDA_VERSION >= 13000
#define FAKE_RESULT_LIST_13000(X)                                                               \
    X(CUDA_ERROR_CALL_REQUIRES_NEWER_DRIVER) X(CUDA_ERROR_CONTAINED)                            \
    X(CUDA_ERROR_TENSOR_MEMORY_LEAK) X(CUDA_ERROR_KEY_ROTATION)
#else
#define FAKE_RESULT_LIST_13000(X)
#endif
#define FAKE_RESULT_LIST(X) \
    X(CUDA_SUCCESS) \
    X(CUDA_ERROR_INVALID_VALUE) \
    X(CUDA_ERROR_OUT_OF_MEMORY) \
    X(CUDA_ERROR_NOT_INITIALIZED) \
    X(CUDA_ERROR_DEINITIALIZED) \
    X(CUDA_ERROR_PROFILER_DISABLED) \
    X(CUDA_ERROR_PROFILER_NOT_INITIALIZED) \
    X(CUDA_ERROR_PROFILER_ALREADY_STARTED) \
    X(CUDA_ERROR_PROFILER_ALREADY_STOPPED) \
    X(CUDA_ERROR_STUB_LIBRARY) \
    X(CUDA_ERROR_DEVICE_UNAVAILABLE) \
    X(CUDA_ERROR_NO_DEVICE) \
    X(CUDA_ERROR_INVALID_DEVICE) \
    X(CUDA_ERROR_DEVICE_NOT_LICENSED) \
    X(CUDA_ERROR_INVALID_IMAGE) \
    X(CUDA_ERROR_INVALID_CONTEXT) \
    X(CUDA_ERROR_CONTEXT_ALREADY_CURRENT) \
    X(CUDA_ERROR_MAP_FAILED) \
    X(CUDA_ERROR_UNMAP_FAILED) \
    X(CUDA_ERROR_ARRAY_IS_MAPPED) \
    X(CUDA_ERROR_ALREADY_MAPPED) \
    X(CUDA_ERROR_NO_BINARY_FOR_GPU) \
    X(CUDA_ERROR_ALREADY_ACQUIRED) \
    X(CUDA_ERROR_NOT_MAPPED) \
    X(CUDA_ERROR_NOT_MAPPED_AS_ARRAY) \
    X(CUDA_ERROR_NOT_MAPPED_AS_POINTER) \
    X(CUDA_ERROR_ECC_UNCORRECTABLE) \
    X(CUDA_ERROR_UNSUPPORTED_LIMIT) \
    X(CUDA_ERROR_CONTEXT_ALREADY_IN_USE) \
    X(CUDA_ERROR_PEER_ACCESS_UNSUPPORTED) \
    X(CUDA_ERROR_INVALID_PTX) \
    X(CUDA_ERROR_INVALID_GRAPHICS_CONTEXT) \
    X(CUDA_ERROR_NVLINK_UNCORRECTABLE) \
    X(CUDA_ERROR_JIT_COMPILER_NOT_FOUND) \
    X(CUDA_ERROR_UNSUPPORTED_PTX_VERSION) \
    X(CUDA_ERROR_JIT_COMPILATION_DISABLED) \
    X(CUDA_ERROR_UNSUPPORTED_EXEC_AFFINITY) \
    X(CUDA_ERROR_UNSUPPORTED_DEVSIDE_SYNC) \
    X(CUDA_ERROR_INVALID_SOURCE) \
    X(CUDA_ERROR_FILE_NOT_FOUND) \
    X(CUDA_ERROR_SHARED_OBJECT_SYMBOL_NOT_FOUND) \
    X(CUDA_ERROR_SHARED_OBJECT_INIT_FAILED) \
    X(CUDA_ERROR_OPERATING_SYSTEM) \
    X(CUDA_ERROR_INVALID_HANDLE) \
    X(CUDA_ERROR_ILLEGAL_STATE) \
    X(CUDA_ERROR_LOSSY_QUERY) \
    X(CUDA_ERROR_NOT_FOUND) \
    X(CUDA_ERROR_NOT_READY) \
    X(CUDA_ERROR_ILLEGAL_ADDRESS) \
    X(CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES) \
    X(CUDA_ERROR_LAUNCH_TIMEOUT) \
    X(CUDA_ERROR_LAUNCH_INCOMPATIBLE_TEXTURING) \
    X(CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED) \
    X(CUDA_ERROR_PEER_ACCESS_NOT_ENABLED) \
    X(CUDA_ERROR_PRIMARY_CONTEXT_ACTIVE) \
    X(CUDA_ERROR_CONTEXT_IS_DESTROYED) \
    X(CUDA_ERROR_ASSERT) \
    X(CUDA_ERROR_TOO_MANY_PEERS) \
    X(CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED) \
    X(CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED) \
    X(CUDA_ERROR_HARDWARE_STACK_ERROR) \
    X(CUDA_ERROR_ILLEGAL_INSTRUCTION) \
    X(CUDA_ERROR_MISALIGNED_ADDRESS) \
    X(CUDA_ERROR_INVALID_ADDRESS_SPACE) \
    X(CUDA_ERROR_INVALID_PC) \
    X(CUDA_ERROR_LAUNCH_FAILED) \
    X(CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE) \
    X(CUDA_ERROR_NOT_PERMITTED) \
    X(CUDA_ERROR_NOT_SUPPORTED) \
    X(CUDA_ERROR_SYSTEM_NOT_READY) \
    X(CUDA_ERROR_SYSTEM_DRIVER_MISMATCH) \
    X(CUDA_ERROR_COMPAT_NOT_SUPPORTED_ON_DEVICE) \
    X(CUDA_ERROR_MPS_CONNECTION_FAILED) \
    X(CUDA_ERROR_MPS_RPC_FAILURE) \
    X(CUDA_ERROR_MPS_SERVER_NOT_READY) \
    X(CUDA_ERROR_MPS_MAX_CLIENTS_REACHED) \
    X(CUDA_ERROR_MPS_MAX_CONNECTIONS_REACHED) \
    X(CUDA_ERROR_MPS_CLIENT_TERMINATED) \
    X(CUDA_ERROR_CDP_NOT_SUPPORTED) \
    X(CUDA_ERROR_CDP_VERSION_MISMATCH) \
    X(CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED) \
    X(CUDA_ERROR_STREAM_CAPTURE_INVALIDATED) \
    X(CUDA_ERROR_STREAM_CAPTURE_MERGE) \
    X(CUDA_ERROR_STREAM_CAPTURE_UNMATCHED) \
    X(CUDA_ERROR_STREAM_CAPTURE_UNJOINED) \
    X(CUDA_ERROR_STREAM_CAPTURE_ISOLATION) \
    X(CUDA_ERROR_STREAM_CAPTURE_IMPLICIT) \
    X(CUDA_ERROR_CAPTURED_EVENT) \
    X(CUDA_ERROR_STREAM_CAPTURE_WRONG_THREAD) \
    X(CUDA_ERROR_TIMEOUT) \
    X(CUDA_ERROR_GRAPH_EXEC_UPDATE_FAILURE) \
    X(CUDA_ERROR_EXTERNAL_DEVICE) \
    X(CUDA_ERROR_INVALID_CLUSTER_SIZE) \
    X(CUDA_ERROR_FUNCTION_NOT_LOADED) \
    X(CUDA_ERROR_INVALID_RESOURCE_TYPE) \
    X(CUDA_ERROR_INVALID_RESOURCE_CONFIGURATION) \
    X(CUDA_ERROR_UNKNOWN) \
    FAKE_RESULT_LIST_13000(X)

static const struct {
    CUresult value;
    const char *name;
} results[] = {
#define FAKE_X_ROW(name) {name, #name},
    FAKE_RESULT_LIST(FAKE_X_ROW)
#undef FAKE_X_ROW
};
#define NRESULTS (sizeof results / sizeof results[0])

static char *messages[NRESULTS];
static pthread_once_t messages_once = PTHREAD_ONCE_INIT;

const char *fake_result_name(CUresult r)
{
    size_t i;

    for (i = 0; i < NRESULTS; i++)
        if (results[i].value == r)
            return results[i].name;
    return NULL;
}

/* "CUDA_ERROR_OUT_OF_MEMORY" -> "out of memory" */
static void make_messages(void)
{
    size_t i, j;

    for (i = 0; i < NRESULTS; i++) {
        const char *n = results[i].name;
        char *m;

        n += strncmp(n, "CUDA_ERROR_", 11) == 0 ? 11 : 5;
        m = malloc(strlen(n) + 1);
        if (m == NULL)
            continue;
        for (j = 0; n[j] != '\0'; j++)
            m[j] = n[j] == '_' ? ' ' : (char)tolower((unsigned char)n[j]);
        m[j] = '\0';
        messages[i] = m;
    }
}

static const char *result_message(CUresult r)
{
    size_t i;

    pthread_once(&messages_once, make_messages);
    for (i = 0; i < NRESULTS; i++)
        if (results[i].value == r)
            return messages[i];
    return NULL;
}

/* A code in a fault spec: decimal, or a CUDA_ERROR_* / CUDA_SUCCESS name. */
int fake_result_parse(const char *s, CUresult *out)
{
    size_t i;
    char *end;
    long v;

    if (s == NULL || *s == '\0')
        return -1;
    if (isdigit((unsigned char)*s)) {
        v = strtol(s, &end, 10);
        if (*end != '\0' || v < 0 || v > 100000)
            return -1;
        *out = (CUresult)v;
        return 0;
    }
    for (i = 0; i < NRESULTS; i++) {
        if (strcmp(results[i].name, s) == 0) {
            *out = results[i].value;
            return 0;
        }
    }
    return -1;
}

CUresult cuGetErrorName(CUresult error, const char **pStr)
{
    ENTER_ANYTIME(cuGetErrorName);
    if (pStr == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    *pStr = fake_result_name(error);
    return *pStr != NULL ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}

static _Thread_local CUresult note_result;
static _Thread_local char note_text[256];

void fake_note(CUresult r, const char *fmt, ...)
{
    va_list ap;

    va_start(ap, fmt);
    vsnprintf(note_text, sizeof note_text, fmt, ap);
    va_end(ap);
    note_result = r;
}

void fake_note_clear(void)
{
    note_result = CUDA_SUCCESS;
}

CUresult cuGetErrorString(CUresult error, const char **pStr)
{
    ENTER_ANYTIME(cuGetErrorString);
    if (pStr == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    *pStr = note_result != CUDA_SUCCESS && error == note_result ? note_text
                                                                 : result_message(error);
    return *pStr != NULL ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}
