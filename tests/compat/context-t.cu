/* SPDX-License-Identifier: MIT */
/*
 * compat/direct/context.c, CUDA 13.1's execution contexts, on a GPU: the
 * device's SMs split into groups of a random size (checked against the
 * alignment the device reports), a green context of one group, a kernel
 * run on random data in a stream of it and checked on the CPU, its events
 * and synchronisation, the primary context as an execution context, and
 * the required-context errors. Built with older headers it skips.
 */
#include "tests/compat/compat.h"

#if CUDART_VERSION >= 13010

__global__ void affine(const int *in, int *out, int mul, int add, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;

    if (i < n)
        out[i] = in[i] * mul + add;
}

static void test_green(int sms)
{
    cudaDevResource dev, groups[64], rest, got;
    cudaDevResourceDesc_t desc;
    cudaExecutionContext_t green = NULL;
    cudaStream_t s;
    cudaEvent_t ev;
    unsigned n = sizeof groups / sizeof groups[0], min, i, aligned = 1;
    const int count = 1 << 16;
    int mul = (int)(test_rand() % 7) + 2, add = (int)(test_rand() % 100), device = -1;
    int *in_host, *out_host, *d_in, *d_out;

    CUDA_OK(cudaDeviceGetDevResource(0, &dev, cudaDevResourceTypeSm));
    is_int(sms, (int)dev.sm.smCount, "the device's resource has its SMs");
    min = dev.sm.minSmPartitionSize * (1 + (unsigned)(test_rand() % 3));
    CUDA_OK(cudaDevSmResourceSplitByCount(groups, &n, &dev, &rest, 0, min));
    ok(n >= 1, "a split into groups of at least %u SMs makes %u", min, n);
    for (i = 0; i < n; i++)
        aligned &= groups[i].sm.smCount >= min &&
                   groups[i].sm.smCount % dev.sm.smCoscheduledAlignment == 0;
    ok(aligned && n * groups[0].sm.smCount + rest.sm.smCount <= (unsigned)sms,
       "each group is aligned and no bigger than the device");

    CUDA_OK(cudaDevResourceGenerateDesc(&desc, groups, 1));
    CUDA_OK(cudaGreenCtxCreate(&green, desc, 0, 0));
    CUDA_OK(cudaExecutionCtxGetDevResource(green, &got, cudaDevResourceTypeSm));
    is_int((int)groups[0].sm.smCount, (int)got.sm.smCount, "the green context has its group");
    CUDA_OK(cudaExecutionCtxGetDevice(&device, green));
    is_int(0, device, "of device 0");

    /* a kernel on random data in a stream of the green context */
    in_host = compat_ints(count);
    out_host = compat_ints(count);
    fill_random_int(in_host, count, 1 << 20);
    CUDA_OK(cudaMalloc(&d_in, count * sizeof(int)));
    CUDA_OK(cudaMalloc(&d_out, count * sizeof(int)));
    CUDA_OK(cudaExecutionCtxStreamCreate(&s, green, cudaStreamNonBlocking, 0));
    CUDA_OK(cudaStreamGetDevResource(s, &got, cudaDevResourceTypeSm));
    is_int((int)groups[0].sm.smCount, (int)got.sm.smCount, "its stream has the group's SMs");
    CUDA_OK(cudaMemcpyAsync(d_in, in_host, count * sizeof(int), cudaMemcpyHostToDevice, s));
    affine<<<(count + 255) / 256, 256, 0, s>>>(d_in, d_out, mul, add, count);
    CUDA_OK(cudaGetLastError());
    CUDA_OK(cudaMemcpyAsync(out_host, d_out, count * sizeof(int), cudaMemcpyDeviceToHost, s));
    CUDA_OK(cudaEventCreate(&ev));
    CUDA_OK(cudaExecutionCtxRecordEvent(green, ev));
    CUDA_OK(cudaEventSynchronize(ev));
    CUDA_OK(cudaExecutionCtxSynchronize(green));
    for (i = 0; i < (unsigned)count; i++)
        in_host[i] = in_host[i] * mul + add;
    ints_equal(in_host, out_host, count, "the kernel's output in the green context");

    CUDA_OK(cudaStreamDestroy(s));
    CUDA_OK(cudaEventDestroy(ev));
    CUDA_OK(cudaExecutionCtxDestroy(green));
    CUDA_OK(cudaFree(d_in));
    CUDA_OK(cudaFree(d_out));
    free(in_host);
    free(out_host);
}

static void test_primary(int sms)
{
    cudaExecutionContext_t p = NULL, again = NULL;
    cudaDevResource got;
    unsigned long long id = 0, id2 = 1;
    cudaEvent_t ev;

    CUDA_OK(cudaDeviceGetExecutionCtx(&p, 0));
    CUDA_OK(cudaDeviceGetExecutionCtx(&again, 0));
    ok(p != NULL && p == again, "one execution context per device");
    CUDA_OK(cudaExecutionCtxGetDevResource(p, &got, cudaDevResourceTypeSm));
    is_int(sms, (int)got.sm.smCount, "the primary context has all SMs");
    CUDA_OK(cudaExecutionCtxGetId(p, &id));
    CUDA_OK(cudaExecutionCtxGetId(p, &id2));
    ok(id == id2, "its id is stable");
    CUDA_OK(cudaEventCreate(&ev));
    CUDA_OK(cudaExecutionCtxRecordEvent(p, ev));
    CUDA_OK(cudaExecutionCtxWaitEvent(p, ev));
    CUDA_OK(cudaEventSynchronize(ev));
    CUDA_OK(cudaEventDestroy(ev));
    FAILS(cudaExecutionCtxSynchronize(NULL));
    FAILS(cudaExecutionCtxGetId(NULL, &id));
}

int main(void)
{
    int sms = 0;

    compat_begin();
    CUDA_OK(cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0));
    test_green(sms);
    test_primary(sms);
    return 0;
}

#else

int main(void)
{
    skip_all("the headers are CUDA %d: execution contexts are CUDA 13.1's", CUDART_VERSION);
    return 0;
}

#endif
