/* SPDX-License-Identifier: MIT */
/*
 * fuzz/tool-names.c -- the image names cufw-fatbin --extract turns into file
 * names and cufw-embed checks at the source (tools/toolname.c). The input,
 * up to its first NUL, is the name a hostile file would carry.
 *
 * Promises checked: tool_name_check agrees with the rules written out again
 * here (empty, absolute, a ".." component); the encoding has the length
 * tool_name_encoded_len says, holds only letters, digits, . _ - + , = @ and
 * %XX (so never a '/', a control character or a space: it is one file name
 * component and cannot climb out of a directory), decodes back to the name
 * (distinct names never share a file), and never starts with a '.' (so it
 * is never "." or "..", nor a hidden file).
 */
#include <string.h>

#include "../tools/toolname.h"
#include "fuzz.h"

static int hexval(char c)
{
    return c >= '0' && c <= '9' ? c - '0' : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
}

static enum tool_name_verdict rules(const char *name, size_t n)
{
    size_t i, start = 0;

    if (n == 0)
        return TOOL_NAME_EMPTY;
    if (name[0] == '/')
        return TOOL_NAME_ABSOLUTE;
    for (i = 0; i <= n; i++) {
        if (i == n || name[i] == '/') {
            if (i - start == 2 && name[start] == '.' && name[start + 1] == '.')
                return TOOL_NAME_DOTDOT;
            start = i + 1;
        }
    }
    return TOOL_NAME_OK;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const uint8_t *nul = memchr(data, 0, size);
    size_t n = nul != NULL ? (size_t)(nul - data) : size, len, i, k = 0;
    char *name = malloc(n + 1), *enc, *dec;
    enum tool_name_verdict v;

    if (name == NULL)
        abort();
    memcpy(name, data, n);
    name[n] = '\0';
    v = tool_name_check(name);
    FUZZ_CHECK(v == rules(name, n), "tool_name_check says %d, the rules %d", (int)v,
               (int)rules(name, n));
    FUZZ_CHECK(*tool_name_verdict_text(v) != '\0' || v == TOOL_NAME_OK, "a refusal without a reason");
    len = tool_name_encoded_len(name);
    FUZZ_CHECK(len >= n && len <= 3 * n, "encoded length %zu for a name of %zu bytes", len, n);
    enc = malloc(len + 1);
    dec = malloc(n + 1);
    if (enc == NULL || dec == NULL)
        abort();
    tool_name_encode(name, enc);
    FUZZ_CHECK(strlen(enc) == len, "encoded %zu bytes, tool_name_encoded_len said %zu",
               strlen(enc), len);
    FUZZ_CHECK(enc[0] != '.', "the encoding '%s' starts with a dot", enc);
    for (i = 0; i < len; i++) {
        char c = enc[i];

        if (c == '%') {
            int hi = hexval(enc[i + 1]); /* (enc[len] is the NUL: no read past it) */
            int lo = hi >= 0 ? hexval(enc[i + 2]) : -1;

            FUZZ_CHECK(hi >= 0 && lo >= 0, "a '%%' not followed by two hex digits at %zu", i);
            dec[k++] = (char)(hi << 4 | lo);
            i += 2;
        } else {
            FUZZ_CHECK((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                           strchr("._-+,=@", c) != NULL,
                       "byte 0x%02x in an encoded name", (unsigned char)c);
            dec[k++] = c;
        }
        FUZZ_CHECK(k <= n, "the encoding decodes to more than the name");
    }
    FUZZ_CHECK(k == n && memcmp(dec, name, n) == 0, "the encoding does not decode to the name");
    free(dec);
    free(enc);
    free(name);
    return 0;
}
