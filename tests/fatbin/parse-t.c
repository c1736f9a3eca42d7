/* SPDX-License-Identifier: MIT */
/*
 * tests/fatbin/parse-t.c -- the container parser on real fatbins made by
 * nvcc: the entries nvcc was asked for, payloads that check out on their own
 * (ELF headers name the same SM, PTX targets it), compressed entries that
 * decompress to exactly the uncompressed build's bytes, concatenated
 * containers, nvcc's wrapper struct.
 */
#define _POSIX_C_SOURCE 200809L
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cufw/cufw.h>

#include "tests/fatbin/testfile.h"
#include "tests/tap/basic.h"

#define ELF CUFW_FATBIN_KIND_ELF
#define PTX CUFW_FATBIN_KIND_PTX

static const struct tf_expect three[] = {{ELF, 80}, {ELF, 90}, {PTX, 90}};

/* Every entry: payload inside the buffer, header fields consistent, the
 * payload (decompressed if need be) an ELF or PTX for the entry's SM. */
static void check_payloads(const char *name, const unsigned char *buf, size_t len,
                           enum cufw_fatbin_compression want)
{
    struct cufw_fatbin_iter it;
    struct cufw_fatbin_entry e;
    int bad = 0, n = 0, skipped = 0;

    cufw_fatbin_iter_init(&it, buf, len);
    while (cufw_fatbin_next(&it, &e) == CUFW_OK) {
        unsigned char *plain;
        size_t plen;

        n++;
        if (e.payload != buf + e.offset + e.header_size || e.payload_size > e.padded_size ||
            e.offset + e.header_size + e.padded_size > len) {
            diag("%s entry %u: inconsistent offsets", name, e.index);
            bad++;
        }
        if (want != CUFW_FATBIN_COMPRESSION_NONE && e.kind == PTX && e.compression != want) {
            diag("%s entry %u: compression %s", name, e.index,
                 cufw_fatbin_compression_name(e.compression));
            bad++;
        }
        plain = tf_decompress(&e, &plen);
        if (plain == NULL) {
            skipped++;
            continue;
        }
        if (e.kind == ELF && tf_cubin_arch(plain, plen) != (int)e.sm_arch) {
            diag("%s entry %u: cubin says sm_%d, entry says sm_%u", name, e.index,
                 tf_cubin_arch(plain, plen), e.sm_arch);
            bad++;
        }
        if (e.kind == PTX && !tf_ptx_targets(plain, plen, e.sm_arch)) {
            diag("%s entry %u: PTX does not target sm_%u", name, e.index, e.sm_arch);
            bad++;
        }
        free(plain);
    }
    ok(bad == 0 && n > 0, "%s: %d payloads check out on their own (%d not decompressible here)",
       name, n, skipped);
}

/* Each entry of a compressed build decompresses to the bytes of the same
 * entry of the uncompressed build. */
static void check_same_as_plain(const char *name, const unsigned char *buf, size_t len,
                                const unsigned char *pbuf, size_t plen)
{
    struct cufw_fatbin_iter it;
    struct cufw_fatbin_entry e, pe;
    int bad = 0, n = 0;

    cufw_fatbin_iter_init(&it, buf, len);
    while (cufw_fatbin_next(&it, &e) == CUFW_OK) {
        unsigned char *a, *b;
        size_t alen, blen;

        if (!tf_find(pbuf, plen, e.kind, e.sm_arch, &pe)) {
            bad++;
            continue;
        }
        a = tf_decompress(&e, &alen);
        b = tf_decompress(&pe, &blen);
        if (a == NULL) {
            free(b);
            skip(1, "%s: no decompressor for %s in this build", name,
                 cufw_fatbin_compression_name(e.compression));
            return;
        }
        if (!tf_same_payload(a, alen, b, blen)) {
            diag("%s entry %u (%s sm_%u): %zu bytes decompressed, plain has %zu", name, e.index,
                 cufw_fatbin_kind_name(e.kind), e.sm_arch, alen, blen);
            bad++;
        }
        n++;
        free(a);
        free(b);
    }
    ok(bad == 0 && n == 3, "%s: every entry decompresses to the uncompressed build's bytes (but its padding)",
       name);
}

static void check_kernels(void)
{
    const char *archs = getenv("CUFW_CUDA_ARCHS");
    const char *files[] = {"vector.fatbin", "reduce.fatbin", "misc.fatbin"};
    struct tf_expect want[32];
    char path[4096], list[256], *tok, *save = NULL;
    unsigned low = 0, top = 0, arch;
    int n = 0, f;

    if (archs == NULL || getenv("CUFW_TOP_BUILDDIR") == NULL) {
        skip(3, "CUFW_CUDA_ARCHS or CUFW_TOP_BUILDDIR not set");
        return;
    }
    snprintf(list, sizeof list, "%s", archs);
    for (tok = strtok_r(list, " ", &save); tok != NULL && n < 30; tok = strtok_r(NULL, " ", &save)) {
        arch = (unsigned)atoi(tok);
        want[n].kind = ELF;
        want[n++].arch = arch;
        if (low == 0 || arch < low)
            low = arch;
        if (arch > top)
            top = arch;
    }
    /* PTX for the lowest, which any newer GPU can JIT, and the highest */
    want[n].kind = PTX;
    want[n++].arch = low;
    if (top != low) {
        want[n].kind = PTX;
        want[n++].arch = top;
    }
    for (f = 0; f < 3; f++) {
        unsigned char *buf;
        size_t len;

        snprintf(path, sizeof path, "%s/kernels/%s", getenv("CUFW_TOP_BUILDDIR"), files[f]);
        buf = tf_load(path, &len);
        ok(tf_entries_match(buf, len, want, n),
           "kernels/%s: SASS for each of '%s', PTX for sm_%u and sm_%u", files[f], archs, low, top);
        free(buf);
    }
}

int main(void)
{
    unsigned char *plain, *zstd, *lz4, *ptx, *sass, *special, *cat;
    size_t plen, zlen, llen, xlen, slen, splen, clen, used, size;
    unsigned entries;
    const void *data;
    struct cufw_fatbin_iter it;
    struct cufw_fatbin_entry e;
    struct cufw_fatbin_wrapper w;
    int rc, containers[8], n;

    tf_need("zstd.fatbin");
    tf_need("special.fatbin");
    plan(38);
    plain = tf_load("plain.fatbin", &plen);
    zstd = tf_load("zstd.fatbin", &zlen);
    lz4 = tf_load("lz4.fatbin", &llen);
    ptx = tf_load("ptx.fatbin", &xlen);
    sass = tf_load("sass.fatbin", &slen);
    special = tf_load("special.fatbin", &splen);

    /* The entries nvcc was asked for. */
    ok(tf_entries_match(plain, plen, three, 3), "plain: ELF sm_80, ELF sm_90, PTX sm_90");
    ok(tf_entries_match(zstd, zlen, three, 3), "zstd: the same three entries");
    ok(tf_entries_match(lz4, llen, three, 3), "lz4: the same three entries");
    {
        static const struct tf_expect x[] = {{PTX, 75}};
        ok(tf_entries_match(ptx, xlen, x, 1), "ptx: PTX sm_75 only");
    }
    {
        static const struct tf_expect x[] = {{ELF, 75}, {ELF, 86}, {ELF, 90}};
        ok(tf_entries_match(sass, slen, x, 3), "sass: ELF sm_75, sm_86, sm_90 only");
    }
    {
        static const struct tf_expect x[] = {{ELF, 90}, {PTX, 90}, {ELF, 100}};
        ok(tf_entries_match(special, splen, x, 3), "special: ELF sm_90a, PTX sm_90a, ELF sm_100f");
    }

    /* Compression as built. */
    cufw_fatbin_iter_init(&it, plain, plen);
    n = 0;
    while (cufw_fatbin_next(&it, &e) == CUFW_OK)
        n += e.compression == CUFW_FATBIN_COMPRESSION_NONE && e.uncompressed_size == e.payload_size;
    is_int(3, n, "plain: no entry compressed, sizes equal");
    cufw_fatbin_iter_init(&it, zstd, zlen);
    n = 0;
    while (cufw_fatbin_next(&it, &e) == CUFW_OK)
        n += e.compression == CUFW_FATBIN_COMPRESSION_ZSTD && e.payload_size < e.uncompressed_size &&
             memcmp(e.payload, "\x28\xb5\x2f\xfd", 4) == 0;
    is_int(3, n, "zstd: every entry zstd (frame magic 28 b5 2f fd), smaller than uncompressed");
    cufw_fatbin_iter_init(&it, lz4, llen);
    n = 0;
    while (cufw_fatbin_next(&it, &e) == CUFW_OK)
        n += e.compression == CUFW_FATBIN_COMPRESSION_LZ4 && e.payload_size < e.uncompressed_size;
    is_int(3, n, "lz4: every entry lz4, smaller than uncompressed");

    /* Flags of arch- and family-specific builds. */
    cufw_fatbin_iter_init(&it, special, splen);
    n = 0;
    while (cufw_fatbin_next(&it, &e) == CUFW_OK)
        n += (e.sm_arch == 90 && (e.flags & CUFW_FATBIN_FLAG_ARCH_SPECIFIC)) ||
             (e.sm_arch == 100 && (e.flags & CUFW_FATBIN_FLAG_FAMILY_SPECIFIC) &&
              e.header_size > 64);
    is_int(3, n, "special: sm_90a flagged arch-specific, sm_100f family-specific with a long header");

    /* Payloads check out independently of the parser. */
    check_payloads("plain", plain, plen, CUFW_FATBIN_COMPRESSION_NONE);
    check_payloads("zstd", zstd, zlen, CUFW_FATBIN_COMPRESSION_ZSTD);
    check_payloads("lz4", lz4, llen, CUFW_FATBIN_COMPRESSION_LZ4);
    check_payloads("sass", sass, slen, CUFW_FATBIN_COMPRESSION_NONE);
    check_payloads("special", special, splen, CUFW_FATBIN_COMPRESSION_NONE);
    check_same_as_plain("zstd", zstd, zlen, plain, plen);
    check_same_as_plain("lz4", lz4, llen, plain, plen);

    /* validate and size agree with the file. */
    rc = cufw_fatbin_validate(plain, plen, &entries, &used);
    ok(rc == CUFW_OK && entries == 3 && used == plen, "validate: 3 entries using all %zu bytes",
       plen);
    rc = cufw_fatbin_size(sass, 0, &size);
    ok(rc == CUFW_OK && size == slen, "size without a limit: the whole file (%zu)", size);
    is_int(CUFW_ERROR_FATBIN_TRUNCATED, cufw_fatbin_size(sass, slen - 1, &size),
           "size with a limit one byte short: truncated");
    is_int(CUFW_ERROR_FATBIN_EMPTY, cufw_fatbin_validate(plain, 0, NULL, NULL),
           "validate of 0 bytes: empty");

    /* Concatenated containers with zero padding between them. */
    clen = ((plen + 7) & ~(size_t)7) + 8 + slen + 24;
    cat = calloc(1, clen);
    memcpy(cat, plain, plen);
    memcpy(cat + ((plen + 7) & ~(size_t)7) + 8, sass, slen);
    cufw_fatbin_iter_init(&it, cat, clen);
    n = 0;
    while ((rc = cufw_fatbin_next(&it, &e)) == CUFW_OK && n < 8)
        containers[n++] = (int)e.container;
    ok(n == 6 && rc == CUFW_ERROR_NOT_FOUND, "two containers with padding: 6 entries, clean end");
    ok(n == 6 && containers[0] == 0 && containers[2] == 0 && containers[3] == 1 &&
           containers[5] == 1,
       "entries carry their container index");
    is_int(CUFW_ERROR_NOT_FOUND, cufw_fatbin_next(&it, &e), "the end is sticky");
    rc = cufw_fatbin_validate(cat, clen, &entries, &used);
    ok(rc == CUFW_OK && entries == 6 && used == clen - 24, "validate: 6 entries, trailing padding excluded");
    free(cat);

    /* nvcc's wrapper. */
    w.magic = (int32_t)CUFW_FATBIN_WRAPPER_MAGIC;
    w.version = 1;
    w.data = (const unsigned long long *)(const void *)plain;
    w.filename_or_fatbins = NULL;
    rc = cufw_fatbin_unwrap(&w, &data, &size);
    ok(rc == CUFW_OK && data == plain && size == plen, "unwrap: the wrapper's data and its size");
    rc = cufw_fatbin_unwrap(plain, &data, &size);
    ok(rc == CUFW_OK && data == plain && size == plen, "unwrap: a bare container is accepted");
    w.version = 2;
    rc = cufw_fatbin_unwrap(&w, &data, &size);
    ok(rc == CUFW_OK && data == plain && size == plen,
       "unwrap: version 2 (the device-linked fatbin of -rdc) gives its data");
    w.version = 3;
    is_int(CUFW_ERROR_FATBIN_BAD_VERSION, cufw_fatbin_unwrap(&w, &data, &size),
           "unwrap: version 3 refused");
    w.version = 0;
    is_int(CUFW_ERROR_FATBIN_BAD_VERSION, cufw_fatbin_unwrap(&w, &data, &size),
           "unwrap: version 0 refused");
    w.version = 1;
    w.magic = 0x12345678;
    is_int(CUFW_ERROR_FATBIN_BAD_MAGIC, cufw_fatbin_unwrap(&w, &data, &size),
           "unwrap: bad magic refused");
    w.magic = (int32_t)CUFW_FATBIN_WRAPPER_MAGIC;
    w.data = NULL;
    is_int(CUFW_ERROR_FATBIN_BAD_MAGIC, cufw_fatbin_unwrap(&w, &data, &size),
           "unwrap: NULL data refused");
    is_int(CUFW_ERROR_INVALID_ARGUMENT, cufw_fatbin_unwrap(NULL, &data, &size), "unwrap: NULL");
    is_int(CUFW_ERROR_INVALID_ARGUMENT, cufw_fatbin_iter_init(NULL, plain, plen),
           "iter_init: NULL iterator");
    is_int(CUFW_ERROR_INVALID_ARGUMENT, cufw_fatbin_next(&it, NULL), "next: NULL entry");

    check_kernels();

    free(plain);
    free(zstd);
    free(lz4);
    free(ptx);
    free(sass);
    free(special);
    return 0;
}
