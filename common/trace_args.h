/* SPDX-License-Identifier: MIT */
/*
 * common/trace_args.h -- how a trace wrapper prints its parameters, shared
 * by core/trace.c (Driver calls) and compat/trace.c (Runtime calls). The
 * lists (core/trace_list.h, compat/trace_list.h) name each parameter with
 * one of these, as scripts/trace-lists.py decided it (its rules, or its
 * reviewed table of the pointers the rules cannot decide); a wrapper runs
 * the list twice, with pass 0 for the arguments and pass 1 for the outputs
 * (after a successful call), and has `l` (its struct cufw_trace_line) and
 * TRACE_PUT(line, name, lvalue) in scope. Nothing here reads memory the
 * call's parameters do not bound. Include this file last, in those two
 * files only.
 */
#ifndef CUFW_COMMON_TRACE_ARGS_H
#define CUFW_COMMON_TRACE_ARGS_H

/* (The includer has included common/compiler.h and common/trace_enums.h,
 * whose names N and NO use.) */

/* "name=ENUMERATOR" (names(value)), or "name=value" when names has none
 * (core/trace.c) */
CUFW_HIDDEN void cufw__trace_named(struct cufw_trace_line *l, const char *name, long long value,
                                   const char *(*names)(long long));

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
/* I(x, n): an input array of n elements: its address, never read */
#define I(x, n) P(x)
/* N(x, type): an argument of one of the enums the trace names
 * (scripts/trace-lists.py, ENUMS): its enumerator, or its number when the
 * headers the names came from do not have it (common/trace_enums.h) */
#define N(x, type)                                                                              \
    if (pass == 0)                                                                              \
        cufw__trace_named(&l, #x, (long long)(x), cufw__trace_enum_##type);
/* NO(x, type): an output of such an enum, *x, after the call succeeded */
#define NO(x, type)                                                                             \
    if (pass == 1 && (x) != NULL)                                                               \
        cufw__trace_named(&l, #x, (long long)*(x), cufw__trace_enum_##type);
/* O(x): an output, *x, printed after the call succeeded */
#define O(x)                                                                                    \
    if (pass == 1 && (x) != NULL)                                                               \
        TRACE_PUT(&l, #x, *(x));
/* L(x, n): an output array of n elements (n a count argument), after the
 * call succeeded: "x=[...]", its first TRACE_LIST_SHOWN elements, none
 * when n is 0 */
#define L(x, n)                                                                                 \
    if (pass == 1 && (x) != NULL) {                                                             \
        TRACE_LIST(x, (n) > 0 ? (unsigned long long)(n) : 0);                                   \
    }
/* LP(x, pn): an output array of *pn elements: the count the call wrote
 * (never more than the caller asked for, by the API's contract) */
#define LP(x, pn)                                                                               \
    if (pass == 1 && (x) != NULL && (pn) != NULL) {                                             \
        TRACE_LIST(x, *(pn) > 0 ? (unsigned long long)*(pn) : 0);                               \
    }

/* (no comma outside parentheses: the lists pass through several macros) */
#define TRACE_LIST_SHOWN 4
#define TRACE_LIST(x, n)                                                                        \
    unsigned long long n_ = (n);                                                                \
    unsigned long long i_;                                                                      \
    cufw_trace_list_begin(&l, #x);                                                              \
    for (i_ = 0; i_ < n_ && i_ < TRACE_LIST_SHOWN; i_++)                                        \
        TRACE_PUT(&l, NULL, (x)[i_]);                                                           \
    cufw_trace_list_end(&l, n_ > TRACE_LIST_SHOWN);

#endif
