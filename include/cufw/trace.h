/* SPDX-License-Identifier: MIT */
/*
 * cufw/trace.h -- the live trace: one line per Runtime call and per Driver
 * call, written as it returns, with no heap, no stdio and no locks.
 *
 * The trace is off unless the environment variable CUFW_TRACE names where
 * to write, and costs one predictable branch per Runtime call while off
 * (Driver calls cost nothing: when it is on, core puts wrappers in its
 * dispatch table, otherwise the table holds the driver's own functions):
 *
 *   CUFW_TRACE=2          a file descriptor already open (2: standard error)
 *   CUFW_TRACE=stderr     standard error (stdout: standard output)
 *   CUFW_TRACE=/tmp/t.log a file (a name with a '/': ./t.log), created
 *                         readable by its owner only or appended to, never
 *                         through a symbolic link (%p in the name is the
 *                         process id)
 *   unset, empty, 0 or 00 off
 *
 * Anything else (" 2", "0x2", "yes") turns the trace off with one line on
 * standard error. The trace writes through a copy of its own of the
 * descriptor, at a high number and close-on-exec: when the program closes
 * or reuses the number it named, the lines still go where CUFW_TRACE meant
 * (standard error after the program closed its fd 2), never into the file
 * that took the number. A target that fails for good (a pipe whose reader
 * is gone: no SIGPIPE; a full disk; the trace's own number taken by
 * another file) turns the trace off. A secure-execution program (set-user-
 * ID, set-group-ID, file capabilities) ignores the variable altogether, and
 * writes nothing.
 *
 * A line, written with one write(2) (so lines of several threads never mix):
 *
 *   cufw 4242 cudaMalloc > cuMemAlloc(bytesize=1024) = CUDA_SUCCESS [dptr=0x7f2a00000000] 1911 ns
 *   cufw 4242 cudaMalloc(size=1024) = cudaSuccess [devPtr=0x7f2a00000000] 2380 ns
 *
 * the thread id, the Runtime call a Driver call was made for ("cudaMalloc >"),
 * the name, the arguments that are read, the result, what the call wrote
 * through its output arguments (only after it succeeded; of an output array
 * its first four elements, "nodes=[0x5a10, 0x5a28, ...]", and none when it
 * has none) and the time it took in nanoseconds. An array the call reads is
 * shown as its address: the trace reads nothing the call's arguments do not
 * bound. A line is at most CUFW_TRACE_LINE_MAX bytes: arguments that do not
 * fit are cut, ending in "...", and the result and the time are always
 * there.
 *
 * The functions below are how core and the Runtime write their lines; a
 * program may use them to add its own. None of them fails or returns an
 * error: a field that does not fit is cut ("..."), and while the trace is
 * off cufw_trace_end writes nothing. All are thread-safe: a line lives in
 * the caller's struct, the scope is the calling thread's, and each line is
 * one write(2). cufw_trace_begin must start every line (it resets l).
 */
#ifndef CUFW_TRACE_H
#define CUFW_TRACE_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

#define CUFW_TRACE_LINE_MAX 512

/* A line being built (on the stack). */
struct cufw_trace_line {
    unsigned len;    /* bytes of text used */
    unsigned fields; /* fields written in the current part */
    unsigned part;   /* 0: arguments; 1: outputs, after cufw_trace_result */
    unsigned list;   /* in a list (cufw_trace_list_begin): 1 + the values in it; else 0 */
    char text[CUFW_TRACE_LINE_MAX];
};

/* The trace's file descriptor (its own copy), or -1 when the trace is off.
 * The first call -- or the first line written, whichever comes first --
 * reads CUFW_TRACE (and opens the file it names); a name that cannot be
 * opened, or a descriptor that is not open, turns the trace off with one
 * message on standard error. Thread-safe. */
int cufw_trace_fd(void);

/* 1 when the Runtime marks each call as an NVTX range (named after the
 * function) for an NVTX tool such as Nsight Systems: built with NVTX
 * (configure --with-nvtx, on where the toolkit has the nvtx3 headers) and
 * either the tool attached (NVTX_INJECTION64_PATH set) or CUFW_NVTX=1;
 * CUFW_NVTX=0 turns it off. Decided once; 0 in a secure-execution
 * program. Thread-safe. */
int cufw_trace_nvtx(void);

/* Open and close a range named NAME for the attached NVTX tool, as
 * nvtxRangePushA and nvtxRangePop do (the Runtime's traced calls use them):
 * the first call finds the tool the way NVTX does (NVTX_INJECTION64_PATH,
 * a pre-injected or a statically linked one) and a tool that cannot be
 * loaded is said once on standard error. They return what the tool
 * returns -- for NVTX, the nesting level of the range -- or -1 when
 * cufw_trace_nvtx() is 0 or no tool takes ranges. The program's thread
 * pops what it pushed. Thread-safe; allocate nothing but what the tool
 * does. */
int cufw_trace_nvtx_push(const char *name);
int cufw_trace_nvtx_pop(void);

/* Nanoseconds of CLOCK_MONOTONIC. */
uint64_t cufw_trace_clock(void);

/* Name the Runtime call the calling thread is in (NULL: none), so that the
 * Driver calls it makes say so; returns the name it replaces. */
const char *cufw_trace_scope(const char *name);

/* Start a line: "cufw TID [scope > ]name(". */
void cufw_trace_begin(struct cufw_trace_line *l, const char *name);
/* One argument, "name=value", by kind. */
void cufw_trace_int(struct cufw_trace_line *l, const char *name, long long value);
void cufw_trace_uint(struct cufw_trace_line *l, const char *name, unsigned long long value);
void cufw_trace_hex(struct cufw_trace_line *l, const char *name, unsigned long long value);
void cufw_trace_double(struct cufw_trace_line *l, const char *name, double value);
/* A string, quoted, at most 64 bytes of it, unprintable bytes escaped. */
void cufw_trace_string(struct cufw_trace_line *l, const char *name, const char *value);
/* Free text as a field (no "name="). */
void cufw_trace_text(struct cufw_trace_line *l, const char *text);
/* A list of values as one field, "name=[v0, v1, ...]": begin it, write each
 * value with the functions above or below (their name is left out inside
 * a list), end it; more != 0 ends it with ", ..." (values left out). */
void cufw_trace_list_begin(struct cufw_trace_line *l, const char *name);
void cufw_trace_list_end(struct cufw_trace_line *l, int more);
/* Close the arguments: ") = result". Fields after this are the outputs. */
void cufw_trace_result(struct cufw_trace_line *l, const char *result);
/* Close the line with the time since start (cufw_trace_clock) and write it.
 * Does nothing when the trace is off. */
void cufw_trace_end(struct cufw_trace_line *l, uint64_t start);

/* Value printers with one signature, for CUFW_TRACE_PUT: value points to an
 * object of size bytes. */
typedef void cufw_trace_put_fn(struct cufw_trace_line *l, const char *name, const void *value,
                               size_t size);
/* integers of 1 to 8 bytes, signed or unsigned, in decimal; any of them in
 * hex; float or double; a const char * as a string; anything else by size */
cufw_trace_put_fn cufw_trace_put_int, cufw_trace_put_uint, cufw_trace_put_hex,
    cufw_trace_put_double, cufw_trace_put_string, cufw_trace_put_bytes;

#ifndef __cplusplus
/* The printer for an lvalue's C type: integers in decimal except unsigned
 * long long (a CUdeviceptr, flags) in hex, const char * as a string, every
 * other type (pointers, handles, small structures) as hexadecimal bytes. */
#define CUFW_TRACE_PUT_FN(x)                                                                    \
    _Generic((x),                                                                               \
        char: cufw_trace_put_int, signed char: cufw_trace_put_int,                              \
        unsigned char: cufw_trace_put_uint, short: cufw_trace_put_int,                          \
        unsigned short: cufw_trace_put_uint, int: cufw_trace_put_int,                           \
        unsigned int: cufw_trace_put_uint, long: cufw_trace_put_int,                            \
        unsigned long: cufw_trace_put_uint, long long: cufw_trace_put_int,                      \
        unsigned long long: cufw_trace_put_hex, float: cufw_trace_put_double,                   \
        double: cufw_trace_put_double, const char *: cufw_trace_put_string,                     \
        default: cufw_trace_put_bytes)
#define CUFW_TRACE_PUT(l, name, x) CUFW_TRACE_PUT_FN(x)((l), (name), &(x), sizeof(x))
#endif

#ifdef __cplusplus
}
#endif

#endif
