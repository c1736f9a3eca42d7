/* SPDX-License-Identifier: MIT */
/*
 * The Driver API for the interop tests, reached the way any program may
 * reach it: dlopen("libcuda.so.1") and cuGetProcAddress_v2 for each entry
 * point at a pinned ABI version (the toolkit's PFN_<name>_v<version>
 * typedefs give the types). The tests do not link libcuda: a machine
 * without a driver must still run them (to skip), and both flavours of a
 * test -- cudart_static and cufw -- then talk to the very driver the
 * runtime under test has loaded.
 *
 * Also here: a small PTX module written for these tests, which the driver
 * compiles itself (cuModuleLoadData, cudaLibraryLoadData): the "program's
 * own module" of a JIT pipeline.
 */
#ifndef CUFW_TESTS_COMPAT_DRIVER_H
#define CUFW_TESTS_COMPAT_DRIVER_H

#include <cuda.h>
#include <cudaTypedefs.h>

#include <dlfcn.h>
#include <string.h>

#include "tests/compat/compat.h"
#include "tests/tap/basic.h"

/* X(name, ABI version): the entry points the tests call. */
#define DRV_LIST(X)                                                                             \
    X(cuCtxGetCurrent, 4000) X(cuCtxSetCurrent, 4000) X(cuCtxPushCurrent, 4000)                 \
    X(cuCtxPopCurrent, 4000) X(cuCtxCreate, 12050) X(cuCtxDestroy, 4000)                        \
    X(cuCtxGetDevice, 13000) X(cuCtxSynchronize, 13000) X(cuDeviceGet, 2000)                    \
    X(cuDevicePrimaryCtxRetain, 7000) X(cuDevicePrimaryCtxRelease, 11000)                       \
    X(cuDevicePrimaryCtxGetState, 7000) X(cuStreamCreate, 2000) X(cuStreamDestroy, 4000)        \
    X(cuStreamGetFlags, 5050) X(cuStreamGetPriority, 5050) X(cuStreamGetId, 12000)              \
    X(cuStreamGetCtx, 9020) X(cuStreamQuery, 2000) X(cuStreamSynchronize, 2000)                 \
    X(cuStreamWaitEvent, 3020) X(cuEventCreate, 2000) X(cuEventDestroy, 4000)                   \
    X(cuEventRecord, 2000) X(cuEventQuery, 2000) X(cuEventSynchronize, 2000)                    \
    X(cuEventElapsedTime, 12080) X(cuMemAlloc, 3020) X(cuMemFree, 3020) X(cuMemcpyHtoD, 3020)   \
    X(cuMemcpyDtoH, 3020) X(cuMemcpyHtoDAsync, 3020) X(cuMemcpyDtoHAsync, 3020)                 \
    X(cuMemsetD32Async, 3020) X(cuPointerGetAttribute, 4000) X(cuModuleLoadData, 2000)          \
    X(cuModuleGetFunction, 2000) X(cuModuleGetGlobal, 3020) X(cuModuleUnload, 2000)             \
    X(cuLaunchKernel, 4000) X(cuFuncGetAttribute, 2020) X(cuFuncGetName, 12030)                 \
    X(cuKernelGetName, 12030) X(cuKernelGetFunction, 12000) X(cuKernelGetAttribute, 12000)      \
    X(cuLibraryGetKernel, 12000) X(cuLibraryGetGlobal, 12000) X(cuStreamGetAttribute, 11000)    \
    X(cuStreamSetAttribute, 11000) X(cuDeviceGetP2PAttribute, 8000)                             \
    X(cuOccupancyAvailableDynamicSMemPerBlock, 10020) X(cuOccupancyMaxActiveClusters, 11070)    \
    X(cuOccupancyMaxPotentialClusterSize, 11070) X(cuKernelGetParamInfo, 12040)                 \
    X(cuMemCreate, 10020) X(cuMemRelease, 10020)                        \
    X(cuMemExportToShareableHandle, 10020) X(cuMemGetAllocationGranularity, 10020)              \
    X(cuMemAddressReserve, 10020) X(cuMemAddressFree, 10020) X(cuMemMap, 10020)                 \
    X(cuMemUnmap, 10020) X(cuMemSetAccess, 10020) X(cuGraphCreate, 10000)                       \
    X(cuGraphDestroy, 10000) X(cuGraphAddMemsetNode, 10000) X(cuGraphGetNodes, 10000)           \
    X(cuGraphInstantiateWithFlags, 11040) X(cuGraphLaunch, 10000) X(cuGraphExecDestroy, 10000)  \
    X(cuDeviceGetDefaultMemPool, 11020) X(cuMemPoolCreate, 11020)                               \
    X(cuMemPoolGetAttribute, 11020) X(cuMemAllocFromPoolAsync, 11020)                           \
    X(cuMemRangeGetAttribute, 8000) X(cuArray3DCreate, 3020) X(cuArray3DGetDescriptor, 3020)    \
    X(cuArrayDestroy, 2000) X(cuMemcpy3D, 3020) X(cuTexObjectCreate, 5000)                      \
    X(cuTexObjectDestroy, 5000) X(cuTexObjectGetResourceDesc, 5000)                             \
    X(cuMipmappedArrayGetLevel, 5000) X(cuMipmappedArrayDestroy, 5000) X(cuArrayCreate, 3020)   \
    X(cuDestroyExternalSemaphore, 10000) X(cuSignalExternalSemaphoresAsync, 10000)              \
    X(cuWaitExternalSemaphoresAsync, 10000) X(cuArrayGetPlane, 11020)                           \
    X(cuMipmappedArrayGetMemoryRequirements, 11060)                                             \
    X(cuMipmappedArrayGetSparseProperties, 11010)                                               \
    X(cuGraphicsResourceGetMappedMipmappedArray, 5000)               \
    X(cuGraphAddExternalSemaphoresSignalNode, 11020)                                            \
    X(cuGraphExternalSemaphoresSignalNodeGetParams, 11020)                                      \
    X(cuGraphAddExternalSemaphoresWaitNode, 11020)                                              \
    X(cuGraphExternalSemaphoresWaitNodeGetParams, 11020) X(cuGraphAddEmptyNode, 10000)          \
    DRV_LIST_13(X)

/* The entries whose types only CUDA 13's headers have, called by checks of
 * 13.x's Runtime (CUatomicOperation, cudaLogs*) that a 12.x build leaves
 * out. The other later ABI versions above (the driver is 13.x: device-t)
 * have the same calls in 12.x's; their types are spelled out here where
 * the headers lack them (the tests pass cuCtxCreate no CUctxCreateParams). */
#if CUDA_VERSION >= 13000
#define DRV_LIST_13(X)                                                                          \
    X(cuDeviceGetHostAtomicCapabilities, 13000) X(cuDeviceGetP2PAtomicCapabilities, 13000)      \
    X(cuLogsCurrent, 12090) X(cuLogsDumpToFile, 12090)
#else
#define DRV_LIST_13(X)
typedef CUresult(CUDAAPI *PFN_cuCtxGetDevice_v13000)(CUdevice *device, CUcontext ctx);
typedef CUresult(CUDAAPI *PFN_cuCtxSynchronize_v13000)(CUcontext ctx);
#endif
#if CUDA_VERSION < 12050
typedef CUresult(CUDAAPI *PFN_cuCtxCreate_v12050)(CUcontext *pctx, void *params, unsigned int flags,
                                                  CUdevice dev);
#endif
#if CUDA_VERSION < 12080
typedef CUresult(CUDAAPI *PFN_cuEventElapsedTime_v12080)(float *ms, CUevent start, CUevent end);
#endif

struct drv {
#define DRV_FIELD(name, version) PFN_##name##_v##version name;
    DRV_LIST(DRV_FIELD)
#undef DRV_FIELD
};

static struct drv drv;

typedef CUresult (*drv_getproc_fn)(const char *, void **, int, cuuint64_t,
                                   CUdriverProcAddressQueryResult *);

/* Fill drv; bails out when the driver or an entry point is missing (call
 * it after compat_need_device, which skips machines without a GPU). */
static inline void drv_load(void)
{
    static const struct {
        const char *name;
        int version;
        size_t offset;
    } entries[] = {
#define DRV_ENTRY(name, version) {#name, version, offsetof(struct drv, name)},
        DRV_LIST(DRV_ENTRY)
#undef DRV_ENTRY
    };
    void *lib = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL), *sym;
    drv_getproc_fn getproc;
    size_t i;

    if (lib == NULL)
        bail("dlopen libcuda.so.1: %s", dlerror());
    sym = dlsym(lib, "cuGetProcAddress_v2");
    if (sym == NULL)
        bail("libcuda.so.1 has no cuGetProcAddress_v2");
    memcpy(&getproc, &sym, sizeof sym);
    for (i = 0; i < sizeof entries / sizeof entries[0]; i++) {
        CUdriverProcAddressQueryResult status = CU_GET_PROC_ADDRESS_SYMBOL_NOT_FOUND;
        void *fn = NULL;

        if (getproc(entries[i].name, &fn, entries[i].version, CU_GET_PROC_ADDRESS_LEGACY_STREAM,
                    &status) != CUDA_SUCCESS ||
            fn == NULL || status != CU_GET_PROC_ADDRESS_SUCCESS)
            bail("the driver does not give %s at %d", entries[i].name, entries[i].version);
        memcpy((char *)&drv + entries[i].offset, &fn, sizeof fn);
    }
}

/* compat_begin, then drv_load, for the programs that use the Driver too.
 * Returns the device count. */
static inline int drv_begin(void)
{
    int count = compat_begin();

    drv_load();
    return count;
}

/* One test: a Driver call returned wanted; on failure both are named. */
static inline int is_cu(CUresult wanted, CUresult seen, const char *what)
{
    if (ok(wanted == seen, "%s", what))
        return 1;
    diag("wanted CUresult %d, seen %d", (int)wanted, (int)seen);
    return 0;
}
#define CU_OK(call) is_cu(CUDA_SUCCESS, (call), #call)

/* The context current to this thread (NULL when none, or on failure). */
static inline CUcontext drv_current(void)
{
    CUcontext c = NULL;

    if (drv.cuCtxGetCurrent(&c) != CUDA_SUCCESS)
        return NULL;
    return c;
}

/* Device ordinal's primary context handle, without keeping it retained. */
static inline CUcontext drv_primary(int ordinal)
{
    CUdevice dev;
    CUcontext c = NULL;

    if (drv.cuDeviceGet(&dev, ordinal) != CUDA_SUCCESS ||
        drv.cuDevicePrimaryCtxRetain(&c, dev) != CUDA_SUCCESS)
        return NULL;
    drv.cuDevicePrimaryCtxRelease(dev);
    return c;
}

/*
 * The PTX module of the tests, compiled by the driver:
 *   ptx_add(int *p, int v, unsigned n): p[i] += v + ptx_bias for i < n
 *   ptx_scale(int *p, int k, unsigned n): p[i] *= k for i < n
 * ptx_bias is a __device__-style global (initially 0); ptx_shared a
 * managed one. Both entries start the same way (DRV_PTX_ELEMENT): %r1
 * their value argument, %a2 the address of p[i] for the thread's index i,
 * and a jump to DONE when i >= n.
 */
#define DRV_PTX_ELEMENT(value)                                                                  \
    "{\n"                                                                                       \
    "  .reg .pred %q;\n"                                                                        \
    "  .reg .b32 %r<8>;\n"                                                                      \
    "  .reg .b64 %a<4>;\n"                                                                      \
    "  ld.param.u64 %a1, [p];\n"                                                                \
    "  ld.param.u32 %r1, [" value "];\n"                                                        \
    "  ld.param.u32 %r2, [n];\n"                                                                \
    "  mov.u32 %r3, %ctaid.x;\n"                                                                \
    "  mov.u32 %r4, %ntid.x;\n"                                                                 \
    "  mov.u32 %r5, %tid.x;\n"                                                                  \
    "  mad.lo.s32 %r6, %r3, %r4, %r5;\n"                                                        \
    "  setp.ge.u32 %q, %r6, %r2;\n"                                                             \
    "  @%q bra DONE;\n"                                                                         \
    "  cvta.to.global.u64 %a2, %a1;\n"                                                          \
    "  mul.wide.u32 %a3, %r6, 4;\n"                                                             \
    "  add.s64 %a2, %a2, %a3;\n"
static const char drv_ptx[] =
    ".version 8.0\n"
    ".target sm_75\n"
    ".address_size 64\n"
    ".visible .global .align 4 .u32 ptx_bias;\n"
    ".visible .global .attribute(.managed) .align 4 .u32 ptx_shared;\n"
    ".visible .entry ptx_add(.param .u64 p, .param .u32 v, .param .u32 n)\n"
    DRV_PTX_ELEMENT("v")
    "  ld.global.u32 %r7, [ptx_bias];\n"
    "  add.s32 %r1, %r1, %r7;\n"
    "  ld.global.u32 %r7, [%a2];\n"
    "  add.s32 %r7, %r7, %r1;\n"
    "  st.global.u32 [%a2], %r7;\n"
    "DONE:\n"
    "  ret;\n"
    "}\n"
    ".visible .entry ptx_scale(.param .u64 p, .param .u32 k, .param .u32 n)\n"
    DRV_PTX_ELEMENT("k")
    "  ld.global.u32 %r7, [%a2];\n"
    "  mul.lo.s32 %r7, %r7, %r1;\n"
    "  st.global.u32 [%a2], %r7;\n"
    "DONE:\n"
    "  ret;\n"
    "}\n";

#endif
