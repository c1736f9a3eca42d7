/* SPDX-License-Identifier: MIT */
/*
 * compat/inner.h -- the private part of compat (libcufw_cudart.a): the
 * per-thread runtime state, the registry of what nvcc-built code registers,
 * and the mapping from cufw's codes to cudaError_t.
 *
 * compat is built in two tiers, and the folders show which is which:
 *
 * - compat/ itself: the families whose state core owns -- devices and
 *   contexts, memory, streams and events, launches, modules and kernels
 *   (nvcc's registrations, the library API), the error chain. They go
 *   through core's public functions (cufw_*) and never call the driver
 *   themselves.
 * - compat/direct/: the families where a Runtime function is the one Driver
 *   call it stands for, with the Runtime's checks around it (arrays,
 *   textures, pools, IPC, graphs, capture, interop...). They call the
 *   driver through cufw/call.h (direct/direct.h) and use core's public
 *   functions for what core owns (the current context, the error chain).
 *
 * Neither tier sees core's private part; tests/docs/layers-t.sh holds both
 * rules. The comment above each Runtime function names the Driver calls
 * behind it.
 *
 * Handles are the driver's, as in cudart ("Interactions with the CUDA
 * Driver API"): a cudaStream_t is a CUstream, a cudaEvent_t a CUevent, a
 * cudaKernel_t a CUkernel, a cudaLibrary_t a CUlibrary, a cudaFunction_t a
 * CUfunction; cudaStreamLegacy (0x1) and cudaStreamPerThread (0x2) are
 * CU_STREAM_LEGACY and CU_STREAM_PER_THREAD. compat makes them untracked
 * (cufw_stream_create_raw, cufw_event_create_raw) and hands them to core
 * cast: core passes any handle that is not one of its own slots to the
 * driver as it is. So a handle made by either API works with both, and the
 * Runtime keeps no table of them. The one handle compat makes up is the
 * cudaKernel_t that nvcc's stubs get from __cudaGetKernel (launch.c): it
 * stays private between the stub and __cudaLaunchKernel.
 */
#ifndef CUFW_COMPAT_INNER_H
#define CUFW_COMPAT_INNER_H

#include "config.h"

#include <stdatomic.h>
#include <stddef.h>

#include <cuda.h>
#include <cuda_runtime_api.h>

#include <cufw/cufw.h>

#include "abi.h"
#include "common/compiler.h"
#include "common/table.h"


/* ------------------------------------------------------------ errors (error.c) */

/* The cudaError_t for a cufw code (no recording): the second step of the
 * CUresult -> cufw code -> cudaError_t chain. */
CUFW_HIDDEN cudaError_t cufw__rt_error_of(int rc);
/* Record e as the calling thread's last error (unless it is cudaSuccess
 * or cudaErrorNotReady, which cudart does not record) and return it. */
CUFW_HIDDEN cudaError_t cufw__rt_error_record(cudaError_t e);
/* The one exit after a core call: cudaSuccess for CUFW_OK, else the mapped
 * error, recorded. */
CUFW_HIDDEN cudaError_t cufw__rt_error_return(int rc);
/* The same for a failed Driver call a direct family made (direct/direct.h):
 * cudaSuccess for CUDA_SUCCESS; else the CUresult recorded as core records
 * a failed Driver call (cufw_call_failed), mapped and recorded as the
 * calling thread's last error. */
CUFW_HIDDEN cudaError_t cufw__rt_driver_return(CUresult r, const char *name);
/* Every cudaError_t compat names (error_list.h), in the list's order:
 * *count of them at *codes. One of cudaGetExportTable's own tables
 * (direct/driver_interop.c) hands this function out; cudaSuccess. */
CUFW_HIDDEN cudaError_t cufw__rt_error_codes(size_t *count, const int **codes);

/* A failed initialisation is sticky in cudart: every thread's
 * cudaGetLastError keeps reporting it until initialisation succeeds. The
 * cudaError_t of the last failed one, 0 once one succeeded (error.c). */
extern CUFW_HIDDEN atomic_int cufw__rt_error_init;

/* ------------------------------------------------------------ initialisation (init.c) */

/*
 * The Runtime initialises itself on the first call that needs the driver,
 * in two steps, bottom up, so that no file of compat calls back into one
 * that calls it (tests/core/circles-t.sh):
 *
 * - init.c: cufw_init, once (cufw__rt_init_driver); the registry (register.c)
 *   needs no more than this when a kernel or variable is first used.
 * - start.c: the first Runtime call's work (cufw__rt_start_slow, behind
 *   RT_RETURN_IF_NOT_READY): the driver, then firmware mode's preload when
 *   the program links it (firmware.c), then the report of a registration
 *   dropped for a full table; then every later call takes the fast path.
 */

/* cufw_init; cudaSuccess or the (recorded) initialisation error, which
 * stays reported until an attempt succeeds (cufw__rt_error_init). */
CUFW_HIDDEN cudaError_t cufw__rt_init_driver(void);
/* 1 once the first call's work is done (start.c); a dropped registration
 * clears it, so that the next call reports the drop. */
extern CUFW_HIDDEN atomic_int cufw__rt_init_ready;
/* A registration dropped because a table was full (register.c): the
 * capacity id + 1 of the first one not yet reported, else 0. */
extern CUFW_HIDDEN atomic_int cufw__rt_init_dropped;

/* The first call's work (start.c): cudaSuccess, or the recorded error. */
CUFW_HIDDEN cudaError_t cufw__rt_start_slow(void);
/* Set by cudaSetDevice around its initialisation: the preload is for the
 * device it sets, not for the thread's device before it (start.c). */
extern CUFW_HIDDEN CUFW_TLS_IE _Thread_local int cufw__rt_start_defer;

/* Firmware mode (cufw_firmware_enabled, firmware.c): load every module and
 * resolve every kernel in the current context, once per context (its id
 * tells); cudaSuccess when the mode is off or it was done. A failure is
 * returned (recorded) once, by the call that made the attempt. */
#if CUFW_FIRMWARE_DEFAULT
CUFW_HIDDEN cudaError_t cufw__rt_firmware_here(void);
static inline cudaError_t cufw__rt_firmware(void)
{
    return cufw__rt_firmware_here();
}
#else
/* weak: compat/firmware.c is linked only into programs that ask for it
 * (-Wl,--undefined=cufw_cudart_firmware, the public handle firmware.c
 * defines); elsewhere nothing is done */
CUFW_HIDDEN cudaError_t cufw__rt_firmware_here(void) __attribute__((weak));
static inline cudaError_t cufw__rt_firmware(void)
{
    return cufw__rt_firmware_here != NULL ? cufw__rt_firmware_here() : cudaSuccess;
}
#endif
/* The registry's part of it (register.c): every registered unit loaded,
 * every registered kernel resolved and prepared in the current context. */
CUFW_HIDDEN cudaError_t cufw__rt_register_preload(void);

/*
 * How a Runtime function leaves: every exit that fails records its error as
 * the thread's last error (cudaGetLastError) and goes through one of these
 * macros, each of which returns and says so in its name (core's
 * CUFW_RETURN_IF family, with the same polarity: the condition is the
 * failure). The direct families add their Driver-call forms (direct.h).
 *
 *   RT_RETURN_IF_NOT_READY();        the first call's work (cufw_init...)
 *                                    on the first call that needs the
 *                                    driver, else its recorded error
 *   RT_RETURN_IF_NO_DRIVER();        cufw_init alone (the registry's)
 *   RT_RETURN_IF_NO_CONTEXT();       the current device's primary context
 *                                    made current when none is (cudart's
 *                                    lazy context creation)
 *   RT_RETURN_IF_BAD_DEVICE(d);      cudaErrorInvalidDevice for an ordinal
 *                                    out of range
 *   RT_RETURN_IF(cond, error);       a check of the Runtime's own
 *   RT_RETURN_IF_FAILED(rc);         a core call (cufw_*) that failed:
 *                                    its code mapped to a cudaError_t
 *   RT_RETURN_ERROR(error);          an error of the Runtime's own, now
 *   RT_RETURN(rc);                   the result of a core call, mapped
 */
#define RT_RETURN_IF_NOT_READY()                                                                \
    do {                                                                                        \
        if (CUFW_UNLIKELY(!atomic_load_explicit(&cufw__rt_init_ready, memory_order_acquire))) {   \
            cudaError_t rt_e_ = cufw__rt_start_slow();                                           \
            if (rt_e_ != cudaSuccess)                                                           \
                return rt_e_;                                                                   \
        }                                                                                       \
    } while (0)

/* The driver initialised (init.c) but not the first call's work: the
 * registry's own check (register.c), since the first call's work calls the
 * registry in firmware mode; the registry's callers have made
 * RT_RETURN_IF_NOT_READY first. */
#define RT_RETURN_IF_NO_DRIVER()                                                                \
    do {                                                                                        \
        cudaError_t rt_e_ = cufw__rt_init_driver();                                             \
        if (CUFW_UNLIKELY(rt_e_ != cudaSuccess))                                                \
            return rt_e_;                                                                       \
    } while (0)

#define RT_RETURN_IF_NO_CONTEXT() RT_RETURN_IF_FAILED(cufw_device_activate())

/* cudaErrorInvalidDevice (recorded) unless device is an ordinal of a
 * device cufw sees (after RT_RETURN_IF_NOT_READY: the count is known) */
#define RT_RETURN_IF_BAD_DEVICE(device)                                                         \
    do {                                                                                        \
        int rt_n_ = 0;                                                                          \
        cufw_device_count(&rt_n_);                                                              \
        RT_RETURN_IF((device) < 0 || (device) >= rt_n_, cudaErrorInvalidDevice);                \
    } while (0)

#define RT_RETURN_IF(cond, error)                                                               \
    do {                                                                                        \
        if (CUFW_UNLIKELY(cond))                                                                  \
            return cufw__rt_error_record(error);                                                \
    } while (0)

#define RT_RETURN_IF_FAILED(rc)                                                                 \
    do {                                                                                        \
        int rt_rc_ = (rc);                                                                      \
        if (CUFW_UNLIKELY(rt_rc_ != CUFW_OK))                                                     \
            return cufw__rt_error_return(rt_rc_);                                               \
    } while (0)

#define RT_RETURN_ERROR(error) return cufw__rt_error_record(error)

#define RT_RETURN(rc) return cufw__rt_error_return(rc)

/* ------------------------------------------------------------ streams and events */

/* A cudaStream_t for core: the CUstream itself (NULL and the default
 * streams included). */
static inline cufw_stream *cufw__rt_stream(cudaStream_t s)
{
    return (cufw_stream *)(void *)s;
}

/* Under --default-stream per-thread the null stream is the thread's own. */
static inline cufw_stream *cufw__rt_stream_ptsz(cudaStream_t s)
{
    return s == NULL ? CUFW_STREAM_PER_THREAD : (cufw_stream *)(void *)s;
}

/* A cudaStream_t for a Driver call: the CUstream (the null stream is the
 * legacy default stream, as the Driver's own null stream). */
static inline CUstream cufw__rt_cu_stream(cudaStream_t s)
{
    return (CUstream)s;
}

/* The same under --default-stream per-thread (the _ptsz functions). */
static inline CUstream cufw__rt_cu_stream_ptsz(cudaStream_t s)
{
    return s == NULL ? CU_STREAM_PER_THREAD : (CUstream)s;
}

/* A cudaEvent_t for core: the CUevent itself. */
static inline cufw_event *cufw__rt_event(cudaEvent_t e)
{
    return (cufw_event *)(void *)e;
}

/* ------------------------------------------------------------ registry (register.c) */

struct cufw__rt_fatbin;

/* One kernel registered by __cudaRegisterFunction. */
struct cufw__rt_function {
    struct cufw__slot hdr;            /* common/table.h */
    int next;                         /* the unit's next function's index + 1, 0: none */
    const void *host_fun;             /* the host stub's address: the key */
    const char *device_name;          /* mangled name, nvcc's static string */
    struct cufw__rt_fatbin *fatbin;
    _Atomic(cufw_kernel *) kernel;    /* resolved on first launch */
    _Atomic(const void *) raw;        /* then its CUkernel, the key of a second index */
};

/* The function registered for a host stub, or NULL. Lock-free read. */
CUFW_HIDDEN struct cufw__rt_function *cufw__rt_register_function(const void *host_fun);
/* What a lookup of a host stub (variable 0) or of a variable's host shadow
 * (variable 1) costs: the cells of the index it reads, found or not. For
 * the tests that hold it constant as the tables fill (tests/reliability/
 * lookup-t); never on a Runtime path. */
CUFW_HIDDEN unsigned long cufw__rt_register_probes(const void *key, int variable);
/* The kernel of a registered function, resolving it (init, module load,
 * kernel lookup) on first use. Returns cudaSuccess or the recorded error. */
CUFW_HIDDEN cudaError_t cufw__rt_register_resolve(struct cufw__rt_function *f, cufw_kernel **kernel);
/* The kernel a Runtime call names with func (cudaLaunchKernel, cudaFunc*,
 * cudaOccupancy*): a registered host stub's kernel, resolved; anything
 * else is taken for a cudaKernel_t -- a CUkernel -- as cudart does, and
 * the driver judges it (a function that is no kernel at all is its
 * CUDA_ERROR_INVALID_HANDLE: cudaErrorInvalidResourceHandle). */
CUFW_HIDDEN cudaError_t cufw__rt_register_kernel(const void *func, cufw_kernel **kernel);
/* The kernel of a registered host stub only: cudaErrorInvalidDeviceFunction
 * (recorded) for anything else (cudaGetKernel, cudaGetFuncBySymbol). */
CUFW_HIDDEN cudaError_t cufw__rt_register_stub_kernel(const void *func, cufw_kernel **kernel);
/* The host stub a kernel was registered under, given the driver's CUkernel
 * (what a graph's kernel node holds: found through an index of the
 * resolved kernels) or a CUfunction of it in the current context (a node
 * the Driver API made: a scan of the resolved functions, each asked for
 * its CUfunction, for the driver has no way back to a CUkernel); handle
 * itself when it is neither. */
CUFW_HIDDEN const void *cufw__rt_register_host_stub(const void *handle);
/* The device address and size of a registered variable (symbol = the host
 * shadow's address), in the current device's context. cudaErrorInvalidSymbol
 * (recorded) for anything not registered. */
CUFW_HIDDEN cudaError_t cufw__rt_register_symbol(const void *symbol, cufw_devptr *address,
                                               size_t *size);

/* ------------------------------------------------------------ launch (launch.c) */

CUFW_HIDDEN cudaError_t cufw__rt_launch(const void *func, dim3 grid, dim3 block, void **args,
                                      size_t shared, cufw_stream *stream, int cooperative);

/* ------------------------------------------------------------ copies (memory.c) */

CUFW_HIDDEN cudaError_t cufw__rt_memory_copy(void *dst, const void *src, size_t count,
                                           enum cudaMemcpyKind kind, cufw_stream *stream, int async);
CUFW_HIDDEN cudaError_t cufw__rt_memory_copy_2d(void *dst, size_t dpitch, const void *src,
                                              size_t spitch, size_t width, size_t height,
                                              enum cudaMemcpyKind kind, cufw_stream *stream,
                                              int async);
CUFW_HIDDEN cudaError_t cufw__rt_memory_set(void *dst, int value, size_t count, cufw_stream *stream,
                                          int async);
CUFW_HIDDEN cudaError_t cufw__rt_memory_set_2d(void *dst, size_t pitch, int value, size_t width,
                                             size_t height, cufw_stream *stream, int async);
CUFW_HIDDEN cudaError_t cufw__rt_memory_to_symbol(const void *symbol, const void *src, size_t count,
                                                size_t offset, enum cudaMemcpyKind kind,
                                                cufw_stream *stream, int async);
CUFW_HIDDEN cudaError_t cufw__rt_memory_from_symbol(void *dst, const void *symbol, size_t count,
                                                  size_t offset, enum cudaMemcpyKind kind,
                                                  cufw_stream *stream, int async);

/* ------------------------------------------------------------ streams (stream.c) */

CUFW_HIDDEN cudaError_t cufw__rt_stream_add_callback(cufw_stream *stream, cudaStreamCallback_t fn,
                                                   void *user, unsigned flags);

/* ------------------------------------------------------------ the exported names */

/*
 * RT_ENTRY(cudaMalloc) is how a Runtime function is defined and how one
 * Runtime function calls another:
 *
 *   cudaError_t RT_ENTRY(cudaMalloc)(void **devPtr, size_t size) { ... }
 *
 * The definition is compiled as cufw__entry_cudaMalloc, a hidden function,
 * and the exported symbol cudaMalloc is made from it in one of two ways:
 *
 * - With the live trace built in (the default), cudaMalloc is its traced
 *   shell in compat/trace.c, generated from trace_list.h: while CUFW_TRACE
 *   is off it is one load, one compare and a tail call of
 *   cufw__entry_cudaMalloc; while it is on it writes the call's line. So
 *   nm, gdb and a backtrace show cudaMalloc (the shell) calling
 *   cufw__entry_cudaMalloc (this definition).
 * - Configured with --disable-trace, cudaMalloc is an alias of the
 *   definition: the same function under its exported name, no shell. The
 *   aliases of a file's definitions are made at its end by
 *   RT_EXPORTS(file) (the list is export_list.h's CUFW_EXPORTS_<file>,
 *   which scripts/trace-lists.py writes and checks).
 *
 * A Runtime function calling another through RT_ENTRY calls the
 * definition: a trace line is one call the program made.
 */
#include "entry.h"

#if CUFW_TRACE_ENABLED
#define RT_EXPORTS(file) _Static_assert(1, "the exports are compat/trace.c's shells")
#else
/* every definition, by its hidden name (compat/trace.c): what error.c
 * refers to so that one object of compat brings in all of them */
extern CUFW_HIDDEN const void *const cufw__rt_exports[];
#define RT_X_ALIAS(name)                                                                        \
    extern __typeof__(cufw__entry_##name) name                                                  \
        __attribute__((alias("cufw__entry_" #name), visibility("default")));
#define RT_EXPORTS(file)                                                                        \
    CUFW_EXPORTS_##file(RT_X_ALIAS) _Static_assert(1, "the exports are these aliases")
#endif

#endif
