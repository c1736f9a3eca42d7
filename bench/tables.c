/* SPDX-License-Identifier: MIT */
/*
 * bench/tables.c -- bench-tables: the tables inside core's block of
 * handle tables (core/inner.h, struct cufw__handle_tables), which `nm`
 * sees as one object, cufw__handle_tables. One line per member, "NAME
 * BYTES CAPACITY", for footprint.sh --tables; sizeof only, so nothing is
 * linked and nothing runs on a GPU.
 */
#include "core/inner.h"

#include <stdio.h>

#define TABLE(member, capacity)                                                                    \
    printf("cufw__handle_tables.%s %zu %d\n", #member, sizeof cufw__handle_tables.member,        \
           capacity)

int main(void)
{
    TABLE(streams, CUFW_MAX_STREAMS);
    TABLE(events, CUFW_MAX_EVENTS);
    TABLE(modules, CUFW_MAX_MODULES);
    TABLE(kernels, CUFW_MAX_KERNELS);
    return 0;
}
