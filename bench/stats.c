/* SPDX-License-Identifier: MIT */
/*
 * bench/stats.c -- bench-run's samples and their statistics: every R line
 * of every program, kept in one growing array; per (key, column) the
 * count, minimum, median with its 95% confidence interval, and maximum; a
 * goal decided by that interval; the quotients of two columns' samples
 * paired round by round; and the tails' quantile points for tail.csv.
 * Tested by tests/bench/stats-t.
 */
#define _GNU_SOURCE
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench/run.h"

/* ------------------------------------------------------------ samples */

static struct sample *samples;
static size_t nsamples, capsamples;

void add_sample(const char *key, int variant, double value, const char *unit, int round)
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

size_t sample_count(void)
{
    return nsamples;
}

const struct sample *sample_at(size_t i)
{
    return &samples[i];
}

/* ------------------------------------------------------------ statistics */

/*
 * A distribution-free 95% confidence interval for the median of n samples,
 * from order statistics: with X the number of samples below the true
 * median, X ~ Binomial(n, 1/2) whatever the distribution (continuous), so
 * [x_(lo), x_(hi)] (1-based order statistics, hi = n + 1 - lo) misses it
 * with probability 2 P(X < lo). lo is the largest k with P(X < k) <= 0.025;
 * the interval covers the median with probability >= 95%. The binomial
 * probabilities are summed in double from lgamma (no overflow for any n).
 * For n < 6 no k qualifies (P(X < 1) = 2^-n > 0.025): the whole range,
 * 1..n. n == 0 gives 0..0.
 */
void bench_median_ci_index(size_t n, size_t *lo, size_t *hi)
{
    double cdf = 0, base;
    size_t k;

    if (n < 6) {
        *lo = n > 0 ? 1 : 0;
        *hi = n;
        return;
    }
    base = lgamma((double)n + 1) - (double)n * log(2.0);
    /* cdf = P(X < k) before adding P(X = k); stop at the first k that fails */
    for (k = 0; k <= n / 2; k++) {
        double pk = exp(base - lgamma((double)k + 1) - lgamma((double)(n - k) + 1));

        if (cdf + pk > 0.025)
            break;
        cdf += pk;
    }
    /* P(X < k) <= 0.025 and P(X < k + 1) > 0.025: k is the largest */
    *lo = k;
    *hi = n + 1 - k;
}

/* The median of v[0..n) (sorts v) and its 95% confidence interval
 * [*ci_lo, *ci_hi] (bench_median_ci_index). All 0 for n == 0. */
double bench_median_ci(double *v, size_t n, double *ci_lo, double *ci_hi)
{
    size_t lo, hi;
    double med = bench_median(v, n);

    bench_median_ci_index(n, &lo, &hi);
    *ci_lo = n > 0 ? v[lo - 1] : 0.0;
    *ci_hi = n > 0 ? v[hi - 1] : 0.0;
    return med;
}

int stats_of(const char *key, int variant, struct stats *st)
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

/* ------------------------------------------------------------ goals and pairs */

enum bench_verdict bench_ci_verdict(const struct stats *st, double goal)
{
    if (st->n < 6)
        return BENCH_UNKNOWN;
    if (st->ci_lo >= goal)
        return BENCH_MET;
    if (st->ci_hi < goal)
        return BENCH_MISSED;
    return BENCH_UNDECIDED;
}

const char *bench_verdict_name(enum bench_verdict v)
{
    switch (v) {
    case BENCH_MET: return "ok";
    case BENCH_UNDECIDED: return "undecided";
    case BENCH_MISSED: return "MISS";
    case BENCH_UNKNOWN: break;
    }
    return "n/a";
}

/* The samples of (key, variant), in the order they were added: how many,
 * their values and rounds in *values and *rounds (malloc'd; NULL when 0). */
static size_t samples_of(const char *key, int variant, double **values, int **rounds)
{
    size_t i, n = 0;

    *values = NULL;
    *rounds = NULL;
    for (i = 0; i < nsamples; i++)
        n += samples[i].variant == variant && strcmp(samples[i].key, key) == 0;
    if (n == 0)
        return 0;
    *values = malloc(n * sizeof **values);
    *rounds = malloc(n * sizeof **rounds);
    if (*values == NULL || *rounds == NULL) {
        fprintf(stderr, "bench-run: out of memory\n");
        exit(1);
    }
    for (i = 0, n = 0; i < nsamples; i++)
        if (samples[i].variant == variant && strcmp(samples[i].key, key) == 0) {
            (*values)[n] = samples[i].value;
            (*rounds)[n++] = samples[i].round;
        }
    return n;
}

size_t add_quotients(const char *key, int va, int vb, const char *out_key, int out_variant)
{
    double *a, *b;
    int *ra, *rb;
    size_t na = samples_of(key, va, &a, &ra), nb = samples_of(key, vb, &b, &rb), i, j, pairs = 0;

    /* copied first: add_sample may move the samples */
    for (i = 0; i < na; i++) {
        size_t k = 0, seen = 0;

        for (j = 0; j < i; j++) /* a[i] is the k-th of its round */
            k += ra[j] == ra[i];
        for (j = 0; j < nb; j++)
            if (rb[j] == ra[i] && seen++ == k)
                break;
        if (j == nb || b[j] == 0)
            continue;
        add_sample(out_key, out_variant, a[i] / b[j], "x", ra[i]);
        pairs++;
    }
    free(a);
    free(b);
    free(ra);
    free(rb);
    return pairs;
}

/* ------------------------------------------------------------ tail points */

static struct tail_q tailqs[4096];
static int ntailqs;

void add_tail_point(const struct tail_q *t)
{
    if (ntailqs < (int)(sizeof tailqs / sizeof tailqs[0]))
        tailqs[ntailqs++] = *t;
}

const struct tail_q *tail_points(int *n)
{
    *n = ntailqs;
    return tailqs;
}
