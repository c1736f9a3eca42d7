/* SPDX-License-Identifier: MIT */
/*
 * tests/fakecuda/device.c -- devices and primary contexts.
 *
 * Every device is an H200 look-alike: compute capability 9.0, 132 SMs,
 * warps of 32, 1024 threads a block. A primary context is created by the
 * first retain and destroyed when the retain count drops to zero or by a
 * reset: destroying it frees its streams, events and allocations, and a
 * thread that still has it current gets CUDA_ERROR_CONTEXT_IS_DESTROYED.
 * Destroyed context objects are kept (and stay registered as dead) so that a
 * stale CUcontext never points at freed memory.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fake.h"

FAKE_HIDDEN struct fake_device fake_devices[FAKE_MAX_DEVICES];

/* The calling thread's current context. A pthread key rather than
 * _Thread_local: dynamic TLS in a dlopen()ed object trips LeakSanitizer's
 * thread walker with some glibc versions. */
static pthread_key_t current_key;
static pthread_once_t current_once = PTHREAD_ONCE_INIT;

static void make_key(void)
{
    pthread_key_create(&current_key, NULL);
}

static struct fake_ctx *get_current(void)
{
    pthread_once(&current_once, make_key);
    return pthread_getspecific(current_key);
}

static void set_current(struct fake_ctx *c)
{
    pthread_once(&current_once, make_key);
    pthread_setspecific(current_key, c);
}

int fake_device_ok(CUdevice dev)
{
    return dev >= 0 && dev < fake_cfg.devices;
}

CUresult fake_current(struct fake_ctx **ctx)
{
    struct fake_ctx *c = get_current();

    if (c == NULL)
        return CUDA_ERROR_INVALID_CONTEXT;
    if (!c->alive)
        return CUDA_ERROR_CONTEXT_IS_DESTROYED;
    if (c->sticky != CUDA_SUCCESS)
        return c->sticky;
    *ctx = c;
    return CUDA_SUCCESS;
}

CUresult fake_lock_current(struct fake_ctx **ctx)
{
    LOCK();
    return fake_current(ctx);
}

/* The checks of a device query: an output, then the device. */
static CUresult device_query(const void *out, CUdevice dev)
{
    if (out == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    return fake_device_ok(dev) ? CUDA_SUCCESS : CUDA_ERROR_INVALID_DEVICE;
}

/* A context handle (lock held): *c the context, or an error. */
static CUresult ctx_of(CUcontext ctx, struct fake_ctx **c)
{
    *c = fake_reg_find(ctx, K_CTX);
    if (*c == NULL)
        return CUDA_ERROR_INVALID_CONTEXT;
    return (*c)->alive ? CUDA_SUCCESS : CUDA_ERROR_CONTEXT_IS_DESTROYED;
}

/* Lock taken: ctx, or the current context for NULL, checked. The caller
 * unlocks. */
static CUresult lock_ctx_or_current(CUcontext ctx, struct fake_ctx **c)
{
    LOCK();
    return ctx == NULL ? fake_current(c) : ctx_of(ctx, c);
}

CUresult cuDeviceGetCount(int *count)
{
    ENTER(cuDeviceGetCount);
    if (count == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    *count = fake_cfg.devices;
    return CUDA_SUCCESS;
}

CUresult cuDeviceGet(CUdevice *device, int ordinal)
{
    CUresult r;

    ENTER(cuDeviceGet);
    if ((r = device_query(device, ordinal)) == CUDA_SUCCESS)
        *device = ordinal;
    return r;
}

CUresult cuDeviceGetName(char *name, int len, CUdevice dev)
{
    CUresult r;

    ENTER(cuDeviceGetName);
    if ((r = device_query(len > 0 ? name : NULL, dev)) == CUDA_SUCCESS)
        snprintf(name, (size_t)len, "NVIDIA H200 (cufw fake driver, device %d)", dev);
    return r;
}

static int attribute(CUdevice_attribute a, CUdevice dev)
{
    switch (a) {
    case CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK: return FAKE_MAX_THREADS;
    case CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_X: return 1024;
    case CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Y: return 1024;
    case CU_DEVICE_ATTRIBUTE_MAX_BLOCK_DIM_Z: return 64;
    case CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_X: return 2147483647;
    case CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Y: return 65535;
    case CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Z: return 65535;
    case CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK: return FAKE_SMEM_DEFAULT;
    case CU_DEVICE_ATTRIBUTE_TOTAL_CONSTANT_MEMORY: return 65536;
    case CU_DEVICE_ATTRIBUTE_WARP_SIZE: return 32;
    case CU_DEVICE_ATTRIBUTE_MAX_PITCH: return 2147483647;
    case CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_BLOCK: return 65536;
    case CU_DEVICE_ATTRIBUTE_CLOCK_RATE: return 1980000;
    case CU_DEVICE_ATTRIBUTE_TEXTURE_ALIGNMENT: return 512;
    case CU_DEVICE_ATTRIBUTE_GPU_OVERLAP: return 1;
    case CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT: return FAKE_SMS;
    case CU_DEVICE_ATTRIBUTE_KERNEL_EXEC_TIMEOUT: return 0;
    case CU_DEVICE_ATTRIBUTE_INTEGRATED: return 0;
    case CU_DEVICE_ATTRIBUTE_CAN_MAP_HOST_MEMORY: return 1;
    case CU_DEVICE_ATTRIBUTE_COMPUTE_MODE:
        return (fake_cfg.prohibited >> dev & 1) ? CU_COMPUTEMODE_PROHIBITED : CU_COMPUTEMODE_DEFAULT;
    case CU_DEVICE_ATTRIBUTE_SURFACE_ALIGNMENT: return 512;
    case CU_DEVICE_ATTRIBUTE_CONCURRENT_KERNELS: return 1;
    case CU_DEVICE_ATTRIBUTE_ECC_ENABLED: return 1;
    case CU_DEVICE_ATTRIBUTE_PCI_BUS_ID: return 0x18 + dev;
    case CU_DEVICE_ATTRIBUTE_PCI_DEVICE_ID: return 0;
    case CU_DEVICE_ATTRIBUTE_PCI_DOMAIN_ID: return 0;
    case CU_DEVICE_ATTRIBUTE_TCC_DRIVER: return 0;
    case CU_DEVICE_ATTRIBUTE_MEMORY_CLOCK_RATE: return 3201000;
    case CU_DEVICE_ATTRIBUTE_GLOBAL_MEMORY_BUS_WIDTH: return 6144;
    case CU_DEVICE_ATTRIBUTE_L2_CACHE_SIZE: return 52428800;
    case CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_MULTIPROCESSOR: return 2048;
    case CU_DEVICE_ATTRIBUTE_ASYNC_ENGINE_COUNT: return 5;
    case CU_DEVICE_ATTRIBUTE_UNIFIED_ADDRESSING: return 1;
    case CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR: return FAKE_CC_MAJOR;
    case CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR: return FAKE_CC_MINOR;
    case CU_DEVICE_ATTRIBUTE_STREAM_PRIORITIES_SUPPORTED: return 1;
    case CU_DEVICE_ATTRIBUTE_GLOBAL_L1_CACHE_SUPPORTED: return 1;
    case CU_DEVICE_ATTRIBUTE_LOCAL_L1_CACHE_SUPPORTED: return 1;
    case CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_MULTIPROCESSOR: return FAKE_SMEM_PER_SM;
    case CU_DEVICE_ATTRIBUTE_MAX_REGISTERS_PER_MULTIPROCESSOR: return FAKE_REGS_PER_SM;
    case CU_DEVICE_ATTRIBUTE_MANAGED_MEMORY: return 1;
    case CU_DEVICE_ATTRIBUTE_MULTI_GPU_BOARD: return 0;
    case CU_DEVICE_ATTRIBUTE_MULTI_GPU_BOARD_GROUP_ID: return dev;
    case CU_DEVICE_ATTRIBUTE_HOST_NATIVE_ATOMIC_SUPPORTED: return 0;
    case CU_DEVICE_ATTRIBUTE_SINGLE_TO_DOUBLE_PRECISION_PERF_RATIO: return 2;
    case CU_DEVICE_ATTRIBUTE_PAGEABLE_MEMORY_ACCESS: return 0;
    case CU_DEVICE_ATTRIBUTE_CONCURRENT_MANAGED_ACCESS: return 1;
    case CU_DEVICE_ATTRIBUTE_COMPUTE_PREEMPTION_SUPPORTED: return 1;
    case CU_DEVICE_ATTRIBUTE_CAN_USE_HOST_POINTER_FOR_REGISTERED_MEM: return 1;
    case CU_DEVICE_ATTRIBUTE_COOPERATIVE_LAUNCH: return 1;
    case CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK_OPTIN: return FAKE_SMEM_OPTIN;
    case CU_DEVICE_ATTRIBUTE_MAX_BLOCKS_PER_MULTIPROCESSOR: return 32;
    case CU_DEVICE_ATTRIBUTE_MEMORY_POOLS_SUPPORTED: return 1;
    case CU_DEVICE_ATTRIBUTE_RESERVED_SHARED_MEMORY_PER_BLOCK: return 1024;
    case CU_DEVICE_ATTRIBUTE_CLUSTER_LAUNCH: return 1;
    case CU_DEVICE_ATTRIBUTE_HOST_REGISTER_SUPPORTED: return 1;
    case CU_DEVICE_ATTRIBUTE_CAN_USE_STREAM_WAIT_VALUE_NOR: return 1;
    default: return 0;
    }
}

CUresult cuDeviceGetAttribute(int *pi, CUdevice_attribute attrib, CUdevice dev)
{
    CUresult r;

    ENTER(cuDeviceGetAttribute);
    if ((int)attrib <= 0 || attrib >= CU_DEVICE_ATTRIBUTE_MAX)
        return CUDA_ERROR_INVALID_VALUE;
    if ((r = device_query(pi, dev)) == CUDA_SUCCESS)
        *pi = attribute(attrib, dev);
    return r;
}

CUresult cuDeviceTotalMem(size_t *bytes, CUdevice dev)
{
    CUresult r;

    ENTER(cuDeviceTotalMem);
    if ((r = device_query(bytes, dev)) == CUDA_SUCCESS)
        *bytes = (size_t)fake_cfg.memory;
    return r;
}

CUresult cuDeviceGetUuid(CUuuid *uuid, CUdevice dev)
{
    CUresult r;
    int i;

    ENTER(cuDeviceGetUuid);
    if ((r = device_query(uuid, dev)) == CUDA_SUCCESS)
        for (i = 0; i < 16; i++)
            uuid->bytes[i] = (char)(0xC0 + i * 7 + dev * 31);
    return r;
}

CUresult cuDeviceGetLuid(char *luid, unsigned int *deviceNodeMask, CUdevice dev)
{
    CUresult r;

    ENTER(cuDeviceGetLuid);
    r = device_query(deviceNodeMask != NULL ? luid : NULL, dev);
    return r == CUDA_SUCCESS ? CUDA_ERROR_NOT_SUPPORTED : r; /* LUIDs exist on Windows only */
}

CUresult cuDeviceGetPCIBusId(char *pciBusId, int len, CUdevice dev)
{
    CUresult r;

    ENTER(cuDeviceGetPCIBusId);
    if ((r = device_query(len > 0 ? pciBusId : NULL, dev)) == CUDA_SUCCESS)
        snprintf(pciBusId, (size_t)len, "0000:%02x:00.0", 0x18 + dev);
    return r;
}

CUresult cuDeviceCanAccessPeer(int *canAccessPeer, CUdevice dev, CUdevice peerDev)
{
    CUresult r;

    ENTER(cuDeviceCanAccessPeer);
    if ((r = device_query(canAccessPeer, dev)) == CUDA_SUCCESS && !fake_device_ok(peerDev))
        r = CUDA_ERROR_INVALID_DEVICE;
    if (r == CUDA_SUCCESS)
        *canAccessPeer = dev != peerDev;
    return r;
}

/* ------------------------------------------------------------ primary contexts */

void fake_ctx_destroy(struct fake_ctx *ctx)
{
    struct fake_device *d = &fake_devices[ctx->device];

    fake_reg_drop_ctx(ctx);
    fake_mem_drop_ctx(ctx);
    ctx->alive = 0;
    if (d->primary == ctx)
        d->primary = NULL;
    d->retain = 0;
}

static unsigned long long last_ctx_id; /* under the lock */

struct fake_ctx *fake_ctx_new(int device)
{
    struct fake_ctx *c = calloc(1, sizeof *c);

    if (c == NULL)
        return NULL;
    c->device = device;
    c->alive = 1;
    c->limits[CU_LIMIT_STACK_SIZE] = 1024;
    c->limits[CU_LIMIT_PRINTF_FIFO_SIZE] = 1048576;
    c->limits[CU_LIMIT_MALLOC_HEAP_SIZE] = 8388608;
    c->limits[CU_LIMIT_DEV_RUNTIME_SYNC_DEPTH] = 2;
    c->limits[CU_LIMIT_DEV_RUNTIME_PENDING_LAUNCH_COUNT] = 2048;
    c->limits[CU_LIMIT_MAX_L2_FETCH_GRANULARITY] = 64;
    c->limits[CU_LIMIT_PERSISTING_L2_CACHE_SIZE] = 0;
#if CUDA_VERSION >= 13000 /* limits later than 12.4's cuda.h */
    c->limits[CU_LIMIT_SHMEM_SIZE] = FAKE_SMEM_OPTIN;
    c->limits[CU_LIMIT_CIG_ENABLED] = 0;
    c->limits[CU_LIMIT_CIG_SHMEM_FALLBACK_ENABLED] = 1;
#endif
    c->cache = CU_FUNC_CACHE_PREFER_NONE;
    c->id = ++last_ctx_id;
    fake_reg_add(&c->h, K_CTX, NULL);
    return c;
}

/* Lock taken: the device, checked (NULL when there is no such device). The
 * caller unlocks. */
static struct fake_device *lock_device(CUdevice dev)
{
    LOCK();
    return fake_device_ok(dev) ? &fake_devices[dev] : NULL;
}

CUresult cuDevicePrimaryCtxRetain(CUcontext *pctx, CUdevice dev)
{
    struct fake_device *d;
    CUresult r = CUDA_SUCCESS;

    ENTER(cuDevicePrimaryCtxRetain);
    if (pctx == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    if ((d = lock_device(dev)) == NULL)
        r = CUDA_ERROR_INVALID_DEVICE;
    else if (d->primary == NULL && (d->primary = fake_ctx_new(dev)) == NULL)
        r = CUDA_ERROR_OUT_OF_MEMORY;
    else {
        d->retain++;
        *pctx = (CUcontext)(void *)d->primary;
    }
    UNLOCK();
    return r;
}

CUresult cuDevicePrimaryCtxRelease(CUdevice dev)
{
    struct fake_device *d;
    CUresult r = CUDA_SUCCESS;

    ENTER(cuDevicePrimaryCtxRelease);
    if ((d = lock_device(dev)) == NULL)
        r = CUDA_ERROR_INVALID_DEVICE;
    else if (d->primary == NULL || d->retain == 0)
        r = CUDA_ERROR_INVALID_CONTEXT;
    else if (--d->retain == 0)
        fake_ctx_destroy(d->primary);
    UNLOCK();
    return r;
}

CUresult cuDevicePrimaryCtxReset(CUdevice dev)
{
    struct fake_device *d;

    ENTER(cuDevicePrimaryCtxReset);
    if ((d = lock_device(dev)) != NULL) {
        if (d->primary != NULL)
            fake_ctx_destroy(d->primary);
        d->flags = 0;
    }
    UNLOCK();
    return d != NULL ? CUDA_SUCCESS : CUDA_ERROR_INVALID_DEVICE;
}

CUresult cuDevicePrimaryCtxSetFlags(CUdevice dev, unsigned int flags)
{
    unsigned sched = flags & CU_CTX_SCHED_MASK;
    struct fake_device *d;
    CUresult r = CUDA_SUCCESS;

    ENTER(cuDevicePrimaryCtxSetFlags);
    if ((d = lock_device(dev)) == NULL)
        r = CUDA_ERROR_INVALID_DEVICE;
    else if ((flags & ~(unsigned)(CU_CTX_SCHED_MASK | CU_CTX_LMEM_RESIZE_TO_MAX)) != 0 ||
             (sched != 0 && sched != CU_CTX_SCHED_SPIN && sched != CU_CTX_SCHED_YIELD &&
              sched != CU_CTX_SCHED_BLOCKING_SYNC))
        r = CUDA_ERROR_INVALID_VALUE;
    else
        d->flags = flags;
    UNLOCK();
    return r;
}

CUresult cuDevicePrimaryCtxGetState(CUdevice dev, unsigned int *flags, int *active)
{
    struct fake_device *d;

    ENTER(cuDevicePrimaryCtxGetState);
    if (flags == NULL || active == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    if ((d = lock_device(dev)) != NULL) {
        *flags = d->flags;
        *active = d->primary != NULL && d->retain > 0;
    }
    UNLOCK();
    return d != NULL ? CUDA_SUCCESS : CUDA_ERROR_INVALID_DEVICE;
}

CUresult cuCtxSetCurrent(CUcontext ctx)
{
    struct fake_ctx *c = NULL;
    CUresult r = CUDA_SUCCESS;

    ENTER(cuCtxSetCurrent);
    LOCK();
    if (ctx != NULL)
        r = ctx_of(ctx, &c);
    if (r == CUDA_SUCCESS)
        set_current(c);
    UNLOCK();
    return r;
}

/* The id of ctx, or of the current context for NULL; a reset primary
 * context is a new context with a new id, as on the H200. */
CUresult cuCtxGetId(CUcontext ctx, unsigned long long *ctxId)
{
    struct fake_ctx *c;
    CUresult r;

    ENTER(cuCtxGetId);
    if (ctxId == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    r = lock_ctx_or_current(ctx, &c);
    if (r == CUDA_SUCCESS)
        *ctxId = c->id;
    UNLOCK();
    return r;
}

CUresult cuCtxGetCurrent(CUcontext *pctx)
{
    ENTER(cuCtxGetCurrent);
    if (pctx == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    *pctx = (CUcontext)(void *)get_current();
    return CUDA_SUCCESS;
}

/* The device of ctx, or of the current context for NULL. */
static CUresult ctx_device(CUdevice *device, CUcontext ctx)
{
    struct fake_ctx *c;
    CUresult r;

    ENTER(cuCtxGetDevice);
    if (device == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    r = lock_ctx_or_current(ctx, &c);
    if (r == CUDA_SUCCESS)
        *device = c->device;
    UNLOCK();
    return r;
}

#if CUDA_VERSION >= 13000
/* cufw binds cuCtxGetDevice at 13000: cuda.h's cuCtxGetDevice_v2;
 * driver.c's table maps the name to it. */
CUresult cuCtxGetDevice_v2(CUdevice *device, CUcontext ctx)
{
    return ctx_device(device, ctx);
}
#else
/* at 2000 with 12.x's headers: the current context's */
CUresult cuCtxGetDevice(CUdevice *device)
{
    return ctx_device(device, NULL);
}
#endif

CUresult cuCtxSynchronize(void)
{
    struct fake_ctx *c;
    CUresult r;

    ENTER(cuCtxSynchronize);
    r = fake_lock_current(&c);
    UNLOCK();
    return r;
}

/* 1 for a limit that can only be read (later than 12.4's cuda.h) */
static int limit_query_only(CUlimit limit)
{
#if CUDA_VERSION >= 13000
    return limit == CU_LIMIT_SHMEM_SIZE || limit == CU_LIMIT_CIG_ENABLED;
#else
    (void)limit;
    return 0;
#endif
}

static CUresult limit_known(CUlimit limit)
{
    return (int)limit < 0 || limit >= CU_LIMIT_MAX ? CUDA_ERROR_UNSUPPORTED_LIMIT : CUDA_SUCCESS;
}

CUresult cuCtxGetLimit(size_t *pvalue, CUlimit limit)
{
    struct fake_ctx *c;
    CUresult r;

    ENTER(cuCtxGetLimit);
    if (pvalue == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    r = fake_lock_current(&c);
    if (r == CUDA_SUCCESS && (r = limit_known(limit)) == CUDA_SUCCESS)
        *pvalue = c->limits[limit];
    UNLOCK();
    return r;
}

CUresult cuCtxSetLimit(CUlimit limit, size_t value)
{
    struct fake_ctx *c;
    CUresult r;

    ENTER(cuCtxSetLimit);
    r = fake_lock_current(&c);
    if (r == CUDA_SUCCESS && (r = limit_known(limit)) == CUDA_SUCCESS) {
        if (limit_query_only(limit))
            r = CUDA_ERROR_INVALID_VALUE;
        else if (limit == CU_LIMIT_MAX_L2_FETCH_GRANULARITY && value > 128)
            r = CUDA_ERROR_INVALID_VALUE;
        else
            c->limits[limit] = value;
    }
    UNLOCK();
    return r;
}

CUresult cuCtxGetStreamPriorityRange(int *leastPriority, int *greatestPriority)
{
    struct fake_ctx *c;
    CUresult r;

    ENTER(cuCtxGetStreamPriorityRange);
    r = fake_lock_current(&c);
    UNLOCK();
    if (r != CUDA_SUCCESS)
        return r;
    if (leastPriority != NULL)
        *leastPriority = FAKE_PRIORITY_LEAST;
    if (greatestPriority != NULL)
        *greatestPriority = FAKE_PRIORITY_GREATEST;
    return CUDA_SUCCESS;
}

CUresult cuCtxSetCacheConfig(CUfunc_cache config)
{
    struct fake_ctx *c;
    CUresult r;

    ENTER(cuCtxSetCacheConfig);
    r = fake_lock_current(&c);
    if (r == CUDA_SUCCESS) {
        if ((int)config < 0 || config > CU_FUNC_CACHE_PREFER_EQUAL)
            r = CUDA_ERROR_INVALID_VALUE;
        else
            c->cache = config;
    }
    UNLOCK();
    return r;
}

CUresult cuCtxGetCacheConfig(CUfunc_cache *pconfig)
{
    struct fake_ctx *c;
    CUresult r;

    ENTER(cuCtxGetCacheConfig);
    if (pconfig == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    r = fake_lock_current(&c);
    if (r == CUDA_SUCCESS)
        *pconfig = c->cache;
    UNLOCK();
    return r;
}

/* Peer access from the current context to peer's device turned on or
 * off: the error when it already is, else CUDA_SUCCESS. */
static CUresult peer_access(CUcontext peer, int on)
{
    struct fake_ctx *c, *p;
    unsigned long long bit;
    CUresult r;

    r = fake_lock_current(&c);
    if (r == CUDA_SUCCESS && ctx_of(peer, &p) != CUDA_SUCCESS)
        r = CUDA_ERROR_INVALID_CONTEXT;
    if (r == CUDA_SUCCESS) {
        bit = 1ull << p->device;
        if (on && p->device == c->device)
            r = CUDA_ERROR_INVALID_DEVICE;
        else if (on && (c->peers & bit))
            r = CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED;
        else if (!on && !(c->peers & bit))
            r = CUDA_ERROR_PEER_ACCESS_NOT_ENABLED;
        else
            c->peers = on ? c->peers | bit : c->peers & ~bit;
    }
    UNLOCK();
    return r;
}

CUresult cuCtxEnablePeerAccess(CUcontext peerContext, unsigned int Flags)
{
    ENTER(cuCtxEnablePeerAccess);
    if (Flags != 0)
        return CUDA_ERROR_INVALID_VALUE;
    return peer_access(peerContext, 1);
}

CUresult cuCtxDisablePeerAccess(CUcontext peerContext)
{
    ENTER(cuCtxDisablePeerAccess);
    return peer_access(peerContext, 0);
}
