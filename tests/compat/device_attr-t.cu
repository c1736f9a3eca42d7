/* SPDX-License-Identifier: MIT */
/*
 * compat/direct/device_attr.c against the Driver API's own answers for the
 * same devices: peer attributes (a device with itself is
 * cudaErrorInvalidDevice), host atomic capabilities for random operations,
 * devices by PCI bus id, and the documented results and error codes of the
 * deprecated bank configuration, GPUDirect RDMA flushes and async
 * notifications. Every error code is checked, and that it is then
 * cudaGetLastError's.
 */
#include "tests/compat/compat.h"
#include "tests/compat/driver.h"

#if CUDART_VERSION >= 13000
static int random_in(int lo, int hi)
{
    return lo + (int)(test_rand() % (unsigned long long)(hi - lo + 1));
}
#endif

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

#if CUDART_VERSION >= 13000
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
#endif

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

int main(void)
{
    int count;

    count = drv_begin();
    CUDA_OK(cudaFree(0));

    test_peers(count);
#if CUDART_VERSION >= 13000
    test_atomics();
#endif
    test_pci(count);
    test_deprecated();
    test_flush();
    test_notification(count);
    return 0;
}
