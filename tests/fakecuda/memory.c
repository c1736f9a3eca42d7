/* SPDX-License-Identifier: MIT */
/*
 * tests/fakecuda/memory.c -- device memory that is host memory.
 *
 * cuMemAlloc returns the address of a host block (256-byte aligned), so a
 * "device pointer" can be read and written directly and every copy is a
 * memcpy. Each allocation is entered in the memory map (registry.c), which
 * lets the fake check what the real driver checks: a device range must lie
 * inside one allocation (else CUDA_ERROR_INVALID_VALUE), only an
 * allocation's base can be freed, a host range is registered once. Work is
 * never queued: the stream forms run at once, on the calling thread, after
 * their stream is checked. Device memory is budgeted per device
 * (CUFW_FAKE_MEMORY), so cuMemGetInfo's numbers move.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "fake.h"

#define ALIGN 256u

/* Lock taken: the current context and the stream, checked. The caller
 * unlocks. */
static CUresult lock_ctx_and_stream(struct fake_ctx **c, CUstream s)
{
    CUresult r = fake_lock_current(c);

    if (r == CUDA_SUCCESS && s != (CUstream)0)
        r = fake_stream_check(s, *c);
    return r;
}

/* Lock taken: the current context checked, then the allocation that holds
 * addr (NULL when none). The caller unlocks. */
static CUresult lock_alloc_at(uintptr_t addr, struct fake_alloc **a)
{
    struct fake_ctx *c;
    CUresult r;

    r = fake_lock_current(&c);
    *a = r == CUDA_SUCCESS ? fake_mem_at(addr) : NULL;
    return r;
}

/* Enter [base, base + size) in the memory map as c's memory of that kind
 * (lock held); block, what to free then, is freed when the map is full. */
static CUresult map_add(struct fake_ctx *c, void *block, uintptr_t base, size_t size,
                        enum fake_mem kind, unsigned flags)
{
    struct fake_alloc a = {.base = base, .size = size, .kind = kind, .ctx = c,
                           .device = c->device, .flags = flags, .block = block};

    if (fake_mem_add(&a) == 0)
        return CUDA_SUCCESS;
    free(block);
    return CUDA_ERROR_OUT_OF_MEMORY;
}

/* Forget the allocation whose base is p, if its kind is one of kinds (a bit
 * per enum fake_mem), in the current context with stream s checked; bad
 * when there is none. */
static CUresult free_base(uintptr_t p, unsigned kinds, CUresult bad, CUstream s)
{
    struct fake_alloc *a;
    struct fake_ctx *c;
    CUresult r;

    r = lock_ctx_and_stream(&c, s);
    if (r == CUDA_SUCCESS) {
        a = fake_mem_at(p);
        if (p == 0 || a == NULL || a->base != p || !(kinds & 1u << a->kind))
            r = bad;
        else
            fake_mem_del(a);
    }
    UNLOCK();
    return r;
}

static CUresult alloc(CUdeviceptr *dptr, size_t bytes, enum fake_mem kind, unsigned flags,
                      CUstream s)
{
    struct fake_ctx *c;
    void *block;
    struct fake_device *d;
    size_t rounded;
    CUresult r;

    if (dptr == NULL || bytes == 0)
        return CUDA_ERROR_INVALID_VALUE;
    r = lock_ctx_and_stream(&c, s);
    if (r != CUDA_SUCCESS) {
        UNLOCK();
        return r;
    }
    d = &fake_devices[c->device];
    rounded = (bytes + ALIGN - 1) & ~(size_t)(ALIGN - 1);
    block = rounded < bytes || rounded > fake_cfg.memory - d->used
                ? NULL
                : aligned_alloc(ALIGN, rounded);
    r = block == NULL ? CUDA_ERROR_OUT_OF_MEMORY
                      : map_add(c, block, (uintptr_t)block, bytes, kind, flags);
    if (r == CUDA_SUCCESS) {
        d->used += bytes;
        *dptr = (CUdeviceptr)(uintptr_t)block;
    }
    UNLOCK();
    return r;
}

CUresult cuMemAlloc(CUdeviceptr *dptr, size_t bytesize)
{
    ENTER(cuMemAlloc);
    return alloc(dptr, bytesize, M_DEVICE, 0, (CUstream)0);
}

CUresult cuMemAllocPitch(CUdeviceptr *dptr, size_t *pPitch, size_t WidthInBytes, size_t Height,
                         unsigned int ElementSizeBytes)
{
    size_t pitch;
    CUresult r;

    ENTER(cuMemAllocPitch);
    if (pPitch == NULL || WidthInBytes == 0 || Height == 0 ||
        (ElementSizeBytes != 4 && ElementSizeBytes != 8 && ElementSizeBytes != 16))
        return CUDA_ERROR_INVALID_VALUE;
    pitch = (WidthInBytes + FAKE_PITCH_ALIGN - 1) / FAKE_PITCH_ALIGN * FAKE_PITCH_ALIGN;
    if (pitch < WidthInBytes || Height > ((size_t)-1) / pitch)
        return CUDA_ERROR_OUT_OF_MEMORY;
    r = alloc(dptr, pitch * Height, M_DEVICE, 0, (CUstream)0);
    if (r == CUDA_SUCCESS)
        *pPitch = pitch;
    return r;
}

CUresult cuMemAllocManaged(CUdeviceptr *dptr, size_t bytesize, unsigned int flags)
{
    ENTER(cuMemAllocManaged);
    if (flags != CU_MEM_ATTACH_GLOBAL && flags != CU_MEM_ATTACH_HOST)
        return CUDA_ERROR_INVALID_VALUE;
    return alloc(dptr, bytesize, M_MANAGED, flags, (CUstream)0);
}

CUresult cuMemAllocAsync(CUdeviceptr *dptr, size_t bytesize, CUstream hStream)
{
    ENTER(cuMemAllocAsync);
    return alloc(dptr, bytesize, M_DEVICE, 0, hStream);
}

#define DEVICE_KINDS (1u << M_DEVICE | 1u << M_MANAGED)

CUresult cuMemFree(CUdeviceptr dptr)
{
    ENTER(cuMemFree);
    if (dptr == 0)
        return CUDA_SUCCESS;
    return free_base((uintptr_t)dptr, DEVICE_KINDS, CUDA_ERROR_INVALID_VALUE, (CUstream)0);
}

CUresult cuMemFreeAsync(CUdeviceptr dptr, CUstream hStream)
{
    ENTER(cuMemFreeAsync);
    if (dptr == 0)
        return CUDA_ERROR_INVALID_VALUE;
    return free_base((uintptr_t)dptr, DEVICE_KINDS, CUDA_ERROR_INVALID_VALUE, hStream);
}

CUresult cuMemGetInfo(size_t *free_bytes, size_t *total)
{
    struct fake_ctx *c;
    CUresult r;

    ENTER(cuMemGetInfo);
    if (free_bytes == NULL || total == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    r = fake_lock_current(&c);
    if (r == CUDA_SUCCESS) {
        *total = (size_t)fake_cfg.memory;
        *free_bytes = (size_t)(fake_cfg.memory - fake_devices[c->device].used);
    }
    UNLOCK();
    return r;
}

CUresult cuMemGetAddressRange(CUdeviceptr *pbase, size_t *psize, CUdeviceptr dptr)
{
    struct fake_alloc *a;
    CUresult r;

    ENTER(cuMemGetAddressRange);
    r = lock_alloc_at((uintptr_t)dptr, &a);
    if (r == CUDA_SUCCESS && (a == NULL || a->kind == M_HOST || a->kind == M_REGISTERED))
        r = CUDA_ERROR_NOT_FOUND;
    if (r == CUDA_SUCCESS && pbase != NULL)
        *pbase = (CUdeviceptr)a->base;
    if (r == CUDA_SUCCESS && psize != NULL)
        *psize = a->size;
    UNLOCK();
    return r;
}

/* ------------------------------------------------------------ pinned host memory */

CUresult cuMemHostAlloc(void **pp, size_t bytesize, unsigned int Flags)
{
    struct fake_ctx *c;
    void *block;
    CUresult r;

    ENTER(cuMemHostAlloc);
    if (pp == NULL || bytesize == 0 ||
        (Flags & ~(unsigned)(CU_MEMHOSTALLOC_PORTABLE | CU_MEMHOSTALLOC_DEVICEMAP |
                             CU_MEMHOSTALLOC_WRITECOMBINED)) != 0)
        return CUDA_ERROR_INVALID_VALUE;
    r = fake_lock_current(&c);
    if (r != CUDA_SUCCESS) {
        UNLOCK();
        return r;
    }
    block = aligned_alloc(4096, (bytesize + 4095) & ~(size_t)4095);
    r = block == NULL ? CUDA_ERROR_OUT_OF_MEMORY
                      : map_add(c, block, (uintptr_t)block, bytesize, M_HOST, Flags);
    if (r == CUDA_SUCCESS)
        *pp = block;
    UNLOCK();
    return r;
}

CUresult cuMemFreeHost(void *p)
{
    ENTER(cuMemFreeHost);
    return free_base((uintptr_t)p, 1u << M_HOST, CUDA_ERROR_INVALID_VALUE, (CUstream)0);
}

CUresult cuMemHostRegister(void *p, size_t bytesize, unsigned int Flags)
{
    struct fake_ctx *c;
    uintptr_t end;
    CUresult r;

    ENTER(cuMemHostRegister);
    if (p == NULL || bytesize == 0 ||
        (Flags & ~(unsigned)(CU_MEMHOSTREGISTER_PORTABLE | CU_MEMHOSTREGISTER_DEVICEMAP |
                             CU_MEMHOSTREGISTER_IOMEMORY | CU_MEMHOSTREGISTER_READ_ONLY)) != 0)
        return CUDA_ERROR_INVALID_VALUE;
    end = (uintptr_t)p + bytesize;
    if (end < (uintptr_t)p)
        return CUDA_ERROR_INVALID_VALUE;
    r = fake_lock_current(&c);
    if (r != CUDA_SUCCESS) {
        UNLOCK();
        return r;
    }
    /* Any overlap with something known: already registered (or pinned). */
    if (fake_mem_at((uintptr_t)p) != NULL || fake_mem_at(end - 1) != NULL)
        r = CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED;
    else
        r = map_add(c, NULL, (uintptr_t)p, bytesize, M_REGISTERED, Flags);
    UNLOCK();
    return r;
}

CUresult cuMemHostUnregister(void *p)
{
    ENTER(cuMemHostUnregister);
    return free_base((uintptr_t)p, 1u << M_REGISTERED, CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED,
                     (CUstream)0);
}

CUresult cuMemHostGetDevicePointer(CUdeviceptr *pdptr, void *p, unsigned int Flags)
{
    struct fake_alloc *a;
    CUresult r;

    ENTER(cuMemHostGetDevicePointer);
    if (pdptr == NULL || p == NULL || Flags != 0)
        return CUDA_ERROR_INVALID_VALUE;
    r = lock_alloc_at((uintptr_t)p, &a);
    if (r == CUDA_SUCCESS && (a == NULL || (a->kind != M_HOST && a->kind != M_REGISTERED)))
        r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS) /* unified addressing: pinned memory is mapped at its host address */
        *pdptr = (CUdeviceptr)(uintptr_t)p;
    UNLOCK();
    return r;
}

CUresult cuMemHostGetFlags(unsigned int *pFlags, void *p)
{
    struct fake_alloc *a;
    CUresult r;

    ENTER(cuMemHostGetFlags);
    if (pFlags == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    r = lock_alloc_at((uintptr_t)p, &a);
    if (r == CUDA_SUCCESS && (a == NULL || a->kind != M_HOST))
        r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS)
        *pFlags = a->flags;
    UNLOCK();
    return r;
}

CUresult cuPointerGetAttribute(void *data, CUpointer_attribute attribute, CUdeviceptr ptr)
{
    struct fake_alloc *a;
    CUresult r;

    ENTER(cuPointerGetAttribute);
    if (data == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    r = lock_alloc_at((uintptr_t)ptr, &a);
    if (r == CUDA_SUCCESS && a == NULL)
        r = CUDA_ERROR_INVALID_VALUE; /* not memory CUDA knows */
    if (r != CUDA_SUCCESS) {
        UNLOCK();
        return r;
    }
    switch (attribute) {
    case CU_POINTER_ATTRIBUTE_CONTEXT:
        *(CUcontext *)data = (CUcontext)(void *)a->ctx;
        break;
    case CU_POINTER_ATTRIBUTE_MEMORY_TYPE:
        *(unsigned *)data = a->kind == M_HOST || a->kind == M_REGISTERED ? CU_MEMORYTYPE_HOST
                                                                         : CU_MEMORYTYPE_DEVICE;
        break;
    case CU_POINTER_ATTRIBUTE_DEVICE_POINTER:
        *(CUdeviceptr *)data = ptr;
        break;
    case CU_POINTER_ATTRIBUTE_HOST_POINTER:
        if (a->kind == M_DEVICE || a->kind == M_GLOBAL)
            r = CUDA_ERROR_INVALID_VALUE;
        else
            *(void **)data = (void *)(uintptr_t)ptr;
        break;
    case CU_POINTER_ATTRIBUTE_IS_MANAGED:
        *(int *)data = a->kind == M_MANAGED;
        break;
    case CU_POINTER_ATTRIBUTE_DEVICE_ORDINAL:
        *(int *)data = a->device;
        break;
    case CU_POINTER_ATTRIBUTE_RANGE_START_ADDR:
        *(CUdeviceptr *)data = (CUdeviceptr)a->base;
        break;
    case CU_POINTER_ATTRIBUTE_RANGE_SIZE:
        *(size_t *)data = a->size;
        break;
    case CU_POINTER_ATTRIBUTE_MAPPED:
        *(int *)data = 1;
        break;
    default:
        r = CUDA_ERROR_INVALID_VALUE;
        break;
    }
    UNLOCK();
    return r;
}

/* ------------------------------------------------------------ copies */

/* Both sides of a copy of dst_n and src_n bytes (lock held): dst_dev /
 * src_dev say whether that side must be device-accessible memory. */
static CUresult sides_ok(uintptr_t dst, int dst_dev, size_t dst_n, uintptr_t src, int src_dev,
                         size_t src_n)
{
    if ((dst_dev ? fake_mem_device_range(dst, dst_n) : fake_mem_any_range(dst, dst_n)) !=
            CUDA_SUCCESS ||
        (src_dev ? fake_mem_device_range(src, src_n) : fake_mem_any_range(src, src_n)) !=
            CUDA_SUCCESS)
        return CUDA_ERROR_INVALID_VALUE;
    return CUDA_SUCCESS;
}

/* Check the context, the stream and both ranges; then copy. */
static CUresult copy(uintptr_t dst, int dst_dev, uintptr_t src, int src_dev, size_t n, CUstream s)
{
    struct fake_ctx *c;
    CUresult r;

    r = lock_ctx_and_stream(&c, s);
    if (r == CUDA_SUCCESS && n != 0)
        r = sides_ok(dst, dst_dev, n, src, src_dev, n);
    UNLOCK();
    if (r == CUDA_SUCCESS && n != 0)
        memmove((void *)dst, (const void *)src, n);
    return r;
}

CUresult cuMemcpy(CUdeviceptr dst, CUdeviceptr src, size_t ByteCount)
{
    ENTER(cuMemcpy);
    return copy((uintptr_t)dst, 0, (uintptr_t)src, 0, ByteCount, (CUstream)0);
}

CUresult cuMemcpyAsync(CUdeviceptr dst, CUdeviceptr src, size_t ByteCount, CUstream hStream)
{
    ENTER(cuMemcpyAsync);
    return copy((uintptr_t)dst, 0, (uintptr_t)src, 0, ByteCount, hStream);
}

#if CUDA_VERSION >= 13020
/* One copy with the batch API's attributes: the source's access order
 * checked as the driver does, the hints taken as given. */
CUresult cuMemcpyWithAttributesAsync(CUdeviceptr dst, CUdeviceptr src, size_t size,
                                     CUmemcpyAttributes *attr, CUstream hStream)
{
    ENTER(cuMemcpyWithAttributesAsync);
    if (attr == NULL || attr->srcAccessOrder == CU_MEMCPY_SRC_ACCESS_ORDER_INVALID ||
        attr->srcAccessOrder > CU_MEMCPY_SRC_ACCESS_ORDER_ANY)
        return CUDA_ERROR_INVALID_VALUE;
    return copy((uintptr_t)dst, 0, (uintptr_t)src, 0, size, hStream);
}
#endif

#if CUDA_VERSION >= 13040
/* Where managed memory lives, or pageable host memory: one location per
 * summary region, ceil(size / summaryGranularity) of them. The stand-in's
 * managed memory stays on its device; memory of no allocation is the
 * host's; any other allocation is refused, as the driver refuses it. */
CUresult cuMemGetLocationInfo(CUdeviceptr ptr, size_t size, size_t summaryGranularity,
                              size_t samplingGranularity, CUmemLocation *location_out)
{
    struct fake_alloc *a;
    CUmemLocation loc;
    CUresult r = CUDA_SUCCESS;
    size_t i, n;

    ENTER(cuMemGetLocationInfo);
    if (location_out == NULL || size == 0 || summaryGranularity == 0 ||
        summaryGranularity > size || samplingGranularity > summaryGranularity)
        return CUDA_ERROR_INVALID_VALUE;
    memset(&loc, 0, sizeof loc);
    LOCK();
    a = fake_mem_at((uintptr_t)ptr);
    if (a == NULL) {
        loc.type = CU_MEM_LOCATION_TYPE_HOST;
    } else if (a->kind == M_MANAGED && fake_mem_find((uintptr_t)ptr, size) == a) {
        loc.type = CU_MEM_LOCATION_TYPE_DEVICE;
        loc.id = a->device;
    } else {
        r = CUDA_ERROR_INVALID_VALUE;
    }
    UNLOCK();
    n = size / summaryGranularity + (size % summaryGranularity != 0);
    for (i = 0; r == CUDA_SUCCESS && i < n; i++)
        location_out[i] = loc;
    return r;
}
#endif

CUresult cuMemcpyHtoD(CUdeviceptr dstDevice, const void *srcHost, size_t ByteCount)
{
    ENTER(cuMemcpyHtoD);
    return copy((uintptr_t)dstDevice, 1, (uintptr_t)srcHost, 0, ByteCount, (CUstream)0);
}

CUresult cuMemcpyDtoH(void *dstHost, CUdeviceptr srcDevice, size_t ByteCount)
{
    ENTER(cuMemcpyDtoH);
    return copy((uintptr_t)dstHost, 0, (uintptr_t)srcDevice, 1, ByteCount, (CUstream)0);
}

CUresult cuMemcpyDtoD(CUdeviceptr dstDevice, CUdeviceptr srcDevice, size_t ByteCount)
{
    ENTER(cuMemcpyDtoD);
    return copy((uintptr_t)dstDevice, 1, (uintptr_t)srcDevice, 1, ByteCount, (CUstream)0);
}

CUresult cuMemcpyHtoDAsync(CUdeviceptr dstDevice, const void *srcHost, size_t ByteCount,
                           CUstream hStream)
{
    ENTER(cuMemcpyHtoDAsync);
    return copy((uintptr_t)dstDevice, 1, (uintptr_t)srcHost, 0, ByteCount, hStream);
}

CUresult cuMemcpyDtoHAsync(void *dstHost, CUdeviceptr srcDevice, size_t ByteCount,
                           CUstream hStream)
{
    ENTER(cuMemcpyDtoHAsync);
    return copy((uintptr_t)dstHost, 0, (uintptr_t)srcDevice, 1, ByteCount, hStream);
}

CUresult cuMemcpyDtoDAsync(CUdeviceptr dstDevice, CUdeviceptr srcDevice, size_t ByteCount,
                           CUstream hStream)
{
    ENTER(cuMemcpyDtoDAsync);
    return copy((uintptr_t)dstDevice, 1, (uintptr_t)srcDevice, 1, ByteCount, hStream);
}

/* One side of a 2-D copy: its first byte and whether it must be device memory. */
static CUresult side_2d(CUmemorytype type, const void *host, CUdeviceptr dev, size_t x, size_t y,
                        size_t pitch, uintptr_t *addr, int *is_dev)
{
    uintptr_t base;

    switch (type) {
    case CU_MEMORYTYPE_HOST:
        base = (uintptr_t)host;
        *is_dev = 0;
        break;
    case CU_MEMORYTYPE_DEVICE:
        base = (uintptr_t)dev;
        *is_dev = 1;
        break;
    case CU_MEMORYTYPE_UNIFIED:
        base = (uintptr_t)dev;
        *is_dev = 0;
        break;
    default:
        return CUDA_ERROR_NOT_SUPPORTED; /* arrays: the fake has none */
    }
    if (base == 0)
        return CUDA_ERROR_INVALID_VALUE;
    *addr = base + y * pitch + x;
    return CUDA_SUCCESS;
}

/* Bytes from the first to the last byte of height rows of width bytes,
 * rows pitch apart; -1 when that does not fit a size_t. */
static int span(size_t height, size_t pitch, size_t width, size_t *out)
{
    if (height == 0)
        return -1;
    if (height > 1 && pitch > (((size_t)-1) - width) / (height - 1))
        return -1;
    *out = (height - 1) * pitch + width;
    return 0;
}

static CUresult copy_2d(const CUDA_MEMCPY2D *p, CUstream s)
{
    uintptr_t dst, src;
    int dst_dev, src_dev;
    struct fake_ctx *c;
    size_t row, span_d, span_s;
    CUresult r;

    if (p == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    if ((r = side_2d(p->dstMemoryType, p->dstHost, p->dstDevice, p->dstXInBytes, p->dstY,
                     p->dstPitch, &dst, &dst_dev)) != CUDA_SUCCESS ||
        (r = side_2d(p->srcMemoryType, p->srcHost, p->srcDevice, p->srcXInBytes, p->srcY,
                     p->srcPitch, &src, &src_dev)) != CUDA_SUCCESS)
        return r;
    if (p->Height > 1 && (p->WidthInBytes > p->dstPitch || p->WidthInBytes > p->srcPitch))
        return CUDA_ERROR_INVALID_VALUE;
    if (p->WidthInBytes == 0 || p->Height == 0) {
        r = lock_ctx_and_stream(&c, s);
        UNLOCK();
        return r;
    }
    if (span(p->Height, p->dstPitch, p->WidthInBytes, &span_d) != 0 ||
        span(p->Height, p->srcPitch, p->WidthInBytes, &span_s) != 0)
        return CUDA_ERROR_INVALID_VALUE;
    r = lock_ctx_and_stream(&c, s);
    if (r == CUDA_SUCCESS)
        r = sides_ok(dst, dst_dev, span_d, src, src_dev, span_s);
    UNLOCK();
    if (r != CUDA_SUCCESS)
        return r;
    for (row = 0; row < p->Height; row++)
        memmove((void *)(dst + row * p->dstPitch), (const void *)(src + row * p->srcPitch),
                p->WidthInBytes);
    return CUDA_SUCCESS;
}

CUresult cuMemcpy2DUnaligned(const CUDA_MEMCPY2D *pCopy)
{
    ENTER(cuMemcpy2DUnaligned);
    return copy_2d(pCopy, (CUstream)0);
}

CUresult cuMemcpy2DAsync(const CUDA_MEMCPY2D *pCopy, CUstream hStream)
{
    ENTER(cuMemcpy2DAsync);
    return copy_2d(pCopy, hStream);
}

/* ------------------------------------------------------------ fills */

/* Fill height rows of width elements of size elem, rows pitch bytes apart. */
static CUresult fill(CUdeviceptr dst, size_t pitch, unsigned value, size_t elem, size_t width,
                     size_t height, CUstream s)
{
    struct fake_ctx *c;
    size_t row, i, bytes;
    CUresult r;

    r = lock_ctx_and_stream(&c, s);
    if (r == CUDA_SUCCESS && width != 0 && height != 0) {
        if (elem == 4 && (dst & 3) != 0)
            r = CUDA_ERROR_INVALID_VALUE;
        else if (width > ((size_t)-1) / elem || (height > 1 && width * elem > pitch))
            r = CUDA_ERROR_INVALID_VALUE;
        else if (span(height, pitch, width * elem, &bytes) != 0)
            r = CUDA_ERROR_INVALID_VALUE;
        else
            r = fake_mem_device_range(dst, bytes);
    }
    UNLOCK();
    if (r != CUDA_SUCCESS || width == 0 || height == 0)
        return r;
    for (row = 0; row < height; row++) {
        unsigned char *p = (unsigned char *)(uintptr_t)(dst + row * pitch);

        if (elem == 1) {
            memset(p, (int)(value & 0xff), width);
        } else {
            uint32_t v = value;

            for (i = 0; i < width; i++)
                memcpy(p + i * 4, &v, 4);
        }
    }
    return CUDA_SUCCESS;
}

CUresult cuMemsetD8(CUdeviceptr dstDevice, unsigned char uc, size_t N)
{
    ENTER(cuMemsetD8);
    return fill(dstDevice, N, uc, 1, N, 1, (CUstream)0);
}

CUresult cuMemsetD32(CUdeviceptr dstDevice, unsigned int ui, size_t N)
{
    ENTER(cuMemsetD32);
    return fill(dstDevice, N * 4, ui, 4, N, 1, (CUstream)0);
}

CUresult cuMemsetD8Async(CUdeviceptr dstDevice, unsigned char uc, size_t N, CUstream hStream)
{
    ENTER(cuMemsetD8Async);
    return fill(dstDevice, N, uc, 1, N, 1, hStream);
}

CUresult cuMemsetD32Async(CUdeviceptr dstDevice, unsigned int ui, size_t N, CUstream hStream)
{
    ENTER(cuMemsetD32Async);
    return fill(dstDevice, N * 4, ui, 4, N, 1, hStream);
}

CUresult cuMemsetD2D8(CUdeviceptr dstDevice, size_t dstPitch, unsigned char uc, size_t Width,
                      size_t Height)
{
    ENTER(cuMemsetD2D8);
    return fill(dstDevice, dstPitch, uc, 1, Width, Height, (CUstream)0);
}

CUresult cuMemsetD2D8Async(CUdeviceptr dstDevice, size_t dstPitch, unsigned char uc, size_t Width,
                           size_t Height, CUstream hStream)
{
    ENTER(cuMemsetD2D8Async);
    return fill(dstDevice, dstPitch, uc, 1, Width, Height, hStream);
}

/* ------------------------------------------------------------ peers, hints */

/* One simulated address space: a peer copy is a device-to-device copy. */
CUresult cuMemcpyPeer(CUdeviceptr dstDevice, CUcontext dstContext, CUdeviceptr srcDevice,
                      CUcontext srcContext, size_t ByteCount)
{
    ENTER(cuMemcpyPeer);
    if (dstContext == NULL || srcContext == NULL)
        return CUDA_ERROR_INVALID_CONTEXT;
    return copy((uintptr_t)dstDevice, 1, (uintptr_t)srcDevice, 1, ByteCount, (CUstream)0);
}

CUresult cuMemcpyPeerAsync(CUdeviceptr dstDevice, CUcontext dstContext, CUdeviceptr srcDevice,
                           CUcontext srcContext, size_t ByteCount, CUstream hStream)
{
    ENTER(cuMemcpyPeerAsync);
    if (dstContext == NULL || srcContext == NULL)
        return CUDA_ERROR_INVALID_CONTEXT;
    return copy((uintptr_t)dstDevice, 1, (uintptr_t)srcDevice, 1, ByteCount, hStream);
}

/* Hints about managed memory: checked, otherwise nothing to do here. */
static CUresult hint(CUdeviceptr devPtr, size_t count, CUstream s)
{
    struct fake_ctx *c;
    CUresult r;

    r = lock_ctx_and_stream(&c, s);
    if (r == CUDA_SUCCESS && fake_mem_device_range(devPtr, count) != CUDA_SUCCESS)
        r = CUDA_ERROR_INVALID_VALUE;
    UNLOCK();
    return r;
}

CUresult cuMemPrefetchAsync(CUdeviceptr devPtr, size_t count, CUmemLocation location,
                            unsigned int flags, CUstream hStream)
{
    ENTER(cuMemPrefetchAsync);
    (void)location;
    if (flags != 0)
        return CUDA_ERROR_INVALID_VALUE;
    return hint(devPtr, count, hStream);
}

CUresult cuMemAdvise(CUdeviceptr devPtr, size_t count, CUmem_advise advice, CUmemLocation location)
{
    ENTER(cuMemAdvise);
    (void)advice;
    (void)location;
    return hint(devPtr, count, (CUstream)0);
}
