/* SPDX-License-Identifier: MIT */
/*
 * CUDA arrays: cudaMallocArray / cudaMalloc3DArray / cudaMallocMipmappedArray
 * with the channel formats read back (cudaGetChannelDesc, cudaArrayGetInfo,
 * and the Driver's cuArray3DGetDescriptor of the same handle); round trips
 * of random data through every copy to, from and between arrays (2D with
 * offsets and pitches, the deprecated 1D copies that run on into the next
 * rows, 3D copies with positions, sync, async, cudaMemcpyDefault, through
 * device memory), cudaMalloc3D + cudaMemset3D, cudaMemcpy3DPeer, and the
 * error codes of bad pitches, kinds, extents and descriptors. Every byte of
 * the destination is checked against a CPU reference: outputs are poisoned
 * first and what a copy must not touch must keep its poison. Interop: a
 * cudaArray_t in cuMemcpy3D / cuArray3DGetDescriptor, a Driver array in
 * the Runtime's copies. Last, positions and extents whose bytes overflow a
 * size_t, refused with the destination untouched (issue 25, N5).
 */
/* the 1D array copies are deprecated, and tested here (nvcc includes the
 * Runtime header first, so CUDA_ENABLE_DEPRECATED would come too late) */
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"

#include "tests/compat/compat.h"
#include "tests/compat/driver.h"

#include <stdlib.h>

/* One test: byte buffers equal; on failure the first difference. */
static int bytes_equal(const unsigned char *want, const unsigned char *seen, size_t len,
                       const char *what)
{
    size_t i;

    for (i = 0; i < len && want[i] == seen[i]; i++)
        continue;
    if (ok(i == len, "%s", what))
        return 1;
    diag("first difference at byte %zu: wanted 0x%02x, seen 0x%02x", i, want[i], seen[i]);
    return 0;
}

static unsigned char *xmalloc(size_t n)
{
    unsigned char *p = (unsigned char *)malloc(n != 0 ? n : 1);

    if (p == NULL)
        bail("out of host memory");
    return p;
}

/* ------------------------------------------------------------ formats */

struct fmt {
    struct cudaChannelFormatDesc d;
    CUarray_format format;
    unsigned channels;
};

static void test_formats(void)
{
    const struct fmt fmts[] = {
        {cudaCreateChannelDesc(8, 0, 0, 0, cudaChannelFormatKindUnsigned),
         CU_AD_FORMAT_UNSIGNED_INT8, 1},
        {cudaCreateChannelDesc(16, 16, 0, 0, cudaChannelFormatKindSigned),
         CU_AD_FORMAT_SIGNED_INT16, 2},
        {cudaCreateChannelDesc(32, 32, 32, 32, cudaChannelFormatKindUnsigned),
         CU_AD_FORMAT_UNSIGNED_INT32, 4},
        {cudaCreateChannelDesc(16, 0, 0, 0, cudaChannelFormatKindFloat), CU_AD_FORMAT_HALF, 1},
        {cudaCreateChannelDesc<float2>(), CU_AD_FORMAT_FLOAT, 2},
        {cudaCreateChannelDesc<int>(), CU_AD_FORMAT_SIGNED_INT32, 1},
        {cudaCreateChannelDesc<char4>(), CU_AD_FORMAT_SIGNED_INT8, 4},
        {cudaCreateChannelDesc<float4>(), CU_AD_FORMAT_FLOAT, 4},
        {cudaCreateChannelDesc<cudaChannelFormatKindUnsignedNormalized8X4>(),
         CU_AD_FORMAT_UNORM_INT8X4, 4},
        {cudaCreateChannelDesc<cudaChannelFormatKindSignedNormalized16X2>(),
         CU_AD_FORMAT_SNORM_INT16X2, 2},
    };
    struct cudaChannelFormatDesc d, bad;
    struct cudaExtent ext;
    CUDA_ARRAY3D_DESCRIPTOR cd;
    cudaArray_t a = NULL;
    unsigned flags = 99, i;
    size_t w = 1 + test_rand() % 300, h = 1 + test_rand() % 40;

    d = cudaCreateChannelDesc(8, 16, 32, 8, cudaChannelFormatKindFloat);
    ok(d.x == 8 && d.y == 16 && d.z == 32 && d.w == 8 && d.f == cudaChannelFormatKindFloat,
       "cudaCreateChannelDesc gives its arguments back");
    for (i = 0; i < sizeof fmts / sizeof fmts[0]; i++) {
        const struct cudaChannelFormatDesc *f = &fmts[i].d;

        if (!is_err(cudaSuccess, cudaMallocArray(&a, f, w, h),
                    "cudaMallocArray %zux%zu of (%d,%d,%d,%d,kind %d)", w, h, f->x, f->y, f->z,
                    f->w, (int)f->f))
            continue;
        memset(&d, 0x5a, sizeof d);
        CUDA_OK(cudaGetChannelDesc(&d, a));
        ok(d.x == f->x && d.y == f->y && d.z == f->z && d.w == f->w && d.f == f->f,
           "cudaGetChannelDesc gives the descriptor back (%d,%d,%d,%d,%d)", d.x, d.y, d.z, d.w,
           (int)d.f);
        memset(&cd, 0, sizeof cd);
        CU_OK(drv.cuArray3DGetDescriptor(&cd, (CUarray)a));
        ok(cd.Format == fmts[i].format && cd.NumChannels == fmts[i].channels && cd.Width == w &&
               cd.Height == h && cd.Depth == 0,
           "cuArray3DGetDescriptor of the cudaArray_t: format 0x%x, %u channels, %zux%zux%zu",
           (unsigned)cd.Format, cd.NumChannels, cd.Width, cd.Height, cd.Depth);
        memset(&ext, 0x5a, sizeof ext);
        CUDA_OK(cudaArrayGetInfo(&d, &ext, &flags, a));
        ok(ext.width == w && ext.height == h && ext.depth == 0 && flags == cudaArrayDefault &&
               d.f == f->f && d.x == f->x,
           "cudaArrayGetInfo: %zux%zux%zu, flags %u", ext.width, ext.height, ext.depth, flags);
        CUDA_OK(cudaFreeArray(a));
    }

    /* a 1D array (height 0), a 3D one, layered and surface flags */
    d = cudaCreateChannelDesc<float>();
    CUDA_OK(cudaMallocArray(&a, &d, w));
    CUDA_OK(cudaArrayGetInfo(NULL, &ext, &flags, a));
    ok(ext.width == w && ext.height == 0 && ext.depth == 0, "cudaMallocArray height 0: 1D");
    CUDA_OK(cudaFreeArray(a));
    CUDA_OK(cudaMalloc3DArray(&a, &d, make_cudaExtent(w, h, 3), cudaArraySurfaceLoadStore));
    CUDA_OK(cudaArrayGetInfo(&d, &ext, &flags, a));
    ok(ext.width == w && ext.height == h && ext.depth == 3 && flags == cudaArraySurfaceLoadStore,
       "cudaMalloc3DArray: %zux%zux%zu, flags %u", ext.width, ext.height, ext.depth, flags);
    memset(&cd, 0, sizeof cd);
    CU_OK(drv.cuArray3DGetDescriptor(&cd, (CUarray)a));
    ok(cd.Flags == CUDA_ARRAY3D_SURFACE_LDST,
       "cudaArraySurfaceLoadStore is CUDA_ARRAY3D_SURFACE_LDST");
    CUDA_OK(cudaFreeArray(a));
    CUDA_OK(cudaMalloc3DArray(&a, &d, make_cudaExtent(w, h, 4), cudaArrayLayered));
    CUDA_OK(cudaArrayGetInfo(NULL, &ext, &flags, a));
    ok(ext.depth == 4 && flags == cudaArrayLayered, "a layered array: 4 layers, cudaArrayLayered");
    CUDA_OK(cudaFreeArray(a));

    /* channels of different sizes */
    bad = cudaCreateChannelDesc(8, 16, 0, 0, cudaChannelFormatKindUnsigned);
    FAILS_WITH(cudaErrorInvalidChannelDescriptor, cudaMallocArray(&a, &bad, 16, 16));
    FAILS_WITH(cudaErrorInvalidValue, cudaMallocArray(NULL, &d, 16, 16));
}

/* ------------------------------------------------------------ 2D copies */

/* The 2D copies: an array of W x H uints is filled from poison, a random
 * rectangle copied in at an offset, read back whole and compared. */
static void test_2d(int how)
{
    static const char *const names[] = {"sync host", "async host", "device, default kind",
                                        "async device to device"};
    const size_t es = 4;
    size_t W = 8 + test_rand() % 200, H = 2 + test_rand() % 30;
    size_t rw = 1 + test_rand() % (W - 1), rh = 1 + test_rand() % (H - 1);
    size_t x0 = test_rand() % (W - rw + 1), y0 = test_rand() % (H - rh + 1);
    size_t spitch = rw * es + test_rand() % 64, hpitch = W * es + 16 * (test_rand() % 4);
    unsigned char *src = xmalloc(spitch * rh), *all = xmalloc(W * es * H);
    unsigned char *out = xmalloc(hpitch * H), *want = xmalloc(hpitch * H);
    struct cudaChannelFormatDesc d = cudaCreateChannelDesc<unsigned>();
    cudaArray_t a = NULL, b = NULL;
    cudaStream_t s = NULL;
    void *dev = NULL;
    size_t dpitch = 0, y;
    char what[160];

    diag("%s: %zux%zu array, rectangle %zux%zu at (%zu,%zu), spitch %zu", names[how], W, H, rw,
         rh, x0, y0, spitch);
    CUDA_OK(cudaStreamCreate(&s));
    CUDA_OK(cudaMallocArray(&a, &d, W, H));
    poison(all, W * es * H);
    CUDA_OK(cudaMemcpy2DToArray(a, 0, 0, all, W * es, W * es, H, cudaMemcpyHostToDevice));
    fill_random(src, spitch * rh);
    switch (how) {
    case 0:
        CUDA_OK(cudaMemcpy2DToArray(a, x0 * es, y0, src, spitch, rw * es, rh,
                                    cudaMemcpyHostToDevice));
        break;
    case 1:
        CUDA_OK(cudaMemcpy2DToArrayAsync(a, x0 * es, y0, src, spitch, rw * es, rh,
                                         cudaMemcpyHostToDevice, s));
        CUDA_OK(cudaStreamSynchronize(s));
        break;
    default: /* through pitched device memory */
        CUDA_OK(cudaMallocPitch(&dev, &dpitch, rw * es, rh));
        CUDA_OK(cudaMemcpy2D(dev, dpitch, src, spitch, rw * es, rh, cudaMemcpyHostToDevice));
        if (how == 2) {
            CUDA_OK(cudaMemcpy2DToArray(a, x0 * es, y0, dev, dpitch, rw * es, rh,
                                        cudaMemcpyDefault));
        } else {
            CUDA_OK(cudaMemcpy2DToArrayAsync(a, x0 * es, y0, dev, dpitch, rw * es, rh,
                                             cudaMemcpyDeviceToDevice, s));
            CUDA_OK(cudaStreamSynchronize(s));
        }
        break;
    }
    /* the reference: poison everywhere, the rectangle, host padding poisoned */
    poison(want, hpitch * H);
    for (y = 0; y < rh; y++)
        memcpy(want + (y0 + y) * hpitch + x0 * es, src + y * spitch, rw * es);
    poison(out, hpitch * H);
    if (how == 1) {
        CUDA_OK(cudaMemcpy2DFromArrayAsync(out, hpitch, a, 0, 0, W * es, H,
                                           cudaMemcpyDeviceToHost, s));
        CUDA_OK(cudaStreamSynchronize(s));
    } else {
        CUDA_OK(cudaMemcpy2DFromArray(out, hpitch, a, 0, 0, W * es, H,
                                      how == 2 ? cudaMemcpyDefault : cudaMemcpyDeviceToHost));
    }
    snprintf(what, sizeof what, "%s: cudaMemcpy2DToArray then cudaMemcpy2DFromArray, every byte",
             names[how]);
    bytes_equal(want, out, hpitch * H, what);

    /* the rectangle read back alone from its offset, into a pitch of its own */
    poison(out, hpitch * H);
    CUDA_OK(cudaMemcpy2DFromArray(out, rw * es + 3, a, x0 * es, y0, rw * es, rh,
                                  cudaMemcpyDeviceToHost));
    poison(want, hpitch * H);
    for (y = 0; y < rh; y++)
        memcpy(want + y * (rw * es + 3), src + y * spitch, rw * es);
    bytes_equal(want, out, hpitch * H, "cudaMemcpy2DFromArray of the rectangle at its offset");

    /* array to array: the rectangle moved to the origin of a second array */
    CUDA_OK(cudaMallocArray(&b, &d, W, H));
    CUDA_OK(cudaMemcpy2DToArray(b, 0, 0, all, W * es, W * es, H, cudaMemcpyHostToDevice));
    CUDA_OK(cudaMemcpy2DArrayToArray(b, 0, 0, a, x0 * es, y0, rw * es, rh,
                                     cudaMemcpyDeviceToDevice));
    poison(out, hpitch * H);
    CUDA_OK(cudaMemcpy2DFromArray(out, hpitch, b, 0, 0, W * es, H, cudaMemcpyDeviceToHost));
    poison(want, hpitch * H);
    for (y = 0; y < rh; y++)
        memcpy(want + y * hpitch, src + y * spitch, rw * es);
    bytes_equal(want, out, hpitch * H, "cudaMemcpy2DArrayToArray: the rectangle at the origin");

    CUDA_OK(cudaFreeArray(b));
    CUDA_OK(cudaFreeArray(a));
    if (dev != NULL)
        CUDA_OK(cudaFree(dev));
    CUDA_OK(cudaStreamDestroy(s));
    free(src);
    free(all);
    free(out);
    free(want);
}

/* ------------------------------------------------------------ 1D copies running on */

static void test_flat(void)
{
    const size_t es = 2; /* ushort */
    size_t W = 3 + test_rand() % 100, H = 3 + test_rand() % 20, W2 = 3 + test_rand() % 150;
    size_t row = W * es, total = row * H, row2 = W2 * es, H2 = total / row2 + 2;
    size_t start = es * (test_rand() % (W * H / 2)), count, start2;
    unsigned char *src = xmalloc(total), *out = xmalloc(total), *want = xmalloc(total);
    unsigned char *out2 = xmalloc(row2 * H2), *want2 = xmalloc(row2 * H2);
    struct cudaChannelFormatDesc d = cudaCreateChannelDesc<unsigned short>();
    cudaArray_t a = NULL, b = NULL;
    cudaStream_t s = NULL;

    count = es * (1 + test_rand() % ((total - start) / es));
    start2 = es * (test_rand() % (W2 * 2));
    if (start2 + count > row2 * H2)
        start2 = 0;
    diag("1D: %zux%zu array (row %zu bytes), %zu bytes from byte %zu; second array row %zu",
         W, H, row, count, start, row2);
    CUDA_OK(cudaStreamCreate(&s));
    CUDA_OK(cudaMallocArray(&a, &d, W, H));
    poison(out, total);
    CUDA_OK(cudaMemcpyToArray(a, 0, 0, out, total, cudaMemcpyHostToDevice));
    fill_random(src, total);
    CUDA_OK(cudaMemcpyToArray(a, start % row, start / row, src, count, cudaMemcpyHostToDevice));
    poison(want, total);
    memcpy(want + start, src, count);
    poison(out, total);
    CUDA_OK(cudaMemcpyFromArray(out, a, 0, 0, total, cudaMemcpyDeviceToHost));
    bytes_equal(want, out, total, "cudaMemcpyToArray running on into the next rows");
    poison(out, total);
    CUDA_OK(cudaMemcpyFromArrayAsync(out, a, start % row, start / row, count,
                                     cudaMemcpyDeviceToHost, s));
    CUDA_OK(cudaStreamSynchronize(s));
    ok(memcmp(out, src, count) == 0 && is_poisoned(out + count, total - count),
       "cudaMemcpyFromArrayAsync from the same offset: the bytes, nothing more");

    /* async in, with cudaMemcpyDefault */
    fill_random(src, total);
    CUDA_OK(cudaMemcpyToArrayAsync(a, 0, 0, src, total, cudaMemcpyDefault, s));
    CUDA_OK(cudaStreamSynchronize(s));
    poison(out, total);
    CUDA_OK(cudaMemcpyFromArray(out, a, 0, 0, total, cudaMemcpyDefault));
    bytes_equal(src, out, total, "cudaMemcpyToArrayAsync of the whole array");

    /* array to array of another row length */
    CUDA_OK(cudaMallocArray(&b, &d, W2, H2));
    poison(out2, row2 * H2);
    CUDA_OK(cudaMemcpyToArray(b, 0, 0, out2, row2 * H2, cudaMemcpyHostToDevice));
    CUDA_OK(cudaMemcpyArrayToArray(b, start2 % row2, start2 / row2, a, start % row, start / row,
                                   count, cudaMemcpyDeviceToDevice));
    poison(want2, row2 * H2);
    memcpy(want2 + start2, src + start, count);
    poison(out2, row2 * H2);
    CUDA_OK(cudaMemcpyFromArray(out2, b, 0, 0, row2 * H2, cudaMemcpyDeviceToHost));
    bytes_equal(want2, out2, row2 * H2, "cudaMemcpyArrayToArray between rows of other lengths");

    /* past the end of the array */
    FAILS_WITH(cudaErrorInvalidValue,
               cudaMemcpyToArray(a, 0, 1, src, total, cudaMemcpyHostToDevice));
    CUDA_OK(cudaFreeArray(a));
    CUDA_OK(cudaFreeArray(b));
    CUDA_OK(cudaStreamDestroy(s));
    free(src);
    free(out);
    free(want);
    free(out2);
    free(want2);
}

/* ------------------------------------------------------------ 3D */

/* A host block of w x h x d floats at pitch p (bytes), slice height sh. */
static void test_3d(void)
{
    const size_t es = sizeof(float);
    size_t W = 2 + test_rand() % 40, H = 2 + test_rand() % 20, D = 2 + test_rand() % 8;
    size_t ew = 1 + test_rand() % (W - 1), eh = 1 + test_rand() % (H - 1),
           ed = 1 + test_rand() % (D - 1);
    size_t ax = test_rand() % (W - ew + 1), ay = test_rand() % (H - eh + 1),
           az = test_rand() % (D - ed + 1);
    size_t hp = (W + 3) * es, hsh = H + 2, hbytes = hp * hsh * D;
    unsigned char *src = xmalloc(hbytes), *out = xmalloc(hbytes), *want = xmalloc(hbytes);
    struct cudaChannelFormatDesc d = cudaCreateChannelDesc<float>();
    struct cudaMemcpy3DParms p;
    struct cudaPitchedPtr pp;
    cudaArray_t a = NULL;
    cudaStream_t s = NULL;
    size_t x, y, z;
    int value = (int)(test_rand() % 256);

    diag("3D: %zux%zux%zu array, %zux%zux%zu at (%zu,%zu,%zu)", W, H, D, ew, eh, ed, ax, ay, az);
    CUDA_OK(cudaStreamCreate(&s));
    CUDA_OK(cudaMalloc3DArray(&a, &d, make_cudaExtent(W, H, D), 0));
    /* poison the whole array from a poisoned host block */
    poison(out, hbytes);
    memset(&p, 0, sizeof p);
    p.srcPtr = make_cudaPitchedPtr(out, hp, W, hsh);
    p.dstArray = a;
    p.extent = make_cudaExtent(W, H, D);
    p.kind = cudaMemcpyHostToDevice;
    CUDA_OK(cudaMemcpy3D(&p));

    /* a random block from host position (1,1,0) to array position (ax,ay,az) */
    fill_random(src, hbytes);
    memset(&p, 0, sizeof p);
    p.srcPtr = make_cudaPitchedPtr(src, hp, W, hsh);
    /* the pointer's x in the array's elements: so cudart reads it when an
     * array takes part (the documentation says bytes; H200, CUDA 13.0) */
    p.srcPos = make_cudaPos(1, 1, 0);
    p.dstArray = a;
    p.dstPos = make_cudaPos(ax, ay, az); /* elements for an array */
    p.extent = make_cudaExtent(ew, eh, ed);
    p.kind = cudaMemcpyHostToDevice;
    CUDA_OK(cudaMemcpy3DAsync(&p, s));
    CUDA_OK(cudaStreamSynchronize(s));

    /* the whole array back through a cudaMalloc3D block, to the host */
    CUDA_OK(cudaMalloc3D(&pp, make_cudaExtent(W * es, H, D)));
    ok(pp.pitch >= W * es && pp.xsize == W * es && pp.ysize == H,
       "cudaMalloc3D: pitch %zu, xsize %zu, ysize %zu", pp.pitch, pp.xsize, pp.ysize);
    memset(&p, 0, sizeof p);
    p.srcArray = a;
    p.dstPtr = pp;
    p.extent = make_cudaExtent(W, H, D);
    p.kind = cudaMemcpyDeviceToDevice;
    CUDA_OK(cudaMemcpy3D(&p));
    poison(out, hbytes);
    memset(&p, 0, sizeof p);
    p.srcPtr = pp;
    p.dstPtr = make_cudaPitchedPtr(out, hp, W, hsh);
    p.extent = make_cudaExtent(W * es, H, D); /* bytes: no array takes part */
    p.kind = cudaMemcpyDefault;
    CUDA_OK(cudaMemcpy3D(&p));
    poison(want, hbytes);
    for (z = 0; z < D; z++)
        for (y = 0; y < H; y++)
            for (x = 0; x < W; x++) {
                unsigned char *w = want + (z * hsh + y) * hp + x * es;

                if (x >= ax && x < ax + ew && y >= ay && y < ay + eh && z >= az && z < az + ed)
                    memcpy(w, src + ((z - az) * hsh + (y - ay + 1)) * hp + (x - ax + 1) * es,
                           es);
            }
    bytes_equal(want, out, hbytes, "cudaMemcpy3D host -> array -> cudaMalloc3D -> host");

    /* cudaMemset3D of a sub-extent of the pitched block, then read back */
    {
        size_t mw = 1 + test_rand() % (W * es), mh = 1 + test_rand() % H;
        size_t md = 1 + test_rand() % D;
        struct cudaPitchedPtr q = pp;

        CUDA_OK(cudaMemset3DAsync(pp, value, make_cudaExtent(mw, mh, md), s));
        CUDA_OK(cudaStreamSynchronize(s));
        for (z = 0; z < md; z++)
            for (y = 0; y < mh; y++)
                memset(want + (z * hsh + y) * hp, value, mw);
        /* all of H rows of a slice: one contiguous fill */
        q.ptr = (char *)pp.ptr + pp.pitch * H * (D - 1);
        CUDA_OK(cudaMemset3D(q, value ^ 0x5a, make_cudaExtent(es, H, 1)));
        for (y = 0; y < H; y++)
            memset(want + ((D - 1) * hsh + y) * hp, value ^ 0x5a, es);
        poison(out, hbytes);
        memset(&p, 0, sizeof p);
        p.srcPtr = pp;
        p.dstPtr = make_cudaPitchedPtr(out, hp, W, hsh);
        p.extent = make_cudaExtent(W * es, H, D);
        p.kind = cudaMemcpyDeviceToHost;
        CUDA_OK(cudaMemcpy3D(&p));
        bytes_equal(want, out, hbytes, "cudaMemset3DAsync and cudaMemset3D, every byte");
    }

    /* cudaMemcpy3DPeer on one device: the pitched block into the array, back */
    {
        struct cudaMemcpy3DPeerParms q;

        q = compat_peer_to_array(pp, a, make_cudaExtent(W, H, D));
        CUDA_OK(cudaMemcpy3DPeer(&q));
        poison(out, hbytes);
        memset(&p, 0, sizeof p);
        p.srcArray = a;
        p.dstPtr = make_cudaPitchedPtr(out, hp, W, hsh);
        p.extent = make_cudaExtent(W, H, D);
        p.kind = cudaMemcpyDeviceToHost;
        CUDA_OK(cudaMemcpy3D(&p));
        bytes_equal(want, out, hbytes, "cudaMemcpy3DPeer device 0 -> device 0 array");
    }

    /* errors */
    memset(&p, 0, sizeof p);
    p.srcArray = a;
    p.srcPtr = pp;
    p.dstPtr = make_cudaPitchedPtr(out, hp, W, hsh);
    p.extent = make_cudaExtent(1, 1, 1);
    p.kind = cudaMemcpyDeviceToHost;
    FAILS_WITH(cudaErrorInvalidValue, cudaMemcpy3D(&p)); /* both an array and a pointer */
    FAILS_WITH(cudaErrorInvalidValue, cudaMemcpy3D(NULL));
    p.srcPtr.ptr = NULL;
    p.kind = (enum cudaMemcpyKind)7;
    FAILS_WITH(cudaErrorInvalidMemcpyDirection, cudaMemcpy3D(&p));
    {
        /* arrays of different element sizes (documented as an error) */
        struct cudaChannelFormatDesc d2 = cudaCreateChannelDesc<float2>();
        cudaArray_t b = NULL;

        CUDA_OK(cudaMalloc3DArray(&b, &d2, make_cudaExtent(W, H, D), 0));
        memset(&p, 0, sizeof p);
        p.srcArray = a;
        p.dstArray = b;
        p.extent = make_cudaExtent(1, 1, 1);
        p.kind = cudaMemcpyDeviceToDevice;
        FAILS_WITH(cudaErrorInvalidValue, cudaMemcpy3D(&p));
        CUDA_OK(cudaFreeArray(b));
    }
    /* the kind says host for the array side: refused by cudart (H200,
     * CUDA 13.0), although its documentation says the kind is corrected */
    {
        unsigned char one[sizeof(float)];

        memset(&p, 0, sizeof p);
        p.srcArray = a;
        p.dstPtr = make_cudaPitchedPtr(one, sizeof one, 1, 1);
        p.extent = make_cudaExtent(1, 1, 1);
        p.kind = cudaMemcpyHostToHost;
        FAILS_WITH(cudaErrorInvalidValue, cudaMemcpy3D(&p));
    }

    CUDA_OK(cudaFree(pp.ptr));
    CUDA_OK(cudaFreeArray(a));
    CUDA_OK(cudaStreamDestroy(s));
    free(src);
    free(out);
    free(want);
}

/* ------------------------------------------------------------ mipmaps, requirements */

static void test_mipmap(void)
{
    struct cudaChannelFormatDesc d = cudaCreateChannelDesc<float>();
    cudaMipmappedArray_t m = NULL;
    cudaArray_t l1 = NULL;
    struct cudaExtent ext;
    unsigned flags;
    int dev = 0, deferred = 0, sparse = 0;

    CUDA_OK(cudaMallocMipmappedArray(&m, &d, make_cudaExtent(64, 32, 0), 4, 0));
    CUDA_OK(cudaGetMipmappedArrayLevel(&l1, m, 1));
    CUDA_OK(cudaArrayGetInfo(NULL, &ext, &flags, l1));
    ok(ext.width == 32 && ext.height == 16 && ext.depth == 0,
       "cudaGetMipmappedArrayLevel 1 of 64x32: %zux%zux%zu", ext.width, ext.height, ext.depth);
    FAILS_WITH(cudaErrorInvalidValue, cudaGetMipmappedArrayLevel(NULL, m, 1));
    CUDA_OK(cudaFreeMipmappedArray(m));

    CUDA_OK(cudaDeviceGetAttribute(&deferred, cudaDevAttrDeferredMappingCudaArraySupported, dev));
    if (deferred) {
        struct cudaArrayMemoryRequirements r;
        cudaArray_t a = NULL;

        memset(&r, 0, sizeof r);
        CUDA_OK(cudaMallocArray(&a, &d, 256, 64, cudaArrayDeferredMapping));
        CUDA_OK(cudaArrayGetMemoryRequirements(&r, a, dev));
        ok(r.size >= 256 * 64 * sizeof(float) && r.alignment != 0,
           "cudaArrayGetMemoryRequirements: %zu bytes, alignment %zu", r.size, r.alignment);
        CUDA_OK(cudaFreeArray(a));
    } else {
        skip(4, "no deferred mapping of arrays");
    }
    CUDA_OK(cudaDeviceGetAttribute(&sparse, cudaDevAttrSparseCudaArraySupported, dev));
    if (sparse) {
        struct cudaArraySparseProperties sp;
        cudaArray_t a = NULL;

        memset(&sp, 0, sizeof sp);
        CUDA_OK(cudaMalloc3DArray(&a, &d, make_cudaExtent(512, 512, 0), cudaArraySparse));
        CUDA_OK(cudaArrayGetSparseProperties(&sp, a));
        ok(sp.tileExtent.width != 0 && sp.tileExtent.height != 0,
           "cudaArrayGetSparseProperties: tile %ux%ux%u", sp.tileExtent.width,
           sp.tileExtent.height, sp.tileExtent.depth);
        CUDA_OK(cudaFreeArray(a));
    } else {
        skip(4, "no sparse arrays");
    }
}

/* ------------------------------------------------------------ interop, errors */

static void test_interop(void)
{
    const size_t W = 48, H = 10, es = 4;
    unsigned char *src = xmalloc(W * H * es), *out = xmalloc(W * H * es);
    CUDA_ARRAY3D_DESCRIPTOR cd;
    CUDA_MEMCPY3D c;
    struct cudaChannelFormatDesc d;
    CUarray ca = NULL;
    cudaArray_t a = NULL;

    /* a Driver array in the Runtime's copies and getters */
    memset(&cd, 0, sizeof cd);
    cd.Width = W;
    cd.Height = H;
    cd.Format = CU_AD_FORMAT_SIGNED_INT16;
    cd.NumChannels = 2;
    CU_OK(drv.cuArray3DCreate(&ca, &cd));
    CUDA_OK(cudaGetChannelDesc(&d, (cudaArray_t)ca));
    ok(d.x == 16 && d.y == 16 && d.z == 0 && d.w == 0 && d.f == cudaChannelFormatKindSigned,
       "cudaGetChannelDesc of a Driver array (SIGNED_INT16 x 2)");
    fill_random(src, W * H * es);
    CUDA_OK(cudaMemcpy2DToArray((cudaArray_t)ca, 0, 0, src, W * es, W * es, H,
                                cudaMemcpyHostToDevice));
    poison(out, W * H * es);
    memset(&c, 0, sizeof c);
    c.srcMemoryType = CU_MEMORYTYPE_ARRAY;
    c.srcArray = ca;
    c.dstMemoryType = CU_MEMORYTYPE_HOST;
    c.dstHost = out;
    c.dstPitch = W * es;
    c.dstHeight = H;
    c.WidthInBytes = W * es;
    c.Height = H;
    c.Depth = 1;
    CU_OK(drv.cuMemcpy3D(&c));
    bytes_equal(src, out, W * H * es, "cudaMemcpy2DToArray into a Driver array, cuMemcpy3D out");

    /* a Runtime array in cuMemcpy3D */
    d = cudaCreateChannelDesc<int>();
    CUDA_OK(cudaMallocArray(&a, &d, W, H));
    fill_random(src, W * H * es);
    memset(&c, 0, sizeof c);
    c.srcMemoryType = CU_MEMORYTYPE_HOST;
    c.srcHost = src;
    c.srcPitch = W * es;
    c.srcHeight = H;
    c.dstMemoryType = CU_MEMORYTYPE_ARRAY;
    c.dstArray = (CUarray)a;
    c.WidthInBytes = W * es;
    c.Height = H;
    c.Depth = 1;
    CU_OK(drv.cuMemcpy3D(&c));
    poison(out, W * H * es);
    CUDA_OK(cudaMemcpy2DFromArray(out, W * es, a, 0, 0, W * es, H, cudaMemcpyDeviceToHost));
    bytes_equal(src, out, W * H * es, "cuMemcpy3D into a cudaArray_t, cudaMemcpy2DFromArray out");

    /* errors of the 2D copies */
    FAILS_WITH(cudaErrorInvalidPitchValue,
               cudaMemcpy2DToArray(a, 0, 0, src, W * es - 1, W * es, H, cudaMemcpyHostToDevice));
    /* one row: cudart says cudaErrorInvalidValue, not the pitch error */
    FAILS_WITH(cudaErrorInvalidValue,
               cudaMemcpy2DFromArray(out, 4, a, 0, 0, 8, 1, cudaMemcpyDeviceToHost));
    FAILS_WITH(cudaErrorInvalidPitchValue,
               cudaMemcpy2DFromArray(out, 4, a, 0, 0, 8, 2, cudaMemcpyDeviceToHost));
    FAILS_WITH(cudaErrorInvalidMemcpyDirection,
               cudaMemcpy2DToArray(a, 0, 0, src, W * es, W * es, H, (enum cudaMemcpyKind)9));
    /* a rectangle that does not fit: the driver's CUDA_ERROR_INVALID_VALUE */
    FAILS_WITH(cudaErrorInvalidValue,
               cudaMemcpy2DToArray(a, es, 0, src, W * es, W * es, H, cudaMemcpyHostToDevice));
    FAILS_WITH(cudaErrorInvalidValue,
               cudaMemcpy2DFromArray(out, W * es, a, 0, 1, W * es, H, cudaMemcpyDeviceToHost));
    CUDA_OK(cudaFreeArray(a));
    CU_OK(drv.cuArrayDestroy(ca));
    free(src);
    free(out);
}


/* ------------------------------------------------------------ batches */

#if CUDART_VERSION >= 13000
static void test_batch(void)
{
    const size_t n = 3, W = 40, H = 6, es = 4;
    size_t sizes[3], idx[1] = {0}, total = 0, i;
    unsigned char *host = NULL, *back = xmalloc(3 * 4096), *img = NULL, *out = xmalloc(W * H * es);
    unsigned char *dev = NULL, *want = xmalloc(W * H * es);
    void *dsts[3];
    const void *srcs[3];
    struct cudaMemcpyAttributes attr;
    struct cudaMemcpy3DBatchOp ops[2];
    struct cudaChannelFormatDesc d = cudaCreateChannelDesc<float>();
    cudaArray_t a = NULL;
    cudaStream_t s = NULL;
    size_t x0 = 1 + test_rand() % 10, y0 = test_rand() % 3, ew = W - 12, eh = 3, y;

    CUDA_OK(cudaStreamCreate(&s));
    CUDA_OK(cudaMallocHost((void **)&host, 3 * 4096));
    CUDA_OK(cudaMalloc((void **)&dev, 3 * 4096));
    CUDA_OK(cudaMemset(dev, COMPAT_POISON, 3 * 4096));
    fill_random(host, 3 * 4096);
    for (i = 0; i < n; i++) {
        sizes[i] = 1 + test_rand() % 4096;
        dsts[i] = dev + i * 4096;
        srcs[i] = host + i * 4096;
        total += sizes[i];
    }
    memset(&attr, 0, sizeof attr);
    attr.srcAccessOrder = cudaMemcpySrcAccessOrderStream;
    attr.srcLocHint.type = cudaMemLocationTypeHost;
    attr.dstLocHint.type = cudaMemLocationTypeDevice;
    CUDA_OK(cudaMemcpyBatchAsync(dsts, srcs, sizes, n, &attr, idx, 1, s));
    CUDA_OK(cudaStreamSynchronize(s));
    poison(back, 3 * 4096);
    CUDA_OK(cudaMemcpy(back, dev, 3 * 4096, cudaMemcpyDeviceToHost));
    for (i = 0; i < n; i++)
        if (memcmp(back + i * 4096, host + i * 4096, sizes[i]) != 0 ||
            !is_poisoned(back + i * 4096 + sizes[i], 4096 - sizes[i]))
            break;
    ok(i == n, "cudaMemcpyBatchAsync: %zu copies, %zu bytes, nothing more", n, total);
    attr.srcAccessOrder = cudaMemcpySrcAccessOrderInvalid;
    FAILS_WITH(cudaErrorInvalidValue, cudaMemcpyBatchAsync(dsts, srcs, sizes, n, &attr, idx, 1, s));

    /* 3D batch: pinned host -> array at an offset, array -> device */
    CUDA_OK(cudaMallocArray(&a, &d, W, H));
    img = host; /* W * H * es <= 3 * 4096 */
    poison(out, W * H * es);
    CUDA_OK(cudaMemcpy2DToArray(a, 0, 0, out, W * es, W * es, H, cudaMemcpyHostToDevice));
    memset(ops, 0, sizeof ops);
    ops[0].src.type = cudaMemcpyOperandTypePointer;
    ops[0].src.op.ptr.ptr = img;
    ops[0].src.op.ptr.rowLength = W; /* elements of the array */
    ops[0].dst.type = cudaMemcpyOperandTypeArray;
    ops[0].dst.op.array.array = a;
    ops[0].dst.op.array.offset.x = x0;
    ops[0].dst.op.array.offset.y = y0;
    ops[0].extent = make_cudaExtent(ew, eh, 1);
    ops[0].srcAccessOrder = cudaMemcpySrcAccessOrderStream;
    CUDA_OK(cudaMemcpy3DBatchAsync(1, ops, 0, s));
    ops[1].src.type = cudaMemcpyOperandTypeArray;
    ops[1].src.op.array.array = a;
    ops[1].dst.type = cudaMemcpyOperandTypePointer;
    ops[1].dst.op.ptr.ptr = dev;
    ops[1].extent = make_cudaExtent(W, H, 1);
    ops[1].srcAccessOrder = cudaMemcpySrcAccessOrderStream;
    CUDA_OK(cudaMemcpy3DBatchAsync(1, ops + 1, 0, s));
    CUDA_OK(cudaStreamSynchronize(s));
    poison(want, W * H * es);
    for (y = 0; y < eh; y++)
        memcpy(want + ((y0 + y) * W + x0) * es, img + y * W * es, ew * es);
    poison(out, W * H * es);
    CUDA_OK(cudaMemcpy(out, dev, W * H * es, cudaMemcpyDeviceToHost));
    bytes_equal(want, out, W * H * es, "cudaMemcpy3DBatchAsync: host -> array -> device");

    CUDA_OK(cudaFreeArray(a));
    CUDA_OK(cudaFree(dev));
    CUDA_OK(cudaFreeHost(host));
    CUDA_OK(cudaStreamDestroy(s));
    free(back);
    free(out);
    free(want);
}
#endif

/* ------------------------------------------------------------ sizes that overflow */

/*
 * Positions and extents counted in elements, so large that in bytes they
 * wrap around to small numbers (issue 25, N5): the extent width 2^60 + 1
 * of a float4 array is 16 bytes, the position 2^60 is byte 0. cufw refuses
 * each call and leaves the destination as it was; cudart 13.0 takes them
 * and makes the wrapped copies (compat.h, COMPAT_ON_CUFW).
 */
static void refused(cudaError_t e, const char *what)
{
    compat_wrapped_refused(e, what);
}

static void test_sizes(void)
{
    const size_t es = sizeof(float4), W = 8 + test_rand() % 24, H = 2 + test_rand() % 6;
    const size_t huge = (size_t)1 << 60, big = (size_t)1 << 32, bytes = W * H * es;
    struct cudaChannelFormatDesc d = cudaCreateChannelDesc<float4>();
    unsigned char *host = xmalloc(3 * bytes), *src = host, *out = host + bytes;
    unsigned char *want = host + 2 * bytes;
    struct cudaMemcpy3DParms p, back;
    struct cudaPitchedPtr pp, far;
    cudaArray_t a = NULL;
    cudaStream_t s = NULL;

    CUDA_OK(cudaStreamCreate(&s));
    CUDA_OK(cudaMalloc3DArray(&a, &d, make_cudaExtent(W, H, 0), 0));
    fill_random(want, bytes);
    fill_random(src, bytes);
    memset(&p, 0, sizeof p);
    p.srcPtr = make_cudaPitchedPtr(want, W * es, W, H);
    p.dstArray = a;
    p.extent = make_cudaExtent(W, H, 1);
    p.kind = cudaMemcpyHostToDevice;
    CUDA_OK(cudaMemcpy3D(&p));
    /* the whole array back to the host */
    memset(&back, 0, sizeof back);
    back.srcArray = a;
    back.dstPtr = make_cudaPitchedPtr(out, W * es, W, H);
    back.extent = make_cudaExtent(W, H, 1);
    back.kind = cudaMemcpyDeviceToHost;

    /* into the array: a width of 2^60 + 1 elements, from x 2^60 of the
     * pointer (counted in the array's elements), to x 2^60 of the array */
    memset(&p, 0, sizeof p);
    p.srcPtr = make_cudaPitchedPtr(src, W * es, W, H);
    p.dstArray = a;
    p.extent = make_cudaExtent(huge + 1, 1, 1);
    p.kind = cudaMemcpyHostToDevice;
    refused(cudaMemcpy3D(&p), "cudaMemcpy3D, extent.width 2^60 + 1 of a float4 array");
    refused(cudaMemcpy3DAsync(&p, s), "cudaMemcpy3DAsync, the same");
    CUDA_OK(cudaStreamSynchronize(s));
    p.extent = make_cudaExtent(1, 1, 1);
    p.srcPos = make_cudaPos(huge, 0, 0);
    refused(cudaMemcpy3D(&p), "cudaMemcpy3D, srcPos.x 2^60 of the pointer");
    p.srcPos = make_cudaPos(0, 0, 0);
    p.dstPos = make_cudaPos(huge, 0, 0);
    refused(cudaMemcpy3D(&p), "cudaMemcpy3D, dstPos.x 2^60 of the array");
    poison(out, bytes);
    CUDA_OK(cudaMemcpy3D(&back));
    COMPAT_CUFW_ONLY(bytes_equal(want, out, bytes, "the array is unchanged"));

    /* out of the array: from x 2^60 */
    memset(&p, 0, sizeof p);
    p.srcArray = a;
    p.srcPos = make_cudaPos(huge, 0, 0);
    p.dstPtr = make_cudaPitchedPtr(out, W * es, W, H);
    p.extent = make_cudaExtent(1, 1, 1);
    p.kind = cudaMemcpyDeviceToHost;
    poison(out, bytes);
    refused(cudaMemcpy3D(&p), "cudaMemcpy3D, srcPos.x 2^60 of a float4 array");
    COMPAT_CUFW_ONLY(ok(is_poisoned(out, bytes), "the host buffer is untouched"));

    /* cudaMemset3D of 2^32 slices of 2^32 rows: 2^64 rows, none once
     * wrapped around */
    CUDA_OK(cudaMalloc3D(&pp, make_cudaExtent(W * es, H, 2)));
    CUDA_OK(cudaMemset3D(pp, COMPAT_POISON, make_cudaExtent(W * es, H, 2)));
    far = pp;
    far.ysize = big;
    refused(cudaMemset3D(far, 0x5a, make_cudaExtent(1, big, big)),
            "cudaMemset3D, height = depth = 2^32");
    refused(cudaMemset3DAsync(far, 0x5a, make_cudaExtent(1, big, big), s),
            "cudaMemset3DAsync, height = depth = 2^32");
    CUDA_OK(cudaStreamSynchronize(s));
    {
        unsigned char *block = xmalloc(W * es * H * 2);

        CUDA_OK(cudaMemcpy2D(block, W * es, pp.ptr, pp.pitch, W * es, H * 2,
                             cudaMemcpyDeviceToHost));
        ok(is_poisoned(block, W * es * H * 2), "the pitched block is untouched");
        free(block);
    }

    CUDA_OK(cudaFree(pp.ptr));
    CUDA_OK(cudaFreeArray(a));
    CUDA_OK(cudaStreamDestroy(s));
    free(host);
}

int main(void)
{
    int i;

    drv_begin();
    CUDA_OK(cudaFree(0));
    test_formats();
    for (i = 0; i < 4; i++)
        test_2d(i);
    test_flat();
    test_3d();
    test_mipmap();
    test_interop();
#if CUDART_VERSION >= 13000
    test_batch();
#endif
    test_sizes(); /* last: what a runtime that let them through did may not be undone */
    return 0;
}
