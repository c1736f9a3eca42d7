/* SPDX-License-Identifier: MIT */
/*
 * tests/core/graph-t.c -- cufw/graph.h on the device: one pipeline of
 * copies, a fill, an empty join and three dependent kernels, built node by
 * node and recorded by stream capture, each replayed many times with
 * arguments changed between replays (kernel-node updates, whole-graph
 * updates) and checked against a CPU reference on fresh random data with
 * poisoned outputs; the graphs used through the Driver API; and every
 * error path that can be reached on a real driver.
 *
 * The pipeline, on n floats (n not a multiple of 4: the triad kernel's
 * vector path and its tail both run):
 *
 *   x <- hx (copy in)     y <- c0 (fill)
 *            \              /
 *             empty join (node-built only)
 *                  |
 *   saxpy:   y = alpha * x + y
 *   vadd:    z = x + y
 *   triad:   w = z + s * x
 *   copy:    y <- w
 *   copy out: hw <- y
 *
 * so hw = x + (alpha * x + c0) + s * x.
 */
#define _POSIX_C_SOURCE 200809L
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cufw/call.h>

#include "tests/core/devtest.h"
#include "tests/tap/basic.h"

#define N 5001
#define NODE_REPLAYS 1000
#define CAPTURE_REPLAYS 200

static cufw_kernel *k_saxpy, *k_vadd, *k_triad, *k_fill;
static cufw_devptr x, y, z, w;
static float *hx, *hw;
static cufw_stream *st;
static size_t n = N;

static unsigned bits_of(float f)
{
    unsigned u;

    memcpy(&u, &f, sizeof u);
    return u;
}

/* The arguments of the three kernels; the graphs copy the values. */
struct params {
    float alpha, s, c0;
};

/* Fresh input, poisoned output (host and device), then one replay
 * launched by launch(); 1 when hw matches the reference. */
static int replay_checked(const struct params *p, int (*launch)(void *), void *ctx,
                          size_t *bad_at)
{
    size_t i;

    devtest_randf(hx, n);
    memset(hw, 0xff, n * sizeof *hw); /* NaN */
    if (cufw_memset_d32_async(y, 0x7fc00000u, n, st) != CUFW_OK ||
        cufw_memset_d32_async(z, 0x7fc00000u, n, st) != CUFW_OK ||
        cufw_memset_d32_async(w, 0x7fc00000u, n, st) != CUFW_OK || launch(ctx) != CUFW_OK ||
        cufw_stream_synchronize(st) != CUFW_OK) {
        diag("replay failed: %s: %s", cufw_error_name(cufw_stream_query(st)),
             cufw_error_detail());
        *bad_at = (size_t)-1;
        return 0;
    }
    for (i = 0; i < n; i++) {
        float want = hx[i] + (p->alpha * hx[i] + p->c0) + p->s * hx[i];

        if (!(fabsf(hw[i] - want) <= 1e-5f * (1.0f + fabsf(want)))) {
            *bad_at = i;
            diag("element %zu: %g, want %g (alpha %g, s %g, c0 %g)", i, hw[i], want, p->alpha,
                 p->s, p->c0);
            return 0;
        }
    }
    return 1;
}

/* ------------------------------------------------------------ built node by node */

struct built {
    cufw_graph *g;
    cufw_graph_node *in, *fill, *join, *saxpy, *vadd, *triad, *copy, *out;
};

static int build(struct built *b, const struct params *p)
{
    cufw_graph_node *deps[2];
    void *saxpy_args[] = {(void *)&p->alpha, &x, &y, &n};
    void *vadd_args[] = {&x, &y, &z, &n};
    void *triad_args[] = {&w, &z, &x, (void *)&p->s, &n};
    cufw_dim3 grid = devtest_dim(8), block = devtest_dim(128);
    int rc;

    if ((rc = cufw_graph_create(&b->g)) != CUFW_OK ||
        (rc = cufw_graph_add_memcpy_htod(b->g, &b->in, NULL, 0, x, hx, n * 4)) != CUFW_OK ||
        (rc = cufw_graph_add_memset_d32(b->g, &b->fill, NULL, 0, y, bits_of(p->c0), n)) !=
            CUFW_OK)
        return rc;
    deps[0] = b->in;
    deps[1] = b->fill;
    if ((rc = cufw_graph_add_empty(b->g, &b->join, deps, 2)) != CUFW_OK ||
        (rc = cufw_graph_add_kernel(b->g, &b->saxpy, &b->join, 1, k_saxpy, grid, block, 0,
                                    saxpy_args)) != CUFW_OK ||
        (rc = cufw_graph_add_kernel(b->g, &b->vadd, &b->saxpy, 1, k_vadd, grid, block, 0,
                                    vadd_args)) != CUFW_OK ||
        (rc = cufw_graph_add_kernel(b->g, &b->triad, &b->vadd, 1, k_triad, grid, block, 0,
                                    triad_args)) != CUFW_OK ||
        (rc = cufw_graph_add_memcpy_dtod(b->g, &b->copy, &b->triad, 1, y, w, n * 4)) !=
            CUFW_OK ||
        (rc = cufw_graph_add_memcpy_dtoh(b->g, &b->out, &b->copy, 1, hw, y, n * 4)) != CUFW_OK)
        return rc;
    return CUFW_OK;
}

static int launch_exec(void *exec)
{
    return cufw_graph_launch(exec, st);
}

/* The same executable graph launched through the Driver API. */
static int launch_exec_driver(void *exec)
{
    cufw_call_pfn_cuGraphLaunch launch = cufw_call_cuGraphLaunch();

    return launch == NULL ? CUFW_ERROR_NOT_SUPPORTED
                          : cufw_call_failed(launch((CUgraphExec)exec,
                                                    (CUstream)cufw_stream_raw(st)),
                                             "cuGraphLaunch");
}

static void test_nodes(void)
{
    struct params p = {0.5f, 2.0f, 0.25f};
    struct built b;
    cufw_graph_exec *exec = NULL;
    size_t count = 0, bad_at = 0;
    unsigned i, good = 0, first_bad = 0;
    int rc, type = -1;

    devtest_is(CUFW_OK, build(&b, &p), "nodes: build the pipeline node by node");
    count = 0;
    ok(cufw_graph_nodes(b.g, NULL, &count) == CUFW_OK && count == 8, "nodes: 8 nodes (%zu)",
       count);
    ok(cufw_graph_node_type(b.saxpy, &type) == CUFW_OK && type == CUFW_GRAPH_NODE_KERNEL &&
           cufw_graph_node_type(b.fill, &type) == CUFW_OK && type == CUFW_GRAPH_NODE_MEMSET &&
           cufw_graph_node_type(b.out, &type) == CUFW_OK && type == CUFW_GRAPH_NODE_MEMCPY &&
           cufw_graph_node_type(b.join, &type) == CUFW_OK && type == CUFW_GRAPH_NODE_EMPTY,
       "nodes: kernel, memset, memcpy and empty nodes have their types");
    devtest_is(CUFW_OK, cufw_graph_instantiate(b.g, &exec, 0), "nodes: instantiate");
    devtest_is(CUFW_OK, cufw_graph_upload(exec, st), "nodes: upload");
    /* Replays: a new alpha in the executable graph every time (the node
     * in the graph keeps the old one), a new triad launch every tenth time,
     * every 50th replay launched through the Driver API. */
    for (i = 0; i < NODE_REPLAYS; i++) {
        void *saxpy_args[] = {&p.alpha, &x, &y, &n};

        p.alpha = test_randf() * 4.0f;
        rc = cufw_graph_exec_set_kernel_args(exec, b.saxpy, saxpy_args);
        if (rc == CUFW_OK && i % 10 == 0) {
            void *triad_args[] = {&w, &z, &x, &p.s, &n};

            p.s = test_randf() * 3.0f;
            rc = cufw_graph_exec_set_kernel(exec, b.triad, k_triad, devtest_dim(1 + i % 13),
                                            devtest_dim(32 * (1 + i % 8)), 0, triad_args);
        }
        if (rc != CUFW_OK) {
            diag("replay %u: update failed: %s: %s", i, cufw_error_name(rc), cufw_error_detail());
            break;
        }
        if (replay_checked(&p, i % 50 == 49 ? launch_exec_driver : launch_exec, exec, &bad_at))
            good++;
        else if (good == i)
            first_bad = i;
    }
    ok(good == NODE_REPLAYS, "nodes: %u of %u replays with new arguments match the reference",
       good, NODE_REPLAYS);
    if (good != NODE_REPLAYS)
        diag("first bad replay %u (element %zu)", first_bad, bad_at);
    /* the graph itself still has the alpha it was built with */
    {
        struct params orig = {0.5f, 2.0f, 0.25f};
        cufw_graph_exec *again = NULL;

        ok(cufw_graph_instantiate(b.g, &again, 0) == CUFW_OK &&
               replay_checked(&orig, launch_exec, again, &bad_at) &&
               cufw_graph_exec_destroy(again) == CUFW_OK,
           "nodes: the graph's own nodes kept their arguments");
    }
    /* update errors on a real node */
    {
        void *args[] = {&p.alpha, &x, &y, &n};

        devtest_is(CUFW_ERROR_INVALID_ARGUMENT,
                   cufw_graph_exec_set_kernel_args(exec, b.saxpy, NULL),
                   "set_kernel_args: NULL args");
        devtest_is(CUFW_ERROR_INVALID_HANDLE, cufw_graph_exec_set_kernel_args(NULL, b.saxpy, args),
                   "set_kernel_args: NULL exec");
        devtest_is(CUFW_ERROR_INVALID_HANDLE, cufw_graph_exec_set_kernel_args(exec, NULL, args),
                   "set_kernel_args: NULL node");
        /* the driver refuses the kernel parameters of a memset node */
        rc = cufw_graph_exec_set_kernel_args(exec, b.fill, args);
        ok(rc != CUFW_OK && cufw_driver_result() != 0,
           "set_kernel_args: a memset node: the driver refuses it (%s, CUresult %d)",
           cufw_error_name(rc), cufw_driver_result());
        devtest_is(CUFW_ERROR_INVALID_CONFIGURATION,
                   cufw_graph_exec_set_kernel(exec, b.saxpy, k_saxpy, devtest_dim(0),
                                              devtest_dim(1), 0, args),
                   "set_kernel: zero grid");
        devtest_is(CUFW_ERROR_INVALID_HANDLE,
                   cufw_graph_exec_set_kernel(exec, b.saxpy, NULL, devtest_dim(1), devtest_dim(1),
                                              0, args),
                   "set_kernel: NULL kernel");
    }
    devtest_is(CUFW_OK, cufw_graph_exec_destroy(exec), "nodes: destroy the executable graph");
    devtest_is(CUFW_OK, cufw_graph_destroy(b.g), "nodes: destroy the graph");
}

/* ------------------------------------------------------------ recorded by capture */

enum { SAME, EXTRA_NODE, OTHER_TYPE };

/* Record the pipeline on st with p; shape SAME, or one node more, or the
 * fill made by a kernel instead of a memset node. */
static int capture(cufw_graph **g, const struct params *p, int shape)
{
    void *saxpy_args[] = {(void *)&p->alpha, &x, &y, &n};
    void *vadd_args[] = {&x, &y, &z, &n};
    void *triad_args[] = {&w, &z, &x, (void *)&p->s, &n};
    unsigned c0 = bits_of(p->c0);
    void *fill_args[] = {&y, &c0, &n};
    cufw_dim3 grid = devtest_dim(8), block = devtest_dim(128);
    int rc, status = -1;

    *g = NULL;
    if ((rc = cufw_stream_begin_capture(st, CUFW_CAPTURE_GLOBAL)) != CUFW_OK)
        return rc;
    if (cufw_stream_is_capturing(st, &status) != CUFW_OK || status != 1)
        diag("capture: status %d, not 1 (active)", status);
    rc = cufw_memcpy_htod_async(x, hx, n * 4, st);
    if (rc == CUFW_OK)
        rc = shape == OTHER_TYPE
                 ? cufw_launch(k_fill, grid, block, 0, st, fill_args)
                 : cufw_memset_d32_async(y, c0, n, st);
    if (rc == CUFW_OK && shape == EXTRA_NODE)
        rc = cufw_memset_d32_async(z, 0, n, st);
    if (rc == CUFW_OK)
        rc = cufw_launch(k_saxpy, grid, block, 0, st, saxpy_args);
    if (rc == CUFW_OK)
        rc = cufw_launch(k_vadd, grid, block, 0, st, vadd_args);
    if (rc == CUFW_OK)
        rc = cufw_launch(k_triad, grid, block, 0, st, triad_args);
    if (rc == CUFW_OK)
        rc = cufw_memcpy_dtod_async(y, w, n * 4, st);
    if (rc == CUFW_OK)
        rc = cufw_memcpy_dtoh_async(hw, y, n * 4, st);
    if (rc != CUFW_OK) {
        cufw_graph *dropped = NULL;

        diag("capture: %s: %s", cufw_error_name(rc), cufw_error_detail());
        if (cufw_stream_end_capture(st, &dropped) == CUFW_OK)
            cufw_graph_destroy(dropped);
        return rc;
    }
    return cufw_stream_end_capture(st, g);
}

static void test_capture(void)
{
    struct params p = {1.5f, -0.5f, 3.0f};
    cufw_graph *g = NULL, *next = NULL;
    cufw_graph_exec *exec = NULL;
    cufw_graph_node *nodes[16];
    size_t count = 16, bad_at = 0, i;
    unsigned r, good = 0, kernels = 0, copies = 0, fills = 0;
    int rc, type, reason = -1, status = -1;

    devtest_is(CUFW_OK, capture(&g, &p, SAME), "capture: record the pipeline");
    ok(cufw_stream_is_capturing(st, &status) == CUFW_OK && status == 0,
       "capture: the stream is no longer capturing");
    ok(cufw_graph_nodes(g, nodes, &count) == CUFW_OK && count == 7, "capture: 7 nodes (%zu)",
       count);
    for (i = 0; i < count && i < 16; i++)
        if (cufw_graph_node_type(nodes[i], &type) != CUFW_OK)
            continue;
        else if (type == CUFW_GRAPH_NODE_KERNEL)
            kernels++;
        else if (type == CUFW_GRAPH_NODE_MEMCPY)
            copies++;
        else if (type == CUFW_GRAPH_NODE_MEMSET)
            fills++;
    ok(kernels == 3 && copies == 3 && fills == 1, "capture: 3 kernels, 3 copies, 1 fill (%u %u %u)",
       kernels, copies, fills);
    count = 2;
    ok(cufw_graph_nodes(g, nodes, &count) == CUFW_OK && count == 7,
       "capture: cufw_graph_nodes with room for 2 says 7");
    devtest_is(CUFW_OK, cufw_graph_instantiate(g, &exec, 0), "capture: instantiate");
    ok(replay_checked(&p, launch_exec, exec, &bad_at), "capture: the first replay is right");
    /* Every replay: the same code captured again with new values, the
     * executable graph updated from it. */
    for (r = 0; r < CAPTURE_REPLAYS; r++) {
        p.alpha = test_randf() * 4.0f;
        p.s = test_randf() * 3.0f;
        p.c0 = test_randf();
        reason = -1;
        rc = capture(&next, &p, SAME);
        if (rc == CUFW_OK)
            rc = cufw_graph_exec_update(exec, next, &reason);
        if (next != NULL)
            cufw_graph_destroy(next);
        if (rc != CUFW_OK || reason != 0) {
            diag("replay %u: %s (reason %d): %s", r, cufw_error_name(rc), reason,
                 cufw_error_detail());
            break;
        }
        good += replay_checked(&p, launch_exec, exec, &bad_at);
    }
    ok(good == CAPTURE_REPLAYS, "capture: %u of %u replays after whole-graph updates match", good,
       CAPTURE_REPLAYS);

    /* A graph of another shape cannot update it: the driver's
     * CUDA_ERROR_GRAPH_EXEC_UPDATE_FAILURE (910), and its reason --
     * CU_GRAPH_EXEC_UPDATE_ERROR_TOPOLOGY_CHANGED (2) for a node more,
     * _NODE_TYPE_CHANGED (3) for a kernel where a memset was. */
    if (capture(&next, &p, EXTRA_NODE) != CUFW_OK)
        bail("capture of the longer pipeline failed: %s", cufw_error_detail());
    reason = -1;
    devtest_is(CUFW_ERROR_NOT_PERMITTED, cufw_graph_exec_update(exec, next, &reason),
               "update from a graph with a node more");
    is_int(910, cufw_driver_result(), "... the driver said CUDA_ERROR_GRAPH_EXEC_UPDATE_FAILURE");
    is_int(2, reason, "... reason: topology changed");
    cufw_graph_destroy(next);
    if (capture(&next, &p, OTHER_TYPE) != CUFW_OK)
        bail("capture of the other pipeline failed: %s", cufw_error_detail());
    reason = -1;
    devtest_is(CUFW_ERROR_NOT_PERMITTED, cufw_graph_exec_update(exec, next, &reason),
               "update from a graph with a kernel where a memset was");
    is_int(3, reason, "... reason: node type changed");
    cufw_graph_destroy(next);
    devtest_is(CUFW_ERROR_INVALID_HANDLE, cufw_graph_exec_update(exec, NULL, NULL),
               "update: NULL graph");
    devtest_is(CUFW_ERROR_INVALID_HANDLE, cufw_graph_exec_update(NULL, g, NULL),
               "update: NULL exec");

    /* Driver API handles: a graph the driver made, instantiated by cufw,
     * and cufw's graph destroyed by the driver. */
    {
        cufw_call_pfn_cuGraphCreate create = cufw_call_cuGraphCreate();
        cufw_call_pfn_cuGraphDestroy destroy = cufw_call_cuGraphDestroy();
        cufw_graph_exec *e2 = NULL;
        CUgraph dg = NULL;
        size_t none = 99;

        ok(create != NULL && destroy != NULL && create(&dg, 0) == CUDA_SUCCESS &&
               cufw_graph_add_empty((cufw_graph *)(void *)dg, NULL, NULL, 0) == CUFW_OK &&
               cufw_graph_nodes((cufw_graph *)(void *)dg, NULL, &none) == CUFW_OK && none == 1 &&
               cufw_graph_instantiate((cufw_graph *)(void *)dg, &e2, 0) == CUFW_OK &&
               cufw_graph_launch(e2, st) == CUFW_OK && cufw_stream_synchronize(st) == CUFW_OK &&
               cufw_graph_exec_destroy(e2) == CUFW_OK && destroy(dg) == CUDA_SUCCESS,
           "a driver CUgraph is a cufw_graph");
    }
    devtest_is(CUFW_OK, cufw_graph_exec_destroy(exec), "capture: destroy the executable graph");
    ok(cufw_call_cuGraphDestroy() != NULL &&
           cufw_call_cuGraphDestroy()((CUgraph)(void *)g) == CUDA_SUCCESS,
       "capture: the captured graph destroyed by cuGraphDestroy");
}

/* ------------------------------------------------------------ errors */

static void test_errors(void)
{
    cufw_graph *g = NULL, *other = NULL, *got = (cufw_graph *)&n;
    cufw_graph_node *mine = NULL, *foreign = NULL;
    cufw_graph_exec *e = NULL;
    cufw_stream *dead = NULL;
    void *args[] = {&x, &n};
    unsigned char host[64];
    int rc;

    devtest_is(CUFW_ERROR_INVALID_ARGUMENT, cufw_graph_create(NULL), "create: NULL graph");
    devtest_is(CUFW_ERROR_INVALID_HANDLE, cufw_graph_destroy(NULL), "destroy: NULL graph");
    if (cufw_graph_create(&g) != CUFW_OK || cufw_graph_create(&other) != CUFW_OK)
        bail("cufw_graph_create: %s", cufw_error_detail());
    devtest_is(CUFW_ERROR_INVALID_HANDLE, cufw_graph_add_empty(NULL, NULL, NULL, 0),
               "add_empty: NULL graph");
    devtest_is(CUFW_ERROR_INVALID_HANDLE,
               cufw_graph_add_memcpy_dtod(NULL, NULL, NULL, 0, x, y, 4),
               "add_memcpy_dtod: NULL graph");
    devtest_is(CUFW_ERROR_INVALID_ARGUMENT, cufw_graph_add_empty(g, NULL, NULL, 1),
               "add_empty: NULL deps, ndeps 1");
    devtest_is(CUFW_ERROR_INVALID_HANDLE,
               cufw_graph_add_kernel(g, NULL, NULL, 0, NULL, devtest_dim(1), devtest_dim(1), 0,
                                     args),
               "add_kernel: NULL kernel");
    devtest_is(CUFW_ERROR_INVALID_CONFIGURATION,
               cufw_graph_add_kernel(g, NULL, NULL, 0, k_fill, devtest_dim(1), devtest_dim(0), 0,
                                     args),
               "add_kernel: zero block");
    devtest_is(CUFW_ERROR_INVALID_ARGUMENT, cufw_graph_add_memcpy_htod(g, NULL, NULL, 0, x, hx, 0),
               "add_memcpy_htod: 0 bytes");
    devtest_is(CUFW_ERROR_INVALID_ARGUMENT,
               cufw_graph_add_memcpy_htod(g, NULL, NULL, 0, x, NULL, 16),
               "add_memcpy_htod: NULL source");
    devtest_is(CUFW_ERROR_INVALID_ARGUMENT,
               cufw_graph_add_memcpy_dtoh(g, NULL, NULL, 0, host, 0, 16),
               "add_memcpy_dtoh: source 0");
    devtest_is(CUFW_ERROR_INVALID_ARGUMENT, cufw_graph_add_memcpy_dtod(g, NULL, NULL, 0, 0, x, 16),
               "add_memcpy_dtod: destination 0");
    devtest_is(CUFW_ERROR_INVALID_ARGUMENT,
               cufw_graph_add_memset_d32(g, NULL, NULL, 0, x + 2, 1, 4),
               "add_memset_d32: misaligned destination");
    devtest_is(CUFW_ERROR_INVALID_ARGUMENT, cufw_graph_add_memset_d8(g, NULL, NULL, 0, x, 1, 0),
               "add_memset_d8: 0 bytes");
    /* a node of another graph as a dependency: the driver's
     * CUDA_ERROR_INVALID_VALUE */
    if (cufw_graph_add_empty(other, &foreign, NULL, 0) != CUFW_OK)
        bail("add_empty: %s", cufw_error_detail());
    devtest_is(CUFW_ERROR_INVALID_VALUE, cufw_graph_add_empty(g, NULL, &foreign, 1),
               "add_empty: a dependency of another graph");
    devtest_is(CUFW_OK, cufw_graph_add_memset_d8(g, &mine, NULL, 0, x, 7, 3), "add_memset_d8");
    devtest_is(CUFW_ERROR_INVALID_ARGUMENT, cufw_graph_nodes(g, NULL, NULL), "nodes: NULL count");
    devtest_is(CUFW_ERROR_INVALID_HANDLE, cufw_graph_nodes(NULL, NULL, &(size_t){0}),
               "nodes: NULL graph");
    devtest_is(CUFW_ERROR_INVALID_ARGUMENT, cufw_graph_node_type(mine, NULL),
               "node_type: NULL type");
    devtest_is(CUFW_ERROR_INVALID_HANDLE, cufw_graph_node_type(NULL, &rc), "node_type: NULL node");

    devtest_is(CUFW_ERROR_INVALID_ARGUMENT, cufw_graph_instantiate(g, NULL, 0),
               "instantiate: NULL exec");
    devtest_is(CUFW_ERROR_INVALID_ARGUMENT, cufw_graph_instantiate(g, &e, 0x40),
               "instantiate: unknown flags");
    devtest_is(CUFW_ERROR_INVALID_HANDLE, cufw_graph_instantiate(NULL, &e, 0),
               "instantiate: NULL graph");
    if (cufw_graph_instantiate(g, &e, 0) != CUFW_OK)
        bail("instantiate: %s", cufw_error_detail());
    devtest_is(CUFW_ERROR_INVALID_HANDLE, cufw_graph_launch(NULL, st), "launch: NULL exec");
    devtest_is(CUFW_ERROR_INVALID_HANDLE, cufw_graph_upload(NULL, st), "upload: NULL exec");
    if (cufw_stream_create(&dead, 0, 0) != CUFW_OK || cufw_stream_destroy(dead) != CUFW_OK)
        bail("stream: %s", cufw_error_detail());
    devtest_is(CUFW_ERROR_INVALID_HANDLE, cufw_graph_launch(e, dead), "launch: a destroyed stream");
    devtest_is(CUFW_OK, cufw_graph_launch(e, NULL), "launch on the legacy default stream");
    devtest_is(CUFW_OK, cufw_device_synchronize(), "... and it ran");
    devtest_is(CUFW_ERROR_INVALID_HANDLE, cufw_graph_exec_destroy(NULL), "exec_destroy: NULL");
    /* (A destroyed executable graph is the driver's handle: neither cufw
     * nor the driver checks it, as with the Driver API, so it is not
     * launched here.) */
    devtest_is(CUFW_OK, cufw_graph_exec_destroy(e), "exec_destroy");

    /* capture */
    devtest_is(CUFW_ERROR_INVALID_ARGUMENT, cufw_stream_begin_capture(st, 3),
               "begin_capture: unknown mode");
    devtest_is(CUFW_ERROR_INVALID_HANDLE, cufw_stream_begin_capture(dead, CUFW_CAPTURE_GLOBAL),
               "begin_capture: a destroyed stream");
    /* the legacy default stream cannot be captured (cufw says so itself) */
    devtest_is(CUFW_ERROR_NOT_PERMITTED, cufw_stream_begin_capture(NULL, CUFW_CAPTURE_GLOBAL),
               "begin_capture: the legacy default stream");
    devtest_is(CUFW_ERROR_NOT_PERMITTED,
               cufw_stream_begin_capture(CUFW_STREAM_LEGACY, CUFW_CAPTURE_GLOBAL),
               "begin_capture: CUFW_STREAM_LEGACY");
    devtest_is(CUFW_ERROR_INVALID_ARGUMENT, cufw_stream_end_capture(st, NULL),
               "end_capture: NULL graph");
    rc = cufw_stream_end_capture(st, &got);
    ok(rc != CUFW_OK && cufw_driver_result() != 0 && got == NULL,
       "end_capture: a stream not capturing: the driver refuses (%s, CUresult %d)",
       cufw_error_name(rc), cufw_driver_result());
    /* A synchronisation while capturing is forbidden and invalidates the
     * capture (CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED, then
     * CUDA_ERROR_STREAM_CAPTURE_INVALIDATED (901) at its end). */
    devtest_is(CUFW_OK, cufw_stream_begin_capture(st, CUFW_CAPTURE_THREAD_LOCAL), "begin_capture");
    rc = cufw_stream_begin_capture(st, CUFW_CAPTURE_GLOBAL);
    ok(rc != CUFW_OK && cufw_driver_result() != 0,
       "begin_capture: already capturing: the driver refuses (%s, CUresult %d)",
       cufw_error_name(rc), cufw_driver_result());
    rc = cufw_stream_synchronize(st);
    ok(rc != CUFW_OK, "synchronising a capturing stream fails (%s)", cufw_error_name(rc));
    got = (cufw_graph *)&n;
    devtest_is(CUFW_ERROR_NOT_PERMITTED, cufw_stream_end_capture(st, &got),
               "end_capture: an invalidated capture");
    ok(cufw_driver_result() == 901 && got == NULL,
       "... CUDA_ERROR_STREAM_CAPTURE_INVALIDATED (%d), no graph", cufw_driver_result());
    devtest_is(CUFW_OK, cufw_graph_destroy(g), "destroy");
    devtest_is(CUFW_OK, cufw_graph_destroy(other), "destroy the other");
}

int main(void)
{
    void *p = NULL;

    devtest_init();
    plan_lazy();
    k_saxpy = devtest_kernel("cufw_saxpy");
    k_vadd = devtest_kernel("cufw_vadd");
    k_triad = devtest_kernel("cufw_triad");
    k_fill = devtest_kernel("cufw_fill_u32");
    if (cufw_malloc(&x, N * 4) != CUFW_OK || cufw_malloc(&y, N * 4) != CUFW_OK ||
        cufw_malloc(&z, N * 4) != CUFW_OK || cufw_malloc(&w, N * 4) != CUFW_OK ||
        cufw_host_alloc(&p, N * 4, 0) != CUFW_OK)
        bail("allocation: %s", cufw_error_detail());
    hx = p;
    if (cufw_host_alloc(&p, N * 4, 0) != CUFW_OK)
        bail("allocation: %s", cufw_error_detail());
    hw = p;
    if (cufw_stream_create(&st, CUFW_STREAM_NON_BLOCKING, 0) != CUFW_OK)
        bail("stream: %s", cufw_error_detail());
    /* Warm up: with lazy loading a kernel is loaded into the context at its
     * first launch, which is better not left to a capture. */
    {
        size_t none = 0;
        float zero = 0;
        unsigned u = 0;
        void *saxpy_args[] = {&zero, &x, &y, &none};
        void *vadd_args[] = {&x, &y, &z, &none};
        void *triad_args[] = {&w, &z, &x, &zero, &none};
        void *fill_args[] = {&y, &u, &none};
        cufw_dim3 one = devtest_dim(1);

        if (cufw_launch(k_saxpy, one, one, 0, st, saxpy_args) != CUFW_OK ||
            cufw_launch(k_vadd, one, one, 0, st, vadd_args) != CUFW_OK ||
            cufw_launch(k_triad, one, one, 0, st, triad_args) != CUFW_OK ||
            cufw_launch(k_fill, one, one, 0, st, fill_args) != CUFW_OK ||
            cufw_stream_synchronize(st) != CUFW_OK)
            bail("warm-up launches failed: %s", cufw_error_detail());
    }
    test_nodes();
    test_capture();
    test_errors();
    cufw_stream_destroy(st);
    cufw_free(x);
    cufw_free(y);
    cufw_free(z);
    cufw_free(w);
    cufw_host_free(hx);
    cufw_host_free(hw);
    return 0;
}
