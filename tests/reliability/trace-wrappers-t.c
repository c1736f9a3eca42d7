/* SPDX-License-Identifier: MIT */
/*
 * tests/reliability/trace-wrappers-t.c -- every generated trace wrapper,
 * run with the trace on (issue 25, N2): each Runtime function compat
 * exports (compat/trace_list.h) and each Driver entry point's wrapper
 * (core/trace_list.h, reached through cufw/call.h's accessors, which hand
 * out the wrapper while the trace is on), on the stand-in driver with its
 * entries beyond the core section (CUFW_FAKE_LAZY=1) and live objects for
 * the handles, so that most calls succeed and their wrappers read what they
 * print after success.
 *
 * The calls are made from the lists themselves: each parameter gets a
 * value by how the list says the trace prints it (A zeroed, or a live
 * object of its handle type; S ""; P a scratch block; O one element; I and
 * L an array of exactly the count they name; LP an array of exactly *count)
 * -- once with every count 0, once with every count 3. Every array ends
 * where a page that cannot be read begins (guard_array), so a wrapper that
 * reads one element too many faults, in any build and under ASan. Each
 * function runs in a child process of its own (a call with such arguments
 * may change what the next one finds: release a context, reset a device);
 * the parent checks that the child exited cleanly and wrote both lines.
 * tests/reliability/trace-arrays-t makes the calls the issue named with
 * real arguments and reads their lines.
 */
#define _POSIX_C_SOURCE 200809L
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cuda.h>
#include <cuda_profiler_api.h>
#include <cuda_runtime_api.h>

#include <cufw/call.h>
#include <cufw/cufw.h>

#include "compat/entry.h" /* compat/trace_list.h and the types it names */
#include "core/trace_list.h"
#include "tests/reliability/fakectl.h"
#include "tests/tap/basic.h"

/* every export is called, the deprecated ones too */
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"

/* the exported names, declared: the _ptds/_ptsz ones are nowhere else */
#define T_EXPORT_E(name, params, args, fmt) cudaError_t name params;
#define T_EXPORT_R(ret, name, params, args, fmt) ret name params;
#define T_EXPORT_V(name, params, args, fmt) void name params;
CUFW_TRACE_RUNTIME_LIST(T_EXPORT_E, T_EXPORT_R, T_EXPORT_V)
#undef T_EXPORT_E
#undef T_EXPORT_R
#undef T_EXPORT_V

/* Room for whatever a call writes through a pointer the trace never reads. */
#define T_SCRATCH 65536

static int t_fd; /* the trace's file */

/* How many lines of text are name's, written by thread tid outside any
 * other call; *ok gets how many of them say the call succeeded. */
static unsigned t_lines_of(const char *text, long tid, const char *name, unsigned *ok)
{
    char head[160];
    const char *p;
    unsigned n = 0;

    snprintf(head, sizeof head, "%s(", name);
    *ok = 0;
    for (p = text; *p != '\0'; p = strchr(p, '\n') != NULL ? strchr(p, '\n') + 1 : "") {
        size_t len = strcspn(p, "\n");
        const char *r = strstr(p, ") = ");
        const char *at = trace_after_start(p, tid);

        if (at == NULL || strncmp(at, head, strlen(head)) != 0)
            continue;
        n++;
        *ok += r != NULL && (size_t)(r - p) < len &&
               (strncmp(r + 4, "cudaSuccess ", 12) == 0 ||
                strncmp(r + 4, "CUDA_SUCCESS ", 13) == 0);
    }
    return n;
}

/* ------------------------------------------------------------ every wrapper, from the lists */

/* T_EACH(m, a, b, ...): m(a) m(b) ..., for up to 12 */
#define T_CAT(a, b) T_CAT_(a, b)
#define T_CAT_(a, b) a##b
#define T_UNPAREN(...) __VA_ARGS__
#define T_COUNT(...) T_COUNT_(__VA_ARGS__, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1, ~)
#define T_COUNT_(a, b, c, d, e, f, g, h, i, j, k, l, n, ...) n
#define T_EACH(m, ...) T_CAT(T_EACH_, T_COUNT(__VA_ARGS__))(m, __VA_ARGS__)
#define T_EACH_1(m, a) m(a)
#define T_EACH_2(m, a, ...) m(a) T_EACH_1(m, __VA_ARGS__)
#define T_EACH_3(m, a, ...) m(a) T_EACH_2(m, __VA_ARGS__)
#define T_EACH_4(m, a, ...) m(a) T_EACH_3(m, __VA_ARGS__)
#define T_EACH_5(m, a, ...) m(a) T_EACH_4(m, __VA_ARGS__)
#define T_EACH_6(m, a, ...) m(a) T_EACH_5(m, __VA_ARGS__)
#define T_EACH_7(m, a, ...) m(a) T_EACH_6(m, __VA_ARGS__)
#define T_EACH_8(m, a, ...) m(a) T_EACH_7(m, __VA_ARGS__)
#define T_EACH_9(m, a, ...) m(a) T_EACH_8(m, __VA_ARGS__)
#define T_EACH_10(m, a, ...) m(a) T_EACH_9(m, __VA_ARGS__)
#define T_EACH_11(m, a, ...) m(a) T_EACH_10(m, __VA_ARGS__)
#define T_EACH_12(m, a, ...) m(a) T_EACH_11(m, __VA_ARGS__)

/* T_IF_NONE(args)(yes, no): yes (unparenthesised) when the argument list
 * args is (), else no -- a function without parameters declares none */
#define T_FIRST(...) T_FIRST_(__VA_ARGS__, ~)
#define T_FIRST_(a, ...) a
#define T_SECOND(...) T_SECOND_(__VA_ARGS__, ~, ~)
#define T_SECOND_(a, b, ...) b
#define T_PROBE(x) T_PROBE_(x)
#define T_PROBE_(x) T_NONE_##x
#define T_NONE_ ~, 1
#define T_IF_NONE(args) T_CAT(T_IF_, T_SECOND(T_PROBE(T_FIRST args), 0))
#define T_IF_1(yes, no) T_UNPAREN yes
#define T_IF_0(yes, no) T_UNPAREN no

/* The parameters as local variables. */
#define T_DECL(p) p;
#define T_DECLS(params, args) T_IF_NONE(args)((), (T_EACH(T_DECL, T_UNPAREN params)))

/* Live objects for the handles among the values (made before the calls):
 * a stream, a graph of three nodes a -> b, a -> c and its executable
 * graph, a recorded event, an array and a mipmapped array. */
static struct {
    cudaStream_t stream;
    cudaGraph_t graph;
    cudaGraphNode_t node; /* a */
    cudaGraphExec_t exec;
    cudaEvent_t event;
    cudaArray_t array;
    cudaMipmappedArray_t mipmap;
    CUcontext ctx;
} t_live;
#define T_LIVE(x)                                                                               \
    _Generic((x), cudaStream_t: t_live.stream, cudaGraph_t: t_live.graph,                       \
             cudaGraphNode_t: t_live.node, cudaGraphExec_t: t_live.exec,                        \
             cudaEvent_t: t_live.event, cudaArray_t: t_live.array,                              \
             CUarray: (CUarray)(void *)t_live.array, cudaMipmappedArray_t: t_live.mipmap,       \
             CUmipmappedArray: (CUmipmappedArray)(void *)t_live.mipmap, CUcontext: t_live.ctx,  \
             default: (x))

/* Each parameter's value, by its kind (common/trace_args.h): pass 0 gives
 * every value, pass 1 the counts of the arrays. */
static size_t t_count; /* every count: 0, then 3 */
#define A(x)                                                                                    \
    if (t_pass == 0) {                                                                          \
        memset(&(x), 0, sizeof(x));                                                             \
        (x) = T_LIVE(x);                                                                        \
    }
#define S(x)                                                                                    \
    if (t_pass == 0)                                                                            \
        (x) = "";
#define P(x)                                                                                    \
    if (t_pass == 0)                                                                            \
        (x) = guard_array(1, T_SCRATCH);
#define O(x)                                                                                    \
    if (t_pass == 0)                                                                            \
        (x) = guard_array(sizeof *(x), 1);
#define I(x, n)                                                                                 \
    if (t_pass == 0)                                                                            \
        (x) = guard_array(sizeof *(x), t_count);                                                \
    else                                                                                        \
        (n) = t_count;
#define L(x, n) I(x, n)
#define N(x, type) A(x)
#define NO(x, type) O(x)
#define LP(x, pn)                                                                               \
    if (t_pass == 0)                                                                            \
        (x) = guard_array(sizeof *(x), t_count);                                                \
    else                                                                                        \
        *(pn) = t_count;

#define T_VALUES(fmt)                                                                           \
    for (t_pass = 0; t_pass < 2; t_pass++) {                                                    \
        fmt                                                                                     \
    }

/* One Runtime function, called with its exported name. */
#define T_X_RUNTIME(name, params, args, fmt)                                                    \
    static void rt_##name(void)                                                                 \
    {                                                                                           \
        int t_pass;                                                                             \
        T_DECLS(params, args)                                                                   \
        T_VALUES(fmt)                                                                           \
        (void)name args;                                                                        \
    }
#define T_X_RUNTIME_R(ret, name, params, args, fmt) T_X_RUNTIME(name, params, args, fmt)
CUFW_TRACE_RUNTIME_LIST(T_X_RUNTIME, T_X_RUNTIME_R, T_X_RUNTIME)

/* One Driver entry point, called through the wrapper its accessor gives. */
#define T_X_DRIVER(name, version, how, params, args, fmt)                                       \
    static void drv_##name(void)                                                                \
    {                                                                                           \
        cufw_call_pfn_##name t_fn = cufw_call_##name();                                         \
        int t_pass;                                                                             \
        T_DECLS(params, args)                                                                   \
        T_VALUES(fmt)                                                                           \
        if (t_fn != NULL)                                                                       \
            (void)t_fn args;                                                                    \
        else                                                                                    \
            _exit(3);                                                                           \
    }
CUFW_TRACE_DRIVER_LIST(T_X_DRIVER)

#undef A
#undef S
#undef P
#undef O
#undef I
#undef L
#undef LP

struct t_call {
    const char *name;
    void (*run)(void);
};

#define T_X_RT_ROW(name, ...) {#name, rt_##name},
#define T_X_RT_ROW_R(ret, name, ...) {#name, rt_##name},
static const struct t_call t_runtime[] = {
    CUFW_TRACE_RUNTIME_LIST(T_X_RT_ROW, T_X_RT_ROW_R, T_X_RT_ROW)};
#define T_X_DRV_ROW(name, ...) {#name, drv_##name},
static const struct t_call t_driver[] = {CUFW_TRACE_DRIVER_LIST(T_X_DRV_ROW)};

static unsigned t_succeeded; /* functions whose wrapper read its outputs */

/* Run c in a child of its own, once with every count 0 and once with every
 * count 3: it must exit cleanly, having written two lines of c's. */
static int t_generic(const struct t_call *c)
{
    size_t mark = trace_mark(t_fd);
    char *text;
    unsigned lines, successes;
    pid_t pid;
    int st;

    fflush(NULL);
    pid = fork();
    if (pid == 0) {
        alarm(30);
        for (t_count = 0; t_count <= 3; t_count += 3) {
            c->run();
            guard_release();
        }
        _exit(0);
    }
    if (pid < 0 || waitpid(pid, &st, 0) != pid)
        bail("fork: %s", strerror(errno));
    text = trace_since(t_fd, mark);
    lines = t_lines_of(text, (long)pid, c->name, &successes);
    t_succeeded += successes > 0;
    free(text);
    if (WIFSIGNALED(st))
        return ok(0, "%s: killed by signal %d (reading outside its arrays?)", c->name,
                  WTERMSIG(st));
    if (!WIFEXITED(st) || WEXITSTATUS(st) != 0)
        return ok(0, "%s: exited with %d%s", c->name, WEXITSTATUS(st),
                  WEXITSTATUS(st) == 3 ? " (the driver lacks it)" : "");
    return ok(lines == 2, "%s: both calls ran and wrote their lines (%u)", c->name, lines);
}

/* ------------------------------------------------------------ main */

static void t_live_make(void)
{
    struct cudaChannelFormatDesc f = cudaCreateChannelDesc(32, 0, 0, 0, cudaChannelFormatKindFloat);
    struct cudaExtent e = {64, 64, 0};
    cudaGraphNode_t b, c;

    if (cudaStreamCreate(&t_live.stream) != cudaSuccess ||
        cudaGraphCreate(&t_live.graph, 0) != cudaSuccess ||
        cudaGraphAddEmptyNode(&t_live.node, t_live.graph, NULL, 0) != cudaSuccess ||
        cudaGraphAddEmptyNode(&b, t_live.graph, &t_live.node, 1) != cudaSuccess ||
        cudaGraphAddEmptyNode(&c, t_live.graph, &t_live.node, 1) != cudaSuccess ||
        cudaGraphInstantiate(&t_live.exec, t_live.graph, 0) != cudaSuccess ||
        cudaEventCreate(&t_live.event) != cudaSuccess ||
        cudaEventRecord(t_live.event, t_live.stream) != cudaSuccess ||
        cudaMallocArray(&t_live.array, &f, 64, 4, 0) != cudaSuccess ||
        cudaMallocMipmappedArray(&t_live.mipmap, &f, e, 3, 0) != cudaSuccess ||
        cufw_call_cuCtxGetCurrent()(&t_live.ctx) != CUDA_SUCCESS)
        bail("cannot make the objects the calls are given");
}

int main(void)
{
    size_t i;

    t_fd = trace_start();
    t_live_make();
    diag("every Runtime function (%zu) and Driver wrapper (%zu), counts 0 and 3",
         sizeof t_runtime / sizeof *t_runtime, sizeof t_driver / sizeof *t_driver);
    for (i = 0; i < sizeof t_runtime / sizeof *t_runtime; i++)
        t_generic(&t_runtime[i]);
    for (i = 0; i < sizeof t_driver / sizeof *t_driver; i++)
        t_generic(&t_driver[i]);
    diag("%u of them succeeded at least once: their wrappers printed their outputs",
         t_succeeded);
    return 0;
}
