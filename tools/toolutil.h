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

/*
 * Input. A tool reads a whole input into memory, so every read is bounded:
 * at most TOOL_INPUT_MAX_DEFAULT bytes (1 GiB), or the number of bytes the
 * environment variable CUFW_TOOLS_MAX_INPUT gives. Only regular files and
 * pipes (FIFOs, sockets) are read: a directory or a device (/dev/zero, a
 * terminal) is refused before a byte is read.
 */
#define TOOL_INPUT_MAX_DEFAULT ((size_t)1 << 30)
#define TOOL_INPUT_MAX_ENV "CUFW_TOOLS_MAX_INPUT"

/* The limit on one input. Returns 0, or -1 after printing why (a bad
 * CUFW_TOOLS_MAX_INPUT). */
int tool_input_limit(size_t *limit);

/* Read a whole file, or the standard input for path NULL, into a malloc'd
 * buffer (8-byte aligned). Returns 0, or -1 after printing one line that
 * names the input. */
int tool_read_file(const char *path, unsigned char **buf, size_t *len);

/*
 * Output to a file that is either written whole or not at all. A new or
 * regular FILE is written as a temporary file in its directory, renamed
 * over FILE on success (a symbolic link to a regular file: over the file it
 * names) and removed on failure; anything else that exists (a device, a
 * FIFO, /dev/stdout) is written in place and never removed. path NULL is
 * the standard output.
 */
struct tool_output {
    FILE *f;
    const char *path; /* as given, for messages; NULL: standard output */
    char *target;     /* the file the temporary file replaces */
    char *tmp;        /* the temporary file, or NULL: written in place */
};

/* Open the output. Returns 0, or -1 after printing why. */
int tool_output_open(struct tool_output *o, const char *path);

/* Finish the output: flush, check for write errors, rename into place.
 * Returns 0, or -1 after printing one line (and removing the temporary
 * file). */
int tool_output_close(struct tool_output *o);

/* Flush and close the standard output before exiting, so that a write error
 * (a full disk, /dev/full) is not lost. Returns 0, or -1 after printing one
 * line. */
int tool_close_stdout(void);

/* The exit status of a wrong command line where a tool's 1 and 2 already
 * mean something else (cufw-info): EX_USAGE of <sysexits.h>. */
#define TOOL_EXIT_USAGE 64

/* Print "Try 'NAME --help' for more information." to stderr. */
void tool_try_help(void);

/* A wrong command line: tool_error's line, then tool_try_help's; returns
 * TOOL_EXIT_USAGE, for "return tool_usage_error(...);". */
int tool_usage_error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* Print the GNU-style --version text. */
void tool_version(void);

/* The options every tool has, for the end of its getopt_long switch:
 *     default:
 *         return tool_common_option(c, usage, TOOL_EXIT_USAGE);
 * 'h' (--help) prints usage to stdout, 'V' (--version) the version text,
 * each then exits 0 (1 on a write error); anything else is a wrong command
 * line: "Try ... --help" and bad_usage, the tool's exit status for it. */
int tool_common_option(int c, void (*usage)(FILE *out), int bad_usage);

#endif
