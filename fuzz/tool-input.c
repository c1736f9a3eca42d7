/* SPDX-License-Identifier: MIT */
/*
 * fuzz/tool-input.c -- how cufw-embed and cufw-fatbin read an input
 * (tool_read_file in tools/toolutil.c) and what cufw-embed does with its
 * name. Bytes 0-1: the limit on the input, 1 to 65536 bytes (little endian,
 * plus one), as CUFW_TOOLS_MAX_INPUT gives it; byte 2 up to the first NUL:
 * an image name; the rest: the file's bytes, written to a temporary file
 * and read back.
 *
 * Promises checked: a file within the limit is read whole and unchanged,
 * one over it is refused and nothing is handed back; the name check and
 * encoding never fail to terminate (tool-names.c checks what they say).
 */
#define _POSIX_C_SOURCE 200809L
#include <stdio.h>
#include <string.h>
#include <unistd.h>

#include "../tools/toolname.h"
#include "../tools/toolutil.h"
#include "fuzz.h"

static char path[4096];

/* One temporary file for the whole run, removed at exit. */
static void remove_file(void)
{
    unlink(path);
}

static FILE *scratch(void)
{
    if (path[0] == '\0') {
        const char *dir = getenv("TMPDIR");
        int fd;

        snprintf(path, sizeof path, "%s/cufw-fuzz-input.XXXXXX",
                 dir != NULL && *dir != '\0' ? dir : "/tmp");
        fd = mkstemp(path);
        if (fd < 0)
            abort();
        close(fd);
        atexit(remove_file);
    }
    return fopen(path, "wb");
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    size_t limit, nlen, len = 0;
    const uint8_t *nul;
    unsigned char *buf = NULL;
    char env[32], *name, *enc;
    FILE *f;
    int rc;

    if (size < 2)
        return 0;
    limit = (size_t)(data[0] | data[1] << 8) + 1;
    data += 2;
    size -= 2;
    nul = memchr(data, 0, size);
    nlen = nul != NULL ? (size_t)(nul - data) : 0;
    name = malloc(nlen + 1);
    if (name == NULL)
        abort();
    memcpy(name, data, nlen);
    name[nlen] = '\0';
    enc = malloc(tool_name_encoded_len(name) + 1);
    if (enc == NULL)
        abort();
    tool_name_encode(name, enc);
    (void)tool_name_check(name);
    free(enc);
    free(name);
    if (nul != NULL) {
        data += nlen + 1;
        size -= nlen + 1;
    }

    f = scratch();
    if (f == NULL || fwrite(data, 1, size, f) != size || fclose(f) != 0)
        abort();
    snprintf(env, sizeof env, "%zu", limit);
    setenv(TOOL_INPUT_MAX_ENV, env, 1);
    rc = tool_read_file(path, &buf, &len);
    if (size <= limit) {
        FUZZ_CHECK(rc == 0, "a file of %zu bytes refused under a limit of %zu", size, limit);
        FUZZ_CHECK(len == size && (size == 0 || memcmp(buf, data, size) == 0),
                   "read %zu bytes of %zu, or other bytes", len, size);
        FUZZ_CHECK(((uintptr_t)buf & 7) == 0, "the buffer is not 8-byte aligned");
    } else {
        FUZZ_CHECK(rc != 0, "a file of %zu bytes read under a limit of %zu", size, limit);
    }
    if (rc == 0)
        free(buf);
    return 0;
}
