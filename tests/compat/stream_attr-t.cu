/* SPDX-License-Identifier: MIT */
/*
 * compat/direct/stream_attr.c against the Driver API's own answers for the
 * same streams: attributes (synchronization policy, memory sync domain,
 * access policy window) set with the Runtime read with the Driver and the
 * other way round, copied between streams; the persisting L2 reset; a
 * stream's device, on every device. Values come from random choices where
 * the API takes a range.
 */
#include "tests/compat/compat.h"
#include "tests/compat/driver.h"

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
#if CUDART_VERSION >= 13000 /* cudaStreamGetDevice is 12.8's */
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
#else
    (void)count;
#endif
}

int main(void)
{
    int count;

    count = drv_begin();
    CUDA_OK(cudaFree(0));

    test_stream_attributes();
    test_stream_device(count);
    return 0;
}
