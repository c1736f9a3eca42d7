/* SPDX-License-Identifier: MIT */
/*
 * bench/fail.h -- how a benchmark program gives up: bench_die writes one
 * line on stderr and exits 1 (a failure: bench-run notes it and the run
 * fails); bench_no_gpu writes one line that says "no GPU: " first and
 * exits BENCH_SKIP, 77 (automake's "skipped": bench-run and `make bench`
 * read it as no usable driver or GPU here). Each line starts with the
 * program's name, BENCH_PROGRAM, which the file defines before it
 * includes this header.
 *
 * Plain C, static inline: for the C programs and the CUDA C++ ones alike.
 */
#ifndef CUFW_BENCH_FAIL_H
#define CUFW_BENCH_FAIL_H

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include "bench/common.h"

#ifndef BENCH_PROGRAM
#error "bench/fail.h: define BENCH_PROGRAM, the program's name in its messages, first"
#endif

/* One line on stderr, BENCH_PROGRAM ": " and the message, then exit. */
static inline void bench_exit(int status, const char *fmt, ...)
    __attribute__((format(printf, 2, 3), noreturn));
static inline void bench_exit(int status, const char *fmt, ...)
{
    va_list ap;

    fprintf(stderr, "%s: ", BENCH_PROGRAM);
    va_start(ap, fmt);
    vfprintf(stderr, fmt, ap);
    va_end(ap);
    fputc('\n', stderr);
    exit(status);
}

/* bench_die(fmt, ...), bench_no_gpu(fmt, ...), fmt a string literal. */
#define bench_die(...) bench_exit(1, __VA_ARGS__)
#define bench_no_gpu(...) bench_exit(BENCH_SKIP, "no GPU: " __VA_ARGS__)

#endif
