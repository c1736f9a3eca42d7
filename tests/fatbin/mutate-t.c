/* SPDX-License-Identifier: MIT */
/*
 * tests/fatbin/mutate-t.c -- the parser on damaged fatbins: every
 * truncation length, each header field made impossible, and random byte
 * flips. Every damaged buffer is copied into an allocation of exactly its
 * size, so an out-of-bounds read shows up under ASan (--enable-sanitizers).
 */
#define _POSIX_C_SOURCE 200809L
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include <cufw/cufw.h>

#include "tests/fatbin/testfile.h"
#include "tests/tap/basic.h"

static int validate_copy(const unsigned char *buf, size_t len)
{
    unsigned char *copy = malloc(len ? len : 1);
    int rc;

    memcpy(copy, buf, len);
    rc = cufw_fatbin_validate(copy, len, NULL, NULL);
    free(copy);
    return rc;
}

static void put16(unsigned char *p, unsigned v)
{
    p[0] = (unsigned char)v;
    p[1] = (unsigned char)(v >> 8);
}

static void put32(unsigned char *p, unsigned long v)
{
    put16(p, (unsigned)(v & 0xffff));
    put16(p + 2, (unsigned)(v >> 16));
}

static void put64(unsigned char *p, unsigned long long v)
{
    put32(p, (unsigned long)(v & 0xffffffffu));
    put32(p + 4, (unsigned long)(v >> 32));
}

/* Apply one mutation to a copy and return validate's code. */
typedef void (*mutation)(unsigned char *buf, size_t first_entry, size_t second_entry);

static int mutated(const unsigned char *orig, size_t len, mutation m, size_t e0, size_t e1)
{
    unsigned char *copy = malloc(len);
    int rc;

    memcpy(copy, orig, len);
    m(copy, e0, e1);
    rc = cufw_fatbin_validate(copy, len, NULL, NULL);
    free(copy);
    return rc;
}

static void m_magic(unsigned char *b, size_t e0, size_t e1) { (void)e0; (void)e1; b[2] ^= 0x40; }
static void m_version(unsigned char *b, size_t e0, size_t e1) { (void)e0; (void)e1; put16(b + 4, 2); }
static void m_hsize_small(unsigned char *b, size_t e0, size_t e1) { (void)e0; (void)e1; put16(b + 6, 8); }
static void m_hsize_huge(unsigned char *b, size_t e0, size_t e1) { (void)e0; (void)e1; put16(b + 6, 0xfff8); }
static void m_size_plus(unsigned char *b, size_t e0, size_t e1)
{
    unsigned long long s = (unsigned long long)b[8] | ((unsigned long long)b[9] << 8) |
                           ((unsigned long long)b[10] << 16) | ((unsigned long long)b[11] << 24);
    (void)e0; (void)e1;
    put64(b + 8, s + 8);
}
static void m_size_huge(unsigned char *b, size_t e0, size_t e1) { (void)e0; (void)e1; put64(b + 8, ~0ull - 4); }
static void m_ehsize_small(unsigned char *b, size_t e0, size_t e1) { (void)e1; put32(b + e0 + 4, 32); }
static void m_ehsize_huge(unsigned char *b, size_t e0, size_t e1) { (void)e1; put32(b + e0 + 4, 0xfffffff0u); }
static void m_padded_over(unsigned char *b, size_t e0, size_t e1) { put64(b + e0 + 8, (e1 - e0) * 100); }
static void m_padded_wrap(unsigned char *b, size_t e0, size_t e1) { (void)e1; put64(b + e0 + 8, ~0ull); }
static void m_both_comp(unsigned char *b, size_t e0, size_t e1) { (void)e1; b[e0 + 41] |= 0xa0; }
static void m_comp_zero(unsigned char *b, size_t e0, size_t e1) { (void)e1; b[e0 + 41] |= 0x80; put32(b + e0 + 16, 0); }
static void m_comp_big(unsigned char *b, size_t e0, size_t e1) { (void)e1; b[e0 + 41] |= 0x80; put32(b + e0 + 16, 0xffffff); put64(b + e0 + 56, 10); }
static void m_second_over(unsigned char *b, size_t e0, size_t e1) { (void)e0; put64(b + e1 + 8, 1ull << 40); }

int main(void)
{
    const char *files[] = {"plain.fatbin", "zstd.fatbin", "special.fatbin"};
    int f;

    for (f = 0; f < 3; f++)
        tf_need(files[f]);
    test_rand_seed();
    plan(3 * 18);
    for (f = 0; f < 3; f++) {
        unsigned char *buf;
        size_t len, L, bad = 0, e0 = 16, e1, i;
        unsigned long long rounds = 20000, crashes_would_be = 0, accepted = 0;

        buf = tf_load(files[f], &len);
        e1 = e0 + (buf[e0 + 4] | (buf[e0 + 5] << 8)) +
             (size_t)(buf[e0 + 8] | (buf[e0 + 9] << 8) | (buf[e0 + 10] << 16));

        /* Every truncation: 0 bytes is "empty", anything else "truncated". */
        for (L = 1; L < len; L++)
            if (validate_copy(buf, L) != CUFW_ERROR_FATBIN_TRUNCATED)
                bad++;
        ok(bad == 0, "%s: each of %zu truncations reports truncated", files[f], len - 1);
        is_int(CUFW_ERROR_FATBIN_EMPTY, validate_copy(buf, 0), "%s: zero bytes: empty", files[f]);
        is_int(CUFW_OK, validate_copy(buf, len), "%s: the whole file is valid", files[f]);

        is_int(CUFW_ERROR_FATBIN_BAD_MAGIC, mutated(buf, len, m_magic, e0, e1), "%s: bad magic", files[f]);
        is_int(CUFW_ERROR_FATBIN_BAD_VERSION, mutated(buf, len, m_version, e0, e1), "%s: version 2", files[f]);
        is_int(CUFW_ERROR_FATBIN_BAD_HEADER, mutated(buf, len, m_hsize_small, e0, e1), "%s: container header of 8 bytes", files[f]);
        is_int(CUFW_ERROR_FATBIN_TRUNCATED, mutated(buf, len, m_hsize_huge, e0, e1), "%s: container header past the end", files[f]);
        is_int(CUFW_ERROR_FATBIN_TRUNCATED, mutated(buf, len, m_size_plus, e0, e1), "%s: container 8 bytes too long", files[f]);
        is_int(CUFW_ERROR_FATBIN_TRUNCATED, mutated(buf, len, m_size_huge, e0, e1), "%s: container size near 2^64", files[f]);
        is_int(CUFW_ERROR_FATBIN_BAD_HEADER, mutated(buf, len, m_ehsize_small, e0, e1), "%s: entry header of 32 bytes", files[f]);
        is_int(CUFW_ERROR_FATBIN_ENTRY_OVERRUN, mutated(buf, len, m_ehsize_huge, e0, e1), "%s: entry header past the container", files[f]);
        is_int(CUFW_ERROR_FATBIN_ENTRY_OVERRUN, mutated(buf, len, m_padded_over, e0, e1), "%s: payload past the container", files[f]);
        is_int(CUFW_ERROR_FATBIN_ENTRY_OVERRUN, mutated(buf, len, m_padded_wrap, e0, e1), "%s: payload size 2^64-1", files[f]);
        is_int(CUFW_ERROR_FATBIN_BAD_HEADER, mutated(buf, len, m_both_comp, e0, e1), "%s: both lz4 and zstd flags", files[f]);
        is_int(CUFW_ERROR_FATBIN_BAD_HEADER, mutated(buf, len, m_comp_zero, e0, e1), "%s: compressed size 0", files[f]);
        is_int(CUFW_ERROR_FATBIN_BAD_HEADER, mutated(buf, len, m_comp_big, e0, e1), "%s: compressed size over the padded size", files[f]);
        is_int(CUFW_ERROR_FATBIN_ENTRY_OVERRUN, mutated(buf, len, m_second_over, e0, e1), "%s: second entry's payload 1 TiB", files[f]);

        /* Random damage: 1 to 8 bytes anywhere; whatever the verdict, an
         * accepted buffer's entries lie inside it. */
        for (i = 0; i < rounds; i++) {
            unsigned char *copy = malloc(len);
            struct cufw_fatbin_iter it;
            struct cufw_fatbin_entry e;
            int k, flips = 1 + (int)(test_rand() % 8), rc;

            memcpy(copy, buf, len);
            for (k = 0; k < flips; k++)
                copy[test_rand() % len] ^= (unsigned char)(1u << (test_rand() % 8));
            cufw_fatbin_iter_init(&it, copy, len);
            while ((rc = cufw_fatbin_next(&it, &e)) == CUFW_OK) {
                if (e.payload < copy || e.payload_size > e.padded_size ||
                    (size_t)(e.payload - copy) + e.padded_size > len)
                    crashes_would_be++;
            }
            accepted += rc == CUFW_ERROR_NOT_FOUND;
            free(copy);
        }
        ok(crashes_would_be == 0, "%s: %llu random damages, every reported entry in bounds (%llu accepted)",
           files[f], rounds, accepted);
        free(buf);
    }
    return 0;
}
