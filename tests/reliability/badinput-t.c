/*
 * tests/reliability/badinput-t.c -- every row of docs/errors.md, in the
 * same order: NULL pointers, bad handles, out-of-range values, zero sizes,
 * full tables and driver failures of each public function of core, on the
 * stand-in driver with two devices. Rows about cufw_init run in child
 * processes (core's initialisation is once per process). Rows marked
 * "(fake)" in the document check what the stand-in driver answers.
 *
 * Each row checks the code; failing rows of functions that record their
 * failures also check cufw_driver_result() (0 unless the driver failed);
 * "no driver call" rows check the driver's trace is empty.
 */
#define _POSIX_C_SOURCE 200809L
#include "config.h"

#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cuda.h>

#include <cufw/cufw.h>

#include "tests/reliability/fakectl.h"
#include "tests/tap/basic.h"

static const char *fn; /* the function whose rows follow */

/* A row: the code, and for a failure the CUresult recorded (0 when not
 * from the driver; -1: not checked, e.g. functions that record nothing). */
static void row_(int want, int got, int result, const char *what)
{
    int res = cufw_driver_result();

    if (want != CUFW_OK && result >= 0 && got == want && res != result) {
        ok(0, "%s: %s: %s", fn, what, cufw_error_name(want));
        diag("cufw_driver_result() %d, wanted %d", res, result);
        return;
    }
    if (!ok(got == want, "%s: %s: %s", fn, what, cufw_error_name(want)))
        diag("returned %s (%s)", cufw_error_name(got), cufw_error_detail());
}
#define R(what, want, call) row_((want), (call), 0, what)          /* recorded, not the driver */
#define RD(what, want, cu, call) row_((want), (call), (cu), what)  /* recorded, the driver's */
#define RN(what, want, call) row_((want), (call), -1, what)        /* nothing recorded */
#define RP(what, cond) ok((cond), "%s: %s", fn, what)              /* a predicate */

/* A row whose call must not reach the driver. */
#define RZ(what, want, call)                                                                    \
    do {                                                                                        \
        const char *t_[4];                                                                      \
        int rc_;                                                                                \
        fake.trace_reset();                                                                     \
        rc_ = (call);                                                                           \
        ok(rc_ == (want) && fake.trace(t_, 4) == 0, "%s: %s: %s, no driver call", fn, what,     \
           cufw_error_name(want));                                                              \
    } while (0)

/* A row where the driver call `cu` fails with `code`. */
#define RF(what, want, cu, code, call)                                                          \
    do {                                                                                        \
        int rc_;                                                                                \
        fake_fail((cu), 1, (code));                                                             \
        rc_ = (call);                                                                           \
        fake.set_fail(NULL);                                                                    \
        ok(rc_ == (want) && cufw_driver_result() == (code) &&                                   \
               strstr(cufw_error_detail(), (cu)) != NULL,                                       \
           "%s: %s fails: %s, CUresult kept, detail names it", fn, (cu), cufw_error_name(want)); \
    } while (0)

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

/* ------------------------------------------------------------ buffers */

static void put16(unsigned char *p, unsigned v)
{
    p[0] = (unsigned char)v;
    p[1] = (unsigned char)(v >> 8);
}

static void put32(unsigned char *p, uint32_t v)
{
    put16(p, v & 0xffff);
    put16(p + 2, v >> 16);
}

static void put64(unsigned char *p, uint64_t v)
{
    put32(p, (uint32_t)v);
    put32(p + 4, (uint32_t)(v >> 32));
}

/* A container with one entry: 64-byte entry header, 16-byte payload. */
#define FAT_LEN (16 + 64 + 16)
static void make_fatbin(unsigned char *b, unsigned kind, unsigned arch, uint64_t flags)
{
    memset(b, 0, FAT_LEN);
    put32(b, CUFW_FATBIN_MAGIC);
    put16(b + 4, 1);
    put16(b + 6, 16);
    put64(b + 8, 64 + 16);
    put16(b + 16, kind);
    put16(b + 18, 1);
    put32(b + 20, 64);
    put64(b + 24, 16);
    put32(b + 32, 16);
    put32(b + 44, arch);
    put64(b + 56, flags);
    put64(b + 72, 16);
}

/* A cufw_images record: header, name, 16 bytes of data. */
#define IMG_LEN 80
static void make_image(unsigned char *b)
{
    struct cufw_image r;

    memset(b, 0, IMG_LEN);
    memset(&r, 0, sizeof r);
    r.magic = CUFW_IMAGE_MAGIC;
    r.version = CUFW_IMAGE_VERSION;
    r.header_size = sizeof r;
    r.name_offset = sizeof r;
    r.data_offset = 56;
    r.data_size = 16;
    r.total_size = IMG_LEN;
    memcpy(b, &r, sizeof r);
    memcpy(b + sizeof r, "img", 4);
}

static unsigned char *read_self(size_t *len)
{
    FILE *f = fopen("/proc/self/exe", "rb");
    unsigned char *buf = NULL;
    size_t cap = 0, n = 0, got;

    if (f == NULL)
        bail("cannot read /proc/self/exe");
    do {
        if (n == cap) {
            cap = cap ? cap * 2 : 1 << 20;
            buf = realloc(buf, cap);
            if (buf == NULL)
                bail("out of memory");
        }
        got = fread(buf + n, 1, cap - n, f);
        n += got;
    } while (got > 0);
    fclose(f);
    *len = n;
    return buf;
}

static void hit(void *p)
{
    (void)p;
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
    static const char *const old[] = {"CUFW_FAKE_VERSION=12000", NULL};
    static const char *const vfail[] = {"CUFW_FAKE_FAIL=cuDriverGetVersion:1:999", NULL};
    static const char *const nodev[] = {"CUFW_FAKE_DEVICES=0", NULL};
    static const char *const ifail[] = {"CUFW_FAKE_FAIL=cuInit:1:2", NULL};
    static const char *const cfail[] = {"CUFW_FAKE_FAIL=cuDeviceGetCount:1:2", NULL};
    static const char *const many[] = {"CUFW_FAKE_DEVICES=40", NULL};
    static const char *const old2[] = {"CUFW_FAKE_VERSION=12080", NULL};
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
    init_row("cuDriverGetVersion older than the headers", old, CUFW_ERROR_DRIVER_TOO_OLD, 0, "12.0",
             NULL);
    init_row("cuDriverGetVersion fails", vfail, CUFW_ERROR_DRIVER_INIT, 999, NULL, "B2");
    init_row("cuInit says CUDA_ERROR_NO_DEVICE", nodev, CUFW_ERROR_NO_DEVICE, CUDA_ERROR_NO_DEVICE,
             "cuInit", NULL);
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
       o.v[0] == CUFW_ERROR_DRIVER_TOO_OLD && o.v[1] == CUFW_OK && o.v[2] == 12080);

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

static void device_h(void)
{
    char name[64];
    int v = -5, v2 = -5, count = 0;
    unsigned u = 0;
    size_t z = 0;
    unsigned char uuid[16];
    cufw_devptr d = 0;

    cufw_device_count(&count);
    fn = "cufw_device_count";
    R("NULL", CUFW_ERROR_INVALID_ARGUMENT, cufw_device_count(NULL));

    fn = "cufw_device_name";
    R("device -1", CUFW_ERROR_INVALID_DEVICE, cufw_device_name(-1, name, sizeof name));
    R("device = count", CUFW_ERROR_INVALID_DEVICE, cufw_device_name(count, name, sizeof name));
    R("NULL name", CUFW_ERROR_INVALID_ARGUMENT, cufw_device_name(0, NULL, 8));
    R("len 0", CUFW_ERROR_INVALID_ARGUMENT, cufw_device_name(0, name, 0));
    memset(name, 'x', sizeof name);
    RP("len 1: \"\"", cufw_device_name(0, name, 1) == CUFW_OK && name[0] == '\0');
    memset(name, 'x', sizeof name);
    RP("len shorter than the name: truncated",
       cufw_device_name(0, name, 6) == CUFW_OK && strlen(name) == 5 && name[6] == 'x');
    RF("", CUFW_ERROR_OUT_OF_MEMORY, "cuDeviceGetName", CUDA_ERROR_OUT_OF_MEMORY,
       cufw_device_name(0, name, sizeof name));

    fn = "cufw_device_attribute";
    R("device out of range", CUFW_ERROR_INVALID_DEVICE, cufw_device_attribute(count, 1, &v));
    R("NULL value", CUFW_ERROR_INVALID_ARGUMENT, cufw_device_attribute(0, 1, NULL));
    RD("unknown attribute 0 (fake)", CUFW_ERROR_INVALID_VALUE, CUDA_ERROR_INVALID_VALUE,
       cufw_device_attribute(0, 0, &v));
    RD("unknown attribute 100000 (fake)", CUFW_ERROR_INVALID_VALUE, CUDA_ERROR_INVALID_VALUE,
       cufw_device_attribute(0, 100000, &v));
    RF("", CUFW_ERROR_DRIVER, "cuDeviceGetAttribute", CUDA_ERROR_UNKNOWN,
       cufw_device_attribute(0, 1, &v));

    fn = "cufw_device_compute_capability";
    R("device out of range, NULL pointers", CUFW_ERROR_INVALID_DEVICE,
      cufw_device_compute_capability(-1, NULL, NULL));
    R("NULL major", CUFW_ERROR_INVALID_ARGUMENT, cufw_device_compute_capability(0, NULL, &v));
    R("NULL minor", CUFW_ERROR_INVALID_ARGUMENT, cufw_device_compute_capability(0, &v, NULL));
    RF("", CUFW_ERROR_NOT_SUPPORTED, "cuDeviceGetAttribute", CUDA_ERROR_NOT_SUPPORTED,
       cufw_device_compute_capability(0, &v, &v2));

    fn = "cufw_device_total_memory";
    R("device out of range", CUFW_ERROR_INVALID_DEVICE, cufw_device_total_memory(count, &z));
    R("NULL bytes", CUFW_ERROR_INVALID_ARGUMENT, cufw_device_total_memory(0, NULL));
    RF("", CUFW_ERROR_DEVICE_UNAVAILABLE, "cuDeviceTotalMem", CUDA_ERROR_DEVICE_UNAVAILABLE,
       cufw_device_total_memory(0, &z));

    fn = "cufw_device_uuid";
    R("device out of range", CUFW_ERROR_INVALID_DEVICE, cufw_device_uuid(-1, uuid));
    R("NULL uuid", CUFW_ERROR_INVALID_ARGUMENT, cufw_device_uuid(0, NULL));
    RF("", CUFW_ERROR_DRIVER, "cuDeviceGetUuid", CUDA_ERROR_UNKNOWN, cufw_device_uuid(0, uuid));

    fn = "cufw_device_set_current";
    cufw_device_set_current(1);
    R("device out of range", CUFW_ERROR_INVALID_DEVICE, cufw_device_set_current(count));
    RP("device out of range: current device unchanged", cufw_device_current(&v) == 0 && v == 1);
    cufw_device_reset(0);
    RF("", CUFW_ERROR_OUT_OF_MEMORY, "cuDevicePrimaryCtxRetain", CUDA_ERROR_OUT_OF_MEMORY,
       cufw_device_set_current(0));
    RP("retaining fails: current device unchanged", cufw_device_current(&v) == 0 && v == 1);
    cufw_device_set_current(0);

    fn = "cufw_device_current";
    R("NULL", CUFW_ERROR_INVALID_ARGUMENT, cufw_device_current(NULL));

    fn = "cufw_device_synchronize";
    RF("", CUFW_ERROR_LAUNCH_TIMEOUT, "cuCtxSynchronize", CUDA_ERROR_LAUNCH_TIMEOUT,
       cufw_device_synchronize());

    fn = "cufw_device_reset";
    R("device out of range", CUFW_ERROR_INVALID_DEVICE, cufw_device_reset(count));
    {
        const char *t[4];
        unsigned nt;

        cufw_device_reset(1);
        fake.trace_reset();
        v = cufw_device_reset(1);
        nt = fake.trace(t, 4);
        RP("a device not in use (never used, or reset): CUFW_OK, only cuDevicePrimaryCtxReset",
           v == CUFW_OK && nt == 1 && strcmp(t[0], "cuDevicePrimaryCtxReset") == 0);
    }
    cufw_device_set_current(0);
    fake_fail("cuDevicePrimaryCtxRelease", 1, CUDA_ERROR_OUT_OF_MEMORY);
    v = cufw_device_reset(0);
    fake.set_fail(NULL);
    RP("cuDevicePrimaryCtxRelease fails: mapped, CUresult kept",
       v == CUFW_ERROR_OUT_OF_MEMORY && cufw_driver_result() == CUDA_ERROR_OUT_OF_MEMORY);
    known_bug("B1", strstr(cufw_error_detail(), "cuDevicePrimaryCtxRelease") != NULL,
              "%s: cuDevicePrimaryCtxRelease fails: the detail names it: %s", fn,
              cufw_error_detail());
    cufw_device_set_current(0);
    RF("", CUFW_ERROR_DRIVER, "cuDevicePrimaryCtxReset", CUDA_ERROR_UNKNOWN, cufw_device_reset(0));
    cufw_device_set_current(0);

    fn = "cufw_device_set_flags";
    R("device out of range", CUFW_ERROR_INVALID_DEVICE, cufw_device_set_flags(-1, 0));
    RD("unknown flags 0x100 (fake)", CUFW_ERROR_INVALID_VALUE, CUDA_ERROR_INVALID_VALUE,
       cufw_device_set_flags(0, 0x100));

    fn = "cufw_device_flags";
    R("device out of range", CUFW_ERROR_INVALID_DEVICE, cufw_device_flags(count, &u, &v));
    R("both NULL", CUFW_ERROR_INVALID_ARGUMENT, cufw_device_flags(0, NULL, NULL));
    RP("one pointer NULL", cufw_device_flags(0, NULL, &v) == CUFW_OK && v == 1 &&
                               cufw_device_flags(0, &u, NULL) == CUFW_OK);
    RF("", CUFW_ERROR_DRIVER, "cuDevicePrimaryCtxGetState", CUDA_ERROR_UNKNOWN,
       cufw_device_flags(0, &u, &v));

    fn = "cufw_device_limit";
    R("NULL value", CUFW_ERROR_INVALID_ARGUMENT, cufw_device_limit(0, NULL));
    RD("unknown limit 99 (fake)", CUFW_ERROR_DRIVER, CUDA_ERROR_UNSUPPORTED_LIMIT,
       cufw_device_limit(99, &z));

    fn = "cufw_device_set_limit";
    RD("unknown limit 99 (fake)", CUFW_ERROR_DRIVER, CUDA_ERROR_UNSUPPORTED_LIMIT,
       cufw_device_set_limit(99, 0));
    RD("a read-only limit (fake)", CUFW_ERROR_INVALID_VALUE, CUDA_ERROR_INVALID_VALUE,
       cufw_device_set_limit(CU_LIMIT_SHMEM_SIZE, 0));

    fn = "cufw_device_can_access_peer";
    R("device out of range", CUFW_ERROR_INVALID_DEVICE, cufw_device_can_access_peer(count, 0, &v));
    R("peer out of range", CUFW_ERROR_INVALID_DEVICE, cufw_device_can_access_peer(0, -1, &v));
    R("NULL can", CUFW_ERROR_INVALID_ARGUMENT, cufw_device_can_access_peer(0, 1, NULL));
    RP("device = peer: 0", cufw_device_can_access_peer(1, 1, &v) == CUFW_OK && v == 0);

    fn = "cufw_sticky_error";
    RN("all three NULL", CUFW_OK, cufw_sticky_error(NULL, NULL, NULL));
    v = v2 = 7;
    RP("no sticky error: OK, 0, -1", cufw_sticky_error(&v, &v2, &count) == CUFW_OK &&
                                         v == CUFW_OK && v2 == 0 && count == -1);
    (void)d;
}

static void fatbin_h(void)
{
    unsigned char fat[FAT_LEN + 16] = {0}, img[IMG_LEN + 16] = {0};
    struct cufw_fatbin_iter it;
    struct cufw_fatbin_entry e;
    struct cufw_fatbin_wrapper w;
    const void *data;
    size_t sz, off;
    unsigned n;
    const struct cufw_image *ip;
    unsigned char *self, elf[64];
    size_t selflen;

    fn = "cufw_fatbin_iter_init";
    RN("NULL iterator", CUFW_ERROR_INVALID_ARGUMENT, cufw_fatbin_iter_init(NULL, fat, 1));
    RN("NULL buffer", CUFW_ERROR_INVALID_ARGUMENT, cufw_fatbin_iter_init(&it, NULL, 1));
    RP("length 0: OK, then not found", cufw_fatbin_iter_init(&it, fat, 0) == CUFW_OK &&
                                           cufw_fatbin_next(&it, &e) == CUFW_ERROR_NOT_FOUND);

    fn = "cufw_fatbin_next";
    make_fatbin(fat, 2, 80, CUFW_FATBIN_FLAG_64BIT);
    cufw_fatbin_iter_init(&it, fat, FAT_LEN);
    RN("NULL iterator", CUFW_ERROR_INVALID_ARGUMENT, cufw_fatbin_next(NULL, &e));
    RN("NULL entry", CUFW_ERROR_INVALID_ARGUMENT, cufw_fatbin_next(&it, NULL));
    it.buf = NULL;
    RN("an iterator with a NULL buffer", CUFW_ERROR_INVALID_ARGUMENT, cufw_fatbin_next(&it, &e));
    cufw_fatbin_iter_init(&it, fat, FAT_LEN);
    RP("no more entries: not found, again and again",
       cufw_fatbin_next(&it, &e) == CUFW_OK && cufw_fatbin_next(&it, &e) == CUFW_ERROR_NOT_FOUND &&
           cufw_fatbin_next(&it, &e) == CUFW_ERROR_NOT_FOUND);
    cufw_fatbin_iter_init(&it, fat, 3);
    RN("fewer than 4 bytes of a header", CUFW_ERROR_FATBIN_TRUNCATED, cufw_fatbin_next(&it, &e));
    fat[0] ^= 1;
    cufw_fatbin_iter_init(&it, fat, FAT_LEN);
    RN("not the container magic", CUFW_ERROR_FATBIN_BAD_MAGIC, cufw_fatbin_next(&it, &e));
    make_fatbin(fat, 2, 80, 0);
    put16(fat + 4, 2);
    cufw_fatbin_iter_init(&it, fat, FAT_LEN);
    RN("container version not 1", CUFW_ERROR_FATBIN_BAD_VERSION, cufw_fatbin_next(&it, &e));
    make_fatbin(fat, 2, 80, 0);
    put16(fat + 6, 8);
    cufw_fatbin_iter_init(&it, fat, FAT_LEN);
    RN("container header size below 16", CUFW_ERROR_FATBIN_BAD_HEADER, cufw_fatbin_next(&it, &e));
    make_fatbin(fat, 2, 80, 0);
    cufw_fatbin_iter_init(&it, fat, FAT_LEN - 1);
    RN("container larger than the buffer", CUFW_ERROR_FATBIN_TRUNCATED, cufw_fatbin_next(&it, &e));
    put32(fat + 20, 32);
    cufw_fatbin_iter_init(&it, fat, FAT_LEN);
    RN("entry header size below 64", CUFW_ERROR_FATBIN_BAD_HEADER, cufw_fatbin_next(&it, &e));
    make_fatbin(fat, 2, 80, 0);
    put64(fat + 24, 17);
    cufw_fatbin_iter_init(&it, fat, FAT_LEN);
    RN("entry larger than its container", CUFW_ERROR_FATBIN_ENTRY_OVERRUN,
       cufw_fatbin_next(&it, &e));
    make_fatbin(fat, 2, 80, CUFW_FATBIN_FLAG_LZ4 | CUFW_FATBIN_FLAG_ZSTD);
    cufw_fatbin_iter_init(&it, fat, FAT_LEN);
    RN("both LZ4 and zstd flags", CUFW_ERROR_FATBIN_BAD_HEADER, cufw_fatbin_next(&it, &e));
    make_fatbin(fat, 2, 80, CUFW_FATBIN_FLAG_ZSTD);
    put32(fat + 32, 0);
    cufw_fatbin_iter_init(&it, fat, FAT_LEN);
    RN("compressed, with payload size 0", CUFW_ERROR_FATBIN_BAD_HEADER, cufw_fatbin_next(&it, &e));
    RN("after an error: the same error", CUFW_ERROR_FATBIN_BAD_HEADER, cufw_fatbin_next(&it, &e));

    fn = "cufw_fatbin_validate";
    make_fatbin(fat, 2, 80, 0);
    RN("NULL buffer", CUFW_ERROR_INVALID_ARGUMENT, cufw_fatbin_validate(NULL, 8, &n, &sz));
    RN("length 0", CUFW_ERROR_FATBIN_EMPTY, cufw_fatbin_validate(fat, 0, &n, &sz));
    memset(img, 0, sizeof img);
    RN("only zeros", CUFW_ERROR_FATBIN_EMPTY, cufw_fatbin_validate(img, 64, &n, &sz));
    put64(fat + 8, 0);
    RN("a container without entries", CUFW_ERROR_FATBIN_EMPTY, cufw_fatbin_validate(fat, 16, &n, &sz));
    make_fatbin(fat, 2, 80, 0);
    RN("NULL entries and used", CUFW_OK, cufw_fatbin_validate(fat, FAT_LEN, NULL, NULL));
    fat[16 + 4] = 1;
    RN("corrupted: the first error", CUFW_ERROR_FATBIN_BAD_HEADER,
       cufw_fatbin_validate(fat, FAT_LEN, &n, &sz));

    fn = "cufw_fatbin_size";
    make_fatbin(fat, 2, 80, 0);
    RN("NULL data", CUFW_ERROR_INVALID_ARGUMENT, cufw_fatbin_size(NULL, 0, &sz));
    RN("NULL size", CUFW_ERROR_INVALID_ARGUMENT, cufw_fatbin_size(fat, 0, NULL));
    RN("max 3", CUFW_ERROR_FATBIN_TRUNCATED, cufw_fatbin_size(fat, 3, &sz));
    RN("max 8, right magic", CUFW_ERROR_FATBIN_TRUNCATED, cufw_fatbin_size(fat, 8, &sz));
    fat[1] ^= 0x40;
    RN("max 8, wrong magic", CUFW_ERROR_FATBIN_BAD_MAGIC, cufw_fatbin_size(fat, 8, &sz));
    make_fatbin(fat, 2, 80, 0);
    put16(fat + 4, 3);
    RN("version not 1", CUFW_ERROR_FATBIN_BAD_VERSION, cufw_fatbin_size(fat, 0, &sz));
    make_fatbin(fat, 2, 80, 0);
    put16(fat + 6, 15);
    RN("header size below 16", CUFW_ERROR_FATBIN_BAD_HEADER, cufw_fatbin_size(fat, 0, &sz));
    make_fatbin(fat, 2, 80, 0);
    RN("the container exceeds max", CUFW_ERROR_FATBIN_TRUNCATED, cufw_fatbin_size(fat, FAT_LEN - 1, &sz));
    RP("max 0: no limit", cufw_fatbin_size(fat, 0, &sz) == CUFW_OK && sz == FAT_LEN);

    fn = "cufw_fatbin_unwrap";
    RN("NULL wrapper", CUFW_ERROR_INVALID_ARGUMENT, cufw_fatbin_unwrap(NULL, &data, &sz));
    RN("NULL data", CUFW_ERROR_INVALID_ARGUMENT, cufw_fatbin_unwrap(fat, NULL, &sz));
    RN("NULL size", CUFW_ERROR_INVALID_ARGUMENT, cufw_fatbin_unwrap(fat, &data, NULL));
    memset(&w, 0, sizeof w);
    w.magic = 0x12345678;
    RN("neither magic", CUFW_ERROR_FATBIN_BAD_MAGIC, cufw_fatbin_unwrap(&w, &data, &sz));
    w.magic = (int32_t)CUFW_FATBIN_WRAPPER_MAGIC;
    w.version = 3;
    w.data = (const unsigned long long *)(const void *)fat;
    RN("wrapper version 3", CUFW_ERROR_FATBIN_BAD_VERSION, cufw_fatbin_unwrap(&w, &data, &sz));
    w.version = 0;
    RN("wrapper version 0", CUFW_ERROR_FATBIN_BAD_VERSION, cufw_fatbin_unwrap(&w, &data, &sz));
    w.version = 1;
    w.data = NULL;
    RN("wrapper with NULL data", CUFW_ERROR_FATBIN_BAD_MAGIC, cufw_fatbin_unwrap(&w, &data, &sz));
    w.data = (const unsigned long long *)(const void *)img;
    RN("wrapper whose data is not a container", CUFW_ERROR_FATBIN_BAD_MAGIC,
       cufw_fatbin_unwrap(&w, &data, &sz));
    RP("a container header directly",
       cufw_fatbin_unwrap(fat, &data, &sz) == CUFW_OK && data == fat && sz == FAT_LEN);

    fn = "cufw_fatbin_select";
    RN("NULL entry", CUFW_ERROR_INVALID_ARGUMENT, cufw_fatbin_select(fat, FAT_LEN, 9, 0, NULL));
    RN("cc_major < 0", CUFW_ERROR_INVALID_ARGUMENT, cufw_fatbin_select(fat, FAT_LEN, -1, 0, &e));
    RN("cc_minor < 0", CUFW_ERROR_INVALID_ARGUMENT, cufw_fatbin_select(fat, FAT_LEN, 9, -1, &e));
    RN("cc_minor > 9", CUFW_ERROR_INVALID_ARGUMENT, cufw_fatbin_select(fat, FAT_LEN, 9, 10, &e));
    RN("NULL buffer", CUFW_ERROR_INVALID_ARGUMENT, cufw_fatbin_select(NULL, FAT_LEN, 9, 0, &e));
    RN("nothing usable (sm_80 ELF for 9.0)", CUFW_ERROR_FATBIN_NO_IMAGE,
       cufw_fatbin_select(fat, FAT_LEN, 9, 0, &e));
    fat[0] = 0;
    RN("corrupted: the iterator's error", CUFW_ERROR_FATBIN_BAD_MAGIC,
       cufw_fatbin_select(fat, FAT_LEN, 9, 0, &e));

    fn = "cufw_fatbin_entry_usable";
    memset(&e, 0, sizeof e);
    e.kind = CUFW_FATBIN_KIND_PTX;
    e.sm_arch = 50;
    RP("NULL entry: 0", cufw_fatbin_entry_usable(NULL, 9, 0) == 0);
    RP("cc_minor > 9 or a negative capability: 0",
       cufw_fatbin_entry_usable(&e, 9, 10) == 0 && cufw_fatbin_entry_usable(&e, -9, 0) == 0 &&
           cufw_fatbin_entry_usable(&e, 9, 0) == 1);

    fn = "cufw_fatbin_kind_name";
    RP("a kind other than 1 or 2: \"other\"", strcmp(cufw_fatbin_kind_name(7), "other") == 0);
    fn = "cufw_fatbin_compression_name";
    RP("a value outside the enum: \"none\"",
       strcmp(cufw_fatbin_compression_name((enum cufw_fatbin_compression)9), "none") == 0);

    fn = "cufw_elf_section";
    self = read_self(&selflen);
    RN("NULL buffer", CUFW_ERROR_INVALID_ARGUMENT, cufw_elf_section(NULL, selflen, ".text", &off, &sz, NULL));
    RN("NULL name", CUFW_ERROR_INVALID_ARGUMENT, cufw_elf_section(self, selflen, NULL, &off, &sz, NULL));
    RN("NULL offset", CUFW_ERROR_INVALID_ARGUMENT, cufw_elf_section(self, selflen, ".text", NULL, &sz, NULL));
    RN("NULL size", CUFW_ERROR_INVALID_ARGUMENT, cufw_elf_section(self, selflen, ".text", &off, NULL, NULL));
    RN("NULL addr: allowed", CUFW_OK, cufw_elf_section(self, selflen, ".text", &off, &sz, NULL));
    RN("shorter than 64 bytes", CUFW_ERROR_ELF_BAD, cufw_elf_section(self, 63, ".text", &off, &sz, NULL));
    memcpy(elf, self, 64);
    elf[0] = 0;
    RN("no ELF magic", CUFW_ERROR_ELF_BAD, cufw_elf_section(elf, 64, ".text", &off, &sz, NULL));
    memcpy(elf, self, 64);
    elf[4] = 1;
    RN("32-bit", CUFW_ERROR_ELF_BAD, cufw_elf_section(elf, 64, ".text", &off, &sz, NULL));
    memcpy(elf, self, 64);
    elf[5] = 2;
    RN("big-endian", CUFW_ERROR_ELF_BAD, cufw_elf_section(elf, 64, ".text", &off, &sz, NULL));
    memcpy(elf, self, 64);
    put64(elf + 0x28, 0);
    RN("no section header table", CUFW_ERROR_ELF_NO_SECTION,
       cufw_elf_section(elf, 64, ".text", &off, &sz, NULL));
    memcpy(elf, self, 64);
    RN("section header table outside the buffer", CUFW_ERROR_ELF_BAD,
       cufw_elf_section(elf, 64, ".text", &off, &sz, NULL));
    RN("no section of that name", CUFW_ERROR_ELF_NO_SECTION,
       cufw_elf_section(self, selflen, ".no_such_section", &off, &sz, NULL));
    RN("a section without file contents (.bss)", CUFW_ERROR_ELF_NO_SECTION,
       cufw_elf_section(self, selflen, ".bss", &off, &sz, NULL));
    free(self);

    fn = "cufw_image_name / cufw_image_data";
    RP("NULL: NULL", cufw_image_name(NULL) == NULL && cufw_image_data(NULL) == NULL);

    fn = "cufw_image_check";
    make_image(img);
    RN("NULL", CUFW_ERROR_IMAGE_BAD_RECORD, cufw_image_check(NULL, IMG_LEN));
    RN("len below the record size", CUFW_ERROR_IMAGE_BAD_RECORD,
       cufw_image_check(img, sizeof(struct cufw_image) - 1));
    RN("a good record (for contrast)", CUFW_OK, cufw_image_check(img, IMG_LEN));
    img[0] ^= 1;
    RN("bad magic", CUFW_ERROR_IMAGE_BAD_RECORD, cufw_image_check(img, IMG_LEN));
    make_image(img);
    RN("total size beyond len", CUFW_ERROR_IMAGE_BAD_RECORD, cufw_image_check(img, IMG_LEN - 8));
    memset(img + sizeof(struct cufw_image), 'n', IMG_LEN - sizeof(struct cufw_image));
    RN("an unterminated name", CUFW_ERROR_IMAGE_BAD_RECORD, cufw_image_check(img, IMG_LEN));

    fn = "cufw_image_walk";
    make_image(img);
    memset(img + IMG_LEN, 0, 16);
    off = 0;
    RN("NULL buffer", CUFW_ERROR_INVALID_ARGUMENT, cufw_image_walk(NULL, IMG_LEN, &off, &ip));
    RN("NULL pos", CUFW_ERROR_INVALID_ARGUMENT, cufw_image_walk(img, IMG_LEN, NULL, &ip));
    RN("NULL img", CUFW_ERROR_INVALID_ARGUMENT, cufw_image_walk(img, IMG_LEN, &off, NULL));
    off = IMG_LEN + 1;
    RN("*pos > len", CUFW_ERROR_INVALID_ARGUMENT, cufw_image_walk(img, IMG_LEN, &off, &ip));
    off = 0;
    RP("only zero bytes left: not found, *pos = len",
       cufw_image_walk(img, IMG_LEN + 16, &off, &ip) == CUFW_OK && off == IMG_LEN &&
           cufw_image_walk(img, IMG_LEN + 16, &off, &ip) == CUFW_ERROR_NOT_FOUND &&
           off == IMG_LEN + 16);
    img[4] = 9;
    off = 0;
    RN("a corrupted record", CUFW_ERROR_IMAGE_BAD_RECORD, cufw_image_walk(img, IMG_LEN, &off, &ip));

    fn = "cufw_image_count / cufw_image_at / cufw_image_find";
    RP("index >= count: NULL", cufw_image_count() == 3 && cufw_image_at(3) == NULL);
    RP("NULL name: NULL", cufw_image_find(NULL) == NULL);
    RP("unknown name: NULL", cufw_image_find("bananas") == NULL);
}

/* ------------------------------------------------------------ module.h */

static unsigned char *copy_of(const char *image, size_t *size)
{
    const struct cufw_image *img = cufw_image_find(image);
    struct cufw_image rec;
    unsigned char *p;

    memcpy(&rec, img, sizeof rec);
    *size = (size_t)rec.data_size;
    p = malloc(*size);
    if (p == NULL)
        bail("out of memory");
    memcpy(p, cufw_image_data(img), *size);
    return p;
}

static void module_h(void)
{
    unsigned char fat[FAT_LEN] = {0}, *vec, *mis, **copies;
    size_t vsize, msize, sz;
    cufw_module *m = NULL, *m2 = NULL, *dead = NULL, **mods;
    cufw_kernel *k = NULL, *kc = NULL, *kb = NULL, *deadk = NULL, **ks;
    cufw_stream *deads = NULL;
    cufw_devptr d = 0, buf = 0;
    char longname[200];
    unsigned long lim, i;
    int v = 0, per_sm = 0;
    size_t n = 16;
    cufw_dim3 one = {1, 1, 1}, zero = {0, 1, 1}, big = {2048, 1, 1}, wide = {1024, 1, 1};
    void *args[4];

    vec = copy_of("vector", &vsize);
    mis = copy_of("misc", &msize);
    cufw_module_open_fatbin(vec, vsize, "dead", &dead);
    cufw_kernel_open(dead, "cufw_vadd", &deadk);
    cufw_module_unload(dead);
    cufw_stream_create(&deads, 0, 0);
    cufw_stream_destroy(deads);

    fn = "cufw_module_open";
    R("NULL name", CUFW_ERROR_INVALID_ARGUMENT, cufw_module_open(NULL, &m));
    R("NULL module", CUFW_ERROR_INVALID_ARGUMENT, cufw_module_open("vector", NULL));
    R("no image of that name", CUFW_ERROR_NOT_FOUND, cufw_module_open("bananas", &m));
    RP("no image of that name: the detail names it", strstr(cufw_error_detail(), "bananas") != NULL);
    lim = 64;
    mods = calloc(lim, sizeof *mods);
    copies = calloc(lim, sizeof *copies);
    if (mods == NULL || copies == NULL)
        bail("out of memory");
    for (i = 0; i < lim && cap_used("modules") < lim; i++) {
        copies[i] = malloc(vsize);
        memcpy(copies[i], vec, vsize);
        cufw_module_open_fatbin(copies[i], vsize, "filler", &mods[i]);
    }
    R("modules table full", CUFW_ERROR_CAPACITY, cufw_module_open("reduce", &m));

    fn = "cufw_module_open_fatbin";
    R("modules table full", CUFW_ERROR_CAPACITY, cufw_module_open_fatbin(vec, vsize, "v", &m));
    RP("an address already registered, even when full",
       cufw_module_open_fatbin(copies[0], vsize, "again", &m) == CUFW_OK && m == mods[0]);
    for (i = 0; i < lim; i++) {
        if (mods[i] != NULL)
            cufw_module_unload(mods[i]);
        free(copies[i]);
    }
    free(mods);
    free(copies);
    R("NULL fatbin", CUFW_ERROR_INVALID_ARGUMENT, cufw_module_open_fatbin(NULL, 0, "x", &m));
    R("NULL module", CUFW_ERROR_INVALID_ARGUMENT, cufw_module_open_fatbin(vec, vsize, "x", NULL));
    memset(fat, 0x33, sizeof fat);
    R("size 0 and not a container", CUFW_ERROR_FATBIN_BAD_MAGIC,
      cufw_module_open_fatbin(fat, 0, "x", &m));
    make_fatbin(fat, 2, 90, 0);
    put64(fat + 24, 17);
    R("a corrupted fatbin", CUFW_ERROR_FATBIN_ENTRY_OVERRUN,
      cufw_module_open_fatbin(fat, FAT_LEN, "x", &m));
    make_fatbin(fat, 2, 90, 0);
    R("a truncated fatbin", CUFW_ERROR_FATBIN_TRUNCATED,
      cufw_module_open_fatbin(fat, FAT_LEN - 8, "x", &m));
    put64(fat + 8, 0);
    R("no entries", CUFW_ERROR_FATBIN_EMPTY, cufw_module_open_fatbin(fat, 16, "x", &m));
    RP("NULL name: allowed, the name is \"\"",
       cufw_module_open_fatbin(vec, vsize, NULL, &m) == CUFW_OK &&
           strcmp(cufw_module_name(m), "") == 0);

    fn = "cufw_module_load";
    R("NULL handle", CUFW_ERROR_INVALID_HANDLE, cufw_module_load(NULL));
    R("an unloaded handle", CUFW_ERROR_INVALID_HANDLE, cufw_module_load(dead));
    R("a foreign handle", CUFW_ERROR_INVALID_HANDLE, cufw_module_load((cufw_module *)(void *)fat));
    cufw_module_load(m);
    RZ("loaded already", CUFW_OK, cufw_module_load(m));
    make_fatbin(fat, 2, 80, 0);
    RP("nothing for this GPU: registered", cufw_module_open_fatbin(fat, FAT_LEN, "sm80", &m2) == 0);
    RD("nothing for this GPU", CUFW_ERROR_NO_BINARY_FOR_GPU, CUDA_ERROR_NO_BINARY_FOR_GPU,
       cufw_module_load(m2));
    cufw_module_unload(m2);
    cufw_module_open_fatbin(mis, msize, "misc copy", &m2);
    RF("", CUFW_ERROR_INVALID_IMAGE, "cuLibraryLoadData", CUDA_ERROR_INVALID_IMAGE,
       cufw_module_load(m2));
    RP("cuLibraryLoadData failed: the next use tries again", cufw_module_load(m2) == CUFW_OK);

    fn = "cufw_module_unload";
    R("NULL handle", CUFW_ERROR_INVALID_HANDLE, cufw_module_unload(NULL));
    R("an unloaded handle", CUFW_ERROR_INVALID_HANDLE, cufw_module_unload(dead));
    R("a foreign handle", CUFW_ERROR_INVALID_HANDLE, cufw_module_unload((cufw_module *)(void *)&v));
    cufw_kernel_open(m2, "cufw_empty", &k);
    RF("", CUFW_ERROR_DRIVER, "cuLibraryUnload", CUDA_ERROR_UNKNOWN, cufw_module_unload(m2));
    RP("cuLibraryUnload failed: the slots are freed anyway",
       cufw_module_name(m2) == NULL && cufw_kernel_name(k) == NULL && cap_used("modules") == 1);

    fn = "cufw_module_name";
    RP("a bad handle: NULL", cufw_module_name(dead) == NULL && cufw_module_name(NULL) == NULL);

    fn = "cufw_kernel_open";
    memset(longname, 'k', sizeof longname);
    longname[128] = '\0';
    R("NULL name", CUFW_ERROR_INVALID_ARGUMENT, cufw_kernel_open(m, NULL, &k));
    R("NULL kernel", CUFW_ERROR_INVALID_ARGUMENT, cufw_kernel_open(m, "cufw_vadd", NULL));
    RD("a name of 128 bytes that no kernel has", CUFW_ERROR_NOT_FOUND, CUDA_ERROR_NOT_FOUND,
       cufw_kernel_open(m, longname, &k));
    R("a long name with a bad module: the module", CUFW_ERROR_INVALID_HANDLE,
      cufw_kernel_open(dead, longname, &k));
    R("bad module", CUFW_ERROR_INVALID_HANDLE, cufw_kernel_open(dead, "cufw_vadd", &k));
    RD("no such kernel", CUFW_ERROR_NOT_FOUND, CUDA_ERROR_NOT_FOUND,
       cufw_kernel_open(m, "no_such_kernel", &k));
    RP("no such kernel: the detail names it", strstr(cufw_error_detail(), "no_such_kernel") != NULL);
    lim = 1024;
    ks = calloc(lim, sizeof *ks);
    if (ks == NULL)
        bail("out of memory");
    for (i = 0; cap_used("kernels") < lim && i < lim; i++) {
        snprintf(longname, sizeof longname, "cufwfake_filler_%lu", i);
        cufw_kernel_open(m, longname, &ks[i]);
    }
    R("kernels table full", CUFW_ERROR_CAPACITY, cufw_kernel_open(m, "cufw_vadd", &k));
    RP("kernels table full: the detail names --with-max-kernels",
       strstr(cufw_error_detail(), "--with-max-kernels") != NULL);
    free(ks);
    cufw_module_unload(m);
    cufw_module_open_fatbin(vec, vsize, "vector copy", &m);
    RF("", CUFW_ERROR_OUT_OF_MEMORY, "cuLibraryLoadData", CUDA_ERROR_OUT_OF_MEMORY,
       cufw_kernel_open(m, "cufw_vadd", &k));

    fn = "cufw_kernel_find";
    R("NULL name", CUFW_ERROR_INVALID_ARGUMENT, cufw_kernel_find(NULL, &k));
    R("NULL kernel", CUFW_ERROR_INVALID_ARGUMENT, cufw_kernel_find("cufw_vadd", NULL));
    R("no image has it", CUFW_ERROR_NOT_FOUND, cufw_kernel_find("no_such_kernel", &k));
    cufw_module_open("vector", &m2);
    cufw_module_unload(m2);
    cufw_module_open("reduce", &m2);
    cufw_module_unload(m2);
    fake_fail("cuLibraryLoadData", 1, CUDA_ERROR_OUT_OF_MEMORY);
    RP("an image fails to load, a later one has it: OK",
       cufw_kernel_find("cufw_empty", &kc) == CUFW_OK && kc != NULL);
    fake.set_fail(NULL);
    cufw_module_open("vector", &m2);
    cufw_module_unload(m2);
    fake_fail("cuLibraryLoadData", 1, CUDA_ERROR_OUT_OF_MEMORY);
    v = cufw_kernel_find("no_such_kernel", &k);
    fake.set_fail(NULL);
    RP("an image fails, none has it: the first error", v == CUFW_ERROR_OUT_OF_MEMORY);
    known_bug("B3", cufw_driver_result() == CUDA_ERROR_OUT_OF_MEMORY &&
                        strstr(cufw_error_detail(), "cuLibraryLoadData") != NULL,
              "%s: an image fails, none has it: CUresult %d and detail of that failure: %s", fn,
              cufw_driver_result(), cufw_error_detail());

    fn = "cufw_kernel_name / cufw_kernel_raw";
    RP("a bad handle: NULL", cufw_kernel_name(deadk) == NULL && cufw_kernel_raw(deadk) == NULL &&
                                 cufw_kernel_name(NULL) == NULL);

    cufw_kernel_open(m, "cufw_vadd", &k);
    fn = "cufw_kernel_attribute";
    R("NULL value, bad kernel: the value first", CUFW_ERROR_INVALID_ARGUMENT,
      cufw_kernel_attribute(deadk, 4, NULL));
    R("a bad kernel", CUFW_ERROR_INVALID_HANDLE, cufw_kernel_attribute(deadk, 4, &v));
    RD("unknown attribute (fake)", CUFW_ERROR_INVALID_VALUE, CUDA_ERROR_INVALID_VALUE,
       cufw_kernel_attribute(k, 999, &v));

    fn = "cufw_kernel_set_attribute";
    R("a bad kernel", CUFW_ERROR_INVALID_HANDLE, cufw_kernel_set_attribute(deadk, 8, 0));
    RD("dynamic shared memory beyond the opt-in limit (fake)", CUFW_ERROR_INVALID_VALUE,
       CUDA_ERROR_INVALID_VALUE,
       cufw_kernel_set_attribute(k, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES, 1 << 20));
    RD("a read-only attribute (fake)", CUFW_ERROR_INVALID_VALUE, CUDA_ERROR_INVALID_VALUE,
       cufw_kernel_set_attribute(k, CU_FUNC_ATTRIBUTE_NUM_REGS, 8));

    fn = "cufw_kernel_max_active_blocks";
    R("NULL blocks, bad kernel: blocks first", CUFW_ERROR_INVALID_ARGUMENT,
      cufw_kernel_max_active_blocks(deadk, 32, 0, 0, NULL));
    R("a bad kernel", CUFW_ERROR_INVALID_HANDLE, cufw_kernel_max_active_blocks(deadk, 32, 0, 0, &v));
    RD("block size 0 (fake)", CUFW_ERROR_INVALID_VALUE, CUDA_ERROR_INVALID_VALUE,
       cufw_kernel_max_active_blocks(k, 0, 0, 0, &v));
    RP("block size above 1024: 0 blocks (fake)",
       cufw_kernel_max_active_blocks(k, 2048, 0, 0, &v) == CUFW_OK && v == 0);

    cufw_module_open_fatbin(mis, msize, "misc copy", &m2);
    fn = "cufw_module_global";
    R("NULL name", CUFW_ERROR_INVALID_ARGUMENT, cufw_module_global(m2, NULL, &d, &sz));
    R("NULL address", CUFW_ERROR_INVALID_ARGUMENT, cufw_module_global(m2, "cufw_counter", NULL, &sz));
    RP("NULL size: allowed", cufw_module_global(m2, "cufw_counter", &d, NULL) == CUFW_OK && d != 0);
    R("a bad module", CUFW_ERROR_INVALID_HANDLE, cufw_module_global(dead, "cufw_counter", &d, &sz));
    RD("no such variable", CUFW_ERROR_NOT_FOUND, CUDA_ERROR_NOT_FOUND,
       cufw_module_global(m2, "no_such_var", &d, &sz));
    RP("no such variable: the detail names it", strstr(cufw_error_detail(), "no_such_var") != NULL);
    cufw_module_unload(m2);
    cufw_module_open_fatbin(mis, msize, "misc copy", &m2);
    RF("the load fails:", CUFW_ERROR_OUT_OF_MEMORY, "cuLibraryLoadData", CUDA_ERROR_OUT_OF_MEMORY,
       cufw_module_global(m2, "cufw_counter", &d, &sz));

    fn = "cufw_module_managed";
    R("NULL name", CUFW_ERROR_INVALID_ARGUMENT, cufw_module_managed(m2, NULL, &d, &sz));
    known_bug("B5", strstr(cufw_error_detail(), "cufw_module_managed") != NULL,
              "%s: NULL name: the detail names cufw_module_managed: %s", fn, cufw_error_detail());
    R("NULL address", CUFW_ERROR_INVALID_ARGUMENT, cufw_module_managed(m2, "cufwfake_m", NULL, &sz));
    R("a bad module", CUFW_ERROR_INVALID_HANDLE, cufw_module_managed(dead, "cufwfake_m", &d, &sz));
    known_bug("B5", strstr(cufw_error_detail(), "cufw_module_managed") != NULL,
              "%s: a bad module: the detail names cufw_module_managed: %s", fn, cufw_error_detail());
    RD("no such variable", CUFW_ERROR_NOT_FOUND, CUDA_ERROR_NOT_FOUND,
       cufw_module_managed(m2, "cufw_counter", &d, &sz));
    RP("no such variable: the detail names it", strstr(cufw_error_detail(), "cufw_counter") != NULL);

    fn = "cufw_launch";
    cufw_malloc(&buf, 64);
    args[0] = &buf;
    args[1] = &buf;
    args[2] = &buf;
    args[3] = &n;
    cufw_kernel_open(m2, "cufw_store", &kb);
    R("NULL kernel", CUFW_ERROR_INVALID_HANDLE, cufw_launch(NULL, one, one, 0, NULL, args));
    R("an unloaded kernel", CUFW_ERROR_INVALID_HANDLE, cufw_launch(deadk, one, one, 0, NULL, args));
    RD("a driver handle that is no kernel: the driver's answer", CUFW_ERROR_DRIVER_HANDLE,
       CUDA_ERROR_INVALID_HANDLE, cufw_launch((cufw_kernel *)(void *)fat, one, one, 0, NULL, args));
    R("a bad stream", CUFW_ERROR_INVALID_HANDLE, cufw_launch(k, one, one, 0, deads, args));
    RD("a driver handle that is no stream: the driver's answer", CUFW_ERROR_DRIVER_HANDLE,
       CUDA_ERROR_INVALID_HANDLE, cufw_launch(k, one, one, 0, (cufw_stream *)(void *)fat, args));
    RD("a zero grid dimension", CUFW_ERROR_INVALID_CONFIGURATION, CUDA_ERROR_INVALID_VALUE,
       cufw_launch(k, zero, one, 0, NULL, args));
    RD("a zero block dimension", CUFW_ERROR_INVALID_CONFIGURATION, CUDA_ERROR_INVALID_VALUE,
       cufw_launch(k, one, zero, 0, NULL, args));
    RD("more than 1024 threads a block", CUFW_ERROR_INVALID_CONFIGURATION, CUDA_ERROR_INVALID_VALUE,
       cufw_launch(k, one, big, 0, NULL, args));
    RD("more dynamic shared memory than allowed", CUFW_ERROR_INVALID_CONFIGURATION,
       CUDA_ERROR_INVALID_VALUE, cufw_launch(k, one, one, 100000, NULL, args));
    RD("NULL args for a kernel with parameters (fake)", CUFW_ERROR_INVALID_CONFIGURATION,
       CUDA_ERROR_INVALID_VALUE, cufw_launch(k, one, one, 0, NULL, NULL));
    cufw_kernel_open(m2, "cufw_coop_sum", &kc);
    RD("too many registers for the block (fake)", CUFW_ERROR_LAUNCH_OUT_OF_RESOURCES,
       CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES, cufw_launch(kc, one, wide, 0, NULL, args));
    {
        cufw_devptr bad = 8;
        int value = 1;
        void *sargs[] = {&bad, &value};

        cufw_launch(kb, one, one, 0, NULL, sargs);
        cufw_device_synchronize();
    }
    RD("after a sticky fault", CUFW_ERROR_ILLEGAL_ADDRESS, CUDA_ERROR_ILLEGAL_ADDRESS,
       cufw_launch(k, one, one, 0, NULL, args));
    cufw_device_reset(0);
    cufw_malloc(&buf, 64);

    fn = "cufw_launch_cooperative";
    R("a bad kernel", CUFW_ERROR_INVALID_HANDLE,
      cufw_launch_cooperative(deadk, one, one, 0, NULL, args));
    R("a bad stream", CUFW_ERROR_INVALID_HANDLE, cufw_launch_cooperative(kc, one, one, 0, deads, args));
    RD("a zero dimension", CUFW_ERROR_INVALID_CONFIGURATION, CUDA_ERROR_INVALID_VALUE,
       cufw_launch_cooperative(kc, zero, one, 0, NULL, args));
    cufw_kernel_max_active_blocks(kc, 128, 0, 0, &per_sm);
    {
        cufw_dim3 many = {(unsigned)per_sm * 132 + 1, 1, 1}, b128 = {128, 1, 1};

        RD("more blocks than can be co-resident", CUFW_ERROR_COOPERATIVE_TOO_LARGE,
           CUDA_ERROR_COOPERATIVE_LAUNCH_TOO_LARGE,
           cufw_launch_cooperative(kc, many, b128, 0, NULL, args));
    }
    RF("", CUFW_ERROR_DRIVER, "cuKernelGetFunction", CUDA_ERROR_UNKNOWN,
       cufw_launch_cooperative(kc, one, one, 0, NULL, args));
    cufw_free(buf);
    cufw_module_unload(m);
    cufw_module_unload(m2);
    free(vec);
    free(mis);
}

/* ------------------------------------------------------------ memory.h */

static void memory_h(void)
{
    cufw_devptr d = 0, d2 = 0, p = 0;
    size_t pitch = 0, f = 0, t = 0;
    void *h = NULL;
    unsigned char host[512];
    cufw_stream *bad = NULL; /* a destroyed cufw stream */
    cufw_stream *foreign = (cufw_stream *)(void *)host; /* to cufw, a driver handle */

    cufw_stream_create(&bad, 0, 0);
    cufw_stream_destroy(bad);
    cufw_malloc(&d, 256);
    cufw_malloc(&d2, 256);

    fn = "cufw_malloc";
    R("NULL ptr", CUFW_ERROR_INVALID_ARGUMENT, cufw_malloc(NULL, 16));
    R("0 bytes", CUFW_ERROR_INVALID_ARGUMENT, cufw_malloc(&p, 0));
    RD("more than the device has", CUFW_ERROR_OUT_OF_MEMORY, CUDA_ERROR_OUT_OF_MEMORY,
       cufw_malloc(&p, (size_t)1 << 60));

    fn = "cufw_free";
    RZ("0", CUFW_OK, cufw_free(0));
    RD("an address cufw_malloc did not return", CUFW_ERROR_INVALID_VALUE, CUDA_ERROR_INVALID_VALUE,
       cufw_free(d + 8));
    cufw_malloc(&p, 16);
    cufw_free(p);
    RD("freed already", CUFW_ERROR_INVALID_VALUE, CUDA_ERROR_INVALID_VALUE, cufw_free(p));

    fn = "cufw_malloc_managed";
    R("NULL ptr", CUFW_ERROR_INVALID_ARGUMENT, cufw_malloc_managed(NULL, 16, 0));
    R("0 bytes", CUFW_ERROR_INVALID_ARGUMENT, cufw_malloc_managed(&p, 0, 0));
    RD("too large", CUFW_ERROR_OUT_OF_MEMORY, CUDA_ERROR_OUT_OF_MEMORY,
       cufw_malloc_managed(&p, (size_t)1 << 60, 0));

    fn = "cufw_malloc_pitch";
    R("NULL ptr", CUFW_ERROR_INVALID_ARGUMENT, cufw_malloc_pitch(NULL, &pitch, 16, 16, 4));
    R("NULL pitch", CUFW_ERROR_INVALID_ARGUMENT, cufw_malloc_pitch(&p, NULL, 16, 16, 4));
    R("width 0", CUFW_ERROR_INVALID_ARGUMENT, cufw_malloc_pitch(&p, &pitch, 0, 16, 4));
    R("height 0", CUFW_ERROR_INVALID_ARGUMENT, cufw_malloc_pitch(&p, &pitch, 16, 0, 4));
    R("element size 3", CUFW_ERROR_INVALID_ARGUMENT, cufw_malloc_pitch(&p, &pitch, 16, 16, 3));
    RD("too large", CUFW_ERROR_OUT_OF_MEMORY, CUDA_ERROR_OUT_OF_MEMORY,
       cufw_malloc_pitch(&p, &pitch, (size_t)1 << 30, (size_t)1 << 30, 4));

    fn = "cufw_malloc_async";
    R("NULL ptr", CUFW_ERROR_INVALID_ARGUMENT, cufw_malloc_async(NULL, 16, NULL));
    R("0 bytes", CUFW_ERROR_INVALID_ARGUMENT, cufw_malloc_async(&p, 0, NULL));
    R("a bad stream", CUFW_ERROR_INVALID_HANDLE, cufw_malloc_async(&p, 16, bad));

    fn = "cufw_free_async";
    RZ("0 with a bad stream", CUFW_OK, cufw_free_async(0, bad));
    R("a bad stream", CUFW_ERROR_INVALID_HANDLE, cufw_free_async(d, bad));
    RD("an address not allocated", CUFW_ERROR_INVALID_VALUE, CUDA_ERROR_INVALID_VALUE,
       cufw_free_async(d + 4, NULL));

    fn = "cufw_host_alloc";
    R("NULL ptr", CUFW_ERROR_INVALID_ARGUMENT, cufw_host_alloc(NULL, 16, 0));
    R("0 bytes", CUFW_ERROR_INVALID_ARGUMENT, cufw_host_alloc(&h, 0, 0));
    R("unknown flags 0x8", CUFW_ERROR_INVALID_ARGUMENT, cufw_host_alloc(&h, 16, 0x8));

    fn = "cufw_host_free";
    RZ("NULL", CUFW_OK, cufw_host_free(NULL));
    RD("not from cufw_host_alloc", CUFW_ERROR_INVALID_VALUE, CUDA_ERROR_INVALID_VALUE,
       cufw_host_free(host));

    fn = "cufw_host_register";
    R("NULL ptr", CUFW_ERROR_INVALID_ARGUMENT, cufw_host_register(NULL, 16, 0));
    R("0 bytes", CUFW_ERROR_INVALID_ARGUMENT, cufw_host_register(host, 0, 0));
    RD("unknown flags (fake)", CUFW_ERROR_INVALID_VALUE, CUDA_ERROR_INVALID_VALUE,
       cufw_host_register(host, sizeof host, 0x40));
    cufw_host_register(host, sizeof host, 0);
    RD("a range already registered", CUFW_ERROR_DRIVER, CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED,
       cufw_host_register(host, sizeof host, 0));
    cufw_host_unregister(host);

    fn = "cufw_host_unregister";
    R("NULL", CUFW_ERROR_INVALID_ARGUMENT, cufw_host_unregister(NULL));
    RD("not registered", CUFW_ERROR_DRIVER, CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED,
       cufw_host_unregister(host));

    fn = "cufw_host_device_pointer";
    R("NULL dptr", CUFW_ERROR_INVALID_ARGUMENT, cufw_host_device_pointer(NULL, host));
    R("NULL host", CUFW_ERROR_INVALID_ARGUMENT, cufw_host_device_pointer(&p, NULL));
    RD("memory that is not pinned", CUFW_ERROR_INVALID_VALUE, CUDA_ERROR_INVALID_VALUE,
       cufw_host_device_pointer(&p, host));

    fn = "cufw_memcpy_htod / _dtoh / _dtod / cufw_memcpy";
    RZ("0 bytes, NULL pointers", CUFW_OK,
       cufw_memcpy_htod(0, NULL, 0) | cufw_memcpy_dtoh(NULL, 0, 0) | cufw_memcpy_dtod(0, 0, 0) |
           cufw_memcpy(NULL, NULL, 0));
    RD("a device range outside an allocation (htod)", CUFW_ERROR_INVALID_VALUE,
       CUDA_ERROR_INVALID_VALUE, cufw_memcpy_htod(d, host, 257));
    RD("a device range outside an allocation (dtoh)", CUFW_ERROR_INVALID_VALUE,
       CUDA_ERROR_INVALID_VALUE, cufw_memcpy_dtoh(host, d + 200, 100));
    RD("a device range outside an allocation (dtod)", CUFW_ERROR_INVALID_VALUE,
       CUDA_ERROR_INVALID_VALUE, cufw_memcpy_dtod(d, 64, 16));
    RD("a device range outside an allocation (unified)", CUFW_ERROR_INVALID_VALUE,
       CUDA_ERROR_INVALID_VALUE, cufw_memcpy((void *)(uintptr_t)d2, host, 512));

    fn = "cufw_memcpy_htod_async / _dtoh_async / _dtod_async / cufw_memcpy_async";
    R("a bad stream, 0 bytes", CUFW_ERROR_INVALID_HANDLE, cufw_memcpy_htod_async(d, host, 0, bad));
    R("a bad stream", CUFW_ERROR_INVALID_HANDLE, cufw_memcpy_async(host, host, 8, bad));
    RD("a driver handle that is no stream: the driver's answer", CUFW_ERROR_DRIVER_HANDLE,
       CUDA_ERROR_INVALID_HANDLE, cufw_memcpy_async(host, host, 8, foreign));
    RZ("0 bytes", CUFW_OK,
       cufw_memcpy_htod_async(0, NULL, 0, NULL) | cufw_memcpy_dtoh_async(NULL, 0, 0, NULL) |
           cufw_memcpy_dtod_async(0, 0, 0, NULL) | cufw_memcpy_async(NULL, NULL, 0, NULL));
    RD("a device range outside an allocation", CUFW_ERROR_INVALID_VALUE, CUDA_ERROR_INVALID_VALUE,
       cufw_memcpy_dtod_async(d, d2, 300, CUFW_STREAM_PER_THREAD));

    fn = "cufw_memcpy_2d";
    R("width above the destination pitch, height 0", CUFW_ERROR_INVALID_ARGUMENT,
      cufw_memcpy_2d(host, 8, host, 16, 12, 0));
    R("width above the source pitch", CUFW_ERROR_INVALID_ARGUMENT,
      cufw_memcpy_2d(host, 16, host, 8, 12, 2));
    RZ("width 0", CUFW_OK, cufw_memcpy_2d(NULL, 8, NULL, 8, 0, 4));
    RZ("height 0", CUFW_OK, cufw_memcpy_2d(NULL, 8, NULL, 8, 8, 0));
    RD("a range outside an allocation", CUFW_ERROR_INVALID_VALUE, CUDA_ERROR_INVALID_VALUE,
       cufw_memcpy_2d((void *)(uintptr_t)d, 64, host, 64, 64, 5));

    fn = "cufw_memcpy_2d_async";
    R("a bad stream, width above pitch", CUFW_ERROR_INVALID_HANDLE,
      cufw_memcpy_2d_async(host, 8, host, 8, 12, 1, bad));
    R("width above either pitch", CUFW_ERROR_INVALID_ARGUMENT,
      cufw_memcpy_2d_async(host, 8, host, 8, 12, 1, NULL));
    RZ("width or height 0", CUFW_OK, cufw_memcpy_2d_async(NULL, 8, NULL, 8, 0, 0, NULL));

    fn = "cufw_memset_d8 / cufw_memset_d32";
    RZ("count 0", CUFW_OK, cufw_memset_d8(0, 1, 0) | cufw_memset_d32(0, 1, 0));
    RD("a range outside an allocation", CUFW_ERROR_INVALID_VALUE, CUDA_ERROR_INVALID_VALUE,
       cufw_memset_d32(d, 1, 65));
    RD("d32 at an address not 4-byte aligned", CUFW_ERROR_INVALID_VALUE, CUDA_ERROR_INVALID_VALUE,
       cufw_memset_d32(d + 1, 1, 4));

    fn = "cufw_memset_d8_async / cufw_memset_d32_async";
    R("a bad stream, count 0", CUFW_ERROR_INVALID_HANDLE, cufw_memset_d8_async(d, 1, 0, bad));
    RZ("count 0", CUFW_OK, cufw_memset_d8_async(0, 1, 0, NULL) | cufw_memset_d32_async(0, 1, 0, NULL));

    fn = "cufw_memset_2d_d8";
    R("width above pitch", CUFW_ERROR_INVALID_ARGUMENT, cufw_memset_2d_d8(d, 8, 0, 9, 2));
    RZ("width or height 0", CUFW_OK, cufw_memset_2d_d8(0, 8, 0, 0, 2) | cufw_memset_2d_d8(0, 8, 0, 8, 0));

    fn = "cufw_memset_2d_d8_async";
    R("a bad stream, width above pitch", CUFW_ERROR_INVALID_HANDLE,
      cufw_memset_2d_d8_async(d, 8, 0, 9, 2, bad));
    R("width above pitch", CUFW_ERROR_INVALID_ARGUMENT, cufw_memset_2d_d8_async(d, 8, 0, 9, 2, NULL));
    RZ("width or height 0", CUFW_OK, cufw_memset_2d_d8_async(0, 8, 0, 0, 0, NULL));

    fn = "cufw_memory_info";
    R("both NULL", CUFW_ERROR_INVALID_ARGUMENT, cufw_memory_info(NULL, NULL));
    RP("one NULL", cufw_memory_info(&f, NULL) == CUFW_OK && cufw_memory_info(NULL, &t) == CUFW_OK &&
                       f > 0 && t >= f);
    cufw_free(d);
    cufw_free(d2);
}

/* ------------------------------------------------------------ stream.h */

static void stream_h(void)
{
    cufw_stream *s = NULL, *dead = NULL, **all;
    cufw_event *e = NULL, *e2 = NULL, *nt = NULL, *deadev = NULL, **evs;
    unsigned long lim, i;
    unsigned u;
    int v, v2;
    float ms;
    char junk[64];
    cufw_stream *bad, *foreign = (cufw_stream *)(void *)junk; /* to cufw, a driver handle */
    cufw_event *bade, *foreignev = (cufw_event *)(void *)junk;

    cufw_stream_create(&dead, 0, 0);
    cufw_stream_destroy(dead);
    cufw_event_create(&deadev, 0);
    cufw_event_destroy(deadev);
    bad = dead;
    bade = deadev;

    fn = "cufw_stream_create";
    R("NULL stream", CUFW_ERROR_INVALID_ARGUMENT, cufw_stream_create(NULL, 0, 0));
    R("unknown flags 0x2", CUFW_ERROR_INVALID_ARGUMENT, cufw_stream_create(&s, 0x2, 0));
    RP("a priority outside the range: clamped",
       cufw_stream_create(&s, 0, -100) == CUFW_OK && cufw_stream_priority(s, &v) == CUFW_OK &&
           cufw_stream_priority_range(&v2, NULL) == CUFW_OK && v < 0 && v2 == 0);
    cufw_stream_destroy(s);
    lim = 256;
    all = calloc(lim, sizeof *all);
    if (all == NULL)
        bail("out of memory");
    for (i = 0; i < lim && cap_used("streams") < lim; i++)
        cufw_stream_create(&all[i], 0, 0);
    fake.trace_reset();
    R("streams table full", CUFW_ERROR_CAPACITY, cufw_stream_create(&s, 0, 0));
    RP("streams table full: no driver call, --with-max-streams named",
       fake.trace(NULL, 0) == 0 && strstr(cufw_error_detail(), "--with-max-streams") != NULL);
    for (i = 0; i < lim; i++)
        if (all[i] != NULL)
            cufw_stream_destroy(all[i]);
    free(all);
    RF("", CUFW_ERROR_OUT_OF_MEMORY, "cuStreamCreateWithPriority", CUDA_ERROR_OUT_OF_MEMORY,
       cufw_stream_create(&s, 0, 0));
    RP("cuStreamCreateWithPriority failed: the slot given back", cap_used("streams") == 0);

    fn = "cufw_stream_priority_range";
    R("both NULL", CUFW_ERROR_INVALID_ARGUMENT, cufw_stream_priority_range(NULL, NULL));
    RP("one NULL", cufw_stream_priority_range(NULL, &v) == CUFW_OK && v < 0);

    cufw_stream_create(&s, 0, 0);
    cufw_event_create(&e, 0);
    cufw_event_create(&e2, 0);
    cufw_event_create(&nt, CUFW_EVENT_DISABLE_TIMING);

    fn = "cufw_stream_destroy";
    R("NULL", CUFW_ERROR_INVALID_HANDLE, cufw_stream_destroy(NULL));
    R("CUFW_STREAM_LEGACY", CUFW_ERROR_INVALID_HANDLE, cufw_stream_destroy(CUFW_STREAM_LEGACY));
    R("CUFW_STREAM_PER_THREAD", CUFW_ERROR_INVALID_HANDLE, cufw_stream_destroy(CUFW_STREAM_PER_THREAD));
    R("destroyed already", CUFW_ERROR_INVALID_HANDLE, cufw_stream_destroy(dead));
    {
        cufw_stream *s2 = NULL;

        cufw_stream_create(&s2, 0, 0);
        RF("", CUFW_ERROR_DRIVER, "cuStreamDestroy", CUDA_ERROR_UNKNOWN, cufw_stream_destroy(s2));
        RP("cuStreamDestroy failed: the slot is freed anyway",
           cap_used("streams") == 1 && cufw_stream_raw(s2) == NULL);
    }

    fn = "cufw_stream_synchronize";
    R("a bad stream", CUFW_ERROR_INVALID_HANDLE, cufw_stream_synchronize(bad));
    RD("a driver handle that is no stream: the driver's answer", CUFW_ERROR_DRIVER_HANDLE,
       CUDA_ERROR_INVALID_HANDLE, cufw_stream_synchronize(foreign));
    RP("NULL: the default stream", cufw_stream_synchronize(NULL) == CUFW_OK);

    fn = "cufw_stream_query";
    R("a bad stream", CUFW_ERROR_INVALID_HANDLE, cufw_stream_query(dead));
    fake_fail("cuStreamQuery", 1, CUDA_ERROR_NOT_READY);
    v = cufw_stream_query(s);
    fake.set_fail(NULL);
    RP("work pending: not ready, not recorded",
       v == CUFW_ERROR_NOT_READY && cufw_driver_result() == 0 &&
           strstr(cufw_error_detail(), "cuStreamQuery") == NULL);

    fn = "cufw_stream_wait_event";
    R("a bad stream and a bad event: the stream first", CUFW_ERROR_INVALID_HANDLE,
      cufw_stream_wait_event(bad, bade));
    R("a bad event", CUFW_ERROR_INVALID_HANDLE, cufw_stream_wait_event(s, deadev));

    fn = "cufw_stream_flags";
    R("NULL flags, bad stream: flags first", CUFW_ERROR_INVALID_ARGUMENT, cufw_stream_flags(bad, NULL));
    u = 77;
    RZ("a default stream", CUFW_OK, cufw_stream_flags(CUFW_STREAM_PER_THREAD, &u));
    RP("a default stream: CUFW_STREAM_DEFAULT", u == CUFW_STREAM_DEFAULT);
    R("a bad stream", CUFW_ERROR_INVALID_HANDLE, cufw_stream_flags(dead, &u));

    fn = "cufw_stream_priority";
    R("NULL priority, bad stream: priority first", CUFW_ERROR_INVALID_ARGUMENT,
      cufw_stream_priority(bad, NULL));
    R("a bad stream", CUFW_ERROR_INVALID_HANDLE, cufw_stream_priority(bad, &v));

    fn = "cufw_stream_raw";
    RP("a bad stream: NULL", cufw_stream_raw(bad) == NULL && cufw_stream_raw(dead) == NULL);
    RP("a driver handle: itself", cufw_stream_raw(foreign) == (void *)foreign);
    RP("NULL: NULL, the null stream", cufw_stream_raw(NULL) == NULL &&
                                          cufw_stream_raw(CUFW_STREAM_LEGACY) == (void *)0x1);

    fn = "cufw_stream_add_callback";
    R("NULL fn, bad stream: fn first", CUFW_ERROR_INVALID_ARGUMENT,
      cufw_stream_add_callback(bad, NULL, NULL));
    R("a bad stream", CUFW_ERROR_INVALID_HANDLE, cufw_stream_add_callback(bad, hit, NULL));

    fn = "cufw_event_create";
    R("NULL event", CUFW_ERROR_INVALID_ARGUMENT, cufw_event_create(NULL, 0));
    R("unknown flags 0x8", CUFW_ERROR_INVALID_ARGUMENT, cufw_event_create(&deadev, 0x8));
    RD("INTERPROCESS without DISABLE_TIMING (fake)", CUFW_ERROR_INVALID_VALUE,
       CUDA_ERROR_INVALID_VALUE, cufw_event_create(&deadev, CUFW_EVENT_INTERPROCESS));
    lim = 1024;
    evs = calloc(lim, sizeof *evs);
    if (evs == NULL)
        bail("out of memory");
    for (i = 0; i < lim && cap_used("events") < lim; i++)
        cufw_event_create(&evs[i], 0);
    R("events table full", CUFW_ERROR_CAPACITY, cufw_event_create(&deadev, 0));
    RP("events table full: --with-max-events named",
       strstr(cufw_error_detail(), "--with-max-events") != NULL);
    for (i = 0; i < lim; i++)
        if (evs[i] != NULL)
            cufw_event_destroy(evs[i]);
    free(evs);
    cufw_event_create(&deadev, 0);
    cufw_event_destroy(deadev);

    fn = "cufw_event_destroy";
    R("a bad event", CUFW_ERROR_INVALID_HANDLE, cufw_event_destroy(deadev));
    {
        cufw_event *e3 = NULL;
        unsigned long before;

        cufw_event_create(&e3, 0);
        before = cap_used("events");
        RF("", CUFW_ERROR_DRIVER, "cuEventDestroy", CUDA_ERROR_UNKNOWN, cufw_event_destroy(e3));
        RP("cuEventDestroy failed: the slot is freed anyway",
           cap_used("events") == before - 1 && cufw_event_raw(e3) == NULL);
    }

    fn = "cufw_event_record";
    R("a bad event and a bad stream: the event first", CUFW_ERROR_INVALID_HANDLE,
      cufw_event_record(bade, bad));
    R("a bad stream", CUFW_ERROR_INVALID_HANDLE, cufw_event_record(e, bad));

    fn = "cufw_event_query";
    R("a bad event", CUFW_ERROR_INVALID_HANDLE, cufw_event_query(deadev));
    fake_fail("cuEventQuery", 1, CUDA_ERROR_NOT_READY);
    v = cufw_event_query(e);
    fake.set_fail(NULL);
    RP("not complete: not ready", v == CUFW_ERROR_NOT_READY);

    fn = "cufw_event_synchronize";
    R("a bad event", CUFW_ERROR_INVALID_HANDLE, cufw_event_synchronize(bade));
    RD("a driver handle that is no event: the driver's answer", CUFW_ERROR_DRIVER_HANDLE,
       CUDA_ERROR_INVALID_HANDLE, cufw_event_synchronize(foreignev));

    fn = "cufw_event_elapsed";
    R("NULL ms, bad events: ms first", CUFW_ERROR_INVALID_ARGUMENT, cufw_event_elapsed(NULL, bade, bade));
    R("a bad start", CUFW_ERROR_INVALID_HANDLE, cufw_event_elapsed(&ms, deadev, e));
    R("a bad end", CUFW_ERROR_INVALID_HANDLE, cufw_event_elapsed(&ms, e, deadev));
    RD("an event never recorded", CUFW_ERROR_DRIVER_HANDLE, CUDA_ERROR_INVALID_HANDLE,
       cufw_event_elapsed(&ms, e, e2));
    cufw_event_record(e, s);
    cufw_event_record(e2, s);
    cufw_event_record(nt, s);
    RD("an event with CUFW_EVENT_DISABLE_TIMING", CUFW_ERROR_DRIVER_HANDLE,
       CUDA_ERROR_INVALID_HANDLE, cufw_event_elapsed(&ms, e, nt));
    fake_fail("cuEventElapsedTime", 1, CUDA_ERROR_NOT_READY);
    v = cufw_event_elapsed(&ms, e, e2);
    fake.set_fail(NULL);
    RP("not complete: not ready, not recorded",
       v == CUFW_ERROR_NOT_READY && cufw_driver_result() == CUDA_ERROR_INVALID_HANDLE);

    fn = "cufw_event_raw";
    RP("a bad event: NULL", cufw_event_raw(bade) == NULL && cufw_event_raw(deadev) == NULL);
    RP("a driver handle: itself", cufw_event_raw(foreignev) == (void *)foreignev);

    cufw_event_destroy(e);
    cufw_event_destroy(e2);
    cufw_event_destroy(nt);
    cufw_stream_destroy(s);
}

/* ------------------------------------------------------------ the driver's own objects */

static void interop_h(void)
{
    static const char not_code[] = "this is not code of any kind at all";
    unsigned char *mis;
    size_t msize;
    cufw_module *m = NULL;
    cufw_library *lib = NULL, *bogus = (cufw_library *)(void *)&msize;
    cufw_kernel *k = NULL, *ks[4];
    cufw_devptr p = 0;
    void *raw = NULL;
    unsigned long before;
    unsigned u = 0;
    int st = -1;

    mis = copy_of("misc", &msize);

    fn = "cufw_driver_entry";
    R("NULL symbol", CUFW_ERROR_INVALID_ARGUMENT, cufw_driver_entry(NULL, 13000, 0, &raw, &st));
    R("NULL fn", CUFW_ERROR_INVALID_ARGUMENT, cufw_driver_entry("cuMemAlloc", 13000, 0, NULL, &st));
    raw = &st;
    RP("a symbol the driver lacks: CUFW_OK, NULL, CUFW_DRIVER_ENTRY_NOT_FOUND",
       cufw_driver_entry("cuNoSuchThing", 13000, 0, &raw, &st) == CUFW_OK && raw == NULL &&
           st == CUFW_DRIVER_ENTRY_NOT_FOUND);
    fake.set_too_new("cuMemAlloc");
    raw = &st;
    RP("a symbol only a newer CUDA has: CUFW_OK, NULL, CUFW_DRIVER_ENTRY_VERSION_TOO_LOW",
       cufw_driver_entry("cuMemAlloc", 13000, 0, &raw, &st) == CUFW_OK && raw == NULL &&
           st == CUFW_DRIVER_ENTRY_VERSION_TOO_LOW);
    fake.set_too_new("");
    RD("unknown flags (4): the driver's answer", CUFW_ERROR_INVALID_VALUE, CUDA_ERROR_INVALID_VALUE,
       cufw_driver_entry("cuMemAlloc", 13000, 4, &raw, &st));
    RP("found: CUFW_OK, the function, NULL status allowed",
       cufw_driver_entry("cuMemAlloc", 13000, 0, &raw, NULL) == CUFW_OK && raw != NULL);

    fn = "cufw_stream_create_raw";
    R("NULL stream", CUFW_ERROR_INVALID_ARGUMENT, cufw_stream_create_raw(NULL, 0, 0));
    R("unknown flags (0x2)", CUFW_ERROR_INVALID_ARGUMENT, cufw_stream_create_raw(&raw, 0x2, 0));
    before = cap_used("streams");
    RP("made: no slot taken, destroyed with cufw_stream_destroy",
       cufw_stream_create_raw(&raw, 0, 0) == CUFW_OK && cap_used("streams") == before &&
           cufw_stream_raw((cufw_stream *)raw) == raw &&
           cufw_stream_destroy((cufw_stream *)raw) == CUFW_OK);

    fn = "cufw_event_create_raw";
    R("NULL event", CUFW_ERROR_INVALID_ARGUMENT, cufw_event_create_raw(NULL, 0));
    R("unknown flags (0x8)", CUFW_ERROR_INVALID_ARGUMENT, cufw_event_create_raw(&raw, 0x8));
    before = cap_used("events");
    RP("made: no slot taken, destroyed with cufw_event_destroy",
       cufw_event_create_raw(&raw, 0) == CUFW_OK && cap_used("events") == before &&
           cufw_event_destroy((cufw_event *)raw) == CUFW_OK);

    cufw_module_open_fatbin(mis, msize, "misc copy", &m);
    cufw_kernel_open(m, "cufw_coop_sum", &k);

    fn = "cufw_kernel_function";
    R("NULL function", CUFW_ERROR_INVALID_ARGUMENT, cufw_kernel_function(k, NULL));
    R("NULL kernel", CUFW_ERROR_INVALID_HANDLE, cufw_kernel_function(NULL, &raw));
    RD("a driver handle that is no kernel: the driver's answer", CUFW_ERROR_DRIVER_HANDLE,
       CUDA_ERROR_INVALID_HANDLE, cufw_kernel_function((cufw_kernel *)(void *)mis, &raw));

    fn = "cufw_kernel_set_attribute_for_device";
    R("NULL kernel", CUFW_ERROR_INVALID_HANDLE, cufw_kernel_set_attribute_for_device(NULL, 8, 0, 0));
    R("device out of range (2 devices: 2)", CUFW_ERROR_INVALID_DEVICE,
      cufw_kernel_set_attribute_for_device(k, 8, 0, 2));

    fn = "cufw_module_library";
    R("NULL library", CUFW_ERROR_INVALID_ARGUMENT, cufw_module_library(m, NULL));
    R("a bad module", CUFW_ERROR_INVALID_HANDLE, cufw_module_library(NULL, &lib));
    RP("a module: its library, loaded", cufw_module_library(m, &lib) == CUFW_OK && lib != NULL);
    cufw_module_unload(m);

    fn = "cufw_library_load";
    R("NULL library", CUFW_ERROR_INVALID_ARGUMENT,
      cufw_library_load(NULL, mis, NULL, NULL, 0, NULL, NULL, 0));
    R("NULL code", CUFW_ERROR_INVALID_ARGUMENT,
      cufw_library_load(&lib, NULL, NULL, NULL, 0, NULL, NULL, 0));
    RD("code the driver cannot read", CUFW_ERROR_INVALID_IMAGE, CUDA_ERROR_INVALID_IMAGE,
       cufw_library_load(&lib, not_code, NULL, NULL, 0, NULL, NULL, 0));

    fn = "cufw_library_load_file";
    R("NULL path", CUFW_ERROR_INVALID_ARGUMENT,
      cufw_library_load_file(&lib, NULL, NULL, NULL, 0, NULL, NULL, 0));
    RD("a missing file", CUFW_ERROR_DRIVER, CUDA_ERROR_FILE_NOT_FOUND,
       cufw_library_load_file(&lib, "/nonexistent/cufw.fatbin", NULL, NULL, 0, NULL, NULL, 0));

    lib = NULL;
    cufw_library_load(&lib, mis, NULL, NULL, 0, NULL, NULL, 0);

    fn = "cufw_library_kernel";
    R("NULL name", CUFW_ERROR_INVALID_ARGUMENT, cufw_library_kernel(lib, NULL, &k));
    RD("no such kernel", CUFW_ERROR_NOT_FOUND, CUDA_ERROR_NOT_FOUND,
       cufw_library_kernel(lib, "no_such_kernel", &k));
    RD("a driver handle that is no library: the driver's answer", CUFW_ERROR_DRIVER_HANDLE,
       CUDA_ERROR_INVALID_HANDLE, cufw_library_kernel(bogus, "cufw_coop_sum", &k));
    RP("a kernel: the driver's, launchable handle",
       cufw_library_kernel(lib, "cufw_coop_sum", &k) == CUFW_OK && cufw_kernel_raw(k) == (void *)k);

    fn = "cufw_library_kernel_count";
    R("NULL count", CUFW_ERROR_INVALID_ARGUMENT, cufw_library_kernel_count(lib, NULL));
    RP("the count", cufw_library_kernel_count(lib, &u) == CUFW_OK && u > 0);

    fn = "cufw_library_kernels";
    R("NULL kernels", CUFW_ERROR_INVALID_ARGUMENT, cufw_library_kernels(lib, NULL, 4));
    RP("up to the count", cufw_library_kernels(lib, ks, u < 4 ? u : 4) == CUFW_OK);

    fn = "cufw_library_global";
    R("NULL name", CUFW_ERROR_INVALID_ARGUMENT, cufw_library_global(lib, NULL, &p, NULL));
    R("NULL address and size", CUFW_ERROR_INVALID_ARGUMENT,
      cufw_library_global(lib, "cufw_counter", NULL, NULL));
    RD("no such variable", CUFW_ERROR_NOT_FOUND, CUDA_ERROR_NOT_FOUND,
       cufw_library_global(lib, "no_such_variable", &p, NULL));

    fn = "cufw_library_managed";
    R("NULL name", CUFW_ERROR_INVALID_ARGUMENT, cufw_library_managed(lib, NULL, &p, NULL));
    RD("no such variable", CUFW_ERROR_NOT_FOUND, CUDA_ERROR_NOT_FOUND,
       cufw_library_managed(lib, "no_such_variable", &p, NULL));

    fn = "cufw_library_unified_function";
    R("NULL function", CUFW_ERROR_INVALID_ARGUMENT,
      cufw_library_unified_function(lib, "cufw_coop_sum", NULL));
    RD("none of that name", CUFW_ERROR_NOT_FOUND, CUDA_ERROR_NOT_FOUND,
       cufw_library_unified_function(lib, "cufw_coop_sum", &raw));

    fn = "cufw_library_unload";
    RD("a driver handle that is no library: the driver's answer", CUFW_ERROR_DRIVER_HANDLE,
       CUDA_ERROR_INVALID_HANDLE, cufw_library_unload(bogus));
    RP("the library: unloaded, its kernels then refused by the driver",
       cufw_library_unload(lib) == CUFW_OK && cufw_launch_cooperative(k, (cufw_dim3){1, 1, 1},
                                                                      (cufw_dim3){1, 1, 1}, 0,
                                                                      NULL, NULL) ==
                                                  CUFW_ERROR_DRIVER_HANDLE);
    free(mis);
}

int main(void)
{
    fake_required();
    plan_lazy();
    error_h();
    driver_h_before();
    setenv("CUFW_FAKE_DEVICES", "2", 1);
    fake_use();
    if (cufw_init() != CUFW_OK)
        bail("cufw_init on the stand-in driver: %s", cufw_error_detail());
    cufw_device_set_current(0);
    driver_h_after();
    device_h();
    fatbin_h();
    module_h();
    memory_h();
    stream_h();
    interop_h();
    return 0;
}
