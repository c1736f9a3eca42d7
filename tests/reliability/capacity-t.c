/* SPDX-License-Identifier: MIT */
/*
 * tests/reliability/capacity-t.c -- every fixed table of core filled to
 * its configured size on the stand-in driver: streams, events, modules (the
 * same fatbin copied to many buffers) and kernels (the fake's "cufwfake_"
 * names, which every library has). The call past the limit returns
 * CUFW_ERROR_CAPACITY naming the table and its configure option, costs no
 * driver object, and freeing one slot makes room for exactly one more.
 */
#define _POSIX_C_SOURCE 200809L
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cufw/cufw.h>

#include "tests/reliability/fakectl.h"
#include "tests/tap/basic.h"

/* The failure says which table and how to raise it. */
static void full(int rc, const char *name)
{
    char option[64];

    snprintf(option, sizeof option, "--with-max-%s", name);
    is_int(CUFW_ERROR_CAPACITY, rc, "%s: one more is CUFW_ERROR_CAPACITY", name);
    ok(strstr(cufw_error_detail(), option) != NULL && strstr(cufw_error_detail(), name) != NULL,
       "%s: the detail names the table and %s: %s", name, option, cufw_error_detail());
    is_int(0, cufw_driver_result(), "%s: not a driver failure", name);
}

static void test_streams(void)
{
    unsigned long lim = cap_limit("streams"), i, made = 0;
    cufw_stream **s = calloc(lim + 1, sizeof *s), *extra = NULL;
    struct cufwfake_live live;
    unsigned long calls;

    if (s == NULL)
        bail("out of memory");
    for (i = 0; i < lim; i++)
        made += cufw_stream_create(&s[i], 0, 0) == CUFW_OK;
    is_int((long long)lim, (long long)made, "streams: %lu created", lim);
    is_int((long long)lim, (long long)cap_used("streams"), "streams: the table is full");
    calls = fake.calls("cuStreamCreateWithPriority");
    full(cufw_stream_create(&extra, 0, 0), "streams");
    is_int((long long)calls, (long long)fake.calls("cuStreamCreateWithPriority"),
           "streams: the driver was not asked");
    fake.live(&live);
    is_int((long long)lim, (long long)live.streams, "streams: the driver holds %lu", lim);
    ok(cufw_stream_destroy(s[lim / 2]) == CUFW_OK && cufw_stream_create(&s[lim / 2], 0, 0) == 0,
       "streams: destroy one, create one");
    full(cufw_stream_create(&extra, 0, 0), "streams");
    for (i = 0, made = 0; i < lim; i++)
        made += cufw_stream_destroy(s[i]) == CUFW_OK;
    ok(made == lim && cap_used("streams") == 0, "streams: all destroyed, none in use");
    free(s);
}

static void test_events(void)
{
    unsigned long lim = cap_limit("events"), i, made = 0;
    cufw_event **e = calloc(lim + 1, sizeof *e), *extra = NULL;

    if (e == NULL)
        bail("out of memory");
    for (i = 0; i < lim; i++)
        made += cufw_event_create(&e[i], CUFW_EVENT_DISABLE_TIMING) == CUFW_OK;
    is_int((long long)lim, (long long)made, "events: %lu created", lim);
    full(cufw_event_create(&extra, 0), "events");
    ok(cufw_event_destroy(e[7]) == CUFW_OK && cufw_event_create(&e[7], 0) == CUFW_OK,
       "events: destroy one, create one");
    full(cufw_event_create(&extra, 0), "events");
    for (i = 0, made = 0; i < lim; i++)
        made += cufw_event_destroy(e[i]) == CUFW_OK;
    ok(made == lim && cap_used("events") == 0, "events: all destroyed, none in use");
    free(e);
}

static void test_modules(void)
{
    const struct cufw_image *img = cufw_image_find("vector");
    unsigned long lim = cap_limit("modules"), i, made = 0;
    cufw_module **m = calloc(lim + 1, sizeof *m), *extra = NULL, *again = NULL;
    unsigned char **copies = calloc(lim + 1, sizeof *copies);
    struct cufw_image rec;
    size_t size;

    if (img == NULL || m == NULL || copies == NULL)
        bail("no vector image, or out of memory");
    memcpy(&rec, img, sizeof rec);
    size = (size_t)rec.data_size;
    for (i = 0; i <= lim; i++) {
        copies[i] = malloc(size);
        if (copies[i] == NULL)
            bail("out of memory");
        memcpy(copies[i], cufw_image_data(img), size);
    }
    for (i = 0; i < lim; i++)
        made += cufw_module_open_fatbin(copies[i], size, "copy", &m[i]) == CUFW_OK;
    is_int((long long)lim, (long long)made, "modules: %lu copies registered", lim);
    full(cufw_module_open_fatbin(copies[lim], size, "one more", &extra), "modules");
    full(cufw_module_open("misc", &extra), "modules");
    ok(cufw_module_open_fatbin(copies[3], size, "again", &again) == CUFW_OK && again == m[3],
       "modules: a fatbin already registered still answers with its module");
    ok(cufw_module_load(m[5]) == CUFW_OK, "modules: one of them loads");
    ok(cufw_module_unload(m[5]) == CUFW_OK &&
           cufw_module_open_fatbin(copies[lim], size, "one more", &m[5]) == CUFW_OK,
       "modules: unload one, register another");
    full(cufw_module_open_fatbin(copies[5], size, "old", &extra), "modules");
    for (i = 0, made = 0; i < lim; i++)
        made += cufw_module_unload(m[i]) == CUFW_OK;
    ok(made == lim && cap_used("modules") == 0, "modules: all unloaded, none in use");
    for (i = 0; i <= lim; i++)
        free(copies[i]);
    free(copies);
    free(m);
}

static void test_kernels(void)
{
    unsigned long lim = cap_limit("kernels"), made;
    cufw_kernel **k = calloc(lim + 1, sizeof *k), *extra = NULL, *again = NULL;
    cufw_module *m = NULL;

    if (k == NULL)
        bail("out of memory");
    ok(cufw_module_open("misc", &m) == CUFW_OK, "kernels: the misc module");
    made = fake_open_kernels(m, k, lim);
    is_int((long long)lim, (long long)made, "kernels: %lu looked up", lim);
    full(cufw_kernel_open(m, "cufw_empty", &extra), "kernels");
    ok(cufw_kernel_open(m, "cufwfake_kernel_17", &again) == CUFW_OK && again == k[17],
       "kernels: a name looked up before still answers");
    ok(cufw_launch(k[lim - 1], (cufw_dim3){1, 1, 1}, (cufw_dim3){1, 1, 1}, 0, NULL, NULL) == 0,
       "kernels: the last one launches");
    ok(cufw_module_unload(m) == CUFW_OK && cap_used("kernels") == 0 && cap_used("modules") == 0,
       "kernels: unloading the module frees all its kernel slots");
    ok(cufw_module_open("misc", &m) == CUFW_OK && cufw_kernel_open(m, "cufw_empty", &extra) == 0,
       "kernels: room again");
    is_int(CUFW_ERROR_INVALID_HANDLE, cufw_kernel_attribute(k[lim / 2], 4, &(int){0}),
           "kernels: the old handles are dead");
    cufw_module_unload(m);
    free(k);
}

int main(void)
{
    plan(45);
    fake_start();
    test_streams();
    test_events();
    test_modules();
    test_kernels();
    return 0;
}
