/* SPDX-License-Identifier: MIT */
/*
 * tests/fakecuda/green.c -- the stand-in's green contexts and device
 * resources: a device's SMs as a resource, split into groups by count,
 * gathered into a descriptor, a green context made of one, and what a
 * green context and its CUcontext answer (resources, id, streams,
 * events).
 *
 * IMPLEMENTATION NOTES
 * A device has FAKE_SMS SMs, split in multiples of FAKE_SM_ALIGN (the
 * smallest partition too), as a Hopper's are. A resource's device is kept
 * in its _internal_padding (the driver's own bytes), so a descriptor made
 * of another device's SMs is told apart. A descriptor is a small block that
 * is never freed (the Driver API has no call to free one); a green context
 * owns a context of its own (fake_ctx_new, green_sms its SMs), which
 * cuCtxFromGreenCtx hands out and which dies with it. Events recorded in a
 * context are complete at once, as every event of the stand-in.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "fake.h"

#define FAKE_SM_ALIGN 8
#define DESC_MAGIC 0x67726e64u /* "grnd" */

struct fake_desc {
    unsigned magic;
    int device;
    unsigned sms;
};

struct fake_green {
    struct fake_handle h;
    struct fake_ctx *ctx; /* its own context, green_sms its SMs */
    unsigned long long id;
};

static unsigned long long last_green_id; /* under the lock */

/* ------------------------------------------------------------ resources */

/* An SM resource of device dev with sms SMs. */
static void sm_resource(CUdevResource *r, int dev, unsigned sms)
{
    memset(r, 0, sizeof *r);
    r->type = CU_DEV_RESOURCE_TYPE_SM;
    memcpy(r->_internal_padding, &dev, sizeof dev);
    r->sm.smCount = sms;
#if CUDA_VERSION >= 13000 /* fields later than 12.4's cuda.h */
    r->sm.minSmPartitionSize = FAKE_SM_ALIGN;
    r->sm.smCoscheduledAlignment = FAKE_SM_ALIGN;
#endif
}

static int resource_device(const CUdevResource *r)
{
    int dev;

    memcpy(&dev, r->_internal_padding, sizeof dev);
    return dev;
}

/* The SMs of a context (lock held). */
static CUresult ctx_resource(struct fake_ctx *c, CUdevResource *r, CUdevResourceType type)
{
    if (r == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    if (type != CU_DEV_RESOURCE_TYPE_SM)
        return CUDA_ERROR_INVALID_RESOURCE_TYPE;
    sm_resource(r, c->device, c->green_sms != 0 ? c->green_sms : FAKE_SMS);
    return CUDA_SUCCESS;
}

CUresult cuDeviceGetDevResource(CUdevice dev, CUdevResource *result, CUdevResourceType type)
{
    ENTER(cuDeviceGetDevResource);
    if (result == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    if (!fake_device_ok(dev))
        return CUDA_ERROR_INVALID_DEVICE;
    if (type != CU_DEV_RESOURCE_TYPE_SM)
        return CUDA_ERROR_INVALID_RESOURCE_TYPE;
    sm_resource(result, dev, FAKE_SMS);
    return CUDA_SUCCESS;
}

/* Groups of max(minCount, FAKE_SM_ALIGN) SMs rounded up to FAKE_SM_ALIGN,
 * as many as fit (at most *nbGroups when result is given), the rest in
 * remaining. */
CUresult cuDevSmResourceSplitByCount(CUdevResource *result, unsigned int *nbGroups,
                                     const CUdevResource *input, CUdevResource *remaining,
                                     unsigned int useFlags, unsigned int minCount)
{
    unsigned size, groups, i;

    ENTER(cuDevSmResourceSplitByCount);
    if (nbGroups == NULL || input == NULL || useFlags != 0)
        return CUDA_ERROR_INVALID_VALUE;
    if (input->type != CU_DEV_RESOURCE_TYPE_SM)
        return CUDA_ERROR_INVALID_RESOURCE_TYPE;
    size = minCount < FAKE_SM_ALIGN ? FAKE_SM_ALIGN : minCount;
    size = (size + FAKE_SM_ALIGN - 1) / FAKE_SM_ALIGN * FAKE_SM_ALIGN;
    groups = input->sm.smCount / size;
    if (groups == 0)
        return CUDA_ERROR_INVALID_RESOURCE_CONFIGURATION;
    if (result != NULL && *nbGroups < groups)
        groups = *nbGroups;
    for (i = 0; result != NULL && i < groups; i++)
        sm_resource(&result[i], resource_device(input), size);
    if (remaining != NULL)
        sm_resource(remaining, resource_device(input), input->sm.smCount - groups * size);
    *nbGroups = groups;
    return CUDA_SUCCESS;
}

#if CUDA_VERSION >= 13010
/* nbGroups groups of the SMs each groupParams asks for (a multiple of
 * FAKE_SM_ALIGN), the rest in remainder; more than the input has is a
 * configuration the device cannot give. */
CUresult cuDevSmResourceSplit(CUdevResource *result, unsigned int nbGroups,
                              const CUdevResource *input, CUdevResource *remainder,
                              unsigned int flags, CU_DEV_SM_RESOURCE_GROUP_PARAMS *groupParams)
{
    unsigned i, sum = 0;

    ENTER(cuDevSmResourceSplit);
    if (input == NULL || nbGroups == 0 || groupParams == NULL || flags != 0)
        return CUDA_ERROR_INVALID_VALUE;
    if (input->type != CU_DEV_RESOURCE_TYPE_SM)
        return CUDA_ERROR_INVALID_RESOURCE_TYPE;
    for (i = 0; i < nbGroups; i++) {
        if (groupParams[i].smCount == 0 || groupParams[i].smCount % FAKE_SM_ALIGN != 0)
            return CUDA_ERROR_INVALID_RESOURCE_CONFIGURATION;
        sum += groupParams[i].smCount;
    }
    if (sum > input->sm.smCount)
        return CUDA_ERROR_INVALID_RESOURCE_CONFIGURATION;
    for (i = 0; result != NULL && i < nbGroups; i++)
        sm_resource(&result[i], resource_device(input), groupParams[i].smCount);
    if (remainder != NULL)
        sm_resource(remainder, resource_device(input), input->sm.smCount - sum);
    return CUDA_SUCCESS;
}
#endif

/* One descriptor of SM resources of one device: their SMs added up. */
CUresult cuDevResourceGenerateDesc(CUdevResourceDesc *phDesc, CUdevResource *resources,
                                   unsigned int nbResources)
{
    struct fake_desc *d;
    unsigned i, sms = 0;

    ENTER(cuDevResourceGenerateDesc);
    if (phDesc == NULL || resources == NULL || nbResources == 0)
        return CUDA_ERROR_INVALID_VALUE;
    for (i = 0; i < nbResources; i++) {
        if (resources[i].type != CU_DEV_RESOURCE_TYPE_SM)
            return CUDA_ERROR_INVALID_RESOURCE_TYPE;
        if (resource_device(&resources[i]) != resource_device(&resources[0]))
            return CUDA_ERROR_INVALID_RESOURCE_CONFIGURATION;
        sms += resources[i].sm.smCount;
    }
    if (sms == 0)
        return CUDA_ERROR_INVALID_RESOURCE_CONFIGURATION;
    if ((d = calloc(1, sizeof *d)) == NULL)
        return CUDA_ERROR_OUT_OF_MEMORY;
    d->magic = DESC_MAGIC;
    d->device = resource_device(&resources[0]);
    d->sms = sms;
    *phDesc = (CUdevResourceDesc)(void *)d;
    return CUDA_SUCCESS;
}

/* ------------------------------------------------------------ green contexts */

CUresult cuGreenCtxCreate(CUgreenCtx *phCtx, CUdevResourceDesc desc, CUdevice dev,
                          unsigned int flags)
{
    const struct fake_desc *d = (const struct fake_desc *)(const void *)desc;
    struct fake_green *g;
    CUresult r = CUDA_SUCCESS;

    ENTER(cuGreenCtxCreate);
    if (phCtx == NULL || d == NULL || d->magic != DESC_MAGIC ||
        (flags & ~(unsigned)CU_GREEN_CTX_DEFAULT_STREAM) != 0)
        return CUDA_ERROR_INVALID_VALUE;
    /* a driver before CUDA 13.3 requires CU_GREEN_CTX_DEFAULT_STREAM (the
     * R580 drivers answer 0 with this, seen on the H200) */
    if (fake_cfg.version < 13030 && (flags & CU_GREEN_CTX_DEFAULT_STREAM) == 0)
        return CUDA_ERROR_INVALID_VALUE;
    if (!fake_device_ok(dev))
        return CUDA_ERROR_INVALID_DEVICE;
    if (d->device != dev)
        return CUDA_ERROR_INVALID_RESOURCE_CONFIGURATION;
    LOCK();
    if ((g = calloc(1, sizeof *g)) == NULL || (g->ctx = fake_ctx_new(dev)) == NULL) {
        free(g);
        r = CUDA_ERROR_OUT_OF_MEMORY;
    } else {
        g->ctx->green_sms = d->sms;
        g->id = ++last_green_id;
        fake_reg_add(&g->h, K_GREEN, NULL);
        *phCtx = (CUgreenCtx)(void *)g;
    }
    UNLOCK();
    return r;
}

/* Lock taken: the green context behind handle, or NULL. The caller unlocks. */
static struct fake_green *lock_green(CUgreenCtx handle)
{
    LOCK();
    return fake_reg_find(handle, K_GREEN);
}

CUresult cuGreenCtxDestroy(CUgreenCtx hCtx)
{
    struct fake_green *g;

    ENTER(cuGreenCtxDestroy);
    if ((g = lock_green(hCtx)) == NULL) {
        UNLOCK();
        return CUDA_ERROR_INVALID_HANDLE;
    }
    fake_reg_drop_ctx(g->ctx);
    fake_mem_drop_ctx(g->ctx);
    g->ctx->alive = 0; /* stays registered: a later use is CONTEXT_IS_DESTROYED */
    fake_reg_del(&g->h);
    free(g);
    UNLOCK();
    return CUDA_SUCCESS;
}

CUresult cuCtxFromGreenCtx(CUcontext *pContext, CUgreenCtx hCtx)
{
    struct fake_green *g;
    CUresult r = CUDA_ERROR_INVALID_HANDLE;

    ENTER(cuCtxFromGreenCtx);
    if (pContext == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    if ((g = lock_green(hCtx)) != NULL) {
        *pContext = (CUcontext)(void *)g->ctx;
        r = CUDA_SUCCESS;
    }
    UNLOCK();
    return r;
}

#if CUDA_VERSION >= 12090
CUresult cuGreenCtxGetId(CUgreenCtx greenCtx, unsigned long long *greenCtxId)
{
    struct fake_green *g;
    CUresult r = CUDA_ERROR_INVALID_HANDLE;

    ENTER(cuGreenCtxGetId);
    if (greenCtxId == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    if ((g = lock_green(greenCtx)) != NULL) {
        *greenCtxId = g->id;
        r = CUDA_SUCCESS;
    }
    UNLOCK();
    return r;
}
#endif

CUresult cuGreenCtxGetDevResource(CUgreenCtx hCtx, CUdevResource *result, CUdevResourceType type)
{
    struct fake_green *g;
    CUresult r = CUDA_ERROR_INVALID_HANDLE;

    ENTER(cuGreenCtxGetDevResource);
    if ((g = lock_green(hCtx)) != NULL)
        r = ctx_resource(g->ctx, result, type);
    UNLOCK();
    return r;
}

#if CUDA_VERSION >= 12050
/* A green context's streams must not block on the legacy stream, as the
 * driver requires. */
CUresult cuGreenCtxStreamCreate(CUstream *phStream, CUgreenCtx greenCtx, unsigned int flags,
                                int priority)
{
    struct fake_green *g;
    CUresult r = CUDA_ERROR_INVALID_HANDLE;

    ENTER(cuGreenCtxStreamCreate);
    if (phStream == NULL || flags != CU_STREAM_NON_BLOCKING)
        return CUDA_ERROR_INVALID_VALUE;
    if ((g = lock_green(greenCtx)) != NULL)
        r = fake_stream_new(g->ctx, flags, priority, phStream);
    UNLOCK();
    return r;
}
#endif

/* Record hEvent in c, or make c wait for it (lock held): an event of the
 * stand-in is complete once recorded. */
static CUresult ctx_event(struct fake_ctx *c, CUevent hEvent, int record)
{
    struct fake_event *e = fake_reg_find(hEvent, K_EVENT);

    if (e == NULL)
        return CUDA_ERROR_INVALID_HANDLE;
    if (!c->alive)
        return CUDA_ERROR_CONTEXT_IS_DESTROYED;
    if (record) {
        e->recorded = 1;
        e->when_ms = fake_now_ms();
    }
    return c->sticky;
}

static CUresult green_event(CUgreenCtx hCtx, CUevent hEvent, int record)
{
    struct fake_green *g = lock_green(hCtx);
    CUresult r = g != NULL ? ctx_event(g->ctx, hEvent, record) : CUDA_ERROR_INVALID_HANDLE;

    UNLOCK();
    return r;
}

CUresult cuGreenCtxRecordEvent(CUgreenCtx hCtx, CUevent hEvent)
{
    ENTER(cuGreenCtxRecordEvent);
    return green_event(hCtx, hEvent, 1);
}

CUresult cuGreenCtxWaitEvent(CUgreenCtx hCtx, CUevent hEvent)
{
    ENTER(cuGreenCtxWaitEvent);
    return green_event(hCtx, hEvent, 0);
}

/* ------------------------------------------------------------ any context's */

/* Lock taken: the context behind handle, checked. The caller unlocks. */
static CUresult lock_ctx(CUcontext handle, struct fake_ctx **c)
{
    LOCK();
    *c = fake_reg_find(handle, K_CTX);
    if (*c == NULL)
        return CUDA_ERROR_INVALID_CONTEXT;
    return (*c)->alive ? CUDA_SUCCESS : CUDA_ERROR_CONTEXT_IS_DESTROYED;
}

CUresult cuCtxGetDevResource(CUcontext hCtx, CUdevResource *result, CUdevResourceType type)
{
    struct fake_ctx *c;
    CUresult r;

    ENTER(cuCtxGetDevResource);
    if ((r = lock_ctx(hCtx, &c)) == CUDA_SUCCESS)
        r = ctx_resource(c, result, type);
    UNLOCK();
    return r;
}

#if CUDA_VERSION >= 12050 /* contexts' events */
static CUresult any_ctx_event(CUcontext hCtx, CUevent hEvent, int record)
{
    struct fake_ctx *c;
    CUresult r;

    if ((r = lock_ctx(hCtx, &c)) == CUDA_SUCCESS)
        r = ctx_event(c, hEvent, record);
    UNLOCK();
    return r;
}

CUresult cuCtxRecordEvent(CUcontext hCtx, CUevent hEvent)
{
    ENTER(cuCtxRecordEvent);
    return any_ctx_event(hCtx, hEvent, 1);
}

CUresult cuCtxWaitEvent(CUcontext hCtx, CUevent hEvent)
{
    ENTER(cuCtxWaitEvent);
    return any_ctx_event(hCtx, hEvent, 0);
}
#endif

#if CUDA_VERSION >= 13010
/* The SMs of the stream's context (the current one for the default streams). */
CUresult cuStreamGetDevResource(CUstream hStream, CUdevResource *result, CUdevResourceType type)
{
    struct fake_stream *s = NULL;
    struct fake_ctx *c = NULL;
    CUresult r = CUDA_SUCCESS;

    ENTER(cuStreamGetDevResource);
    LOCK();
    if (hStream != (CUstream)0 && hStream != CU_STREAM_LEGACY && hStream != CU_STREAM_PER_THREAD) {
        if ((s = fake_reg_find(hStream, K_STREAM)) == NULL)
            r = CUDA_ERROR_INVALID_HANDLE;
        else
            c = s->h.ctx;
    } else {
        r = fake_current(&c);
    }
    if (r == CUDA_SUCCESS)
        r = ctx_resource(c, result, type);
    UNLOCK();
    return r;
}
#endif
