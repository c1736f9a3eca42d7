/* SPDX-License-Identifier: MIT */
/*
 * Firmware mode (issue 16, part 5) on a GPU: with CUFW_FIRMWARE=1, set
 * before the first Runtime call, compat loads every registered fatbin and
 * resolves every kernel at that call (cudart ignores the variable: the
 * reference shows that the results are the Runtime's either way). 64
 * distinct kernels then launch once each and every one must have run; a
 * __managed__ variable is readable from the host before any launch; on a
 * second device, after cudaSetDevice, the same again. That no first launch
 * loads or resolves anything is checked on the stand-in driver
 * (tests/reliability/firmware-rt-t) and timed by make bench (method 13).
 */
#include "tests/compat/compat.h"

#include <stdlib.h>

#define NK 64

__managed__ int fw_managed = 4321;

/* kernel I stores I + 1000 at p[I] */
template <int I> __global__ void fw_kernel(int *p)
{
    p[I] = I + 1000;
}

/* <<<>>> of kernels 0 .. I-1, in order, each once */
template <int I> struct launch_all {
    static void run(int *p)
    {
        launch_all<I - 1>::run(p);
        fw_kernel<I - 1><<<1, 1>>>(p);
    }
};
template <> struct launch_all<0> {
    static void run(int *) {}
};

/* Each kernel's first launch on the current device: all ran, each its own. */
static void first_launches(const char *where)
{
    int host[NK], *d = NULL, i, bad = -1;

    CUDA_OK(cudaMalloc(&d, sizeof host));
    CUDA_OK(cudaMemset(d, COMPAT_POISON, sizeof host));
    launch_all<NK>::run(d);
    is_err(cudaSuccess, cudaGetLastError(), "%s: 64 first launches", where);
    CUDA_OK(cudaMemcpy(host, d, sizeof host, cudaMemcpyDeviceToHost));
    for (i = 0; i < NK && bad < 0; i++)
        if (host[i] != i + 1000)
            bad = i;
    ok(bad < 0, "%s: every kernel ran once, its own (first wrong: %d)", where, bad);
    CUDA_OK(cudaFree(d));
}

int main(void)
{
    int n;

    setenv("CUFW_FIRMWARE", "1", 1);
    n = compat_need_device();
    plan(15);
    ok(fw_managed == 4321, "the managed variable is readable before any launch");
    first_launches("device 0");
    if (n > 1) {
        CUDA_OK(cudaSetDevice(1));
        first_launches("device 1");
        CUDA_OK(cudaSetDevice(0));
    } else {
        skip(8, "one device: no second device to preload");
    }
    return 0;
}
