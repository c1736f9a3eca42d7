/* SPDX-License-Identifier: MIT */
/*
 * tests/bench/stats-t.c -- bench-run's statistics (bench/stats.c: the
 * median's confidence interval, the statistics of the samples of one key
 * and column) and bench/common.h's tail quantiles, against values computed
 * here another way. No GPU.
 *
 * bench_median_ci_index sums binomial probabilities from lgamma; this test
 * builds the Binomial(n, 1/2) distribution by Pascal's rule, halving at
 * each step (no factorials, no logarithms), and finds the order statistic
 * by the definition: lo = the largest k with P(X < k) <= 0.025, hi =
 * n + 1 - lo. Then the textbook values (n = 10: 2 and 9; n = 100: 40 and
 * 61), a large n against the normal approximation, a sample whose median is
 * known, and the coverage over many random samples. stats_of gets samples
 * of several keys and columns in random order and must find each one's.
 * Then the goal decided by an interval (bench_ci_verdict) at its edges,
 * and the quotients of two columns paired round by round (add_quotients).
 */
#define _GNU_SOURCE
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench/common.h"
#include "bench/run.h"
#include "tests/tap/basic.h"

/* lo by the definition, from Binomial(n, 1/2) built by Pascal's rule in
 * long double; 0 when no k qualifies (the helper then gives 1..n). */
static size_t pascal_lo(size_t n)
{
    long double *p = calloc(n + 2, sizeof *p), below = 0;
    size_t i, k, lo = 0;

    if (p == NULL)
        bail("out of memory");
    p[0] = 1;
    for (i = 1; i <= n; i++) {
        for (k = i; k > 0; k--)
            p[k] = (p[k] + p[k - 1]) / 2;
        p[0] /= 2;
    }
    /* below = P(X < k); k qualifies while below <= 0.025 */
    for (k = 1; k <= n; k++) {
        below += p[k - 1];
        if (below <= 0.025L)
            lo = k;
        else
            break;
    }
    free(p);
    return lo;
}

/* The helper's indices for n against Pascal's. */
static void check_index(size_t n)
{
    size_t lo = 99, hi = 99, want = pascal_lo(n);

    bench_median_ci_index(n, &lo, &hi);
    if (want == 0) {
        ok(lo == (n > 0 ? 1u : 0u) && hi == n, "n = %zu: no k qualifies, min..max: %zu..%zu", n,
           lo, hi);
        return;
    }
    ok(lo == want && hi == n + 1 - want, "n = %zu: order statistics %zu..%zu (Pascal: %zu..%zu)",
       n, lo, hi, want, n + 1 - want);
}

/* A sample of n values whose median is known: 1..n shuffled (median
 * (n + 1) / 2), scaled; the interval holds it, and is x_(lo)..x_(hi). */
static void check_sample(size_t n)
{
    double *v = malloc(n * sizeof *v), med, lo, hi;
    size_t i, ilo, ihi;

    if (v == NULL)
        bail("out of memory");
    for (i = 0; i < n; i++)
        v[i] = 0.5 * (double)(i + 1);
    for (i = n; i > 1; i--) {
        size_t j = (size_t)(test_rand() % i);
        double t = v[i - 1];

        v[i - 1] = v[j];
        v[j] = t;
    }
    med = bench_median_ci(v, n, &lo, &hi);
    bench_median_ci_index(n, &ilo, &ihi);
    ok(med == 0.25 * (double)(n + 1) && lo <= med && med <= hi && lo == 0.5 * (double)ilo &&
           hi == 0.5 * (double)ihi,
       "n = %zu: median %g in [%g, %g], the order statistics %zu and %zu", n, med, lo, hi, ilo,
       ihi);
    free(v);
}

/* Coverage: over many samples of n uniform values (true median 0.5) the
 * interval holds 0.5 at least 95% of the time (exactly 1 - 2 P(X < lo);
 * the bound leaves six standard deviations of the count for chance). */
static void check_coverage(size_t n, unsigned trials)
{
    double *v = malloc(n * sizeof *v), lo, hi;
    unsigned t, hits = 0;
    size_t i;

    if (v == NULL)
        bail("out of memory");
    for (t = 0; t < trials; t++) {
        for (i = 0; i < n; i++)
            v[i] = (double)(test_rand() >> 11) / 9007199254740992.0;
        bench_median_ci(v, n, &lo, &hi);
        hits += lo <= 0.5 && 0.5 <= hi;
    }
    ok(hits >= trials * 0.94, "n = %zu: %u of %u intervals hold the true median", n, hits,
       trials);
    free(v);
}

/* stats_of over samples of two keys in two columns, added in random order:
 * each (key, column) its own count, extremes, median and interval, the
 * unit its samples carry; nothing for a key or column without samples. */
static void check_stats_of(void)
{
    static const char *const keys[] = {"t.a", "t.b"};
    double v[2][2][40], sorted[40], lo, hi, med;
    int left[2][2], k, c, i, good = 1;
    struct stats st;

    for (k = 0; k < 2; k++)
        for (c = 0; c < 2; c++) {
            left[k][c] = 11 + 7 * k + 13 * c;
            for (i = 0; i < left[k][c]; i++)
                v[k][c][i] = (double)(test_rand() % 100000) / 8.0;
        }
    while (left[0][0] + left[0][1] + left[1][0] + left[1][1] > 0) {
        k = (int)(test_rand() % 2);
        c = (int)(test_rand() % 2);
        if (left[k][c] > 0) {
            left[k][c]--;
            add_sample(keys[k], c == 0 ? V_CORE : V_CUDART, v[k][c][left[k][c]],
                       c == 0 ? "us" : "ns", k);
        }
    }
    for (k = 0; k < 2; k++)
        for (c = 0; c < 2; c++) {
            size_t n = (size_t)(11 + 7 * k + 13 * c);

            memcpy(sorted, v[k][c], n * sizeof *sorted);
            med = bench_median_ci(sorted, n, &lo, &hi);
            good = good && stats_of(keys[k], c == 0 ? V_CORE : V_CUDART, &st) && st.n == n &&
                   st.min == sorted[0] && st.max == sorted[n - 1] && st.med == med &&
                   st.ci_lo == lo && st.ci_hi == hi && strcmp(st.unit, c ? "ns" : "us") == 0;
        }
    ok(good, "stats_of: each key and column's count, extremes, median and interval, and unit");
    ok(!stats_of("t.a", V_RAW, &st) && !stats_of("t.c", V_CORE, &st) && st.n == 0 &&
           sample_count() == 11 + 24 + 18 + 31,
       "stats_of: nothing for a column or key without samples; every sample kept");
}

/* bench_ci_verdict at the edges of the goal: an interval that starts at the
 * goal meets it, one that ends just below misses it, one that holds it is
 * undecided; below 6 samples (or none) nothing is decided. */
static void check_verdict(void)
{
    struct stats st;

    memset(&st, 0, sizeof st);
    st.n = 30;
    st.med = 1.0;
    st.ci_lo = 0.97;
    st.ci_hi = 1.02;
    ok(bench_ci_verdict(&st, 0.97) == BENCH_MET, "verdict: CI [0.97, 1.02] meets 0.97");
    st.med = 0.95;
    st.ci_lo = 0.93;
    st.ci_hi = 0.9699;
    ok(bench_ci_verdict(&st, 0.97) == BENCH_MISSED, "verdict: CI [0.93, 0.9699] misses 0.97");
    st.ci_hi = 0.97;
    ok(bench_ci_verdict(&st, 0.97) == BENCH_UNDECIDED &&
           bench_ci_verdict(&st, 0.95) == BENCH_UNDECIDED,
       "verdict: a CI that holds the goal (at its top, in its middle) is undecided");
    st.n = 5;
    st.ci_lo = 0.99;
    ok(bench_ci_verdict(&st, 0.97) == BENCH_UNKNOWN, "verdict: 5 samples decide nothing");
    memset(&st, 0, sizeof st);
    ok(bench_ci_verdict(&st, 0.97) == BENCH_UNKNOWN, "verdict: no samples decide nothing");
    ok(strcmp(bench_verdict_name(BENCH_MET), "ok") == 0 &&
           strcmp(bench_verdict_name(BENCH_UNDECIDED), "undecided") == 0 &&
           strcmp(bench_verdict_name(BENCH_MISSED), "MISS") == 0 &&
           strcmp(bench_verdict_name(BENCH_UNKNOWN), "n/a") == 0,
       "verdict names: ok, undecided, MISS, n/a");
}

/*
 * add_quotients pairs round by round: compat has 3 samples in round 0 and
 * 2 in round 1, cudart 2 in round 0, 3 in round 1 and 1 in round 2 (added
 * out of order between the columns, and with another key's samples in
 * between): 2 + 2 pairs, the k-th of a round with the k-th of the same
 * round; the rest has no partner. A zero denominator is left out. Then 31
 * pairs of known quotients give their median and interval.
 */
static void check_quotients(void)
{
    static const double a[] = {2.0, 3.0, 5.0, 7.0, 11.0};
    static const int ra[] = {0, 0, 0, 1, 1};
    static const double b[] = {1.0, 2.0, 4.0, 8.0, 16.0, 32.0};
    static const int rb[] = {0, 0, 1, 1, 1, 2};
    static const double want[] = {2.0, 1.5, 7.0 / 4.0, 11.0 / 8.0};
    double q[31], sorted[31], med, lo, hi;
    size_t i, j, n0 = sample_count(), pairs;
    struct stats st;
    int good = 1;

    for (i = 0; i < 6; i++) {
        if (i < 5)
            add_sample("q.ratio", V_COMPAT, a[i], "x", ra[i]);
        add_sample("q.other", V_COMPAT, 99.0, "x", 0);
        add_sample("q.ratio", V_CUDART, b[i], "x", rb[i]);
    }
    pairs = add_quotients("q.ratio", V_COMPAT, V_CUDART, "q.vs", V_COMPAT);
    for (i = n0, j = 0; i < sample_count(); i++) {
        const struct sample *s = sample_at(i);

        if (strcmp(s->key, "q.vs") != 0)
            continue;
        good = good && j < 4 && s->variant == V_COMPAT && s->value == want[j] &&
               s->round == (j < 2 ? 0 : 1) && strcmp(s->unit, "x") == 0;
        j++;
    }
    ok(pairs == 4 && j == 4 && good,
       "quotients: %zu pairs, the k-th of each round over the k-th of the same round", pairs);
    ok(add_quotients("q.ratio", V_CORE, V_CUDART, "q.none", V_CORE) == 0 &&
           add_quotients("q.ratio", V_COMPAT, V_RAW, "q.none", V_COMPAT) == 0 &&
           !stats_of("q.none", V_CORE, &st) && !stats_of("q.none", V_COMPAT, &st),
       "quotients: none where a column has no samples");
    add_sample("q.zero", V_COMPAT, 1.0, "x", 0);
    add_sample("q.zero", V_CUDART, 0.0, "x", 0);
    ok(add_quotients("q.zero", V_COMPAT, V_CUDART, "q.zero-vs", V_COMPAT) == 0,
       "quotients: a zero denominator is left out");

    /* 31 pairs over 3 rounds: quotient i is (i + 1) / 10, shuffled */
    for (i = 0; i < 31; i++)
        q[i] = (double)(i + 1) / 10.0;
    for (i = 31; i > 1; i--) {
        double t;

        j = (size_t)(test_rand() % i);
        t = q[i - 1];
        q[i - 1] = q[j];
        q[j] = t;
    }
    for (i = 0; i < 31; i++) {
        add_sample("k.ratio", V_COMPAT, 2.0 * q[i], "x", (int)(i / 11));
        add_sample("k.ratio", V_CUDART, 2.0, "x", (int)(i / 11));
    }
    memcpy(sorted, q, sizeof q);
    med = bench_median_ci(sorted, 31, &lo, &hi);
    ok(add_quotients("k.ratio", V_COMPAT, V_CUDART, "k.vs", V_COMPAT) == 31 &&
           stats_of("k.vs", V_COMPAT, &st) && st.n == 31 && st.med == med && st.ci_lo == lo &&
           st.ci_hi == hi && fabs(med - 1.6) < 1e-12 && fabs(lo - 1.0) < 1e-12 &&
           fabs(hi - 2.2) < 1e-12,
       "quotients of 31 pairs: median %g [%g, %g] (x_(10)..x_(22) of 0.1..3.1)", st.med,
       st.ci_lo, st.ci_hi);
}

int main(void)
{
    static const size_t ns[] = {0, 1, 2, 5, 6, 7, 8, 9, 10, 11, 17, 30, 31, 50, 99, 100, 101, 300,
                                1000, 2001};
    size_t i, lo, hi, n;
    uint32_t t[1000];

    plan(sizeof ns / sizeof ns[0] + 25);
    test_rand_seed();

    bench_median_ci_index(10, &lo, &hi);
    ok(lo == 2 && hi == 9,
       "n = 10: x_(2)..x_(9) (P(X < 2) = 11/1024, P(X < 3) = 56/1024): %zu..%zu", lo, hi);
    bench_median_ci_index(100, &lo, &hi);
    ok(lo == 40 && hi == 61, "n = 100: x_(40)..x_(61): %zu..%zu", lo, hi);
    bench_median_ci_index(6, &lo, &hi);
    ok(lo == 1 && hi == 6, "n = 6: x_(1)..x_(6) (P(X < 1) = 1/64): %zu..%zu", lo, hi);
    for (i = 0; i < sizeof ns / sizeof ns[0]; i++)
        check_index(ns[i]);

    /* n = 10^5: within 2 of the normal approximation n/2 - 1.96 sqrt(n)/2,
     * symmetric, and computed without overflow or NaN */
    n = 100000;
    bench_median_ci_index(n, &lo, &hi);
    ok(fabs((double)lo - (n / 2.0 - 1.959964 * sqrt((double)n) / 2)) <= 2 && hi == n + 1 - lo,
       "n = %zu: %zu..%zu, the normal approximation's", n, lo, hi);
    n = 1000000;
    bench_median_ci_index(n, &lo, &hi);
    ok(fabs((double)lo - (n / 2.0 - 1.959964 * sqrt((double)n) / 2)) <= 2 && hi == n + 1 - lo,
       "n = %zu: %zu..%zu, the normal approximation's", n, lo, hi);

    check_sample(5);
    check_sample(10);
    check_sample(101);
    check_sample(1000);
    check_coverage(10, 4000);
    check_coverage(51, 4000);
    check_stats_of();
    check_verdict();
    check_quotients();

    /* nearest-rank quantiles of 1..1000 */
    for (i = 0; i < 1000; i++)
        t[i] = (uint32_t)(i + 1);
    ok(bench_quantile_u32(t, 1000, 0) == 1 && bench_quantile_u32(t, 1000, 0.5) == 500 &&
           bench_quantile_u32(t, 1000, 0.99) == 990 && bench_quantile_u32(t, 1000, 0.999) == 999 &&
           bench_quantile_u32(t, 1000, 0.9999) == 1000 && bench_quantile_u32(t, 1000, 1) == 1000,
       "nearest-rank quantiles of 1..1000");
    ok(bench_sat_ns(5000000000ull) == UINT32_MAX && bench_sat_ns(7) == 7,
       "per-launch times saturate at 2^32 - 1 ns");
    return 0;
}
