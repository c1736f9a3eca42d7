/* SPDX-License-Identifier: MIT */
/*
 * core/handle.c -- the block that holds cufw's handle tables, and the one
 * failure for a handle that is not what a function takes.
 *
 * The stream, event, module and kernel tables are the members of one
 * static block (inner.h, "handles"), so that a handle's address tells both
 * whether it is cufw's and which kind it is: a value is cufw's when it lies
 * inside the block, and its kind is the member it lies in. That is how a
 * handle of one kind passed where another is expected (an event as a
 * stream, a kernel as a graph) is refused instead of handed to the driver
 * as the driver's own handle. stream.c and module.c claim and release the
 * slots; this file only holds them (in .bss: the block's pages are touched
 * only where slots are used) and names what went wrong.
 */
#include "inner.h"

CUFW_HIDDEN struct cufw__handle_tables cufw__handle_tables;

/* Each kind, with its article, in enum cufw__handle_kind's order. */
static const char *const kind_names[] = {
    "a stream", "an event", "a module", "a kernel",
    "a graph", "an executable graph", "a graph node", "a library",
};
_Static_assert(sizeof kind_names / sizeof kind_names[0] == CUFW__KIND_LIBRARY + 1,
               "a name for every kind of handle");

/* The kind of cufw's handle h (live or not), or -1 when h is not cufw's. */
static int kind_of(const void *h)
{
    uintptr_t at = CUFW__HANDLE_ADDR(h) - (uintptr_t)&cufw__handle_tables;

    if (at >= sizeof cufw__handle_tables)
        return -1;
    if (at < offsetof(struct cufw__handle_tables, events))
        return CUFW__KIND_STREAM;
    if (at < offsetof(struct cufw__handle_tables, modules))
        return CUFW__KIND_EVENT;
    if (at < offsetof(struct cufw__handle_tables, kernels))
        return CUFW__KIND_MODULE;
    return CUFW__KIND_KERNEL;
}

int cufw__handle_bad(const char *fn, enum cufw__handle_kind want, const void *h)
{
    int kind = kind_of(h);
    const char *name = kind_names[want] + (kind_names[want][1] == 'n' ? 3 : 2);

    if (h == NULL)
        return cufw__error_fail(CUFW_ERROR_INVALID_HANDLE, "%s: NULL %s", fn, name);
    if (kind >= 0 && kind != (int)want)
        return cufw__error_fail(CUFW_ERROR_INVALID_HANDLE,
                                "%s: %s handle where %s is expected (cufw's handles carry their "
                                "kind)",
                                fn, kind_names[kind], kind_names[want]);
    return cufw__error_fail(CUFW_ERROR_INVALID_HANDLE, "%s: not a live %s handle", fn, name);
}
