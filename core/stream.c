/*
 * core/stream.c -- the stream and event tables, and host callbacks.
 *
 * A slot is taken under table_lock (round-robin, so freed slots are reused
 * late), then the driver object is created outside the lock; a failure
 * gives the slot back. Handles are checked on every use (inner.h:
 * cufw__stream_raw); the default streams are the constants
 * CUFW_STREAM_LEGACY and CUFW_STREAM_PER_THREAD, which map to the driver's
 * CU_STREAM_LEGACY and CU_STREAM_PER_THREAD handles.
 */
#include "inner.h"

CUFW_HIDDEN struct cufw_stream cufw__streams[CUFW_MAX_STREAMS];
CUFW_HIDDEN struct cufw_event cufw__events[CUFW_MAX_EVENTS];
static pthread_mutex_t table_lock = PTHREAD_MUTEX_INITIALIZER;
static unsigned next_stream, next_event;

#define DRIVER(call, name)                                                                      \
    do {                                                                                        \
        CUresult r_ = (call);                                                                   \
        if (CUFW_UNLIKELY(r_ != CUDA_SUCCESS))                                                  \
            return cufw__driver_fail(r_, name);                                                 \
    } while (0)

/* Claim a free slot of a table of n slots (in_use is the atomic_int at
 * offset in_use_at, the owning device the int at device_at, written here
 * under the same lock so a concurrent device reset never sees a half-made
 * slot); returns its index or -1. */
static long claim(void *table, size_t stride, size_t in_use_at, size_t device_at, unsigned n,
                  unsigned *next)
{
    unsigned j;

    pthread_mutex_lock(&table_lock);
    for (j = 0; j < n; j++) {
        unsigned i = (*next + j) % n;
        char *slot = (char *)table + i * stride;
        atomic_int *flag = (atomic_int *)(void *)(slot + in_use_at);

        if (!atomic_load(flag)) {
            *(int *)(void *)(slot + device_at) = cufw__tls.device;
            atomic_store(flag, 1);
            *next = (i + 1) % n;
            pthread_mutex_unlock(&table_lock);
            return (long)i;
        }
    }
    pthread_mutex_unlock(&table_lock);
    return -1;
}

void cufw__release_device_objects(int device)
{
    int i;

    pthread_mutex_lock(&table_lock);
    for (i = 0; i < CUFW_MAX_STREAMS; i++) {
        if (atomic_load(&cufw__streams[i].in_use) && cufw__streams[i].device == device) {
            atomic_store(&cufw__streams[i].in_use, 0);
            cufw__capacity_used(CUFW__CAP_streams, -1);
        }
    }
    for (i = 0; i < CUFW_MAX_EVENTS; i++) {
        if (atomic_load(&cufw__events[i].in_use) && cufw__events[i].device == device) {
            atomic_store(&cufw__events[i].in_use, 0);
            cufw__capacity_used(CUFW__CAP_events, -1);
        }
    }
    pthread_mutex_unlock(&table_lock);
}

static struct cufw_stream *live_stream(cufw_stream *s)
{
    if (CUFW_SLOT_INDEX(cufw__streams, s) < 0 || !atomic_load(&s->in_use))
        return NULL;
    return s;
}

static struct cufw_event *live_event(cufw_event *e)
{
    if (CUFW_SLOT_INDEX(cufw__events, e) < 0 || !atomic_load(&e->in_use))
        return NULL;
    return e;
}

static int bad_event(void)
{
    return cufw__fail(CUFW_ERROR_INVALID_HANDLE, "not a live event handle");
}

int cufw_stream_create(cufw_stream **stream, unsigned flags, int priority)
{
    struct cufw_stream *s;
    CUstream raw;
    CUresult r;
    long i;

    CUFW_CHECK_READY();
    if (stream == NULL)
        return cufw__fail(CUFW_ERROR_INVALID_ARGUMENT, "cufw_stream_create: NULL stream");
    if (flags & ~CUFW_STREAM_NON_BLOCKING)
        return cufw__fail(CUFW_ERROR_INVALID_ARGUMENT, "cufw_stream_create: unknown flags 0x%x",
                          flags);
    CUFW_ENSURE_CONTEXT();
    i = claim(cufw__streams, sizeof cufw__streams[0], offsetof(struct cufw_stream, in_use),
              offsetof(struct cufw_stream, device), CUFW_MAX_STREAMS, &next_stream);
    if (i < 0)
        return cufw__capacity_full(CUFW__CAP_streams);
    s = &cufw__streams[i];
    r = cufw__drv.cuStreamCreateWithPriority(&raw, flags, priority);
    if (r != CUDA_SUCCESS) {
        atomic_store(&s->in_use, 0);
        return cufw__driver_fail(r, "cuStreamCreateWithPriority");
    }
    s->raw = raw;
    s->flags = flags;
    s->priority = priority;
    cufw__capacity_used(CUFW__CAP_streams, 1);
    *stream = s;
    return CUFW_OK;
}

int cufw_stream_priority_range(int *least, int *greatest)
{
    int l, g;

    CUFW_CHECK_READY();
    if (least == NULL && greatest == NULL)
        return cufw__fail(CUFW_ERROR_INVALID_ARGUMENT, "cufw_stream_priority_range: both NULL");
    CUFW_ENSURE_CONTEXT();
    DRIVER(cufw__drv.cuCtxGetStreamPriorityRange(&l, &g), "cuCtxGetStreamPriorityRange");
    if (least != NULL)
        *least = l;
    if (greatest != NULL)
        *greatest = g;
    return CUFW_OK;
}

int cufw_stream_destroy(cufw_stream *stream)
{
    struct cufw_stream *s;
    CUstream raw;
    int expected = 1;

    CUFW_CHECK_READY();
    s = live_stream(stream);
    if (s == NULL)
        return cufw__bad_stream();
    raw = s->raw;
    if (!atomic_compare_exchange_strong(&s->in_use, &expected, 0))
        return cufw__bad_stream(); /* another thread destroyed it meanwhile */
    cufw__capacity_used(CUFW__CAP_streams, -1);
    DRIVER(cufw__drv.cuStreamDestroy(raw), "cuStreamDestroy");
    return CUFW_OK;
}

int cufw_stream_synchronize(cufw_stream *stream)
{
    CUstream s;

    CUFW_CHECK_READY();
    s = cufw__stream_raw(stream);
    if (s == CUFW_BAD_STREAM)
        return cufw__bad_stream();
    CUFW_ENSURE_CONTEXT();
    DRIVER(cufw__drv.cuStreamSynchronize(s), "cuStreamSynchronize");
    return CUFW_OK;
}

int cufw_stream_query(cufw_stream *stream)
{
    CUstream s;
    CUresult r;

    CUFW_CHECK_READY();
    s = cufw__stream_raw(stream);
    if (s == CUFW_BAD_STREAM)
        return cufw__bad_stream();
    CUFW_ENSURE_CONTEXT();
    r = cufw__drv.cuStreamQuery(s);
    if (r == CUDA_ERROR_NOT_READY)
        return CUFW_ERROR_NOT_READY;
    if (r != CUDA_SUCCESS)
        return cufw__driver_fail(r, "cuStreamQuery");
    return CUFW_OK;
}

int cufw_stream_wait_event(cufw_stream *stream, cufw_event *event)
{
    struct cufw_event *e;
    CUstream s;

    CUFW_CHECK_READY();
    s = cufw__stream_raw(stream);
    if (s == CUFW_BAD_STREAM)
        return cufw__bad_stream();
    if ((e = live_event(event)) == NULL)
        return bad_event();
    CUFW_ENSURE_CONTEXT();
    DRIVER(cufw__drv.cuStreamWaitEvent(s, e->raw, 0), "cuStreamWaitEvent");
    return CUFW_OK;
}

int cufw_stream_flags(cufw_stream *stream, unsigned *flags)
{
    struct cufw_stream *s;

    CUFW_CHECK_READY();
    if (flags == NULL)
        return cufw__fail(CUFW_ERROR_INVALID_ARGUMENT, "cufw_stream_flags: NULL flags");
    if (stream == NULL || stream == CUFW_STREAM_LEGACY || stream == CUFW_STREAM_PER_THREAD) {
        *flags = CUFW_STREAM_DEFAULT;
        return CUFW_OK;
    }
    if ((s = live_stream(stream)) == NULL)
        return cufw__bad_stream();
    *flags = s->flags;
    return CUFW_OK;
}

int cufw_stream_priority(cufw_stream *stream, int *priority)
{
    struct cufw_stream *s;
    CUstream raw;

    CUFW_CHECK_READY();
    if (priority == NULL)
        return cufw__fail(CUFW_ERROR_INVALID_ARGUMENT, "cufw_stream_priority: NULL priority");
    raw = cufw__stream_raw(stream);
    if (raw == CUFW_BAD_STREAM)
        return cufw__bad_stream();
    s = live_stream(stream);
    CUFW_ENSURE_CONTEXT();
    /* The driver reports the priority after clamping. */
    DRIVER(cufw__drv.cuStreamGetPriority(s != NULL ? s->raw : raw, priority),
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

    CUFW_CHECK_READY();
    if (fn == NULL)
        return cufw__fail(CUFW_ERROR_INVALID_ARGUMENT, "cufw_stream_add_callback: NULL function");
    s = cufw__stream_raw(stream);
    if (s == CUFW_BAD_STREAM)
        return cufw__bad_stream();
    CUFW_ENSURE_CONTEXT();
    DRIVER(cufw__drv.cuLaunchHostFunc(s, fn, user), "cuLaunchHostFunc");
    return CUFW_OK;
}

int cufw_event_create(cufw_event **event, unsigned flags)
{
    struct cufw_event *e;
    CUevent raw;
    CUresult r;
    long i;

    CUFW_CHECK_READY();
    if (event == NULL)
        return cufw__fail(CUFW_ERROR_INVALID_ARGUMENT, "cufw_event_create: NULL event");
    if (flags & ~(CUFW_EVENT_BLOCKING_SYNC | CUFW_EVENT_DISABLE_TIMING | CUFW_EVENT_INTERPROCESS))
        return cufw__fail(CUFW_ERROR_INVALID_ARGUMENT, "cufw_event_create: unknown flags 0x%x",
                          flags);
    CUFW_ENSURE_CONTEXT();
    i = claim(cufw__events, sizeof cufw__events[0], offsetof(struct cufw_event, in_use),
              offsetof(struct cufw_event, device), CUFW_MAX_EVENTS, &next_event);
    if (i < 0)
        return cufw__capacity_full(CUFW__CAP_events);
    e = &cufw__events[i];
    r = cufw__drv.cuEventCreate(&raw, flags);
    if (r != CUDA_SUCCESS) {
        atomic_store(&e->in_use, 0);
        return cufw__driver_fail(r, "cuEventCreate");
    }
    e->raw = raw;
    e->flags = flags;
    cufw__capacity_used(CUFW__CAP_events, 1);
    *event = e;
    return CUFW_OK;
}

int cufw_event_destroy(cufw_event *event)
{
    struct cufw_event *e;
    CUevent raw;
    int expected = 1;

    CUFW_CHECK_READY();
    if ((e = live_event(event)) == NULL)
        return bad_event();
    raw = e->raw;
    if (!atomic_compare_exchange_strong(&e->in_use, &expected, 0))
        return bad_event();
    cufw__capacity_used(CUFW__CAP_events, -1);
    DRIVER(cufw__drv.cuEventDestroy(raw), "cuEventDestroy");
    return CUFW_OK;
}

int cufw_event_record(cufw_event *event, cufw_stream *stream)
{
    struct cufw_event *e;
    CUstream s;

    CUFW_CHECK_READY();
    if ((e = live_event(event)) == NULL)
        return bad_event();
    s = cufw__stream_raw(stream);
    if (s == CUFW_BAD_STREAM)
        return cufw__bad_stream();
    CUFW_ENSURE_CONTEXT();
    DRIVER(cufw__drv.cuEventRecord(e->raw, s), "cuEventRecord");
    return CUFW_OK;
}

int cufw_event_query(cufw_event *event)
{
    struct cufw_event *e;
    CUresult r;

    CUFW_CHECK_READY();
    if ((e = live_event(event)) == NULL)
        return bad_event();
    CUFW_ENSURE_CONTEXT();
    r = cufw__drv.cuEventQuery(e->raw);
    if (r == CUDA_ERROR_NOT_READY)
        return CUFW_ERROR_NOT_READY;
    if (r != CUDA_SUCCESS)
        return cufw__driver_fail(r, "cuEventQuery");
    return CUFW_OK;
}

int cufw_event_synchronize(cufw_event *event)
{
    struct cufw_event *e;

    CUFW_CHECK_READY();
    if ((e = live_event(event)) == NULL)
        return bad_event();
    CUFW_ENSURE_CONTEXT();
    DRIVER(cufw__drv.cuEventSynchronize(e->raw), "cuEventSynchronize");
    return CUFW_OK;
}

int cufw_event_elapsed(float *ms, cufw_event *start, cufw_event *end)
{
    struct cufw_event *a, *b;
    CUresult r;

    CUFW_CHECK_READY();
    if (ms == NULL)
        return cufw__fail(CUFW_ERROR_INVALID_ARGUMENT, "cufw_event_elapsed: NULL ms");
    if ((a = live_event(start)) == NULL || (b = live_event(end)) == NULL)
        return bad_event();
    CUFW_ENSURE_CONTEXT();
    r = cufw__drv.cuEventElapsedTime(ms, a->raw, b->raw);
    if (r == CUDA_ERROR_NOT_READY)
        return CUFW_ERROR_NOT_READY;
    if (r != CUDA_SUCCESS)
        return cufw__driver_fail(r, "cuEventElapsedTime");
    return CUFW_OK;
}

void *cufw_event_raw(cufw_event *event)
{
    struct cufw_event *e = live_event(event);

    return e != NULL ? (void *)e->raw : NULL;
}

int cufw_event_record_flags(cufw_event *event, cufw_stream *stream, unsigned flags)
{
    struct cufw_event *e;
    CUstream s;

    CUFW_CHECK_READY();
    if ((e = live_event(event)) == NULL)
        return bad_event();
    s = cufw__stream_raw(stream);
    if (s == CUFW_BAD_STREAM)
        return cufw__bad_stream();
    CUFW_ENSURE_CONTEXT();
    DRIVER(cufw__drv.cuEventRecordWithFlags(e->raw, s, flags), "cuEventRecordWithFlags");
    return CUFW_OK;
}

int cufw_stream_is_capturing(cufw_stream *stream, int *status)
{
    CUstreamCaptureStatus st;
    CUstream s;

    CUFW_CHECK_READY();
    if (status == NULL)
        return cufw__fail(CUFW_ERROR_INVALID_ARGUMENT, "cufw_stream_is_capturing: NULL status");
    s = cufw__stream_raw(stream);
    if (s == CUFW_BAD_STREAM)
        return cufw__bad_stream();
    CUFW_ENSURE_CONTEXT();
    DRIVER(cufw__drv.cuStreamIsCapturing(s, &st), "cuStreamIsCapturing");
    *status = (int)st;
    return CUFW_OK;
}
