/* SPDX-License-Identifier: MIT */
/*
 * compat/stream.c -- streams, events, host callbacks.
 *
 * Streams and events are the driver's own (see inner.h): made with
 * cufw_stream_create_raw / cufw_event_create_raw, passed to core as they
 * are, and every fact about them (flags, priority) asked of the driver --
 * so a CUstream made with the Driver API works here, and a cudaStream_t
 * works in Driver calls.
 *
 * cudaStreamAddCallback's callback takes (stream, status, user) while the
 * driver's cuLaunchHostFunc calls fn(user): compat keeps the three values in
 * a slot of a fixed table (--with-max-callbacks) and hands the driver a
 * trampoline that calls the program's function and frees the slot -- the
 * one piece of stream state the Runtime itself owns. As cudart documents,
 * the status passed is cudaSuccess: a stream in error does not run its
 * host functions at all.
 */
#include "inner.h"

#include <pthread.h>

struct callback {
    struct cufw__slot hdr; /* common/table.h */
    cudaStreamCallback_t fn;
    cudaStream_t stream;
    void *user;
};

static struct callback callbacks[CUFW_MAX_CALLBACKS];
static struct cufw__table callback_table = CUFW__TABLE_OF(callbacks);

/* cuStreamCreateWithPriority (via cufw_stream_create_raw) */
cudaError_t RT_ENTRY(cudaStreamCreate)(cudaStream_t *pStream)
{
    return RT_ENTRY(cudaStreamCreateWithPriority)(pStream, cudaStreamDefault, 0);
}

/* cuStreamCreateWithPriority */
cudaError_t RT_ENTRY(cudaStreamCreateWithFlags)(cudaStream_t *pStream, unsigned int flags)
{
    return RT_ENTRY(cudaStreamCreateWithPriority)(pStream, flags, 0);
}

/* cuStreamCreateWithPriority: the cudaStream_t is the CUstream */
cudaError_t RT_ENTRY(cudaStreamCreateWithPriority)(cudaStream_t *pStream, unsigned int flags,
                                                   int priority)
{
    void *s = NULL;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(pStream == NULL, cudaErrorInvalidValue);
    RT_RETURN_IF((flags & ~(unsigned)cudaStreamNonBlocking) != 0, cudaErrorInvalidValue);
    RT_RETURN_IF_FAILED(cufw_stream_create_raw(&s, flags, priority));
    *pStream = (cudaStream_t)s;
    return cudaSuccess;
}

/* cuStreamDestroy_v2 */
cudaError_t RT_ENTRY(cudaStreamDestroy)(cudaStream_t stream)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN(cufw_stream_destroy(cufw__rt_stream(stream)));
}

static cudaError_t stream_synchronize(cufw_stream *s)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN(cufw_stream_synchronize(s));
}

/* cuStreamSynchronize */
cudaError_t RT_ENTRY(cudaStreamSynchronize)(cudaStream_t stream)
{
    return stream_synchronize(cufw__rt_stream(stream));
}

cudaError_t RT_ENTRY(cudaStreamSynchronize_ptsz)(cudaStream_t stream)
{
    return stream_synchronize(cufw__rt_stream_ptsz(stream));
}

static cudaError_t stream_query(cufw_stream *s)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN(cufw_stream_query(s)); /* cudaErrorNotReady is not recorded */
}

/* cuStreamQuery */
cudaError_t RT_ENTRY(cudaStreamQuery)(cudaStream_t stream)
{
    return stream_query(cufw__rt_stream(stream));
}

cudaError_t RT_ENTRY(cudaStreamQuery_ptsz)(cudaStream_t stream)
{
    return stream_query(cufw__rt_stream_ptsz(stream));
}

/* The flags go to the driver as they are: cudaEventWaitExternal is
 * CU_EVENT_WAIT_EXTERNAL (NCCL waits so during a capture; outside one the
 * driver refuses it, cudaErrorIllegalState, as cudart does), and the driver
 * refuses the flags it does not know. */
static cudaError_t stream_wait_event(cufw_stream *s, cudaEvent_t event, unsigned flags)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN(cufw_stream_wait_event_flags(s, cufw__rt_event(event), flags));
}

/* cuStreamWaitEvent */
cudaError_t RT_ENTRY(cudaStreamWaitEvent)(cudaStream_t stream, cudaEvent_t event,
                                          unsigned int flags)
{
    return stream_wait_event(cufw__rt_stream(stream), event, flags);
}

cudaError_t RT_ENTRY(cudaStreamWaitEvent_ptsz)(cudaStream_t stream, cudaEvent_t event,
                                               unsigned int flags)
{
    return stream_wait_event(cufw__rt_stream_ptsz(stream), event, flags);
}

static cudaError_t stream_flags(cufw_stream *s, unsigned *flags)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(flags == NULL, cudaErrorInvalidValue);
    RT_RETURN(cufw_stream_flags(s, flags));
}

/* cuStreamGetFlags: the driver knows, whoever made the stream */
cudaError_t RT_ENTRY(cudaStreamGetFlags)(cudaStream_t hStream, unsigned int *flags)
{
    return stream_flags(cufw__rt_stream(hStream), flags);
}

cudaError_t RT_ENTRY(cudaStreamGetFlags_ptsz)(cudaStream_t hStream, unsigned int *flags)
{
    return stream_flags(cufw__rt_stream_ptsz(hStream), flags);
}

static cudaError_t stream_priority(cufw_stream *s, int *priority)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(priority == NULL, cudaErrorInvalidValue);
    RT_RETURN(cufw_stream_priority(s, priority));
}

/* cuStreamGetPriority */
cudaError_t RT_ENTRY(cudaStreamGetPriority)(cudaStream_t hStream, int *priority)
{
    return stream_priority(cufw__rt_stream(hStream), priority);
}

cudaError_t RT_ENTRY(cudaStreamGetPriority_ptsz)(cudaStream_t hStream, int *priority)
{
    return stream_priority(cufw__rt_stream_ptsz(hStream), priority);
}

/* The trampoline cuLaunchHostFunc calls. */
static void run_callback(void *slot)
{
    struct callback *c = slot;
    cudaStreamCallback_t fn = c->fn;
    cudaStream_t stream = c->stream;
    void *user = c->user;

    if (cufw__slot_release(&c->hdr))
        cufw_capacity_account(CUFW_CAPACITY_CALLBACKS, -1);
    fn(stream, cudaSuccess, user);
}

cudaError_t cufw__rt_stream_add_callback(cufw_stream *stream, cudaStreamCallback_t fn, void *user,
                                         unsigned flags)
{
    struct callback *c;
    int rc;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(fn == NULL || flags != 0, cudaErrorInvalidValue);
    if ((c = cufw__table_claim(&callback_table)) == NULL)
        RT_RETURN(cufw_capacity_exhausted(CUFW_CAPACITY_CALLBACKS));
    c->fn = fn;
    c->stream = (cudaStream_t)(void *)stream;
    c->user = user;
    cufw_capacity_account(CUFW_CAPACITY_CALLBACKS, 1);
    cufw__slot_publish(&c->hdr);
    rc = cufw_stream_add_callback(stream, run_callback, c);
    if (rc != CUFW_OK && cufw__slot_release(&c->hdr))
        cufw_capacity_account(CUFW_CAPACITY_CALLBACKS, -1);
    RT_RETURN(rc);
}

/* cuLaunchHostFunc with a trampoline */
cudaError_t RT_ENTRY(cudaStreamAddCallback)(cudaStream_t stream, cudaStreamCallback_t callback,
                                            void *userData, unsigned int flags)
{
    return cufw__rt_stream_add_callback(cufw__rt_stream(stream), callback, userData, flags);
}

cudaError_t RT_ENTRY(cudaStreamAddCallback_ptsz)(cudaStream_t stream, cudaStreamCallback_t callback,
                                                 void *userData, unsigned int flags)
{
    return cufw__rt_stream_add_callback(cufw__rt_stream_ptsz(stream), callback, userData, flags);
}

static cudaError_t launch_host_func(cufw_stream *s, cudaHostFn_t fn, void *user)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(fn == NULL, cudaErrorInvalidValue);
    RT_RETURN(cufw_stream_add_callback(s, fn, user));
}

/* cuLaunchHostFunc: the same signature, no trampoline */
cudaError_t RT_ENTRY(cudaLaunchHostFunc)(cudaStream_t stream, cudaHostFn_t fn, void *userData)
{
    return launch_host_func(cufw__rt_stream(stream), fn, userData);
}

cudaError_t RT_ENTRY(cudaLaunchHostFunc_ptsz)(cudaStream_t stream, cudaHostFn_t fn, void *userData)
{
    return launch_host_func(cufw__rt_stream_ptsz(stream), fn, userData);
}

/* ------------------------------------------------------------ events */

/* cuEventCreate: the cudaEvent_t is the CUevent */
cudaError_t RT_ENTRY(cudaEventCreateWithFlags)(cudaEvent_t *event, unsigned int flags)
{
    void *e = NULL;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(event == NULL, cudaErrorInvalidValue);
    RT_RETURN_IF((flags & ~(unsigned)(cudaEventBlockingSync | cudaEventDisableTiming |
                                      cudaEventInterprocess)) != 0,
                 cudaErrorInvalidValue);
    /* an interprocess event must not time */
    RT_RETURN_IF((flags & cudaEventInterprocess) && !(flags & cudaEventDisableTiming),
                 cudaErrorInvalidValue);
    RT_RETURN_IF_FAILED(cufw_event_create_raw(&e, flags));
    *event = (cudaEvent_t)e;
    return cudaSuccess;
}

/* cuEventCreate */
cudaError_t RT_ENTRY(cudaEventCreate)(cudaEvent_t *event)
{
    return RT_ENTRY(cudaEventCreateWithFlags)(event, cudaEventDefault);
}

/* cuEventDestroy_v2 */
cudaError_t RT_ENTRY(cudaEventDestroy)(cudaEvent_t event)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN(cufw_event_destroy(cufw__rt_event(event)));
}

static cudaError_t event_record(cudaEvent_t event, cufw_stream *s)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN(cufw_event_record(cufw__rt_event(event), s));
}

/* cuEventRecord */
cudaError_t RT_ENTRY(cudaEventRecord)(cudaEvent_t event, cudaStream_t stream)
{
    return event_record(event, cufw__rt_stream(stream));
}

cudaError_t RT_ENTRY(cudaEventRecord_ptsz)(cudaEvent_t event, cudaStream_t stream)
{
    return event_record(event, cufw__rt_stream_ptsz(stream));
}

/* cuEventQuery; cudaErrorNotReady is not recorded */
cudaError_t RT_ENTRY(cudaEventQuery)(cudaEvent_t event)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN(cufw_event_query(cufw__rt_event(event)));
}

/* cuEventSynchronize */
cudaError_t RT_ENTRY(cudaEventSynchronize)(cudaEvent_t event)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN(cufw_event_synchronize(cufw__rt_event(event)));
}

/* cuEventElapsedTime_v2 */
cudaError_t RT_ENTRY(cudaEventElapsedTime)(float *ms, cudaEvent_t start, cudaEvent_t end)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(ms == NULL, cudaErrorInvalidValue);
    RT_RETURN(cufw_event_elapsed(ms, cufw__rt_event(start), cufw__rt_event(end)));
}

/* ------------------------------------------------------------ events with flags, capture */

static cudaError_t record_with_flags(cudaEvent_t event, cufw_stream *s, unsigned flags)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN(cufw_event_record_flags(cufw__rt_event(event), s, flags));
}

/* cuEventRecordWithFlags */
cudaError_t RT_ENTRY(cudaEventRecordWithFlags)(cudaEvent_t event, cudaStream_t stream,
                                               unsigned int flags)
{
    return record_with_flags(event, cufw__rt_stream(stream), flags);
}

cudaError_t RT_ENTRY(cudaEventRecordWithFlags_ptsz)(cudaEvent_t event, cudaStream_t stream,
                                                    unsigned int flags)
{
    return record_with_flags(event, cufw__rt_stream_ptsz(stream), flags);
}

static cudaError_t is_capturing(cufw_stream *s, enum cudaStreamCaptureStatus *status)
{
    int st = 0;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(status == NULL, cudaErrorInvalidValue);
    RT_RETURN_IF_FAILED(cufw_stream_is_capturing(s, &st));
    *status = (enum cudaStreamCaptureStatus)st;
    return cudaSuccess;
}

/* cuStreamIsCapturing */
cudaError_t RT_ENTRY(cudaStreamIsCapturing)(cudaStream_t stream,
                                            enum cudaStreamCaptureStatus *pCaptureStatus)
{
    return is_capturing(cufw__rt_stream(stream), pCaptureStatus);
}

cudaError_t RT_ENTRY(cudaStreamIsCapturing_ptsz)(cudaStream_t stream,
                                                 enum cudaStreamCaptureStatus *pCaptureStatus)
{
    return is_capturing(cufw__rt_stream_ptsz(stream), pCaptureStatus);
}

/* the exported names of the definitions above (inner.h) */
RT_EXPORTS(stream);
