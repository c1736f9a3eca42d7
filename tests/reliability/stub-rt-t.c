/* SPDX-License-Identifier: MIT */
/*
 * tests/reliability/stub-rt-t.c -- the Runtime on the CUDA toolkit's stub
 * libcuda (lib64/stubs/libcuda.so found as libcuda.so.1, the container
 * trap), played by the stand-in driver with CUFW_FAKE_STUB=1: the first
 * calls return cudaErrorStubLibrary (34, as NVIDIA's cudart does), named
 * and explained as cudart names it, and kept as the last error; once the
 * library behaves as a driver, the next call initialises and works.
 */
#define _POSIX_C_SOURCE 200809L
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <cuda_runtime_api.h>

#include "tests/reliability/fakectl.h"
#include "tests/tap/basic.h"

int main(void)
{
    int n = -1;
    void *p = NULL;
    cudaError_t e;

    fake_required();
    plan(9);
    setenv("CUFW_FAKE_STUB", "1", 1);
    fake_use();

    e = cudaGetDeviceCount(&n);
    is_int(cudaErrorStubLibrary, e, "cudaGetDeviceCount on a stub: cudaErrorStubLibrary (%d)",
           (int)e);
    is_int(34, (int)cudaErrorStubLibrary, "which is 34");
    is_string("cudaErrorStubLibrary", cudaGetErrorName(e), "cudaGetErrorName names it");
    is_string("CUDA driver is a stub library", cudaGetErrorString(e),
              "cudaGetErrorString says what cudart says");
    is_int(cudaErrorStubLibrary, cudaMalloc(&p, 64), "cudaMalloc: the same");
    is_int(cudaErrorStubLibrary, cudaGetLastError(), "the last error is the stub");

    fake.set_stub(0);
    e = cudaGetDeviceCount(&n);
    ok(e == cudaSuccess && n == 1, "a driver now: cudaGetDeviceCount succeeds (%d, %d)", (int)e,
       n);
    ok(cudaMalloc(&p, 64) == cudaSuccess && cudaFree(p) == cudaSuccess, "and memory works");
    is_int(cudaSuccess, cudaGetLastError(), "the last error is clear");
    return 0;
}
