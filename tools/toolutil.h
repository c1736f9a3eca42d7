/* SPDX-License-Identifier: MIT */
/*
 * tools/toolutil.h -- small helpers shared by cufw's command-line tools
 * (tools may allocate; the libraries may not).
 */
#ifndef CUFW_TOOLUTIL_H
#define CUFW_TOOLUTIL_H

#include <stddef.h>
#include <stdio.h>

/* The program's name for messages; set by tool_init(argv[0]). */
extern const char *tool_name;
void tool_init(const char *argv0);

/* Print "name: message" to stderr. */
void tool_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* Read an open stream to its end into a malloc'd buffer (8-byte aligned);
 * what names the stream in messages. Returns 0, or -1 after printing why. */
int tool_read_stream(FILE *f, const char *what, unsigned char **buf, size_t *len);

/* Read a whole file into a malloc'd buffer (8-byte aligned). Returns 0, or
 * -1 after printing why. */
int tool_read_file(const char *path, unsigned char **buf, size_t *len);

/* Write len bytes to path. Returns 0, or -1 after printing why. */
int tool_write_file(const char *path, const void *buf, size_t len);

/* The exit status of a wrong command line where a tool's 1 and 2 already
 * mean something else (cufw-info): EX_USAGE of <sysexits.h>. */
#define TOOL_EXIT_USAGE 64

/* Print "Try 'NAME --help' for more information." to stderr. */
void tool_try_help(void);

/* Print the GNU-style --version text. */
void tool_version(void);

#endif
