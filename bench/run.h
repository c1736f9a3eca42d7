/* SPDX-License-Identifier: MIT */
/*
 * bench/run.h -- what the files of bench-run share (bench-run.c says how
 * the program works): the settings (bench-run.c), the samples and their
 * statistics (stats.c), the programs and the areas that run them (run.c),
 * the tables (report.c), the columns' names, what the run knows of itself
 * and the files results.csv, results.json, samples.csv, tail.csv
 * (results.c).
 */
#ifndef CUFW_BENCH_RUN_H
#define CUFW_BENCH_RUN_H

#include <stddef.h>
#include <stdint.h>

#include "bench/common.h"

/* The columns, one a runtime: where a sample belongs (results.c names them). */
enum { V_RAW, V_CORE, V_COMPAT, V_CUDART, V_COUNT };
extern const char *const vnames[V_COUNT];

/* ------------------------------------------------------------ settings (bench-run.c) */

/* The knobs of the environment (bench-run's usage names them), read once. */
struct settings {
    long rounds, reps, launches, batch, latency_iters, copy_max, kernel_bytes, kernel_iters, cold,
        timeout, graph_pipelines, floor_rounds, floor_batch, tail_launches, tail_iters;
    const char *only;
};
extern struct settings cfg;

/* $name as a positive number, or dflt (with a line on stderr when it is
 * set to anything else). */
long env_long(const char *name, long dflt);

/* ------------------------------------------------------------ samples (stats.c) */

/* One R line: a value of key in a column, from round round (0-based). */
struct sample {
    char key[64];
    char unit[12];
    int variant, round;
    double value;
};
void add_sample(const char *key, int variant, double value, const char *unit, int round);
size_t sample_count(void);
const struct sample *sample_at(size_t i);

/* The statistics of every sample of (key, variant): stats_of is 0 when
 * there is none. */
struct stats {
    size_t n;
    double min, med, max;
    double ci_lo, ci_hi; /* the median's 95% confidence interval (order statistics) */
    const char *unit;
};
int stats_of(const char *key, int variant, struct stats *st);

/* The median's confidence interval: the 1-based order statistics lo..hi of
 * n samples, and the median of v[0..n) (sorted here) with the interval. */
void bench_median_ci_index(size_t n, size_t *lo, size_t *hi);
double bench_median_ci(double *v, size_t n, double *ci_lo, double *ci_hi);

/* A ratio's goal (at least goal) decided by its median's 95% confidence
 * interval: met when the whole interval lies at or above goal, missed (a
 * cost) when the whole lies below, undecided when it holds goal; unknown
 * without samples or below 6 (too few for a 95% interval). */
enum bench_verdict { BENCH_UNKNOWN, BENCH_MET, BENCH_UNDECIDED, BENCH_MISSED };
enum bench_verdict bench_ci_verdict(const struct stats *st, double goal);
/* "n/a", "ok", "undecided", "MISS". */
const char *bench_verdict_name(enum bench_verdict v);

/* Pair the samples of (key, va) with those of (key, vb) -- round by round,
 * the k-th of a round with the k-th of the same round, in the order they
 * were added -- and add each pair's quotient a / b as a sample of
 * (out_key, out_variant), unit "x", of that round. A sample without a
 * partner (its round has fewer of the other) is left out. Returns the
 * number of pairs. */
size_t add_quotients(const char *key, int va, int vb, const char *out_key, int out_variant);

/* A point of a tail measure's quantile grid ("# tailq MEASURE VARIANT Q
 * NS"), for tail.csv; the column is the program's. At most 4096 are kept. */
struct tail_q {
    int column;
    char measure[16], variant[24];
    double q;
    unsigned long ns;
};
void add_tail_point(const struct tail_q *t);
const struct tail_q *tail_points(int *n);

/* ------------------------------------------------------------ programs and areas (run.c) */

/* A measuring program. */
struct prog {
    const char *path;  /* NULL: not built */
    const char *name;  /* for messages */
    int rt_variant;    /* the variant "rt" lines become; -1 for bench-drv */
    const char *ranges;
    int usable;
    int broken[16];    /* per area: failed once, skip the rest */
    int exec_stamp;    /* set BENCH_EXEC_NS (CLOCK_MONOTONIC, ns) just before exec */
};

/* A failure, kept for the end of the output (the run then fails). */
void failure(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
/* "# FAILED: ..." for each failure; how many there were. */
int print_failures(void);

/* Kill a program that runs past BENCH_TIMEOUT seconds (installs the alarm). */
void run_timeouts(void);
/*
 * Run prog with args (argv[0] added), extra environment assignments
 * ("NAME=value"), and parse its stdout into samples of round. "#" lines
 * are echoed when echo is set; a cold start's "T" line goes to *t_done.
 * Returns the exit status, or 128 + signal, or -1 when it could not start.
 */
int run_program(const struct prog *p, const char *const *args, const char *const *env, int round,
                int echo, uint64_t *t_done);
/* The R lines of a file (the footprint row), its "#" lines echoed. */
void load_results(const char *path);

/* The areas bench-drv and rt.cu measure, by their modes' names. */
enum { A_PROBE, A_LAUNCH, A_COPY, A_KERNEL, A_COLD, A_HEAP, A_GRAPH, A_THREADS, A_FLOOR, A_TAIL };

/* Rounds of every program in the area, the order rotating. */
void area_timed(struct prog **progs, int nprogs, int area);
/* Each program's tails once. */
void area_tail(struct prog **progs, int nprogs);

/* A cold-start or heap variant: a program and its variant argument. */
struct cold_variant {
    struct prog *p;
    const char *arg; /* raw, core, or NULL */
    int variant;
};
void area_cold(struct cold_variant *cv, int ncv);
/* Each variant once under heapcount (an absolute path); its counts are
 * written to outdir/heap-VARIANT.txt. */
void area_heap(struct cold_variant *cv, int ncv, const char *heapcount, const char *outdir);

/* The threads area and its knobs (read once, when first needed): rounds
 * paired rounds per row, spread over the processes (BENCH_ROUNDS) of each
 * program; launches per measurement. */
struct threads_settings {
    int ready, ncounts;
    long rounds, launches, counts[BENCH_THREADS_LISTS];
    char list[BENCH_THREADS_LISTS * 5];
};
const struct threads_settings *threads_config(void);
void area_threads(struct prog **progs, int nprogs);
/* compat's per-round ratios to its rt-fn over cudart's, paired round by
 * round (add_quotients): threads.vs-cudart.<mode>.<n> in column compat
 * (area_threads calls it after its processes). */
void threads_pairs(void);

/* Memory at rest: the trivial program of each column (trivial_program:
 * its path, which is skipped when not built). */
void trivial_program(int variant, const char *path);
void area_rss(void);

/* The first launch: three programs, eight variants of program, argument
 * and environment, each in runs fresh processes. */
enum { FP_DRV, FP_COMPAT, FP_CUDART, FP_COUNT };
struct first_variant {
    const char *label;   /* column */
    int prog;            /* FP_* */
    const char *arg;     /* bench-first-drv's variant: raw or core; NULL for the runtimes */
    const char *mode;    /* lazy, eager or fw: the program's argument, the keys' part */
    const char *env[3];  /* what sets the mode */
    int variant;         /* V_*: where its R lines land */
};
#define FIRST_NVARIANTS 8
extern const struct first_variant first_variants[FIRST_NVARIANTS];
extern struct prog first_progs[FP_COUNT];
void area_first(long runs);

/* The cost as the program grows (method 14): the programs growth-gen.sh
 * listed in dir/programs, growth-K-T-compat and growth-K-T-cudart, each in
 * runs fresh processes, the order rotating. */
void area_growth(const char *dir, long runs);

/* ------------------------------------------------------------ the report (report.c) */

/* The main table's rows (define_rows first: the copy rows follow cfg). */
void define_rows(void);
void print_table(void);
void print_sweep(void);
void print_floor_table(void);
void print_tail_table(void);
void print_threads_table(void);
void print_rss_table(void);
void print_first_table(void);
void print_growth_table(void);
/* ------------------------------------------------------------ the files (results.c) */

/* What the run knows of itself, for results.json: bench-run.c sets the
 * date, quick and gpu; run_info_note the rest from the probes' "#" lines.
 * A CUDA version is 1000 * major + 10 * minor, 0 when unknown. */
struct run_info {
    char date[32];     /* when bench-run started, UTC, ISO 8601; "" unknown */
    int quick, gpu;    /* BENCH_QUICK; a GPU was found (not only the footprint) */
    char device[128];  /* bench-drv's probe: device 0's name; "" unknown */
    int cc_major, cc_minor, sms;
    int driver_cuda;   /* cuDriverGetVersion */
    int headers_cuda;  /* the toolkit's headers bench-drv was built with */
    int runtime_cuda[V_COUNT]; /* each Runtime program's cudaRuntimeGetVersion */
};
extern struct run_info run_info;
/* A "#" line of the program of column (-1: bench-drv): its probe's
 * "# device 0: ..." or "# runtime ..." line goes into run_info. */
void run_info_note(int column, const char *line);

/* results.csv (every key and column's statistics) and samples.csv (every
 * sample, when samples_path is not NULL); tail.csv (nothing without tail
 * points); results.json (results.csv's lines and run_info). 0, or -1 when
 * a file could not be written. */
int write_csv(const char *path, const char *samples_path);
int write_tail_csv(const char *path);
int write_json(const char *path);

#endif
