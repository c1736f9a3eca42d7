/*
 * core/device.c -- devices, primary contexts and the per-thread current
 * device.
 *
 * IMPLEMENTATION NOTES
 * The device table is filled by cufw_init. A device's primary context is
 * retained the first time any thread needs it (under dev_lock) and kept
 * until cufw_device_reset. Each thread remembers its current device and
 * whether that device's context is current on it; the fast path
 * (CUFW_ENSURE_CONTEXT in inner.h) is one thread-local test and one relaxed
 * load of the device's generation, which a reset bumps so that every thread
 * makes the new context current again on its next call.
 */
#include "inner.h"

#include <string.h>

CUFW_HIDDEN struct cufw__device cufw__devices[CUFW_MAX_DEVICES];
CUFW_HIDDEN int cufw__device_count;
CUFW_HIDDEN CUFW_TLS_IE _Thread_local struct cufw__thread cufw__tls;

static pthread_mutex_t dev_lock = PTHREAD_MUTEX_INITIALIZER;

static int bad_device(int device)
{
    return cufw__fail(CUFW_ERROR_INVALID_DEVICE, "device %d does not exist (%d device%s)", device,
                      cufw__device_count, cufw__device_count == 1 ? "" : "s");
}

#define CHECK_DEVICE(d)                                                                         \
    do {                                                                                        \
        CUFW_CHECK_READY();                                                                     \
        if ((d) < 0 || (d) >= cufw__device_count)                                               \
            return bad_device(d);                                                               \
    } while (0)

/* A device whose context faulted (a sticky error) and was reset, and whose
 * primary context the driver then refuses to create again: CUDA 13 drivers
 * (R580) do this -- cuDevicePrimaryCtxRetain keeps returning the fault --
 * and cudart reports cudaErrorDevicesUnavailable from then on. cufw says so
 * plainly, keeping the driver's CUresult. */
static int device_lost(int d)
{
    return cufw__refine(CUFW_ERROR_DEVICE_UNAVAILABLE,
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
    r = cufw__drv.cuDevicePrimaryCtxRetain(&dev->ctx, dev->dev);
    if (r != CUDA_SUCCESS) {
        int rc = cufw__driver_fail(r, "cuDevicePrimaryCtxRetain");

        /* the context's own fault again: the driver will not recreate it */
        if ((int)r == atomic_load(&dev->fault)) {
            cufw__sticky_lost(d);
            return device_lost(d);
        }
        return rc;
    }
    atomic_store(&dev->fault, 0); /* a new context: whatever happened is gone */
    dev->retained = 1;
    return CUFW_OK;
}


int cufw__activate(void)
{
    int d = cufw__tls.device, rc;
    CUcontext ctx;
    unsigned gen;
    CUresult r;

    pthread_mutex_lock(&dev_lock);
    rc = retain_locked(d);
    ctx = cufw__devices[d].ctx;
    gen = atomic_load(&cufw__devices[d].generation);
    pthread_mutex_unlock(&dev_lock);
    if (rc != CUFW_OK)
        return rc;
    r = cufw__drv.cuCtxSetCurrent(ctx);
    if (r != CUDA_SUCCESS)
        return cufw__driver_fail(r, "cuCtxSetCurrent");
    cufw__tls.generation = gen;
    cufw__tls.active = 1;
    return CUFW_OK;
}

int cufw_device_count(int *count)
{
    CUFW_CHECK_READY();
    if (count == NULL)
        return cufw__fail(CUFW_ERROR_INVALID_ARGUMENT, "cufw_device_count: NULL count");
    *count = cufw__device_count;
    return CUFW_OK;
}

int cufw_device_name(int device, char *name, size_t len)
{
    char buf[256];
    CUresult r;

    CHECK_DEVICE(device);
    if (name == NULL || len == 0)
        return cufw__fail(CUFW_ERROR_INVALID_ARGUMENT, "cufw_device_name: NULL or empty buffer");
    r = cufw__drv.cuDeviceGetName(buf, (int)sizeof buf, cufw__devices[device].dev);
    if (r != CUDA_SUCCESS)
        return cufw__driver_fail(r, "cuDeviceGetName");
    buf[sizeof buf - 1] = '\0';
    strncpy(name, buf, len - 1);
    name[len - 1] = '\0';
    return CUFW_OK;
}

int cufw_device_attribute(int device, int attribute, int *value)
{
    CUresult r;

    CHECK_DEVICE(device);
    if (value == NULL)
        return cufw__fail(CUFW_ERROR_INVALID_ARGUMENT, "cufw_device_attribute: NULL value");
    r = cufw__drv.cuDeviceGetAttribute(value, (CUdevice_attribute)attribute,
                                       cufw__devices[device].dev);
    if (r != CUDA_SUCCESS)
        return cufw__driver_fail(r, "cuDeviceGetAttribute");
    return CUFW_OK;
}

int cufw_device_compute_capability(int device, int *major, int *minor)
{
    int rc;

    if (major == NULL || minor == NULL) {
        CHECK_DEVICE(device);
        return cufw__fail(CUFW_ERROR_INVALID_ARGUMENT, "cufw_device_compute_capability: NULL");
    }
    rc = cufw_device_attribute(device, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, major);
    if (rc == CUFW_OK)
        rc = cufw_device_attribute(device, CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR, minor);
    return rc;
}

int cufw_device_total_memory(int device, size_t *bytes)
{
    CUresult r;

    CHECK_DEVICE(device);
    if (bytes == NULL)
        return cufw__fail(CUFW_ERROR_INVALID_ARGUMENT, "cufw_device_total_memory: NULL bytes");
    r = cufw__drv.cuDeviceTotalMem(bytes, cufw__devices[device].dev);
    if (r != CUDA_SUCCESS)
        return cufw__driver_fail(r, "cuDeviceTotalMem");
    return CUFW_OK;
}

int cufw_device_uuid(int device, unsigned char uuid[16])
{
    CUuuid u;
    CUresult r;

    CHECK_DEVICE(device);
    if (uuid == NULL)
        return cufw__fail(CUFW_ERROR_INVALID_ARGUMENT, "cufw_device_uuid: NULL uuid");
    r = cufw__drv.cuDeviceGetUuid(&u, cufw__devices[device].dev);
    if (r != CUDA_SUCCESS)
        return cufw__driver_fail(r, "cuDeviceGetUuid");
    memcpy(uuid, u.bytes, 16);
    return CUFW_OK;
}

int cufw_device_set(int device)
{
    int old, rc;

    CHECK_DEVICE(device);
    old = cufw__tls.device;
    if (old == device && cufw__tls.active &&
        cufw__tls.generation == atomic_load(&cufw__devices[device].generation))
        return CUFW_OK;
    cufw__tls.device = device;
    cufw__tls.active = 0;
    rc = cufw__activate();
    if (rc != CUFW_OK) {
        cufw__tls.device = old;
        cufw__tls.active = 0;
    }
    return rc;
}

int cufw_device_activate(void)
{
    CUFW_CHECK_READY();
    CUFW_ENSURE_CONTEXT();
    return CUFW_OK;
}

int cufw_device_init(int device)
{
    int rc;

    CHECK_DEVICE(device);
    pthread_mutex_lock(&dev_lock);
    rc = retain_locked(device);
    pthread_mutex_unlock(&dev_lock);
    return rc;
}

int cufw_profiler_start(void)
{
    CUresult r;

    CUFW_CHECK_READY();
    CUFW_ENSURE_CONTEXT();
    r = cufw__drv.cuProfilerStart();
    if (r != CUDA_SUCCESS)
        return cufw__driver_fail(r, "cuProfilerStart");
    return CUFW_OK;
}

int cufw_profiler_stop(void)
{
    CUresult r;

    CUFW_CHECK_READY();
    CUFW_ENSURE_CONTEXT();
    r = cufw__drv.cuProfilerStop();
    if (r != CUDA_SUCCESS)
        return cufw__driver_fail(r, "cuProfilerStop");
    return CUFW_OK;
}

int cufw_device_get(int *device)
{
    CUFW_CHECK_READY();
    if (device == NULL)
        return cufw__fail(CUFW_ERROR_INVALID_ARGUMENT, "cufw_device_get: NULL device");
    *device = cufw__tls.device;
    return CUFW_OK;
}

int cufw_device_synchronize(void)
{
    CUresult r;

    CUFW_CHECK_READY();
    CUFW_ENSURE_CONTEXT();
    r = cufw__drv.cuCtxSynchronize(NULL); /* CUDA 13 ABI: NULL is the current context */
    if (r != CUDA_SUCCESS)
        return cufw__driver_fail(r, "cuCtxSynchronize");
    return CUFW_OK;
}

int cufw_device_reset(int device)
{
    struct cufw__device *dev;
    CUresult r = CUDA_SUCCESS, r2;
    const char *failed = NULL;

    CHECK_DEVICE(device);
    dev = &cufw__devices[device];
    pthread_mutex_lock(&dev_lock);
    if (dev->retained) {
        r = cufw__drv.cuDevicePrimaryCtxRelease(dev->dev);
        if (r != CUDA_SUCCESS)
            failed = "cuDevicePrimaryCtxRelease";
        dev->retained = 0;
        dev->ctx = NULL;
    }
    /* the reset does not need the release to have worked */
    r2 = cufw__drv.cuDevicePrimaryCtxReset(dev->dev);
    if (r == CUDA_SUCCESS && r2 != CUDA_SUCCESS) {
        r = r2;
        failed = "cuDevicePrimaryCtxReset";
    }
    atomic_fetch_add(&dev->generation, 1);
    pthread_mutex_unlock(&dev_lock);
    cufw__release_device_objects(device);
    /* whether the device comes back shows at the next retain */
    cufw__sticky_clear(device);
    if (cufw__tls.device == device)
        cufw__tls.active = 0;
    if (r != CUDA_SUCCESS)
        return cufw__driver_fail(r, failed);
    return CUFW_OK;
}

int cufw_device_set_flags(int device, unsigned flags)
{
    CUresult r;

    CHECK_DEVICE(device);
    r = cufw__drv.cuDevicePrimaryCtxSetFlags(cufw__devices[device].dev, flags);
    if (r != CUDA_SUCCESS)
        return cufw__driver_fail(r, "cuDevicePrimaryCtxSetFlags");
    return CUFW_OK;
}

int cufw_device_get_flags(int device, unsigned *flags, int *active)
{
    unsigned f = 0;
    int a = 0;
    CUresult r;

    CHECK_DEVICE(device);
    if (flags == NULL && active == NULL)
        return cufw__fail(CUFW_ERROR_INVALID_ARGUMENT, "cufw_device_get_flags: both NULL");
    r = cufw__drv.cuDevicePrimaryCtxGetState(cufw__devices[device].dev, &f, &a);
    if (r != CUDA_SUCCESS)
        return cufw__driver_fail(r, "cuDevicePrimaryCtxGetState");
    if (flags != NULL)
        *flags = f;
    if (active != NULL)
        *active = a;
    return CUFW_OK;
}

int cufw_device_limit(int limit, size_t *value)
{
    CUresult r;

    CUFW_CHECK_READY();
    if (value == NULL)
        return cufw__fail(CUFW_ERROR_INVALID_ARGUMENT, "cufw_device_limit: NULL value");
    CUFW_ENSURE_CONTEXT();
    r = cufw__drv.cuCtxGetLimit(value, (CUlimit)limit);
    if (r != CUDA_SUCCESS)
        return cufw__driver_fail(r, "cuCtxGetLimit");
    return CUFW_OK;
}

int cufw_device_set_limit(int limit, size_t value)
{
    CUresult r;

    CUFW_CHECK_READY();
    CUFW_ENSURE_CONTEXT();
    r = cufw__drv.cuCtxSetLimit((CUlimit)limit, value);
    if (r != CUDA_SUCCESS)
        return cufw__driver_fail(r, "cuCtxSetLimit");
    return CUFW_OK;
}

int cufw_device_can_access_peer(int device, int peer, int *can)
{
    CUresult r;

    CHECK_DEVICE(device);
    if (peer < 0 || peer >= cufw__device_count)
        return bad_device(peer);
    if (can == NULL)
        return cufw__fail(CUFW_ERROR_INVALID_ARGUMENT, "cufw_device_can_access_peer: NULL");
    r = cufw__drv.cuDeviceCanAccessPeer(can, cufw__devices[device].dev, cufw__devices[peer].dev);
    if (r != CUDA_SUCCESS)
        return cufw__driver_fail(r, "cuDeviceCanAccessPeer");
    return CUFW_OK;
}

static int peer_access(int peer, int enable)
{
    CUresult r;
    int rc;

    CHECK_DEVICE(peer);
    CUFW_ENSURE_CONTEXT();
    if ((rc = cufw_device_init(peer)) != CUFW_OK)
        return rc;
    r = enable ? cufw__drv.cuCtxEnablePeerAccess(cufw__devices[peer].ctx, 0)
               : cufw__drv.cuCtxDisablePeerAccess(cufw__devices[peer].ctx);
    if (r != CUDA_SUCCESS)
        return cufw__driver_fail(r, enable ? "cuCtxEnablePeerAccess" : "cuCtxDisablePeerAccess");
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

int cufw_device_pci_bus_id(int device, char *id, size_t len)
{
    char buf[64];
    CUresult r;

    CHECK_DEVICE(device);
    if (id == NULL || len == 0)
        return cufw__fail(CUFW_ERROR_INVALID_ARGUMENT, "cufw_device_pci_bus_id: NULL or empty buffer");
    r = cufw__drv.cuDeviceGetPCIBusId(buf, (int)sizeof buf, cufw__devices[device].dev);
    if (r != CUDA_SUCCESS)
        return cufw__driver_fail(r, "cuDeviceGetPCIBusId");
    buf[sizeof buf - 1] = '\0';
    strncpy(id, buf, len - 1);
    id[len - 1] = '\0';
    return CUFW_OK;
}

int cufw_device_cache_config(int *config)
{
    CUfunc_cache c;
    CUresult r;

    CUFW_CHECK_READY();
    if (config == NULL)
        return cufw__fail(CUFW_ERROR_INVALID_ARGUMENT, "cufw_device_cache_config: NULL");
    CUFW_ENSURE_CONTEXT();
    r = cufw__drv.cuCtxGetCacheConfig(&c);
    if (r != CUDA_SUCCESS)
        return cufw__driver_fail(r, "cuCtxGetCacheConfig");
    *config = (int)c;
    return CUFW_OK;
}

int cufw_device_set_cache_config(int config)
{
    CUresult r;

    CUFW_CHECK_READY();
    CUFW_ENSURE_CONTEXT();
    r = cufw__drv.cuCtxSetCacheConfig((CUfunc_cache)config);
    if (r != CUDA_SUCCESS)
        return cufw__driver_fail(r, "cuCtxSetCacheConfig");
    return CUFW_OK;
}
