/* SPDX-License-Identifier: MIT */
// kernels/misc.cu -- kernels for the runtime's own checks: constant and
// global variables, an empty kernel (launch cost), a clock spin (stream
// ordering and timing), a store through a pointer (faults on purpose), and
// a cooperative grid-wide sum.

#include <stddef.h>
#include <cooperative_groups.h>

__constant__ float cufw_coeffs[16];
__device__ float cufw_scaled[4096];
__device__ unsigned long long cufw_counter;

// cufw_scaled[i] = cufw_coeffs[i % 16] * (i + 1) for i < n (n <= 4096);
// cufw_counter += number of elements written.
extern "C" __global__ void cufw_const_to_global(unsigned n)
{
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;

    if (i < n && i < 4096) {
        cufw_scaled[i] = cufw_coeffs[i % 16] * (float)(i + 1);
        atomicAdd(&cufw_counter, 1ull);
    }
}

extern "C" __global__ void cufw_empty(void) {}

// Spin for at least `cycles` SM clock cycles, then add 1 to *done.
extern "C" __global__ void cufw_spin(long long cycles, unsigned *done)
{
    long long start = clock64();

    while (clock64() - start < cycles)
        continue;
    if (threadIdx.x == 0 && done != NULL)
        atomicAdd(done, 1u);
}

// *p = value from every thread 0: given a bad pointer, faults.
extern "C" __global__ void cufw_store(int *p, int value)
{
    if (threadIdx.x == 0)
        *p = value;
}

// Cooperative: every block writes its index sum, the grid synchronises,
// then block 0 adds the block values into *total (exercises grid.sync()).
extern "C" __global__ void cufw_coop_sum(unsigned *block_vals, unsigned long long *total)
{
    namespace cg = cooperative_groups;
    cg::grid_group grid = cg::this_grid();

    if (threadIdx.x == 0)
        block_vals[blockIdx.x] = blockIdx.x + 1;
    grid.sync();
    if (blockIdx.x == 0 && threadIdx.x == 0) {
        unsigned long long s = 0;
        for (unsigned b = 0; b < gridDim.x; b++)
            s += block_vals[b];
        *total = s;
    }
}
