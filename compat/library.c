/* SPDX-License-Identifier: MIT */
/*
 * compat/library.c -- Library Management: code the program loads itself
 * (PTX from a JIT compiler, a cubin, a fatbin; from memory or a file),
 * as the driver's context-independent libraries.
 *
 * A cudaLibrary_t is the driver's CUlibrary and a cudaKernel_t from it the
 * driver's CUkernel; each function is one Driver call (through core's
 * cufw_library_*), and the Runtime keeps nothing. The option enums are the
 * driver's: cudaJitOption numbers are CUjit_option numbers, and
 * cudaLibraryOption numbers CUlibraryOption numbers.
 */
#include "inner.h"

#include <stdint.h>

/* library management is not in 12.4 (no cudaLibrary_t) */
#if CUDART_VERSION >= 13000
/* cuLibraryLoadData (from image) or cuLibraryLoadFromFile (from fileName) */
static cudaError_t library_load(cudaLibrary_t *library, const void *image, const char *fileName,
                                enum cudaJitOption *jitOptions, void **jitOptionsValues,
                                unsigned numJitOptions, enum cudaLibraryOption *libraryOptions,
                                void **libraryOptionValues, unsigned numLibraryOptions)
{
    cufw_library *lib = NULL;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(library == NULL || (image == NULL && fileName == NULL), cudaErrorInvalidValue);
    if (fileName != NULL)
        RT_RETURN_IF_FAILED(cufw_library_load_file(&lib, fileName, (int *)jitOptions,
                                                   jitOptionsValues, numJitOptions,
                                                   (int *)libraryOptions, libraryOptionValues,
                                                   numLibraryOptions));
    else
        RT_RETURN_IF_FAILED(cufw_library_load(&lib, image, (int *)jitOptions, jitOptionsValues,
                                              numJitOptions, (int *)libraryOptions,
                                              libraryOptionValues, numLibraryOptions));
    *library = (cudaLibrary_t)lib;
    return cudaSuccess;
}

/* cuLibraryLoadData */
cudaError_t RT_ENTRY(cudaLibraryLoadData)(cudaLibrary_t *library, const void *code,
                                          enum cudaJitOption *jitOptions, void **jitOptionsValues,
                                          unsigned int numJitOptions,
                                          enum cudaLibraryOption *libraryOptions,
                                          void **libraryOptionValues,
                                          unsigned int numLibraryOptions)
{
    return library_load(library, code, NULL, jitOptions, jitOptionsValues, numJitOptions,
                        libraryOptions, libraryOptionValues, numLibraryOptions);
}

/* cuLibraryLoadFromFile */
cudaError_t RT_ENTRY(cudaLibraryLoadFromFile)(cudaLibrary_t *library, const char *fileName,
                                              enum cudaJitOption *jitOptions,
                                              void **jitOptionsValues, unsigned int numJitOptions,
                                              enum cudaLibraryOption *libraryOptions,
                                              void **libraryOptionValues,
                                              unsigned int numLibraryOptions)
{
    return library_load(library, NULL, fileName, jitOptions, jitOptionsValues, numJitOptions,
                        libraryOptions, libraryOptionValues, numLibraryOptions);
}

/* cuLibraryUnload */
cudaError_t RT_ENTRY(cudaLibraryUnload)(cudaLibrary_t library)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN(cufw_library_unload((cufw_library *)library));
}

/* cuLibraryGetKernel; not found is cudaErrorSymbolNotFound */
cudaError_t RT_ENTRY(cudaLibraryGetKernel)(cudaKernel_t *pKernel, cudaLibrary_t library,
                                           const char *name)
{
    cufw_kernel *k = NULL;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(pKernel == NULL || name == NULL, cudaErrorInvalidValue);
    RT_RETURN_IF_FAILED(cufw_library_kernel((cufw_library *)library, name, &k));
    *pKernel = (cudaKernel_t)(void *)k;
    return cudaSuccess;
}

/* cuLibraryGetGlobal (in the current context) or cuLibraryGetManaged */
static cudaError_t library_variable(void **dptr, size_t *bytes, cudaLibrary_t library,
                                    const char *name, int managed)
{
    cufw_library *lib = (cufw_library *)library;
    cufw_devptr p = 0;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF((dptr == NULL && bytes == NULL) || name == NULL, cudaErrorInvalidValue);
    RT_RETURN_IF_FAILED(managed ? cufw_library_managed(lib, name, &p,
                                                       bytes) : cufw_library_global(lib, name, &p,
                                                                                     bytes));
    if (dptr != NULL)
        *dptr = (void *)(uintptr_t)p;
    return cudaSuccess;
}

/* cuLibraryGetGlobal, in the current context */
cudaError_t RT_ENTRY(cudaLibraryGetGlobal)(void **dptr, size_t *bytes, cudaLibrary_t library,
                                           const char *name)
{
    return library_variable(dptr, bytes, library, name, 0);
}

/* cuLibraryGetManaged */
cudaError_t RT_ENTRY(cudaLibraryGetManaged)(void **dptr, size_t *bytes, cudaLibrary_t library,
                                            const char *name)
{
    return library_variable(dptr, bytes, library, name, 1);
}

/* cuLibraryGetUnifiedFunction */
cudaError_t RT_ENTRY(cudaLibraryGetUnifiedFunction)(void **fptr, cudaLibrary_t library,
                                                    const char *symbol)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(fptr == NULL || symbol == NULL, cudaErrorInvalidValue);
    RT_RETURN(cufw_library_unified_function((cufw_library *)library, symbol, fptr));
}

/* cuLibraryGetKernelCount */
cudaError_t RT_ENTRY(cudaLibraryGetKernelCount)(unsigned int *count, cudaLibrary_t lib)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(count == NULL, cudaErrorInvalidValue);
    RT_RETURN(cufw_library_kernel_count((cufw_library *)lib, count));
}

/* cuLibraryEnumerateKernels */
cudaError_t RT_ENTRY(cudaLibraryEnumerateKernels)(cudaKernel_t *kernels, unsigned int numKernels,
                                                  cudaLibrary_t lib)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(kernels == NULL, cudaErrorInvalidValue);
    RT_RETURN(cufw_library_kernels((cufw_library *)lib, (cufw_kernel **)(void *)kernels,
                                   numKernels));
}

/* cuKernelSetAttribute for the given device; cudaFuncAttribute numbers are
 * CUfunction_attribute numbers */
cudaError_t RT_ENTRY(cudaKernelSetAttributeForDevice)(cudaKernel_t kernel,
                                                      enum cudaFuncAttribute attr, int value,
                                                      int device)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_BAD_DEVICE(device);
    RT_RETURN(cufw_kernel_set_attribute_for_device((cufw_kernel *)(void *)kernel, (int)attr, value,
                                                   device));
}
#endif

/* the exported names of the definitions above (inner.h) */
RT_EXPORTS(library);
