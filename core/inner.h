/*
 * core/inner.h -- the private part of core: the driver dispatch table, the
 * per-thread state, the fixed tables' helpers and the error plumbing.
 * Nothing here is installed; every symbol is cufw__-prefixed and hidden.
 */
#ifndef CUFW_CORE_INNER_H
#define CUFW_CORE_INNER_H

#include "config.h"

#include <pthread.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>

#include <cuda.h>
#include <cudaProfiler.h>
#include <cudaTypedefs.h>
#include <cudaProfilerTypedefs.h>

#include <cufw/cufw.h>

#include "driver_list.h"

#define CUFW_HIDDEN __attribute__((visibility("hidden")))
/* Thread-local state read on every launch uses the initial-exec model: one
 * %fs-relative load instead of a __tls_get_addr call (cufw is linked into
 * the program, so the model always applies). */
#define CUFW_TLS_IE __attribute__((tls_model("initial-exec")))
#define CUFW_LIKELY(x) __builtin_expect(!!(x), 1)
#define CUFW_UNLIKELY(x) __builtin_expect(!!(x), 0)

/* ------------------------------------------------------------ the driver */

struct cufw__driver {
#define CUFW_X_FIELD(name, version) PFN_##name##_v##version name;
    CUFW_DRIVER_LIST(CUFW_X_FIELD)
#undef CUFW_X_FIELD
};

/* The dispatch table, filled once by cufw_init(). */
extern CUFW_HIDDEN struct cufw__driver cufw__drv;

/* Load the driver and fill cufw__drv (driver.c). Called under init's lock. */
CUFW_HIDDEN int cufw__driver_load(void);
CUFW_HIDDEN int cufw__driver_version_value(void);
CUFW_HIDDEN const char *cufw__driver_path(void);

/* 1 once cufw_init() succeeded (acquire load). */
extern CUFW_HIDDEN atomic_int cufw__ready;
#define CUFW_CHECK_READY()                                                                      \
    do {                                                                                        \
        if (CUFW_UNLIKELY(!atomic_load_explicit(&cufw__ready, memory_order_acquire)))          \
            return cufw__not_ready();                                                           \
    } while (0)
CUFW_HIDDEN int cufw__not_ready(void);

/* ------------------------------------------------------------ errors (error.c) */

/* Record a cufw failure (no driver involved) with a detail sentence. */
CUFW_HIDDEN int cufw__fail(int code, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Replace the detail of the failure just recorded, keeping its CUresult. */
CUFW_HIDDEN int cufw__refine(int code, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* Record a failing driver call: map r, keep r, note sticky errors. */
CUFW_HIDDEN int cufw__driver_fail(CUresult r, const char *call);
/* The calling thread's recorded failure, saved and put back. */
struct cufw__error_state {
    int result;
    char detail[256];
};
CUFW_HIDDEN void cufw__error_save(struct cufw__error_state *s);
CUFW_HIDDEN void cufw__error_restore(const struct cufw__error_state *s);
/* Map a CUresult to a cufw code (no recording). */
CUFW_HIDDEN int cufw__map_result(CUresult r);
/* Clear the first sticky error if it belongs to this device. */
CUFW_HIDDEN void cufw__sticky_clear(int device);
/* Record that the device is lost to this process (reset after a fault). */
CUFW_HIDDEN void cufw__sticky_lost(int device);

/* ------------------------------------------------------------ capacities (capacity.c) */

enum cufw__cap {
#define CUFW_X_CAP(name, limit, option, description) CUFW__CAP_##name,
    CUFW_CAPACITY_LIST(CUFW_X_CAP)
#undef CUFW_X_CAP
    CUFW__CAP_COUNT
};
CUFW_HIDDEN int cufw__capacity_full(enum cufw__cap which);
CUFW_HIDDEN void cufw__capacity_used(enum cufw__cap which, int delta);

/* ------------------------------------------------------------ devices and contexts (device.c) */

struct cufw__device {
    CUdevice dev;
    CUcontext ctx;          /* primary context, valid while retained */
    atomic_uint generation; /* bumped by every reset: per-thread state re-checks it */
    int retained;
    atomic_int fault;       /* CUresult of the first sticky error in its context, or 0 */
};

extern CUFW_HIDDEN struct cufw__device cufw__devices[CUFW_MAX_DEVICES];
extern CUFW_HIDDEN int cufw__device_count;

/* Per-thread state: the current device and whether its context is current. */
struct cufw__thread {
    int device;          /* current device ordinal (default 0) */
    int active;          /* 1 when the device's primary context is current on this thread */
    unsigned generation; /* the device generation seen when it was made current */
};
extern CUFW_HIDDEN CUFW_TLS_IE _Thread_local struct cufw__thread cufw__tls;

/* Make the current device's primary context current on this thread, if it
 * is not already (the slow path of CUFW_ENSURE_CONTEXT). */
CUFW_HIDDEN int cufw__activate(void);
#define CUFW_ENSURE_CONTEXT()                                                                   \
    do {                                                                                        \
        int cufw__rc_;                                                                          \
        if (CUFW_UNLIKELY(!cufw__tls.active ||                                                  \
                          cufw__tls.generation !=                                               \
                              atomic_load_explicit(&cufw__devices[cufw__tls.device].generation,  \
                                                   memory_order_relaxed)) &&                    \
            (cufw__rc_ = cufw__activate()) != CUFW_OK)                                          \
            return cufw__rc_;                                                                   \
    } while (0)

/* ------------------------------------------------------------ streams, events */

struct cufw_stream {
    CUstream raw;
    int device;
    unsigned flags;
    int priority;
    atomic_int in_use;
};

struct cufw_event {
    CUevent raw;
    int device;
    unsigned flags;
    atomic_int in_use;
};

extern CUFW_HIDDEN struct cufw_stream cufw__streams[CUFW_MAX_STREAMS];
extern CUFW_HIDDEN struct cufw_event cufw__events[CUFW_MAX_EVENTS];
/* Free the slots of the streams and events of a device that was reset. */
CUFW_HIDDEN void cufw__release_device_objects(int device);

/* The index of ptr in a fixed table, or -1 when ptr is not one of its slots
 * (no pointer arithmetic outside the array: the address is compared as an
 * integer). */
#define CUFW_SLOT_INDEX(table, ptr)                                                             \
    ((uintptr_t)(ptr) - (uintptr_t)(table) < sizeof(table) &&                                   \
             ((uintptr_t)(ptr) - (uintptr_t)(table)) % sizeof((table)[0]) == 0                  \
         ? (long)(((uintptr_t)(ptr) - (uintptr_t)(table)) / sizeof((table)[0]))                 \
         : -1L)

#define CUFW_BAD_STREAM ((CUstream)(uintptr_t)-1)

/* The driver's handle for a cufw stream argument, or (CUstream)-1 for a bad
 * handle. NULL is the default stream of the mode the caller chose. */
static inline CUstream cufw__stream_raw(cufw_stream *s)
{
    if (s == NULL)
        return (CUstream)0;
    if (s == CUFW_STREAM_LEGACY)
        return CU_STREAM_LEGACY;
    if (s == CUFW_STREAM_PER_THREAD)
        return CU_STREAM_PER_THREAD;
    if (CUFW_SLOT_INDEX(cufw__streams, s) < 0 ||
        !atomic_load_explicit(&s->in_use, memory_order_relaxed))
        return CUFW_BAD_STREAM;
    return s->raw;
}
CUFW_HIDDEN int cufw__bad_stream(void);

/* ------------------------------------------------------------ modules, kernels */

struct cufw_module {
    const char *name;
    const void *image;
    size_t size;
    CUlibrary lib;        /* NULL until loaded */
    int loaded;
    atomic_int in_use;
};

struct cufw_kernel {
    CUkernel raw;
    struct cufw_module *module;
    atomic_int in_use;
};

extern CUFW_HIDDEN struct cufw_kernel cufw__kernels[CUFW_MAX_KERNELS];

static inline int cufw__kernel_ok(const cufw_kernel *k)
{
    return CUFW_SLOT_INDEX(cufw__kernels, k) >= 0 &&
           atomic_load_explicit(&k->in_use, memory_order_relaxed);
}

#endif
