/* SPDX-License-Identifier: MIT */
/*
 * fuzz/replay.c -- run a fuzzing harness without libFuzzer, as a TAP test:
 * every file of its seed corpus (fuzz/corpus/HARNESS/) and every file of
 * fuzz/crashes/ (the inputs that once broke some harness) goes through
 * LLVMFuzzerTestOneInput in a child process of its own, so one crash,
 * broken promise or hang (a minute) names its file and the rest still
 * run. Built with the ordinary compiler by `make check`; FUZZ_HARNESS
 * names the harness.
 *
 * The harnesses over compat (FUZZ_STANDIN) run on the stand-in driver:
 * where cufw links libcuda directly it cannot be swapped in, and the
 * replay skips itself.
 *
 * A crash file whose name contains "-B<n>-" reproduces core bug B<n>,
 * reported and not fixed yet (tests/reliability/README.md): while it still
 * fails it is reported as skipped, unless CUFW_TEST_STRICT=1.
 */
#define _POSIX_C_SOURCE 200809L
#include "config.h"

#include <dirent.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "fuzz/fuzz.h"
#include "tests/tap/basic.h"

#ifndef FUZZ_HARNESS
#error "FUZZ_HARNESS must name the harness"
#endif

#define MAX_FILES 4096

static int by_name(const void *a, const void *b)
{
    return strcmp(*(char *const *)a, *(char *const *)b);
}

/* The regular files of dir, sorted; README files are skipped. */
static unsigned list(const char *dir, char **names, unsigned max)
{
    DIR *d = opendir(dir);
    struct dirent *de;
    unsigned n = 0;

    if (d == NULL)
        return 0;
    while ((de = readdir(d)) != NULL && n < max) {
        char path[4096];
        struct stat st;

        if (de->d_name[0] == '.' || strncmp(de->d_name, "README", 6) == 0)
            continue;
        snprintf(path, sizeof path, "%s/%s", dir, de->d_name);
        if (stat(path, &st) != 0 || !S_ISREG(st.st_mode))
            continue;
        names[n] = strdup(path);
        if (names[n] == NULL)
            bail("out of memory");
        n++;
    }
    closedir(d);
    qsort(names, n, sizeof *names, by_name);
    return n;
}

static unsigned char *slurp(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    unsigned char *buf = NULL;
    size_t cap = 0, got;

    *len = 0;
    if (f == NULL)
        return NULL;
    do {
        if (*len == cap) {
            cap = cap ? cap * 2 : 65536;
            buf = realloc(buf, cap);
            if (buf == NULL)
                abort();
        }
        got = fread(buf + *len, 1, cap - *len, f);
        *len += got;
    } while (got > 0);
    fclose(f);
    return buf;
}

/* The bug a crash file reproduces ("-B3-" in its name), or NULL. */
static const char *bug_of(const char *path, char *id, size_t idlen)
{
    const char *base = strrchr(path, '/'), *p;

    base = base != NULL ? base + 1 : path;
    for (p = base; (p = strstr(p, "-B")) != NULL; p++) {
        size_t k = 2;

        while (p[k] >= '0' && p[k] <= '9')
            k++;
        if (k > 2 && p[k] == '-' && k - 1 < idlen) {
            memcpy(id, p + 1, k - 1);
            id[k - 1] = '\0';
            return id;
        }
    }
    return NULL;
}

static void run(const char *path, const char *shown)
{
    const char *strict = getenv("CUFW_TEST_STRICT");
    char id[16];
    int status = 0, passed;
    pid_t pid;

    fflush(stdout);
    pid = fork();
    if (pid < 0)
        bail("fork failed");
    if (pid == 0) {
        size_t len;
        unsigned char *data = slurp(path, &len);

        if (data == NULL)
            _exit(3);
        /* an input runs for microseconds: one still running after a minute
         * hangs (libFuzzer's timeout), and fails by SIGALRM */
        alarm(60);
        /* a crash report goes to stderr, which the log keeps */
        LLVMFuzzerTestOneInput(data, len);
        free(data);
        _exit(0);
    }
    waitpid(pid, &status, 0);
    passed = WIFEXITED(status) && WEXITSTATUS(status) == 0;
    if (!passed && bug_of(path, id, sizeof id) != NULL &&
        !(strict != NULL && strcmp(strict, "1") == 0)) {
        diag("%s: still fails (known core bug %s)", shown, id);
        skip(1, "%s through %s: known core bug %s", shown, FUZZ_HARNESS, id);
        return;
    }
    if (!ok(passed, "%s through %s", shown, FUZZ_HARNESS)) {
        if (WIFSIGNALED(status))
            diag("killed by signal %d", WTERMSIG(status));
        else
            diag("exit status %d", WEXITSTATUS(status));
    }
}

int main(void)
{
    const char *top = getenv("CUFW_TOP_SRCDIR");
    char corpus[4096], crashes[4096];
    char **names = calloc(MAX_FILES, sizeof *names);
    unsigned n, m, i;

    if (names == NULL)
        bail("out of memory");
#if defined(FUZZ_STANDIN) && defined(CUFW_LINK_LIBCUDA)
    skip_all("cufw links libcuda directly (--with-libcuda=link): no stand-in driver");
#endif
    if (top == NULL || *top == '\0')
        top = ".";
    snprintf(corpus, sizeof corpus, "%s/fuzz/corpus/%s", top, FUZZ_HARNESS);
    snprintf(crashes, sizeof crashes, "%s/fuzz/crashes", top);
    n = list(corpus, names, MAX_FILES);
    if (n == 0)
        bail("no seed corpus in %s", corpus);
    m = list(crashes, names + n, MAX_FILES - n);
    plan(n + m);
    for (i = 0; i < n + m; i++) {
        const char *shown = strstr(names[i], "/fuzz/");

        run(names[i], shown != NULL ? shown + 1 : names[i]);
        free(names[i]);
    }
    free(names);
    return 0;
}
