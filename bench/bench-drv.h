/* SPDX-License-Identifier: MIT */
/*
 * bench/bench-drv.h -- what the files of bench-drv share (bench-drv.c says
 * how the program works): the two variants, the raw driver's entry points,
 * the set-up of each variant, the calls each variant makes its own way, and
 * the modes, by the file that holds them.
 */
#ifndef CUFW_BENCH_BENCH_DRV_H
#define CUFW_BENCH_BENCH_DRV_H

#define BENCH_PROGRAM "bench-drv"

#include <cuda.h>

#include <cufw/cufw.h>

#include "bench/common.h"
#include "bench/core.h"
#include "bench/driver.h"
#include "bench/modes.h"

enum { RAW, CORE };
extern const char *const variant_name[2];

/* The raw variant's entry points (bench/driver.h). */
#define RAW_LIST(X, T)                                                                          \
    X(cuDriverGetVersion) X(cuGetErrorName) X(cuDeviceGet) X(cuDeviceGetName)                  \
    X(cuDeviceGetAttribute) X(cuDevicePrimaryCtxRetain) X(cuDevicePrimaryCtxReset)              \
    X(cuCtxSetCurrent) X(cuLibraryLoadData) X(cuLibraryUnload) X(cuLibraryGetKernel)            \
    X(cuLaunchKernel) X(cuMemAlloc) X(cuMemFree) X(cuMemHostAlloc) X(cuMemFreeHost)            \
    X(cuMemcpyHtoD) X(cuMemcpyDtoH) X(cuMemcpyDtoD) X(cuMemsetD32) X(cuEventCreate)            \
    X(cuEventRecord) X(cuEventSynchronize) X(cuEventElapsedTime) X(cuEventDestroy)              \
    X(cuStreamCreate) X(cuStreamSynchronize) X(cuStreamDestroy) X(cuGraphCreate)               \
    X(cuGraphDestroy) X(cuGraphAddKernelNode) X(cuGraphInstantiateWithFlags)                    \
    X(cuGraphExecDestroy) X(cuGraphLaunch) X(cuGraphExecKernelNodeSetParams)                    \
    X(cuGraphExecUpdate) T(cuCtxSynchronize, bench_ctx_synchronize_fn)
typedef BENCH_DRIVER_TABLE(RAW_LIST) raw_driver;
extern raw_driver drv;
extern CUcontext raw_ctx; /* device 0's primary context, retained */

/* bench-drv.c: each variant's set-up. raw_init loads the driver and makes
 * device 0's primary context current; a kernel of an embedded image, by
 * image (as the raw variant does: no search through the other images,
 * which would load them); raw_unload gives the raw variant's images back. */
void raw_init(void);
CUfunction raw_kernel(const char *image, const char *name);
void raw_unload(void);
cufw_kernel *core_kernel(const char *image, const char *name);
/* The grid of the bandwidth kernels: blocks_per_sm per SM, or (0) every SM
 * full of BENCH_BLOCK-thread blocks. */
unsigned full_grid(unsigned blocks_per_sm);

/* bench-drv.c: what each variant does its own way (v is RAW or CORE). */
extern const cufw_dim3 one;
void var_alloc(int v, CUdeviceptr *p, size_t bytes);
void var_free(int v, CUdeviceptr p);
void var_htod(int v, CUdeviceptr dst, const void *src, size_t bytes);
void var_dtoh(int v, void *dst, CUdeviceptr src, size_t bytes);
void var_memset32(int v, CUdeviceptr p, unsigned value, size_t words);
void var_sync(int v); /* the context (the device) */

/* bench-drv-memory.c: copies and the bandwidth kernels. A variant's copy
 * buffers: pinned host memory and two device buffers. */
struct copy_bufs {
    void *pinned;
    CUdeviceptr d0, d1;
};
void copy_bufs_alloc(int v, struct copy_bufs *b, size_t bytes);
void copy_bufs_free(int v, const struct copy_bufs *b);
void copy_once(int v, const struct copy_bufs *b, unsigned char *pageable, int kind, size_t size);
int mode_copy(size_t max);
int mode_kernel(size_t bytes, long iters);

/* bench-drv-graph.c */
int mode_graph(long reps, long pipelines);

/* bench-drv-launch.c: launches, from one thread, from several, the floor
 * and the tails. */
int mode_launch(long reps, long launches, long batch, long iters);
int mode_threads(const char *counts_arg, const char *modes_arg, long rounds, long launches,
                 long batch);
int mode_floor(long rounds, long batch);
int mode_tail(long launches, long iters);

#endif
