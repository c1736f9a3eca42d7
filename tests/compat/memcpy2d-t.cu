/* SPDX-License-Identifier: MIT */
/*
 * Pitched memory: cudaMallocPitch, cudaMemcpy2D / cudaMemcpy2DAsync between
 * host and device buffers of different pitches (whole and sub-rectangles,
 * every direction and cudaMemcpyDefault), a kernel on pitched rows, and
 * cudaMemset2D. Every byte is checked, padding included: bytes outside the
 * rectangle must keep their poison.
 */
#include "tests/compat/compat.h"

#include <stdlib.h>

/* Add delta to each byte of a width x height rectangle. */
__global__ void add_rows(unsigned char *base, size_t pitch, size_t width, size_t height,
                         unsigned char delta)
{
    size_t x = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
    size_t y = blockIdx.y;

    if (x < width && y < height)
        base[y * pitch + x] = (unsigned char)(base[y * pitch + x] + delta);
}

/* The reference of a 2D copy: rectangle of src into dst, rest untouched. */
static void copy2d_ref(unsigned char *dst, size_t dpitch, const unsigned char *src, size_t spitch,
                       size_t width, size_t height)
{
    size_t y;

    for (y = 0; y < height; y++)
        memcpy(dst + y * dpitch, src + y * spitch, width);
}

/* The reference of the kernel's work after a 2D copy: want poisoned, then
 * each of height rows of width bytes src + delta, rows pitch apart. */
static void shifted_ref(unsigned char *want, size_t pitch, const unsigned char *src, size_t spitch,
                        size_t width, size_t height, int delta)
{
    size_t x, y;

    poison(want, pitch * height);
    for (y = 0; y < height; y++)
        for (x = 0; x < width; x++)
            want[y * pitch + x] = (unsigned char)(src[y * spitch + x] + delta);
}

/* One test: buffers equal; on failure the first differing (row, col). */
static int bytes_equal(const unsigned char *want, const unsigned char *seen, size_t pitch,
                       size_t len, const char *what)
{
    size_t i;

    for (i = 0; i < len && want[i] == seen[i]; i++)
        continue;
    if (ok(i == len, "%s", what))
        return 1;
    diag("first difference at byte %zu (row %zu, column %zu): wanted 0x%02x, seen 0x%02x", i,
         i / pitch, i % pitch, want[i], seen[i]);
    return 0;
}

static void test_roundtrip(size_t width, size_t height, int use_async)
{
    const char *how = use_async ? "cudaMemcpy2DAsync" : "cudaMemcpy2D";
    size_t spitch = width + 1 + test_rand() % 97;
    size_t hpitch = width + 3 + test_rand() % 61;
    size_t dpitch = 0, pitch2 = width + 128 + 8 * (test_rand() % 8);
    unsigned char *src, *dst, *want, *dev = NULL, *dev2 = NULL, *full;
    unsigned char delta = (unsigned char)(1 + test_rand() % 200);
    cudaStream_t s = 0;
    char what[200];
    size_t maxpitch;

    if (use_async)
        CUDA_OK(cudaStreamCreate(&s));
    CUDA_OK(cudaMallocPitch((void **)&dev, &dpitch, width, height));
    maxpitch = dpitch > pitch2 ? dpitch : pitch2;
    maxpitch = maxpitch > hpitch ? maxpitch : hpitch;
    src = (unsigned char *)malloc(spitch * height);
    dst = (unsigned char *)malloc(hpitch * height);
    want = (unsigned char *)malloc(maxpitch * height);
    full = (unsigned char *)malloc(maxpitch * height);
    if (src == NULL || dst == NULL || want == NULL || full == NULL)
        bail("out of host memory");
    diag("%zu x %zu: cudaMallocPitch pitch %zu, host pitches %zu and %zu, linear pitch %zu",
         width, height, dpitch, spitch, hpitch, pitch2);
    ok(dpitch >= width, "cudaMallocPitch: pitch %zu >= width %zu", dpitch, width);
    CUDA_OK(cudaMalloc((void **)&dev2, pitch2 * height));

    fill_random(src, spitch * height);
    CUDA_OK(cudaMemset(dev, COMPAT_POISON, dpitch * height));
    CUDA_OK(cudaMemset(dev2, COMPAT_POISON, pitch2 * height));

    /* host -> pitched device */
    if (use_async)
        CUDA_OK(cudaMemcpy2DAsync(dev, dpitch, src, spitch, width, height, cudaMemcpyHostToDevice, s));
    else
        CUDA_OK(cudaMemcpy2D(dev, dpitch, src, spitch, width, height, cudaMemcpyHostToDevice));
    add_rows<<<dim3((unsigned)((width + 127) / 128), (unsigned)height), 128, 0, s>>>(dev, dpitch, width, height, delta);
    is_err(cudaSuccess, cudaGetLastError(), "%s: add_rows launch", how);
    /* pitched device -> linear device with another pitch */
    if (use_async)
        CUDA_OK(cudaMemcpy2DAsync(dev2, pitch2, dev, dpitch, width, height, cudaMemcpyDeviceToDevice, s));
    else
        CUDA_OK(cudaMemcpy2D(dev2, pitch2, dev, dpitch, width, height, cudaMemcpyDeviceToDevice));
    /* device -> host with a third pitch */
    poison(dst, hpitch * height);
    if (use_async) {
        CUDA_OK(cudaMemcpy2DAsync(dst, hpitch, dev2, pitch2, width, height, cudaMemcpyDeviceToHost, s));
        CUDA_OK(cudaStreamSynchronize(s));
    } else {
        CUDA_OK(cudaMemcpy2D(dst, hpitch, dev2, pitch2, width, height, cudaMemcpyDeviceToHost));
    }
    shifted_ref(want, hpitch, src, spitch, width, height, delta);
    snprintf(what, sizeof what, "%s %zux%zu: host->device->kernel->device->host, padding untouched",
             how, width, height);
    bytes_equal(want, dst, hpitch, hpitch * height, what);

    /* The padding of both device buffers is still poison. */
    shifted_ref(want, pitch2, src, spitch, width, height, delta);
    poison(full, pitch2 * height);
    CUDA_OK(cudaMemcpy(full, dev2, pitch2 * height, cudaMemcpyDeviceToHost));
    snprintf(what, sizeof what, "%s %zux%zu: the linear device buffer, padding included", how,
             width, height);
    bytes_equal(want, full, pitch2, pitch2 * height, what);
    CUDA_OK(cudaMemcpy(full, dev, dpitch * height, cudaMemcpyDeviceToHost));
    shifted_ref(want, dpitch, src, spitch, width, height, delta);
    snprintf(what, sizeof what, "%s %zux%zu: the pitched device buffer, padding included", how,
             width, height);
    bytes_equal(want, full, dpitch, dpitch * height, what);

    /* A sub-rectangle with cudaMemcpyDefault, at an offset, back and forth. */
    {
        size_t ox = test_rand() % (width / 2 + 1), oy = test_rand() % (height / 2 + 1);
        size_t w = 1 + test_rand() % (width - ox), h = 1 + test_rand() % (height - oy);

        fill_random(src, spitch * height);
        CUDA_OK(cudaMemset(dev, COMPAT_POISON, dpitch * height));
        if (use_async)
            CUDA_OK(cudaMemcpy2DAsync(dev + oy * dpitch + ox, dpitch, src, spitch, w, h, cudaMemcpyDefault, s));
        else
            CUDA_OK(cudaMemcpy2D(dev + oy * dpitch + ox, dpitch, src, spitch, w, h, cudaMemcpyDefault));
        poison(dst, hpitch * height);
        if (use_async) {
            CUDA_OK(cudaMemcpy2DAsync(dst, hpitch, dev, dpitch, width, height, cudaMemcpyDefault, s));
            CUDA_OK(cudaStreamSynchronize(s));
        } else {
            CUDA_OK(cudaMemcpy2D(dst, hpitch, dev, dpitch, width, height, cudaMemcpyDefault));
        }
        poison(want, hpitch * height);
        copy2d_ref(want + oy * hpitch + ox, hpitch, src, spitch, w, h);
        snprintf(what, sizeof what, "%s: a %zux%zu rectangle at (%zu, %zu) with cudaMemcpyDefault",
                 how, w, h, ox, oy);
        bytes_equal(want, dst, hpitch, hpitch * height, what);
    }

    /* cudaMemcpy2D host -> host. */
    fill_random(src, spitch * height);
    poison(dst, hpitch * height);
    CUDA_OK(cudaMemcpy2D(dst, hpitch, src, spitch, width, height, cudaMemcpyHostToHost));
    poison(want, hpitch * height);
    copy2d_ref(want, hpitch, src, spitch, width, height);
    snprintf(what, sizeof what, "cudaMemcpy2D %zux%zu host to host", width, height);
    bytes_equal(want, dst, hpitch, hpitch * height, what);

    if (use_async)
        CUDA_OK(cudaStreamDestroy(s));
    CUDA_OK(cudaFree(dev));
    CUDA_OK(cudaFree(dev2));
    free(src);
    free(dst);
    free(want);
    free(full);
}

static void test_memset2d(void)
{
    size_t width = 300 + test_rand() % 300, height = 20 + test_rand() % 40, pitch = 0;
    size_t ox = test_rand() % 100, oy = test_rand() % 10;
    size_t w = 1 + test_rand() % (width - ox), h = 1 + test_rand() % (height - oy);
    int value = (int)(test_rand() & 0xff);
    unsigned char *dev = NULL, *init, *seen, *want;
    size_t y;

    CUDA_OK(cudaMallocPitch((void **)&dev, &pitch, width, height));
    init = (unsigned char *)malloc(pitch * height);
    seen = (unsigned char *)malloc(pitch * height);
    want = (unsigned char *)malloc(pitch * height);
    if (init == NULL || seen == NULL || want == NULL)
        bail("out of host memory");
    fill_random(init, pitch * height);
    CUDA_OK(cudaMemcpy(dev, init, pitch * height, cudaMemcpyHostToDevice));
    CUDA_OK(cudaMemset2D(dev + oy * pitch + ox, pitch, value, w, h));
    memcpy(want, init, pitch * height);
    for (y = oy; y < oy + h; y++)
        memset(want + y * pitch + ox, value, w);
    poison(seen, pitch * height);
    CUDA_OK(cudaMemcpy(seen, dev, pitch * height, cudaMemcpyDeviceToHost));
    {
        char what[160];

        snprintf(what, sizeof what, "cudaMemset2D of %zux%zu at (%zu, %zu) to 0x%02x, nothing else",
                 w, h, ox, oy, value);
        bytes_equal(want, seen, pitch, pitch * height, what);
    }
    CUDA_OK(cudaFree(dev));
    free(init);
    free(seen);
    free(want);
}

static void test_errors(void)
{
    unsigned char *dev = NULL, host[1024];
    size_t pitch = 0;

    CUDA_OK(cudaMallocPitch((void **)&dev, &pitch, 256, 4));
    FAILS_WITH(cudaErrorInvalidPitchValue,
               cudaMemcpy2D(dev, pitch, host, 100, 200, 4, cudaMemcpyHostToDevice));
    FAILS_WITH(cudaErrorInvalidPitchValue,
               cudaMemcpy2D(host, 100, dev, pitch, 200, 4, cudaMemcpyDeviceToHost));
    FAILS_WITH(cudaErrorInvalidMemcpyDirection,
               cudaMemcpy2D(dev, pitch, host, 256, 256, 4, (cudaMemcpyKind)9));
    FAILS_WITH(cudaErrorInvalidValue, cudaMallocPitch(NULL, &pitch, 256, 4));
    CUDA_OK(cudaFree(dev));
}

int main(void)
{
    compat_begin();
    test_roundtrip(1 + test_rand() % 700, 1 + test_rand() % 50, 0);
    test_roundtrip(513 + test_rand() % 3000, 2 + test_rand() % 30, 1);
    test_roundtrip(64, 64, 0);
    test_memset2d();
    test_errors();
    return 0;
}
