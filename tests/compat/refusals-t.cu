/* SPDX-License-Identifier: MIT */
/*
 * The tier-2 Runtime functions that this machine cannot exercise on real
 * objects -- external semaphores (they come from Vulkan or NvSciSync),
 * planar and sparse arrays, a second device, graphics resources -- checked
 * where they can be: on the objects a test can make (a NULL semaphore is
 * not one: the driver itself crashes on it), each answer compared
 * with the Driver API's own answer for the same call (the Runtime passes
 * these through, in cudart as in cufw), and the failure recorded as the
 * calling thread's last error. Also a real device-to-device
 * cudaMemcpy3DPeerAsync through an array, against the CPU.
 */
#include "tests/compat/compat.h"
#include "tests/compat/driver.h"

#include <stdlib.h>
#include <string.h>
#include <unistd.h>

/* The Runtime's answer is the Driver's for the same call; a failure is then
 * cudaGetLastError's once. */
static void same_as_driver(cudaError_t rt, CUresult cu, const char *what)
{
    is_int((int)cu, (int)rt, "%s answers as the Driver does (%d)", what, (int)cu);
    if (rt != cudaSuccess)
        last_error_is(rt, what);
}

/* Semaphore nodes, read from a node of another type. */
static void test_semaphore_nodes(void)
{
    cudaGraph_t g = NULL;
    CUgraph cg = NULL;
    cudaGraphNode_t empty = NULL;
    CUgraphNode cempty = NULL;
    struct cudaExternalSemaphoreSignalNodeParams sback;
    struct cudaExternalSemaphoreWaitNodeParams wback;
    CUDA_EXT_SEM_SIGNAL_NODE_PARAMS csback;
    CUDA_EXT_SEM_WAIT_NODE_PARAMS cwback;
    cudaError_t rt;
    CUresult cu;

    CUDA_OK(cudaGraphCreate(&g, 0));
    CU_OK(drv.cuGraphCreate(&cg, 0));
    /* Not added with a NULL semaphore: the driver itself crashes on one
     * (cuSignalExternalSemaphoresAsync did, on the H200, driver 580, under
     * cudart as under cufw), and a test cannot make a real one here. */
    CUDA_OK(cudaGraphAddEmptyNode(&empty, g, NULL, 0));
    CU_OK(drv.cuGraphAddEmptyNode(&cempty, cg, NULL, 0));
    memset(&sback, 0, sizeof sback);
    memset(&csback, 0, sizeof csback);
    rt = cudaGraphExternalSemaphoresSignalNodeGetParams(empty, &sback);
    cu = drv.cuGraphExternalSemaphoresSignalNodeGetParams(cempty, &csback);
    same_as_driver(rt, cu, "cudaGraphExternalSemaphoresSignalNodeGetParams of an empty node");
    memset(&wback, 0, sizeof wback);
    memset(&cwback, 0, sizeof cwback);
    rt = cudaGraphExternalSemaphoresWaitNodeGetParams(empty, &wback);
    cu = drv.cuGraphExternalSemaphoresWaitNodeGetParams(cempty, &cwback);
    same_as_driver(rt, cu, "cudaGraphExternalSemaphoresWaitNodeGetParams of an empty node");
    CUDA_OK(cudaGraphDestroy(g));
    CU_OK(drv.cuGraphDestroy(cg));
}

/* A plain float array has no planes; a mipmapped array made without
 * cudaArraySparse or cudaArrayDeferredMapping has no sparse properties or
 * memory requirements. */
static void test_arrays(void)
{
    struct cudaChannelFormatDesc d = cudaCreateChannelDesc<float>();
    cudaArray_t a = NULL, plane = NULL;
    CUarray cplane = NULL;
    cudaMipmappedArray_t m = NULL;
    struct cudaArraySparseProperties sp;
    CUDA_ARRAY_SPARSE_PROPERTIES csp;
    struct cudaArrayMemoryRequirements mr;
    CUDA_ARRAY_MEMORY_REQUIREMENTS cmr;
    CUdevice dev = 0;
    cudaError_t rt;
    CUresult cu;

    CU_OK(drv.cuDeviceGet(&dev, 0));
    CUDA_OK(cudaMallocArray(&a, &d, 64, 16));
    rt = cudaArrayGetPlane(&plane, a, 0);
    cu = drv.cuArrayGetPlane(&cplane, (CUarray)a, 0);
    same_as_driver(rt, cu, "cudaArrayGetPlane of a float array");
    CUDA_OK(cudaFreeArray(a));
    CUDA_OK(cudaMallocMipmappedArray(&m, &d, make_cudaExtent(64, 64, 0), 4, 0));
    memset(&sp, 0, sizeof sp);
    memset(&csp, 0, sizeof csp);
    rt = cudaMipmappedArrayGetSparseProperties(&sp, m);
    cu = drv.cuMipmappedArrayGetSparseProperties(&csp, (CUmipmappedArray)m);
    same_as_driver(rt, cu, "cudaMipmappedArrayGetSparseProperties of a dense mipmapped array");
    memset(&mr, 0, sizeof mr);
    memset(&cmr, 0, sizeof cmr);
    rt = cudaMipmappedArrayGetMemoryRequirements(&mr, m, 0);
    cu = drv.cuMipmappedArrayGetMemoryRequirements(&cmr, (CUmipmappedArray)m, dev);
    same_as_driver(rt, cu, "cudaMipmappedArrayGetMemoryRequirements of a mapped mipmapped array");
    if (rt == cudaSuccess && cu == CUDA_SUCCESS)
        ok(mr.size == cmr.size && mr.alignment == cmr.alignment,
           "... the same size and alignment");
    CUDA_OK(cudaFreeMipmappedArray(m));
}

static void test_misc(void)
{
#if CUDART_VERSION >= 13000
    enum cudaAtomicOperation ops[2] = {cudaAtomicOperationIntegerAdd,
                                       (enum cudaAtomicOperation)CU_ATOMIC_OPERATION_INTEGER_MIN};
    CUatomicOperation cops[2] = {CU_ATOMIC_OPERATION_INTEGER_ADD, CU_ATOMIC_OPERATION_INTEGER_MIN};
    unsigned caps[2] = {0xdead, 0xbeef}, ccaps[2] = {0xdead, 0xbeef};
    char path[] = "/tmp/cufw-refusals-XXXXXX";
    int fd;
#endif
    cudaMipmappedArray_t mm = NULL;
    CUmipmappedArray cmm = NULL;
    CUdevice dev = 0;
    cudaError_t rt;
    CUresult cu;

    CU_OK(drv.cuDeviceGet(&dev, 0));
#if CUDART_VERSION >= 13000
    rt = cudaDeviceGetP2PAtomicCapabilities(caps, ops, 2, 0, 0);
    cu = drv.cuDeviceGetP2PAtomicCapabilities(ccaps, cops, 2, dev, dev);
    same_as_driver(rt, cu, "cudaDeviceGetP2PAtomicCapabilities of a device with itself");
#endif
    rt = cudaGraphicsResourceGetMappedMipmappedArray(&mm, NULL);
    cu = drv.cuGraphicsResourceGetMappedMipmappedArray(&cmm, NULL);
    same_as_driver(rt, cu, "cudaGraphicsResourceGetMappedMipmappedArray of no resource");
#if CUDART_VERSION >= 13000
    /* the driver's log, dumped to a file: as the Driver dumps it */
    fd = mkstemp(path);
    if (fd < 0)
        bail("mkstemp");
    close(fd);
    {
        cudaLogIterator it = 0;
        CUlogIterator cit;

        CUDA_OK(cudaLogsCurrent(&it, 0));
        cit = it;
        rt = cudaLogsDumpToFile(&it, path, 0);
        cu = drv.cuLogsDumpToFile(&cit, path, 0);
        same_as_driver(rt, cu, "cudaLogsDumpToFile from the current entry");
    }
    unlink(path);
#endif
}

/* cudaMemcpy3DPeerAsync on one device: random floats into a pitched
 * block, the block into an array, the array back to the host. */
static void test_peer_async(void)
{
    enum { W = 37, H = 11, D = 3 };
    struct cudaChannelFormatDesc d = cudaCreateChannelDesc<float>();
    float *host = (float *)malloc(W * H * D * sizeof(float));
    float *back = (float *)malloc(W * H * D * sizeof(float));
    struct cudaPitchedPtr pp;
    struct cudaMemcpy3DPeerParms q;
    struct cudaMemcpy3DParms p;
    cudaArray_t a = NULL;
    cudaStream_t s = NULL;

    if (host == NULL || back == NULL)
        bail("out of host memory");
    fill_random_float(host, W * H * D);
    CUDA_OK(cudaStreamCreate(&s));
    CUDA_OK(cudaMalloc3D(&pp, make_cudaExtent(W * sizeof(float), H, D)));
    CUDA_OK(cudaMalloc3DArray(&a, &d, make_cudaExtent(W, H, D), 0));
    memset(&p, 0, sizeof p);
    p.srcPtr = make_cudaPitchedPtr(host, W * sizeof(float), W, H);
    p.dstPtr = pp;
    p.extent = make_cudaExtent(W * sizeof(float), H, D);
    p.kind = cudaMemcpyHostToDevice;
    CUDA_OK(cudaMemcpy3DAsync(&p, s));
    q = compat_peer_to_array(pp, a, make_cudaExtent(W, H, D));
    CUDA_OK(cudaMemcpy3DPeerAsync(&q, s));
    poison(back, W * H * D * sizeof(float));
    memset(&p, 0, sizeof p);
    p.srcArray = a;
    p.dstPtr = make_cudaPitchedPtr(back, W * sizeof(float), W, H);
    p.extent = make_cudaExtent(W, H, D);
    p.kind = cudaMemcpyDeviceToHost;
    CUDA_OK(cudaMemcpy3DAsync(&p, s));
    CUDA_OK(cudaStreamSynchronize(s));
    ok(memcmp(host, back, W * H * D * sizeof(float)) == 0,
       "cudaMemcpy3DPeerAsync: pitched block -> array on device 0, every float");
    CUDA_OK(cudaFreeArray(a));
    CUDA_OK(cudaFree(pp.ptr));
    CUDA_OK(cudaStreamDestroy(s));
    free(host);
    free(back);
}

int main(void)
{
    drv_begin();
    CUDA_OK(cudaFree(0));
    test_semaphore_nodes();
    test_arrays();
    test_misc();
    test_peer_async();
    return 0;
}
