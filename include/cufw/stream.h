/* SPDX-License-Identifier: MIT */
/*
 * cufw/stream.h -- streams, events, host callbacks.
 *
 * A stream or event belongs to the context that was current when it was
 * made (see cufw/device.h). Two kinds of handle are taken wherever a
 * stream or event is:
 *
 *   - cufw's own, from cufw_stream_create and cufw_event_create: slots of
 *     fixed tables (--with-max-streams, --with-max-events), checked on every
 *     use, so a destroyed one, one released by a reset of its context, or a
 *     pointer into the tables that is not a live slot gives
 *     CUFW_ERROR_INVALID_HANDLE instead of reaching the driver. cufw's
 *     handles carry their kind: one of another kind (an event given as a
 *     stream, a kernel or module given as either) is CUFW_ERROR_INVALID_HANDLE
 *     too, cufw_error_detail() naming both kinds;
 *   - the driver's own CUstream and CUevent, cast: made with the Driver API
 *     by the program or a library, by the CUDA Runtime (a cudaStream_t is a
 *     CUstream), or by cufw_stream_create_raw / cufw_event_create_raw. Any
 *     value that is not one of cufw's handles is such a handle and goes to
 *     the driver unchecked, exactly as with the Driver API: the driver does
 *     not check them, and a destroyed one can crash it.
 *
 * cufw_stream_raw and cufw_event_raw give the driver's handle of either
 * kind, for Driver API calls. NULL, CUFW_STREAM_LEGACY and
 * CUFW_STREAM_PER_THREAD are the driver's own default-stream values. All
 * functions are thread-safe. Errors common to all: CUFW_ERROR_NOT_INITIALIZED,
 * a sticky error, CUFW_ERROR_INVALID_HANDLE for one of cufw's handles that
 * is not a live one of the kind taken, and CUFW_ERROR_DRIVER_HANDLE when
 * the driver refuses a handle of its own.
 */
#ifndef CUFW_STREAM_H
#define CUFW_STREAM_H

#include <cufw/module.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct cufw_event cufw_event;

/* The two default streams, usable wherever a stream is taken: the driver's
 * CU_STREAM_LEGACY and CU_STREAM_PER_THREAD. NULL means the default stream
 * too: the legacy one. */
#define CUFW_STREAM_LEGACY ((cufw_stream *)0x1)
#define CUFW_STREAM_PER_THREAD ((cufw_stream *)0x2)

/* Stream flags (CU_STREAM_*). */
#define CUFW_STREAM_DEFAULT 0x0u
#define CUFW_STREAM_NON_BLOCKING 0x1u

/* Event flags (CU_EVENT_*). */
#define CUFW_EVENT_DEFAULT 0x0u
#define CUFW_EVENT_BLOCKING_SYNC 0x1u
#define CUFW_EVENT_DISABLE_TIMING 0x2u
#define CUFW_EVENT_INTERPROCESS 0x4u

/*
 * cufw_stream_create -- a stream with flags (CUFW_STREAM_*) and priority
 * (lower numbers are higher priority; clamped by the driver to the range
 * cufw_stream_priority_range gives). Returns CUFW_OK,
 * CUFW_ERROR_INVALID_ARGUMENT (NULL, unknown flags), CUFW_ERROR_CAPACITY
 * (streams), a driver error.
 */
int cufw_stream_create(cufw_stream **stream, unsigned flags, int priority);

/*
 * cufw_stream_create_raw -- a driver stream (cuStreamCreateWithPriority)
 * that cufw does not track: *stream is the CUstream itself, to use with
 * cufw and the Driver API alike and to destroy with cufw_stream_destroy or
 * cuStreamDestroy. It takes no slot and is not checked on use. Errors as
 * cufw_stream_create, but no CUFW_ERROR_CAPACITY.
 */
int cufw_stream_create_raw(void **stream, unsigned flags, int priority);

/* cufw_stream_priority_range -- least and greatest priority of the current device. */
int cufw_stream_priority_range(int *least, int *greatest);

/*
 * cufw_stream_destroy -- destroy a stream (work queued on it still runs),
 * freeing its slot if it is cufw's. Returns CUFW_OK,
 * CUFW_ERROR_INVALID_HANDLE (also for the default streams), a driver error.
 */
int cufw_stream_destroy(cufw_stream *stream);

/* cufw_stream_synchronize -- wait for the stream's work; returns its error. */
int cufw_stream_synchronize(cufw_stream *stream);

/*
 * cufw_stream_query -- CUFW_OK when all work on the stream is done,
 * CUFW_ERROR_NOT_READY when not (not recorded as a failure), or an error.
 */
int cufw_stream_query(cufw_stream *stream);

/* cufw_stream_wait_event -- later work on stream waits for event. */
int cufw_stream_wait_event(cufw_stream *stream, cufw_event *event);

/*
 * cufw_stream_wait_event_flags -- as cufw_stream_wait_event, with
 * cuStreamWaitEvent's CU_EVENT_WAIT_* flags (0 is a plain wait;
 * CU_EVENT_WAIT_EXTERNAL makes the wait, in a stream being captured, an
 * external event-wait node of the graph instead of an edge; outside a
 * capture the driver refuses it: CUFW_ERROR_DRIVER, with
 * CUDA_ERROR_ILLEGAL_STATE from cufw_driver_result(), on driver 580).
 * The driver checks the flags.
 */
int cufw_stream_wait_event_flags(cufw_stream *stream, cufw_event *event, unsigned flags);

/* cufw_stream_flags / cufw_stream_priority -- as the driver reports them
 * (cuStreamGetFlags, cuStreamGetPriority: the priority after clamping). */
int cufw_stream_flags(cufw_stream *stream, unsigned *flags);
int cufw_stream_priority(cufw_stream *stream, int *priority);

/*
 * cufw_stream_is_capturing -- the stream's capture status
 * (CUstreamCaptureStatus: 0 none, 1 active, 2 invalidated) from
 * cuStreamIsCapturing.
 */
int cufw_stream_is_capturing(cufw_stream *stream, int *status);

/*
 * cufw_stream_raw -- the driver's CUstream (as void *) of a stream handle:
 * a cufw stream's own, a driver handle unchanged; NULL for a cufw handle
 * that is not live.
 */
void *cufw_stream_raw(cufw_stream *stream);

/*
 * cufw_stream_add_callback -- run fn(user) on a driver thread once all work
 * queued on stream before it is done (cuLaunchHostFunc). fn must not call
 * cufw or CUDA. Returns CUFW_OK, CUFW_ERROR_INVALID_ARGUMENT (NULL fn),
 * CUFW_ERROR_INVALID_HANDLE, a driver error.
 */
int cufw_stream_add_callback(cufw_stream *stream, void (*fn)(void *user), void *user);

/*
 * cufw_event_create -- an event with flags (CUFW_EVENT_*). Returns CUFW_OK,
 * CUFW_ERROR_INVALID_ARGUMENT, CUFW_ERROR_CAPACITY (events), a driver error.
 */
int cufw_event_create(cufw_event **event, unsigned flags);

/*
 * cufw_event_create_raw -- a driver event (cuEventCreate) that cufw does not
 * track: *event is the CUevent itself (see cufw_stream_create_raw).
 */
int cufw_event_create_raw(void **event, unsigned flags);

/* cufw_event_destroy -- destroy the event, freeing its slot if it is cufw's. */
int cufw_event_destroy(cufw_event *event);

/* cufw_event_record -- capture stream's work so far into event. */
int cufw_event_record(cufw_event *event, cufw_stream *stream);

/*
 * cufw_event_record_flags -- as cufw_event_record, with CU_EVENT_RECORD_*
 * flags (cuEventRecordWithFlags; 0 is a plain record).
 */
int cufw_event_record_flags(cufw_event *event, cufw_stream *stream, unsigned flags);

/* cufw_event_query -- CUFW_OK when done, CUFW_ERROR_NOT_READY when not. */
int cufw_event_query(cufw_event *event);

/* cufw_event_synchronize -- wait for the event. */
int cufw_event_synchronize(cufw_event *event);

/*
 * cufw_event_elapsed -- milliseconds between two completed events. Returns
 * CUFW_OK, CUFW_ERROR_INVALID_ARGUMENT, CUFW_ERROR_INVALID_HANDLE,
 * CUFW_ERROR_NOT_READY (not yet complete), the driver's
 * CUDA_ERROR_INVALID_HANDLE mapped to CUFW_ERROR_DRIVER_HANDLE for events
 * created with CUFW_EVENT_DISABLE_TIMING or never recorded. A NULL event is
 * CUFW_ERROR_INVALID_HANDLE.
 */
int cufw_event_elapsed(float *ms, cufw_event *start, cufw_event *end);

/* cufw_event_raw -- the driver's CUevent (as void *); see cufw_stream_raw. */
void *cufw_event_raw(cufw_event *event);

#ifdef __cplusplus
}
#endif

#endif
