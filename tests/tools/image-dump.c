/* SPDX-License-Identifier: MIT */
/*
 * tests/tools/image-dump.c -- the cufw images of this program, or of an ELF
 * file, as libcufw reads them; for the cufw-embed tests, which link this
 * main (from libimagedump.a) with the objects they made.
 *
 *   image-dump [--file ELF] NAME           write image NAME's data
 *   image-dump [--file ELF] --record NAME  write its whole record (header,
 *                                          name, data and padding)
 *   image-dump [--file ELF] --list         one line per image: NAME SIZE
 *
 * Without --file the images are this program's own (cufw_image_find over
 * __start_cufw_images..__stop_cufw_images); with it, those of ELF's
 * cufw_images section (cufw_elf_section and cufw_image_walk: any 64-bit
 * little-endian ELF, another machine's objects included). An image's data
 * must be 8-byte aligned from the record, and the record must pass
 * cufw_image_check. Exit status: 0, or 1 with a message.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cufw/fatbin.h>

static const char *prog = "image-dump";

static int fail(const char *what, const char *arg)
{
    fprintf(stderr, "%s: %s%s\n", prog, what, arg);
    return 1;
}

static struct cufw_image header(const struct cufw_image *img)
{
    struct cufw_image r;

    memcpy(&r, img, sizeof r);
    return r;
}

static unsigned char *load(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    unsigned char *buf = NULL;
    size_t cap = 0, n = 0, got;

    if (f == NULL)
        return NULL;
    do {
        if (n == cap) {
            unsigned char *nb = realloc(buf, cap = cap ? 2 * cap : 1 << 20);

            if (nb == NULL) {
                free(buf);
                fclose(f);
                return NULL;
            }
            buf = nb;
        }
        got = fread(buf + n, 1, cap - n, f);
        n += got;
    } while (got > 0);
    fclose(f);
    *len = n;
    return buf;
}

/* The images: this program's (sec == NULL) or those of a section buffer. */
struct images {
    const unsigned char *sec;
    size_t len, pos;
    unsigned index;
};

static const struct cufw_image *next(struct images *it)
{
    const struct cufw_image *img;

    if (it->sec == NULL)
        return cufw_image_at(it->index++);
    return cufw_image_walk(it->sec, it->len, &it->pos, &img) == CUFW_OK ? img : NULL;
}

int main(int argc, char **argv)
{
    const char *file = NULL, *name = NULL;
    int record = 0, list = 0, i;
    unsigned char *buf = NULL;
    struct images it = {NULL, 0, 0, 0};
    const struct cufw_image *img;
    int rc = 1;

    for (i = 1; i < argc; i++) {
        if (strcmp(argv[i], "--file") == 0 && i + 1 < argc)
            file = argv[++i];
        else if (strcmp(argv[i], "--record") == 0)
            record = 1;
        else if (strcmp(argv[i], "--list") == 0)
            list = 1;
        else if (name == NULL && argv[i][0] != '-')
            name = argv[i];
        else
            return fail("usage: image-dump [--file ELF] [--record] NAME | --list: ", argv[i]);
    }
    if (name == NULL && !list)
        return fail("usage: image-dump [--file ELF] [--record] NAME | --list", "");
    if (file != NULL) {
        size_t len, off, size;

        buf = load(file, &len);
        if (buf == NULL)
            return fail("cannot read ", file);
        if (cufw_elf_section(buf, len, CUFW_IMAGE_SECTION, &off, &size, NULL) != CUFW_OK) {
            free(buf);
            return fail("no cufw_images section in ", file);
        }
        it.sec = buf + off;
        it.len = size;
    }
    while ((img = next(&it)) != NULL) {
        struct cufw_image r = header(img);

        if (cufw_image_check(img, (size_t)r.total_size) != CUFW_OK || r.data_offset % 8 != 0) {
            fail("a bad record: ", cufw_image_name(img));
            break;
        }
        if (list) {
            printf("%s %llu\n", cufw_image_name(img), (unsigned long long)r.data_size);
            continue;
        }
        if (strcmp(cufw_image_name(img), name) != 0)
            continue;
        if (file == NULL && ((uintptr_t)img & 7) != 0) {
            fail("a record not 8-byte aligned in memory: ", name);
            break;
        }
        if (record)
            fwrite(img, 1, (size_t)r.total_size, stdout);
        else
            fwrite(cufw_image_data(img), 1, (size_t)r.data_size, stdout);
        rc = fflush(stdout) != 0;
        break;
    }
    if (list && img == NULL)
        rc = fflush(stdout) != 0;
    else if (!list && img == NULL)
        fail("no image called ", name);
    free(buf);
    return rc;
}
