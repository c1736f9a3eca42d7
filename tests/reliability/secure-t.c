/* SPDX-License-Identifier: MIT */
/*
 * tests/reliability/secure-t.c -- a secure-execution program ignores every
 * environment variable the library reads (docs/security.md, "The
 * environment": one row each, and this is the test of every library row).
 * The test copies itself, makes the copy set-user-ID (owned by nobody, so
 * that a run by root has real and effective ids that differ: the kernel
 * then sets AT_SECURE), and runs it twice, with
 *
 *   CUFW_LIBCUDA   naming the stand-in driver: the copy calls cufw_init and
 *                  reports the library cufw tried, which must be the
 *                  configured name, never the stand-in (issue 13, H1);
 *   CUFW_TRACE     naming, in the first run, a descriptor the copy inherits
 *                  (a private file, as a set-user-ID program may hold at
 *                  3; issue 25, N1), in the second a file in a directory
 *                  anyone may write: the trace must stay off, nothing be
 *                  written to the descriptor and no file be created;
 *   CUFW_FIRMWARE  set to the opposite of the configure default:
 *                  cufw_firmware_enabled() must give the default (issue
 *                  25, the environment's class).
 *
 * The same copy without the set-user-ID bit is the control: there every
 * variable is honoured. Needs root (to give the copy away); skipped
 * otherwise, and when the file system ignores the set-user-ID bit
 * (nosuid).
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

/* In the copy: one line, "rc secure trace-fd firmware nvtx path", after writing
 * a trace line of its own (which goes nowhere while the trace is off). */
static int child(void)
{
    int rc = cufw_init(), fd = cufw_trace_fd();
    struct cufw_trace_line l;

    cufw_trace_begin(&l, "secure_t_child");
    cufw_trace_result(&l, "0");
    cufw_trace_end(&l, cufw_trace_clock());
    printf("%d %lu %d %d %d %s\n", rc, getauxval(AT_SECURE), fd, cufw_firmware_enabled(),
           cufw_trace_nvtx(), cufw_driver_path());
    return 0;
}

/* What a run of the copy said. */
struct answer {
    int rc;
    unsigned long secure;
    int trace;    /* its trace's descriptor, -1 when off */
    int firmware; /* cufw_firmware_enabled() */
    int nvtx;     /* cufw_trace_nvtx() */
    char path[4096];
};

/* The size of the file at path (0 when there is none, which is then
 * said in *exists), removing it for the next run. */
static long take_file(const char *path, int *exists)
{
    struct stat st;

    *exists = lstat(path, &st) == 0;
    if (!*exists)
        return 0;
    if (unlink(path) != 0)
        bail("cannot remove %s", path);
    return (long)st.st_size;
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
static int run_line(const char *exe, char *line, size_t size)
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

/* Run the copy with CUFW_TRACE=trace; 0 and its answer in *a when it gave
 * one (the line goes to diag otherwise). */
static int run(const char *exe, const char *trace, struct answer *a)
{
    char line[8192];

    memset(a, 0, sizeof *a);
    a->rc = a->trace = a->firmware = a->nvtx = -9;
    a->secure = 9;
    setenv("CUFW_TRACE", trace, 1);
    if (run_line(exe, line, sizeof line) != 0 ||
        sscanf(line, "%d %lu %d %d %d %4095s", &a->rc, &a->secure, &a->trace, &a->firmware,
               &a->nvtx, a->path) != 6) {
        diag("the copy said: %s", line);
        return -1;
    }
    return 0;
}

int main(int argc, char **argv)
{
    char exe[4096], target[4096 + 16], number[16], dir[4096], file[4096 + 16];
    const char *top = getenv("CUFW_TOP_BUILDDIR"), *tmp = getenv("TMPDIR");
    /* the opposite of the configure default: honoured, it shows */
    const int not_default = !CUFW_FIRMWARE_DEFAULT;
    struct answer a, b;
    int fd, made, ran_a, ran_b;
    long size;

    if (argc > 1 && strcmp(argv[1], "--child") == 0)
        return child();
    fake_required();
    if (geteuid() != 0)
        skip_all("needs root, to make a set-user-ID copy owned by another user");
    fake_use(); /* CUFW_LIBCUDA names the stand-in */
    setenv("CUFW_FIRMWARE", not_default ? "1" : "0", 1);
    /* NVTX ranges asked for, and a tool named for NVTX to load */
    setenv("CUFW_NVTX", "1", 1);
    setenv("NVTX_INJECTION64_PATH", "/nonexistent/secure-t-nvtx-tool.so", 1);
    plan(15);

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
    /* the trace file's directory: anyone may write there, the set-user-ID
     * copy (running as nobody) too, so that only cufw's rule keeps it out */
    snprintf(dir, sizeof dir, "%s/secure-t.XXXXXX", tmp != NULL && *tmp != '\0' ? tmp : "/tmp");
    if (mkdtemp(dir) == NULL || chmod(dir, 0777) != 0)
        bail("cannot make a directory for the trace file");
    snprintf(file, sizeof file, "%s/trace", dir);

    ran_a = run(exe, number, &a) == 0;
    ok(ran_a, "control: the copy runs");
    ok(ran_a && a.rc == CUFW_OK && a.secure == 0 && strcmp(a.path, fake_path()) == 0,
       "control: not set-user-ID, CUFW_LIBCUDA is honoured");
    size = take_size(fd);
    ran_b = run(exe, file, &b) == 0;
    made = 0;
#if CUFW_TRACE_ENABLED
    ok(ran_a && a.trace >= 0, "control: CUFW_TRACE=%d is honoured (the trace's own copy: %d)", fd,
       a.trace);
    ok(size > 0, "control: the trace wrote to descriptor %d (%ld bytes)", fd, size);
    size = take_file(file, &made);
    ok(ran_b && b.trace >= 0 && made && size > 0,
       "control: CUFW_TRACE=%s is honoured: the file was made (%ld bytes)", file, size);
#else
    skip(3, "configured with --disable-trace");
    take_file(file, &made);
#endif
    ok(ran_a && a.firmware == not_default, "control: CUFW_FIRMWARE=%d is honoured (%d)",
       not_default, a.firmware);
    ok(ran_a && a.nvtx == CUFW_NVTX_ENABLED,
       "control: CUFW_NVTX=1 and NVTX_INJECTION64_PATH are honoured where NVTX is built (%d)",
       a.nvtx);

    if (chown(exe, NOBODY, NOBODY) != 0 || chmod(exe, 04755) != 0)
        bail("cannot make %s set-user-ID", exe);
    ran_a = run(exe, number, &a) == 0;
    ran_b = ran_a && run(exe, file, &b) == 0;
    unlink(exe);
    if (!ran_a || !ran_b) {
        rmdir(dir);
        skip(8, "the set-user-ID copy did not run (a sanitizer runtime may refuse it)");
        return 0;
    }
    if (a.secure == 0) {
        rmdir(dir);
        skip(8, "the set-user-ID bit had no effect here (a nosuid file system)");
        return 0;
    }
    ok(1, "set-user-ID: the copy runs in secure-execution mode (AT_SECURE)");
    ok(strcmp(a.path, fake_path()) != 0 && strcmp(a.path, CUFW_LIBCUDA_NAME) == 0,
       "set-user-ID: CUFW_LIBCUDA is ignored, cufw tried %s", a.path);
    ok(a.rc != CUFW_OK || strcmp(a.path, CUFW_LIBCUDA_NAME) == 0,
       "set-user-ID: what it loaded, if anything, is the driver's own name (%s)",
       cufw_error_name(a.rc));
    size = take_size(fd);
    ok(a.trace == -1, "set-user-ID: CUFW_TRACE=%d is ignored, the trace is off (%d)", fd,
       a.trace);
    ok(size == 0, "set-user-ID: nothing was written to descriptor %d (%ld bytes)", fd, size);
    size = take_file(file, &made);
    ok(b.trace == -1 && !made, "set-user-ID: CUFW_TRACE=%s is ignored: no file, the trace is off "
       "(%d)", file, b.trace);
    ok(a.firmware == CUFW_FIRMWARE_DEFAULT && b.firmware == CUFW_FIRMWARE_DEFAULT,
       "set-user-ID: CUFW_FIRMWARE=%d is ignored, the configure default (%d) holds (%d)",
       not_default, CUFW_FIRMWARE_DEFAULT, a.firmware);
    ok(a.nvtx == 0 && b.nvtx == 0,
       "set-user-ID: CUFW_NVTX and NVTX_INJECTION64_PATH are ignored: no NVTX range, so NVTX "
       "never reads the variable nor loads its library (%d)",
       a.nvtx);
    close(fd);
    rmdir(dir);
    return 0;
}
