/* SPDX-License-Identifier: MIT */
/*
 * The Runtime's second tier (compat/more.c) against the Driver API's own
 * answers for the same objects:
 *
 *   - stream attributes (synchronization policy, memory sync domain, access
 *     policy window) set with the Runtime read with the Driver and the
 *     other way round, copied between streams; a stream's device;
 *   - peer attributes (a device with itself is cudaErrorInvalidDevice),
 *     host atomic capabilities, devices by PCI bus id;
 *   - occupancy: dynamic shared memory per block, cluster counts and sizes,
 *     each against the Driver's answer for the kernel's CUfunction;
 *   - cudaFuncGetParamInfo against the kernel's real parameter layout;
 *   - the deprecated bank configuration, the persisting L2 reset, GPUDirect
 *     RDMA flushes, async notifications, logs and export tables: their
 *     documented results and error codes.
 *
 * Values come from random choices where the API takes a range; every error
 * code is checked, and that it is then cudaGetLastError's.
 */
#include "tests/compat/compat.h"
#include "tests/compat/driver.h"

#include <stdlib.h>

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

static void test_stream_attributes(void)
{
    cudaStream_t s, s2;
    cudaStreamAttrValue v, got;
    CUstreamAttrValue cv;
    int policy = random_in(cudaSyncPolicyAuto, cudaSyncPolicyBlockingSync), other;
    void *buf;
    int max_window = 0;

    CUDA_OK(cudaStreamCreate(&s));
    CUDA_OK(cudaStreamCreateWithFlags(&s2, cudaStreamNonBlocking));

    /* synchronization policy: Runtime set, Runtime and Driver get */
    memset(&v, 0, sizeof v);
    v.syncPolicy = (enum cudaSynchronizationPolicy)policy;
    CUDA_OK(cudaStreamSetAttribute(s, cudaStreamAttributeSynchronizationPolicy, &v));
    poison(&got, sizeof got);
    CUDA_OK(cudaStreamGetAttribute(s, cudaStreamAttributeSynchronizationPolicy, &got));
    is_int(policy, (int)got.syncPolicy, "cudaStreamGetAttribute gives the policy set");
    poison(&cv, sizeof cv);
    CU_OK(drv.cuStreamGetAttribute((CUstream)s, CU_LAUNCH_ATTRIBUTE_SYNCHRONIZATION_POLICY, &cv));
    is_int(policy, (int)cv.syncPolicy, "cuStreamGetAttribute gives the Runtime's policy");

    /* Driver set, Runtime get */
    other = policy == cudaSyncPolicySpin ? cudaSyncPolicyYield : cudaSyncPolicySpin;
    memset(&cv, 0, sizeof cv);
    cv.syncPolicy = (CUsynchronizationPolicy)other;
    CU_OK(drv.cuStreamSetAttribute((CUstream)s, CU_LAUNCH_ATTRIBUTE_SYNCHRONIZATION_POLICY, &cv));
    poison(&got, sizeof got);
    CUDA_OK(cudaStreamGetAttribute(s, cudaStreamAttributeSynchronizationPolicy, &got));
    is_int(other, (int)got.syncPolicy, "cudaStreamGetAttribute gives the Driver's policy");

    /* memory synchronization domain */
    memset(&v, 0, sizeof v);
    v.memSyncDomain = cudaLaunchMemSyncDomainRemote;
    CUDA_OK(cudaStreamSetAttribute(s, cudaStreamAttributeMemSyncDomain, &v));
    poison(&cv, sizeof cv);
    CU_OK(drv.cuStreamGetAttribute((CUstream)s, CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN, &cv));
    is_int(CU_LAUNCH_MEM_SYNC_DOMAIN_REMOTE, (int)cv.memSyncDomain,
           "the memory sync domain set is the Driver's");

    /* access policy window on a real buffer */
    CUDA_OK(cudaDeviceGetAttribute(&max_window, cudaDevAttrMaxAccessPolicyWindowSize, 0));
    CUDA_OK(cudaMalloc(&buf, 1 << 20));
    memset(&v, 0, sizeof v);
    v.accessPolicyWindow.base_ptr = buf;
    v.accessPolicyWindow.num_bytes =
        (size_t)random_in(1, max_window > 0 && max_window < (1 << 20) ? max_window : (1 << 20));
    v.accessPolicyWindow.hitRatio = 0.5f;
    v.accessPolicyWindow.hitProp = cudaAccessPropertyPersisting;
    v.accessPolicyWindow.missProp = cudaAccessPropertyStreaming;
    CUDA_OK(cudaStreamSetAttribute(s, cudaStreamAttributeAccessPolicyWindow, &v));
    poison(&cv, sizeof cv);
    CU_OK(drv.cuStreamGetAttribute((CUstream)s, CU_LAUNCH_ATTRIBUTE_ACCESS_POLICY_WINDOW, &cv));
    ok(cv.accessPolicyWindow.base_ptr == buf &&
           cv.accessPolicyWindow.num_bytes == v.accessPolicyWindow.num_bytes &&
           cv.accessPolicyWindow.hitProp == CU_ACCESS_PROPERTY_PERSISTING &&
           cv.accessPolicyWindow.missProp == CU_ACCESS_PROPERTY_STREAMING,
       "the access policy window set is the Driver's");
    CUDA_OK(cudaCtxResetPersistingL2Cache());

    /* copy: s2 takes s's attributes */
    CUDA_OK(cudaStreamCopyAttributes(s2, s));
    poison(&got, sizeof got);
    CUDA_OK(cudaStreamGetAttribute(s2, cudaStreamAttributeSynchronizationPolicy, &got));
    is_int(other, (int)got.syncPolicy, "cudaStreamCopyAttributes copies the policy");
    poison(&cv, sizeof cv);
    CU_OK(drv.cuStreamGetAttribute((CUstream)s2, CU_LAUNCH_ATTRIBUTE_MEM_SYNC_DOMAIN, &cv));
    is_int(CU_LAUNCH_MEM_SYNC_DOMAIN_REMOTE, (int)cv.memSyncDomain,
           "cudaStreamCopyAttributes copies the sync domain");

    /* Not called with a NULL value: cudart 13.0 crashes there (its
     * cudaStreamGetAttribute writes the driver's answer through value_out,
     * its cudaStreamSetAttribute reads value, neither checked); cufw answers
     * cudaErrorInvalidValue. */

    CUDA_OK(cudaFree(buf));
    CUDA_OK(cudaStreamDestroy(s2));
    CUDA_OK(cudaStreamDestroy(s));
}

static void test_stream_device(int count)
{
    int d, dev;

    for (d = 0; d < count; d++) {
        cudaStream_t s;

        CUDA_OK(cudaSetDevice(d));
        CUDA_OK(cudaStreamCreate(&s));
        dev = -1;
        CUDA_OK(cudaStreamGetDevice(s, &dev));
        is_int(d, dev, "cudaStreamGetDevice: a stream made on device %d", d);
        dev = -1;
        CUDA_OK(cudaStreamGetDevice(cudaStreamPerThread, &dev));
        is_int(d, dev, "cudaStreamGetDevice: the per-thread stream on device %d", d);
        CUDA_OK(cudaStreamDestroy(s));
    }
    CUDA_OK(cudaSetDevice(0));
    /* Not called with a NULL device: cudart 13.0 writes the answer through
     * it unchecked and crashes; cufw answers cudaErrorInvalidValue. */
}

static void test_peers(int count)
{
    static const enum cudaDeviceP2PAttr attrs[] = {
        cudaDevP2PAttrPerformanceRank, cudaDevP2PAttrAccessSupported,
        cudaDevP2PAttrNativeAtomicSupported, cudaDevP2PAttrCudaArrayAccessSupported};
    int v = 0;
    size_t i;

    /* documented: a device paired with itself is not a peer */
    FAILS_WITH(cudaErrorInvalidDevice,
               cudaDeviceGetP2PAttribute(&v, cudaDevP2PAttrAccessSupported, 0, 0));
    FAILS_WITH(cudaErrorInvalidDevice,
               cudaDeviceGetP2PAttribute(&v, cudaDevP2PAttrAccessSupported, 0, count));
    if (count < 2) {
        skip(2 * (sizeof attrs / sizeof attrs[0]) + 3, "one device only");
        return;
    }
    for (i = 0; i < sizeof attrs / sizeof attrs[0]; i++) {
        CUdevice d0, d1;
        int want = -7;

        drv.cuDeviceGet(&d0, 0);
        drv.cuDeviceGet(&d1, 1);
        drv.cuDeviceGetP2PAttribute(&want, (CUdevice_P2PAttribute)attrs[i], d0, d1);
        v = -9;
        CUDA_OK(cudaDeviceGetP2PAttribute(&v, attrs[i], 0, 1));
        is_int(want, v, "cudaDeviceGetP2PAttribute(%d, 0, 1) is the Driver's", (int)attrs[i]);
    }
    {
        int can = -1;

        CUDA_OK(cudaDeviceCanAccessPeer(&can, 0, 1));
        CUDA_OK(cudaDeviceGetP2PAttribute(&v, cudaDevP2PAttrAccessSupported, 0, 1));
        is_int(can, v, "access supported is cudaDeviceCanAccessPeer's answer");
    }
}

static void test_atomics(void)
{
    enum cudaAtomicOperation ops[cudaAtomicOperationFloatMax + 1];
    unsigned caps[cudaAtomicOperationFloatMax + 1], want[cudaAtomicOperationFloatMax + 1];
    unsigned n = (unsigned)random_in(1, cudaAtomicOperationFloatMax + 1), i;
    CUdevice d0;
    CUresult r;

    for (i = 0; i < n; i++)
        ops[i] = (enum cudaAtomicOperation)random_in(0, cudaAtomicOperationFloatMax);
    poison(want, sizeof want);
    poison(caps, sizeof caps);
    drv.cuDeviceGet(&d0, 0);
    r = drv.cuDeviceGetHostAtomicCapabilities(want, (const CUatomicOperation *)ops, n, d0);
    if (r == CUDA_SUCCESS) {
        CUDA_OK(cudaDeviceGetHostAtomicCapabilities(caps, ops, n, 0));
        ok(memcmp(caps, want, n * sizeof caps[0]) == 0,
           "cudaDeviceGetHostAtomicCapabilities is the Driver's answer for %u operations", n);
    } else {
        cudaError_t e = cudaDeviceGetHostAtomicCapabilities(caps, ops, n, 0);

        ok(e != cudaSuccess, "cudaDeviceGetHostAtomicCapabilities fails as the Driver does");
        last_error_is(e, "cudaDeviceGetHostAtomicCapabilities");
    }
    FAILS_WITH(cudaErrorInvalidDevice, cudaDeviceGetHostAtomicCapabilities(caps, ops, n, -1));
}

static void test_pci(int count)
{
    char id[32];
    int d, dev;
    cudaError_t e;

    for (d = 0; d < count; d++) {
        CUDA_OK(cudaDeviceGetPCIBusId(id, (int)sizeof id, d));
        dev = -1;
        CUDA_OK(cudaDeviceGetByPCIBusId(&dev, id));
        is_int(d, dev, "cudaDeviceGetByPCIBusId(%s) is device %d", id, d);
    }
    FAILS_WITH(cudaErrorInvalidValue, cudaDeviceGetByPCIBusId(NULL, id));
    FAILS_WITH(cudaErrorInvalidValue, cudaDeviceGetByPCIBusId(&dev, NULL));
    /* no such bus: refused (cudart's code for it is the Driver's, whichever) */
    e = cudaDeviceGetByPCIBusId(&dev, "ffff:ff:1f.7");
    ok(e != cudaSuccess, "cudaDeviceGetByPCIBusId of no device fails");
    last_error_is(e, "cudaDeviceGetByPCIBusId of no device");
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
        drv.cuKernelGetParamInfo((CUkernel)k, i, &doff, &dsize);
        ok(off == doff && size == dsize, "parameter %zu is where cuKernelGetParamInfo says", i);
    }
    /* documented: an index past the last parameter is an invalid value */
    {
        size_t off, size;

        FAILS_WITH(cudaErrorInvalidValue, cudaFuncGetParamInfo((const void *)many,
                                                               sizeof offsets / sizeof offsets[0],
                                                               &off, &size));
    }
}

/* the deprecated calls are the point here */
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
static void test_deprecated(void)
{
    enum cudaSharedMemConfig c = (enum cudaSharedMemConfig)-1;

    /* documented: a device without configurable banks answers its fixed
     * size (four bytes on every device CUDA 13 supports), and a set does
     * nothing */
    CUDA_OK(cudaDeviceGetSharedMemConfig(&c));
    is_int(cudaSharedMemBankSizeFourByte, (int)c, "the bank size is four bytes");
    CUDA_OK(cudaDeviceSetSharedMemConfig(cudaSharedMemBankSizeEightByte));
    CUDA_OK(cudaDeviceGetSharedMemConfig(&c));
    is_int(cudaSharedMemBankSizeFourByte, (int)c, "and stays four bytes after a set");
    CUDA_OK(cudaFuncSetSharedMemConfig((const void *)stage, cudaSharedMemBankSizeFourByte));
    FAILS_WITH(cudaErrorInvalidValue, cudaDeviceGetSharedMemConfig(NULL));
    FAILS_WITH(cudaErrorInvalidValue,
               cudaDeviceSetSharedMemConfig((enum cudaSharedMemConfig)7));
}
#pragma GCC diagnostic pop

static void test_flush(void)
{
    int options = 0;
    cudaError_t e;

    CUDA_OK(cudaDeviceGetAttribute(&options, cudaDevAttrGPUDirectRDMAFlushWritesOptions, 0));
    e = cudaDeviceFlushGPUDirectRDMAWrites(cudaFlushGPUDirectRDMAWritesTargetCurrentDevice,
                                           cudaFlushGPUDirectRDMAWritesToOwner);
    if (options & cudaFlushGPUDirectRDMAWritesOptionHost) {
        is_err(cudaSuccess, e, "cudaDeviceFlushGPUDirectRDMAWrites where supported");
    } else {
        ok(e != cudaSuccess, "cudaDeviceFlushGPUDirectRDMAWrites fails where unsupported");
        last_error_is(e, "cudaDeviceFlushGPUDirectRDMAWrites");
    }
}

static void notified(cudaAsyncNotificationInfo_t *info, void *user, cudaAsyncCallbackHandle_t h)
{
    (void)info;
    (void)user;
    (void)h;
}

static void test_notification(int count)
{
    cudaAsyncCallbackHandle_t h = NULL;
    cudaError_t e;

    e = cudaDeviceRegisterAsyncNotification(0, notified, NULL, &h);
    if (e == cudaSuccess) {
        ok(h != NULL, "cudaDeviceRegisterAsyncNotification gives a handle");
        CUDA_OK(cudaDeviceUnregisterAsyncNotification(0, h));
    } else {
        is_err(cudaErrorNotSupported, e, "cudaDeviceRegisterAsyncNotification is not supported");
        last_error_is(e, "cudaDeviceRegisterAsyncNotification");
    }
    FAILS_WITH(cudaErrorInvalidDevice,
               cudaDeviceRegisterAsyncNotification(count, notified, NULL, &h));
}

static int log_calls;

static void logged(void *data, cudaLogLevel level, char *message, size_t length)
{
    (void)level;
    (void)message;
    (void)length;
    if (data == &log_calls)
        log_calls++;
}

static void test_logs(void)
{
    cudaLogsCallbackHandle h = NULL;
    cudaLogIterator it = 0;
    char buf[4096];
    size_t size = sizeof buf;

    CUDA_OK(cudaLogsRegisterCallback(logged, &log_calls, &h));
    ok(h != NULL, "cudaLogsRegisterCallback gives a handle");
    CUDA_OK(cudaLogsCurrent(&it, 0));
    {
        void *p = NULL;

        /* a failure the driver may log (whether it does is the driver's) */
        FAILS_WITH(cudaErrorMemoryAllocation, cudaMalloc(&p, (size_t)1 << 60));
        diag("log callbacks after a failed allocation: %d", log_calls);
    }
    poison(buf, sizeof buf);
    CUDA_OK(cudaLogsDumpToMemory(&it, buf, &size, 0));
    ok(size <= sizeof buf, "cudaLogsDumpToMemory writes within the buffer (%zu)", size);
    CUDA_OK(cudaLogsUnregisterCallback(h));
    /* The flags are documented as reserved (0), but cudart 13.0 passes them
     * to cuLogsCurrent unchecked: for 1 the answer is the driver's. */
    {
        CUlogIterator dit = 0;
        CUresult r = drv.cuLogsCurrent(&dit, 1);
        cudaError_t e = cudaLogsCurrent(&it, 1);

        diag("cuLogsCurrent(flags 1): %d, cudaLogsCurrent(flags 1): %s", (int)r,
             cudaGetErrorName(e));
        ok((r == CUDA_SUCCESS) == (e == cudaSuccess),
           "cudaLogsCurrent(&it, 1) succeeds or fails as cuLogsCurrent does");
        last_error_is(e, "cudaLogsCurrent(&it, 1)");
    }
}

static void test_export_table(void)
{
    cudaUUID_t id;
    const void *table = NULL;
    cudaError_t e;

    fill_random(&id, sizeof id);
    e = cudaGetExportTable(&table, &id);
    ok(e != cudaSuccess, "cudaGetExportTable of a random id fails");
    last_error_is(e, "cudaGetExportTable of a random id");
    FAILS_WITH(cudaErrorInvalidValue, cudaGetExportTable(NULL, &id));
}

/* nvcc's hidden ABI: no header declares it; cudart 13.0's answers 0 */
extern "C" int __cudaGetProcAddress(void);

static void test_hidden_abi(void)
{
    is_int(0, __cudaGetProcAddress(), "__cudaGetProcAddress answers 0");
}

int main(void)
{
    int count;

    count = drv_begin();
    CUDA_OK(cudaFree(0));

    test_stream_attributes();
    test_stream_device(count);
    test_peers(count);
    test_atomics();
    test_pci(count);
    test_occupancy();
    test_param_info();
    test_deprecated();
    test_flush();
    test_notification(count);
    test_logs();
    test_export_table();
    test_hidden_abi();
    return 0;
}
