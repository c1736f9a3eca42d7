/* SPDX-License-Identifier: MIT */
/*
 * tests/fatbin/testfile.c -- see testfile.h.
 */
#define _POSIX_C_SOURCE 200809L
#include "config.h"

#include "testfile.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#ifdef HAVE_ZSTD
#include <zstd.h>
#endif
#ifdef HAVE_LZ4
#include <lz4.h>
#endif

#include "tests/tap/basic.h"

unsigned char *tf_load(const char *name, size_t *len)
{
    char path[4096];
    FILE *f;
    unsigned char *buf;
    long n;

    if (name[0] == '/')
        snprintf(path, sizeof path, "%s", name);
    else
        test_file_path(name, path, sizeof path);
    f = fopen(path, "rb");
    if (f == NULL)
        bail("cannot open %s", path);
    if (fseek(f, 0, SEEK_END) != 0 || (n = ftell(f)) < 0 || fseek(f, 0, SEEK_SET) != 0)
        bail("cannot size %s", path);
    buf = malloc((size_t)n + 1);
    if (buf == NULL || fread(buf, 1, (size_t)n, f) != (size_t)n)
        bail("cannot read %s", path);
    fclose(f);
    *len = (size_t)n;
    return buf;
}

/* see testfile.h */
void tf_need(const char *name)
{
    const char *unmade = getenv("CUFW_TEST_UNMADE"), *why = getenv("CUFW_TEST_UNMADE_WHY");
    size_t n = strlen(name);
    const char *p;

    for (p = unmade; p != NULL && (p = strstr(p, name)) != NULL; p += n)
        if ((p == unmade || p[-1] == ' ') && (p[n] == '\0' || p[n] == ' '))
            skip_all("needs %s, which this toolkit cannot make: %s", name, why != NULL ? why : "");
}

int tf_entries_match(const unsigned char *buf, size_t len, const struct tf_expect *want, int n)
{
    struct cufw_fatbin_iter it;
    struct cufw_fatbin_entry e;
    int used[64] = {0}, count = 0, i;

    if (n > 64 || cufw_fatbin_iter_init(&it, buf, len) != CUFW_OK)
        return 0;
    while (cufw_fatbin_next(&it, &e) == CUFW_OK) {
        count++;
        for (i = 0; i < n; i++) {
            if (!used[i] && want[i].kind == e.kind && want[i].arch == e.sm_arch) {
                used[i] = 1;
                break;
            }
        }
        if (i == n) {
            diag("unexpected entry %u: %s sm_%u", e.index, cufw_fatbin_kind_name(e.kind), e.sm_arch);
            return 0;
        }
    }
    if (count != n)
        diag("%d entries, expected %d", count, n);
    return count == n;
}

int tf_cubin_arch(const unsigned char *p, size_t len)
{
    unsigned flags;

    if (len < 64 || memcmp(p, "\177ELF", 4) != 0 || p[4] != 2 || (p[18] | (p[19] << 8)) != 190)
        return -1;
    flags = (unsigned)p[48] | ((unsigned)p[49] << 8) | ((unsigned)p[50] << 16) |
            ((unsigned)p[51] << 24);
    return (int)((flags >> 8) & 0xff);
}

int tf_ptx_targets(const unsigned char *p, size_t len, unsigned arch)
{
    char needle[32];
    size_t nl, i;

    nl = (size_t)snprintf(needle, sizeof needle, ".target sm_%u", arch);
    for (i = 0; i + nl <= len; i++) {
        if (memcmp(p + i, needle, nl) == 0) {
            char next = i + nl < len ? (char)p[i + nl] : '\n';

            if (next == '\n' || next == ',' || next == ' ' || next == 'a' || next == 'f' ||
                next == '\r')
                return 1;
        }
    }
    return 0;
}

unsigned char *tf_decompress(const struct cufw_fatbin_entry *e, size_t *out_len)
{
    size_t n = (size_t)e->uncompressed_size;
    unsigned char *out = malloc(n ? n : 1);
    int done = 0;

    if (out == NULL)
        bail("out of memory");
    switch (e->compression) {
    case CUFW_FATBIN_COMPRESSION_NONE:
        memcpy(out, e->payload, n);
        done = 1;
        break;
    case CUFW_FATBIN_COMPRESSION_ZSTD:
#ifdef HAVE_ZSTD
        done = ZSTD_decompress(out, n, e->payload, (size_t)e->payload_size) == n;
#endif
        break;
    case CUFW_FATBIN_COMPRESSION_LZ4:
#ifdef HAVE_LZ4
        done = LZ4_decompress_safe((const char *)e->payload, (char *)out, (int)e->payload_size,
                                   (int)n) == (int)n;
#endif
        break;
    }
    if (!done) { /* not decompressible, or no library to do it */
        free(out);
        return NULL;
    }
    if (e->kind == CUFW_FATBIN_KIND_PTX)
        while (n > 0 && out[n - 1] == 0)
            n--;
    *out_len = n;
    return out;
}

int tf_same_payload(const unsigned char *a, size_t alen, const unsigned char *b, size_t blen)
{
    const unsigned char *longer = alen > blen ? a : b;
    size_t n = alen < blen ? alen : blen, m = alen > blen ? alen : blen, i;

    if (memcmp(a, b, n) != 0)
        return 0;
    if (m == n)
        return 1;
    if (m % 8 != 0 || m - n >= 8)
        return 0;
    for (i = n; i < m; i++)
        if (longer[i] != 0)
            return 0;
    return 1;
}

int tf_find(const unsigned char *buf, size_t len, unsigned kind, unsigned arch,
            struct cufw_fatbin_entry *e)
{
    struct cufw_fatbin_iter it;

    cufw_fatbin_iter_init(&it, buf, len);
    while (cufw_fatbin_next(&it, e) == CUFW_OK)
        if (e->kind == kind && e->sm_arch == arch)
            return 1;
    return 0;
}
