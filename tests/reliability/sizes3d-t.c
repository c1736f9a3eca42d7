/* SPDX-License-Identifier: MIT */
/*
 * tests/reliability/sizes3d-t.c -- compat's 3D size arithmetic (issue 25,
 * N5) without a GPU: a position, extent, row count or byte count that does
 * not fit a size_t is refused with cudaErrorInvalidValue, recorded, before
 * the copy or fill reaches the driver, and the memory is untouched. Before
 * the fix, extent.width = 2^60 + 1 of a float4 array became a 16-byte copy,
 * srcPos.x = 2^60 copied from the origin, cudaMemset3D with height = depth
 * = 2^32 filled nothing and succeeded, and a slice pitch * ysize that
 * wrapped around filled the wrong rows -- all returning cudaSuccess.
 * Near the top of the address space (found by fuzz/pitch2d.c, issue 25,
 * class 3): a cudaMemset3D whose bytes fit a size_t but whose pointer
 * runs on past the top, and a cudaMemcpyToArray or cudaMemcpyFromArray
 * whose pointer side does, reached the driver at wrapped-around
 * addresses; they are refused the same way now, and a range whose last
 * byte is the top one still goes through. Between an array and a pointer,
 * a 1D copy that started off a row's start went on a call per row; it is
 * three calls now however many rows it crosses.
 *
 * It runs on the stand-in driver, whose device memory is host memory
 * (tests/reliability/README.md): the pitched block cudaMalloc3D gives is
 * read directly, against a CPU reference. The stand-in has no arrays, 3D
 * copies or graphs; tests/reliability/arrayshim.so, loaded in front of it,
 * answers those entry points by recording what reaches them, so the
 * cudaMemcpy3DParms converter's refusals (cudaMemcpy3D, cudaMemcpy3DPeer,
 * the graphs' memcpy nodes, per kind and generic) are checked here too:
 * no call for a refused copy, the right bytes for a good one. On a GPU,
 * tests/compat/array-t.cu and graph-t.cu check the same against cudart.
 */
#define _POSIX_C_SOURCE 200809L
#define CUDA_ENABLE_DEPRECATED 1 /* the 1D array copies are the Runtime's still */
#include "config.h"

#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cuda.h>
#include <cuda_runtime_api.h>

#include "tests/reliability/fakectl.h"
#include "tests/tap/basic.h"

/* the per-thread default stream forms, which cuda_runtime_api.h declares
 * only under --default-stream per-thread, by their exported names */
cudaError_t cudaMemset3D_ptds(struct cudaPitchedPtr pitchedDevPtr, int value,
                              struct cudaExtent extent);
cudaError_t cudaMemset3DAsync_ptsz(struct cudaPitchedPtr pitchedDevPtr, int value,
                                   struct cudaExtent extent, cudaStream_t stream);

/* tests/reliability/arrayshim.c's answers */
static unsigned long (*shim_calls)(const char *name);
static void (*shim_last)(CUDA_MEMCPY3D *out);

enum { W = 40, H = 6, D = 3, POISON = 0xA5 };

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
                forms[i].fn(far, POISON ^ 1, (struct cudaExtent){1, big, big}, NULL), before);
        /* slices pitch * ysize apart: a ysize of 2^58 + 1 at a pitch that
         * is a multiple of 2^6 wraps around to a slice of pitch bytes, the
         * next row */
        far = block;
        far.ysize = ((size_t)1 << 58) + 1;
        before = fills();
        refused(name, "slices that wrap around",
                forms[i].fn(far, POISON ^ 2, (struct cudaExtent){W, 1, D}, NULL), before);
        /* one slice of rows whose bytes wrap around */
        far = block;
        far.pitch = (size_t)1 << 40;
        before = fills();
        refused(name, "pitch * height beyond a size_t",
                forms[i].fn(far, POISON ^ 3, (struct cudaExtent){W, (size_t)1 << 30, 1}, NULL),
                before);
    }

    /* what does fit is filled as before, slice by slice where the slices
     * are taller than the fill */
    before = fills();
    ok(cudaMemset3D(block, 0x11, (struct cudaExtent){W - 3, H - 2, D}) == cudaSuccess,
       "cudaMemset3D of a smaller extent succeeds");
    reference_fill(0x11, W - 3, H - 2, D);
    ok(fills() == before + D, "one fill per slice (%lu)", fills() - before);
    ok(memcmp(block.ptr, want, block_bytes()) == 0, "every byte as the CPU reference");
    before = fills();
    ok(cudaMemset3DAsync(block, 0x22, (struct cudaExtent){W, H, D}, NULL) == cudaSuccess &&
           cudaDeviceSynchronize() == cudaSuccess,
       "cudaMemset3DAsync of the whole block succeeds");
    reference_fill(0x22, W, H, D);
    ok(fills() == before + 1, "one fill for slices without a gap (%lu)", fills() - before);
    ok(memcmp(block.ptr, want, block_bytes()) == 0, "every byte as the CPU reference");
}

/* Fills whose bytes fit a size_t but whose pointer runs on past the top
 * of the address space: one fill of every row (depth 1), or slices of
 * 2^50 rows, the second of which wrapped around onto the block. */
static void test_memset3d_top(void)
{
    const size_t tall = (size_t)1 << 50;
    struct cudaPitchedPtr far;
    unsigned long before;
    unsigned i;

    for (i = 0; i < sizeof forms / sizeof forms[0]; i++) {
        const char *name = forms[i].name;

        far = block;
        far.ptr = (void *)(UINTPTR_MAX - block.pitch + 1); /* one row below the top */
        before = fills();
        refused(name, "two rows from the top row",
                forms[i].fn(far, POISON ^ 4, (struct cudaExtent){1, 2, 1}, NULL), before);
        far = block;
        far.ysize = tall;
        far.ptr = (void *)((uintptr_t)block.ptr - block.pitch * tall);
        before = fills();
        refused(name, "slices whose second wraps around onto the block",
                forms[i].fn(far, POISON ^ 5, (struct cudaExtent){W, 1, 2}, NULL), before);
    }
}

static void test_malloc3d(void)
{
    struct cudaPitchedPtr p;
    unsigned long before = fake.calls("cuMemAllocPitch");
    cudaError_t e;

    memset(&p, 0, sizeof p);
    e = cudaMalloc3D(&p, (struct cudaExtent){16, (size_t)1 << 33, (size_t)1 << 33});
    ok(e == cudaErrorInvalidValue, "cudaMalloc3D, height * depth beyond a size_t: "
                                   "cudaErrorInvalidValue (seen %s)", cudaGetErrorName(e));
    ok(cudaGetLastError() == cudaErrorInvalidValue, "cudaMalloc3D: recorded");
    ok(fake.calls("cuMemAllocPitch") == before, "cudaMalloc3D: no allocation asked for");
}

/* ------------------------------------------------------------ cudaMemcpy3DParms */

static const size_t huge = (size_t)1 << 60;

/* The calls that would carry a copy to the driver. */
static unsigned long copies(void)
{
    static const char *const entries[] = {
        "cuMemcpy3D", "cuMemcpy3DAsync", "cuGraphAddMemcpyNode", "cuGraphMemcpyNodeSetParams",
        "cuGraphExecMemcpyNodeSetParams", "cuGraphAddNode", "cuGraphNodeSetParams",
        "cuGraphExecNodeSetParams",
    };
    unsigned long n = fake.calls("cuMemcpy3DPeer") + fake.calls("cuMemcpy3DPeerAsync");
    unsigned i;

    for (i = 0; i < sizeof entries / sizeof entries[0]; i++)
        n += shim_calls(entries[i]);
    return n;
}

/* One refused conversion: cudaErrorInvalidValue, recorded once, no copy
 * reached the driver. */
static void copy_refused(const char *what, cudaError_t e, unsigned long before)
{
    ok(e == cudaErrorInvalidValue, "%s: cudaErrorInvalidValue (seen %s)", what,
       cudaGetErrorName(e));
    ok(cudaGetLastError() == cudaErrorInvalidValue && cudaGetLastError() == cudaSuccess,
       "%s: recorded once", what);
    ok(copies() == before, "%s: no copy reached the driver", what);
}

/* One good conversion: the driver got one copy, of these bytes. */
static void copy_made(const char *what, cudaError_t e, unsigned long before, size_t src_x,
                      size_t dst_x, size_t width)
{
    CUDA_MEMCPY3D c;

    memset(&c, 0, sizeof c);
    shim_last(&c);
    ok(e == cudaSuccess && copies() == before + 1, "%s: one copy (%s)", what,
       cudaGetErrorName(e));
    ok(c.srcXInBytes == src_x && c.dstXInBytes == dst_x && c.WidthInBytes == width,
       "%s: x %zu -> %zu, %zu bytes wide", what, c.srcXInBytes, c.dstXInBytes, c.WidthInBytes);
}

/* The deprecated 1D copies of an array (row bytes wide) from and to a
 * pointer near the top of the address space: count bytes that run on past
 * it are refused; the last row of bytes below it is copied. */
static void test_flat_top(cudaArray_t a, size_t row)
{
    const void *top = (const void *)(UINTPTR_MAX - row + 1);
    const void *over = (const void *)(UINTPTR_MAX - row + 2);
    unsigned long before = copies();
    CUDA_MEMCPY3D c;

    copy_refused("cudaMemcpyToArray, a row from one byte short of the top",
                 cudaMemcpyToArray(a, 0, 0, over, row, cudaMemcpyHostToDevice), before);
    copy_refused("cudaMemcpyFromArray, the same",
                 cudaMemcpyFromArray((void *)over, a, 0, 0, row, cudaMemcpyDeviceToHost),
                 before);
    copy_refused("cudaMemcpyFromArrayAsync, two bytes to the top one",
                 cudaMemcpyFromArrayAsync((void *)UINTPTR_MAX, a, 0, 0, 2, cudaMemcpyDefault,
                                          NULL),
                 before);
    memset(&c, 0, sizeof c);
    ok(cudaMemcpyToArray(a, 0, 1, top, row, cudaMemcpyHostToDevice) == cudaSuccess &&
           copies() == before + 1,
       "cudaMemcpyToArray, the top row of bytes: one copy");
    shim_last(&c);
    ok(c.srcMemoryType == CU_MEMORYTYPE_HOST && c.srcHost == top && c.WidthInBytes == row &&
           c.Height == 1 && c.dstArray == (CUarray)a && c.dstY == 1,
       "cudaMemcpyToArray, the top row of bytes: from %p, %zu x %zu", c.srcHost, c.WidthInBytes,
       c.Height);
}

/* A 1D copy between an array (row bytes wide, 8 rows, es-byte elements)
 * and a pointer that starts one element into a row: the rest of that row,
 * the whole rows, the start of the last, three calls -- not one a row. */
static void test_flat_rows(cudaArray_t a, size_t row, size_t es)
{
    static unsigned char host[1];
    const uintptr_t h = (uintptr_t)host; /* the shim copies nothing: any range */
    unsigned long before = copies();
    CUDA_MEMCPY3D c;
    cudaError_t e;

    e = cudaMemcpyToArray(a, es, 1, host, 5 * row, cudaMemcpyHostToDevice);
    ok(e == cudaSuccess && copies() == before + 3,
       "cudaMemcpyToArray, 5 rows from one element in: 3 copies (%s, %lu)", cudaGetErrorName(e),
       copies() - before);
    memset(&c, 0, sizeof c);
    shim_last(&c);
    ok(c.srcHost == (const void *)(h + 5 * row - es) && c.dstXInBytes == 0 && c.dstY == 6 &&
           c.WidthInBytes == es && c.Height == 1,
       "cudaMemcpyToArray: the last copy %zu x %zu to (%zu, %zu)", c.WidthInBytes, c.Height,
       c.dstXInBytes, c.dstY);
    before = copies();
    e = cudaMemcpyFromArrayAsync(host, a, es, 1, 5 * row, cudaMemcpyDeviceToHost, NULL);
    ok(e == cudaSuccess && copies() == before + 3,
       "cudaMemcpyFromArrayAsync, the same back: 3 copies (%s, %lu)", cudaGetErrorName(e),
       copies() - before);
}

static void test_memcpy3d(void)
{
    const size_t es = 16, aw = 64; /* a float4 array, aw wide */
    struct cudaChannelFormatDesc d = cudaCreateChannelDesc(32, 32, 32, 32,
                                                           cudaChannelFormatKindFloat);
    static unsigned char host[16 * 64];
    struct cudaMemcpy3DParms p, bad;
    struct cudaMemcpy3DPeerParms q;
    struct cudaGraphNodeParams gp;
    cudaGraphExec_t exec = (cudaGraphExec_t)(void *)host; /* a handle the driver never sees */
    cudaGraphNode_t node = NULL;
    cudaArray_t a = NULL;
    cudaGraph_t g = NULL;
    unsigned long before;

    if (cudaMalloc3DArray(&a, &d, (struct cudaExtent){aw, 8, 0}, 0) != cudaSuccess ||
        cudaGraphCreate(&g, 0) != cudaSuccess)
        bail("an array and a graph on the shim: %s", cudaGetErrorName(cudaGetLastError()));
    memset(&p, 0, sizeof p);
    p.srcPtr = (struct cudaPitchedPtr){host, sizeof host, aw, 1};
    p.dstArray = a;
    p.dstPos = (struct cudaPos){3, 0, 0};
    p.extent = (struct cudaExtent){5, 1, 1};
    p.kind = cudaMemcpyHostToDevice;
    before = copies();
    copy_made("cudaMemcpy3D, 5 elements to x 3", cudaMemcpy3D(&p), before, 0, 3 * es, 5 * es);

    bad = p;
    bad.extent = (struct cudaExtent){huge + 1, 1, 1};
    before = copies();
    copy_refused("cudaMemcpy3D, extent.width 2^60 + 1", cudaMemcpy3D(&bad), before);
    copy_refused("cudaMemcpy3DAsync, the same", cudaMemcpy3DAsync(&bad, NULL), before);
    bad = p;
    bad.srcPos = (struct cudaPos){huge, 0, 0};
    copy_refused("cudaMemcpy3D, srcPos.x 2^60 of the pointer", cudaMemcpy3D(&bad), before);
    bad = p;
    bad.dstPos = (struct cudaPos){huge, 0, 0};
    copy_refused("cudaMemcpy3D, dstPos.x 2^60 of the array", cudaMemcpy3D(&bad), before);
    memset(&bad, 0, sizeof bad);
    bad.srcArray = a;
    bad.srcPos = (struct cudaPos){huge, 0, 0};
    bad.dstPtr = (struct cudaPitchedPtr){host, sizeof host, aw, 1};
    bad.extent = (struct cudaExtent){1, 1, 1};
    bad.kind = cudaMemcpyDeviceToHost;
    copy_refused("cudaMemcpy3D, srcPos.x 2^60 of the array", cudaMemcpy3D(&bad), before);
    memset(&q, 0, sizeof q);
    q.srcPtr = p.srcPtr;
    q.dstArray = a;
    q.extent = (struct cudaExtent){huge + 1, 1, 1};
    copy_refused("cudaMemcpy3DPeer, extent.width 2^60 + 1", cudaMemcpy3DPeer(&q), before);

    /* the graphs' memcpy nodes: the same converter */
    bad = p;
    bad.extent = (struct cudaExtent){huge + 1, 1, 1};
    copy_refused("cudaGraphAddMemcpyNode, extent.width 2^60 + 1",
                 cudaGraphAddMemcpyNode(&node, g, NULL, 0, &bad), before);
    copy_made("cudaGraphAddMemcpyNode, 5 elements to x 3",
              cudaGraphAddMemcpyNode(&node, g, NULL, 0, &p), before, 0, 3 * es, 5 * es);
    before = copies();
    copy_refused("cudaGraphMemcpyNodeSetParams, extent.width 2^60 + 1",
                 cudaGraphMemcpyNodeSetParams(node, &bad), before);
    copy_refused("cudaGraphExecMemcpyNodeSetParams, extent.width 2^60 + 1",
                 cudaGraphExecMemcpyNodeSetParams(exec, node, &bad), before);
    memset(&gp, 0, sizeof gp);
    gp.type = cudaGraphNodeTypeMemcpy;
    gp.memcpy.copyParams = bad;
    copy_refused("cudaGraphAddNode, extent.width 2^60 + 1",
#if CUDART_VERSION >= 13000
                 cudaGraphAddNode(&node, g, NULL, NULL, 0, &gp), before);
#else
                 cudaGraphAddNode(&node, g, NULL, 0, &gp), before);
#endif
    copy_refused("cudaGraphNodeSetParams, the same", cudaGraphNodeSetParams(node, &gp), before);
    copy_refused("cudaGraphExecNodeSetParams, the same",
                 cudaGraphExecNodeSetParams(exec, node, &gp), before);
    gp.memcpy.copyParams = p;
    gp.memcpy.copyParams.dstPos = (struct cudaPos){7, 0, 0};
    copy_made("cudaGraphExecNodeSetParams, 5 elements to x 7",
              cudaGraphExecNodeSetParams(exec, node, &gp), before, 0, 7 * es, 5 * es);
    /* a graph memcpy node has cudaMemcpy3D's checks now: a pitch narrower
     * than the width */
    bad = p;
    bad.srcPtr.pitch = 4 * es;
    before = copies();
    ok(cudaGraphMemcpyNodeSetParams(node, &bad) == cudaErrorInvalidPitchValue &&
           cudaGetLastError() == cudaErrorInvalidPitchValue && copies() == before,
       "cudaGraphMemcpyNodeSetParams, a pitch narrower than the width: "
       "cudaErrorInvalidPitchValue, no copy");

    test_flat_top(a, aw * es);
    test_flat_rows(a, aw * es, es);
    ok(cudaGraphDestroy(g) == cudaSuccess && cudaFreeArray(a) == cudaSuccess,
       "the graph and the array destroyed");
}

static void shim_use(void)
{
    const char *top = getenv("CUFW_TOP_BUILDDIR");
    char path[4096];
    void *lib;

    fake_use(); /* the stand-in, loaded: the shim loads the same file */
    setenv("CUFW_SHIM_UNDER", fake_path(), 1);
    snprintf(path, sizeof path, "%s/tests/reliability/arrayshim.so",
             top != NULL && *top != '\0' ? top : ".");
    lib = dlopen(path, RTLD_NOW | RTLD_LOCAL);
    if (lib == NULL)
        bail("cannot load the shim: %s", dlerror());
    *(void **)&shim_calls = dlsym(lib, "arrayshim_calls");
    *(void **)&shim_last = dlsym(lib, "arrayshim_last");
    if (shim_calls == NULL || shim_last == NULL)
        bail("the shim %s lacks its answers", path);
    setenv("CUFW_LIBCUDA", path, 1); /* what cufw loads: the shim in front */
}

int main(void)
{
    plan_lazy();
    shim_use();
    if (cudaMalloc3D(&block, (struct cudaExtent){W, H, D}) != cudaSuccess)
        bail("cudaMalloc3D on the stand-in driver: %s", cudaGetErrorName(cudaGetLastError()));
    ok(block.ptr != NULL && block.pitch >= W && block.xsize == W && block.ysize == H,
       "cudaMalloc3D: pitch %zu", block.pitch);
    want = malloc(block_bytes());
    if (want == NULL)
        bail("out of memory");
    memset(want, POISON, block_bytes());
    memset(block.ptr, POISON, block_bytes());
    test_memset3d();
    test_memset3d_top();
    test_malloc3d();
    test_memcpy3d();
    ok(cudaFree(block.ptr) == cudaSuccess, "cudaFree");
    free(want);
    return 0;
}
