/* SPDX-License-Identifier: MIT */
/*
 * compat/direct/driver_interop.c -- the driver's own services, passed
 * through: its logs ("Error Log Management" in the Runtime API reference),
 * its private export tables (cudaGetExportTable, beside "Interactions with
 * the CUDA Driver API") and nvcc's hidden __cudaGetProcAddress.
 *
 * compat/interop.c turns the Runtime's handles into the Driver's through
 * core; what is here is one Driver call each, through cufw/call.h, on
 * arguments that are the driver's as they are: a cudaLogsCallback_t has
 * CUlogsCallback's signature, cudaLogLevel and cudaLogIterator are
 * CUlogLevel and CUlogIterator, a cudaUUID_t is a CUuuid. The logs need no
 * context; nothing is kept.
 */
#include "direct.h"

/* ------------------------------------------------------------ logs */

/* the logs are not in 12.4 */
#if CUDART_VERSION >= 13000
_Static_assert((int)cudaLogLevelWarning == (int)CU_LOG_LEVEL_WARNING &&
                   sizeof(cudaLogIterator) == sizeof(CUlogIterator),
               "cudaLogLevel and cudaLogIterator are the driver's");

/* cuLogsRegisterCallback: cudaLogsCallback_t has CUlogsCallback's
 * signature (cudaLogLevel numbers are CUlogLevel's), so the program's
 * function is the driver's callback, with no trampoline */
cudaError_t RT_ENTRY(cudaLogsRegisterCallback)(cudaLogsCallback_t callbackFunc, void *userData,
                                               cudaLogsCallbackHandle *callback_out)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_DRIVER(cuLogsRegisterCallback, (CUlogsCallback)callbackFunc, userData,
                     (CUlogsCallbackHandle *)callback_out);
}

/* cuLogsUnregisterCallback */
cudaError_t RT_ENTRY(cudaLogsUnregisterCallback)(cudaLogsCallbackHandle callback)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_DRIVER(cuLogsUnregisterCallback, (CUlogsCallbackHandle)callback);
}

/* cuLogsCurrent. The flags are documented as reserved (0), but cudart
 * 13.0 hands them to the driver unchecked, and so does this: the driver
 * decides (CUDA 13.0's accepts 1). */
cudaError_t RT_ENTRY(cudaLogsCurrent)(cudaLogIterator *iterator_out, unsigned int flags)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_DRIVER(cuLogsCurrent, (CUlogIterator *)iterator_out, flags);
}

/* cuLogsDumpToFile */
cudaError_t RT_ENTRY(cudaLogsDumpToFile)(cudaLogIterator *iterator, const char *pathToFile,
                                         unsigned int flags)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_DRIVER(cuLogsDumpToFile, (CUlogIterator *)iterator, pathToFile, flags);
}

/* cuLogsDumpToMemory */
cudaError_t RT_ENTRY(cudaLogsDumpToMemory)(cudaLogIterator *iterator, char *buffer, size_t *size,
                                           unsigned int flags)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_DRIVER(cuLogsDumpToMemory, (CUlogIterator *)iterator, buffer, size, flags);
}
#endif

/* ------------------------------------------------------------ export tables */

/* cuGetExportTable: the driver's private tables, by UUID (cudaUUID_t is
 * CUuuid) */
cudaError_t RT_ENTRY(cudaGetExportTable)(const void **ppExportTable,
                                         const cudaUUID_t *pExportTableId)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(ppExportTable == NULL || pExportTableId == NULL, cudaErrorInvalidValue);
    RT_RETURN_DRIVER(cuGetExportTable, ppExportTable, (const CUuuid *)pExportTableId);
}

/* ------------------------------------------------------------ the hidden ABI */

/* No Driver call. An entry point of nvcc's hidden ABI that no header
 * declares; cudart_static 13.0's is two instructions, "xor %eax,%eax; ret":
 * whatever its caller passes, it reads nothing and answers 0. So is this
 * one (declared without parameters, which any caller's arguments fit). */
cudaError_t RT_ENTRY(__cudaGetProcAddress)(void)
{
    return cudaSuccess;
}

/* the exported names of the definitions above (inner.h) */
RT_EXPORTS(driver_interop);
