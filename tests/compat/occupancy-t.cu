/* SPDX-License-Identifier: MIT */
/*
 * compat/direct/occupancy.c against the Driver API's own answers for the
 * same kernels: the dynamic shared memory per block, cluster counts and
 * sizes, each against the Driver's answer for the kernel's CUfunction;
 * cudaFuncGetParamInfo against the kernel's real parameter layout; the
 * deprecated per-function bank configuration. Block sizes and counts are
 * random; every error code is checked, and that it is then
 * cudaGetLastError's.
 */
#include "tests/compat/compat.h"
#include "tests/compat/driver.h"

/* out[i] = in[i] * 2 through dynamic shared memory */
__global__ void stage(const float *in, float *out, int n)
{
    extern __shared__ float sh[];
    int i = blockIdx.x * blockDim.x + threadIdx.x;

    sh[threadIdx.x] = i < n ? in[i] : 0.0f;
    __syncthreads();
    if (i < n)
        out[i] = sh[threadIdx.x] * 2.0f;
}

/* The parameter layout cudaFuncGetParamInfo reports: the CUDA ABI lays the
 * parameters out as this structure's members. */
struct layout {
    char a;
    double b;
    int c;
    float4 d;
    short e;
    int *f;
};

__global__ void many(char a, double b, int c, float4 d, short e, int *f)
{
    if (f != NULL)
        *f = (int)a + (int)b + c + (int)d.x + (int)e;
}

static int random_in(int lo, int hi)
{
    return lo + (int)(test_rand() % (unsigned long long)(hi - lo + 1));
}

static void test_occupancy(void)
{
    cudaFunction_t f;
    int i, sm_threads = 0;

    CUDA_OK(cudaGetFuncBySymbol(&f, (const void *)stage));
    CUDA_OK(cudaDeviceGetAttribute(&sm_threads, cudaDevAttrMaxThreadsPerMultiProcessor, 0));
    if (sm_threads < 1024)
        sm_threads = 1024;
    /* numBlocks blocks that fit on a multiprocessor together: the driver
     * refuses more threads than one holds (see below) */
    for (i = 0; i < 4; i++) {
        int block = 32 * random_in(1, 32), fit = sm_threads / block,
            blocks = random_in(1, fit < 8 ? fit : 8);
        size_t got = (size_t)-1, want = (size_t)-2;

        CU_OK(drv.cuOccupancyAvailableDynamicSMemPerBlock(&want, (CUfunction)f, blocks, block));
        CUDA_OK(cudaOccupancyAvailableDynamicSMemPerBlock(&got, (const void *)stage, blocks, block));
        ok(got == want, "dynamic shared memory for %d blocks of %d is the Driver's (%zu)", blocks,
           block, want);
    }
    /* More threads than a multiprocessor holds (in at most 17 blocks of
     * 128 threads or more, under the 32 blocks an SM takes): the driver
     * answers CUDA_ERROR_INVALID_VALUE (seen on an H200, CUDA 13.0), and
     * cudart passes the driver's answer on. */
    {
        int block = 32 * random_in(4, 32), blocks = sm_threads / block + 1;
        size_t got = (size_t)-1, want = (size_t)-2;

        is_cu(CUDA_ERROR_INVALID_VALUE,
              drv.cuOccupancyAvailableDynamicSMemPerBlock(&want, (CUfunction)f, blocks, block),
              "cuOccupancyAvailableDynamicSMemPerBlock refuses more threads than an SM holds");
        FAILS_WITH(cudaErrorInvalidValue, cudaOccupancyAvailableDynamicSMemPerBlock(
                                              &got, (const void *)stage, blocks, block));
    }
    /* Not called with a NULL result: cudart 13.0 writes through it unchecked
     * and crashes (seen on the H200); compat answers cudaErrorInvalidValue. */

    {
        cudaLaunchConfig_t cfg = {};
        cudaLaunchAttribute attr;
        CUlaunchConfig ccfg;
        CUlaunchAttribute cattr;
        int block = 32 * random_in(1, 8), clusters = -1, want = -2, size = -1, wsize = -2;

        cfg.gridDim = dim3(16);
        cfg.blockDim = dim3(block);
        cfg.dynamicSmemBytes = block * sizeof(float);
        memset(&ccfg, 0, sizeof ccfg);
        ccfg.gridDimX = 16;
        ccfg.gridDimY = ccfg.gridDimZ = 1;
        ccfg.blockDimX = block;
        ccfg.blockDimY = ccfg.blockDimZ = 1;
        ccfg.sharedMemBytes = block * sizeof(float);

        CUDA_OK(cudaOccupancyMaxPotentialClusterSize(&size, (const void *)stage, &cfg));
        drv.cuOccupancyMaxPotentialClusterSize(&wsize, (CUfunction)f, &ccfg);
        is_int(wsize, size, "cudaOccupancyMaxPotentialClusterSize is the Driver's");

        memset(&attr, 0, sizeof attr);
        attr.id = cudaLaunchAttributeClusterDimension;
        attr.val.clusterDim.x = 2;
        attr.val.clusterDim.y = 1;
        attr.val.clusterDim.z = 1;
        cfg.attrs = &attr;
        cfg.numAttrs = 1;
        memset(&cattr, 0, sizeof cattr);
        cattr.id = CU_LAUNCH_ATTRIBUTE_CLUSTER_DIMENSION;
        cattr.value.clusterDim.x = 2;
        cattr.value.clusterDim.y = 1;
        cattr.value.clusterDim.z = 1;
        ccfg.attrs = &cattr;
        ccfg.numAttrs = 1;
        CUDA_OK(cudaOccupancyMaxActiveClusters(&clusters, (const void *)stage, &cfg));
        drv.cuOccupancyMaxActiveClusters(&want, (CUfunction)f, &ccfg);
        is_int(want, clusters, "cudaOccupancyMaxActiveClusters (clusters of 2) is the Driver's");
        /* Not called with a NULL launch configuration: cudart 13.0 copies
         * it unchecked and crashes; cufw answers cudaErrorInvalidValue. */
    }
}

static void test_param_info(void)
{
    static const size_t offsets[] = {offsetof(struct layout, a), offsetof(struct layout, b),
                                     offsetof(struct layout, c), offsetof(struct layout, d),
                                     offsetof(struct layout, e), offsetof(struct layout, f)};
    static const size_t sizes[] = {sizeof(char), sizeof(double), sizeof(int),
                                   sizeof(float4), sizeof(short), sizeof(int *)};
    cudaKernel_t k;
    size_t i;

    CUDA_OK(cudaGetKernel(&k, (const void *)many));
    for (i = 0; i < sizeof offsets / sizeof offsets[0]; i++) {
        size_t off = (size_t)-1, size = (size_t)-1, doff = (size_t)-2, dsize = (size_t)-2;

        CUDA_OK(cudaFuncGetParamInfo((const void *)many, i, &off, &size));
        ok(off == offsets[i] && size == sizes[i], "parameter %zu is at %zu, %zu bytes", i,
           offsets[i], sizes[i]);
#if CUDART_VERSION >= 13000
        drv.cuKernelGetParamInfo((CUkernel)k, i, &doff, &dsize);
        ok(off == doff && size == dsize, "parameter %zu is where cuKernelGetParamInfo says", i);
#else /* 12.x's cudaKernel_t is no CUkernel */
        (void)doff;
        (void)dsize;
        skip(1, "12.x: the cudaKernel_t is not the driver's CUkernel");
#endif
    }
    /* documented: an index past the last parameter is an invalid value */
    {
        size_t off, size;

        FAILS_WITH(cudaErrorInvalidValue, cudaFuncGetParamInfo((const void *)many,
                                                               sizeof offsets / sizeof offsets[0],
                                                               &off, &size));
    }
}

/* the deprecated call is the point here: documented, it does nothing on a
 * device with a fixed bank size */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
static void test_deprecated(void)
{
    CUDA_OK(cudaFuncSetSharedMemConfig((const void *)stage, cudaSharedMemBankSizeFourByte));
}
#pragma GCC diagnostic pop

int main(void)
{
    drv_begin();
    CUDA_OK(cudaFree(0));

    test_occupancy();
    test_param_info();
    test_deprecated();
    return 0;
}
