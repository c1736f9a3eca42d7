/* SPDX-License-Identifier: MIT */
/*
 * tests/reliability/context-t.c -- compat's execution contexts
 * (compat/direct/context.c, CUDA 13.1 and later) on the stand-in driver
 * with two devices of FAKE_SMS SMs each: a device's SMs split by a random
 * minimum count and into groups of random sizes, each checked against the
 * arithmetic of the split, a green
 * context made of some of the groups and what it answers (its SMs, device,
 * id, streams, events), the primary context as an execution context, and
 * the errors: bad arguments before any Driver call, a descriptor of the
 * wrong device, a destroyed context, a failure of the driver injected.
 * Built with older headers it has nothing to test and skips.
 */
#define _POSIX_C_SOURCE 200809L
#include "config.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <cuda_runtime_api.h>

#include "tests/reliability/fakectl.h"
#include "tests/tap/basic.h"

#if CUDART_VERSION >= 13010

#define ALIGN 8 /* the stand-in's SM granularity (tests/fakecuda/green.c) */

/* e is the call's result and the thread's last error, cleared */
static int failed_with(cudaError_t e, cudaError_t want)
{
    return e == want && cudaGetLastError() == want && cudaGetLastError() == cudaSuccess;
}

static unsigned sm_count(cudaExecutionContext_t ctx)
{
    cudaDevResource r;

    return cudaExecutionCtxGetDevResource(ctx, &r, cudaDevResourceTypeSm) == cudaSuccess
               ? r.sm.smCount
               : 0;
}

int main(void)
{
    cudaDevResource dev, dev1, groups[64], rest, got;
    cudaDevResourceDesc_t desc, desc1;
    cudaExecutionContext_t green = NULL, green2 = NULL, primary = NULL, again = NULL;
    cudaStream_t s = NULL, ps = NULL;
    cudaEvent_t ev = NULL;
    unsigned seed = test_seed(), min, size, n, want, i, sum = 0;
    unsigned long long id1 = 0, id2 = 0, idp = 0, idp2 = 0;
    int sms = 0, device = -1;

    setenv("CUFW_FAKE_DEVICES", "2", 1);
    fake_use();
    srand(seed);
    min = 1 + (unsigned)rand() % 40;
    diag("seed %u: groups of at least %u SMs", seed, min);
    plan(41);

    /* a device's SMs */
    if (cudaDeviceGetAttribute(&sms, cudaDevAttrMultiProcessorCount, 0) != cudaSuccess)
        bail("cudaDeviceGetAttribute failed on the stand-in");
    ok(cudaDeviceGetDevResource(0, &dev, cudaDevResourceTypeSm) == cudaSuccess &&
           dev.type == cudaDevResourceTypeSm && dev.sm.smCount == (unsigned)sms,
       "cudaDeviceGetDevResource: the device's %d SMs", sms);
    ok(failed_with(cudaDeviceGetDevResource(2, &dev1, cudaDevResourceTypeSm),
                   cudaErrorInvalidDevice),
       "a device out of range: cudaErrorInvalidDevice, recorded");
    ok(failed_with(cudaDeviceGetDevResource(0, NULL, cudaDevResourceTypeSm),
                   cudaErrorInvalidValue),
       "no resource: cudaErrorInvalidValue");
    ok(failed_with(cudaDeviceGetDevResource(0, &dev1, cudaDevResourceTypeWorkqueue),
                   cudaErrorInvalidResourceType),
       "a type the device lacks: the driver's cudaErrorInvalidResourceType");

    /* split into groups of at least min SMs, rounded up to the alignment */
    size = (min < ALIGN ? ALIGN : min + ALIGN - 1) / ALIGN * ALIGN;
    want = (unsigned)sms / size;
    n = 0;
    ok(cudaDevSmResourceSplitByCount(NULL, &n, &dev, NULL, 0, min) == cudaSuccess && n == want,
       "a simulated split counts %u groups of %u", want, size);
    n = sizeof groups / sizeof groups[0];
    ok(cudaDevSmResourceSplitByCount(groups, &n, &dev, &rest, 0, min) == cudaSuccess && n == want,
       "the split makes them");
    for (i = 0; i < n; i++)
        sum += groups[i].sm.smCount == size ? size : 0;
    ok(sum == n * size && rest.sm.smCount == (unsigned)sms - sum,
       "each group has %u SMs, the remainder the other %u", size, (unsigned)sms - sum);
    ok(failed_with(cudaDevSmResourceSplitByCount(groups, NULL, &dev, &rest, 0, min),
                   cudaErrorInvalidValue),
       "no group count: cudaErrorInvalidValue");

    /* a structured split: groups of random sizes */
    {
        cudaDevSmResourceGroupParams params[3];
        cudaDevResource parts[3], left;
        unsigned k, total = 0, budget = (unsigned)sms / ALIGN;

        memset(params, 0, sizeof params);
        for (k = 0; k < 3; k++) {
            unsigned units = 1 + (unsigned)rand() % (budget / 3);

            params[k].smCount = units * ALIGN;
            total += units * ALIGN;
        }
        ok(cudaDevSmResourceSplit(parts, 3, &dev, &left, 0, params) == cudaSuccess &&
               parts[0].sm.smCount == params[0].smCount &&
               parts[1].sm.smCount == params[1].smCount &&
               parts[2].sm.smCount == params[2].smCount &&
               left.sm.smCount == (unsigned)sms - total,
           "cudaDevSmResourceSplit: groups of %u, %u and %u SMs, %u left", params[0].smCount,
           params[1].smCount, params[2].smCount, (unsigned)sms - total);
        params[2].smCount = ((unsigned)sms / ALIGN + 1) * ALIGN;
        ok(failed_with(cudaDevSmResourceSplit(parts, 3, &dev, &left, 0, params),
                       cudaErrorInvalidResourceConfiguration),
           "more SMs than the device has: the driver's cudaErrorInvalidResourceConfiguration");
        ok(failed_with(cudaDevSmResourceSplit(parts, 3, NULL, &left, 0, params),
                       cudaErrorInvalidValue),
           "no input: cudaErrorInvalidValue");
        ok(failed_with(cudaDevSmResourceSplit(parts, 0, &dev, &left, 0, params),
                       cudaErrorInvalidValue),
           "no group: the driver's cudaErrorInvalidValue");
    }

    /* a descriptor of the first two groups (or the one), a green context of it */
    want = (n >= 2 ? 2 : 1) * size;
    ok(cudaDevResourceGenerateDesc(&desc, groups, n >= 2 ? 2 : 1) == cudaSuccess,
       "cudaDevResourceGenerateDesc of %u SMs", want);
    ok(failed_with(cudaDevResourceGenerateDesc(&desc1, groups, 0), cudaErrorInvalidValue),
       "no resources: cudaErrorInvalidValue");
    ok(cudaGreenCtxCreate(&green, desc, 0, 0) == cudaSuccess && green != NULL,
       "cudaGreenCtxCreate");
    ok(sm_count(green) == want, "the green context has the descriptor's %u SMs", want);
    ok(cudaExecutionCtxGetDevice(&device, green) == cudaSuccess && device == 0,
       "it is device 0's");
    /* as on the R580 drivers (CUDA 13.0), which require a default stream */
    fake.set_version(13000);
    ok(cudaGreenCtxCreate(&again, desc, 0, 0) == cudaSuccess && again != NULL &&
           cudaExecutionCtxDestroy(again) == cudaSuccess,
       "cudaGreenCtxCreate on a CUDA 13.0 driver, which requires CU_GREEN_CTX_DEFAULT_STREAM");
    fake.set_version(CUDART_VERSION); /* the stand-in's own, the headers' */
    again = NULL;
    ok(cudaGreenCtxCreate(&green2, desc, 0, 0) == cudaSuccess &&
           cudaExecutionCtxGetId(green, &id1) == cudaSuccess &&
           cudaExecutionCtxGetId(green2, &id2) == cudaSuccess && id1 != 0 && id1 != id2,
       "two green contexts have two ids");
    ok(failed_with(cudaGreenCtxCreate(&again, desc, 0, 1), cudaErrorInvalidValue) &&
           again == NULL,
       "flags: cudaErrorInvalidValue, nothing made");
    ok(failed_with(cudaGreenCtxCreate(&again, NULL, 0, 0), cudaErrorInvalidValue),
       "no descriptor: cudaErrorInvalidValue");
    ok(failed_with(cudaGreenCtxCreate(&again, desc, 3, 0), cudaErrorInvalidDevice),
       "a device out of range: cudaErrorInvalidDevice");
    ok(failed_with(cudaGreenCtxCreate(&again, desc, 1, 0), cudaErrorInvalidResourceConfiguration),
       "device 0's SMs on device 1: the driver's cudaErrorInvalidResourceConfiguration");
    ok(cudaDeviceGetDevResource(1, &dev1, cudaDevResourceTypeSm) == cudaSuccess &&
           (got = groups[0], 1) &&
           failed_with(cudaDevResourceGenerateDesc(&desc1, (cudaDevResource[]){got, dev1}, 2),
                       cudaErrorInvalidResourceConfiguration),
       "SMs of two devices in one descriptor: cudaErrorInvalidResourceConfiguration");
    fake_fail("cuGreenCtxCreate", 1, 2); /* CUDA_ERROR_OUT_OF_MEMORY */
    ok(failed_with(cudaGreenCtxCreate(&again, desc, 0, 0), cudaErrorMemoryAllocation) &&
           again == NULL,
       "the driver out of memory: cudaErrorMemoryAllocation, nothing made");

    /* work in it */
    ok(cudaExecutionCtxStreamCreate(&s, green, cudaStreamNonBlocking, 0) == cudaSuccess &&
           s != NULL,
       "cudaExecutionCtxStreamCreate");
    ok(cudaStreamGetDevResource(s, &got, cudaDevResourceTypeSm) == cudaSuccess &&
           got.sm.smCount == want,
       "its stream has the green context's %u SMs", want);
    ok(cudaEventCreate(&ev) == cudaSuccess &&
           cudaExecutionCtxRecordEvent(green, ev) == cudaSuccess &&
           cudaEventQuery(ev) == cudaSuccess && cudaExecutionCtxWaitEvent(green2, ev) == cudaSuccess,
       "an event recorded in one green context, waited for in the other");
    ok(failed_with(cudaExecutionCtxRecordEvent(green, NULL), cudaErrorInvalidValue) &&
           failed_with(cudaExecutionCtxWaitEvent(NULL, ev), cudaErrorInvalidValue),
       "no event, no context: cudaErrorInvalidValue");
    ok(cudaExecutionCtxSynchronize(green) == cudaSuccess, "cudaExecutionCtxSynchronize");

    /* the primary context as an execution context */
    ok(cudaDeviceGetExecutionCtx(&primary, 0) == cudaSuccess && primary != NULL &&
           cudaDeviceGetExecutionCtx(&again, 0) == cudaSuccess && again == primary,
       "cudaDeviceGetExecutionCtx: one handle per device");
    ok(sm_count(primary) == (unsigned)sms, "the primary context has all %d SMs", sms);
    ok(cudaExecutionCtxGetId(primary, &idp) == cudaSuccess &&
           cudaExecutionCtxGetId(primary, &idp2) == cudaSuccess && idp == idp2 && idp != 0,
       "its id");
    ok(cudaExecutionCtxStreamCreate(&ps, primary, 0, 0) == cudaSuccess &&
           cudaStreamGetDevResource(ps, &got, cudaDevResourceTypeSm) == cudaSuccess &&
           got.sm.smCount == (unsigned)sms &&
           cudaStreamGetDevResource(NULL, &got, cudaDevResourceTypeSm) == cudaSuccess &&
           got.sm.smCount == (unsigned)sms,
       "a stream of it, the current context as it was");
    ok(cudaDeviceGetExecutionCtx(&again, 1) == cudaSuccess && again != primary &&
           cudaExecutionCtxGetDevice(&device, again) == cudaSuccess && device == 1,
       "device 1's is another, of device 1");
    ok(failed_with(cudaDeviceGetExecutionCtx(&again, 2), cudaErrorInvalidDevice),
       "a device out of range: cudaErrorInvalidDevice");
    ok(failed_with(cudaExecutionCtxDestroy(primary), cudaErrorInvalidValue),
       "a primary context is not destroyed: cudaErrorInvalidValue");
    ok(failed_with(cudaExecutionCtxDestroy(NULL), cudaErrorInvalidValue),
       "no context: cudaErrorInvalidValue");

    /* destroyed */
    ok(cudaStreamDestroy(s) == cudaSuccess && cudaStreamDestroy(ps) == cudaSuccess &&
           cudaExecutionCtxDestroy(green2) == cudaSuccess,
       "cudaExecutionCtxDestroy");
    ok(failed_with(cudaExecutionCtxGetDevResource(green2, &got, cudaDevResourceTypeSm),
                   cudaErrorInvalidResourceHandle),
       "a destroyed green context: cudaErrorInvalidResourceHandle");
    ok(cudaExecutionCtxDestroy(green) == cudaSuccess && cudaEventDestroy(ev) == cudaSuccess,
       "the other one too");
    return 0;
}

#else

int main(void)
{
    skip_all("the headers are CUDA %d: execution contexts are CUDA 13.1's", CUDART_VERSION);
    return 0;
}

#endif
