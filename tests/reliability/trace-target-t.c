/* SPDX-License-Identifier: MIT */
/*
 * tests/reliability/trace-target-t.c -- where the live trace writes
 * (core/trace_target.c), against a program that does what daemons and
 * shells do to descriptors (issue 25: N3, N4, N6, N9). The trace is decided
 * once per process, so each case is this program run again as a worker
 * ("trace-target-t work CASE") in a scratch folder, with its own
 * CUFW_TRACE; the worker writes lines with cufw/trace.h's builder (no
 * driver needed) and prints what it saw; the parent reads the files.
 *
 * - closefrom: the program closes every descriptor from 3 and opens files
 *   until one takes the number CUFW_TRACE named: none of them gets a line.
 * - stderr: CUFW_TRACE=2, the program closes its standard error and opens
 *   a file (which takes 2): the file gets nothing, the lines still reach
 *   what standard error was.
 * - reused: something else is put at the trace's own number (dup2): after
 *   at most one identity check's worth of lines, the trace turns off.
 * - pipe, socket: the reader is gone: no SIGPIPE, the program goes on, the
 *   trace is off.
 * - link: a file name that is a symbolic link is refused; a created file
 *   is readable by its owner only.
 * - forms: " 2", "+2", "-1", "0x2", "yes" are refused with one line on
 *   standard error and create no file; "00" is off, silently, as "0" is.
 * - early: a line written before anything decided the trace is written.
 * - full: a line whose arguments fill it keeps its result and its time.
 */
#define _DEFAULT_SOURCE
#define _POSIX_C_SOURCE 200809L
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cufw/cufw.h>
#include <cufw/trace.h>

#include "tests/tap/basic.h"

/* the descriptor number the closefrom case's CUFW_TRACE names */
#define NAMED_FD 7

/* ------------------------------------------------------------ the worker */

static void line(const char *name)
{
    struct cufw_trace_line l;

    cufw_trace_begin(&l, name);
    cufw_trace_int(&l, "x", 42);
    cufw_trace_result(&l, "OK");
    cufw_trace_end(&l, cufw_trace_clock());
}

static int work(const char *what)
{
    if (strcmp(what, "closefrom") == 0) {
        int i, fd = -1;

        printf("decided %d\n", cufw_trace_fd());
        line("before_close");
        for (i = 3; i < 1024; i++)
            close(i);
        /* the program opens its own files: one of them takes NAMED_FD */
        for (i = 0; i < NAMED_FD + 2; i++)
            fd = open("own.db", O_WRONLY | O_CREAT | O_APPEND, 0600);
        line("after_close");
        printf("last %d\n", fd);
        return 0;
    }
    if (strcmp(what, "stderr") == 0) {
        int fd;

        cufw_trace_fd();
        line("before_close");
        close(2);
        fd = open("own.db", O_WRONLY | O_CREAT | O_APPEND, 0600);
        line("after_close");
        printf("own %d\n", fd);
        return 0;
    }
    if (strcmp(what, "reused") == 0) {
        int fd = cufw_trace_fd(), other = open("other.db", O_WRONLY | O_CREAT | O_APPEND, 0600);
        int i;

        line("before_reuse");
        if (fd < 0 || other < 0 || dup2(other, fd) < 0)
            return 3;
        for (i = 0; i < 200; i++)
            line("after_reuse");
        printf("off %d\n", cufw_trace_fd() == -1);
        return 0;
    }
    if (strcmp(what, "pipe") == 0 || strcmp(what, "early") == 0 || strcmp(what, "forms") == 0) {
        int i;

        /* early, forms: the lines are the first thing this process does;
         * pipe: the trace decided first, its reader gone before a line */
        if (strcmp(what, "pipe") == 0)
            cufw_trace_fd();
        for (i = 0; i < 10; i++)
            line("a_call");
        printf("alive %d\n", cufw_trace_fd());
        return 0;
    }
    if (strcmp(what, "full") == 0) {
        struct cufw_trace_line l;
        int i;

        cufw_trace_begin(&l, "long_call");
        for (i = 0; i < 100; i++)
            cufw_trace_string(&l, "argument", "0123456789abcdef0123456789abcdef");
        cufw_trace_result(&l, "THE_RESULT");
        cufw_trace_end(&l, cufw_trace_clock());
        return 0;
    }
    return 2;
}

/* ------------------------------------------------------------ the parent */

static char dir[256];

/* Run "self work what" in dir with CUFW_TRACE=trace (NULL: unset), the
 * descriptor keep at keep_as in the worker (-1: none), its standard output
 * to out and its standard error to err (files in dir). Returns its wait
 * status. */
static int run(const char *self, const char *what, const char *trace, int keep, int keep_as)
{
    pid_t pid = fork();
    int status;

    if (pid < 0)
        bail("fork");
    if (pid == 0) {
        int out, err;

        if (chdir(dir) != 0)
            _exit(120);
        out = open("out", O_WRONLY | O_CREAT | O_TRUNC, 0600);
        err = open("err", O_WRONLY | O_CREAT | O_TRUNC, 0600);
        if (out < 0 || err < 0 || dup2(out, 1) < 0 || dup2(err, 2) < 0)
            _exit(121);
        if (keep >= 0 && keep != keep_as && dup2(keep, keep_as) < 0)
            _exit(122);
        if (trace != NULL)
            setenv("CUFW_TRACE", trace, 1);
        else
            unsetenv("CUFW_TRACE");
        signal(SIGPIPE, SIG_DFL);
        execl(self, self, "work", what, (char *)NULL);
        _exit(127);
    }
    waitpid(pid, &status, 0);
    return status;
}

static char *slurp(const char *name)
{
    static char buf[1 << 16];
    char path[512];
    ssize_t n;
    int fd;

    snprintf(path, sizeof path, "%s/%s", dir, name);
    buf[0] = '\0';
    fd = open(path, O_RDONLY);
    if (fd < 0)
        return buf;
    n = read(fd, buf, sizeof buf - 1);
    buf[n > 0 ? n : 0] = '\0';
    close(fd);
    return buf;
}

static unsigned count(const char *text, const char *needle)
{
    unsigned n = 0;

    for (; (text = strstr(text, needle)) != NULL; text++)
        n++;
    return n;
}

static int exists(const char *name)
{
    char path[512];
    struct stat st;

    snprintf(path, sizeof path, "%s/%s", dir, name);
    return lstat(path, &st) == 0;
}

static void clean(void)
{
    static const char *names[] = {"out", "err", "own.db", "other.db", "trace.log", "target",
                                  "link", " 2", "+2", "-1", "0x2", "yes", "00"};
    char path[512];
    size_t i;

    for (i = 0; i < sizeof names / sizeof names[0]; i++) {
        snprintf(path, sizeof path, "%s/%s", dir, names[i]);
        unlink(path);
    }
}

/* A file of dir opened for the worker to inherit, emptied. */
static int scratch(const char *name)
{
    char path[512];
    int fd;

    snprintf(path, sizeof path, "%s/%s", dir, name);
    fd = open(path, O_RDWR | O_CREAT | O_TRUNC, 0600);
    if (fd < 0)
        bail("cannot create %s", path);
    return fd;
}

static int exited_ok(int status)
{
    return WIFEXITED(status) && WEXITSTATUS(status) == 0;
}

int main(int argc, char **argv)
{
    const char *self = argv[0];
    char self_path[4096], number[16];
    int status, fd, pipefd[2];
    unsigned i;

    if (argc == 3 && strcmp(argv[1], "work") == 0)
        return work(argv[2]);
    if (!CUFW_TRACE_ENABLED)
        skip_all("configured with --disable-trace");
    if (realpath(self, self_path) == NULL)
        bail("realpath %s", self);
    self = self_path;
    snprintf(dir, sizeof dir, "%s/trace-target-t.%ld", getenv("TMPDIR") != NULL &&
             *getenv("TMPDIR") != '\0' ? getenv("TMPDIR") : "/tmp", (long)getpid());
    if (mkdir(dir, 0700) != 0)
        bail("mkdir %s", dir);
    plan(24);

    /* closefrom: the named number is taken again by the program's file */
    fd = scratch("trace.log");
    snprintf(number, sizeof number, "%d", NAMED_FD);
    status = run(self, "closefrom", number, fd, NAMED_FD);
    close(fd);
    ok(exited_ok(status) && strstr(slurp("out"), "last ") != NULL &&
           atoi(strstr(slurp("out"), "last ") + 5) >= NAMED_FD,
       "closefrom: the worker closed every descriptor and its files took %d again", NAMED_FD);
    is_int(0, (long long)strlen(slurp("own.db")),
           "closefrom: the program's own file got no trace line");
    ok(count(slurp("trace.log"), "before_close(") == 1 &&
           count(slurp("trace.log"), "after_close(") == 0,
       "closefrom: the trace wrote where CUFW_TRACE=%d meant, then nowhere", NAMED_FD);
    clean();

    /* stderr: the program closes standard error, a file takes 2 */
    status = run(self, "stderr", "2", -1, -1);
    ok(exited_ok(status) && strcmp(slurp("out"), "own 2\n") == 0,
       "stderr: the program's file took descriptor 2 (%s)", slurp("out"));
    is_int(0, (long long)strlen(slurp("own.db")), "stderr: the program's file got no trace line");
    ok(count(slurp("err"), "before_close(") == 1 && count(slurp("err"), "after_close(") == 1,
       "stderr: both lines reached what standard error was");
    clean();

    /* reused: another file put at the trace's own number */
    fd = scratch("trace.log");
    snprintf(number, sizeof number, "%d", fd);
    status = run(self, "reused", number, fd, fd);
    close(fd);
    ok(exited_ok(status) && strcmp(slurp("out"), "off 1\n") == 0,
       "reused: the trace turned itself off (%s)", slurp("out"));
    ok(count(slurp("other.db"), "after_reuse(") < 64,
       "reused: the other file got fewer lines than one identity check's period (%u)",
       count(slurp("other.db"), "after_reuse("));
    ok(count(slurp("trace.log"), "before_reuse(") == 1, "reused: the lines before went to the trace");
    clean();

    /* pipe: its reader gone */
    if (pipe(pipefd) != 0)
        bail("pipe");
    close(pipefd[0]);
    snprintf(number, sizeof number, "%d", pipefd[1]);
    status = run(self, "pipe", number, pipefd[1], pipefd[1]);
    close(pipefd[1]);
    ok(exited_ok(status), "pipe: no SIGPIPE, the program ran to its end (status %d)", status);
    is_string("alive -1\n", slurp("out"), "pipe: the trace turned itself off");
    clean();

    /* socket: its peer gone */
    if (socketpair(AF_UNIX, SOCK_STREAM, 0, pipefd) != 0)
        bail("socketpair");
    close(pipefd[0]);
    snprintf(number, sizeof number, "%d", pipefd[1]);
    status = run(self, "pipe", number, pipefd[1], pipefd[1]);
    close(pipefd[1]);
    ok(exited_ok(status), "socket: no SIGPIPE, the program ran to its end (status %d)", status);
    is_string("alive -1\n", slurp("out"), "socket: the trace turned itself off");
    clean();

    /* link: a symbolic link is not followed; a new file is private */
    {
        char target[512], link[512];
        struct stat st;

        snprintf(target, sizeof target, "%s/target", dir);
        snprintf(link, sizeof link, "%s/link", dir);
        if (symlink(target, link) != 0)
            bail("symlink");
        status = run(self, "early", link, -1, -1);
        ok(exited_ok(status) && strcmp(slurp("out"), "alive -1\n") == 0 && !exists("target"),
           "link: CUFW_TRACE naming a symbolic link is refused, nothing is created");
        ok(strstr(slurp("err"), "symbolic link") != NULL, "link: standard error says why: %s",
           slurp("err"));
        clean();
        snprintf(target, sizeof target, "%s/trace.log", dir);
        status = run(self, "early", target, -1, -1);
        if (stat(target, &st) != 0)
            st.st_mode = 0;
        ok(exited_ok(status) && (st.st_mode & 0777) == 0600,
           "a trace file is created readable and writable by its owner only (%o)",
           (unsigned)(st.st_mode & 0777));
        /* early: lines written before anything decided the trace */
        is_int(10, count(slurp("trace.log"), "a_call("),
               "early: the lines written before the trace was decided are in the file");
        clean();
    }

    /* forms that are neither a number nor a path */
    {
        static const char *bad[] = {" 2", "+2", "-1", "0x2", "yes"};
        unsigned refused = 0, said = 0, created = 0;

        for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
            status = run(self, "forms", bad[i], -1, -1);
            refused += exited_ok(status) && strcmp(slurp("out"), "alive -1\n") == 0;
            said += count(slurp("err"), "cufw: CUFW_TRACE=") == 1 &&
                    count(slurp("err"), "a_call(") == 0;
            created += exists(bad[i]);
            clean();
        }
        is_int(5, refused, "forms: ' 2', '+2', '-1', '0x2', 'yes': the trace is off");
        is_int(5, said, "forms: each said so in one line on standard error");
        is_int(0, created, "forms: none created a file of that name");
        status = run(self, "forms", "00", -1, -1);
        ok(exited_ok(status) && strcmp(slurp("out"), "alive -1\n") == 0 &&
               strlen(slurp("err")) == 0 && !exists("00"),
           "forms: 00 is off, silently, as 0 is");
        clean();
        status = run(self, "forms", "stderr", -1, -1);
        ok(exited_ok(status) && count(slurp("err"), "a_call(") == 10,
           "forms: stderr is standard error");
        clean();
    }

    /* full: arguments that fill the line */
    fd = scratch("trace.log");
    snprintf(number, sizeof number, "%d", fd);
    status = run(self, "full", number, fd, fd);
    close(fd);
    {
        const char *t = slurp("trace.log");
        const char *nl = strchr(t, '\n');

        ok(exited_ok(status) && strstr(t, ") = THE_RESULT") != NULL &&
               strstr(t, " ns\n") != NULL,
           "full: the line keeps its result and its time");
        ok(nl != NULL && (size_t)(nl - t + 1) <= CUFW_TRACE_LINE_MAX && strstr(t, "...") != NULL,
           "full: the arguments were cut (\"...\") to at most %d bytes", CUFW_TRACE_LINE_MAX);
    }
    clean();
    rmdir(dir);
    return 0;
}
