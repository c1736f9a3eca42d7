/* SPDX-License-Identifier: MIT */
/*
 * compat/capture.c -- stream capture: recording a stream's work as a graph.
 *
 * Capture is the driver's: a cudaStream_t is the CUstream, so everything the
 * Runtime enqueues on a capturing stream (kernels through cuLaunchKernel,
 * async copies and memsets, event records and waits, host functions,
 * cudaMallocAsync) is recorded by the driver into the graph, and a
 * forbidden call during capture (a synchronous copy on the legacy stream,
 * a cudaMalloc while another stream captures in global mode) is refused by
 * the driver with the CUDA_ERROR_STREAM_CAPTURE_* code that the Runtime
 * returns as the cudaErrorStreamCapture* of the same number. The functions
 * here only begin, end and inspect a capture. The capture modes, statuses
 * and edge data are the driver's, numbered and laid out alike. A _ptsz
 * form is its plain function given the thread's own stream
 * (CU_STREAM_PER_THREAD, cudaStreamPerThread) for the null stream.
 */
#include "graph.h"

_Static_assert((int)cudaStreamCaptureModeGlobal == (int)CU_STREAM_CAPTURE_MODE_GLOBAL &&
                   (int)cudaStreamCaptureModeThreadLocal ==
                       (int)CU_STREAM_CAPTURE_MODE_THREAD_LOCAL &&
                   (int)cudaStreamCaptureModeRelaxed == (int)CU_STREAM_CAPTURE_MODE_RELAXED,
               "capture modes");
_Static_assert(sizeof(enum cudaStreamCaptureMode) == sizeof(CUstreamCaptureMode), "mode size");
_Static_assert(sizeof(enum cudaStreamCaptureStatus) == sizeof(CUstreamCaptureStatus),
               "status size");
_Static_assert(sizeof(cudaGraphEdgeData) == sizeof(CUgraphEdgeData), "edge data");

/* cuStreamBeginCapture_v2 */
cudaError_t RT_ENTRY(cudaStreamBeginCapture)(cudaStream_t stream, enum cudaStreamCaptureMode mode)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuStreamBeginCapture, cufw__rt_cu_stream(stream), (CUstreamCaptureMode)mode);
}

/* cuStreamBeginCapture_v2, on the thread's own stream for the null one */
cudaError_t RT_ENTRY(cudaStreamBeginCapture_ptsz)(cudaStream_t stream,
                                                  enum cudaStreamCaptureMode mode)
{
    return RT_ENTRY(cudaStreamBeginCapture)(cufw__rt_cu_stream_ptsz(stream), mode);
}

/* cuStreamBeginCaptureToGraph */
cudaError_t RT_ENTRY(cudaStreamBeginCaptureToGraph)(cudaStream_t stream, cudaGraph_t graph,
                                                    const cudaGraphNode_t *dependencies,
                                                    const cudaGraphEdgeData *dependencyData,
                                                    size_t numDependencies,
                                                    enum cudaStreamCaptureMode mode)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuStreamBeginCaptureToGraph, cufw__rt_cu_stream(stream), (CUgraph)graph,
                     (const CUgraphNode *)dependencies, (const CUgraphEdgeData *)dependencyData,
                     numDependencies, (CUstreamCaptureMode)mode);
}

/* cuStreamBeginCaptureToGraph, on the thread's own stream for the null one */
cudaError_t RT_ENTRY(cudaStreamBeginCaptureToGraph_ptsz)(cudaStream_t stream, cudaGraph_t graph,
                                                         const cudaGraphNode_t *dependencies,
                                                         const cudaGraphEdgeData *dependencyData,
                                                         size_t numDependencies,
                                                         enum cudaStreamCaptureMode mode)
{
    return RT_ENTRY(cudaStreamBeginCaptureToGraph)(cufw__rt_cu_stream_ptsz(stream), graph,
                                                   dependencies, dependencyData, numDependencies,
                                                   mode);
}

/* cuStreamEndCapture */
cudaError_t RT_ENTRY(cudaStreamEndCapture)(cudaStream_t stream, cudaGraph_t *pGraph)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuStreamEndCapture, cufw__rt_cu_stream(stream), (CUgraph *)pGraph);
}

/* cuStreamEndCapture, on the thread's own stream for the null one */
cudaError_t RT_ENTRY(cudaStreamEndCapture_ptsz)(cudaStream_t stream, cudaGraph_t *pGraph)
{
    return RT_ENTRY(cudaStreamEndCapture)(cufw__rt_cu_stream_ptsz(stream), pGraph);
}

/* cuStreamGetCaptureInfo_v3: cudaStreamGetCaptureInfo of 13.0, _v3 of 12.x */
static CUFW_ALWAYS_INLINE cudaError_t capture_info(CUstream stream, enum cudaStreamCaptureStatus *captureStatus_out,
                                unsigned long long *id_out, cudaGraph_t *graph_out,
                                const cudaGraphNode_t **dependencies_out,
                                const cudaGraphEdgeData **edgeData_out,
                                size_t *numDependencies_out)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuStreamGetCaptureInfo, stream, (CUstreamCaptureStatus *)captureStatus_out,
                     (cuuint64_t *)id_out, (CUgraph *)graph_out,
                     (const CUgraphNode **)dependencies_out,
                     (const CUgraphEdgeData **)(const void **)edgeData_out, numDependencies_out);
}

/* cuStreamUpdateCaptureDependencies_v2 (cudaStreamAddCaptureDependencies and
 * cudaStreamSetCaptureDependencies are the driver's flag values):
 * cudaStreamUpdateCaptureDependencies of 13.0, _v2 of 12.x */
static CUFW_ALWAYS_INLINE cudaError_t update_dependencies(CUstream stream, cudaGraphNode_t *dependencies,
                                       const cudaGraphEdgeData *dependencyData,
                                       size_t numDependencies, unsigned flags)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuStreamUpdateCaptureDependencies, stream, (CUgraphNode *)dependencies,
                     (const CUgraphEdgeData *)dependencyData, numDependencies, flags);
}

/* 12.x: the edge-data forms are cudaStreamGetCaptureInfo_v3 and
 * cudaStreamUpdateCaptureDependencies_v2 (below) */
#if CUDART_VERSION >= 13000
/* cuStreamGetCaptureInfo_v3 */
cudaError_t RT_ENTRY(cudaStreamGetCaptureInfo)(cudaStream_t stream,
                                               enum cudaStreamCaptureStatus *captureStatus_out,
                                               unsigned long long *id_out, cudaGraph_t *graph_out,
                                               const cudaGraphNode_t **dependencies_out,
                                               const cudaGraphEdgeData **edgeData_out,
                                               size_t *numDependencies_out)
{
    return capture_info(cufw__rt_cu_stream(stream), captureStatus_out, id_out, graph_out,
                        dependencies_out, edgeData_out, numDependencies_out);
}

/* cuStreamGetCaptureInfo_v3, on the thread's own stream for the null one */
cudaError_t RT_ENTRY(cudaStreamGetCaptureInfo_ptsz)(
    cudaStream_t stream, enum cudaStreamCaptureStatus *captureStatus_out,
    unsigned long long *id_out, cudaGraph_t *graph_out, const cudaGraphNode_t **dependencies_out,
    const cudaGraphEdgeData **edgeData_out, size_t *numDependencies_out)
{
    return RT_ENTRY(cudaStreamGetCaptureInfo)(cufw__rt_cu_stream_ptsz(stream), captureStatus_out,
                                              id_out, graph_out, dependencies_out, edgeData_out,
                                              numDependencies_out);
}

/* cuStreamUpdateCaptureDependencies_v2 */
cudaError_t RT_ENTRY(cudaStreamUpdateCaptureDependencies)(cudaStream_t stream,
                                                          cudaGraphNode_t *dependencies,
                                                          const cudaGraphEdgeData *dependencyData,
                                                          size_t numDependencies,
                                                          unsigned int flags)
{
    return update_dependencies(cufw__rt_cu_stream(stream), dependencies, dependencyData,
                               numDependencies, flags);
}

/* cuStreamUpdateCaptureDependencies_v2, on the thread's own stream for the
 * null one */
cudaError_t RT_ENTRY(cudaStreamUpdateCaptureDependencies_ptsz)(
    cudaStream_t stream, cudaGraphNode_t *dependencies, const cudaGraphEdgeData *dependencyData,
    size_t numDependencies, unsigned int flags)
{
    return RT_ENTRY(cudaStreamUpdateCaptureDependencies)(
        cufw__rt_cu_stream_ptsz(stream), dependencies, dependencyData, numDependencies, flags);
}
#else
/* 12.x's three forms of cudaStreamGetCaptureInfo, each with the fields of
 * the one before it and more, all cuStreamGetCaptureInfo_v3; and the two of
 * cudaStreamUpdateCaptureDependencies, both cuStreamUpdateCaptureDependencies_v2.
 * Each _ptsz form is its plain one on the thread's own stream for the null
 * one. */

/* cuStreamGetCaptureInfo_v3 */
cudaError_t RT_ENTRY(cudaStreamGetCaptureInfo_v3)(cudaStream_t stream,
                                                  enum cudaStreamCaptureStatus *captureStatus_out,
                                                  unsigned long long *id_out,
                                                  cudaGraph_t *graph_out,
                                                  const cudaGraphNode_t **dependencies_out,
                                                  const cudaGraphEdgeData **edgeData_out,
                                                  size_t *numDependencies_out)
{
    return capture_info(cufw__rt_cu_stream(stream), captureStatus_out, id_out, graph_out,
                        dependencies_out, edgeData_out, numDependencies_out);
}

cudaError_t RT_ENTRY(cudaStreamGetCaptureInfo_v3_ptsz)(
    cudaStream_t stream, enum cudaStreamCaptureStatus *captureStatus_out,
    unsigned long long *id_out, cudaGraph_t *graph_out, const cudaGraphNode_t **dependencies_out,
    const cudaGraphEdgeData **edgeData_out, size_t *numDependencies_out)
{
    return capture_info(cufw__rt_cu_stream_ptsz(stream), captureStatus_out, id_out, graph_out,
                        dependencies_out, edgeData_out, numDependencies_out);
}

/* cuStreamGetCaptureInfo_v3, without the edge data */
cudaError_t RT_ENTRY(cudaStreamGetCaptureInfo_v2)(cudaStream_t stream,
                                                  enum cudaStreamCaptureStatus *captureStatus_out,
                                                  unsigned long long *id_out,
                                                  cudaGraph_t *graph_out,
                                                  const cudaGraphNode_t **dependencies_out,
                                                  size_t *numDependencies_out)
{
    return capture_info(cufw__rt_cu_stream(stream), captureStatus_out, id_out, graph_out,
                        dependencies_out, NULL, numDependencies_out);
}

cudaError_t RT_ENTRY(cudaStreamGetCaptureInfo_v2_ptsz)(
    cudaStream_t stream, enum cudaStreamCaptureStatus *captureStatus_out,
    unsigned long long *id_out, cudaGraph_t *graph_out, const cudaGraphNode_t **dependencies_out,
    size_t *numDependencies_out)
{
    return capture_info(cufw__rt_cu_stream_ptsz(stream), captureStatus_out, id_out, graph_out,
                        dependencies_out, NULL, numDependencies_out);
}

/* cuStreamGetCaptureInfo_v3: the status and the id only */
cudaError_t RT_ENTRY(cudaStreamGetCaptureInfo)(cudaStream_t stream,
                                               enum cudaStreamCaptureStatus *captureStatus_out,
                                               unsigned long long *id_out)
{
    return capture_info(cufw__rt_cu_stream(stream), captureStatus_out, id_out, NULL, NULL, NULL,
                        NULL);
}

cudaError_t RT_ENTRY(cudaStreamGetCaptureInfo_ptsz)(cudaStream_t stream,
                                                    enum cudaStreamCaptureStatus *captureStatus_out,
                                                    unsigned long long *id_out)
{
    return capture_info(cufw__rt_cu_stream_ptsz(stream), captureStatus_out, id_out, NULL, NULL,
                        NULL, NULL);
}

/* cuStreamUpdateCaptureDependencies_v2 */
cudaError_t RT_ENTRY(cudaStreamUpdateCaptureDependencies_v2)(
    cudaStream_t stream, cudaGraphNode_t *dependencies, const cudaGraphEdgeData *dependencyData,
    size_t numDependencies, unsigned int flags)
{
    return update_dependencies(cufw__rt_cu_stream(stream), dependencies, dependencyData,
                               numDependencies, flags);
}

cudaError_t RT_ENTRY(cudaStreamUpdateCaptureDependencies_v2_ptsz)(
    cudaStream_t stream, cudaGraphNode_t *dependencies, const cudaGraphEdgeData *dependencyData,
    size_t numDependencies, unsigned int flags)
{
    return update_dependencies(cufw__rt_cu_stream_ptsz(stream), dependencies, dependencyData,
                               numDependencies, flags);
}

/* cuStreamUpdateCaptureDependencies_v2, without edge data */
cudaError_t RT_ENTRY(cudaStreamUpdateCaptureDependencies)(cudaStream_t stream,
                                                          cudaGraphNode_t *dependencies,
                                                          size_t numDependencies,
                                                          unsigned int flags)
{
    return update_dependencies(cufw__rt_cu_stream(stream), dependencies, NULL, numDependencies,
                               flags);
}

cudaError_t RT_ENTRY(cudaStreamUpdateCaptureDependencies_ptsz)(cudaStream_t stream,
                                                               cudaGraphNode_t *dependencies,
                                                               size_t numDependencies,
                                                               unsigned int flags)
{
    return update_dependencies(cufw__rt_cu_stream_ptsz(stream), dependencies, NULL,
                               numDependencies, flags);
}
#endif

/* cuThreadExchangeStreamCaptureMode: the mode is per thread, no context */
cudaError_t RT_ENTRY(cudaThreadExchangeStreamCaptureMode)(enum cudaStreamCaptureMode *mode)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_DRIVER(cuThreadExchangeStreamCaptureMode, (CUstreamCaptureMode *)mode);
}

#if CUDART_VERSION >= 13030
_Static_assert(sizeof(enum cudaGraphRecaptureStatus) == sizeof(CUgraphRecaptureStatus) &&
                   (int)cudaGraphRecaptureEligibleForUpdate ==
                       (int)CU_GRAPH_RECAPTURE_ELIGIBLE_FOR_UPDATE &&
                   (int)cudaGraphRecaptureIneligibleForUpdate ==
                       (int)CU_GRAPH_RECAPTURE_INELIGIBLE_FOR_UPDATE &&
                   (int)cudaGraphRecaptureError == (int)CU_GRAPH_RECAPTURE_ERROR,
               "the recapture statuses are the driver's");

/* The Driver's recapture callback: the program's (a struct
 * cudaGraphRecaptureCallbackData, which compat reads when the callback
 * fires: it must live until the capture ends), given the nodes' parameters
 * converted to the Runtime's (graph_node.c). Anything but cudaSuccess
 * fails the recapture, as CUDA_ERROR_UNKNOWN. */
static CUresult CUDA_CB recapture_callback(void *data, CUgraphNode node,
                                           const CUgraphNodeParams *originalParams,
                                           const CUgraphNodeParams *recaptureParams,
                                           CUgraphRecaptureStatus status)
{
    const struct cudaGraphRecaptureCallbackData *d = data;
    struct cudaGraphNodeParams was, now;

    if (cufw__rt_graph_node_from_driver(originalParams, &was) != cudaSuccess ||
        cufw__rt_graph_node_from_driver(recaptureParams, &now) != cudaSuccess)
        return CUDA_ERROR_NOT_SUPPORTED;
    return d->callbackFunc(d->userData, (cudaGraphNode_t)node, &was, &now,
                           (enum cudaGraphRecaptureStatus)status) == cudaSuccess
               ? CUDA_SUCCESS
               : CUDA_ERROR_UNKNOWN;
}

/* cuStreamBeginRecaptureToGraph, the program's callback behind compat's */
cudaError_t RT_ENTRY(cudaStreamBeginRecaptureToGraph)(
    cudaStream_t stream, enum cudaStreamCaptureMode mode, cudaGraph_t graph,
    struct cudaGraphRecaptureCallbackData *callbackData)
{
    int callback = callbackData != NULL && callbackData->callbackFunc != NULL;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuStreamBeginRecaptureToGraph, cufw__rt_cu_stream(stream),
                     (CUstreamCaptureMode)mode, (CUgraph)graph,
                     callback ? recapture_callback : NULL, callback ? callbackData : NULL);
}

/* the same, on the thread's own stream for the null one */
cudaError_t RT_ENTRY(cudaStreamBeginRecaptureToGraph_ptsz)(
    cudaStream_t stream, enum cudaStreamCaptureMode mode, cudaGraph_t graph,
    struct cudaGraphRecaptureCallbackData *callbackData)
{
    return RT_ENTRY(cudaStreamBeginRecaptureToGraph)(cufw__rt_cu_stream_ptsz(stream), mode, graph,
                                                     callbackData);
}
#endif

/* the exported names of the definitions above (inner.h) */
RT_EXPORTS(capture);
