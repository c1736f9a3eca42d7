/* SPDX-License-Identifier: MIT */
/*
 * Errors: every cudaError enumerator's name and string, unknown codes,
 * cudaGetLastError / cudaPeekAtLastError semantics (per thread, latest
 * error, survives successful calls), bad launch configurations reported
 * only through the last error, and too-large allocations.
 */
#include "tests/compat/compat.h"

#include <thread>

/* ERR13: a code 12.4's headers lack (12.5 to 13.0's), left out of a 12.x build. */
#if CUDART_VERSION >= 13000
#define ERR13(X, e) X(e)
#else
#define ERR13(X, e)
#endif
/* ERR135: a code of CUDA 13.5's headers that 13.0's lack (13.1 to 13.4's
 * were not read), named by cudart 13.5; code 10 is one. */
#if CUDART_VERSION >= 13050
#define ERR135(X, e) X(e)
#else
#define ERR135(X, e)
#endif
/* Every enumerator of enum cudaError in CUDA 13.0's driver_types.h. */
#define CUDA_ERROR_LIST(X) \
    X(cudaSuccess) X(cudaErrorInvalidValue) X(cudaErrorMemoryAllocation) \
    X(cudaErrorInitializationError) X(cudaErrorCudartUnloading) X(cudaErrorProfilerDisabled) \
    X(cudaErrorProfilerNotInitialized) X(cudaErrorProfilerAlreadyStarted) \
    X(cudaErrorProfilerAlreadyStopped) X(cudaErrorInvalidConfiguration) \
    X(cudaErrorInvalidPitchValue) X(cudaErrorInvalidSymbol) X(cudaErrorInvalidHostPointer) \
    X(cudaErrorInvalidDevicePointer) X(cudaErrorInvalidTexture) \
    X(cudaErrorInvalidTextureBinding) X(cudaErrorInvalidChannelDescriptor) \
    X(cudaErrorInvalidMemcpyDirection) X(cudaErrorAddressOfConstant) \
    X(cudaErrorTextureFetchFailed) X(cudaErrorTextureNotBound) \
    X(cudaErrorSynchronizationError) X(cudaErrorInvalidFilterSetting) \
    X(cudaErrorInvalidNormSetting) X(cudaErrorMixedDeviceExecution) \
    X(cudaErrorNotYetImplemented) X(cudaErrorMemoryValueTooLarge) X(cudaErrorStubLibrary) \
    X(cudaErrorInsufficientDriver) X(cudaErrorCallRequiresNewerDriver) \
    X(cudaErrorInvalidSurface) X(cudaErrorDuplicateVariableName) \
    X(cudaErrorDuplicateTextureName) X(cudaErrorDuplicateSurfaceName) \
    X(cudaErrorDevicesUnavailable) X(cudaErrorIncompatibleDriverContext) \
    X(cudaErrorMissingConfiguration) X(cudaErrorPriorLaunchFailure) \
    X(cudaErrorLaunchMaxDepthExceeded) X(cudaErrorLaunchFileScopedTex) \
    X(cudaErrorLaunchFileScopedSurf) X(cudaErrorSyncDepthExceeded) \
    X(cudaErrorLaunchPendingCountExceeded) X(cudaErrorInvalidDeviceFunction) \
    X(cudaErrorNoDevice) X(cudaErrorInvalidDevice) X(cudaErrorDeviceNotLicensed) \
    X(cudaErrorSoftwareValidityNotEstablished) X(cudaErrorStartupFailure) \
    X(cudaErrorInvalidKernelImage) X(cudaErrorDeviceUninitialized) \
    X(cudaErrorMapBufferObjectFailed) X(cudaErrorUnmapBufferObjectFailed) \
    X(cudaErrorArrayIsMapped) X(cudaErrorAlreadyMapped) X(cudaErrorNoKernelImageForDevice) \
    X(cudaErrorAlreadyAcquired) X(cudaErrorNotMapped) X(cudaErrorNotMappedAsArray) \
    X(cudaErrorNotMappedAsPointer) X(cudaErrorECCUncorrectable) X(cudaErrorUnsupportedLimit) \
    X(cudaErrorDeviceAlreadyInUse) X(cudaErrorPeerAccessUnsupported) X(cudaErrorInvalidPtx) \
    X(cudaErrorInvalidGraphicsContext) X(cudaErrorNvlinkUncorrectable) \
    X(cudaErrorJitCompilerNotFound) X(cudaErrorUnsupportedPtxVersion) \
    X(cudaErrorJitCompilationDisabled) X(cudaErrorUnsupportedExecAffinity) \
    X(cudaErrorUnsupportedDevSideSync) ERR13(X, cudaErrorContained) X(cudaErrorInvalidSource) \
    X(cudaErrorFileNotFound) X(cudaErrorSharedObjectSymbolNotFound) \
    X(cudaErrorSharedObjectInitFailed) X(cudaErrorOperatingSystem) \
    X(cudaErrorInvalidResourceHandle) X(cudaErrorIllegalState) X(cudaErrorLossyQuery) \
    X(cudaErrorSymbolNotFound) X(cudaErrorNotReady) X(cudaErrorIllegalAddress) \
    X(cudaErrorLaunchOutOfResources) X(cudaErrorLaunchTimeout) \
    X(cudaErrorLaunchIncompatibleTexturing) X(cudaErrorPeerAccessAlreadyEnabled) \
    X(cudaErrorPeerAccessNotEnabled) X(cudaErrorSetOnActiveProcess) \
    X(cudaErrorContextIsDestroyed) X(cudaErrorAssert) X(cudaErrorTooManyPeers) \
    X(cudaErrorHostMemoryAlreadyRegistered) X(cudaErrorHostMemoryNotRegistered) \
    X(cudaErrorHardwareStackError) X(cudaErrorIllegalInstruction) \
    X(cudaErrorMisalignedAddress) X(cudaErrorInvalidAddressSpace) X(cudaErrorInvalidPc) \
    X(cudaErrorLaunchFailure) X(cudaErrorCooperativeLaunchTooLarge) \
    ERR13(X, cudaErrorTensorMemoryLeak) X(cudaErrorNotPermitted) X(cudaErrorNotSupported) \
    X(cudaErrorSystemNotReady) X(cudaErrorSystemDriverMismatch) \
    X(cudaErrorCompatNotSupportedOnDevice) X(cudaErrorMpsConnectionFailed) \
    X(cudaErrorMpsRpcFailure) X(cudaErrorMpsServerNotReady) X(cudaErrorMpsMaxClientsReached) \
    X(cudaErrorMpsMaxConnectionsReached) X(cudaErrorMpsClientTerminated) \
    X(cudaErrorCdpNotSupported) X(cudaErrorCdpVersionMismatch) \
    X(cudaErrorStreamCaptureUnsupported) X(cudaErrorStreamCaptureInvalidated) \
    X(cudaErrorStreamCaptureMerge) X(cudaErrorStreamCaptureUnmatched) \
    X(cudaErrorStreamCaptureUnjoined) X(cudaErrorStreamCaptureIsolation) \
    X(cudaErrorStreamCaptureImplicit) X(cudaErrorCapturedEvent) \
    X(cudaErrorStreamCaptureWrongThread) X(cudaErrorTimeout) \
    X(cudaErrorGraphExecUpdateFailure) X(cudaErrorExternalDevice) \
    X(cudaErrorInvalidClusterSize) ERR13(X, cudaErrorFunctionNotLoaded) \
    ERR13(X, cudaErrorInvalidResourceType) ERR13(X, cudaErrorInvalidResourceConfiguration) \
    X(cudaErrorUnknown) X(cudaErrorApiFailureBase) ERR135(X, cudaErrorVersionTranslation) \
    ERR135(X, cudaErrorInsufficientLoaderVersion) ERR135(X, cudaErrorStreamDetached) \
    ERR135(X, cudaErrorGraphRecaptureFailure) ERR135(X, cudaErrorFabricNotReady)

struct error_entry {
    cudaError_t code;
    const char *name;
};

#define ERROR_ENTRY(e) { e, #e },
static const error_entry all_errors[] = { CUDA_ERROR_LIST(ERROR_ENTRY) };

/* Strings seen in countless cudart error messages. */
static const struct {
    cudaError_t code;
    const char *string;
} known_strings[] = {
    { cudaSuccess, "no error" },
    { cudaErrorInvalidValue, "invalid argument" },
    { cudaErrorMemoryAllocation, "out of memory" },
    { cudaErrorInvalidConfiguration, "invalid configuration argument" },
    { cudaErrorInvalidDevice, "invalid device ordinal" },
    { cudaErrorInvalidResourceHandle, "invalid resource handle" },
    { cudaErrorNotReady, "device not ready" },
    { cudaErrorIllegalAddress, "an illegal memory access was encountered" },
    { cudaErrorLaunchFailure, "unspecified launch failure" },
    { cudaErrorInvalidDeviceFunction, "invalid device function" },
    { cudaErrorNoKernelImageForDevice, "no kernel image is available for execution on the device" },
    { cudaErrorUnknown, "unknown error" },
};

/*
 * Codes that are not enumerators (documented: "unrecognized error code";
 * checked against cudart 13.0, which needs no GPU for this).
 */
static const int unknown_codes[] = {
#if CUDART_VERSION < 13050
    10,
#endif
    11, 14, 15, 29, 30, 33, 47, 99, 150, 250, 350, 450, 550, 650, 750, 850, 950, 1000, 9999, 12345,
};

#define UNRECOGNIZED "unrecognized error code"

__global__ void fill(int *out, int value, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;

    if (i < n)
        out[i] = value + i;
}

static void test_names_and_strings(void)
{
    size_t i;

    for (i = 0; i < sizeof all_errors / sizeof all_errors[0]; i++) {
        const char *name = cudaGetErrorName(all_errors[i].code);
        const char *string = cudaGetErrorString(all_errors[i].code);

        is_string(all_errors[i].name, name, "cudaGetErrorName(%d)", (int)all_errors[i].code);
        ok(string != NULL && *string != '\0' && strcmp(string, UNRECOGNIZED) != 0,
           "cudaGetErrorString(%s) is a description", all_errors[i].name);
        diag("%d %s: %s", (int)all_errors[i].code, all_errors[i].name, string ? string : "(null)");
    }
    for (i = 0; i < sizeof known_strings / sizeof known_strings[0]; i++)
        is_string(known_strings[i].string, cudaGetErrorString(known_strings[i].code),
                  "cudaGetErrorString(%s)", cudaGetErrorName(known_strings[i].code));
    for (i = 0; i < sizeof unknown_codes / sizeof unknown_codes[0]; i++) {
        cudaError_t code = (cudaError_t)unknown_codes[i];

        is_string(UNRECOGNIZED, cudaGetErrorName(code), "cudaGetErrorName(%d)", unknown_codes[i]);
        is_string(UNRECOGNIZED, cudaGetErrorString(code), "cudaGetErrorString(%d)",
                  unknown_codes[i]);
    }
    is_err(cudaSuccess, cudaGetLastError(), "looking up names records no error");
}

static void test_last_error(void)
{
    cudaError_t other = cudaErrorUnknown;

    is_err(cudaSuccess, cudaPeekAtLastError(), "no error to begin with");
    is_err(cudaErrorInvalidDevice, cudaSetDevice(-1), "cudaSetDevice(-1)");
    is_err(cudaErrorInvalidDevice, cudaPeekAtLastError(), "cudaPeekAtLastError reports it");
    is_err(cudaErrorInvalidDevice, cudaPeekAtLastError(), "cudaPeekAtLastError does not clear it");
    is_err(cudaErrorInvalidDevice, cudaGetLastError(), "cudaGetLastError reports it");
    is_err(cudaSuccess, cudaGetLastError(), "cudaGetLastError cleared it");
    is_err(cudaSuccess, cudaPeekAtLastError(), "so cudaPeekAtLastError sees nothing");

    /* A successful call does not clear the recorded error. */
    is_err(cudaErrorInvalidDevice, cudaSetDevice(-1), "cudaSetDevice(-1) again");
    CUDA_OK(cudaFree(NULL));
    CUDA_OK(cudaSetDevice(0));
    is_err(cudaErrorInvalidDevice, cudaPeekAtLastError(), "successful calls keep the recorded error");

    /* The error belongs to the thread that made the call. */
    std::thread t([&other] { other = cudaGetLastError(); });
    t.join();
    is_err(cudaSuccess, other, "another thread sees no error");
    is_err(cudaErrorInvalidDevice, cudaPeekAtLastError(), "this thread still has its error");

    /* The latest failure is the one reported. */
    is_err(cudaErrorInvalidValue, cudaMalloc(NULL, 16), "cudaMalloc(NULL, 16)");
    last_error_is(cudaErrorInvalidValue, "the latest failure");

    /* An error recorded by another thread stays there. */
    std::thread t2([&other] {
        other = cudaSetDevice(-1);
        other = cudaPeekAtLastError();
    });
    t2.join();
    is_err(cudaErrorInvalidDevice, other, "the other thread recorded its own error");
    is_err(cudaSuccess, cudaGetLastError(), "which this thread does not see");
}

/* Launch fill with a bad configuration; the kernel must not run. CUDA 13's
 * cudart reports these as the driver does, cudaErrorInvalidValue; CUDA 12's
 * judges them itself, cudaErrorInvalidConfiguration (COMPAT_IMPOSSIBLE):
 * checked against libcudart_static. */
#define BAD_LAUNCH(grid, block, what)                                           \
    do {                                                                        \
        poison(host, sizeof host);                                              \
        cudaMemset(dev, COMPAT_POISON, sizeof host);                            \
        fill<<<(grid), (block)>>>(dev, 7, N);                                   \
        is_err(COMPAT_IMPOSSIBLE, cudaPeekAtLastError(),                        \
               "%s: cudaPeekAtLastError", what);                                \
        last_error_is(COMPAT_IMPOSSIBLE, what);                                 \
        is_err(cudaSuccess, cudaDeviceSynchronize(),                            \
               "%s: cudaDeviceSynchronize does not report it", what);           \
        cudaMemcpy(host, dev, sizeof host, cudaMemcpyDeviceToHost);             \
        ok(is_poisoned(host, sizeof host), "%s: the kernel did not run", what); \
    } while (0)

static void test_bad_launches(void)
{
    enum { N = 4096 };
    static int host[N], want[N];
    int *dev = NULL;
    int i, value = (int)(test_rand() % 100000);

    if (!CUDA_OK(cudaMalloc(&dev, sizeof host)))
        bail("cannot allocate");

    BAD_LAUNCH(1, 2048, "a block of 2048 threads");
    BAD_LAUNCH(0, 32, "a grid of 0 blocks");
    BAD_LAUNCH(dim3(1, 70000), 32, "gridDim.y of 70000");
    BAD_LAUNCH(1, dim3(1, 1, 128), "blockDim.z of 128");
    BAD_LAUNCH(1, dim3(32, 32, 2), "a block of 32x32x2 threads");

    /* A good launch still works afterwards. */
    poison(host, sizeof host);
    fill<<<N / 256, 256>>>(dev, value, N);
    is_err(cudaSuccess, cudaGetLastError(), "a good launch after the bad ones");
    CUDA_OK(cudaMemcpy(host, dev, sizeof host, cudaMemcpyDeviceToHost));
    for (i = 0; i < N; i++)
        want[i] = value + i;
    ints_equal(want, host, N, "and it computes the right values");
    CUDA_OK(cudaFree(dev));
}

static void test_allocation_failures(void)
{
    void *p = NULL;
    size_t huge = (size_t)1 << 52;

    FAILS_WITH(cudaErrorMemoryAllocation, cudaMalloc(&p, huge));
    FAILS_WITH(cudaErrorMemoryAllocation, cudaMallocHost(&p, huge));
    p = NULL;
    CUDA_OK(cudaMalloc(&p, 1 << 20));
    ok(p != NULL, "a normal cudaMalloc works after the failures");
    CUDA_OK(cudaFree(p));
}

int main(void)
{
    compat_begin();
    test_names_and_strings();
    test_last_error();
    test_bad_launches();
    test_allocation_failures();
    return 0;
}
