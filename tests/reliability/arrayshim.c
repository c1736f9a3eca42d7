/* SPDX-License-Identifier: MIT */
/*
 * tests/reliability/arrayshim.c -- a driver in front of the stand-in
 * (tests/fakecuda), for tests/reliability/sizes3d-t: it answers the few
 * array, 3D-copy and graph-memcpy entry points the stand-in does not have,
 * and hands every other name to the stand-in's own cuGetProcAddress_v2.
 *
 * Its arrays are descriptors only (no memory); its copies and memcpy
 * nodes are recorded, not made: each entry point counts its calls
 * (arrayshim_calls) and keeps the last CUDA_MEMCPY3D it was given
 * (arrayshim_last), which is what a test of compat's conversions needs to
 * see -- what reached the driver, and whether anything did. Graphs, nodes
 * and executable graphs are cookies. CUFW_SHIM_UNDER names the stand-in
 * to load (the same file the test loaded: one copy, one state).
 */
#define _GNU_SOURCE
#include "config.h"

#include <dlfcn.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cuda.h>

#define SHIM_EXPORT __attribute__((visibility("default")))
#define SHIM_ARRAYS 16

/* What a test asks it, by dlsym: the calls of one of its entry points
 * (0 for a name it does not answer), and the last copy it was given. */
SHIM_EXPORT unsigned long arrayshim_calls(const char *name);
SHIM_EXPORT void arrayshim_last(CUDA_MEMCPY3D *out);

static CUDA_ARRAY3D_DESCRIPTOR arrays[SHIM_ARRAYS];
static int used[SHIM_ARRAYS];
static CUDA_MEMCPY3D last;
static char cookie; /* what a graph, node or executable graph handle points to */

/* ------------------------------------------------------------ calls counted */

#define SHIM_LIST(X)                                                                            \
    X(cuArray3DCreate) X(cuArray3DGetDescriptor) X(cuArrayDestroy) X(cuMemcpy3D)                \
    X(cuMemcpy3DAsync) X(cuGraphCreate) X(cuGraphDestroy) X(cuGraphAddMemcpyNode)               \
    X(cuGraphMemcpyNodeSetParams) X(cuGraphExecMemcpyNodeSetParams) X(cuGraphAddNode)           \
    X(cuGraphNodeSetParams) X(cuGraphExecNodeSetParams)

enum {
#define SHIM_X_ENUM(name) SHIM_##name,
    SHIM_LIST(SHIM_X_ENUM)
#undef SHIM_X_ENUM
    SHIM_COUNT
};
static const char *const names[SHIM_COUNT] = {
#define SHIM_X_NAME(name) #name,
    SHIM_LIST(SHIM_X_NAME)
#undef SHIM_X_NAME
};
static unsigned long calls[SHIM_COUNT];

SHIM_EXPORT unsigned long arrayshim_calls(const char *name)
{
    int i;

    for (i = 0; i < SHIM_COUNT; i++)
        if (strcmp(names[i], name) == 0)
            return __atomic_load_n(&calls[i], __ATOMIC_RELAXED);
    return 0;
}

SHIM_EXPORT void arrayshim_last(CUDA_MEMCPY3D *out)
{
    *out = last;
}

static CUresult record(int which, const CUDA_MEMCPY3D *c)
{
    __atomic_fetch_add(&calls[which], 1, __ATOMIC_RELAXED);
    if (c == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    last = *c;
    return CUDA_SUCCESS;
}

/* ------------------------------------------------------------ arrays */

static CUresult shim_cuArray3DCreate(CUarray *a, const CUDA_ARRAY3D_DESCRIPTOR *d)
{
    int i;

    __atomic_fetch_add(&calls[SHIM_cuArray3DCreate], 1, __ATOMIC_RELAXED);
    if (a == NULL || d == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    for (i = 0; i < SHIM_ARRAYS && used[i]; i++)
        continue;
    if (i == SHIM_ARRAYS)
        return CUDA_ERROR_OUT_OF_MEMORY;
    used[i] = 1;
    arrays[i] = *d;
    *a = (CUarray)(void *)&arrays[i];
    return CUDA_SUCCESS;
}

static int array_index(CUarray a)
{
    uintptr_t p = (uintptr_t)a, base = (uintptr_t)arrays;

    if (p < base || p >= base + sizeof arrays || (p - base) % sizeof arrays[0] != 0)
        return -1;
    return used[(p - base) / sizeof arrays[0]] ? (int)((p - base) / sizeof arrays[0]) : -1;
}

static CUresult shim_cuArray3DGetDescriptor(CUDA_ARRAY3D_DESCRIPTOR *d, CUarray a)
{
    int i = array_index(a);

    __atomic_fetch_add(&calls[SHIM_cuArray3DGetDescriptor], 1, __ATOMIC_RELAXED);
    if (d == NULL || i < 0)
        return CUDA_ERROR_INVALID_HANDLE;
    *d = arrays[i];
    return CUDA_SUCCESS;
}

static CUresult shim_cuArrayDestroy(CUarray a)
{
    int i = array_index(a);

    __atomic_fetch_add(&calls[SHIM_cuArrayDestroy], 1, __ATOMIC_RELAXED);
    if (i < 0)
        return CUDA_ERROR_INVALID_HANDLE;
    used[i] = 0;
    return CUDA_SUCCESS;
}

/* ------------------------------------------------------------ copies and graphs */

static CUresult shim_cuMemcpy3D(const CUDA_MEMCPY3D *c)
{
    return record(SHIM_cuMemcpy3D, c);
}

static CUresult shim_cuMemcpy3DAsync(const CUDA_MEMCPY3D *c, CUstream s)
{
    (void)s;
    return record(SHIM_cuMemcpy3DAsync, c);
}

static CUresult shim_cuGraphCreate(CUgraph *g, unsigned flags)
{
    __atomic_fetch_add(&calls[SHIM_cuGraphCreate], 1, __ATOMIC_RELAXED);
    if (g == NULL || flags != 0)
        return CUDA_ERROR_INVALID_VALUE;
    *g = (CUgraph)(void *)&cookie;
    return CUDA_SUCCESS;
}

static CUresult shim_cuGraphDestroy(CUgraph g)
{
    __atomic_fetch_add(&calls[SHIM_cuGraphDestroy], 1, __ATOMIC_RELAXED);
    return g != NULL ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}

static CUresult shim_cuGraphAddMemcpyNode(CUgraphNode *n, CUgraph g, const CUgraphNode *deps,
                                          size_t ndeps, const CUDA_MEMCPY3D *c, CUcontext ctx)
{
    (void)g, (void)deps, (void)ndeps, (void)ctx;
    if (n != NULL)
        *n = (CUgraphNode)(void *)&cookie;
    return record(SHIM_cuGraphAddMemcpyNode, c);
}

static CUresult shim_cuGraphMemcpyNodeSetParams(CUgraphNode n, const CUDA_MEMCPY3D *c)
{
    (void)n;
    return record(SHIM_cuGraphMemcpyNodeSetParams, c);
}

static CUresult shim_cuGraphExecMemcpyNodeSetParams(CUgraphExec x, CUgraphNode n,
                                                    const CUDA_MEMCPY3D *c, CUcontext ctx)
{
    (void)x, (void)n, (void)ctx;
    return record(SHIM_cuGraphExecMemcpyNodeSetParams, c);
}

/* The generic API: a memcpy node's copy is recorded, any other kind only
 * counted. */
static CUresult node_params(int which, const CUgraphNodeParams *p)
{
    return record(which, p != NULL && p->type == CU_GRAPH_NODE_TYPE_MEMCPY
                             ? &p->memcpy.copyParams
                             : &last);
}

static CUresult shim_cuGraphAddNode(CUgraphNode *n, CUgraph g, const CUgraphNode *deps,
                                    const CUgraphEdgeData *edges, size_t ndeps,
                                    CUgraphNodeParams *p)
{
    (void)g, (void)deps, (void)edges, (void)ndeps;
    if (n != NULL)
        *n = (CUgraphNode)(void *)&cookie;
    return node_params(SHIM_cuGraphAddNode, p);
}

static CUresult shim_cuGraphNodeSetParams(CUgraphNode n, CUgraphNodeParams *p)
{
    (void)n;
    return node_params(SHIM_cuGraphNodeSetParams, p);
}

static CUresult shim_cuGraphExecNodeSetParams(CUgraphExec x, CUgraphNode n, CUgraphNodeParams *p)
{
    (void)x, (void)n;
    return node_params(SHIM_cuGraphExecNodeSetParams, p);
}

/* ------------------------------------------------------------ the front door */

static const struct {
    const char *name;
    void *fn;
} own[] = {
#define SHIM_X_OWN(name) {#name, (void *)shim_##name},
    SHIM_LIST(SHIM_X_OWN)
#undef SHIM_X_OWN
};

typedef CUresult (*getproc_fn)(const char *, void **, int, cuuint64_t,
                               CUdriverProcAddressQueryResult *);

/* cuda.h names it cuGetProcAddress_v2: the one symbol cufw takes with dlsym. */
SHIM_EXPORT CUresult cuGetProcAddress(const char *symbol, void **pfn, int cudaVersion,
                                      cuuint64_t flags,
                                      CUdriverProcAddressQueryResult *symbolStatus)
{
    static getproc_fn under;
    const char *path;
    void *lib;
    unsigned i;

    if (symbol != NULL && pfn != NULL) {
        for (i = 0; i < sizeof own / sizeof own[0]; i++) {
            if (strcmp(own[i].name, symbol) == 0) {
                *pfn = own[i].fn;
                if (symbolStatus != NULL)
                    *symbolStatus = CU_GET_PROC_ADDRESS_SUCCESS;
                return CUDA_SUCCESS;
            }
        }
    }
    if (under == NULL) {
        path = getenv("CUFW_SHIM_UNDER");
        lib = path != NULL ? dlopen(path, RTLD_NOW | RTLD_LOCAL) : NULL;
        if (lib != NULL)
            *(void **)&under = dlsym(lib, "cuGetProcAddress_v2");
        if (under == NULL)
            return CUDA_ERROR_NOT_INITIALIZED;
    }
    return under(symbol, pfn, cudaVersion, flags, symbolStatus);
}
