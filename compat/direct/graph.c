/* SPDX-License-Identifier: MIT */
/*
 * compat/direct/graph.c -- CUDA graphs as a whole: making, cloning and
 * destroying them, their structure (nodes, edges, dependencies, node
 * types), conditional handles, user objects, and the graph memory of a
 * device. The nodes of each kind are graph_node.c, executable graphs
 * graph_exec.c, what the three share graph.h.
 *
 * A cudaGraph_t is the driver's CUgraph, a cudaGraphNode_t a CUgraphNode, a
 * cudaUserObject_t a CUuserObject: the Runtime keeps no table of them, and
 * each function below is one Driver call (cufw/call.h). The edge data and
 * node types are the Driver's, numbered alike (graph.h asserts it), and
 * are passed as they are. core's own graph API (cufw/graph.h) is not used
 * here: it answers a NULL handle with its own invalid-handle code where
 * cudart returns the driver's cudaErrorInvalidValue, and takes no flags.
 */
#include "graph.h"

/* see graph.h */
CUcontext cufw__rt_graph_context(void)
{
    CUcontext ctx = NULL;

    if (RT_DRIVER(cuCtxGetCurrent, &ctx) != CUDA_SUCCESS)
        ctx = NULL;
    return ctx;
}

/* see graph.h */
CUcontext cufw__rt_graph_context_of(const void *ctx)
{
    return ctx != NULL ? cufw__rt_context_cu(ctx) : cufw__rt_graph_context();
}

/* ------------------------------------------------------------ graphs */

/* cuGraphCreate */
cudaError_t RT_ENTRY(cudaGraphCreate)(cudaGraph_t *pGraph, unsigned int flags)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGraphCreate, (CUgraph *)pGraph, flags);
}

/* cuGraphClone */
cudaError_t RT_ENTRY(cudaGraphClone)(cudaGraph_t *pGraphClone, cudaGraph_t originalGraph)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGraphClone, (CUgraph *)pGraphClone, (CUgraph)originalGraph);
}

/* cuGraphDestroy */
cudaError_t RT_ENTRY(cudaGraphDestroy)(cudaGraph_t graph)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGraphDestroy, (CUgraph)graph);
}

/* cuGraphDestroyNode */
cudaError_t RT_ENTRY(cudaGraphDestroyNode)(cudaGraphNode_t node)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGraphDestroyNode, (CUgraphNode)node);
}

/* cuGraphDebugDotPrint; the Runtime asks for its own names
 * (CU_GRAPH_DEBUG_DOT_FLAGS_RUNTIME_TYPES), the other flags are the same */
cudaError_t RT_ENTRY(cudaGraphDebugDotPrint)(cudaGraph_t graph, const char *path,
                                             unsigned int flags)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGraphDebugDotPrint, (CUgraph)graph, path,
                     flags | CU_GRAPH_DEBUG_DOT_FLAGS_RUNTIME_TYPES);
}

/* ------------------------------------------------------------ structure */

/* cuGraphGetNodes */
cudaError_t RT_ENTRY(cudaGraphGetNodes)(cudaGraph_t graph, cudaGraphNode_t *nodes, size_t *numNodes)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGraphGetNodes, (CUgraph)graph, (CUgraphNode *)nodes, numNodes);
}

/* cuGraphGetRootNodes */
cudaError_t RT_ENTRY(cudaGraphGetRootNodes)(cudaGraph_t graph, cudaGraphNode_t *pRootNodes,
                                            size_t *pNumRootNodes)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGraphGetRootNodes, (CUgraph)graph, (CUgraphNode *)pRootNodes, pNumRootNodes);
}

/* cuGraphGetEdges_v2: cudaGraphGetEdges of 13.0, _v2 of 12.x */
static CUFW_ALWAYS_INLINE cudaError_t edges(cudaGraph_t graph, cudaGraphNode_t *from, cudaGraphNode_t *to,
                         cudaGraphEdgeData *edgeData, size_t *numEdges)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGraphGetEdges, (CUgraph)graph, (CUgraphNode *)from, (CUgraphNode *)to,
                     (CUgraphEdgeData *)edgeData, numEdges);
}

/* A node's edges, one way or the other: cuGraphNodeGetDependencies_v2, or
 * cuGraphNodeGetDependentNodes_v2 for the nodes that depend on it */
static cudaError_t node_edges(int dependents, cudaGraphNode_t node, cudaGraphNode_t *nodes,
                              cudaGraphEdgeData *edgeData, size_t *numNodes)
{
    CUgraphNode n = (CUgraphNode)node;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    if (dependents)
        RT_RETURN_DRIVER(cuGraphNodeGetDependentNodes, n, (CUgraphNode *)nodes,
                         (CUgraphEdgeData *)edgeData, numNodes);
    RT_RETURN_DRIVER(cuGraphNodeGetDependencies, n, (CUgraphNode *)nodes,
                     (CUgraphEdgeData *)edgeData, numNodes);
}

/* Edges added to a graph, or (remove) taken away: cuGraphAddDependencies_v2,
 * cuGraphRemoveDependencies_v2 */
static cudaError_t dependencies(int remove, cudaGraph_t graph, const cudaGraphNode_t *from,
                                const cudaGraphNode_t *to, const cudaGraphEdgeData *edgeData,
                                size_t numDependencies)
{
    CUgraph g = (CUgraph)graph;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    if (remove)
        RT_RETURN_DRIVER(cuGraphRemoveDependencies, g, (const CUgraphNode *)from,
                         (const CUgraphNode *)to, (const CUgraphEdgeData *)edgeData,
                         numDependencies);
    RT_RETURN_DRIVER(cuGraphAddDependencies, g, (const CUgraphNode *)from, (const CUgraphNode *)to,
                     (const CUgraphEdgeData *)edgeData, numDependencies);
}

/* 12.x: the edge-data forms are the _v2 names (below) */
#if CUDART_VERSION >= 13000
/* cuGraphGetEdges_v2 */
cudaError_t RT_ENTRY(cudaGraphGetEdges)(cudaGraph_t graph, cudaGraphNode_t *from,
                                        cudaGraphNode_t *to, cudaGraphEdgeData *edgeData,
                                        size_t *numEdges)
{
    return edges(graph, from, to, edgeData, numEdges);
}

/* cuGraphNodeGetDependencies_v2 */
cudaError_t RT_ENTRY(cudaGraphNodeGetDependencies)(cudaGraphNode_t node,
                                                   cudaGraphNode_t *pDependencies,
                                                   cudaGraphEdgeData *edgeData,
                                                   size_t *pNumDependencies)
{
    return node_edges(0, node, pDependencies, edgeData, pNumDependencies);
}

/* cuGraphNodeGetDependentNodes_v2 */
cudaError_t RT_ENTRY(cudaGraphNodeGetDependentNodes)(cudaGraphNode_t node,
                                                     cudaGraphNode_t *pDependentNodes,
                                                     cudaGraphEdgeData *edgeData,
                                                     size_t *pNumDependentNodes)
{
    return node_edges(1, node, pDependentNodes, edgeData, pNumDependentNodes);
}

/* cuGraphAddDependencies_v2 */
cudaError_t RT_ENTRY(cudaGraphAddDependencies)(cudaGraph_t graph, const cudaGraphNode_t *from,
                                               const cudaGraphNode_t *to,
                                               const cudaGraphEdgeData *edgeData,
                                               size_t numDependencies)
{
    return dependencies(0, graph, from, to, edgeData, numDependencies);
}

/* cuGraphRemoveDependencies_v2 */
cudaError_t RT_ENTRY(cudaGraphRemoveDependencies)(cudaGraph_t graph, const cudaGraphNode_t *from,
                                                  const cudaGraphNode_t *to,
                                                  const cudaGraphEdgeData *edgeData,
                                                  size_t numDependencies)
{
    return dependencies(1, graph, from, to, edgeData, numDependencies);
}
#else
/* 12.x: each _v2 is 13.0's function of the plain name; the plain name is
 * the same Driver call without edge data (NULL: every edge the default) */

/* cuGraphGetEdges_v2 */
cudaError_t RT_ENTRY(cudaGraphGetEdges_v2)(cudaGraph_t graph, cudaGraphNode_t *from,
                                           cudaGraphNode_t *to, cudaGraphEdgeData *edgeData,
                                           size_t *numEdges)
{
    return edges(graph, from, to, edgeData, numEdges);
}

/* cuGraphGetEdges_v2 */
cudaError_t RT_ENTRY(cudaGraphGetEdges)(cudaGraph_t graph, cudaGraphNode_t *from,
                                        cudaGraphNode_t *to, size_t *numEdges)
{
    return edges(graph, from, to, NULL, numEdges);
}

/* cuGraphNodeGetDependencies_v2 */
cudaError_t RT_ENTRY(cudaGraphNodeGetDependencies_v2)(cudaGraphNode_t node,
                                                      cudaGraphNode_t *pDependencies,
                                                      cudaGraphEdgeData *edgeData,
                                                      size_t *pNumDependencies)
{
    return node_edges(0, node, pDependencies, edgeData, pNumDependencies);
}

/* cuGraphNodeGetDependencies_v2 */
cudaError_t RT_ENTRY(cudaGraphNodeGetDependencies)(cudaGraphNode_t node,
                                                   cudaGraphNode_t *pDependencies,
                                                   size_t *pNumDependencies)
{
    return node_edges(0, node, pDependencies, NULL, pNumDependencies);
}

/* cuGraphNodeGetDependentNodes_v2 */
cudaError_t RT_ENTRY(cudaGraphNodeGetDependentNodes_v2)(cudaGraphNode_t node,
                                                        cudaGraphNode_t *pDependentNodes,
                                                        cudaGraphEdgeData *edgeData,
                                                        size_t *pNumDependentNodes)
{
    return node_edges(1, node, pDependentNodes, edgeData, pNumDependentNodes);
}

/* cuGraphNodeGetDependentNodes_v2 */
cudaError_t RT_ENTRY(cudaGraphNodeGetDependentNodes)(cudaGraphNode_t node,
                                                     cudaGraphNode_t *pDependentNodes,
                                                     size_t *pNumDependentNodes)
{
    return node_edges(1, node, pDependentNodes, NULL, pNumDependentNodes);
}

/* cuGraphAddDependencies_v2 */
cudaError_t RT_ENTRY(cudaGraphAddDependencies_v2)(cudaGraph_t graph, const cudaGraphNode_t *from,
                                                  const cudaGraphNode_t *to,
                                                  const cudaGraphEdgeData *edgeData,
                                                  size_t numDependencies)
{
    return dependencies(0, graph, from, to, edgeData, numDependencies);
}

/* cuGraphAddDependencies_v2 */
cudaError_t RT_ENTRY(cudaGraphAddDependencies)(cudaGraph_t graph, const cudaGraphNode_t *from,
                                               const cudaGraphNode_t *to, size_t numDependencies)
{
    return dependencies(0, graph, from, to, NULL, numDependencies);
}

/* cuGraphRemoveDependencies_v2 */
cudaError_t RT_ENTRY(cudaGraphRemoveDependencies_v2)(cudaGraph_t graph,
                                                     const cudaGraphNode_t *from,
                                                     const cudaGraphNode_t *to,
                                                     const cudaGraphEdgeData *edgeData,
                                                     size_t numDependencies)
{
    return dependencies(1, graph, from, to, edgeData, numDependencies);
}

/* cuGraphRemoveDependencies_v2 */
cudaError_t RT_ENTRY(cudaGraphRemoveDependencies)(cudaGraph_t graph, const cudaGraphNode_t *from,
                                                  const cudaGraphNode_t *to,
                                                  size_t numDependencies)
{
    return dependencies(1, graph, from, to, NULL, numDependencies);
}
#endif

/* cuGraphNodeGetType (the node types are the driver's, numbered alike) */
cudaError_t RT_ENTRY(cudaGraphNodeGetType)(cudaGraphNode_t node, enum cudaGraphNodeType *pType)
{
    CUgraphNodeType t = CU_GRAPH_NODE_TYPE_EMPTY;
    CUresult r;

    RT_RETURN_IF_NOT_STARTED(pType);
    r = RT_DRIVER(cuGraphNodeGetType, (CUgraphNode)node, &t);
    if (r == CUDA_SUCCESS)
        *pType = (enum cudaGraphNodeType)t;
    RT_RETURN_DRIVER_RESULT(r, cuGraphNodeGetType);
}

/* cuGraphNodeFindInClone */
cudaError_t RT_ENTRY(cudaGraphNodeFindInClone)(cudaGraphNode_t *pNode, cudaGraphNode_t originalNode,
                                               cudaGraph_t clonedGraph)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGraphNodeFindInClone, (CUgraphNode *)pNode, (CUgraphNode)originalNode,
                     (CUgraph)clonedGraph);
}

/* cuGraphConditionalHandleCreate, in the current context */
cudaError_t RT_ENTRY(cudaGraphConditionalHandleCreate)(cudaGraphConditionalHandle *pHandle_out,
                                                       cudaGraph_t graph,
                                                       unsigned int defaultLaunchValue,
                                                       unsigned int flags)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGraphConditionalHandleCreate, (CUgraphConditionalHandle *)pHandle_out,
                     (CUgraph)graph, cufw__rt_graph_context(), defaultLaunchValue, flags);
}

#if CUDART_VERSION >= 13010
/* cuGraphConditionalHandleCreate, in the execution context's CUcontext
 * (NULL: the current one, as cudaGraphConditionalHandleCreate) */
cudaError_t RT_ENTRY(cudaGraphConditionalHandleCreate_v2)(cudaGraphConditionalHandle *pHandle_out,
                                                          cudaGraph_t graph,
                                                          cudaExecutionContext_t ctx,
                                                          unsigned int defaultLaunchValue,
                                                          unsigned int flags)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGraphConditionalHandleCreate, (CUgraphConditionalHandle *)pHandle_out,
                     (CUgraph)graph, cufw__rt_graph_context_of(ctx), defaultLaunchValue, flags);
}

/* ------------------------------------------------------------ ids (CUDA 13.1) */

/* cuGraphGetId */
cudaError_t RT_ENTRY(cudaGraphGetId)(cudaGraph_t hGraph, unsigned int *graphID)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGraphGetId, (CUgraph)hGraph, graphID);
}

/* cuGraphNodeGetContainingGraph */
cudaError_t RT_ENTRY(cudaGraphNodeGetContainingGraph)(cudaGraphNode_t hNode, cudaGraph_t *phGraph)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGraphNodeGetContainingGraph, (CUgraphNode)hNode, (CUgraph *)phGraph);
}

/* cuGraphNodeGetLocalId */
cudaError_t RT_ENTRY(cudaGraphNodeGetLocalId)(cudaGraphNode_t hNode, unsigned int *nodeId)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGraphNodeGetLocalId, (CUgraphNode)hNode, nodeId);
}

/* cuGraphNodeGetToolsId */
cudaError_t RT_ENTRY(cudaGraphNodeGetToolsId)(cudaGraphNode_t hNode,
                                              unsigned long long *toolsNodeId)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGraphNodeGetToolsId, (CUgraphNode)hNode, toolsNodeId);
}
#endif

/* ------------------------------------------------------------ user objects */

/* cuUserObjectCreate (the flag values are the driver's) */
cudaError_t RT_ENTRY(cudaUserObjectCreate)(cudaUserObject_t *object_out, void *ptr,
                                           cudaHostFn_t destroy, unsigned int initialRefcount,
                                           unsigned int flags)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuUserObjectCreate, (CUuserObject *)object_out, ptr, destroy, initialRefcount,
                     flags);
}

/* cuUserObjectRetain */
cudaError_t RT_ENTRY(cudaUserObjectRetain)(cudaUserObject_t object, unsigned int count)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuUserObjectRetain, (CUuserObject)object, count);
}

/* cuUserObjectRelease */
cudaError_t RT_ENTRY(cudaUserObjectRelease)(cudaUserObject_t object, unsigned int count)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuUserObjectRelease, (CUuserObject)object, count);
}

/* cuGraphRetainUserObject */
cudaError_t RT_ENTRY(cudaGraphRetainUserObject)(cudaGraph_t graph, cudaUserObject_t object,
                                                unsigned int count, unsigned int flags)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGraphRetainUserObject, (CUgraph)graph, (CUuserObject)object, count, flags);
}

/* cuGraphReleaseUserObject */
cudaError_t RT_ENTRY(cudaGraphReleaseUserObject)(cudaGraph_t graph, cudaUserObject_t object,
                                                 unsigned int count)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuGraphReleaseUserObject, (CUgraph)graph, (CUuserObject)object, count);
}

/* ------------------------------------------------------------ graph memory */

/* The CUdevice of a Runtime device ordinal, checked (cudaErrorInvalidDevice,
 * recorded), with a context current: the start of each function below. */
static cudaError_t device_of(int device, CUdevice *dev)
{
    int count = 0;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_FAILED(cufw_device_count(&count));
    RT_RETURN_IF(device < 0 || device >= count, cudaErrorInvalidDevice);
    RT_RETURN_IF_NO_CONTEXT();
    *dev = (CUdevice)device;
    return cudaSuccess;
}

/* cuDeviceGraphMemTrim */
cudaError_t RT_ENTRY(cudaDeviceGraphMemTrim)(int device)
{
    CUdevice dev = 0;
    cudaError_t e = device_of(device, &dev);

    if (e != cudaSuccess)
        return e;
    RT_RETURN_DRIVER(cuDeviceGraphMemTrim, dev);
}

/* A graph memory attribute of a device, read or (set) changed:
 * cuDeviceGetGraphMemAttribute, cuDeviceSetGraphMemAttribute (the attribute
 * values are the driver's) */
static cudaError_t mem_attribute(int set, int device, enum cudaGraphMemAttributeType attr,
                                 void *value)
{
    CUdevice dev = 0;
    cudaError_t e = device_of(device, &dev);

    if (e != cudaSuccess)
        return e;
    if (set)
        RT_RETURN_DRIVER(cuDeviceSetGraphMemAttribute, dev, (CUgraphMem_attribute)attr, value);
    RT_RETURN_DRIVER(cuDeviceGetGraphMemAttribute, dev, (CUgraphMem_attribute)attr, value);
}

/* cuDeviceGetGraphMemAttribute */
cudaError_t RT_ENTRY(cudaDeviceGetGraphMemAttribute)(int device,
                                                     enum cudaGraphMemAttributeType attr,
                                                     void *value)
{
    return mem_attribute(0, device, attr, value);
}

/* cuDeviceSetGraphMemAttribute */
cudaError_t RT_ENTRY(cudaDeviceSetGraphMemAttribute)(int device,
                                                     enum cudaGraphMemAttributeType attr,
                                                     void *value)
{
    return mem_attribute(1, device, attr, value);
}

/* the exported names of the definitions above (inner.h) */
RT_EXPORTS(graph);
