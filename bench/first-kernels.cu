// SPDX-License-Identifier: MIT
// bench/first-kernels.cu -- the 64 distinct kernels of the first-launch
// benchmark (bench/first.h): compiled into bench/first.cu's programs, and
// on its own into the fatbin that bench-first-drv embeds (image "first").
#include "bench/first.h"

#define BENCH_FIRST_KERNEL(r, c)                                                                \
    extern "C" __global__ void bench_first_##r##_##c(int *p)                                    \
    {                                                                                           \
        if (p)                                                                                  \
            p[(r) * 8 + (c)] = (r) * 8 + (c);                                                   \
    }
BENCH_FIRST_EACH(BENCH_FIRST_KERNEL)
#undef BENCH_FIRST_KERNEL
