/* SPDX-License-Identifier: MIT */
/*
 * tests/bench/threads-t.c -- bench-run's threads table (bench/report.c,
 * method 10) from known samples, no GPU: the per-round ratios of three
 * rows, made so that each goal verdict comes out once -- own 1 thread
 * meets 0.97 (its interval lies above), own 2 threads misses it (its
 * interval lies below), own 4 threads is undecided for core (its interval
 * holds 0.97) and has too few pairs for compat -- paired compat against
 * cudart by threads_pairs (bench/run.c), then printed and read back: each
 * row's verdicts, core/raw's median and interval as bench_median_ci
 * gives them, the rates, the count of verdicts, and no row for a mode
 * without samples. Nothing at all is printed before any sample.
 */
#define _GNU_SOURCE
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "bench/run.h"
#include "tests/tap/basic.h"

/* bench-run.c's, which this test does not link. */
struct settings cfg;

long env_long(const char *name, long dflt)
{
    const char *s = getenv(name);

    return s != NULL && atol(s) > 0 ? atol(s) : dflt;
}

/* print_threads_table's output, in buf (NUL-terminated). */
static void capture_table(char *buf, size_t len)
{
    FILE *f = tmpfile();
    int saved = dup(1);
    size_t n;

    if (f == NULL || saved < 0)
        bail("cannot capture stdout");
    fflush(stdout);
    if (dup2(fileno(f), 1) < 0)
        bail("dup2");
    print_threads_table();
    fflush(stdout);
    if (dup2(saved, 1) < 0)
        bail("dup2");
    close(saved);
    rewind(f);
    n = fread(buf, 1, len - 1, f);
    buf[n] = '\0';
    fclose(f);
}

/* The line of buf that starts with start, into line; 0 when there is none. */
static int line_of(const char *buf, const char *start, char *line, size_t len)
{
    const char *p = buf;

    while (p != NULL && *p != '\0') {
        size_t n = strcspn(p, "\n");

        if (strncmp(p, start, strlen(start)) == 0) {
            snprintf(line, len, "%.*s", (int)n, p);
            return 1;
        }
        p = p[n] == '\n' ? p + n + 1 : NULL;
    }
    return 0;
}

/* 30 rounds (3 processes of 10) of one row: raw at 0.27 M/s, core's
 * ratio lo + (hi - lo) i / 29, and pairs of compat and cudart ratios
 * (compat's first `pairs`, cudart 1.0); ratio rates as ratios say. */
static void add_row(const char *mode, int n, double lo, double hi, double compat, int pairs)
{
    char rate[64], ratio[64];
    int i;

    snprintf(rate, sizeof rate, "threads.%s.%d", mode, n);
    snprintf(ratio, sizeof ratio, "threads.ratio.%s.%d", mode, n);
    for (i = 0; i < 30; i++) {
        double r = lo + (hi - lo) * i / 29;

        add_sample(rate, V_RAW, 0.27, "M/s", i / 10);
        add_sample(rate, V_CORE, 0.27 * r, "M/s", i / 10);
        add_sample(ratio, V_CORE, r, "x", i / 10);
        if (i >= pairs)
            continue;
        add_sample(rate, V_COMPAT, 0.25 * compat, "M/s", i / 10);
        add_sample(rate, V_CUDART, 0.25, "M/s", i / 10);
        add_sample(ratio, V_COMPAT, compat + 0.001 * (i % 7), "x", i / 10);
        add_sample(ratio, V_CUDART, 1.0, "x", i / 10);
    }
}

int main(void)
{
    static const char rates[] = "| own, 1 thread | 0.270 | 0.270 | 0.250 | 0.250 |";
    static char buf[16384];
    char line[512], want[128];
    const char *p;
    double v[30], med, lo, hi;
    struct stats st;
    int i;

    plan(9);
    if (setenv("BENCH_THREADS", "1,2,4", 1) != 0)
        bail("setenv");

    capture_table(buf, sizeof buf);
    ok(buf[0] == '\0', "no samples: no table");

    add_row("own", 1, 0.99, 1.01, 1.0, 30);
    add_row("own", 2, 0.88, 0.92, 0.9, 30);
    add_row("own", 4, 0.90, 1.04, 1.0, 5);
    threads_pairs();
    ok(stats_of("threads.vs-cudart.own.1", V_COMPAT, &st) && st.n == 30 &&
           stats_of("threads.vs-cudart.own.4", V_COMPAT, &st) && st.n == 5 &&
           !stats_of("threads.vs-cudart.legacy.1", V_COMPAT, &st),
       "threads_pairs: 30 pairs, 5 pairs, none without samples");
    capture_table(buf, sizeof buf);
    for (p = buf; *p != '\0'; p += strcspn(p, "\n") + (p[strcspn(p, "\n")] == '\n'))
        diag("%.*s", (int)strcspn(p, "\n"), p);

    ok(line_of(buf, "| own, 1 thread |", line, sizeof line) &&
           strstr(line, "| core ok, compat ok |") != NULL,
       "own, 1 thread: both intervals above 0.97: core ok, compat ok");
    ok(line_of(buf, "| own, 2 threads |", line, sizeof line) &&
           strstr(line, "| core MISS, compat MISS |") != NULL,
       "own, 2 threads: both intervals below 0.97: MISS");
    ok(line_of(buf, "| own, 4 threads |", line, sizeof line) &&
           strstr(line, "| core undecided, compat n/a |") != NULL &&
           strstr(line, "| 30 / 5 |") != NULL,
       "own, 4 threads: an interval that holds 0.97 is undecided; 5 pairs decide nothing");

    for (i = 0; i < 30; i++)
        v[i] = 0.99 + 0.02 * i / 29;
    med = bench_median_ci(v, 30, &lo, &hi);
    snprintf(want, sizeof want, "| %.4f [%.4f, %.4f] |", med, lo, hi);
    ok(line_of(buf, "| own, 1 thread |", line, sizeof line) && strstr(line, want) != NULL &&
           strncmp(line, rates, strlen(rates)) == 0,
       "own, 1 thread: the rates' medians, and core/raw %s", want);
    ok(line_of(buf, "| own, 2 threads |", line, sizeof line) &&
           strstr(line, "| 0.9030 [0.9010, 0.9040] |") != NULL,
       "own, 2 threads: compat/cudart's median and interval over 30 pairs");
    ok(!line_of(buf, "| legacy", line, sizeof line) && !line_of(buf, "| ptds", line, sizeof line),
       "no row for a mode without samples");
    ok(line_of(buf, "# goal: threads", line, sizeof line) &&
           strstr(line, "core 1 ok, 1 undecided, 1 MISS, 0 n/a; compat 1 ok, 0 undecided, "
                        "1 MISS, 1 n/a") != NULL,
       "the verdicts counted");
    return 0;
}
