/* SPDX-License-Identifier: MIT */
/*
 * bench/results.c -- bench-run's files: results.csv (a line per key and
 * column with samples: n, min, median, max, the ratio to the raw driver's
 * median, the median's confidence interval), the same lines in
 * results.json with what the run knows of itself (run_info: cufw's
 * version, the date, the device, the driver's and the toolkit's CUDA
 * versions, from the probes' "#" lines), samples.csv and tail.csv.
 * Tested without a GPU by tests/bench/results-t.sh (through
 * tests/bench/results-write.c), as stats-t tests stats.c.
 *
 * IMPLEMENTATION NOTES
 *
 * The JSON is written by hand with stdio: no buffer of its own, no
 * allocation. Strings are escaped as RFC 8259 says (quote, backslash and
 * every control character); a byte that is not part of well-formed UTF-8
 * becomes U+FFFD, so that any key a program printed still gives a file a
 * JSON reader accepts. A number that is not finite (a sample can be "nan"
 * or "inf": sscanf reads them) is null, which JSON has and NaN it has not.
 * Both files take their lines from one iteration (next_result), so that
 * they cannot disagree; the CSV quotes a field that holds a comma, a quote
 * or a line break (RFC 4180), which no key of the programs does.
 */
#define _GNU_SOURCE
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench/run.h"

const char *const vnames[V_COUNT] = {"raw", "core", "compat", "cudart"};

struct run_info run_info;

/* ------------------------------------------------------------ what the run knows */

/* A CUDA version as the APIs give it (1000 * major + 10 * minor). */
static int cuda_version(int major, int minor)
{
    return 1000 * major + 10 * minor;
}

void run_info_note(int column, const char *line)
{
    static const char device[] = "# device 0: ", cc[] = ", compute capability ";
    const char *end;
    int major, minor, sms, dmaj, dmin, hmaj, hmin, rmaj, rmin;

    if (strncmp(line, device, sizeof device - 1) == 0 && (end = strstr(line, cc)) != NULL &&
        sscanf(end + sizeof cc - 1, "%d.%d, %d SMs, driver CUDA %d.%d, headers CUDA %d.%d", &major,
               &minor, &sms, &dmaj, &dmin, &hmaj, &hmin) == 7) {
        int len = (int)(end - line) - (int)(sizeof device - 1);

        snprintf(run_info.device, sizeof run_info.device, "%.*s", len, line + sizeof device - 1);
        run_info.cc_major = major;
        run_info.cc_minor = minor;
        run_info.sms = sms;
        run_info.driver_cuda = cuda_version(dmaj, dmin);
        run_info.headers_cuda = cuda_version(hmaj, hmin);
    } else if (column >= 0 && column < V_COUNT &&
               sscanf(line, "# runtime %d.%d over driver %d.%d", &rmaj, &rmin, &dmaj, &dmin) ==
                   4) {
        run_info.runtime_cuda[column] = cuda_version(rmaj, rmin);
    }
}

/* ------------------------------------------------------------ the lines of both files */

/* A (key, column) with samples: its first sample names it. */
struct result {
    const struct sample *s;
    struct stats st;
    int have_ratio; /* the raw column has the key, with a median not 0 */
    double ratio;
};

/* The next (key, column) from sample *i on, in the order of the first
 * samples; 0 when there is none left. */
static int next_result(size_t *i, struct result *r)
{
    size_t j, n = sample_count();

    for (; *i < n; ++*i) {
        const struct sample *s = sample_at(*i);
        struct stats raw;
        int seen = 0;

        for (j = 0; j < *i && !seen; j++)
            seen = sample_at(j)->variant == s->variant && strcmp(sample_at(j)->key, s->key) == 0;
        if (seen || !stats_of(s->key, s->variant, &r->st))
            continue;
        r->s = s;
        r->have_ratio = stats_of(s->key, V_RAW, &raw) && raw.med != 0;
        r->ratio = r->have_ratio ? r->st.med / raw.med : 0;
        ++*i;
        return 1;
    }
    return 0;
}

/* ------------------------------------------------------------ CSV */

/* path, opened for writing, with its header line; NULL when it cannot be. */
static FILE *csv_open(const char *path, const char *header)
{
    FILE *f = fopen(path, "w");

    if (f != NULL)
        fprintf(f, "%s\n", header);
    return f;
}

/* A field: as it is, or quoted (quotes doubled) when it holds a comma, a
 * quote or a line break. */
static void csv_field(FILE *f, const char *s)
{
    if (strpbrk(s, ",\"\r\n") == NULL) {
        fputs(s, f);
        return;
    }
    putc('"', f);
    for (; *s != '\0'; s++) {
        if (*s == '"')
            putc('"', f);
        putc(*s, f);
    }
    putc('"', f);
}

int write_tail_csv(const char *path)
{
    const struct tail_q *t;
    FILE *f;
    int i, n;

    t = tail_points(&n);
    if (n == 0)
        return 0;
    f = csv_open(path, "column,measure,variant,quantile,ns");
    if (f == NULL)
        return -1;
    for (i = 0; i < n; i++)
        fprintf(f, "%s,%s,%s,%.10g,%lu\n", vnames[t[i].column], t[i].measure, t[i].variant,
                t[i].q, t[i].ns);
    return fclose(f);
}

int write_csv(const char *path, const char *samples_path)
{
    FILE *f = csv_open(path, "key,variant,unit,n,min,median,max,ratio_to_raw_median,ci_lo,ci_hi");
    struct result r;
    size_t i = 0, n = sample_count();

    if (f == NULL) {
        fprintf(stderr, "bench-run: cannot write %s\n", path);
        return -1;
    }
    while (next_result(&i, &r)) {
        csv_field(f, r.s->key);
        fprintf(f, ",%s,", vnames[r.s->variant]);
        csv_field(f, r.st.unit);
        fprintf(f, ",%zu,%.9g,%.9g,%.9g,", r.st.n, r.st.min, r.st.med, r.st.max);
        if (r.have_ratio)
            fprintf(f, "%.6f", r.ratio);
        /* the median's 95% CI where it is one (n >= 6; below, min..max) */
        if (r.st.n >= 6)
            fprintf(f, ",%.9g,%.9g\n", r.st.ci_lo, r.st.ci_hi);
        else
            fprintf(f, ",,\n");
    }
    if (fclose(f) != 0)
        return -1;
    if (samples_path == NULL)
        return 0;
    f = csv_open(samples_path, "key,variant,round,value,unit");
    if (f == NULL)
        return -1;
    for (i = 0; i < n; i++) {
        const struct sample *s = sample_at(i);

        csv_field(f, s->key);
        fprintf(f, ",%s,%d,%.9g,", vnames[s->variant], s->round + 1, s->value);
        csv_field(f, s->unit);
        putc('\n', f);
    }
    return fclose(f);
}

/* ------------------------------------------------------------ JSON */

/* The length of the well-formed UTF-8 sequence at s (1 to 4), or 0. */
static int utf8_length(const unsigned char *s)
{
    int n, k;
    unsigned min;
    unsigned long cp;

    if (s[0] < 0x80)
        return 1;
    if (s[0] >= 0xc2 && s[0] <= 0xdf)
        n = 2, cp = s[0] & 0x1fu, min = 0x80;
    else if (s[0] >= 0xe0 && s[0] <= 0xef)
        n = 3, cp = s[0] & 0x0fu, min = 0x800;
    else if (s[0] >= 0xf0 && s[0] <= 0xf4)
        n = 4, cp = s[0] & 0x07u, min = 0x10000;
    else
        return 0;
    for (k = 1; k < n; k++) {
        if ((s[k] & 0xc0) != 0x80) /* also stops at the terminating NUL */
            return 0;
        cp = cp << 6 | (s[k] & 0x3fu);
    }
    if (cp < min || cp > 0x10ffff || (cp >= 0xd800 && cp <= 0xdfff))
        return 0; /* overlong, beyond Unicode, a surrogate */
    return n;
}

/* s as a JSON string. */
static void json_string(FILE *f, const char *str)
{
    const unsigned char *s = (const unsigned char *)str;

    putc('"', f);
    while (*s != '\0') {
        int n = utf8_length(s);

        if (n == 0) {
            fputs("\\ufffd", f);
            s++;
        } else if (*s == '"' || *s == '\\') {
            fprintf(f, "\\%c", *s++);
        } else if (*s < 0x20) {
            fprintf(f, "\\u%04x", *s++);
        } else {
            fwrite(s, 1, (size_t)n, f);
            s += n;
        }
    }
    putc('"', f);
}

/* v as the CSV writes it (%.9g, or a ratio's %.6f), or null when it is
 * not finite (or not there). */
enum { NUM_G9, NUM_RATIO };
static void json_number(FILE *f, int form, int have, double v)
{
    if (!have || !isfinite(v))
        fputs("null", f);
    else if (form == NUM_RATIO)
        fprintf(f, "%.6f", v);
    else
        fprintf(f, "%.9g", v);
}

/* A CUDA version as "major.minor", or null when it is not known. */
static void json_version(FILE *f, int v)
{
    if (v > 0)
        fprintf(f, "\"%d.%d\"", v / 1000, v % 1000 / 10);
    else
        fputs("null", f);
}

int write_json(const char *path)
{
    FILE *f = fopen(path, "w");
    struct result r;
    size_t i = 0;
    int v, first = 1;

    if (f == NULL) {
        fprintf(stderr, "bench-run: cannot write %s\n", path);
        return -1;
    }
    fprintf(f, "{\n  \"format\": \"cufw-bench-results\",\n  \"format_version\": 1,\n");
    fprintf(f, "  \"cufw_version\": ");
    json_string(f, PACKAGE_VERSION);
    fprintf(f, ",\n  \"date\": ");
    if (run_info.date[0] != '\0')
        json_string(f, run_info.date);
    else
        fputs("null", f);
    fprintf(f, ",\n  \"quick\": %s,\n  \"gpu\": %s,\n  \"device\": ",
            run_info.quick ? "true" : "false", run_info.gpu ? "true" : "false");
    if (run_info.device[0] != '\0') {
        fprintf(f, "{\"name\": ");
        json_string(f, run_info.device);
        fprintf(f, ", \"compute_capability\": \"%d.%d\", \"sms\": %d}", run_info.cc_major,
                run_info.cc_minor, run_info.sms);
    } else {
        fputs("null", f);
    }
    fprintf(f, ",\n  \"driver_cuda_version\": ");
    json_version(f, run_info.driver_cuda);
    fprintf(f, ",\n  \"toolkit_cuda_version\": ");
    json_version(f, run_info.headers_cuda);
    fprintf(f, ",\n  \"runtime_cuda_versions\": {");
    for (v = 0; v < V_COUNT; v++)
        if (run_info.runtime_cuda[v] > 0) {
            fprintf(f, "%s\"%s\": ", first ? "" : ", ", vnames[v]);
            json_version(f, run_info.runtime_cuda[v]);
            first = 0;
        }
    fprintf(f, "},\n  \"results\": [");
    first = 1;
    while (next_result(&i, &r)) {
        fprintf(f, "%s\n    {\"key\": ", first ? "" : ",");
        json_string(f, r.s->key);
        fprintf(f, ", \"variant\": \"%s\", \"unit\": ", vnames[r.s->variant]);
        json_string(f, r.st.unit);
        fprintf(f, ", \"n\": %zu, \"min\": ", r.st.n);
        json_number(f, NUM_G9, 1, r.st.min);
        fprintf(f, ", \"median\": ");
        json_number(f, NUM_G9, 1, r.st.med);
        fprintf(f, ", \"max\": ");
        json_number(f, NUM_G9, 1, r.st.max);
        fprintf(f, ", \"ratio_to_raw_median\": ");
        json_number(f, NUM_RATIO, r.have_ratio, r.ratio);
        fprintf(f, ", \"ci_lo\": ");
        json_number(f, NUM_G9, r.st.n >= 6, r.st.ci_lo);
        fprintf(f, ", \"ci_hi\": ");
        json_number(f, NUM_G9, r.st.n >= 6, r.st.ci_hi);
        fputc('}', f);
        first = 0;
    }
    fprintf(f, "%s]\n}\n", first ? "" : "\n  ");
    return fclose(f);
}
