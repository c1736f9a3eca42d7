/* SPDX-License-Identifier: MIT */
/*
 * tests/reliability/cycle-t.c -- core end to end on the stand-in driver
 * with two devices: allocate, copy, launch the embedded kernels, copy back
 * and compare with the CPU; streams, events, callbacks, pitched and 2-D
 * copies, pinned and registered memory, device variables, cooperative
 * launches, a kernel fault that turns sticky and the reset that clears it,
 * a second device and objects that belong to the other one. Inputs are
 * random (the seed is printed), outputs poisoned before every run.
 */
#define _POSIX_C_SOURCE 200809L
#include "config.h"

#include <math.h>
#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cuda.h>

#include <cufw/cufw.h>

#include "tests/reliability/fakectl.h"
#include "tests/tap/basic.h"

#define NAN_BITS 0x7fc00001u

static cufw_dim3 d3(unsigned x)
{
    cufw_dim3 d = {x, 1, 1};
    return d;
}

static float randf(void)
{
    return (float)(test_rand() >> 40) / 16777216.0f * 2.0f - 1.0f;
}

static void test_device(void)
{
    char name[128];
    int n = 0, major = 0, minor = 0, sms = 0, warp = 0;
    size_t total = 0, free_b = 0, tot_b = 0;
    unsigned char uuid0[16], uuid1[16];

    is_int(CUFW_OK, cufw_device_count(&n), "device count");
    is_int(2, n, "two fake devices");
    ok(cufw_device_name(0, name, sizeof name) == CUFW_OK && strstr(name, "H200") != NULL,
       "device name: %s", name);
    ok(cufw_device_compute_capability(0, &major, &minor) == CUFW_OK && major == 9 && minor == 0,
       "compute capability 9.0");
    ok(cufw_device_attribute(0, CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, &sms) == CUFW_OK &&
           sms == 132 && cufw_device_attribute(0, CU_DEVICE_ATTRIBUTE_WARP_SIZE, &warp) == 0 &&
           warp == 32,
       "132 SMs, warps of 32");
    ok(cufw_device_total_memory(0, &total) == CUFW_OK && total > (size_t)100 << 30,
       "total memory %zu", total);
    ok(cufw_device_uuid(0, uuid0) == CUFW_OK && cufw_device_uuid(1, uuid1) == CUFW_OK &&
           memcmp(uuid0, uuid1, 16) != 0,
       "two distinct UUIDs");
    ok(cufw_memory_info(&free_b, &tot_b) == CUFW_OK && tot_b == total && free_b <= tot_b,
       "memory info: %zu of %zu free", free_b, tot_b);
}

/* c = a + b over a random size, compared exactly. */
static void test_vadd(cufw_kernel *k)
{
    size_t n = 1000 + test_rand() % 200000, i, bad = 0, f0 = 0, f1 = 0, t;
    float *a = malloc(n * 4), *b = malloc(n * 4), *c = malloc(n * 4);
    cufw_devptr da = 0, db = 0, dc = 0;
    void *args[] = {&da, &db, &dc, &n};

    if (a == NULL || b == NULL || c == NULL)
        bail("out of memory");
    for (i = 0; i < n; i++) {
        a[i] = randf();
        b[i] = randf();
        c[i] = 12345.0f;
    }
    cufw_memory_info(&f0, &t);
    ok(cufw_malloc(&da, n * 4) == 0 && cufw_malloc(&db, n * 4) == 0 && cufw_malloc(&dc, n * 4) == 0,
       "three buffers of %zu floats", n);
    cufw_memory_info(&f1, &t);
    ok(f0 - f1 >= 3 * n * 4, "free memory went down by at least %zu bytes", 3 * n * 4);
    ok(cufw_memcpy_htod(da, a, n * 4) == 0 && cufw_memcpy_htod(db, b, n * 4) == 0 &&
           cufw_memset_d32(dc, NAN_BITS, n) == 0,
       "inputs copied, output poisoned");
    is_int(CUFW_OK, cufw_launch(k, d3((unsigned)(n + 255) / 256), d3(256), 0, NULL, args),
           "cufw_vadd launched");
    is_int(CUFW_OK, cufw_device_synchronize(), "synchronized");
    is_int(CUFW_OK, cufw_memcpy_dtoh(c, dc, n * 4), "result copied back");
    for (i = 0; i < n; i++)
        bad += c[i] != a[i] + b[i];
    is_int(0, (long long)bad, "every sum right");
    /* a grid smaller than the data: the grid-stride loop covers it */
    ok(cufw_memset_d32(dc, NAN_BITS, n) == 0 &&
           cufw_launch(k, d3(3), d3(64), 0, NULL, args) == 0 && cufw_memcpy_dtoh(c, dc, n * 4) == 0,
       "small grid");
    for (i = 0, bad = 0; i < n; i++)
        bad += c[i] != a[i] + b[i];
    is_int(0, (long long)bad, "small grid: every sum right");
    ok(cufw_free(da) == 0 && cufw_free(db) == 0 && cufw_free(dc) == 0, "freed");
    is_int(CUFW_ERROR_INVALID_VALUE, cufw_free(da), "double free: the driver's invalid value");
    is_int(CUDA_ERROR_INVALID_VALUE, cufw_driver_result(), "with its CUresult");
    free(a);
    free(b);
    free(c);
}

/* fill on a stream, read back asynchronously, timed with events */
static void test_stream_fill(cufw_kernel *k)
{
    size_t n = 5000 + test_rand() % 50000, i, bad = 0;
    unsigned value = (unsigned)test_rand() | 1u, *out = malloc(n * 4);
    cufw_stream *s = NULL;
    cufw_event *e0 = NULL, *e1 = NULL;
    cufw_devptr d = 0;
    void *args[] = {&d, &value, &n};
    float ms = -1;
    unsigned flags = 9;
    int prio = 99, least = 1, greatest = 1;

    if (out == NULL)
        bail("out of memory");
    ok(cufw_stream_priority_range(&least, &greatest) == 0 && least == 0 && greatest < 0,
       "priority range %d..%d", least, greatest);
    is_int(CUFW_OK, cufw_stream_create(&s, CUFW_STREAM_NON_BLOCKING, greatest - 3),
           "stream created");
    ok(cufw_stream_flags(s, &flags) == 0 && flags == CUFW_STREAM_NON_BLOCKING, "stream flags kept");
    ok(cufw_stream_priority(s, &prio) == 0 && prio == greatest, "priority clamped to %d",
       greatest);
    ok(cufw_event_create(&e0, 0) == 0 && cufw_event_create(&e1, CUFW_EVENT_BLOCKING_SYNC) == 0,
       "two events");
    ok(cufw_malloc_async(&d, n * 4, s) == 0 && cufw_memset_d32_async(d, ~value, n, s) == 0,
       "stream-ordered allocation, poisoned");
    ok(cufw_event_record(e0, s) == 0 && cufw_launch(k, d3(100), d3(128), 0, s, args) == 0 &&
           cufw_event_record(e1, s) == 0,
       "fill launched between two events");
    ok(cufw_memcpy_dtoh_async(out, d, n * 4, s) == 0 && cufw_stream_synchronize(s) == 0,
       "read back on the stream");
    for (i = 0; i < n; i++)
        bad += out[i] != value;
    is_int(0, (long long)bad, "%zu words filled with 0x%08x", n, value);
    ok(cufw_stream_query(s) == CUFW_OK && cufw_event_query(e1) == CUFW_OK &&
           cufw_event_synchronize(e1) == CUFW_OK,
       "stream and event complete");
    ok(cufw_event_elapsed(&ms, e0, e1) == CUFW_OK && ms >= 0.0f, "elapsed %f ms >= 0", ms);
    ok(cufw_stream_wait_event(s, e1) == 0 && cufw_stream_wait_event(NULL, e0) == 0,
       "streams wait on events");
    ok(cufw_free_async(d, s) == 0, "stream-ordered free");
    ok(cufw_event_destroy(e0) == 0 && cufw_event_destroy(e1) == 0 && cufw_stream_destroy(s) == 0,
       "destroyed");
    free(out);
}

static void set_flag(void *p)
{
    *(int *)p += 1;
}

static void test_callback(void)
{
    int hits = 0;
    cufw_stream *s = NULL;

    ok(cufw_stream_create(&s, 0, 0) == 0 && cufw_stream_add_callback(s, set_flag, &hits) == 0 &&
           cufw_stream_add_callback(CUFW_STREAM_PER_THREAD, set_flag, &hits) == 0 &&
           cufw_stream_synchronize(s) == 0,
       "callbacks queued");
    is_int(2, hits, "both callbacks ran");
    cufw_stream_destroy(s);
}

static void test_2d(void)
{
    size_t w = 1 + test_rand() % 700, h = 1 + test_rand() % 50, pitch = 0, i, j, bad = 0;
    size_t hp = w + 13;
    unsigned char *src = malloc(hp * h), *dst = malloc(hp * h);
    cufw_devptr d = 0;

    if (src == NULL || dst == NULL)
        bail("out of memory");
    for (i = 0; i < hp * h; i++)
        src[i] = (unsigned char)test_rand();
    memset(dst, 0xEE, hp * h);
    ok(cufw_malloc_pitch(&d, &pitch, w, h, 4) == 0 && pitch >= w && pitch % 512 == 0,
       "%zu x %zu pitched: pitch %zu", w, h, pitch);
    ok(cufw_memset_2d_d8(d, pitch, 0x5A, w, h) == 0, "2-D fill");
    ok(cufw_memcpy_2d(dst, hp, (void *)(uintptr_t)d, pitch, w, h) == 0, "2-D copy back");
    for (i = 0; i < h; i++)
        for (j = 0; j < hp; j++)
            bad += dst[i * hp + j] != (j < w ? 0x5A : 0xEE);
    is_int(0, (long long)bad, "the fill covers the rows and nothing else");
    ok(cufw_memcpy_2d_async((void *)(uintptr_t)d, pitch, src, hp, w, h, NULL) == 0 &&
           cufw_memset_2d_d8_async(d, pitch, 0, 0, h, NULL) == 0 &&
           cufw_memcpy_2d(dst, hp, (void *)(uintptr_t)d, pitch, w, h) == 0,
       "2-D round trip");
    for (i = 0, bad = 0; i < h; i++)
        for (j = 0; j < w; j++)
            bad += dst[i * hp + j] != src[i * hp + j];
    is_int(0, (long long)bad, "2-D round trip exact");
    cufw_free(d);
    free(src);
    free(dst);
}

static void test_host_memory(void)
{
    unsigned *pinned = NULL, *reg = malloc(4096), *back = malloc(4096);
    cufw_devptr dp = 0, d = 0;
    size_t i, bad = 0;

    if (reg == NULL || back == NULL)
        bail("out of memory");
    for (i = 0; i < 1024; i++)
        reg[i] = (unsigned)test_rand();
    ok(cufw_host_alloc((void **)&pinned, 4096, CUFW_HOST_ALLOC_MAPPED) == 0 && pinned != NULL,
       "pinned host memory");
    ok(cufw_host_device_pointer(&dp, pinned) == 0 && dp == (cufw_devptr)(uintptr_t)pinned,
       "mapped: the device sees it at the same address");
    ok(cufw_host_register(reg, 4096, CUFW_HOST_REGISTER_PORTABLE) == 0, "host range registered");
    is_int(CUFW_ERROR_DRIVER, cufw_host_register(reg, 4096, 0),
           "registered twice: the driver's error, unmapped");
    is_int(CUDA_ERROR_HOST_MEMORY_ALREADY_REGISTERED, cufw_driver_result(), "its CUresult");
    ok(cufw_malloc(&d, 4096) == 0 && cufw_memcpy((void *)(uintptr_t)d, reg, 4096) == 0 &&
           cufw_memcpy_dtod_async((cufw_devptr)(uintptr_t)pinned, d, 4096, NULL) == 0 &&
           cufw_memcpy_async(back, pinned, 4096, NULL) == 0 && cufw_stream_synchronize(NULL) == 0,
       "registered -> device -> pinned -> pageable");
    for (i = 0; i < 1024; i++)
        bad += back[i] != reg[i];
    is_int(0, (long long)bad, "unified copies keep the data");
    ok(cufw_host_unregister(reg) == 0 && cufw_host_free(pinned) == 0 && cufw_free(d) == 0,
       "unregistered and freed");
    is_int(CUFW_ERROR_DRIVER, cufw_host_unregister(reg), "unregistered twice: driver error");
    is_int(CUDA_ERROR_HOST_MEMORY_NOT_REGISTERED, cufw_driver_result(), "its CUresult");
    free(reg);
    free(back);
}

static void test_variables(void)
{
    cufw_module *m = NULL;
    cufw_kernel *k = NULL;
    cufw_devptr coef = 0, scaled = 0, count = 0, man = 0, other = 0;
    size_t sz = 0, msz = 0;
    float c[16], out[4096];
    unsigned long long zero = 0, counter = 0;
    unsigned n = 100 + (unsigned)(test_rand() % 3000), i, bad = 0;
    void *args[] = {&n};

    ok(cufw_module_open("misc", &m) == 0 && cufw_kernel_open(m, "cufw_const_to_global", &k) == 0,
       "misc: cufw_const_to_global");
    ok(cufw_module_global(m, "cufw_coeffs", &coef, &sz) == 0 && sz == 64, "__constant__ of 64 bytes");
    ok(cufw_module_global(m, "cufw_scaled", &scaled, NULL) == 0 &&
           cufw_module_global(m, "cufw_counter", &count, NULL) == 0,
       "two __device__ variables");
    if (fake_names_known("misc"))
        is_int(CUFW_ERROR_NOT_FOUND, cufw_module_global(m, "sample_table", &other, NULL),
               "a variable of another file is not in this module");
    else
        skip(1, "a variable of another file: the stand-in driver cannot read the compressed "
             "image (configured without its decompressor)");
    ok(cufw_module_managed(m, "cufwfake_managed", &man, &msz) == 0 && msz == 64,
       "a (fake) managed variable");
    for (i = 0; i < 16; i++)
        c[i] = randf();
    ok(cufw_memcpy_htod(coef, c, sizeof c) == 0 && cufw_memset_d32(scaled, NAN_BITS, 4096) == 0 &&
           cufw_memcpy_htod(count, &zero, 8) == 0,
       "variables written");
    ok(cufw_launch(k, d3((n + 127) / 128), d3(128), 0, NULL, args) == 0 &&
           cufw_memcpy_dtoh(out, scaled, sizeof out) == 0 && cufw_memcpy_dtoh(&counter, count, 8) == 0,
       "kernel ran, variables read");
    for (i = 0; i < 4096; i++)
        bad += i < n ? out[i] != c[i % 16] * (float)(i + 1) : out[i] == out[i];
    is_int(0, bad, "%u elements scaled, the rest untouched", n);
    is_int(n, (long long)counter, "counter");
}

static void test_cooperative(void)
{
    cufw_kernel *k = NULL;
    int per_sm = 0;
    unsigned blocks;
    cufw_devptr d = 0, total = 0;
    unsigned long long got = 0;
    void *args[] = {&d, &total};

    ok(cufw_kernel_find("cufw_coop_sum", &k) == 0 &&
           cufw_kernel_max_active_blocks(k, 128, 0, 0, &per_sm) == 0 && per_sm > 0,
       "occupancy: %d blocks of 128 per SM", per_sm);
    blocks = (unsigned)per_sm * 132;
    ok(cufw_malloc(&d, blocks * 4 + 4) == 0 && cufw_malloc(&total, 8) == 0, "buffers");
    ok(cufw_launch_cooperative(k, d3(blocks), d3(128), 0, NULL, args) == 0 &&
           cufw_memcpy_dtoh(&got, total, 8) == 0 &&
           got == (unsigned long long)blocks * (blocks + 1) / 2,
       "%u co-resident blocks summed", blocks);
    is_int(CUFW_ERROR_COOPERATIVE_TOO_LARGE,
           cufw_launch_cooperative(k, d3(blocks + 1), d3(128), 0, NULL, args),
           "one block more is too large");
    cufw_free(d);
    cufw_free(total);
}

static void test_modules(void)
{
    size_t size = 0;
    unsigned char *fb = read_build_file("plain.fatbin", &size), *copy;
    struct cufw_fatbin_iter it;
    struct cufw_fatbin_entry e;
    cufw_module *m = NULL, *m2 = NULL;
    cufw_kernel *k = NULL;

    ok(cufw_module_open_fatbin(fb, size, "plain", &m) == 0 && cufw_module_load(m) == 0,
       "tests/data/plain.fatbin loads");
    ok(cufw_kernel_open(m, "sample_scale", &k) == 0 && strcmp(cufw_kernel_name(k), "sample_scale") == 0,
       "its kernel sample_scale");
    is_int(CUFW_ERROR_NOT_FOUND, cufw_kernel_open(m, "cufw_vadd", &k),
           "a kernel of another file: not found");
    ok(strstr(cufw_error_detail(), "cufw_vadd") != NULL, "the detail names it: %s",
       cufw_error_detail());
    /* the same fatbin with every entry claiming sm_100: nothing for 9.0 */
    copy = malloc(size);
    if (copy == NULL)
        bail("out of memory");
    memcpy(copy, fb, size);
    cufw_fatbin_iter_init(&it, copy, size);
    while (cufw_fatbin_next(&it, &e) == CUFW_OK) {
        copy[e.offset + 28] = 100;
        copy[e.offset + 29] = 0;
    }
    ok(cufw_module_open_fatbin(copy, size, "sm100", &m2) == 0, "an sm_100-only fatbin registers");
    is_int(CUFW_ERROR_NO_BINARY_FOR_GPU, cufw_module_load(m2), "but has nothing for 9.0");
    is_int(CUDA_ERROR_NO_BINARY_FOR_GPU, cufw_driver_result(), "CUDA_ERROR_NO_BINARY_FOR_GPU");
    ok(cufw_module_unload(m2) == 0 && cufw_module_unload(m) == 0, "unloaded");
    is_int(CUFW_ERROR_INVALID_HANDLE, cufw_kernel_attribute(k, 4, &(int){0}),
           "its kernels' handles are dead");
    free(copy);
    free(fb);
}

/* A kernel that stores through a bad pointer: the launch succeeds, the
 * fault surfaces at the next synchronisation and stays until a reset. */
static void test_sticky(void)
{
    cufw_kernel *k = NULL;
    cufw_devptr bad = 4096, d = 0;
    int value = 7, code = 0, res = 0, dev = -1;
    void *args[] = {&bad, &value};
    cufw_stream *s = NULL;
    unsigned long streams;

    ok(cufw_stream_create(&s, 0, 0) == 0, "a stream before the fault");
    streams = cap_used("streams");
    ok(cufw_kernel_find("cufw_store", &k) == 0 && cufw_launch(k, d3(1), d3(32), 0, NULL, args) == 0,
       "a faulting kernel launches");
    is_int(CUFW_ERROR_ILLEGAL_ADDRESS, cufw_device_synchronize(), "the fault at synchronisation");
    ok(cufw_sticky_error(&code, &res, &dev) == 0 && code == CUFW_ERROR_ILLEGAL_ADDRESS &&
           res == CUDA_ERROR_ILLEGAL_ADDRESS && dev == 0,
       "recorded as the sticky error of device 0");
    is_int(CUFW_ERROR_ILLEGAL_ADDRESS, cufw_malloc(&d, 64), "every later call says so");
    is_int(CUFW_OK, cufw_device_reset(0), "device reset");
    ok(cufw_sticky_error(&code, &res, &dev) == 0 && code == CUFW_OK && dev == -1,
       "the sticky error is cleared");
    is_int(streams - 1, (long long)cap_used("streams"), "the reset released the stream's slot");
    is_int(CUFW_ERROR_INVALID_HANDLE, cufw_stream_synchronize(s), "its handle is dead");
    ok(cufw_malloc(&d, 64) == 0 && cufw_free(d) == 0, "the device works again");
}

/* A thread whose context a reset on another thread destroyed makes the new
 * one current by itself at its next call. */
static pthread_barrier_t bar;
static int other_rc[3];

static void *other_thread(void *arg)
{
    cufw_devptr d = 0;

    (void)arg;
    other_rc[0] = cufw_malloc(&d, 64);
    other_rc[0] |= cufw_free(d);
    pthread_barrier_wait(&bar); /* main resets device 0 */
    pthread_barrier_wait(&bar);
    other_rc[1] = cufw_malloc(&d, 64);
    other_rc[2] = cufw_memset_d8(d, 1, 64) | cufw_free(d) | cufw_device_synchronize();
    return NULL;
}

static void test_reset_across_threads(void)
{
    pthread_t t;

    pthread_barrier_init(&bar, NULL, 2);
    if (pthread_create(&t, NULL, other_thread, NULL) != 0)
        bail("pthread_create failed");
    pthread_barrier_wait(&bar);
    is_int(CUFW_OK, cufw_device_reset(0), "device 0 reset while another thread had it current");
    pthread_barrier_wait(&bar);
    pthread_join(t, NULL);
    pthread_barrier_destroy(&bar);
    ok(other_rc[0] == CUFW_OK && other_rc[1] == CUFW_OK && other_rc[2] == CUFW_OK,
       "that thread goes on in the new context (%s, %s, %s)", cufw_error_name(other_rc[0]),
       cufw_error_name(other_rc[1]), cufw_error_name(other_rc[2]));
}

static void test_second_device(cufw_kernel *fill)
{
    cufw_stream *s1 = NULL;
    cufw_event *e0 = NULL;
    cufw_devptr d1 = 0;
    unsigned v = 0xABCD1234u, got[8];
    size_t n = 8, i, bad = 0;
    void *args[] = {&d1, &v, &n};
    int can = -1, cur = -1;

    ok(cufw_device_can_access_peer(0, 1, &can) == 0 && can == 1, "peers can access each other");
    ok(cufw_device_can_access_peer(1, 1, &can) == 0 && can == 0, "not itself");
    ok(cufw_event_create(&e0, 0) == 0, "an event on device 0");
    ok(cufw_device_set_current(1) == 0 && cufw_device_current(&cur) == 0 && cur == 1, "device 1 current");
    ok(cufw_stream_create(&s1, 0, 0) == 0 && cufw_malloc(&d1, 32) == 0 &&
           cufw_launch(fill, d3(1), d3(32), 0, s1, args) == 0 &&
           cufw_memcpy_dtoh_async(got, d1, 32, s1) == 0 && cufw_stream_synchronize(s1) == 0,
       "work on device 1");
    for (i = 0; i < 8; i++)
        bad += got[i] != v;
    is_int(0, (long long)bad, "device 1 filled");
    is_int(CUFW_ERROR_DRIVER_HANDLE, cufw_event_record(e0, s1),
           "an event of device 0 on a stream of device 1: the driver refuses");
    ok(cufw_device_set_current(0) == 0, "back to device 0");
    is_int(CUFW_ERROR_DRIVER_HANDLE, cufw_launch(fill, d3(1), d3(32), 0, s1, args),
           "launching on device 1's stream from device 0: the driver refuses");
    ok(cufw_device_set_current(1) == 0 && cufw_stream_destroy(s1) == 0 && cufw_free(d1) == 0 &&
           cufw_device_set_current(0) == 0 && cufw_event_destroy(e0) == 0,
       "cleaned up");
}

int main(void)
{
    cufw_module *vec = NULL;
    cufw_kernel *vadd = NULL, *fill = NULL, *empty = NULL;
    struct cufwfake_live live;

    plan(102);
    test_rand_seed();
    setenv("CUFW_FAKE_DEVICES", "2", 1);
    fake_use();
    is_int(CUFW_OK, cufw_init(), "cufw_init on the stand-in driver");
    test_device();
    ok(cufw_module_open("vector", &vec) == 0 && cufw_kernel_open(vec, "cufw_vadd", &vadd) == 0 &&
           cufw_kernel_open(vec, "cufw_fill_u32", &fill) == 0,
       "vector: cufw_vadd, cufw_fill_u32");
    ok(cufw_kernel_find("cufw_empty", &empty) == 0 && empty != vadd, "cufw_empty found in misc");
    ok(cufw_launch(empty, d3(1), d3(1), 0, NULL, NULL) == 0 && cufw_device_synchronize() == 0,
       "the empty kernel runs");
    test_vadd(vadd);
    test_stream_fill(fill);
    test_callback();
    test_2d();
    test_host_memory();
    test_variables();
    test_cooperative();
    test_modules();
    test_second_device(fill);
    test_sticky();
    test_reset_across_threads();
    fake.live(&live);
    ok(live.streams == 0 && live.events == 0 && live.device_allocs == 0 && live.host_allocs == 0 &&
           live.registered == 0,
       "nothing left in the driver: %lu streams, %lu events, %lu allocations", live.streams,
       live.events, live.device_allocs);
    ok(cap_used("streams") == 0 && cap_used("events") == 0, "no stream or event slot in use");
    return 0;
}
