/* SPDX-License-Identifier: MIT */
/*
 * External memory (compat/external.c) on a device, without Vulkan: the
 * Driver API makes an allocation (cuMemCreate) exportable as a POSIX file
 * descriptor (cuMemExportToShareableHandle), maps it for itself (cuMemMap),
 * and the Runtime imports the descriptor as opaque-fd external memory and
 * maps a buffer from it. Random data written through one mapping is read
 * through the other, both ways, with a kernel in between.
 *
 * External semaphores need an exporter (Vulkan, Direct3D, NvSciSync) the
 * device machine does not have: only their argument checks and error
 * codes are tested here.
 */
#include "tests/compat/compat.h"
#include "tests/compat/driver.h"

#include <stdlib.h>
#include <unistd.h>

/* p[i] = -p[i] + add */
__global__ void negate(int *p, int add, size_t n)
{
    size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;

    if (i < n)
        p[i] = -p[i] + add;
}

/* An array mapped from the external memory: its element format, as the
 * driver describes the level-0 array, is the channel descriptor's. */
static void test_mipmapped(cudaExternalMemory_t ext)
{
    static const struct {
        int bits;
        enum cudaChannelFormatKind kind;
        CUarray_format format;
    } kinds[] = {
        {8, cudaChannelFormatKindSigned, CU_AD_FORMAT_SIGNED_INT8},
        {16, cudaChannelFormatKindSigned, CU_AD_FORMAT_SIGNED_INT16},
        {32, cudaChannelFormatKindSigned, CU_AD_FORMAT_SIGNED_INT32},
        {8, cudaChannelFormatKindUnsigned, CU_AD_FORMAT_UNSIGNED_INT8},
        {16, cudaChannelFormatKindUnsigned, CU_AD_FORMAT_UNSIGNED_INT16},
        {32, cudaChannelFormatKindUnsigned, CU_AD_FORMAT_UNSIGNED_INT32},
        {16, cudaChannelFormatKindFloat, CU_AD_FORMAT_HALF},
        {32, cudaChannelFormatKindFloat, CU_AD_FORMAT_FLOAT},
    };
    static const unsigned channel_counts[] = {1, 2, 4};
    unsigned k = (unsigned)(test_rand() % (sizeof kinds / sizeof kinds[0]));
    unsigned c = channel_counts[test_rand() % 3];
    int b = kinds[k].bits;
    struct cudaExternalMemoryMipmappedArrayDesc md;
    cudaMipmappedArray_t mip = NULL;
    CUDA_ARRAY3D_DESCRIPTOR ad;
    CUarray level = NULL;
    cudaError_t e;

    memset(&md, 0, sizeof md);
    md.offset = 0;
    md.formatDesc.x = b; /* by hand: cudaCreateChannelDesc is the arrays family's */
    md.formatDesc.y = c > 1 ? b : 0;
    md.formatDesc.z = c > 2 ? b : 0;
    md.formatDesc.w = c > 2 ? b : 0;
    md.formatDesc.f = kinds[k].kind;
    md.extent = make_cudaExtent(1 + test_rand() % 64, 1 + test_rand() % 64, 0);
    md.numLevels = 1;
    FAILS_WITH(cudaErrorInvalidValue, cudaExternalMemoryGetMappedMipmappedArray(NULL, ext, &md));
    e = cudaExternalMemoryGetMappedMipmappedArray(&mip, ext, &md);
    if (e != cudaSuccess) {
        /* the memory is linear: a driver may refuse an array on it */
        diag("no array from this memory: %s", cudaGetErrorName(e));
        last_error_is(e, "cudaExternalMemoryGetMappedMipmappedArray");
        skip(4, "the driver maps no array from this memory");
        return;
    }
    ok(mip != NULL, "cudaExternalMemoryGetMappedMipmappedArray gives an array");
    CU_OK(drv.cuMipmappedArrayGetLevel(&level, (CUmipmappedArray)mip, 0));
    memset(&ad, 0, sizeof ad);
    CU_OK(drv.cuArray3DGetDescriptor(&ad, level));
    ok(ad.Width == md.extent.width && ad.Height == md.extent.height && ad.Depth == 0 &&
           ad.Format == kinds[k].format && ad.NumChannels == c,
       "level 0 is %zux%zu, %u channels of format %d", md.extent.width, md.extent.height, c,
       (int)kinds[k].format);
    CU_OK(drv.cuMipmappedArrayDestroy((CUmipmappedArray)mip));
}

static void test_memory(void)
{
    CUmemAllocationProp prop;
    CUmemAccessDesc access;
    CUmemGenericAllocationHandle h;
    CUdeviceptr va = 0;
    size_t gran = 0, size, n;
    struct cudaExternalMemoryHandleDesc desc;
    struct cudaExternalMemoryBufferDesc bdesc;
    cudaExternalMemory_t ext = NULL;
    int fd = -1, add = (int)(test_rand() % 1000), *host, *back;
    void *p = NULL;
    size_t i;
    cudaError_t e;

    memset(&prop, 0, sizeof prop);
    prop.type = CU_MEM_ALLOCATION_TYPE_PINNED;
    prop.requestedHandleTypes = CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR;
    prop.location.type = CU_MEM_LOCATION_TYPE_DEVICE;
    prop.location.id = 0;
    if (!CU_OK(drv.cuMemGetAllocationGranularity(&gran, &prop,
                                                 CU_MEM_ALLOC_GRANULARITY_MINIMUM)))
        bail("no allocation granularity");
    size = gran * (size_t)(1 + test_rand() % 3);
    n = size / sizeof(int);
    CU_OK(drv.cuMemCreate(&h, size, &prop, 0));
    CU_OK(drv.cuMemExportToShareableHandle(&fd, h, CU_MEM_HANDLE_TYPE_POSIX_FILE_DESCRIPTOR, 0));
    CU_OK(drv.cuMemAddressReserve(&va, size, 0, 0, 0));
    CU_OK(drv.cuMemMap(va, size, 0, h, 0));
    memset(&access, 0, sizeof access);
    access.location = prop.location;
    access.flags = CU_MEM_ACCESS_FLAGS_PROT_READWRITE;
    CU_OK(drv.cuMemSetAccess(va, size, &access, 1));

    host = (int *)malloc(size);
    back = (int *)malloc(size);
    if (host == NULL || back == NULL)
        bail("out of host memory");
    fill_random_int(host, n, 1 << 20);
    CUDA_OK(cudaMemcpy((void *)va, host, size, cudaMemcpyHostToDevice));

    /* the Runtime's argument checks first */
    memset(&desc, 0, sizeof desc);
    desc.type = cudaExternalMemoryHandleTypeOpaqueFd;
    desc.handle.fd = fd;
    desc.size = size;
    FAILS_WITH(cudaErrorInvalidValue, cudaImportExternalMemory(NULL, &desc));
    FAILS_WITH(cudaErrorInvalidValue, cudaImportExternalMemory(&ext, NULL));

    e = cudaImportExternalMemory(&ext, &desc);
    if (!is_err(cudaSuccess, e, "cudaImportExternalMemory of an exported cuMemCreate allocation"))
        close(fd); /* on success the driver owns it */

    memset(&bdesc, 0, sizeof bdesc);
    bdesc.offset = 0;
    bdesc.size = size;
    FAILS_WITH(cudaErrorInvalidValue, cudaExternalMemoryGetMappedBuffer(NULL, ext, &bdesc));
    FAILS_WITH(cudaErrorInvalidValue, cudaExternalMemoryGetMappedBuffer(&p, ext, NULL));
    CUDA_OK(cudaExternalMemoryGetMappedBuffer(&p, ext, &bdesc));
    ok(p != NULL && p != (void *)va, "the mapped buffer is a mapping of its own");

    /* the Driver's data, read through the Runtime's mapping */
    poison(back, size);
    CUDA_OK(cudaMemcpy(back, p, size, cudaMemcpyDeviceToHost));
    ok(memcmp(back, host, size) == 0, "the imported buffer holds the Driver's data (%zu bytes)",
       size);

    /* written through the Runtime's mapping, read through the Driver's */
    negate<<<(unsigned)((n + 255) / 256), 256>>>((int *)p, add, n);
    CUDA_OK(cudaGetLastError());
    CUDA_OK(cudaDeviceSynchronize());
    for (i = 0; i < n; i++)
        host[i] = -host[i] + add;
    poison(back, size);
    CU_OK(drv.cuMemcpyDtoH(back, va, size));
    ok(memcmp(back, host, size) == 0, "a kernel's writes through it are in the allocation");

    CUDA_OK(cudaFree(p));
    test_mipmapped(ext);
    CUDA_OK(cudaDestroyExternalMemory(ext));

    CU_OK(drv.cuMemUnmap(va, size));
    CU_OK(drv.cuMemAddressFree(va, size));
    CU_OK(drv.cuMemRelease(h));
    free(host);
    free(back);

    /* not a descriptor: refused, with the Driver's code */
    desc.handle.fd = -1;
    e = cudaImportExternalMemory(&ext, &desc);
    ok(e != cudaSuccess, "cudaImportExternalMemory of fd -1 fails");
    last_error_is(e, "cudaImportExternalMemory of fd -1");
}

static void test_semaphores(void)
{
    struct cudaExternalSemaphoreHandleDesc desc;
    cudaExternalSemaphore_t sem = NULL;
    cudaError_t e;

    memset(&desc, 0, sizeof desc);
    desc.type = cudaExternalSemaphoreHandleTypeOpaqueFd;
    desc.handle.fd = -1;
    FAILS_WITH(cudaErrorInvalidValue, cudaImportExternalSemaphore(NULL, &desc));
    FAILS_WITH(cudaErrorInvalidValue, cudaImportExternalSemaphore(&sem, NULL));
    e = cudaImportExternalSemaphore(&sem, &desc);
    ok(e != cudaSuccess, "cudaImportExternalSemaphore of fd -1 fails");
    last_error_is(e, "cudaImportExternalSemaphore of fd -1");
}

int main(void)
{
    drv_begin();
    CUDA_OK(cudaFree(0));

    test_memory();
    test_semaphores();
    return 0;
}
