/* SPDX-License-Identifier: MIT */
/*
 * bench/rss.h -- memory at rest: what a trivial program holds resident
 * after its first kernel (`trivial-* rss`, area "rss" of bench-run).
 *
 * Used by trivial.cu (CUDA C++) and trivial-core.c, trivial-raw.c (C), so
 * everything here is static inline and plain C; a C file must define
 * _GNU_SOURCE before any include (mincore, readlink). It allocates nothing:
 * /proc is read with read(2) into buffers on the stack, so that measuring
 * neither grows the heap nor touches the program's own .bss.
 *
 * Printed, in KiB, as protocol lines (bench/common.h), column = variant:
 *   rss.total  VmRSS of /proc/self/status (all resident pages)
 *   rss.anon   RssAnon (heap, stacks, .bss, written private pages)
 *   rss.file   RssFile (file-backed pages: the executable, libc, libcuda)
 *   rss.shmem  RssShmem (shared memory, e.g. the driver's)
 *   rss.exe    the sum of Rss over /proc/self/smaps's mappings of the
 *              executable file itself (text, rodata, data; the pages of
 *              .data that were written count too, as anonymous COW pages)
 *   rss.bss    the resident memory of the pages of [__bss_start, _end)
 *              -- the linker's symbols for the start of .bss and the end
 *              of the image -- whole pages. .bss is the anonymous mapping
 *              after the executable's last file mapping, whose last page
 *              it shares with the end of .data. A mapping inside the range
 *              counts its smaps Rss (pages written: a page only ever read
 *              maps the shared zero page, which Rss and VmRSS leave out);
 *              a mapping that only overlaps it (that shared page) counts
 *              its pages in the range that mincore(2) reports resident.
 *   rss.bss-touched  the pages of that range that mincore(2) reports
 *              resident: Linux's mincore reports anonymous pages too, and
 *              counts a page whose page-table entry is present -- written,
 *              or only read (the zero page). rss.bss-touched - rss.bss is
 *              what scans of untouched tables cost: faults and page-table
 *              entries, not memory.
 */
#ifndef CUFW_BENCH_RSS_H
#define CUFW_BENCH_RSS_H

/*
 * Only the -rss builds of the trivial programs (BENCH_RSS defined: make
 * bench builds trivial-*-rss beside trivial-*) carry the measurement, so
 * that the footprint rows, which size trivial-*, count the runtimes and
 * not this file's 4 KiB. Without it, `rss` is refused.
 */
#ifndef BENCH_RSS
#include <stdio.h>

static inline int bench_rss_report(const char *variant)
{
    fprintf(stderr, "trivial (%s): built without BENCH_RSS: run its -rss build\n", variant);
    return 1;
}
#else

#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#ifdef __cplusplus
extern "C" {
#endif
/* Defined by the GNU and LLVM linkers' default scripts for every program. */
extern char __bss_start[], _end[];
#ifdef __cplusplus
}
#endif

/* A /proc file read in chunks into a buffer on the stack. */
struct bench_rss_file {
    int fd, failed;
    size_t pos, len;
    char buf[4096];
};

/* Open path for reading; -1 (with a message) when it cannot be opened. */
static inline int bench_rss_open(struct bench_rss_file *f, const char *path)
{
    f->pos = f->len = 0;
    f->failed = 0;
    f->fd = open(path, O_RDONLY | O_CLOEXEC);
    if (f->fd < 0) {
        fprintf(stderr, "rss: cannot open %s: %s\n", path, strerror(errno));
        return -1;
    }
    return 0;
}

/* The next line into line (cut to cap - 1 bytes, no newline); 0 at the end. */
static inline int bench_rss_line(struct bench_rss_file *f, char *line, size_t cap)
{
    size_t n = 0;

    for (;;) {
        char c;

        if (f->pos == f->len) {
            ssize_t got;

            do
                got = read(f->fd, f->buf, sizeof f->buf);
            while (got < 0 && errno == EINTR);
            if (got < 0)
                f->failed = 1;
            if (got <= 0) {
                line[n] = '\0';
                return n > 0;
            }
            f->pos = 0;
            f->len = (size_t)got;
        }
        c = f->buf[f->pos++];
        if (c == '\n') {
            line[n] = '\0';
            return 1;
        }
        if (n + 1 < cap)
            line[n++] = c;
    }
}

/* "Name:   123 kB" -> 123 when line starts with name (given with its colon). */
static inline int bench_rss_field(const char *line, const char *name, unsigned long *kib)
{
    size_t n = strlen(name);
    char *end;

    if (strncmp(line, name, n) != 0)
        return 0;
    *kib = strtoul(line + n, &end, 10);
    return end != line + n;
}

/*
 * Resident KiB of the pages that overlap [start, end), by mincore(2) in
 * chunks of 256 pages; -1 (with a message) when mincore fails.
 */
static inline long bench_rss_resident(const void *start, const void *end)
{
    long page = sysconf(_SC_PAGESIZE);
    uintptr_t a, b;
    unsigned char vec[256];
    long pages = 0;

    if (page <= 0)
        return -1;
    a = (uintptr_t)start & ~((uintptr_t)page - 1);
    b = ((uintptr_t)end + (uintptr_t)page - 1) & ~((uintptr_t)page - 1);
    while (a < b) {
        size_t n = (size_t)((b - a) / (uintptr_t)page), i;

        if (n > sizeof vec)
            n = sizeof vec;
        if (mincore((void *)a, n * (size_t)page, vec) != 0) {
            fprintf(stderr, "rss: mincore(%#lx, %zu pages): %s\n", (unsigned long)a, n,
                    strerror(errno));
            return -1;
        }
        for (i = 0; i < n; i++)
            pages += vec[i] & 1;
        a += n * (uintptr_t)page;
    }
    return pages * (page / 1024);
}

/*
 * Print the rss.* lines of this process for variant (raw, core, rt).
 * Returns 0, or -1 after a message on stderr when /proc could not be read
 * or a field is missing (the caller then exits non-zero).
 */
static inline int bench_rss_report(const char *variant)
{
    static const char *const fields[] = {"VmRSS:", "RssAnon:", "RssFile:", "RssShmem:"};
    static const char *const keys[] = {"rss.total", "rss.anon", "rss.file", "rss.shmem"};
    unsigned long status[4] = {0}, exe_kib = 0, bss_kib = 0, kib;
    int seen[4] = {0}, in_exe = 0, in_bss = 0, mappings = 0, i;
    long page = sysconf(_SC_PAGESIZE), touched;
    uintptr_t bss_lo, bss_hi;
    struct bench_rss_file f;
    char line[512], exe[1024];
    ssize_t n;

    if (page <= 0) {
        fprintf(stderr, "rss: no page size\n");
        return -1;
    }
    bss_lo = (uintptr_t)__bss_start & ~((uintptr_t)page - 1);
    bss_hi = ((uintptr_t)_end + (uintptr_t)page - 1) & ~((uintptr_t)page - 1);

    n = readlink("/proc/self/exe", exe, sizeof exe - 1);
    if (n <= 0 || (size_t)n >= sizeof exe - 1) {
        fprintf(stderr, "rss: cannot read /proc/self/exe\n");
        return -1;
    }
    exe[n] = '\0';

    if (bench_rss_open(&f, "/proc/self/status") != 0)
        return -1;
    while (bench_rss_line(&f, line, sizeof line))
        for (i = 0; i < 4; i++)
            if (bench_rss_field(line, fields[i], &status[i]))
                seen[i] = 1;
    close(f.fd);
    for (i = 0; i < 4; i++)
        if (f.failed || !seen[i]) {
            fprintf(stderr, "rss: no %s in /proc/self/status\n", fields[i]);
            return -1;
        }

    /* smaps: a mapping's header line, then its fields; sum Rss of the
     * mappings whose path is the executable's, and of those inside the
     * .bss range (mincore for one that straddles its edge). */
    if (bench_rss_open(&f, "/proc/self/smaps") != 0)
        return -1;
    while (bench_rss_line(&f, line, sizeof line)) {
        unsigned long lo, hi, off, ino;
        unsigned dmaj, dmin;
        char perms[8];
        int at = 0;

        if (sscanf(line, "%lx-%lx %7s %lx %x:%x %lu %n", &lo, &hi, perms, &off, &dmaj, &dmin,
                   &ino, &at) == 7 &&
            at > 0) {
            in_exe = strcmp(line + at, exe) == 0;
            mappings += in_exe;
            in_bss = lo >= bss_lo && hi <= bss_hi;
            if (!in_bss && lo < bss_hi && hi > bss_lo) {
                long part = bench_rss_resident((const void *)(lo > bss_lo ? lo : bss_lo),
                                               (const void *)(hi < bss_hi ? hi : bss_hi));

                if (part < 0) {
                    close(f.fd);
                    return -1;
                }
                bss_kib += (unsigned long)part;
            }
        } else if (bench_rss_field(line, "Rss:", &kib)) {
            if (in_exe)
                exe_kib += kib;
            if (in_bss)
                bss_kib += kib;
        }
    }
    close(f.fd);
    if (f.failed || mappings == 0) {
        fprintf(stderr, "rss: no mapping of %s in /proc/self/smaps\n", exe);
        return -1;
    }

    touched = bench_rss_resident(__bss_start, _end);
    if (touched < 0)
        return -1;

    for (i = 0; i < 4; i++)
        printf("R %s %s %lu KiB\n", keys[i], variant, status[i]);
    printf("R rss.exe %s %lu KiB\n", variant, exe_kib);
    printf("R rss.bss %s %lu KiB\n", variant, bss_kib);
    printf("R rss.bss-touched %s %ld KiB\n", variant, touched);
    printf("# rss: %d mappings of the executable; .bss+ [%p, %p) is %lu KiB\n", mappings,
           (void *)__bss_start, (void *)_end,
           (unsigned long)((uintptr_t)_end - (uintptr_t)__bss_start) / 1024);
    fflush(stdout);
    return 0;
}

#endif /* BENCH_RSS */

#endif
