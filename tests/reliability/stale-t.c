/* SPDX-License-Identifier: MIT */
/*
 * tests/reliability/stale-t.c -- a handle whose object was destroyed stays
 * dead when its slot is reused (issue 13, M2). For each of core's tables
 * (streams, events, modules, kernels): fill it, so that the next creation
 * must reuse the one slot freed; destroy one object and create another;
 * then the old handle must be refused with CUFW_ERROR_INVALID_HANDLE by
 * every kind of call -- above all a second destroy, which must not destroy
 * the new object -- and the new object must still work. Then a slot reused
 * many times over: every earlier handle of it stays dead.
 */
#define _POSIX_C_SOURCE 200809L
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cufw/cufw.h>

#include "tests/reliability/fakectl.h"
#include "tests/tap/basic.h"

#define IH CUFW_ERROR_INVALID_HANDLE

static void test_streams(void)
{
    unsigned long lim = cap_limit("streams"), i, made = 0;
    cufw_stream **s = calloc(lim, sizeof *s), *old, *fresh = NULL;
    struct cufwfake_live live;
    unsigned flags = 99;
    int ok_all = 1;

    if (s == NULL)
        bail("out of memory");
    for (i = 0; i < lim; i++)
        made += cufw_stream_create(&s[i], 0, 0) == CUFW_OK;
    is_int((long long)lim, (long long)made, "streams: the table of %lu is full", lim);
    old = s[lim / 2];
    ok(cufw_stream_destroy(old) == CUFW_OK &&
           cufw_stream_create(&fresh, CUFW_STREAM_NON_BLOCKING, 0) == CUFW_OK,
       "streams: destroy one, create one (it must take the freed slot)");
    ok(fresh != old, "streams: the new handle differs from the destroyed one");
    is_int(IH, cufw_stream_destroy(old), "streams: destroying the old handle again is refused");
    is_int(IH, cufw_stream_synchronize(old), "streams: synchronizing on it is refused");
    is_int(IH, cufw_stream_flags(old, &flags), "streams: asking its flags is refused");
    ok(cufw_stream_raw(old) == NULL, "streams: it has no raw stream");
    fake.live(&live);
    is_int((long long)lim, (long long)live.streams, "streams: the driver still holds %lu", lim);
    ok(cufw_stream_flags(fresh, &flags) == CUFW_OK && flags == CUFW_STREAM_NON_BLOCKING,
       "streams: the new stream is alive and its own");
    s[lim / 2] = fresh;
    for (i = 0; i < lim; i++)
        ok_all &= cufw_stream_destroy(s[i]) == CUFW_OK;
    ok(ok_all && cap_used("streams") == 0, "streams: all destroyed once, none in use");
    free(s);
}

static void test_events(void)
{
    unsigned long lim = cap_limit("events"), i, made = 0;
    cufw_event **e = calloc(lim, sizeof *e), *old, *fresh = NULL;
    struct cufwfake_live live;
    int ok_all = 1;

    if (e == NULL)
        bail("out of memory");
    for (i = 0; i < lim; i++)
        made += cufw_event_create(&e[i], CUFW_EVENT_DISABLE_TIMING) == CUFW_OK;
    is_int((long long)lim, (long long)made, "events: the table of %lu is full", lim);
    old = e[7];
    ok(cufw_event_destroy(old) == CUFW_OK && cufw_event_create(&fresh, 0) == CUFW_OK,
       "events: destroy one, create one");
    ok(fresh != old, "events: the new handle differs from the destroyed one");
    is_int(IH, cufw_event_destroy(old), "events: destroying the old handle again is refused");
    is_int(IH, cufw_event_record(old, NULL), "events: recording it is refused");
    is_int(IH, cufw_event_query(old), "events: querying it is refused");
    ok(cufw_event_raw(old) == NULL, "events: it has no raw event");
    fake.live(&live);
    is_int((long long)lim, (long long)live.events, "events: the driver still holds %lu", lim);
    ok(cufw_event_record(fresh, NULL) == CUFW_OK && cufw_event_synchronize(fresh) == CUFW_OK,
       "events: the new event is alive");
    e[7] = fresh;
    for (i = 0; i < lim; i++)
        ok_all &= cufw_event_destroy(e[i]) == CUFW_OK;
    ok(ok_all && cap_used("events") == 0, "events: all destroyed once, none in use");
    free(e);
}

static void test_modules(void)
{
    const struct cufw_image *img = cufw_image_find("vector");
    unsigned long lim = cap_limit("modules"), i, made = 0;
    cufw_module **m = calloc(lim, sizeof *m), *old, *fresh = NULL;
    unsigned char **copies = calloc(lim + 1, sizeof *copies);
    struct cufwfake_live live;
    cufw_library *lib = NULL;
    cufw_kernel *k = NULL;
    struct cufw_image rec;
    size_t size;
    int ok_all = 1;

    if (img == NULL || m == NULL || copies == NULL)
        bail("no vector image, or out of memory");
    memcpy(&rec, img, sizeof rec);
    size = (size_t)rec.data_size;
    for (i = 0; i <= lim; i++) {
        if ((copies[i] = malloc(size)) == NULL)
            bail("out of memory");
        memcpy(copies[i], cufw_image_data(img), size);
    }
    for (i = 0; i < lim; i++)
        made += cufw_module_open_fatbin(copies[i], size, "copy", &m[i]) == CUFW_OK;
    is_int((long long)lim, (long long)made, "modules: the table of %lu is full", lim);
    old = m[5];
    ok(cufw_module_load(old) == CUFW_OK && cufw_module_unload(old) == CUFW_OK &&
           cufw_module_open_fatbin(copies[lim], size, "fresh", &fresh) == CUFW_OK,
       "modules: unload one, register another");
    ok(fresh != old, "modules: the new handle differs from the unloaded one");
    ok(cufw_module_load(fresh) == CUFW_OK, "modules: the new one loads");
    is_int(IH, cufw_module_unload(old), "modules: unloading the old handle again is refused");
    is_int(IH, cufw_module_load(old), "modules: loading it is refused");
    is_int(IH, cufw_kernel_open(old, "cufw_vadd", &k), "modules: a kernel of it is refused");
    is_int(IH, cufw_module_library(old, &lib), "modules: its library is refused");
    ok(cufw_module_name(old) == NULL, "modules: it has no name");
    fake.live(&live);
    is_int(1, (long long)live.libraries, "modules: the new module's library is still loaded");
    ok(cufw_module_name(fresh) != NULL && strcmp(cufw_module_name(fresh), "fresh") == 0 &&
           cufw_kernel_open(fresh, "cufw_vadd", &k) == CUFW_OK,
       "modules: the new module is alive and its own");
    m[5] = fresh;
    for (i = 0; i < lim; i++)
        ok_all &= cufw_module_unload(m[i]) == CUFW_OK;
    ok(ok_all && cap_used("modules") == 0 && cap_used("kernels") == 0,
       "modules: all unloaded once, none in use");
    for (i = 0; i <= lim; i++)
        free(copies[i]);
    free(copies);
    free(m);
}

static void test_kernels(void)
{
    unsigned long lim = cap_limit("kernels"), i, made = 0;
    cufw_kernel **k = calloc(lim, sizeof *k), *fresh = NULL;
    const cufw_dim3 one = {1, 1, 1};
    cufw_module *m = NULL;
    int value = 0;

    if (k == NULL)
        bail("out of memory");
    ok(cufw_module_open("misc", &m) == CUFW_OK, "kernels: the misc module");
    made = fake_open_kernels(m, k, lim);
    is_int((long long)lim, (long long)made, "kernels: the table of %lu is full", lim);
    /* unloading frees every slot; the next lookup takes a slot that held
     * one of the old kernels */
    ok(cufw_module_unload(m) == CUFW_OK && cufw_module_open("misc", &m) == CUFW_OK &&
           cufw_kernel_open(m, "cufw_empty", &fresh) == CUFW_OK,
       "kernels: unload the module, open it again, look one kernel up");
    made = 0;
    for (i = 0; i < lim; i++)
        made += k[i] == fresh;
    is_int(0, (long long)made, "kernels: the new handle is none of the old ones");
    made = 0;
    for (i = 0; i < lim; i++)
        made += cufw_kernel_attribute(k[i], 4, &value) == IH &&
                cufw_launch(k[i], one, one, 0, NULL, NULL) == IH && cufw_kernel_raw(k[i]) == NULL;
    is_int((long long)lim, (long long)made, "kernels: every old handle is refused");
    ok(cufw_launch(fresh, one, one, 0, NULL, NULL) == CUFW_OK, "kernels: the new one launches");
    cufw_module_unload(m);
    free(k);
}

/* One slot reused over and over (the table full but for it): every earlier
 * handle stays dead. */
static void test_many_generations(void)
{
    unsigned long lim = cap_limit("streams"), i, made = 0, refused = 0;
    cufw_stream **s = calloc(lim, sizeof *s), **old = calloc(1000, sizeof *old);

    if (s == NULL || old == NULL)
        bail("out of memory");
    for (i = 0; i < lim; i++)
        made += cufw_stream_create(&s[i], 0, 0) == CUFW_OK;
    for (i = 0; i < 1000; i++) {
        old[i] = s[0];
        made += cufw_stream_destroy(s[0]) == CUFW_OK && cufw_stream_create(&s[0], 0, 0) == 0;
    }
    is_int((long long)(lim + 1000), (long long)made, "generations: one slot reused 1000 times");
    for (i = 0; i < 1000; i++)
        refused += cufw_stream_destroy(old[i]) == IH;
    is_int(1000, (long long)refused, "generations: every earlier handle is refused");
    made = 0;
    for (i = 0; i < lim; i++)
        made += cufw_stream_destroy(s[i]) == CUFW_OK;
    ok(made == lim && cap_used("streams") == 0, "generations: the live ones destroy once");
    free(old);
    free(s);
}

int main(void)
{
    plan(41);
    fake_start();
    test_streams();
    test_events();
    test_modules();
    test_kernels();
    test_many_generations();
    return 0;
}
