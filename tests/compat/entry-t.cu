/* SPDX-License-Identifier: MIT */
/*
 * The Runtime functions that hand out Driver handles, and the library
 * family:
 *
 *   cudaGetFuncBySymbol  a CUfunction the Driver launches;
 *   cudaGetKernel        a CUkernel the Driver launches, which Runtime
 *                        calls taking a kernel also accept;
 *   cudaFuncGetName, cudaGetDriverEntryPoint(ByVersion) with its status
 *   values, and cudaLibraryLoadData / LoadFromFile / GetKernel /
 *   GetGlobal / GetManaged / GetKernelCount / EnumerateKernels /
 *   GetUnifiedFunction / Unload, cudaKernelSetAttributeForDevice.
 *
 * Launches check their results against a CPU reference on random inputs.
 */
#include "tests/compat/compat.h"
#include "tests/compat/driver.h"

#include <stdlib.h>

enum { N = 4096 };

/* out[i] = in[i] * mul + add */
__global__ void affine(const int *in, int *out, int mul, int add, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;

    if (i < n)
        out[i] = in[i] * mul + add;
}

/* x[i] += extern dynamic shared memory size (checks the launch's shared bytes) */
__global__ void shared_size(int *x)
{
    extern __shared__ int buf[];
    unsigned size;

    asm("mov.u32 %0, %%dynamic_smem_size;" : "=r"(size));
    buf[threadIdx.x] = (int)size;
    __syncthreads();
    x[threadIdx.x] = buf[threadIdx.x];
}

static void not_a_kernel(void)
{
}

static int in_host[N], out_host[N], want[N];
#if CUDART_VERSION >= 13000
static int device_unified_functions;
#endif

/* Run affine through launch(); check. */
static void check_affine(const char *what, CUfunction f, const void *rt_func, cudaStream_t s)
{
    int *d_in = NULL, *d_out = NULL, mul = (int)(test_rand() % 13) - 6, add = (int)(test_rand() % 999);
    int n = N, i;
    void *args[5];

    CUDA_OK(cudaMalloc(&d_in, sizeof in_host));
    CUDA_OK(cudaMalloc(&d_out, sizeof out_host));
    fill_random_int(in_host, N, 1 << 16);
    CUDA_OK(cudaMemcpy(d_in, in_host, sizeof in_host, cudaMemcpyHostToDevice));
    CUDA_OK(cudaMemset(d_out, COMPAT_POISON, sizeof out_host));
    /* the poison is queued on the legacy stream; s may be non-blocking */
    CUDA_OK(cudaDeviceSynchronize());
    args[0] = &d_in;
    args[1] = &d_out;
    args[2] = &mul;
    args[3] = &add;
    args[4] = &n;
    if (f != NULL)
        is_cu(CUDA_SUCCESS, drv.cuLaunchKernel(f, N / 256, 1, 1, 256, 1, 1, 0, (CUstream)s, args, NULL),
              what);
    else
        is_err(cudaSuccess, cudaLaunchKernel(rt_func, dim3(N / 256), dim3(256), args, 0, s), "%s",
               what);
    CUDA_OK(cudaStreamSynchronize(s));
    poison(out_host, sizeof out_host);
    CUDA_OK(cudaMemcpy(out_host, d_out, sizeof out_host, cudaMemcpyDeviceToHost));
    for (i = 0; i < N; i++)
        want[i] = in_host[i] * mul + add;
    ints_equal(want, out_host, N, what);
    cudaFree(d_in);
    cudaFree(d_out);
}

static void test_func_by_symbol(void)
{
    cudaFunction_t f = NULL;
    const char *name = NULL;
    cudaStream_t s = NULL;
    int threads = 0;

    CUDA_OK(cudaGetFuncBySymbol(&f, (const void *)affine));
    ok(f != NULL, "cudaGetFuncBySymbol gives a function");
    CU_OK(drv.cuFuncGetName(&name, (CUfunction)f));
    is_string("_Z6affinePKiPiiii", name, "cuFuncGetName of it: the mangled name");
    CU_OK(drv.cuFuncGetAttribute(&threads, CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, (CUfunction)f));
    ok(threads >= 256, "cuFuncGetAttribute of it: %d threads per block", threads);
    check_affine("cuLaunchKernel of the cudaFunction_t", (CUfunction)f, NULL, 0);
    CUDA_OK(cudaStreamCreateWithFlags(&s, cudaStreamNonBlocking));
    check_affine("cuLaunchKernel of the cudaFunction_t on a cudaStream_t", (CUfunction)f, NULL, s);
    CUDA_OK(cudaStreamDestroy(s));
    FAILS_WITH(cudaErrorInvalidDeviceFunction, cudaGetFuncBySymbol(&f, (const void *)not_a_kernel));
    /* cudart 13.0 does not check the output pointer: NULL succeeds (and
     * writes nothing); cudart 12.4 crashes on it, so 12.x does not ask */
#if CUDART_VERSION >= 13000
    CUDA_OK(cudaGetFuncBySymbol(NULL, (const void *)affine));
#endif
}

static void test_get_kernel(void)
{
    cudaKernel_t k = NULL, k2 = NULL;
    cudaFunction_t f = NULL;
    CUfunction kf = NULL;
    const char *name = NULL;
    cudaFuncAttributes a, b;
    cudaLaunchConfig_t cfg = {};
    int *d = NULL, out[64], i, value = 0;
    CUdevice dev;
    void *args[1];

#if CUDART_VERSION >= 13000
    CUDA_OK(cudaGetKernel(&k, affine));
#else /* 12.x's template takes a const T *, which no kernel converts to */
    CUDA_OK(cudaGetKernel(&k, (const void *)affine));
#endif
    ok(k != NULL, "cudaGetKernel gives a kernel");
    CUDA_OK(cudaGetKernel(&k2, (const void *)affine));
    ok(k == k2, "the same kernel each time");
    /* 13.x's cudaKernel_t is the driver's CUkernel; 12.x's is not (cudart
     * 12.4's is refused by the driver: CUDA_ERROR_INVALID_HANDLE), and only
     * the Runtime takes it */
#if CUDART_VERSION >= 13000
    CU_OK(drv.cuKernelGetName(&name, (CUkernel)k));
    is_string("_Z6affinePKiPiiii", name, "cuKernelGetName of it: the mangled name");
    check_affine("cuLaunchKernel of the cudaKernel_t", (CUfunction)k, NULL, 0);
#endif
    check_affine("cudaLaunchKernel of the cudaKernel_t", NULL, (const void *)k, 0);
#if CUDART_VERSION >= 13000
    CU_OK(drv.cuKernelGetFunction(&kf, (CUkernel)k));
    CUDA_OK(cudaGetFuncBySymbol(&f, (const void *)affine));
    ok(kf == (CUfunction)f, "cuKernelGetFunction of it is cudaGetFuncBySymbol's function");
#endif

    memset(&a, COMPAT_POISON, sizeof a);
    memset(&b, COMPAT_POISON, sizeof b);
    CUDA_OK(cudaFuncGetAttributes(&a, (const void *)affine));
    CUDA_OK(cudaFuncGetAttributes(&b, (const void *)k));
    is_int(a.numRegs, b.numRegs, "cudaFuncGetAttributes of the kernel: the stub's registers");
    is_int(a.maxThreadsPerBlock, b.maxThreadsPerBlock, "and threads per block");

    /* dynamic shared memory through the kernel handle */
#if CUDART_VERSION >= 13000
    CUDA_OK(cudaGetKernel(&k2, shared_size));
#else
    CUDA_OK(cudaGetKernel(&k2, (const void *)shared_size));
#endif
    CUDA_OK(cudaFuncSetAttribute((const void *)k2, cudaFuncAttributeMaxDynamicSharedMemorySize,
                                 64 * 1024));
#if CUDART_VERSION >= 13000
    CU_OK(drv.cuDeviceGet(&dev, 0));
    CU_OK(drv.cuKernelGetAttribute(&value, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                                   (CUkernel)k2, dev));
    is_int(64 * 1024, value, "cudaFuncSetAttribute on the kernel handle reached the kernel");
#else
    (void)dev;
    (void)value;
#endif
    CUDA_OK(cudaMalloc(&d, sizeof out));
    cfg.gridDim = dim3(1);
    cfg.blockDim = dim3(64);
    cfg.dynamicSmemBytes = 48 * 1024 + 4 * (unsigned)(test_rand() % 1024);
    args[0] = &d;
    CUDA_OK(cudaLaunchKernelExC(&cfg, (const void *)k2, args));
    poison(out, sizeof out);
    CUDA_OK(cudaMemcpy(out, d, sizeof out, cudaMemcpyDeviceToHost));
    for (i = 0; i < 64; i++)
        want[i] = (int)cfg.dynamicSmemBytes;
    ints_equal(want, out, 64, "cudaLaunchKernelExC of a cudaKernel_t with > 48 KiB shared");
    CUDA_OK(cudaFree(d));

#if CUDART_VERSION >= 13000
    FAILS_WITH(cudaErrorInvalidDeviceFunction, cudaGetKernel(&k, (const void *)not_a_kernel));
#else
    /* cudart 12.4 hands out a handle for any pointer; cufw refuses what is
     * no kernel, as 13.x does (docs/runtime-over-driver.md, "Where cufw
     * differs from cudart on purpose") */
    {
        cudaError_t e = cudaGetKernel(&k, (const void *)not_a_kernel);

        if (COMPAT_ON_CUFW) {
            is_err(cudaErrorInvalidDeviceFunction, e, "cudaGetKernel of no kernel: refused");
            last_error_is(cudaErrorInvalidDeviceFunction, "cudaGetKernel of no kernel");
        } else {
            is_err(cudaSuccess, e, "cudaGetKernel of no kernel: cudart 12 takes it, as seen");
            skip(2, "cudart 12 records nothing: only cufw's refusal is checked");
        }
    }
#endif
    FAILS_WITH(cudaErrorInvalidValue, cudaGetKernel(NULL, (const void *)affine));
}

static void test_func_get_name(void)
{
    const char *name = NULL;

    CUDA_OK(cudaFuncGetName(&name, (const void *)affine));
    is_string("_Z6affinePKiPiiii", name, "cudaFuncGetName: the mangled name");
    /* not a kernel: the Driver's verdict on the pointer (cudart 13.0;
     * 12.x's own, COMPAT_NO_KERNEL);
     * a NULL name crashes cudart, so it is not tried here */
    FAILS_WITH(COMPAT_NO_KERNEL, cudaFuncGetName(&name, (const void *)not_a_kernel));
}

/* cudaGetDriverEntryPointByVersion and cudaLibrary* are 12.5's */
#if CUDART_VERSION >= 13000
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"
static cudaError_t entry_point(const char *symbol, void **fn, unsigned long long flags,
                               cudaDriverEntryPointQueryResult *status)
{
    return cudaGetDriverEntryPoint(symbol, fn, flags, status);
}
#pragma GCC diagnostic pop

static void test_entry_points(void)
{
    cudaDriverEntryPointQueryResult st = (cudaDriverEntryPointQueryResult)99;
    void *fn = (void *)&st, *legacy = NULL, *ptsz = NULL;
    PFN_cuMemAlloc_v3020 alloc;
    CUdeviceptr p = 0;
    cudaFunction_t f = NULL;
    void *args[5];
    int *d = NULL, out[256], mul = 5, add = (int)(test_rand() % 100), n = 256, i, driver = 0;
    cudaError_t e;

    CUDA_OK(cudaGetDriverEntryPointByVersion("cuMemAlloc", &fn, 13000, cudaEnableDefault, &st));
    is_int(cudaDriverEntryPointSuccess, st, "cuMemAlloc at 13000: found");
    ok(fn == (void *)drv.cuMemAlloc, "it is the driver's cuMemAlloc_v2");
    memcpy(&alloc, &fn, sizeof fn);
    if (alloc != NULL && CU_OK(alloc(&p, 4096)))
        CUDA_OK(cudaFree((void *)p));

    st = (cudaDriverEntryPointQueryResult)99;
    CUDA_OK(cudaGetDriverEntryPointByVersion("cuLaunchKernel", &legacy, 12000,
                                             cudaEnableLegacyStream, &st));
    is_int(cudaDriverEntryPointSuccess, st, "cuLaunchKernel, legacy stream: found");
    ok(legacy == (void *)drv.cuLaunchKernel, "it is the driver's legacy cuLaunchKernel");
    CUDA_OK(cudaGetDriverEntryPointByVersion("cuLaunchKernel", &ptsz, 12000,
                                             cudaEnablePerThreadDefaultStream, &st));
    ok(ptsz != NULL && ptsz != legacy, "the per-thread flag gives another function (_ptsz)");
    CUDA_OK(cudaGetDriverEntryPointByVersion("cuLaunchKernel", &fn, 12000, cudaEnableDefault, &st));
    ok(fn == legacy, "cudaEnableDefault without --default-stream per-thread: the legacy one");

    /* launch through the entry point */
    CUDA_OK(cudaGetFuncBySymbol(&f, (const void *)affine));
    CUDA_OK(cudaMalloc(&d, sizeof out));
    for (i = 0; i < 256; i++)
        in_host[i] = (int)(test_rand() % 2000) - 1000;
    CUDA_OK(cudaMemcpy(d, in_host, sizeof out, cudaMemcpyHostToDevice));
    args[0] = &d;
    args[1] = &d;
    args[2] = &mul;
    args[3] = &add;
    args[4] = &n;
    if (legacy != NULL)
        CU_OK(((PFN_cuLaunchKernel_v4000)legacy)((CUfunction)f, 1, 1, 1, 256, 1, 1, 0, NULL, args,
                                                  NULL));
    poison(out, sizeof out);
    CUDA_OK(cudaMemcpy(out, d, sizeof out, cudaMemcpyDeviceToHost));
    for (i = 0; i < 256; i++)
        want[i] = in_host[i] * mul + add;
    ints_equal(want, out, 256, "a launch through the cuLaunchKernel entry point");
    CUDA_OK(cudaFree(d));

    /* what CUTLASS asks for: at the runtime's own version, which a driver
     * older than the runtime may not have (cudart 13.5 on a 13.0 driver,
     * seen on the H200: cudaErrorInvalidValue, the status untouched) */
    fn = NULL;
    st = (cudaDriverEntryPointQueryResult)99;
    CUDA_OK(cudaDriverGetVersion(&driver));
    e = entry_point("cuTensorMapEncodeTiled", &fn, cudaEnableDefault, &st);
    if (driver >= CUDART_VERSION || e == cudaSuccess) {
        is_err(cudaSuccess, e, "cudaGetDriverEntryPoint(cuTensorMapEncodeTiled)");
        is_int(cudaDriverEntryPointSuccess, st, "found");
        ok(fn != NULL, "gives a function");
    } else {
        is_err(cudaErrorInvalidValue, e,
               "cudaGetDriverEntryPoint(cuTensorMapEncodeTiled) of runtime %d on driver %d",
               CUDART_VERSION, driver);
        is_int(99, st, "the status untouched");
        is_err(cudaErrorInvalidValue, cudaGetLastError(), "the last error");
    }

    /* the status values */
    fn = (void *)&st;
    CUDA_OK(cudaGetDriverEntryPointByVersion("cuNoSuchFunction", &fn, 13000, cudaEnableDefault, &st));
    is_int(cudaDriverEntryPointSymbolNotFound, st, "an unknown symbol: cudaDriverEntryPointSymbolNotFound");
    ok(fn == NULL, "and a NULL function");
    fn = (void *)&st;
    CUDA_OK(cudaGetDriverEntryPointByVersion("cuLaunchKernelEx", &fn, 11000, cudaEnableDefault, &st));
    is_int(cudaDriverEntryPointVersionNotSufficent, st,
           "cuLaunchKernelEx at 11000: cudaDriverEntryPointVersionNotSufficent");
    ok(fn == NULL, "and a NULL function");
    fn = NULL;
    CUDA_OK(cudaGetDriverEntryPointByVersion("cuMemAlloc", &fn, 13000, cudaEnableDefault, NULL));
    ok(fn == (void *)drv.cuMemAlloc, "a NULL status pointer is allowed");
    FAILS_WITH(cudaErrorInvalidValue,
               cudaGetDriverEntryPointByVersion("cuMemAlloc", &fn, 99000, cudaEnableDefault, &st));
    /* (a NULL symbol crashes cudart 13.0, so it is not tried here) */
    FAILS_WITH(cudaErrorInvalidValue,
               cudaGetDriverEntryPointByVersion("cuMemAlloc", &fn, 13000, 8, &st));
}

/* Write the test PTX to a temporary file; its path in path. */
static int write_ptx(char *path, size_t len)
{
    FILE *f;
    int fd;

    snprintf(path, len, "/tmp/cufw-entry-XXXXXX");
    fd = mkstemp(path);
    if (fd < 0)
        return 0;
    f = fdopen(fd, "w");
    if (f == NULL)
        return 0;
    fputs(drv_ptx, f);
    return fclose(f) == 0;
}

/* PTX whose header is right and whose body is not */
static const char bad_ptx[] = ".version 8.0\n.target sm_75\n.address_size 64\n"
                              ".visible .entry broken(.param .u64 p)\n{\n  no.such.instruction;\n}\n";

static void test_library(void)
{
    cudaLibrary_t lib = NULL, lib2 = NULL;
    cudaKernel_t add = NULL, scale = NULL, ks[4] = {NULL, NULL, NULL, NULL};
    unsigned count = 99, n = N, i;
    void *bias = NULL, *shared = NULL, *fp = NULL, *args[3];
    size_t bytes = 0;
    int b = (int)(test_rand() % 1000) + 1, v = (int)(test_rand() % 100), k = (int)(test_rand() % 7) + 2;
    int *d = NULL, value = 0, readback = 0;
    char path[64];
    CUdevice dev;

    CUDA_OK(cudaLibraryLoadData(&lib, drv_ptx, NULL, NULL, 0, NULL, NULL, 0));
    ok(lib != NULL, "cudaLibraryLoadData of PTX gives a library");
    CUDA_OK(cudaLibraryGetKernelCount(&count, lib));
    is_uint(2, count, "cudaLibraryGetKernelCount: two kernels");
    CUDA_OK(cudaLibraryEnumerateKernels(ks, 2, lib));
    CUDA_OK(cudaLibraryGetKernel(&add, lib, "ptx_add"));
    CUDA_OK(cudaLibraryGetKernel(&scale, lib, "ptx_scale"));
    ok((ks[0] == add && ks[1] == scale) || (ks[0] == scale && ks[1] == add),
       "cudaLibraryEnumerateKernels lists both");
    FAILS_WITH(cudaErrorSymbolNotFound, cudaLibraryGetKernel(&add, lib, "no_such_kernel"));
    CUDA_OK(cudaLibraryGetKernel(&add, lib, "ptx_add"));

    CUDA_OK(cudaLibraryGetGlobal(&bias, &bytes, lib, "ptx_bias"));
    is_uint(4, bytes, "cudaLibraryGetGlobal: ptx_bias is 4 bytes");
    CUDA_OK(cudaMemcpy(bias, &b, sizeof b, cudaMemcpyHostToDevice));
    FAILS_WITH(cudaErrorSymbolNotFound, cudaLibraryGetGlobal(&bias, &bytes, lib, "no_such_global"));

    /* ptx_add then ptx_scale, each through another launch path */
    CUDA_OK(cudaMalloc(&d, N * sizeof(int)));
    fill_random_int(in_host, N, 1 << 12);
    CUDA_OK(cudaMemcpy(d, in_host, N * sizeof(int), cudaMemcpyHostToDevice));
    args[0] = &d;
    args[1] = &v;
    args[2] = &n;
    CUDA_OK(cudaLaunchKernel((const void *)add, dim3(N / 128), dim3(128), args, 0, 0));
    args[1] = &k;
    CU_OK(drv.cuLaunchKernel((CUfunction)scale, N / 128, 1, 1, 128, 1, 1, 0, NULL, args, NULL));
    poison(out_host, N * sizeof(int));
    CUDA_OK(cudaMemcpy(out_host, d, N * sizeof(int), cudaMemcpyDeviceToHost));
    for (i = 0; i < N; i++)
        want[i] = (in_host[i] + v + b) * k;
    ints_equal(want, out_host, N, "library kernels launched by cudaLaunchKernel and cuLaunchKernel");
    CUDA_OK(cudaFree(d));

    CUDA_OK(cudaLibraryGetManaged(&shared, &bytes, lib, "ptx_shared"));
    is_uint(4, bytes, "cudaLibraryGetManaged: ptx_shared is 4 bytes");
    CUDA_OK(cudaDeviceSynchronize());
    value = (int)(test_rand() % 100000);
    *(volatile int *)shared = value;
    CUDA_OK(cudaMemcpy(&readback, shared, sizeof readback, cudaMemcpyDefault));
    is_int(value, readback, "the managed variable holds what the host wrote");

    CU_OK(drv.cuDeviceGet(&dev, 0));
    CUDA_OK(cudaKernelSetAttributeForDevice(add, cudaFuncAttributeMaxDynamicSharedMemorySize, 40000, 0));
    CU_OK(drv.cuKernelGetAttribute(&value, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
                                   (CUkernel)add, dev));
    is_int(40000, value, "cudaKernelSetAttributeForDevice reached the kernel");
    FAILS_WITH(cudaErrorInvalidDevice,
               cudaKernelSetAttributeForDevice(add, cudaFuncAttributeMaxDynamicSharedMemorySize, 1, 99));

    /* no unified function pointers on this device: cudart 13.0 passes on the
     * driver's CUDA_ERROR_INVALID_VALUE (the reference says it "may" say
     * cudaErrorSymbolNotFound) */
    if (device_unified_functions)
        skip(3, "the device has unified function pointers");
    else
        FAILS_WITH(cudaErrorInvalidValue, cudaLibraryGetUnifiedFunction(&fp, lib, "ptx_add"));

    if (write_ptx(path, sizeof path)) {
        CUDA_OK(cudaLibraryLoadFromFile(&lib2, path, NULL, NULL, 0, NULL, NULL, 0));
        CUDA_OK(cudaLibraryGetKernelCount(&count, lib2));
        is_uint(2, count, "cudaLibraryLoadFromFile: the same two kernels");
        CUDA_OK(cudaLibraryUnload(lib2));
        unlink(path);
    } else {
        skip(3, "cannot write a temporary file");
    }
    FAILS_WITH(cudaErrorFileNotFound,
               cudaLibraryLoadFromFile(&lib2, "/nonexistent/cufw.ptx", NULL, NULL, 0, NULL, NULL, 0));
    FAILS_WITH(cudaErrorInvalidValue, cudaLibraryLoadData(NULL, drv_ptx, NULL, NULL, 0, NULL, NULL, 0));
    FAILS_WITH(cudaErrorInvalidValue, cudaLibraryLoadData(&lib2, NULL, NULL, NULL, 0, NULL, NULL, 0));
    /* Loading is lazy (cudart 13.0, driver 580): code is not looked at
     * until a kernel is used, so neither text nor broken PTX fails here. */
    lib2 = NULL;
    CUDA_OK(cudaLibraryLoadData(&lib2, "this is not PTX", NULL, NULL, 0, NULL, NULL, 0));
    if (lib2 != NULL)
        CUDA_OK(cudaLibraryUnload(lib2));
    lib2 = NULL;
    CUDA_OK(cudaLibraryLoadData(&lib2, bad_ptx, NULL, NULL, 0, NULL, NULL, 0));
    if (lib2 != NULL)
        CUDA_OK(cudaLibraryUnload(lib2));
    FAILS_WITH(cudaErrorInvalidValue, cudaLibraryGetKernelCount(NULL, lib));
    CUDA_OK(cudaLibraryUnload(lib));
}
#endif

int main(void)
{
    drv_begin();
#if CUDART_VERSION >= 13000
    {
        cudaDeviceProp prop;

        CUDA_OK(cudaGetDeviceProperties(&prop, 0));
        device_unified_functions = prop.unifiedFunctionPointers;
    }
#endif
    test_func_by_symbol();
    test_get_kernel();
    test_func_get_name();
#if CUDART_VERSION >= 13000
    test_entry_points();
    test_library();
#endif
    return 0;
}
