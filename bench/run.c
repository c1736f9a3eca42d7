/* SPDX-License-Identifier: MIT */
/*
 * bench/run.c -- bench-run's running of the programs: each run is a fork
 * and exec with its stdout on a pipe, whose lines become samples (R),
 * completion times (T), tail points and echoed information (#); a program
 * that fails in an area is noted once and not run again there. Then the
 * areas: the timed ones in rounds, the order of the programs rotating
 * round by round; the tails; cold starts and the heap per variant; the
 * threads; memory at rest of the trivial programs; the first launch; the
 * cost as the program grows.
 */
#define _GNU_SOURCE
#include "config.h"

#include <errno.h>
#include <limits.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "bench/run.h"

/* ------------------------------------------------------------ failures */

static char failures[32][200];
static int nfailures;

void failure(const char *fmt, ...)
{
    va_list ap;

    va_start(ap, fmt);
    if (nfailures < 32)
        vsnprintf(failures[nfailures], sizeof failures[0], fmt, ap);
    va_end(ap);
    nfailures++;
}

int print_failures(void)
{
    int i;

    for (i = 0; i < nfailures && i < 32; i++)
        printf("# FAILED: %s\n", failures[i]);
    return nfailures;
}

/* ------------------------------------------------------------ running programs */

static volatile pid_t child;

static void on_alarm(int sig)
{
    (void)sig;
    if (child > 0)
        kill(child, SIGKILL);
}

void run_timeouts(void)
{
    struct sigaction sa;

    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_alarm;
    sa.sa_flags = SA_RESTART;
    sigaction(SIGALRM, &sa, NULL);
}

/* An "R key variant value unit" line into a sample of round ("rt" is
 * rt_variant's); 0 for any other line. */
static int result_line(const char *line, int rt_variant, int round)
{
    char key[64], var[16], unit[16];
    double value;
    int v = -1, k;

    if (sscanf(line, "R %63s %15s %lf %15s", key, var, &value, unit) != 4)
        return 0;
    if (strcmp(var, "rt") == 0)
        v = rt_variant;
    for (k = 0; k < V_COUNT; k++)
        if (strcmp(var, vnames[k]) == 0)
            v = k;
    if (v >= 0)
        add_sample(key, v, value, unit, round);
    return 1;
}

/* A "# tailq MEASURE VARIANT Q NS" line: the column is the program's (rt)
 * or, in bench-drv, core for variant core and raw for the others. */
static void tail_point(const struct prog *p, const char *line)
{
    struct tail_q t;

    if (sscanf(line, "# tailq %15s %23s %lf %lu", t.measure, t.variant, &t.q, &t.ns) != 4)
        return;
    t.column = p->rt_variant >= 0 ? p->rt_variant
               : strcmp(t.variant, "core") == 0 ? V_CORE : V_RAW;
    add_tail_point(&t);
}

int run_program(const struct prog *p, const char *const *args, const char *const *env, int round,
                int echo, uint64_t *t_done)
{
    const char *argv[16];
    int fds[2], status = 0, i, n = 0;
    char *line = NULL;
    size_t cap = 0;
    FILE *in;
    pid_t pid;

    argv[n++] = p->path;
    for (i = 0; args[i] != NULL && n < 15; i++)
        argv[n++] = args[i];
    argv[n] = NULL;
    fflush(stdout);
    fflush(stderr);
    if (pipe(fds) != 0)
        return -1;
    pid = fork();
    if (pid < 0) {
        close(fds[0]);
        close(fds[1]);
        return -1;
    }
    if (pid == 0) {
        dup2(fds[1], 1);
        close(fds[0]);
        close(fds[1]);
        for (i = 0; env != NULL && env[i] != NULL; i++)
            putenv((char *)env[i]);
        if (env != NULL) {
            char self[32];

            snprintf(self, sizeof self, "%ld", (long)getpid());
            setenv("HEAPCOUNT_PID", self, 1); /* heapcount.so: count this process only */
        }
        if (p->exec_stamp) { /* the last thing before exec: growth.cu's clock starts here */
            char stamp[32];

            snprintf(stamp, sizeof stamp, "%llu", (unsigned long long)bench_now_ns());
            setenv("BENCH_EXEC_NS", stamp, 1);
        }
        execv(p->path, (char *const *)argv);
        fprintf(stderr, "bench-run: cannot run %s: %s\n", p->path, strerror(errno));
        _exit(127);
    }
    child = pid;
    alarm((unsigned)cfg.timeout);
    close(fds[1]);
    in = fdopen(fds[0], "r");
    while (in != NULL && getline(&line, &cap, in) > 0) {
        unsigned long long t;

        line[strcspn(line, "\n")] = '\0';
        if (result_line(line, p->rt_variant, round))
            continue;
        if (sscanf(line, "T %llu", &t) == 1) {
            if (t_done != NULL)
                *t_done = t;
        } else if (strncmp(line, "# tailq ", 8) == 0) {
            tail_point(p, line);
        } else if (line[0] == '#') {
            run_info_note(p->rt_variant, line);
            if (echo)
                printf("%s [%s]\n", line, p->name);
        } else if (line[0] != '\0') {
            fprintf(stderr, "%s: %s\n", p->name, line);
        }
    }
    free(line);
    if (in != NULL)
        fclose(in);
    else
        close(fds[0]);
    while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
        continue;
    alarm(0);
    child = 0;
    if (WIFSIGNALED(status))
        return 128 + WTERMSIG(status);
    return WEXITSTATUS(status);
}

static const char *const area_names[] = {"probe", "launch", "copy", "kernel", "cold", "heap",
                                         "graph", "threads", "floor", "tail"};

/* Run one area's program; note a failure and stop using it for that area. */
static int run_area(struct prog *p, int area, const char *const *args, const char *const *env,
                    int round, uint64_t *t_done)
{
    int rc;

    if (p->path == NULL || !p->usable || p->broken[area])
        return -1;
    rc = run_program(p, args, env, round, round == 0, t_done);
    if (rc != 0) {
        p->broken[area] = 1;
        failure("%s %s (round %d) exited with status %d%s", p->name, area_names[area], round + 1,
                rc, rc == 128 + SIGKILL ? " (killed: timeout?)" : "");
    }
    return rc;
}

/* Load "R key variant value unit" lines (the footprint) from a file. */
void load_results(const char *path)
{
    char line[256];
    FILE *f = fopen(path, "r");

    if (f == NULL) {
        fprintf(stderr, "bench-run: no footprint file %s\n", path);
        return;
    }
    while (fgets(line, sizeof line, f) != NULL) {
        if (!result_line(line, -1, 0) && line[0] == '#')
            fputs(line, stdout);
    }
    fclose(f);
}

/* ------------------------------------------------------------ the areas */

static char num[V_COUNT + 8][32];
static const char *fmt_num(int slot, long v)
{
    snprintf(num[slot], sizeof num[slot], "%ld", v);
    return num[slot];
}

void area_timed(struct prog **progs, int nprogs, int area)
{
    const char *args[8];
    long r;
    int k;

    for (r = 0; r < cfg.rounds; r++) {
        fprintf(stderr, "bench: %s, round %ld of %ld\n", area_names[area], r + 1, cfg.rounds);
        for (k = 0; k < nprogs; k++) {
            struct prog *p = progs[(k + r) % nprogs];
            int n = 0;

            args[n++] = area_names[area];
            if (area == A_LAUNCH) {
                args[n++] = fmt_num(0, cfg.reps);
                args[n++] = fmt_num(1, cfg.launches);
                args[n++] = fmt_num(2, cfg.batch);
                args[n++] = fmt_num(3, cfg.latency_iters);
            } else if (area == A_COPY) {
                args[n++] = fmt_num(0, cfg.copy_max);
            } else if (area == A_GRAPH) {
                args[n++] = fmt_num(0, cfg.reps);
                args[n++] = fmt_num(1, cfg.graph_pipelines);
            } else if (area == A_FLOOR) { /* the floor's rounds spread over the processes */
                args[n++] = fmt_num(0, (cfg.floor_rounds + cfg.rounds - 1) / cfg.rounds);
                args[n++] = fmt_num(1, cfg.floor_batch);
            } else {
                args[n++] = fmt_num(0, cfg.kernel_bytes);
                args[n++] = fmt_num(1, cfg.kernel_iters);
            }
            args[n] = NULL;
            run_area(p, area, args, NULL, (int)r, NULL);
        }
    }
}

/* The tails: each program once (they are long), in turn. */
void area_tail(struct prog **progs, int nprogs)
{
    const char *args[] = {"tail", fmt_num(0, cfg.tail_launches), fmt_num(1, cfg.tail_iters), NULL};
    int k;

    for (k = 0; k < nprogs; k++) {
        fprintf(stderr, "bench: tail, %s\n", progs[k]->name);
        run_area(progs[k], A_TAIL, args, NULL, 0, NULL);
    }
}

void area_cold(struct cold_variant *cv, int ncv)
{
    long i;
    int k;

    for (i = -1; i < cfg.cold; i++) {
        if (i % 5 == 4 || i < 0)
            fprintf(stderr, "bench: cold start, %s %ld of %ld\n", i < 0 ? "warm-up" : "process",
                    i + 1, cfg.cold);
        for (k = 0; k < ncv; k++) {
            struct cold_variant *c = &cv[(k + (i < 0 ? 0 : i)) % ncv];
            const char *args[] = {"cold", c->arg, NULL};
            uint64_t done = 0, t0, t1;
            int rc;

            t0 = bench_now_ns();
            rc = run_area(c->p, A_COLD, args, NULL, i < 0 ? 0 : (int)i, &done);
            t1 = bench_now_ns();
            if (rc != 0 || i < 0)
                continue;
            if (done <= t0 || done > t1) {
                failure("%s cold %s: no completion time", c->p->name, vnames[c->variant]);
                c->p->broken[A_COLD] = 1;
                continue;
            }
            add_sample("cold.first", c->variant, (double)(done - t0) / 1e6, "ms", (int)i);
            add_sample("cold.exit", c->variant, (double)(t1 - t0) / 1e6, "ms", (int)i);
        }
    }
}

struct sum {
    char key[64];
    double n;
};

/* sums[key] += n (at most 256 keys). */
static void add_sum(struct sum *sums, int *nsums, const char *key, double n)
{
    int i;

    for (i = 0; i < *nsums; i++)
        if (strcmp(sums[i].key, key) == 0) {
            sums[i].n += n;
            return;
        }
    if (*nsums < 256) {
        snprintf(sums[i].key, sizeof sums[i].key, "%s", key);
        sums[i].n = n;
        (*nsums)++;
    }
}

void area_heap(struct cold_variant *cv, int ncv, const char *heapcount, const char *outdir)
{
    static const char *const classes[] = {"lib", "libvia", "driver", "program", "other", "system"};
    int k;

    for (k = 0; k < ncv; k++) {
        struct cold_variant *c = &cv[k];
        const char *args[] = {"heap", c->arg, NULL};
        char preload[PATH_MAX + 16], ranges[PATH_MAX + 32], out[2 * PATH_MAX + 64];
        char outpath[PATH_MAX + 32], rpath[PATH_MAX], line[256];
        const char *env[5];
        double per_class[6] = {0}, total = 0;
        static struct sum sums[256];
        FILE *f;
        int rc, j, nsums;

        if (c->p->path == NULL || !c->p->usable)
            continue;
        fprintf(stderr, "bench: heap, %s\n", vnames[c->variant]);
        snprintf(outpath, sizeof outpath, "%s/heap-%s.txt", outdir, vnames[c->variant]);
        if (realpath(c->p->ranges, rpath) == NULL) {
            failure("heap %s: no ranges file %s", vnames[c->variant], c->p->ranges);
            continue;
        }
        snprintf(preload, sizeof preload, "LD_PRELOAD=%s", heapcount);
        snprintf(ranges, sizeof ranges, "HEAPCOUNT_RANGES=%s", rpath);
        snprintf(out, sizeof out, "HEAPCOUNT_OUT=%s", outpath);
        env[0] = preload;
        env[1] = ranges;
        env[2] = out;
        env[3] = NULL;
        remove(outpath);
        rc = run_program(c->p, args, env, 0, 1, NULL);
        if (rc != 0 && rc != 1) {
            /* a crash: perhaps unwinding through a library; try without */
            fprintf(stderr, "bench: heap, %s: status %d; again without stack walks\n",
                    vnames[c->variant], rc);
            env[3] = "HEAPCOUNT_SHALLOW=1";
            env[4] = NULL;
            remove(outpath);
            rc = run_program(c->p, args, env, 0, 1, NULL);
            if (rc == 0)
                printf("# heap %s: attributed without stack walks (HEAPCOUNT_SHALLOW)\n",
                       vnames[c->variant]);
        }
        if (rc != 0) {
            failure("%s heap %s exited with status %d", c->p->name, vnames[c->variant], rc);
            continue;
        }
        f = fopen(outpath, "r");
        if (f == NULL) {
            failure("heap %s: heapcount wrote no %s", vnames[c->variant], outpath);
            continue;
        }
        nsums = 0;
        while (fgets(line, sizeof line, f) != NULL) {
            char phase[40], cls[16], fn[32], key[128];
            unsigned long n;

            if (sscanf(line, "N ranges %lu", &n) == 1) {
                add_sample("heap.ranges", c->variant, (double)n, "ranges", 0);
                continue;
            }
            if (sscanf(line, "H %39s %15s %31s %lu", phase, cls, fn, &n) != 4)
                continue;
            for (j = 0; j < 6; j++)
                if (strcmp(cls, classes[j]) == 0)
                    per_class[j] += (double)n;
            total += (double)n;
            snprintf(key, sizeof key, "heap.phase.%s.%s", phase, cls);
            add_sum(sums, &nsums, key, (double)n);
            snprintf(key, sizeof key, "heap.fn.%s.%s", fn, cls);
            add_sum(sums, &nsums, key, (double)n);
        }
        fclose(f);
        for (j = 0; j < nsums; j++)
            add_sample(sums[j].key, c->variant, sums[j].n, "calls", 0);
        for (j = 0; j < 6; j++) {
            char key[32];

            snprintf(key, sizeof key, "heap.%s", classes[j]);
            add_sample(key, c->variant, per_class[j], "calls", 0);
        }
        add_sample("heap.total", c->variant, total, "calls", 0);
    }
}

/* ------------------------------------------------------------ threads */

/*
 * The threads area (method 10): every program's `threads` mode, which
 * measures every mode (own, legacy, ptds) and thread count in paired
 * rounds against the raw driver in its own process (bench/modes.h:
 * bench-drv core against raw, rt.cu the runtime against rt-fn). As the
 * floor's, the BENCH_THREADS_ROUNDS rounds are spread over BENCH_ROUNDS
 * processes of each program, the program order rotating, and pooled. Then
 * compat's per-round ratios are set against cudart's, round by round
 * (threads_pairs): threads.vs-cudart.<mode>.<n>, in column compat. Knobs:
 * BENCH_THREADS (thread counts), BENCH_THREADS_ROUNDS, BENCH_THREADS_LAUNCHES
 * (per measurement, shared among the threads); the batch is BENCH_BATCH.
 */
static struct threads_settings tcfg;

const struct threads_settings *threads_config(void)
{
    const char *s = getenv("BENCH_THREADS");
    size_t len = 0;
    int i;

    if (tcfg.ready)
        return &tcfg;
    tcfg.ready = 1;
    tcfg.rounds = env_long("BENCH_THREADS_ROUNDS", 30);
    tcfg.launches = env_long("BENCH_THREADS_LAUNCHES", 4096);
    tcfg.ncounts = -1;
    if (s != NULL && *s != '\0' &&
        (tcfg.ncounts = bench_threads_counts(s, tcfg.counts, BENCH_THREADS_LISTS)) < 0)
        fprintf(stderr, "bench-run: ignoring BENCH_THREADS=%s (not a list of 1 to %d counts, "
                        "each 1 to %d)\n", s, BENCH_THREADS_LISTS, BENCH_THREADS_MAX);
    if (tcfg.ncounts < 0)
        tcfg.ncounts = bench_threads_counts("1,2,4,8,16", tcfg.counts, BENCH_THREADS_LISTS);
    for (i = 0; i < tcfg.ncounts; i++)
        len += (size_t)snprintf(tcfg.list + len, sizeof tcfg.list - len, "%s%ld", i ? "," : "",
                                tcfg.counts[i]);
    return &tcfg;
}

void threads_pairs(void)
{
    const struct threads_settings *t = threads_config();
    int m, c;

    for (m = 0; m < BENCH_TS_MODES; m++)
        for (c = 0; c < t->ncounts; c++) {
            char key[64], out[64];

            snprintf(key, sizeof key, "threads.ratio.%s.%ld", bench_threads_mode_name(m),
                     t->counts[c]);
            snprintf(out, sizeof out, "threads.vs-cudart.%s.%ld", bench_threads_mode_name(m),
                     t->counts[c]);
            add_quotients(key, V_COMPAT, V_CUDART, out, V_COMPAT);
        }
}

void area_threads(struct prog **progs, int nprogs)
{
    const struct threads_settings *t = threads_config();
    long r, per = (t->rounds + cfg.rounds - 1) / cfg.rounds;
    uint64_t t0 = bench_now_ns();
    int k;

    for (r = 0; r < cfg.rounds; r++) {
        fprintf(stderr, "bench: threads, process %ld of %ld\n", r + 1, cfg.rounds);
        for (k = 0; k < nprogs; k++) {
            const char *args[] = {"threads", t->list, "all", fmt_num(0, per),
                                  fmt_num(1, t->launches), fmt_num(2, cfg.batch), NULL};

            run_area(progs[(k + r) % nprogs], A_THREADS, args, NULL, (int)r, NULL);
        }
    }
    threads_pairs();
    printf("# threads: %ld processes of each program, %ld paired rounds each, in %.0f s\n",
           cfg.rounds, per, (double)(bench_now_ns() - t0) / 1e9);
}

/* ------------------------------------------------------------ memory at rest */

/*
 * The trivial programs (bench/trivial*.c, trivial.cu) with the argument
 * "rss": each prints its rss.* lines (bench/rss.h) after its first kernel.
 * BENCH_RSS_RUNS [5] processes of each, the order rotating; a program that
 * fails once is not run again (and the run fails).
 */
static struct prog trivial[V_COUNT];

void trivial_program(int v, const char *path)
{
    static const char *const names[V_COUNT] = {"trivial-raw", "trivial-core", "trivial-compat",
                                               "trivial-cudart"};

    trivial[v].name = names[v];
    trivial[v].rt_variant = v >= V_COMPAT ? v : -1;
    trivial[v].usable = 1;
    /* not built (the compat column before libcufw_cudart.a): skipped */
    trivial[v].path = access(path, X_OK) == 0 ? path : NULL;
}


void area_rss(void)
{
    const char *const args[] = {"rss", NULL};
    long runs = env_long("BENCH_RSS_RUNS", 5), r;
    int k;

    for (r = 0; r < runs; r++) {
        fprintf(stderr, "bench: rss, run %ld of %ld\n", r + 1, runs);
        for (k = 0; k < V_COUNT; k++) {
            struct prog *p = &trivial[(k + r) % V_COUNT];
            int rc;

            if (p->path == NULL || p->broken[0])
                continue;
            rc = run_program(p, args, NULL, (int)r, r == 0, NULL);
            if (rc != 0) {
                p->broken[0] = 1;
                failure("%s rss (run %ld) exited with status %d", p->name, r + 1, rc);
            }
        }
    }
}

/* ------------------------------------------------------------ the first launch */

/*
 * Method 13 (docs/BENCHMARKS.md): the first launch of each of 64 kernels
 * in a fresh process, by loading mode. Eight variants, each a program, an
 * argument and an environment; the mode is in the keys ("first.fw.first"),
 * the sample's variant is its column's runtime, so each (key, variant) is
 * one column of a table of its own, printed after the main one.
 */
const struct first_variant first_variants[FIRST_NVARIANTS] = {
    {"raw lazy", FP_DRV, "raw", "lazy", {"CUDA_MODULE_LOADING=LAZY", NULL, NULL}, V_RAW},
    {"raw eager", FP_DRV, "raw", "eager", {"CUDA_MODULE_LOADING=EAGER", NULL, NULL}, V_RAW},
    {"core lazy", FP_DRV, "core", "lazy", {"CUDA_MODULE_LOADING=LAZY", "CUFW_FIRMWARE=0", NULL},
     V_CORE},
    {"core fw", FP_DRV, "core", "fw", {"CUDA_MODULE_LOADING=LAZY", "CUFW_FIRMWARE=1", NULL},
     V_CORE},
    {"compat lazy", FP_COMPAT, NULL, "lazy",
     {"CUDA_MODULE_LOADING=LAZY", "CUFW_FIRMWARE=0", NULL}, V_COMPAT},
    {"compat fw", FP_COMPAT, NULL, "fw", {"CUDA_MODULE_LOADING=LAZY", "CUFW_FIRMWARE=1", NULL},
     V_COMPAT},
    {"cudart lazy", FP_CUDART, NULL, "lazy", {"CUDA_MODULE_LOADING=LAZY", NULL, NULL}, V_CUDART},
    {"cudart eager", FP_CUDART, NULL, "eager", {"CUDA_MODULE_LOADING=EAGER", NULL, NULL},
     V_CUDART},
};

/* The programs, by FP_*; a path NULL when not given or not built. */
struct prog first_progs[FP_COUNT] = {
    {NULL, "bench-first-drv", -1, NULL, 1, {0}, 0},
    {NULL, "bench-first-compat", V_COMPAT, NULL, 1, {0}, 0},
    {NULL, "bench-first-cudart", V_CUDART, NULL, 1, {0}, 0},
};

/* Each variant in `runs` fresh processes, the order rotating; a variant
 * whose process fails once is noted and not run again. */
void area_first(long runs)
{
    int broken[FIRST_NVARIANTS] = {0}, k, p;
    long i;

    for (p = 0; p < FP_COUNT; p++)
        if (first_progs[p].path != NULL && access(first_progs[p].path, X_OK) != 0) {
            printf("# %s: not built (%s)\n", first_progs[p].name, first_progs[p].path);
            first_progs[p].path = NULL;
        }
    for (i = 0; i < runs; i++) {
        fprintf(stderr, "bench: first launch, process %ld of %ld\n", i + 1, runs);
        for (k = 0; k < FIRST_NVARIANTS; k++) {
            int j = (int)((k + i) % FIRST_NVARIANTS), rc;
            const struct first_variant *fv = &first_variants[j];
            const char *args[3] = {fv->arg != NULL ? fv->arg : fv->mode,
                                   fv->arg != NULL ? fv->mode : NULL, NULL};

            if (first_progs[fv->prog].path == NULL || broken[j])
                continue;
            rc = run_program(&first_progs[fv->prog], args, fv->env, (int)i, i == 0, NULL);
            if (rc != 0) {
                broken[j] = 1;
                failure("%s first %s (process %ld) exited with status %d",
                        first_progs[fv->prog].name, fv->label, i + 1, rc);
            }
        }
    }
}

/* ------------------------------------------------------------ growth */

/*
 * Method 14: the growth programs (bench/growth.cu linked with growth-gen.sh's
 * kernels), two a size: compat and cudart. Each prints its R lines with its
 * size in the keys (growth.KERNELS.TUS.MEASURE); its exec is stamped
 * (BENCH_EXEC_NS) for the registration time. Every file is read once first,
 * so that no exec of the timed processes waits for the disk.
 */
#define GROWTH_MAX 128
static struct prog growth[GROWTH_MAX];
static char growth_path[GROWTH_MAX][PATH_MAX];

/* Read path whole (into the page cache); 0, or -1 when it cannot be read. */
static int read_whole(const char *path)
{
    char buf[65536];
    FILE *f = fopen(path, "rb");

    if (f == NULL)
        return -1;
    while (fread(buf, 1, sizeof buf, f) == sizeof buf)
        continue;
    fclose(f);
    return 0;
}

void area_growth(const char *dir, long runs)
{
    static const char *const no_args[] = {NULL};
    static const char *const suffix[2] = {"compat", "cudart"};
    /* both runtimes lazy, whatever the caller's environment or cufw's
     * configure said (method 13's lazy variants) */
    static const char *const lazy[] = {"CUDA_MODULE_LOADING=LAZY", "CUFW_FIRMWARE=0", NULL};
    char line[64], list[PATH_MAX];
    unsigned long kernels, tus;
    int n = 0, k, v, rc;
    long r;
    FILE *f;

    snprintf(list, sizeof list, "%s/programs", dir);
    f = fopen(list, "r");
    if (f == NULL) {
        failure("growth: cannot open %s (are the growth programs built?)", list);
        return;
    }
    while (fgets(line, sizeof line, f) != NULL) {
        if (sscanf(line, "%lu %lu", &kernels, &tus) != 2)
            continue;
        for (v = 0; v < 2; v++) {
            struct prog *p = &growth[n];

            if (n == GROWTH_MAX) {
                failure("growth: %s lists more than %d programs; the rest are skipped", list,
                        GROWTH_MAX);
                break;
            }
            snprintf(growth_path[n], sizeof growth_path[n], "%s/growth-%lu-%lu-%s", dir, kernels,
                     tus, suffix[v]);
            if (access(growth_path[n], X_OK) != 0 || read_whole(growth_path[n]) != 0) {
                printf("# %s: not built\n", growth_path[n]);
                continue;
            }
            memset(p, 0, sizeof *p);
            p->path = growth_path[n];
            p->name = strrchr(p->path, '/') != NULL ? strrchr(p->path, '/') + 1 : p->path;
            p->rt_variant = v == 0 ? V_COMPAT : V_CUDART;
            p->usable = 1;
            p->exec_stamp = 1;
            n++;
        }
        if (n == GROWTH_MAX)
            break;
    }
    fclose(f);
    for (r = 0; r < runs && n > 0; r++) {
        fprintf(stderr, "bench: growth, process %ld of %ld (%d programs)\n", r + 1, runs, n);
        for (k = 0; k < n; k++) {
            struct prog *p = &growth[(k + r) % n];

            if (p->broken[0])
                continue;
            rc = run_program(p, no_args, lazy, (int)r, r == 0, NULL);
            if (rc != 0) {
                p->broken[0] = 1;
                failure("%s (process %ld) exited with status %d%s", p->name, r + 1, rc,
                        rc == 128 + SIGKILL ? " (killed: timeout?)" : "");
            }
        }
    }
}
