/* SPDX-License-Identifier: MIT */
/*
 * compat/direct/context.c, CUDA 13.1's execution contexts, on a GPU: the
 * device's SMs split into groups of a random size (checked against the
 * alignment the device reports), a green context of one group, a kernel
 * run on random data in a stream of it and checked on the CPU, its events
 * and synchronisation, the SMs partitioned among green contexts (each
 * partition's kernel ran on its own SMs, as %smid says), the primary context as an execution context, and
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

/* each block's SM, read from %smid by the block's first thread */
__global__ void where(unsigned *sm, int n)
{
    unsigned id;

    if (threadIdx.x == 0 && blockIdx.x < (unsigned)n) {
        asm volatile("mov.u32 %0, %%smid;" : "=r"(id));
        sm[blockIdx.x] = id;
    }
}

#define MAX_SMID 4096 /* bound on %smid's answers, for the bitmaps */
#define PARTS 4

/* The SMs split into up to PARTS groups of a random size, a green context
 * of each, and a kernel of many blocks launched into every one before any
 * is waited for: every block ran, a partition's blocks ran on no more SMs
 * than its group has, and no SM ran blocks of two partitions. */
static void test_partition(int sms)
{
    cudaDevResource dev, groups[PARTS], rest;
    cudaDevResourceDesc_t desc;
    cudaExecutionContext_t green[PARTS];
    cudaStream_t s[PARTS];
    static unsigned char seen[PARTS][MAX_SMID];
    unsigned n = PARTS, min, i, j, b, used[PARTS], ran = 1, within = 1, apart = 1;
    const int blocks = 8 * sms;
    unsigned *d_sm[PARTS], *sm = (unsigned *)malloc(blocks * sizeof(unsigned));

    CUDA_OK(cudaDeviceGetDevResource(0, &dev, cudaDevResourceTypeSm));
    min = dev.sm.minSmPartitionSize * (1 + (unsigned)(test_rand() % 4));
    CUDA_OK(cudaDevSmResourceSplitByCount(groups, &n, &dev, &rest, 0, min));
    ok(n >= 2, "the SMs split into %u groups of at least %u", n, min);
    for (i = 0; i < n; i++) {
        CUDA_OK(cudaDevResourceGenerateDesc(&desc, &groups[i], 1));
        CUDA_OK(cudaGreenCtxCreate(&green[i], desc, 0, 0));
        CUDA_OK(cudaExecutionCtxStreamCreate(&s[i], green[i], cudaStreamNonBlocking, 0));
        CUDA_OK(cudaMalloc(&d_sm[i], blocks * sizeof(unsigned)));
        CUDA_OK(cudaMemsetAsync(d_sm[i], COMPAT_POISON, blocks * sizeof(unsigned), s[i]));
    }
    for (i = 0; i < n; i++) {
        where<<<blocks, 128, 0, s[i]>>>(d_sm[i], blocks);
        CUDA_OK(cudaGetLastError());
    }
    memset(seen, 0, sizeof seen);
    for (i = 0; i < n; i++) {
        memset(sm, COMPAT_POISON, blocks * sizeof(unsigned));
        CUDA_OK(cudaMemcpyAsync(sm, d_sm[i], blocks * sizeof(unsigned), cudaMemcpyDeviceToHost,
                                s[i]));
        CUDA_OK(cudaStreamSynchronize(s[i]));
        used[i] = 0;
        for (b = 0; b < (unsigned)blocks; b++) {
            if (sm[b] >= MAX_SMID) {
                ran = 0;
                continue;
            }
            used[i] += !seen[i][sm[b]];
            seen[i][sm[b]] = 1;
        }
        within &= used[i] >= 1 && used[i] <= groups[i].sm.smCount;
    }
    for (b = 0; b < MAX_SMID; b++)
        for (i = 0; i < n; i++)
            for (j = i + 1; j < n; j++)
                apart &= !(seen[i][b] && seen[j][b]);
    ok(ran, "every block of every partition ran and said where");
    ok(within, "each partition's blocks ran on at most its group's SMs");
    ok(apart, "no SM ran blocks of two partitions");
    for (i = 0; i < n; i++) {
        CUDA_OK(cudaStreamDestroy(s[i]));
        CUDA_OK(cudaFree(d_sm[i]));
        CUDA_OK(cudaExecutionCtxDestroy(green[i]));
    }
    free(sm);
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
    test_partition(sms);
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
