/* SPDX-License-Identifier: MIT */
/*
 * bench/modes.h -- the frame the two measuring programs share (bench-drv,
 * the raw driver and cufw core; rt.cu, a Runtime): the modes bench-run
 * asks for and their arguments, and the parts of a mode that do not depend
 * on the API measured -- threads launching at once and the threads mode's
 * paired rounds, the rounds of the launch floor and the launch tails'
 * samples. Each program brings what does depend on it: the functions of
 * its modes, the work of a thread, one timed batch, one chunk of timed
 * launches.
 *
 * Plain C, static inline, usable from CUDA C++; uses bench/fail.h.
 */
#ifndef CUFW_BENCH_MODES_H
#define CUFW_BENCH_MODES_H

#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench/common.h"
#include "bench/fail.h"

/* ------------------------------------------------------------ the modes */

/*
 * A program's modes, in this order (a positional initialiser: CUDA C++ 17
 * has no designated ones). cold and heap get the word after the mode (the
 * variant, in bench-drv) or NULL. usage is printed for anything else.
 */
struct bench_modes {
    int (*probe)(void);
    int (*launch)(long reps, long launches, long batch, long iters);
    int (*copy)(size_t max_bytes);
    int (*kernel)(size_t bytes, long iters);
    int (*graph)(long reps, long pipelines);
    int (*threads)(const char *counts, const char *modes, long rounds, long launches,
                   long batch);
    int (*cold)(const char *variant);
    int (*heap)(const char *variant);
    int (*floor)(long rounds, long batch);
    int (*tail)(long launches, long iters);
    const char *usage;
};

/* A positive whole number from argv, or the default. */
static inline long bench_arg(int argc, char **argv, int index, long dflt)
{
    char *end;
    long v;

    if (index >= argc)
        return dflt;
    v = strtol(argv[index], &end, 10);
    return *end == '\0' && v > 0 ? v : dflt;
}

/* main: the mode argv[1] names, with its arguments or their defaults. */
static inline int bench_modes_main(const struct bench_modes *m, int argc, char **argv)
{
    const char *mode = argc > 1 ? argv[1] : "", *word = argc > 2 ? argv[2] : NULL;
#define ARG(i, dflt) bench_arg(argc, argv, i, dflt)

    setvbuf(stdout, NULL, _IOLBF, 0);
    if (strcmp(mode, "probe") == 0)
        return m->probe();
    if (strcmp(mode, "launch") == 0)
        return m->launch(ARG(2, 2), ARG(3, 200000), ARG(4, 256), ARG(5, 2000));
    if (strcmp(mode, "copy") == 0)
        return m->copy((size_t)ARG(2, (long)BENCH_COPY_MAX));
    if (strcmp(mode, "kernel") == 0)
        return m->kernel((size_t)ARG(2, 1L << 30), ARG(3, 20));
    if (strcmp(mode, "graph") == 0)
        return m->graph(ARG(2, 2), ARG(3, 20000));
    if (strcmp(mode, "threads") == 0)
        return m->threads(word != NULL ? word : "1,2,4,8,16", argc > 3 ? argv[3] : "all",
                          ARG(4, 30), ARG(5, 4096), ARG(6, 256));
    if (strcmp(mode, "cold") == 0)
        return m->cold(word);
    if (strcmp(mode, "heap") == 0)
        return m->heap(word);
    if (strcmp(mode, "floor") == 0)
        return m->floor(ARG(2, 300), ARG(3, 256));
    if (strcmp(mode, "tail") == 0)
        return m->tail(ARG(2, 1000000), ARG(3, 100000));
#undef ARG
    fputs(m->usage, stderr);
    return 2;
}

/* ------------------------------------------------------------ threads */

/*
 * The threads mode's lists: thread counts into counts[] and modes into
 * modes[] (BENCH_THREADS_LISTS each), or the program dies naming the bad
 * list.
 */
static inline void bench_threads_lists(const char *counts_arg, const char *modes_arg,
                                       long *counts, int *ncounts, int *modes, int *nmodes)
{
    *ncounts = bench_threads_counts(counts_arg, counts, BENCH_THREADS_LISTS);
    *nmodes = bench_threads_modes(modes_arg, modes, BENCH_THREADS_LISTS);
    if (*ncounts < 0)
        bench_die("threads: %s is not a list of thread counts (1 to %d, commas between)",
                  counts_arg, BENCH_THREADS_MAX);
    if (*nmodes < 0)
        bench_die("threads: %s is not a list of modes (own, legacy, ptds; or all)", modes_arg);
}

/* The two barriers every thread of a measurement passes: after its set-up
 * and warm-up, and after its last synchronisation. */
struct bench_team {
    pthread_barrier_t start, end;
};

static inline void bench_team_wait(pthread_barrier_t *b)
{
    int rc = pthread_barrier_wait(b);

    if (rc != 0 && rc != PTHREAD_BARRIER_SERIAL_THREAD)
        bench_die("pthread_barrier_wait: %s", strerror(rc));
}

/*
 * n threads of worker(arg), each of which waits at team->start and then at
 * team->end (bench_team_wait); returns the nanoseconds from the main
 * thread's release from the one to its release from the other, and joins
 * them.
 */
static inline uint64_t bench_team_run(struct bench_team *team, long n, void *(*worker)(void *),
                                      void *arg)
{
    pthread_t *tid = (pthread_t *)malloc((size_t)n * sizeof *tid);
    uint64_t t0, t1;
    long i;
    int rc;

    if (tid == NULL)
        bench_die("out of memory");
    if ((rc = pthread_barrier_init(&team->start, NULL, (unsigned)n + 1)) != 0 ||
        (rc = pthread_barrier_init(&team->end, NULL, (unsigned)n + 1)) != 0)
        bench_die("pthread_barrier_init: %s", strerror(rc));
    for (i = 0; i < n; i++)
        if ((rc = pthread_create(&tid[i], NULL, worker, arg)) != 0)
            bench_die("pthread_create (thread %ld of %ld): %s", i + 1, n, strerror(rc));
    bench_team_wait(&team->start);
    t0 = bench_now_ns();
    bench_team_wait(&team->end);
    t1 = bench_now_ns();
    for (i = 0; i < n; i++)
        if ((rc = pthread_join(tid[i], NULL)) != 0)
            bench_die("pthread_join: %s", strerror(rc));
    pthread_barrier_destroy(&team->start);
    pthread_barrier_destroy(&team->end);
    free(tid);
    return t1 - t0;
}

/*
 * The threads rows' paired rounds (docs/BENCHMARKS.md, method 10). Every
 * row is a mode and a thread count of the lists (modes outer); each row
 * has two sides, side 0 the reference (the raw driver) and side 1 the one
 * compared with it. After an untimed round (one batch per thread), ROUNDS
 * rounds; in each, every row in turn measures its two sides one right
 * after the other, which goes first alternating row by row and round by
 * round, each thread launching bench_threads_per_thread(launches, n,
 * batch) times. measure(side, mode, n, per_thread, batch) is the
 * program's: millions of launches per second of n threads. Per round and
 * row: each side's rate under "<its prefix>.<mode>.<n>" (M/s) and the
 * ratio side 1 / side 0 under "threads.ratio.<mode>.<n>" (x) in side 1's
 * column -- paired: the two measurements are milliseconds apart in one
 * process, so drift between rounds and processes cancels.
 */
struct bench_threads_sides {
    const char *names[2];   /* for the "#" line */
    const char *columns[2]; /* the R lines' variant */
    const char *prefix[2];  /* the rate's key before ".<mode>.<n>" */
};

static inline void bench_threads_rounds(const struct bench_threads_sides *sides,
                                        const char *counts_arg, const char *modes_arg,
                                        long rounds, long launches, long batch,
                                        double (*measure)(int side, int mode, long n,
                                                          long per_thread, long batch))
{
    long counts[BENCH_THREADS_LISTS], r;
    int modes[BENCH_THREADS_LISTS], ncounts, nmodes, m, c, j;

    bench_threads_lists(counts_arg, modes_arg, counts, &ncounts, modes, &nmodes);
    printf("# threads: %ld paired rounds of %s against %s, modes %s, threads %s, %ld launches "
           "per measurement (each thread at least 2 batches of %ld)\n",
           rounds, sides->names[1], sides->names[0], modes_arg, counts_arg, launches, batch);
    for (m = 0; m < nmodes; m++) /* warm up: every row's threads and streams once */
        for (c = 0; c < ncounts; c++)
            for (j = 0; j < 2; j++)
                measure(j, modes[m], counts[c], batch, batch);
    for (r = 0; r < rounds; r++)
        for (m = 0; m < nmodes; m++)
            for (c = 0; c < ncounts; c++) {
                const char *name = bench_threads_mode_name(modes[m]);
                long each = bench_threads_per_thread(launches, counts[c], batch);
                double rate[2];
                char key[64];

                for (j = 0; j < 2; j++) {
                    int s = (int)((r + m * ncounts + c + j) % 2);

                    rate[s] = measure(s, modes[m], counts[c], each, batch);
                }
                for (j = 0; j < 2; j++) {
                    snprintf(key, sizeof key, "%s.%s.%ld", sides->prefix[j], name, counts[c]);
                    bench_result(key, sides->columns[j], rate[j], "M/s");
                }
                snprintf(key, sizeof key, "threads.ratio.%s.%ld", name, counts[c]);
                bench_result(key, sides->columns[1], rate[1] / rate[0], "x");
            }
}

/* ------------------------------------------------------------ floor and tails */

/* The variants of a floor or a tail measurement: their names (in "#"
 * lines and tail keys) and the column each one's R lines go to. */
#define BENCH_LAUNCH_VARIANTS 8
struct bench_launch_variants {
    int n;
    const char *names[BENCH_LAUNCH_VARIANTS], *columns[BENCH_LAUNCH_VARIANTS];
};

/* "a b c": the names, for a "#" line. */
static inline const char *bench_launch_names(const struct bench_launch_variants *lv, char *buf,
                                             size_t len)
{
    size_t used = 0;
    int v;

    buf[0] = '\0';
    for (v = 0; v < lv->n && used < len; v++)
        used += (size_t)snprintf(buf + used, len - used, "%s%s", v ? " " : "", lv->names[v]);
    return buf;
}

/*
 * The launch floor: after a warm-up of 5000 launches each, ROUNDS rounds;
 * in each, one batch of BATCH launches per variant (time_batch: ns per
 * launch), the order rotating round by round; per round the ns of each
 * under keys[v] and its ratio to variant 0's batch of the same round under
 * ratio_keys[v] (v > 0; paired: same seconds, same process, same CPU).
 * ns[] holds the round's values for the caller's after_round, if any.
 */
static inline void bench_floor_rounds(const struct bench_launch_variants *lv,
                                      const char *const *keys, const char *const *ratio_keys,
                                      long rounds, long batch,
                                      double (*time_batch)(int v, long launches, long batch),
                                      void (*after_round)(const double *ns))
{
    double ns[BENCH_LAUNCH_VARIANTS];
    char names[128];
    long r;
    int v, j;

    printf("# floor: %ld rounds of %ld launches per variant (%s), ns per launch\n", rounds, batch,
           bench_launch_names(lv, names, sizeof names));
    for (v = 0; v < lv->n; v++)
        time_batch(v, 5000, batch); /* warm up */
    for (r = 0; r < rounds; r++) {
        for (j = 0; j < lv->n; j++) {
            v = (int)((r + j) % lv->n);
            ns[v] = time_batch(v, batch, batch);
        }
        for (v = 0; v < lv->n; v++)
            bench_result(keys[v], lv->columns[v], ns[v], "ns");
        for (v = 1; v < lv->n; v++)
            bench_result(ratio_keys[v], lv->columns[v], ns[v] / ns[0], "x");
        if (after_round != NULL)
            after_round(ns);
    }
}

/*
 * The tails: every launch timed on its own, LAUNCHES per variant, then
 * ITERS launch + synchronise round trips per variant. chunk(v, out, n,
 * sync) times n launches of variant v one by one into out[0..n) (with
 * sync, each followed by a synchronisation inside its time) and then
 * synchronises, untimed. The variants take turns in chunks of
 * BENCH_TAIL_CHUNK, the order rotating, after an untimed warm-up of 5000
 * launches and 1000 round trips of each; then each one's quantiles
 * (bench_tail_report, measures "launch" and "sync").
 */
#define BENCH_TAIL_CHUNK 256

static inline void bench_tail_interleave(const struct bench_launch_variants *lv, uint32_t **t,
                                         long n, int sync,
                                         void (*chunk)(int v, uint32_t *out, long n, int sync))
{
    long done, c, m;
    int j;

    for (done = 0, c = 0; done < n; done += m, c++) {
        m = n - done < BENCH_TAIL_CHUNK ? n - done : BENCH_TAIL_CHUNK;
        for (j = 0; j < lv->n; j++) {
            int v = (int)((c + j) % lv->n);

            chunk(v, t[v] + done, m, sync);
        }
    }
}

static inline void bench_tails(const struct bench_launch_variants *lv, long launches, long iters,
                               void (*chunk)(int v, uint32_t *out, long n, int sync))
{
    uint32_t *t[BENCH_LAUNCH_VARIANTS], *s[BENCH_LAUNCH_VARIANTS];
    char names[128];
    long i;
    int v;

    for (v = 0; v < lv->n; v++) {
        t[v] = (uint32_t *)calloc((size_t)launches, sizeof *t[v]);
        s[v] = (uint32_t *)calloc((size_t)iters, sizeof *s[v]);
        if (t[v] == NULL || s[v] == NULL)
            bench_die("tail: out of memory");
    }
    bench_clock_cost("tail");
    printf("# tail: %ld launches and %ld launch+sync per variant (%s), chunks of %d interleaved\n",
           launches, iters, bench_launch_names(lv, names, sizeof names), BENCH_TAIL_CHUNK);
    for (v = 0; v < lv->n; v++) {
        for (i = 0; i < 5000; i += BENCH_TAIL_CHUNK)
            chunk(v, t[v], launches < BENCH_TAIL_CHUNK ? launches : BENCH_TAIL_CHUNK, 0);
        for (i = 0; i < 1000; i += BENCH_TAIL_CHUNK)
            chunk(v, s[v], iters < BENCH_TAIL_CHUNK ? iters : BENCH_TAIL_CHUNK, 1);
    }
    bench_tail_interleave(lv, t, launches, 0, chunk);
    bench_tail_interleave(lv, s, iters, 1, chunk);
    for (v = 0; v < lv->n; v++) {
        bench_tail_report("launch", lv->names[v], lv->columns[v], t[v], (size_t)launches);
        bench_tail_report("sync", lv->names[v], lv->columns[v], s[v], (size_t)iters);
        free(t[v]);
        free(s[v]);
    }
}

#endif
