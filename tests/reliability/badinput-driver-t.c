/* SPDX-License-Identifier: MIT */
/*
 * tests/reliability/badinput-driver-t.c -- the rows of docs/errors.md for
 * cufw/version.h, cufw/error.h and cufw/driver.h: the version functions
 * before cufw_init, the error functions in a process where nothing has
 * failed yet, cufw_init's failures (each in a child process:
 * core's initialisation is once per process), then the rest of
 * cufw/driver.h after a good cufw_init. In the document's order, on the
 * stand-in driver with two devices (badinput.h). Rows marked "(fake)" in
 * the document check what the stand-in driver answers.
 */
#define _POSIX_C_SOURCE 200809L
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cuda.h>

#include "tests/reliability/badinput.h"

/* ------------------------------------------------------------ children for cufw_init */

struct child_out {
    int v[4];
    char detail[256];
};

/* Run fn in a child process with the environment settings env ("K=V"
 * strings, NULL-terminated; the stand-in driver is used unless env sets
 * CUFW_LIBCUDA). */
static void in_child(const char *const *env, void (*body)(struct child_out *), struct child_out *out)
{
    int fds[2], status = 0, use_fake = 1;
    pid_t pid;

    memset(out, 0, sizeof *out);
    fflush(stdout);
    if (pipe(fds) != 0 || (pid = fork()) < 0)
        bail("pipe/fork failed");
    if (pid == 0) {
        struct child_out o;

        close(fds[0]);
        memset(&o, 0, sizeof o);
        for (; *env != NULL; env++) {
            char kv[512], *eq;

            snprintf(kv, sizeof kv, "%s", *env);
            eq = strchr(kv, '=');
            if (eq == NULL)
                _exit(3);
            *eq = '\0';
            setenv(kv, eq + 1, 1);
            use_fake &= strcmp(kv, "CUFW_LIBCUDA") != 0;
        }
        if (use_fake)
            fake_use();
        body(&o);
        if (write(fds[1], &o, sizeof o) != (ssize_t)sizeof o)
            _exit(4);
        _exit(0);
    }
    close(fds[1]);
    if (read(fds[0], out, sizeof *out) != (ssize_t)sizeof *out)
        out->v[0] = -999;
    close(fds[0]);
    waitpid(pid, &status, 0);
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
        out->v[0] = -998;
}

static void body_init(struct child_out *o)
{
    o->v[0] = cufw_init();
    o->v[1] = cufw_driver_result();
    snprintf(o->detail, sizeof o->detail, "%s", cufw_error_detail());
}

static void body_init_twice(struct child_out *o)
{
    o->v[0] = cufw_init();
    o->v[1] = cufw_driver_result();
    o->v[2] = cufw_init();
}

static void body_many(struct child_out *o)
{
    o->v[0] = cufw_init();
    o->v[1] = -1;
    cufw_device_count(&o->v[1]);
}

static void body_version(struct child_out *o)
{
    o->v[0] = cufw_init();
    o->v[1] = cufw_driver_version(&o->v[2]);
}

/* One cufw_init row: code, CUresult, and a word the detail must hold. */
static void init_row(const char *what, const char *const *env, int want, int result,
                     const char *word, const char *bug)
{
    struct child_out o;
    int good;

    in_child(env, body_init, &o);
    good = o.v[0] == want && (word == NULL || strstr(o.detail, word) != NULL);
    if (bug != NULL) {
        ok(good, "%s: %s: %s", fn, what, cufw_error_name(want));
        known_bug(bug, o.v[1] == result, "%s: %s: CUresult %d kept (seen %d)", fn, what, result,
                  o.v[1]);
        return;
    }
    if (!ok(good && o.v[1] == result, "%s: %s: %s, CUresult %d", fn, what, cufw_error_name(want),
            result))
        diag("returned %s, CUresult %d, detail %s", cufw_error_name(o.v[0]), o.v[1], o.detail);
}

/* ------------------------------------------------------------ the rows */

/* error.h needs a process where nothing has failed yet, and then the
 * driver: a child of its own. */
static void body_errors(struct child_out *o)
{
    o->v[0] = cufw_driver_result() == 0 && strcmp(cufw_error_detail(), "") == 0;
    cufw_init();
    cufw_memory_info(NULL, NULL); /* fails, not in the driver */
    o->v[1] = cufw_driver_result() == 0;
    o->v[2] = cufw_device_count(&(int){0}) == CUFW_OK &&
              strstr(cufw_error_detail(), "cufw_memory_info") != NULL;
    cufw_free(12345); /* the driver refuses */
    o->v[3] = cufw_driver_result() == CUDA_ERROR_INVALID_VALUE;
}

static void version_h(void)
{
    fn = "cufw_version";
    RP("before cufw_init, or any time: the library's CUFW_VERSION",
       strcmp(cufw_version(), CUFW_VERSION) == 0);
    fn = "cufw_version_number";
    RP("before cufw_init, or any time: the library's CUFW_VERSION_NUMBER",
       cufw_version_number() == CUFW_VERSION_NUMBER);
}

static void error_h(void)
{
    static const char *const env[] = {NULL};
    struct child_out o;

    in_child(env, body_errors, &o);
    fn = "cufw_error_name";
    RP("a code not in the list", strcmp(cufw_error_name(12345), "CUFW_ERROR_UNKNOWN") == 0 &&
                                     strcmp(cufw_error_name(-1), "CUFW_ERROR_UNKNOWN") == 0);
    fn = "cufw_error_string";
    RP("a code not in the list", strcmp(cufw_error_string(12345), "unknown cufw error code") == 0);
    fn = "cufw_driver_result";
    RP("no failure yet on this thread: 0", o.v[0] == 1 && cufw_driver_result() == 0);
    RP("last failure not from the driver: 0", o.v[1] == 1);
    RP("last failure from the driver: its CUresult", o.v[3] == 1);
    fn = "cufw_error_detail";
    RP("no failure yet on this thread: \"\"", o.v[0] == 1 && strcmp(cufw_error_detail(), "") == 0);
    RP("a success after a failure: still the failure's sentence", o.v[2] == 1);
}

static void driver_h_before(void)
{
    static const char *const none[] = {NULL};
    static const char *const nolib[] = {"CUFW_LIBCUDA=/nonexistent/cufw/libcuda.so.1", NULL};
    static const char *const notdrv[] = {"CUFW_LIBCUDA=libm.so.6", NULL};
    static const char *const missing[] = {"CUFW_FAKE_MISSING=cuStreamQuery", NULL};
    static const char *const toonew[] = {"CUFW_FAKE_TOO_NEW=cuEventRecord", NULL};
    static const char *const old[] = {FAKE_OLD_X0_ENV, NULL};
    static const char *const vfail[] = {"CUFW_FAKE_FAIL=cuDriverGetVersion:1:999", NULL};
    static const char *const nodev[] = {"CUFW_FAKE_DEVICES=0", NULL};
    static const char *const stub[] = {"CUFW_FAKE_STUB=1", NULL};
    static const char *const ifail[] = {"CUFW_FAKE_FAIL=cuInit:1:2", NULL};
    static const char *const cfail[] = {"CUFW_FAKE_FAIL=cuDeviceGetCount:1:2", NULL};
    static const char *const many[] = {"CUFW_FAKE_DEVICES=40", NULL};
    static const char *const old2[] = {FAKE_OLD_X8_ENV, NULL};
    struct child_out o;
    struct cufw_capacity c;
    unsigned idx;
    int total = 0, v = 0;

    fn = "cufw_init";
    RP("before it succeeds: every other entry point says CUFW_ERROR_NOT_INITIALIZED",
       not_initialized_calls(&total) == 0 && total > 70);
    init_row("the library cannot be opened", nolib, CUFW_ERROR_NO_DRIVER, 0, "/nonexistent/", NULL);
    init_row("the library has no cuGetProcAddress_v2", notdrv, CUFW_ERROR_DRIVER_SYMBOL, 0,
             "cuGetProcAddress_v2", NULL);
    init_row("an entry point is missing", missing, CUFW_ERROR_DRIVER_SYMBOL, 0, "cuStreamQuery",
             NULL);
    init_row("an entry point exists only for a newer CUDA", toonew, CUFW_ERROR_DRIVER_TOO_OLD, 0,
             "cuEventRecord", NULL);
    init_row("cuDriverGetVersion older than the headers", old, CUFW_ERROR_DRIVER_TOO_OLD, 0,
             FAKE_OLD_X0_DOTTED, NULL);
    init_row("cuDriverGetVersion fails", vfail, CUFW_ERROR_DRIVER_INIT, 999, NULL, "B2");
    init_row("cuInit says CUDA_ERROR_NO_DEVICE", nodev, CUFW_ERROR_NO_DEVICE, CUDA_ERROR_NO_DEVICE,
             "cuInit", NULL);
    init_row("the library is the toolkit's stub", stub, CUFW_ERROR_STUB_LIBRARY,
             CUDA_ERROR_STUB_LIBRARY, "stub library", NULL);
    init_row("cuInit fails otherwise", ifail, CUFW_ERROR_DRIVER_INIT, CUDA_ERROR_OUT_OF_MEMORY,
             "cuInit", NULL);
    init_row("cuDeviceGetCount fails", cfail, CUFW_ERROR_DRIVER_INIT, CUDA_ERROR_OUT_OF_MEMORY,
             "cuDeviceGetCount", NULL);
    in_child(many, body_many, &o);
    cufw_capacity_find("devices", &idx);
    cufw_capacity_info(idx, &c);
    RP("more devices than --with-max-devices: CUFW_OK, the first N used",
       o.v[0] == CUFW_OK && o.v[1] == (int)c.limit);
    in_child(ifail, body_init_twice, &o);
    RP("called again after a failure: tries again",
       o.v[0] == CUFW_ERROR_DRIVER_INIT && o.v[2] == CUFW_OK);

    fn = "cufw_driver_version";
    RN("NULL (even before cufw_init)", CUFW_ERROR_INVALID_ARGUMENT, cufw_driver_version(NULL));
    R("before the library was loaded", CUFW_ERROR_NOT_INITIALIZED, cufw_driver_version(&v));
    in_child(old2, body_version, &o);
    RP("library loaded, cufw_init failed later: CUFW_OK, the driver's version",
       o.v[0] == CUFW_ERROR_DRIVER_TOO_OLD && o.v[1] == CUFW_OK && o.v[2] == FAKE_OLD_X8);

    fn = "cufw_driver_path";
    RP("before cufw_init: the configured name", strcmp(cufw_driver_path(), CUFW_LIBCUDA_NAME) == 0);
    (void)none;
}

static void driver_h_after(void)
{
    struct cufw_capacity c;
    unsigned idx, n = cufw_capacity_count();

    fn = "cufw_driver_path";
    RP("after: the file it opened", strcmp(cufw_driver_path(), fake_path()) == 0);
    fn = "cufw_cuda_version";
    RP("any time", cufw_cuda_version() == CUDA_VERSION);
    fn = "cufw_capacity_count";
    RP("any time", n == CUFW_CAPACITY_COUNT && n == 9);
    fn = "cufw_capacity_info";
    RN("index >= count", CUFW_ERROR_INVALID_ARGUMENT, cufw_capacity_info(n, &c));
    RN("NULL out", CUFW_ERROR_INVALID_ARGUMENT, cufw_capacity_info(0, NULL));
    fn = "cufw_capacity_find";
    RN("NULL name", CUFW_ERROR_INVALID_ARGUMENT, cufw_capacity_find(NULL, &idx));
    RN("NULL index", CUFW_ERROR_INVALID_ARGUMENT, cufw_capacity_find("streams", NULL));
    RN("unknown name", CUFW_ERROR_NOT_FOUND, cufw_capacity_find("bananas", &idx));
    fn = "cufw_capacity_account";
    cufw_capacity_account(n, 5);
    cufw_capacity_account(n + 100, -5);
    RP("index >= count: ignored", cap_used("streams") == 0 && cap_used("callbacks") == 0);
    idx = (unsigned)cap_index("callbacks");
    cufw_capacity_account(idx, -3);
    RP("a count driven below zero: reported as 0", cap_used("callbacks") == 0);
    cufw_capacity_account(idx, 3);
    fn = "cufw_capacity_exhausted";
    RN("index >= count", CUFW_ERROR_INVALID_ARGUMENT, cufw_capacity_exhausted(n));
    R("a valid index", CUFW_ERROR_CAPACITY, cufw_capacity_exhausted(idx));
    RP("a valid index: the detail names the table and option",
       strstr(cufw_error_detail(), "callbacks") != NULL &&
           strstr(cufw_error_detail(), "--with-max-callbacks") != NULL);
}

int main(void)
{
    fake_required();
    plan_lazy();
    version_h();
    error_h();
    driver_h_before();
    badinput_start();
    driver_h_after();
    return 0;
}
