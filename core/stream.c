/* SPDX-License-Identifier: MIT */
/*
 * core/stream.c -- streams, events, host callbacks.
 *
 * IMPLEMENTATION NOTES
 * A stream or event handle is one of two things (inner.h):
 *
 *   - a slot of cufw's table, from cufw_stream_create / cufw_event_create:
 *     checked on every use (cufw__stream_raw, cufw__event_raw), counted
 *     against the capacity, freed when its context is reset;
 *   - anything else: the driver's own CUstream / CUevent (the program's,
 *     made with the Driver API; compat's, made with cufw_*_create_raw; the
 *     default streams), handed to the driver as it is.
 *
 * A slot is claimed from its table (common/table.h: round-robin, so freed
 * slots are reused late), the driver object is created, and the slot is
 * published live; a failure gives the claim back. The handle is the slot's
 * address with its generation (CUFW_HANDLE_OF): once destroyed, a handle
 * stays dead even when its slot is reused. Facts about a stream or event (flags, priority)
 * come from the driver, never from the slot: the slot holds only what
 * cufw itself must know -- the driver's handle and the context it was made
 * in, for a device reset.
 */
#include "inner.h"

CUFW_HIDDEN struct cufw_stream cufw__streams[CUFW_MAX_STREAMS];
CUFW_HIDDEN struct cufw_event cufw__events[CUFW_MAX_EVENTS];
CUFW_HIDDEN struct cufw__table cufw__stream_table = CUFW__TABLE_OF(cufw__streams);
CUFW_HIDDEN struct cufw__table cufw__event_table = CUFW__TABLE_OF(cufw__events);

/* Free the slots of the streams and events made in a context that was
 * reset (cufw__device_on_reset). Under each table's lock, as a slot's ctx
 * is written under it (a slot seen live here may be destroyed and claimed
 * again meanwhile: its new owner's ctx must not be read while it is
 * written). */
static void release_context(CUcontext ctx)
{
    unsigned i, n;

    cufw__table_lock(&cufw__stream_table);
    n = cufw__table_high(&cufw__stream_table);
    for (i = 0; i < n; i++)
        if (cufw__slot_live(&cufw__streams[i].hdr) && cufw__streams[i].ctx == ctx &&
            cufw__slot_release(&cufw__streams[i].hdr))
            cufw_capacity_account(CUFW_CAPACITY_STREAMS, -1);
    cufw__table_unlock(&cufw__stream_table);
    cufw__table_lock(&cufw__event_table);
    n = cufw__table_high(&cufw__event_table);
    for (i = 0; i < n; i++)
        if (cufw__slot_live(&cufw__events[i].hdr) && cufw__events[i].ctx == ctx &&
            cufw__slot_release(&cufw__events[i].hdr))
            cufw_capacity_account(CUFW_CAPACITY_EVENTS, -1);
    cufw__table_unlock(&cufw__event_table);
}

/* A slot of table t for a new stream or event, which a reset of its
 * context frees: cufw_device_reset is told how first. */
static void *claim(struct cufw__table *t)
{
    atomic_store(&cufw__device_on_reset, release_context);
    return cufw__table_claim(t);
}

int cufw__stream_bad(void)
{
    return cufw__error_fail(CUFW_ERROR_INVALID_HANDLE, "not a live stream handle");
}

int cufw__stream_bad_event(void)
{
    return cufw__error_fail(CUFW_ERROR_INVALID_HANDLE, "not a live event handle");
}

/* The arguments every stream creation checks. */
static int stream_args(const char *fn, const void *out, unsigned flags)
{
    CUFW_RETURN_IF(out == NULL, CUFW_ERROR_INVALID_ARGUMENT, "%s: NULL stream", fn);
    CUFW_RETURN_IF(flags & ~CUFW_STREAM_NON_BLOCKING, CUFW_ERROR_INVALID_ARGUMENT,
                   "%s: unknown flags 0x%x", fn, flags);
    return CUFW_OK;
}

int cufw_stream_create_raw(void **stream, unsigned flags, int priority)
{
    CUstream raw;
    int rc;

    CUFW_RETURN_IF_NOT_READY();
    if ((rc = stream_args("cufw_stream_create_raw", stream, flags)) != CUFW_OK)
        return rc;
    CUFW_RETURN_IF_NO_CONTEXT();
    CUFW_RETURN_IF_CONTEXT_CALL_FAILS(
        CUFW_DRV(cuStreamCreateWithPriority)(&raw, flags, priority),
        "cuStreamCreateWithPriority");
    *stream = (void *)raw;
    return CUFW_OK;
}

int cufw_stream_create(cufw_stream **stream, unsigned flags, int priority)
{
    struct cufw_stream *s;
    CUcontext ctx;
    CUstream raw;
    CUresult r;
    int rc;

    CUFW_RETURN_IF_NOT_READY();
    if ((rc = stream_args("cufw_stream_create", stream, flags)) != CUFW_OK)
        return rc;
    CUFW_RETURN_IF_NO_CONTEXT();
    if ((s = claim(&cufw__stream_table)) == NULL)
        return cufw__capacity_full(CUFW_CAPACITY_STREAMS);
    CUFW_DRIVER_CALL(r, CUFW_DRV(cuStreamCreateWithPriority)(&raw, flags, priority));
    if (r != CUDA_SUCCESS) {
        cufw__slot_unclaim(&s->hdr);
        return cufw__error_driver(r, "cuStreamCreateWithPriority");
    }
    /* the context it was made in: the one current now */
    r = CUFW_DRV(cuCtxGetCurrent)(&ctx);
    if (r != CUDA_SUCCESS) {
        CUFW_DRV(cuStreamDestroy)(raw);
        cufw__slot_unclaim(&s->hdr);
        return cufw__error_driver(r, "cuCtxGetCurrent");
    }
    cufw__table_lock(&cufw__stream_table); /* release_context reads it */
    s->ctx = ctx;
    cufw__table_unlock(&cufw__stream_table);
    s->raw = raw;
    cufw_capacity_account(CUFW_CAPACITY_STREAMS, 1);
    *stream = CUFW_HANDLE_OF(cufw_stream, s); /* its generation is fixed until released */
    cufw__slot_publish(&s->hdr);
    return CUFW_OK;
}

int cufw_stream_priority_range(int *least, int *greatest)
{
    int l, g;

    CUFW_RETURN_IF_NOT_READY();
    CUFW_RETURN_IF(least == NULL && greatest == NULL, CUFW_ERROR_INVALID_ARGUMENT,
                   "cufw_stream_priority_range: both NULL");
    CUFW_RETURN_IF_NO_CONTEXT();
    CUFW_RETURN_IF_CONTEXT_CALL_FAILS(CUFW_DRV(cuCtxGetStreamPriorityRange)(&l, &g),
                                      "cuCtxGetStreamPriorityRange");
    if (least != NULL)
        *least = l;
    if (greatest != NULL)
        *greatest = g;
    return CUFW_OK;
}

static int is_default_stream(const cufw_stream *s)
{
    return s == NULL || s == CUFW_STREAM_LEGACY || s == CUFW_STREAM_PER_THREAD;
}

int cufw_stream_destroy(cufw_stream *stream)
{
    CUstream raw;

    CUFW_RETURN_IF_NOT_READY();
    CUFW_RETURN_IF(is_default_stream(stream), CUFW_ERROR_INVALID_HANDLE,
                   "a default stream cannot be destroyed");
    CUFW_RETURN_IF_BAD_STREAM(raw, stream);
    if (CUFW__HANDLE_IN(cufw__streams, stream)) {
        /* only the generation the handle names: another thread may have
         * destroyed it meanwhile, and its slot may have a new owner */
        struct cufw_stream *slot = (struct cufw_stream *)CUFW__HANDLE_ADDR(stream);

        if (!cufw__slot_release_gen(&slot->hdr, CUFW__HANDLE_GEN(stream)))
            return cufw__stream_bad();
        cufw_capacity_account(CUFW_CAPACITY_STREAMS, -1);
    }
    CUFW_RETURN_IF_DRIVER_FAILS(CUFW_DRV(cuStreamDestroy)(raw), "cuStreamDestroy");
    return CUFW_OK;
}

int cufw_stream_synchronize(cufw_stream *stream)
{
    CUstream s;

    CUFW_RETURN_IF_NOT_READY();
    CUFW_RETURN_IF_BAD_STREAM(s, stream);
    CUFW_RETURN_IF_NO_CONTEXT();
    CUFW_RETURN_IF_CONTEXT_CALL_FAILS(CUFW_DRV(cuStreamSynchronize)(s), "cuStreamSynchronize");
    return CUFW_OK;
}

int cufw_stream_query(cufw_stream *stream)
{
    CUstream s;
    CUresult r;

    CUFW_RETURN_IF_NOT_READY();
    CUFW_RETURN_IF_BAD_STREAM(s, stream);
    CUFW_RETURN_IF_NO_CONTEXT();
    CUFW_DRIVER_CALL(r, CUFW_DRV(cuStreamQuery)(s));
    if (r == CUDA_ERROR_NOT_READY)
        return CUFW_ERROR_NOT_READY;
    if (r != CUDA_SUCCESS)
        return cufw__error_driver(r, "cuStreamQuery");
    return CUFW_OK;
}

int cufw_stream_wait_event(cufw_stream *stream, cufw_event *event)
{
    CUstream s;
    CUevent e;

    CUFW_RETURN_IF_NOT_READY();
    CUFW_RETURN_IF_BAD_STREAM(s, stream);
    CUFW_RETURN_IF_BAD_EVENT(e, event);
    CUFW_RETURN_IF_NO_CONTEXT();
    CUFW_RETURN_IF_CONTEXT_CALL_FAILS(CUFW_DRV(cuStreamWaitEvent)(s, e, 0), "cuStreamWaitEvent");
    return CUFW_OK;
}

int cufw_stream_flags(cufw_stream *stream, unsigned *flags)
{
    CUstream s;

    CUFW_RETURN_IF_NOT_READY();
    CUFW_RETURN_IF(flags == NULL, CUFW_ERROR_INVALID_ARGUMENT, "cufw_stream_flags: NULL flags");
    if (is_default_stream(stream)) {
        *flags = CUFW_STREAM_DEFAULT;
        return CUFW_OK;
    }
    CUFW_RETURN_IF_BAD_STREAM(s, stream);
    CUFW_RETURN_IF_NO_CONTEXT();
    CUFW_RETURN_IF_CONTEXT_CALL_FAILS(CUFW_DRV(cuStreamGetFlags)(s, flags), "cuStreamGetFlags");
    return CUFW_OK;
}

int cufw_stream_priority(cufw_stream *stream, int *priority)
{
    CUstream s;

    CUFW_RETURN_IF_NOT_READY();
    CUFW_RETURN_IF(priority == NULL, CUFW_ERROR_INVALID_ARGUMENT,
                   "cufw_stream_priority: NULL priority");
    CUFW_RETURN_IF_BAD_STREAM(s, stream);
    CUFW_RETURN_IF_NO_CONTEXT();
    /* the driver reports the priority after clamping */
    CUFW_RETURN_IF_CONTEXT_CALL_FAILS(CUFW_DRV(cuStreamGetPriority)(s, priority),
                                      "cuStreamGetPriority");
    return CUFW_OK;
}

void *cufw_stream_raw(cufw_stream *stream)
{
    CUstream s = cufw__stream_raw(stream);

    return s == CUFW_BAD_STREAM ? NULL : (void *)s;
}

int cufw_stream_add_callback(cufw_stream *stream, void (*fn)(void *user), void *user)
{
    CUstream s;

    CUFW_RETURN_IF_NOT_READY();
    CUFW_RETURN_IF(fn == NULL, CUFW_ERROR_INVALID_ARGUMENT,
                   "cufw_stream_add_callback: NULL function");
    CUFW_RETURN_IF_BAD_STREAM(s, stream);
    CUFW_RETURN_IF_NO_CONTEXT();
    CUFW_RETURN_IF_CONTEXT_CALL_FAILS(CUFW_DRV(cuLaunchHostFunc)(s, fn, user),
                                      "cuLaunchHostFunc");
    return CUFW_OK;
}

int cufw_stream_is_capturing(cufw_stream *stream, int *status)
{
    CUstreamCaptureStatus st;
    CUstream s;

    CUFW_RETURN_IF_NOT_READY();
    CUFW_RETURN_IF(status == NULL, CUFW_ERROR_INVALID_ARGUMENT,
                   "cufw_stream_is_capturing: NULL status");
    CUFW_RETURN_IF_BAD_STREAM(s, stream);
    CUFW_RETURN_IF_NO_CONTEXT();
    CUFW_RETURN_IF_CONTEXT_CALL_FAILS(CUFW_DRV(cuStreamIsCapturing)(s, &st),
                                      "cuStreamIsCapturing");
    *status = (int)st;
    return CUFW_OK;
}

/* ------------------------------------------------------------ events */

/* The arguments every event creation checks. */
static int event_args(const char *fn, const void *out, unsigned flags)
{
    CUFW_RETURN_IF(out == NULL, CUFW_ERROR_INVALID_ARGUMENT, "%s: NULL event", fn);
    CUFW_RETURN_IF(
        flags & ~(CUFW_EVENT_BLOCKING_SYNC | CUFW_EVENT_DISABLE_TIMING | CUFW_EVENT_INTERPROCESS),
        CUFW_ERROR_INVALID_ARGUMENT, "%s: unknown flags 0x%x", fn, flags);
    return CUFW_OK;
}

int cufw_event_create_raw(void **event, unsigned flags)
{
    CUevent raw;
    int rc;

    CUFW_RETURN_IF_NOT_READY();
    if ((rc = event_args("cufw_event_create_raw", event, flags)) != CUFW_OK)
        return rc;
    CUFW_RETURN_IF_NO_CONTEXT();
    CUFW_RETURN_IF_CONTEXT_CALL_FAILS(CUFW_DRV(cuEventCreate)(&raw, flags), "cuEventCreate");
    *event = (void *)raw;
    return CUFW_OK;
}

int cufw_event_create(cufw_event **event, unsigned flags)
{
    struct cufw_event *e;
    CUcontext ctx;
    CUevent raw;
    CUresult r;
    int rc;

    CUFW_RETURN_IF_NOT_READY();
    if ((rc = event_args("cufw_event_create", event, flags)) != CUFW_OK)
        return rc;
    CUFW_RETURN_IF_NO_CONTEXT();
    if ((e = claim(&cufw__event_table)) == NULL)
        return cufw__capacity_full(CUFW_CAPACITY_EVENTS);
    CUFW_DRIVER_CALL(r, CUFW_DRV(cuEventCreate)(&raw, flags));
    if (r != CUDA_SUCCESS) {
        cufw__slot_unclaim(&e->hdr);
        return cufw__error_driver(r, "cuEventCreate");
    }
    r = CUFW_DRV(cuCtxGetCurrent)(&ctx);
    if (r != CUDA_SUCCESS) {
        CUFW_DRV(cuEventDestroy)(raw);
        cufw__slot_unclaim(&e->hdr);
        return cufw__error_driver(r, "cuCtxGetCurrent");
    }
    cufw__table_lock(&cufw__event_table);
    e->ctx = ctx;
    cufw__table_unlock(&cufw__event_table);
    e->raw = raw;
    cufw_capacity_account(CUFW_CAPACITY_EVENTS, 1);
    *event = CUFW_HANDLE_OF(cufw_event, e);
    cufw__slot_publish(&e->hdr);
    return CUFW_OK;
}

int cufw_event_destroy(cufw_event *event)
{
    CUevent raw;

    CUFW_RETURN_IF_NOT_READY();
    CUFW_RETURN_IF_BAD_EVENT(raw, event);
    if (CUFW__HANDLE_IN(cufw__events, event)) {
        struct cufw_event *slot = (struct cufw_event *)CUFW__HANDLE_ADDR(event);

        if (!cufw__slot_release_gen(&slot->hdr, CUFW__HANDLE_GEN(event)))
            return cufw__stream_bad_event();
        cufw_capacity_account(CUFW_CAPACITY_EVENTS, -1);
    }
    CUFW_RETURN_IF_DRIVER_FAILS(CUFW_DRV(cuEventDestroy)(raw), "cuEventDestroy");
    return CUFW_OK;
}

/* The driver's handles of an event and a stream argument, or the
 * recorded failure. */
static int event_and_stream(cufw_event *event, cufw_stream *stream, CUevent *e, CUstream *s)
{
    if ((*e = cufw__event_raw(event)) == CUFW_BAD_EVENT)
        return cufw__stream_bad_event();
    if ((*s = cufw__stream_raw(stream)) == CUFW_BAD_STREAM)
        return cufw__stream_bad();
    return CUFW_OK;
}

int cufw_event_record(cufw_event *event, cufw_stream *stream)
{
    CUevent e;
    CUstream s;
    int rc;

    CUFW_RETURN_IF_NOT_READY();
    if ((rc = event_and_stream(event, stream, &e, &s)) != CUFW_OK)
        return rc;
    CUFW_RETURN_IF_NO_CONTEXT();
    CUFW_RETURN_IF_CONTEXT_CALL_FAILS(CUFW_DRV(cuEventRecord)(e, s), "cuEventRecord");
    return CUFW_OK;
}

int cufw_event_record_flags(cufw_event *event, cufw_stream *stream, unsigned flags)
{
    CUevent e;
    CUstream s;
    int rc;

    CUFW_RETURN_IF_NOT_READY();
    if ((rc = event_and_stream(event, stream, &e, &s)) != CUFW_OK)
        return rc;
    CUFW_RETURN_IF_NO_CONTEXT();
    CUFW_RETURN_IF_CONTEXT_CALL_FAILS(CUFW_DRV(cuEventRecordWithFlags)(e, s, flags),
                                      "cuEventRecordWithFlags");
    return CUFW_OK;
}

int cufw_event_query(cufw_event *event)
{
    CUevent e;
    CUresult r;

    CUFW_RETURN_IF_NOT_READY();
    CUFW_RETURN_IF_BAD_EVENT(e, event);
    CUFW_RETURN_IF_NO_CONTEXT();
    CUFW_DRIVER_CALL(r, CUFW_DRV(cuEventQuery)(e));
    if (r == CUDA_ERROR_NOT_READY)
        return CUFW_ERROR_NOT_READY;
    if (r != CUDA_SUCCESS)
        return cufw__error_driver(r, "cuEventQuery");
    return CUFW_OK;
}

int cufw_event_synchronize(cufw_event *event)
{
    CUevent e;

    CUFW_RETURN_IF_NOT_READY();
    CUFW_RETURN_IF_BAD_EVENT(e, event);
    CUFW_RETURN_IF_NO_CONTEXT();
    CUFW_RETURN_IF_CONTEXT_CALL_FAILS(CUFW_DRV(cuEventSynchronize)(e), "cuEventSynchronize");
    return CUFW_OK;
}

int cufw_event_elapsed(float *ms, cufw_event *start, cufw_event *end)
{
    CUevent a, b;
    CUresult r;

    CUFW_RETURN_IF_NOT_READY();
    CUFW_RETURN_IF(ms == NULL, CUFW_ERROR_INVALID_ARGUMENT, "cufw_event_elapsed: NULL ms");
    if ((a = cufw__event_raw(start)) == CUFW_BAD_EVENT ||
        (b = cufw__event_raw(end)) == CUFW_BAD_EVENT)
        return cufw__stream_bad_event();
    CUFW_RETURN_IF_NO_CONTEXT();
    CUFW_DRIVER_CALL(r, CUFW_DRV(cuEventElapsedTime)(ms, a, b));
    if (r == CUDA_ERROR_NOT_READY)
        return CUFW_ERROR_NOT_READY;
    if (r != CUDA_SUCCESS)
        return cufw__error_driver(r, "cuEventElapsedTime");
    return CUFW_OK;
}

void *cufw_event_raw(cufw_event *event)
{
    CUevent e = cufw__event_raw(event);

    return e == CUFW_BAD_EVENT ? NULL : (void *)e;
}
