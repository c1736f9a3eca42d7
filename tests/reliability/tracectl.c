/* SPDX-License-Identifier: MIT */
/*
 * tests/reliability/tracectl.c -- fakectl's part for the tests that read
 * the trace back (trace-wrappers-t, trace-arrays-t): arrays with an
 * unreadable page right after them, the trace to an unlinked file, and its
 * lines taken apart. Apart from fakectl.c because trace_start calls the
 * Runtime: a program of libfakectl.a that does not use it links no compat.
 */
#define _DEFAULT_SOURCE /* MAP_ANONYMOUS, mkstemp */
#define _POSIX_C_SOURCE 200809L
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cuda.h>
#include <cuda_runtime_api.h>

#include <cufw/cufw.h>

#include "tests/reliability/fakectl.h"
#include "tests/tap/basic.h"

#define GUARDS 64

static struct {
    char *map;
    size_t len;
} guards[GUARDS];
static unsigned nguards;

void *guard_array(size_t size, size_t n)
{
    size_t page = (size_t)sysconf(_SC_PAGESIZE);
    size_t bytes = size * n, span = (bytes + page - 1) / page * page;
    char *m;

    if (nguards == GUARDS)
        bail("more than %d guarded arrays at once", GUARDS);
    m = mmap(NULL, span + page, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (m == MAP_FAILED || mprotect(m + span, page, PROT_NONE) != 0)
        bail("cannot map %zu bytes: %s", span + page, strerror(errno));
    guards[nguards].map = m;
    guards[nguards++].len = span + page;
    return m + span - bytes;
}

void guard_release(void)
{
    while (nguards > 0) {
        nguards--;
        munmap(guards[nguards].map, guards[nguards].len);
    }
}

int trace_to_file(void)
{
    const char *tmp = getenv("TMPDIR");
    char name[4096];
    int fd;

    snprintf(name, sizeof name, "%s/cufw-trace.XXXXXX", tmp != NULL && *tmp != '\0' ? tmp : "/tmp");
    if ((fd = mkstemp(name)) < 0)
        bail("mkstemp %s: %s", name, strerror(errno));
    unlink(name);
    snprintf(name, sizeof name, "%d", fd);
    setenv("CUFW_TRACE", name, 1);
    return fd;
}

int trace_start(void)
{
    int fd;

    if (!CUFW_TRACE_ENABLED)
        skip_all("configured with --disable-trace: there is no live trace");
    fake_required();
    fd = trace_to_file();
    setenv("CUFW_FAKE_LAZY", "1", 1);
    fake_use();
    plan_lazy();
    if (cudaSetDevice(0) != cudaSuccess || cufw_trace_fd() < 0)
        bail("the Runtime did not start with the trace on");
    return fd;
}

size_t trace_mark(int fd)
{
    struct stat st;

    if (fstat(fd, &st) != 0)
        bail("fstat of the trace: %s", strerror(errno));
    return (size_t)st.st_size;
}

char *trace_since(int fd, size_t mark)
{
    size_t end = trace_mark(fd), n = end > mark ? end - mark : 0;
    char *text = malloc(n + 1);
    ssize_t got;

    if (text == NULL)
        bail("out of memory");
    got = n > 0 ? pread(fd, text, n, (off_t)mark) : 0;
    text[got > 0 ? (size_t)got : 0] = '\0';
    return text;
}

char *trace_slurp(const char *path)
{
    FILE *f = fopen(path, "rb");
    char *buf;
    long n;

    if (f == NULL)
        return NULL;
    fseek(f, 0, SEEK_END);
    n = ftell(f);
    rewind(f);
    buf = n >= 0 ? malloc((size_t)n + 1) : NULL;
    if (buf != NULL && fread(buf, 1, (size_t)n, f) != (size_t)n) {
        free(buf);
        buf = NULL;
    }
    if (buf != NULL)
        buf[n] = '\0';
    fclose(f);
    return buf;
}

int trace_run_worker(const char *self, const char *what, const char *out, const char *err,
                     void (*setup)(const void *arg), const void *arg)
{
    pid_t pid;
    int st;

    fflush(NULL);
    pid = fork();
    if (pid == 0) {
        int o = open(out, O_WRONLY | O_CREAT | O_TRUNC, 0644);
        int e = open(err, O_WRONLY | O_CREAT | O_TRUNC, 0644);

        if (o < 0 || e < 0 || dup2(o, 1) < 0 || dup2(e, 2) < 0)
            _exit(120);
        if (setup != NULL)
            setup(arg);
        if (what != NULL)
            execl(self, self, "work", what, (char *)NULL);
        else
            execl(self, self, "work", (char *)NULL);
        _exit(122);
    }
    if (pid < 0 || waitpid(pid, &st, 0) != pid)
        return -1;
    return WIFEXITED(st) ? WEXITSTATUS(st) : 128 + WTERMSIG(st);
}

const char *trace_after_start(const char *line, long tid)
{
    const char *p = line + 5;
    char *end;
    long t;

    if (strncmp(line, "cufw ", 5) != 0 || *p < '0' || *p > '9')
        return NULL;
    t = strtol(p, &end, 10);
    if (*end != ' ' || (tid >= 0 && t != tid))
        return NULL;
    p = end + 1; /* the start: seconds, a point, nine digits */
    p += strspn(p, "0123456789");
    if (p == end + 1 || *p != '.' || strspn(p + 1, "0123456789") != 9 || p[10] != ' ')
        return NULL;
    return p + 11;
}

char *trace_line_of(const char *text, const char *name, char *line, size_t size)
{
    char head[160];
    const char *p, *found = NULL;

    snprintf(head, sizeof head, "%s(", name);
    for (p = text; *p != '\0'; p = strchr(p, '\n') != NULL ? strchr(p, '\n') + 1 : "") {
        const char *at = trace_after_start(p, -1);

        if (at != NULL && strncmp(at, head, strlen(head)) == 0)
            found = p;
    }
    if (found == NULL)
        return NULL;
    snprintf(line, size, "%.*s", (int)strcspn(found, "\n"), found);
    return line;
}

const char *trace_outputs(const char *line)
{
    const char *r = strstr(line, ") = ");
    const char *o = r != NULL ? strchr(r, '[') : NULL;

    return o != NULL ? o : line + strlen(line);
}

const char *trace_field(const char *part, const char *name)
{
    size_t n = strlen(name);
    const char *p;

    for (p = strstr(part, name); p != NULL; p = strstr(p + 1, name))
        if (p > part && strchr("[ (", p[-1]) != NULL && p[n] == '=')
            return p + n + 1;
    return NULL;
}

int trace_list_len(const char *line, const char *name)
{
    const char *v = trace_field(trace_outputs(line), name);
    int n = 1;

    if (v == NULL || *v != '[')
        return -1;
    if (v[1] == ']')
        return 0;
    for (v++; *v != ']' && *v != '\0'; v++) {
        if (strncmp(v, "...", 3) == 0)
            return -2;
        n += *v == ',';
    }
    return n;
}
