/* SPDX-License-Identifier: MIT */
/*
 * tests/reliability/hostfunc-t.c -- cudaLaunchHostFunc_v2 (CUDA 13.2,
 * compat/direct/stream_attr.c) on the stand-in driver: the host function
 * runs once per launch, with either sync mode, on the legacy, per-thread
 * and a created stream; each launch is one call of the Driver's second ABI
 * of cuLaunchHostFunc (cufw/call_list.h's cuLaunchHostFunc_v2, asked for
 * as cuLaunchHostFunc at 13010) and none of the first; a NULL function is
 * refused before the driver, a bad sync mode by it, and an injected
 * failure is returned with the function not run. Built with older headers
 * it has nothing to test and skips.
 */
#define _POSIX_C_SOURCE 200809L
#include "config.h"

#include <stdlib.h>
#include <time.h>

#include <cuda_runtime_api.h>

#include "tests/reliability/fakectl.h"
#include "tests/tap/basic.h"

#if CUDART_VERSION >= 13020

static void CUDART_CB count(void *data)
{
    (*(unsigned *)data)++;
}

int main(void)
{
    unsigned seed = test_seed(), n, i, runs = 0, want = 0;
    unsigned long v1, v2;
    cudaStream_t s = NULL;
    cudaError_t e = cudaSuccess;

    fake_use();
    srand(seed);
    n = 1 + (unsigned)rand() % 20;
    diag("seed %u: %u launches per stream", seed, n);
    plan(8);

    if (cudaStreamCreate(&s) != cudaSuccess)
        bail("cudaStreamCreate failed on the stand-in");
    v1 = fake.calls("cuLaunchHostFunc");
    v2 = fake.calls("cuLaunchHostFunc_v2");
    for (i = 0; i < n && e == cudaSuccess; i++) {
        e = cudaLaunchHostFunc_v2(NULL, count, &runs, cudaHostTaskBlocking);
        if (e == cudaSuccess)
            e = cudaLaunchHostFunc_v2(s, count, &runs, cudaHostTaskSpinWait);
        if (e == cudaSuccess)
            e = cudaLaunchHostFunc_v2(cudaStreamPerThread, count, &runs, cudaHostTaskBlocking);
        want += 3;
    }
    ok(e == cudaSuccess && runs == want, "%u launches ran the function %u times", want, runs);
    ok(fake.calls("cuLaunchHostFunc_v2") - v2 == want && fake.calls("cuLaunchHostFunc") == v1,
       "each one cuLaunchHostFunc_v2 call, no cuLaunchHostFunc");
    ok(cudaLaunchHostFunc(s, count, &runs) == cudaSuccess && runs == want + 1 &&
           fake.calls("cuLaunchHostFunc") == v1 + 1,
       "cudaLaunchHostFunc is still the first ABI");
    runs = 0;
    v2 = fake.calls("cuLaunchHostFunc_v2");
    ok(cudaLaunchHostFunc_v2(s, NULL, &runs, cudaHostTaskBlocking) == cudaErrorInvalidValue &&
           cudaGetLastError() == cudaErrorInvalidValue &&
           fake.calls("cuLaunchHostFunc_v2") == v2,
       "no function: cudaErrorInvalidValue, recorded, before the driver");
    ok(cudaLaunchHostFunc_v2(s, count, &runs, 7) == cudaErrorInvalidValue &&
           cudaGetLastError() == cudaErrorInvalidValue && runs == 0,
       "a sync mode the driver lacks: its cudaErrorInvalidValue, nothing run");
    fake_fail("cuLaunchHostFunc_v2", 1, 400); /* CUDA_ERROR_INVALID_HANDLE */
    ok(cudaLaunchHostFunc_v2(s, count, &runs, cudaHostTaskBlocking) ==
               cudaErrorInvalidResourceHandle &&
           cudaGetLastError() == cudaErrorInvalidResourceHandle && runs == 0,
       "a failure of the driver: cudaErrorInvalidResourceHandle, nothing run");
    ok(cudaLaunchHostFunc_v2(s, count, &runs, cudaHostTaskBlocking) == cudaSuccess && runs == 1,
       "the next launch runs");
    ok(cudaStreamDestroy(s) == cudaSuccess &&
           cudaLaunchHostFunc_v2(s, count, &runs, cudaHostTaskBlocking) != cudaSuccess &&
           runs == 1,
       "on a destroyed stream: refused, nothing run");
    return 0;
}

#else

int main(void)
{
    skip_all("the headers are CUDA %d: cudaLaunchHostFunc_v2 is CUDA 13.2's", CUDART_VERSION);
    return 0;
}

#endif
