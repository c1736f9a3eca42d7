// SPDX-License-Identifier: MIT
// bench/runtime.h -- the CUDA Runtime API as the benchmark programs call it
// (rt.cu, first.cu): CK(call) for a call that must succeed, CK_LAUNCH()
// after <<<>>> (whose own error only surfaces at cudaGetLastError), and
// bench_rt_skip_if_no_gpu for the errors a first Runtime call returns when
// there is no usable driver or GPU. Uses bench/fail.h.
#ifndef CUFW_BENCH_RUNTIME_H
#define CUFW_BENCH_RUNTIME_H

#include <cuda_runtime_api.h>

#include "bench/fail.h"

static void bench_rt_fail(cudaError_t e, const char *call, int line)
    __attribute__((unused, noreturn, noinline, cold));
static void bench_rt_fail(cudaError_t e, const char *call, int line)
{
    bench_die("line %d: %s: %s (%d): %s", line, call, cudaGetErrorName(e), (int)e,
              cudaGetErrorString(e));
}

#define CK(call)                                                                                \
    do {                                                                                        \
        cudaError_t e_ = (call);                                                                \
        if (__builtin_expect(e_ != cudaSuccess, 0))                                             \
            bench_rt_fail(e_, #call, __LINE__);                                                 \
    } while (0)
#define CK_LAUNCH() CK(cudaGetLastError())

// The errors that mean "no usable GPU here": one line, exit 77.
static inline void bench_rt_skip_if_no_gpu(cudaError_t e, const char *call)
{
    if (e == cudaErrorNoDevice || e == cudaErrorInsufficientDriver ||
        e == cudaErrorDevicesUnavailable || e == cudaErrorInitializationError)
        bench_no_gpu("%s: %s (%d)", call, cudaGetErrorName(e), (int)e);
}

#endif
