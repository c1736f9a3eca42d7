/* SPDX-License-Identifier: MIT */
/*
 * bench/bench-run.c -- runs the benchmark programs of `make bench`,
 * interleaved, and prints one markdown table.
 *
 * Three programs measure: bench-drv (the raw Driver API and cufw core in one
 * process), and rt.cu linked twice, bench-rt-compat (cufw's runtime) and
 * bench-rt-cudart (NVIDIA's libcudart_static.a). One process cannot hold
 * both runtimes, so for every area (launch, copy, kernel, graph, threads) this
 * program runs round after round of all three, the order rotating each
 * round, and merges the samples. Cold starts run each variant's process BENCH_COLD times,
 * rotating too; the heap row runs each variant once under heapcount.so.
 * The footprint row comes from a file footprint.sh wrote and needs no GPU.
 *
 * Output: progress on stderr; protocol "#" lines of the first round on
 * stdout; the table last. Every (key, variant) goes to the CSV with n, min,
 * median, max and the ratio to the raw driver's median; every sample to a
 * second CSV.
 *
 * Exit status: 0 measured; 77 no GPU (only the footprint was measured);
 * 1 a program failed (a wrong result, a crash, a timeout), after the table.
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

#include "bench/common.h"

enum { V_RAW, V_CORE, V_COMPAT, V_CUDART, V_COUNT };
static const char *const vnames[V_COUNT] = {"raw", "core", "compat", "cudart"};

/* ------------------------------------------------------------ settings */

struct settings {
    long rounds, reps, launches, batch, latency_iters, copy_max, kernel_bytes, kernel_iters, cold,
        timeout, graph_pipelines, floor_rounds, floor_batch, tail_launches, tail_iters;
    const char *only;
};
static struct settings cfg;

static long env_long(const char *name, long dflt)
{
    const char *s = getenv(name);
    char *end;
    long v;

    if (s == NULL || *s == '\0')
        return dflt;
    v = strtol(s, &end, 10);
    if (*end != '\0' || v <= 0) {
        fprintf(stderr, "bench-run: ignoring %s=%s (not a positive number)\n", name, s);
        return dflt;
    }
    return v;
}

static int wanted(const char *area)
{
    const char *p = cfg.only;
    size_t n = strlen(area);

    if (p == NULL || *p == '\0')
        return 1;
    while ((p = strstr(p, area)) != NULL) {
        if ((p == cfg.only || p[-1] == ',') && (p[n] == '\0' || p[n] == ','))
            return 1;
        p += n;
    }
    return 0;
}

/*
 * BENCH_QUICK (set, not "0"): a second set of defaults that keeps the whole
 * default run (every area) within minutes -- fewer rounds and processes,
 * copies and kernel arrays up to 256 MiB (still 4x the H200's L2). Each is
 * put into the environment without overwriting, before any knob is read, so
 * an explicit BENCH_* still wins and every knob read later (whatever area
 * reads it) sees the quick value. Returns 1 in quick mode.
 */
static int quick_defaults(void)
{
    static const char *const quick[][2] = {
        {"BENCH_ROUNDS", "3"},           {"BENCH_REPS", "2"},
        {"BENCH_LAUNCHES", "100000"},    {"BENCH_LATENCY_ITERS", "1000"},
        {"BENCH_COPY_MAX", "268435456"}, {"BENCH_KERNEL_BYTES", "268435456"},
        {"BENCH_KERNEL_ITERS", "10"},    {"BENCH_COLD", "8"},
        {"BENCH_GRAPH_PIPELINES", "5000"}, {"BENCH_RSS_RUNS", "3"},
        /* the floor and the tails keep their full size: they are the
         * launch goals' instruments, and cheap (under a minute each) */
        {"BENCH_FLOOR_ROUNDS", "300"},   {"BENCH_TAIL_LAUNCHES", "1000000"},
        {"BENCH_TAIL_ITERS", "100000"},  {"BENCH_THREADS_LAUNCHES", "30000"},
        {"BENCH_THREADS_ROUNDS", "2"},   {"BENCH_FIRST_RUNS", "3"},
    };
    const char *q = getenv("BENCH_QUICK");
    size_t i;

    if (q == NULL || *q == '\0' || strcmp(q, "0") == 0)
        return 0;
    printf("# quick mode (BENCH_QUICK=%s):", q);
    for (i = 0; i < sizeof quick / sizeof quick[0]; i++) {
        if (setenv(quick[i][0], quick[i][1], 0) != 0) {
            fprintf(stderr, "bench-run: cannot set %s: %s\n", quick[i][0], strerror(errno));
            exit(1);
        }
        printf(" %s=%s", quick[i][0], getenv(quick[i][0]));
    }
    printf("\n");
    return 1;
}

/* ------------------------------------------------------------ samples */

struct sample {
    char key[64];
    char unit[12];
    int variant, round;
    double value;
};
static struct sample *samples;
static size_t nsamples, capsamples;

static void add_sample(const char *key, int variant, double value, const char *unit, int round)
{
    struct sample *s;

    if (nsamples == capsamples) {
        size_t cap = capsamples ? capsamples * 2 : 1024;
        struct sample *p = realloc(samples, cap * sizeof *p);

        if (p == NULL) {
            fprintf(stderr, "bench-run: out of memory\n");
            exit(1);
        }
        samples = p;
        capsamples = cap;
    }
    s = &samples[nsamples++];
    snprintf(s->key, sizeof s->key, "%s", key);
    snprintf(s->unit, sizeof s->unit, "%s", unit);
    s->variant = variant;
    s->value = value;
    s->round = round;
}

struct stats {
    size_t n;
    double min, med, max;
    double ci_lo, ci_hi; /* the median's 95% confidence interval (order statistics) */
    const char *unit;
};

static int stats_of(const char *key, int variant, struct stats *st)
{
    double *v;
    size_t i, n = 0;

    memset(st, 0, sizeof *st);
    for (i = 0; i < nsamples; i++)
        n += samples[i].variant == variant && strcmp(samples[i].key, key) == 0;
    if (n == 0)
        return 0;
    v = malloc(n * sizeof *v);
    if (v == NULL)
        return 0;
    for (i = 0, n = 0; i < nsamples; i++)
        if (samples[i].variant == variant && strcmp(samples[i].key, key) == 0) {
            v[n++] = samples[i].value;
            st->unit = samples[i].unit;
        }
    st->med = bench_median_ci(v, n, &st->ci_lo, &st->ci_hi); /* sorts */
    st->min = v[0];
    st->max = v[n - 1];
    st->n = n;
    free(v);
    return 1;
}

/* ------------------------------------------------------------ failures */

static char failures[32][200];
static int nfailures;

static void failure(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void failure(const char *fmt, ...)
{
    va_list ap;

    va_start(ap, fmt);
    if (nfailures < 32)
        vsnprintf(failures[nfailures], sizeof failures[0], fmt, ap);
    va_end(ap);
    nfailures++;
}

/* ------------------------------------------------------------ running programs */

struct prog {
    const char *path;  /* NULL: not built */
    const char *name;  /* for messages */
    int rt_variant;    /* the variant "rt" lines become; -1 for bench-drv */
    const char *ranges;
    int usable;
    int broken[16];    /* per area: failed once, skip the rest */
};

/* The tail modes' quantile grid ("# tailq MEASURE VARIANT Q NS"), for
 * tail.csv: the column is the program's (rt) or, in bench-drv, core for
 * variant core and raw for the others. */
struct tail_q {
    int column;
    char measure[16], variant[24];
    double q;
    unsigned long ns;
};
static struct tail_q tailqs[4096];
static int ntailqs;

static void tail_point(const struct prog *p, const char *line)
{
    struct tail_q *t = &tailqs[ntailqs];

    if (ntailqs == (int)(sizeof tailqs / sizeof tailqs[0]) ||
        sscanf(line, "# tailq %15s %23s %lf %lu", t->measure, t->variant, &t->q, &t->ns) != 4)
        return;
    t->column = p->rt_variant >= 0 ? p->rt_variant
                : strcmp(t->variant, "core") == 0 ? V_CORE : V_RAW;
    ntailqs++;
}

static volatile pid_t child;

static void on_alarm(int sig)
{
    (void)sig;
    if (child > 0)
        kill(child, SIGKILL);
}

/*
 * Run prog with args (argv[0] added), extra environment assignments
 * ("NAME=value"), and parse its stdout. "#" lines are echoed when echo is
 * set; a cold start's "T" line goes to *t_done. Returns the exit status,
 * or 128 + signal, or -1 when it could not start.
 */
static int run(const struct prog *p, const char *const *args, const char *const *env, int round,
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
        execv(p->path, (char *const *)argv);
        fprintf(stderr, "bench-run: cannot run %s: %s\n", p->path, strerror(errno));
        _exit(127);
    }
    child = pid;
    alarm((unsigned)cfg.timeout);
    close(fds[1]);
    in = fdopen(fds[0], "r");
    while (in != NULL && getline(&line, &cap, in) > 0) {
        char key[64], var[16], unit[16];
        double value;
        unsigned long long t;

        line[strcspn(line, "\n")] = '\0';
        if (sscanf(line, "R %63s %15s %lf %15s", key, var, &value, unit) == 4) {
            int v = -1, k;

            if (strcmp(var, "rt") == 0)
                v = p->rt_variant;
            for (k = 0; k < V_COUNT; k++)
                if (strcmp(var, vnames[k]) == 0)
                    v = k;
            if (v >= 0)
                add_sample(key, v, value, unit, round);
        } else if (sscanf(line, "T %llu", &t) == 1) {
            if (t_done != NULL)
                *t_done = t;
        } else if (strncmp(line, "# tailq ", 8) == 0) {
            tail_point(p, line);
        } else if (line[0] == '#') {
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

enum { A_PROBE, A_LAUNCH, A_COPY, A_KERNEL, A_COLD, A_HEAP, A_GRAPH, A_THREADS, A_FLOOR, A_TAIL };
static const char *const area_names[] = {"probe", "launch", "copy", "kernel", "cold", "heap",
                                         "graph", "threads", "floor", "tail"};

/* Run one area's program; note a failure and stop using it for that area. */
static int run_area(struct prog *p, int area, const char *const *args, const char *const *env,
                    int round, uint64_t *t_done)
{
    int rc;

    if (p->path == NULL || !p->usable || p->broken[area])
        return -1;
    rc = run(p, args, env, round, round == 0, t_done);
    if (rc != 0) {
        p->broken[area] = 1;
        failure("%s %s (round %d) exited with status %d%s", p->name, area_names[area], round + 1,
                rc, rc == 128 + SIGKILL ? " (killed: timeout?)" : "");
    }
    return rc;
}

/* ------------------------------------------------------------ the areas */

static char num[V_COUNT + 8][32];
static const char *fmt_num(int slot, long v)
{
    snprintf(num[slot], sizeof num[slot], "%ld", v);
    return num[slot];
}

static void area_timed(struct prog **progs, int nprogs, int area)
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
static void area_tail(struct prog **progs, int nprogs)
{
    const char *args[] = {"tail", fmt_num(0, cfg.tail_launches), fmt_num(1, cfg.tail_iters), NULL};
    int k;

    for (k = 0; k < nprogs; k++) {
        fprintf(stderr, "bench: tail, %s\n", progs[k]->name);
        run_area(progs[k], A_TAIL, args, NULL, 0, NULL);
    }
}

struct cold_variant {
    struct prog *p;
    const char *arg; /* raw, core, or NULL */
    int variant;
};

static void area_cold(struct cold_variant *cv, int ncv)
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

static void area_heap(struct cold_variant *cv, int ncv, const char *heapcount, const char *outdir)
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
        rc = run(c->p, args, env, 0, 1, NULL);
        if (rc != 0 && rc != 1) {
            /* a crash: perhaps unwinding through a library; try without */
            fprintf(stderr, "bench: heap, %s: status %d; again without stack walks\n",
                    vnames[c->variant], rc);
            env[3] = "HEAPCOUNT_SHALLOW=1";
            env[4] = NULL;
            remove(outpath);
            rc = run(c->p, args, env, 0, 1, NULL);
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

/* Load "R key variant value unit" lines (the footprint) from a file. */
static void load_results(const char *path)
{
    char line[256], key[64], var[16], unit[16];
    double value;
    FILE *f = fopen(path, "r");
    int k;

    if (f == NULL) {
        fprintf(stderr, "bench-run: no footprint file %s\n", path);
        return;
    }
    while (fgets(line, sizeof line, f) != NULL) {
        if (sscanf(line, "R %63s %15s %lf %15s", key, var, &value, unit) == 4) {
            for (k = 0; k < V_COUNT; k++)
                if (strcmp(var, vnames[k]) == 0)
                    add_sample(key, k, value, unit, 0);
        } else if (line[0] == '#') {
            fputs(line, stdout);
        }
    }
    fclose(f);
}

/* ------------------------------------------------------------ the table */

enum goal {
    G_NONE, G_LAUNCH, G_LATENCY, G_COLD, G_FOOT, G_HEAP0, G_COPY, G_TRIAD, G_SELF, G_GRAPH
};

struct row {
    char key[64];
    char label[64];
    enum goal goal;
    const char *raw_key; /* where the raw column comes from, if not key */
    int pct_of_ceiling;  /* derived: key's median over kern.d2d raw, in % */
};
static struct row rows[128];
static int nrows;

static void add_row(const char *key, const char *label, enum goal goal, const char *raw_key)
{
    struct row *r;

    if (nrows == (int)(sizeof rows / sizeof rows[0]))
        return;
    r = &rows[nrows++];

    snprintf(r->key, sizeof r->key, "%s", key);
    snprintf(r->label, sizeof r->label, "%s", label);
    r->goal = goal;
    r->raw_key = raw_key;
    r->pct_of_ceiling = 0;
}

static void define_rows(void)
{
    static const char *const kind_label[] = {"H2D pinned", "D2H pinned", "H2D pageable",
                                             "D2H pageable", "D2D"};
    size_t size;
    int kind;

    add_row("launch.api", "launch, host: <<<>>> / cufw_launch / cuLaunchKernel", G_LAUNCH, NULL);
    add_row("launch.cudaLaunchKernel", "launch, host: cudaLaunchKernel", G_LAUNCH, "launch.api");
    add_row("latency", "launch + synchronize latency", G_LATENCY, NULL);
    add_row("graph.oneby1", "graph: 10 kernels one by one, host/kernel", G_NONE, NULL);
    add_row("graph.replay-kernel", "graph: 10 kernels replayed, host/kernel", G_GRAPH, NULL);
    add_row("graph.replay", "graph: 10 kernels replayed, host/replay", G_NONE, NULL);
    add_row("graph.instantiate", "graph: instantiate (10 kernel nodes)", G_NONE, NULL);
    add_row("graph.set-args", "graph: kernel-node update (exec)", G_NONE, NULL);
    add_row("graph.exec-update", "graph: whole-graph update (exec)", G_NONE, NULL);
    add_row("cold.first", "cold start: exec to 1st kernel done", G_COLD, NULL);
    add_row("cold.exit", "cold start: exec to process exit", G_NONE, NULL);
    add_row("foot.file", "footprint: file size", G_NONE, NULL);
    add_row("foot.stripped", "footprint: file size, stripped", G_NONE, NULL);
    add_row("foot.text", "footprint: text (size)", G_FOOT, NULL);
    add_row("foot.data", "footprint: data (size)", G_NONE, NULL);
    add_row("foot.bss", "footprint: bss (size)", G_NONE, NULL);
    add_row("foot.libtext", "footprint: runtime library .text", G_NONE, NULL);
    add_row("foot.librodata", "footprint: runtime library .rodata", G_NONE, NULL);
    add_row("foot.tables", "footprint: runtime .data+.bss (tables)", G_NONE, NULL);
    add_row("heap.lib", "heap: calls from runtime code", G_HEAP0, NULL);
    add_row("heap.libvia", "heap: runtime code via libc/ld.so", G_NONE, NULL);
    add_row("heap.driver", "heap: calls from the driver", G_NONE, NULL);
    add_row("heap.program", "heap: calls from the program", G_NONE, NULL);
    add_row("heap.total", "heap: all calls", G_NONE, NULL);
    add_row("heap.selfcheck", "heap: attribution self-check", G_SELF, NULL);
    for (kind = 0; kind < BENCH_COPY_KIND_COUNT; kind++)
        for (size = BENCH_COPY_MIN; size <= (size_t)cfg.copy_max; size *= 4) {
            char key[64], label[64];

            snprintf(key, sizeof key, "copy.%s.%zu", bench_copy_kind_name(kind), size);
            if (size >= (1u << 30))
                snprintf(label, sizeof label, "copy %s %zu GiB", kind_label[kind], size >> 30);
            else if (size >= (1u << 20))
                snprintf(label, sizeof label, "copy %s %zu MiB", kind_label[kind], size >> 20);
            else
                snprintf(label, sizeof label, "copy %s %zu KiB", kind_label[kind], size >> 10);
            add_row(key, label, G_COPY, NULL);
        }
    add_row("kern.d2d", "D2D copy ceiling (read+write)", G_NONE, NULL);
    add_row("kern.triad", "triad a=b+s*c (2 reads+1 write)", G_TRIAD, NULL);
    add_row("kern.triad", "triad / raw D2D ceiling", G_NONE, NULL);
    rows[nrows - 1].pct_of_ceiling = 1; /* fits: 5 copy rows per size, 21 sizes up to 2^52 bytes */
    add_row("kern.reduce", "reduce_sum_f32 (bytes read)", G_NONE, NULL);
    add_row("kern.triad-x4", "candidate triad_x4 (bench/rt.cu)", G_NONE, NULL);
    add_row("kern.triad-x4", "candidate triad_x4 / raw D2D ceiling", G_NONE, NULL);
    rows[nrows - 1].pct_of_ceiling = 1;
}

static void fmt_value(char *buf, size_t len, double v, const char *unit)
{
    double a = v < 0 ? -v : v;
    int counted = strcmp(unit, "calls") == 0 || strcmp(unit, "ok") == 0 ||
                  strcmp(unit, "ranges") == 0;

    if (a >= 1000 || counted)
        snprintf(buf, len, "%.0f", v);
    else if (a >= 100)
        snprintf(buf, len, "%.1f", v);
    else if (a >= 10)
        snprintf(buf, len, "%.2f", v);
    else
        snprintf(buf, len, "%.3f", v);
}

static void fmt_cell(char *buf, size_t len, const struct stats *st, int have, const char *unit)
{
    char v[32];

    if (!have) {
        snprintf(buf, len, "-");
        return;
    }
    fmt_value(v, sizeof v, st->med, unit);
    if (st->n > 1 && st->med != 0)
        snprintf(buf, len, "%s ±%.1f%%", v, (st->max - st->min) / 2 / st->med * 100);
    else
        snprintf(buf, len, "%s", v);
}

static void fmt_ratio(char *buf, size_t len, int have_a, double a, int have_b, double b)
{
    if (!have_a || !have_b || b == 0)
        snprintf(buf, len, "-");
    else
        snprintf(buf, len, "%.3f", a / b);
}

static const char *goal_text(const struct row *r, const int have[V_COUNT], const double m[V_COUNT],
                             char *buf, size_t len)
{
    const char *what = "", *verdict = "n/a";
    int ok = 0, known = 0;

    switch (r->goal) {
    case G_NONE: return "";
    case G_LAUNCH:
        what = "compat<=1.03raw,<cudart";
        known = have[V_COMPAT] && have[V_RAW] && have[V_CUDART];
        ok = known && m[V_COMPAT] <= 1.03 * m[V_RAW] && m[V_COMPAT] < m[V_CUDART];
        break;
    case G_LATENCY:
        what = "compat<=1.03raw,<=cudart";
        known = have[V_COMPAT] && have[V_RAW] && have[V_CUDART];
        ok = known && m[V_COMPAT] <= 1.03 * m[V_RAW] && m[V_COMPAT] <= m[V_CUDART];
        break;
    case G_COLD:
        what = "core,compat<=1.05raw; compat<=cudart";
        known = have[V_COMPAT] && have[V_RAW] && have[V_CUDART] && have[V_CORE];
        ok = known && m[V_COMPAT] <= 1.05 * m[V_RAW] && m[V_CORE] <= 1.05 * m[V_RAW] &&
             m[V_COMPAT] <= m[V_CUDART];
        break;
    case G_FOOT:
        what = "compat<=10% cudart";
        known = have[V_COMPAT] && have[V_CUDART];
        ok = known && m[V_COMPAT] <= 0.10 * m[V_CUDART];
        break;
    case G_HEAP0:
        what = "core=compat=0";
        known = have[V_CORE] && have[V_COMPAT];
        ok = known && m[V_CORE] == 0 && m[V_COMPAT] == 0;
        break;
    case G_COPY:
        what = "compat>=98% cudart";
        known = have[V_COMPAT] && have[V_CUDART];
        ok = known && m[V_COMPAT] >= 0.98 * m[V_CUDART];
        break;
    case G_TRIAD: {
        struct stats ceil;
        what = "core>=4.0TB/s,>=92% raw D2D";
        known = have[V_CORE] && stats_of("kern.d2d", V_RAW, &ceil);
        ok = known && m[V_CORE] >= 4.0 && m[V_CORE] >= 0.92 * ceil.med;
        break;
    }
    case G_GRAPH: {
        /* replay >= 5x less host time per kernel than one-by-one launches,
         * for every variant measured; core within 5% of the raw driver */
        static char what_buf[64];
        struct stats one;
        int v, n = 0;

        ok = 1;
        for (v = 0; v < V_COUNT; v++)
            if (have[v] && stats_of("graph.oneby1", v, &one) && m[v] > 0) {
                ok = ok && one.med >= 5.0 * m[v];
                n++;
                if (v == V_CORE)
                    snprintf(what_buf, sizeof what_buf,
                             "oneby1>=5x replay (core %.1fx), core<=1.05raw", one.med / m[v]);
            }
        what = n > 0 && have[V_CORE] ? what_buf : "oneby1>=5x replay, core<=1.05raw";
        known = n > 0 && have[V_CORE] && have[V_RAW];
        ok = known && ok && m[V_CORE] <= 1.05 * m[V_RAW];
        break;
    }
    case G_SELF: {
        int v, any = 0;
        what = "all 1";
        ok = 1;
        for (v = 0; v < V_COUNT; v++)
            if (have[v]) {
                any = 1;
                ok = ok && m[v] == 1;
            }
        known = any;
        break;
    }
    }
    if (known)
        verdict = ok ? "ok" : "MISS";
    snprintf(buf, len, "%s: %s", what, verdict);
    return buf;
}

static void print_table(void)
{
    int i, v;

    printf("\n| measurement | unit | raw driver | cufw core | cufw compat | cudart_static | "
           "core/raw | compat/raw | compat/cudart | goal |\n");
    printf("|---|---|--:|--:|--:|--:|--:|--:|--:|---|\n");
    for (i = 0; i < nrows; i++) {
        const struct row *r = &rows[i];
        struct stats st[V_COUNT], ceil;
        int have[V_COUNT], any = 0;
        double m[V_COUNT];
        char cell[V_COUNT][40], rc[3][16], goal[96];
        const char *unit = "";

        for (v = 0; v < V_COUNT; v++) {
            const char *key = v == V_RAW && r->raw_key != NULL ? r->raw_key : r->key;

            have[v] = stats_of(key, v, &st[v]);
            any |= have[v];
            if (have[v] && st[v].unit != NULL)
                unit = st[v].unit;
        }
        if (!any)
            continue;
        if (r->pct_of_ceiling) {
            int have_ceil = stats_of("kern.d2d", V_RAW, &ceil) && ceil.med > 0;

            for (v = 0; v < V_COUNT; v++) {
                have[v] = have[v] && have_ceil;
                if (have[v]) {
                    st[v].med = st[v].med / ceil.med * 100;
                    st[v].min = st[v].min / ceil.med * 100;
                    st[v].max = st[v].max / ceil.med * 100;
                }
            }
            unit = "%";
        }
        for (v = 0; v < V_COUNT; v++) {
            m[v] = st[v].med;
            fmt_cell(cell[v], sizeof cell[v], &st[v], have[v], unit);
        }
        fmt_ratio(rc[0], sizeof rc[0], have[V_CORE], m[V_CORE], have[V_RAW], m[V_RAW]);
        fmt_ratio(rc[1], sizeof rc[1], have[V_COMPAT], m[V_COMPAT], have[V_RAW], m[V_RAW]);
        fmt_ratio(rc[2], sizeof rc[2], have[V_COMPAT], m[V_COMPAT], have[V_CUDART], m[V_CUDART]);
        printf("| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |\n", r->label, unit, cell[0],
               cell[1], cell[2], cell[3], rc[0], rc[1], rc[2],
               goal_text(r, have, m, goal, sizeof goal));
    }
}

/* One line: the triad's median TB/s by blocks per SM, for each variant. */
static void print_sweep(void)
{
    static const unsigned bps[] = {1, 2, 4, 8, 16, 32};
    int v, any = 0;
    unsigned j;

    for (v = 0; v < V_COUNT; v++) {
        int first = 1;

        for (j = 0; j < sizeof bps / sizeof bps[0]; j++) {
            struct stats st;
            char key[48];

            snprintf(key, sizeof key, "kern.triad-grid.%u", bps[j]);
            if (!stats_of(key, v, &st))
                continue;
            if (!any)
                printf("# triad grid sweep, median TB/s by blocks of %u per SM:", BENCH_BLOCK);
            if (first)
                printf(" %s", vnames[v]);
            printf(" %u:%.3f", bps[j], st.med);
            any = 1;
            first = 0;
        }
    }
    if (any)
        printf("\n");
}

/* ------------------------------------------------------------ launch floor and tails */

/* The floor table's rows: a key in a column; ratio rows print the median
 * with its 95% CI; goal rows compare with cudart's median of goal_key. */
struct floor_row {
    const char *key;
    int column;
    const char *label;
    const char *goal_key; /* cudart's key to be below, NULL: no goal */
};
static const struct floor_row floor_rows[] = {
    {"floor.ratio.kernel", V_RAW, "cuLaunchKernel(CUkernel) / (CUfunction)", NULL},
    {"floor.ratio.kfn", V_RAW, "cuLaunchKernel(cuKernelGetFunction) / (CUfunction)", NULL},
    {"floor.ratio.idfn", V_RAW, "cuCtxGetId + cuLaunchKernel(CUfunction) / (CUfunction)", NULL},
    {"floor.ratio.launch", V_CORE, "cufw_launch / cuLaunchKernel(CUfunction)", "floor.ratio.api"},
    {"floor.ratio.launch-kernel", V_CORE, "cufw_launch(a CUkernel) / cuLaunchKernel(CUfunction)",
     NULL},
    {"floor.ratio.launch-idfn", V_CORE, "cufw_launch / (cuCtxGetId + cuLaunchKernel(CUfunction))",
     NULL},
    {"floor.ratio.chevron", V_COMPAT, "<<<>>> / cuLaunchKernel(CUfunction)", "floor.ratio.chevron"},
    {"floor.ratio.api", V_COMPAT, "cudaLaunchKernel / cuLaunchKernel(CUfunction)",
     "floor.ratio.api"},
    {"floor.ratio.chevron", V_CUDART, "<<<>>> / cuLaunchKernel(CUfunction)", NULL},
    {"floor.ratio.api", V_CUDART, "cudaLaunchKernel / cuLaunchKernel(CUfunction)", NULL},
    {"floor.fn", V_RAW, "ns: cuLaunchKernel(CUfunction of cuModuleLoadData)", NULL},
    {"floor.kernel", V_RAW, "ns: cuLaunchKernel(CUkernel of cuLibraryLoadData)", NULL},
    {"floor.kfn", V_RAW, "ns: cuLaunchKernel(cuKernelGetFunction)", NULL},
    {"floor.idfn", V_RAW, "ns: cuCtxGetId + cuLaunchKernel(CUfunction)", NULL},
    {"floor.launch", V_CORE, "ns: cufw_launch", NULL},
    {"floor.launch-kernel", V_CORE, "ns: cufw_launch(a CUkernel)", NULL},
    {"floor.rt-fn", V_COMPAT, "ns: cuLaunchKernel(cudaGetFuncBySymbol)", NULL},
    {"floor.chevron", V_COMPAT, "ns: <<<>>>", NULL},
    {"floor.api", V_COMPAT, "ns: cudaLaunchKernel", NULL},
    {"floor.rt-fn", V_CUDART, "ns: cuLaunchKernel(cudaGetFuncBySymbol)", NULL},
    {"floor.chevron", V_CUDART, "ns: <<<>>>", NULL},
    {"floor.api", V_CUDART, "ns: cudaLaunchKernel", NULL},
};

static void print_floor_table(void)
{
    size_t i;
    int any = 0;

    for (i = 0; i < sizeof floor_rows / sizeof floor_rows[0]; i++) {
        const struct floor_row *r = &floor_rows[i];
        int ratio = strncmp(r->key, "floor.ratio.", 12) == 0;
        struct stats st, cu;
        char goal[96] = "", med[24], lo[24], hi[24];

        if (!stats_of(r->key, r->column, &st))
            continue;
        if (!any)
            printf("\nlaunch floor (paired, per-round ratios to the raw CUfunction launch of the "
                   "same round and process)\n\n| measurement | column | median [95%% CI] | n | "
                   "spread | goal |\n|---|---|--:|--:|--:|---|\n");
        any = 1;
        if (r->goal_key != NULL) {
            int known = stats_of(r->goal_key, V_CUDART, &cu);

            snprintf(goal, sizeof goal, "<=1.01 of raw-fn and < cudart%s: %s",
                     r->column == V_CORE ? " api" : "",
                     !known ? "n/a" : st.med <= 1.01 && st.med < cu.med ? "ok" : "MISS");
        }
        snprintf(med, sizeof med, ratio ? "%.4f" : "%.1f", st.med);
        snprintf(lo, sizeof lo, ratio ? "%.4f" : "%.1f", st.ci_lo);
        snprintf(hi, sizeof hi, ratio ? "%.4f" : "%.1f", st.ci_hi);
        printf("| %s | %s | %s [%s, %s] | %zu | ±%.2f%% | %s |\n", r->label, vnames[r->column],
               med, lo, hi, st.n, st.med != 0 ? (st.max - st.min) / 2 / st.med * 100 : 0.0,
               goal);
    }
}

/* The tail table: per program and variant, the quantiles of one run. */
static void print_tail_table(void)
{
    static const struct {
        int column;
        const char *variant;
    } trows[] = {{V_RAW, "raw-fn"},   {V_RAW, "raw-kernel"},  {V_CORE, "core"},
                {V_COMPAT, "rt-fn"}, {V_COMPAT, "chevron"},  {V_COMPAT, "api"},
                {V_CUDART, "rt-fn"}, {V_CUDART, "chevron"}, {V_CUDART, "api"}};
    static const char *const qs[] = {"p50", "p99", "p999", "max"};
    struct stats fn, ch;
    size_t i, j, m;
    int any = 0;

    for (i = 0; i < sizeof trows / sizeof trows[0]; i++) {
        char line[512];
        int have = 0;
        size_t len;

        len = (size_t)snprintf(line, sizeof line, "| %s | %s |", vnames[trows[i].column],
                               trows[i].variant);
        for (m = 0; m < 2; m++)
            for (j = 0; j < 4; j++) {
                char key[96];
                struct stats st;

                snprintf(key, sizeof key, "tail.%s.%s.%s", m == 0 ? "launch" : "sync",
                         trows[i].variant, qs[j]);
                if (stats_of(key, trows[i].column, &st)) {
                    have = 1;
                    len += (size_t)snprintf(line + len, sizeof line - len, " %.2f |", st.med);
                } else {
                    len += (size_t)snprintf(line + len, sizeof line - len, " - |");
                }
                if (len >= sizeof line)
                    len = sizeof line - 1;
            }
        if (!have)
            continue;
        if (!any)
            printf("\nlaunch tails (us; every launch timed alone; sync: launch + synchronise; "
                   "one run per program)\n\n| column | variant | launch p50 | p99 | p99.9 | max | "
                   "sync p50 | p99 | p99.9 | max |\n|---|---|--:|--:|--:|--:|--:|--:|--:|--:|\n");
        any = 1;
        printf("%s\n", line);
    }
    if (any && stats_of("tail.launch.chevron.p999", V_COMPAT, &ch) &&
        stats_of("tail.launch.rt-fn.p999", V_COMPAT, &fn) && fn.med > 0)
        printf("\n# goal: compat <<<>>> launch p99.9 within 10%% of the rt-fn p99.9 of the same "
               "process: %.3fx: %s\n", ch.med / fn.med, ch.med <= 1.10 * fn.med ? "ok" : "MISS");
    else if (any)
        printf("\n# goal: compat <<<>>> launch p99.9 within 10%% of rt-fn's: n/a\n");
}

/* tail.csv: the quantile grid of every tail run, for plotting. */
static int write_tail_csv(const char *path)
{
    FILE *f;
    int i;

    if (ntailqs == 0)
        return 0;
    f = fopen(path, "w");
    if (f == NULL)
        return -1;
    fprintf(f, "column,measure,variant,quantile,ns\n");
    for (i = 0; i < ntailqs; i++)
        fprintf(f, "%s,%s,%s,%.10g,%lu\n", vnames[tailqs[i].column], tailqs[i].measure,
                tailqs[i].variant, tailqs[i].q, tailqs[i].ns);
    return fclose(f);
}

/* Every (key, variant) with its statistics; every sample. */
static int write_csv(const char *path, const char *samples_path)
{
    FILE *f = fopen(path, "w");
    size_t i, j;

    if (f == NULL) {
        fprintf(stderr, "bench-run: cannot write %s\n", path);
        return -1;
    }
    fprintf(f, "key,variant,unit,n,min,median,max,ratio_to_raw_median,ci_lo,ci_hi\n");
    for (i = 0; i < nsamples; i++) {
        struct stats st, raw;
        int seen = 0;

        for (j = 0; j < i && !seen; j++)
            seen = samples[j].variant == samples[i].variant &&
                   strcmp(samples[j].key, samples[i].key) == 0;
        if (seen || !stats_of(samples[i].key, samples[i].variant, &st))
            continue;
        fprintf(f, "%s,%s,%s,%zu,%.9g,%.9g,%.9g,", samples[i].key, vnames[samples[i].variant],
                st.unit, st.n, st.min, st.med, st.max);
        if (stats_of(samples[i].key, V_RAW, &raw) && raw.med != 0)
            fprintf(f, "%.6f", st.med / raw.med);
        /* the median's 95% CI where it is one (n >= 6; below, min..max) */
        if (st.n >= 6)
            fprintf(f, ",%.9g,%.9g\n", st.ci_lo, st.ci_hi);
        else
            fprintf(f, ",,\n");
    }
    if (fclose(f) != 0)
        return -1;
    if (samples_path == NULL)
        return 0;
    f = fopen(samples_path, "w");
    if (f == NULL)
        return -1;
    fprintf(f, "key,variant,round,value,unit\n");
    for (i = 0; i < nsamples; i++)
        fprintf(f, "%s,%s,%d,%.9g,%s\n", samples[i].key, vnames[samples[i].variant],
                samples[i].round + 1, samples[i].value, samples[i].unit);
    return fclose(f);
}

/* ------------------------------------------------------------ threads */

/*
 * The threads area: every program's `threads` mode, which measures every
 * mode (own, legacy, ptds) and thread count in one process, BENCH_THREADS_ROUNDS
 * rounds with the program order rotating; its own table after the main one.
 * Knobs: BENCH_THREADS (thread counts), BENCH_THREADS_ROUNDS,
 * BENCH_THREADS_LAUNCHES (per thread); the batch is BENCH_BATCH.
 */
static struct {
    int ready, ncounts;
    long rounds, launches, counts[BENCH_THREADS_LISTS];
    char list[BENCH_THREADS_LISTS * 5];
} tcfg;

/* Read the threads knobs once. */
static void threads_config(void)
{
    const char *s = getenv("BENCH_THREADS");
    size_t len = 0;
    int i;

    if (tcfg.ready)
        return;
    tcfg.ready = 1;
    tcfg.rounds = env_long("BENCH_THREADS_ROUNDS", 3);
    tcfg.launches = env_long("BENCH_THREADS_LAUNCHES", 100000);
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
}

static void area_threads(struct prog **progs, int nprogs)
{
    long r;
    int k;

    threads_config();
    for (r = 0; r < tcfg.rounds; r++) {
        fprintf(stderr, "bench: threads, round %ld of %ld\n", r + 1, tcfg.rounds);
        for (k = 0; k < nprogs; k++) {
            const char *args[] = {"threads", tcfg.list, "all", fmt_num(0, tcfg.launches),
                                  fmt_num(1, cfg.batch), NULL};

            run_area(progs[(k + r) % nprogs], A_THREADS, args, NULL, (int)r, NULL);
        }
    }
}

/* ------------------------------------------------------------ memory at rest */

/*
 * The trivial programs (bench/trivial*.c, trivial.cu) with the argument
 * "rss": each prints its rss.* lines (bench/rss.h) after its first kernel.
 * BENCH_RSS_RUNS [5] processes of each, the order rotating; a program that
 * fails once is not run again (and the run fails).
 */
static struct prog trivial[V_COUNT];

static void area_rss(void)
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
            rc = run(p, args, NULL, (int)r, r == 0, NULL);
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
enum { FP_DRV, FP_COMPAT, FP_CUDART, FP_COUNT };

struct first_variant {
    const char *label;   /* column */
    int prog;            /* FP_* */
    const char *arg;     /* bench-first-drv's variant: raw or core; NULL for the runtimes */
    const char *mode;    /* lazy, eager or fw: the program's argument, the keys' part */
    const char *env[3];  /* what sets the mode */
    int variant;         /* V_*: where its R lines land */
};

static const struct first_variant first_variants[] = {
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
#define FIRST_NVARIANTS ((int)(sizeof first_variants / sizeof first_variants[0]))

/* The programs, by FP_*; a path NULL when not given or not built. */
static struct prog first_progs[FP_COUNT] = {
    {NULL, "bench-first-drv", -1, NULL, 1, {0}},
    {NULL, "bench-first-compat", V_COMPAT, NULL, 1, {0}},
    {NULL, "bench-first-cudart", V_CUDART, NULL, 1, {0}},
};

/* Each variant in `runs` fresh processes, the order rotating; a variant
 * whose process fails once is noted and not run again. */
static void area_first(long runs)
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
            rc = run(&first_progs[fv->prog], args, fv->env, (int)i, i == 0, NULL);
            if (rc != 0) {
                broken[j] = 1;
                failure("%s first %s (process %ld) exited with status %d", first_progs[fv->prog].name,
                        fv->label, i + 1, rc);
            }
        }
    }
}

/* Rows "threads: <mode>, <n> threads": M launches/s per variant, the
 * ratios, each variant's rate over its own with 1 thread, the goal. */
static void print_threads_table(void)
{
    int mode, c, v, header = 0;

    threads_config();
    for (mode = 0; mode < BENCH_TS_MODES; mode++)
        for (c = 0; c < tcfg.ncounts; c++) {
            struct stats st[V_COUNT], one;
            int have[V_COUNT], any = 0, known;
            double m[V_COUNT];
            char key[64], key1[64], label[64], cell[V_COUNT][40], rc[3][16], scale[64];
            size_t len = 0;

            snprintf(key, sizeof key, "threads.%s.%ld", bench_threads_mode_name(mode),
                     tcfg.counts[c]);
            snprintf(key1, sizeof key1, "threads.%s.1", bench_threads_mode_name(mode));
            for (v = 0; v < V_COUNT; v++) {
                have[v] = stats_of(key, v, &st[v]);
                any |= have[v];
                m[v] = st[v].med;
                fmt_cell(cell[v], sizeof cell[v], &st[v], have[v], "M/s");
                if (have[v] && stats_of(key1, v, &one) && one.med > 0)
                    len += (size_t)snprintf(scale + len, sizeof scale - len, "%s%.2f",
                                            v ? " / " : "", m[v] / one.med);
                else
                    len += (size_t)snprintf(scale + len, sizeof scale - len, "%s-",
                                            v ? " / " : "");
            }
            if (!any)
                continue;
            if (!header) {
                printf("\n| threads: launches at once | unit | raw driver | cufw core | "
                       "cufw compat | cudart_static | core/raw | compat/raw | compat/cudart | "
                       "n/1 thread (raw / core / compat / cudart) | goal |\n");
                printf("|---|---|--:|--:|--:|--:|--:|--:|--:|--:|---|\n");
                header = 1;
            }
            fmt_ratio(rc[0], sizeof rc[0], have[V_CORE], m[V_CORE], have[V_RAW], m[V_RAW]);
            fmt_ratio(rc[1], sizeof rc[1], have[V_COMPAT], m[V_COMPAT], have[V_RAW], m[V_RAW]);
            fmt_ratio(rc[2], sizeof rc[2], have[V_COMPAT], m[V_COMPAT], have[V_CUDART],
                      m[V_CUDART]);
            known = have[V_RAW] && have[V_CORE] && have[V_COMPAT] && have[V_CUDART];
            snprintf(label, sizeof label, "threads: %s, %ld thread%s",
                     bench_threads_mode_name(mode), tcfg.counts[c], tcfg.counts[c] == 1 ? "" : "s");
            printf("| %s | M/s | %s | %s | %s | %s | %s | %s | %s | %s | compat >= 0.97 cudart and "
                   "core >= 0.97 raw: %s |\n",
                   label, cell[V_RAW], cell[V_CORE], cell[V_COMPAT], cell[V_CUDART], rc[0], rc[1],
                   rc[2], scale,
                   !known ? "n/a"
                   : m[V_COMPAT] >= 0.97 * m[V_CUDART] && m[V_CORE] >= 0.97 * m[V_RAW] ? "ok"
                                                                                       : "MISS");
        }
}

/* --trivial-VARIANT PROG: a trivial program to run; 0 for an unknown variant. */
static int trivial_option(const char *variant, const char *path)
{
    static const char *const names[V_COUNT] = {"trivial-raw", "trivial-core", "trivial-compat",
                                               "trivial-cudart"};
    int v;

    for (v = 0; v < V_COUNT; v++)
        if (strcmp(variant, vnames[v]) == 0) {
            trivial[v].name = names[v];
            trivial[v].rt_variant = v >= V_COMPAT ? v : -1;
            trivial[v].usable = 1;
            /* not built (the compat column before libcufw_cudart.a): skipped */
            trivial[v].path = access(path, X_OK) == 0 ? path : NULL;
            return 1;
        }
    return 0;
}

/* The rss.* rows: median ± spread per column, compat/cudart and core/raw. */
static void print_rss_table(void)
{
    static const char *const keys[] = {"rss.total", "rss.anon", "rss.file",       "rss.shmem",
                                       "rss.exe",   "rss.bss",  "rss.bss-touched"};
    static const char *const labels[] = {
        "rss: VmRSS after the 1st kernel", "rss: anonymous (RssAnon)", "rss: file-backed (RssFile)",
        "rss: shared memory (RssShmem)",   "rss: executable's mappings", "rss: .bss resident",
        "rss: .bss pages touched (mincore)"};
    size_t i;
    int v, header = 0;

    for (i = 0; i < sizeof keys / sizeof keys[0]; i++) {
        struct stats st[V_COUNT];
        int have[V_COUNT], any = 0;
        char cell[V_COUNT][40], rc[2][16];

        for (v = 0; v < V_COUNT; v++) {
            have[v] = stats_of(keys[i], v, &st[v]);
            any |= have[v];
            fmt_cell(cell[v], sizeof cell[v], &st[v], have[v], "KiB");
        }
        if (!any)
            continue;
        if (!header)
            printf("\n| memory at rest (trivial program) | unit | raw driver | cufw core | "
                   "cufw compat | cudart_static | core/raw | compat/cudart |\n"
                   "|---|---|--:|--:|--:|--:|--:|--:|\n");
        header = 1;
        fmt_ratio(rc[0], sizeof rc[0], have[V_CORE], st[V_CORE].med, have[V_RAW], st[V_RAW].med);
        fmt_ratio(rc[1], sizeof rc[1], have[V_COMPAT], st[V_COMPAT].med, have[V_CUDART],
                  st[V_CUDART].med);
        printf("| %s | KiB | %s | %s | %s | %s | %s | %s |\n", labels[i], cell[V_RAW],
               cell[V_CORE], cell[V_COMPAT], cell[V_CUDART], rc[0], rc[1]);
    }
}

/* The first-launch table: a row per measurement, a column per variant;
 * then the goal line. Nothing when nothing was measured. */
static void print_first_table(void)
{
    static const char *const stat_keys[] = {"init", "first", "max", "steady", "ratio"};
    static const char *const stat_labels[] = {"init (to every kernel handle)",
                                              "first launch, median of 64", "first launch, slowest",
                                              "steady launch, median", "first / steady"};
    char key[64], cell[48], line[128];
    struct stats st;
    int k, r, any = 0;

    for (k = 0; k < FIRST_NVARIANTS; k++) {
        snprintf(key, sizeof key, "first.%s.first", first_variants[k].mode);
        any |= stats_of(key, first_variants[k].variant, &st);
    }
    if (!any)
        return;
    printf("\n| first launch (64 kernels) | unit |");
    for (k = 0; k < FIRST_NVARIANTS; k++)
        printf(" %s |", first_variants[k].label);
    printf("\n|---|---|");
    for (k = 0; k < FIRST_NVARIANTS; k++)
        printf("--:|");
    printf("\n");
    for (r = 0; r < (int)(sizeof stat_keys / sizeof stat_keys[0]); r++) {
        const char *unit = r == 4 ? "x" : "us";

        printf("| %s | %s |", stat_labels[r], unit);
        for (k = 0; k < FIRST_NVARIANTS; k++) {
            snprintf(key, sizeof key, "first.%s.%s", first_variants[k].mode, stat_keys[r]);
            fmt_cell(cell, sizeof cell, &st, stats_of(key, first_variants[k].variant, &st), unit);
            printf(" %s |", cell);
        }
        printf("\n");
    }
    /* the goal: in firmware mode the first launch costs at most 1.1x a
     * steady one (the median over processes of each process's ratio) */
    snprintf(line, sizeof line, "# goal: firmware: first <= 1.1 steady:");
    for (k = 0; k < FIRST_NVARIANTS; k++) {
        size_t n = strlen(line);

        if (strcmp(first_variants[k].mode, "fw") != 0)
            continue;
        if (stats_of("first.fw.ratio", first_variants[k].variant, &st))
            snprintf(line + n, sizeof line - n, " %s %.3f %s;", first_variants[k].label, st.med,
                     st.med <= 1.1 ? "ok" : "MISS");
        else
            snprintf(line + n, sizeof line - n, " %s n/a;", first_variants[k].label);
    }
    printf("%s\n", line);
}

/* ------------------------------------------------------------ main */

static void usage(void)
{
    fprintf(stderr,
            "Usage: bench-run --drv PROG --drv-ranges FILE [--compat PROG --compat-ranges FILE]\n"
            "                 [--cudart PROG --cudart-ranges FILE] --heapcount SO\n"
            "                 --footprint FILE --csv FILE [--samples FILE]\n"
            "                 [--trivial-raw|-core|-compat|-cudart PROG]...\n"
            "                 [--first-drv PROG --first-compat PROG --first-cudart PROG]\n"
            "Environment: BENCH_ROUNDS BENCH_REPS BENCH_LAUNCHES BENCH_BATCH\n"
            "  BENCH_LATENCY_ITERS BENCH_COPY_MAX BENCH_KERNEL_BYTES BENCH_KERNEL_ITERS\n"
            "  BENCH_COLD BENCH_TIMEOUT BENCH_GRAPH_PIPELINES BENCH_FLOOR_ROUNDS\n"
            "  BENCH_FLOOR_BATCH BENCH_TAIL_LAUNCHES BENCH_TAIL_ITERS BENCH_CPU\n"
            "  BENCH_THREADS BENCH_THREADS_ROUNDS BENCH_THREADS_LAUNCHES BENCH_RSS_RUNS\n"
            "  BENCH_FIRST_RUNS BENCH_QUICK=1\n"
            "  BENCH_ONLY=launch,copy,kernel,graph,floor,tail,threads,cold,heap,rss,first\n");
    exit(2);
}

int main(int argc, char **argv)
{
    struct prog progs[3];
    struct prog *drv = &progs[0], *compat = &progs[1], *cudart = &progs[2];
    struct prog *timed[3];
    struct cold_variant cv[4];
    const char *heapcount = NULL, *footprint = NULL, *csv = NULL, *samples_csv = NULL;
    char heapcount_abs[PATH_MAX], outdir[PATH_MAX];
    const char *probe_args[] = {"probe", NULL};
    struct sigaction sa;
    int i, ntimed = 0, ncv = 0, gpu, probe_rc, quick = quick_defaults();

    memset(progs, 0, sizeof progs);
    drv->name = "bench-drv";
    drv->rt_variant = -1;
    compat->name = "bench-rt-compat";
    compat->rt_variant = V_COMPAT;
    cudart->name = "bench-rt-cudart";
    cudart->rt_variant = V_CUDART;
    for (i = 1; i + 1 < argc; i += 2) {
        const char *o = argv[i], *a = argv[i + 1];

        if (strcmp(o, "--drv") == 0) drv->path = a;
        else if (strcmp(o, "--drv-ranges") == 0) drv->ranges = a;
        else if (strcmp(o, "--compat") == 0) compat->path = a;
        else if (strcmp(o, "--compat-ranges") == 0) compat->ranges = a;
        else if (strcmp(o, "--cudart") == 0) cudart->path = a;
        else if (strcmp(o, "--cudart-ranges") == 0) cudart->ranges = a;
        else if (strcmp(o, "--heapcount") == 0) heapcount = a;
        else if (strcmp(o, "--footprint") == 0) footprint = a;
        else if (strcmp(o, "--csv") == 0) csv = a;
        else if (strcmp(o, "--samples") == 0) samples_csv = a;
        else if (strncmp(o, "--trivial-", 10) == 0 && trivial_option(o + 10, a)) continue;
        else if (strcmp(o, "--first-drv") == 0) first_progs[FP_DRV].path = a;
        else if (strcmp(o, "--first-compat") == 0) first_progs[FP_COMPAT].path = a;
        else if (strcmp(o, "--first-cudart") == 0) first_progs[FP_CUDART].path = a;
        else usage();
    }
    if (i != argc || drv->path == NULL || csv == NULL)
        usage();
    for (i = 0; i < 3; i++)
        if (progs[i].path != NULL && access(progs[i].path, X_OK) != 0) {
            printf("# %s: not built (%s)\n", progs[i].name, progs[i].path);
            progs[i].path = NULL;
        }

    cfg.rounds = env_long("BENCH_ROUNDS", 5);
    cfg.reps = env_long("BENCH_REPS", 2);
    cfg.launches = env_long("BENCH_LAUNCHES", 200000);
    cfg.batch = env_long("BENCH_BATCH", 256);
    cfg.latency_iters = env_long("BENCH_LATENCY_ITERS", 2000);
    cfg.copy_max = env_long("BENCH_COPY_MAX", (long)BENCH_COPY_MAX);
    cfg.kernel_bytes = env_long("BENCH_KERNEL_BYTES", 1L << 30);
    cfg.kernel_iters = env_long("BENCH_KERNEL_ITERS", 20);
    cfg.cold = env_long("BENCH_COLD", 20);
    cfg.graph_pipelines = env_long("BENCH_GRAPH_PIPELINES", 20000);
    cfg.timeout = env_long("BENCH_TIMEOUT", 300);
    cfg.floor_rounds = env_long("BENCH_FLOOR_ROUNDS", 300);
    cfg.floor_batch = env_long("BENCH_FLOOR_BATCH", 256);
    cfg.tail_launches = env_long("BENCH_TAIL_LAUNCHES", 1000000);
    cfg.tail_iters = env_long("BENCH_TAIL_ITERS", 100000);
    cfg.only = getenv("BENCH_ONLY");

    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_alarm;
    sa.sa_flags = SA_RESTART;
    sigaction(SIGALRM, &sa, NULL);

    define_rows();
    if (footprint != NULL)
        load_results(footprint);

    /* Is there a GPU? bench-drv decides (77: no); the runtimes must agree. */
    drv->usable = 1;
    probe_rc = run(drv, probe_args, NULL, 0, 1, NULL);
    gpu = probe_rc == 0;
    if (probe_rc != 0 && probe_rc != BENCH_SKIP)
        failure("bench-drv probe exited with status %d: nothing was measured", probe_rc);
    if (!gpu)
        drv->usable = 0;
    for (i = 1; gpu && i < 3; i++) {
        int rc;

        if (progs[i].path == NULL)
            continue;
        rc = run(&progs[i], probe_args, NULL, 0, 1, NULL);
        progs[i].usable = rc == 0;
        if (rc != 0)
            failure("%s probe exited with status %d", progs[i].name, rc);
    }

    if (gpu) {
        if (wanted("heap") && (heapcount == NULL || realpath(heapcount, heapcount_abs) == NULL)) {
            failure("no heapcount.so: the heap row is skipped");
            heapcount = NULL;
        }
        snprintf(outdir, sizeof outdir, "%s", csv);
        if (strrchr(outdir, '/') != NULL)
            *strrchr(outdir, '/') = '\0';
        else
            snprintf(outdir, sizeof outdir, ".");
        for (i = 0; i < 3; i++)
            if (progs[i].path != NULL && progs[i].usable)
                timed[ntimed++] = &progs[i];
        cv[ncv++] = (struct cold_variant){drv, "raw", V_RAW};
        cv[ncv++] = (struct cold_variant){drv, "core", V_CORE};
        if (compat->path != NULL && compat->usable)
            cv[ncv++] = (struct cold_variant){compat, NULL, V_COMPAT};
        if (cudart->path != NULL && cudart->usable)
            cv[ncv++] = (struct cold_variant){cudart, NULL, V_CUDART};

        if (wanted("launch"))
            area_timed(timed, ntimed, A_LAUNCH);
        if (wanted("copy"))
            area_timed(timed, ntimed, A_COPY);
        if (wanted("kernel"))
            area_timed(timed, ntimed, A_KERNEL);
        if (wanted("graph"))
            area_timed(timed, ntimed, A_GRAPH);
        if (wanted("floor"))
            area_timed(timed, ntimed, A_FLOOR);
        if (wanted("tail"))
            area_tail(timed, ntimed);
        if (wanted("cold"))
            area_cold(cv, ncv);
        if (wanted("heap") && heapcount != NULL)
            area_heap(cv, ncv, heapcount_abs, outdir);
        if (wanted("threads"))
            area_threads(timed, ntimed);
        if (wanted("rss"))
            area_rss();
        if (wanted("first"))
            area_first(env_long("BENCH_FIRST_RUNS", 5));
    }

    if (write_csv(csv, samples_csv) != 0)
        failure("cannot write %s", csv);
    if (gpu) {
        char tail_csv[PATH_MAX + 16];

        snprintf(tail_csv, sizeof tail_csv, "%s/tail.csv", outdir);
        if (write_tail_csv(tail_csv) != 0)
            failure("cannot write %s", tail_csv);
        else if (ntailqs > 0)
            printf("# launch tail quantiles: %s\n", tail_csv);
    }
    else
        printf("# all numbers: %s (statistics), %s (every sample)\n", csv,
               samples_csv != NULL ? samples_csv : "-");
    print_sweep();
    for (i = 0; i < nfailures && i < 32; i++)
        printf("# FAILED: %s\n", failures[i]);
    if (quick)
        printf("# quick mode (BENCH_QUICK): fewer rounds, smaller sizes, noisier cells\n");
    printf("# cells: median ±half the min-max range, in %%, over every sample (rounds x "
           "repetitions; cold: processes); ratios of medians\n");
    if (probe_rc == BENCH_SKIP)
        printf("# no GPU: only the footprint was measured\n");
    print_table();
    print_floor_table();
    print_tail_table();
    print_threads_table();
    print_rss_table();
    print_first_table();
    if (nfailures != 0)
        return 1;
    return gpu ? 0 : BENCH_SKIP;
}
