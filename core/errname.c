/* SPDX-License-Identifier: MIT */
/*
 * core/errname.c -- the name and message of every cufw error code, from
 * CUFW_ERROR_LIST. Apart from error.c because it needs nothing else of
 * cufw, not even the driver's headers: the build machine's copy of
 * cufw-embed compiles it with fatbin/ alone.
 */
#include <cufw/error.h>

static const struct {
    int code;
    const char *name, *message;
} errors[] = {
#define CUFW_X_ROW(name, value, message) {value, "CUFW_" #name, message},
    CUFW_ERROR_LIST(CUFW_X_ROW)
#undef CUFW_X_ROW
};

static int error_index(int code)
{
    int i;

    for (i = 0; i < (int)(sizeof errors / sizeof errors[0]); i++)
        if (errors[i].code == code)
            return i;
    return -1;
}

const char *cufw_error_name(int code)
{
    int i = error_index(code);

    return i >= 0 ? errors[i].name : "CUFW_ERROR_UNKNOWN";
}

const char *cufw_error_string(int code)
{
    int i = error_index(code);

    return i >= 0 ? errors[i].message : "unknown cufw error code";
}
