/* SPDX-License-Identifier: MIT */
/*
 * tools/toolname.h -- image names read from a file, made safe to use as
 * part of a file name or a listing (cufw-fatbin) and checked at the source
 * (cufw-embed). Pure functions of their arguments: no I/O, no allocation,
 * so that fuzz/tool-names.c can check them alone.
 */
#ifndef CUFW_TOOLNAME_H
#define CUFW_TOOLNAME_H

#include <stddef.h>

/* What tool_name_check says of a name. */
enum tool_name_verdict {
    TOOL_NAME_OK = 0,
    TOOL_NAME_EMPTY,    /* "" */
    TOOL_NAME_ABSOLUTE, /* starts with '/' */
    TOOL_NAME_DOTDOT    /* has a ".." component ("..", "../x", "x/..", "x/../y") */
};

/* The verdict on a NUL-terminated name: a name that is, or would be read
 * as, a path leading out of a directory is refused by both tools. */
enum tool_name_verdict tool_name_check(const char *name);

/* A sentence saying why a verdict refuses a name ("" for TOOL_NAME_OK). */
const char *tool_name_verdict_text(enum tool_name_verdict v);

/*
 * The encoding of a name as one file name component: ASCII letters and
 * digits and the characters . _ - + , = @ stand for themselves; every other
 * byte ('/', '%', spaces, control characters, quotes, bytes above 127) is
 * %XX, two upper-case hex digits, and so is a leading '.' (no hidden
 * files; never "." or ".."). Distinct names have distinct encodings,
 * and no encoding contains '/' or a byte a shell or a terminal treats
 * specially. tool_name_encoded_len gives the length of the encoding
 * (without the NUL); tool_name_encode writes it and a NUL into out, which
 * must have room for tool_name_encoded_len(name) + 1 bytes.
 */
size_t tool_name_encoded_len(const char *name);
void tool_name_encode(const char *name, char *out);

/* The longest encoded name --extract uses in a file name: the file name
 * TAG.INDEX.sm_ARCH.EXT then fits NAME_MAX (255) with room to spare. */
#define TOOL_NAME_MAX_ENCODED 200

#endif
