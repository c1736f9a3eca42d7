/* SPDX-License-Identifier: MIT */
/*
 * The second translation unit of multitu-t (multitu-b.cu): host functions
 * that launch its kernels and reach its variables.
 */
#ifndef CUFW_TESTS_COMPAT_MULTITU_H
#define CUFW_TESTS_COMPAT_MULTITU_H

#include <cuda_runtime.h>

/* out[t] = this unit's static tu_value + t, for t < threads. */
cudaError_t multitu_b_get(int *dev_out, int threads, cudaStream_t s);
/* Sets / reads this unit's static tu_value. */
cudaError_t multitu_b_set(int value);
cudaError_t multitu_b_read(int *value);
/* b_sum += sum of in[0..n), atomically; b_sum is a __device__ long long. */
cudaError_t multitu_b_accumulate(const int *dev_in, int n, cudaStream_t s);
cudaError_t multitu_b_sum(long long *sum);
cudaError_t multitu_b_clear(void);
/* x[i] = x[i] * x[i] - k (a template kernel of this unit), on stream s. */
cudaError_t multitu_b_square_minus(int *dev_x, int n, int k, cudaStream_t s);
/* cudaFuncGetAttributes of this unit's get_tu. */
cudaError_t multitu_b_attributes(cudaFuncAttributes *a);

#endif
