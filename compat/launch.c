/* SPDX-License-Identifier: MIT */
/*
 * compat/launch.c -- from <<<>>> to cuLaunchKernel.
 *
 * IMPLEMENTATION NOTES
 * nvcc turns  k<<<grid, block, shared, stream>>>(a, b)  into
 *
 *     __cudaPushCallConfiguration(grid, block, shared, stream) ? 0 : stub(a, b);
 *
 * and the host stub does
 *
 *     __cudaPopCallConfiguration(&grid, &block, &shared, &stream);
 *     static cudaKernel_t handle;                 once per launch site:
 *     static bool ok = __cudaGetKernel(&handle, stub) == cudaSuccess;
 *     void *args[] = {&a, &b};
 *     __cudaLaunchKernel(handle, grid, block, args, shared, stream);
 *
 * (CUDA 12 stubs call the public cudaLaunchKernel(stub, ...) instead.) The
 * configuration is a small per-thread stack; __cudaGetKernel hands out the
 * registry record of the stub without touching the driver, so the launch
 * site's cached handle stays valid whatever happens later (the one handle
 * compat makes up: it never leaves the stub); the first launch resolves the
 * record's kernel and caches it. After that a launch is: one acquire load
 * of the cached kernel, cufw_launch, cuLaunchKernel. The stub ignores
 * __cudaLaunchKernel's result: errors reach the program only through
 * cudaGetLastError/cudaPeekAtLastError, so they are recorded here.
 *
 * The public functions that name a kernel (cudaLaunchKernel, cudaFunc*,
 * cudaOccupancy*) take a stub's address or a cudaKernel_t, which is the
 * driver's CUkernel (cudaGetKernel, cudaLibraryGetKernel): a pointer that
 * is no registered stub goes to the driver as a CUkernel, which accepts it
 * or says CUDA_ERROR_INVALID_HANDLE -- exactly cudart's answers.
 */
#include "inner.h"

#include <string.h>

#define CONFIG_DEPTH 8

struct config {
    dim3 grid, block;
    size_t shared;
    cudaStream_t stream;
};

static CUFW_TLS_IE _Thread_local struct config configs[CONFIG_DEPTH];
static CUFW_TLS_IE _Thread_local int depth;

/* no Driver call */
unsigned RT_ENTRY(__cudaPushCallConfiguration)(dim3 gridDim, dim3 blockDim, size_t sharedMem,
                                               struct CUstream_st *stream)
{
    if (depth >= CONFIG_DEPTH) {
        cufw__rt_error_record(cudaErrorInvalidConfiguration);
        return 1; /* non-zero: the call site skips the launch */
    }
    configs[depth].grid = gridDim;
    configs[depth].block = blockDim;
    configs[depth].shared = sharedMem;
    configs[depth].stream = stream;
    depth++;
    return 0;
}

/* no Driver call */
cudaError_t RT_ENTRY(__cudaPopCallConfiguration)(dim3 *gridDim, dim3 *blockDim, size_t *sharedMem,
                                                 void *stream)
{
    RT_RETURN_IF(depth <= 0, cudaErrorMissingConfiguration);
    depth--;
    *gridDim = configs[depth].grid;
    *blockDim = configs[depth].block;
    *sharedMem = configs[depth].shared;
    *(cudaStream_t *)stream = configs[depth].stream;
    return cudaSuccess;
}

/* no Driver call: the handle is the registry record of the stub */
cudaError_t RT_ENTRY(__cudaGetKernel)(cudaKernel_t *kernel, const void *func)
{
    struct cufw__rt_function *f;

    RT_RETURN_IF(kernel == NULL, cudaErrorInvalidValue);
    f = cufw__rt_register_function(func);
    *kernel = (cudaKernel_t)(void *)f;
    RT_RETURN_IF(f == NULL, cudaErrorInvalidResourceHandle);
    return cudaSuccess;
}

static cudaError_t launch_kernel(cufw_kernel *k, dim3 grid, dim3 block, void **args,
                                 size_t shared, cufw_stream *stream, int cooperative);

static cudaError_t launch_record(struct cufw__rt_function *f, dim3 grid, dim3 block, void **args,
                                 size_t shared, cufw_stream *stream, int cooperative)
{
    cufw_kernel *k = f != NULL ? atomic_load_explicit(&f->kernel, memory_order_acquire) : NULL;
    cudaError_t e;

    RT_RETURN_IF(f == NULL, cudaErrorInvalidResourceHandle);
    if (CUFW_UNLIKELY(k == NULL)) {
        /* the kernel's first launch: it may be the program's first call */
        RT_RETURN_IF_NOT_READY();
        if ((e = cufw__rt_register_resolve(f, &k)) != cudaSuccess)
            return e;
    }
    /* cuLaunchKernel, or cuLaunchKernelEx with the cooperative attribute */
    return launch_kernel(k, grid, block, args, shared, stream, cooperative);
}

cudaError_t RT_ENTRY(__cudaLaunchKernel)(cudaKernel_t kernel, dim3 gridDim, dim3 blockDim,
                                         void **args, size_t sharedMem, cudaStream_t stream)
{
    return launch_record((struct cufw__rt_function *)(void *)kernel, gridDim, blockDim, args,
                         sharedMem, cufw__rt_stream(stream), 0);
}

/* --default-stream per-thread: the null stream is the thread's own */
cudaError_t RT_ENTRY(__cudaLaunchKernel_ptsz)(cudaKernel_t kernel, dim3 gridDim, dim3 blockDim,
                                              void **args, size_t sharedMem, cudaStream_t stream)
{
    return launch_record((struct cufw__rt_function *)(void *)kernel, gridDim, blockDim, args,
                         sharedMem, cufw__rt_stream_ptsz(stream), 0);
}

#if CUDART_VERSION < 13000
/* cudart 12.x judges a launch's shape itself (12.4, seen on the H200): a
 * zero dimension, a grid larger than any grid can be (2^31 - 1 x 65,535 x
 * 65,535) or a block larger than any block (1,024 threads; 1,024 x 1,024 x
 * 64) is cudaErrorInvalidConfiguration before the driver is asked. 13.0
 * leaves them to the driver, whose answer is cudaErrorInvalidValue. */
static int config_impossible(dim3 grid, dim3 block)
{
    return grid.x == 0 || grid.y == 0 || grid.z == 0 || grid.x > 0x7fffffffu ||
           grid.y > 65535 || grid.z > 65535 || block.x == 0 || block.y == 0 || block.z == 0 ||
           block.x > 1024 || block.y > 1024 || block.z > 64 ||
           (unsigned long long)block.x * block.y * block.z > 1024;
}
#define CHECK_CONFIG(grid, block) \
    RT_RETURN_IF(config_impossible(grid, block), cudaErrorInvalidConfiguration)
#else
#define CHECK_CONFIG(grid, block) ((void)0)
#endif

/* cuLaunchKernel (or the cooperative cuLaunchKernelEx) of a kernel that
 * is already the driver's */
static cudaError_t launch_kernel(cufw_kernel *k, dim3 grid, dim3 block, void **args,
                                 size_t shared, cufw_stream *stream, int cooperative)
{
    cufw_dim3 g, b;

    CHECK_CONFIG(grid, block);
    g.x = grid.x;
    g.y = grid.y;
    g.z = grid.z;
    b.x = block.x;
    b.y = block.y;
    b.z = block.z;
    RT_RETURN_IF(shared > 0xffffffffu, cudaErrorInvalidValue);
    RT_RETURN(cooperative ? cufw_launch_cooperative(k, g, b, (unsigned)shared, stream,
                                                    args) : cufw_launch(k, g, b, (unsigned)shared,
                                                                        stream, args));
}

cudaError_t cufw__rt_launch(const void *func, dim3 grid, dim3 block, void **args, size_t shared,
                            cufw_stream *stream, int cooperative)
{
    /* the public API takes the stub's address (one hash lookup) or a
     * cudaKernel_t, which is the driver's CUkernel */
    struct cufw__rt_function *f = cufw__rt_register_function(func);
    cufw_kernel *k;
    cudaError_t e;

    if (f != NULL)
        return launch_record(f, grid, block, args, shared, stream, cooperative);
    RT_RETURN_IF_NOT_READY();
    if ((e = cufw__rt_register_kernel(func, &k)) != cudaSuccess)
        return e;
    return launch_kernel(k, grid, block, args, shared, stream, cooperative);
}

/* cuLaunchKernel (via cufw_launch) */
cudaError_t RT_ENTRY(cudaLaunchKernel)(const void *func, dim3 gridDim, dim3 blockDim, void **args,
                                       size_t sharedMem, cudaStream_t stream)
{
    return cufw__rt_launch(func, gridDim, blockDim, args, sharedMem, cufw__rt_stream(stream), 0);
}

cudaError_t RT_ENTRY(cudaLaunchKernel_ptsz)(const void *func, dim3 gridDim, dim3 blockDim,
                                            void **args, size_t sharedMem, cudaStream_t stream)
{
    return cufw__rt_launch(func, gridDim, blockDim, args, sharedMem, cufw__rt_stream_ptsz(stream),
                           0);
}

/* cuKernelGetFunction, cuLaunchKernelEx + CU_LAUNCH_ATTRIBUTE_COOPERATIVE
 * (via cufw_launch_cooperative) */
cudaError_t RT_ENTRY(cudaLaunchCooperativeKernel)(const void *func, dim3 gridDim, dim3 blockDim,
                                                  void **args, size_t sharedMem,
                                                  cudaStream_t stream)
{
    return cufw__rt_launch(func, gridDim, blockDim, args, sharedMem, cufw__rt_stream(stream), 1);
}

cudaError_t RT_ENTRY(cudaLaunchCooperativeKernel_ptsz)(const void *func, dim3 gridDim,
                                                       dim3 blockDim, void **args, size_t sharedMem,
                                                       cudaStream_t stream)
{
    return cufw__rt_launch(func, gridDim, blockDim, args, sharedMem, cufw__rt_stream_ptsz(stream),
                           1);
}

/* cuKernelGetAttribute for each field (via cufw_kernel_attribute) */
cudaError_t RT_ENTRY(cudaFuncGetAttributes)(struct cudaFuncAttributes *attr, const void *func)
{
    static const struct {
        CUfunction_attribute a;
        size_t offset;
        int is_size;
    } fields[] = {
        {CU_FUNC_ATTRIBUTE_SHARED_SIZE_BYTES, offsetof(struct cudaFuncAttributes, sharedSizeBytes), 1},
        {CU_FUNC_ATTRIBUTE_CONST_SIZE_BYTES, offsetof(struct cudaFuncAttributes, constSizeBytes), 1},
        {CU_FUNC_ATTRIBUTE_LOCAL_SIZE_BYTES, offsetof(struct cudaFuncAttributes, localSizeBytes), 1},
        {CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, offsetof(struct cudaFuncAttributes, maxThreadsPerBlock), 0},
        {CU_FUNC_ATTRIBUTE_NUM_REGS, offsetof(struct cudaFuncAttributes, numRegs), 0},
        {CU_FUNC_ATTRIBUTE_PTX_VERSION, offsetof(struct cudaFuncAttributes, ptxVersion), 0},
        {CU_FUNC_ATTRIBUTE_BINARY_VERSION, offsetof(struct cudaFuncAttributes, binaryVersion), 0},
        {CU_FUNC_ATTRIBUTE_CACHE_MODE_CA, offsetof(struct cudaFuncAttributes, cacheModeCA), 0},
        {CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, offsetof(struct cudaFuncAttributes, maxDynamicSharedSizeBytes), 0},
        {CU_FUNC_ATTRIBUTE_PREFERRED_SHARED_MEMORY_CARVEOUT, offsetof(struct cudaFuncAttributes, preferredShmemCarveout), 0},
        {CU_FUNC_ATTRIBUTE_CLUSTER_SIZE_MUST_BE_SET, offsetof(struct cudaFuncAttributes, clusterDimMustBeSet), 0},
        {CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_WIDTH, offsetof(struct cudaFuncAttributes, requiredClusterWidth), 0},
        {CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_HEIGHT, offsetof(struct cudaFuncAttributes, requiredClusterHeight), 0},
        {CU_FUNC_ATTRIBUTE_REQUIRED_CLUSTER_DEPTH, offsetof(struct cudaFuncAttributes, requiredClusterDepth), 0},
        {CU_FUNC_ATTRIBUTE_CLUSTER_SCHEDULING_POLICY_PREFERENCE, offsetof(struct cudaFuncAttributes, clusterSchedulingPolicyPreference), 0},
        {CU_FUNC_ATTRIBUTE_NON_PORTABLE_CLUSTER_SIZE_ALLOWED, offsetof(struct cudaFuncAttributes, nonPortableClusterSizeAllowed), 0},
    };
    struct cudaFuncAttributes out;
    cufw_kernel *k;
    cudaError_t e;
    size_t i;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(attr == NULL, cudaErrorInvalidValue);
    if ((e = cufw__rt_register_kernel(func, &k)) != cudaSuccess)
        return e;
    memset(&out, 0, sizeof out);
    for (i = 0; i < sizeof fields / sizeof fields[0]; i++) {
        int v = 0, rc = cufw_kernel_attribute(k, fields[i].a, &v);

        RT_RETURN_IF_FAILED(rc);
        if (fields[i].is_size)
            *(size_t *)(void *)((char *)&out + fields[i].offset) = (size_t)v;
        else
            *(int *)(void *)((char *)&out + fields[i].offset) = v;
    }
    *attr = out;
    return cudaSuccess;
}

/* no Driver call for a registered kernel: the device name nvcc registered
 * (cudart 13 gives the mangled name too); for anything else
 * cuKernelGetName, whose refusal is cudart's answer as well */
cudaError_t RT_ENTRY(cudaFuncGetName)(const char **name, const void *func)
{
    struct cufw__rt_function *f;
    cufw_kernel *k;
    const char *n;
    cudaError_t e;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(name == NULL, cudaErrorInvalidValue);
    if ((f = cufw__rt_register_function(func)) != NULL) {
        *name = f->device_name;
        return cudaSuccess;
    }
    if ((e = cufw__rt_register_kernel(func, &k)) != cudaSuccess)
        return e;
    RT_RETURN_IF((n = cufw_kernel_name(k)) == NULL, cudaErrorInvalidResourceHandle);
    *name = n;
    return cudaSuccess;
}

/* cuKernelSetAttribute (via cufw_kernel_set_attribute); the runtime's
 * attribute numbers are the driver's */
cudaError_t RT_ENTRY(cudaFuncSetAttribute)(const void *func, enum cudaFuncAttribute attr, int value)
{
    cufw_kernel *k;
    cudaError_t e;

    RT_RETURN_IF_NOT_READY();
    if ((e = cufw__rt_register_kernel(func, &k)) != cudaSuccess)
        return e;
    RT_RETURN(cufw_kernel_set_attribute(k, (int)attr, value));
}

/* cuKernelSetCacheConfig (via cufw_kernel_set_cache_config) */
cudaError_t RT_ENTRY(cudaFuncSetCacheConfig)(const void *func, enum cudaFuncCache cacheConfig)
{
    cufw_kernel *k;
    cudaError_t e;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF((unsigned)cacheConfig > cudaFuncCachePreferEqual, cudaErrorInvalidValue);
    if ((e = cufw__rt_register_kernel(func, &k)) != cudaSuccess)
        return e;
    RT_RETURN(cufw_kernel_set_cache_config(k, (int)cacheConfig));
}

/* cuKernelGetFunction, cuOccupancyMaxActiveBlocksPerMultiprocessorWithFlags
 * (via cufw_kernel_max_active_blocks) */
cudaError_t RT_ENTRY(cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags)(int *numBlocks,
                                                                             const void *func,
                                                                             int blockSize,
                                                                             size_t dynamicSMemSize,
                                                                             unsigned int flags)
{
    cufw_kernel *k;
    cudaError_t e;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(numBlocks == NULL, cudaErrorInvalidValue);
    RT_RETURN_IF(flags > cudaOccupancyDisableCachingOverride, cudaErrorInvalidValue);
    if ((e = cufw__rt_register_kernel(func, &k)) != cudaSuccess)
        return e;
    RT_RETURN(cufw_kernel_max_active_blocks(k, blockSize, dynamicSMemSize, flags, numBlocks));
}

cudaError_t RT_ENTRY(cudaOccupancyMaxActiveBlocksPerMultiprocessor)(int *numBlocks,
                                                                    const void *func, int blockSize,
                                                                    size_t dynamicSMemSize)
{
    return RT_ENTRY(cudaOccupancyMaxActiveBlocksPerMultiprocessorWithFlags)(numBlocks, func, blockSize,
                                                                   dynamicSMemSize,
                                                                   cudaOccupancyDefault);
}

/* ------------------------------------------------------------ launches with attributes */

/* cuKernelGetFunction, cuLaunchKernelEx; cudaLaunchAttribute has the
 * driver's CUlaunchAttribute layout and numbering */
static cudaError_t launch_ex(const cudaLaunchConfig_t *config, const void *func, void **args,
                             int per_thread)
{
    cufw_kernel *k;
    cufw_dim3 g, b;
    cudaError_t e;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(config == NULL, cudaErrorInvalidValue);
    RT_RETURN_IF(config->numAttrs != 0 && config->attrs == NULL, cudaErrorInvalidValue);
    RT_RETURN_IF(config->dynamicSmemBytes > 0xffffffffu, cudaErrorInvalidValue);
    if ((e = cufw__rt_register_kernel(func, &k)) != cudaSuccess)
        return e;
    CHECK_CONFIG(config->gridDim, config->blockDim);
    g.x = config->gridDim.x;
    g.y = config->gridDim.y;
    g.z = config->gridDim.z;
    b.x = config->blockDim.x;
    b.y = config->blockDim.y;
    b.z = config->blockDim.z;
    RT_RETURN(cufw_launch_attributes(k, g, b, (unsigned)config->dynamicSmemBytes,
                                     per_thread ? cufw__rt_stream_ptsz(config->stream)
                                                : cufw__rt_stream(config->stream),
                                     args, config->attrs, config->numAttrs));
}

cudaError_t RT_ENTRY(cudaLaunchKernelExC)(const cudaLaunchConfig_t *config, const void *func,
                                          void **args)
{
    return launch_ex(config, func, args, 0);
}

cudaError_t RT_ENTRY(cudaLaunchKernelExC_ptsz)(const cudaLaunchConfig_t *config, const void *func,
                                               void **args)
{
    return launch_ex(config, func, args, 1);
}

/* ------------------------------------------------------------ 12.x's multi-device launch */

#if CUDART_VERSION < 13000
/* cuKernelGetFunction, cuLaunchKernelEx + CU_LAUNCH_ATTRIBUTE_COOPERATIVE
 * for each entry, in order (via cufw_launch_cooperative): deprecated since
 * CUDA 11.3, removed by 13.0. Each entry is launched in the current
 * device's context, so its stream must be one of that device's (the driver
 * refuses another's); the flags' waits across devices are then those of
 * one stream's order. */
cudaError_t RT_ENTRY(cudaLaunchCooperativeKernelMultiDevice)(
    struct cudaLaunchParams *launchParamsList, unsigned int numDevices, unsigned int flags)
{
    const unsigned known =
        cudaCooperativeLaunchMultiDeviceNoPreSync | cudaCooperativeLaunchMultiDeviceNoPostSync;
    unsigned i;
    int n = 0;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(launchParamsList == NULL || numDevices == 0 || (flags & ~known) != 0,
                 cudaErrorInvalidValue);
    cufw_device_count(&n);
    RT_RETURN_IF(numDevices > (unsigned)n, cudaErrorInvalidDevice);
    for (i = 0; i < numDevices; i++) {
        const struct cudaLaunchParams *p = &launchParamsList[i];
        cudaError_t e = cufw__rt_launch(p->func, p->gridDim, p->blockDim, p->args, p->sharedMem,
                                        cufw__rt_stream(p->stream), 1);

        if (e != cudaSuccess)
            return e;
    }
    return cudaSuccess;
}
#endif

/* the exported names of the definitions above (inner.h) */
RT_EXPORTS(launch);
