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
 * context; nothing is kept. The one exception: three export tables that
 * cudart answers itself, not the driver, and so does this file, from
 * static tables (see cudaGetExportTable).
 */
#include "direct.h"

#include <string.h>

/* generated when make runs, in the build tree's top folder
 * (scripts/cbid-list.sh, compat/local.mk) */
#include "cbid_list.h"

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

/*
 * cudart answers three UUIDs itself and hands every other one to the
 * driver. What follows was observed of cudart_static 13.0's
 * cudaGetExportTable (its code read, and its tables called: they need no
 * GPU), and of 13.5's and 12.4's, which answer the same three UUIDs with
 * tables of the same shape, filled from their own toolkit. Each table
 * starts with its size in bytes; its functions check what is said below
 * and record no error as the thread's last.
 *
 * - The runtime's table (export_runtime): the runtime's version,
 *   CUDART_VERSION (13000 for 13.0, 13050 for 13.5, 12040 for 12.4); a
 *   number that is 2 in all three, whose meaning cudart does not say; and
 *   an error code's name and message as cudaGetErrorName and
 *   cudaGetErrorString give them, each written only where its pointer is
 *   not NULL. The two numbers are cudaErrorInvalidValue for a NULL output.
 * - The callback names (export_callbacks): how many CUPTI callback ids the
 *   Runtime API has (CUPTI_RUNTIME_TRACE_CBID_SIZE of the toolkit's
 *   cupti_runtime_cbid.h: 523 for 13.0, 567 for 13.5, 468 for 12.4) and an
 *   array, indexed by id, of { name, 0, version } records: the enumerator
 *   CUPTI_RUNTIME_TRACE_CBID_<name>_v<version> taken apart; id 0 is
 *   {NULL, 0, 0}. Both outputs are needed (cudaErrorInvalidValue).
 *   Presumably how a tool given a callback id names its function (cudart
 *   does not say). cufw builds the array from the toolkit's header
 *   (cbid_list.h); a toolkit without the header (NVIDIA's pip wheels
 *   without nvidia-cuda-cupti; Debian's nvidia-cuda-dev and
 *   nvidia-cuda-toolkit 12.4) leaves this UUID to the driver, which does
 *   not know it, where that toolkit's cudart answers it.
 * - The error codes (export_errors): how many cudaError_t values the
 *   runtime knows and an array of them, no NULL check: compat's are
 *   error_list.h's (cufw__rt_error_codes), exactly the codes
 *   cudaGetErrorName names. cudart gives the same set (134 codes in 13.0,
 *   139 in 13.5, 129 in 12.4) in another order, the codes the driver
 *   shares first, then the Runtime's own, then 13.5's code 10 after 10000;
 *   no order is documented and cudart's moved between toolkits (code 36
 *   changed group from 12.4 to 13.0), so cufw keeps the list's.
 */
struct export_runtime {
    size_t size;
    cudaError_t (*version)(int *version);
    cudaError_t (*two)(int *two);
    cudaError_t (*error_texts)(cudaError_t error, const char **name, const char **string);
};

struct export_callbacks {
    size_t size;
    cudaError_t (*names)(int *count, const void **names);
};

struct export_errors {
    size_t size;
    cudaError_t (*codes)(size_t *count, const int **codes);
};

/* One record of the callback names. */
struct export_callback_name {
    const char *name;
    uint64_t zero;
    uint64_t version;
};

_Static_assert(sizeof(struct export_runtime) == 32 && sizeof(struct export_callbacks) == 16 &&
                   sizeof(struct export_errors) == 16 &&
                   sizeof(struct export_callback_name) == 24,
               "the tables' sizes are cudart's");

static cudaError_t export_version(int *version)
{
    if (version == NULL)
        return cudaErrorInvalidValue;
    *version = CUDART_VERSION;
    return cudaSuccess;
}

static cudaError_t export_two(int *two)
{
    if (two == NULL)
        return cudaErrorInvalidValue;
    *two = 2;
    return cudaSuccess;
}

static cudaError_t export_error_texts(cudaError_t error, const char **name, const char **string)
{
    if (name != NULL)
        *name = RT_ENTRY(cudaGetErrorName)(error);
    if (string != NULL)
        *string = RT_ENTRY(cudaGetErrorString)(error);
    return cudaSuccess;
}

static const struct export_runtime export_runtime = {
    sizeof export_runtime, export_version, export_two, export_error_texts,
};

static const struct export_errors export_errors = {
    sizeof export_errors, cufw__rt_error_codes,
};

#if CUFW_RT_CBID_SIZE > 0
static const struct export_callback_name callback_names[CUFW_RT_CBID_SIZE] = {
#define RT_X_CALLBACK(id, name, version) [id] = {#name, 0, version},
    CUFW_RT_CBID_LIST(RT_X_CALLBACK)
#undef RT_X_CALLBACK
};

static cudaError_t export_callback_names(int *count, const void **names)
{
    if (count == NULL || names == NULL)
        return cudaErrorInvalidValue;
    *count = CUFW_RT_CBID_SIZE;
    *names = callback_names;
    return cudaSuccess;
}

static const struct export_callbacks export_callbacks = {
    sizeof export_callbacks, export_callback_names,
};
#endif

/* The UUIDs, as a cudaUUID_t's 16 bytes in memory order. */
static const struct {
    unsigned char id[16];
    const void *table;
} export_tables[] = {
    {{0xb6, 0x46, 0xc6, 0xa2, 0x11, 0x0b, 0x29, 0x4a, 0x89, 0x0a, 0x2e, 0x89, 0xad, 0x00, 0xab,
      0xd0},
     &export_runtime},
#if CUFW_RT_CBID_SIZE > 0
    {{0xff, 0x55, 0x30, 0xa2, 0x83, 0xde, 0x5b, 0x45, 0xa4, 0x4d, 0x92, 0x76, 0xca, 0xef, 0xbb,
      0xbd},
     &export_callbacks},
#endif
    {{0x10, 0xcd, 0xde, 0x21, 0xb3, 0xaa, 0x31, 0x4c, 0xb4, 0xe3, 0xd5, 0xb5, 0x87, 0xcd, 0x36,
      0x79},
     &export_errors},
};

/* One of the three tables above, with no Driver call and before the first
 * call's work, as in cudart; else cuGetExportTable: the driver's private
 * tables, by UUID (cudaUUID_t is CUuuid). The output is NULL until a table
 * is found, also when the driver fails. */
cudaError_t RT_ENTRY(cudaGetExportTable)(const void **ppExportTable,
                                         const cudaUUID_t *pExportTableId)
{
    size_t i;

    RT_RETURN_IF(ppExportTable == NULL || pExportTableId == NULL, cudaErrorInvalidValue);
    *ppExportTable = NULL;
    for (i = 0; i < sizeof export_tables / sizeof export_tables[0]; i++) {
        if (memcmp(pExportTableId->bytes, export_tables[i].id, sizeof export_tables[i].id) == 0) {
            *ppExportTable = export_tables[i].table;
            return cudaSuccess;
        }
    }
    RT_RETURN_IF_NOT_READY();
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
