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
 * and edge data are the driver's, numbered and laid out alike.
 */
#include "direct.h"

_Static_assert((int)cudaStreamCaptureModeGlobal == (int)CU_STREAM_CAPTURE_MODE_GLOBAL &&
                   (int)cudaStreamCaptureModeThreadLocal ==
                       (int)CU_STREAM_CAPTURE_MODE_THREAD_LOCAL &&
                   (int)cudaStreamCaptureModeRelaxed == (int)CU_STREAM_CAPTURE_MODE_RELAXED,
               "capture modes");
_Static_assert(sizeof(enum cudaStreamCaptureMode) == sizeof(CUstreamCaptureMode), "mode size");
_Static_assert(sizeof(enum cudaStreamCaptureStatus) == sizeof(CUstreamCaptureStatus),
               "status size");
_Static_assert(sizeof(cudaGraphEdgeData) == sizeof(CUgraphEdgeData), "edge data");

static cudaError_t begin(CUstream s, enum cudaStreamCaptureMode mode)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuStreamBeginCapture, s, (CUstreamCaptureMode)mode);
}

/* cuStreamBeginCapture_v2 */
cudaError_t RT_ENTRY(cudaStreamBeginCapture)(cudaStream_t stream, enum cudaStreamCaptureMode mode)
{
    return begin(cufw__rt_cu_stream(stream), mode);
}

cudaError_t RT_ENTRY(cudaStreamBeginCapture_ptsz)(cudaStream_t stream,
                                                  enum cudaStreamCaptureMode mode)
{
    return begin(cufw__rt_cu_stream_ptsz(stream), mode);
}

static cudaError_t begin_to_graph(CUstream s, cudaGraph_t graph,
                                  const cudaGraphNode_t *dependencies,
                                  const cudaGraphEdgeData *dependencyData, size_t numDependencies,
                                  enum cudaStreamCaptureMode mode)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuStreamBeginCaptureToGraph, s, (CUgraph)graph,
                     (const CUgraphNode *)dependencies, (const CUgraphEdgeData *)dependencyData,
                     numDependencies, (CUstreamCaptureMode)mode);
}

/* cuStreamBeginCaptureToGraph */
cudaError_t RT_ENTRY(cudaStreamBeginCaptureToGraph)(cudaStream_t stream, cudaGraph_t graph,
                                                    const cudaGraphNode_t *dependencies,
                                                    const cudaGraphEdgeData *dependencyData,
                                                    size_t numDependencies,
                                                    enum cudaStreamCaptureMode mode)
{
    return begin_to_graph(cufw__rt_cu_stream(stream), graph, dependencies, dependencyData,
                          numDependencies, mode);
}

cudaError_t RT_ENTRY(cudaStreamBeginCaptureToGraph_ptsz)(cudaStream_t stream, cudaGraph_t graph,
                                                         const cudaGraphNode_t *dependencies,
                                                         const cudaGraphEdgeData *dependencyData,
                                                         size_t numDependencies,
                                                         enum cudaStreamCaptureMode mode)
{
    return begin_to_graph(cufw__rt_cu_stream_ptsz(stream), graph, dependencies, dependencyData,
                          numDependencies, mode);
}

static cudaError_t end(CUstream s, cudaGraph_t *pGraph)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuStreamEndCapture, s, (CUgraph *)pGraph);
}

/* cuStreamEndCapture */
cudaError_t RT_ENTRY(cudaStreamEndCapture)(cudaStream_t stream, cudaGraph_t *pGraph)
{
    return end(cufw__rt_cu_stream(stream), pGraph);
}

cudaError_t RT_ENTRY(cudaStreamEndCapture_ptsz)(cudaStream_t stream, cudaGraph_t *pGraph)
{
    return end(cufw__rt_cu_stream_ptsz(stream), pGraph);
}

static cudaError_t capture_info(CUstream s, enum cudaStreamCaptureStatus *captureStatus_out,
                                unsigned long long *id_out, cudaGraph_t *graph_out,
                                const cudaGraphNode_t **dependencies_out,
                                const cudaGraphEdgeData **edgeData_out,
                                size_t *numDependencies_out)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuStreamGetCaptureInfo, s, (CUstreamCaptureStatus *)captureStatus_out,
                     (cuuint64_t *)id_out, (CUgraph *)graph_out,
                     (const CUgraphNode **)dependencies_out,
                     (const CUgraphEdgeData **)(const void **)edgeData_out, numDependencies_out);
}

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

cudaError_t RT_ENTRY(cudaStreamGetCaptureInfo_ptsz)(
    cudaStream_t stream, enum cudaStreamCaptureStatus *captureStatus_out,
    unsigned long long *id_out, cudaGraph_t *graph_out, const cudaGraphNode_t **dependencies_out,
    const cudaGraphEdgeData **edgeData_out, size_t *numDependencies_out)
{
    return capture_info(cufw__rt_cu_stream_ptsz(stream), captureStatus_out, id_out, graph_out,
                        dependencies_out, edgeData_out, numDependencies_out);
}

static cudaError_t update_dependencies(CUstream s, cudaGraphNode_t *dependencies,
                                       const cudaGraphEdgeData *dependencyData,
                                       size_t numDependencies, unsigned int flags)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF_NO_CONTEXT();
    RT_RETURN_DRIVER(cuStreamUpdateCaptureDependencies, s, (CUgraphNode *)dependencies,
                     (const CUgraphEdgeData *)dependencyData, numDependencies, flags);
}

/* cuStreamUpdateCaptureDependencies_v2 (cudaStreamAddCaptureDependencies and
 * cudaStreamSetCaptureDependencies are the driver's flag values) */
cudaError_t RT_ENTRY(cudaStreamUpdateCaptureDependencies)(cudaStream_t stream,
                                                          cudaGraphNode_t *dependencies,
                                                          const cudaGraphEdgeData *dependencyData,
                                                          size_t numDependencies,
                                                          unsigned int flags)
{
    return update_dependencies(cufw__rt_cu_stream(stream), dependencies, dependencyData,
                               numDependencies, flags);
}

cudaError_t RT_ENTRY(cudaStreamUpdateCaptureDependencies_ptsz)(
    cudaStream_t stream, cudaGraphNode_t *dependencies, const cudaGraphEdgeData *dependencyData,
    size_t numDependencies, unsigned int flags)
{
    return update_dependencies(cufw__rt_cu_stream_ptsz(stream), dependencies, dependencyData,
                               numDependencies, flags);
}

/* cuThreadExchangeStreamCaptureMode: the mode is per thread, no context */
cudaError_t RT_ENTRY(cudaThreadExchangeStreamCaptureMode)(enum cudaStreamCaptureMode *mode)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_DRIVER(cuThreadExchangeStreamCaptureMode, (CUstreamCaptureMode *)mode);
}

/* the exported names of the definitions above (inner.h) */
RT_EXPORTS(capture);
