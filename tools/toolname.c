/* SPDX-License-Identifier: MIT */
/*
 * tools/toolname.c -- checking and encoding the image names read from files
 * (see toolname.h). The check splits the name at '/' and looks at each
 * component; the encoding is a byte-wise percent-encoding over a small set
 * of characters that are safe everywhere.
 */
#include "toolname.h"

enum tool_name_verdict tool_name_check(const char *name)
{
    const char *p = name;

    if (*name == '\0')
        return TOOL_NAME_EMPTY;
    if (*name == '/')
        return TOOL_NAME_ABSOLUTE;
    for (;;) {
        /* p starts a component */
        if (p[0] == '.' && p[1] == '.' && (p[2] == '/' || p[2] == '\0'))
            return TOOL_NAME_DOTDOT;
        while (*p != '/' && *p != '\0')
            p++;
        if (*p == '\0')
            return TOOL_NAME_OK;
        p++;
    }
}

const char *tool_name_verdict_text(enum tool_name_verdict v)
{
    switch (v) {
    case TOOL_NAME_OK:
        return "";
    case TOOL_NAME_EMPTY:
        return "the name is empty";
    case TOOL_NAME_ABSOLUTE:
        return "the name is an absolute path (it starts with '/')";
    case TOOL_NAME_DOTDOT:
        return "the name is a path with a '..' component";
    }
    return "the name is refused";
}

static int plain(unsigned char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
           c == '.' || c == '_' || c == '-' || c == '+' || c == ',' || c == '=' || c == '@';
}

/* Does byte c at the start of a name (first) stand for itself? A leading
 * '.' does not: no hidden files, and never "." or "..". */
static int as_is(unsigned char c, int first)
{
    return plain(c) && !(first && c == '.');
}

size_t tool_name_encoded_len(const char *name)
{
    const unsigned char *p;
    size_t n = 0;

    for (p = (const unsigned char *)name; *p != '\0'; p++)
        n += as_is(*p, p == (const unsigned char *)name) ? 1 : 3;
    return n;
}

void tool_name_encode(const char *name, char *out)
{
    static const char hex[] = "0123456789ABCDEF";
    const unsigned char *p;

    for (p = (const unsigned char *)name; *p != '\0'; p++) {
        if (as_is(*p, p == (const unsigned char *)name)) {
            *out++ = (char)*p;
        } else {
            *out++ = '%';
            *out++ = hex[*p >> 4];
            *out++ = hex[*p & 15];
        }
    }
    *out = '\0';
}
