/* SPDX-License-Identifier: MIT */
/*
 * tests/core/errors-t.c -- the error list: every code has a unique value in
 * its documented range, a unique name that spells the enum, and a message;
 * unknown codes are reported as such; the capacity list is complete.
 */
#include "config.h"

#include <string.h>

#include <cufw/cufw.h>

#include "tests/tap/basic.h"

struct row {
    int value;
    const char *name, *message;
};

static const struct row rows[] = {
#define X(name, value, message) {value, "CUFW_" #name, message},
    CUFW_ERROR_LIST(X)
#undef X
};
#define NROWS (sizeof rows / sizeof rows[0])

int main(void)
{
    unsigned i, j, dup = 0, named = 0, ranged = 0, n;
    struct cufw_capacity c;
    unsigned idx;

    plan(14);
    for (i = 0; i < NROWS; i++) {
        for (j = i + 1; j < NROWS; j++)
            dup += rows[i].value == rows[j].value || strcmp(rows[i].name, rows[j].name) == 0;
        named += strcmp(cufw_error_name(rows[i].value), rows[i].name) == 0 &&
                 strcmp(cufw_error_string(rows[i].value), rows[i].message) == 0 &&
                 strlen(rows[i].message) >= 8;
        ranged += rows[i].value == 0 ||
                  (rows[i].value < 100 && rows[i].value > 0) ||
                  (rows[i].value >= 100 && rows[i].value < 400);
    }
    is_int(0, dup, "no two codes share a value or a name (%zu codes)", NROWS);
    is_int((long long)NROWS, named, "every code has its own name and a message");
    is_int((long long)NROWS, ranged, "every code lies in a documented range");
    is_string("CUFW_OK", cufw_error_name(CUFW_OK), "CUFW_OK is named");
    is_string("CUFW_ERROR_UNKNOWN", cufw_error_name(12345), "unknown code name");
    is_string("unknown cufw error code", cufw_error_string(-7), "unknown code message");
    is_int(0, cufw_driver_result(), "no driver result before any failure");
    is_string("", cufw_error_detail(), "no detail before any failure");

    n = cufw_capacity_count();
    ok(n >= 8, "%u capacities", n);
    for (i = 0, j = 0; i < n; i++)
        j += cufw_capacity_info(i, &c) == CUFW_OK && c.limit > 0 && c.used == 0 &&
             strncmp(c.option, "--with-max-", 11) == 0 && strstr(c.option, c.name) != NULL;
    is_int(n, j, "each has a limit, an option named after it, nothing in use");
    is_int(CUFW_ERROR_INVALID_ARGUMENT, cufw_capacity_info(n, &c), "index past the end refused");
    ok(cufw_capacity_find("streams", &idx) == CUFW_OK && cufw_capacity_info(idx, &c) == CUFW_OK &&
           strcmp(c.name, "streams") == 0,
       "find by name");
    is_int(CUFW_ERROR_NOT_FOUND, cufw_capacity_find("bananas", &idx), "unknown capacity name");
    ok(cufw_capacity_exhausted(idx) == CUFW_ERROR_CAPACITY &&
           strstr(cufw_error_detail(), "--with-max-streams") != NULL,
       "exhaustion names the option: %s", cufw_error_detail());
    return 0;
}
