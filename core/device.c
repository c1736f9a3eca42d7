/* SPDX-License-Identifier: MIT */
/*
 * core/device.c -- devices, primary contexts and the per-thread current
 * device.
 *
 * IMPLEMENTATION NOTES
 * The device table is filled by cufw_init. A device's primary context is
 * retained the first time any thread needs it (under dev_lock) and kept
 * until cufw_device_reset.
 *
 * Every call works in the context current to the calling thread, as the
 * CUDA Runtime does ("Interactions with the CUDA Driver API"): a context
 * the program made current itself (cuCtxCreate, cuCtxPushCurrent,
 * cuCtxSetCurrent) is used as it is; when none is current, the primary
 * context of the thread's device is retained and made current. A thread
 * makes that decision once (cufw__device_activate) and again after its device was
 * reset (a generation counter) -- so the fast path (CUFW_RETURN_IF_NO_CONTEXT in
 * inner.h) is one thread-local test and one relaxed load -- and when the
 * program later leaves no context current, the driver's
 * CUDA_ERROR_INVALID_CONTEXT makes the call decide again and retry
 * (CUFW_DRIVER_CALL, cufw__device_context_lost).
 *
 * The driver keeps a primary context's handle across a reset (a thread on
 * which it was current still has it current, and calls there fail with
 * CUDA_ERROR_CONTEXT_IS_DESTROYED until it is retained again), so a reset
 * primary context that is still current is recognised by its handle and
 * brought back.
 */
#include "inner.h"

#include <string.h>

CUFW_HIDDEN struct cufw__device cufw__devices[CUFW_MAX_DEVICES];
CUFW_HIDDEN int cufw__device_count;
CUFW_HIDDEN CUFW_TLS_IE _Thread_local struct cufw__thread cufw__device_tls;
CUFW_HIDDEN atomic_int cufw__launch_trusts; /* inner.h: firmware mode's launch */
/* The device of a thread that has not chosen one (cufw_device_set_default). */
static atomic_int default_device;

/* The calling thread's device: its choice, or else the default. */
static int thread_device(void)
{
    return cufw__device_tls.chosen ? cufw__device_tls.device
                                   : atomic_load_explicit(&default_device, memory_order_relaxed);
}
CUFW_HIDDEN _Atomic(cufw__device_reset_fn) cufw__device_on_reset;

static pthread_mutex_t dev_lock = PTHREAD_MUTEX_INITIALIZER;

int cufw__device_call_failed(CUresult r, const char *call)
{
    return cufw__error_driver(r, call, thread_device());
}

static int bad_device(int device)
{
    return cufw__error_fail(CUFW_ERROR_INVALID_DEVICE, "device %d does not exist (%d device%s)",
                            device, cufw__device_count, cufw__device_count == 1 ? "" : "s");
}

#define RETURN_IF_NO_DEVICE(d)                                                                  \
    do {                                                                                        \
        if ((d) < 0 || (d) >= cufw__device_count)                                               \
            return bad_device(d);                                                               \
    } while (0)
#define RETURN_IF_BAD_DEVICE(d)                                                                 \
    do {                                                                                        \
        CUFW_RETURN_IF_NOT_READY();                                                             \
        RETURN_IF_NO_DEVICE(d);                                                                 \
    } while (0)

/* The arguments of a call that gives a device's string: the device, and
 * somewhere to put it. */
static int string_args(const char *fn, int device, const char *out, size_t len)
{
    RETURN_IF_NO_DEVICE(device);
    CUFW_RETURN_IF(out == NULL || len == 0, CUFW_ERROR_INVALID_ARGUMENT,
                   "%s: NULL or empty buffer", fn);
    return CUFW_OK;
}

/* The driver's string in buf (of size n), into the caller's out (of size
 * len > 0), cut and terminated. */
static void copy_string(char *out, size_t len, char *buf, size_t n)
{
    buf[n - 1] = '\0';
    strncpy(out, buf, len - 1);
    out[len - 1] = '\0';
}

/* A device whose context faulted (a sticky error) and was reset, and whose
 * primary context the driver then refuses to create again: CUDA 13 drivers
 * (R580) do this -- cuDevicePrimaryCtxRetain keeps returning the fault --
 * and cudart reports cudaErrorDevicesUnavailable from then on. cufw says so
 * plainly, keeping the driver's CUresult. */
static int device_lost(int d)
{
    return cufw__error_refine(CUFW_ERROR_DEVICE_UNAVAILABLE,
                              "device %d faulted and the driver does not let this process use it "
                              "again (cuDevicePrimaryCtxRetain returns the fault after the reset): "
                              "restart the process",
                              d);
}

/* Retain device d's primary context if needed; dev_lock held. */
static int retain_locked(int d)
{
    struct cufw__device *dev = &cufw__devices[d];
    CUresult r;

    if (dev->retained)
        return CUFW_OK;
    r = CUFW_DRV(cuDevicePrimaryCtxRetain)(&dev->ctx, dev->dev);
    if (r != CUDA_SUCCESS) {
        int rc = cufw__device_call_failed(r, "cuDevicePrimaryCtxRetain");

        /* the context's own fault again: the driver will not recreate it */
        if ((int)r == cufw__error_device_fault(d)) {
            cufw__error_sticky_lost(d);
            return device_lost(d);
        }
        return rc;
    }
    cufw__error_device_fault_clear(d); /* a new context: whatever happened is gone */
    dev->retained = 1;
    return CUFW_OK;
}

/* Retain device d's primary context if needed: CUFW_OK and its handle in
 * *ctx (read under dev_lock, which every retain writes it under). */
static int retain(int d, CUcontext *ctx)
{
    int rc;

    pthread_mutex_lock(&dev_lock);
    rc = retain_locked(d);
    *ctx = cufw__devices[d].ctx;
    pthread_mutex_unlock(&dev_lock);
    return rc;
}


/* The ordinal of the device whose primary context handle is ctx (-1:
 * none), and whether it is retained now; the handles change under
 * dev_lock, so they are read under it. */
static int primary_of(CUcontext ctx, int *retained)
{
    int d, found = -1;

    if (ctx == NULL)
        return -1;
    pthread_mutex_lock(&dev_lock);
    for (d = 0; d < cufw__device_count && found < 0; d++)
        if (cufw__devices[d].ctx == ctx)
            found = d;
    if (found >= 0 && retained != NULL)
        *retained = cufw__devices[found].retained;
    pthread_mutex_unlock(&dev_lock);
    return found;
}

/* 1 when ctx is a primary context reset since it was made current: a
 * device's that is no longer retained, or the one this thread made current
 * itself and that a reset has replaced (a driver may hand out a new handle
 * for the new context). *d is its device. */
static int stale_primary(CUcontext ctx, int *d)
{
    int retained = 0;

    *d = primary_of(ctx, &retained);
    if (*d >= 0)
        return !retained;
    if (ctx != NULL && ctx == cufw__device_tls.primary) {
        *d = thread_device();
        return 1;
    }
    return 0;
}

/* Retain device d's primary context and make it current; d becomes the
 * thread's device. */
static int make_primary_current(int d)
{
    CUcontext ctx;
    unsigned gen;
    int rc;

    pthread_mutex_lock(&dev_lock);
    rc = retain_locked(d);
    ctx = cufw__devices[d].ctx;
    gen = atomic_load(&cufw__devices[d].generation);
    pthread_mutex_unlock(&dev_lock);
    if (rc != CUFW_OK)
        return rc;
    CUFW_RETURN_IF_DRIVER_FAILS(CUFW_DRV(cuCtxSetCurrent)(ctx), "cuCtxSetCurrent");
    cufw__device_tls.device = d;
    cufw__device_tls.primary = ctx;
    cufw__device_tls.generation = gen;
    cufw__device_tls.checked = 1;
    cufw__device_tls.ctx_id = 0; /* the launch asks again (inner.h) */
    return CUFW_OK;
}

int cufw__device_activate(void)
{
    CUcontext cur = NULL;
    int d;

    cufw__device_tls.ctx_id = 0; /* the launch asks again (inner.h) */
    cufw__device_tls.device = thread_device();
    CUFW_RETURN_IF_DRIVER_FAILS(CUFW_DRV(cuCtxGetCurrent)(&cur), "cuCtxGetCurrent");
    if (cur != NULL && !stale_primary(cur, &d)) {
        /* the program's context, or a live primary one: use it */
        cufw__device_tls.generation =
            atomic_load(&cufw__devices[cufw__device_tls.device].generation);
        cufw__device_tls.checked = 1;
        return CUFW_OK;
    }
    /* none current, or a primary context reset since: (re)make it current */
    return make_primary_current(cur != NULL ? d : cufw__device_tls.device);
}

int cufw__device_context_lost(void)
{
    CUcontext cur = NULL;

    if (CUFW_DRV(cuCtxGetCurrent)(&cur) != CUDA_SUCCESS || cur != NULL)
        return 0;
    return make_primary_current(thread_device()) == CUFW_OK;
}

int cufw__device_current(CUdevice *dev)
{
    CUcontext cur = NULL;
    int d;

    CUFW_RETURN_IF_DRIVER_FAILS(CUFW_DRV(cuCtxGetCurrent)(&cur), "cuCtxGetCurrent");
    if (cur == NULL || stale_primary(cur, &d) || d >= 0) {
        /* none current: the thread's device; a primary context (live, or
         * reset and not yet back): its device, without asking the driver */
        *dev = cufw__devices[cur == NULL ? thread_device() : d].dev;
        return CUFW_OK;
    }
    CUFW_RETURN_IF_DRIVER_FAILS(CUFW__DRV_CTX_DEVICE_OF_CURRENT(dev, cur), "cuCtxGetDevice");
    return CUFW_OK;
}

int cufw_device_count(int *count)
{
    CUFW_RETURN_IF_NOT_READY();
    CUFW_RETURN_IF(count == NULL, CUFW_ERROR_INVALID_ARGUMENT, "cufw_device_count: NULL count");
    *count = cufw__device_count;
    return CUFW_OK;
}

int cufw_device_compute_capability(int device, int *major, int *minor)
{
    int rc;

    if (major == NULL || minor == NULL) {
        RETURN_IF_BAD_DEVICE(device);
        return cufw__error_fail(CUFW_ERROR_INVALID_ARGUMENT,
                                "cufw_device_compute_capability: NULL");
    }
    rc = cufw_device_attribute(device, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, major);
    if (rc == CUFW_OK)
        rc = cufw_device_attribute(device, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, minor);
    return rc;
}

int cufw_device_set_current(int device)
{
    CUcontext cur = NULL;
    int retained = 0;

    int rc;

    RETURN_IF_BAD_DEVICE(device);
    /* cuCtxSetCurrent, as cudart does: it replaces whatever context the
     * program had current (the top of its stack) */
    CUFW_RETURN_IF_DRIVER_FAILS(CUFW_DRV(cuCtxGetCurrent)(&cur), "cuCtxGetCurrent");
    if (primary_of(cur, &retained) == device && retained && cufw__device_tls.device == device &&
        cufw__device_tls.chosen && cufw__device_tls.checked &&
        cufw__device_tls.generation == atomic_load(&cufw__devices[device].generation))
        return CUFW_OK;
    if ((rc = make_primary_current(device)) == CUFW_OK)
        cufw__device_tls.chosen = 1;
    return rc;
}

int cufw_device_set_default(int device)
{
    RETURN_IF_BAD_DEVICE(device);
    atomic_store_explicit(&default_device, device, memory_order_relaxed);
    return CUFW_OK;
}

int cufw_device_activate(void)
{
    CUFW_RETURN_IF_NOT_READY();
    /* the whole decision, not the thread's cached one: the program may
     * have left no context current since */
    return cufw__device_activate();
}

int cufw_device_init(int device)
{
    CUcontext ctx;

    RETURN_IF_BAD_DEVICE(device);
    return retain(device, &ctx);
}

int cufw_device_current(int *device)
{
    CUdevice dev;
    int d, rc;

    CUFW_RETURN_IF_NOT_READY();
    CUFW_RETURN_IF(device == NULL, CUFW_ERROR_INVALID_ARGUMENT, "cufw_device_current: NULL device");
    /* the device of the current context; the thread's device when none */
    if ((rc = cufw__device_current(&dev)) != CUFW_OK)
        return rc;
    for (d = 0; d < cufw__device_count; d++) {
        if (cufw__devices[d].dev == dev) {
            *device = d;
            return CUFW_OK;
        }
    }
    *device = thread_device();
    return CUFW_OK;
}

/*
 * A device's reset, and the release of cufw's streams and events made in
 * its primary context, happen under dev_lock, as a retain does: dev->ctx is
 * written by every retain (cuDevicePrimaryCtxRetain fills it), so it is
 * read under the lock, and the slots of the old context are released
 * before any thread can retain the context again (under the lock) and make
 * streams in it -- the driver keeps the handle across a reset, so a stream
 * made in the new context would carry the same ctx and be released too.
 * Lock order: dev_lock, then a table's lock (stream.c takes no dev_lock
 * while it holds one).
 */
int cufw_device_reset(int device)
{
    struct cufw__device *dev;
    CUresult r = CUDA_SUCCESS, r2;
    const char *failed = NULL;
    cufw__device_reset_fn release;

    RETURN_IF_BAD_DEVICE(device);
    dev = &cufw__devices[device];
    pthread_mutex_lock(&dev_lock);
    if (dev->retained) {
        r = CUFW_DRV(cuDevicePrimaryCtxRelease)(dev->dev);
        if (r != CUDA_SUCCESS)
            failed = "cuDevicePrimaryCtxRelease";
        dev->retained = 0; /* dev->ctx stays: the driver keeps the handle */
    }
    /* the reset does not need the release to have worked */
    r2 = CUFW_DRV(cuDevicePrimaryCtxReset)(dev->dev);
    if (r == CUDA_SUCCESS && r2 != CUDA_SUCCESS) {
        r = r2;
        failed = "cuDevicePrimaryCtxReset";
    }
    atomic_fetch_add(&dev->generation, 1);
    release = atomic_load(&cufw__device_on_reset);
    if (dev->ctx != NULL && release != NULL)
        release(dev->ctx); /* its streams and events */
    pthread_mutex_unlock(&dev_lock);
    /* whether the device comes back shows at the next retain */
    cufw__error_sticky_clear(device);
    if (cufw__device_tls.device == device)
        cufw__device_tls.checked = 0;
    if (r != CUDA_SUCCESS)
        return cufw__device_call_failed(r, failed);
    return CUFW_OK;
}

static int peer_access(int peer, int enable)
{
    CUcontext ctx;
    CUresult r;
    int rc;

    RETURN_IF_BAD_DEVICE(peer);
    CUFW_RETURN_IF_NO_CONTEXT();
    if ((rc = retain(peer, &ctx)) != CUFW_OK)
        return rc;
    CUFW_DRIVER_CALL(r, enable ? CUFW_DRV(cuCtxEnablePeerAccess)(ctx, 0)
                               : CUFW_DRV(cuCtxDisablePeerAccess)(ctx));
    if (r != CUDA_SUCCESS)
        return cufw__device_call_failed(r, enable ? "cuCtxEnablePeerAccess"
                                                  : "cuCtxDisablePeerAccess");
    return CUFW_OK;
}

int cufw_device_enable_peer_access(int peer)
{
    return peer_access(peer, 1);
}

int cufw_device_disable_peer_access(int peer)
{
    return peer_access(peer, 0);
}

/* The functions that are one Driver call, X(function, (parameters), checks,
 * Driver call, its name, outputs): inner.h's CUFW_X_DRIVER_CALL (X) and
 * CUFW_X_CONTEXT_CALL (CTX). */
#define DEVICE_CALL_LIST(X, CTX)                                                                   \
    /* a device's facts and settings: no context needed */                                         \
    X(cufw_device_name, (int device, char *name, size_t len),                                      \
      char buf[256]; CUFW_RETURN_IF_FAILED(string_args("cufw_device_name", device, name, len));,   \
      CUFW_DRV(cuDeviceGetName)(buf, (int)sizeof buf, cufw__devices[device].dev),                  \
      "cuDeviceGetName", copy_string(name, len, buf, sizeof buf);)                                 \
    X(cufw_device_attribute, (int device, int attribute, int *value),                              \
      RETURN_IF_NO_DEVICE(device);                                                                 \
      CUFW_RETURN_IF(value == NULL, CUFW_ERROR_INVALID_ARGUMENT,                                   \
                     "cufw_device_attribute: NULL value");,                                        \
      CUFW_DRV(cuDeviceGetAttribute)(value, (CUdevice_attribute)attribute,                         \
                                     cufw__devices[device].dev),                                   \
      "cuDeviceGetAttribute", )                                                                    \
    X(cufw_device_total_memory, (int device, size_t *bytes),                                       \
      RETURN_IF_NO_DEVICE(device);                                                                 \
      CUFW_RETURN_IF(bytes == NULL, CUFW_ERROR_INVALID_ARGUMENT,                                   \
                     "cufw_device_total_memory: NULL bytes");,                                     \
      CUFW_DRV(cuDeviceTotalMem)(bytes, cufw__devices[device].dev), "cuDeviceTotalMem", )          \
    X(cufw_device_uuid, (int device, unsigned char uuid[16]),                                      \
      CUuuid u; RETURN_IF_NO_DEVICE(device);                                                       \
      CUFW_RETURN_IF(uuid == NULL, CUFW_ERROR_INVALID_ARGUMENT, "cufw_device_uuid: NULL uuid");,   \
      CUFW_DRV(cuDeviceGetUuid)(&u, cufw__devices[device].dev), "cuDeviceGetUuid",                 \
      memcpy(uuid, u.bytes, 16);)                                                                  \
    X(cufw_device_pci_bus_id, (int device, char *id, size_t len),                                  \
      char buf[64];                                                                                \
      CUFW_RETURN_IF_FAILED(string_args("cufw_device_pci_bus_id", device, id, len));,              \
      CUFW_DRV(cuDeviceGetPCIBusId)(buf, (int)sizeof buf, cufw__devices[device].dev),              \
      "cuDeviceGetPCIBusId", copy_string(id, len, buf, sizeof buf);)                               \
    X(cufw_device_can_access_peer, (int device, int peer, int *can),                               \
      RETURN_IF_NO_DEVICE(device); RETURN_IF_NO_DEVICE(peer);                                      \
      CUFW_RETURN_IF(can == NULL, CUFW_ERROR_INVALID_ARGUMENT,                                     \
                     "cufw_device_can_access_peer: NULL");,                                        \
      CUFW_DRV(cuDeviceCanAccessPeer)(can, cufw__devices[device].dev, cufw__devices[peer].dev),    \
      "cuDeviceCanAccessPeer", )                                                                   \
    X(cufw_device_set_flags, (int device, unsigned flags), RETURN_IF_NO_DEVICE(device);,           \
      CUFW_DRV(cuDevicePrimaryCtxSetFlags)(cufw__devices[device].dev, flags),                      \
      "cuDevicePrimaryCtxSetFlags", )                                                              \
    X(cufw_device_flags, (int device, unsigned *flags, int *active),                               \
      unsigned f = 0; int a = 0; RETURN_IF_NO_DEVICE(device);                                      \
      CUFW_RETURN_IF(flags == NULL && active == NULL, CUFW_ERROR_INVALID_ARGUMENT,                 \
                     "cufw_device_flags: both NULL");,                                             \
      CUFW_DRV(cuDevicePrimaryCtxGetState)(cufw__devices[device].dev, &f, &a),                     \
      "cuDevicePrimaryCtxGetState",                                                                \
      if (flags != NULL) *flags = f; if (active != NULL) *active = a;)                             \
    /* the current context's */                                                                    \
    CTX(cufw_profiler_start, (void), , CUFW_DRV(cuProfilerStart)(), "cuProfilerStart", )           \
    CTX(cufw_profiler_stop, (void), , CUFW_DRV(cuProfilerStop)(), "cuProfilerStop", )              \
    CTX(cufw_device_synchronize, (void), , CUFW__DRV_CTX_SYNCHRONIZE_CURRENT(),                    \
        "cuCtxSynchronize", )                                                                      \
    CTX(cufw_device_limit, (int limit, size_t *value),                                             \
        CUFW_RETURN_IF(value == NULL, CUFW_ERROR_INVALID_ARGUMENT,                                 \
                       "cufw_device_limit: NULL value");,                                          \
        CUFW_DRV(cuCtxGetLimit)(value, (CUlimit)limit), "cuCtxGetLimit", )                         \
    CTX(cufw_device_set_limit, (int limit, size_t value), ,                                        \
        CUFW_DRV(cuCtxSetLimit)((CUlimit)limit, value), "cuCtxSetLimit", )                         \
    CTX(cufw_device_context_id, (unsigned long long *id),                                          \
        CUFW_RETURN_IF(id == NULL, CUFW_ERROR_INVALID_ARGUMENT,                                    \
                       "cufw_device_context_id: NULL id");,                                        \
        CUFW_DRV(cuCtxGetId)(NULL, id), "cuCtxGetId", )                                            \
    CTX(cufw_device_cache_config, (int *config),                                                   \
        CUfunc_cache c;                                                                            \
        CUFW_RETURN_IF(config == NULL, CUFW_ERROR_INVALID_ARGUMENT,                                \
                       "cufw_device_cache_config: NULL");,                                         \
        CUFW_DRV(cuCtxGetCacheConfig)(&c), "cuCtxGetCacheConfig", *config = (int)c;)               \
    CTX(cufw_device_set_cache_config, (int config), ,                                              \
        CUFW_DRV(cuCtxSetCacheConfig)((CUfunc_cache)config), "cuCtxSetCacheConfig", )
DEVICE_CALL_LIST(CUFW_X_DRIVER_CALL, CUFW_X_CONTEXT_CALL)
