/* SPDX-License-Identifier: MIT */
/*
 * common/trace_args.h -- how a trace wrapper prints its parameters, shared
 * by core/trace.c (Driver calls) and compat/trace.c (Runtime calls). The
 * lists (core/trace_list.h, compat/trace_list.h) name each parameter with
 * one of these; a wrapper runs the list twice, with pass 0 for the
 * arguments and pass 1 for the outputs (after a successful call), and has
 * `l` (its struct cufw_trace_line) and TRACE_PUT(line, name, lvalue) in
 * scope. Include this file last, in those two files only.
 */
#ifndef CUFW_COMMON_TRACE_ARGS_H
#define CUFW_COMMON_TRACE_ARGS_H

/* A(x): an argument, printed by its C type */
#define A(x)                                                                                    \
    if (pass == 0)                                                                              \
        TRACE_PUT(&l, #x, x);
/* S(x): a string argument */
#define S(x)                                                                                    \
    if (pass == 0)                                                                              \
        cufw_trace_string(&l, #x, (const char *)(x));
/* P(x): a pointer argument, never read through */
#define P(x)                                                                                    \
    if (pass == 0)                                                                              \
        cufw_trace_hex(&l, #x, (unsigned long long)(uintptr_t)(x));
/* O(x): an output, *x, printed after the call succeeded */
#define O(x)                                                                                    \
    if (pass == 1 && (x) != NULL)                                                               \
        TRACE_PUT(&l, #x, *(x));

#endif
