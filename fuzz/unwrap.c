/* SPDX-License-Identifier: MIT */
/*
 * fuzz/unwrap.c -- cufw_fatbin_unwrap on a wrapper built from the input:
 * bytes 0..3 its magic, 4..7 its version, byte 8 how to call it (0: the
 * wrapper points at the rest of the input, 1: the wrapper's data pointer is
 * NULL, 2: unwrap is given the rest of the input directly, as cudart
 * allows), the rest the data (copied to an 8-byte aligned block of at
 * least 16 bytes, the container header cufw_fatbin_size reads).
 *
 * Promises checked: the documented answer for each kind of input (bad
 * magic, bad version, NULL data, a container); on success the data pointer
 * is the container's and the size is its header size plus the size its
 * header gives, read independently here; a container the data holds can
 * then be validated within the input.
 */
#include <string.h>

#include <cufw/fatbin.h>

#include "fuzz.h"

static uint32_t le32(const unsigned char *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

/* What cufw_fatbin_size must say about a container header at p (16 bytes
 * readable, no limit). */
static int expect_size(const unsigned char *p, size_t *size)
{
    uint32_t hsize = (uint32_t)(p[6] | p[7] << 8);
    uint64_t body = (uint64_t)le32(p + 8) | (uint64_t)le32(p + 12) << 32;

    if (le32(p) != CUFW_FATBIN_MAGIC)
        return CUFW_ERROR_FATBIN_BAD_MAGIC;
    if ((p[4] | p[5] << 8) != 1)
        return CUFW_ERROR_FATBIN_BAD_VERSION;
    if (hsize < 16)
        return CUFW_ERROR_FATBIN_BAD_HEADER;
    if (body > SIZE_MAX - hsize)
        return CUFW_ERROR_FATBIN_TRUNCATED;
    *size = hsize + (size_t)body;
    return CUFW_OK;
}

int LLVMFuzzerTestOneInput(const uint8_t *in, size_t size)
{
    struct cufw_fatbin_wrapper w;
    unsigned char *buf;
    const unsigned char *target, *expect_data;
    const void *got = NULL;
    size_t len, cap, got_size = 0, want_size = 0;
    int mode, rc, want;
    int32_t magic, version;

    if (size < 9)
        return 0;
    memcpy(&magic, in, 4);
    memcpy(&version, in + 4, 4);
    mode = in[8] % 3;
    len = size - 9;
    cap = len < 16 ? 16 : len;
    buf = aligned_alloc(8, (cap + 7) & ~(size_t)7);
    if (buf == NULL)
        abort();
    memset(buf, 0, (cap + 7) & ~(size_t)7);
    memcpy(buf, in + 9, len);

    memset(&w, 0, sizeof w);
    w.magic = magic;
    w.version = version;
    w.data = mode == 1 ? NULL : (const unsigned long long *)(const void *)buf;
    w.filename_or_fatbins = NULL;
    target = mode == 2 ? buf : (const unsigned char *)&w;
    /* given directly, wrapper bytes would hold a pointer made of input:
     * unwrap trusts wrapper pointers (they come from nvcc), so skip */
    if (mode == 2 && le32(buf) == CUFW_FATBIN_WRAPPER_MAGIC) {
        free(buf);
        return 0;
    }

    /* the documented answer */
    if (le32(target) == CUFW_FATBIN_MAGIC) {
        want = expect_size(target, &want_size);
        expect_data = target;
    } else if (le32(target) != CUFW_FATBIN_WRAPPER_MAGIC) {
        want = CUFW_ERROR_FATBIN_BAD_MAGIC;
        expect_data = NULL;
    } else if (w.version != 1 && w.version != 2) {
        want = CUFW_ERROR_FATBIN_BAD_VERSION;
        expect_data = NULL;
    } else if (w.data == NULL) {
        want = CUFW_ERROR_FATBIN_BAD_MAGIC;
        expect_data = NULL;
    } else {
        want = expect_size(buf, &want_size);
        expect_data = buf;
    }

    rc = cufw_fatbin_unwrap(target, &got, &got_size);
    FUZZ_CHECK(rc == want, "mode %d: unwrap says %d, the documentation %d", mode, rc, want);
    if (rc == CUFW_OK) {
        FUZZ_CHECK(got == expect_data, "mode %d: unwrap returned another data pointer", mode);
        FUZZ_CHECK(got_size == want_size, "mode %d: size %zu, the header says %zu", mode,
                   got_size, want_size);
        if (got == buf && got_size <= len)
            (void)cufw_fatbin_validate(buf, got_size, NULL, NULL);
    }
    FUZZ_CHECK(cufw_fatbin_unwrap(NULL, &got, &got_size) == CUFW_ERROR_INVALID_ARGUMENT,
               "unwrap accepted NULL");
    free(buf);
    return 0;
}
