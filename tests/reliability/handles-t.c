/* SPDX-License-Identifier: MIT */
/*
 * tests/reliability/handles-t.c -- every function that takes a stream,
 * event, module or kernel handle, given handles that are not live: never
 * created (a stack object, a pointer into the middle of a live handle, an
 * arbitrary address), destroyed, released by a device reset, unloaded with
 * their module, or of another kind.
 *
 * A value inside cufw's own tables (or NULL where a handle is needed) is
 * cufw's to judge: each function must return CUFW_ERROR_INVALID_HANDLE (or
 * NULL where it returns a pointer) without calling the driver. Any other
 * stream, event or kernel value is the driver's own handle to cufw (that is
 * how a CUstream made with the Driver API is used): it must reach the
 * driver unchanged -- the stand-in driver checks its handles and refuses
 * these with CUDA_ERROR_INVALID_HANDLE, CUFW_ERROR_DRIVER_HANDLE -- and the
 * raw accessors give it back as it is. Modules are always cufw's. Either
 * way the capacity counts stay as they were.
 */
#define _POSIX_C_SOURCE 200809L
#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cufw/cufw.h>

#include "tests/reliability/fakectl.h"
#include "tests/tap/basic.h"

#define IH CUFW_ERROR_INVALID_HANDLE
#define DH CUFW_ERROR_DRIVER_HANDLE

/* The answer the handle under test must get: IH (cufw refuses it) or DH
 * (the driver does). */
static int want = IH;

/* How many of rc[0..n) are not the wanted answer (zero_ok: the index of a
 * call that does no work and may succeed without the driver, or -1). */
static int wrong(const int *rc, int n, const char *kind, int zero_ok)
{
    int i, bad = 0;

    for (i = 0; i < n; i++) {
        if (rc[i] == want || (want == DH && i == zero_ok && rc[i] == CUFW_OK))
            continue;
        diag("%s call %d: %s", kind, i, cufw_error_name(rc[i]));
        bad++;
    }
    return bad;
}

/* A raw accessor's answer: NULL for what cufw refuses, the value itself
 * for a driver handle. */
static int raw_wrong(const void *raw, const void *handle)
{
    return want == IH ? raw != NULL : raw != handle;
}

static cufw_devptr dev;
static unsigned char host[64];
static cufw_kernel *good_kernel;
static cufw_stream *good_stream;
static cufw_event *good_event;
static cufw_module *good_module;
static const cufw_dim3 one = {1, 1, 1};

static void hit(void *p)
{
    (void)p;
}

/* Every function given a bad stream s; returns how many did not refuse. */
static int stream_calls(cufw_stream *s)
{
    int rc[32], n = 0;
    unsigned u;
    int v;
    cufw_devptr d;

    rc[n++] = cufw_stream_destroy(s);
    rc[n++] = cufw_stream_synchronize(s);
    rc[n++] = cufw_stream_query(s);
    rc[n++] = cufw_stream_wait_event(s, good_event);
    rc[n++] = cufw_stream_flags(s, &u);
    rc[n++] = cufw_stream_priority(s, &v);
    rc[n++] = cufw_stream_add_callback(s, hit, NULL);
    rc[n++] = cufw_event_record(good_event, s);
    rc[n++] = cufw_launch(good_kernel, one, one, 0, s, NULL);
    rc[n++] = cufw_launch_cooperative(good_kernel, one, one, 0, s, NULL);
    rc[n++] = cufw_malloc_async(&d, 64, s);
    rc[n++] = cufw_free_async(dev, s);
    rc[n++] = cufw_memcpy_htod_async(dev, host, 64, s);
    rc[n++] = cufw_memcpy_dtoh_async(host, dev, 64, s);
    rc[n++] = cufw_memcpy_dtod_async(dev, dev, 64, s);
    rc[n++] = cufw_memcpy_async(host, host, 64, s);
    rc[n++] = cufw_memcpy_htod_async(dev, host, 0, s); /* zero bytes: still checked by cufw */
    rc[n++] = cufw_memcpy_2d_async(host, 8, host, 8, 8, 8, s);
    rc[n++] = cufw_memset_d8_async(dev, 0, 64, s);
    rc[n++] = cufw_memset_d32_async(dev, 0, 16, s);
    rc[n++] = cufw_memset_2d_d8_async(dev, 8, 0, 8, 8, s);
    return wrong(rc, n, "stream", 16) + raw_wrong(cufw_stream_raw(s), s);
}

static int event_calls(cufw_event *e)
{
    int rc[16], n = 0;
    float ms;

    rc[n++] = cufw_event_destroy(e);
    rc[n++] = cufw_event_record(e, NULL);
    rc[n++] = cufw_event_query(e);
    rc[n++] = cufw_event_synchronize(e);
    rc[n++] = cufw_event_elapsed(&ms, e, good_event);
    rc[n++] = cufw_event_elapsed(&ms, good_event, e);
    rc[n++] = cufw_stream_wait_event(NULL, e);
    rc[n++] = cufw_stream_wait_event(good_stream, e);
    return wrong(rc, n, "event", -1) + raw_wrong(cufw_event_raw(e), e);
}

static int module_calls(cufw_module *m)
{
    int rc[16], n = 0, bad = 0, i;
    cufw_kernel *k;
    cufw_devptr d;

    rc[n++] = cufw_module_load(m);
    rc[n++] = cufw_module_unload(m);
    rc[n++] = cufw_kernel_open(m, "cufw_vadd", &k);
    rc[n++] = cufw_module_global(m, "cufw_counter", &d, NULL);
    rc[n++] = cufw_module_managed(m, "cufwfake_x", &d, NULL);
    for (i = 0; i < n; i++)
        if (rc[i] != IH) {
            diag("module call %d: %s", i, cufw_error_name(rc[i]));
            bad++;
        }
    return bad + (cufw_module_name(m) != NULL);
}

static int kernel_calls(cufw_kernel *k)
{
    int rc[16], n = 0, v;
    void *f;

    rc[n++] = cufw_kernel_attribute(k, 4, &v);
    rc[n++] = cufw_kernel_set_attribute(k, 8, 0);
    rc[n++] = cufw_kernel_max_active_blocks(k, 32, 0, 0, &v);
    rc[n++] = cufw_launch(k, one, one, 0, NULL, NULL);
    rc[n++] = cufw_launch_cooperative(k, one, one, 0, NULL, NULL);
    rc[n++] = cufw_kernel_set_cache_config(k, 0);
    rc[n++] = cufw_kernel_set_attribute_for_device(k, 8, 0, 0);
    rc[n++] = cufw_kernel_function(k, &f);
    return wrong(rc, n, "kernel", -1) + (cufw_kernel_name(k) != NULL) +
           raw_wrong(cufw_kernel_raw(k), k);
}

/* Run f on a bad handle: all refused, by cufw without the driver or by the
 * driver (wanted), no count changed. */
#define CHECKED(f, h, wanted, what)                                                             \
    do {                                                                                        \
        struct caps before_, after_;                                                            \
        const char *calls_[8];                                                                  \
        unsigned ncalls_;                                                                       \
        int bad_;                                                                               \
                                                                                                \
        want = (wanted);                                                                        \
        caps_get(&before_);                                                                     \
        fake.trace_reset();                                                                     \
        bad_ = f(h);                                                                            \
        ncalls_ = fake.trace(calls_, 8);                                                        \
        caps_get(&after_);                                                                      \
        if (want == IH && ncalls_ > 0)                                                          \
            diag("the driver was called: %s", calls_[0]);                                       \
        ok(bad_ == 0 && (want == IH) == (ncalls_ == 0) &&                                       \
               caps_diff(&before_, &after_, -1, 0) == -1,                                       \
           want == IH ? "%s: every call refuses it, without the driver"                         \
                      : "%s: cufw hands it to the driver, which refuses it",                    \
           what);                                                                               \
    } while (0)
#define REFUSED(f, h, what) CHECKED(f, h, IH, what)
#define FOREIGN(f, h, what) CHECKED(f, h, DH, what)

int main(void)
{
    cufw_stream *dead_stream = NULL, *reset_stream = NULL;
    cufw_event *dead_event = NULL, *reset_event = NULL;
    cufw_module *dead_module = NULL;
    cufw_kernel *dead_kernel = NULL;
    union {
        unsigned char bytes[512];
        long long align;
    } stack;
    unsigned char *copy;
    const struct cufw_image *img;
    struct cufw_image rec;

    plan(28);
    fake_start();
    memset(&stack, 0x5A, sizeof stack);
    img = cufw_image_find("vector");
    memcpy(&rec, img, sizeof rec);
    copy = malloc((size_t)rec.data_size);
    if (copy == NULL)
        bail("out of memory");
    memcpy(copy, cufw_image_data(img), (size_t)rec.data_size);
    if (cufw_module_open("vector", &good_module) != 0 ||
        cufw_kernel_open(good_module, "cufw_vadd", &good_kernel) != 0 ||
        cufw_stream_create(&good_stream, 0, 0) != 0 || cufw_event_create(&good_event, 0) != 0 ||
        cufw_malloc(&dev, 64) != 0)
        bail("setup: %s", cufw_error_detail());

    /* destroyed and released handles */
    ok(cufw_stream_create(&dead_stream, 0, 0) == 0 && cufw_stream_destroy(dead_stream) == 0,
       "a destroyed stream");
    ok(cufw_event_create(&dead_event, 0) == 0 && cufw_event_destroy(dead_event) == 0,
       "a destroyed event");
    ok(cufw_module_open_fatbin(copy, (size_t)rec.data_size, "copy", &dead_module) == 0 &&
           cufw_kernel_open(dead_module, "cufw_fill_u32", &dead_kernel) == 0 &&
           cufw_module_unload(dead_module) == 0,
       "an unloaded module and its kernel");

    REFUSED(stream_calls, dead_stream, "destroyed stream");
    FOREIGN(stream_calls, (cufw_stream *)(void *)stack.bytes, "stream on the stack");
    REFUSED(stream_calls, (cufw_stream *)(void *)((char *)good_stream + 4),
            "pointer into a live stream");
    FOREIGN(stream_calls, (cufw_stream *)(void *)good_event, "an event as a stream");
    FOREIGN(stream_calls, (cufw_stream *)(void *)good_kernel, "a kernel as a stream");
    FOREIGN(stream_calls, (cufw_stream *)(uintptr_t)0x3, "the address 3 as a stream");
    REFUSED(event_calls, dead_event, "destroyed event");
    FOREIGN(event_calls, (cufw_event *)(void *)stack.bytes, "event on the stack");
    REFUSED(event_calls, (cufw_event *)(void *)((char *)good_event + 1), "pointer into a live event");
    FOREIGN(event_calls, (cufw_event *)(void *)good_stream, "a stream as an event");
    REFUSED(event_calls, NULL, "NULL event");
    REFUSED(module_calls, dead_module, "unloaded module");
    REFUSED(module_calls, (cufw_module *)(void *)stack.bytes, "module on the stack");
    REFUSED(module_calls, (cufw_module *)(void *)good_kernel, "a kernel as a module");
    REFUSED(module_calls, NULL, "NULL module");
    REFUSED(kernel_calls, dead_kernel, "kernel of an unloaded module");
    FOREIGN(kernel_calls, (cufw_kernel *)(void *)stack.bytes, "kernel on the stack");
    REFUSED(kernel_calls, (cufw_kernel *)(void *)((char *)good_kernel + 8),
            "pointer into a live kernel");
    FOREIGN(kernel_calls, (cufw_kernel *)(void *)good_module, "a module as a kernel");
    REFUSED(kernel_calls, NULL, "NULL kernel");

    /* the default streams are not streams to destroy */
    is_int(IH, cufw_stream_destroy(CUFW_STREAM_LEGACY), "the legacy default stream cannot be destroyed");
    is_int(IH, cufw_stream_destroy(NULL), "nor NULL");

    /* a device reset releases the streams and events of that device */
    ok(cufw_stream_create(&reset_stream, 0, 0) == 0 && cufw_event_create(&reset_event, 0) == 0 &&
           cufw_device_reset(0) == 0 && cufw_stream_create(&good_stream, 0, 0) == 0 &&
           cufw_event_create(&good_event, 0) == 0 && cufw_malloc(&dev, 64) == 0,
       "a stream and an event, then a device reset (and new live ones)");
    REFUSED(stream_calls, reset_stream, "stream of a reset device");
    REFUSED(event_calls, reset_event, "event of a reset device");
    free(copy);
    return 0;
}
