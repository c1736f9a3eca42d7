/* SPDX-License-Identifier: MIT */
/*
 * Separate compilation (nvcc -rdc=true): three translation units, rdc-t.cu,
 * rdc-b.cu and rdc-c.cu, whose device code calls across units and shares
 * __device__ and __constant__ variables defined in one of them. With
 * `-cudart none` the device-link step (nvcc -dlink) is explicit; its stub
 * registers one linked fatbin for all three units.
 */
#ifndef CUFW_TESTS_COMPAT_RDC_H
#define CUFW_TESTS_COMPAT_RDC_H

#include <cuda_runtime.h>

enum { RDC_TABLE = 16 };

/* Defined in rdc-c.cu. */
extern __device__ int rdc_calls;               /* kernels count their threads here */
extern __constant__ int rdc_table[RDC_TABLE];  /* added by rdc_mix */
__device__ int rdc_mix(int x, int i);          /* x * 3 + rdc_table[i % RDC_TABLE] */

/* Defined in rdc-b.cu. */
__device__ int rdc_twice_mix(int x, int i);    /* rdc_mix(x, i) * 2, counting a call */
/* x[i] = rdc_twice_mix(x[i], i) - k, on stream s. */
cudaError_t rdc_b_launch(int *dev_x, int n, int k, cudaStream_t s);

/* Host side of rdc-c.cu. */
cudaError_t rdc_c_set_table(const int *table);
cudaError_t rdc_c_calls(int *calls);

#endif
