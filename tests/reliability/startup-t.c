/* SPDX-License-Identifier: MIT */
/*
 * tests/reliability/startup-t.c -- cufw_init against drivers that are
 * missing, incomplete, too old, the toolkit's stub, without devices, with more devices than
 * cufw can address, or failing on the way; and every entry point while
 * cufw is not initialised.
 *
 * cufw keeps process-wide state (the opened library, the dispatch table,
 * the ready flag), so each scenario runs in a child process of its own; the
 * child reports its checks through a pipe and the parent prints them as
 * TAP. The stand-in driver's knobs are set the way a user would set them:
 * CUFW_FAKE_* environment variables before the first cufw call.
 */
#define _POSIX_C_SOURCE 200809L
#include "config.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cuda.h>

#include <cufw/call_list.h>
#include <cufw/cufw.h>

#include "tests/reliability/fakectl.h"
#include "tests/tap/basic.h"

static FILE *report; /* the child's end of the pipe */

static int check(int success, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static int check(int success, const char *fmt, ...)
{
    va_list ap;
    char line[1024];

    va_start(ap, fmt);
    vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    for (char *p = line; *p != '\0'; p++)
        if (*p == '\n')
            *p = ' ';
    fprintf(report, "%c %s\n", success ? '1' : '0', line);
    fflush(report);
    return success;
}

static void note(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
static void note(const char *fmt, ...)
{
    va_list ap;
    char line[1024];

    va_start(ap, fmt);
    vsnprintf(line, sizeof line, fmt, ap);
    va_end(ap);
    fprintf(report, "# %s\n", line);
    fflush(report);
}

/* Every entry point but cufw_init says CUFW_ERROR_NOT_INITIALIZED. diag
 * output of not_initialized_calls goes to stdout: the child's stdout is
 * the pipe too. */
static void all_refused(const char *why)
{
    int total = 0, bad = not_initialized_calls(&total);

    check(bad == 0, "%s: all %d other entry points say CUFW_ERROR_NOT_INITIALIZED", why, total);
}

static void no_slots(const char *why)
{
    unsigned i, used = 0;
    struct cufw_capacity c;

    for (i = 0; i < cufw_capacity_count(); i++)
        if (cufw_capacity_info(i, &c) == CUFW_OK)
            used += c.used != 0;
    check(used == 0, "%s: no capacity in use", why);
}

/* ------------------------------------------------------------ scenarios */

static void s_no_driver(void)
{
    int v = 0;

    setenv("CUFW_LIBCUDA", "/nonexistent/cufw/libcuda.so.1", 1);
    check(cufw_init() == CUFW_ERROR_NO_DRIVER, "no library: CUFW_ERROR_NO_DRIVER");
    check(strstr(cufw_error_detail(), "/nonexistent/cufw/libcuda.so.1") != NULL,
          "no library: the detail names the path: %s", cufw_error_detail());
    {
        const char *once = strstr(cufw_error_detail(), "/nonexistent/cufw/libcuda.so.1");

        check(once != NULL && strstr(once + 1, "/nonexistent/cufw/libcuda.so.1") == NULL &&
                  strstr(cufw_error_detail(), "No such file") != NULL,
              "no library: the path once, then dlerror's reason: %s", cufw_error_detail());
    }
    check(cufw_driver_result() == 0, "no library: no CUresult");
    check(cufw_driver_version(&v) == CUFW_ERROR_NOT_INITIALIZED, "no library: no version");
    all_refused("no library");
    no_slots("no library");
}

/* A path longer than the detail sentence has room for: the sentence is cut,
 * says so, and the next attempt with a good path works. */
static void s_long_path(void)
{
    char path[700];
    const char *d;
    size_t len;

    memset(path, 'p', sizeof path - 1);
    memcpy(path, "/nonexistent/", 13);
    path[sizeof path - 1] = '\0';
    setenv("CUFW_LIBCUDA", path, 1);
    check(cufw_init() == CUFW_ERROR_NO_DRIVER, "a %zu-byte path: CUFW_ERROR_NO_DRIVER",
          strlen(path));
    d = cufw_error_detail();
    len = strlen(d);
    check(len == 511 && strcmp(d + len - 3, "...") == 0 && strstr(d, "/nonexistent/ppp") != NULL,
          "the detail is cut at 511 bytes, begins with the path and ends in \"...\" (%zu bytes)",
          len);
    fake_use();
    check(cufw_init() == CUFW_OK, "then, with the driver's path, cufw_init succeeds");
    check(cufw_device_set_current(1 << 20) == CUFW_ERROR_INVALID_DEVICE &&
              strlen(cufw_error_detail()) < 200 &&
              strstr(cufw_error_detail(), "...") == NULL,
          "and the next failure's detail is whole: %s", cufw_error_detail());
}

static void s_not_a_driver(void)
{
    setenv("CUFW_LIBCUDA", "libm.so.6", 1);
    check(cufw_init() == CUFW_ERROR_DRIVER_SYMBOL,
          "a library without cuGetProcAddress_v2: CUFW_ERROR_DRIVER_SYMBOL");
    check(strstr(cufw_error_detail(), "cuGetProcAddress_v2") != NULL,
          "the detail names cuGetProcAddress_v2: %s", cufw_error_detail());
    all_refused("not a driver");
}

static void s_missing_env(void)
{
    int v = 0, rc;

    setenv("CUFW_FAKE_MISSING", "cuMemAlloc", 1);
    fake_use();
    check(cufw_init() == CUFW_ERROR_DRIVER_SYMBOL, "CUFW_FAKE_MISSING=cuMemAlloc: "
                                                   "CUFW_ERROR_DRIVER_SYMBOL");
    check(strstr(cufw_error_detail(), "cuMemAlloc") != NULL, "the detail names it: %s",
          cufw_error_detail());
    check(cufw_driver_result() == 0, "no CUresult: the driver was never called");
    check(cufw_init() == CUFW_ERROR_DRIVER_SYMBOL, "a second cufw_init: the same");
    rc = cufw_driver_version(&v);
    check(rc == CUFW_OK && v == CUDA_VERSION,
          "cufw_driver_version answers once the library is loaded (%d)", v);
    all_refused("missing symbol");
    no_slots("missing symbol");
    check(fake.calls("cuInit") == 0, "cuInit was never called");
}

/* Every core entry point of the list missing in turn, in one process: a
 * failed cufw_init is retried by the next call. */
static void s_missing_each(void)
{
    static const char *const names[] = {
#define X(name, version, how) CUFW_CALL_IF_CORE_##how(#name, )
        CUFW_CALL_LIST(X)
#undef X
    };
    unsigned i, bad = 0, n = sizeof names / sizeof names[0];

    fake_use();
    for (i = 0; i < n; i++) {
        int rc;

        fake.set_missing(names[i]);
        rc = cufw_init();
        if (rc != CUFW_ERROR_DRIVER_SYMBOL || strstr(cufw_error_detail(), names[i]) == NULL ||
            cufw_device_count(&(int){0}) != CUFW_ERROR_NOT_INITIALIZED) {
            note("%s missing: %s (%s)", names[i], cufw_error_name(rc), cufw_error_detail());
            bad++;
        }
    }
    check(bad == 0, "each of the %u entry points missing: CUFW_ERROR_DRIVER_SYMBOL naming it", n);
    fake.set_missing(NULL);
    check(cufw_init() == CUFW_OK, "with nothing missing, the next cufw_init succeeds");
    check(fake.calls("cuInit") == 1, "cuInit was called only then");
}

static void s_too_new(void)
{
    setenv("CUFW_FAKE_TOO_NEW", "cuLaunchKernelEx", 1);
    fake_use();
    check(cufw_init() == CUFW_ERROR_DRIVER_TOO_OLD,
          "an entry point the driver has only for newer CUDA: CUFW_ERROR_DRIVER_TOO_OLD");
    check(strstr(cufw_error_detail(), "cuLaunchKernelEx") != NULL, "the detail names it: %s",
          cufw_error_detail());
    all_refused("version not sufficient");
}

static void s_too_old(void)
{
    int v = 0;

    setenv("CUFW_FAKE_VERSION", FAKE_OLD_X8_TEXT, 1);
    fake_use();
    check(cufw_init() == CUFW_ERROR_DRIVER_TOO_OLD, FAKE_OLD_X8_ENV ": CUFW_ERROR_DRIVER_TOO_OLD");
    check(strstr(cufw_error_detail(), FAKE_OLD_X8_DOTTED) != NULL,
          "the detail gives the version: %s", cufw_error_detail());
    check(cufw_driver_version(&v) == CUFW_OK, "cufw_driver_version answers");
    check(v == FAKE_OLD_X8, "with %d", FAKE_OLD_X8);
    check(fake.calls("cuInit") == 0, "cuInit was never called");
    all_refused("driver too old");
    no_slots("driver too old");
    fake.set_version(CUDA_VERSION / 1000 * 1000);
    check(cufw_init() == CUFW_OK, "after a driver update to CUDA %d.0 (in the fake), cufw_init "
          "succeeds: minor version compatibility", CUDA_VERSION / 1000);
    check(cufw_driver_version(&v) == CUFW_OK && v == CUDA_VERSION / 1000 * 1000,
          "and cufw_driver_version says %d", CUDA_VERSION / 1000 * 1000);
}

static void s_no_device(void)
{
    setenv("CUFW_FAKE_DEVICES", "0", 1);
    fake_use();
    check(cufw_init() == CUFW_ERROR_NO_DEVICE, "CUFW_FAKE_DEVICES=0: CUFW_ERROR_NO_DEVICE");
    check(cufw_driver_result() == CUDA_ERROR_NO_DEVICE, "with CUDA_ERROR_NO_DEVICE");
    check(strstr(cufw_error_detail(), "cuInit") != NULL, "the detail names cuInit: %s",
          cufw_error_detail());
    all_refused("no device");
    no_slots("no device");
}

/* The CUDA toolkit's stub libcuda (lib64/stubs/libcuda.so) found as
 * libcuda.so.1: every call says CUDA_ERROR_STUB_LIBRARY. */
static void s_stub(void)
{
    setenv("CUFW_FAKE_STUB", "1", 1);
    fake_use();
    check(cufw_init() == CUFW_ERROR_STUB_LIBRARY, "CUFW_FAKE_STUB=1: CUFW_ERROR_STUB_LIBRARY");
    check(cufw_driver_result() == CUDA_ERROR_STUB_LIBRARY, "with CUDA_ERROR_STUB_LIBRARY kept");
    check(strstr(cufw_error_detail(), fake_path()) != NULL &&
              strstr(cufw_error_detail(), "stub library") != NULL &&
              strstr(cufw_error_detail(), "NVIDIA Container Toolkit") != NULL,
          "the detail names the file, the stub and what to do: %s", cufw_error_detail());
    check(strstr(cufw_error_string(CUFW_ERROR_STUB_LIBRARY), "stub") != NULL,
          "cufw_error_string: %s", cufw_error_string(CUFW_ERROR_STUB_LIBRARY));
    all_refused("stub library");
    no_slots("stub library");
    check(cufw_init() == CUFW_ERROR_STUB_LIBRARY, "a second cufw_init: the same");
    fake.set_stub(0);
    check(cufw_init() == CUFW_OK && cufw_device_count(&(int){0}) == CUFW_OK,
          "once the driver is a driver, the next cufw_init succeeds");
}

static void s_many_devices(void)
{
    struct cufw_capacity c;
    unsigned idx;
    int n = 0, max, rc;
    cufw_devptr d = 0;

    setenv("CUFW_FAKE_DEVICES", "20", 1);
    fake_use();
    check(cufw_init() == CUFW_OK, "20 devices: cufw_init succeeds");
    cufw_capacity_find("devices", &idx);
    cufw_capacity_info(idx, &c);
    max = (int)c.limit;
    rc = cufw_device_count(&n);
    check(rc == CUFW_OK && n == max, "cufw addresses %d of them (--with-max-devices)", n);
    check(c.used == (unsigned long)max, "the devices capacity is full: %lu of %lu", c.used, c.limit);
    check(cufw_device_set_current(max - 1) == CUFW_OK && cufw_malloc(&d, 64) == CUFW_OK &&
              cufw_free(d) == CUFW_OK,
          "the last one addressable works");
    check(cufw_device_set_current(max) == CUFW_ERROR_INVALID_DEVICE, "the next is out of range");
}

struct init_fault {
    const char *call;
    int code;
    int want;
    const char *bug; /* a known core bug that breaks the checks, or NULL */
};

/* Each driver call of cufw_init failing in turn, then success. */
static void s_init_faults(void)
{
    static const struct init_fault faults[] = {
        {"cuDriverGetVersion", CUDA_ERROR_UNKNOWN, CUFW_ERROR_DRIVER_INIT, "B2"},
        {"cuInit", CUDA_ERROR_OUT_OF_MEMORY, CUFW_ERROR_DRIVER_INIT, NULL},
        {"cuInit", CUDA_ERROR_INVALID_DEVICE, CUFW_ERROR_DRIVER_INIT, NULL},
        {"cuInit", CUDA_ERROR_NO_DEVICE, CUFW_ERROR_NO_DEVICE, NULL},
        {"cuDeviceGetCount", CUDA_ERROR_OUT_OF_MEMORY, CUFW_ERROR_DRIVER_INIT, NULL},
        {"cuDeviceGetCount", CUDA_ERROR_UNKNOWN, CUFW_ERROR_DRIVER_INIT, NULL},
        {"cuDeviceGet", CUDA_ERROR_INVALID_DEVICE, CUFW_ERROR_DRIVER_INIT, NULL},
        {"cuDeviceGet", CUDA_ERROR_UNKNOWN, CUFW_ERROR_DRIVER_INIT, NULL},
    };
    unsigned i;

    setenv("CUFW_FAKE_DEVICES", "3", 1);
    fake_use();
    for (i = 0; i < sizeof faults / sizeof faults[0]; i++) {
        const struct init_fault *f = &faults[i];
        /* the second device, so that one device was enumerated before */
        unsigned nth = strcmp(f->call, "cuDeviceGet") == 0 ? 2 : 1;
        int rc, res, named;

        fake_fail(f->call, nth, f->code);
        rc = cufw_init();
        res = cufw_driver_result();
        named = strstr(cufw_error_detail(), f->call) != NULL;
        check(fake.fired() == 1 && rc == f->want, "%s #%u fails with %d: %s", f->call, nth,
              f->code, cufw_error_name(rc));
        if (f->bug != NULL && (res != f->code || !named)) {
            note("known core bug %s: CUresult %d, detail %s", f->bug, res, cufw_error_detail());
            fprintf(report, "%c %s fails: CUresult %d kept, detail names it [known core bug %s]\n",
                    getenv("CUFW_TEST_STRICT") != NULL ? '0' : 's', f->call, f->code, f->bug);
            fflush(report);
        } else {
            check(res == f->code && named, "%s fails: CUresult %d kept, the detail names it: %s",
                  f->call, f->code, cufw_error_detail());
        }
        fake.set_fail(NULL);
        check(cufw_device_count(&(int){0}) == CUFW_ERROR_NOT_INITIALIZED &&
                  cufw_malloc(&(cufw_devptr){0}, 8) == CUFW_ERROR_NOT_INITIALIZED,
              "%s failed: cufw stays uninitialised", f->call);
        no_slots(f->call);
    }
    check(cufw_init() == CUFW_OK, "then cufw_init succeeds");
    check(cufw_device_count(&(int){0}) == CUFW_OK, "and cufw works");
}

/* CUFW_FAKE_FAIL as the environment gives it. */
static void s_fail_env(void)
{
    setenv("CUFW_FAKE_FAIL", "cuInit:1:CUDA_ERROR_OUT_OF_MEMORY,cuMemAlloc:0:2", 1);
    fake_use();
    check(cufw_init() == CUFW_ERROR_DRIVER_INIT && cufw_driver_result() == CUDA_ERROR_OUT_OF_MEMORY,
          "CUFW_FAKE_FAIL=cuInit:1:...: the first cuInit fails");
    check(cufw_init() == CUFW_OK, "the second succeeds");
    check(cufw_malloc(&(cufw_devptr){0}, 8) == CUFW_ERROR_OUT_OF_MEMORY &&
              cufw_malloc(&(cufw_devptr){0}, 8) == CUFW_ERROR_OUT_OF_MEMORY,
          "cuMemAlloc:0:...: every cuMemAlloc fails");
    check(fake.fired() == 3, "three faults fired");
}

/* ------------------------------------------------------------ the parent */

struct scenario {
    const char *name;
    void (*fn)(void);
};

static const struct scenario scenarios[] = {
    {"no driver library", s_no_driver},
    {"a driver path of 699 bytes", s_long_path},
    {"a library that is not a driver", s_not_a_driver},
    {"CUFW_FAKE_MISSING", s_missing_env},
    {"each entry point missing", s_missing_each},
    {"CUFW_FAKE_TOO_NEW", s_too_new},
    {FAKE_OLD_X8_ENV, s_too_old},
    {"CUFW_FAKE_DEVICES=0", s_no_device},
    {"CUFW_FAKE_STUB=1", s_stub},
    {"CUFW_FAKE_DEVICES=20", s_many_devices},
    {"faults in cufw_init", s_init_faults},
    {"CUFW_FAKE_FAIL", s_fail_env},
};

static void run_child(const struct scenario *sc)
{
    int fds[2], status = 0, lines = 0;
    char line[1200];
    FILE *in;
    pid_t pid;

    fflush(stdout);
    if (pipe(fds) != 0 || (pid = fork()) < 0)
        bail("pipe/fork failed");
    if (pid == 0) {
        close(fds[0]);
        dup2(fds[1], 1); /* diag() of the TAP library lands in the pipe too */
        report = fdopen(fds[1], "w");
        if (report == NULL)
            _exit(3);
        sc->fn();
        fflush(report);
        fflush(stdout);
        _exit(0);
    }
    close(fds[1]);
    in = fdopen(fds[0], "r");
    while (in != NULL && fgets(line, sizeof line, in) != NULL) {
        size_t len = strlen(line);

        if (len > 0 && line[len - 1] == '\n')
            line[--len] = '\0';
        if (line[0] == '#')
            diag("%s: %s", sc->name, line[1] == ' ' ? line + 2 : line + 1);
        else if (line[0] == 's')
            skip(1, "%s: %s", sc->name, line + 2);
        else if (line[0] == '0' || line[0] == '1')
            ok(line[0] == '1', "%s: %s", sc->name, line + 2), lines++;
    }
    if (in != NULL)
        fclose(in);
    waitpid(pid, &status, 0);
    ok(WIFEXITED(status) && WEXITSTATUS(status) == 0 && lines > 0,
       "%s: the child process ran to the end (%d checks)", sc->name, lines);
}

int main(void)
{
    unsigned i;

    fake_required();
    plan_lazy();
    for (i = 0; i < sizeof scenarios / sizeof scenarios[0]; i++)
        run_child(&scenarios[i]);
    return 0;
}
