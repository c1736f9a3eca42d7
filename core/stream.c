/* SPDX-License-Identifier: MIT */
/*
 * core/stream.c -- streams, events, host callbacks.
 *
 * IMPLEMENTATION NOTES
 * A stream or event handle is one of two things (inner.h):
 *
 *   - a slot of cufw's table, from cufw_stream_create / cufw_event_create:
 *     checked on every use (cufw__stream_of, cufw__event_of), counted
 *     against the capacity, freed when its context is reset;
 *   - anything outside cufw's block of handle tables (inner.h, "handles"):
 *     the driver's own CUstream / CUevent (the program's, made with the
 *     Driver API; compat's, made with cufw_*_create_raw; the default
 *     streams), handed to the driver as it is. A handle of cufw's other
 *     kinds (an event as a stream, a kernel as an event) is refused.
 *
 * A slot is claimed from its table (common/table.h: round-robin, so freed
 * slots are reused late), the driver object is created, and the slot is
 * published live; a failure gives the claim back. The handle is the slot's
 * address with its generation (CUFW_HANDLE_OF): once destroyed, a handle
 * stays dead even when its slot is reused. Facts about a stream or event
 * (flags, priority) come from the driver, never from the slot: the slot
 * holds only what cufw itself must know -- the driver's handle and the
 * context it was made in, for a device reset. A stream's slot and an
 * event's are laid out alike, so one piece of code serves both tables
 * (struct kind); the functions that are one Driver call are rows of
 * STREAM_CALL_LIST, in inner.h's CUFW_X_CONTEXT_CALL shape.
 */
#include "inner.h"

#include <string.h>

/* the tables are members of handle.c's block (inner.h, "handles") */
CUFW_HIDDEN struct cufw__table cufw__stream_table = CUFW__TABLE_OF(cufw__streams);
CUFW_HIDDEN struct cufw__table cufw__event_table = CUFW__TABLE_OF(cufw__events);

/* ------------------------------------------------------------ the two tables */

_Static_assert(offsetof(struct cufw_stream, raw) == offsetof(struct cufw_event, raw) &&
                   offsetof(struct cufw_stream, ctx) == offsetof(struct cufw_event, ctx) &&
                   sizeof(CUstream) == sizeof(CUevent),
               "a stream's slot and an event's are laid out alike");
#define RAW_OFFSET offsetof(struct cufw_stream, raw)
#define CTX_OFFSET offsetof(struct cufw_stream, ctx)

/* What the two tables differ in. make and unmake make and destroy the
 * driver's object whose handle is at raw: a slot's raw field. */
struct kind {
    struct cufw__table *table;
    int capacity;                /* its CUFW_CAPACITY_* */
    enum cufw__handle_kind kind; /* for the failure of a handle that is not live */
    CUresult (*make)(void *raw, unsigned flags, int priority);
    const char *make_name;
    CUresult (*unmake)(const void *raw);
};

static CUresult make_stream(void *raw, unsigned flags, int priority)
{
    return CUFW_DRV(cuStreamCreateWithPriority)((CUstream *)raw, flags, priority);
}

static CUresult unmake_stream(const void *raw)
{
    return CUFW_DRV(cuStreamDestroy)(*(const CUstream *)raw);
}

static CUresult make_event(void *raw, unsigned flags, int priority)
{
    (void)priority;
    return CUFW_DRV(cuEventCreate)((CUevent *)raw, flags);
}

static CUresult unmake_event(const void *raw)
{
    return CUFW_DRV(cuEventDestroy)(*(const CUevent *)raw);
}

static const struct kind streams = {&cufw__stream_table, CUFW_CAPACITY_STREAMS, CUFW__KIND_STREAM,
                                    make_stream, "cuStreamCreateWithPriority", unmake_stream};
static const struct kind events = {&cufw__event_table, CUFW_CAPACITY_EVENTS, CUFW__KIND_EVENT,
                                   make_event, "cuEventCreate", unmake_event};

/* A slot's fields beside hdr: the context it was made in, the driver's handle. */
static CUcontext *slot_ctx(struct cufw__slot *hdr)
{
    return (CUcontext *)(void *)((char *)hdr + CTX_OFFSET);
}

static void *slot_raw(struct cufw__slot *hdr)
{
    return (char *)hdr + RAW_OFFSET;
}

/* Free the slots of kind k made in context ctx. Under the table's lock, as
 * a slot's ctx is written under it (a slot seen live here may be destroyed
 * and claimed again meanwhile: its new owner's ctx must not be read while
 * it is written). */
static void release_in(const struct kind *k, CUcontext ctx)
{
    unsigned i, n;

    cufw__table_lock(k->table);
    n = cufw__table_high(k->table);
    for (i = 0; i < n; i++)
        if (cufw__slot_live(cufw__table_at(k->table, i)) &&
            *slot_ctx(cufw__table_at(k->table, i)) == ctx &&
            cufw__slot_release(cufw__table_at(k->table, i)))
            cufw_capacity_account(k->capacity, -1);
    cufw__table_unlock(k->table);
}

/* The streams and events made in a context that was reset
 * (cufw__device_on_reset). */
static void release_context(CUcontext ctx)
{
    release_in(&streams, ctx);
    release_in(&events, ctx);
}

/*
 * A new slot of kind k and its object, made in the current context; its
 * handle is stored at out (a cufw_stream ** or cufw_event **). A slot is
 * claimed first (a full table makes nothing), and the context the object
 * was made in -- the one current after the call -- is kept for a reset
 * (release_context), which the device reset is told of before the claim.
 */
static int create(const struct kind *k, void *out, unsigned flags, int priority)
{
    struct cufw__slot *hdr;
    CUcontext ctx;
    void *handle;
    CUresult r;

    CUFW_RETURN_IF_NO_CONTEXT();
    atomic_store(&cufw__device_on_reset, release_context);
    if ((hdr = cufw__table_claim(k->table)) == NULL)
        return cufw__capacity_full(k->capacity);
    CUFW_DRIVER_CALL(r, k->make(slot_raw(hdr), flags, priority));
    if (r != CUDA_SUCCESS) {
        cufw__slot_unclaim(hdr);
        return cufw__device_call_failed(r, k->make_name);
    }
    r = CUFW_DRV(cuCtxGetCurrent)(&ctx);
    if (r != CUDA_SUCCESS) {
        k->unmake(slot_raw(hdr));
        cufw__slot_unclaim(hdr);
        return cufw__device_call_failed(r, "cuCtxGetCurrent");
    }
    cufw__table_lock(k->table); /* release_in reads it */
    *slot_ctx(hdr) = ctx;
    cufw__table_unlock(k->table);
    cufw_capacity_account(k->capacity, 1);
    handle = (void *)cufw__slot_handle(hdr); /* its generation is fixed until released */
    memcpy(out, &handle, sizeof handle);
    cufw__slot_publish(hdr);
    return CUFW_OK;
}

/* Give back the slot that handle names, when it names one of kind k (else
 * it is the driver's own handle: nothing to give back); the failure of fn
 * when it is not that slot's live generation any more (another thread
 * destroyed it meanwhile, and the slot may have a new owner). */
static int release_handle(const char *fn, const struct kind *k, const void *handle)
{
    uintptr_t at = CUFW__HANDLE_ADDR(handle) - (uintptr_t)k->table->slots;

    if (at >= (uintptr_t)k->table->count * k->table->stride)
        return CUFW_OK;
    if (!cufw__slot_release_gen((struct cufw__slot *)CUFW__HANDLE_ADDR(handle),
                                CUFW__HANDLE_GEN(handle)))
        return cufw__handle_bad(fn, k->kind, handle);
    cufw_capacity_account(k->capacity, -1);
    return CUFW_OK;
}

/* The arguments every creation checks: somewhere to put it (what), known flags. */
static int create_args(const char *fn, const char *what, const void *out, unsigned flags,
                       unsigned known)
{
    CUFW_RETURN_IF(out == NULL, CUFW_ERROR_INVALID_ARGUMENT, "%s: NULL %s", fn, what);
    CUFW_RETURN_IF(flags & ~known, CUFW_ERROR_INVALID_ARGUMENT, "%s: unknown flags 0x%x", fn,
                   flags);
    return CUFW_OK;
}
#define STREAM_FLAGS CUFW_STREAM_NON_BLOCKING
#define EVENT_FLAGS (CUFW_EVENT_BLOCKING_SYNC | CUFW_EVENT_DISABLE_TIMING | CUFW_EVENT_INTERPROCESS)

/* A query's call: CUDA_ERROR_NOT_READY is an answer, not a failure (*busy
 * says so instead). */
static CUresult answer(CUresult r, int *busy)
{
    *busy = r == CUDA_ERROR_NOT_READY;
    return *busy ? CUDA_SUCCESS : r;
}

static int is_default_stream(const cufw_stream *s)
{
    return s == NULL || s == CUFW_STREAM_LEGACY || s == CUFW_STREAM_PER_THREAD;
}

/* ------------------------------------------------------------ streams and events */

int cufw_stream_create(cufw_stream **stream, unsigned flags, int priority)
{
    CUFW_RETURN_IF_NOT_READY();
    CUFW_RETURN_IF_FAILED(create_args("cufw_stream_create", "stream", stream, flags,
                                      STREAM_FLAGS));
    return create(&streams, stream, flags, priority);
}

int cufw_event_create(cufw_event **event, unsigned flags)
{
    CUFW_RETURN_IF_NOT_READY();
    CUFW_RETURN_IF_FAILED(create_args("cufw_event_create", "event", event, flags, EVENT_FLAGS));
    return create(&events, event, flags, 0);
}

int cufw_stream_destroy(cufw_stream *stream)
{
    CUstream raw;

    CUFW_RETURN_IF_NOT_READY();
    CUFW_RETURN_IF(is_default_stream(stream), CUFW_ERROR_INVALID_HANDLE,
                   "a default stream cannot be destroyed");
    CUFW_RETURN_IF_BAD_STREAM(raw, stream, "cufw_stream_destroy");
    CUFW_RETURN_IF_FAILED(release_handle("cufw_stream_destroy", &streams, stream));
    CUFW_RETURN_IF_DRIVER_FAILS(CUFW_DRV(cuStreamDestroy)(raw), "cuStreamDestroy");
    return CUFW_OK;
}

int cufw_event_destroy(cufw_event *event)
{
    CUevent raw;

    CUFW_RETURN_IF_NOT_READY();
    CUFW_RETURN_IF_BAD_EVENT(raw, event, "cufw_event_destroy");
    CUFW_RETURN_IF_FAILED(release_handle("cufw_event_destroy", &events, event));
    CUFW_RETURN_IF_DRIVER_FAILS(CUFW_DRV(cuEventDestroy)(raw), "cuEventDestroy");
    return CUFW_OK;
}

void *cufw_stream_raw(cufw_stream *stream)
{
    CUstream s;

    return cufw__stream_of(stream, &s) ? (void *)s : NULL;
}

void *cufw_event_raw(cufw_event *event)
{
    CUevent e;

    return cufw__event_of(event, &e) ? (void *)e : NULL;
}

/* X(function, (parameters), checks, Driver call, its name, outputs) */
#define STREAM_CALL_LIST(X)                                                                        \
    /* the driver's own objects, no slot (compat's) */                                             \
    X(cufw_stream_create_raw, (void **stream, unsigned flags, int priority),                       \
      CUstream raw; CUFW_RETURN_IF_FAILED(create_args("cufw_stream_create_raw", "stream", stream,  \
                                                      flags, STREAM_FLAGS));,                      \
      CUFW_DRV(cuStreamCreateWithPriority)(&raw, flags, priority), "cuStreamCreateWithPriority",   \
      *stream = (void *)raw;)                                                                      \
    X(cufw_event_create_raw, (void **event, unsigned flags),                                       \
      CUevent raw; CUFW_RETURN_IF_FAILED(create_args("cufw_event_create_raw", "event", event,      \
                                                     flags, EVENT_FLAGS));,                        \
      CUFW_DRV(cuEventCreate)(&raw, flags), "cuEventCreate", *event = (void *)raw;)                \
    /* streams */                                                                                  \
    X(cufw_stream_priority_range, (int *least, int *greatest),                                     \
      int l; int g;                                                                                \
      CUFW_RETURN_IF(least == NULL && greatest == NULL, CUFW_ERROR_INVALID_ARGUMENT,               \
                     "cufw_stream_priority_range: both NULL");,                                    \
      CUFW_DRV(cuCtxGetStreamPriorityRange)(&l, &g), "cuCtxGetStreamPriorityRange",                \
      if (least != NULL) *least = l; if (greatest != NULL) *greatest = g;)                         \
    X(cufw_stream_synchronize, (cufw_stream *stream), CUFW_STREAM_ARG,                             \
      CUFW_DRV(cuStreamSynchronize)(s), "cuStreamSynchronize", )                                   \
    X(cufw_stream_query, (cufw_stream *stream), int busy; CUFW_STREAM_ARG,                         \
      answer(CUFW_DRV(cuStreamQuery)(s), &busy), "cuStreamQuery",                                  \
      if (busy) return CUFW_ERROR_NOT_READY;)                                                      \
    X(cufw_stream_wait_event, (cufw_stream *stream, cufw_event *event),                            \
      CUFW_STREAM_ARG CUFW_EVENT_ARG, CUFW_DRV(cuStreamWaitEvent)(s, e, 0), "cuStreamWaitEvent", ) \
    X(cufw_stream_wait_event_flags, (cufw_stream *stream, cufw_event *event, unsigned flags),      \
      CUFW_STREAM_ARG CUFW_EVENT_ARG, CUFW_DRV(cuStreamWaitEvent)(s, e, flags),                    \
      "cuStreamWaitEvent", )                                                                       \
    X(cufw_stream_flags, (cufw_stream *stream, unsigned *flags),                                   \
      CUFW_RETURN_IF(flags == NULL, CUFW_ERROR_INVALID_ARGUMENT, "cufw_stream_flags: NULL flags"); \
      if (is_default_stream(stream)) { *flags = CUFW_STREAM_DEFAULT; return CUFW_OK; }             \
      CUFW_STREAM_ARG, CUFW_DRV(cuStreamGetFlags)(s, flags), "cuStreamGetFlags", )                 \
    /* the driver reports the priority after clamping */                                           \
    X(cufw_stream_priority, (cufw_stream *stream, int *priority),                                  \
      CUFW_RETURN_IF(priority == NULL, CUFW_ERROR_INVALID_ARGUMENT,                                \
                     "cufw_stream_priority: NULL priority");                                       \
      CUFW_STREAM_ARG, CUFW_DRV(cuStreamGetPriority)(s, priority), "cuStreamGetPriority", )        \
    X(cufw_stream_add_callback, (cufw_stream *stream, void (*fn)(void *user), void *user),         \
      CUFW_RETURN_IF(fn == NULL, CUFW_ERROR_INVALID_ARGUMENT,                                      \
                     "cufw_stream_add_callback: NULL function");                                   \
      CUFW_STREAM_ARG, CUFW_DRV(cuLaunchHostFunc)(s, fn, user), "cuLaunchHostFunc", )              \
    X(cufw_stream_is_capturing, (cufw_stream *stream, int *status),                                \
      CUstreamCaptureStatus st;                                                                    \
      CUFW_RETURN_IF(status == NULL, CUFW_ERROR_INVALID_ARGUMENT,                                  \
                     "cufw_stream_is_capturing: NULL status");                                     \
      CUFW_STREAM_ARG, CUFW_DRV(cuStreamIsCapturing)(s, &st), "cuStreamIsCapturing",               \
      *status = (int)st;)                                                                          \
    /* events */                                                                                   \
    X(cufw_event_record, (cufw_event *event, cufw_stream *stream), CUFW_EVENT_ARG CUFW_STREAM_ARG, \
      CUFW_DRV(cuEventRecord)(e, s), "cuEventRecord", )                                            \
    X(cufw_event_record_flags, (cufw_event *event, cufw_stream *stream, unsigned flags),           \
      CUFW_EVENT_ARG CUFW_STREAM_ARG, CUFW_DRV(cuEventRecordWithFlags)(e, s, flags),               \
      "cuEventRecordWithFlags", )                                                                  \
    X(cufw_event_query, (cufw_event *event), int busy; CUFW_EVENT_ARG,                             \
      answer(CUFW_DRV(cuEventQuery)(e), &busy), "cuEventQuery",                                    \
      if (busy) return CUFW_ERROR_NOT_READY;)                                                      \
    X(cufw_event_synchronize, (cufw_event *event), CUFW_EVENT_ARG,                                 \
      CUFW_DRV(cuEventSynchronize)(e), "cuEventSynchronize", )                                     \
    X(cufw_event_elapsed, (float *ms, cufw_event *start, cufw_event *end),                         \
      CUevent a; CUevent b; int busy;                                                              \
      CUFW_RETURN_IF(ms == NULL, CUFW_ERROR_INVALID_ARGUMENT, "cufw_event_elapsed: NULL ms");      \
      CUFW_RETURN_IF_BAD_EVENT(a, start, __func__); CUFW_RETURN_IF_BAD_EVENT(b, end, __func__);,   \
      answer(CUFW_DRV(cuEventElapsedTime)(ms, a, b), &busy), "cuEventElapsedTime",                 \
      if (busy) return CUFW_ERROR_NOT_READY;)
STREAM_CALL_LIST(CUFW_X_CONTEXT_CALL)
