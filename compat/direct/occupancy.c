/* SPDX-License-Identifier: MIT */
/*
 * compat/direct/occupancy.c -- the kernels' calls beyond compat/launch.c
 * ("Occupancy" and "Execution Control" in the Runtime API reference): the
 * dynamic shared memory a block may still have, cluster occupancy, a
 * kernel's parameter layout and the deprecated per-function bank
 * configuration.
 *
 * compat/launch.c launches kernels and answers what core keeps of them; the
 * functions here name a kernel as launch.c's do (a registered host stub or
 * a cudaKernel_t, cufw__rt_register_kernel), take its CUfunction in the
 * current context from core (cufw_kernel_function: cuKernelGetFunction),
 * and make the one Driver call through cufw/call.h. cudaLaunchConfig_t is
 * not CUlaunchConfig (a dim3 pair against six unsigneds) and is converted
 * field by field; its attributes are the driver's CUlaunchAttributes
 * (stream_attr.c holds the value union to the driver's layout) and are
 * passed as they are; a cudaSharedMemConfig is a CUsharedconfig
 * (device_attr.c).
 */
#include "direct.h"

#include <string.h>

_Static_assert(sizeof(cudaLaunchAttribute) == sizeof(CUlaunchAttribute),
               "cudaLaunchAttribute is CUlaunchAttribute");

/* The Runtime's checks before a call on a kernel, in its order: the
 * driver ready, the arguments (cudaErrorInvalidValue if bad_args), then
 * the kernel func names (cufw__rt_register_kernel). */
static cudaError_t kernel_checked(int bad_args, const void *func, cufw_kernel **k)
{
    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(bad_args, cudaErrorInvalidValue);
    return cufw__rt_register_kernel(func, k);
}

/* The same before a call on the kernel's CUfunction: the current device's
 * primary context made current after the arguments' check, then
 * cuKernelGetFunction (the kernel's CUfunction in that context). */
static cudaError_t function_checked(int bad_args, const void *func, CUfunction *f)
{
    cufw_kernel *k;
    void *fn = NULL;
    cudaError_t e;

    RT_RETURN_IF_NOT_READY();
    RT_RETURN_IF(bad_args, cudaErrorInvalidValue);
    RT_RETURN_IF_NO_CONTEXT();
    if ((e = cufw__rt_register_kernel(func, &k)) != cudaSuccess)
        return e;
    RT_RETURN_IF_FAILED(cufw_kernel_function(k, &fn));
    *f = (CUfunction)fn;
    return cudaSuccess;
}

/* ------------------------------------------------------------ occupancy */

/* cuKernelGetFunction, cuOccupancyAvailableDynamicSMemPerBlock */
cudaError_t RT_ENTRY(cudaOccupancyAvailableDynamicSMemPerBlock)(size_t *dynamicSmemSize,
                                                                const void *func, int numBlocks,
                                                                int blockSize)
{
    CUfunction f;
    cudaError_t e = function_checked(dynamicSmemSize == NULL, func, &f);

    if (e != cudaSuccess)
        return e;
    RT_RETURN_DRIVER(cuOccupancyAvailableDynamicSMemPerBlock, dynamicSmemSize, f, numBlocks,
                     blockSize);
}

/* A launch configuration that can be passed on: present, with its
 * attribute array when it counts attributes, its dynamic shared memory
 * within CUlaunchConfig's 32 bits. */
static int config_valid(const cudaLaunchConfig_t *c)
{
    return c != NULL && (c->numAttrs == 0 || c->attrs != NULL) &&
           c->dynamicSmemBytes <= 0xffffffffu;
}

/* cudaLaunchConfig_t -> CUlaunchConfig, field by field; the attributes are
 * the driver's */
static void launch_config(const cudaLaunchConfig_t *c, CUlaunchConfig *out)
{
    memset(out, 0, sizeof *out);
    out->gridDimX = c->gridDim.x;
    out->gridDimY = c->gridDim.y;
    out->gridDimZ = c->gridDim.z;
    out->blockDimX = c->blockDim.x;
    out->blockDimY = c->blockDim.y;
    out->blockDimZ = c->blockDim.z;
    out->sharedMemBytes = (unsigned)c->dynamicSmemBytes;
    out->hStream = cufw__rt_cu_stream(c->stream);
    out->attrs = (CUlaunchAttribute *)(void *)c->attrs;
    out->numAttrs = c->numAttrs;
}

/* The two cluster queries: the kernel's CUfunction and the launch
 * configuration, then cuOccupancyMaxPotentialClusterSize (max_size) or
 * cuOccupancyMaxActiveClusters, which answer into *result. */
static cudaError_t cluster_query(int *result, const void *func,
                                 const cudaLaunchConfig_t *launchConfig, int max_size)
{
    CUlaunchConfig cfg;
    CUfunction f;
    cudaError_t e = function_checked(result == NULL || !config_valid(launchConfig), func, &f);

    if (e != cudaSuccess)
        return e;
    launch_config(launchConfig, &cfg);
    if (max_size)
        RT_RETURN_DRIVER(cuOccupancyMaxPotentialClusterSize, result, f, &cfg);
    RT_RETURN_DRIVER(cuOccupancyMaxActiveClusters, result, f, &cfg);
}

/* cuKernelGetFunction, cuOccupancyMaxActiveClusters */
cudaError_t RT_ENTRY(cudaOccupancyMaxActiveClusters)(int *numClusters, const void *func,
                                                     const cudaLaunchConfig_t *launchConfig)
{
    return cluster_query(numClusters, func, launchConfig, 0);
}

/* cuKernelGetFunction, cuOccupancyMaxPotentialClusterSize */
cudaError_t RT_ENTRY(cudaOccupancyMaxPotentialClusterSize)(int *clusterSize, const void *func,
                                                           const cudaLaunchConfig_t *launchConfig)
{
    return cluster_query(clusterSize, func, launchConfig, 1);
}

/* ------------------------------------------------------------ execution control */

/* cuKernelGetParamInfo on the CUkernel: context-independent */
cudaError_t RT_ENTRY(cudaFuncGetParamInfo)(const void *func, size_t paramIndex, size_t *paramOffset,
                                           size_t *paramSize)
{
    cufw_kernel *k;
    cudaError_t e = kernel_checked(paramOffset == NULL, func, &k);

    if (e != cudaSuccess)
        return e;
    RT_RETURN_DRIVER(cuKernelGetParamInfo, (CUkernel)cufw_kernel_raw(k), paramIndex, paramOffset,
                     paramSize);
}

#if CUDART_VERSION >= 13020
/* cuKernelGetParamCount of the kernel's CUkernel */
cudaError_t RT_ENTRY(cudaFuncGetParamCount)(const void *func, size_t *paramCount)
{
    cufw_kernel *k;
    cudaError_t e = kernel_checked(paramCount == NULL, func, &k);

    if (e != cudaSuccess)
        return e;
    RT_RETURN_DRIVER(cuKernelGetParamCount, (CUkernel)cufw_kernel_raw(k), paramCount);
}
#endif

/* cuKernelGetFunction, cuFuncSetSharedMemConfig (deprecated; does nothing
 * on a device with a fixed bank size) */
cudaError_t RT_ENTRY(cudaFuncSetSharedMemConfig)(const void *func, enum cudaSharedMemConfig config)
{
    CUfunction f;
    cudaError_t e = function_checked((unsigned)config > cudaSharedMemBankSizeEightByte, func, &f);

    if (e != cudaSuccess)
        return e;
    RT_RETURN_DRIVER(cuFuncSetSharedMemConfig, f, (CUsharedconfig)config);
}

/* the exported names of the definitions above (inner.h) */
RT_EXPORTS(occupancy);
