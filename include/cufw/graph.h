/* SPDX-License-Identifier: MIT */
/*
 * cufw/graph.h -- record a pipeline of launches, copies and fills once and
 * replay it: the driver's CUDA graphs.
 *
 * A graph is a set of operations (nodes) and the order between them
 * (dependencies). It is made in one of two ways:
 *
 *   - by capture: cufw_stream_begin_capture(stream, mode), then the usual
 *     cufw_launch, cufw_memcpy_*_async, cufw_memset_*_async, event records
 *     and waits on that stream (and on streams that wait for its events),
 *     which are recorded instead of run; cufw_stream_end_capture gives the
 *     graph;
 *   - by nodes: cufw_graph_create, then cufw_graph_add_kernel,
 *     _add_memcpy_*, _add_memset_*, _add_empty, each naming the nodes it
 *     waits for.
 *
 * cufw_graph_instantiate turns a graph into an executable graph, checked
 * and laid out once; cufw_graph_launch replays the whole of it on a stream
 * with one driver call, which is where the host time goes away: a pipeline
 * of ten small kernels costs one launch, not ten. Between launches a kernel
 * node's arguments (or its whole launch) may change in the executable
 * graph (cufw_graph_exec_set_kernel_args, cufw_graph_exec_set_kernel), or
 * the whole executable graph may take the parameters of a graph of the same
 * shape (cufw_graph_exec_update), without instantiating again.
 *
 * Handles. cufw_graph, cufw_graph_exec and cufw_graph_node ARE the driver's
 * CUgraph, CUgraphExec and CUgraphNode, cast: cufw keeps no table of them
 * and takes no capacity. The driver owns every graph's memory (nodes,
 * copies of kernel arguments, the executable's layout) until it is
 * destroyed, so a program holds as many graphs as the driver allows, and a
 * graph made here is usable with the Driver API and the CUDA Runtime
 * (cudaGraph_t is a CUgraph) and vice versa. The price is the driver's
 * rule for its own handles: it does not check them, so a destroyed graph,
 * executable graph or node must not be used again (the driver may crash);
 * cufw checks for NULL, and for one of its own handles of another kind (a
 * cufw_stream given as a cufw_graph_exec, say: CUFW_ERROR_INVALID_HANDLE,
 * the detail naming both kinds), nothing more. A table would have caught
 * stale handles, but would bound the number of graphs and break the
 * identity with the Driver API, which mixed programs rely on.
 *
 * Every graph entry point is looked up in the driver on first use
 * (cufw/call.h); a driver without graphs (older than CUDA 11.4, or a
 * stand-in) gives CUFW_ERROR_NOT_SUPPORTED, naming the entry point missing.
 *
 * Thread-safety: the functions are thread-safe as calls, but a graph, like
 * the driver's, must not be changed (nodes added, destroyed) by two threads
 * at once, nor an executable graph be updated while another thread
 * launches or updates it. Launches of one executable graph from several
 * threads are fine. Errors common to all: CUFW_ERROR_NOT_INITIALIZED, a
 * sticky error, CUFW_ERROR_NOT_SUPPORTED (see above),
 * CUFW_ERROR_INVALID_HANDLE for one of cufw's own handles given as a
 * graph, executable graph or node (or a dependency), and
 * CUFW_ERROR_DRIVER_HANDLE when the driver refuses a handle.
 */
#ifndef CUFW_GRAPH_H
#define CUFW_GRAPH_H

#include <stddef.h>

#include <cufw/error.h>
#include <cufw/module.h>
#include <cufw/stream.h>

#ifdef __cplusplus
extern "C" {
#endif

/* The driver's CUgraph, CUgraphExec and CUgraphNode (see above). */
typedef struct cufw_graph cufw_graph;
typedef struct cufw_graph_exec cufw_graph_exec;
typedef struct cufw_graph_node cufw_graph_node;

/* Capture modes (CUstreamCaptureMode): which calls of other threads a
 * capture forbids while it lasts (see the CUDA Programming Guide,
 * "Cross-stream dependencies and events" and "Prohibited and unhandled
 * operations"). GLOBAL is the safe default. */
#define CUFW_CAPTURE_GLOBAL 0
#define CUFW_CAPTURE_THREAD_LOCAL 1
#define CUFW_CAPTURE_RELAXED 2

/* Instantiation flags (CUgraphInstantiate_flags). */
#define CUFW_GRAPH_AUTO_FREE_ON_LAUNCH 0x1u
#define CUFW_GRAPH_USE_NODE_PRIORITY 0x8u

/* ------------------------------------------------------------ making graphs */

/*
 * cufw_graph_create -- an empty graph (cuGraphCreate), to fill with the
 * cufw_graph_add_* functions. Returns CUFW_OK, CUFW_ERROR_INVALID_ARGUMENT
 * (NULL graph), CUFW_ERROR_OUT_OF_MEMORY, CUFW_ERROR_NOT_SUPPORTED.
 */
int cufw_graph_create(cufw_graph **graph);

/*
 * cufw_graph_destroy -- destroy a graph and its nodes (cuGraphDestroy).
 * Executable graphs made from it stay valid. Returns CUFW_OK,
 * CUFW_ERROR_INVALID_HANDLE (NULL), a driver error.
 */
int cufw_graph_destroy(cufw_graph *graph);

/*
 * cufw_stream_begin_capture -- start recording the work queued on stream
 * (cuStreamBeginCapture) in mode (CUFW_CAPTURE_*). Until
 * cufw_stream_end_capture, the launches, asynchronous copies and fills,
 * event records and waits queued on stream -- and on other streams that
 * wait for an event recorded on it -- are recorded, not run. Synchronising
 * with the stream, querying it, or a synchronous copy while it captures is
 * an error that invalidates the capture. Look up kernels
 * (cufw_kernel_open) before capturing: loading a module then is refused.
 * Returns CUFW_OK, CUFW_ERROR_INVALID_ARGUMENT (unknown mode),
 * CUFW_ERROR_INVALID_HANDLE (a cufw stream that is not live),
 * CUFW_ERROR_NOT_PERMITTED (the legacy default stream -- NULL,
 * CUFW_STREAM_LEGACY -- cannot be captured: checked by cufw, no driver
 * call), CUFW_ERROR_NOT_SUPPORTED, a driver error (a stream already
 * capturing).
 */
int cufw_stream_begin_capture(cufw_stream *stream, int mode);

/*
 * cufw_stream_end_capture -- stop recording on stream and give the graph
 * recorded (cuStreamEndCapture): the program's, to instantiate and
 * destroy. A capture that nothing recorded gives an empty graph. Returns
 * CUFW_OK, CUFW_ERROR_INVALID_ARGUMENT (NULL graph),
 * CUFW_ERROR_INVALID_HANDLE, CUFW_ERROR_NOT_PERMITTED (the capture was
 * invalidated by a forbidden call: *graph is NULL; or the stream was not
 * capturing -- the driver's CUresult says which), CUFW_ERROR_NOT_SUPPORTED.
 */
int cufw_stream_end_capture(cufw_stream *stream, cufw_graph **graph);

/*
 * The node builders. Each adds one node to graph that runs after the ndeps
 * nodes in deps (which must be nodes of graph, each named once; ndeps 0:
 * a root node, deps may be NULL) and gives it in *node, which may be NULL
 * when the program needs no handle to it. Errors common to all: CUFW_OK,
 * CUFW_ERROR_INVALID_ARGUMENT (deps NULL with ndeps > 0, and as each
 * says), CUFW_ERROR_INVALID_HANDLE (NULL graph, one of cufw's handles as the
 * graph or a dependency), CUFW_ERROR_NOT_SUPPORTED,
 * CUFW_ERROR_INVALID_VALUE (the driver refused a value: a node of another
 * graph, a duplicate dependency, a bad address), CUFW_ERROR_OUT_OF_MEMORY.
 * The values are checked before the handles.
 */

/*
 * cufw_graph_add_kernel -- a launch of kernel as cufw_launch would make it
 * (cuGraphAddKernelNode). The driver copies the argument values args
 * points to now: the program's variables may change afterwards. The
 * kernel runs in the context current when the node is added (the driver
 * resolves the CUkernel there). Additional errors:
 * CUFW_ERROR_INVALID_HANDLE (NULL kernel, a cufw kernel that is not live),
 * CUFW_ERROR_INVALID_CONFIGURATION (a zero dimension, checked by cufw);
 * dimensions or shared memory beyond the device's limits are the driver's
 * CUFW_ERROR_INVALID_VALUE, here or at instantiation.
 */
int cufw_graph_add_kernel(cufw_graph *graph, cufw_graph_node **node, cufw_graph_node *const *deps,
                          size_t ndeps, const cufw_kernel *kernel, cufw_dim3 grid,
                          cufw_dim3 block, unsigned shared_bytes, void **args);

/*
 * cufw_graph_add_memcpy_htod / _dtoh / _dtod -- a copy of bytes between
 * device memory and host memory, or within device memory
 * (cuGraphAddMemcpyNode of a CUDA_MEMCPY3D one row high, in the current
 * context). Host memory should be pinned (cufw_host_alloc,
 * cufw_host_register) and must stay valid while the graph may run: the
 * copy reads or writes it at every replay. bytes 0 is
 * CUFW_ERROR_INVALID_ARGUMENT (the driver refuses an empty copy node), as
 * are NULL host pointers and 0 device addresses.
 */
int cufw_graph_add_memcpy_htod(cufw_graph *graph, cufw_graph_node **node,
                               cufw_graph_node *const *deps, size_t ndeps, cufw_devptr dst,
                               const void *src, size_t bytes);
int cufw_graph_add_memcpy_dtoh(cufw_graph *graph, cufw_graph_node **node,
                               cufw_graph_node *const *deps, size_t ndeps, void *dst,
                               cufw_devptr src, size_t bytes);
int cufw_graph_add_memcpy_dtod(cufw_graph *graph, cufw_graph_node **node,
                               cufw_graph_node *const *deps, size_t ndeps, cufw_devptr dst,
                               cufw_devptr src, size_t bytes);

/*
 * cufw_graph_add_memset_d8 / _d32 -- fill count bytes / 32-bit words at
 * dst with value (cuGraphAddMemsetNode, in the current context). dst must
 * be aligned to the element size; count 0 and dst 0 are
 * CUFW_ERROR_INVALID_ARGUMENT.
 */
int cufw_graph_add_memset_d8(cufw_graph *graph, cufw_graph_node **node,
                             cufw_graph_node *const *deps, size_t ndeps, cufw_devptr dst,
                             unsigned char value, size_t count);
int cufw_graph_add_memset_d32(cufw_graph *graph, cufw_graph_node **node,
                              cufw_graph_node *const *deps, size_t ndeps, cufw_devptr dst,
                              unsigned value, size_t count);

/*
 * cufw_graph_add_empty -- a node that does nothing (cuGraphAddEmptyNode):
 * a join point that later nodes can wait for instead of many.
 */
int cufw_graph_add_empty(cufw_graph *graph, cufw_graph_node **node, cufw_graph_node *const *deps,
                         size_t ndeps);

/*
 * cufw_graph_nodes -- the nodes of graph (cuGraphGetNodes), to find the
 * kernel nodes of a captured graph. On entry *count is how many nodes
 * fit; on return it is how many the graph has, and min of the two are
 * written. nodes may be NULL (with any *count) to ask the number only.
 * Nodes come in the driver's order, which for a capture is the order of
 * recording. Returns CUFW_OK, CUFW_ERROR_INVALID_ARGUMENT (NULL count),
 * CUFW_ERROR_INVALID_HANDLE (NULL graph), a driver error.
 */
int cufw_graph_nodes(cufw_graph *graph, cufw_graph_node **nodes, size_t *count);

/* Node types (CUgraphNodeType), as cufw_graph_node_type gives them. */
#define CUFW_GRAPH_NODE_KERNEL 0
#define CUFW_GRAPH_NODE_MEMCPY 1
#define CUFW_GRAPH_NODE_MEMSET 2
#define CUFW_GRAPH_NODE_HOST 3
#define CUFW_GRAPH_NODE_GRAPH 4
#define CUFW_GRAPH_NODE_EMPTY 5
#define CUFW_GRAPH_NODE_WAIT_EVENT 6
#define CUFW_GRAPH_NODE_EVENT_RECORD 7

/*
 * cufw_graph_node_type -- the node's type (cuGraphNodeGetType): a
 * CUFW_GRAPH_NODE_* value, or another CUgraphNodeType of cuda.h. Returns
 * CUFW_OK, CUFW_ERROR_INVALID_ARGUMENT (NULL type),
 * CUFW_ERROR_INVALID_HANDLE (NULL node), a driver error.
 */
int cufw_graph_node_type(cufw_graph_node *node, int *type);

/* ------------------------------------------------------------ executable graphs */

/*
 * cufw_graph_instantiate -- an executable graph of graph
 * (cuGraphInstantiateWithFlags), with flags CUFW_GRAPH_* (0: none). graph
 * may be changed or destroyed afterwards without affecting it. Returns
 * CUFW_OK, CUFW_ERROR_INVALID_ARGUMENT (NULL exec, unknown flags),
 * CUFW_ERROR_INVALID_HANDLE (NULL graph), CUFW_ERROR_OUT_OF_MEMORY, a
 * driver error (CUFW_ERROR_INVALID_VALUE for a graph the driver cannot
 * instantiate).
 */
int cufw_graph_instantiate(cufw_graph *graph, cufw_graph_exec **exec, unsigned flags);

/*
 * cufw_graph_exec_destroy -- destroy an executable graph
 * (cuGraphExecDestroy); launches already queued still run. Returns
 * CUFW_OK, CUFW_ERROR_INVALID_HANDLE (NULL), a driver error.
 */
int cufw_graph_exec_destroy(cufw_graph_exec *exec);

/*
 * cufw_graph_launch -- queue the whole executable graph on stream
 * (cuGraphLaunch; NULL and the default-stream values as everywhere). Work
 * before it on stream finishes first, work after it waits for all of it.
 * One executable graph runs once at a time: a launch while an earlier one
 * of it is still running is ordered after it. Returns CUFW_OK,
 * CUFW_ERROR_INVALID_HANDLE (NULL exec, a cufw stream that is not live),
 * a driver error. Errors of its kernels surface at the next
 * synchronisation. Thread-safe, lock-free.
 */
int cufw_graph_launch(cufw_graph_exec *exec, cufw_stream *stream);

/*
 * cufw_graph_upload -- copy the executable graph's layout to the device
 * ahead of its first launch (cuGraphUpload), in stream order, so that the
 * first launch costs no more than the next. Errors as cufw_graph_launch.
 */
int cufw_graph_upload(cufw_graph_exec *exec, cufw_stream *stream);

/*
 * cufw_graph_exec_set_kernel_args -- the kernel node node (of the graph
 * exec was instantiated from, by cufw_graph_add_kernel, capture or the
 * Driver API) takes new arguments in exec, from its next launch
 * (cuGraphKernelNodeGetParams of node for the rest of its launch, then
 * cuGraphExecKernelNodeSetParams): args as for cufw_launch, the values
 * copied now. Launches already queued keep the old values. The node in the
 * graph itself is unchanged. Returns CUFW_OK,
 * CUFW_ERROR_INVALID_ARGUMENT (NULL args), CUFW_ERROR_INVALID_HANDLE (NULL
 * exec or node), CUFW_ERROR_INVALID_VALUE (not a kernel node, or not one
 * of exec's graph), a driver error.
 */
int cufw_graph_exec_set_kernel_args(cufw_graph_exec *exec, cufw_graph_node *node, void **args);

/*
 * cufw_graph_exec_set_kernel -- as cufw_graph_exec_set_kernel_args with
 * the whole launch given: the kernel (one of the same context), grid,
 * block, shared memory and arguments (cuGraphExecKernelNodeSetParams, one
 * driver call). Additional errors: CUFW_ERROR_INVALID_HANDLE (NULL
 * kernel), CUFW_ERROR_INVALID_CONFIGURATION (a zero dimension).
 */
int cufw_graph_exec_set_kernel(cufw_graph_exec *exec, cufw_graph_node *node,
                               const cufw_kernel *kernel, cufw_dim3 grid, cufw_dim3 block,
                               unsigned shared_bytes, void **args);

/*
 * cufw_graph_exec_update -- exec takes the parameters of every node of
 * graph (kernel arguments and launches, copy and fill addresses and
 * sizes), from its next launch (cuGraphExecUpdate). graph must have the
 * shape of the graph exec came from: the same nodes of the same types in
 * the same order with the same dependencies, kernels of the same
 * contexts -- a capture of the same code with other arguments is the usual
 * source. reason may be NULL; otherwise it gets the driver's
 * CUgraphExecUpdateResult (0 on success; 2 topology changed, 3 node type
 * changed, 4 function changed, 5 parameters changed, 6 not supported, ...).
 * Returns CUFW_OK, CUFW_ERROR_INVALID_HANDLE (NULL exec or graph),
 * CUFW_ERROR_NOT_PERMITTED when the graphs differ in shape (the driver's
 * CUDA_ERROR_GRAPH_EXEC_UPDATE_FAILURE, kept as cufw_driver_result(); the
 * detail gives the reason; instantiate graph instead), a driver error.
 */
int cufw_graph_exec_update(cufw_graph_exec *exec, cufw_graph *graph, int *reason);

#ifdef __cplusplus
}
#endif

#endif
