/* SPDX-License-Identifier: MIT */
/*
 * tests/compat/hostvar-dev.cu -- the device code of hostvar-t, built on its
 * own as a relocatable fatbin (nvcc -rdc=true -fatbin): its two variables
 * are declared, not defined, so the image loads only when the loader is
 * told where they are (CU_JIT_GLOBAL_SYMBOL_*), which is what a unit's
 * __cudaRegisterHostVar asks the Runtime for.
 */
extern __device__ int cufw_hv_scale;
extern __device__ int cufw_hv_table[16];

extern "C" __global__ void cufw_hv_apply(const int *in, int *out, int n)
{
    int i = (int)(blockIdx.x * blockDim.x + threadIdx.x);

    if (i < n)
        out[i] = in[i] * cufw_hv_scale + cufw_hv_table[i & 15];
}

/* writes through the binding: the bound memory changes */
extern "C" __global__ void cufw_hv_negate(void)
{
    if (threadIdx.x < 16)
        cufw_hv_table[threadIdx.x] = -cufw_hv_table[threadIdx.x];
    if (threadIdx.x == 0)
        cufw_hv_scale = -cufw_hv_scale;
}
