/* SPDX-License-Identifier: MIT */
/* What the driver answers after a sticky fault, step by step. */
#include <stdio.h>
#include <cuda.h>
#define S(x) do { CUresult r_ = (x); const char *n_ = ""; cuGetErrorName(r_, &n_); printf("%-55s %d %s\n", #x, (int)r_, n_); } while (0)
int main(void)
{
    CUdevice dev; CUcontext ctx, ctx2; CUmodule mod; CUfunction f; CUdeviceptr p;
    unsigned flags; int active;
    setvbuf(stdout, NULL, _IONBF, 0);
    const char *ptx = ".version 8.0\n.target sm_90\n.address_size 64\n.visible .entry bad(.param .u64 p){ .reg .b64 %rd<2>; .reg .b32 %r<2>; ld.param.u64 %rd1, [p]; mov.u32 %r1, 1; st.global.u32 [%rd1], %r1; ret; }\n";
    S(cuInit(0)); S(cuDeviceGet(&dev, 0)); S(cuDevicePrimaryCtxRetain(&ctx, dev)); S(cuCtxSetCurrent(ctx));
    S(cuModuleLoadData(&mod, ptx)); S(cuModuleGetFunction(&f, mod, "bad"));
    p = 0x10; void *args[] = {&p};
    S(cuLaunchKernel(f, 1,1,1, 1,1,1, 0, 0, args, 0)); S(cuCtxSynchronize());
    S(cuMemAlloc(&p, 64));
    S(cuDevicePrimaryCtxGetState(dev, &flags, &active)); printf("active %d\n", active);
    S(cuDevicePrimaryCtxRelease(dev));
    S(cuDevicePrimaryCtxGetState(dev, &flags, &active)); printf("active %d\n", active);
    S(cuDevicePrimaryCtxReset(dev));
    S(cuDevicePrimaryCtxGetState(dev, &flags, &active)); printf("active %d\n", active);
    S(cuDevicePrimaryCtxRetain(&ctx2, dev)); printf("same handle %d\n", ctx == ctx2);
    S(cuCtxSetCurrent(ctx2)); S(cuMemAlloc(&p, 64)); S(cuCtxSynchronize());
    S(cuDevicePrimaryCtxRelease(dev)); S(cuDevicePrimaryCtxReset(dev));
    S(cuDevicePrimaryCtxRetain(&ctx2, dev)); S(cuCtxSetCurrent(ctx2)); S(cuMemAlloc(&p, 64));
    return 0;
}
