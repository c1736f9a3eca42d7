/* SPDX-License-Identifier: MIT */
/*
 * tests/reliability/graphshim.c -- a driver in front of the stand-in
 * (tests/fakecuda), for tests/reliability/graphid-t: it answers the graph
 * entry points the stand-in does not have (tests/reliability/nograph-t
 * holds it to having none) with a small model of its own, and hands every
 * other name to the stand-in's cuGetProcAddress_v2.
 *
 * The model: graphs with ids 1, 2, ... (cuGraphGetId), each holding up to
 * SHIM_NODES nodes, empty or kernel nodes, whose local ids count from 0 in
 * their graph and whose tools ids are the graph's id in the high half and
 * the local id in the low one; an executable graph has an id of its own;
 * a kernel node keeps the CUDA_KERNEL_NODE_PARAMS_v2 it was given and
 * cuGraphNodeGetParams gives it back in a CUgraphNodeParams; a conditional
 * handle is made only in a live context of the stand-in (cuCtxGetId
 * asked), so what context compat passes shows. Handles are checked against
 * the model (CUDA_ERROR_INVALID_VALUE for one it never made, as the
 * driver). A recapture (cuStreamBeginRecaptureToGraph, 13.3) keeps its
 * callback, which the test fires through graphshim_recapture_fire, as the
 * driver would on a node whose parameters changed. CUFW_SHIM_UNDER names
 * the stand-in to load.
 */
#define _GNU_SOURCE
#include "config.h"

#include <dlfcn.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cuda.h>
#include <cudaTypedefs.h>

#define SHIM_GRAPHS 8
#define SHIM_NODES 16
#define SHIM_EXECS 8

struct shim_node {
    int used;
    unsigned graph; /* index in graphs */
    CUgraphNodeType type;
    CUDA_KERNEL_NODE_PARAMS_v2 kernel;
};

struct shim_graph {
    int used;
    unsigned id;
    unsigned nodes; /* local ids given */
};

static struct shim_graph graphs[SHIM_GRAPHS];
static struct shim_node nodes[SHIM_GRAPHS][SHIM_NODES];
static unsigned execs[SHIM_EXECS]; /* ids, 0 for a free slot */
static unsigned last_graph_id, last_exec_id, last_handle;

typedef CUresult (*getproc_fn)(const char *, void **, int, cuuint64_t,
                               CUdriverProcAddressQueryResult *);
static getproc_fn under;

/* A handle is the address of its slot. */
static struct shim_graph *graph_of(CUgraph h)
{
    uintptr_t p = (uintptr_t)h, base = (uintptr_t)graphs;

    if (p < base || p >= base + sizeof graphs || (p - base) % sizeof graphs[0] != 0)
        return NULL;
    return graphs[(p - base) / sizeof graphs[0]].used ? &graphs[(p - base) / sizeof graphs[0]]
                                                      : NULL;
}

static struct shim_node *node_of(CUgraphNode h)
{
    uintptr_t p = (uintptr_t)h, base = (uintptr_t)nodes;

    if (p < base || p >= base + sizeof nodes || (p - base) % sizeof nodes[0][0] != 0)
        return NULL;
    return ((struct shim_node *)nodes)[(p - base) / sizeof nodes[0][0]].used
               ? &((struct shim_node *)nodes)[(p - base) / sizeof nodes[0][0]]
               : NULL;
}

static unsigned *exec_of(CUgraphExec h)
{
    uintptr_t p = (uintptr_t)h, base = (uintptr_t)execs;

    if (p < base || p >= base + sizeof execs || (p - base) % sizeof execs[0] != 0)
        return NULL;
    return execs[(p - base) / sizeof execs[0]] != 0 ? &execs[(p - base) / sizeof execs[0]] : NULL;
}

/* ------------------------------------------------------------ graphs */

static CUresult shim_cuGraphCreate(CUgraph *phGraph, unsigned int flags)
{
    unsigned i;

    if (phGraph == NULL || flags != 0)
        return CUDA_ERROR_INVALID_VALUE;
    for (i = 0; i < SHIM_GRAPHS && graphs[i].used; i++)
        ;
    if (i == SHIM_GRAPHS)
        return CUDA_ERROR_OUT_OF_MEMORY;
    graphs[i].used = 1;
    graphs[i].id = ++last_graph_id;
    graphs[i].nodes = 0;
    memset(nodes[i], 0, sizeof nodes[i]);
    *phGraph = (CUgraph)(void *)&graphs[i];
    return CUDA_SUCCESS;
}

static CUresult shim_cuGraphDestroy(CUgraph hGraph)
{
    struct shim_graph *g = graph_of(hGraph);

    if (g == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    g->used = 0;
    memset(nodes[g - graphs], 0, sizeof nodes[0]);
    return CUDA_SUCCESS;
}

static CUresult shim_cuGraphGetId(CUgraph hGraph, unsigned int *graphId)
{
    struct shim_graph *g = graph_of(hGraph);

    if (g == NULL || graphId == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    *graphId = g->id;
    return CUDA_SUCCESS;
}

/* A node of kind type in g after its dependencies, which must be g's. */
static CUresult add(CUgraphNode *ph, CUgraph hGraph, const CUgraphNode *deps, size_t ndeps,
                    CUgraphNodeType type, const CUDA_KERNEL_NODE_PARAMS_v2 *kernel)
{
    struct shim_graph *g = graph_of(hGraph);
    struct shim_node *n;
    size_t i;

    if (ph == NULL || g == NULL || (ndeps != 0 && deps == NULL))
        return CUDA_ERROR_INVALID_VALUE;
    for (i = 0; i < ndeps; i++)
        if ((n = node_of(deps[i])) == NULL || &graphs[n->graph] != g)
            return CUDA_ERROR_INVALID_VALUE;
    if (g->nodes == SHIM_NODES)
        return CUDA_ERROR_OUT_OF_MEMORY;
    n = &nodes[g - graphs][g->nodes++];
    n->used = 1;
    n->graph = (unsigned)(g - graphs);
    n->type = type;
    if (kernel != NULL)
        n->kernel = *kernel;
    *ph = (CUgraphNode)(void *)n;
    return CUDA_SUCCESS;
}

static CUresult shim_cuGraphAddEmptyNode(CUgraphNode *phGraphNode, CUgraph hGraph,
                                         const CUgraphNode *dependencies, size_t numDependencies)
{
    return add(phGraphNode, hGraph, dependencies, numDependencies, CU_GRAPH_NODE_TYPE_EMPTY, NULL);
}

static CUresult shim_cuGraphAddKernelNode(CUgraphNode *phGraphNode, CUgraph hGraph,
                                          const CUgraphNode *dependencies,
                                          size_t numDependencies,
                                          const CUDA_KERNEL_NODE_PARAMS_v2 *nodeParams)
{
    if (nodeParams == NULL || (nodeParams->kern == NULL && nodeParams->func == NULL))
        return CUDA_ERROR_INVALID_VALUE;
    return add(phGraphNode, hGraph, dependencies, numDependencies, CU_GRAPH_NODE_TYPE_KERNEL,
               nodeParams);
}

/* ------------------------------------------------------------ nodes */

static CUresult shim_cuGraphNodeGetContainingGraph(CUgraphNode hNode, CUgraph *phGraph)
{
    struct shim_node *n = node_of(hNode);

    if (n == NULL || phGraph == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    *phGraph = (CUgraph)(void *)&graphs[n->graph];
    return CUDA_SUCCESS;
}

static unsigned local_id(const struct shim_node *n)
{
    return (unsigned)(n - nodes[n->graph]);
}

static CUresult shim_cuGraphNodeGetLocalId(CUgraphNode hNode, unsigned int *nodeId)
{
    struct shim_node *n = node_of(hNode);

    if (n == NULL || nodeId == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    *nodeId = local_id(n);
    return CUDA_SUCCESS;
}

static CUresult shim_cuGraphNodeGetToolsId(CUgraphNode hNode, unsigned long long *nodeId)
{
    struct shim_node *n = node_of(hNode);

    if (n == NULL || nodeId == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    *nodeId = (unsigned long long)graphs[n->graph].id << 32 | local_id(n);
    return CUDA_SUCCESS;
}

static CUresult shim_cuGraphNodeGetParams(CUgraphNode hNode, CUgraphNodeParams *nodeParams)
{
    struct shim_node *n = node_of(hNode);

    if (n == NULL || nodeParams == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    memset(nodeParams, 0, sizeof *nodeParams);
    nodeParams->type = n->type;
    if (n->type == CU_GRAPH_NODE_TYPE_KERNEL)
        memcpy(&nodeParams->kernel, &n->kernel, sizeof n->kernel);
    return CUDA_SUCCESS;
}

/* ------------------------------------------------------------ executable graphs */

static CUresult shim_cuGraphInstantiateWithFlags(CUgraphExec *phGraphExec, CUgraph hGraph,
                                                 unsigned long long flags)
{
    unsigned i;

    if (phGraphExec == NULL || graph_of(hGraph) == NULL || flags != 0)
        return CUDA_ERROR_INVALID_VALUE;
    for (i = 0; i < SHIM_EXECS && execs[i] != 0; i++)
        ;
    if (i == SHIM_EXECS)
        return CUDA_ERROR_OUT_OF_MEMORY;
    execs[i] = ++last_exec_id;
    *phGraphExec = (CUgraphExec)(void *)&execs[i];
    return CUDA_SUCCESS;
}

static CUresult shim_cuGraphExecDestroy(CUgraphExec hGraphExec)
{
    unsigned *x = exec_of(hGraphExec);

    if (x == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    *x = 0;
    return CUDA_SUCCESS;
}

static CUresult shim_cuGraphExecGetId(CUgraphExec hGraphExec, unsigned int *graphId)
{
    unsigned *x = exec_of(hGraphExec);

    if (x == NULL || graphId == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    *graphId = *x;
    return CUDA_SUCCESS;
}

/* In a context the stand-in knows and keeps alive: its cuCtxGetId says. */
static CUresult shim_cuGraphConditionalHandleCreate(CUgraphConditionalHandle *pHandle_out,
                                                    CUgraph hGraph, CUcontext ctx,
                                                    unsigned int defaultLaunchValue,
                                                    unsigned int flags)
{
    PFN_cuCtxGetId_v12000 ctx_id = NULL;
    unsigned long long id;
    CUresult r;

    if (pHandle_out == NULL || graph_of(hGraph) == NULL || ctx == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    if (under(
            "cuCtxGetId", (void **)&ctx_id, 12000, CU_GET_PROC_ADDRESS_LEGACY_STREAM, NULL) !=
            CUDA_SUCCESS ||
        ctx_id == NULL)
        return CUDA_ERROR_NOT_SUPPORTED;
    if ((r = ctx_id(ctx, &id)) != CUDA_SUCCESS)
        return r;
    *pHandle_out = (CUgraphConditionalHandle)(++last_handle | (unsigned long long)flags << 32 |
                                              (unsigned long long)(defaultLaunchValue != 0) << 63);
    return CUDA_SUCCESS;
}

/* ------------------------------------------------------------ recapture */

#if CUDA_VERSION >= 13030
static CUgraphRecaptureCallback recapture_fn;
static void *recapture_data;

static CUresult shim_cuStreamBeginRecaptureToGraph(CUstream hStream, CUstreamCaptureMode mode,
                                                   CUgraph hGraph,
                                                   CUgraphRecaptureCallback callbackFunc,
                                                   void *userData)
{
    (void)hStream;
    if (graph_of(hGraph) == NULL || (unsigned)mode > CU_STREAM_CAPTURE_MODE_RELAXED)
        return CUDA_ERROR_INVALID_VALUE;
    recapture_fn = callbackFunc;
    recapture_data = userData;
    return CUDA_SUCCESS;
}

/* What the test asks it, by dlsym: fire the recapture's callback on node,
 * its parameters then and now those of the kernel nodes was and now;
 * CUDA_ERROR_NOT_FOUND when the recapture has none. */
__attribute__((visibility("default"))) CUresult graphshim_recapture_fire(CUgraphNode was,
                                                                         CUgraphNode now);
CUresult graphshim_recapture_fire(CUgraphNode was, CUgraphNode now)
{
    CUgraphNodeParams a, b;

    if (recapture_fn == NULL)
        return CUDA_ERROR_NOT_FOUND;
    if (shim_cuGraphNodeGetParams(was, &a) != CUDA_SUCCESS ||
        shim_cuGraphNodeGetParams(now, &b) != CUDA_SUCCESS)
        return CUDA_ERROR_INVALID_VALUE;
    return recapture_fn(recapture_data, now, &a, &b, CU_GRAPH_RECAPTURE_INELIGIBLE_FOR_UPDATE);
}
#define SHIM_LIST_13030(X) X(cuStreamBeginRecaptureToGraph)
#else
#define SHIM_LIST_13030(X)
#endif

/* ------------------------------------------------------------ the front door */

#define SHIM_LIST(X)                                                                            \
    X(cuGraphCreate) X(cuGraphDestroy) X(cuGraphGetId) X(cuGraphAddEmptyNode)                   \
    X(cuGraphAddKernelNode) X(cuGraphNodeGetContainingGraph) X(cuGraphNodeGetLocalId)           \
    X(cuGraphNodeGetToolsId) X(cuGraphNodeGetParams) X(cuGraphInstantiateWithFlags)             \
    X(cuGraphExecDestroy) X(cuGraphExecGetId) X(cuGraphConditionalHandleCreate)                 \
    SHIM_LIST_13030(X)

static const struct {
    const char *name;
    void *fn;
} own[] = {
#define SHIM_X_OWN(name) {#name, (void *)shim_##name},
    SHIM_LIST(SHIM_X_OWN)
#undef SHIM_X_OWN
};

/* cuda.h names it cuGetProcAddress_v2: the one symbol cufw takes with dlsym. */
__attribute__((visibility("default"))) CUresult
cuGetProcAddress(const char *symbol, void **pfn, int cudaVersion, cuuint64_t flags,
                 CUdriverProcAddressQueryResult *symbolStatus)
{
    const char *path;
    void *lib;
    unsigned i;

    if (under == NULL) {
        path = getenv("CUFW_SHIM_UNDER");
        lib = path != NULL ? dlopen(path, RTLD_NOW | RTLD_LOCAL) : NULL;
        if (lib != NULL)
            *(void **)&under = dlsym(lib, "cuGetProcAddress_v2");
        if (under == NULL)
            return CUDA_ERROR_NOT_INITIALIZED;
    }
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
    return under(symbol, pfn, cudaVersion, flags, symbolStatus);
}
