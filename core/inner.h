/* SPDX-License-Identifier: MIT */
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

#include <cufw/call.h>
#include <cufw/cufw.h>

#include "common/table.h"

#define CUFW_HIDDEN __attribute__((visibility("hidden")))
/* Thread-local state read on every launch uses the initial-exec model: one
 * %fs-relative load instead of a __tls_get_addr call (cufw is linked into
 * the program, so the model always applies). */
#define CUFW_TLS_IE __attribute__((tls_model("initial-exec")))
#define CUFW_LIKELY(x) __builtin_expect(!!(x), 1)
#define CUFW_NOINLINE __attribute__((noinline))
#define CUFW_UNLIKELY(x) __builtin_expect(!!(x), 0)

/* ------------------------------------------------------------ the driver */

/* core's table: the core entries of cufw/call_list.h, the toolkit's type each. */
struct cufw__driver_entries {
#define CUFW_X_FIELD(name, version, how)                                                        \
    CUFW_CALL_IF_CORE_##how(PFN_##name##_v##version name;)
    CUFW_CALL_LIST(CUFW_X_FIELD)
#undef CUFW_X_FIELD
};

/* The bound driver (driver.c): the dispatch table and the driver's
 * cuGetProcAddress_v2, filled by cufw_init() (init.c), which then sets
 * cufw__driver_ready to 1 (release: read it with an acquire load). */
extern CUFW_HIDDEN struct cufw__driver_entries cufw__driver;
extern CUFW_HIDDEN PFN_cuGetProcAddress_v12000 cufw__driver_getproc;
extern CUFW_HIDDEN atomic_int cufw__driver_ready;

/* The value of cufw's environment variable name; NULL when it is unset, or
 * always in a secure-execution program (set-user-ID, set-group-ID, file
 * capabilities: AT_SECURE), which ignores every variable cufw reads
 * (driver.c). The one way core reads the environment: docs/security.md's
 * table has a row for each name given here (tests/docs/env-t.sh). */
CUFW_HIDDEN const char *cufw__driver_env(const char *name);
/* Decide whether Driver calls are traced (CUFW_TRACE, trace.c), once the
 * table is filled (init.c). */
CUFW_HIDDEN void cufw__trace_start(void);
/* Write one finished trace line to the trace's target, deciding it first
 * when no call has (trace_target.c); nothing while the trace is off. */
CUFW_HIDDEN void cufw__trace_write(const char *text, size_t len);
/* Each lazy (and adapted) entry of the list: the driver's function, asked
 * the first time and kept once the driver answered; NULL when it has none,
 * or before cufw_init() succeeded (driver.c). Never the trace wrapper. */
#define CUFW_X_LAZY_DECLARE(name, version, how)                                                 \
    CUFW_CALL_IF_LAZY_##how(CUFW_HIDDEN cufw_call_pfn_##name cufw__driver_lazy_##name(void);)
CUFW_CALL_LIST(CUFW_X_LAZY_DECLARE)
#undef CUFW_X_LAZY_DECLARE

/*
 * CUFW_DRV(name)(args) is how core calls a core entry: the entry of the
 * table, or while the trace is on (CUFW_TRACE) its wrapper in trace.c,
 * which makes the call and writes its line. One load and one predictable
 * branch; a program linked with --gc-sections keeps the wrappers of the
 * calls it makes only. Configured with --disable-trace, the entry itself.
 * Every entry of the list has one wrapper, cufw__trace_<name>, the same
 * for core's calls and cufw/call.h's accessor.
 */
#if CUFW_TRACE_ENABLED
#include "trace_list.h"
#define CUFW_X_TRACE_DECLARE(name, version, how, params, args, fmt)                             \
    CUFW_HIDDEN CUresult CUDAAPI cufw__trace_##name params;
CUFW_TRACE_DRIVER_LIST(CUFW_X_TRACE_DECLARE)
#undef CUFW_X_TRACE_DECLARE
extern CUFW_HIDDEN int cufw__trace_driver;
#define CUFW_DRV(name)                                                                          \
    (CUFW_LIKELY(!cufw__trace_driver) ? cufw__driver.name : cufw__trace_##name)
#else
#define CUFW_DRV(name) (cufw__driver.name)
#endif

/* The calls of the core entries whose ABI changed in CUDA 13.0
 * (cufw/call_list.h, CUFW_CALL_LIST_CORE_SINCE_13000), written to fit the
 * one bound: 13.0's take the context (NULL: the current one), 12.x's act on
 * the current context. Core asks them only of the current context. */
#if CUDA_VERSION >= 13000
#define CUFW__DRV_CTX_SYNCHRONIZE_CURRENT() CUFW_DRV(cuCtxSynchronize)(NULL)
#define CUFW__DRV_CTX_DEVICE_OF_CURRENT(dev, cur) CUFW_DRV(cuCtxGetDevice)(dev, cur)
#else
#define CUFW__DRV_CTX_SYNCHRONIZE_CURRENT() CUFW_DRV(cuCtxSynchronize)()
#define CUFW__DRV_CTX_DEVICE_OF_CURRENT(dev, cur) ((void)(cur), CUFW_DRV(cuCtxGetDevice)(dev))
#endif

/* The driver's function called name at that ABI version: CUFW_OK and *fn,
 * CUFW_ERROR_NOT_FOUND when the driver says it has none (at that version),
 * another code when it could not answer; records nothing (driver.c). */
CUFW_HIDDEN int cufw__driver_lookup(const char *name, int version, void **fn);

/* ------------------------------------------------------------ errors (error.c) */

/* Record a cufw failure (no driver involved) with a detail sentence. */
CUFW_HIDDEN int cufw__error_fail(int code, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
/* Replace the detail of the failure just recorded, keeping its CUresult. */
CUFW_HIDDEN int cufw__error_refine(int code, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));
/* Record a failing driver call made for device (-1: none): map r, keep r;
 * a sticky error is kept for the process and the device. Core's calls go
 * through cufw__device_call_failed (below, with the devices), which passes
 * the thread's device. */
CUFW_HIDDEN int cufw__error_driver(CUresult r, const char *call, int device);
/* The size of a thread's detail sentence, its terminating NUL included.
 * A sentence may carry a file's path (the driver library, an image), so it
 * is room for a long path and the sentence around it; a longer one is cut
 * and ends in "...". */
#define CUFW__DETAIL_SIZE 512
/* Record that cufw_init() has not succeeded (CUFW_RETURN_IF_NOT_READY). */
CUFW_HIDDEN int cufw__error_not_ready(void);
/* The calling thread's recorded failure, saved and put back. */
struct cufw__error_state {
    int result;
    char detail[CUFW__DETAIL_SIZE];
};
CUFW_HIDDEN void cufw__error_save(struct cufw__error_state *s);
CUFW_HIDDEN void cufw__error_restore(const struct cufw__error_state *s);
/* Map a CUresult to a cufw code (no recording). */
CUFW_HIDDEN int cufw__error_code_of(CUresult r);
/* The CUresult of the first sticky error of the device's current primary
 * context, or 0; and forgetting it (a new context). */
CUFW_HIDDEN int cufw__error_device_fault(int device);
CUFW_HIDDEN void cufw__error_device_fault_clear(int device);
/* Clear the first sticky error if it belongs to this device. */
CUFW_HIDDEN void cufw__error_sticky_clear(int device);
/* Record that the device is lost to this process (reset after a fault). */
CUFW_HIDDEN void cufw__error_sticky_lost(int device);

/* ------------------------------------------------------------ how a function fails */

/*
 * The one way core bails out: every macro below returns from the calling
 * function with a recorded failure (a cufw code, the detail sentence and,
 * for a driver failure, its CUresult), and says so in its name.
 *
 *   CUFW_RETURN_IF(cond, code, fmt, ...)    a check of core's own
 *   CUFW_RETURN_IF_FAILED(call)             a cufw call that failed (recorded there)
 *   CUFW_RETURN_IF_NOT_READY()              cufw_init() has not succeeded
 *   CUFW_RETURN_IF_NO_CONTEXT()             no context could be made current
 *   CUFW_RETURN_IF_DRIVER_FAILS(call, name) a Driver call failed
 *   CUFW_RETURN_IF_CONTEXT_CALL_FAILS(...)  the same, for a call in the current context
 *   CUFW_RETURN_IF_BAD_STREAM(raw, stream, fn) stream is cufw's, not a live stream
 *   CUFW_RETURN_IF_BAD_EVENT(raw, event, fn)   the same for events (and NULL)
 *   CUFW_RETURN_IF_BAD_KERNEL(raw, kernel, fn) the same for kernels (and NULL)
 *   CUFW_RETURN_IF_CUFW_HANDLE(h, kind, fn)     one of cufw's handles where the
 *                                              driver's is expected (a graph...)
 *   CUFW_RETURN_IF_BAD_DRIVER_HANDLE(h, kind, fn) the same, and NULL
 *
 * The three BAD ones also give the driver's handle in raw (the handle rule,
 * below with the handles: a value outside cufw's tables is the driver's own).
 */
#define CUFW_RETURN_IF(cond, code, ...)                                                         \
    do {                                                                                        \
        if (CUFW_UNLIKELY(cond))                                                                \
            return cufw__error_fail((code), __VA_ARGS__);                                       \
    } while (0)

#define CUFW_RETURN_IF_FAILED(call)                                                             \
    do {                                                                                        \
        int cufw__rc_ = (call);                                                                 \
        if (CUFW_UNLIKELY(cufw__rc_ != CUFW_OK))                                                \
            return cufw__rc_;                                                                   \
    } while (0)

#define CUFW_RETURN_IF_NOT_READY()                                                              \
    do {                                                                                        \
        if (CUFW_UNLIKELY(!atomic_load_explicit(&cufw__driver_ready, memory_order_acquire)))    \
            return cufw__error_not_ready();                                                     \
    } while (0)

/* ------------------------------------------------------------ capacities (capacity.c) */

/* A full table: record it (the detail names the option) and return
 * CUFW_ERROR_CAPACITY -- the public cufw_capacity_exhausted, by its id. */
#define cufw__capacity_full(id) cufw_capacity_exhausted(id)

/* ------------------------------------------------------------ devices and contexts (device.c) */

struct cufw__device {
    CUdevice dev;
    CUcontext ctx;          /* primary context; the driver keeps the handle across resets */
    atomic_uint generation; /* bumped by every reset: per-thread state re-checks it */
    int retained;
    int spare; /* a power of two in size: every call indexes the table with one shift */
};
_Static_assert(sizeof(struct cufw__device) == 32, "struct cufw__device is 32 bytes");

extern CUFW_HIDDEN struct cufw__device cufw__devices[CUFW_MAX_DEVICES];
extern CUFW_HIDDEN int cufw__device_count;

/* What cufw_device_reset calls with the primary context it reset, to free
 * the slots of what was made in it: stream.c's streams and events. stream.c
 * sets it before it claims its first slot (NULL until then: nothing to
 * free); device.c, below stream.c, does not name it. */
typedef void (*cufw__device_reset_fn)(CUcontext ctx);
extern CUFW_HIDDEN _Atomic(cufw__device_reset_fn) cufw__device_on_reset;

/*
 * Per-thread state. Every call works in the context current to the calling
 * thread, as the CUDA Runtime does: a context the program made current with
 * the Driver API is used as it is; when none is current, the primary context
 * of the thread's device is made current. "checked" records that this
 * thread has been through that decision since its device was last reset;
 * when the program later leaves no context current, the driver says
 * CUDA_ERROR_INVALID_CONTEXT and the call is made again after the decision
 * (CUFW_DRIVER_CALL).
 */
struct cufw__thread {
    int device;          /* the thread's device: whose primary context it uses */
    int chosen;          /* 1 once the thread chose it (cufw_device_set_current);
                            until then it is the default (cufw_device_set_default) */
    int checked;         /* 1 once a context was found or made current */
    unsigned generation; /* the device generation seen then */
    CUcontext primary;   /* the primary context this thread last made current */
    unsigned long long ctx_id; /* firmware mode: the id of the context the last
                                  launch found current (0: ask the driver) */
};
extern CUFW_HIDDEN CUFW_TLS_IE _Thread_local struct cufw__thread cufw__device_tls;

/*
 * Firmware mode's launch (cufw__launch_trusts, set by the first
 * cufw_preload in firmware mode -- compat's firmware preload is one): the
 * launch trusts the context its thread last found current (ctx_id above)
 * instead of asking the driver each time (cuCtxGetId) which context is
 * current. Measured on the H200 (driver 580, 2026-12-02; docs/BENCHMARKS.md,
 * "A CUfunction launched outside its context"): the driver refuses a
 * CUfunction of a context other than the current one, of a destroyed
 * context and of a primary context since reset, with
 * CUDA_ERROR_INVALID_HANDLE, and any launch with no context current with
 * CUDA_ERROR_INVALID_CONTEXT; the launch then asks, resolves and launches
 * again (launch.c). What it could not refuse is a destroyed context's
 * function handle reused for another function (never seen: 64 contexts
 * made and destroyed reused none). So the record is forgotten whenever
 * cufw makes or decides on a context (device.c), and firmware mode's
 * promise (docs/using-cufw.md) is that a context cufw launched in is not
 * destroyed with the Driver API unless the threads that launched there
 * call cufw_device_activate before they launch again.
 */
extern CUFW_HIDDEN atomic_int cufw__launch_trusts;

/* Record a failing Driver call of this thread (cufw__error_driver): map r,
 * keep r; a sticky error marks the thread's device. Out of line, so that a
 * call site passes no more than its CUresult and name. */
CUFW_HIDDEN int cufw__device_call_failed(CUresult r, const char *call);

/* Make sure a context is current on this thread (the slow path of
 * CUFW_RETURN_IF_NO_CONTEXT): the program's, or else the thread device's primary
 * context, retained and made current. */
CUFW_HIDDEN int cufw__device_activate(void);
/* After CUDA_ERROR_INVALID_CONTEXT: 1 when a context was made current (the
 * call is worth making again), 0 when one already was or making it failed. */
CUFW_HIDDEN int cufw__device_context_lost(void);
/* The CUdevice of the context current to this thread (the thread's device
 * when none is). */
CUFW_HIDDEN int cufw__device_current(CUdevice *dev);

#define CUFW_RETURN_IF_NO_CONTEXT()                                                             \
    do {                                                                                        \
        int cufw__rc_;                                                                          \
        if (CUFW_UNLIKELY(!cufw__device_tls.checked ||                                          \
                          cufw__device_tls.generation !=                                        \
                              atomic_load_explicit(                                             \
                                  &cufw__devices[cufw__device_tls.device].generation,           \
                                  memory_order_relaxed)) &&                                     \
            (cufw__rc_ = cufw__device_activate()) != CUFW_OK)                                   \
            return cufw__rc_;                                                                   \
    } while (0)

/*
 * r = call, a Driver call that works in the current context. When the
 * driver answers CUDA_ERROR_INVALID_CONTEXT the program left no context
 * current (it popped or unset its own since this thread's last check):
 * the thread's primary context is made current and the call made once more.
 * The fast path costs one compare.
 */
#define CUFW_DRIVER_CALL(r, call)                                                               \
    do {                                                                                        \
        (r) = (call);                                                                           \
        if (CUFW_UNLIKELY((r) == CUDA_ERROR_INVALID_CONTEXT) && cufw__device_context_lost())    \
            (r) = (call);                                                                       \
    } while (0)

/* Make a Driver call; return from the calling function with the recorded
 * failure if it fails. */
#define CUFW_RETURN_IF_DRIVER_FAILS(call, name)                                                 \
    do {                                                                                        \
        CUresult cufw__r_ = (call);                                                             \
        if (CUFW_UNLIKELY(cufw__r_ != CUDA_SUCCESS))                                            \
            return cufw__device_call_failed(cufw__r_, name);                                    \
    } while (0)

/* The same for a call that works in the current context, made as
 * CUFW_DRIVER_CALL makes it (after CUFW_RETURN_IF_NO_CONTEXT). */
#define CUFW_RETURN_IF_CONTEXT_CALL_FAILS(call, name)                                           \
    do {                                                                                        \
        CUresult cufw__r_;                                                                      \
        CUFW_DRIVER_CALL(cufw__r_, call);                                                       \
        if (CUFW_UNLIKELY(cufw__r_ != CUDA_SUCCESS))                                            \
            return cufw__device_call_failed(cufw__r_, name);                                    \
    } while (0)

/*
 * A table of core functions that are each one Driver call (memory.c,
 * stream.c, device.c): a row
 *
 *     X(function, (parameters), checks, call, name, then)
 *
 * is the function that checks cufw is ready, runs checks (statements:
 * argument checks of the CUFW_RETURN_IF family, the driver's handles of
 * its arguments -- CUFW_STREAM_ARG, CUFW_EVENT_ARG --, CUFW_RETURN_OK_IF
 * when there is nothing to do, the declarations the call needs), makes the
 * call and runs then (statements: the outputs) before it returns CUFW_OK.
 * CUFW_X_CONTEXT_CALL defines it for a call in the current context (made
 * current first; CUFW_RETURN_IF_CONTEXT_CALL_FAILS), CUFW_X_DRIVER_CALL
 * for one that needs none (CUFW_RETURN_IF_DRIVER_FAILS); name names the
 * call in a failure's detail.
 */
#define CUFW_X_CONTEXT_CALL(function, params, checks, call, name, then)                         \
    CUFW__ONE_CALL(function, params, checks CUFW_RETURN_IF_NO_CONTEXT();,                       \
                   CUFW_RETURN_IF_CONTEXT_CALL_FAILS(call, name), then)
#define CUFW_X_DRIVER_CALL(function, params, checks, call, name, then)                          \
    CUFW__ONE_CALL(function, params, checks, CUFW_RETURN_IF_DRIVER_FAILS(call, name), then)
#define CUFW__ONE_CALL(function, params, checks, make_the_call, then)                           \
    int function params                                                                         \
    {                                                                                           \
        CUFW_RETURN_IF_NOT_READY();                                                             \
        checks make_the_call;                                                                   \
        then return CUFW_OK;                                                                    \
    }
/* Nothing to do: CUFW_OK, before a context is made current. */
#define CUFW_RETURN_OK_IF(cond)                                                                 \
    do {                                                                                        \
        if (cond)                                                                               \
            return CUFW_OK;                                                                     \
    } while (0)
/* s and e: the driver's handles of the arguments stream and event (below). */
#define CUFW_STREAM_ARG                                                                         \
    CUstream s;                                                                                 \
    CUFW_RETURN_IF_BAD_STREAM(s, stream, __func__);
#define CUFW_EVENT_ARG                                                                          \
    CUevent e;                                                                                  \
    CUFW_RETURN_IF_BAD_EVENT(e, event, __func__);

/* ------------------------------------------------------------ handles */

/*
 * cufw's own handles are slots of four tables -- streams, events, modules,
 * kernels -- handed out as the slot's address with its generation in the
 * top bits (common/table.h, cufw__slot_handle); they are decoded
 * (CUFW__HANDLE_LIVE) before any use, never dereferenced as they are.
 *
 * Handles carry their kind. The four tables are the members of one static
 * block (struct cufw__handle_tables, handle.c), so that the address part of
 * a value says at once whether it is cufw's at all (inside the block) and
 * what kind of handle it is (which member). A value inside the block is
 * cufw's to judge: a live slot of the kind the argument wants is used, and
 * anything else -- a handle of another kind (an event passed as a stream),
 * a stale or made-up one -- is CUFW_ERROR_INVALID_HANDLE, its detail naming
 * the kind given and the kind expected, and never reaches the driver (which
 * would take a pointer into cufw's tables for its own handle and
 * dereference it). A value outside the block is the driver's own handle
 * (docs/runtime-over-driver.md, section 6): a CUstream, CUevent or CUkernel
 * made by the Driver API, by compat or by cufw_*_create_raw, NULL and the
 * default streams included, goes to the driver as it is; the driver does
 * not check those (a destroyed one can crash it), exactly as with the
 * Driver API and the CUDA Runtime. Graphs, their nodes and executable
 * graphs, and libraries are only ever the driver's: one of cufw's handles
 * there is refused the same way.
 *
 * The check costs what the older one did, which asked "inside this one
 * table?": one subtraction and one compare against the block instead, and
 * a second compare only for a value that is cufw's (launch.c orders its
 * kernel check so that a kernel slot pays nothing more).
 */
struct cufw_stream {
    struct cufw__slot hdr; /* common/table.h */
    CUstream raw;
    CUcontext ctx; /* the context it was made in */
};

struct cufw_event {
    struct cufw__slot hdr;
    CUevent raw;
    CUcontext ctx;
};

struct cufw_module {
    struct cufw__slot hdr; /* common/table.h */
    int loaded;            /* beside hdr: no padding */
    int kernels;           /* its first kernel slot's index + 1 (a chain), 0: none */
    const char *name;
    const void *image;
    size_t size;
    CUlibrary lib; /* NULL until loaded */
};

/*
 * A kernel slot also remembers the kernel's CUfunction in the last
 * CUFW__KERNEL_CONTEXTS contexts it was launched in, keyed by the context's
 * id (cuCtxGetId: unique for the life of the process, and new after a
 * primary context is reset, so an entry of a dead context never matches
 * again). cuLaunchKernel of a CUfunction is cheaper than of a CUkernel,
 * which the driver resolves in the current context at every launch
 * (docs/BENCHMARKS.md, "Launch floor"). Readers take no lock: fn_seq is a
 * sequence lock (odd while an entry is written; a reader that sees it
 * change launches the CUkernel instead). Writers never wait either: one
 * that finds another writing leaves the cache alone.
 */
#define CUFW__KERNEL_CONTEXTS 2

struct cufw_kernel {
    struct cufw__slot hdr;
    atomic_uint fn_seq;         /* beside hdr: no padding */
    int next;                   /* the module's next kernel slot's index + 1, 0: none */
    CUkernel raw;
    struct cufw_module *module; /* the module's slot (not its handle) */
    _Atomic unsigned long long fn_ctx[CUFW__KERNEL_CONTEXTS]; /* context ids, 0: empty */
    _Atomic(CUfunction) fn[CUFW__KERNEL_CONTEXTS];
};

/* The block, in the order of the kinds below. Streams come first, so that
 * a stream argument's test "cufw's at all?" and "a stream slot?" subtract
 * the same base. stream.c owns the first two tables, module.c the others. */
struct cufw__handle_tables {
    struct cufw_stream streams[CUFW_MAX_STREAMS];
    struct cufw_event events[CUFW_MAX_EVENTS];
    struct cufw_module modules[CUFW_MAX_MODULES];
    struct cufw_kernel kernels[CUFW_MAX_KERNELS];
};
extern CUFW_HIDDEN struct cufw__handle_tables cufw__handle_tables;
#define cufw__streams (cufw__handle_tables.streams)
#define cufw__events (cufw__handle_tables.events)
#define cufw__modules (cufw__handle_tables.modules)
#define cufw__kernels (cufw__handle_tables.kernels)
extern CUFW_HIDDEN struct cufw__table cufw__stream_table, cufw__event_table;

/* The kinds of handle a function takes: cufw's tables' first (the block's
 * order), then the driver's own that cufw keeps no table of. */
enum cufw__handle_kind {
    CUFW__KIND_STREAM,
    CUFW__KIND_EVENT,
    CUFW__KIND_MODULE,
    CUFW__KIND_KERNEL,
    CUFW__KIND_GRAPH,
    CUFW__KIND_GRAPH_EXEC,
    CUFW__KIND_GRAPH_NODE,
    CUFW__KIND_LIBRARY
};

/* 1 when h is one of cufw's handles, of any kind, live or not: its address
 * part lies inside the block. One subtraction and one compare. */
static inline int cufw__handle_ours(const void *h)
{
    return CUFW__HANDLE_ADDR(h) - (uintptr_t)&cufw__handle_tables < sizeof cufw__handle_tables;
}

/* Record the failure of fn given h where a handle of kind want is expected,
 * and return CUFW_ERROR_INVALID_HANDLE: its detail names the kind h is
 * when it is cufw's handle of another kind, says NULL for NULL, and "not a
 * live handle" otherwise (handle.c). Out of line: never on a fast path. */
CUFW_HIDDEN int cufw__handle_bad(const char *fn, enum cufw__handle_kind want, const void *h);

/* What a lookup costs in module.c's indices: the cells read to find the
 * module of image (kernel NULL), or kernel's slot by its (module,
 * CUkernel) key. For the tests that hold it constant as the tables fill
 * (tests/reliability/lookup-t); never on an API path. */
CUFW_HIDDEN unsigned long cufw__module_probes(const void *image, const cufw_kernel *kernel);

/* The handle of a claimed or live slot: its address with its generation
 * in the top bits (common/table.h). */
#define CUFW_HANDLE_OF(type, slot) ((type *)cufw__slot_handle(&(slot)->hdr))

/* 1 and the driver's handle of a stream argument in *raw: a live stream
 * slot's, or any value outside cufw's block as it is; 0 for every other
 * value of the block (another kind, not live). A driver's stream costs one
 * range check, a stream slot one compare more. */
static inline int cufw__stream_of(cufw_stream *s, CUstream *raw)
{
    const struct cufw_stream *slot;

    if (CUFW_LIKELY(!cufw__handle_ours(s))) {
        *raw = (CUstream)(void *)s;
        return 1;
    }
    if ((slot = CUFW__HANDLE_LIVE(cufw__streams, s)) == NULL)
        return 0;
    *raw = slot->raw;
    return 1;
}

/* The same for events; NULL is refused here (the driver's answer for it
 * would be the same, CUDA_ERROR_INVALID_HANDLE, from deeper down). */
static inline int cufw__event_of(cufw_event *e, CUevent *raw)
{
    const struct cufw_event *slot;

    if (e == NULL)
        return 0;
    if (CUFW_LIKELY(!cufw__handle_ours(e))) {
        *raw = (CUevent)(void *)e;
        return 1;
    }
    if ((slot = CUFW__HANDLE_LIVE(cufw__events, e)) == NULL)
        return 0;
    *raw = slot->raw;
    return 1;
}

/* The driver's CUkernel for a kernel argument: a live kernel slot's
 * CUkernel, any value outside cufw's block as it is (the driver's own
 * CUkernel, from cufw_library_kernel, the Driver API or compat, which the
 * driver checks itself); NULL for NULL and every other value of the block. */
static inline CUkernel cufw__kernel_raw(const cufw_kernel *k)
{
    const struct cufw_kernel *slot;

    if (CUFW_LIKELY(!cufw__handle_ours(k)))
        return (CUkernel)(uintptr_t)k;
    if ((slot = CUFW__HANDLE_LIVE(cufw__kernels, k)) == NULL)
        return NULL;
    return slot->raw;
}

/* raw = the driver's handle of a stream, event or kernel argument; return
 * the recorded failure of fn (inner.h's exits, above) when there is none. */
#define CUFW_RETURN_IF_BAD_STREAM(raw, stream, fn)                                              \
    do {                                                                                        \
        if (CUFW_UNLIKELY(!cufw__stream_of((stream), &(raw))))                                  \
            return cufw__handle_bad((fn), CUFW__KIND_STREAM, (stream));                         \
    } while (0)

#define CUFW_RETURN_IF_BAD_EVENT(raw, event, fn)                                                \
    do {                                                                                        \
        if (CUFW_UNLIKELY(!cufw__event_of((event), &(raw))))                                    \
            return cufw__handle_bad((fn), CUFW__KIND_EVENT, (event));                           \
    } while (0)

#define CUFW_RETURN_IF_BAD_KERNEL(raw, kernel, fn)                                              \
    do {                                                                                        \
        if (CUFW_UNLIKELY(((raw) = cufw__kernel_raw(kernel)) == NULL))                          \
            return cufw__handle_bad((fn), CUFW__KIND_KERNEL, (kernel));                         \
    } while (0)

/* A handle that only the driver has (a graph, executable graph, graph
 * node, library: kind) given one of cufw's: the recorded failure of fn. */
#define CUFW_RETURN_IF_CUFW_HANDLE(h, kind, fn)                                                 \
    do {                                                                                        \
        if (CUFW_UNLIKELY(cufw__handle_ours(h)))                                                \
            return cufw__handle_bad((fn), (kind), (h));                                         \
    } while (0)

/* The same, NULL refused too. */
#define CUFW_RETURN_IF_BAD_DRIVER_HANDLE(h, kind, fn)                                           \
    do {                                                                                        \
        if (CUFW_UNLIKELY((h) == NULL || cufw__handle_ours(h)))                                 \
            return cufw__handle_bad((fn), (kind), (h));                                         \
    } while (0)

/* ------------------------------------------------------------ kernels' functions */

/* Empty a kernel slot's cache of functions (a new slot, not yet live). */
static inline void cufw__kernel_cache_clear(struct cufw_kernel *k)
{
    unsigned i;

    for (i = 0; i < CUFW__KERNEL_CONTEXTS; i++) {
        atomic_store_explicit(&k->fn_ctx[i], 0, memory_order_relaxed);
        atomic_store_explicit(&k->fn[i], NULL, memory_order_relaxed);
    }
}

/*
 * The cache's reader, inline in every launch: the entry for context ctx,
 * or NULL (a miss, or a writer at work). No fence (ThreadSanitizer has
 * none): the entries are loaded with acquire and stored with release, so a
 * reader that sees any part of a writer's entry also sees the writer's odd
 * sequence number when it reads fn_seq again, and gives up. On x86 every
 * one of these is a plain load.
 */
static inline CUfunction cufw__kernel_cached(const struct cufw_kernel *k, unsigned long long ctx)
{
    unsigned seq = atomic_load_explicit(&k->fn_seq, memory_order_acquire);
    CUfunction f = NULL;
    unsigned i;

    if (CUFW_UNLIKELY(seq & 1u))
        return NULL;
    for (i = 0; i < CUFW__KERNEL_CONTEXTS; i++)
        if (atomic_load_explicit(&k->fn_ctx[i], memory_order_acquire) == ctx) {
            f = atomic_load_explicit(&k->fn[i], memory_order_acquire);
            break;
        }
    return atomic_load_explicit(&k->fn_seq, memory_order_relaxed) == seq ? f : NULL;
}

/* The cache's writer, after a miss (module.c, which owns kernel slots):
 * the driver's answer for context ctx, kept in the slot when no other
 * writer is at work; NULL when the driver has none. */
CUFW_HIDDEN CUfunction cufw__module_kernel_fill(struct cufw_kernel *k, unsigned long long ctx);

/* The CUfunction of a kernel slot in the current context, from its cache or
 * else from the driver (cuKernelGetFunction, then cached); NULL when it
 * cannot be had (no context current, a driver without cuCtxGetId's
 * answer...): the caller launches the CUkernel, and the driver answers. */
static inline CUfunction cufw__kernel_function(struct cufw_kernel *k)
{
    unsigned long long ctx = cufw__device_tls.ctx_id;
    CUfunction f;

    /* firmware mode: the context the thread's last launch found current
     * (never 0 otherwise) */
    if (ctx != 0 && CUFW_LIKELY((f = cufw__kernel_cached(k, ctx)) != NULL))
        return f;
    if (CUFW_UNLIKELY(CUFW_DRV(cuCtxGetId)(NULL, &ctx) != CUDA_SUCCESS))
        return NULL;
    if (atomic_load_explicit(&cufw__launch_trusts, memory_order_relaxed))
        cufw__device_tls.ctx_id = ctx;
    f = cufw__kernel_cached(k, ctx);
    return CUFW_LIKELY(f != NULL) ? f : cufw__module_kernel_fill(k, ctx);
}

#endif
