/* SPDX-License-Identifier: MIT */
/*
 * tools/toolutil.c -- file and message helpers for the command-line tools.
 */
#define _POSIX_C_SOURCE 200809L
#include "config.h"

#include "toolutil.h"

#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

const char *tool_name = "cufw";

void tool_init(const char *argv0)
{
    const char *slash;

    if (argv0 == NULL || *argv0 == '\0')
        return;
    slash = strrchr(argv0, '/');
    tool_name = slash != NULL ? slash + 1 : argv0;
}

void tool_error(const char *fmt, ...)
{
    va_list ap;

    fprintf(stderr, "%s: ", tool_name);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
}

int tool_read_stream(FILE *f, const char *what, unsigned char **buf, size_t *len)
{
    unsigned char *b = NULL;
    size_t cap = 0, n = 0;

    for (;;) {
        size_t got;

        if (n == cap) {
            unsigned char *nb;

            cap = cap ? cap * 2 : 65536;
            nb = realloc(b, cap);
            if (nb == NULL) {
                tool_error("%s: out of memory", what);
                free(b);
                return -1;
            }
            b = nb;
        }
        got = fread(b + n, 1, cap - n, f);
        n += got;
        if (got == 0)
            break;
    }
    if (ferror(f)) {
        tool_error("%s: read error: %s", what, strerror(errno));
        free(b);
        return -1;
    }
    *buf = b;
    *len = n;
    return 0;
}

int tool_read_file(const char *path, unsigned char **buf, size_t *len)
{
    FILE *f = fopen(path, "rb");
    int rc;

    if (f == NULL) {
        tool_error("%s: %s", path, strerror(errno));
        return -1;
    }
    rc = tool_read_stream(f, path, buf, len);
    fclose(f);
    return rc;
}

int tool_write_file(const char *path, const void *buf, size_t len)
{
    FILE *f = fopen(path, "wb");

    if (f == NULL) {
        tool_error("%s: %s", path, strerror(errno));
        return -1;
    }
    if (fwrite(buf, 1, len, f) != len || fclose(f) != 0) {
        tool_error("%s: write error: %s", path, strerror(errno));
        return -1;
    }
    return 0;
}

void tool_try_help(void)
{
    fprintf(stderr, "Try '%s --help' for more information.\n", tool_name);
}

void tool_version(void)
{
    printf("%s (%s) %s\n", tool_name, PACKAGE_NAME, PACKAGE_VERSION);
    printf("Copyright (C) 2026 the cufw authors.\n"
           "License MIT: <https://spdx.org/licenses/MIT.html> (the file LICENSE).\n"
           "This is free software: you are free to change and redistribute it.\n"
           "There is NO WARRANTY, to the extent permitted by law.\n");
}
