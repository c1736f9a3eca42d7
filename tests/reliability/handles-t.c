/* SPDX-License-Identifier: MIT */
/*
 * tests/reliability/handles-t.c -- every function that takes a stream,
 * event, module, kernel, graph, executable graph, graph node or library
 * handle, given handles that are not live: never created (a stack object,
 * a pointer into the middle of a live handle, an arbitrary address),
 * destroyed, released by a device reset, unloaded with their module, or
 * of another kind.
 *
 * A value inside cufw's own tables (or NULL where a handle is needed) is
 * cufw's to judge: each function must return CUFW_ERROR_INVALID_HANDLE (or
 * NULL where it returns a pointer) without calling the driver. That holds
 * for a handle of another kind too (issue 25, N7: an event passed as a
 * stream, a stream as an executable graph, a module as a library used to
 * reach the driver as the driver's own handle: a pointer into cufw's
 * tables that a real driver dereferences), and its detail names both kinds.
 * Any other stream, event or kernel value is the driver's own handle to
 * cufw (that is how a CUstream made with the Driver API is used): it must
 * reach the driver unchanged -- the stand-in driver checks its handles and
 * refuses these with CUDA_ERROR_INVALID_HANDLE, CUFW_ERROR_DRIVER_HANDLE --
 * and the raw accessors give it back as it is. Modules are always cufw's.
 * Either way the capacity counts stay as they were.
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
 * (the driver does); and, for a handle of another kind, what each
 * refusal's detail must say ("an event handle where a stream is
 * expected"), else NULL. */
static int want = IH;
static const char *want_detail;

/* The calls of one group: each one's answer, and whether its detail said
 * what want_detail asks. */
struct calls {
    int rc[32];
    int said[32];
    int n;
};

static void note(struct calls *c, int rc)
{
    c->said[c->n] = want_detail == NULL || strstr(cufw_error_detail(), want_detail) != NULL;
    if (!c->said[c->n])
        diag("call %d: detail \"%s\", not \"%s\"", c->n, cufw_error_detail(), want_detail);
    c->rc[c->n++] = rc;
}
#define CALL(c, call) note((c), (call))

/* How many of the calls are not the wanted answer (zero_ok: the index of a
 * call that does no work and may succeed without the driver, or -1). */
static int wrong(const struct calls *c, const char *kind, int zero_ok)
{
    int i, bad = 0;

    for (i = 0; i < c->n; i++) {
        if ((c->rc[i] == want && c->said[i]) ||
            (want == DH && i == zero_ok && c->rc[i] == CUFW_OK))
            continue;
        diag("%s call %d: %s", kind, i, cufw_error_name(c->rc[i]));
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
    struct calls c = {.n = 0};
    unsigned u;
    int v;
    cufw_devptr d;
    cufw_graph *g;

    CALL(&c, cufw_stream_destroy(s));
    CALL(&c, cufw_stream_synchronize(s));
    CALL(&c, cufw_stream_query(s));
    CALL(&c, cufw_stream_wait_event(s, good_event));
    CALL(&c, cufw_stream_flags(s, &u));
    CALL(&c, cufw_stream_priority(s, &v));
    CALL(&c, cufw_stream_add_callback(s, hit, NULL));
    CALL(&c, cufw_event_record(good_event, s));
    CALL(&c, cufw_launch(good_kernel, one, one, 0, s, NULL));
    CALL(&c, cufw_launch_cooperative(good_kernel, one, one, 0, s, NULL));
    CALL(&c, cufw_malloc_async(&d, 64, s));
    CALL(&c, cufw_free_async(dev, s));
    CALL(&c, cufw_memcpy_htod_async(dev, host, 64, s));
    CALL(&c, cufw_memcpy_dtoh_async(host, dev, 64, s));
    CALL(&c, cufw_memcpy_dtod_async(dev, dev, 64, s));
    CALL(&c, cufw_memcpy_async(host, host, 64, s));
    CALL(&c, cufw_memcpy_htod_async(dev, host, 0, s)); /* zero bytes: still checked by cufw */
    CALL(&c, cufw_memcpy_2d_async(host, 8, host, 8, 8, 8, s));
    CALL(&c, cufw_memset_d8_async(dev, 0, 64, s));
    CALL(&c, cufw_memset_d32_async(dev, 0, 16, s));
    CALL(&c, cufw_memset_2d_d8_async(dev, 8, 0, 8, 8, s));
    CALL(&c, cufw_stream_is_capturing(s, &v));
    CALL(&c, cufw_event_record_flags(good_event, s, 0));
    if (want == IH) { /* the driver's streams go on to the stand-in's missing graph calls */
        CALL(&c, cufw_stream_begin_capture(s, CUFW_CAPTURE_GLOBAL));
        CALL(&c, cufw_stream_end_capture(s, &g));
    }
    return wrong(&c, "stream", 16) + raw_wrong(cufw_stream_raw(s), s);
}

static int event_calls(cufw_event *e)
{
    struct calls c = {.n = 0};
    float ms;

    CALL(&c, cufw_event_destroy(e));
    CALL(&c, cufw_event_record(e, NULL));
    CALL(&c, cufw_event_query(e));
    CALL(&c, cufw_event_synchronize(e));
    CALL(&c, cufw_event_elapsed(&ms, e, good_event));
    CALL(&c, cufw_event_elapsed(&ms, good_event, e));
    CALL(&c, cufw_stream_wait_event(NULL, e));
    CALL(&c, cufw_stream_wait_event(good_stream, e));
    CALL(&c, cufw_event_record_flags(e, NULL, 0));
    return wrong(&c, "event", -1) + raw_wrong(cufw_event_raw(e), e);
}

static int module_calls(cufw_module *m)
{
    struct calls c = {.n = 0};
    cufw_kernel *k;
    cufw_library *lib;
    cufw_devptr d;
    int saved = want;

    want = IH; /* a module is never the driver's */
    CALL(&c, cufw_module_load(m));
    CALL(&c, cufw_module_unload(m));
    CALL(&c, cufw_kernel_open(m, "cufw_vadd", &k));
    CALL(&c, cufw_module_global(m, "cufw_counter", &d, NULL));
    CALL(&c, cufw_module_managed(m, "cufwfake_x", &d, NULL));
    CALL(&c, cufw_module_library(m, &lib));
    want = saved;
    return wrong(&c, "module", -1) + (cufw_module_name(m) != NULL);
}

static int kernel_calls(cufw_kernel *k)
{
    struct calls c = {.n = 0};
    int v;
    void *f;

    CALL(&c, cufw_kernel_attribute(k, 4, &v));
    CALL(&c, cufw_kernel_set_attribute(k, 8, 0));
    CALL(&c, cufw_kernel_max_active_blocks(k, 32, 0, 0, &v));
    CALL(&c, cufw_launch(k, one, one, 0, NULL, NULL));
    CALL(&c, cufw_launch_cooperative(k, one, one, 0, NULL, NULL));
    CALL(&c, cufw_kernel_set_cache_config(k, 0));
    CALL(&c, cufw_kernel_set_attribute_for_device(k, 8, 0, 0));
    CALL(&c, cufw_kernel_function(k, &f));
    CALL(&c, cufw_kernel_prepare(k));
    return wrong(&c, "kernel", -1) + (cufw_kernel_name(k) != NULL) +
           raw_wrong(cufw_kernel_raw(k), k);
}

/* The driver's own kinds, which cufw keeps no table of: one of cufw's
 * handles there is refused before anything else is looked at, so these
 * need no graph entry points in the driver (the stand-in has none). A
 * real graph is not needed either: the dependency's check comes first. */
static int graph_calls(void *h)
{
    struct calls c = {.n = 0};
    cufw_graph *g = h;
    cufw_graph_node *nd;
    cufw_graph_exec *e;
    size_t count = 0;

    CALL(&c, cufw_graph_destroy(g));
    CALL(&c, cufw_graph_add_kernel(g, &nd, NULL, 0, good_kernel, one, one, 0, NULL));
    CALL(&c, cufw_graph_add_memcpy_htod(g, &nd, NULL, 0, dev, host, 8));
    CALL(&c, cufw_graph_add_memcpy_dtoh(g, &nd, NULL, 0, host, dev, 8));
    CALL(&c, cufw_graph_add_memcpy_dtod(g, &nd, NULL, 0, dev, dev, 8));
    CALL(&c, cufw_graph_add_memset_d8(g, &nd, NULL, 0, dev, 0, 8));
    CALL(&c, cufw_graph_add_memset_d32(g, &nd, NULL, 0, dev, 0, 2));
    CALL(&c, cufw_graph_add_empty(g, &nd, NULL, 0));
    CALL(&c, cufw_graph_nodes(g, NULL, &count));
    CALL(&c, cufw_graph_instantiate(g, &e, 0));
    CALL(&c, cufw_graph_exec_update((cufw_graph_exec *)(void *)&count, g, NULL));
    return wrong(&c, "graph", -1);
}

static int exec_calls(void *h)
{
    struct calls c = {.n = 0};
    cufw_graph_exec *e = h;
    cufw_graph_node *nd = (cufw_graph_node *)(void *)host;
    void *args[1] = {NULL};

    CALL(&c, cufw_graph_exec_destroy(e));
    CALL(&c, cufw_graph_launch(e, NULL));
    CALL(&c, cufw_graph_upload(e, NULL));
    CALL(&c, cufw_graph_exec_set_kernel_args(e, nd, args));
    CALL(&c, cufw_graph_exec_set_kernel(e, nd, good_kernel, one, one, 0, args));
    CALL(&c, cufw_graph_exec_update(e, (cufw_graph *)(void *)host, NULL));
    return wrong(&c, "executable graph", -1);
}

static int node_calls(void *h)
{
    struct calls c = {.n = 0};
    cufw_graph *g = (cufw_graph *)(void *)host;
    cufw_graph_exec *e = (cufw_graph_exec *)(void *)host;
    cufw_graph_node *nd = h, *deps[2], *out;
    void *args[1] = {NULL};
    int type;

    deps[0] = (cufw_graph_node *)(void *)host; /* the driver's, as far as cufw can tell */
    deps[1] = nd;
    CALL(&c, cufw_graph_node_type(nd, &type));
    CALL(&c, cufw_graph_exec_set_kernel_args(e, nd, args));
    CALL(&c, cufw_graph_exec_set_kernel(e, nd, good_kernel, one, one, 0, args));
    CALL(&c, cufw_graph_add_empty(g, &out, deps, 2));
    CALL(&c, cufw_graph_add_kernel(g, &out, deps, 2, good_kernel, one, one, 0, args));
    CALL(&c, cufw_graph_add_memcpy_dtod(g, &out, deps, 2, dev, dev, 8));
    CALL(&c, cufw_graph_add_memset_d8(g, &out, deps, 2, dev, 0, 8));
    return wrong(&c, "graph node", -1);
}

static int library_calls(void *h)
{
    struct calls c = {.n = 0};
    cufw_library *lib = h;
    cufw_kernel *k;
    cufw_kernel *ks[1];
    cufw_devptr d;
    unsigned count;
    void *f;

    CALL(&c, cufw_library_kernel(lib, "cufw_vadd", &k));
    CALL(&c, cufw_library_kernel_count(lib, &count));
    CALL(&c, cufw_library_kernels(lib, ks, 1));
    CALL(&c, cufw_library_global(lib, "cufw_counter", &d, NULL));
    CALL(&c, cufw_library_managed(lib, "cufwfake_x", &d, NULL));
    CALL(&c, cufw_library_unified_function(lib, "cufw_vadd", &f));
    CALL(&c, cufw_library_unload(lib));
    return wrong(&c, "library", -1);
}

/* Run f on a bad handle: all refused, by cufw without the driver or by the
 * driver (wanted), no count changed; each refusal's detail says detail
 * (NULL: anything). */
#define CHECKED(f, h, wanted, detail, what)                                                     \
    do {                                                                                        \
        struct caps before_, after_;                                                            \
        const char *calls_[8];                                                                  \
        unsigned ncalls_;                                                                       \
        int bad_;                                                                               \
                                                                                                \
        want = (wanted);                                                                        \
        want_detail = (detail);                                                                 \
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
#define REFUSED(f, h, what) CHECKED(f, h, IH, NULL, what)
#define FOREIGN(f, h, what) CHECKED(f, h, DH, NULL, what)
/* a handle of cufw's of one kind where another is expected: refused by
 * cufw, the detail naming both ("an event handle where a stream is
 * expected") */
#define WRONG_KIND(f, h, given, expected, what)                                                 \
    CHECKED(f, (void *)(h), IH, given " handle where " expected " is expected", what)

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

    plan(44);
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
    FOREIGN(stream_calls, (cufw_stream *)(uintptr_t)0x3, "the address 3 as a stream");
    REFUSED(event_calls, dead_event, "destroyed event");
    FOREIGN(event_calls, (cufw_event *)(void *)stack.bytes, "event on the stack");
    REFUSED(event_calls, (cufw_event *)(void *)((char *)good_event + 1), "pointer into a live event");
    REFUSED(event_calls, NULL, "NULL event");
    REFUSED(module_calls, dead_module, "unloaded module");
    REFUSED(module_calls, (cufw_module *)(void *)stack.bytes, "module on the stack");
    REFUSED(module_calls, NULL, "NULL module");
    REFUSED(kernel_calls, dead_kernel, "kernel of an unloaded module");
    FOREIGN(kernel_calls, (cufw_kernel *)(void *)stack.bytes, "kernel on the stack");
    REFUSED(kernel_calls, (cufw_kernel *)(void *)((char *)good_kernel + 8),
            "pointer into a live kernel");
    REFUSED(kernel_calls, NULL, "NULL kernel");

    /* handles of one kind where another is expected (N7): cufw's own,
     * live or not, never the driver's */
    WRONG_KIND(stream_calls, good_event, "an event", "a stream", "an event as a stream");
    WRONG_KIND(stream_calls, good_kernel, "a kernel", "a stream", "a kernel as a stream");
    WRONG_KIND(stream_calls, good_module, "a module", "a stream", "a module as a stream");
    WRONG_KIND(stream_calls, dead_event, "an event", "a stream", "a destroyed event as a stream");
    WRONG_KIND(event_calls, good_stream, "a stream", "an event", "a stream as an event");
    WRONG_KIND(event_calls, good_kernel, "a kernel", "an event", "a kernel as an event");
    WRONG_KIND(event_calls, good_module, "a module", "an event", "a module as an event");
    WRONG_KIND(module_calls, good_kernel, "a kernel", "a module", "a kernel as a module");
    WRONG_KIND(module_calls, good_stream, "a stream", "a module", "a stream as a module");
    WRONG_KIND(module_calls, good_event, "an event", "a module", "an event as a module");
    WRONG_KIND(kernel_calls, good_module, "a module", "a kernel", "a module as a kernel");
    WRONG_KIND(kernel_calls, good_stream, "a stream", "a kernel", "a stream as a kernel");
    WRONG_KIND(kernel_calls, good_event, "an event", "a kernel", "an event as a kernel");
    WRONG_KIND(graph_calls, good_stream, "a stream", "a graph", "a stream as a graph");
    WRONG_KIND(graph_calls, good_kernel, "a kernel", "a graph", "a kernel as a graph");
    WRONG_KIND(exec_calls, good_stream, "a stream", "an executable graph",
               "a stream as an executable graph");
    WRONG_KIND(exec_calls, good_event, "an event", "an executable graph",
               "an event as an executable graph");
    WRONG_KIND(node_calls, good_event, "an event", "a graph node", "an event as a graph node");
    WRONG_KIND(library_calls, good_module, "a module", "a library", "a module as a library");
    WRONG_KIND(library_calls, good_kernel, "a kernel", "a library", "a kernel as a library");
    ok(cufw_stream_synchronize((cufw_stream *)(void *)good_event) == IH &&
           strcmp(cufw_error_detail(), "cufw_stream_synchronize: an event handle where a "
                                       "stream is expected (cufw's handles carry their kind)") == 0,
       "the detail names the function and both kinds: %s", cufw_error_detail());

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
