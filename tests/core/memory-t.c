/* SPDX-License-Identifier: MIT */
/*
 * tests/core/memory-t.c -- allocations, copies and fills on random data, in
 * every direction, synchronous and on streams, pinned and pageable, 2-D;
 * mapped and managed memory seen from a kernel; and the errors.
 */
#define _POSIX_C_SOURCE 200809L
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "tests/core/devtest.h"
#include "tests/tap/basic.h"

static int same(const void *a, const void *b, size_t n)
{
    return memcmp(a, b, n) == 0;
}

static void copies(size_t n, int pinned, cufw_stream *s)
{
    unsigned char *src, *dst;
    cufw_devptr d1, d2;
    int rc = CUFW_OK;

    if (pinned) {
        if (cufw_host_alloc((void **)&src, n, 0) || cufw_host_alloc((void **)&dst, n, 0))
            bail("cufw_host_alloc: %s", cufw_error_detail());
    } else {
        src = malloc(n);
        dst = malloc(n);
    }
    devtest_randu((unsigned *)(void *)src, n / 4);
    memset(dst, 0xa5, n);
    if (cufw_malloc(&d1, n) || cufw_malloc(&d2, n))
        bail("cufw_malloc");
    cufw_memset_d8(d2, 0x5a, n);
    cufw_device_synchronize();
    if (s == NULL) {
        rc = cufw_memcpy_htod(d1, src, n);
        if (rc == CUFW_OK)
            rc = cufw_memcpy_dtod(d2, d1, n);
        if (rc == CUFW_OK)
            rc = cufw_memcpy_dtoh(dst, d2, n);
    } else {
        rc = cufw_memcpy_htod_async(d1, src, n, s);
        if (rc == CUFW_OK)
            rc = cufw_memcpy_dtod_async(d2, d1, n, s);
        if (rc == CUFW_OK)
            rc = cufw_memcpy_dtoh_async(dst, d2, n, s);
        if (rc == CUFW_OK)
            rc = cufw_stream_synchronize(s);
    }
    ok(rc == CUFW_OK && same(src, dst, n), "%zu bytes %s %s: H->D->D->H round trip", n,
       pinned ? "pinned" : "pageable", s ? "async" : "sync");
    /* unified cufw_memcpy in all directions */
    memset(dst, 0x11, n);
    cufw_memset_d8(d2, 0x22, n);
    cufw_device_synchronize(); /* s may be non-blocking: it does not wait for the legacy stream */
    if (s == NULL) {
        rc = cufw_memcpy((void *)(uintptr_t)d1, src, n);
        rc = rc ? rc : cufw_memcpy((void *)(uintptr_t)d2, (void *)(uintptr_t)d1, n);
        rc = rc ? rc : cufw_memcpy(dst, (void *)(uintptr_t)d2, n);
    } else {
        rc = cufw_memcpy_async((void *)(uintptr_t)d1, src, n, s);
        rc = rc ? rc : cufw_memcpy_async((void *)(uintptr_t)d2, (void *)(uintptr_t)d1, n, s);
        rc = rc ? rc : cufw_memcpy_async(dst, (void *)(uintptr_t)d2, n, s);
        rc = rc ? rc : cufw_stream_synchronize(s);
    }
    ok(rc == CUFW_OK && same(src, dst, n), "%zu bytes %s %s: unified copies", n,
       pinned ? "pinned" : "pageable", s ? "async" : "sync");
    cufw_free(d1);
    cufw_free(d2);
    if (pinned) {
        cufw_host_free(src);
        cufw_host_free(dst);
    } else {
        free(src);
        free(dst);
    }
}

static void fills(cufw_stream *s)
{
    size_t n = 1000001, i, bad = 0;
    unsigned char *b = malloc(n + 64);
    unsigned *w = malloc((n + 16) * 4), v = (unsigned)test_rand();
    unsigned char byte = (unsigned char)(test_rand() | 1);
    cufw_devptr d;

    cufw_malloc(&d, (n + 16) * 4);
    cufw_memset_d8(d, 0, (n + 16) * 4);
    cufw_device_synchronize(); /* s may be non-blocking */
    if (s)
        cufw_memset_d8_async(d + 3, byte, n, s), cufw_stream_synchronize(s);
    else
        cufw_memset_d8(d + 3, byte, n);
    cufw_memcpy_dtoh(b, d, n + 64);
    for (i = 0; i < n + 64; i++)
        bad += b[i] != ((i >= 3 && i < n + 3) ? byte : 0);
    ok(bad == 0, "memset d8%s: %zu bytes at offset 3, neighbours untouched", s ? " async" : "", n);
    bad = 0;
    cufw_memset_d8(d, 0, (n + 16) * 4);
    cufw_device_synchronize();
    if (s)
        cufw_memset_d32_async(d + 4, v, n, s), cufw_stream_synchronize(s);
    else
        cufw_memset_d32(d + 4, v, n);
    cufw_memcpy_dtoh(w, d, (n + 16) * 4);
    for (i = 0; i < n + 16; i++)
        bad += w[i] != ((i >= 1 && i < n + 1) ? v : 0u);
    ok(bad == 0, "memset d32%s: %zu words of 0x%08x", s ? " async" : "", n, v);
    cufw_free(d);
    free(b);
    free(w);
}

static void two_d(cufw_stream *s)
{
    size_t width = 1000, height = 77, hpitch = 1024 + 8, dpitch = 0, i, j, bad = 0;
    unsigned char *src = malloc(hpitch * height), *dst = malloc(hpitch * height);
    unsigned char pad = 0xcc, fillb = (unsigned char)test_rand();
    cufw_devptr d;
    int rc;

    devtest_randu((unsigned *)(void *)src, hpitch * height / 4);
    memset(dst, pad, hpitch * height);
    rc = cufw_malloc_pitch(&d, &dpitch, width, height, 4);
    ok(rc == CUFW_OK && dpitch >= width, "malloc_pitch: pitch %zu for width %zu", dpitch, width);
    if (s) {
        rc = cufw_memcpy_2d_async((void *)(uintptr_t)d, dpitch, src, hpitch, width, height, s);
        rc = rc ? rc : cufw_memcpy_2d_async(dst, hpitch, (void *)(uintptr_t)d, dpitch, width, height, s);
        rc = rc ? rc : cufw_stream_synchronize(s);
    } else {
        rc = cufw_memcpy_2d((void *)(uintptr_t)d, dpitch, src, hpitch, width, height);
        rc = rc ? rc : cufw_memcpy_2d(dst, hpitch, (void *)(uintptr_t)d, dpitch, width, height);
    }
    for (i = 0; i < height; i++)
        for (j = 0; j < hpitch; j++)
            bad += dst[i * hpitch + j] != (j < width ? src[i * hpitch + j] : pad);
    ok(rc == CUFW_OK && bad == 0, "2-D copy%s there and back: rows exact, padding untouched (%zu bad)",
       s ? " async" : "", bad);
    rc = s ? cufw_memset_2d_d8_async(d, dpitch, fillb, width - 10, height, s) : cufw_memset_2d_d8(d, dpitch, fillb, width - 10, height);
    if (s)
        cufw_stream_synchronize(s);
    memset(dst, pad, hpitch * height);
    cufw_memcpy_2d(dst, hpitch, (void *)(uintptr_t)d, dpitch, width, height);
    bad = 0;
    for (i = 0; i < height; i++)
        for (j = 0; j < width; j++)
            bad += dst[i * hpitch + j] != (j < width - 10 ? fillb : src[i * hpitch + j]);
    ok(rc == CUFW_OK && bad == 0, "2-D fill%s of %zu x %zu", s ? " async" : "", width - 10, height);
    devtest_is(CUFW_ERROR_INVALID_ARGUMENT, cufw_memcpy_2d(dst, 10, src, hpitch, width, 1),
               "2-D copy with width over the pitch");
    cufw_free(d);
    free(src);
    free(dst);
}

int main(void)
{
    cufw_stream *s;
    cufw_devptr d, mapped_d, managed;
    size_t freeb = 0, total = 0, devtotal = 0, n, i, bad;
    unsigned *mapped, *page, v;
    cufw_kernel *fillk;
    static const size_t sizes[] = {4, 4096, 1 << 20, 33554436};
    int rc;

    devtest_init();
    plan(4 * 2 * 3 + 2 * 3 + 4 * 3 + 20);
    fillk = devtest_kernel("cufw_fill_u32");
    if (cufw_stream_create(&s, CUFW_STREAM_NON_BLOCKING, 0))
        bail("stream");
    for (i = 0; i < 4; i++) {
        copies(sizes[i], 0, NULL);
        copies(sizes[i], 1, NULL);
        copies(sizes[i], 1, s);
    }
    fills(NULL);
    fills(s);
    fills(CUFW_STREAM_PER_THREAD);
    two_d(NULL);
    two_d(s);
    two_d(CUFW_STREAM_LEGACY);

    /* mapped pinned memory written by a kernel */
    n = 12345;
    v = (unsigned)test_rand();
    rc = cufw_host_alloc((void **)&mapped, n * 4, CUFW_HOST_ALLOC_MAPPED);
    rc = rc ? rc : cufw_host_device_pointer(&mapped_d, mapped);
    memset(mapped, 0, n * 4);
    {
        void *args[] = {&mapped_d, &v, &n};
        rc = rc ? rc : cufw_launch(fillk, devtest_dim(50), devtest_dim(128), 0, NULL, args);
        rc = rc ? rc : cufw_device_synchronize();
    }
    for (i = 0, bad = 0; i < n; i++)
        bad += mapped[i] != v;
    ok(rc == CUFW_OK && bad == 0, "mapped pinned memory: a kernel's writes seen by the host");
    cufw_host_free(mapped);

    /* registered pageable memory */
    page = aligned_alloc(4096, 1 << 16);
    devtest_randu(page, (1 << 16) / 4);
    devtest_is(CUFW_OK, cufw_host_register(page, 1 << 16, CUFW_HOST_REGISTER_PORTABLE), "host_register");
    ok(cufw_host_register(page, 1 << 16, 0) != CUFW_OK && cufw_driver_result() == 712,
       "registering twice: the driver's CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED (%d) kept",
       cufw_driver_result());
    devtest_is(CUFW_OK, cufw_host_unregister(page), "host_unregister");
    ok(cufw_host_unregister(page) != CUFW_OK && cufw_driver_result() == 713,
       "unregistering twice: CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED (%d) kept", cufw_driver_result());
    free(page);

    /* managed memory: host, kernel, host */
    n = 54321;
    v = (unsigned)test_rand();
    rc = cufw_malloc_managed(&managed, n * 4, CUFW_MEM_ATTACH_GLOBAL);
    if (rc == CUFW_OK) {
        unsigned *h = (unsigned *)(uintptr_t)managed;
        void *args[] = {&managed, &v, &n};

        for (i = 0; i < n; i++)
            h[i] = (unsigned)i;
        rc = cufw_launch(fillk, devtest_dim(20), devtest_dim(64), 0, NULL, args);
        rc = rc ? rc : cufw_device_synchronize();
        for (i = 0, bad = 0; i < n; i++)
            bad += h[i] != v;
        ok(rc == CUFW_OK && bad == 0, "managed memory: host writes, kernel fills, host reads");
        cufw_free(managed);
    } else {
        ok(0, "cufw_malloc_managed: %s", cufw_error_detail());
    }

    /* stream-ordered allocation */
    rc = cufw_malloc_async(&d, 1 << 20, s);
    rc = rc ? rc : cufw_memset_d32_async(d, 0xabcdef01u, 1 << 18, s);
    {
        unsigned back[4] = {0};
        rc = rc ? rc : cufw_memcpy_dtoh_async(back, d + 4096, sizeof back, s);
        rc = rc ? rc : cufw_free_async(d, s);
        rc = rc ? rc : cufw_stream_synchronize(s);
        ok(rc == CUFW_OK && back[0] == 0xabcdef01u && back[3] == 0xabcdef01u,
           "malloc_async, fill, copy, free_async on a stream");
    }

    /* info */
    rc = cufw_memory_info(&freeb, &total);
    cufw_device_total_memory(0, &devtotal);
    ok(rc == CUFW_OK && freeb > 0 && freeb <= total && total == devtotal,
       "memory_info: %zu free of %zu (device total %zu)", freeb, total, devtotal);

    /* errors */
    devtest_is(CUFW_ERROR_INVALID_ARGUMENT, cufw_malloc(&d, 0), "malloc of 0 bytes");
    devtest_is(CUFW_ERROR_INVALID_ARGUMENT, cufw_malloc(NULL, 16), "malloc into NULL");
    devtest_is(CUFW_ERROR_OUT_OF_MEMORY, cufw_malloc(&d, (size_t)1 << 50), "malloc of 1 PiB");
    is_int(2, cufw_driver_result(), "the driver's CUDA_ERROR_OUT_OF_MEMORY is kept");
    ok(strstr(cufw_error_detail(), "cuMemAlloc") != NULL, "the detail names cuMemAlloc: %s",
       cufw_error_detail());
    rc = cufw_malloc(&d, 4096);
    devtest_is(CUFW_OK, rc, "a normal allocation works after the failure");
    devtest_is(CUFW_OK, cufw_free(d), "free it");
    devtest_is(CUFW_ERROR_INVALID_VALUE, cufw_free(d), "free it again");
    devtest_is(CUFW_OK, cufw_free(0), "free(0) is a no-op");
    devtest_is(CUFW_OK, cufw_memcpy_htod(0, NULL, 0), "zero-byte copy succeeds without the driver");
    {
        cufw_stream *dead = NULL;

        cufw_stream_create(&dead, 0, 0);
        cufw_stream_destroy(dead);
        devtest_is(CUFW_ERROR_INVALID_HANDLE, cufw_memcpy_async(&v, &v, 4, dead),
                   "copy on a destroyed stream");
    }
    devtest_is(CUFW_ERROR_INVALID_ARGUMENT, cufw_host_alloc((void **)&page, 16, 0x80),
               "host_alloc with unknown flags");
    cufw_stream_destroy(s);
    return 0;
}
