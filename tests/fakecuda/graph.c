/* SPDX-License-Identifier: MIT */
/*
 * tests/fakecuda/graph.c -- graphs, their nodes and edges, executable
 * graphs and stream capture, answered when CUFW_FAKE_LAZY=1 (fake.h).
 *
 * A graph is its nodes (at most FAKE_GRAPH_NODES) and each node its type
 * and the nodes it depends on: enough to answer what the driver answers
 * about structure -- nodes, roots, edges, dependencies both ways, types,
 * clones -- with the driver's rules for the lists (NULL asks for the
 * count; a list is filled up to the count given, the rest set to NULL, and
 * the count becomes how many were written). Node parameters are checked
 * for presence and not kept; an executable graph runs nothing. A capture
 * records into a graph of its own (or the one given) and keeps the
 * dependency set the stream's next node would have; captured work itself
 * runs at once, as all work here does, and adds no node. Every object is
 * in the registry, so a handle is checked without reading through it.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "fake.h"

struct fake_node {
    struct fake_handle h;
    struct fake_graph *graph;
    CUgraphNodeType type;
    struct fake_node *clone_of; /* the node of the original graph, in a clone */
    unsigned ndeps;
    struct fake_node *deps[FAKE_GRAPH_NODES];
};

struct fake_graph {
    struct fake_handle h;
    unsigned n;
    struct fake_node *nodes[FAKE_GRAPH_NODES];
};

struct fake_exec {
    struct fake_handle h;
};

static unsigned long long capture_ids;

/* ------------------------------------------------------------ objects */

static struct fake_graph *graph_new(void)
{
    struct fake_graph *g = calloc(1, sizeof *g);

    if (g != NULL)
        fake_reg_add(&g->h, K_GRAPH, NULL);
    return g;
}

/* Take n out of every list of its graph and free it (lock held). */
static void node_free(struct fake_node *n)
{
    struct fake_graph *g = n->graph;
    unsigned i, j, k;

    for (i = 0, k = 0; i < g->n; i++)
        if (g->nodes[i] != n)
            g->nodes[k++] = g->nodes[i];
    g->n = k;
    for (i = 0; i < g->n; i++) {
        struct fake_node *m = g->nodes[i];

        for (j = 0, k = 0; j < m->ndeps; j++)
            if (m->deps[j] != n)
                m->deps[k++] = m->deps[j];
        m->ndeps = k;
    }
    fake_reg_del(&n->h);
    free(n);
}

static void graph_free(struct fake_graph *g)
{
    while (g->n > 0)
        node_free(g->nodes[g->n - 1]);
    fake_reg_del(&g->h);
    free(g);
}

/* The node behind a handle, if it is one of g's (lock held). */
static struct fake_node *node_of(struct fake_graph *g, CUgraphNode h)
{
    struct fake_node *n = fake_reg_find(h, K_NODE);

    return n != NULL && n->graph == g ? n : NULL;
}

/* Lock taken, the context checked: the graph behind a handle. The caller
 * unlocks. */
static CUresult lock_graph(CUgraph h, struct fake_graph **g)
{
    struct fake_ctx *c;
    CUresult r = fake_lock_current(&c);

    *g = r == CUDA_SUCCESS ? fake_reg_find(h, K_GRAPH) : NULL;
    return r != CUDA_SUCCESS ? r : *g == NULL ? CUDA_ERROR_INVALID_VALUE : CUDA_SUCCESS;
}

/* Lock taken, the context checked: the node behind a handle. */
static CUresult lock_node(CUgraphNode h, struct fake_node **n)
{
    struct fake_ctx *c;
    CUresult r = fake_lock_current(&c);

    *n = r == CUDA_SUCCESS ? fake_reg_find(h, K_NODE) : NULL;
    return r != CUDA_SUCCESS ? r : *n == NULL ? CUDA_ERROR_INVALID_VALUE : CUDA_SUCCESS;
}

/* A new node of type in hGraph after deps[0..ndeps), each a node of the
 * same graph; what the Add functions share once their parameters are
 * checked (params: their one required pointer, NULL when there is none). */
static CUresult add(CUgraphNode *ph, CUgraph hGraph, const CUgraphNode *deps, size_t ndeps,
                    CUgraphNodeType type, int params_ok)
{
    struct fake_graph *g;
    struct fake_node *n = NULL;
    CUresult r;
    size_t i;

    if (ph == NULL || !params_ok || (ndeps > 0 && deps == NULL))
        return CUDA_ERROR_INVALID_VALUE;
    r = lock_graph(hGraph, &g);
    for (i = 0; r == CUDA_SUCCESS && i < ndeps; i++)
        if (node_of(g, deps[i]) == NULL)
            r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS && (g->n == FAKE_GRAPH_NODES || ndeps > FAKE_GRAPH_NODES ||
                              (n = calloc(1, sizeof *n)) == NULL))
        r = CUDA_ERROR_OUT_OF_MEMORY;
    if (r == CUDA_SUCCESS) {
        n->graph = g;
        n->type = type;
        for (i = 0; i < ndeps; i++)
            n->deps[n->ndeps++] = node_of(g, deps[i]);
        fake_reg_add(&n->h, K_NODE, NULL);
        g->nodes[g->n++] = n;
        *ph = (CUgraphNode)(void *)n;
    }
    UNLOCK();
    return r;
}

/* Give list[0..n) as the driver gives a list: out NULL asks for the count;
 * else up to *count handles are written, the rest of *count set to NULL,
 * and *count becomes how many were written. */
static CUresult give(CUgraphNode *out, size_t *count, struct fake_node *const *list, size_t n)
{
    size_t i;

    if (count == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    if (out == NULL) {
        *count = n;
        return CUDA_SUCCESS;
    }
    for (i = 0; i < *count; i++)
        out[i] = i < n ? (CUgraphNode)(void *)list[i] : NULL;
    if (n < *count)
        *count = n;
    return CUDA_SUCCESS;
}

/* ------------------------------------------------------------ graphs */

CUresult cuGraphCreate(CUgraph *phGraph, unsigned int flags)
{
    struct fake_ctx *c;
    struct fake_graph *g = NULL;
    CUresult r;

    ENTER(cuGraphCreate);
    if (phGraph == NULL || flags != 0)
        return CUDA_ERROR_INVALID_VALUE;
    r = fake_lock_current(&c);
    if (r == CUDA_SUCCESS && (g = graph_new()) == NULL)
        r = CUDA_ERROR_OUT_OF_MEMORY;
    if (r == CUDA_SUCCESS)
        *phGraph = (CUgraph)(void *)g;
    UNLOCK();
    return r;
}

CUresult cuGraphDestroy(CUgraph hGraph)
{
    struct fake_graph *g;
    CUresult r;

    ENTER(cuGraphDestroy);
    if ((r = lock_graph(hGraph, &g)) == CUDA_SUCCESS)
        graph_free(g);
    UNLOCK();
    return r;
}

CUresult cuGraphClone(CUgraph *phGraphClone, CUgraph originalGraph)
{
    struct fake_graph *g, *c = NULL;
    CUresult r;
    unsigned i, j;

    ENTER(cuGraphClone);
    if (phGraphClone == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    r = lock_graph(originalGraph, &g);
    if (r == CUDA_SUCCESS && (c = graph_new()) == NULL)
        r = CUDA_ERROR_OUT_OF_MEMORY;
    for (i = 0; r == CUDA_SUCCESS && i < g->n; i++) {
        struct fake_node *n = calloc(1, sizeof *n);

        if (n == NULL) {
            r = CUDA_ERROR_OUT_OF_MEMORY;
            break;
        }
        n->graph = c;
        n->type = g->nodes[i]->type;
        n->clone_of = g->nodes[i];
        fake_reg_add(&n->h, K_NODE, NULL);
        c->nodes[c->n++] = n;
    }
    /* the same edges between the copies: node i of the clone is node i */
    for (i = 0; r == CUDA_SUCCESS && i < g->n; i++)
        for (j = 0; j < g->nodes[i]->ndeps; j++) {
            unsigned k = 0;

            while (g->nodes[k] != g->nodes[i]->deps[j])
                k++;
            c->nodes[i]->deps[c->nodes[i]->ndeps++] = c->nodes[k];
        }
    if (r == CUDA_SUCCESS)
        *phGraphClone = (CUgraph)(void *)c;
    else if (c != NULL)
        graph_free(c);
    UNLOCK();
    return r;
}

CUresult cuGraphNodeFindInClone(CUgraphNode *phNode, CUgraphNode hOriginalNode,
                                CUgraph hClonedGraph)
{
    struct fake_graph *c;
    CUresult r;
    unsigned i;

    ENTER(cuGraphNodeFindInClone);
    if (phNode == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    r = lock_graph(hClonedGraph, &c);
    for (i = 0; r == CUDA_SUCCESS && i < c->n; i++)
        if ((const void *)c->nodes[i]->clone_of == (const void *)hOriginalNode)
            break;
    if (r == CUDA_SUCCESS && i == c->n)
        r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS)
        *phNode = (CUgraphNode)(void *)c->nodes[i];
    UNLOCK();
    return r;
}

CUresult cuGraphDestroyNode(CUgraphNode hNode)
{
    struct fake_node *n;
    CUresult r;

    ENTER(cuGraphDestroyNode);
    if ((r = lock_node(hNode, &n)) == CUDA_SUCCESS)
        node_free(n);
    UNLOCK();
    return r;
}

CUresult cuGraphNodeGetType(CUgraphNode hNode, CUgraphNodeType *type)
{
    struct fake_node *n;
    CUresult r;

    ENTER(cuGraphNodeGetType);
    if (type == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    if ((r = lock_node(hNode, &n)) == CUDA_SUCCESS)
        *type = n->type;
    UNLOCK();
    return r;
}

/* ------------------------------------------------------------ adding nodes */

CUresult cuGraphAddNode(CUgraphNode *phGraphNode, CUgraph hGraph, const CUgraphNode *dependencies,
                        const CUgraphEdgeData *dependencyData, size_t numDependencies,
                        CUgraphNodeParams *nodeParams)
{
    ENTER(cuGraphAddNode);
    (void)dependencyData;
    return add(phGraphNode, hGraph, dependencies, numDependencies,
               nodeParams != NULL ? nodeParams->type : CU_GRAPH_NODE_TYPE_EMPTY,
               nodeParams != NULL);
}

CUresult cuGraphAddKernelNode(CUgraphNode *phGraphNode, CUgraph hGraph,
                              const CUgraphNode *dependencies, size_t numDependencies,
                              const CUDA_KERNEL_NODE_PARAMS *nodeParams)
{
    ENTER(cuGraphAddKernelNode);
    return add(phGraphNode, hGraph, dependencies, numDependencies, CU_GRAPH_NODE_TYPE_KERNEL,
               nodeParams != NULL);
}

CUresult cuGraphAddMemcpyNode(CUgraphNode *phGraphNode, CUgraph hGraph,
                              const CUgraphNode *dependencies, size_t numDependencies,
                              const CUDA_MEMCPY3D *copyParams, CUcontext ctx)
{
    ENTER(cuGraphAddMemcpyNode);
    (void)ctx;
    return add(phGraphNode, hGraph, dependencies, numDependencies, CU_GRAPH_NODE_TYPE_MEMCPY,
               copyParams != NULL);
}

CUresult cuGraphAddMemsetNode(CUgraphNode *phGraphNode, CUgraph hGraph,
                              const CUgraphNode *dependencies, size_t numDependencies,
                              const CUDA_MEMSET_NODE_PARAMS *memsetParams, CUcontext ctx)
{
    ENTER(cuGraphAddMemsetNode);
    (void)ctx;
    return add(phGraphNode, hGraph, dependencies, numDependencies, CU_GRAPH_NODE_TYPE_MEMSET,
               memsetParams != NULL);
}

CUresult cuGraphAddHostNode(CUgraphNode *phGraphNode, CUgraph hGraph,
                            const CUgraphNode *dependencies, size_t numDependencies,
                            const CUDA_HOST_NODE_PARAMS *nodeParams)
{
    ENTER(cuGraphAddHostNode);
    return add(phGraphNode, hGraph, dependencies, numDependencies, CU_GRAPH_NODE_TYPE_HOST,
               nodeParams != NULL && nodeParams->fn != NULL);
}

CUresult cuGraphAddChildGraphNode(CUgraphNode *phGraphNode, CUgraph hGraph,
                                  const CUgraphNode *dependencies, size_t numDependencies,
                                  CUgraph childGraph)
{
    int child;

    ENTER(cuGraphAddChildGraphNode);
    LOCK();
    child = fake_reg_find(childGraph, K_GRAPH) != NULL && childGraph != hGraph;
    UNLOCK();
    return add(phGraphNode, hGraph, dependencies, numDependencies, CU_GRAPH_NODE_TYPE_GRAPH,
               child);
}

CUresult cuGraphAddEmptyNode(CUgraphNode *phGraphNode, CUgraph hGraph,
                             const CUgraphNode *dependencies, size_t numDependencies)
{
    ENTER(cuGraphAddEmptyNode);
    return add(phGraphNode, hGraph, dependencies, numDependencies, CU_GRAPH_NODE_TYPE_EMPTY, 1);
}

/* An event node: the event must be live. */
static CUresult add_event(CUgraphNode *ph, CUgraph hGraph, const CUgraphNode *deps, size_t n,
                          CUevent event, CUgraphNodeType type)
{
    int live;

    LOCK();
    live = fake_reg_find(event, K_EVENT) != NULL;
    UNLOCK();
    return add(ph, hGraph, deps, n, type, live);
}

CUresult cuGraphAddEventRecordNode(CUgraphNode *phGraphNode, CUgraph hGraph,
                                   const CUgraphNode *dependencies, size_t numDependencies,
                                   CUevent event)
{
    ENTER(cuGraphAddEventRecordNode);
    return add_event(phGraphNode, hGraph, dependencies, numDependencies, event,
                     CU_GRAPH_NODE_TYPE_EVENT_RECORD);
}

CUresult cuGraphAddEventWaitNode(CUgraphNode *phGraphNode, CUgraph hGraph,
                                 const CUgraphNode *dependencies, size_t numDependencies,
                                 CUevent event)
{
    ENTER(cuGraphAddEventWaitNode);
    return add_event(phGraphNode, hGraph, dependencies, numDependencies, event,
                     CU_GRAPH_NODE_TYPE_WAIT_EVENT);
}

CUresult cuGraphAddExternalSemaphoresSignalNode(CUgraphNode *phGraphNode, CUgraph hGraph,
                                                const CUgraphNode *dependencies,
                                                size_t numDependencies,
                                                const CUDA_EXT_SEM_SIGNAL_NODE_PARAMS *nodeParams)
{
    ENTER(cuGraphAddExternalSemaphoresSignalNode);
    return add(phGraphNode, hGraph, dependencies, numDependencies,
               CU_GRAPH_NODE_TYPE_EXT_SEMAS_SIGNAL, nodeParams != NULL);
}

CUresult cuGraphAddExternalSemaphoresWaitNode(CUgraphNode *phGraphNode, CUgraph hGraph,
                                              const CUgraphNode *dependencies,
                                              size_t numDependencies,
                                              const CUDA_EXT_SEM_WAIT_NODE_PARAMS *nodeParams)
{
    ENTER(cuGraphAddExternalSemaphoresWaitNode);
    return add(phGraphNode, hGraph, dependencies, numDependencies,
               CU_GRAPH_NODE_TYPE_EXT_SEMAS_WAIT, nodeParams != NULL);
}

/* The allocation is not made: its address stays 0. */
CUresult cuGraphAddMemAllocNode(CUgraphNode *phGraphNode, CUgraph hGraph,
                                const CUgraphNode *dependencies, size_t numDependencies,
                                CUDA_MEM_ALLOC_NODE_PARAMS *nodeParams)
{
    ENTER(cuGraphAddMemAllocNode);
    if (nodeParams != NULL)
        nodeParams->dptr = 0;
    return add(phGraphNode, hGraph, dependencies, numDependencies, CU_GRAPH_NODE_TYPE_MEM_ALLOC,
               nodeParams != NULL && nodeParams->bytesize > 0);
}

CUresult cuGraphAddMemFreeNode(CUgraphNode *phGraphNode, CUgraph hGraph,
                               const CUgraphNode *dependencies, size_t numDependencies,
                               CUdeviceptr dptr)
{
    ENTER(cuGraphAddMemFreeNode);
    return add(phGraphNode, hGraph, dependencies, numDependencies, CU_GRAPH_NODE_TYPE_MEM_FREE,
               dptr != 0);
}

/* ------------------------------------------------------------ structure */

CUresult cuGraphGetNodes(CUgraph hGraph, CUgraphNode *nodes, size_t *numNodes)
{
    struct fake_graph *g;
    CUresult r;

    ENTER(cuGraphGetNodes);
    if ((r = lock_graph(hGraph, &g)) == CUDA_SUCCESS)
        r = give(nodes, numNodes, g->nodes, g->n);
    UNLOCK();
    return r;
}

CUresult cuGraphGetRootNodes(CUgraph hGraph, CUgraphNode *rootNodes, size_t *numRootNodes)
{
    struct fake_node *roots[FAKE_GRAPH_NODES];
    struct fake_graph *g;
    size_t n = 0;
    unsigned i;
    CUresult r;

    ENTER(cuGraphGetRootNodes);
    if ((r = lock_graph(hGraph, &g)) == CUDA_SUCCESS) {
        for (i = 0; i < g->n; i++)
            if (g->nodes[i]->ndeps == 0)
                roots[n++] = g->nodes[i];
        r = give(rootNodes, numRootNodes, roots, n);
    }
    UNLOCK();
    return r;
}

/* The edges ending at the nodes of g, or the dependents of one node: from
 * (when not NULL) and to of each, at most max (lock held). */
static size_t edges(const struct fake_graph *g, const struct fake_node *only_from,
                    struct fake_node **from, struct fake_node **to, size_t max)
{
    size_t n = 0;
    unsigned i, j;

    for (i = 0; i < g->n; i++)
        for (j = 0; j < g->nodes[i]->ndeps; j++) {
            if (only_from != NULL && g->nodes[i]->deps[j] != only_from)
                continue;
            if (n < max) {
                if (from != NULL)
                    from[n] = g->nodes[i]->deps[j];
                to[n] = g->nodes[i];
            }
            n++;
        }
    return n;
}

/* Zero edge data (the default edge) for the first n of a list. */
static void default_edges(CUgraphEdgeData *edgeData, size_t n)
{
    if (edgeData != NULL && n > 0)
        memset(edgeData, 0, n * sizeof *edgeData);
}

CUresult cuGraphGetEdges(CUgraph hGraph, CUgraphNode *from, CUgraphNode *to,
                         CUgraphEdgeData *edgeData, size_t *numEdges)
{
    static struct fake_node *f[FAKE_GRAPH_NODES * FAKE_GRAPH_NODES];
    static struct fake_node *t[FAKE_GRAPH_NODES * FAKE_GRAPH_NODES];
    struct fake_graph *g;
    size_t n;
    CUresult r;

    ENTER(cuGraphGetEdges);
    if ((from == NULL) != (to == NULL) || numEdges == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    if ((r = lock_graph(hGraph, &g)) == CUDA_SUCCESS) {
        n = edges(g, NULL, f, t, sizeof f / sizeof *f);
        if (from != NULL) {
            size_t asked = *numEdges;

            give(from, &asked, f, n);
            give(to, numEdges, t, n);
            default_edges(edgeData, *numEdges);
        } else {
            *numEdges = n;
        }
    }
    UNLOCK();
    return r;
}

CUresult cuGraphNodeGetDependencies(CUgraphNode hNode, CUgraphNode *dependencies,
                                    CUgraphEdgeData *edgeData, size_t *numDependencies)
{
    struct fake_node *n;
    CUresult r;

    ENTER(cuGraphNodeGetDependencies);
    if ((r = lock_node(hNode, &n)) == CUDA_SUCCESS &&
        (r = give(dependencies, numDependencies, n->deps, n->ndeps)) == CUDA_SUCCESS &&
        dependencies != NULL)
        default_edges(edgeData, *numDependencies);
    UNLOCK();
    return r;
}

CUresult cuGraphNodeGetDependentNodes(CUgraphNode hNode, CUgraphNode *dependentNodes,
                                      CUgraphEdgeData *edgeData, size_t *numDependentNodes)
{
    struct fake_node *to[FAKE_GRAPH_NODES];
    struct fake_node *n;
    CUresult r;

    ENTER(cuGraphNodeGetDependentNodes);
    if ((r = lock_node(hNode, &n)) == CUDA_SUCCESS &&
        (r = give(dependentNodes, numDependentNodes, to,
                  edges(n->graph, n, NULL, to, FAKE_GRAPH_NODES))) == CUDA_SUCCESS &&
        dependentNodes != NULL)
        default_edges(edgeData, *numDependentNodes);
    UNLOCK();
    return r;
}

/* The index of the edge from -> to among to's dependencies, or -1. */
static int edge_at(const struct fake_node *from, const struct fake_node *to)
{
    unsigned j;

    for (j = 0; j < to->ndeps; j++)
        if (to->deps[j] == from)
            return (int)j;
    return -1;
}

/* Add (add != 0) or remove the edges from[i] -> to[i]: all or none. */
static CUresult change_edges(CUgraph hGraph, const CUgraphNode *from, const CUgraphNode *to,
                             size_t n, int add_them)
{
    struct fake_graph *g;
    CUresult r;
    size_t i;

    if (n > 0 && (from == NULL || to == NULL))
        return CUDA_ERROR_INVALID_VALUE;
    r = lock_graph(hGraph, &g);
    for (i = 0; r == CUDA_SUCCESS && i < n; i++) {
        struct fake_node *a = node_of(g, from[i]), *b = node_of(g, to[i]);

        if (a == NULL || b == NULL || a == b || (edge_at(a, b) >= 0) == add_them ||
            (add_them && b->ndeps == FAKE_GRAPH_NODES))
            r = CUDA_ERROR_INVALID_VALUE;
    }
    for (i = 0; r == CUDA_SUCCESS && i < n; i++) {
        struct fake_node *a = node_of(g, from[i]), *b = node_of(g, to[i]);
        int at = edge_at(a, b);

        if (add_them && at < 0)
            b->deps[b->ndeps++] = a;
        else if (!add_them && at >= 0)
            b->deps[at] = b->deps[--b->ndeps];
    }
    UNLOCK();
    return r;
}

CUresult cuGraphAddDependencies(CUgraph hGraph, const CUgraphNode *from, const CUgraphNode *to,
                                const CUgraphEdgeData *edgeData, size_t numDependencies)
{
    ENTER(cuGraphAddDependencies);
    (void)edgeData;
    return change_edges(hGraph, from, to, numDependencies, 1);
}

CUresult cuGraphRemoveDependencies(CUgraph hGraph, const CUgraphNode *from, const CUgraphNode *to,
                                   const CUgraphEdgeData *edgeData, size_t numDependencies)
{
    ENTER(cuGraphRemoveDependencies);
    (void)edgeData;
    return change_edges(hGraph, from, to, numDependencies, 0);
}

/* ------------------------------------------------------------ executable graphs */

static CUresult instantiate(CUgraphExec *phGraphExec, CUgraph hGraph)
{
    struct fake_graph *g;
    struct fake_exec *e = NULL;
    CUresult r;

    if (phGraphExec == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    r = lock_graph(hGraph, &g);
    if (r == CUDA_SUCCESS && (e = calloc(1, sizeof *e)) == NULL)
        r = CUDA_ERROR_OUT_OF_MEMORY;
    if (r == CUDA_SUCCESS) {
        fake_reg_add(&e->h, K_EXEC, NULL);
        *phGraphExec = (CUgraphExec)(void *)e;
    }
    UNLOCK();
    return r;
}

CUresult cuGraphInstantiateWithFlags(CUgraphExec *phGraphExec, CUgraph hGraph,
                                     unsigned long long flags)
{
    ENTER(cuGraphInstantiateWithFlags);
    (void)flags;
    return instantiate(phGraphExec, hGraph);
}

CUresult cuGraphInstantiateWithParams(CUgraphExec *phGraphExec, CUgraph hGraph,
                                      CUDA_GRAPH_INSTANTIATE_PARAMS *instantiateParams)
{
    CUresult r;

    ENTER(cuGraphInstantiateWithParams);
    if (instantiateParams == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    r = instantiate(phGraphExec, hGraph);
    instantiateParams->hErrNode_out = NULL;
    instantiateParams->result_out =
        r == CUDA_SUCCESS ? CUDA_GRAPH_INSTANTIATE_SUCCESS : CUDA_GRAPH_INSTANTIATE_ERROR;
    return r;
}

/* An executable graph and a stream, checked: nothing runs. */
static CUresult exec_on(CUgraphExec hGraphExec, CUstream hStream)
{
    struct fake_ctx *c;
    struct fake_stream *s;
    CUresult r = fake_lock_stream(hStream, &c, &s);

    if (r == CUDA_SUCCESS && fake_reg_find(hGraphExec, K_EXEC) == NULL)
        r = CUDA_ERROR_INVALID_VALUE;
    UNLOCK();
    return r;
}

CUresult cuGraphUpload(CUgraphExec hGraphExec, CUstream hStream)
{
    ENTER(cuGraphUpload);
    return exec_on(hGraphExec, hStream);
}

CUresult cuGraphLaunch(CUgraphExec hGraphExec, CUstream hStream)
{
    ENTER(cuGraphLaunch);
    return exec_on(hGraphExec, hStream);
}

CUresult cuGraphExecDestroy(CUgraphExec hGraphExec)
{
    struct fake_handle *e;

    ENTER(cuGraphExecDestroy);
    LOCK();
    if ((e = fake_reg_find(hGraphExec, K_EXEC)) != NULL) {
        fake_reg_del(e);
        free(e);
    }
    UNLOCK();
    return e != NULL ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}

/* ------------------------------------------------------------ stream capture */

void fake_capture_drop(struct fake_stream *s)
{
    if (s->capture.graph != NULL && s->capture.owned)
        graph_free(s->capture.graph);
    memset(&s->capture, 0, sizeof s->capture);
}

/* Lock taken: a stream of the current context that may capture (not a
 * default stream). The caller unlocks. */
static CUresult lock_capturing(CUstream hStream, struct fake_stream **s)
{
    struct fake_ctx *c;
    CUresult r = fake_lock_stream(hStream, &c, s);

    if (r == CUDA_SUCCESS && *s == NULL)
        r = CUDA_ERROR_STREAM_CAPTURE_UNSUPPORTED;
    return r;
}

/* Set (or add to) a capture's dependency set: nodes of its graph. */
static CUresult capture_deps(struct fake_capture *cap, const CUgraphNode *deps, size_t n,
                             int add_them)
{
    size_t i, base = add_them ? cap->ndeps : 0;

    if (n > 0 && deps == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    if (n > FAKE_GRAPH_NODES - base)
        return CUDA_ERROR_OUT_OF_MEMORY;
    for (i = 0; i < n; i++)
        if (node_of(cap->graph, deps[i]) == NULL)
            return CUDA_ERROR_INVALID_VALUE;
    for (i = 0; i < n; i++)
        cap->deps[base + i] = deps[i];
    cap->ndeps = base + n;
    return CUDA_SUCCESS;
}

static CUresult begin(CUstream hStream, struct fake_graph *into, const CUgraphNode *deps,
                      size_t ndeps, CUstreamCaptureMode mode)
{
    struct fake_stream *s;
    struct fake_capture cap = {0};
    CUresult r;

    if ((unsigned)mode > CU_STREAM_CAPTURE_MODE_RELAXED)
        return CUDA_ERROR_INVALID_VALUE;
    r = lock_capturing(hStream, &s);
    if (r == CUDA_SUCCESS && s->capture.graph != NULL)
        r = CUDA_ERROR_ILLEGAL_STATE;
    if (r == CUDA_SUCCESS && into != NULL && fake_reg_find(into, K_GRAPH) == NULL)
        r = CUDA_ERROR_INVALID_VALUE;
    if (r == CUDA_SUCCESS && (cap.graph = into != NULL ? into : graph_new()) == NULL)
        r = CUDA_ERROR_OUT_OF_MEMORY;
    if (r == CUDA_SUCCESS) {
        cap.owned = into == NULL;
        cap.id = ++capture_ids;
        r = capture_deps(&cap, deps, ndeps, 0);
        if (r != CUDA_SUCCESS && cap.owned)
            graph_free(cap.graph);
    }
    if (r == CUDA_SUCCESS)
        s->capture = cap;
    UNLOCK();
    return r;
}

CUresult cuStreamBeginCapture(CUstream hStream, CUstreamCaptureMode mode)
{
    ENTER(cuStreamBeginCapture);
    return begin(hStream, NULL, NULL, 0, mode);
}

CUresult cuStreamBeginCaptureToGraph(CUstream hStream, CUgraph hGraph,
                                     const CUgraphNode *dependencies,
                                     const CUgraphEdgeData *dependencyData,
                                     size_t numDependencies, CUstreamCaptureMode mode)
{
    ENTER(cuStreamBeginCaptureToGraph);
    (void)dependencyData;
    if (hGraph == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    return begin(hStream, (struct fake_graph *)(void *)hGraph, dependencies, numDependencies,
                 mode);
}

CUresult cuStreamEndCapture(CUstream hStream, CUgraph *phGraph)
{
    struct fake_stream *s;
    CUresult r;

    ENTER(cuStreamEndCapture);
    if (phGraph == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    r = lock_capturing(hStream, &s);
    if (r == CUDA_SUCCESS && s->capture.graph == NULL)
        r = CUDA_ERROR_ILLEGAL_STATE;
    if (r == CUDA_SUCCESS) {
        *phGraph = (CUgraph)(void *)s->capture.graph;
        s->capture.owned = 0; /* the caller's now */
        fake_capture_drop(s);
    }
    UNLOCK();
    return r;
}

/* The dependency set is the stream's own array: valid until the stream's
 * next capture call, as the driver's. */
CUresult cuStreamGetCaptureInfo(CUstream hStream, CUstreamCaptureStatus *captureStatus_out,
                                cuuint64_t *id_out, CUgraph *graph_out,
                                const CUgraphNode **dependencies_out,
                                const CUgraphEdgeData **edgeData_out,
                                size_t *numDependencies_out)
{
    struct fake_ctx *c;
    struct fake_stream *s;
    struct fake_capture *cap;
    CUresult r;

    ENTER(cuStreamGetCaptureInfo);
    if (captureStatus_out == NULL)
        return CUDA_ERROR_INVALID_VALUE;
    r = fake_lock_stream(hStream, &c, &s);
    cap = r == CUDA_SUCCESS && s != NULL && s->capture.graph != NULL ? &s->capture : NULL;
    if (r == CUDA_SUCCESS)
        *captureStatus_out =
            cap != NULL ? CU_STREAM_CAPTURE_STATUS_ACTIVE : CU_STREAM_CAPTURE_STATUS_NONE;
    if (cap != NULL) {
        if (id_out != NULL)
            *id_out = cap->id;
        if (graph_out != NULL)
            *graph_out = (CUgraph)(void *)cap->graph;
        if (dependencies_out != NULL)
            *dependencies_out = cap->deps;
        if (edgeData_out != NULL)
            *edgeData_out = NULL; /* every edge is the default one */
        if (numDependencies_out != NULL)
            *numDependencies_out = cap->ndeps;
    }
    UNLOCK();
    return r;
}

CUresult cuStreamUpdateCaptureDependencies(CUstream hStream, CUgraphNode *dependencies,
                                           const CUgraphEdgeData *dependencyData,
                                           size_t numDependencies, unsigned int flags)
{
    struct fake_stream *s;
    CUresult r;

    ENTER(cuStreamUpdateCaptureDependencies);
    (void)dependencyData;
    if (flags != CU_STREAM_ADD_CAPTURE_DEPENDENCIES && flags != CU_STREAM_SET_CAPTURE_DEPENDENCIES)
        return CUDA_ERROR_INVALID_VALUE;
    r = lock_capturing(hStream, &s);
    if (r == CUDA_SUCCESS && s->capture.graph == NULL)
        r = CUDA_ERROR_ILLEGAL_STATE;
    if (r == CUDA_SUCCESS)
        r = capture_deps(&s->capture, dependencies, numDependencies,
                         flags == CU_STREAM_ADD_CAPTURE_DEPENDENCIES);
    UNLOCK();
    return r;
}
