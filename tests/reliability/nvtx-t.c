/* SPDX-License-Identifier: MIT */
/*
 * tests/reliability/nvtx-t.c -- the Runtime's calls as NVTX ranges
 * (cufw_trace_nvtx, docs/using-cufw.md), seen by an NVTX tool: nvtxtool.so,
 * loaded by NVTX from NVTX_INJECTION64_PATH as Nsight Systems' library is,
 * logs every range pushed and popped. Each case runs this program again as
 * a worker ("nvtx-t work") in an environment of its own, on the stand-in
 * driver: the main thread makes a random sequence of Runtime calls and two
 * threads a few more, printing what they called; the parent checks the
 * tool's log against that: one range per call, named after it, on the
 * thread that made it, every push popped; and none at all when no tool is
 * attached, when CUFW_NVTX=0, or (no tool loaded) a malformed CUFW_NVTX
 * without a tool, which also says so on standard error.
 */
#define _DEFAULT_SOURCE /* syscall */
#define _POSIX_C_SOURCE 200809L
#include "config.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>

#include <cuda_runtime_api.h>

#include <cufw/cufw.h>
#include <cufw/trace.h>

#include "tests/reliability/fakectl.h"
#include "tests/tap/basic.h"

/* ------------------------------------------------------------ the worker */

#define CALLS 24

/* "call TID NAME" for each Runtime call made, in order. */
static void called(const char *name)
{
    printf("call %ld %s\n", (long)syscall(SYS_gettid), name);
}

static void *thread_work(void *arg)
{
    void *p = NULL;

    (void)arg;
    if (cudaMalloc(&p, 256) == cudaSuccess)
        called("cudaMalloc"), cudaFree(p), called("cudaFree");
    return NULL;
}

static int worker(void)
{
    pthread_t th[2];
    int i, n = 0;

    setvbuf(stdout, NULL, _IONBF, 0);
    test_rand_seed();
    fake_use();
    printf("nvtx %d\n", cufw_trace_nvtx());
    for (i = 0; i < CALLS; i++) {
        void *p = NULL;
        unsigned char buf[64];

        switch (test_rand() % 4) {
        case 0:
            cudaGetDeviceCount(&n);
            called("cudaGetDeviceCount");
            break;
        case 1:
            if (cudaMalloc(&p, 64) != cudaSuccess)
                return 1;
            called("cudaMalloc");
            memset(buf, i, sizeof buf);
            cudaMemcpy(p, buf, sizeof buf, cudaMemcpyHostToDevice);
            called("cudaMemcpy");
            cudaFree(p);
            called("cudaFree");
            break;
        case 2:
            cudaDeviceSynchronize();
            called("cudaDeviceSynchronize");
            break;
        default:
            cudaGetLastError();
            called("cudaGetLastError");
            break;
        }
    }
    for (i = 0; i < 2; i++)
        pthread_create(&th[i], NULL, thread_work, NULL);
    for (i = 0; i < 2; i++)
        pthread_join(th[i], NULL);
    return 0;
}

/* ------------------------------------------------------------ the parent */

static char tmp[256], tool[4096];

/* How run's worker starts: CUFW_NVTX and the tool as the case says. */
struct setup {
    const char *nvtx; /* NULL: unset */
    const char *path; /* NVTX_INJECTION64_PATH; NULL: unset */
    int refuse;       /* the tool's initialisation returns 0 */
    const char *log;
};

static void run_setup(const void *arg)
{
    const struct setup *c = arg;

    if (c->nvtx != NULL)
        setenv("CUFW_NVTX", c->nvtx, 1);
    else
        unsetenv("CUFW_NVTX");
    if (c->path != NULL)
        setenv("NVTX_INJECTION64_PATH", c->path, 1);
    else
        unsetenv("NVTX_INJECTION64_PATH");
    if (c->refuse)
        setenv("NVTX_TEST_REFUSE", "1", 1);
    else
        unsetenv("NVTX_TEST_REFUSE");
    setenv("NVTX_TEST_LOG", c->log, 1);
    unsetenv("CUFW_TRACE");
}

/* Run the worker with CUFW_NVTX=nvtx (NULL: unset) and NVTX_INJECTION64_PATH
 * naming path (NULL: unset), the tool refusing or not; its output, log and
 * standard error in tmp. Returns its status. */
static int run_tool(const char *self, const char *nvtx, const char *path, int refuse)
{
    char out[300], err[300], log[300];
    struct setup c;

    snprintf(out, sizeof out, "%s/out", tmp);
    snprintf(err, sizeof err, "%s/err", tmp);
    snprintf(log, sizeof log, "%s/log", tmp);
    unlink(log);
    c.nvtx = nvtx, c.path = path, c.refuse = refuse, c.log = log;
    return trace_run_worker(self, NULL, out, err, run_setup, &c);
}

/* The same with our tool attached or not. */
static int run(const char *self, const char *nvtx, int attach)
{
    return run_tool(self, nvtx, attach ? tool : NULL, 0);
}

/* The tmp file name's text. */
static char *take(const char *name)
{
    char path[300], *text;

    snprintf(path, sizeof path, "%s/%s", tmp, name);
    text = trace_slurp(path);
    return text != NULL ? text : calloc(1, 1); /* none: empty */
}

/* A tool that is not there, or refuses: the program runs, no range, one
 * line on standard error that says so. */
static void check_not_attached(const char *self, const char *path, int refuse, const char *what)
{
    char *out, *err, *log;

    ok(run_tool(self, NULL, path, refuse) == 0, "%s: the worker runs", what);
    out = take("out");
    err = take("err");
    log = take("log");
    ok(strstr(out, "nvtx 1\n") != NULL && strstr(log, "push") == NULL &&
           strstr(err, "cufw: NVTX tool not attached: ") != NULL &&
           strchr(err, '\n') == strrchr(err, '\n'),
       "%s: no range, one line on standard error (%.80s)", what, err);
    free(out);
    free(err);
    free(log);
}

/* Check the tool's log against the calls the worker printed: the pushes
 * of each thread, in order, are its calls, and each is popped before the
 * next (a Runtime call is one range; those it makes inside are not
 * ranges of their own). */
static void check_log(const char *what)
{
    char *out = take("out"), *log = take("log");
    char *save1 = NULL, *save2 = NULL, *o, *g;
    unsigned calls = 0, pushes = 0, matched = 0, pops = 0, bad = 0, k, threads = 0;
    struct {
        long tid;
        int open; /* the thread's ranges pushed and not popped */
    } th[8];

    /* the pushes in the log's order, each popped on its thread before the
     * thread's next: the threads' lines interleave */
    for (g = strtok_r(log, "\n", &save2); g != NULL; g = strtok_r(NULL, "\n", &save2)) {
        long tid;
        char name[128];
        int push = sscanf(g, "push %ld %127s", &tid, name) == 2;

        if (!push && sscanf(g, "pop %ld", &tid) != 1)
            continue;
        for (k = 0; k < threads && th[k].tid != tid; k++)
            ;
        if (k == threads && threads < 8)
            th[threads].tid = tid, th[threads++].open = 0;
        if (k == threads) {
            bad++;
            continue;
        }
        pushes += push, pops += !push;
        bad += push ? th[k].open != 0 : th[k].open != 1; /* nested, or a pop of none */
        th[k].open += push ? 1 : -1;
    }
    for (k = 0; k < threads; k++)
        bad += th[k].open != 0;
    free(log);
    log = take("log");
    /* each call the worker printed is the next push of its thread */
    for (o = strtok_r(out, "\n", &save1); o != NULL; o = strtok_r(NULL, "\n", &save1)) {
        long tid, t;
        char name[128], n2[128];
        const char *p;
        int found = 0;

        if (sscanf(o, "call %ld %127s", &tid, name) != 2)
            continue;
        calls++;
        /* find the first unconsumed push of this thread */
        for (p = log; *p != '\0' && !found; p = strchr(p, '\n') ? strchr(p, '\n') + 1 : "") {
            if (sscanf(p, "push %ld %127s", &t, n2) == 2 && t == tid) {
                found = 1;
                matched += strcmp(n2, name) == 0;
                memcpy((char *)p, "PUSH", 4); /* consumed */
            }
        }
    }
    ok(calls >= CALLS && pushes == calls && matched == calls,
       "%s: one range per Runtime call, named after it, on its thread (%u calls, %u ranges, "
       "%u matched)",
       what, calls, pushes, matched);
    ok(pops == pushes && bad == 0, "%s: every range popped before the next (%u pops, %u not)",
       what, pops, bad);
    free(out);
    free(log);
}

int main(int argc, char **argv)
{
    char *out, *err, *log, path[300];
    const char *top = getenv("CUFW_TOP_BUILDDIR");

    if (argc == 2 && strcmp(argv[1], "work") == 0)
        return worker();
    if (!CUFW_NVTX_ENABLED)
        skip_all("built without NVTX (no nvtx3 headers, or --disable-trace)");
    fake_required();
    snprintf(tool, sizeof tool, "%s/tests/reliability/nvtxtool.so",
             top != NULL && *top != '\0' ? top : ".");
    if (access(tool, R_OK) != 0)
        skip_all("no %s", tool);
    snprintf(tmp, sizeof tmp, "%s/nvtx-t.XXXXXX", getenv("TMPDIR") ? getenv("TMPDIR") : "/tmp");
    if (mkdtemp(tmp) == NULL)
        bail("mkdtemp");
    plan(15);

    /* the tool attached: ranges */
    ok(run(argv[0], NULL, 1) == 0, "with a tool attached the worker runs");
    out = take("out");
    log = take("log");
    ok(strstr(out, "nvtx 1\n") != NULL && strncmp(log, "init ", 5) == 0,
       "cufw_trace_nvtx() is 1 and NVTX loaded the tool from NVTX_INJECTION64_PATH");
    free(out);
    free(log);
    check_log("the tool attached");

    /* CUFW_NVTX=1 with the tool: the same */
    ok(run(argv[0], "1", 1) == 0, "CUFW_NVTX=1: the worker runs");
    check_log("CUFW_NVTX=1");

    /* CUFW_NVTX=0: nothing, the tool never loaded */
    ok(run(argv[0], "0", 1) == 0, "CUFW_NVTX=0: the worker runs");
    out = take("out");
    log = take("log");
    ok(strstr(out, "nvtx 0\n") != NULL && log[0] == '\0',
       "CUFW_NVTX=0: no range, and NVTX never loaded the tool (log: %.40s)", log);
    free(out);
    free(log);

    /* no tool, a malformed CUFW_NVTX: nothing, one line on stderr */
    ok(run(argv[0], "yes", 0) == 0, "CUFW_NVTX=yes without a tool: the worker runs");
    out = take("out");
    err = take("err");
    log = take("log");
    ok(strstr(out, "nvtx 0\n") != NULL && log[0] == '\0' &&
           strstr(err, "CUFW_NVTX=yes: not 0 or 1") != NULL && strchr(err, '\n') == strrchr(err, '\n'),
       "CUFW_NVTX=yes: one line on standard error, and without a tool no range (%.60s)", err);
    free(out);
    free(err);
    free(log);

    /* a tool that cannot be loaded, and one whose initialisation refuses */
    snprintf(path, sizeof path, "%s/no-such-tool.so", tmp);
    check_not_attached(argv[0], path, 0, "NVTX_INJECTION64_PATH names no library");
    check_not_attached(argv[0], tool, 1, "the tool refuses");
    return 0;
}
