/* SPDX-License-Identifier: MIT */
/*
 * fuzz/pitch2d.c -- compat's 2D copies and fills and their pitch checks,
 * on the stand-in driver behind the shim (fuzz/rt.h): cudaMemcpy2D and its
 * forms (compat/memory.c), the 2D copies to, from and between arrays, the
 * deprecated 1D copies to, from and between arrays that run on into the
 * next rows, and cudaMemset2D and cudaMemset3D
 * (compat/direct/array_copy.c).
 *
 * Input: byte 0 the function, two array descriptors, then the arguments
 * (pointers, pitches, widths, heights, offsets, a count, a kind, a pitched
 * pointer's ysize, a depth) as fuzz_num gives them, and which array each
 * array side is.
 *
 * Checks: a refused call returns the code the Runtime documents (a kind
 * outside cudaMemcpyKind: cudaErrorInvalidMemcpyDirection; a pitch
 * narrower than the width: cudaErrorInvalidPitchValue, or for an array
 * copy of one row cudaErrorInvalidValue; an offset or count beyond the
 * array, a fill wider than its pitch, an extent whose rows or bytes do not
 * fit a size_t, a pointer side or fill whose last byte lies past the end
 * of the address space: cudaErrorInvalidValue), recorded, before the
 * driver; an empty copy or fill succeeds and reaches nothing. Otherwise
 * the driver gets the copy or fill with the caller's numbers as they are;
 * a 1D copy of an array comes in pieces that each lie inside the array's
 * rows, follow each other without a gap and add up to the count, the
 * pointer side advancing with them; a 3D fill comes as one fill of every
 * row or one per slice, each at the slice's address computed in 128 bits
 * -- none wrapped around the address space.
 */
#define CUDA_ENABLE_DEPRECATED 1 /* the 1D array copies are the Runtime's still */
#include "config.h"

#include <string.h>

#include "rt.h"

/* the per-thread default stream forms, which cuda_runtime_api.h declares
 * only under --default-stream per-thread, by their exported names */
cudaError_t cudaMemcpy2D_ptds(void *dst, size_t dpitch, const void *src, size_t spitch,
                              size_t width, size_t height, enum cudaMemcpyKind kind);
cudaError_t cudaMemcpy2DAsync_ptsz(void *dst, size_t dpitch, const void *src, size_t spitch,
                                   size_t width, size_t height, enum cudaMemcpyKind kind,
                                   cudaStream_t stream);
cudaError_t cudaMemcpy2DFromArray_ptds(void *dst, size_t dpitch, cudaArray_const_t src,
                                       size_t wOffset, size_t hOffset, size_t width,
                                       size_t height, enum cudaMemcpyKind kind);
cudaError_t cudaMemset3D_ptds(struct cudaPitchedPtr pitchedDevPtr, int value,
                              struct cudaExtent extent);
cudaError_t cudaMemcpyFromArray_ptds(void *dst, cudaArray_const_t src, size_t wOffset,
                                     size_t hOffset, size_t count, enum cudaMemcpyKind kind);

enum fn {
    COPY, COPY_ASYNC, COPY_PTDS, COPY_PTSZ,                    /* cudaMemcpy2D */
    TO_ARRAY, FROM_ARRAY, ARRAY_TO_ARRAY, TO_ARRAY_ASYNC, FROM_ARRAY_PTDS, /* 2D and arrays */
    SET, SET_ASYNC,                                            /* cudaMemset2D */
    SET_3D, SET_3D_ASYNC, SET_3D_PTDS,                         /* cudaMemset3D */
    FLAT_TO, FLAT_FROM, FLAT_BETWEEN, FLAT_TO_ASYNC, FLAT_FROM_PTDS, /* 1D and arrays */
    NFNS
};

/* Each function: the entry point its copy or fill reaches, and whether
 * its destination and source are arrays (else pointers). */
static const struct {
    const char *name;
    const char *entry;
    int dst_array, src_array;
} fns[NFNS] = {
    {"cudaMemcpy2D", "cuMemcpy2DUnaligned", 0, 0},
    {"cudaMemcpy2DAsync", "cuMemcpy2DAsync", 0, 0},
    {"cudaMemcpy2D_ptds", "cuMemcpy2DAsync", 0, 0},
    {"cudaMemcpy2DAsync_ptsz", "cuMemcpy2DAsync", 0, 0},
    {"cudaMemcpy2DToArray", "cuMemcpy3D", 1, 0},
    {"cudaMemcpy2DFromArray", "cuMemcpy3D", 0, 1},
    {"cudaMemcpy2DArrayToArray", "cuMemcpy3D", 1, 1},
    {"cudaMemcpy2DToArrayAsync", "cuMemcpy3DAsync", 1, 0},
    {"cudaMemcpy2DFromArray_ptds", "cuMemcpy3DAsync", 0, 1},
    {"cudaMemset2D", "cuMemsetD2D8", 0, 0},
    {"cudaMemset2DAsync", "cuMemsetD2D8Async", 0, 0},
    {"cudaMemset3D", "cuMemsetD2D8", 0, 0},
    {"cudaMemset3DAsync", "cuMemsetD2D8Async", 0, 0},
    {"cudaMemset3D_ptds", "cuMemsetD2D8Async", 0, 0},
    {"cudaMemcpyToArray", "cuMemcpy3D", 1, 0},
    {"cudaMemcpyFromArray", "cuMemcpy3D", 0, 1},
    {"cudaMemcpyArrayToArray", "cuMemcpy3D", 1, 1},
    {"cudaMemcpyToArrayAsync", "cuMemcpy3DAsync", 1, 0},
    {"cudaMemcpyFromArray_ptds", "cuMemcpy3DAsync", 0, 1},
};

/* What one input asks. */
struct args {
    enum fn f;
    void *dst, *src;
    size_t dpitch, spitch, width, height, count;
    size_t dst_x, dst_y, src_x, src_y; /* offsets into the arrays */
    cudaArray_t dst_array, src_array;
    size_t ysize, depth;
    int value;
    enum cudaMemcpyKind kind;
};

/* The most pieces a 1D copy is let make here: a copy between arrays of
 * different row lengths is a piece per row crossed, which for the largest
 * arrays a driver makes is some 2^17 calls -- fine for a program, not for
 * a fuzzer's every run. */
#define MAX_PIECES 512

static const char *what;
static unsigned long before;

static int kind_ok(enum cudaMemcpyKind k)
{
    return (unsigned)k <= cudaMemcpyDefault;
}

/* The calls since before: exactly n. */
static void reached(unsigned long n)
{
    FUZZ_CHECK(fuzz_rt_driver_calls() - before == n && fuzz_log.n == n,
               "%s: %lu driver calls, not %lu", what, fuzz_rt_driver_calls() - before, n);
}

/* ... each of the function's entry point. */
static void reached_entry(unsigned long n, const char *entry)
{
    unsigned long i;

    reached(n);
    for (i = 0; i < n && i < FUZZ_LOG_MAX; i++)
        FUZZ_CHECK(strcmp(fuzz_log.calls[i].name, entry) == 0, "%s: %s, not %s", what,
                   fuzz_log.calls[i].name, entry);
}

/* ------------------------------------------------------------ cudaMemcpy2D */

/* A 2D copy or fill whose checks give want (cudaSuccess: none fails):
 * refused with it, or accepted -- and then nothing reached the driver for
 * an empty one. 1 when the copy or fill must have reached it, once. */
static int outcome(const struct args *a, cudaError_t e, cudaError_t want)
{
    if (want != cudaSuccess) {
        fuzz_refused(what, e, want, before);
        return 0;
    }
    fuzz_accepted(what, e);
    if (a->width == 0 || a->height == 0) {
        reached(0);
        return 0;
    }
    reached_entry(1, fns[a->f].entry);
    return 1;
}

static void copy_2d(const struct args *a, cudaError_t e)
{
    const CUDA_MEMCPY2D *c = &fuzz_log.calls[0].u.copy2d;
    cudaError_t expect = cudaSuccess;

    if (!kind_ok(a->kind))
        expect = cudaErrorInvalidMemcpyDirection;
    else if (a->width > a->dpitch || a->width > a->spitch)
        expect = cudaErrorInvalidPitchValue;
    if (!outcome(a, e, expect))
        return;
    /* unified addresses: the driver tells host from device */
    FUZZ_CHECK(c->srcMemoryType == CU_MEMORYTYPE_UNIFIED &&
                   c->dstMemoryType == CU_MEMORYTYPE_UNIFIED &&
                   c->srcDevice == (CUdeviceptr)(uintptr_t)a->src &&
                   c->dstDevice == (CUdeviceptr)(uintptr_t)a->dst && c->srcHost == NULL &&
                   c->dstHost == NULL && c->srcArray == NULL && c->dstArray == NULL,
               "%s: the sides", what);
    FUZZ_CHECK(c->srcPitch == a->spitch && c->dstPitch == a->dpitch &&
                   c->WidthInBytes == a->width && c->Height == a->height &&
                   c->srcXInBytes == 0 && c->srcY == 0 && c->dstXInBytes == 0 && c->dstY == 0,
               "%s: %zu x %zu at pitches %zu, %zu", what, c->WidthInBytes, c->Height,
               c->srcPitch, c->dstPitch);
}

/* ------------------------------------------------------------ 2D copies of arrays */

static void array_2d(const struct args *a, cudaError_t e)
{
    CUDA_MEMCPY3D want;
    cudaError_t expect = cudaSuccess;

    if (!kind_ok(a->kind))
        expect = cudaErrorInvalidMemcpyDirection;
    else if ((a->dst_array == NULL && a->width > a->dpitch) ||
             (a->src_array == NULL && a->width > a->spitch))
        expect = a->height > 1 ? cudaErrorInvalidPitchValue : cudaErrorInvalidValue;
    if (!outcome(a, e, expect))
        return;
    memset(&want, 0, sizeof want);
    /* an array at byte x of row y; a pointer from its start */
    fuzz_copy_side(&want, 1, a->src_array, a->src, a->src_array != NULL ? a->src_x : 0,
                   a->src_array != NULL ? a->src_y : 0, 0, a->spitch, a->height, a->kind);
    fuzz_copy_side(&want, 0, a->dst_array, a->dst, a->dst_array != NULL ? a->dst_x : 0,
                   a->dst_array != NULL ? a->dst_y : 0, 0, a->dpitch, a->height, a->kind);
    want.WidthInBytes = a->width;
    want.Height = a->height;
    want.Depth = 1;
    fuzz_copy_same(what, &fuzz_log.calls[0].u.copy3d, &want);
}

/* ------------------------------------------------------------ fills */

static void fill_same(const CUDA_MEMSET_NODE_PARAMS *f, fuzz_u128 dst, size_t pitch, int value,
                      size_t width, size_t height)
{
    FUZZ_CHECK((fuzz_u128)f->dst == dst && f->pitch == pitch &&
                   f->value == (unsigned char)value && f->elementSize == 1 && f->width == width &&
                   f->height == height,
               "%s: a fill of %zu x %zu at %#llx (pitch %zu), not %zu x %zu at %#llx%s", what,
               f->width, f->height, (unsigned long long)f->dst, f->pitch, width, height,
               (unsigned long long)dst, dst > UINT64_MAX ? " (beyond the address space)" : "");
}

static void set_2d(const struct args *a, cudaError_t e)
{
    if (!outcome(a, e, a->width > a->dpitch ? cudaErrorInvalidValue : cudaSuccess))
        return;
    fill_same(&fuzz_log.calls[0].u.fill, (uintptr_t)a->dst, a->dpitch, a->value, a->width,
              a->height);
}

/* cudaMemset3D: width bytes of height rows in each of depth slices of a
 * pitched pointer whose slices are ysize rows. */
static void set_3d(const struct args *a, cudaError_t e)
{
    fuzz_u128 rows, slice = (fuzz_u128)a->dpitch * a->ysize, base = (uintptr_t)a->dst;
    int contiguous = a->depth == 1 || a->height == a->ysize;
    unsigned long z;

    if (a->width == 0 || a->height == 0 || a->depth == 0) {
        fuzz_accepted(what, e);
        reached(0);
        return;
    }
    if (a->width > a->dpitch || (a->depth != 1 && a->height > a->ysize)) {
        fuzz_refused(what, e, cudaErrorInvalidValue, before);
        return;
    }
    /* the rows and bytes the fill spans must fit a size_t */
    rows = (fuzz_u128)(contiguous ? a->height : a->ysize) * a->depth;
    if (rows > SIZE_MAX || rows * a->dpitch > SIZE_MAX) {
        fuzz_refused(what, e, cudaErrorInvalidValue, before);
        return;
    }
    /* and so must its last byte's address */
    if (base + rows * a->dpitch - 1 > UINT64_MAX) {
        fuzz_refused(what, e, cudaErrorInvalidValue, before);
        return;
    }
    fuzz_accepted(what, e);
    if (contiguous) {
        reached_entry(1, fns[a->f].entry);
        fill_same(&fuzz_log.calls[0].u.fill, base, a->dpitch, a->value, a->width,
                  (size_t)rows);
        return;
    }
    reached_entry(a->depth, fns[a->f].entry);
    for (z = 0; z < a->depth && z < FUZZ_LOG_MAX; z++)
        fill_same(&fuzz_log.calls[z].u.fill, base + z * slice, a->dpitch, a->value, a->width,
                  a->height);
}

/* ------------------------------------------------------------ 1D copies of arrays */

/* A side of a 1D copy: an array of row bytes by rows, from byte x of row
 * y; or a pointer. */
struct flat {
    cudaArray_t array;
    const void *ptr;
    fuzz_u128 row, rows, x, y;
};

/* The side's check, as cudaMemcpyToArray documents it: the array exists,
 * the offset lies inside it and count bytes from there fit. */
static cudaError_t flat_expect(struct flat *s, cudaArray_t array, const void *ptr, size_t x,
                               size_t y, size_t count)
{
    CUDA_ARRAY3D_DESCRIPTOR d;

    memset(s, 0, sizeof *s);
    s->array = array;
    s->ptr = ptr;
    if (array == NULL) /* a pointer's last byte is an address */
        return (uintptr_t)ptr + (fuzz_u128)count - 1 > UINT64_MAX ? cudaErrorInvalidValue
                                                                  : cudaSuccess;
    if (!fuzz_array_known(array, &d))
        return cudaErrorInvalidResourceHandle;
    s->row = (fuzz_u128)d.Width * fuzz_element_size(d.Format, d.NumChannels);
    s->rows = d.Height != 0 ? d.Height : 1;
    s->x = x;
    s->y = y;
    if (s->row == 0 || s->row > SIZE_MAX || s->x >= s->row || s->y >= s->rows ||
        s->row * (s->rows - s->y) > SIZE_MAX || s->row * (s->rows - s->y) - s->x < count)
        return cudaErrorInvalidValue;
    return cudaSuccess;
}

/* One piece of a 1D copy, on one side: inside the array's rows, starting
 * where the last one ended (done bytes in); or at the pointer plus done. */
static void flat_piece(const struct flat *s, const CUDA_MEMCPY3D *c, int src, fuzz_u128 done,
                       enum cudaMemcpyKind kind)
{
    size_t x = src ? c->srcXInBytes : c->dstXInBytes, y = src ? c->srcY : c->dstY;
    fuzz_u128 at = s->y * s->row + s->x + done, addr = (uintptr_t)s->ptr + done;
    CUmemorytype t = src ? c->srcMemoryType : c->dstMemoryType;
    const void *host = src ? c->srcHost : c->dstHost;
    CUdeviceptr device = src ? c->srcDevice : c->dstDevice;
    size_t pitch = src ? c->srcPitch : c->dstPitch;

    if (s->array != NULL) {
        FUZZ_CHECK(t == CU_MEMORYTYPE_ARRAY && (src ? c->srcArray : c->dstArray) ==
                                                   (CUarray)s->array,
                   "%s: a piece's array", what);
        FUZZ_CHECK(x + (fuzz_u128)c->WidthInBytes <= s->row && y + (fuzz_u128)c->Height <= s->rows,
                   "%s: a piece of %zu x %zu at (%zu, %zu) leaves an array of %llu x %llu", what,
                   c->WidthInBytes, c->Height, x, y, (unsigned long long)s->row,
                   (unsigned long long)s->rows);
        FUZZ_CHECK((fuzz_u128)y * s->row + x == at && (c->Height == 1 || x == 0),
                   "%s: a piece at (%zu, %zu), not %llu bytes in", what, x, y,
                   (unsigned long long)at);
        return;
    }
    FUZZ_CHECK(t == fuzz_pointer_type(kind, src), "%s: a pointer side of memory type %d", what,
               t);
    FUZZ_CHECK(addr <= UINT64_MAX && (uintptr_t)(t == CU_MEMORYTYPE_HOST ? (uintptr_t)host
                                                                         : (uintptr_t)device) ==
                                         (uintptr_t)addr,
               "%s: a piece at %#llx, not %llu bytes past %p%s", what,
               (unsigned long long)(t == CU_MEMORYTYPE_HOST ? (uintptr_t)host : device),
               (unsigned long long)done, s->ptr,
               addr > UINT64_MAX ? " (beyond the address space)" : "");
    FUZZ_CHECK(pitch == c->WidthInBytes && x == 0 && y == 0,
               "%s: a pointer piece of pitch %zu", what, pitch);
}

static void flat(const struct args *a, cudaError_t e)
{
    struct flat d, s;
    cudaError_t x;
    fuzz_u128 done = 0;
    unsigned long i;

    if (!kind_ok(a->kind)) {
        fuzz_refused(what, e, cudaErrorInvalidMemcpyDirection, before);
        return;
    }
    if (a->count == 0) {
        fuzz_accepted(what, e);
        reached(0);
        return;
    }
    if ((a->dst_array == NULL && a->dst == NULL) || (a->src_array == NULL && a->src == NULL)) {
        fuzz_refused(what, e, cudaErrorInvalidValue, before);
        return;
    }
    if ((x = flat_expect(&d, a->dst_array, a->dst, a->dst_x, a->dst_y, a->count)) != cudaSuccess ||
        (x = flat_expect(&s, a->src_array, a->src, a->src_x, a->src_y, a->count)) != cudaSuccess) {
        fuzz_refused(what, e, x, before);
        return;
    }
    fuzz_accepted(what, e);
    FUZZ_CHECK(fuzz_log.n >= 1 && fuzz_log.n <= FUZZ_LOG_MAX, "%s: %lu pieces", what, fuzz_log.n);
    reached_entry(fuzz_log.n, fns[a->f].entry);
    for (i = 0; i < fuzz_log.n; i++) {
        const CUDA_MEMCPY3D *c = &fuzz_log.calls[i].u.copy3d;

        FUZZ_CHECK(c->WidthInBytes > 0 && c->Height > 0 && c->Depth == 1,
                   "%s: piece %lu is %zu x %zu x %zu", what, i, c->WidthInBytes, c->Height,
                   c->Depth);
        flat_piece(&s, c, 1, done, a->kind);
        flat_piece(&d, c, 0, done, a->kind);
        done += (fuzz_u128)c->WidthInBytes * c->Height;
    }
    FUZZ_CHECK(done == a->count, "%s: pieces of %llu bytes for %zu", what,
               (unsigned long long)done, a->count);
}

/* Whether a 1D copy between two arrays would take more than MAX_PIECES
 * pieces (a piece per row either side crosses, at most). */
static int too_many_pieces(const struct args *a)
{
    CUDA_ARRAY3D_DESCRIPTOR d, s;
    fuzz_u128 dr, sr;

    if (a->f != FLAT_BETWEEN || !fuzz_array_known(a->dst_array, &d) ||
        !fuzz_array_known(a->src_array, &s))
        return 0;
    dr = (fuzz_u128)d.Width * fuzz_element_size(d.Format, d.NumChannels);
    sr = (fuzz_u128)s.Width * fuzz_element_size(s.Format, s.NumChannels);
    if (dr == 0 || sr == 0 || (dr == sr && a->dst_x == a->src_x))
        return 0; /* refused, or whole rows */
    return a->count / dr + a->count / sr + 2 > MAX_PIECES;
}

/* Whether a 3D fill would be made in more slices than the log keeps (one
 * each, as many as the extent's depth, which may be anything a size_t
 * holds: fine for a program, not for a fuzzer's every run). */
static int slices_to_log(const struct args *a)
{
    fuzz_u128 rows = (fuzz_u128)a->ysize * a->depth;

    return a->depth > FUZZ_LOG_MAX && a->height != a->ysize && a->width != 0 &&
           a->height != 0 && a->width <= a->dpitch && a->height <= a->ysize &&
           rows <= SIZE_MAX && rows * a->dpitch <= SIZE_MAX &&
           (uintptr_t)a->dst + rows * a->dpitch - 1 <= UINT64_MAX;
}

/* Each side the function has: an array, or a pointer and its pitch. */
static void sides(struct args *a)
{
    if (fns[a->f].dst_array) {
        a->dst = NULL;
        a->dpitch = 0;
    } else {
        a->dst_array = NULL;
    }
    if (fns[a->f].src_array) {
        a->src = NULL;
        a->spitch = 0;
    } else {
        a->src_array = NULL;
    }
}

/* ------------------------------------------------------------ the call */

static cudaError_t call(const struct args *a)
{
    struct cudaPitchedPtr p = {a->dst, a->dpitch, a->width, a->ysize};
    struct cudaExtent x = {a->width, a->height, a->depth};

    switch (a->f) {
    case COPY:
        return cudaMemcpy2D(a->dst, a->dpitch, a->src, a->spitch, a->width, a->height, a->kind);
    case COPY_ASYNC:
        return cudaMemcpy2DAsync(a->dst, a->dpitch, a->src, a->spitch, a->width, a->height,
                                 a->kind, NULL);
    case COPY_PTDS:
        return cudaMemcpy2D_ptds(a->dst, a->dpitch, a->src, a->spitch, a->width, a->height,
                                 a->kind);
    case COPY_PTSZ:
        return cudaMemcpy2DAsync_ptsz(a->dst, a->dpitch, a->src, a->spitch, a->width, a->height,
                                      a->kind, NULL);
    case TO_ARRAY:
        return cudaMemcpy2DToArray(a->dst_array, a->dst_x, a->dst_y, a->src, a->spitch, a->width,
                                   a->height, a->kind);
    case FROM_ARRAY:
        return cudaMemcpy2DFromArray(a->dst, a->dpitch, a->src_array, a->src_x, a->src_y,
                                     a->width, a->height, a->kind);
    case ARRAY_TO_ARRAY:
        return cudaMemcpy2DArrayToArray(a->dst_array, a->dst_x, a->dst_y, a->src_array, a->src_x,
                                        a->src_y, a->width, a->height, a->kind);
    case TO_ARRAY_ASYNC:
        return cudaMemcpy2DToArrayAsync(a->dst_array, a->dst_x, a->dst_y, a->src, a->spitch,
                                        a->width, a->height, a->kind, NULL);
    case FROM_ARRAY_PTDS:
        return cudaMemcpy2DFromArray_ptds(a->dst, a->dpitch, a->src_array, a->src_x, a->src_y,
                                          a->width, a->height, a->kind);
    case SET:
        return cudaMemset2D(a->dst, a->dpitch, a->value, a->width, a->height);
    case SET_ASYNC:
        return cudaMemset2DAsync(a->dst, a->dpitch, a->value, a->width, a->height, NULL);
    case SET_3D:
        return cudaMemset3D(p, a->value, x);
    case SET_3D_ASYNC:
        return cudaMemset3DAsync(p, a->value, x, NULL);
    case SET_3D_PTDS:
        return cudaMemset3D_ptds(p, a->value, x);
    case FLAT_TO:
        return cudaMemcpyToArray(a->dst_array, a->dst_x, a->dst_y, a->src, a->count, a->kind);
    case FLAT_FROM:
        return cudaMemcpyFromArray(a->dst, a->src_array, a->src_x, a->src_y, a->count, a->kind);
    case FLAT_BETWEEN:
        return cudaMemcpyArrayToArray(a->dst_array, a->dst_x, a->dst_y, a->src_array, a->src_x,
                                      a->src_y, a->count, a->kind);
    case FLAT_TO_ASYNC:
        return cudaMemcpyToArrayAsync(a->dst_array, a->dst_x, a->dst_y, a->src, a->count,
                                      a->kind, NULL);
    default: /* FLAT_FROM_PTDS */
        return cudaMemcpyFromArray_ptds(a->dst, a->src_array, a->src_x, a->src_y, a->count,
                                        a->kind);
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    struct fuzz_in in = {data, size};
    CUDA_ARRAY3D_DESCRIPTOR da, db;
    cudaArray_t aa, ab;
    struct args a;
    unsigned k;
    cudaError_t e;

    fuzz_rt_start();
    memset(&a, 0, sizeof a);
    a.f = (enum fn)(fuzz_byte(&in) % NFNS);
    fuzz_array_descriptor(&in, &da);
    fuzz_array_descriptor(&in, &db);
    aa = fuzz_array(&da);
    ab = fuzz_array(&db);
    a.dst = (void *)(uintptr_t)fuzz_num(&in);
    a.dpitch = fuzz_num(&in);
    a.src = (void *)(uintptr_t)fuzz_num(&in);
    a.spitch = fuzz_num(&in);
    a.width = fuzz_num(&in);
    a.height = fuzz_num(&in);
    k = fuzz_byte(&in);
    a.kind = k < 0xf0 ? (enum cudaMemcpyKind)(k % 5) : (enum cudaMemcpyKind)(int)fuzz_num(&in);
    a.dst_array = fuzz_pick_array(&in, aa, ab);
    a.dst_x = fuzz_num(&in);
    a.dst_y = fuzz_num(&in);
    a.src_array = fuzz_pick_array(&in, aa, ab);
    a.src_x = fuzz_num(&in);
    a.src_y = fuzz_num(&in);
    a.count = fuzz_num(&in);
    a.value = (int)fuzz_num(&in);
    a.ysize = fuzz_num(&in);
    a.depth = fuzz_num(&in);
    what = fns[a.f].name;
    sides(&a);

    if (too_many_pieces(&a)) {
        fuzz_arrays_free();
        return 0;
    }
    if ((a.f == SET_3D || a.f == SET_3D_ASYNC || a.f == SET_3D_PTDS) && slices_to_log(&a))
        a.depth = FUZZ_LOG_MAX; /* a fill per slice: as many as the log keeps */
    cudaGetLastError();
    fuzz_log_reset();
    before = fuzz_rt_driver_calls();
    e = call(&a);
    switch (a.f) {
    case COPY:
    case COPY_ASYNC:
    case COPY_PTDS:
    case COPY_PTSZ:
        copy_2d(&a, e);
        break;
    case TO_ARRAY:
    case FROM_ARRAY:
    case ARRAY_TO_ARRAY:
    case TO_ARRAY_ASYNC:
    case FROM_ARRAY_PTDS:
        array_2d(&a, e);
        break;
    case SET:
    case SET_ASYNC:
        set_2d(&a, e);
        break;
    case SET_3D:
    case SET_3D_ASYNC:
    case SET_3D_PTDS:
        set_3d(&a, e);
        break;
    default:
        flat(&a, e);
        break;
    }
    fuzz_arrays_free();
    return 0;
}
