/* SPDX-License-Identifier: MIT */
/*
 * bench/common.h -- what the benchmark programs share: the clock, a random
 * generator, medians, the checks of results, CPU pinning, tail quantiles,
 * the line protocol, the sizes, the heap-phase hook. (The medians'
 * confidence intervals are bench-run's, in stats.c.)
 *
 * Used from C (bench-drv, bench-run) and from CUDA C++ (rt.cu), so
 * everything here is static inline and plain C. A C file must define
 * _GNU_SOURCE before any include (RTLD_DEFAULT, clock_gettime).
 *
 * The protocol: a measuring program prints one line per sample on stdout,
 *
 *     R <key> <variant> <value> <unit>
 *
 * (key: what was measured, e.g. "launch.api" or "copy.h2d-pinned.4096";
 * variant: raw, core, or rt for the Runtime-API program, which bench-run
 * renames to compat or cudart), "T <ns>" for a cold start's completion time
 * on CLOCK_MONOTONIC, and "# ..." for information. Anything else is an
 * error message and goes to stderr.
 */
#ifndef CUFW_BENCH_COMMON_H
#define CUFW_BENCH_COMMON_H

#include <dlfcn.h>
#include <errno.h>
#include <math.h>
#include <sched.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* Exit status of a program that found no GPU (automake's "skipped"). */
#define BENCH_SKIP 77

/* Copies: 4 KiB .. 1 GiB by powers of 4 (the largest is an argument). */
#define BENCH_COPY_MIN ((size_t)4 << 10)
#define BENCH_COPY_MAX ((size_t)1 << 30)
/* Bytes a host copy measurement moves at least (fewer for huge sizes). */
#define BENCH_COPY_TARGET ((size_t)256 << 20)
/* The kinds of copy, in table order. */
#define BENCH_COPY_KINDS(X)                                                                       \
    X(H2D_PINNED, "h2d-pinned") X(D2H_PINNED, "d2h-pinned") X(H2D_PAGEABLE, "h2d-pageable")     \
    X(D2H_PAGEABLE, "d2h-pageable") X(D2D, "d2d")
enum bench_copy_kind {
#define BENCH_X_ENUM(id, name) BENCH_##id,
    BENCH_COPY_KINDS(BENCH_X_ENUM)
#undef BENCH_X_ENUM
        BENCH_COPY_KIND_COUNT
};
static inline const char *bench_copy_kind_name(int kind)
{
    static const char *const names[] = {
#define BENCH_X_NAME(id, name) name,
        BENCH_COPY_KINDS(BENCH_X_NAME)
#undef BENCH_X_NAME
    };
    return kind >= 0 && kind < BENCH_COPY_KIND_COUNT ? names[kind] : "?";
}

/* How many copies of size bytes one measurement makes. */
static inline unsigned bench_copy_count(size_t size, int kind)
{
    size_t target = kind == BENCH_D2D ? BENCH_COPY_TARGET * 16 : BENCH_COPY_TARGET;
    size_t n = target / size;

    return n < 3 ? 3u : n > 2000 ? 2000u : (unsigned)n;
}

/* Block size of the bandwidth kernels; the grid is SMs * (threads per SM / this). */
#define BENCH_BLOCK 256u

/* Heap phase: 1000 launches, copies of these sizes from a static buffer. */
#define BENCH_HEAP_LAUNCHES 1000
#define BENCH_HEAP_BYTES ((size_t)1 << 20)

/* Graphs: a pipeline of this many dependent saxpy kernels on BENCH_GRAPH_N
 * floats (one block of BENCH_GRAPH_N threads each), launched one by one and
 * replayed as a graph, in timed batches of BENCH_GRAPH_BATCH pipelines;
 * instantiation and whole-graph updates timed BENCH_GRAPH_SLOW times. */
#define BENCH_GRAPH_KERNELS 10
#define BENCH_GRAPH_N 256u
#define BENCH_GRAPH_BATCH 16
#define BENCH_GRAPH_SLOW 200

/* What BENCH_GRAPH_KERNELS saxpys y = alpha * x + y do to y = 0, in float
 * as the device does it (one rounding per step, or a fused multiply-add:
 * the check's tolerance covers both). */
static inline float bench_graph_expect(float alpha, float x)
{
    float y = 0;
    int i;

    for (i = 0; i < BENCH_GRAPH_KERNELS; i++)
        y = alpha * x + y;
    return y;
}

/* The first i of BENCH_GRAPH_N whose y[i] is not what the pipeline makes of
 * x[i] (bench_graph_expect, to 1e-5 relative), or -1. NaN never agrees. */
static inline long bench_graph_check(const float *y, const float *x, float alpha)
{
    unsigned i;

    for (i = 0; i < BENCH_GRAPH_N; i++) {
        float want = bench_graph_expect(alpha, x[i]), d = y[i] - want;

        if (!((d < 0 ? -d : d) <= 1e-5f * (1.0f + (want < 0 ? -want : want))))
            return (long)i;
    }
    return -1;
}

/*
 * Threads (the `threads` mode of bench-drv and rt.cu): N threads launch the
 * empty kernel at once, each on a stream of the mode -- "own" (a
 * non-blocking stream per thread), "legacy" (the legacy default stream,
 * shared by all) or "ptds" (each thread's per-thread default stream). The
 * programs take the thread counts as a comma list ("1,2,4,8,16") and the
 * modes as a comma list or "all"; these parse them.
 */
#define BENCH_THREADS_MAX 256
#define BENCH_THREADS_LISTS 16 /* thread counts or modes in one list, at most */
enum { BENCH_TS_OWN, BENCH_TS_LEGACY, BENCH_TS_PTDS, BENCH_TS_MODES };

static inline const char *bench_threads_mode_name(int mode)
{
    static const char *const names[BENCH_TS_MODES] = {"own", "legacy", "ptds"};

    return mode >= 0 && mode < BENCH_TS_MODES ? names[mode] : "?";
}

/* Thread counts from "1,2,4" into counts[0..max): how many, or -1 when the
 * list is empty, too long, or has anything but numbers 1..BENCH_THREADS_MAX. */
static inline int bench_threads_counts(const char *s, long *counts, int max)
{
    int n = 0;

    for (;;) {
        char *end;
        long v = strtol(s, &end, 10);

        if (end == s || v < 1 || v > BENCH_THREADS_MAX || n == max || (*end != ',' && *end != '\0'))
            return -1;
        counts[n++] = v;
        if (*end == '\0')
            return n;
        s = end + 1;
    }
}

/* Launches each of n threads makes in one measurement of the threads rows:
 * the measurement's launches shared among the n (rounded up), but at least
 * two batches each, so that every thread synchronises its stream between
 * batches however many threads share the work. */
static inline long bench_threads_per_thread(long launches, long n, long batch)
{
    long each = (launches + n - 1) / n;

    return each < 2 * batch ? 2 * batch : each;
}

/* Modes from "own,ptds" or "all" into modes[0..max): how many, or -1 for an
 * unknown name or a list that is empty or too long. */
static inline int bench_threads_modes(const char *s, int *modes, int max)
{
    int n = 0, m;

    if (strcmp(s, "all") == 0)
        s = "own,legacy,ptds";
    for (;;) {
        size_t len = strcspn(s, ",");

        for (m = 0; m < BENCH_TS_MODES; m++)
            if (strlen(bench_threads_mode_name(m)) == len &&
                strncmp(s, bench_threads_mode_name(m), len) == 0)
                break;
        if (m == BENCH_TS_MODES || n == max)
            return -1;
        modes[n++] = m;
        if (s[len] == '\0')
            return n;
        s += len + 1;
    }
}

static inline uint64_t bench_now_ns(void)
{
    struct timespec ts;

    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

/* xorshift64*: seeds must be non-zero. */
static inline uint64_t bench_rand(uint64_t *state)
{
    uint64_t x = *state;

    x ^= x >> 12;
    x ^= x << 25;
    x ^= x >> 27;
    *state = x;
    return x * 0x2545F4914F6CDD1Dull;
}

/* A float in [-1, 1) with 24 random bits; never exactly 0 in practice. */
static inline float bench_randf(uint64_t *state)
{
    return (float)((double)(bench_rand(state) >> 40) / 16777216.0) * 2.0f - 1.0f;
}

/* n random bytes at p. */
static inline void bench_fill_bytes(unsigned char *p, size_t n, uint64_t *state)
{
    size_t i;

    for (i = 0; i < n; i += 8) {
        uint64_t x = bench_rand(state);

        memcpy(p + i, &x, n - i < 8 ? n - i : 8);
    }
}

/*
 * Fill b[0..n) and c[0..n) with random floats in [-1, 1) (two from each
 * 64-bit draw: the generator is the slow part of a 1 GiB fill) and return
 * the sum of b and of |b| in double, for checking a reduction.
 */
static inline void bench_fill_pair(float *b, float *c, size_t n, uint64_t *state, double *sum,
                                   double *sum_abs)
{
    double s = 0, sa = 0;
    size_t i;

    for (i = 0; i < n; i++) {
        uint64_t x = bench_rand(state);
        float fb = (float)((double)(x >> 40) / 16777216.0) * 2.0f - 1.0f;
        float fc = (float)((double)((x >> 16) & 0xffffffu) / 16777216.0) * 2.0f - 1.0f;

        b[i] = fb;
        c[i] = fc;
        s += fb;
        sa += fb < 0 ? -(double)fb : (double)fb;
    }
    *sum = s;
    *sum_abs = sa;
}

/*
 * What each block of cufw_reduce_sum_f32 must produce for a 16-byte aligned
 * input (every device allocation is): its grid-stride loop over float4s
 * gives elements 4j..4j+3 to thread j mod grid*block, and the scalar tail
 * (from 4*(n/4)) element i to thread (i - 4*(n/4)) mod grid*block; a thread
 * belongs to block thread / block. sums[] and abs_sums[] (grid entries) get
 * each block's sum and sum of magnitudes, in double.
 */
static inline void bench_block_sums(const float *x, size_t n, unsigned grid, unsigned block,
                                    double *sums, double *abs_sums)
{
    size_t stride = (size_t)grid * block, n4 = n / 4, head = n4 * 4, j, i;
    unsigned b, k;

    for (b = 0; b < grid; b++)
        sums[b] = abs_sums[b] = 0;
    for (j = 0; j < n4; j++) {
        b = (unsigned)((j % stride) / block);
        for (k = 0; k < 4; k++) {
            float v = x[4 * j + k];

            sums[b] += v;
            abs_sums[b] += v < 0 ? -(double)v : (double)v;
        }
    }
    for (i = head; i < n; i++) {
        b = (unsigned)(((i - head) % stride) / block);
        sums[b] += x[i];
        abs_sums[b] += x[i] < 0 ? -(double)x[i] : (double)x[i];
    }
}

/*
 * Index of the first block whose float result is off by more than 2e-7 of
 * its sum of magnitudes (float rounding: ~4e-9 for 1 GiB of [-1, 1); a lost
 * thread always exceeds it, a lost element almost always), or -1 when all
 * agree. NaN never agrees.
 */
static inline long bench_check_block_sums(const float *got, const double *sums,
                                          const double *abs_sums, unsigned grid)
{
    unsigned b;

    for (b = 0; b < grid; b++) {
        double d = (double)got[b] - sums[b];

        if (!((d < 0 ? -d : d) <= 2e-7 * abs_sums[b] + 1e-6))
            return (long)b;
    }
    return -1;
}

/*
 * How many of a[0..n) are not b + scalar * c to float rounding (2.5e-7 of
 * the terms' magnitudes), the first of them at *first. NaN never agrees.
 */
static inline size_t bench_check_triad(const float *a, const float *b, const float *c,
                                       float scalar, size_t n, size_t *first)
{
    size_t i, bad = 0;

    for (i = 0; i < n; i++) {
        double sc = (double)scalar * c[i], want = b[i] + sc;
        double tol = 2.5e-7 * (fabs((double)b[i]) + fabs(sc));

        if (!(fabs((double)a[i] - want) <= tol) && bad++ == 0)
            *first = i;
    }
    return bad;
}

static inline uint64_t bench_seed(void)
{
    uint64_t s = bench_now_ns() ^ 0x9E3779B97F4A7C15ull;

    return s != 0 ? s : 1;
}

static inline int bench_cmp_double(const void *a, const void *b)
{
    double x = *(const double *)a, y = *(const double *)b;

    return x < y ? -1 : x > y;
}

/* The median of v[0..n) (sorts v). 0 for n == 0. */
static inline double bench_median(double *v, size_t n)
{
    if (n == 0)
        return 0.0;
    qsort(v, n, sizeof *v, bench_cmp_double);
    return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2.0;
}

/*
 * Pin this process to one CPU: $BENCH_CPU when set, else the CPU it is
 * running on now (sched_getcpu). A timing loop that migrates between CPUs
 * pays cold caches and another core's frequency in the middle of a batch.
 * Prints a "#" line saying which CPU and why; returns 0, or -1 with a
 * message in why (errno's text) when the CPU cannot be chosen or set.
 */
static inline int bench_pin_cpu(const char *who, char *why, size_t len)
{
    const char *env = getenv("BENCH_CPU");
    cpu_set_t set;
    long cpu;

    if (env != NULL && *env != '\0') {
        char *end;

        cpu = strtol(env, &end, 10);
        if (*end != '\0' || cpu < 0 || cpu >= CPU_SETSIZE) {
            snprintf(why, len, "BENCH_CPU=%s is not a CPU number", env);
            return -1;
        }
    } else {
        cpu = sched_getcpu();
        if (cpu < 0) {
            snprintf(why, len, "sched_getcpu: %s", strerror(errno));
            return -1;
        }
    }
    CPU_ZERO(&set);
    CPU_SET((int)cpu, &set);
    if (sched_setaffinity(0, sizeof set, &set) != 0) {
        snprintf(why, len, "sched_setaffinity(CPU %ld): %s", cpu, strerror(errno));
        return -1;
    }
    printf("# %s: pinned to CPU %ld (%s)\n", who, cpu,
           env != NULL && *env != '\0' ? "BENCH_CPU" : "the CPU it started on, sched_getcpu");
    return 0;
}

static inline void bench_result(const char *key, const char *variant, double value,
                                const char *unit)
{
    printf("R %s %s %.9g %s\n", key, variant, value, unit);
    fflush(stdout);
}

/*
 * The tail modes: per-launch times in ns, saturated to 32 bits, and the
 * value at quantile q of sorted t[0..n) by nearest rank (the smallest value
 * with at least q n samples at or below it; q = 0 gives the minimum).
 */
static inline uint32_t bench_sat_ns(uint64_t ns)
{
    return ns > UINT32_MAX ? UINT32_MAX : (uint32_t)ns;
}
static inline int bench_cmp_u32(const void *a, const void *b)
{
    uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;

    return x < y ? -1 : x > y;
}
static inline uint32_t bench_quantile_u32(const uint32_t *t, size_t n, double q)
{
    double r = ceil(q * (double)n);
    size_t i = r < 1 ? 0 : (size_t)r - 1;

    return n == 0 ? 0 : t[i < n ? i : n - 1];
}

/* The cost of one CLOCK_MONOTONIC read: the mean over 10^6 back-to-back
 * reads and the smallest step between two, on a "#" line. */
static inline void bench_clock_cost(const char *who)
{
    uint64_t t0 = bench_now_ns(), prev = t0, step = UINT64_MAX;
    long i;

    for (i = 0; i < 1000000; i++) {
        uint64_t t = bench_now_ns();

        if (t - prev < step)
            step = t - prev;
        prev = t;
    }
    printf("# %s: one CLOCK_MONOTONIC read costs %.1f ns on average (smallest step %llu ns); "
           "each timed launch includes about one read, not subtracted\n",
           who, (double)(prev - t0) / 1e6, (unsigned long long)step);
}

/*
 * Print the quantiles of t[0..n) (sorted here) of one tail measure:
 * R lines tail.<measure>.<name>.<p50|p90|p99|p999|p9999|max> in us under
 * column variant, then "# tailq <measure> <name> <q> <ns>" for
 * q = 1 - 10^(-k/8), k = 0..48 while 10^(-k/8) >= 1/n (beyond, the nearest
 * rank is the maximum), and the maximum as q = 1, for plotting.
 */
static inline void bench_tail_report(const char *measure, const char *name, const char *variant,
                                     uint32_t *t, size_t n)
{
    static const char *const qname[] = {"p50", "p90", "p99", "p999", "p9999"};
    static const double qv[] = {0.5, 0.9, 0.99, 0.999, 0.9999};
    char key[96];
    unsigned i;
    int k;

    qsort(t, n, sizeof *t, bench_cmp_u32);
    for (i = 0; i < sizeof qv / sizeof qv[0]; i++) {
        snprintf(key, sizeof key, "tail.%s.%s.%s", measure, name, qname[i]);
        bench_result(key, variant, bench_quantile_u32(t, n, qv[i]) / 1e3, "us");
    }
    snprintf(key, sizeof key, "tail.%s.%s.max", measure, name);
    bench_result(key, variant, (n > 0 ? t[n - 1] : 0) / 1e3, "us");
    for (k = 0; k <= 48; k++) {
        double tailp = pow(10.0, -k / 8.0);

        if (tailp * (double)n < 1.0)
            break;
        printf("# tailq %s %s %.10g %u\n", measure, name, 1.0 - tailp,
               (unsigned)bench_quantile_u32(t, n, 1.0 - tailp));
    }
    printf("# tailq %s %s 1 %u\n", measure, name, (unsigned)(n > 0 ? t[n - 1] : 0));
    fflush(stdout);
}

/* The LD_PRELOAD heap counter's phase marker, or NULL when it is not loaded. */
typedef void (*bench_phase_fn)(const char *name);
typedef int (*bench_owner_fn)(const void *address);
static inline bench_phase_fn bench_phase_hook(void)
{
    bench_phase_fn fn;
    void *sym = dlsym(RTLD_DEFAULT, "heapcount_phase");

    memcpy(&fn, &sym, sizeof fn);
    return fn;
}
/* heapcount_owner(address): 0 when address is in the runtime library's code. */
static inline bench_owner_fn bench_owner_hook(void)
{
    bench_owner_fn fn;
    void *sym = dlsym(RTLD_DEFAULT, "heapcount_owner");

    memcpy(&fn, &sym, sizeof fn);
    return fn;
}

#endif
