/* SPDX-License-Identifier: MIT */
/*
 * fatbin/image.c -- the images cufw-embed puts in a binary.
 *
 * Each image is one self-contained object in the linker section
 * "cufw_images": a struct cufw_image, its name and its fatbin, with offsets
 * relative to the record (so there is nothing to relocate and the same code
 * reads records in memory and in files). The linker defines
 * __start_cufw_images and __stop_cufw_images around the section when some
 * object defines it; the weak references below are NULL otherwise. Records
 * are read field by field with memcpy, so a record at any alignment (in a
 * file buffer) is fine.
 */
#include <string.h>

#include <cufw/fatbin.h>

#include "inner.h"

extern const unsigned char __start_cufw_images[] __attribute__((weak, visibility("hidden")));
extern const unsigned char __stop_cufw_images[] __attribute__((weak, visibility("hidden")));

static struct cufw_image load(const void *p)
{
    struct cufw_image r;

    memcpy(&r, p, sizeof r);
    return r;
}

int cufw_image_check(const void *buf, size_t len)
{
    const unsigned char *b = buf;
    struct cufw_image r;

    if (buf == NULL || len < sizeof r)
        return CUFW_ERROR_IMAGE_BAD_RECORD;
    r = load(buf);
    if (r.magic != CUFW_IMAGE_MAGIC || r.version != CUFW_IMAGE_VERSION ||
        r.header_size < sizeof r || r.total_size > len || r.total_size % 8 != 0 ||
        r.total_size < r.header_size)
        return CUFW_ERROR_IMAGE_BAD_RECORD;
    if (r.name_offset < r.header_size || r.name_offset >= r.total_size ||
        memchr(b + r.name_offset, 0, (size_t)(r.total_size - r.name_offset)) == NULL)
        return CUFW_ERROR_IMAGE_BAD_RECORD;
    if (r.data_offset < r.header_size || r.data_offset % 8 != 0 || r.data_offset > r.total_size ||
        r.data_size > r.total_size - r.data_offset)
        return CUFW_ERROR_IMAGE_BAD_RECORD;
    return CUFW_OK;
}

const char *cufw_image_name(const struct cufw_image *img)
{
    if (img == NULL)
        return NULL;
    return (const char *)img + load(img).name_offset;
}

const void *cufw_image_data(const struct cufw_image *img)
{
    if (img == NULL)
        return NULL;
    return (const unsigned char *)img + load(img).data_offset;
}

int cufw_image_walk(const void *buf, size_t len, size_t *pos, const struct cufw_image **img)
{
    const unsigned char *b = buf;
    size_t p;
    int rc;

    if (buf == NULL || pos == NULL || img == NULL || *pos > len)
        return CUFW_ERROR_INVALID_ARGUMENT;
    p = *pos;
    while (len - p >= 8 && cufw__rd64(b + p) == 0)
        p += 8;
    if (cufw__all_zero(b, p, len)) {
        *pos = len;
        return CUFW_ERROR_NOT_FOUND;
    }
    rc = cufw_image_check(b + p, len - p);
    if (rc != CUFW_OK)
        return rc;
    *img = (const struct cufw_image *)(const void *)(b + p);
    *pos = p + (size_t)load(b + p).total_size;
    return CUFW_OK;
}

/* The section of this program, or len 0. */
static size_t section(const unsigned char **start)
{
    uintptr_t a = (uintptr_t)__start_cufw_images, b = (uintptr_t)__stop_cufw_images;

    *start = __start_cufw_images;
    if (a == 0 || b <= a)
        return 0;
    return (size_t)(b - a);
}

const struct cufw_image *cufw_image_at(unsigned index)
{
    const unsigned char *start;
    const struct cufw_image *img;
    size_t len = section(&start), pos = 0;
    unsigned i = 0;

    while (len > 0 && cufw_image_walk(start, len, &pos, &img) == CUFW_OK) {
        if (i++ == index)
            return img;
    }
    return NULL;
}

unsigned cufw_image_count(void)
{
    const unsigned char *start;
    const struct cufw_image *img;
    size_t len = section(&start), pos = 0;
    unsigned n = 0;

    while (len > 0 && cufw_image_walk(start, len, &pos, &img) == CUFW_OK)
        n++;
    return n;
}

const struct cufw_image *cufw_image_find(const char *name)
{
    const unsigned char *start;
    const struct cufw_image *img;
    size_t len = section(&start), pos = 0;

    if (name == NULL)
        return NULL;
    while (len > 0 && cufw_image_walk(start, len, &pos, &img) == CUFW_OK) {
        if (strcmp(cufw_image_name(img), name) == 0)
            return img;
    }
    return NULL;
}
