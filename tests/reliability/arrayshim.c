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
 *
 * For the fuzzing harnesses over compat's converters (fuzz/rt.h) it
 * answers more, none of which sizes3d-t relies on: 3D copies between
 * devices (recorded as the others), a memcpy node's parameters read back
 * (the node's last copy), texture and surface objects (one object's
 * descriptors kept and read back: arrayshim_object), and the 1D texture
 * limit. A program may watch every call that carries a copy, a fill, a
 * node or an object (arrayshim_watch), the generic node API's whole
 * structure included: while one does, the 2D copies and fills are recorded
 * too instead of made, so that any pointer and pitch can be handed in;
 * while none does, they go to the stand-in, which makes them.
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
/* The watcher: called with an entry point's name and what it was given --
 * a CUDA_MEMCPY3D (3D copies, memcpy nodes; CUDA_MEMCPY3D_PEER is one
 * with the contexts in its reserved fields), a CUDA_MEMCPY2D (2D copies),
 * a CUDA_MEMSET_NODE_PARAMS (2D fills: elementSize 1), a
 * CUgraphNodeParams (the generic node API), a CUDA_ARRAY_DESCRIPTOR
 * (cuDeviceGetTexture1DLinearMaxWidth: the format and channels) or a
 * CUDA_RESOURCE_DESC (texture and surface objects). NULL: none. */
typedef void arrayshim_watcher(const char *name, const void *params);
SHIM_EXPORT void arrayshim_watch(arrayshim_watcher *fn);
/* The last texture or surface object made: its resource descriptor, and a
 * texture's texture and view descriptors (when given: bit 0 of the result
 * says a texture descriptor, bit 1 a view; -1 when none was made). */
SHIM_EXPORT int arrayshim_object(CUDA_RESOURCE_DESC *res, CUDA_TEXTURE_DESC *tex,
                                 CUDA_RESOURCE_VIEW_DESC *view);

static CUDA_ARRAY3D_DESCRIPTOR arrays[SHIM_ARRAYS];
static int used[SHIM_ARRAYS];
static CUDA_MEMCPY3D last;
static char cookie; /* what a graph, node or executable graph handle points to */
static arrayshim_watcher *watcher;
static CUDA_MEMCPY3D node_copy; /* the memcpy node's parameters, as last set */
static struct {
    CUDA_RESOURCE_DESC res;
    CUDA_TEXTURE_DESC tex;
    CUDA_RESOURCE_VIEW_DESC view;
    int given; /* -1: no object; bit 0: tex, bit 1: view */
} object = {.given = -1};

/* ------------------------------------------------------------ calls counted */

#define SHIM_LIST(X)                                                                            \
    X(cuArray3DCreate) X(cuArray3DGetDescriptor) X(cuArrayDestroy) X(cuMemcpy3D)                \
    X(cuMemcpy3DAsync) X(cuGraphCreate) X(cuGraphDestroy) X(cuGraphAddMemcpyNode)               \
    X(cuGraphMemcpyNodeSetParams) X(cuGraphExecMemcpyNodeSetParams) X(cuGraphAddNode)           \
    X(cuGraphNodeSetParams) X(cuGraphExecNodeSetParams) X(cuMemcpy3DPeer) X(cuMemcpy3DPeerAsync)  \
    X(cuGraphMemcpyNodeGetParams) X(cuTexObjectCreate) X(cuTexObjectDestroy)                    \
    X(cuTexObjectGetResourceDesc) X(cuTexObjectGetTextureDesc) X(cuTexObjectGetResourceViewDesc) \
    X(cuSurfObjectCreate) X(cuSurfObjectDestroy) X(cuSurfObjectGetResourceDesc)                 \
    X(cuDeviceGetTexture1DLinearMaxWidth) X(cuMemcpy2DUnaligned) X(cuMemcpy2DAsync)             \
    X(cuMemsetD2D8) X(cuMemsetD2D8Async)

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

SHIM_EXPORT void arrayshim_watch(arrayshim_watcher *fn)
{
    watcher = fn;
}

SHIM_EXPORT int arrayshim_object(CUDA_RESOURCE_DESC *res, CUDA_TEXTURE_DESC *tex,
                                 CUDA_RESOURCE_VIEW_DESC *view)
{
    *res = object.res;
    *tex = object.tex;
    *view = object.view;
    return object.given;
}

/* One call of entry point which counted, and shown to the watcher. */
static void count(int which, const void *params)
{
    __atomic_fetch_add(&calls[which], 1, __ATOMIC_RELAXED);
    if (watcher != NULL)
        watcher(names[which], params);
}

static CUresult record(int which, const CUDA_MEMCPY3D *c)
{
    count(which, c);
    if (c == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    last = *c;
    return CUDA_SUCCESS;
}

/* A memcpy node's copy, recorded and kept for cuGraphMemcpyNodeGetParams. */
static CUresult record_node(int which, const CUDA_MEMCPY3D *c)
{
    CUresult r = record(which, c);

    if (r == CUDA_SUCCESS)
        node_copy = *c;
    return r;
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
    return record_node(SHIM_cuGraphAddMemcpyNode, c);
}

static CUresult shim_cuGraphMemcpyNodeSetParams(CUgraphNode n, const CUDA_MEMCPY3D *c)
{
    (void)n;
    return record_node(SHIM_cuGraphMemcpyNodeSetParams, c);
}

static CUresult shim_cuGraphExecMemcpyNodeSetParams(CUgraphExec x, CUgraphNode n,
                                                    const CUDA_MEMCPY3D *c, CUcontext ctx)
{
    (void)x, (void)n, (void)ctx;
    return record(SHIM_cuGraphExecMemcpyNodeSetParams, c);
}

static CUresult shim_cuGraphMemcpyNodeGetParams(CUgraphNode n, CUDA_MEMCPY3D *c)
{
    (void)n;
    __atomic_fetch_add(&calls[SHIM_cuGraphMemcpyNodeGetParams], 1, __ATOMIC_RELAXED);
    if (c == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    *c = node_copy;
    return CUDA_SUCCESS;
}

/* The generic API: a memcpy node's copy is recorded (and the watcher is
 * shown the whole structure), any other kind only counted. */
static CUresult node_params(int which, const CUgraphNodeParams *p)
{
    __atomic_fetch_add(&calls[which], 1, __ATOMIC_RELAXED);
    if (p == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    if (watcher != NULL)
        watcher(names[which], p);
    if (p->type == CU_GRAPH_NODE_TYPE_MEMCPY) {
        last = p->memcpy.copyParams;
        if (which != SHIM_cuGraphExecNodeSetParams)
            node_copy = last;
    }
    return CUDA_SUCCESS;
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

/* ------------------------------------------------------------ between devices */

/* CUDA_MEMCPY3D_PEER is CUDA_MEMCPY3D with the two contexts in its reserved
 * fields (compat/direct/array_copy.c asserts it): recorded as one. */
_Static_assert(sizeof(CUDA_MEMCPY3D_PEER) == sizeof(CUDA_MEMCPY3D), "a peer copy is a 3D copy");

static CUresult record_peer(int which, const CUDA_MEMCPY3D_PEER *p)
{
    CUDA_MEMCPY3D c;

    if (p == NULL)
        return record(which, NULL);
    memcpy(&c, p, sizeof c);
    return record(which, &c);
}

static CUresult shim_cuMemcpy3DPeer(const CUDA_MEMCPY3D_PEER *p)
{
    return record_peer(SHIM_cuMemcpy3DPeer, p);
}

static CUresult shim_cuMemcpy3DPeerAsync(const CUDA_MEMCPY3D_PEER *p, CUstream s)
{
    (void)s;
    return record_peer(SHIM_cuMemcpy3DPeerAsync, p);
}

/* ------------------------------------------------------------ texture and surface objects */

/* One object at a time: its descriptors kept, its handle 1 (2 for a
 * surface), what the getters give back. */
static CUresult make_object(int which, unsigned long long *o, unsigned long long handle,
                            const CUDA_RESOURCE_DESC *res, const CUDA_TEXTURE_DESC *tex,
                            const CUDA_RESOURCE_VIEW_DESC *view)
{
    count(which, res);
    if (o == NULL || res == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    memset(&object, 0, sizeof object);
    object.res = *res;
    if (tex != NULL)
        object.tex = *tex;
    if (view != NULL)
        object.view = *view;
    object.given = (tex != NULL ? 1 : 0) | (view != NULL ? 2 : 0);
    *o = handle;
    return CUDA_SUCCESS;
}

static CUresult shim_cuTexObjectCreate(CUtexObject *o, const CUDA_RESOURCE_DESC *res,
                                       const CUDA_TEXTURE_DESC *tex,
                                       const CUDA_RESOURCE_VIEW_DESC *view)
{
    if (tex == NULL) {
        count(SHIM_cuTexObjectCreate, res);
        return CUDA_ERROR_INVALID_VALUE;
    }
    return make_object(SHIM_cuTexObjectCreate, o, 1, res, tex, view);
}

static CUresult shim_cuSurfObjectCreate(CUsurfObject *o, const CUDA_RESOURCE_DESC *res)
{
    return make_object(SHIM_cuSurfObjectCreate, o, 2, res, NULL, NULL);
}

/* What object o was made of, size bytes of part, read into out -- if o
 * is the object made (handle: a texture's 1, a surface's 2) and was given
 * that part (a texture made without a view has none to give). */
static CUresult object_part(int which, unsigned long long o, unsigned long long handle, void *out,
                            const void *part, size_t size)
{
    __atomic_fetch_add(&calls[which], 1, __ATOMIC_RELAXED);
    if (out == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    if (object.given < 0 || o != handle)
        return CUDA_ERROR_INVALID_HANDLE;
    if (part == &object.view && !(object.given & 2))
        return CUDA_ERROR_INVALID_VALUE;
    memcpy(out, part, size);
    return CUDA_SUCCESS;
}

/* The object destroyed, if it is the one made. */
static CUresult destroy_object(int which, unsigned long long o, unsigned long long handle)
{
    CUresult r = object_part(which, o, handle, &o, &o, 0);

    if (r == CUDA_SUCCESS)
        object.given = -1;
    return r;
}

static CUresult shim_cuTexObjectDestroy(CUtexObject o)
{
    return destroy_object(SHIM_cuTexObjectDestroy, o, 1);
}

static CUresult shim_cuSurfObjectDestroy(CUsurfObject o)
{
    return destroy_object(SHIM_cuSurfObjectDestroy, o, 2);
}

static CUresult shim_cuTexObjectGetResourceDesc(CUDA_RESOURCE_DESC *res, CUtexObject o)
{
    return object_part(SHIM_cuTexObjectGetResourceDesc, o, 1, res, &object.res, sizeof *res);
}

static CUresult shim_cuTexObjectGetTextureDesc(CUDA_TEXTURE_DESC *tex, CUtexObject o)
{
    return object_part(SHIM_cuTexObjectGetTextureDesc, o, 1, tex, &object.tex, sizeof *tex);
}

static CUresult shim_cuTexObjectGetResourceViewDesc(CUDA_RESOURCE_VIEW_DESC *view, CUtexObject o)
{
    return object_part(SHIM_cuTexObjectGetResourceViewDesc, o, 1, view, &object.view,
                       sizeof *view);
}

static CUresult shim_cuSurfObjectGetResourceDesc(CUDA_RESOURCE_DESC *res, CUsurfObject o)
{
    return object_part(SHIM_cuSurfObjectGetResourceDesc, o, 2, res, &object.res, sizeof *res);
}

/* The widest 1D texture of a format: 2^27 elements whatever it is. */
static CUresult shim_cuDeviceGetTexture1DLinearMaxWidth(size_t *width, CUarray_format format,
                                                        unsigned channels, CUdevice dev)
{
    CUDA_ARRAY_DESCRIPTOR d;

    (void)dev;
    memset(&d, 0, sizeof d);
    d.Format = format;
    d.NumChannels = channels;
    count(SHIM_cuDeviceGetTexture1DLinearMaxWidth, &d);
    if (width == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    *width = (size_t)1 << 27;
    return CUDA_SUCCESS;
}

/* ------------------------------------------------------------ 2D copies and fills */

/* While a watcher looks on they are recorded, not made; else they go to
 * the stand-in, which makes them (found by the stand-in's own
 * cuGetProcAddress_v2, with the version cufw asked the shim for). */
typedef CUresult (*getproc_fn)(const char *, void **, int, cuuint64_t,
                               CUdriverProcAddressQueryResult *);
static getproc_fn under;
static int under_version;
static cuuint64_t under_flags;
static int load_under(void);

static void *below(const char *name)
{
    void *fn = NULL;

    if (!load_under() || under(name, &fn, under_version, under_flags, NULL) != CUDA_SUCCESS)
        return NULL;
    return fn;
}

/* A 2D copy or fill: shown to the watcher, while one looks on (1), or
 * counted and handed on to the stand-in's entry point (0, *fn set; NULL
 * when it has none). */
static int recorded(int which, const void *params, void **fn)
{
    if (watcher != NULL) {
        count(which, params);
        return 1;
    }
    __atomic_fetch_add(&calls[which], 1, __ATOMIC_RELAXED);
    *fn = below(names[which]);
    return 0;
}

static CUresult shim_cuMemcpy2DUnaligned(const CUDA_MEMCPY2D *c)
{
    CUresult (*fn)(const CUDA_MEMCPY2D *);

    if (recorded(SHIM_cuMemcpy2DUnaligned, c, (void **)&fn))
        return c != NULL ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
    return fn != NULL ? fn(c) : CUDA_ERROR_NOT_FOUND;
}

static CUresult shim_cuMemcpy2DAsync(const CUDA_MEMCPY2D *c, CUstream s)
{
    CUresult (*fn)(const CUDA_MEMCPY2D *, CUstream);

    if (recorded(SHIM_cuMemcpy2DAsync, c, (void **)&fn))
        return c != NULL ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
    return fn != NULL ? fn(c, s) : CUDA_ERROR_NOT_FOUND;
}

/* A fill as the watcher is shown it: a memset node's parameters. */
static CUDA_MEMSET_NODE_PARAMS *fill(CUDA_MEMSET_NODE_PARAMS *f, CUdeviceptr dst, size_t pitch,
                                     unsigned char value, size_t width, size_t height)
{
    memset(f, 0, sizeof *f);
    f->dst = dst;
    f->pitch = pitch;
    f->value = value;
    f->elementSize = 1;
    f->width = width;
    f->height = height;
    return f;
}

static CUresult shim_cuMemsetD2D8(CUdeviceptr dst, size_t pitch, unsigned char value,
                                  size_t width, size_t height)
{
    CUresult (*fn)(CUdeviceptr, size_t, unsigned char, size_t, size_t);
    CUDA_MEMSET_NODE_PARAMS f;

    if (recorded(SHIM_cuMemsetD2D8, fill(&f, dst, pitch, value, width, height), (void **)&fn))
        return CUDA_SUCCESS;
    return fn != NULL ? fn(dst, pitch, value, width, height) : CUDA_ERROR_NOT_FOUND;
}

static CUresult shim_cuMemsetD2D8Async(CUdeviceptr dst, size_t pitch, unsigned char value,
                                       size_t width, size_t height, CUstream s)
{
    CUresult (*fn)(CUdeviceptr, size_t, unsigned char, size_t, size_t, CUstream);
    CUDA_MEMSET_NODE_PARAMS f;

    if (recorded(SHIM_cuMemsetD2D8Async, fill(&f, dst, pitch, value, width, height),
                 (void **)&fn))
        return CUDA_SUCCESS;
    return fn != NULL ? fn(dst, pitch, value, width, height, s) : CUDA_ERROR_NOT_FOUND;
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

/* The stand-in, loaded once. */
static int load_under(void)
{
    const char *path;
    void *lib;

    if (under == NULL) {
        path = getenv("CUFW_SHIM_UNDER");
        lib = path != NULL ? dlopen(path, RTLD_NOW | RTLD_LOCAL) : NULL;
        if (lib != NULL)
            *(void **)&under = dlsym(lib, "cuGetProcAddress_v2");
    }
    return under != NULL;
}

/* cuda.h names it cuGetProcAddress_v2: the one symbol cufw takes with dlsym. */
SHIM_EXPORT CUresult cuGetProcAddress(const char *symbol, void **pfn, int cudaVersion,
                                      cuuint64_t flags,
                                      CUdriverProcAddressQueryResult *symbolStatus)
{
    unsigned i;

    if (symbol != NULL && pfn != NULL) {
        under_version = cudaVersion;
        under_flags = flags;
        for (i = 0; i < sizeof own / sizeof own[0]; i++) {
            if (strcmp(own[i].name, symbol) == 0) {
                *pfn = own[i].fn;
                if (symbolStatus != NULL)
                    *symbolStatus = CU_GET_PROC_ADDRESS_SUCCESS;
                return CUDA_SUCCESS;
            }
        }
    }
    if (!load_under())
        return CUDA_ERROR_NOT_INITIALIZED;
    return under(symbol, pfn, cudaVersion, flags, symbolStatus);
}
