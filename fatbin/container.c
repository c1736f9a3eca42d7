/* SPDX-License-Identifier: MIT */
/*
 * fatbin/container.c -- walking fatbin containers and their entries.
 *
 * IMPLEMENTATION NOTES
 * The buffer is untrusted. Every size read from it is compared against what
 * is left of the buffer (or of the current container) *before* it is added to
 * an offset, so no sum can overflow and no read can leave buf[0..len).
 * Layout (little endian; names are ours):
 *
 *   container header (16):  u32 magic, u16 version, u16 header size,
 *                           u64 bytes of entries that follow
 *   entry header (>= 64):   u16 kind, u16 version, u32 header size,
 *                           u64 padded payload size, u32 compressed size @16,
 *                           u32 SM arch @28, u64 flags @40,
 *                           u64 uncompressed size @56
 *
 * The next entry starts header size + padded size after the current one;
 * headers longer than 64 bytes (SM 100+, debug builds) are stepped over whole.
 * Containers follow each other, possibly separated by zero padding.
 */
#include <cufw/fatbin.h>

#include "inner.h"

#define CONTAINER_HEADER_MIN 16u
#define ENTRY_HEADER_MIN 64u

int cufw_fatbin_iter_init(struct cufw_fatbin_iter *it, const void *buf, size_t len)
{
    if (it == NULL || buf == NULL)
        return CUFW_ERROR_INVALID_ARGUMENT;
    it->buf = buf;
    it->len = len;
    it->pos = 0;
    it->container_end = 0;
    it->container = 0;
    it->index = 0;
    it->error = CUFW_OK;
    return CUFW_OK;
}

/* Skip zero padding (to 8-byte alignment, and whole zero words) before a
 * container header. Returns 1 when only zeros are left. */
static int skip_padding(struct cufw_fatbin_iter *it)
{
    while (it->pos < it->len && (it->pos & 7u) != 0 && it->buf[it->pos] == 0)
        it->pos++;
    while (it->len - it->pos >= 8 && cufw__rd64(it->buf + it->pos) == 0)
        it->pos += 8;
    return cufw__all_zero(it->buf, it->pos, it->len);
}

/* Read the container header at it->pos; the iterator then points at its
 * first entry. Returns CUFW_OK, CUFW_ERROR_NOT_FOUND at the end, or an error. */
/* A header of hsize bytes (at least min) and then size bytes, within left:
 * CUFW_OK; CUFW_ERROR_FATBIN_BAD_HEADER for a header too small to be one;
 * overrun when the header or what follows it does not fit. */
static int check_span(size_t left, uint64_t hsize, uint64_t min, uint64_t size, int overrun)
{
    if (hsize < min)
        return CUFW_ERROR_FATBIN_BAD_HEADER;
    if (hsize > left || size > left - hsize)
        return overrun;
    return CUFW_OK;
}

static int open_container(struct cufw_fatbin_iter *it)
{
    const unsigned char *h;
    size_t left;
    uint32_t hsize;
    uint64_t size;
    int rc;

    if (skip_padding(it))
        return CUFW_ERROR_NOT_FOUND;
    left = it->len - it->pos;
    h = it->buf + it->pos;
    if (left < 4)
        return CUFW_ERROR_FATBIN_TRUNCATED;
    if (cufw__rd32(h) != CUFW_FATBIN_MAGIC)
        return CUFW_ERROR_FATBIN_BAD_MAGIC;
    if (left < CONTAINER_HEADER_MIN)
        return CUFW_ERROR_FATBIN_TRUNCATED;
    if (cufw__rd16(h + 4) != 1)
        return CUFW_ERROR_FATBIN_BAD_VERSION;
    hsize = cufw__rd16(h + 6);
    size = cufw__rd64(h + 8);
    rc = check_span(left, hsize, CONTAINER_HEADER_MIN, size, CUFW_ERROR_FATBIN_TRUNCATED);
    if (rc != CUFW_OK)
        return rc;
    if (it->container_end != 0)
        it->container++;
    it->pos += hsize;
    it->container_end = it->pos + (size_t)size;
    return CUFW_OK;
}

static int read_entry(struct cufw_fatbin_iter *it, struct cufw_fatbin_entry *e)
{
    const unsigned char *h = it->buf + it->pos;
    size_t left = it->container_end - it->pos;
    uint32_t hsize;
    uint64_t padded, flags;

    int rc;

    if (left < 8)
        return CUFW_ERROR_FATBIN_ENTRY_OVERRUN;
    hsize = cufw__rd32(h + 4);
    /* (the payload size is read only once the header is known to hold it) */
    if (hsize < ENTRY_HEADER_MIN)
        return CUFW_ERROR_FATBIN_BAD_HEADER;
    padded = hsize <= left ? cufw__rd64(h + 8) : 0;
    rc = check_span(left, hsize, ENTRY_HEADER_MIN, padded, CUFW_ERROR_FATBIN_ENTRY_OVERRUN);
    if (rc != CUFW_OK)
        return rc;
    flags = cufw__rd64(h + 40);
    if ((flags & CUFW_FATBIN_FLAG_LZ4) && (flags & CUFW_FATBIN_FLAG_ZSTD))
        return CUFW_ERROR_FATBIN_BAD_HEADER;

    e->kind = cufw__rd16(h);
    e->version = cufw__rd16(h + 2);
    e->header_size = hsize;
    e->sm_arch = cufw__rd32(h + 28);
    e->flags = flags;
    e->payload = h + hsize;
    e->padded_size = padded;
    e->offset = it->pos;
    e->container = it->container;
    e->index = it->index;
    if (flags & (CUFW_FATBIN_FLAG_LZ4 | CUFW_FATBIN_FLAG_ZSTD)) {
        e->compression = (flags & CUFW_FATBIN_FLAG_LZ4) ? CUFW_FATBIN_COMPRESSION_LZ4
                                                        : CUFW_FATBIN_COMPRESSION_ZSTD;
        e->payload_size = cufw__rd32(h + 16);
        e->uncompressed_size = cufw__rd64(h + 56);
        if (e->payload_size == 0 || e->payload_size > padded || e->uncompressed_size == 0)
            return CUFW_ERROR_FATBIN_BAD_HEADER;
    } else {
        e->compression = CUFW_FATBIN_COMPRESSION_NONE;
        e->payload_size = padded;
        e->uncompressed_size = padded;
    }
    it->pos += hsize + (size_t)padded;
    it->index++;
    return CUFW_OK;
}

int cufw_fatbin_next(struct cufw_fatbin_iter *it, struct cufw_fatbin_entry *entry)
{
    int rc;

    if (it == NULL || entry == NULL || it->buf == NULL)
        return CUFW_ERROR_INVALID_ARGUMENT;
    if (it->error != CUFW_OK)
        return it->error;
    while (it->container_end == 0 || it->pos >= it->container_end) {
        if (it->container_end != 0)
            it->pos = it->container_end;
        rc = open_container(it);
        if (rc != CUFW_OK) {
            it->error = rc;
            return rc;
        }
    }
    rc = read_entry(it, entry);
    if (rc != CUFW_OK)
        it->error = rc;
    return rc;
}

int cufw_fatbin_validate(const void *buf, size_t len, unsigned *entries, size_t *used)
{
    struct cufw_fatbin_iter it;
    struct cufw_fatbin_entry e;
    unsigned n = 0;
    int rc;

    rc = cufw_fatbin_iter_init(&it, buf, len);
    if (rc != CUFW_OK)
        return rc;
    while ((rc = cufw_fatbin_next(&it, &e)) == CUFW_OK)
        n++;
    if (rc != CUFW_ERROR_NOT_FOUND)
        return rc;
    if (n == 0)
        return CUFW_ERROR_FATBIN_EMPTY;
    if (entries != NULL)
        *entries = n;
    if (used != NULL)
        *used = it.container_end;
    return CUFW_OK;
}

int cufw_fatbin_size(const void *data, size_t max, size_t *size)
{
    const unsigned char *h = data;
    uint32_t hsize;
    uint64_t body;

    if (data == NULL || size == NULL)
        return CUFW_ERROR_INVALID_ARGUMENT;
    if (max == 0)
        max = SIZE_MAX;
    if (max < CONTAINER_HEADER_MIN)
        return max >= 4 && cufw__rd32(h) != CUFW_FATBIN_MAGIC ? CUFW_ERROR_FATBIN_BAD_MAGIC
                                                             : CUFW_ERROR_FATBIN_TRUNCATED;
    if (cufw__rd32(h) != CUFW_FATBIN_MAGIC)
        return CUFW_ERROR_FATBIN_BAD_MAGIC;
    if (cufw__rd16(h + 4) != 1)
        return CUFW_ERROR_FATBIN_BAD_VERSION;
    hsize = cufw__rd16(h + 6);
    if (hsize < CONTAINER_HEADER_MIN)
        return CUFW_ERROR_FATBIN_BAD_HEADER;
    body = cufw__rd64(h + 8);
    if (hsize > max || body > max - hsize)
        return CUFW_ERROR_FATBIN_TRUNCATED;
    *size = hsize + (size_t)body;
    return CUFW_OK;
}

int cufw_fatbin_unwrap(const void *wrapper_or_data, const void **data, size_t *size)
{
    const unsigned char *p = wrapper_or_data;
    struct cufw_fatbin_wrapper w;
    int rc;

    if (p == NULL || data == NULL || size == NULL)
        return CUFW_ERROR_INVALID_ARGUMENT;
    if (cufw__rd32(p) == CUFW_FATBIN_MAGIC) {
        rc = cufw_fatbin_size(p, 0, size);
        if (rc == CUFW_OK)
            *data = p;
        return rc;
    }
    if (cufw__rd32(p) != CUFW_FATBIN_WRAPPER_MAGIC)
        return CUFW_ERROR_FATBIN_BAD_MAGIC;
    w = *(const struct cufw_fatbin_wrapper *)wrapper_or_data;
    /* 1: one unit's fatbin; 2: the device-linked fatbin of -rdc units
     * (nvcc -dlink's stub), whose data is the linked container */
    if (w.version != 1 && w.version != 2)
        return CUFW_ERROR_FATBIN_BAD_VERSION;
    if (w.data == NULL)
        return CUFW_ERROR_FATBIN_BAD_MAGIC;
    rc = cufw_fatbin_size(w.data, 0, size);
    if (rc == CUFW_OK)
        *data = w.data;
    return rc;
}

const char *cufw_fatbin_kind_name(unsigned kind)
{
    switch (kind) {
    case CUFW_FATBIN_KIND_PTX:
        return "ptx";
    case CUFW_FATBIN_KIND_ELF:
        return "elf";
    default:
        return "other";
    }
}

const char *cufw_fatbin_compression_name(enum cufw_fatbin_compression c)
{
    switch (c) {
    case CUFW_FATBIN_COMPRESSION_LZ4:
        return "lz4";
    case CUFW_FATBIN_COMPRESSION_ZSTD:
        return "zstd";
    default:
        return "none";
    }
}
