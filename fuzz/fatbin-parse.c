/* SPDX-License-Identifier: MIT */
/*
 * fuzz/fatbin-parse.c -- the input as a buffer of fatbin containers:
 * cufw_fatbin_validate, a walk with cufw_fatbin_next, cufw_fatbin_size.
 *
 * Promises checked: validate and the walk agree (entry count, error);
 * every entry lies inside the buffer and inside its container, in order;
 * compression matches the flags and the payload fits its padded size; an
 * error stays (the iterator is sticky); `used` and cufw_fatbin_size stay
 * within the buffer.
 */
#include <cufw/fatbin.h>

#include "fuzz.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    unsigned char *buf = fuzz_copy(data, size);
    struct cufw_fatbin_iter it;
    struct cufw_fatbin_entry e;
    unsigned entries = 0, n = 0, last_container = 0;
    size_t used = 0, end = 0, sz = 0;
    int rc, vrc;

    vrc = cufw_fatbin_validate(buf, size, &entries, &used);
    FUZZ_CHECK(cufw_fatbin_iter_init(&it, buf, size) == CUFW_OK, "iter_init refused a buffer");
    while ((rc = cufw_fatbin_next(&it, &e)) == CUFW_OK) {
        FUZZ_CHECK(e.index == n, "entry index %u, expected %u", e.index, n);
        FUZZ_CHECK(e.offset >= end, "entry %u at %zu overlaps the previous one (ends %zu)", n,
                   e.offset, end);
        FUZZ_CHECK(e.header_size >= 64, "entry header of %u bytes", e.header_size);
        FUZZ_CHECK(e.payload == buf + e.offset + e.header_size, "payload not after its header");
        FUZZ_CHECK(e.padded_size <= size && e.offset + e.header_size <= size - e.padded_size,
                   "entry %u runs past the buffer", n);
        FUZZ_CHECK(fuzz_inside(e.payload + e.payload_size, buf, size),
                   "payload of entry %u runs past the buffer", n);
        FUZZ_CHECK(e.payload_size <= e.padded_size, "payload larger than its padded size");
        FUZZ_CHECK(e.container >= last_container, "container index went back");
        FUZZ_CHECK(e.compression ==
                       ((e.flags & CUFW_FATBIN_FLAG_LZ4)    ? CUFW_FATBIN_COMPRESSION_LZ4
                        : (e.flags & CUFW_FATBIN_FLAG_ZSTD) ? CUFW_FATBIN_COMPRESSION_ZSTD
                                                            : CUFW_FATBIN_COMPRESSION_NONE),
                   "compression does not match the flags");
        FUZZ_CHECK(e.compression != CUFW_FATBIN_COMPRESSION_NONE ||
                       (e.payload_size == e.padded_size && e.uncompressed_size == e.padded_size),
                   "uncompressed entry with a payload size other than its padded size");
        FUZZ_CHECK(e.compression == CUFW_FATBIN_COMPRESSION_NONE ||
                       (e.payload_size > 0 && e.uncompressed_size > 0),
                   "compressed entry with an empty payload");
        FUZZ_CHECK(cufw_fatbin_kind_name(e.kind) != NULL &&
                       cufw_fatbin_compression_name(e.compression) != NULL,
                   "a name function returned NULL");
        (void)cufw_fatbin_entry_usable(&e, 9, 0);
        (void)cufw_fatbin_entry_usable(&e, (int)(e.sm_arch / 10), (int)(e.sm_arch % 10));
        end = e.offset + e.header_size + (size_t)e.padded_size;
        last_container = e.container;
        n++;
    }
    FUZZ_CHECK(rc != CUFW_ERROR_INVALID_ARGUMENT, "the walk said invalid argument");
    FUZZ_CHECK(cufw_fatbin_next(&it, &e) == rc, "the iterator's error is not sticky");
    if (rc == CUFW_ERROR_NOT_FOUND && n > 0) {
        FUZZ_CHECK(vrc == CUFW_OK, "the walk ended well, validate says %d", vrc);
        FUZZ_CHECK(entries == n, "validate counted %u entries, the walk %u", entries, n);
        FUZZ_CHECK(used >= end && used <= size, "used %zu outside [%zu, %zu]", used, end, size);
    } else if (rc == CUFW_ERROR_NOT_FOUND) {
        FUZZ_CHECK(vrc == CUFW_ERROR_FATBIN_EMPTY, "no entries, validate says %d", vrc);
    } else {
        FUZZ_CHECK(vrc == rc, "validate says %d, the walk stopped with %d", vrc, rc);
    }
    /* (max 0 means "no limit": the empty buffer is left out) */
    rc = size > 0 ? cufw_fatbin_size(buf, size, &sz) : CUFW_ERROR_FATBIN_TRUNCATED;
    if (rc == CUFW_OK)
        FUZZ_CHECK(sz >= 16 && sz <= size, "cufw_fatbin_size %zu outside [16, %zu]", sz, size);
    /* (validate also accepts zero bytes before the first container, which
     * cufw_fatbin_size does not: only a buffer that starts with a container
     * is compared) */
    if (vrc == CUFW_OK && size >= 4 && buf[0] == 0x50 && buf[1] == 0xED && buf[2] == 0x55 &&
        buf[3] == 0xBA)
        FUZZ_CHECK(rc == CUFW_OK && sz <= used, "a valid fatbin whose first container is %zu "
                   "bytes (rc %d), %zu used", sz, rc, used);
    free(buf);
    return 0;
}
