/* SPDX-License-Identifier: MIT */
/*
 * tests/fatbin/embed-t.c -- the embedding round trip. This program links
 * three images made by cufw-embed (plain, lz4, special); the images found at
 * run time must be byte-identical to the fatbin files, and the same records
 * must be found in this program's own file on disk. Damaged records are
 * refused.
 */
#define _POSIX_C_SOURCE 200809L
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cufw/cufw.h>

#include "tests/fatbin/testfile.h"
#include "tests/tap/basic.h"

static void same_as_file(const char *name)
{
    const struct cufw_image *img = cufw_image_find(name);
    struct cufw_image rec;
    char file[64];
    unsigned char *buf;
    size_t len;

    snprintf(file, sizeof file, "%s.fatbin", name);
    buf = tf_load(file, &len);
    if (img == NULL) {
        ok(0, "image %s found", name);
        free(buf);
        return;
    }
    memcpy(&rec, img, sizeof rec);
    ok(rec.data_size == len && memcmp(cufw_image_data(img), buf, len) == 0 &&
           ((uintptr_t)cufw_image_data(img) & 7) == 0,
       "image %s: %zu bytes, 8-byte aligned, identical to %s", name, len, file);
    free(buf);
}

int main(void)
{
    const char *names[3];
    unsigned i, n;
    unsigned char *self, rec[256];
    size_t len, off, size, pos = 0;
    const struct cufw_image *img;
    int found = 0, rc;

    tf_need("special.fatbin");
    plan(16);
    n = cufw_image_count();
    is_int(3, n, "three images linked in");
    for (i = 0; i < n && i < 3; i++)
        names[i] = cufw_image_name(cufw_image_at(i));
    ok(n == 3 && cufw_image_find(names[0]) == cufw_image_at(0) &&
           cufw_image_find(names[2]) == cufw_image_at(2),
       "find and at agree");
    same_as_file("plain");
    same_as_file("lz4");
    same_as_file("special");
    ok(cufw_image_at(3) == NULL, "at(3) is NULL");
    ok(cufw_image_find("no-such-image") == NULL && cufw_image_find(NULL) == NULL,
       "unknown names and NULL find nothing");

    /* The same records in the file on disk. */
    self = tf_load("/proc/self/exe", &len);
    rc = cufw_elf_section(self, len, CUFW_IMAGE_SECTION, &off, &size, NULL);
    is_int(CUFW_OK, rc, "own ELF file has the %s section", CUFW_IMAGE_SECTION);
    if (rc == CUFW_OK) {
        while (cufw_image_walk(self + off, size, &pos, &img) == CUFW_OK) {
            const struct cufw_image *mem = cufw_image_find(cufw_image_name(img));
            struct cufw_image r;

            memcpy(&r, img, sizeof r);
            if (mem != NULL && memcmp(cufw_image_data(mem), cufw_image_data(img), (size_t)r.data_size) == 0)
                found++;
        }
    }
    is_int(3, found, "the file's records match the loaded ones");
    is_int(CUFW_ERROR_ELF_NO_SECTION, cufw_elf_section(self, len, ".no.such.section", &off, &size, NULL),
           "missing section reported");
    is_int(CUFW_ERROR_ELF_BAD, cufw_elf_section(self, 40, CUFW_IMAGE_SECTION, &off, &size, NULL),
           "a 40-byte ELF is refused");
    self[0x28 + 7] = 0x7f; /* section header table far outside the file */
    is_int(CUFW_ERROR_ELF_BAD, cufw_elf_section(self, len, CUFW_IMAGE_SECTION, &off, &size, NULL),
           "section headers outside the file are refused");
    free(self);

    /* Damaged records. */
    img = cufw_image_at(0);
    memcpy(rec, img, sizeof rec);
    {
        struct cufw_image r;

        memcpy(&r, rec, sizeof r);
        r.magic ^= 1;
        memcpy(rec, &r, sizeof r);
        is_int(CUFW_ERROR_IMAGE_BAD_RECORD, cufw_image_check(rec, sizeof rec), "record: bad magic");
        memcpy(rec, img, sizeof rec);
        memcpy(&r, rec, sizeof r);
        r.data_offset += 4;
        memcpy(rec, &r, sizeof r);
        is_int(CUFW_ERROR_IMAGE_BAD_RECORD, cufw_image_check(img, 40), "record: total size past the buffer");
        is_int(CUFW_ERROR_IMAGE_BAD_RECORD, cufw_image_check(rec, sizeof rec),
               "record: misaligned data (and past the buffer)");
        memcpy(&r, img, sizeof r);
        memcpy(rec, img, sizeof rec);
        r.name_offset = (uint32_t)r.data_offset + 1u;
        r.total_size = r.data_offset + 8;
        r.data_size = 0;
        memcpy(rec, &r, sizeof r);
        memset(rec + r.data_offset, 'x', 8);
        is_int(CUFW_ERROR_IMAGE_BAD_RECORD, cufw_image_check(rec, (size_t)r.total_size),
               "record: name without a terminator");
    }
    return 0;
}
