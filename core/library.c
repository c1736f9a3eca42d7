/* SPDX-License-Identifier: MIT */
/*
 * core/library.c -- the driver's libraries (CUlibrary) as they are: code
 * the program loads itself (a fatbin, cubin or PTX in memory or in a
 * file), its kernels, variables and unified functions.
 *
 * cufw keeps no state for these: a cufw_library is the driver's CUlibrary
 * and the kernels looked up in one are the driver's CUkernels (which every
 * cufw call taking a kernel accepts; inner.h), so a library and its kernels
 * cost no slot and are as valid as the driver says. One of cufw's own
 * handles given as a library (a module, say) is refused (inner.h,
 * "handles"). This is what compat's
 * cudaLibrary* functions stand on; cufw's own modules (module.c) load their
 * images with the same driver calls and hand their library out through
 * cufw_module_library.
 */
#include "inner.h"

static int null_argument(const char *fn)
{
    return cufw__error_fail(CUFW_ERROR_INVALID_ARGUMENT, "%s: NULL argument", fn);
}

/* A library from memory (code) or a file (path, when not NULL). */
static int library_load(const char *fn, cufw_library **library, const void *code,
                        const char *path, int *jit_options, void **jit_values, unsigned jit_count,
                        int *library_options, void **library_values, unsigned library_count)
{
    CUlibrary lib;

    CUFW_RETURN_IF_NOT_READY();
    if (library == NULL || (code == NULL && path == NULL))
        return null_argument(fn);
    if (path != NULL)
        CUFW_RETURN_IF_DRIVER_FAILS(
            CUFW_DRV(cuLibraryLoadFromFile)(&lib, path, (CUjit_option *)jit_options, jit_values,
                                            jit_count, (CUlibraryOption *)library_options,
                                            library_values, library_count),
            "cuLibraryLoadFromFile");
    else
        CUFW_RETURN_IF_DRIVER_FAILS(
            CUFW_DRV(cuLibraryLoadData)(&lib, code, (CUjit_option *)jit_options, jit_values,
                                        jit_count, (CUlibraryOption *)library_options,
                                        library_values, library_count),
            "cuLibraryLoadData");
    *library = (cufw_library *)lib;
    return CUFW_OK;
}

int cufw_library_load(cufw_library **library, const void *code, int *jit_options,
                      void **jit_values, unsigned jit_count, int *library_options,
                      void **library_values, unsigned library_count)
{
    return library_load("cufw_library_load", library, code, NULL, jit_options, jit_values,
                        jit_count, library_options, library_values, library_count);
}

int cufw_library_load_file(cufw_library **library, const char *path, int *jit_options,
                           void **jit_values, unsigned jit_count, int *library_options,
                           void **library_values, unsigned library_count)
{
    return library_load("cufw_library_load_file", library, NULL, path, jit_options, jit_values,
                        jit_count, library_options, library_values, library_count);
}

int cufw_library_unload(cufw_library *library)
{
    CUFW_RETURN_IF_NOT_READY();
    CUFW_RETURN_IF_CUFW_HANDLE(library, CUFW__KIND_LIBRARY, "cufw_library_unload");
    CUFW_RETURN_IF_DRIVER_FAILS(CUFW_DRV(cuLibraryUnload)((CUlibrary)library),
                                "cuLibraryUnload");
    return CUFW_OK;
}

int cufw_library_kernel(cufw_library *library, const char *name, cufw_kernel **kernel)
{
    CUkernel k;

    CUFW_RETURN_IF_NOT_READY();
    if (name == NULL || kernel == NULL)
        return null_argument("cufw_library_kernel");
    CUFW_RETURN_IF_CUFW_HANDLE(library, CUFW__KIND_LIBRARY, "cufw_library_kernel");
    CUFW_RETURN_IF_DRIVER_FAILS(CUFW_DRV(cuLibraryGetKernel)(&k, (CUlibrary)library, name),
                                "cuLibraryGetKernel");
    *kernel = (cufw_kernel *)(void *)k;
    return CUFW_OK;
}

int cufw_library_kernel_count(cufw_library *library, unsigned *count)
{
    CUFW_RETURN_IF_NOT_READY();
    if (count == NULL)
        return null_argument("cufw_library_kernel_count");
    CUFW_RETURN_IF_CUFW_HANDLE(library, CUFW__KIND_LIBRARY, "cufw_library_kernel_count");
    CUFW_RETURN_IF_DRIVER_FAILS(CUFW_DRV(cuLibraryGetKernelCount)(count, (CUlibrary)library),
                                "cuLibraryGetKernelCount");
    return CUFW_OK;
}

int cufw_library_kernels(cufw_library *library, cufw_kernel **kernels, unsigned count)
{
    CUFW_RETURN_IF_NOT_READY();
    if (kernels == NULL)
        return null_argument("cufw_library_kernels");
    CUFW_RETURN_IF_CUFW_HANDLE(library, CUFW__KIND_LIBRARY, "cufw_library_kernels");
    CUFW_RETURN_IF_DRIVER_FAILS(
        CUFW_DRV(cuLibraryEnumerateKernels)((CUkernel *)(void *)kernels, count,
                                               (CUlibrary)library),
        "cuLibraryEnumerateKernels");
    return CUFW_OK;
}

/* A variable of a library in the current context (globals have one copy
 * per context) or a managed one (one copy for all). */
static int library_variable(cufw_library *library, const char *name, cufw_devptr *address,
                            size_t *size, int managed)
{
    CUdeviceptr p = 0;
    size_t bytes = 0;

    CUFW_RETURN_IF_NOT_READY();
    if (name == NULL || (address == NULL && size == NULL))
        return null_argument(managed ? "cufw_library_managed" : "cufw_library_global");
    CUFW_RETURN_IF_CUFW_HANDLE(library, CUFW__KIND_LIBRARY,
                               managed ? "cufw_library_managed" : "cufw_library_global");
    CUFW_RETURN_IF_NO_CONTEXT();
    if (managed)
        CUFW_RETURN_IF_CONTEXT_CALL_FAILS(
            CUFW_DRV(cuLibraryGetManaged)(&p, &bytes, (CUlibrary)library, name),
            "cuLibraryGetManaged");
    else
        CUFW_RETURN_IF_CONTEXT_CALL_FAILS(
            CUFW_DRV(cuLibraryGetGlobal)(&p, &bytes, (CUlibrary)library, name),
            "cuLibraryGetGlobal");
    if (address != NULL)
        *address = p;
    if (size != NULL)
        *size = bytes;
    return CUFW_OK;
}

int cufw_library_global(cufw_library *library, const char *name, cufw_devptr *address,
                        size_t *size)
{
    return library_variable(library, name, address, size, 0);
}

int cufw_library_managed(cufw_library *library, const char *name, cufw_devptr *address,
                         size_t *size)
{
    return library_variable(library, name, address, size, 1);
}

int cufw_library_unified_function(cufw_library *library, const char *name, void **function)
{
    CUFW_RETURN_IF_NOT_READY();
    if (name == NULL || function == NULL)
        return null_argument("cufw_library_unified_function");
    CUFW_RETURN_IF_CUFW_HANDLE(library, CUFW__KIND_LIBRARY, "cufw_library_unified_function");
    CUFW_RETURN_IF_DRIVER_FAILS(
        CUFW_DRV(cuLibraryGetUnifiedFunction)(function, (CUlibrary)library, name),
        "cuLibraryGetUnifiedFunction");
    return CUFW_OK;
}
