/* SPDX-License-Identifier: MIT */
/*
 * tests/reliability/secure-t.c -- CUFW_LIBCUDA is ignored in a
 * secure-execution program (issue 13, H1). The test copies itself, makes
 * the copy set-user-ID (owned by nobody, so that a run by root has real
 * and effective ids that differ: the kernel then sets AT_SECURE), and runs
 * it with CUFW_LIBCUDA naming the stand-in driver. The copy calls
 * cufw_init and reports the library cufw tried: it must be the configured
 * name, never the stand-in. CUFW_TRACE names a descriptor the copy
 * inherits (a private file, as a set-user-ID program may hold at 3): the
 * copy must not take it for its trace nor write a line there (issue 25,
 * N1). The same copy without the set-user-ID bit is the control: there
 * both variables are honoured. Needs root (to give the
 * copy away); skipped otherwise, and when the file system ignores the
 * set-user-ID bit (nosuid).
 */
#define _DEFAULT_SOURCE /* getauxval */
#define _POSIX_C_SOURCE 200809L
#include "config.h"

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/auxv.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cufw/cufw.h>
#include <cufw/trace.h>

#include "tests/reliability/fakectl.h"
#include "tests/tap/basic.h"

#define NOBODY 65534

/* In the copy: one line, "rc secure trace-fd path", after writing a trace
 * line of its own (which goes nowhere while the trace is off). */
static int child(void)
{
    int rc = cufw_init(), fd = cufw_trace_fd();
    struct cufw_trace_line l;

    cufw_trace_begin(&l, "secure_t_child");
    cufw_trace_result(&l, "0");
    cufw_trace_end(&l, cufw_trace_clock());
    printf("%d %lu %d %s\n", rc, getauxval(AT_SECURE), fd, cufw_driver_path());
    return 0;
}

/* Bytes in the file behind fd, after emptying it for the next run. */
static long take_size(int fd)
{
    struct stat st;

    if (fstat(fd, &st) != 0 || ftruncate(fd, 0) != 0)
        bail("cannot stat or empty the trace target");
    return (long)st.st_size;
}

static void copy_file(const char *from, const char *to)
{
    char buf[65536];
    int in = open(from, O_RDONLY), out = open(to, O_WRONLY | O_CREAT | O_EXCL, 0700);
    ssize_t n;

    if (in < 0 || out < 0)
        bail("cannot copy %s to %s", from, to);
    while ((n = read(in, buf, sizeof buf)) > 0)
        if (write(out, buf, (size_t)n) != n)
            bail("cannot write %s", to);
    close(in);
    if (n < 0 || close(out) != 0)
        bail("cannot copy %s to %s", from, to);
}

/* Run the copy; its line in line[]. Returns 0 when it printed one. */
static int run(const char *exe, char *line, size_t size)
{
    int fd[2], status;
    ssize_t n, got = 0;
    pid_t pid;

    if (pipe(fd) != 0 || (pid = fork()) < 0)
        bail("pipe/fork");
    if (pid == 0) {
        dup2(fd[1], 1);
        close(fd[0]);
        close(fd[1]);
        execl(exe, exe, "--child", (char *)NULL);
        _exit(127);
    }
    close(fd[1]);
    while (got + 1 < (ssize_t)size && (n = read(fd[0], line + got, size - 1 - (size_t)got)) > 0)
        got += n;
    line[got] = '\0';
    close(fd[0]);
    waitpid(pid, &status, 0);
    line[strcspn(line, "\n")] = '\0';
    return WIFEXITED(status) && WEXITSTATUS(status) == 0 && got > 0 ? 0 : -1;
}

int main(int argc, char **argv)
{
    char exe[4096], line[8192], path[4096], target[4096 + 16], number[16];
    const char *top = getenv("CUFW_TOP_BUILDDIR");
    unsigned long secure = 9;
    int rc = -1, fd, trace = -9;
    long size;

    if (argc > 1 && strcmp(argv[1], "--child") == 0)
        return child();
    fake_required();
    if (geteuid() != 0)
        skip_all("needs root, to make a set-user-ID copy owned by another user");
    fake_use(); /* CUFW_LIBCUDA names the stand-in */
    plan(9);

    snprintf(exe, sizeof exe, "%s/tests/reliability/secure-t.copy.%ld",
             top != NULL && *top != '\0' ? top : ".", (long)getpid());
    unlink(exe);
    copy_file("/proc/self/exe", exe);
    /* the private file, inherited by the copy at a number CUFW_TRACE names */
    snprintf(target, sizeof target, "%s.trace", exe);
    unlink(target);
    fd = open(target, O_RDWR | O_CREAT | O_EXCL, 0600);
    if (fd < 0)
        bail("cannot create %s", target);
    unlink(target);
    snprintf(number, sizeof number, "%d", fd);
    setenv("CUFW_TRACE", number, 1);

    ok(run(exe, line, sizeof line) == 0 &&
           sscanf(line, "%d %lu %d %4095s", &rc, &secure, &trace, path) == 4,
       "control: the copy runs: %s", line);
    ok(rc == CUFW_OK && secure == 0 && strcmp(path, fake_path()) == 0,
       "control: not set-user-ID, CUFW_LIBCUDA is honoured");
    size = take_size(fd);
#if CUFW_TRACE_ENABLED
    ok(trace >= 0, "control: CUFW_TRACE=%d is honoured (the trace's own copy: %d)", fd, trace);
    ok(size > 0, "control: the trace wrote to descriptor %d (%ld bytes)", fd, size);
#else
    skip(2, "configured with --disable-trace");
#endif

    if (chown(exe, NOBODY, NOBODY) != 0 || chmod(exe, 04755) != 0)
        bail("cannot make %s set-user-ID", exe);
    rc = -1;
    secure = 9;
    trace = -9;
    if (run(exe, line, sizeof line) != 0 ||
        sscanf(line, "%d %lu %d %4095s", &rc, &secure, &trace, path) != 4) {
        unlink(exe);
        skip(5, "the set-user-ID copy did not run (a sanitizer runtime may refuse it)");
        return 0;
    }
    unlink(exe);
    if (secure == 0) {
        skip(5, "the set-user-ID bit had no effect here (a nosuid file system)");
        return 0;
    }
    ok(1, "set-user-ID: the copy runs in secure-execution mode (AT_SECURE)");
    ok(strcmp(path, fake_path()) != 0 && strcmp(path, CUFW_LIBCUDA_NAME) == 0,
       "set-user-ID: CUFW_LIBCUDA is ignored, cufw tried %s", path);
    ok(rc != CUFW_OK || strcmp(path, CUFW_LIBCUDA_NAME) == 0,
       "set-user-ID: what it loaded, if anything, is the driver's own name (%s)",
       cufw_error_name(rc));
    size = take_size(fd);
    ok(trace == -1, "set-user-ID: CUFW_TRACE=%d is ignored, the trace is off (%d)", fd, trace);
    ok(size == 0, "set-user-ID: nothing was written to descriptor %d (%ld bytes)", fd, size);
    close(fd);
    return 0;
}
