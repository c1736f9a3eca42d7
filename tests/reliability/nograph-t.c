/* SPDX-License-Identifier: MIT */
/*
 * tests/reliability/nograph-t.c -- cufw/graph.h on a driver without
 * graphs: the stand-in driver (tests/fakecuda) has no graph entry points,
 * so every graph function must fail cleanly with CUFW_ERROR_NOT_SUPPORTED,
 * its detail naming the entry point missing, after its own argument
 * checks -- and the rest of core must keep working. Before cufw_init every
 * one is CUFW_ERROR_NOT_INITIALIZED.
 */
#define _POSIX_C_SOURCE 200809L
#include "config.h"

#include <stdio.h>
#include <string.h>

#include <cufw/cufw.h>

#include "tests/reliability/fakectl.h"
#include "tests/tap/basic.h"

#define NS CUFW_ERROR_NOT_SUPPORTED

/* A stand-in for handles: never reaches a driver here. */
static int dummy;
#define G ((cufw_graph *)(void *)&dummy)
#define E ((cufw_graph_exec *)(void *)&dummy)
#define ND ((cufw_graph_node *)(void *)&dummy)

static cufw_kernel *kernel;
static cufw_stream *stream;
static cufw_devptr dev = 256;
static unsigned char host[16];

/* One row per function: its call with valid-looking arguments, and the
 * driver entry point it needs. */
static int call(int which)
{
    cufw_graph *g = NULL;
    cufw_graph_exec *e = NULL;
    cufw_graph_node *nd = NULL, *deps[1] = {ND};
    void *args[] = {&dev};
    size_t count = 4;
    cufw_dim3 one = {1, 1, 1};
    int t = 0;

    switch (which) {
    case 0: return cufw_graph_create(&g);
    case 1: return cufw_graph_destroy(G);
    case 2: return cufw_stream_begin_capture(stream, CUFW_CAPTURE_GLOBAL);
    case 3: return cufw_stream_end_capture(stream, &g);
    case 4: return cufw_graph_add_kernel(G, &nd, deps, 1, kernel, one, one, 0, args);
    case 5: return cufw_graph_add_memcpy_htod(G, &nd, NULL, 0, dev, host, 16);
    case 6: return cufw_graph_add_memcpy_dtoh(G, NULL, deps, 1, host, dev, 16);
    case 7: return cufw_graph_add_memcpy_dtod(G, &nd, NULL, 0, dev, dev + 64, 16);
    case 8: return cufw_graph_add_memset_d8(G, &nd, NULL, 0, dev, 1, 16);
    case 9: return cufw_graph_add_memset_d32(G, &nd, NULL, 0, dev, 1, 4);
    case 10: return cufw_graph_add_empty(G, &nd, deps, 1);
    case 11: return cufw_graph_nodes(G, &nd, &count);
    case 12: return cufw_graph_node_type(ND, &t);
    case 13: return cufw_graph_instantiate(G, &e, 0);
    case 14: return cufw_graph_exec_destroy(E);
    case 15: return cufw_graph_launch(E, stream);
    case 16: return cufw_graph_upload(E, NULL);
    case 17: return cufw_graph_exec_set_kernel_args(E, ND, args);
    case 18: return cufw_graph_exec_set_kernel(E, ND, kernel, one, one, 0, args);
    case 19: return cufw_graph_exec_update(E, G, &t);
    }
    return -1;
}

static const char *const names[] = {
    "cufw_graph_create",          "cufw_graph_destroy",
    "cufw_stream_begin_capture",  "cufw_stream_end_capture",
    "cufw_graph_add_kernel",      "cufw_graph_add_memcpy_htod",
    "cufw_graph_add_memcpy_dtoh", "cufw_graph_add_memcpy_dtod",
    "cufw_graph_add_memset_d8",   "cufw_graph_add_memset_d32",
    "cufw_graph_add_empty",       "cufw_graph_nodes",
    "cufw_graph_node_type",       "cufw_graph_instantiate",
    "cufw_graph_exec_destroy",    "cufw_graph_launch",
    "cufw_graph_upload",          "cufw_graph_exec_set_kernel_args",
    "cufw_graph_exec_set_kernel", "cufw_graph_exec_update",
};
static const char *const entries[] = {
    "cuGraphCreate",         "cuGraphDestroy",
    "cuStreamBeginCapture",  "cuStreamEndCapture",
    "cuGraphAddKernelNode",  "cuGraphAddMemcpyNode",
    "cuGraphAddMemcpyNode",  "cuGraphAddMemcpyNode",
    "cuGraphAddMemsetNode",  "cuGraphAddMemsetNode",
    "cuGraphAddEmptyNode",   "cuGraphGetNodes",
    "cuGraphNodeGetType",    "cuGraphInstantiateWithFlags",
    "cuGraphExecDestroy",    "cuGraphLaunch",
    "cuGraphUpload",         "cuGraphKernelNodeGetParams",
    "cuGraphExecKernelNodeSetParams", "cuGraphExecUpdate",
};
#define COUNT ((int)(sizeof names / sizeof names[0]))

int main(void)
{
    cufw_devptr p = 0;
    int i, rc, bad;

    plan(COUNT + 16);
    fake_use();

    for (i = 0, bad = 0; i < COUNT; i++)
        if ((rc = call(i)) != CUFW_ERROR_NOT_INITIALIZED) {
            diag("%s before cufw_init: %s", names[i], cufw_error_name(rc));
            bad++;
        }
    is_int(0, bad, "before cufw_init every graph function is CUFW_ERROR_NOT_INITIALIZED");
    if (cufw_init() != CUFW_OK)
        bail("cufw_init on the stand-in driver: %s", cufw_error_detail());
    if (cufw_kernel_find("cufw_fill_u32", &kernel) != CUFW_OK ||
        cufw_stream_create(&stream, CUFW_STREAM_NON_BLOCKING, 0) != CUFW_OK)
        bail("setup on the stand-in driver: %s", cufw_error_detail());

    for (i = 0; i < COUNT; i++) {
        rc = call(i);
        ok(rc == NS && strstr(cufw_error_detail(), entries[i]) != NULL,
           "%s: CUFW_ERROR_NOT_SUPPORTED naming %s (%s: %s)", names[i], entries[i],
           cufw_error_name(rc), cufw_error_detail());
    }

    /* the argument checks come first, driver or not */
    is_int(CUFW_ERROR_INVALID_ARGUMENT, cufw_graph_create(NULL), "create: NULL graph");
    is_int(CUFW_ERROR_INVALID_HANDLE, cufw_graph_launch(NULL, NULL), "launch: NULL exec");
    is_int(CUFW_ERROR_INVALID_ARGUMENT, cufw_stream_begin_capture(stream, 7),
           "begin_capture: unknown mode");
    is_int(CUFW_ERROR_NOT_PERMITTED, cufw_stream_begin_capture(NULL, CUFW_CAPTURE_GLOBAL),
           "begin_capture: the legacy default stream, refused before the driver is asked");
    is_int(CUFW_ERROR_INVALID_ARGUMENT, cufw_graph_add_empty(G, NULL, NULL, 2),
           "add_empty: NULL deps");
    is_int(CUFW_ERROR_INVALID_CONFIGURATION,
           cufw_graph_add_kernel(G, NULL, NULL, 0, kernel, (cufw_dim3){0, 1, 1},
                                 (cufw_dim3){1, 1, 1}, 0, NULL),
           "add_kernel: zero grid");
    is_int(CUFW_ERROR_INVALID_HANDLE, cufw_graph_add_memset_d8(NULL, NULL, NULL, 0, dev, 1, 4),
           "add_memset_d8: NULL graph");
    is_int(CUFW_ERROR_INVALID_ARGUMENT, cufw_graph_add_memset_d8(NULL, NULL, NULL, 0, dev, 1, 0),
           "add_memset_d8: 0 bytes and NULL graph: the value is checked first");
    is_int(CUFW_ERROR_INVALID_ARGUMENT, cufw_graph_instantiate(G, NULL, 0),
           "instantiate: NULL exec");
    is_int(CUFW_ERROR_INVALID_ARGUMENT, cufw_graph_exec_set_kernel_args(E, ND, NULL),
           "set_kernel_args: NULL args");
    {
        cufw_stream *dead = NULL;

        ok(cufw_stream_create(&dead, 0, 0) == CUFW_OK && cufw_stream_destroy(dead) == CUFW_OK &&
               cufw_graph_launch(E, dead) == CUFW_ERROR_INVALID_HANDLE,
           "launch: a destroyed cufw stream is CUFW_ERROR_INVALID_HANDLE");
    }

    /* nothing is left half-done: the rest of core works */
    ok(cufw_malloc(&p, 64) == CUFW_OK && cufw_memset_d32_async(p, 5, 16, stream) == CUFW_OK &&
           cufw_stream_synchronize(stream) == CUFW_OK && cufw_free(p) == CUFW_OK,
       "memory and streams still work");
    is_int(0, cufw_stream_destroy(stream), "the stream is destroyed");
    /* asked again: the missing entry is remembered, the answer the same */
    is_int(CUFW_ERROR_NOT_SUPPORTED, cufw_graph_upload(E, NULL), "upload again: not supported");
    ok(strstr(cufw_error_detail(), "cuGraphUpload") != NULL, "... the detail names it: %s",
       cufw_error_detail());
    return 0;
}
