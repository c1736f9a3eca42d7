/* SPDX-License-Identifier: MIT */
// Differential smoke test: prints a transcript that must be identical when
// built against cudart_static and against cufw's compat.
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <cuda_runtime.h>
#include <cooperative_groups.h>
#include <cuda_profiler_api.h>
#define P(call) do { cudaError_t e_ = (call); printf("%-60s -> %s\n", #call, cudaGetErrorName(e_)); } while (0)
__constant__ float coef[8];
__device__ int gcount;
__device__ float garr[256];
__managed__ int mval;
template <typename T> __global__ void scale(T *x, T s, int n) { int i = blockIdx.x * blockDim.x + threadIdx.x; if (i < n) x[i] = x[i] * s + coef[i % 8]; if (i == 0) atomicAdd(&gcount, 1); }
__global__ void hello(int v) { if (threadIdx.x == 0) { printf("device says %d block %d\n", v, blockIdx.x); mval += v; } }
__global__ void bad(int *p) { *p = 1; }
__global__ void spin(long long c) { long long s = clock64(); while (clock64() - s < c) {} }
__global__ void bigshared(float *out) { extern __shared__ float sh[]; sh[threadIdx.x] = threadIdx.x; __syncthreads(); out[threadIdx.x] = sh[blockDim.x - 1 - threadIdx.x]; }
__global__ void coop(int *out) { namespace cg = cooperative_groups; cg::grid_group g = cg::this_grid(); out[blockIdx.x] = blockIdx.x; g.sync(); if (blockIdx.x == 0 && threadIdx.x == 0) { int s = 0; for (int i = 0; i < gridDim.x; i++) s += out[i]; out[gridDim.x] = s; } }
static void CUDART_CB cb(cudaStream_t, cudaError_t st, void *u) { *(int *)u += 1 + (int)st; }
static void CUDART_CB hf(void *u) { *(int *)u += 10; }
int main() {
  int n = -1; P(cudaGetDeviceCount(&n)); printf("devices %d\n", n > 0);
  int dev = -1; P(cudaGetDevice(&dev)); printf("dev %d\n", dev);
  P(cudaSetDevice(99)); P(cudaGetLastError()); P(cudaGetLastError());
  cudaDeviceProp p; P(cudaGetDeviceProperties(&p, 0));
  printf("prop %s %d.%d sm=%d warp=%d mtpb=%d smem=%zu regs=%d l2=%d coop=%d managed=%d conc=%d\n", p.name, p.major, p.minor, p.multiProcessorCount, p.warpSize, p.maxThreadsPerBlock, p.sharedMemPerBlock, p.regsPerBlock, p.l2CacheSize, p.cooperativeLaunch, p.managedMemory, p.concurrentKernels);
  printf("prop2 %d %d %d %zu %zu %d %d %d %d\n", p.maxGridSize[0], p.maxThreadsDim[2], p.asyncEngineCount, p.totalConstMem, p.sharedMemPerBlockOptin, p.pciBusID, p.unifiedAddressing, p.maxBlocksPerMultiProcessor, p.memoryBusWidth);
  int v = 0; P(cudaDeviceGetAttribute(&v, cudaDevAttrMultiProcessorCount, 0)); printf("attr sm %d\n", v == p.multiProcessorCount);
  P(cudaDeviceGetAttribute(&v, (cudaDeviceAttr)9999, 0));
  unsigned fl = 0; P(cudaGetDeviceFlags(&fl)); printf("flags 0x%x\n", fl);
  size_t lim = 0; P(cudaDeviceGetLimit(&lim, cudaLimitStackSize)); printf("stack limit nonzero %d\n", lim > 0);
  P(cudaDeviceSetLimit(cudaLimitPrintfFifoSize, 1 << 20)); P(cudaDeviceGetLimit(&lim, cudaLimitPrintfFifoSize)); printf("fifo %zu\n", lim);
  P(cudaDeviceGetLimit(&lim, (cudaLimit)77));
  int can = -1; P(cudaDeviceCanAccessPeer(&can, 0, 0)); printf("peer self %d\n", can);
  size_t fr = 0, tot = 0; P(cudaMemGetInfo(&fr, &tot)); printf("meminfo ok %d\n", fr > 0 && fr <= tot && tot == p.totalGlobalMem);
  int rv = 0; P(cudaRuntimeGetVersion(&rv)); printf("rt %d\n", rv);
  // memory
  float *d = 0; P(cudaMalloc(&d, 256 * sizeof(float)));
  float *z = (float *)1; P(cudaMalloc((void **)&z, 0)); printf("malloc0 null %d\n", z == 0);
  void *huge; P(cudaMalloc(&huge, (size_t)1 << 50)); P(cudaGetLastError()); P(cudaGetLastError());
  P(cudaFree(0)); P(cudaFree((void *)0x1234)); P(cudaGetLastError());
  float h[256], h2[256]; for (int i = 0; i < 256; i++) h[i] = i * 0.5f;
  P(cudaMemcpy(d, h, sizeof h, cudaMemcpyHostToDevice));
  P(cudaMemcpy(d, h, sizeof h, (cudaMemcpyKind)17));
  float c[8] = {1, 2, 3, 4, 5, 6, 7, 8}; P(cudaMemcpyToSymbol(coef, c, sizeof c));
  P(cudaMemcpyToSymbol(coef, c, sizeof c, 4)); P(cudaMemcpyToSymbol(coef, c, 4, 30));
  P(cudaMemcpyToSymbol((const void *)h, c, 4));
  int zero = 0; P(cudaMemcpyToSymbol(gcount, &zero, sizeof zero));
  scale<<<2, 128>>>(d, 3.0f, 256); P(cudaGetLastError()); P(cudaDeviceSynchronize());
  P(cudaMemcpy(h2, d, sizeof h2, cudaMemcpyDeviceToHost));
  double sum = 0; for (int i = 0; i < 256; i++) sum += h2[i]; printf("sum %.1f\n", sum);
  int gc = -1; P(cudaMemcpyFromSymbol(&gc, gcount, sizeof gc)); printf("gcount %d\n", gc);
  void *ga = 0; P(cudaGetSymbolAddress(&ga, garr)); size_t gs = 0; P(cudaGetSymbolSize(&gs, garr)); printf("garr size %zu addr %d\n", gs, ga != 0);
  P(cudaMemset(d, 0x3f, 64)); P(cudaMemcpy(h2, d, 64, cudaMemcpyDeviceToHost)); printf("memset %02x\n", ((unsigned char *)h2)[5]);
  // launch errors
  scale<<<1, 2048>>>(d, 1.0f, 1); P(cudaPeekAtLastError()); P(cudaGetLastError()); P(cudaGetLastError());
  scale<<<0, 32>>>(d, 1.0f, 1); P(cudaGetLastError());
  bigshared<<<1, 64, 100 * 1024>>>(d); P(cudaGetLastError());
  P(cudaFuncSetAttribute((const void *)bigshared, cudaFuncAttributeMaxDynamicSharedMemorySize, 100 * 1024));
  bigshared<<<1, 64, 100 * 1024>>>(d); P(cudaGetLastError()); P(cudaDeviceSynchronize());
  P(cudaMemcpy(h2, d, 64 * 4, cudaMemcpyDeviceToHost)); printf("bigshared %g %g\n", h2[0], h2[63]);
  cudaFuncAttributes fa; P(cudaFuncGetAttributes(&fa, (const void *)bigshared)); printf("fa maxdyn %d mtpb>0 %d\n", fa.maxDynamicSharedSizeBytes, fa.maxThreadsPerBlock > 0);
  P(cudaFuncGetAttributes(&fa, (const void *)main));
  P(cudaFuncSetCacheConfig((const void *)hello, cudaFuncCachePreferShared));
  int nb = 0; P(cudaOccupancyMaxActiveBlocksPerMultiprocessor(&nb, coop, 128, 0)); printf("occ>0 %d\n", nb > 0);
  int *co; P(cudaMalloc(&co, 4096 * 4)); int grid = nb * p.multiProcessorCount; void *args[] = {&co};
  P(cudaLaunchCooperativeKernel((const void *)coop, grid, 128, args, 0, 0)); P(cudaDeviceSynchronize());
  int cs = 0; P(cudaMemcpy(&cs, co + grid, 4, cudaMemcpyDeviceToHost)); printf("coop %d\n", cs == grid * (grid - 1) / 2);
  P(cudaLaunchCooperativeKernel((const void *)coop, grid * 4 + 1, 128, args, 0, 0));
  int hv = 7; void *hargs[] = {&hv}; P(cudaLaunchKernel((const void *)hello, 1, 32, hargs, 0, 0)); P(cudaDeviceSynchronize());
  P(cudaLaunchKernel((const void *)main, 1, 1, hargs, 0, 0));
  printf("mval %d\n", mval);
  // streams and events
  cudaStream_t s1, s2; P(cudaStreamCreate(&s1)); P(cudaStreamCreateWithFlags(&s2, cudaStreamNonBlocking));
  P(cudaStreamCreateWithFlags(&s2, 0x80));
  int lo, hi; P(cudaDeviceGetStreamPriorityRange(&lo, &hi)); cudaStream_t s3; P(cudaStreamCreateWithPriority(&s3, 0, hi)); int pr = 9; P(cudaStreamGetPriority(s3, &pr)); printf("prio %d %d\n", pr == hi, lo >= hi);
  unsigned sf = 9; P(cudaStreamGetFlags(s2, &sf)); printf("sflags %u\n", sf);
  cudaEvent_t e1, e2, e3; P(cudaEventCreate(&e1)); P(cudaEventCreate(&e2)); P(cudaEventCreateWithFlags(&e3, cudaEventDisableTiming));
  P(cudaEventCreateWithFlags(&e3, 0x40));
  P(cudaEventRecord(e1, s1)); spin<<<1, 1, 0, s1>>>(20000000); P(cudaEventRecord(e2, s1)); P(cudaEventRecord(e3, s1));
  P(cudaStreamQuery(s1)); P(cudaEventQuery(e2)); P(cudaGetLastError());
  float ms = 0; P(cudaEventElapsedTime(&ms, e1, e2));
  P(cudaStreamWaitEvent(s2, e3, 0)); P(cudaStreamWaitEvent(s2, e3, 5));
  int cbv = 0, hfv = 0; P(cudaStreamAddCallback(s1, cb, &cbv, 0)); P(cudaLaunchHostFunc(s1, hf, &hfv));
  P(cudaStreamSynchronize(s1)); P(cudaStreamSynchronize(s2)); printf("cb %d hf %d\n", cbv, hfv);
  P(cudaEventElapsedTime(&ms, e1, e2)); printf("elapsed>1 %d\n", ms > 1.0f);
  P(cudaEventElapsedTime(&ms, e1, e3)); P(cudaGetLastError());
  P(cudaStreamQuery(s1)); P(cudaEventSynchronize(e2)); P(cudaEventQuery(e2));
  P(cudaEventDestroy(e1)); P(cudaEventDestroy(e2)); P(cudaEventDestroy(e3));
  P(cudaStreamDestroy(s1)); P(cudaStreamDestroy(s2)); P(cudaStreamDestroy(s3));
  // pinned, mapped, registered, managed, pitch, 2D
  float *ph; P(cudaMallocHost(&ph, 4096)); P(cudaFreeHost(ph));
  int *mh; P(cudaHostAlloc(&mh, 4096, cudaHostAllocMapped)); int *md = 0; P(cudaHostGetDevicePointer((void **)&md, mh, 0)); P(cudaHostGetDevicePointer((void **)&md, mh, 1)); P(cudaFreeHost(mh));
  P(cudaHostAlloc(&mh, 4096, 0x100));
  char *reg = (char *)aligned_alloc(4096, 1 << 16); P(cudaHostRegister(reg, 1 << 16, cudaHostRegisterDefault)); P(cudaHostRegister(reg, 1 << 16, 0)); P(cudaGetLastError()); P(cudaHostUnregister(reg)); P(cudaHostUnregister(reg)); free(reg);
  int *mm; P(cudaMallocManaged(&mm, 1024)); mm[0] = 5; hello<<<1, 1>>>(1); P(cudaDeviceSynchronize()); printf("managed %d\n", mm[0]); P(cudaFree(mm));
  P(cudaMallocManaged(&mm, 1024, 7));
  void *pd; size_t pitch = 0; P(cudaMallocPitch(&pd, &pitch, 1000, 10)); printf("pitch ok %d\n", pitch >= 1000);
  char src[2000], dst[2000]; for (int i = 0; i < 2000; i++) src[i] = (char)i; memset(dst, 0, sizeof dst);
  P(cudaMemcpy2D(pd, pitch, src, 200, 100, 10, cudaMemcpyHostToDevice)); P(cudaMemcpy2D(dst, 200, pd, pitch, 100, 10, cudaMemcpyDeviceToHost)); printf("2d %d\n", memcmp(src, dst, 100) == 0 && dst[100] == 0 && memcmp(src + 1800, dst + 1800, 100) == 0);
  P(cudaMemcpy2D(dst, 50, pd, pitch, 100, 10, cudaMemcpyDeviceToHost));
  P(cudaMemset2D(pd, pitch, 1, 100, 10)); P(cudaFree(pd));
  void *ad; P(cudaMallocAsync(&ad, 1 << 20, 0)); P(cudaMemsetAsync(ad, 0, 1 << 20, 0)); P(cudaFreeAsync(ad, 0)); P(cudaStreamSynchronize(0));
  cudaDeviceProp want; memset(&want, 0, sizeof want); want.major = p.major; int ch = -1; P(cudaChooseDevice(&ch, &want)); printf("chose %d\n", ch);
  P(cudaProfilerStart()); P(cudaProfilerStop());
  // extras
  { cudaPointerAttributes pa; float *dd; P(cudaMalloc(&dd, 64)); P(cudaPointerGetAttributes(&pa, dd)); printf("pa dev type %d device %d dp %d hp %d\n", pa.type, pa.device, pa.devicePointer == dd, pa.hostPointer == 0);
    int hostv = 0; P(cudaPointerGetAttributes(&pa, &hostv)); printf("pa host type %d device %d dp %d hp %d\n", pa.type, pa.device, pa.devicePointer == 0, pa.hostPointer == &hostv);
    float *hh; P(cudaMallocHost(&hh, 64)); P(cudaPointerGetAttributes(&pa, hh)); printf("pa pinned type %d device %d dp %d hp %d\n", pa.type, pa.device, pa.devicePointer != 0, pa.hostPointer == hh);
    int *mg; P(cudaMallocManaged(&mg, 64)); P(cudaPointerGetAttributes(&pa, mg)); printf("pa managed type %d device %d\n", pa.type, pa.device);
    P(cudaPointerGetAttributes(&pa, 0)); printf("pa null type %d device %d\n", pa.type, pa.device);
    cudaMemLocation loc; loc.type = cudaMemLocationTypeDevice; loc.id = 0; P(cudaMemAdvise(mg, 64, cudaMemAdviseSetReadMostly, loc)); P(cudaMemPrefetchAsync(mg, 64, loc, 0, 0)); P(cudaDeviceSynchronize());
    P(cudaMemcpyPeer(dd, 0, dd + 8, 0, 16)); P(cudaDeviceEnablePeerAccess(0, 0)); P(cudaGetLastError());
    cudaEvent_t er; P(cudaEventCreate(&er)); P(cudaEventRecordWithFlags(er, 0, 0)); P(cudaEventSynchronize(er)); P(cudaEventDestroy(er));
    cudaStreamCaptureStatus cst; P(cudaStreamIsCapturing(0, &cst)); printf("capturing %d\n", (int)cst);
    char bus[32]; P(cudaDeviceGetPCIBusId(bus, sizeof bus, 0)); printf("bus len %d\n", (int)strlen(bus) > 5);
    cudaFuncCache fc; P(cudaDeviceSetCacheConfig(cudaFuncCachePreferL1)); P(cudaDeviceGetCacheConfig(&fc)); printf("cache %d\n", (int)fc);
    cudaLaunchConfig_t lc; memset(&lc, 0, sizeof lc); lc.gridDim = dim3(2); lc.blockDim = dim3(32); cudaLaunchAttribute la[1]; la[0].id = cudaLaunchAttributePriority; la[0].val.priority = 0; lc.attrs = la; lc.numAttrs = 1;
    P(cudaLaunchKernelEx(&lc, hello, 3)); P(cudaDeviceSynchronize());
    P(cudaFree(dd)); P(cudaFreeHost(hh)); P(cudaFree(mg)); }
  // reset and reuse
  P(cudaDeviceReset()); P(cudaMalloc(&d, 1024)); scale<<<1, 32>>>(d, 1.0f, 32); P(cudaGetLastError()); P(cudaDeviceSynchronize());
  P(cudaMemcpyFromSymbol(&gc, gcount, sizeof gc)); printf("gcount after reset %d\n", gc);
  // sticky fault last
  bad<<<1, 1>>>((int *)0x10); P(cudaGetLastError()); P(cudaDeviceSynchronize()); P(cudaGetLastError()); P(cudaMalloc(&d, 64)); P(cudaGetLastError());
  P(cudaDeviceReset()); P(cudaMalloc(&d, 64)); P(cudaDeviceSynchronize());
  for (int e = -1; e < 1002; e++) { const char *a = cudaGetErrorName((cudaError_t)e), *b = cudaGetErrorString((cudaError_t)e); if (strcmp(a, "unrecognized error code")) printf("err %d %s %s\n", e, a, b); }
  printf("unknown %s / %s\n", cudaGetErrorName((cudaError_t)12345), cudaGetErrorString((cudaError_t)12345));
  return 0;
}
