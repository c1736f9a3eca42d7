/* SPDX-License-Identifier: MIT */
/*
 * bench/report.c -- bench-run's report, from the samples' statistics
 * (stats.c): the main markdown table (a row per measurement, a cell per
 * column -- the median and half the min-max range -- the ratios of the
 * medians, each row's goal), then the tables of the launch floor, the
 * tails, the threads, memory at rest, the first launch and the cost as
 * the program grows, each printed only when something of it was measured
 * (results.c writes the files).
 */
#define _GNU_SOURCE
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench/run.h"

/* ------------------------------------------------------------ the main table */

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

void define_rows(void)
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
    add_row("foot.real.text", "footprint, realistic program: text (size)", G_FOOT, NULL);
    add_row("foot.real.bss", "footprint, realistic program: bss (size)", G_NONE, NULL);
    add_row("foot.real.libtext", "footprint, realistic program: runtime .text", G_NONE, NULL);
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

/* The ratio columns: core/raw, compat/raw, compat/cudart. */
static void fmt_ratios(char rc[3][16], const int have[V_COUNT], const double m[V_COUNT])
{
    fmt_ratio(rc[0], sizeof rc[0], have[V_CORE], m[V_CORE], have[V_RAW], m[V_RAW]);
    fmt_ratio(rc[1], sizeof rc[1], have[V_COMPAT], m[V_COMPAT], have[V_RAW], m[V_RAW]);
    fmt_ratio(rc[2], sizeof rc[2], have[V_COMPAT], m[V_COMPAT], have[V_CUDART], m[V_CUDART]);
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

void print_table(void)
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
        fmt_ratios(rc, have, m);
        printf("| %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |\n", r->label, unit, cell[0],
               cell[1], cell[2], cell[3], rc[0], rc[1], rc[2],
               goal_text(r, have, m, goal, sizeof goal));
    }
}

/* One line: the triad's median TB/s by blocks per SM, for each variant. */
void print_sweep(void)
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

void print_floor_table(void)
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
void print_tail_table(void)
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

/* ------------------------------------------------------------ threads, rss, first launch */

/* The threads rows' goal: at least this ratio, decided by the 95% CI. */
#define THREADS_GOAL 0.97

/* A ratio's cell: "median [ci_lo, ci_hi]", "median [range]" below 6
 * samples, or "-". */
static void fmt_ci(char *buf, size_t len, const struct stats *st, int have)
{
    if (!have)
        snprintf(buf, len, "-");
    else
        snprintf(buf, len, "%.4f [%.4f, %.4f]", st->med, st->ci_lo, st->ci_hi);
}

/*
 * Rows "<mode>, <n> threads" (method 10): each column's median rate (M/s),
 * then the paired ratios with their 95% CIs -- core/raw (bench-drv's
 * rounds), compat/cudart (compat's ratio to its rt-fn over cudart's, round
 * by round) -- each runtime's median ratio to its own rt-fn, the rounds,
 * and each ratio's verdict against THREADS_GOAL (bench_ci_verdict). Then
 * one line counting the verdicts.
 */
void print_threads_table(void)
{
    const struct threads_settings *tcfg = threads_config();
    int mode, c, v, header = 0, count[2][4] = {{0}};

    for (mode = 0; mode < BENCH_TS_MODES; mode++)
        for (c = 0; c < tcfg->ncounts; c++) {
            const char *name = bench_threads_mode_name(mode);
            long n = tcfg->counts[c];
            struct stats st[V_COUNT], core, vs, fn[2];
            int have[V_COUNT], any = 0, hcore, hvs, hfn[2];
            enum bench_verdict vcore, vvs;
            char key[64], cell[V_COUNT][24], ccore[48], cvs[48], cfn[2][16];

            snprintf(key, sizeof key, "threads.%s.%ld", name, n);
            for (v = 0; v < V_COUNT; v++) {
                have[v] = stats_of(key, v, &st[v]);
                any |= have[v];
                if (have[v])
                    fmt_value(cell[v], sizeof cell[v], st[v].med, "M/s");
                else
                    snprintf(cell[v], sizeof cell[v], "-");
            }
            if (!any)
                continue;
            snprintf(key, sizeof key, "threads.ratio.%s.%ld", name, n);
            hcore = stats_of(key, V_CORE, &core);
            for (v = 0; v < 2; v++) {
                hfn[v] = stats_of(key, v == 0 ? V_COMPAT : V_CUDART, &fn[v]);
                if (hfn[v])
                    snprintf(cfn[v], sizeof cfn[v], "%.3f", fn[v].med);
                else
                    snprintf(cfn[v], sizeof cfn[v], "-");
            }
            snprintf(key, sizeof key, "threads.vs-cudart.%s.%ld", name, n);
            hvs = stats_of(key, V_COMPAT, &vs);
            fmt_ci(ccore, sizeof ccore, &core, hcore);
            fmt_ci(cvs, sizeof cvs, &vs, hvs);
            vcore = bench_ci_verdict(&core, THREADS_GOAL); /* unknown when absent: n == 0 */
            vvs = bench_ci_verdict(&vs, THREADS_GOAL);
            count[0][vcore]++;
            count[1][vvs]++;
            if (!header) {
                printf("\nthreads (paired rounds: per-round ratios to the raw driver of the same "
                       "round and process; compat/cudart: compat's ratio over cudart's, round by "
                       "round; median [95%% CI]; goal >= %.2f: ok when the whole CI is at or "
                       "above it, MISS when the whole CI is below, undecided when it holds "
                       "%.2f)\n\n| threads: launches at once | raw M/s | core M/s | compat M/s "
                       "| cudart M/s | core/raw [95%% CI] | compat/cudart [95%% CI] | "
                       "compat, cudart / rt-fn | rounds (core / pairs) | goal |\n"
                       "|---|--:|--:|--:|--:|--:|--:|--:|--:|---|\n",
                       THREADS_GOAL, THREADS_GOAL);
                header = 1;
            }
            printf("| %s, %ld thread%s | %s | %s | %s | %s | %s | %s | %s / %s | %zu / %zu | "
                   "core %s, compat %s |\n",
                   name, n, n == 1 ? "" : "s", cell[V_RAW], cell[V_CORE], cell[V_COMPAT],
                   cell[V_CUDART], ccore, cvs, cfn[0], cfn[1], core.n, vs.n,
                   bench_verdict_name(vcore), bench_verdict_name(vvs));
        }
    if (!header)
        return;
    printf("\n# goal: threads, core >= %.2f raw and compat >= %.2f cudart on every row (95%% CI):",
           THREADS_GOAL, THREADS_GOAL);
    for (v = 0; v < 2; v++)
        printf(" %s %d ok, %d undecided, %d MISS, %d n/a%s", v == 0 ? "core" : "compat",
               count[v][BENCH_MET], count[v][BENCH_UNDECIDED], count[v][BENCH_MISSED],
               count[v][BENCH_UNKNOWN], v == 0 ? ";" : "");
    printf("\n");
}

/* The rss.* rows: median ± spread per column, compat/cudart and core/raw. */
void print_rss_table(void)
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
        double m[V_COUNT];
        char cell[V_COUNT][40], rc[3][16];

        for (v = 0; v < V_COUNT; v++) {
            have[v] = stats_of(keys[i], v, &st[v]);
            any |= have[v];
            m[v] = st[v].med;
            fmt_cell(cell[v], sizeof cell[v], &st[v], have[v], "KiB");
        }
        if (!any)
            continue;
        if (!header)
            printf("\n| memory at rest (trivial program) | unit | raw driver | cufw core | "
                   "cufw compat | cudart_static | core/raw | compat/cudart |\n"
                   "|---|---|--:|--:|--:|--:|--:|--:|\n");
        header = 1;
        fmt_ratios(rc, have, m);
        printf("| %s | KiB | %s | %s | %s | %s | %s | %s |\n", labels[i], cell[V_RAW],
               cell[V_CORE], cell[V_COMPAT], cell[V_CUDART], rc[0], rc[2]);
    }
}

/* The first-launch table: a row per measurement, a column per variant;
 * then the goal line. Nothing when nothing was measured. */
void print_first_table(void)
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

/* ------------------------------------------------------------ growth */

/* The sizes (kernels, units) of the growth rows, from the samples' keys,
 * sorted; how many (at most max). */
static int growth_sizes(unsigned long (*sizes)[2], int max)
{
    size_t i;
    int n = 0, j, k;

    for (i = 0; i < sample_count(); i++) {
        unsigned long s[2];
        char measure[32];

        if (sscanf(sample_at(i)->key, "growth.%lu.%lu.%31s", &s[0], &s[1], measure) != 3)
            continue;
        for (j = 0; j < n && (sizes[j][0] != s[0] || sizes[j][1] != s[1]); j++)
            continue;
        if (j < n || n == max)
            continue;
        /* insertion in order: kernels, then units */
        for (j = n; j > 0 && (sizes[j - 1][0] > s[0] ||
                              (sizes[j - 1][0] == s[0] && sizes[j - 1][1] > s[1])); j--)
            for (k = 0; k < 2; k++)
                sizes[j][k] = sizes[j - 1][k];
        sizes[j][0] = s[0];
        sizes[j][1] = s[1];
        n++;
    }
    return n;
}

/* Method 14: a row per measure and size, compat and cudart side by side. */
void print_growth_table(void)
{
    static const struct {
        const char *key, *label, *unit;
    } measures[] = {
        {"reg", "exec to main (registration)", "us"},
        {"init", "cudaFree(0)", "us"},
        {"first", "first launch, median of the sample", "us"},
        {"first-max", "first launch, slowest", "us"},
        {"steady", "steady launch of the last kernel", "us"},
        {"attr", "cudaFuncGetAttributes", "us"},
        {"bysym", "cudaGetFuncBySymbol", "us"},
        {"rss", "VmRSS after the first launches", "KiB"},
    };
    unsigned long sizes[64][2];
    int n = growth_sizes(sizes, 64), i, header = 0;
    size_t m;

    for (m = 0; m < sizeof measures / sizeof measures[0]; m++)
        for (i = 0; i < n; i++) {
            struct stats sc, sr;
            char key[64], cc[40], cr[40], ratio[16];
            int hc, hr;

            snprintf(key, sizeof key, "growth.%lu.%lu.%s", sizes[i][0], sizes[i][1],
                     measures[m].key);
            hc = stats_of(key, V_COMPAT, &sc);
            hr = stats_of(key, V_CUDART, &sr);
            if (!hc && !hr)
                continue;
            if (!header)
                printf("\n| cost as the program grows | kernels | units | unit | cufw compat | "
                       "cudart_static | compat/cudart |\n|---|--:|--:|---|--:|--:|--:|\n");
            header = 1;
            fmt_cell(cc, sizeof cc, &sc, hc, measures[m].unit);
            fmt_cell(cr, sizeof cr, &sr, hr, measures[m].unit);
            fmt_ratio(ratio, sizeof ratio, hc, sc.med, hr, sr.med);
            printf("| %s | %lu | %lu | %s | %s | %s | %s |\n", measures[m].label, sizes[i][0],
                   sizes[i][1], measures[m].unit, cc, cr, ratio);
        }
}
