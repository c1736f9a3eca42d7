/* SPDX-License-Identifier: MIT */
/*
 * The unit that defines rdc-t's shared device state (see rdc.h).
 */
#include "tests/compat/rdc.h"

__device__ int rdc_calls;
__constant__ int rdc_table[RDC_TABLE];

__device__ int rdc_mix(int x, int i)
{
    return x * 3 + rdc_table[i % RDC_TABLE];
}

cudaError_t rdc_c_set_table(const int *table)
{
    return cudaMemcpyToSymbol(rdc_table, table, RDC_TABLE * sizeof(int));
}

cudaError_t rdc_c_calls(int *calls)
{
    return cudaMemcpyFromSymbol(calls, rdc_calls, sizeof *calls);
}
