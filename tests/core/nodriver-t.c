/* SPDX-License-Identifier: MIT */
/*
 * tests/core/nodriver-t.c -- cufw without a driver (what CI machines have):
 * cufw_init reports CUFW_ERROR_NO_DRIVER with the path in its detail, a
 * second call tries again, and every other entry point says
 * CUFW_ERROR_NOT_INITIALIZED without crashing. The driver's name is forced
 * to a path that does not exist, so this runs the same on a GPU machine.
 * The names of cufw 0.1 (kept for one release) still build and answer as
 * their successors do. The version functions answer without a driver and
 * agree with the headers and with configure.
 */
#define _POSIX_C_SOURCE 200809L
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cufw/cufw.h>

#include "tests/tap/basic.h"

#define NI CUFW_ERROR_NOT_INITIALIZED

int main(void)
{
    int i, v;
    size_t sz;
    char name[32];
    unsigned char uuid[16];
    unsigned u;
    float ms;
    void *p;
    cufw_devptr d;
    cufw_module *m;
    cufw_kernel *k;
    cufw_stream *s;
    cufw_event *e;
    cufw_dim3 one = {1, 1, 1};
    int calls[64], n = 0, all;

    plan(13);
    setenv("CUFW_LIBCUDA", "/nonexistent/cufw-test/libcuda.so.1", 1);
    is_string(PACKAGE_VERSION, cufw_version(),
              "cufw_version() is configure's version, before cufw_init");
    {
        unsigned maj = 99, min = 99, pat = 99;
        int parts = sscanf(cufw_version(), "%u.%u.%u", &maj, &min, &pat);

        ok(parts == 3 && strcmp(cufw_version(), CUFW_VERSION) == 0 &&
               cufw_version_number() == CUFW_VERSION_NUMBER &&
               CUFW_VERSION_NUMBER == maj * 10000 + min * 100 + pat && maj == CUFW_VERSION_MAJOR &&
               min == CUFW_VERSION_MINOR && pat == CUFW_VERSION_PATCH,
           "cufw_version_number() %u is the header's, and both spell %s", cufw_version_number(),
           cufw_version());
    }
    is_int(CUFW_ERROR_NO_DRIVER, cufw_init(), "cufw_init: no driver");
    ok(strstr(cufw_error_detail(), "/nonexistent/cufw-test/libcuda.so.1") != NULL,
       "the detail names the library: %s", cufw_error_detail());
    is_int(0, cufw_driver_result(), "no CUresult: the driver never answered");
    is_int(CUFW_ERROR_NO_DRIVER, cufw_init(), "cufw_init again: tried again, same answer");
    is_string("/nonexistent/cufw-test/libcuda.so.1", cufw_driver_path(), "driver path reported");
    is_int(NI, cufw_driver_version(&v), "no driver version");

    calls[n++] = cufw_device_count(&v);
    calls[n++] = cufw_device_name(0, name, sizeof name);
    calls[n++] = cufw_device_attribute(0, 1, &v);
    calls[n++] = cufw_device_compute_capability(0, &v, &v);
    calls[n++] = cufw_device_total_memory(0, &sz);
    calls[n++] = cufw_device_uuid(0, uuid);
    calls[n++] = cufw_device_set_current(0);
    calls[n++] = cufw_device_current(&v);
    calls[n++] = cufw_device_synchronize();
    calls[n++] = cufw_device_reset(0);
    calls[n++] = cufw_device_set_flags(0, 0);
    calls[n++] = cufw_device_flags(0, &u, &v);
    calls[n++] = cufw_device_limit(0, &sz);
    calls[n++] = cufw_device_set_limit(0, 0);
    calls[n++] = cufw_device_can_access_peer(0, 0, &v);
    calls[n++] = cufw_module_open("vector", &m);
    calls[n++] = cufw_module_open_fatbin(name, 0, NULL, &m);
    calls[n++] = cufw_module_load(NULL);
    calls[n++] = cufw_module_unload(NULL);
    calls[n++] = cufw_kernel_open(NULL, "x", &k);
    calls[n++] = cufw_kernel_find("x", &k);
    calls[n++] = cufw_kernel_attribute(NULL, 0, &v);
    calls[n++] = cufw_module_global(NULL, "x", &d, &sz);
    calls[n++] = cufw_launch(NULL, one, one, 0, NULL, NULL);
    calls[n++] = cufw_launch_cooperative(NULL, one, one, 0, NULL, NULL);
    calls[n++] = cufw_malloc(&d, 16);
    calls[n++] = cufw_free(0);
    calls[n++] = cufw_host_alloc(&p, 16, 0);
    calls[n++] = cufw_memcpy_htod(0, name, 4);
    calls[n++] = cufw_memcpy_async(name, name, 4, NULL);
    calls[n++] = cufw_memset_d32(0, 0, 4);
    calls[n++] = cufw_memory_info(&sz, &sz);
    calls[n++] = cufw_stream_create(&s, 0, 0);
    calls[n++] = cufw_stream_synchronize(NULL);
    calls[n++] = cufw_stream_query(NULL);
    calls[n++] = cufw_event_create(&e, 0);
    calls[n++] = cufw_event_elapsed(&ms, NULL, NULL);
    for (i = 0, all = 0; i < n; i++) {
        if (calls[i] == NI)
            all++;
        else
            diag("call %d returned %s", i, cufw_error_name(calls[i]));
    }
    is_int(n, all, "all %d other entry points: not initialised", n);
    ok(strstr(cufw_error_detail(), "cufw_init") != NULL, "their detail says to call cufw_init");
    ok(cufw_image_count() == 0 && cufw_capacity_count() > 0,
       "images (none here) and capacities still answer without a driver");

    /* The names of cufw 0.1: a program written against 0.1 still builds. */
    n = 0;
    calls[n++] = cufw_device_get(&v);
    calls[n++] = cufw_device_set(0);
    calls[n++] = cufw_device_get_flags(0, &u, &v);
    calls[n++] = cufw_module_get("vector", &m);
    calls[n++] = cufw_module_from_fatbin(name, 0, NULL, &m);
    calls[n++] = cufw_kernel_get(NULL, "x", &k);
    calls[n++] = cufw_global_get(NULL, "x", &d, &sz);
    calls[n++] = cufw_managed_get(NULL, "x", &d, &sz);
    for (i = 0, all = 0; i < n; i++)
        all += calls[i] == NI;
    is_int(n, all, "the %d entry points of cufw 0.1's names: not initialised", n);
    {
        struct cufw_capacity old, now;
        unsigned id = (unsigned)CUFW_CAPACITY_STREAMS;

        memset(&old, 0xa5, sizeof old);
        memset(&now, 0x5a, sizeof now);
        ok(cufw_capacity_get(id, &old) == CUFW_OK && cufw_capacity_info(id, &now) == CUFW_OK &&
               old.name == now.name && old.limit == now.limit && old.used == now.used &&
               cufw_capacity_get(cufw_capacity_count(), &old) == CUFW_ERROR_INVALID_ARGUMENT,
           "cufw_capacity_get answers as cufw_capacity_info");
    }
    return 0;
}
