/* SPDX-License-Identifier: MIT */
/*
 * compat/external.c -- external resource interoperability: memory and
 * semaphores another API (Vulkan, Direct3D, NvSciBuf/NvSciSync, or the
 * CUDA driver itself through cuMemExportToShareableHandle) exported as an
 * OS handle, imported into CUDA.
 *
 * A cudaExternalMemory_t is the driver's CUexternalMemory and a
 * cudaExternalSemaphore_t its CUexternalSemaphore: nothing is kept here.
 * The Runtime's descriptors are copied into the Driver's field by field
 * (the handle, buffer and semaphore descriptors have the same members);
 * the one that differs is the mipmapped-array descriptor, whose
 * cudaChannelFormatDesc (bits per channel and a kind) becomes a
 * CUarray_format and a channel count. The signal and wait parameter
 * arrays are passed to the driver as they are: their layout is the
 * driver's, which the assertions below hold the toolkit's headers to (an
 * array of any length cannot be copied without a buffer, and compat
 * allocates none).
 */
#include "direct.h"

#include <stdint.h>
#include <string.h>

_Static_assert(sizeof(struct cudaExternalSemaphoreSignalParams) ==
                   sizeof(CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS) &&
                   offsetof(struct cudaExternalSemaphoreSignalParams, params.nvSciSync) ==
                       offsetof(CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS, params.nvSciSync) &&
                   offsetof(struct cudaExternalSemaphoreSignalParams, params.keyedMutex) ==
                       offsetof(CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS, params.keyedMutex) &&
                   offsetof(struct cudaExternalSemaphoreSignalParams, flags) ==
                       offsetof(CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS, flags),
               "cudaExternalSemaphoreSignalParams is CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS");
_Static_assert(sizeof(struct cudaExternalSemaphoreWaitParams) ==
                   sizeof(CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS) &&
                   offsetof(struct cudaExternalSemaphoreWaitParams, params.nvSciSync) ==
                       offsetof(CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS, params.nvSciSync) &&
                   offsetof(struct cudaExternalSemaphoreWaitParams, params.keyedMutex.timeoutMs) ==
                       offsetof(CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS, params.keyedMutex.timeoutMs) &&
                   offsetof(struct cudaExternalSemaphoreWaitParams, flags) ==
                       offsetof(CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS, flags),
               "cudaExternalSemaphoreWaitParams is CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS");
_Static_assert((int)cudaExternalMemoryHandleTypeNvSciBuf ==
                       (int)CU_EXTERNAL_MEMORY_HANDLE_TYPE_NVSCIBUF &&
                   (int)cudaExternalSemaphoreHandleTypeTimelineSemaphoreWin32 ==
                       (int)CU_EXTERNAL_SEMAPHORE_HANDLE_TYPE_TIMELINE_SEMAPHORE_WIN32,
               "the handle types are numbered as the driver's");
_Static_assert(offsetof(struct cudaExternalMemoryHandleDesc, handle.win32.name) ==
                       offsetof(struct cudaExternalMemoryHandleDesc, handle) + sizeof(void *) &&
                   offsetof(CUDA_EXTERNAL_MEMORY_HANDLE_DESC, handle.win32.name) ==
                       offsetof(CUDA_EXTERNAL_MEMORY_HANDLE_DESC, handle) + sizeof(void *) &&
                   offsetof(struct cudaExternalSemaphoreHandleDesc, handle.win32.name) ==
                       offsetof(struct cudaExternalSemaphoreHandleDesc, handle) + sizeof(void *) &&
                   offsetof(CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC, handle.win32.name) ==
                       offsetof(CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC, handle) + sizeof(void *),
               "the handle unions are { int fd; { handle, name } win32; NvSci object }");
_Static_assert(cudaArrayLayered == CUDA_ARRAY3D_LAYERED &&
                   cudaArraySurfaceLoadStore == CUDA_ARRAY3D_SURFACE_LDST &&
                   cudaArrayCubemap == CUDA_ARRAY3D_CUBEMAP &&
                   cudaArrayTextureGather == CUDA_ARRAY3D_TEXTURE_GATHER,
               "cudaArray* flags are CUDA_ARRAY3D_* flags");

/* The handle union of an import descriptor, the Runtime's into the
 * Driver's: the two are laid out alike (asserted above), so the member the
 * handle type uses is copied as it is -- a file descriptor (fd), an NvSci
 * object (nvsci), else a Windows handle and its name (kinds the driver
 * refuses here) -- and the rest stays zero. */
static void handle_in(void *dst, const void *src, int fd, int nvsci)
{
    memcpy(dst, src, fd ? sizeof(int) : nvsci ? sizeof(const void *) : 2 * sizeof(void *));
}

/* ------------------------------------------------------------ memory */

/* cuImportExternalMemory, in the current device's primary context */
cudaError_t RT_ENTRY(cudaImportExternalMemory)(
    cudaExternalMemory_t *extMem_out, const struct cudaExternalMemoryHandleDesc *memHandleDesc)
{
    CUDA_EXTERNAL_MEMORY_HANDLE_DESC d;
    enum cudaExternalMemoryHandleType type;
    CUexternalMemory m;
    CUresult r;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(extMem_out == NULL || memHandleDesc == NULL, cudaErrorInvalidValue);
    RT_RETURN_IF_NO_CONTEXT();
    type = memHandleDesc->type;
    memset(&d, 0, sizeof d);
    d.type = (CUexternalMemoryHandleType)type;
    handle_in(&d.handle, &memHandleDesc->handle, type == cudaExternalMemoryHandleTypeOpaqueFd,
              type == cudaExternalMemoryHandleTypeNvSciBuf);
    d.size = memHandleDesc->size;
    d.flags = memHandleDesc->flags;
    if ((r = RT_DRIVER(cuImportExternalMemory, &m, &d)) != CUDA_SUCCESS)
        RT_RETURN_DRIVER_RESULT(r, cuImportExternalMemory);
    *extMem_out = (cudaExternalMemory_t)m;
    return cudaSuccess;
}

/* cuExternalMemoryGetMappedBuffer */
cudaError_t RT_ENTRY(cudaExternalMemoryGetMappedBuffer)(
    void **devPtr, cudaExternalMemory_t extMem,
    const struct cudaExternalMemoryBufferDesc *bufferDesc)
{
    CUDA_EXTERNAL_MEMORY_BUFFER_DESC d;
    CUdeviceptr p;
    CUresult r;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(devPtr == NULL || bufferDesc == NULL, cudaErrorInvalidValue);
    RT_RETURN_IF_NO_CONTEXT();
    memset(&d, 0, sizeof d);
    d.offset = bufferDesc->offset;
    d.size = bufferDesc->size;
    d.flags = bufferDesc->flags;
    if ((r = RT_DRIVER(cuExternalMemoryGetMappedBuffer, &p, (CUexternalMemory)extMem, &d)) !=
        CUDA_SUCCESS)
        RT_RETURN_DRIVER_RESULT(r, cuExternalMemoryGetMappedBuffer);
    *devPtr = (void *)(uintptr_t)p;
    return cudaSuccess;
}

/* A cudaChannelFormatDesc as the driver's element format: every channel
 * present (x, then y, z, w) of one size, signed, unsigned or float. The
 * other kinds (normalized, block-compressed, NV12...) are the arrays
 * family's; 0 when the descriptor is none of these. */
static int array_format(const struct cudaChannelFormatDesc *f, CUarray_format *format,
                        unsigned *channels)
{
    int bits[4] = {f->x, f->y, f->z, f->w};
    unsigned n = 0;

    while (n < 4 && bits[n] != 0)
        n++;
    if (n == 0)
        return 0;
    for (unsigned i = 0; i < 4; i++)
        if ((i < n && bits[i] != bits[0]) || (i >= n && bits[i] != 0))
            return 0;
    *channels = n;
    switch (f->f) {
    case cudaChannelFormatKindSigned:
        *format = bits[0] == 8    ? CU_AD_FORMAT_SIGNED_INT8
                  : bits[0] == 16 ? CU_AD_FORMAT_SIGNED_INT16
                  : CU_AD_FORMAT_SIGNED_INT32;
        return bits[0] == 8 || bits[0] == 16 || bits[0] == 32;
    case cudaChannelFormatKindUnsigned:
        *format = bits[0] == 8    ? CU_AD_FORMAT_UNSIGNED_INT8
                  : bits[0] == 16 ? CU_AD_FORMAT_UNSIGNED_INT16
                  : CU_AD_FORMAT_UNSIGNED_INT32;
        return bits[0] == 8 || bits[0] == 16 || bits[0] == 32;
    case cudaChannelFormatKindFloat:
        *format = bits[0] == 16 ? CU_AD_FORMAT_HALF : CU_AD_FORMAT_FLOAT;
        return bits[0] == 16 || bits[0] == 32;
    default:
        return 0;
    }
}

/* cuExternalMemoryGetMappedMipmappedArray: the channel descriptor and
 * extent become a CUDA_ARRAY3D_DESCRIPTOR */
cudaError_t RT_ENTRY(cudaExternalMemoryGetMappedMipmappedArray)(
    cudaMipmappedArray_t *mipmap, cudaExternalMemory_t extMem,
    const struct cudaExternalMemoryMipmappedArrayDesc *mipmapDesc)
{
    CUDA_EXTERNAL_MEMORY_MIPMAPPED_ARRAY_DESC d;
    CUmipmappedArray a;
    CUresult r;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(mipmap == NULL || mipmapDesc == NULL, cudaErrorInvalidValue);
    memset(&d, 0, sizeof d);
    RT_RETURN_IF(!array_format(&mipmapDesc->formatDesc, &d.arrayDesc.Format,
                               &d.arrayDesc.NumChannels), cudaErrorInvalidChannelDescriptor);
    RT_RETURN_IF_NO_CONTEXT();
    d.offset = mipmapDesc->offset;
    d.arrayDesc.Width = mipmapDesc->extent.width;
    d.arrayDesc.Height = mipmapDesc->extent.height;
    d.arrayDesc.Depth = mipmapDesc->extent.depth;
    d.arrayDesc.Flags = mipmapDesc->flags;
    d.numLevels = mipmapDesc->numLevels;
    if ((r = RT_DRIVER(cuExternalMemoryGetMappedMipmappedArray, &a, (CUexternalMemory)extMem,
                       &d)) != CUDA_SUCCESS)
        RT_RETURN_DRIVER_RESULT(r, cuExternalMemoryGetMappedMipmappedArray);
    *mipmap = (cudaMipmappedArray_t)a;
    return cudaSuccess;
}

/* cuDestroyExternalMemory (the buffers and arrays mapped from it must be
 * freed by the program, as documented) */
cudaError_t RT_ENTRY(cudaDestroyExternalMemory)(cudaExternalMemory_t extMem)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuDestroyExternalMemory, (CUexternalMemory)extMem);
}

/* ------------------------------------------------------------ semaphores */

/* cuImportExternalSemaphore, in the current device's primary context */
cudaError_t RT_ENTRY(cudaImportExternalSemaphore)(
    cudaExternalSemaphore_t *extSem_out,
    const struct cudaExternalSemaphoreHandleDesc *semHandleDesc)
{
    CUDA_EXTERNAL_SEMAPHORE_HANDLE_DESC d;
    enum cudaExternalSemaphoreHandleType type;
    CUexternalSemaphore s;
    CUresult r;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(extSem_out == NULL || semHandleDesc == NULL, cudaErrorInvalidValue);
    RT_RETURN_IF_NO_CONTEXT();
    type = semHandleDesc->type;
    memset(&d, 0, sizeof d);
    d.type = (CUexternalSemaphoreHandleType)type;
    handle_in(&d.handle, &semHandleDesc->handle,
              type == cudaExternalSemaphoreHandleTypeOpaqueFd ||
                  type == cudaExternalSemaphoreHandleTypeTimelineSemaphoreFd,
              type == cudaExternalSemaphoreHandleTypeNvSciSync);
    d.flags = semHandleDesc->flags;
    if ((r = RT_DRIVER(cuImportExternalSemaphore, &s, &d)) != CUDA_SUCCESS)
        RT_RETURN_DRIVER_RESULT(r, cuImportExternalSemaphore);
    *extSem_out = (cudaExternalSemaphore_t)s;
    return cudaSuccess;
}

/* cuSignalExternalSemaphoresAsync (signal) or cuWaitExternalSemaphoresAsync
 * (the parameter arrays have the driver's layout and go as they are) */
static cudaError_t semaphores_async(int signal, const cudaExternalSemaphore_t *extSemArray,
                                    const void *paramsArray, unsigned numExtSems, CUstream stream)
{
    const CUexternalSemaphore *sems = (const CUexternalSemaphore *)(const void *)extSemArray;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(numExtSems != 0 && (extSemArray == NULL || paramsArray == NULL),
                 cudaErrorInvalidValue);
    RT_RETURN_IF_NO_CONTEXT();
    if (signal)
        RT_RETURN_DRIVER(cuSignalExternalSemaphoresAsync, sems,
                         (const CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS *)paramsArray, numExtSems,
                         stream);
    RT_RETURN_DRIVER(cuWaitExternalSemaphoresAsync, sems,
                     (const CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS *)paramsArray, numExtSems, stream);
}

/* 12.x: cuda_runtime_api.h names these cuda{Signal,Wait}ExternalSemaphoresAsync_v2 */
#if CUDART_VERSION >= 13000

/* cuSignalExternalSemaphoresAsync: the parameter array has the driver's
 * layout and goes as it is */
cudaError_t RT_ENTRY(cudaSignalExternalSemaphoresAsync)(
    const cudaExternalSemaphore_t *extSemArray,
    const struct cudaExternalSemaphoreSignalParams *paramsArray, unsigned int numExtSems,
    cudaStream_t stream)
{
    return semaphores_async(1, extSemArray, paramsArray, numExtSems, cufw__rt_cu_stream(stream));
}

cudaError_t RT_ENTRY(cudaSignalExternalSemaphoresAsync_ptsz)(
    const cudaExternalSemaphore_t *extSemArray,
    const struct cudaExternalSemaphoreSignalParams *paramsArray, unsigned int numExtSems,
    cudaStream_t stream)
{
    return semaphores_async(1, extSemArray, paramsArray, numExtSems,
                            cufw__rt_cu_stream_ptsz(stream));
}

/* cuWaitExternalSemaphoresAsync: the parameter array has the driver's
 * layout and goes as it is */
cudaError_t RT_ENTRY(cudaWaitExternalSemaphoresAsync)(
    const cudaExternalSemaphore_t *extSemArray,
    const struct cudaExternalSemaphoreWaitParams *paramsArray, unsigned int numExtSems,
    cudaStream_t stream)
{
    return semaphores_async(0, extSemArray, paramsArray, numExtSems, cufw__rt_cu_stream(stream));
}

cudaError_t RT_ENTRY(cudaWaitExternalSemaphoresAsync_ptsz)(
    const cudaExternalSemaphore_t *extSemArray,
    const struct cudaExternalSemaphoreWaitParams *paramsArray, unsigned int numExtSems,
    cudaStream_t stream)
{
    return semaphores_async(0, extSemArray, paramsArray, numExtSems,
                            cufw__rt_cu_stream_ptsz(stream));
}
#else
/*
 * 12.x: the _v2 forms are 13.0's functions of the plain names; the plain
 * names take the parameters of before CUDA 11.2 (..._v1), without the
 * reserved words the driver's layout has, so each is copied into the
 * driver's structure and signalled or waited for on its own, in order:
 * one cuSignalExternalSemaphoresAsync or cuWaitExternalSemaphoresAsync
 * per semaphore, nothing held.
 */
static cudaError_t semaphores_v1(int signal, const cudaExternalSemaphore_t *extSemArray,
                                 const struct cudaExternalSemaphoreSignalParams_v1 *signals,
                                 const struct cudaExternalSemaphoreWaitParams_v1 *waits,
                                 unsigned numExtSems, CUstream stream)
{
    unsigned i;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(numExtSems != 0 && (extSemArray == NULL || (signals == NULL && waits == NULL)),
                 cudaErrorInvalidValue);
    for (i = 0; i < numExtSems; i++) {
        CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS sp;
        CUDA_EXTERNAL_SEMAPHORE_WAIT_PARAMS wp;
        cudaError_t e;

        memset(&sp, 0, sizeof sp);
        memset(&wp, 0, sizeof wp);
        if (signal) {
            sp.params.fence.value = signals[i].params.fence.value;
            sp.params.nvSciSync.reserved = signals[i].params.nvSciSync.reserved;
            sp.params.keyedMutex.key = signals[i].params.keyedMutex.key;
            sp.flags = signals[i].flags;
        } else {
            wp.params.fence.value = waits[i].params.fence.value;
            wp.params.nvSciSync.reserved = waits[i].params.nvSciSync.reserved;
            wp.params.keyedMutex.key = waits[i].params.keyedMutex.key;
            wp.params.keyedMutex.timeoutMs = waits[i].params.keyedMutex.timeoutMs;
            wp.flags = waits[i].flags;
        }
        e = semaphores_async(signal, &extSemArray[i], signal ? (const void *)&sp : &wp, 1,
                             stream);
        if (e != cudaSuccess)
            return e;
    }
    return cudaSuccess;
}

/* cuSignalExternalSemaphoresAsync */
cudaError_t RT_ENTRY(cudaSignalExternalSemaphoresAsync_v2)(
    const cudaExternalSemaphore_t *extSemArray,
    const struct cudaExternalSemaphoreSignalParams *paramsArray, unsigned int numExtSems,
    cudaStream_t stream)
{
    return semaphores_async(1, extSemArray, paramsArray, numExtSems, cufw__rt_cu_stream(stream));
}

cudaError_t RT_ENTRY(cudaSignalExternalSemaphoresAsync_v2_ptsz)(
    const cudaExternalSemaphore_t *extSemArray,
    const struct cudaExternalSemaphoreSignalParams *paramsArray, unsigned int numExtSems,
    cudaStream_t stream)
{
    return semaphores_async(1, extSemArray, paramsArray, numExtSems,
                            cufw__rt_cu_stream_ptsz(stream));
}

/* cuSignalExternalSemaphoresAsync per semaphore */
cudaError_t RT_ENTRY(cudaSignalExternalSemaphoresAsync)(
    const cudaExternalSemaphore_t *extSemArray,
    const struct cudaExternalSemaphoreSignalParams_v1 *paramsArray, unsigned int numExtSems,
    cudaStream_t stream)
{
    return semaphores_v1(1, extSemArray, paramsArray, NULL, numExtSems,
                         cufw__rt_cu_stream(stream));
}

cudaError_t RT_ENTRY(cudaSignalExternalSemaphoresAsync_ptsz)(
    const cudaExternalSemaphore_t *extSemArray,
    const struct cudaExternalSemaphoreSignalParams_v1 *paramsArray, unsigned int numExtSems,
    cudaStream_t stream)
{
    return semaphores_v1(1, extSemArray, paramsArray, NULL, numExtSems,
                         cufw__rt_cu_stream_ptsz(stream));
}

/* cuWaitExternalSemaphoresAsync */
cudaError_t RT_ENTRY(cudaWaitExternalSemaphoresAsync_v2)(
    const cudaExternalSemaphore_t *extSemArray,
    const struct cudaExternalSemaphoreWaitParams *paramsArray, unsigned int numExtSems,
    cudaStream_t stream)
{
    return semaphores_async(0, extSemArray, paramsArray, numExtSems, cufw__rt_cu_stream(stream));
}

cudaError_t RT_ENTRY(cudaWaitExternalSemaphoresAsync_v2_ptsz)(
    const cudaExternalSemaphore_t *extSemArray,
    const struct cudaExternalSemaphoreWaitParams *paramsArray, unsigned int numExtSems,
    cudaStream_t stream)
{
    return semaphores_async(0, extSemArray, paramsArray, numExtSems,
                            cufw__rt_cu_stream_ptsz(stream));
}

/* cuWaitExternalSemaphoresAsync per semaphore */
cudaError_t RT_ENTRY(cudaWaitExternalSemaphoresAsync)(
    const cudaExternalSemaphore_t *extSemArray,
    const struct cudaExternalSemaphoreWaitParams_v1 *paramsArray, unsigned int numExtSems,
    cudaStream_t stream)
{
    return semaphores_v1(0, extSemArray, NULL, paramsArray, numExtSems,
                         cufw__rt_cu_stream(stream));
}

cudaError_t RT_ENTRY(cudaWaitExternalSemaphoresAsync_ptsz)(
    const cudaExternalSemaphore_t *extSemArray,
    const struct cudaExternalSemaphoreWaitParams_v1 *paramsArray, unsigned int numExtSems,
    cudaStream_t stream)
{
    return semaphores_v1(0, extSemArray, NULL, paramsArray, numExtSems,
                         cufw__rt_cu_stream_ptsz(stream));
}
#endif

/* cuDestroyExternalSemaphore */
cudaError_t RT_ENTRY(cudaDestroyExternalSemaphore)(cudaExternalSemaphore_t extSem)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuDestroyExternalSemaphore, (CUexternalSemaphore)extSem);
}

/* the exported names of the definitions above (inner.h) */
RT_EXPORTS(external);
