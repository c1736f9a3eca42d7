/* SPDX-License-Identifier: MIT */
/*
 * tests/reliability/badinput-stream-t.c -- the rows of docs/errors.md for
 * cufw/stream.h: streams, events and host callbacks. In the document's
 * order, on the stand-in driver with two devices (badinput.h). Rows marked
 * "(fake)" in the document check what the stand-in driver answers.
 */
#define _POSIX_C_SOURCE 200809L
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cuda.h>

#include "tests/reliability/badinput.h"

static void stream_h(void)
{
    cufw_stream *s = NULL, *dead = NULL, **all;
    cufw_event *e = NULL, *e2 = NULL, *nt = NULL, *deadev = NULL, **evs;
    unsigned long lim, i;
    unsigned u;
    int v, v2;
    float ms;
    char junk[64];
    cufw_stream *bad, *foreign = (cufw_stream *)(void *)junk; /* to cufw, a driver handle */
    cufw_event *bade, *foreignev = (cufw_event *)(void *)junk;

    cufw_stream_create(&dead, 0, 0);
    cufw_stream_destroy(dead);
    cufw_event_create(&deadev, 0);
    cufw_event_destroy(deadev);
    bad = dead;
    bade = deadev;

    fn = "cufw_stream_create";
    R("NULL stream", CUFW_ERROR_INVALID_ARGUMENT, cufw_stream_create(NULL, 0, 0));
    R("unknown flags 0x2", CUFW_ERROR_INVALID_ARGUMENT, cufw_stream_create(&s, 0x2, 0));
    RP("a priority outside the range: clamped",
       cufw_stream_create(&s, 0, -100) == CUFW_OK && cufw_stream_priority(s, &v) == CUFW_OK &&
           cufw_stream_priority_range(&v2, NULL) == CUFW_OK && v < 0 && v2 == 0);
    cufw_stream_destroy(s);
    lim = 256;
    all = calloc(lim, sizeof *all);
    if (all == NULL)
        bail("out of memory");
    for (i = 0; i < lim && cap_used("streams") < lim; i++)
        cufw_stream_create(&all[i], 0, 0);
    fake.trace_reset();
    R("streams table full", CUFW_ERROR_CAPACITY, cufw_stream_create(&s, 0, 0));
    RP("streams table full: no driver call, --with-max-streams named",
       fake.trace(NULL, 0) == 0 && strstr(cufw_error_detail(), "--with-max-streams") != NULL);
    for (i = 0; i < lim; i++)
        if (all[i] != NULL)
            cufw_stream_destroy(all[i]);
    free(all);
    RF("", CUFW_ERROR_OUT_OF_MEMORY, "cuStreamCreateWithPriority", CUDA_ERROR_OUT_OF_MEMORY,
       cufw_stream_create(&s, 0, 0));
    RP("cuStreamCreateWithPriority failed: the slot given back", cap_used("streams") == 0);

    fn = "cufw_stream_priority_range";
    R("both NULL", CUFW_ERROR_INVALID_ARGUMENT, cufw_stream_priority_range(NULL, NULL));
    RP("one NULL", cufw_stream_priority_range(NULL, &v) == CUFW_OK && v < 0);

    cufw_stream_create(&s, 0, 0);
    cufw_event_create(&e, 0);
    cufw_event_create(&e2, 0);
    cufw_event_create(&nt, CUFW_EVENT_DISABLE_TIMING);

    fn = "cufw_stream_destroy";
    R("NULL", CUFW_ERROR_INVALID_HANDLE, cufw_stream_destroy(NULL));
    R("CUFW_STREAM_LEGACY", CUFW_ERROR_INVALID_HANDLE, cufw_stream_destroy(CUFW_STREAM_LEGACY));
    R("CUFW_STREAM_PER_THREAD", CUFW_ERROR_INVALID_HANDLE, cufw_stream_destroy(CUFW_STREAM_PER_THREAD));
    R("destroyed already", CUFW_ERROR_INVALID_HANDLE, cufw_stream_destroy(dead));
    {
        cufw_stream *s2 = NULL;

        cufw_stream_create(&s2, 0, 0);
        RF("", CUFW_ERROR_DRIVER, "cuStreamDestroy", CUDA_ERROR_UNKNOWN, cufw_stream_destroy(s2));
        RP("cuStreamDestroy failed: the slot is freed anyway",
           cap_used("streams") == 1 && cufw_stream_raw(s2) == NULL);
    }

    fn = "cufw_stream_synchronize";
    R("a bad stream", CUFW_ERROR_INVALID_HANDLE, cufw_stream_synchronize(bad));
    RD("a driver handle that is no stream: the driver's answer", CUFW_ERROR_DRIVER_HANDLE,
       CUDA_ERROR_INVALID_HANDLE, cufw_stream_synchronize(foreign));
    RP("NULL: the default stream", cufw_stream_synchronize(NULL) == CUFW_OK);

    fn = "cufw_stream_query";
    R("a bad stream", CUFW_ERROR_INVALID_HANDLE, cufw_stream_query(dead));
    fake_fail("cuStreamQuery", 1, CUDA_ERROR_NOT_READY);
    v = cufw_stream_query(s);
    fake.set_fail(NULL);
    RP("work pending: not ready, not recorded",
       v == CUFW_ERROR_NOT_READY && cufw_driver_result() == 0 &&
           strstr(cufw_error_detail(), "cuStreamQuery") == NULL);

    fn = "cufw_stream_wait_event";
    R("a bad stream and a bad event: the stream first", CUFW_ERROR_INVALID_HANDLE,
      cufw_stream_wait_event(bad, bade));
    R("a bad event", CUFW_ERROR_INVALID_HANDLE, cufw_stream_wait_event(s, deadev));

    fn = "cufw_stream_flags";
    R("NULL flags, bad stream: flags first", CUFW_ERROR_INVALID_ARGUMENT, cufw_stream_flags(bad, NULL));
    u = 77;
    RZ("a default stream", CUFW_OK, cufw_stream_flags(CUFW_STREAM_PER_THREAD, &u));
    RP("a default stream: CUFW_STREAM_DEFAULT", u == CUFW_STREAM_DEFAULT);
    R("a bad stream", CUFW_ERROR_INVALID_HANDLE, cufw_stream_flags(dead, &u));

    fn = "cufw_stream_priority";
    R("NULL priority, bad stream: priority first", CUFW_ERROR_INVALID_ARGUMENT,
      cufw_stream_priority(bad, NULL));
    R("a bad stream", CUFW_ERROR_INVALID_HANDLE, cufw_stream_priority(bad, &v));

    fn = "cufw_stream_raw";
    RP("a bad stream: NULL", cufw_stream_raw(bad) == NULL && cufw_stream_raw(dead) == NULL);
    RP("a driver handle: itself", cufw_stream_raw(foreign) == (void *)foreign);
    RP("NULL: NULL, the null stream", cufw_stream_raw(NULL) == NULL &&
                                          cufw_stream_raw(CUFW_STREAM_LEGACY) == (void *)0x1);

    fn = "cufw_stream_add_callback";
    R("NULL fn, bad stream: fn first", CUFW_ERROR_INVALID_ARGUMENT,
      cufw_stream_add_callback(bad, NULL, NULL));
    R("a bad stream", CUFW_ERROR_INVALID_HANDLE, cufw_stream_add_callback(bad, hit, NULL));

    fn = "cufw_event_create";
    R("NULL event", CUFW_ERROR_INVALID_ARGUMENT, cufw_event_create(NULL, 0));
    R("unknown flags 0x8", CUFW_ERROR_INVALID_ARGUMENT, cufw_event_create(&deadev, 0x8));
    RD("INTERPROCESS without DISABLE_TIMING (fake)", CUFW_ERROR_INVALID_VALUE,
       CUDA_ERROR_INVALID_VALUE, cufw_event_create(&deadev, CUFW_EVENT_INTERPROCESS));
    lim = cap_limit("events");
    evs = calloc(lim, sizeof *evs);
    if (evs == NULL)
        bail("out of memory");
    for (i = 0; i < lim && cap_used("events") < lim; i++)
        cufw_event_create(&evs[i], 0);
    R("events table full", CUFW_ERROR_CAPACITY, cufw_event_create(&deadev, 0));
    RP("events table full: --with-max-events named",
       strstr(cufw_error_detail(), "--with-max-events") != NULL);
    for (i = 0; i < lim; i++)
        if (evs[i] != NULL)
            cufw_event_destroy(evs[i]);
    free(evs);
    cufw_event_create(&deadev, 0);
    cufw_event_destroy(deadev);

    fn = "cufw_event_destroy";
    R("a bad event", CUFW_ERROR_INVALID_HANDLE, cufw_event_destroy(deadev));
    {
        cufw_event *e3 = NULL;
        unsigned long before;

        cufw_event_create(&e3, 0);
        before = cap_used("events");
        RF("", CUFW_ERROR_DRIVER, "cuEventDestroy", CUDA_ERROR_UNKNOWN, cufw_event_destroy(e3));
        RP("cuEventDestroy failed: the slot is freed anyway",
           cap_used("events") == before - 1 && cufw_event_raw(e3) == NULL);
    }

    fn = "cufw_event_record";
    R("a bad event and a bad stream: the event first", CUFW_ERROR_INVALID_HANDLE,
      cufw_event_record(bade, bad));
    R("a bad stream", CUFW_ERROR_INVALID_HANDLE, cufw_event_record(e, bad));

    fn = "cufw_event_query";
    R("a bad event", CUFW_ERROR_INVALID_HANDLE, cufw_event_query(deadev));
    fake_fail("cuEventQuery", 1, CUDA_ERROR_NOT_READY);
    v = cufw_event_query(e);
    fake.set_fail(NULL);
    RP("not complete: not ready", v == CUFW_ERROR_NOT_READY);

    fn = "cufw_event_synchronize";
    R("a bad event", CUFW_ERROR_INVALID_HANDLE, cufw_event_synchronize(bade));
    RD("a driver handle that is no event: the driver's answer", CUFW_ERROR_DRIVER_HANDLE,
       CUDA_ERROR_INVALID_HANDLE, cufw_event_synchronize(foreignev));

    fn = "cufw_event_elapsed";
    R("NULL ms, bad events: ms first", CUFW_ERROR_INVALID_ARGUMENT, cufw_event_elapsed(NULL, bade, bade));
    R("a bad start", CUFW_ERROR_INVALID_HANDLE, cufw_event_elapsed(&ms, deadev, e));
    R("a bad end", CUFW_ERROR_INVALID_HANDLE, cufw_event_elapsed(&ms, e, deadev));
    RD("an event never recorded", CUFW_ERROR_DRIVER_HANDLE, CUDA_ERROR_INVALID_HANDLE,
       cufw_event_elapsed(&ms, e, e2));
    cufw_event_record(e, s);
    cufw_event_record(e2, s);
    cufw_event_record(nt, s);
    RD("an event with CUFW_EVENT_DISABLE_TIMING", CUFW_ERROR_DRIVER_HANDLE,
       CUDA_ERROR_INVALID_HANDLE, cufw_event_elapsed(&ms, e, nt));
    fake_fail("cuEventElapsedTime", 1, CUDA_ERROR_NOT_READY);
    v = cufw_event_elapsed(&ms, e, e2);
    fake.set_fail(NULL);
    RP("not complete: not ready, not recorded",
       v == CUFW_ERROR_NOT_READY && cufw_driver_result() == CUDA_ERROR_INVALID_HANDLE);

    fn = "cufw_event_raw";
    RP("a bad event: NULL", cufw_event_raw(bade) == NULL && cufw_event_raw(deadev) == NULL);
    RP("a driver handle: itself", cufw_event_raw(foreignev) == (void *)foreignev);

    cufw_event_destroy(e);
    cufw_event_destroy(e2);
    cufw_event_destroy(nt);
    cufw_stream_destroy(s);
}

int main(void)
{
    fake_required();
    plan_lazy();
    badinput_start();
    stream_h();
    return 0;
}
