/* SPDX-License-Identifier: MIT */
/*
 * core/trace.c -- the live trace (cufw/trace.h): building lines without
 * stdio or heap, and the Driver wrappers. Where the lines go is
 * trace_target.c's.
 *
 * IMPLEMENTATION NOTES
 * Core calls the driver through CUFW_DRV (inner.h), and cufw/call.h's
 * accessors hand out the driver's functions (call.c): while the trace is
 * on, both give the wrappers at the end of this file instead, one per entry
 * point of the one list (cufw/call_list.h), with the entry's exact
 * parameters (trace_list.h, from the toolkit's PFN_ typedefs: CUFW_DRV's
 * two branches would not have one type otherwise).
 * Each makes the call, then writes the line. Every wrapper sits in its own
 * section, so a program linked with --gc-sections keeps only the wrappers
 * of the calls it can make. The Runtime side lives in compat/trace.c.
 */
#define _DEFAULT_SOURCE /* syscall */
#define _POSIX_C_SOURCE 200809L
#include "inner.h"

#include <cufw/trace.h>

#include <string.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>


static CUFW_TLS_IE _Thread_local const char *trace_scope;

uint64_t cufw_trace_clock(void)
{
    struct timespec ts;

    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

const char *cufw_trace_scope(const char *name)
{
    const char *old = trace_scope;

    trace_scope = name;
    return old;
}

/* ------------------------------------------------------------ building a line */

/* Room kept for the line's end: "... 18446744073709551615 ns\n" and the
 * start time put after the thread id when the line ends (START_ROOM); and,
 * while the arguments are written, for the result after them
 * (") = cudaErrorInvalidResourceHandle"): a line whose arguments fill it
 * still says how the call ended, when it started and how long it took. */
#define START_ROOM 24 /* " 18446744073.709551615" */
#define TAIL (32 + START_ROOM)
#define RESULT_ROOM 64

static void put(struct cufw_trace_line *l, const char *s, size_t n)
{
    size_t end = sizeof l->text - TAIL - (l->part == 0 ? RESULT_ROOM : 0);
    size_t room = l->len < end ? end - l->len : 0;

    if (n <= room) {
        memcpy(l->text + l->len, s, n);
        l->len += (unsigned)n;
        return;
    }
    /* cut: what fits, ending in "..." -- written over the last bytes when
     * fewer than three are left, once */
    if (room == 0 && l->len >= 3 && memcmp(l->text + l->len - 3, "...", 3) == 0)
        return;
    if (room >= 3) {
        memcpy(l->text + l->len, s, room - 3);
        l->len += (unsigned)(room - 3);
    } else {
        l->len -= l->len >= 3 - room ? (unsigned)(3 - room) : l->len;
    }
    memcpy(l->text + l->len, "...", 3);
    l->len += 3;
}

static void puts_(struct cufw_trace_line *l, const char *s)
{
    put(l, s, strlen(s));
}

static void put_u(struct cufw_trace_line *l, unsigned long long v, unsigned base)
{
    char digits[24];
    size_t k = sizeof digits;

    do {
        digits[--k] = "0123456789abcdef"[v % base];
        v /= base;
    } while (v != 0);
    if (base == 16) {
        digits[--k] = 'x';
        digits[--k] = '0';
    }
    put(l, digits + k, sizeof digits - k);
}

static void field(struct cufw_trace_line *l, const char *name)
{
    if (l->list != 0) { /* a value of a list: its separator only */
        if (l->list++ > 1)
            put(l, ", ", 2);
        return;
    }
    if (l->fields++ != 0)
        put(l, ", ", 2);
    else if (l->part == 1) /* the first output */
        put(l, " [", 2);
    if (name != NULL) {
        puts_(l, name);
        put(l, "=", 1);
    }
}

void cufw_trace_begin(struct cufw_trace_line *l, const char *name)
{
    l->len = 0;
    l->fields = 0;
    l->part = 0;
    l->list = 0;
    put(l, "cufw ", 5);
    put_u(l, (unsigned long long)syscall(SYS_gettid), 10);
    put(l, " ", 1);
    if (trace_scope != NULL) {
        puts_(l, trace_scope);
        put(l, " > ", 3);
    }
    puts_(l, name);
    put(l, "(", 1);
}

void cufw_trace_int(struct cufw_trace_line *l, const char *name, long long value)
{
    field(l, name);
    if (value < 0) {
        put(l, "-", 1);
        put_u(l, 0ull - (unsigned long long)value, 10);
    } else {
        put_u(l, (unsigned long long)value, 10);
    }
}

void cufw_trace_uint(struct cufw_trace_line *l, const char *name, unsigned long long value)
{
    field(l, name);
    put_u(l, value, 10);
}

void cufw_trace_hex(struct cufw_trace_line *l, const char *name, unsigned long long value)
{
    field(l, name);
    put_u(l, value, 16);
}

void cufw_trace_double(struct cufw_trace_line *l, const char *name, double value)
{
    double whole;
    unsigned long long frac;

    field(l, name);
    if (value != value) {
        put(l, "nan", 3);
        return;
    }
    if (value < 0) {
        put(l, "-", 1);
        value = -value;
    }
    if (value >= 1e19) {
        put(l, "inf", 3); /* or too large to matter here */
        return;
    }
    whole = (double)(unsigned long long)value;
    frac = (unsigned long long)((value - whole) * 1000.0 + 0.5);
    if (frac >= 1000) {
        whole += 1.0;
        frac -= 1000;
    }
    put_u(l, (unsigned long long)whole, 10);
    put(l, ".", 1);
    put(l, &"000"[frac >= 100 ? 3 : frac >= 10 ? 2 : 1], frac >= 100 ? 0 : frac >= 10 ? 1 : 2);
    put_u(l, frac, 10);
}

void cufw_trace_string(struct cufw_trace_line *l, const char *name, const char *value)
{
    size_t i;

    field(l, name);
    if (value == NULL) {
        put(l, "NULL", 4);
        return;
    }
    put(l, "\"", 1);
    for (i = 0; value[i] != '\0' && i < 64; i++) {
        unsigned char c = (unsigned char)value[i];

        if (c >= 0x20 && c < 0x7f && c != '"' && c != '\\') {
            put(l, value + i, 1);
        } else {
            char esc[4] = {'\\', 'x', "0123456789abcdef"[c >> 4], "0123456789abcdef"[c & 15]};

            put(l, esc, 4);
        }
    }
    put(l, value[i] != '\0' ? "\"..." : "\"", value[i] != '\0' ? 4 : 1);
}

void cufw_trace_text(struct cufw_trace_line *l, const char *text)
{
    field(l, NULL);
    puts_(l, text);
}

void cufw_trace_list_begin(struct cufw_trace_line *l, const char *name)
{
    field(l, name);
    put(l, "[", 1);
    l->list = 1;
}

void cufw_trace_list_end(struct cufw_trace_line *l, int more)
{
    if (more)
        put(l, l->list > 1 ? ", ..." : "...", l->list > 1 ? 5 : 3);
    put(l, "]", 1);
    l->list = 0;
}

void cufw_trace_result(struct cufw_trace_line *l, const char *result)
{
    l->list = 0;
    l->part = 1; /* the result may use the room kept for it */
    l->fields = 0;
    put(l, ") = ", 4);
    puts_(l, result != NULL ? result : "?");
}

/* The call's start, " SECONDS.NANOSECONDS" of CLOCK_MONOTONIC, put after
 * the thread id of a line cufw_trace_begin started ("cufw TID "): the
 * timeline a viewer draws (tools/cufw-trace). */
static void put_start(struct cufw_trace_line *l, uint64_t start)
{
    char t[START_ROOM];
    size_t at = 5, n = sizeof t, k;
    uint64_t v = start;

    if (l->len < 7 || memcmp(l->text, "cufw ", 5) != 0)
        return;
    while (at < l->len && l->text[at] >= '0' && l->text[at] <= '9')
        at++;
    if (at == 5 || at >= l->len || l->text[at] != ' ')
        return;
    /* written backwards: nine digits of nanoseconds, the point, seconds */
    for (k = 0; k < 9; k++, v /= 10)
        t[--n] = (char)('0' + v % 10);
    t[--n] = '.';
    do {
        t[--n] = (char)('0' + v % 10);
        v /= 10;
    } while (v != 0);
    t[--n] = ' ';
    memmove(l->text + at + (sizeof t - n), l->text + at, l->len - at);
    memcpy(l->text + at, t + n, sizeof t - n);
    l->len += (unsigned)(sizeof t - n);
}

void cufw_trace_end(struct cufw_trace_line *l, uint64_t start)
{
    uint64_t ns = cufw_trace_clock() - start;

    if (l->len > sizeof l->text - TAIL) /* not a line cufw_trace_begin started */
        l->len = 0;
    put_start(l, start);
    if (l->part == 1 && l->fields != 0) /* outputs were written: close their bracket */
        l->text[l->len++] = ']';
    l->text[l->len++] = ' ';
    l->fields = 0;
    put_u(l, ns, 10);
    memcpy(l->text + l->len, " ns\n", 4);
    l->len += 4;
    cufw__trace_write(l->text, l->len);
    l->len = 0; /* written: a second end writes an empty line, no more */
    l->part = 0;
    l->list = 0;
}

/* ------------------------------------------------------------ value printers */

/* An integer of 1, 2, 4 or 8 bytes, as stored. */
static unsigned long long raw_unsigned(const void *value, size_t size)
{
    unsigned char b[8] = {0};
    unsigned long long v = 0;
    size_t i;

    memcpy(b, value, size < sizeof b ? size : sizeof b);
    for (i = size < sizeof b ? size : sizeof b; i-- > 0;) /* little-endian, as every CUDA host */
        v = v << 8 | b[i];
    return v;
}

static long long raw_signed(const void *value, size_t size)
{
    unsigned long long v = raw_unsigned(value, size);

    if (size < 8 && (v >> (size * 8 - 1)) != 0) /* sign-extend */
        v |= ~0ull << (size * 8);
    return (long long)v;
}

void cufw_trace_put_int(struct cufw_trace_line *l, const char *name, const void *value,
                        size_t size)
{
    cufw_trace_int(l, name, raw_signed(value, size));
}

void cufw_trace_put_uint(struct cufw_trace_line *l, const char *name, const void *value,
                         size_t size)
{
    cufw_trace_uint(l, name, raw_unsigned(value, size));
}

void cufw_trace_put_hex(struct cufw_trace_line *l, const char *name, const void *value,
                        size_t size)
{
    cufw_trace_hex(l, name, raw_unsigned(value, size));
}

void cufw_trace_put_double(struct cufw_trace_line *l, const char *name, const void *value,
                           size_t size)
{
    if (size == sizeof(float)) {
        float f;

        memcpy(&f, value, sizeof f);
        cufw_trace_double(l, name, f);
    } else {
        double d;

        memcpy(&d, value, sizeof d);
        cufw_trace_double(l, name, d);
    }
}

void cufw_trace_put_string(struct cufw_trace_line *l, const char *name, const void *value,
                           size_t size)
{
    const char *str;

    (void)size;
    memcpy(&str, value, sizeof str);
    cufw_trace_string(l, name, str);
}

/* Anything else by its size: a pointer or handle as one hexadecimal number,
 * a larger object as its size. */
void cufw_trace_put_bytes(struct cufw_trace_line *l, const char *name, const void *value,
                          size_t size)
{
    if (size > 8) {
        field(l, name);
        put(l, "{", 1);
        put_u(l, size, 10);
        put(l, " bytes}", 7);
        return;
    }
    cufw_trace_hex(l, name, raw_unsigned(value, size));
}

/* ------------------------------------------------------------ the Driver wrappers */

#if CUFW_TRACE_ENABLED
/* 1 while Driver calls go through the wrappers below (CUFW_DRV). */
CUFW_HIDDEN int cufw__trace_driver;

void cufw__trace_start(void)
{
    cufw__trace_driver = cufw_trace_fd() >= 0;
}

static void put_location(struct cufw_trace_line *l, const char *name, const void *value,
                         size_t size)
{
    CUmemLocation loc;

    (void)size;
    memcpy(&loc, value, sizeof loc);
    field(l, name);
    put(l, "{type=", 6);
    put_u(l, (unsigned)loc.type, 10);
    put(l, ", id=", 5);
    put_u(l, (unsigned)loc.id, 10);
    put(l, "}", 1);
}

#define TRACE_PUT(l, name, x)                                                                   \
    _Generic((x), CUmemLocation: put_location, default: CUFW_TRACE_PUT_FN(x))((l), (name),      \
                                                                            &(x), sizeof(x))

/* The CUresult's name, or its number when the driver cannot say (after it
 * was deinitialised at exit, for one). */
static void put_result(struct cufw_trace_line *l, CUresult r)
{
    const char *s = NULL;

    if (cufw__driver.cuGetErrorName(r, &s) == CUDA_SUCCESS && s != NULL) {
        cufw_trace_result(l, s);
    } else {
        cufw_trace_result(l, "CUresult ");
        put_u(l, (unsigned long long)r, 10);
    }
}

#include "common/trace_enums.h"
#include "common/trace_args.h"

/* see common/trace_args.h */
void cufw__trace_named(struct cufw_trace_line *l, const char *name, long long value,
                       const char *(*names)(long long))
{
    const char *s = names(value);

    if (s == NULL) {
        cufw_trace_int(l, name, value);
        return;
    }
    field(l, name);
    puts_(l, s);
}

/* One wrapper per entry point, each in its own section: a program keeps
 * those of the Driver calls it links. fn is the driver's function. */
#define TRACE_WRAPPER(wrapper, label, fn, params, args, fmt)                                     \
    __attribute__((cold)) CUresult CUDAAPI wrapper params                                       \
    {                                                                                           \
        struct cufw_trace_line l;                                                               \
        uint64_t t0 = cufw_trace_clock();                                                       \
        CUresult r = (fn)args;                                                                  \
        int pass;                                                                               \
        cufw_trace_begin(&l, label);                                                            \
        for (pass = 0; pass < 2; pass++) {                                                      \
            if (pass == 1) {                                                                    \
                put_result(&l, r);                                                              \
                if (r != CUDA_SUCCESS)                                                          \
                    break;                                                                      \
            }                                                                                   \
            fmt                                                                                 \
        }                                                                                       \
        cufw_trace_end(&l, t0);                                                                 \
        return r;                                                                               \
    }
/* One per entry of cufw/call_list.h: a core entry's function is the
 * table's; any other's is its driver.c slot's, which the wrapper is handed
 * out only once found (call.c), so never NULL here. */
#define CUFW_X_WRAP(name, version, how, params, args, fmt)                                      \
    TRACE_WRAPPER(cufw__trace_##name, #name,                                                    \
                  CUFW_CALL_IF_CORE_##how(cufw__driver.name)                                    \
                      CUFW_CALL_IF_LAZY_##how(cufw__driver_lazy_##name()),                      \
                  params, args, fmt)
CUFW_TRACE_DRIVER_LIST(CUFW_X_WRAP)
#undef CUFW_X_WRAP
#else
void cufw__trace_start(void)
{
}
#endif
