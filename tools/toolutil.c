/* SPDX-License-Identifier: MIT */
/*
 * tools/toolutil.c -- file and message helpers for the command-line tools.
 *
 * Inputs are bounded and of a known kind (regular files and pipes);
 * outputs are written to a temporary file and renamed into place, so that a
 * failure never leaves half a file, and never removes what the tool did not
 * create.
 */
#define _XOPEN_SOURCE 700 /* realpath, mkstemp, fchmod */
#include "config.h"

#include "toolutil.h"

#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

const char *tool_name = "cufw";

void tool_init(const char *argv0)
{
    const char *slash;

    if (argv0 == NULL || *argv0 == '\0')
        return;
    slash = strrchr(argv0, '/');
    tool_name = slash != NULL ? slash + 1 : argv0;
}

/* "NAME: message" on stderr, a line */
static void error_line(const char *fmt, va_list ap)
{
    fprintf(stderr, "%s: ", tool_name);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
}

void tool_error(const char *fmt, ...)
{
    va_list ap;

    va_start(ap, fmt);
    error_line(fmt, ap);
    va_end(ap);
}

int tool_input_limit(size_t *limit)
{
    const char *s = getenv(TOOL_INPUT_MAX_ENV);
    unsigned long long v;
    char *end;

    *limit = TOOL_INPUT_MAX_DEFAULT;
    if (s == NULL || *s == '\0')
        return 0;
    errno = 0;
    v = strtoull(s, &end, 10);
    if (*s < '0' || *s > '9' || *end != '\0' || errno != 0 || v == 0 || v > SIZE_MAX / 2) {
        tool_error("%s='%s': not a number of bytes", TOOL_INPUT_MAX_ENV, s);
        return -1;
    }
    *limit = (size_t)v;
    return 0;
}

/* Is st something a tool reads? Prints why not. */
static int readable_kind(const struct stat *st, const char *what)
{
    const char *kind;

    if (S_ISREG(st->st_mode) || S_ISFIFO(st->st_mode) || S_ISSOCK(st->st_mode))
        return 0;
    if (S_ISDIR(st->st_mode)) {
        tool_error("%s: is a directory", what);
        return -1;
    }
    kind = S_ISCHR(st->st_mode) ? "a character device" : S_ISBLK(st->st_mode) ? "a block device"
                                                                               : "a special file";
    tool_error("%s: not a regular file or a pipe (%s)", what, kind);
    return -1;
}

/* Read fd to its end, at most limit bytes; cap: the first allocation. */
static int read_fd(int fd, const char *what, size_t limit, size_t cap, unsigned char **buf,
                   size_t *len)
{
    unsigned char *b = NULL;
    size_t n = 0;

    for (;;) {
        ssize_t got;

        if (n == cap || b == NULL) {
            unsigned char *nb;

            if (b != NULL)
                cap = cap > limit / 2 ? limit + 1 : cap * 2;
            nb = realloc(b, cap);
            if (nb == NULL) {
                tool_error("%s: out of memory", what);
                free(b);
                return -1;
            }
            b = nb;
        }
        got = read(fd, b + n, cap - n);
        if (got < 0 && errno == EINTR)
            continue;
        if (got < 0) {
            tool_error("%s: read error: %s", what, strerror(errno));
            free(b);
            return -1;
        }
        if (got == 0)
            break;
        n += (size_t)got;
        if (n > limit) {
            tool_error("%s: larger than the limit of %zu bytes on an input (%s raises it)", what,
                       limit, TOOL_INPUT_MAX_ENV);
            free(b);
            return -1;
        }
    }
    *buf = b;
    *len = n;
    return 0;
}

int tool_read_file(const char *path, unsigned char **buf, size_t *len)
{
    const char *what = path != NULL ? path : "standard input";
    size_t limit, cap = 65536;
    struct stat st;
    int fd = 0, rc;

    if (tool_input_limit(&limit) != 0)
        return -1;
    /* Look before opening: opening a device can have effects of its own. */
    if (path != NULL && stat(path, &st) != 0) {
        tool_error("%s: %s", what, strerror(errno));
        return -1;
    }
    if (path != NULL && readable_kind(&st, what) != 0)
        return -1;
    if (path != NULL && (fd = open(path, O_RDONLY | O_CLOEXEC | O_NOCTTY)) < 0) {
        tool_error("%s: %s", what, strerror(errno));
        return -1;
    }
    if (fstat(fd, &st) != 0) {
        tool_error("%s: %s", what, strerror(errno));
        rc = -1;
    } else if (readable_kind(&st, what) != 0) {
        rc = -1;
    } else if (S_ISREG(st.st_mode) && (unsigned long long)st.st_size > limit) {
        tool_error("%s: larger than the limit of %zu bytes on an input (%s raises it)", what,
                   limit, TOOL_INPUT_MAX_ENV);
        rc = -1;
    } else {
        if (S_ISREG(st.st_mode))
            cap = (size_t)st.st_size + 1; /* one more: the end is seen without a realloc */
        rc = read_fd(fd, what, limit, cap, buf, len);
    }
    if (path != NULL)
        close(fd);
    return rc;
}

/* The directory part of path, malloc'd ("." when it has none). */
static char *dir_of(const char *path)
{
    const char *slash = strrchr(path, '/');
    size_t n = slash == NULL ? 1 : slash == path ? 1 : (size_t)(slash - path);
    char *d = malloc(n + 1);

    if (d == NULL)
        return NULL;
    memcpy(d, slash == NULL ? "." : path, n);
    d[n] = '\0';
    return d;
}

/* Is path one of the names of an open file (/dev/stdout, /dev/fd/N,
 * /proc/self/fd/N, or a link to one)? Those are written in place. */
static int names_open_file(const char *path)
{
    char link[64];
    ssize_t n;

    if (strncmp(path, "/dev/", 5) == 0 || strncmp(path, "/proc/", 6) == 0)
        return 1;
    n = readlink(path, link, sizeof link - 1);
    if (n <= 0)
        return 0;
    link[n] = '\0';
    return strncmp(link, "/dev/", 5) == 0 || strncmp(link, "/proc/", 6) == 0;
}

int tool_output_open(struct tool_output *o, const char *path)
{
    struct stat st, lst;
    mode_t mode, mask;
    char *dir;
    int fd, exists;

    memset(o, 0, sizeof *o);
    o->path = path;
    if (path == NULL) {
        o->f = stdout;
        return 0;
    }
    exists = stat(path, &st) == 0;
    if (!exists && errno != ENOENT) {
        tool_error("%s: cannot create: %s", path, strerror(errno));
        return -1;
    }
    if (exists && S_ISDIR(st.st_mode)) {
        tool_error("%s: cannot create: %s", path, strerror(EISDIR));
        return -1;
    }
    if (exists && (!S_ISREG(st.st_mode) || names_open_file(path))) {
        /* A device, a FIFO, /dev/stdout: written in place, never removed. */
        fd = open(path, O_WRONLY | O_CLOEXEC | O_NOCTTY | (S_ISREG(st.st_mode) ? O_TRUNC : 0));
        if (fd < 0 || (o->f = fdopen(fd, "w")) == NULL) {
            tool_error("%s: cannot open: %s", path, strerror(errno));
            if (fd >= 0)
                close(fd);
            return -1;
        }
        return 0;
    }
    /* A symbolic link to a regular file stays a link: the file it names is replaced. */
    if (exists && lstat(path, &lst) == 0 && S_ISLNK(lst.st_mode))
        o->target = realpath(path, NULL);
    else
        o->target = strdup(path);
    dir = o->target != NULL ? dir_of(o->target) : NULL;
    o->tmp = dir != NULL ? malloc(strlen(dir) + sizeof "/.cufw-tmp.XXXXXX") : NULL;
    if (o->tmp == NULL) {
        tool_error("%s: %s", path, o->target == NULL && exists ? strerror(errno) : "out of memory");
        free(dir);
        free(o->target);
        return -1;
    }
    sprintf(o->tmp, "%s/.cufw-tmp.XXXXXX", dir);
    free(dir);
    fd = mkstemp(o->tmp);
    if (fd < 0) {
        tool_error("%s: cannot create: %s", path, strerror(errno));
        free(o->tmp);
        free(o->target);
        return -1;
    }
    /* What fopen(path, "w") gives: an existing file's mode, else 0666 less the umask. */
    mask = umask(0);
    umask(mask);
    mode = exists ? st.st_mode & 07777 : 0666 & ~mask;
    if (fchmod(fd, mode) != 0 || (o->f = fdopen(fd, "w")) == NULL) {
        tool_error("%s: cannot create: %s", path, strerror(errno));
        close(fd);
        unlink(o->tmp);
        free(o->tmp);
        free(o->target);
        return -1;
    }
    return 0;
}

int tool_output_close(struct tool_output *o)
{
    const char *what = o->path != NULL ? o->path : "standard output";
    int err = 0;

    if (fflush(o->f) != 0)
        err = errno;
    else if (ferror(o->f))
        err = EIO;
    if (o->path == NULL) {
        if (err == 0)
            return 0;
    } else if (fclose(o->f) != 0 && err == 0) {
        err = errno;
    }
    if (err == 0 && o->tmp != NULL && rename(o->tmp, o->target) != 0)
        err = errno;
    if (err != 0) {
        tool_error("%s: write error: %s", what, strerror(err));
        if (o->tmp != NULL)
            unlink(o->tmp);
    }
    free(o->tmp);
    free(o->target);
    o->tmp = o->target = NULL;
    o->f = NULL;
    return err != 0 ? -1 : 0;
}

int tool_close_stdout(void)
{
    int err = 0;

    if (fflush(stdout) != 0)
        err = errno;
    else if (ferror(stdout))
        err = EIO;
    /* (EBADF from fclose: standard output was closed and nothing was written) */
    if (fclose(stdout) != 0 && err == 0 && errno != EBADF)
        err = errno;
    if (err != 0) {
        tool_error("standard output: write error: %s", strerror(err));
        return -1;
    }
    return 0;
}

void tool_try_help(void)
{
    fprintf(stderr, "Try '%s --help' for more information.\n", tool_name);
}

int tool_usage_error(const char *fmt, ...)
{
    va_list ap;

    va_start(ap, fmt);
    error_line(fmt, ap);
    va_end(ap);
    tool_try_help();
    return TOOL_EXIT_USAGE;
}

int tool_common_option(int c, void (*usage)(FILE *out), int bad_usage)
{
    if (c == 'h' || c == 'V') {
        if (c == 'h') {
            usage(stdout);
            printf("\nReport bugs to: <%s>\n%s home page: <%s>\n", PACKAGE_BUGREPORT,
                   PACKAGE_NAME, PACKAGE_URL);
        } else
            tool_version();
        return tool_close_stdout() != 0;
    }
    tool_try_help();
    return bad_usage;
}

void tool_version(void)
{
    printf("%s (%s) %s\n", tool_name, PACKAGE_NAME, PACKAGE_VERSION);
    printf("Copyright (C) 2026 the cufw authors.\n"
           "License MIT: <https://spdx.org/licenses/MIT.html> (the file LICENSE).\n"
           "This is free software: you are free to change and redistribute it.\n"
           "There is NO WARRANTY, to the extent permitted by law.\n");
}
