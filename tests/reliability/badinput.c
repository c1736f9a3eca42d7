/* SPDX-License-Identifier: MIT */
/*
 * tests/reliability/badinput.c -- the badinput-*-t programs' rows and
 * buffers (badinput.h).
 */
#define _POSIX_C_SOURCE 200809L
#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include "tests/reliability/badinput.h"

const char *fn = "";

void badinput_start(void)
{
    setenv("CUFW_FAKE_DEVICES", "2", 1);
    fake_start();
    cufw_device_set_current(0);
}

void badinput_row(int want, int got, int result, const char *what)
{
    int res = cufw_driver_result();

    if (want != CUFW_OK && result >= 0 && got == want && res != result) {
        ok(0, "%s: %s: %s", fn, what, cufw_error_name(want));
        diag("cufw_driver_result() %d, wanted %d", res, result);
        return;
    }
    if (!ok(got == want, "%s: %s: %s", fn, what, cufw_error_name(want)))
        diag("returned %s (%s)", cufw_error_name(got), cufw_error_detail());
}

/* ------------------------------------------------------------ buffers */

void put16(unsigned char *p, unsigned v)
{
    p[0] = (unsigned char)v;
    p[1] = (unsigned char)(v >> 8);
}

void put32(unsigned char *p, uint32_t v)
{
    put16(p, v & 0xffff);
    put16(p + 2, v >> 16);
}

void put64(unsigned char *p, uint64_t v)
{
    put32(p, (uint32_t)v);
    put32(p + 4, (uint32_t)(v >> 32));
}

void make_fatbin(unsigned char *b, unsigned kind, unsigned arch, uint64_t flags)
{
    memset(b, 0, FAT_LEN);
    put32(b, CUFW_FATBIN_MAGIC);
    put16(b + 4, 1);
    put16(b + 6, 16);
    put64(b + 8, 64 + 16);
    put16(b + 16, kind);
    put16(b + 18, 1);
    put32(b + 20, 64);
    put64(b + 24, 16);
    put32(b + 32, 16);
    put32(b + 44, arch);
    put64(b + 56, flags);
    put64(b + 72, 16);
}

void make_image(unsigned char *b)
{
    struct cufw_image r;

    memset(b, 0, IMG_LEN);
    memset(&r, 0, sizeof r);
    r.magic = CUFW_IMAGE_MAGIC;
    r.version = CUFW_IMAGE_VERSION;
    r.header_size = sizeof r;
    r.name_offset = sizeof r;
    r.data_offset = 56;
    r.data_size = 16;
    r.total_size = IMG_LEN;
    memcpy(b, &r, sizeof r);
    memcpy(b + sizeof r, "img", 4);
}

unsigned char *read_self(size_t *len)
{
    FILE *f = fopen("/proc/self/exe", "rb");
    unsigned char *buf = NULL;
    size_t cap = 0, n = 0, got;

    if (f == NULL)
        bail("cannot read /proc/self/exe");
    do {
        if (n == cap) {
            cap = cap ? cap * 2 : 1 << 20;
            buf = realloc(buf, cap);
            if (buf == NULL)
                bail("out of memory");
        }
        got = fread(buf + n, 1, cap - n, f);
        n += got;
    } while (got > 0);
    fclose(f);
    *len = n;
    return buf;
}

void hit(void *p)
{
    (void)p;
}

unsigned char *copy_of(const char *image, size_t *size)
{
    const struct cufw_image *img = cufw_image_find(image);
    struct cufw_image rec;
    unsigned char *p;

    memcpy(&rec, img, sizeof rec);
    *size = (size_t)rec.data_size;
    p = malloc(*size);
    if (p == NULL)
        bail("out of memory");
    memcpy(p, cufw_image_data(img), *size);
    return p;
}
