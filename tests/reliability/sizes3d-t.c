/* SPDX-License-Identifier: MIT */
/*
 * tests/reliability/sizes3d-t.c -- compat's 3D size arithmetic (issue 25,
 * N5) on the stand-in driver: an extent whose rows, slices or bytes do not
 * fit a size_t is refused with cudaErrorInvalidValue, recorded, before any
 * Driver call, and the memory is untouched. Before the fix cudaMemset3D
 * with height = depth = 2^32 filled nothing and succeeded (the rows
 * wrapped around to 0), and a slice pitch * ysize that wrapped around
 * filled the wrong rows.
 *
 * The stand-in's device memory is host memory (tests/reliability/README.md),
 * so the test reads the pitched block cudaMalloc3D gives directly, against
 * a CPU reference. The cudaMemcpy3DParms conversion needs the driver's
 * arrays (cuArray3DGetDescriptor), which the stand-in does not have: its
 * refusals are checked on a GPU by tests/compat/array-t.cu and graph-t.cu.
 */
#define _POSIX_C_SOURCE 200809L
#include "config.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cuda_runtime_api.h>

#include "tests/reliability/fakectl.h"
#include "tests/tap/basic.h"

/* the per-thread default stream forms, which cuda_runtime_api.h declares
 * only under --default-stream per-thread, by their exported names */
cudaError_t cudaMemset3D_ptds(struct cudaPitchedPtr pitchedDevPtr, int value,
                              struct cudaExtent extent);
cudaError_t cudaMemset3DAsync_ptsz(struct cudaPitchedPtr pitchedDevPtr, int value,
                                   struct cudaExtent extent, cudaStream_t stream);

enum { W = 40, H = 6, D = 3, POISON = 0xA5 };

static struct cudaExtent extent(size_t w, size_t h, size_t d)
{
    struct cudaExtent e;

    e.width = w;
    e.height = h;
    e.depth = d;
    return e;
}

static struct cudaPitchedPtr block; /* W x H x D bytes, from cudaMalloc3D */
static unsigned char *want;          /* what the block must hold */

typedef cudaError_t (*memset3d_fn)(struct cudaPitchedPtr, int, struct cudaExtent, cudaStream_t);

/* The four forms, one signature (the synchronous ones ignore the stream). */
static cudaError_t set_sync(struct cudaPitchedPtr p, int v, struct cudaExtent e, cudaStream_t s)
{
    (void)s;
    return cudaMemset3D(p, v, e);
}

static cudaError_t set_ptds(struct cudaPitchedPtr p, int v, struct cudaExtent e, cudaStream_t s)
{
    (void)s;
    return cudaMemset3D_ptds(p, v, e);
}

static const struct {
    const char *name;
    memset3d_fn fn;
} forms[] = {
    {"cudaMemset3D", set_sync},
    {"cudaMemset3D_ptds", set_ptds},
    {"cudaMemset3DAsync", cudaMemset3DAsync},
    {"cudaMemset3DAsync_ptsz", cudaMemset3DAsync_ptsz},
};

static size_t block_bytes(void)
{
    return block.pitch * H * D;
}

static unsigned long fills(void)
{
    return fake.calls("cuMemsetD2D8") + fake.calls("cuMemsetD2D8Async");
}

/* One refused call: cudaErrorInvalidValue, reported once by
 * cudaGetLastError, no fill reached the driver, the block unchanged. */
static void refused(const char *form, const char *what, cudaError_t e, unsigned long before)
{
    ok(e == cudaErrorInvalidValue, "%s, %s: cudaErrorInvalidValue (seen %s)", form, what,
       cudaGetErrorName(e));
    ok(cudaGetLastError() == cudaErrorInvalidValue && cudaGetLastError() == cudaSuccess,
       "%s, %s: recorded once", form, what);
    ok(fills() == before, "%s, %s: no fill reached the driver", form, what);
    ok(memcmp(block.ptr, want, block_bytes()) == 0, "%s, %s: the block is unchanged", form, what);
}

/* In the CPU reference: value over w bytes of h rows of each of d slices
 * of the block, from row 0 of slice 0. */
static void reference_fill(int value, size_t w, size_t h, size_t d)
{
    size_t y, z;

    for (z = 0; z < d; z++)
        for (y = 0; y < h; y++)
            memset(want + (z * H + y) * block.pitch, value, w);
}

static void test_memset3d(void)
{
    const size_t big = (size_t)1 << 32;
    struct cudaPitchedPtr far;
    unsigned long before;
    unsigned i;

    for (i = 0; i < sizeof forms / sizeof forms[0]; i++) {
        const char *name = forms[i].name;

        /* slices of 2^32 rows filled whole: one fill of 2^64 rows, which
         * wrapped around to none */
        far = block;
        far.ysize = big;
        before = fills();
        refused(name, "height = depth = 2^32",
                forms[i].fn(far, POISON ^ 1, extent(1, big, big), NULL), before);
        /* slices pitch * ysize apart: a ysize of 2^58 + 1 at a pitch that
         * is a multiple of 2^6 wraps around to a slice of pitch bytes, the
         * next row */
        far = block;
        far.ysize = ((size_t)1 << 58) + 1;
        before = fills();
        refused(name, "slices that wrap around",
                forms[i].fn(far, POISON ^ 2, extent(W, 1, D), NULL), before);
        /* one slice of rows whose bytes wrap around */
        far = block;
        far.pitch = (size_t)1 << 40;
        before = fills();
        refused(name, "pitch * height beyond a size_t",
                forms[i].fn(far, POISON ^ 3, extent(W, (size_t)1 << 30, 1), NULL),
                before);
    }

    /* what does fit is filled as before, slice by slice where the slices
     * are taller than the fill */
    before = fills();
    ok(cudaMemset3D(block, 0x11, extent(W - 3, H - 2, D)) == cudaSuccess,
       "cudaMemset3D of a smaller extent succeeds");
    reference_fill(0x11, W - 3, H - 2, D);
    ok(fills() == before + D, "one fill per slice (%lu)", fills() - before);
    ok(memcmp(block.ptr, want, block_bytes()) == 0, "every byte as the CPU reference");
    before = fills();
    ok(cudaMemset3DAsync(block, 0x22, extent(W, H, D), NULL) == cudaSuccess &&
           cudaDeviceSynchronize() == cudaSuccess,
       "cudaMemset3DAsync of the whole block succeeds");
    reference_fill(0x22, W, H, D);
    ok(fills() == before + 1, "one fill for slices without a gap (%lu)", fills() - before);
    ok(memcmp(block.ptr, want, block_bytes()) == 0, "every byte as the CPU reference");
}

static void test_malloc3d(void)
{
    struct cudaPitchedPtr p;
    unsigned long before = fake.calls("cuMemAllocPitch");
    cudaError_t e;

    memset(&p, 0, sizeof p);
    e = cudaMalloc3D(&p, extent(16, (size_t)1 << 33, (size_t)1 << 33));
    ok(e == cudaErrorInvalidValue, "cudaMalloc3D, height * depth beyond a size_t: "
                                   "cudaErrorInvalidValue (seen %s)", cudaGetErrorName(e));
    ok(cudaGetLastError() == cudaErrorInvalidValue, "cudaMalloc3D: recorded");
    ok(fake.calls("cuMemAllocPitch") == before, "cudaMalloc3D: no allocation asked for");
}

int main(void)
{
    plan_lazy();
    fake_use();
    if (cudaMalloc3D(&block, extent(W, H, D)) != cudaSuccess)
        bail("cudaMalloc3D on the stand-in driver: %s", cudaGetErrorName(cudaGetLastError()));
    ok(block.ptr != NULL && block.pitch >= W && block.xsize == W && block.ysize == H,
       "cudaMalloc3D: pitch %zu", block.pitch);
    want = malloc(block_bytes());
    if (want == NULL)
        bail("out of memory");
    memset(want, POISON, block_bytes());
    memset(block.ptr, POISON, block_bytes());
    test_memset3d();
    test_malloc3d();
    ok(cudaFree(block.ptr) == cudaSuccess, "cudaFree");
    free(want);
    return 0;
}
