/* SPDX-License-Identifier: MIT */
/*
 * tests/reliability/badinput-fatbin-t.c -- the rows of docs/errors.md for
 * cufw/fatbin.h: containers, entries, ELF sections and embedded images of
 * known shapes, built here byte by byte. In the document's order, on the
 * stand-in driver with two devices (badinput.h). Rows marked "(fake)" in
 * the document check what the stand-in driver answers.
 */
#define _POSIX_C_SOURCE 200809L
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cuda.h>

#include "tests/reliability/badinput.h"

static void fatbin_h(void)
{
    unsigned char fat[FAT_LEN + 16] = {0}, img[IMG_LEN + 16] = {0};
    struct cufw_fatbin_iter it;
    struct cufw_fatbin_entry e;
    struct cufw_fatbin_wrapper w;
    const void *data;
    size_t sz, off;
    unsigned n;
    const struct cufw_image *ip;
    unsigned char *self, elf[64];
    size_t selflen;

    fn = "cufw_fatbin_iter_init";
    RN("NULL iterator", CUFW_ERROR_INVALID_ARGUMENT, cufw_fatbin_iter_init(NULL, fat, 1));
    RN("NULL buffer", CUFW_ERROR_INVALID_ARGUMENT, cufw_fatbin_iter_init(&it, NULL, 1));
    RP("length 0: OK, then not found", cufw_fatbin_iter_init(&it, fat, 0) == CUFW_OK &&
                                           cufw_fatbin_next(&it, &e) == CUFW_ERROR_NOT_FOUND);

    fn = "cufw_fatbin_next";
    make_fatbin(fat, 2, 80, CUFW_FATBIN_FLAG_64BIT);
    cufw_fatbin_iter_init(&it, fat, FAT_LEN);
    RN("NULL iterator", CUFW_ERROR_INVALID_ARGUMENT, cufw_fatbin_next(NULL, &e));
    RN("NULL entry", CUFW_ERROR_INVALID_ARGUMENT, cufw_fatbin_next(&it, NULL));
    it.buf = NULL;
    RN("an iterator with a NULL buffer", CUFW_ERROR_INVALID_ARGUMENT, cufw_fatbin_next(&it, &e));
    cufw_fatbin_iter_init(&it, fat, FAT_LEN);
    RP("no more entries: not found, again and again",
       cufw_fatbin_next(&it, &e) == CUFW_OK && cufw_fatbin_next(&it, &e) == CUFW_ERROR_NOT_FOUND &&
           cufw_fatbin_next(&it, &e) == CUFW_ERROR_NOT_FOUND);
    cufw_fatbin_iter_init(&it, fat, 3);
    RN("fewer than 4 bytes of a header", CUFW_ERROR_FATBIN_TRUNCATED, cufw_fatbin_next(&it, &e));
    fat[0] ^= 1;
    cufw_fatbin_iter_init(&it, fat, FAT_LEN);
    RN("not the container magic", CUFW_ERROR_FATBIN_BAD_MAGIC, cufw_fatbin_next(&it, &e));
    make_fatbin(fat, 2, 80, 0);
    put16(fat + 4, 2);
    cufw_fatbin_iter_init(&it, fat, FAT_LEN);
    RN("container version not 1", CUFW_ERROR_FATBIN_BAD_VERSION, cufw_fatbin_next(&it, &e));
    make_fatbin(fat, 2, 80, 0);
    put16(fat + 6, 8);
    cufw_fatbin_iter_init(&it, fat, FAT_LEN);
    RN("container header size below 16", CUFW_ERROR_FATBIN_BAD_HEADER, cufw_fatbin_next(&it, &e));
    make_fatbin(fat, 2, 80, 0);
    cufw_fatbin_iter_init(&it, fat, FAT_LEN - 1);
    RN("container larger than the buffer", CUFW_ERROR_FATBIN_TRUNCATED, cufw_fatbin_next(&it, &e));
    put32(fat + 20, 32);
    cufw_fatbin_iter_init(&it, fat, FAT_LEN);
    RN("entry header size below 64", CUFW_ERROR_FATBIN_BAD_HEADER, cufw_fatbin_next(&it, &e));
    make_fatbin(fat, 2, 80, 0);
    put64(fat + 24, 17);
    cufw_fatbin_iter_init(&it, fat, FAT_LEN);
    RN("entry larger than its container", CUFW_ERROR_FATBIN_ENTRY_OVERRUN,
       cufw_fatbin_next(&it, &e));
    make_fatbin(fat, 2, 80, CUFW_FATBIN_FLAG_LZ4 | CUFW_FATBIN_FLAG_ZSTD);
    cufw_fatbin_iter_init(&it, fat, FAT_LEN);
    RN("both LZ4 and zstd flags", CUFW_ERROR_FATBIN_BAD_HEADER, cufw_fatbin_next(&it, &e));
    make_fatbin(fat, 2, 80, CUFW_FATBIN_FLAG_ZSTD);
    put32(fat + 32, 0);
    cufw_fatbin_iter_init(&it, fat, FAT_LEN);
    RN("compressed, with payload size 0", CUFW_ERROR_FATBIN_BAD_HEADER, cufw_fatbin_next(&it, &e));
    RN("after an error: the same error", CUFW_ERROR_FATBIN_BAD_HEADER, cufw_fatbin_next(&it, &e));

    fn = "cufw_fatbin_validate";
    make_fatbin(fat, 2, 80, 0);
    RN("NULL buffer", CUFW_ERROR_INVALID_ARGUMENT, cufw_fatbin_validate(NULL, 8, &n, &sz));
    RN("length 0", CUFW_ERROR_FATBIN_EMPTY, cufw_fatbin_validate(fat, 0, &n, &sz));
    memset(img, 0, sizeof img);
    RN("only zeros", CUFW_ERROR_FATBIN_EMPTY, cufw_fatbin_validate(img, 64, &n, &sz));
    put64(fat + 8, 0);
    RN("a container without entries", CUFW_ERROR_FATBIN_EMPTY, cufw_fatbin_validate(fat, 16, &n, &sz));
    make_fatbin(fat, 2, 80, 0);
    RN("NULL entries and used", CUFW_OK, cufw_fatbin_validate(fat, FAT_LEN, NULL, NULL));
    fat[16 + 4] = 1;
    RN("corrupted: the first error", CUFW_ERROR_FATBIN_BAD_HEADER,
       cufw_fatbin_validate(fat, FAT_LEN, &n, &sz));

    fn = "cufw_fatbin_size";
    make_fatbin(fat, 2, 80, 0);
    RN("NULL data", CUFW_ERROR_INVALID_ARGUMENT, cufw_fatbin_size(NULL, 0, &sz));
    RN("NULL size", CUFW_ERROR_INVALID_ARGUMENT, cufw_fatbin_size(fat, 0, NULL));
    RN("max 3", CUFW_ERROR_FATBIN_TRUNCATED, cufw_fatbin_size(fat, 3, &sz));
    RN("max 8, right magic", CUFW_ERROR_FATBIN_TRUNCATED, cufw_fatbin_size(fat, 8, &sz));
    fat[1] ^= 0x40;
    RN("max 8, wrong magic", CUFW_ERROR_FATBIN_BAD_MAGIC, cufw_fatbin_size(fat, 8, &sz));
    make_fatbin(fat, 2, 80, 0);
    put16(fat + 4, 3);
    RN("version not 1", CUFW_ERROR_FATBIN_BAD_VERSION, cufw_fatbin_size(fat, 0, &sz));
    make_fatbin(fat, 2, 80, 0);
    put16(fat + 6, 15);
    RN("header size below 16", CUFW_ERROR_FATBIN_BAD_HEADER, cufw_fatbin_size(fat, 0, &sz));
    make_fatbin(fat, 2, 80, 0);
    RN("the container exceeds max", CUFW_ERROR_FATBIN_TRUNCATED, cufw_fatbin_size(fat, FAT_LEN - 1, &sz));
    RP("max 0: no limit", cufw_fatbin_size(fat, 0, &sz) == CUFW_OK && sz == FAT_LEN);

    fn = "cufw_fatbin_unwrap";
    RN("NULL wrapper", CUFW_ERROR_INVALID_ARGUMENT, cufw_fatbin_unwrap(NULL, &data, &sz));
    RN("NULL data", CUFW_ERROR_INVALID_ARGUMENT, cufw_fatbin_unwrap(fat, NULL, &sz));
    RN("NULL size", CUFW_ERROR_INVALID_ARGUMENT, cufw_fatbin_unwrap(fat, &data, NULL));
    memset(&w, 0, sizeof w);
    w.magic = 0x12345678;
    RN("neither magic", CUFW_ERROR_FATBIN_BAD_MAGIC, cufw_fatbin_unwrap(&w, &data, &sz));
    w.magic = (int32_t)CUFW_FATBIN_WRAPPER_MAGIC;
    w.version = 3;
    w.data = (const unsigned long long *)(const void *)fat;
    RN("wrapper version 3", CUFW_ERROR_FATBIN_BAD_VERSION, cufw_fatbin_unwrap(&w, &data, &sz));
    w.version = 0;
    RN("wrapper version 0", CUFW_ERROR_FATBIN_BAD_VERSION, cufw_fatbin_unwrap(&w, &data, &sz));
    w.version = 1;
    w.data = NULL;
    RN("wrapper with NULL data", CUFW_ERROR_FATBIN_BAD_MAGIC, cufw_fatbin_unwrap(&w, &data, &sz));
    w.data = (const unsigned long long *)(const void *)img;
    RN("wrapper whose data is not a container", CUFW_ERROR_FATBIN_BAD_MAGIC,
       cufw_fatbin_unwrap(&w, &data, &sz));
    RP("a container header directly",
       cufw_fatbin_unwrap(fat, &data, &sz) == CUFW_OK && data == fat && sz == FAT_LEN);

    fn = "cufw_fatbin_select";
    RN("NULL entry", CUFW_ERROR_INVALID_ARGUMENT, cufw_fatbin_select(fat, FAT_LEN, 9, 0, NULL));
    RN("cc_major < 0", CUFW_ERROR_INVALID_ARGUMENT, cufw_fatbin_select(fat, FAT_LEN, -1, 0, &e));
    RN("cc_minor < 0", CUFW_ERROR_INVALID_ARGUMENT, cufw_fatbin_select(fat, FAT_LEN, 9, -1, &e));
    RN("cc_minor > 9", CUFW_ERROR_INVALID_ARGUMENT, cufw_fatbin_select(fat, FAT_LEN, 9, 10, &e));
    RN("NULL buffer", CUFW_ERROR_INVALID_ARGUMENT, cufw_fatbin_select(NULL, FAT_LEN, 9, 0, &e));
    RN("nothing usable (sm_80 ELF for 9.0)", CUFW_ERROR_FATBIN_NO_IMAGE,
       cufw_fatbin_select(fat, FAT_LEN, 9, 0, &e));
    fat[0] = 0;
    RN("corrupted: the iterator's error", CUFW_ERROR_FATBIN_BAD_MAGIC,
       cufw_fatbin_select(fat, FAT_LEN, 9, 0, &e));

    fn = "cufw_fatbin_entry_usable";
    memset(&e, 0, sizeof e);
    e.kind = CUFW_FATBIN_KIND_PTX;
    e.sm_arch = 50;
    RP("NULL entry: 0", cufw_fatbin_entry_usable(NULL, 9, 0) == 0);
    RP("cc_minor > 9 or a negative capability: 0",
       cufw_fatbin_entry_usable(&e, 9, 10) == 0 && cufw_fatbin_entry_usable(&e, -9, 0) == 0 &&
           cufw_fatbin_entry_usable(&e, 9, 0) == 1);

    fn = "cufw_fatbin_kind_name";
    RP("a kind other than 1 or 2: \"other\"", strcmp(cufw_fatbin_kind_name(7), "other") == 0);
    fn = "cufw_fatbin_compression_name";
    RP("a value outside the enum: \"none\"",
       strcmp(cufw_fatbin_compression_name((enum cufw_fatbin_compression)9), "none") == 0);

    fn = "cufw_elf_section";
    self = read_self(&selflen);
    RN("NULL buffer", CUFW_ERROR_INVALID_ARGUMENT, cufw_elf_section(NULL, selflen, ".text", &off, &sz, NULL));
    RN("NULL name", CUFW_ERROR_INVALID_ARGUMENT, cufw_elf_section(self, selflen, NULL, &off, &sz, NULL));
    RN("NULL offset", CUFW_ERROR_INVALID_ARGUMENT, cufw_elf_section(self, selflen, ".text", NULL, &sz, NULL));
    RN("NULL size", CUFW_ERROR_INVALID_ARGUMENT, cufw_elf_section(self, selflen, ".text", &off, NULL, NULL));
    RN("NULL addr: allowed", CUFW_OK, cufw_elf_section(self, selflen, ".text", &off, &sz, NULL));
    RN("shorter than 64 bytes", CUFW_ERROR_ELF_BAD, cufw_elf_section(self, 63, ".text", &off, &sz, NULL));
    memcpy(elf, self, 64);
    elf[0] = 0;
    RN("no ELF magic", CUFW_ERROR_ELF_BAD, cufw_elf_section(elf, 64, ".text", &off, &sz, NULL));
    memcpy(elf, self, 64);
    elf[4] = 1;
    RN("32-bit", CUFW_ERROR_ELF_BAD, cufw_elf_section(elf, 64, ".text", &off, &sz, NULL));
    memcpy(elf, self, 64);
    elf[5] = 2;
    RN("big-endian", CUFW_ERROR_ELF_BAD, cufw_elf_section(elf, 64, ".text", &off, &sz, NULL));
    memcpy(elf, self, 64);
    put64(elf + 0x28, 0);
    RN("no section header table", CUFW_ERROR_ELF_NO_SECTION,
       cufw_elf_section(elf, 64, ".text", &off, &sz, NULL));
    memcpy(elf, self, 64);
    RN("section header table outside the buffer", CUFW_ERROR_ELF_BAD,
       cufw_elf_section(elf, 64, ".text", &off, &sz, NULL));
    RN("no section of that name", CUFW_ERROR_ELF_NO_SECTION,
       cufw_elf_section(self, selflen, ".no_such_section", &off, &sz, NULL));
    RN("a section without file contents (.bss)", CUFW_ERROR_ELF_NO_SECTION,
       cufw_elf_section(self, selflen, ".bss", &off, &sz, NULL));
    free(self);

    fn = "cufw_image_name / cufw_image_data";
    RP("NULL: NULL", cufw_image_name(NULL) == NULL && cufw_image_data(NULL) == NULL);

    fn = "cufw_image_check";
    make_image(img);
    RN("NULL", CUFW_ERROR_IMAGE_BAD_RECORD, cufw_image_check(NULL, IMG_LEN));
    RN("len below the record size", CUFW_ERROR_IMAGE_BAD_RECORD,
       cufw_image_check(img, sizeof(struct cufw_image) - 1));
    RN("a good record (for contrast)", CUFW_OK, cufw_image_check(img, IMG_LEN));
    img[0] ^= 1;
    RN("bad magic", CUFW_ERROR_IMAGE_BAD_RECORD, cufw_image_check(img, IMG_LEN));
    make_image(img);
    RN("total size beyond len", CUFW_ERROR_IMAGE_BAD_RECORD, cufw_image_check(img, IMG_LEN - 8));
    memset(img + sizeof(struct cufw_image), 'n', IMG_LEN - sizeof(struct cufw_image));
    RN("an unterminated name", CUFW_ERROR_IMAGE_BAD_RECORD, cufw_image_check(img, IMG_LEN));

    fn = "cufw_image_walk";
    make_image(img);
    memset(img + IMG_LEN, 0, 16);
    off = 0;
    RN("NULL buffer", CUFW_ERROR_INVALID_ARGUMENT, cufw_image_walk(NULL, IMG_LEN, &off, &ip));
    RN("NULL pos", CUFW_ERROR_INVALID_ARGUMENT, cufw_image_walk(img, IMG_LEN, NULL, &ip));
    RN("NULL img", CUFW_ERROR_INVALID_ARGUMENT, cufw_image_walk(img, IMG_LEN, &off, NULL));
    off = IMG_LEN + 1;
    RN("*pos > len", CUFW_ERROR_INVALID_ARGUMENT, cufw_image_walk(img, IMG_LEN, &off, &ip));
    off = 0;
    RP("only zero bytes left: not found, *pos = len",
       cufw_image_walk(img, IMG_LEN + 16, &off, &ip) == CUFW_OK && off == IMG_LEN &&
           cufw_image_walk(img, IMG_LEN + 16, &off, &ip) == CUFW_ERROR_NOT_FOUND &&
           off == IMG_LEN + 16);
    img[4] = 9;
    off = 0;
    RN("a corrupted record", CUFW_ERROR_IMAGE_BAD_RECORD, cufw_image_walk(img, IMG_LEN, &off, &ip));

    fn = "cufw_image_count / cufw_image_at / cufw_image_find";
    RP("index >= count: NULL", cufw_image_count() == 3 && cufw_image_at(3) == NULL);
    RP("NULL name: NULL", cufw_image_find(NULL) == NULL);
    RP("unknown name: NULL", cufw_image_find("bananas") == NULL);
}

int main(void)
{
    fake_required();
    plan_lazy();
    badinput_start();
    fatbin_h();
    return 0;
}
