/* SPDX-License-Identifier: MIT */
/*
 * bench/driver.h -- the raw Driver API, reached the way cudart and cufw
 * reach it: dlopen of libcuda.so.1, one dlsym (cuGetProcAddress_v2), then
 * every entry point by base name at the CUDA version of our headers (with
 * the legacy default stream), then cuInit(0). No link against the
 * toolkit's stub library. For bench-drv, bench-first-drv, trivial-raw (the
 * footprint's baseline) and rt.cu's launch floor.
 *
 * A program lists the entry points it calls, LIST(X, T): X(name) with
 * cuda.h's type, T(name, type) with another (cuCtxSynchronize, below).
 * BENCH_DRIVER_TABLE(LIST) is a struct of one pointer per name, in list
 * order, and BENCH_DRIVER_NAMES(LIST) the names in the same order, each
 * ending in a NUL; bench_driver_open fills the one from the other. It
 * relies on what every ABI we build for gives: function pointers of one
 * size, nothing between them in the struct.
 *
 * Plain C, static inline, usable from CUDA C++: a program carries only
 * what it calls (trivial-raw's text is a footprint row).
 */
#ifndef CUFW_BENCH_DRIVER_H
#define CUFW_BENCH_DRIVER_H

#include <cuda.h>
#include <dlfcn.h>
#include <stdio.h>
#include <string.h>

#include "bench/fail.h"

typedef CUresult (*bench_getproc_fn)(const char *symbol, void **fn, int version,
                                     cuuint64_t flags, CUdriverProcAddressQueryResult *status);

/* "cuCtxSynchronize" at CUDA 13.0 is the ABI that takes a context
 * (cudaTypedefs.h: PFN_cuCtxSynchronize_v13000); cuda.h still declares the
 * old void one under that name. NULL means the current context, and an old
 * driver's void function ignores the argument. */
typedef CUresult (*bench_ctx_synchronize_fn)(CUcontext ctx);

#ifdef __cplusplus /* a member may not take the name of what its type names */
#define BENCH_DRIVER_FIELD(name) __typeof__(::name) *name;
#else
#define BENCH_DRIVER_FIELD(name) __typeof__(name) *name;
#endif
#define BENCH_DRIVER_TYPED_FIELD(name, type) type name;
#define BENCH_DRIVER_NAME(name) #name "\0"
#define BENCH_DRIVER_TYPED_NAME(name, type) #name "\0"
#define BENCH_DRIVER_TABLE(list) struct { list(BENCH_DRIVER_FIELD, BENCH_DRIVER_TYPED_FIELD) }
#define BENCH_DRIVER_NAMES(list) list(BENCH_DRIVER_NAME, BENCH_DRIVER_TYPED_NAME)

/* One entry point into *slot; 0, or -1 with the reason in why (if not NULL). */
static inline int bench_driver_fetch(bench_getproc_fn getproc, const char *name, void *slot,
                                     char *why, size_t len)
{
    CUdriverProcAddressQueryResult status = CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND;
    void *fn = NULL;
    CUresult r = getproc(name, &fn, CUDA_VERSION, CU_GET_PROC_ADDRESS_LEGACY_STREAM, &status);

    if (r != CUDA_SUCCESS || fn == NULL || status != CU_GET_PROC_ADDRESS_SUCCESS) {
        if (why != NULL)
            snprintf(why, len, "the driver does not provide %s for CUDA %d (error %d, status %d)",
                     name, CUDA_VERSION, (int)r, (int)status);
        return -1;
    }
    memcpy(slot, &fn, sizeof fn);
    return 0;
}

/* The name of r by the table's cuGetErrorName, or "unknown CUresult". */
static inline const char *bench_cu_name(CUresult (*error_name)(CUresult, const char **),
                                        CUresult r)
{
    const char *s = NULL;

    if (error_name == NULL || error_name(r, &s) != CUDA_SUCCESS || s == NULL)
        return "unknown CUresult";
    return s;
}

/*
 * Load the driver, fill table with the entry points that names lists, and
 * initialise the driver (cuInit(0)). Returns 0, or, when there is no
 * usable driver or GPU, -1 (-2 when it is cuInit that failed) with the
 * reason in why. why may be NULL: then the messages compile away
 * (trivial-raw, whose size is measured). Opening again is harmless.
 */
static inline int bench_driver_open(void *table, const char *names, char *why, size_t len)
{
    void *lib = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL), *sym;
    CUresult (*init)(unsigned int), (*error_name)(CUresult, const char **) = NULL;
    bench_getproc_fn getproc;
    char *slot = (char *)table;
    CUresult r;

    if (lib == NULL) {
        if (why != NULL)
            snprintf(why, len, "cannot load libcuda.so.1: %s", dlerror());
        return -1;
    }
    if ((sym = dlsym(lib, "cuGetProcAddress_v2")) == NULL) {
        if (why != NULL)
            snprintf(why, len, "libcuda.so.1 has no cuGetProcAddress_v2");
        return -1;
    }
    memcpy(&getproc, &sym, sizeof sym);
    for (; *names != '\0'; slot += sizeof init) {
        if (bench_driver_fetch(getproc, names, slot, why, len) != 0)
            return -1;
        while (*names++ != '\0') /* to the next name */
            continue;
    }
    if (bench_driver_fetch(getproc, "cuInit", &init, why, len) != 0)
        return -1;
    if ((r = init(0)) == CUDA_SUCCESS)
        return 0;
    if (why != NULL) {
        bench_driver_fetch(getproc, "cuGetErrorName", &error_name, NULL, 0);
        snprintf(why, len, "cuInit: %s (%d)", bench_cu_name(error_name, r), (int)r);
    }
    return -2;
}

static void bench_cu_fail(CUresult (*error_name)(CUresult, const char **), CUresult r,
                          const char *call, int line)
    __attribute__((unused, noreturn, noinline, cold));
static void bench_cu_fail(CUresult (*error_name)(CUresult, const char **), CUresult r,
                          const char *call, int line)
{
    bench_die("line %d: %s: %s (%d)", line, call, bench_cu_name(error_name, r), (int)r);
}

/* CU(call): a Driver API call that must succeed, or the program dies with
 * the line, the call and the CUresult's name (the program's table is drv,
 * and lists cuGetErrorName). */
#define CU(call)                                                                                \
    do {                                                                                        \
        CUresult r_ = (call);                                                                   \
        if (__builtin_expect(r_ != CUDA_SUCCESS, 0))                                            \
            bench_cu_fail(drv.cuGetErrorName, r_, #call, __LINE__);                             \
    } while (0)

#endif
