/* SPDX-License-Identifier: MIT */
/*
 * tests/fakecuda/stream.c -- streams, events and host functions.
 *
 * Nothing is ever queued: every operation completes before its call
 * returns, so queries say CUDA_SUCCESS, synchronisation only checks
 * handles, and an event records the time of its cuEventRecord call
 * (CLOCK_MONOTONIC), which makes elapsed times between events recorded in
 * order non-negative. Streams and events belong to the context that was
 * current when they were created; using one from another context is
 * CUDA_ERROR_INVALID_HANDLE, as with the real driver.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "fake.h"

CUresult fake_stream_check(CUstream s, struct fake_ctx *ctx)
{
    struct fake_stream *st;

    if (s == (CUstream)0 || s == CU_STREAM_LEGACY || s == CU_STREAM_PER_THREAD)
        return CUDA_SUCCESS;
    st = fake_reg_find(s, K_STREAM);
    if (st == NULL || st->h.ctx != ctx)
        return CUDA_ERROR_INVALID_HANDLE;
    return CUDA_SUCCESS;
}

/* Lock taken: a new zeroed object of size bytes, a stream or an event of
 * the current context, registered; NULL with *r set when there is no usable
 * context or no memory. The caller unlocks. */
static void *lock_new(size_t size, enum fake_kind kind, CUresult *r)
{
    struct fake_handle *h = NULL;
    struct fake_ctx *c;

    *r = fake_lock_current(&c);
    if (*r == CUDA_SUCCESS && (h = calloc(1, size)) == NULL)
        *r = CUDA_ERROR_OUT_OF_MEMORY;
    if (h != NULL)
        fake_reg_add(h, kind, c);
    return h;
}

/* Unregister and free the stream or event behind handle. */
static CUresult destroy(const void *handle, enum fake_kind kind)
{
    struct fake_handle *h;

    LOCK();
    h = fake_reg_find(handle, kind);
    if (h != NULL && kind == K_STREAM)
        fake_capture_drop((struct fake_stream *)h);
    if (h != NULL) {
        fake_reg_del(h);
        free(h);
    }
    UNLOCK();
    return h != NULL ? CUDA_SUCCESS : CUDA_ERROR_INVALID_HANDLE;
}

CUresult fake_stream_new(struct fake_ctx *ctx, unsigned flags, int priority, CUstream *out)
{
    struct fake_stream *s = calloc(1, sizeof *s);

    if (s == NULL)
        return CUDA_ERROR_OUT_OF_MEMORY;
    fake_reg_add(&s->h, K_STREAM, ctx);
    s->flags = flags;
    /* clamped to the device's range, as the driver does */
    s->priority = priority > FAKE_PRIORITY_LEAST      ? FAKE_PRIORITY_LEAST
                  : priority < FAKE_PRIORITY_GREATEST ? FAKE_PRIORITY_GREATEST
                                                      : priority;
    *out = (CUstream)(void *)s;
    return CUDA_SUCCESS;
}

static CUresult create_stream(CUstream *ph, unsigned flags, int priority)
{
    struct fake_ctx *c;
    CUresult r;

    if (ph == NULL || (flags & ~(unsigned)CU_STREAM_NON_BLOCKING) != 0)
        return CUDA_ERROR_INVALID_VALUE;
    r = fake_lock_current(&c);
    if (r == CUDA_SUCCESS)
        r = fake_stream_new(c, flags, priority, ph);
    UNLOCK();
    return r;
}

CUresult cuStreamCreate(CUstream *phStream, unsigned int Flags)
{
    ENTER(cuStreamCreate);
    return create_stream(phStream, Flags, 0);
}

CUresult cuStreamCreateWithPriority(CUstream *phStream, unsigned int flags, int priority)
{
    ENTER(cuStreamCreateWithPriority);
    return create_stream(phStream, flags, priority);
}

CUresult cuStreamDestroy(CUstream hStream)
{
    ENTER(cuStreamDestroy);
    return destroy(hStream, K_STREAM);
}

/* The context a stream argument runs in: the stream's own, or the current
 * one for the default streams. Lock held. */
static CUresult stream_ctx(CUstream hStream, struct fake_stream **out, struct fake_ctx **ctx)
{
    struct fake_stream *s = NULL;
    CUresult r;

    if (hStream != (CUstream)0 && hStream != CU_STREAM_LEGACY && hStream != CU_STREAM_PER_THREAD) {
        s = fake_reg_find(hStream, K_STREAM);
        if (s == NULL)
            return CUDA_ERROR_INVALID_HANDLE;
        if (s->h.ctx->sticky != CUDA_SUCCESS)
            return s->h.ctx->sticky;
        *ctx = s->h.ctx;
    } else if ((r = fake_current(ctx)) != CUDA_SUCCESS) {
        return r;
    }
    if (out != NULL)
        *out = s;
    return CUDA_SUCCESS;
}

CUresult fake_lock_stream(CUstream hStream, struct fake_ctx **c, struct fake_stream **s)
{
    *s = NULL;
    LOCK();
    return stream_ctx(hStream, s, c);
}

/* A stream argument checked; *copy (when not NULL) gets the stream, zeroed
 * for the default streams. */
static CUresult stream_usable(CUstream hStream, struct fake_stream *copy)
{
    struct fake_stream *s;
    struct fake_ctx *c;
    CUresult r;

    LOCK();
    r = stream_ctx(hStream, &s, &c);
    if (r == CUDA_SUCCESS && copy != NULL) {
        memset(copy, 0, sizeof *copy);
        if (s != NULL)
            *copy = *s;
    }
    UNLOCK();
    return r;
}

CUresult cuStreamSynchronize(CUstream hStream)
{
    ENTER(cuStreamSynchronize);
    return stream_usable(hStream, NULL);
}

CUresult cuStreamQuery(CUstream hStream)
{
    ENTER(cuStreamQuery);
    return stream_usable(hStream, NULL);
}

CUresult cuStreamWaitEvent(CUstream hStream, CUevent hEvent, unsigned int Flags)
{
    struct fake_ctx *c;
    CUresult r;

    ENTER(cuStreamWaitEvent);
    if (Flags != 0 && Flags != CU_EVENT_WAIT_EXTERNAL)
        return CUDA_ERROR_INVALID_VALUE;
    LOCK();
    r = stream_ctx(hStream, NULL, &c);
    if (r == CUDA_SUCCESS && fake_reg_find(hEvent, K_EVENT) == NULL)
        r = CUDA_ERROR_INVALID_HANDLE;
    UNLOCK();
    return r;
}

CUresult cuStreamGetFlags(CUstream hStream, unsigned int *flags)
{
    struct fake_stream s;
    CUresult r;

    ENTER(cuStreamGetFlags);
    if (flags == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    if ((r = stream_usable(hStream, &s)) == CUDA_SUCCESS)
        *flags = s.flags;
    return r;
}

CUresult cuStreamGetPriority(CUstream hStream, int *priority)
{
    struct fake_stream s;
    CUresult r;

    ENTER(cuStreamGetPriority);
    if (priority == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    if ((r = stream_usable(hStream, &s)) == CUDA_SUCCESS)
        *priority = s.priority;
    return r;
}

CUresult cuLaunchHostFunc(CUstream hStream, CUhostFn fn, void *userData)
{
    CUresult r;

    ENTER(cuLaunchHostFunc);
    if (fn == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    r = stream_usable(hStream, NULL);
    if (r == CUDA_SUCCESS)
        fn(userData); /* everything before it is done already */
    return r;
}

#if CUDA_VERSION >= 13020 /* 13.1's driver has it, 13.2's cuda.h declares it */
/* The host task's sync mode changes how the driver's thread waits for it,
 * not what it runs: blocking or spin-waiting, it runs at once here. */
CUresult cuLaunchHostFunc_v2(CUstream hStream, CUhostFn fn, void *userData, unsigned int syncMode)
{
    CUresult r;

    ENTER(cuLaunchHostFunc_v2);
    if (fn == NULL || (syncMode != CU_HOST_TASK_BLOCKING && syncMode != CU_HOST_TASK_SPINWAIT))
        return CUDA_ERROR_INVALID_VALUE;
    r = stream_usable(hStream, NULL);
    if (r == CUDA_SUCCESS)
        fn(userData);
    return r;
}
#endif

/* ------------------------------------------------------------ events */

CUresult cuEventCreate(CUevent *phEvent, unsigned int Flags)
{
    struct fake_event *e;
    CUresult r;

    ENTER(cuEventCreate);
    if (phEvent == NULL ||
        (Flags & ~(unsigned)(CU_EVENT_BLOCKING_SYNC | CU_EVENT_DISABLE_TIMING |
                             CU_EVENT_INTERPROCESS)) != 0 ||
        ((Flags & CU_EVENT_INTERPROCESS) && !(Flags & CU_EVENT_DISABLE_TIMING)))
        return CUDA_ERROR_INVALID_VALUE;
    e = lock_new(sizeof *e, K_EVENT, &r);
    if (e != NULL) {
        e->flags = Flags;
        *phEvent = (CUevent)(void *)e;
    }
    UNLOCK();
    return r;
}

CUresult cuEventDestroy(CUevent hEvent)
{
    ENTER(cuEventDestroy);
    return destroy(hEvent, K_EVENT);
}

static CUresult event_record(CUevent hEvent, CUstream hStream)
{
    struct fake_event *e;
    struct fake_ctx *c;
    CUresult r;

    LOCK();
    e = fake_reg_find(hEvent, K_EVENT);
    r = e == NULL ? CUDA_ERROR_INVALID_HANDLE : stream_ctx(hStream, NULL, &c);
    if (r == CUDA_SUCCESS && e->h.ctx != c)
        r = CUDA_ERROR_INVALID_HANDLE; /* event and stream of different contexts */
    if (r == CUDA_SUCCESS) {
        e->recorded = 1;
        e->when_ms = fake_now_ms();
    }
    UNLOCK();
    return r;
}

CUresult cuEventRecord(CUevent hEvent, CUstream hStream)
{
    ENTER(cuEventRecord);
    return event_record(hEvent, hStream);
}

/* An event is complete as soon as it is recorded: its context's fault, if any. */
static CUresult event_done(CUevent hEvent)
{
    struct fake_event *e;
    CUresult r;

    LOCK();
    e = fake_reg_find(hEvent, K_EVENT);
    r = e == NULL ? CUDA_ERROR_INVALID_HANDLE : e->h.ctx->sticky;
    UNLOCK();
    return r;
}

CUresult cuEventQuery(CUevent hEvent)
{
    ENTER(cuEventQuery);
    return event_done(hEvent);
}

CUresult cuEventSynchronize(CUevent hEvent)
{
    ENTER(cuEventSynchronize);
    return event_done(hEvent);
}

CUresult cuEventElapsedTime(float *pMilliseconds, CUevent hStart, CUevent hEnd)
{
    struct fake_event *a, *b;
    CUresult r = CUDA_SUCCESS;

    ENTER(cuEventElapsedTime);
    if (pMilliseconds == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    LOCK();
    a = fake_reg_find(hStart, K_EVENT);
    b = fake_reg_find(hEnd, K_EVENT);
    if (a == NULL || b == NULL || a->h.ctx != b->h.ctx)
        r = CUDA_ERROR_INVALID_HANDLE;
    else if (!a->recorded || !b->recorded ||
             ((a->flags | b->flags) & CU_EVENT_DISABLE_TIMING) != 0)
        r = CUDA_ERROR_INVALID_HANDLE; /* as documented for cuEventElapsedTime */
    else
        *pMilliseconds = (float)(b->when_ms - a->when_ms);
    UNLOCK();
    return r;
}

CUresult cuEventRecordWithFlags(CUevent hEvent, CUstream hStream, unsigned int flags)
{
    ENTER(cuEventRecordWithFlags);
    if (flags != 0 && flags != CU_EVENT_RECORD_EXTERNAL)
        return CUDA_ERROR_INVALID_VALUE;
    return event_record(hEvent, hStream);
}

/* A stream captures between cuStreamBeginCapture and cuStreamEndCapture
 * (graph.c). */
CUresult cuStreamIsCapturing(CUstream hStream, CUstreamCaptureStatus *captureStatus)
{
    struct fake_stream s;
    CUresult r;

    ENTER(cuStreamIsCapturing);
    if (captureStatus == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    r = stream_usable(hStream, &s);
    if (r == CUDA_SUCCESS)
        *captureStatus =
            s.capture.graph != NULL ? CU_STREAM_CAPTURE_STATUS_ACTIVE
                                    : CU_STREAM_CAPTURE_STATUS_NONE;
    return r;
}
