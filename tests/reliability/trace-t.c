/* SPDX-License-Identifier: MIT */
/*
 * tests/reliability/trace-t.c -- the live trace (CUFW_TRACE, cufw/trace.h)
 * on the stand-in driver. The trace is decided once per process, so each
 * case runs this program again as a worker ("trace-t work CASE") with its
 * own environment; the worker makes Runtime and core calls on random data
 * and prints what it got (pointers, sizes, thread ids) as "fact" lines; the
 * parent reads the trace the worker wrote and checks it against the facts:
 * every line well formed, one line per Runtime call with its arguments,
 * result and outputs, the Driver calls each one made ("cudaMalloc >
 * cuMemAlloc"), failures without outputs, long strings cut, lines of
 * several threads whole; nothing written while off; a bad CUFW_TRACE
 * reported on standard error and the program unaffected.
 */
#define _DEFAULT_SOURCE /* syscall */
#define _POSIX_C_SOURCE 200809L
#include "config.h"

#include <fcntl.h>
#include <inttypes.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cuda_runtime_api.h>

#include <cufw/cufw.h>

#include "tests/reliability/fakectl.h"
#include "tests/tap/basic.h"

/* ------------------------------------------------------------ the worker */

#define THREADS 4
#define ROUNDS 25

static void fact(const char *key, unsigned long long v)
{
    printf("fact %s %llu\n", key, v);
}

static void *thread_work(void *arg)
{
    int i;

    (void)arg;
    fact("tid", (unsigned long long)syscall(SYS_gettid));
    for (i = 0; i < ROUNDS; i++) {
        void *p = NULL;

        if (cudaMalloc(&p, 64 + (size_t)i) != cudaSuccess || cudaMemset(p, i, 64) != cudaSuccess ||
            cudaFree(p) != cudaSuccess)
            printf("fact thread-failed 1\n");
    }
    return NULL;
}

/* The calls of the "calls" case, each with its facts. */
static int work_calls(void)
{
    size_t size = 1 + (size_t)(test_rand() % (1u << 20)), i;
    unsigned char *in = malloc(size), *out = malloc(size);
    char longname[400];
#if CUDART_VERSION >= 13000
    cudaLibrary_t lib = NULL;
#endif
    cudaStream_t s = NULL;
    pthread_t th[THREADS];
    void *p = NULL, *q = NULL;
    int n = -1;

    if (in == NULL || out == NULL)
        return 1;
    for (i = 0; i < size; i++) {
        in[i] = (unsigned char)test_rand();
        out[i] = (unsigned char)~in[i];
    }
    fact("count-rc", (unsigned)cudaGetDeviceCount(&n));
    fact("count", (unsigned long long)n);
    fact("size", size);
    fact("malloc-rc", (unsigned)cudaMalloc(&p, size));
    fact("p", (uintptr_t)p);
    fact("h2d-rc", (unsigned)cudaMemcpy(p, in, size, cudaMemcpyHostToDevice));
    fact("in", (uintptr_t)in);
    fact("d2h-rc", (unsigned)cudaMemcpy(out, p, size, cudaMemcpyDeviceToHost));
    fact("out", (uintptr_t)out);
    fact("same", memcmp(in, out, size) == 0);
    /* enums by name, and a value no enumerator has by its number */
    fact("attr-rc", (unsigned)cudaDeviceGetAttribute(&n, cudaDevAttrMultiProcessorCount, 0));
    fact("attr", (unsigned long long)n);
    fact("badkind-rc", (unsigned)cudaMemcpy(out, p, 16, (enum cudaMemcpyKind)77));
    fact("setdev-rc", (unsigned)cudaSetDevice(-7));
    fake_fail("cuMemAlloc", 1, 2 /* CUDA_ERROR_OUT_OF_MEMORY */);
    q = &n;
    fact("oom-rc", (unsigned)cudaMalloc(&q, 4096));
    fact("q-cleared", q == NULL);
    fact("free-rc", (unsigned)cudaFree(p));
    fact("stream-rc", (unsigned)cudaStreamCreate(&s));
    fact("s", (uintptr_t)s);
    fact("destroy-rc", (unsigned)cudaStreamDestroy(s));
    fact("name-ok", strcmp(cudaGetErrorName(cudaErrorInvalidValue), "cudaErrorInvalidValue") == 0);
    memset(longname, 'x', sizeof longname - 1);
    longname[0] = '/';
    longname[sizeof longname - 1] = '\0';
#if CUDART_VERSION >= 13000
    fact("lib-rc", (unsigned)cudaLibraryLoadFromFile(&lib, longname, NULL, NULL, 0, NULL, NULL, 0));
#else
    (void)longname;
#endif
    for (i = 0; i < THREADS; i++)
        pthread_create(&th[i], NULL, thread_work, NULL);
    for (i = 0; i < THREADS; i++)
        pthread_join(th[i], NULL);
    /* core, outside any Runtime call */
    {
        cufw_devptr d = 0;

        fact("core-rc", (unsigned)cufw_malloc(&d, 4096));
        fact("core-p", d);
        cufw_free(d);
    }
    fact("pid", (unsigned long long)getpid());
    fact("tid", (unsigned long long)syscall(SYS_gettid));
    free(in);
    free(out);
    return 0;
}

/* Enough calls to show that a run is unaffected (the off and bad cases). */
static int work_quiet(void)
{
    unsigned char in[256], out[256];
    void *p = NULL;
    size_t i;

    for (i = 0; i < sizeof in; i++)
        in[i] = (unsigned char)test_rand(), out[i] = (unsigned char)~in[i];
    fact("malloc-rc", (unsigned)cudaMalloc(&p, sizeof in));
    fact("h2d-rc", (unsigned)cudaMemcpy(p, in, sizeof in, cudaMemcpyHostToDevice));
    fact("d2h-rc", (unsigned)cudaMemcpy(out, p, sizeof in, cudaMemcpyDeviceToHost));
    fact("same", memcmp(in, out, sizeof in) == 0);
    fact("free-rc", (unsigned)cudaFree(p));
    fact("pid", (unsigned long long)getpid());
    return 0;
}

static int worker(const char *what)
{
    setvbuf(stdout, NULL, _IONBF, 0);
    test_rand_seed();
    setenv("CUFW_FAKE_DEVICES", "2", 1);
    fake_use();
    return strcmp(what, "calls") == 0 ? work_calls() : work_quiet();
}

/* ------------------------------------------------------------ the parent */

static char tmp[256];

/* The whole text of tmp/name, or NULL. */
static char *slurp_tmp(const char *name)
{
    char path[300];

    snprintf(path, sizeof path, "%s/%s", tmp, name);
    return trace_slurp(path);
}

/* In the worker, before its exec: CUFW_TRACE as run's trace says, and
 * descriptor 9 open on tmp/fdtrace. */
static void run_setup(const void *arg)
{
    const char *trace = arg;
    char fdpath[300];
    int t;

    snprintf(fdpath, sizeof fdpath, "%s/fdtrace", tmp);
    t = open(fdpath, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (t < 0 || dup2(t, 9) < 0)
        _exit(121);
    if (trace[0] == '\0')
        unsetenv("CUFW_TRACE");
    else
        setenv("CUFW_TRACE", trace + (trace[0] == '@'), 1);
}

/*
 * Run the worker: CUFW_TRACE=trace ("" unset; "@fd" a descriptor the worker
 * inherits, open on tmp/fdtrace), stdout to tmp/facts, stderr to tmp/err.
 */
static int run(const char *self, const char *what, const char *trace)
{
    char facts[300], err[300], fdpath[300];

    snprintf(facts, sizeof facts, "%s/facts", tmp);
    snprintf(err, sizeof err, "%s/err", tmp);
    snprintf(fdpath, sizeof fdpath, "%s/fdtrace", tmp);
    unlink(fdpath);
    return trace_run_worker(self, what, facts, err, run_setup, trace);
}

/* The value of fact key in the facts file (the nth of that key, 0-based). */
static int facts_n(const char *key, unsigned nth, unsigned long long *v)
{
    char path[300], line[256], k[64];
    unsigned long long x;
    FILE *f;
    int found = 0;

    snprintf(path, sizeof path, "%s/facts", tmp);
    f = fopen(path, "r");
    if (f == NULL)
        return 0;
    while (fgets(line, sizeof line, f) != NULL)
        if (sscanf(line, "fact %63s %llu", k, &x) == 2 && strcmp(k, key) == 0 && nth-- == 0) {
            *v = x;
            found = 1;
            break;
        }
    fclose(f);
    return found;
}

static unsigned long long factv(const char *key)
{
    unsigned long long v = ~0ull;

    if (!facts_n(key, 0, &v))
        diag("no fact %s", key);
    return v;
}

/* One parsed line. */
struct line {
    unsigned long long tid, start, ns; /* start: nanoseconds of CLOCK_MONOTONIC */
    char scope[64], name[64], args[600], result[64], outs[600];
};

/* Parse "cufw TID START [SCOPE > ]NAME(ARGS) = RESULT[ [OUTS]] NS ns", START
 * seconds with nine decimals. */
static int parse(const char *s, struct line *l)
{
    const char *p = s, *open, *close, *end;
    char *after;
    size_t n;

    memset(l, 0, sizeof *l);
    if (strncmp(p, "cufw ", 5) != 0)
        return 0;
    l->tid = strtoull(p + 5, &after, 10);
    if (after == p + 5 || *after != ' ')
        return 0;
    p = after + 1;
    if (*p < '0' || *p > '9')
        return 0;
    l->start = strtoull(p, &after, 10) * 1000000000ull;
    if (*after != '.' || strspn(after + 1, "0123456789") != 9 || after[10] != ' ')
        return 0;
    l->start += strtoull(after + 1, NULL, 10);
    p = after + 11;
    open = strchr(p, '(');
    if (open == NULL)
        return 0;
    {
        const char *gt = strstr(p, " > ");

        if (gt != NULL && gt < open) {
            n = (size_t)(gt - p);
            if (n >= sizeof l->scope)
                return 0;
            memcpy(l->scope, p, n);
            p = gt + 3;
        }
    }
    n = (size_t)(open - p);
    if (n == 0 || n >= sizeof l->name)
        return 0;
    memcpy(l->name, p, n);
    end = s + strlen(s);
    if (end - s < 4 || strcmp(end - 3, " ns") != 0)
        return 0;
    /* the duration: digits before " ns" */
    for (p = end - 3; p > s && p[-1] >= '0' && p[-1] <= '9'; p--)
        ;
    if (p == end - 3 || p[-1] != ' ')
        return 0;
    l->ns = strtoull(p, NULL, 10);
    end = p - 1;
    close = NULL;
    for (p = open; p + 4 <= end; p++) /* the last ") = " before the end */
        if (strncmp(p, ") = ", 4) == 0)
            close = p;
    if (close == NULL)
        return 0;
    n = (size_t)(close - open - 1);
    if (n >= sizeof l->args)
        return 0;
    memcpy(l->args, open + 1, n);
    p = close + 4;
    {
        const char *br = NULL, *q;

        for (q = p; q + 2 <= end; q++)
            if (q[0] == ' ' && q[1] == '[' && end[-1] == ']') {
                br = q;
                break;
            }
        n = (size_t)((br != NULL ? br : end) - p);
        if (n == 0 || n >= sizeof l->result)
            return 0;
        memcpy(l->result, p, n);
        if (br != NULL) {
            n = (size_t)(end - 1 - (br + 2));
            if (n >= sizeof l->outs)
                return 0;
            memcpy(l->outs, br + 2, n);
        }
    }
    return 1;
}

#define MAXLINES 4096
static struct line lines[MAXLINES];
static unsigned nlines, bad;
static size_t longest;

static void read_trace(const char *text)
{
    const char *p = text;

    nlines = bad = 0;
    longest = 0;
    while (*p != '\0' && nlines < MAXLINES) {
        const char *nl = strchr(p, '\n');
        char one[1024];
        size_t n = nl != NULL ? (size_t)(nl - p) : strlen(p);

        if (n + 1 > longest)
            longest = n + 1;
        if (n >= sizeof one) {
            bad++;
        } else {
            memcpy(one, p, n);
            one[n] = '\0';
            if (parse(one, &lines[nlines]))
                nlines++;
            else if (bad++ < 3)
                diag("malformed trace line: %s", one);
        }
        if (nl == NULL) {
            bad++; /* no line ends without its newline */
            break;
        }
        p = nl + 1;
    }
}

/* Index of the first line named name with no scope at or after from, or -1. */
static int find(const char *name, int from)
{
    unsigned i;

    for (i = (unsigned)from; i < nlines; i++)
        if (lines[i].scope[0] == '\0' && strcmp(lines[i].name, name) == 0)
            return (int)i;
    return -1;
}

static int has(const char *hay, const char *needle)
{
    return strstr(hay, needle) != NULL;
}

static void check_calls(const char *text)
{
    unsigned long long size = factv("size"), p = factv("p"), s = factv("s");
    unsigned long long pid = factv("pid"), tid, tids[THREADS + 1];
    char want[128];
    int i, j, drv;
    unsigned k, perthread[THREADS + 1];

    read_trace(text);
    ok(nlines > 20 && bad == 0, "every one of the %u lines is well formed (%u are not)", nlines, bad);
    ok(longest <= CUFW_TRACE_LINE_MAX, "no line is longer than %d bytes (longest %zu)",
       CUFW_TRACE_LINE_MAX, longest);

    i = find("cudaGetDeviceCount", 0);
    ok(i >= 0, "cudaGetDeviceCount has its line");
    if (i >= 0) {
        snprintf(want, sizeof want, "count=%llu", factv("count"));
        ok(strcmp(lines[i].result, "cudaSuccess") == 0 && strcmp(lines[i].outs, want) == 0,
           "cudaGetDeviceCount: cudaSuccess [%s] (seen %s [%s])", want, lines[i].result,
           lines[i].outs);
        ok(lines[i].tid == pid, "the main thread's id (%llu) on its lines (seen %llu)", pid,
           lines[i].tid);
        for (drv = 0, j = 0; j < i; j++)
            drv += strcmp(lines[j].scope, "cudaGetDeviceCount") == 0 &&
                   strcmp(lines[j].name, "cuInit") == 0;
        ok(drv == 1, "the first Runtime call's cuInit is traced under it (%d)", drv);
    } else {
        skip(3, "no line");
    }

    j = i < 0 ? 0 : i + 1;
    i = find("cudaMalloc", j);
    ok(i >= 0, "cudaMalloc has its line");
    if (i >= 0) {
        snprintf(want, sizeof want, "size=%llu", size);
        ok(strcmp(lines[i].args, want) == 0, "cudaMalloc's arguments: %s (seen %s)", want,
           lines[i].args);
        snprintf(want, sizeof want, "devPtr=0x%llx", p);
        ok(strcmp(lines[i].result, "cudaSuccess") == 0 && strcmp(lines[i].outs, want) == 0,
           "cudaMalloc = cudaSuccess [%s] (seen %s [%s])", want, lines[i].result,
           lines[i].outs);
        snprintf(want, sizeof want, "bytesize=%llu", size);
        for (drv = -1, k = (unsigned)j; k < (unsigned)i; k++)
            if (strcmp(lines[k].scope, "cudaMalloc") == 0 &&
                strcmp(lines[k].name, "cuMemAlloc") == 0)
                drv = (int)k;
        ok(drv >= 0 && strcmp(lines[drv].args, want) == 0 &&
               strcmp(lines[drv].result, "CUDA_SUCCESS") == 0,
           "before it: cudaMalloc > cuMemAlloc(%s) = CUDA_SUCCESS", want);
        snprintf(want, sizeof want, "dptr=0x%llx", p);
        ok(drv >= 0 && strcmp(lines[drv].outs, want) == 0, "cuMemAlloc wrote %s", want);
        /* the start times: the Driver call within the Runtime call that
         * made it, after the call before (the trace's timeline) */
        ok(drv >= 0 && lines[drv].start >= lines[i].start &&
               lines[drv].start + lines[drv].ns <= lines[i].start + lines[i].ns,
           "cuMemAlloc [%llu, +%llu] ran within cudaMalloc [%llu, +%llu]",
           drv >= 0 ? lines[drv].start : 0, drv >= 0 ? lines[drv].ns : 0, lines[i].start,
           lines[i].ns);
        ok(j > 0 && lines[i].start >= lines[j - 1].start + lines[j - 1].ns,
           "cudaMalloc started after cudaGetDeviceCount returned (%llu >= %llu)", lines[i].start,
           j > 0 ? lines[j - 1].start + lines[j - 1].ns : 0);
    } else {
        skip(6, "no line");
    }

    j = i < 0 ? 0 : i + 1;
    i = find("cudaMemcpy", j);
    snprintf(want, sizeof want,
             "dst=0x%llx, src=0x%llx, count=%llu, kind=cudaMemcpyHostToDevice", p, factv("in"),
             size);
    ok(i >= 0 && strcmp(lines[i].args, want) == 0 && strcmp(lines[i].result, "cudaSuccess") == 0,
       "cudaMemcpy(%s) = cudaSuccess", want);
    for (drv = 0, k = (unsigned)j; i >= 0 && k < (unsigned)i; k++) {
        snprintf(want, sizeof want, "ByteCount=%llu", size);
        drv += strcmp(lines[k].scope, "cudaMemcpy") == 0 && has(lines[k].args, want);
    }
    ok(drv == 1, "one Driver copy of %llu bytes under it (%d)", size, drv);
    i = find("cudaMemcpy", i < 0 ? 0 : i + 1);
    snprintf(want, sizeof want,
             "dst=0x%llx, src=0x%llx, count=%llu, kind=cudaMemcpyDeviceToHost", factv("out"), p,
             size);
    ok(i >= 0 && strcmp(lines[i].args, want) == 0, "and back: cudaMemcpy(%s)", want);
    ok(factv("same") == 1, "the data came back whole with the trace on");

    /* an enum argument by name, the Runtime's and the Driver's */
    j = i < 0 ? 0 : i + 1;
    i = find("cudaDeviceGetAttribute", j);
    snprintf(want, sizeof want, "value=%llu", factv("attr"));
    ok(i >= 0 && factv("attr-rc") == cudaSuccess &&
           strcmp(lines[i].args, "attr=cudaDevAttrMultiProcessorCount, device=0") == 0 &&
           strcmp(lines[i].outs, want) == 0,
       "cudaDeviceGetAttribute(attr=cudaDevAttrMultiProcessorCount, device=0) = cudaSuccess [%s]"
       " (seen %s [%s])",
       want, i >= 0 ? lines[i].args : "", i >= 0 ? lines[i].outs : "");
    for (drv = 0, k = (unsigned)j; i >= 0 && k < (unsigned)i; k++)
        drv += strcmp(lines[k].scope, "cudaDeviceGetAttribute") == 0 &&
               has(lines[k].args, "attrib=CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT");
    ok(drv == 1, "its Driver call names CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT (%d)", drv);
    i = find("cudaMemcpy", i < 0 ? 0 : i + 1);
    snprintf(want, sizeof want, "dst=0x%llx, src=0x%llx, count=16, kind=77", factv("out"), p);
    ok(i >= 0 && strcmp(lines[i].args, want) == 0 &&
           strcmp(lines[i].result, cudaGetErrorName((cudaError_t)factv("badkind-rc"))) == 0 &&
           factv("badkind-rc") != cudaSuccess,
       "a kind no enumerator has is its number: cudaMemcpy(%s) = %s (seen %s = %s)", want,
       cudaGetErrorName((cudaError_t)factv("badkind-rc")), i >= 0 ? lines[i].args : "",
       i >= 0 ? lines[i].result : "");

    i = find("cudaSetDevice", 0);
    ok(i >= 0 && strcmp(lines[i].args, "device=-7") == 0 &&
           strcmp(lines[i].result, "cudaErrorInvalidDevice") == 0 && lines[i].outs[0] == '\0',
       "cudaSetDevice(device=-7) = cudaErrorInvalidDevice, no outputs");
    ok(factv("setdev-rc") == cudaErrorInvalidDevice, "and the program got the same error");

    i = find("cudaMalloc", 0);
    while (i >= 0 && strcmp(lines[i].args, "size=4096") != 0)
        i = find("cudaMalloc", i + 1);
    ok(i >= 0 && strcmp(lines[i].result, "cudaErrorMemoryAllocation") == 0 &&
           lines[i].outs[0] == '\0',
       "a failed cudaMalloc: cudaErrorMemoryAllocation, no outputs (seen %s [%s])",
       i >= 0 ? lines[i].result : "-", i >= 0 ? lines[i].outs : "-");
    for (drv = 0, k = 0; i >= 0 && k < (unsigned)i; k++)
        drv += strcmp(lines[k].scope, "cudaMalloc") == 0 &&
               strcmp(lines[k].result, "CUDA_ERROR_OUT_OF_MEMORY") == 0 &&
               lines[k].outs[0] == '\0';
    ok(drv == 1, "its cuMemAlloc = CUDA_ERROR_OUT_OF_MEMORY, no outputs (%d)", drv);

    snprintf(want, sizeof want, "devPtr=0x%llx", p);
    i = find("cudaFree", 0);
    ok(i >= 0 && strcmp(lines[i].args, want) == 0 && strcmp(lines[i].result, "cudaSuccess") == 0,
       "cudaFree(%s) = cudaSuccess", want);
    snprintf(want, sizeof want, "pStream=0x%llx", s);
    i = find("cudaStreamCreate", 0);
    ok(i >= 0 && strcmp(lines[i].outs, want) == 0, "cudaStreamCreate wrote [%s]", want);
    snprintf(want, sizeof want, "stream=0x%llx", s);
    i = find("cudaStreamDestroy", 0);
    ok(i >= 0 && strcmp(lines[i].args, want) == 0, "cudaStreamDestroy(%s)", want);

    snprintf(want, sizeof want, "error=%d", (int)cudaErrorInvalidValue);
    i = find("cudaGetErrorName", 0);
    ok(i >= 0 && strcmp(lines[i].args, want) == 0 &&
           strcmp(lines[i].result, "\"cudaErrorInvalidValue\"") == 0,
       "cudaGetErrorName(%s) = \"cudaErrorInvalidValue\" (a string result, quoted)", want);

#if CUDART_VERSION >= 13000
    i = find("cudaLibraryLoadFromFile", 0);
    ok(i >= 0 && has(lines[i].args, "fileName=\"/xxxxxxxx") && has(lines[i].args, "x\"...") &&
           factv("lib-rc") != cudaSuccess &&
           strcmp(lines[i].result, "cudaSuccess") != 0,
       "a 399-byte file name is cut after 64 bytes (\"...), and the failure shown");
#else
    skip(1, "a long string argument: checked through cudaLibraryLoadFromFile, called with CUDA 13 only");
#endif

    /* threads: each line whole, each thread's calls on its own id */
    for (k = 0; k <= THREADS; k++) {
        perthread[k] = 0;
        tids[k] = 0;
        facts_n("tid", k, &tids[k]);
    }
    for (k = 0; k < nlines; k++)
        for (tid = 0; tid < THREADS; tid++)
            if (lines[k].tid == tids[tid] && lines[k].scope[0] == '\0' &&
                (strcmp(lines[k].name, "cudaMalloc") == 0 ||
                 strcmp(lines[k].name, "cudaMemset") == 0 ||
                 strcmp(lines[k].name, "cudaFree") == 0))
                perthread[tid]++;
    for (k = 0, drv = 1; k < THREADS; k++)
        drv &= perthread[k] == 3 * ROUNDS;
    ok(drv, "%d threads: %d Runtime lines each, under each thread's id (%u %u %u %u)", THREADS,
       3 * ROUNDS, perthread[0], perthread[1], perthread[2], perthread[3]);

    /* core outside the Runtime: Driver lines with no scope */
    snprintf(want, sizeof want, "dptr=0x%llx", factv("core-p"));
    for (drv = 0, k = 0; k < nlines; k++)
        drv += lines[k].scope[0] == '\0' && strcmp(lines[k].name, "cuMemAlloc") == 0 &&
               strcmp(lines[k].args, "bytesize=4096") == 0 && strcmp(lines[k].outs, want) == 0;
    ok(drv == 1, "cufw_malloc (core, no Runtime call around it): cuMemAlloc with no scope");

    for (drv = 0, k = 0; k < nlines; k++)
        drv += strcmp(lines[k].name, "cudaMalloc") == 0 || strcmp(lines[k].name, "cudaFree") == 0;
    ok(drv == 2 + 1 + 2 * THREADS * ROUNDS, "one line per Runtime call: %d cudaMalloc/cudaFree "
       "lines (seen %d)", 2 + 1 + 2 * THREADS * ROUNDS, drv);
}

int main(int argc, char **argv)
{
    char path[400], *text;
    unsigned long long pid;
    int rc;

    if (argc == 3 && strcmp(argv[1], "work") == 0)
        return worker(argv[2]);
    if (!CUFW_TRACE_ENABLED)
        skip_all("configured with --disable-trace: there is no live trace");
    fake_required();
    plan_lazy();
    snprintf(tmp, sizeof tmp, "%s/cufw-trace-t.XXXXXX", getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp");
    if (mkdtemp(tmp) == NULL)
        bail("mkdtemp failed");

    /* a descriptor: 9, which the worker inherits */
    rc = run(argv[0], "calls", "@9");
    ok(rc == 0, "CUFW_TRACE=9: the worker ran (exit %d)", rc);
    text = slurp_tmp("fdtrace");
    ok(text != NULL && text[0] != '\0', "it wrote its trace to descriptor 9");
    check_calls(text != NULL ? text : "");
    free(text);
    text = slurp_tmp("err");
    ok(text != NULL && text[0] == '\0', "and nothing to standard error");
    free(text);

    /* a file, %p the process id */
    snprintf(path, sizeof path, "%s/t.%%p.log", tmp);
    rc = run(argv[0], "quiet", path);
    pid = factv("pid");
    snprintf(path, sizeof path, "%s/t.%llu.log", tmp, pid);
    text = trace_slurp(path);
    read_trace(text != NULL ? text : "");
    ok(rc == 0 && text != NULL && nlines >= 5 && bad == 0 && find("cudaFree", 0) >= 0,
       "CUFW_TRACE=DIR/t.%%p.log: the trace is in t.%llu.log (%u lines)", pid, nlines);
    free(text);
    unlink(path);

    /* off: unset, empty, 0 */
    {
        const char *off[] = {"", "@", "@0"};
        unsigned i;

        for (i = 0; i < 3; i++) {
            char *err;

            rc = run(argv[0], "quiet", off[i]);
            text = slurp_tmp("fdtrace");
            err = slurp_tmp("err");
            ok(rc == 0 && factv("same") == 1 && factv("free-rc") == 0 && text != NULL &&
                   text[0] == '\0' && err != NULL && err[0] == '\0',
               "CUFW_TRACE %s: off, nothing written, the program unaffected",
               i == 0 ? "unset" : i == 1 ? "empty" : "=0");
            free(text);
            free(err);
        }
    }

    /* bad: a file that cannot be made, a descriptor that is not open */
    {
        const char *badv[] = {"/nonexistent-cufw-dir/trace.log", "@77", "/dev/null/trace.log"};
        const char *says[] = {"cufw: CUFW_TRACE: cannot open /nonexistent-cufw-dir/trace.log: ",
                              "cufw: CUFW_TRACE=77: not an open file descriptor; trace off",
                              "cufw: CUFW_TRACE: cannot open /dev/null/trace.log: "};
        unsigned i;

        for (i = 0; i < 3; i++) {
            char *err;

            rc = run(argv[0], "quiet", badv[i]);
            err = slurp_tmp("err");
            ok(rc == 0 && factv("same") == 1 && factv("free-rc") == 0 && err != NULL &&
                   strncmp(err, says[i], strlen(says[i])) == 0 &&
                   strchr(err, '\n') == err + strlen(err) - 1,
               "CUFW_TRACE=%s: one line on standard error (%s...), the program unaffected",
               badv[i][0] == '@' ? badv[i] + 1 : badv[i], says[i]);
            if (err != NULL && strncmp(err, says[i], strlen(says[i])) != 0)
                diag("stderr: %s", err);
            free(err);
        }
    }

    snprintf(path, sizeof path, "%s/facts", tmp);
    unlink(path);
    snprintf(path, sizeof path, "%s/err", tmp);
    unlink(path);
    snprintf(path, sizeof path, "%s/fdtrace", tmp);
    unlink(path);
    rmdir(tmp);
    return 0;
}
