/* SPDX-License-Identifier: MIT */
/*
 * tests/bench/results-write.c -- feeds known samples and probe lines
 * through bench-run's writers (bench/results.c, bench/stats.c) and writes
 * DIR/results.csv, DIR/samples.csv and DIR/results.json, for
 * tests/bench/results-t.sh to read back. Not a test by itself.
 *
 * Usage: results-write DIR. Its stdout is one "# random seed" line.
 *
 * The samples: random values of four keys in every column (some with 3
 * samples, some with 9, so that the confidence interval is there or not),
 * a key only the compat column has (no ratio), a key of one NaN and one of
 * infinities, and two keys with characters a JSON writer must escape or
 * replace (the script knows them: keep the two in step).
 */
#define _GNU_SOURCE
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

#include "bench/run.h"
#include "tests/tap/basic.h"

int main(int argc, char **argv)
{
    static const char *const keys[] = {"launch.api", "copy.d2d.4096", "kern.triad", "rss.bss"};
    static const char *const units[] = {"us", "GB/s", "TB/s", "KiB"};
    char path[3][4096];
    int k, v, i, round;

    if (argc != 2) {
        fprintf(stderr, "usage: results-write DIR\n");
        return 2;
    }
    test_rand_seed();
    for (k = 0; k < 4; k++)
        for (v = 0; v < V_COUNT; v++)
            for (round = 0, i = 0; i < (k % 2 ? 9 : 3); i++, round++)
                add_sample(keys[k], v, (double)(test_rand() % 1000000) / 64.0 + 0.5, units[k],
                           round);
    add_sample("only.compat", V_COMPAT, 2.5, "x", 0);
    add_sample("nan.value", V_RAW, NAN, "ns", 0);
    add_sample("inf.value", V_CORE, INFINITY, "ns", 0);
    add_sample("inf.value", V_CORE, -INFINITY, "ns", 1);
    /* quote, backslash, comma, a control character, UTF-8 (micro sign) */
    add_sample("esc.\"q\"\\b,c\x01\xc2\xb5", V_RAW, 1.25, "u\"s", 0);
    /* a byte that is no UTF-8: U+FFFD in the JSON */
    add_sample("bad.\xff", V_CUDART, 3.0, "us", 0);

    run_info_note(-1, "# device 0: NVIDIA \"H200\" \\ test, compute capability 9.0, 132 SMs, "
                      "driver CUDA 13.1, headers CUDA 13.0");
    run_info_note(V_COMPAT, "# runtime 13.0 over driver 13.1: compute capability 9.0, 132 SMs");
    run_info_note(V_CUDART, "# runtime 12.9 over driver 13.1: compute capability 9.0, 132 SMs");
    run_info_note(V_CUDART, "# kernels: verified"); /* not a probe's line: nothing */
    snprintf(run_info.date, sizeof run_info.date, "2026-12-02T04:05:06Z");
    run_info.gpu = 1;

    snprintf(path[0], sizeof path[0], "%s/results.csv", argv[1]);
    snprintf(path[1], sizeof path[1], "%s/samples.csv", argv[1]);
    snprintf(path[2], sizeof path[2], "%s/results.json", argv[1]);
    if (write_csv(path[0], path[1]) != 0 || write_json(path[2]) != 0) {
        fprintf(stderr, "results-write: cannot write the files in %s\n", argv[1]);
        return 1;
    }
    return 0;
}
