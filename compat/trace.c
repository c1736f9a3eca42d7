/* SPDX-License-Identifier: MIT */
/*
 * compat/trace.c -- the exported Runtime functions' shells: each one calls
 * its definition, RT_ENTRY(name) in compat/ (compiled as
 * cufw__entry_<name>, see inner.h) and, when CUFW_TRACE is set, writes the
 * call's line after the lines of the Driver calls it made (cufw/trace.h).
 * Configured with --disable-trace this file is empty: each definition is
 * its exported name.
 *
 * IMPLEMENTATION NOTES
 * While the trace is off an exported function is one load, one compare and
 * a tail call: `if (off) return cufw__entry_name(args);`. The first call of
 * any Runtime function decides (cufw_trace_fd reads CUFW_TRACE once for the
 * process); until then every call takes the slow path, which decides. A
 * Runtime function calling another inside compat calls its definition, so a
 * line is one call the program made. This file does not include inner.h:
 * it is the one place where the exported names are the wrappers'.
 */
#include "config.h"

#include <stdatomic.h>
#include <stdint.h>

#include <cuda_profiler_api.h>
#include <cuda_runtime_api.h>

#include <cufw/trace.h>

#include "entry.h"

#if CUFW_TRACE_ENABLED
/* the exported names, declared: the _ptds/_ptsz ones are nowhere else */
#define RT_X_EXPORT_E(name, params, args, fmt) cudaError_t name params;
#define RT_X_EXPORT_R(ret, name, params, args, fmt) ret name params;
#define RT_X_EXPORT_V(name, params, args, fmt) void name params;
CUFW_TRACE_RUNTIME_LIST(RT_X_EXPORT_E, RT_X_EXPORT_R, RT_X_EXPORT_V)
#undef RT_X_EXPORT_E
#undef RT_X_EXPORT_R
#undef RT_X_EXPORT_V

/* What a traced shell does beside the call: write its line (RT_LINES, the
 * trace on), mark it as an NVTX range (RT_NVTX, cufw_trace_nvtx). */
#define RT_LINES 1
#define RT_NVTX 2

/* -2: not decided; -1: neither; else RT_LINES, RT_NVTX or both. */
static atomic_int rt_trace = -2;

#define RT_TRACE_OFF() __builtin_expect(atomic_load_explicit(&rt_trace, memory_order_relaxed) == -1, 1)

/* RT_LINES and RT_NVTX as they are (deciding on the first call), 0 for
 * neither. */
static int rt_trace_on(void)
{
    int on = atomic_load_explicit(&rt_trace, memory_order_relaxed);

    if (on == -2) {
        on = (cufw_trace_fd() >= 0 ? RT_LINES : 0) | (cufw_trace_nvtx() ? RT_NVTX : 0);
        on = on != 0 ? on : -1;
        atomic_store_explicit(&rt_trace, on, memory_order_relaxed);
    }
    return on > 0 ? on : 0;
}

/* The range of a Runtime call, for an NVTX tool (core/trace_target.c). */
#define RT_NVTX_PUSH(on, name)                                                                  \
    if ((on) & RT_NVTX)                                                                         \
    cufw_trace_nvtx_push(name)
#define RT_NVTX_POP(on)                                                                         \
    if ((on) & RT_NVTX)                                                                         \
    cufw_trace_nvtx_pop()

/* dim3 and uint3 as (x,y,z). */
static void put_dim3(struct cufw_trace_line *l, const char *name, const void *value, size_t size)
{
    const unsigned *v = value;
    char text[40];
    unsigned i, n = 0;

    (void)size;
    text[n++] = '(';
    for (i = 0; i < 3; i++) {
        char digits[12];
        unsigned d = v[i], k = 0;

        do
            digits[k++] = (char)('0' + d % 10);
        while ((d /= 10) != 0);
        while (k > 0)
            text[n++] = digits[--k];
        text[n++] = i < 2 ? ',' : ')';
    }
    text[n] = '\0';
    if (name != NULL) {
        char field[96];
        unsigned f = 0;

        while (name[f] != '\0' && f < 48) {
            field[f] = name[f];
            f++;
        }
        field[f++] = '=';
        for (i = 0; i <= n; i++)
            field[f + i] = text[i];
        cufw_trace_text(l, field);
    } else {
        cufw_trace_text(l, text);
    }
}

#define TRACE_PUT(l, name, x)                                                                   \
    _Generic((x), dim3: put_dim3, uint3: put_dim3, default: CUFW_TRACE_PUT_FN(x))(             \
        (l), (name), &(x), sizeof(x))

#include "common/trace_enums.h"
#include "common/trace_args.h"

/* The line of a call that returned r (ok: its outputs may be read). */
#define RT_LINE(name, fmt, result, ok)                                                          \
    do {                                                                                        \
        struct cufw_trace_line l;                                                               \
        int pass;                                                                               \
        cufw_trace_begin(&l, #name);                                                            \
        for (pass = 0; pass < 2; pass++) {                                                      \
            if (pass == 1) {                                                                    \
                result;                                                                         \
                if (!(ok))                                                                      \
                    break;                                                                      \
            }                                                                                   \
            fmt                                                                                 \
        }                                                                                       \
        cufw_trace_end(&l, t0);                                                                 \
    } while (0)

/* A result other than a cudaError_t, by its type. */
#define RT_RESULT_VALUE(l, r)                                                                   \
    do {                                                                                        \
        struct cufw_trace_line v_;                                                              \
        v_.len = 0;                                                                             \
        v_.fields = 0;                                                                          \
        v_.part = 0;                                                                            \
        v_.list = 0;                                                                            \
        TRACE_PUT(&v_, NULL, r);                                                                \
        v_.text[v_.len] = '\0';                                                                 \
        cufw_trace_result((l), v_.text);                                                        \
    } while (0)

/* A function with a result: the line ends "= RESULT" (result, with r in
 * scope), and its outputs are read when ok holds. */
#define RT_X_WRAP_RESULT(ret, name, params, args, fmt, result, ok)                              \
    static __attribute__((noinline, cold)) ret traced_##name params                            \
    {                                                                                           \
        const char *outer;                                                                      \
        uint64_t t0;                                                                            \
        ret r;                                                                                  \
        int on = rt_trace_on();                                                                 \
        if (on == 0)                                                                            \
            return cufw__entry_##name args;                                                       \
        RT_NVTX_PUSH(on, #name);                                                                \
        outer = cufw_trace_scope(#name);                                                        \
        t0 = cufw_trace_clock();                                                                \
        r = cufw__entry_##name args;                                                              \
        cufw_trace_scope(outer);                                                                \
        RT_NVTX_POP(on);                                                                        \
        if (on & RT_LINES)                                                                      \
            RT_LINE(name, fmt, result, ok);                                                     \
        return r;                                                                               \
    }                                                                                           \
    ret name params                                                                             \
    {                                                                                           \
        if (RT_TRACE_OFF())                                                                     \
            return cufw__entry_##name args;                                                       \
        return traced_##name args;                                                              \
    }

/* cudaError_t: its name, and the outputs after cudaSuccess */
#define RT_X_WRAP_E(name, params, args, fmt)                                                    \
    RT_X_WRAP_RESULT(cudaError_t, name, params, args, fmt,                                      \
                     cufw_trace_result(&l, cufw__entry_cudaGetErrorName(r)), r == cudaSuccess)

/* any other result: its value, by its type; no outputs */
#define RT_X_WRAP_R(ret, name, params, args, fmt)                                               \
    RT_X_WRAP_RESULT(ret, name, params, args, fmt, RT_RESULT_VALUE(&l, r), 0)

#define RT_X_WRAP_V(name, params, args, fmt)                                                    \
    static __attribute__((noinline, cold)) void traced_##name params                           \
    {                                                                                           \
        const char *outer;                                                                      \
        uint64_t t0;                                                                            \
        int on = rt_trace_on();                                                                 \
        if (on == 0) {                                                                          \
            cufw__entry_##name args;                                                              \
            return;                                                                             \
        }                                                                                       \
        RT_NVTX_PUSH(on, #name);                                                                \
        outer = cufw_trace_scope(#name);                                                        \
        t0 = cufw_trace_clock();                                                                \
        cufw__entry_##name args;                                                                  \
        cufw_trace_scope(outer);                                                                \
        RT_NVTX_POP(on);                                                                        \
        if (on & RT_LINES)                                                                      \
            RT_LINE(name, fmt, cufw_trace_result(&l, "<void>"), 0);                             \
    }                                                                                           \
    void name params                                                                            \
    {                                                                                           \
        if (RT_TRACE_OFF()) {                                                                   \
            cufw__entry_##name args;                                                              \
            return;                                                                             \
        }                                                                                       \
        traced_##name args;                                                                     \
    }

CUFW_TRACE_RUNTIME_LIST(RT_X_WRAP_E, RT_X_WRAP_R, RT_X_WRAP_V)
#else
/*
 * Configured with --disable-trace the exported names are aliases of the
 * definitions, in their families' objects (RT_EXPORTS, inner.h). A library
 * linked before compat may define weak stand-ins of Runtime functions
 * (NCCL's static library has five), and a linker never takes an archive
 * member only to replace a weak definition: a family whose object nothing
 * else brought in would lose silently. So error.c, which every family
 * calls, refers to this table, and the table to every definition by its
 * hidden name, which no stand-in defines: the first object of compat a
 * program takes brings all of them, as the shells above do when the trace
 * is built in. With --gc-sections none of it stays unless the program uses
 * it.
 */
#define RT_X_ADDRESS(name, ...) (const void *)cufw__entry_##name,
#define RT_X_ADDRESS_R(ret, name, ...) (const void *)cufw__entry_##name,
CUFW_HIDDEN const void *const cufw__rt_exports[] = {
    CUFW_TRACE_RUNTIME_LIST(RT_X_ADDRESS, RT_X_ADDRESS_R, RT_X_ADDRESS)};
#endif
