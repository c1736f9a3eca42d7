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
 * The growth programs (--growth DIR: bench/growth.cu linked with
 * growth-gen.sh's kernels, two builds a size) run BENCH_GROWTH_RUNS times
 * each, rotating; each exec is stamped for their registration time.
 *
 * Output: progress on stderr; protocol "#" lines of the first round on
 * stdout; the table last. Every (key, variant) goes to the CSV with n, min,
 * median, max and the ratio to the raw driver's median; every sample to a
 * second CSV.
 *
 * Exit status: 0 measured; 77 no GPU (only the footprint was measured);
 * 1 a program failed (a wrong result, a crash, a timeout), after the table.
 *
 * The files (run.h between them): this one reads the options and the
 * settings and runs the areas in order; run.c runs the programs and holds
 * the areas, stats.c the samples and their statistics, report.c the
 * tables, results.c the files: results.csv, results.json (the same lines
 * with what the run knows of itself), samples.csv, tail.csv.
 */
#define _GNU_SOURCE
#include "config.h"

#include <errno.h>
#include <getopt.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "bench/run.h"

/* ------------------------------------------------------------ settings */

struct settings cfg;

long env_long(const char *name, long dflt)
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
        /* the floor, the tails and the threads keep their full size: they
         * are the launch goals' instruments, and cheap (about a minute each) */
        {"BENCH_FLOOR_ROUNDS", "300"},   {"BENCH_TAIL_LAUNCHES", "1000000"},
        {"BENCH_TAIL_ITERS", "100000"},  {"BENCH_THREADS_ROUNDS", "30"},
        {"BENCH_THREADS_LAUNCHES", "4096"}, {"BENCH_FIRST_RUNS", "3"},
        {"BENCH_GROWTH_RUNS", "3"},
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

/* The knobs, once the quick defaults are in the environment. */
static void read_settings(void)
{
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
}

/* ------------------------------------------------------------ main */

/* The options, each with its argument; --trivial-VARIANT and --first-PROG
 * by their column and program. */
enum {
    OPT_DRV = 256, OPT_DRV_RANGES, OPT_COMPAT, OPT_COMPAT_RANGES, OPT_CUDART, OPT_CUDART_RANGES,
    OPT_HEAPCOUNT, OPT_FOOTPRINT, OPT_CSV, OPT_SAMPLES, OPT_GROWTH, OPT_TRIVIAL,
    OPT_FIRST = OPT_TRIVIAL + V_COUNT
};
static const struct option options[] = {
    {"drv", required_argument, NULL, OPT_DRV},
    {"drv-ranges", required_argument, NULL, OPT_DRV_RANGES},
    {"compat", required_argument, NULL, OPT_COMPAT},
    {"compat-ranges", required_argument, NULL, OPT_COMPAT_RANGES},
    {"cudart", required_argument, NULL, OPT_CUDART},
    {"cudart-ranges", required_argument, NULL, OPT_CUDART_RANGES},
    {"heapcount", required_argument, NULL, OPT_HEAPCOUNT},
    {"footprint", required_argument, NULL, OPT_FOOTPRINT},
    {"csv", required_argument, NULL, OPT_CSV},
    {"samples", required_argument, NULL, OPT_SAMPLES},
    {"growth", required_argument, NULL, OPT_GROWTH},
    {"trivial-raw", required_argument, NULL, OPT_TRIVIAL + V_RAW},
    {"trivial-core", required_argument, NULL, OPT_TRIVIAL + V_CORE},
    {"trivial-compat", required_argument, NULL, OPT_TRIVIAL + V_COMPAT},
    {"trivial-cudart", required_argument, NULL, OPT_TRIVIAL + V_CUDART},
    {"first-drv", required_argument, NULL, OPT_FIRST + FP_DRV},
    {"first-compat", required_argument, NULL, OPT_FIRST + FP_COMPAT},
    {"first-cudart", required_argument, NULL, OPT_FIRST + FP_CUDART},
    {NULL, 0, NULL, 0},
};

static void usage(void) __attribute__((noreturn));
static void usage(void)
{
    fprintf(stderr,
            "Usage: bench-run --drv PROG --drv-ranges FILE [--compat PROG --compat-ranges FILE]\n"
            "                 [--cudart PROG --cudart-ranges FILE] --heapcount SO\n"
            "                 --footprint FILE --csv FILE [--samples FILE]\n"
            "                 [--trivial-raw|-core|-compat|-cudart PROG]...\n"
            "                 [--first-drv PROG --first-compat PROG --first-cudart PROG]\n"
            "                 [--growth DIR]\n"
            "Environment: BENCH_ROUNDS BENCH_REPS BENCH_LAUNCHES BENCH_BATCH\n"
            "  BENCH_LATENCY_ITERS BENCH_COPY_MAX BENCH_KERNEL_BYTES BENCH_KERNEL_ITERS\n"
            "  BENCH_COLD BENCH_TIMEOUT BENCH_GRAPH_PIPELINES BENCH_FLOOR_ROUNDS\n"
            "  BENCH_FLOOR_BATCH BENCH_TAIL_LAUNCHES BENCH_TAIL_ITERS BENCH_CPU\n"
            "  BENCH_THREADS BENCH_THREADS_ROUNDS BENCH_THREADS_LAUNCHES BENCH_RSS_RUNS\n"
            "  BENCH_FIRST_RUNS BENCH_GROWTH_RUNS BENCH_QUICK=1\n"
            "  BENCH_ONLY=launch,copy,kernel,graph,floor,tail,threads,cold,heap,rss,first,growth\n");
    exit(2);
}

int main(int argc, char **argv)
{
    struct prog progs[3];
    struct prog *drv = &progs[0], *compat = &progs[1], *cudart = &progs[2];
    struct prog *timed[3];
    struct cold_variant cv[4];
    const char *heapcount = NULL, *footprint = NULL, *csv = NULL, *samples_csv = NULL;
    const char *growth_dir = NULL;
    char heapcount_abs[PATH_MAX], outdir[PATH_MAX];
    const char *probe_args[] = {"probe", NULL};
    char json[PATH_MAX + 16];
    time_t now = time(NULL);
    struct tm utc;
    int i, ntimed = 0, ncv = 0, ntail, nfailures, gpu, probe_rc, quick = quick_defaults();

    if (now != (time_t)-1 && gmtime_r(&now, &utc) != NULL)
        strftime(run_info.date, sizeof run_info.date, "%Y-%m-%dT%H:%M:%SZ", &utc);
    run_info.quick = quick;
    memset(progs, 0, sizeof progs);
    drv->name = "bench-drv";
    drv->rt_variant = -1;
    compat->name = "bench-rt-compat";
    compat->rt_variant = V_COMPAT;
    cudart->name = "bench-rt-cudart";
    cudart->rt_variant = V_CUDART;
    opterr = 0; /* a bad option: the usage, as for any other mistake */
    while ((i = getopt_long(argc, argv, "", options, NULL)) != -1) {
        switch (i) {
        case OPT_DRV: drv->path = optarg; break;
        case OPT_DRV_RANGES: drv->ranges = optarg; break;
        case OPT_COMPAT: compat->path = optarg; break;
        case OPT_COMPAT_RANGES: compat->ranges = optarg; break;
        case OPT_CUDART: cudart->path = optarg; break;
        case OPT_CUDART_RANGES: cudart->ranges = optarg; break;
        case OPT_HEAPCOUNT: heapcount = optarg; break;
        case OPT_FOOTPRINT: footprint = optarg; break;
        case OPT_CSV: csv = optarg; break;
        case OPT_SAMPLES: samples_csv = optarg; break;
        case OPT_GROWTH: growth_dir = optarg; break;
        case OPT_TRIVIAL + V_RAW:
        case OPT_TRIVIAL + V_CORE:
        case OPT_TRIVIAL + V_COMPAT:
        case OPT_TRIVIAL + V_CUDART: trivial_program(i - OPT_TRIVIAL, optarg); break;
        case OPT_FIRST + FP_DRV:
        case OPT_FIRST + FP_COMPAT:
        case OPT_FIRST + FP_CUDART: first_progs[i - OPT_FIRST].path = optarg; break;
        default: usage();
        }
    }
    if (optind != argc || drv->path == NULL || csv == NULL)
        usage();
    for (i = 0; i < 3; i++)
        if (progs[i].path != NULL && access(progs[i].path, X_OK) != 0) {
            printf("# %s: not built (%s)\n", progs[i].name, progs[i].path);
            progs[i].path = NULL;
        }

    read_settings();
    run_timeouts();

    define_rows();
    if (footprint != NULL)
        load_results(footprint);

    /* Is there a GPU? bench-drv decides (77: no); the runtimes must agree. */
    drv->usable = 1;
    probe_rc = run_program(drv, probe_args, NULL, 0, 1, NULL);
    gpu = probe_rc == 0;
    run_info.gpu = gpu;
    if (probe_rc != 0 && probe_rc != BENCH_SKIP)
        failure("bench-drv probe exited with status %d: nothing was measured", probe_rc);
    if (!gpu)
        drv->usable = 0;
    for (i = 1; gpu && i < 3; i++) {
        int rc;

        if (progs[i].path == NULL)
            continue;
        rc = run_program(&progs[i], probe_args, NULL, 0, 1, NULL);
        progs[i].usable = rc == 0;
        if (rc != 0)
            failure("%s probe exited with status %d", progs[i].name, rc);
    }

    /* the other files go beside the CSV */
    snprintf(outdir, sizeof outdir, "%s", csv);
    if (strrchr(outdir, '/') != NULL)
        *strrchr(outdir, '/') = '\0';
    else
        snprintf(outdir, sizeof outdir, ".");
    if (gpu) {
        if (wanted("heap") && (heapcount == NULL || realpath(heapcount, heapcount_abs) == NULL)) {
            failure("no heapcount.so: the heap row is skipped");
            heapcount = NULL;
        }
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
        if (wanted("growth") && growth_dir != NULL)
            area_growth(growth_dir, env_long("BENCH_GROWTH_RUNS", 5));
    }

    if (write_csv(csv, samples_csv) != 0)
        failure("cannot write %s", csv);
    snprintf(json, sizeof json, "%s/results.json", outdir);
    if (write_json(json) != 0)
        failure("cannot write %s", json);
    if (gpu) {
        char tail_csv[PATH_MAX + 16];

        snprintf(tail_csv, sizeof tail_csv, "%s/tail.csv", outdir);
        tail_points(&ntail);
        if (write_tail_csv(tail_csv) != 0)
            failure("cannot write %s", tail_csv);
        else if (ntail > 0)
            printf("# launch tail quantiles: %s\n", tail_csv);
    } else {
        printf("# all numbers: %s and %s (statistics), %s (every sample)\n", csv, json,
               samples_csv != NULL ? samples_csv : "-");
    }
    print_sweep();
    nfailures = print_failures();
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
    print_growth_table();
    if (nfailures != 0)
        return 1;
    return gpu ? 0 : BENCH_SKIP;
}
