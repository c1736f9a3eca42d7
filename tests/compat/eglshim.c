/* SPDX-License-Identifier: MIT */
/*
 * tests/compat/eglshim.c -- a libcuda.so.1 in front of the real driver,
 * for tests/compat/eglframe-t: it answers the three Driver calls that
 * take a CUeglFrame (cuGraphicsResourceGetMappedEglFrame,
 * cuEGLStreamProducerPresentFrame, cuEGLStreamProducerReturnFrame), which
 * need an EGL display no test machine has, and hands every other entry
 * point to the driver behind it. What a runtime gives those three calls
 * is what its conversion of a cudaEglFrame made, and what they give back
 * is what it converts the other way: the test sets the one and reads the
 * other (eglshim.h), with cudart_static and with cufw alike.
 *
 * Both runtimes take every Driver entry point through cuGetProcAddress_v2
 * (cudart_static 13.0 looks up no other name with dlsym but
 * cuGetProcAddress; 13.5 cuDriverGetVersion, cuInit and cuGetExportTable
 * too), so this library exports those and little else. It
 * is found first as libcuda.so.1 (the test puts its folder first in
 * LD_LIBRARY_PATH), and loads the driver behind it by its full path:
 * $CUFW_EGLSHIM_UNDER, else the first of the usual places that loads. The
 * test names the real driver, or without one, for the cufw build, the
 * stand-in (tests/fakecuda).
 */
#define _GNU_SOURCE
#include "config.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "eglshim.h"

#define SHIM_EXPORT __attribute__((visibility("default")))

/* what the test asks (eglshim.h) */
SHIM_EXPORT eglshim_answer_fn eglshim_answer;
SHIM_EXPORT eglshim_seen_fn eglshim_seen;
SHIM_EXPORT eglshim_under_fn eglshim_under;

typedef CUresult getproc_fn(const char *symbol, void **pfn, int cudaVersion, cuuint64_t flags,
                            CUdriverProcAddressQueryResult *symbolStatus);

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_once_t once = PTHREAD_ONCE_INIT;
static getproc_fn *under_getproc;
static void *under_lib;
static char under_path[4096];
static struct eglshim_seen seen;
static CUeglFrame answer;
static CUresult answer_result = CUDA_SUCCESS;

/* ------------------------------------------------------------ the driver behind */

static const char *const usual[] = {
    "/usr/lib/x86_64-linux-gnu/libcuda.so.1", "/usr/lib64/libcuda.so.1",
    "/usr/lib/libcuda.so.1", "/usr/local/nvidia/lib64/libcuda.so.1",
    "/usr/lib/wsl/lib/libcuda.so.1"};

static void load_under(void)
{
    const char *env = getenv(EGLSHIM_UNDER);
    void *lib = NULL;
    size_t i;

    if (env != NULL && *env != '\0') {
        lib = dlopen(env, RTLD_NOW | RTLD_LOCAL);
        if (lib != NULL)
            snprintf(under_path, sizeof under_path, "%s", env);
    }
    for (i = 0; lib == NULL && i < sizeof usual / sizeof usual[0] && (env == NULL || *env == '\0');
         i++) {
        lib = dlopen(usual[i], RTLD_NOW | RTLD_LOCAL);
        if (lib != NULL)
            snprintf(under_path, sizeof under_path, "%s", usual[i]);
    }
    under_lib = lib;
    if (lib != NULL)
        *(void **)&under_getproc = dlsym(lib, "cuGetProcAddress_v2");
    if (under_getproc == NULL)
        under_path[0] = '\0';
}

SHIM_EXPORT const char *eglshim_under(void)
{
    pthread_once(&once, load_under);
    return under_path;
}

/* ------------------------------------------------------------ what the test sets and reads */

SHIM_EXPORT void eglshim_answer(const CUeglFrame *frame, CUresult result)
{
    pthread_mutex_lock(&lock);
    answer = *frame;
    answer_result = result;
    pthread_mutex_unlock(&lock);
}

SHIM_EXPORT void eglshim_seen(struct eglshim_seen *out)
{
    pthread_mutex_lock(&lock);
    *out = seen;
    pthread_mutex_unlock(&lock);
}

/* ------------------------------------------------------------ the three calls */

static CUresult shim_mapped(CUeglFrame *eglFrame, CUgraphicsResource resource, unsigned int index,
                            unsigned int mipLevel)
{
    CUresult r;

    pthread_mutex_lock(&lock);
    seen.mapped_calls++;
    seen.resource = (void *)resource;
    seen.index = index;
    seen.mip_level = mipLevel;
    r = eglFrame == NULL ? CUDA_ERROR_INVALID_VALUE : answer_result;
    if (r == CUDA_SUCCESS)
        *eglFrame = answer;
    pthread_mutex_unlock(&lock);
    return r;
}

static CUresult shim_present(cudaEglStreamConnection *conn, CUeglFrame eglframe,
                             CUstream *pStream)
{
    CUresult r;

    pthread_mutex_lock(&lock);
    seen.present_calls++;
    seen.presented = eglframe;
    seen.conn = (void *)conn;
    seen.stream = (void *)pStream;
    r = answer_result;
    pthread_mutex_unlock(&lock);
    return r;
}

static CUresult shim_return(cudaEglStreamConnection *conn, CUeglFrame *eglframe,
                            CUstream *pStream)
{
    CUresult r;

    pthread_mutex_lock(&lock);
    seen.return_calls++;
    seen.conn = (void *)conn;
    seen.stream = (void *)pStream;
    r = eglframe == NULL ? CUDA_ERROR_INVALID_VALUE : answer_result;
    if (r == CUDA_SUCCESS)
        *eglframe = answer;
    pthread_mutex_unlock(&lock);
    return r;
}

/* ------------------------------------------------------------ cuGetProcAddress */

static CUresult getproc_v1(const char *symbol, void **pfn, int cudaVersion, cuuint64_t flags);

/* The shim's own entry point for symbol at cudaVersion, NULL for one it
 * hands to the driver behind it. */
static int own_entry(const char *symbol, int cudaVersion, void **pfn)
{
    CUresult (*mapped)(CUeglFrame *, CUgraphicsResource, unsigned, unsigned) = shim_mapped;
    CUresult (*present)(cudaEglStreamConnection *, CUeglFrame, CUstream *) = shim_present;
    CUresult (*returned)(cudaEglStreamConnection *, CUeglFrame *, CUstream *) = shim_return;
    getproc_fn *v2 = cuGetProcAddress;
    CUresult (*v1)(const char *, void **, int, cuuint64_t) = getproc_v1;

    if (strcmp(symbol, "cuGraphicsResourceGetMappedEglFrame") == 0)
        memcpy(pfn, &mapped, sizeof *pfn);
    else if (strcmp(symbol, "cuEGLStreamProducerPresentFrame") == 0)
        memcpy(pfn, &present, sizeof *pfn);
    else if (strcmp(symbol, "cuEGLStreamProducerReturnFrame") == 0)
        memcpy(pfn, &returned, sizeof *pfn);
    /* this library's own, or the driver's would take over every later lookup */
    else if (strcmp(symbol, "cuGetProcAddress") == 0 && cudaVersion >= 12000)
        memcpy(pfn, &v2, sizeof *pfn);
    else if (strcmp(symbol, "cuGetProcAddress") == 0)
        memcpy(pfn, &v1, sizeof *pfn);
    else
        return 0;
    return 1;
}

/* cuda.h names it cuGetProcAddress_v2. */
SHIM_EXPORT CUresult cuGetProcAddress(const char *symbol, void **pfn, int cudaVersion,
                                      cuuint64_t flags,
                                      CUdriverProcAddressQueryResult *symbolStatus)
{
    pthread_once(&once, load_under);
    if (symbol != NULL && pfn != NULL && own_entry(symbol, cudaVersion, pfn)) {
        if (symbolStatus != NULL)
            *symbolStatus = CU_GET_PROC_ADDRESS_SUCCESS;
        return CUDA_SUCCESS;
    }
    if (under_getproc == NULL)
        return CUDA_ERROR_NO_DEVICE;
    return under_getproc(symbol, pfn, cudaVersion, flags, symbolStatus);
}

/* The first ABI, without the status (cuda.h declares it no more). */
static CUresult getproc_v1(const char *symbol, void **pfn, int cudaVersion, cuuint64_t flags)
{
    return cuGetProcAddress_v2(symbol, pfn, cudaVersion, flags, NULL);
}

/* The other names a runtime looks up with dlsym before it asks
 * cuGetProcAddress (cudart_static 13.5: cuDriverGetVersion, cuInit and
 * cuGetExportTable; without them it says cudaErrorInsufficientDriver):
 * the driver's own, as they are. */
static void *under_sym(const char *name)
{
    pthread_once(&once, load_under);
    return under_lib != NULL ? dlsym(under_lib, name) : NULL;
}

SHIM_EXPORT CUresult cuDriverGetVersion(int *driverVersion)
{
    CUresult (*fn)(int *);

    *(void **)&fn = under_sym("cuDriverGetVersion");
    return fn != NULL ? fn(driverVersion) : CUDA_ERROR_NO_DEVICE;
}

SHIM_EXPORT CUresult cuInit(unsigned int flags)
{
    CUresult (*fn)(unsigned int);

    *(void **)&fn = under_sym("cuInit");
    return fn != NULL ? fn(flags) : CUDA_ERROR_NO_DEVICE;
}

SHIM_EXPORT CUresult cuGetExportTable(const void **ppExportTable, const CUuuid *pExportTableId)
{
    CUresult (*fn)(const void **, const CUuuid *);

    *(void **)&fn = under_sym("cuGetExportTable");
    return fn != NULL ? fn(ppExportTable, pExportTableId) : CUDA_ERROR_NO_DEVICE;
}

/* ... under its own name, for a caller that asks for "cuGetProcAddress"
 * by dlsym */
#undef cuGetProcAddress
SHIM_EXPORT CUresult cuGetProcAddress(const char *symbol, void **pfn, int cudaVersion,
                                      cuuint64_t flags);
SHIM_EXPORT CUresult cuGetProcAddress(const char *symbol, void **pfn, int cudaVersion,
                                      cuuint64_t flags)
{
    return getproc_v1(symbol, pfn, cudaVersion, flags);
}
