/* SPDX-License-Identifier: MIT */
/*
 * cufw/device.h -- devices, their primary contexts, the per-thread current
 * device, and sticky errors.
 *
 * Devices are named by ordinal, 0 .. count-1, as the driver enumerates them
 * (at most the configure capacity --with-max-devices).
 *
 * Contexts, as in the CUDA Runtime: every call works in the context current
 * to the calling thread. When none is current, the first call that needs
 * one retains the primary context of the thread's device (0 until it calls
 * cufw_device_set_current) and makes it current with cuCtxSetCurrent -- the same
 * context the CUDA Runtime uses, so cufw, cudart-based code and the Driver
 * API in one process share it. A context the program made current itself
 * (cuCtxCreate, cuCtxPushCurrent, cuCtxSetCurrent) is used as it is:
 * allocations, streams, loaded modules and launches then belong to it. If
 * the program later leaves no context current, the next call makes the
 * primary one current again.
 */
#ifndef CUFW_DEVICE_H
#define CUFW_DEVICE_H

#include <stddef.h>

#include <cufw/error.h>

#ifdef __cplusplus
extern "C" {
#endif

/*
 * cufw_device_count -- number of devices cufw can use. Returns CUFW_OK,
 * CUFW_ERROR_INVALID_ARGUMENT, CUFW_ERROR_NOT_INITIALIZED. Thread-safe.
 */
int cufw_device_count(int *count);

/*
 * cufw_device_name -- the device's name, NUL-terminated and truncated to
 * len. Returns CUFW_OK, CUFW_ERROR_INVALID_ARGUMENT (NULL, len 0),
 * CUFW_ERROR_INVALID_DEVICE, CUFW_ERROR_NOT_INITIALIZED, a driver error.
 * Thread-safe.
 */
int cufw_device_name(int device, char *name, size_t len);

/*
 * cufw_device_attribute -- a CUdevice_attribute value (cuda.h's enum,
 * passed as int). Returns CUFW_OK, CUFW_ERROR_INVALID_ARGUMENT,
 * CUFW_ERROR_INVALID_DEVICE, CUFW_ERROR_NOT_INITIALIZED, or the driver's
 * error for an unknown attribute (CUFW_ERROR_INVALID_VALUE). Thread-safe.
 */
int cufw_device_attribute(int device, int attribute, int *value);

/*
 * cufw_device_compute_capability -- major.minor. Errors as
 * cufw_device_attribute. Thread-safe.
 */
int cufw_device_compute_capability(int device, int *major, int *minor);

/*
 * cufw_device_total_memory -- bytes of device memory. Errors as
 * cufw_device_attribute. Thread-safe.
 */
int cufw_device_total_memory(int device, size_t *bytes);

/*
 * cufw_device_uuid -- the device's 16-byte UUID. Errors as
 * cufw_device_attribute. Thread-safe.
 */
int cufw_device_uuid(int device, unsigned char uuid[16]);

/*
 * cufw_device_set_current -- make device the calling thread's device and its
 * primary context current (retaining it on first use) with cuCtxSetCurrent,
 * which replaces whatever context the thread had current (the top of its
 * context stack). Returns CUFW_OK, CUFW_ERROR_INVALID_DEVICE,
 * CUFW_ERROR_NOT_INITIALIZED, or the driver's error from retaining the
 * context (then the thread's device is unchanged). Thread-safe.
 */
int cufw_device_set_current(int device);

/*
 * cufw_device_set_default -- the device of every thread that has not chosen
 * one with cufw_device_set_current: whose primary context such a thread
 * makes current when it first needs a context, and what
 * cufw_device_current reports for it while none is current. Device 0
 * unless set. A thread that has chosen keeps its device; one that has
 * already made the default's context current keeps that context. The
 * Runtime's cudaSetValidDevices sets it. Returns CUFW_OK,
 * CUFW_ERROR_INVALID_DEVICE, CUFW_ERROR_NOT_INITIALIZED. Thread-safe.
 */
int cufw_device_set_default(int device);

/*
 * cufw_device_current -- the calling thread's current device: the device of the
 * context current to the thread (for a context of the program's own,
 * cuCtxGetDevice), or the thread's device when none is current. Returns CUFW_OK, CUFW_ERROR_INVALID_ARGUMENT,
 * CUFW_ERROR_NOT_INITIALIZED, a driver error.
 */
int cufw_device_current(int *device);

/*
 * cufw_device_activate -- make sure a context is current on the calling
 * thread now: when none is (or the current one is a primary context reset
 * since), retain the thread's device's primary context and make it current
 * (every call that needs a context does so itself). This is what the CUDA
 * Runtime's cudaFree(0) is used for. Returns CUFW_OK,
 * CUFW_ERROR_NOT_INITIALIZED, CUFW_ERROR_DEVICE_UNAVAILABLE (reset after a
 * sticky fault), a driver error. Thread-safe.
 */
int cufw_device_activate(void);

/*
 * cufw_device_context_id -- the id of the context current to the calling
 * thread (cuCtxGetId), making the thread's device's primary context current
 * first when none is, as cufw_device_activate does. The id is unique in the
 * process, and a primary context gets a new one after a device reset, so a
 * layer above can tell a context it has prepared from one it has not.
 * Returns CUFW_OK, CUFW_ERROR_INVALID_ARGUMENT (NULL id),
 * CUFW_ERROR_NOT_INITIALIZED, CUFW_ERROR_DEVICE_UNAVAILABLE, a driver error.
 * Thread-safe.
 */
int cufw_device_context_id(unsigned long long *id);

/*
 * cufw_device_init -- retain the device's primary context (creating it)
 * without making it current on the calling thread. Returns CUFW_OK,
 * CUFW_ERROR_INVALID_DEVICE, CUFW_ERROR_NOT_INITIALIZED, a driver error.
 * Thread-safe.
 */
int cufw_device_init(int device);

/*
 * cufw_device_synchronize -- wait for all work in the current device's
 * primary context. Returns CUFW_OK or the first error of the work (a sticky
 * error after a faulting kernel). Thread-safe.
 */
int cufw_device_synchronize(void);

/*
 * cufw_device_reset -- destroy all state of the device's primary context
 * (allocations, streams, events, loaded modules in it) with
 * cuDevicePrimaryCtxReset; the next use creates it afresh, and the sticky
 * error of that device is cleared. After a sticky fault, CUDA 13 drivers
 * (R580) refuse to create the context again: then the next call that needs
 * the device, and every one after it, returns CUFW_ERROR_DEVICE_UNAVAILABLE
 * (cufw_sticky_error reports that too) -- restart the process. cufw's
 * streams and events made in that context are released (their handles
 * become invalid); loaded modules stay usable (they are
 * context-independent and load again lazily). The caller must ensure no
 * other thread uses the device meanwhile: its work there is destroyed with
 * the context, and a stream or event it creates during the reset may
 * outlive the driver's object. A call made anyway (a launch racing the
 * reset) fails or succeeds as the driver decides, and brings the context
 * back, without a data race in cufw's own state (tests/reliability/race-t,
 * run under ThreadSanitizer). Returns CUFW_OK, CUFW_ERROR_INVALID_DEVICE,
 * CUFW_ERROR_NOT_INITIALIZED, a driver error.
 */
int cufw_device_reset(int device);

/*
 * cufw_device_set_flags -- scheduling flags of the device's primary context
 * (CU_CTX_SCHED_* from cuda.h), applied before or after it is active.
 * Returns CUFW_OK, CUFW_ERROR_INVALID_DEVICE, CUFW_ERROR_NOT_INITIALIZED, a
 * driver error (CUFW_ERROR_INVALID_VALUE for unknown flags).
 */
int cufw_device_set_flags(int device, unsigned flags);

/*
 * cufw_device_flags -- the flags of the device's primary context and
 * whether it is active. Errors as cufw_device_set_flags.
 */
int cufw_device_flags(int device, unsigned *flags, int *active);

/*
 * cufw_device_limit / cufw_device_set_limit -- a CUlimit (cuda.h) of the
 * current device's context. Returns CUFW_OK, CUFW_ERROR_INVALID_ARGUMENT,
 * CUFW_ERROR_NOT_INITIALIZED, a driver error.
 */
int cufw_device_limit(int limit, size_t *value);
int cufw_device_set_limit(int limit, size_t value);

/*
 * cufw_device_can_access_peer -- 1 in *can if device can access peer's
 * memory. Errors as cufw_device_attribute.
 */
int cufw_device_can_access_peer(int device, int peer, int *can);

/*
 * cufw_profiler_start / cufw_profiler_stop -- bracket the region an
 * attached profiler collects (cuProfilerStart/Stop) in the current device's
 * context. Returns CUFW_OK, CUFW_ERROR_NOT_INITIALIZED, a driver error.
 */
int cufw_profiler_start(void);
int cufw_profiler_stop(void);

/*
 * cufw_device_enable_peer_access / cufw_device_disable_peer_access -- let
 * the current device's context reach peer's memory, or stop it
 * (cuCtxEnablePeerAccess / cuCtxDisablePeerAccess with peer's primary
 * context). Returns CUFW_OK, CUFW_ERROR_INVALID_DEVICE,
 * CUFW_ERROR_PEER_ACCESS (unsupported, already enabled, not enabled), a
 * driver error.
 */
int cufw_device_enable_peer_access(int peer);
int cufw_device_disable_peer_access(int peer);

/*
 * cufw_device_pci_bus_id -- "domain:bus:device.function" of the device,
 * NUL-terminated in len bytes (cuDeviceGetPCIBusId). Errors as
 * cufw_device_name.
 */
int cufw_device_pci_bus_id(int device, char *id, size_t len);

/*
 * cufw_device_cache_config / cufw_device_set_cache_config -- the preferred
 * L1/shared split (CUfunc_cache) of the current device's context
 * (cuCtxGetCacheConfig / cuCtxSetCacheConfig). Errors: driver errors.
 */
int cufw_device_cache_config(int *config);
int cufw_device_set_cache_config(int config);

/*
 * cufw_sticky_error -- the first sticky error (a fault that corrupted a
 * context) since the start or since that device was reset: its cufw code,
 * its CUresult and the device; CUFW_ERROR_DEVICE_UNAVAILABLE (CUresult 46)
 * once a device that faulted could not be brought back by a reset. Returns CUFW_OK with *code = CUFW_OK when
 * there is none. NULL pointers are skipped. Thread-safe.
 */
int cufw_sticky_error(int *code, int *driver_result, int *device);

/* The names of cufw 0.1, kept for one release (gone in 0.3): */
#define cufw_device_get cufw_device_current
#define cufw_device_set cufw_device_set_current
#define cufw_device_get_flags cufw_device_flags

#ifdef __cplusplus
}
#endif

#endif
