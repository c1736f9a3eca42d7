/* SPDX-License-Identifier: MIT */
/*
 * fuzz/elf-image.c -- the input as an ELF file: cufw_elf_section for the
 * sections cufw looks for, a walk of the cufw_images section found (and of
 * the whole input as such a section), every record's name and fatbin.
 *
 * Promises checked: a section found lies inside the buffer; the walk moves
 * forward and stays inside; every record it returns passes
 * cufw_image_check, and its name and data lie inside the record.
 */
#include <string.h>

#include <cufw/fatbin.h>

#include "fuzz.h"

static void walk(const unsigned char *sec, size_t len)
{
    const struct cufw_image *img;
    struct cufw_image rec;
    size_t pos = 0, before;
    unsigned n = 0;
    int rc;

    for (;;) {
        before = pos;
        rc = cufw_image_walk(sec, len, &pos, &img);
        if (rc != CUFW_OK)
            break;
        FUZZ_CHECK(pos > before && pos <= len, "the walk went from %zu to %zu (of %zu)", before,
                   pos, len);
        FUZZ_CHECK(fuzz_inside(img, sec, len) && (const unsigned char *)img >= sec + before,
                   "a record outside the section");
        FUZZ_CHECK(cufw_image_check(img, len - (size_t)((const unsigned char *)img - sec)) ==
                       CUFW_OK,
                   "a record the walk returned fails cufw_image_check");
        memcpy(&rec, img, sizeof rec);
        FUZZ_CHECK((const unsigned char *)img + rec.total_size == sec + pos,
                   "the walk did not step over the whole record");
        FUZZ_CHECK(strlen(cufw_image_name(img)) < rec.total_size - rec.name_offset,
                   "the name runs past the record");
        FUZZ_CHECK(fuzz_inside((const unsigned char *)cufw_image_data(img) + rec.data_size, img,
                               (size_t)rec.total_size),
                   "the data runs past the record");
        (void)cufw_fatbin_validate(cufw_image_data(img), (size_t)rec.data_size, NULL, NULL);
        if (++n > len / 8 + 1)
            FUZZ_CHECK(0, "more records than the section can hold");
    }
    FUZZ_CHECK(rc == CUFW_ERROR_NOT_FOUND || rc == CUFW_ERROR_IMAGE_BAD_RECORD,
               "the walk ended with %d", rc);
    if (rc == CUFW_ERROR_NOT_FOUND)
        FUZZ_CHECK(pos == len, "the walk ended at %zu of %zu", pos, len);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const char *const names[] = {CUFW_IMAGE_SECTION, ".nv_fatbin", ".nvFatBinSegment",
                                        ".shstrtab", ".text", ""};
    unsigned char *buf = fuzz_copy(data, size);
    size_t i, off, len;
    uint64_t addr;
    int rc;

    for (i = 0; i < sizeof names / sizeof names[0]; i++) {
        off = len = 0;
        rc = cufw_elf_section(buf, size, names[i], &off, &len, &addr);
        FUZZ_CHECK(rc == CUFW_OK || rc == CUFW_ERROR_ELF_BAD || rc == CUFW_ERROR_ELF_NO_SECTION,
                   "cufw_elf_section(%s) returned %d", names[i], rc);
        if (rc != CUFW_OK)
            continue;
        FUZZ_CHECK(off <= size && len <= size - off, "section %s at %zu+%zu outside %zu bytes",
                   names[i], off, len, size);
        if (i == 0)
            walk(buf + off, len);
        else if (i == 1)
            (void)cufw_fatbin_validate(buf + off, len, NULL, NULL);
    }
    walk(buf, size);
    free(buf);
    return 0;
}
