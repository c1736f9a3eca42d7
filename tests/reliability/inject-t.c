/* SPDX-License-Identifier: MIT */
/*
 * tests/reliability/inject-t.c -- every driver call of every public core
 * function, made to fail.
 *
 * For each public function that talks to the driver there is a scenario:
 * a setup (objects the call needs), the call, and the capacity changes it
 * makes. The call first runs once with the stand-in driver tracing it,
 * which lists the driver calls it makes; then, for each of them in turn
 * (the Nth call of an entry point, as CUFW_FAKE_FAIL counts), the scenario
 * runs again from scratch with that call failing, with three CUresults (two
 * fixed, one taken in turn from a list with distinct mappings). Each time:
 *
 *   - the fault fired, and the function returned the cufw code core
 *     documents for that CUresult (fakectl.c: expected_code);
 *   - cufw_driver_result() is the raw CUresult;
 *   - cufw_error_detail() names the driver call;
 *   - the capacity counts did not change (a destroy frees its slot anyway,
 *     which is what core does and documents for modules);
 *   - a sticky CUresult is recorded as the sticky error;
 *   - the same scenario without the fault then succeeds.
 *
 * Every call runs on a fresh thread, so the per-thread context activation
 * (cuCtxSetCurrent, and cuDevicePrimaryCtxRetain after a device reset) is
 * part of the trace and fails in its turn too. Functions that must not
 * call the driver at all are checked for an empty trace. A few documented
 * special cases follow the table.
 */
#define _POSIX_C_SOURCE 200809L
#include "config.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cuda.h>

#include <cufw/cufw.h>

#include "tests/reliability/fakectl.h"
#include "tests/tap/basic.h"

/* ------------------------------------------------------------ scenario state */

enum {
    S_CTX = 1 << 0,       /* the device's context active (retained) */
    S_MOD = 1 << 1,       /* st.m: a copy of the vector fatbin, registered, not loaded */
    S_LOADED = 1 << 2,    /* ... and loaded */
    S_KERNEL = 1 << 3,    /* st.k: cufw_vadd of st.m (implies S_LOADED) */
    S_MISC = 1 << 4,      /* st.mm: a copy of the misc fatbin, not loaded */
    S_COOP = 1 << 5,      /* st.kc: cufw_coop_sum of st.mm */
    S_DEV = 1 << 6,       /* st.d, st.d2: device buffers of 4096 bytes */
    S_HOST = 1 << 7,      /* st.h: pinned host memory */
    S_STREAM = 1 << 8,    /* st.s */
    S_EVENT = 1 << 9,     /* st.e, st.e2, both recorded */
    S_REG = 1 << 10,      /* st.buf registered */
    S_PITCH = 1 << 11,    /* st.dp: pitched allocation, st.pitch */
    S_LIB = 1 << 12       /* st.lib: the misc fatbin as the program's own library */
};

#define BUF 4096

struct st {
    cufw_module *m, *mm;
    cufw_kernel *k, *kc;
    cufw_devptr d, d2, dp, out;
    size_t pitch;
    void *h, *hout;
    unsigned char *buf; /* pageable, BUF bytes, always there */
    cufw_stream *s, *sout;
    cufw_event *e, *e2, *eout;
    cufw_library *lib, *libout;
    cufw_kernel *kout;
    void *rawout;
    int hits;
    int ival, ival2;
    unsigned uval;
    size_t zval, zval2;
    float fval;
    char name[64];
};

static struct st st;
static unsigned char *vector_fb, *misc_fb;
static size_t vector_size, misc_size;
static char misc_path[64]; /* the misc fatbin in a file */

struct delta {
    const char *cap;
    long d;
};

struct scenario {
    const char *fn;
    unsigned setup;
    int (*call)(void);
    struct delta on_ok[2];   /* capacity changes on success */
    struct delta on_fail[2]; /* capacity changes when a driver call fails */
    int no_driver;           /* must not call the driver at all */
};

/* ------------------------------------------------------------ the calls */

static cufw_dim3 d3(unsigned x)
{
    cufw_dim3 d = {x, 1, 1};
    return d;
}

static int c_device_name(void) { return cufw_device_name(0, st.name, sizeof st.name); }
static int c_device_attribute(void) { return cufw_device_attribute(0, CU_DEVICE_ATTRIBUTE_WARP_SIZE, &st.ival); }
static int c_device_cc(void) { return cufw_device_compute_capability(0, &st.ival, &st.ival2); }
static int c_device_total_memory(void) { return cufw_device_total_memory(0, &st.zval); }
static int c_device_uuid(void) { return cufw_device_uuid(0, (unsigned char *)st.name); }
static int c_device_set(void) { return cufw_device_set_current(0); }
static int c_device_synchronize(void) { return cufw_device_synchronize(); }
static int c_device_reset(void) { return cufw_device_reset(0); }
static int c_device_set_flags(void) { return cufw_device_set_flags(0, CU_CTX_SCHED_BLOCKING_SYNC); }
static int c_device_get_flags(void) { return cufw_device_flags(0, &st.uval, &st.ival); }
static int c_device_limit(void) { return cufw_device_limit(CU_LIMIT_STACK_SIZE, &st.zval); }
static int c_device_set_limit(void) { return cufw_device_set_limit(CU_LIMIT_STACK_SIZE, 4096); }
static int c_device_can_access_peer(void) { return cufw_device_can_access_peer(0, 0, &st.ival); }
static int c_device_count(void) { return cufw_device_count(&st.ival); }
static int c_device_get(void) { return cufw_device_current(&st.ival); }
static int c_sticky_error(void) { return cufw_sticky_error(&st.ival, &st.ival2, NULL); }

static int c_module_get(void) { return cufw_module_open("reduce", &st.mm); }
static int c_module_from_fatbin(void) { return cufw_module_open_fatbin(vector_fb, vector_size, "again", &st.mm); }
static int c_module_load(void) { return cufw_module_load(st.m); }
static int c_module_unload(void)
{
    int rc = cufw_module_unload(st.m);

    st.m = NULL; /* the slot is gone either way */
    st.k = NULL;
    return rc;
}
static int c_kernel_get(void) { return cufw_kernel_open(st.m, "cufw_vadd", &st.k); }
static int c_kernel_find(void) { return cufw_kernel_find("cufw_vadd", &st.k); }
static int c_kernel_attribute(void) { return cufw_kernel_attribute(st.k, CU_FUNC_ATTRIBUTE_NUM_REGS, &st.ival); }
static int c_kernel_set_attribute(void) { return cufw_kernel_set_attribute(st.k, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, 1024); }
static int c_kernel_max_active_blocks(void) { return cufw_kernel_max_active_blocks(st.k, 128, 0, 0, &st.ival); }
static int c_global_get(void) { return cufw_module_global(st.mm, "cufw_counter", &st.out, &st.zval); }
static int c_managed_get(void) { return cufw_module_managed(st.mm, "cufwfake_managed", &st.out, &st.zval); }

static int c_launch(void)
{
    size_t n = BUF / 4;
    void *args[] = {&st.d, &st.d, &st.d2, &n};

    return cufw_launch(st.k, d3(4), d3(256), 0, NULL, args);
}

static int c_launch_cooperative(void)
{
    void *args[] = {&st.d, &st.d2};

    return cufw_launch_cooperative(st.kc, d3(8), d3(128), 0, NULL, args);
}

static int c_malloc(void) { return cufw_malloc(&st.out, 1000); }
static int c_free(void)
{
    int rc = cufw_free(st.d);

    if (rc == CUFW_OK)
        st.d = 0;
    return rc;
}
static int c_malloc_managed(void) { return cufw_malloc_managed(&st.out, 1000, 0); }
static int c_malloc_pitch(void) { return cufw_malloc_pitch(&st.out, &st.zval, 100, 10, 4); }
static int c_malloc_async(void) { return cufw_malloc_async(&st.out, 1000, st.s); }
static int c_free_async(void)
{
    int rc = cufw_free_async(st.d, st.s);

    if (rc == CUFW_OK)
        st.d = 0;
    return rc;
}
static int c_host_alloc(void) { return cufw_host_alloc(&st.hout, 1000, CUFW_HOST_ALLOC_PORTABLE); }
static int c_host_free(void)
{
    int rc = cufw_host_free(st.h);

    if (rc == CUFW_OK)
        st.h = NULL;
    return rc;
}
static int c_host_register(void) { return cufw_host_register(st.buf, BUF, 0); }
static int c_host_unregister(void) { return cufw_host_unregister(st.buf); }
static int c_host_device_pointer(void) { return cufw_host_device_pointer(&st.out, st.h); }
static int c_memcpy_htod(void) { return cufw_memcpy_htod(st.d, st.buf, BUF); }
static int c_memcpy_dtoh(void) { return cufw_memcpy_dtoh(st.buf, st.d, BUF); }
static int c_memcpy_dtod(void) { return cufw_memcpy_dtod(st.d2, st.d, BUF); }
static int c_memcpy(void) { return cufw_memcpy((void *)(uintptr_t)st.d, st.buf, BUF); }
static int c_memcpy_htod_async(void) { return cufw_memcpy_htod_async(st.d, st.buf, BUF, st.s); }
static int c_memcpy_dtoh_async(void) { return cufw_memcpy_dtoh_async(st.buf, st.d, BUF, st.s); }
static int c_memcpy_dtod_async(void) { return cufw_memcpy_dtod_async(st.d2, st.d, BUF, st.s); }
static int c_memcpy_async(void) { return cufw_memcpy_async(st.buf, (void *)(uintptr_t)st.d, BUF, st.s); }
static int c_memcpy_2d(void) { return cufw_memcpy_2d((void *)(uintptr_t)st.dp, st.pitch, st.buf, 64, 64, 16); }
static int c_memcpy_2d_async(void) { return cufw_memcpy_2d_async(st.buf, 64, (void *)(uintptr_t)st.dp, st.pitch, 64, 16, st.s); }
static int c_memset_d8(void) { return cufw_memset_d8(st.d, 0x11, BUF); }
static int c_memset_d32(void) { return cufw_memset_d32(st.d, 0x11223344u, BUF / 4); }
static int c_memset_d8_async(void) { return cufw_memset_d8_async(st.d, 0x22, BUF, st.s); }
static int c_memset_d32_async(void) { return cufw_memset_d32_async(st.d, 0x5566u, BUF / 4, st.s); }
static int c_memset_2d_d8(void) { return cufw_memset_2d_d8(st.dp, st.pitch, 0x33, 64, 16); }
static int c_memset_2d_d8_async(void) { return cufw_memset_2d_d8_async(st.dp, st.pitch, 0x44, 64, 16, st.s); }
static int c_memory_info(void) { return cufw_memory_info(&st.zval, &st.zval2); }

static int c_stream_create(void) { return cufw_stream_create(&st.sout, CUFW_STREAM_NON_BLOCKING, -1); }
static int c_stream_priority_range(void) { return cufw_stream_priority_range(&st.ival, &st.ival2); }
static int c_stream_destroy(void)
{
    int rc = cufw_stream_destroy(st.s);

    st.s = NULL; /* the slot is gone either way */
    return rc;
}
static int c_stream_synchronize(void) { return cufw_stream_synchronize(st.s); }
static int c_stream_query(void) { return cufw_stream_query(st.s); }
static int c_stream_wait_event(void) { return cufw_stream_wait_event(st.s, st.e); }
static int c_stream_wait_event_flags(void) { return cufw_stream_wait_event_flags(st.s, st.e, 1); }
static int c_stream_flags(void) { return cufw_stream_flags(st.s, &st.uval); }
static int c_stream_priority(void) { return cufw_stream_priority(st.s, &st.ival); }

static void hit(void *p)
{
    (*(int *)p)++;
}
static int c_stream_add_callback(void) { return cufw_stream_add_callback(st.s, hit, &st.hits); }
static int c_event_create(void) { return cufw_event_create(&st.eout, CUFW_EVENT_DISABLE_TIMING); }
static int c_event_destroy(void)
{
    int rc = cufw_event_destroy(st.e);

    st.e = NULL;
    return rc;
}
static int c_event_record(void) { return cufw_event_record(st.e, st.s); }
static int c_event_query(void) { return cufw_event_query(st.e); }
static int c_event_synchronize(void) { return cufw_event_synchronize(st.e); }
static int c_event_elapsed(void) { return cufw_event_elapsed(&st.fval, st.e, st.e2); }

static int c_stream_create_raw(void) { return cufw_stream_create_raw(&st.rawout, 0, 0); }
static int c_event_create_raw(void) { return cufw_event_create_raw(&st.rawout, 0); }
static int c_kernel_function(void) { return cufw_kernel_function(st.k, &st.rawout); }
static int c_kernel_set_attribute_for_device(void)
{
    return cufw_kernel_set_attribute_for_device(st.k, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                                                1024, 0);
}
static int c_module_library(void) { return cufw_module_library(st.m, &st.libout); }
static int c_library_load(void) { return cufw_library_load(&st.lib, misc_fb, NULL, NULL, 0, NULL, NULL, 0); }
static int c_library_load_file(void)
{
    return cufw_library_load_file(&st.lib, misc_path, NULL, NULL, 0, NULL, NULL, 0);
}
static int c_library_unload(void)
{
    int rc = cufw_library_unload(st.lib);

    if (rc == CUFW_OK) /* else teardown unloads it */
        st.lib = NULL;
    return rc;
}
static int c_library_kernel(void) { return cufw_library_kernel(st.lib, "cufw_coop_sum", &st.kout); }
static int c_library_kernel_count(void) { return cufw_library_kernel_count(st.lib, &st.uval); }
static int c_library_kernels(void)
{
    cufw_kernel *ks[8];

    return cufw_library_kernels(st.lib, ks, 8);
}
static int c_library_global(void) { return cufw_library_global(st.lib, "cufw_counter", &st.out, &st.zval); }
static int c_library_managed(void) { return cufw_library_managed(st.lib, "cufwfake_managed", &st.out, &st.zval); }
static int c_driver_entry(void) { return cufw_driver_entry("cuMemAlloc", 13000, 0, &st.rawout, &st.ival); }

#define NONE {{NULL, 0}, {NULL, 0}}

static const struct scenario scenarios[] = {
    /* device.h */
    {"cufw_device_count", 0, c_device_count, NONE, NONE, 1},
    {"cufw_device_name", 0, c_device_name, NONE, NONE, 0},
    {"cufw_device_attribute", 0, c_device_attribute, NONE, NONE, 0},
    {"cufw_device_compute_capability", 0, c_device_cc, NONE, NONE, 0},
    {"cufw_device_total_memory", 0, c_device_total_memory, NONE, NONE, 0},
    {"cufw_device_uuid", 0, c_device_uuid, NONE, NONE, 0},
    {"cufw_device_set_current", 0, c_device_set, NONE, NONE, 0},
    {"cufw_device_current", 0, c_device_get, NONE, NONE, 0},
    {"cufw_device_synchronize", 0, c_device_synchronize, NONE, NONE, 0},
    {"cufw_device_reset", S_CTX, c_device_reset, NONE, NONE, 0},
    {"cufw_device_set_flags", 0, c_device_set_flags, NONE, NONE, 0},
    {"cufw_device_flags", 0, c_device_get_flags, NONE, NONE, 0},
    {"cufw_device_limit", 0, c_device_limit, NONE, NONE, 0},
    {"cufw_device_set_limit", 0, c_device_set_limit, NONE, NONE, 0},
    {"cufw_device_can_access_peer", 0, c_device_can_access_peer, NONE, NONE, 0},
    {"cufw_sticky_error", 0, c_sticky_error, NONE, NONE, 1},
    {"cufw_driver_entry", 0, c_driver_entry, NONE, NONE, 1},
    /* module.h */
    {"cufw_module_open", 0, c_module_get, {{"modules", 1}, {NULL, 0}}, NONE, 1},
    {"cufw_module_open_fatbin", 0, c_module_from_fatbin, {{"modules", 1}, {NULL, 0}}, NONE, 1},
    {"cufw_module_load", S_MOD, c_module_load, NONE, NONE, 0},
    {"cufw_module_unload", S_KERNEL, c_module_unload, {{"modules", -1}, {"kernels", -1}},
     {{"modules", -1}, {"kernels", -1}}, 0},
    {"cufw_kernel_open", S_MOD, c_kernel_get, {{"kernels", 1}, {NULL, 0}}, NONE, 0},
    /* each image looked at takes a module slot before anything is loaded:
     * after a failure in the first, the other two are looked at as well */
    {"cufw_kernel_find", 0, c_kernel_find, {{"kernels", 1}, {"modules", 1}},
     {{"modules", 3}, {NULL, 0}}, 0},
    {"cufw_kernel_attribute", S_KERNEL, c_kernel_attribute, NONE, NONE, 0},
    {"cufw_kernel_set_attribute", S_KERNEL, c_kernel_set_attribute, NONE, NONE, 0},
    {"cufw_kernel_max_active_blocks", S_KERNEL, c_kernel_max_active_blocks, NONE, NONE, 0},
    {"cufw_module_global", S_MISC, c_global_get, NONE, NONE, 0},
    {"cufw_module_managed", S_MISC, c_managed_get, NONE, NONE, 0},
    {"cufw_launch", S_KERNEL | S_DEV, c_launch, NONE, NONE, 0},
    {"cufw_launch_cooperative", S_COOP | S_DEV, c_launch_cooperative, NONE, NONE, 0},
    {"cufw_kernel_function", S_KERNEL, c_kernel_function, NONE, NONE, 0},
    {"cufw_kernel_set_attribute_for_device", S_KERNEL, c_kernel_set_attribute_for_device, NONE,
     NONE, 0},
    {"cufw_module_library", S_MOD, c_module_library, NONE, NONE, 0},
    {"cufw_library_load", 0, c_library_load, NONE, NONE, 0},
    {"cufw_library_load_file", 0, c_library_load_file, NONE, NONE, 0},
    {"cufw_library_unload", S_LIB, c_library_unload, NONE, NONE, 0},
    {"cufw_library_kernel", S_LIB, c_library_kernel, NONE, NONE, 0},
    {"cufw_library_kernel_count", S_LIB, c_library_kernel_count, NONE, NONE, 0},
    {"cufw_library_kernels", S_LIB, c_library_kernels, NONE, NONE, 0},
    {"cufw_library_global", S_LIB, c_library_global, NONE, NONE, 0},
    {"cufw_library_managed", S_LIB, c_library_managed, NONE, NONE, 0},
    /* memory.h */
    {"cufw_malloc", 0, c_malloc, NONE, NONE, 0},
    {"cufw_free", S_DEV, c_free, NONE, NONE, 0},
    {"cufw_malloc_managed", 0, c_malloc_managed, NONE, NONE, 0},
    {"cufw_malloc_pitch", 0, c_malloc_pitch, NONE, NONE, 0},
    {"cufw_malloc_async", S_STREAM, c_malloc_async, NONE, NONE, 0},
    {"cufw_free_async", S_DEV | S_STREAM, c_free_async, NONE, NONE, 0},
    {"cufw_host_alloc", 0, c_host_alloc, NONE, NONE, 0},
    {"cufw_host_free", S_HOST, c_host_free, NONE, NONE, 0},
    {"cufw_host_register", 0, c_host_register, NONE, NONE, 0},
    {"cufw_host_unregister", S_REG, c_host_unregister, NONE, NONE, 0},
    {"cufw_host_device_pointer", S_HOST, c_host_device_pointer, NONE, NONE, 0},
    {"cufw_memcpy_htod", S_DEV, c_memcpy_htod, NONE, NONE, 0},
    {"cufw_memcpy_dtoh", S_DEV, c_memcpy_dtoh, NONE, NONE, 0},
    {"cufw_memcpy_dtod", S_DEV, c_memcpy_dtod, NONE, NONE, 0},
    {"cufw_memcpy", S_DEV, c_memcpy, NONE, NONE, 0},
    {"cufw_memcpy_htod_async", S_DEV | S_STREAM, c_memcpy_htod_async, NONE, NONE, 0},
    {"cufw_memcpy_dtoh_async", S_DEV | S_STREAM, c_memcpy_dtoh_async, NONE, NONE, 0},
    {"cufw_memcpy_dtod_async", S_DEV | S_STREAM, c_memcpy_dtod_async, NONE, NONE, 0},
    {"cufw_memcpy_async", S_DEV | S_STREAM, c_memcpy_async, NONE, NONE, 0},
    {"cufw_memcpy_2d", S_PITCH, c_memcpy_2d, NONE, NONE, 0},
    {"cufw_memcpy_2d_async", S_PITCH | S_STREAM, c_memcpy_2d_async, NONE, NONE, 0},
    {"cufw_memset_d8", S_DEV, c_memset_d8, NONE, NONE, 0},
    {"cufw_memset_d32", S_DEV, c_memset_d32, NONE, NONE, 0},
    {"cufw_memset_d8_async", S_DEV | S_STREAM, c_memset_d8_async, NONE, NONE, 0},
    {"cufw_memset_d32_async", S_DEV | S_STREAM, c_memset_d32_async, NONE, NONE, 0},
    {"cufw_memset_2d_d8", S_PITCH, c_memset_2d_d8, NONE, NONE, 0},
    {"cufw_memset_2d_d8_async", S_PITCH | S_STREAM, c_memset_2d_d8_async, NONE, NONE, 0},
    {"cufw_memory_info", 0, c_memory_info, NONE, NONE, 0},
    /* stream.h */
    {"cufw_stream_create", 0, c_stream_create, {{"streams", 1}, {NULL, 0}}, NONE, 0},
    {"cufw_stream_create_raw", 0, c_stream_create_raw, NONE, NONE, 0},
    {"cufw_stream_priority_range", 0, c_stream_priority_range, NONE, NONE, 0},
    {"cufw_stream_destroy", S_STREAM, c_stream_destroy, {{"streams", -1}, {NULL, 0}},
     {{"streams", -1}, {NULL, 0}}, 0},
    {"cufw_stream_synchronize", S_STREAM, c_stream_synchronize, NONE, NONE, 0},
    {"cufw_stream_query", S_STREAM, c_stream_query, NONE, NONE, 0},
    {"cufw_stream_wait_event", S_STREAM | S_EVENT, c_stream_wait_event, NONE, NONE, 0},
    {"cufw_stream_wait_event_flags", S_STREAM | S_EVENT, c_stream_wait_event_flags, NONE, NONE, 0},
    {"cufw_stream_flags", S_STREAM, c_stream_flags, NONE, NONE, 0},
    {"cufw_stream_priority", S_STREAM, c_stream_priority, NONE, NONE, 0},
    {"cufw_stream_add_callback", S_STREAM, c_stream_add_callback, NONE, NONE, 0},
    {"cufw_event_create", 0, c_event_create, {{"events", 1}, {NULL, 0}}, NONE, 0},
    {"cufw_event_create_raw", 0, c_event_create_raw, NONE, NONE, 0},
    {"cufw_event_destroy", S_EVENT, c_event_destroy, {{"events", -1}, {NULL, 0}},
     {{"events", -1}, {NULL, 0}}, 0},
    {"cufw_event_record", S_EVENT | S_STREAM, c_event_record, NONE, NONE, 0},
    {"cufw_event_query", S_EVENT, c_event_query, NONE, NONE, 0},
    {"cufw_event_synchronize", S_EVENT, c_event_synchronize, NONE, NONE, 0},
    {"cufw_event_elapsed", S_EVENT, c_event_elapsed, NONE, NONE, 0},
};
#define NSCENARIOS (sizeof scenarios / sizeof scenarios[0])

/* ------------------------------------------------------------ setup and teardown */

/* data into a new temporary file; its name into path */
static void write_file(char *path, size_t len, const void *data, size_t size)
{
    FILE *f;
    int fd;

    snprintf(path, len, "/tmp/cufw-fault-XXXXXX");
    fd = mkstemp(path);
    if (fd < 0 || (f = fdopen(fd, "wb")) == NULL)
        bail("cannot make a temporary file");
    if (fwrite(data, 1, size, f) != size || fclose(f) != 0)
        bail("cannot write %s", path);
}

static void must(int rc, const char *what)
{
    if (rc != CUFW_OK)
        bail("setup: %s: %s (%s)", what, cufw_error_name(rc), cufw_error_detail());
}

static void setup(unsigned flags)
{
    static unsigned char *vcopy, *mcopy;

    memset(&st, 0, sizeof st);
    st.buf = calloc(1, BUF);
    if (st.buf == NULL)
        bail("out of memory");
    /* fresh copies: a new address is a new module */
    free(vcopy);
    free(mcopy);
    vcopy = malloc(vector_size);
    mcopy = malloc(misc_size);
    if (vcopy == NULL || mcopy == NULL)
        bail("out of memory");
    memcpy(vcopy, vector_fb, vector_size);
    memcpy(mcopy, misc_fb, misc_size);
    if (flags & S_KERNEL)
        flags |= S_MOD | S_LOADED;
    if (flags & S_COOP)
        flags |= S_MISC;
    if (flags & S_CTX)
        must(cufw_device_set_current(0), "cufw_device_set_current");
    if (flags & S_MOD)
        must(cufw_module_open_fatbin(vcopy, vector_size, "vector copy", &st.m), "module");
    if (flags & S_LOADED)
        must(cufw_module_load(st.m), "load");
    if (flags & S_KERNEL)
        must(cufw_kernel_open(st.m, "cufw_vadd", &st.k), "kernel");
    if (flags & S_MISC)
        must(cufw_module_open_fatbin(mcopy, misc_size, "misc copy", &st.mm), "misc module");
    if (flags & S_COOP)
        must(cufw_kernel_open(st.mm, "cufw_coop_sum", &st.kc), "coop kernel");
    if (flags & S_DEV) {
        must(cufw_malloc(&st.d, BUF), "malloc");
        must(cufw_malloc(&st.d2, BUF), "malloc");
        must(cufw_memset_d8(st.d, 1, BUF), "memset");
    }
    if (flags & S_PITCH)
        must(cufw_malloc_pitch(&st.dp, &st.pitch, 64, 16, 4), "malloc_pitch");
    if (flags & S_HOST)
        must(cufw_host_alloc(&st.h, BUF, CUFW_HOST_ALLOC_MAPPED), "host_alloc");
    if (flags & S_REG)
        must(cufw_host_register(st.buf, BUF, 0), "host_register");
    if (flags & S_STREAM)
        must(cufw_stream_create(&st.s, 0, 0), "stream");
    if (flags & S_LIB)
        must(cufw_library_load(&st.lib, mcopy, NULL, NULL, 0, NULL, NULL, 0), "library");
    if (flags & S_EVENT) {
        must(cufw_event_create(&st.e, 0), "event");
        must(cufw_event_create(&st.e2, 0), "event");
        must(cufw_event_record(st.e, NULL), "record");
        must(cufw_event_record(st.e2, NULL), "record");
    }
}

/* Unload every module, reset the device (which ends every stream, event
 * and allocation), and check that no slot is left in use. */
static void teardown(void)
{
    const char *images[] = {"vector", "reduce", "misc"};
    unsigned i;

    if (st.m != NULL)
        cufw_module_unload(st.m);
    if (st.mm != NULL)
        cufw_module_unload(st.mm);
    if (st.lib != NULL)
        must(cufw_library_unload(st.lib), "library unload");
    for (i = 0; i < 3; i++) {
        cufw_module *m;

        if (cufw_module_open(images[i], &m) == CUFW_OK)
            cufw_module_unload(m);
    }
    must(cufw_device_reset(0), "device reset");
    /* use the device once: a context made afresh clears the memory of any
     * sticky code injected before (a retain refused with the context's own
     * fault after a reset means the device is lost; see core/device.c) */
    must(cufw_device_synchronize(), "the device works after the reset");
    free(st.buf);
    st.buf = NULL;
    if (cap_used("streams") || cap_used("events") || cap_used("modules") || cap_used("kernels"))
        bail("teardown left slots in use: streams %lu events %lu modules %lu kernels %lu",
             cap_used("streams"), cap_used("events"), cap_used("modules"), cap_used("kernels"));
}

/* ------------------------------------------------------------ one run */

struct run {
    const struct scenario *sc;
    int rc;
    int result;
    char detail[256];
    struct caps before, after;
    const char *trace[64];
    unsigned ntrace;
    unsigned long fired;
};

static void *call_thread(void *arg)
{
    struct run *r = arg;

    r->rc = r->sc->call();
    r->result = cufw_driver_result();
    snprintf(r->detail, sizeof r->detail, "%s", cufw_error_detail());
    return NULL;
}

/* Setup, then the call on a fresh thread with the fault spec armed. */
static void run(struct run *r, const struct scenario *sc, const char *spec)
{
    pthread_t t;
    unsigned i, n;

    memset(r, 0, sizeof *r);
    r->sc = sc;
    setup(sc->setup);
    caps_get(&r->before);
    fake.trace_reset();
    if (fake.set_fail(spec) != 0)
        bail("bad fault spec %s", spec != NULL ? spec : "(none)");
    if (pthread_create(&t, NULL, call_thread, r) != 0 || pthread_join(t, NULL) != 0)
        bail("pthread_create failed");
    r->fired = fake.fired();
    fake.set_fail(NULL);
    n = fake.trace(r->trace, 64);
    caps_get(&r->after);
    /* the error-reporting calls are not part of what the function does */
    for (i = 0, r->ntrace = 0; i < n && i < 64; i++)
        if (strcmp(r->trace[i], "cuGetErrorName") != 0 && strcmp(r->trace[i], "cuGetErrorString") != 0)
            r->trace[r->ntrace++] = r->trace[i];
}

static int delta_ok(const struct run *r, const struct delta *d)
{
    struct caps want = r->before;
    int i;

    for (i = 0; i < 2; i++)
        if (d[i].cap != NULL)
            want.used[cap_index(d[i].cap)] += (unsigned long)d[i].d;
    return caps_diff(&want, &r->after, -1, 0) == -1;
}

static int is_sticky(int code)
{
    return code == CUDA_ERROR_ILLEGAL_ADDRESS || code == CUDA_ERROR_LAUNCH_FAILED ||
           code == CUDA_ERROR_ECC_UNCORRECTABLE;
}

static int expected_for(const char *call, int code)
{
    if (code == CUDA_ERROR_INVALID_VALUE &&
        (strcmp(call, "cuLaunchKernel") == 0 || strcmp(call, "cuLaunchKernelEx") == 0))
        return CUFW_ERROR_INVALID_CONFIGURATION;
    return expected_code(code);
}

/* Core bugs already reported (README.md in this folder): which check of
 * which scenario and driver call they break. */
static const char *known(const char *fn, const char *call, const char *check)
{
    if (strcmp(fn, "cufw_device_reset") == 0 && strcmp(call, "cuDevicePrimaryCtxRelease") == 0 &&
        strcmp(check, "detail") == 0)
        return "B1";
    if (strcmp(fn, "cufw_kernel_find") == 0 &&
        (strcmp(check, "detail") == 0 || strcmp(check, "result") == 0))
        return "B3";
    return NULL;
}

/* Driver calls a function makes only to go faster, whose failure it
 * absorbs: the launch asks for the current context's id and the kernel's
 * CUfunction to fill its cache (core/launch.c), and without them launches
 * the CUkernel, which the driver resolves itself. Such a fault must leave
 * the function succeeding, nothing recorded, no slot taken. */
static int tolerated(const char *fn, const char *call)
{
    return (strcmp(fn, "cufw_launch") == 0 || strcmp(fn, "cufw_launch_cooperative") == 0) &&
           (strcmp(call, "cuCtxGetId") == 0 || strcmp(call, "cuKernelGetFunction") == 0);
}

static unsigned rotation;
static unsigned long leaked_libraries;

static void inject(const struct scenario *sc, const char *call, unsigned nth, int code)
{
    char spec[128];
    struct run r, again;
    int want = expected_for(call, code), sticky = 0, sres = 0, sdev = 0, all = 1, i;
    struct {
        const char *check;
        int ok;
        char why[320];
    } checks[7];
    const char *bug;

    snprintf(spec, sizeof spec, "%s:%u:%d", call, nth, code);
    run(&r, sc, spec);
    cufw_sticky_error(&sticky, &sres, &sdev);
    teardown();
    run(&again, sc, NULL);
    teardown();
    if (tolerated(sc->fn, call)) {
        ok(r.fired == 1 && r.rc == CUFW_OK && r.result == CUDA_SUCCESS && sticky == CUFW_OK &&
               delta_ok(&r, sc->on_ok) &&
               again.rc == CUFW_OK,
           "%s: %s #%u fails with %s -> absorbed, the call succeeds (fired %lu, %s, sticky %s)",
           sc->fn, call, nth, cu_name(code), r.fired, cufw_error_name(r.rc),
           cufw_error_name(sticky));
        return;
    }
    /* a module's slot is freed, the driver kept the library (a library of
     * the program's own is unloaded again by teardown) */
    if (strcmp(call, "cuLibraryUnload") == 0 && strcmp(sc->fn, "cufw_library_unload") != 0)
        leaked_libraries++;

    memset(checks, 0, sizeof checks);
    checks[0].check = "fired";
    checks[0].ok = r.fired == 1;
    snprintf(checks[0].why, sizeof checks[0].why, "the fault fired %lu times", r.fired);
    checks[1].check = "code";
    checks[1].ok = r.rc == want;
    snprintf(checks[1].why, sizeof checks[1].why, "returned %s, wanted %s",
             cufw_error_name(r.rc), cufw_error_name(want));
    checks[2].check = "result";
    checks[2].ok = r.result == code;
    snprintf(checks[2].why, sizeof checks[2].why, "cufw_driver_result() is %d, wanted %d",
             r.result, code);
    checks[3].check = "detail";
    checks[3].ok = strstr(r.detail, call) != NULL;
    snprintf(checks[3].why, sizeof checks[3].why, "the detail names %s: %s", call, r.detail);
    checks[4].check = "capacity";
    checks[4].ok = delta_ok(&r, sc->on_fail);
    i = caps_diff(&r.before, &r.after, -1, 0);
    snprintf(checks[4].why, sizeof checks[4].why, "capacity %s: %lu before, %lu after",
             caps_name(i), i >= 0 ? r.before.used[i] : 0, i >= 0 ? r.after.used[i] : 0);
    checks[5].check = "sticky";
    checks[5].ok = !is_sticky(code) || (sticky == want && sres == code && sdev == 0);
    snprintf(checks[5].why, sizeof checks[5].why, "sticky error %s / %d / device %d",
             cufw_error_name(sticky), sres, sdev);
    checks[6].check = "retry";
    checks[6].ok = again.rc == CUFW_OK;
    snprintf(checks[6].why, sizeof checks[6].why, "without the fault: %s (%s)",
             cufw_error_name(again.rc), again.detail);

    for (i = 0; i < 7; i++) {
        if (checks[i].ok)
            continue;
        if ((bug = known(sc->fn, call, checks[i].check)) != NULL) {
            known_bug(bug, 0, "%s: %s #%u fails with %s: %s", sc->fn, call, nth, cu_name(code),
                      checks[i].why);
            continue;
        }
        diag("%s", checks[i].why);
        all = 0;
    }
    ok(all, "%s: %s #%u fails with %s -> %s", sc->fn, call, nth, cu_name(code),
       cufw_error_name(want));
}

static void scenario(const struct scenario *sc)
{
    struct run probe;
    const char *calls[64];
    unsigned i, j, n, nth;

    run(&probe, sc, NULL);
    teardown();
    n = probe.ntrace;
    for (i = 0; i < n; i++)
        calls[i] = probe.trace[i];
    if (sc->no_driver) {
        ok(probe.rc == CUFW_OK && n == 0, "%s: succeeds without calling the driver (%u calls)",
           sc->fn, n);
        return;
    }
    if (!ok(probe.rc == CUFW_OK && n > 0 && delta_ok(&probe, sc->on_ok),
            "%s: succeeds with %u driver calls", sc->fn, n)) {
        diag("returned %s (%s)", cufw_error_name(probe.rc), probe.detail);
        return;
    }
    /* a failure in the image that has the kernel is an error only when no
     * other image has it: the stand-in must know what the others hold */
    if (strcmp(sc->fn, "cufw_kernel_find") == 0 &&
        !(fake_names_known("reduce") && fake_names_known("misc"))) {
        skip(3 * n, "%s with a failing call: the stand-in driver cannot read the compressed "
             "images (configured without their decompressor)", sc->fn);
        return;
    }
    for (i = 0; i < n; i++) {
        for (j = 0, nth = 0; j <= i; j++)
            nth += strcmp(calls[j], calls[i]) == 0;
        inject(sc, calls[i], nth, fault_codes[0]);
        inject(sc, calls[i], nth, fault_codes[1]);
        inject(sc, calls[i], nth, fault_codes[2 + rotation++ % (fault_ncodes - 2)]);
    }
}

/* ------------------------------------------------------------ special cases */

typedef CUresult (*name_fn)(CUresult, const char **);

/* Every CUresult the driver names, through cufw_memory_info. */
static void every_result(void)
{
    void *lib = dlopen(fake_path(), RTLD_NOW | RTLD_LOCAL);
    name_fn name = NULL;
    int code, tried = 0, bad = 0;
    size_t f, t;

    if (lib != NULL)
        *(void **)&name = dlsym(lib, "cuGetErrorName");
    if (name == NULL)
        bail("no cuGetErrorName in the stand-in driver");
    must(cufw_device_set_current(0), "device set");
    for (code = 1; code < 1100; code++) {
        const char *cu = NULL;
        int rc;

        if (name((CUresult)code, &cu) != CUDA_SUCCESS || cu == NULL)
            continue;
        tried++;
        fake_fail("cuMemGetInfo", 1, code);
        rc = cufw_memory_info(&f, &t);
        fake.set_fail(NULL);
        if (rc != expected_code(code) || cufw_driver_result() != code ||
            strstr(cufw_error_detail(), "cuMemGetInfo") == NULL ||
            strstr(cufw_error_detail(), cu) == NULL) {
            diag("%s (%d): %s, CUresult %d, detail %s", cu, code, cufw_error_name(rc),
                 cufw_driver_result(), cufw_error_detail());
            bad++;
        }
        if (is_sticky(code) || code == CUDA_ERROR_HARDWARE_STACK_ERROR ||
            code == CUDA_ERROR_ILLEGAL_INSTRUCTION || code == CUDA_ERROR_MISALIGNED_ADDRESS ||
            code == CUDA_ERROR_INVALID_ADDRESS_SPACE || code == CUDA_ERROR_INVALID_PC ||
            code == CUDA_ERROR_ASSERT)
        {
            must(cufw_device_reset(0), "reset after a sticky code");
            must(cufw_device_synchronize(), "the device works after the reset");
        }
    }
    ok(tried > 90 && bad == 0, "all %d named CUresults map as documented, CUresult and name kept",
       tried);
    teardown();
}

static void special_cases(void)
{
    int rc, sticky = -1;
    size_t f, t;

    /* NOT_READY from a query is an answer, not a failure: nothing recorded */
    setup(S_STREAM | S_EVENT);
    fake_fail("cuMemGetInfo", 1, CUDA_ERROR_OUT_OF_MEMORY);
    cufw_memory_info(&f, &t);
    fake_fail("cuStreamQuery", 1, CUDA_ERROR_NOT_READY);
    rc = cufw_stream_query(st.s);
    ok(rc == CUFW_ERROR_NOT_READY && cufw_driver_result() == CUDA_ERROR_OUT_OF_MEMORY &&
           strstr(cufw_error_detail(), "cuMemGetInfo") != NULL,
       "cufw_stream_query: not ready, and the last failure is still the one before");
    fake_fail("cuEventQuery", 1, CUDA_ERROR_NOT_READY);
    is_int(CUFW_ERROR_NOT_READY, cufw_event_query(st.e), "cufw_event_query: not ready");
    fake_fail("cuEventElapsedTime", 1, CUDA_ERROR_NOT_READY);
    is_int(CUFW_ERROR_NOT_READY, cufw_event_elapsed(&st.fval, st.e, st.e2),
           "cufw_event_elapsed: not ready");
    ok(cufw_driver_result() == CUDA_ERROR_OUT_OF_MEMORY, "none of them recorded a failure");
    fake.set_fail(NULL);
    teardown();

    /* NOT_FOUND from a lookup: cufw's own NOT_FOUND, the name in the detail */
    setup(S_MOD | S_MISC);
    fake_fail("cuLibraryGetKernel", 1, CUDA_ERROR_NOT_FOUND);
    rc = cufw_kernel_open(st.m, "cufw_vadd", &st.k);
    ok(rc == CUFW_ERROR_NOT_FOUND && cufw_driver_result() == CUDA_ERROR_NOT_FOUND &&
           strstr(cufw_error_detail(), "cufw_vadd") != NULL,
       "cufw_kernel_open: CUDA_ERROR_NOT_FOUND is CUFW_ERROR_NOT_FOUND naming the kernel: %s",
       cufw_error_detail());
    fake_fail("cuLibraryGetGlobal", 1, CUDA_ERROR_NOT_FOUND);
    rc = cufw_module_global(st.mm, "cufw_counter", &st.out, NULL);
    ok(rc == CUFW_ERROR_NOT_FOUND && cufw_driver_result() == CUDA_ERROR_NOT_FOUND &&
           strstr(cufw_error_detail(), "cufw_counter") != NULL,
       "cufw_module_global: likewise: %s", cufw_error_detail());
    fake_fail("cuLibraryGetManaged", 1, CUDA_ERROR_NOT_FOUND);
    rc = cufw_module_managed(st.mm, "cufwfake_x", &st.out, NULL);
    ok(rc == CUFW_ERROR_NOT_FOUND && strstr(cufw_error_detail(), "cufwfake_x") != NULL,
       "cufw_module_managed: likewise");
    fake.set_fail(NULL);
    teardown();

    /* the error-name calls failing while a failure is reported */
    setup(0);
    fake.set_fail("cuMemAlloc:1:2,cuGetErrorName:0:1,cuGetErrorString:0:1");
    rc = cufw_malloc(&st.out, 64);
    fake.set_fail(NULL);
    ok(rc == CUFW_ERROR_OUT_OF_MEMORY && cufw_driver_result() == CUDA_ERROR_OUT_OF_MEMORY &&
           strstr(cufw_error_detail(), "cuMemAlloc") != NULL,
       "cuGetErrorName/String failing too: still the code, CUresult and call: %s",
       cufw_error_detail());
    teardown();

    /* a lookup across images: a failed load of an earlier image does not
     * hide the kernel in a later one; when none has it, the first error */
    setup(0);
    fake_fail("cuLibraryLoadData", 1, CUDA_ERROR_OUT_OF_MEMORY);
    rc = cufw_kernel_find("cufw_empty", &st.k);
    fake.set_fail(NULL);
    ok(rc == CUFW_OK && st.k != NULL, "cufw_kernel_find: vector fails to load, misc has it");
    teardown();
    setup(0);
    fake_fail("cuLibraryLoadData", 1, CUDA_ERROR_OUT_OF_MEMORY);
    rc = cufw_kernel_find("no_such_kernel", &st.k);
    fake.set_fail(NULL);
    is_int(CUFW_ERROR_OUT_OF_MEMORY, rc, "cufw_kernel_find: in no image, the first error");
    teardown();

    /* a sticky fault from the synchronisation is kept until reset */
    setup(S_CTX);
    fake_fail("cuCtxSynchronize", 1, CUDA_ERROR_ILLEGAL_ADDRESS);
    rc = cufw_device_synchronize();
    fake.set_fail(NULL);
    cufw_sticky_error(&sticky, NULL, NULL);
    ok(rc == CUFW_ERROR_ILLEGAL_ADDRESS && sticky == CUFW_ERROR_ILLEGAL_ADDRESS,
       "an illegal address is sticky");
    fake_fail("cuCtxSynchronize", 1, CUDA_ERROR_LAUNCH_FAILED);
    cufw_device_synchronize();
    fake.set_fail(NULL);
    cufw_sticky_error(&sticky, NULL, NULL);
    is_int(CUFW_ERROR_ILLEGAL_ADDRESS, sticky, "the first sticky error wins");
    teardown();
    cufw_sticky_error(&sticky, NULL, NULL);
    is_int(CUFW_OK, sticky, "the reset cleared it");
}

/* The fatbin of an embedded image and its size. */
static unsigned char *image(const char *name, size_t *size)
{
    const struct cufw_image *img = cufw_image_find(name);
    struct cufw_image rec;

    if (img == NULL)
        bail("the embedded image %s is missing", name);
    memcpy(&rec, img, sizeof rec);
    *size = (size_t)rec.data_size;
    return (unsigned char *)cufw_image_data(img);
}

int main(void)
{
    unsigned i;
    struct cufwfake_live live;

    plan_lazy();
    fake_start();
    vector_fb = image("vector", &vector_size);
    misc_fb = image("misc", &misc_size);
    write_file(misc_path, sizeof misc_path, misc_fb, misc_size);
    teardown();
    for (i = 0; i < NSCENARIOS; i++)
        scenario(&scenarios[i]);
    special_cases();
    every_result();
    unlink(misc_path);
    fake.live(&live);
    ok(live.streams == 0 && live.events == 0 && live.device_allocs == 0 &&
           live.host_allocs == 0 && live.registered == 0 && live.libraries == leaked_libraries,
       "the driver holds nothing at the end (%lu streams, %lu events, %lu allocations; %lu "
       "libraries, those whose unload failed: %lu)",
       live.streams, live.events, live.device_allocs, live.libraries, leaked_libraries);
    return 0;
}
