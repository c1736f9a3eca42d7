/* SPDX-License-Identifier: MIT */
/*
 * tests/reliability/graphid-t.c -- compat's graph functions of CUDA 13.1
 * and 13.2 (compat/direct/graph.c, graph_exec.c, graph_node.c): graph,
 * node and executable-graph ids, a node's graph, the generic getter's
 * conversion back, and a conditional handle made in an execution context.
 * The stand-in driver has no graphs (tests/reliability/nograph-t), so
 * tests/reliability/graphshim.so, loaded in front of it, answers them; each
 * id compat returns is checked against the one the shim gives when asked
 * directly, on a random number of nodes and a kernel node of random
 * dimensions; the errors are the driver's. A recapture's callback (13.3)
 * is fired by the shim as the driver would, and the program's must see the
 * Runtime's parameters of both nodes. Built with older headers it skips.
 */
#define _POSIX_C_SOURCE 200809L
#include "config.h"

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <cuda.h>
#include <cuda_runtime_api.h>
#include <cudaTypedefs.h>

#include "tests/reliability/fakectl.h"
#include "tests/tap/basic.h"

#if CUDART_VERSION >= 13010

typedef CUresult (*getproc_fn)(const char *, void **, int, cuuint64_t,
                               CUdriverProcAddressQueryResult *);
static getproc_fn shim;

/* the shim's own entry point name, asked directly */
static void *shim_fn(const char *name)
{
    void *fn = NULL;

    if (shim(name, &fn, 13010, CU_GET_PROC_ADDRESS_LEGACY_STREAM, NULL) != CUDA_SUCCESS ||
        fn == NULL)
        bail("the shim does not answer %s", name);
    return fn;
}

static const char *build_dir(char *buf, size_t size)
{
    const char *top = getenv("CUFW_TOP_BUILDDIR");

    return top != NULL ? top : getcwd(buf, size) != NULL ? buf : ".";
}

static void shim_use(void)
{
    char path[4096], cwd[2048];
    void *lib;

    fake_use(); /* the stand-in, loaded: the shim loads the same file */
    setenv("CUFW_SHIM_UNDER", fake_path(), 1);
    snprintf(path, sizeof path, "%s/tests/reliability/graphshim.so", build_dir(cwd, sizeof cwd));
    if ((lib = dlopen(path, RTLD_NOW | RTLD_LOCAL)) == NULL)
        bail("cannot load the shim: %s", dlerror());
    *(void **)&shim = dlsym(lib, "cuGetProcAddress_v2");
    if (shim == NULL)
        bail("the shim %s has no cuGetProcAddress_v2", path);
    setenv("CUFW_LIBCUDA", path, 1); /* what cufw loads: the shim in front */
}

#if CUDART_VERSION >= 13020
static dim3 dim3_of(int x, int y, int z)
{
    dim3 d;

    d.x = (unsigned)x, d.y = (unsigned)y, d.z = (unsigned)z;
    return d;
}
#endif

#if CUDART_VERSION >= 13030
/* what the program's recapture callback saw */
static struct {
    int calls;
    void *data;
    cudaGraphNode_t node;
    struct cudaGraphNodeParams was, now;
    enum cudaGraphRecaptureStatus status;
    cudaError_t answer;
} seen;

static cudaError_t CUDART_CB recaptured(void *data, cudaGraphNode_t node,
                                        const struct cudaGraphNodeParams *was,
                                        const struct cudaGraphNodeParams *now,
                                        enum cudaGraphRecaptureStatus status)
{
    seen.calls++;
    seen.data = data;
    seen.node = node;
    seen.was = *was;
    seen.now = *now;
    seen.status = status;
    return seen.answer;
}
#endif

/* e is the call's result and the thread's last error, cleared */
static int failed_with(cudaError_t e, cudaError_t want)
{
    return e == want && cudaGetLastError() == want && cudaGetLastError() == cudaSuccess;
}

int main(void)
{
    unsigned seed = test_seed(), n, i, id = 0, id2 = 0, want = 0, good = 0;
    unsigned long long tools = 0, tools_want = 0;
    cudaGraph_t g, g2, owner = NULL;
    cudaGraphNode_t nodes[10], last = NULL;
    cudaGraphExec_t x;
    cudaGraphConditionalHandle h;
    cudaExecutionContext_t green = NULL, primary = NULL;
    cudaDevResource dev;
    cudaDevResourceDesc_t desc;
    PFN_cuGraphGetId_v13010 get_id;
    PFN_cuGraphNodeGetLocalId_v13010 local_id;
    PFN_cuGraphNodeGetToolsId_v13010 tools_id;
    PFN_cuGraphExecGetId_v13010 exec_id;

    shim_use();
    srand(seed);
    n = 1 + (unsigned)rand() % 10;
    diag("seed %u: %u nodes", seed, n);
    plan(18 + (CUDART_VERSION >= 13020 ? 4 : 0) + (CUDART_VERSION >= 13030 ? 5 : 0));
    get_id = (PFN_cuGraphGetId_v13010)shim_fn("cuGraphGetId");
    local_id = (PFN_cuGraphNodeGetLocalId_v13010)shim_fn("cuGraphNodeGetLocalId");
    tools_id = (PFN_cuGraphNodeGetToolsId_v13010)shim_fn("cuGraphNodeGetToolsId");
    exec_id = (PFN_cuGraphExecGetId_v13010)shim_fn("cuGraphExecGetId");

    /* graphs and their ids */
    ok(cudaGraphCreate(&g, 0) == cudaSuccess && cudaGraphCreate(&g2, 0) == cudaSuccess,
       "two graphs");
    ok(cudaGraphGetId(g, &id) == cudaSuccess && get_id((CUgraph)g, &want) == CUDA_SUCCESS &&
           id == want && cudaGraphGetId(g2, &id2) == cudaSuccess && id2 != id,
       "cudaGraphGetId: the driver's id, another for the other graph");
    ok(failed_with(cudaGraphGetId(g, NULL), cudaErrorInvalidValue),
       "no output: the driver's cudaErrorInvalidValue, recorded");
    ok(failed_with(cudaGraphGetId((cudaGraph_t)&id, &id), cudaErrorInvalidValue),
       "no graph: the driver's cudaErrorInvalidValue");

    /* a chain of n nodes */
    for (i = 0; i < n; i++)
        good += cudaGraphAddEmptyNode(&nodes[i], g, last != NULL ? &last : NULL,
                                      last != NULL) == cudaSuccess,
            last = nodes[i];
    ok(good == n, "a chain of %u empty nodes", n);
    for (i = 0, good = 0; i < n; i++)
        good += cudaGraphNodeGetLocalId(nodes[i], &id) == cudaSuccess &&
                local_id((CUgraphNode)nodes[i], &want) == CUDA_SUCCESS && id == want;
    ok(good == n, "cudaGraphNodeGetLocalId: each the driver's");
    for (i = 0, good = 0; i < n; i++)
        good += cudaGraphNodeGetToolsId(nodes[i], &tools) == cudaSuccess &&
                tools_id((CUgraphNode)nodes[i], &tools_want) == CUDA_SUCCESS &&
                tools == tools_want;
    ok(good == n, "cudaGraphNodeGetToolsId: each the driver's");
    ok(cudaGraphNodeGetContainingGraph(nodes[n - 1], &owner) == cudaSuccess && owner == g,
       "cudaGraphNodeGetContainingGraph: its graph");
    ok(failed_with(cudaGraphNodeGetLocalId((cudaGraphNode_t)&id, &id), cudaErrorInvalidValue) &&
           failed_with(cudaGraphNodeGetToolsId(nodes[0], NULL), cudaErrorInvalidValue) &&
           failed_with(cudaGraphNodeGetContainingGraph(nodes[0], NULL), cudaErrorInvalidValue),
       "no node, no output: the driver's cudaErrorInvalidValue");

    /* executable graphs */
    ok(cudaGraphInstantiate(&x, g, 0) == cudaSuccess && cudaGraphExecGetId(x, &id) == cudaSuccess &&
           exec_id((CUgraphExec)x, &want) == CUDA_SUCCESS && id == want && id != 0,
       "cudaGraphExecGetId: the driver's id");
    ok(failed_with(cudaGraphExecGetId(x, NULL), cudaErrorInvalidValue),
       "no output: the driver's cudaErrorInvalidValue");
    ok(cudaGraphExecDestroy(x) == cudaSuccess &&
           failed_with(cudaGraphExecGetId(x, &id), cudaErrorInvalidValue),
       "a destroyed one: the driver's cudaErrorInvalidValue");

    /* conditional handles in an execution context */
    ok(cudaGraphConditionalHandleCreate_v2(&h, g, NULL, 1, 0) == cudaSuccess,
       "cudaGraphConditionalHandleCreate_v2 in the current context");
    ok(cudaDeviceGetExecutionCtx(&primary, 0) == cudaSuccess &&
           cudaGraphConditionalHandleCreate_v2(&h, g, primary, 0, 0) == cudaSuccess,
       "in the primary context's execution context");
    if (cudaDeviceGetDevResource(0, &dev, cudaDevResourceTypeSm) != cudaSuccess ||
        cudaDevResourceGenerateDesc(&desc, &dev, 1) != cudaSuccess ||
        cudaGreenCtxCreate(&green, desc, 0, 0) != cudaSuccess)
        bail("no green context on the stand-in");
    ok(cudaGraphConditionalHandleCreate_v2(&h, g, green, 0, 0) == cudaSuccess,
       "in a green context's (its CUcontext)");
    ok(cudaExecutionCtxDestroy(green) == cudaSuccess &&
           failed_with(cudaGraphConditionalHandleCreate_v2(&h, g, green, 0, 0),
                       cudaErrorDeviceUninitialized),
       "in a destroyed one: the driver's invalid context, cudaErrorDeviceUninitialized");
    ok(failed_with(cudaGraphConditionalHandleCreate_v2(NULL, g, NULL, 0, 0),
                   cudaErrorInvalidValue),
       "no output: the driver's cudaErrorInvalidValue");

#if CUDART_VERSION >= 13020
    {
        /* a kernel node of random dimensions, given back by the generic getter */
        static const char *const names[] = {"cufw_vadd", "cufw_saxpy", "cufw_triad"};
        struct cudaKernelNodeParams kp;
        struct cudaGraphNodeParams got;
        char path[4096], cwd[2048];
        size_t size = 0;
        void *image, *args[1] = {NULL};
        cudaLibrary_t lib;
        cudaKernel_t k;
        cudaGraphNode_t kn;

        snprintf(path, sizeof path, "%s/kernels/vector.fatbin", build_dir(cwd, sizeof cwd));
        image = read_build_file(path, &size);
        if (cudaLibraryLoadData(&lib, image, NULL, NULL, 0, NULL, NULL, 0) != cudaSuccess ||
            cudaLibraryGetKernel(&k, lib, names[rand() % 3]) != cudaSuccess)
            bail("the vector image does not load on the stand-in");
        memset(&kp, 0, sizeof kp);
        kp.func = (void *)k;
        kp.gridDim = dim3_of(1 + rand() % 1000, 1 + rand() % 50, 1 + rand() % 4);
        kp.blockDim = dim3_of(1 + rand() % 32, 1 + rand() % 8, 1);
        kp.sharedMemBytes = (unsigned)rand() % 4096;
        kp.kernelParams = args;
        ok(cudaGraphAddKernelNode(&kn, g2, NULL, 0, &kp) == cudaSuccess, "a kernel node");
        memset(&got, 0x5a, sizeof got);
        ok(cudaGraphNodeGetParams(kn, &got) == cudaSuccess && got.type == cudaGraphNodeTypeKernel &&
               got.kernel.func == kp.func && got.kernel.gridDim.x == kp.gridDim.x &&
               got.kernel.gridDim.y == kp.gridDim.y && got.kernel.gridDim.z == kp.gridDim.z &&
               got.kernel.blockDim.x == kp.blockDim.x && got.kernel.blockDim.y == kp.blockDim.y &&
               got.kernel.sharedMemBytes == kp.sharedMemBytes &&
               got.kernel.kernelParams == kp.kernelParams &&
               got.kernel.functionType == cudaKernelFunctionTypeKernel,
           "cudaGraphNodeGetParams: the kernel, its dimensions (%u x %u x %u blocks), its kind",
           kp.gridDim.x, kp.gridDim.y, kp.gridDim.z);
        ok(cudaGraphNodeGetParams(nodes[0], &got) == cudaSuccess &&
               got.type == cudaGraphNodeTypeEmpty,
           "an empty node");
        ok(failed_with(cudaGraphNodeGetParams(nodes[0], NULL), cudaErrorInvalidValue) &&
               failed_with(cudaGraphNodeGetParams((cudaGraphNode_t)&id, &got),
                           cudaErrorInvalidValue),
           "no output, no node: cudaErrorInvalidValue");
#if CUDART_VERSION >= 13030
        {
            /* a recapture whose second kernel node changed: the program's
             * callback sees both nodes' Runtime parameters */
            CUresult (*fire)(CUgraphNode, CUgraphNode);
            struct cudaGraphRecaptureCallbackData cb = {recaptured, &seen};
            cudaGraphNode_t kn2;
            cudaStream_t s;
            void *lib2 = NULL;
            char shim_path[4096];

            snprintf(shim_path, sizeof shim_path, "%s/tests/reliability/graphshim.so",
                     build_dir(cwd, sizeof cwd));
            lib2 = dlopen(shim_path, RTLD_NOW | RTLD_LOCAL | RTLD_NOLOAD);
            *(void **)&fire = lib2 != NULL ? dlsym(lib2, "graphshim_recapture_fire") : NULL;
            if (fire == NULL || cudaStreamCreate(&s) != cudaSuccess)
                bail("no recapture on the shim");
            kp.gridDim.x += 1 + (unsigned)rand() % 100;
            ok(cudaGraphAddKernelNode(&kn2, g2, NULL, 0, &kp) == cudaSuccess &&
                   cudaStreamBeginRecaptureToGraph(s, cudaStreamCaptureModeRelaxed, g2, &cb) ==
                       cudaSuccess,
               "cudaStreamBeginRecaptureToGraph with a callback");
            seen.answer = cudaSuccess;
            ok(fire((CUgraphNode)kn, (CUgraphNode)kn2) == CUDA_SUCCESS && seen.calls == 1 &&
                   seen.data == &seen && seen.node == kn2 &&
                   seen.was.type == cudaGraphNodeTypeKernel && seen.was.kernel.func == kp.func &&
                   seen.now.kernel.gridDim.x == kp.gridDim.x &&
                   seen.was.kernel.gridDim.x != kp.gridDim.x &&
                   seen.status == cudaGraphRecaptureIneligibleForUpdate,
               "the callback sees its data, the node and both kernels' parameters, the status");
            seen.answer = cudaErrorInvalidValue;
            ok(fire((CUgraphNode)kn, (CUgraphNode)kn2) == CUDA_ERROR_UNKNOWN && seen.calls == 2,
               "its error fails the recapture");
            ok(cudaStreamBeginRecaptureToGraph(s, cudaStreamCaptureModeGlobal, g2, NULL) ==
                       cudaSuccess &&
                   fire((CUgraphNode)kn, (CUgraphNode)kn2) == CUDA_ERROR_NOT_FOUND,
               "without callback data the driver gets no callback");
            ok(failed_with(cudaStreamBeginRecaptureToGraph(s, cudaStreamCaptureModeGlobal,
                                                           (cudaGraph_t)&id, &cb),
                           cudaErrorInvalidValue),
               "no graph: the driver's cudaErrorInvalidValue");
            cudaStreamDestroy(s);
        }
#endif
        cudaLibraryUnload(lib);
        free(image);
    }
#endif
    ok(cudaGraphDestroy(g) == cudaSuccess && cudaGraphDestroy(g2) == cudaSuccess &&
           failed_with(cudaGraphGetId(g, &id), cudaErrorInvalidValue),
       "destroyed graphs have no id");
    return 0;
}

#else

int main(void)
{
    skip_all("the headers are CUDA %d: graph ids are CUDA 13.1's", CUDART_VERSION);
    return 0;
}

#endif
